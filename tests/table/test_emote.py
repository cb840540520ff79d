"""'/me ...' in a chat is an emote: the seat's character acting, a phrase on every face (never an unknown command);
and dice a post gives its seat's own character by name ('... Vex rolled 7 4' at Vex's seat) are that roll's dice."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.log.store import Store
from rollmate.table import tools
from rollmate.table.core import GM, Table

GHOSTBURN = str(EXAMPLES / "ghostburn_party.toml")


@pytest.fixture
def table(tmp_path: Path) -> Table:
    return Table(Store(tmp_path / "log.db"), [GHOSTBURN])


@pytest.mark.parametrize("line", [
    "/me sneaks past the guard, Wits Hard, rolled 7 4",
    "/me slips past the guard\nWits Hard\nrolled 7 4",
    "/ME sneaks past the guard, Wits Hard\nBot: 2d10 (7, 4) = 11",
])
def test_an_emote_is_the_seats_character_acting(table: Table, line: str) -> None:
    answer = table.answer(line, "Vex")
    assert answer.error is None, answer.text
    [made] = answer.rolls
    assert made.contract["actor"] == "Vex" and made.contract["dice"] == [7, 4]


def test_an_emote_is_no_command_for_the_gm_nor_over_mcp(table: Table) -> None:
    answer = table.answer("/me sneaks past the guard, Wits Hard, rolled 7 4", GM, acting="Dex")
    assert answer.error is None and answer.rolls[0].contract["actor"] == "Dex", answer.text
    rolled = tools.roll(table, "/me sneaks past the guard, Wits Hard, rolled 7 4", character="Vex")
    assert rolled.result["actor"] == "Vex" and rolled.result["dice"] == [7, 4]


def test_a_command_that_starts_like_an_emote_is_still_a_command(table: Table) -> None:
    assert "not available" in (table.answer("/mew", "Vex").error or "")


@pytest.mark.parametrize("line", [
    "sneaking past the guard, Wits Hard. Vex rolled 7 4",
    "((sneaking past the guard, Wits Hard))\nVex: Bot: 2d10 (7, 4) = 11",
    "slips past the guard, Wits Hard\nVex: 🎲 `2d10` [7, 4] = 11",
])
def test_dice_named_for_the_seats_own_character_are_the_rolls(table: Table, line: str) -> None:
    [made] = table.answer(line, "Vex").rolls
    assert made.contract["actor"] == "Vex" and made.contract["dice"] == [7, 4]


def test_a_dice_bots_roll_command_is_a_phrase_at_a_seat_for_the_gm_and_over_mcp(table: Table) -> None:
    """'/roll ...' is read by the grammar as the roll it asks for, on every face, as '/me' is; '/rollx' is no such
    command."""
    seat = table.answer("/roll sneak past the guard, Wits Hard, 7 4", "Vex")
    assert seat.error is None and seat.rolls[0].contract["dice"] == [7, 4], seat.text
    rolled = tools.roll(table, "/roll sneak past the guard, Wits Hard, 7 4", character="Dex")
    assert rolled.result["actor"] == "Dex" and rolled.result["dice"] == [7, 4]
    assert "not available" in (table.answer("/rollx", "Vex").error or "")
