"""A post written as a numbered list: the markers of its items ("1. Boil the water. 2. Ruen rummages ... 3. Dice: 6
and 6", "1) ... 2) ...") are the list's, no numbers of the roll. They go as blanks, their columns kept, and each item
is read as the sentence it is.

A marker opens the post or follows a sentence's end, is a number with a full stop or a bracket right after it, and
has a capitalised word after it. Only markers that count on one by one (1, 2, 3 ..., two of them or more) are a
list's: "rolled 4. 3. Ugh" is no list, and what '3' is stays asked.

A list whose items are choices, with one picked after it, is a menu ("1) Sing a shanty 2) Play the piano ... > 2",
"... I pick 3"): the number that picks stands alone on its line (after a prompt's '>' or none) or after 'pick',
'choose', 'option' or 'choice'. The item picked is the deed; the other items go as blanks, with the number that
picked, so no choice not taken is read as the roll.

A list may run on in one line after a colon ("Steps: 1. Hammond kicks in the door 2. rolled 4 and 2"): after a
marker '1.' that opens the post or follows a colon, markers standing apart that count on from it ('2.', '3.') and
have a word after them are the list's too, wherever they stand in the line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "a numbered list's marker: which item of the post this is, not a number of the roll"
NOT_PICKED_NOTE = "a choice of the menu not picked: not the roll"
PICK_NOTE = "the number of the menu's choice picked: its item is the deed"
_PICKED = Later(r"(?im)(?:^[ \t]*>?[ \t]*|\b(?:pick|picks|picked|choose|chooses|chose|option|choice)[ \t]+#?)"
                r"(\d{1,2})[ \t]*(?:[.!]?[ \t]*$|(?=[,.;:!]))")

_INLINE = Later(r"(?<=\s)(\d{1,2})\.(?=[ \t]+[^\W\d_])")  # a marker standing apart in a line run on
_MARKER = Later(r"(?:^|(?<=[.!?…)\]:]\s)|(?<=[.!?…)\]:]\s\s)|(?<=\n))[ \t]*(\d{1,2})[.)](?=[ \t]+[A-Z])")
_LINE_MARKER = Later(r"(?<=\n)[ \t]*(\d{1,2})[.)](?=[ \t]+[^\W\d_])")  # (opening a line: any letter after it)


def listed(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with the markers of a numbered list blanked, and where each stood."""
    text, steps = _steps(text)
    if ". " not in text and ") " not in text:
        return text, steps
    listed_text, frames = _listed(text)
    return listed_text, tuple(sorted((*steps, *frames), key=lambda f: f.start))


def _steps(text: str) -> tuple[str, tuple[Frame, ...]]:
    """Steps named and counted ("Step 1: 4 + 2 = 6. Step 2: add Strength 5"): the words and numbers of each marker,
    counting on by one from a first step, go as blanks; what each step says is read as the sentence it is."""
    low = text.lower()
    if "step" not in low and "stage" not in low:
        return text, ()
    run = _counting_on(_STEP.finditer(text))
    if len(run) < 2:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post that needs one

    chars = list(text)
    for marker in run:
        chars[marker.start() : marker.end()] = " " * (marker.end() - marker.start())
    return "".join(chars), tuple(Frame("list", m.start(), m.end()) for m in run)


_STEP = Later(r"(?i)(?<![\w'’])(?:step|stage)\s+(\d{1,2})\s*[:.)]")


def _listed(text: str) -> tuple[str, tuple[Frame, ...]]:
    markers = list(_MARKER.finditer(text))
    if "\n" in text:
        markers = sorted({m.start(1): m for m in [*_LINE_MARKER.finditer(text), *markers]}.values(),
                         key=lambda m: m.start(1))
    first = next((m for m in markers if m.group(1) == "1" and re.search(r"(?:^|:)\s*$", text[: m.start(1)])), None)
    if first is not None:  # "Steps: 1. Hammond kicks ... 2. rolled 4 and 2": a list run on in its line
        inline = [m for m in _INLINE.finditer(text, first.end()) if m not in markers]
        markers = sorted({m.start(1): m for m in [*markers, *inline]}.values(), key=lambda m: m.start(1))
    run = _counting_on(markers)
    if len(run) < 2:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post that needs one

    chars = list(text)
    frames = []
    for marker in run:
        start, end = marker.start(1), marker.end()
        chars[start:end] = " " * (end - start)
        frames.append(Frame("list", start, end))
    picked = next((m for m in _PICKED.finditer(text, run[-1].end()) if run[0].group(1) <= m.group(1) and int(
        m.group(1)) <= int(run[-1].group(1)) and text.find("\n", run[-1].end(), m.start(1)) >= 0), None)
    if picked is not None:  # a menu, and the choice picked from it
        for k, marker in enumerate(run):
            if marker.group(1) == picked.group(1):
                continue
            start = marker.end() + len(text[marker.end() :]) - len(text[marker.end() :].lstrip(" \t"))
            end = run[k + 1].start(1) if k + 1 < len(run) else _line_end(text, start)
            end = min(end, _line_end(text, start))
            if text[start:end].strip():
                chars[start:end] = " " * (end - start)
                frames.append(Frame("not picked", start, end))
        chars[picked.start(1) : picked.end(1)] = " " * (picked.end(1) - picked.start(1))
        frames.append(Frame("picked", picked.start(1), picked.end(1)))
    return "".join(chars), tuple(sorted(frames, key=lambda f: f.start))


def _counting_on(markers: Iterable[re.Match[str]]) -> list[re.Match[str]]:
    """The first run of two markers or more counting on by one (group 1: the number), else the last one tried."""
    run: list[re.Match[str]] = []
    for marker in markers:
        if run and int(marker.group(1)) == int(run[-1].group(1)) + 1:
            run.append(marker)
        elif len(run) < 2:
            run = [marker]
    return run


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end
