"""The other side of an FS3 opposed roll as posts write it: its dice under a label that names it as the phrase said it
('vs a guard rated 3 ... guard: 7 2 1', 'Sentry's dice: ...'), an opponent called only 'an NPC' (a bare rating, named
by the rules), what each side rolls in brackets after its name ('Mavros (Stealth) vs Nemesis (Perception)'), and the
kind of roll said as a label before the line ('Opposed: ...', 'this was an opposed roll: ...')."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str], who: str = "Nemesis") -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", who, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


# Nemesis: Melee 3 + Brawn 2 = 5 dice, Firearms 4 + Reflexes 3 = 7; Mavros: Stealth 2 + Reflexes 2 = 4. An NPC rated
# 3 rolls 3 + 2 = 5 dice. A 6, 7 or 8 is a success.
READ = [
    ("Nemesis (Melee) vs a guard rated 3. Nemesis: 6 7 2 1 3. guard: 7 2 1 3 4",
     {"actor": "Nemesis", "skill": "Melee", "dice": [6, 7, 2, 1, 3], "successes": 2,
      "opposed": {"against": "guard", "their_successes": 1, "net": 1, "verdict": "Marginal Victory"}}),
    ("Nemesis brawls at the docks (Melee) vs a longshoreman rated 3. Nemesis: 1 2 3 4 5. Longshoreman: 6 8 8 2 1",
     {"actor": "Nemesis", "successes": 0,
      "opposed": {"against": "longshoreman", "their_successes": 3, "net": -3}}),
    ("Nemesis (Melee) against an NPC rated 3. Nemesis: 6 7 2 1 3. NPC: 7 2 1 3 4",
     {"actor": "Nemesis", "opposed": {"against": "NPC (rating 3)", "their_successes": 1, "net": 1}}),
    ("Nemesis fences the duellist, Melee, opposed by an NPC rated 3. rolled 6 6 6 2 1; the NPC rolled 6 1 2 3 4",
     {"actor": "Nemesis", "successes": 3, "opposed": {"against": "NPC (rating 3)", "their_successes": 1, "net": 2}}),
    ("roll Firearms vs Sentry/4. Nemesis's dice: 2 3 6 1 5 7 8; Sentry's dice: 6 7 1 2 3 8",
     {"actor": "Nemesis", "skill": "Firearms", "successes": 3,
      "opposed": {"against": "Sentry", "their_successes": 3, "net": 0, "verdict": "Draw"}}),
    # what each side rolls, in brackets after its name: Perception is Nemesis's, not an attribute of Mavros's roll
    ("Mavros (Stealth) vs Nemesis (Perception). Mavros rolled 6 7 2 1; Nemesis rolled 7 2 1",
     {"actor": "Mavros", "skill": "Stealth", "ability": {"name": "Reflexes", "score": 2}, "successes": 2,
      "opposed": {"against": "Nemesis", "their_successes": 1, "net": 1}}),
    ("Opposed: Mavros (Stealth) vs Nemesis (Perception). Mavros rolled 6 7 2 1; Nemesis rolled 7 2 1",
     {"actor": "Mavros", "skill": "Stealth", "successes": 2, "opposed": {"against": "Nemesis", "net": 1}}),
    ("Item 10. Opposed: Mavros (Stealth) v. Nemesis (Perception) in the drill. Mavros rolled 6 7 2 1; Nemesis rolled "
     "7 2 1", {"actor": "Mavros", "skill": "Stealth", "opposed": {"against": "Nemesis", "their_successes": 1}}),
    ("The grudge was settled in the mess. It was agreed this was an opposed roll: Nemesis (Melee) v. Mavros (Melee). "
     "Nemesis's dice: 8 6 2 3 1; Mavros's dice: 6 1 2 8 1 1",
     {"actor": "Nemesis", "skill": "Melee", "successes": 2,
      "opposed": {"against": "Mavros", "their_successes": 2, "net": 0, "verdict": "Draw"}}),
    ("Contest: Mavros (Stealth) v. Nemesis (Perception). Mavros rolled 1 1 2 1; Nemesis rolled 7 7 1",
     {"actor": "Mavros", "successes": 0, "opposed": {"against": "Nemesis", "their_successes": 2, "net": -2}}),
    # a colon after the other side opens each side's dice, labelled by name (Mavros: Melee 3 + Brawn 3 = 6 dice)
    ("Nemesis Melee vs Mavros: Nemesis 6 7 2 1 3, Mavros 7 2 1 3 4 1",
     {"actor": "Nemesis", "successes": 2, "opposed": {"against": "Mavros", "their_successes": 1, "net": 1}}),
    # a pronoun's dice, when the other one named has dice said as theirs, are the actor's
    ("Nemesis shoves past Mavros, Melee vs Melee. He rolled 6 7 2 1 3 and Mavros rolled 7 2 1 3 4 1",
     {"actor": "Nemesis", "successes": 2, "opposed": {"against": "Mavros", "their_successes": 1, "net": 1}}),
    ("Nemesis shoves past Mavros, Melee vs Melee. Mavros's dice: 7 7 1 3 4 1. She got 6 7 2 1 3",
     {"actor": "Nemesis", "successes": 2, "opposed": {"against": "Mavros", "their_successes": 2, "net": 0}}),
    ("Nemesis Melee vs Mavros Melee: Mavros 8 8 1 2 3 4, Nemesis 6 1 2 1 3",
     {"actor": "Nemesis", "successes": 1, "opposed": {"against": "Mavros", "their_successes": 2, "net": -1}}),
]


@pytest.mark.parametrize(("phrase", "want"), READ, ids=[p for p, _ in READ])
def test_the_other_side_as_posts_write_it(phrase: str, want: dict, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    for key, value in want.items():
        if isinstance(value, dict):
            for sub, v in value.items():
                assert got[key][sub] == v, (key, sub, got[key])
        else:
            assert got[key] == value, (key, got[key])


ASKED = [
    # no one opposes: the guard is only the one shot at, so whose dice these are is asked
    ("Nemesis shoots at the guard. Nemesis: 6 7 2 1 3 1 1. guard: 7 2 1 3 4", "guard"),
    # a pronoun's dice where the other one has none of their own: whose?
    ("Nemesis shoves past Mavros, Melee vs Melee. He rolled 6 7 2 1 3 1", "he"),
    # two rolls said for the other side
    ("Mavros (Stealth) vs Nemesis (Perception) (Alertness). Mavros rolled 6 7 2 1", "Alertness"),
    # an NPC without a rating
    ("Nemesis (Melee) vs an NPC. rolled 6 7 2 1 3", "rated"),
]


@pytest.mark.parametrize(("phrase", "word"), ASKED, ids=[p for p, _ in ASKED])
def test_a_side_that_cannot_be_told_is_asked(phrase: str, word: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(phrase, capsys)
    assert code == 2 and word in err, err


def test_an_unknown_owner_is_named_without_its_s(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("Nemesis Melee 6 7 2 1 3, the guard's dice: 7 2 1 3 4", capsys)
    assert code == 2 and "anyone called 'guard'" in err, err
