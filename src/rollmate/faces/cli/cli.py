"""The one-shot face: `rollmate roll|odds [options] PHRASE` answered on standard output, batch mode `-`, exit
codes 0/1/2; a roll is in the log (with --db) before it is shown."""

from __future__ import annotations

import argparse
from dataclasses import replace
import json
import os
import sys
from typing import TYPE_CHECKING, TextIO

from rollmate import textsafe
from rollmate.faces.cli import ansi
from rollmate.faces.lines import MAX_LINE, LongLine, each_line
from rollmate.errors import LogError, PhraseError, RollmateError

if TYPE_CHECKING:
    from rollmate.rules.sheets import Party

from rollmate.rules.records import changed

# Seeds are stored as SQLite integers (64-bit) and a batch adds its line number: this leaves room for both.
MAX_SEED = 10**18 - 1


class OutputError(RollmateError):
    """The answer could not be written to standard output; a roll it belonged to was taken back out of the log."""


def say(text: str, *, as_json: bool = False) -> None:
    """Write one answer to standard output; untrusted text in it is made safe for a terminal first."""
    if as_json:
        print(textsafe.json_text(text, ascii_only=not _unicode(sys.stdout)))
    elif text and ansi.wanted(sys.stdout):  # a terminal: wrapped to its width, then coloured
        from shutil import get_terminal_size

        from rollmate.faces.wrap import wrap

        width = get_terminal_size().columns
        shown = "".join(t for _, t in wrap([("", textsafe.terminal(text))], width))
        print(ansi.colour(shown))  # colour after the text is made safe: our codes only
    else:
        print(textsafe.terminal(text))


def complain(text: str) -> None:
    """Write a message to standard error, made safe for a terminal."""
    if sys.stderr is not None:
        print(textsafe.terminal(text), file=sys.stderr)


def _unicode(stream: TextIO | None) -> bool:
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
    return encoding.startswith("utf")


def silence_stdout() -> None:
    """After a failed write, point standard output at the null device so the exit flush cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())  # type: ignore[union-attr]
        os.close(null)
    except (AttributeError, OSError, ValueError):
        pass


def one_shot(args: argparse.Namespace) -> int:
    from rollmate.table import render
    from rollmate.table.ledger import apply
    from rollmate.table.setup import choose
    from rollmate.grammar import parse
    from rollmate.grammar.raw import MAX_PHRASE
    from rollmate.rules.dice import RandomDice, new_seed
    from rollmate.rules.sheets import load_party
    from rollmate.rules.system import Table, get_system

    party = load_party(args.sheet)
    for person in party.characters:
        for warning in person.warnings:
            complain(f"rollmate: warning: {warning}")
    system_name, profile, actor = choose(args, party)
    system = get_system(system_name)
    vocabulary = system.vocabulary(party)
    base_seed = new_seed() if args.seed is None else args.seed
    store = _open_store(getattr(args, "db", None))
    batch = args.phrase == ["-"]
    lines = each_line(sys.stdin, MAX_LINE) if batch else [" ".join(args.phrase)]
    # With a roll log, resources spent by earlier runs stay spent (as in the chat); the ledger is the record.
    table = store.table_for(party, system_name) if store is not None else Table()
    worst = 0
    for number, line in enumerate(lines, 1):
        text = line if isinstance(line, str) else ""
        if batch and not text.strip() and not isinstance(line, LongLine):
            continue
        try:
            if isinstance(line, LongLine):
                raise PhraseError(f"That line is {line.length} characters long; a phrase may have {MAX_PHRASE}.",
                                  text="", column=1, hint="Put one phrase on each line.")
            request = parse(text, vocabulary)
            if actor and request.actor is None:
                request = changed(request, actor=actor)
            if args.command == "odds" or request.question:  # a question about chances rolls nothing
                result = system.odds(request, party, profile=profile, table=table)
                _show(render.odds_json(result) if args.json else render.explain_odds(result), args.json)
            else:
                # Line k of a batch rolls with seed base+k-1, so every roll can be replayed on its own.
                result = system.resolve(request, party, RandomDice(base_seed + number - 1), profile=profile, table=table)
                before, table = table, apply(table, party, result)
                answer = render.to_json(result) if args.json else render.explain(result)
                logged = None
                if store is not None:  # written and committed before it is shown
                    logged = _log(store, text, result, request, party, before, table, profile)
                _show(answer, args.json, store, logged, result, party)
        except (OutputError, LogError):  # nothing more can be shown, or logged: the batch stops here
            raise
        except RollmateError as error:
            worst = max(worst, error.exit_code)
            if not batch:
                raise
            _batch_error(error, number, args.json)
        except Exception as error:  # a bug on one line: that line's answer says so, and the batch goes on
            if not batch:
                raise
            worst = max(worst, 1)
            _batch_error(RollmateError(f"internal error ({type(error).__name__}: {error}); the line had no effect. "
                                       "Please report this phrase."), number, args.json)
        if batch and not args.json:
            _show("", False)
    return worst


def _open_store(path: str | None):  # type: ignore[no-untyped-def]
    if path is None:
        return None
    from rollmate.log.store import Store

    return Store(path)


def _show(answer, as_json, store=None, logged=None, result=None, party=None) -> None:  # type: ignore[no-untyped-def]
    """Show an answer now. A roll already in the log that cannot be shown is taken back out, so the log never holds
    a roll nobody saw (a crash in between is the one exception: then the log keeps it, the safer side)."""
    try:
        say(answer, as_json=as_json)
        sys.stdout.flush()
    except (OSError, ValueError) as error:  # ValueError: the stream was closed
        kept = logged is not None and not store.forget(logged, result, party)
        silence_stdout()
        if isinstance(error, BrokenPipeError):
            raise
        reason = getattr(error, "strerror", None) or error
        raise OutputError(f"could not write the answer to standard output ({reason}); "
                          + (f"roll #{logged} stays in the log." if kept else "the roll was not kept.")) from None


def _log(store, text, result, request, party, before, after, profile) -> int:  # type: ignore[no-untyped-def]
    return store.log(result, phrase=text, party=party, table_before=before, table_after=after, request=request,
              seed=result.seed, profile=profile)


def _batch_error(error: RollmateError, line: int, as_json: bool) -> None:
    if as_json:
        data = {"error": error.message, "line": line, "exit": error.exit_code}
        if isinstance(error, PhraseError):
            data["column"] = error.column
            data["suggestions"] = list(error.suggestions)
        _show(json.dumps(data, ensure_ascii=False), True)
    else:
        complain(f"rollmate: line {line}: {error}")

