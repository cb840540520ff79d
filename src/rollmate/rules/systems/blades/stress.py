"""The stress track of each scoundrel through one roll: stress taken or cleared, trauma when the track fills.

Stress starts from the table's ledger (else the sheet); reaching the last box means trauma: stress goes back to 0,
the surplus is lost, and one more trauma is marked (the fourth retires the character). Someone without a sheet is
still resolved, with every change "not tracked".
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.rules.records import FrozenRecord
from rollmate.rules.resolution import Spend
from rollmate.rules.sheets import Party, own_value
from rollmate.rules.system import Table
from rollmate.rules.systems.blades.sheet import RETIRED, STRESS_MAX


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Change(FrozenRecord):
    """A change to a character's stress: how much, why, and the stress before and after."""

    name: str
    reason: str  # assist | push | resist | critical_resist | lead_group
    change: int
    before: int
    after: int
    trauma: bool
    tracked: bool

    def data(self) -> dict[str, object]:
        return {"name": self.name, "reason": self.reason, "change": self.change, "before": self.before,
                "after": self.after, "trauma": self.trauma, "tracked": self.tracked}


class Track:
    """Stress and trauma of everyone a roll touches, as they change in order."""

    def __init__(self, party: Party, table: Table) -> None:
        self.party = party
        self.table = table
        self.stress: dict[str, int] = {}
        self.trauma: dict[str, int] = {}
        self.changes: list[Change] = []

    def _known(self, name: str) -> bool:
        person = self.party.find(name)
        return person is not None and getattr(person, "system", None) == "blades"

    def now(self, name: str) -> tuple[int, int] | None:
        """(stress, trauma) now, or None for someone without a sheet."""
        if not self._known(name):
            return None
        if name not in self.stress:
            self.stress[name] = int(self.table.left(self.party, name, "stress") or 0)
            self.trauma[name] = int(self.table.left(self.party, name, "trauma") or 0)
        return self.stress[name], self.trauma[name]

    def most(self, name: str) -> int:
        person = self.party.find(name)
        return int(own_value(person, "stress_max") or STRESS_MAX)

    def retired(self, name: str) -> bool:
        held = self.now(name)
        return held is not None and held[1] >= RETIRED

    def take(self, name: str, reason: str, change: int) -> Change:
        """Stress taken (positive) or cleared (negative, never below 0); trauma when the track fills."""
        held = self.now(name)
        if held is None:
            done = Change(name=name, reason=reason, change=change, before=0, after=0, trauma=False, tracked=False)
        else:
            before, trauma = held
            after = max(0, before + change)
            filled = after >= self.most(name)
            if filled:
                after, trauma = 0, trauma + 1
            self.stress[name], self.trauma[name] = after, trauma
            done = Change(name=name, reason=reason, change=change, before=before, after=after, trauma=filled,
                          tracked=True)
        self.changes.append(done)
        return done

    def spends(self) -> tuple[Spend, ...]:
        """What the table's ledgers take from this roll: each tracked character's stress (and trauma) after it."""
        out: list[Spend] = []
        for name in dict.fromkeys(c.name for c in self.changes if c.tracked):
            mine = [c for c in self.changes if c.name == name]
            out.append(Spend(who=name, resource="stress", amount=sum(c.change for c in mine),
                             after=self.stress[name]))
            marked = sum(1 for c in mine if c.trauma)
            if marked:
                out.append(Spend(who=name, resource="trauma", amount=marked, after=self.trauma[name]))
        return tuple(out)
