"""A game played on a live stream: the audience spoken to ('chat', 'folks', "y'all"), the asides said for newcomers,
shout-outs with their counts and handles, the stream's counters, the audience's votes and say, a countdown before the
dice and a score given as praise are the scene, never a person, a name, a rules value or a die. A loaded name is never
the audience, and a name nobody has is still asked about."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import EXAMPLES

from rollmate.command import main


def _roll(phrase: str, capsys: pytest.CaptureFixture[str], sheet: Path = EXAMPLES / "fist_party.toml",
          who: str = "Ripper") -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(sheet), "--as", who, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


# (phrase, the words the reading shows as the stream's talk)
STREAMED = [
    ("chat, Ripper kicks the door in, Forceful. 4 and 3", ["chat,"]),
    ("Ripper kicks the door in, Forceful. 4 and 3 CHAT.", ["CHAT"]),
    ("okay folks, Ripper kicks the door in, Forceful. 4 and 3", ["folks,"]),
    ("Ripper kicks the door in, Forceful, chat he's so back. 4 and 3", ["chat"]),
    ("Ripper kicks the door in, Forceful. CHAT LOOK AT THIS. 4 and 3", ["CHAT LOOK AT THIS"]),
    ("Ripper kicks the door in, Forceful. 4 and 3, thanks for the 50 bits Marigold!",
     ["thanks for the 50 bits Marigold"]),
    ("Ripper kicks the door in, Forceful. 4 and 3. ty for the tier 2 sub, Bramblewick!!",
     ["ty for the tier 2 sub, Bramblewick"]),
    ("Ripper kicks the door in, Forceful. 4 and 3. y'all, 200 bits from Hollowmere, thank you",
     ["y'all,", "200 bits from Hollowmere, thank you"]),
    ("Ripper kicks the door in, Forceful — hype train level 2!! 4 and 3", ["hype train level 2"]),
    ("we're at the 500-follower goal! Ripper kicks the door in, Forceful. 4 and 3", ["500-follower goal"]),
    ("Ripper kicks the door in, Forceful... 3... 2... 1... 4 and 3", ["3... 2... 1..."]),
    ("chat voted 5 to 2 for the door. Ripper kicks it in, Forceful. 4 and 3", ["chat voted 5 to 2 for the door"]),
    ("Ripper kicks the door in, Forceful. 4 and 3 chat is 4-1 on him", ["chat is 4-1 on him"]),
    ("chat says he's gonna whiff. Ripper kicks the door in, Forceful. 4 and 3", ["chat says he's gonna whiff"]),
    ("for those just tuning in: Ripper is our bruiser. He kicks the door in, Forceful. 4 and 3",
     ["for those just tuning in:"]),
    ("Ripper kicks the door in, for the new folks, Forceful. 4 and 3", ["for the new folks"]),
    ("Ripper kicks the door in, Forceful. 4 and 3. 11/10 kick", ["11/10 kick"]),
    ("Ripper kicks the door in, Forceful. 4 and 3, 10 out of 10 form", ["10 out of 10"]),
]


@pytest.mark.parametrize(("phrase", "talk"), STREAMED, ids=[s[0][:50] for s in STREAMED])
def test_the_streams_talk_is_the_scene(phrase: str, talk: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["ability"]["name"], got["dice"], got["total"]) == ("Ripper", "Forceful", [4, 3], 9)
    assert [c["text"] for c in got["reading"]["clauses"] if c["kind"] == "stream"] == talk
    assert not any(c["used"] for c in got["reading"]["clauses"] if c["kind"] == "stream")


def test_a_name_nobody_has_beside_the_audience_is_still_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll("Zorblax, chat, kicks the door in. 4 and 3", capsys)
    assert code == 2 and "Zorblax" in err, err


def test_chat_as_the_storys_verb_or_noun_stays_the_story(capsys: pytest.CaptureFixture[str]) -> None:
    for phrase in ("Ripper stops to chat with the guard, Creative. 4 and 3", "Ripper has a quick chat. Creative. 4 and 3"):
        code, got, err = _roll(phrase, capsys)
        assert code == 0, err
        assert not [c for c in got["reading"]["clauses"] if c["kind"] == "stream"], phrase


def test_a_character_called_as_the_audience_is_theirs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = tmp_path / "party.toml"
    sheet.write_text((EXAMPLES / "fist_party.toml").read_text().replace('name = "Jonesy"', 'name = "Chat"'))
    code, got, err = _roll("Chat, kick the door in, Forceful. 4 and 3", capsys, sheet, "Ripper")
    assert code == 0, err
    assert got["actor"] == "Chat"
    assert not [c for c in got["reading"]["clauses"] if c["kind"] == "stream"]


def test_a_number_beside_rules_words_stays_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    """'level 3' with no word of the stream beside it is no counter of the stream's."""
    code, _, err = _roll("Ripper kicks the door in, Forceful, level 3. 4 and 3", capsys)
    assert code == 2 and "3" in err, err


@pytest.mark.parametrize("phrase", ["Ripper kicks the door in, Forceful. 4 and 3 LETS GOOOO",
                                    "Ripper kicks the door in, Forceful: 4 3 goooo"])
def test_go_stretched_beside_the_dice_is_a_shout(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["dice"], got["total"]) == ("Ripper", [4, 3], 9)


@pytest.mark.parametrize("phrase", ["Ripper bluffs the dispatcher on channel 7. Creative, 4 and 3",
                                    "Ripper picks a fight with the guards, the 2-metre one, Creative. 4 and 3",
                                    "Ripper bluffs the biggest guard, the 2-metre one. Creative, 4 and 3"])
def test_a_channel_or_a_measure_of_the_scene_is_no_rules_number(phrase: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["ability"]["name"], got["dice"], got["total"]) == ("Ripper", "Creative", [4, 3], 6)


def test_ten_slash_ten_with_nothing_praised_is_the_dice(capsys: pytest.CaptureFixture[str]) -> None:
    """'-> 10/10!!' in a game of d10s is two dice of ten, never praise."""
    code, got, err = _roll("Vex sneaks past the guard -> 10/10!!", capsys, EXAMPLES / "ghostburn_party.toml", "Vex")
    assert code == 0, err
    assert got["dice"] == [10, 10]
