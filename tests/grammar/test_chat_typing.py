"""Chat typing, per game: inflections, slips and shorthand come back as the whole roll a GM would call; a slip that
could be two words, or a slip of a rules name, is asked about; an unknown lowercase word never becomes a name."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.raw import raw_tokens
from rollmate.grammar.spelling import expand_abbreviations, respell, slip_of
from rollmate.rules.dice import GivenDice, RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "pbta")}


def resolved(game: str, phrase: str) -> dict[str, Any]:
    """The parts of the answer a table checks: who rolls what, against what, with which dice."""
    system = get_system(game)
    party = PARTIES[game]
    result = system.resolve(parse(phrase, system.vocabulary(party)), party, RandomDice(7))
    return {"actor": result.actor, "skill": result.skill, "trick": result.trick,
            "ability": result.ability.name if result.ability else None,
            "difficulty": result.difficulty.value if result.difficulty else None, "dice": list(result.dice)}


GHOSTBURN = [
    ("Vex shoots the guard, rolled 3 and 4", ("Vex", "Firearms", "Single Shot", "Agility", 14, [3, 4])),
    ("vex shot the guard, rolled 3 and 4", ("Vex", "Firearms", "Single Shot", "Agility", 14, [3, 4])),
    ("Dex sweet-talks the bouncer, Wits Hard, rolled 5 and 6", ("Dex", "Persuade", "Convince", "Presence", 20, [5, 6])),
    ("Dex sweet-talked the bouncer, Wits Hard, rolled 5 and 6", ("Dex", "Persuade", "Convince", "Presence", 20, [5, 6])),
    ("Dex is sweet-talking the bouncer, Wits Hard, rolled 5 and 6",
     ("Dex", "Persuade", "Convince", "Presence", 20, [5, 6])),
    ("Vex climbed the fence, rolled 2 and 9", ("Vex", "Athletics", "Athletic Move", "Strength", 14, [2, 9])),
    ("Vex is climbing the fence, Hard, rolled 2 and 9", ("Vex", "Athletics", "Athletic Move", "Strength", 20, [2, 9])),
    ("Vex shoots the guard w/ her pistol, rolled 3 and 4", ("Vex", "Firearms", "Single Shot", "Agility", 14, [3, 4])),
    ("vex shoots the guard b/c he saw us, rolled 3 and 4", ("Vex", "Firearms", "Single Shot", "Agility", 14, [3, 4])),
    # multi-word verbs, with the thing between their words
    ("Vex floors it, Hard, rolled 5 and 5", ("Vex", "Drive", "Escape", "Agility", 20, [5, 5])),
    ("Dex talks the bouncer down, Wits Hard, rolled 5 and 6", ("Dex", "Persuade", "Convince", "Presence", 20, [5, 6])),
    ("Vex takes care of the wounded kid, Moderate, rolled 4 and 4",
     ("Vex", "Medicine", "First Aid", "Intelligence", 14, [4, 4])),
    ("Vex rifled through the desk, rolled 5 and 5", ("Vex", "Perception", "Search", "Awareness", 20, [5, 5])),
    ("Dex sized up the merc, rolled 3 and 3", ("Dex", "Insight", "Size Up Opponent", "Awareness", 14, [3, 3])),
    # every inflection, hyphenated or closed up
    ("Vex jimmies the lock, Security Hard, rolled 7 and 8",
     ("Vex", "Hacking", "Disable Device", "Intelligence", 20, [7, 8])),
    ("Vex is jimmying the lock, Security Hard, rolled 7 and 8",
     ("Vex", "Hacking", "Disable Device", "Intelligence", 20, [7, 8])),
    ("Dex strongarms the dockworker, Fort Hard, rolled 6 and 7", ("Dex", "Intimidate", "Coerce", "Presence", 20, [6, 7])),
    ("Dex strong-armed the dockworker, Fort Hard, rolled 6 and 7",
     ("Dex", "Intimidate", "Coerce", "Presence", 20, [6, 7])),
    ("Vex snuck past the guard, Wits Moderate, rolled 6 and 6", ("Vex", "Stealth", "Sneak", "Agility", 14, [6, 6])),
    ("Vex hid from the guard, Wits Moderate, rolled 6 and 6", ("Vex", "Stealth", "Sneak", "Agility", 14, [6, 6])),
]

FIST = [
    ("Ripper kicks the door in, rolled 3 and 4", ("Ripper", None, None, "Forceful", None, [3, 4])),
    ("Ripper kicked the door in, rolled 3 and 4", ("Ripper", None, None, "Forceful", None, [3, 4])),
    ("Jonesy hotwires the truck, rolled 5 and 2", ("Jonesy", None, None, "Tactical", None, [5, 2])),
    ("Jonesy is hotwiring the truck, rolled 5 and 2", ("Jonesy", None, None, "Tactical", None, [5, 2])),
    ("Jonesy hotwired the truck, rolled 5 and 2", ("Jonesy", None, None, "Tactical", None, [5, 2])),
    ("Vex sweet-talks the guard, rolled 6 and 6", ("Vex", None, None, "Creative", None, [6, 6])),
    ("vex persaudes the guard, rolled 6 and 6", ("Vex", None, None, "Creative", None, [6, 6])),
    ("Vex sneeks past the guard, rolled 1 and 2", ("Vex", None, None, "Reflexive", None, [1, 2])),
    ("Ripper intimdates the guard, rolled 4 and 4", ("Ripper", None, None, "Forceful", None, [4, 4])),
    ("Ripper is intimidating the guard, rolled 4 and 4", ("Ripper", None, None, "Forceful", None, [4, 4])),
    ("ripper smashes thru the barricade, rolled 4 and 4", ("Ripper", None, None, "Forceful", None, [4, 4])),
    ("Vex talks the guard down, rolled 3 and 4", ("Vex", None, None, "Creative", None, [3, 4])),
    ("Jonesy floors it, rolled 2 and 2", ("Jonesy", None, None, "Tactical", None, [2, 2])),
    ("Jonesy jimmied the lock, rolled 4 and 5", ("Jonesy", None, None, "Tactical", None, [4, 5])),
    ("Ripper held the door shut, rolled 6 and 6", ("Ripper", None, None, "Forceful", None, [6, 6])),
    ("Vex cast a spell on the guard, rolled 6 and 6", ("Vex", None, None, "Creative", None, [6, 6])),
    ("Jonesy is surveying the area, rolled 1 and 6", ("Jonesy", None, None, "Tactical", None, [1, 6])),
    ("Vex picked the guard's pocket, rolled 3 3", ("Vex", None, None, "Reflexive", None, [3, 3])),
    ("Ripper kicked down the door, rolled 5 5", ("Ripper", None, None, "Forceful", None, [5, 5])),
    ("Vex flirted with the bartender, rolled 5 5", ("Vex", None, None, "Creative", None, [5, 5])),
]

FS3 = [
    ("Nemesis shoots the goon", ("Nemesis", "Firearms")),
    ("nemesis shot at the goon", ("Nemesis", "Firearms")),
    ("Nemesis sneeks past the goon", ("Nemesis", "Stealth")),
    ("Nemesis is sneaking past the goon", ("Nemesis", "Stealth")),
    ("Tug is hotwiring the truck", ("Tug", "Technician")),
    ("Tug hotwired the truck", ("Tug", "Technician")),
    ("Tug repaired the engine", ("Tug", "Technician")),
    ("Tug is repiaring the engine", ("Tug", "Technician")),
    ("zoe climbed the wall", ("Zoe", "Athletics")),
    ("Zoe bandaged the wounded pilot", ("Zoe", "Medicine")),
    ("Melee vs. Mavros", ("Nemesis", "Melee")),
    ("Tug takes care of the wounded pilot", ("Tug", "Medicine")),
    ("Nemesis took cover", ("Nemesis", "Athletics")),
    ("Tug sabotaged the engine", ("Tug", "Technician")),
    ("Nemesis snuck into the hangar", ("Nemesis", "Stealth")),
    ("Mavros heard the footsteps", ("Mavros", "Alertness")),
    ("Zoe was smelling the smoke", ("Zoe", "Alertness")),
    ("Nemesis picked the guard's pocket", ("Nemesis", "Stealth")),
    ("Tug jimmied the lock", ("Tug", "Technician")),
    ("Mavros plays the piano", ("Mavros", "Piano")),
]


@pytest.mark.parametrize(("phrase", "want"), GHOSTBURN)
def test_ghostburn_reads_inflections_slips_and_shorthand(phrase: str, want: tuple[Any, ...]) -> None:
    got = resolved("ghostburn", phrase)
    assert (got["actor"], got["skill"], got["trick"], got["ability"], got["difficulty"], got["dice"]) == want


@pytest.mark.parametrize(("phrase", "want"), FIST)
def test_fist_reads_inflections_slips_and_shorthand(phrase: str, want: tuple[Any, ...]) -> None:
    got = resolved("fist", phrase)
    assert (got["actor"], got["skill"], got["trick"], got["ability"], got["difficulty"], got["dice"]) == want


@pytest.mark.parametrize(("phrase", "want"), FS3)
def test_fs3_reads_inflections_slips_and_shorthand(phrase: str, want: tuple[str, str]) -> None:
    got = resolved("fs3", phrase)
    assert (got["actor"], got["skill"]) == want


PBTA = [
    ("Kit defies the storm, rolled 5 and 1", ("Kit", "Brave Danger", None, "Cool", None, [5, 1])),
    ("Boone sweet-talked the sheriff, rolled 4 4", ("Boone", "Sway Someone", None, "Hot", None, [4, 4])),
    ("Kit strongarms the trader, rolled 6 6", ("Kit", "Lean on Someone", None, "Hard", None, [6, 6])),
    ("Boone is eavesdropping on the raiders, rolled 2 3", ("Boone", "Read the Room", None, "Sharp", None, [2, 3])),
    ("Kit snuck past the raiders, rolled 3 3", ("Kit", "Brave Danger", None, "Cool", None, [3, 3])),
]


@pytest.mark.parametrize(("phrase", "want"), PBTA)
def test_pbta_reads_inflections_and_multi_word_triggers(phrase: str, want: tuple[Any, ...]) -> None:
    got = resolved("pbta", phrase)
    assert (got["actor"], got["skill"], got["trick"], got["ability"], got["difficulty"], got["dice"]) == want


# A slip as near two action words of which only one sounds like it is that one: "clomber" is clamber, not clobber.
@pytest.mark.parametrize(("game", "slipped", "meant", "other"), [
    ("fs3", "Mavros clomber up the wall", "Mavros clamber up the wall", "clobber"),
    ("ghostburn", "Vex berter with the merchant", "Vex barter with the merchant", "better"),
])
def test_a_slip_as_near_two_words_is_the_one_it_sounds_like(game: str, slipped: str, meant: str, other: str) -> None:
    vocabulary = get_system(game).vocabulary(PARTIES[game])
    typed = slipped.split()[1]
    assert other in slip_of(typed, vocabulary) and len(slip_of(typed, vocabulary)) == 2
    got, wanted = parse(slipped, vocabulary), parse(meant, vocabulary)
    assert (got.skill, got.trick, got.verbs) == (wanted.skill, wanted.trick, wanted.verbs)
    assert wanted.skill or wanted.trick or wanted.verbs


# A keyboard slip of a rules name, or one as near two words that sound alike (or neither), is a question with the
# phrase each answer makes; of two near words one of which sounds like the slip, that one is named ("snaek": Sneak).
# (A rules name spelled by ear, "sneek", "stelth", is read as it: test_heard_spellings.py.)
ASKED = [
    ("ghostburn", "convnice the bouncer, rolled 3 and 9", ("Convince",)),
    ("ghostburn", "roll firarms", ("Firearms",)),
    ("ghostburn", "snaek past the guard", ("Sneak",)),
    ("fs3", "roll stelath", ("Stealth",)),
    ("fs3", "roll medcine", ("Medicine",)),
    ("fist", "Vex batrers with the merchant", ("barter", "batter")),
    # before a colon, a slip of a rules name is that name misspelled, not someone nobody knows; a slip of a loaded
    # name there is still asked about as the person
    ("fs3", "Nemesis climbs the fence, athletcis: 6 2 3 4 5", ("Athletics",)),
    ("fs3", "Nemesis hotwires the truck, tecnician: 1 1 6", ("Technician",)),
    ("ghostburn", "Vex slips past the guards, stealht: 4 and 5", ("Stealth",)),
    ("fs3", "nemesys: Athletics 6 2 3 4 5", ("Nemesis",)),
]


@pytest.mark.parametrize(("game", "phrase", "offered"), ASKED)
def test_a_slip_of_a_rules_name_or_of_two_words_is_asked_about(game: str, phrase: str, offered: tuple[str, ...]) -> None:
    system = get_system(game)
    with pytest.raises(PhraseError) as error:
        system.resolve(parse(phrase, system.vocabulary(PARTIES[game])), PARTIES[game], RandomDice(7))
    assert set(offered) <= set(error.value.suggestions) or all(o.lower() in str(error.value).lower() for o in offered)


def test_two_near_words_are_offered_as_whole_phrases() -> None:
    vocabulary = get_system("fist").vocabulary(PARTIES["fist"])
    text = "Vex batrers with the merchant"
    offered = slip_of("batrers", vocabulary)
    assert offered == ("barter", "batter")
    with pytest.raises(PhraseError) as error:
        respell(raw_tokens(text), vocabulary, text)
    assert error.value.asks and all(o in " ".join(error.value.choices) for o in offered)


@pytest.mark.parametrize("word", ["lock", "senator", "server", "drone", "training", "cyborg", "airlock", "tens",
                                  "fives", "bouncer", "dockworker", "xyzzy", "mavros"])
def test_english_words_and_words_near_nothing_are_never_respelled(word: str) -> None:
    for game, party in PARTIES.items():
        assert slip_of(word, get_system(game).vocabulary(party)) == (), (game, word)


@pytest.mark.parametrize(("typed", "words"), [
    ("Melee vs. Mavros", ["melee", "vs", "mavros"]), ("shoot w/ my pistol", ["shoot", "with", "my", "pistol"]),
    ("spend 1 lp", ["spend", "1", "luck", "point"]), ("add a wd", ["add", "a", "war", "die"]),
    ("Melee b/c he's mad", ["melee", "because", "he's", "mad"]), ("spend 2 pts", ["spend", "2", "points"]),
    ("w/o a sound", ["without", "a", "sound"]),
])
def test_abbreviations_are_written_out_where_they_were_typed(typed: str, words: list[str]) -> None:
    raws = expand_abbreviations(raw_tokens(typed))
    assert [r.low for r in raws] == words
    for raw in raws:  # each word keeps columns inside what was typed
        assert typed[raw.start : raw.start + len(raw.text)] == raw.text


@pytest.mark.parametrize("game", ["ghostburn", "fist", "fs3", "pbta"])
def test_an_unknown_lowercase_word_never_becomes_a_name(game: str) -> None:
    """Word lookup invents no one: 'zed' is no character, so no reading makes it the actor or a participant."""
    system = get_system(game)
    vocabulary = system.vocabulary(PARTIES[game])
    names = {t.value for t in vocabulary.terms.values() if t.kind == "name"}
    for phrase in ("zed shoots the guard", "zedd climbs the wall", "kowalsky punches the guard"):
        try:
            request = parse(phrase, vocabulary)
        except PhraseError:
            continue  # asked about: fine
        assert request.actor in names | {None}
        assert not {"zed", "zedd", "kowalsky"} & {str(n).lower() for n in (request.actor, *(h.name for h in request.helpers))}


def test_dice_given_by_the_phrase_are_used_after_a_respelled_word() -> None:
    system = get_system("fist")
    party = PARTIES["fist"]
    result = system.resolve(parse("Vex sneeks past the guard, rolled 6 and 5", system.vocabulary(party)), party,
                            GivenDice([1, 1]))
    assert list(result.dice) == [6, 5]


# How chat closes a roll: a reaction after the dice, a face made at the table, a bot's command before the line, and
# two faces typed with a dash or a slash.
CHAT_CLOSINGS = [
    "Ripper hotwires the truck, 2,5 smh",
    "Ripper hotwires the truck, 2,5 welp",
    "Ripper hotwires the truck, 2 5 oof idk",
    "Ripper hotwires the truck, 2,5 :/",
    "Ripper hotwires the truck, 2 5 xD",
    "!r Ripper hotwires the truck, 2 5",
    "/r ripper hotwires the truck, 2,5",
    "/roll Ripper hotwires the truck, 2 5",
    "Ripper hotwires the truck, 2-5",
    "Ripper hotwires the truck, 2-5 fml",
    "Ripper hotwires the truck, (2)(5) lol",
]


@pytest.mark.parametrize("phrase", CHAT_CLOSINGS)
def test_chat_closes_a_roll_as_a_table_does(phrase: str) -> None:
    assert resolved("fist", phrase) == resolved("fist", "Ripper hotwires the truck, rolled 2 and 5")


@pytest.mark.parametrize("phrase", [
    "Ripper waits for 10-15 minutes, rolled 2 5",  # a range of the scene is no pair of faces
    "Ripper hotwires the truck, 2,5 nice +1",  # a rules value after the dice is no reaction
])
def test_a_dash_or_a_word_after_the_dice_that_says_more_is_not_dropped(phrase: str) -> None:
    system = get_system("fist")
    try:
        request = parse(phrase, system.vocabulary(PARTIES["fist"]))
    except PhraseError:
        return
    assert request.dice == (2, 5) and ("10" in request.action or request.modifiers)


# Rules names cut short where a rules name stands: the one name the letters begin.
CUT_SHORT = [
    ("fs3", "roll perc, 6 6 1", "roll Perception, 6 6 1"),
    ("fs3", "+roll ath+reflexes, 6 6 1 2", "+roll Athletics+Reflexes, 6 6 1 2"),
    ("fs3", "+roll athl+refl, 6 6 1 2", "+roll Athletics+Reflexes, 6 6 1 2"),
    ("fist", "roll tac, 4 3", "roll TACTICAL, 4 3"),
    ("fist", "Ripper hotwires the truck, tact, 4 3", "Ripper hotwires the truck, TACTICAL, 4 3"),
    ("fist", "Jonesy: refl chk, 4 3", "Jonesy: REFLEXIVE, 4 3"),
    ("ghostburn", "Vex: persu, Wits Hard, 4 9", "Vex: Persuade, Wits Hard, 4 9"),
    ("ghostburn", "Vex: percep check, DL Hard, 4 9", "Vex: Perception, DL Hard, 4 9"),
]


@pytest.mark.parametrize(("game", "short", "full"), CUT_SHORT)
def test_a_rules_name_cut_short_is_that_name(game: str, short: str, full: str) -> None:
    assert resolved(game, short) == resolved(game, full)


@pytest.mark.parametrize("phrase", ["roll per, 4 9", "Vex: per, Wits Hard, 4 9"])
def test_letters_that_begin_two_rules_names_are_asked_about(phrase: str) -> None:
    system = get_system("ghostburn")
    with pytest.raises(PhraseError) as caught:
        parse(phrase, system.vocabulary(PARTIES["ghostburn"]))
    assert "Perception" in caught.value.message and "Persuade" in caught.value.message


@pytest.mark.parametrize("phrase", [
    "Ripper swings at the per diem clerk, 4 3",  # 'per' mid-sentence is a word of the action
    "Ripper crosses the athletics field, 4 3",
])
def test_letters_of_a_rules_name_elsewhere_are_the_action(phrase: str) -> None:
    system = get_system("fist")
    request = parse(phrase, system.vocabulary(PARTIES["fist"]))
    assert request.dice == (4, 3) and not request.skill and not request.abilities


# A line opening with '+' glued to a stat or skill is the command to roll it, as 'roll +stat' is: 'for NAME' after it
# says who rolls, never whom the seat's character acts on.
@pytest.mark.parametrize(("game", "phrase", "full"), [
    ("pbta", "+cool for Boone, 1 2", "roll +cool for Boone, 1 2"),
    ("fist", "+tactical for Jonesy pls, 4 3", "roll +TACTICAL for Jonesy, 4 3"),
    ("fist", "+reflexive, 4 3", "roll +REFLEXIVE, 4 3"),
])
def test_a_plus_opening_a_line_rolls_what_it_is_glued_to(game: str, phrase: str, full: str) -> None:
    assert resolved(game, phrase) == resolved(game, full)
