"""Imports run one way: faces -> table -> assistant -> grammar -> rules. rules knows neither lark nor
prompt_toolkit; the faces (the page, the MCP server) never import each other."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "rollmate"


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


SERVERS = ("starlette", "sse_starlette", "uvicorn", "jinja2", "mcp")  # the faces' libraries
FORBIDDEN = {
    "rules": ("lark", "prompt_toolkit", "rollmate.grammar", "rollmate.assistant", "rollmate.table", "rollmate.faces",
              *SERVERS),
    "grammar": ("prompt_toolkit", "rollmate.assistant", "rollmate.table", "rollmate.faces", *SERVERS),
    "assistant": ("rollmate.table", *SERVERS),  # and rollmate.faces: see the test below
    "table": ("rollmate.faces", "prompt_toolkit", *SERVERS),
    "faces/web": ("rollmate.faces.mcp", "prompt_toolkit", "mcp"),
    "faces/mcp.py": ("rollmate.faces.web", "prompt_toolkit", "starlette", "sse_starlette", "uvicorn", "jinja2"),
}


@pytest.mark.parametrize("layer", list(FORBIDDEN))
def test_layers_import_one_way(layer: str) -> None:
    files = [SRC / layer] if layer.endswith(".py") else list((SRC / layer).rglob("*.py"))
    assert files
    for path in files:
        for name in imports(path):
            assert not name.startswith(FORBIDDEN[layer]), f"{path.relative_to(SRC)} imports {name}"


def _game_words() -> set[str]:
    from rollmate.rules.registry import SYSTEMS, get_system

    words = set(SYSTEMS) | {get_system(name).title.lower() for name in SYSTEMS}
    words |= {p for name in SYSTEMS for p in get_system(name).profiles if p != "rules"}
    return words | {"aresmush"}


@pytest.mark.parametrize("layer", ["grammar", "assistant", "table", "faces"])
def test_the_grammar_and_the_assistant_name_no_game(layer: str) -> None:
    """A game is one module and one data file under rules/: adding one changes nothing here (issue 13)."""
    import re

    pattern = re.compile(r"\b(" + "|".join(sorted(_game_words())) + r")\b", re.IGNORECASE)
    files = [p for p in (SRC / layer).rglob("*") if p.suffix in (".py", ".lark", ".html", ".js")]
    assert files
    named = [f"{p.relative_to(SRC)}:{n}: {m.group(0)}" for p in files
             for n, line in enumerate(p.read_text().splitlines(), 1) for m in [pattern.search(line)] if m]
    assert named == []


def test_every_registered_game_is_complete() -> None:
    from rollmate.rules.registry import SYSTEMS, get_system

    for name in SYSTEMS:
        game = get_system(name)
        assert game.name == name and game.title and game.outcomes and game.example and game.examples
        assert "rules" in game.profiles


def test_the_chat_and_the_cli_do_not_import_each_other() -> None:
    """Both start from assistant/setup.py; the CLI reaches the chat only to run it (prompt_toolkit from there)."""
    assert not any(name.startswith("rollmate.assistant.cli") for name in imports(SRC / "assistant" / "chat.py"))
    assert not any(name.startswith("rollmate.assistant.chat") for name in imports(SRC / "assistant" / "setup.py"))


def test_only_the_cli_reaches_a_face_and_only_when_it_runs_one() -> None:
    """`rollmate serve` and `rollmate mcp` import their face inside the function that runs it, so the one-shot
    roll and the chat load neither Starlette nor the MCP SDK."""
    for path in (SRC / "assistant").rglob("*.py"):
        tree = ast.parse(path.read_text())
        top = {a.name if isinstance(node, ast.Import) else node.module for node in tree.body
               if isinstance(node, (ast.Import, ast.ImportFrom)) for a in getattr(node, "names", [])}
        assert not any(str(name).startswith("rollmate.faces") for name in top), path
        if path.name != "cli.py":
            assert not any(name.startswith("rollmate.faces") for name in imports(path)), path


def test_a_one_shot_roll_imports_no_server_library() -> None:
    import subprocess
    import sys

    code = ("import sys; from rollmate.assistant.cli import main; "
            "code = main(['roll', '--sheet', sys.argv[1], '--as', 'Nemesis', '--seed', '1', 'roll Firearms']); "
            "print(sorted({m.split('.')[0] for m in sys.modules} & set(sys.argv[2:]))); sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", code, str(SRC.parents[1] / "examples" / "fs3_party.toml"),
                           *SERVERS, "prompt_toolkit"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "Nemesis: Firearms" in done.stdout and done.stdout.strip().endswith("[]")
