"""A game may say what kind of rules clause each of its cue words makes in the reading (a generic hook: the grammar
names no game's clause)."""

from dataclasses import replace

from rollmate.grammar import parse
from rollmate.rules.vocabulary import Term, build


def _vocabulary(kinds: dict[str, str]):  # type: ignore[no-untyped-def]
    pairs = [("Ana", Term(kind="name", value="Ana")), ("careful", Term(kind="cue", value="careful")),
             ("tired", Term(kind="cue", value="tired"))]
    return replace(build("test", pairs, [("climb", "Climb")]), cue_kinds=kinds)


def test_a_cue_reads_as_the_kind_its_game_gives() -> None:
    request = parse("Ana climbs the wall, careful, tired, rolled 4", _vocabulary({"careful": "stance"}))
    kinds = {c.text: c.kind for c in request.reading}
    assert kinds["careful"] == "stance"
    assert kinds["tired"] == "condition"  # not listed: as before
    assert [c.key for c in request.cues] == ["careful", "tired"]
