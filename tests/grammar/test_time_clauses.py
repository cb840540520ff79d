"""What happened before the roll, said as a time clause opening the sentence ('right after Dex cut the lights, the
guard fired at him'), is the scene: the one named in it neither rolls nor is asked about; the GM's word on how the
dice were rolled ('I rolled for the guard in the open') and an aside to the table closing the post ('(yes, I roll
NPCs openly now, deal with it)') are no part of the roll."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
FIST = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))


@pytest.mark.parametrize(("vocab", "phrase", "actor"), [
    (GHOSTBURN, "right after Dex cut the lights, the guard drew his pistol and shot at him, rolled 4 5", "the guard"),
    (GHOSTBURN, "the moment Vex opened the door, the guard swung at her, 4 5", "the guard"),
    (GHOSTBURN, "once Dex was through the window, Vex sneaks past the bouncer, 4 5", "Vex"),
    (GHOSTBURN, "as soon as Vex stepped into the light, the guard fired at her: 4 5", "the guard"),
    (GHOSTBURN, "after Dex handed Vex the key, the guard fired at him, rolled 4 5", "the guard"),
    (GHOSTBURN, "As Dex reached the stairs, the guard fired at him, rolled 4 5", "the guard"),
    (GHOSTBURN, "before Vex could duck, the guard swung at her, rolled 4 5", "the guard"),
    (FIST, "just after Jonesy ducked behind the car, Director Hale opened fire on him: 4 4", "Director Hale"),
])
def test_a_time_clause_said_of_someone_else_before_the_one_who_acts_is_the_scene(vocab: object, phrase: str,
                                                                                 actor: str) -> None:
    request = parse(phrase, vocab)  # type: ignore[arg-type]
    assert request.actor == actor and request.dice == tuple(int(d) for d in phrase[-3:].split())


def test_a_time_clause_said_without_a_comma_still_leaves_the_roll_to_the_one_after_it() -> None:
    # it was read as Dex's roll: the one in the clause before the roll took it, silently
    request = parse("when Dex tripped the alarm the guard fired at him, rolled 4 5", GHOSTBURN)
    assert request.actor == "the guard" and request.dice == (4, 5)


@pytest.mark.parametrize("phrase", [
    "after Dex tripped the alarm, he ran for the exit, rolled 4 5",  # the same one goes on: Dex rolls
    "after Dex tripped the alarm, Dex ran for the exit, rolled 4 5",
])
def test_a_time_clause_of_the_one_who_goes_on_to_act_keeps_them(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).actor == "Dex"


@pytest.mark.parametrize("phrase", [
    "the guard fired at Dex. I rolled for the guard: 4 and 5",
    "the guard fired at Dex. I rolled for the guard in the open: 4 5",
    "the guard fired at Dex, rolled for him openly: 4 5",
    "the guard fired at Dex: 4 5 (yes I roll NPCs in the open now, deal with it)",
    "the guard fired at Dex, 4 5. (I roll the NPCs openly, sorry not sorry)",
])
def test_how_the_gm_rolled_and_an_aside_closing_the_post_are_no_part_of_the_roll(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert request.actor == "the guard" and request.dice == (4, 5)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, 4 5 (using Stealth)",  # a rules word in the brackets is read, never dropped
    "Vex sneaks past the guard, 4 5 (Dex helps)",
])
def test_brackets_closing_the_post_with_a_rules_word_or_a_name_are_not_an_aside(phrase: str) -> None:
    try:
        request = parse(phrase, GHOSTBURN)
    except PhraseError:
        return
    assert "Stealth" in (request.skill or "") or request.helpers


def test_as_name_opening_the_post_says_who_speaks_never_a_time_clause() -> None:
    request = parse("as Ripper, Jonesy gives me his war die, war die 3, kick the door", FIST)
    assert request.actor == "Ripper"
