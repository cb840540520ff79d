"""Fuzzing phrases: any text either resolves or raises a RollmateError; parse raises only PhraseError with a column.

Valid, near-valid and hostile phrases for each system with its example party (fuzzkit.py), through the whole
pipeline: parse, resolve and odds under every profile, and both renderings.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from fuzzkit import (
    SYSTEMS,
    fuzz,
    game,
    hostile_phrase,
    near_valid_phrase,
    no_hang,
    party,
    phrases,
    valid_phrase,
    vocabulary,
)
from hypothesis import given

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.grammar.lexer import MAX_PHRASE
from rollmate.rules.dice import RandomDice
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.table import render, show


def check_phrase_error(error: PhraseError, text: str) -> None:
    """A PhraseError says something, points at a column inside the phrase, and renders (caret and all)."""
    assert isinstance(error.message, str) and error.message.strip()
    assert isinstance(error.column, int) and error.column >= 1
    if len(text) > MAX_PHRASE and text.strip():  # (all blanks is "say what your character does", also unlexed)
        assert error.column == 1 and str(MAX_PHRASE) in error.message
    else:
        assert error.column <= len(text) + 1, (error.column, text)
    shown = str(error)
    assert error.message in shown and "Traceback" not in shown
    if error.text:
        assert "^" in error.caret()


def parse_or_error(system: str, text: str) -> RollRequest | None:
    try:
        request = parse(text, vocabulary(system))
    except PhraseError as error:
        check_phrase_error(error, text)
        return None
    except Exception as error:  # noqa: BLE001 - the property under test
        pytest.fail(f"parse({text!r}) raised {type(error).__name__}: {error}")
    assert isinstance(request, RollRequest) and request.text == text
    return request


def check_result(system: str, result: Resolution) -> None:
    g = game(system)
    assert result.system == system
    assert result.outcome in g.outcomes
    assert abs(sum(c.probability for c in result.odds) - 1) < 1e-9
    assert all(0 <= c.probability <= 1 for c in result.odds)
    assert result.steps and all(s.title and s.text for s in result.steps)
    json.loads(render.to_json(result))
    assert show.plain(show.explained(result))


def pipeline(system: str, text: str) -> None:
    """parse + resolve + odds under every profile: only RollmateError may escape, and results are well formed."""
    with no_hang(f"{system}: {text!r}"):
        _pipeline(system, text)


def _pipeline(system: str, text: str) -> None:
    request = parse_or_error(system, text)
    if request is None:
        return
    g, p = game(system), party(system)
    for profile in g.profiles:
        result = attempt(lambda profile=profile: g.resolve(request, p, RandomDice(11), profile=profile), f"{system}/{profile} resolve",
                         text)
        if result is not None:
            check_result(system, result)
        odds = attempt(lambda profile=profile: g.odds(request, p, profile=profile), f"{system}/{profile} odds", text)
        if odds is not None:
            assert abs(sum(c.probability for c in odds.odds) - 1) < 1e-9
            json.loads(render.odds_json(odds))
            assert show.plain(show.odds_only(odds))


def attempt(work: Callable[[], Resolution], what: str, text: str) -> Resolution | None:
    """The work's result, or None when it raised a RollmateError (with a message); anything else fails the test."""
    try:
        return work()
    except RollmateError as error:
        assert str(error).strip()
        return None
    except Exception as error:  # noqa: BLE001 - the property under test
        pytest.fail(f"{what}({text!r}) raised {type(error).__name__}: {error}")


@pytest.mark.parametrize("system", SYSTEMS)
@fuzz(60)
@given(data=valid_phrase("ghostburn") | valid_phrase("fs3") | valid_phrase("fist"))
def test_valid_clauses_of_any_system_resolve_or_are_refused(system: str, data: str) -> None:
    """Every system meets the others' vocabulary too (a FIST verb typed in an FS3 chat)."""
    pipeline(system, data)


@fuzz(90)
@given(text=valid_phrase("ghostburn"))
def test_ghostburn_valid(text: str) -> None:
    pipeline("ghostburn", text)


@fuzz(90)
@given(text=valid_phrase("fs3"))
def test_fs3_valid(text: str) -> None:
    pipeline("fs3", text)


@fuzz(90)
@given(text=valid_phrase("fist"))
def test_fist_valid(text: str) -> None:
    pipeline("fist", text)


@pytest.mark.parametrize("system", SYSTEMS)
@fuzz(70)
@given(data=near_valid_phrase("ghostburn") | near_valid_phrase("fs3") | near_valid_phrase("fist"))
def test_near_valid(system: str, data: str) -> None:
    pipeline(system, data)


@pytest.mark.parametrize("system", SYSTEMS)
@fuzz(90)
@given(data=hostile_phrase("ghostburn") | hostile_phrase("fist"))
def test_hostile(system: str, data: str) -> None:
    pipeline(system, data)


@pytest.mark.parametrize("system", SYSTEMS)
@fuzz(60)
@given(data=phrases("fs3"))
def test_parse_alone_raises_only_phrase_error(system: str, data: str) -> None:
    with no_hang(f"{system}: {data!r}"):
        parse_or_error(system, data)
