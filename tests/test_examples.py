"""The example scripts run and show what they promise."""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import EXAMPLES, ROOT


def test_library_example_rolls_and_spends_luck() -> None:
    done = subprocess.run([sys.executable, str(EXAMPLES / "library_roll.py")], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "-> [3 9] +6 = 18: Fade" in done.stdout
    assert "+9 = 21: Success" in done.stdout
    assert "Vex has 0 Luck Points left." in done.stdout
