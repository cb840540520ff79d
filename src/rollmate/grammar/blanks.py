"""A post with spans blanked: what a frame takes out, spaces in its place, so every column stays where it was."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def blanked(text: str, spans: Iterable[Sequence[int]]) -> str:
    """The text with each span (start, end, ...: 0-based, end exclusive) turned to spaces."""
    chars = list(text)
    for start, end, *_ in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)
