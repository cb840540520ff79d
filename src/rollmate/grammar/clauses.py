"""The phrase grammar (phrase.lark) built with lark's public API: a token list in, the clauses' records out.

LALR, not Earley: after the lexer has decided what every word is, the grammar is LALR(1) and conflict-free
(strict=True proves it at build time, so no phrase has two readings for Earley to choose between), and measured
side by side on a game's corpus phrases (tests/grammar/corpus) lark's Earley parse of the same token lists was about
a hundred times slower than its LALR parse with the transformer inline.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token
from lark.lexer import Lexer

from rollmate.grammar.records import Record
from rollmate.grammar.transformer import PhraseTransformer
from rollmate.userdirs import private_cache_file


class Pretokenized(Lexer):
    """lark's custom-lexer hook: the tokens PhraseLexer and settle() already made, handed over as they are."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, data: Any) -> Iterator[Token]:  # type: ignore[override]
        yield from data


@cache
def phrase_parser() -> Lark:
    grammar = Path(__file__).with_name("phrase.lark").read_text("utf-8")
    # The LALR tables are kept in the user's private cache folder (start-up is quicker after the first run); never
    # in a shared folder, where another user could plant a file for lark to unpickle.
    # strict=True: a conflict in the grammar is an error at build time, never a silent choice of one reading.
    # The transformer runs inline as rules reduce: no parse tree is built and walked again.
    cached = cache_file(grammar)
    parser = Lark(grammar, parser="lalr", lexer=Pretokenized, maybe_placeholders=False, cache=cached, strict=True,
                  transformer=PhraseTransformer())
    if cached:  # lark writes it with the umask's permissions: like every file rollmate makes, it is 0600
        try:
            os.chmod(cached, 0o600)
        except OSError:
            pass
    return parser


def cache_file(grammar: str) -> str | bool:
    digest = hashlib.sha256(f"{grammar}\0{lark.__version__}".encode()).hexdigest()[:16]
    path = private_cache_file(f"grammar-{digest}.lark")
    return str(path) if path is not None else False


def trimmed(tokens: list[Token]) -> list[Token]:
    """The tokens without separators at either end (', climb the wall.' is the clause 'climb the wall')."""
    start, end = 0, len(tokens)
    while start < end and tokens[start].type == "SEP":
        start += 1
    while end > start and tokens[end - 1].type == "SEP":
        end -= 1
    return tokens[start:end]


def clauses(tokens: list[Token]) -> list[list[Record]]:
    """The phrase's clauses, each a list of records; raises lark's UnexpectedInput where a token has no place."""
    kept = trimmed(tokens)
    return phrase_parser().parse(kept) if kept else []  # type: ignore[arg-type, return-value]
