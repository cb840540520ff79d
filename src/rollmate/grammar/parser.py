"""Builds the LALR parser once and exposes parse(text, vocabulary) -> RollRequest."""

from __future__ import annotations

import difflib
import hashlib
import re
from functools import cache, lru_cache
from importlib import resources
from typing import Any

import lark
from lark import Lark
from lark.exceptions import LarkError, UnexpectedInput, VisitError
from lark.lexer import Lexer

from rollmate.errors import PhraseError
from rollmate.grammar.errors import explain_unexpected
from rollmate.grammar.lexer import PhraseLexer
from rollmate.grammar.raw import check_length
from rollmate.grammar.roll_strings import Problem
from rollmate.grammar.bind import Binder
from rollmate.grammar.slots import settle
from rollmate.grammar.words import DIFFICULTY_WORDS
from rollmate.grammar.transformer import PhraseTransformer
from rollmate.rules.request import RollRequest
from rollmate.userdirs import private_cache_file
from rollmate.rules.vocabulary import Vocabulary


class _Pretokenized(Lexer):
    """Lark calls this with the token list PhraseLexer already made."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, data: Any) -> Any:  # type: ignore[override]
        yield from data


from lark import Token  # noqa: E402

_END = Token("$END", "")


@cache
def _lark() -> Lark:
    grammar = resources.files("rollmate.grammar").joinpath("phrase.lark").read_text("utf-8")
    # The LALR tables are kept in the user's private cache folder (start-up drops from ~100 ms to ~15 ms after
    # the first run); never in a shared folder, where another user could plant a file for lark to unpickle.
    # strict=True: a conflict in the grammar is an error at build time, never a silent choice of one reading.
    # The transformer runs inline as rules reduce: no parse tree is built and walked again.
    return Lark(grammar, parser="lalr", lexer=_Pretokenized, maybe_placeholders=False, cache=_cache_file(grammar),
                strict=True, transformer=PhraseTransformer())


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

    lark_parser = _lark()
    inner = lark_parser.parser.parser.parser
    transformer = lark_parser.options.transformer
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


def _drive(tokens: list[Token]) -> Any:
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


@cache
def _lexer(vocabulary: Vocabulary) -> PhraseLexer:
    return PhraseLexer(vocabulary)


def parse(text: str, vocabulary: Vocabulary) -> RollRequest:
    """Understand one phrase; raise PhraseError (with column and suggestions) when it can't be understood.
    A table repeats itself ("spend luck", "roll Melee"), so readings are remembered: a request is frozen, and a
    refusal is worked out again each time."""
    if not isinstance(text, str):
        raise PhraseError("A phrase must be text.")
    return _remembered(text, vocabulary)


@lru_cache(maxsize=2048)
def _remembered(text: str, vocabulary: Vocabulary) -> RollRequest:
    return read(text, vocabulary)


def read(text: str, vocabulary: Vocabulary) -> RollRequest:
    """parse() without the memory: every step, every time (what bench/ times as a cold parse)."""
    stripped = text.strip()
    if not stripped:
        raise PhraseError(
            "Say what your character does.", hint=_example(vocabulary)
        )
    check_length(text)  # the limit comes first: nothing reads an over-long phrase
    if "difficulty" in vocabulary.refuse:
        _no_difficulty(text, vocabulary.refuse["difficulty"])
    lexer = _lexer(vocabulary)
    lexed = lexer.lex(text)
    tokens = settle(lexed.tokens, text, roll_strings=vocabulary.roll_strings, names=lexer.close_names)
    try:
        clauses = _drive(tokens) if tokens else []
    except Exception:  # noqa: BLE001  a shape the transformer refuses: lark's own parse reports it, as below
        clauses = None
    try:
        if clauses is None:  # not a phrase the grammar takes: lark's own parse says where and what was expected
            clauses = _lark().parse(tokens)  # type: ignore[arg-type]
    except UnexpectedInput as error:
        raise explain_unexpected(error, text, vocabulary) from None
    except (VisitError, LarkError) as error:
        raise PhraseError(f"I could not read that phrase ({type(error).__name__}).", text=text) from None
    if not clauses:  # nothing, or only commas and "and"
        raise PhraseError("I found no action in that phrase.", text=text, column=1, hint=_example(vocabulary))
    binder = Binder(text, roll_strings=vocabulary.roll_strings, refuse=vocabulary.refuse, names=_names(vocabulary),
                    verb_nouns=vocabulary.verb_nouns, helping_rolls=vocabulary.helping_rolls,
                    suggest=lambda word: _suggest(vocabulary, word))
    try:
        fields = binder.bind(clauses)
    except Problem as problem:
        raise _roll_string_error(problem, text, vocabulary) from None
    if lexed.purpose_verbs:
        fields["purpose_verbs"] = tuple(lexed.purpose_verbs)
    fields["question"] = lexed.question
    _check_unknown(text, tokens, vocabulary, fields)
    return RollRequest(**fields)


_LONE_DIFFICULTY = re.compile(r"(?:^|[,;.])\s*((?:" + "|".join(DIFFICULTY_WORDS) + r")(?:\s*\(\d+\))?)\s*(?=[,;.!?]|$)",
                              re.I)


def _no_difficulty(text: str, why: str) -> None:
    """In a game without difficulty levels, 'Hard' said as a clause of its own is refused, never dropped."""
    found = _LONE_DIFFICULTY.search(text)
    if found:
        raise PhraseError(f"'{found.group(1)}' can't be used here: {why}", text=text, column=found.start(1) + 1,
                          length=len(found.group(1)))


def _suggest(vocabulary: Vocabulary, word: str) -> tuple[str, ...]:
    """Loaded names, then rules words, close to a word typed where a name or rules word must stand."""
    known = _spellings(vocabulary)
    names = difflib.get_close_matches(word, list(_names(vocabulary)), n=3, cutoff=0.6)
    words = [known[c] for c in _close(vocabulary, word.lower()) if known[c] not in names]
    return tuple(dict.fromkeys([*names, *words]))[:3]


@cache
def _names(vocabulary: Vocabulary) -> tuple[str, ...]:
    return tuple(sorted({t.value for t in vocabulary.terms.values() if t.kind == "name"}))


# Fields that say which roll it is.
_DETERMINING = ("skill", "trick", "verbs", "abilities", "npc_rating", "dice_count", "luck", "war_dice", "trait",
                "purpose_verbs")

# After these a rules word must stand, so an unknown word there is a typo worth refusing ("roll Firarms").
_MUST_STAND = {"ROLL", "TRAIT", "BARETRAIT", "USING", "DL", "PLUS"}


def _check_unknown(text: str, tokens: list[Any], vocabulary: Vocabulary, fields: dict[str, Any]) -> None:
    """Unknown words are part of the action. They are refused only where a rules word must stand ("roll Firarms"),
    when they are a slip of a grammar word ("usng"), or when nothing says which roll it is and the word is a near
    miss of a skill, trick or ability ("convnce the guard"). Otherwise the rules ask which roll it is."""
    determined = any(map(fields.get, _DETERMINING))
    known = _spellings(vocabulary)
    previous = None
    for token in tokens:
        if token.type in ("WORD", "STRANGER") and " " not in str(token.value):
            word = str(token.value)
            near, close, typo, slipped = _near(vocabulary, word.lower())
            # With roll strings, an unknown word after "roll" is read as a skill of the game's own, unless it is a near miss
            must = previous in _MUST_STAND and (bool(near) or not vocabulary.roll_strings)
            # a word alone in its clause stands where a rules word goes: "climb the fence, Hardd"
            rules_miss = len(word) >= 4 and slipped and (not determined or _alone(tokens, token))
            if must and previous == "ROLL" and _between(text, tokens, token):
                must = False  # "roll the barrel down the hill": the verb roll, not the command
            if must or typo or rules_miss or (token.type == "STRANGER" and close):
                raise PhraseError(
                    f"I don't know the word '{word}'" + (" here" if must else ""),
                    text=text, column=token.column, length=len(word),
                    suggestions=tuple(known.get(c, c) for c in close),
                    hint=None if close else _example(vocabulary),
                )
        previous = token.type


@lru_cache(maxsize=8192)
def _near(vocabulary: Vocabulary, low: str) -> tuple[tuple[str, ...], tuple[str, ...], str | None, bool]:
    """What an unknown word is near: the rules words within a typo of it; the words to offer instead (the grammar
    word it is a slip of, if any, else those rules words); that grammar word; and whether it is a typing slip of
    a word offered."""
    near = _close(vocabulary, low) if len(low) >= 4 else ()
    typo = _grammar_typo(low)
    close = (typo,) if typo else near
    return near, close, typo, any(_slip(low, c) for c in close)


def _slip(word: str, close: str) -> bool:
    """A typing slip of a rules word, not another English word: same first letter and nearly the same letters
    ('convnce' for convince; never 'print' for sprint, 'decorate' for moderate)."""
    if close.rstrip("s") == word.rstrip("s"):  # "drone" beside the alias "drones": the same word, not a slip
        return False
    return (close not in CORRECTABLE and word[:1] == close[:1]
            and difflib.SequenceMatcher(None, word, close).ratio() >= 0.85)


def _alone(tokens: list[Any], token: Any) -> bool:
    """Whether a word makes a clause by itself, after the first clause ("..., Hardd")."""
    index = tokens.index(token)
    before = tokens[index - 1].type if index else None
    after = tokens[index + 1].type if index + 1 < len(tokens) else None
    return before == "SEP" and after in (None, "SEP")


def _between(text: str, tokens: list[Any], token: Any) -> bool:
    """Whether words stand between the token before `token` and it ("roll the barrel")."""
    index = tokens.index(token)
    before = tokens[index - 1] if index else None
    return before is not None and bool(text[before.end_pos : token.start_pos].strip())


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
    # "stealthy" is no slip of Stealth, but "Hardd" is one of Hard (a doubled last letter)
    return tuple(c for c in found if not low.startswith(c.split()[-1]) or low == c + c[-1])


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


@lru_cache(maxsize=4096)
def _grammar_typo(low: str) -> str | None:
    """A grammar word of five letters or more with one letter dropped, added or swapped ('usng', 'spnd'), never a
    word that differs by a letter ('lock' is not 'luck'): those are never action words, so a near miss is a typo."""
    for word in CORRECTABLE:
        if len(word) < 5 or low == word or abs(len(low) - len(word)) > 1 or low[:1] != word[:1]:
            continue
        if len(low) == len(word):
            diff = [k for k in range(len(low)) if low[k] != word[k]]
            if len(diff) == 2 and diff[1] == diff[0] + 1 and low[diff[0]] == word[diff[1]] and low[diff[1]] == word[diff[0]]:
                return word
            continue
        short, long_ = (low, word) if len(low) < len(word) else (word, low)
        if any(long_[:k] + long_[k + 1 :] == short for k in range(len(long_))):
            return word
    return None


# Grammar words worth a "did you mean": long enough that a near miss is surely a typo.
CORRECTABLE = ("luck", "advantage", "disadvantage", "using", "versus", "difficulty", "rolled", "against", "helped", "spend")

def _example(vocabulary: Vocabulary) -> str:
    return vocabulary.hint or "Say what your character does, e.g. 'climb the wall'."
