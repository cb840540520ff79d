"""Which typed words are a feeling, not a rules word: an interjection, a shout stretched or run together ("YESSS",
"LETSGO", "lmaooo") and a keyboard mash ("asdfgh"). Said next to the dice they are the scene, never a die or a name.

Only words the game does not know reach this test, and only where the reader allows a reaction (beside the dice):
an unknown word in a rules position is still asked about.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rollmate.grammar.words import INTERJECTIONS, SHOUTS

_RUN = re.compile(r"(.)\1+")
# Laughter and its chat spellings: "hahaha", "hehe", "jajaja", "lolol", "lmaooo", "lmfaooo", "roflll", "xD", "kekw"
_LAUGH = r"(?:[hj]a){2,}h?|(?:a?ha)+|(?:he){2,}h?|lo(?:lo)+l?|lm+f?a+o+|ro+f+l+|x+d+|ke+k+w?"
# Keyboard rows, for a mash: letters struck side by side on one row ("asdfgh", "jkljkl", "qwerty")
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_KEY = {c: (r, k) for r, row in enumerate(_ROWS) for k, c in enumerate(row)}


def _collapsed(word: str) -> str:
    return _RUN.sub(r"\1", word)


_FEELINGS = frozenset(_collapsed(w) for w in INTERJECTIONS | SHOUTS)


@lru_cache(maxsize=1024)
def feeling(word: str) -> bool:
    """Whether a typed word (any case, with its '!' and '?' or not) is a feeling said aloud: an interjection or a
    shout ('yes', 'YESSS!!', 'LETSGO', 'noooo', 'lmaooo', 'hahaha') or a keyboard mash ('asdfgh'). A word of the
    dictionary stretched ('toooo', 'goood') is not one unless the listing has it."""
    low = word.lower().strip("!?.")
    if not low.isalpha():
        return False
    if low in INTERJECTIONS or low in SHOUTS or re.fullmatch(_LAUGH, low):
        return True
    squeezed = _collapsed(low)
    if squeezed != low and squeezed in _FEELINGS and not _dictionary(low):
        return True  # "yesss", "nooo", "wooo", "lmaooo", "letsgooo"
    return mash(low)


def shouted(word: str) -> bool:
    """Whether a typed word is a shout, a laugh or a keyboard mash, as no plain word is: a listed shout ('LETS',
    'hell'), a feeling stretched ('GOOO', 'yesss', 'nooo'), laughter ('hahaha', 'lmaooo') or a mash ('asdfgh'). A
    plain interjection ('nice', 'cool', 'yes') is not one: a game may know it."""
    low = word.lower().strip("!?.")
    return feeling(word) and (low in SHOUTS or _collapsed(low) != low or re.fullmatch(_LAUGH, low) is not None
                              or mash(low))


def mash(low: str) -> bool:
    """Whether a lowercase word is a keyboard mash: four letters or more, at least three of them different, struck
    on one row of the keyboard each within two keys of the one before ('asdfgh', 'jkljkl', 'sdfsdf'), and no word
    of the dictionary ('salad', 'were' and 'tower' are words)."""
    if len(low) < 4 or len(set(low)) < 3 or any(c not in _KEY for c in low):
        return False
    keys = [_KEY[c] for c in low]
    if len({row for row, _ in keys}) != 1:
        return False
    if any(abs(a[1] - b[1]) > 2 for a, b in zip(keys, keys[1:], strict=False)):
        return False
    return not _dictionary(low)


def _dictionary(low: str) -> bool:
    from rollmate.rules.forms import common_word  # here: only a word no game knows, said beside the dice, asks

    return common_word(low)
