"""A post written as a court's record: the record's formulas, an examination's marks, a witness's stage directions and
an objection the bench rules on.

- The record's formulas, "let the record reflect / show (that)", "the record will reflect", "for the record", and
  the bench addressed ("Your Honour,"), go as blanks, and what they introduce is read as typed: faces ("Let the
  record reflect a four and a one.", "Let the record show the dice read 6 and 2", "for the record: 6 2 3") are the
  dice; a clause after "that" says what was done, and who did it.
- "Q." and "A." (or "Q:" and "A:") opening a sentence mark an examination: the question put to the witness and the
  witness's answer. The marks go: the witness answering is the one who speaks as "I", and the deed the question puts
  to "you" ("Did you dodge the bullets?") is theirs, which the answer owns ("I did, sir").
- An objection to a die stands only where the bench sustains it. "Objection, the second die was a 9. THE COURT:
  Sustained; the record will reflect a 9." reads as the correction "edit: the second die was a 9" (amends.py), the
  objection's word and the ruling going as blanks; overruled, the objection and the ruling go, and the dice stand as
  read. An objection nobody rules on is left as typed: what it says is asked about.

The speaker's labels of a transcript ("THE COURT:", "MR. PIKE:") are read by turns.py, where the bench is the GM.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the court's formula: how the record is kept, not the roll"
MARK_NOTE = "an examination's mark: the question put to the witness, and the witness's answer"
RULING_NOTE = "the bench's ruling on an objection"

_FORMULA = Later(r"(?i)(?<![\w'’])(?:let\s+the\s+record\s+(?:reflect|show)|the\s+record\s+(?:will\s+|shall\s+)?"
                 r"(?:reflects?|shows?)|for\s+the\s+record)(?:\s+that(?![\w'’])|\s*[:,])?|(?<![\w'’])your\s+"
                 r"hono(?:u)?r\s*,")
_MARK = re.compile(r"(?m)(?:^|(?<=[.!?…)\]]\s)|(?<=[.!?…)\]]\s\s))[ \t]*([QA])[.:](?=[ \t])")
_OBJECTION = Later(r"(?i)(?<![\w'’])objection(?:\s*,\s*your\s+hono(?:u)?r)?\s*[,:;.!—–-]?\s*")
_RULING = Later(r"(?i)(?<![\w'’])(sustained|overruled)(?![\w'’])[^.!?]*[.!?]?")
_SENTENCE_END = Later(r"[.!?](?=\s|$)")


def recorded(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with the court's formulas, an examination's marks and ruled objections blanked as the module
    docstring says, and where each piece stood."""
    low = text.lower()
    if "record" not in low and "objection" not in low and "hono" not in low and not _MARK.search(text):
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    pieces: list[tuple[int, int, str]] = []
    pieces += [(m.start(), m.end(), "record") for m in _FORMULA.finditer(text)]
    marks = list(_MARK.finditer(text))
    if any(m.group(1) == "Q" for m in marks) or (marks and marks[0].start(1) == len(text) - len(text.lstrip())):
        pieces += [(m.start(1), m.end(), "examination") for m in marks]
    pieces += _ruled(text)
    chars = list(text)
    frames = []
    for start, end, part in sorted(pieces):
        if any(s <= start < e for s, e, _ in pieces if (s, e) != (start, end) and e - s > end - start):
            continue  # inside a longer piece
        chars[start:end] = " " * (end - start)
        if part == "objection":  # sustained: what it says is a correction of the dice said before (amends.py)
            chars[start : start + 5] = "edit:"
            part = "ruling"
        frames.append(Frame(part, start, end))
    return "".join(chars), tuple(frames)


def _ruled(text: str) -> list[tuple[int, int, str]]:
    """The pieces an objection and the bench's ruling on it leave out: sustained, the objection's word and the ruling
    (what the objection says, a die corrected, is read); overruled, the objection's sentence too."""
    found = []
    for objection in _OBJECTION.finditer(text):
        stop = _SENTENCE_END.search(text, objection.end())
        end = stop.end() if stop else len(text)
        ruling = _RULING.search(text, end)
        if ruling is None or _OBJECTION.search(text, end, ruling.start()) is not None:
            continue  # no ruling on it (or the next objection's): asked about as typed
        found.append((ruling.start(), ruling.end(), "ruling"))
        sustained = ruling.group(1).lower() == "sustained"
        found.append((objection.start(), objection.end() if sustained else end, "objection" if sustained else "ruling"))
    return found
