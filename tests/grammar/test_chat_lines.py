"""The chat's own lines read into records (grammar/chat.py): each record from several phrasings, and lines that only
look like one (a roll phrase with 'undo', 'what' or 'odds' in its narration) read as a phrase."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmate.grammar import chat, chat_sentences, chat_words
from rollmate.grammar import chat_records as r


def first(line: str, kind: type) -> object | None:
    return next((r for r in chat.read(line) if isinstance(r, kind)), None)


def kinds(line: str) -> list[type]:
    return [type(r) for r in chat.read(line)]


@pytest.mark.parametrize(("kind", "lines"), [
    (r.Quit, ["quit", "Bye!", "goodbye", "EXIT"]),
    (r.Help, ["help", "help?", "HELP!"]),
    (r.Cancel, ["never mind", "scratch that", "undo", "Forget it.", "nope", "skip it"]),
    (r.Why, ["why?", "explain that", "how come", "show the steps"]),
    (r.LastOdds, ["odds", "what were the odds?", "the odds", "chances"]),
    (r.EndTurn, ["end turn", "next turn.", "done", "turn over"]),
    (r.WhatIf, ["what if I had spent luck?", "What if Vex added her war die", "what if"]),
    (r.Yes, ["yes", "Sure!", "spend it anyway", "yes please", "y"]),
    (r.No, ["no", "nope", "keep it", "don't", "no thanks"]),
    (r.Blank, ["", "   ", "?!", "..."]),
    (r.Next, ["next", "go on", "got it", "ok"]),
    (r.Stop, ["stop", "end the lesson", "learn off", "enough"]),
    (r.LetRoll, ["roll them", "you do it", "let rollmate roll", "please roll for me", "random"]),
    (r.Greeting, ["hi", "Hello there!", "good evening", "hi rollmate"]),
    (r.WhatCanIRoll, ["what can I roll?", "what could we do here", "what do I use"]),
    (r.WhoActs, ["who is acting?", "whose turn is it", "who am I?", "who rolls now"]),
    (r.MakeCharacter, ["how do I make a character?", "how can we create a new party", "how do I set up my sheet"]),
    (r.NewHere, ["I'm new here", "im new", "hi i am new to rpgs, where do I start?", "we're new"]),
])
def test_each_whole_line_record(kind: type, lines: list[str]) -> None:
    for line in lines:
        assert kind in kinds(line), line


@pytest.mark.parametrize(("line", "record"), [
    ("walk me through a roll", r.HowTo("roll")),
    ("can you take me through the action roll please", r.HowTo("action roll")),
    ("how do I push myself?", r.HowTo("push myself")),
    ("how to resist", r.HowTo("resist")),
    ("explain war dice", r.HowTo("war dice")),
    ("how is a luck point used?", r.HowTo("luck point")),
    ("how does luck work?", r.HowDoesItWork("luck")),
    ("How do war dice work", r.HowDoesItWork("war dice")),
    ("what should I roll to sneak past the guard?", r.WhichRoll("sneak past the guard")),
    ("which skill for climbing the wall", r.WhichRoll("climbing the wall")),
    ("I want to pick the lock, what do I roll?", r.WhichRoll("pick the lock")),
    ("hack the camera - which roll is that?", r.WhichRoll("hack the camera")),
    ("whats my odds to climb the wall", r.OddsQuestion("climb the wall")),
    ("what’re the chances of convincing the bouncer?", r.OddsQuestion("convincing the bouncer")),
    ("how likely am I to win the race?", r.OddsQuestion("win the race")),
    ("odds to jump the gap!", r.OddsQuestion("jump the gap")),
    ("what does Off Balance mean?", r.GlossaryLookup("Off Balance")),
    ("define 'devil's bargain'", r.GlossaryLookup("'devil's bargain'")),
    ("whats a crit mean", r.GlossaryLookup("a crit")),
    ("meaning of +1 forward", r.GlossaryLookup("+1 forward")),
    ("what is a Cool Success?", r.WhatIs("a Cool Success")),
    ("what are war dice", r.WhatIs("war dice")),
    ("how are flashbacks used?", r.WhatIs("flashbacks")),
    ("what skills do I have?", r.ShowSheet(None)),
    ("what's on my sheet", r.ShowSheet(None)),
    ("what stats does Vex have", r.ShowSheet("vex")),
    ("what's on Ripper's sheet?", r.ShowSheet("ripper")),
    ("show me Vex's sheet", r.ShowSheet("vex")),
    ("how much luck do I have?", r.ShowSheet(None)),
    ("how many war dice does Jonesy have left?", r.ShowSheet("jonesy")),
    ("Ripper gains a war die", r.Grant("ripper", 1, "war_dice")),
    ("Ripper gains 2 war dice", r.Grant("ripper", 2, "war_dice")),
    ("give Vex back a luck point", r.Grant("vex", 1, "luck")),
    ("Vex gets two luck points back", r.Grant("vex", 2, "luck")),
    ("Vex regains her luck point", r.Grant("vex", 1, "luck")),
    ("grant Jonesy another war die", r.Grant("jonesy", 1, "war_dice")),
    ("the guard gains a war die", r.Grant("the guard", 1, "war_dice")),
    ("Dex loses a luck point", r.Grant("dex", -1, "luck")),
    ("take two war dice from Ripper", r.Grant("ripper", -2, "war_dice")),
    ("2", r.Pick(1)),
    ("the second one", r.Pick(1)),
    ("#3", r.Pick(2)),
    ("option 1 please", r.Pick(0)),
    ("no. 4", r.Pick(3)),
    ("3 9", r.Faces((3, 9))),
    ("I rolled 3 and 9", r.Faces((3, 9))),
    ("dice 4, 5, 6", r.Faces((4, 5, 6))),
])
def test_records_with_what_they_carry(line: str, record: object) -> None:
    assert first(line, type(record)) == record


@pytest.mark.parametrize(("line", "not_this"), [
    # narration that holds a chat word is a roll phrase
    ("undo the lock's safety catch", r.Cancel),
    ("Vex tries to undo the knot, Agility", r.Cancel),
    ("never mind the guard, I sneak past", r.Cancel),
    ("done with talking, I punch him", r.EndTurn),
    ("sneak past, what if he sees me", r.WhatIf),
    ("I explain the plan to the crew", r.Why),
    ("the odds are against me but I jump the gap", r.LastOdds),
    ("I ask the clerk what does the sign mean", r.GlossaryLookup),
    ("Vex asks what the password is", r.WhatIs),
    ("I say hi to the bouncer", r.Greeting),
    ("stop the truck, Drive", r.Stop),
    ("roll Athletics", r.LetRoll),
    ("yes, I climb the wall", r.Yes),
    ("no way, I shoot him", r.No),
    ("I pick the second lock", r.Pick),
    ("2 guards rush in, I shoot", r.Faces),
    ("climb the wall, rolled 3 9", r.Faces),
    # a resource in a roll phrase is a spend or the scene, never the GM's grant
    ("Ripper gains ground on the truck", r.Grant),
    ("kick in the door", r.Grant),
    ("give the guard a bribe", r.Grant),
    ("spend a luck point", r.Grant),
    ("Vex uses her war die", r.Grant),
    # a sheet in the story is no sheet asked for
    ("sheet the sails", r.ShowSheet),
    ("what are my chances to convince the bouncer?", r.ShowSheet),
    ("Vex shows me the map", r.ShowSheet),
    # a question about chances is no question about a term
    ("what are my chances to convince the bouncer?", r.GlossaryLookup),
    ("whats my odds to climb the wall", r.GlossaryLookup),
    # which roll and odds need their shape, not a question word anywhere
    ("what a mess, I sneak past the guard", r.WhichRoll),
    ("I roll to see what happens", r.WhichRoll),
    ("the odds", r.OddsQuestion),
    ("How likely", r.OddsQuestion),
    ("how do I", r.HowTo),
    ("I'm new to the city, I look around", r.NewHere),
    ("how does he get past the door, sneak", r.HowDoesItWork),
])
def test_lines_that_only_look_like_a_record(line: str, not_this: type) -> None:
    assert not_this not in kinds(line), chat.read(line)


@pytest.mark.parametrize(("line", "asks", "mark"), [
    ("kick in the door", False, False),
    ("should I add a war die?", True, True),
    ("can Vex climb the wall?", True, True),
    ("Vex climbs the wall?", False, True),
    ("what a mess, I climb", False, False),
    ("should I add a war die", False, False),
])
def test_every_line_may_be_a_phrase_and_says_whether_it_asks(line: str, asks: bool, mark: bool) -> None:
    said = chat.read(line)
    assert said[-1] == r.Phrase(asks=asks, question_mark=mark)


def test_a_game_re_roll_line_is_one_said_alone() -> None:
    from rollmate.rules.followup import rerolls

    line = sorted(rerolls())[0]
    assert r.Reroll in kinds(line) and r.Reroll in kinds(line.upper() + "!")
    assert r.Reroll not in kinds(f"{line} the dice and climb the wall")


def test_readings_come_in_the_order_the_table_tries_them() -> None:
    """'how does luck work?': a topic first, else the glossary's word on it; 'no' cancels or declines, as the
    question open needs; 'done' ends the turn, or a lesson."""
    assert kinds("how does luck work?") == [r.HowTo, r.HowDoesItWork, r.WhatIs, r.Phrase]
    assert kinds("no") == [r.Cancel, r.No, r.Phrase]
    assert kinds("done") == [r.EndTurn, r.Stop, r.Phrase]
    assert kinds("kick in the door") == [r.Phrase]


def test_a_choice_is_picked_by_the_words_only_it_has() -> None:
    choices = ("jump, +FORCEFUL", "jump, +CREATIVE")
    assert chat.choice_by_words(choices, "creative") == 1
    assert chat.choice_by_words(choices, "jump") is None  # every choice has it
    assert chat.choice_by_words(choices[:1], "forceful") is None  # one choice: nothing to pick between


def test_names_in_a_line() -> None:
    assert chat.named("what if Vex added her war die?", ["Dex", "Vex"]) == "Vex"
    assert chat.named("what if Vexed", ["Vex"]) is None
    assert chat.opens_with("Dex: hack the door", ["Vex", "Dex"]) == "Dex"
    assert chat.opens_with("Dexter hacks the door", ["Dex"]) is None
    assert chat.put_word("sneak past the gaurd", "gaurd", "Guard") == "sneak past the Guard"


def test_a_term_as_the_glossary_keys_it() -> None:
    assert chat.term("the “Devil’s Bargain”") == "devil's bargain"
    assert chat.term("+1 forward") == "forward"
    assert chat.term("[Off_Balance]") == "off balance"


def loaded(line: str, which: str) -> str:
    """The modules (those `which` picks, a condition on m) a fresh process holds once the table's session is loaded
    and the line is read, as printed."""
    code = (f"import sys; from rollmate.grammar.chat import read; import rollmate.table.session; read({line!r}); "
            f"print(sorted(m for m in sys.modules if {which}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_reading_the_chats_lines_loads_no_phrase_parser() -> None:
    """The chat's own lines are read without lark: the chat's prompt comes up before the phrase parser loads."""
    assert loaded("how does luck work?", "m == 'lark' or m.startswith('rollmate.grammar.parser')") == "[]"


@pytest.mark.parametrize(("line", "command"), [
    ("/grant Vex 1", True), ("  /undo", True), ("/sheet", True), ("/ME", True),
    ("/me draws her blade", False), ("/roll stealth, 4 5", False), ("/ROLL\tAthletics", False),
    ("kick in the door", False), ("Vex: /me", False),
])
def test_a_slash_command_or_a_phrase_that_opens_with_a_slash(line: str, command: bool) -> None:
    assert chat.is_command(line) is command


def test_other_ways_to_go_at_a_goal_name_whom_it_is_about() -> None:
    ways = chat_sentences.other_ways("get past the drone")
    assert ways[0] == "sneak past the drone" and "convince the drone" in ways
    assert chat_sentences.other_ways("the vault")[0] == "sneak past the vault"


def test_the_chat_words_file_is_checked_when_read() -> None:
    said = chat_words.words()
    assert "never mind" in said.cancel and said.ordinals["second"] == 2 and said.amounts["another"] == 1
    assert not said.yes & said.no and not said.yes & said.cancel  # an answer never both agrees and declines


@pytest.mark.parametrize(("text", "named"), [
    ('quit = "bye"', "quit: should be a list of lines"),
    ("shout = []", "shout: an unknown key"),
])
def test_a_mistake_in_the_chat_words_file_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str,
                                                   named: str) -> None:
    wrong = tmp_path / "chat_words.toml"
    wrong.write_text(chat_words.WORDS_FILE.read_text().replace('quit = ["quit", "exit", "bye", "goodbye"]', text))
    monkeypatch.setattr(chat_words, "WORDS_FILE", wrong)
    chat_words.words.cache_clear()
    try:
        with pytest.raises(ValueError, match=named):
            chat_words.words()
    finally:
        monkeypatch.undo()
        chat_words.words.cache_clear()


# --- which lines load the chat's sentences ------------------------------------------------------------------------

def _sentences() -> list[re.Pattern[str]]:
    """Every pattern a line of the chat's own is read with (chat_sentences.py's, and the few chat.py tells on every
    line), the resource sentences built from the games' words included."""
    found: list[re.Pattern[str]] = [re.compile(p) for p in (chat_words.PICK, chat_words.LET_ROLL, chat_words.FACES)]
    for value in [*vars(chat_sentences).values(), *chat_words.resource_sentences().values()]:
        found += [p for p in (value if isinstance(value, list) else [value]) if isinstance(p, re.Pattern)]
    return found


@pytest.mark.parametrize("pattern", _sentences(), ids=lambda p: p.pattern[:40])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_a_line_of_the_chats_own_is_never_told_apart_as_a_phrase(pattern: re.Pattern[str], data: st.DataObject) -> None:
    """Any line a sentence of the chat's own matches, read in full, gives the same readings as read() gives it after
    telling chat lines from phrases by their words (a sentence whose words chat_words.toml's `sentences` lacks fails
    here)."""
    line = data.draw(st.from_regex(pattern, fullmatch=True, alphabet=st.characters(codec="ascii")))
    granted = chat.asked_grant(line)
    own = (*chat_sentences.readings(line), *([granted] if granted is not None else []))
    assert own == () or chat.may_be_own(line), (line, own)
    chat.read.cache_clear()
    assert chat.read(line)[:-1] == own


def _phrases() -> list[str]:
    root = Path(__file__).resolve().parents[1]
    files = [*(root / "grammar" / "corpus").glob("*.jsonl"), *(root / "phrases" / "fresh").glob("*/*.jsonl")]
    return [json.loads(line)["phrase"] for path in files for line in path.read_text().splitlines() if line.strip()]


def test_the_phrase_sets_read_the_same_told_apart() -> None:
    """Every phrase of the corpus and the phrase sets: the chat's readings of it are the same whether or not its
    words let the chat's sentences load, and most (a plain phrase) load none."""
    phrases = _phrases()
    assert len(phrases) > 1000
    for line in phrases:
        assert chat_sentences.readings(line) == () and chat.asked_grant(line) is None or chat.may_be_own(line), line
    plain = [line for line in phrases if not chat.may_be_own(line)]
    assert len(plain) > len(phrases) / 3


@pytest.mark.parametrize(("line", "own"), [
    ("roll Athletics, DL Hard, bonus +5", False), ("Vex: Sneak, Hard, rolled 3 9", False),
    ("punch the guard, boxcars", False), ("I kick in the door", False),
    ("roll them", True), ("3 9", True), ("the second one", True), ("what if I had spent luck?", True),
    ("climb the wall, what do I roll?", True), ("Vex gets a luck point", True), ("never mind", True), ("", True),
    ("whıch skill for climbing", True),  # more than ASCII: always the whole reading
])
def test_a_line_is_told_apart_by_its_words(line: str, own: bool) -> None:
    assert chat.may_be_own(line) is own


def test_a_phrase_loads_neither_the_chats_sentences_nor_its_records() -> None:
    chat_modules = "m in ('rollmate.grammar.chat_records', 'rollmate.grammar.chat_sentences')"
    assert loaded("roll Athletics, DL Hard, bonus +5", chat_modules) == "[]"
    assert loaded("what should I roll to climb?", chat_modules) == ("['rollmate.grammar.chat_records', "
                                                                    "'rollmate.grammar.chat_sentences']")
