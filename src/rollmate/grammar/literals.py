"""Whether a line could hold a pattern's word: the test that spares compiling and searching a pattern it cannot match."""

from __future__ import annotations

from collections.abc import Iterable


def may_say(text: str, words: Iterable[str]) -> bool:
    """Whether one of the (lowercase) words stands in the text with no letter right before or after it, as a case-blind
    pattern's word between word boundaries or spaces does. A text in other letters than ASCII may hold one always:
    a case-blind match takes letters lower() keeps ('ſ' for 's', 'ı' for 'i')."""
    if not text.isascii():
        return True
    low = text.lower()
    for word in words:
        at = low.find(word)
        while at >= 0:
            end = at + len(word)
            if (at == 0 or not low[at - 1].isalpha()) and (end == len(low) or not low[end].isalpha()):
                return True
            at = low.find(word, at + 1)
    return False


def may_end_with(text: str, words: Iterable[str]) -> bool:
    """Whether the text, its trailing spaces aside, may end with one of the (lowercase) words, as a case-blind pattern
    anchored at its end by '(?:a|an)\\s+$' does; a text in other letters than ASCII may, always."""
    return not text.isascii() or text.rstrip().lower().endswith(tuple(words))
