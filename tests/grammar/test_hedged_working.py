"""A player unsure of the rules shows their working with hedges and question marks: a running sum ('so 6', 'is 8?'),
the sheet's numbers added in ('plus his Forceful 2', 'her 4 plus Reflexes 3', 'plus 6 from Presence and Persuade'),
the rule of keeping dice in words ('so I keep the worst two?'), what a rule gives ('taking her time, so +2?', two
assists 'so +3'), the attribute roll said the rules' way ('Everyman plus Grit'). All of it is their working or the
sheet said again: checked, never added a second time. And four slips that once gave a wrong answer with confidence:
a weapon held as a tool, an NPC named another way after 'vs', war dice asked about that the pool lacks, and a value
said to be someone else's."""

from __future__ import annotations

import json

import pytest
from test_restated_numbers import _roll

# (game, who, phrase, the contract's fields it must give, the note a piece of working carries or None)
READ = [
    ("fist", "Ripper", "Ripper kicks the hatch in, Forceful. 5 and 1, so 6, plus his Forceful 2 is 8? partial maybe?",
     {"dice": [5, 1], "modifier": 2, "total": 8, "outcome": "Partial Success"}, "your working: it adds up"),
    ("pbta", "Boone", "Boone: roll +hard. 3 and 3, so... 5? that's a miss?",  # a slip in the sum: the rules' total
     {"dice": [3, 3], "modifier": 3, "total": 9, "outcome": "Weak Hit"}, "your working: 3 + 3 makes 6, not 5"),
    ("ghostburn", "Vex", "Vex convinces the bouncer, Persuade vs Easy. I got 4 and 2, so 6, plus 6 from Presence and "
     "Persuade = 12?", {"dice": [4, 2], "modifier": 6, "total": 12, "outcome": "Success"}, None),
    ("fs3", "Nemesis", "Nemesis shoots at the drone with Firearms, that's 7 dice? her 4 plus Reflexes 3. 1 2 3 4 5 6 7",
     {"skill": "Firearms", "dice": [1, 2, 3, 4, 5, 6, 7], "successes": 2, "modifier": 0}, None),
    ("fist", "Jonesy", "the GM gave Jonesy advantage? so 3 dice and keep the best two. Jonesy rigs the charge, "
     "Tactical. dice 6, 2, 5", {"dice": [6, 2, 5], "total": 13, "outcome": "Success"}, None),
    ("fist", "Ripper", "Ripper has disadvantage, he's half blind. Forceful, shoving the door. 6 3 2 ...so I keep the "
     "worst two?", {"dice": [6, 3, 2], "total": 7, "outcome": "Partial Success"}, None),
    ("blades", "Thorn", "Thorn swings at the thug, Skirmish. she has Skirmish 0 so that's zero dice? two dice and the "
     "lower one? 5 and 3", {"ability": {"name": "Skirmish", "score": 0}, "dice": [5, 3], "total": 3}, None),
    ("fs3", "Zoe", "Zoe repairs the nav console, taking her time, so +2? Technician. 1 2 3 4 5 6 7 8",
     {"modifier": 2, "dice": [1, 2, 3, 4, 5, 6, 7, 8], "successes": 3}, None),
    ("fs3", "Elodie", "Elodie patches the reactor with Zoe and Tug helping, Zoe got a Good Success and Tug got a "
     "Success, so +3. Technician. 1 2 3 4 5 6 7 8 1 2 3", {"modifier": 3, "successes": 3}, None),
    ("fs3", "Tug", "roll Grit? Tug keeps going through the storm. that's Everyman plus Grit so 4 dice? 2 3 7 8",
     {"skill": "Grit", "ability": {"name": "Grit", "score": 3}, "dice": [2, 3, 7, 8], "successes": 2}, None),
    # a weapon held as a tool: the verb says what is done with it
    ("fist", "Ripper", "Ripper shoves the guard back with the stock of his rifle. 3 and 4",
     {"ability": {"name": "Forceful", "score": 2}, "total": 9}, None),
    ("fist", "Ripper", "Ripper smashes the lamp with the grip of his pistol. 3 and 4",
     {"ability": {"name": "Forceful", "score": 2}}, None),
    # the sheet's NPC 'the goon', named as the contract's own example names it
    ("fs3", "Nemesis", "roll Melee vs Goon/3, right? Nemesis rolled 7 7 1 2 3 and the goon rolled 7 1 2 3 4",
     {"opposed": {"against": "Goon", "their_successes": 1, "net": 1, "verdict": "Marginal Victory"}}, None),
    # a value said, then said to be someone else's: not this roll's
    ("pbta", "Sable", "Sable: roll +cool. 4 and 3, and I get +1 ongoing from the crew? no wait that was Boone, sorry, "
     "no ongoing for me", {"modifier": 1, "total": 8}, None),
    ("pbta", "Sable", "Sable: roll +cool. 4 and 3, and the GM gave me +1 forward? no wait, that was Boone's.",
     {"modifier": 1, "total": 8}, None),
]


@pytest.mark.parametrize(("game", "who", "phrase", "want", "note"), READ, ids=[r[2][:40] for r in READ])
def test_hedged_working_is_checked_never_added(game: str, who: str, phrase: str, want: dict[str, object],
                                               note: str | None, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _roll(game, who, phrase, capsys)
    assert code == 0, err
    got = json.loads(out)
    assert {k: got[k] for k in want} == want
    if note is not None:
        assert note in [c["note"] for c in got["reading"]["clauses"]]


# (game, who, phrase, words the refusal names)
REFUSED = [
    ("fs3", "Nemesis", "Nemesis shoots at the drone with Firearms, her 3 plus Reflexes 3. 1 2 3 4 5 6",
     ["'her 3'", "Firearms is 4"]),
    ("fs3", "Elodie", "Elodie patches the reactor with Zoe and Tug helping, Zoe got a Good Success and Tug got a "
     "Success, so +2. Technician. 1 2 3 4 5 6 7 8 1 2 3", ["+2", "+3 dice together"]),
    ("fist", "Jonesy", "can Jonesy use two war dice on this? Tactical, 3 and 3, war dice 4 and 5",
     ["can't spend 2 war dice"]),
    ("fist", "Jonesy", "can Jonesy spend 2 war dice here? Tactical, rewiring the lift", ["can't spend 2 war dice"]),
]


@pytest.mark.parametrize(("game", "who", "phrase", "named"), REFUSED, ids=[r[2][:40] for r in REFUSED])
def test_working_that_does_not_hold_is_refused(game: str, who: str, phrase: str, named: list[str],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(game, who, phrase, capsys, as_json=False)
    assert code == 2
    for word in named:
        assert word in err
