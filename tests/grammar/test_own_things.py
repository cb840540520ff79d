"""What a character owns, said in the possessive, is theirs to roll with: their drone or hound sent out ('Launching
Dex's drone ...') acts for them, their luck point burned ('Burning Dex's luck point') is spent on their own roll. The
owner rolls; they are never read as acted on by the seat's character, nor asked about as acting on themselves."""

from __future__ import annotations

import pytest
from test_dice_in_the_plural import answered

READ = [
    ("Vex", "Launching Dex's drone over the rooftops to scout the yard. Drone Recon, security is Moderate. 6 and 5",
     {"actor": "Dex", "trick": "Drone Recon", "dice": [6, 5], "modifier": 4, "total": 15, "outcome": "Success"}),
    ("Dex", "Sending Dex's little drone up to scout the yard. Drone Recon, security is Moderate. 6 and 5",
     {"actor": "Dex", "trick": "Drone Recon", "total": 15}),
    ("Vex", "Burning Dex's luck point up front, hack the terminal, Hard. 6 and 5",
     {"actor": "Dex", "skill": "Hacking", "dice": [6, 5], "modifier": 11, "total": 22}),
    ("Dex", "Burning Dex's luck point up front, hack the terminal, Hard. 6 and 5",
     {"actor": "Dex", "skill": "Hacking", "total": 22}),
    # the thing acted on, not sent out: the seat's character acts
    ("Vex", "shoot down Dex's drone, Single Shot, Hard. 6 and 5",
     {"actor": "Vex", "trick": "Single Shot", "total": 18}),
]


@pytest.mark.parametrize(("who", "phrase", "want"), READ, ids=[w[1][:30] for w in READ])
def test_the_owner_of_what_acts_or_is_spent_rolls(who: str, phrase: str, want: dict[str, object],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    got = answered("ghostburn", who, phrase, want, capsys)
    if want["actor"] == "Dex":
        clauses = got["reading"]["clauses"]  # type: ignore[index]
        assert any(c["kind"] == "speaker" and c["text"] == "Dex's" for c in clauses)
