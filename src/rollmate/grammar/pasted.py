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
from collections.abc import Collection
from functools import cache
from pathlib import Path

PASTED_FILE = Path(__file__).with_name("pasted.toml")
_KEYS = ("rollers", "printed", "labels", "sums", "days")

_FACES = r"\d{1,2}(?:[ \t]*,[ \t]*\d{1,2})+"  # '4, 2', '7, 8': faces a roller shows without brackets
_APART = r"[ \t]*[/—–|:-]?[ \t]*"  # what a roller's card prints between its parts: '2d10 / 7, 8 / Total 15'
_HANDLE = r"(?<!\S)@[\w.]+"  # '@pree_is_typing'
_CLOCK = r"\d{1,2}:\d{2}(?:[ \t]*[AaPp]\.?[Mm]\.?)?"
_HASH = r"(?<!\S)#(?=[^\W\d_])"  # '!roll 2d6+2 #TAC', '#dead eye on Pike': a label's words stay
_STRUCK_FACE = r"~~(\d{1,2})~~"  # a face the roller struck out as dropped
_KEEPING = (r"(?i)\b(\d*d\d+)(k[hl]\d+)[ \t]*(\([^()\n]*\))([ \t]*=[ \t]*`*(\d{1,3})`*)?")  # '3d6kh2 (6, ~~2~~, 6) = 12'
_KEEP_WORDS = r"(?i)(?<=\d)[ \t]+keep[ \t]+(?:lowest|highest|best|worst)[ \t]+\d+(?=[ \t]*\])"  # '[3d6 keep lowest 2]'
_KEPT = (r"(?i)[ \t]+kept[ \t]*\[(" + _FACES + r"|\d{1,2})\](?:[ \t]*dropped[ \t]*\[(?:" + _FACES + r"|\d{1,2})\])?"
         r"(?:[ \t]*(?:result|total)[ \t]*:?[ \t]*(\d{1,3}))?")  # 'kept [5, 2] dropped [6] Result: 7'
_BARE = r"(?i)\b(\d*d\d+)([ \t]*[:/—–-][ \t]*|[ \t]+)(" + _FACES + r")(?![\d,])"  # 'rolled 2d6: 4, 2'
_COMMAND = r"(?i)(?<!\S)[!/]r(?:oll)?[ \t]+(\d*d\d+)(?:[ \t]*[+-][ \t]*\d+)?"  # '!r 2d10+4'


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
    summed = r"(?i)(" + _FACES + r")\]?(" + _APART + r"(?:(?:" + sums + r")[ \t]*:?[ \t]*)?\(?(\d{1,3})\)?)(?![\w,])"
    when = r"(?i)\[" + _CLOCK + r"\]|(?:[\w.]+,[ \t]*)?\b(?:" + alternatives(table["days"]) + r")[ \t]+at[ \t]+" + _CLOCK
    return tuple(re.compile(p) for p in (roller, label, summed, when, _HANDLE, _HASH))


def unnamed(text: str, people: Collection[str]) -> str:
    """The post with the names of dice rollers printed before their rolls blanked ('Foundry:', '[Dice Maiden]'): read
    so even where the post as typed is not refused (a roller's name glued to a number would be a roll of it). A roller's name that is a word
    of someone loaded (`people`, lowercase: a character called Sage) is theirs, and stays."""
    low = text.lower()
    if not any(name in low for name in _lowered()):
        return text
    chars = list(text)
    _blank_rollers(text, chars, people)
    return "".join(chars)


@cache
def _said_in_prose() -> re.Pattern[str]:
    """A roller's name said in prose as the program it is: after an article or a preposition ('the Foundry sheet',
    'on Owlbear Rodeo', 'via Avrae') or owning something ("Foundry's rule"): the name of a program, never a roll of a
    number glued to it nor anyone at the table."""
    rollers = "|".join(re.escape(w).replace(r"\ ", r"[ \t]+")
                       for w in sorted(_table()["rollers"], key=len, reverse=True))
    return re.compile(r"(?i)\b(?:the|on|in|via|from|using|with|by|of|per|into)[ \t]+(?P<name>(?:" + rollers
                      + r")\b(?:['’]s)?)|\b(?P<owner>(?:" + rollers + r")['’]s)\b")


def _blank_rollers(text: str, chars: list[str], people: Collection[str]) -> None:
    for found in _said_in_prose().finditer(text):
        start, end = found.span("name") if found.group("name") else found.span("owner")
        if not any(word.lower() in people for word in re.findall(r"[^\W\d_]+", text[start:end])):
            chars[start:end] = " " * (end - start)
    for found in _patterns()[0].finditer(text):
        if not any(word.lower() in people for word in re.findall(r"[^\W\d_]+", found.group())):
            chars[found.start() : found.end()] = " " * (found.end() - found.start())


@cache
def _lowered() -> tuple[str, ...]:
    return tuple(name.lower().split()[0] for name in _table()["rollers"])


def pasted(text: str, people: Collection[str]) -> tuple[str, tuple[int, ...]]:
    """The post with a dice roller's print blanked (module docstring), and for each of its characters the column of
    the post it stands for (faces printed bare after their notation take brackets: 'rolled 2d6: 4, 2' -> 'rolled 2d6
    (4, 2)'); the post itself when it has none. A roller's name that is a word of someone loaded (`people`) stays."""
    _, label, summed, when, handle, hashed = _patterns()
    chars = list(text)
    inserted: list[tuple[int, str]] = []

    def blank(start: int, end: int) -> None:
        chars[start:end] = " " * (end - start)

    _blank_rollers(text, chars, people)
    for pattern in (label, when, hashed):
        for found in pattern.finditer(text):
            blank(*found.span())
    for found in handle.finditer(text):  # a mention that is the name of someone loaded ('@Daw', never
        if found.group()[1:].lower() not in people and not re.match(r"\s+you\b", text[found.end() :], re.I):
            blank(*found.span())  # ('@Jonah you slip past ...': the one the post speaks to, asked about as ever)
    for found in summed.finditer(text):  # '4, 2 (6)', '6, 6 — 12', '7, 8 / Total 15': the roller's sum of them
        if int(found.group(3)) == _sum(found.group(1)):
            blank(*found.span(2))
    for found in re.finditer(_STRUCK_FACE, text):  # '(6, ~~2~~, 6)': a die the roller dropped is still rolled
        blank(found.start(), found.start(1))
        blank(found.end(1), found.end())
    for found in re.finditer(_KEEPING, text):  # '3d6kh2 (6, ~~2~~, 6) = `12`': the kept dice's sum goes with the
        blank(*found.span(2))  # keeping (advantage, or a pool of none, is the rules' to say)
        if found.group(4) and int(found.group(5)) != _sum(found.group(3)):
            blank(*found.span(4))
    for found in re.finditer(_KEEP_WORDS, text):  # '[3d6 keep lowest 2]'
        blank(*found.span())
    for found in re.finditer(_KEPT, text):  # 'kept [5, 2] dropped [6] Result: 7': which of the faces counted
        if found.group(2) is None or int(found.group(2)) == _sum(found.group(1)):
            blank(*found.span())
    for found in re.finditer(_BARE, text):  # 'rolled 2d6: 4, 2', '2d10 / 7, 8', '2d6 — 6, 6': faces in brackets
        for k in range(*found.span(2)):
            if not chars[k].isspace():
                chars[k] = " "
        inserted += [(found.start(3), "("), (found.end(3), ")")]
    for found in re.finditer(_COMMAND, text):  # '!r 2d10+4 haggle ... | Tobias Reyne: 2d10 (10, 3) + 4 = 17': the
        if re.search(r"(?i)\b" + re.escape(found.group(1)) + r"\b", text[found.end() :]):  # command, then its roll
            blank(*found.span())
    same = "".join(chars)
    where = list(range(len(same)))
    for k, mark in sorted(inserted, reverse=True):
        same = same[:k] + mark + same[k:]
        where.insert(k, min(k, len(text) - 1))
    return same, tuple(where)


def _sum(faces: str) -> int:
    return sum(int(face) for face in re.findall(r"\d+", faces))
