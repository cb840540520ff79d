"""The phrase grammar uses lark through its public API only: no private names, no parser internals, and the
clauses come back as typed records."""

from __future__ import annotations

import re

from conftest import EXAMPLES, ROOT

from rollmate.grammar import records
from rollmate.grammar.clauses import clauses
from rollmate.grammar.parser import _lexer
from rollmate.grammar.slots import settle
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PRIVATE = re.compile(r"from lark[\w.]* import [^\n]*\b_\w|parse_table|\.parser\.parser|lark\.\w+\._")


def test_no_module_reads_lark_internals() -> None:
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "src").rglob("*.py") if PRIVATE.search(p.read_text())]
    assert offenders == []


def test_each_clause_is_a_list_of_typed_records() -> None:
    vocabulary = get_system("fist").vocabulary(load_party([EXAMPLES / "fist_party.toml"]))
    lexer = _lexer(vocabulary)
    text = "kick the door, rolled 3 and 4, spend a war die"
    tokens = settle(lexer.lex(text).tokens, text, roll_strings=False, names=lexer.close_names)
    found = clauses(tokens)
    kinds = [[type(x).__name__ for x in clause] for clause in found]
    assert kinds == [["Word", "Word"], ["Dice"], ["Spend"]]
    assert found[1][0] == records.Dice(faces=(3, 4), start=15, end=29)
