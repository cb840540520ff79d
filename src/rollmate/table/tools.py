"""The table's answers for a program (an AI game master's tools): a roll as the contract's JSON, the odds of a
phrase, a game term in plain words, the party and the log, each as typed data; a refusal raises the RollmateError
whose message the CLI would print."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from rollmate.errors import RollmateError, RulesError
from rollmate.grammar import chat
from rollmate.rules.records import changed
from rollmate.table import glossary, gm_commands, pending, registry, session, show
from rollmate.table.core import GM, MAX_LINE, Table
from rollmate.table.ledger import fresh
from rollmate.table.powers import MCP
from rollmate.table.state import resources

if TYPE_CHECKING:
    from rollmate.table.rarer_records import Pending

SEEDS = 10**9  # a tool's dice seeds are below this (as its description says)


class Rolled(BaseModel):
    """A roll: its number in the log, the contract's JSON (dice, outcome, steps, odds, reading) and the words."""

    id: int
    result: dict[str, Any]
    text: str


class Question(BaseModel):
    """What a roll lacks, asked instead of guessed: nothing was rolled or spent. To answer, call again with one of
    `phrases` as the phrase, or with the phrase completed by one of `allowed` (for `missing` 'character', that
    argument; for 'confirm', `confirm: true`)."""

    question: str
    missing: str  # the part of the roll asked about: skill, ability, difficulty, move, attribute, character ...
    allowed: list[str]  # the values it may take, where they can be listed
    phrases: list[str]  # whole phrases that answer it
    text: str


class Asked(RulesError):
    """A call that asks a question instead of rolling (the table and its log are as they were)."""

    def __init__(self, question: Question) -> None:
        super().__init__(question.text)
        self.question = question


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
        raise RulesError(f"Say what to roll, e.g. '{table.game.example}'.")
    if len(phrase) > MAX_LINE:
        raise RulesError(f"That phrase has {len(phrase)} characters; a phrase has at most {MAX_LINE}.")
    return phrase


def _a_roll(phrase: str) -> str:
    """The phrase, refused before anything is done when it is no roll but a GM's control (a slash command, a grant
    or a take): those have tools of their own, which say what they did."""
    said = phrase.strip()
    if chat.is_command(said):
        raise RulesError(f"{said.split()[0][:40]} is a command, not a roll: nothing was done. The GM's controls "
                         "are tools of their own: grant, undo, new_session, campaign, end_turn, sheet, show_roll, "
                         "reveal, ask.")
    if chat.asked_grant(said) is not None:
        raise RulesError("That gives or takes a resource, which is not a roll: nothing was done. The grant tool "
                         "does it and says what moved.")
    return phrase


def roll(table: Table, phrase: str, character: str | None = None, dice: list[int] | None = None,
         seed: int | None = None, *, secret: bool = False, confirm: bool = False) -> Rolled:
    """Roll a phrase as the GM (for `character`, or whoever the phrase names) and log it; a phrase that is no roll
    is refused before anything is done, and one that lacks something raises Asked with the question as data.
    `secret`: only the GM sees it until revealed; `confirm`: spend where the rules say it buys nothing."""
    line = _a_roll(_said(phrase, table))
    if seed is not None and not 0 <= seed < SEEDS:
        raise RulesError(f"seed {seed}: a seed is a whole number from 0 to {SEEDS - 1}.")
    _who_acts(table, line, character)
    with table.together():  # what raises below leaves the table (no question left open) and the log as they were
        answer = table.answer(line, GM, may=MCP, seed=seed, acting=character, secret=secret, dice=dice or None)
        asked = table.state(GM).pending
        if asked is not None and asked.confirm and confirm:
            answer = table.answer("yes", GM, may=MCP, seed=seed, acting=character, secret=secret)
            asked = table.state(GM).pending
        if asked is not None and not answer.rolls:  # there is no next line to answer it on: asked as data
            raise Asked(question(asked))
        if answer.error:
            raise RulesError(answer.error)
        if not answer.rolls:
            raise RulesError(f"That rolls nothing ({answer.text.strip()[:200]}); the odds tool answers questions.")
    made = answer.rolls[-1]
    return Rolled(id=made.id, result=made.contract, text=answer.text)


def question(asked: Pending) -> Question:
    """The chat's open question, for a program that has no next line to answer it on."""
    missing = asked.missing or "phrase"
    if asked.confirm:
        how = "call again with confirm: true to spend anyway"
    elif asked.choices:
        how = "call again with one of these phrases: " + "; ".join(f"'{c}'" for c in asked.choices[:8])
    elif asked.allowed:
        how = f"call again with the {missing} in the phrase, one of: {', '.join(asked.allowed[:40])}"
    else:
        how = f"call again with the {missing} in the phrase"
    text = f"{asked.question.rstrip()} Nothing was rolled; {how}."
    return Question(question=asked.question, missing=missing, allowed=list(asked.allowed),
                    phrases=list(asked.choices), text=text)


def _who_acts(table: Table, phrase: str, character: str | None) -> None:
    """A character given beside a phrase that names another as the one acting ('Dex: shoot the guard' for Vex) is
    asked about: which of them rolls is not rollmate's to guess."""
    if character is None:
        return
    chosen = table.seat(character)
    state = table.state(GM)
    try:
        request = session.parse(phrase, state.vocabulary())
    except RollmateError:
        return  # the roll itself says what is wrong with the phrase
    person = state.party.find(request.actor) if request.actor else None
    named = person.name if person is not None else request.actor
    if named is None or named == chosen:
        return
    said = f"Who rolls: {chosen} (the character given) or {named} (who acts in the phrase)?"
    raise Asked(Question(question=said, missing="character", allowed=[chosen, named], phrases=[],
                         text=f"{said} Nothing was rolled; call again with character '{named}', or without "
                              f"{named}'s name in the phrase for {chosen}."))


def odds(table: Table, phrase: str, character: str | None = None) -> Odds:
    """The chance of each outcome of a phrase; nothing is rolled, spent or logged."""
    from rollmate.grammar import parse

    state = fresh(table.state(GM), table.store)
    _who_acts(table, _said(phrase, table), character)
    try:
        request = parse(phrase, state.vocabulary())
        if character:
            request = changed(request, actor=table.seat(character))
        result = state.game.odds(request, state.party, profile=state.profile, table=state.table)
    except RollmateError as error:
        asked = pending.asked(phrase, error)
        if asked is None:
            raise
        raise Asked(question(asked)) from None
    data = result.contract()
    data.update(dice=[], extra_dice=[], total=None, successes=None, outcome=None)
    return Odds(result=data, text=show.plain(show.odds_only(result)).rstrip("\n"))


def explain(table: Table, term: str) -> Term:
    """A game term (an outcome, a condition, a rule's name) in plain words, from the active game's glossary."""
    state = fresh(table.state(GM), table.store)
    words = glossary.lookup(state.game.glossary(state.party), term)
    said = glossary.meaning(term, state.game, state.party)
    if words is None or said is None:
        raise RulesError(said or f"Name a term of {state.system}, e.g. one of its outcomes.")
    return Term(term=words, system=state.system, meaning=said)


def party(table: Table) -> PartyInfo:
    """Who is at the table: each character's sheet as the chat's /sheet shows it, and what they have left."""
    state = fresh(table.state(GM), table.store)
    left = dict(resources(state))
    members = []
    for name in table.seats():
        person, rows = gm_commands.sheet_rows(state, name)
        members.append(Member(name=name, system=person.system, sheet=[f"{label}: {value}" for label, value in rows],
                              left=left.get(name)))
    return PartyInfo(campaign=table.campaign, system=state.system, characters=members,
                     npcs=[n.name for n in state.party.npcs])


@registry.describes("log")
def log(table: Table, limit: int = 10) -> Log:
    if not 1 <= limit <= 200:
        raise RulesError("Ask for 1 to 200 rolls.")
    rolls = [LoggedRoll(id=r.id, at=r.at, actor=r.actor, phrase=r.phrase, summary=r.summary, outcome=r.outcome,
                        secret=r.secret, void=r.void) for r in table.feed(gm_sees=True, limit=limit)]
    return Log(campaign=table.campaign, rolls=rolls)


__all__ = ["Asked", "Log", "Odds", "PartyInfo", "Question", "Rolled", "Term", "explain", "log", "odds", "party", "roll"]
