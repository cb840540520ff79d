"""The one-shot face: `rollmate roll|odds [options] PHRASE` answered on standard output, batch mode `-`, exit
codes 0/1/2; a roll is in the log (with --db) before it is shown."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.errors import LogError, PhraseError, RollmateError, RulesError
from rollmate.faces.lines import MAX_LINE, LongLine, each_line

if TYPE_CHECKING:
    from rollmate.rules.sheets import Party

from rollmate.faces.cli.out import complain, say, silence_stdout
from rollmate.rules.records import changed


class OutputError(RollmateError):
    """The answer could not be written to standard output; a roll it belonged to was taken back out of the log."""


def one_shot(args: argparse.Namespace, collect: Callable[[], None] = lambda: None) -> int:
    """Answer the phrase, or each line of a batch; `collect` turns the cycle collector back on after the first line
    (command.main keeps it off while rollmate loads)."""
    from rollmate.grammar import parse
    from rollmate.grammar.notation import read as read_notation
    from rollmate.grammar.raw import MAX_PHRASE
    from rollmate.rules import followup
    from rollmate.rules.dice import RandomDice, new_seed
    from rollmate.rules.sheets import load_party
    from rollmate.rules.system import Table, get_system
    from rollmate.table import render
    from rollmate.table.acting import acting
    from rollmate.table.choices import name_the_rolls
    from rollmate.table.ledger import apply
    from rollmate.table.setup import choose

    party = load_party(args.sheet)
    for person in party.characters:
        for warning in person.warnings:
            complain(f"rollmate: warning: {warning}")
    system_name, profile, actor = choose(args, party)
    system = get_system(system_name)
    vocabulary = system.vocabulary(party)
    base_seed = new_seed() if args.seed is None else args.seed
    store = _open_store(getattr(args, "db", None))
    try:  # the log closed when the answers are out (checkpointed, nothing left to the collector)
        batch = args.phrase == ["-"]
        lines = each_line(sys.stdin, MAX_LINE) if batch else [" ".join(args.phrase)]
        # With a roll log, resources spent by earlier runs stay spent (as in the chat); the ledger is the record.
        table = store.table_for(party, system_name) if store is not None else Table()
        made = _made(store, party, system_name)  # the rolls a follow-up can go on: the log's, then this run's
        worst = 0
        for number, line in enumerate(lines, 1):
            text = line if isinstance(line, str) else ""
            if batch and not text.strip() and not isinstance(line, LongLine):
                continue
            try:
                if isinstance(line, LongLine):
                    raise PhraseError(f"That line is {line.length} characters long; a phrase may have {MAX_PHRASE}.",
                                      text="", column=1, hint="Put one phrase on each line.")
                notation = read_notation(text) if args.command == "roll" else None
                if notation is not None:  # plain dice ('2d6+3'): rolled and logged like any roll, the same in every game
                    from rollmate.rules.notation import resolve as resolve_notation  # only for a line of notation

                    seed = base_seed + number - 1
                    result = resolve_notation(notation, RandomDice(seed), system=system_name, actor=actor, seed=seed)
                    logged = None if store is None else _log(store, text, result, None, party, table, table, profile,
                                                             os.urandom(8).hex())
                    _show(render.to_json(result) if args.json else render.explain(result), args.json, store, logged,
                          result, party)
                    continue
                reroll = args.command == "roll" and followup.is_reroll(text, system_name)
                try:
                    # a bare "reroll" is read as this game says spending after the dice (its spoken.toml)
                    request = parse(followup.say_after(system_name) if reroll else text, vocabulary)
                except PhraseError as error:  # two actions: the question names what each would roll
                    raise name_the_rolls(error, system, party, vocabulary, profile=profile, actor=actor) from None
                # Line k of a batch rolls with seed base+k-1, so every roll can be replayed on its own.
                dice = RandomDice(base_seed + number - 1)
                if args.command == "roll" and followup.is_follow_up(request, system_name):
                    if args.actor and request.actor is None:  # --as names whose roll; else the latest one
                        request = changed(request, actor=args.actor)
                    record, read = _follow(text, request, made, party, system, profile, dice, table, store is not None)
                    table = apply(table, party, record.result)
                    logged = store.record([record])[0] if store is not None else None
                    answer = render.to_json(record.result) if args.json else render.explain_follow(record.result, read)
                    made.add(record.ref, record.result)
                    _show(answer, args.json, store, logged, record.result, party)
                    continue
                request = acting(party, actor, request)
                if args.command == "odds" or request.question:  # a question about chances rolls nothing
                    result = system.odds(request, party, profile=profile, table=table)
                    _show(render.odds_json(result) if args.json else render.explain_odds(result), args.json, result=result)
                else:
                    result = system.resolve(request, party, dice, profile=profile, table=table)
                    before, table = table, apply(table, party, result)
                    answer = render.to_json(result) if args.json else render.explain(result) + _how_to_follow(
                        result, system, party, table, getattr(args, "db", None))
                    ref = os.urandom(8).hex()
                    made.add(ref, result)
                    logged = None
                    if store is not None:  # written and committed before it is shown
                        logged = _log(store, text, result, request, party, before, table, profile, ref)
                    _show(answer, args.json, store, logged, result, party)
            except (OutputError, LogError):  # nothing more can be shown, or logged: the batch stops here
                raise
            except RollmateError as error:
                worst = max(worst, error.exit_code)
                if not batch:
                    if args.json:  # a program reads stdout: the refusal as JSON there, the prose on stderr as always
                        _show(json.dumps(_error_data(error), ensure_ascii=False), True)
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
        if store is not None:
            store.close()


def _open_store(path: str | None):  # type: ignore[no-untyped-def]
    if path is None:
        return None
    from rollmate.log.store import Store

    return Store(path)


def _made(store, party: Party, system: str):  # type: ignore[no-untyped-def]
    from rollmate.rules.followup import Made

    made = Made()
    if store is not None:
        from rollmate.table.gm import last_rolls

        for roll in last_rolls(store, party, system):
            made.add(roll.ref, roll.result)
    return made


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
        return (f"\n(This roll was not kept. To spend after a roll from the command line, roll with --db PATH, then "
                f"run rollmate roll --db PATH \"{say}\"; the chat keeps the last roll on its own.)")
    from shlex import quote

    return f"\n(To spend it: rollmate roll --db {quote(db)} {quote(say)})"


def _follow(text, request, made, party, system, profile, dice, table, logged):  # type: ignore[no-untyped-def]
    """A phrase that only spends ('spend luck', 'avoid the glitch'), on the last roll of this campaign in the log
    (with --db) or of this batch: the RollRecord that logs it as a follow-up of that roll, and its 'Read as' line."""
    from rollmate.log.store import RollRecord, spent_after
    from rollmate.rules import followup
    from rollmate.table.ledger import apply

    where = " in this roll log" if logged else " in this batch" if made.count else ""
    hint = ("Make the roll first with the same --db." if logged else
            "A follow-up needs the roll it goes on: roll with --db PATH, then run the follow-up with the same --db "
            "(or put both in one batch, or use the chat).")
    parent = made.parent(request, party, where=where, hint=hint)
    followup.check_parent(parent.result)
    follow = followup.kind_of(request, parent.result, system.name)
    why_not = system.pointless(parent.result, follow, party)
    if why_not is not None:  # the chat asks first; a one-shot command can't, so it keeps the point
        raise RulesError(f"{why_not} Nothing was spent.")
    result = system.follow_up(parent.result, follow, party, dice, table=table)
    record = RollRecord(ref=os.urandom(8).hex(), phrase=text, system=system.name, profile=profile, result=result,
                        table_before=table, party=party, follow_up=follow, parent_ref=parent.ref, seed=dice.seed,
                        spent=spent_after(apply(table, party, result), party, result))
    return record, followup.read_as(follow, parent.result)


def _show(answer, as_json, store=None, logged=None, result=None, party=None) -> None:  # type: ignore[no-untyped-def]
    """Show an answer now. A roll already in the log that cannot be shown is taken back out, so the log never holds
    a roll nobody saw (a crash in between is the one exception: then the log keeps it, the safer side)."""
    try:
        say(answer, as_json=as_json, system=result.system if result is not None else None)
        sys.stdout.flush()
    except (OSError, ValueError) as error:  # ValueError: the stream was closed
        kept = logged is not None and not store.forget(logged, result, party)
        silence_stdout()
        if isinstance(error, BrokenPipeError):
            raise
        reason = getattr(error, "strerror", None) or error
        raise OutputError(f"could not write the answer to standard output ({reason}); "
                          + (f"roll #{logged} stays in the log." if kept else "the roll was not kept.")) from None


def _log(store, text, result, request, party, before, after, profile, ref) -> int:  # type: ignore[no-untyped-def]
    return store.log(result, phrase=text, party=party, table_before=before, table_after=after, request=request,
                     seed=result.seed, profile=profile, ref=ref)


def _error_data(error: RollmateError) -> dict[str, object]:
    data: dict[str, object] = {"error": error.message, "exit": error.exit_code}
    if isinstance(error, PhraseError):
        data["column"] = error.column
        data["suggestions"] = list(error.suggestions)
    return data


def _batch_error(error: RollmateError, line: int, as_json: bool) -> None:
    if as_json:
        _show(json.dumps({**_error_data(error), "line": line}, ensure_ascii=False), True)
    else:
        complain(f"rollmate: line {line}: {error}")

