"""A roll filed the way software people file a bug: a ticket's code or tag before the title ("TICKET-77 ...", "INC-5:",
"[BUG] ..."), fields ("Steps:", "Actual:", "Expected:", "Severity:", "Priority:", "Status: closed"), numbered steps
run on in one line, issue numbers ("#1234"), and a vote for the ticket ("Comments: +1, same here"). The ticket's frame
is the table's, shown as not used; the roll is read as if it stood alone; a modifier or a question said in a field
still counts."""

from __future__ import annotations

import pytest
from conftest import example_game, roll

from rollmate.grammar import parse
from rollmate.grammar.listed import listed
from rollmate.grammar.raw import raw_tokens

FIST_PARTY, FIST = example_game("fist")


def test_a_tickets_code_is_no_minus() -> None:
    pieces = [(r.kind, r.text) for r in raw_tokens("TICKET-77 Ripper, INC-5: PR #88, WITS-1, Athletics-2")]
    assert ("word", "TICKET-77") in pieces and ("word", "INC-5") in pieces and ("word", "#88") in pieces
    assert ("signed", "-1") in pieces and ("signed", "-2") in pieces  # a rules word's minus stays one


@pytest.mark.parametrize("phrase", [
    "TICKET-77 Ripper kicks the door in. Actual: 4 and 5. Priority: low",
    "INC-5: Ripper kicks the door in, 4 and 5",
    "[BUG] Ripper kicks the door in\nActual: rolled 4 and 5\nSeverity: major\nStatus: closed",
    "TICKET-482: Ripper kicks in the bunker door\nSteps: 1. Ripper kicks in the door 2. rolled 4 and 5",
    "Status: resolved (great catch). Ripper kicks the door in, rolled 4 and 5",
])
def test_a_tickets_frame_is_the_tables(phrase: str) -> None:
    request = parse(phrase, FIST)
    assert (request.actor, request.dice, request.modifiers) == ("Ripper", (4, 5), ())


def test_a_modifier_or_a_question_said_in_a_field_still_counts() -> None:
    answer = roll("Environment: heavy rain, GM says -1\nSteps: Ripper kicks the door in\nActual: 4 and 3", FIST_PARTY,
                  system="fist")
    assert answer.modifier == roll("Ripper kicks the door in, 4 and 3", FIST_PARTY, system="fist").modifier - 1
    for phrase in ("Question (not a bug): Ripper kicks the door in. Expected: odds of success? Haven't rolled yet.",
                   "Question: Ripper kicks the door in. Expected: odds of success? Nobody has rolled yet.",
                   "Ripper kicks the door in, what are the odds? No dice yet.",
                   "Ripper kicks the door in, odds? No dice rolled yet."):  # nothing rolled, said of no one
        request = parse(phrase, FIST)
        assert (request.actor, request.question, request.dice) == ("Ripper", True, None), phrase


def test_a_vote_for_the_ticket_is_no_bonus() -> None:
    request = parse("TICKET-3301: Ripper kicks the door in, 1 and 2\nComments: +1, same thing happened to me", FIST)
    assert (request.dice, request.modifiers) == ((1, 2), ())


def test_numbered_steps_run_on_in_one_line() -> None:
    assert listed("Steps: 1. Ripper kicks in the door 2. rolled 4 and 2")[0].split() == [
        "Steps:", "Ripper", "kicks", "in", "the", "door", "rolled", "4", "and", "2"]
    assert listed("rolled 4. 3. Ugh")[0] == "rolled 4. 3. Ugh"  # no list opened: what '3' is stays asked


def test_who_plays_a_name_nobody_loaded_in_a_ticket_is_asked() -> None:
    from rollmate.errors import PhraseError

    with pytest.raises(PhraseError, match="anyone called 'Quill'"):
        parse("[BUG] Steps: 1. Quill (the new player's character) kicks the door in 2. rolled 6 and 6", FIST)

