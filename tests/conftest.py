"""Shared fixtures: the example parties, a small helper to roll a phrase with given dice, and the roll log's two
back-ends (an SQLite file; a schema of its own on a real PostgreSQL server started for the session); the suite's
own cache and data folders."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.records import changed
from rollmate.rules.request import RollRequest, Spending
from rollmate.rules.sheets import Party, load_party, parse_sheet
from rollmate.rules.system import Table, get_system
from rollmate.rules.vocabulary import Vocabulary

# The suite's own cache and data folders, so that no test (nor a rollmate it starts) writes into the user's: a
# test about where these folders are sets or removes the variables itself.
_OWN_DIRS = tempfile.mkdtemp(prefix="rollmate-tests-")
atexit.register(shutil.rmtree, _OWN_DIRS, True)
os.environ["XDG_CACHE_HOME"] = os.path.join(_OWN_DIRS, "cache")
os.environ["XDG_DATA_HOME"] = os.path.join(_OWN_DIRS, "data")

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def pg_server():  # type: ignore[no-untyped-def]
    """A PostgreSQL server for this test session (pgserver.py); if it can't start, the tests that need it fail."""
    from pgserver import ServerFailed, server_url

    try:
        url, server = server_url()
    except ServerFailed as error:
        pytest.fail(f"PostgreSQL could not be started for the storage tests: {error}", pytrace=False)
    yield url
    if server is not None:
        server.stop()


@pytest.fixture(params=BACKENDS)
def log_place(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's roll log lives, once per back-end: a new SQLite file, or an empty schema on the server."""
    if request.param == "sqlite":
        return str(tmp_path / "rolls.db")
    from pgserver import fresh_schema

    return fresh_schema(request.getfixturevalue("pg_server"))


@pytest.fixture
def gb_party() -> Party:
    return load_party([EXAMPLES / "ghostburn_party.toml"])


def example_game(system: str) -> tuple[Party, Vocabulary]:
    """A game's example party (examples/<game>_party.toml) and the vocabulary the reader knows it by."""
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    return party, get_system(system).vocabulary(party)


def unused(request: RollRequest) -> list[str]:
    """What the reading of a request shows as not used: the frame and the scene's words it set aside."""
    return [c.text for c in request.reading if not c.used]


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
    from rollmate.table.core import handle

    text = ""
    for line in lines:
        answer = handle(state, line, store)
        state, text = answer.state, answer.text
    return state, text


def spent(*, luck: bool = False, avoid_glitch: bool = False, war_dice: int = 0,
          war_faces: tuple[int, ...] | None = None, war_spender: str | None = None) -> tuple[Spending, ...]:
    """A request's `spends` as the tests say it: a Luck Point (to avoid the glitch), war dice with their faces and
    who pays."""
    out = []
    if luck or avoid_glitch:
        out.append(Spending(key="luck", use="avoid_glitch" if avoid_glitch else None))
    if war_dice or war_faces or war_spender:
        out.append(Spending(key="war_dice", count=war_dice, faces=war_faces, payer=war_spender))
    return tuple(out)


def war_of(request: RollRequest) -> tuple[int, tuple[int, ...] | None, str | None]:
    """(how many war dice, their faces, who pays) the request spends."""
    said = request.spending("war_dice")
    return (said.count or 0, said.faces, said.payer) if said is not None else (0, None, None)


def luck_of(request: RollRequest) -> tuple[bool, bool]:
    """(spends a Luck Point, to avoid the glitch)."""
    said = request.spending("luck")
    return (said is not None, said is not None and said.use == "avoid_glitch")
