"""Reads a line typed at the table into the chat's own records (chat_records.py): questions, what-if, grants, sheets,
answers to a question asked, the lesson's words; and a Phrase for the phrase reader, which every line may also be.

read(text) gives every reading the words allow, in the order the table tries them: the table answers the first it
can (a WhatIs only when the game has the term, a HowTo only when it names a topic) and the Phrase, last, when none
is. Whole-line words are data (chat_words.toml; a game's re-roll lines and resource names are the game's own, read
from rules/); what stays here is the shape of a sentence around them. Nothing here loads lark.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

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


@lru_cache(maxsize=512)
def read(text: str) -> tuple[r.Said, ...]:
    """Every reading of a line, in the order the table tries them; a Phrase last."""
    said = key(text)
    chat = words()
    out: list[r.Said] = []
    if not said:
        out.append(r.Blank())
    out += [record for record, listed in ((r.Quit(), chat.quit), (r.Help(), chat.help), (r.Cancel(), chat.cancel),
                                          (r.Why(), chat.why)) if said in listed]
    sheet = asked_sheet(text)
    if sheet is not None:
        out.append(sheet)
    out += _newcomer(said)
    out += _advice(text)
    out += _glossary(text)
    out += [record for record, listed in ((r.LastOdds(), chat.odds), (r.EndTurn(), chat.end_turn), (r.Reroll(), _rerolls()))
            if said in listed]
    if said.startswith("what if"):
        out.append(r.WhatIf())
    out += _answers(text, said)
    out += _lesson(said)
    granted = asked_grant(text)
    if granted is not None:
        out.append(granted)
    ends_asking = text.rstrip().endswith("?")
    out.append(r.Phrase(asks=ends_asking and _ASKING.match(said) is not None, question_mark=ends_asking))
    return tuple(out)


def _rerolls() -> frozenset[str]:
    from rollmate.rules.followup import rerolls

    return rerolls()


# A line that starts so and ends with '?' asks; it never rolls or spends ("should I add a war die?").
_ASKING = re.compile(r"^(?:should|shall|can|could|would|will|may|might|do|does|did|is|are|was|were|how|what|which|"
                     r"who|why|when|where|whether)\b")


# --- a newcomer's questions (on the line's key) ------------------------------------------------------------------

_WHAT_CAN = re.compile(r"^what\s+(?:can|could|do)\s+(?:i|we)\s+(?:roll|do|use)(?:\s+here)?$")
_WHO_ACTS = re.compile(r"^(?:who\s+is\s+acting|who's\s+acting|who\s+acts|whose\s+turn\s+is\s+it|who\s+am\s+i"
                       r"|who\s+is\s+rolling|who\s+rolls)(?:\s+now)?$")
_MAKE = re.compile(r"^how\s+(?:do|can|should)\s+(?:i|we)\s+(?:make|create|build|write|set\s+up|get)\s+"
                   r"(?:a|an|my|our|new)?\s*(?:new\s+)?(?:character|sheet|character\s+sheet|party|pc)s?$")
_NEW = re.compile(r"^(?:hi\s+|hello\s+)?(?:i'?m|i\s+am|we'?re|we\s+are)\s+new(?:\s+here|\s+to\s+(?:this|the\s+game|rpgs?))?"
                  r"(?:\s+(?:what\s+do\s+i\s+do|help|where\s+do\s+i\s+start))?$")
# The ways a newcomer asks how something is done; `term` is the thing.
_ASKED = [re.compile(p) for p in (
    r"^(?:(?:i'?m|i am)\s+new\s+)?(?:please\s+)?(?:can\s+you\s+|could\s+you\s+)?(?:walk|talk|take|run)\s+me\s+"
    r"(?:through|thru)\s+(?P<term>.+?)(?:\s+please)?$",
    r"^how\s+(?:does|do|is|are|did)\s+(?P<term>.+?)\s+(?:work|works|done|used|go|played)(?:\s+here|\s+in\s+this\s+game)?$",
    r"^how\s+(?:do|does|can|should|would)\s+(?:i|we|you)\s+(?P<term>.+?)(?:\s+here|\s+in\s+this\s+game)?$",
    r"^how\s+to\s+(?P<term>.+)$",
    r"^(?:please\s+)?(?:explain|teach\s+me|tell\s+me\s+about|show\s+me\s+how|show\s+me)\s+(?P<term>.+?)(?:\s+works?)?$",
)]
_TOPIC_ARTICLES = re.compile(r"^(?:a|an|the|my|our|your|this|that)\s+")
_HOW_WORKS = re.compile(r"^how\s+(?:does|do|did)\s+(?P<term>.+?)\s+work$")


def _newcomer(said: str) -> list[r.Said]:
    out: list[r.Said] = []
    if said in words().greetings:
        out.append(r.Greeting())
    for record, pattern in ((r.WhatCanIRoll(), _WHAT_CAN), (r.WhoActs(), _WHO_ACTS), (r.MakeCharacter(), _MAKE)):
        if pattern.match(said):
            out.append(record)
    if _NEW.match(said):
        out.append(r.NewHere())
    else:
        found = next((m for p in _ASKED if (m := p.match(said))), None)
        if found is not None:
            out.append(r.HowTo(_TOPIC_ARTICLES.sub("", found.group("term").strip())))
    works = _HOW_WORKS.match(said)
    if works:
        out.append(r.HowDoesItWork(works.group("term")))
    return out


# --- which roll, and the odds, in a newcomer's words (on the line as typed) --------------------------------------

# "what should I roll to X", "which skill for X", "X, what do I roll": the action is `action`, as typed (a sign or a
# comma in it counts: "climb the wall, Athletics -2").
_ROLL = r"(?:roll|use|make|try|pick|go\s+with|need\s+to\s+roll|have\s+to\s+roll)"
_WHICH = [re.compile(p, re.IGNORECASE) for p in (
    rf"^(?:what|which)\s+(?:should|do|would|could|can|shall|must)\s+(?:i|we)\s+{_ROLL}\s+(?:to|for|if\s+i\s+want\s+to)\s+(?P<action>.+)$",
    rf"^(?:which|what)\s+(?:skills?|tricks?|attributes?|stats?|moves?|actions?|rolls?|dice)\s+(?:should|could|would|do|can|shall|must)"
    rf"\s+(?:i|we)\s+{_ROLL}\s+(?:to|for)\s+(?P<action>.+)$",
    r"^(?:which|what)\s+(?:skills?|tricks?|attributes?|stats?|moves?|actions?|rolls?)\s+(?:is\s+it\s+|would\s+it\s+be\s+|is\s+)?"
    r"(?:for|to)\s+(?P<action>.+)$",
    r"^(?:what|which)\s+(?:roll|skill|move)\s+(?:is|would\s+be)\s+(?:best|right|good)\s+(?:to|for)\s+(?P<action>.+)$",
    rf"^(?P<action>.+?)[\s,;:-]+(?:so\s+)?(?:what|which)\s+(?:\w+\s+)?(?:should|do|would|could|can|shall|must)\s+(?:i|we)\s+{_ROLL}"
    r"(?:\s+for\s+(?:it|that|this))?$",
    r"^(?P<action>.+?)[\s,;:-]+(?:which|what)\s+(?:skill|roll|trick|attribute|stat|move|action)\s+(?:is\s+that|is\s+it|would\s+that\s+be)$",
)]
# "whats my odds to X", "what're the chances of X", "how likely am I to X", "odds to X", "chance of X".
_ODDS = [re.compile(p, re.IGNORECASE) for p in (
    r"^(?:what\s+(?:are|is|were|would\s+be)|what're|whats|what's|wats)\s+(?:my|our|the|his|her|their)?\s*"
    r"(?:odds|chances?|probability|likelihood)\s+(?:of|to|for|that|at|if)\s+(?P<action>.+)$",
    r"^how\s+likely\s+(?:am\s+i|are\s+we|is\s+it|is\s+\w+)\s+(?:to|that\s+i|that\s+we)\s+(?P<action>.+)$",
    r"^how\s+likely\s+(?:is\s+it\s+)?(?:that\s+)?(?:i|we)\s+(?:can\s+|could\s+|will\s+|would\s+)?(?P<action>.+)$",
    r"^how\s+(?:good|big|high)\s+(?:are|is)\s+(?:my|our|the)\s+(?:odds|chances?)\s+(?:of|to|for|at)\s+(?P<action>.+)$",
    r"^(?:my\s+|the\s+)?(?:odds|chances?|probability)\s+(?:of|to|for|at)\s+(?P<action>.+)$",
    r"^(?:can|could)\s+you\s+(?:give|tell)\s+me\s+(?:my|the)\s+(?:odds|chances?)\s+(?:of|to|for)\s+(?P<action>.+)$",
)]
# What a newcomer says before the action itself: "I want to sneak past ...", "I'm going to ...".
_WANT = re.compile(r"^(?:so\s+|ok\s+|okay\s+|well\s+)?(?:i\s+(?:want|wanna|would\s+like|'d\s+like|d\s+like|need|try|plan|'m\s+going|m\s+going|"
                   r"am\s+going|gonna|will|'ll|ll)\s+(?:to\s+)?|i'd\s+like\s+to\s+|i'm\s+going\s+to\s+|im\s+going\s+to\s+|"
                   r"i'm\s+trying\s+to\s+|im\s+trying\s+to\s+|i\s+am\s+trying\s+to\s+|to\s+)", re.IGNORECASE)
# What a goal says before whom or what it is about: "get past the guard", "deal with the drone".
_GOALS = re.compile(r"^(?:get|go|slip|sneak|make\s+it)\s+(?:past|by|around|through|into|in\s+to|inside)\s+"
                    r"|^(?:deal\s+with|handle|get\s+rid\s+of|stop|beat|overcome)\s+")


def action_of(text: str) -> str:
    """The action a newcomer names, without 'I want to' before it: 'sneak past the guard'."""
    action = re.sub(r"[?!]+(?=\s*[,;]|\s*$)", "", text).strip(" ,;:-")  # "X?, Wits Hard": an answer added to it
    return _WANT.sub("", action).strip(" ,;:-") or action


def other_ways(action: str) -> tuple[str, ...]:
    """Other ways to go at a goal, as phrases: 'get past the guard' -> 'sneak past the guard', 'convince the guard'..."""
    target = _GOALS.sub("", action).strip() or action
    return tuple(way.format(target) for way in words().approaches)


def _advice(text: str) -> list[r.Said]:
    said = " ".join(text.replace("’", "'").split()).rstrip("?!. ")
    which = next((m for p in _WHICH if (m := p.match(said))), None)
    odds = next((m for p in _ODDS if (m := p.match(said))), None)
    return ([r.WhichRoll(action_of(which.group("action")))] if which else []) + (
        [r.OddsQuestion(action_of(odds.group("action")))] if odds else [])


# --- a game's terms (on the line as typed) -------------------------------------------------------------------

# "what does X mean", "what's X mean", "meaning of X", "define X": always a glossary question ("whats my odds to
# ..." asks for odds: "what's" is one only with "mean" after the term).
_MEAN = re.compile(r"^(?:(?:what\s+does|what\s+do|what\s+is\s+meant\s+by|meaning\s+of|define|what\s+the\s+heck\s+is)"
                   r"\s+(?P<term>.+?)(?:\s+mean)?|(?:what's|whats)\s+(?P<said>.+?)\s+mean)\s*[?!.]*$", re.IGNORECASE)
# "what is X?", "what's a X?", "what are X?": a glossary question only when X is a term (else it may ask for odds).
_WHAT_IS = re.compile(r"^(?:what\s+is|what's|whats|what\s+are|who\s+is)\s+(?P<term>.+?)\s*[?!.]*$", re.IGNORECASE)
# "how does luck work?": a glossary question when X is a term.
_HOW = re.compile(r"^how\s+(?:does|do|is|are)\s+(?P<term>.+?)\s+(?:work|works|used)\s*[?!.]*$", re.IGNORECASE)
_TERM_ARTICLES = ("a ", "an ", "the ", "being ", "getting ")


def _glossary(text: str) -> list[r.Said]:
    line = text.strip()
    mean = _MEAN.match(line)
    if mean:
        return [r.GlossaryLookup(mean.group("term") or mean.group("said"))]
    what = _WHAT_IS.match(line) or _HOW.match(line)
    return [r.WhatIs(what.group("term"))] if what else []


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
_HOW_MUCH = re.compile(r"^how\s+(?:much|many)\s")  # the one question about a sheet that names a resource

_SHEETS = [  # the questions about a sheet that name no resource
    re.compile(r"^(?:what|which)\s+(?:skills|stats|abilities|attributes|moves|languages)\s+(?:do|does|have|has)"
               r"\s+(?P<name>.+?)(?:\s+got|\s+have|\s+has)?$"),
    re.compile(r"^(?:what's|whats|what\s+is)\s+on\s+(?P<name>.+?)(?:'s|s)?\s+sheet$"),
    re.compile(r"^(?:show\s+me|show)\s+(?P<name>.+?)(?:'s|s)?\s+sheet$"),
]


@cache
def _patterns() -> dict[str, list[re.Pattern[str]]]:
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
        for pattern in _patterns()[kind]:
            found = pattern.match(said)
            if found:
                n = found.group("n")
                amount = int(n) if n and n.isdigit() else words().amounts.get(n or "a", 1)
                return r.Grant(found.group("name"), sign * amount, _resource(found.group("what")))
    return None


def _resource(said: str) -> str:
    return resource_words()[" ".join(said.lower().split())]


def asked_sheet(text: str) -> r.ShowSheet | None:
    """A question about a sheet ('I' and 'my' mean the acting character's), or None."""
    said = key(text.rstrip("?"))
    for pattern in _SHEETS + (_patterns()["sheets"] if _HOW_MUCH.match(said) else []):
        found = pattern.match(said)
        if found:
            return r.ShowSheet(sheet_owner(found.group("name")))
    return None


def sheet_owner(name: str) -> str | None:
    """Whose sheet a name says: None for the speaker's own ('', 'I', 'me', 'my')."""
    return None if name.strip().lower() in words().myself else name.strip()


# --- answers to a question asked, and the lesson's words --------------------------------------------------------

_PICK = re.compile(r"^(?:the\s+)?(?:#|no\.?\s*|number\s+|option\s+)?(\w+)(?:\s+one)?(?:\s+please)?[.!]?$", re.I)
_LET_ROLL = re.compile(r"^(?:(?:you|rollmate|please)\s+)*(?:roll|rolls|roll\s+(?:them|it|for\s+me|the\s+dice)|"
                       r"let\s+(?:rollmate|you)\s+roll(?:\s+them)?|you\s+do\s+it|go\s+ahead|random)(?:\s+please)?$")
_FACES = re.compile(r"^(?:i\s+)?(?:rolled\s+|got\s+|dice\s+)?\d+(?:\s*(?:,|and|\s)\s*\d+)*$")


def _answers(text: str, said: str) -> list[r.Said]:
    chat = words()
    out: list[r.Said] = [record for record, listed in ((r.Yes(), chat.yes), (r.No(), chat.no)) if said in listed]
    pick = _PICK.match(text.strip())
    place = chat.ordinals.get(pick.group(1).lower()) if pick else None
    if place is not None:
        out.append(r.Pick(place - 1))
    return out


def _lesson(said: str) -> list[r.Said]:
    chat = words()
    out: list[r.Said] = [record for record, listed in ((r.Next(), chat.next), (r.Stop(), chat.stop)) if said in listed]
    if _LET_ROLL.match(said):
        out.append(r.LetRoll())
    if _FACES.match(said):
        out.append(r.Faces(tuple(int(n) for n in re.findall(r"\d+", said))))
    return out


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
