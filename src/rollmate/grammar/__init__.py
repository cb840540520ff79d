"""Grammar: plain English -> RollRequest, and the chat's own lines -> records (chat.py). Knows English, not rules; its
words come from the systems' vocabularies and its own data. `parse` (and lark with it) loads on first use, so a
module that only reads the chat's lines never loads the phrase parser."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rollmate.grammar.parser import parse

__all__ = ["parse"]


def __getattr__(name: str) -> Any:
    if name == "parse":
        from rollmate.grammar.parser import parse

        return parse
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
