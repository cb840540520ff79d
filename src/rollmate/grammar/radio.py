"""A post said as radio traffic: the call that opens it ("Nest to Anvil:", "Kestrel to Nest,") says who rolls, and a
report of dice ("Anvil reads nine and eight", "Magpie reports dice six and niner", "came up four and two") is their
roll, said as rolled.

- A call opens the post: CALLER 'to' CALLEE and a mark (':' or ','), each a name of one to three capitalised words
  ("Hotel-Six to Doc:"), or a caller's title, a capital and one or two words ("Base camp to Juno:"). Where just one of the two is a loaded person (by any name the table calls them, callsigns
  included), they roll: the call goes as blanks but for their name, its mark becomes a colon, so the post reads as
  "NAME: ..." at the columns typed, the other side of the call (the net, the GM's voice: "Nest", "Control") shown
  as not used; where both are, and one of them is the GM's ("Landlord to Stan:"), the other rolls. Where both
  players' characters or neither are loaded, the post is read as typed (a name nobody has is asked about where
  it stands as a roller).
- A call to everyone on the net opening the post ("Nest, all callsigns:", "Control to all units,") goes as blanks,
  shown as not used: the post is read as the rest says (who acts, by name).
- A report opening the post with its kind and its fields apart ("SITREP / Kit / grid 2-8 / ... / dice 4 2 / over",
  words.REPORT_HEADS), its first field naming one loaded person, is read as "Kit: grid 2-8. ... . dice 4 2. over":
  they roll, and each field is a sentence ('/' between two dice of a dice field stays theirs: "dice 7 / 7").
- A verb of reading dice out (words.DICE_REPORTS: "reads", "reports"), perhaps with 'dice' after it, right before a
  face said in digits or words, is read as 'rolled': the one before it rolled them, and a name nobody has there is
  asked about, as after 'rolled'. Said of a die ("adds a war die, it reads 1"), it is read as 'shows': that die's
  face. A number with a decimal point, a unit or a percentage after it is what a thing shows ("the log reading 6.2
  kn", "the gauge reading 40%"), no dice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say
from rollmate.grammar.scene_numbers import measure_word
from rollmate.grammar.words import ALL_STATIONS, DICE_REPORTS, NUMBER_WORDS, REPORT_HEADS
from rollmate.rules.lexicon import SAID_OF_SOMEONE, is_tagged

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "radio procedure: who calls whom, or what kind of report, not the roll"

_NAME = r"[A-Z][\w'’]*(?:-[\w'’]+)*(?: [A-Z][\w'’]*(?:-[\w'’]+)*){0,2}"
# (the caller may be a title of a capital and up to two words after it: "Base camp to Juno:", "Expedition leader to
# Flash:", the GM's voice), or a title and its number ("Reviewer 3 to Theo:")
_CALLER = r"[A-Z][\w'’]*(?:-[\w'’]+)*(?: [a-z][\w'’]*| \d{1,3}[A-Za-z]?){1,2}"
_CALL = rf"\s*(?P<caller>{_NAME}|{_CALLER}),? to (?:the )?\s*(?P<callee>{_NAME})\s*(?P<mark>[:,])"  # ("Director, to
# Celeste:", "DJ to the Preacher:" where one goes by "Preacher")
# Where the one the post is for is named (as relay.RolledFor): their start, and no pronoun said of them.
RolledFor = tuple[int, frozenset[str]]


@cache
def _report() -> re.Pattern[str]:
    verbs = "|".join(re.escape(v) for v in sorted(DICE_REPORTS, key=len, reverse=True))
    faces = "|".join(sorted((w for w in NUMBER_WORDS if w not in ("a", "an", "once", "twice")), key=len, reverse=True))
    return re.compile(rf"(?i)\b(?P<verb>{verbs})(?: (?:dice|die))?(?=:?\s+(?:\d|(?:{faces})\b))")


def radioed(text: str, whom: Callable[[str], tuple[str, ...]], npcs: frozenset[str] = frozenset()
            ) -> tuple[str, tuple[Frame, ...], RolledFor | None]:
    """The post with its call and its reports of dice read as the module docstring says, where the call's other side
    stood, and where the name of the one who rolls stands (or None). `whom(words)`: the loaded names lowercase words
    stand for; `npcs`: the names of those the GM plays."""
    frames: list[Frame] = []
    rolled_for = None
    if " to " in text:
        text, frames, rolled_for = _called(text, whom, npcs)
    if not frames and may_say(text, ALL_STATIONS):
        text, frames = _to_all(text)
    if rolled_for is None and "/" in text and may_say(text, REPORT_HEADS):
        text, frames, rolled_for = _reported(text, whom)
    if may_say(text, DICE_REPORTS):
        text = _report().sub(_as_rolled, text)
    return text, tuple(frames), rolled_for


def _as_rolled(found: re.Match[str]) -> str:
    said = found.group()
    measured = re.match(r":?\s+\d+(?:\.\d+|\s*(?P<unit>[^\W\d_]+|[%°]))", found.string[found.end() :])
    if measured is not None and (measured.group("unit") is None or measured.group("unit") in "%°" or measure_word(
            measured.group("unit").lower())):
        return said  # "the log reading 6.2 kn", "the gauge reading 40%": what a thing shows, no dice
    if re.search(r"(?i)\b(?:it|which|that)\s+$", found.string[: found.start()]):  # "a war die, it reads 1": its face
        shown = "showed" if said.lower().endswith("ed") else "shows" if len(said) >= len("shows") else ""
        return shown.ljust(len(said)) if shown else said
    return ("rolled" if len(said) >= len("rolled") else "rolls").ljust(len(said))


def _called(text: str, whom: Callable[[str], tuple[str, ...]], npcs: frozenset[str]
            ) -> tuple[str, list[Frame], RolledFor | None]:
    found = re.match(_CALL, text)
    if found is None:
        return text, [], None
    caller = found.group("caller").split()
    if any(word.islower() for word in caller) and (whom(caller[0].lower()) or any(
            is_tagged(word, SAID_OF_SOMEONE) for word in caller[1:])):
        return text, [], None  # ("Vex runs to Dex, ...": someone going to someone, no call)
    sides = [side for side in ("caller", "callee") if len(set(_named(found.group(side), whom))) == 1]
    if len(sides) == 2:  # "Landlord to Stan:": one the GM plays calls a player's character, who rolls
        sides = [side for side in sides if not set(_named(found.group(side), whom)) <= npcs]
    if len(sides) != 1:
        return text, [], None
    from rollmate.grammar.marks import Frame  # built by the first call read

    start, end = found.span(sides[0])
    mark = found.start("mark")
    chars = list(text)
    for k in (*range(0, start), *range(end, mark)):
        chars[k] = " "
    chars[mark] = ":"
    other = "callee" if sides[0] == "caller" else "caller"
    return "".join(chars), [Frame("radio", *found.span(other))], (start, frozenset())


def _named(said: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, ...]:
    """The loaded names a side of a call stands for, hyphens and all ("Two-Stroke", an aka the table reads as
    'two stroke')."""
    return whom(said.lower()) or whom(said.lower().replace("-", " "))


_DICE_WORDS = frozenset({"dice", "die", "roll", "rolled", "rolls", "faces"})


def _reported(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, list[Frame], RolledFor | None]:
    """'SITREP / Kit / grid 2-8 / ... / dice 4 2 / over': read as 'Kit: grid 2-8. ... . dice 4 2. over'."""
    heads = "|".join(re.escape(h) for h in sorted(REPORT_HEADS, key=len, reverse=True))
    found = re.match(rf"(?i)\s*(?:{heads})\s*(?P<sep>//?|\|)\s*", text)
    if found is None:
        return text, [], None
    sep = found.group("sep")
    pieces: list[tuple[int, int]] = []  # each field's start and end
    start = found.end()
    for k in (m.start() for m in re.finditer(re.escape(sep) + ("" if sep != "/" else "(?!/)"), text)):
        if k < start or sep == "/" and (text[k - 1 : k] == "/"):
            continue
        field = text[start:k].strip().lower()
        if field.split(" ", 1)[0].rstrip(":") in _DICE_WORDS and text[k + 1 :].lstrip()[:1].isdigit():
            continue  # "dice 7 / 7": the dice, said apart
        pieces.append((start, k))
        start = k + len(sep)
    pieces.append((start, len(text)))
    first = text[pieces[0][0] : pieces[0][1]]
    if len(pieces) < 2 or len(set(whom(first.strip().lower()))) != 1:
        return text, [], None
    from rollmate.grammar.marks import Frame  # built by the first report read

    chars = list(text)
    chars[: pieces[0][0]] = " " * pieces[0][0]
    for n, (_, end) in enumerate(pieces[:-1]):
        chars[end : end + len(sep)] = (":" if n == 0 else ".").ljust(len(sep))
    name = pieces[0][0] + len(first) - len(first.lstrip())
    head = text[: found.end()].strip(" /|")
    frames = [Frame("radio", text.index(head), text.index(head) + len(head))] if head else []
    return "".join(chars), frames, (name, frozenset())


def _to_all(text: str) -> tuple[str, list[Frame]]:
    """'Nest, all callsigns:' / 'Control to all units,': a call to everyone on the net opening the post, who speaks
    to whom and no one who acts: it goes as blanks."""
    everyone = "|".join(re.escape(w) for w in sorted(ALL_STATIONS, key=len, reverse=True))
    found = re.match(rf"\s*(?:{_NAME})(?:,| to) all (?:{everyone})\s*[:,.]", text)
    if found is None:
        return text, []
    from rollmate.grammar.marks import Frame  # built by the first call read

    start = len(found.group()) - len(found.group().lstrip())
    return " " * found.end() + text[found.end() :], [Frame("radio", start, found.end() - 1)]
