"""Round trip: slots generated in random wordings and orders, around random action nouns, come back with the right
owner and value, or the phrase is refused. And no number in a phrase that is read is ever dropped silently."""

from __future__ import annotations

import re
from typing import Any

from conftest import EXAMPLES, luck_of, war_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.records import dump
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import load_party
from rollmate.rules.spoken import lexicon
from rollmate.rules.system import get_system

PARTIES = {
    "ghostburn": load_party([EXAMPLES / "ghostburn_party.toml"]),
    "fist": load_party([EXAMPLES / "fist_party.toml"]),
    "fs3": load_party([EXAMPLES / "fs3_party.toml"]),
}
VOCAB = {name: get_system(name).vocabulary(party) for name, party in PARTIES.items()}

# Everyday nouns a player puts after a verb; none of them is a rules word.
NOUNS = ["lock", "drone", "server", "senator", "crate", "ledger", "fence", "van", "lantern", "courier", "window",
         "terminal", "bridge", "railing", "hatch", "gate", "cabinet", "generator", "tower", "cart"]
VERBS = {"ghostburn": ["climb the", "sneak past the", "shoot the", "convince the", "hack the"],
         "fist": ["punch the", "climb the", "shoot the", "hotwire the", "sneak past the"],
         "fs3": ["Melee,", "Firearms,", "roll Athletics,", "Stealth,"]}
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def faces_text(draw: st.DrawFn, faces: list[int]) -> str:
    """The same faces, said one of the ways players say them."""
    joined = " ".join(map(str, faces))
    commas = ", ".join(map(str, faces))
    spoken = ", ".join(map(str, faces[:-1])) + f" and {faces[-1]}"
    forms = [f"rolled {joined}", f"I rolled {joined}", f"dice {joined}", f"Dice: {commas}", f"came up {spoken}",
             f"{spoken} on the dice"]
    if len(faces) == 2:
        forms += [f"I got a {faces[0]} and a {faces[1]}", f"({faces[0]}, {faces[1]})"]
    return draw(st.sampled_from(forms))


@st.composite
def ghostburn_phrase(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    slots: list[str] = []
    want: dict[str, Any] = {}
    if draw(st.booleans()):
        faces = [draw(st.integers(1, 10)), draw(st.integers(1, 10))]
        slots.append(faces_text(draw, faces))
        want["dice"] = tuple(faces)
    if draw(st.booleans()):
        dl = draw(st.sampled_from(["Easy", "Moderate", "Hard", "Severe", "Extreme"]))
        slots.append(draw(st.sampled_from([dl, f"DL {dl}", f"difficulty {dl}"])))
        want["difficulty"] = dl
    if draw(st.booleans()):
        slots.append(draw(st.sampled_from(["spend luck", "spend a luck point", "with luck"])))
        want["luck"] = True
    return _assemble(draw, "ghostburn", slots, want), want


@st.composite
def fist_phrase(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    slots: list[str] = []
    want: dict[str, Any] = {}
    if draw(st.booleans()):
        faces = [draw(st.integers(1, 6)), draw(st.integers(1, 6))]
        slots.append(faces_text(draw, faces))
        want["dice"] = tuple(faces)
    if draw(st.booleans()):
        face = draw(st.integers(1, 6))
        slots.append(draw(st.sampled_from([f"war die {face}", f"war die: {face}", f"the war die shows {face}"])))
        want["war_faces"] = (face,)
        want["war_dice"] = 1
        if draw(st.booleans()):
            giver = draw(st.sampled_from(["Jonesy", "Vex"]))
            slots.append(f"{giver} gives me her war die")
            want["war_spender"] = giver
    if draw(st.booleans()):
        attribute = draw(st.sampled_from(["TACTICAL", "CREATIVE", "FORCEFUL", "REFLEXIVE"]))
        slots.append(f"+{attribute}")
        want["abilities"] = (attribute.capitalize(),)
    return _assemble(draw, "fist", slots, want), want


@st.composite
def fs3_phrase(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    slots: list[str] = []
    want: dict[str, Any] = {}
    if draw(st.booleans()):
        faces = draw(st.lists(st.integers(1, 8), min_size=3, max_size=7))
        slots.append(faces_text(draw, faces))
        want["dice"] = tuple(faces)
    opponent = draw(st.sampled_from([None, "adhoc", "sheet"]))
    if opponent == "adhoc":
        noun = draw(st.sampled_from(["thug", "sentry", "brute", "duelist"]))
        rating = draw(st.integers(0, 5))
        slots.append(draw(st.sampled_from([f"vs a {noun} rated {rating}", f"against a {noun} rated {rating}"])))
        want["opponent.name"], want["opponent.rating"] = noun, rating
        if draw(st.booleans()):
            theirs = draw(st.lists(st.integers(1, 8), min_size=2, max_size=7))
            slots.append(f"the {noun} rolled {' '.join(map(str, theirs))}")
            want["opponent.faces"] = tuple(theirs)
    elif opponent == "sheet":
        slots.append("vs Mavros")
        want["opponent.name"] = "Mavros"
        if draw(st.booleans()):
            theirs = draw(st.lists(st.integers(1, 8), min_size=2, max_size=7))
            slots.append(f"Mavros rolled {' '.join(map(str, theirs))}")
            want["faces_by"] = {"Mavros": tuple(theirs)}
    if draw(st.booleans()):
        level = draw(st.sampled_from(["a Good Success", "a Success", "a Great Success"]))
        slots.append(f"helped by Zoe who got {level}")
        want["helper"] = ("Zoe", level[2:])
    return _assemble(draw, "fs3", slots, want), want


def _assemble(draw: st.DrawFn, system: str, slots: list[str], want: dict[str, Any]) -> str:
    """The action first or after a speaker, then the slots in a random order."""
    action = f"{draw(st.sampled_from(VERBS[system]))} {draw(st.sampled_from(NOUNS))}".rstrip(",")
    if system == "fs3":
        action = draw(st.sampled_from(VERBS[system])).rstrip(",")
    speaker = draw(st.sampled_from([None, "colon", "as"]))
    names = {"ghostburn": "Dex", "fist": "Ripper", "fs3": "Nemesis"}
    parts = draw(st.permutations([action, *slots]))
    phrase = ", ".join(parts)
    if speaker == "colon":
        phrase, want["actor"] = f"{names[system]}: {phrase}", names[system]
    elif speaker == "as":
        phrase, want["actor"] = f"as {names[system]}, {phrase}", names[system]
    return phrase


def check(request: RollRequest, want: dict[str, Any]) -> None:
    for key, value in want.items():
        if key == "helper":
            assert [(h.name, h.level) for h in request.helpers] == [value]
        elif key in ("luck", "war_dice", "war_faces", "war_spender"):  # what the phrase spends (conftest.war_of)
            assert (luck_of(request)[0] if key == "luck" else war_of(request)[("war_dice", "war_faces",
                                                                              "war_spender").index(key)]) == value, key
        elif key.startswith("opponent."):
            assert request.opponent is not None
            assert getattr(request.opponent, key.split(".")[1]) == value, key
        else:
            assert getattr(request, key) == value, key


def round_trip(system: str, phrase: str, want: dict[str, Any]) -> None:
    try:
        request = parse(phrase, VOCAB[system])
    except PhraseError:
        return  # refused, with a message: never a silent misread
    check(request, want)
    no_number_dropped(phrase, request)


def no_number_dropped(phrase: str, request: RollRequest) -> None:
    """Every number typed is in the request, in the reading's notes, or in the words of a resource spent ('1 luck':
    one Luck Point, the only count a roll takes, shown in "Read as" with its words)."""
    said = {int(n) for n in re.findall(r"(?<![\w.])\d+(?![\w.])", phrase)}
    kept = {abs(i) for i in _ints(dump(request, exclude={"text", "reading", "action"}))}
    noted = {int(n) for c in request.reading for n in re.findall(r"\d+", c.note or "")}
    spent = {int(n) for c in request.reading if c.used and c.kind in lexicon().resources
             for n in re.findall(r"(?<![\w.])\d+(?![\w.])", c.text)}
    noted |= spent
    assert said <= kept | noted, f"dropped {said - kept - noted} from {phrase!r}"


def _ints(value: Any) -> list[int]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict):
        return [i for v in value.values() for i in _ints(v)]
    if isinstance(value, (list, tuple)):
        return [i for v in value for i in _ints(v)]
    return []


@SETTINGS
@given(ghostburn_phrase())
def test_ghostburn_round_trip(case: tuple[str, dict[str, Any]]) -> None:
    round_trip("ghostburn", *case)


@SETTINGS
@given(fist_phrase())
def test_fist_round_trip(case: tuple[str, dict[str, Any]]) -> None:
    round_trip("fist", *case)


@SETTINGS
@given(fs3_phrase())
def test_fs3_round_trip(case: tuple[str, dict[str, Any]]) -> None:
    round_trip("fs3", *case)


@SETTINGS
@given(st.sampled_from(["ghostburn", "fist", "fs3"]), st.lists(
    st.one_of(st.sampled_from(NOUNS + ["rolled", "dice", "vs", "war die", "luck", "Hard", "+2", "-1", "and", ","]),
              st.integers(0, 30).map(str)), min_size=1, max_size=10))
def test_no_number_is_dropped_silently(system: str, words: list[str]) -> None:
    phrase = " ".join(words)
    try:
        request = parse(phrase, VOCAB[system])
    except PhraseError:
        return
    no_number_dropped(phrase, request)


def test_the_round_trip_reads_most_phrases() -> None:
    """A parser that refused everything would pass the properties above; these plain ones must be read."""
    round_trip_strict("ghostburn", "climb the fence, Hard, rolled 3 9, spend luck",
                      {"dice": (3, 9), "difficulty": "Hard", "luck": True})
    round_trip_strict("ghostburn", "climb the fence, Hard, 1 luck, rolled 3 9",
                      {"dice": (3, 9), "difficulty": "Hard", "luck": True})
    round_trip_strict("fist", "Jonesy gives me her war die, punch the crate, war die 4, rolled 2 5",
                      {"dice": (2, 5), "war_faces": (4,), "war_spender": "Jonesy"})
    round_trip_strict("fs3", "Melee, vs a thug rated 3, the thug rolled 6 1 2, dice 8 8 1 2",
                      {"dice": (8, 8, 1, 2), "opponent.name": "thug", "opponent.rating": 3,
                       "opponent.faces": (6, 1, 2)})


def round_trip_strict(system: str, phrase: str, want: dict[str, Any]) -> None:
    request = parse(phrase, VOCAB[system])
    check(request, want)
    no_number_dropped(phrase, request)
