"""Dice borrowed at the table, said with why the player's own are not rolled ("using Dex's dice because mine rolled
behind the radiator: 6 and 2", "rolling with Zoe's dice since mine are unlucky today: 5, 1, 3", "with Kit's d6s,
cos my own are at home"): the reason is the scene, never an action, a roll or a die.

- A borrowed die is a physical die only: whose it is makes no helper, no assist and nobody's war die (the reader
  already takes "Dex's dice" so). This module reads only the reason said after it.
- The reason opens with a word of reason ('because', 'since', 'as', 'cos', 'cause') and the player's own dice
  ('mine', 'my own', 'my dice', 'my set'), right after the borrowed dice (a comma may stand between), and ends where
  its clause does: a colon before the faces, a sentence's end, a semicolon, or a comma before a number.
- Its words go as blanks, so the post keeps its columns; Read as shows them as not used.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "why the player rolls someone else's dice: the scene, not the roll"

# Whose dice: a name's or someone's ("Dex's dice", "Kit's d10s", "my sister's dice", "borrowed dice").
_WHOSE = r"(?:[^\W\d_][\w-]*['’]s|borrowed|spare|house)\s+(?:dice|die|d\d+s?)"
_WHY = r"(?:because|since|as|cos|coz|cuz|cause|'cause)"
_MINE = r"(?:mine|my\s+own(?:\s+(?:dice|ones|set))?|my\s+(?:dice|set|d\d+s?))"
_REASON = rf"(?i)\b{_WHOSE}\s*,?\s+(?P<why>{_WHY}\s+{_MINE}\b[^:;.!?]*?)(?=\s*(?:[:;.!?]|,\s*\d|$))"


def borrowed(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with the reason said for borrowed dice blanked (see the module), and where each reason stood."""
    low = text.lower()
    if "mine" not in low and "my " not in low:
        return text, ()
    found = list(re.finditer(_REASON, text))
    if not found:
        return text, ()
    from rollmate.grammar.marks import blank_part  # loaded by the first post that says one

    chars = list(text)
    frames: list[Frame] = []
    for said in found:
        blank_part(text, chars, frames, said.start("why"), said.end("why"), "borrowed")
    return "".join(chars), tuple(frames)
