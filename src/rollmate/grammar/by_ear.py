"""Words spelled by ear (by_ear.toml) read as the words they sound like: a homophone inside a rules phrase of the
game's data ("too handed grip": Two-Handed Grip; "reed person": Read Person), and the few homophones no table means
in their own sense ("wile": while). The pieces keep their columns and what was typed, so the reading shows both.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rollmate.grammar.raw import Raw, verb_bases
from rollmate.rules.vocabulary import Vocabulary, name_parts, per_cast

BY_EAR_FILE = Path(__file__).with_name("by_ear.toml")


@cache
def _table() -> tuple[dict[str, tuple[str, ...]], dict[str, str]]:
    """by_ear.toml as read: homophone -> the words it may stand for in a rules phrase; homophone -> its common word."""
    from rollmate.rules.tomlfile import read_toml  # parsed once, then read from the private cache with no parser

    data = read_toml(BY_EAR_FILE)
    phrased = {k: tuple(v) for k, v in data["in_rules_phrase"].items()}
    return phrased, dict(data["always"])


@per_cast
def _phrases(vocabulary: Vocabulary) -> frozenset[tuple[str, ...]]:
    """Every rules phrase and action phrase of two words or more, as words ('-' read as a space)."""
    return frozenset(tuple(p.replace("-", " ").split()) for p in (*vocabulary.terms, *vocabulary.verbs)
                     if len(p.replace("-", " ").split()) > 1)


def by_ear(raws: list[Raw], vocabulary: Vocabulary) -> list[Raw]:
    """The pieces with each homophone read as the word it stands for, where the table says it may be."""
    raws = alternative(raws, vocabulary) if any(r.low == "or" for r in raws) else raws
    raws = names_by_ear(raws, vocabulary)  # "Kez sneaks past ...": Kes
    phrased, always = _table()
    if not any(r.low in phrased or r.low in always for r in raws):
        return raws
    out = list(raws)
    for k, raw in enumerate(raws):
        if raw.kind != "word":
            continue
        if raw.low in always:
            out[k] = Raw("word", raw.text, raw.start, always[raw.low])
            continue
        for meant in phrased.get(raw.low, ()):
            if _opens_phrase(meant, raws, k + 1, vocabulary):
                out[k] = Raw("word", raw.text, raw.start, meant)
                break
    return out


def alternative(raws: list[Raw], vocabulary: Vocabulary) -> list[Raw]:
    """The pieces with a word offered as the other choice to a rules value ("hard or sever") read as the value of the
    same kind it sounds like (Severe), so that the reader asks which of the two it is, instead of taking the first
    and leaving the other to the scene."""
    terms = vocabulary.terms
    out = raws
    for k in range(2, len(raws)):
        raw, said = raws[k], terms.get(raws[k - 2].low)
        if raws[k - 1].low != "or" or said is None or raw.kind != "word" or raw.low in terms or len(raw.low) < 4:
            continue
        alike = {t.value for p, t in terms.items() if t.kind == said.kind and " " not in p and _sound(p) == _sound(raw.low)
                 and p[0] == raw.low[0]}
        if len(alike) == 1 and said.value not in alike:
            out = list(out) if out is raws else out
            out[k] = Raw("word", raw.text, raw.start, next(iter(alike)).lower())
    return out


def _sound(word: str) -> str:
    from jellyfish import metaphone  # here: only a phrase offering two values, or a name nobody has, loads it

    return str(metaphone(word))


def names_by_ear(raws: list[Raw], vocabulary: Vocabulary) -> list[Raw]:
    """The pieces with a capitalised word nobody is called, and no English word, read as the one loaded character's
    name or nickname it sounds like ("Kez": Kes, "Feebee": Phoebe, "Gwillum": Gwilym). Left as typed, for the reader
    to ask whom it means: a word that sounds like two characters or like none; a speaker's label ("Dexx: ..."),
    which the contract asks about; and a word one letter from a name ("Inez" for Ines, "Mirella" for Mirela, "Jnuo"
    for Juno), which is as likely another person's name, or a keyboard slip, as the name spelled by ear."""
    from rollmate.rules.forms import is_english

    terms = vocabulary.terms
    out = raws
    for k, raw in enumerate(raws):
        if raw.kind != "word" or not raw.text[:1].isupper() or not raw.low.isalpha() or len(raw.low) < 3 \
                or raw.low in terms or raw.text != raw.text.capitalize() or raw.low in name_parts(vocabulary):
            continue  # ("Jonah" of Jonah Bell is him by his own name, never the 'Jonny' it sounds like)
        if k + 1 < len(raws) and raws[k + 1].text == ":":
            continue  # "Dexx: ...": a speaker's label, where the contract has a near miss asked about
        if is_english(raw.low):
            continue
        from rapidfuzz.distance import OSA  # here: only a capitalised word nobody is called, and no English word

        alike = _names_by_sound(vocabulary).get(_sound(raw.low), set())
        if len({value for value, _ in alike}) != 1 or any(OSA.distance(raw.low, p) <= 1 for _, p in alike):
            continue  # ("Inez" for Ines, "Mirella" for Mirela, "Jnuo" for Juno: asked)
        out = list(out) if out is raws else out
        out[k] = Raw("word", raw.text, raw.start, min(p for _, p in alike))
    return out


@per_cast
def _names_by_sound(vocabulary: Vocabulary) -> dict[str, set[tuple[str, str]]]:
    """The loaded names of one word by how they sound (_sound) -> each name's value and its word, built once per
    vocabulary (not for every capitalised word nobody is called)."""
    found: dict[str, set[tuple[str, str]]] = {}
    for p, t in vocabulary.terms.items():
        if t.kind == "name" and " " not in p:
            found.setdefault(_sound(p), set()).add((t.value, p))
    return found


def heard_names(read: list[Raw], vocabulary: Vocabulary) -> list[tuple[int, int, str]]:
    """Where the spelling read a capitalised word as a loaded name, what the reading shows: ("Vexx" read as) Vex."""
    shown = []
    for raw in read:
        term = vocabulary.terms.get(raw.low)
        if term is not None and term.kind == "name" and raw.text[:1].isupper() and raw.text.lower() != raw.low:
            shown.append((raw.start, raw.start + len(raw.text), term.value))
    return shown


@cache
def _longest(phrases: frozenset[tuple[str, ...]]) -> int:
    return max((len(p) for p in phrases), default=0)


def _opens_phrase(meant: str, raws: list[Raw], after: int, vocabulary: Vocabulary) -> bool:
    """Whether `meant` (or its verb base) and the words typed after it make a whole phrase of the vocabulary."""
    phrases = _phrases(vocabulary)
    longest = _longest(phrases)
    following = []
    for raw in raws[after : after + longest - 1]:
        if raw.kind != "word":
            break
        following.extend(raw.low.replace("-", " ").split())
    for first in dict.fromkeys((meant, *verb_bases(meant))):
        for size in range(1, len(following) + 1):
            if (first, *following[:size]) in phrases:
                return True
    return False
