"""Says which roll an action calls for, why and its chances, before anything is rolled.

"what should I roll to X?", "X, what do I roll?", "which skill for X?" name the roll rollmate would make, why, and
the chance of each outcome (several fitting rolls side by side), and "whats my odds to X", "how likely ...",
"chance of ..." give the odds. Nothing is rolled, spent or logged.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.errors import RollmateError
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.teaching import teaching
from rollmate.table import render, show
from rollmate.table.howto import odds_for
from rollmate.table.state import Reply, State

Parse = Callable[[str], RollRequest]

# "what should I roll to X", "which skill for X", "X, what do I roll": the action is `action`, as typed (a sign or a
# comma in it counts: "climb the wall, Athletics -2").
_ROLL = r"(?:roll|use|make|try|pick|go\s+with|need\s+to\s+roll|have\s+to\s+roll)"
_WHICH = [re.compile(p) for p in (
    rf"^(?:what|which)\s+(?:should|do|would|could|can|shall|must)\s+(?:i|we)\s+{_ROLL}\s+(?:to|for|if\s+i\s+want\s+to)\s+(?P<action>.+)$",
    rf"^(?:which|what)\s+(?:skills?|tricks?|attributes?|stats?|moves?|actions?|rolls?|dice)\s+(?:should|could|would|do|can|shall|must)"
    rf"\s+(?:i|we)\s+{_ROLL}\s+(?:to|for)\s+(?P<action>.+)$",
    r"^(?:which|what)\s+(?:skills?|tricks?|attributes?|stats?|moves?|actions?|rolls?)\s+(?:is\s+it\s+|would\s+it\s+be\s+|is\s+)?"
    r"(?:for|to)\s+(?P<action>.+)$",
    r"^(?:what|which)\s+(?:roll|skill|move)\s+(?:is|would\s+be)\s+(?:best|right|good)\s+(?:to|for)\s+(?P<action>.+)$",
    rf"^(?P<action>.+?)[\s,;:-]+(?:so\s+)?(?:what|which)\s+(?:\w+\s+)?(?:should|do|would|could|can|shall|must)\s+(?:i|we)\s+{_ROLL}"
    r"(?:\s+for\s+(?:it|that|this))?$",
    r"^(?P<action>.+?)[\s,;:-]+(?:which|what)\s+(?:skill|roll|trick|attribute|stat|move|action)\s+(?:is\s+that|is\s+it|would\s+that\s+be)$",
)]
_WHICH = [re.compile(p.pattern, re.IGNORECASE) for p in _WHICH]
# "whats my odds to X", "what're the chances of X", "how likely am I to X", "odds to X", "chance of X".
_ODDS = [re.compile(p) for p in (
    r"^(?:what\s+(?:are|is|were|would\s+be)|what're|whats|what's|wats)\s+(?:my|our|the|his|her|their)?\s*"
    r"(?:odds|chances?|probability|likelihood)\s+(?:of|to|for|that|at|if)\s+(?P<action>.+)$",
    r"^how\s+likely\s+(?:am\s+i|are\s+we|is\s+it|is\s+\w+)\s+(?:to|that\s+i|that\s+we)\s+(?P<action>.+)$",
    r"^how\s+likely\s+(?:is\s+it\s+)?(?:that\s+)?(?:i|we)\s+(?:can\s+|could\s+|will\s+|would\s+)?(?P<action>.+)$",
    r"^how\s+(?:good|big|high)\s+(?:are|is)\s+(?:my|our|the)\s+(?:odds|chances?)\s+(?:of|to|for|at)\s+(?P<action>.+)$",
    r"^(?:my\s+|the\s+)?(?:odds|chances?|probability)\s+(?:of|to|for|at)\s+(?P<action>.+)$",
    r"^(?:can|could)\s+you\s+(?:give|tell)\s+me\s+(?:my|the)\s+(?:odds|chances?)\s+(?:of|to|for)\s+(?P<action>.+)$",
)]
_ODDS = [re.compile(p.pattern, re.IGNORECASE) for p in _ODDS]
# What a newcomer says before the action itself: "I want to sneak past ...", "I'm going to ...".
_WANT = re.compile(r"^(?:so\s+|ok\s+|okay\s+|well\s+)?(?:i\s+(?:want|wanna|would\s+like|'d\s+like|d\s+like|need|try|plan|'m\s+going|m\s+going|"
                   r"am\s+going|gonna|will|'ll|ll)\s+(?:to\s+)?|i'd\s+like\s+to\s+|i'm\s+going\s+to\s+|im\s+going\s+to\s+|"
                   r"i'm\s+trying\s+to\s+|im\s+trying\s+to\s+|i\s+am\s+trying\s+to\s+|to\s+)", re.IGNORECASE)
# Other ways to go at an action, tried when the action itself names no roll the game can read.
APPROACHES = ("sneak past {}", "convince {}", "lie to {}", "distract {}", "fight {}", "shoot {}")
_GOALS = re.compile(r"^(?:get|go|slip|sneak|make\s+it)\s+(?:past|by|around|through|into|in\s+to|inside)\s+"
                    r"|^(?:deal\s+with|handle|get\s+rid\s+of|stop|beat|overcome)\s+")
MAX_CANDIDATES = 4


def action_of(text: str) -> str:
    """The action a newcomer names, without 'I want to' before it: 'sneak past the guard'."""
    action = re.sub(r"[?!]+(?=\s*[,;]|\s*$)", "", text).strip(" ,;:-")  # "X?, Wits Hard": an answer added to it
    return _WANT.sub("", action).strip(" ,;:-") or action


def _said(text: str) -> str:
    """A line as these questions are matched: one space between words, a curly apostrophe plain, no closing mark."""
    return " ".join(text.replace("’", "'").split()).rstrip("?!. ")


def which_asked(text: str) -> str | None:
    """The action of a 'which roll for X?' question, or None."""
    return next((action_of(m.group("action")) for p in _WHICH if (m := p.match(_said(text)))), None)


def odds_asked(text: str) -> str | None:
    """The action of an odds question in a newcomer's words, or None."""
    return next((action_of(m.group("action")) for p in _ODDS if (m := p.match(_said(text)))), None)


def answer(state: State, text: str, parse: Parse) -> Reply | None:
    """The answer to 'what should I roll to X?' or 'whats my odds to X', or None for another line."""
    action = which_asked(text)
    if action is not None:
        return which_roll(state, action, parse)
    action = odds_asked(text)
    if action is None:
        return None
    found = odds_for(state, action, parse, asked=True)
    if isinstance(found, RollmateError):
        raise still_asking(found, "what are my chances to {}?")
    return Reply(state, show.odds_only(found))


def still_asking(error: RollmateError, question: str) -> RollmateError:
    """A question the rules ask back about the action (which attribute?), its choices kept questions: picking one
    answers with odds, it never rolls."""
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
        target = _GOALS.sub("", action).strip() or action
        tries = [a.format(target) for a in APPROACHES]
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
        raise still_asking(found, "what should I roll to {}?")
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
    return Reply(state, out + show.info(f"{tail}; the GM has the last word."))
