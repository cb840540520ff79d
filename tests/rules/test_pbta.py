"""The fourth game, PbtA moves: one module and one data file. Given dice, band edges, moves picked from the phrase or
asked about, a table's playbook, refusals with a caret, exact odds, and the advice."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError, RulesError, SheetError
from rollmate.grammar import parse
from rollmate.log.store import Store
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import Party, load_party
from rollmate.rules.system import get_system
from rollmate.table.core import handle
from rollmate.table.session import reply, start

PBTA = get_system("pbta")


@pytest.fixture(scope="module")
def party() -> Party:
    return load_party([EXAMPLES / "pbta_party.toml"])


def roll(party: Party, text: str, seed: int = 1):  # type: ignore[no-untyped-def]
    request = parse(text, PBTA.vocabulary(party))
    return PBTA.resolve(request, party, RandomDice(seed))


# Sable: Cool +1, Hard 0, Hot -1, Sharp +2, Weird +2, no forward or ongoing. Kit has forward 1, Boone ongoing 1.
@pytest.mark.parametrize(("text", "move", "stat", "total", "outcome"), [
    ("Sable: sneak past the patrol, rolled 2 2", "Brave Danger", "Cool", 5, "Miss"),
    ("Sable: dodge the falling beam, rolled 3 3", "Brave Danger", "Cool", 7, "Weak Hit"),
    ("Sable: leap the gap, rolled 4 4", "Brave Danger", "Cool", 9, "Weak Hit"),
    ("Sable: climb the tower, rolled 5 4", "Brave Danger", "Cool", 10, "Strong Hit"),
    ("Sable: defy danger, rolled 3 3", "Brave Danger", "Cool", 7, "Weak Hit"),
    ("Sable: punch the raider, rolled 3 3", "Fight It Out", "Hard", 6, "Miss"),
    ("Sable: punch the raider, rolled 4 3", "Fight It Out", "Hard", 7, "Weak Hit"),
    ("Sable: threaten the warlord's lieutenant, rolled 5 5", "Lean on Someone", "Hard", 10, "Strong Hit"),
    ("Sable: convince the trader, rolled 5 5", "Sway Someone", "Hot", 9, "Weak Hit"),
    ("Sable: search the office, rolled 4 3", "Read the Room", "Sharp", 9, "Weak Hit"),
    ("Sable: search the office, +1 forward, rolled 4 3", "Read the Room", "Sharp", 10, "Strong Hit"),
    ("Sable: search the office, -1 ongoing, rolled 4 3", "Read the Room", "Sharp", 8, "Weak Hit"),
    ("Sable: Read the Room, rolled 6 6", "Read the Room", "Sharp", 14, "Strong Hit"),
    ("Sable rolls +Hard to search the office, rolled 5 3", "Read the Room", "Hard", 8, "Weak Hit"),
    ("Sable: commune with the dead, rolled 2 3", "Open Your Mind", "Weird", 7, "Weak Hit"),
    ("Sable: patch up Kit's arm, rolled 4 5", "Patch Someone Up", "Sharp", 11, "Strong Hit"),  # from the playbook
    ("Sable: scavenge the wreck, boxcars", "Scavenge", "Sharp", 14, "Strong Hit"),
    ("Sable: snake eyes, sneak past the guard", "Brave Danger", "Cool", 3, "Miss"),
    ("Sable: roll +Weird, rolled 3 3", None, "Weird", 8, "Weak Hit"),
    ("Sable: roll +cool, rolled 3 3", None, "Cool", 7, "Weak Hit"),
    ("Kit: search the office, rolled 4 3", "Read the Room", "Sharp", 9, "Weak Hit"),  # Sharp +1, forward +1
    ("Boone: punch the raider, rolled 4 3", "Fight It Out", "Hard", 10, "Strong Hit"),  # Hard +2, ongoing +1
])
def test_a_move_with_given_dice(party: Party, text: str, move: str | None, stat: str, total: int, outcome: str) -> None:
    result = roll(party, text)
    assert (result.skill, result.trick, result.ability.name if result.ability else None) == (move, None, stat)
    assert (result.total, result.outcome) == (total, outcome)
    assert result.seed is None  # the player's own dice: nothing to replay
    assert [s.title for s in result.steps][-4:] == ["Roll 2d6", "Add the Stat", "Read the Result", "What Happens"]


def test_the_explanation_says_why_and_what_happens(party: Party) -> None:
    result = roll(party, "Sable: search the office, +1 forward, rolled 5 3")
    text = {s.title: s.text for s in result.steps}
    assert text["Trigger the Move"] == "'search' triggers Read the Room: roll +Sharp."
    assert text["Stat"] == "Sable's Sharp is +2."
    assert text["Add the Stat"] == "8 + Sharp +2 + forward from the phrase +1 = 11."
    assert text["What Happens"] == result.meaning and result.meaning.startswith("Ask the GM three questions")


def test_another_stat_than_the_moves_is_said_and_used(party: Party) -> None:
    result = roll(party, "Sable rolls +Hard to search the office, rolled 5 3")
    assert "You said +Hard, so that is the stat rolled" in result.steps[0].text


def test_random_dice_replay_from_the_seed(party: Party) -> None:
    first, again = roll(party, "Sable: dodge the beam", seed=99), roll(party, "Sable: dodge the beam", seed=99)
    assert first.seed == 99 and first.dice == again.dice and first.outcome == again.outcome


def _brute(modifier: int) -> dict[str, Fraction]:
    """Every way two d6 fall, counted with a Counter of totals: independent of the module's own loop."""
    totals = Counter(a + b for a in range(1, 7) for b in range(1, 7))
    out = {"Miss": Fraction(0), "Weak Hit": Fraction(0), "Strong Hit": Fraction(0)}
    for total, ways in totals.items():
        t = total + modifier
        out["Miss" if t <= 6 else "Weak Hit" if t <= 9 else "Strong Hit"] += Fraction(ways, 36)
    return out


@pytest.mark.parametrize("modifier", range(-6, 10))
def test_odds_equal_brute_force(party: Party, modifier: int) -> None:
    request = parse(f"Sable: roll +Hard, {modifier:+d}", PBTA.vocabulary(party))
    odds = {c.outcome: c.fraction for c in PBTA.odds(request, party).odds}
    assert odds == _brute(modifier)
    assert sum(odds.values()) == 1


def test_well_known_odds_at_plus_zero() -> None:
    assert _brute(0) == {"Miss": Fraction(15, 36), "Weak Hit": Fraction(15, 36), "Strong Hit": Fraction(6, 36)}


@pytest.mark.parametrize(("text", "tip"), [
    ("Sable: leap the gap, rolled 4 4", "One more point (+1 forward, say) would have turned this weak hit into a strong hit."),
    ("Sable: sneak past the patrol, rolled 2 3", "One more point (+1 forward, say) would have turned this miss into a weak hit."),
    ("Sable: dodge the falling beam, rolled 3 3", "It was 3 short of a strong hit."),
])
def test_advice_after_the_roll(party: Party, text: str, tip: str) -> None:
    assert roll(party, text).advice == (tip,)


def test_no_advice_on_a_strong_hit(party: Party) -> None:
    assert roll(party, "Sable: climb the tower, rolled 5 4").advice == ()


def test_advice_before_the_roll_matches_the_odds(party: Party) -> None:
    request = parse("Sable: punch the raider", PBTA.vocabulary(party))  # Hard 0
    (tip,) = PBTA.odds(request, party).advice
    assert tip == "With +1 more (+1 forward, say): hit 72.2% (from 58.3%), strong hit 27.8% (from 16.7%)."
    plus = _brute(1)
    assert f"{float(plus['Strong Hit']) * 100:.1f}%" in tip


@pytest.mark.parametrize(("text", "asked", "choices"), [
    ("Kit: listen at the door while I hide", "could trigger Read the Room or Brave Danger",
     ["Kit: listen at the door while I hide, Read the Room", "Kit: listen at the door while I hide, Brave Danger"]),
    ("Kit: whistle a tune", "Which move does 'Kit: whistle a tune' make?", None),
    ("Kit: roll +Sharp +Hot", "Which stat is this roll: Sharp or Hot?", None),
])
def test_unclear_moves_are_asked_about_never_guessed(party: Party, text: str, asked: str, choices: list[str] | None) -> None:
    with pytest.raises(RulesError) as caught:
        roll(party, text)
    assert asked in caught.value.message and caught.value.asks
    if choices is not None:
        assert list(caught.value.choices) == choices


def test_a_named_move_settles_the_question(party: Party) -> None:
    assert roll(party, "Kit: listen at the door while I hide, Brave Danger").skill == "Brave Danger"


def test_what_is_done_decides_over_what_for(party: Party) -> None:
    assert roll(party, "Kit: charm the guard to search his pockets").skill == "Sway Someone"


def test_forward_without_a_number_is_asked(party: Party) -> None:
    with pytest.raises(RulesError, match=r"How much forward\? Say it as a number, e.g. '\+1 forward'"):
        roll(party, "Kit: search the office with forward")


@pytest.mark.parametrize(("text", "refused", "why"), [
    ("Kit: sneak past the guard, Hard", "Hard", "no Difficulty Levels"),
    ("Kit: search the office, spend luck", "spend luck", "no luck points"),
    ("Kit: punch the raider with a war die", "war die", "no war dice"),
    ("Boone: punch the raider vs the warlord", "vs the warlord", "no opposed rolls"),
    ("Kit: roll 3 dice to search", "3 dice", "always rolls 2d6"),
])
def test_rules_words_this_game_lacks_are_refused_with_a_caret(party: Party, text: str, refused: str, why: str) -> None:
    with pytest.raises(PhraseError) as caught:
        parse(text, PBTA.vocabulary(party))
    error = caught.value
    assert why in error.message
    caret = text[error.column - 1 : error.column - 1 + error.length]
    assert refused.lower() in caret.lower() and len(caret) <= len(refused) + 2


def test_gm_characters_do_not_roll_moves(party: Party) -> None:
    with pytest.raises(RulesError, match="one of the GM's characters, and they don't roll moves"):
        roll(party, "Old Marrow: search the office")


def test_a_stat_the_sheet_lacks_is_refused(tmp_path: Path) -> None:
    sheet = tmp_path / "p.toml"
    sheet.write_text('system = "pbta"\n[[character]]\nname = "Ash"\n[character.stats]\ncool = 1\n')
    lonely = load_party([sheet])
    with pytest.raises(RulesError, match=r"Ash's sheet has no Sharp \(it has Cool \+1\)"):
        roll(lonely, "search the office")


def test_a_stat_the_game_lacks_is_refused_at_load(tmp_path: Path) -> None:
    sheet = tmp_path / "p.toml"
    sheet.write_text('system = "pbta"\n[[character]]\nname = "Ash"\n[character.stats]\nforce = 1\n')
    with pytest.raises(SheetError, match=r"character\[0\]\.stats\.force: unknown name; allowed: Cool, Hard, Hot, "
                                         r"Sharp, Weird"):
        load_party([sheet])


@pytest.mark.parametrize(("playbook", "key", "allowed"), [
    ('[[move]]\nname = "X"\nstat = "Luck"\ntriggers = ["x"]\nstrong = "a"\nweak = "b"\nmiss = "c"\n', "move[0].stat",
     "allowed: Cool, Hard, Hot, Sharp, Weird"),
    ('[[move]]\nname = "X"\nstat = "Sharp"\ntriggers = []\nstrong = "a"\nweak = "b"\nmiss = "c"\n', "move[0].triggers",
     "must be a list of the words that trigger the move"),
    ('[[move]]\nname = "X"\nstat = "Sharp"\ntriggers = ["x"]\nstrong = "a"\nweak = "b"\n', "move[0].miss",
     "must be a non-empty text value"),
    ('[[move]]\nname = "X"\nstat = "Sharp"\ntriggers = ["x"]\nstrong = "a"\nweak = "b"\nmiss = "c"\ncost = 2\n',
     "move[0].cost", "unknown key"),
])
def test_a_bad_playbook_names_the_file_and_the_key(tmp_path: Path, playbook: str, key: str, allowed: str) -> None:
    (tmp_path / "moves.toml").write_text(playbook)
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "moves.toml"\n[[character]]\nname = "Ash"\n')
    with pytest.raises(SheetError) as caught:
        load_party([tmp_path / "party.toml"])
    message = str(caught.value)
    party, moves = tmp_path / "party.toml", tmp_path / "moves.toml"
    assert message.startswith(f"{party}: playbook: {moves}: {key}:") and allowed in message


def test_a_missing_playbook_is_named(tmp_path: Path) -> None:
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "nowhere.toml"\n[[character]]\nname = "Ash"\n')
    with pytest.raises(SheetError, match="nowhere.toml: cannot read the file"):
        load_party([tmp_path / "party.toml"])


def test_a_playbook_with_its_own_stats(tmp_path: Path) -> None:
    (tmp_path / "moves.toml").write_text(
        'stats = ["Cool", "Hard"]\n[[move]]\nname = "Keep Your Head"\nstat = "Cool"\ntriggers = ["keep calm"]\n'
        'strong = "You do it."\nweak = "You flinch."\nmiss = "You freeze."\n')
    (tmp_path / "party.toml").write_text('system = "pbta"\nplaybook = "moves.toml"\n[[character]]\nname = "Ash"\n'
                                         '[character.stats]\ncool = 2\n')
    own = load_party([tmp_path / "party.toml"])
    result = roll(own, "keep calm under the guns, rolled 4 4")
    assert (result.skill, result.ability.name if result.ability else None, result.total) == ("Keep Your Head", "Cool", 10)
    assert result.meaning == "You do it."


def test_glossary_knows_moves_stats_and_terms(party: Party) -> None:
    terms = PBTA.glossary(party)
    assert terms["forward"].startswith("A bonus (or penalty) you carry to your next roll")
    assert terms["patch someone up"].startswith("A move: when you patch up")
    assert "sharp" in terms and "weak hit" in terms


def test_the_chat_plays_it_with_no_change_to_the_assistant(party: Party) -> None:
    state = start(party, "pbta", "rules", "Kit", seed=5)
    rolled = reply(state, "sneak past the patrol, rolled 4 4")
    assert rolled.text.splitlines()[0] == "Read as: Kit rolls Brave Danger; your dice 4 4; Kit spends 1 forward."
    assert "Kit spent 1 forward; 0 left." in rolled.text
    assert "Strong Hit" in rolled.text and len(rolled.records) == 1
    why = reply(rolled.state, "why?")
    assert "Trigger the Move" in why.text and why.records == ()
    asked = reply(rolled.state, "what are my chances to charm the trader?")
    assert "41.7%" in asked.text and asked.records == ()
    luck = reply(rolled.state, "spend luck")
    assert "no luck points" in luck.text and luck.records == ()


def test_help_and_new_session_speak_of_this_game(party: Party, tmp_path: Path) -> None:
    store = Store(tmp_path / "log.db")
    state = start(party, "pbta", "rules", "Kit", seed=5)
    help_text = handle(state, "/help", store).text
    assert "dodge the falling beam" in help_text and "search the office, +1 forward" in help_text
    assert handle(state, "/new-session", store).text.strip() == "Game session 2 begins."


def test_the_cli_rolls_a_move_as_json() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "rollmate", "roll", "--system", "pbta", "--sheet", str(EXAMPLES / "pbta_party.toml"),
         "--as", "Boone", "--json", "patch up Kit's arm, rolled 4 5"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (data["system"], data["actor"], data["skill"], data["trick"], data["total"], data["outcome"]) == (
        "pbta", "Boone", "Patch Someone Up", None, 9, "Weak Hit")  # Sharp -1, ongoing +1
    assert data["ability"] == {"name": "Sharp", "score": -1} and data["modifier"] == 0
    assert data["odds"] == pytest.approx({"Miss": 15 / 36, "Weak Hit": 15 / 36, "Strong Hit": 6 / 36})


def test_without_a_sheet_the_stat_counts_as_zero_and_you_roll() -> None:
    done = subprocess.run([sys.executable, "-m", "rollmate", "roll", "--system", "pbta", "dodge the beam, rolled 4 3"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Read as: you roll Brave Danger; your dice 4 3."
    assert lines[1] == "You: Brave Danger -> [4 3] +0 = 7: Weak Hit"
    assert "No sheet is loaded, so Cool counts as 0" in done.stdout
