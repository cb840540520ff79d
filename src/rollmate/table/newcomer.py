"""A newcomer's questions answered from the table as it is: a greeting, what I can roll, which skill to use for an
action (the candidates with their odds), who is acting, how to make a character, how a rule works. None rolls,
spends or logs anything; a line that is none of them gets None and goes on to the phrase reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.errors import RollmateError
from rollmate.rules.records import changed
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.table import glossary, gm_commands, render, show
from rollmate.table.state import Reply, State

GREETINGS = {"hi", "hello", "hey", "hiya", "howdy", "yo", "greetings", "hi there", "hello there", "hey there",
             "good morning", "good evening", "good afternoon", "hi rollmate", "hello rollmate"}
_WHAT_CAN = re.compile(r"^what\s+(?:can|could|do)\s+(?:i|we)\s+(?:roll|do|use)(?:\s+here)?$")
_WHICH_SKILL = re.compile(r"^(?:which|what)\s+(?:skill|trick|attribute|stat|move|roll)s?\s+(?:should|could|would|do|can)\s+"
                          r"(?:i|we)\s+(?:use|roll|make|try)\s+(?:to|for)\s+(?P<action>.+)$")
_WHO_ACTS = re.compile(r"^(?:who\s+is\s+acting|who's\s+acting|who\s+acts|whose\s+turn\s+is\s+it|who\s+am\s+i"
                       r"|who\s+is\s+rolling|who\s+rolls)(?:\s+now)?$")
_MAKE = re.compile(r"^how\s+(?:do|can|should)\s+(?:i|we)\s+(?:make|create|build|write|set\s+up|get)\s+"
                   r"(?:a|an|my|our|new)?\s*(?:new\s+)?(?:character|sheet|character\s+sheet|party|pc)s?$")
_HOW_WORKS = re.compile(r"^how\s+(?:does|do|did)\s+(?P<term>.+?)\s+work$")
# Other ways to go at an action, tried when "which skill should I use to X?" names no skill the game can read.
APPROACHES = ("sneak past {}", "convince {}", "lie to {}", "distract {}", "fight {}", "shoot {}")
_GOALS = re.compile(r"^(?:get|go|slip|sneak|make\s+it)\s+(?:past|by|around|through|into|in\s+to|inside)\s+"
                    r"|^(?:deal\s+with|handle|get\s+rid\s+of|stop|beat|overcome)\s+")
MAX_CANDIDATES = 4


def key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


def answer(state: State, text: str, parse: Callable[[str], RollRequest]) -> Reply | None:
    """The answer to a newcomer's question, or None when the line is something else. `parse` reads a phrase in
    the active game's words (the grammar, loaded by the caller)."""
    said = key(text)
    if said in GREETINGS:
        return _greet(state)
    if _WHAT_CAN.match(said):
        return _what_can(state)
    if _WHO_ACTS.match(said):
        return _who_acts(state)
    if _MAKE.match(said):
        return _make(state)
    works = _HOW_WORKS.match(said)
    if works:
        return _how_works(state, works.group("term"))
    which = _WHICH_SKILL.match(said)
    if which:
        return _which_skill(state, which.group("action"), parse)
    return None


def _greet(state: State) -> Reply:
    game = state.game
    who = (f"{state.actor} is acting" if state.actor else "nobody is acting yet (say 'as NAME')"
           if state.party.characters else "no sheet is loaded yet")
    return Reply(state, show.info(
        f"Hi! This table plays {game.title}; {who}. Say what your character does, e.g. '{game.example}', and I "
        f"work out the roll, roll it and explain it. Ask 'what can I roll?', 'what does {game.outcomes[-1]} mean?' "
        "or 'how do I make a character?', or type /help."))


def _what_can(state: State) -> Reply:
    game = state.game
    if not state.actor and state.party.characters:
        return Reply(state, show.info(f"Nobody is acting yet: say 'as NAME' ({', '.join(state.party.names())})."))
    if not state.actor:
        return Reply(state, show.info(f"No character sheet is loaded, so I only know {game.title}'s own words. Load "
                                      "one with /load FILE (ask 'how do I make a character?'), or say the bonus in "
                                      f"the phrase. For example: '{game.example}'."))
    sheet = gm_commands.sheet(state, state.actor)
    head = show.info(f"{state.actor} can roll any of these, with the bonuses the sheet gives; say what "
                     f"{state.actor} does and I pick the roll, e.g. '{game.example}'.")
    return Reply(state, head + sheet.out)


def _who_acts(state: State) -> Reply:
    others = [n for n in state.party.names() if n != state.actor]
    acting = f"{state.actor} is acting ({state.system})." if state.actor else f"Nobody is acting yet ({state.system})."
    also = (f" Also at the table: {', '.join(others)}. Say 'as NAME' to switch, or 'NAME: ...' for one roll."
            if others else "")
    return Reply(state, show.info(acting + also))


def _make(state: State) -> Reply:
    game = state.game
    keys = ", ".join(game.sheet_keys)
    return Reply(state, show.info(
        f"A character is a small TOML file: system = \"{game.name}\", name = \"...\", and the game's keys ({keys}). "
        f"Copy a character from examples/{game.name}_party.toml (a party file: one [[character]] block each, "
        "[[npc]] for the people you meet), change the numbers, and load it with /load FILE (or --sheet FILE). "
        "The README's 'Sheets' section says more; a mistake is named with its file, key and allowed values."))


def _how_works(state: State, term: str) -> Reply:
    meaning = glossary.asked(f"what does {term} mean", state.game, state.party)
    return Reply(state, show.info(meaning or f"I have nothing on '{term}' in {state.game.title}."))


def _which_skill(state: State, action: str, parse: Callable[[str], RollRequest]) -> Reply:
    """The rolls that could do the action, with their odds; nothing is rolled."""
    found: dict[str, Resolution] = {}
    asked = _odds(state, action, parse)
    if isinstance(asked, RollmateError) and asked.choices:
        tries = list(asked.choices)
    elif isinstance(asked, RollmateError):
        target = _GOALS.sub("", action).strip() or action
        tries = [a.format(target) for a in APPROACHES]
    else:
        tries = [action]
    for phrase in tries:
        result = _odds(state, phrase, parse)
        if isinstance(result, Resolution):
            found.setdefault(render.headline(result), result)
        if len(found) >= MAX_CANDIDATES:
            break
    if not found:
        return Reply(state, show.info(f"I can't tell which roll '{action}' calls for. Say how you go at it, e.g. "
                                      f"'{state.game.example}'."))
    out = show.info(f"For '{action}', the rolls that could do it (nothing is rolled):")
    for head, result in found.items():
        out += show.line(f"  {head}: {render.odds_line(result.odds)}", "class:info")
    return Reply(state, out + show.info("Say the one you go for, and the GM has the last word."))


def _odds(state: State, phrase: str, parse: Callable[[str], RollRequest]) -> Resolution | RollmateError:
    try:
        request = parse(phrase)
        if state.actor and request.actor is None:
            request = changed(request, actor=state.actor)
        return state.game.odds(request, state.party, profile=state.profile, table=state.table)
    except RollmateError as error:
        return error
