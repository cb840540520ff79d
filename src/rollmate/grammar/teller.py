"""A teller's words to the audience read as the frame, not the scene: a player retelling a roll afterwards, to
friends or a forum, talks to them around it ("I kid you not, ...", "Looking back, what were ...", "Long story short:
...", "For those who don't play this game: ...", "Question for the forum: ...", "TL;DR ...").

- The words are data (teller.toml: `asides`, whole phrases). One counts where it fills a clause of its own: it opens
  the post or a sentence, or follows a comma, and a comma, colon, dash, '!', '.' or an emoji closes it (or the text
  ends).
- "For those who don't play ..." (and "for anyone who doesn't know ...", "for the non-players"): 'for', who the
  aside is for, what they don't do, up to the mark that closes the clause. A game's name in it, with its number,
  is no number of the roll.
- A sentence of the teller's own about someone of the story: a word of mourning, pity or cheering, a name and maybe
  the years they lived ("RIP Bao, 2021-2024.", "Poor Okoro.", "Classic Gristle!"): no deed, no one acted on.
- A sentence of the teller's own about the game played ("Great session all round.", "What a night!"): how it
  went ('great' is no effect there).
- Who someone is, said before a player's character's name and set off with it by commas, opening a sentence ("So our
  crew's Lurk, Vesper, cracked the safe"): the lead and the commas go, the name stays and acts.
- Each goes as blanks, its columns kept; Read as shows it as the teller's word, not used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the teller's word to the audience: not the scene"
WORDS_FILE = Path(__file__).with_name("teller.toml")

_OPENS = r"(?:^|(?<=[.!?,;:(])|(?<=[.!?,;:(]\s)|(?<=\s[-–—]\s))\s*"
_CLOSES = r"\s*(?:[,:!.;]+|\s[-–—](?=\s)|[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*:?|$)"  # (an emoji
# closes it as a mark would: "poll 🗳️ what are ...")
_FOR_THOSE = (r"for\s+(?:those|anyone|anybody|people|folks|everyone|you|the\s+ones?)\s+(?:(?:of\s+you\s+)?(?:who|that)\s+)?"
              r"(?:don'?t|doesn'?t|do\s+not|does\s+not|never|haven'?t|hasn'?t|aren'?t|isn'?t|didn'?t)\s+"
              r"[^,:!.;\n]{1,40}?|for\s+the\s+(?:non-?players|uninitiated)")  # (the new folks: audience.py's)


# A sentence of the teller's own about someone of the story: a word of mourning, pity or cheering and a name, maybe
# the years they lived ("RIP Bao, 2021-2024.", "Poor Okoro.", "Classic Gristle!", "Long live Petra"): no deed of theirs.
_MOURNING = (r"rip", r"r\.i\.p\.?", r"rest\s+in\s+peace", r"poor", r"classic", r"typical", r"bless", r"good\s+old",
             r"long\s+live", r"go", r"f\s+for")
_REMARK = (rf"(?i:{'|'.join(_MOURNING)})"
           r"\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?(?:,?\s+(?:1[5-9]|2[01])\d\d[-–](?:1[5-9]|2[01])\d\d)?"
           r"(?=\s*(?:[.!?]+|$))")


# Who someone is, said before their name and set off with it by commas, opening a sentence ("So our crew's Lurk,
# Vesper, cracked the safe", "My wife's character, Ximena, threw ..."): the teller introducing them to the audience.
_INTRODUCED = Later(r"(?:^|(?<=[.!?])\s+)(?P<lead>(?i:(?:so|and|then|well)\s+)?(?i:our|my|their|his|her|the)\s+"
               r"[\w'’-]+(?:\s+[\w'’-]+){0,3}?)\s*,\s+(?P<name>[A-Z][\w'’-]*)(?P<close>\s*,)\s+(?=[a-z])")
_WHOSE = ("our", "my", "their", "his", "her", "the")  # (one of them opens every lead: a post with none has no lead)


# A sentence of the teller's own about the game they played ("Great session all round.", "What a night!", "Such a fun
# one-shot."): how it went, never a rules value ('great' is no effect there).
_PRAISING = ("great", "good", "fun", "wild", "amazing", "awesome", "epic", "crazy", "intense", "rough", "long", "chaotic",
             "brutal", "hilarious", "solid", "weird", "tense", "cursed", "legendary")
_PRAISE = (rf"(?i:(?:what\s+an?|such\s+an?|an?|the)\s+)?(?i:{'|'.join(_PRAISING)})\s+(?i:session|game|night|evening|run|"
           r"one-shot|oneshot|campaign|table)(?:\s+(?i:all\s+round|all\s+around|tonight|last\s+night|today|yesterday|"
           r"everyone|folks|all|lol))?(?=\s*(?:[.!]+|$))")


@cache
def _asides() -> tuple[str, ...]:
    from rollmate.rules.content import word_lists  # the file kept parsed, as the games' data files are

    return word_lists(WORDS_FILE, "teller", ("asides",))["asides"]


@cache
def _first_words() -> frozenset[str]:
    """The word each aside and remark opens with, standing alone in it (an aside's first word, 'for', a word of
    mourning's letters before any mark, a word of praise): a post that says none of them has neither, and the long
    pattern is neither compiled nor tried."""
    return frozenset({*(phrase.split()[0] for phrase in _asides()), "for",
                      *(re.split(r"[^a-z]", word)[0] for word in _MOURNING), *_PRAISING})


@cache
def _pattern() -> re.Pattern[str]:
    asides = _asides()
    said = "|".join(r"\s+".join(re.escape(w) for w in phrase.split()) for phrase in sorted(asides, key=len, reverse=True))
    return re.compile(rf"{_OPENS}(?P<aside>(?i:{said}|{_FOR_THOSE})){_CLOSES}"
                      rf"|(?:^|(?<=[.!?])\s+)(?P<remark>{_REMARK}|{_PRAISE})")


# Where an aside or a remark may open (_OPENS; a remark's sentence): the text's start, right after a mark, or a mark
# and a space, and after a dash set apart by spaces.
_MAY_OPEN = re.compile(r"[.!?,;:(]\s?|(?<=\s)[-–—]\s")


def _found(text: str) -> list[re.Match[str]]:
    """What _pattern().finditer(text) finds, tried only where one may open (_MAY_OPEN): trying the long pattern at
    every column cost more than all the rest of the pass."""
    found: list[re.Match[str]] = []
    if not may_say(text, _first_words()):
        return found
    pattern = _pattern()
    opens = {0}
    for mark in _MAY_OPEN.finditer(text):
        opens.update((mark.start() + 1, mark.end()))
    for start in sorted(opens):
        if found and start < found[-1].end():
            continue
        if (match := pattern.match(text, start)) is not None:
            found.append(match)
    return found


def told_aside(text: str, players: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The post with each of the teller's asides blanked (see the module docstring), and where each stood.
    `players(word)`: the players' characters a lowercase word names."""
    found = _found(text)
    introduced = [m for m in _INTRODUCED.finditer(text) if players(m.group("name").lower())] if "," in text and \
        may_say(text, _WHOSE) else []
    if not found and not introduced:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first aside

    chars = list(text)
    frames = []
    for match in introduced:  # "So our crew's Lurk, Vesper, cracked ...": the lead and the commas go, the name stays
        for start, end in ((match.start("lead"), match.start("name")), match.span("close")):
            chars[start:end] = " " * (end - start)
        frames.append(Frame("teller", match.start("lead"), match.end("lead")))
    for match in found:
        part = "aside" if match.group("aside") is not None else "remark"
        start, end = match.start(part), match.end()
        while end > start and text[end - 1].isspace():
            end -= 1
        chars[start:end] = " " * (end - start)
        frames.append(Frame("teller", start, end))
    kept = "".join(chars)
    if not any(c.isalnum() for c in kept):
        return text, ()  # nothing but the teller's words: read as typed
    return kept, tuple(frames)
