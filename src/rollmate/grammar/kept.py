"""A game's vocabulary for a party, and the lexer's tables over it, kept between runs in the user's private cache.

Building them is about a tenth of a one-shot roll's start: the game's words and every verb's forms, then the lexer's
lookups over them (lookup.py). They depend only on the game, the party and rollmate's own code and data files, so
they are made once and kept in the private cache folder (userdirs.private_cache_dir, a file 0600) under a key of
all three: the code's is the size and modification time of every file of rules/ and grammar/, so an edited or
upgraded rollmate reads none of an older one's files. A file that is damaged, of another layout, or holds what
this code would not make is ignored and made again; writing one removes those of the game older than a day, and
beyond the MOST newest (cachefiles.save_cache prunes them).
"""

from __future__ import annotations

import marshal
import os
import zlib
from dataclasses import dataclass, field, fields, is_dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rollmate.grammar.lexer import PhraseLexer
from rollmate.rules.cachefiles import read_cache, save_cache
from rollmate.rules.sheets import Party
from rollmate.rules.system import SystemSpec
from rollmate.rules.vocabulary import CASTS_KEPT, Term, Vocabulary, per_cast
from rollmate.userdirs import private_cache_file

KIND = "words-"  # the cache files' names: KIND, the game, the code's key, the party's key
MOST = 8  # files kept of one game (parties, codes) besides the one just written: each is about 150 KB
_LAYOUT = 1  # of what a file holds: a new layout reads none of an older one's files
_lexers: dict[Vocabulary, PhraseLexer] = {}  # made with their vocabulary, until parser.py asks for them


@dataclass(frozen=True)
class _Cast:
    """A party by what it holds (two loads of one sheet are one cast: one vocabulary, one lexer), and the party."""

    held: str
    party: Party = field(compare=False)


@per_cast
def vocabulary(game: SystemSpec, party: Party) -> Vocabulary:
    """The game's vocabulary for the party, the same one for every party that holds the same (a sheet loaded again
    for each roll, as a one-shot batch or a test does): made once, remembered for the last casts read."""
    return _remembered(game, _Cast(repr(_canonical(party)), party))  # (the party said whole: about 0.2 ms)


@per_cast
def _remembered(game: SystemSpec, cast: _Cast) -> Vocabulary:
    return made(game, cast.party, held=cast.held)


def made(game: SystemSpec, party: Party, *, held: str | None = None) -> Vocabulary:
    """The game's vocabulary for the party: from the private cache when this code kept one for them, else built
    (game.vocabulary) and kept, with the lexer's tables over it. `held`: the party said whole, when said already."""
    held = repr(_canonical(party)) if held is None else held
    path = private_cache_file(f"{KIND}{game.name}-{code_key()}-{_party_key(held)}.marshal")
    kept = read_cache(path) if path is not None else None
    if kept is not None:
        try:
            words = _restored(kept)
        except (KeyError, TypeError, ValueError, AttributeError):
            words = None
        if words is not None:
            _hand_over(*words)
            return words[0]
    built = game.vocabulary(party)
    lexer = PhraseLexer(built)  # its tables as made, before a phrase fills its memories
    _hand_over(built, lexer)
    if path is not None:
        try:
            raw = marshal.dumps({"layout": _LAYOUT, "vocabulary": _plain(_values(built)),
                                 "lexer": _plain(_tables(lexer))})
        except ValueError:  # something marshal cannot keep: it is built again next time
            return built
        save_cache(path, raw, prune=KIND + game.name + "-", most=MOST)
    return built


def _hand_over(vocab: Vocabulary, lexer: PhraseLexer) -> None:
    """The lexer made with a vocabulary, kept for parser.py; one it never asks for (it already has that vocabulary's)
    is let go once CASTS_KEPT newer ones came."""
    _lexers[vocab] = lexer
    while len(_lexers) > CASTS_KEPT:
        del _lexers[next(iter(_lexers))]


def lexer(vocabulary: Vocabulary) -> PhraseLexer:
    """The lexer over a vocabulary: the one made or read with it, else built."""
    made = _lexers.pop(vocabulary, None)
    return made if made is not None else PhraseLexer(vocabulary)


def _values(vocab: Vocabulary) -> dict[str, Any]:
    return {f.name: getattr(vocab, f.name) for f in fields(vocab)}


def _tables(lexer: PhraseLexer) -> dict[str, Any]:
    return {name: value for name, value in vars(lexer).items() if name != "vocab"}


def _restored(kept: dict[str, Any]) -> tuple[Vocabulary, PhraseLexer] | None:
    if kept.get("layout") != _LAYOUT:
        return None
    terms: dict[bytes, Term] = {}  # one Term for each kept one, shared as they were
    vocab = Vocabulary(**_terms(kept["vocabulary"], terms))
    lexer = PhraseLexer.__new__(PhraseLexer)
    vars(lexer).update(_terms(kept["lexer"], terms), vocab=vocab)
    return vocab, lexer


def _terms(values: dict[str, Any], terms: dict[bytes, Term]) -> dict[str, Any]:
    """The values with each table of Terms (kept as b'kind value') made Terms again."""
    out = dict(values)
    for name, value in values.items():
        if type(value) is dict and value and type(next(iter(value.values()))) is bytes:
            out[name] = {said: terms.get(raw) or terms.setdefault(raw, _term(raw)) for said, raw in value.items()}
    return out


def _term(raw: bytes) -> Term:
    kind, _, value = raw.decode("utf-8").partition("\0")
    return Term(kind=kind, value=value)  # type: ignore[arg-type]


def _plain(values: dict[str, Any]) -> dict[str, Any]:
    """The values as marshal keeps them: a table of Terms as their kinds and values in bytes (each Term once, so
    the file shares them as the tables do); a Term anywhere else, or bytes, is nothing this code makes: ValueError."""
    said: dict[int, bytes] = {}
    out = {}
    for name, value in values.items():
        if type(value) is dict and value and all(type(v) is Term for v in value.values()):
            out[name] = {k: said.get(id(t)) or said.setdefault(id(t), _raw(t)) for k, t in value.items()}
        else:
            _check(value)
            out[name] = value
    return out


def _raw(term: Term) -> bytes:
    if type(term.value) is not str or "\0" in term.kind:
        raise ValueError("a term marshal cannot keep")
    return f"{term.kind}\0{term.value}".encode()


def _check(value: Any) -> None:
    if type(value) in (Term, bytes):
        raise ValueError("a term outside a table of terms")
    if type(value) is dict:
        for key, item in value.items():
            _check(key)
            _check(item)
    elif type(value) in (tuple, list, set, frozenset):
        for item in value:
            _check(item)


@cache
def code_key() -> str:
    """A key of the code and data files the vocabulary and the lexer are made from: the name, size and modification
    time of every file under rules/ and grammar/."""
    root = Path(__file__).resolve().parents[1]
    seen: list[str] = []
    folders = [str(root / "rules"), str(root / "grammar")]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        folders.append(entry.path)
                    continue
                info = entry.stat(follow_symlinks=False)
                seen.append(f"{entry.path}\0{info.st_size}\0{info.st_mtime_ns}")
    text = "\n".join(sorted(seen)) + f"\n{_LAYOUT}"
    return f"{zlib.crc32(text.encode('utf-8', 'surrogateescape')):08x}{len(seen):x}"


def _party_key(held: str) -> str:
    """The cache file's key of a party said whole (repr of _canonical)."""
    text = held.encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{len(text):x}"


def _canonical(value: Any) -> Any:
    """A party as plain values in an order of their own (a set's is not the same from one run to the next)."""
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__qualname__, *((f.name, _canonical(getattr(value, f.name))) for f in fields(value)))
    if isinstance(value, dict):
        return ("dict", *sorted((repr(k), _canonical(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return ("set", *sorted(repr(_canonical(v)) for v in value))
    if isinstance(value, (list, tuple)):
        return tuple(_canonical(v) for v in value)
    return value
