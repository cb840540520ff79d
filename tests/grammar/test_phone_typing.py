"""Lines typed on a phone: the phone's sign-off closing the post ("Sent from my iPhone") is how it was sent, never a
rules word or the dice's owner; and 'he' / 'she' agree with the one they stand for ('she' is never 'the barman')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party, parse_sheet
from rollmate.rules.system import get_system


def _vocab(system: str):  # type: ignore[no-untyped-def]
    return get_system(system).vocabulary(load_party([EXAMPLES / f"{system}_party.toml"]))


@pytest.mark.parametrize(("system", "phrase", "dice", "named"), [
    ("ghostburn", "Vex talks the bouncer down 6 3 sent from my phone", (6, 3), "Convince"),
    ("ghostburn", "Dex climbs the fence, 2 and 9. Sent from my Samsung Galaxy.", (2, 9), "Athletic Move"),
    ("blades", "Thorn studies the map 4 5 Sent via Gmail for Android", (4, 5), "Study"),
    ("fs3", "Zoe rolls Firearms 1 5 7 8 sent using my tablet", (1, 5, 7, 8), "Firearms"),
])
def test_a_phones_sign_off_is_how_the_post_was_sent(system: str, phrase: str, dice: tuple[int, ...],
                                                    named: str) -> None:
    request = parse(phrase, _vocab(system))
    assert request.dice == dice
    assert named in (request.skill, request.trick, *request.abilities, *request.verbs)
    signed = [c for c in request.reading if c.kind == "device"]
    assert len(signed) == 1 and signed[0].text.lower().startswith("sent") and not signed[0].used


@pytest.mark.parametrize("phrase", [
    "Vex shoots the guard 5 4, sent from my iPhone 12",  # a number in it: never taken for the phone's
    "Vex shoots the guard, sent via the sewer 5 4",  # no phone: the words stay the post's
])
def test_a_sign_off_with_no_phone_or_with_a_number_is_no_sign_off(phrase: str) -> None:
    try:
        request = parse(phrase, _vocab("ghostburn"))
    except PhraseError:
        return
    assert not [c for c in request.reading if c.kind == "device"]


_PARTY = parse_sheet({"system": "ghostburn", "character": [{
    "name": "Vex", "favored": "Stealth", "luck": 1,
    "abilities": {"presence": 3, "agility": 4, "strength": 2, "intelligence": 2, "awareness": 2, "resilience": 3},
    "skills": {"stealth": 2, "persuade": 2}}], "npc": [
    {"name": "the barman", "wits": "Hard", "fort": "Moderate", "threat": 4},
    {"name": "the waitress", "wits": "Hard", "fort": "Easy", "threat": 2},
    {"name": "the duchess", "wits": "Severe", "fort": "Easy", "threat": 2}]}, "test-party.toml")
_VOCAB = get_system("ghostburn").vocabulary(_PARTY)


@pytest.mark.parametrize(("phrase", "want"), [
    ("Vex slips past the barman. She is Inspired. 4 4", [("inspired", "actor")]),
    ("Vex tiptoes by the barman, she's inspired", [("inspired", "actor")]),
    ("Vex charms the waitress, he's wounded", [("wounded", "actor")]),
    ("Vex sweet-talks the duchess. He’s still Wounded from the duel", [("wounded", "actor")]),
    ("Vex charms the waitress, she's distracted", [("distracted", "target")]),  # the last named, as before
    ("Vex slips past the barman, he's distracted", [("distracted", "target")]),
])
def test_he_or_she_is_the_last_one_named_they_can_be(phrase: str, want: list[tuple[str, str]]) -> None:
    assert [(c.key, c.who) for c in parse(phrase, _VOCAB).cues] == want


def test_she_after_a_man_acted_on_is_the_one_who_acts_and_her_state_counts() -> None:
    plain = roll("Vex sneaks past the barman. 4 4", _PARTY)
    inspired = roll("Vex sneaks past the barman. She's still Inspired from the heist… 4 4", _PARTY)
    assert plain.difficulty.value - inspired.difficulty.value == 6  # one band easier (Ghostburn's DLs are 6 apart)


@pytest.mark.parametrize(("system", "phrase", "actor", "dice", "slip"), [
    ("ghostburn", "Dez climbs the fence 4 4 *Dex", "Dex", (4, 4), "Dez"),
    ("ghostburn", "Vex shoots the guard, rollef 3 9 *rolled", "Vex", (3, 9), "rollef"),
    ("ghostburn", "Vez shoots the guard 3 9 (Vex* stupid phone)", "Vex", (3, 9), "Vez"),
    ("blades", "Thorm studies the map 4 5 *Thorn", "Thorn", (4, 5), "Thorm"),
])
def test_a_starred_word_takes_the_place_of_the_slip_spelled_like_it(system: str, phrase: str, actor: str,
                                                                     dice: tuple[int, ...], slip: str) -> None:
    request = parse(phrase, _vocab(system))
    assert (request.actor, request.dice) == (actor, dice)
    assert [c.text for c in request.reading if c.note and c.note.startswith("corrected to")] == [slip]


def test_a_star_two_slips_are_as_close_to_is_not_guessed() -> None:
    with pytest.raises(PhraseError, match="Vez"):
        parse("Vez climbs, Vet watches, 4 4 *Vex", _vocab("ghostburn"))


@pytest.mark.parametrize(("phrase", "named"), [
    ("Nyx picks the lock, controlled… or risky? 3 5", ("controlled", "risky")),
    ("Thorn studies the map, standard, maybe great? 4 5", ("standard", "great")),
    ("Cross skirmishes, risky, nah desperate 2 6", ("risky", "desperate")),
    ("Silas tinkers with the lock. Limited… no, wait, perhaps standard? 6 1", ("limited", "standard")),
])
def test_a_value_said_in_doubt_after_another_is_asked_about(phrase: str, named: tuple[str, str]) -> None:
    from rollmate.errors import RulesError

    with pytest.raises((PhraseError, RulesError)) as asked:
        roll(phrase, load_party([EXAMPLES / "blades_party.toml"]), system="blades")
    assert all(word in str(asked.value).lower() for word in named)


def test_a_value_word_describing_a_noun_stays_the_scenes() -> None:
    request = parse("Nyx picks the lock, no desperate measures, risky, 3 5", _vocab("blades"))
    assert [c.key for c in request.cues] == ["risky"]


@pytest.mark.parametrize(("system", "phrase", "dice"), [
    ("ghostburn", "Vex shoots the guard 3 9 relieved tbh", (3, 9)),
    ("ghostburn", "Dex climbs the fence. 1 1 typical", (1, 1)),
    ("ghostburn", "Vex talks the bouncer down 6 6 glad she bought it lol", (6, 6)),
    ("pbta", "Kit goes aggro on the warlord 5 5 figures", (5, 5)),
])
def test_a_remark_on_the_dice_right_after_them_is_the_scene(system: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert parse(phrase, _vocab(system)).dice == dice


@pytest.mark.parametrize(("system", "phrase", "dice"), [
    ("fist", "Vex kicks the door in with advantage (one leg's broken) 3 4 6", (3, 4, 6)),
    ("ghostburn", "Dex climbs the fence, Wits Hard (two guards below) 4 4", (4, 4)),
    ("pbta", "Kit goes aggro on the warlord +1 forward (3 raiders behind him) 5 5", (5, 5)),
])
def test_a_count_opening_a_bracket_is_the_scenes(system: str, phrase: str, dice: tuple[int, ...]) -> None:
    request = parse(phrase, _vocab(system))
    assert request.dice == dice and request.group_size is None


@pytest.mark.parametrize(("system", "phrase", "dice"), [
    ("blades", "Nyx picks the lock 2 6 (I know I know zero dice lol)", (2, 6)),
    ("ghostburn", "Dex climbs the fence 4 4 (yes I know, DL Hard)", (4, 4)),
    ("pbta", "Kit goes aggro on the warlord 5 5 (ok so I did it)", (5, 5)),
])
def test_an_aside_in_brackets_right_after_the_dice_is_a_part_of_its_own(system: str, phrase: str,
                                                                        dice: tuple[int, ...]) -> None:
    assert parse(phrase, _vocab(system)).dice == dice


def test_vs_a_hazard_says_what_the_roll_is_against() -> None:
    # FS3: the other side of an opposed roll rolls a pool; a hazard rolls none, so it is the scene
    request = parse("Tug rolls Grit vs the cold. 6 2 1 7", _vocab("fs3"))
    assert request.dice == (6, 2, 1, 7) and request.opponent is None
    assert [c.used for c in request.reading if c.kind == "scene" and c.text.startswith("vs")] == [False]
    # Ghostburn: what is faced is named beside the Difficulty Level the GM set (tests/grammar/test_a_thing_faced.py)
    request = parse("Dex rolls Resilience vs the poison, GM says Hard, 6 6", _vocab("ghostburn"))
    assert request.dice == (6, 6) and request.opponent is not None and request.opponent.name == "the poison"


def test_vs_someone_nobody_knows_is_still_asked_for_a_rating() -> None:
    with pytest.raises(PhraseError, match="rating"):
        parse("Dex rolls Resilience vs the watchman, 6 6", _vocab("ghostburn"))
