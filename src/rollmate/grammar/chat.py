"""Reads a line typed at the table into the chat's own records (chat_records.py): questions, what-if, grants, sheets,
answers to a question asked, the lesson's words; and a Phrase for the phrase reader, which every line may also be.

read(text) gives every reading the words allow, in the order the table tries them: the table answers the first it
can (a WhatIs only when the game has the term, a HowTo only when it names a topic) and the Phrase, last, when none
is. Whole-line words are data (chat_words.toml; a game's re-roll lines and resource names are the game's own, read
from rules/); what stays here is the shape of a sentence around them. The chat's sentences and records load only for
a line that may be one of its own (chat_sentences.py): a phrase is told apart by its words first (chat_words.py).
Nothing here loads lark.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from rollmate.grammar.chat_words import (
    FACES,
    LET_ROLL,
    LET_ROLL_ENDS,
    PICK,
    Phrase,
    grants,
    key,
    resource_key,
    resource_sentences,
    words,
)

if TYPE_CHECKING:
    from rollmate.grammar import chat_records as r


@lru_cache(maxsize=512)
def read(text: str) -> tuple[r.Said, ...]:
    """Every reading of a line, in the order the table tries them; a Phrase last."""
    said = key(text)
    own: tuple[r.Said, ...] = ()
    if may_be_own(text):
        from rollmate.grammar.chat_sentences import readings  # the chat's sentences and records: for such a line only

        granted = asked_grant(text)
        own = (*readings(text), *([granted] if granted is not None else []))
    ends_asking = text.rstrip().endswith("?")
    return (*own, Phrase(asks=ends_asking and re.match(_ASKING, said) is not None, question_mark=ends_asking))


def may_be_own(text: str) -> bool:
    """Whether a line may be one of the chat's own (chat_sentences.py reads those), told from its words alone: a
    whole line of the chat's words, a short line of a shape of its own (a pick, 'roll them', dice faces), a verb of
    granting, or one of the words every sentence of the chat's holds (chat_words.toml's `sentences`). Never False
    for a line that is one; a line with more than ASCII in it may always be (a sentence read without regard to case
    knows more letters than lower() does)."""
    said = key(text)
    chat = words()
    if not text.isascii() or not said or said in _whole_lines() or said in _rerolls():
        return True
    pick = re.match(PICK, text.strip()) if len(text.split()) <= 5 else None
    if pick and pick.group(1).lower() in chat.ordinals or said.rsplit(" ", 1)[-1] in LET_ROLL_ENDS \
            and re.match(LET_ROLL, said) or re.match(FACES, said):
        return True
    return grants(said) or not chat.sentences.isdisjoint(said.split())


@cache
def _whole_lines() -> frozenset[str]:
    chat = words()
    return frozenset().union(chat.quit, chat.help, chat.cancel, chat.why, chat.odds, chat.end_turn, chat.yes, chat.no,
                             chat.greetings, chat.next, chat.stop)


def _rerolls() -> frozenset[str]:
    """The lines that, said alone, re-roll the last roll with a game's resource (the games' own words)."""
    from rollmate.rules.followup import rerolls as said_alone

    return said_alone()


# A line that starts so and ends with '?' asks; it never rolls or spends ("should I add a war die?").
_ASKING = (r"^(?:should|shall|can|could|would|will|may|might|do|does|did|is|are|was|were|how|what|which|"
           r"who|why|when|where|whether)\b")

# --- a game's terms ----------------------------------------------------------------------------------------

_TERM_ARTICLES = ("a ", "an ", "the ", "being ", "getting ")


def term(text: str) -> str:
    """A term as a glossary keys it: lower case, no quotes or brackets (an apostrophe inside a word stays: "devil's
    bargain"), no article, no leading number."""
    said = text.lower().replace("_", " ").replace("’", "'").replace("‘", "'")
    said = " ".join(re.sub(r"[\"“”\[\]]|(?<![a-z])'|'(?![a-z])", " ", said).split())
    for article in _TERM_ARTICLES:
        if said.startswith(article):
            said = said[len(article):]
    return re.sub(r"^[+-]?\d+\s+", "", said)  # "+1 forward" -> "forward"


def asked_grant(text: str) -> r.Grant | None:
    """A line that gives a resource to someone or takes it away ('Vex loses a luck point': a negative amount, a
    change the GM makes to the ledger, not a spend on a roll), else None."""
    said = key(text)
    if not grants(said):
        return None
    for sign, kind in ((1, "grants"), (-1, "takes")):
        for pattern in resource_sentences()[kind]:
            found = pattern.match(said)
            if found:
                n = found.group("n")
                amount = int(n) if n and n.isdigit() else words().amounts.get(n or "a", 1)
                from rollmate.grammar.chat_records import Grant  # a grant's record, with its first one

                return Grant(found.group("name"), sign * amount, resource_key(found.group("what")))
    return None


def _words(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def choice_by_words(choices: Sequence[str], line: str) -> int | None:
    """The one choice whose own words (those the others lack) include every word of the answer that matters."""
    if len(choices) < 2:
        return None
    common = set.intersection(*(_words(c) for c in choices))
    said = _words(line) - common
    if not said:
        return None
    fits = [n for n, c in enumerate(choices) if said <= _words(c) - common]
    return fits[0] if len(fits) == 1 else None


def is_command(line: str) -> bool:
    """A line that is one of the chat's slash commands ('/grant Vex 1'), not a phrase that opens with a slash: an
    emote ('/me draws her blade', the seat's character acting) or a dice bot's roll command ('/roll stealth, 4 5'),
    which the phrase reader reads (grammar/post.py), or a code comment ('// no attr given'), an aside to the table."""
    said = line.lstrip()
    word = said[:6].lower()
    return said.startswith("/") and not (word[:4] in ("/me ", "/me\n", "/me\t") or word[:3] in ("// ", "//\t") or
                                         word[:6] in ("/roll ", "/roll\n", "/roll\t"))


# --- names in a line --------------------------------------------------------------------------------------------

def named(text: str, names: Sequence[str]) -> str | None:
    """The first of `names` the line says as whole words ("what if Vex added her war die?")."""
    said = f" {key(text)} "
    return next((name for name in names if f" {key(name)} " in said), None)


def opens_with(text: str, names: Sequence[str]) -> str | None:
    """The first of `names` the line starts with, followed by ':', ',' or a space ('Dex: ...', 'Dex hacks ...')."""
    said = text.lstrip().lower()
    for name in names:
        low = name.lower()
        if said.startswith(low) and said[len(low):len(low) + 1] in (":", " ", ","):
            return name
    return None


def name_words(name: str) -> list[str]:
    """A name's words ('the Night Clerk' -> the, Night, Clerk), an apostrophe or hyphen inside one kept."""
    return re.findall(r"[\w'-]+", name)


def put_word(text: str, wrong: str, right: str) -> str:
    """The text with a word (whole, any case; its first time) written another way: a misspelt name put right."""
    # a word cut off with a dash ('the bounc- ') is that word; a dash joining two words ('night-clerk') is no end
    return re.sub(rf"(?<![\w'-]){re.escape(wrong)}(?![\w']|-\w)", right, text, count=1, flags=re.IGNORECASE)
