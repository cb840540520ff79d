"""Blades at the table: stress goes up roll after roll in the chat's ledger, trauma resets it, the toolbar shows it."""

from __future__ import annotations

from conftest import EXAMPLES

from rollmate.rules.sheets import load_party
from rollmate.table.session import Reply, reply, resources, start


def test_stress_is_kept_between_rolls_and_trauma_resets_it() -> None:
    state = start(load_party([EXAMPLES / "blades_party.toml"]), "blades", "rules", "Cross", seed=3)
    answer = reply(state, "Silas attunes to the ghost, Thorn assists, rolled 3 2 1")
    assert "Thorn takes 1 stress; now 5" in answer.text
    answer = reply(answer.state, "Thorn pushes herself to prowl past the guards, rolled 4 3 1")
    assert "Thorn takes 2 stress; now 7" in answer.text
    answer = reply(answer.state, "Thorn resists the blow with Prowess, rolled 1 1")
    shown = answer.text
    assert "trauma" in shown and "Thorn marks 1 trauma; now 2" in shown  # 7 + 5 fills the track; Paranoid was 1
    assert ("Thorn", "stress 0, trauma 2") in resources(answer.state)
    answer = reply(answer.state, "Silas resists the possession with Resolve, rolled 6 6 3")
    assert "Silas clears 1 stress; now 6" in answer.text
    assert isinstance(answer, Reply)


def test_the_gm_reads_a_scoundrels_track_on_their_sheet() -> None:
    from rollmate.table import gm_commands

    state = start(load_party([EXAMPLES / "blades_party.toml"]), "blades", "rules", "Cross", seed=3)
    answer = reply(state, "Thorn pushes herself to prowl past the guards, rolled 4 3 1")
    shown = gm_commands.sheet(answer.state, "Thorn").text
    assert "stress now: 6 (sheet: 4)" in shown and "trauma now: 1 (sheet: 1)" in shown
    assert "Actions: Hunt 1" in shown


def test_undo_takes_a_rolls_stress_back_off(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from rollmate.log.store import Store
    from rollmate.table.core import handle

    store = Store(tmp_path / "log.db")
    try:
        state = start(load_party([EXAMPLES / "blades_party.toml"]), "blades", "rules", "Cross", seed=3)
        answer = handle(state, "Thorn pushes herself to prowl past the guards, rolled 4 3 1", store)
        assert answer.state.table.left(answer.state.party, "Thorn", "stress") == 6
        undone = handle(answer.state, "/undo", store)
        assert "Thorn sheds 2 stress" in undone.text
        assert undone.state.table.left(undone.state.party, "Thorn", "stress") == 4
        redone = handle(undone.state, "/redo", store)
        assert redone.state.table.left(redone.state.party, "Thorn", "stress") == 6
    finally:
        store.close()


def test_undo_after_trauma_puts_the_stress_back_where_it_was(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Trauma resets the track to 0; taking that roll back restores the stress held before it, not 0."""
    from rollmate.log.store import Store
    from rollmate.table.core import handle

    store = Store(tmp_path / "log.db")
    try:
        state = start(load_party([EXAMPLES / "blades_party.toml"]), "blades", "rules", "Cross", seed=3)
        party = state.party
        answer = handle(state, "Silas attunes to the ghost, push yourself, rolled 6 2 1", store)
        assert "Silas takes 2 stress" in answer.text and "Silas marks 1 trauma" in answer.text  # 7 + 2 fills 9
        assert (answer.state.table.left(party, "Silas", "stress"), answer.state.table.left(party, "Silas", "trauma")) \
            == (0, 1)
        undone = handle(answer.state, "/undo", store)
        assert (undone.state.table.left(party, "Silas", "stress"), undone.state.table.left(party, "Silas", "trauma")) \
            == (7, 0)
        assert "Silas sheds 1 trauma" in undone.text
        again = handle(undone.state, "/redo", store)
        assert (again.state.table.left(party, "Silas", "stress"), again.state.table.left(party, "Silas", "trauma")) \
            == (0, 1)
        later = handle(again.state, "Silas attunes to the ghost, rolled 6 5", store)  # the ledger goes on from there
        assert later.state.table.left(party, "Silas", "stress") == 0
    finally:
        store.close()
