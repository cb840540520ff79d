"""A roll posted as a recipe card or a cook's patter: the dice handed over in a kitchen's words ("fold in a 6 and a
2", "out of the oven come ...", "Plated: 6, 2"), a recipe's headings and numbered steps, its quantities, times,
servings and odds, the one running the game addressed as the chef, and the scene's clauses around the one who acts.
Only the dice clause holds dice; who acts is the one named."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.grammar.listed import listed
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.acting import acting

GHOSTBURN_PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
GHOSTBURN = get_system("ghostburn").vocabulary(GHOSTBURN_PARTY)
BLADES_PARTY = load_party([EXAMPLES / "blades_party.toml"])
FS3_PARTY = load_party([EXAMPLES / "fs3_party.toml"])
PBTA_PARTY = load_party([EXAMPLES / "pbta_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard; the dice come out of the pan at 6 and 2.",
    "Vex sneaks past the guard. The dice come out at 6, 2.",
    "Vex sneaks past the guard. Out of the oven come a 6 and a 2.",
    "Vex sneaks past the guard, and from the pot came 6 and 2.",
    "Step 3: Vex sneaks past the guard. Step 4: fold in a 6 and a 2.",
    "Vex sneaks past the guard. Plated: 6, 2.",
    "Vex sneaks past the guard. Served: 6 and 2.",
    "Vex sneaks past the guard. Garnish with a six and a two.",
    "Vex sneaks past the guard, 6 and 2 on the table!",
])
def test_dice_handed_over_in_a_kitchens_words(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))


@pytest.mark.parametrize("phrase", [
    "Recipe card (serves 4). Step 1: preheat the oven to 180 degrees. Step 2: Vex sneaks past the guard. Dice: 6 2.",
    "1. Boil 3 litres of water for 20 minutes. 2. Vex sneaks past the guard at 8 pm. 3. Dice: 6 and 2.",
    "Vex sneaks past the guard carrying 500 g of flour and 2 tbsp of salt; the dice come out at 6 and 2.",
    "Vex sneaks past the guard with 2 cups of this, 3 of that. Dice 6 2.",
    "Vex sneaks past the guard (3 to 1 says she makes it). Dice: 6 2.",
    "Vex sneaks past the guard with the 3-to-1 brine ratio in her head. Dice: 6 2.",
])
def test_a_recipes_numbers_are_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))


def test_only_markers_that_count_on_make_a_list() -> None:
    """'rolled 4. 3. Ugh': one number after a full stop is no list; what it is stays for the reader to ask."""
    assert listed("Vex sneaks, rolled 4. 3. Ugh")[0] == "Vex sneaks, rolled 4. 3. Ugh"
    plain, frames = listed("1. Boil the water. 2. Vex sneaks past. 3. Dice: 6 2")
    assert (plain.count("."), len(frames)) == (2, 3)


def test_a_number_alone_after_a_verb_of_handing_over_is_no_die() -> None:
    """'serve 4', 'top with 2': one bare number may count anything; never read as the roll's only die."""
    with pytest.raises(PhraseError):
        parse("Vex sneaks past the guard. Top with 4.", GHOSTBURN)


def test_a_title_is_no_calling_of_a_loaded_name_and_the_chef_addressed_is_the_gm(tmp_path: Path) -> None:
    sheet = tmp_path / "kitchen.toml"
    sheet.write_text((EXAMPLES / "ghostburn_party.toml").read_text(encoding="utf-8")
                     + '\n[[npc]]\nname = "Chef Brossard"\nwits = "Severe"\nfort = "Hard"\nthreat = 11\n', encoding="utf-8")
    party = load_party([sheet])
    vocabulary = get_system("ghostburn").vocabulary(party)
    asked = parse("Quick one before service, Chef, no dice yet: what are the odds Vex sneaks past the guard?",
                  vocabulary)
    assert (asked.actor, asked.question, asked.verbs) == ("Vex", True, ("Sneak",))
    asked = parse("Before we open, Chef: what are the chances Vex sneaks past the guard?", vocabulary)
    assert (asked.actor, asked.question) == ("Vex", True)
    assert parse("Chef Brossard searches the pantry for the saffron, 5 and 5", vocabulary).actor == "Chef Brossard"


def test_a_name_with_is_contracted_is_the_one_who_acts_at_their_seat() -> None:
    """'Right, lovelies, Vex's going in ...' at Vex's seat: Vex is going in, and acts."""
    request = acting(GHOSTBURN_PARTY, "Vex", parse(
        "Right, lovelies, Vex's going in with a Sneak roll: she slips past the guard, and out of the oven come a six "
        "and a two.", GHOSTBURN))
    assert (request.actor, request.dice) == ("Vex", (6, 2))


def test_one_who_did_nothing_a_roll_is_for_before_and_is_the_scene() -> None:
    request = parse("The warlord sneers at the soup, and Kit acts under fire; the dice come out at 2 and 5.",
                    get_system("pbta").vocabulary(PBTA_PARTY))
    assert (request.actor, request.dice) == ("Kit", (2, 5))


def test_a_blow_said_to_the_body_after_the_scenes_words() -> None:
    assert roll("In the heat of the kitchen, Nemesis cracks the goon over the head, dice 7 1 2 6 3", FS3_PARTY,
                system="fs3").skill == "Melee"


def test_an_assist_said_to_fail_is_a_stated_failure() -> None:
    request = parse("Zoe pilots the shuttle down; Tug assists and fails. Dice 6 2 3 4 5 1",
                    get_system("fs3").vocabulary(FS3_PARTY))
    assert [(h.name, h.level) for h in request.helpers] == [("Tug", "Failure")]


def test_a_thing_lifted_off_someone_is_finesse_in_blades() -> None:
    assert roll("Cross lifts the keys from the guard's belt, 6 4", BLADES_PARTY, system="blades").skill == "Finesse"
    with pytest.raises(RulesError, match="Which action is this"):
        roll("Cross lifts the crate off the cart, 6 4 2", BLADES_PARTY, system="blades")


@pytest.mark.parametrize(("phrase", "skill"), [
    ("Nemesis works her Firearms magic on the goon, dice 7 1 2 6 3 3 1", "Firearms"),
    ("Nemesis brings his Melee training to bear on the goon, dice 7 1 2 6 3", "Melee"),
])
def test_a_skill_put_to_use_after_a_possessive_is_the_roll(phrase: str, skill: str) -> None:
    assert roll(phrase, FS3_PARTY, system="fs3").skill == skill


def test_the_skill_an_ability_is_said_for_is_the_roll() -> None:
    """'Strength instead of Presence for this Intimidate': the skill named there is rolled, with the ability said."""
    from conftest import ghostburn_party

    done = roll("Vex orders the bouncer to leave; Strength instead of Presence for this Intimidate. 3 2", ghostburn_party())
    assert (done.skill, done.ability.name if done.ability else None) == ("Intimidate", "Strength")


def test_a_clause_of_time_the_table_or_the_one_spoken_to_opens_is_the_scene() -> None:
    # "Before we fire table 5, ...": when the roll is, never a second action asked about
    request = parse("Before we fire table 5, Chef: what are the chances Dex can hack the door?", GHOSTBURN)
    assert (request.actor, request.verbs, request.question) == ("Dex", ("Street Hack",), True)
    request = parse("while you keep him talking, Vex sneaks past the guard 6 2", GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))


def test_a_seeking_said_after_a_place_is_the_roll() -> None:
    for phrase in ("Dex is in the server room looking for the backdoor, 5 and 5",
                   "Dex tears through the pantry looking for the saffron, 5 and 5 on the pass!"):
        request = parse(phrase, GHOSTBURN)
        assert (request.actor, request.verbs, request.dice) == ("Dex", ("Search",), (5, 5)), phrase


def test_three_faces_are_told_beside_the_attribute_asked() -> None:
    fist = load_party([EXAMPLES / "fist_party.toml"])
    with pytest.raises(RulesError) as asked:
        roll("Ripper dices the onions in a blur, plated: 4, 4, 1.", fist, system="fist", actor="Ripper")
    said = str(asked.value)
    assert "Which attribute" in said and "needs 2 d6 faces, and you gave 3 (4 4 1)" in said and "1., +" not in said
