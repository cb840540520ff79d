"""A FIST war die's face said after 'it' ("throws the war die in, it shows a 5", "it comes up 6") is the war die's
face, added to the total, never a base die. Phrasings written for this test; answers worked from
the rules references (../shared/rules) fist.md (war dice, bands) and examples/fist_party.toml (Ripper: FORCEFUL +2, 2 war dice)."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


@pytest.mark.parametrize(("phrase", "dice", "war", "total"), [
    # 4 + 3 + FORCEFUL 2 = 9, + the war die's 5 = 14: a Success (two base dice not both 6: no Ultra)
    ("Ripper punches the guard: 4 3, and throws the war die in, it shows a 5.", [4, 3], [5], 14),
    # 2 + 1 + 2 = 5, + 6 = 11: a Success
    ("Ripper punches the guard and throws the war die in; it comes up 6. Base dice 2 and 1", [2, 1], [6], 11),
])
def test_the_face_after_it_is_the_war_die(phrase: str, dice: list[int], war: list[int], total: int,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(EXAMPLES / "fist_party.toml"), "--as", "Ripper", "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    assert code == 0, out.err
    got = json.loads(out.out)
    assert (got["dice"], got["extra_dice"], got["modifier"], got["total"], got["outcome"]) == \
        (dice, war, 2, total, "Success")
