"""Reads a line typed at the table into the chat's own records (chat_records.py): questions, what-if, grants, sheets,
answers to a question asked, the lesson's words; and a Phrase for the phrase reader, which every line may also be.

read(text) gives every reading the words allow, in the order the table tries them: the table answers the first it
can (a WhatIs only when the game has the term, a HowTo only when it names a topic) and the Phrase, last, when none
is. Whole-line words are data (chat_words.toml; a game's re-roll lines and resource names are the game's own, read
from rules/); what stays here is the shape of a sentence around them. The chat's sentences and records load only for
a line that may be one of its own (chat_sentences.py): a phrase is told apart by its words first. Nothing here loads
lark.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rollmate.grammar import chat_records as r

WORDS_FILE = Path(__file__).with_name("chat_words.toml")


@dataclass(frozen=True)
class ChatWords:
    """chat_words.toml as read: each list a set of whole lines (as key() makes them), the numbers said in words."""

    quit: frozenset[str]
    help: frozenset[str]
    cancel: frozenset[str]
    why: frozenset[str]
    odds: frozenset[str]
    end_turn: frozenset[str]
    yes: frozenset[str]
    no: frozenset[str]
    greetings: frozenset[str]
    next: frozenset[str]
    stop: frozenset[str]
    myself: frozenset[str]
    on: frozenset[str]
    off: frozenset[str]
    approaches: tuple[str, ...]
    sentences: frozenset[str]
    ordinals: dict[str, int]
    amounts: dict[str, int]


@cache
def words() -> ChatWords:
    """The chat's words, read and checked once per process (a mistake in the file names its key). Checked here
    without pydantic: the file ships with rollmate, and a one-shot roll loads no pydantic; kept parsed in the private
    cache as the games' data files are, so a roll loads no TOML parser either."""
    from rollmate.rules.content import cached_toml

    data = cached_toml(WORDS_FILE, "chat-words")
    fields = {f.name: f.type for f in dataclasses.fields(ChatWords)}
    unknown = sorted(data.keys() - fields.keys())
    if unknown:
        raise ValueError(f"grammar/{WORDS_FILE.name}: {unknown[0]}: an unknown key")
    for name, kind in fields.items():
        value = data.get(name)
        listed = "dict" not in str(kind)
        ok = (isinstance(value, list) and all(isinstance(w, str) for w in value) if listed else
              isinstance(value, dict) and all(isinstance(n, int) for n in value.values()))
        if not value or not ok:
            what = "a list of lines" if listed else "a table of whole numbers"
            raise ValueError(f"grammar/{WORDS_FILE.name}: {name}: should be {what}, not empty")
    return ChatWords(**{name: tuple(value) if name == "approaches" else
                        frozenset(map(key, value)) if isinstance(value, list) else dict(value)
                        for name, value in data.items()})


def key(text: str) -> str:
    """A line as a whole-line word is matched: lower case, punctuation gone (an apostrophe stays), spaces single."""
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


@dataclass(frozen=True, slots=True)
class Phrase:
    """What every line may be besides one of the chat's own: a phrase for the phrase reader. `asks`: it opens with a
    question word and ends with '?' ('should I add a war die?'), so it never rolls unless it states dice;
    `question_mark`: it ends with '?'."""

    asks: bool = False
    question_mark: bool = False


@lru_cache(maxsize=512)
def read(text: str) -> tuple[r.Said, ...]:
    """Every reading of a line, in the order the table tries them; a Phrase last."""
    said = key(text)
    own: tuple[r.Said, ...] = ()
    if may_be_own(text):
        from rollmate.grammar.chat_sentences import readings  # the chat's sentences and records: for such a line only

        own = readings(text)
    ends_asking = text.rstrip().endswith("?")
    return (*own, Phrase(asks=ends_asking and _ASKING.match(said) is not None, question_mark=ends_asking))


def may_be_own(text: str) -> bool:
    """Whether a line may be one of the chat's own (chat_sentences.py reads those), told from its words alone: a
    whole line of the chat's words, a short line of a shape of its own (a pick, 'roll them', dice faces), a verb of
    granting, or one of the words every sentence of the chat's holds (chat_words.toml's `sentences`). Never False
    for a line that is one; a line with more than ASCII in it may always be (a sentence read without regard to case
    knows more letters than lower() does)."""
    said = key(text)
    chat = words()
    if not text.isascii() or not said or said in _whole_lines() or said in rerolls():
        return True
    pick = PICK.match(text.strip())
    if pick and pick.group(1).lower() in chat.ordinals or LET_ROLL.match(said) or FACES.match(said):
        return True
    return _GRANT_VERB.search(said) is not None or not chat.sentences.isdisjoint(said.split())


@cache
def _whole_lines() -> frozenset[str]:
    chat = words()
    return frozenset().union(chat.quit, chat.help, chat.cancel, chat.why, chat.odds, chat.end_turn, chat.yes, chat.no,
                             chat.greetings, chat.next, chat.stop)


def rerolls() -> frozenset[str]:
    """The lines that, said alone, re-roll the last roll with a game's resource (the games' own words)."""
    from rollmate.rules.followup import rerolls as said_alone

    return said_alone()


# A line that starts so and ends with '?' asks; it never rolls or spends ("should I add a war die?").
_ASKING = re.compile(r"^(?:should|shall|can|could|would|will|may|might|do|does|did|is|are|was|were|how|what|which|"
                     r"who|why|when|where|whether)\b")

# The chat's own lines of a shape of their own: told on every line (chat_sentences.py reads them into records).
PICK = re.compile(r"^(?:the\s+)?(?:#|no\.?\s*|number\s+|option\s+)?(\w+)(?:\s+one)?(?:\s+please)?[.!]?$", re.I)
LET_ROLL = re.compile(r"^(?:(?:you|rollmate|please)\s+)*(?:roll|rolls|roll\s+(?:them|it|for\s+me|the\s+dice)|"
                       r"let\s+(?:rollmate|you)\s+roll(?:\s+them)?|you\s+do\s+it|go\s+ahead|random)(?:\s+please)?$")
FACES = re.compile(r"^(?:i\s+)?(?:rolled\s+|got\s+|dice\s+)?\d+(?:\s*(?:,|and|\s)\s*\d+)*$")


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


# --- sheets and grants (on the line's key) ----------------------------------------------------------------------

_OWN = r"(?:(?:his|her|their|its)\s+)?"


@cache
def resource_words() -> dict[str, str]:
    """Every way a game's resource is named (words -> its key), longest first: 'luck points', 'war dice'..."""
    from rollmate.rules.registry import SYSTEMS, get_system

    said = {w.lower(): r.key for name in SYSTEMS for r in get_system(name).held() for w in r.words}
    return dict(sorted(said.items(), key=lambda item: -len(item[0])))


# The verbs a grant or a take is said with: a line with none of them names no resource to give, so the games' words
# for their resources (every game's package) are loaded only for a line that has one.
_TAKES = r"(?:loses?|drops?|forfeits?|gives?\s+up)"  # "Dex loses a luck point"
_TAKE = r"(?:take|remove|deduct|strip)"  # "take a luck point from Dex"
_GAINS = r"(?:gains?|gets?|regains?|earns?|receives?|wins?)"  # "Ripper gains a war die"
_GIVE = r"(?:give|grant|award|return)"  # "give Vex back a luck point"
_GRANT_VERB = re.compile(rf"\b(?:{_TAKES}|{_TAKE}|{_GAINS}|{_GIVE})\b")


@cache
def resource_sentences() -> dict[str, list[re.Pattern[str]]]:
    """The sentences that name a resource, built once from the games' words for it (on the first line that may)."""
    what = r"(?P<what>" + "|".join(r"\s+".join(map(re.escape, w.split())) for w in resource_words()) + ")"
    amount = r"(?P<n>\d+|" + "|".join(map(re.escape, words().amounts)) + ")"
    return {
        "takes": [  # "Dex loses a luck point", "take a luck point from Dex", "remove two war dice from Ripper"
            re.compile(rf"^(?P<name>.+?)\s+{_TAKES}\s+(?:{amount}\s+)?{_OWN}{what}$"),
            re.compile(rf"^{_TAKE}\s+(?:away\s+)?(?:{amount}\s+)?{what}\s+(?:away\s+)?from\s+(?P<name>.+?)$"),
        ],
        "grants": [  # "Ripper gains a war die", "Vex gets 2 luck back", "give Vex back a luck point"
            re.compile(rf"^(?P<name>.+?)\s+{_GAINS}\s+(?:back\s+)?"
                       rf"(?:{amount}\s+)?(?:more\s+|extra\s+)?{_OWN}{what}(?:\s+back)?$"),
            re.compile(rf"^{_GIVE}\s+(?P<name>.+?)\s+(?:back\s+)?(?:{amount}\s+)?"
                       rf"(?:more\s+|extra\s+)?{_OWN}{what}(?:\s+back)?$"),
        ],
        "sheets": [
            re.compile(rf"^how\s+(?:much|many)\s+{what}\s+(?:do|does|have|has)\s+(?P<name>.+?)"
                       r"(?:\s+have|\s+has|\s+got|\s+left)*$"),
        ],
    }


def asked_grant(text: str) -> r.Grant | None:
    """A line that gives a resource to someone or takes it away ('Vex loses a luck point': a negative amount, a
    change the GM makes to the ledger, not a spend on a roll), else None."""
    said = key(text)
    if not _GRANT_VERB.search(said):
        return None
    for sign, kind in ((1, "grants"), (-1, "takes")):
        for pattern in resource_sentences()[kind]:
            found = pattern.match(said)
            if found:
                n = found.group("n")
                amount = int(n) if n and n.isdigit() else words().amounts.get(n or "a", 1)
                from rollmate.grammar.chat_records import Grant  # a grant's record, with its first one

                return Grant(found.group("name"), sign * amount, _resource(found.group("what")))
    return None


def _resource(said: str) -> str:
    return resource_words()[" ".join(said.lower().split())]


def sheet_owner(name: str) -> str | None:
    """Whose sheet a name says: None for the speaker's own ('', 'I', 'me', 'my')."""
    return None if name.strip().lower() in words().myself else name.strip()


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
    which the phrase reader reads (grammar/post.py)."""
    said = line.lstrip()
    word = said[:6].lower()
    return said.startswith("/") and not (word[:4] in ("/me ", "/me\n", "/me\t") or
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
    return re.sub(rf"(?<![\w'-]){re.escape(wrong)}(?![\w'-])", right, text, count=1, flags=re.IGNORECASE)
