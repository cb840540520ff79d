"""A loaded character's possessive, then a capitalised skill, opening the post ("Thorn's Prowl: 6,2", "GM: Cross's
Skirmish 3d: 4,4,1 → 4, partial", "Nemesis's Firearms: ...") names who rolls and the skill rolled, never a thing of
theirs; numbers after it that run on with a comma are the dice, while one closing its clause alone is the sheet's
rating said again. Phrasings written for this test; answers worked from the rules references and example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    # Blades: Thorn's Prowl 2, two dice; a 6 is a full success
    ("blades", "Thorn", "Thorn's Prowl: 6,2", {"actor": "Thorn", "skill": "Prowl", "dice": [6, 2],
                                              "outcome": "Full Success"}),
    # Blades: the GM reads out Cross's roll; Skirmish 3, three dice, best 4: a partial success
    ("blades", "Thorn", "GM: Cross's Skirmish 3d: 4,4,1 → 4, partial",
     {"actor": "Cross", "skill": "Skirmish", "dice": [4, 4, 1], "outcome": "Partial Success"}),
    # FS3: Firearms 4 + Reflexes 3 = 7 dice; 6+ succeeds: 7 and 8 are two successes
    ("fs3", "Nemesis", "Nemesis's Firearms: 1 2 3 4 5 7 8",
     {"actor": "Nemesis", "skill": "Firearms", "successes": 2, "outcome": "Success"}),
    # the rating said alone, closing its clause, is the sheet's number said again, and the dice come after it
    ("blades", "Thorn", "Thorn's Prowl: 2, so she slips past the watch: 6 2",
     {"actor": "Thorn", "skill": "Prowl", "dice": [6, 2], "outcome": "Full Success"}),
])
def test_a_possessive_and_a_skill_name_the_roll(game: str, seat: str, phrase: str, want: dict,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, seat, phrase, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in want} == want
