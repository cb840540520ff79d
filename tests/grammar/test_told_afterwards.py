"""A roll told afterwards, the way a player retells a game to friends or a forum: in the past tense, with the teller's
words to the audience around it ("I kid you not", "Looking back", "For those who don't play ..."), remarks of their
own ("RIP Ripper, 2021-2024.", "Great session all round."), who someone is ("our crew's Lurk, Nyx,", "Jonesy - he's
the big guy -"), whose deed it was ("boxcars on Ripper's punch"), and numbers of the telling that are no dice (upvotes
in thousands, spans of years, the table's 30th session, a vote's count). The telling is the frame, shown as not used;
the roll is read as if it stood alone."""

from __future__ import annotations

import pytest
from conftest import example_game, roll, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse

GHOSTBURN_PARTY, GHOSTBURN = example_game("ghostburn")
FIST_PARTY, FIST = example_game("fist")
FS3_PARTY, FS3 = example_game("fs3")
PBTA_PARTY, PBTA = example_game("pbta")
BLADES_PARTY, BLADES = example_game("blades")


@pytest.mark.parametrize(("phrase", "aside"), [
    ("I kid you not, Vex sneaked past the guard, 6 and 2", "I kid you not,"),
    ("I kid you not: Vex sneaked past the guard, 6 and 2", "I kid you not:"),
    ("Long story short, Vex sneaked past the guard, 6 and 2", "Long story short,"),
    ("For those who don't play Ghostburn 2: Vex sneaked past the guard, 6 and 2", "For those who don't play Ghostburn 2:"),
    ("Question for the forum: Vex sneaked past the guard, 6 and 2", "Question for the forum:"),
    ("RIP Dex, 2021-2024. Vex sneaked past the guard, 6 and 2", "RIP Dex, 2021-2024"),
    ("Great session all round. Vex sneaked past the guard, 6 and 2", "Great session all round"),
])
def test_the_tellers_words_to_the_audience_are_the_frame(phrase: str, aside: str) -> None:
    request = parse(phrase, GHOSTBURN)
    assert (request.actor, request.verbs, request.dice) == ("Vex", ("Sneak",), (6, 2))
    assert aside in unused(request)


def test_a_great_session_is_no_great_effect() -> None:
    answer = roll("Great session. Cross skirmished with the guard, 4 2 1", BLADES_PARTY, system="blades")
    assert (answer.actor, answer.extra["blades"]["effect"]) == ("Cross", "Standard")


def test_who_someone_is_before_or_after_their_name() -> None:
    answer = roll("So our crew's Lurk, Thorn, picked the lock on the vault, risky/standard, and I rolled a 6",
                  BLADES_PARTY, system="blades")
    assert (answer.actor, answer.skill) == ("Thorn", "Tinker")
    request = parse("Jonesy - he's the big guy - kicked the door in, 4 and 4", FIST)
    assert (request.actor, request.dice) == ("Jonesy", (4, 4))
    assert "- he's the big guy -" in unused(request)
    with pytest.raises(PhraseError, match="anyone called 'Zed'"):
        parse("Zed - he's the big guy - kicked the door in, 4 and 4", FIST)  # who he is never makes him known
    with pytest.raises(PhraseError, match="anyone called 'Gronk'"):
        parse("Gronk (our fifth player's guy) kicked the door in, 4 and 4", FIST)


@pytest.mark.parametrize("phrase", [
    "I kid you not, boxcars on Ripper's punch at the checkpoint",
    "snake eyes on Ripper's punch, the whole table groaned",
])
def test_whose_deed_it_was_says_who_rolled(phrase: str) -> None:
    assert parse(phrase, FIST).actor == "Ripper"


def test_the_past_tense_told_after_a_phrase_of_when() -> None:
    request = parse("last session Vex did a Single Shot at the guard from across the hall. What were her odds?",
                    GHOSTBURN)
    assert (request.actor, request.trick, request.question) == ("Vex", "Single Shot", True)
    assert roll("Tug carefully rigged the charges under the bridge, rolled 6 6 2 1 3 4", FS3_PARTY,
                system="fs3").actor == "Tug"


def test_taking_ones_time_said_in_the_past_is_the_same_bonus() -> None:
    answer = roll("Tug took his time rigging the charges under the bridge, no rush, rolled 8 8 8 1 2 3",
                  FS3_PARTY, system="fs3")
    assert (answer.actor, answer.skill, answer.modifier) == ("Tug", "Demolitions", 2)


@pytest.mark.parametrize("phrase", [
    "Looking back, what were Ripper's odds when she kicked the door in?",
    "what were Ripper's odds when she kicked the door in?",
    "what was Ripper's chance when she kicked the door in? Feels like she was doomed.",
])
def test_odds_asked_of_a_roll_told_afterwards(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.question, request.dice) == ("Ripper", True, None)


@pytest.mark.parametrize(("phrase", "faces"), [
    ("Ripper kicked the door in, 4 and 5. Edit: 2k upvotes?! thanks all", (4, 5)),
    ("Ripper kicked the door in (our 30th session!), 4 and 5", (4, 5)),
    ("Ripper kicked the door in before the 5-4 vote, rolled 4 and 5", (4, 5)),
    ("Ripper kicked the door in, 4 and 5. RIP Ripper, 2021-2024.", (4, 5)),
    ("GM said it was easy but made us roll anyway: Ripper kicked the door in, 4 and 5", (4, 5)),
])
def test_the_tellings_numbers_are_no_dice(phrase: str, faces: tuple[int, ...]) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice) == ("Ripper", faces), phrase


def test_a_single_face_and_a_stat_rolled_in_the_past() -> None:
    assert parse("Cross wrecked the back door. Rolled a single 6.", BLADES).dice == (6,)
    request = parse("Kit rolled +cool when the lights went out, got a 6 and a 1.", PBTA)
    assert (request.actor, request.abilities, request.dice) == ("Kit", ("Cool",), (6, 1))


def test_the_referee_granting_a_bonus_names_who_rolls() -> None:
    answer = roll("GM gave Ripper +1 for the crowbar when she broke the hinge, 3 and 3.", FIST_PARTY, system="fist")
    assert (answer.actor, tuple(answer.dice)) == ("Ripper", (3, 3))
    assert answer.modifier == roll("Ripper breaks the hinge, 3 and 3", FIST_PARTY, system="fist").modifier + 1


def test_a_roll_praised_names_no_skill() -> None:
    request = parse("Nemesis patched up our pilot: 6 6 6 2 3 4. Best roll of my life, and I've been playing since "
                    "2016.", FS3)
    assert (request.actor, request.skill, request.dice) == ("Nemesis", None, (6, 6, 6, 2, 3, 4))


def test_trading_position_for_effect_said_in_the_past() -> None:
    answer = roll("Thorn traded position for effect and hunted the lookout on the bell tower, rolled a 4.", BLADES_PARTY,
                  system="blades")
    assert (answer.extra["blades"]["position"], answer.extra["blades"]["effect"]) == ("Desperate", "Great")


def test_a_roll_asked_about_in_the_past_rolls_nothing() -> None:
    request = parse("Should I have rolled Prowl instead?", BLADES)
    assert (request.skill, request.question, request.dice) == ("Prowl", True, None)
