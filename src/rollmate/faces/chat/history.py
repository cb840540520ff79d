"""The chat's history file (history.txt beside the roll log): prompt_toolkit's FileHistory, but only a regular file.

prompt_toolkit's own FileHistory opens its file with open(), which follows a link, waits on a FIFO and creates the
file with the umask's permissions. This one reads and appends through files.open_regular: never through a link,
never a device or a FIFO, created 0600 (in the log's 0700 folder).
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Iterable
from pathlib import Path

from prompt_toolkit.history import FileHistory

from rollmate.errors import RollmateError
from rollmate.files import open_regular, regular_or_absent

ROLE = "the chat's history"


class PrivateFileHistory(FileHistory):
    """FileHistory over files.open_regular. Made on a path that is not a regular file it raises NotARegularFile;
    if the file is swapped for something else later, lines are no longer kept (the chat goes on)."""

    def __init__(self, path: Path) -> None:
        regular_or_absent(path, ROLE)
        super().__init__(str(path))

    def load_history_strings(self) -> Iterable[str]:
        try:
            fd = open_regular(self.filename, os.O_RDONLY, ROLE)  # type: ignore[arg-type]
        except RollmateError:
            return []
        with os.fdopen(fd, "rb") as stream:
            text = stream.read().decode("utf-8", errors="replace")
        strings, lines = [], []
        for line in text.splitlines(keepends=True):
            if line.startswith("+"):
                lines.append(line[1:])
            elif lines:
                strings.append("".join(lines)[:-1])
                lines = []
        if lines:
            strings.append("".join(lines)[:-1])
        return reversed(strings)

    def store_string(self, string: str) -> None:
        try:
            fd = open_regular(self.filename, os.O_WRONLY | os.O_APPEND | os.O_CREAT, ROLE)  # type: ignore[arg-type]
        except RollmateError:
            return
        entry = f"\n# {datetime.datetime.now()}\n" + "".join(f"+{line}\n" for line in string.split("\n"))
        try:
            with os.fdopen(fd, "wb") as stream:
                stream.write(entry.encode("utf-8", errors="replace"))
        except OSError:  # a full disk: the line is not remembered, the chat goes on
            pass
