"""A roll posted in a chat thread (Discord and its like): the thread's title, a poster's handle, the words that say what
a post replies to, the chat's marks and emoji codes, and mentions of the table are the frame, shown in Read as and
never read as people, numbers or dice; a mention of someone is an address unless the line makes them act, and asked
about where the line could say either; the GM's quoted request supplies the roll the reply under it answers, and a
reply naming another roll is asked about unless it says it changes the request."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.thread import threaded
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

GAMES = ("ghostburn", "fs3", "pbta", "blades", "fist")
VOCAB = {game: get_system(game).vocabulary(load_party([EXAMPLES / f"{game}_party.toml"])) for game in GAMES}


def _frame(request: object) -> dict[str, list[str]]:
    parts: dict[str, list[str]] = {}
    for clause in request.reading:  # type: ignore[attr-defined]
        if not clause.used and clause.kind in ("title", "handle", "reply", "mark", "mention", "said to", "pointer",
                                               "changed", "quoted"):
            parts.setdefault(clause.kind, []).append(clause.text)
    return parts


@pytest.mark.parametrize(("game", "phrase", "actor", "dice", "frame"), [
    ("blades", "[Scene 9 — the rooftops]\n<@thorn_irl> Thorn: prowl across the slates, 5 3", "Thorn", (5, 3),
     {"title": ["[Scene 9 — the rooftops]"], "handle": ["<@thorn_irl>"]}),
    ("fist", "[#op-12-harbour]\nRipper kicks the door in, 4 4", "Ripper", (4, 4), {"title": ["[#op-12-harbour]"]}),
    ("ghostburn", "<@vexy> Vex: climbs the fence, 3 8 :d10:", "Vex", (3, 8),
     {"handle": ["<@vexy>"], "mark": [":d10:"]}),
    ("blades", "Thorn prowls across the slates, 5 3 (edited)\n:fire: 3", "Thorn", (5, 3),
     {"mark": ["(edited)", ":fire: 3"]}),
    ("pbta", "[Thread: Low Tide at the Ferry]\nKit keeps her cool on the gangplank, 2 and 6 :sweat:", "Kit", (2, 6),
     {"title": ["[Thread: Low Tide at the Ferry]"], "mark": [":sweat:"]}),
])
def test_the_threads_title_handles_and_marks_are_the_frame(game: str, phrase: str, actor: str,
                                                           dice: tuple[int, ...], frame: dict[str, list[str]]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)
    assert _frame(request) == frame


@pytest.mark.parametrize(("game", "phrase", "actor", "dice", "reply"), [
    ("blades", "replying to @Nyx: keep low. Cross skirmishes with the sentry, 4 2", "Cross", (4, 2),
     "replying to @Nyx:"),
    ("blades", "(reply to GM) fine, Prowl, 3 3", None, (3, 3), "(reply to GM)"),
    ("blades", "re: the vault door — Thorn tinkers with the lock, 6 1", "Thorn", (6, 1), "re: the vault door —"),
    ("fs3", "in reply to @Zoe: got it. roll melee 5 4 3", None, (5, 4, 3), "in reply to @Zoe:"),
])
def test_what_a_post_replies_to_is_the_frame(game: str, phrase: str, actor: str | None, dice: tuple[int, ...],
                                             reply: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)
    assert _frame(request)["reply"] == [reply]


@pytest.mark.parametrize(("game", "phrase", "actor", "mention", "said_to"), [
    ("blades", "@Nyx @Silas cover me. Cross skirmishes with the bruiser, 6 2", "Cross", "@Nyx @Silas", "cover me."),
    ("ghostburn", "@Dex hold the van. Vex sneaks past the guard, 6 6", "Vex", "@Dex", "hold the van."),
    ("pbta", "@Boone @Sable get down! Kit keeps her cool, 4 4", "Kit", "@Boone @Sable", "get down!"),
    ("blades", "@GM Thorn prowls past the hounds, 5 5", "Thorn", "@GM", None),
    ("fist", "@everyone heads up. Ripper kicks the door in, 4 4", "Ripper", "@everyone", None),
])
def test_a_mention_is_whom_the_post_is_addressed_to(game: str, phrase: str, actor: str, mention: str,
                                                    said_to: str | None) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor
    frame = _frame(request)
    assert frame["mention"] == [mention] and frame.get("said to", [None]) == [said_to]


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("blades", "GM recap: Nyx charmed the clerk (no roll), and @Silas studied the map, rolled 4", "Silas"),
    ("fs3", "GM recap: @Zoe rolled Melee on the smuggler, 5 4 3", "Zoe"),
    ("ghostburn", "@Dex hacks the camera over the loading bay, 4 6", "Dex"),
])
def test_a_mention_the_line_makes_act_acts(game: str, phrase: str, actor: str) -> None:
    assert parse(phrase, VOCAB[game]).actor == actor


@pytest.mark.parametrize(("phrase", "actor", "helper"), [
    ("Cross skirmishes with the sentry. @Tom's Nyx assists (+1d). 4 2 1 3", "Cross", "Nyx"),
    ("@Tom's Nyx prowls along the gutter, 5 3", "Nyx", None),
])
def test_a_mention_of_whose_character_it_is_says_who(tmp_path: Path, phrase: str, actor: str,
                                                     helper: str | None) -> None:
    sheet = tmp_path / "blades.toml"  # Nyx's player, Tom, listed as one of Nyx's names, as tables often do
    sheet.write_text((EXAMPLES / "blades_party.toml").read_text().replace('name = "Nyx"', 'name = "Nyx"\naka = ["Tom"]'))
    request = parse(phrase, get_system("blades").vocabulary(load_party([sheet])))  # "@Tom's Nyx": Tom's own
    assert (request.actor, [side.name for side in request.helpers]) == (actor, [helper] if helper else [])


@pytest.mark.parametrize(("game", "phrase", "name"), [
    ("blades", "@Silas study the map, 5 2", "Silas"),
    ("ghostburn", "@Dex sneak past the guard, 6 6", "Dex"),
    ("fs3", "@Zoe roll melee 5 4 3", "Zoe"),
    ("pbta", "@Boone keep your cool, 3 4", "Boone"),
])
def test_a_mention_that_may_bid_someone_act_or_name_who_acts_is_asked(game: str, phrase: str, name: str) -> None:
    with pytest.raises(PhraseError) as asked:
        parse(phrase, VOCAB[game])
    assert name in str(asked.value) and asked.value.column == 1 and asked.value.allowed == (name,)


def test_a_mention_in_the_middle_of_a_line_is_the_name() -> None:
    request = parse("Vex patches up @Dex with the medkit, 5 5", VOCAB["ghostburn"])
    assert (request.actor, request.target, request.dice) == ("Vex", "Dex", (5, 5))


@pytest.mark.parametrize(("game", "phrase", "expected"), [
    ("blades", "> GM: @Thorn roll Finesse to lift the key, desperate\nsure, 6 4", ("Thorn", "Finesse", (6, 4))),
    ("ghostburn", "> GM: Vex, give me a Convince roll on the bouncer\nok 5 5", ("Vex", "Convince", (5, 5))),
    ("fs3", "> GM: Mavros, roll Stealth\nok: 5 4 3", ("Mavros", "Stealth", (5, 4, 3))),
    ("ghostburn", "> GM: Vex, an Athletics roll to jump the gap\nSprint, 5 5", ("Vex", "Sprint", (5, 5))),
    ("pbta", "> GM: Kit, roll +cool\nyep 3 3 :d6: :d6:", ("Kit", "Cool", (3, 3))),
    ("pbta", "> GM: @Kit roll +cool, the ferry is drifting onto the rocks\n4 and 5", ("Kit", "Cool", (4, 5))),
])
def test_the_gms_quoted_request_names_the_roll_the_reply_answers(game: str, phrase: str,
                                                                 expected: tuple[str, str, tuple[int, ...]]) -> None:
    request = parse(phrase, VOCAB[game])
    named = request.trick or request.skill or request.abilities[0]
    assert (request.actor, named, request.dice) == expected


@pytest.mark.parametrize(("game", "phrase", "asked", "replied"), [
    ("blades", "> GM: Thorn, Finesse to lift the key\nProwl 6 4", "Finesse", "Prowl"),
    ("ghostburn", "> GM: Vex, give me a Convince roll on the bouncer\nBluff, 5 5", "Convince", "Bluff"),
    ("fs3", "> GM: Mavros, roll Stealth\n+roll athletics 5 4 3", "Stealth", "Athletics"),
    ("pbta", "> GM: Kit, roll +cool\n+hot 3 3", "Cool", "Hot"),
    ("fist", "> GM: Ripper, give me a FORCEFUL roll\nCREATIVE, 4 4", "Forceful", "Creative"),
    ("ghostburn", "> GM: Vex, an Athletics roll to jump the gap\nBluff, 5 5", "Athletics", "Bluff"),  # not its trick
])
def test_a_reply_naming_another_roll_than_the_quote_is_asked(game: str, phrase: str, asked: str,
                                                             replied: str) -> None:
    with pytest.raises(PhraseError) as error:
        parse(phrase, VOCAB[game])
    assert error.value.allowed == (asked, replied)
    for choice, named in zip(error.value.choices, (asked, replied), strict=True):  # each choice reads as that roll
        request = parse(choice, VOCAB[game])
        assert named in (request.trick, request.skill, *request.abilities)


@pytest.mark.parametrize(("game", "phrase", "named"), [
    ("blades", "> GM: Thorn, Finesse to lift the key, desperate\n^ nah, Prowl instead, 6 4", "Prowl"),
    ("blades", "> GM: Thorn, Finesse to lift the key, desperate\n^ that but with Prowl, 6 4", "Prowl"),
    ("ghostburn", "> GM: Vex, give me a Convince roll on the bouncer\nactually Bluff, 5 5", "Bluff"),
])
def test_a_reply_that_says_it_changes_the_request_rolls_its_own(game: str, phrase: str, named: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert named in (request.trick, request.skill) and request.dice is not None
    assert "changed" in _frame(request)
    if game == "blades":
        assert any(c.key == "desperate" for c in request.cues)  # the rest of the request stands


@pytest.mark.parametrize(("game", "phrase", "actor", "target"), [
    ("fs3", "> GM: the goon is watching the corridor\n+roll stealth 5 4 3 2 1 1", None, None),
    ("pbta", "> GM: @Kit the ferry is drifting onto the rocks, what now\nI roll +cool, 4 and 5", None, None),
    ("fs3", "> GM: the goon is watching the corridor\n+roll stealth vs the goon/3 — me 5 4 3 2 1 1, him 3 3", None,
     None),
    ("ghostburn", "> GM: @Vex the bouncer wants a reason to let you in\nVex bluffs that she is on the list, 6 and 5",
     "Vex", "the bouncer"),
])
def test_who_acts_in_the_gms_quoted_message_never_rolls_the_reply(game: str, phrase: str, actor: str | None,
                                                                  target: str | None) -> None:
    """The GM's message with no rules word in it is the scene: with a reply naming nobody it is only shown (the seat's
    character rolls, never the goon the GM wrote about); with a reply naming who acts, its people are whom they act
    on."""
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.target) == (actor, target)
    assert ("quoted" in _frame(request)) == (actor is None)


@pytest.mark.parametrize("text", [
    "> GM: @Vex the bouncer wants a reason\nVex bluffs, 6 5",
    "[Scene 2]\n<@v> replying to @GM: @Dex @Vex go! ^ Vex climbs, 4 4 (edited) :d6:",
    "re: the door — @everyone :fire: 2",
])
def test_the_frame_keeps_the_posts_columns(text: str) -> None:
    assert len(threaded(text, lambda word: word in ("vex", "dex")).text) == len(text)


@pytest.mark.parametrize("text", [
    "Thorn prowls across the slates, 5 3",
    "[GM] the guard turns. Thorn prowls past, 5 3",  # a speaker's tag, no thread's title
    "> \"Keep moving.\" Thorn prowls past, 5 3",  # a character's words quoted
    "Vex reads the ledger at 10:30, 4 4",
])
def test_a_post_without_a_threads_frame_is_left_as_typed(text: str) -> None:
    assert threaded(text, lambda word: False).text == text
