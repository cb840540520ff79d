"""What a drone drops on a mark (a canister, a flashbang, a mine, smoke) is its payload: Ghostburn's Deploy Payload
(Piloting), said with any of the things a drone carries."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


@pytest.mark.parametrize("phrase", [
    "Dex drops the smoke canister from his drone onto the dock",
    "dex drops the flashbang on the guards from the drone",
    "Dex drops the mine in the van's path",
])
def test_what_a_drone_drops_is_its_payload(phrase: str) -> None:
    assert parse(phrase, GHOSTBURN).verbs == ("Deploy Payload",)
