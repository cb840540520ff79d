"""A roleplay pose with the mechanics in an aside to the table ('((...))', '[OOC: ...]', '// ...'): a question in the
aside is a question (nothing is rolled), the roll the aside names decides (the pose's verbs are the scene), the
pose's subject acts however the pose names them, and a chat log's speaker tag ('<Storyteller>') is a tag."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.action_words import SCENE_NOTE
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.acting import acting

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "pbta", "blades", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "verb"), [
    ("pbta", "Boone wipes the grease off his hands. [OOC: what are my chances to climb the wall here?]", "Brave Danger"),
    ("pbta", "Boone spits into the dust. // chances of climbing the fence?", "Brave Danger"),
    ("pbta", "Boone squares up. ((whats my odds to climb the wall))", "Brave Danger"),
    ("pbta", "Boone squares up ((what are my odds to climb the wall?))", "Brave Danger"),
    ("ghostburn", "Vex checks her clip, jaw tight. ((what are my chances to sneak past the guard?))", "Sneak"),
    ("blades", "Thorn crouches at the edge of the roof, counting the patrols. ((odds on prowling across, risky?))",
     "Prowl"),
    ("fs3", "Zoe grips the yoke and squints at the storm front. ((what are my odds to fly through it?))", "Piloting"),
    ("fist", "Ripper rolls his shoulders. (( odds of kicking in the door? ))", "kick in"),
])
def test_a_question_in_an_aside_is_a_question(game: str, phrase: str, verb: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.question and request.dice is None
    assert verb in request.verbs


@pytest.mark.parametrize(("phrase", "actor", "stat", "dice"), [
    ("Kit kicks the door open and sprints for the truck. [OOC: +cool, 4 4]", "Kit", "Cool", (4, 4)),
    ("Sable punches the mirror, glass everywhere. // roll +weird: 2 6", "Sable", "Weird", (2, 6)),
    ("Boone headbutts the raider, then hits him again for good measure. ((rolling +sharp, 5 3))", "Boone", "Sharp", (5, 3)),
])
def test_a_stat_named_in_the_aside_is_the_roll_and_the_poses_verbs_are_the_scene(phrase: str, actor: str, stat: str,
                                                                                dice: tuple[int, int]) -> None:
    request = parse(phrase, VOCAB["pbta"])
    assert (request.actor, request.abilities, request.verbs, request.dice) == (actor, (stat,), (), dice)
    assert any(c.note == SCENE_NOTE and not c.used for c in request.reading)
    result = roll(phrase, PARTIES["pbta"], system="pbta")
    assert result.skill is None and result.ability.name == stat


def test_a_move_named_in_the_aside_is_still_the_move() -> None:
    result = roll("Boone stares the raider down, unblinking. ((Lean on Someone, 5 5))", PARTIES["pbta"], system="pbta")
    assert (result.actor, result.skill, result.dice) == ("Boone", "Lean on Someone", (5, 5))


@pytest.mark.parametrize(("game", "phrase", "actor", "ability"), [
    ("fs3", "Zoe shoves the crate against the hatch and climbs on top, teeth gritted. ((roll brawn: 6 2 3))", "Zoe",
     "Brawn"),
    ("fist", "Jonesy vaults the barricade and tackles the guard. ((Tactical, 3 4))", "Jonesy", "Tactical"),
])
def test_the_poses_two_actions_are_no_question_when_the_aside_names_the_roll(game: str, phrase: str, actor: str,
                                                                              ability: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.abilities, request.verbs) == (actor, (ability,), ())


def test_whom_the_pose_acts_on_stays_the_target() -> None:
    request = parse("Vex leans across the table toward the fixer, all smiles. ((Persuade, 9 8))", VOCAB["ghostburn"])
    assert (request.skill, request.target, request.dice) == ("Persuade", "the fixer", (9, 8))


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("pbta", "The floor gives way under the crates and Sable simply... leaps. ((5 2))", "Sable"),
    ("ghostburn", "The bar erupts in gunfire and Vex just... slips past the guard. ((Sneak, 9 4))", "Vex"),
    ("pbta", "Dogs snap at Kit's heels. She never slows down and vaults the fence. ((6 1))", "Kit"),
    ("pbta", "Bullets whine past Boone's ear. He doesn't even blink, just keeps climbing the wall. ((4 4))", "Boone"),
    ("fs3", "Sparks shower over Zoe's console. She doesn't flinch, just keeps flying the shuttle. ((6 2 3 1))", "Zoe"),
])
def test_the_poses_subject_acts_even_after_a_pause_or_as_a_pronoun(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and request.target != actor
    assert acting(PARTIES[game], actor, request).actor == actor  # at their own seat: never 'acting on themself'


@pytest.mark.parametrize("phrase", [
    "Bullets whine past Boone's ear. I dive for the ditch. ((4 4))",  # the player's 'I' acts, at Boone
    "Dogs snap at Kit's heels. Boone never slows down and vaults the fence. ((6 1))",  # Boone acts, named
])
def test_an_owner_is_no_actor_where_someone_else_acts(phrase: str) -> None:
    assert parse(phrase, VOCAB["pbta"]).actor != ("Kit" if "Kit" in phrase else "Boone")


@pytest.mark.parametrize(("game", "phrase"), [
    ("ghostburn", "Vex taps the bar, thinking it over. ((before I commit: what are my chances to persuade the bouncer?))"),
    ("ghostburn", "before we decide: what are Vex's odds to sneak past the guard?"),
    ("fs3", "Zoe drums on the console. [OOC: before I choose anything: what are my odds to fly through the storm?]"),
])
def test_the_players_weighing_before_a_colon_opens_a_question(game: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.question and request.dice is None


@pytest.mark.parametrize(("phrase", "actor", "skill"), [
    ("<Storyteller> Alarms blare across the hangar. Zoe, roll Alertness to spot the intruder. ((Zoe rolled 6 6 7 1))",
     "Zoe", "Alertness"),
    ("<GM> The lights die. Nemesis, roll Alertness. ((Nemesis rolled 6 6 7))", "Nemesis", "Alertness"),
    ("<Zoe> Zoe squeezes into the vent and climbs. ((6 2 3))", "Zoe", "Athletics"),
])
def test_a_chat_logs_speaker_tag_in_angle_brackets_is_a_tag(phrase: str, actor: str, skill: str) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert (request.actor, request.skill or request.verbs[0]) == (actor, skill)


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Dex exhales and squeezes the trigger. ((burning a luck point on the dead eye, 5 5))", "Dead Eye"),
    ("Dex exhales and squeezes the trigger. ((spending luck on the dead eye, 5 5))", "Dead Eye"),
    ("Dex cracks his knuckles over the deck. // burning my luck on the street hack, 6 6", "Street Hack"),
])
def test_what_luck_is_burned_on_is_the_roll(phrase: str, trick: str) -> None:
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.trick == trick and [s.key for s in request.spends] == ["luck"]


@pytest.mark.parametrize(("game", "phrase", "roll"), [
    ("blades", "Thorn's eyes roll back as the ghost grabs her. ((resist with Insight, 6 2 1))", "Insight"),
    ("blades", "Cross's head rolls back from the punch and he swings anyway. ((skirmish, 6 1 2))", "Skirmish"),
    ("fs3", "Zoe rolls back from the console and grabs the yoke. ((roll piloting, 6 2 3 1 5 6))", "Piloting"),
])
def test_a_body_rolling_back_is_the_scene_not_a_roll(game: str, phrase: str, roll: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert roll in (request.skill, *request.abilities, *request.verbs)


@pytest.mark.parametrize(("phrase", "dice", "war"), [
    ("Ripper kicks the door in. ((Forceful, base 4 and 1, war die 5))", (4, 1), (5,)),
    ("Ripper kicks the door in. ((Forceful; Jonesy throws his war die in. Base 3 and 3, war die 2))", (3, 3), (2,)),
    ("Ripper kicks the door in. ((Forceful. Base roll: 4 1))", (4, 1), ()),
])
def test_base_labels_the_base_dice(phrase: str, dice: tuple[int, ...], war: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert request.dice == dice and tuple(f for s in request.spends for f in s.faces) == war


def test_a_base_of_the_scene_is_no_dice() -> None:
    request = parse("Ripper storms the base and kicks the door in, 4 1", VOCAB["fist"])
    assert request.dice == (4, 1)


@pytest.mark.parametrize(("phrase", "dice", "war"), [
    ("Ripper dives for the ditch. ((Reflexive, 1 2, two war dice: 3 5))", (1, 2), (3, 5)),
    ("Ripper dives for the ditch. ((Reflexive, 4 4, 2 war dice: war dice 6 1))", (4, 4), (6, 1)),
    ("Reflexive, 6, 6, one war die: 4", (6, 6), (4,)),
])
def test_faces_then_a_count_of_war_dice_after_a_comma(phrase: str, dice: tuple[int, ...], war: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert request.dice == dice and tuple(f for s in request.spends for f in s.faces) == war


@pytest.mark.parametrize(("game", "phrase", "named"), [
    ("blades", "Thorn eyes the gutter. ((what would my odds be on a Prowl here, risky?))", "Prowl"),
    ("blades", "what are my chances on a Finesse, risky?", "Finesse"),
    ("ghostburn", "Vex smiles sweetly. [OOC: odds on the captivate? the fixer is Wits Hard]", "Captivate"),
    ("fs3", "Zoe eyes the storm. // what would the odds be on a Piloting roll?", "Piloting"),
])
def test_the_roll_whose_odds_are_asked_is_named_after_an_article(game: str, phrase: str, named: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.question and request.dice is None
    assert named in (request.skill, request.trick, *request.verbs)


@pytest.mark.parametrize(("game", "phrase"), [
    ("blades", "Thorn prowls along the gutter, risky. good odds?"),
    ("pbta", "Boone climbs the wall. decent chances, you think?"),
])
def test_odds_asked_in_words_no_frame_has_roll_nothing(game: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.question and request.dice is None


@pytest.mark.parametrize("phrase", [
    "Zoe squares up to Mavros over the arm-wrestling table. ((+roll brawn vs Mavros/brawn. Me: 6 2 3, Mavros: 7 1 1))",
    "Mavros: 7 1 1, mine: 6 2 3. brawn vs Mavros/brawn",
    "Zoe grits her teeth. [OOC: brawn vs Mavros/brawn. Myself: 6 2 3, Mavros: 7 1 1]",
])
def test_me_labels_the_posters_own_dice_as_a_name_labels_anothers(phrase: str) -> None:
    request = parse(phrase, VOCAB["fs3"])
    assert request.dice == (6, 2, 3) and request.faces_by == {"Mavros": (7, 1, 1)}


@pytest.mark.parametrize(("game", "phrase", "actor", "roll"), [
    ("fs3", "Mavros holds the ladder steady while Zoe climbs to the roof. ((Zoe: athletics, 6 2 3 1))", "Zoe",
     "Athletics"),
    ("pbta", "Kit keeps watch at the door as Boone climbs the wall. [OOC: Boone: 4 4]", "Boone", "Brave Danger"),
    ("blades", "Cross kicks the crate aside and Thorn slips past the guard. ((Thorn: Prowl, risky, 4 2))", "Thorn",
     "Prowl"),
])
def test_the_name_before_the_colon_in_the_aside_rolls_and_the_poses_other_actors_are_the_scene(
        game: str, phrase: str, actor: str, roll: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and roll in (request.skill, *request.verbs)
    assert len(set(request.verbs)) <= 1  # the other one's deed decides nothing


@pytest.mark.parametrize(("phrase", "actor", "move"), [
    ("Boone cracks his knuckles. ((can I kick the door in?))", "Boone", "Fight It Out"),
    ("Kit wipes her blade. [OOC: can I sneak past the raiders?]", "Kit", "Brave Danger"),
    ("Sable kneels by the fire. // can I climb the wall?", "Sable", "Brave Danger"),
])
def test_the_i_of_an_aside_is_the_player_of_the_poses_subject_who_acts(phrase: str, actor: str, move: str) -> None:
    request = parse(phrase, VOCAB["pbta"])
    assert (request.actor, request.target, request.question, request.verbs) == (actor, None, True, (move,))
    assert acting(PARTIES["pbta"], actor, request).actor == actor  # at their own seat: no one acts on themself


@pytest.mark.parametrize(("game", "phrase", "actor", "ability"), [
    ("pbta", "Kit blows on the dice for luck. ((+cool, 4 4))", "Kit", "Cool"),
    ("pbta", "Sable knocks on the wood for good luck and steps into the ring. ((+hard: 5 3))", "Sable", "Hard"),
    ("blades", "Thorn spits over her shoulder for luck. ((Prowl, risky))", "Thorn", "Prowl"),
    ("fist", "Jonesy kicks the door in for luck, +forceful, 3 4", "Jonesy", "Forceful"),
    ("fist", "Ripper kisses her knuckles for good luck. ((+forceful: 2 5))", "Ripper", "Forceful"),
])
def test_for_luck_is_the_scene_where_the_game_has_no_luck(game: str, phrase: str, actor: str, ability: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor and ability in (*request.abilities, request.skill) and request.spends == ()


@pytest.mark.parametrize(("game", "phrase"), [
    ("pbta", "Boone kicks the door in, spending for luck, 5 3"),
    ("fist", "Jonesy kicks the door in, spending luck, 3 4"),
    ("fist", "kick the door in, burn a luck point to avoid the glitch, 3 4"),
])
def test_luck_spent_is_still_refused_where_the_game_has_none(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError, match="no luck"):
        parse(phrase, VOCAB[game])
