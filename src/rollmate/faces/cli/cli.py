"""The one-shot face: `rollmate roll|odds [options] PHRASE` answered on standard output, batch mode `-`, exit
codes 0/1/2; each line answered through the table's one door (Table.answer), a roll in the log (with --db, else
in one held in memory) before it is shown."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.errors import LogError, PhraseError, RollmateError, RulesError

if TYPE_CHECKING:
    import argparse

    from rollmate.rules.sheets import Party

from rollmate.faces.cli.out import complain, say, silence_stdout


class OutputError(RollmateError):
    """The answer could not be written to standard output; a roll it belonged to was taken back out of the log."""


def one_shot(args: argparse.Namespace, collect: Callable[[], None] = lambda: None) -> int:
    """Answer the phrase, or each line of a batch, through the table's one door (as the GM, who may act for anyone;
    nothing stays open for a next line); `collect` turns the cycle collector back on after the first line
    (command.main keeps it off while rollmate loads)."""
    from rollmate.grammar.raw import MAX_PHRASE
    from rollmate.rules.dice import new_seed
    from rollmate.rules.sheets import load_party
    from rollmate.table.core import GM, Table
    from rollmate.table.powers import ODDS, ONE_SHOT
    from rollmate.table.setup import choose

    party = load_party(args.sheet)
    for person in party.characters:
        for warning in person.warnings:
            complain(f"rollmate: warning: {warning}")
    chosen = choose(args, party)  # refused before the log is opened
    store = _open_store(getattr(args, "db", None))
    try:  # the log closed when the answers are out (checkpointed, nothing left to the collector)
        table = Table(store, start=_start(args, party, chosen, store), apart=False)
        may = ONE_SHOT if args.command == "roll" else ODDS
        base_seed = new_seed() if args.seed is None else args.seed
        batch = args.phrase == ["-"]
        if batch:  # read only for a batch: a one-shot phrase starts without it
            from rollmate.faces.lines import MAX_LINE, LongLine, each_line
        lines = each_line(sys.stdin, MAX_LINE) if batch else [" ".join(args.phrase)]
        made = 0  # rolls this run made: a follow-up's refusal says where it looked
        worst = 0
        for number, line in enumerate(lines, 1):
            text = line if isinstance(line, str) else ""
            if batch and not text.strip() and not isinstance(line, LongLine):
                continue
            try:
                if batch and isinstance(line, LongLine):
                    raise PhraseError(f"That line is {line.length} characters long; a phrase may have {MAX_PHRASE}.",
                                      text="", column=1, hint="Put one phrase on each line.")
                # Line k of a batch rolls with seed base+k-1, so every roll can be replayed on its own.
                answer = table.answer(text, GM, may=may, seed=base_seed + number - 1)
                if answer.problem is not None:
                    raise _said_here(answer.problem, made, getattr(args, "db", None))
                made += len(answer.rolls)
                _render(answer, args, store, table.state(GM).party)
            except (OutputError, LogError):  # nothing more can be shown, or logged: the batch stops here
                raise
            except RollmateError as error:
                worst = max(worst, error.exit_code)
                if not batch:
                    if args.json:  # a program reads stdout: the refusal as JSON there, the prose on stderr as always
                        _show(_as_json(_error_data(error)), True)
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
            collect()  # once a line is answered: a batch's next lines make garbage worth collecting
        return worst
    finally:
        store.close()


def _open_store(path: str | None):  # type: ignore[no-untyped-def]
    """The roll log named by --db, or one in memory that leaves no file behind (the one-shot keeps nothing), made
    only when a line needs more of it than a roll does."""
    if path is None:
        from rollmate.log.unkept import Unkept

        return Unkept()
    from rollmate.log.store import Store

    return Store(path)


def _start(args: argparse.Namespace, party: Party, chosen: tuple[str, str, str | None], store):  # type: ignore[no-untyped-def]
    """The table's first state: the game, profile and actor from the options and the sheets (what a chat on the
    same log saved is not read), the log's ledgers and last rolls; with --as, a follow-up goes on that character's
    own last roll."""
    from dataclasses import replace

    from rollmate.table.state import start

    system, profile, actor = chosen
    ledger = None
    for name in sorted({c.system for c in party.characters} | {system}):
        ledger = store.table_for(party, name, ledger)
    state = start(party, system, profile, actor, table=ledger, sheets=tuple(args.sheet))
    if getattr(args, "db", None) is not None:  # a log kept nowhere has no roll to remember yet
        from rollmate.table.gm_commands import remembered

        state = remembered(state, store)
    return replace(state, own_rolls=args.actor is not None)


def _said_here(problem: RollmateError, made: int, db: str | None) -> RollmateError:
    """A refusal as the one-shot command says it: a follow-up with no roll to go on says where it looked and how
    to make one from the command line."""
    from rollmate.rules.followup import NoRoll, no_roll

    if not isinstance(problem, NoRoll):
        return problem
    where = " in this roll log" if db else " in this batch" if made else ""
    hint = ("Make the roll first with the same --db." if db else
            "A follow-up needs the roll it goes on: roll with --db PATH, then run the follow-up with the same --db "
            "(or put both in one batch, or use the chat).")
    return RulesError(no_roll(problem.named, where=where, hint=hint, what=problem.what))


def _render(answer, args: argparse.Namespace, store, party: Party) -> None:  # type: ignore[no-untyped-def]
    """Show what the table answered, from its data: each roll (explained and styled, or the contract's JSON), the
    odds of a phrase, or the table's own words for a line that rolled nothing (a grant, an undo, 'why')."""
    from rollmate.rules.system import get_system
    from rollmate.table import render, show

    for roll in answer.rolls:
        result = roll.result
        if args.json:
            said = render.to_json(result)
        elif roll.follow_up:
            said = show.explained(result, roll.read)
        else:
            tip = _how_to_follow(result, get_system(result.system), party, answer.ledger, getattr(args, "db", None))
            said = show.explained(result) + ([("", tip + "\n")] if tip else [])
        _show(said, args.json, store, roll.id, result, party)
    if answer.odds is not None and args.json:  # a program reads the odds as data; a person reads the table's words
        _show(render.odds_json(answer.odds), True)
    elif not answer.rolls and answer.out:
        _show(_as_json({"text": show.plain(answer.out).rstrip("\n")}) if args.json else
              answer.out, args.json)


def _how_to_follow(result, system, party, table, db: str | None) -> str:  # type: ignore[no-untyped-def]
    """When a tip says what spending after the roll would do, how to do it from the command line."""
    from rollmate.rules.followup import say_after
    from rollmate.rules.sheets import Character

    person = party.find(result.actor) if result.actor else None
    resource = system.resource
    if (not result.advice or result.spends or system.after is None or resource is None
            or not isinstance(person, Character) or (table.left(party, person.name, resource.key) or 0) < 1):
        return ""
    say = say_after(system.name)
    if db is None:
        return (f"(This roll was not kept. To spend after a roll from the command line, roll with --db PATH, then "
                f"run rollmate roll --db PATH \"{say}\"; the chat keeps the last roll on its own.)")
    from shlex import quote

    return f"(To spend it: rollmate roll --db {quote(db)} {quote(say)})"


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


def _error_data(error: RollmateError) -> dict[str, object]:
    data: dict[str, object] = {"error": error.message, "exit": error.exit_code}
    if isinstance(error, PhraseError):
        data["column"] = error.column
        data["suggestions"] = list(error.suggestions)
    return data


def _as_json(data: dict[str, object]) -> str:
    import json  # only for --json: a one-shot roll's answer in words never loads it

    return json.dumps(data, ensure_ascii=False)


def _batch_error(error: RollmateError, line: int, as_json: bool) -> None:
    if as_json:
        _show(_as_json({**_error_data(error), "line": line}), True)
    else:
        complain(f"rollmate: line {line}: {error}")

