"""A forum post's furniture around the poster's words (grammar/forum.py, grammar/post.py): the signature block under
the body, a quoted earlier post that holds someone's roll, the header a forum writes over a quote, the reply's
subject line and BBCode tags are the frame, never this roll's values; a quoted ruling with no dice is read with the
post. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import example_game

from rollmate.errors import RollmateError
from rollmate.grammar import parse

_, GHOSTBURN = example_game("ghostburn")
_, FIST = example_game("fist")
_, FS3 = example_game("fs3")
_, PBTA = example_game("pbta")


@pytest.mark.parametrize("said", [
    "Vex sneaks past the guard.\nRolled 2d10: 3, 9 = 12\n-- Vex | Luck 2 | HP 20/20",
    "Vex sneaks past the guard.\nRolled 2d10: 3, 9 = 12\nSig: Vex, Lvl 4 Sneak, Luck 1",
    "Vex sneaks past the guard. Rolled 2d10: 3, 9\n— Vex | +2 Stealth | \"Never seen.\"",
    "Re: The Docks, ch. 3 -- post #412\nVex sneaks past the guard.\nRolled 2d10: 3, 9 = 12",
    "[quote=\"dex_plays\"]Dex kicks the door in. Rolled 2d10: 8, 8 = 16[/quote]\nVex sneaks past the guard, 3 9",
    "[quote=\"dex_plays\"]Dex kicks the door in.\nRolled 2d10: 8, 8[/quote]\n[b]My roll:[/b] Vex sneaks past the guard, 3 9",
    "Quote from: dex_plays on 14 March 2026, 21:04\nVex sneaks past the guard, 3 9",
    "[i]Vex sneaks past the guard.[/i]\n[spoiler=roll]Rolled 2d10: 3, 9[/spoiler]",
])
def test_a_forums_furniture_is_never_the_roll(said: str) -> None:
    request = parse(said, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (3, 9))
    assert request.modifiers == () and request.spends == () and request.difficulty is None


def test_a_signatures_war_dice_are_no_war_die_spent() -> None:
    """'WD 2' in the signature is what the sheet holds; no war die is rolled on this roll."""
    request = parse("Ripper kicks the door in, Forceful.\nRolled 2d6: 4, 2 = 6\n-- Ripper | HP 5/8 | WD 2", FIST)
    assert (request.actor, request.dice, request.spends) == ("Ripper", (4, 2), ())


def test_a_quoted_ruling_without_dice_is_read_with_the_post() -> None:
    """The GM's quoted ruling ('it's Hard') is what the reply answers: its rules value stands."""
    request = parse("[quote=\"the_gm\"]That door's Hard.[/quote]\nVex kicks the door in, 3 9", GHOSTBURN)
    assert request.actor == "Vex" and request.dice == (3, 9) and request.difficulty is not None


def test_the_successes_a_roller_counts_after_the_faces_are_its_reckoning() -> None:
    request = parse("Zoe shoots the goon, Firearms.\nRolled 5d8: 7, 2, 8, 1, 3 (2 successes)", FS3)
    assert (request.actor, request.skill, request.dice) == ("Zoe", "Firearms", (7, 2, 8, 1, 3))


def test_a_signature_opens_a_line_after_the_body_only() -> None:
    """The post's first line is never a signature: '-- Kit drives ...' is the post."""
    request = parse("-- Kit drives the truck through the gate, 4 5", PBTA)
    assert (request.actor, request.dice) == ("Kit", (4, 5))


@pytest.mark.parametrize("said", [
    "kestrel_77: Vex sneaks past the guard, 3 9",
    "[b]GM_Morrow:[/b] Rolling for Vex while she's away: Vex sneaks past the guard, 3 9",
    "Nice one! Vex sneaks past the guard, 3 9",
    "[quote=\"dex_plays\"]Rolled 2d10: 8, 8[/quote]\nGood one. Vex sneaks past the guard, 3 9",
])
def test_a_posters_handle_and_praise_are_no_one_acting(said: str) -> None:
    """A forum handle with its colon is who posts ('kestrel_77:'), never a character; 'Nice one!' is praise, no die."""
    request = parse(said, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (3, 9))


def test_a_bonus_with_its_reason_is_never_the_sheets_said_again() -> None:
    """'forgot my bonus: +1 from the sight': a bonus from a thing, never Reflexive's +1 said again (it was taken as
    the sheet's and left out); added, or asked, but never dropped."""
    try:
        request = parse("Ripper snaps off a shot, Reflexive. Forgot my bonus: +1 from the sight. 4 4", FIST)
    except RollmateError:
        return
    assert [m.amount for m in request.modifiers] == [1]


@pytest.mark.parametrize("said", [
    "The guard turns his back. Vex, you sneak past him, 3 9",
    "The guard's torch sweeps past your hiding spot, Vex. You sneak past him, 3 9",
    "Vex, you sneak past the guard, 3 9",
])
def test_the_one_the_gm_says_you_to_rolls(said: str) -> None:
    """The GM's second person: the player character named beside 'you' rolls, never the NPC of the scene."""
    try:
        request = parse(said, GHOSTBURN)
    except RollmateError as error:  # asked whom, where the reading had someone else acting: never rolled for them
        assert "Vex" in str(error)
        return
    assert (request.actor, request.dice) == ("Vex", (3, 9))


def test_a_roller_line_after_two_actions_asks_which_action() -> None:
    """'Rolled 2d10: 3, 2' is the roll's dice however the story reads: two actions are asked about as two actions."""
    with pytest.raises(RollmateError, match="two actions"):
        parse("Vex sneaks and kicks the door in.\nRolled 2d10: 3, 2 = 5", GHOSTBURN)


def test_a_war_dies_own_roller_line_is_its_face() -> None:
    """A war die spent in the story, then the roll's line and the die's own line: the die's face, checked."""
    request = parse("Ripper spends a war die on the kick, FORCEFUL.\nRolled 2d6: 3, 3 = 6\nRolled 1d6: 4", FIST)
    assert request.dice == (3, 3) and [s.faces for s in request.spends] == [(4,)]


@pytest.mark.parametrize("said", [
    "Ripper tackles the guard, FORCEFUL.\nRolled 2d6: 1, 3 = 4\n+2 is 6, no good.",
    "Ripper tackles the guard, FORCEFUL. Rolled 2d6: 1, 3 = 4, +2 is 6",
])
def test_the_sheets_number_on_the_way_to_a_total_is_checked(said: str) -> None:
    """'+2 is 6' after the dice' 4: the sheet's +2 added up by the player, never a modifier on top."""
    request = parse(said, FIST)
    assert request.modifiers == () and request.dice == (1, 3)


@pytest.mark.parametrize("said", ["Ripper snaps off a shot, Reflexive. Forgot my bonus, +1 from the sight. 4 4",
                                  "Ripper snaps off a shot, Reflexive. Forgot my bonus: +1 from the sight. 4 4"])
def test_a_bonus_set_off_with_its_reason_is_a_modifier(said: str) -> None:
    assert [m.amount for m in parse(said, FIST).modifiers] == [1]


@pytest.mark.parametrize("said", [
    "Vex sneaks past the guard, 3 9\n[size=1]Vex | HP 20/20 | Luck 2[/size]",
    "Quote from: dex_plays on 14 March 2026, 21:04\nDex kicks the door in. Rolled 2d10: 8, 8 = 16\n\nVex sneaks past "
    "the guard, 3 9",
    "[quote=\"the_gm\"]Sallow: \"And who sent you?\"[/quote]\nVex sneaks past the guard, 3 9",
])
def test_more_of_a_forums_furniture(said: str) -> None:
    """A signature as a last line of fields between pipes; a quoted post under its header, up to a blank line; who
    speaks in a quoted post."""
    request = parse(said, GHOSTBURN)
    assert (request.actor, request.dice, request.spends) == ("Vex", (3, 9), ())
