"""What each action of a two-action question would roll, named in the question: "That is two actions: 'hack the
terminal' (TACTICAL) and 'shooting at the drones' (REFLEXIVE)." The grammar knows the words; the game names the roll."""

from __future__ import annotations

from rollmate.errors import PhraseError, RollmateError
from rollmate.rules.records import changed
from rollmate.rules.sheets import Party
from rollmate.rules.system import SystemSpec
from rollmate.rules.vocabulary import Vocabulary


def name_the_rolls(error: PhraseError, system: SystemSpec, party: Party, vocabulary: Vocabulary, *,
                   profile: str = "rules", actor: str | None = None) -> PhraseError:
    """The same question with each action's roll beside its words, or the question as it was when a roll can't be
    named (nothing is rolled or spent to find out: the game's odds are asked)."""
    from rollmate.grammar import parse
    from rollmate.grammar.questions import TwoActions

    if not isinstance(error, TwoActions) or len(error.labels) != len(error.choices) or not error.choices:
        return error
    message = error.message
    for words, choice in zip(error.labels, error.choices, strict=True):
        try:
            request = parse(choice, vocabulary)
            if actor and request.actor is None:
                request = changed(request, actor=actor)
            result = system.odds(request, party, profile=profile)
        except RollmateError:
            return error
        roll = result.trick or result.skill or (result.ability.name if result.ability else None)
        if roll is None:
            return error
        message = message.replace(f"'{words}'", f"'{words}' ({roll})", 1)
    return TwoActions(message, text=error.text, column=error.column, length=error.length,
                       suggestions=error.suggestions, hint=error.hint, asks=error.asks, choices=error.choices,
                       question=error.question, labels=error.labels, missing=error.missing, allowed=error.allowed)
