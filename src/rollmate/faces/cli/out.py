"""What the command line writes: an answer on standard output (made safe for a terminal, wrapped and coloured
there, or JSON), a message on standard error, and the null device after a failed write. Shared by every command
line face, so the chat's start never loads the one-shot roller."""

from __future__ import annotations

import os
import sys
from typing import TextIO

from rollmate import textsafe
from rollmate.faces.cli import ansi

Fragments = list[tuple[str, str]]
# Seeds are stored as SQLite integers (64-bit) and a batch adds its line number: this leaves room for both.
MAX_SEED = 10**18 - 1


def say(answer: str | Fragments, *, as_json: bool = False) -> None:
    """Write one answer to standard output: text, JSON, or styled fragments (plain text when stdout is no terminal,
    wrapped to its width and coloured when it is one); untrusted text in it is made safe for a terminal first."""
    if as_json:
        print(textsafe.json_text(answer, ascii_only=not _unicode(sys.stdout)))  # type: ignore[arg-type]
        return
    fragments = [("", answer)] if isinstance(answer, str) else answer
    safe = [(style, textsafe.terminal(text)) for style, text in fragments]
    if any(text for _, text in safe) and ansi.wanted(sys.stdout):  # a terminal: wrapped to its width, then coloured
        from shutil import get_terminal_size

        from rollmate.faces.wrap import wrap

        shown = ansi.paint(wrap(safe, get_terminal_size().columns))  # colour after the text is made safe: our codes
    else:
        shown = "".join(text for _, text in safe)
    print(shown[:-1] if shown.endswith("\n") and not isinstance(answer, str) else shown)


def complain(text: str) -> None:
    """Write a message to standard error, made safe for a terminal."""
    if sys.stderr is not None:
        print(textsafe.terminal(text), file=sys.stderr)


def _unicode(stream: TextIO | None) -> bool:
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
    return encoding.startswith("utf")


def silence_stdout() -> None:
    """After a failed write, point standard output at the null device so the exit flush cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())  # type: ignore[union-attr]
        os.close(null)
    except (AttributeError, OSError, ValueError):
        pass
