"""systems/fist/fist.toml: the attributes, the classification words and the texts are complete, unique and reachable."""

from __future__ import annotations

from collections import Counter

import pytest

from rollmate.grammar import parse
from rollmate.rules.content import load_data
from rollmate.rules.sheets import Party
from rollmate.rules.systems.fist.data import OUTCOMES, classify, content, key_of, vocabulary

RAW = load_data("fist")
VOCAB = vocabulary(Party())


def every_word() -> list[str]:
    words = [key_of(w) for a in RAW["attributes"] for kind in ("verbs", "weapons", "nouns") for w in a[kind]]
    return words + [key_of(w) for m in RAW["mixed"] for w in m["words"]]


def test_the_four_attributes_with_short_forms() -> None:
    attrs = content().attributes
    assert [(a.name, a.short) for a in attrs.values()] == [
        ("Forceful", "FRC"), ("Tactical", "TAC"), ("Creative", "CRE"), ("Reflexive", "RFX")]
    for a in attrs.values():
        assert VOCAB.terms[a.name.lower()].value == a.name and VOCAB.terms[a.short.lower()].value == a.name


def test_every_word_is_listed_once() -> None:
    twice = [w for w, n in Counter(every_word()).items() if n > 1]
    assert twice == []


def test_mixed_words_name_real_attributes() -> None:
    for mixed in RAW["mixed"]:
        assert len(mixed["attributes"]) == 2 and set(mixed["attributes"]) <= set(content().attributes)


@pytest.mark.parametrize("word", every_word())
def test_every_word_reaches_the_rules_through_the_lexer(word: str) -> None:
    assert key_of(word) in parse(word, VOCAB).verbs


@pytest.mark.parametrize(
    ("words", "attribute"),
    [(("kick in",), "Forceful"), (("sledgehammer",), "Forceful"), (("intimidate",), "Forceful"),
     (("disguise",), "Tactical"), (("hack into", "database"), "Tactical"), (("operate", "machinery"), "Tactical"),
     (("persuasive", "speech"), "Creative"), (("bluff",), "Creative"), (("psychic",), "Creative"),
     (("dodge bullets",), "Reflexive"), (("knife",), "Reflexive"), (("parry",), "Reflexive")],
)
def test_the_seeds_examples_classify_as_the_seed_says(words: tuple[str, ...], attribute: str) -> None:
    assert classify(words).attribute == attribute


def test_nouns_alone_never_decide() -> None:
    choice = classify(("door", "database"))
    assert choice.attribute is None and set(choice.likely) == {"Forceful", "Tactical"}


def test_outcome_texts_and_cues() -> None:
    assert tuple(RAW["outcomes"]) == OUTCOMES
    assert {"narrate", "combat_failure", "combat_success", "ultra_bonus", "risky"} <= set(RAW["texts"])
    assert set(RAW["cues"]) == {"combat", "fate", "winner", "focus", "buddy"}
    assert VOCAB.terms["during the firefight"].value == "combat"


MIN_VERBS_PER_ATTRIBUTE = 25  # issue 10: everyday verbs or phrases per attribute


def test_every_attribute_has_enough_verbs() -> None:
    short = {a["name"]: len(a["verbs"]) for a in RAW["attributes"] if len(a["verbs"]) < MIN_VERBS_PER_ATTRIBUTE}
    assert short == {}


@pytest.mark.parametrize(
    ("phrase", "attribute"),
    [("set the charges", "Tactical"), ("blow open the vault", "Tactical"), ("slip into the uniform", "Tactical"),
     ("catch the fixer lying", "Creative"),
     ("talk my way past the checkpoint", "Creative"), ("mind-read the guard", "Creative"),
     ("shoulder-charge the door", "Forceful"), ("mow down the goons", "Forceful"),
     ("intimidate the guard", "Forceful")],
)
def test_table_talk_classifies_as_a_referee_would(phrase: str, attribute: str) -> None:
    assert classify(parse(phrase, VOCAB).verbs).attribute == attribute
