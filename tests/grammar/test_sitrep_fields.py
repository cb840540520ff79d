"""A report written as fields, the way a radio net sends it (a SITREP): the callsign's field says who rolls, and the
fields of the state of things ('STATUS:' that tells what happened, 'TIME:', 'LOC:', 'ENEMY:') are the scene, shown
as not used, whatever verbs or numbers they hold; the roll's own fields decide. Phrasings written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.grammar.fields import SCENE_NOTE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary


def _vocab(tmp: Path) -> Vocabulary:
    """The example Ghostburn party, Dex with the callsign Gannet."""
    text = (EXAMPLES / "ghostburn_party.toml").read_text().replace('name = "Dex"', 'name = "Dex"\naka = ["Gannet"]', 1)
    path = tmp / "ghostburn.toml"
    path.write_text(text)
    return get_system("ghostburn").vocabulary(load_party([path]))


@pytest.mark.parametrize(("status", "shown"), [
    ("STATUS: grabbed the railing as the deck tipped", "STATUS: grabbed the railing as the deck tipped"),
    ("TIME: 0415", "TIME: 0415"),
    ("ENEMY: 3 tangos, moving east", "ENEMY: 3 tangos, moving east"),
    ("LOC: the boiler room", "LOC: the boiler room"),
])
def test_a_state_field_is_the_scene(tmp_path: Path, status: str, shown: str) -> None:
    request = parse(f"SITREP\nCALLSIGN: Gannet\n{status}\nROLL: Resilience vs Hard\nDICE: 6 / 3\nOUT", _vocab(tmp_path))
    assert (request.actor, request.abilities, request.trick, request.skill) == ("Dex", ("Resilience",), None, None)
    assert request.dice == (6, 3)
    assert [(c.text, c.used, c.note) for c in request.reading if c.text == shown] == [(shown, False, SCENE_NOTE)]


@pytest.mark.parametrize("note", [
    "char: Vex; skill: stealth; trick: sneak; status: wounded; dice: 8 8",
    "who: Vex\nskill: stealth\ntrick: sneak\ncondition: Wounded\ndice: 8 8",
])
def test_a_state_field_of_a_few_words_says_how_the_roller_is(note: str) -> None:
    """'status: wounded' says the roller's condition as 'wounded' would: the rules take it (one DL step for Ghostburn's
    Wounded); a longer value tells what happened, the scene (above)."""
    vocab = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    request = parse(note, vocab)
    assert (request.actor, request.trick, request.dice) == ("Vex", "Sneak", (8, 8))
    assert any(c.used and c.text.lower() == "wounded" for c in request.reading)
