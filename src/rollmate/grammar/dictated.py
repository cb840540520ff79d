"""A post typed by a phone's voice typing, read with its punctuation: the phone left the marks as the words said for
them ("Lefty skirmishes comma desperate full stop rolled 6 and 2", "dice open bracket six comma five close
bracket"), and wrote some numbers among the dice as words that sound like them ("she rolled to and for").

- A post is dictated where it says a mark by a word English has for nothing else ('comma', 'full stop', 'question
  mark', 'new line', 'open bracket', ...; dictated.toml). Only then are 'period' and 'colon' marks too, and never
  after a word that makes them a noun ("the colon", "a trial period").
- Each mark's words, with the space before them, become the mark close after the word before, and spaces: the post
  keeps its length, so every column (and a refusal's caret) stays where the player's words are. An opening bracket
  goes close before the word after it. A mark said where one stands already is only blanked.
- Among the dice of a dictated post, a word that sounds like a number ('to', 'for', 'won', 'ate') is that number,
  in a run of two numbers or more after a word of the dice ('rolled', 'got', 'dice'), joined by 'and', commas or
  spaces: "she rolled to and for" is 2 and 4; "rolled for the guard" stays as said.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from rollmate.grammar.later import Later, alternation
from rollmate.grammar.words import NUMBER_WORDS

WORDS_FILE = Path(__file__).with_name("dictated.toml")
_MARKS = {"comma": ",", "stop": ".", "question": "?", "exclamation": "!", "colon": ":", "semicolon": ";",
          "opening": "(", "closing": ")"}
_KEYS = (*_MARKS, "shared", "nouns_before", "two", "four", "one", "eight", "dice_words")
_NUMBERS = {"two": "2", "four": "4", "one": "1", "eight": "8"}
# The first words of the marks' words that only dictation leaves in a post, looked for before any pattern is made.
_SIGNS = ("comma", "full stop", "full-stop", "fullstop", "question mark", "exclamation", "new line", "newline",
          "new paragraph", "next line", "bracket", "paren", "semicolon", "semi colon", "semi-colon")



@cache
def _table() -> tuple[dict[str, str], frozenset[str], frozenset[str], dict[str, str], Later, Later]:
    """The mark each word stands for, the words shared with English, the words that make them nouns, the numbers
    misheard, and the patterns of a mark's words and of a run of dice."""
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "dictated", _KEYS)
    marks = {" ".join(w.split()): _MARKS[key] for key in _MARKS for w in data[key]}
    misheard = {w: _NUMBERS[key] for key in _NUMBERS for w in data[key]}
    said = Later(rf"(?i)(?P<gap>\s*)(?<![\w'’-])(?P<said>{alternation(marks)})(?![\w'’-])(?P<after>\s*)")
    item = rf"(?:\d+|{alternation({*NUMBER_WORDS} - {'a', 'an', 'once', 'twice', 'thrice'} | set(misheard))})(?![\w'’])"
    joined = r"(?:\s*(?:,|\band\b|&)\s*|\s+)(?:(?:a|an)\s+)?"
    run = Later(rf"(?i)(?<![\w'’])(?:{alternation(data['dice_words'])})\s+(?:(?:a|an)\s+)?(?P<run>{item}(?:{joined}{item})+)")
    return marks, frozenset(data["shared"]), frozenset(data["nouns_before"]), misheard, said, run


def dictated(text: str) -> str:
    """The post with the marks a phone wrote as words put as marks, and the numbers it misheard among the dice as
    digits, at the same length (see the module docstring); a post that says no mark by a word is returned as it is."""
    low = text.lower()
    if not any(sign in low for sign in _SIGNS):
        return text
    marks, shared, nouns_before, misheard, said, run = _table()
    found = list(said.finditer(text))
    if not any(" ".join(m.group("said").lower().split()) not in shared for m in found):
        return text
    chars = list(text)
    for m in found:
        words = " ".join(m.group("said").lower().split())
        before = re.findall(r"[\w'’]+", text[: m.start("said")].lower())
        if words in shared and before and before[-1] in nouns_before:
            continue  # "the colon", "a trial period": the word's own sense
        mark = marks[words]
        if mark == "(":
            start, end = m.start("said"), m.end("after")
            chars[start:end] = " " * (end - start - 1) + "("
            continue
        start, end = m.start("gap"), m.end("said")
        placed = "".join(chars[:start]).rstrip()
        if not placed or placed[-1] in ".,;:!?(":
            chars[start:end] = " " * (end - start)  # at the post's start, or after a mark: nothing to add
        else:
            chars[start:end] = mark + " " * (end - start - 1)
    out = "".join(chars)
    for m in run.finditer(out):
        for word in re.finditer(r"[A-Za-z]+", m.group("run")):
            number = misheard.get(word.group().lower())
            if number is not None:
                at = m.start("run") + word.start()
                out = out[:at] + number.ljust(len(word.group())) + out[at + len(word.group()) :]
    return out
