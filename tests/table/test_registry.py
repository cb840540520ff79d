"""One registry of the table's commands: /help at each seat lists exactly the commands the registry lets that seat
type, every command typed has its handler, and a command the registry lacks can't be typed at the chat or the page."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest
from conftest import EXAMPLES

from rollmate.grammar import slash_records
from rollmate.grammar.slash import Kind
from rollmate.log.store import Store
from rollmate.rules.sheets import load_party
from rollmate.table import registry
from rollmate.table.core import GM, Table, handle
from rollmate.table.session import start

FS3 = str(EXAMPLES / "fs3_party.toml")


def listed(text: str) -> list[str]:
    """The commands a /help answer names: one a line ('/help commands'), or several a row (the short /help)."""
    return [word for line in text.splitlines() if line.startswith("  /") for word in line.split()
            if word.startswith("/") and (line.count("/") > 1 or word == line.split()[0])]


@pytest.fixture
def table(tmp_path: Path) -> Table:
    return Table(Store(tmp_path / "log.db"), [FS3])


def test_help_lists_exactly_the_registrys_commands_for_each_seat(table: Table) -> None:
    """A player's page used to be offered /load, /export, /grant and the rest, then refused them; the GM's page
    /load and /quit."""
    chat = start(load_party([FS3]), "fs3", "rules", "Zoe")
    for role, ask in ((registry.TERMINAL, lambda line: handle(chat, line, table.store).text),
                      (registry.GM, lambda line: table.answer(line, GM).text),
                      (registry.PLAYER, lambda line: table.answer(line, "Zoe").text)):
        names = list(registry.typed(role))
        every = ask("/help commands")
        assert [line.split()[0] for line in every.splitlines()[1:]] == names, role
        assert listed(ask("/help")) == names, role
        for name in names:  # what /help NAME says is the registry's
            said = ask(f"/help {name}")
            assert said.startswith(f"{name} ") and registry.find(name).help in said, (role, name)  # type: ignore[union-attr]
    assert registry.typed(registry.PLAYER) == ("/help", "/learn", "/party", "/sheet")
    assert {"/load", "/export", "/quit", "/redo"} & set(registry.typed(registry.GM)) == set()


def test_every_command_typed_has_its_record_and_every_record_its_entry() -> None:
    """A typed command is read into its record (grammar/slash_records.py), which commands.answer answers by its type
    (mypy holds that match to every record)."""
    records = [c.record for c in registry.COMMANDS if c.typed]
    assert len(set(records)) == len(records) == len(registry.typed(registry.TERMINAL))
    assert set(records) == set(get_args(slash_records.Command))
    for command in registry.COMMANDS:
        assert command.who in registry.MAY_USE and all(arg.kind in get_args(Kind) for arg in command.args), command.name
        assert not command.page or (command.who == registry.GM and command.label), command.name


def test_teaching_newcomers_is_in_the_registry(table: Table) -> None:
    """/learn is a player's command (the GM's too) with its help; 'how' is a tool that only reads, never rolls."""
    learn = registry.find("learn")
    assert learn is not None and learn.who == registry.PLAYER and not learn.writes
    assert "/learn" in registry.typed(registry.PLAYER) and "/learn" in registry.typed(registry.GM)
    assert registry.helps(registry.PLAYER)["/learn"] == learn.help and learn.help in table.answer("/help /learn", "Zoe").text
    assert table.answer("/learn", "Zoe").text.startswith("A first roll with Zoe, step by step")
    how = registry.find("how")
    assert how is not None and how in registry.tools() and not how.writes and not how.typed
    assert [a.name for a in how.args] == ["question", "character"]


def test_a_command_missing_from_the_registry_cannot_be_typed(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    chat = start(load_party([FS3]), "fs3", "rules", "Zoe")
    assert "gains" in handle(chat, "/grant Zoe 1", table.store).text
    assert table.answer("/grant Mavros 1", GM).error is None
    monkeypatch.setattr(registry, "COMMANDS", tuple(c for c in registry.COMMANDS if c.name != "grant"))
    refused = handle(chat, "/grant Zoe 1", table.store).text
    assert refused.startswith("Unknown command /grant.") and "/grant" not in refused.split("Commands:")[1]
    page = table.answer("/grant Mavros 1", GM).error
    assert page is not None and "/grant is not available" in page
    assert "/grant" not in handle(chat, "/help commands", table.store).text
    assert table.store.spent(table.campaign, "fs3", "Zoe", "luck") == -1  # the first grant only
    assert table.store.spent(table.campaign, "fs3", "Mavros", "luck") == -1


def test_what_a_program_is_told_of_a_tool_is_written_once_in_the_registry() -> None:
    import ast
    import inspect

    from rollmate.table import controls

    told = {" ".join(c.described.split()): c.tool for c in registry.tools()}
    src = Path(registry.__file__).resolve().parents[1]
    for path in [*(src / "table").glob("*.py"), *(src / "faces").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                doc = " ".join((ast.get_docstring(node) or "").split())
                assert doc not in told, f"{path.name}:{node.name} repeats the registry's words for {told[doc]}"
    by_tool = {c.tool: c.described for c in registry.tools()}
    for name in ("grant", "undo", "new_session", "campaign", "end_turn", "sheet", "show_roll", "reveal", "ask"):
        assert inspect.getdoc(getattr(controls, name)) == by_tool[name]  # the call's docstring is the registry's
