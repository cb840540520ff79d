"""Builds the LALR parser once and exposes parse(text, vocabulary) -> RollRequest."""

from __future__ import annotations

import difflib
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from lark import Lark
from lark.exceptions import LarkError, UnexpectedInput, VisitError
from lark.lexer import Lexer

from rollmate.errors import PhraseError
from rollmate.grammar.errors import explain_unexpected
from rollmate.grammar.lexer import PhraseLexer
from rollmate.grammar.roll_strings import Problem
from rollmate.grammar.transformer import PhraseTransformer, RequestBuilder
from rollmate.rules.request import RollRequest
from rollmate.rules.vocabulary import Vocabulary


class _Pretokenized(Lexer):
    """Lark calls this with the token list PhraseLexer already made."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, data: Any) -> Any:  # type: ignore[override]
        yield from data


@cache
def _lark() -> Lark:
    grammar = resources.files("rollmate.grammar").joinpath("phrase.lark").read_text("utf-8")
    # cache=True keeps the LALR tables in the temp folder (keyed by grammar and lark version): start-up
    # drops from ~100 ms to ~15 ms after the first run.
    # The transformer runs inline as rules reduce: no parse tree is built and walked again.
    return Lark(grammar, parser="lalr", lexer=_Pretokenized, maybe_placeholders=False, cache=True,
                transformer=PhraseTransformer())


@cache
def _lexer(vocabulary: Vocabulary) -> PhraseLexer:
    return PhraseLexer(vocabulary)


def parse(text: str, vocabulary: Vocabulary) -> RollRequest:
    """Understand one phrase; raise PhraseError (with column and suggestions) when it can't be understood."""
    if not isinstance(text, str):
        raise PhraseError("A phrase must be text.")
    stripped = text.strip()
    if not stripped:
        raise PhraseError(
            "Say what your character does.", hint=_example(vocabulary.system)
        )
    lexed = _lexer(vocabulary).lex(text)
    if not lexed.tokens:
        raise PhraseError("I found no action in that phrase.", text=text, column=1, hint=_example(vocabulary.system))
    try:
        clauses = _lark().parse(lexed.tokens)  # type: ignore[arg-type]
    except UnexpectedInput as error:
        raise explain_unexpected(error, text, vocabulary) from None
    except (VisitError, LarkError) as error:
        raise PhraseError(f"I could not read that phrase ({type(error).__name__}).", text=text) from None
    builder = RequestBuilder(text, roll_strings=vocabulary.roll_strings)
    try:
        fields = builder.build(clauses)
    except Problem as problem:
        raise _roll_string_error(problem, text, vocabulary) from None
    if lexed.purpose_verbs:
        fields["purpose_verbs"] = tuple(lexed.purpose_verbs)
    for token in builder.strangers:
        names = [t.value for t in vocabulary.terms.values() if t.kind == "name"]
        close = difflib.get_close_matches(str(token.value), sorted(set(names)), n=3, cutoff=0.5)
        raise PhraseError(
            f"I don't know anyone called '{token.value}'",
            text=text, column=token.column, length=len(str(token.value)), suggestions=tuple(close),
            hint=f"Loaded characters: {', '.join(sorted(set(names)))}." if names else "Load a party with --sheet to act as someone.",
        )
    _check_unknown(text, lexed.unknown, vocabulary, fields)
    return RollRequest(**fields)


def _check_unknown(text: str, unknown: list[Any], vocabulary: Vocabulary, fields: dict[str, Any]) -> None:
    """A word that looks like a misspelt rules word is an error; a phrase with no roll in it is too."""
    known = _spellings(vocabulary)
    for token in unknown:
        word = str(token.value)
        if len(word) < 4:
            continue
        close = _close(vocabulary, word.lower())
        if close:
            raise PhraseError(
                f"I don't know the word '{word}'",
                text=text,
                column=token.column,
                length=len(word),
                suggestions=tuple(known[c] for c in close),
            )
    determined = any(
        fields.get(k)
        for k in ("skill", "trick", "verbs", "abilities", "npc_rating", "dice_count", "luck", "war_dice", "trait", "purpose_verbs")
    )
    if unknown and not determined:
        token = unknown[0]
        word = str(token.value)
        verbs = list(vocabulary.verbs)
        close = difflib.get_close_matches(word.lower(), verbs + list(known), n=3, cutoff=0.6)
        raise PhraseError(
            f"I can't tell which roll '{word}' is",
            text=text,
            column=token.column,
            length=len(word),
            suggestions=tuple(known.get(c, c) for c in close),
            hint=_example(vocabulary.system),
        )


def _roll_string_error(problem: Problem, text: str, vocabulary: Vocabulary) -> PhraseError:
    """A refused roll string ("Firearms+Melee") as a PhraseError, with close attribute names where they help."""
    token = problem.token
    word = str(token.value)
    suggestions: tuple[str, ...] = ()
    if problem.suggest:
        options = {p: t.value for p, t in vocabulary.terms.items() if t.kind == problem.suggest}
        close = difflib.get_close_matches(word.lower(), list(options), n=3, cutoff=0.6)
        suggestions = tuple(dict.fromkeys(options[c] for c in close)) or tuple(sorted(set(options.values())))
    length = max(1, (token.end_pos or 0) - (token.start_pos or 0))
    return PhraseError(problem.message, text=text, column=token.column or 1, length=length,
                       suggestions=suggestions, hint=problem.hint)


@lru_cache(maxsize=8192)
def _close(vocabulary: Vocabulary, low: str) -> tuple[str, ...]:
    """Rules words within a typo of `low` (not counting plurals of them)."""
    candidates = [k for k in _spellings(vocabulary) if abs(len(k) - len(low)) <= 2]
    found = difflib.get_close_matches(low, candidates, n=3, cutoff=0.75)
    return tuple(c for c in found if not low.startswith(c.split()[-1]))


@cache
def _spellings(vocabulary: Vocabulary) -> dict[str, str]:
    """Lowercase spelling -> how to show it, for the rules words worth correcting."""
    out: dict[str, str] = {}
    for phrase, term in vocabulary.terms.items():
        # Short forms (FRC, DL) are too short to guess from: "crew" is not a typo of "cre".
        if len(phrase) >= 4 and term.kind in ("skill", "trick", "ability", "dl", "trait", "security", "name"):
            out[phrase] = term.value if term.kind != "name" else term.value
    for phrase in CORRECTABLE:
        out.setdefault(phrase, phrase)
    return out


# Grammar words worth a "did you mean": long enough that a near miss is surely a typo.
CORRECTABLE = ("luck", "advantage", "disadvantage", "using", "versus", "difficulty", "rolled", "against", "helped", "spend")

EXAMPLES = {
    "ghostburn": "Try e.g. 'convince the bouncer, Wits Hard' or 'roll Firearms vs Moderate, rolled 3 and 9'.",
    "fist": "Try e.g. 'kick in the door' or 'roll +TACTICAL to hotwire the truck'.",
    "fs3": "Try e.g. 'roll Firearms', 'climb the wall, Athletics -2' or 'Melee vs Mavros'.",
}


def _example(system: str) -> str:
    return EXAMPLES.get(system, EXAMPLES["ghostburn"])
