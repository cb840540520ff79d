"""A thing faced after 'vs' (a hazard such as 'the toxin' or 'the nerve gas', or a lowercase thing after an article
that names no person) is read the same way in every game. In Ghostburn, where the other side rolls no pool, it is
named and the Difficulty Level said is what the roll is against; "Read as" shows both; without a level the rules ask
for one. In FS3 a hazard rolls no pool, so it is the scene; anything else after 'vs' may roll and is asked about. In
FIST, PbtA and Blades, where no one but the player rolls, a thing faced is the scene and the roll goes ahead; a person
there ('vs the thug') is still refused with the game's reason. A capitalised name nobody has ('vs Dexx') is asked
about everywhere."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main

SHEET = str(EXAMPLES / "ghostburn_party.toml")


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_thing_faced_with_its_level(capsys: pytest.CaptureFixture[str]) -> None:
    # Vex: Resilience 3 alone, a [Basic] roll: 6 + 7 + 3 = 16 against Hard (20) fails
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "--seed", "3", "--json",
                 "Vex rolls resilience vs the nerve gas, DL Hard, 6 7"])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert (got["ability"]["name"], got["total"], got["difficulty"]["name"]) == ("Resilience", 16, "Hard")
    assert got["outcome"] == "Glitch"  # a [Basic] roll short of its DL fails (JSON outcome Glitch)


def test_read_as_shows_the_level_and_what_is_faced(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "--seed", "3", "Vex rolls resilience vs the guard, DL Hard, 6 7"])
    assert code == 0
    assert "against Hard (facing the guard)" in capsys.readouterr().out


@pytest.mark.parametrize(("phrase", "word"), [
    ("Vex rolls resilience vs the nerve gas, 6 7", "Difficulty Level"),
    ("Vex rolls resilience vs Dexx, DL Hard, 6 7", "Dexx"),
])
def test_what_cannot_be_told_is_asked(phrase: str, word: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "--seed", "3", phrase])
    assert code == 2 and word in capsys.readouterr().err


def test_a_hazard_is_named_in_ghostburn_as_any_thing_faced(capsys: pytest.CaptureFixture[str]) -> None:
    # Vex: Resilience 3 alone: 4 + 5 + 3 = 12 against Hard (20): a [Basic] failure, the same reading as 'nerve gas'
    code = main(["roll", "--sheet", SHEET, "--as", "Vex", "Vex: Resilience vs the toxin, DL Hard, rolled 4 5"])
    out = capsys.readouterr().out
    assert code == 0
    assert "against Hard (facing the toxin)" in out and "12" in out and "Glitch" in out


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    # FS3: Nemesis's Alertness; 4 5 6 holds one success (7+ hits on a d8 pool)
    ("fs3", "Nemesis", "Nemesis: Alertness vs the nerve gas, rolled 4 5 6",
     {"actor": "Nemesis", "dice": [4, 5, 6], "successes": 1, "outcome": "Success"}),
    # FIST: FORCEFUL +2: 4 + 5 + 2 = 11, a success (10 or more)
    ("fist", "Ripper", "Ripper: FORCEFUL vs the nerve gas, rolled 4 5",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "total": 11, "outcome": "Success"}),
    # PbtA: Brave Danger rolls +Cool (2), Kit's forward +1: 4 + 5 + 2 + 1 = 12, a strong hit
    ("pbta", "Kit", "Kit braves danger vs the storm, rolled 4 5",
     {"actor": "Kit", "skill": "Brave Danger", "total": 12, "outcome": "Strong Hit"}),
    # Blades: Cross's Prowl 1, one die: 4 is a partial success, risky/standard as said
    ("blades", "Cross", "Cross: Prowl vs the raging storm, risky standard, rolled 4",
     {"actor": "Cross", "skill": "Prowl", "dice": [4], "outcome": "Partial Success"}),
])
def test_a_hazard_is_the_scene_where_no_pool_opposes(game: str, seat: str, phrase: str, want: dict[str, object],
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, seat, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got.get(k) for k in want} == want
    assert any(c["kind"] == "scene" and c["text"].startswith(("vs the", "against a")) and not c["used"]
               for c in got["reading"]["clauses"]), got["reading"]


@pytest.mark.parametrize(("game", "seat", "phrase", "word"), [
    ("fs3", "Nemesis", "Nemesis: Alertness vs the sentry drone, rolled 4 5 6", "sentry drone"),
    ("fist", "Ripper", "Ripper: FORCEFUL vs the thug, rolled 4 5", "vs the thug"),
    ("blades", "Cross", "Cross: Prowl vs the guard, risky standard, rolled 4", "vs the guard"),
])
def test_what_may_be_someone_is_still_asked(game: str, seat: str, phrase: str, word: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(game, seat, phrase, capsys)
    assert code == 2 and word in err
