"""No import circles: every import a module makes (at the top, inside a function, or only for type checking) is an
edge, and no module of rollmate may have a path back to itself. Each module also states its job in its first
docstring line."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
RULES = SRC / "rollmate" / "rules"


def module_name(path: Path, src: Path = SRC) -> str:
    parts = list(path.relative_to(src).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str], src: Path = SRC) -> set[str]:
    """The rollmate modules a file imports anywhere in it ("from a.b import c" counts a.b.c when that is a module, and
    a.b itself only when it takes a name defined there)."""
    found: set[str] = set()
    name = module_name(path, src)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package.split(".")[: len(package.split(".")) - node.level + 1], *filter(None, [base])])
            modules = {f"{base}.{a.name}" for a in node.names} & known
            found |= modules if len(modules) == len(node.names) else {base, *modules}  # a package hands on modules
    return {name for name in found if name in known}


def graph(root: Path, src: Path = SRC) -> dict[str, set[str]]:
    files = {module_name(p, src): p for p in root.rglob("*.py")}
    known = set(files)
    return {name: imports_of(path, known, src) - {name} for name, path in files.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of two or more modules (Tarjan's algorithm), each as a sorted list."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return groups


def test_the_finder_sees_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_counts_lazy_and_type_checking_imports(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "one.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.two import X\n")
    (package / "two.py").write_text("def f():\n    from . import one\n")
    assert circles(graph(package, tmp_path)) == [["pkg.one", "pkg.two"]]


def test_rules_has_no_import_circle() -> None:
    edges = graph(RULES)
    assert len(edges) > 20
    assert circles(edges) == []


def test_the_whole_house_has_no_import_circle() -> None:
    """Every layer, not only rules/: the table, the faces, the log and the grammar too."""
    edges = graph(SRC / "rollmate")
    assert len(edges) > 150
    assert circles(edges) == []


def test_every_rules_module_says_its_job_first() -> None:
    missing = []
    for path in sorted(RULES.rglob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text()))
        first = doc.splitlines()[0].strip() if doc else ""
        if not first.endswith("."):  # a whole sentence, not the start of one that runs on
            missing.append(str(path.relative_to(SRC)))
    assert missing == []
