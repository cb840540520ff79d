"""Friendly messages for phrases the grammar cannot order: what was unexpected, where, and what would work."""

from __future__ import annotations

from collections.abc import Callable

from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from rollmate.errors import PhraseError
from rollmate.rules.vocabulary import Vocabulary

# What a player meant by the construct a token starts, in their words.
EXPECTED = {
    "ROLLED": "the faces you rolled, e.g. 'rolled 3 and 9'",
    "DICE": "the faces, e.g. 'dice 6 7 1 2'",
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

# Bad phrases that stop right after a trigger, by the trigger they open (lark's match_examples finds the one that
# fails in the same parser state as the player's phrase). Each is also tried after an action word, after a clause
# and after a speaker, since lark tells states apart by how deep the parse stands too.
EXAMPLES = {
    "ROLLED": ["rolled climb", "rolled, climb"],
    "VS": ["vs, climb"],
    "HELPED": ["helped by, climb"],
    "GROUPOF": ["a group of, climb"],
    "DL": ["DL, climb"],
    "USING": ["using, climb"],
    "PLUS": ["+, climb"],
    "BONUS": ["bonus, climb"],
}
_BEFORE = ("", "climb ", "climb, ", "climb, climb ")

ParseText = Callable[[str], object]


def explain_unexpected(error: UnexpectedInput, text: str, vocabulary: Vocabulary, parse_text: ParseText,
                       speakers: tuple[str, ...] = ()) -> PhraseError:
    """Turn a lark error into a PhraseError that never shows a terminal name. `parse_text` reads a phrase of the
    same game (for the examples); `speakers` are loaded names, to try the examples after 'NAME:' too."""
    if isinstance(error, UnexpectedEOF) or (isinstance(error, UnexpectedToken) and error.token.type == "$END"):
        return PhraseError("That phrase stops too early", text=text, column=len(text.rstrip()) + 1,
                           hint="Finish the last part, e.g. 'rolled 3 and 9'.")
    if isinstance(error, UnexpectedToken):
        token = error.token
        source = text[token.start_pos : token.end_pos] if token.end_pos else str(token.value)
        before = _BEFORE + tuple(f"{name}: {b}" for name in speakers[:1] for b in ("", "climb "))
        examples = {key: [b + e for e in phrases for b in before] for key, phrases in EXAMPLES.items()}
        opened = error.match_examples(parse_text, examples, token_type_match_fallback=True)  # type: ignore[arg-type]
        wanted = EXPECTED.get(opened or "", "")
        message = f"I didn't expect '{source}' here"
        if wanted:
            message += f"; after that I need {wanted}"
        hint = "Split the parts with commas, e.g. 'convince the bouncer, Wits Hard, rolled 3 and 9'."
        if token.type in ("NUMBER", "FACES", "SIGNED") and not wanted:
            message = f"I can't tell what '{source}' is"
            hint = ("Say what the number is: 'rolled 3 9' for dice you rolled, '+2' or '-1' for a modifier, "
                    "'DL 20' for a difficulty, 'vs 3' for an opponent's rating.")
        elif token.type == "COLON":
            message = f"I didn't expect '{source}' here: a name and a colon say who acts only at the start"
            hint = "Put who acts first, e.g. 'Nemesis: shoot the guard'."
        return PhraseError(message, text=text, column=token.column or 1, length=len(source), hint=hint)
    return PhraseError("I could not read that phrase", text=text, column=getattr(error, "column", 1) or 1)
