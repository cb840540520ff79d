"""A trade of position for effect asked as a question, then the position and the effect both set in a later sentence
('Can I trade position for effect? ... GM: sure, desperate, great.'): the values set are the trade's answer, and the
trade is not made again on top of them. Asked with no values set after it, or said as a statement, it stays a trade."""

from __future__ import annotations

from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))


def _cue_keys(phrase: str) -> list[str]:
    return [c.key for c in parse(phrase, BLADES).cues]


def test_a_trade_asked_then_answered_with_values_is_not_made() -> None:
    keys = _cue_keys("KIM (as Cross): can I trade position for effect here? Cross duels the lieutenant. "
                     "GM: sure, desperate, great. KIM: 6 4 2")
    assert "trade_for_effect" not in keys and {"desperate", "great"} <= set(keys)


def test_a_trade_said_as_a_statement_stays() -> None:
    keys = _cue_keys("Cross duels the lieutenant, trading position for effect. risky, standard. 6 4 2")
    assert "trade_for_effect" in keys
