"""A table's own words, which no game's data has (a playbook's triggers: 'hum the old songs', 'whittle a charm',
'spur the horse'), are said in any regular form too: 'hums', 'hummed', 'is humming', 'whittles', 'spurred'."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.grammar.raw import verb_bases
from rollmate.rules.sheets import load_party

_MOVES = """
[[move]]
name = "Old Songs"
stat = "Weird"
triggers = ["hum the old songs", "whittle a charm"]
strong = "s"
weak = "w"
miss = "m"

[[move]]
name = "Ride On"
stat = "Cool"
triggers = ["spur the horse"]
strong = "s"
weak = "w"
miss = "m"
"""


@pytest.mark.parametrize(("phrase", "move"), [
    ("Ash hums the old songs as the wagon rolls on, 4 4", "Old Songs"),
    ("Ash hummed the old songs, 4 4", "Old Songs"),
    ("Ash is humming the old songs under her breath, 4 4", "Old Songs"),
    ("Ash whittles a charm by the fire, 4 4", "Old Songs"),
    ("Ash spurred the horse on, 4 4", "Ride On"),
    ("Ash spurs the horse toward the gate, 4 4", "Ride On"),
])
def test_a_playbooks_own_trigger_in_any_form_makes_its_move(tmp_path: Path, phrase: str, move: str) -> None:
    (tmp_path / "moves.toml").write_text(_MOVES)
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "moves.toml"\n[[character]]\nname = "Ash"\n'
                                         '[character.stats]\ncool = 2\nweird = 1\n')
    assert roll(phrase, load_party([tmp_path / "party.toml"]), system="pbta", actor="Ash").skill == move


@pytest.mark.parametrize(("word", "stem"), [
    ("hums", "hum"), ("hummed", "hum"), ("humming", "hum"), ("whittles", "whittle"), ("whittling", "whittle"),
    ("tarries", "tarry"), ("spurred", "spur"), ("shoots", "shoot"),
])
def test_a_word_is_looked_up_at_its_stem(word: str, stem: str) -> None:
    assert stem in verb_bases(word)


def test_a_word_no_ending_makes_stays_itself() -> None:
    assert verb_bases("crass") == ("crass",) and verb_bases("bus") == ("bus",)


@pytest.mark.parametrize("phrase", ["Cross studys the ledger, 4 4", "Thorn studyed the old map, 4 4",
                                    "cross studys teh ledger 4 4"])
def test_a_regular_ending_typed_on_a_rules_name_is_its_form_not_a_slip(phrase: str) -> None:
    """A second-language 'studys', 'studyed' is Study said as a verb, as 'studies' is: never refused as a slip of
    the name (a slip is a letter wrong, not an ending the rules of English would give)."""
    party = load_party([EXAMPLES / "blades_party.toml"])
    assert roll(phrase, party, system="blades").skill == "Study"
