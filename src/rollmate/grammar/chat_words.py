"""The chat's words (chat_words.toml) as read and checked, and what every line is told by before the chat's own
sentences load (grammar/chat.py tells, chat_sentences.py reads): a line's key, the short lines of a shape of their
own (a pick, 'roll them', dice faces), the verbs of granting and the games' words for what is granted; and the
Phrase record, what every line may be besides one of the chat's own.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rollmate.grammar.literals import may_say
from rollmate.rules.records import FrozenRecord

WORDS_FILE = Path(__file__).with_name("chat_words.toml")


@dataclass(frozen=True, eq=False, repr=False)
class ChatWords(FrozenRecord):
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


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Phrase(FrozenRecord):
    """What every line may be besides one of the chat's own: a phrase for the phrase reader. `asks`: it opens with a
    question word and ends with '?' ('should I add a war die?'), so it never rolls unless it states dice;
    `question_mark`: it ends with '?'."""

    asks: bool = False
    question_mark: bool = False


# The chat's own lines of a shape of their own: told on every line (chat_sentences.py reads them into records).
PICK = r"(?i)^(?:the\s+)?(?:#|no\.?\s*|number\s+|option\s+)?(\w+)(?:\s+one)?(?:\s+please)?[.!]?$"  # up to 5 words
LET_ROLL = (r"^(?:(?:you|rollmate|please)\s+)*(?:roll|rolls|roll\s+(?:them|it|for\s+me|the\s+dice)|"
            r"let\s+(?:rollmate|you)\s+roll(?:\s+them)?|you\s+do\s+it|go\s+ahead|random)(?:\s+please)?$")
LET_ROLL_ENDS = frozenset({"roll", "rolls", "them", "it", "me", "dice", "ahead", "random", "please"})  # its last words
FACES = r"^(?:i\s+)?(?:rolled\s+|got\s+|dice\s+)?\d+(?:\s*(?:,|and|\s)\s*\d+)*$"
# Kept as text: each is compiled by re for the first line that may be one (a pick is at most five words, 'roll them'
# ends with one of LET_ROLL_ENDS).


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
GRANT_VERB = rf"\b(?:{_TAKES}|{_TAKE}|{_GAINS}|{_GIVE})\b"  # compiled for the first line with one of its verbs
_GRANT_FORMS = ("lose", "loses", "drop", "drops", "forfeit", "forfeits", "give", "gives", "take", "remove", "deduct",
                "strip", "gain", "gains", "get", "gets", "regain", "regains", "earn", "earns", "receive", "receives",
                "win", "wins", "grant", "award", "return")


def grants(said: str) -> bool:
    """Whether a line's key says a verb of granting or taking (GRANT_VERB)."""
    return may_say(said, _GRANT_FORMS) and re.search(GRANT_VERB, said) is not None


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


def resource_key(said: str) -> str:
    return resource_words()[" ".join(said.lower().split())]


def sheet_owner(name: str) -> str | None:
    """Whose sheet a name says: None for the speaker's own ('', 'I', 'me', 'my')."""
    return None if name.strip().lower() in words().myself else name.strip()
