"""Understanding, part 3: recall from the shape of a sentence. Whole requests for the ways players say dice, people,
teamwork, numbers of the scene and questions; and a generated round trip: every sentence comes back with each value
on the right person, or is refused with a message, never a value on the wrong person."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import EXAMPLES, spent
from hypothesis import given, settings
from hypothesis import strategies as st

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.records import dump
from rollmate.rules.request import Cue, RollRequest, Side
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

SYSTEMS = ("ghostburn", "fist", "fs3", "pbta")
VOCAB = {s: get_system(s).vocabulary(load_party([EXAMPLES / f"{s}_party.toml"])) for s in SYSTEMS}


def whole(request: RollRequest) -> dict[str, Any]:
    return dump(request, exclude={"text", "reading"})


OLD_SPENDS = ("luck", "avoid_glitch", "war_dice", "war_faces", "war_spender")  # said to spent() as keywords


def expect(**fields: Any) -> dict[str, Any]:
    said = {name: fields.pop(name) for name in OLD_SPENDS if name in fields}
    return whole(RollRequest(**fields, spends=spent(**said)))


# (system, phrase, the whole request it must read as)
READS = [
    # a named skill wins over a guess
    ("fs3", "Nemesis makes a medicine check on the wounded pilot",
     expect(actor="Nemesis", action="makes a medicine check on the wounded pilot", skill="Medicine",
            unknown=("makes", "check", "wounded", "pilot"))),
    ("fs3", "Nemesis climbs the wall, roll Athletics",
     expect(actor="Nemesis", action="climbs the wall, Athletics", verbs=("Athletics",), skill="Athletics",
            unknown=("wall",))),
    ("fs3", "roll Nemesis/Melee vs Mavros/Reflexes",
     expect(actor="Nemesis", skill="Melee", opponent=Side(name="Mavros", attribute="Reflexes"))),
    # stated dice wherever and however they are said
    ("ghostburn", "Vex sweet-talks the bouncer, 4 and 7",
     expect(actor="Vex", action="sweet-talks the bouncer", verbs=("Convince",), target="the bouncer", dice=(4, 7))),
    ("ghostburn", "Vex climbs the fence, 2+3",
     expect(actor="Vex", action="climbs the fence", verbs=("Athletic Move",), dice=(2, 3), unknown=("fence",))),
    ("fs3", "Nemesis shoots the guard, 6, 1, 6, 2, 3, 4, 5",
     expect(actor="Nemesis", action="shoots the guard", verbs=("Firearms",), dice=(6, 1, 6, 2, 3, 4, 5),
            unknown=("guard",))),
    ("fist", "Ripper picks the lock, two sixes and a one",
     expect(actor="Ripper", action="picks the lock", verbs=("pick the lock",), dice=(6, 6, 1))),
    ("ghostburn", "Vex shoots the guard, natural tens",
     expect(actor="Vex", action="shoots the guard", verbs=("Single Shot",), target="the guard", dice=(10, 10))),
    ("fist", "Ripper kicks the door in, rolled 3 and 4, plus a war die showing 5",
     expect(actor="Ripper", action="kicks the door in", verbs=("kick the door in",), dice=(3, 4), war_dice=1,
            war_faces=(5,))),
    ("fs3", "Stealth vs 3 who rolled 6 7 8 1 2, I rolled 6 2 3 4 5 1 2 3",
     expect(action="Stealth", skill="Stealth", dice=(6, 2, 3, 4, 5, 1, 2, 3),
            opponent=Side(rating=3, faces=(6, 7, 8, 1, 2)))),
    ("ghostburn", "hack the door panel, Security Hard, 2 and 2 rolled",
     expect(action="hack the door panel", verbs=("Street Hack",), difficulty="Hard", trait="security", dice=(2, 2),
            unknown=("door", "panel"))),
    ("fist", "convince the pilot, rolled 2 and 2, then I add a war die after seeing that: 4",
     expect(action="convince the pilot, after seeing", verbs=("convince", "pilot"), dice=(2, 2), war_dice=1,
            war_faces=(4,), unknown=("after", "seeing"))),
    ("fs3", "sneak past the patrol using Stealth, dice 2 3 4 5 1 2 3 4",
     expect(action="sneak past the patrol using Stealth", verbs=("Stealth",), skill="Stealth",
            dice=(2, 3, 4, 5, 1, 2, 3, 4), unknown=("patrol",))),
    ("fs3", "Nemesis shoots the guard, Melee",  # the skill named wins over the verb's guess
     expect(actor="Nemesis", action="shoots the guard, Melee", verbs=("Firearms",), skill="Melee", unknown=("guard",))),
    ("ghostburn", "shoot the sniper on the third floor, rolled 5 and 5",
     expect(action="shoot the sniper on the third floor", verbs=("Single Shot",), dice=(5, 5),
            unknown=("sniper", "floor"))),
    ("fist", "Ripper punches Hale",  # a unique last name stands for the whole name
     expect(actor="Ripper", action="punches Hale", verbs=("punch",), target="Director Hale")),
    ("fs3", "roll Nemesis/Melee vs Goon/3, dice 6 2 2 3 4, Goon rolled 6 1 2 5 3",
     expect(actor="Nemesis", skill="Melee", dice=(6, 2, 2, 3, 4),
            opponent=Side(name="the goon", rating=3, written="Goon"), faces_by={"the goon": (6, 1, 2, 5, 3)})),
    ("fs3", "Melee vs the smuggler, he's rated 2",
     expect(action="Melee", skill="Melee", opponent=Side(name="smuggler", adhoc=True, rating=2))),
    ("fs3", "repair the engine with Mavros assisting (he got a Good Success) and Zoe assisting (a Success)",
     expect(action="repair the engine", verbs=("Technician",),
            helpers=(Side(name="Mavros", level="Good Success"), Side(name="Zoe", level="Success")), unknown=("engine",))),
    ("fs3", "search the wreck with Zoe's help, Zoe rolled 6 2",
     expect(action="search the wreck", verbs=("Alertness",), helpers=(Side(name="Zoe"),), faces_by={"Zoe": (6, 2)},
            unknown=("wreck",))),
    ("fist", "dodge the rocket, rolled 6 and 6, and I throw in a war die, it's a 3",
     expect(action="dodge the rocket", verbs=("dodge",), dice=(6, 6), war_dice=1, war_faces=(3,), unknown=("rocket",))),
    # numbers of the scene stay in the action; a speed is Ghostburn's High Speed, a rules value, and stays there too
    ("ghostburn", "drive the van at 60 kph through the checkpoint",
     expect(action="drive the van at 60 kph through the checkpoint", skill="Drive",
            unknown=("van", "kph", "checkpoint"))),
    ("ghostburn", "drive the van at 120 kph through the checkpoint",
     expect(action="drive the van at 120 kph through the checkpoint", skill="Drive", unknown=("van", "checkpoint"),
            cues=(Cue(key="high speed", who="any", text="120 kph"),))),
    # people
    ("ghostburn", "Vex shoots the wounded guard",
     expect(actor="Vex", action="shoots the wounded guard", verbs=("Single Shot",), target="the guard",
            cues=(Cue(key="wounded", who="target", text="wounded"),))),
    ("ghostburn", "Vex persuades the guard's boss, Wits Hard",  # the boss is not the guard: the guard's Wits stay out
     expect(actor="Vex", action="persuades the guard's boss", verbs=("Convince",), difficulty="Hard", trait="wits",
            unknown=("guard's", "boss"))),
    ("ghostburn", "Vex grabs the guard's keys",
     expect(actor="Vex", action="grabs the guard's keys", verbs=("Grapple",), target="the guard", unknown=("keys",))),
    ("ghostburn", "Vex stabs the merchant in the ribs",  # 'ribs' after 'the' is a thing, not someone acting
     expect(actor="Vex", action="stabs the merchant in the ribs", verbs=("Melee Strike",), target="the merchant",
            unknown=("ribs",))),
    ("ghostburn", "Vex runs as fast as Dex",
     expect(actor="Vex", action="runs as fast as Dex", verbs=("Sprint",), target="Dex", unknown=("fast",))),
    # teamwork as players say it
    ("fs3", "Zoe and Elodie help Tug fix the engine",
     expect(actor="Tug", action="fix the engine", verbs=("Technician",), helpers=(Side(name="Zoe"), Side(name="Elodie")))),
    ("fs3", "Zoe assists Tug fix the engine, Failure",
     expect(actor="Tug", action="fix the engine", verbs=("Technician",), helpers=(Side(name="Zoe", level="Failure"),))),
    ("fs3", "Zoe helps Tug fix the engine and gets a Good Success",
     expect(actor="Tug", action="fix the engine", verbs=("Technician",),
            helpers=(Side(name="Zoe", level="Good Success"),))),
    ("fs3", "Zoe flies the ship, Elodie helps",
     expect(actor="Zoe", action="flies the ship", verbs=("Piloting",), helpers=(Side(name="Elodie"),))),
    ("fs3", "Zoe flies the ship, Elodie and Tug help her",
     expect(actor="Zoe", action="flies the ship", verbs=("Piloting",), helpers=(Side(name="Elodie"), Side(name="Tug")))),
    # questions roll nothing
    ("ghostburn", "can I shoot the guard?",
     expect(action="shoot the guard", verbs=("Single Shot",), target="the guard", question=True)),
    ("ghostburn", "should I spend luck?", expect(luck=True, question=True)),
]


@pytest.mark.parametrize(("system", "phrase", "wanted"), READS, ids=[r[1] for r in READS])
def test_the_phrase_reads_as_the_whole_request(system: str, phrase: str, wanted: dict[str, Any]) -> None:
    assert whole(parse(phrase, VOCAB[system])) == wanted


# (system, phrase, words the refusal or question must say): each has no single right reading, so it is asked.
ASKED = [
    ("ghostburn", "ghost hacks the camera", "anyone called 'ghost'"),
    ("ghostburn", "meanwhile marco shoots the guard", "anyone called 'marco'"),
    ("ghostburn", "alright, kowalski searches the room, Hard", "anyone called 'kowalski'"),
    ("ghostburn", "Vex slips a knife between the merchant's ribs", "which skill"),
    ("ghostburn", "Vex punches the guard and Dex quickly hacks the door", "Does Dex act too?"),
    ("ghostburn", "sneak past the guard as Dex", "Does 'as Dex' mean Dex rolls?"),
    ("fist", "punch the guard with advantage and with disadvantage", "Which one is it?"),
    ("ghostburn", "shoot the guard, Hard, DL 26", "Two difficulties"),  # one level said twice ("Hard, DL 20") is one
    ("ghostburn", "how does luck work?", "asks about the rules"),
    ("ghostburn", "what can I roll?", "asks about the rules"),
    ("fs3", "Zoe, Elodie and Mavros help Tug fix the engine", "At most 3 characters"),
    ("ghostburn", "climb the wall Vex: go", "only at the start"),
    ("fs3", "Firearms, spend luck and reroll with luck", "Which one is it?"),
    ("fs3", "Firearms vs Nemesis, dice 6 2 3 4 5 1 2 3 4", "can't also roll against it"),
    ("fs3", "Nemesis shoots the guard, Mavros rolled 6 6 1", "not rolling against anyone"),
]


@pytest.mark.parametrize(("system", "phrase", "says"), ASKED, ids=[a[1] for a in ASKED])
def test_what_has_no_single_reading_is_asked(system: str, phrase: str, says: str) -> None:
    from rollmate.errors import RollmateError
    from rollmate.rules.dice import RandomDice

    with pytest.raises(RollmateError) as refused:
        request = parse(phrase, VOCAB[system])
        get_system(system).resolve(request, load_party([EXAMPLES / f"{system}_party.toml"]), RandomDice(1))
    assert says in refused.value.message


# -- generated sentences --------------------------------------------------------------------------------------------
# (said by the player, said of a character): "shoot the guard" / "Vex shoots the guard"
ACTIONS = {"ghostburn": [("shoot the guard", "shoots the guard"), ("climb the fence", "climbs the fence"),
                         ("sweet-talk the bouncer", "sweet-talks the bouncer"), ("sneak past", "sneaks past")],
           "fist": [("punch the guard", "punches the guard"), ("kick the door in", "kicks the door in"),
                    ("pick the lock", "picks the lock"), ("hotwire the truck", "hotwires the truck")]}
NAMES = {"ghostburn": ["Vex", "Dex"], "fist": ["Ripper", "Jonesy"]}
SIDES = {"ghostburn": 10, "fist": 6}
SCENE = ["at 60 kph", "for two days", "near pier 9", "with one of the crew", "in the rain", "past 3 guards"]
FILLER = ["", "quickly", "carefully", "really", "just"]
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


def _said(faces: tuple[int, int], how: int) -> str:
    a, b = faces
    return [f"rolled {a} and {b}", f"{a} and {b}", f"{a}, {b}", f"dice {a} {b}", f"({a}, {b})", f"I got {a} and {b}",
            f"{a}+{b}", f"a {WORDS[a]} and a {WORDS[b]}" if a != b else f"a pair of {WORDS[a]}s".replace("sixs", "sixes")
            ][how]


@settings(max_examples=150, deadline=None)
@given(system=st.sampled_from(("ghostburn", "fist")), data=st.data())
def test_generated_sentences_put_each_value_on_the_right_person(system: str, data: st.DataObject) -> None:
    top = SIDES[system]
    faces = (data.draw(st.integers(1, top)), data.draw(st.integers(1, top)))
    who = data.draw(st.sampled_from([None, *NAMES[system], "Zed", "zed"]))
    mine, theirs = data.draw(st.sampled_from(ACTIONS[system]))
    scene = data.draw(st.sampled_from(["", *SCENE]))
    filler = data.draw(st.sampled_from(FILLER))
    dice = _said(faces, data.draw(st.integers(0, 7)))
    opener = data.draw(st.sampled_from(["plain", "colon", "as"]))
    action = theirs if who is not None and opener == "plain" else mine
    body = " ".join(w for w in (filler, action, scene) if w)
    if who is None:
        phrase = f"{body}, {dice}"
    elif opener == "colon":
        phrase = f"{who}: {body}, {dice}"
    elif opener == "as":
        phrase = f"as {who}, {body}, {dice}"
    else:
        phrase = f"{who} {body}, {dice}"
    try:
        request = parse(phrase, VOCAB[system])
    except PhraseError:
        return  # asked or refused with a message: never a value on the wrong person
    known = who in NAMES[system]
    assert request.actor == (who if known else None), phrase  # an unknown name never becomes, nor hides, the roller
    assert who is None or known, f"{phrase!r}: an unknown name was not asked about"
    assert request.dice is not None and sorted(request.dice) == sorted(faces), phrase
    assert not request.faces_by, phrase
    assert request.question is False


@pytest.mark.parametrize("phrase", ["finally vex climbs the fence, Moderate", "then Dex hacks the door, Security Hard",
                                    "climb the fence while the sniper reloads, Moderate",
                                    "suddenly shoot the guard"])
def test_a_known_name_or_a_word_of_the_sentence_before_a_verb_is_not_asked_about(phrase: str) -> None:
    """Adverbs ('finally', 'suddenly'), a loaded name in lowercase, and a thing after an article stay what they are;
    only a word that may be an unknown person's name before a verb is asked about."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert request.verbs or request.skill or request.trick


@pytest.mark.parametrize(("system", "phrase", "verbs", "purpose"), [
    ("ghostburn", "Vex talks the guard out of shooting us", ("Convince",), "shooting us"),
    ("ghostburn", "Vex scares the merchant into running away", ("Coerce",), "running away"),
    ("pbta", "Kit talks the raiders out of attacking", ("Sway Someone",), "attacking"),
])
def test_what_someone_is_talked_into_or_out_of_is_theirs_not_the_roll(system: str, phrase: str, verbs: tuple[str, ...],
                                                                       purpose: str) -> None:
    """A gerund after 'into', 'from', 'out of' or 'instead of' is what the other one does or stops doing: it never
    says which roll this is ('out of shooting us' is no Single Shot)."""
    request = parse(phrase, VOCAB[system])
    assert (request.verbs, request.purpose) == (verbs, purpose)



@pytest.mark.parametrize(("system", "phrase", "verb"), [
    # a game's verb with its thing ("fire the cannon", "read his mind") said with other words between
    ("fs3", "fire his cannon at the raider", "Gunnery"),
    ("fs3", "Nemesis fires the ship's big cannon", "Gunnery"),
    ("fs3", "fire cannon at the raider", "Gunnery"),
    ("fs3", "aim the ship's turret at the drone", "Gunnery"),
    ("fist", "Ripper reads the guard's mind", "read his mind"),
    ("fist", "give a rousing speech to the crew", "give a speech"),
    # a verb of two words, then its thing with words between: "line up the shot", "break down the door"
    ("fs3", "Nemesis lines up the rifle shot on the courier", "Firearms"),
    ("fs3", "Nemesis breaks down the steel door", "Athletics"),
    ("fist", "Ripper keeps up the whole act", "keep up the act"),
    ("ghostburn", "Vex puts on the dead guard's uniform", "Disguise"),
    # a preposition between them: the thing is what the action is aimed at, not what does it
    ("fs3", "fire at the cannon", "Firearms"),
    ("fs3", "fire at the guard beside the cannon", "Firearms"),
])
def test_a_verb_and_its_thing_with_words_between(system: str, phrase: str, verb: str) -> None:
    assert parse(phrase, VOCAB[system]).verbs[0] == verb


@pytest.mark.parametrize(("system", "phrase", "verb"), [
    # an action said as a noun after a verb that only says it is done
    ("fs3", "make the jump across the gap", "Athletics"),
    ("fs3", "Nemesis attempts the climb", "Athletics"),
    ("fs3", "Nemesis makes the shot", "Firearms"),
    ("ghostburn", "Vex tries the jump, DL Hard", "Athletic Move"),
])
def test_an_action_named_after_make_attempt_or_try(system: str, phrase: str, verb: str) -> None:
    assert parse(phrase, VOCAB[system]).verbs == (verb,)


@pytest.mark.parametrize(("system", "phrase"), [
    ("fs3", "dodge the shot"),  # after any other verb, a word after an article is still a thing
    ("fs3", "Nemesis watches the climb"),
])
def test_an_action_word_after_an_article_is_otherwise_a_thing(system: str, phrase: str) -> None:
    request = parse(phrase, VOCAB[system])
    assert request.verbs[1:] == () and phrase.split()[-1] in request.unknown
