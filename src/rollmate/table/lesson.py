"""/learn: a guided first roll of the newcomer's own character, one step at a time.

Each step waits for them: what you do -> which roll and why -> the dice (rolled at the table, or by rollmate) ->
adding up -> the outcome and what it means in the story -> what the game's resource could do now, then three
phrases to try. It is practice: nothing is logged or spent, and the table is as it was before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rollmate.errors import RollmateError
from rollmate.grammar import chat, chat_sentences
from rollmate.grammar import chat_records as r
from rollmate.rules.dice import RandomDice
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.teaching import teaching
from rollmate.table import advice, howto, render, show
from rollmate.table.acting import acting
from rollmate.table.pending import Pending, complete
from rollmate.table.show import Fragments
from rollmate.table.state import Lesson, Reply, State, next_seed

Parse = Callable[[str], RollRequest]
STEPS = 6


def begin(state: State) -> Reply:
    """The first step: what does your character do?"""
    if state.actor is None:
        names = ", ".join(c.name for c in state.party.characters if c.system == state.system)
        say = (f"Pick your character first: say 'as NAME' ({names}), then /learn." if names else
               "Load a character first (/load FILE, or ask 'how do I make a character?'), then /learn.")
        return Reply(state, show.info(say))
    lines = show.info(f"A first roll with {state.actor}, step by step: practice, so nothing is logged or spent. "
                      "Say 'stop' to leave it.")
    return _at(state, Lesson(step=1), lines + _step(1, "what you do", _words(state, teaching(state.system).lesson.pick)))


def answer(state: State, text: str, parse: Parse, otherwise: Callable[[State, str], Reply]) -> Reply:
    """The lesson's answer to the line typed while it waits; a line that is something else ends it, and is answered
    as usual (`otherwise`)."""
    lesson: Lesson = state.lesson
    said = {type(reading): reading for reading in reversed(chat.read(text))}  # each kind's first reading
    if r.Stop in said:
        return Reply(replace(state, lesson=None), show.info("The lesson is over; nothing was logged or spent. "
                                                            "/learn starts it again."))
    if lesson.step == 1:
        return _action(state, lesson, text, parse)
    if lesson.step == 3:
        if r.Blank in said:
            return _at(state, lesson, show.info(_dice_words(state, lesson)))
        if r.Next in said or r.LetRoll in said or r.Faces in said:
            faces = said.get(r.Faces)
            return _dice(state, lesson, faces.faces if isinstance(faces, r.Faces) else (), parse)
    elif r.Next in said or r.Blank in said:
        return _onward(state, lesson)
    left = otherwise(replace(state, lesson=None), text)
    return replace(left, out=show.line("(The lesson is over.)", "class:dim") + left.out)


def _action(state: State, lesson: Lesson, text: str, parse: Parse) -> Reply:
    """Step 2: the roll their words call for, why, and its chances."""
    phrase = chat_sentences.action_of(text)
    if lesson.asked is not None:  # they answer the question the rules asked about their action
        phrase, _ = complete(Pending(lesson.phrase, lesson.asked), text)
    found = howto.odds_for(state, phrase, parse)
    if isinstance(found, RollmateError):
        again = Lesson(step=1, phrase=phrase, asked=found.choices) if found.asks else Lesson(step=1)
        tail = ("Answer it (the missing part alone), or say something else your character does."
                if found.asks else "Say it another way, e.g. " + _words(state, teaching(state.system).lesson.pick))
        return _at(state, again, show.error(found) + show.info(tail))
    out = _step(2, "which roll and why", f"{render.headline(found)}: {advice.why(found)}")
    out += show.line(f"  Chances: {render.odds_line(found.odds)}", "class:info")
    return _at(state, Lesson(step=2, phrase=phrase, odds=found), out + _wait())


def _dice(state: State, lesson: Lesson, faces: tuple[int, ...], parse: Parse) -> Reply:
    """Step 4, once the dice are in (the faces rolled at the table, or none: rollmate rolls): the practice roll
    (never logged), and the steps that add it up."""
    phrase = f"{lesson.phrase}, rolled {' '.join(map(str, faces))}" if faces else lesson.phrase
    try:
        request = acting(state.party, state.actor, parse(phrase))
        result = state.game.resolve(request, state.party, RandomDice(next_seed(state)),
                                                  profile=state.profile, table=state.table)
    except RollmateError as error:
        return _at(state, lesson, show.error(error) + show.info(_dice_words(state, lesson)))
    shown = [n for n, s in enumerate(result.steps) if s.title in teaching(state.system).lesson.adding]
    out = _step(4, "adding up", "" if shown else render.summary(result))
    out += _steps(result, shown)
    counted = (f"Total: {result.total}" if result.total is not None else
               f"Successes: {result.successes}" if result.successes is not None else "")
    out += show.line(f"  {counted}", "class:info") if counted else []
    return _at(state, Lesson(step=4, phrase=phrase, result=result), out + _wait())


def _onward(state: State, lesson: Lesson) -> Reply:
    """The next step after one that only waited to be read: the dice (3), the outcome (5), what a spend could do (6)."""
    words = teaching(state.system).lesson
    if lesson.step == 2:
        return _at(state, replace(lesson, step=3), _step(3, "the dice", _dice_words(state, lesson)))
    result = lesson.result
    assert result is not None
    if lesson.step == 4:
        adding = [n for n, s in enumerate(result.steps) if s.title in words.adding]
        after = range(max(adding) + 1 if adding else len(result.steps) - 1, len(result.steps))
        out = _step(5, "the outcome", render.summary(result))
        if render.meaning(result):
            out += show.line(f"  In the story: {render.meaning(result)}", "class:meaning")
        out += _steps(result, list(after))
        return _at(state, replace(lesson, step=5), out + _wait())
    out = _step(6, "what could change it now", words.spend)
    out += show.tips(result, indent="  ")
    out += show.info("That was practice: nothing was logged or spent. Three phrases to try next:")
    out += [f for n, phrase in enumerate(words.tries, 1) for f in show.labelled(f"{n}. ", phrase, "class:example", "  ")]
    return Reply(replace(state, lesson=None), out)


def _at(state: State, lesson: Lesson, out: Fragments) -> Reply:
    return Reply(replace(state, lesson=lesson, pending=None), out)


def _step(number: int, name: str, text: str) -> Fragments:
    head = show.line(f"Step {number} of {STEPS}, {name}:", "class:section")
    return head + (show.line(f"  {text}", "class:info") if text else [])


def _steps(result: Resolution, shown: list[int]) -> Fragments:
    """Some of the roll's steps, numbered as its whole explanation ('why?') numbers them."""
    return [f for n in shown for f in show.labelled(f"{n + 1}. ", f"{result.steps[n].title}: {result.steps[n].text}",
                                                     "class:info", "  ")]


def _wait() -> Fragments:
    return show.line("(Say 'next', or send an empty line, to go on; 'stop' leaves the lesson.)", "class:dim")


def _dice_words(state: State, lesson: Lesson) -> str:
    """What to roll at the table, with the pool this roll has where the game's words give it."""
    values = howto.sheet_values(state, lesson.phrase, lesson.odds)
    return howto.fill(teaching(state.system).lesson.dice, values, teaching(state.system).defaults)


def _words(state: State, text: str) -> str:
    """A lesson text with who acts put in."""
    return howto.fill(text, {"actor": state.actor or ""}, {"actor": teaching(state.system).defaults["actor"]})
