"""A Ghostburn skill named with no trick and no DL ('Vex, give me a Stealth roll'): the rules' step 1 maps the
action to one of the skill's tricks, or the GM rules an improvised trick and gives its DL. With no action to map,
both are missing: the table asks, and the next line (a trick, or a DL) lets the roll go ahead."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import RulesError
from rollmate.rules.sheets import load_party
from rollmate.table.session import Reply, reply, start

PARTY = load_party([EXAMPLES / "ghostburn_party.toml"])


def say(*lines: str) -> Reply:
    answer = Reply(start(PARTY, "ghostburn", "rules", "Vex", seed=7), [])
    for line in lines:
        answer = reply(answer.state, line)
    return answer


@pytest.mark.parametrize(("phrase", "missing", "choice"), [
    ("Vex, give me a Stealth roll, 7 3", "trick", "Vex, give me a Stealth roll, 7 3, use Sneak"),
    ("GM: Dex, Athletics. 6 6", "trick", "GM: Dex, Athletics. 6 6, use Athletic Move"),
    ("roll Perception, 4 4", "trick", "roll Perception, 4 4, use Search"),
    ("Vex vaults the turnstile, improvised trick, Athletics, rolled 6 6", "difficulty",
     "Vex vaults the turnstile, improvised trick, Athletics, rolled 6 6, DL Hard"),
])
def test_a_skill_alone_asks_for_a_trick_or_the_gms_dl(phrase: str, missing: str, choice: str) -> None:
    with pytest.raises(RulesError) as refused:
        roll(phrase, PARTY)
    assert refused.value.asks and refused.value.missing == missing and choice in refused.value.choices
    assert "Hard" in refused.value.allowed


@pytest.mark.parametrize(("lines", "said"), [
    (("Vex, give me a Stealth roll, 7 3", "DL Hard"), "Vex: Stealth vs Hard (20) -> [7 3]"),
    (("roll Perception, 4 4", "Moderate"), "Perception vs Moderate (14) -> [4 4]"),
    (("Vex vaults the turnstile, improvised trick, Athletics, rolled 6 6", "Severe"), "Athletics vs Severe (26)"),
])
def test_the_next_line_answers_and_the_roll_goes_ahead(lines: tuple[str, ...], said: str) -> None:
    assert said in say(*lines).text
