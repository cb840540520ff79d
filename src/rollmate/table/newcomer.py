"""A newcomer's questions answered from the table as it is: a greeting, what I can roll, who is acting, how to make a
character, how the roll or a rule works (howto.py), which roll an action calls for and the odds in a newcomer's words
(advice.py). None rolls, spends or logs anything; a line that is none of them gets None and goes on to the phrase
reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.rules.request import RollRequest
from rollmate.table import advice, glossary, gm_commands, howto, show
from rollmate.table.state import Reply, State

GREETINGS = {"hi", "hello", "hey", "hiya", "howdy", "yo", "greetings", "hi there", "hello there", "hey there",
             "good morning", "good evening", "good afternoon", "hi rollmate", "hello rollmate"}
_WHAT_CAN = re.compile(r"^what\s+(?:can|could|do)\s+(?:i|we)\s+(?:roll|do|use)(?:\s+here)?$")
_WHO_ACTS = re.compile(r"^(?:who\s+is\s+acting|who's\s+acting|who\s+acts|whose\s+turn\s+is\s+it|who\s+am\s+i"
                       r"|who\s+is\s+rolling|who\s+rolls)(?:\s+now)?$")
_MAKE = re.compile(r"^how\s+(?:do|can|should)\s+(?:i|we)\s+(?:make|create|build|write|set\s+up|get)\s+"
                   r"(?:a|an|my|our|new)?\s*(?:new\s+)?(?:character|sheet|character\s+sheet|party|pc)s?$")
_HOW_WORKS = re.compile(r"^how\s+(?:does|do|did)\s+(?P<term>.+?)\s+work$")


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
    taught = howto.answer(state, said, parse)  # "how do rolls work?", "walk me through a roll"
    if taught is not None:
        return taught
    works = _HOW_WORKS.match(said)
    if works:
        return _how_works(state, works.group("term"))
    return advice.answer(state, text, parse)  # "what should I roll to ...?", "whats my odds to ..."


def _greet(state: State) -> Reply:
    game = state.game
    who = (f"{state.actor} is acting" if state.actor else "nobody is acting yet (say 'as NAME')"
           if state.party.characters else "no sheet is loaded yet")
    return Reply(state, show.info(
        f"Hi! This table plays {game.title}; {who}. Say what your character does, e.g. '{game.example}', and I "
        f"work out the roll, roll it and explain it. Ask 'how do rolls work?', 'what can I roll?', 'what does "
        f"{game.outcomes[-1]} mean?' or 'how do I make a character?'; /learn walks you through a first roll, and "
        "/help lists the rest."))


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
