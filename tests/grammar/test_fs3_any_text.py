"""FS3: any text either resolves (both profiles) or raises a RollmateError with a message; odds always sum to 1."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import FollowUp
from rollmate.rules.systems.fs3 import SYSTEM

PARTY = load_party([Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml"])
VOCAB = SYSTEM.vocabulary(PARTY)
WORDS = sorted({*VOCAB.terms, *VOCAB.verbs, "roll", "rolled", "dice", "spend", "luck", "vs", "and", ",", "+", "-",
                "0", "3", "7", "31", "+2", "-1", "-3", "helped by", "assists with", "Klingon", "Basket Weaving", ":"})

phrases = st.one_of(
    st.text(max_size=60),
    st.lists(st.sampled_from(WORDS), max_size=10).map(" ".join),
    st.lists(st.sampled_from(WORDS), max_size=8).map("".join),
    st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=5)), max_size=8).map(" ".join),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phrases, st.sampled_from(["rules", "aresmush"]))
def test_fs3_resolves_or_explains(text: str, profile: str) -> None:
    try:
        request = parse(text, VOCAB)
    except PhraseError as error:
        assert error.message and error.column >= 1
        return
    try:
        result = SYSTEM.resolve(request, PARTY, RandomDice(7), profile=profile)
        odds = SYSTEM.odds(request, PARTY, profile=profile)
    except RollmateError as error:
        assert str(error)
        return
    assert result.outcome in SYSTEM.outcomes
    assert sum(c.fraction for c in result.odds) == 1
    assert sum(c.fraction for c in odds.odds) == 1
    try:
        after = SYSTEM.follow_up(result, FollowUp(kind="luck"), PARTY, RandomDice(8))
    except RollmateError as error:
        assert str(error)
        return
    assert after.resource_use is not None and after.resource_use.use == "reroll"
