"""Highlighting as you type: recognised words get their class; anything else stays plain, nothing raises."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES
from prompt_toolkit.document import Document

from rollmate.faces.chat.highlight import PhraseLexerForPrompt, fragments
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

VOCABULARY = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))


def styled(text: str) -> dict[str, str]:
    return {word: style for style, word in fragments(text, VOCABULARY) if style}


def test_recognised_words_are_classed() -> None:
    got = styled("Vex: convince the bouncer with Presence, DL Hard, spend luck, rolled 3 and 9")
    assert got["Vex"] == "class:word.name"
    assert got["convince"] == "class:word.trick"
    assert got["the bouncer"] == "class:word.name"
    assert got["Presence"] == "class:word.ability"
    assert got["Hard"] == "class:word.dl"
    assert got["luck"] == "class:word.resource"
    assert got["3"] == got["9"] == "class:word.dice"
    assert styled("roll Persuade")["Persuade"] == "class:word.skill"


def test_text_is_kept_exactly() -> None:
    text = "  convince   the bouncer,, rolled 3 9 "
    assert "".join(t for _, t in fragments(text, VOCABULARY)) == text


@pytest.mark.parametrize("text", ["", "\t\u0007weird ☃ text", "rolled 99999", "x" * 500, "/hist", "what?"])
def test_odd_text_never_raises(text: str) -> None:
    assert "".join(t for _, t in fragments(text, VOCABULARY)) == text


def test_slash_commands_are_one_word() -> None:
    assert fragments("/load party.toml", VOCABULARY) == [("class:word.command", "/load"), ("", " party.toml")]


def test_the_prompt_lexer_goes_line_by_line() -> None:
    lexer = PhraseLexerForPrompt(lambda: VOCABULARY)
    line = lexer.lex_document(Document("roll Persuade"))
    assert ("class:word.skill", "Persuade") in line(0)
    assert line(5) == []
