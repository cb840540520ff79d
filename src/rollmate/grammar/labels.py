"""A rules name typed with a slip where a label stands ("…the gate,wrek,4 3", "…checkpoint, Creatve, 4 4"), beside an
action word that settles the same roll ("smashes": Wreck; "bluffs": Creative): the label is read as that name, and
the reading shows it ("'wrek' read as Wreck").

A label stands alone in its clause (between commas, or before the dice). The slip is one typing slip from exactly
one rules name of the game (skill, trick, attribute); two near are asked about. When no action word of the phrase
settles the roll, or one settles another, the slip is left as typed, and the reader asks about it as ever: a near
miss where only the label says what to roll is an error, as the contract says. A label spelled by ear, not slipped
("..., stelth: 6 2 3", "..., technishun, ...": spelling.heard), is the name where no action word settles another roll
(where one does, as in "sneaks ... and then hacks ..., stelth", it is asked about as a slip is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lark.lexer import Token

from rollmate.errors import PhraseError
from rollmate.grammar.raw import Raw
from rollmate.rules.vocabulary import Vocabulary

if TYPE_CHECKING:
    from rollmate.grammar.marks import Label

SHORTEST = 4  # shorter words are too close to too many others ("wit", "int")
_OPENS = frozenset({",", ";", ":", "(", "[", "—", "–", "-"})
_CLOSES = frozenset({",", ";", ".", "!", "?", ")", "]"})


def typed_labels(raws: list[Raw], vocabulary: Vocabulary, text: str, known: object) -> tuple[list[Raw], list[Label]]:
    """The pieces with each slipped label standing for the rules name it is one slip from (its columns kept), and
    those labels, to be checked against the action words (settled). `known(raws, i)` says whether a piece is a word
    the reader knows already (a rules word, a name). Two rules names as near are asked about (PhraseError)."""
    from rollmate.grammar.spelling import heard, inflected_name, rules_slips  # here: a word alone in its clause

    out = list(raws)
    labels: list[Label] = []
    for i, raw in enumerate(raws):
        if raw.kind != "word" or len(raw.low) < SHORTEST or not raw.low.isalpha() or not _alone(raws, i):
            continue
        if (inflected := inflected_name(raw.low, vocabulary)):  # "..., controled, 5 3 1": Controlled
            from rollmate.grammar.marks import Label

            out[i] = Raw("word", raw.text, raw.start, inflected.lower())
            labels.append(Label(raw.start, raw.start + len(raw.text), inflected, True))
            continue
        if known(raws, i):  # type: ignore[operator]
            continue
        near = rules_slips(raw.low, vocabulary)
        if len(near) > 1:
            raise PhraseError(f"I'm not sure which '{raw.text}' is: {' or '.join(near)}?", text=text,
                              column=raw.start + 1, length=len(raw.text), suggestions=near,
                              hint=f"Write the name out, e.g. '{near[0]}'.")
        if near:
            out[i] = Raw("word", raw.text, raw.start, near[0].lower())
            from rollmate.grammar.marks import Label  # built by the first label read through its slip

            labels.append(Label(raw.start, raw.start + len(raw.text), near[0],
                                heard(raw.low, near[0].lower(), vocabulary)))
    return out, labels


def _alone(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] stands alone in its clause: after a mark that opens one (or a name's colon), and before one
    that closes it, or the dice."""
    before = raws[i - 1] if i else None
    after = raws[i + 1] if i + 1 < len(raws) else None
    opens = before is not None and before.kind == "mark" and before.text in _OPENS
    closes = after is None or after.kind == "number" or (after.kind == "mark" and after.text in _CLOSES)
    return opens and closes


def settled(labels: list[Label], tokens: list[Token], vocabulary: Vocabulary, text: str) -> list[Label]:
    """The labels an action word of the phrase settles to the same roll (each action word the same one); a label no
    action word settles is refused, naming the rules name it is near, as a slip where a rules name must stand is."""
    for label in labels:
        rolls = [_rolls(str(t.value), vocabulary) for t in tokens if t.type == "VERB"]
        if label.heard and all(label.name in _may_roll(str(t.value), vocabulary) for t in tokens if t.type == "VERB"):
            continue  # "..., stelth: 6 2 3": a name spelled by ear says the roll where no action word says another
        if not rolls or not all(label.name in r for r in rolls):
            raise PhraseError(f"I don't know the word '{text[label.start : label.end]}'", text=text,
                              column=label.start + 1, length=label.end - label.start, suggestions=(label.name,))
    return labels


def _may_roll(value: str, vocabulary: Vocabulary) -> set[str]:
    """The rules names an action word's value leaves open: what any of its values settles ('fixes': Technician or
    Mechanic), and, as no roll, the values a label may say (a position, a difficulty: 'dessperate')."""
    each = [{p, *vocabulary.rolls_of.get(p, ()), *vocabulary.within.get(p, ())} for p in value.split("|")]
    return set.union(*each) | {t.value.capitalize() for t in vocabulary.terms.values() if t.kind not in _ROLLS}


_ROLLS = ("skill", "trick", "ability", "trait")


def _rolls(value: str, vocabulary: Vocabulary) -> set[str]:
    """The rules names an action word's value settles: itself (an action, a trick), the rolls the game says it
    decides (an attribute), and what it is part of (a trick's skill); a value shared by two ('A|B') settles what
    both settle."""
    parts = value.split("|")
    each = [{p, *vocabulary.rolls_of.get(p, ()), *vocabulary.within.get(p, ())} for p in parts]
    return set.intersection(*each)
