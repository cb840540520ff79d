"""Questions about spending after a roll: what it would have done ("what if I had spent luck?") and whether to
("should I add a war die?"), answered from the rules as each game declares them. Nothing is spent or logged."""

from __future__ import annotations

from dataclasses import replace

from rollmate.errors import RulesError
from rollmate.grammar import chat
from rollmate.rules import followup
from rollmate.rules.dice import RandomDice
from rollmate.rules.request import RollRequest
from rollmate.rules.system import FollowUp
from rollmate.table import glossary, show
from rollmate.table.state import Reply, State, latest, next_seed

HYPOTHETICAL = 500_000_000  # "what if" dice come from elsewhere than the next real roll's seed


def _named(state: State, text: str) -> str | None:
    """The character of the active game that a question names ("what if Vex added her war die?")."""
    return chat.named(text, [c.name for c in state.party.characters if c.system == state.system])


def what_if(state: State, text: str) -> Reply:
    """What the game's after-the-roll resource would have done to a roll, spending nothing: on the latest roll, paid
    by the character named, where anyone's may go on any roll, else on the named character's own last roll."""
    game = state.game
    kind = game.after or ""  # a game with nothing to spend after the roll refuses in follow_up
    named = _named(state, text)
    last = state.last.get(named) if named and not game.after_any_roll and named in state.last else None
    result = (last or latest(state, "ask about")).result
    spent = game.spent_after(result) if not game.after_any_roll else None
    if spent is not None:
        return Reply(state, show.info(spent) + show.summary(result))
    actor = (named if game.after_any_roll and named else None) or result.actor or state.actor or ""
    resource = game.resource
    if game.after_any_roll and resource is not None and actor and state.party.find(actor) is not None:
        if state.table.amount(state.party, actor, resource.key) < 1:
            return Reply(state, show.info(f"{actor} has no {resource.many} left, so {actor} couldn't add one."))
    table = state.table  # as if the actor had one to spend: the question is what it would do
    if resource is not None:
        table = table.with_left(resource.key, actor, max(1, state.table.amount(state.party, actor, resource.key)))
    follow = FollowUp(kind=kind, spender=actor or None) if game.after_any_roll else FollowUp(kind=kind)
    try:
        what = game.follow_up(result, follow, state.party, RandomDice(next_seed(state, HYPOTHETICAL)), table=table)
    except RulesError as refusal:
        instead = game.after_fallback.get(result.outcome)
        if instead is None:
            return Reply(state, show.info(f"No: {refusal}"))
        what = game.follow_up(result, FollowUp(kind=instead), state.party, RandomDice(0), table=table)
    one = resource.one if resource is not None else "point"
    out = show.info(f"If {actor or 'you'} had spent a {one} after this roll{game.after_chance}:") + show.summary(what)
    out += show.steps(what, changed_from=result)
    return Reply(state, out + show.info("(Hypothetical: nothing was spent.)"))


def advise(state: State, text: str, request: RollRequest) -> Reply:
    """'Should I spend luck?', 'can I add a war die?': whether the rules allow it and what it would do to the last
    roll, spending nothing."""
    game = state.game
    say = followup.say_after(state.system)
    hint = show.info(f"Nothing was spent: say '{say}' to spend it.") if say else []
    not_here = followup.not_this_game(request, state.system)
    if not_here is not None:
        raise RulesError(not_here)
    parent = state.latest_roll()
    if parent is None:
        meaning = glossary.meaning(game.resource.one, state.game, state.party) if game.resource else None
        return Reply(state, show.info(meaning or "There is no roll yet to spend anything on.") + hint)
    follow = followup.kind_of(request, parent.result, state.system)  # a refusal (none left, spent already) says so
    game.follow_up(parent.result, follow, state.party, RandomDice(next_seed(state, HYPOTHETICAL)), table=state.table)
    answer = what_if(state, text)
    return replace(answer, out=answer.out + hint)
