"""Colour for the one-shot answers on a terminal, in plain ANSI codes, from the answer's styled fragments (the chat
has prompt_toolkit for that; a one-shot roll should not pay for importing it). Nothing here when stdout is not a
terminal or NO_COLOR is set."""

from __future__ import annotations

import os
from typing import TextIO

_RESET = "\x1b[0m"
# Colours by how an outcome feels (a game's SystemSpec.tones, carried in an outcome's style), as the chat's.
_TONES = {"worst": "1;91", "bad": "91", "mixed": "33", "good": "92", "great": "1;92", "best": "1;96"}
_STYLES = {"dim": "2", "tip": "94", "note": "33", "section": "1", "step.title": "1;94",
           **{f"outcome.{tone}": code for tone, code in _TONES.items()}}


def wanted(stream: TextIO) -> bool:
    """Colour only for a person at a terminal who has not asked for none (https://no-color.org)."""
    return not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb" and stream.isatty()


def paint(fragments: list[tuple[str, str]]) -> str:
    """The fragments' text, each in the colour of its style: what was read dimmed, step titles bold, tips and notes
    tinted, section titles bold, an outcome (and its odds bar) in the colour of how it feels. Neighbours of one colour
    (a line's label and its words) are one run."""
    runs: list[tuple[str | None, str]] = []
    for style, text in fragments:
        code = next((_STYLES[c[6:]] for c in style.split() if c.startswith("class:") and c[6:] in _STYLES), None)
        if runs and runs[-1][0] == code:
            runs[-1] = (code, runs[-1][1] + text)
        else:
            runs.append((code, text))
    return "".join(text if code is None or not text.strip() else
                   "\n".join(f"\x1b[{code}m{part}{_RESET}" if part else part for part in text.split("\n"))
                   for code, text in runs)
