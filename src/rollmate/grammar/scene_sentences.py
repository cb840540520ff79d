"""A number said in a sentence (or a clause of prose) of a post that holds no rules word, beside the sentence that
gives the dice, is the scene's: "my dog is called Biscuit and he is 3. I rolled 4 and 5", "I'm 11 so I can add it up
myself. roll plus cool, 6 and 3".

A post is sentences (sentences.py), and the one that carries the roll decides. A sentence of the story says no skill,
trick, attribute, difficulty, resource, sign or dice word; a number there counts or names a thing of the story (an
age, an hour, a headcount), never a die nor a value. It stays asked about where it could still be one:
- where no other sentence gives the dice;
- where it stands beside another number ("it came up 4 5"), or is said of someone named or pointed to right before it
  ("Gronk 3", "the raider is a 3", "he's about 4": a rating), or after a word naming a value of the roll ("modifier
  2");
- where its sentence is too short to tell a story ("It's 2.", "she's 3 at it": what is 2?), unless it counts what
  follows it or is bigger than any rules value ("1 pilot, 2 passengers.", "Torqued to 45.").

So is a number in a clause of prose that holds no rules word, where the dice are said apart as dice: said after a
preposition or before a plain word ("batting out of position at 3", "149 not out"), no one named before it.

So is a rules noun that is what a sentence of no deed is about, said to be in a state by a verb's participle ("Setup
for session 15 is pinned in #session-logs.", "Assist bot is down again."), where another sentence gives the dice: a
thing of the table, never the roll's setup or assist. A participle that says it was done or given ("Setup was done by
Scout", "Assist given") keeps it the roll's.

And someone named only after a preposition, in a sentence that says no deed nor any rules word ("This one goes out
to Kes, who's having a rough night.", "A song for Kes."), where another sentence names who does the deed ("Sal
sneaks past ..."): the one a thing is given or said to, never the one acting nor whom the deed is done to.
"""

from __future__ import annotations

import re

from lark import Token

from rollmate.grammar.later import Later
from rollmate.grammar.packing import span
from rollmate.grammar.scene_numbers import counts_a_thing
from rollmate.grammar.sentences import ends, sentence_of
from rollmate.rules.forms import word_classes
from rollmate.rules.lexicon import PARTICIPLE, is_tagged

# What a sentence of the story may hold: plain words, people, the game's verbs, and what is said of someone.
_STORY = frozenset({"WORD", "VERB", "NAME", "POSS", "PRONOUN", "STRANGER", "THEY", "SELF", "IS", "HAS", "SEP",
                    "SCENE", "POSTURE", "NUMBER"})
_DICE = frozenset({"ROLLED", "FACES", "IDIOM"})  # what gives the dice
_NAMED = frozenset({"NAME", "POSS", "STRANGER"})  # right before a number: whose rating it may be
# Someone said to be a number ("the raider is a 3", "he's about 4", "I'm 11"): the subject, its verb of being, and
# what may stand before the number. An age said after it ("9 and a half", "12 years old") is no rating.
_BEING_SAID = (r"(?i)(?P<subject>[\w'’]+?)(?:\s+(?:is|was|are|were|am)|['’](?:s|m|re)|m)"
               r"(?:\s+(?:a|an|at|about|like|only|just|rated|maybe|probably|nearly|almost))*\s*$")
_AGE = r"(?i)\s*(?:and\s+a\s+half|years?\s+old|yrs?\s+old|y/?o\b|months?\s+old)"
_WRITER = frozenset({"i", "im"})  # the one who writes: "I'm 11", "im 9"
_PRONOUNS = frozenset({"he", "she", "it", "they", "he's", "she's", "it's"})
_MOST_RATED = 40  # no rating, difficulty or pool of these games is said with a bigger number
# Words naming a value of the roll, right before its number ("modifier 2"): the number stays asked.
_VALUE_WORDS = frozenset({"mod", "modifier", "bonus", "penalty", "difficulty", "dl", "dc", "rating", "pool"})
_FEWEST_WORDS = 4  # a sentence with fewer words than this besides its numbers tells no story to read it by


def scene_sentences(tokens: list[Token], text: str) -> list[Token]:
    """The tokens, with each number of a sentence of the story made the scene's (a SCENE token), where another
    sentence gives the dice."""
    numbers = [k for k, t in enumerate(tokens) if t.type == "NUMBER"]
    if not numbers:
        return tokens
    stops = ends(text)
    if len(stops) < 2 and (not stops or stops[0] >= len(text.rstrip())):
        return tokens  # one sentence: it carries the roll
    by_sentence: dict[int, list[int]] = {}
    for k, t in enumerate(tokens):
        by_sentence.setdefault(sentence_of(t.start_pos or 0, stops), []).append(k)
    dice = {n for n, ks in by_sentence.items() if any(tokens[k].type in _DICE for k in ks)}
    last = max(by_sentence)
    if not dice and _bare_faces([tokens[k] for k in by_sentence[last]]):
        dice = {last}  # "... we need it under 1000. 4 and 3": the post ends on its faces alone
    out = list(tokens)
    for n, ks in by_sentence.items():
        if n in dice or not dice or not any(tokens[k].type == "NUMBER" for k in ks):
            continue
        if any(tokens[k].type not in _STORY | {"CUE"} for k in ks):
            continue
        if any(tokens[k].type == "CUE" for k in ks):  # "Wind 240 at 12 gusting 22": a word a rule reads ('wind'),
            for k in ks:  # so only a number bigger than any rules value is surely the scene's
                if tokens[k].type == "NUMBER" and str(tokens[k].value).isdigit() and int(tokens[k].value) > _MOST_RATED:
                    out[k] = span("SCENE", text[tokens[k].start_pos : tokens[k].end_pos], tokens[k])
            continue
        if not _tells(text, stops, n, [tokens[k] for k in ks]):  # "Torqued to 45, safety-wired.", "1 pilot, 2
            for k in ks:  # passengers.": too short to tell a story by, but a number bigger than any rules value, or
                if tokens[k].type == "NUMBER" and _counting(tokens, k, text):  # one said with what it counts, is none
                    out[k] = span("SCENE", text[tokens[k].start_pos : tokens[k].end_pos], tokens[k])
            continue
        opens = stops[n - 1] if n else 0
        lone = [k for k in ks if tokens[k].type == "NUMBER" and _alone(tokens, k, text) and not _rated(tokens, k, text, opens)]
        if len(lone) != sum(tokens[k].type == "NUMBER" for k in ks):
            continue  # a number beside another, or after a name: what it is stays asked
        for k in lone:
            out[k] = span("SCENE", text[tokens[k].start_pos : tokens[k].end_pos], tokens[k])
    return out


# Participles that say a rules noun was done, given or used ("Setup was done by Scout", "the assist given"): the roll's.
_DONE = frozenset({"done", "given", "made", "provided", "offered", "used", "spent", "taken", "called", "granted",
                   "applied", "added", "set", "rolled", "earned", "gained", "received", "lent", "declared", "accepted"})
_STATES = frozenset({"down", "off", "out", "up", "broken", "open", "closed", "over"})  # "Assist bot is down again"


def scene_subjects(tokens: list[Token], text: str) -> list[Token]:
    """The tokens, with a rules noun opening a sentence of no deed, said to be in a state ('Setup for session 15 is
    pinned'), made the scene's (a SCENE token), where another sentence gives the dice."""
    if not any(t.type == "CUE" for t in tokens) or not any(t.type in _DICE for t in tokens):
        return tokens
    stops = ends(text)
    by_sentence: dict[int, list[int]] = {}
    for k, t in enumerate(tokens):
        by_sentence.setdefault(sentence_of(t.start_pos or 0, stops), []).append(k)
    out = list(tokens)
    for ks in by_sentence.values():
        first = tokens[ks[0]]
        if first.type != "CUE" or any(tokens[k].type not in ("SCENE", "WORD", "IS", "SEP") for k in ks[1:]) \
                or text[: first.start_pos].strip()[-1:] not in ("", ".", "!", "?"):
            continue
        said = text[first.start_pos : first.end_pos].lower()
        words = [k for k in ks[1:] if tokens[k].type == "WORD"]
        being = next((k for k in words if re.search(r"(?i)\b(?:is|are|was|were)\s+(?:\w+ly\s+)?$", text[
            first.end_pos : tokens[k].start_pos])), None)  # (settled, the verb of being is no token)
        if " " in said or "NOUN" not in word_classes(said) or being is None:
            continue
        state = text[tokens[being].start_pos : tokens[being].end_pos].lower()
        if state in _DONE or not (state in _STATES or state.endswith("ed") or is_tagged(state, PARTICIPLE)):
            continue
        if any(tokens[k].type in _DICE for k in ks) or not any(tokens[k].type == "VERB" for k in range(len(tokens))
                                                                 if k not in ks):
            continue
        out[ks[0]] = span("SCENE", text[first.start_pos : first.end_pos], first)
    return out


def scene_clauses(tokens: list[Token], text: str, set_aside: tuple[tuple[int, int], ...] = ()) -> list[Token]:
    """The tokens, with a number of a clause of prose made the scene's (a SCENE token), where the phrase gives its
    dice apart, said as dice ('Dice: 6 and 6', 'rolled 4 3'): a clause holding no rules word, no one named right
    before the number, and the number in a phrase of its own, after a preposition ('batting out of position at 3',
    'off his pads for 2', 'retired hurt on 17') or before a plain word ('6 not out', '47 off 31 balls'). The clause
    is the scene's story; a lone number with nothing around it ('..., 3, rolled 4 4') stays asked. `set_aside`: where
    the lexer blanked words it read otherwise ('not out' of "149 not out"), which are still words after a number."""
    if not any(t.type in _DICE for t in tokens):
        return tokens
    out = list(tokens)
    clauses: list[list[int]] = [[]]
    for k, t in enumerate(tokens):
        if t.type in ("SEP", "COLON"):
            clauses.append([])
        else:
            clauses[-1].append(k)
    for ks in clauses:
        if not any(tokens[k].type == "NUMBER" for k in ks) or any(
                tokens[k].type not in _PROSE and not _done_before(tokens, k, text, ks) for k in ks):
            continue
        opens = tokens[ks[0]].start_pos or 0
        for k in ks:
            if tokens[k].type == "NUMBER" and str(tokens[k].value).isdigit() and _in_a_phrase(tokens, k, text, set_aside) \
                    and _alone(tokens, k, text) and not _rated(tokens, k, text, opens):
                out[k] = span("SCENE", text[tokens[k].start_pos : tokens[k].end_pos], tokens[k])
    return out


def _done_before(tokens: list[Token], k: int, text: str, clause: list[int]) -> bool:
    """Whether tokens[k] is a verb in the past opening its clause and its sentence, no one named before it, where
    another clause holds a deed ('Knocked down at 2, and the dice: 2 and 1.' after 'Abelard wrecks the rostrum'):
    a note of what was done, the scene's."""
    said = text[tokens[k].start_pos : tokens[k].end_pos].split()[0].lower()
    before = text[: tokens[k].start_pos].rstrip()
    return tokens[k].type == "VERB" and k == clause[0] and said.endswith("ed") and (not before or before[-1] in ".!?") \
        and any(t.type == "VERB" for n, t in enumerate(tokens) if n not in clause)


# What a clause of prose holds around a number of the scene: plain words, people, what is said of them.
_PROSE = frozenset({"WORD", "NAME", "POSS", "PRONOUN", "THEY", "IS", "HAS", "SCENE", "NUMBER"})
# Words that join a number to another, as faces or a sum are ("4 and 3", "2 plus 1"): no phrase of words.
_JOINING_NUMBERS = frozenset({"and", "or", "n", "then", "plus", "minus", "times", "vs", "versus", "x", "by", "to"})
# Pronouns that open a clause of their own after a number ("about 4 i think"): no phrase the number stands in.
_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they", "it", "im", "i'm"})
# Prepositions a number of the scene is said after ("at 3", "for 2", "on 17", "off 31 balls", "after a six").
_BEFORE_A_COUNT = Later(r"(?i)\b(?:at|on|for|off|after|from|to|of|in|behind|ahead|past|over|under|by)\s+(?:an?\s+)?$")


def _in_a_phrase(tokens: list[Token], k: int, text: str, set_aside: tuple[tuple[int, int], ...] = ()) -> bool:
    """Whether the number at k is said in a phrase of words: after a preposition (and no one named before that), or
    right before a plain word of no rule ('6 not out')."""
    before = tokens[k - 1] if k else None
    if before is not None and before.type in _NAMED:
        return False  # ("the guard at 3": a rating, perhaps)
    start = tokens[k].start_pos or 0
    if start and not text[start - 1].isspace() and text[start - 1] not in "(":
        return False  # ("dice 4:05 pm", "6,2"): glued to what stands before it, a part of a time or of faces
    said_before = text[: tokens[k].start_pos]
    if _BEFORE_A_COUNT.search(said_before) and before is not None and str(before.value).lower() not in _VALUE_WORDS:
        return True
    end = tokens[k].end_pos or 0
    gap = re.compile(r"[ \t]+").match(text, end)
    if gap is not None and any(end <= start <= gap.end() for start, _ in set_aside):
        return True  # ("149 not out": words the lexer set aside follow it)
    after = re.compile(r"[ \t]+([a-z]+)\b").match(text, end)
    return after is not None and after.group(1) not in _VALUE_WORDS and after.group(1) not in _JOINING_NUMBERS \
        and after.group(1) not in _SUBJECTS \
        and not any(t.start_pos == after.start(1) and t.type not in ("WORD", "SCENE") for t in tokens)
    # ("he is about 4 i think": a rating said, and the writer's doubt; "2 war dice": what a rule counts)


def _bare_faces(its_tokens: list[Token]) -> bool:
    """Whether a sentence is two or more numbers alone ('4 and 3', '6, 2'): faces, said with nothing else."""
    return sum(t.type == "NUMBER" for t in its_tokens) >= 2 and all(
        t.type == "NUMBER" or (t.type == "SEP" and str(t.value).lower() in ("and", "&", ",")) for t in its_tokens)


def _tells(text: str, stops: list[int], n: int, its_tokens: list[Token]) -> bool:
    """Whether sentence n has words enough, besides its numbers (said in figures or in words), to tell a story by."""
    start = stops[n - 1] if n else 0
    end = stops[n] if n < len(stops) else len(text)
    words = sum(1 for word in text[start:end].split() if any(c.isalpha() for c in word))
    number_words = sum(1 for t in its_tokens if t.type == "NUMBER" and any(c.isalpha() for c in str(t.value)))
    return words - number_words >= _FEWEST_WORDS


def _alone(tokens: list[Token], k: int, text: str) -> bool:
    """Whether the number at k stands by itself: no number next to it (an 'and' between counts as next to it; a word
    between, as in '1200 for 40 heads', does not), and no name right before it."""
    if _counting(tokens, k, text):
        return not (k and tokens[k - 1].type == "WORD" and str(tokens[k - 1].value).lower() in _VALUE_WORDS)

    def near(step: int) -> Token | None:
        j = k + step
        if 0 <= j < len(tokens) and tokens[j].type == "SEP" and str(tokens[j].value).lower() in ("and", "&", ","):
            j += step
        if not 0 <= j < len(tokens) or _counting(tokens, j, text):
            return None  # ("Wind 270 at 20, 2 miles of rooftops": a count beside it is no face of a pair)
        first, second = sorted((tokens[k], tokens[j]), key=lambda t: t.start_pos or 0)
        between = text[first.end_pos : second.start_pos].strip(" ,&").lower()
        return None if between and between != "and" else tokens[j]  # ("1200 for 40 heads": a word between)

    if _holds_number(near(-1)) or _holds_number(near(1)):
        return False
    if k and tokens[k - 1].type == "WORD" and str(tokens[k - 1].value).lower() in _VALUE_WORDS:
        return False  # "..., modifier 2.", "mod 2": a word of the roll's values says what it is: asked
    return not (k and tokens[k - 1].type in _NAMED)


def _counting(tokens: list[Token], k: int, text: str) -> bool:
    """Whether the number at k is a count or a measure: bigger than any rating, die or pool ('Wind 270'), or said
    right before the plain noun it counts ('2 miles of rooftops', '3 legs')."""
    said = str(tokens[k].value)
    if tokens[k].type not in ("NUMBER", "SCENE") or not said.isdigit():
        return False
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    typed = text[nxt.start_pos : nxt.end_pos] if nxt is not None else ""
    return int(said) > _MOST_RATED or nxt is not None and nxt.type in ("WORD", "VERB") and typed.isalpha() \
        and typed.islower() and counts_a_thing(typed)  # ('1 pilot': a noun the game has a verb for too)


def _rated(tokens: list[Token], k: int, text: str, opens: int) -> bool:
    """Whether the number at k is said of someone as what they are ('the raider is a 3', "he's about 4"): a rating,
    perhaps, which stays asked; save a number bigger than any rating (_MOST_RATED: 'it's 1200'), an age ('9 and a half', '12 years old'), the writer's own ("I'm 11"), and what
    the writer's own thing or person is ('my dog ... he is 3', 'my sister is 8'): none of those is in the game."""
    said_as = text[tokens[k].start_pos : tokens[k].end_pos]
    if said_as.isdigit() and int(said_as) > _MOST_RATED:
        return False  # "It's 1200 for 40 heads": a price, a count, never anyone's rating
    before = text[opens : tokens[k].start_pos]
    said = re.search(_BEING_SAID, before)
    if said is None or re.match(_AGE, text[tokens[k].end_pos :]):
        return False
    subject = said.group("subject").lower()
    if subject in _WRITER or subject in ("there", "here"):  # ("There were 40 guests": how many, said)
        return False
    owned = re.search(r"(?i)\b(?:my|our)\s+\w+", before[: said.start("subject")] if subject in _PRONOUNS else
                      before[max(0, said.start("subject") - 8) : said.end("subject")])
    return owned is None


def _holds_number(t: Token | None) -> bool:
    """Whether t says a number: a count or faces, or a scene's token written in figures (a scene's word is none)."""
    if t is None or t.value == "":
        return False
    return t.type in ("NUMBER", "FACES") or (t.type == "SCENE" and any(c.isdigit() for c in str(t.value)))


# Words after which someone named is whom a thing goes or is said to ("goes out to Kes", "a song for Kes").
_TOWARD = Later(r"(?i)\b(?:to|for|with|from|about|at)\s+$")
# What a sentence naming someone only as the scene's may hold besides (no deed, no rules word, no dice).
_SAID_TO = frozenset({"WORD", "NAME", "SEP", "SCENE", "IS", "HAS", "PRONOUN", "CUE"})


def scene_names(tokens: list[Token], text: str) -> list[Token]:
    """The tokens, with each name said after a preposition in a sentence of no deed made the scene's (see the module
    docstring), where another sentence names its doer right before the deed."""
    if sum(t.type == "NAME" for t in tokens) < 2:
        return tokens
    stops = ends(text)
    if not stops:
        return tokens
    by_sentence: dict[int, list[int]] = {}
    for k, t in enumerate(tokens):
        by_sentence.setdefault(sentence_of(t.start_pos or 0, stops), []).append(k)
    doers = {n for n, ks in by_sentence.items() if any(
        tokens[k].type == "NAME" and k + 1 < len(tokens) and tokens[k + 1].type in ("VERB", "TRICK") for k in ks)}
    out = list(tokens)
    for n, ks in by_sentence.items():
        if n in doers or not doers or any(tokens[k].type not in _SAID_TO for k in ks):
            continue
        for k in ks:
            if tokens[k].type == "NAME" and _TOWARD.search(text, 0, tokens[k].start_pos or 0) is not None:
                out[k] = span("SCENE", text[tokens[k].start_pos : tokens[k].end_pos], tokens[k])
    return out
