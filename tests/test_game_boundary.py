"""A game is its own folder: the commit that added Blades in the Dark touched only its folder, one registry line,
examples/, tests/ and the README.

That commit is the one whose message has the line 'Game-added: blades' (see the README, "The boundary"); the test
compares it with its parent using git. Outside a git checkout (an unpacked release) there is no history to read.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MARKER = "^Game-added: blades$"
REGISTRY = "src/rollmate/rules/registry.py"


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60).stdout


@pytest.fixture(scope="module")
def commit() -> str:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: no history to compare")
    if _git("rev-parse", "--is-shallow-repository").strip() == "true":
        pytest.skip("a shallow clone: the history holding the Blades commit is not here (clone without --depth)")
    found = _git("log", "--format=%H", f"--grep={MARKER}").split()
    assert len(found) == 1, f"exactly one commit should carry the marker line; found {len(found)}"
    return found[0]


def test_the_blades_commit_touches_only_its_own_places(commit: str) -> None:
    changed = _git("diff", "--name-only", f"{commit}^", commit).split()
    assert any(p.startswith("src/rollmate/rules/systems/blades/") for p in changed)
    allowed = [p for p in changed if p.startswith(("src/rollmate/rules/systems/blades/", "examples/", "tests/"))
               or p in ("README.md", REGISTRY)]
    assert changed == allowed, sorted(set(changed) - set(allowed))


def test_the_registry_gains_one_line(commit: str) -> None:
    diff = _git("diff", "-U0", f"{commit}^", commit, "--", REGISTRY).splitlines()
    body = [line for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert len(body) == 1 and body[0].startswith("+") and "systems.blades" in body[0], body
