"""'Read as' says each rules value once: a devil's bargain and the price said after its colon are one bargain, shown
with the price's words beside it, never as two bargains; and the action's words quoted in the steps are those of the
sentence the action stands in, never the scene's sentence before it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _answer(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> str:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "3", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


def test_a_devils_bargain_and_its_price_are_one_bargain(capsys: pytest.CaptureFixture[str]) -> None:
    line = _answer("blades", "Cross", "Cross takes the devil's bargain: the charts get wet. Prowl, risky/standard, 4 3",
                   capsys).splitlines()[0]
    assert line.count("devil's bargain '") == 1, line
    assert "devil's bargain 'takes the devil's bargain', 'the charts get wet' (the bargain's price)" in line, line
    assert "devils bargain" not in line, line


def test_a_push_alone_is_said_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    line = _answer("blades", "Cross", "Cross pushes herself and prowls, risky/standard, 4 3", capsys).splitlines()[0]
    assert "push 'pushes herself'" in line, line


def test_the_steps_quote_the_actions_own_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    out = _answer("ghostburn", "Vex", "Bay 3, ramp 2, the lift rated 3.5 tonnes, all signed off. Meanwhile Vex searches "
                  "the yard from the office window for the stolen plates. Dice: 4 and 4.", capsys)
    step = next(line for line in out.splitlines() if line.startswith("1. "))
    assert "'Meanwhile Vex searches the yard from the office window for the stolen plates' is Search" in step, step
    assert "Bay 3" not in step, step
