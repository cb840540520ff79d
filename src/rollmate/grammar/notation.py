"""Dice notation ('2d6+3', 'd20', '4d6kh3', '3d8>=6', '2#1d20', 'd%') told apart from a phrase, and read into a rules
Notation record (by notation_parse.py, loaded only for a line that has notation's shape).

A line that is not dice notation reads as None, so the phrase reader takes it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rollmate.rules.notation import Notation

# A cheap look before lark: notation has a die letter, digits and signs, and no other words.
_SHAPE = re.compile(r"^\s*(?:roll\s+)?[\d#\s]*d[\d%].*$", re.IGNORECASE)
_ONLY = r"(?i)^[\s\dd%#+\-khl<>=roRO]*$"


def looks_like(text: str) -> bool:
    """Whether a line has the shape of dice notation (no lark needed to say so)."""
    return bool(_SHAPE.match(text)) and bool(re.match(_ONLY, text))


def read(text: str) -> Notation | None:
    """The notation a line is, checked against the limits (RulesError past them), or None when it is not one."""
    if not looks_like(text):
        return None
    from rollmate.grammar.notation_parse import parse  # here: most lines are phrases, and never need it

    return parse(text)
