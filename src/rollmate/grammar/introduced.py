"""A player's introduction opening a post read as the frame, not the scene: strangers at a convention table say who
they are and which pregen they hold ("hi all!! I'm Priya, I've got pregen 1 (the Face). I walk up ...", "hey all, Sam
here, I've got the thief. Mercy slips past ...", "hi, Jo, table 6, I have pregen 4 - Tamsin finesses ...").

- The lead-in opens the post and ends at a sentence's end, a colon or a dash; it is made of pieces between commas
  and marks, each one of:
  - a greeting ("hi", "hey all", "hello everyone", "good morning, dears");
  - the player's own name: "I'm Priya", "I am Tomás", "this is Jo", "my name's Sam", "Sam here", "its Nana here",
    "Pit boss here" (a capitalised word and up to two lowercase words after it, none of them anyone loaded)
    (perhaps with brackets after it: "Grandad here (GM today)"), or a bare name after a greeting: one capitalised
    word that names no one loaded (a loaded name is a character: read as typed);
  - a label of the table's with its number ("table 6", "badge 4471", "room 114", "slot B");
  - the character they hold: "I've got / I have / I'm playing / I play / posting for NAME" (after the player's own
    name in the same piece too: "Dad here posting for Deacon"), NAME one loaded player character (a
    name, an aka such as "pregen 1" or "the Face"), maybe with another of their names in brackets after it.
- A lead-in with a character held goes as blanks but for that character's name, and its last mark becomes a colon,
  so the post reads as "NAME: ..." at the columns typed: the one who holds the sheet acts, and the 'I' after is them.
  A lead-in naming the player but no character goes as blanks, and so does a greeting alone ("Hello all, ...").
  Any other words in a piece, or a rules value, leave the post as typed (the reader asks what it does not know).
- Read as shows the introduction as the player's, not used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say
from rollmate.grammar.words import GM_WORDS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame
    from rollmate.grammar.relay import RolledFor

NOTE = "the player's introduction: who is at the table, not the scene"

_GREETING = (r"(?:hi|hey|hello|heya|hiya|howdy|yo|morning|evening|afternoon|good\s+(?:morning|evening|afternoon))"
             r"(?:\s+(?:all|everyone|everybody|folks|y'?all|team|there|gang|guys|table|dears|darlings|loves|lovelies|"
             r"family|kids|my\s+dears|all\s+of\s+you))?")
# What an introduction's first word opens with (a greeting's, 'i', 'im', 'this', 'my'), else it says 'here'.
_OPENINGS = ("hi", "hey", "hello", "howdy", "yo", "morning", "evening", "afternoon", "good", "i", "this", "my")
_NAME = r"[^\W\d_][\w'’-]*"
_SELF = (rf"(?:{_GREETING}[\s,!]+)?(?:(?:i'?m|im|i\s+am|this\s+is|my\s+name'?s|my\s+name\s+is|it'?s)\s+(?P<me>{_NAME})"
         rf"(?:\s+here)?|(?P<here>{_NAME}(?:\s+[a-z][\w'’-]*){{0,2}})\s+here)(?:\s*\([^()]*\))?")
_LABEL = r"(?:table|badge|room|slot|seat|booth|ticket)\s+(?:#\s*)?[\w-]+"
_HOLD = (r"(?:i'?ve\s+got|i\s+have\s+got|i\s+have|i\s+got|i'?m\s+playing|im\s+playing|i\s+am\s+playing|i\s+play|"
         r"playing|(?:(?:i'?m|im|i\s+am)\s+)?(?:posting|typing|rolling|writing)\s+for)"
         r"\s+(?P<held>[^,.;:!?()\[\]]+?)(?:\s*[(\[](?P<also>[^)\]]*)[)\]])?")
_PIECE = r"\s*(?P<piece>[^,.;:!?—–]*?(?:\([^)]*\))?)\s*(?P<mark>!+|[,.;:!?—–]|\s-\s|$)"
_ENDS = (".", ";", ":", "!", "?", "—", "–", "-")


def introduced(text: str, whom: Callable[[str], tuple[str, ...]],
               players: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...], RolledFor | None]:
    """The post with a player's introduction read as the module docstring says, where it stood, and where the name
    of the character held stands (or None). `whom(words)`: the loaded names lowercase words stand for; `players`:
    those of them that are players' characters."""
    low = text.lower()
    if not low.lstrip().startswith(_OPENINGS) and not may_say(low, ("here",)):
        return text, (), None  # (the pattern below is compiled only for a post that may open so)
    if not re.match(rf"(?i)\s*(?:{_GREETING}\b|i'?m\b|im\b|i\s+am\b|this\s+is\b|my\s+name|{_NAME}(?:\s+{_NAME}){{0,2}}\s+here\b)",
                    low):
        return text, (), None
    greeted = False
    player = False
    held: tuple[int, int] | None = None
    end = 0
    for found in re.compile(_PIECE).finditer(text):
        piece, mark = found.group("piece"), found.group("mark").strip()
        if not piece.strip() and not mark:
            break
        start = found.start("piece")
        kind = _piece(piece, start, whom, players, greeted)
        if kind is None:
            break
        if isinstance(kind, tuple):
            if held is not None:
                return text, (), None  # two characters held: read as typed
            held = kind
        elif kind == "greeting":
            greeted = True
        elif kind == "player":
            player = True
        end = found.end()
        if mark and mark[-1:] in _ENDS and (held is not None or player):
            break
    if end == 0 or not (held is not None or player or greeted) or not text[end:].strip():
        return text, (), None
    from rollmate.grammar.marks import Frame  # built by the first introduction

    chars = list(text)
    keep = range(*held) if held is not None else range(0)
    for k in range(end):
        if k not in keep:
            chars[k] = " "
    if held is not None:
        chars[end - 1] = ":"
        frames = tuple(Frame("intro", *_trimmed(text, s, e)) for s, e in ((0, held[0]), (held[1], end - 1))
                       if text[s:e].strip(" \t-–—"))
        return "".join(chars), frames, (held[0], frozenset())
    return "".join(chars), (Frame("intro", *_trimmed(text, 0, end)),), None


def _spans(words: str) -> list[str]:
    """Every run of the words ('pit boss' -> 'pit boss', 'pit', 'boss'): none of them may name anyone loaded."""
    said = words.split()
    return [" ".join(said[a:b]) for a in range(len(said)) for b in range(a + 1, len(said) + 1)]


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """text[start:end] without the spaces around it."""
    said = text[start:end]
    return start + len(said) - len(said.lstrip()), end - len(said) + len(said.rstrip())


def _piece(piece: str, start: int, whom: Callable[[str], tuple[str, ...]],
           players: Callable[[str], tuple[str, ...]], greeted: bool) -> str | tuple[int, int] | None:
    """What a piece of the lead-in is: 'greeting', 'player', 'label', the span of the character held, or None."""
    said = piece.strip()
    lead = len(piece) - len(piece.lstrip())
    if not said:
        return "label"  # a mark alone ("hi all!! ...")
    if re.fullmatch(rf"(?i){_GREETING}", said):
        return "greeting"
    if re.fullmatch(rf"(?i){_LABEL}", said):
        return "label"
    me = re.fullmatch(rf"(?i){_SELF}", said)
    if me is not None:
        name = me.group("me") or me.group("here")  # ("GM here, typing for Wren's player: ...": the referee's frame)
        return "player" if name[:1].isupper() and not any(whom(w) for w in _spans(name.lower())) \
            and name.lower() not in GM_WORDS and not any(w in GM_WORDS for w in name.lower().split()) else None
    if greeted and re.fullmatch(_NAME, said) and said[:1].isupper() and not whom(said.lower()):
        return "player"  # "hi, Jo, ...": the player's own name after the greeting
    hold = re.fullmatch(rf"(?i){_HOLD}", said)
    if hold is None and (me := re.match(rf"(?i){_SELF}\s+", said)) is not None:
        name = me.group("me") or me.group("here")  # "Dad here posting for Deacon (the tall one)": both in one piece
        if name[:1].isupper() and not whom(name.lower()) and name.lower() not in GM_WORDS:
            hold = re.fullmatch(rf"(?i){_HOLD}", said[me.end() :])
            lead += me.end()
    if hold is None:
        return None
    names = players(hold.group("held").lower().strip())
    if len(names) != 1:
        return None
    also = hold.group("also")
    if also is not None and players(also.lower().strip()) not in ((), names):
        return None  # "(the Face)" must name the same one, or no one ("(the tall one)": how the writer knows them)
    at = start + lead + hold.start("held")
    return at, at + len(hold.group("held"))
