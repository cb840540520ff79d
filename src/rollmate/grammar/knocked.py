"""A die knocked off the table and rolled again, said among the dice ("4 and... my cat knocked the other die off the
desk, rerolled it: 3"): the roll is the dice as they lie after, where the post says which die was replaced.

- The mishap: something knocks, drops or sends a die away ("my cat knocked the other die off the desk", "I dropped
  one", "one fell off the table"), then the die is rolled again with its new face ("rerolled it: 3", "and I
  re-rolled it, 5").
- Clear: the faces before it stop at an unfinished 'and' ("4 and..."), and the die knocked away is "the other" or
  "the last" one: it had not been read yet, so the new face takes its place ("4 and 3"). The mishap's words go as
  blanks and stand in the reading as not used.
- Unclear: the faces of every die were given ("6 4 2, then my cat knocked one off ... rerolled it: 5"): which one
  was replaced can't be told, so the player is asked for the dice as they lie now. Never guessed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "a die rolled again at the table: the dice are those lying after it"

_ONE = (r"(?:one(?:\s+of\s+(?:them|the\s+dice|'em|my\s+dice))?|a\s+die|a\s+dice|one\s+die|it|"
        r"the\s+(?P<other>other|last|second|remaining)(?:\s+(?:die|one|dice|d\d+))?|(?:the|a)\s+\d+)")
_AWAY = r"(?:knocked|knocks|knock|batted|bats|swiped|swipes|flicked|dropped|drops|nudged|sent|flung|threw)"
_FELL = r"(?:fell|falls|rolled|rolls|flew|bounced|went|skittered)\s+(?:off|under|onto|behind|away|down)"
_AGAIN = (r"(?:,\s*|\s+)(?:and\s+|so\s+|then\s+)*(?:i\s+)?(?:had\s+to\s+)?re-?roll(?:ed)?"
          r"(?:\s+(?:it|that\s+one|that|the\s+die))?(?:\s+again)?(?:\s+and\s+got(?:\s+a)?)?\s*[:=,-]?\s*"
          r"(?P<new>\d+)\b")
_MISHAP = (
    rf"(?i)(?:(?:,\s*|\s+)(?:then\s+|but\s+)*)?(?:(?P<who>(?:my|the|our)\s+[a-z]+|i)\s+{_AWAY}\s+)?{_ONE}(?(who)|\s+{_FELL})"
    rf"[^.:;!?\d]*?{_AGAIN}")
# The faces said before the mishap, and whether they stop at an unfinished 'and' ("4 and...").
_FACES = (r"(?i)(?P<faces>\d+(?:\s*(?:,\s*|\s+|\s+and\s+|\s*&\s*)\d+)*)(?P<open>\s*(?:,\s*)?"
          r"(?:and|&)\s*(?:\.{2,}|…)?|\s*(?:\.{2,}|…))?\s*[.,;!]?\s*$")


# A die said by its place among the dice ("the other one", "the second", "first d10", "one that ...") that fell,
# skittered or landed cocked, and was rolled again: the face it showed first (if said) is no die.
_PLACE = (r"(?P<die>(?:the\s+)?(?:other|second|third|fourth|last|next|first)(?:\s+(?:one|die|d\d+))?"
          r"|(?<![\w-])one(?=\s+(?:that|which)\s))")
_UPSET = (r"(?:landed|lands|fell|falls|skittered|skitters|bounced|bounces|flew|tipped|went|dropped|"
          r"rolled\s+(?:off|under|away)|rolls\s+(?:off|under|away))")
_AGAIN_SAID = (r"(?:,\s*|\s+)(?:(?:and|so|then|but|damn)\s*,?\s+)*(?:(?:i|we)\s+)?(?:had\s+to\s+)?"
               r"re-?roll(?:ed|s)?(?:\s+(?:it|that\s+one|that|the\s+die|[a-z-]+\s+dice))?(?:\s+again)?"
               r"(?:\s+and\s+got)?\s*[:=,-]?\s*(?:a\s+)?(?P<new>\d+)\b")
_PLACED = rf"(?i)\b{_PLACE}\s+(?:(?:that|which)\s+)?{_UPSET}\b[^.;!?]*?{_AGAIN_SAID}"
_FACES_RIGHT_BEFORE = r"(?i)\d+\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)$"


def knocked(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with a clear re-rolled die read as the module docstring says, and where the mishap stood; raises
    PhraseError where which die was replaced can't be told."""
    low = text.lower()
    at = low.find("roll")  # the mishap is always told with 'roll' right after 're' or 're-' (_AGAIN)
    while at >= 0 and not low[:at].endswith(("re", "re-")):
        at = low.find("roll", at + 1)
    if at < 0:
        return text, ()
    found = re.compile(_MISHAP).search(text)  # compiled for the first line that tells one
    if found is None:
        return _placed(text)
    before = re.compile(_FACES).search(text, 0, found.start())  # compiled for the first mishap
    if before is None:
        return text, ()
    opened = before.group("open") or ""
    joined = re.search(r"(?i)and|&", opened)
    if found.group("other") is not None and joined is not None:
        start, end = before.start("open") + joined.end(), found.start("new")
        start, end = end - len(text[start:end].lstrip()), start + len(text[start:end].rstrip())
        chars = list(text)
        chars[start:end] = " " * (end - start)
        from rollmate.grammar.marks import Frame  # built by the first line that needs one

        return "".join(chars), (Frame("knocked", start, end),)
    new = found.group("new")
    raise PhraseError(
        f"Which die did you roll again? The dice said before were {before.group('faces')}, and one of them was "
        f"replaced by the {new}: give the dice as they lie now.",
        column=found.start() + 1 + len(found.group()) - len(found.group().lstrip(", ")),
        length=len(found.group().lstrip(", ")),
        hint=f"e.g. '{_example(before.group('faces'), new)}' (all the dice, the new face in place of the old one).")


def _example(faces: str, new: str) -> str:
    """The dice said, with the last replaced by the new face: how an answer looks."""
    said = re.findall(r"\d+", faces)
    return " ".join([*said[:-1], new])


def _placed(text: str) -> tuple[str, tuple[Frame, ...]]:
    """A die said by its place that was rolled again ("First d10's a 6; the other one skittered off the table and
    landed on a 2, so I rerolled it: 8"): its new face stands in its place. Right after the faces said before ("6, 3,
    2, and one that landed cocked, rerolled it, 1"), the die and its mishap go, the new face ending the list; else the
    words of the place stay to be read with the face ("the other one ... 8": see lying.py) and the mishap goes."""
    found = re.compile(_PLACED).search(text)
    if found is None:
        return text, ()
    from rollmate.grammar.marks import blank_part  # built by the first line that needs one

    start = found.start() if re.search(_FACES_RIGHT_BEFORE, text[: found.start()]) else found.end("die")
    if start == found.end("die") and found.group("die").lower() == "one":
        return text, ()  # "one that fell ..." with no faces before it: which one can't be told by its place
    chars = list(text)
    frames: list[Frame] = []
    blank_part(text, chars, frames, start, found.start("new"), "knocked")
    return "".join(chars), tuple(frames)
