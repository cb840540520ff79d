"""Ghostburn: a DL step the post explains by the target's attitude ("she's fond of you, so down a step", "the guard
hates you lot, a step harder") is the Attitude step, counted once (rules §6.4, decision 11): the party file's attitude
when it gives the same one, the post's when it gives none; a post's attitude against the party file's, or a step of
another size, is asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_dice_in_the_plural import answered
from test_restated_numbers import EXAMPLES

from rollmate.command import main

READ = [
    # the fixer: Friendly, Wits Severe; the guard: Hostile, Wits Moderate
    ("Vex convinces the fixer; she's fond of you, which takes it down a step. 9 and 6",
     {"actor": "Vex", "trick": "Convince", "dice": [9, 6], "total": 21, "difficulty": {"name": "Hard", "value": 20},
      "outcome": "Success"}),
    ("The guard hates you lot, so it's a step harder. Vex convinces the guard: 7 and 6",
     {"actor": "Vex", "trick": "Convince", "dice": [7, 6], "total": 19, "difficulty": {"name": "Hard", "value": 20},
      "outcome": "Fade"}),
]


@pytest.mark.parametrize(("phrase", "want"), READ, ids=[w[0][:40] for w in READ])
def test_a_step_explained_by_the_sheets_attitude_is_that_step_once(phrase: str, want: dict[str, object],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    answered("ghostburn", "Vex", phrase, want, capsys)


def test_with_no_attitude_in_the_party_file_the_posts_attitude_is_the_step(tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    sheet = tmp_path / "party.toml"
    sheet.write_text((EXAMPLES / "ghostburn_party.toml").read_text()
                     + '\n[[npc]]\nname = "the courier"\nwits = "Hard"\nfort = "Easy"\n')
    code = main(["roll", "--sheet", str(sheet), "--as", "Vex", "--seed", "3", "--json",
                 "The courier is friendly to you, so a step easier. Vex convinces the courier: 9 6"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert '"name": "Moderate"' in out.out and '"outcome": "Cool Success"' in out.out, out.out


@pytest.mark.parametrize(("phrase", "named"), [
    ("The fixer hates you, so a step harder. Vex convinces the fixer: 9 6", "hates you"),  # the file: Friendly
    ("The guard hates you, so two steps harder. Vex convinces the guard: 9 6", "hates you"),  # the rule: one step
])
def test_an_attitude_or_step_the_rule_does_not_give_is_asked(phrase: str, named: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["roll", "--sheet", str(EXAMPLES / "ghostburn_party.toml"), "--as", "Vex", "--seed", "3", phrase])
    err = capsys.readouterr().err
    assert code == 2, err
    assert named in err, err
