"""What a dice roller prints around a roll pasted into a post is no one and no rules value: the roller's name
('Avrae:', '[Dice Maiden]', 'Foundry chat card —'), its labels ('Request:', 'Roll:'), its sum ('Result: 9', 'Total 9',
'(9)'), a handle ('@kit_plays'), a timestamp ('[8:15 PM]', 'Yesterday at 8:15 PM'), a '#' label's mark; the faces it
shows are the dice, dropped ones too ('~~2~~'), and a command before the roll it asked for is that roll."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PBTA = get_system("pbta").vocabulary(load_party([EXAMPLES / "pbta_party.toml"]))  # Kit, Boone, Sable
BLADES = get_system("blades").vocabulary(load_party([EXAMPLES / "blades_party.toml"]))  # Cross, Thorn
GHOSTBURN = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))  # Vex, Dex


@pytest.mark.parametrize(("line", "dice"), [
    ("Kit keeps her cool under fire | DiceMaiden | Request: [2d6] Roll: [4, 3] Result: 7", (4, 3)),
    ("Kit keeps her cool under fire — Dice Maiden: Roll: [4, 3] Result: 7", (4, 3)),
    ("[Dice Maiden] Kit Roll: [4, 3] Result: 7 | keeping her cool under fire", (4, 3)),
    ("Kit keeps her cool under fire | Avrae: 2d6 (4, 3) = 7 — kit_plays.2, Yesterday at 8:15 PM", (4, 3)),
    ("[8:15 PM] Kit keeps her cool under fire @kit_plays Avrae: 2d6 (4, 3) = `7`", (4, 3)),
    ("Roll20: Kit rolls 2d6: 4, 3 (7) — keeping her cool under fire", (4, 3)),
    ("Foundry chat card: Kit — 2d6 — 4, 3 — 7 | Kit keeps her cool under fire", (4, 3)),
    ("Foundry card — Kit / 2d6 / 4, 3 / Total 7 — Kit keeps her cool under fire", (4, 3)),
])
def test_a_rollers_print_is_no_one_and_its_faces_are_the_dice(line: str, dice: tuple[int, ...]) -> None:
    request = parse(line, PBTA)
    assert (request.actor, request.dice, request.restated) == ("Kit", dice, ())


def test_a_die_the_roller_dropped_is_still_rolled() -> None:
    request = parse("Cross tinkers with the clockwork lock | Avrae: 2d6kl1 (5, ~~6~~) = `5`", BLADES)
    assert (request.actor, request.dice) == ("Cross", (5, 6))


def test_the_faces_a_roller_kept_are_among_those_it_rolled() -> None:
    request = parse("Cross tinkers with the clockwork lock / Request: [3d6 keep lowest 2] Rolls: [4, 6, 1] "
                    "kept [4, 1] dropped [6] Result: 5", BLADES)
    assert (request.actor, request.dice) == ("Cross", (4, 6, 1))


def test_a_hash_label_keeps_its_words() -> None:
    request = parse("[Dice Maiden] Vex Roll: [7, 2] Result: 9 #single shot on the guard", GHOSTBURN)
    assert (request.actor, request.trick, request.dice) == ("Vex", "Single Shot", (7, 2))


def test_a_command_before_the_roll_it_asked_for_is_that_roll() -> None:
    request = parse("!r 2d10+7 Single Shot on the guard | Vex: 2d10 (7, 2) + 7 = 16", GHOSTBURN)
    assert (request.actor, request.trick, request.dice) == ("Vex", "Single Shot", (7, 2))
    assert [(r.value, r.kind) for r in request.restated] == [(7, "typed")]


def test_a_rollers_name_is_no_one_and_no_roll_but_a_character_of_that_name_is_theirs(tmp_path: Path) -> None:
    request = parse("Kit keeps her cool under fire | Roll20: rolling 2d6 = (4+3) = 7", PBTA)  # no roll of 20
    assert (request.actor, request.dice, request.npc_rating) == ("Kit", (4, 3), None)
    sheet = tmp_path / "party.toml"
    sheet.write_text((EXAMPLES / "fist_party.toml").read_text().replace('name = "Ripper"', 'name = "Sage"'))
    vocabulary = get_system("fist").vocabulary(load_party([sheet]))
    with pytest.raises(PhraseError, match="Sage does not roll here"):  # Sage's dice, where Jonesy acts: asked
        parse("Jonesy kicks the door in | Sage: rolling 2d6 = (4+3) = 7", vocabulary)
