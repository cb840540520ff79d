"""The game's terms in the chat: "what does Off Balance mean?" answered from the active game's glossary, and the
terms an explanation uses pointed out under its steps."""

from __future__ import annotations

import difflib
import re
from dataclasses import replace

from rollmate.rules.forms import bases
from rollmate.rules.sheets import Party
from rollmate.rules.system import SystemSpec
from rollmate.table import show
from rollmate.table.pending import Pending
from rollmate.table.state import Reply, State

# "what does X mean", "what's X mean", "meaning of X", "define X": always a glossary question ("whats my odds to
# ..." asks for odds: "what's" is one only with "mean" after the term).
_MEAN = re.compile(r"^(?:(?:what\s+does|what\s+do|what\s+is\s+meant\s+by|meaning\s+of|define|what\s+the\s+heck\s+is)"
                   r"\s+(?P<term>.+?)(?:\s+mean)?|(?:what's|whats)\s+(?P<said>.+?)\s+mean)\s*[?!.]*$", re.IGNORECASE)
# "what is X?", "what's a X?", "what are X?": a glossary question only when X is a term (else it may ask for odds).
_WHAT_IS = re.compile(r"^(?:what\s+is|what's|whats|what\s+are|who\s+is)\s+(?P<term>.+?)\s*[?!.]*$", re.IGNORECASE)
# "how does luck work?": a glossary question when X is a term.
_HOW = re.compile(r"^how\s+(?:does|do|is|are)\s+(?P<term>.+?)\s+(?:work|works|used)\s*[?!.]*$", re.IGNORECASE)
_ARTICLES = ("a ", "an ", "the ", "being ", "getting ")


def _clean(term: str) -> str:
    """A term as the glossary keys it: lower case, no quotes or brackets (an apostrophe inside a word stays: "devil's
    bargain"), no article, no leading number."""
    term = term.lower().replace("_", " ").replace("’", "'").replace("‘", "'")
    term = " ".join(re.sub(r"[\"“”\[\]]|(?<![a-z])'|'(?![a-z])", " ", term).split())
    for article in _ARTICLES:
        if term.startswith(article):
            term = term[len(article):]
    return re.sub(r"^[+-]?\d+\s+", "", term)  # "+1 forward" -> "forward"


def _title(key: str) -> str:
    return key.upper() if len(key) <= 3 else " ".join(w[0].upper() + w[1:] for w in key.split())


def lookup(glossary: dict[str, str], term: str) -> str | None:
    """The glossary key for a term as typed: any case, an article, quotes or brackets, a plural."""
    key = _clean(term)
    head, _, last = key.rpartition(" ")
    bare = {k.replace("'", ""): k for k in glossary if "'" in k}  # "devils bargain" is "devil's bargain"
    for form in bases(last):  # the last word in any form: "luck points" -> "luck point"
        candidate = f"{head} {form}" if head else form
        if candidate in glossary:
            return candidate
        if candidate.replace("'", "") in bare:
            return bare[candidate.replace("'", "")]
    return None


def asked(text: str, game: SystemSpec, party: Party) -> str | None:
    """The answer to a question about a game term, or None when the line asks something else."""
    glossary = game.glossary(party)
    mean = _MEAN.match(text.strip())
    what = mean or _WHAT_IS.match(text.strip()) or _HOW.match(text.strip())
    if what is None:
        return None
    term = what.group("term") or what.groupdict().get("said")
    key = lookup(glossary, term)
    title = game.title
    if key is not None:
        return f"{_title(key)} ({title}): {glossary[key]}"
    if mean is None:
        return None  # "what is my chance to...": not a glossary question
    typed = _clean(term)
    close = _close(typed, glossary)
    maybe = f" Did you mean: {', '.join(close)}?" if close else ""
    return (f"'{typed}' isn't in rollmate's {title} glossary.{maybe} It knows outcomes, conditions and other "
            "terms of the game, e.g. " + ", ".join(f"'{t}'" for t in game.terms(party)[:4]) + ".")


def _close(typed: str, glossary: dict[str, str]) -> list[str]:
    """The glossary's terms close to one it lacks; a suggestion never repeats what was typed."""
    return [c for c in difflib.get_close_matches(typed, list(glossary), n=3, cutoff=0.75)
            if c.replace("'", "") != typed.replace("'", "")]


def answer(state: State, text: str) -> Reply | None:
    """The chat's answer to a question about a game term, or None; a 'Did you mean: ...?' stays open, so 'yes' (or
    a suggestion's number) asks about the term suggested."""
    meaning = asked(text, state.game, state.party)
    if meaning is None:
        return None
    found = _MEAN.match(text.strip())
    glossary = state.game.glossary(state.party)
    close = _close(_clean(found.group("term")), glossary) if found and "isn't in" in meaning else []
    if not close:
        return Reply(state, show.info(meaning))
    take = "Say 'yes' to take it." if len(close) == 1 else f"Say 'yes' for the first, or its number (1-{len(close)})."
    pending = Pending(text, tuple(f"what does {c} mean?" for c in close), only_picks=True)
    return Reply(replace(state, pending=pending), show.info(meaning) + show.info(take))


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
