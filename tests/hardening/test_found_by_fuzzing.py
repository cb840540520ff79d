"""Inputs the fuzz suite found, kept as plain examples so they are checked on every run whatever hypothesis draws.

(The limits they led to are tested in test_limits.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzzkit import EXAMPLES, game, party, vocabulary

from rollmate.command import main
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice


@pytest.mark.parametrize("text", ["automatic cool success basic elbow",
                                  "fort easy, using agility, I'm automatic cool success"])
def test_an_automatic_outcome_on_a_basic_roll_has_odds_that_sum_to_1(text: str) -> None:
    g = game("ghostburn")
    result = g.resolve(parse(text, vocabulary("ghostburn")), party("ghostburn"), RandomDice(7))
    assert result.outcome == "Cool Success"
    assert [(c.outcome, c.probability) for c in result.odds] == [("Cool Success", 1.0)]


def test_a_second_run_on_the_same_roll_log_knows_the_luck_already_spent(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, sheet = str(tmp_path / "rolls.db"), str(EXAMPLES / "ghostburn_party.toml")
    spend = ["roll", "--sheet", sheet, "--db", db, "--seed", "1", "Vex: roll Persuade vs Hard with luck"]
    assert main(spend) == 0
    assert main(spend) == 2  # Vex has 1 Luck Point on the sheet, spent by the first run
    assert "no Luck Points left" in capsys.readouterr().err
    assert main(["roll", "--sheet", sheet, "--seed", "1", "Vex: roll Persuade vs Hard with luck"]) == 0  # no log


@pytest.mark.parametrize("system", ["ghostburn", "fs3", "fist", "pbta", "blades"])
@pytest.mark.parametrize("text", ["abseil, 0 dice, 1st attack, abseil", "climb 1st-4", "roll the dice, 2nd of them, 4 5",
                                  "climb, 3rd-3 4"])
def test_an_ordinal_where_a_count_or_a_face_may_stand_is_read_as_words(system: str, text: str) -> None:
    """'1st', '2nd' are numbers as pieces of the phrase, but never a count of dice ('the dice, 2nd of them') nor a
    face before a dash ('1st-4'): the phrase gets an answer or a refusal, never an internal error."""
    from rollmate.errors import RollmateError

    try:
        game(system).resolve(parse(text, vocabulary(system)), party(system), RandomDice(7))
    except RollmateError as refused:
        assert str(refused)
