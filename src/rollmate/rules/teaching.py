"""Reads each game's teaching texts (rules/systems/<game>/teach.toml), checked by pydantic when read.

They tell its roll and its special rules step by step, and give the guided first roll's words, with placeholders
the table fills from a character's sheet.

A topic's lines follow the rulebook's order. A placeholder is {name} or {name:argument}; the names are PLACEHOLDERS
below (what a roll of the topic's example phrase shows for the acting character). A part in square brackets is said
only when the sheet fills every placeholder in it, and the file's [defaults] say who {actor} and {other} are when
nobody acts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import SYSTEMS

FILE = "teach.toml"
_SYSTEMS_DIR = Path(__file__).parent / "systems"
# What a placeholder may name: the acting character, another of the same game, and the topic's example, what the example's roll reads (its
# skill, trick, ability and score, modifier, difficulty and its number, the chance of each outcome, a step's text
# by title), what a character holds of a resource (left:KEY), and the game's outcomes.
PLACEHOLDERS = ("actor", "other", "example", "skill", "trick", "ability", "score", "modifier", "difficulty", "dl", "odds",
                "step", "left", "outcomes")
PLACEHOLDER = re.compile(r"\{(\w+)(?::([^{}]+))?\}")
OPTIONAL = re.compile(r"\[([^\[\]]*)\]")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Topic(FrozenRecord):
    """One thing a newcomer asks how it works: the words they name it by, its lines, and one phrase to try."""

    name: str
    asks: tuple[str, ...]
    title: str  # "How a roll works", said before the lines
    lines: tuple[str, ...]
    example: str  # the phrase whose roll (not made: its odds) fills the lines' numbers
    tries: str  # one phrase the answer ends with


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Lesson(FrozenRecord):
    """The guided first roll's game-specific words: what each step says beyond the roll's own steps."""

    pick: str  # step 1: what to type
    dice: str  # step 3: the dice to roll at the table
    adding: tuple[str, ...]  # step 4: the steps (by title) that add up the roll
    spend: str  # step 6: what the game's resource could do now
    tries: tuple[str, str, str]  # three phrases to try afterwards


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Teaching(FrozenRecord):
    """What a game teaches about its rolls: the steps that say why, its topics, defaults and lesson."""

    why: tuple[str, ...]  # the titles of a roll's steps that say why it is that roll
    topics: tuple[Topic, ...]
    defaults: dict[str, str]
    lesson: Lesson

    def topic(self, name: str) -> Topic:
        return next(t for t in self.topics if t.name == name)


def _schema() -> Any:
    from pydantic import BaseModel, ConfigDict, Field, field_validator

    class Strict(BaseModel):
        model_config = ConfigDict(extra="forbid", frozen=True)

    class TopicModel(Strict):
        asks: list[str] = Field(min_length=1)
        title: str
        lines: list[str] = Field(min_length=1, max_length=8)
        example: str
        tries: str = Field(alias="try")

        @field_validator("lines", "tries")
        @classmethod
        def _known(cls, lines: list[str] | str) -> list[str] | str:
            for line in [lines] if isinstance(lines, str) else lines:
                for found in PLACEHOLDER.finditer(line):
                    if found.group(1) not in PLACEHOLDERS:
                        raise ValueError(f"unknown placeholder {found.group(0)} (known: {', '.join(PLACEHOLDERS)})")
            return lines

    class LessonModel(Strict):
        pick: str
        dice: str

        @field_validator("pick", "dice")
        @classmethod
        def _filled(cls, text: str) -> str:
            return TopicModel._known(text)  # type: ignore[no-any-return]
        adding: list[str] = Field(min_length=1)
        spend: str
        tries: list[str] = Field(alias="try", min_length=3, max_length=3)

    class Defaults(Strict):
        actor: str
        other: str

    class TeachingModel(Strict):
        why: list[str] = Field(min_length=1)
        defaults: Defaults
        topics: dict[str, TopicModel]
        lesson: LessonModel

        @field_validator("topics")
        @classmethod
        def _roll(cls, topics: dict[str, Any]) -> dict[str, Any]:
            if "roll" not in topics:
                raise ValueError("every game teaches its roll: a [topics.roll] table is needed")
            return topics

    return TeachingModel


@cache
def teaching(system: str) -> Teaching:
    """The game's teaching texts, read and checked once per process (a mistake names the file and key)."""
    if system not in SYSTEMS:
        raise KeyError(system)
    import tomllib

    from rollmate.rules.content_check import check

    data = tomllib.loads((_SYSTEMS_DIR / system / FILE).read_text("utf-8"))
    check(system, data, _schema(), where=f"rules/systems/{system}/{FILE}")
    topics = tuple(Topic(name=name, asks=tuple(a.lower() for a in t["asks"]), title=t["title"],
                         lines=tuple(t["lines"]), example=t["example"], tries=t["try"])
                   for name, t in data["topics"].items())
    lesson = data["lesson"]
    return Teaching(why=tuple(data["why"]), topics=topics, defaults=dict(data["defaults"]),
                    lesson=Lesson(pick=lesson["pick"], dice=lesson["dice"], adding=tuple(lesson["adding"]),
                                  spend=lesson["spend"], tries=tuple(lesson["try"])))  # type: ignore[arg-type]
