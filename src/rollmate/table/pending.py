"""A question the chat asked ("What is the target's Security?", "Which attribute?", "Which do you roll first?") and
the next line that answers it: "Security Hard", "+REFLEXIVE", "2", "the second one", "hack the camera".

An answer completes the phrase that asked, so the roll goes ahead as one roll: picked from the question's choices
(by number or by the words that set a choice apart), or added to the phrase as one more clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rollmate.errors import PhraseError, RollmateError

_ORDINALS = {"1": 0, "first": 0, "one": 0, "2": 1, "second": 1, "two": 1, "3": 2, "third": 2, "three": 2,
             "4": 3, "fourth": 3, "four": 3, "5": 4, "fifth": 4, "five": 4}
_PICK = re.compile(r"^(?:the\s+)?(?:#|no\.?\s*|number\s+|option\s+)?(\w+)(?:\s+one)?(?:\s+please)?[.!]?$", re.I)


@dataclass(frozen=True)
class Pending:
    """The phrase that asked, and the whole phrases an answer may pick from."""

    text: str
    choices: tuple[str, ...] = ()
    confirm: bool = False  # a yes/no question: "yes" does `text` anyway, "no" drops it
    # The question as data, for a face with no next line (MCP): in words, the part of the roll it is about and the
    # values that part may take (the game's list, else each choice in its own words).
    question: str = ""
    missing: str = ""
    allowed: tuple[str, ...] = ()
    only_picks: bool = False  # a suggestion ("Did you mean: Sneak?"): a line that picks none is a line of its own


YES = {"yes", "y", "yeah", "yep", "sure", "ok", "okay", "do it", "spend it", "yes please", "anyway", "spend it anyway"}
NO = {"no", "n", "nope", "keep it", "don't", "dont", "never mind", "nevermind", "cancel", "no thanks"}


def asked(text: str, error: RollmateError) -> Pending | None:
    """The question a refusal leaves open, if it asked one; a 'Did you mean: Sneak?' is one too, its choices the
    phrase with each suggestion in place of the word not understood."""
    if error.asks and text:
        allowed = error.allowed or (error.labels if len(error.labels) == len(error.choices) else
                                    _own_words(error.choices))
        return Pending(text, error.choices, question=error.question or _first_question(error.message) or
                       error.message, missing=error.missing, allowed=tuple(allowed))
    fixed = suggested(error)
    if not fixed or not text:
        return None
    return Pending(text, fixed, only_picks=True, question=str(error), missing="word",
                   allowed=tuple(error.suggestions) if isinstance(error, PhraseError) else ())


def suggested(error: RollmateError) -> tuple[str, ...]:
    """The phrase with each of a refusal's suggestions put in place of the word it did not understand."""
    if not isinstance(error, PhraseError) or not error.suggestions or not error.text or error.asks:
        return ()
    start, end = error.column - 1, error.column - 1 + error.length
    if error.text[start:end].lower() in (s.lower() for s in error.suggestions):
        return ()
    return tuple(f"{error.text[:start]}{s}{error.text[end:]}" for s in error.suggestions)


def complete(pending: Pending, line: str) -> tuple[str, bool]:
    """The phrase to roll when `line` answers `pending`, and whether the line picked one of the choices ('yes' takes
    the first, the likeliest)."""
    if pending.choices and " ".join(re.sub(r"[^\w\s']", " ", line.lower()).split()) in YES:
        return pending.choices[0], True
    pick = _PICK.match(line.strip())
    if pick and pending.choices:
        index = _ORDINALS.get(pick.group(1).lower())
        if index is not None and index < len(pending.choices):
            return pending.choices[index], True
    chosen = _by_words(pending.choices, line)
    if chosen is not None:
        return chosen, True
    return f"{pending.text.rstrip(' ,;.')}, {line.strip()}", False


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


def _words(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def _by_words(choices: tuple[str, ...], line: str) -> str | None:
    """The one choice whose own words (those the others lack) include every word of the answer that matters."""
    if len(choices) < 2:
        return None
    common = set.intersection(*(_words(c) for c in choices))
    said = _words(line) - common
    if not said:
        return None
    fits = [c for c in choices if said <= _words(c) - common]
    return fits[0] if len(fits) == 1 else None
