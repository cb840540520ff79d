"""The base every clause record shares: where the part stands in the phrase and what the reading calls it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rollmate.rules.records import FrozenRecord


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Record(FrozenRecord):
    """A clause part of a phrase: where it stands ([start, end)) and, per kind, what the reading calls it."""

    start: int
    end: int
    # What the reading calls it (JSON `reading.clauses[].kind`), and the clause's declared name: the key a game's
    # data uses for it (a game's [refuse] table names the clauses it has no rule for).
    label: ClassVar[str] = ""
    kind: ClassVar[str] = ""


def kind_of(base: type[Record], name: str, label: str, kind: str, doc: str, module: str) -> Any:
    """A record type of its own (the binder dispatches on it) that adds nothing to `base` but its names."""
    return type(name, (base,), {"__slots__": (), "label": label, "kind": kind, "__doc__": doc, "__module__": module})
