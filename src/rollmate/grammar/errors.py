"""Friendly messages for phrases the grammar cannot order: what was unexpected, where, and what would work."""

from __future__ import annotations

from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from rollmate.errors import PhraseError
from rollmate.rules.vocabulary import Vocabulary

# What a player meant by the construct a token starts, in their words.
EXPECTED = {
    "ROLLED": "the faces you rolled, e.g. 'rolled 3 and 9'",
    "DICE": "the faces, e.g. 'dice 6 7 1 2'",
    "WARDIE": "'spend a war die' or 'war die 4'",
    "SPEND": "what to spend, e.g. 'spend luck' or 'spend a war die'",
    "VS": "who or what you are up against, e.g. 'vs Mavros' or 'vs Hard'",
    "HELPED": "the helpers' names, e.g. 'helped by Zoe and Elodie'",
    "GROUPOF": "how many, e.g. 'a group of 25'",
    "DL": "a Difficulty Level, e.g. 'DL 20' or 'DL Hard'",
    "TRAIT": "a Difficulty Level, e.g. 'Wits Hard'",
    "USING": "an ability, e.g. 'using Strength'",
    "PLUS": "an attribute, e.g. '+TACTICAL' or 'Firearms+Wits'",
    "BONUS": "a number, e.g. 'bonus +5'",
    "SELF": "a condition, e.g. \"I'm wounded\"",
    "RAISE": "how many steps, e.g. 'raise it two steps'",
    "LOWER": "how many steps, e.g. 'lower it one step'",
}

NAMES = {
    "NUMBER": "a number", "SIGNED": "a modifier", "NAME": "a name", "SKILL": "a skill", "ABILITY": "an ability",
    "DLNAME": "a Difficulty Level", "WORD": "a word", "SEP": "a comma",
}


def explain_unexpected(error: UnexpectedInput, text: str, vocabulary: Vocabulary) -> PhraseError:
    """Turn a lark error into a PhraseError that never shows a terminal name."""
    if isinstance(error, UnexpectedEOF) or (isinstance(error, UnexpectedToken) and error.token.type == "$END"):
        return PhraseError("That phrase stops too early", text=text, column=len(text.rstrip()) + 1,
                           hint="Finish the last part, e.g. 'rolled 3 and 9'.")
    if isinstance(error, UnexpectedToken):
        token = error.token
        source = text[token.start_pos : token.end_pos] if token.end_pos else str(token.value)
        previous = _previous_kind(error)
        wanted = EXPECTED.get(previous or "", "")
        message = f"I didn't expect '{source}' here"
        if wanted:
            message += f"; after that I need {wanted}"
        hint = "Split the parts with commas, e.g. 'convince the bouncer, Wits Hard, rolled 3 and 9'."
        if token.type in ("NUMBER", "FACES", "SIGNED") and not wanted:
            message = f"I can't tell what '{source}' is"
            hint = ("Say what the number is: 'rolled 3 9' for dice you rolled, '+2' or '-1' for a modifier, "
                    "'DL 20' for a difficulty, 'vs 3' for an opponent's rating.")
        return PhraseError(message, text=text, column=token.column or 1, length=len(source), hint=hint)
    return PhraseError("I could not read that phrase", text=text, column=getattr(error, "column", 1) or 1)


def _previous_kind(error: UnexpectedToken) -> str | None:
    state = getattr(error, "state", None)
    stack = getattr(getattr(state, "value_stack", None), "__iter__", None)
    if state is None or stack is None:
        return None
    for value in reversed(list(state.value_stack)):
        kind = getattr(value, "type", None)
        if kind:
            return kind
    return None
