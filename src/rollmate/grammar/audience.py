"""A game played on a live stream: the streamer's talk to the audience read as the scene, never a person, a name, a
rules value or a die. The words are data (audience.toml); the forms are read here.

- The audience spoken to ('chat', 'folks', "y'all"): opening a clause before a mark, a pronoun or an order ('chat,
  ...', 'chat: F', 'chat he's got 5 stress', 'CHAT CLIP IT'), or closing one ('SNAKE EYES CHAT.', '... right now
  chat, ...', '1 die left chat...'). After 'to', a modal, a pronoun or a determiner it is the verb or the noun ('stops
  to chat.', 'a quick chat.'). A loaded name is never one.
- The audience's own say: 'chat says she sounds like a tourist', 'chat voted 2 to 1 for violence', 'chat is 3-0 on
  her dying': the audience and a verb of saying or voting, to the clause's end.
- An aside said for newcomers: 'for the new folks', 'for those just joining', 'for anyone just joining': the words
  only; what they are said of is read as typed.
- A shout-out: thanks for what the audience gave, with its count and the giver's handle ('thanks for the 25 bits
  Quill!', 'thanks for the tier 3 sub Mossback!!', 'thanks for the follow, Lumen!', '300 bits from Vexel thank
  you!!'), to the handle.
- The stream's counters said with their number ('hype train level 4', 'level 3 sub hype', 'the 1000-follower goal').
- A countdown before the dice ('3... 2... 1...'): each number closed by an ellipsis, counting down to 1.
- A score given as praise ('10/10 vibes', '10 out of 10', '11/10'): out of ten, ten or more or none.
Each goes as blanks and stands in the reading as not used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from rollmate.grammar.later import Later
from rollmate.grammar.words import CLAUSE_SUBJECTS, DETERMINERS, MODALS, PREPOSITIONS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the stream's talk to its audience: the scene, not the roll"

WORDS_FILE = Path(__file__).with_name("audience.toml")
_KEYS = ("addressed", "joining", "joining_determiners", "gifts", "gift_counts", "thanks", "counters", "says", "bots")


class Audience(NamedTuple):
    addressed: frozenset[str]  # what the streamer calls the audience
    joining: tuple[str, ...]  # whom an aside is said for, after 'for', longest first
    joining_determiners: frozenset[str]  # words before them ('the', 'those', 'anyone')
    gifts: frozenset[str]  # what the audience gives the stream
    gift_counts: frozenset[str]  # words a gift's count is said with
    thanks: frozenset[str]  # words that open a shout-out
    counters: frozenset[str]  # the stream's own counters
    says: frozenset[str]  # verbs of the audience's own say
    bots: frozenset[str]  # the stream's bots, as a chat log names them


@cache
def audience() -> Audience:
    """The table, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "audience", _KEYS)
    return Audience(**{key: tuple(sorted(data[key], key=len, reverse=True)) if key == "joining"
                       else frozenset(data[key]) for key in _KEYS})


def bot(low: str) -> bool:
    """Whether a lowercase chat handle is a bot of the stream ('nightbot', 'streamelements')."""
    return low in audience().bots or low.endswith("bot")


def addressed(low: str) -> bool:
    """Whether a lowercase word is what a streamer calls the audience ('chat', 'folks', "y'all")."""
    return low in audience().addressed


_WORD = r"[^\W\d_][\w'’-]*"
_WORD_ALONE = Later(_WORD)
_PIECES = Later(rf"{_WORD}|\d+|[^\w\s]+")  # a post's words, numbers and marks
_ELLIPSIS = r"(?:\.{2,}|…)"
# Words after the audience's name that make it a verb or a noun of the story, not the audience spoken to.
_PARTICLES = frozenset({"up", "out", "off", "down", "over", "in", "on", "with", "about", "away", "back", "to", "for",
                        "and", "or", "of", "at"})
# Words after an order to the audience ("CHAT CLIP IT", "chat count with me", "chat look at this").
_ORDERED = frozenset({"it", "that", "this", "with", "me", "us", "at", "along", "out", "up", "down"})
_NOT_BEFORE = DETERMINERS | MODALS | frozenset({"to", "i", "we", "you", "they", "he", "she", "and", "or", "quick",
                                                "little", "long", "short", "good", "nice"})


def streamed(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The text with the stream's talk blanked as the module docstring says, and where each piece stood; `whom`: the
    loaded names a lowercase word stands for (a loaded name is never the audience)."""
    if len(text.split()) < 2:
        return text, ()  # "chat" alone is what is done ("chat up the guard"): nothing is said to anyone
    low = text.lower()
    said = audience()
    if not any(map(low.__contains__, said.addressed)) and "for" not in low and "..." not in low and "…" not in low \
            and "/10" not in low and "out of" not in low and not any(map(low.__contains__, said.counters)):
        return text, ()
    parts: list[tuple[int, int]] = []
    parts += _said_by_them(text, whom)
    parts += _spoken_to(text, whom, parts)
    parts += _for_newcomers(text)
    parts += _shout_outs(text)
    parts += _counters(text)
    parts += _countdowns(text)
    parts += _praise(text)
    if not parts:
        return text, ()
    merged: list[tuple[int, int]] = []
    for start, end in sorted(parts):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    chars = list(text)
    for start, end in merged:
        chars[start:end] = " " * (end - start)
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    return "".join(chars), tuple(Frame("stream", start, end) for start, end in merged)


def _words(text: str) -> list[re.Match[str]]:
    return list(_PIECES.finditer(text))


def _is_word(m: re.Match[str]) -> bool:
    return _WORD_ALONE.fullmatch(m.group()) is not None


def _theirs(m: re.Match[str], whom: Callable[[str], tuple[str, ...]]) -> bool:
    """Whether a piece is the audience's name and no loaded one."""
    return _is_word(m) and addressed(m.group().lower()) and not whom(m.group().lower())


def _said_by_them(text: str, whom: Callable[[str], tuple[str, ...]]) -> list[tuple[int, int]]:
    """'chat says she sounds like a tourist', 'chat voted 2 to 1 for violence', 'chat is 3-0 on her dying': the
    audience, opening a clause, and a verb of their say, to the clause's end."""
    pieces = _words(text)
    found = []
    for k, m in enumerate(pieces[:-1]):
        if not _theirs(m, whom) or not (_opens(pieces, k) or pieces[k - 1].group().isdigit()) \
                or pieces[k + 1].group().lower() not in audience().says:  # ("6 6 chat is 3-0 on ...": after the dice)
            continue
        if pieces[k + 1].group().lower() == "is" and not (k + 2 < len(pieces) and re.fullmatch(
                r"\d+\s*[-–]\s*\d+", text[pieces[k + 2].start() :].split(" ", 1)[0].rstrip(".,!?"))):
            continue  # "chat is 3-0 on ...": a score; "chat is ..." otherwise may be anything
        end = len(text)
        for after in pieces[k + 2 :]:
            if after.group()[0] in ".;!?:" or after.group().startswith(","):
                end = after.start()
                break
        found.append((m.start(), end))
    return found


def _opens(pieces: list[re.Match[str]], k: int) -> bool:
    """Whether pieces[k] opens a clause: first, or after a mark."""
    return k == 0 or not _is_word(pieces[k - 1]) and not pieces[k - 1].group().isdigit() \
        or pieces[k - 1].group().lower() in ("ok", "okay", "so", "and", "but", "yes", "well", "alright", "now")


def _spoken_to(text: str, whom: Callable[[str], tuple[str, ...]], taken: list[tuple[int, int]]
               ) -> list[tuple[int, int]]:
    """The audience spoken to, as the module docstring says."""
    from rollmate.rules.lexicon import word_classes

    pieces = _words(text)
    found = []
    for k, m in enumerate(pieces):
        if not _theirs(m, whom) or any(s <= m.start() < e for s, e in taken):
            continue
        nxt = pieces[k + 1] if k + 1 < len(pieces) else None
        closes = nxt is None or not _is_word(nxt) and not nxt.group().isdigit() and nxt.group()[0] in ",.!?:;…-—–)"
        before = [p.group().lower() for p in pieces[max(k - 2, 0) : k]]
        if closes and not any(b in _NOT_BEFORE for b in before[-1:]) and not (
                len(before) == 2 and before[0] in DETERMINERS and _is_word(pieces[k - 1])) and not (
                nxt is not None and nxt.group()[0] == ":" and not _opens(pieces, k)):  # "TEAMWORK chat:": a label
            opening = _opens(pieces, k) and nxt is not None and nxt.group()[0] in ",:"
            found.append((m.start(), nxt.start() + 1 if opening else m.end()))  # "chat, ...", "chat: F" (its mark
            continue  # too, as a greeting's), "SNAKE EYES CHAT.", "right now chat,"
        if not _opens(pieces, k) and not (k and pieces[k - 1].group().isdigit()):
            if k and _is_word(pieces[k - 1]) and nxt is not None and nxt.group().lower() in CLAUSE_SUBJECTS \
                    and pieces[k - 1].group().lower() not in _NOT_BEFORE:
                found.append(m.span())  # "..., chat he's got 5 stress", "1 die left chat that's ..."
            continue
        if nxt is not None and _is_word(nxt):
            word = nxt.group().lower()
            if word in CLAUSE_SUBJECTS or word in ("the", "this", "that", "it"):
                found.append(m.span())  # "chat he's got ...", "chat the Inspector is ..."
            elif word not in _PARTICLES and "VERB" in word_classes(word) and (
                    k + 2 >= len(pieces) or pieces[k + 2].group().lower() in _ORDERED):
                end = next((p.start() + (p.group()[0] == ":") for p in pieces[k + 2 :] if not _is_word(p)), len(text))
                found.append((m.start(), end))  # "CHAT CLIP IT", "chat count with me:": an order to the audience
    return found


@cache
def _newcomers() -> re.Pattern[str]:
    said = audience()
    who = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in said.joining)
    determiners = "|".join(re.escape(w) for w in sorted(said.joining_determiners, key=len, reverse=True))
    return re.compile(rf"(?i)(?<![\w'’])for\s+(?:(?:{determiners})\s+)?(?:{who})(?![\w'’])(?!\s+[a-z])"
                      rf"(?P<mark>\s*[:,](?=\s))?")  # ("for the new tripod": 'new' says what the tripod is)


def _for_newcomers(text: str) -> list[tuple[int, int]]:
    """'for the new folks', 'for those just joining', 'for anyone just joining': the aside's words."""
    found = []
    for m in _newcomers().finditer(text):
        opens = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1] in ".!?"
        found.append((m.start(), m.end() if opens else m.end() - len(m.group("mark") or "")))  # its mark too, where
    return found  # it opens a sentence


@cache
def _shout_out_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    said = audience()
    thanks = "|".join(re.escape(w) for w in sorted(said.thanks, key=len, reverse=True))
    gifts = "|".join(re.escape(w) for w in sorted(said.gifts, key=len, reverse=True))
    counts = "|".join(re.escape(w) for w in sorted(said.gift_counts, key=len, reverse=True))
    count = rf"(?:(?:a|an|the|\d+(?:-(?:{counts}))?|(?:{counts})\s*\d+)\s+)"
    gift = rf"{count}*(?:(?:{gifts})\s+)*(?:{gifts})(?:\s+of\s+(?:{gifts}))?"
    handle = r"(?:\s*,?\s*@?(?!(?:and|but|so|then|he|she|they|it)\b)[^\W\d_][\w'’-]*(?=\s*[!.?,;:]|\s*$))?"
    return (re.compile(rf"(?i)(?<![\w'’])(?:{thanks})(?:\s+(?:you|so\s+much|a\s+lot))?\s+(?:for|to)\s+(?:the\s+)?"
                       rf"{gift}{handle}"),
            re.compile(rf"(?i)(?<![\w'’])\d+\s+(?:{gifts})\s+from\s+@?[^\W\d_][\w'’-]*"
                       r"(?:\s*,?\s*(?:thank\s+you|thanks|ty)\w*)?"))


def _shout_outs(text: str) -> list[tuple[int, int]]:
    """'thanks for the 25 bits Quill!', 'thanks for the follow, Lumen!', '300 bits from Vexel thank you!!'."""
    thanked, given = _shout_out_patterns()
    return [m.span() for m in thanked.finditer(text)] + [m.span() for m in given.finditer(text)]


@cache
def _counter_patterns() -> tuple[re.Pattern[str], ...]:
    counters = "|".join(re.escape(w) for w in sorted(audience().counters, key=len, reverse=True))
    run = rf"(?:{counters})(?:[\s-]+(?:{counters}))*"
    return (re.compile(rf"(?i)(?<![\w'’-])(?=(?:hype|goal))(?:{run})\s+(?:level\s+|lvl\s+)?\d+(?![\w'’])"),
            re.compile(rf"(?i)(?<![\w'’-])(?:level|lvl)\s+\d+\s+{run}(?![\w'’])"),
            re.compile(rf"(?i)(?<![\w'’-])\d+[-\s]?(?:{run})[\s-]+goal(?![\w'’])"))


def _counters(text: str) -> list[tuple[int, int]]:
    """'hype train level 4', 'level 3 sub hype', 'the 1000-follower goal'."""
    return [m.span() for pattern in _counter_patterns() for m in pattern.finditer(text)
            if re.search(r"(?i)hype|goal", m.group())]


def _countdowns(text: str) -> list[tuple[int, int]]:
    """'3... 2... 1...': numbers each closed by an ellipsis, counting down by one to 1."""
    found = []
    for m in re.finditer(rf"(?<![\w.])(?:\d+\s*{_ELLIPSIS}\s*){{3,}}", text):
        said = [int(n) for n in re.findall(r"\d+", m.group())]
        if said[-1] == 1 and all(a - b == 1 for a, b in zip(said, said[1:], strict=False)):
            found.append((m.start(), m.start() + len(m.group().rstrip())))
    return found


def _praise(text: str) -> list[tuple[int, int]]:
    """'10/10 vibes', '11/10 kick', '10 out of 10': a score out of ten, of ten or more or of none, with what it praises
    after it when written with a slash ('-> 10/10!!' is two dice of ten)."""
    found = []
    for m in re.finditer(r"(?i)(?<![\w/.])(\d+)\s*(/|out\s+of)\s*10(?![\w/.])(?:\s+(?P<what>[^\W\d_][\w'’-]*))?", text):
        what = (m.group("what") or "").lower()
        if not (int(m.group(1)) >= 10 or int(m.group(1)) == 0):
            continue
        if m.group(2) != "/":
            found.append((m.start(), m.start("what") if what else m.end()))  # "10 out of 10"
            found[-1] = (m.start(), m.start() + len(text[m.start() : found[-1][1]].rstrip()))
        elif what and what not in PREPOSITIONS and what not in ("and", "or", "so", "but", "then"):
            found.append(m.span())  # "10/10 vibes"
    return found
