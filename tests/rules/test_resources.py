"""Resources as games declare them: spent down to zero, or gained up to a cap; any declared key has a ledger."""

from rollmate.rules.sheets import Character, Party
from rollmate.rules.system import Resource, Table

TRACK = Resource(key="strain", one="strain", many="strain", most=9, gained=True, spends="takes")
POINTS = Resource(key="points", one="point", many="points")


def test_a_spent_resource_stops_at_zero() -> None:
    assert POINTS.after(2, 1) == 1
    assert POINTS.after(1, 3) == 0


def test_a_gained_resource_goes_up_to_its_cap_and_clears_to_zero() -> None:
    assert TRACK.after(4, 2) == 6
    assert TRACK.after(8, 4) == 9
    assert TRACK.after(1, -3) == 0


def test_the_table_holds_any_declared_resource_starting_from_the_sheet() -> None:
    party = Party(characters=(Character(system="x", name="Ana", own={"strain": 3}),))
    table = Table()
    assert table.left(party, "Ana", "strain") == 3
    changed = table.with_left("strain", "Ana", 5)
    assert changed.left(party, "Ana", "strain") == 5 and table.left(party, "Ana", "strain") == 3
    assert table.left(party, "Ana", "coins") is None  # not on her sheet, never held


def test_a_games_own_facts_are_in_the_json_under_its_name() -> None:
    from rollmate.rules.resolution import Resolution

    plain = Resolution(system="x", outcome="Hit", extra={"kept": 1})
    assert "x" not in plain.contract() and "kept" not in plain.contract()
    own = Resolution(system="x", outcome="Hit", extra={"x": {"track": 2}})
    assert own.contract()["x"] == {"track": 2}


def test_a_change_is_said_as_the_game_says_it() -> None:
    assert TRACK.said("Ana", 2) == "Ana takes 2 strain"
    assert TRACK.said("Ana", -1) == "Ana clears 1 strain"
    assert POINTS.said("Ana", 1) == "Ana spends 1 point"
