"""Shared fixtures: the example parties and a small helper to roll a phrase with given dice."""

from __future__ import annotations

from pathlib import Path

import pytest

from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.records import changed
from rollmate.rules.sheets import Party, load_party, parse_sheet
from rollmate.rules.system import Table, get_system

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture
def gb_party() -> Party:
    return load_party([EXAMPLES / "ghostburn_party.toml"])


def ghostburn_party(**vex: object) -> Party:
    """A party with one PC (Vex, Presence 3, Persuade +2, favored Persuade) and a few NPCs; overrides for Vex."""
    character = {
        "name": "Vex",
        "favored": "Persuade",
        "luck": 1,
        "abilities": {"presence": 3, "agility": 3, "strength": 4, "intelligence": 2, "awareness": 2, "resilience": 3},
        "skills": {"persuade": 2, "firearms": 1, "intimidate": 1},
        **vex,
    }
    npcs = [
        {"name": "the bouncer", "wits": "Hard", "fort": "Moderate", "threat": 6},
        {"name": "the cop", "wits": "Moderate", "fort": "Moderate"},
        {"name": "the thug", "wits": "Moderate", "fort": "Easy", "threat": 4, "status": "hurt"},
        {"name": "the boss", "wits": "Severe", "fort": "Severe", "threat": 15, "status": "defeated"},
        {"name": "the merchant", "wits": "Moderate", "fort": "Easy", "attitude": "Hostile"},
        {"name": "the crowd", "wits": "Moderate", "members": 25},
    ]
    return parse_sheet({"system": "ghostburn", "character": [character], "npc": npcs}, "test-party.toml")


def roll(text: str, party: Party | None = None, *, system: str = "ghostburn", table: Table | None = None,
         seed: int = 1, profile: str = "rules", actor: str | None = None):
    """Parse and resolve a phrase; the phrase normally carries its own dice."""
    party = party if party is not None else Party()
    game = get_system(system)
    request = parse(text, game.vocabulary(party))
    if actor and request.actor is None:
        request = changed(request, actor=actor)
    return game.resolve(request, party, RandomDice(seed), profile=profile, table=table or Table())


def chat_lines(state, store, *lines: str):  # type: ignore[no-untyped-def]
    """Type lines into the chat (commands.handle over a real store): the last state and the last answer's text."""
    from rollmate.table.commands import handle

    text = ""
    for line in lines:
        answer = handle(state, line, store)
        state, text = answer.state, answer.text
    return state, text
