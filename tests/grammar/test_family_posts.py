"""A roll posted the way a family writes to each other: a greeting and who is writing ("Hi everyone its Nana here
...."), the roll buried in the news, dice told in dots or read out by someone else, the letter's sign-off with kisses
or after a dash, a postscript, brackets of the writer's own news or of who plays whom, apostrophes left out. The
frame is the table's, shown as not used; the roll is read as if it stood alone."""

from __future__ import annotations

import pytest
from conftest import example_game, roll, unused

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse

GHOSTBURN_PARTY, GHOSTBURN = example_game("ghostburn")
FIST_PARTY, FIST = example_game("fist")
FS3_PARTY, FS3 = example_game("fs3")
BLADES_PARTY, _ = example_game("blades")


@pytest.mark.parametrize(("phrase", "frame"), [
    ("Hello all, during the firefight Vex sneaks past the guard.... I got a 6 and a 2", "Hello all,"),
    ("Hi everyone its Nana here.... Vex sneaks past the guard, 6 and 2", "Hi everyone its Nana here."),
    ("Vex sneaks past the guard, 6 and 2. Love Nana xx", "Love Nana xx"),
    ("Vex sneaks past the guard, 6 and 2. Lots of love, Nana xoxo", "Lots of love, Nana xoxo"),
    ("Vex sneaks past the guard.... 6 and 2 - Grandad", "- Grandad"),
    ("Vex sneaks past the guard.... 6 and 2.... PS the dog needs worming again at 3", "PS the dog needs worming again at 3"),
    ("Vex sneaks past the guard (Nana and I watched a film last night!!) 6 and 2", "(Nana and I watched a film last night!!)"),
    ("Vex (Nanas character) sneaks past the guard. 6 and 2", "(Nanas character)"),
    ("Vex sneaks past the guard, 6 and 2 xx", "xx"),
])
def test_the_letters_frame_is_the_tables(phrase: str, frame: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))
    assert frame in unused(request)


def test_a_postscript_holding_the_only_dice_is_asked() -> None:
    with pytest.raises(PhraseError, match="dice of this roll"):
        parse("Vex sneaks past the guard. PS I rolled 6 and 2", GHOSTBURN)


def test_a_name_after_a_phrase_of_when_or_where_acts() -> None:
    for phrase in ("On Tuesday the 14th (in the game) Jonesy kicks in the door, I got a 4 and a 3",
                   "during the firefight Jonesy throws himself flat to dodge the grenade, I got a 4 and a 3"):
        assert roll(phrase, FIST_PARTY, system="fist", actor="Jonesy").actor == "Jonesy", phrase


def test_faces_told_in_dots() -> None:
    request = parse("Ripper KICKS IN THE DOOR of the lighthouse.... 5 dots and 4 dots.... PS the dog needs worming", FIST)
    assert request.dice == (5, 4)
    cross = roll("Wreck roll, I've got 1 dot, smashing the lamp: 4", BLADES_PARTY, system="blades")
    assert cross.dice == (4,)  # a rating's dots, where the game counts them so


def test_a_throw_then_its_faces_is_one_roll() -> None:
    assert parse("Vex sneaks past the guard.... I threw the dice and got a 5 and a 2", GHOSTBURN).dice == (5, 2)


def test_who_a_writer_posts_for_holds_the_seat() -> None:
    request = parse("Hi all, Dad here posting for Dex (the tall one).... he hacks the door, two fives!! - Dad", GHOSTBURN)
    assert (request.actor, request.dice) == ("Dex", (5, 5))


def test_weighing_before_a_question_with_no_comma() -> None:
    request = parse("Before I roll anything what are the chances of Vex talking the bouncer into it?", GHOSTBURN)
    assert request.question and request.actor == "Vex"


def test_a_question_of_the_chances_said_with_its_verb_in_the_singular() -> None:
    request = parse("Nana here.... whats the chances of Vex charming the bouncer? I havent rolled yet", GHOSTBURN)
    assert request.question and request.actor == "Vex" and request.target == "the bouncer"


def test_an_action_asked_before_nothing_rolled_yet_is_a_question() -> None:
    request = parse("sneak past the guard? I haven't rolled yet", GHOSTBURN)
    assert request.question and request.dice is None


def test_knowing_my_luck_spends_none() -> None:
    request = parse("Vex whacks the guard with a pipe.... 6 and 5.... knowing my luck he will still get away lol",
                    GHOSTBURN)
    assert request.spends == () and request.verbs == ("Melee Strike",)


def test_what_someone_else_said_or_will_do_is_the_scene() -> None:
    assert parse("Dex hacks the door.... 3 and 3. Grandad said just push the button lol", GHOSTBURN).verbs == ("Street Hack",)
    assert parse("Jonesy tinkers with the radio but Dad says roll +tactical as hes just hitting it, 3 and 4",
                 FIST).abilities == ("Tactical",)


def test_dice_read_out_by_someone_at_the_table() -> None:
    request = parse("Ripper picks the lock with advantage.... Mum read them out as 6, 2 and 5", FIST)
    assert request.dice == (6, 2, 5)


def test_a_gm_introducing_themself_in_brackets() -> None:
    with pytest.raises(RulesError, match="the guard"):
        roll("Grandad here (GM today), the guard fires his pistol at Ripper, I rolled 4 and 4", FIST_PARTY,
             system="fist", actor="Ripper")


def test_a_war_die_on_it_then_its_face() -> None:
    request = parse("Ripper smashes the crate open, 1 and 3. Jonesy puts a war die on it, that came up 4.", FIST)
    assert request.dice == (1, 3) and request.spends[0].faces == (4,)


def test_so_she_takes_her_time_follows_from_the_clause_before() -> None:
    result = roll("Nemesis fixes the old wireless set, theres no rush so she is taking her time.... 5 5 4 3 2",
                  FS3_PARTY, system="fs3", actor="Nemesis")
    assert len(result.dice) == 5  # Technician's 3 dice and 2 for the time taken


def test_a_helper_named_in_a_clause_of_meanwhile() -> None:
    request = parse("Nemesis stitches the pilots arm while Zoe helps her, she got a Good Success on her bit. "
                    "my dice 6, 1, 2, 3", FS3)
    assert [h.name for h in request.helpers] == ["Zoe"] and request.target is None


def test_an_age_past_any_face_after_at() -> None:
    request = parse("Nemesis tiptoes past the guard (never sneaked in her life at 81!).... 7, 2 and 3", FS3)
    assert request.dice == (7, 2, 3)


def test_how_many_dice_said_in_a_word_before_their_faces() -> None:
    silas = roll("Silas fights off the dog, I rolled two and took the lowest, a 5 and a 2", BLADES_PARTY,
                 system="blades")
    assert silas.dice == (5, 2)
    with pytest.raises(RulesError, match="You say 3 dice"):
        roll("Silas fights off the dog, I rolled three and took the lowest, a 5 and a 2", BLADES_PARTY,
             system="blades")
