"""The shared matcher (rules/matcher.py) on its own, then as each game uses it: verbs decide, objects support and
settle a verb that fits several entries, a tie the rules leave to the GM is a question with the options, and the
explanation names the words that settled it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.rules.content import load_data
from rollmate.rules.matcher import Objects, Sense, match
from rollmate.rules.sheets import load_party

VERB = Sense({"Firearms": 3, "Gunnery": 3}, decides=True)
CANNON = Sense({"Gunnery": 1}, decides=False)
RIFLE = Sense({"Firearms": 1}, decides=False)


def test_scores_add_up_and_a_deciding_word_on_top_is_the_choice() -> None:
    found = match([("open fire", VERB), ("cannon", CANNON)], order=("Firearms", "Gunnery"))
    assert dict(found.scores) == {"Firearms": 3, "Gunnery": 4}
    assert found.choice == "Gunnery" and found.top == ("Gunnery",) and found.options == ("Gunnery", "Firearms")
    assert found.deciding("Gunnery") == ("open fire",) and found.supporting("Gunnery") == ("cannon",)


def test_a_tie_is_no_choice_and_lists_the_tied_in_the_data_order() -> None:
    found = match([("open fire", VERB)], order=("Gunnery", "Firearms"))
    assert found.choice is None and found.top == ("Gunnery", "Firearms")
    both = match([("open fire", VERB), ("cannon", CANNON), ("rifle", RIFLE)], order=("Firearms", "Gunnery"))
    assert both.choice is None and both.top == ("Firearms", "Gunnery")


def test_objects_alone_never_call_a_roll() -> None:
    found = match([("cannon", CANNON), ("cannon", CANNON)])
    assert found.top == ("Gunnery",) and found.choice is None and found.deciding("Gunnery") == ()


def test_a_deciding_word_must_point_to_the_top_entry() -> None:
    """Three objects for B outscore one verb for A: B is on top, but nothing decides B, so there is no choice."""
    b = Sense({"B": 1}, decides=False)
    found = match([("verb", Sense({"A": 3}, decides=True)), ("x", b), ("y", b), ("z", b), ("w", b)])
    assert found.top == ("B",) and found.choice is None


def test_words_that_point_nowhere_count_for_nothing() -> None:
    found = match([("xyzzy", None), ("plugh", Sense({}, decides=True))])
    assert found.counted == () and found.options == () and found.choice is None and found.top == ()


def test_objects_are_found_in_plural_and_possessive_forms_and_as_pairs() -> None:
    objects = Objects([("lock", {"Technician": 1}), ("car engine", {"Technician": 2}), ("battery", {"Technician": 1}),
                       ("knife", {"Melee": 1})])
    found = objects.find(["the", "old", "Locks", "car", "engine", "batteries", "knives", "lock's", "xyzzy"])
    assert [word for word, _ in found] == ["locks", "car engine", "batteries", "knives", "lock"]
    assert all(not sense.decides for _, sense in found) and found[1][1].weights == {"Technician": 2}
    assert "lock" in objects and "locks" not in objects and len(objects) == 4


# --- the games ---------------------------------------------------------------------------------------------------


def _resolve(system: str, phrase: str):  # type: ignore[no-untyped-def]
    return roll(phrase, load_party([EXAMPLES / f"{system}_party.toml"]), system=system)


@pytest.mark.parametrize(("phrase", "skill", "named"), [
    ("Nemesis: open fire on the tank with the cannon", "Gunnery", "(cannon points to it)"),
    ("Nemesis: open fire on the raiders from the turret", "Gunnery", "(turret points to it)"),
    ("Nemesis: open fire with my rifle", "Firearms", "(rifle points to it)"),
    ("Nemesis: open fire", "Firearms", "fits Firearms, Gunnery equally well; Firearms is Nemesis's highest-rated"),
    ("Nemesis: fix the car engine", "Technician", "calls for Technician"),
])
def test_fs3_an_object_settles_a_verb_that_fits_two_skills(phrase: str, skill: str, named: str) -> None:
    result = _resolve("fs3", phrase)
    assert result.skill == skill
    assert named in result.steps[0].text


def test_fs3_objects_alone_are_offered_in_the_question() -> None:
    with pytest.raises(RulesError) as asked:
        _resolve("fs3", "Nemesis: deal with the gunshot wound")
    assert "'gunshot wound' suggests Medicine" in str(asked.value)
    assert asked.value.choices == ("Nemesis: deal with the gunshot wound, roll Medicine",)
    assert _resolve("fs3", asked.value.choices[0]).skill == "Medicine"


@pytest.mark.parametrize("phrase", [
    "Nemesis threads the patched-up shuttle between the two cruisers",
    "Nemesis brings the gunship down on the landing pad",
    "Nemesis eases the old freighter into the docking bay",
    "Nemesis takes her jet low over the canyon",
    "Nemesis swings the dropship around for another pass",
])
def test_fs3_a_verb_that_moves_a_vehicle_is_handling_it(phrase: str) -> None:
    result = _resolve("fs3", phrase)
    assert result.skill == "Piloting"
    assert "moves the" in result.steps[0].text


@pytest.mark.parametrize("phrase", ["Nemesis brings the medkit over to Zoe", "Nemesis takes the ship's reactor offline",
                                    "Nemesis brings the plane's engine in for a look"])
def test_fs3_a_verb_that_moves_anything_else_or_a_vehicles_part_says_nothing(phrase: str) -> None:
    with pytest.raises(RulesError, match="I can't tell which skill"):
        _resolve("fs3", phrase)


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Mavros cracks the smuggler across the nose with a bottle", "Melee"),
    ("Mavros catches the goon in the kidneys", "Melee"),
    ("Mavros raps the guard over the head with his torch", "Melee"),
    ("Zoe digs the bullet out of Mavros's thigh", "Medicine"),
    ("Zoe pulls the shrapnel out of his shoulder", "Medicine"),
    ("Zoe works the broken blade out of the pilot's leg", "Medicine"),
])
def test_fs3_an_act_said_to_a_part_of_someones_body_is_a_blow_or_surgery(phrase: str, skill: str) -> None:
    assert _resolve("fs3", phrase).skill == skill


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Mavros cracks the safe in the captain's office", "Technician"),
    ("Nemesis shoots the raider in the leg", "Firearms"),
])
def test_fs3_a_verb_said_to_a_thing_or_a_shot_at_a_body_part_is_itself(phrase: str, skill: str) -> None:
    assert _resolve("fs3", phrase).skill == skill


@pytest.mark.parametrize(("phrase", "trick", "named"), [
    ("hit him with the crowbar", "Melee Strike", "is Melee Strike (crowbar points to it)"),
    ("knock down the guard with the baton", "Melee Strike", "(baton points to it)"),
    ("take a swing at him with my fists", "Unarmed Strike", "(fists points to it)"),
    ("hit the guard, use Melee Strike", "Melee Strike", "is Melee Strike"),
    ("punch the guard", "Unarmed Strike", "'punch the guard' is Unarmed Strike:"),  # one trick's own verb
])
def test_ghostburn_what_it_is_done_with_settles_a_shared_verb(phrase: str, trick: str, named: str) -> None:
    result = _resolve("ghostburn", phrase)
    assert f"is {trick}" in result.steps[0].text and named in result.steps[0].text


def test_ghostburn_a_shared_verb_with_nothing_to_settle_it_is_asked_about() -> None:
    with pytest.raises(RulesError) as asked:
        _resolve("ghostburn", "hit the guard")
    assert "'hit' fits Unarmed Strike (Brawl) or Melee Strike (Melee)" in str(asked.value)
    assert asked.value.choices == ("hit the guard, use Unarmed Strike", "hit the guard, use Melee Strike")


def test_ghostburn_objects_alone_are_offered_in_the_question() -> None:
    with pytest.raises(RulesError) as asked:
        _resolve("ghostburn", "the lock, Security Hard")
    assert "'lock' suggests Disable Device" in str(asked.value)
    assert asked.value.choices == ("the lock, Security Hard, use Disable Device",)
    assert "Disable Device" in _resolve("ghostburn", asked.value.choices[0]).steps[0].text


def test_ghostburn_two_actions_of_different_skills_are_still_asked_about_whatever_the_objects() -> None:
    """An object settles which trick one word means; it never picks between two different actions."""
    with pytest.raises(RulesError, match="Which roll is it"):
        _resolve("ghostburn", "sneak past the guard stabbing him with a knife")


def test_fist_scores_through_the_shared_matcher() -> None:
    from rollmate.rules.systems.fist.data import classify

    choice = classify(("kick", "door"))
    assert choice.attribute == "Forceful" and choice.scores == {"Forceful": 3}  # a verb 2, an object 1
    assert classify(("door",)).attribute is None  # an object alone calls no roll


# --- the data ----------------------------------------------------------------------------------------------------


def test_every_object_and_shared_verb_points_to_something_that_exists() -> None:
    ghostburn, fs3 = load_data("ghostburn"), load_data("fs3")
    tricks = {t["name"] for t in ghostburn["tricks"]}
    for block in (*ghostburn.get("objects", ()), *ghostburn.get("shared_verbs", ())):
        assert set(block["tricks"]) <= tricks, block
    skills = {s["name"] for s in fs3["action_skills"]}
    for block in (*fs3.get("objects", ()), fs3["steering"]):
        assert set(block["skills"]) <= skills, block
    own = {v.lower() for t in ghostburn["tricks"] for v in t["verbs"]}
    shared = [w for block in ghostburn.get("shared_verbs", ()) for w in block["words"]]
    assert not own & set(shared) and len(set(shared)) == len(shared)  # a shared verb is listed once, as shared
    assert all(len(block["tricks"]) > 1 for block in ghostburn.get("shared_verbs", ()))


@pytest.mark.parametrize(("phrase", "attribute"), [
    ("Ripper: convince the pilot", "Creative"),  # 'pilot' after 'the' is a person, not the action
    ("Ripper: pilot the ship", "Tactical"),
    ("Ripper: dodge the punch", "Reflexive"),
    ("Ripper: talk the guard down", "Creative"),
])
def test_fist_a_verb_said_as_a_thing_only_supports(phrase: str, attribute: str) -> None:
    result = _resolve("fist", phrase)
    assert result.ability is not None and result.ability.name == attribute


def test_objects_never_outvote_a_verb() -> None:
    """Many objects for B outscore one verb for A: B is on top, so there is no clear choice, but the entry a verb
    named is still what the verbs decided (FS3 rolls it rather than asking)."""
    b = Sense({"B": 1}, decides=False)
    found = match([("verb", Sense({"A": 3}, decides=True)), ("x", b), ("y", b), ("z", b), ("w", b)])
    assert found.choice is None and found.decided == ("A",)
    tied = match([("open fire", VERB), ("rifle", RIFLE)], order=("Firearms", "Gunnery"))
    assert tied.decided == ("Firearms",)
    assert match([("open fire", VERB)], order=("Gunnery", "Firearms")).decided == ("Gunnery", "Firearms")
    assert match([("cannon", CANNON)]).decided == ()
