"""A set of words that also finds a word drawn out by a letter said three times or more ("Ohhh", "nooo")."""

from __future__ import annotations

from rollmate.grammar.later import Later

_DRAWN = Later(r"(\w)\1{2,}")


class DrawnOut(frozenset):
    """A set of words in which a word drawn out by a letter said three times or more ("Ohhh", "nooo", "arrrr") is
    found as the word it draws out ("oh", "no", "arr")."""

    def __contains__(self, word: object) -> bool:
        if frozenset.__contains__(self, word):
            return True
        if not isinstance(word, str) or _DRAWN.search(word) is None:
            return False
        return frozenset.__contains__(self, _DRAWN.sub(r"\1", word)) or frozenset.__contains__(
            self, _DRAWN.sub(r"\1\1", word))
