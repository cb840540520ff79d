"""Which game systems exist and where each one lives: the only list of games in rollmate.

A game is one package under rules/systems/<game>/ whose __init__ defines SYSTEM (see rules/system.py's SystemSpec),
beside its data file and the modules its own rules need. Nothing else names a game: the grammar reads the system's Vocabulary, the table reads the
SystemSpec's attributes, and sheets ask the system for its keys.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from rollmate.errors import RulesError

SYSTEM_MODULES = {
    "ghostburn": "rollmate.rules.systems.ghostburn",
    "fist": "rollmate.rules.systems.fist",
    "fs3": "rollmate.rules.systems.fs3",
    "pbta": "rollmate.rules.systems.pbta",
    "blades": "rollmate.rules.systems.blades",
}
SYSTEMS = tuple(SYSTEM_MODULES)
DEFAULT_SYSTEM = SYSTEMS[0]  # what a chat or a roll with no sheet plays


def get_system(name: str) -> Any:
    """The system by name (its SystemSpec, see rules/system.py), imported on first use. The registry imports no game
    and nothing of rules/ beyond errors, so any module may ask it for a game without making an import circle."""
    known = _LOADED.get(name)
    if known is not None:  # asked for many times a roll: the module lookup only once
        return known
    key = name.strip().lower()
    if key not in SYSTEM_MODULES:
        raise RulesError(f"Unknown game system {name!r}; choose one of: {', '.join(SYSTEM_MODULES)}.")
    try:
        module = import_module(SYSTEM_MODULES[key])
    except ModuleNotFoundError:
        raise RulesError(f"The {key} rules are not available yet in this version of rollmate.") from None
    _LOADED[name] = module.SYSTEM
    return module.SYSTEM  # type: ignore[no-any-return]


_LOADED: dict[str, Any] = {}  # the games imported so far, by the name they were asked by
