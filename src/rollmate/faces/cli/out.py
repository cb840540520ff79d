"""What the command line writes: an answer on standard output (made safe for a terminal, wrapped and coloured
there, or JSON), a message on standard error, and the null device after a failed write. Shared by every command
line face, so the chat's start never loads the one-shot roller."""

from __future__ import annotations

import os
import sys
from typing import TextIO

from rollmate import textsafe
from rollmate.faces.cli import ansi
from rollmate.rules.registry import SYSTEMS, get_system

# Seeds are stored as SQLite integers (64-bit) and a batch adds its line number: this leaves room for both.
MAX_SEED = 10**18 - 1


def say(text: str, *, as_json: bool = False, system: str | None = None) -> None:
    """Write one answer to standard output; untrusted text in it is made safe for a terminal first (a roll's outcome
    coloured as its game says it feels)."""
    if as_json:
        print(textsafe.json_text(text, ascii_only=not _unicode(sys.stdout)))
    elif text and ansi.wanted(sys.stdout):  # a terminal: wrapped to its width, then coloured
        from shutil import get_terminal_size

        from rollmate.faces.wrap import wrap

        width = get_terminal_size().columns
        shown = "".join(t for _, t in wrap([("", textsafe.terminal(text))], width))
        tones = get_system(system).tones if system in SYSTEMS else None
        print(ansi.colour(shown, tones))  # colour after the text is made safe: our codes only
    else:
        print(textsafe.terminal(text))


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
