"""A roll live-posted as a public thread: the thread's numbers ('🧵 1/5', '(3/6)', '2/3:'), hashtags, mentions, the
post's counts ('14 likes', '1.1k views'), a photo's alt text, a poll put to the followers, and an edit that corrects
a die by its face ('EDIT: the 1 was actually a 6'). The site's marks are the frame; the roll is read as if it stood
alone; the alt text says the dice again, or is where they are said."""

from __future__ import annotations

import pytest
from conftest import example_game, unused

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.posted import posted

FIST_PARTY, FIST = example_game("fist")
BLADES_PARTY, BLADES = example_game("blades")
PBTA_PARTY, PBTA = example_game("pbta")


@pytest.mark.parametrize("phrase", [
    "🧵 1/5 game night! effect: chef's kiss\n\n2/5 Ripper kicks the door in. rolled 4 5 #FIST #TTRPG",
    "ep. 12 of our campaign 🧵 1/3\n\n2/3: Ripper kicks the door in before the 03:00 window. rolled 4 & 5\n\n3/3: 88 reposts??",
    "(3/6) Ripper kicks the door in w/ @jess_rolls cheering. 4 and 5 🎲 #actualplay",
    "Ripper kicks the door in. 4 and 5. 14 likes already?? 1.1k views, 2,300 followers",
    "Ripper kicks the door in, rolled 4 and 5 [ALT: two white d6 showing 4 and 5]",
    "Ripper kicks the door in [ALT: photo of two white d6 showing a 4 and a 5] #FIST",
])
def test_the_sites_marks_are_the_frame(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 5), ())


def test_what_the_site_marks_is_shown_as_not_used() -> None:
    assert unused(parse("🧵 2/3 Ripper kicks the door in, 4 and 5 #FIST, 14 likes", FIST)) == [
        "🧵 2/3", "#FIST", "14 likes"]


def test_a_fraction_that_counts_no_thread_stays_asked() -> None:
    with pytest.raises(PhraseError):  # 5/3 counts no posts of a thread: what it is stays asked
        parse("5/3 Ripper kicks the door in, 4 and 5", FIST)
    assert posted("Ripper kicks the door in, 4 and 5")[1] == ()


def test_a_mention_opening_the_post_leaves_its_name() -> None:
    text, frames = posted("@GM_Marcus: and now the guard searches the van")
    assert text.startswith(" GM_Marcus:") and [f.part for f in frames] == ["tag"]


@pytest.mark.parametrize("phrase", [
    "poll 🗳️ what are Kit's chances to seduce the warlord?",
    "quick poll before I roll 🗳️ what are Kit's odds to seduce the warlord? (asking for my 2.3k followers)",
])
def test_a_poll_put_to_the_followers_is_a_question(phrase: str) -> None:
    request = parse(phrase, PBTA)
    assert (request.question, request.dice) == (True, None)


def test_an_edit_corrects_a_die_by_its_face() -> None:
    request = parse("Kit seduces the warlord, rolled 1 and 4\n\nEDIT: the 1 was actually a 6, it was under my cup",
                    PBTA)
    assert request.dice == (6, 4)
    with pytest.raises(PhraseError, match="more than one of the dice"):  # two dice showed it: which is asked
        parse("Kit seduces the warlord, rolled 4 and 4\n\nEDIT: the 4 was actually a 6", PBTA)


def test_a_harms_penalty_said_again_after_where_it_came_from() -> None:
    request = parse("Silas studies the ledger, with moderate harm from last night (-1d). 5 4", BLADES)
    assert [m.amount for m in request.modifiers] == [-1]
