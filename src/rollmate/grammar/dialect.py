"""English as regional speakers spell it, read as the standard words it stands for: a letter dropped for an
apostrophe ("an' a four", "a pair o' sixes", "Finch 'elps", "rollin'"), a dialect's own words ("intae", "owt",
"nae") and its numbers ("twa", "fower", "sax", "free"), only beside another number. The words are data
(dialect.toml); the pieces keep their typed text and columns, only what the lexer compares changes.

A word the game's vocabulary or the grammar's keywords know is never read as dialect.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.raw import Raw
from rollmate.grammar.words import KEYWORDS, NUMBER_WORDS
from rollmate.rules.forms import common_word

if TYPE_CHECKING:
    from rollmate.rules.vocabulary import Vocabulary

WORDS_FILE = Path(__file__).with_name("dialect.toml")
_KEYS = ("dropped", "words", "numbers")
_JOINS = frozenset({"and", "or", "then"})  # between two numbers said as faces (read: after the table's words)
_ARTICLES = frozenset({"a", "an"})
_ROLLED_PAST = frozenset({"got", "rolled", "threw", "rolls", "gets"})  # what a Northern 'a' (I) says of the dice
# Words after which 'be' is the plain verb ('to be', 'will be', 'not be'), never a dialect's 'is'.
_PLAIN_BE_AFTER = frozenset({"to", "will", "would", "could", "should", "can", "may", "might", "must", "shall", "not",
                             "gonna", "i'll", "you'll", "she'll", "he'll", "we'll", "they'll", "it'll", "let", "won't",
                             "cannot", "can't", "don't", "never", "always", "ever"})


@dataclass(frozen=True)
class _Table:
    """dialect.toml as the reader asks it: each key's spellings and the standard word each stands for."""

    dropped: dict[str, str]
    words: dict[str, str]
    numbers: dict[str, str]


@cache
def _table() -> _Table:
    """dialect.toml, read and checked once per process (a mistake names its key and entry)."""
    from rollmate.rules.content import cached_toml

    data = cached_toml(WORDS_FILE, "dialect")
    for key in _KEYS:
        entries = data.get(key)
        if not isinstance(entries, dict) or not entries:
            raise ValueError(f"grammar/dialect.toml: {key}: should be a table of spellings, not empty")
        for spelled, meant in entries.items():
            if not isinstance(meant, str) or spelled != spelled.lower() or meant != meant.lower():
                raise ValueError(f"grammar/dialect.toml: {key}: {spelled}: should be a lowercase word")
    if unknown := sorted(data.keys() - set(_KEYS)):
        raise ValueError(f"grammar/dialect.toml: {unknown[0]}: an unknown key")
    return _Table(*(dict(data[key]) for key in _KEYS))


def dialect_word(low: str) -> bool:
    """Whether a lowercase word is a dialect's spelling of a standard word ('nowt', 'summat'): a word, no one's name."""
    table = _table()
    return low in table.words or low in table.dropped


def dropped_opening(low: str) -> bool:
    """Whether a lowercase word written after an apostrophe is one with its first letter dropped ("'em", "'bout",
    "'imself", "'elps"): the apostrophe is the word's, and opens no quotation."""
    if "'" + low in _table().dropped:
        return True
    return len(low) > 2 and low.isalpha() and not common_word(low) and common_word("h" + low)


def _may_be_dialect(raws: list[Raw], table: _Table) -> bool:
    return any("'" in r.low or r.low in table.words or r.low in table.numbers for r in raws)


def standard(raws: list[Raw], vocab: Vocabulary) -> list[Raw]:
    """The pieces with each dialect spelling read as the standard word it stands for (same columns, typed text
    kept); a dropped letter's apostrophe before a word is left out ("'elps": helps)."""
    table = _table()
    if not _may_be_dialect(raws, table):
        return raws

    def ours(low: str) -> bool:
        return low in vocab.terms or low in vocab.verbs or low in KEYWORDS

    out: list[Raw] = []
    i = 0
    while i < len(raws):
        raw = raws[i]
        if raw.kind == "mark" and raw.text in "'’" and (meant := _dropped_before(raws, i, table)):
            after = raws[i + 1]  # the mark left out, the word read as it stands for
            out.append(Raw("word", after.text, after.start, meant))  # "Finch 'elps out": helps
            i += 2
            continue
        low = raw.low
        if raw.kind == "word" and not ours(low):
            meant = table.dropped.get(low) or table.words.get(low) or _g_dropped(low)
            if meant is None and low.endswith("'s") and (whole := table.words.get(low[:-2])):
                meant = whole + "'s"  # "summat's not right": something's
            if meant is None and low == "be" and _doing_next(raws, i, table):
                meant = "is"  # "Finch be pushin' 'imself": is pushing (a pirate's 'be')
            if meant is None and low == "a" and i + 1 < len(raws) and KEYWORDS.get(raws[i + 1].low) == "ROLLED" \
                    and raws[i + 1].low in _ROLLED_PAST:
                meant = "i"  # "A got a five an' a nine": I got (the North's 'a')
            if meant:
                raw = Raw("word", raw.text, raw.start, meant)
        out.append(raw)
        i += 1
    if any(r.low in table.numbers for r in out):
        out = _numbers_beside(out, table, ours)
    return out


def _doing_next(raws: list[Raw], i: int, table: _Table) -> bool:
    """'be' at raws[i] said as 'is' before a verb's -ing form, after one who does it ("the bones be showin'"): no
    'to', modal or 'not' before it, which make 'be' the plain English verb ("fixin' to be leavin'")."""
    if i == 0 or i + 1 >= len(raws) or raws[i - 1].kind != "word" or raws[i - 1].low in _PLAIN_BE_AFTER:
        return False
    nxt = raws[i + 1].low
    doing = _g_dropped(nxt) or (nxt if nxt.endswith("ing") else None)
    return doing is not None and common_word(doing)


def _dropped_before(raws: list[Raw], i: int, table: _Table) -> str | None:
    """What an apostrophe opening a word stands before, where it is a dropped letter ("'em", "'elps"), or None: a
    quotation's mark ("'run!'") stays a mark."""
    if i + 1 >= len(raws) or raws[i + 1].kind != "word" or raws[i + 1].start != raws[i].start + 1:
        return None
    if i and raws[i - 1].start + len(raws[i - 1].text) == raws[i].start:
        return None  # "Cass'" or "rock'n'roll": no word opens here
    word = raws[i + 1].low
    if (meant := table.dropped.get("'" + word)) is not None:
        return meant
    if dropped_opening(word):
        return "h" + word  # "'elps", "'urts", "'ammer": the 'h' dropped
    return None


def _g_dropped(low: str) -> str | None:
    """A word ending in "in'" read with its 'g' where the dictionary has that word ("rollin'", "duckin'")."""
    if len(low) > 4 and low.endswith("in'") and common_word(low[:-1] + "g"):
        return low[:-1] + "g"
    return None


def _numbers_beside(raws: list[Raw], table: _Table, ours) -> list[Raw]:  # noqa: ANN001 (a predicate of words)
    """The pieces with a number word that is also an English word ("sax", "free") read as the number where it
    stands beside another number as faces are said ("a sax an' a fower", "Free an' free."), or right after words
    saying the dice came up ("rolled a sax")."""
    maybe = {k for k, r in enumerate(raws) if r.kind == "word" and r.low in table.numbers and not ours(r.low)}

    def number(k: int) -> bool:
        return 0 <= k < len(raws) and (raws[k].kind == "number" or raws[k].low in NUMBER_WORDS or k in maybe)

    def back(k: int) -> int:  # the piece before k, past an article
        k -= 1
        return k - 1 if k >= 0 and raws[k].low in _ARTICLES else k

    def ahead(k: int) -> int:  # the piece after k, past an article
        k += 1
        return k + 1 if k < len(raws) and raws[k].low in _ARTICLES else k

    def closes(k: int) -> bool:  # faces end at k: the end, a mark, or another join
        return k >= len(raws) or raws[k].kind == "mark" or raws[k].low in _JOINS

    def joined(k: int) -> bool:
        before = back(k)
        if before >= 0 and raws[before].kind == "word" and KEYWORDS.get(raws[before].low) == "ROLLED":
            return True  # "rolled a sax"
        if before >= 0 and (raws[before].low in _JOINS or raws[before].text == ",") and number(back(before)):
            return closes(k + 1)  # "a fower an' a sax."
        after = k + 1
        return after < len(raws) and (raws[after].low in _JOINS or raws[after].text == ",") \
            and number(nxt := ahead(after)) and closes(nxt + 1)  # "free an' free."

    out = list(raws)
    for k in sorted(maybe):
        if joined(k):
            out[k] = Raw("word", raws[k].text, raws[k].start, table.numbers[raws[k].low])
    return out
