"""Prose of a pub quiz and a hill-walking club around a roll, read by kind: a record's field holding a value of the
scene ('Weather: hard.'), a stat word before a noun the lexer set aside ('hard round,'), prices with their sign after
the amount or joined to what they buy ('5€', '£2.50-a-go'), a count out of a whole or a tally after 'got', counts
offered as choices ('worth 10, 20 or 30 points'), years weighed against each other, a thing described with 'one'
('a very easy one'), a thing listed with what it is there to do ('and a quick one to finish.'), a bonus named with
its noun ('the bonus point'), people's words of the pub ('leans on the bloke'), a time with its seconds
('1:42:10'), a map's scale ('1:25 000'), a measure's one-letter unit ('900 m'), a label with an aside or a heading
before it, a nickname before a noun ('Bothy night,'), an English nickname ending a thing's name ('the summit
cairn'), the noun of one who does a game's deed ('First aider Sweeper'), a form's field named by a game's verb
('Escape route:'), the one named against who rolls too ('vs Keeper/4 ... Keeper rolled'), a thing's doing after a
possessive ('the Laird's gamekeeper is watching'), a blow inside a relative clause, and a trick's deed over the
trick of its aim said with 'to'; and the museum's kinds, read after that set (the session's hold-out) was scored:
numbered places and codes, shares in per cent, a condition word inside a noun phrase. Phrasings written for this
test."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system


def _vocabulary(game: str, sheet: Path | None = None):  # type: ignore[no-untyped-def]
    return get_system(game).vocabulary(load_party([sheet or EXAMPLES / f"{game}_party.toml"]))


def _read(game: str, phrase: str, sheet: Path | None = None):  # type: ignore[no-untyped-def]
    return parse(phrase, _vocabulary(game, sheet))


def _resolved(game: str, seat: str, phrase: str, sheet: Path | None = None):  # type: ignore[no-untyped-def]
    from rollmate.rules.dice import RandomDice
    from rollmate.table.acting import acting

    party = load_party([sheet or EXAMPLES / f"{game}_party.toml"])
    system = get_system(game)
    request = acting(party, seat, parse(phrase, system.vocabulary(party)))
    return system.resolve(request, party, RandomDice(3))


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard. Weather: hard, rolled 3 4",
    "Vex sneaks past the guard. Hazard: severe. Wits Moderate, rolled 3 4",
])
def test_a_records_field_holds_a_value_of_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.difficulty in (None, "Moderate") and request.dice == (3, 4)


@pytest.mark.parametrize(("phrase", "position"), [
    ("Cross prowls past the watch. Yield: limited. Rolled 5", None),
    ("Cross prowls past the watch. Position: desperate. Rolled 5", "desperate"),
    ("Cross prowls past the watch. Risk: desperate. Rolled 5", "desperate"),
])
def test_a_rules_field_or_the_stakes_keep_their_value(phrase: str, position: str | None) -> None:
    request = _read("blades", phrase)
    assert [c.key for c in request.cues if c.key in ("desperate", "limited")] == ([position] if position else [])


@pytest.mark.parametrize("phrase", [
    "hard round, cool tunes on the jukebox. roll +sharp. 6 and 3.",
    "weird round, that one. roll +sharp, 6 and 3",
])
def test_a_stat_word_before_a_noun_closing_its_clause_is_the_scene(phrase: str) -> None:
    request = _read("pbta", phrase)
    assert request.abilities == ("Sharp",) and request.dice == (6, 3)


@pytest.mark.parametrize("phrase", [
    "Ripper smashes the fruit machine open, £2.50-a-go, rolled 4 5",
    "Ripper smashes the door open, 5€ a pint in there, rolled 4 5",
    "Ripper smashes the door open, 12,50€ a pint in there, rolled 4 5",
])
def test_a_price_is_one_word_of_the_scene(phrase: str) -> None:
    assert _read("fist", phrase).dice == (4, 5)


def test_a_count_out_of_a_whole_after_got_is_no_dice_where_the_dice_are_rolled() -> None:
    request = _read("fist", "History round, and we got 8 out of 10. Ripper ducks behind the bar. Rolled 5 and 4.")
    assert request.dice == (5, 4)


def test_a_count_out_of_a_whole_after_rolled_stays_the_dice() -> None:
    assert _read("ghostburn", "Vex sneaks past, rolled 8 out of 10. Wits Hard").dice == (8, 10)


@pytest.mark.parametrize("phrase", [
    "Table 10's got 10 points on the board. Vex hacks the till, Security Hard. Double tens!",
    "You've got 20 kg on your back. Vex hacks the till, Security Hard. Double tens!",
])
def test_a_tally_or_a_load_got_is_no_dice(phrase: str) -> None:
    assert _read("ghostburn", phrase).dice == (10, 10)


def test_counts_offered_as_choices_are_the_scene() -> None:
    request = _read("ghostburn", "Score event, controls worth 10, 20 or 30 points. Vex hacks the gate, Security Hard. "
                                 "Dice 3 and 4.")
    assert request.dice == (3, 4) and request.difficulty == "Hard"


def test_years_weighed_against_each_other_are_the_scene() -> None:
    request = _read("ghostburn", "While table 6 argue about 1989 versus 1991, Vex convinces the bouncer. Dice 3 and 2.")
    assert request.dice == (3, 2)


@pytest.mark.parametrize("phrase", [
    "A grand night and a very easy one about capitals to finish. Vex searched the cellar. Dice 6 and 2.",
    "A grand night, 14 teams and a quick one to finish. Vex searched the cellar. Dice 6 and 2.",
])
def test_a_thing_described_with_one_is_neither_a_value_nor_a_deed(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.difficulty is None and request.verbs == ("Search",) and request.dice == (6, 2)


def test_a_value_before_one_counting_nothing_stays_a_value() -> None:
    assert _read("ghostburn", "Vex sneaks past, Hard, one more time, rolled 3 4").difficulty == "Hard"


def test_a_bonus_named_with_its_noun_is_the_scene() -> None:
    request = _read("blades", "We went for the bonus point on the picture round. Cross tinkers with the safe. Dice 4.")
    assert request.dice == (4,) and not request.modifiers


def test_a_bonus_die_stays_the_rules() -> None:
    request = _read("blades", "Cross tinkers with the safe, bonus die, Dice 4 2.")
    assert any(c.kind == "bonus_dice" and c.text == "bonus die" and c.used for c in request.reading)


def test_a_bloke_leaned_on_is_someone() -> None:
    request = _read("pbta", "Kit leans on the bloke from table 9 who's been texting answers in. Dice: 6 and 5")
    assert request.verbs and request.dice == (6, 5)


def test_a_time_with_its_seconds_is_the_scene() -> None:
    request = _read("fist", "Results: Ripper 3rd M40 in 1:42:10. Later Ripper bluffs the ranger. Boxcars")
    assert request.dice == (6, 6)


def test_a_maps_scale_is_the_scene() -> None:
    assert _read("fist", "Explorer OL7, 1:25 000, roll TACTICAL. Ripper takes a bearing: 6 and 1.").dice == (6, 1)


def test_a_measure_past_any_face_with_a_one_letter_unit_is_the_scene() -> None:
    request = _read("ghostburn", "Dex does first aid on Vex. Cloud base 900 m, Force 4. Dice 8 and 7.")
    assert request.actor == "Dex" and request.dice == (8, 7)


def test_a_labels_aside_before_its_colon_keeps_the_one_asked() -> None:
    request = _read("ghostburn", "The host's question for Dex, and it's not on the answer sheet: can he search the "
                                 "gents? Dice 8 and 8.")
    assert request.actor == "Dex" and request.dice == (8, 8)


def _walkers(tmp_path: Path) -> Path:
    sheet = tmp_path / "walkers.toml"
    sheet.write_text('system = "ghostburn"\n'
                     '[[character]]\nname = "Hamish Dunlop"\naka = ["Bothy", "Cairn"]\nluck = 1\n'
                     '[character.abilities]\nstrength = 3\nagility = 4\nintelligence = 2\nawareness = 3\n'
                     'presence = 2\n[character.skills]\nfirearms = 2\nathletics = 2\n\n'
                     '[[character]]\nname = "Priti Bose"\naka = ["Sweeper"]\nluck = 1\n'
                     '[character.abilities]\nstrength = 2\nagility = 2\nintelligence = 4\nawareness = 3\n'
                     'presence = 2\n[character.skills]\nmedicine = 3\n', encoding="utf-8")
    return sheet


def test_a_nickname_before_a_noun_closing_its_clause_is_a_thing(tmp_path: Path) -> None:
    request = _read("ghostburn", "Bothy night, no rush: Sweeper gives first aid to the lost walker. Dice: 6 and 2.",
                    _walkers(tmp_path))
    assert request.actor == "Priti Bose" and request.target is None


def test_an_english_nickname_ending_a_things_name_is_the_thing(tmp_path: Path) -> None:
    request = _read("ghostburn", "Cairn takes a single shot at the drone hovering over the summit cairn. 5 and 4.",
                    _walkers(tmp_path))
    assert request.actor == "Hamish Dunlop" and request.target is None


def test_the_noun_of_one_who_does_the_deed_is_no_deed(tmp_path: Path) -> None:
    request = _read("ghostburn", "Casualty Hamish, bleeding from a scalp cut. First aider Sweeper gives first aid "
                                 "with the club kit. Dice: 6 and 6.", _walkers(tmp_path))
    assert request.actor == "Priti Bose" and set(request.verbs) == {"First Aid"}


def test_a_forms_field_named_by_a_games_verb_is_no_deed() -> None:
    request = _read("ghostburn", "Route card. Escape route: the standard route down the ridge. At CP 8 Vex takes a "
                                 "single shot at the poacher. Dice 6, 6.")
    assert "Single Shot" in (request.trick, *request.verbs) and "Escape" not in request.verbs


def test_the_one_named_against_rolls_too_whatever_the_word() -> None:
    request = _read("fs3", "roll Alertness vs Keeper/4 - Zoe rolled 6 2 3 7 1, Keeper rolled 6 6 2 3")
    assert request.actor == "Zoe" and request.opponent is not None and request.opponent.faces == (6, 6, 2, 3)


def test_a_things_doing_after_a_possessive_is_the_scene() -> None:
    request = _read("pbta", "the warlord's sentry is watching from the track, so roll it. Kit braves the danger "
                            "under fire. Dice 3, 3.")
    assert request.actor == "Kit" and request.dice == (3, 3) and request.verbs == ("Brave Danger",)


def test_a_blow_inside_a_relative_clause_is_no_roll_of_the_roller() -> None:
    result = _resolved("fs3", "Zoe", "Zoe treats the barman who caught a dart in the arm. Dice 6 6 1 2")
    assert result.skill == "Medicine"


def test_a_tricks_deed_rolls_over_the_trick_of_its_aim() -> None:
    result = _resolved("ghostburn", "Vex", "Music round. Vex sneaks past the guard to peek at the answer sheet. "
                                          "Came up 9 and 10.")
    assert result.trick == "Sneak"


@pytest.mark.parametrize("said", ["lux 50", "humidity 45%", "altitude 1200", "open 24/7", "no. 14 of 20"])
def test_a_reading_an_idiom_of_hours_or_a_numbered_one_of_many_is_the_scene(said: str) -> None:
    request = _read("ghostburn", f"Vex sneaks past the guard, {said}, Wits Hard, rolled 3 4")
    assert request.dice == (3, 4) and request.difficulty == "Hard"


@pytest.mark.parametrize("phrase", [
    "Round 7 scores are in, we're joint 2nd. Ripper punches the guard, rolled 4 5.",
    "Tied for 3rd after the picture round. Ripper punches the guard, rolled 4 5.",
])
def test_a_place_shared_is_no_later_attack(phrase: str) -> None:
    request = _read("fist", phrase)
    assert request.attack_number is None and request.dice == (4, 5)


def test_a_time_a_finish_took_is_no_deed() -> None:
    request = _read("ghostburn", "Great day all! 18 km, finished in 6:42. Later Vex spent a luck point and went over "
                                 "the fence with an acrobatic stunt. Got 5 and 3.")
    assert request.actor == "Vex" and "Acrobatic Stunt" in (request.trick, *request.verbs) \
        and "Finishing Move" not in request.verbs


# Read after the museum set's (the session's hold-out) end score was taken.

@pytest.mark.parametrize("phrase", [
    "Gallery 4, the east wing. Vex hacks the climate terminal, Security Hard. Came up 3 and 3.",
    "Vex ducks under the gantry in Gallery 9, Wits Hard. Dice 2, 6.",
    "Crate 4 of 6, 120 kg. Vex sneaks past the guard, Wits Hard. Dice 2 6.",
    "Acc. no. 1987.45.3, oil on canvas. Vex sneaks past the guard, Wits Hard. Dice 2 6.",
])
def test_a_things_number_or_code_is_the_scene(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert request.dice in ((3, 3), (2, 6)) and request.difficulty == "Hard"


@pytest.mark.parametrize("phrase", [
    "Vex drops the RH from 45% to 20%, Security Hard. Came up 3 and 3.",
    "His phone's on 2% battery. Vex sneaks past the guard, Wits Hard. Dice 3 and 3.",
])
def test_a_share_of_the_scene_is_no_chance(phrase: str) -> None:
    request = _read("ghostburn", phrase)
    assert any(c.text.endswith("%") and c.note and "no chance" in c.note for c in request.reading)


def test_a_chance_said_in_per_cent_stays_the_players_working() -> None:
    request = _read("ghostburn", "Vex sneaks past the guard, needs 75%, Wits Hard, rolled 3 4")
    assert any(c.text.endswith("75%") and c.note and "working" in c.note for c in request.reading)


def test_a_condition_named_inside_a_noun_phrase_is_no_condition() -> None:
    request = _read("ghostburn", "Lot 10, all in the controlled environment store. Vex hacks the store door, Security "
                                 "Severe. Dice 10 and 10.")
    assert not any("environment" in c.key for c in request.cues)
    said = _read("ghostburn", "Vex sneaks past the guard in a harsh environment, Wits Hard, rolled 3 4")
    assert any("environment" in c.key for c in said.cues)


def test_a_traits_word_naming_a_kind_of_thing_is_no_trait() -> None:
    request = _read("ghostburn", "Two D-rings and a security screw. Vex climbs, DL Severe, rolled 3 4")
    assert request.difficulty == "Severe" and request.trait is None


def test_a_records_field_of_the_scene_in_a_game_without_difficulties() -> None:
    request = _read("blades", "Hazard: severe, the skylight glass is cracked. Cross consorts with the fence, controlled."
                              " Dice 5 and 1.")
    assert request.dice == (5, 1)
    with pytest.raises(PhraseError):
        _read("blades", "Cross consorts with the fence, severe. Dice 5 4.")


def test_a_range_of_things_lemminflect_lacks_is_the_scene() -> None:
    request = _read("fist", "Night round, 01:30, the duty manager walking Galleries 1 to 6. Ripper keeps his cover, "
                            "tactical. Dice 4 and 5.")
    assert request.dice == (4, 5)


def test_a_bonus_named_in_the_rules_keeps_its_value_beside_an_adjective_of_new() -> None:
    request = _read("fs3", "Zoe shoots the sign, Firearms, modest bonus for the new scope. Dice: 6 6 7 2 1 8.")
    assert [c.key for c in request.cues] == ["modest bonus"]


def test_a_group_action_led_is_the_action_in_lowercase_too() -> None:
    museum = Path(__file__).parents[1] / "phrases" / "fresh" / "setDQ" / "blades_partyDQ.toml"  # ('Frame', 'Lark')
    request = _read("blades", "Frame leads a group skirmish with Lark against the Red Sashes: Frame rolled 4 2 1, Lark "
                              "rolled 6 6.", museum)
    assert request.actor == "Corvina Hale" and "Skirmish" in (request.skill, *request.verbs)
