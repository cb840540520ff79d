"""Understanding, part 1: every word accounted for. Whole requests compared, the issue's examples, dice idioms,
AresMUSH roll commands, refusals with a caret and close names, and the grammar's strict build."""

from __future__ import annotations

from importlib import resources
from typing import Any

import pytest
from conftest import EXAMPLES, spent, war_of
from lark import Lark

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import parse
from rollmate.grammar.clauses import Pretokenized
from rollmate.rules.dice import RandomDice
from rollmate.rules.records import dump
from rollmate.rules.request import Modifier, RollRequest, Side
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {
    "ghostburn": load_party([EXAMPLES / "ghostburn_party.toml"]),
    "fist": load_party([EXAMPLES / "fist_party.toml"]),
    "fs3": load_party([EXAMPLES / "fs3_party.toml"]),
}
VOCAB = {name: get_system(name).vocabulary(party) for name, party in PARTIES.items()}


def read(system: str, phrase: str) -> RollRequest:
    return parse(phrase, VOCAB[system])


def whole(request: RollRequest) -> dict[str, Any]:
    """Everything the request says except the echo of the phrase and the reading (checked on their own)."""
    return dump(request, exclude={"text", "reading"})


OLD_SPENDS = ("luck", "avoid_glitch", "war_dice", "war_faces", "war_spender")  # said to spent() as keywords


def expect(**fields: Any) -> dict[str, Any]:
    said = {name: fields.pop(name) for name in OLD_SPENDS if name in fields}
    return whole(RollRequest(**fields, spends=spent(**said)))


def test_the_grammar_builds_strict_with_no_conflicts() -> None:
    grammar = resources.files("rollmate.grammar").joinpath("phrase.lark").read_text("utf-8")
    # strict=True makes any shift/reduce or reduce/reduce conflict an error instead of a silent choice
    Lark(grammar, parser="lalr", lexer=Pretokenized, strict=True, maybe_placeholders=False)


# (system, phrase, the whole request that must come back)
WHOLE = [
    ("ghostburn", "Dex tries to persuade the bouncer. Dice: 3, 9",
     expect(actor="Dex", action="persuade the bouncer", skill="Persuade", target="the bouncer",
            dice=(3, 9))),
    ("ghostburn", "shoot the guard rolled 3 9",
     expect(action="shoot the guard", verbs=("Single Shot",), target="the guard", dice=(3, 9))),
    ("ghostburn", "convince the bouncer, Wits Hard, spend luck",
     expect(action="convince the bouncer", trick="Convince", target="the bouncer", difficulty="Hard", trait="wits",
            luck=True)),
    ("ghostburn", "as Dex, convince the bouncer, Wits Hard, spend luck",
     expect(actor="Dex", action="convince the bouncer", trick="Convince", target="the bouncer", difficulty="Hard",
            trait="wits", luck=True)),
    ("ghostburn", "Vex: shoot the guard, Moderate, rolled 4 4",
     expect(actor="Vex", action="shoot the guard", verbs=("Single Shot",), target="the guard",
            difficulty="Moderate", dice=(4, 4))),
    ("ghostburn", "climb the fence, Moderate, came up 2 and 4",
     expect(action="climb the fence", verbs=("Athletic Move",), difficulty="Moderate", dice=(2, 4),
            unknown=("fence",))),
    ("ghostburn", "what are my chances to shoot the guard, Hard",
     expect(action="shoot the guard", verbs=("Single Shot",), target="the guard", difficulty="Hard",
            question=True)),
    ("fist", "Jonesy gives me his war die, punch the guard, rolled 3 4, war die 5",
     expect(action="punch the guard", verbs=("punch",), target="the guard", dice=(3, 4), war_dice=1,
            war_faces=(5,), war_spender="Jonesy")),
    ("fist", "punch the guard, rolled 3 4, spend 2 war dice, war dice 5 6",
     expect(action="punch the guard", verbs=("punch",), target="the guard", dice=(3, 4), war_dice=2,
            war_faces=(5, 6))),
    ("fist", "punch the guard, spend a war die, the war die shows 4",
     expect(action="punch the guard", verbs=("punch",), target="the guard", war_dice=1, war_faces=(4,))),
    ("fist", "hotwire the truck, +TACTICAL with advantage, rolled 6 6 2",
     expect(action="hotwire the truck", verbs=("hotwire", "truck"), abilities=("Tactical",), dice=(6, 6, 2),
            advantage="advantage", attribute_explicit=True)),
    ("fs3", "Melee vs a thug rated 3, dice 6 2 2 3 4, thug rolled 6 6 1 2 2",
     expect(action="Melee", skill="Melee", dice=(6, 2, 2, 3, 4),
            opponent=Side(name="thug", adhoc=True, rating=3, faces=(6, 6, 1, 2, 2)))),
    ("fs3", "Melee vs a goon rated 3, dice 6 2 2 3 4, goon rolled 6 6 1 2 2",
     expect(action="Melee", skill="Melee", dice=(6, 2, 2, 3, 4), opponent=Side(name="the goon", rating=3),
            faces_by={"the goon": (6, 6, 1, 2, 2)})),
    ("fs3", "Stealth vs Zoe's Perception",
     expect(action="Stealth", skill="Stealth", opponent=Side(name="Zoe", attribute="Perception"))),
    ("fs3", "Melee against a thug with Melee 2",
     expect(action="Melee", skill="Melee", opponent=Side(name="thug", adhoc=True, rating=2, skill="Melee"))),
    ("fs3", "Melee vs a thug with 4 dice",
     expect(action="Melee", skill="Melee", opponent=Side(name="thug", adhoc=True, dice_count=4))),
    ("fs3", "Melee vs 3 dice", expect(action="Melee", skill="Melee", opponent=Side(dice_count=3))),
    ("fs3", "helped by Mavros who got a Good Success, Melee",
     expect(action="Melee", skill="Melee", helpers=(Side(name="Mavros", level="Good Success"),))),
    ("fs3", "Melee, helped by Zoe, she failed her assist roll",
     expect(action="Melee", skill="Melee", helpers=(Side(name="Zoe", level="Failure"),))),
    ("fs3", "Nemesis spars with Mavros, Melee vs Melee, Mavros rolled 6 2 3 1 1",
     expect(actor="Nemesis", action="spars with Mavros, Melee", verbs=("Melee",), skill="Melee",
            target="Mavros", opponent=Side(skill="Melee"), faces_by={"Mavros": (6, 2, 3, 1, 1)})),
    # AresMUSH's own roll commands (contract: "Questions and AresMUSH commands")
    ("fs3", "roll Melee", expect(action="Melee", skill="Melee")),
    ("fs3", "roll Melee+Reflexes",
     expect(action="Melee", skill="Melee", abilities=("Reflexes",), attribute_explicit=True)),
    ("fs3", "roll Melee+2", expect(action="Melee", skill="Melee", modifiers=(Modifier(amount=2),))),
    ("fs3", "roll Melee-1", expect(action="Melee", skill="Melee", modifiers=(Modifier(amount=-1),))),
    ("fs3", "roll Mavros/Melee", expect(actor="Mavros", skill="Melee")),
    ("fs3", "roll Thug/3", expect(npc_rating=3, npc_name="Thug")),
    ("fs3", "roll Mavros/Melee vs Zoe/Stealth",
     expect(actor="Mavros", skill="Melee", opponent=Side(name="Zoe", skill="Stealth"))),
    ("fs3", "roll Melee vs Thug/4",
     expect(action="Melee", skill="Melee", opponent=Side(name="Thug", adhoc=True, rating=4))),
    ("fs3", "roll Nemesis/Melee vs Goon/3",
     expect(actor="Nemesis", skill="Melee", opponent=Side(name="the goon", rating=3, written="Goon"))),
]


@pytest.mark.parametrize(("system", "phrase", "wanted"), WHOLE, ids=[w[1] for w in WHOLE])
def test_whole_requests(system: str, phrase: str, wanted: dict[str, Any]) -> None:
    assert whole(read(system, phrase)) == wanted


# Stated dice in every form the contract lists, for each system's own dice.
IDIOMS = [
    ("ghostburn", "climb the fence, Hard, Dice: 3, 9", (3, 9)),
    ("ghostburn", "climb the fence, Hard, I got a 3 and a 9", (3, 9)),
    ("ghostburn", "climb the fence, Hard, came up 8 and 5", (8, 5)),
    ("ghostburn", "climb the fence, Hard, 2d10: 8+5", (8, 5)),
    ("ghostburn", "climb the fence, Hard, (3, 9)", (3, 9)),
    ("ghostburn", "climb the fence, Hard, double tens", (10, 10)),
    ("ghostburn", "climb the fence, Hard, a pair of fives", (5, 5)),
    ("ghostburn", "climb the fence, Hard, snake eyes", (1, 1)),
    ("ghostburn", "climb the fence, Hard, 3 and 9 on the dice", (3, 9)),
    ("ghostburn", "climb the fence, Hard, I rolled 3 9", (3, 9)),
    ("ghostburn", "climb the fence, Hard, nat 10 and 1", (10, 1)),
    ("ghostburn", "climb the fence, Hard, rolled a natural 10 and a 3", (10, 3)),
    ("fist", "kick the door, snake eyes", (1, 1)),
    ("ghostburn", "climb the fence, Hard -- 7, 2", (7, 2)),
    ("ghostburn", "climb the fence, Hard — 7 and 2", (7, 2)),
    ("ghostburn", "climb the fence, Hard (7+2)", (7, 2)),
    ("ghostburn", "climb the fence, Hard, 2d10 = 7, 2", (7, 2)),
    ("ghostburn", "climb the fence, Hard: 7, 2", (7, 2)),
    ("ghostburn", "Vex: 7 2, climb the fence, Hard", (7, 2)),
    ("fist", "punch the guard, 4 and a nat 6", (4, 6)),
    ("fist", "punch the guard, boxcars", (6, 6)),
    ("fist", "climb the wall, came up 2 and 4", (2, 4)),
    ("fist", "shoot the guard, 3 and 5 on the dice", (3, 5)),
    ("fist", "shoot the guard rolled 3 5", (3, 5)),
    ("fist", "shoot the guard, a pair of threes", (3, 3)),
    ("fist", "shoot the guard, (2, 5)", (2, 5)),
    ("fist", "shoot the guard, 2d6: 2+5", (2, 5)),
    ("fs3", "roll Melee, dice 6 6 1 2 8", (6, 6, 1, 2, 8)),
    ("fs3", "Firearms, I rolled 8 7 1 2 3 6", (8, 7, 1, 2, 3, 6)),
    ("fs3", "Firearms, came up 8, 7, 1, 2, 3 and 6", (8, 7, 1, 2, 3, 6)),
]


@pytest.mark.parametrize(("system", "phrase", "faces"), IDIOMS, ids=[i[1] for i in IDIOMS])
def test_stated_dice_in_every_form(system: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert read(system, phrase).dice == faces


@pytest.mark.parametrize("phrase", ["punch the guard, war die 4", "punch the guard, war die: 4",
                                    "punch the guard, the war die shows 4"])
def test_war_die_faces(phrase: str) -> None:
    request = read("fist", phrase)
    assert war_of(request)[:2] == (1, (4,))


@pytest.mark.parametrize(("system", "phrase"), [(s, p) for s, p, _ in IDIOMS])
def test_stated_dice_are_the_dice_rolled(system: str, phrase: str) -> None:
    """End to end: the faces said are the faces the rules used (or the rules refuse them, e.g. too few)."""
    request = read(system, phrase)
    try:
        result = get_system(system).resolve(request, PARTIES[system], RandomDice(7))
    except RollmateError:
        return
    assert result.dice == request.dice


# The examples that must be refused, and what the refusal must point at.
REFUSED = [
    ("ghostburn", "Ghost hacks the camera, rolled 4 5", "anyone called 'Ghost'", 1, ()),
    ("ghostburn", "Dexx: shoot the guard, spend luck, rolled 4 5", "anyone called 'Dexx'", 1, ("Dex",)),
    ("ghostburn", "sneak past the guard and hack the camera, Security Hard, rolled 3 4", "two actions", 26, ()),
    ("ghostburn", "climb the fence, Hard and Easy, rolled 3 4", "Two difficulties", 27, ()),
    ("ghostburn", "shoot the guard, Hard, rolled 3 9 and rolled 4 4", "Two sets of dice", 39, ()),
    ("ghostburn", "helped by Dex, convince the bouncer", "no teamwork rule", 1, ()),
    ("fist", "Mako gives me his war die, punch the guard", "anyone called 'Mako'", 1, ()),
    ("fs3", "Melee vs Marcus, dice 6 6 6 2 3 4 5 1 2 3", "anyone called 'Marcus'", 10, ("Mavros",)),
    ("fs3", "Melee vs a thug", "anyone called 'thug'", 12, ()),
    ("ghostburn", "roll Firearms vs Hrad", "anyone called 'Hrad'", 18, ("Hard",)),
]


@pytest.mark.parametrize(("system", "phrase", "message", "column", "close"), REFUSED, ids=[r[1] for r in REFUSED])
def test_refused_with_a_caret(system: str, phrase: str, message: str, column: int, close: tuple[str, ...]) -> None:
    with pytest.raises(PhraseError) as caught:
        read(system, phrase)
    error = caught.value
    assert message.lower() in error.message.lower()
    assert error.column == column
    assert "^" in error.caret()
    for name in close:
        assert name in error.suggestions


def test_an_unknown_opponent_is_refused_with_what_would_work() -> None:
    with pytest.raises(PhraseError) as caught:
        read("fs3", "Melee vs Marcus")
    assert "Mavros" in caught.value.suggestions
    assert "'vs Marcus rated 3'" in (caught.value.hint or "")


@pytest.mark.parametrize(("phrase", "number"), [
    ("punch the guard, 4", "4"),
    ("punch the guard, spend a war die, 7", "7"),  # no face of a war die
])
def test_a_bare_number_is_asked_about(phrase: str, number: str) -> None:
    with pytest.raises(PhraseError, match=f"can't tell what '{number}' is"):
        read("fist", phrase)


@pytest.mark.parametrize(("phrase", "faces", "dice"), [
    ("punch the guard, spend a war die, 4", (4,), ()),  # the face of the war die just named
    ("punch the guard, rolled 2 and 2, spend 2 war dice, 3, 5", (3, 5), (2, 2)),
    ("punch the guard, spend a war die, 3 and 4", (), (3, 4)),  # two faces for one war die: the base dice
])
def test_faces_said_after_a_war_die_are_its_own_when_they_are_as_many(
        phrase: str, faces: tuple[int, ...], dice: tuple[int, ...]) -> None:
    request = read("fist", phrase)
    assert (request.spends[0].faces or ()) == faces and (request.dice or ()) == dice


@pytest.mark.parametrize("phrase", ["what are my chances to shoot the guard, Hard",
                                    "odds of convincing the bouncer, Wits Hard",
                                    "how likely is it that I climb the fence, Moderate",
                                    "shoot the guard, Hard, what are my chances?"])
def test_questions_about_chances_are_marked(phrase: str) -> None:
    request = read("ghostburn", phrase)
    assert request.question
    assert "chance" not in request.action and "odds" not in request.action


def test_a_statement_is_no_question() -> None:
    assert not read("ghostburn", "shoot the guard, Hard").question


@pytest.mark.parametrize(("system", "phrase", "who", "action"), [
    ("fist", "can Ripper break the chains? what are the odds", "Ripper", "break the chains"),
    ("fist", "can ripper kick the door in?", "Ripper", "kick the door in"),
    ("fist", "what are Jonesy's odds to hack the terminal?", "Jonesy", "hack the terminal"),
    ("fist", "kick the door in. what are my chances?", None, "kick the door in"),
    ("fs3", "can Zoe fly the freighter through the storm? what are her chances", "Zoe", "fly the freighter through the storm"),
    ("fs3", "Zoe: can I land the shuttle?", "Zoe", "land the shuttle"),
    ("fs3", "could Mavros climb the wall?", "Mavros", "climb the wall"),
])
def test_a_question_about_someone_s_chances_never_rolls_and_keeps_who(system: str, phrase: str, who: str | None,
                                                                      action: str) -> None:
    """A question about anyone's chances, however it opens and wherever the question mark stands, is a question
    (odds, nothing rolled or spent), and the person it names is who acts."""
    request = read(system, phrase)
    assert request.question
    assert request.actor == who
    assert request.action.strip(" ?.") == action


@pytest.mark.parametrize("phrase", ["can opener in hand, kick the door, 3 and 4",
                                    "Ripper kicks the door in, rolled 3 and 4"])
def test_a_modal_word_without_a_question_mark_is_no_question(phrase: str) -> None:
    assert not read("fist", phrase).question


def test_the_reading_names_every_clause_where_it_stood() -> None:
    phrase = "Dex tries to persuade the bouncer, Wits Hard. Dice: 3, 9"
    reading = read("ghostburn", phrase).reading
    kinds = {c.kind: c for c in reading}
    assert set(kinds) == {"speaker", "skill", "difficulty", "dice"}
    for clause in reading:
        assert phrase[clause.start : clause.end] == clause.text
    assert kinds["dice"].text == "Dice: 3, 9" and kinds["difficulty"].text == "Wits Hard"



def resolve(system: str, phrase: str, seed: int = 7):  # type: ignore[no-untyped-def]
    return get_system(system).resolve(read(system, phrase), PARTIES[system], RandomDice(seed))


def test_an_adhoc_opponent_rolls_its_rating_plus_two_with_its_own_dice() -> None:
    result = resolve("fs3", "Melee vs a thug rated 3, dice 6 2 2 3 4, thug rolled 6 6 1 2 2")
    assert result.dice == (6, 2, 2, 3, 4) and result.successes == 1
    assert result.opposed is not None and result.opposed.against == "thug"
    assert result.opposed.their_successes == 2 and result.opposed.net == -1
    with pytest.raises(RollmateError, match="5 faces"):  # rating 3 is 3 + 2 dice: four faces are too few
        resolve("fs3", "Melee vs a thug rated 3, thug rolled 6 6 1 2")


def test_an_opponent_of_so_many_dice() -> None:
    result = resolve("fs3", "Melee vs 3 dice, dice 6 6 1 2 3")
    assert result.opposed is not None and result.opposed.against == "3 dice"
    assert "3 dice" in " ".join(s.text for s in result.steps if s.title == "Opposed Result")
    theirs = resolve("fs3", "Melee vs a thug with 4 dice, thug rolled 8 7 1 1")
    assert theirs.opposed is not None and theirs.opposed.their_successes == 2


def test_aresmush_npc_roll_is_its_rating_plus_two_dice() -> None:
    result = resolve("fs3", "roll Thug/3")
    assert result.actor == "Thug" and len(result.dice) == 5


def test_aresmush_each_side_its_own_ability() -> None:
    result = resolve("fs3", "roll Mavros/Melee vs Zoe/Stealth")
    assert result.actor == "Mavros" and result.skill == "Melee"
    assert result.opposed is not None and result.opposed.against == "Zoe"
    assert "Zoe rolls Stealth" in " ".join(s.text for s in result.steps)


def test_a_stated_helper_result_is_not_rolled_again() -> None:
    result = resolve("fs3", "Melee, helped by Mavros who got a Good Success")
    assert "Mavros: Good Success, as stated" in " ".join(s.text for s in result.steps)


def test_an_opponents_own_attribute_is_rolled() -> None:
    result = resolve("fs3", "Stealth vs Zoe's Perception")
    assert "Zoe rolls Perception" in " ".join(s.text for s in result.steps)


def test_a_clause_the_rules_do_not_use_is_reported_in_the_reading() -> None:
    result = resolve("fist", "punch the guard, helped by Jonesy")
    (helper,) = [c for c in result.reading()["clauses"] if c["kind"] == "helper"]
    assert helper["used"] is False and "war die" in helper["note"]


def test_fist_has_no_opposed_roll_to_drop_an_opponent_into() -> None:
    with pytest.raises(PhraseError, match="no opposed rolls"):
        read("fist", "punch the guard vs Jonesy")


def test_ghostburn_two_targets_are_asked_about() -> None:
    with pytest.raises(RollmateError, match="Two targets"):
        resolve("ghostburn", "convince the bouncer vs Dex")


def test_the_war_die_given_is_paid_by_the_giver() -> None:
    result = resolve("fist", "Jonesy gives me his war die, punch the guard, rolled 3 4, war die 5")
    assert result.actor == "Ripper"  # the first operative of the party acts; Jonesy only pays
    assert result.dice == (3, 4) and result.extra_dice == (5,)
    assert [(s.who, s.resource) for s in result.spends] == [("Jonesy", "war_dice")]


def test_two_people_acting_are_asked_about() -> None:
    for phrase in ("Vex and Dex climb the fence", "Vex climbs the fence and Dex hacks the camera"):
        with pytest.raises(PhraseError, match="Two people act: 'Vex' and 'Dex'"):
            read("ghostburn", phrase)


def test_war_die_faces_after_dice_on_the_dice() -> None:
    request = read("fist", "punch the crate, war die 1, 3 and 4 on the dice")
    assert (war_of(request)[1], request.dice) == ((1,), (3, 4))
    with pytest.raises(PhraseError, match="where one set of dice ends"):
        read("fs3", "Melee, the thug rolled 1 1, 1, 1 and 1 on the dice")


def test_a_name_with_an_accent_can_be_typed(tmp_path) -> None:  # type: ignore[no-untyped-def]
    sheet = tmp_path / "zoe.toml"
    sheet.write_text('system = "ghostburn"\n[[character]]\nname = "Zoë"\nluck = 1\n', encoding="utf-8")
    vocabulary = get_system("ghostburn").vocabulary(load_party([sheet]))
    assert parse("Zoë: climb the fence, Hard", vocabulary).actor == "Zoë"
    assert parse("as Zoë, climb the fence, Hard", vocabulary).actor == "Zoë"
    with pytest.raises(PhraseError, match="anyone called 'Zoey'"):
        parse("Zoey: climb the fence, Hard", vocabulary)
