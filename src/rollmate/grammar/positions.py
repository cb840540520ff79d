"""Getting into place before the deed: of two deeds joined by 'and', the first may only get the actor where the
second is done ('climbs up on the bar and sings for the dockhands', 'crouches behind the crates and ...') or take up
what it is done with ('grabs a chair and smashes it over the guard's back', 'operates the crane and swings it clear').
That first deed is the roll's setting, no roll of its own; two deeds that each meet an obstacle ('sneak past the
guard and hack the camera', 'climbs the tower and shoots') stay two, asked about. The words are data
(positions.toml); the forms are read here. Going up is a feat of its own ('climbs onto the roof and shoots the guard'
stays two deeds), save onto a thing one steps up on at a table, a bar or a street (a chair, the bar, a truck's hood).
Opening a cover ('unscrews the plate and rewires the lock') likewise gets at what the deed after it works on.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from pathlib import Path

from rollmate.rules.forms import bases

_FILE = Path(__file__).with_name("positions.toml")
_KEYS = ("moves", "climbs", "perches", "places", "takes", "back", "opens", "covers")
_JOINED = r"(?i)^[^.!?;:]*?\b(?:and|then|&)\s+(?:(?:then|just|quickly|calmly|promptly)\s+)?$"  # between the deeds
_WHOSE = frozenset({"the", "a", "an", "its", "his", "her", "their", "my", "our", "that", "this"})
_JOINED_HOW = r"(?i)^[^.!?;:]*?\b(?:and|then|&)\s+(?:(?:then|\w+ly)\s+)?$"  # ("... and silently takes him down")
_LISTED = r"^[^.!?;:,]*,\s*$"  # "operate the crane, swing it over the stand": what was taken, used right after


@cache
def _table() -> dict[str, frozenset[str]]:
    from rollmate.rules.content import word_lists

    return {key: frozenset(words) for key, words in word_lists(_FILE, "positions", _KEYS).items()}


@lru_cache(maxsize=4096)  # the words of posts: kept for the ones that come back
def _base(word: str) -> frozenset[str]:
    """What a typed verb may be a form of: the games' own index first, then lemminflect's lemma for a word the index
    lacks ('clambers' -> clamber)."""
    found = set(bases(word))
    if len(found) == 1:
        from lemminflect import getAllLemmas, getAllLemmasOOV

        lemmas = getAllLemmas(word, upos="VERB") or getAllLemmasOOV(word, upos="VERB")
        found |= {lemma.lower() for forms in lemmas.values() for lemma in forms}
    return frozenset(found)


def _verb_at(words: list[str], table: frozenset[str]) -> int:
    """How many of the words open with a verb of the table (a two-word one, 'fire up', too), or 0."""
    if not words:
        return 0
    if len(words) > 1 and any(f"{b} {words[1]}" in table for b in _base(words[0])):
        return 2
    return 1 if _base(words[0]) & table else 0


def comes_close(text: str, first: int, second: int, verbs: frozenset[str]) -> bool:
    """Whether the deed said from text[first] is a verb of `verbs` and a word of where after it ('sneaks up behind the
    sentry', 'creeps up on him'), joined by 'and' to the deed whose verb stands at text[second]: the coming close a
    roll holds as its own first part (a game's approaches, given by the roll after it)."""
    if not verbs or re.search(_JOINED_HOW, text[first:second]) is None:
        return False
    words = re.findall(r"[a-z]+(?:['’][a-z]+)?", text[first:second].lower())
    size = _verb_at(words, verbs)
    return bool(size) and any(" ".join(words[size : size + len(p.split())]) == p for p in _table()["places"])


_HOW_DONE = frozenset({"with", "using", "by"})  # what opens a cover, said after it: the tool or the hand
_OPENED = frozenset({"off", "open", "out", "loose", "away", "up"})  # how a cover ends up, said after it


def gets_there(text: str, first: int, second: int, second_end: int) -> bool:
    """Whether the deed said from text[first] (its verb) only gets into place for, or takes up what is used by, the
    deed whose verb stands at text[second:second_end], the two joined by 'and' (or, where the second acts on what the
    first took, by a comma)."""
    joined = re.search(_JOINED, text[first:second]) is not None
    if not joined and re.search(_LISTED, text[first:second]) is None:
        return False
    table = _table()
    words = re.findall(r"[a-z]+(?:['’][a-z]+)?", text[first:second].lower())
    if joined and (size := _verb_at(words, table["moves"])) and (place := next((
            p for p in sorted(table["places"], key=len, reverse=True)
            if " ".join(words[size : size + len(p.split())]) == p), None)) is not None:
        going_up = _verb_at(words, table["climbs"])
        where = words[size + len(place.split()) :]
        return not going_up or any(w in table["perches"] for w in where[:4])  # "climbs onto the roof" is a feat
    if joined and (size := _verb_at(words, table["opens"])):
        size += size < len(words) and words[size] in _WHOSE  # "pries the hatch", "unscrews its faceplate"
        cover = words[size : words.index("and") if "and" in words[size:] else len(words)]
        cover = cover[: next((k for k, w in enumerate(cover) if w in _HOW_DONE), len(cover))]  # ("pops the panel
        while cover and cover[-1] in _OPENED:  # with his tools", "pries the hatch open with a bar": how, not what)
            cover = cover[:-1]
        return " ".join(cover) in table["covers"] or " ".join(cover[-2:]) in table["covers"] or \
            bool(cover) and cover[-1] in table["covers"] and len(cover) <= 3  # ("the rusty access panel")
    if _verb_at(words, table["takes"]):
        after = text[second_end:].lower().split()
        return any(after[: len(b.split())] == b.split() for b in table["back"])
    return False
