"""A correction that names one die by its place ('the second die was a 5', 'the last one was a 4', a report's
'CORRECTION: an earlier version said the second die was a 3; it was a 5') replaces that face only; a correction that
contradicts the dice said, or names a die that was not said, is asked about, never read as new dice."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Vex sneaks past the guard, 6 and 3. edit: second die was a 5, not a 3", (6, 5)),
    ("Vex sneaks past the guard, 6 and 3. wait no, the second die was a 5", (6, 5)),
    ("Vex sneaks past the guard, 6 and 3. oops the last one was a 4", (6, 4)),
    ("Vex sneaks past the guard, 6 and 3, sorry, first die is a two", (2, 3)),
    ("Vex sneaks past the guard. Dice: 6 and 3. CORRECTION: An earlier version of this post said the second die "
     "was a 3; it was a 5.", (6, 5)),
    ("Vex sneaks past the guard. Dice: 6 and 3. Correction: an earlier edition reported the first die as a 6. "
     "It was a 4.", (4, 3)),
])
def test_the_die_named_by_its_place_is_corrected(phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, GHOSTBURN).dice == dice


@pytest.mark.parametrize(("phrase", "said"), [
    ("Vex sneaks past the guard, 6 and 3. edit: the first die was a 5, not a 3", "which dice are right"),
    ("Vex sneaks past the guard, 6 and 3. edit: the third die was a 5", "no third die"),
])
def test_a_correction_that_does_not_fit_the_dice_is_asked_about(phrase: str, said: str) -> None:
    with pytest.raises(PhraseError, match=said):
        parse(phrase, GHOSTBURN)
