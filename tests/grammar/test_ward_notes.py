"""A roll charted the way nurses and doctors write notes: a note's sections by their letters ("S:", "O:", "A/P:"),
readings under short names ("HR 124", "BP 90/60", "SpO2 97%", "GCS 14", "pain 6/10"), doses and measures ("2 mg",
"200 J", "on 2L", "5'2\"", "in her 50s", "r/v in 1/24"), a chart's shorthand ("Hx:", "Pt c/o ...", "r/v at 20:00"),
a drug pushed ("we push 2 mg"), someone who looks a certain way ("looks stable"), and a place by its number on a ward
("Resus 2", "level 4"). All of it is the scene or the frame; the roll is read as if it stood alone, and a rules value
said among it still counts."""

from __future__ import annotations

import pytest
from conftest import example_game, roll, unused

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse

GB_PARTY, GB = example_game("ghostburn")
FIST_PARTY, FIST = example_game("fist")
FS3_PARTY, FS3 = example_game("fs3")
BLADES_PARTY, BLADES = example_game("blades")


@pytest.mark.parametrize(("phrase", "readings"), [
    ("Ripper kicks the door in, HR 124, BP 90/60, SpO2 97%, 4 and 5", ["HR 124", "BP 90/60", "SpO2 97%"]),
    ("Ripper kicks the door in. GCS 14, pain 6/10, temp 38.5. Dice 4 and 5", ["GCS 14", "pain 6/10", "temp 38.5"]),
    ("Ripper kicks the door in, EtCO2 35, 4 and 5", ["EtCO2 35"]),  # a reading no list names, by its form
])
def test_readings_under_short_names_are_the_scene(phrase: str, readings: list[str]) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 5), ())
    assert [text.strip() for text in unused(request)] == readings


def test_a_reading_never_takes_a_rules_word_nor_the_dice() -> None:
    with pytest.raises(RulesError, match="17 is not a Difficulty Level"):  # "DL" is the rules' word: never the scene's
        roll("Vex climbs the drainpipe, Athletics, DL 17, rolled 5 and 5", GB_PARTY)
    with pytest.raises(PhraseError):  # a small count with a number after it may be the dice: asked, never dropped
        parse("Ripper kicks the door in, GCS 4 5", FIST)


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in; 2 mg morphine IV given at 14:30. Rolled 4 and 5",
    "Ripper kicks the door in while they shock the pt at 200 J, 4 and 5",
    "Ripper, 5'2\", 50 kg, kicks the door in, rolled 4 5",
    "Ripper kicks the door in, SpO2 94% on 2L, 4 and 5",
    "Ripper kicks the door in, the nurse in charge is in her 50s. 4 and 5",
    "Ripper kicks the door in. 4 and 5. R: r/v in 1/24.",
    "Ward round 06:00: Ripper kicks the door in, 4 and 5",
    "Resus 2, 02:40. Ripper kicks the door in, 4 and 5",
    "Ripper kicks the door in on level 4, 2 large-bore cannulas in. 4 and 5",
])
def test_doses_measures_and_places_are_the_scene(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 5), ())


def test_a_decade_is_no_face_but_faces_said_as_plurals_stay() -> None:
    assert parse("Ripper, in his 40s, kicks the door in, 4 and 5", FIST).dice == (4, 5)
    assert parse("Ripper kicks the door in, rolled two 6s", FIST).dice == (6, 6)


@pytest.mark.parametrize("phrase", [
    "S: Ripper kicks the door in. O: 4 and 5. A/P: r/v at 20:00.",
    "SOAP. S: pt agitated. O: Ripper kicks the door in, 4 and 5. P: obs q4h",
    "Ripper kicks the door in, 4 and 5. Hx: hard stop on overtime since March.",
    "Handover, bay 3 bed 12: Ripper kicks the door in, 4 and 5",
])
def test_a_notes_sections_and_shorthand_are_the_frame(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 5), ())


def test_a_question_and_its_answer_are_no_notes_sections() -> None:
    request = parse("A: pt 38M aggressive, HR 130. P: ?odds of Ripper kicking the door in", FIST)
    assert (request.actor, request.question) == ("Ripper", True)


def test_a_thing_pushed_is_no_push() -> None:
    for phrase in ("we push 2 mg of midazolam, Silas studies the ledger, 4 3",
                   "Silas pushes the cart aside and studies the ledger, 4 3",
                   "Silas studies the ledger as the crowd pushes forward, 4 3",
                   "The Chariot pushes forward: Silas studies the ledger, 4 3"):  # (a thing of the scene pushes)
        assert "push" not in [c.key for c in parse(phrase, BLADES).cues], phrase
    for phrase in ("Silas pushes himself and studies the ledger, 4 3 2", "Silas studies the ledger, he pushes, 4 3 2",
                   "Silas studies the ledger, the push costs him, 4 3 2",
                   "Silas studies the ledger, pushing for +1d, 4 3 2"):
        assert "push" in [c.key for c in parse(phrase, BLADES).cues], phrase


def test_someone_who_looks_a_certain_way_is_no_search() -> None:
    request = parse("The bouncer looks stable. Vex tries to convince him, rolled 6 and 7", GB)
    assert (request.actor, request.trick, request.verbs) == ("Vex", "Convince", ())
    assert parse("Vex looks around the office, rolled 6 and 7", GB).verbs == ("Search",)


def test_sneaking_past_someone_is_no_state_of_theirs() -> None:
    for phrase in ("Vex sneaks past the guard on the stairs, 6 and 7", "Vex sneaks past the guard, 6 and 7"):
        request = parse(phrase, GB)
        assert (request.verbs, request.target, request.cues) == (("Sneak",), "the guard", ()), phrase
    assert [c.key for c in parse("Vex shoots the merchant, he's off guard, 6 7", GB).cues] == ["off guard"]


def test_a_trait_rated_by_a_security_level() -> None:
    request = parse("Vex street-hacks the cabinet, Security is Middle Corp. dice 9, 9", GB)
    assert (request.verbs, request.difficulty, request.trait) == (("Street Hack",), "Hard", "security")


def test_a_helper_by_title_and_name() -> None:
    with pytest.raises(RulesError, match="Load Dr Fenwick's sheet"):
        roll("Nemesis fixes the suction unit with help from Dr Fenwick, dice 6 2 3 4 5 1 2 3 4 5", FS3_PARTY,
             system="fs3")


def test_a_title_spelled_out_ends_its_sentence_with_the_full_stop() -> None:
    """Only a title written short keeps its full stop ("Dr. Fenwick"); after "sister" the sentence ends, and whoever
    opens the next one is no one acted on: another's dice there are asked about, the actor's own are read."""
    with pytest.raises(RulesError, match="Whose dice are 5"):
        roll("Cross prowls past the night sister. Thorn rolled 5", BLADES_PARTY, system="blades")
    request = parse("Cross prowls past the night sister. Cross rolled 5", BLADES)
    assert (request.actor, request.target, request.dice) == ("Cross", None, (5,))
