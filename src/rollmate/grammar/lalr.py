"""The LALR parse of a token list: lark builds the grammar's tables once (kept in the user's private cache), and a
loop of our own runs them and builds each rule's value as lark's tree builder and the transformer would."""

from __future__ import annotations

import hashlib
import os
from functools import cache
from importlib import resources
from typing import Any

import lark
from lark import Lark, Token
from lark.lexer import Lexer

from rollmate.grammar.transformer import PhraseTransformer
from rollmate.userdirs import private_cache_file


class _Pretokenized(Lexer):
    """Lark calls this with the token list PhraseLexer already made."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, data: Any) -> Any:  # type: ignore[override]
        yield from data


_END = Token("$END", "")


@cache
def lark_parser() -> Lark:
    grammar = resources.files("rollmate.grammar").joinpath("phrase.lark").read_text("utf-8")
    # The LALR tables are kept in the user's private cache folder (start-up drops from ~100 ms to ~15 ms after
    # the first run); never in a shared folder, where another user could plant a file for lark to unpickle.
    # strict=True: a conflict in the grammar is an error at build time, never a silent choice of one reading.
    # The transformer runs inline as rules reduce: no parse tree is built and walked again.
    cached = _cache_file(grammar)
    parser = Lark(grammar, parser="lalr", lexer=_Pretokenized, maybe_placeholders=False, cache=cached, strict=True,
                  transformer=PhraseTransformer())
    if cached:  # lark writes it with the umask's permissions: like every file rollmate makes, it is 0600
        try:
            os.chmod(cached, 0o600)
        except OSError:
            pass
    return parser


def _cache_file(grammar: str) -> str | bool:
    digest = hashlib.sha256(f"{grammar}\0{lark.__version__}".encode()).hexdigest()[:16]
    path = private_cache_file(f"grammar-{digest}.lark")
    return str(path) if path is not None else False


class _Inlined(list):
    """The children of an inlined rule (`_dl`, or lark's own rules for `item+`), spliced into the rule above it."""


def _builder(rule: Any, transformer: Any, lark_callback: Any) -> Any:
    """What lark's tree builder does when `rule` reduces, worked out once: drop the filtered tokens, splice in
    inlined rules, pass a lone child of a ?rule up, and call the transformer's method for the rule."""
    keep = tuple((k, not sym.is_term and sym.name.startswith("_")) for k, sym in enumerate(rule.expansion)
                 if rule.options.keep_all_tokens or not (sym.is_term and sym.filter_out))
    name = rule.alias or rule.options.template_source or rule.origin.name
    single = bool(rule.options.expand1 and not rule.alias)
    method = getattr(transformer, name, None) if not name.startswith("_") else None
    if method is None and not name.startswith("_"):
        if single and len(keep) == 1 and not keep[0][1]:
            return lambda children: children[keep[0][0]]  # a ?rule of one child: the child itself
        return lark_callback  # nothing of the kind in this grammar; lark's own builder stays right if one comes
    make = method if method is not None else _Inlined
    plain = all(not expand for _, expand in keep) and len(keep) == len(rule.expansion)
    if make is _Inlined and keep == ((0, True), (1, False)) and len(rule.expansion) == 2 and not single:
        return _grow  # lark's rule for a run (`x+`): the run so far, one item longer

    def build(children: list[Any]) -> Any:
        if plain:
            kept = children
        else:
            kept = []
            for k, expand in keep:
                if expand:
                    kept.extend(children[k])
                else:
                    kept.append(children[k])
        if single and len(kept) == 1:
            return kept[0]
        return make(kept)

    return build


def _grow(children: list[Any]) -> Any:
    run, item = children  # the run is an _Inlined list made here and used nowhere else, so it may grow in place
    run.append(item)
    return run


@cache
def _tables() -> tuple[dict[int, dict[str, tuple[bool, Any]]], int, int]:
    """lark's LALR tables with each reduction's rule worked out once (its size, its name and what it builds), so
    the loop below looks up nothing else."""
    from lark.parsers.lalr_analysis import Shift

    built = lark_parser()
    inner = built.parser.parser.parser
    transformer = built.options.transformer
    table = inner.parse_table
    reductions: dict[Any, tuple[int, str, Any]] = {}
    states: dict[int, dict[str, tuple[bool, Any]]] = {}
    for state, row in table.states.items():
        states[state] = {}
        for kind, (action, arg) in row.items():
            if action is Shift:
                states[state][kind] = (True, arg)
                continue
            if arg not in reductions:
                reductions[arg] = (len(arg.expansion), arg.origin.name,
                                   _builder(arg, transformer, inner.callbacks[arg]))
            states[state][kind] = (False, reductions[arg])
    # The transformer has no methods for terminals, so a shifted token is its own value.
    assert not any(isinstance(k, str) for k in inner.callbacks), "a transformer method for a terminal"
    _plain_items(states)
    return states, table.start_states["start"], table.end_states["start"]


def _plain_items(states: dict[int, dict[str, tuple[bool, Any]]]) -> None:
    """Mark the tokens that only lengthen the run of items (most of a phrase: its action words and separators)
    as (False, None), which the loop takes by appending the token to the run.

    In the state R where the run stands, such a token T is shifted into a state X whose only actions are one
    reduction, the run one item longer (_grow), for exactly the tokens R itself takes. Shifting T and then
    reducing leaves the parser in R again (the run is put back on the state R was reached from), with T at the
    end of the run, and any token that X would refuse R refuses too: so appending T is the same, one step."""
    def tokens(row: dict[str, Any]) -> set[str]:  # a row also holds the gotos of rules (lowercase names)
        return {kind for kind in row if kind.isupper() or kind == "$END"}

    for row in states.values():
        for kind, (shift, arg) in list(row.items()):
            if not shift or not kind.isupper():
                continue
            after = states[arg]
            actions = set(after.values())
            if len(actions) == 1 and tokens(after) == tokens(row) and len(after) == len(tokens(after)):
                ((again, reduction),) = actions
                if not again and reduction[2] is _grow:
                    row[kind] = (False, None)


def drive(tokens: list[Token]) -> Any:
    """The LALR loop over lark's own tables, without lark's per-parse setup: the clauses, or None when a token is
    not expected (lark then parses again to say exactly what was expected where)."""
    states, start, end = _tables()
    stack, values = [start], []
    row = states[start]
    for token in (*tokens, _END):
        kind = token.type
        while True:
            found = row.get(kind)
            if found is None:
                return None
            shift, arg = found
            if shift:
                stack.append(arg)
                row = states[arg]
                values.append(token)
                break
            if arg is None:  # an item that only lengthens the run (see _plain_items)
                values[-1].append(token)
                break
            size, name, build = arg  # reduce, then look at the same token again
            if build is _grow:  # the run of items one longer: the commonest reduction, done in place
                item = values.pop()
                values[-1].append(item)
                del stack[-2:]
            elif size:
                popped = values[-size:]
                del stack[-size:]
                del values[-size:]
                values.append(build(popped))
            else:
                values.append(build([]))
            state = states[stack[-1]][name][1]
            if state == end and kind == "$END":
                return values[-1]
            stack.append(state)
            row = states[state]
    return None
