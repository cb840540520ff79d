"""What a run starts from: the game, profile and actor chosen from the options, the sheets and the defaults; and
the chat's first state, with what the roll log remembers of this campaign (settings, ledgers, last rolls).

Both the one-shot CLI and the chat use it; it imports no prompt_toolkit."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from rollmate.errors import RulesError
from rollmate.rules.registry import DEFAULT_SYSTEM, SYSTEMS, get_system
from rollmate.rules.sheets import Party, load_party

if TYPE_CHECKING:
    import argparse

    from rollmate.log.store import Store
    from rollmate.table.state import State


def choose(args: argparse.Namespace, party: Party) -> tuple[str, str, str | None]:
    """(system, profile, actor) from the options, the sheets, then the defaults."""
    actor = args.actor
    if actor is not None and party.find(actor) is None:
        meant = party.find_said(actor)  # "--as Percy" for Percy Gall: a first name, as the table says it
        if len(meant) > 1:
            raise RulesError(f"--as {actor}: that may be {' or '.join(p.name for p in meant)}; give the name in full.")
        if not meant:
            raise RulesError(f"--as {actor}: no such character in the loaded sheets "
                             f"({', '.join(party.names()) or 'none loaded'}).")
        actor = meant[0].name
    person = party.find(actor) if actor else (party.characters[0] if party.characters else None)
    system = args.system or (person.system if person else None) or party.system or DEFAULT_SYSTEM
    profile = args.profile or (getattr(person, "profile", None) if person else None) or party.profile or "rules"
    if profile not in get_system(system).profiles:
        raise RulesError(f"--profile {profile}: {system} has the profiles {', '.join(get_system(system).profiles)}.")
    if actor is None and person is not None and person.system == system:
        actor = person.name
    return system, profile, actor


def open_state(args: argparse.Namespace, store: Store, party: Party | None = None) -> State:
    """The first state: the sheets (`party` when they were read already), the chosen system, profile and actor, and
    the ledgers kept in the store."""
    from rollmate.table import gm  # the chat's part: not needed by a one-shot roll
    from rollmate.table.gm_commands import remembered
    from rollmate.table.state import start

    sheets = tuple(getattr(args, "sheet", None) or ())
    party = load_party(sheets) if party is None else party
    saved = gm.settings(store, party.campaign)  # what this campaign's chat used last time, unless said again now
    if getattr(args, "system", None) is None and saved.get("system") in SYSTEMS:
        args = _with(args, system=saved["system"])
    if getattr(args, "profile", None) is None and saved.get("profile") in get_system(choose(args, party)[0]).profiles:
        args = _with(args, profile=saved["profile"])
    system, profile, actor = choose(args, party)
    table = None
    for name in {c.system for c in party.characters}:
        table = store.table_for(party, name, table)
    state = start(party, system, profile, actor, seed=getattr(args, "seed", None), table=table, sheets=sheets)
    if saved.get("teach") in ("on", "off"):
        state = replace(state, teach=saved["teach"] == "on")
    return remembered(state, store)


def _with(args: argparse.Namespace, **changes: object) -> argparse.Namespace:
    """The options with some changed (argparse loaded only here: a one-shot roll reads its own without it)."""
    import argparse

    return argparse.Namespace(**{**vars(args), **changes})
