"""FIST content from fist.toml (this folder) (attributes, action words, cues, texts), its vocabulary, and classification."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Literal

from rollmate.rules.content import load_data
from rollmate.rules.matcher import Sense, match
from rollmate.rules.records import FrozenRecord, from_table
from rollmate.rules.sheets import Party
from rollmate.rules.vocabulary import Term, Vocabulary, build, people_terms, per_cast

OUTCOMES = ("Failure", "Partial Success", "Success", "Ultra Success")
TRAIT_HOOKS = ("fate", "winner", "focus", "buddy")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Attribute(FrozenRecord):
    """A FIST attribute: its name, short name, what it is used for, examples and a summary."""

    name: str
    short: str
    used_for: str
    examples: str
    summary: str
    verbs: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    nouns: tuple[str, ...] = ()

    @property
    def upper(self) -> str:
        return self.name.upper()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Mixed(FrozenRecord):
    """A pairing of attributes a phrase may call for, why, and the words that say it."""

    attributes: tuple[str, ...]
    why: str
    words: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Word(FrozenRecord):
    """One action word and what it says about the attribute: weights per attribute; nouns never decide alone."""

    phrase: str
    kind: Literal["verbs", "weapons", "nouns", "mixed"]
    weights: dict[str, int]
    why: str = ""  # for mixed words: why a referee could read it either way

    @property
    def decides(self) -> bool:
        return self.kind != "nouns"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Content(FrozenRecord):
    """FIST content: attributes, action words, cues, outcomes and texts."""

    attributes: dict[str, Attribute]
    words: dict[str, Word]
    cues: dict[str, tuple[str, ...]]
    outcomes: dict[str, str]
    texts: dict[str, str]

    def by_short(self, short: str) -> Attribute:
        return next(a for a in self.attributes.values() if a.short == short)


def key_of(phrase: str) -> str:
    """The lookup form of a phrase, as the vocabulary builds it."""
    return " ".join(phrase.lower().replace("-", " ").split())


@cache
def content() -> Content:
    raw = load_data("fist")
    weights: dict[str, int] = raw["weights"]
    attributes = {a["name"]: from_table(Attribute, a) for a in raw["attributes"]}
    words: dict[str, Word] = {}
    for attribute in attributes.values():
        for kind in ("verbs", "weapons", "nouns"):
            for phrase in getattr(attribute, kind):
                word = Word(phrase=key_of(phrase), kind=kind, weights={attribute.name: weights[kind]})
                words.setdefault(word.phrase, word)
    for mixed in (from_table(Mixed, m) for m in raw.get("mixed", ())):
        for phrase in mixed.words:
            weight = {name: weights["mixed"] for name in mixed.attributes}
            words.setdefault(key_of(phrase), Word(phrase=key_of(phrase), kind="mixed", weights=weight, why=mixed.why))
    cues = {key: tuple(key_of(p) for p in phrases) for key, phrases in raw["cues"].items()}
    return Content(attributes=attributes, words=words, cues=cues, outcomes=raw["outcomes"], texts=raw["texts"])


# --- classification ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Choice(FrozenRecord):
    """The attribute an action points to, or None when it is unclear, with the words that counted."""

    attribute: str | None
    scores: dict[str, int]
    words: tuple[Word, ...]
    likely: tuple[str, ...]  # the most likely attributes, best first (the tied ones when unclear)

    def why(self) -> str:
        """'hack, database -> TACTICAL: applications of logic'."""
        a = content().attributes[self.attribute or ""]
        used = [w.phrase for w in self.words if a.name in w.weights]
        return f"{', '.join(used)} -> {a.upper}: {a.used_for}"

    def others(self) -> str:
        """Attributes other words pointed to, e.g. 'door suggests Forceful'."""
        out = [f"{w.phrase} suggests {' or '.join(w.weights)}" for w in self.words if self.attribute not in w.weights]
        return "; ".join(out)


def classify(phrases: tuple[str, ...], as_things: set[str] | frozenset[str] = frozenset(),
             held: set[str] | frozenset[str] = frozenset(), acted_on: set[str] | frozenset[str] = frozenset()) -> Choice:
    """See _classify (the same few actions come back roll after roll, and a Choice is immutable)."""
    return _classify(phrases, frozenset(as_things), frozenset(held), frozenset(acted_on))


@lru_cache(maxsize=4096)
def _classify(phrases: tuple[str, ...], as_things: frozenset[str], held: frozenset[str] = frozenset(),
              acted_on: frozenset[str] = frozenset()) -> Choice:
    """Score each attribute by the matched words (the shared matcher): a unique top score named by a deciding word
    wins, else it's unclear. A verb said as a thing ('convince the pilot') counts as a noun: it only supports. So does
    a weapon said as what a verb of another attribute is done with ('smashes the window with the butt of his rifle'):
    the verb says how it is used; and one said as what a verb of no attribute of its own is done to ('repairs the
    jammed rifle'): the verb says what is done."""
    c = content()
    words = tuple(c.words[p] for p in phrases if p in c.words)
    noun = load_data("fist")["weights"]["nouns"]
    verbs = {a for w in words if w.kind == "verbs" and w.phrase not in as_things for a in w.weights}

    def sense(w: Word) -> Sense:
        if w.phrase in as_things and w.kind == "verbs" or w.phrase in held and w.kind == "weapons" \
                and verbs - set(w.weights) or w.phrase in acted_on and w.kind == "weapons" and verbs \
                and not verbs & set(w.weights):
            return Sense(dict.fromkeys(w.weights, noun), decides=False)
        return Sense(w.weights, w.decides)

    found = match(((w.phrase, sense(w)) for w in words), order=tuple(c.attributes))
    return Choice(attribute=found.choice, scores=dict(found.scores), words=words, likely=found.options)


def four_attributes() -> str:
    """The seed's list: each attribute, what it is for, and its example actions."""
    return "; ".join(f"+{a.upper} for {a.used_for} ({a.examples})" for a in content().attributes.values())


# --- vocabulary -------------------------------------------------------------------------------


def _base_pairs() -> tuple[tuple[str, Term], ...]:
    c = content()
    pairs: list[tuple[str, Term]] = []
    for a in c.attributes.values():
        pairs += [(a.name, Term(kind="ability", value=a.name)), (a.short, Term(kind="ability", value=a.name))]
    for key, phrases in c.cues.items():
        pairs += [(p, Term(kind="cue", value=key)) for p in phrases]
    return tuple(pairs)


@per_cast
def _vocabulary(called: tuple[tuple[str, str], ...], npcs: frozenset[str]) -> Vocabulary:
    people = people_terms(called)
    verbs = [(phrase, phrase) for phrase in content().words]
    vocab = build("fist", people + list(_base_pairs()), verbs)
    rolls_of = {w.phrase: tuple(w.weights) for w in content().words.values() if w.decides}
    return replace(vocab, **{"hint": load_data("fist")["hint"], "verb_nouns": True, "rolls_of": rolls_of, "npcs": npcs,
                             "signed_stats": True})


def vocabulary(party: Party) -> Vocabulary:
    """FIST words for the lexer: attributes (kind ability), names, cues, and every action word as a verb."""
    return _vocabulary(party.called(), frozenset(n.name for n in party.npcs))
