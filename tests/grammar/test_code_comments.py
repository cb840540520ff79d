"""A code comment ('// ...') beside a roll written as code: a post may open with one (it is no chat command), and its
action words are the writer's note on the code, never the roll, where the call outside it names the roll; a rules
name in it still decides. Phrasings written for this test; answers worked from the rules references and the example
sheets."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES

from rollmate.command import main
from rollmate.grammar.chat import is_command


def _fist(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "fist_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("line", ["// no attr given, infer it", "  // TODO: pick the attr\nripper.smash(door)"])
def test_a_comment_opening_a_line_is_no_command(line: str) -> None:
    assert not is_command(line)
    assert is_command("/grant Vex 1")


@pytest.mark.parametrize("phrase", [
    # the comment's 'figure it out' and 'calculate' are words of thinking (TACTICAL): about the post, not the roll
    '// not sure which attr, figure it out\nripper.intimidate("the bouncer") -> 4, 1',
    '// attr left out, calculate it for me\nripper.intimidate("the bouncer") -> 4, 1',
    'ripper.intimidate("the bouncer")  // you figure out the attr -> 4, 1',
])
def test_a_comments_action_words_are_no_roll(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Ripper intimidates: FORCEFUL +2, 4 + 1 + 2 = 7, a partial success
    code, got, err = _fist("Ripper", phrase, capsys)
    assert code == 0, err
    assert (got["actor"], got["ability"]["name"], got["dice"], got["total"], got["outcome"]) == (
        "Ripper", "Forceful", [4, 1], 7, "Partial Success")


def test_a_comments_verb_beside_the_call_is_the_scene(capsys: pytest.CaptureFixture[str]) -> None:
    # Vex sweet-talks (CREATIVE +2); the comment's 'think' is no TACTICAL roll: 3 + 3 + 2 = 8, a partial success
    code, got, err = _fist("Vex", 'vex.sweetTalk("the guard") // think about what she says first -> 3, 3', capsys)
    assert code == 0, err
    assert (got["ability"]["name"], got["total"], got["outcome"]) == ("Creative", 8, "Partial Success")


def test_a_comments_rules_name_still_decides(capsys: pytest.CaptureFixture[str]) -> None:
    # the comment names TACTICAL outright: Vex's -1, 3 + 3 - 1 = 5, a failure
    code, got, err = _fist("Vex", 'vex.sweetTalk("the guard") // TACTICAL actually, she plans it -> 3, 3', capsys)
    assert code == 0, err
    assert (got["ability"]["name"], got["total"]) == ("Tactical", 5)


def _blades(seat: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(EXAMPLES / "blades_party.toml"), "--as", seat, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, json.loads(out.out) if code == 0 else {}, out.err


@pytest.mark.parametrize("phrase", ["Thorn prowls past the watch. Cross assists (+1d, his stress++). 5, 3, 1",
                                    "Thorn prowls past the watch, Cross assists (+1d, stress += 1). dice: 5, 3, 1"])
def test_a_count_stepped_by_one_is_its_tallys_note(phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    # the helper's stress going up is the assist's cost, no number of the roll: Thorn's Prowl 2 and the assist's die
    code, got, err = _blades("Thorn", phrase, capsys)
    assert code == 0, err
    assert (got["skill"], got["dice"], got["blades"]["pool"], got["outcome"]) == ("Prowl", [5, 3, 1], 3,
                                                                                 "Partial Success")
