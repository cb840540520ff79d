"""Tells how the game's roll and its special rules work, with the acting character's own numbers.

"how do rolls work?", "walk me through a roll", "how does luck work?" are answered from the game's teaching texts
(rules/teaching.py) in the rulebook's order, ending with one phrase to try. Nothing is rolled, spent or logged.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.errors import RollmateError
from rollmate.rules.forms import bases
from rollmate.rules.records import changed
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.teaching import OPTIONAL, PLACEHOLDER, Topic, teaching
from rollmate.table import names, render, show
from rollmate.table.acting import acting
from rollmate.table.state import Reply, State

GUIDED = "/learn walks you through a first roll of your own, one step at a time."


def topic_named(term: str, system: str) -> Topic | None:
    """The game's topic a newcomer's words name ('rolls', 'action roll', 'war dice': no article), or None."""
    head, _, last = term.rpartition(" ")
    forms = {term, *(f"{head} {b}".strip() for b in bases(last))}
    return next((t for t in teaching(system).topics if forms & set(t.asks)), None)


def answer(state: State, topic: Topic, parse: Callable[[str], RollRequest]) -> Reply:
    """How one of the game's topics works ('how does X work?'), with the acting character's numbers."""
    head, lines, tries = told(state, topic, parse)
    out = show.info(head)
    out += [f for n, line in enumerate(lines, 1) for f in show.labelled(f"{n}. ", line, "class:info", "  ")]
    return Reply(state, out + show.info(f"Try: '{tries}'." + (f" {GUIDED}" if topic.name == "roll" else "")))


def told(state: State, topic: Topic, parse: Callable[[str], RollRequest]) -> tuple[str, list[str], str]:
    """The topic's heading, its lines with the acting character's numbers, and the phrase to try."""
    result = example_odds(state, topic.example, parse)
    values = sheet_values(state, topic.example, result)
    defaults = teaching(state.system).defaults
    whose = f", with {state.actor}'s sheet" if state.actor and result is not None else ""
    lines = [said for line in topic.lines if (said := fill(line, values, defaults))]
    return (f"{topic.title}{whose} (nothing is rolled):", lines,
            fill(topic.tries, values, defaults))


def example_odds(state: State, phrase: str, parse: Callable[[str], RollRequest]) -> Resolution | None:
    """The odds of a phrase for whoever acts (nothing rolled), or None when the table can't tell them."""
    found = odds_for(state, phrase, parse)
    return found if isinstance(found, Resolution) else None


def odds_for(state: State, phrase: str, parse: Callable[[str], RollRequest], *, asked: bool = False
             ) -> Resolution | RollmateError:
    """The odds of a phrase for whoever acts (nothing rolled), or why the rules can't give them; `asked`: the phrase
    came in a question ('whats my odds to ...'), and its reading says so."""
    try:
        request = parse(phrase)
        fixed = names.respelt(state.party, phrase, request)  # 'the gaurd': the guard
        request = acting(state.party, state.actor, parse(fixed.text) if fixed is not None else request)
        if asked:
            request = changed(request, question=True)
        return state.game.odds(request, state.party, profile=state.profile, table=state.table)
    except RollmateError as error:
        return error


def sheet_values(state: State, example: str, result: Resolution | None) -> dict[str, str]:
    """What a teaching line's placeholders read for the acting character and the roll of `example` (its odds)."""
    game = state.game
    values = {"example": example, "outcomes": ", ".join(game.outcomes[:-1]) + f" or {game.outcomes[-1]}"}
    if state.actor:
        values["actor"] = state.actor
        person = state.party.find(state.actor)
        others = [c.name for c in state.party.characters if c.name != state.actor
                  and c.system == getattr(person, "system", state.system)]
        if others:
            values["other"] = others[0]
        for resource in game.held():
            left = state.table.left(state.party, state.actor, resource.key)
            if left is not None:
                values[f"left:{resource.key}"] = resource.count(left)
    if result is None:
        return values
    values.update({k: v for k, v in (("skill", result.skill), ("trick", result.trick)) if v})
    if result.ability is not None:
        values.update(ability=result.ability.name, score=str(result.ability.score))
    if result.difficulty is not None:
        values.update(difficulty=result.difficulty.name, dl=str(result.difficulty.value))
    values.update(modifier=f"{result.modifier:+d}", odds=render.odds_line(result.odds))
    values.update({f"step:{s.title}": s.text for s in result.steps})
    return values


def fill(line: str, values: dict[str, str], defaults: dict[str, str]) -> str:
    """A teaching line with its placeholders filled from the sheet's values; a [part] whose placeholders the sheet
    can't all fill is left out, and the rest falls back on the game's defaults (who acts, when nobody does)."""

    def value(found: re.Match[str]) -> str | None:
        name, argument = found.group(1), found.group(2)
        return values.get(f"{name}:{argument}" if argument else name)

    def part(found: re.Match[str]) -> str:
        inside = found.group(1)
        if any(value(p) is None for p in PLACEHOLDER.finditer(inside)):
            return ""
        return PLACEHOLDER.sub(lambda p: value(p) or "", inside)

    said = PLACEHOLDER.sub(lambda p: value(p) or defaults.get(p.group(1), p.group(0)), OPTIONAL.sub(part, line))
    said = re.sub(r"\s+([,;:]|\.(?!\.))", r"\1", " ".join(said.split()))
    return re.sub(r"(?<!\.)\.\.(?!\.)", ".", said)  # a step's own full stop before the line's
