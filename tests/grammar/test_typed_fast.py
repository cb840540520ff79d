"""Typed fast in the middle of a fight: a shout, a laugh or a keyboard mash beside the dice is the scene and never
stops them being read, while an unknown word where a rules word must stand is still asked about."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.grammar.labels import typed_labels
from rollmate.grammar.raw import raw_tokens
from rollmate.grammar.shouts import feeling
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Term, build
from rollmate.table.render import understood

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize(("phrase", "dice"), [
    ("vex shoots the guard 9 8 WOOOO", (9, 8)),
    ("Vex climbs the fence 2 and 3 noooooo", (2, 3)),
    ("vex sweet-talks the bouncer 7 7 hahahaha", (7, 7)),
    ("Vex shoots the guard 4 and 6 jkljkl", (4, 6)),
    ("vex climbs the fence, 5 5 LETSGOOOO", (5, 5)),
    ("vex shoots the guard 9 9 hell yeah", (9, 9)),
])
def test_a_shout_after_the_dice_is_the_scene(phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert result.actor == "Vex" and tuple(result.dice) == dice


@pytest.mark.parametrize(("phrase", "dice"), [
    ("ripper kicks the door open, WOOO 6 6", (6, 6)),
    ("NOOOO 1 and 2, ripper kicks the door open", (1, 2)),
    ("ripper: YASSS 5 and 4 on smashing the crate", (5, 4)),
    ("ripper: 3 4 on kicking the door open", (3, 4)),
    ("qwerty 2 2 for the kick, ripper", (2, 2)),
])
def test_a_shout_before_the_dice_is_no_one(phrase: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, FIST, system="fist", actor="Ripper")
    assert result.actor == "Ripper" and tuple(result.dice) == dice and result.ability.name == "Forceful"


@pytest.mark.parametrize("phrase", [
    "vex climbs the fence 2 and 3 athletix",  # a slip of a rules word after the dice: asked, never a shout
    "Zed 6 and 5, vex climbs the fence",  # someone nobody knows rolled them
    "vex: 6 and 5 on the roof",  # no action said after 'on': a place, asked about
])
def test_a_word_that_is_no_shout_is_still_asked(phrase: str) -> None:
    with pytest.raises(PhraseError):
        roll(phrase, GHOSTBURN, actor="Vex")


@pytest.mark.parametrize(("word", "shout"), [
    ("YESSS", True), ("lmaooo", True), ("asdfgh", True), ("sdfsdf", True), ("LOLOL", True), ("letsgooo", True),
    ("salad", False), ("were", False), ("tower", False), ("toooo", False), ("sass", False), ("Firearms", False),
    ("hask", False), ("wrek", False),
])
def test_what_a_shout_is(word: str, shout: bool) -> None:
    assert feeling(word) is shout


def test_a_shout_adds_no_action_word() -> None:
    vocab = get_system("fist").vocabulary(FIST)
    request = parse("ripper: YASSS 5 and 4 on smashing the crate", vocab)
    assert "yass" not in (request.action or "").lower() and request.dice == (5, 4)


@pytest.mark.parametrize("phrase", [
    "vex rolls pers on the fixer 7 7",
    "roll pers, 5 5",
    "Dex: pers check on the merchant, rolled 3 8",
])
def test_a_cut_that_sounds_like_the_start_of_two_names_is_asked(phrase: str) -> None:
    with pytest.raises(PhraseError) as raised:
        roll(phrase, GHOSTBURN, actor="Vex")
    assert "Persuade" in str(raised.value) and "Perception" in str(raised.value)


@pytest.mark.parametrize(("phrase", "skill"), [
    ("vex rolls persu on the fixer 7 7", "Persuade"),
    ("vex rolls perc on the fixer, Hard, 7 7", "Perception"),
])
def test_a_cut_of_one_name_is_that_name(phrase: str, skill: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").skill == skill


PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("fs3", "blades")} | {
    "ghostburn": GHOSTBURN, "fist": FIST}


@pytest.mark.parametrize(("game", "seat", "phrase", "actor", "split"), [
    ("ghostburn", "Vex", "vexshoots the guard, rolled 3 4", "Vex", "'vex shoots'"),
    ("ghostburn", "Vex", "DEXSNEAKS past the guard 7 7", "Dex", "'DEX SNEAKS'"),
    ("fist", "Ripper", "jonesykicks the door in 6 5", "Jonesy", "'jonesy kicks'"),
    ("fs3", "Nemesis", "zoeclimbs the wall, rolled 6 7 2", "Zoe", "'zoe climbs'"),
    ("blades", "Cross", "nyxprowls across the roof, risky 6 2", "Nyx", "'nyx prowls'"),
])
def test_a_name_run_into_its_verb_is_split_and_shown(game: str, seat: str, phrase: str, actor: str, split: str) -> None:
    request = parse(phrase, get_system(game).vocabulary(PARTIES[game]))
    assert request.actor == actor
    typed = [c for c in request.reading if c.kind == "typed"]
    assert [(c.text, c.note) for c in typed] == [(phrase.split(" ")[0], f"read as {split}")]
    result = roll(phrase, PARTIES[game], system=game, actor=seat)
    assert result.actor == actor and f"read as {split}" in understood(result)


@pytest.mark.parametrize("phrase", [
    "zedsneaks past the guard 7 7",  # nobody is called Zed: never split into a name nobody has
    "kaelshoots the guard, rolled 3 4",
])
def test_a_word_that_opens_with_no_ones_name_is_not_split(phrase: str) -> None:
    with pytest.raises(RollmateError):
        roll(phrase, GHOSTBURN, actor="Vex")


def test_an_english_word_that_opens_with_a_name_is_left_whole() -> None:
    request = parse("Vex talks the dextrous guard down, rolled 3 4", get_system("ghostburn").vocabulary(GHOSTBURN))
    assert not [c for c in request.reading if c.kind == "typed"] and request.actor == "Vex"


@pytest.mark.parametrize(("game", "seat", "phrase", "roll_name", "shown"), [
    ("ghostburn", "Vex", "Vex shoots the guard, Firarms, 3 4", "Firearms", "'Firarms' read as Firearms"),
    ("ghostburn", "Dex", "dex sweet-talks the bouncer, Persuad, 5 6", "Persuade", "'Persuad' read as Persuade"),
    ("fist", "Ripper", "ripper kicks the door in, Forcefull, 6 5", "Forceful", "'Forcefull' read as Forceful"),
    ("blades", "Thorn", "thorn creeps past the guards,prowll,4 3", "Prowl", "'prowll' read as Prowl"),
])
def test_a_slipped_label_the_action_settles_is_read_through(game: str, seat: str, phrase: str, roll_name: str,
                                                             shown: str) -> None:
    result = roll(phrase, PARTIES[game], system=game, actor=seat)
    assert roll_name in (result.skill, result.ability.name if result.ability else None)
    assert shown in understood(result)


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "Vex climbs the fence, Firarms, 3 4"),  # the action settles another roll
    ("ghostburn", "Vex: Firarms, 3 4"),  # nothing but the label says what to roll
    ("fist", "ripper kicks the door in, Reflexve, 6 5"),
])
def test_a_slipped_label_the_action_does_not_settle_is_asked(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError) as raised:
        parse(phrase, get_system(game).vocabulary(PARTIES[game]))
    assert raised.value.suggestions


def test_a_label_as_near_two_rules_names_is_asked() -> None:
    vocab = build("ghostburn", [("shadow", Term(kind="skill", value="Shadow")),
                                ("shallows", Term(kind="skill", value="Shallows"))], [("swim", "Shallows")])
    raws = raw_tokens("swim down, shalows, 4 4")
    with pytest.raises(PhraseError) as raised:
        typed_labels(raws, vocab, "swim down, shalows, 4 4", lambda raws, i: False)
    assert set(raised.value.suggestions) == {"Shadow", "Shallows"}


@pytest.mark.parametrize(("phrase", "seat", "ability"), [
    ("vex ducks out of the sniper fire, dodge! 2 5", "Vex", "Reflexive"),
    ("jonesy dives clear of the mortar fire — DODGE!! 3 3", "Jonesy", "Reflexive"),
    ("ripper leaps aside from the turret fire -- dodge 4 1", "Ripper", "Reflexive"),
])
def test_an_action_named_again_in_one_word_is_one_action(phrase: str, seat: str, ability: str) -> None:
    result = roll(phrase, FIST, system="fist", actor=seat)
    assert result.ability.name == ability and result.actor == seat


def test_a_lone_word_naming_another_roll_is_a_second_action() -> None:
    with pytest.raises(PhraseError, match="two actions"):
        roll("vex ducks behind the crates as the goons open fire, punch! 2 5", FIST, system="fist", actor="Vex")


@pytest.mark.parametrize(("phrase", "seat", "dice", "war"), [
    ("ripper smashes the crate, 4 4 war die 2", "Ripper", (4, 4), (2,)),
    ("jonesy kicks in the door 6 1 war die 3", "Jonesy", (6, 1), (3,)),
    ("ripper shoulders through the wall spending a war die, 2 5 war die 6", "Ripper", (2, 5), (6,)),
])
def test_faces_then_a_war_die_said_as_one_are_the_rolls_and_the_dies(phrase: str, seat: str, dice: tuple[int, ...],
                                                                        war: tuple[int, ...]) -> None:
    result = roll(phrase, FIST, system="fist", actor=seat)
    assert tuple(result.dice) == dice and tuple(result.extra_dice) == war and result.actor == seat
