"""Imports run one way: assistant -> grammar -> rules. rules knows neither lark nor prompt_toolkit."""

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


FORBIDDEN = {
    "rules": ("lark", "prompt_toolkit", "rollmate.grammar", "rollmate.assistant"),
    "grammar": ("prompt_toolkit", "rollmate.assistant"),
}


@pytest.mark.parametrize("layer", list(FORBIDDEN))
def test_layers_import_one_way(layer: str) -> None:
    files = list((SRC / layer).rglob("*.py"))
    assert files
    for path in files:
        for name in imports(path):
            assert not name.startswith(FORBIDDEN[layer]), f"{path.relative_to(SRC)} imports {name}"
