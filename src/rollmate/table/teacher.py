"""Answers a newcomer's question for a program (an AI game master that teaches, over MCP), as the chat answers it.

'how do rolls work?', 'what should I roll to ...?', 'whats my odds to ...', 'what does ... mean?' get the chat's own
answer as typed data; a line that asks none of these is refused, never rolled."""

from __future__ import annotations

from pydantic import BaseModel

from rollmate.errors import RulesError
from rollmate.table import newcomer
from rollmate.table.core import GM, MAX_LINE, Table
from rollmate.table.ledger import fresh
from rollmate.table.session import parse


class Taught(BaseModel):
    """The answer, as the chat and the page give it, for the game of whoever it was asked for."""

    question: str
    system: str
    character: str | None
    text: str


def how(table: Table, question: str, character: str | None = None) -> Taught:
    """Answer a newcomer's question as `character` (default: the table's first character) would be answered in the
    chat; nothing is rolled, spent or logged."""
    if not question.strip() or len(question) > MAX_LINE:
        raise RulesError(f"Ask a question of 1 to {MAX_LINE} characters, e.g. 'how do rolls work?'.")
    seats = table.seats()
    seat = table.seat(character) if character else (seats[0] if seats else GM)
    state = fresh(table.state(seat), table.store)
    answer = newcomer.answer(state, question, lambda phrase: parse(phrase, state.vocabulary()))
    if answer is None:
        raise RulesError("That is no question about the rules, so nothing is answered (and nothing rolled). Ask e.g. "
                         "'how do rolls work?', 'what should I roll to sneak past the guard?', 'whats my odds to "
                         "climb the wall' or 'what does <a word> mean?'; the roll tool rolls.")
    return Taught(question=question, system=state.system, character=state.actor, text=answer.text)
