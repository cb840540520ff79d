"""English words' parts of speech, as lemminflect's dictionary gives them, kept as a table made at build time.

Reading a phrase asks a few questions of the dictionary about words the games do not know: is it a common English
word (a name that is also one is a name only where a name stands), can it be an adjective or an adverb, is it a verb
said of someone ('tries', 'ran'), a noun's plural, a past participle not ending in -ed. lemminflect answers them
from its dictionary, but importing it loads numpy and reading its dictionary takes a tenth of a second or more; so
`python -m rollmate.rules.lexicon` asks lemminflect once, through its public functions, about every word of
simplemma's English dictionary and more (see built()), and writes the answers to rules/data/lexicon.txt: a
line a word, sorted, "word tags". The tags are the parts of speech (a ADJ, r ADV, x AUX, n NOUN, v VERB) and what the
word is besides (S a verb's inflected form, said of someone; P a noun's plural; D a verb's past participle that does
not end in -ed and is no noun). A word the table lacks is not in lemminflect's dictionary, or is one of the rarer
words it holds that no word list here reaches ('aethiology', 'bruskly', 'silvan': about 2,300 of its 63,900).

A lookup is a binary search over the file mapped into memory: no dict of sixty thousand words is built to start,
nor a copy of its text read.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

from rollmate.rules.sorted_lines import Table, find, opened

LEXICON = Path(__file__).parent / "data" / "lexicon.txt"

_CLASSES = {"a": "ADJ", "r": "ADV", "x": "AUX", "n": "NOUN", "v": "VERB"}
SAID_OF_SOMEONE = "S"  # a verb's or an auxiliary's inflected form: 'tries', 'ran', 'is', 'has'
PLURAL = "P"  # a noun's plural: 'guards', 'players' (not 'jones')
PARTICIPLE = "D"  # a verb's past participle not ending in -ed, and no noun: 'stolen', 'torn', 'kept' (not 'shot')


@cache
def _table() -> tuple[Table, int]:
    """The table's file, mapped into memory, and where its lines start (after the first, which names the libraries
    it was made with)."""
    table = opened(LEXICON)
    return table, table.find(b"\n") + 1


@lru_cache(maxsize=8192)
def tags(word: str) -> str | None:
    """The tags of a lowercase word ("sneaks" -> "nvS"), or None for a word the dictionary lacks."""
    table, start = _table()
    return find(table, word, start)


def word_classes(word: str) -> frozenset[str]:
    """The parts of speech the dictionary gives a lowercase word ("sunny" -> ADJ; none for a word it lacks)."""
    return frozenset(_CLASSES[tag] for tag in tags(word) or "" if tag in _CLASSES)


def is_tagged(word: str, tag: str) -> bool:
    """Whether the dictionary gives a lowercase word a tag besides its parts of speech (SAID_OF_SOMEONE, PLURAL,
    PARTICIPLE)."""
    return tag in (tags(word) or "")


# Words simplemma's dictionary lacks because none is a form of another: the personal pronouns.
_PRONOUNS = ("i me my mine myself you your yours yourself yourselves he him his himself she her hers herself it its "
             "itself we us our ours ourselves they them their theirs themselves")
# Words made of a dictionary word and one of these are asked about too ('unused', 'non-empty', 'sneakily').
_PREFIXES = ("un", "non", "non-", "re", "re-", "over", "over-", "under", "out", "mis", "dis", "in", "im", "self-",
             "counter", "anti", "pre", "co", "sub", "super", "inter", "semi", "mid", "mid-")
_SUFFIXES = ("ly", "ness", "er", "ers", "ism", "ist", "able", "less", "ful", "ity", "ation", "ment")


def built() -> str:
    """The table's text, made by asking lemminflect about every word of simplemma's English dictionary, the
    personal pronouns, every form of their lemmas, and the same for the words made of one of them and a common prefix
    or suffix (its first line names the library versions it was made with)."""
    from importlib.metadata import version

    from lemminflect import getAllLemmas
    from simplemma.strategies import DefaultDictionaryFactory

    said = {w.lower() for pair in DefaultDictionaryFactory().get_dictionary("en").items() for w in pair}
    known = _with_forms(said | set(_PRONOUNS.split()))
    made = {p + w for w in known for p in _PREFIXES} | {w + s for w in known for s in _SUFFIXES}
    known = _with_forms(known | {w for w in made if getAllLemmas(w)})
    lines = [f"{word} {_tags(word)}\n" for word in sorted(known)]
    return f"# lemminflect {version('lemminflect')}, simplemma {version('simplemma')}\n" + "".join(lines)


def _with_forms(words: set[str]) -> set[str]:
    """The words lemminflect knows among these and every inflected form of their lemmas (one word each, lowercase)."""
    from lemminflect import getAllInflections, getAllLemmas

    lemmas = {lemma for word in words for found in getAllLemmas(word).values() for lemma in found}
    words = words | {form.lower() for lemma in lemmas for forms in getAllInflections(lemma).values() for form in forms}
    return {w for w in words if w and not any(c.isspace() for c in w) and getAllLemmas(w)}


def _tags(word: str) -> str:
    """What lemminflect says of a word it knows, as the table's tags."""
    from lemminflect import getAllLemmas, getInflection

    found = getAllLemmas(word)
    tags = "".join(tag for tag, name in _CLASSES.items() if name in found)
    if any(word not in found.get(kind, (word,)) for kind in ("VERB", "AUX")):
        tags += SAID_OF_SOMEONE
    if word.endswith("s") and found.get("NOUN") and word not in found["NOUN"]:
        tags += PLURAL
    if "NOUN" not in found and any(word != lemma and word in getInflection(lemma, "VBN")
                                   for lemma in found.get("VERB", ())):
        tags += PARTICIPLE
    return tags


if __name__ == "__main__":  # make the table again (after lemminflect or simplemma changes)
    LEXICON.write_text(built(), "utf-8")
