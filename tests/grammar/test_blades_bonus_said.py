"""Blades bonus dice and the zero-dice rule as players and GMs say them in a post: an assist said after what the
helper does ('Silas has her back and assists'), the one assisting also named in the scene, faces after 'rolls'
with commas, turn order said with an ordinal ('nobody wants to go first': no attack count), and the zero-dice rule
said again ('no dots in it, so roll two and take the lowest'), which is checked against the sheet, never obeyed
over it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RollmateError
from rollmate.rules.sheets import load_party

PARTY = load_party([EXAMPLES / "blades_party.toml"])  # Cross, Thorn, Silas, Nyx


@pytest.mark.parametrize(("phrase", "actor", "dice", "pool", "bonus"), [
    # an assist said after what the helper does: its die is counted, never dropped
    ("Cross skirmishes with the dockhand, Thorn's right behind him and assists, rolled 5 4 2 1", "Cross",
     (5, 4, 2, 1), 4, [("assist", "Thorn")]),
    ("Nyx sways the magistrate. Silas has her back and assists. 6 3 2 1", "Nyx", (6, 3, 2, 1), 4,
     [("assist", "Silas")]),
    # the one assisting is also named in the scene: one assist, not two
    ("Thorn lifts the key while Cross chats up the guard. Finesse, Cross assisting, rolled 5 2 1", "Thorn",
     (5, 2, 1), 3, [("assist", "Cross")]),
    # a bargain taken, then the faces after 'rolls' with commas
    ("Silas studies the ledger, devil's bargain: the ink stains his hands. He takes it and rolls 4, 2, 1", "Silas",
     (4, 2, 1), 3, [("devils_bargain", "Silas")]),
    # turn order said with an ordinal is the scene, never an attack count
    ("Cross kicks the door in. Nobody else wants to go first. Skirmish: 6 2 1", "Cross", (6, 2, 1), 3, []),
    ("Cross wades in. Who's first? Skirmish, 5 3 1", "Cross", (5, 3, 1), 3, []),
    # the zero-dice rule said again, where the sheet agrees
    ("Nyx, you've got no dots in Prowl, so roll two and take the lowest: 5 3", "Nyx", (5, 3), 0, []),
    ("Nyx commands the crowd, zero dice, keeps the lowest: 4 6", "Nyx", (4, 6), 0, []),
])
def test_bonus_dice_said_in_a_post(phrase: str, actor: str, dice: tuple[int, ...], pool: int,
                                   bonus: list[tuple[str, str]]) -> None:
    done = roll(phrase, PARTY, system="blades", actor="Silas" if actor != "Silas" else "Cross")
    facts = done.extra["blades"]
    assert (done.actor, done.dice, facts["pool"]) == (actor, dice, pool)
    assert [(b["kind"], b["by"]) for b in facts["bonus"]] == bonus
    assert facts["zero_dice"] == (pool <= 0)


@pytest.mark.parametrize(("phrase", "said"), [
    # the zero-dice rule said where the sheet gives dots: asked, never two dice read low over the sheet
    ("Cross commands the crowd, zero dots in it, roll two and take the lowest: 4 6", "zero dots in it"),
    ("Thorn prowls past, roll two and take the lowest: 4 6", "roll two and take the lowest"),
    ("Cross skirmishes with the dockhand, zero dice: 4 6", "zero dice"),
])
def test_the_zero_dice_rule_said_against_the_sheet_is_asked(phrase: str, said: str) -> None:
    with pytest.raises(RollmateError, match=said):
        roll(phrase, PARTY, system="blades", actor="Silas")
