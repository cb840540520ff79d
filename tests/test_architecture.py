"""Imports run one way: command -> faces -> table -> log -> grammar -> rules. rules knows neither lark nor
prompt_toolkit; the four faces (the chat, the one-shot command line, the page, the MCP server) never import each
other, and only the command reaches a face."""

from __future__ import annotations

import ast
import re
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


def test_no_module_gives_one_name_twice() -> None:
    """A module's constants, functions and classes are each given once at its top level: a second one of the same
    name silently replaces the first for every line that reads it (two `_BEING` in the lexer did so once)."""
    twice = []
    for path in sorted(SRC.rglob("*.py")):
        given: list[str] = []
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign):
                given += [t.id for t in node.targets if isinstance(t, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                given.append(node.target.id)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                given.append(node.name)
        twice += [f"{path.relative_to(SRC)}: {name}" for name in sorted(set(given)) if given.count(name) > 1]
    assert not twice, twice


SERVERS = ("starlette", "sse_starlette", "uvicorn", "jinja2", "mcp")  # the faces' libraries
FACES = ("rollmate.faces.chat", "rollmate.faces.cli", "rollmate.faces.web", "rollmate.faces.mcp")
FORBIDDEN = {
    "rules": ("lark", "prompt_toolkit", "rollmate.grammar", "rollmate.log", "rollmate.table", "rollmate.faces",
              "rollmate.command", *SERVERS),
    "grammar": ("prompt_toolkit", "rollmate.log", "rollmate.table", "rollmate.faces", "rollmate.command", *SERVERS),
    "log": ("prompt_toolkit", "rollmate.grammar", "rollmate.table", "rollmate.faces", "rollmate.command", *SERVERS),
    "table": ("rollmate.faces", "rollmate.command", "prompt_toolkit", *SERVERS),
    "faces/chat": (*[f for f in FACES if f != "rollmate.faces.chat"], "rollmate.command", *SERVERS),
    "faces/cli": (*[f for f in FACES if f != "rollmate.faces.cli"], "rollmate.command", "prompt_toolkit", *SERVERS),
    "faces/web": (*[f for f in FACES if f != "rollmate.faces.web"], "rollmate.command", "prompt_toolkit", "mcp"),
    "faces/mcp.py": (*[f for f in FACES if f != "rollmate.faces.mcp"], "rollmate.command", "prompt_toolkit",
                     "starlette", "sse_starlette", "uvicorn", "jinja2"),
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


@pytest.mark.parametrize("layer", ["grammar", "log", "table", "faces"])
def test_the_grammar_and_the_assistant_name_no_game(layer: str) -> None:
    """A game is one module and one data file under rules/: adding one changes nothing here (issue 13)."""
    import re

    pattern = re.compile(r"\b(" + "|".join(sorted(_game_words())) + r")\b", re.IGNORECASE)
    files = [p for p in (SRC / layer).rglob("*") if p.suffix in (".py", ".lark", ".html", ".js")]
    assert files
    named = [f"{p.relative_to(SRC)}:{n}: {m.group(0)}" for p in files
             for n, line in enumerate(p.read_text().splitlines(), 1) for m in [pattern.search(line)] if m]
    assert named == []


def _code_words(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each name and string in a module's code: comments and docstrings, which may give a game's
    words as examples, are left out."""
    import io
    import tokenize

    source = path.read_text()
    docs = {node.body[0].lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
            and isinstance(node.body[0].value.value, str)}
    return [(t.start[0], t.string) for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type in (tokenize.NAME, tokenize.STRING) and not (t.type == tokenize.STRING and t.start[0] in docs)]


def _declared() -> tuple[set[str], set[str]]:
    """Every game's resources as players and the ledgers name them, and its outcome names."""
    from rollmate.rules.registry import SYSTEMS, get_system

    games = [get_system(name) for name in SYSTEMS]
    resources = {w.lower() for g in games for r in g.held()
                 for w in (r.key, r.key.replace("_", " "), r.one, r.many, *r.words)}
    return resources, {o for g in games for o in g.outcomes}


def _named(layer: str, words: set[str], *, case: bool) -> list[str]:
    return _named_in(sorted((SRC / layer).rglob("*.py")), words, case=case)


def _named_in(paths: list[Path], words: set[str], *, case: bool) -> list[str]:
    import re

    pattern = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True))
                         + r")(?![A-Za-z])", 0 if case else re.IGNORECASE)
    return [f"{p.relative_to(SRC)}:{n}: {m.group(0)}" for p in paths
            for n, text in _code_words(p) for m in [pattern.search(text)] if m]


@pytest.mark.parametrize("layer", ["grammar", "table", "faces"])
def test_the_grammar_and_the_table_name_no_outcome(layer: str) -> None:
    """An outcome's name comes from its game (SystemSpec.outcomes, tones, Vocabulary): the reader and the table
    only pass it on, so a new game's outcomes need nothing here."""
    assert _named(layer, _declared()[1], case=True) == []


@pytest.mark.parametrize("layer", ["grammar", "table", "faces"])
def test_the_grammar_and_the_table_name_no_resource(layer: str) -> None:
    """Luck, war dice, forward, stress...: the table keeps, spends, grants, shows and takes back every resource as its
    game declares it (rules/system.py Resource, rules/followup.py), never by name; the reader learns how players
    say spending one, its shorthand, its count and faces and what it is spent for from the games' own data
    (rules/systems/<game>/spoken.toml, read by rules/spoken.py), so it names none either."""
    assert _named(layer, _declared()[0], case=False) == []


def test_the_follow_ups_name_no_resource() -> None:
    """What is spent after a roll, and how it is said, is each game's (SystemSpec.after, follow_said, spoken.toml):
    the shared follow-up rules keep only what is generic."""
    named = [hit for hit in _named("rules", _declared()[0], case=False) if hit.startswith("rules/followup.py")]
    assert named == []


# The shared rules modules (rules/*.py; each game's own are under rules/systems/). The registry is the one list of
# games, so it alone names them.
GENERIC_RULES = sorted(p for p in (SRC / "rules").glob("*.py") if p.name != "registry.py")
# Names the outside contract fixes whatever the game (spec/contract.md): the JSON key of what a roll's resource did.
CONTRACT_NAMES = {("rules/resolution.py", "luck")}


def _besides_the_contract(hits: list[str]) -> list[str]:
    """The hits ('path:line: word') that are not a name the contract fixes."""
    return [hit for hit in hits if (hit.split(":", 1)[0], hit.split(": ", 1)[1].strip('"').lower()) not in CONTRACT_NAMES]


def _kinds() -> set[str]:
    """Every game's follow-up kinds and uses of its resources, as string literals would give them."""
    from rollmate.rules.registry import SYSTEMS, get_system
    from rollmate.rules.spoken import spoken

    games = [get_system(name) for name in SYSTEMS]
    kinds = {g.after for g in games if g.after} | {k for g in games for k in g.after_fallback.values()}
    return kinds | {use for name in SYSTEMS for said in spoken(name) for use in said.uses}


@pytest.mark.parametrize("what", ["game", "resource", "outcome"])
def test_the_shared_rules_name_no_game_resource_or_outcome(what: str) -> None:
    """rules/*.py serve every game: a game's name, resources and outcomes come from its own package and data, so
    adding a game or a resource changes nothing here (the contract's own field names aside)."""
    resources, outcomes = _declared()
    words, case = {"game": (_game_words(), False), "resource": (resources, False), "outcome": (outcomes, True)}[what]
    assert _besides_the_contract(_named_in(GENERIC_RULES, words, case=case)) == []


@pytest.mark.parametrize("layer", ["rules", "grammar", "table", "faces"])
def test_no_shared_module_names_a_games_follow_up_kind(layer: str) -> None:
    """Which follow-ups a game has, which roll dice again (SystemSpec.after_rolls) and what its resources may be
    used for (spoken.toml) are the game's: no shared module compares with one of them by name."""
    paths = GENERIC_RULES if layer == "rules" else sorted((SRC / layer).rglob("*.py"))
    literals = {repr(k) for k in _kinds()} | {f'"{k}"' for k in _kinds()}
    named = [f"{p.relative_to(SRC)}:{n}: {text}" for p in paths for n, text in _code_words(p) if text in literals]
    assert _besides_the_contract(named) == []


def test_every_registered_game_is_complete() -> None:
    from rollmate.rules.registry import SYSTEMS, get_system

    for name in SYSTEMS:
        game = get_system(name)
        assert game.name == name and game.title and game.outcomes and game.example and game.examples
        assert "rules" in game.profiles


def test_only_the_command_reaches_a_face_and_only_when_it_runs_one() -> None:
    """`rollmate` imports each face inside the branch that runs it, so a one-shot roll loads neither prompt_toolkit,
    Starlette nor the MCP SDK, and the chat never loads the one-shot roller."""
    tree = ast.parse((SRC / "command.py").read_text())
    top = {node.module for node in tree.body if isinstance(node, ast.ImportFrom) and node.module}
    assert {name for name in top if name.startswith("rollmate.faces")} == {"rollmate.faces.cli.out"}  # what the command writes; each face loads in its branch
    for path in [*SRC.glob("*.py"), *(SRC / "table").rglob("*.py"), *(SRC / "log").rglob("*.py")]:
        if path.name not in ("command.py", "__main__.py"):
            assert not any(name.startswith(("rollmate.faces", "rollmate.command")) for name in imports(path)), path


def test_a_one_shot_roll_imports_no_server_library() -> None:
    import subprocess
    import sys

    code = ("import sys; from rollmate.command import main; "
            "code = main(['roll', '--sheet', sys.argv[1], '--as', 'Nemesis', '--seed', '1', 'roll Firearms']); "
            "print(sorted({m.split('.')[0] for m in sys.modules} & set(sys.argv[2:]))); sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", code, str(SRC.parents[1] / "examples" / "fs3_party.toml"),
                           *SERVERS, "prompt_toolkit"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "Nemesis: Firearms" in done.stdout and done.stdout.strip().endswith("[]")


SQL = re.compile(r"\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM|CREATE (TABLE|INDEX)|ALTER TABLE|DROP TABLE|"
                 r"PRAGMA|LISTEN|NOTIFY|BEGIN|COMMIT|ROLLBACK|SAVEPOINT)\b")
DRIVERS = ("sqlite3", "psycopg")


def _outside_the_log() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py") if (SRC / "log") not in p.parents)


def _sql(path: Path, root: Path = SRC) -> list[str]:
    """Where a module speaks to a database itself: SQL in its strings, a call to execute(), a store's connection
    (`store.db`), or a database driver imported."""
    tree = ast.parse(path.read_text())
    found = [f"{n}: {text}" for n, text in _code_words(path) if text[:1] in "\"'rfbRFB" and SQL.search(text)]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("execute", "executemany", "executescript"):
            found.append(f"{node.lineno}: .{node.attr}")
        if isinstance(node, ast.Attribute) and node.attr == "db" and (
                (isinstance(node.value, ast.Name) and node.value.id == "store")
                or (isinstance(node.value, ast.Attribute) and node.value.attr == "store")):
            found.append(f"{node.lineno}: store.db")
    found += [f"imports {name}" for name in imports(path) if name.split(".")[0] in DRIVERS]
    return [f"{path.relative_to(root)}:{hit}" for hit in found]


def test_sql_is_spoken_only_in_the_log() -> None:
    """The roll log is SQLite or PostgreSQL, and only log/ knows it: the table and the faces ask the log for what
    they need through its own methods (Store's), which both back-ends run, and never hold a connection, write SQL
    or import a database driver themselves."""
    assert [hit for path in _outside_the_log() for hit in _sql(path)] == []


def test_the_sql_check_finds_sql(tmp_path: Path) -> None:
    """The check above fails on each way a module could speak to the database itself."""
    module = tmp_path / "table.py"
    module.write_text('import sqlite3\n\n\ndef newest(store):\n    """Newest: SELECT is fine in a docstring."""\n'
                      '    return store.db.execute(f"SELECT max(id) FROM {TABLE}").fetchone()\n')
    hits = [hit.split(":", 1)[1] for hit in _sql(module, tmp_path)]
    assert hits == ['6: f"SELECT max(id) FROM {TABLE}"', "6: .execute", "6: store.db", "imports sqlite3"]


