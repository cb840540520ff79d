"""Dice notation read by the lark grammar: what each form means, and lines that are not notation."""

from __future__ import annotations

import pytest

from rollmate.errors import RulesError
from rollmate.grammar.notation import read
from rollmate.rules.notation import Constant, DiceTerm


@pytest.mark.parametrize(("text", "terms", "repeat"), [
    ("2d6+3", (DiceTerm(2, 6), Constant(3)), 1),
    ("d20", (DiceTerm(1, 20),), 1),
    ("1D20", (DiceTerm(1, 20),), 1),
    ("4d6kh3", (DiceTerm(4, 6, keep="kh", keep_count=3),), 1),
    ("4d6k3", (DiceTerm(4, 6, keep="kh", keep_count=3),), 1),
    ("4d6dl1", (DiceTerm(4, 6, keep="dl", keep_count=1),), 1),
    ("3d8>=6", (DiceTerm(3, 8, compare=">=", target=6),), 1),
    ("2#1d20", (DiceTerm(1, 20),), 2),
    ("d%", (DiceTerm(1, 100),), 1),
    ("roll 2d6 - 1d4 + 1", (DiceTerm(2, 6), DiceTerm(1, 4, sign=-1), Constant(1)), 1),
])
def test_notation(text: str, terms: tuple, repeat: int) -> None:  # type: ignore[type-arg]
    notation = read(text)
    assert notation is not None and notation.terms == terms and notation.repeat == repeat


@pytest.mark.parametrize("text", ["shoot the guard", "roll Firearms", "d", "2d", "dodge", "4d6kh", "2d10: 8+5",
                                  "rolled 3 and 9", "d20 to hack the door"])
def test_not_notation(text: str) -> None:
    assert read(text) is None


def test_past_the_limits_is_a_message() -> None:
    with pytest.raises(RulesError, match="at most 100"):
        read("200d6")
