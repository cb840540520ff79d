"""The commands that read the roll log back: /history, /show, /replay and /export (a Markdown journal)."""

from __future__ import annotations

import re
from collections.abc import Collection
from pathlib import Path

from rollmate.errors import RulesError
from rollmate.grammar.slash_records import Export
from rollmate.log.store import DamagedRoll, Scope, Store, StoredRoll
from rollmate.rules.dice import RandomDice
from rollmate.rules.registry import get_system
from rollmate.rules.resolution import Resolution
from rollmate.table import render, show
from rollmate.table.export import protected_paths, write_export
from rollmate.table.journal import journal, spent_text
from rollmate.table.state import Reply, State, campaign_label


def scope(state: State) -> Scope:
    """The rolls this chat shows and exports: its campaign's, in its system."""
    return Scope(state.party.campaign, state.system)


def campaign_name(campaign: str) -> str:
    """How a campaign is shown: its name, the party file it is, or 'none'."""
    if campaign.startswith("file:"):
        return f"the party file {campaign_label(campaign)}"
    return f'"{campaign}"' if campaign else "none (no party file loaded)"


def _stored(state: State, store: Store, number: int) -> StoredRoll:
    roll = store.get(number)
    if roll is None:
        raise RulesError(f"There is no roll #{number} in this log; /history lists its rolls.")
    where = store.scope_of(number)
    if where is not None and where.campaign != state.party.campaign:
        raise RulesError(f"Roll #{number} belongs to another campaign; /history lists this campaign's rolls.")
    if isinstance(roll, DamagedRoll):
        raise RulesError(damaged_text(roll))
    return roll


def damaged_text(roll: DamagedRoll) -> str:
    return (f"#{roll.id} '{roll.phrase}': this record is damaged and can no longer be read ({roll.why}). "
            f"`rollmate log verify` checks the whole log.")


HISTORY_MAX = 500  # rolls /history shows at most: more would only scroll away


def history_line(roll: StoredRoll | DamagedRoll, hidden: Collection[int] = ()) -> str:
    """One roll as /history lists it; a secret one the GM has not revealed is marked so."""
    if isinstance(roll, DamagedRoll):
        return damaged_text(roll)
    spent = spent_text(roll)
    void = " [void: taken back with /undo]" if roll.void else ""
    secret = " [secret: only the GM has seen it]" if roll.id in hidden else ""
    posted = f" [posted by {roll.seat}]" if roll.seat and roll.seat != (roll.result.actor or "") else ""
    return f"#{roll.id} {roll.at[11:16]} '{roll.phrase}' -> {render.summary(roll.result)}" + (
        f" (spent {spent})" if spent else "") + void + secret + posted


def history_command(state: State, wanted: int, store: Store) -> Reply:
    rolls = store.recent(min(wanted, HISTORY_MAX), scope=scope(state))
    if not rolls:
        return Reply(state, show.info("No rolls in the log yet."))
    hidden = store.unrevealed(state.party.campaign)
    out = [f for roll in rolls for f in show.line(history_line(roll, hidden))]
    if wanted > HISTORY_MAX and store.count(scope=scope(state)) > HISTORY_MAX:
        out += show.info(f"(The last {HISTORY_MAX} rolls; /export writes the whole game session to a file.)")
    return Reply(state, out)


def show_command(state: State, number: int, store: Store) -> Reply:
    roll = _stored(state, store, number)
    head = show.info(f"#{roll.id}, {roll.at}, game session {roll.game_session}: '{roll.phrase}'")
    return Reply(state, head + show.roll(roll.result, teach=True))


def replay(roll: StoredRoll, store: Store) -> Resolution:
    """Resolve a logged roll again from its request (or follow-up), seed, table and party."""
    system = get_system(roll.system)
    dice = RandomDice(roll.seed)
    if roll.follow_up is not None:
        parent = store.get(roll.parent_id) if roll.parent_id is not None else None
        if isinstance(parent, DamagedRoll):
            raise RulesError(damaged_text(parent))
        if parent is None:
            raise RulesError(f"Roll #{roll.id} is a follow-up whose first roll is not in the log.")
        return system.follow_up(parent.result, roll.follow_up, roll.party, dice, table=roll.table_before)
    if roll.request is None:
        raise RulesError(f"Roll #{roll.id} has no request to replay.")
    return system.resolve(roll.request, roll.party, dice, profile=roll.profile, table=roll.table_before)


def replay_command(state: State, number: int, store: Store) -> Reply:
    roll = _stored(state, store, number)
    again = replay(roll, store)
    fields = ("dice", "extra_dice", "total", "successes", "outcome")
    same = all(getattr(again, f) == getattr(roll.result, f) for f in fields)
    source = f"seed {roll.seed}" if roll.seed is not None else "the dice given"
    out = show.info(f"Replaying #{roll.id} ('{roll.phrase}') from {source}:") + show.summary(again)
    if same:
        out += show.line("Same dice and the same outcome as logged.", "class:ok")
    else:
        out += show.line("Different from the log, which says:", "class:error") + show.summary(roll.result)
    return Reply(state, out)


def export_name(state: State, session: int | None, exists=lambda path: path.exists()) -> Path:  # type: ignore[no-untyped-def]
    """The file /export writes when none is named: campaign, system and game session in its name, and a number
    added rather than ever replacing a file (another campaign's journal, or an earlier export)."""
    campaign = campaign_label(state.party.campaign)
    campaign = campaign.rsplit(".", 1)[0] if state.party.campaign.startswith("file:") else campaign
    slug = "-".join(re.findall(r"[^\W_]+", campaign.lower()))[:40]
    which = f"session-{session}" if session is not None else "all-sessions"
    stem = "-".join(part for part in (slug, state.system, which) if part)
    for n in range(1, 1000):
        path = Path(f"{stem}.md" if n == 1 else f"{stem}-{n}.md")
        if not exists(path):
            return path
    raise RulesError(f"{stem}.md and 998 numbered copies exist already; name the file: /export FILE.")


def export_command(state: State, said: Export, store: Store) -> Reply:
    """/export: `said.which` None is the game session in play, 'all' every one; the file is named after the campaign
    and the game when `said.file` is ''."""
    session = (store.game_session(state.party.campaign) if said.which is None else None if said.which == "all" else
               said.which)
    secret = _secret_rolls(store, state, session)  # a journal is for the players: the GM's secrets stay out
    count = store.count(session, scope=scope(state)) - len(secret)
    which = f"game session {session}" if session is not None else "every game session"
    if count == 0:  # an empty journal helps nobody and could replace a real one
        return Reply(state, show.info(f"No {state.system} rolls in {which} of campaign "
                                      f"{campaign_name(state.party.campaign)}: nothing was written."))
    rolls = (roll for roll in store.each(session, scope=scope(state)) if roll.id not in secret)
    head = store.head(state.party.campaign)
    text = journal(rolls, session, count, campaign=campaign_name(state.party.campaign), system=state.system,
                   grants=store.grants(scope(state)), chain_head=head.text if head else "")
    target = Path(said.file) if said.file else export_name(state, session)
    protected = protected_paths(store.path) if store.path else ()  # a log on a server has no file to overwrite
    path = write_export(target, text, force=said.force, protected=protected)
    kept = f" ({len(secret)} secret roll{'s' if len(secret) != 1 else ''} left out until revealed.)" if secret else ""
    return Reply(state, show.info(f"Wrote {count} roll{'s' if count != 1 else ''} of {which} to {path}.{kept}"))


def _secret_rolls(store: Store, state: State, session: int | None) -> set[int]:
    """The GM's secret rolls not yet revealed among the rolls an export of this campaign, game and session writes."""
    here = scope(state)
    out = set()
    for roll_id in store.unrevealed(state.party.campaign):
        roll = store.get(roll_id) if store.scope_of(roll_id) == here else None
        if roll is not None and (session is None or roll.game_session == session):
            out.add(roll_id)
    return out
