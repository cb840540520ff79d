"""A turn posted as verse: lines typed on one line with a slash between them ('the door gives way / Ripper,
Forceful'), a face said with its article closing a line ('— a two.', '(a six, a two)'), and a haiku's count of
syllables ('(5-7-5)'). The slash ends a line as a line break does; the count is the verse's, never dice; dice
typed with hyphens stay asked. Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, example_game, roll

from rollmate.errors import RollmateError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

BLADES_PARTY, _ = example_game("blades")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in ("fist", "blades")}


@pytest.mark.parametrize("phrase", [
    "With a mighty kick the door gives way / Ripper, Forceful (a six, a two) — hooray!",
    "Rust on the hinges —\nRipper kicks the door right in:\nsix and two. Forceful.\n(5-7-5)",
    "Ripper kicks the door in (haiku, 5-7-5), Forceful: a six and a two",
    "The door is shut and the night is long / Ripper kicks it in, Forceful and strong: / six, two",
])
def test_a_turn_in_verse_is_read_for_its_roll(phrase: str) -> None:
    request = parse(phrase, VOCAB["fist"])
    assert (request.actor, request.abilities, request.dice) == ("Ripper", ("Forceful",), (6, 2))


def test_a_lone_face_with_its_article_closes_the_line() -> None:
    request = parse("The guards are stone and the night is deep / Cross prowls past them, quiet as sleep / risky, "
                    "standard — a two.", VOCAB["blades"])
    assert (request.actor, request.verbs, request.dice) == ("Cross", ("Prowl",), (2,))


def test_a_face_with_its_article_before_a_noun_is_no_face() -> None:
    assert parse("Cross prowls past, a two-man patrol overhead, rolled 4", VOCAB["blades"]).dice == (4,)


def test_dice_typed_with_hyphens_stay_asked() -> None:
    with pytest.raises(RollmateError):  # never a count of syllables, dropped: the numbers stay the roll's
        roll("Cross prowls past, rolled 6-3-2", BLADES_PARTY, system="blades", actor="Cross")
