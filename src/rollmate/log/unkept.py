"""The roll log of a one-shot command that keeps none (`rollmate roll` without --db): its rolls are held as they were
made, and a log in memory is made from them only when a line asks more of it than a roll does (a slash command, a
grant, the ledgers after a roll), so a single roll loads no SQL, no schema and no chain.

Every call is answered as Store(":memory:") would answer it: the log is made, the rolls held so far written into it
in their order, and the call passed on, whenever it is not one of the few a log with no rolls, or one that only
records them, answers alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rollmate.log.rollrecord import RollRecord
from rollmate.rules.sheets import Party
from rollmate.rules.system import Table

if TYPE_CHECKING:
    from rollmate.log.store import Store


class Unkept:
    """A log in memory, made on the first call that needs one; until then the rolls recorded, in order."""

    def __init__(self) -> None:
        self._rolls: list[RollRecord] = []
        self._log: Store | None = None

    def _made(self) -> Store:
        if self._log is None:
            from rollmate.log.store import Store

            self._log = Store(":memory:", key=None)
            if self._rolls:
                self._log.record(self._rolls)
        return self._log

    def __getattr__(self, name: str) -> Any:
        return getattr(self._made(), name)

    def table_for(self, party: Party, system: str, table: Table | None = None) -> Table:
        """The ledgers as the log has them: as `table` has them while no roll is in it (a log with no rolls has none)."""
        if self._log is None and not self._rolls:
            return table or Table()
        return self._made().table_for(party, system, table)

    def record(self, records: Sequence[RollRecord], *, secret: bool = False, seat: str | None = None) -> list[int]:
        """Rolls held, numbered as a new log numbers them; a secret roll or a seat's is written at once."""
        if self._log is not None or secret or seat is not None:
            return self._made().record(records, secret=secret, seat=seat)
        self._rolls += records
        return list(range(len(self._rolls) - len(records) + 1, len(self._rolls) + 1))

    def close(self) -> None:
        if self._log is not None:
            self._log.close()
