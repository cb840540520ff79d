"""A roll posted as a court's record: the record's formulas, an examination's Q. and A., the bench as the GM, an
objection to a die the bench rules on, forms of address before a name, and the court's numbers (exhibits, case
numbers, dates, votes, sentences). Only the dice clause holds dice; who acts is the witness or the one named."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard. Let the record reflect a six and a two.",
    "Vex sneaks past the guard. Let the record show the dice read 6 and 2.",
    "Let the record reflect that Vex sneaked past the guard. The dice read 6 and 2.",
    "For the record: Vex sneaks past the guard, 6 and 2.",
    "Q. Did you sneak past the guard on the night of the 4th? A. I did. Let the record reflect 6 and 2.",
    "Q. And then? A. I sneaked past the guard, Your Honour. Let the record reflect: 6 2.",
    "Vex sneaks past the guard holding People's Exhibit 12 on count 3. The clerk reads the dice: 6, 2.",
    "Vex sneaks past the guard to pull Case No. 5512. The dice read 6 and 2.",
    "Facing 5 to 10 years, Vex sneaks past the guard on the 3rd of May. 6 and 2.",
    "With the jury standing 10 to 2, Vex sneaks past the guard. The clerk reads the dice: 6, 2.",
    "Vex spends nothing before the dice are read, and sneaks past the guard. The dice read 6 and 2.",
])
def test_the_records_words_and_numbers_leave_the_roll(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor or "Vex", request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))


def test_the_bench_labelled_is_the_gm_and_the_clerk_only_reads_the_dice() -> None:
    request = parse("THE COURT: Wits Hard. VEX: I sneak past the guard. THE COURT: So noted. "
                    "The clerk reads the dice: 6, 2.", GHOSTBURN)
    assert (request.actor, request.verbs, request.difficulty, request.dice) == ("Vex", ("Sneak",), "Hard", (6, 2))


@pytest.mark.parametrize(("ruling", "dice"), [("Sustained; the record will reflect a 4.", (6, 4)),
                                              ("Overruled.", (6, 2))])
def test_an_objection_to_a_die_stands_only_where_the_bench_sustains_it(ruling: str, dice: tuple[int, int]) -> None:
    request = parse(f"VEX: I sneak past the guard. The clerk reads the dice: 6 and 2. PROSECUTION: Objection, the "
                    f"second die was a 4. THE COURT: {ruling}", GHOSTBURN)
    assert request.dice == dice


def test_dice_said_only_where_the_post_sets_them_aside_are_asked_about() -> None:
    """An overruled objection's faces are no dice of the roll; where the roll has none of its own, they are asked
    about, never dropped while rollmate rolls its own."""
    with pytest.raises(PhraseError, match="the dice of this roll"):
        parse("VEX: I sneak past the guard. PROSECUTION: Objection, the dice were 6 and 2. THE COURT: Overruled.",
              GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Sergeant Jonesy punches the guard. The dice read 6 and 2.",
    "Mr. Jonesy punches the guard. The dice read 6 and 2.",
    "THE COURT: The court will hear a Forceful roll from Mr. Jonesy. Let the record reflect a six and a two.",
])
def test_a_title_before_a_loaded_name_is_a_form_of_address(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Jonesy", (6, 2))


def test_a_title_before_someone_nobody_loaded_asks_about_the_name() -> None:
    with pytest.raises(PhraseError, match="'Fairweather'"):
        parse("Mr. Fairweather punches the guard. The dice read 6 and 2.", FIST)


def test_a_hyphenated_compound_of_english_words_is_no_name() -> None:
    request = parse("Q. You shot the sentry? A. Left-handed, sir, -1 for the broken wrist. Let the record show a 3 "
                    "and a 2.", FIST)
    assert (request.dice, [m.amount for m in request.modifiers]) == ((3, 2), [-1])


@pytest.mark.parametrize("phrase", [
    "Nemesis fires his pistol at the goon. 6 6 1 2 3 4 5",
    "Q. How many times did you fire your pistol, Nemesis? A. Twice, at a man with a 9mm. Let the record reflect: "
    "6 6 1 2 3 4 5",
])
def test_a_verb_english_says_as_a_noun_first_is_the_deed_after_a_name_or_you(phrase: str) -> None:
    request = parse(phrase, FS3)
    assert request.verbs and request.dice == (6, 6, 1, 2, 3, 4, 5)
