"""Loads the systems' content files (rules/data/*.toml) once per process."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def load_data(system: str) -> dict[str, Any]:
    """The parsed data file of one system, e.g. load_data("ghostburn")."""
    text = resources.files("rollmate.rules").joinpath("data", f"{system}.toml").read_text("utf-8")
    return tomllib.loads(text)
