"""A phrase whose one named person is the one acting ('help kit out' typed at Kit's seat) is asked about, in the
chat and from the command line, instead of being read as Kit acting on Kit; naming who acts answers it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import EXAMPLES

from rollmate.errors import RulesError
from rollmate.rules.sheets import load_party
from rollmate.table.session import reply, start

PBTA = EXAMPLES / "pbta_party.toml"
GHOSTBURN = EXAMPLES / "ghostburn_party.toml"
FS3_PARTY = EXAMPLES / "fs3_party.toml"


def test_helping_yourself_is_asked_about_at_your_own_seat() -> None:
    state = start(load_party([PBTA]), "pbta", "rules", "Kit", seed=4)
    asked = reply(state, "help kit out")
    assert not asked.records and "'kit' is Kit" in asked.text.replace("'Kit' is", "'kit' is")
    assert "Who does it?" in asked.text
    odds = reply(state, "what are the odds if i help kit out?")
    assert not odds.records and "Who does it?" in odds.text
    helped = reply(state, "Boone: help kit out")
    assert helped.records and helped.records[0].result.actor == "Boone"
    other = reply(state, "help boone out")
    assert other.records and other.records[0].result.actor == "Kit"


def test_a_character_named_as_both_sides_is_asked_about_in_another_game() -> None:
    state = start(load_party([GHOSTBURN]), "ghostburn", "rules", "Vex", seed=4)
    asked = reply(state, "sneak past vex")
    assert not asked.records and "Vex, who would be acting on themself" in asked.text
    assert reply(state, "sneak past the guard").records


def test_the_one_shot_roller_asks_too() -> None:
    done = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--sheet", str(PBTA), "--as", "Kit",
                           "help kit out"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Who does it?" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_the_actor_named_again_after_the_verb_is_asked_about_never_dropped() -> None:
    state = start(load_party([FS3_PARTY]), "fs3", "rules", "Zoe", seed=4)
    asked = reply(state, "Mavros: shoot at Mavros, Firearms")
    assert not asked.records and "Mavros would be acting on themself" in asked.text and "^^^^^^" in asked.text
    assert reply(state, "Mavros: Mavros climbs the wall, Athletics").records  # the speaker said again, then the verb
    shot = reply(state, "Mavros: shoot at Zoe, Firearms")
    assert shot.records and shot.records[0].result.actor == "Mavros"


BLADES = EXAMPLES / "blades_party.toml"


@pytest.mark.parametrize(("seat", "phrase", "who"), [
    ("Thorn", "that thug he punch Thorn, 3 and 1", "Thorn"),  # at the seat of the one acted on
    ("Nyx", "the hound has a go at nyx, a two and a five", "Nyx"),
    ("Silas", "some bruiser he go for Silas with a knife", "Silas"),
    ("Cross", "the cultist takes a swing at Cross, i rolled 2 and 5", "Cross"),
    ("Cross", "the gang boss swings a chain at Silas", "Silas"),  # at another's seat
    ("Nyx", "GM: the ghost lashes out at thorn, 4 2", "Thorn"),
])
def test_a_gm_character_acting_on_a_scoundrel_is_answered_with_the_resistance_roll(seat: str, phrase: str,
                                                                                   who: str) -> None:
    """Blades' GM's characters never roll: the game says so, and that the one acted on may resist, never only
    'who does it?' (and never a roll)."""
    state = start(load_party([BLADES]), "blades", "rules", seat, seed=4)
    asked = reply(state, phrase)
    assert not asked.records and "(NPCs) never roll" in asked.text and f"'{who} resists with Prowess'" in asked.text


def test_a_player_character_named_but_left_out_of_the_reading_is_asked_about() -> None:
    """Whatever the reader missed, a post naming another player character, read with no one acting and no 'I', is
    never rolled as the seat's character: who acts is asked. A name the reading placed, or a post in the first
    person, goes on as before."""
    from rollmate.rules.request import Clause, RollRequest
    from rollmate.table.acting import acting

    party = load_party([PBTA])
    text = "Boone goes aggro on the guard, 4 5"
    dropped = RollRequest(text=text, dice=(4, 5))
    with pytest.raises(RulesError, match="Does Boone roll here\\?.*column 1"):
        acting(party, "Kit", dropped)
    placed = RollRequest(text=text, dice=(4, 5), reading=(Clause(kind="scene", text="Boone", start=0, end=5),))
    assert acting(party, "Kit", placed).actor == "Kit"
    mine = RollRequest(text="I shove past Boone at the guard, 4 5", dice=(4, 5))
    assert acting(party, "Kit", mine).actor == "Kit"
    assert acting(party, "Boone", dropped).actor == "Boone"
