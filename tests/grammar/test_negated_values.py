"""A rules value said with a negation is not applied: "no +1 from the scope", "without the +1 for the crowbar", "not
spending a war die", "no push", "the +1 for the high ground doesn't apply", and a rule said not to move the
difficulty ("the rain doesn't make it harder", "won't raise it a step", "it's not one step harder") moves nothing.
"Read as" shows the denied words as not applied. A value said plainly beside such words is still applied.
Phrasings written for this test; answers worked from the rules references and the example sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(game: str, seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / f"{game}_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


def _picked(got: dict, want: dict) -> dict:
    """The answer's fields `want` names (a record's, only the keys it names)."""
    return {k: got.get(k) if not isinstance(v, dict) else {kk: (got.get(k) or {}).get(kk) for kk in v}
            for k, v in want.items()}


@pytest.mark.parametrize(("game", "seat", "phrase", "want", "denied"), [
    # PbtA: Sable's Sharp +2; 3 + 4 + 2 = 9, a weak hit (the +1 would have made it a strong hit)
    ("pbta", "Sable", "Sable rolls +Sharp, no +1 from the scope: 3 and 4",
     {"actor": "Sable", "dice": [3, 4], "modifier": 2, "total": 9, "outcome": "Weak Hit"}, "no +1 from the scope"),
    # PbtA: the -1 said not taken: still 9
    ("pbta", "Sable", "Sable rolls +Sharp: 3 and 4, and I'm not taking the -1 for the cold",
     {"modifier": 2, "total": 9, "outcome": "Weak Hit"}, "not taking the -1 for the cold"),
    # PbtA: denied after the value, its reason between
    ("pbta", "Sable", "Sable rolls +Sharp: 3 and 4; the +1 for the high ground doesn't apply",
     {"modifier": 2, "total": 9, "outcome": "Weak Hit"}, "+1 for the high ground doesn't apply"),
    # FIST: Ripper's FORCEFUL +2; 3 + 3 + 2 = 8, a partial success
    ("fist", "Ripper", "Ripper kicks the door in, FRC, 3 and 3, without the +1 for the crowbar",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "modifier": 2, "total": 8,
      "outcome": "Partial Success"}, "without the +1 for the crowbar"),
    # FIST: no war die rolled or spent
    ("fist", "Ripper", "Ripper kicks the door in, FRC, 3 and 3, not spending a war die",
     {"extra_dice": [], "total": 8, "outcome": "Partial Success"}, "not spending a war die"),
    # Blades: Thorn's Prowl 2 is two dice with no push; a 5 is a partial success
    ("blades", "Thorn", "Thorn prowls past the watch, risky, no push: 5 and 2",
     {"skill": "Prowl", "dice": [5, 2], "outcome": "Partial Success"}, "no push"),
    # Blades: no assist die either; a 6 is a full success
    ("blades", "Thorn", "Thorn prowls past the watch, risky, without the +1d from an assist: 6 and 2",
     {"skill": "Prowl", "dice": [6, 2], "outcome": "Full Success"}, "without the +1d from an assist"),
    # Blades: Cross's Prowl 1 is one die; help said not given adds none, and the helper is no one acted on
    ("blades", "Cross", "Cross prowls past the watch, risky, not helped by Thorn: 5",
     {"skill": "Prowl", "dice": [5], "target": None, "outcome": "Partial Success"}, "not helped by Thorn"),
    ("blades", "Cross", "Cross prowls past the watch, risky, with no help from Thorn: 5",
     {"skill": "Prowl", "dice": [5], "target": None, "outcome": "Partial Success"}, "no help from Thorn"),
    # FS3: Firearms 4 + Reflexes 3 = 7 dice, no bonus die; 7 and 8 are two successes
    ("fs3", "Nemesis", "Nemesis shoots at the drone, no +1 for the scope: 1 2 3 4 5 7 8",
     {"skill": "Firearms", "modifier": 0, "successes": 2, "outcome": "Success"}, "no +1 for the scope"),
    # Ghostburn: Stealth 2 + Agility 4 = +6; 4 + 5 + 6 = 15 against Hard (20), which the fog does not move: a Fade
    ("ghostburn", "Vex", "Vex sneaks past the guard, DL Hard, the fog doesn't make it any harder: 4 5",
     {"skill": "Stealth", "difficulty": {"name": "Hard", "value": 20}, "total": 15, "outcome": "Fade"},
     "fog doesn't make it any harder"),
    # Ghostburn: Moderate (14) stays Moderate: 15 is a Success
    ("ghostburn", "Vex", "Vex sneaks past the guard, DL Moderate; the rain won't raise it a step: 4 5",
     {"difficulty": {"name": "Moderate", "value": 14}, "total": 15, "outcome": "Success"},
     "rain won't raise it a step"),
    # Ghostburn: Persuade 2 + Presence 3 + pump 1 = +6; Hard, one step up for the Hostile guard only (not the rain,
    # said not to count): Severe (26)
    ("ghostburn", "Vex", "Vex persuades the guard, DL Hard, and the rain doesn't make it harder: 4 5",
     {"skill": "Persuade", "difficulty": {"name": "Severe", "value": 26}, "total": 15, "outcome": "Glitch"},
     "rain doesn't make it harder"),
    ("ghostburn", "Vex", "Vex persuades the guard, DL Hard, and the rain doesn't count: 4 5",
     {"skill": "Persuade", "difficulty": {"name": "Severe", "value": 26}}, "rain doesn't count"),
    # Ghostburn: a step said not so, and a signed step denied
    ("ghostburn", "Vex", "Vex sneaks past the guard, DL Hard, it's not one step harder: 4 5",
     {"difficulty": {"name": "Hard", "value": 20}, "outcome": "Fade"}, "it's not one step harder"),
    ("ghostburn", "Vex", "Vex sneaks past the guard, DL Hard, no +1 step for the dark: 4 5",
     {"difficulty": {"name": "Hard", "value": 20}, "outcome": "Fade"}, "no +1 step for the dark"),
])
def test_a_value_said_with_a_negation_is_not_applied(game: str, seat: str, phrase: str, want: dict, denied: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, seat, phrase, capsys)
    assert code == 0, err
    assert _picked(got, want) == want
    shown = [c for c in got["reading"]["clauses"] if not c["used"]]
    assert [c["text"] for c in shown if c["kind"] == "not applied"] == [denied]


@pytest.mark.parametrize(("game", "seat", "phrase", "want"), [
    # a negation in another clause denies nothing: the +1 is added (3 + 4 + 2 + 1 = 10, a strong hit)
    ("pbta", "Sable", "Sable rolls +Sharp, no doubt about it, +1 from the scope: 3 and 4",
     {"modifier": 3, "total": 10, "outcome": "Strong Hit"}),
    # said plainly, the step is taken: Moderate one step up is Hard (20)
    ("ghostburn", "Vex", "Vex sneaks past the guard, DL Moderate, the rain raises it a step: 4 5",
     {"difficulty": {"name": "Hard", "value": 20}, "outcome": "Fade"}),
    ("ghostburn", "Vex", "Vex sneaks past the guard, DL Hard, +1 step for the dark: 4 5",
     {"difficulty": {"name": "Severe", "value": 26}, "outcome": "Glitch"}),
    # help said as a noun, as a commentator says it: Cross's Prowl 1 and the assist's die
    ("blades", "Cross", "Cross prowls past the watch, risky, and there's the assist from Thorn: 5 2",
     {"dice": [5, 2], "outcome": "Partial Success"}),
    ("blades", "Cross", "Cross prowls past the watch with an assist from Thorn, risky: 6 2",
     {"dice": [6, 2], "outcome": "Full Success"}),
])
def test_a_value_said_plainly_is_still_applied(game: str, seat: str, phrase: str, want: dict,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(game, seat, phrase, capsys)
    assert code == 0, err
    assert _picked(got, want) == want
    assert not any(c["kind"] == "not applied" for c in got["reading"]["clauses"])


def test_a_value_asked_about_is_no_denial(capsys: pytest.CaptureFixture[str]) -> None:
    # "no desperate?": the player asks, and two positions said are asked about, never one taken silently
    code, _, err = _roll("blades", "Thorn", "Thorn prowls past the watch, risky... no desperate? the GM said both, 5 2",
                         capsys)
    assert code == 2
    assert "position" in err.lower()
