"""A helper's boost said first, the one helped rolling after 'so' ("Ivo gives Dusty a boost (+1) so Dusty can scope
the scene", "Wren lends Kit a hand, +1, so that she can ..."): the one helped, the subject of 'so (that) NAME can',
rolls; the helper's bonus said with the help is the roll's modifier.

- The lead: a loaded name (the helper), a verb of giving (gives, lends, offers, passes, throws), the one helped (a
  loaded name) and what is given: a boost, a hand, a leg up, help, an assist, a bonus, or the bonus itself; the
  bonus said as a signed number, alone or in brackets, right after it.
- Then 'so' or 'so that' and the one helped again (their name, a short name of theirs, or 'he', 'she', 'they') with
  'can', 'could', 'will', 'would', 'may' or 'might': what they can do is the roll.
- Read: the helper's words ('Ivo gives', 'a boost') go as blanks and stand in the reading as not used; the one
  helped stays and opens what is read ('Dusty (+1) so she can ...'), and the bonus stays, read where it was typed.
- Help given with no bonus said ('gives Dusty a boost so Dusty can ...') is asked about: what does it add? Where the
  one after 'so' is another loaded person, who rolls is asked; anyone else, the post is read as typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "a helper's help: the one helped, named after 'so', rolls"

_GIVE = r"(?:gives|gave|give|lends|lent|lend|offers|offered|passes|passed|throws|threw)"
_HELP = r"(?:a\s+(?:boost|hand|leg\s+up|bonus|lift|assist)|an\s+assist|help|some\s+help|a\s+little\s+help)"
_BONUS = r"[+-]\s?\d+d?"
_LEAD = (rf"(?i)(?<![\w'’])(?P<helper>[^\W\d_][\w'’-]*)\s+{_GIVE}\s+(?P<helped>[^\W\d_][\w'’-]*)\s+"
         rf"(?:(?P<help>{_HELP})(?:\s*\(\s*(?P<bracket>{_BONUS})\s*\)|\s*,\s*(?P<said>{_BONUS})\s*,?|\s+of\s+"
         rf"(?P<of>{_BONUS}))?|(?P<bare>{_BONUS}))\s*,?\s+so\s+(?:that\s+)?(?P<again>[^\W\d_][\w'’-]*)\s+"
         rf"(?:can|could|will|would|may|might)\b")
_PRONOUNS = frozenset({"he", "she", "they"})


def helped(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The text with a helper's words blanked as the module docstring says, and where they stood; `whom`: the loaded
    names a lowercase word stands for."""
    if " so " not in text.lower():
        return text, ()
    found = re.compile(_LEAD).search(text)  # compiled for the first line with ' so ' in it
    if found is None:
        return text, ()
    helper, helped_one = whom(found.group("helper").lower()), whom(found.group("helped").lower())
    again = found.group("again").lower()
    if len(helper) != 1 or len(helped_one) != 1 or helper == helped_one:
        return text, ()
    if again not in _PRONOUNS and whom(again) != helped_one:
        if len(whom(again)) == 1:  # "gives Sable a boost so Kit can ...": who rolls can't be told
            raise PhraseError(f"Who rolls: {helped_one[0]}, who is helped, or {whom(again)[0]}? Name one.", text=text,
                              column=found.start("again") + 1, length=len(found.group("again")),
                              hint=f"e.g. '{helper[0]} gives {helped_one[0]} a boost (+1) so {helped_one[0]} can ...'.")
        return text, ()
    if found.group("help") and not (found.group("bracket") or found.group("said") or found.group("of")):
        raise PhraseError(f"What does {helper[0]}'s help add to {helped_one[0]}'s roll? Say it with the help, e.g. "
                          f"'{found.group('help')} (+1)'.", text=text, column=found.start("help") + 1,
                          length=len(found.group("help")), hint="The one helped rolls; the help's bonus is said "
                          "beside it, e.g. 'Ivo gives Dusty a boost (+1) so Dusty can ...'.")
    parts = [(found.start("helper"), found.start("helped"))]  # the helper and the giving; the one helped stays
    if found.group("help"):
        parts.append(found.span("help"))
    chars = list(text)
    for start, end in parts:
        end = start + len(text[start:end].rstrip())
        chars[start:end] = " " * (end - start)
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    return "".join(chars), tuple(Frame("helped", start, start + len(text[start:end].rstrip())) for start, end in parts)
