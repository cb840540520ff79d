"""lalr.drive runs lark's LALR tables in a loop of its own and builds each rule's value itself (filtering,
inlining, calling the transformer). It must give exactly what lark's own parser gives, on every phrase of the
corpus and of the phrase tables, and refuse exactly what lark refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Token
from lark.exceptions import UnexpectedInput

from conftest import EXAMPLES
from rollmate.errors import RollmateError
from rollmate.grammar import lalr, parser
from rollmate.grammar.slots import settle
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

CORPUS = Path(__file__).parent / "corpus"
SYSTEMS = ("ghostburn", "fist", "fs3")

# Phrases the grammar refuses after the lexer has read them: a number or a rules word with no slot to go in.
NOT_PHRASES = ["Hard Hard luck 3", "3 4 5, : ,", "vs vs", "roll Melee vs", "+ +", "helped by"]


def _streams(system: str) -> list[tuple[str, list]]:
    vocabulary = get_system(system).vocabulary(load_party([EXAMPLES / f"{system}_party.toml"]))
    lexer = parser._lexer(vocabulary)
    phrases = [json.loads(line)["phrase"] for line in (CORPUS / f"{system}.jsonl").read_text().splitlines()]
    out = []
    for phrase in phrases + NOT_PHRASES:
        try:
            tokens = settle(lexer.lex(phrase).tokens, phrase, roll_strings=vocabulary.roll_strings,
                            names=lexer.close_names)
        except RollmateError:
            continue
        out.append((phrase, tokens))
    return out


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_loop_builds_what_lark_builds(system: str) -> None:
    streams = _streams(system)
    assert len(streams) > 150
    refused = 0
    for phrase, tokens in streams:
        mine = lalr.drive(tokens)
        try:
            theirs = lalr.lark_parser().parse(tokens)
        except UnexpectedInput:
            refused += 1
            assert mine is None, phrase
            continue
        assert mine == theirs, phrase
    assert refused >= 1  # the refusals were tried too


# Every terminal the grammar declares, with a value of the kind the transformer reads from it.
_DECLARED = [name for line in (Path(parser.__file__).parent / "phrase.lark").read_text().splitlines()
             if line.startswith("%declare") for name in line.split()[1:]]
_VALUES = {"NUMBER": 3, "SIGNED": 2, "ORDINAL": 2, "WARDIE": 1, "STEPS": 1, "DICECOUNT": 4, "FACES": (3, 9),
           "IDIOM": (1, 1), "BONUS": "bonus"}


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(_DECLARED), min_size=1, max_size=9))
def test_any_run_of_tokens_reads_as_lark_reads_it(kinds: list[str]) -> None:
    """Token streams the lexer could in principle make, most of them nonsense: the loop and lark agree on each,
    both on what it builds and on refusing it."""
    tokens = []
    for k, kind in enumerate(kinds):
        value = _VALUES.get(kind, kind.lower())
        token = Token(kind, value, start_pos=3 * k, column=3 * k + 1, end_pos=3 * k + 2)
        tokens.append(token)
    mine = lalr.drive(tokens)
    try:
        theirs = lalr.lark_parser().parse(tokens)
    except UnexpectedInput:
        assert mine is None
        return
    except Exception:  # a transformer method refusing a shape no lexer makes: the loop must refuse it too
        with pytest.raises(Exception):
            lalr.drive(tokens)
        return
    assert mine == theirs
