"""Colour for the one-shot answers on a terminal, in plain ANSI codes (the chat has prompt_toolkit for that; a
one-shot roll should not pay for importing it). Nothing here when stdout is not a terminal or NO_COLOR is set."""

from __future__ import annotations

import os
import re
from typing import TextIO

_RESET = "\x1b[0m"
# Outcome names, worst to best in every system, and their colours (as the chat's).
_OUTCOMES = {
    "Glitch": "1;91", "Fade": "33", "Success": "92", "Cool Success": "1;96", "Failure": "91",
    "Partial Success": "33", "Ultra Success": "1;96", "Embarrassing Failure": "1;91", "Good Success": "92",
    "Great Success": "1;92", "Amazing Success": "1;96",
}
_LINES = [(re.compile(r"^Read as: "), "2"), (re.compile(r"^Tip: "), "94"), (re.compile(r"^Note: "), "33"),
          (re.compile(r"^(Odds before the roll|Chance of each outcome):"), "1")]
_STEP = re.compile(r"^(\d+\. )([^:]+)(:)")
_OUTCOME = re.compile(r"(: )(" + "|".join(sorted(map(re.escape, _OUTCOMES), key=len, reverse=True)) + r")\b")


def wanted(stream: TextIO) -> bool:
    """Colour only for a person at a terminal who has not asked for none (https://no-color.org)."""
    return not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb" and stream.isatty()


def colour(text: str) -> str:
    """The answer with its read-as line dimmed, step titles bold, tips and notes tinted, and the outcome in its
    colour on the result line."""
    out = []
    for number, line in enumerate(text.split("\n")):
        style = next((code for pattern, code in _LINES if pattern.match(line)), None)
        if style is not None:
            out.append(f"\x1b[{style}m{line}{_RESET}")
        elif _STEP.match(line):
            out.append(_STEP.sub(lambda m: f"{m.group(1)}\x1b[1;94m{m.group(2)}{_RESET}{m.group(3)}", line, count=1))
        elif " -> " in line and number <= 2:  # the result line, right after "Read as"
            out.append(_OUTCOME.sub(lambda m: f"{m.group(1)}\x1b[{_OUTCOMES[m.group(2)]}m{m.group(2)}{_RESET}", line,
                                    count=1))
        else:
            out.append(line)
    return "\n".join(out)
