"""Shared pieces of the fuzz suite: hypothesis settings (fixed seed in CI, longer runs by env var) and phrase strategies.

Phrases are built from the grammar's own vocabulary (each system's terms and verbs, the lexer's keywords and number
words) arranged as the grammar's clause kinds, then bent (near-valid) or attacked (hostile).

Environment:
  ROLLMATE_FUZZ_EXAMPLES=N   examples per fuzz test instead of the CI default (bench/fuzz-long sets it)
  ROLLMATE_FUZZ_SEED=S       explore from hypothesis seed S instead of the fixed, derandomized CI run
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from rollmate.grammar.lexer import MAX_PHRASE
from rollmate.grammar.words import KEYWORDS, NUMBER_WORDS, ORDINALS
from rollmate.rules.sheets import Party, load_party
from rollmate.rules.system import SystemSpec, get_system
from rollmate.rules.vocabulary import Vocabulary

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
SYSTEMS = ("ghostburn", "fs3", "fist", "pbta")

EXAMPLES_PER_TEST = int(os.environ.get("ROLLMATE_FUZZ_EXAMPLES", "0") or 0)  # 0: each test's CI default
SEED = os.environ.get("ROLLMATE_FUZZ_SEED")

F = TypeVar("F", bound=Callable[..., Any])


def fuzz(examples: int) -> Callable[[F], F]:
    """Settings for one fuzz test: `examples` in CI at a fixed seed (derandomized), or the long run's count and seed."""

    def wrap(test: F) -> F:
        configured = settings(
            max_examples=EXAMPLES_PER_TEST or examples,
            derandomize=SEED is None,
            database=None,  # a fixed run must not depend on what an earlier run saved
            deadline=None,  # speed is measured in bench/, never asserted in a test
            print_blob=True,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
        )(test)
        if SEED is not None:
            configured = hypothesis_seed(int(SEED))(configured)
        return configured  # type: ignore[return-value]

    return wrap


HANG_SECONDS = 30


@contextmanager
def no_hang(what: str) -> Iterator[None]:
    """Turn a hang (an input that makes some step run away) into a failure naming the input.

    Not a speed check: a minute is thousands of times what any phrase takes; bench/ measures speed.
    """
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise AssertionError(f"still running after {HANG_SECONDS} s (a hang?): {what}")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# --- the systems and their example parties ------------------------------------------------------


@cache
def party(system: str) -> Party:
    return load_party([EXAMPLES / f"{system}_party.toml"])


@cache
def game(system: str) -> SystemSpec:
    return get_system(system)


@cache
def vocabulary(system: str) -> Vocabulary:
    return game(system).vocabulary(party(system))


def of_kind(system: str, kind: str) -> list[str]:
    """The vocabulary's phrases of one kind (skill, trick, ability, dl, trait, security, cue, name, level)."""
    return sorted(p for p, t in vocabulary(system).terms.items() if t.kind == kind)


def words(system: str) -> list[str]:
    """Every word or phrase the lexer gives a meaning to in this system."""
    v = vocabulary(system)
    return sorted({*v.terms, *v.verbs, *KEYWORDS, *NUMBER_WORDS, *ORDINALS})


# --- building blocks ----------------------------------------------------------------------------

small = st.integers(0, 12).map(str)
face_d6 = st.integers(1, 6).map(str)
face_d8 = st.integers(1, 8).map(str)
face_d10 = st.integers(1, 10).map(str)
any_face = st.one_of(face_d10, st.integers(0, 99).map(str))
big = st.one_of(st.integers(13, 9999), st.integers(10_000, 10**40)).map(str)
number = st.one_of(small, small, small, big, st.sampled_from(sorted(NUMBER_WORDS)))
signed = st.builds(lambda s, n: f"{s}{n}", st.sampled_from(["+", "-", "+ ", "- ", "plus ", "minus "]),
                   st.one_of(small, big))


def pick(options: list[str]) -> st.SearchStrategy[str]:
    return st.sampled_from(options) if options else st.just("")


def join(parts: st.SearchStrategy[list[str]]) -> st.SearchStrategy[str]:
    return parts.map(lambda ps: " ".join(p for p in ps if p))


def clause(system: str) -> st.SearchStrategy[str]:
    """One clause of any kind the grammar knows (phrase.lark: action, difficulty, dice, war, luck, versus, help...)."""
    names = pick(of_kind(system, "name"))
    verbs = pick(sorted(vocabulary(system).verbs))
    skills = pick(of_kind(system, "skill") or of_kind(system, "ability"))
    abilities = pick(of_kind(system, "ability"))
    tricks = pick(of_kind(system, "trick") or of_kind(system, "skill"))
    cues = pick(of_kind(system, "cue"))
    levels = pick(of_kind(system, "level") or ["success"])
    dls = pick(of_kind(system, "dl") or ["hard"])
    traits = pick(of_kind(system, "trait") or ["wits"])
    security = pick(of_kind(system, "security") or ["retail"])
    faces = {"ghostburn": face_d10, "fs3": face_d8}.get(system, face_d6)  # d6 games: FIST, PbtA and any new one
    some_faces = st.lists(st.one_of(faces, faces, faces, any_face), min_size=0, max_size=8)
    maybe = lambda s: st.one_of(st.just(""), s)  # noqa: E731
    kinds = [
        join(st.tuples(maybe(names), verbs, maybe(st.sampled_from(["the", "a", "my"])), maybe(names))),  # action
        join(st.tuples(st.sampled_from(["roll", "use", "", "make a roll"]), skills)),  # a named skill
        join(st.tuples(st.sampled_from(["use", "", "roll"]), tricks)),
        join(st.tuples(traits, maybe(st.sampled_from(["is", "at"])), dls)),  # difficulty
        join(st.tuples(st.sampled_from(["dl", "difficulty", "the dl is"]), st.one_of(dls, number))),
        join(st.tuples(dls, maybe(number.map(lambda n: f"({n})")))),
        join(st.tuples(traits, security)),
        join(st.tuples(st.sampled_from(["raise it", "lower it", "raise", "lower"]), maybe(number),
                       maybe(st.sampled_from(["step", "steps", "notch"])), maybe(st.just("for the wind")))),
        signed,
        join(st.tuples(st.sampled_from(["bonus", "my bonus is"]), st.one_of(signed, number))),
        st.sampled_from(["spend luck", "with luck", "luck", "spend a luck point", "use luck to avoid the glitch",
                         "avoid the glitch", "spend my luck"]),
        join(st.tuples(maybe(names), st.sampled_from(["rolled", "I rolled", "dice", "got", "the dice show"]),
                       some_faces.map(" and ".join) | some_faces.map(" ".join))),
        join(st.tuples(maybe(names), st.sampled_from(["spend", "add", "adds", "throw in", ""]), maybe(number),
                       st.sampled_from(["war die", "war dice", "a war die"]), some_faces.map(" ".join))),
        join(st.tuples(st.sampled_from(["vs", "versus", "against", "opposed by"]),
                       st.one_of(names, skills, abilities, number))),
        join(st.tuples(st.sampled_from(["helped by", "with help from", "assisted by"]),
                       st.lists(names, min_size=1, max_size=5).map(" and ".join))),
        join(st.tuples(names, st.sampled_from(["assists", "assists with a", "assists with"]), maybe(levels))),
        join(st.tuples(st.sampled_from(["using", "with", "instead of", "+"]), abilities)),
        st.sampled_from(["with advantage", "with disadvantage", "advantage", "upgraded", "downgrade", "upgrade"]),
        join(st.tuples(st.just("roll"), number, maybe(st.just("for the goon")))),
        join(st.tuples(number, st.sampled_from(["dice", "die"]))),
        join(st.tuples(st.sampled_from(["a group of", "crowd of"]), number)),
        join(st.tuples(st.one_of(pick(sorted(ORDINALS)), number.map(lambda n: f"{n}th")), st.just("attack"))),
        join(st.tuples(st.sampled_from(["I'm", "while I'm", "I am"]), cues)),
        join(st.tuples(st.sampled_from(["to", "so"]), verbs, st.sampled_from(["the truck", "what battery it uses"]))),
        join(st.tuples(st.sampled_from(["as", ""]), names, st.sampled_from([":", ","]))),
        cues,
        pick(words(system)),
    ]
    return st.one_of(kinds)


SEPARATORS = st.sampled_from([", ", ", ", " and ", "; ", " & ", ". ", " then ", " ", ",", " , "])


@st.composite
def valid_phrase(draw: st.DrawFn, system: str) -> str:
    """A phrase made of the grammar's clauses: most are understood, some are refused by the rules."""
    clauses = draw(st.lists(clause(system), min_size=1, max_size=5))
    out = clauses[0]
    for c in clauses[1:]:
        out += draw(SEPARATORS) + c
    return out


ODD_CHARS = st.sampled_from([
    "\x00", "\x07", "\x1b[31m", "\r", "\n", "\t", "\x7f", "\u2028", "\u200b", "\u202e", "\ufeff", "\u0301",
    "🎲", "🔥", "👩‍👩‍👧", "٣", "²", "Ⅻ", "ﬁ", "ß", "İ", "’", "“", "‘", "«", "\\", "%s", "{0}", "%n",
])


@st.composite
def near_valid_phrase(draw: st.DrawFn, system: str) -> str:
    """A valid phrase with a few typos: characters dropped, doubled, swapped, replaced or inserted; case changed."""
    text = draw(valid_phrase(system))
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        op = draw(st.sampled_from(["drop", "double", "swap", "replace", "insert", "case", "cut"]))
        if op == "drop":
            text = text[:i] + text[i + 1:]
        elif op == "double":
            text = text[:i] + text[i] + text[i:]
        elif op == "swap" and i + 1 < len(text):
            text = text[:i] + text[i + 1] + text[i] + text[i + 2:]
        elif op in ("replace", "insert"):
            char = draw(st.one_of(st.characters(codec="ascii"), ODD_CHARS, st.characters()))
            text = text[:i] + char + text[i + (op == "replace"):]
        elif op == "case":
            text = text.upper() if draw(st.booleans()) else text.swapcase()
        elif op == "cut":
            text = text[:i]
    return text


INJECTIONS = [
    "'; DROP TABLE rolls; --", "\" OR 1=1 --", "Robert'); DROP TABLE ledger;--", "1; DELETE FROM rolls",
    "$(rm -rf ~)", "`id`", "; ls -la", "| cat /etc/passwd", "&& echo pwned", "> /tmp/out", "${HOME}", "%PATH%",
    "\"", "'", "\"unbalanced", "it's \"quoted", "''", "(", ")", "((", "[[character]]", "{{", "<script>", "\\n",
    "../../etc/passwd", "NaN", "inf", "-inf", "1e308", "0x1F", "1_000", "--seed 5", "-", "--", "+", "++", "+-3",
]


def huge_number() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(5, 60).map(lambda n: "9" * n),
        st.integers(10**4, 10**80).map(str),
        st.integers(5, 40).map(lambda n: "+" + "1" * n),
        st.integers(5, 40).map(lambda n: "-" + "7" * n),
        st.integers(0, 10**6).map(lambda n: f"{n}.5"),
    )


@st.composite
def long_phrase(draw: st.DrawFn, system: str) -> str:
    """Well past the length limit: up to 10,000 characters, from repeated clauses or one character."""
    length = draw(st.sampled_from([MAX_PHRASE + 1, MAX_PHRASE + 2, 1000, 4096, 10_000]))
    how = draw(st.sampled_from(["clauses", "char", "digits", "spaces"]))
    if how == "clauses":
        unit = draw(valid_phrase(system)) + ", "
    elif how == "char":
        unit = draw(st.one_of(st.characters(), ODD_CHARS))
    elif how == "digits":
        unit = "9"
    else:
        unit = " "
    text = (unit * (length // max(1, len(unit)) + 1))[:length]
    return text


@st.composite
def hostile_phrase(draw: st.DrawFn, system: str) -> str:
    """Huge numbers, 10,000 characters, control characters, emoji, SQL and shell metacharacters, stray quotes."""
    kind = draw(st.sampled_from(["text", "inject", "huge", "long", "odd", "only_odd", "binaryish"]))
    if kind == "text":
        return draw(st.text(max_size=120))
    if kind == "long":
        return draw(long_phrase(system))
    if kind == "only_odd":
        return "".join(draw(st.lists(ODD_CHARS, min_size=1, max_size=8)))
    if kind == "binaryish":
        return draw(st.binary(max_size=80)).decode("latin-1")
    base = draw(valid_phrase(system))
    piece = draw({"inject": st.sampled_from(INJECTIONS), "huge": huge_number(), "odd": ODD_CHARS}[kind])
    at = draw(st.integers(0, len(base)))
    sep = draw(st.sampled_from(["", " ", ", "]))
    return base[:at] + sep + piece + sep + base[at:]


def phrases(system: str) -> st.SearchStrategy[str]:
    """The fuzz mix: valid, near-valid and hostile phrases for one system."""
    return st.one_of(valid_phrase(system), near_valid_phrase(system), hostile_phrase(system))


def follow_ups(system: str) -> st.SearchStrategy[str]:
    """What the chat accepts between rolls: follow-ups, switches and questions."""
    names = of_kind(system, "name")
    return st.one_of(
        st.sampled_from(["spend luck", "use luck to avoid the glitch", "avoid the glitch", "reroll", "why", "odds",
                         "what if", "end turn", "add a war die", "add 2 war dice", "war die 4", "help", "explain",
                         "what were the odds", "next turn", "odds of roll Firearms", "odds kick in the door", ""]),
        st.sampled_from(names),
        st.tuples(st.sampled_from(names), st.sampled_from([" adds a war die", " spends luck", " rerolls", ":"])).map(
            "".join),
    )
