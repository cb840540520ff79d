"""The chat's first prompt, fast: a first look at the sheet files (stdlib TOML, nothing of rollmate's rules) names
the game and who acts, so the prompt can be shown at once; the rest (the sheets checked, the roll log opened, the
grammar built) loads in a thread while the prompt is on the screen, and the first line waits for it if it must.
"""

from __future__ import annotations

import argparse
import threading
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import DEFAULT_SYSTEM


@dataclass(frozen=True, eq=False, repr=False)
class FirstLook(FrozenRecord):
    """What the prompt and the greeting need before anything is loaded."""

    system: str
    actor: str | None


def first_look(args: argparse.Namespace) -> FirstLook | None:
    """The game and the acting character as the files say, or None when a file doesn't read plainly (then the chat
    loads everything first, and a bad file is refused before any prompt)."""
    actor: str | None = getattr(args, "actor", None)
    system: str | None = getattr(args, "system", None)
    first: tuple[str, str | None] | None = None
    for path in getattr(args, "sheet", None) or ():
        try:
            with open(Path(path).expanduser(), "rb") as file:
                data = tomllib.load(file)
        except (OSError, tomllib.TOMLDecodeError, ValueError):
            return None
        people = data.get("character") if isinstance(data.get("character"), list) else [data] if "name" in data else []
        for person in people:
            if isinstance(person, dict) and isinstance(person.get("name"), str) and first is None:
                game = person.get("system", data.get("system"))
                first = (person["name"], game if isinstance(game, str) else None)
    if actor is None and first is not None and (system is None or first[1] in (None, system)):
        actor = first[0]
    guess = system or (first[1] if first else None) or DEFAULT_SYSTEM
    return FirstLook(system=guess, actor=actor)


@dataclass
class Loader:
    """Runs `load` once in a thread and hands over what it made, or raises what it raised."""

    load: Callable[[], Any]
    done: Callable[[], None] = lambda: None  # called in the thread when loading has ended, well or not
    _thread: threading.Thread | None = None
    _value: Any = None
    _error: BaseException | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self, *_: object) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True)
                self._thread.start()

    def _run(self) -> None:
        try:
            self._value = self.load()
        except BaseException as error:  # handed to whoever waits: the chat says it and ends
            self._error = error
        self.done()

    @property
    def ready(self) -> bool:
        return self._thread is not None and not self._thread.is_alive()

    def get(self) -> Any:
        self.start()
        assert self._thread is not None
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._value
