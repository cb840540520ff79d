"""A rules value only where a rules value stands: 'Wits Hard', ', risky,', 'roll hard' set a value; 'tries hard',
'it's pouring hard', 'a severe migraine', 'a great evening for it', 'keeps her cool' are the story's words, and the
answer's "Read as" line shows the words each value came from. Phrasings written for this test, in every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party
from rollmate.table.render import read_as

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
BLADES = load_party([EXAMPLES / "blades_party.toml"])
PBTA = load_party([EXAMPLES / "pbta_party.toml"])
FIST = load_party([EXAMPLES / "fist_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex tries hard not to laugh and punches the bouncer, rolled 6 2",
    "punch the bouncer, it's pouring hard out here, 6 2",
    "I've got a severe migraine but I punch the bouncer anyway, 6 2",
    "punch the bouncer as hard as I can, 6 2",
    "Vex slugs the bouncer real hard, 6 2",
    "punch the bouncer, take it easy on him, 6 2",
    "punch the bouncer, an extreme move for a Tuesday, 6 2",
])
def test_a_difficulty_word_in_the_story_sets_nothing(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert result.difficulty.name == "Moderate"  # the rules' default for an action against no one in particular
    assert result.dice == (6, 2)


@pytest.mark.parametrize(("phrase", "level"), [
    ("punch the bouncer, Hard, rolled 6 2", "Hard"),
    ("punch the bouncer, that's hard, 6 2", "Hard"),
    ("punch the bouncer, the GM says it's severe, 6 2", "Severe"),
    ("punch the bouncer, dl hard, 6 2", "Hard"),
    ("punch the bouncer vs hard, 6 2", "Hard"),
    ("punch the bouncer, his Fort is Hard, 6 2", "Hard"),
    ("hack the camera, Security Severe, 6 2", "Severe"),
    ("punch the bouncer Hard 6 2", "Hard"),
])
def test_a_difficulty_where_a_value_stands_is_one(phrase: str, level: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").difficulty.name == level


def test_read_as_names_the_words_a_difficulty_came_from() -> None:
    line = read_as(roll("sneak past the sentry, Wits Hard, raise it a step, rolled 4 5", GHOSTBURN, actor="Vex"))
    assert "against Severe (from 'Wits Hard', 'raise it a step')" in line
    assert "(from" not in read_as(roll("sneak past the sentry vs Hard, rolled 4 5", GHOSTBURN, actor="Vex"))


@pytest.mark.parametrize("phrase", [
    "Cross skirmishes with the watchman, a great evening for a heist, 6 2 4",
    "Cross, in a great mood, skirmishes with the watchman, 6 2 4",
    "Cross skirmishes with the watchman, the odds look desperate for him, 6 2 4",
    "Cross skirmishes with the watchman, controlled by pure rage, 6 2 4",
    "(desperate for coffee, brb soon) Cross skirmishes with the watchman, 6 2 4",
    "Cross, desperate for a drink after all this, skirmishes with the watchman, 6 2 4",
    "Cross skirmishes with the watchman, great for a laugh honestly, 6 2 4",
    "Cross skirmishes with the watchman; she's had controlled possession of this fight all night, 6 2 4",
    "Cross skirmishes with the watchman, he's got desperate eyes, 6 2 4",
])
def test_position_and_effect_words_in_the_story_set_nothing(phrase: str) -> None:
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == ("Risky", "Standard")


@pytest.mark.parametrize(("phrase", "position", "effect"), [
    ("Cross skirmishes with the watchman, desperate/great, 6 2 4", "Desperate", "Great"),
    ("Cross skirmishes with the watchman, controlled, limited effect, 6 2 4", "Controlled", "Limited"),
    ("that's a desperate Skirmish roll, 6 2 4", "Desperate", "Standard"),
])
def test_position_and_effect_where_they_stand_are_read_and_shown(phrase: str, position: str, effect: str) -> None:
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == (position, effect)
    line = read_as(result)
    assert f"position {position}" in line


@pytest.mark.parametrize(("phrase", "position", "effect"), [
    ("Cross skirmishes with the watchman, desperate limited, 6 2 4", "Desperate", "Limited"),
    ("Cross skirmishes with the watchman controlled great 6 2 4", "Controlled", "Great"),
    ("gm calls it risky limited, Cross skirmishes with the watchman, 6 2 4", "Risky", "Limited"),
    ("Cross skirmishes with the watchman (controlled standard) 6 2 4", "Controlled", "Standard"),
    ("Cross skirmishes with the watchman, great risky, 6 2 4", "Risky", "Great"),
])
def test_a_position_and_an_effect_said_together_bare_are_both_read(phrase: str, position: str, effect: str) -> None:
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == (position, effect)
    line = read_as(result)
    assert f"position {position}" in line and f"effect {effect}" in line


def test_a_stat_that_english_uses_as_an_adjective_is_the_story_after_a_story_word() -> None:
    result = roll("I try hard to read the room, 6 4", PBTA, system="pbta", actor="Kit")
    assert result.skill == "Read the Room"
    assert roll("roll hard, 6 4", PBTA, system="pbta", actor="Kit").ability.name == "Hard"


def test_a_stat_word_after_with_in_the_story_is_the_story() -> None:
    # 'a hard stare' names no stat: with no move's trigger either, the move is asked for, never +Hard rolled
    with pytest.raises(RulesError, match="Which move"):
        roll("I face the raiders down with a hard stare, 6 4", PBTA, system="pbta", actor="Kit")


def test_fist_reads_an_attribute_said_as_how_it_is_done() -> None:
    # In FIST an attribute is the approach: 'a creative solution' is a cue for Creative, not scene to ignore.
    assert roll("come up with a creative solution, 4 5", FIST, system="fist", actor="Ripper").ability.name == \
        "Creative"


@pytest.mark.parametrize(("phrase", "ability"), [
    ("REFLEXIVE: dive behind the crates, rolled 5 and 4", "Reflexive"),
    ("dive behind the crates: reflexive, rolled 5 and 4", "Reflexive"),
])
def test_a_colon_inside_a_post_joins_two_parts(phrase: str, ability: str) -> None:
    assert roll(phrase, FIST, system="fist", actor="Ripper").ability.name == ability


def test_a_colon_as_a_break_in_the_narration_is_not_a_speaker() -> None:
    result = roll("late night at the docks: I climb the crane, 4 5", GHOSTBURN, actor="Vex")
    assert (result.skill, result.dice) == ("Athletics", (4, 5))


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex ducks behind a car and leans out, fingers on the trigger. (Single Shot: 6, 6)", "Single Shot"),
    ("Vex creeps along the wall, knife out, and goes for the sentry's throat. Melee Strike, 6 6", "Melee Strike"),
])
def test_a_trick_written_by_its_name_beside_the_dice_is_the_roll(phrase: str, trick: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").trick == trick


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex slips past the sentry while he yells into his phone, Wits Hard, rolled a 3 and a 9", "Sneak"),
    ("Vex punches the dealer before the bodyguards draw their guns, 3 9", "Unarmed Strike"),
    ("Vex sneaks into the vault as the guards change shifts, their Wits is Hard, 3 9", "Sneak"),
])
def test_what_someone_else_does_meanwhile_is_the_story(phrase: str, trick: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").trick == trick


def test_the_one_action_said_in_a_clause_of_its_own_subject_still_counts() -> None:
    # no action of Vex's own outside it: 'until she can sneak past' is the action
    assert roll("Vex waits until she can sneak past the sentry, Wits Hard, 3 9", GHOSTBURN, actor="Vex").trick == "Sneak"


@pytest.mark.parametrize("phrase", [
    "Vex scales the fence 🧗‍♀️ rolled 4 5 🎲🎲",
    "Vex scales the fence ★ 4 5",
    "👻 Vex scales the fence, 4 5",
])
def test_emoji_and_drawn_symbols_are_the_story(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert (result.skill, result.dice) == ("Athletics", (4, 5))


@pytest.mark.parametrize(("phrase", "position"), [
    ("Cross fights the thugs in the alley, this is so cooked 💀 desperate, 6 4 2", "Desperate"),
    ("cross fights the thug on the stairs, it's giving chaos 🔥 controlled, 6 4 2", "Controlled"),
])
def test_an_emoji_closes_the_words_before_it(phrase: str, position: str) -> None:
    """A chat line's emoji ends what was typed before it as a full stop would: the value after it opens its clause
    and is the position set, never an adjective of the story's words before the emoji."""
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    # Skirmish 3: three dice, the best a 6: a full success at the position said
    assert (result.skill, result.dice, result.outcome, result.extra["blades"]["position"]) == \
        ("Skirmish", (6, 4, 2), "Full Success", position)


@pytest.mark.parametrize("phrase", [
    "Vex has one shot at this, she scales the fence, 4 5",
    "Vex scales the fence one handhold at a time, 4 5",
    "Vex scales the fence past two guards, Wits Hard, 4 5",
])
def test_a_number_said_in_words_in_the_story_is_the_story(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert (result.skill, result.dice) == ("Athletics", (4, 5))


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex collars the pickpocket and wrestles him into the mud, Fort Hard, 10 8", "Grapple"),
    ("Vex ignores the pickpocket and sprints for the tram, 10 8", "Sprint"),
])
def test_a_trick_said_as_a_person_or_thing_after_an_article_is_not_the_action(phrase: str, trick: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").trick == trick


@pytest.mark.parametrize("phrase", [
    "Cross skirmishes with the watchman, controlled since we set the ambush hours ago, 6 2 4",
    "Cross skirmishes with the watchman, controlled because the crew has his back, 6 2 4",
    "Cross skirmishes with the watchman, controlled for Cross since we set the ambush, 6 2 4",
])
def test_a_value_opening_its_clause_before_a_joining_word_is_a_value(phrase: str) -> None:
    assert roll(phrase, BLADES, system="blades", actor="Cross").extra["blades"]["position"] == "Controlled"


@pytest.mark.parametrize("phrase", [
    "Cross slinks over to the skylight to peer down, it's Survey, rolled 6",
    "Cross slinks over to the skylight to peer down. Survey: 6",
    "Cross creeps up and peers down through the skylight (Survey, 6)",
])
def test_the_action_the_player_names_is_rolled_over_the_verbs_of_the_story(phrase: str) -> None:
    assert roll(phrase, BLADES, system="blades", actor="Cross").skill == "Survey"


@pytest.mark.parametrize(("phrase", "actor", "trick"), [
    ("Vex kneels by the courier and slaps a patch on the wound — first aid, Stabilization DL Moderate, rolled 6 4",
     "Vex", "First Aid"),
    ("Dex scrambles up the fire escape and runs the numbers on the patrols — city culture, 7 3", "Dex",
     "City Culture"),
    ("Vex grabs the clerk by the lapels and leans in. intimidate, coerce, Fort Hard, 6 4", "Vex", "Coerce"),
    ("Vex grabs the clerk by the lapels and leans in\ncoerce\nFort Hard, 6 4", "Vex", "Coerce"),
])
def test_a_roll_named_in_lowercase_as_a_clause_of_its_own_is_rolled_over_the_verbs(phrase: str, actor: str,
                                                                                    trick: str) -> None:
    """Chat types a trick's name in lowercase; standing as a clause of its own (after a dash, a full stop, a comma
    or on its own line, and ending its clause) it names the roll, as 'First Aid' capitalised does."""
    assert roll(phrase, GHOSTBURN, actor=actor).trick == trick


@pytest.mark.parametrize(("phrase", "action"), [
    ("Cross sneaks after the courier down the alley. hunt, 6 2", "Hunt"),
    ("Cross creeps along the gutter and jimmies the shutter — finesse, 5 3", "Finesse"),
])
def test_an_action_named_in_lowercase_as_a_clause_of_its_own_is_rolled(phrase: str, action: str) -> None:
    assert roll(phrase, BLADES, system="blades", actor="Cross").skill == action


@pytest.mark.parametrize(("phrase", "system", "party", "actor"), [
    ("Cross sneaks past the guard and hunts for the ledger, 6 2", "blades", BLADES, "Cross"),
    ("Vex sneaks past the guard and slaps a patch on Dex's wound, rolled 6 4", "ghostburn", GHOSTBURN, "Vex"),
])
def test_a_lowercase_name_inside_its_sentence_is_still_a_verb_asked_about(phrase: str, system: str, party: object,
                                                                          actor: str) -> None:
    with pytest.raises((PhraseError, RulesError), match="two actions|Which"):
        roll(phrase, party, system=system, actor=actor)


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex bluffs the dockers blocking the gate, Wits Hard, rolled 6 and 4", "Bluff"),
    ("Vex sneaks past the sentries watching the gate, Wits Hard, 6 4", "Sneak"),
])
def test_a_verb_in_ing_after_a_noun_says_what_that_one_does(phrase: str, trick: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").trick == trick


@pytest.mark.parametrize(("phrase", "ability"), [
    ("the drone's diving straight at me — that's a dodge. Rolled 1 and 4", "Reflexive"),
    ("the crowd surges toward the stage, I shove my way through, 1 4", "Forceful"),
])
def test_a_clause_opened_by_a_thing_or_someone_described_is_what_they_do(phrase: str, ability: str) -> None:
    assert roll(phrase, FIST, system="fist", actor="Ripper").ability.name == ability


def test_a_person_the_sheets_know_opening_the_phrase_is_still_asked_about() -> None:
    with pytest.raises(RulesError, match="Which roll is it"):  # never the guard's own Dodge
        roll("the guard swings at me, I dodge, DL Hard, 6 6", GHOSTBURN, actor="Vex")


@pytest.mark.parametrize("group", ["a gang of 12 dockers", "the mob of 12 dockers", "a pack of 12 dockers"])
def test_a_gang_or_a_mob_of_a_number_is_a_group(group: str) -> None:
    one = roll("Vex bluffs the docker, his Wits is Moderate, 6 4", GHOSTBURN, actor="Vex")
    many = roll(f"Vex bluffs {group}, their highest Wits is Moderate, 6 4", GHOSTBURN, actor="Vex")
    assert many.difficulty.value > one.difficulty.value  # a group raises the DL as the rules' table says


@pytest.mark.parametrize(("phrase", "party", "system"), [
    ("Vex steps into the alley and sneaks past the guard, Wits Hard, rolled 7 4", GHOSTBURN, "ghostburn"),
    ("Vex steps out of the shadows to punch the bouncer, rolled 7 4", GHOSTBURN, "ghostburn"),
    ("Kit steps between the crews, trying to talk them down, rolled 4 4", PBTA, "pbta"),
    ("Cross steps up and skirmishes with the guard, skirmish, rolled 5 2 1", BLADES, "blades"),
    ("I step down from the ledge and sneak past the guard, Wits Hard, rolled 7 4", GHOSTBURN, "ghostburn"),
])
def test_steps_taken_are_the_storys_not_a_difficulty(phrase: str, party: object, system: str) -> None:
    result = roll(phrase, party, system=system)  # type: ignore[arg-type]
    assert "difficulty steps" not in [c.kind for c in result.request.reading]  # type: ignore[union-attr]


@pytest.mark.parametrize("phrase", ["sneak past the guard, Wits Hard, a step up, rolled 7 4",
                                    "sneak past the guard, Wits Hard, steps up, rolled 7 4",
                                    "sneak past the guard, Wits Hard, one step harder, rolled 7 4"])
def test_a_step_said_as_a_step_still_raises_the_difficulty(phrase: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").difficulty.name == "Severe"  # type: ignore[union-attr]


@pytest.mark.parametrize(("phrase", "steps"), [
    ("Dex chases the armoured truck at 130 kph, rolled 6 5", 1),  # High Speed: Chase's own step, counted once
    ("Dex tears after the limo doing 95 mph, rolled 6 5", 1),  # 95 mph is about 153 kph
    ("Dex runs down the getaway car at 260 km/h, rolled 6 5", 2),  # +1, and one more per further 100 kph
    ("Dex chases the pedicab at 15 kph through the market, rolled 6 5", -1),  # Low Speed
    ("Dex chases the van at 60 kph, rolled 6 5", 0),  # neither High nor Low Speed: the scene's number
])
def test_a_speed_in_kph_or_mph_is_the_speed_condition_in_ghostburn(phrase: str, steps: int) -> None:
    """Ghostburn moves a Drive roll's DL with speed: [High Speed] from 100 kph (one step more per further 100),
    [Low Speed] up to 25 kph. A speed said with its unit is that condition, and 'Read as' shows its words."""
    plain = roll("Dex chases the van, rolled 6 5", GHOSTBURN, actor="Dex")
    said = roll(phrase, GHOSTBURN, actor="Dex")
    assert said.difficulty.value - plain.difficulty.value == 6 * steps
    if steps:
        speed = next(c for c in said.request.reading if c.kind == "condition")
        assert speed.text.split()[0].isdigit()


def test_a_driving_stunt_takes_no_step_for_its_high_speed(tmp_path: Path) -> None:
    sheet = tmp_path / "driver.toml"
    sheet.write_text('system = "ghostburn"\n[[character]]\nname = "Rook"\nsignature_tricks = ["Driving Stunt"]\n'
                     "[character.abilities]\nagility = 4\n[character.skills]\ndrive = 2\n")
    stunt = roll("Rook jumps the car over the ramp at 140 kph, rolled 6 5", load_party([sheet]))
    assert (stunt.trick, stunt.difficulty.name) == ("Driving Stunt", "Hard")


def test_a_speed_is_the_scene_in_a_game_where_speed_moves_nothing() -> None:
    result = roll("Kit drives the truck at 150 kph to lose the cops, rolled 4 1", PBTA, system="pbta")
    assert result.dice == (4, 1)


@pytest.mark.parametrize("phrase", [
    "Ripper knocks twice, then kicks in the door, 4 3",
    "nobody looks twice at Ripper as she kicks in the door, 4 3",
    "Ripper checks once, then kicks in the door, 4 3",
])
def test_how_often_something_is_done_is_the_scene(phrase: str) -> None:
    from rollmate.grammar import parse
    from rollmate.rules.system import get_system

    request = parse(phrase, get_system("fist").vocabulary(FIST))
    assert request.dice == (4, 3) and not request.modifiers
    assert any(c.kind == "scene" for c in request.reading)


def test_how_often_an_action_of_the_game_is_done_is_asked() -> None:
    from rollmate.errors import PhraseError
    from rollmate.grammar import parse
    from rollmate.rules.system import get_system

    with pytest.raises(PhraseError, match="twice"):  # two shots may be two rolls, or a trick of the game: asked
        parse("Vex shoots twice at the guard, Moderate, 4 3", get_system("ghostburn").vocabulary(GHOSTBURN))


@pytest.mark.parametrize(("phrase", "shown"), [
    ("Strength-based Intimidate on the bouncer, 3 and 9", "Coerce (Intimidate) using Strength (from 'Strength-based')"),
    ("threaten the bouncer using Strength, 3 and 9", "Coerce (Intimidate) using Strength against"),
    ("Str-based Intimidate on the bouncer, 3 and 9", "using Strength (from 'Str-based')"),
])
def test_read_as_shows_an_ability_said_in_place_of_the_skills_own(phrase: str, shown: str) -> None:
    """Every rules value in 'Read as' with the words it came from: an ability swapped in is one."""
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert shown in read_as(result)


@pytest.mark.parametrize("phrase", [
    "Vex drops the thug with a kick, rolled 3 9",
    "Vex floors the dealer with a headbutt, 3 9",
    "Vex hits the dealer with a punch, 3 9",
    "omg Vex totally flattens the dealer with one punch lol 3 9",
])
def test_a_blow_said_as_a_noun_after_with_is_how_it_is_done(phrase: str) -> None:
    # "with a kick" says what the action is, where the verb alone says nothing or fits two tricks
    assert roll(phrase, GHOSTBURN, actor="Vex").trick == "Unarmed Strike"


@pytest.mark.parametrize(("phrase", "system", "party", "actor"), [
    ("Kit is up against a hard deadline, Ride Hard to the pass. rolled 3, 3", "pbta", PBTA, "Kit"),
    ("Kit fights it out against hard odds, 3 3", "pbta", PBTA, "Kit"),
    ("Vex punches the bouncer, up against a severe shortage of muscle here, 6 2", "ghostburn", GHOSTBURN, "Vex"),
    ("Vex climbs the wall against hard rain, 6 2", "ghostburn", GHOSTBURN, "Vex"),
])
def test_against_a_value_word_describing_a_noun_is_the_story(phrase: str, system: str, party: object,
                                                              actor: str) -> None:
    result = roll(phrase, party, system=system, actor=actor)  # type: ignore[arg-type]
    assert result.actor == actor and result.dice in ((3, 3), (6, 2))
    if system == "ghostburn":
        assert result.request.difficulty is None  # no DL said: the rules' own


def test_against_a_value_alone_is_still_the_value() -> None:
    assert roll("Vex climbs the wall, against Hard, 6 2", GHOSTBURN, actor="Vex").difficulty.name == "Hard"


def test_a_stat_after_its_sign_before_what_it_is_for_is_still_the_stat() -> None:
    result = roll("Kit rolls +hot for the crowd, 5 5", PBTA, system="pbta", actor="Kit")
    assert result.ability is not None and result.ability.name == "Hot"


@pytest.mark.parametrize(("game", "phrase", "actor", "skill", "modifier"), [
    ("ghostburn", "Vex sneaks past the guard, +5000 style points fr, Moderate, 4 6", "Vex", "Stealth", 6),
    ("blades", "Cross prowls past the guard, -9999 dignity lol, risky, 4", "Cross", "Prowl", 0),
    ("fist", "Ripper punches the guard, +2000 rizz, 4 5", "Ripper", None, 2),
])
def test_a_huge_signed_number_before_a_word_of_the_scene_is_the_scene(game: str, phrase: str, actor: str,
                                                                      skill: str | None, modifier: int) -> None:
    """No modifier has four digits: one said before a word no rules word ('aura', 'style points') is a joke of the
    scene, and the roll goes on with the sheet's own bonus."""
    party = {"ghostburn": GHOSTBURN, "blades": BLADES, "fist": FIST}[game]
    result = roll(phrase, party, system=game, actor=actor)
    assert (result.actor, result.skill, result.modifier) == (actor, skill, modifier)


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard, +1000 luck, 4 6",
    "Vex sneaks past the guard, +1000, 4 6",
    "Vex sneaks past the guard +1000 bonus, 4 6",
])
def test_a_huge_signed_number_where_a_rules_value_stands_is_refused(phrase: str) -> None:
    with pytest.raises(PhraseError, match="too large"):
        roll(phrase, GHOSTBURN)


@pytest.mark.parametrize(("game", "phrase", "actor", "expected"), [
    ("ghostburn", "Vex punches the bouncer, this playlist goes hard, 6 2", "Vex", "Moderate"),
    ("pbta", "Kit fights the raider, that line went hard lol, 4 5", "Kit", None),
])
def test_a_thing_that_goes_hard_is_what_it_is_like(game: str, phrase: str, actor: str, expected: str | None) -> None:
    """'this plan goes hard' is slang for how good a thing is: said of a thing pointed at, the manner's word is no DL
    nor stat, and the roll reads as it would without it."""
    party = {"ghostburn": GHOSTBURN, "pbta": PBTA}[game]
    result = roll(phrase, party, system=game, actor=actor)
    plain = roll(phrase.replace(", this playlist goes hard", "").replace(", that line went hard lol", ""), party,
                 system=game, actor=actor)
    assert (result.skill, result.ability, result.total) == (plain.skill, plain.ability, plain.total)
    if expected:
        assert result.difficulty.name == expected


def test_going_in_hard_oneself_is_still_asked() -> None:
    with pytest.raises(PhraseError, match="Difficulty Level"):
        roll("Vex goes in hard on the bouncer, 6 2", GHOSTBURN)


@pytest.mark.parametrize("phrase", [
    "Vex does a parkour move off the wall, improvised Athletics trick, DL Hard, 4 5",
    "Vex vaults the fence, GM calls it an Athletics trick, DL Hard, 4 5",
])
def test_trick_said_after_a_skill_is_the_rules_noun(phrase: str) -> None:
    """'an improvised Athletics trick': the rules' noun after a skill, never the verb of tricking someone (Bluff)."""
    result = roll(phrase, GHOSTBURN, actor="Vex")
    assert (result.skill, result.difficulty.name, result.dice) == ("Athletics", "Hard", (4, 5))
