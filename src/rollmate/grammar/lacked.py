"""What a sheet lacks, told as the reason for the roll ("Caspian doesn't have Piloting so defaulting to Gunnery-3",
"has no Medicine, rolling Wits instead"): a skill or attribute said after words of lacking is not the roll, where
another skill or attribute is named in the post. The words of lacking are data (lacked.toml); the form is read here.

- The lacking words open it (doesn't have, has no, lacks, without, ...), maybe an article, then the rules name the
  game knows (one word or more), maybe 'skill'.
- The rules name goes out (the lacking words stay words of the action) and the whole is shown in the reading as not
  used, only when another skill or attribute stands in the post: a roll named only as lacked ("doesn't have
  Medicine, rolls it anyway") is read as typed, where the rules ask or roll it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.raw import Raw
from rollmate.grammar.speech import taken_out

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

LACKED = "said as lacked or not used: the roll named beside it is used"

WORDS_FILE = Path(__file__).with_name("lacked.toml")
_KEYS = ("openers", "between")
_ROLLS = ("roll", "ability")  # the kinds of rules value (lexer._amend_value) a lacked one is
_USED = ("roll", "ability", "verb")  # and the one used: a verb of an action says its roll ("wrecks the lock")

# (pieces, kind, value) of a rules value of the game at raws[i] (lexer.PhraseLexer._amend_value), or None.
ValueAt = Callable[[list[Raw], int], "tuple[int, str, object] | None"]


@cache
def _words() -> tuple[tuple[tuple[str, ...], ...], frozenset[str], frozenset[str]]:
    """The openers as words (longest first), their first words, and the words that may stand between (a piece's
    lowercase form has a plain apostrophe however it was typed)."""
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "lacked", _KEYS)
    openers = tuple(sorted({tuple(o.split()) for o in data["openers"]}, key=len, reverse=True))
    return openers, frozenset(o[0] for o in openers), frozenset(data["between"])


def lacked(raws: list[Raw], unsaid: list[Unsaid], value_at: ValueAt) -> list[Raw]:
    """The pieces with each skill or attribute said as lacked taken out (noted in `unsaid`), where another stands."""
    openers, first_words, between = _words()
    if not any(r.low in first_words for r in raws):  # (an opener's first word is no other language's)
        return raws
    spans: list[tuple[int, int, int, object]] = []  # (first piece of the lacking words, the first after them, after
    # the name, the rules value lacked)
    named: set[object] = set()  # the skills and attributes named elsewhere
    done: set[object] = set()  # and those the verbs of the post say ('wrecks' says Wreck)
    k = 0
    while k < len(raws):
        opened = _opener(raws, k, openers) if _said(raws[k]) in first_words else 0
        if opened:
            j = k + opened
            while j < len(raws) and _said(raws[j]) in between:
                j += 1
            said = value_at(raws, j) if j < len(raws) and raws[j].kind == "word" else None
            if said is not None and said[1] in _ROLLS:
                end = j + said[0]
                end += end < len(raws) and raws[end].low == "skill"
                spans.append((k, k + opened, end, said[2]))
                k = end
                continue
        said = value_at(raws, k) if raws[k].kind == "word" else None
        if said is not None and said[1] in _USED:
            (done if said[1] == "verb" else named).add(said[2])
        k += said[0] if said is not None else 1
    lacking = {span[3] for span in spans}
    if not named - lacking:  # "has 0 Study" beside 'studies the ledger' rates the roll itself (checked against the
        # sheet), where no other skill is named ("doesn't have Piloting so Gunnery-3 to steer": Gunnery, whatever
        # 'steer' says)
        spans = [span for span in spans if span[3] not in done]
    if not spans or not (named | done) - {span[3] for span in spans}:
        return raws
    gone: set[int] = set()
    for start, after, end, _ in spans:
        last = raws[end - 1]
        unsaid.append(taken_out(raws[start].start, last.start + len(last.text), LACKED))
        gone.update(range(after, end))  # the lacking words stay the action's: "doesn't have so defaulting to"; the
        # words between go with the name ("no dots in Tinker" is no rating said of the roll used)
    return [r for i, r in enumerate(raws) if i not in gone]


def _opener(raws: list[Raw], k: int, openers: tuple[tuple[str, ...], ...]) -> int:
    """How many pieces the lacking words opening at raws[k] take, or 0."""
    for words in openers:
        if tuple(_said(r) for r in raws[k : k + len(words)]) == words:
            return len(words)
    return 0


def _said(raw: Raw) -> str:
    """The piece as typed, in lowercase with a plain apostrophe (not as a reading of it: 'no' stays 'no')."""
    return raw.text.lower().replace("’", "'")
