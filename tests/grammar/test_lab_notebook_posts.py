"""A roll written up as a lab notebook entry: the faces under the name the record keeps them by ('Raw data: 4, 5',
'Readings:', 'Observed: 6.'), a write-up's sections ('Hypothesis:', 'Method:', 'Conclusion: TBD'), the signs, units,
statistics, dates, citations and labels of a lab ('37 °C', '45% RH', 'n = 7', 'p < 0.05', '2024-03-11', '(Vance et al.,
2019)', 'Fig. 3', 'Replicate 2'), and an erratum that corrects a die. All of it but the faces and the rules words is
the scene; the roll is read as if it stood alone. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"]))
         for game in ("ghostburn", "fist", "fs3", "blades", "pbta")}


@pytest.mark.parametrize("phrase", [
    "Ripper kicks the door in. Forceful. Raw data: 4, 5.",
    "Ripper kicks the door in. Forceful. Readings: 4, 5",
    "Ripper kicks the door in. Forceful. Dataset: 4, 5 (the door is oak).",
    "Ripper kicks the door in. Forceful. Results: 4 and 5.",
    "Hypothesis: Ripper can kick the door in. Method: Forceful. Raw data: 4, 5. Conclusion: TBD.",
    "Trial 1, 2024-03-11, 02:40 (cf. Vance et al., 2019). Ripper kicks the door in at 37 °C and 45% RH, n = 7, "
    "p < 0.05, 2 × crowbars, the CO₂ cylinder hisses. Forceful. Readings: 4, 5.",
    "Replicate 2, see Fig. 3 and Exp. 7, batch 0417: Ripper kicks the door in. Forceful. Dataset: 4, 5.",
    "Ripper kicks the door in, Forceful. Data: 4, 5 (n = 7, mean = 3.5, the first two hinges gone)",
])
def test_a_lab_write_up_is_read_for_its_roll(phrase: str) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert (request.actor, request.abilities, request.dice, request.modifiers) == ("Ripper", ("Forceful",), (4, 5), ())


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Ripper kicks the door in. Forceful. Dice: 4, 3. Erratum: the second die was a 4, not a 3.", (4, 4)),
    ("Ripper kicks the door in. Forceful. Dice: 4, 3. Correction: the 3 was a 5 read upside down.", (4, 5)),
])
def test_an_erratum_corrects_a_die(phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB["fist"]).dice == dice


def test_a_value_corrected_in_brackets_replaces_it() -> None:
    request = parse("Cross prowls past the guard. Observed value: 3 (transcription error; corrected: 5).", VOCAB["blades"])
    assert request.dice == (5,)


def test_one_face_observed_and_a_plural_possessive_before_a_noun() -> None:
    request = parse("Cross prowls past the Red Sashes' lookouts. Observed: 6.", VOCAB["blades"])
    assert (request.actor, request.verbs, request.dice) == ("Cross", ("Prowl",), (6,))  # no Survey in 'lookouts'


def test_a_run_done_again_with_luck_is_the_re_roll() -> None:
    request = parse("Zoe climbs the fence. Athletics. First run: 2, 3, 4, so she spends luck to redo the roll: 6, 7, 1.",
                    VOCAB["fs3"])
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Athletics", (2, 3, 4))
    assert [s.key for s in request.spends] == ["luck"]


def test_chat_shorthand_beside_a_statistic_is_still_read() -> None:
    assert parse("Kit keeps her cool, 4 n 4", VOCAB["pbta"]).dice == (4, 4)  # 'n' for 'and', no statistic


@pytest.mark.parametrize("phrase", [
    "Okonjo (the new postdoc) convinces the bouncer. Observed: 3, 3.",
    "Dr. Okonjo (the new postdoc) convinces the bouncer. Observed: 3, 3.",
    "Ottavio the sailor, bold and brave, convinces the bouncer. Observed: 3, 3.",
])
def test_someone_unknown_named_with_who_they_are_is_asked(phrase: str) -> None:
    with pytest.raises(PhraseError, match="Okonjo|Ottavio"):
        parse(phrase, VOCAB["ghostburn"])
