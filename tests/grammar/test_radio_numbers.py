"""Numbers a radio net says are the scene's in every game, shown in the reading with the words they came with, never a
rules value nor a die: a grid, bearing or frequency after its noun ('grid 3-8', 'grid two-six', 'bearing
one-four-zero', 'on frequency 142.7'), spoken digits alone ('heading is three-one-five'), a time of the 24-hour clock
('at 0230', '2145 hours'), a clock position ('at my nine', 'check your six') and what a net counts ('four tangos',
'3 mags left'). Where such a number stands where the dice do, it stays the dice or is asked about.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.sheets import load_party

_LINES = {
    "ghostburn": ("Vex sneaks past the guard, Moderate. 4, 6", "Vex", "Stealth", (4, 6)),
    "blades": ("Cross prowls past the guard, risky: 5", "Cross", "Prowl", (5,)),
    "fist": ("Ripper sneaks past the guard: 4 5", "Ripper", None, (4, 5)),
    "fs3": ("Nemesis sneaks past the goon: 1 2 3 4", "Nemesis", "Stealth", (1, 2, 3, 4)),
    "pbta": ("Kit sneaks past the guard: 4 5", "Kit", "Brave Danger", (4, 5)),
}
_PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in _LINES}


def _read(game: str, said: str):  # type: ignore[no-untyped-def]
    line, actor, skill, dice = _LINES[game]
    result = roll(said.format(line=line, actor=actor), _PARTIES[game], system=game, actor=actor)
    assert (result.actor, result.skill, result.dice) == (actor, skill, dice)
    return result


def _scene(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.text for c in result.request.reading if c.kind == "scene"]


_RADIO = [
    ("Moving up from grid 3-8 to the ridge. {line}", "grid 3-8"),
    ("Holding at grid two-six, over. {line}", "grid two-six"),
    ("Target is on bearing one-four-zero. {line}", "bearing one-four-zero"),
    ("The tower is on frequency 142.7 tonight. {line}", "frequency 142.7"),
    ("The net is on channel seven. {line}", "channel seven"),
    ("Heading is three-one-five, low and slow. {line}", "three-one-five"),
    ("Go time is 0230, hold till then. {line}", "0230"),
    ("Extraction at 2145 hours sharp. {line}", "2145 hours"),
    ("Contact at my nine, moving left. {line}", "my nine"),
    ("Check your six before the hatch. {line}", "your six"),
    ("Four tangos by the fence. {line}", "Four tangos"),
    ("Down to 3 mags left and sweating. {line}", "3 mags"),
    ("Tuned the set to 243.0 for the beacon. {line}", "243.0"),
]


@pytest.mark.parametrize("game", list(_LINES))
def test_a_grid_inside_where_the_action_goes_is_no_dice(game: str) -> None:
    line, actor, skill, dice = _LINES[game]
    said = line.replace(" past the guard", " past the guard to the wall at grid 6-1").replace(" past the goon",
                                                                                             " past the goon to the wall at grid 6-1")
    result = roll(said, _PARTIES[game], system=game, actor=actor)
    assert (result.actor, result.skill, result.dice) == (actor, skill, dice)


@pytest.mark.parametrize(("game", "said", "shown"), [(g, s, w) for g in _LINES for s, w in _RADIO])
def test_a_radio_number_is_the_scene(game: str, said: str, shown: str) -> None:
    assert shown in _scene(_read(game, said))


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard at grid 4 6",  # a number after the grid's at the end: which are the dice?
    "Vex sneaks past the guard, Moderate, rolled 0306",
    "Vex sneaks past the guard, Moderate: six-six",
])
def test_a_radio_number_where_the_dice_stand_is_not_the_scene(phrase: str) -> None:
    try:
        result = roll(phrase, _PARTIES["ghostburn"], actor="Vex")
    except (PhraseError, RulesError):
        return
    assert not _scene(result)


def test_a_question_about_a_target_nobody_has_names_the_words_said() -> None:
    """Ghostburn asks for the Wits of one the sheet lacks: the words said for them are in the question."""
    with pytest.raises(RulesError, match="quartermaster"):
        roll("Vex convinces the quartermaster on channel 4, Persuade. 7 7", _PARTIES["ghostburn"], actor="Vex")
