"""The chat's pure heart, reply(state, text) -> Reply: rolls, follow-ups, the actor and the turn.

No terminal and no database here: a Reply carries the new state, what to show (styled fragments) and the roll
records the loop must commit to the log before it shows anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError, RollmateError, RulesError
from rollmate.grammar import chat, chat_words
from rollmate.grammar.chat_words import Phrase
from rollmate.log.rollrecord import RollRecord, spent_after
from rollmate.rules import followup
from rollmate.rules.dice import RandomDice
from rollmate.rules.records import changed
from rollmate.rules.request import DICE_GIVEN, Clause, RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Character
from rollmate.rules.system import get_system
from rollmate.rules.vocabulary import Vocabulary
from rollmate.table import glossary, names, render, show
from rollmate.table.acting import acting
from rollmate.table.choices import name_the_rolls
from rollmate.table.ledger import apply, end_turn
from rollmate.table.pending import asked, choice_lines, complete, picked, question_lines
from rollmate.table.show import Fragments
from rollmate.table.state import Last, Reply, State, count_text, example, latest, next_seed, resources, start

if TYPE_CHECKING:
    from rollmate.grammar import chat_records as r
    from rollmate.rules.follow_records import FollowUp
    from rollmate.rules.notation import Notation
    from rollmate.table.rarer_records import Pending

__all__ = ["Last", "Reply", "State", "reply", "resources", "start", "warm_up"]  # the chat's state, re-exported


def reply(state: State, text: str) -> Reply:
    """Answer one line of the chat (not a slash command). A refusal changes nothing and spends nothing; a refusal
    that asks a question leaves it open, and the next line answers it or drops it (saying so)."""
    line = text.strip()
    if not state.rolls:  # `rollmate odds`: every line is a phrase, answered with its odds
        return _fresh(state, line, _odds_line)
    if state.lesson is not None:  # a guided first roll (/learn) waits for this line
        from rollmate.table import lesson  # the guided first roll's steps: only when one is under way

        return lesson.answer(state, line, lambda phrase: parse(phrase, state.vocabulary()), _fresh)
    if state.pending is not None and line:
        from rollmate.grammar import chat_records as r

        pending: Pending = state.pending
        state = replace(state, pending=None)
        said = _kinds(line)
        if r.Cancel in said and not (pending.confirm and r.No in said):  # a yes/no question is declined instead
            return Reply(state, show.info(f"Dropped the question about '{pending.text}'; nothing was rolled."))
        answered = _answer(state, pending, line)
        if answered is not None:
            return answered
        return _said_first(_fresh(state, line), dropped(pending))
    return _fresh(state, line)


def dropped(pending: Pending) -> Fragments:
    """The one line that says an open question was let go because the next line was something else."""
    return show.line(f"(The question about '{pending.text}' is dropped.)", "class:dim")


def _said_first(answer: Reply, said: Fragments) -> Reply:
    return replace(answer, out=said + answer.out)


def _fresh(state: State, line: str, answer: Callable[[State, str], Reply] | None = None) -> Reply:
    try:
        return (answer or _reply)(state, line)
    except RollmateError as error:
        return _refused(state, line, error)


def _odds_line(state: State, text: str) -> Reply:
    """A phrase's odds and nothing rolled, for a face that may not roll: no chat words, no follow-ups."""
    try:
        request = parse(text, state.vocabulary())
    except PhraseError as error:  # two actions: the question names what each would roll
        raise name_the_rolls(error, get_system(state.system), state.party, state.vocabulary(),
                             profile=state.profile, actor=state.actor) from None
    return _odds_of(state, request)


def _answer(state: State, pending: Pending, line: str) -> Reply | None:
    """The line as the answer to the open question: a pick of its choices, yes or no, or the missing part, and the
    completed phrase rolls as one roll. None when the line stands on its own (a new phrase, a question)."""
    if pending.confirm:
        from rollmate.grammar import chat_records as r

        said = _kinds(line)
        if r.Yes in said:
            return _follow(state, pending.text, _follow_request(state, pending.text), confirmed=True)
        if r.No in said:
            return Reply(state, show.info("Kept: nothing was spent."))
        return None
    phrase, index = complete(pending, line)
    if index is not None:
        record = picked(pending, index)  # a choice that is a question of the chat's own: answered as its record
        try:
            answer = _said(state, phrase, record) if record is not None else None
            return answer if answer is not None else _reply(state, phrase)
        except RollmateError as error:
            return _refused(state, phrase, error)
    if pending.only_picks or _stands_alone(state, line):
        return None
    try:
        return _reply(state, phrase)
    except RollmateError as error:
        return _refused(state, phrase, error)  # they were answering: say what the phrase still lacks


def _stands_alone(state: State, line: str) -> bool:
    """Whether a line is a phrase of its own rather than the missing part of the one that asked: a question, a
    chat word, dice notation, or a phrase with its own action or speaker."""
    from rollmate.grammar import chat_records as r

    alone = (r.Why, r.LastOdds, r.EndTurn, r.Reroll, r.Quit, r.Help, r.WhatIf, r.ShowSheet)  # never a missing part
    said = chat.read(line)
    if any(isinstance(reading, alone) or isinstance(reading, Phrase) and reading.question_mark for reading in said):
        return True
    try:
        if read_notation(line) is not None:
            return True
    except RollmateError:
        return True  # dice notation past a limit: refused on its own
    try:
        request = parse(line, state.vocabulary())
    except RollmateError:
        return False
    return bool(request.verbs or request.purpose_verbs or request.actor or request.question
                or followup.spends(request))


def _refused(state: State, line: str, error: RollmateError) -> Reply:
    error = names.offered(state.party, state.actor, error)
    listed = question_lines(error)
    if listed is not None:  # a few choices: a short list, the question on its first line
        out = [f for text in listed for f in show.line(text, "class:error" if text is listed[0] else "class:info")]
    else:
        out = show.error(error) + [f for text in choice_lines(error) for f in show.info(text)]
    pending = asked(line, error)
    return Reply(state if pending is None else replace(state, pending=pending), out,  # a refusal changes nothing
                 error=error)


def _reply(state: State, text: str) -> Reply:
    """A line answered by the first of its readings (grammar/chat.py) the table can answer; a Phrase, last, rolls."""
    if not text:
        return Reply(state, [])
    return next(answer for said in chat.read(text) if (answer := _said(state, text, said)) is not None)


def _said(state: State, text: str, said: r.Said) -> Reply | None:
    """The answer to one reading of a line, or None when the table can't answer it (a term the game lacks)."""
    if isinstance(said, Phrase):
        return _phrase(state, text, said)
    from rollmate.grammar import chat_records as r  # the chat's own records: a line that is one has loaded them

    match said:
        case r.Quit():
            return Reply(state, [], quit=True)
        case r.Help():
            return Reply(state, show.info("Type /help for examples and commands."))
        case r.Cancel():  # "scratch that", "never mind" with no question open: nothing to drop, nothing rolled
            return Reply(state, show.info("No question is waiting for an answer. /undo takes back the last roll."))
        case r.Why():
            last = latest(state, "explain").result
            return Reply(state, show.roll(last, teach=True, terms=_terms(state, last)))
        case r.ShowSheet(character=character):
            from rollmate.table import gm_commands

            return gm_commands.sheet(state, character)
        case r.LastOdds():
            last = latest(state, "give the odds of").result
            return Reply(state, show.summary(last) + show.odds(last, last.outcome))
        case r.EndTurn():
            return _end_turn(state)
        case r.Reroll():  # said alone, these spend after the last roll
            return _follow(state, text, None)
        case r.WhatIf():
            from rollmate.table import whatif

            return whatif.what_if(state, text)
    from rollmate.table import newcomer  # the lines a newcomer says before any roll

    return newcomer.answered(state, text, said, lambda phrase: parse(phrase, state.vocabulary()))


def _kinds(line: str) -> set[type]:
    return {type(said) for said in chat.read(line)}


def _phrase(state: State, text: str, said: Phrase) -> Reply:
    """A line that is no chat word: dice notation, or a phrase the grammar reads into a roll, a spend or a question."""
    dice = read_notation(text)
    if dice is not None:
        return _roll_notation(state, text, dice)
    elsewhere = _speaker_elsewhere(state, text)
    if elsewhere is not None:  # "Dex: hack the door" with Dex in another game: Dex's own game rolls it, once
        answer = _reply(replace(state, game=get_system(elsewhere.system), profile=elsewhere.profile or "rules"), text)
        return replace(answer, state=replace(answer.state, game=state.game, profile=state.profile))
    try:
        request = parse(text, state.vocabulary())
    except PhraseError as error:  # two actions: the question names what each would roll
        spend = _spend_on_another_game(state, text)
        if spend is not None:
            return _follow(state, text, spend)
        raise name_the_rolls(error, state.game, state.party, state.vocabulary(),
                             profile=state.profile, actor=state.actor) from None
    fixed = names.respelt(state.party, text, request)  # 'the gaurd': the guard, said so
    if fixed is not None:
        return _said_first(_reply(state, fixed.text), show.line(fixed.note, "class:dim"))
    # "should I ...?" asks; dice the player says they rolled make it a roll, question mark or not
    asking = request.question or (not request.dice and said.asks)
    if asking and followup.spends(request) and not followup.rolls(request, state.system):
        from rollmate.table import whatif

        return whatif.advise(state, text, request)  # a spend asked about, with no action of its own: advice, nothing spent
    if request.question:
        return _odds_of(state, request)
    if followup.rolls(request, state.system):
        return _odds_of(state, request) if asking else _roll(state, text, request)  # a question never rolls
    if followup.spends(request):
        from rollmate.table import whatif

        return whatif.advise(state, text, request) if asking else _follow(state, text, request)
    if request.actor and all(c.kind == "speaker" for c in request.reading):  # a bare name: they act from now on
        return _switch(state, request.actor)
    return _roll(state, text, request)  # the rules say what is missing ('the goon rolls': at its rating)


def _speaker_elsewhere(state: State, text: str) -> Character | None:
    """The character of another game that a line starts with ('Dex: ...', 'Dex hacks ...'), if any."""
    elsewhere = [person for person in state.party.characters if person.system != state.system]
    name = chat.opens_with(text, [person.name for person in elsewhere])
    return next((person for person in elsewhere if person.name == name), None)


def parse(text: str, vocabulary: Vocabulary) -> RollRequest:
    """The grammar, imported on first use so the chat's prompt comes up before lark is loaded."""
    from rollmate.grammar import parse as parse_phrase

    return parse_phrase(text, vocabulary)


def read_notation(text: str) -> Notation | None:
    """Dice notation ('2d6+3'), read by the grammar (imported on first use, as parse is), or None."""
    from rollmate.grammar.notation import read

    return read(text)


def warm_up(state: State) -> None:
    """Load the grammar and build its parser and lexer ahead of the first phrase (the chat runs this in a thread)."""
    try:
        parse("roll", state.vocabulary())
    except RollmateError:
        pass


def _after(state: State, text: str, result: Resolution, request: RollRequest | None, follow: FollowUp | None,
           parent: Last | None, seed: int) -> tuple[State, RollRecord]:
    """The state after a roll or follow-up, and the record that logs it (with the ledger it leaves)."""
    table = apply(state.table, state.party, result)
    ref = f"{state.run}-{state.count + 1}"
    record = RollRecord(
        ref=ref, phrase=text, system=result.system or state.system, profile=state.profile, result=result,
        table_before=state.table,
        party=state.party, request=request if follow is None else None, follow_up=follow,
        parent_ref=parent.ref if parent else None, seed=seed,
        given_dice=request.dice if request is not None and follow is None else None,
        spent=spent_after(table, state.party, result),
    )
    key = result.actor or ""
    new = replace(state, table=table, last={**state.last, key: Last(ref, result)}, latest=key, count=state.count + 1)
    return new, record


def _roll(state: State, text: str, request: RollRequest) -> Reply:
    request = acting(state.party, state.actor, _given_dice(state, text, request))
    seed = next_seed(state)
    result = state.game.resolve(request, state.party, RandomDice(seed), profile=state.profile,
                                              table=state.table)
    new, record = _after(state, text, result, request, None, None, seed)
    return Reply(new, show.roll(result, teach=state.teach, terms=_terms(state, result)) + _spent(new, result), (record,))


def _roll_notation(state: State, text: str, dice: Notation) -> Reply:
    """Plain dice notation ('2d6+3'): rolled, explained with its exact odds and logged like any roll."""
    from rollmate.rules import notation as rules_notation  # a line of dice notation only: most lines are phrases

    if state.dice is not None:
        raise RulesError(f"{text.strip()} is dice notation, which rollmate rolls itself: dice already rolled are for "
                         "a phrase's roll ('climb the wall' with the dice 3 9).")
    seed = next_seed(state)
    result = rules_notation.resolve(dice, RandomDice(seed), system=state.system, actor=state.actor, seed=seed)
    new, record = _after(state, text, result, None, None, None, seed)
    return Reply(new, show.roll(result, teach=state.teach), (record,))


def _given_dice(state: State, text: str, request: RollRequest) -> RollRequest:
    """The roll with the faces given beside the line (State.dice) as its dice, read as a clause of its own (after the
    phrase's words: it stands nowhere in them); a phrase that states dice too is asked to say them once."""
    if state.dice is None:
        return request
    given = " ".join(map(str, state.dice))
    if request.dice is not None:
        raise RulesError(f"Two sets of dice: the phrase says {' '.join(map(str, request.dice))} and the dice given "
                         f"are {given}. Give them once: in the phrase or beside it.")
    said = Clause(kind="dice", text=given, start=len(text), end=len(text), note=DICE_GIVEN)
    return changed(request, dice=state.dice, reading=(*request.reading, said))


def _terms(state: State, result: Resolution) -> list[str]:
    """The game terms the explanation uses, to point to the glossary."""
    return glossary.used_in([result.meaning, *(s.text for s in result.steps)], state.game, state.party)


def _follow_request(state: State, text: str) -> RollRequest | None:
    from rollmate.grammar import chat_records as r

    if r.Reroll in _kinds(text):
        return None
    try:
        return parse(text, state.vocabulary())
    except PhraseError:
        spend = _spend_on_another_game(state, text)
        if spend is None:
            raise
        return spend


def _spend_on_another_game(state: State, text: str) -> RollRequest | None:
    """A spend this game has no rule for, said just after a roll of another game's character (a use only that game's
    resource has): read as that roll's game says it, when there it only spends on the roll; else None (this game's
    refusal stands)."""
    latest = state.latest_roll()
    game = latest.result.system if latest is not None else ""
    if not game or game == state.system:
        return None
    try:
        request = parse(text, get_system(game).vocabulary(state.party))
    except PhraseError:
        return None
    return request if followup.is_follow_up(request, game) else None


def _follow(state: State, text: str, request: RollRequest | None, *, confirmed: bool = False) -> Reply:
    """Luck or a war die on a roll already made: a named actor's last roll (luck), else the latest roll (the actor's
    own last roll when the state says so: `rollmate roll --as`)."""
    latest = state.latest_roll()
    # what the actor spends is theirs: with --as, at a seat, or when they were chosen to act after the latest roll
    theirs = state.own_rolls or state.switched_at == (latest.ref if latest is not None else "")
    if theirs and state.actor and (request is None or request.actor is None):
        request = changed(request or RollRequest(), actor=state.actor)
    hint = f"Describe an action first, e.g. {example(state)}."
    if theirs and latest is not None and latest.result.actor not in (None, state.actor):
        hint = (f"The last roll is {latest.result.actor}'s: say '{latest.result.actor} {chat_words.key(text)}' to spend "
                f"{latest.result.actor}'s, or describe {state.actor}'s action first.")
    parent = followup.parent_of(request, state.party, state.last, latest, where=" in this chat", hint=hint)
    followup.check_parent(parent.result)
    game = state.game_of(parent.result.system)  # the roll's own game, when a character of another game made it
    follow = followup.kind_of(request, parent.result, game.name)
    seed = next_seed(state)
    result = game.follow_up(parent.result, follow, state.party, RandomDice(seed), table=state.table)
    why_not = None if confirmed else game.pointless(parent.result, follow, state.party)
    if why_not is not None:  # the rules allow it (the pool can pay), but it buys nothing: ask first
        ask = f"{why_not} Spend it anyway? (yes / no)"
        from rollmate.table.rarer_records import Pending  # built by the first question left open

        asked = Pending(text, confirm=True, why=why_not, question=f"{why_not} Spend it anyway?", missing="confirm",
                        allowed=("yes", "no"))
        return Reply(replace(state, pending=asked), show.info(ask))
    new, record = _after(state, text, result, request, follow, parent, seed)
    read = render.followed(follow, parent.result)
    out = show.read_line(read) + show.summary(result)
    if render.meaning(result):
        out += show.line(f"  {render.meaning(result)}", "class:meaning")
    if state.teach:
        out += show.steps(result, changed_from=parent.result)
    return Reply(new, out + _spent(new, result), (record,), read=(read,))


def _spent(state: State, result: Resolution) -> Fragments:
    out: Fragments = []
    game = state.game_of(result.system)
    for spend in result.spends:
        resource = game.resource_named(spend.resource)
        left = state.table.left(state.party, spend.who, spend.resource)
        left = resource.sheetless if left is None else left
        if resource.gained:
            tail = "" if left is None else f"; now {count_text(left)}"
            said = resource.said(spend.who, spend.amount)
        else:
            tail = "" if left is None else f"; {count_text(left)} left"
            said = f"{spend.who} spent {resource.count(spend.amount)}"
        out += show.line(f"{said}{tail}.", "class:spent")
    return out


def _odds_of(state: State, request: RollRequest) -> Reply:
    """A question about chances: the odds, and nothing rolled, spent or logged."""
    request = acting(state.party, state.actor, request)
    result = state.game.odds(request, state.party, profile=state.profile, table=state.table)
    return Reply(state, show.odds_only(result), odds=result)


def _end_turn(state: State) -> Reply:
    gone = [f"{name}'s {c.said} bonus on {c.skill}" for name, c in state.table.carried.items()]
    said = f"Turn over: {', '.join(gone)} ended." if gone else "Turn over."
    return Reply(replace(state, table=end_turn(state.table)), show.info(said))


def _switch(state: State, name: str) -> Reply:
    person = state.party.find(name)
    if person is None:
        raise RulesError(f"There is no character named {name!r}. Loaded: {', '.join(state.party.names()) or 'nobody'}.")
    game, profile = state.game, state.profile
    if isinstance(person, Character) and person.system != state.system:
        game, profile = get_system(person.system), person.profile or "rules"
    latest = state.latest_roll()
    new = replace(state, actor=person.name, game=game, profile=profile, switched_at=latest.ref if latest else "")
    said = f"{person.name[0].upper()}{person.name[1:]} acts now" + (f" ({game.name})." if game is not state.game else ".")
    return Reply(new, show.info(said))
