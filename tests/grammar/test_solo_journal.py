"""A solo player's journal: one writer plays the characters and the GM's side too. What they say as GM ('Me as GM:',
'GM hat on.', '(me, doing his gravelly voice)', 'the goon (I roll for him as well): ...') says who speaks for the
scene, never who acts; dice typed as they land ('2... 5', '3 and... 6') are one roll; a die knocked off the table
and rolled again is read where it is clear which one it replaced, and asked about where not. Dice given for the
actor by name and other dice given bare are two sets: asked, never one dropped."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta", "blades")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTY.items()}


@pytest.mark.parametrize("phrase", [
    "Zoe creeps past the goon. Stealth vs the goon. Zoe: 7 2 6. Goon (I roll for him as well): 6 1 2 3 4",
    "Zoe creeps past the goon, vs the goon. Zoe: 7 2 6. The goon (I'm rolling for him too): 6 1 2 3 4",
    "Zoe sneaks, Stealth vs the goon. Zoe: 7 2 6. the goon (I rolled for him): 6 1 2 3 4",
])
def test_the_writer_rolling_for_the_other_side_gives_that_sides_dice(phrase: str) -> None:
    result = roll(phrase, PARTY["fs3"], system="fs3", actor="Zoe")
    request = parse(phrase, VOCAB["fs3"])
    assert request.actor == "Zoe" and request.dice == (7, 2, 6)
    assert request.faces_by == {"the goon": (6, 1, 2, 3, 4)}
    assert result.opposed is not None and result.opposed.their_successes == 1


@pytest.mark.parametrize("phrase", [
    "Zoe creeps past the goon. Zoe: 7 2 6 1 3. I roll for him too: 6 1 2 3 4 5",
    "Zoe creeps past the goon. Zoe: 7 2 6 1 3. then 6 1 2 3 4 5",
    "Zoe creeps past the goon. Stealth vs the goon. Zoe: 7 2 6 1 3. I roll for him, and get 6 1 2 3 4 5",
])
def test_named_dice_and_other_bare_dice_are_asked_about(phrase: str) -> None:
    with pytest.raises(PhraseError, match="Two sets of dice"):
        parse(phrase, VOCAB["fs3"])


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("ghostburn", "Me as GM: the guard swings a pipe at Dex. Dex dodges, vs the guard's Fort. 6 and 7", "Dex", (6, 7)),
    ("ghostburn", "me, as the GM: the guard lunges. Dex dodges. 6 and 7", "Dex", (6, 7)),
    ("fs3", "GM hat on. The floor gives way under Zoe. Zoe, Athletics. 6 2 3 1 5", "Zoe", (6, 2, 3, 1, 5)),
    ("pbta", "putting my MC hat on: the warlord's dogs are loose. Sable keeps her cool, 3 4", "Sable", (3, 4)),
    ("pbta", "Old Marrow (me, doing his gravelly voice): 'You lot again?' Sable tries to seduce him. 4 4", "Sable", (4, 4)),
    ("fist", "Director Hale (me, doing a terrible accent) orders the doors sealed. Jonesy bluffs. 2 and 5", "Jonesy",
     (2, 5)),
    ("ghostburn", "the guard (voiced by me): 'Nobody gets in.' Dex sweet-talks him. 6 and 7", "Dex", (6, 7)),
    ("ghostburn", "the guard searches the alley. Search is Hard. I roll for him, openly: 7 and 8", "the guard", (7, 8)),
])
def test_the_writer_as_gm_is_no_one_who_acts(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)


def test_what_the_writer_says_as_gm_is_shown_as_not_used() -> None:
    request = parse("Me as GM: the guard swings a pipe at Dex. Dex dodges. 6 and 7", VOCAB["ghostburn"])
    said = [c for c in request.reading if c.text == "Me as GM:"]
    assert len(said) == 1 and not said[0].used


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("pbta", "no move fits, so I'm having Sable roll +weird. 5, 5", "Sable"),
    ("pbta", "I'm making Boone roll +cool. 5, 5", "Boone"),
    ("fs3", "honestly just getting Zoe to roll Alertness. 6 2 3 1 5", "Zoe"),
])
def test_the_one_the_writer_has_roll_rolls(game: str, phrase: str, actor: str) -> None:
    assert parse(phrase, VOCAB[game]).actor == actor


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("fist", "Jonesy shoulders the door. *rolls* 2... 5. meh", (2, 5)),
    ("fist", "Jonesy shoulders the door. (rolls) 6.. 6!!", (6, 6)),
    ("pbta", "Sable keeps her cool. 3 and... 4. phew", (3, 4)),
    ("ghostburn", "Dex sneaks past the guard. rolled 9... 1. damn", (9, 1)),
    ("blades", "Nyx prowls along the rooftops. *rolls* 6... 2... 4", (6, 2, 4)),
])
def test_dice_typed_as_they_land_are_one_roll(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == dice


@pytest.mark.parametrize(("game", "phrase"), [
    ("fist", "Jonesy shoulders the door. waited 2... 3 hours. 4 5"),
    ("fist", "Jonesy shoulders the door. 2... 3 minutes later the guard comes back"),
])
def test_dots_before_a_count_of_the_scene_join_no_faces(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("fist", "Jonesy shoulders the door. 2 and... the dog knocked the other die off the table, rerolled it: 6", (2, 6)),
    ("pbta", "Sable keeps her cool. 3 and my kid batted the other one under the sofa so I rerolled it, 5", (3, 5)),
    ("ghostburn", "Dex sneaks past the guard. 8 and then the last die fell off the desk, re-rolled: 4", (8, 4)),
])
def test_the_die_knocked_away_before_it_was_read_is_replaced(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.dice == dice
    assert any(c.kind == "knocked" and not c.used for c in request.reading)


@pytest.mark.parametrize(("game", "phrase"), [
    ("blades", "Nyx prowls along the rooftops: 6 4 1, then my cat knocked one off the desk and I rerolled it: 3"),
    ("fist", "Jonesy shoulders the door. 2 5, and the dog knocked one off the table, rerolled: 6"),
    ("fs3", "Zoe, Alertness: 6 2 3 1 5. I dropped one on the floor, rerolled it: 8"),
])
def test_a_die_replaced_without_saying_which_is_asked(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="Which die did you roll again"):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("phrase", "level"), [
    ("Dex leans on the bouncer. Intimidate vs his Fort (Hard for this brute). 6 and 7", "Hard"),
    ("Dex sneaks past the guard, Sneak vs her Wits, which is Severe tonight. 6 and 7", "Severe"),
    ("Dex sneaks past the guard. Sneak vs Wits Easy. 6 and 7", "Easy"),
    ("Dex shoves past the bouncer, Intimidate vs his Fort. 6 and 7", "Moderate"),
])
def test_vs_the_other_sides_trait_reads_its_difficulty(phrase: str, level: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    result = roll(phrase, PARTY["ghostburn"])
    assert request.actor == "Dex" and request.dice == (6, 7)
    assert result.difficulty is not None and result.difficulty.name == level
