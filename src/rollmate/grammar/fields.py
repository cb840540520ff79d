"""A roll request written as labelled fields, read as the words each label stands for: "Check: Athletics. Difficulty:
Hard. Dice: 4, 9.", "Move: Stare Down | Actor: Wren | Dice: 4, 6", "Character: Marisol. Purpose: recall the code."

A program calling the tools (a game master model, a bot) writes a roll this way. A label opens the request or a
field of it (after '.', ';' or a bar), is one of the labels below and ends in a colon. Each becomes the words it
means, in place and the same length, so a caret still points into the request as written:

- the rules word's own field ("Skill:", "Check:", "Move:", "Position:", "Narration:"): the label goes, its value
  stays, read as it would be said alone ("Athletics", "Risky", the scene's words);
- who rolls ("Actor:", "Character:"): 'as', so the name after it is who acts ("as Wren");
- why ("Purpose:", "Goal:"): 'to', the roll's purpose ("to recall the code");
- a rules word that is a label already ("Difficulty:", "DL:"): the colon goes ("Difficulty Hard").

The fields are one request, so the mark that ends a field before the next label is a comma: the fields are the
clauses of one sentence, never sentences of a post that each might carry a roll. A label word that names someone
loaded is their line ("Check: ..." where Check is a character), never a field.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# label (lowercase, its words one space apart) -> what it stands for: "" (the value alone), or the word it becomes.
LABELS: dict[str, str] = {
    # the value is the rules word, or the action, or the scene: said alone
    "check": "", "skill": "", "skill check": "", "trick": "", "move": "", "attribute": "", "stat": "",
    "ability": "", "action": "", "action rating": "", "approach": "", "position": "", "effect": "",
    "modifier": "", "modifiers": "", "mods": "", "narration": "", "reason": "", "context": "", "situation": "",
    "scene": "", "fiction": "", "test": "", "target": "", "skill roll": "", "roll type": "", "linked attribute": "",
    "attribute used": "", "ability used": "", "resource": "", "resources": "", "trait": "", "result": "",
    # who rolls
    "actor": "as", "character": "as", "pc": "as", "roller": "as", "player character": "as", "rolling": "as",
    # why
    "purpose": "to", "goal": "to", "intent": "to", "intention": "to", "objective": "to",
    # a rules word that is its own label: only the colon goes
    "difficulty": ":", "dl": ":", "difficulty level": ":",
}

_LABEL = r"(?:^|(?<=[.;|(]))(\s*)([A-Za-z][A-Za-z ]{0,24}?)\s*:(?=\s)"
_FIELD_END = r"[.;|]\s*$"


# A request's polite opening, which asks for the roll and says nothing of it: "Please resolve the following roll:",
# "Please resolve:", "Roll request:", "Requesting a roll:".
_PREAMBLE = (r"(?i)^\s*(?:(?:please,?\s+)?(?:resolve|process|adjudicate|evaluate)(?:\s+(?:the\s+following|the\s+next|this|the|a))?"
    r"(?:\s+(?:roll|check|action|request|test))?(?:\s+for\s+me)?|(?:new\s+)?roll\s+request|requesting\s+a\s+roll)"
    r"\s*:(?=\s)")


def fielded(text: str, named: Callable[[str], bool]) -> str:
    """The request with its labels read as their words (see the module docstring), or the text itself when it has
    none. `named(word)`: whether a lowercase word names someone loaded."""
    if ":" not in text:
        return text
    opening = re.match(_PREAMBLE, text)
    if opening is not None:  # the request's polite opening goes: it says nothing of the roll
        text = " " * opening.end() + text[opening.end() :]
    found = [m for m in re.finditer(_LABEL, text) if _label(m.group(2), named) is not None]
    if not found:
        return text
    chars = list(text)
    for match in found:
        said = match.group(2)
        start, colon = match.start(2), match.end() - 1
        means = _label(said, named)
        if means == ":":
            chars[colon] = " "
            continue
        chars[start : colon + 1] = " " * (colon + 1 - start)
        if means:  # 'as' or 'to', right before the value: "Actor: Wren" -> "   as Wren"
            chars[colon + 1 - len(means) : colon + 1] = means
            if colon + 2 - len(means) > start + 1 and chars[colon - len(means)] != " ":
                chars[colon - len(means)] = " "
        before = text[: match.start()]
        end = re.search(_FIELD_END, before)
        if end is not None and text[end.start()] in ".;":
            chars[end.start()] = ","  # one request: the fields are its clauses, not the sentences of a post
    return "".join(chars)


def _label(said: str, named: Callable[[str], bool]) -> str | None:
    words = said.lower().split()
    key = " ".join(words)
    if key not in LABELS or any(named(w) for w in words):
        return None
    return LABELS[key]
