"""A table kept as text, a "key rest" line each, sorted by key: a lookup is a binary search over the text itself.

Reading such a table (the lexicon, the forms index) is reading one file: no dict of its thousands of keys is built
to start.
"""

from __future__ import annotations


def find(text: str, key: str) -> str | None:
    """The rest of the line that starts with `key` and a space, or None when no line does."""
    low, high = 0, len(text)  # both at the start of a line
    while low < high:
        start = text.rfind("\n", 0, (low + high) // 2) + 1  # the start of the line holding the middle
        end = text.index("\n", start)
        here, _, rest = text[start:end].partition(" ")
        if here == key:
            return rest
        if here < key:
            low = end + 1
        else:
            high = start
    return None
