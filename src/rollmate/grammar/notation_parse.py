"""Dice notation's lark grammar (notation.lark) and its transformer: a line of notation into the rules' Notation
record. Loaded only for a line that has notation's shape (notation.py looks first)."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from lark import Lark, Token, Transformer, UnexpectedInput

from rollmate.rules.notation import Constant, DiceTerm, Notation, check


@cache
def _parser() -> Lark:
    grammar = resources.files("rollmate.grammar").joinpath("notation.lark").read_text("utf-8")
    return Lark(grammar, parser="lalr")


class _ToNotation(Transformer):
    """One method per rule: the tree becomes the rules' own records."""

    def start(self, items: list) -> Notation:
        parts = [i for i in items if not (isinstance(i, Token) and i.type == "ROLL")]
        repeat = int(parts[0]) if len(parts) == 2 else 1
        return Notation(terms=tuple(parts[-1]), repeat=repeat)

    def sum(self, items: list) -> list:
        terms = [items[0]]
        for sign, term in zip(items[1::2], items[2::2]):
            terms.append(_signed(term, -1 if sign == "-" else 1))
        return terms

    def signed_first(self, items: list) -> DiceTerm | Constant:
        return _signed(items[-1], -1 if len(items) == 2 and items[0] == "-" else 1)

    def constant(self, items: list) -> Constant:
        return Constant(int(items[0]))

    def dice(self, items: list) -> DiceTerm:
        count = 1
        if isinstance(items[0], Token) and items[0].type == "COUNT":
            count, items = int(items[0]), items[1:]
        sides_token = items[1]
        sides = 100 if sides_token == "%" else int(sides_token)
        keep, success = None, None
        for extra in items[2:]:
            if extra[0] == "keep":
                keep = extra
            else:
                success = extra
        return DiceTerm(count=count, sides=sides, keep=_keep_name(keep[1]) if keep else None,
                        keep_count=keep[2] if keep else 0, compare=success[1] if success else None,
                        target=success[2] if success else 0)

    def keep(self, items: list) -> tuple[str, str, int]:
        return ("keep", str(items[0]).lower(), int(items[1]))

    def success(self, items: list) -> tuple[str, str, int]:
        return ("success", str(items[0]), int(items[1]))


def _keep_name(word: str) -> str:
    return "kh" if word == "k" else word


def _signed(term: DiceTerm | Constant, sign: int) -> DiceTerm | Constant:
    if isinstance(term, Constant):
        return Constant(term.value, sign)
    return DiceTerm(term.count, term.sides, sign, term.keep, term.keep_count, term.compare, term.target)


def parse(text: str) -> Notation | None:
    """The notation a line is, checked against the limits (RulesError past them), or None when lark reads none."""
    try:
        tree = _parser().parse(text.strip())
    except UnexpectedInput:
        return None
    notation = _ToNotation().transform(tree)
    shown = re.sub(r"^roll\s+", "", " ".join(text.split()), flags=re.IGNORECASE)
    return check(Notation(notation.terms, notation.repeat, shown))
