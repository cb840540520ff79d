"""The chat's state between two lines, and the Reply that replaces it: plain frozen data, no I/O."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rollmate.errors import RollmateError, RulesError
from rollmate.log.rollrecord import RollRecord
from rollmate.rules.dice import new_seed
from rollmate.rules.followup import Last
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import DEFAULT_SYSTEM
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import SystemSpec, Table, get_system
from rollmate.rules.vocabulary import Vocabulary
from rollmate.table import show
from rollmate.table.lending import lent
from rollmate.table.show import Fragments

if TYPE_CHECKING:
    from rollmate.table.rarer_records import Lesson, Pending


def __getattr__(name: str) -> Any:  # a guided roll's step: from rarer_records.py, the first time it is named
    return lent(__name__, "Lesson", name)


@dataclass(frozen=True, eq=False, repr=False)
class State(FrozenRecord):
    """Everything the chat knows between two lines. Replaced, never changed."""

    party: Party = field(default_factory=Party)
    game: SystemSpec = field(default_factory=lambda: get_system(DEFAULT_SYSTEM))  # the game played: its rules, words
    profile: str = "rules"
    actor: str | None = None
    table: Table = field(default_factory=Table)
    last: Mapping[str, Last] = field(default_factory=dict)  # actor name ("" for nobody) -> their last roll
    latest: str | None = None  # key into `last` of the most recent roll
    teach: bool = True
    seed: int | None = None  # --seed: roll n of this run uses seed + n; None: a fresh seed per roll
    run: str = field(default_factory=lambda: os.urandom(6).hex())  # tags this run's roll references
    count: int = 0  # rolls and follow-ups made in this run
    sheets: tuple[str, ...] = ()
    pending: Pending | None = None  # a question the last line left open, which the next line may answer
    rolls: bool = True  # False: a phrase is answered with its odds and nothing is rolled (`rollmate odds`)
    own_rolls: bool = False  # a follow-up naming nobody goes on the actor's own last roll (`--as`, a seat's page)
    switched_at: str | None = None  # the latest roll's ref ('' for none) when someone was chosen to act: while it is
    # still the latest, a follow-up naming nobody is the actor's own
    lesson: Lesson | None = None  # a guided first roll under way (/learn), waiting for the next line
    dice: tuple[int, ...] | None = None  # faces given beside this line (a program's argument) for the roll it makes

    @property
    def system(self) -> str:
        """The game's name, as the log keeps it and JSON gives it."""
        return self.game.name

    def game_of(self, name: str) -> SystemSpec:
        """The game a roll or a character names: this state's own (no lookup) when it is that one or unnamed."""
        return self.game if not name or name == self.game.name else get_system(name)

    def vocabulary(self) -> Vocabulary:
        from rollmate.grammar import kept  # with the lexer (lark): only once a phrase is read

        return kept.vocabulary(self.game, self.party)  # kept between runs in the private cache

    def latest_roll(self) -> Last | None:
        return self.last.get(self.latest) if self.latest is not None else None


@dataclass(frozen=True, eq=False, repr=False)
class Reply(FrozenRecord):
    """What a line got: the state after it, the words to show, and the rolls it made for the log."""

    state: State
    out: Fragments
    records: tuple[RollRecord, ...] = ()
    quit: bool = False
    logged: tuple[int, ...] = ()  # the ids the records got in the roll log, once handle() has written them
    error: RollmateError | None = None  # the refusal as raised: its exit code, column and suggestions
    odds: Resolution | None = None  # a question about chances: what would be rolled, nothing rolled
    read: tuple[str, ...] = ()  # what each record was read as where not the roll's own (render.followed)

    @property
    def text(self) -> str:
        return show.plain(self.out)


def campaign_label(campaign: str) -> str:
    """A campaign as people know it: the name typed, or for a party file without one, the file's name."""
    return os.path.basename(campaign[5:]) if campaign.startswith("file:") else campaign


def count_text(value: float) -> str:
    """1.0 -> '1', 0.5 -> '0.5' (luck may come in halves)."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0")


def resources(state: State) -> list[tuple[str, str]]:
    """(name, 'luck 1') for each character of the active system, every resource it holds in one text ('stress 4,
    trauma 1'), for the toolbar and /party."""
    out = []
    for person in state.party.characters:
        if person.system != state.system:
            continue
        held = [f"{r.key.replace('_', ' ')} {count_text(state.table.left(state.party, person.name, r.key) or 0)}"
                for r in get_system(person.system).held() if r.shown]
        if held:
            out.append((person.name, ", ".join(held)))
    return out


def start(party: Party, system: str | SystemSpec, profile: str, actor: str | None, *, seed: int | None = None,
          table: Table | None = None, sheets: tuple[str, ...] = ()) -> State:
    """The first state: `system` is the game or its name (looked up here, once)."""
    game = get_system(system) if isinstance(system, str) else system
    return State(party=party, game=game, profile=profile, actor=actor, table=table or Table(), seed=seed,
                 sheets=sheets)


def latest(state: State, doing: str) -> Last:
    """The latest roll, for a line that needs one (`doing`: what it would do to it); a refusal when there is none."""
    last = state.latest_roll()
    if last is None:
        raise RulesError(f"There is no roll yet to {doing}. Describe an action first, e.g. "
                         f"{example(state)}.")
    return last


def example(state: State) -> str:
    """The active game's example phrase, quoted."""
    return f"'{state.game.example}'"


def next_seed(state: State, salt: int = 0) -> int:
    """The seed of the next dice: fresh each time, or with --seed the run's seed moved on by each roll (and `salt`)."""
    return new_seed() if state.seed is None else state.seed + state.count + salt
