"""Rules names cut short in chat ("ath", "perc", "persu", "stealth chk"): a word of three letters or more that begins
exactly one rules name of the game (a skill, an attribute or a trick) is that name where a rules name stands; a word
that begins two, as written or as said ('pers': Persuade, and Perception said 'persep...'), is asked about; anywhere
else it is a word of the action.

A rules name stands after "roll" (or a bot's "+roll"), joined to another word by a "+" with no spaces ("ath+reflexes",
"melee+ath"), before "chk", "check", "roll", "save" or "test", and alone in its clause ("Zoe: perc, 4 9") when it is
no word of common English ("fire" alone is no Firearms)."""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.errors import PhraseError
from rollmate.grammar.raw import Raw
from rollmate.grammar.words import GM_WORDS, KEYWORDS, PREPOSITIONS
from rollmate.rules.forms import common_word
from rollmate.rules.vocabulary import Vocabulary, per_cast

# The kinds of rules names a player cuts short, and the token each becomes.
_KINDS = {"skill": "SKILL", "ability": "ABILITY", "trick": "TRICK"}
_CHECK_AFTER = frozenset({"chk", "check", "roll", "save", "test"})
_ROLLS = frozenset({"roll", "rolls"})
_WITH = frozenset({"with", "using"})
_OPENS = frozenset({",", ":", ";", "(", "["})
_CLOSES = frozenset({",", ";", ".", "!", "?", ")", "]"})
SHORTEST = 3


@per_cast
def _prefixes(vocabulary: Vocabulary, *, heard: bool = False) -> dict[str, tuple[tuple[str, str], ...]]:
    """Every beginning (three letters or more, two or more short of the whole: 'Firearm' is a slip of Firearms, not a
    cut) of the game's rules names -> the names it begins, as (token type, value). Built once per vocabulary. With
    `heard`, the beginnings of the names as they sound (_said): 'pers' begins Persuade, and Perception as it is said
    ('persep...')."""
    found: dict[str, dict[tuple[str, str], None]] = {}
    for phrase, term in vocabulary.terms.items():
        kind = _KINDS.get(term.kind)
        if kind is None or phrase != str(term.value).lower():  # the name itself, not a word said for it
            continue
        first = _said(phrase.split(" ")[0]) if heard else phrase.split(" ")[0]
        for end in range(SHORTEST, len(first) - 1):  # one letter short is a slip, which typo help answers
            found.setdefault(first[:end], {})[(kind, str(term.value))] = None
    return {prefix: tuple(names) for prefix, names in found.items() if heard or prefix not in vocabulary.terms}


@per_cast
def _short_by_one(vocabulary: Vocabulary) -> dict[str, tuple[tuple[str, str], ...]]:
    """The game's rules names of one word but their last letter ('prow' for Prowl) -> the names."""
    found: dict[str, list[tuple[str, str]]] = {}
    for phrase, term in vocabulary.terms.items():
        kind = _KINDS.get(term.kind)
        if kind is not None and phrase == str(term.value).lower() and " " not in phrase and len(phrase) > SHORTEST:
            found.setdefault(phrase[:-1], []).append((kind, str(term.value)))
    return {short: tuple(names) for short, names in found.items()}


def _said(word: str) -> str:
    """A word's letters as they sound where a 'c' is soft or hard ('perc' -> 'perk', 'perce' -> 'perse'): a cut is
    typed by ear as much as by eye."""
    return re.sub(_SOFT_C, "s", word).replace("ck", "k").replace("c", "k")


_SOFT_C = r"c(?=[eiy])"


@per_cast
def _skeletons(vocabulary: Vocabulary) -> dict[str, tuple[tuple[str, str], ...]]:
    """Every beginning (three letters or more) of the game's rules names written as their consonants, as veterans
    cut them ('stlth' Stealth, 'brwl' Brawl, 'skrm' Skirmish, 'wrk' Wreck) -> the names it begins."""
    found: dict[str, dict[tuple[str, str], None]] = {}
    for phrase, term in vocabulary.terms.items():
        kind = _KINDS.get(term.kind)
        if kind is None or phrase != str(term.value).lower() or not phrase.isalpha():
            continue
        bones = _bones(phrase)
        for end in range(SHORTEST, len(bones) + 1):
            found.setdefault(bones[:end], {})[(kind, str(term.value))] = None
    return {bones: tuple(names) for bones, names in found.items()}


def _bones(word: str) -> str:
    """A word's first letter and the consonants after it, as they sound ('wreck' -> 'wrk', 'stealth' -> 'stlth')."""
    said = _said(word)
    return said[0] + re.sub(_VOWELS, "", said[1:])


_VOWELS = r"[aeiouy]"


def cut_short(low: str, vocabulary: Vocabulary) -> bool:
    """Whether a word is written as the consonants of a rules name's beginning ('brwl', 'stlth'), which is no slip."""
    return len(low) >= SHORTEST and low.isalpha() and not re.search(_VOWELS, low[1:]) \
        and _said(low) in _skeletons(vocabulary)


def shorthand(raws: list[Raw], i: int, text: str, vocabulary: Vocabulary,
              named: Callable[[int], bool] = lambda k: False) -> tuple[str, str] | None:
    """The rules name the unknown word raws[i] cuts short, as (token type, value), where it stands as one; None
    elsewhere, or when it begins no rules name. A word that begins two names is asked about (PhraseError).
    `named(k)`: whether raws[k] names someone loaded ('Kes Stlth', 'Oz: Brwl': right after the name opening the
    line, a rules name stands)."""
    raw = raws[i]
    if (level := _level(raws, i, text, vocabulary)) is not None:
        return level
    if (trait := _trait_then_level(raws, i, vocabulary)) is not None:
        return "TRAIT", trait
    if len(raw.low) < SHORTEST or not raw.low.isalpha() or _governs(raws, i) or _labels_a_time(raws, i):
        return None
    names = _prefixes(vocabulary).get(raw.low)
    if names:  # 'prow' begins Prowess, and is Prowl but its last letter: both, for the roll said to decide
        names = (*names, *(n for n in _short_by_one(vocabulary).get(raw.low, ()) if n not in names))
    if not re.search(_VOWELS, raw.low[1:]) and raw.low not in vocabulary.terms:  # no vowel after the first letter
        names = (*(names or ()), *(n for n in _skeletons(vocabulary).get(_said(raw.low), ()) if n not in (names or ())))
    if not names or not (_stands(raws, i, text) or _after_opening_name(raws, i, named)):
        return None
    names = (*names, *(n for n in _prefixes(vocabulary, heard=True).get(_said(raw.low), ()) if n not in names))
    # 'Med': Medicine, whose own trick Medical Assessment it begins too; a skill and tricks of its own are that skill
    owners = [n for n in names if all(v == n[1] or n[1] in vocabulary.within.get(v, ()) for _, v in names)]
    if owners:
        return owners[0]
    if len({value for _, value in names}) == 1:
        return names[0]
    if (said := _roll_said(raws, names, vocabulary)) is not None:
        return said
    options = sorted({value for _, value in names})
    raise PhraseError(f"Which is '{raw.text}': " + " or ".join(options) + "?", text=text, column=raw.start + 1,
                      length=len(raw.text), suggestions=tuple(options),
                      hint=f"Write the name out, e.g. '{options[0]}'.")


def _governs(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is a preposition written in lowercase before the word it governs ("Priya: per my last
    message", "per usual"): it cuts no rules name short, whatever name it begins. Capitalised ('Kes Per check') or
    alone in its clause ('roll per, 4 9') it may be a cut, asked about."""
    raw = raws[i]
    return raw.low in PREPOSITIONS and raw.text.islower() and i + 1 < len(raws) and raws[i + 1].kind == "word"


def _labels_a_time(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] stands right before an hour and its minutes ("dep 08:15", "arr 17:45"): a timetable's label of
    the time, no rules name cut short."""
    return i + 3 < len(raws) and raws[i + 1].kind == "number" and raws[i + 2].text == ":" \
        and raws[i + 3].kind == "number" and len(raws[i + 3].text) == 2 and raws[i + 1].text.isdigit()


def _roll_said(raws: list[Raw], names: tuple[tuple[str, str], ...], vocabulary: Vocabulary) -> tuple[str, str] | None:
    """'Vosk Prw r/s': a cut that fits a skill and an attribute (Prowl, Prowess) is the one the roll said decides:
    a position or an effect is said of an action roll, so the skill; a resistance ('resists') is the attribute's."""
    kinds = {kind for kind, _ in names}
    if kinds != {"SKILL", "ABILITY"} or len(names) != 2:
        return None
    said = {vocabulary.cue_kinds.get(str(t.value)) for r in raws if (t := vocabulary.terms.get(r.low)) is not None
            and t.kind == "cue"}
    wanted = "ABILITY" if "resist" in said else "SKILL" if said & {"position", "effect"} else None
    return next((n for n in names if n[0] == wanted), None)


def short_of_two(raws: list[Raw], i: int, text: str, vocabulary: Vocabulary, value: str) -> None:
    """'Oz Int vs the dockhand': an attribute's short form (the game's data lists 'int' for Intelligence) that also
    begins a skill of the game (Intimidate) is asked about, naming the word; said with the attribute's
    score after it ('Int 5') or as its base ('Int-based'), it is the attribute."""
    raw = raws[i]
    if raw.low == value.lower() or not raw.low.isalpha():
        return
    after = raws[i + 1] if i + 1 < len(raws) else None
    if after is not None and (after.kind in ("number", "signed") or after.text in ("-", "+")
                              or after.low in ("based", "-based")):
        return
    others = sorted({str(t.value) for phrase, t in vocabulary.terms.items() if t.kind == "skill"
                     and phrase == str(t.value).lower() and phrase.startswith(raw.low)})
    if others:
        options = [value, *others]
        raise PhraseError(f"Which is '{raw.text}': " + " or ".join(options) + "?", text=text, column=raw.start + 1,
                          length=len(raw.text), suggestions=tuple(options),
                          hint=f"Write the name out, e.g. '{options[0]}'.")


def _level(raws: list[Raw], i: int, text: str, vocabulary: Vocabulary) -> tuple[str, str] | None:
    """'DL H', 'DL Mod', 'Security Sev': right after the word that asks for a difficulty level (or a trait a level
    is said of), a word that begins exactly one of the game's level names, down to its initial, is that level; one
    that begins two ('E': Easy or Extreme) is asked about. None anywhere else."""
    raw, before = raws[i], raws[i - 1] if i else None
    if before is None or before.kind != "word" or not raw.low.isalpha() or raw.low in vocabulary.terms:
        return None
    said = vocabulary.terms.get(before.low)
    if KEYWORDS.get(before.low) != "DL" and (said is None or said.kind != "trait") \
            and _trait_short(before.low, vocabulary) is None:
        return None
    levels = sorted({str(t.value) for phrase, t in vocabulary.terms.items()
                     if t.kind == "dl" and phrase == str(t.value).lower() and phrase.startswith(raw.low)})
    if len(levels) == 1:
        return "DLNAME", levels[0]
    if levels:
        raise PhraseError(f"Which is '{raw.text}': " + " or ".join(levels) + "?", text=text, column=raw.start + 1,
                          length=len(raw.text), suggestions=tuple(levels),
                          hint=f"Write the level out, e.g. '{before.text} {levels[0]}'.")
    return None


def _trait_short(low: str, vocabulary: Vocabulary) -> str | None:
    """The one trait a level is said of that a word of three letters or more begins ('Sec' for Security, 'Stab'
    for Stability), cut short as its level after it is ('Sec Mod'); None when it begins none or two."""
    if len(low) < SHORTEST or not low.isalpha() or low in vocabulary.terms:
        return None
    traits = {value for phrase, value in _traits(vocabulary) if phrase.startswith(low)}
    return traits.pop() if len(traits) == 1 else None


@per_cast
def _traits(vocabulary: Vocabulary) -> tuple[tuple[str, str], ...]:
    """The game's words for its traits and the trait each names, built once per vocabulary (not for every word)."""
    return tuple((phrase, str(t.value)) for phrase, t in vocabulary.terms.items() if t.kind == "trait")


def _trait_then_level(raws: list[Raw], i: int, vocabulary: Vocabulary) -> str | None:
    """'Sec Mod', 'Sec Hard': a trait cut short, right before a level (whole or cut short itself), is that trait."""
    after = raws[i + 1] if i + 1 < len(raws) else None
    if after is None or after.kind != "word" or (trait := _trait_short(raws[i].low, vocabulary)) is None:
        return None
    level = vocabulary.terms.get(after.low)
    if (level is not None and level.kind == "dl") or any(t.kind == "dl" and phrase == str(t.value).lower()
                                                          and phrase.startswith(after.low)
                                                          for phrase, t in vocabulary.terms.items()):
        return trait
    return None


def _after_opening_name(raws: list[Raw], i: int, named: Callable[[int], bool]) -> bool:
    """'Kes Stlth ...', 'Oz: Brwl, ...', 'Cald Tink on the strongbox', 'GM: Lis, Stu ...': the word right after
    the name that opens the line or the referee's call (and its colon or comma), written capitalised or as no word
    of common English."""
    raw = raws[i]
    k = i - 1 - (i >= 2 and raws[i - 1].text in (":", ","))
    spoken = k == 2 and raws[1].text == ":" and raws[0].low in GM_WORDS  # "GM: Lis, Stu ctrl/ltd": the name the
    if (k != 0 and not spoken) or raws[k].kind != "word" or not named(k):  # referee calls, then the roll called for
        return False
    if i + 1 < len(raws) and raws[i + 1].text == "/":
        return False  # "Kes Ath/Athletic Move": a skill and its trick, read together (slash.py)
    return raw.text[0].isupper() or not common_word(raw.low)


def _stands(raws: list[Raw], i: int, text: str) -> bool:
    """Whether raws[i] stands where a rules name does (see the module docstring)."""
    raw = raws[i]
    before = raws[i - 1] if i else None
    after = raws[i + 1] if i + 1 < len(raws) else None
    end = raw.start + len(raw.text)
    if before is not None and before.kind == "word" and before.low in _ROLLS:
        return True
    if after is not None and after.kind == "word" and after.low in _CHECK_AFTER:
        return True
    glued_before = before is not None and before.text == "+" and before.start + 1 == raw.start and i > 1 \
        and raws[i - 2].kind == "word" and raws[i - 2].start + len(raws[i - 2].text) == before.start
    glued_after = after is not None and after.text == "+" and after.start == end and i + 2 < len(raws) \
        and raws[i + 2].kind == "word" and raws[i + 2].start == after.start + 1
    if glued_before or glued_after:
        return True
    if before is not None and before.low in _WITH and raw.text[0].isupper() and (
            after is None or after.kind == "number" or (after.kind == "mark" and after.text in _CLOSES)):
        return True  # "resists the knife w/ Prow, 5 2 2": what the roll is made with, closing its clause
    opens = before is None or (before.kind == "mark" and before.text in _OPENS)
    closes = after is None or after.kind == "number" or (after.kind == "mark" and after.text in _CLOSES)
    return opens and closes and not common_word(raw.low)


def values_said_short(raws: list[Raw], vocabulary: Vocabulary) -> list[Raw]:
    """Position and effect typed short where a value stands (the game's [short] table): after its label ('pos D',
    'eff G', 'position desperate': read as 'desperate position', 'great effect'), or as a slashed pair of values,
    position first ('r/s', 'ctrl/ltd': read as 'risky/standard'). The pieces keep their columns; a short form
    anywhere else ('d', 'c', 'std' in the story) stays the word it is."""
    labels, values, kinds = vocabulary.short_labels, vocabulary.short_values, vocabulary.cue_kinds
    if not labels and not values:
        return raws
    out = list(raws)
    for i, raw in enumerate(raws[:-1]):
        nxt = raws[i + 1]
        key = values.get(nxt.low)
        if raw.kind == "word" and raw.low in labels and nxt.kind == "word" and key is not None \
                and kinds.get(key) == labels[raw.low]:  # "pos D": 'desperate position'
            out[i], out[i + 1] = Raw("word", raw.text, raw.start, key), Raw("word", nxt.text, nxt.start, labels[raw.low])
    pair = vocabulary.short_pair
    for i in range(len(raws) - 2):
        first, mark, second = raws[i], raws[i + 1], raws[i + 2]
        if mark.text != "/" or not (first.kind == second.kind == "word") or len(pair) != 2 \
                or first.start + len(first.text) != mark.start or mark.start + 1 != second.start:
            continue
        one, two = values.get(first.low), values.get(second.low)
        if one is not None and two is not None and kinds.get(one) == pair[0] and kinds.get(two) == pair[1]:
            out[i], out[i + 2] = Raw("word", first.text, first.start, one), Raw("word", second.text, second.start, two)
    return out
