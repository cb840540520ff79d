"""Numbers the scene says by their form are the scene's in every game, shown in the reading with the words they came
with, never a rules value nor a die: a time of day ('02:40'), a numbered day or night ('Day 3'), a page ('p. 48'), a
label ('pole 17'), a way of doing a thing said with numbers ('one by one', 'two at a time'); and 'one' standing for a thing ('the biggest one') is no number at all. Where such a form stands
where the dice do, or a rules word of the game says the number, it keeps that meaning or stays asked about.
Phrasings written for this test."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError, RulesError
from rollmate.rules.lexicon import word_classes
from rollmate.rules.sheets import load_party

# Each game's roll line, who rolls, and what it reads as: the line after the scene's words must read the same.
_LINES = {
    "ghostburn": ("Vex sneaks past the guard, Moderate. 4, 6", "Vex", "Stealth", (4, 6)),
    "blades": ("Cross prowls past the guard, risky: 5", "Cross", "Prowl", (5,)),
    "fist": ("Ripper sneaks past the guard: 4 5", "Ripper", None, (4, 5)),
    "fs3": ("Nemesis sneaks past the goon: 1 2 3 4", "Nemesis", "Stealth", (1, 2, 3, 4)),
    "pbta": ("Kit sneaks past the guard: 4 5", "Kit", "Brave Danger", (4, 5)),
}
_PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in _LINES}


def _read(game: str, said: str):  # type: ignore[no-untyped-def]
    line, actor, skill, dice = _LINES[game]
    result = roll(said.format(line=line, actor=actor), _PARTIES[game], system=game, actor=actor)
    assert (result.actor, result.skill, result.dice) == (actor, skill, dice)
    return result


def _scene(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.text for c in result.request.reading if c.kind in ("scene", "citation")]  # (a page: cited.py)


def _each_game(cases: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    return [(game, said, shown) for game in _LINES for said, shown in cases]


_TIMES = [("02:40. {line}", "02:40"), ("Just past 23:15, {line}", "23:15"), ("19:05, the docks. {line}", "19:05"),
          ("It's 3pm and raining. {line}", "3pm"), ("We meet at 10.30, by the canal. {line}", "10.30"),
          ("At 9.15pm the lights go out. {line}", "9.15pm")]
_DAYS = [("Day 3. {line}", "Day 3"), ("Night 4 on the road. {line}", "Night 4"),
         ("Mission day 2, late. {line}", "day 2"), ("Week 2 at the safehouse. {line}", "Week 2")]
_PAGES = [("The solo book says on p. 48 that the door is trapped. {line}", "p. 48"),
          ("Per pg 112, the guards rotate. {line}", "pg 112"), ("Checked page 23 of the deck first. {line}", "page 23"),
          ("Chapter 4 of the module, the vault. {line}", "Chapter 4")]
_LABELS = [("The camera on pole 17 sweeps the alley. {line}", "pole 17"), ("The key says room 12. {line}", "room 12"),
           ("The train pulls out from platform 9. {line}", "platform 9"),
           ("The van waits at gate 4 with the engine running. {line}", "gate 4")]

_MANNERS = [("The cameras go dark one by one. {line}", "one by one"),
            ("They come through the door two at a time. {line}", "two at a time"),
            ("It's three on one in the alley now. {line}", "three on one"),
            ("The lights blink out one after another. {line}", "one after another"),
            ("All four sirens start at once, four at once. {line}", "four at once")]
# A code of one capital letter and a number typed close up: a room, a seat, a square of a map.
_CODES = [("The server sits in B3, behind the cage. {line}", "B3"), ("We meet in room 4B at noon. {line}", "room 4B"),
          ("The sniper is on square C12 of the map. {line}", "C12")]
# The player's own time away from the table, as a chat says it ("gotta go" is no one's name).
_AWAY = [("brb, back in 5. {line}", "back in 5"), ("gotta go soon, back in 10 mins. {line}", "back in 10 mins"),
         ("afk 5 then. {line}", "afk 5"), ("{line}. gotta go, back in 5", "back in 5")]

# A year, said after an article, a possessive or a word of time, before a word of the scene or the clause's end.
_YEARS = [("The jukebox only plays stuff from 2009. {line}", "2009"),
          ("Her 1998 hatchback idles outside, lowkey dying. {line}", "1998"),
          ("This club is giving a 2016 meme vibe rn. {line}", "2016")]

# A match's own numbers: a score with a word of scoring beside it, a record after a verb of being or going, how far
# along the match is ("lap 40 of 40", "turn three"), and a player by the number they wear.
_MATCH = [("We're down 3-1 going into the last set. {line}", "3-1"), ("Up 2-0 at the break. {line}", "2-0"),
          ("She's 0 for 3 from the line tonight. {line}", "0 for 3"), ("He went 4 for 5 last week. {line}", "4 for 5"),
          ("It's lap 12 of 50 and the rain is coming. {line}", "lap 12 of 50"),
          ("The pileup at turn three clears. {line}", "turn three"),
          ("Number 14 goes down hard in the box. {line}", "Number 14")]


@pytest.mark.parametrize(("game", "said", "shown"), _each_game(_TIMES + _DAYS + _PAGES + _LABELS + _MANNERS + _AWAY + _CODES
                                                               + _YEARS + _MATCH))
def test_a_time_day_page_or_label_is_the_scene(game: str, said: str, shown: str) -> None:
    assert shown in _scene(_read(game, said))  # shown with the words it came with, the roll read as before


@pytest.mark.parametrize(("game", "said"), [(game, said) for game in _LINES for said in (
    "Two guards, and the biggest one has the keys. {line}",
    "{actor} has a single smoke bomb (only have the one). {line}",
    "That door, the rusty one, is locked. {line}",
    "Take the next one. {line}",
)])
def test_one_standing_for_a_thing_is_no_number(game: str, said: str) -> None:
    assert "one" not in [s.lower() for s in _scene(_read(game, said))]  # no number read from it, nothing asked


@pytest.mark.parametrize(("phrase", "dice"), [
    ("Vex sneaks past the guard, Moderate: rolled a 6 and a one", (6, 1)),  # 'a one' is a face
    ("Vex sneaks past the guard, Moderate: 6 and the one", (6, 1)),  # so is 'the one' with another face
    ("Vex climbs the tower 4 6", (4, 6)),  # after an article, no label: the dice
    ("Vex sneaks past the guard on day 4 6", (4, 6)),  # a number after the label's: the dice stay the dice
    ("Vex sneaks past the guard, Moderate, rolled 6-2", (6, 2)),  # a score's shape with no word of scoring: faces
    ("Vex sneaks past the guard, Moderate: 5-3", (5, 3)),
    ("Vex sneaks past the guard on the second round, Moderate, round five and six", (5, 6)),  # faces in words
])
def test_faces_near_a_scene_form_stay_the_dice(phrase: str, dice: tuple[int, ...]) -> None:
    assert roll(phrase, _PARTIES["ghostburn"], actor="Vex").dice == dice


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("ghostburn", "Vex sneaks past the guard, Moderate: 4:05", "Vex"),  # where the dice stand: which is it?
    ("ghostburn", "Vex sneaks past the guard, Moderate, rolled 10:05", "Vex"),
    ("blades", "Cross prowls into room 5", "Cross"),  # a label at the end may be the die
    ("blades", "Fortune roll, tier 2: 5, 3", "Cross"),  # a rules word's number is never the scene's
])
def test_a_scene_form_where_a_rules_number_stands_is_not_the_scene(game: str, phrase: str, actor: str) -> None:
    try:
        result = roll(phrase, _PARTIES[game], system=game, actor=actor)
    except (PhraseError, RulesError):
        return
    assert not _scene(result)


def test_the_nouns_a_number_labels_are_english_nouns() -> None:
    from rollmate.grammar.scene_numbers import nouns

    table = nouns()
    for word in table.when | (table.labels - table.jargon) | (table.pages - {"p", "pg", "pp", "exp", "obs", "eq"}):
        assert "NOUN" in word_classes(word) or word in _VERBS_ONLY_THERE, word  # (a register's shorthand the
        # dictionary lacks is listed as such: 'Resus 2')


# Nouns of the table the dictionary (lemminflect's) has as verbs only: a play's 'act' ("Act 2, scene 6"), a score's
# 'bar' ("from bar 32").
_VERBS_ONLY_THERE = frozenset({"act", "bar"})


_STAIRS = [
    ("pbta", "Kit climbs to the top of the tower, 112 steps up, to find the smugglers: 4 5", "112 steps up"),
    ("ghostburn", "Vex climbs the tower, 112 steps up, Moderate. 4 6", "112 steps up"),
    ("ghostburn", "Vex sneaks down the 40 steps to the cellar, Moderate. 4 6", "40 steps"),
    ("fist", "Ripper sneaks down the 300 steps into the vault: 4 5", "300 steps"),
    ("blades", "Cross prowls down the 40 steps to the cellar, risky: 5", "40 steps"),
    ("fs3", "Nemesis sneaks up the 87 steps of the bell tower: 1 2 3 4", "87 steps"),
]
_TRIES = [
    ("pbta", "Kit sneaks past the guard (2nd attempt): 4 5", "2nd attempt"),
    ("pbta", "Third try at the lock. Kit sneaks past the guard: 4 5", "Third try"),
    ("ghostburn", "Second attempt: Vex sneaks past the guard, Moderate. 4, 6", "Second attempt"),
    ("fist", "Ripper sneaks past the guard, 3rd attempt: 4 5", "3rd attempt"),
    ("fs3", "Nemesis sneaks past the goon (second try): 1 2 3 4", "second try"),
    ("blades", "Cross prowls past the guard, 2nd try, risky: 5", "2nd try"),
]


@pytest.mark.parametrize(("game", "said", "shown"), _STAIRS + _TRIES)
def test_stairs_and_which_try_this_is_are_the_scene(game: str, said: str, shown: str) -> None:
    """More steps than any difficulty has are stairs; '2nd attempt' counts no later attack."""
    _, actor, _, dice = _LINES[game]
    result = roll(said, _PARTIES[game], system=game, actor=actor)
    assert result.dice == dice
    assert shown in _scene(result)
    if game == "ghostburn":
        assert result.difficulty is not None and result.difficulty.name == "Moderate"  # never raised 112 steps


def test_a_few_steps_still_move_the_difficulty() -> None:
    result = roll("Vex climbs the fence, Moderate, 2 steps up. 4 5", _PARTIES["ghostburn"], actor="Vex")
    assert result.difficulty is not None and result.difficulty.name == "Severe"


@pytest.mark.parametrize(("game", "said"), [
    ("ghostburn", "Dex is down to 2 HP. {line}"),
    ("ghostburn", "The lift goes down 3 floors. {line}"),
    ("blades", "Thorn is down to 1 HP, bleeding. {line}"),
    ("fist", "Jonesy's down to 3 HP. {line}"),
    ("fs3", "Zoe is down to 2 HP. {line}"),
    ("pbta", "Boone is down to 1 HP. {line}"),
])
def test_down_to_a_count_of_something_is_the_scene(game: str, said: str) -> None:
    assert _scene(_read(game, said))  # the number counts what follows it: no difficulty lowered, nothing asked


def test_a_later_attack_is_still_no_try() -> None:
    with pytest.raises(PhraseError, match="2nd"):  # FS3 has no recoil rule: said, it is refused as before
        roll("Nemesis shoots the goon, 2nd attack: 1 2 3 4", _PARTIES["fs3"], system="fs3", actor="Nemesis")


@pytest.mark.parametrize(("game", "said", "shown"), [
    ("pbta", "Kit sneaks past the guard (oracle says he's bored, d66 result 35): 4 5", "d66 result 35"),
    ("ghostburn", "The d100 oracle gave 42, so yes. Vex sneaks past the guard, Moderate. 4, 6", "d100 oracle gave 42"),
    ("fist", "Solo book d66 result 61: the guard is bored. Ripper sneaks past the guard: 4 5", "d66 result 61"),
    ("fs3", "Oracle d100 says 88. Nemesis sneaks past the goon: 1 2 3 4", "d100 says 88"),
])
def test_an_oracles_roll_is_the_scene(game: str, said: str, shown: str) -> None:
    _, actor, _, dice = _LINES[game]
    result = roll(said, _PARTIES[game], system=game, actor=actor)
    assert (result.dice, shown in _scene(result)) == (dice, True)  # the game's own dice, the oracle's in the scene


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("pbta", "Kit sneaks past the guard, d66 result 35", "Kit"),  # closing the line, where the dice stand
    ("ghostburn", "Vex sneaks past the guard, Moderate, d100: 42", "Vex"),
])
def test_an_oracles_roll_where_the_dice_stand_is_asked(game: str, phrase: str, actor: str) -> None:
    with pytest.raises((PhraseError, RulesError)):
        roll(phrase, _PARTIES[game], system=game, actor=actor)


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("blades", "Cross commands the crew to hold the gate till 14:30, risky: 5", "Cross", (5,)),
    ("ghostburn", "Vex sneaks past the guard to reach the lift before 23:15, Moderate. 4, 6", "Vex", (4, 6)),
    ("pbta", "Kit rides hard to reach the pass by 06:30; 4 5", "Kit", (4, 5)),
])
def test_a_time_inside_what_is_done_is_the_scene(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, _PARTIES[game], system=game, actor=actor)
    assert (result.actor, result.dice) == (actor, dice)


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("fist", "Ripper kicks the door in right after his 1:1 with Hale, 3 3", "Ripper", (3, 3)),
    ("ghostburn", "Vex sneaks past the guard, odds are 3:1 against her, Moderate. 4, 6", "Vex", (4, 6)),
    ("blades", "Cross commands the crew to split the take 50:50 with us, risky: 5", "Cross", (5,)),
    ("pbta", "Kit rides hard for the pass at 2:1 odds; 4 5", "Kit", (4, 5)),
])
def test_a_ratio_typed_close_up_is_the_scene(game: str, phrase: str, actor: str, dice: tuple[int, ...]) -> None:
    result = roll(phrase, _PARTIES[game], system=game, actor=actor)
    assert (result.actor, result.dice) == (actor, dice)


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("fist", "Ripper kicks the door in, rolled 3:3", "Ripper"),  # after a roll word, what it is stays asked
    ("ghostburn", "Vex sneaks past the guard, Moderate, 4:6", "Vex"),  # closing the line, where the dice stand
])
def test_a_ratio_where_the_dice_stand_is_asked(game: str, phrase: str, actor: str) -> None:
    with pytest.raises((PhraseError, RulesError)):
        roll(phrase, _PARTIES[game], system=game, actor=actor)


@pytest.mark.parametrize(("game", "said", "shown"), [
    ("fs3", "Shooting 40% from deep this season, {actor} lines it up. {line}", "Shooting 40%"),
    ("ghostburn", "{actor}'s been hitting 90% of these all night. {line}", "hitting 90%"),
    ("blades", "The gang's converting 30% lately, but {line}", "converting 30%"),
])
def test_a_rate_said_after_a_verb_is_how_often_in_the_scene(game: str, said: str, shown: str) -> None:
    """'hitting 90% from there': how often someone does a thing, no chance of this roll nor the player's working."""
    reading = _read(game, said).request.reading
    assert any(c.text == shown and not c.used and "how often" in (c.note or "") for c in reading)


@pytest.mark.parametrize("phrase", ["Vex sweet-talks the bouncer. It is 3:33 a.m. 6 and 4.",
                                    "Vex sweet-talks the bouncer at 3:33 a.m. Rolled 6 and 4."])
def test_a_clocks_last_period_ends_its_sentence_before_the_dice(phrase: str) -> None:
    result = roll(phrase, _PARTIES["ghostburn"], system="ghostburn", actor="Vex")
    assert (result.request.verbs, result.dice) == (("Convince",), (6, 4))
