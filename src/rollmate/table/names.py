"""Matches a misspelt name of someone at the table to them, or asks which one is meant.

'sneak past the gaurd' is read as 'the guard' (and says so) when one person's name is that close to a word the reader
did not know; when two are, which one is asked. A name nobody has, said where the roller stands ('have Sunny roll'),
is asked about with the party's characters to pick from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rollmate.errors import PhraseError, RollmateError, RulesError
from rollmate.grammar import chat
from rollmate.rules.forms import is_english
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import Party
from rollmate.similar import close_matches
from rollmate.table.lending import lent

if TYPE_CHECKING:
    from rollmate.table.rarer_records import Respelt


def __getattr__(name: str) -> Any:  # a name put right: from rarer_records.py, the first time it is named
    return lent(__name__, "Respelt", name)


CLOSE = 0.75  # how alike a word and a name's word must be (rapidfuzz's ratio): 'gaurd' and 'guard' are 0.8
SHORTEST = 4  # a shorter word is too easily another ('thug' is no slip of Tug)
_SKIP = {"the", "a", "an", "of", "and"}
MAX_OFFERED = 6  # characters offered for a name nobody has (a party larger than that: the first six)


def respelt(party: Party, text: str, request: RollRequest) -> Respelt | None:
    """The phrase with a misspelt name put right, when one person's name fits a word the reader did not know; a
    question (RulesError with the phrases to pick from) when several do; None when no name is that close."""
    for word in request.unknown:
        if len(word) < SHORTEST:
            continue
        people = _close(party, word)
        if not people or is_english(word.lower()):
            continue  # 'Good, sneak past ...': an English word said as itself, never a slip of the goon's name
        fixed = {name: chat.put_word(text, word, right) for name, right in people.items()}
        if text in fixed.values():  # the word is not there as a word of its own to put right: no respelling
            continue
        if len(fixed) == 1:
            (name, phrase), = fixed.items()
            from rollmate.table.rarer_records import Respelt  # built by the first name put right

            return Respelt(phrase, f"('{word}' read as {name}.)")
        raise RulesError(f"Who is '{word}': {' or '.join(fixed)}?", choices=tuple(fixed.values()),
                         question=f"Who is '{word}'?", labels=tuple(fixed))
    return None


def offered(party: Party, actor: str | None, error: RollmateError) -> RollmateError:
    """The reader's 'I don't know anyone called ...' for a word where the roller stands, with the party's characters
    (the seat's own first) as the names to pick from, when no loaded name is close to the word: never the seat's
    character unasked, and never a guess."""
    if not isinstance(error, PhraseError) or error.missing != "character" or error.suggestions or not error.text:
        return error
    names = [c.name for c in party.characters]
    names.sort(key=lambda name: name != actor)  # the seat's own character first
    error.suggestions = tuple(names[:MAX_OFFERED])
    error.allowed = tuple(names)
    return error


def _close(party: Party, word: str) -> dict[str, str]:
    """Each person one of whose name's words is close to `word`: their name -> that word as the name spells it."""
    found: dict[str, str] = {}
    said = word.lower()
    as_is = {said, said.removesuffix("s"), said.removesuffix("'s"), said.removesuffix("’s")}  # 'guards', "Baron's"
    for person in (*party.characters, *party.npcs):
        parts = [w for w in chat.name_words(person.name) if w.lower() not in _SKIP and len(w) >= SHORTEST]
        # A slip keeps the first letter (as the action words' do): 'right' is no slip of the Night Clerk
        close = [p.lower() for p in parts if p[:1].lower() == said[:1]]
        best = close_matches(said, close, cutoff=CLOSE, limit=1)
        if best and best[0] not in as_is:
            found[person.name] = next(p for p in parts if p.lower() == best[0])
    return found
