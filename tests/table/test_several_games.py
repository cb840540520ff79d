"""One table, several games: 'Name: ...' rolls in that character's own game (and a follow-up goes on in it) while
the acting character's game stays; 'scratch that' with no question open says so and rolls nothing."""

from __future__ import annotations

import json

from conftest import EXAMPLES

from rollmate.log.store import Store
from rollmate.rules.records import dump_json
from rollmate.rules.registry import get_system
from rollmate.rules.sheets import load_party
from rollmate.table.core import Table, handle
from rollmate.table.session import reply, start


def test_a_character_of_another_game_rolls_in_their_own() -> None:
    party = load_party([EXAMPLES / "ghostburn_party.toml", EXAMPLES / "fs3_party.toml"])
    state = reply(start(party, "ghostburn", "rules", "Vex", seed=3), "as Nemesis").state
    assert (state.system, state.actor) == ("fs3", "Nemesis")
    rolled = reply(state, "Dex: hack the vault door, Security Severe, rolled 1 2")
    assert "Dex: Street Hack (Hacking) vs Severe (26) -> [1 2] +8 = 11: Glitch" in rolled.text
    assert rolled.records[0].system == "ghostburn" and rolled.state.system == "fs3"
    avoided = reply(rolled.state, "avoid the glitch")
    assert "= 11: Fade" in avoided.text and avoided.records[0].system == "ghostburn"
    assert "Nemesis: Firearms" in reply(avoided.state, "roll Firearms").text  # the table's game is still FS3


def test_scratch_that_with_nothing_open_rolls_nothing() -> None:
    state = start(load_party([EXAMPLES / "fist_party.toml"]), "fist", "rules", "Ripper", seed=3)
    for line in ("scratch that", "undo", "never mind"):
        said = reply(state, line)
        assert said.text.startswith("No question is waiting for an answer.") and said.records == ()
        assert said.state.pending is None


def test_the_state_holds_the_game_itself_and_the_log_keeps_its_name(log_place: str) -> None:
    """A line uses the game the state holds (its rules, words, glossary) without looking it up by name; switching
    games or characters carries the other game; the log, its settings and a roll's JSON keep the game's name."""
    party = load_party([EXAMPLES / "ghostburn_party.toml", EXAMPLES / "fs3_party.toml"])
    state = start(party, "ghostburn", "rules", "Vex", seed=3)
    assert state.game is get_system("ghostburn") and state.system == "ghostburn"
    assert reply(state, "as Nemesis").state.game is get_system("fs3")
    store = Store(log_place, key=None)
    switched = handle(state, "/system fs3", store)
    assert switched.state.game is get_system("fs3") and switched.state.actor == "Nemesis"
    assert store.settings(party.campaign)["system"] == "fs3"
    rolled = handle(switched.state, "roll Firearms", store)
    assert rolled.state.game is get_system("fs3") and rolled.logged
    assert json.loads(dump_json(rolled.records[0].result))["system"] == "fs3"
    assert [(r.system, r.result.system) for r in store.recent()] == [("fs3", "fs3")]
    table = Table(store, [str(EXAMPLES / "ghostburn_party.toml"), str(EXAMPLES / "fs3_party.toml")])
    assert table.game is get_system("fs3") and table.state("Vex").game is get_system("ghostburn")  # what was kept
    store.close()
