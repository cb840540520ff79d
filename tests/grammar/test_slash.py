"""A slash command's words read into its record by the registry's own argument specs (grammar/slash.py), and words
that fit no argument refused naming it and what would work."""

from __future__ import annotations

from dataclasses import fields

import pytest

from rollmate.errors import RulesError
from rollmate.grammar import chat_records as r
from rollmate.grammar import slash
from rollmate.grammar import slash_records as s
from rollmate.table import registry


def read(line: str) -> s.Command:
    name, _, words = line.partition(" ")
    forced = name.endswith("!")
    spec = registry.find(name.rstrip("!"))
    assert spec is not None
    return slash.read(spec, words, forced=forced)


@pytest.mark.parametrize(("line", "said"), [
    ("/help", s.Help(None)),
    ("/help grant", s.Help("grant")),
    ("/help commands", s.Help("commands")),
    ("/learn", s.Learn()),
    ("/party", s.Party()),
    ("/sheet", r.ShowSheet(None)),
    ("/sheet me", r.ShowSheet(None)),
    ("/sheet Vex", r.ShowSheet("Vex")),
    ("/sheet the Night Clerk", r.ShowSheet("the Night Clerk")),
    ("/history", s.History(10)),
    ("/history 3", s.History(3)),
    ("/history #25", s.History(25)),
    ("/show 7", s.Show(7)),
    ("/show #7", s.Show(7)),
    ("/replay 12", s.Replay(12)),
    ("/grant Vex", r.Grant("Vex", 1, None)),
    ("/grant Vex 2", r.Grant("Vex", 2, None)),
    ("/grant Vex -1", r.Grant("Vex", -1, None)),
    ("/grant Vex +3", r.Grant("Vex", 3, None)),
    ("/grant Vex luck", r.Grant("Vex", 1, "luck")),
    ("/grant Ripper 2 war dice", r.Grant("Ripper", 2, "war_dice")),
    ("/grant Old  Tom  1  Luck", r.Grant("Old Tom", 1, "luck")),
    ("/grant the Night Clerk 2", r.Grant("the Night Clerk", 2, None)),
    ("/undo", s.Undo()),
    ("/redo", s.Redo()),
    ("/campaign", s.Campaign(None)),
    ("/campaign Other Night", s.Campaign("Other Night")),
    ('/campaign "Other Night"', s.Campaign("Other Night")),
    ("/new-session", s.NewSession()),
    ("/teach", s.Teach(None)),
    ("/teach on", s.Teach(True)),
    ("/teach OFF", s.Teach(False)),
    ("/teach yes", s.Teach(True)),
    ("/system", s.System(None)),
    ("/system fs3", s.System("fs3")),
    ("/profile rules", s.Profile("rules")),
    ("/load examples/party file.toml", s.Load("examples/party file.toml")),
    ("/quit", r.Quit()),
])
def test_a_command_is_read_into_its_record(line: str, said: s.Command) -> None:
    assert read(line) == said


@pytest.mark.parametrize(("words", "said"), [
    ("a.md", s.Export("a.md", None, False)),
    ("a.md 1", s.Export("a.md", 1, False)),
    ("a.md --session 2", s.Export("a.md", 2, False)),
    ("--session 2 a.md", s.Export("a.md", 2, False)),
    ("a.md --all", s.Export("a.md", "all", False)),
    ("--force a.md", s.Export("a.md", None, True)),
    ("'my notes.md' --all", s.Export("my notes.md", "all", False)),
    ("", s.Export("", None, False)),  # "": named after the campaign and the game (logbook.export_name)
    ("--all", s.Export("", "all", False)),
])
def test_export_words(words: str, said: s.Export) -> None:
    assert read(f"/export {words}") == said
    assert read(f"/export! {words}") == s.Export(said.file, said.which, True)


@pytest.mark.parametrize(("line", "message"), [
    ("/history abc", "/history: N should be a whole number, 1 or more (up to 9 digits), not 'abc'; N is how many of "
                     "the latest rolls. Say /history [N], e.g. /history 20."),
    ("/history 0", "/history: N should be a whole number, 1 or more (up to 9 digits), not 0"),
    ("/history 5 6", "/history: '6' is more than it reads. Say /history [N], e.g. /history 20."),
    ("/show", "/show needs N: a roll's number in the log (its id). Say /show N, e.g. /show 3."),
    ("/show x", "/show: N should be a whole number, 1 or more (up to 9 digits), not 'x'; N is a roll's number in the "
                "log (its id). Say /show N, e.g. /show 3."),
    ("/replay 1234567890", "/replay: N should be a whole number, 1 or more (up to 9 digits), not 1234567890"),
    ("/show ²", "not '²'"),
    ("/grant", "/grant needs NAME: a character at the table, e.g. 'Vex'. Say /grant NAME [N] [RESOURCE], e.g. "
               "/grant Vex 1."),
    ("/grant Vex 500", "/grant: N should be a whole number from -99 to 99, not 500; N is how many; a negative number "
                       "takes away. Say /grant NAME [N] [RESOURCE], e.g. /grant Vex 1."),
    ("/teach maybe", "/teach: say on or off, not 'maybe'. Say /teach [on|off], e.g. /teach on."),
    ("/load", "/load needs FILE: a file. Say /load FILE, e.g. /load party.toml."),
    ("/undo now", "/undo takes no words after it, not 'now'."),
    ("/party everyone", "/party takes no words after it, not 'everyone'."),
    ("/campaign " + "x" * 201, "/campaign: NAME has at most 200 characters"),
    ("/export a.md --session", "Say which game session: /export session.md --session 2"),
    ("/export a.md --session x", "'x' is not a game session number"),
    ("/export a.md --session 0", "'0' is not a game session number"),
    ("/export a.md b.md", "Say /export [FILE] [--session N|--all], e.g."),
    ("/export a.md --bogus", "Say /export [FILE] [--session N|--all], e.g."),
])
def test_bad_arguments_are_named_with_what_would_work(line: str, message: str) -> None:
    with pytest.raises(RulesError) as refused:
        read(line)
    assert message in refused.value.message


def test_each_typed_command_has_a_record_whose_fields_are_its_arguments() -> None:
    """One registry: the record a line is read into has the command's arguments, as a program names them."""
    for command in registry.COMMANDS:
        assert (command.record is not None) == command.typed, command.name
        if command.record is not None:
            assert [f.name for f in fields(command.record)] == [a.name for a in command.args], command.name
