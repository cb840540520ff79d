"""Colour for the one-shot answers on a terminal, in plain ANSI codes (the chat has prompt_toolkit for that; a
one-shot roll should not pay for importing it). Nothing here when stdout is not a terminal or NO_COLOR is set."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import TextIO

_RESET = "\x1b[0m"
# Colours by how an outcome feels (a game's SystemSpec.tones), as the chat's.
_TONES = {"worst": "1;91", "bad": "91", "mixed": "33", "good": "92", "great": "1;92", "best": "1;96"}
_LINES = [(re.compile(r"^Read as: "), "2"), (re.compile(r"^Tip: "), "94"), (re.compile(r"^Note: "), "33"),
          (re.compile(r"^(Odds before the roll|Chance of each outcome):"), "1")]
_STEP = re.compile(r"^(\d+\. )([^:]+)(:)")


def wanted(stream: TextIO) -> bool:
    """Colour only for a person at a terminal who has not asked for none (https://no-color.org)."""
    return not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb" and stream.isatty()


def colour(text: str, tones: Mapping[str, str] | None = None) -> str:
    """The answer with its read-as line dimmed, step titles bold, tips and notes tinted, and the outcome in its
    colour on the result line (`tones`: the game's outcome names -> how each feels)."""
    codes = {name: _TONES[tone] for name, tone in (tones or {}).items() if tone in _TONES}
    named = re.compile(r"(: )(" + "|".join(sorted(map(re.escape, codes), key=len, reverse=True)) + r")\b") \
        if codes else None
    out = []
    for number, line in enumerate(text.split("\n")):
        style = next((code for pattern, code in _LINES if pattern.match(line)), None)
        if style is not None:
            out.append(f"\x1b[{style}m{line}{_RESET}")
        elif _STEP.match(line):
            out.append(_STEP.sub(lambda m: f"{m.group(1)}\x1b[1;94m{m.group(2)}{_RESET}{m.group(3)}", line, count=1))
        elif named is not None and " -> " in line and number <= 2:  # the result line, right after "Read as"
            out.append(named.sub(lambda m: f"{m.group(1)}\x1b[{codes[m.group(2)]}m{m.group(2)}{_RESET}", line,
                                 count=1))
        else:
            out.append(line)
    return "\n".join(out)
