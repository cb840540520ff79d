"""A rota's line read as the frame, not the scene: a label and a colon, then only the names of who is on duty, to the
end of its sentence ("Sidesmen: Tom & Ali.", "Organist: Canon Mike (Mr Pryce on holiday).", "Flowers: Mrs Dale.").

- The label is one to three words of the dictionary or a plural in -men ("Sidesmen"), capitalised, opening the post,
  a line or a sentence; none of them names anyone loaded, is a rules word of the game, a word the GM is called by or
  a note's field ("Target: Dex." says whom the roll is at: grammar/fields.py).
- Its value is capitalised names joined by '&', 'and', '/' or commas, perhaps with an aside in brackets, and at least
  one of them names someone loaded, or three names or more are listed with commas ("Relay order for the 12/U: Amira,
  Josh, Freya, Sol."); a line of the dictionary's words ("Weather: Hard frost.") is no rota.
- Another sentence of the post holds the roll: a rota alone says nothing to roll.
- The line goes as blanks, its columns kept; Read as shows it as a rota's line, not used: those named there are on
  duty, not acting.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.blanks import blanked
from rollmate.grammar.fields import known_label
from rollmate.grammar.later import Later
from rollmate.grammar.words import GM_WORDS
from rollmate.rules.forms import common_word

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "a rota's line: who is on duty, not who acts"

_NAME = r"[A-Z][\w'’-]*"
_NAMES = rf"{_NAME}(?:[ \t]+{_NAME})*"
_LINE = Later(rf"(?:^|(?<=[.!?])[ \t]+|(?<=\n)[ \t]*)(?P<label>[A-Z][a-z'’-]+(?:[ \t]+[a-z'’-]+){{0,2}}"
              rf"(?:[ \t]+for[ \t]+(?:the[ \t]+)?[\w/'’-]+)?)[ \t]*:[ \t]*"  # ("Relay order for the 12/U:")
              rf"(?P<names>{_NAMES}(?:[ \t]*(?:&|,|/|\band\b)[ \t]*{_NAMES})*)[ \t]*(?P<aside>\([^()\n]{{1,60}}\))?"
              rf"[ \t]*(?:[.!?;]|\n|$)")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def rota(text: str, players: Callable[[str], tuple[str, ...]],
         rules_word: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """The text with each rota's line blanked (see the module docstring) and where each stood. `players(word)`: the
    players' characters a lowercase word names; `rules_word(words)`: whether words hold a rules word of the game."""
    if ":" not in text:
        return text, ()
    spans = []
    for found in _LINE.finditer(text):
        label = found.group("label")
        words = [w.lower() for w in _WORD.findall(re.split(r"\s+for\s+", label)[0])]  # (whom it is for: any words)
        if any(players(w) for w in words) or not all(common_word(w) or w.endswith("men") for w in words) \
                or rules_word(label) or known_label(label) or any(w in GM_WORDS for w in words):
            continue
        names = [w.lower() for w in _WORD.findall(found.group("names"))]
        listed = len(re.findall(r",", found.group("names"))) >= 2  # ("Relay order: Amira, Josh, Freya, Sol.")
        if not (any(players(w) for w in names) or listed) or all(common_word(w) and not players(w) for w in names):
            continue
        rest = text[: found.start()] + text[found.end() :]
        if not re.search(r"[^\W_]", rest):
            continue  # (a rota alone: nothing else to read)
        end = found.end()
        while end > found.start() and text[end - 1] in "\n \t":
            end -= 1
        spans.append((found.start("label"), end))
    if not spans:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first rota's line

    return blanked(text, spans), tuple(Frame("rota", start, end) for start, end in spans)
