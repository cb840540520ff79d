"""A rules-lawyer's FS3 post: the argument around the roll never changes it.

- Rules talk ('RAW', 'RAI', 'SRD') or a sentence saying what something is ('RAW this is ... for +2') is never a
  background skill's name, whatever number follows it.
- A cue's own number said apart from the cue, with no reason of its own ('careful work is +2 by the book. Zoe takes
  her time ...', "so it's the -3 instead. ..., outside your specialty") is the cue's number said again: counted once.
  'instead' right after a number that no skill is said with is the ruling's word, not defaulting to a skill.
- In the referee's line, 'I' is the referee: the one a roll is called of ('Mavros, roll athletics') rolls."""

from __future__ import annotations

import json

import pytest
from test_rating_said_bare import reads
from test_restated_numbers import _roll

# (who, phrase, fields it must give)
READ = [
    # rules talk before a number is no skill's name
    ("Nemesis", 'RAW this is "a steady aim" for +1. Nemesis shoots the drone: 1 2 3 4 5 6 7 8',
     {"skill": "Firearms", "modifier": 1, "#dice": 8}),
    ("Zoe", "RAI it's +2, the SRD is clear. Zoe repairs the engine: 1 2 3 4 5 6 7 8",
     {"skill": "Technician", "modifier": 2, "#dice": 8}),
    # a cue's number said apart from it: once
    ("Zoe", "Careful work is +2 by the book. Zoe takes her time repairing the engine: 1 2 3 4 5 6 7 8",
     {"skill": "Technician", "modifier": 2, "#dice": 8}),
    ("Nemesis", "You wanted more, but it's the -3 instead. Nemesis shoots the drone, outside her specialty: "
                "1 2 3 4", {"skill": "Firearms", "modifier": -3, "#dice": 4}),
    # one with a reason of its own is another modifier
    ("Zoe", "Zoe takes her time repairing the engine, +2 for the good tools: 1 2 3 4 5 6 7 8 1 2",
     {"skill": "Technician", "modifier": 4, "#dice": 10}),
    # the referee's 'I'
    ("Nemesis", "GM: I'll allow it this once. Mavros, roll athletics: 1 2 3 4 5 6 7",
     {"actor": "Mavros", "skill": "Athletics", "#dice": 7}),
    ("Nemesis", "GM: I don't buy the bonus. Zoe, roll technician: 1 2 3 4 5 6",
     {"actor": "Zoe", "skill": "Technician", "modifier": 0, "#dice": 6}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), READ, ids=[r[1][:40] for r in READ])
def test_the_argument_around_an_fs3_roll_never_changes_it(who: str, phrase: str, want: dict[str, object],
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    reads("fs3", who, phrase, want, capsys)


def test_instead_after_a_skill_still_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll("fs3", "Nemesis", "Nemesis shoots the drone, Firearms-3 instead: 1 2 3 4", capsys)
    assert code == 0, err
    assert "defaulting" in json.dumps(json.loads(out))
