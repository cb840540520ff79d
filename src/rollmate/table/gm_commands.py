"""The GM's controls in the chat: grant, give back or take luck and war dice (/grant, "Ripper gains a war die",
"Dex loses a luck point"), take back the last roll or grant (/undo) and put it back (/redo), and show a sheet (/sheet, "what skills do I have?", "how much luck does Vex have?")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from rollmate.errors import RulesError
from rollmate.log.store import Store
from rollmate.rules.registry import SYSTEMS
from rollmate.rules.sheets import Character, own_value
from rollmate.rules.system import Resource, get_system, on_sheet
from rollmate.similar import close_matches
from rollmate.table import gm, show
from rollmate.table.state import Last, Reply, State, count_text

if TYPE_CHECKING:
    from rollmate.grammar.chat_records import Grant


def grant(state: State, store: Store, name: str, amount: int, resource: str) -> Reply:
    game = state.game
    person = _character(state, name)
    if game.resource is None:
        raise RulesError(f"{game.title} characters have nothing the GM grants for a better roll.")
    if game.resource.key != resource:
        raise RulesError(f"{game.title} has no {_named(resource).many}; its characters "
                         f"have {game.resource.many}: e.g. '/grant {person.name} 1'.")
    if not 1 <= abs(amount) <= 99:
        raise RulesError("Grant 1 to 99 at a time, e.g. '/grant Vex 1' (or '/grant Vex -1' to take one back).")
    now = state.table.left(state.party, person.name, resource) or 0
    most = game.resource.most
    if amount < 0:
        return _take(state, store, person.name, -amount, resource, now)
    given = amount if most is None else max(0.0, min(float(amount), most - now))  # luck may be held in halves
    if given == 0:
        return Reply(state, show.info(f"{person.name} already has {count_text(now)} {game.resource.many}, the most "
                                      f"{game.title} allows; nothing was given."))
    gm.grant(store, state.party, state.system, person.name, resource, given)
    table = store.table_for(state.party, state.system, state.table)
    left = table.left(state.party, person.name, resource) or 0
    capped = f" ({amount} asked; {most} is the most {game.title} allows)" if given < amount else ""
    return Reply(replace(state, table=table),
                 show.info(f"{person.name} gains {game.resource.count(given)}; now {count_text(left)}{capped}."))


def _take(state: State, store: Store, name: str, amount: int, resource: str, now: float) -> Reply:
    """The GM takes a resource away (never below none): a ledger change, not a spend on any roll."""
    many = state.game.resource_named(resource)
    taken = min(float(amount), now)
    if taken <= 0:
        return Reply(state, show.info(f"{name} has no {many.many} left to take; nothing changed."))
    gm.grant(store, state.party, state.system, name, resource, -taken)
    table = store.table_for(state.party, state.system, state.table)
    left = table.left(state.party, name, resource) or 0
    short = f" ({amount} asked; {name} had {count_text(now)})" if taken < amount else ""
    return Reply(replace(state, table=table),
                 show.info(f"{name} loses {many.count(taken)} (the GM's change; no roll); now {count_text(left)}{short}."))


def grant_command(state: State, said: Grant, store: Store) -> Reply:
    """/grant NAME [N] [RESOURCE], 'Ripper gains a war die': the resource defaults to the game's own."""
    game = state.game
    return grant(state, store, said.character, said.amount,
                 said.resource or (game.resource.key if game.resource else ""))


def undo(state: State, store: Store) -> Reply:
    """/undo: the campaign's last thing in this game is taken back: a roll is marked void (it stays in the log) and
    its spends come back, a grant is reversed; nothing comes back past the game's cap."""
    change = gm.undo_last(store, state.party, state.game)
    if change is None:
        return Reply(state, show.info("There is nothing left to undo in this campaign."))
    said = _undo_text(change) + " /redo puts it back."
    table = store.table_for(state.party, state.system, state.table)
    return Reply(remembered(replace(state, table=table), store), show.info(said))


def redo(state: State, store: Store) -> Reply:
    """/redo: what the last /undo took back counts again."""
    change = gm.redo_last(store, state.party, state.system)
    if isinstance(change, str):
        return Reply(state, show.info(change))
    if change.kind == "grant":
        said = f"Redone: the grant to {change.name} ({_amount(change.resource, change.amount)}) counts again."
    else:
        roll = change.roll
        said = f"Redone: #{roll.id} {roll.phrase} counts again" if roll else "Redone: the roll counts again"
        said += "".join(f"; {n} spends {_amount(r, -a)} again" for n, r, a in change.moved if a) + "."
    table = store.table_for(state.party, state.system, state.table)
    return Reply(remembered(replace(state, table=table), store), show.info(said))


def _named(key: str) -> Resource:
    """How a resource is said, by whichever game declares it."""
    return next((r for name in SYSTEMS for r in get_system(name).held() if r.key == key),
                Resource(key=key, one=key.replace("_", " "), many=key.replace("_", " ")))


def _amount(resource: str, amount: float) -> str:
    return _named(resource).count(abs(amount))


def _undo_text(change: gm.Change) -> str:
    capped = " (stopped at the most the game allows)" if change.capped else ""
    if change.kind == "grant":
        (name, resource, moved), = change.moved
        what = "grant" if change.amount > 0 else "take"
        back = f"{name} {'gives back' if moved < 0 else 'gets back'} {_amount(resource, moved)}" if moved else \
            "nothing moved"
        return f"Took back the {what} of {_amount(resource, change.amount)} for {name}: {back}{capped}."
    roll = change.roll
    spent = ", ".join(f"{n} {'gets back' if a > 0 else 'sheds'} {_amount(r, a)}" for n, r, a in change.moved if a)
    return (f"Took back #{roll.id}: {roll.phrase} ({roll.result.outcome or 'dice'}). It stays in the log, marked "  # type: ignore[union-attr]
            f"void; {spent or 'it spent nothing'}{capped}.")


def remembered(state: State, store: Store) -> State:
    """The state with each character's last roll (that still counts) from the log, for follow-ups."""
    last: dict[str, Last] = {}
    latest = None
    for roll in gm.last_of_each(store, state.party, state.system):
        latest = roll.result.actor or ""
        last[latest] = Last(ref=roll.ref, result=roll.result)
    return replace(state, last=last, latest=latest)


# --- sheets ---------------------------------------------------------------------------------------------------------

def sheet(state: State, name: str | None) -> Reply:
    person, rows = sheet_rows(state, name)
    lines = [f"{person.name} ({get_system(person.system).title}):", *(f"  {label}: {value}" for label, value in rows)]
    return Reply(state, [f for line in lines for f in show.info(line)])


def sheet_rows(state: State, name: str | None) -> tuple[Character, list[tuple[str, str]]]:
    """A character's sheet as (label, value) rows, what they hold now from the ledgers (None: the acting
    character's): what /sheet shows and a program reads."""
    if name is None and not state.actor:
        raise RulesError("Nobody is acting yet: say whose sheet, e.g. '/sheet Vex'.")
    who = state.actor if name is None else name.strip()
    person = _character(state, who)
    game = get_system(person.system)
    rows: list[tuple[str, str]] = []
    for field, label in game.sheet_labels().items():
        held = field in {r.key for r in game.held()}  # a ledger's count now, not the sheet's
        value = state.table.left(state.party, person.name, field) if held else own_value(person, field)
        if isinstance(value, dict) and value:
            rows.append((label, ", ".join(f"{k} {v:+d}" if game.signed_scores else f"{k} {v}"
                                          for k, v in value.items())))
        elif isinstance(value, tuple) and value:
            rows.append((label, ", ".join(getattr(v, "name", str(v)) for v in value)))
        elif isinstance(value, str) and value:
            rows.append((label, value))
        elif isinstance(value, int) and not isinstance(value, bool) and value:
            rows.append((label, f"{value:+d}"))
    for resource in game.held():
        if not resource.shown:
            continue
        left = state.table.left(state.party, person.name, resource.key)
        now = "left" if not resource.gained else "now"
        rows.append((f"{resource.many} {now}", f"{count_text(left or 0)} (sheet: "
                                               f"{count_text(on_sheet(person, resource.key) or 0)})"))
    return person, rows


def _character(state: State, name: str) -> Character:
    person = state.party.find(name)
    if isinstance(person, Character):
        return person
    names = [c.name for c in state.party.characters]
    if person is not None:
        raise RulesError(f"{person.name} is one of the GM's characters, with no sheet of that kind.")
    close = close_matches(name, names)
    hint = f" Did you mean: {', '.join(close)}?" if close else ""
    raise RulesError(f"There is no character named '{name}'.{hint} Loaded: {', '.join(names) or 'nobody'}.")
