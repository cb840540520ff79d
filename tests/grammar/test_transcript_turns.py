"""A transcript of several speakers pasted as one post is read as its turns: timestamps, speakers' labels and stage
directions are the frame; a player's "(as X)" makes every turn of theirs X's; the GM's turns before the dice call
the roll, the GM's turns after them are the result; another speaker's chatter is the scene; faces said with pauses
between them are one run; and a speaker's 'I' is the character they play."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = {name: get_system(name).vocabulary(load_party([EXAMPLES / f"{name}_party.toml"]))
         for name in ("ghostburn", "fist", "blades", "pbta", "fs3")}


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> dict:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


def _get(answer: dict, dotted: str) -> object:
    for part in dotted.split("."):
        answer = answer[part]
    return answer


@pytest.mark.parametrize(("game", "seat", "phrase", "fields"), [
    # a player's mapping holds for their later turns; the GM's turn gives the position; a bystander's quip goes
    ("blades", "Nyx", "[12:04:31] PAT (as Thorn): Thorn slips along the gutter, Prowl. [12:04:35] GM: desperate, "
                      "sorry. [12:04:36] (dice rattle) [12:04:38] PAT: five... and two. [12:04:40] LEE: yikes",
     {"actor": "Thorn", "skill": "Prowl", "ability.score": 2, "dice": [5, 2], "total": 5,
      "outcome": "Partial Success", "blades.position": "Desperate"}),
    # the GM names the roller and the roll; the player (nobody maps them) says the dice as words
    ("blades", "Nyx", "[0:12:10] GM: Silas, that's Attune, and it's controlled. [0:12:14] RIA: (rolling) six. four.",
     {"actor": "Silas", "skill": "Attune", "ability.score": 2, "dice": [6, 4], "total": 6,
      "outcome": "Full Success", "blades.position": "Controlled"}),
    # bracketed handles; the GM's turn after the dice is the GM on the result, its number no modifier
    ("fist", "Vex", "[Referee] Jonesy, the lock's old, TACTICAL [Morgan] jonesy jimmies it [Morgan] 4 3 "
                    "[Referee] that's 9, fine",
     {"actor": "Jonesy", "ability.name": "Tactical", "dice": [4, 3], "modifier": 2, "total": 9,
      "outcome": "Partial Success"}),
    # the speaker's 'I' is the character they play, not the seat of the one who pasted the chunk
    ("fist", "Ripper", "REF: the drone swoops low at you. ALEX (as Vex): I duck under it, Reflexive. (dice clatter) "
                       "ALEX: two and six",
     {"actor": "Vex", "ability.name": "Reflexive", "dice": [2, 6], "modifier": 1, "total": 9,
      "outcome": "Partial Success"}),
    # a false start at a dash goes; a transcriber's note goes; the faces said across a pause are one run
    ("ghostburn", "Vex", "DEV (as Dex): Can I - I wanna sneak past the guard. [inaudible] GM: sure, Sneak. "
                         "DEV: (dice) seven... and six.",
     {"actor": "Dex", "trick": "Sneak", "dice": [7, 6]}),
])
def test_a_transcript_reads_the_call_the_action_and_the_dice(game: str, seat: str, phrase: str, fields: dict,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    answer = _roll(game, seat, phrase, capsys)
    assert {k: _get(answer, k) for k in fields} == fields


def test_each_mark_of_the_transcript_is_shown_with_its_note() -> None:
    phrase = "[00:01:02] GM: Vex, roll Sneak past the guard. [00:01:05] (dice) [00:01:06] SAM (as Vex): nine and two [00:01:07] JO: lol"
    from rollmate.grammar.turns import NOTES  # noqa: PLC0415 (the module this file tests, loaded where it is used)

    request = parse(phrase, GAMES["ghostburn"])
    shown = {c.text: c.note for c in request.reading if not c.used}
    assert shown["[00:01:02]"] == NOTES["timestamp"]
    assert shown["(dice)"] == NOTES["stage"]
    assert shown["GM:"] == "the turn of the GM: gave the speaker, roll, action"  # where each value came from
    assert shown["SAM (as Vex):"] == "the turn of SAM, as Vex: gave the dice"
    assert shown["JO:"] == shown["lol"] == NOTES["chatter"]
    assert (request.actor, request.dice) == ("Vex", (9, 2))


@pytest.mark.parametrize(("game", "phrase", "word"), [
    # two players each say their own roll in one chunk: asked about, never one picked
    ("fist", "ALEX (as Vex): Vex vaults the rail, Reflexive. (dice) ALEX: 5 5. SAM (as Ripper): Ripper kicks the door, "
             "Forceful. SAM: 3 2", "5"),
])
def test_two_rolls_in_one_chunk_are_asked_about(game: str, phrase: str, word: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, GAMES[game])


@pytest.mark.parametrize(("game", "phrase", "fields"), [
    ("fist", "Jonesy picks the lock, TACTICAL. Jonesy has plus two tactical, for the record. 4 4",
     {"actor": "Jonesy", "dice": [4, 4], "modifier": 2, "total": 10}),
    ("pbta", "Kit keeps her cool under fire, act under pressure. my cool is plus two, fyi. 3 3",
     {"actor": "Kit", "dice": [3, 3], "total": 9}),
])
def test_a_rating_said_again_with_its_sign_aloud_is_checked_not_added(game: str, phrase: str, fields: dict,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    answer = _roll(game, fields["actor"], phrase, capsys)
    assert {k: _get(answer, k) for k in fields} == fields


def test_working_said_aloud_after_the_dice_is_no_input(capsys: pytest.CaptureFixture[str]) -> None:
    answer = _roll("ghostburn", "Dex", "[00:10:00] GM: Vex, sneak past the guard. [00:10:03] KAI: (dice) four and "
                                       "five, uh, plus nine... eighteen? [00:10:05] NOOR: eighteen total??", capsys)
    assert (answer["actor"], answer["trick"], answer["dice"]) == ("Vex", "Sneak", [4, 5])
    working = [c["text"] for c in answer["reading"]["clauses"] if c["kind"] == "working"]
    assert working == ["plus nine... eighteen?", "eighteen total??"]


@pytest.mark.parametrize("phrase", ["Vex, you're dodging bullets, REFLEXIVE. 3 4",
                                    "you're dodging bullets, Vex. REFLEXIVE 3 4"])
def test_a_contracted_pronoun_is_nobodys_name(phrase: str) -> None:
    request = parse(phrase, GAMES["fist"])
    assert (request.actor, request.dice) == ("Vex", (3, 4))


def test_a_post_with_one_label_is_no_transcript() -> None:
    request = parse("GM: Vex, roll Sneak. 9 2", GAMES["ghostburn"])
    assert (request.actor, request.dice) == ("Vex", (9, 2))
    assert not any(c.kind in ("timestamp", "stage", "gm turn", "roller turn", "chatter") for c in request.reading)
