"""Reads a line that may be one of the chat's own into the chat's records (chat_records.py): questions, a newcomer's
words, answers to a question asked, the lesson's words. Loaded by chat.read only for a line that may be one (its
words say so, grammar/chat.py), so a phrase loads neither these sentences nor the records.
"""

from __future__ import annotations

import re

from rollmate.grammar import chat_records as r
from rollmate.grammar.chat_words import FACES, LET_ROLL, PICK, key, resource_sentences, sheet_owner, words
from rollmate.rules.followup import rerolls


def readings(text: str) -> tuple[r.Said, ...]:
    """Every reading of a line but a grant (grammar/chat.py's, told on every line) and the Phrase it also is, in the
    order the table tries them."""
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
    out += [record for record, listed in ((r.LastOdds(), chat.odds), (r.EndTurn(), chat.end_turn), (r.Reroll(), rerolls()))
            if said in listed]
    if said.startswith("what if"):
        out.append(r.WhatIf())
    out += _answers(text, said)
    out += _lesson(said)
    return tuple(out)


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


def _glossary(text: str) -> list[r.Said]:
    line = text.strip()
    mean = _MEAN.match(line)
    if mean:
        return [r.GlossaryLookup(mean.group("term") or mean.group("said"))]
    what = _WHAT_IS.match(line) or _HOW.match(line)
    return [r.WhatIs(what.group("term"))] if what else []


# --- a sheet asked for (on the line's key) ----------------------------------------------------------------

_HOW_MUCH = re.compile(r"^how\s+(?:much|many)\s")  # the one question about a sheet that names a resource

_SHEETS = [  # the questions about a sheet that name no resource
    re.compile(r"^(?:what|which)\s+(?:skills|stats|abilities|attributes|moves|languages)\s+(?:do|does|have|has)"
               r"\s+(?P<name>.+?)(?:\s+got|\s+have|\s+has)?$"),
    re.compile(r"^(?:what's|whats|what\s+is)\s+on\s+(?P<name>.+?)(?:'s|s)?\s+sheet$"),
    re.compile(r"^(?:show\s+me|show)\s+(?P<name>.+?)(?:'s|s)?\s+sheet$"),
]


def asked_sheet(text: str) -> r.ShowSheet | None:
    """A question about a sheet ('I' and 'my' mean the acting character's), or None."""
    said = key(text.rstrip("?"))
    for pattern in _SHEETS + (resource_sentences()["sheets"] if _HOW_MUCH.match(said) else []):
        found = pattern.match(said)
        if found:
            return r.ShowSheet(sheet_owner(found.group("name")))
    return None


# --- answers to a question asked, and the lesson's words ------------------------------------------------

def _answers(text: str, said: str) -> list[r.Said]:
    chat = words()
    out: list[r.Said] = [record for record, listed in ((r.Yes(), chat.yes), (r.No(), chat.no)) if said in listed]
    pick = re.match(PICK, text.strip())
    place = chat.ordinals.get(pick.group(1).lower()) if pick else None
    if place is not None:
        out.append(r.Pick(place - 1))
    return out


def _lesson(said: str) -> list[r.Said]:
    chat = words()
    out: list[r.Said] = [record for record, listed in ((r.Next(), chat.next), (r.Stop(), chat.stop)) if said in listed]
    if re.match(LET_ROLL, said):
        out.append(r.LetRoll())
    if re.match(FACES, said):
        out.append(r.Faces(tuple(int(n) for n in re.findall(r"\d+", said))))
    return out
