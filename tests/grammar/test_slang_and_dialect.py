"""Kinds of phrasing very online players showed (set setFC): a verdict on how things stand in slang ("that's extreme
lol", "it's giving desperate", read as the effect or the Difficulty Level, or two of them), the means said after
the aim ('to let us in w/ a suitable bribe', lost inside the aim), and a label naming whose line it is with 'from'
("classic move from jonesy: she sweet talks ...", read as the seat's character); and from players who write in
British and Irish dialect (setFB): a time said as "till half six" or "by quarter to ten" (asked about as a die).
Guards keep what must stay.
Phrasings written for this test."""

from __future__ import annotations

from conftest import example_game

from rollmate.grammar import parse


def _read(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, example_game(game)[1])


def test_a_verdict_in_slang_beside_the_value_said_is_the_scene() -> None:
    request = _read("ghostburn", "that's hard lol. Vex shoots the guard, DL Moderate. rolled 4 5")
    assert (request.actor, request.difficulty, request.dice) == ("Vex", "Moderate", (4, 5))


def test_the_referees_verdict_stays_the_value_guard() -> None:
    request = _read("ghostburn", "GM: that's hard. Vex shoots the guard. rolled 4 5")
    assert (request.actor, request.difficulty) == ("Vex", "Hard")


def test_the_means_said_after_the_aim_is_the_rolls() -> None:
    request = _read("ghostburn", "Vex convinces the bouncer to let us in w/ a suitable bribe. rolled 2 3")
    assert (request.actor, request.target, [c.key for c in request.cues]) == ("Vex", "the bouncer", ["bribe"])


def test_a_label_from_someone_says_whose_line_it_is() -> None:
    request = _read("fist", "classic move from jonesy: she sweet talks the janitor into the side door, creative. "
                            "got 4 n 3")
    assert (request.actor, request.abilities, request.dice) == ("Jonesy", ("Creative",), (4, 3))


def test_a_time_said_as_half_six_is_the_scene() -> None:
    request = _read("fs3", "Tug rewires the generator, it'll wait till half six: Technician. Dice: 6, 2, 3, 7, 1, 1, 4.")
    assert (request.actor, request.skill, request.dice) == ("Tug", "Technician", (6, 2, 3, 7, 1, 1, 4))
