"""Tab completion with prompt_toolkit's own Document and CompleteEvent."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from rollmate.faces.chat.completion import ChatCompleter
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.registry import TERMINAL, helps


@pytest.fixture
def completer() -> ChatCompleter:
    vocabulary = get_system("ghostburn").vocabulary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    return ChatCompleter(lambda: vocabulary, helps(TERMINAL))


def complete(completer: ChatCompleter, text: str) -> dict[str, tuple[int, str]]:
    found = completer.get_completions(Document(text, len(text)), CompleteEvent(completion_requested=True))
    return {c.text: (c.start_position, c.display_meta_text) for c in found}


@pytest.mark.parametrize(
    ("typed", "offered", "start", "kind"),
    [
        ("roll Pers", "Persuade", -4, "skill"),
        ("use Conv", "Convince", -4, "trick"),
        ("roll Persuade with Pres", "Presence", -4, "ability"),
        ("convince the bouncer, DL Sev", "Severe", -3, "DL"),
        ("shoot the gu", "the guard", -6, "character"),
        ("as V", "Vex", -1, "character"),
        ("use street h", "Street Hack", -8, "trick"),
        ("convince the bouncer, Wi", "wits", -2, "trait"),
    ],
)
def test_words_of_the_active_system(completer: ChatCompleter, typed: str, offered: str, start: int, kind: str) -> None:
    found = complete(completer, typed)
    assert offered in found, sorted(found)[:20]
    assert found[offered] == (start, kind)


def test_nothing_is_offered_for_a_finished_or_empty_word(completer: ChatCompleter) -> None:
    assert complete(completer, "") == {}
    assert complete(completer, "roll ") == {}
    assert "Persuade" not in complete(completer, "roll Persuade")


@pytest.mark.parametrize(
    ("typed", "offered"),
    [("/h", "/history"), ("/h", "/help"), ("/", "/new-session"), ("/teach o", "off"), ("/system f", "fs3")],
)
def test_slash_commands_and_their_arguments(completer: ChatCompleter, typed: str, offered: str) -> None:
    assert offered in complete(completer, typed)


def test_file_arguments_complete_paths(completer: ChatCompleter, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "party.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert "rty.toml" in complete(completer, "/load pa")


def test_the_vocabulary_is_read_fresh(completer: ChatCompleter) -> None:
    party = load_party([EXAMPLES / "ghostburn_party.toml"])
    box = [get_system("ghostburn").vocabulary(party)]
    live = ChatCompleter(lambda: box[0], helps(TERMINAL))
    assert "Vex" in complete(live, "as V")
    box[0] = get_system("ghostburn").vocabulary(load_party([]))
    assert "Vex" not in complete(live, "as V")
