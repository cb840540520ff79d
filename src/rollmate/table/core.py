"""One table: a campaign's party, its roll log and a seat per character plus the GM's; answer(line, who) gives
the chat's own answer as data, and every roll it makes is in the log before it is returned (handle() is that door
for a caller that keeps the chat's state itself).

The words are the chat's (assistant.session and assistant.commands answer); this module decides who may say what
at a shared table: players roll for their own character only, the GM alone grants, undoes, switches the campaign
and rolls in secret, and nobody reaches the files of the machine the table runs on.
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from rollmate.errors import RollmateError, RulesError
from rollmate.grammar import chat
from rollmate.grammar.raw import MAX_PHRASE
from rollmate.log.rollrecord import RollRecord
from rollmate.rules.records import FrozenRecord
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Character
from rollmate.rules.system import SystemSpec, get_system
from rollmate.rules.system import Table as Ledger
from rollmate.table import session, show
from rollmate.table.ledger import fresh
from rollmate.table.lending import lent
from rollmate.table.powers import CHAT, GM_PAGE, SEAT, May
from rollmate.table.setup import open_state
from rollmate.table.show import Fragments
from rollmate.table.state import Last, Reply, State
from rollmate.table.views import Shown, lines, shown, text

if TYPE_CHECKING:
    from rollmate.log.store import Store, StoredRoll
    from rollmate.table.rarer_records import Line, Pending, Request


def __getattr__(name: str) -> Any:  # the GM's request: from rarer_records.py, the first time it is named
    return lent(__name__, "Request", name)


GM = "GM"  # the game master's seat
MAX_LINE = MAX_PHRASE  # characters in one line, as the grammar reads at most
FEED = 50  # rolls a page shows when it (re)connects
SEEDS = 10**9  # the chat's dice seeds are below this
# What each seat may type after a slash is the registry's (table/registry.py): /load and /export read and write files
# of the machine the table runs on, so they stay in the terminal chat.


@dataclass(frozen=True, eq=False, repr=False)
class Answer(FrozenRecord):
    """What one line got, as data a face renders: what to show its author (styled fragments; `lines` for a page),
    the rolls it made (for everyone at the table; a follow-up's with its 'Read as'), the rolls it took back, whether
    the table moved to another campaign, a refusal as raised (`problem`: exit code, column, suggestions), a question
    the line asks (`question`: nothing was done), the odds of a phrase (nothing rolled) and the ledgers after it."""

    out: Fragments
    rolls: tuple[Shown, ...] = ()
    error: str | None = None
    voided: tuple[int, ...] = ()
    campaign_changed: bool = False
    problem: RollmateError | None = None
    question: Pending | None = None
    odds: Resolution | None = None
    ledger: Ledger | None = None
    quit: bool = False
    records: tuple[RollRecord, ...] = ()  # what the rolls wrote to the log, in the order of `rolls`

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        return lines(self.out)

    @property
    def text(self) -> str:
        return text(self.lines)


class Table:
    """One campaign at one roll log. Not thread-safe: a face calls it from one thread (its event loop)."""

    def __init__(self, store: Store, sheets: Iterable[str] = (), *, system: str | None = None,
                 profile: str | None = None, seed: int | None = None, start: State | None = None,
                 apart: bool = True) -> None:
        """A served table (`apart`: it lists and enters only its own campaigns on a shared log, and a character may
        not be called GM) from the sheets; or a table on the machine the log is on (the chat, the one-shot command)
        from the `start` state they chose, which lists and enters every campaign of the log."""
        self.store = store
        self.apart = apart
        if start is None:
            import argparse  # (a one-shot's table starts from the state it chose: no parser's module)

            args = argparse.Namespace(sheet=list(sheets), system=system, profile=profile, actor=None, seed=seed)
            start = replace(open_state(args, store), actor=None)
        self._gm = start
        self._seats: dict[str, State] = {}
        self.home = self._gm.party.campaign  # the campaign the table was started with: its links are kept under it
        if not apart:
            return
        store.keep_table_entry(f"owner:{self.home}", self.home, first=True)  # a campaign created later is this table's
        taken = [c.name for c in self._gm.party.characters if c.name.strip().casefold() == GM.casefold()]
        if taken:
            raise RulesError(f"A character is called {taken[0]!r}: at a shared table that is the GM's seat. Give "
                             "the character another name in the sheet.")

    # --- who is here --------------------------------------------------------------------------------------------

    @property
    def campaign(self) -> str:
        return self._gm.party.campaign

    @property
    def game(self) -> SystemSpec:
        """The game the GM's seat plays (a player's seat plays its character's own)."""
        return self._gm.game

    @property
    def system(self) -> str:
        return self._gm.system

    def seats(self) -> tuple[str, ...]:
        """The characters a player can pick."""
        return tuple(c.name for c in self._gm.party.characters)

    def seat(self, who: str) -> str:
        """The seat's name as the table spells it ('vex' -> 'Vex'); refuses a name nobody plays."""
        if who == GM:
            return GM
        person = self._gm.party.find(who)
        if not isinstance(person, Character):
            raise RulesError(f"Nobody called {who!r} plays at this table; pick one of: {', '.join(self.seats()) or 'nobody'}.")
        return person.name

    def state(self, who: str) -> State:
        """The seat's chat state: the GM's, or one per character, acting as that character in its own game."""
        name = self.seat(who)
        if name == GM:
            return self._gm
        if name not in self._seats:
            person = self._gm.party.find(name)
            assert isinstance(person, Character)
            profile = person.profile or (self._gm.profile if person.system == self._gm.system else "rules")
            first = replace(self._gm, actor=name, game=get_system(person.system), profile=profile, pending=None,
                            own_rolls=True, run=os.urandom(6).hex(), count=0, last={}, latest=None)  # its own roll references
            self._seats[name] = self._own_last(first)
        return self._seats[name]

    def _own_last(self, state: State) -> State:
        """A player's seat remembers one roll to follow up on: its own character's last that every player has seen.
        The GM's secret rolls and other characters' rolls are never a player's to explain, weigh or spend on."""
        name = state.actor or ""
        from rollmate.table import gm  # a player's seat: the log is read for its own last roll

        roll = gm.own_last(self.store, state.party, state.system, name)
        if roll is None:
            return replace(state, last={}, latest=None)
        return replace(state, last={name: Last(roll.ref, roll.result)}, latest=name)

    def warm(self) -> None:
        """Load the reader (the grammar, each seat's words) now, so that a server's first line is answered as quickly
        as the rest; the chat and `rollmate roll` load it on first use instead.

        What is loaded by then (the reader, the sheets, the server's own code) lives as long as the process, so it is
        set aside from the garbage collector's rounds (gc.freeze): a full round then walks only what lines make, and
        no longer stops a server's answers for 10-20 ms now and then to walk the grammar's objects again."""
        for name in (GM, *self.seats()):
            session.warm_up(self.state(name))
        gc.collect()  # what start-up left behind goes first, so nothing that is garbage now is kept for good
        gc.freeze()

    # --- answering ----------------------------------------------------------------------------------------------

    def answer(self, line: str, who: str, *, may: May | None = None, secret: bool = False, seed: int | None = None,
               acting: str | None = None, dice: Sequence[int] | None = None) -> Answer:
        """Answer one line typed at `who`'s seat by a face that `may` do so much (the GM's page or a seat's page when
        not said): the one door every face answers a line through. Rolls are committed before this returns (inside
        `together()`, when that block ends). `seed` gives this line's dice that seed (the table's own seeding goes
        on after it); `acting` has the GM act as that character for this line; `dice` are faces already rolled at
        the table, for the roll the line makes (a line that makes none with them is refused, nothing done)."""
        may = may or (GM_PAGE if who == GM else SEAT)
        try:
            name = self.seat(who)
            if may.longest is not None and len(line) > may.longest:
                raise RulesError(f"That line has {len(line)} characters; a phrase has at most {may.longest}.")
            if secret and not (may.secret and may.anyone and name == GM):
                raise RulesError("Only the GM rolls in secret." if name != GM else
                                 f"{may.face[:1].upper()}{may.face[1:]} can't roll in secret: nobody could reveal "
                                 "the roll there. Roll in secret on the GM's page or over MCP.")
            if seed is not None and seed < 0:
                raise RulesError(f"seed {seed}: a seed is a whole number, 0 or more.")
            state = fresh(self.state(name), self.store)
            kept = state
            if seed is not None:  # the chat rolls line n with seed + n
                state = replace(state, seed=seed - state.count)
            if acting is not None and name == GM:
                state = replace(state, actor=self.seat(acting))
            if not may.rolls:
                state = replace(state, rolls=False)
            if dice is not None:
                state = replace(state, dice=tuple(dice))
            campaign = self.campaign
            # Only a command (/undo) takes rolls back: the log's newest GM entry is read for those lines alone.
            events = self.marks()[1] if chat.is_command(line) else None
            reply = self._reply(state, line.strip(), name, may)
            if dice is not None and not _took(reply, tuple(dice)):
                raise RulesError(f"The dice given ({' '.join(map(str, dice))}) are for a roll's own faces, and that "
                                 "line makes no roll with them: nothing was done.")
        except RollmateError as error:
            return refusal(error)
        ids: list[int] = []
        if reply.records:
            try:
                # The GM's rolls at a served table say so in the log (a chained entry each); a seat's link rolls for
                # its own character only, so a player's roll needs no more than its actor to say whose seat posted it.
                ids = self.store.record(reply.records, secret=secret, seat=GM if name == GM and self.apart else None)
            except RollmateError as error:  # another chat spent the last point first: the roll does not count
                return refusal(error)
            except Exception as error:  # a roll that is not saved did not happen: the seat's state stays as it was
                return refusal(RollmateError(f"Could not save the roll, so it did not count: {error}"))
        said_for_this_line = {"seed": kept.seed} if seed is not None else {}  # what was this line's alone
        said_for_this_line |= {"actor": kept.actor} if acting is not None else {}
        said_for_this_line |= {"rolls": kept.rolls} if reply.state.rolls != kept.rolls else {}
        said_for_this_line |= {"dice": kept.dice} if dice is not None else {}
        after = replace(reply.state, **said_for_this_line) if said_for_this_line else reply.state
        question, problem = after.pending, reply.error
        if not may.next_line and after.lesson is not None:  # a guided roll waits for a next line there is none of
            after = replace(after, lesson=None)
        if not may.next_line and question is not None:  # no next line to answer it on: asked as data, kept nowhere
            after = replace(after, pending=None)
            if question.confirm:
                problem = RulesError(f"{question.why} Nothing was spent.")
        self._keep(name, replace(reply, state=after), secret=secret)
        reads = reply.read + ("",) * (len(reply.records) - len(reply.read))
        rolls = tuple(shown(i, r.phrase, r.result, secret=secret, read=read, follow_up=r.follow_up is not None)
                      for i, r, read in zip(ids, reply.records, reads))
        voided = tuple(self.undone_since(events)) if events is not None else ()
        for roll_id in voided:  # a roll taken back is no player's to follow up on: their seat reads the log again
            roll = self._mine(roll_id)
            if roll is not None:
                self._seats.pop(roll.result.actor or "", None)
        refused = (problem is not None or any("class:error" in style for style, _ in reply.out)) and not rolls
        return Answer(reply.out, rolls, error=show.plain(reply.out).strip() if refused else None, voided=voided,
                      campaign_changed=self.campaign != campaign, problem=problem,
                      question=question if not rolls else None, odds=reply.odds, ledger=after.table,
                      quit=reply.quit and may.files, records=reply.records)

    def let_go(self, who: str) -> Pending | None:
        """Drop the question `who`'s last line left open (the chat's Ctrl-C), and say which it was."""
        name = self.seat(who)
        state = self.state(name)
        if state.pending is None:
            return None
        self._keep(name, Reply(replace(state, pending=None), []))
        return state.pending

    @contextlib.contextmanager
    def together(self) -> Iterator[None]:
        """Lines answered inside are written to the log together (Store.group): one commit for all of them, made
        when this block ends, so a face shows their answers only after it. If anything fails inside, the log and
        every seat are as they were before the block (a group inside a group undoes only its own lines)."""
        kept = self._gm, dict(self._seats)
        try:
            with self.store.group():
                yield
        except BaseException:
            self._gm, self._seats = kept
            raise

    def _reply(self, state: State, text: str, who: str, may: May) -> Reply:
        gm_seat = who == GM and may.anyone
        if not text and not may.next_line:  # nothing asked, and no next line to ask on: the grammar says what to say
            session.parse(text, state.vocabulary())
        if may.rolls and chat.is_command(text):
            from rollmate.grammar.slash_records import Campaign
            from rollmate.table import commands, registry  # a slash command's words load on the first one

            if may.files:  # the machine's own chat: every command, every campaign of the log
                return commands.command(state, text, self.store)
            word = text.split()[0].lower()
            role = registry.GM if gm_seat else registry.PLAYER
            allowed = registry.typed(role)
            known = [c for c in allowed if c.startswith(word)]
            if word in ("/load", "/export", "/export!", "/quit") or not known:
                offline = word in ("/load", "/export", "/export!")
                why = ("it works on files of the machine the table runs on; use the chat there" if offline else
                       "close the page to leave" if word == "/quit" else f"here you can use {', '.join(allowed)}")
                raise RulesError(f"{word} is not available on {may.face}: {why}.")
            said = commands.read(text, role)
            if isinstance(said, Campaign) and self.apart:  # this table's campaigns only
                return commands.campaign(state, said.name or "", self.store, self._reach, self.campaigns())
            return commands.answer(state, said, self.store, role)
        granted = chat.asked_grant(text) if may.rolls else None
        if granted is not None and state.pending is None:
            if not gm_seat:
                raise RulesError(f"Only the GM grants {(granted.resource or '').replace('_', ' ')}; ask on the GM's "
                                 "page.")
            from rollmate.table import gm_commands

            return gm_commands.grant(state, self.store, granted.character, granted.amount, granted.resource or "")
        answer = session.reply(state, text)
        if not gm_seat:
            _own(answer, who)
        return answer if may.files else replace(answer, quit=False)

    def _keep(self, who: str, reply: Reply, *, secret: bool = False) -> None:
        """The seat's new state; the GM's follow-ups ('Ripper adds a war die') see everyone's latest roll, and a
        roll the GM makes for a character in the open is that character's player's to follow up on."""
        if who == GM:
            new_gm = reply.state
            if new_gm.party.campaign != self._gm.party.campaign:
                self._seats.clear()  # every seat moves with the GM, into that campaign's ledgers and rolls
            for record in () if secret else reply.records:
                self._seat_learns(record.result.actor or "", Last(record.ref, record.result), record.system)
        else:
            self._seats[who] = reply.state
            new_gm = self._gm
            for record in reply.records:
                key = record.result.actor or ""
                new_gm = replace(new_gm, last={**new_gm.last, key: Last(record.ref, record.result)}, latest=key)
        self._gm = new_gm

    # --- the GM's controls beside the chat's ----------------------------------------------------------------

    def ask(self, who: str, phrase: str) -> Request:
        """The GM asks a player for a roll ("Sneak, Hard")."""
        from rollmate.table.rarer_records import Request  # built by the first one made

        name = self.seat(who)
        text = " ".join(phrase.split())
        if name == GM or not text or len(text) > MAX_LINE:
            raise RulesError(f"Ask a player for a phrase of 1 to {MAX_LINE} characters, e.g. 'Sneak, Hard'.")
        return Request(name, text)

    def reveal(self, roll_id: int) -> Shown:
        """Show a secret roll of this table's campaign to everyone."""
        if self._mine(roll_id) is None or not self.store.reveal(roll_id):
            raise RulesError(f"Roll #{roll_id} is not a secret roll of this table (or it was revealed already).")
        found = self.revealed(roll_id)
        if found is None:
            raise RulesError(f"Roll #{roll_id} can't be read back from the log.")
        return found

    def revealed(self, roll_id: int) -> Shown | None:
        """A secret roll now shown to everyone (here or by another worker): its character's seat reads its last roll
        from the log again, so the player may follow it up now."""
        found = self.get(roll_id)
        if found is not None:
            self._seats.pop(found.actor, None)
        return found

    def campaigns(self) -> list[str]:
        """The campaigns this table may list and enter: the one it was started with and those its GM created."""
        owned = self.store.table_entries("owner:")
        return sorted({self.home, *(name for name, home in owned.items() if home == self.home)})

    def _reach(self, name: str) -> str:
        """The campaign `name` when this table may enter it, claimed for this table when it is new; a campaign of
        another table on the same log (or one only the terminal chat has used) is refused."""
        if name in self.campaigns():
            return name
        if name not in self.store.campaigns():
            owner = self.store.keep_table_entry(f"owner:{name}", self.home, first=True)
            if owner == self.home:
                return name
        raise RulesError(f"This roll log already has a campaign called {name!r}, and it is not this table's; "
                         "pick another name for a new campaign (/campaign lists this table's).")

    def links(self) -> str | None:
        """The table's links as kept with the log (a face's own format), or None before the first start."""
        return self.store.table_entry(f"links:{self.home}")

    def keep_links(self, text: str) -> None:
        """Keep the table's links with the log, and tell the other workers on it that they changed."""
        self.store.keep_table_entry(f"links:{self.home}", text)
        self.store.announce("links", self.home)

    # --- the feed -----------------------------------------------------------------------------------------------

    def feed(self, *, gm_sees: bool, after: int = 0, limit: int = FEED) -> list[Shown]:
        """The campaign's latest rolls (newer than `after`), oldest first; secret ones only for the GM."""
        from rollmate.log.store import Scope, StoredRoll

        hidden = self.store.unrevealed(self.campaign)
        rolls: list[StoredRoll] = []
        for system in self._systems():
            rolls += [r for r in self.store.recent(limit, scope=Scope(self.campaign, system), after=after)
                      if isinstance(r, StoredRoll)]
        rolls = sorted(rolls, key=lambda r: r.id)[-limit:]
        return [shown(r.id, r.phrase, r.result, at=r.at, secret=r.id in hidden, void=r.void) for r in rolls
                if gm_sees or r.id not in hidden]

    def get(self, roll_id: int) -> Shown | None:
        roll = self._mine(roll_id)
        return None if roll is None else self._shown(roll)

    def learn(self, roll_id: int) -> Shown | None:
        """A roll another worker (or process) made at this table: as `get` shows it, and remembered as its
        character's last roll, so a follow-up ('spend luck') this worker takes next acts on it."""
        roll = self._mine(roll_id)
        if roll is None:
            return None
        key, last = roll.result.actor or "", Last(roll.ref, roll.result)
        if roll.system == self._gm.system:
            self._gm = replace(self._gm, last={**self._gm.last, key: last}, latest=key)
        seen = self._shown(roll)  # as read here: every worker hears every roll, so it is read once
        if not seen.secret:  # the GM's secret roll is no player's, on any worker
            self._seat_learns(key, last, roll.system)
        return seen

    def _seat_learns(self, name: str, last: Last, system: str) -> None:
        """A roll every player has seen, made for `name` elsewhere (the GM, another worker): that seat's to follow up."""
        seat = self._seats.get(name)
        if seat is not None and seat.system == system:
            self._seats[name] = replace(seat, last={name: last}, latest=name)

    def announce(self, request: Request) -> None:
        """Tell the other workers on this log of the GM's request (nothing is written)."""
        self.store.announce("ask", self.campaign, to=request.to, phrase=request.phrase)

    def _mine(self, roll_id: int) -> StoredRoll | None:
        from rollmate.log.store import StoredRoll

        where = self.store.scope_of(roll_id)
        if where is None or where.campaign != self.campaign:
            return None
        roll = self.store.get(roll_id)
        return roll if isinstance(roll, StoredRoll) else None

    def _shown(self, roll: StoredRoll) -> Shown:
        return shown(roll.id, roll.phrase, roll.result, at=roll.at,
                     secret=roll.id in self.store.unrevealed(self.campaign), void=roll.void)

    def hidden(self) -> set[int]:
        """The secret rolls nobody but the GM has seen yet."""
        return self.store.unrevealed(self.campaign)

    def marks(self) -> tuple[int, int]:
        """(newest roll id, newest GM entry id) in the log: a face polls them to see what the chat did."""
        return self.store.marks()

    def rolls_after(self, roll_id: int, limit: int = FEED * 10) -> list[int]:
        """The ids of the campaign's latest rolls newer than `roll_id`, oldest first (nothing else is read: a face
        reads only the rolls it has not shown yet)."""
        return self.store.rolls_after(self.campaign, roll_id, limit)

    def roll_of_entry(self, event_id: int) -> int | None:
        """The roll a GM's entry (an undo, a reveal) is about; None for one about no roll (a grant's undo)."""
        return self.store.roll_of_entry(event_id)

    def undone_since(self, event_mark: int) -> list[int]:
        """The campaign's rolls taken back since the GM's entry `event_mark` (no other table's)."""
        return self.store.undone_since(self.campaign, event_mark)

    def _systems(self) -> list[str]:
        return sorted({self._gm.system, *(c.system for c in self._gm.party.characters)})


def refusal(error: RollmateError) -> Answer:
    """The answer to a line that was refused or could not be logged: the message, and nothing rolled."""
    return Answer(show.error(error), error=str(error), problem=error)


def _took(reply: Reply, dice: tuple[int, ...]) -> bool:
    """Whether a line's roll took the dice given beside it; a line refused or asked about says so itself."""
    if reply.error is not None or reply.state.pending is not None or any("class:error" in s for s, _ in reply.out):
        return True
    return any(r.request is not None and r.follow_up is None and r.request.dice == dice for r in reply.records)


def _own(reply: Reply, who: str) -> None:
    """A player rolls and spends for their own character only; the GM rolls for anyone else."""
    if reply.state.actor != who:
        other = reply.state.actor or "nobody"
        raise RulesError(f"You play {who}: a roll for {other} is the GM's (or {other}'s player's) to make.")
    for record in reply.records:
        names = {record.result.actor or who, *(s.who for s in record.result.spends)}
        others = sorted(n for n in names if n != who)
        if others:
            raise RulesError(f"You play {who}: that would roll or spend for {', '.join(others)}; "
                             "ask the GM or their player.")


def handle(state: State, text: str, store: Store) -> Reply:
    """One line of the machine's own chat, for a caller that keeps the state itself: the table's one door
    (Table.answer, at the GM's seat with the chat's powers) on a table started from `state`. Rolls are in the store
    (committed) when this returns, or the line had no effect."""
    table = Table(store, start=state, apart=False)
    answer = table.answer(text, GM, may=CHAT)
    return Reply(table.state(GM), answer.out, answer.records, quit=answer.quit,
                 logged=tuple(r.id for r in answer.rolls), error=answer.problem)
