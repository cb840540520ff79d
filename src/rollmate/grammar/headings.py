"""A teaching post's heading ("Example: ...", "Example of luck before the roll.", "Another example (p. 24).") read
as the frame: it names what the example shows, not the roll's rules values.

- "Example:" (or "Example 2:", "Another example:") opening the post or a sentence: the label goes as blanks.
- "Example of ..." as a sentence of its own, opening the post or after a sentence's end and closing with a full
  stop: the whole sentence goes as blanks ("Example of an assist.": the assist is the subject of the example; the
  post says what really happens after it). A sentence with dice or a number outside brackets is left as typed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the example's heading: what the example shows, not a rules value of the roll"

_OPENS = r"(?:^|(?<=[.!?])\s+|(?<=\n))"
_LABEL = Later(rf"(?i){_OPENS}(?:another\s+)?example(?:\s+\d+)?\s*:")
_TITLE = Later(rf"(?i){_OPENS}(?:another\s+)?example\s+of\s+(?P<what>[^.!?:\n]*?)\s*(?:\([^()]*\))?\s*\.(?=\s|$)")


def headed_example(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with an example's heading blanked, and where it stood."""
    if "xample" not in text:
        return text, ()
    spans = [m.span() for m in _LABEL.finditer(text)]
    spans += [m.span() for m in _TITLE.finditer(text) if not re.search(r"\d", m.group("what"))]
    if not spans:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post that needs one

    chars, frames = list(text), []
    for start, end in sorted(spans):
        start += len(text[start:end]) - len(text[start:end].lstrip())
        chars[start:end] = " " * (end - start)
        frames.append(Frame("example", start, end))
    return "".join(chars), tuple(frames)
