"""People round trip (hypothesis): sentences with random speakers, targets, pronouns ('he's wounded', 'she rolled
...'), scene numbers, dice said in random places and filler come back with every value on the right person, or are
asked about; a value is never put on the wrong person, and a number of the scene is never a rules number."""

from __future__ import annotations

from typing import Any

from conftest import EXAMPLES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCAB = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

ACTORS = [None, "Vex", "Dex"]  # None: the player speaks for the acting character in the first person
NPCS = ["the guard", "the fixer", "the merchant", "the bouncer"]  # loaded NPCs: names
THINGS = ["the crate", "the van", "the terminal", "the gate"]  # no one
VERBS = [("convince", "convinces"), ("shoot", "shoots"), ("sneak past", "sneaks past"), ("intimidate", "intimidates"),
         ("search", "searches"), ("punch", "punches")]
CUES = ["wounded", "distracted", "shaken"]
PRONOUNS = [("he's", "he"), ("she's", "she"), ("they're", "they"), ("he is", "he"), ("she is", "she")]
SCENE = ["at 60 kph",  # 100 kph or more is High Speed in Ghostburn, a rules value
         "on the third floor", "for two days", "near pier nine", "with one of the crew"]
FILLER = ["", "just ", "quickly ", "really ", "carefully "]


@st.composite
def sentence(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    actor = draw(st.sampled_from(ACTORS))
    person = draw(st.booleans())
    acted_on = draw(st.sampled_from(NPCS if person else THINGS))
    base, third = draw(st.sampled_from(VERBS))
    filler = draw(st.sampled_from(FILLER))
    opener = f"{actor} {filler}{third} {acted_on}" if actor else f"{filler}{base} {acted_on}"
    want: dict[str, Any] = {"actor": actor, "cues": [], "theirs": None}
    if person:
        want["target"] = acted_on
    clauses: list[str] = []
    if draw(st.booleans()):
        faces = (draw(st.integers(1, 10)), draw(st.integers(1, 10)))
        clauses.append(draw(st.sampled_from([f"rolled {faces[0]} {faces[1]}", f"{faces[0]} and {faces[1]}",
                                             f"I got a {faces[0]} and a {faces[1]}", f"dice: {faces[0]}, {faces[1]}"])))
        want["dice"] = faces
    if draw(st.booleans()):
        clauses.append(draw(st.sampled_from(SCENE)))
    if draw(st.booleans()):
        cue = draw(st.sampled_from(CUES))
        said, _ = draw(st.sampled_from(PRONOUNS))
        clauses.append(f"{said} {cue}")
        # the last person named: the one acted on when that is someone, else the actor named in the third person;
        # with no one named, whoever the action is done to (never the first-person speaker)
        want["cues"].append((cue, "target" if person or not actor else "actor"))
    if draw(st.booleans()):
        cue = draw(st.sampled_from(CUES))
        clauses.append(draw(st.sampled_from([f"I'm {cue}", f"I am {cue}"])))
        want["cues"].append((cue, "actor"))
    if person and draw(st.booleans()):
        theirs = (draw(st.integers(1, 10)), draw(st.integers(1, 10)))
        _, pronoun = draw(st.sampled_from(PRONOUNS))
        clauses.append(f"{pronoun} rolled {theirs[0]} {theirs[1]}")
        want["theirs"] = theirs
    phrase = ", ".join([opener, *draw(st.permutations(clauses))])
    return phrase, want


def on_the_right_person(request: RollRequest, want: dict[str, Any]) -> None:
    assert request.actor == want["actor"]
    if "target" in want:
        assert request.target == want["target"]
    assert request.dice == want.get("dice")  # never the other side's dice, never a number of the scene
    assert request.difficulty_value is None and not request.modifiers and request.npc_rating is None
    assert sorted((c.key, c.who) for c in request.cues) == sorted(want["cues"])
    if want["theirs"] is not None:
        target = want["target"]
        opponent = request.opponent.faces if request.opponent is not None else None
        assert want["theirs"] in (request.faces_by.get(target), opponent)


@SETTINGS
@given(sentence())
def test_every_value_lands_on_the_right_person_or_is_asked(case: tuple[str, dict[str, Any]]) -> None:
    phrase, want = case
    try:
        request = parse(phrase, VOCAB)
    except PhraseError:
        return  # asked, with a message: never a silent misread
    on_the_right_person(request, want)


def test_most_generated_sentences_are_read() -> None:
    """The property above is no test if everything is refused: most sentences must come back read."""
    read = 0
    for case in SAMPLES:
        try:
            on_the_right_person(parse(case[0], VOCAB), case[1])
            read += 1
        except PhraseError:
            pass
    assert read >= len(SAMPLES) * 3 // 4


SAMPLES = [
    ("Vex shoots the guard, he's wounded, rolled 3 9", {"actor": "Vex", "target": "the guard", "dice": (3, 9),
                                                       "cues": [("wounded", "target")], "theirs": None}),
    ("Dex quickly searches the van, he is shaken, 4 and 5", {"actor": "Dex", "dice": (4, 5),
                                                             "cues": [("shaken", "actor")], "theirs": None}),
    ("convince the fixer, at 60 kph, she's distracted", {"actor": None, "target": "the fixer",
                                                          "cues": [("distracted", "target")], "theirs": None}),
    ("punch the bouncer, I'm wounded, he rolled 6 6, rolled 2 3", {"actor": None, "target": "the bouncer",
                                                                   "dice": (2, 3), "cues": [("wounded", "actor")],
                                                                   "theirs": (6, 6)}),
    ("Vex sneaks past the merchant, on the third floor, they're distracted, I got a 7 and a 1",
     {"actor": "Vex", "target": "the merchant", "dice": (7, 1), "cues": [("distracted", "target")], "theirs": None}),
    ("search the crate, for two days, dice: 5, 5", {"actor": None, "dice": (5, 5), "cues": [], "theirs": None}),
    ("Dex intimidates the guard, near pier nine, she is shaken", {"actor": "Dex", "target": "the guard",
                                                                 "cues": [("shaken", "target")], "theirs": None}),
    ("shoot the gate, he's wounded, rolled 1 2", {"actor": None, "dice": (1, 2), "cues": [("wounded", "target")],
                                                 "theirs": None}),
]
