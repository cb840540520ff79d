"""Chat typing made plain before the lexer reads it: abbreviations written out ("w/", "vs.", "lp") and slips of the
games' action words read through ("sneek" -> sneak), or asked about when a slip could be two words.

A slip is corrected only when it is no English word at all (the lemmatizer's dictionary says so: "lock" and
"senator" stay themselves), is written in lowercase (a capitalised word may be a name, and names are asked about
by the reader, never guessed), and is one typing slip (a letter dropped, added, changed, or two swapped; the
first letter kept) from exactly one action word of the game's data, or from several of which exactly one sounds
like it (Metaphone, from jellyfish: "batle" is battle, not bottle). A slip of a rules name (a skill, trick,
attribute or difficulty: "convnice", "roll firarms") is never read through: it is asked about where it stands,
naming the one it sounds like ("sneek": Sneak, not sneer), as the contract says a near-miss where a rules word
must stand is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import PLURALS
from rollmate.grammar.raw import Raw, verb_bases
from rollmate.grammar.words import ABBREVIATIONS, FILLER, KEYWORDS, NUMBER_WORDS, ORDINALS
from rollmate.rules.forms import index, is_english
from rollmate.rules.spoken import lexicon
from rollmate.rules.vocabulary import Vocabulary
from rollmate.similar import close_matches

if TYPE_CHECKING:
    from rollmate.grammar.marks import Slips

MIN_LENGTH = 5  # shorter words are too close to too many others to guess from ("grav", "merc", "mech")



@cache
def _numbers_squeezed() -> dict[str, str]:
    """Each number word with its doubled letters made single ('three' -> 'thre') -> the word."""
    return {re.sub(r"(.)\1+", r"\1", word): word for word in NUMBER_WORDS if word not in ("a", "an")}


def stretched_number(low: str) -> str | None:
    """The number word a word stretched by a letter typed again and again is ('sixxx', 'fiiiive', 'twooo'), or None:
    a word of the dictionary ('too', 'sixties') is never one."""
    if low in NUMBER_WORDS or not low.isalpha() or not re.search(r"(.)\1", low):
        return None
    word = _numbers_squeezed().get(re.sub(r"(.)\1+", r"\1", low))
    return word if word is not None and not is_english(low) else None


@cache
def _abbreviations() -> tuple[dict[tuple[str, ...], str], int, frozenset[str]]:
    """Every abbreviation as its pieces -> what it stands for (the grammar's and the games' resources' shorthand,
    rules/spoken.py), the most pieces one has, and the pieces they open with."""
    pieces = {tuple(key.split(" ")): value for key, value in {**lexicon().abbreviations, **ABBREVIATIONS}.items()}
    return pieces, max(len(k) for k in pieces), frozenset(k[0] for k in pieces)


def respell(raws: list[Raw], vocabulary: Vocabulary, text: str) -> list[Raw]:
    """The phrase's pieces with abbreviations written out and slips of action words corrected (the pieces keep
    their columns, so a caret still points at what was typed). Raises PhraseError asking which word was meant
    when a slip is as close to two action words."""
    from rollmate.grammar.by_ear import by_ear

    out = by_ear(expand_abbreviations(raws), vocabulary)  # "too handed grip": two-handed grip
    for k, raw in enumerate(out):
        if raw.kind == "word" and (number := stretched_number(raw.low)) is not None:
            out[k] = Raw("word", raw.text, raw.start, number)  # "SIXXX", "fiiive": a face shouted
            continue
        if raw.kind == "word" and 3 <= len(raw.low) < MIN_LENGTH and raw.text == raw.low and raw.low.isalpha() \
                and (spent := _spent_slip(raw.low, vocabulary)):
            out[k] = Raw("word", raw.text, raw.start, spent)  # "luk" -> luck
            continue
        if raw.kind != "word" or len(raw.low) < MIN_LENGTH or raw.text != raw.low or not raw.low.isalpha():
            continue  # numbers, marks, short words, hyphenated ones, anything capitalised or respelled already
        if k + 1 < len(out) and out[k + 1].text == ":" and (not rules_slips(raw.low, vocabulary)
                                                            or _near_someone(raw.low, vocabulary)):
            continue  # "dexx:" stands where a speaker's name goes (but "athaletics: 6 2 3" is a skill misspelled)
        meant = _sounding(raw.low, slip_of(raw.low, vocabulary))
        names = _words(vocabulary).names if meant else {}
        if len(meant) == 1 and meant[0] not in names:
            out[k] = Raw("word", raw.text, raw.start, meant[0])  # "distarct" -> distract
        elif meant:  # a slip of a rules name, or of two words: ask, with the phrase each answer makes
            shown = [names.get(m, m) for m in meant]
            if len(meant) == 1:  # a rules name: refused with the name, as a slip where one must stand always was
                raise PhraseError(f"I don't know the word '{raw.text}'", text=text, column=raw.start + 1,
                                  length=len(raw.text), suggestions=shown)
            raise PhraseError(
                f"I'm not sure which word '{raw.text}' is: {' or '.join(shown)}?", text=text, column=raw.start + 1,
                length=len(raw.text), suggestions=shown,
                choices=tuple(text[: raw.start] + m + text[raw.start + len(raw.text) :] for m in meant),
                missing="word", allowed=shown)
    return out


def _spent_slip(word: str, vocabulary: Vocabulary) -> str:
    """The one word of the games' resources ("luck", "stress") a short unknown word is a slip of and sounds like
    ("luk"), or ''. Short words are near too many others to guess, but these few are said where they are spent."""
    if _known(word, vocabulary) or is_english(word):
        return ""
    from rapidfuzz.distance import OSA  # here: only a short word nobody knows loads it

    near = {w for w in _spoken_words() if len(w) > len(word) and w[0] == word[0] and OSA.distance(word, w) <= 1
            and _sounds_alike(word, w)}
    return next(iter(near)) if len(near) == 1 else ""


def _sounds_alike(typed: str, word: str) -> bool:
    """The slip and the word sound the same (their Metaphone codes are equal): "persaude" and "persuade" do,
    "sneek" and "sneer" do not. A GM reads such a slip straight through."""
    from jellyfish import metaphone  # here: only a phrase with a slip in it needs it

    said = metaphone(word)
    return bool(metaphone(typed) == said or any(metaphone(stem) == said for stem in verb_bases(typed)[1:]))


def _sounding(typed: str, meant: tuple[str, ...]) -> tuple[str, ...]:
    """Of two or more words a slip is one letter from, the one it sounds like when exactly one does ("sneek":
    sneak, not sneer); else all of them, to be asked about."""
    if len(meant) < 2:
        return meant
    alike = tuple(m for m in meant if _sounds_alike(typed, m))
    return alike if len(alike) == 1 else meant


def expand_abbreviations(raws: list[Raw]) -> list[Raw]:
    """'vs.' -> vs, 'w/' -> with, 'b/c' -> because, 'lp' -> luck point: an abbreviation is its pieces typed with
    nothing between them; the words it stands for share its columns."""
    out: list[Raw] = []
    k = 0
    abbreviations, longest, openers = _abbreviations()
    while k < len(raws):
        if raws[k].low not in openers:  # most pieces open none
            out.append(raws[k])
            k += 1
            continue
        for size in range(min(longest, len(raws) - k), 0, -1):
            pieces = raws[k : k + size]
            key = tuple(r.low for r in pieces)
            if key in abbreviations and _touching(pieces):
                out += _written_out(pieces, abbreviations[key])
                k += size
                break
        else:
            out.append(raws[k])
            k += 1
    return out


def _touching(pieces: Sequence[Raw]) -> bool:
    return all(a.start + len(a.text) == b.start for a, b in zip(pieces, pieces[1:]))


def _written_out(pieces: Sequence[Raw], meaning: str) -> list[Raw]:
    """The words an abbreviation stands for, as raw words spread over its columns ('lp' -> 'l' luck, 'p' point)."""
    typed = "".join(r.text for r in pieces)
    start = pieces[0].start
    words = meaning.split(" ")
    if len(words) > len(typed):  # cannot happen with the table's entries; keep the columns honest anyway
        words = [meaning]
    out = []
    for n, word in enumerate(words):
        last = n == len(words) - 1
        shown = typed[n:] if last else typed[n]
        out.append(Raw("word", shown, start + n, word))
    return out


def slip_of(word: str, vocabulary: Vocabulary) -> tuple[str, ...]:
    """The action words and rules names (in any form) one typing slip away from an unknown lowercase word, one per
    base word: () for a word that is known, English, or near nothing."""
    if _known(word, vocabulary) or is_english(word):
        return ()  # most words: settled without building the list of what a slip may be of ("bouncer" is English)
    from rapidfuzz.distance import OSA  # here: a phrase with no unknown word never loads the typo search
    from rapidfuzz.process import extract

    words = _words(vocabulary)
    found = extract(word, words.targets, scorer=OSA.distance, score_cutoff=1, limit=None)
    meant = {words.base_of(target) for target, _, _ in found if target[0] == word[0]}
    if not meant and len(word) > MIN_LENGTH:  # spelled by ear: further than one slip, but sounding the same ("stelth", "percepshun")
        found = extract(word, words.targets, scorer=OSA.distance, score_cutoff=max(2, len(word) * 9 // 20),
                        limit=None)
        meant = {words.base_of(target) for target, _, _ in found
                 if target[0] == word[0] and _sounds_alike(word, target)}
    return tuple(sorted(meant))


def _near_someone(word: str, vocabulary: Vocabulary) -> bool:
    """Whether a loaded character's name is as close to the word as the reader's 'Did you mean' offers names."""
    return bool(close_matches(word, (p for p, t in vocabulary.terms.items() if t.kind == "name"), limit=1))


def rules_slips(word: str, vocabulary: Vocabulary) -> tuple[str, ...]:
    """The rules names (skills, tricks, attributes) one typing slip from an unknown lowercase word, as the game
    spells them: () for a word that is known, English, or near none."""
    names = _words(vocabulary).names
    return tuple(sorted({str(names[m]) for m in slip_of(word, vocabulary) if m in names}))


def _split(phrases: Iterable[str]) -> set[str]:
    return {w for phrase in phrases for w in phrase.split(" ")}


_GRAMMAR_WORDS = _split(KEYWORDS) | FILLER | set(NUMBER_WORDS) | set(ORDINALS) | set(PLURALS)


@cache
def _vocabulary_words(vocabulary: Vocabulary) -> frozenset[str]:
    """Every single word of a vocabulary's rules names and action phrases (cached per vocabulary)."""
    return frozenset(_split(vocabulary.terms) | _split(vocabulary.verbs))


def _known(word: str, vocabulary: Vocabulary) -> bool:
    """A word the vocabulary, the grammar or the word-form index knows: never corrected. The cheap sets are
    asked first, so most phrases never load the form index here."""
    return (word in _GRAMMAR_WORDS or word in _vocabulary_words(vocabulary) or word in _spoken_words()
            or word in index() or any(base in _vocabulary_words(vocabulary) for base in verb_bases(word)[1:]))


@cache
def _spoken_words() -> frozenset[str]:
    """Every single word of the games' resources and their uses as players say them (rules/spoken.py)."""
    said = lexicon()
    return frozenset(_split(said.words) | _split(said.uses))


@cache
def _words(vocabulary: Vocabulary) -> Slips:
    """What a slip of a vocabulary's words may be of (cached per vocabulary; built on the first unknown word)."""
    terms, verbs = _split(vocabulary.terms), _split(vocabulary.verbs)
    actions = {w for w in verbs - terms - _GRAMMAR_WORDS - _spoken_words() if len(w) >= MIN_LENGTH}
    names = {phrase: term.value for phrase, term in vocabulary.terms.items()
             if term.kind in _RULES_NAMES and " " not in phrase and len(phrase) >= MIN_LENGTH}
    # the values a clause states ("dessperate", "moderat"): asked about where they stand, like a rules name
    names |= {phrase: term.value if term.kind != "cue" else phrase.capitalize()
              for phrase, term in vocabulary.terms.items()
              if (term.kind in _RULES_VALUES or term.value in vocabulary.value_cues) and " " not in phrase and len(phrase) >= MIN_LENGTH and phrase not in names}
    # the grammar's own words ("dificulty", "advantige", "posiiton"): read through, as an action word is
    grammar = {w for w in _split(KEYWORDS) | _split(p for p in vocabulary.terms if " " in p) - set(vocabulary.terms)
               if len(w) >= MIN_LENGTH
               and w not in names and w not in _spoken_words()}
    action_forms = {form for form, of in index().items() if any(b in actions or b in names for b in of)}
    from rollmate.grammar.marks import Slips  # built by the first word nobody knows

    return Slips(targets=tuple(sorted(actions | set(names) | action_forms | grammar)), names=names,
                 heads=frozenset(actions | set(names) | grammar))


_RULES_NAMES = ("skill", "trick", "ability", "trait")  # asked about when slipped, never read through
_RULES_VALUES = ("dl", "level")  # and the cues that are values where one stands (vocabulary.value_cues)
