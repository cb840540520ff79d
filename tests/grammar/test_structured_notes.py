"""A roll typed as a structured note: 'key: value' lines, 'key=value' pairs, bullets and arrow chains. Each field's
label says what its value is (fields.toml), so the note reads as the sentence would; a scene field is the scene, an
empty field no value, a rules-name field that names none is asked about, and a field given twice is two rolls."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta", "blades")}


def _vocab(game: str):  # type: ignore[no-untyped-def]
    return get_system(game).vocabulary(PARTIES[game])


@pytest.mark.parametrize(("game", "phrase", "want"), [
    # bullets, one field a line
    ("ghostburn", "- who: Dex\n- skill: hacking\n- trick: street hack\n- dl: hard\n- rolled: 3 9",
     {"actor": "Dex", "skill": "Hacking", "trick": "Street Hack", "difficulty": "Hard", "dice": (3, 9)}),
    # key=value pairs, semicolons between
    ("fist", "roller=Ripper; stat=REFLEXIVE; doing=duck behind the crates; dice=3,4",
     {"actor": "Ripper", "abilities": ("Reflexive",), "dice": (3, 4)}),
    # plain lines, no bullets, the label in capitals
    ("fs3", "CHAR: Nemesis\nSKILL: Firearms\nMOD: -1 (the rain)\nDICE: 1 2 3 4 5 6",
     {"actor": "Nemesis", "skill": "Firearms", "dice": (1, 2, 3, 4, 5, 6)}),
    # an arrow chain: each arrow between fields of words ends one
    ("fist", "Ripper => forceful => kick the hatch off its hinges => 3 4",
     {"actor": "Ripper", "abilities": ("Forceful",), "dice": (3, 4)}),
    ("ghostburn", "Vex -> perception -> spot the drone over the plaza -> 7 + 2",
     {"actor": "Vex", "skill": "Perception", "dice": (7, 2)}),
])
def test_a_notes_fields_read_as_the_sentence_would(game: str, phrase: str, want: dict[str, object]) -> None:
    request = parse(phrase, _vocab(game))
    assert {k: getattr(request, k) for k in want} == want


@pytest.mark.parametrize(("phrase", "scene"), [
    ("char: Vex | skill: perception | note: severe storm, hard rain, 3 guards | dice: 5 5",
     "note: severe storm, hard rain, 3 guards"),
    ("- who: Vex\n- skill: perception\n- where: the extreme north end, 9 floors up\n- dice: 5 5",
     "where: the extreme north end, 9 floors up"),
])
def test_a_scene_field_is_the_scene_whatever_rules_words_it_holds(phrase: str, scene: str) -> None:
    request = parse(phrase, _vocab("ghostburn"))
    assert (request.actor, request.skill, request.difficulty, request.dice) == ("Vex", "Perception", None, (5, 5))
    assert [c.text for c in request.reading if c.kind == "note-field"] == [scene]


def test_an_empty_field_is_no_value_whatever_its_label() -> None:
    result = roll("who: Ripper; stat: forceful; war die: n/a; luck: none; mods: -; kit: n/a; dice: 3 4",
                  PARTIES["fist"], system="fist")
    assert (result.actor, result.dice, result.extra_dice, result.modifier) == ("Ripper", (3, 4), (), 2)


def test_a_count_of_war_dice_with_an_arrow_to_their_faces_is_those_faces() -> None:
    result = roll("Ripper | forceful | kick the hatch | war dice: 2 -> 5, 1 | dice: 3 4", PARTIES["fist"],
                  system="fist")
    assert (result.dice, result.extra_dice) == ((3, 4), (5, 1))


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("ghostburn", "who: Dex; skill: tapdancing; dl: hard; dice: 3 9", "tapdancing"),   # no skill of the game
    ("ghostburn", "- who: Dex\n- trick: street hack\n- dice: 3 9\n- trick: sneak\n- dice: 4 4", "sneak"),  # twice
    ("pbta", "- who: Boone\n- move: go aggro\n- move: seize by force\n- dice: 4 5", "seize by force"),
    ("fist", "who: Zed | stat: forceful | dice: 3 4", "Zed"),  # a name nobody has
])
def test_what_a_note_cannot_say_is_asked_about_by_the_word(game: str, phrase: str, word: str) -> None:
    with pytest.raises(PhraseError, match=word):
        parse(phrase, _vocab(game))


@pytest.mark.parametrize(("game", "phrase", "want"), [
    ("ghostburn", "Vex: Perception, rolled 3 9", {"actor": "Vex", "skill": "Perception", "dice": (3, 9)}),
    ("blades", "Cross | wreck | risky | standard | devil's bargain: +1 heat | dice: 6 2 4",
     {"actor": "Cross", "skill": "Wreck", "dice": (6, 2, 4)}),
])
def test_prose_with_a_colon_reads_as_before(game: str, phrase: str, want: dict[str, object]) -> None:
    request = parse(phrase, _vocab(game))
    assert {k: getattr(request, k) for k in want} == want


TABLE = "| who | action | pos | assist | dice |\n|---|---|---|---|---|\n| Cross | prowl | desperate | Silas | 6 2 |"


def test_a_tables_cells_are_the_fields_its_header_names() -> None:
    result = roll("so it's in the log:\n" + TABLE, PARTIES["blades"], system="blades")
    assert (result.actor, result.skill, result.dice, result.modifier) == ("Cross", "Prowl", (6, 2), 1)
    assert result.extra["blades"]["position"] == "Desperate"


def test_a_tables_reading_and_its_caret_stand_at_its_cells() -> None:
    request = parse(TABLE, _vocab("blades"))
    assert {c.kind: TABLE[c.start : c.end] for c in request.reading if c.kind in ("helper", "dice")} == {
        "helper": "Silas", "dice": "6 2"}
    table = "| who | skill | dice |\n|---|---|---|\n| Dex | tapdancing | 3 9 |"
    with pytest.raises(PhraseError, match="tapdancing") as refused:
        parse(table, _vocab("ghostburn"))
    assert table[refused.value.column - 1 :].startswith("tapdancing")


def test_in_blades_a_vs_field_is_what_the_roll_resists() -> None:
    result = roll("roll: resistance | who: Cross | attr: prowess | vs: the bluecoat's club | dice: 5 2 3",
                  PARTIES["blades"], system="blades")
    assert (result.actor, result.dice, result.extra["blades"]["roll"]) == ("Cross", (5, 2, 3), "resistance")
    assert result.ability.name == "Prowess"


@pytest.mark.parametrize(("line", "chain"), [
    ("Ripper => forceful => kick the hatch => 3 4", True),
    ("Cross wrecks the gate: Wreck 2, pushing (2 stress, 6 -> 8): 2d: 5, 6 -> 6, full", False),  # working
    ("Kes sneaks, 3 + 9 -> 12 -> success", False),
])
def test_only_an_arrow_chain_of_fields_is_read_as_fields(line: str, chain: bool) -> None:
    from rollmate.grammar.fields import chained

    assert (";" in chained(line)) is chain
