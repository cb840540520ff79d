"""Who acts in a roll request: the seat's character when the phrase names no one, and a question when the one
named person is the one acting (shared by the chat, the page and the one-shot roller)."""

from __future__ import annotations

from rollmate.errors import RulesError
from rollmate.rules.records import changed
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import Party


def acting(party: Party, seat: str | None, request: RollRequest) -> RollRequest:
    """The request with the seat's character acting when the phrase names no one else. A phrase whose one named
    person is the one acting ('help kit out' typed at Kit's seat) is asked about rather than read as Kit acting on
    Kit: most likely someone else does it, and rollmate would be guessing who."""
    if seat and request.actor is None:
        request = changed(request, actor=seat)
        own = next((name for name in request.faces_by if name.casefold() == seat.casefold()), None)
        if own is not None and request.dice is None:  # "... Dunstan: 3d6 (5, 3, 2)" posted at Dunstan's seat
            request = changed(request, dice=request.faces_by[own], dice_said=request.said_by.get(own),
                              faces_by={n: v for n, v in request.faces_by.items() if n != own})
    actor = party.find(request.actor) if request.actor else None
    if actor is not None and request.target and party.find(request.target) is actor:
        raise RulesError(f"'{request.target}' is {actor.name}, who would be acting on themself here. Who does it? "
                         f"Start the line with their name and a colon, or play as them.")
    return request
