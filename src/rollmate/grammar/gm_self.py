"""The writer as their own GM: in a solo game one person plays the GM's side too, and says so ("Me as GM:", "GM hat
on.", "Father Quill (me, doing his creaky voice): ...", "the warden (I roll for him too): 6 1 2"). Those words say
who speaks for the scene, never who acts nor a value of the roll.

- A lead-in saying the writer takes the GM's seat, opening the post or a sentence of it and closed by a mark: "Me
  as GM:", "me as the DM,", "GM hat on.", "putting my GM hat on:", "(GM hat on)", "switching to GM mode:", "GM
  here.", "this is the GM speaking:" (the referee's words: words.GM_WORDS). It goes as blanks; what follows is read as any post.
- An aside saying the writer voices someone: "(me, doing his creaky voice)", "(me, doing the worst accent)", "(voiced
  by me)", "(I'm voicing her)". It goes as blanks. Where it stands between a label and a colon before quoted speech
  ("Father Quill (me, doing his creaky voice): 'And what ...?'"), the label names one the writer voices, no one of
  the players' characters: the label goes too, and the speech is the scene (quoted.py) - a label naming one of
  the players' characters stays, as their own words.
- An aside saying the writer rolls for the one just named, right before a colon and the dice: "Warden (I roll for
  him too): 6 1 2 3 4 5". It goes as blanks, so the dice read as "Warden: 6 1 2 3 4 5", that one's dice.
No aside holding a digit goes: a number there is read as ever. Each part stands in the reading where it was typed,
as not used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say
from rollmate.grammar.words import GM_WORDS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the writer playing the GM's side: who speaks for the scene, not the roll"

_GM = r"(?:" + "|".join(sorted(GM_WORDS, key=len, reverse=True)) + r")"
_OPEN = r"(?:^|(?<=[.!?\n]))\s*"  # a post's or a sentence's start
_LEAD = (
    rf"(?:(?:me|myself|i'm|im|i\s+am)\s*,?\s+(?:now\s+)?as\s+(?:the\s+)?{_GM}"
    rf"|(?:(?:putting|put|popping|pop|got|with|wearing)\s+(?:on\s+)?)?(?:my\s+|the\s+)?{_GM}\s+hat(?:\s+(?:back\s+)?on)?"
    rf"|(?:switching|switch|back)\s+to\s+{_GM}(?:\s+mode)?|{_GM}\s+mode(?:\s+on)?"
    rf"|(?:(?:it's|it\s+is|this\s+is)\s+(?:the\s+|your\s+)?)?{_GM}\s+(?:here|speaking|writing))"
)
# The patterns are kept as text and compiled (and cached by re) for the first line that could hold them.
_LEAD_IN = rf"(?i){_OPEN}(?:\(\s*{_LEAD}\s*\)\s*[:.,!]?|{_LEAD}\s*(?:[:.,!]|\s-\s|\s—\s?))"
_VOICES = r"(?:voice|voices|accent|impression|drawl|growl|lisp|falsetto|rasp|whisper)"
_VOICE = (
    rf"(?i)\(\s*(?:(?:me|i|i'm|im)\s*,?\s+(?:doing|do|using|putting\s+on|in|with)\s+(?:[a-z'’-]+\s+){{0,3}}?{_VOICES}"
    r"|(?:voiced|played|done)\s+by\s+me|(?:me|i'm|im|i\s+am)\s*,?\s+(?:voicing|playing)\s+(?:him|her|them))\s*\)")
_ROLL_FOR = (
    r"(?i)\(\s*(?:i|me|i'm|im)\s+(?:roll|rolls|rolled|rolling)\s+(?:for\s+)?(?:him|her|them|it)"
    r"(?:\s+(?:too|also|as\s+well|openly|in\s+the\s+open))*\s*\)(?=\s*:)")
_QUOTES = "'\"‘“"
_LABEL = r"[^\W\d_][\w'’. -]*$"  # a label's words: no digit, no mark but a name's


def gm_self(text: str, players_one: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """The text with the writer's words as GM blanked (see the module docstring), and where each stood.
    `players_one(words)`: whether words name one of the players' characters."""
    parts: list[tuple[int, int]] = []
    if may_say(text, GM_WORDS):  # a lead-in always names the referee, as a word of its own
        for found in re.finditer(_LEAD_IN, text):
            start = found.start() + len(found.group()) - len(found.group().lstrip())
            parts.append((start, found.end()))
    if "(" in text:  # an aside always opens with one
        for found in re.finditer(_VOICE, text):
            parts.append(_voiced_label(text, found, players_one) or found.span())
        parts += [found.span() for found in re.finditer(_ROLL_FOR, text)]
    if not parts:
        return text, ()
    chars = list(text)
    for start, end in parts:
        chars[start:end] = " " * (end - start)
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    return "".join(chars), tuple(Frame("gm", start, end) for start, end in sorted(parts))


def _voiced_label(text: str, aside: re.Match[str], players_one: Callable[[str], bool]) -> tuple[int, int] | None:
    """'Father Quill (me, doing his creaky voice): 'And what ...?'': the label, the aside and the colon, where the
    label opens a sentence, names none of the players' characters and quoted speech follows the colon. Else None."""
    after = re.match(r"\s*:", text[aside.end() :])
    if after is None or text[aside.end() + after.end() :].lstrip()[:1] not in _QUOTES \
            or not text[aside.end() + after.end() :].strip():
        return None
    before = text[: aside.start()]
    start = max((m.end() for m in re.finditer(r"[.!?\n]", before)), default=0)
    label = before[start:].strip()
    if not re.match(_LABEL, label) or len(label.split()) > 4 or players_one(label):
        return None
    start += len(before[start:]) - len(before[start:].lstrip())
    return start, aside.end() + after.end()
