"""Words typed together in a hurry: a loaded name run into a word the game knows ("wrensneaks", "mirelaprowls",
"brickstares") is the two words, split where the name ends; the reading shows the split ("'wrensneaks' read as
'wren sneaks'"). A word is split only into a name someone at the table has and an action word or rules name of the
game, only when the whole is no English word, and only one way; anything else stays the word it is.
"""

from __future__ import annotations

from collections.abc import Callable

from rollmate.grammar.raw import Raw
from rollmate.rules.vocabulary import Vocabulary, per_cast

SHORTEST = 3  # the fewest letters either half may have ("ed" + "climbs" is no one climbing)
_NOT_NAME_WORDS = frozenset({"the", "a", "an", "of", "de", "von", "van", "der", "la", "le"})


@per_cast
def name_words(vocabulary: Vocabulary) -> frozenset[str]:
    """The words of the loaded names (the people of the sheets and their short names), three letters or more."""
    return frozenset(w for phrase, term in vocabulary.terms.items() if term.kind == "name"
                     for w in phrase.split(" ") if len(w) >= SHORTEST and w.isalpha() and w not in _NOT_NAME_WORDS)


def split_run_together(raws: list[Raw], vocabulary: Vocabulary, game_word: Callable[[list[Raw]], bool],
                       read_as: list[tuple[int, int, str]]) -> list[Raw]:
    """The pieces with each name run into a game word split in two (same columns); each split is added to read_as
    as (start, end, what it was read as). game_word says whether the pieces open with an action word or a rules
    name of the game ('stares down the warden')."""
    names = name_words(vocabulary)
    out: list[Raw] = []
    for k, raw in enumerate(raws):
        low = raw.low
        if raw.kind != "word" or len(low) < 2 * SHORTEST or not low.isalpha() or low in vocabulary.terms \
                or low in names:  # ("Ottilie", the first name of Ottilie Brask, is never 'Otti lie')
            out.append(raw)
            continue
        splits = [n for n in (low[:end] for end in range(1, len(low) - SHORTEST + 1)) if n in names
                  and game_word([Raw("word", raw.text[len(n):], raw.start + len(n)), *raws[k + 1 : k + 4]])]  # (the
        # names it opens with, found among its own openings rather than by trying every name)
        if len(splits) != 1 or _english(low):
            out.append(raw)
            continue
        cut = len(splits[0])
        head, tail = Raw("word", raw.text[:cut], raw.start), Raw("word", raw.text[cut:], raw.start + cut)
        read_as.append((raw.start, raw.start + len(raw.text), f"'{head.text} {tail.text}'"))
        out += [head, tail]
    return out


def _english(word: str) -> bool:
    from rollmate.rules.forms import is_english  # here: only a word that begins with someone's name asks

    return is_english(word)
