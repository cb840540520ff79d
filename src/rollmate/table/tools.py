"""The table's answers for a program (an AI game master's tools): a roll as the contract's JSON, the odds of a
phrase, a game term in plain words, the party and the log, each as typed data; a refusal raises the RollmateError
whose message the CLI would print."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from rollmate.errors import RulesError
from rollmate.rules.records import changed
from rollmate.rules.system import get_system
from rollmate.table import commands, glossary, gm_commands, render
from rollmate.table.core import GM, MAX_LINE, Table
from rollmate.table.state import resources


class Rolled(BaseModel):
    """A roll: its number in the log, the contract's JSON (dice, outcome, steps, odds, reading) and the words."""

    id: int
    result: dict[str, Any]
    text: str


class Odds(BaseModel):
    """The chance of every outcome, nothing rolled: the contract's JSON with empty dice, and the words."""

    result: dict[str, Any]
    text: str


class Term(BaseModel):
    term: str
    system: str
    meaning: str


class Member(BaseModel):
    name: str
    system: str
    sheet: list[str]
    left: str | None = None  # luck or war dice left, where the game has them


class PartyInfo(BaseModel):
    campaign: str
    system: str
    characters: list[Member]
    npcs: list[str]


class LoggedRoll(BaseModel):
    id: int
    at: str
    actor: str
    phrase: str
    summary: str
    outcome: str
    secret: bool
    void: bool


class Log(BaseModel):
    campaign: str
    rolls: list[LoggedRoll]


def _said(phrase: str, table: Table) -> str:
    if not phrase.strip():
        raise RulesError(f"Say what to roll, e.g. '{get_system(table.system).example}'.")
    if len(phrase) > MAX_LINE:
        raise RulesError(f"That phrase has {len(phrase)} characters; a phrase has at most {MAX_LINE}.")
    return phrase


def _a_roll(phrase: str) -> str:
    """The phrase, refused before anything is done when it is no roll but a GM's control (a slash command, a grant
    or a take): those have tools of their own, which say what they did."""
    said = phrase.strip()
    if said.startswith("/"):
        raise RulesError(f"{said.split()[0][:40]} is a command, not a roll: nothing was done.")
    if gm_commands.asked_grant(said) is not None:
        raise RulesError("That gives or takes a resource, which is not a roll: nothing was done.")
    return phrase


def roll(table: Table, phrase: str, character: str | None = None, dice: list[int] | None = None,
         seed: int | None = None) -> Rolled:
    """Roll a phrase as the GM (for `character`, or whoever the phrase names) and log it; a phrase that is no roll
    is refused before anything is done."""
    line = _a_roll(_said(phrase, table))
    if dice:
        line += ", rolled " + " ".join(str(d) for d in dice)
    answer = table.answer(line, GM, seed=seed, acting=character)
    if answer.error:
        raise RulesError(answer.error)
    if not answer.rolls:
        raise RulesError(f"That rolls nothing ({answer.text.strip()[:200]}); the odds tool answers questions.")
    made = answer.rolls[-1]
    return Rolled(id=made.id, result=made.contract, text=answer.text)


def odds(table: Table, phrase: str, character: str | None = None) -> Odds:
    """The chance of each outcome of a phrase; nothing is rolled, spent or logged."""
    from rollmate.grammar import parse

    state = commands.fresh(table.state(GM), table.store)
    request = parse(_said(phrase, table), state.vocabulary())
    if character:
        request = changed(request, actor=table.seat(character))
    result = get_system(state.system).odds(request, state.party, profile=state.profile, table=state.table)
    data = result.contract()
    data.update(dice=[], extra_dice=[], total=None, successes=None, outcome=None)
    return Odds(result=data, text=render.explain_odds(result))


def explain(table: Table, term: str) -> Term:
    """A game term (an outcome, a condition, a rule's name) in plain words, from the active game's glossary."""
    state = commands.fresh(table.state(GM), table.store)
    words = glossary.lookup(get_system(state.system).glossary(state.party), term)
    said = glossary.asked(f"what does {term} mean", state.system, state.party)
    if words is None or said is None:
        raise RulesError(said or f"Name a term of {state.system}, e.g. one of its outcomes.")
    return Term(term=words, system=state.system, meaning=said)


def party(table: Table) -> PartyInfo:
    """Who is at the table: each character's sheet as the chat's /sheet shows it, and what they have left."""
    state = commands.fresh(table.state(GM), table.store)
    left = dict(resources(state))
    members = []
    for name in table.seats():
        sheet = gm_commands.sheet(state, name).text.strip().splitlines()
        person = state.party.find(name)
        members.append(Member(name=name, system=getattr(person, "system", state.system),
                              sheet=[line.strip() for line in sheet[1:]], left=left.get(name)))
    return PartyInfo(campaign=table.campaign, system=state.system, characters=members,
                     npcs=[n.name for n in state.party.npcs])


def log(table: Table, limit: int = 10) -> Log:
    """The campaign's latest rolls, oldest first (the GM's secret ones too, marked)."""
    if not 1 <= limit <= 200:
        raise RulesError("Ask for 1 to 200 rolls.")
    rolls = [LoggedRoll(id=r.id, at=r.at, actor=r.actor, phrase=r.phrase, summary=r.summary, outcome=r.outcome,
                        secret=r.secret, void=r.void) for r in table.feed(gm_sees=True, limit=limit)]
    return Log(campaign=table.campaign, rolls=rolls)


__all__ = ["Log", "Odds", "PartyInfo", "Rolled", "Term", "explain", "log", "odds", "party", "roll"]
