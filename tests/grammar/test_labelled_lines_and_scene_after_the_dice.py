"""Lines of code that label whose dice follow with an arrow ('nemesis => [7, 7, 2]'), read as a label's colon; and a
noun of the table with its number closing a post whose dice are already said ('..., round 2'), the scene's, no more
dice. Phrasings written for this test; answers worked from the FS3 rules reference and the example sheet."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _fs3(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("arrow", ["=>", "->", "→"])
def test_a_name_and_an_arrow_opening_a_line_label_its_dice(arrow: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Nemesis: Melee 3 + Brawn 2, five dice, two successes (7s); Mavros: Melee 3 + Brawn 3, six dice, one (8)
    phrase = (f"```\nroll Nemesis/Melee vs Mavros/Melee\nnemesis {arrow} [7, 7, 2, 1, 3]\nmavros  {arrow} "
              "[8, 2, 1, 1, 3, 4]\n```")
    code, got, err = _fs3("Nemesis", phrase, capsys)
    assert code == 0, err
    assert (got["dice"], got["successes"], got["opposed"]["their_successes"], got["opposed"]["net"]) == (
        [7, 7, 2, 1, 3], 2, 1, 1)


@pytest.mark.parametrize("phrase", [
    "Mavros vaults the fence, Athletics: 7 2 3 8 1 4 6 (the chase, round 2)",
    "Mavros vaults the fence, Athletics: 7 2 3 8 1 4 6. round 2",
    "Mavros vaults the fence, Athletics -> [7, 2, 3, 8, 1, 4, 6]  // the chase, round 2",
])
def test_a_number_of_the_table_after_the_dice_is_the_scenes(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Athletics 4 + Brawn 3: seven dice, as said
    code, got, err = _fs3("Mavros", phrase, capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"]) == ("Athletics", [7, 2, 3, 8, 1, 4, 6])
    assert any(c["kind"] == "scene" and c["text"] == "round 2" for c in got["reading"]["clauses"])


def test_a_number_of_the_table_with_no_dice_said_is_still_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _fs3("Mavros", "Mavros vaults the fence, Athletics, round 2", capsys)
    assert code == 2
    assert "'2'" in err
