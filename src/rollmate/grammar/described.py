"""A roll described in lay words instead of named, as a player new to the game says it: 'my sneaking one', 'the
smart one', 'my body thing', 'the gunnery one', 'the talking skill'. The words before 'one' / 'thing' / 'skill'
are looked up in the game's own table of lay words (its data's [described]), then as the game's rules words and
verbs in any form ('sneaking' -> sneak, 'shooty' -> shoot). One roll found: the description is that roll's name;
several: the player is asked which; none: the words stay as they were. Described by a verb ('the fighting
one'), it is an action word, as the verb would be: after the action's own words, only the player's gloss of them. A die described by its colour or place
('the red one is 4 and the other one is 2') is its face."""

from __future__ import annotations

from collections.abc import Callable

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import SINGULAR
from rollmate.grammar.raw import Raw, verb_bases
from rollmate.rules.forms import said_of_someone
from rollmate.rules.vocabulary import Vocabulary

# What stands for the roll's name after the words that describe it.
HEADS = frozenset({"one", "thing", "skill", "stat", "attribute", "action", "move", "ability", "trick"})
# What opens a description ("my sneaking one", "the smart one", "that gunnery thing").
OPENERS = frozenset({"my", "the", "his", "her", "their", "your", "our", "that", "this", "thats", "that's"})
# Token types of the words that name a roll.
_ROLLS = ("SKILL", "TRICK", "ABILITY", "VERB")
_KINDS = {"skill": "SKILL", "trick": "TRICK", "ability": "ABILITY"}
# A die described by how it looks or where it lies: 'the red one is 4', 'the other one was a 2'.
_DIE_WORDS = frozenset("""red blue green yellow white black orange purple pink grey gray gold silver clear brown
other first second last big small little left right""".split())
_PLACES = frozenset({"other", "first", "second", "last"})  # a die told by its place alone ("the second was a three")
_POINTING = frozenset({"the", "that", "this"})  # an opener that points at someone ('my smart one' is the player's roll)
_SHOWS = frozenset({"is", "was", "shows", "showed", "says", "said", "got", "came", "rolled", "=", ":"})

Match = Callable[[list[Raw], int], "tuple[int, str, object] | None"]


def described_roll(raws: list[Raw], i: int, vocab: Vocabulary, match: Match, text: str
                   ) -> tuple[int, str, str] | None:
    """At raws[i], an opener: (raw tokens taken, token type, value) for a description that names one roll; None when
    the words describe none (or no roll is described here). A description that fits several rolls is asked about."""
    if raws[i].low.replace("’", "'") not in OPENERS:
        return None
    head = next((k for k in range(i + 1, min(i + 4, len(raws))) if raws[k].kind == "word" and raws[k].low in HEADS),
                None)
    if head is None or head == i + 1 or any(raws[k].kind != "word" for k in range(i + 1, head)):
        return None
    said = [raws[k].low for k in range(i + 1, head)]
    if raws[head].low == "one" and _of_someone(raws, i):  # "she's the persuasive one": who she is, no roll
        return head + 1 - i, "SCENE", ""
    if raws[head].low == "one" and raws[i].low in _POINTING and head + 1 < len(raws) and raws[head + 1].kind == "word" \
            and raws[head + 1].low not in _SHOWS and said_of_someone(raws[head + 1].low) \
            and not any(raws[k].low in _DIE_WORDS for k in range(i + 1, head)):  # ("the second one bounced": a die)
        return head + 1 - i, "SCENE", ""  # "the most smart one has Wits Moderate": someone who acts or is, no roll

    if head + 1 < len(raws) and raws[head + 1].low == "of":  # "one of my luck things"
        return None
    found = _lay(vocab, said) or _named(raws, i + 1, head, match, vocab)
    if not found:
        return None
    if len(found) > 1:
        start, end = raws[i].start, raws[head].start + len(raws[head].text)
        words = text[start:end]
        names = [value for _, value in found]
        raise PhraseError(f"Which is '{words}': {' or '.join(names)}?", text=text, column=start + 1,
                          length=end - start, hint=f"Name it, e.g. '{text[:start]}{names[0]}{text[end:]}'.",
                          choices=tuple(f"{text[:start]}{n}{text[end:]}" for n in names), labels=tuple(names),
                          missing="skill", allowed=tuple(names))
    kind, value = found[0]
    return head + 1 - i, kind, value


def _of_someone(raws: list[Raw], i: int) -> bool:
    """Whether the words before raws[i] say someone is what follows ('she's ...', 'Ansel is ...', 'they are ...')."""
    before = [r.low.replace("’", "'") for r in raws[max(0, i - 2) : i]]
    if before and before[-1] in _PERSON_IS:
        return True
    return len(before) == 2 and before[-1] in ("is", "are", "was") and (before[0] in _PERSONS or raws[i - 2].text[:1].isupper())


_PERSON_IS = frozenset({"she's", "he's", "they're", "shes", "hes", "theyre", "i'm", "im", "you're", "youre"})
_PERSONS = frozenset({"she", "he", "they", "i", "you", "who"})


def described_die(raws: list[Raw], i: int) -> int:
    """'the red one is 4', 'the other one was a 2', 'the second was a three': where the words before the face end
    (they are the die's description, said of the face that follows); i when raws[i] opens no such words. A die told
    by its place alone ('the second') is one only with a word of showing after it ('was', 'showed')."""
    k = i + (raws[i].low == "the")
    if k + 1 >= len(raws) or raws[k].low not in _DIE_WORDS:
        return i
    named = raws[k + 1].low in ("one", "die", "dice")
    if not named and (raws[k].low not in _PLACES or not (raws[k + 1].low in _SHOWS or raws[k + 1].text in _SHOWS)):
        return i
    j = k + 1 + named
    if named and (told := _told_after(raws, j)) > j:  # "the other one fell off the table ... and it was a three"
        return told
    if j < len(raws) and (raws[j].low in _SHOWS or raws[j].text in _SHOWS):
        j += 1 + (raws[j].low == "came" and j + 1 < len(raws) and raws[j + 1].low == "up")
        j = min(j, len(raws))
    if j < len(raws) and raws[j].low in ("a", "an") and j + 1 < len(raws) and _face(raws[j + 1]):
        j += 1
    return j if j < len(raws) and _face(raws[j]) else i


def _told_after(raws: list[Raw], j: int) -> int:
    """Where the face of a die told of ends its story in its sentence ('... fell off the table and dad said it still
    counts and it was a three'): the index of the face after 'it was' / 'it's' / 'it showed', with no number before
    it; else j."""
    k = j
    while k + 1 < len(raws) and k - j < _STORY_WORDS and raws[k].kind in ("word", "mark") \
            and raws[k].text not in (".", "!", "?", ";"):
        if raws[k].low in ("it", "it's", "it’s", "its"):
            m = k + 1 + (raws[k].low == "it" and raws[k + 1].low in ("was", "is", "showed", "shows", "said", "read"))
            m += m < len(raws) and raws[m].low in ("a", "an") and m + 1 < len(raws) and _face(raws[m + 1])
            if m < len(raws) and _face(raws[m]) and m > k + (raws[k].low == "it"):
                return m
        if _face(raws[k]) or raws[k].kind == "number":
            return j
        k += 1
    return j


_STORY_WORDS = 16  # the most words a die's story runs to before its face


def _face(raw: Raw) -> bool:
    """A face said as a number or a word for one ('4', 'three')."""
    return (raw.kind == "number" and raw.text.isdigit()) or (raw.kind == "word" and raw.low in SINGULAR
                                                                and raw.low not in ("a", "an"))


def _lay(vocab: Vocabulary, said: list[str]) -> list[tuple[str, str]]:
    """The game's own table of lay words: the words as said, or the last one in any form ('sneaking' -> sneak)."""
    table = vocab.described
    if not table:
        return []
    for key in (" ".join(said), *verb_bases(said[-1]), *_adjective_bases(said[-1])):
        if key in table:
            return [_kind(vocab, name) for name in table[key]]
    return []


def _named(raws: list[Raw], start: int, head: int, match: Match, vocab: Vocabulary) -> list[tuple[str, str]]:
    """The words as the game's rules words ('the gunnery one', 'my presence thing'), or as one of its verbs said as a
    describing word, in -ing or -y ('my sneaking one', 'the shooty one'; never 'the guard one')."""
    word = raws[start].low
    describing = head - start == 1 and word.endswith(("ing", "y"))
    m = match(raws, start)
    if m is not None and start + m[0] == head and m[1] in _ROLLS and (m[1] != "VERB" or describing):
        return [(m[1], str(m[2]))]
    if head - start != 1:
        return []
    for base in (*verb_bases(word), *_adjective_bases(word)):
        if base in vocab.verbs and describing:
            return [("VERB", vocab.verbs[base])]
        term = vocab.terms.get(base)
        if term is not None and term.kind in _KINDS:
            return [(_KINDS[term.kind], term.value)]
    return []


def _kind(vocab: Vocabulary, value: str) -> tuple[str, str]:
    """The token type of a rules name: a skill, a trick or an ability as the vocabulary lists it, else a verb's."""
    term = vocab.terms.get(value.lower())
    return (_KINDS[term.kind], term.value) if term is not None and term.kind in _KINDS else ("VERB", value)


def _adjective_bases(word: str) -> tuple[str, ...]:
    """'shooty' -> shoot, 'sneaky' -> sneak, 'stabby' -> stab: an adjective a player makes of a verb with -y."""
    if len(word) < 5 or not word.endswith("y") or word.endswith(("ly", "ay", "ey", "oy", "uy")):
        return ()
    stem = word[:-1]
    return (stem, stem[:-1]) if len(stem) > 3 and stem[-1] == stem[-2] else (stem,)
