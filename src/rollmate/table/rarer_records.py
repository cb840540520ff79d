"""The table's records fewer lines make: a question left open, a guided roll's step, a name put right, a line of an
answer for the page, and the GM's request for a roll.

They are loaded the first time one is named (each module that says what one is lends it from here, PEP 562), so a
one-shot roll that makes none of them never builds their classes: a dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rollmate.rules.records import FrozenRecord

if TYPE_CHECKING:
    from rollmate.grammar import chat_records as r
    from rollmate.rules.resolution import Resolution
    from rollmate.table.show import Bar

__all__ = ["Lesson", "Line", "Pending", "Request", "Respelt"]


@dataclass(frozen=True, eq=False, repr=False)
class Pending(FrozenRecord):
    """The phrase that asked, and the whole phrases an answer may pick from."""

    text: str
    choices: tuple[str, ...] = ()
    confirm: bool = False  # a yes/no question: "yes" does `text` anyway, "no" drops it
    why: str = ""  # why a yes/no question is asked ("A luck bonus now would not change this Fade.")
    # The question as data, for a face with no next line (MCP): in words, the part of the roll it is about and the
    # values that part may take (the game's list, else each choice in its own words).
    question: str = ""
    missing: str = ""
    allowed: tuple[str, ...] = ()
    only_picks: bool = False  # a suggestion ("Did you mean: Sneak?"): a line that picks none is a line of its own
    # What picking each choice says, as the chat's own record ('what does off balance mean?' is GlossaryLookup('off
    # balance')), when a choice is not a phrase to roll: the table answers the record, never the choice's words.
    picks: tuple[r.Said, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Lesson(FrozenRecord):
    """Where a guided first roll stands: the step shown, waiting for the next line."""

    step: int
    phrase: str = ""  # what they do
    asked: tuple[str, ...] | None = None  # a question the rules asked back about it, and its choices
    odds: Resolution | None = None  # its chances, before the dice
    result: Resolution | None = None  # the practice roll, once the dice are in


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Respelt(FrozenRecord):
    """A phrase with a misspelt name put right, and the note that says so."""

    text: str  # the phrase with the name put right
    note: str  # "('gaurd' read as the guard.)"


@dataclass(frozen=True, eq=False, repr=False)
class Line(FrozenRecord):
    """One line of an answer: spans of (css classes, text), or a bar."""

    spans: tuple[tuple[str, str], ...]
    bar: Bar | None = None

    def data(self) -> dict[str, Any]:
        if self.bar is not None:
            return {"bar": self.bar.__dict__, "classes": self.spans[0][0] if self.spans else ""}
        return {"spans": [list(span) for span in self.spans]}


@dataclass(frozen=True, eq=False, repr=False)
class Request(FrozenRecord):
    """The GM asks a player for a roll: the phrase shows on that player's page, one click away."""

    to: str
    phrase: str

    @property
    def text(self) -> str:
        return f"GM asks {self.to}: {self.phrase}"

