"""Records (frozen stdlib dataclasses) and rules/records.py: immutable, checked when read back, no pydantic on start."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rollmate.rules.records import changed, dump, dump_json, load, load_json
from rollmate.rules.request import Cue, RollRequest, Side
from rollmate.rules.resolution import Chance, Resolution, Step
from rollmate.rules.system import Table


def test_a_record_is_immutable_and_copies_with_changes() -> None:
    request = RollRequest(text="roll", skill="Firearms", dice=(3, 9))
    with pytest.raises(dataclasses.FrozenInstanceError):
        request.skill = "Melee"  # type: ignore[misc]
    other = dataclasses.replace(request, skill="Melee")
    assert (request.skill, other.skill, other.dice) == ("Firearms", "Melee", (3, 9))
    assert changed(request, dice=[1, 2]).dice == (1, 2)  # a list given for a tuple field becomes a tuple


def test_unknown_and_missing_fields_are_refused() -> None:
    with pytest.raises(TypeError, match="txet"):
        RollRequest(txet="typo")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="outcome"):
        Resolution(system="fist")  # type: ignore[call-arg]


@pytest.mark.parametrize(("field", "value"), [("actor", 3), ("spends", "two"), ("spends", [{"key": 3}]),
                                              ("spends", [{"key": "luck", "count": "yes"}]),
                                              ("dice", [1, "x"]), ("advantage", "sideways")])
def test_a_value_of_the_wrong_kind_is_refused_when_read_back(field: str, value: object) -> None:
    with pytest.raises(TypeError, match=f"RollRequest: {field}"):
        load_json(RollRequest, json.dumps({"text": "roll", field: value}))


def test_a_whole_resolution_survives_json_and_back() -> None:
    original = Resolution(
        system="fs3", actor="Nemesis", dice=(6, 7, 1), outcome="Success", steps=(Step(title="Roll", text="6 7 1"),),
        odds=(Chance(outcome="Success", numerator=3, denominator=8),), extra={"wars": [{"count": 1}]},
        request=RollRequest(text="Melee vs Mavros", opponent=Side(name="Mavros", faces=(6, 2)),
                            cues=(Cue(key="combat", who="scene"),)))
    text = dump_json(original)
    assert json.loads(text)["request"]["opponent"]["faces"] == [6, 2]
    again = load_json(Resolution, text)
    assert again == original and isinstance(again.request, RollRequest) and again.request.opponent == Side(
        name="Mavros", faces=(6, 2))
    assert dump(original, exclude={"request"}).keys() == {f.name for f in dataclasses.fields(Resolution)} - {"request"}


def test_floats_are_floats_and_defaults_are_fresh() -> None:
    table = load(Table, {"held": {"luck": {"Vex": 1}}})
    assert table.held == {"luck": {"Vex": 1.0}} and isinstance(table.held["luck"]["Vex"], float)
    assert Table().held is not Table().held


def test_a_one_shot_roll_imports_neither_pydantic_nor_prompt_toolkit() -> None:
    """pydantic checks the data files only when they are read fresh; prompt_toolkit is only for the chat."""
    code = ("import sys; from rollmate.command import main; main(['roll', '--seed', '1', 'convince the bouncer, "
            "Wits Hard']); print([m for m in ('pydantic', 'prompt_toolkit') if m in sys.modules])")
    # the first run may read the data files fresh (checked by pydantic, then cached); a one-shot after that doesn't
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


PARTY = str(Path(__file__).resolve().parents[2] / "examples" / "ghostburn_party.toml")


@pytest.mark.parametrize(("args", "answer"), [
    (["roll", "--seed", "1", "roll Athletics, DL Hard, bonus +5"], "Athletics vs Hard (20)"),
    (["roll", "--seed", "1", "--sheet", PARTY, "--as", "Vex", "Vex sneaks past the guard, rolled 3 9"],
     "Vex: Sneak (Stealth) vs Moderate (14)"),
])
def test_a_ghostburn_one_shot_roll_imports_no_other_game_and_no_command_it_does_not_use(args: list[str],
                                                                                          answer: str) -> None:
    """A roll of Ghostburn loads Ghostburn's rules only, not every game's (to learn their resources' words, a line
    needs a verb of granting first), none of the table's slash commands, lessons, what-ifs or newcomer answers, not
    the chat's own sentences or records (a phrase's words say it is none of the chat's lines), no log store and no
    SQLite (without --db the roll is held, and a log in memory is made only for a line that needs one), not the log's
    checks, no TOML parser (the chat's words are kept parsed, as the games' data files are), no difflib
    (for a word not found), no zipfile (importlib.resources' readers), none of the modules that lend the record
    classes fewer answers make (neither roll makes one of them: building their classes costs milliseconds), and not
    the reading of a line that corrects itself (neither phrase says a word a correction is said with)."""
    unused = ("rollmate.rules.systems.fist", "rollmate.rules.systems.fs3", "rollmate.rules.systems.pbta",
              "rollmate.rules.systems.blades", "rollmate.grammar.slash", "rollmate.table.commands",
              "rollmate.table.registry", "rollmate.table.logbook", "rollmate.table.lesson", "rollmate.table.whatif",
              "rollmate.table.newcomer", "rollmate.table.advice", "rollmate.log.verify", "tomllib",
              "rollmate.grammar.chat_records", "rollmate.grammar.chat_sentences",
              "rollmate.log.store", "sqlite3",
              "difflib", "zipfile",
              "rollmate.grammar.rarer_records", "rollmate.grammar.marks", "rollmate.rules.request_parts",
              "rollmate.rules.resolution_parts", "rollmate.rules.follow_records", "rollmate.table.rarer_records",
              "rollmate.grammar.amends")
    code = (f"import sys; from rollmate.command import main; main({args!r}); "
            f"print(sorted(m for m in sys.modules if m.split('.')[:4] in [u.split('.') for u in {unused!r}]))")
    # the first run may parse the files fresh (then kept parsed in the cache); a one-shot after that doesn't
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert answer in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "[]"


_RULED_OUT = ("gm_self._LEAD_IN", "gm_self._VOICE", "gm_self._ROLL_FOR", "knocked._MISHAP", "thread._ANY",
              "scene_words._OTHER_SUBJECT", "post._ANY", "letter._SIGNED", "relay._ANY", "chat_words.PICK",
              "chat_words.LET_ROLL", "chat_words.GRANT_VERB", "action_words._NAMED_AS", "action_words._OWN_MEANS",
              "action_words._GIVEN", "action_words._ODDS_ON", "figures._FIGURES", "recap._WHEN", "bind._PASSIVE",
              "action_words.PLAYER_BIDS")


@pytest.mark.parametrize(("args", "ruled_out"), [
    (["roll", "--seed", "1", "roll Athletics, DL Hard, bonus +5"], (*_RULED_OUT, "scene_words._THING_OPENS")),
    (["roll", "--seed", "1", "--sheet", PARTY, "--as", "Vex", "Vex sneaks past the guard, rolled 3 9"], _RULED_OUT),
])
def test_a_ghostburn_one_shot_roll_compiles_no_pattern_its_words_rule_out(args: list[str],
                                                                          ruled_out: tuple[str, ...]) -> None:
    """A pattern kept as text is compiled only for a line holding a word or mark it cannot match without (the
    referee's words, an aside's '(', a re-roll, a thread's or a post's marks, a comma with a name after it, a word of
    relaying, granting or giving, a short line, 'a'/'an' or a possessive before a skill, a figure's words, a word of
    time, a clause ending 'by' or 'from', a verb of bidding before a name): neither
    bench phrase holds one, so neither compiles nor searches them. Every pattern a line is searched with goes
    through re's functions, which the run records."""
    code = (
        "import re, sys\n"
        "used = set()\n"
        "def wrap(f):\n"
        "    def inner(pattern, *a, **k):\n"
        "        used.add(getattr(pattern, 'pattern', pattern))\n"
        "        return f(pattern, *a, **k)\n"
        "    return inner\n"
        "for name in ('compile', 'search', 'match', 'fullmatch', 'finditer', 'findall', 'sub', 'subn', 'split'):\n"
        "    setattr(re, name, wrap(getattr(re, name)))\n"
        "from rollmate.command import main\n"
        f"main({args!r})\n"
        "from rollmate.grammar import action_words, chat_words, figures, gm_self, knocked, letter, post, relay\n"
        "from rollmate.grammar import bind, recap, scene_words, thread\n"
        f"names = {ruled_out!r}\n"
        "def patterns(name):\n"
        "    module, attribute = name.split('.')\n"
        "    value = getattr(sys.modules['rollmate.grammar.' + module], attribute)\n"
        "    found = [v[0] for v in value.values()] if isinstance(value, dict) else [value]\n"
        "    return [getattr(p, 'pattern', p) for p in found]\n"
        "print(sorted(n for n in names if any(p in used for p in patterns(n))))\n")
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def _twins(**options: object) -> tuple[type, type]:
    """One record class declared on FrozenRecord (eq=False, repr=False) and the same compiled whole by dataclass."""
    from dataclasses import dataclass, field

    from rollmate.rules.records import FrozenRecord

    body = {"__annotations__": {"name": "str", "faces": "tuple[int, ...]", "note": "str", "seen": "int"},
            "faces": (), "note": field(default="", compare=False), "seen": field(default=0, repr=False, hash=False)}
    lean = dataclass(frozen=True, eq=False, repr=False, **options)(type("Twin", (FrozenRecord,), dict(body)))
    whole = dataclass(frozen=True, **options)(type("Twin", (), dict(body)))
    return lean, whole


@pytest.mark.parametrize("options", [{}, {"slots": True, "kw_only": True}])
def test_a_record_on_frozenrecord_compares_hashes_and_shows_itself_as_a_dataclass_would(options: dict) -> None:
    lean, whole = _twins(**options)
    values = [dict(name="Vex", faces=(3, 9), note="a", seen=1), dict(name="Vex", faces=(3, 9), note="b", seen=2),
              dict(name="Vex", faces=(3, 8)), dict(name="Oz")]
    for a in values:
        assert repr(lean(**a)) == repr(whole(**a))
        assert hash(lean(**a)) == hash(whole(**a))
        for b in values:
            assert (lean(**a) == lean(**b)) == (whole(**a) == whole(**b))
    assert lean(name="Vex") != whole(name="Vex") and lean(name="Vex").__eq__(3) is NotImplemented
    with pytest.raises(dataclasses.FrozenInstanceError):
        lean(name="Vex").name = "Oz"  # type: ignore[misc]


def test_a_record_with_one_field_or_none_compares_and_hashes_as_a_tuple_of_them() -> None:
    from dataclasses import dataclass

    from rollmate.rules.records import FrozenRecord

    @dataclass(frozen=True, slots=True, eq=False, repr=False)
    class One(FrozenRecord):
        value: int

    @dataclass(frozen=True, eq=False, repr=False)
    class Empty(FrozenRecord):
        pass

    assert hash(One(3)) == hash((3,)) and One(3) == One(3) != One(4) and repr(One(3)).endswith(".One(value=3)")
    assert hash(Empty()) == hash(()) and Empty() == Empty() and repr(Empty()).endswith("Empty()")


def _record_classes() -> list[type]:
    """Every dataclass rollmate's modules define (a face whose extra is not installed left out)."""
    import importlib
    import pkgutil

    import rollmate

    found = []
    for info in pkgutil.walk_packages(rollmate.__path__, "rollmate."):
        if info.name.endswith("__main__"):
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # a face's extra not installed
            continue
        found += [value for value in vars(module).values() if isinstance(value, type)
                  and dataclasses.is_dataclass(value) and value.__module__ == module.__name__]
    return found


def test_every_frozen_record_that_does_not_compile_its_equality_has_frozenrecords() -> None:
    """A frozen dataclass declared eq=False on no FrozenRecord would compare by identity: every record of rollmate's
    that leaves ==, hash() and repr() to FrozenRecord inherits them."""
    from rollmate.rules.records import FrozenRecord

    assert [kind.__qualname__ for kind in _record_classes() if kind.__dataclass_params__.frozen
            and not kind.__dataclass_params__.eq and not issubclass(kind, FrozenRecord)] == []


def test_every_record_class_says_what_it_is() -> None:
    """A dataclass with no docstring of its own is given one made from inspect.signature() as its class is built,
    at every start (a millisecond for a record of many fields)."""
    assert [kind.__qualname__ for kind in _record_classes() if "__doc__" not in vars(kind)
            or (kind.__doc__ or "").startswith(kind.__name__ + "(")] == []
