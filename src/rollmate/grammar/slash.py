"""Reads the words after a slash command's name into the command's record (slash_records.py), by the command's own
argument specs (Arg: the table's registry declares each command with them, and /help, the GM page's tools and MCP's
typed tools are made from the same specs); words that fit no argument are refused naming it and what would work.

The arguments are read in order: a number or a flag is one word, a resource one of the games' names for one, and a
name or words as many as leave the rest of the line to the arguments after them (the last takes the rest of the
line), so '/grant the Night Clerk 2 luck' is the Night Clerk, 2 and luck. An optional argument may be left out.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Literal, Protocol

from rollmate.errors import RulesError
from rollmate.grammar import chat_words
from rollmate.grammar import slash_records as s
from rollmate.rules.records import FrozenRecord

# A seat's name, words, a whole number, yes/no (on|off in the chat), dice faces, a resource by a game's name for it.
Kind = Literal["character", "text", "number", "flag", "faces", "resource"]
LONGEST_NUMBER = 9  # digits: no log holds a billion rolls, and SQLite refuses integers past 2**63


@dataclass(frozen=True, eq=False, repr=False)
class Arg(FrozenRecord):
    """One argument: its name as a program gives it (and its record's field), its kind, what it means and its
    bounds. The chat's help writes it as `said` (NAME, N; nothing for one only a program gives), in brackets when it
    may be left out."""

    name: str
    kind: Kind
    help: str
    said: str = ""
    required: bool = True
    default: object = None  # what a program gets when it leaves the argument out
    low: int | None = None
    high: int | None = None
    longest: int | None = None  # characters
    acting: bool = False  # left out in the chat, it is the acting character (a program always names one)

    @property
    def usage(self) -> str:
        return self.said if self.required and not self.acting else f"[{self.said}]"


class Spec(Protocol):
    """What the reader needs of a command (table/registry.Command)."""

    @property
    def slash(self) -> str: ...
    @property
    def usage(self) -> str: ...
    @property
    def args(self) -> tuple[Arg, ...]: ...
    @property
    def record(self) -> type | None: ...
    @property
    def example(self) -> str: ...


def read(spec: Spec, words: str, *, forced: bool = False) -> s.Command:
    """The record of `spec` with the arguments these words give (the defaults for those left out); `forced`: the
    command was typed with a '!' ('/export!'). Refused with a message that names the argument and what would work."""
    if spec.record is None:
        raise RulesError(f"{spec.slash} is not typed in the chat.")
    if spec.record is s.Export:
        return _export(spec, words, forced)
    said = [a for a in spec.args if a.said]
    values = _fit(spec, said, words)
    for arg in said:
        _check(spec, arg, values.get(arg.name))
    kept = {f.name for f in fields(spec.record)}
    record: s.Command = spec.record(**{k: v for k, v in values.items() if k in kept})
    return record


@dataclass
class _Stuck:
    """Where the words fit no further: the word's place, the argument tried there (None: words left over)."""

    at: int = -1
    arg: Arg | None = None
    word: str = ""


_NO = object()  # a word (or words) an argument can't be


def _fit(spec: Spec, args: Sequence[Arg], text: str) -> dict[str, object]:
    """Each argument's value: the first split of the words, in order, that every argument takes."""
    places = [(m.start(), m.group(0)) for m in re.finditer(r"\S+", text)]
    words = [w for _, w in places]
    miss = _Stuck()

    def note(at: int, arg: Arg | None, word: str) -> None:
        if at > miss.at or (at == miss.at and miss.arg is None and arg is not None):
            miss.at, miss.arg, miss.word = at, arg, word

    def rest(n: int) -> str:
        return text[places[n][0]:].strip() if n < len(places) else ""

    def go(i: int, n: int, got: dict[str, object]) -> dict[str, object] | None:
        if i == len(args):
            if n == len(words):
                return got
            note(n, None, rest(n))
            return None
        arg = args[i]
        left = len(words) - n
        whole = i == len(args) - 1 and arg.kind in ("text", "character")
        lengths = [left] if whole else [1] if arg.kind in ("number", "flag") else range(1, left + 1)
        for length in lengths:
            if not 0 < length <= left:
                continue
            said = rest(n) if whole else " ".join(words[n:n + length])
            value = _value(arg, said)
            if value is _NO:
                note(n, arg, said)
                continue
            found = go(i + 1, n + length, {**got, arg.name: value})
            if found is not None:
                return found
        if not arg.required or arg.acting:
            return go(i + 1, n, {**got, arg.name: None if arg.acting else arg.default})
        note(n, arg, "")
        return None

    found = go(0, 0, {})
    if found is not None:
        return found
    if miss.arg is None:
        raise RulesError(f"{spec.slash} takes no words after it, not {miss.word!r}." if not args else
                         f"{spec.slash}: {miss.word!r} is more than it reads. {_say(spec)}")
    if not miss.word:
        raise RulesError(f"{spec.slash} needs {miss.arg.said}: {miss.arg.help}. {_say(spec)}")
    raise RulesError(_wrong(spec, miss.arg, repr(miss.word)))


def _value(arg: Arg, said: str) -> object:
    """What the words say as this argument, or _NO."""
    match arg.kind:
        case "number":
            digits = said.lstrip("#")
            sign = -1 if digits.startswith("-") else 1
            digits = digits.lstrip("+-") if digits[:1] in "+-" and digits[1:2].isdigit() else digits
            return sign * int(digits) if digits.isascii() and digits.isdigit() else _NO  # not '²', which isdigit()
        case "flag":
            said = said.lower()
            return True if said in chat_words.words().on else False if said in chat_words.words().off else _NO
        case "resource":
            return chat_words.resource_words().get(" ".join(said.lower().split()), _NO)
        case "character" if arg.acting:
            return chat_words.sheet_owner(said)
        case _:
            return _unquoted(said)


def _unquoted(said: str) -> str:
    for mark in ('"', "'"):
        if len(said) > 1 and said[0] == said[-1] == mark:
            return said[1:-1].strip()
    return said


def _check(spec: Spec, arg: Arg, value: object) -> None:
    """Refuses a value past the argument's bounds."""
    if isinstance(value, int) and not isinstance(value, bool):
        too_low = arg.low is not None and value < arg.low
        too_high = arg.high is not None and value > arg.high
        if too_low or too_high or len(str(abs(value))) > LONGEST_NUMBER:
            raise RulesError(_wrong(spec, arg, str(value)))
    if isinstance(value, str) and arg.longest is not None and len(value) > arg.longest:
        raise RulesError(f"{spec.slash}: {arg.said} has at most {arg.longest} characters ({arg.help}), not "
                         f"{len(value)}.")


def _wrong(spec: Spec, arg: Arg, shown: str) -> str:
    if arg.kind == "flag":
        return f"{spec.slash}: say {_works(arg)}, not {shown}. {_say(spec)}"
    return f"{spec.slash}: {arg.said} should be {_works(arg)}, not {shown}; {arg.said} is {arg.help}. {_say(spec)}"


def _works(arg: Arg) -> str:
    """What would work as the argument, in words."""
    match arg.kind:
        case "number":
            if arg.low is not None and arg.high is not None:
                return f"a whole number from {arg.low} to {arg.high}"
            if arg.low is not None:
                return f"a whole number, {arg.low} or more (up to {LONGEST_NUMBER} digits)"
            return f"a whole number (up to {LONGEST_NUMBER} digits)"
        case "flag":
            return "on or off"
        case "resource":
            return "one of " + ", ".join(sorted(set(chat_words.resource_words().values()))).replace("_", " ")
    return arg.help


def _say(spec: Spec) -> str:
    example = f", e.g. {spec.slash} {spec.example}" if spec.example else ""
    return f"Say {spec.usage}{example}."


# --- /export, whose words are options ---------------------------------------------------------------------------

def _export(spec: Spec, words: str, forced: bool) -> s.Export:
    """/export [FILE] [--session N|--all] [--force]: `/export gb_s1.md 1` is game session 1 too."""
    try:
        said = shlex.split(words)
    except ValueError:  # an unpaired quote: take the words as they are
        said = words.split()
    force = forced or "--force" in said
    said = [w for w in said if w != "--force"]
    which: int | Literal["all"] | None = None
    if "--all" in said:
        which, said = "all", [w for w in said if w != "--all"]
    elif "--session" in said:
        at = said.index("--session")
        if at + 1 >= len(said):
            raise RulesError(f"Say which game session: {spec.slash} session.md --session 2")
        which = _session(spec, said[at + 1])
        del said[at:at + 2]
    elif len(said) == 2 and said[1].isascii() and said[1].isdigit():
        which = _session(spec, said.pop())
    if len(said) > 1 or any(w.startswith("--") for w in said):
        raise RulesError(f"Say {spec.usage}, e.g. {spec.slash} gb_s1.md --session 1 (quote a file name with "
                         "spaces).")
    return s.Export(said[0] if said else "", which, force)


def _session(spec: Spec, word: str) -> int:
    if not (word.isascii() and word.isdigit()) or len(word) > LONGEST_NUMBER or int(word) < 1:
        raise RulesError(f"{word!r} is not a game session number; say e.g. {spec.slash} session.md --session 2.")
    return int(word)

