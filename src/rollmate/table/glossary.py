"""The game's terms in the chat: "what does Off Balance mean?" answered from the active game's glossary, and the
terms an explanation uses pointed out under its steps."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from rollmate.grammar import chat
from rollmate.rules.forms import bases
from rollmate.rules.sheets import Party
from rollmate.rules.system import SystemSpec
from rollmate.similar import close_matches
from rollmate.table import show
from rollmate.table.state import Reply, State

if TYPE_CHECKING:
    from rollmate.grammar.chat_records import GlossaryLookup, WhatIs


def _title(key: str) -> str:
    return key.upper() if len(key) <= 3 else " ".join(w[0].upper() + w[1:] for w in key.split())


def lookup(glossary: dict[str, str], term: str) -> str | None:
    """The glossary key for a term as typed: any case, an article, quotes or brackets, a plural."""
    key = chat.term(term)
    head, _, last = key.rpartition(" ")
    bare = {k.replace("'", ""): k for k in glossary if "'" in k}  # "devils bargain" is "devil's bargain"
    for form in bases(last):  # the last word in any form: "luck points" -> "luck point"
        candidate = f"{head} {form}" if head else form
        if candidate in glossary:
            return candidate
        if candidate.replace("'", "") in bare:
            return bare[candidate.replace("'", "")]
    return None


def meaning(term: str, game: SystemSpec, party: Party, *, sure: bool = True) -> str | None:
    """What the game's glossary says of a term as typed; when it has no such term, that it lacks it (and the terms
    close to it), or None when the question may be no question about a term (`sure` False: 'what is my chance...')."""
    glossary = game.glossary(party)
    key = lookup(glossary, term)
    title = game.title
    if key is not None:
        return f"{_title(key)} ({title}): {glossary[key]}"
    if not sure:
        return None
    typed = chat.term(term)
    close = _close(typed, glossary)
    maybe = f" Did you mean: {', '.join(close)}?" if close else ""
    return (f"'{typed}' isn't in rollmate's {title} glossary.{maybe} It knows outcomes, conditions and other "
            "terms of the game, e.g. " + ", ".join(f"'{t}'" for t in game.terms(party)[:4]) + ".")


def _close(typed: str, glossary: dict[str, str]) -> list[str]:
    """The glossary's terms close to one it lacks; a suggestion never repeats what was typed."""
    return [c for c in close_matches(typed, glossary, cutoff=0.75)
            if c.replace("'", "") != typed.replace("'", "")]


def answer(state: State, text: str, said: GlossaryLookup | WhatIs) -> Reply | None:
    """The chat's answer to a question about a game term, or None ('what is X?' with no term X); a 'Did you mean:
    ...?' stays open, so 'yes' (or a suggestion's number) asks about the term suggested."""
    from rollmate.grammar.chat_records import GlossaryLookup  # a question of the chat's own: its records are loaded

    meaning_of = meaning(said.term, state.game, state.party, sure=isinstance(said, GlossaryLookup))
    if meaning_of is None:
        return None
    glossary = state.game.glossary(state.party)
    close = _close(chat.term(said.term), glossary) if lookup(glossary, said.term) is None else []
    if not close:
        return Reply(state, show.info(meaning_of))
    take = "Say 'yes' to take it." if len(close) == 1 else f"Say 'yes' for the first, or its number (1-{len(close)})."
    from rollmate.table.rarer_records import Pending  # built by the first question left open

    pending = Pending(text, tuple(f"what does {c} mean?" for c in close), only_picks=True,
                      picks=tuple(GlossaryLookup(c) for c in close))
    return Reply(replace(state, pending=pending), show.info(meaning_of) + show.info(take))


def used_in(texts: list[str], game: SystemSpec, party: Party) -> list[str]:
    """The game's jargon that these texts use, as they write it (e.g. 'Off Balance'), in order of appearance."""
    joined = " ".join(texts)
    folded = joined.casefold()
    found: list[tuple[int, int, str]] = []
    for term in game.terms(party):
        if term.casefold() not in folded:  # most terms are not there: no need to search for them word by word
            continue
        match = re.search(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", joined, re.IGNORECASE)
        if match and any(c.isupper() for c in match.group(0)):  # a rules term is written capitalised
            found.append((match.start(), match.end(), match.group(0)))
    # "Luck" inside "Luck Point" is the same mention: keep the longer term
    kept = [f for f in found if not any(o != f and o[0] <= f[0] and f[1] <= o[1] for o in found)]
    return list(dict.fromkeys(text for _, _, text in sorted(kept)))
