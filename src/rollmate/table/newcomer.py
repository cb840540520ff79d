"""A newcomer's questions answered from the table as it is: a greeting, what I can roll, who is acting, how to make a
character, how the roll or a rule works (howto.py), which roll an action calls for and the odds in a newcomer's words
(advice.py), what a game's term means (glossary.py), each as grammar/chat.py reads the line. None rolls, spends or logs anything; a line that is none of them gets None and goes on to the phrase
reader.
"""

from __future__ import annotations

from collections.abc import Callable

from rollmate.grammar import chat
from rollmate.grammar import chat_records as r
from rollmate.rules.request import RollRequest
from rollmate.rules.teaching import teaching
from rollmate.table import advice, glossary, gm_commands, howto, show
from rollmate.table.state import Reply, State

Parse = Callable[[str], RollRequest]


def answer(state: State, text: str, parse: Parse) -> Reply | None:
    """The answer to a newcomer's question, or None when the line is something else. `parse` reads a phrase in
    the active game's words (the grammar, loaded by the caller)."""
    return next((said for reading in chat.read(text) if (said := answered(state, text, reading, parse)) is not None),
                None)


def answered(state: State, text: str, said: r.Said, parse: Parse) -> Reply | None:
    """The answer to one reading of a line when it is a newcomer's question the table can answer, else None."""
    match said:
        case r.Greeting():
            return _greet(state)
        case r.WhatCanIRoll():
            return _what_can(state)
        case r.WhoActs():
            return _who_acts(state)
        case r.MakeCharacter():
            return _make(state)
        case r.NewHere():  # "I'm new here": how the roll works
            return howto.answer(state, teaching(state.system).topic("roll"), parse)
        case r.HowTo(term=term):  # "how do rolls work?", "walk me through a roll": when the game has the topic
            topic = howto.topic_named(term, state.system)
            return howto.answer(state, topic, parse) if topic is not None else None
        case r.HowDoesItWork(term=term):
            return _how_works(state, term)
        case r.WhichRoll(action=action):  # "what should I roll to ...?"
            return advice.which_roll(state, action, parse)
        case r.OddsQuestion(action=action):  # "whats my odds to ..."
            return advice.odds(state, action, parse)
        case r.GlossaryLookup() | r.WhatIs():  # "what does X mean?"
            return glossary.answer(state, text, said)
    return None


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
    meaning = glossary.meaning(term, state.game, state.party)
    return Reply(state, show.info(meaning or f"I have nothing on '{term}' in {state.game.title}."))
