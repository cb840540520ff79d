"""What comes before the one who acts. A verb's -ing form opening a post, with a phrase of its own before a comma
and one of the party right after it ('Clutching the ledger, Cross studies the map'), says what that one is doing as
they act: the scene, no one's name. A verb's -ing form said alone to someone before a comma ('Manning, roll
Forceful') may be a name: asked about, never dropped for the seat's character. And in old-fashioned prose, 'did'
after the one named ('Cross did study the ledgers') and a modal before them ('thus must the Quiet One make a
Resilience roll') say who acts, and 'lest' and 'ere' open a clause as 'unless' and 'before' do."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("blades", "fist", "fs3", "ghostburn", "pbta")
PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in GAMES}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "named"), [
    ("blades", "Clutching the ledger, Cross studies the map, 4 2", "Cross", "Study"),
    ("blades", "Wiping the rain from her eyes, Nyx prowls along the gutter, 5 3", "Nyx", "Prowl"),
    ("blades", "Nursing a split lip, Thorn skirmishes with the Bluecoat on the bridge: 6 and 2", "Thorn", "Skirmish"),
])
def test_the_participle_before_the_comma_is_what_the_named_one_is_doing(game: str, phrase: str, actor: str,
                                                                         named: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor
    assert named in (request.skill, *request.verbs)


@pytest.mark.parametrize("phrase", [
    "Wiping the rain from her eyes, she prowls along the gutter, 5 3",
    "Clutching the ledger, I study the map, 4 2",
])
def test_a_pronoun_after_the_comma_acts_too(phrase: str) -> None:
    request = parse(phrase, VOCAB["blades"])
    assert request.target is None
    assert {"Prowl", "Study"} & {request.skill, *request.verbs}


def test_someone_nobody_loaded_after_the_participle_is_the_one_asked_about() -> None:
    with pytest.raises(PhraseError) as caught:
        parse("Keeping low, Zed prowls past the Bluecoat, 6 2", VOCAB["blades"])
    assert "'Zed'" in str(caught.value)
    assert caught.value.column == len("Keeping low, ") + 1


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("fist", "Manning, roll Forceful 4 2", "Manning"),
    ("fs3", "Browning, roll Alertness 6 2 1 7", "Browning"),
    ("blades", "Fleming, roll Prowl, 6 2", "Fleming"),
])
def test_an_ing_word_spoken_to_is_asked_about_as_a_name(game: str, phrase: str, word: str) -> None:
    with pytest.raises(PhraseError) as caught:
        parse(phrase, VOCAB[game])
    assert f"'{word}'" in str(caught.value)


def test_a_verb_said_alone_to_the_table_is_still_no_name() -> None:
    request = parse("Listen, roll Prowl, 6 2", VOCAB["blades"])
    assert request.skill == "Prowl"
    assert request.actor is None


@pytest.mark.parametrize(("phrase", "named"), [
    ("Her coat yet dripping, Cross did study the ledgers, 4 2", "Study"),
    ("At the stroke of midnight, Cross did prowl across the rooftops, 5 3", "Prowl"),
    ("In the vault, Cross doth study the ledgers, 4 2", "Study"),
])
def test_did_before_the_verb_in_old_fashioned_prose_says_who_acts(phrase: str, named: str) -> None:
    """Posted at Cross's seat: Cross, said before 'did' and the action, acts (never acts on Cross)."""
    from rollmate.table.acting import acting

    request = acting(PARTIES["blades"], "Cross", parse(phrase, VOCAB["blades"]))
    assert (request.actor, request.target) == ("Cross", None)
    assert named in (request.skill, *request.verbs)


@pytest.mark.parametrize(("phrase", "verbs", "ability"), [
    ("The alarm wails. Then must Vex sneak past the guard: 3 and 9", ("Sneak",), "Agility"),
    ("The gas seeps in; thus must the Quiet One make a Resilience roll against Hard, 3 and 9", (), "Resilience"),
    ("The lamps gutter, and thus doth the Quiet One make a Resilience roll against Hard; 3 and 9", (), "Resilience"),
])
def test_a_modal_before_the_one_who_acts_in_old_fashioned_prose(phrase: str, verbs: tuple[str, ...],
                                                               ability: str) -> None:
    """'thus must X do ...': X acts, at X's own seat, by name or by a name the sheet gives with 'the' ('the Quiet
    One'); never acts on X."""
    from conftest import ghostburn_party

    from rollmate.table.acting import acting

    party = ghostburn_party(aka=["the Quiet One"], skills={"stealth": 2})
    request = acting(party, "Vex", parse(phrase, get_system("ghostburn").vocabulary(party)))
    assert (request.actor, request.target, request.verbs) == ("Vex", None, verbs)
    assert ability in (*request.abilities, *request.verbs) or verbs


@pytest.mark.parametrize("phrase", [
    "Vex sneaks past the guard; and, lest he be seen, she spent her luck first. 3 and 9",
    "Vex sneaks past the guard, and ere he turns, she spends her luck: 3 and 9",
])
def test_lest_and_ere_open_a_clause_as_unless_and_before_do(phrase: str) -> None:
    """'lest' and 'ere' open a clause before its subject, as 'unless' and 'before' do: no one's name."""
    request = parse(phrase, VOCAB["ghostburn"])
    assert (request.verbs, request.dice) == (("Sneak",), (3, 9))
