"""A regular expression compiled the first time a line uses it: a module keeps its pattern beside the code that reads
with it, and a process compiles only the patterns its lines need (a one-shot roll reads one line, and most patterns
find nothing in most lines, so they are never searched)."""

from __future__ import annotations

import re
from typing import Any

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class Later:
    """re.compile(text, flags), made at the first use of one of its methods or attributes; from then on each method
    is the compiled pattern's own, kept on this object (looked up as quickly as on the pattern)."""

    __slots__ = ("_text", "_flags", *_METHODS)

    def __init__(self, text: str, flags: int = 0) -> None:
        self._text = text
        self._flags = flags

    def __getattr__(self, name: str) -> Any:  # (only for what is not kept yet: a method's first use, or `pattern`)
        if name in ("_text", "_flags"):
            raise AttributeError(name)  # (an object not yet made, as copy makes one)
        compiled = re.compile(self._text, self._flags)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)


def alternation(words: object) -> str:
    """Words as the alternatives of a pattern, the longest first (so 'full stop' is tried before 'stop'), a space in
    one standing for any run of white space."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))  # type: ignore[call-overload]
