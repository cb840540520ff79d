"""Says which roll an action calls for, why and its chances, before anything is rolled.

"what should I roll to X?", "X, what do I roll?", "which skill for X?" name the roll rollmate would make, why, and
the chance of each outcome (several fitting rolls side by side), and "whats my odds to X", "how likely ...",
"chance of ..." give the odds. Nothing is rolled, spent or logged.
"""

from __future__ import annotations

from collections.abc import Callable

from rollmate.errors import RollmateError
from rollmate.grammar import chat_sentences
from rollmate.grammar.chat_records import OddsQuestion, WhichRoll
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.teaching import teaching
from rollmate.table import render, show
from rollmate.table.howto import odds_for
from rollmate.table.state import Reply, State

Parse = Callable[[str], RollRequest]

MAX_CANDIDATES = 4


def odds(state: State, action: str, parse: Parse) -> Reply:
    """The answer to 'whats my odds to X': the chances of the action, nothing rolled."""
    found = odds_for(state, action, parse, asked=True)
    if isinstance(found, RollmateError):
        raise still_asking(found, "what are my chances to {}?", OddsQuestion)
    return Reply(state, show.odds_only(found), odds=found)


def still_asking(error: RollmateError, question: str, record: type[OddsQuestion | WhichRoll]) -> RollmateError:
    """A question the rules ask back about the action (which attribute?), its choices kept questions: picking one
    answers with odds, it never rolls. Each choice is shown as the question in words and carries it as its record,
    which is what a pick answers."""
    error.picks = tuple(record(choice) for choice in error.choices)
    error.choices = tuple(question.format(choice) for choice in error.choices)
    return error


def candidates(state: State, action: str, parse: Parse) -> list[Resolution] | RollmateError:
    """The rolls that could do the action, each with its odds (nothing rolled): the action's own roll, else the ones
    a question about it offers, else other ways to go at it; or why the action can't be rolled yet."""
    asked = odds_for(state, action, parse)
    if isinstance(asked, Resolution):
        return [asked]
    if asked.choices:
        tries = list(asked.choices)
    elif asked.asks:  # the roll is known but needs one more thing (a target's trait): say what
        return asked
    else:
        tries = list(chat_sentences.other_ways(action))
    found: dict[str, Resolution] = {}
    for phrase in tries:
        result = odds_for(state, phrase, parse)
        if isinstance(result, Resolution):
            found.setdefault(render.headline(result), result)
        if len(found) >= MAX_CANDIDATES:
            break
    return list(found.values()) or asked


def why(result: Resolution) -> str:
    """Why this roll: the steps its game says pick it ('Skill and Trick', 'Attribute'), as the explanation says them."""
    titles = teaching(result.system).why
    return " ".join(s.text for s in result.steps if s.title in titles)


def which_roll(state: State, action: str, parse: Parse) -> Reply:
    """The rolls that could do the action, why, and their chances; nothing is rolled."""
    found = candidates(state, action, parse)
    game = state.game
    if isinstance(found, RollmateError) and found.asks:  # the roll needs one more thing: the next line may give it
        raise still_asking(found, "what should I roll to {}?", WhichRoll)
    if isinstance(found, RollmateError):
        return Reply(state, show.info(f"I can't tell which roll '{action}' calls for. Say how you go at it, e.g. "
                                      f"'{game.example}'."))
    several = len(found) > 1
    out = show.info(f"For '{action}', {'the rolls that could do it' if several else 'rollmate would roll'} "
                    "(nothing is rolled):")
    for result in found:
        out += show.line(f"  {render.headline(result)}", "class:headline")
        out += show.line(f"    why: {why(result)}", "class:info")
        out += show.line(f"    chances: {render.odds_line(result.odds)}", "class:info")
    said = found[0].request.text if found[0].request is not None and found[0].request.text else action
    tail = "Say the one you go for" if several else f"Say it to roll it ('{said}')"
    return Reply(state, out + show.info(f"{tail}; the GM has the last word."), odds=None if several else found[0])
