"""rollmate: a chat-style roll assistant for tabletop RPGs (Ghostburn, FIST, FS3).

The public face: parse a phrase, resolve it for a system, and the models and errors involved.
"""

from __future__ import annotations

from rollmate.errors import PhraseError, RollmateError, RulesError, SheetError
from rollmate.rules.dice import GivenDice, RandomDice
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution, Step
from rollmate.rules.sheets import Party, load_party
from rollmate.rules.system import FollowUp, Table, get_system

__all__ = [
    "FollowUp", "GivenDice", "Party", "PhraseError", "RandomDice", "RollRequest", "Resolution", "RollmateError",
    "RulesError", "SheetError", "Step", "Table", "get_system", "load_party", "parse", "resolve",
]


def parse(text: str, system: str = "ghostburn", party: Party | None = None) -> RollRequest:
    """Understand a phrase for one system (and the loaded party's names)."""
    from rollmate.grammar import parse as parse_phrase

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
    party = party or Party()
    request = parse(text, system, party)
    if actor and request.actor is None:
        request = request.with_changes(actor=actor)
    return get_system(system).resolve(request, party, RandomDice(seed), profile=profile, table=table)
