"""'lying through her teeth' said of the one who speaks is a lie told (Ghostburn's Bluff), never a check of whether
someone else lies (Sense Lies), which 'is he lying?' still asks for; so is feeding someone a story, a lie or a tale,
whoever stands between the verb and what is fed
('feeds him a line')."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize("phrase", [
    'Vex, lying through her teeth: "The cargo sank, I swear." 6 6',
    "Dex tells the fixer the job went clean, lying through his teeth, 7 3",
    '(lying through my teeth) "Never seen him before, officer." 5 4',
    "Vex swears to the bouncer she's on the list, lying through their teeth, 8 2",
])
def test_lying_through_ones_teeth_is_a_bluff(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).verbs == ("Bluff",)


def test_asking_whether_someone_lies_is_still_sensing_it() -> None:
    assert parse("Dex checks whether the fixer is lying, 6 4", GHOSTBURN).verbs == ("Sense Lies",)


@pytest.mark.parametrize("phrase", [
    "Vex feeds the bouncer a story about a sick aunt, 8 7",
    "I feed the fixer a tale about the missing crate, 5 5",
    "Dex feeds him a lie, 4 4",
    "Vex spins them a yarn about the shipment, 3 3",
    "Dex feeds her a line, 2 6",
    "Vex spins the guard a tale of woe, 6 2",
])
def test_feeding_someone_a_story_is_a_bluff(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).verbs == ("Bluff",)
