"""Who acts when the post tells the scene first: a capitalised word labelling a line of what is done is someone to
ask about even where the dictionary has it as an adjective ('Sterling: shoot the spotlight out'), as it is before a
verb ('Sunny climbs'); one the GM plays who told the scene in a sentence before a player's character is spoken to is
whom the roll deals with ("The merchant swears blind the crate is empty. Vex, do you catch the lie?"); and a
player's character opening a sentence of its own after what one the GM plays did answers it, and rolls, where the
rules words come after ("At 15:55 the guard opened fire on the yard. Vex dived clear. Reflexive."). Phrasings
written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary


def _vocab(game: str) -> Vocabulary:
    return get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))


@pytest.mark.parametrize("label", ["Sterling", "Sunny", "Zanzibar"])
def test_an_unknown_label_over_a_deed_is_asked_even_where_it_is_an_adjective(label: str) -> None:
    with pytest.raises(PhraseError) as caught:
        parse(f"{label}: shoot the spotlight out, 4 3", _vocab("ghostburn"))
    assert f"anyone called '{label}'" in str(caught.value)


def test_a_label_that_is_a_nickname_on_the_sheet_acts(tmp_path: Path) -> None:
    text = (EXAMPLES / "ghostburn_party.toml").read_text().replace('name = "Dex"', 'name = "Dex"\naka = ["Sterling"]', 1)
    sheet = tmp_path / "party.toml"
    sheet.write_text(text)
    request = parse("Sterling: shoot the spotlight out, 4 3", get_system("ghostburn").vocabulary(load_party([sheet])))
    assert request.actor == "Dex" and request.dice == (4, 3)


@pytest.mark.parametrize("phrase", [
    "The merchant swears blind the crate is empty. Vex, do you catch the lie? 4 3",
    "The merchant insists the crate is empty. Vex, do you catch the lie? Dice 4 and 3.",
])
def test_one_the_gm_plays_telling_the_scene_is_whom_the_spoken_to_deals_with(phrase: str) -> None:
    request = parse(phrase, _vocab("ghostburn"))
    assert request.actor == "Vex" and request.target == "the merchant" and request.verbs == ("Sense Lies",)
    assert any(c.kind == "target" and c.used and c.text.lower() == "the merchant" for c in request.reading)


@pytest.mark.parametrize("phrase", [
    "At 15:55 the guard opened fire on the yard from the east tower. Vex dived clear behind a low wall. Reflexive. "
    "Dice were 4 and 4. The guard was later relieved of duty.",
    "Director Hale levels her pistol across the hall. Vex throws himself behind the bar. Reflexive, 4 and 4.",
])
def test_a_player_character_answering_what_the_gms_one_did_rolls(phrase: str) -> None:
    request = parse(phrase, _vocab("fist"))
    assert request.actor == "Vex" and request.abilities == ("Reflexive",) and request.dice == (4, 4)


def test_two_player_characters_in_turn_before_the_rules_words_are_still_asked() -> None:
    with pytest.raises(PhraseError) as caught:
        parse("Jonesy opened fire on the yard from the east tower. Vex dived clear behind a low wall. Reflexive. "
              "Dice were 4 and 4.", _vocab("fist"))
    assert "Jonesy" in str(caught.value) and "Vex" in str(caught.value)


def test_a_name_opening_the_sentence_of_the_deed_is_never_dropped_for_the_seat() -> None:
    request = parse("Notebook, 05:50: 3 spotted crows, 1 Marrow Sandpiper, and a sharp call from the creek I never nailed. "
                    "Boone reads the room for the storm coming in. Dice: 3 and 3.", _vocab("pbta"))
    assert request.actor == "Boone" and request.verbs == ("Read the Room",)
