"""Any text either resolves or raises a RollmateError with a message; parse() raises only PhraseError."""

from __future__ import annotations

from conftest import EXAMPLES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
GB = get_system("ghostburn")
VOCAB = GB.vocabulary(PARTY)
WORDS = sorted({*VOCAB.terms, *VOCAB.verbs, "rolled", "spend", "luck", "vs", "dl", "and", ",", "3", "9", "+2", "-1",
                "war die", "as", ":", "raise", "steps", "using", "helped by", "(", ")", "'s", "I'm"})

phrases = st.one_of(
    st.text(max_size=80),
    st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join),
    st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=6)), max_size=10).map(" ".join),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phrases)
def test_parse_returns_a_request_or_a_phrase_error(text: str) -> None:
    try:
        request = parse(text, VOCAB)
    except PhraseError as error:
        assert error.message and error.column >= 1
        return
    assert request.text == text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phrases)
def test_resolve_never_raises_anything_but_a_rollmate_error(text: str) -> None:
    try:
        result = GB.resolve(parse(text, VOCAB), PARTY, RandomDice(7))
    except RollmateError as error:
        assert str(error)
        return
    assert result.outcome in GB.outcomes
    assert abs(sum(c.probability for c in result.odds) - 1) < 1e-9
