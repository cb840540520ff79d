"""What a face shows, as plain data: an answer's lines (styled spans; the odds bars as the bar records they carry) and
a roll as every seat at the table sees it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rollmate.rules.records import FrozenRecord
from rollmate.rules.resolution import Resolution
from rollmate.table import render, show
from rollmate.table.lending import lent
from rollmate.table.show import Fragments

if TYPE_CHECKING:
    from rollmate.table.rarer_records import Line


def __getattr__(name: str) -> Any:  # a line of an answer: from rarer_records.py, the first time it is named
    return lent(__name__, "Line", name)


_CLASS = r"[^a-z0-9-]"


@lru_cache(maxsize=512)  # a few dozen styles recur in every answer
def classes(style: str) -> str:
    """'class:outcome.success class:outcome' -> 'outcome-success outcome' (only [a-z0-9-] survive)."""
    return " ".join(re.sub(_CLASS, "-", part[6:].lower()) for part in style.split() if part.startswith("class:"))


def lines(fragments: Fragments) -> tuple[Line, ...]:
    """Fragments cut into lines; an odds bar (a fragment that carries its chance, show.Drawn) becomes a Bar line.
    Words stay words whatever they look like: nothing here reads the text."""
    from rollmate.table.rarer_records import Line  # built by the first one made

    out: list[Line] = []
    spans: list[tuple[str, str]] = []
    for fragment in fragments:
        style, text = fragment
        bar = show.drawn(fragment)
        if bar is not None:  # a line of its own
            if spans:
                out.append(Line(tuple(spans)))
                spans = []
            out.append(Line(((classes(style), ""),), bar))
            continue
        parts = text.split("\n")
        for n, part in enumerate(parts):
            if part:
                spans.append((classes(style), part))
            if n < len(parts) - 1:
                out.append(Line(tuple(spans)))
                spans = []
    if spans:
        out.append(Line(tuple(spans)))
    return tuple(out)


def text(lines: tuple[Line, ...]) -> str:
    """Lines as plain text: a bar as its outcome and chance."""
    return "\n".join("".join(t for _, t in line.spans) if line.bar is None else f"{line.bar.outcome} {line.bar.percent}"
                     for line in lines)


@dataclass(frozen=True, eq=False, repr=False)
class Shown(FrozenRecord):
    """A roll as every page at the table shows it: who, the phrase, the one-line result and the full explanation
    (drawn from the roll's result when a face asks for it: a page wants the lines, an AI game master the contract)."""

    id: int
    actor: str
    phrase: str
    summary: str
    outcome: str
    result: Resolution = field(repr=False, compare=False)
    system: str = ""
    at: str = ""
    secret: bool = False
    void: bool = False
    read: str = ""  # what was understood (the words after 'Read as: '): a follow-up's, what it spent on which roll
    follow_up: bool = False  # it spent on a roll already made (its odds were those before that roll)

    @property
    def lines(self) -> tuple[Line, ...]:
        return lines(show.roll(self.result, teach=True))

    @property
    def contract(self) -> dict[str, Any]:
        return self.result.contract()

    def data(self) -> dict[str, Any]:
        return {"id": self.id, "actor": self.actor, "phrase": self.phrase, "summary": self.summary,
                "outcome": self.outcome, "outcome_class": classes(show.outcome_class(self.outcome, self.system)), "at": self.at,
                "secret": self.secret, "void": self.void, "lines": [line.data() for line in self.lines]}


def shown(roll_id: int, phrase: str, result: Resolution, *, at: str = "", secret: bool = False,
          void: bool = False, read: str = "", follow_up: bool = False) -> Shown:
    return Shown(id=roll_id, actor=result.actor or "", phrase=phrase, summary=render.summary(result),
                 outcome=result.outcome, result=result, system=result.system, at=at, secret=secret, void=void,
                 read=read or render.understood(result), follow_up=follow_up)
