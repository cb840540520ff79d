"""The frozen record base (rules/model.py): immutable, typed on the way back in, and the one-shot start-up it buys."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rollmate.rules.request import Cue, RollRequest, Side
from rollmate.rules.resolution import Chance, Resolution, Step
from rollmate.rules.system import Table


def test_a_record_is_immutable_and_copies_with_changes() -> None:
    request = RollRequest(text="roll", skill="Firearms", dice=(3, 9))
    with pytest.raises(TypeError, match="frozen"):
        request.skill = "Melee"  # type: ignore[misc]
    changed = request.model_copy(update={"skill": "Melee"})
    assert (request.skill, changed.skill, changed.dice) == ("Firearms", "Melee", (3, 9))
    assert request.with_changes(dice=[1, 2]).dice == (1, 2)  # read back: a list becomes the declared tuple


def test_unknown_and_missing_fields_are_refused() -> None:
    with pytest.raises(TypeError, match="unknown field"):
        RollRequest(txet="typo")
    with pytest.raises(TypeError, match="'outcome' is required"):
        Resolution(system="fist")


@pytest.mark.parametrize(("field", "value"), [("actor", 3), ("war_dice", "two"), ("war_dice", True), ("luck", "yes"),
                                              ("dice", [1, "x"]), ("advantage", "sideways")])
def test_a_value_of_the_wrong_kind_is_refused_when_read_back(field: str, value: object) -> None:
    with pytest.raises(TypeError, match="expected"):
        RollRequest.model_validate({"text": "roll", field: value})


def test_a_whole_resolution_survives_json_and_back() -> None:
    original = Resolution(
        system="fs3", actor="Nemesis", dice=(6, 7, 1), outcome="Success", steps=(Step(title="Roll", text="6 7 1"),),
        odds=(Chance(outcome="Success", numerator=3, denominator=8),), extra={"wars": [{"count": 1}]},
        request=RollRequest(text="Melee vs Mavros", opponent=Side(name="Mavros", faces=(6, 2)),
                            cues=(Cue(key="combat", who="scene"),)))
    text = original.model_dump_json()
    assert json.loads(text)["request"]["opponent"]["faces"] == [6, 2]
    again = Resolution.model_validate_json(text)
    assert again == original and isinstance(again.request, RollRequest) and again.request.opponent == Side(
        name="Mavros", faces=(6, 2))


def test_floats_are_floats_and_defaults_are_fresh() -> None:
    table = Table.model_validate({"luck": {"Vex": 1}})
    assert table.luck == {"Vex": 1.0} and isinstance(table.luck["Vex"], float)
    assert Table().war_dice is not Table().war_dice


def test_a_one_shot_roll_imports_neither_pydantic_nor_prompt_toolkit() -> None:
    """pydantic checks the data files only when they are read fresh; prompt_toolkit is only for the chat."""
    code = ("import sys; from rollmate.assistant.cli import main; main(['roll', '--seed', '1', 'convince the bouncer, "
            "Wits Hard']); print([m for m in ('pydantic', 'prompt_toolkit') if m in sys.modules])")
    # the first run may read the data files fresh (checked by pydantic, then cached); a one-shot after that doesn't
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_each_class_writes_its_own_constructor_even_below_a_class_already_used() -> None:
    """The first record of a class writes that class's constructor; a subclass made after it keeps its own fields."""
    from rollmate.rules.model import _WRITE_AFTER, Field, Frozen

    class Base(Frozen):
        name: str
        faces: tuple[int, ...] = ()

    made = [Base(name="a", faces=[1, 2]) for _ in range(_WRITE_AFTER + 5)]  # Base writes its constructor midway
    assert Base.__init__ is not Frozen.__init__
    assert all(record == made[0] and record.faces == (1, 2) for record in made)  # both ways make the same record

    class Wider(Base):
        notes: list[str] = Field(default_factory=list)

    assert Wider.__init__ is Frozen.__init__  # not Base's own
    for _ in range(2):  # the general way first, then Wider's own constructor
        wide = [Wider(name="b") for _ in range(_WRITE_AFTER + 5)][-1]
        assert (wide.name, wide.faces, wide.notes) == ("b", (), [])
        assert Wider(name="c").notes is not wide.notes  # a fresh default each time
        with pytest.raises(TypeError, match="unknown field"):
            Base(name="a", notes=["x"])
        with pytest.raises(TypeError, match="'name' is required"):
            Wider(notes=[])
        assert Wider.model_validate(wide.model_dump()) == wide


def test_once_works_a_value_out_on_first_reading_and_keeps_it() -> None:
    from rollmate.rules.model import once

    calls: list[int] = []

    class Plan:
        @once
        def total(self) -> int:
            calls.append(1)
            return 7

    plan = Plan()
    assert (plan.total, plan.total, calls) == (7, 7, [1])  # read twice, worked out once
    assert Plan().total == 7 and len(calls) == 2  # each instance its own
    assert isinstance(Plan.__dict__["total"], once)
