"""The GM's controls as typed calls for a program (an AI game master's tools): grant, undo, a new game session, the
campaign, end of turn, a sheet, one roll of the log, a secret roll revealed and a roll asked of a player.

What each does is said once, in the registry (table/registry.py), which MCP's tool list shows and which is each
call's docstring here. Each goes through the table's own door (Table.answer and its GM methods) and returns what the
log holds once it is done, read back from the log and the ledgers, never from the answer's words; a refusal raises
the chat's RollmateError, and nothing is written before a refusal."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from rollmate.errors import RulesError
from rollmate.rules.system import get_system
from rollmate.table import gm_commands, registry
from rollmate.table.core import GM, Answer, Table
from rollmate.table.ledger import fresh
from rollmate.table.logbook import campaign_name
from rollmate.table.powers import MCP
from rollmate.table.tools import LoggedRoll
from rollmate.table.views import Shown, text


class Change(BaseModel):
    """A character's resource that moved: what they held before and what they hold now."""

    character: str
    resource: str
    was: float
    now: float


class Done(BaseModel):
    """What a control did to the log: resources that moved, rolls it took back (void), the game session now, and
    the table's words (for people; the fields are what counts)."""

    changed: list[Change]
    voided: list[int]
    game_session: int
    text: str


class Campaign(BaseModel):
    campaign: str
    game_session: int
    switched: bool
    text: str


class TurnEnded(BaseModel):
    ended: list[str]  # the bonuses carried through the turn that ended with it
    text: str


class SheetRow(BaseModel):
    label: str
    value: str


class Sheet(BaseModel):
    character: str
    system: str
    rows: list[SheetRow]


class RollShown(LoggedRoll):
    """One roll of the campaign's log: the contract's JSON and how the table shows it."""

    result: dict[str, Any]
    text: str


class Requested(BaseModel):
    to: str
    phrase: str
    text: str


def _held(table: Table) -> dict[tuple[str, str], float]:
    """Every character's every resource, as the log's ledgers say now."""
    state = fresh(table.state(GM), table.store)
    return {(c.name, r.key): float(state.table.left(state.party, c.name, r.key) or 0)
            for c in state.party.characters for r in get_system(c.system).held()}


def _command(table: Table, line: str) -> Done:
    """A chat command typed at the GM's seat, and what it changed in the log."""
    before = _held(table)
    answer = _answered(table.answer(line, GM, may=MCP))
    after = _held(table)
    changed = [Change(character=name, resource=key, was=before.get((name, key), 0.0), now=now)
               for (name, key), now in after.items() if abs(now - before.get((name, key), 0.0)) > 1e-9]
    voided = [roll for roll in answer.voided if roll is not None]  # an undone grant voids no roll
    return Done(changed=changed, voided=voided, game_session=table.store.game_session(table.campaign),
                text=answer.text)


def _answered(answer: Answer) -> Answer:
    if answer.error:
        raise RulesError(answer.error)
    return answer


@registry.describes("grant")
def grant(table: Table, character: str, amount: int = 1, resource: str | None = None) -> Done:
    name = table.seat(character)
    if name == GM:
        raise RulesError("Grant to a character, e.g. grant(character='Vex', amount=1).")
    words = f" {' '.join(resource.split())}" if resource else ""
    return _command(table, f"/grant {name} {amount}{words}")


@registry.describes("undo")
def undo(table: Table) -> Done:
    return _command(table, "/undo")


@registry.describes("new_session")
def new_session(table: Table) -> Done:
    return _command(table, "/new-session")


@registry.describes("campaign")
def campaign(table: Table, name: str | None = None) -> Campaign:
    if name is not None and not name.strip():
        raise RulesError("Name the campaign to switch to, or leave the name out to see the one in play.")
    answer = _answered(table.answer(f"/campaign {' '.join(name.split())}" if name else "/campaign", GM, may=MCP))
    return Campaign(campaign=campaign_name(table.campaign), game_session=table.store.game_session(table.campaign),
                    switched=answer.campaign_changed, text=answer.text)


@registry.describes("end_turn")
def end_turn(table: Table) -> TurnEnded:
    carried = table.state(GM).table.carried
    ended = [f"{name}'s {c.said} bonus on {c.skill}" for name, c in carried.items()]
    answer = _answered(table.answer("end turn", GM, may=MCP))
    return TurnEnded(ended=ended, text=answer.text)


@registry.describes("sheet")
def sheet(table: Table, character: str) -> Sheet:
    state = fresh(table.state(GM), table.store)
    person, rows = gm_commands.sheet_rows(state, table.seat(character))
    return Sheet(character=person.name, system=person.system,
                 rows=[SheetRow(label=label, value=value) for label, value in rows])


@registry.describes("show_roll")
def show_roll(table: Table, roll_id: int) -> RollShown:
    found = table.get(roll_id)
    if found is None:
        raise RulesError(f"There is no roll #{roll_id} in this campaign's log.")
    return shown(found)


@registry.describes("reveal")
def reveal(table: Table, roll_id: int) -> RollShown:
    return shown(table.reveal(roll_id))


@registry.describes("ask")
def ask(table: Table, character: str, phrase: str) -> Requested:
    request = table.ask(character, phrase)
    if table.store.path is not None:
        raise RulesError("Nothing was sent: the players' pages hear a request from MCP only through a PostgreSQL "
                         "log (--db postgresql://...); on this log, ask from the GM's page, or in words.")
    table.announce(request)
    return Requested(to=request.to, phrase=request.phrase, text=request.text)


def shown(roll: Shown) -> RollShown:
    return RollShown(id=roll.id, at=roll.at, actor=roll.actor, phrase=roll.phrase, summary=roll.summary,
                     outcome=roll.outcome, secret=roll.secret, void=roll.void, result=roll.contract,
                     text=text(roll.lines))


__all__ = ["Campaign", "Change", "Done", "Requested", "RollShown", "Sheet", "TurnEnded", "ask", "campaign",
           "end_turn", "grant", "new_session", "reveal", "sheet", "show_roll", "undo"]
