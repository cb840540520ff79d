"""One war die said in the singular and given two faces ('war die 2+1', 'war die 2 5'): a war die shows one face,
so the second number is a bonus on it (a hook's +1 said again, counted once) or a question; never two war dice
spent in silence. A count of faces that is one is said in the singular ('needs 1 war-die face')."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fist_party.toml"), "--as", who, "--seed", "3", "--json", phrase])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(("phrase", "named"), [
    ("Ripper smashes the crate, rolled 3 4, war die 2+1", ("war die 2, +1", "war dice 2 1")),
    ("Ripper smashes the crate, rolled 3 4, war die 2 5", ("war die 2", "war die 5", "war dice 2 5")),
    ("Ripper shoulders the door: 6 1 and the war die is 4+2", ("war die 4, +2", "war dice 4 2")),
])
def test_one_war_die_with_two_faces_is_asked_about(phrase: str, named: tuple[str, ...],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("Ripper", phrase, capsys)
    assert code == 2, out
    assert all(f"'{words}'" in err for words in named), err


def test_a_hooks_plus_one_typed_on_the_war_dies_face_is_that_hook_counted_once(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("Ripper", "Ripper smashes the crate with WINNER, rolled 3 4, war die 2+1", capsys)
    assert code == 0, err
    got = json.loads(out)
    assert (got["dice"], got["extra_dice"], got["modifier"], got["total"]) == ([3, 4], [2], 3, 12)


def test_war_dice_said_in_the_plural_keep_their_faces(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("Ripper", "Ripper smashes the crate, rolled 3 4, war dice 2 5", capsys)
    assert code == 0, err
    assert json.loads(out)["extra_dice"] == [2, 5]


def test_one_face_needed_is_said_in_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("Ripper", "Ripper smashes the crate, rolled 3 4, one war die: 2 5", capsys)
    assert code == 2, out
    assert "needs 1 war-die face (d6)" in err, err
