"""What the reader notes of fewer phrases beside their clauses: a letter's frame, a label read through its slip,
words taken out as said (a correction's first try, a speaker's label), a piece of the player's working.

Besides those, what a typed word may be a slip of (Slips), made for a vocabulary the first time a word is unknown. They
are loaded the first time one is made (each module that makes one imports it there), so a phrase without them never
builds their classes: a dataclass's methods are compiled at every start.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.rules.forms import bases
from rollmate.rules.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Frame(FrozenRecord):
    """A part of a letter's frame: which ('greeting' or 'sign-off') and where it stands (0-based, end exclusive)."""

    part: str
    start: int
    end: int


def blank_part(text: str, chars: list[str], frames: list[Frame], start: int, end: int, part: str) -> None:
    """Blank text[start:end] in chars, its spaces at either end left as they are, and note it as a Frame of `part`
    (a script's slugline, a transcript's timestamp): the words go, their columns stay."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start < end:
        chars[start:end] = " " * (end - start)
        frames.append(Frame(part, start, end))


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Label(FrozenRecord):
    """A label read through its slip: where it was typed, and the rules name it was read as."""

    start: int
    end: int
    name: str
    heard: bool = False  # spelled by ear ("stelth"), not slipped ("stleath"): read whatever the action words settle


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Unsaid(FrozenRecord):
    """Words taken out of the phrase as said, with why: where they stood (0-based, end exclusive). speech.py says
    why (its notes); speech.taken_out makes one."""

    start: int
    end: int
    why: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Work(FrozenRecord):
    """A piece of the player's working: where it stood (0-based, end exclusive) and what Read as says of it
    (working.py)."""

    start: int
    end: int
    note: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Slips(FrozenRecord):
    """What a typed word may be a slip of, for one vocabulary: the targets, their rules names and base words."""

    targets: tuple[str, ...]  # what a slip may be of: action words in every form, and one-word rules names
    names: dict[str, str]  # rules names among the targets -> how the game spells them ("sneak" -> "Sneak")
    heads: frozenset[str]  # the action words and rules names themselves, in their base form

    def base_of(self, target: str) -> str:
        """The action word or rules name a target is (a form of): "sneaks" -> "sneak"."""
        return next((b for b in bases(target) if b in self.heads), target)

