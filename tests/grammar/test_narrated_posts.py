"""A post narrated like a wildlife film: the narrator's own words are the scene (a sentence bidding the reader look,
'we find NAME.' saying whom the post follows, Nature dealing the dice), the creature named by an epithet or told by
its measures acts, and the numbers of the wild (counts with thousands set off, a measure with a sign) are no rules
values. Where the narration leaves who acts or which roll it is open, rollmate asks."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.grammar.questions import TwoActions
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN_PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])
GHOSTBURN = get_system("ghostburn").vocabulary(GHOSTBURN_PARTY)
FIST_PARTY = load_party([EXAMPLES / "fist_party.toml"])
FIST = get_system("fist").vocabulary(FIST_PARTY)
FS3 = get_system("fs3").vocabulary(load_party([EXAMPLES / "fs3_party.toml"]))
BLADES_PARTY = load_party([EXAMPLES / "blades_party.toml"])


@pytest.mark.parametrize("phrase", [
    "Watch closely. Vex slips past the guard at the gate. The dice fall: 7 and 3.",
    "Vex slips past the guard at the gate. Now, watch the effect on the crowd. The dice fall: 7 and 3.",
    "Look at her go! Vex slips past the guard at the gate. 7 and 3.",
    "Vex slips past the guard at the gate. Nature deals her a seven and a three.",
    "Vex slips past the guard at the gate. Mother Nature hands her 7 and 3: a narrow thing.",
    "Here, among the market stalls, we find Vex. Now she slips past the guard at the gate. The dice fall: 7 and 3.",
])
def test_the_narrators_words_are_the_scene(phrase: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (7, 3))


def test_an_order_to_look_alone_is_the_rollers_own_deed() -> None:
    """'watch the door, 7 3' is no narrator's aside: no one else acts in the post."""
    request = parse("watch the door for the courier, 7 3", GHOSTBURN)
    assert request.verbs and request.dice == (7, 3)


def test_the_narrator_showing_someone_nobody_loaded_is_asked_about() -> None:
    """'we find Ottilie. She picks the lock': she is Ottilie, whom no sheet has; never the seat's character."""
    with pytest.raises(PhraseError, match="Ottilie"):
        parse("At the edge of the wood we find Ottilie. She picks the lock of the hut. The dice fall: 4 and 2.",
              GHOSTBURN)


def test_a_creature_named_by_an_article_and_a_noun_acts() -> None:
    """'our female slips past the guard': the noun is who acts (the seat's character, in a narrated post), and two
    deeds so told are two rolls, asked about."""
    request = parse("Our female slips past the guard at the gate. 7 and 3.", GHOSTBURN)
    assert request.verbs == ("Sneak",)
    with pytest.raises(TwoActions):
        parse("Our female slips past the guard and then lifts his wallet. 7 and 3.", GHOSTBURN)


def test_the_secret_program_is_still_a_thing() -> None:
    """An article, an adjective and the game's word with nothing done to after it name a thing, as before."""
    request = parse("Dex hacks the secret program, 7 3", GHOSTBURN)
    assert request.actor == "Dex" and request.verbs == ("Street Hack",)


@pytest.mark.parametrize("phrase", [
    "Dex, 140 kilos of nerves, hacks the terminal. Security Moderate. 7 and 3.",
    "Dex, barely 20 years old, hacks the terminal. Security Moderate. 7 and 3.",
    "Dex, 9 winters in the undercity, hacks the terminal. Security Moderate. 7 and 3.",
    "Dex crouches among the barrels and hacks the terminal. Security Moderate. 7 and 3.",
    "Dex crouches among the barrels, 30 metres from the gate, and probes the terminal. Security Moderate. 7 and 3.",
])
def test_measures_and_getting_into_place_leave_the_deed(phrase: str) -> None:
    result = roll(phrase, GHOSTBURN_PARTY)
    assert (result.actor, result.trick, result.dice) == ("Dex", "Street Hack", (7, 3))


def test_one_told_between_commas_who_acts_in_a_later_sentence_rolls_where_the_opener_was_only_hurt() -> None:
    """'Vex, the courier, is bleeding. Dex, barely 20 years old, kneels beside her and ...': Dex tends to her."""
    request = parse("Vex, the courier, is bleeding badly. Dex, barely 20 years old, kneels beside her and bandages "
                    "the wound. The dice fall: 6 and 2.", GHOSTBURN)
    assert (request.actor, request.verbs, request.target) == ("Dex", ("First Aid",), "Vex")


def test_a_dl_said_as_a_trait_the_trick_does_not_roll_against_is_asked() -> None:
    """Sneak rolls against Wits; 'Security Hard' says another trait: which roll is meant is asked, never the level
    taken as the guard's Wits silently. Coerce with Fort said is read as ever."""
    with pytest.raises(RulesError, match="Sneak rolls against the target's Wits.*Security Hard"):
        roll("Vex sneaks past the guard, Security Hard, 7 3", GHOSTBURN_PARTY)
    assert roll("Vex coerces the guard, Fort Hard, 7 3", GHOSTBURN_PARTY).trick == "Coerce"


def test_a_face_no_die_of_the_game_shows_is_refused_first() -> None:
    """11 on a d10: said before anything else is asked (here, which skill wading is)."""
    with pytest.raises(RulesError, match="11 is not a face"):
        roll("Vex wades into the surf after the barrel. The dice fall: 11 and 4.", GHOSTBURN_PARTY)


@pytest.mark.parametrize("phrase", [
    "High in the pass, at 4,000 metres, Ripper picks the lock. The dice fall: 4 and 3.",
    "Ripper picks the lock, her breath freezing at minus 15 degrees. The dice fall: 4 and 3.",
    "Ripper picks the lock at -15 degrees. 4 and 3.",
    "Ripper picks the lock in front of all 2,500 of the herd. 4 and 3.",
])
def test_numbers_of_the_wild_are_no_rules_values(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 3), ())


def test_a_number_with_a_sign_and_no_unit_is_still_a_modifier() -> None:
    request = parse("Ripper picks the lock, minus 2 for the cold, 4 and 3", FIST)
    assert [m.amount for m in request.modifiers] == [-2]


def test_a_participle_after_a_comma_says_how_the_deed_is_done() -> None:
    """'throws himself aside, dodging the shots': one roll (Reflexive); 'bluffs ... while dodging': two, asked."""
    request = parse("Ripper throws himself aside, dodging the shots by a hair. 6 and 6.", FIST)
    assert request.verbs and request.dice == (6, 6)
    with pytest.raises(TwoActions):
        parse("Jonesy bluffs the guard while dodging the shots. 2 and 5.", FIST)


def test_lying_in_the_snow_is_where_the_body_is() -> None:
    request = parse("Jonesy shoots the sentry from her hide, after a day lying in the snow. 3 and 1.", FIST)
    assert request.actor == "Jonesy" and "shoot" in request.verbs and not any("lie" in v for v in request.verbs)


def test_a_war_die_told_with_and_it_shows_after_it() -> None:
    request = parse("Ripper treats the scout's leg. The dice fall: 3 and 2. She adds a war die, and it shows 5.", FIST)
    assert request.dice == (3, 2) and request.spends[0].faces == (5,)


def test_a_language_named_in_what_the_deed_is_about_is_the_roll() -> None:
    """'listens to the traders haggling in Gemenese': the language is a rules word, never swallowed as the purpose."""
    request = parse("Zoe listens to the traders haggling in Gemenese about the price.", FS3)
    assert request.skill == "Gemenese"


def test_a_verb_of_the_game_said_bare_after_a_preposition_is_a_thing() -> None:
    """'slick with spray': no burst of fire."""
    request = parse("The cliff is slick with spray. Zoe climbs it anyway. 6, 2, 3, 4, 7.", FS3)
    assert request.verbs == ("Athletics",)


def test_drifting_close_gets_into_place_for_the_deed() -> None:
    request = parse("Vex drifts close, as a heron drifts, and lifts the key from the merchant's pocket. 1 and 6.",
                    GHOSTBURN)
    assert request.verbs == ("Pickpocket",)


def test_the_dices_verb_may_be_a_consequence_of_the_game() -> None:
    """Blades: a fall is harm, yet 'The dice fall: 6 and 6' says the dice; the terror resisted is Resolve."""
    result = roll("The dread would break a lesser soul. Nyx resists the terror. The dice fall: 6 and 6.",
                  BLADES_PARTY, system="blades")
    assert (result.actor, result.ability.name, result.dice) == ("Nyx", "Resolve", (6, 6))


def test_a_trick_named_as_the_errand_something_is_sent_on_is_the_roll() -> None:
    """'sends his drone on a strafing run': the trick is the roll (here one Dex's sheet lacks: refused by its name)."""
    with pytest.raises(RulesError, match="Strafing Run"):
        roll("Dex sends his drone on a strafing run over the smugglers on the pier. The dice fall: 6 and 6.",
             GHOSTBURN_PARTY)


@pytest.mark.parametrize("phrase", ["Zoe hauls herself up the cliff. 6 2 3 4 5 1", "Zoe pulled himself up, 6 2 3 4 5 1"])
def test_a_verb_the_data_says_with_myself_is_said_of_anyone(phrase: str) -> None:
    """'haul myself up' in the data reads 'hauls herself up' and 'pulled himself up' too."""
    assert parse(phrase, FS3).verbs == ("Athletics",)


def test_helpers_named_after_a_sentence_of_the_scene_still_help() -> None:
    """'The storm breaks. Zoe and Elodie help Tug climb ...': the one helped rolls, the names before 'help' help."""
    request = parse("The storm breaks. Zoe and Elodie help Tug climb the mast: Zoe rolled 6 6 2, Elodie rolled 1 1, "
                    "and Tug rolled 6 2 3 4 5.", FS3)
    assert request.actor == "Tug" and [h.name for h in request.helpers] == ["Zoe", "Elodie"]


def test_an_english_word_alone_in_its_clause_is_no_slip_of_a_rules_word_where_the_roll_is_said() -> None:
    """'..., the old one, waits.': 'waits' is English, no slip of Wits, once the post says which roll it is."""
    result = roll("His partner, the old one, waits. Dex hacks the terminal, Security Moderate. 7 and 3.", GHOSTBURN_PARTY)
    assert result.trick == "Street Hack"
