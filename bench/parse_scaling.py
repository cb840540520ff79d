"""Parse time against phrase length, 100 to 10,000 characters: what a long phrase costs.

Two measurements, each printed as time per character at the longest length over time per character at the shortest:
  - as shipped: past MAX_PHRASE (400) a phrase is refused before it is read, so the cost stops growing (ratio << 1);
  - with the limit lifted in this process only: the lexer and the LALR parser themselves, which should be linear
    (ratio near 1; a quadratic step would show as a ratio near 100).

Run: python bench/parse_scaling.py   (any environment with rollmate installed; CPU time, medians of 7 rounds)
"""

from __future__ import annotations

import statistics
import time

from common import ROOT, row

import rollmate.grammar.raw as raw  # where the limit is checked
from rollmate.errors import PhraseError
from rollmate.grammar.parser import read as parse  # from scratch: a remembered phrase would time nothing
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

LENGTHS = (100, 200, 400, 1000, 2000, 4000, 10_000)
UNIT = "Vex convinces the bouncer to let us in, Wits Hard, rolled 3 and 9, raise it a step for the rain, "


def phrase(length: int) -> str:
    """Whole clauses repeated to about `length` characters, cut at a space so the phrase stays valid."""
    return (UNIT * (length // len(UNIT) + 1))[:length].rsplit(" ", 1)[0].rstrip(", ")


def cpu_seconds(text: str, vocabulary: object, rounds: int = 7) -> float:
    samples = []
    for _ in range(rounds):
        start = time.process_time()
        try:
            parse(text, vocabulary)  # type: ignore[arg-type]
        except PhraseError:
            pass
        samples.append(time.process_time() - start)
    return statistics.median(samples)


def per_char(vocabulary: object) -> dict[int, float]:
    out = {}
    for length in LENGTHS:
        text = phrase(length)
        out[length] = cpu_seconds(text, vocabulary) / len(text)
    return out


def main() -> None:
    party = load_party([ROOT / "examples" / "ghostburn_party.toml"])
    vocabulary = get_system("ghostburn").vocabulary(party)
    for _ in range(3):
        cpu_seconds(phrase(400), vocabulary)  # build the parser and warm the caches
    shipped = per_char(vocabulary)
    limit = raw.MAX_PHRASE
    raw.MAX_PHRASE = 10**9
    try:
        lifted = per_char(vocabulary)
    finally:
        raw.MAX_PHRASE = limit
    print(f"{'phrase length (chars)':<28}" + "".join(f"{n:>9}" for n in LENGTHS))
    print(f"{'as shipped, us per char':<28}" + "".join(f"{shipped[n] * 1e6:>9.3f}" for n in LENGTHS))
    print(f"{'limit lifted, us per char':<28}" + "".join(f"{lifted[n] * 1e6:>9.3f}" for n in LENGTHS))
    longest, shortest = LENGTHS[-1], LENGTHS[0]
    refused = shipped[longest] * len(phrase(longest))
    print(row(f"parse: per-char time {longest:,} vs {shortest} chars (as shipped)",
              f"{shipped[longest] / shipped[shortest]:.4f}x", "target < 1 (refused unread)",
              shipped[longest] < shipped[shortest]))
    print(row(f"parse: a {longest:,}-character phrase refused in", f"{refused * 1e6:.0f} us", "target < 1 s",
              refused < 1))
    print(row(f"lexer+parser: per-char time {longest:,} vs {shortest} chars (no limit)",
              f"{lifted[longest] / lifted[shortest]:.2f}x", "target < 2 (linear)",
              lifted[longest] / lifted[shortest] < 2))


if __name__ == "__main__":
    main()
