"""A bettor's numbers in a post, read as the frame, never a die nor a rules value: prices ('at 5/1', '100/1 shot',
'2/1 against', '1/4 on', 'drifted from 7/2 to 6/1', 'I make it 11/10'), lines ('over/under 10.5', 'the spread is 7.5
to 9.5 million'), stakes ('5 units') and a form guide ('last three rolls: W L W').

- A price is N/M (or a number with a decimal point) with a word of price right before it ('at', 'to', 'from', 'I
  make it') or right after it ('shot', 'against', 'in my book', 'fav'), which go with it, as does how it moved
  ('drifted from', 'drifting out'); 'on' after it only where a name or the end of
  the clause follows ('2/1 on Bertrand', 'a lock at 1/4 on:'), never 'on the dice'; never right after a word that
  says the dice ('rolled 4/5 against the guard'). In a sentence that names a price
  ('Price on him ... was 1/3', 'the spread is 7.5 ...'), one after 'is', 'was' or a comma is one too.
- A price said in words ('Evens he bottles it', 'odds-on') is one too; a price heading its sentence goes with its
  colon ('100/1 shot: Sunny punches ...'), and a tip ending in a price and a colon before a player's character goes
  whole ('Nap of the day, steward's a lock at 1/5 on: Dessa sweet-talks ...').
- A line is a number with a decimal point after a line's word ('over/under 10.5', 'o/u 7.5'); a stake is a count of
  units ('stake 2 units').
- A form guide is the letters of earlier results (W, L, D, P, F, U) after what it counts and a colon ('last three
  rolls: W L W', 'form: W-W-L').
The words are data (priced.toml). Each goes as blanks, its columns kept; Read as shows it as not used. A bare N/M
with no word of price around it ('rolled 6/2') is left to the reader, as are dice said anywhere, and so is all of it
where it would hold every number of the post (they may be its dice: asked, never rolled in their place).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.blanks import blanked
from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTES = {
    "price": "a bettor's price, line or stake: no die, and not the scene",
    "form": "a form guide: how earlier runs went, not this roll",
}

WORDS_FILE = Path(__file__).with_name("priced.toml")
_KEYS = ("heads", "tails", "moves", "alone", "rolled", "nouns", "lines", "stakes", "form", "form_nouns")
_NUMBER = r"(?<![\w/.§$£€#])(?:\d{1,3}/\d{1,3}|\d{1,4}\.\d{1,2})(?![\w/]|\.\d)"
_MOST_FACE = 20  # no die rolled here shows more
_DICE_TAILS = frozenset({"against", "on"})  # words said after dice as well as after a price ("4/5 against the guard")
_SENTENCE_END = Later(r"[.!?\n](?!\d)")


def _words() -> dict[str, tuple[str, ...]]:
    from rollmate.rules.content import word_lists

    return word_lists(WORDS_FILE, "priced", _KEYS)


def _any(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    """The price's head and tail, a sentence's noun of price, a line, a stake and a form guide, built from the data."""
    w = _words()
    head = re.compile(rf"(?i)(?:^|(?<=[\s(]))(?:(?P<move>(?:{_any(w['moves'])})\s+)?(?:{_any(w['heads'])}))\s*$")
    tail = re.compile(rf"^\s*(?i:{_any(w['tails'])}|{_any(w['moves'])})(?![\w'’-])"
                      r"|^\s*(?i:on)(?=\s*(?:[,.;:!?)]|$|\s[A-Z]))")  # ('2/1 on Bertrand', never 'on the dice')
    noun = re.compile(rf"(?i)(?<![\w'’])(?:{_any(w['nouns'])})(?![\w'’])")
    line = re.compile(rf"(?i)(?<![\w/])(?:{_any(w['lines'])})\s*$")
    stake = re.compile(rf"(?i)(?<![\w.,])\d{{1,4}}(?:\.\d{{1,2}})?\s*(?:{_any(w['stakes'])})(?![\w'’])")
    alone = re.compile(rf"(?i)(?<![\w'’-])(?:{_any(w['alone'])})(?![\w'’-])")
    rolled = re.compile(rf"(?i)(?:(?<![\w'’])(?:{_any(w['rolled'])})|:)\s*$")
    letters = "".join(w["form"]).upper()
    form = re.compile(rf"(?i:(?:\blast\s+(?:\w+\s+)?)?(?<![\w'’])(?:{_any(w['form_nouns'])})\s*:?\s*)"
                      rf"(?<![\w'’])[{letters}](?:(?:\s*[-/]?\s*)[{letters}]){{1,9}}(?![\w'’])")
    return head, tail, noun, line, stake, form, alone, rolled


@cache
def _first_words() -> tuple[frozenset[str], ...]:
    """The first word of each stake's, price-in-words' and form guide's word: what a post must say for each to be read."""
    w = _words()
    return tuple(frozenset(word.split()[0] for word in w[key]) for key in ("stakes", "alone", "form_nouns"))


def priced(text: str, players: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The post with a bettor's numbers blanked (see the module docstring), and where each stood; `players(word)`:
    the players' characters a lowercase word names."""
    numbers = list(re.finditer(_NUMBER, text)) if "/" in text or "." in text else []
    staked, said, formed = (may_say(text, words) for words in _first_words())
    if not (numbers or staked or said or formed):
        return text, ()
    head, tail, noun, line, stake, form, alone, rolled = _patterns()
    spans: list[tuple[int, int, str]] = []
    for m in numbers:
        before, after = text[: m.start()], text[m.end() :]
        sentence = before[_sentence_start(before) :]
        if rolled.search(before):
            continue  # "rolled 4/5 against the guard": the dice as typed
        headed, tailed, lined = head.search(before), tail.search(after), line.search(before)
        if "." in m.group() and not noun.search(sentence):
            headed = None  # ("at 10.30", "to 2.5 metres": a decimal after 'at' is a price only where a price is told of)
        if headed or tailed or lined or (
                noun.search(sentence) and re.search(r"(?i)(?:\bis|\bwas|['’]s|,)\s*$", before)):
            start = headed.start("move") if headed is not None and headed.group("move") else \
                lined.start() if lined is not None else m.start()  # "over/under 10.5": the line's word too
            weak = not headed and not lined and tailed is not None and tailed.group().split()[0].lower() in _DICE_TAILS
            spans.append((start, m.end() + (tailed.end() if tailed is not None else 0), "price?" if weak else "price"))
            # (its words too)
    spans += [(m.start(), m.end(), "price") for m in stake.finditer(text)] if staked else []
    spans += [(m.start(), m.end(), "price") for m in alone.finditer(text)] if said else []
    spans += [(m.start(), m.end(), "form") for m in form.finditer(text)] if formed else []
    if spans and not re.search(r"\d", blanked(text, spans)):  # ("Ripper kicks the door in, 4/5 against the
        # guard"): a price known only by a word dice are said before too, its numbers faces, holds the only numbers of
        # the post: they may be its dice, and the reader asks, never a roll of rollmate's own in their place
        spans = [(s, e, p) for s, e, p in spans if p != "price?" or not _faces(text[s:e])]
    spans = [(s, e, "price" if p == "price?" else p) for s, e, p in spans]
    if not spans:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post that has one

    merged: list[list[int | str]] = []
    for start, end, part in sorted(spans):
        if merged and start <= int(merged[-1][1]):  # "9/2 drifting out to 6/1": one price moving, one span
            merged[-1][1] = max(int(merged[-1][1]), end)
            continue
        merged.append([start, end, part])
    chars = list(text)
    kept: list[Frame] = []
    for start, end, part in ((int(s), int(e), str(p)) for s, e, p in merged):
        if re.match(r"[ \t]*:", text[end:]):
            opened = _sentence_start(text[:start])
            named = re.match(r"[ \t]*:\s*([^\W\d_][\w'’-]*)", text[end:])
            if not text[opened:start].strip():
                end = text.index(":", end) + 1  # "100/1 shot: Sunny punches ...": the price heads the post, its colon too
            elif named is not None and players(named.group(1).lower()):
                start, end = opened, text.index(":", end) + 1  # "Nap of the day, steward's a lock at 1/5 on: Dessa
                # sweet-talks ...": the tip, up to its colon, before the character who acts
        chars[start:end] = " " * (end - start)
        kept.append(Frame(part, start, end))
    return "".join(chars), tuple(kept)


def _sentence_start(before: str) -> int:
    """Where the sentence that `before` ends in opens."""
    ends = list(_SENTENCE_END.finditer(before))
    return ends[-1].end() if ends else 0


def _faces(said: str) -> bool:
    """Whether every number of a price could be a face of a die ('4/5 against'; not '100/1 shot', '10.5')."""
    numbers = re.findall(r"\d+(?:\.\d+)?", said)
    return bool(numbers) and all(n.isdigit() and int(n) <= _MOST_FACE for n in numbers)

