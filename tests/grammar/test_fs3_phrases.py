"""FS3 phrases as players type them -> RollRequest fields; refusals with helpful messages (issue 3, part 4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.records import dump
from rollmate.rules.sheets import Party, load_party, parse_sheet
from rollmate.rules.systems.fs3 import SYSTEM

PARTY = load_party([Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml"])


def fields(text: str, party: Party = PARTY) -> dict[str, Any]:
    return dump(parse(text, SYSTEM.vocabulary(party)))


def cue_keys(request: dict[str, Any]) -> set[str]:
    return {c["key"] for c in request["cues"]}


def mods(request: dict[str, Any]) -> list[int]:
    return [m["amount"] for m in request["modifiers"]]


# phrase -> the fields it must set (everything else is free)
LUCK_SPENT = ({"key": "luck", "count": None, "faces": None, "payer": None, "use": None},)  # a Luck Point, as dumped
PHRASES: list[tuple[str, dict[str, Any]]] = [
    ("roll Firearms", {"skill": "Firearms"}),
    ("Firearms", {"skill": "Firearms"}),
    ("shoot at the target", {"verbs": ("Firearms",), "skill": None}),
    ("Nemesis shoots the drone", {"actor": "Nemesis", "verbs": ("Firearms",)}),
    ("Firearms+Wits to identify the caliber", {"skill": "Firearms", "abilities": ("Wits",), "attribute_explicit": True,
                                               "purpose": "identify the caliber"}),
    ("Firearms+Wits-2", {"skill": "Firearms", "abilities": ("Wits",), "mods": [-2]}),
    ("Firearms + Wits - 2", {"skill": "Firearms", "abilities": ("Wits",), "mods": [-2]}),
    ("Reflexes+Firearms", {"skill": "Firearms", "abilities": ("Reflexes",), "attribute_explicit": True}),
    ("Wits+Firearms", {"skill": "Firearms", "abilities": ("Wits",), "attribute_explicit": True}),
    ("Basket Weaving + 3", {"skill": "Basket Weaving", "mods": [3]}),
    ("Firearms+22", {"skill": "Firearms", "mods": [22]}),
    ("Athletics -1", {"skill": "Athletics", "mods": [-1]}),
    ("climb the slippery wall, Athletics, -2", {"skill": "Athletics", "verbs": ("Athletics",), "mods": [-2]}),
    ("climb a tree", {"verbs": ("Athletics",), "mods": []}),
    ("take my time picking the lock", {"verbs": ("Technician",), "cues": {"time"}}),
    ("carefully rewire the console", {"verbs": ("Technician",), "cues": {"time"}}),
    ("defaulting to Medicine -3", {"skill": "Medicine", "cues": {"default"}, "mods": [-3]}),
    ("heal the dog, defaulting to Medicine -3", {"skill": "Medicine", "cues": {"default"}, "mods": [-3]}),
    ("Medicine-3 instead", {"skill": "Medicine", "cues": {"default"}, "mods": [-3]}),
    ("Medicine-5", {"skill": "Medicine", "mods": [-5]}),
    ("speak Wookiee to the trader", {"skill": "Wookiee", "verbs": ("@language",)}),
    ("speak to the trader", {"skill": None, "verbs": ("@language",)}),
    ("roll Wookiee", {"skill": "Wookiee"}),
    ("roll Standard", {"skill": "Standard"}),
    ("roll Klingon", {"skill": "Klingon"}),
    ("roll Klingon -2", {"skill": "Klingon", "mods": [-2]}),
    ("Wits+Klingon", {"skill": "Klingon", "abilities": ("Wits",), "attribute_explicit": True}),
    ("roll Basketball -1", {"skill": "Basketball", "mods": [-1]}),
    ("Mavros: roll Piano for the crowd", {"actor": "Mavros", "skill": "Piano"}),
    ("roll Reflexes", {"skill": None, "abilities": ("Reflexes",)}),
    ("Wits+Reflexes", {"skill": None, "abilities": ("Wits", "Reflexes")}),
    ("roll 3", {"npc_rating": 3, "mods": []}),
    ("roll 0", {"npc_rating": 0}),
    ("roll 3+1", {"npc_rating": 3, "mods": [1]}),
    ("roll 3 for the goon", {"npc_rating": 3, "target": "the goon"}),
    ("3 dice", {"dice_count": 3}),
    ("roll 5 dice", {"dice_count": 5}),
    ("Nemesis spars with Mavros, Melee vs Melee", {"actor": "Nemesis", "target": "Mavros", "skill": "Melee",
                                                  "opponent": {"skill": "Melee"}}),
    ("Melee vs Mavros", {"skill": "Melee", "opponent": {"name": "Mavros"}}),
    ("Melee vs the goon", {"skill": "Melee", "opponent": {"name": "the goon"}}),
    ("Firearms vs 4", {"skill": "Firearms", "opponent": {"rating": 4}}),
    ("Melee vs 3+1", {"skill": "Melee", "mods": [], "opponent": {"rating": 3, "modifier": 1}}),
    ("Mavros rolls Stealth vs Alertness", {"actor": "Mavros", "skill": "Stealth", "opponent": {"skill": "Alertness"}}),
    ("Tug fixes the engine, helped by Zoe and Elodie", {"actor": "Tug", "verbs": ("Technician",),
                                                         "helpers": ("Zoe", "Elodie")}),
    ("Tug: repair the engine, Zoe assists with a Good Success, Elodie assists with a Success",
     {"actor": "Tug", "helpers": ("Zoe", "Elodie"), "levels": ("Good Success", "Success")}),
    ("Zoe assists", {"helpers": ("Zoe",), "levels": (None,)}),
    # a helper's result said after a word of helping, the way a table tells it
    ("Tug patches the hull, Zoe helps with a Great Success", {"actor": "Tug", "helpers": ("Zoe",),
                                                              "levels": ("Great Success",)}),
    ("Tug patches the hull, Elodie helped and scored a Failure, Zoe aided with a Success",
     {"actor": "Tug", "helpers": ("Elodie", "Zoe"), "levels": ("Failure", "Success")}),
    ("Tug: hotwire the truck, Zoe assisted with a Good Success and Elodie scores an Amazing Success",
     {"actor": "Tug", "helpers": ("Zoe", "Elodie"), "levels": ("Good Success", "Amazing Success")}),
    ("roll Firearms, spend luck", {"skill": "Firearms", "spends": LUCK_SPENT}),
    ("roll Firearms with luck", {"skill": "Firearms", "spends": LUCK_SPENT}),
    ("spend luck", {"spends": LUCK_SPENT}),
    ("roll Firearms, dice 6 7 1 2 3 4 5", {"skill": "Firearms", "dice": (6, 7, 1, 2, 3, 4, 5)}),
    ("Firearms, rolled 6 2 1", {"skill": "Firearms", "dice": (6, 2, 1)}),
    ("Melee vs Mavros, dice 6 7 1 2 3, Mavros rolled 6 2 3 4 5 1",
     {"dice": (6, 7, 1, 2, 3), "faces_by": {"Mavros": (6, 2, 3, 4, 5, 1)}}),
    ("sneak past the guard, outside my specialty", {"verbs": ("Stealth",), "cues": {"specialty"}}),
    ("roll Athletics, significant penalty", {"skill": "Athletics", "cues": {"significant penalty"}}),
    ("roll Athletics, modest bonus", {"skill": "Athletics", "cues": {"modest bonus"}}),
    ("run the race as a specialist", {"verbs": ("Athletics",), "cues": {"general"}}),
    ("fly through the debris, Piloting -2", {"skill": "Piloting", "verbs": ("Piloting",), "mods": [-2]}),
    ("blow up the bridge", {"verbs": ("Demolitions",)}),
    ("keep my cool under fire", {"verbs": ("Composure",)}),
    # "patch" said of a machine is a repair, of a wound or a person first aid
    ("patch the wiring behind the panel", {"verbs": ("Technician",)}),
    ("patches the power feed to the lift", {"verbs": ("Technician",)}),
    ("patch the wound", {"verbs": ("Medicine",)}),
]


@pytest.mark.parametrize("text,expected", PHRASES, ids=[p for p, _ in PHRASES])
def test_fs3_phrase(text: str, expected: dict[str, Any]) -> None:
    got = fields(text)
    for key, want in expected.items():
        if key == "mods":
            assert mods(got) == want
        elif key == "cues":
            assert cue_keys(got) >= want
        elif key == "helpers":
            assert tuple(h["name"] for h in got["helpers"]) == want
        elif key == "levels":
            assert tuple(h["level"] for h in got["helpers"]) == want
        elif key == "opponent":
            assert got["opponent"] is not None
            for k, v in want.items():
                assert got["opponent"][k] == v, (k, got["opponent"])
        else:
            assert got[key] == want, (key, got[key])


def test_at_least_fifty_phrases() -> None:
    assert len(PHRASES) + len(REFUSED) + len(RULES_REFUSED) >= 50
    assert len(PHRASES) >= 50


# phrase -> words the message must contain, and what the player is pointed to
REFUSED: list[tuple[str, str, str]] = [
    ("Firearms+Melee", "Two skills can't be joined", "Firearms+Wits"),
    ("Firearms+Wits+Melee", "Two skills can't be joined", "Firearms+Wits"),
    ("Firearms+Wits+2+Melee", "Two skills can't be joined", "Firearms+Wits"),
    ("Firearms-Wits+2", "a minus goes before a number only", "Firearms+Wits-2"),
    ("Firearms+2+Wits", "A number can't come before the attribute", "Firearms+Wits+2"),
    ("Firearms+Witz", "'Witz' is not an attribute", "Wits"),
    ("Firearms+Brains", "'Brains' is not an attribute", "Brawn"),
    ("roll Firearm", "I don't know the word 'Firearm'", "Firearms"),
]


@pytest.mark.parametrize("text,message,helps", REFUSED, ids=[r[0] for r in REFUSED])
def test_fs3_phrase_refused(text: str, message: str, helps: str) -> None:
    with pytest.raises(PhraseError) as caught:
        fields(text)
    shown = str(caught.value)
    assert message in shown
    assert helps in shown
    assert "^" in shown  # the caret line points at the place


def test_two_skills_points_at_the_second_skill() -> None:
    with pytest.raises(PhraseError) as caught:
        fields("Firearms+Melee")
    assert caught.value.column == len("Firearms+") + 1


def test_open_skill_words_after_roll_only() -> None:
    """An unknown word in a plain sentence is not a skill: only after 'roll' or in a roll string."""
    request = fields("juggle the oranges")
    assert request.get("skill") is None and request.get("unknown") == ("juggle", "oranges")


NEMESIS = load_party([Path(__file__).resolve().parents[2] / "examples" / "fs3_party.toml"])

# phrases the grammar understands but the rules refuse (exit 2), with the message's key words
RULES_REFUSED: list[tuple[str, str]] = [
    ("Firearms+24", "at most 30 dice"),
    ("roll Firearms, rolled 6 2 1", "needs 7 faces for Nemesis's roll (d8)"),
    ("roll Firearms, dice 6 7 1 2 3 4 9", "9 is not a face"),
    ("Tug: fix the engine, helped by Zoe and Elodie and Mavros", "At most 3 characters"),
    ("Melee vs Melee", "Who rolls against you"),
]


@pytest.mark.parametrize("text,message", RULES_REFUSED, ids=[r[0] for r in RULES_REFUSED])
def test_fs3_rules_refusal(text: str, message: str) -> None:
    request = parse(text, SYSTEM.vocabulary(NEMESIS))
    with pytest.raises(RulesError) as caught:
        SYSTEM.resolve(request, NEMESIS, RandomDice(1))
    assert message in str(caught.value)
    assert caught.value.exit_code == 2


def test_a_game_s_own_skills_need_no_code() -> None:
    sheet = parse_sheet({"system": "fs3", "name": "Lexi", "background_skills": {"piano": 3, "ice hockey": 2},
                         "languages": {"high valyrian": 2}})
    assert fields("roll Piano", sheet)["skill"] == "Piano"
    assert fields("Ice Hockey -1", sheet)["skill"] == "Ice Hockey"
    assert fields("speak High Valyrian to the dragon", sheet)["skill"] == "High Valyrian"


@pytest.mark.parametrize(("phrase", "pool"), [
    ("Zoe fixes the busted console, Wits+Reflexes", 3 + 2),
    ("Zoe shoots out the floodlight, Reflexes + Perception", 2 + 3),
    ("Zoe pilots the shuttle through the debris field, Perception+Wits", 3 + 3),
    ("Zoe tinkers with the lock until it gives, Wits+Brawn", 3 + 2),
])
def test_two_attributes_named_are_the_roll_whatever_the_action_calls_for(phrase: str, pool: int) -> None:
    """'..., Wits+Perception' after an action: Attr+Attr adds both ratings (the rules' own roll string); the action's
    words ('fixes': Technician) tell the story, and neither attribute is dropped."""
    result = SYSTEM.resolve(parse(phrase, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(3))
    assert (result.actor, len(result.dice)) == ("Zoe", pool)


@pytest.mark.parametrize("phrase", ["Zoe fixes the console, Technician+Wits+Reflexes",
                                    "Zoe shoots the drone, Wits+Perception, Firearms",
                                    "Zoe roll Piloting with Wits and Perception"])
def test_a_skill_with_two_attributes_is_asked_about(phrase: str) -> None:
    with pytest.raises(RulesError, match="two attributes"):
        SYSTEM.resolve(parse(phrase, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(3))


@pytest.mark.parametrize(("phrase", "helpers"), [
    ("Zoe pilots the shuttle with Nemesis and Elodie helping", ["Nemesis", "Elodie"]),
    ("Zoe climbs the rock face with Mavros and Nemesis both assisting", ["Mavros", "Nemesis"]),
    ("Zoe rewires the console with Elodie helping", ["Elodie"]),
    ("Zoe hauls the crate up the ramp with Mavros and Nemesis helping, dice 6 6 2 1 3", ["Mavros", "Nemesis"]),
])
def test_names_listed_after_with_and_before_helping_are_the_helpers(phrase: str, helpers: list[str]) -> None:
    """'with Dax, Kira and Oren all helping': every name of the list assists; none is read as the one acted on."""
    request = parse(phrase, SYSTEM.vocabulary(PARTY))
    assert ([h.name for h in request.helpers], request.target) == (helpers, None)


def test_three_helpers_listed_after_with_are_too_many() -> None:
    with pytest.raises(RulesError, match="At most 3 characters"):
        SYSTEM.resolve(parse("Zoe flies the dropship with Mavros, Nemesis and Elodie all helping",
                             SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(3))


# A language named beside what is said or written, where the character only hears, reads or uses a language: making
# it out is that language's roll (the sheet's language, or one of the game's default list, then untrained).
@pytest.mark.parametrize(("text", "skill"), [
    ("Nemesis listens to the Wookiee banter from the next booth", "Wookiee"),
    ("overhear the Tauran guards' argument", "Tauran"),
    ("translate the Celtan plaque by the door", "Celtan"),
    ("Nemesis squints at the faded Wookiee graffiti", "Wookiee"),
])
def test_a_language_named_beside_what_is_said_is_the_roll(text: str, skill: str) -> None:
    result = SYSTEM.resolve(parse(text, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(1))
    assert result.skill == skill and result.ability is not None and result.ability.name == "Wits"
    assert "said or written in" in result.steps[0].text


@pytest.mark.parametrize(("text", "skill"), [
    ("shoot the Tauran sniper", "Firearms"),
    ("sneak past the Gemenese guards and their gossip", "Stealth"),
])
def test_a_language_named_beside_another_skills_act_is_the_scene(text: str, skill: str) -> None:
    assert SYSTEM.resolve(parse(text, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(1)).skill == skill


# A rating said of someone the action meets, with no 'vs': that one is the other side of an opposed roll, and the
# dice said for them ('he rolled ...', 'the soldier rolled ...') are theirs.
@pytest.mark.parametrize(("text", "side", "their_faces"), [
    ("Nemesis swings at the thug rated 3, dice 6 2 3 4 5, he rolled 6 6 1 2 3",
     {"name": "thug", "rating": 3, "skill": None}, (6, 6, 1, 2, 3)),
    ("Nemesis punches the bouncer, she's rated 4; dice 6 2 3 4 5", {"name": "bouncer", "rating": 4, "skill": None}, None),
    ("Nemesis exchanges fire with a soldier who has Firearms 2, dice 6 2 3 4 5 1 1, the soldier rolled 6 6 1 2",
     {"name": "soldier", "rating": 2, "skill": "Firearms"}, (6, 6, 1, 2)),
    ("Nemesis fights a soldier with Melee 3, dice 6 2 3 4 5", {"name": "soldier", "rating": 3, "skill": "Melee"}, None),
])
def test_a_rated_one_the_action_meets_is_the_other_side(text: str, side: dict[str, Any],
                                                        their_faces: tuple[int, ...] | None) -> None:
    request = parse(text, SYSTEM.vocabulary(PARTY))
    assert request.opponent is not None and request.opponent.adhoc
    assert {k: getattr(request.opponent, k) for k in side} == side
    result = SYSTEM.resolve(request, PARTY, RandomDice(1))
    assert result.opposed is not None and result.opposed.against == side["name"]
    if their_faces is not None:
        assert result.extra["their_faces"] == list(their_faces)


def test_trading_fire_is_a_firearms_roll() -> None:
    assert fields("Nemesis trades shots with the sniper")["verbs"] == ("Firearms",)


@pytest.mark.parametrize("text", [
    "Zoe gets the stalled rover running again",
    "Zoe got the dead radio working, 6 6 2",
    "Zoe's trying to get that old water pump running",
    "Zoe gets the generator running",
])
def test_getting_a_thing_running_or_working_is_fixing_it(text: str) -> None:
    """'get X running / working' makes a thing go (Technician), though 'gets' and 'got' also say a roll's result
    and 'running' alone is Athletics."""
    assert fields(text)["verbs"] == ("Technician",)


@pytest.mark.parametrize("text", ["Zoe runs for the hatch", "Zoe climbs the wall, got 6 6 2"])
def test_running_and_a_result_got_are_still_themselves(text: str) -> None:
    assert fields(text)["verbs"] == ("Athletics",)


@pytest.mark.parametrize(("phrase", "pool"), [
    ("Nemesis lines up the shot, +2 for taking her time", 9),
    ("Firearms, taking her time (+2)", 9),
    ("Nemesis snipes the drone, +2 because she takes her time", 9),
    ("Firearms, taking her time, +1 for the scope", 10),  # a number with its own reason: both count
])
def test_a_number_said_with_the_condition_it_stands_for_counts_once(phrase: str, pool: int) -> None:
    """'+2 for taking her time': the +2 is what taking her time gives, said with it, never added a second time."""
    from conftest import roll
    result = roll(phrase, PARTY, system="fs3", actor="Nemesis")
    assert len(result.dice) == pool


@pytest.mark.parametrize("phrase", [
    "Elodie clamps the artery in the pilot's thigh, 5 6 7 2 1 8 3",
    "Elodie ties off the artery before the deckhand bleeds out. 5 6 7 2 1 8 3",
])
def test_field_surgery_said_by_its_gestures_is_medicine(phrase: str) -> None:
    resolved = SYSTEM.resolve(parse(phrase, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(1))
    assert resolved.skill == "Medicine"


@pytest.mark.parametrize(("phrase", "level"), [
    ("Nemesis fixes the engine. Zoe assists: Good Success. 2 3 4 5 1 2 3", "Good Success"),
    ("Nemesis fixes the engine (Zoe assists: Success), rolled 2 3 4 5 1 2 3", "Success"),
    ("Nemesis fixes the engine, helped by Zoe: Failure, 2 3 4 5 1 2 3", "Failure"),
])
def test_a_helpers_result_after_a_colon_is_their_result(phrase: str, level: str) -> None:
    assert [(h["name"], h["level"]) for h in fields(phrase)["helpers"]] == [("Zoe", level)]


@pytest.mark.parametrize("phrase", [
    "Zoe pulls the Kestrel out of the dive, 5 6 7 2 1 8",
    "Zoe hauls the old lander out of a flat spin. 5 6 7 2 1 8",
])
def test_a_craft_pulled_out_of_a_dive_is_flown(phrase: str) -> None:
    """A thing the game does not know, pulled out of what only a craft gets into (a dive, a spin), is flown."""
    resolved = SYSTEM.resolve(parse(phrase, SYSTEM.vocabulary(PARTY)), PARTY, RandomDice(1))
    assert resolved.skill == "Piloting"

