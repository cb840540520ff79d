"""A narrator's word to the viewer: 'Watch closely.', 'Now, watch the effect on the herd.', 'Look at her go!',
'Observe.' A sentence of a post that opens with a verb of looking said as an order (no one before it, perhaps after
'now', 'and' or 'just'), and holds no number and no colon, where a loaded character is named in another sentence of
the post, bids the reader look at what that character does: the scene, never the roller's deed. Its words go as
blanks and stand in the reading as not used.

Alone, or where no one loaded is named elsewhere, 'watch the door' is the roller's own deed ("watch the door, 6 2"),
and is read as typed.

The narrator shows the reader whom the post is about: "Here, at the edge of the docks, we find Ysolde Marr.", "And
now we rejoin Ilka." A sentence where 'we' find, meet, join or see one of the players' characters, whose name ends
it, says who the post follows: its words go as blanks but for the name, which stays a sentence of its own ("Ysolde
Marr. ... Now she lies to the ferryman"): the one the post follows acts, and a 'she' after is them. One nobody loaded
is left as typed (who she is, is asked).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the narrator bids the reader look: the scene, not the roll"
SHOWN_NOTE = "the narrator shows whom the post follows: they act"

# Verbs of looking, said to the reader as an order.
_LOOKING = ("watch", "look", "behold", "observe", "see", "notice")
# Words that may open the sentence before the verb ("Now, watch ...", "And just look at her.").
_BEFORE = ("now", "and", "so", "just", "but", "then", "oh", "ah")
# What may follow the verb to the sentence's end: nothing, or words of how and where to look ("closely", "carefully
# now"), whom to look at ("at her", "at this"), or what comes of the deed ("how she does it", "the effect on the
# herd", "what happens next"). Anything else ("watch the door") is a deed of the roller's.
_HOW = ("closely", "carefully", "now", "here", "again", "well", "on", "this", "and", "learn", "wonder", "listen")
_AT = ("at her", "at him", "at them", "at this", "at that", "her", "him", "them", "this", "how", "as", "what",
       "the effect", "the result", "the outcome", "the aftermath", "the consequences")
_BIDS = Later(rf"(?i)^(?:(?:{'|'.join(_BEFORE)})\b[\s,]*)*(?:{'|'.join(_LOOKING)})\b(?!['’-])"
              rf"(?:[\s,]+(?:{'|'.join(_HOW)})\b)*(?:[\s,]+(?:{'|'.join(_AT)})\b.*)?[\s.!?]*$", re.S)
_SENTENCE = Later(r"[^.!?]+[.!?]*")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def bidden(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The text with each sentence bidding the reader look blanked, and where each stood; `whom`: the loaded names a
    lowercase word stands for."""
    low = text.lower()
    if not any(verb in low for verb in _LOOKING):
        return text, ()
    sentences = [m for m in _SENTENCE.finditer(text) if m.group().strip()]
    if len(sentences) < 2:
        return text, ()
    bids = [m for m in sentences if _bids(m.group())]
    if not bids:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    chars, frames = list(text), []
    for m in bids:
        others = (s for s in sentences if s is not m)
        if not any(whom(w.group().lower()) for s in others for w in _WORD.finditer(s.group())):
            continue
        start = m.start() + len(m.group()) - len(m.group().lstrip())
        end = m.start() + len(m.group().rstrip())
        chars[start:end] = " " * (end - start)
        frames.append(Frame("viewer", start, end))
    return "".join(chars), tuple(frames)


_FINDING = ("find", "meet", "join", "rejoin", "see", "encounter", "discover", "return to", "come upon", "come across",
            "catch up with", "catch sight of", "spot")
_SHOWS = Later(rf"(?i)(?<![\w'’])we\s+(?:(?:now|once\s+again|again|first|finally)\s+)?(?:{'|'.join(_FINDING)})\s+"
               r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s*(?P<stop>[.!;])(?=\s|$)")


def shows_whom(text: str, players: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The text with the narrator's sentence showing whom the post follows read as the module docstring says, and
    where its words stood; `players`: the players' characters lowercase words name."""
    if "we " not in text.lower():
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    chars, frames = list(text), []
    for m in _SHOWS.finditer(text):
        if len(players(m.group("name").lower())) != 1:
            continue
        opens = max((k + 1 for k in (text.rfind(c, 0, m.start()) for c in ".!?;") if k >= 0), default=0)
        if any(c.isdigit() for c in text[opens : m.start()]):
            continue  # ("at 3 a.m. we meet ..."): a number there may be a rules value, read as typed
        start = opens + len(text[opens : m.start()]) - len(text[opens : m.start()].lstrip())
        chars[start : m.start("name")] = " " * (m.start("name") - start)
        frames.append(Frame("shown", start, start + len(text[start : m.start("name")].rstrip())))
    return "".join(chars), tuple(frames)


def _bids(sentence: str) -> bool:
    said = sentence.strip()
    return _BIDS.match(said) is not None and not any(c.isdigit() for c in said) and ":" not in said
