"""A chat line that corrects itself: the writer types a value, then a marker ('wait no', 'oops typo', 'sorry, meant',
'my bad', 'scratch that', 'nvm', 'edit:', a leading '*') and the value meant. The value after the marker replaces
the one of its kind before it (dice, a war die, a skill or attribute, a position, a difficulty, a modifier, who
acts), and the reading shows the one replaced; a value of a kind not said before is added. Two values with 'or'
and no marker are asked about. Phrasings written for this file, none from the phrase sets."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fist", "fs3", "pbta", "blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def read(game: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[game])


def _refused(game: str, phrase: str) -> str:
    with pytest.raises(PhraseError) as raised:
        read(game, phrase)
    return str(raised.value)


def _corrected(request: RollRequest) -> list[str]:
    return [c.text for c in request.reading if c.kind == "correction" and not c.used]


# -- dice ---------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces", "old"), [
    ("fist", "ripper shoulders the door open, 2 5 — wait no, 2 and 4", (2, 4), "2 5"),
    ("ghostburn", "vex picks the lock, rolled 3 8 -- oops typo, 3 and 6", (3, 6), "3 8"),
    ("pbta", "kit eases past the raiders, 4 4... sorry, 4 and 2", (4, 2), "4 4"),
    ("blades", "cross skirmishes with the thugs, risky, 1 2 3 — no wait, 1 2 6", (1, 2, 6), "1 2 3"),
    ("fs3", "+roll firearms, 7 1 2 3 4 5 8 — typo, 7 1 2 3 4 5 6", (7, 1, 2, 3, 4, 5, 6), "7 1 2 3 4 5 8"),
])
def test_dice_after_a_marker_replace_the_dice_before_it(game: str, phrase: str, faces: tuple[int, ...], old: str) -> None:
    request = read(game, phrase)
    assert request.dice == faces
    assert any(old in shown for shown in _corrected(request))


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("fist", "ripper punches the bouncer — 3 3 was for initiative, ignore that — 5 2", (5, 2)),
    ("pbta", "kit eases past the raiders, 6 6 was harm, ignore it, 3 1", (3, 1)),
    ("blades", "cross prowls past the guards — 2 2 was the engagement roll, ignore those — 4 5", (4, 5)),
])
def test_dice_said_to_be_another_rolls_are_the_scene(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


# -- a rules word -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "field", "value"), [
    ("fist", "ripper leaps the gap, TACTICAL, 3 4 — *REFLEXIVE lol", "abilities", ("Reflexive",)),
    ("fist", "GM: Jonesy, roll Creative to spot the sniper — no sorry, Tactical. he got 5 5", "abilities", ("Tactical",)),
    ("blades", "cross climbs the wall with Prowess, 4 2 — sorry, meant Insight", "abilities", ("Insight",)),
    ("fs3", "+roll melee — *firearms not melee, 5 6 1 2 3 4 7", "skill", "Firearms"),
    ("ghostburn", "GM: Vex, roll Stealth to fool the guard — my bad, Deception. 5 5", "skill", "Deception"),
])
def test_a_rules_word_after_a_marker_replaces_the_one_before_it(game: str, phrase: str, field: str, value: object) -> None:
    request = read(game, phrase)
    assert getattr(request, field) == value


@pytest.mark.parametrize(("phrase", "position"), [
    ("cross prowls past the watch, risky, 4 4 1 — sorry, meant Controlled not Risky", "controlled"),
    ("thorn studies the map, desperate, 3 5 — oops, risky", "risky"),
    ("cross sways the guard, controlled — my bad, desperate, 6 1", "desperate"),
])
def test_a_position_after_a_marker_replaces_the_one_before_it(phrase: str, position: str) -> None:
    request = read("blades", phrase)
    assert [c.key for c in request.cues if c.key in ("controlled", "risky", "desperate")] == [position]


@pytest.mark.parametrize(("phrase", "level"), [
    ("vex climbs the fence, Athletics, DL Hard, 5 6 — sorry, GM says Moderate", "Moderate"),
    ("GM: vex, pick the lock, DL Severe — my bad, Hard, not Severe. 8 2", "Hard"),
    ("vex hacks the camera, DL Easy, 3 3 — ninja edit: it's Hard", "Hard"),
])
def test_a_difficulty_after_a_marker_replaces_the_one_before_it(phrase: str, level: str) -> None:
    assert read("ghostburn", phrase).difficulty == level


def test_a_modifier_after_a_marker_replaces_the_one_before_it() -> None:
    request = read("fs3", "nemesis sprints for cover, athletics +1, sorry meant +2, 5 6 2 1 3 4 7")
    assert [m.amount for m in request.modifiers] == [2]


# -- who acts -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "vex hacks the door panel — scratch that, dex does it, 4 5", "Dex"),
    ("pbta", "kit patches up the wounded raider — scratch that, boone does it. 3 3", "Boone"),
    ("fist", "ripper hotwires the truck — nvm, jonesy hotwires it, 2 6", "Jonesy"),
    ("blades", "cross sways the guard — nvm, thorn does the talking, thorn sways the guard, 1 5", "Thorn"),
])
def test_who_acts_after_a_marker_replaces_who_acted_before_it(game: str, phrase: str, actor: str) -> None:
    assert read(game, phrase).actor == actor


@pytest.mark.parametrize(("phrase", "actor", "action", "helper"), [
    ("cross skirmishes with the thug, thorn assists — no wait, silas assists. 4 3 2", "Cross", "Skirmish", "Silas"),
    ("cross skirmishes with the thug, thorn assists — no wait, silas assists, thorn's out cold. 4 3 2", "Cross",
     "Skirmish", "Silas"),
    ("cross prowls past the watch, silas helps — sorry, nyx helps, silas is on the roof. 5 2", "Cross", "Prowl", "Nyx"),
])
def test_a_helper_corrected_leaves_the_action_before_them(phrase: str, actor: str, action: str, helper: str) -> None:
    request = read("blades", phrase)
    assert (request.actor, request.verbs, [h.name for h in request.helpers]) == (actor, (action,), [helper])


@pytest.mark.parametrize(("game", "phrase", "actor", "gone"), [
    ("fist", "ripper hotwires the truck — scratch that, jonesy hotwires it, ripper's tied up. 4 4", "Jonesy", "Ripper"),
    ("fist", "ripper hotwires the truck — scratch that, jonesy hotwires it, ripper is pinned down. 4 4", "Jonesy",
     "Ripper"),
    ("fist", "ripper climbs the fence — no wait, jonesy does it, ripper got knocked out. 2 5", "Jonesy", "Ripper"),
    ("ghostburn", "vex hacks the door panel — no wait, dex does it, vex is still bleeding out. 4 5", "Dex", "Vex"),
    ("pbta", "kit eases past the raiders — nvm, boone does it, kit's asleep. 3 3", "Boone", "Kit"),
])
def test_how_the_one_taken_out_is_after_the_correction_is_the_scene(game: str, phrase: str, actor: str,
                                                                     gone: str) -> None:
    request = read(game, phrase)
    assert (request.actor, request.target) == (actor, None)
    assert any(shown.lower().startswith(gone.lower()) and len(shown) > len(gone) for shown in _corrected(request))


@pytest.mark.parametrize(("game", "phrase", "actor", "verb"), [
    ("pbta", "kit patches up the wounded raider — nvm she'd be hopeless at that, boone patches him up instead, 4 4",
     "Boone", "Patch Someone Up"),
    ("ghostburn", "vex sweet-talks the fixer — scratch that, he'd botch it, dex does the talking, 5 5", "Dex", "Convince"),
    ("fist", "ripper hacks the terminal — nvm, he can't read, jonesy hacks it, 3 3", "Jonesy", "hack"),
    ("blades", "cross sways the guard — no wait, bad idea, thorn sways the guard, 1 5", "Thorn", "Sway"),
])
def test_why_the_one_before_does_not_act_said_after_the_marker_is_the_scene(game: str, phrase: str, actor: str,
                                                                             verb: str) -> None:
    request = read(game, phrase)
    assert (request.actor, request.verbs[0]) == (actor, verb)


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("ghostburn", "vex sweet-talks the fixer — scratch that, Moreau does the talking, 4 4", "Moreau"),
    ("fist", "ripper kicks the door — scratch that, Hollis does it, 3 3", "Hollis"),
])
def test_a_correction_to_someone_nobody_has_is_refused(game: str, phrase: str, word: str) -> None:
    assert word in _refused(game, phrase)


# -- afterthoughts ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("blades", "cross prowls past the watch, 4 2 — edit: pushing myself, 4 2 6", (4, 2, 6)),
    ("fist", "ripper smashes the crate with advantage, 3 3 — forgot the third die, 3 3 5", (3, 3, 5)),
])
def test_dice_said_again_in_an_afterthought_are_the_dice(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(game, phrase).dice == faces


@pytest.mark.parametrize(("phrase", "actor", "faces"), [
    ("dex shoots the guard, 6 3 (forgot to mention, dex is Wounded)", "Dex", (6, 3)),
    ("vex picks the lock, 5 4 (forgot to say, vex's Wounded)", "Vex", (5, 4)),
    ("vex picks the lock, 5 4 (she's Wounded btw)", "Vex", (5, 4)),
    ("vex picks the lock, 5 4 (vex is Wounded)", "Vex", (5, 4)),
])
def test_how_the_actor_is_said_in_brackets_after_the_dice_counts(phrase: str, actor: str, faces: tuple[int, ...]) -> None:
    request = read("ghostburn", phrase)
    assert (request.actor, request.dice, [c.key for c in request.cues]) == (actor, faces, ["wounded"])


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "vex picks the lock, 5 4 — edit: spending my luck on this one", (5, 4)),
    ("ghostburn", "dex shoots the guard, 6 3 — edit: using luck for this one", (6, 3)),
    ("fs3", "+roll firearms, 6 1 2 7 3 4 5 — edit: burning luck on that one", (6, 1, 2, 7, 3, 4, 5)),
])
def test_this_one_in_an_afterthought_is_the_roll_no_die(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    request = read(game, phrase)
    assert (request.dice, [s.key for s in request.spends]) == (faces, ["luck"])


# -- two values and no word saying which --------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "said"), [
    ("ghostburn", "vex sneaks past the guard, 2 7 or 2 8, lost the die", "2 8"),
    ("blades", "cross prowls past the watch, controlled or risky, not sure, 4 2", "risky"),
    ("fs3", "+roll firearms +1 or +2, can't remember, 6 2 3 1 5 4 7", "+2"),
    ("blades", "cross skirmishes the thug, thorn assists — or silas, either one, 4 3 2", "silas"),
])
def test_two_values_with_or_and_no_marker_are_asked_about(game: str, phrase: str, said: str) -> None:
    assert said in _refused(game, phrase)


# -- correction words said plainly --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "sorry all, vex sneaks past the guard, 4 6", (4, 6)),
    ("fist", "actually ripper's gonna kick the door in instead, 5 2", (5, 2)),
    ("pbta", "wait for it... kit eases past the raiders, 3 5", (3, 5)),
])
def test_correction_words_said_plainly_change_nothing(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    request = read(game, phrase)
    assert request.dice == faces
    assert not _corrected(request)


def test_the_reading_shows_the_value_replaced_and_the_one_meant() -> None:
    request = read("fist", "ripper shoulders the door open, 2 5 — wait no, 2 and 4")
    assert [(c.text, c.note) for c in request.reading if c.kind == "correction"] == [("2 5", "corrected to '2 and 4'")]


@pytest.mark.parametrize(("game", "phrase", "ability"), [
    ("pbta", "roll +cool — *+sharp, typo, 2 2", "Sharp"),
    ("blades", "thorn resists the blow with Insight — *Prowess obviously, 3 4 1", "Prowess"),
])
def test_the_writers_word_on_the_slip_after_the_value_is_no_rules_word(game: str, phrase: str, ability: str) -> None:
    assert read(game, phrase).abilities == (ability,)


def test_a_name_spoken_to_after_sorry_is_not_who_acts() -> None:
    assert read("ghostburn", "vex sneaks past the guard, 4 6 — sorry, Dex, your turn was next").actor == "Vex"


def test_an_apology_for_the_post_corrects_nothing() -> None:
    request = read("fist", "ripper climbs the fence, rolled 5 5. sorry for the wall of text, long day")
    assert request.dice == (5, 5)
    assert not _corrected(request)


# -- what the correction took out is not read beside what stays ---------------------------------------------------------
@pytest.mark.parametrize(("game", "phrase", "skill", "old"), [
    ("ghostburn", "GM: Dex, give me Stealth — no sorry, Athletics, DL Hard. 4 4", "Athletics", "Stealth"),
    ("ghostburn", "GM: Vex, give me Brawl — my bad, Athletics to vault the railing. 3 6", "Athletics", "Brawl"),
])
def test_a_skill_corrected_right_after_give_me_is_the_roll(game: str, phrase: str, skill: str, old: str) -> None:
    request = read(game, phrase)
    assert request.skill == skill
    assert request.text == phrase
    assert _corrected(request) == [old]


@pytest.mark.parametrize(("phrase", "actor", "skill"), [
    ("GM: Zoe, roll Technician — no sorry, Piloting. she rolled 6 3 8 1 2 7 6", "Zoe", "Piloting"),
    ("GM: ok Zoe, roll Technician to fix the nav — my bad, Piloting to dodge the rocks. she got 6 3 8 1 2 7 6", "Zoe",
     "Piloting"),
    ("GM: Mavros, roll Technician — wait no, Firearms. he rolled 6 3 8 1 2 7", "Mavros", "Firearms"),
])
def test_a_pronoun_after_the_gms_corrected_call_is_the_one_called(phrase: str, actor: str, skill: str) -> None:
    # a skill taken back that is also a word for a person ('Technician') is no one the pronoun could be
    request = read("fs3", phrase)
    assert (request.actor, request.skill, len(request.dice)) == (actor, skill, len(phrase.split("rolled" if "rolled" in
                                                                                          phrase else "got")[1].split()))


@pytest.mark.parametrize("said", [
    "Boone rams the gate, scratch that, 3 and 5",  # the action taken back, only the dice after it
    "Boone rams the gate - no wait, the gate's already open - so he just drives through, 3 and 5",
])
def test_an_action_taken_back_with_none_read_after_is_asked(said: str) -> None:
    """A marker that takes back what was said ('scratch that', '- no wait,') with no action read after it: asked,
    never the action taken back rolled."""
    with pytest.raises(PhraseError, match="takes back"):
        parse(said, VOCAB["pbta"])
