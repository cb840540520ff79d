"""What a dice roller prints around a roll pasted into a post, blanked (pasted.toml): the roller's name, its labels,
its sum of faces that are not in brackets, a chat client's handles and timestamps, and a bot command's '#' label.

A player who rolled in a Discord bot, a virtual tabletop or a phone app pastes what it printed: 'Dice Maiden |
Request: [3d6] Roll: [6, 4, 1] Result: 11', 'Foundry: Odalys Ferro rolled 2d6: 4, 2 (6)', '@pree_is_typing', '[9:41
PM]', 'sato.wil, Today at 10:02 PM', '!roll 2d6+2 #TAC'. None of it is a person or a rules value: the faces are the
dice (bots.py reads a roller's notation with its faces in brackets), a name printed before them says whose dice they
are, and the words of a '#' label stay. Each piece becomes blanks of the same length, so a caret still points into
the post as typed. The reader tries this only for a post it would otherwise refuse (parser.read).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

PASTED_FILE = Path(__file__).with_name("pasted.toml")
_KEYS = ("rollers", "printed", "labels", "sums", "days")

_FACES = r"\d{1,2}(?:[ \t]*,[ \t]*\d{1,2})+"  # '4, 2', '7, 8': faces a roller shows without brackets
_APART = r"[ \t]*[/—–|:-]?[ \t]*"  # what a roller's card prints between its parts: '2d10 / 7, 8 / Total 15'
_HANDLE = r"(?<!\S)@[\w.]+"  # '@pree_is_typing'
_CLOCK = r"\d{1,2}:\d{2}(?:[ \t]*[AaPp]\.?[Mm]\.?)?"
_HASH = r"(?<!\S)#(?=[^\W\d_])"  # '!roll 2d6+2 #TAC', '#dead eye on Pike': a label's words stay


@cache
def _table() -> dict[str, tuple[str, ...]]:
    """pasted.toml, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import cached_toml

    data = cached_toml(PASTED_FILE, "pasted")
    for key in _KEYS:
        value = data.get(key)
        if not isinstance(value, list) or not value or not all(isinstance(w, str) and w for w in value):
            raise ValueError(f"grammar/pasted.toml: {key}: should be a list of words, not empty")
    return {key: tuple(data[key]) for key in _KEYS}


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    table = _table()

    def alternatives(words: tuple[str, ...]) -> str:
        return "|".join(re.escape(w).replace(r"\ ", r"[ \t]+") for w in sorted(words, key=len, reverse=True))

    labels, sums = alternatives(table["labels"]), alternatives(table["sums"])
    rollers = alternatives(table["rollers"])
    roller = (r"\[(?:" + rollers + r")\]|\b(?:" + rollers + r")\b(?i:[ \t]+(?:" + alternatives(table["printed"])
              + r")\b)?[ \t]*(?=[:|—–/;]|(?i:" + labels + r")\b|$):?")  # 'Avrae:', '[Dice Maiden]', 'Foundry card —'
    label = r"(?i)\b(?:" + labels + r")[ \t]*:[ \t]*(?=[\[(`]|\d*d\d)"  # 'Request: [2d6]', 'Roll: `2d10`'
    summed = r"(?i)(" + _FACES + r")(" + _APART + r"(?:(?:" + sums + r")[ \t]*:?[ \t]*)?\(?(\d{1,3})\)?)(?![\w,])"
    when = r"(?i)\[" + _CLOCK + r"\]|(?:[\w.]+,[ \t]*)?\b(?:" + alternatives(table["days"]) + r")[ \t]+at[ \t]+" + _CLOCK
    return tuple(re.compile(p) for p in (roller, label, summed, when, _HANDLE, _HASH))


def pasted(text: str) -> str:
    """The post with a dice roller's print blanked (module docstring); the post itself when it has none."""
    roller, label, summed, when, handle, hashed = _patterns()
    chars = list(text)

    def blank(start: int, end: int) -> None:
        chars[start:end] = " " * (end - start)

    for pattern in (roller, label, when, handle, hashed):
        for found in pattern.finditer(text):
            blank(*found.span())
    for found in summed.finditer(text):  # '4, 2 (6)', '6, 6 — 12', '7, 8 / Total 15': the roller's sum of them
        faces = [int(f) for f in re.findall(r"\d+", found.group(1))]
        if int(found.group(3)) == sum(faces):
            blank(*found.span(2))
    return "".join(chars)
