"""rapidfuzz against the standard library's difflib for reading slips of the games' action words.

Run: .venv/bin/python bench/typos.py
Makes one slip of each kind (letter dropped, doubled, swapped with the next, changed) in every action word of each
game's vocabulary, and asks each library for the words near it. "right" counts slips whose intended word is the
one answer; "two+" slips with more than one answer (rollmate asks then); "wrong" answers that miss the intended
word. rapidfuzz scores by OSA edit distance (at most 1); difflib by its similarity ratio (cutoff 0.8).
"""

from __future__ import annotations

import difflib
import sys
import time
from pathlib import Path

from rapidfuzz.distance import OSA
from rapidfuzz.process import extract

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from rollmate.grammar.spelling import _words  # noqa: E402
from rollmate.rules.sheets import load_party  # noqa: E402
from rollmate.rules.system import get_system  # noqa: E402


def slips(word: str) -> list[str]:
    mid = len(word) // 2
    return [word[:mid] + word[mid + 1 :], word[:mid] + word[mid] + word[mid:],
            word[:mid] + word[mid + 1] + word[mid] + word[mid + 2 :], word[:mid] + "x" + word[mid + 1 :]]


def main() -> None:
    for game in ("ghostburn", "fist", "fs3"):
        vocabulary = get_system(game).vocabulary(load_party([ROOT / "examples" / f"{game}_party.toml"]))
        words = _words(vocabulary)
        heads = sorted(w for w in words.heads if len(w) >= 6 and w.isalpha())
        targets = list(words.targets)
        cases = [(slip, w) for w in heads for slip in slips(w) if slip not in words.known]
        ways = {
            "rapidfuzz": lambda s, words=words, targets=targets: {words.base_of(t) for t, _, _ in
                                    extract(s, targets, scorer=OSA.distance, score_cutoff=1, limit=None)},
            "difflib": lambda s, words=words, targets=targets: {words.base_of(t) for t in difflib.get_close_matches(s, targets, n=5, cutoff=0.8)},
        }
        for name, near in ways.items():
            start = time.perf_counter()
            answers = [(near(slip), word) for slip, word in cases]
            each = (time.perf_counter() - start) / len(cases)
            right = sum(1 for got, word in answers if got == {word})
            several = sum(1 for got, word in answers if len(got) > 1 and word in got)
            wrong = sum(1 for got, word in answers if got and word not in got)
            print(f"{game:9} {name:9} {len(cases):5} slips  right {right:5}  two+ {several:4}  wrong {wrong:4}  "
                  f"none {len(cases) - right - several - wrong:4}  {each * 1e6:8.0f} us a slip")


if __name__ == "__main__":
    main()
