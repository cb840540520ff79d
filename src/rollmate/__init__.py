"""rollmate: a chat-style roll assistant for tabletop RPGs (Ghostburn, FIST, FS3).

The public face: parse a phrase, resolve it for a system, and the models and errors involved.
Names are imported on first use, so `import rollmate` stays cheap for the command line.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from rollmate.errors import PhraseError, RollmateError, RulesError, SheetError

if TYPE_CHECKING:
    from rollmate.rules.request import RollRequest
    from rollmate.rules.resolution import Resolution
    from rollmate.rules.sheets import Party
    from rollmate.rules.system import Table

_LAZY = {
    "FollowUp": "rollmate.rules.system",
    "GivenDice": "rollmate.rules.dice",
    "Party": "rollmate.rules.sheets",
    "RandomDice": "rollmate.rules.dice",
    "RollRequest": "rollmate.rules.request",
    "Resolution": "rollmate.rules.resolution",
    "Step": "rollmate.rules.resolution",
    "Table": "rollmate.rules.system",
    "get_system": "rollmate.rules.system",
    "load_party": "rollmate.rules.sheets",
}

__all__ = ["PhraseError", "RollmateError", "RulesError", "SheetError", "parse", "resolve", *_LAZY]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'rollmate' has no attribute {name!r}")


def parse(text: str, system: str = "ghostburn", party: Party | None = None) -> RollRequest:
    """Understand a phrase for one system (and the loaded party's names)."""
    from rollmate.grammar import parse as parse_phrase
    from rollmate.rules.sheets import Party
    from rollmate.rules.system import get_system

    party = party or Party()
    return parse_phrase(text, get_system(system).vocabulary(party))


def resolve(
    text: str,
    system: str = "ghostburn",
    party: Party | None = None,
    *,
    seed: int | None = None,
    actor: str | None = None,
    profile: str = "rules",
    table: Table | None = None,
) -> Resolution:
    """Parse and resolve one phrase; the dice come from the phrase or from RandomDice(seed)."""
    from rollmate.rules.dice import RandomDice
    from rollmate.rules.records import changed
    from rollmate.rules.sheets import Party
    from rollmate.rules.system import get_system

    party = party or Party()
    request = parse(text, system, party)
    if actor and request.actor is None:
        request = changed(request, actor=actor)
    return get_system(system).resolve(request, party, RandomDice(seed), profile=profile, table=table)
