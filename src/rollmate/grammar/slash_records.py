"""What a slash command typed in the chat says, as frozen records, one per command, its fields the command's
arguments as the registry names them (grammar/slash.py reads them; the table answers each by its type).

/grant and /sheet say what 'Ripper gains a war die' and "show me Vex's sheet" say, and /quit what 'quit' says: they
are the chat's own records (chat_records.Grant, ShowSheet, Quit), so each is answered one way however it was said.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rollmate.grammar.chat_records import Grant, Quit, ShowSheet
from rollmate.rules.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Help(FrozenRecord):
    """/help [NAME]: examples and commands; `command` says more of one ('commands': all of them)."""

    command: str | None = None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Learn(FrozenRecord):
    """/learn: a guided first roll."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Party(FrozenRecord):
    """/party: who is loaded, who acts, resources left."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class History(FrozenRecord):
    """/history [N]: the last `limit` rolls."""

    limit: int = 10


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Show(FrozenRecord):
    """/show N: roll N with its full explanation."""

    roll: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Replay(FrozenRecord):
    """/replay N: roll N again from its seed."""

    roll: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Undo(FrozenRecord):
    """/undo: take back the last roll or grant."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Redo(FrozenRecord):
    """/redo: put back what the last /undo took back."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Campaign(FrozenRecord):
    """/campaign [NAME]: the campaign in play (None), or a switch to `name`."""

    name: str | None = None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class NewSession(FrozenRecord):
    """/new-session: a new game session."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Teach(FrozenRecord):
    """/teach [on|off]: the full walk-through on (True) or off (False); None turns it the other way."""

    mode: bool | None = None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class System(FrozenRecord):
    """/system [NAME]: the game in play (None), or a switch to `name`."""

    name: str | None = None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Profile(FrozenRecord):
    """/profile [NAME]: a rules profile of the game (left out: which it is, and the game's others)."""

    name: str | None = None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Load(FrozenRecord):
    """/load FILE: a sheet or party file."""

    file: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Export(FrozenRecord):
    """/export [FILE] [--session N|--all]: the campaign's rolls as a journal. `file` '' is named after the campaign;
    `which` is a game session's number, 'all', or None for the one in play; `force` (/export!, --force) replaces a
    file of that name."""

    file: str = ""
    which: int | Literal["all"] | None = None
    force: bool = False


Command = (Help | Learn | Party | ShowSheet | History | Show | Replay | Grant | Undo | Campaign | NewSession | Teach
           | System | Profile | Load | Export | Redo | Quit)
