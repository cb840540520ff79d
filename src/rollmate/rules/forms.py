"""Word forms: which of the games' own words a typed word is a form of (shot -> shoot), by lemminflect and simplemma.

Measured on the table phrases (bench/lemmatizers.py, result in README "Words"): simplemma gives one lemma a word,
so a form that is also a noun stays itself ("shot", "writing", "healing"), and loading its dictionary costs
seconds. So the index runs the other way: every word of every game's data file is inflected once by lemminflect
(shoot -> shoots, shot, shooting; knife -> knives; an unknown verb in the regular forms: hotwire -> hotwiring),
and simplemma's dictionary adds the forms it knows besides (snuck, kneecapped). The index for the data files as
released is shipped with them (rules/data/forms.txt; `python -m rollmate.rules.forms` rewrites it after a data
file changes, and until then one is built once and kept in the private cache, keyed by the files' text).
Reading a phrase costs a binary search over the index's text a new word (forms.Forms); the libraries load only to build an index, or to ask whether an
unknown word is English at all. What lemminflect's dictionary says of a word (its parts of speech, whether it is a
plural or a verb said of someone) is read from the table rules/lexicon.py keeps, made from lemminflect at build time.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import ItemsView, Iterator, Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from rollmate.rules import lexicon
from rollmate.rules.cachefiles import save_cache
from rollmate.rules.sorted_lines import Table, find, opened
from rollmate.userdirs import private_cache_file, read_private

_RULES = Path(__file__).parent  # the installed package's rules folder (its files: a plain path, no zip reader)
_WORD = r"[a-z]+(?:['-][a-z]+)*"  # compiled where first used
_VERSION = 3  # of the index's layout: a new one is built when this changes
_KEPT = 3  # of the cache file's layout (its name carries it): one of an older layout is left unread


def _data_files() -> list[Path]:
    """Every game's data file (rules/systems/<game>/<game>.toml), by name."""
    files = [folder / f"{folder.name}.toml" for folder in (_RULES / "systems").iterdir()
             if (folder / f"{folder.name}.toml").is_file()]
    return sorted(files, key=lambda f: f.name)


def _data_texts() -> list[str]:
    """The text of every game's data file: its words are the ones worth knowing in all their forms."""
    return [f.read_text("utf-8") for f in _data_files()]


SHIPPED = "forms.txt"  # in rules/data/, shared by every game: the index as released (`python -m rollmate.rules.forms`)


def _digest(texts: list[str]) -> str:
    raw = "\0".join(texts).encode("utf-8")
    return f"{_VERSION}-{zlib.crc32(raw):08x}{len(raw):x}"


def _data_digest() -> str:
    """_digest(_data_texts()) from the files' bytes, neither decoded nor joined (a start checks the shipped index with
    it, in about a third of the time and with no copy of the files' 200 KB of text): a UTF-8 file's text encodes to
    its bytes with their line ends as reading text makes them. A file that is not UTF-8 gives a digest no index has,
    and building one reads it as text (and refuses it) as before."""
    crc = size = 0
    for k, path in enumerate(_data_files()):
        raw = path.read_bytes()
        if b"\r" in raw:
            raw = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        if k:
            crc, size = zlib.crc32(b"\0", crc), size + 1
        crc, size = zlib.crc32(raw, crc), size + len(raw)
    return f"{_VERSION}-{crc:08x}{size:x}"


@cache
def index() -> Forms:
    """Every inflected form of every data-file word -> the words it is a form of ("shot" -> ("shoot",)): the
    shipped index when the data files are as released, else one built once and kept in the private cache."""
    digest = _data_digest()
    head = f"# {digest}\n".encode()
    shipped = opened(_RULES / "data" / SHIPPED)
    if shipped[: len(head)] == head:
        return Forms(shipped, len(head))
    cached = private_cache_file(f"forms{digest}-{_KEPT}.txt")
    raw = read_private(cached) if cached is not None else None
    if raw is not None and raw.startswith(head):
        return Forms(raw, len(head))
    texts = _data_texts()
    text = _index_text(build_index(_data_words(texts)))
    if cached is not None:
        save_cache(cached, f"# {digest}\n{text}".encode(), prune="forms")
    return Forms(text)


class Forms(Mapping[str, tuple[str, ...]]):
    """The index as its text, "form base..." a line, sorted by form (from `start` on): a lookup is a binary search
    over it, so a start maps one file and builds no dict of twelve thousand forms (only going through them all does,
    once)."""

    def __init__(self, table: Table, start: int = 0) -> None:
        self._table = table
        self._start = start
        self._all: dict[str, tuple[str, ...]] | None = None

    def get(self, form: str, default: Any = None) -> Any:
        if self._all is not None:  # (built once something went through them all: it answers as the search would)
            return self._all.get(form, default)
        bases = find(self._table, form, self._start)
        return default if bases is None else tuple(bases.split(" "))

    def __getitem__(self, form: str) -> tuple[str, ...]:
        found = self.get(form)
        if found is None:
            raise KeyError(form)
        return found  # type: ignore[no-any-return]

    def __contains__(self, form: object) -> bool:
        return isinstance(form, str) and self.get(form) is not None

    def text(self) -> str:
        """The index's lines."""
        table = self._table[self._start :]
        return table if isinstance(table, str) else table.decode("utf-8", "replace")

    def _whole(self) -> dict[str, tuple[str, ...]]:
        if self._all is None:
            self._all = {form: tuple(bases) for form, *bases in (line.split(" ") for line in self.text().splitlines())}
        return self._all

    def __iter__(self) -> Iterator[str]:
        return iter(self._whole())

    def items(self) -> ItemsView[str, tuple[str, ...]]:
        return self._whole().items()  # (Mapping's own would search the text again for each of the twelve thousand)

    def __len__(self) -> int:
        return len(self._whole())


def _data_words(texts: list[str]) -> set[str]:
    words = {w.strip("'") for text in texts for w in re.compile(_WORD).findall(text.lower())}
    return words | {w.replace("-", "") for w in words if "-" in w}  # "strong-arm" is typed "strongarm" too


def _shipped_text(digest: str) -> str | None:
    """The shipped index's lines, when it was made from these data files (its first line names their digest)."""
    try:
        text = (_RULES / "data" / SHIPPED).read_text("utf-8")
    except OSError:
        return None
    head, _, body = text.partition("\n")
    return body if head == f"# {digest}" else None


def _shipped(digest: str) -> dict[str, tuple[str, ...]] | None:
    """The shipped index, when it was made from these data files."""
    body = _shipped_text(digest)
    return None if body is None else dict(Forms(body).items())


def shipped_text() -> str:
    """The shipped index for the data files as they are now: a digest line, then "form base..." a line."""
    texts = _data_texts()
    return f"# {_digest(texts)}\n" + _index_text(build_index(_data_words(texts)))


def _index_text(built: dict[str, tuple[str, ...]]) -> str:
    return "".join(f"{form} {' '.join(bases)}\n" for form, bases in sorted(built.items()))


def build_index(words: set[str]) -> dict[str, tuple[str, ...]]:
    """Form -> base words, for the given base words: each in every form lemminflect knows or, for a word it does
    not know, in the regular forms of a verb and a noun; and every form simplemma's dictionary gives one of them."""
    from lemminflect import getAllInflections, getAllInflectionsOOV

    out: dict[str, list[str]] = {}
    for word in sorted(words):
        if len(word) < 2:
            continue
        found: dict[str, Any] = dict(getAllInflections(word))
        if not any(tag.startswith("VB") for tag in found):
            found |= {f"o{k}": v for k, v in getAllInflectionsOOV(word, upos="VERB").items()}
        if not any(tag.startswith("NN") for tag in found):
            found |= {f"n{k}": v for k, v in getAllInflectionsOOV(word, upos="NOUN").items()}
        for forms in found.values():
            for form in forms:
                _note(out, form.lower(), word)
    # simplemma's dictionary knows forms lemminflect does not make ("snuck", "kneecapped", "pistol-whipped")
    from simplemma.strategies import DefaultDictionaryFactory

    for form, base in DefaultDictionaryFactory().get_dictionary("en").items():
        base = base.lower()
        if base in words:
            _note(out, form.lower(), base)
    return {form: tuple(bases) for form, bases in out.items()}


def _note(out: dict[str, list[str]], form: str, word: str) -> None:
    if form != word and word not in out.get(form, ()) and re.compile(_WORD).fullmatch(form):
        out.setdefault(form, []).append(word)


@lru_cache(maxsize=8192)
def bases(word: str) -> tuple[str, ...]:
    """The words a typed word may be looked up as: itself, then what it is a form of (defies -> defy; shot ->
    shoot; knives -> knife; sweet-talks -> sweet-talk)."""
    return (word, *index().get(word, ()))


@lru_cache(maxsize=1024)
def verb_forms(word: str) -> tuple[str, ...]:
    """The inflected forms of a verb that no game's data file holds (a table's own move trigger: "howl" -> howls,
    howled, howling), so a phrase may say it in any form; () for a word the index already knows, which costs only
    a few lookups (lemminflect loads for a new verb alone). A word lemminflect's dictionary holds only as another part
    of speech, or one of a letter or two it lacks ("a"), has no verb forms."""
    known = index()
    if not re.compile(_WORD).fullmatch(word) or any(word in known.get(word + end, ()) for end in ("s", "es", "ed", "d", "ing")):
        return ()
    if word.endswith("e") and word in known.get(word[:-1] + "ing", ()):
        return ()
    tags = lexicon.tags(word)
    if (tags is None and len(word) < 3) or (tags is not None and "v" not in tags):
        return ()  # no verb: a cue's article or noun ("a big fat lie"), which would load lemminflect for nothing
    from lemminflect import getAllInflections, getAllInflectionsOOV

    found = getAllInflections(word, upos="VERB") or getAllInflectionsOOV(word, upos="VERB")
    return tuple(dict.fromkeys(f.lower() for forms in found.values() for f in forms if f.lower() != word))


@lru_cache(maxsize=4096)
def is_english(word: str) -> bool:
    """Whether the word is English in any form ("lock", "senator", "tens", "cyborg" yes; "sneek", "persaude" no).
    lemminflect's dictionary (rules/lexicon.py) is small ("cop", "airlock" and "fives" are not in it), so
    simplemma's larger word list is asked too; it loads only here, for a word that may be a slip."""
    if word in index() or lexicon.tags(word) is not None:
        return True
    import simplemma

    return bool(simplemma.is_known(word, lang="en"))


# Nouns that skills are named by, and the verbs they come from. A lemmatizer undoes inflection, not derivation,
# so these are listed: skills players name their background skills by ("Intimidation", "Negotiation").
NOUN_VERBS = {
    "intimidation": "intimidate", "negotiation": "negotiate", "investigation": "investigate",
    "construction": "construct", "persuasion": "persuade", "deception": "deceive", "interrogation": "interrogate",
    "navigation": "navigate", "seduction": "seduce", "meditation": "meditate", "observation": "observe",
    "infiltration": "infiltrate", "demolition": "demolish", "forgery": "forge", "theft": "steal",
    "survival": "survive", "performance": "perform", "leadership": "lead", "evasion": "evade",
    "distraction": "distract", "translation": "translate", "impersonation": "impersonate",
    "interpretation": "interpret", "manipulation": "manipulate", "concentration": "concentrate",
    "exploration": "explore",
}


def skill_verb(skill: str) -> tuple[str, ...]:
    """The verb a one-word skill name comes from, for matching actions: Tracking <- track, Driving <- drive (the
    verb its -ing form is of), Intimidation <- intimidate (NOUN_VERBS). Others (Piano, Basket Weaving) give none."""
    low = skill.lower()
    if " " in low or "-" in low:
        return ()
    if low in NOUN_VERBS:
        return (NOUN_VERBS[low],)
    if not low.endswith("ing"):
        return ()
    from lemminflect import getLemma

    verb = getLemma(low, upos="VERB", lemmatize_oov=False)
    if verb and verb[0] != low:
        return (verb[0],)
    return _compound_verb(low)


def _compound_verb(low: str) -> tuple[str, ...]:
    """A skill named by a thing and a doing run together ('lockpicking', 'safecracking', 'horseriding'): the doing
    said of the thing, as players say it ('pick the lock', 'pick a lock', 'pick locks'). The thing must be a noun and
    the doing a verb's -ing form in the dictionary, each of three letters or more."""
    from lemminflect import getInflection

    for cut in range(3, len(low) - 5):
        thing, doing = low[:cut], low[cut:]
        if "NOUN" not in word_classes(thing) or not present_participle(doing):
            continue
        from lemminflect import getLemma

        verb = getLemma(doing, upos="VERB", lemmatize_oov=False)[0]
        things = getInflection(thing, tag="NNS")
        forms = (f"{verb} the {thing}", f"{verb} {'an' if thing[0] in 'aeiou' else 'a'} {thing}")
        return forms + ((f"{verb} {things[0]}", f"{verb} the {things[0]}") if things else ())
    return ()


def present_participle(word: str) -> bool:
    """Whether a lowercase word is a verb's -ing form in the dictionary ('nursing', 'gritting', 'clutching'; not
    'sterling', 'darling', 'king' nor 'bring')."""
    if not word.endswith("ing") or "VERB" not in word_classes(word):
        return False
    from lemminflect import getLemma

    verb = getLemma(word, upos="VERB", lemmatize_oov=False)
    return bool(verb) and verb[0] != word


_NOT_NAMES = {"ADV", "ADJ", "ADP", "DET", "PRON", "CCONJ", "SCONJ", "INTJ", "NUM", "AUX"}
_PRONOUNS = {"i", "we", "you", "he", "she", "it", "they", "everyone", "everybody", "someone", "somebody", "anyone",
             "anybody", "nobody", "no-one", "one", "who", "this", "that", "each", "both", "all", "everything",
             "something", "anything", "nothing", "whoever", "whatever", "none", "noone", "either", "neither"}


def common_word(word: str) -> bool:
    """Whether a lowercase word is in lemminflect's dictionary of common English ("crane", "fen", "park" are;
    "rado", "cass", "nik" are not): a name that is also such a word is a name only where a name stands.
    simplemma's list is not asked: it holds rare words and names ("cass", "otto") too."""
    return lexicon.tags(word) is not None


def compound_word(word: str) -> bool:
    """Whether a lowercase word is English words joined by hyphens ("end-of-day", "follow-up", "pick-up"): a
    compound of the language, nobody's name."""
    parts = word.split("-")
    return len(parts) > 1 and all(part.isalpha() and (common_word(part) or is_english(part)) for part in parts)


_CONTRACTED = frozenset({"re", "ve", "ll", "m", "d", "s"})


def _contracted_pronoun(word: str) -> bool:
    """"you're", "they've", "we'll": a pronoun and a verb run together, nobody's name."""
    base, _, ending = word.replace("’", "'").partition("'")
    return ending in _CONTRACTED and base in _PRONOUNS


def may_be_name(word: str) -> bool:
    """Whether a lowercase word could be someone's name: not a pronoun, and not an adverb or adjective in the
    lemmatizer's dictionary ("marco", "kowalski", "zed" may be; "meanwhile", "then", "quickly" are not)."""
    if word in _PRONOUNS or len(word) < 2 or _contracted_pronoun(word) or word.replace("’", "'").endswith("n't"):
        return False  # a lone letter ("x", "a"), a verb said with 'not' ("doesn't") is nobody's name
    if any(char.isdigit() for char in word):
        return False  # "1/5", "€15": a rating or a price, nobody's name
    if word.startswith("re") and len(word) >= 6 and "VERB" in word_classes(word[2:]):
        return False  # "rerolls", "retries": a verb done again, nobody's name
    parts = word.split("-")
    if len(parts) > 1 and parts[-1].endswith("ed") and all(is_english(p) for p in parts):
        return False  # "full-bodied", "blue-eyed", "cold-blooded": a thing described, nobody's name
    if len(parts) > 1 and parts[0] in _COUNTING and all(is_english(p) for p in parts[1:]):
        return False  # "Three-piece, tight as a drum", "two-door": a thing by how many it has, nobody's name
    if len(parts) > 2 and any(p in _JOINED_BY for p in parts[1:-1]) and all(is_english(p) for p in parts):
        return False  # "whip-and-tongue", "jack-in-the-box": English words joined into a thing's name, nobody's
    return not (word_classes(word) & _NOT_NAMES)


# Counts a thing's name may open with before a hyphen ("three-piece", "two-door", "six-string").
_COUNTING = frozenset("one two three four five six seven eight nine ten eleven twelve single double triple".split())
# Words that join a thing's name of several words with hyphens ("whip-and-tongue", "jack-in-the-box").
_JOINED_BY = frozenset({"and", "in", "the", "of", "to", "on", "a", "or"})


# Modals and the like that lemminflect keeps as their own base: "moth will climb", "moth gonna climb".
_MODALS = frozenset({"will", "can", "could", "would", "should", "might", "must", "shall", "gonna", "wanna", "gotta"})


def said_of_someone(word: str) -> bool:
    """Whether a lowercase word is a verb said of someone: a verb's third person or past ('tries', 'destroys', 'ran',
    'is', 'has') or a modal ('will', 'gonna'); never a base form ('dust'), a noun alone ('days') or a pronoun ('his').
    A word the dictionary lacks is one by its ending ('-s' not '-ss', '-ed')."""
    if word in _MODALS:
        return True
    tags = lexicon.tags(word)
    if tags is None:
        return (word.endswith("s") and not word.endswith("ss")) or word.endswith("ed")
    return lexicon.SAID_OF_SOMEONE in tags


def describes(word: str) -> bool:
    """Whether a lowercase word can be an adjective in the dictionary: 'red', 'old', 'rusty' (and 'drunk')."""
    return "ADJ" in word_classes(word)


def adverb(word: str) -> bool:
    """Whether a lowercase word is only an adverb (or adjective) in the dictionary: 'totally', 'just', 'then'."""
    found = word_classes(word)
    return "ADV" in found and not found & {"VERB", "NOUN", "AUX"}


@lru_cache(maxsize=4096)
def may_be_called(word: str) -> bool:
    """Whether a lowercase word said where only a noun can stand (before a verb said of someone, spoken to before a
    comma, between 'have' and 'roll', after 'roll for', joined by 'and' to a name) could be someone's name: as
    may_be_name says, and an adjective may be one too, since an adjective alone never acts nor is spoken to ("Sunny
    climbs", "have Rusty roll"), and so may a modal the lexer kept as a word ("Will climbs"); an adverb or a pronoun
    may not ("Quietly climbs", "Sure, roll ...")."""
    if word in _PRONOUNS or len(word) < 2 or _contracted_pronoun(word):
        return False
    return not (word_classes(word) & (_NOT_NAMES - {"ADJ", "AUX"}))  # "Will climbs": a modal read as a word


def irregular_participle(word: str) -> bool:
    """Whether a lowercase word is a verb's past participle that does not end in -ed ('stolen', 'broken', 'hidden',
    'torn', 'kept') and no noun too ('shot', 'cut' and 'hit' are things said after an article)."""
    return lexicon.is_tagged(word, lexicon.PARTICIPLE)


def plural_shape(word: str) -> bool:
    """Whether a word the dictionary lacks has a plural noun's shape ('cannulas', 'stims', 'drones'): letters only,
    a stem of three letters or more and a plural ending ('-s', never '-ss' nor '-us'). Said after a number, it is
    what the number counts; another language's short words between faces ('y', 'aur', 'et') have no such shape."""
    return word.isalpha() and len(word) >= 4 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


def plural_noun(word: str) -> bool:
    """Whether a lowercase word is the plural of a noun in the dictionary ("guards", "players"; not "jones")."""
    return lexicon.is_tagged(word, lexicon.PLURAL)


@lru_cache(maxsize=4096)
def word_classes(word: str) -> frozenset[str]:
    """The parts of speech the dictionary gives a lowercase word ("sunny" -> ADJ; "listen" -> VERB; none for a word
    it lacks): {"ADJ"} alone is a name wherever a noun must stand, {"VERB"} alone is said to the table. An adverb
    the dictionary lacks, made of one of its adjectives and -ly ('coolly', 'smugly', 'icily'), is an adverb."""
    found = lexicon.word_classes(word)
    if found or len(word) < 5 or not word.endswith("ly"):
        return found
    stems = (word[:-2], word[:-3] + "y", word[:-2] + "e")  # cool-ly, ic(y)-ily, subtl(e)-y
    return frozenset({"ADV"}) if any("ADJ" in lexicon.word_classes(stem) for stem in stems) else found


if __name__ == "__main__":  # rewrite the shipped index after changing a data file
    (_RULES / "data" / SHIPPED).write_text(shipped_text(), "utf-8")
