"""A question the chat asked ("What is the target's Security?", "Which attribute?", "Which do you roll first?") and
the next line that answers it: "Security Hard", "+REFLEXIVE", "2", "the second one", "hack the camera".

An answer completes the phrase that asked, so the roll goes ahead as one roll: picked from the question's choices
(by number or by the words that set a choice apart), or added to the phrase as one more clause.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import chat
from rollmate.table.lending import lent

if TYPE_CHECKING:
    from rollmate.grammar import chat_records as r
    from rollmate.table.rarer_records import Pending


def __getattr__(name: str) -> Any:  # a question left open: from rarer_records.py, the first time it is named
    return lent(__name__, "Pending", name)


def asked(text: str, error: RollmateError) -> Pending | None:
    """The question a refusal leaves open, if it asked one; a 'Did you mean: Sneak?' is one too, its choices the
    phrase with each suggestion in place of the word not understood."""
    from rollmate.table.rarer_records import Pending  # built by the first question left open

    if error.asks and text:
        allowed = error.allowed or (error.labels if len(error.labels) == len(error.choices) else
                                    _own_words(error.choices))
        picks = _records(error.picks)
        return Pending(text, error.choices, question=error.question or _first_question(error.message) or
                       error.message, missing=error.missing, allowed=tuple(allowed),
                       picks=picks if len(picks) == len(error.choices) else ())
    fixed = suggested(error)
    if not fixed or not text:
        return None
    return Pending(text, fixed, only_picks=True, question=str(error), missing="word",
                   allowed=tuple(error.suggestions) if isinstance(error, PhraseError) else ())


def _records(picks: tuple[object, ...]) -> tuple[r.Said, ...]:
    """The picks that are the chat's own records (a refusal with picks made them, so they are loaded)."""
    if not picks:
        return ()
    from rollmate.grammar import chat_records as r

    return tuple(p for p in picks if isinstance(p, r.Said))


def suggested(error: RollmateError) -> tuple[str, ...]:
    """The phrase with each of a refusal's suggestions put in place of the word it did not understand."""
    if not isinstance(error, PhraseError) or not error.suggestions or not error.text or error.asks:
        return ()
    start, end = error.column - 1, error.column - 1 + error.length
    if error.text[start:end].lower() in (s.lower() for s in error.suggestions):
        return ()
    return tuple(f"{error.text[:start]}{s}{error.text[end:]}" for s in error.suggestions)


def complete(pending: Pending, line: str) -> tuple[str, int | None]:
    """The phrase to roll when `line` answers `pending`, and which of the choices the line picked ('yes' takes the
    first, the likeliest), None when it picked none and adds to the phrase."""
    from rollmate.grammar import chat_records as r  # an answer to a question: the chat's own records

    said = chat.read(line)
    if pending.choices and any(isinstance(reading, r.Yes) for reading in said):
        return pending.choices[0], 0
    pick = next((reading.index for reading in said if isinstance(reading, r.Pick)), None)
    if pick is not None and pick < len(pending.choices):
        return pending.choices[pick], pick
    chosen = chat.choice_by_words(pending.choices, line)
    if chosen is not None:
        return pending.choices[chosen], chosen
    return f"{pending.text.rstrip(' ,;.')}, {line.strip()}", None


def picked(pending: Pending, index: int | None) -> r.Said | None:
    """What the picked choice says as a record of its own, when it carries one."""
    return pending.picks[index] if index is not None and index < len(pending.picks) else None


MAX_SHOWN = 4  # a question with more choices than this is asked in words, not as a list


def question_lines(error: RollmateError) -> list[str] | None:
    """A question with a few choices, as a screen shows it: the question and the first choice on one line, each
    further choice on its own line under it, likeliest first, the phrase not repeated. None when it is not one."""
    choices = error.choices
    if not error.asks or not 2 <= len(choices) <= MAX_SHOWN:
        return None
    question = error.question or _first_question(error.message)
    if not question:
        return None
    labels = error.labels if len(error.labels) == len(choices) else _own_words(choices)
    head = f"{question} (1-{len(choices)})"
    beside = len(head) <= 40  # short enough to share its line with the first choice
    indent = " " * (len(head) + 1) if beside else "  "
    lines = [f"{head} 1) {labels[0]}" if beside else head]
    lines += [f"{indent}{n}) {label}" for n, label in enumerate(labels[beside:], 1 + beside)]
    return lines


def _first_question(message: str) -> str:
    """The message's first sentence when it is a short question ('Which trick do you use?'), else ''."""
    found = re.match(r"([^?.!]{1,60}\?)", message)
    return found.group(1) if found else ""


def _own_words(choices: tuple[str, ...]) -> tuple[str, ...]:
    """Each choice without the words all of them start with (the phrase that asked): 'jump, +FORCEFUL' -> '+FORCEFUL'."""
    split = [c.split() for c in choices]
    same = 0
    while all(len(words) > same + 1 and words[same] == split[0][same] for words in split):
        same += 1
    return tuple(" ".join(words[same:]).lstrip(",; ") or c for words, c in zip(split, choices))


def choice_lines(error: RollmateError) -> list[str]:
    """How to answer, listing the choices when there are a few."""
    fixed = suggested(error)
    if fixed:
        return ["Say 'yes' to take it." if len(fixed) == 1 else
                f"Say 'yes' for the first, or its number (1-{len(fixed)})."]
    if not error.asks:
        return []
    if error.choices and len(error.choices) <= 4:
        listed = "; ".join(f"{n}) {c}" for n, c in enumerate(error.choices, 1))
        return [f"Answer with a number or the words: {listed}."]
    return ["Answer on the next line and the roll goes ahead (e.g. the missing part alone)."]
