"""'Read as' shows a position or effect the GM rated with the rules word's own words: a number of the scene said
before it ('this one', 'that one') is no part of the words it came from; a setup said before it still is."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _read_as(phrase: str, capsys: pytest.CaptureFixture[str]) -> str:
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", "Cross", "--seed", "3", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out.splitlines()[0]


@pytest.mark.parametrize(("phrase", "shown"), [
    ("Cross cuts down the thug, the GM rated this one controlled: 5 2 1", "position Controlled"),
    ("Cross cuts down the thug, GM calls that one desperate, 5 2 1", "position Desperate"),
    ("Cross cuts down the thug, the GM made this one great effect: 5 2 1", "effect Great"),
])
def test_a_value_rated_for_this_one_is_shown_as_its_own_word(phrase: str, shown: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    line = _read_as(phrase, capsys)
    assert shown in line, line
    assert "one" not in line.split(shown, 1)[1].split(";")[0], line


def test_a_setup_said_before_the_value_is_still_shown_with_it(capsys: pytest.CaptureFixture[str]) -> None:
    line = _read_as("Cross cuts down the thug after Thorn's distraction for +1 effect, 5 2 1", capsys)
    assert "effect Great (from 'Thorn's distraction for +1 effect')" in line, line
