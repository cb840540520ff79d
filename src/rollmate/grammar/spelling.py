"""Chat typing made plain before the lexer reads it: abbreviations written out ("w/", "vs.", "lp") and slips of the
games' action words read through ("sneek" -> sneak), or asked about when a slip could be two words.

A slip is corrected only when it is no English word at all (the lemmatizer's dictionary says so: "lock" and
"senator" stay themselves), is written in lowercase (a capitalised word may be a name, and names are asked about
by the reader, never guessed), and is one typing slip (a letter dropped, added, changed, or two swapped; the
first letter kept) from exactly one action word of the game's data, or from several of which exactly one sounds
like it (Metaphone, from jellyfish: "batle" is battle, not bottle). A keyboard slip of a rules name (a skill,
trick, attribute, stat or a value such as a difficulty: "convnice", "roll firarms", "Hardd") is never read through: it
is asked about where it stands, naming the one it sounds like, as the contract says a near-miss where a rules word
must stand is. A rules name spelled by ear ("scurmishes", "stelth", "perseption", "dessperate": the sounds
written with other letters, no key slipped; see `heard`) is read as the one name it sounds like, and the
reading shows what was typed and what it was read as.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import groupby
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import PLURALS
from rollmate.grammar.raw import Raw, verb_bases
from rollmate.grammar.words import (
    ABBREVIATIONS,
    DETERMINERS,
    FILLER,
    KEYWORDS,
    MOST_FACE,
    NUMBER_WORDS,
    ORDINALS,
    PLACE_PREPOSITIONS,
)
from rollmate.rules.forms import bases, index, is_english, word_classes
from rollmate.rules.spoken import lexicon
from rollmate.rules.vocabulary import Vocabulary, per_cast
from rollmate.similar import close_matches

if TYPE_CHECKING:
    from rollmate.grammar.marks import Slips

MIN_LENGTH = 5  # shorter words are too close to too many others to guess from ("grav", "merc", "mech")


_DOUBLED = re.compile(r"(.)\1")  # a letter typed again ("sixxx"): asked of every word of a phrase, so compiled once


@cache
def _numbers_squeezed() -> dict[str, str]:
    """Each number word with its doubled letters made single ('three' -> 'thre') -> the word."""
    return {re.sub(r"(.)\1+", r"\1", word): word for word in NUMBER_WORDS if word not in ("a", "an")}


def stretched_number(low: str) -> str | None:
    """The number word a word stretched by a letter typed again and again is ('sixxx', 'fiiiive', 'twooo'), or None:
    a word of the dictionary ('too', 'sixties') is never one."""
    if low in NUMBER_WORDS or not low.isalpha() or not _DOUBLED.search(low):
        return None
    word = _numbers_squeezed().get("".join(letter for letter, _ in groupby(low)))  # each run of a letter made one
    return word if word is not None and not is_english(low) else None


@cache
def _abbreviations() -> tuple[dict[tuple[str, ...], str], int, frozenset[str]]:
    """Every abbreviation as its pieces -> what it stands for (the grammar's and the games' resources' shorthand,
    rules/spoken.py), the most pieces one has, and the pieces they open with."""
    pieces = {tuple(key.split(" ")): value for key, value in {**lexicon().abbreviations, **ABBREVIATIONS}.items()}
    return pieces, max(len(k) for k in pieces), frozenset(k[0] for k in pieces)


def respell(raws: list[Raw], vocabulary: Vocabulary, text: str,
            shown_as: list[tuple[int, int, str]] | None = None) -> list[Raw]:
    """The phrase's pieces with abbreviations written out, slips of action words corrected and rules names spelled
    by ear read as them (the pieces keep their columns, so a caret still points at what was typed; each rules name
    so read is added to `shown_as`, where it was typed and the name, for the reading to show). Raises PhraseError
    asking which word was meant when a slip is as close to two action words, or is a keyboard slip of a rules name."""
    from rollmate.grammar.by_ear import by_ear

    out = by_ear(expand_abbreviations(raws, vocabulary), vocabulary)  # "too handed grip": two-handed grip
    for k, raw in enumerate(out):
        if raw.kind == "word" and (number := stretched_number(raw.low)) is not None:
            out[k] = Raw("word", raw.text, raw.start, number)  # "SIXXX", "fiiive": a face shouted
            continue
        if raw.kind == "word" and (verb := _verb_with_apostrophe(out, k, vocabulary)) is not None:
            out[k] = Raw("word", raw.text, raw.start, verb)  # "Ottoline resist's the possession": resists
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
        elif len(by_ear := [m for m in meant if m in names and heard(raw.low, m, vocabulary)]) == 1 \
                and not _code_switched(raw.low, out, vocabulary):
            out[k] = Raw("word", raw.text, raw.start, by_ear[0])  # "scurmishes" -> skirmish, shown as read
            if shown_as is not None:  # ("prowels": Prowl, not Prowess, which it does not sound like)
                shown_as.append((raw.start, raw.start + len(raw.text), str(names[by_ear[0]])))
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


def _verb_with_apostrophe(raws: list[Raw], k: int, vocabulary: Vocabulary) -> str | None:
    """The verb a word typed with an apostrophe before its 's' is ("Ottoline resist's the possession", "Kes sneak's
    past"), or None: a game's action word or cue after someone's name or a pronoun, before what no possessive is
    followed by (an article, a place's preposition). "The guard's the problem" keeps its 'is'."""
    low = raws[k].low.replace("’", "'")
    if not low.endswith("'s") or not 0 < k < len(raws) - 1 or raws[k + 1].low not in DETERMINERS | PLACE_PREPOSITIONS:
        return None
    before = raws[k - 1]
    if before.kind != "word" or not (before.text[:1].isupper() or before.low in ("i", "he", "she", "they", "we")) \
            or before.low in DETERMINERS:
        return None
    stem = low[:-2]
    return stem + "s" if stem.isalpha() and stem in _words(vocabulary).heads else None


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


def heard(typed: str, meant: str, vocabulary: Vocabulary) -> bool:
    """Whether an unknown lowercase word is a rules name (or a form of it) spelled by ear: it sounds like the name
    ("scurmishes", "stelth", "perseption", "weerd", "dessperate", "moderat") and is no keyboard slip of it. A
    player who spells by ear writes the sounds they hear with other letters; a slip of the fingers swaps two letters
    ("skrimishes", "wierd"), drops one the word says ("reflxive", "fiearms") or one of a word's closing pair
    ("alertnes"), or strikes a key twice where English never doubles a letter ("Hardd"). A slip stays asked about,
    as the contract says a near miss where a rules word stands is; a word spelled by ear is read as the name."""
    forms = list(_forms(vocabulary).get(meant, ()))
    return any(_sounds_alike(typed, form) or _vowel_heard(typed, form) for form in forms) \
        and not _slipped(typed, forms)


@per_cast
def _forms(vocabulary: Vocabulary) -> dict[str, tuple[str, ...]]:
    """Each action word or rules name a slip may be of -> its forms among the targets, in their order ("sneak" ->
    "sneak", "sneaking", "sneaks", ...): cached per vocabulary, as a word spelled by ear asks for one name's forms."""
    words = _words(vocabulary)
    forms: dict[str, list[str]] = {}
    for target in words.targets:
        forms.setdefault(words.base_of(target), []).append(target)
    return {base: tuple(found) for base, found in forms.items()}


OTHER_LANGUAGES = ("es", "pt", "fr", "it", "de", "pl", "nl", "tl")  # the languages tables switch into (setX)


def _code_switched(word: str, raws: list[Raw], vocabulary: Vocabulary) -> bool:
    """Whether a word is one of another language the line also speaks in another word that is no English ("Dex
    convence al guardia": Spanish, so 'convence' is asked about, never read as Convince by ear); a line in English
    with one such word ("atunes to the ghost") is English."""
    from rollmate.rules.lexicon import tags as lexicon_tags

    others = [r.low for r in raws if r.kind == "word" and r.low != word and r.low.isalpha() and len(r.low) >= 3
              and not _known(r.low, vocabulary) and r.low not in index() and lexicon_tags(r.low) is None]
    if not others:  # (most lines: no other word that is no English, so no language's dictionary is loaded, each a
        return False  # second or more)
    import simplemma  # here: only a word spelled by ear beside another that is no English asks

    return any(simplemma.is_known(word, lang=lang) and any(simplemma.is_known(other, lang=lang) for other in others)
               for lang in OTHER_LANGUAGES)


def _slipped(typed: str, forms: list[str]) -> bool:
    """Whether the typed word is a keyboard slip of the nearest of a rules name's forms: of the forms one letter from
    it ("skrimishes": skirmishes), else from its stem ("skrimish": skirmish)."""
    from rapidfuzz.distance import OSA

    for said in (typed, *verb_bases(typed)[1:]):
        near = [form for form in forms if OSA.distance(said, form) <= 1]
        if near:
            return any(keyboard_slip(said, form) for form in near)
    return False


def _vowel_heard(typed: str, word: str) -> bool:
    """Whether `typed` is `word` with a vowel written between two consonants, where the ear hears a syllable
    ("prowels": prowls; "athaletics": athletics). Metaphone keeps a 'w' before a vowel, so it cannot say so."""
    return len(typed) == len(word) + 1 and any(
        word == typed[:i] + typed[i + 1 :] and typed[i] in _VOWELS and typed[i - 1] not in _VOWELS
        and typed[i + 1] not in _VOWELS for i in range(1, len(typed) - 1))


def inflected_name(word: str, vocabulary: Vocabulary) -> str:
    """The one rules name or value a word is another form of, as the lemmatiser says, one letter off ("controled":
    Controlled, both forms of 'control'), as the game spells it; '' for none or two. A word alone in its clause
    stands where a rules word does, and there such a form is that word, not the scene ('labels.py')."""
    said = set(bases(word)[1:])
    if not said or word in vocabulary.terms or word in _GRAMMAR_WORDS or word in _vocabulary_words(vocabulary):
        return ""  # (most words alone in a clause: settled before the list of what a slip may be of is built)
    from rapidfuzz.distance import OSA  # here: only a word alone in its clause, no rules word, that is a form asks

    names = _words(vocabulary).names
    near = {str(names[n]) for n in names if OSA.distance(word, n) == 1 and said & set(bases(n)[1:])}
    return next(iter(near)) if len(near) == 1 else ""


_VOWELS = frozenset("aeiou")
_NEVER_DOUBLED = frozenset("hjkqvwxy")  # letters English spelling never writes twice running
_DOUBLED_VOWELS = frozenset("eo")  # "ee", "oo": a vowel written twice is a sound of its own ("meelee")


def keyboard_slip(typed: str, word: str) -> bool:
    """Whether `typed` is `word` with one slip of the fingers: two neighbouring letters swapped ("convnice"), a letter
    dropped that the word sounds ("reflxive"; not a silent closing 'e' as in "resolv", nor one of a doubled pair
    inside the word as in "atunes", "controled", which the ear cannot hear), one of a doubled pair closing the word
    dropped ("alertnes"), or a letter struck twice where English never doubles it ("Hardd", "Dexx"). A letter
    changed, or a vowel or a doubled letter added where English writes them ("dessperate", "forcefull", "athaletics"),
    is how the word sounds, not a slip."""
    if len(typed) == len(word):
        diff = [i for i, (a, b) in enumerate(zip(typed, word)) if a != b]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and typed[diff[0]] == word[diff[1]] \
            and typed[diff[1]] == word[diff[0]]
    if len(typed) == len(word) - 1:
        return any(typed == word[:i] + word[i + 1 :] and _dropped_by_hand(word, i) for i in range(len(word)))
    if len(typed) == len(word) + 1:
        return any(word == typed[:i] + typed[i + 1 :] and _struck_twice(typed, i) for i in range(len(typed)))
    return False


def _dropped_by_hand(word: str, i: int) -> bool:
    """Whether dropping word[i] is a slip of the fingers, not of the ear (see keyboard_slip)."""
    letter = word[i]
    if i == len(word) - 1 and letter == "e":
        return False  # "resolv", "moderat": the closing 'e' is silent
    if letter in _VOWELS and i > 0 and word[i - 1] in _VOWELS and word[i - 1] != letter:
        return False  # "serches": the silent second vowel of a pair ("ea"; "when two vowels go walking, the first
        # one does the talking"), but not the first ("firarms": the 'e' of fire, said)
    pair = [j for j in (i - 1, i + 1) if 0 <= j < len(word) and word[j] == letter]
    closing = bool(pair) and max(i, *pair) == len(word) - 1  # "-ness", "-ss" typed once at a word's end: the last
    return not pair or closing  # key pressed once ("alertnes"); inside a word ("atunes", "blufs") the ear drops it


def _struck_twice(typed: str, i: int) -> bool:
    """Whether typed[i], an added letter, is the key before or after it struck twice where English never doubles a
    letter: after a consonant ("Hardd"), at a word's start, or a letter never doubled ("Dexx")."""
    letter = typed[i]
    twice = [j for j in (i - 1, i + 1) if 0 <= j < len(typed) and typed[j] == letter]
    if not twice:
        return False  # a letter added, not repeated: a vowel heard ("athaletics") or a sound spelled ("reflexsive")
    first = min(i, *twice)
    if letter in _VOWELS:
        return letter not in _DOUBLED_VOWELS
    return first == 0 or letter in _NEVER_DOUBLED or typed[first - 1] not in _VOWELS


def _sounding(typed: str, meant: tuple[str, ...]) -> tuple[str, ...]:
    """Of two or more words a slip is one letter from, the one it sounds like when exactly one does ("sneek":
    sneak, not sneer); else all of them, to be asked about."""
    if len(meant) < 2:
        return meant
    alike = tuple(m for m in meant if _sounds_alike(typed, m))
    return alike if len(alike) == 1 else meant


def expand_abbreviations(raws: list[Raw], vocabulary: Vocabulary | None = None) -> list[Raw]:
    """'vs.' -> vs, 'w/' -> with, 'b/c' -> because, 'lp' -> luck point: an abbreviation is its pieces typed with
    nothing between them; the words it stands for share its columns. A capitalised word that is what the sheet
    calls someone stays their name ("Coz rolled 4", Cosimo's aka, is no 'because')."""
    out: list[Raw] = []
    k = 0
    abbreviations, longest, openers = _abbreviations()
    while k < len(raws):
        if raws[k].low not in openers or (vocabulary is not None and _called(raws[k], vocabulary)):
            out.append(raws[k])
            k += 1
            continue
        for size in range(min(longest, len(raws) - k), 0, -1):
            pieces = raws[k : k + size]
            key = tuple(r.low for r in pieces)
            if size == 1 and _after_a_compound(raws, k):
                continue  # "limited-slip diff": the thing a compound of English describes, no 'difficulty'
            if _unit_after_a_number(raws, k):
                continue  # "250 W, 36 V.": a unit's symbol after its number, no 'with' nor 'vs'
            if key in abbreviations and _touching(pieces):
                out += _written_out(pieces, abbreviations[key])
                k += size
                break
        else:
            out.append(raws[k])
            k += 1
    return _roles_labelled(out)


def _unit_after_a_number(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] is one capital letter after a number past any face, with a mark or the end after it ('250 W,',
    '36 V.'): a unit's symbol (watts, volts), never the chat's 'w' for 'with' nor 'v' for 'vs'."""
    return len(raws[k].text) == 1 and raws[k].text.isupper() and k > 0 and raws[k - 1].text.isdigit() \
        and int(raws[k - 1].text) > MOST_FACE and (k + 1 == len(raws) or raws[k + 1].kind == "mark")


# The base dice labelled before their faces ("base = [3, 4]", "base: 3 4", "base [2, 3]").
_BASE_LABEL = ("base",)


def _labels_faces(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] is followed by a label's mark ('=', ':') or an opening bracket and then a face."""
    j = k + 1
    while j < len(raws) and raws[j].kind == "mark" and raws[j].text in ":=[(" and j - k <= 2:
        j += 1
    return j < len(raws) and raws[j].kind == "number" and (j > k + 1 or raws[k + 1].kind == "number")


def _roles_labelled(raws: list[Raw]) -> list[Raw]:
    """'base = [3, 4], war = [5]', 'base: 2 3, war: 6': where the base dice are labelled before their faces, a
    counted resource's dice labelled by the first word of its name ('war' for a war die) are those dice, written
    out as its name. 'war' anywhere else stays a word ('the war 5 years ago')."""
    if not any(r.low in _BASE_LABEL and _labels_faces(raws, k) for k, r in enumerate(raws)):
        return raws
    firsts = {said.one.split()[0]: said.one for said in lexicon().resources.values()
              if said.counted and " " in said.one}
    out: list[Raw] = []
    for k, raw in enumerate(raws):
        meant = firsts.get(raw.low) if raw.kind == "word" else None
        if meant is not None and _labels_faces(raws, k) and len(raw.text) >= len(meant.split()):
            out += _written_out([raw], meant)  # 'war' -> war die, over its columns
        else:
            out.append(raw)
    return out


def _called(raw: Raw, vocabulary: Vocabulary) -> bool:
    """Whether a piece is capitalised and is a loaded character's name or aka."""
    term = vocabulary.terms.get(raw.low)
    return raw.text[:1].isupper() and term is not None and term.kind == "name"


def _after_a_compound(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] follows a word of English words joined by hyphens ('limited-slip', 'six-speed')."""
    said = raws[k - 1].low if k else ""
    return raws[k - 1].kind == "word" and "-" in said.strip("-") and all(
        is_english(part) for part in said.split("-")) if k else False


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
    # Only the targets with the word's first letter can be meant: sorted, they stand together (bisect finds them).
    same_first = words.targets[bisect_left(words.targets, word[0]) : bisect_left(words.targets, chr(ord(word[0]) + 1))]
    found = extract(word, same_first, scorer=OSA.distance, score_cutoff=1, limit=None)
    meant = {words.base_of(target) for target, _, _ in found if target[0] == word[0]}
    if not meant and len(word) > MIN_LENGTH:  # spelled by ear: further than one slip, but sounding the same ("stelth", "percepshun")
        found = extract(word, same_first, scorer=OSA.distance, score_cutoff=max(2, len(word) * 9 // 20),
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


@per_cast
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


@per_cast
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
    # the game's own one-word cues that are verbs ("resist", "assist"): read through in any form ("ressists"), as an
    # action word is (a describing word, "confident", stays a word nobody knows: said of whom, it cannot tell)
    cues = {phrase for phrase, term in vocabulary.terms.items() if term.kind == "cue" and " " not in phrase
            and len(phrase) >= MIN_LENGTH and phrase.isalpha() and phrase not in names and phrase not in _spoken_words()
            and word_classes(phrase) & {"VERB", "ADJ"} == {"VERB"}}
    grammar |= cues
    action_forms = {form for form, of in index().items() if any(b in actions or b in names or b in cues for b in of)}
    from rollmate.grammar.marks import Slips  # built by the first word nobody knows

    return Slips(targets=tuple(sorted(actions | set(names) | action_forms | grammar)), names=names,
                 heads=frozenset(actions | set(names) | grammar))


_RULES_NAMES = ("skill", "trick", "ability", "trait")  # asked about when slipped, never read through
_RULES_VALUES = ("dl", "level")  # and the cues that are values where one stands (vocabulary.value_cues)
