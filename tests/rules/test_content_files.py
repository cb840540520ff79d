"""Every game's data file matches its pydantic schema, and a broken one is named by file and key when read fresh."""

from __future__ import annotations

import copy
import tomllib

import pytest

from rollmate.rules.content import data_file
from rollmate.rules.content_check import ContentError, check
from rollmate.rules.system import SYSTEMS, get_system


def raw(system: str) -> dict:  # type: ignore[type-arg]
    return tomllib.loads(data_file(system).read_text("utf-8"))


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_data_file_matches_its_schema(system: str) -> None:
    assert get_system(system).content_schema() is not None
    check(system, raw(system), get_system(system).content_schema())


@pytest.mark.parametrize(("system", "break_it", "where"), [
    ("ghostburn", lambda d: d["tricks"][3]["chart"].pop("fade"), "tricks.3.chart.fade"),
    ("ghostburn", lambda d: d["dl_modifiers"][0].update(who="everyone"), "dl_modifiers.0.who"),
    ("fist", lambda d: d["attributes"][1].update(colour="red"), "attributes.1.colour"),
    ("fs3", lambda d: d["cues"][0].update(amount="two"), "cues.0.amount"),
    ("pbta", lambda d: d["move"][2].update(triggers=[]), "move.2.triggers"),
    ("pbta", lambda d: d.pop("outcomes"), "outcomes"),
])
def test_a_broken_data_file_is_named_by_key(system: str, break_it, where: str) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(raw(system))
    break_it(data)
    with pytest.raises(ContentError) as caught:
        check(system, data, get_system(system).content_schema())
    assert caught.value.message.startswith(f"rules/systems/{system}/{system}.toml: {where}: ")
