"""FIST phrases as players type them -> the attribute a referee would pick, the war dice, the dice; or a question."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, war_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmate.errors import RollmateError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import Table, get_system

FIST = get_system("fist")
PARTY = load_party([EXAMPLES / "fist_party.toml"])  # Ripper (acts by default), Jonesy, Vex; NPCs the guard, Director Hale
VOCAB = FIST.vocabulary(PARTY)

# Actions with no attribute named -> the attribute a referee would pick (the seed's examples, grown).
ACTIONS = [
    ("kick in the door", "Forceful"),
    ("kicking down the door", "Forceful"),
    ("smash through the barricade", "Forceful"),
    ("tackle the courier", "Forceful"),
    ("punch the mercenary in the jaw", "Forceful"),
    ("intimidate the informant", "Forceful"),
    ("threaten the dock workers", "Forceful"),
    ("scare off the scavengers", "Forceful"),
    ("swing the sledgehammer at the wall", "Forceful"),
    ("bash the guard with the rifle butt", "Forceful"),  # a gun swung as a club: its butt, never its shot
    ("pistol-whip the sentry", "Forceful"),
    ("fire the rocket launcher at the tank", "Forceful"),
    ("shoot the drone with my shotgun", "Forceful"),
    ("lift the collapsed beam off Jonesy", "Forceful"),
    ("break down the bulkhead door", "Forceful"),
    ("wrestle the gun from the guard", "Forceful"),
    ("pry open the elevator doors", "Forceful"),
    ("hold the line against the horde", "Forceful"),
    ("hack into the database", "Tactical"),
    ("hack the security cameras", "Tactical"),
    ("Jonesy hacks the mainframe", "Tactical"),
    ("pick the lock on the vault", "Tactical"),
    ("hotwire the truck", "Tactical"),
    ("defuse the bomb", "Tactical"),
    ("disguise myself as a janitor", "Tactical"),
    ("maintain my disguise at the party", "Tactical"),
    ("operate the crane", "Tactical"),
    ("repair the engine", "Tactical"),
    ("pilot the dropship through the storm", "Tactical"),
    ("patch up Ripper's wounds", "Tactical"),
    ("decrypt the files", "Tactical"),
    ("figure out the alien machinery", "Tactical"),
    ("disarm the tripwire", "Tactical"),
    ("bluff my way past the checkpoint", "Creative"),
    ("persuade the warlord to let us go", "Creative"),
    ("give a rousing speech to the militia", "Creative"),
    ("talk the guard into opening the gate", "Creative"),
    ("Vex sweet-talks the bouncer", "Creative"),
    ("charm the bartender", "Creative"),
    ("read the guard's mind", "Creative"),
    ("use my psychic powers on the sentry", "Creative"),
    ("negotiate a ceasefire", "Creative"),
    ("lie to the inspector", "Creative"),
    ("inspire the rebels", "Creative"),
    ("haggle with the arms dealer", "Creative"),
    ("dodge the bullets", "Reflexive"),
    ("parry the cyborg's blade", "Reflexive"),
    ("shoot the sniper with my pistol", "Reflexive"),
    ("throw a knife at the sentry", "Reflexive"),
    ("stab him with my combat knife", "Reflexive"),
    ("sneak past the patrol", "Reflexive"),
    ("leap across the gap", "Reflexive"),
    ("snatch the keycard from his belt", "Reflexive"),
    ("duck behind the crates", "Reflexive"),
    ("catch the falling vial", "Reflexive"),
    ("aim for the fuel tank", "Reflexive"),
    ("slip through the laser grid", "Reflexive"),
    ("tumble under the closing blast door", "Reflexive"),
    ("squeeze off a round at the drone", "Reflexive"),  # a shot, never the Forceful squeeze
    ("squeezes off two shots at the sentry", "Reflexive"),
    ("squeeze the trigger on the sniper", "Reflexive"),
    # a machine said with the word of another deed ('console'): the machine, worked on with logic
    ("hack the security console", "Tactical"),
    ("rewire the control console before the guards come", "Tactical"),
    ("console the grieving widow", "Creative"),
]


@pytest.mark.parametrize(("text", "attribute"), ACTIONS)
def test_action_without_an_attribute_gets_the_referees_choice(text: str, attribute: str) -> None:
    request = parse(text, VOCAB)
    assert request.abilities == () and not request.attribute_explicit
    result = FIST.odds(request, PARTY)
    assert result.ability and result.ability.name == attribute
    why = next(s.text for s in result.steps if s.title == "Attribute")
    assert why.startswith("Inferred from the action:") and f"-> {attribute.upper()}:" in why


# phrase -> (attribute, actor, war dice, spender, war faces, dice, advantage, flat modifier, combat)
NAMED = [
    ("roll +TACTICAL to hotwire the truck", ("Tactical", None, 0, None, None, None, None, 0, False)),
    ("roll to hotwire the truck", ("Tactical", None, 0, None, None, None, None, 0, False)),
    ("roll +FORCEFUL", ("Forceful", None, 0, None, None, None, None, 0, False)),
    ("kick in the door +REFLEXIVE", ("Reflexive", None, 0, None, None, None, None, 0, False)),
    ("hack the terminal using reflexive", ("Reflexive", None, 0, None, None, None, None, 0, False)),
    ("dodge the bullets, spend a war die", ("Reflexive", None, 1, None, None, None, None, 0, False)),
    ("kicking down the door, war die 6", ("Forceful", None, 1, None, (6,), None, None, 0, False)),
    ("Jonesy hacks the terminal, Vex adds her war die", ("Tactical", "Jonesy", 1, "Vex", None, None, None, 0, False)),
    ("roll +TACTICAL, rolled 3 and 4, Vex adds her war die 2", ("Tactical", None, 1, "Vex", (2,), (3, 4), None, 0, False)),
    ("hack the terminal with advantage", ("Tactical", None, 0, None, None, None, "advantage", 0, False)),
    ("bluff the guard with disadvantage", ("Creative", None, 0, None, None, None, "disadvantage", 0, False)),
    ("with advantage, snipe the sentry, dice 6 6 2", ("Reflexive", None, 0, None, None, (6, 6, 2), "advantage", 0, False)),
    ("kick in the door, rolled 4 and 3", ("Forceful", None, 0, None, None, (4, 3), None, 0, False)),
    ("roll +RFX, war die 5", ("Reflexive", None, 1, None, (5,), None, None, 0, False)),
    ("Jonesy: roll +TAC, 2 war dice", ("Tactical", "Jonesy", 2, None, None, None, None, 0, False)),
    ("war dice 4 5, roll +FORCEFUL", ("Forceful", None, 2, None, (4, 5), None, None, 0, False)),
    ("roll +CREATIVE +1", ("Creative", None, 0, None, None, None, None, 1, False)),
    ("roll +FRC -1, rolled 6 6", ("Forceful", None, 0, None, None, (6, 6), None, -1, False)),
    ("as Vex, charm the bartender", ("Creative", "Vex", 0, None, None, None, None, 0, False)),
    ("roll Creative to talk our way in", ("Creative", None, 0, None, None, None, None, 0, False)),
    ("Ripper rolls +FORCEFUL to smash the console, I rolled 5 5", ("Forceful", "Ripper", 0, None, None, (5, 5), None, 0, False)),
    ("Vex: persuade the warlord, helped by Jonesy", ("Creative", "Vex", 0, None, None, None, None, 0, False)),
    ("shoot the raider in combat", ("Reflexive", None, 0, None, None, None, None, 0, True)),
    ("during the firefight, dodge the grenade", ("Reflexive", None, 0, None, None, None, None, 0, True)),
]


@pytest.mark.parametrize(("text", "expected"), NAMED)
def test_phrase_to_request(text: str, expected: tuple) -> None:  # type: ignore[type-arg]
    attribute, actor, war, spender, war_faces, dice, advantage, flat, combat = expected
    request = parse(text, VOCAB)
    assert (request.actor, *war_of(request)) == (actor, war, war_faces, spender)
    assert (request.dice, request.advantage, sum(m.amount for m in request.modifiers)) == (dice, advantage, flat)
    assert ("combat" in {c.key for c in request.cues}) is combat
    result = FIST.odds(request, PARTY)
    assert result.ability and result.ability.name == attribute
    assert result.actor == (actor or "Ripper")


@pytest.mark.parametrize(
    ("text", "actor", "spender", "count", "faces"),
    [
        ("Ripper adds her war die to Jonesy's roll", "Jonesy", "Ripper", 1, None),
        ("add a war die", None, None, 1, None),
        ("Vex adds a war die", None, "Vex", 1, None),
        ("add 2 war dice", None, None, 2, None),
        ("spend a war die, it shows 4", None, None, 1, (4,)),  # the die just named showed it (was dropped)
        ("war die 4", None, None, 1, (4,)),
        ("Jonesy tosses his war die onto Ripper's roll", "Ripper", "Jonesy", 1, None),  # a story's verb that spends
        ("Vex puts her war die on it", None, "Vex", 1, None),
    ],
)
def test_war_die_follow_up_phrases(text: str, actor: str | None, spender: str | None, count: int,
                                   faces: tuple[int, ...] | None) -> None:
    request = parse(text, VOCAB)
    assert (request.actor, *war_of(request)) == (actor, count, faces, spender)
    assert not request.verbs and not request.abilities


# Unclear actions: answered with a question naming the likely attributes (and all four), never a guess.
UNCLEAR = [
    ("climb the wall", {"FORCEFUL", "REFLEXIVE"}),
    ("attack the guard", {"FORCEFUL", "REFLEXIVE"}),
    ("open fire on the raiders", {"FORCEFUL", "REFLEXIVE"}),
    ("throw the grenade", {"FORCEFUL", "REFLEXIVE"}),
    ("Vex throws her grenade over the fence", {"FORCEFUL", "REFLEXIVE"}),  # no war die after it: the story's throw
    ("swim across the flooded tunnel", {"FORCEFUL", "REFLEXIVE"}),
    ("chase the courier", {"FORCEFUL", "REFLEXIVE"}),
    ("fight the cyborg", {"FORCEFUL", "REFLEXIVE"}),
    ("hide from the patrol", {"TACTICAL", "REFLEXIVE"}),
    ("steal the keys", {"TACTICAL", "REFLEXIVE"}),
    ("interrogate the prisoner", {"FORCEFUL", "CREATIVE"}),
    ("improvise a distraction", {"TACTICAL", "CREATIVE"}),
    ("open the door", {"FORCEFUL"}),
    ("roll", set()),
]


@pytest.mark.parametrize(("text", "likely"), UNCLEAR)
def test_unclear_action_is_answered_with_a_question(text: str, likely: set[str]) -> None:
    request = parse(text, VOCAB)
    with pytest.raises(RulesError) as error:
        FIST.resolve(request, PARTY, RandomDice(1), table=Table())
    message = str(error.value)
    assert error.value.exit_code == 2 and message.startswith("Which ")
    assert "referee decides" in message and "The four:" in message
    if likely:
        could = message.split("It could be ")[1].split(" (")[0]
        assert set(could.split(" or ")) == likely
        assert f"'{text}, +{sorted(likely, key=could.index)[0]}'" in message
    else:
        assert "It could be" not in message and "+TACTICAL" in message


def test_a_war_die_phrase_on_its_own_asks_which_roll() -> None:
    with pytest.raises(RulesError, match="Which roll does the war die go on"):
        FIST.resolve(parse("Ripper adds her war die to Jonesy's roll", VOCAB), PARTY, RandomDice(1))


def test_table_sizes() -> None:
    assert len(ACTIONS) >= 40 and len(ACTIONS) + len(NAMED) >= 60
    assert {a for _, a in ACTIONS} == {"Forceful", "Tactical", "Creative", "Reflexive"}


def phrase_of(action: str, attribute: str, how: str, faces: list[int], war: list[int], vex: bool, extra: str) -> str:
    """A FIST phrase assembled from parts, some of them wrong on purpose (faces of 0 or 7, too many dice)."""
    parts = [action + attribute, how]
    parts.append(f"rolled {' '.join(map(str, faces))}" if faces else "")
    if war or vex:
        parts.append(("Vex adds her war die " if vex else "war die ") + " ".join(map(str, war)))
    return ", ".join(p for p in [*parts, extra] if p)


phrases = st.builds(
    phrase_of,
    st.sampled_from([text for text, _ in ACTIONS + UNCLEAR]),
    st.sampled_from(["", " +FORCEFUL", " +TAC", ", using creative", " +RFX +1"]),
    st.sampled_from(["", "with advantage", "with disadvantage"]),
    st.lists(st.integers(0, 7), max_size=4),
    st.lists(st.integers(0, 7), max_size=3),
    st.booleans(),
    st.one_of(st.sampled_from(["", "fate", "winner", "in combat", "buddy"]), st.text(max_size=6)),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phrases, st.sampled_from(["rules", "roll20"]))
def test_any_fist_phrase_resolves_consistently_or_explains(text: str, profile: str) -> None:
    try:
        result = FIST.resolve(parse(text, VOCAB), PARTY, RandomDice(3), profile=profile, table=Table())
    except RollmateError as error:
        assert str(error) and error.exit_code == 2
        return
    request = result.request
    assert request is not None and len(result.dice) == (3 if request.advantage else 2)
    assert all(1 <= f <= 6 for f in (*result.dice, *result.extra_dice))
    kept = sorted(result.dice, reverse=request.advantage != "disadvantage")[:2]
    if "fate" not in {c.key for c in request.cues} or profile == "roll20":
        assert result.total == sum(kept) + sum(result.extra_dice) + result.modifier
    ultra = kept == [6, 6] and (profile == "rules" or (result.total or 0) >= 12)
    band = "Success" if (result.total or 0) >= 10 else "Partial Success" if (result.total or 0) >= 7 else "Failure"
    assert result.outcome == ("Ultra Success" if ultra else band)
    assert sum(s.amount for s in result.spends) == war_of(request)[0]
    assert sum(c.fraction for c in result.odds) == 1


@pytest.mark.parametrize(("text", "dice", "war"), [
    ("kick the door in, rolled 2 and 3, then I add my war die and it shows 5", (2, 3), (5,)),
    ("Ripper smashes the crate, 4 and 1, she throws in her war die, which came up 6", (4, 1), (6,)),
])
def test_what_a_war_die_just_named_showed(text: str, dice: tuple[int, ...], war: tuple[int, ...]) -> None:
    """'..., it came up 4' right after the war die: that die's face, never a second set of the roll's dice."""
    request = parse(text, VOCAB)
    assert request.dice == dice and request.spends[0].faces == war


@pytest.mark.parametrize(("text", "actor", "spender", "dice", "war"), [
    ("Jonesy rewires the lift, rolled 5 and 1, then threw in his war die afterwards, which came up 3", "Jonesy", None,
     (5, 1), (3,)),
    ("Jonesy rewires the lift, rolled 5 and 1; Vex adds her war die on top of it, and it shows 3", "Jonesy", "Vex",
     (5, 1), (3,)),
    ("Jonesy rewires the lift, 5 and 1, and spends a war die late, that came up 3", "Jonesy", None, (5, 1), (3,)),
    ("Jonesy rewires the lift, rolled 5 and 1; Vex adds her war die for extra push, and it shows 3", "Jonesy", "Vex",
     (5, 1), (3,)),
    ("Jonesy rewires the lift and got 5 and 1. Vex puts one of her war dice in just in case, and it came up 3",
     "Jonesy", "Vex", (5, 1), (3,)),
])
def test_a_war_die_face_said_after_words_of_when_or_why(text: str, actor: str, spender: str | None,
                                                        dice: tuple[int, ...], war: tuple[int, ...]) -> None:
    """A war die spent after the roll is seen, by the roller or an ally (rules/fist.md: any roll, whoever pays, before
    or after the 2d6), its face said after a few words of when or why ('too', 'late', 'on top of it', 'just in
    case') and 'which' / 'and it': that die's face, never a second set of the roll's dice."""
    request = parse(text, VOCAB)
    assert (request.actor, war_of(request)[0], war_of(request)[2]) == (actor, 1, spender)
    result = FIST.resolve(request, PARTY, RandomDice(1), table=Table())
    assert (result.dice, result.extra_dice) == (dice, war)


def test_a_second_roll_after_a_war_die_and_an_action_is_still_asked() -> None:
    with pytest.raises(RollmateError, match="[Tt]wo"):
        parse("Jonesy rewires the lift, rolled 5 and 1, then spends a war die and punches the guard, it shows 3 4",
              VOCAB)


@pytest.mark.parametrize(("text", "actor", "spender", "dice", "war"), [
    ("Jonesy rewires the lift, I'm tossing in a war die, 5 1 3", "Jonesy", None, (5, 1), (3,)),
    ("Jonesy rewires the lift and I'll bung a war die in, 5 1, war die's a 3", "Jonesy", None, (5, 1), (3,)),
    ("Jonesy rewires the lift, and Vex is lobbing her war die in for him, 5 1, her war die came up 3", "Jonesy", "Vex",
     (5, 1), (3,)),
    ("Jonesy rewires the lift, rolled 5 and 1, and Vex threw her war die in it was a 3", "Jonesy", "Vex", (5, 1), (3,)),
    ("Jonesy rewires the lift, 5 1, and he's spending a war die as well, came up three", "Jonesy", None, (5, 1), (3,)),
    ("Jonesy rewires the lift, 5 1, spends a war die, comes up 3", "Jonesy", None, (5, 1), (3,)),
])
def test_a_war_die_put_in_by_any_verb_of_giving_with_its_face_said_after(
        text: str, actor: str | None, spender: str | None, dice: tuple[int, ...], war: tuple[int, ...]) -> None:
    """A war die chucked, tossed, bunged or lobbed in, in any form, is spent, not a second action; its face said
    after it ('came up three', 'it was a 3', with 'it' left out or run on) is that die's, and Tactical is rolled."""
    request = parse(text, VOCAB)
    assert (request.actor, war_of(request)[0], war_of(request)[2]) == (actor, 1, spender)
    result = FIST.resolve(request, PARTY, RandomDice(1), table=Table())
    assert (result.ability.name, result.dice, result.extra_dice) == ("Tactical", dice, war)
    assert [(s.who, s.amount) for s in result.spends] == [(spender or "Jonesy", 1)]


@pytest.mark.parametrize(("text", "dice"), [
    ("Jonesy rewires the lift, spends a war die, came up 5 and 1", (5, 1)),  # two faces: the roll's, not one die's
    ("Jonesy rewires the lift, spends a war die, rolled 5", (5,)),  # 'rolled' alone is the roll's (one die: asked)
])
def test_faces_after_a_war_die_that_are_not_its_own(text: str, dice: tuple[int, ...] | None) -> None:
    request = parse(text, VOCAB)
    assert war_of(request)[1] is None and request.dice == dice


@pytest.mark.parametrize("text", [
    "Vex sweet-talks the guard while she picks his pocket, 3 4",
    "Jonesy distracts the receptionist whilst he hacks her computer, 3 4",
    "Vex'll chat up the guard while she lifts his keys, 3 4",
])
def test_a_second_action_by_a_pronoun_of_another_sex_than_the_one_acted_on_is_asked(text: str) -> None:
    """'... the guard while she picks his pocket': the guard is 'his', so 'she' is the one who acts, and her second
    action of another attribute is asked about, never dropped as what someone else does meanwhile."""
    with pytest.raises(RollmateError, match="two actions"):
        FIST.resolve(parse(text, VOCAB), PARTY, RandomDice(1), table=Table())


@pytest.mark.parametrize(("text", "attribute"), [
    ("Vex slips past the guard while he picks his teeth, 3 4", "Reflexive"),  # 'he' and 'his': the guard's doing
    ("Vex sweet-talks the guard while he hacks the terminal, 3 4", "Creative"),
])
def test_what_someone_else_does_meanwhile_stays_the_scene(text: str, attribute: str) -> None:
    assert FIST.resolve(parse(text, VOCAB), PARTY, RandomDice(1), table=Table()).ability.name == attribute


@pytest.mark.parametrize("text", [
    "Ripper snipes the guard with advantage, three dice: 6 4 1",
    "with disadvantage, Ripper bluffs the guard, 3 dice, rolled 6 4 1",
    "Ripper kicks in the door, rolling three dice for the advantage the crowbar gives: 6, 4, 1",
])
def test_three_dice_said_with_advantage_are_the_roll_said_again(text: str) -> None:
    """With advantage or disadvantage FIST rolls 3d6 (rules/fist.md): 'three dice' said with it is the roll's dice
    said again, checked and shown, never refused as a count the game has no rule for."""
    request = parse(text, VOCAB)
    result = FIST.resolve(request, PARTY, RandomDice(1), table=Table())
    assert result.dice == (6, 4, 1)


@pytest.mark.parametrize("text", [
    "Ripper snipes the guard, three dice: 6 4 1",  # no advantage: FIST rolls 2d6
    "Ripper snipes the guard with advantage, four dice: 6 4 1 2",
    "Ripper snipes the guard with advantage, two dice: 6 4",
])
def test_a_dice_count_that_is_not_the_roll_is_refused(text: str) -> None:
    with pytest.raises(RollmateError):
        FIST.resolve(parse(text, VOCAB), PARTY, RandomDice(1), table=Table())
