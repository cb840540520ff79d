"""Table talk in a friend's voice: idioms, thanks, apologies and hedges around the one clause that carries the roll
("that would be great, cheers", "sorry, clean forgot the dice: ..."), names with a contraction, dice said one by one
aloud, and a request made by the GM for someone. Every value is read where a value stands; the chat around it is
the scene. Phrasings written for this test, in every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GHOSTBURN = load_party([EXAMPLES / "ghostburn_party.toml"])
BLADES = load_party([EXAMPLES / "blades_party.toml"])


def _blades(phrase: str) -> tuple[str, str]:
    result = roll(phrase, BLADES, system="blades", actor="Cross")
    return result.extra["blades"]["position"], result.extra["blades"]["effect"]


@pytest.mark.parametrize("phrase", [
    "that would be great, cheers - Cross skirmishes with the watchman, 6 2 4",
    "Cross skirmishes with the watchman, it'd be desperate if the lamps were lit, 6 2 4",
    "Cross skirmishes with the watchman, could be limited I suppose, 6 2 4",
])
def test_a_value_word_after_a_wish_or_a_guess_is_the_scene(phrase: str) -> None:
    assert _blades(phrase) == ("Risky", "Standard")


@pytest.mark.parametrize("phrase", [
    "Vex punches the bouncer, that'd be hard for anyone sober, 6 2",
    "Vex punches the bouncer, it would be severe if he'd seen me coming, 6 2",
])
def test_a_difficulty_word_after_a_wish_or_a_guess_sets_nothing(phrase: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").difficulty.name == "Moderate"


@pytest.mark.parametrize(("phrase", "level"), [
    ("Vex punches the bouncer, the GM says it'll be hard, 6 2", "Hard"),
    ("Vex punches the bouncer, that's hard, 6 2", "Hard"),
])
def test_a_difficulty_said_as_so_is_still_one(phrase: str, level: str) -> None:
    assert roll(phrase, GHOSTBURN, actor="Vex").difficulty.name == level


def _parsed(game: str, phrase: str):  # type: ignore[no-untyped-def]
    return parse(phrase, get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])))


@pytest.mark.parametrize(("phrase", "modifier"), [
    ("Nemesis climbs the fence, it's a proper state out here so the GM reckons -1, 6 2 3 1", -1),
    ("Nemesis climbs the fence, bit of a nightmare in this rain, the GM says -1, 6 2 3 1", -1),
    ("Nemesis climbs the fence. honestly what a mess that was, the ref gives her -2. 6 2 3 1", -2),
])
def test_table_talk_before_a_modifier_is_no_skill_of_the_games_own(phrase: str, modifier: int) -> None:
    request = _parsed("fs3", phrase)
    assert (request.skill, request.verbs, [m.amount for m in request.modifiers]) == (None, ("Athletics",), [modifier])


@pytest.mark.parametrize("phrase", ["Basket Weaving -1, 6 2 3 1", "Nemesis climbs the fence, Basket Weaving -1"])
def test_a_skill_named_before_a_modifier_is_still_one(phrase: str) -> None:
    assert _parsed("fs3", phrase).skill == "Basket Weaving"


@pytest.mark.parametrize(("game", "phrase", "verb"), [
    ("fs3", "Nemesis's sneaking past the guards", "Stealth"),
    ("fs3", "Mavros's climbing up the cargo net", "Athletics"),
    ("fs3", "Nemesis's shooting at the drone", "Firearms"),
    ("ghostburn", "Vex's sneaking past the guards, 6 2", "Sneak"),
])
def test_a_name_and_s_before_a_doing_with_its_object_is_who_acts_and_what(game: str, phrase: str, verb: str) -> None:
    request = _parsed(game, phrase)
    assert (request.actor, request.verbs) == (phrase.split("'")[0], (verb,))


def test_a_name_and_s_before_a_doing_alone_is_a_thing_of_theirs() -> None:
    assert _parsed("fs3", "Mavros's climbing").verbs == ()


_MOVES = """stats = ["Cool", "Hard"]
[[move]]
name = "Mind Your Manners"
stat = "Hard"
triggers = ["curtsy"]
strong = "a"
weak = "b"
miss = "c"
[[move]]
name = "Hold Your Nerve"
stat = "Cool"
triggers = ["stand firm"]
strong = "a"
weak = "b"
miss = "c"
"""


@pytest.mark.parametrize(("phrase", "move"), [
    ("Ash minds her manners at the duke's table, 4 4", "Mind Your Manners"),
    ("Ash's minding his manners with the magistrate, 4 4", "Mind Your Manners"),
    ("Ash held her nerve, 4 4", "Hold Your Nerve"),
    ("Ash's holding her nerve, 4 4", "Hold Your Nerve"),
    ("Ash is holding his nerve on the ledge, 4 4", "Hold Your Nerve"),
])
def test_a_moves_name_said_as_a_doing_with_anyones_possessive_makes_it(tmp_path: Path, phrase: str, move: str) -> None:
    assert _ash_rolls(tmp_path, _MOVES, phrase) == move


def _ash_rolls(tmp_path: Path, moves: str, phrase: str) -> str | None:
    """The move Ash's phrase makes, with a playbook of `moves` (its stats rated 2 and 1)."""
    (tmp_path / "moves.toml").write_text(moves)
    first, second = (s.lower() for s in moves.split('"')[1:4:2])
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "moves.toml"\n[[character]]\nname = "Ash"\n'
                                         f'[character.stats]\n{first} = 2\n{second} = 1\n')
    return roll(phrase, load_party([tmp_path / "party.toml"]), system="pbta", actor="Ash").skill


_OWN_WORDS = """stats = ["Cool", "Weird"]
[[move]]
name = "Sing to the Saints"
stat = "Weird"
triggers = ["yodel", "beseech the saints"]
strong = "a"
weak = "b"
miss = "c"
[[move]]
name = "Dance It Off"
stat = "Cool"
triggers = ["waltz with", "curtsy"]
strong = "a"
weak = "b"
miss = "c"
"""


@pytest.mark.parametrize(("phrase", "move"), [
    ("Ash yodels from the rooftop, 4 4", "Sing to the Saints"),
    ("Ash yodelled until dawn, 4 4", "Sing to the Saints"),
    ("Ash besought the saints for a sign, 4 4", "Sing to the Saints"),
    ("Ash waltzes with the duke's ghost, 4 4", "Dance It Off"),
    ("Ash curtsied to the magistrate, 4 4", "Dance It Off"),
])
def test_a_tables_own_trigger_in_any_form_makes_its_move(tmp_path: Path, phrase: str, move: str) -> None:
    """Words no game's data holds (a playbook's own triggers) are inflected too: 'yodels', 'besought'."""
    assert _ash_rolls(tmp_path, _OWN_WORDS, phrase) == move


@pytest.mark.parametrize(("game", "phrase", "dice"), [
    ("ghostburn", "Vex climbs the fence, sorry, forgot the dice: 4 and 9", (4, 9)),
    ("ghostburn", "sorry, clean forgot to add the dice - Vex climbs the fence: 7 and 2", (7, 2)),
    ("fs3", "Nemesis climbs the fence, sorry, only these: 6 2 1", (6, 2, 1)),
    ("fs3", "Mavros shoots the drone, cheers. soz: 6 2 1 1 1 3 4", (6, 2, 1, 1, 1, 3, 4)),
])
def test_an_apology_or_thanks_before_the_dice_names_no_one(game: str, phrase: str, dice: tuple[int, ...]) -> None:
    assert _parsed(game, phrase).dice == dice


def test_dice_said_as_someones_thing_are_still_theirs() -> None:
    with pytest.raises(PhraseError, match="anyone called 'Zed'"):
        _parsed("ghostburn", "Vex punches the bouncer, Zed's dice: 4 and 9")


@pytest.mark.parametrize(("phrase", "trick"), [
    ("Vex's doing first aid on the cop, 4 5", "First Aid"),
    ("Vex's doing a bit of first aid on the cop, 4 5", "First Aid"),
])
def test_a_name_and_s_doing_a_trick_is_who_does_it(phrase: str, trick: str) -> None:
    request = _parsed("ghostburn", phrase)
    assert (request.actor, request.trick) == ("Vex", trick)


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Cross skirmishes with the watchman, double six and a two", (6, 6, 2)),
    ("Cross skirmishes with the watchman, snake eyes, and a 4", (1, 1, 4)),
    ("Cross skirmishes with the watchman, double five, a three and a one", (5, 5, 3, 1)),
])
def test_faces_said_after_a_pair_said_as_an_idiom_are_one_roll(phrase: str, dice: tuple[int, ...]) -> None:
    assert _parsed("blades", phrase).dice == dice


def test_a_number_counting_something_after_a_pair_is_no_face() -> None:
    request = _parsed("ghostburn", "Vex climbs the fence, double six, two steps harder")
    assert (request.dice, [s.steps for s in request.dl_steps]) == ((6, 6), [2])


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fist", "what would Jonesy roll to kick the door in?", "Jonesy"),
    ("pbta", "what does Boone need to roll to talk the warlord round?", "Boone"),
    ("ghostburn", "what would Dex have to roll to sneak past the cop?", "Dex"),
])
def test_what_someone_would_roll_for_an_action_is_asked_of_them_and_nothing_is_rolled(game: str, phrase: str,
                                                                                      actor: str) -> None:
    request = _parsed(game, phrase)
    assert (request.actor, request.question, request.dice) == (actor, True, None)


@pytest.mark.parametrize(("phrase", "verb"), [
    ("Vex has a read of the fixer, 4 5", "Read Person"),
    ("Vex had a listen at the door, 4 5", "Search"),
    ("Vex takes a shot at the cop, 4 5", "Single Shot"),
    ("Vex has a bash at sneaking past the guards, 4 5", "Sneak"),
])
def test_an_action_said_as_a_noun_after_have_a_or_take_a_is_the_action(phrase: str, verb: str) -> None:
    assert _parsed("ghostburn", phrase).verbs == (verb,)


@pytest.mark.parametrize("phrase", ["Vex has a crack at the cop, 4 5", "Vex is having a bash at the safe, 4 5"])
def test_having_a_go_at_something_is_trying_it_never_an_action_of_its_own(phrase: str) -> None:
    assert _parsed("ghostburn", phrase).verbs == ()
