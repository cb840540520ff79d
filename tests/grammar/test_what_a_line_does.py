"""Speech that carries the roll, conditions and bargains around it, and the GM's lines that call for it:
- a line of dialogue with no roll named is rolled by what it does (a threat, an order, a plea, a lie the player
  says is one), the game's own word for that act deciding; a roll named beside it wins, and a line doing two acts
  is asked about;
- in a GM's line the player's character asked to roll ('Vex, roll Persuade', 'Ripper, react!') rolls, not the GM's
  character the narration opens with; a 'he rolled' after a GM's call is the player's character's when only the
  GM's people are named besides;
- 'both war dice' counts two; 'plus the +1 ...' is the +1; 'the rain is the -1 you mentioned' is a modifier and
  its reason, never a skill called Rain; 'persuading X to look the other way': the looking is X's."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.rules.sheets import load_party

BLADES = load_party([EXAMPLES / "blades_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])
GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FS3 = load_party([EXAMPLES / "fs3_party.toml"])


def _said(res: object) -> list[str]:
    return [c.note for c in res.request.reading if c.kind == "speech"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("phrase", "actor", "action", "dice", "total", "outcome", "act"), [
    ('Cross leans in close. "Open the door, or you will be breathing through a tube." 6',
     "Cross", "Command", (6,), 6, "Full Success", "a threat"),
    ('Thorn, to the dockhands: "Hands up. Get down on the ground. Now!" 4 2',
     "Thorn", "Command", (4, 2), 2, "Bad Outcome", "an order"),  # Command 0: the lower of two dice
])
def test_blades_a_threat_or_an_order_is_command(phrase: str, actor: str, action: str, dice: tuple[int, ...],
                                                total: int, outcome: str, act: str) -> None:
    res = roll(phrase, BLADES, system="blades")
    assert (res.actor, res.skill, res.dice, res.total, res.outcome) == (actor, action, dice, total, outcome)
    assert any(note.startswith(f"said in the scene: {act}, read as") for note in _said(res))


def test_fist_a_plea_is_creative() -> None:
    res = roll('Ripper, quietly: "Please, just let the kids go." 5 4', FIST, system="fist")
    assert (res.actor, res.ability.name, res.ability.score, res.dice, res.total, res.outcome) == (
        "Ripper", "Creative", -1, (5, 4), 8, "Partial Success")


def test_fist_a_threat_is_forceful() -> None:
    res = roll('Jonesy, flatly: "Sign it, or I\'ll make you eat it." 3, 4', FIST, system="fist")
    assert (res.actor, res.ability.name, res.dice) == ("Jonesy", "Forceful", (3, 4))
    assert res.total == 3 + 4 + res.ability.score


def test_a_lie_the_player_says_is_one_is_a_bluff() -> None:
    res = roll('Vex, to the fixer: "Dex sent me. He vouches for me." (none of it is true) 9 8', GHOSTBURN)
    assert (res.actor, res.skill, res.trick, res.dice) == ("Vex", "Deception", "Bluff", (9, 8))


def test_a_roll_named_beside_the_line_wins() -> None:
    res = roll('Cross: "Open up, or else." Sway, 5 4', BLADES, system="blades")
    assert (res.actor, res.skill, res.dice) == ("Cross", "Sway", (5, 4))
    assert _said(res) == ["said in the scene"]


def test_a_line_doing_two_things_is_asked_about() -> None:
    with pytest.raises(PhraseError) as caught:
        roll('Vex: "Please, I am begging you, or I will blow this whole place up." 5 5', GHOSTBURN)
    assert "a threat or a plea" in caught.value.message


def test_the_pc_a_gm_calls_on_rolls_not_the_npc_opening_the_line() -> None:
    res = roll('REF: Director Hale draws a pistol. "Any last words?" Ripper, react! — 5 2', FIST, system="fist")
    assert (res.actor, res.ability.name, res.dice, res.total, res.outcome) == (
        "Ripper", "Reflexive", (5, 2), 8, "Partial Success")


def test_a_gm_call_then_her_dice() -> None:
    res = roll('GM: The bouncer cracks his knuckles. "Not tonight." Vex, roll Persuade to talk your way in — she '
               'got 8 7', GHOSTBURN)
    assert (res.actor, res.trick, res.difficulty.name, res.dice, res.total, res.outcome) == (
        "Vex", "Convince", "Hard", (8, 7), 21, "Success")


def test_his_dice_in_a_gm_line_are_the_pcs_beside_an_npc() -> None:
    res = roll("GM: Dex is sneaking past the guard, that is Hard. He rolled 9 4.", GHOSTBURN)
    assert (res.actor, res.trick, res.ability.name, res.difficulty.name, res.dice, res.total, res.outcome) == (
        "Dex", "Sneak", "Agility", "Hard", (9, 4), 16, "Fade")


def test_a_players_line_still_asks_whose_dice() -> None:
    with pytest.raises(PhraseError, match="Who is 'he'"):
        roll("Dex sneaks past the guard, he rolled 9 4", GHOSTBURN)


def test_both_war_dice_are_two() -> None:
    res = roll("Vex dumps both war dice on it — smashing the door, Forceful, 3 and 4, war dice 2 and 6", FIST,
               system="fist")
    assert (res.actor, res.ability.name, res.dice, res.extra_dice) == ("Vex", "Forceful", (3, 4), (2, 6))
    assert res.total == 3 + 4 + 2 + 6 + res.ability.score


def test_plus_the_signed_number() -> None:
    res = roll("Ripper shoots the guard, Reflexive, plus the +1 from the scope, 3 3", FIST, system="fist")
    assert (res.actor, res.ability.name, res.dice, res.modifier, res.total) == ("Ripper", "Reflexive", (3, 3), 2, 8)


def test_a_thing_said_to_be_the_modifier_is_no_skill() -> None:
    res = roll("the rain is the -1 you mentioned, Nemesis climbing the wall: 7 2", FS3, system="fs3")
    assert (res.actor, res.skill, res.dice) == ("Nemesis", "Athletics", (7, 2))
    assert res.request.modifiers[0].amount == -1


def test_what_the_persuaded_one_is_to_do_is_theirs() -> None:
    res = roll("persuading the fixer to look the other way, 7 and 5", GHOSTBURN, actor="Vex")
    assert (res.actor, res.trick, res.dice) == ("Vex", "Convince", (7, 5))
