"""Words that credit a rules value to who ruled it ("controlled per the GM", "Hard by the referee's call", "per the
storyteller"): the value is still the rules value, and these words are taken out of the phrase and shown as whose
ruling it was, never read as a word of the rules ('per' is no Perception) nor as a name."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say
from rollmate.grammar.words import CREDITING, CREDITING_WITH_RULING, GM_WORDS, RULING_NOUNS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid
    from rollmate.grammar.raw import Raw

def _alts(words: frozenset[str]) -> str:
    return "|".join(r"\s+".join(map(re.escape, w.split())) for w in sorted(words, key=len, reverse=True))


@cache
def _crediting() -> str:
    """The pattern of the words that credit a value to who ruled it (words.CREDITING), from their first word: kept
    as text, compiled by re where used."""
    who = rf"(?:the\s+|our\s+|my\s+|your\s+)?(?:{_alts(GM_WORDS)})"
    ruling = rf"['’]s\s+(?:own\s+)?(?:{_alts(RULING_NOUNS)})"
    return (rf"(?:(?:{_alts(CREDITING)})\s+{who}(?:{ruling}|(?![\w'’]))|(?:{_alts(CREDITING_WITH_RULING)})\s+{who}{ruling}"
            rf"|(?:{_alts(CREDITING_WITH_RULING)})\s+(?:the\s+)?(?:{_alts(RULING_NOUNS)})\s+of\s+{who})\b")


def credited(text: str, end: int) -> int | None:
    """Where the words crediting the value that ends at text[end] to who ruled it end, or None. Each names who ruled
    (words.GM_WORDS) as a word of its own: a text with none has none, and the pattern is neither compiled nor tried."""
    if not may_say(text, GM_WORDS):
        return None
    found = re.compile(rf"(?i)\s*,?\s+{_crediting()}").match(text, end)
    return found.end() if found else None


def credits_out(raws: list[Raw], unsaid: list[Unsaid], text: str) -> list[Raw]:
    """The pieces with each run of words crediting who ruled taken out (its span added to `unsaid`)."""
    if not any(r.kind == "word" and r.low.split("'")[0] in GM_WORDS for r in raws):
        return raws
    spans = [(m.start(), m.end()) for m in re.compile(rf"(?i)\b{_crediting()}").finditer(text)]
    if not spans:
        return raws
    from rollmate.grammar.speech import RULED, taken_out

    unsaid += [taken_out(start, end, RULED) for start, end in spans]
    return [r for r in raws if not any(start <= r.start < end for start, end in spans)]
