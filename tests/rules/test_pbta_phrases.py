"""PbtA phrases the way players say them at the table: each triggers the move a GM would call (None: a plain
stat roll), for the example crew and its playbook."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTY = load_party([EXAMPLES / "pbta_party.toml"])
PBTA = get_system("pbta")

PHRASES = [
    ('Kit: I duck behind the car as the bullets fly', 'Brave Danger'),
    ('Kit ducks under the swinging blade', 'Brave Danger'),
    ('I try to slip past the sentries', 'Brave Danger'),
    ('Kit sneaks into the compound', 'Brave Danger'),
    ('climb down the cliff before the storm hits', 'Brave Danger'),
    ('Boone leaps across the gap between the roofs', 'Brave Danger'),
    ('I hold on to the truck as it swerves', 'Brave Danger'),
    ('Boone punches the raider in the jaw', 'Fight It Out'),
    ('I stab him with my knife', 'Fight It Out'),
    ('Boone shoots at the mutants', 'Fight It Out'),
    ('Boone tackles the thief', 'Fight It Out'),
    ('Boone charges the gate guards', 'Fight It Out'),
    ('I kick the door in', 'Fight It Out'),
    ('Boone threatens the trader until he talks', 'Lean on Someone'),
    ('Boone leans on the informant', 'Lean on Someone'),
    ('I intimidate the guard into backing off', 'Lean on Someone'),
    ('Boone shakes down the bartender', 'Lean on Someone'),
    ('Kit tries to convince the warlord to let us go', 'Sway Someone'),
    ('I persuade the guard to open the gate', 'Sway Someone'),
    ('Kit charms the mechanic', 'Sway Someone'),
    ('I bargain with the trader for fuel', 'Sway Someone'),
    ('Kit bluffs her way past the checkpoint', 'Sway Someone'),
    ('Sable searches the office for the ledger', 'Read the Room'),
    ('I look around the camp', 'Read the Room'),
    ('Sable studies the tracks', 'Read the Room'),
    ('I size up the raiders', 'Read the Room'),
    ("Sable eavesdrops on the warlord's lieutenants", 'Read the Room'),
    ('Sable tries to remember what she knows about the old dam', 'Recall Something Useful'),
    ('I try to recall the code', 'Recall Something Useful'),
    ('Sable identifies the strange machine', 'Recall Something Useful'),
    ('Sable deciphers the old map', 'Recall Something Useful'),
    ('Boone helps Kit with the door', 'Lend a Hand'),
    ('I assist Sable with the ritual', 'Lend a Hand'),
    ('Sable opens her mind to the wasteland', 'Open Your Mind'),
    ('Sable communes with the spirits of the dead', 'Open Your Mind'),
    ('I reach out with my mind', 'Open Your Mind'),
    ('Sable scries for the missing child', 'Open Your Mind'),
    ("Boone patches up Kit's arm", 'Patch Someone Up'),
    ('I bandage the wound', 'Patch Someone Up'),
    ('Sable stitches up the cut', 'Patch Someone Up'),
    ('Kit scavenges the wreck for parts', 'Scavenge'),
    ('I loot the bodies', 'Scavenge'),
    ('Kit rummages through the crates', 'Scavenge'),
    ('Boone drives the truck through the storm', 'Ride Hard'),
    ('I floor it and ram the gate', 'Ride Hard'),
    ('Kit steers the bike around the craters', 'Ride Hard'),
    ('Kit: Read the Room, rolled 5 and 4', 'Read the Room'),
    ('what are my chances to charm the warlord?', 'Sway Someone'),
    ('Kit: roll +Weird to sense the danger', 'Open Your Mind'),
    ('roll +Hot', None),
    ('Kit rolls +Hard to bust the lock', None),
    ('Boone: fight the raiders, +1 forward, rolled 3 3', 'Fight It Out'),
    ('Sable: look around, -1 ongoing', 'Read the Room'),
]


@pytest.mark.parametrize(("phrase", "move"), PHRASES)
def test_the_phrase_makes_the_move_a_gm_would_call(phrase: str, move: str | None) -> None:
    result = PBTA.resolve(parse(phrase, PBTA.vocabulary(PARTY)), PARTY, RandomDice(1))
    assert result.skill == move


def test_helping_someone_is_the_helpers_own_move() -> None:
    request = parse("Boone helps Kit with the door", PBTA.vocabulary(PARTY))
    result = PBTA.resolve(request, PARTY, RandomDice(1))
    assert (result.actor, request.target, result.skill, result.ability.name if result.ability else None) == (
        "Boone", "Kit", "Lend a Hand", "Cool")


@pytest.mark.parametrize(("phrase", "stat"), [
    ("Roll +Hard for Boone, he is kicking the stuck hatch open. 4 4", "Hard"),
    ("give me a roll +Cool, Kit; she's ducking through the gunfire", "Cool"),
    ("Roll +Sharp for Sable — she searches the wrecked convoy.", "Sharp"),
    ("roll +Hot, Kit. She flirts her way past the bouncer.", "Hot"),
])
def test_a_stat_called_before_what_happens_is_a_plain_roll_of_it(phrase: str, stat: str) -> None:
    """The GM calls the stat and then says what is happening: the stat alone is rolled, and the words that might
    trigger a move are the scene, shown as not used (a move's trigger said first, or as the purpose, is the move)."""
    result = PBTA.resolve(parse(phrase, PBTA.vocabulary(PARTY)), PARTY, RandomDice(1))
    assert (result.skill, result.ability.name if result.ability else None) == (None, stat)
    assert any(c["kind"] == "action" and c["used"] is False for c in result.reading()["clauses"])


@pytest.mark.parametrize(("phrase", "move"), [
    ("Boone kicks the hatch open, roll +Hard, 4 4", "Fight It Out"),
    ("roll +Sharp to search the wrecked convoy", "Read the Room"),
    ("Sable, roll +Cool: Brave Danger, she ducks through the gunfire", "Brave Danger"),
])
def test_a_move_said_before_the_stat_as_its_purpose_or_by_name_is_rolled(phrase: str, move: str) -> None:
    result = PBTA.resolve(parse(phrase, PBTA.vocabulary(PARTY)), PARTY, RandomDice(1))
    assert result.skill == move
