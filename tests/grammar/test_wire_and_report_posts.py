"""A turn sent as a telegram ('VEX CONVINCES BOUNCER STOP DL HARD STOP ROLLED SIX FOUR — DEX') and a turn written up
as an official report ('INCIDENT REPORT. Ref: case #12. ... Dice were observed to show 6 and 4. Signed: D. LOCKE.'):
the wire's and the report's own words are the frame, shown as not used; the roll is read from the rest. Phrasings
written for this test (the sets they stand for: tests/phrases/fresh/setBR and setBS)."""

from __future__ import annotations

import pytest
from conftest import example_game, unused

from rollmate.errors import RollmateError
from rollmate.grammar import parse

GHOSTBURN_PARTY, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, BLADES = example_game("blades")
_, FS3 = example_game("fs3")


# -- the telegram


@pytest.mark.parametrize("phrase", [
    "FROM DEX STOP VEX CONVINCES BOUNCER TO OPEN SIDE DOOR STOP WITS HARD STOP ROLLED SIX FOUR — DEX",
    "from dex stop vex convinces bouncer to open side door stop wits hard stop rolled six four — dex",
    "URGENT STOP VEX CONVINCES BOUNCER TO OPEN SIDE DOOR STOP WITS HARD STOP ROLLED SIX FOUR RPT SIX FOUR STOP "
    "TWELVE WORDS",
])
def test_a_wire_is_read_for_its_roll(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.dice) == ("Vex", (6, 4)) and "Convince" in (request.trick, *request.verbs)


def test_the_wires_own_words_are_shown_as_not_used() -> None:
    request = parse("FROM DEX STOP VEX CONVINCES BOUNCER STOP WITS HARD STOP ROLLED SIX FOUR RPT SIX FOUR — DEX",
                    GHOSTBURN)
    assert {"FROM DEX", "RPT SIX FOUR", "— DEX"} <= set(unused(request))


def test_a_repeat_of_other_faces_is_asked() -> None:
    with pytest.raises(RollmateError, match="(?i)two sets of dice"):
        parse("VEX CONVINCES BOUNCER STOP WITS HARD STOP ROLLED SIX FOUR RPT SIX THREE", GHOSTBURN)


def test_stop_after_to_is_the_verb() -> None:
    request = parse("dex binds vex's arm to stop the bleeding stop stabilization dl hard stop rolled six seven",
                    GHOSTBURN)
    assert (request.actor, request.dice) == ("Dex", (6, 7))
    assert "stop the bleeding" in request.text


def test_a_query_of_the_odds_rolls_nothing() -> None:
    request = parse("QUERY ODDS VEX CONVINCE BOUNCER STOP WITS HARD STOP REPLY PAID", GHOSTBURN)
    assert (request.actor, request.question, request.dice) == ("Vex", True, None)
    assert "Convince" in (request.trick, *request.verbs)


def test_a_day_and_its_month_is_the_scene() -> None:
    request = parse("12 june stop ripper kicks the door in stop forceful stop rolled four five", FIST)
    assert (request.actor, request.abilities, request.dice) == ("Ripper", ("Forceful",), (4, 5))


@pytest.mark.parametrize(("phrase", "dice"), [
    ("ripper kicks the door in. forceful. rolled five five. correction second die two not five", (5, 2)),
    ("ripper kicks the door in. forceful. rolled nine two. correction rolled seven not nine", (7, 2)),
])
def test_a_wires_correction_of_one_die(phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, FIST).dice == dice


def test_a_correction_right_before_the_value_keeps_it() -> None:
    request = parse("cross prowls past the guards. desperate. correction controlled not desperate. rolled 5 2 1",
                    BLADES)
    keys = {c.key.lower() for c in request.cues}
    assert request.dice == (5, 2, 1) and any("controlled" in k for k in keys) and not any("desperate" in k for k in keys)


def test_a_post_in_capitals_is_read_as_written_and_shown_as_typed() -> None:
    request = parse("NEMESIS SNEAKS PAST THE GOON. STEALTH VS GOON. NEMESIS ROLLED 6 1 4. GOON ROLLED 2 3 1 5",
                    FS3)
    assert (request.actor, request.skill) == ("Nemesis", "Stealth")
    assert all(c.text == request.text[c.start : c.end] for c in request.reading)


# -- the report


REPORT = ("INCIDENT REPORT, ref. case #4471. Time of incident: approx. 23:40, 14 March. At 23:40 the subject VEX "
          "attempted to convince the bouncer (door staff, 41) to let her in. Dice were observed to show 6 and 4. "
          "Signed: D. LOCKE.")


def test_a_report_is_read_for_its_roll() -> None:
    request = parse(REPORT, GHOSTBURN)
    assert (request.actor, request.trick, request.dice) == ("Vex", "Convince", (6, 4))


def test_a_reports_heading_and_fields_are_shown_as_not_used() -> None:
    shown = unused(parse(REPORT, GHOSTBURN))
    assert "INCIDENT REPORT, ref. case #4471." in shown
    assert any(s.startswith("Time of incident:") for s in shown)
    assert any(s.startswith("Signed:") for s in shown)


def test_a_surname_with_its_initial_is_the_one_named() -> None:
    request = parse("SECURITY LOG, Rear gate. 02:10 RIPPER, J. forced the gate. Forceful. Dice were observed to "
                    "show 4 and 5.", FIST)
    assert (request.actor, request.abilities, request.dice) == ("Ripper", ("Forceful",), (4, 5))


def test_a_question_answered_no_is_not_the_roll() -> None:
    request = parse("CLAIMS FILE NOTE, ref. CLM-12. Vex tried to convince the bouncer. Q: was a bribe offered? A: No. "
                    "Dice were observed to show 6 and 4.", GHOSTBURN)
    assert request.dice == (6, 4) and not any("bribe" in c.key for c in request.cues)


@pytest.mark.parametrize("phrase", [
    "Statement: the suspect, Kit Drayton (45), coerced the bouncer. Dice were observed to show 6 and 5.",
    "Kit Drayton (45) coerced the bouncer. Dice were observed to show 6 and 5.",
    "the suspect, Kit Drayton, coerced the bouncer, 6 5",
])
def test_a_full_name_nobody_has_set_off_by_who_they_are_is_asked(phrase: str) -> None:
    with pytest.raises(RollmateError, match="Kit Drayton"):
        parse(phrase, GHOSTBURN)


# -- other kinds the sets showed


def test_one_introduced_by_name_is_who_acts() -> None:
    request = parse("There once was a fixer called Dex / who convinced the bouncer to let him through; Wits Hard — "
                    "6 and 4", GHOSTBURN)
    assert (request.actor, request.dice) == ("Dex", (6, 4))


def test_an_event_named_with_its_article_is_no_deed() -> None:
    request = parse("Plan before the climb: what are Cross's chances to prowl past the guards?", BLADES)
    assert (request.actor, request.question) == ("Cross", True) and "Prowl" in (request.skill, *request.verbs)


def test_boxcars_as_things_are_no_dice() -> None:
    request = parse("Ripper runs along the roofs of boxcars, forceful, rolled 4 5", FIST)
    assert request.dice == (4, 5)
