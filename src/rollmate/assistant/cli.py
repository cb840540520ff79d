"""The one-shot command line: `rollmate roll|odds [options] PHRASE`, batch mode `-`, exit codes 0/1/2.

prompt_toolkit is imported only when the chat starts, so one-shot rolls stay quick to start.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from rollmate import textsafe
from rollmate.assistant import ansi
from rollmate.assistant.lines import MAX_LINE, LongLine, each_line
from rollmate.errors import LogError, PhraseError, RollmateError

if TYPE_CHECKING:
    from rollmate.rules.sheets import Party

from rollmate.rules.records import changed
from rollmate.rules.registry import DEFAULT_SYSTEM, SYSTEMS

# Seeds are stored as SQLite integers (64-bit) and a batch adds its line number: this leaves room for both.
MAX_SEED = 10**18 - 1


class OutputError(RollmateError):
    """The answer could not be written to standard output; a roll it belonged to was taken back out of the log."""


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", choices=SYSTEMS, help=f"game system (default: the acting character's sheet, else {DEFAULT_SYSTEM})")
    parser.add_argument("--sheet", action="append", default=[], metavar="PATH", help="character sheet or party file (TOML); may be repeated")
    parser.add_argument("--as", dest="actor", metavar="NAME", help="which loaded character acts (default: the first PC)")
    parser.add_argument("--seed", type=int, metavar="N", help="reproducible dice: the same seed and phrase give the same dice")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--profile", metavar="NAME", help="rules profile of the system (its profiles are listed if you name another)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rollmate",
        description="A chat-style roll assistant for tabletop RPGs. With no command, opens the chat.",
    )
    parser.add_argument("--version", action=_Version, nargs=0, help="show rollmate's version and exit")
    sub = parser.add_subparsers(dest="command")
    roll = sub.add_parser("roll", help="resolve one phrase and print the explained result")
    odds = sub.add_parser("odds", help="print the exact chance of every outcome, roll nothing")
    roll.add_argument("--db", metavar="PATH|URL", help="also write every roll to this roll log (an SQLite file or postgresql://...), e.g. for a batch")
    for p in (roll, odds):
        _options(p)
        p.add_argument("phrase", nargs="+", metavar="PHRASE", help="what your character does; '-' reads one phrase per line")
    from rollmate.assistant import logcmd

    logcmd.add_parser(sub)
    _faces(sub)
    chat = sub.add_parser("chat", help="open the interactive chat (the default)")
    for p in (parser, chat):
        p.add_argument("--sheet", action="append", default=[], metavar="PATH", help="character sheet or party file (TOML)")
        p.add_argument("--system", choices=SYSTEMS, help="game system")
        p.add_argument("--profile", metavar="NAME", help="rules profile")
        p.add_argument("--as", dest="actor", metavar="NAME", help="who acts first")
        p.add_argument("--db", metavar="PATH|URL", help="the roll log: a file, or postgresql://user@host/database (default: in your user data folder)")
        p.add_argument("--seed", type=int, metavar="N", help="seed for the chat's dice")
    return parser


def _faces(sub) -> None:  # type: ignore[no-untyped-def]
    """`serve` (the table's page) and `mcp` (tools for AI game masters): each face is imported only when run."""
    serve = sub.add_parser("serve", help="the table in the browser: a page per player and one for the GM (rollmate[web])")
    mcp = sub.add_parser("mcp", help="a Model Context Protocol server on standard input/output (rollmate[mcp])")
    for p in (serve, mcp):
        p.add_argument("--sheet", action="append", default=[], metavar="PATH", help="character sheet or party file (TOML)")
        p.add_argument("--system", choices=SYSTEMS, help="game system")
        p.add_argument("--profile", metavar="NAME", help="rules profile")
        p.add_argument("--db", metavar="PATH|URL", help="the roll log: a file, or postgresql://user@host/database (default: in your user data folder)")
        p.add_argument("--seed", type=int, metavar="N", help="seed for the table's dice")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    serve.add_argument("--workers", type=int, default=1, metavar="N",
                       help="worker processes sharing the table (default 1; more need --db postgresql://...)")


def _run_face(args: argparse.Namespace) -> int:
    extra = "web" if args.command == "serve" else "mcp"
    try:
        if extra == "web":
            from rollmate.faces.web.serve import run
        else:
            from rollmate.faces.mcp import run
    except ImportError as error:
        raise RollmateError(f"rollmate {args.command} needs the {extra} extra ({error.name} is missing): "
                            f"pip install 'rollmate[{extra}]'") from None
    return run(args)


class _Version(argparse.Action):
    """--version, looked up only when asked for (reading package metadata costs a one-shot roll ~20 ms)."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        print(f"rollmate {_version()}")
        parser.exit()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rollmate")
    except PackageNotFoundError:  # run from a source folder that was never installed
        return "(not installed)"


def say(text: str, *, as_json: bool = False) -> None:
    """Write one answer to standard output; untrusted text in it is made safe for a terminal first."""
    if as_json:
        print(textsafe.json_text(text, ascii_only=not _unicode(sys.stdout)))
    elif text and ansi.wanted(sys.stdout):  # a terminal: wrapped to its width, then coloured
        from shutil import get_terminal_size

        from rollmate.assistant.wrap import wrap

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


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as stop:  # argparse already printed its usage message
        return 2 if stop.code not in (0, None) else 0
    _tolerant_output()
    try:
        _check_streams(args)
        if args.command in ("roll", "odds"):
            return _one_shot(args)
        if args.command == "log":
            from rollmate.assistant import logcmd

            return logcmd.run(args, say)
        if args.command in ("serve", "mcp"):
            return _run_face(args)
        from rollmate.assistant.chat import run_chat  # prompt_toolkit only from here on

        return run_chat(args)
    except RollmateError as error:
        complain(f"rollmate: {error}")
        return error.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (e.g. `| head`): nothing more to say
        _silence_stdout()
        return 0
    except OSError as error:  # the terminal or a file failed under us (a full disk, a vanished device)
        _silence_stdout()
        where = f" ({error.filename})" if error.filename else ""
        complain(f"rollmate: input or output failed{where}: {error.strerror or error}.")
        return 1
    except Exception as error:  # a bug: say so plainly, never a traceback
        complain(f"rollmate: internal error ({type(error).__name__}: {error}). Please report this phrase.")
        return 1


def _tolerant_output() -> None:
    """A terminal that cannot show a character (PYTHONIOENCODING=ascii and a name like Zoë) gets a '?', and input
    that is not in its encoding reads as U+FFFD (then refused like any unreadable character), never a crash."""
    for stream in (sys.stdout, sys.stdin):
        try:
            if stream is not None:
                stream.reconfigure(errors="replace")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass


def _check_streams(args: argparse.Namespace) -> None:
    """Refuse up front what would fail halfway: no standard output to answer on, no input to read, a bad seed."""
    if sys.stdout is None:
        raise RollmateError("standard output is closed, so no answer could be shown; nothing was rolled.")
    reads_input = args.command not in ("roll", "odds", "serve") or getattr(args, "phrase", None) == ["-"]
    if reads_input and sys.stdin is None:
        raise RollmateError("standard input is closed: there is nothing to read the phrases from.")
    seed = getattr(args, "seed", None)
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise RollmateError(f"--seed {seed}: a seed is a whole number from 0 to {MAX_SEED}.")


def _silence_stdout() -> None:
    """After a failed write, point standard output at the null device so the exit flush cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())  # type: ignore[union-attr]
        os.close(null)
    except (AttributeError, OSError, ValueError):
        pass


def _one_shot(args: argparse.Namespace) -> int:
    from rollmate.assistant import render
    from rollmate.assistant.ledger import apply
    from rollmate.assistant.setup import choose
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
    from rollmate.assistant.store import Store

    return Store(path)


def _show(answer, as_json, store=None, logged=None, result=None, party=None) -> None:  # type: ignore[no-untyped-def]
    """Show an answer now. A roll already in the log that cannot be shown is taken back out, so the log never holds
    a roll nobody saw (a crash in between is the one exception: then the log keeps it, the safer side)."""
    try:
        say(answer, as_json=as_json)
        sys.stdout.flush()
    except (OSError, ValueError) as error:  # ValueError: the stream was closed
        kept = logged is not None and not store.forget(logged, result, party)
        _silence_stdout()
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


if __name__ == "__main__":
    raise SystemExit(main())
