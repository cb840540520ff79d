"""The lexer: splits a phrase into words, numbers and marks, and lets the vocabulary decide what each word means."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

from lark.lexer import Token

from rollmate.errors import PhraseError
from rollmate.grammar.action_words import WRITER_REMARK, described_doer, person_shaped, rulings_in
from rollmate.grammar.bracketed_amount import once, once_for_one_reason
from rollmate.grammar.calques import calqued
from rollmate.grammar.coined import coined_out
from rollmate.grammar.concluded import concluded, overruled, stepped_to
from rollmate.grammar.conditions import answered_no, unasserted
from rollmate.grammar.described import _DIE_WORDS, OPENERS, described_die, described_roll
from rollmate.grammar.dialect import standard
from rollmate.grammar.foreign import read_through, seen_as
from rollmate.grammar.idioms import (
    _COMING_OUT,
    _OPENS_NOT_ROLLED,
    _SHOWING,
    IDIOM_STARTS,
    NAMED,
    ODDS_WORDS,
    PLURALS,
    SINGULAR,
    dice_idiom,
    faces_run,
    not_rolled,
    question_at,
    remark_at,
    showing_faces,
    supposes,
)
from rollmate.grammar.labels import settled, typed_labels
from rollmate.grammar.lacked import lacked
from rollmate.grammar.later import Later
from rollmate.grammar.lookup import (
    UNSEEN,
    WH_WORDS,
    Remembered,
    VocabularyLookup,
    asked_verb,
    back_reference,
    back_references,
    stands_for,
)
from rollmate.grammar.lying import lying
from rollmate.grammar.manner import apologies, doubts, hedges_after
from rollmate.grammar.negated import tried
from rollmate.grammar.ornate import ornate
from rollmate.grammar.packing import _MOST_FACE, SaidNumber, token
from rollmate.grammar.radio_numbers import radio_number, radio_words
from rollmate.grammar.raw import (
    HUGE,
    MAX_DIGITS,
    MAX_PHRASE,
    NamedRaw,
    Raw,
    raw_tokens,
    split_hyphens,
    too_large,
    touching,
    verb_bases,
)
from rollmate.grammar.restated import added_from, restated_at, sum_at
from rollmate.grammar.ruled import credits_out
from rollmate.grammar.run_together import split_run_together
from rollmate.grammar.scene_numbers import (
    a_count,
    address,
    age,
    age_band,
    amount_changed,
    arrival,
    at_the_hour,
    beyond_rules,
    by_the_hour,
    chapter_and_verse,
    cherished,
    classed,
    clock_time,
    count_got,
    count_pattern,
    count_resumed,
    countdown,
    counted_manner,
    counts_a_thing,
    counts_added,
    counts_listed,
    counts_offered,
    counts_told,
    dice_said_elsewhere,
    dotted_code,
    field_count,
    formula,
    graded,
    headed_count,
    labels_ranged,
    leading_point,
    list_marker,
    listed_item,
    marked,
    measure_word,
    measured,
    measured_again,
    measured_range,
    model_number,
    moved,
    n_of_m,
    nouns,
    nth_try,
    numbered,
    numbered_item,
    one_for_a_thing,
    one_of_many,
    opening_hours,
    oracle_roll,
    pair_apart,
    placing,
    portion,
    postcode,
    rated_field,
    ratings_joined,
    ratio,
    rolls_counted,
    served,
    sets_by_reps,
    short_year,
    sides,
    soil_colour,
    specification,
    statistic,
    tally,
    temperature,
    time_from_now,
    time_left,
    time_span,
    times_an_item,
    told_hour,
    tooth,
    under_age,
    voted,
    wind,
    year,
)
from rollmate.grammar.scene_numbers import (
    dated as day_said,
)
from rollmate.grammar.scene_words import story_word
from rollmate.grammar.set_phrases import set_phrases_out
from rollmate.grammar.shorthand import cut_short, short_of_two, shorthand, values_said_short
from rollmate.grammar.shouts import shouted
from rollmate.grammar.speech import plain_speech
from rollmate.grammar.spelling import respell
from rollmate.grammar.threats import threats
from rollmate.grammar.turn_order import in_order
from rollmate.grammar.weighed import weighed
from rollmate.grammar.words import (
    AMEND_CUES,
    ANY_FORTUNE,
    ASIDE_OPENERS,
    BIDDING,
    BODY_WORDS,
    CLAUSE_SUBJECTS,
    DEGREE_WORDS,
    DETERMINERS,
    DOUBTED,
    ENTERING,
    FACES_FOLLOW,
    FEELING_TAGS,
    FILLER,
    FORTUNE,
    FORTUNE_VERBS,
    GIVEN_TO,
    GM_WORDS,
    HELPING,
    HOW_WHEN,
    IDENTITY_CLAIMS,
    IDENTITY_POSES,
    IDIOMS_OF_A_CUE,
    INTERJECTIONS,
    INTO,
    KEYWORDS,
    KIN_WORDS,
    KNOWING,
    LEAVE_ASKED,
    LISTENER_ASIDES,
    MODALS,
    NOT_USING,
    NOUNS_FIRST,
    NUMBER_WORDS,
    ORDINALS,
    PEOPLE_WORDS,
    PLACE_PREPOSITIONS,
    POSTURES,
    PREPOSITIONS,
    PRONOUN_IS,
    REACHING,
    REMARK_OPENERS,
    RULES_COUNTS,
    SCHOOL_WORDS,
    SEATS,
    SEEKING,
    SHORT_TITLES,
    SPENT_WORDS,
    SUBJECT_PRONOUNS,
    TAG_QUESTIONS,
    TIME_NOUNS,
    TITLES,
    TRYING,
    UNUSED,
)
from rollmate.rules.forms import (
    adverb,
    common_word,
    irregular_participle,
    is_english,
    plural_noun,
    plural_shape,
    said_of_someone,
    word_classes,
)
from rollmate.rules.spoken import lexicon, own
from rollmate.rules.vocabulary import Vocabulary

if TYPE_CHECKING:
    from rollmate.grammar.bots import BotRoll
    from rollmate.grammar.marks import Unsaid

__all__ = ["MAX_DIGITS", "MAX_PHRASE", "Lexed", "PhraseLexer", "Raw", "raw_tokens", "verb_bases"]


# "read Kowalski - is he about to jump us?": a yes/no question after the action says what the roll is for (a purpose),
# never a second action.
# "so the others can slip in", "so Rus can get away": a purpose someone else acts on; its verbs are theirs, no roll's.
_OTHERS_CAN = r"(?i)so\s+(?:that\s+)?(?!i\b|we\b|me\b|i'll\b|we'll\b)(?:[\w'’-]+\s+){1,3}?(?:can|could|will|would|may|might)\b"
_IF = ("if", "whether")  # after a verb of finding out, what is found out ('tell if he's lying')
_ASKS = {"is", "are", "was", "were", "does", "do", "did", "will", "would", "has", "have"}
# A question of what someone wants ("- what's he really after here?", "what does she want?"): its first word, and the
# words of place or time that may close it after the game's own words for the roll
_WH_ASKS = {"what's", "whats", "what"}
_WH_CLOSE = {"here", "there", "now", "really", "exactly", "then"}
_WHOSE = {"his", "her", "their"}  # "what's his angle?"
_WHOSE_OWN = frozenset({"my", "his", "her", "their", "our", "your"})  # "both her war dice": whose, between a count and
# what it counts
_SUBJECTS = {"he", "she", "they", "it", "there", "someone", "anyone", "anybody", "somebody"}
# A token type as a correction sees it (PhraseLexer._amend_value).
_AMEND_KINDS = {"NAME": "who", "SKILL": "roll", "TRICK": "roll", "VERB": "verb", "ABILITY": "ability", "DL": "dl",
                "DLNAME": "dl", "SECURITY": "dl"}
_ROLL_WORDS = ("SKILL", "TRICK", "VERB", "ROLL", "ABILITY")


@dataclass
class Lexed:
    """The token stream for lark, plus what the transformer and the error messages need."""

    tokens: list[Token]
    text: str = ""  # the phrase, for a refusal while lexing
    seen: str = ""  # the phrase as the reading after lexing sees it: what a correction took out blanked, same columns
    question: bool = False  # the phrase asks about chances ("what are my odds to ...")
    supposes: bool = False  # ... as a supposition ("what if I ...", "should I ..."), not about the roll made now
    asked_until: int = -1  # where the question's mark stands ("can I use my luck?"), -1: no mark ends it
    reported_by: tuple[int, int] | None = None  # who sent the dice, no one of the party ("Gwendolyn reports ...")
    not_rolled: tuple[int, int] | None = None  # where the phrase says nothing has been rolled yet ("I have not rolled")
    fillers: list[Raw] = field(default_factory=list)
    unknown: list[Token] = field(default_factory=list)
    purpose_verbs: list[str] = field(default_factory=list)  # verbs found inside purpose clauses
    purpose_target: str | None = None  # the loaded name a purpose's verb is done to ("... to convince the fixer")
    unsaid: list[Unsaid] = field(default_factory=list)  # words a speaker took back, or a speaker's label (speech.py)
    asks_difficulty: tuple[int, int] | None = None  # where a question names the difficulty ("what's the DC to ...")
    read_as: list[tuple[int, int, str]] = field(default_factory=list)  # typed words read as others ('wrensneaks')


def _place_word(word: str) -> bool:
    """Whether a lowercase word names a place an ordinal before it says which of ('ward', 'floor', 'street')."""
    table = nouns()
    return word in table.labels or word in table.floors or word in table.streets


def _counts_a_thing(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], opening a bracket, is a count said with the word it counts ("(one arm's busted)", "(2 guards
    left)"): the bracket opens a clause of its own, as a comma does, and the count is the scene's where a comma's
    would be."""
    said = raws[i]
    counted = said.kind == "number" and said.text.isdigit() or said.kind == "word" and (
        said.low in SINGULAR or said.low in NUMBER_WORDS and said.low not in ("once", "twice"))  # "(twelve years ...)"
    return counted and i + 1 < len(raws) and raws[i + 1].kind == "word" and raws[i + 1].low not in ("and", "n", "or")


def _may_amend(raws: list[Raw]) -> bool:
    """Whether the pieces may correct themselves (amends.py reads them): one of words.AMEND_CUES, or a '*'."""
    return any((r.kind == "word" and r.low in AMEND_CUES) or (r.kind == "mark" and r.text == "*") for r in raws)


def _blanked(text: str, raws: list[Raw], kept: list[Raw]) -> str:
    """The phrase with the pieces a correction took out ('Brawl — no sorry,') blanked, each where it stood: what is
    read after them then stands beside what it now follows ('give me Athletics')."""
    if kept is raws:
        return text
    stays = {r.start for r in kept}
    chars = list(text)
    for raw in raws:
        if raw.start not in stays:
            chars[raw.start : raw.start + len(raw.text)] = " " * len(raw.text)
    return "".join(chars)


_RATING_NOUNS = frozenset({"attribute", "attributes", "stat", "stats", "ability", "abilities", "rating", "ratings"})


def _rating_described(raws: list[Raw], i: int) -> bool:
    """Whether the signed number at raws[i] describes a rating between an article and a word for ratings ('a -1
    attribute', 'any +3 stat'): a kind of rating talked about, no modifier of the roll."""
    return 0 < i < len(raws) - 1 and raws[i - 1].low in ("a", "an", "any", "every") and raws[i + 1].low in _RATING_NOUNS


def _named_by_its_letter(raws: list[Raw], i: int) -> bool:
    """Whether the capitalised word at raws[i], a noun too, is a label's head with a letter after it ("Plan B",
    "Route C is closed"): a thing named, no deed, where the sentence goes on with a word ('Jonesy: Plan B, rolled 2 3'
    may be the deed). 'I' and 'A' after it may be the pronoun and the article."""
    raw, after = raws[i], raws[i + 1] if i + 1 < len(raws) else None
    return after is not None and raw.text[:1].isupper() and raw.text[1:].islower() and after.kind == "word" \
        and len(after.text) == 1 and after.text.isupper() and after.text not in ("I", "A") \
        and "NOUN" in word_classes(raw.low) and i + 2 < len(raws) and raws[i + 2].kind == "word"


class PhraseLexer(VocabularyLookup):
    """Turns raw tokens into typed lark Tokens using the keywords and a system's vocabulary (lookup.py)."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        super().__init__(vocabulary)
        # A word the game has as a kind of roll ('improvised' of 'improvised roll') -> the cue it names: its cue
        # said as '<word> roll', else '<word> trick', else '<word> check' (_cue_of_a_roll), found once per vocabulary.
        self._roll_kinds: dict[str, object] = {}
        for noun in ("roll", "trick", "check"):
            for said, term in vocabulary.terms.items():
                if term.kind == "cue" and said.endswith(f" {noun}"):
                    self._roll_kinds.setdefault(said[: -len(noun) - 1], term.value)

    def lex(self, text: str, totals: frozenset[int] = frozenset()) -> Lexed:
        """`totals`: where the player's working gives a bonus as its total ('+6 = 14', '+11 (Int 5, ...)': see
        working.py), each a number of the sheet said again."""
        read_as: list[tuple[int, int, str]] = []
        typed_pieces = raw_tokens(text)
        typed_pieces = ratings_joined(typed_pieces, lambda k: self._read_as_rules(typed_pieces, k))  # "4/5 views"
        for k, piece in enumerate(typed_pieces):
            if piece.low == HUGE and self._read_as_rules(typed_pieces, k + 1):  # "+1000 luck": a rules word's value
                raise too_large(piece.text, text, piece.start + 1)  # too large, never the scene
        pieces = ornate(read_through(standard(typed_pieces, self.vocab), self.vocab), self.vocab)  # "tirei 3 e 9": rolled 3 and 9; "the bones
        # did show a six and a two": dice: 6 and 2
        pieces = lying(pieces, lambda raws, k: (m := self._match(raws, k)) is not None and m[1] not in (
            "VERB", "FILLER"))  # "red d10 says 7, the blue one's a 3": rolled 7, 3
        if "else" in text.lower():
            pieces = threats(pieces)  # "MOVE IT or else!!": threatens
        typed = split_run_together(pieces, self.vocab, self._opens_roll_word, read_as)  # "wrensneaks"
        typed = values_said_short(typed, self.vocab)  # "r/s", "pos D / eff G": risky standard, desperate great
        typed, labels = typed_labels(typed, self.vocab, text, lambda raws, i: self._knows(raws, i) or cut_short(
            raws[i].low, self.vocab))  # "..., wrek, 4 3" (but "Oz: Brwl, ..." is Brawl cut short: shorthand.py)
        respelled = respell(typed, self.vocab, text, read_as)  # 'stelth' read as Stealth
        if any(r.text[:1].isupper() and r.text.lower() != r.low for r in respelled):  # 'Kez' read as Kes
            from rollmate.grammar.by_ear import heard_names

            read_as += heard_names(respelled, self.vocab)
        raws, unsaid = plain_speech(calqued(respelled, self._said_in_english_order,
                                                 self._rules_name), rules_word=self._rules_size,
                                    names=self._names_someone, name=self._loaded_name, text=text,
                                    value=self._amend_value)
        kept = raws = weighed(raws, unsaid)  # "run? no.", "Fight or run? fight.": the options not taken are the scene
        kept = raws = in_order(raws, unsaid, text, self._names_someone)  # "init order Teo > Kaz > Lucien"
        kept = raws = once(raws, unsaid)  # "minus one for the dark (-1)": one amount
        kept = raws = once_for_one_reason(raws, unsaid, lambda k: self._read_as_rules(raws, k))  # "-1 for the rain"
        # twice, in two sentences: one amount
        kept = raws = set_phrases_out(raws, unsaid)  # "taking advantage of naptime", "with my luck": the scene
        kept = raws = coined_out(raws, unsaid, self._coined_at)  # "the Severe Sisters", "Captain Moderate": the scene
        if _may_amend(raws):  # "4 7 — wait no, 4 and 1"
            from rollmate.grammar.amends import amended  # only for a line that may correct itself

            kept, amends = amended(raws, self._amend_value, self._names_someone, text)
            unsaid += amends
        kept = credits_out(kept, unsaid, text)  # "controlled per the GM": the GM's ruling, credited
        kept = unasserted(kept, unsaid)  # "Moderate unless he's got cover, and he doesn't": no cover
        kept = answered_no(kept, unsaid)  # "was a bribe offered? A: No.": no bribe
        kept = overruled(kept, unsaid, self._amend_value)  # "+Cool, not the +Weird": +Cool
        kept = lacked(kept, unsaid, self._amend_value)  # "doesn't have Piloting so defaulting to Gunnery": Gunnery
        kept = concluded(kept, unsaid, text)  # "the old rule was -2, you said -1. So -1.": -1
        kept = stepped_to(kept, unsaid, text, lambda k: self._difficulty_size(kept, k))  # "drops to Moderate": it
        lexed = Lexed(tokens=[], text=text, seen=_blanked(seen_as(text, typed_pieces, pieces), raws, kept), unsaid=unsaid, read_as=read_as)
        raws = kept
        tokens = lexed.tokens
        seen_roll = False  # something in this clause already says which roll it is
        aside_close = -1  # the comma closing an aside right after a name ("Marsh, having heard enough, fires")
        theirs: set[int] = set()  # where the verb of one the actor judges stands ('tell if he's lying'): see _judged
        i = _question(raws, 0, lexed, self._loaded_name)
        if i == 0 and (headed := self._question_headed(raws)) > 0:
            lexed.fillers.extend(raws[:headed])  # "Planning tomorrow's tour: what are Pell's chances ...": the
            i = _question(raws, headed, lexed, self._loaded_name)  # post's heading, then its question
        if i == 0 and (spoken := _spoken_to_at_start(raws, self._loaded_name)) and question_at(raws, spoken)[0] > spoken:
            lexed.fillers.extend(raws[:spoken])  # "Miss what are Ivo's odds ...", "Sir what are the odds Doran can
            i = _question(raws, spoken, lexed, self._loaded_name)  # ...": the one asked, with no comma after
        solo = self._solo
        others_rated = self._others_rated()  # (the game's, asked once a phrase, not at each piece)
        opened_by = _word_gates()  # which of the word checks below each word can open
        matched = Remembered(self, raws)  # what the vocabulary says at each piece, forgotten when the pieces change
        while i < len(raws):
            raw = raws[i]
            kind = raw.kind
            if kind == "word" and raw.low in ("first", "1st") and _first_try_faces(raws, i):
                lexed.fillers.extend(raws[i : i + 2])  # "first go 2 3 1 4 5, ... a reroll: 8 3 6 2 1": the faces of
                i += 2  # the first try, said before a second
                continue
            if (scene := self._scene_number(raws, i)) > i:  # "Day 3, 02:40", "p. 48", "pole 17": the scene's, said
                last = raws[scene - 1]  # by its form, never a rules value nor a die
                end = last.start + len(last.text)
                if tokens and tokens[-1].type == "NUMBER" and (opened := next((  # "2 and 2 (we're in room 301
                        r.start for r in raws[:i] if r.kind == "mark" and r.text in "([" and r.start >= (
                            tokens[-1].end_pos or 0)), None)) is not None:  # btw)": an aside after the dice
                    tokens.append(token("SEP", ",", opened, opened + 1))
                if tokens and tokens[-1].type not in ("SEP", "COLON") and list_marker(raws, i) > i:
                    tokens.append(token("SEP", ";", raw.start, raw.start))  # "1) shoves ... 2) tackles": each step
                    # of the writer's list a clause of its own
                if _faces_with_a_point(raws, i, scene, tokens):
                    faces = text[raw.start : end]  # "Wits Hard: 6.3", "dice: 6.3": two faces typed with a point
                    raise PhraseError(f"Is '{faces}' the dice {raws[i].text} and {raws[i + 2].text}?", text=text,
                                      column=raw.start + 1, length=len(faces),
                                      hint=f"Type the faces apart: 'rolled {raws[i].text} {raws[i + 2].text}'.")
                tokens.append(token("SCENE", text[raw.start : end], raw.start, end))
                if (last.text.lower() in ("a.m.", "p.m.") or last.text in (".", "…")) and scene < len(raws) and (
                        raws[scene].kind == "number" or (raws[scene].kind == "word" and raws[scene].text[:1].isupper())):
                    tokens.append(token("SEP", ".", end - 1, end))  # "It is 3:33 a.m. 6 and 4", "10... 9... 8... 6
                    # and 4": its last stop ends the sentence too
                i = scene
                continue
            if (kind == "word" or kind == "number") and (summed := sum_at(raws, i, matched)
                                                         ) is not None:
                if (opened := added_from(raws, i)) < i:  # "plus his Creative 2": 'plus' and 'his' only join it on
                    while tokens and tokens[-1].start_pos >= raws[opened].start:
                        tokens.pop()
                    lexed.fillers += raws[opened:i]
                for first, after, value in summed:  # "Firearms 5 + Wits 2 = 7 dice": each number of the sheet
                    if first == i and (named := self._match(raws, first)) is not None and named[1] == "SKILL":
                        end = raws[first + named[0] - 1]  # "Technician 3 + Wits 4 = 7 dice": the skill it adds up
                        tokens.append(token("SKILL", named[2], raws[first].start, end.start + len(end.text)))
                    tokens.append(token("RESTATED", value, raws[first].start,
                                        raws[after - 1].start + len(raws[after - 1].text)))
                lexed.fillers += [raws[k] for k in range(i, summed[-1][1])  # the '+' and '=' between them
                                  if not any(first <= k < after for first, after, _ in summed)]
                i = summed[-1][1]
                continue
            if kind == "signed" and raw.start in totals:  # "4+4 = 8, +6 = 14": the bonus, as they add it up
                tokens.append(token("RESTATED", (int(raw.text.replace(" ", "")), None, "bonus"), raw.start,
                                    raw.start + len(raw.text)))
                i += 1
                continue
            if kind == "word" and raw.low in ("plus", "minus") and i + 1 < len(raws) and raws[i + 1].start in totals \
                    and raws[i + 1].text.isdigit():  # "4 and 4, plus 2 is 10", "12, minus 2 is 10": the bonus, as
                said = raws[i + 1]  # they add it up
                sign = -1 if raw.low == "minus" else 1
                tokens.append(token("RESTATED", (sign * int(said.text), None, "bonus"), raw.start,
                                    said.start + len(said.text)))
                i += 2
                continue
            if (kind in ("word", "signed", "number") or raw.text == ":") and (said := restated_at(raws, i, matched,
                                                                                  self.vocab.held_bonuses,
                                                                                  signed=self.vocab.signed_stats,
                                                                                  signed_skills=self.vocab.signed_skills,
                                                                                  others_rated=others_rated,
                                                                                  person=self._person)):
                size, value = said  # "I'm at -2", "my Hard is +2", "+10 to hit": a number of the sheet said again
                last = raws[i + size - 1]
                if tokens and tokens[-1].type == "PLUS" and i and raws[i - 1].low == "plus":
                    lexed.fillers.append(raws[i - 1])  # "..., plus my +1 ongoing": 'plus' only joins it on
                    tokens.pop()
                tokens.append(token("RESTATED", value, raw.start, last.start + len(last.text)))
                i += size
                continue
            if kind == "mark" and raw.text == "(" and (aside := self._aside_after_a_name(raws, i)) > i:
                lexed.fillers.extend(raws[i:aside])  # "Big Davie (seat 22C) assists": who they are, said between
                i = aside  # them and what they do
                continue
            if kind == "word":
                low = raw.low
                gates = opened_by.get(low, 0) if "’" not in low else _ALL_GATES  # (a curly apostrophe: all asked)
                if len(raw.text) == 1 and (short := _slashed_shorthand(raws, i)) > i:
                    lexed.fillers.extend(raws[i:short])  # "r/v at 20:00", "pt c/o chest pain": a note's shorthand
                    i = short  # of two letters, no versus nor anyone's initial
                    continue
                if low in _BEYOND and (beyond := self._beyond_whose(raws, i)) is not None:
                    end, value = beyond  # "well past his dart rifle's optimal range": the cue said 'outside optimal
                    last = raws[end - 1]  # range', with whose it is between
                    tokens.append(token("CUE", value, raw.start, last.start + len(last.text)))
                    i = end
                    continue
                if low in _CHECK_NOUNS and i + 3 < len(raws) and raws[i + 1].low in ("from", "by") \
                        and raws[i + 2].low in _ROLLER_SAID and raws[i + 3].kind == "word" and tokens \
                        and tokens[-1].type in ("ABILITY", "SKILL", "TRICK") \
                        and tokens[-1].end_pos == raws[i - 1].start + len(raws[i - 1].text):
                    tokens.pop()  # "Reflex save from their keeper at 90+3'": another's roll, told in the story; the
                    lexed.fillers.extend(raws[i - 1 : i + 1])  # one who does it is said after 'from' or 'by'
                    i += 1
                    continue
                if i + 2 < len(raws) and raws[i + 1].low in _VERSUS and low in nouns().weekdays \
                        and raws[i + 2].low in nouns().weekdays:
                    lexed.fillers.extend(raws[i : i + 3])  # "Sat vs Sun poll closes tonight": two days a table
                    i += 3  # chooses between, no side faced
                    continue
                if low in TITLES and (named := self._titled(raws, i)) > i:
                    lexed.fillers.extend(raws[i:named])  # "Sergeant Grange", "Ms. Kasprzak", "Dr. Quint": a form of
                    i = named  # address before a loaded name; the name says who
                    continue
                if low in ("called", "named") and (first := self._called_by_name(raws, i)) < i:
                    while tokens and tokens[-1].start_pos >= raws[first].start:  # "a decker called Bish": Bish, the
                        tokens.pop()  # one the words before name; who they are is the scene
                    lexed.fillers.extend(raws[first : i + 1])
                    i += 1
                    continue
                if low in IDIOM_STARTS and (idiom := dice_idiom(raws, i)) is not None \
                        and not self._named_like_dice(raws, i, idiom[0]):
                    if tokens and tokens[-1].type != "SEP" and _restates_faces(tokens, idiom[1]):
                        tokens.append(token("SEP", ",", raw.start, raw.start))  # "6 6 double sixes": the faces
                        # named again, set apart as after a comma, so they are checked and shown as not used
                    i += self._idiom(raws, i, idiom, tokens)
                    continue
                if gates & _G_LABEL and (label := _dice_label(raws, i)) is not None:  # "Me: 6 7 2, Ruiz: 6 2 2", "mine 6 7 2, his 7 6":
                    size, pronoun = label  # the poster's own dice, and the other side's, labelled as a name's are
                    last = raws[i + size - 1]
                    end = last.start + len(last.text)
                    if pronoun is not None:
                        tokens.append(token("PRONOUN", pronoun, raw.start, raw.start + len(raw.text)))
                    tokens.append(token("ROLLED", "rolled", raw.start if pronoun is None else last.start, end))
                    i += size
                    continue
                if low in ("a", "an") and _a_face_alone(raws, i):  # "Insight — a two.", "(a six, a two, a one)":
                    if any(t.type in ("ROLLED", "DICE") for t in tokens):  # a face said with its article, as "rolled
                        lexed.fillers.append(raw)  # a two" says it; the first says the dice, the rest are more faces
                    else:
                        tokens.append(token("ROLLED", "rolled", raw.start, raw.start + len(raw.text)))
                    i += 1
                    continue
                if gates & _G_SHOWING and (showing := showing_faces(raws, i)):  # "I throw 4 and 7": the dice, never a Throw
                    last = raws[i + showing - 1]
                    tokens.append(token("ROLLED", "rolled", raw.start, last.start + len(last.text)))
                    i += showing
                    continue
                if (i and raws[i - 1].kind == "number" and (aside := _aside(raws, i)) > i) or (
                        gates & _G_REMARK and (aside := self._remark(raws, i, tokens)) > i):
                    # "... 6 2 3 8 lol so many ones": the player's feeling, scene; "... = 14 sorry for the wall of
                    # text": a remark to the table
                    lexed.fillers.extend(raws[i:aside])
                    i = aside
                    continue
                if low == "i" and (remark := _remark_of_writer(raws, i, text)) > i:  # "I regret to report that
                    lexed.fillers.extend(raws[i:remark])  # ...", "which I confess is ...": the writer's frame
                    i = remark
                    continue
                if i and raws[i - 1].text == "," and (aside := _dice_aside(raws, i, tokens, matched)) > i:  # "Your dice, which reached me this morning, were
                    lexed.fillers.extend(raws[i:aside])  # ...": an aside between the dice and their faces
                    while tokens[-1].type == "SEP":
                        tokens.pop()  # (the commas around it)
                    i = aside
                    continue
                if (i == 0 or raws[i - 1].kind == "mark" or raws[i - 1].low in TITLES) \
                        and (byline := self._byline(raws, i)) > i:  # "Doc Halloran reporting: Ines Kovac went after ...": who
                    lexed.fillers.extend(raws[i:byline])  # files the report, no one who acts in it
                    i = byline
                    continue
                if (gates & _G_REPORTED or raw.text[:1].isupper()) and (reported := self._reported(raws, i, tokens)) > i:  # "Gwendolyn reports a single six", "the dice
                    lexed.fillers.extend(raws[i:reported])  # he sent me were ...": who sent the dice is no one who
                    lexed.reported_by = lexed.reported_by or (raw.start, raw.start + len(raw.text))  # rolls
                    i = reported
                    continue
                if tokens and tokens[-1].type == "NAME" and i + 3 < len(raws) and raws[i + 1].low in ("him", "her", "them") \
                        and raws[i + 2].text == "," and raws[i + 3].low in ("assisting", "helping"):
                    lexed.fillers.extend(raws[i : i + 3])  # "Meathead spots her, assisting with a Success": how he
                    i += 3  # helps, then the help itself
                    continue
                if tokens and tokens[-1].type == "NAME" and (backed := _backs_with(raws, i)) > i:
                    tokens.append(token("SPEND", "spend", raw.start, raw.start + len(raw.text)))
                    lexed.fillers.extend(raws[i + 1 : backed])  # "Brick spots him with a war die: 3": he gives it
                    i = backed
                    continue
                if low in _SPENT and _spent_resource(raws, i + 1):
                    tokens.append(token("SPEND", "spend", raw.start, raw.start + len(raw.text)))
                    if len(tokens) > 2 and tokens[-2].type == "SEP" and tokens[-2].value == "and" \
                            and raws[i - 1].low == "then" and tokens[-3].type == "NAME":
                        del tokens[-2]  # "Perpetua then spent ...": 'then' says when, Perpetua still spends
                    i += 1  # "Perpetua spent one of her war dice on his behalf": a past spend, said of a resource
                    continue
                if (low in GM_WORDS or low in SCHOOL_WORDS) and i + 3 < len(raws) and raws[i + 1].low in _GRANTING \
                        and self._loaded_name(raws[i + 2].low.removesuffix("'s")) and raws[i + 3].kind == "signed":
                    lexed.fillers.extend(raws[i : i + 2])  # "GM gave Halloran +1 for the sledgehammer": the
                    i += 2  # referee's grant; the one given it rolls with it
                    continue
                if low in ("bade", "bid") and i + 1 < len(raws) and self._names_someone(raws, i + 1):
                    lexed.fillers.append(raw)  # "I bade Dex slip past": bidding Dex act, no bid at an auction
                    i += 1
                    continue
                if len(tokens) > 1 and tokens[-1].type == "SEP" and tokens[-1].value == "," and tokens[-2].type == "NAME" \
                        and (low in _ASIDE_OPENERS or self._participle_aside(raws, i)) and (aside := self._name_aside(raws, i)) > i:
                    lexed.fillers.append(raw)  # "Inspector Marsh, having heard quite enough, drew his revolver and
                    aside_close = aside - 1  # fired": what led up to the deed, between commas, is the name's and the
                    i += 1  # scene's: its verbs are no roll ('heard'), what it says of the one named still counts
                    continue  # ("being off guard")
                if tokens and tokens[-1].type == "NAME" and (willing := _willing(raws, i)) > i:
                    lexed.fillers.extend(raws[i:willing])  # "Cross has kindly offered to assist her": Cross assists
                    i = willing
                    continue
                if tokens and tokens[-1].type in _OPEN_AFTER and (openly := _in_the_open(raws, i, tokens)) > i:  # "I rolled for Kwan in the open: 2 and 2": how
                    lexed.fillers.extend(raws[i:openly])  # the dice were rolled, for all to see; nothing of the roll
                    i = openly
                    continue
                if tokens and tokens[-1].type == "SEP" and tokens[-1].value == "," \
                        and (openly := _in_the_open(raws, i, tokens[:-1])) > i and openly < len(raws) \
                        and raws[openly].text == ":":
                    tokens.pop()  # "I roll for him, openly: 7 and 8": the comma only sets off how the dice were
                    lexed.fillers.extend(raws[i - 1 : openly])  # rolled, as "I roll for him openly: ..." says it
                    i = openly
                    continue
                if i and raws[i - 1].low.endswith("'s") and (setup := self._setup_said(raws, i)) is not None:
                    end, value = setup  # "after Thorn's distraction for +1 effect": a setup, said in other words
                    last = raws[end - 1]
                    tokens.append(token("CUE", value, raw.start, last.start + len(last.text)))
                    i = end
                    continue
                if low in _TIME_PREPOSITIONS and (i == 0 or raws[i - 1].kind == "mark") and i + 1 < len(raws) \
                        and raws[i + 1].low.endswith("'s") and len(raws[i + 1].low) > 2:
                    lexed.fillers.append(raw)  # "Following Cross's setup, ...": after it, as 'after' says it
                    i += 1
                    continue
                if gates & _G_NOT_ROLLED and (unrolled := not_rolled(raws, i)) > i:  # "I have not rolled as yet": no dice, and no dice phrase
                    lexed.fillers.extend(raws[i:unrolled])
                    last = raws[unrolled - 1]
                    lexed.not_rolled = lexed.not_rolled or (raw.start, last.start + len(last.text))
                    i = unrolled
                    continue
                if gates & _G_IDENTITY and (claimed := self._identity(raws, i)) > i:  # "claiming to be a reporter for the Wire": who is
                    lexed.fillers.extend(raws[i:claimed])  # claimed, a description; no word of it is a deed
                    i = claimed
                    continue
                if gates & _G_DOUBT and (doubt := self._doubt(raws, i)) > i:  # "hard to tell if he's even looking": the writer's doubt
                    lexed.fillers.extend(raws[i:doubt])
                    i = doubt
                    continue
                if gates & _G_HEDGE and (hedge := _hedge(raws, i, self._said_of_someone)) > i:  # "i think i got 3 6?": unsure, no action
                    lexed.fillers.extend(raws[i:hedge])
                    i = hedge
                    continue
                if low in OPENERS and (lay := described_roll(raws, i, self.vocab, self._match, text)) is not None:
                    size, kind, value = lay  # "my sneaking one", "the smart one": the roll they describe
                    last = raws[i + size - 1]
                    if kind == "SCENE" or (kind == "VERB" and any(t.type in _ROLL_WORDS for t in tokens)):
                        lexed.fillers.extend(raws[i : i + size])  # "she's the persuasive one": who someone is;
                        # "throws down ..., that's the fighting one": the action said again in lay words
                    else:
                        tokens.append(token(kind, value, raw.start, last.start + len(last.text)))
                        seen_roll = True
                    i += size
                    continue
                if gates & _G_DIE and (die := described_die(raws, i)) > i:  # "the red one is 4 and the other one is 2": faces
                    lexed.fillers.extend(raws[i:die])
                    i = die
                    continue
                if tokens and tokens[-1].type == "ROLLED" and (many := _many_dice(raws, i)) > i:
                    lexed.fillers.extend(raws[i:many])  # "i rolled a whole bunch: 1 2 6 3": how many, then the faces
                    i = many
                    continue
                if low == "natural" and i + 1 < len(raws) and (raws[i + 1].kind == "number" or (
                        raws[i + 1].low in IDIOM_STARTS and dice_idiom(raws, i + 1) is not None)):  # "nat double 10s"
                    lexed.fillers.append(raw)  # "a natural 10 and a 3": how the die came up, said of its face
                    i += 1
                    continue
                # purpose clauses first ("... to know what battery that car uses")
                if gates & _G_NAMING and (naming := self._naming(raws, i)) > i:  # "is that firearms?", "sway? or was it consort": the
                    lexed.fillers.extend(raws[i:naming])  # player names the roll, unsure of it
                    i = naming
                    continue
                wh = low in _WH_ASKS and i + 1 < len(raws) and raws[i + 1].low in (_SUBJECTS | _ASKS | _WHOSE) \
                    and (m := matched(i)) is not None and m[1] == "VERB"  # "- what's he after?"
                asks = ((low in _ASKS and i + 1 < len(raws) and raws[i + 1].low in _SUBJECTS) or wh) \
                    and any(t.type in _ROLL_WORDS for t in tokens) and not self._offers_value(raws, i + 2)
                trying = low == "to" and i > 0 and (raws[i - 1].low in TRYING  # "NPC roll: Vahl attempts to shoot"
                                                    or raws[i - 1].low in _OWING)  # "thanks to Silas's distraction"
                if low == "to" and i > 1 and raws[i - 1].low in _BEING_THERE and raws[i - 2].text == "," \
                        and any(t.type in _ROLL_WORDS for t in tokens) and i + 1 < len(raws) and raws[i + 1].kind == "word" \
                        and (end := self._purpose(raws, i, text, lexed, verbs=False)):
                    i = end  # "lies that he's from IT, here to fix the Bloomberg": why one is there, said after the
                    continue  # deed, no second deed
                if low == "to" and i + 1 < len(raws) and raws[i + 1].kind == "word" and _told(raws, i) \
                        and _acted_in_sentence(tokens) and (end := self._purpose(raws, i, text, lexed, verbs=False)):
                    i = end  # "doing her best impression of the Duchess, instruct the footman to unlock the gallery":
                    continue  # what the one told is to do is theirs, no second action of the roll's
                if ((low == "to" or low == "so") and seen_roll and not trying or asks) and i + 1 < len(raws) \
                        and raws[i + 1].kind == "word" and not _so_result(raws, i):
                    others = low == "so" and re.compile(_OTHERS_CAN).match(text, raws[i].start) is not None  # "so the others can"
                    opens = i + 1 if wh and raws[i + 1].low in _ASKS else i  # "what is she after?": from 'is'
                    aims = len(lexed.purpose_verbs)
                    end = self._purpose(raws, opens, text, lexed, verbs=not asks and not others)
                    if end is not None and low == "to" and len(lexed.purpose_verbs) > aims \
                            and (moved := _self_moved(raws, i)) is not None:  # "flung himself aside to dodge": the
                        tokens[:] = [self._tok("WORD", raws[moved], raws[moved].text)  # purpose is the deed
                                     if t.type == "VERB" and t.start_pos == raws[moved].start else t for t in tokens]
                    if end is not None and asks and (m := self._match(raws[:end], i)) is not None \
                            and m[1] == "VERB" and (i + m[0] == end or wh and all(
                                r.low in _WH_CLOSE for r in raws[i + m[0] : end])):
                        lexed.purpose_verbs.append(str(m[2]))  # "- is she lying?": the game's own words for a roll
                    if end is not None:
                        i = end
                        continue
                if low in SEEKING and _seeks(raws, i) and any(t.type in ("VERB", "SKILL", "TRICK") for t in tokens):
                    if tokens and tokens[-1].type == "SEP":  # "sends the drone up, looking for the hatch": what the
                        tokens.pop()  # action is for, as "to look for the hatch" says it; its verbs are the purpose's
                    # (after a purpose said with "to", what it looks for there: "to recon the roof, looking for ...")
                    end = self._purpose(raws, i - 1, text, lexed, verbs=not lexed.purpose_verbs)
                    if end is not None:
                        i = end
                        continue
                if low == "as" and i + 2 < len(raws) and raws[i + 1].low in ("if", "though") \
                        and raws[i + 2].kind == "word":  # "as if he had wounded me": a likeness, no condition or roll
                    lexed.fillers.append(raw)
                    i = self._likeness(raws, i + 1, text, lexed)
                    continue
                if low.endswith("ing") and _after_complement_word(raws, i):  # "talk the guard out of shooting us"
                    end = self._purpose(raws, i - 1, text, lexed, verbs=False)
                    if end is not None:
                        i = end
                        continue
                if low.endswith("-based") and len(low) > 6:  # "Strength-based Intimidate": the ability it uses
                    self._based(raws, i, tokens, text)
                    i += 1
                    continue
                if low in WH_WORDS and (k := asked_verb(raws, i)) is not None:
                    theirs.add(k)  # "suss out what the landlady's hiding": what is found out, never the actor's doing
                if i in theirs:  # "... if the bartender's lying": the verb of the one judged, never the actor's
                    tokens.append(self._tok("WORD", raw, raw.text))
                    i += 1
                    continue
                if i + 2 < len(raws) and raws[i + 1].low in _IF and (judged := self._judged(raws, i)) is not None:
                    value, at = judged  # "tell if the bartender's lying about it": the actor judges, as the game says
                    tokens.append(token("VERB", value, raw.start, raw.start + len(raw.text)))
                    lexed.fillers.append(raws[i + 1])
                    theirs.add(at)
                    seen_roll = True
                    i += 2
                    continue
                if low in PLURALS and tokens and tokens[-1].type in ("DICE", "ROLLED"):
                    raise PhraseError(  # "the dice showed sixes": how many is not said, and the faces are the count
                        f"How many dice came up {raw.text}? Say it with the count (e.g. 'two {low}', 'both dice "
                        f"showed {low}') or give the faces one by one.", text=text, column=raw.start + 1,
                        length=len(raw.text))
                if (cue := self._cue_of_a_roll(raws, i)) is not None:
                    tokens.append(token("CUE", cue, raw.start, raw.start + len(raw.text)))  # "an improvised Hacking
                    i += 1  # roll": the kind of roll the game names ('improvised roll'), said with its skill between
                    continue
                match = solo.get(low, UNSEEN)  # a word whose meaning is known wherever it stands
                if match is not None and type(match) is not tuple:  # unseen, or it depends on the words after it
                    match = matched(i)
                if match is None and low in back_references():
                    match = back_reference(raws, i)  # "that's a glitch, so I spend luck to avoid it"
                    if match is None and tokens and tokens[-1].type == "RESOURCE":
                        _unsaid_reference(raws, i, text, str(tokens[-1].value), self.vocab)  # nothing said for "it"
                if match is None and self.vocab.roll_strings and "-" in raw.text and self._rules_word(
                        parts := split_hyphens(raw), 0):
                    raws[i : i + 1] = parts  # "Firearms-Wits" is a skill, a minus and an attribute ("co-pilot" a word)
                    matched.forget()
                    continue
                if match is None:
                    i += self._plain_word(raws, i, lexed)
                    continue
                if i < aside_close and match[1] in ("VERB", "TRICK", "SKILL"):
                    lexed.fillers.extend(raws[i : i + match[0]])  # in an aside after a name, the scene's deed
                    i += match[0]
                    continue
                size, kind, value = match
                if kind in ("SKILL", "TRICK", "ABILITY", "VERB") and self._things_counted(raws, i, size):
                    for _ in range(size):  # "5 first-aid kits signed out", "two firearms cabinets": the game's word
                        i += self._plain_word(raws, i, lexed)  # says what kind of thing is counted, no roll
                    continue
                if kind == "CUE" and size == 1 and low in ("wind", "winds") and i + 1 < len(raws) \
                        and wind(raws, i + 1) > i + 1:
                    i += self._plain_word(raws, i, lexed)  # "Wind SW 5-6": a forecast's wind, its direction and
                    continue  # force; no condition of the roll
                if kind == "VERB" and size == 1 and _named_by_its_letter(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Plan B marquee is 12m by 24m", "Route C": a thing of
                    continue  # the scene named by its letter, no deed
                if kind == "CUE" and size == 1 and low == "group" and self._group_by_its_label(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Group B back by 21:00", "the red group": a group of the
                    continue  # scene, named by its letter or its colour; no group action
                if kind == "CUE" and size == 1 and low == "ongoing" and _said_of_a_noun(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Excavation ongoing in the north field": a thing still
                    continue  # going on, no bonus
                if kind == "CUE" and size == 1 and value == "improvised" and i + 1 < len(raws) \
                        and raws[i + 1].kind == "word" and raws[i + 1].text.islower() \
                        and "NOUN" in word_classes(raws[i + 1].low) \
                        and ((named := self._match(raws, i + 1)) is None or named[1] not in ("SKILL", "TRICK", "ABILITY", "ROLL")):
                    i += self._plain_word(raws, i, lexed)  # "an improvised club": the ruling's word describing the
                    continue  # thing after it, no ruling ("Improvised, Athletics at DL Severe" keeps its cue; "the
                    # wounded guard" keeps its condition)
                if kind in ("UPGRADE", "DOWNGRADE") and size == 1 and i and raws[i - 1].kind == "word" \
                        and raws[i - 1].text.islower() and "NOUN" in word_classes(raws[i - 1].low) \
                        and raws[i - 1].low not in DETERMINERS and raws[i - 1].low not in nouns().rolling \
                        and self._match(raws, i - 1) is None:
                    i += self._plain_word(raws, i, lexed)  # "Bonus: room upgrade for the Okafors": a thing the scene
                    continue  # gives, named by the noun before it; no step of the outcome
                if kind in ("VERB", "TRICK") and size == 1 and "NOUN" in word_classes(low) and _state_in(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "we're in a fight now, roll it": the state the scene is
                    continue  # in, said after 'in a'; no one's deed (who does what is said after it)
                if kind == "TRICK" and i + size < len(raws) and raws[i + size].kind == "word" \
                        and raws[i + size].text.islower() and "NOUN" in word_classes(raws[i + size].low) \
                        and self._match(raws, i + size) is None and not plural_noun(raws[i + size].low) \
                        and any(t.type in ("TRICK", "SKILL") for t in tokens):
                    for _ in range(size):  # "... does surgery on Shush's shoulder. First aid box restocked.": a
                        i += self._plain_word(raws, i, lexed)  # thing named by what it is for, after the roll's own
                    continue  # trick; no second roll
                if kind in ("VERB", "TRICK", "CUE") and size == 1 and raw.text[:1].isupper() and plural_noun(low) \
                        and (i == 0 or raws[i - 1].text in ".!?;|") and i + 2 < len(raws) and raws[i + 1].text == ":" \
                        and raws[i + 2].kind == "word":
                    i += self._plain_word(raws, i, lexed)  # "Holds: queue of 7 on the new thriller.": a plural heading
                    continue  # a line of the log; no deed
                if kind in ("VERB", "MOVE") and size == 1 and low.endswith("ing") and raw.text[1:].islower() \
                        and word_classes(low) & {"NOUN", "ADJ"} and i + 1 < len(raws) and raws[i + 1].kind == "word" \
                        and raws[i + 1].text.islower() and "NOUN" in word_classes(raws[i + 1].low) \
                        and not plural_noun(raws[i + 1].low) and self._match(raws, i + 1) is None \
                        and (i == 0 or raws[i - 1].kind == "mark" or raws[i - 1].low in DETERMINERS
                             or word_classes(raws[i - 1].low) & {"ADJ", "VERB", "NOUN"} == {"ADJ"}
                             or raws[i - 1].text[:1].isupper() and "ADJ" in word_classes(raws[i - 1].low)):
                    i += self._plain_word(raws, i, lexed)  # "Cool reading room today", "the shooting range": a
                    continue  # room or a thing by what is done there; no deed
                if kind in ("VERB", "TRICK", "MOVE") and size == 1 and low.endswith("ing") and _with_someone_doing(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "hold them back with Old Mother Kennel watching from the
                    continue  # porch": what someone else is doing meanwhile, said after 'with'; no deed of the roll's
                if kind in ("VERB", "TRICK", "MOVE") and size == 1 and raw.text.islower() and "NOUN" in word_classes(low) \
                        and i and word_classes(raws[i - 1].low) & {"ADJ", "ADV"} == {"ADJ"} and raws[i - 1].text.islower() \
                        and (i == 1 or raws[i - 2].text in ",;:") and _listed_after(raws, i + 1) \
                        and self._match(raws, i - 1) is None:
                    i += self._plain_word(raws, i, lexed)  # "Walk log, 2.4 km, great recall, cool morning.": a thing
                    continue  # and what it is like, listed; no deed
                if kind in ("VERB", "TRICK") and size == 1 and i and raws[i - 1].low == "no" \
                        and "NOUN" in word_classes(low) and (i + 1 == len(raws) or raws[i + 1].kind == "mark") \
                        and not (i > 1 and (raws[i - 2].low in ("is", "was", "are") or raws[i - 2].low.endswith("'s"))):
                    i += self._plain_word(raws, i, lexed)  # "4th floor, no lift,": a thing the place lacks, said
                    continue  # after 'no'; no deed ("Fern's no nurse" says who she is: read as ever)
                if kind == "VERB" and size == 1 and _thing_doing(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "your clock is running": what a thing is doing
                    continue
                if kind == "CUE" and size == 1 and i and raws[i - 1].low in PREPOSITIONS and low.endswith("s") \
                        and "NOUN" in word_classes(low) and self.vocab.cue_kinds.get(str(value)) == "group":
                    i += self._plain_word(raws, i, lexed)  # "6 on leads": the things a count is on, after a
                    continue  # preposition; no one leading a group
                if kind == "CUE" and size == 1 and "NOUN" in word_classes(low) and i + 1 < len(raws) \
                        and (i == 0 or raws[i - 1].kind == "mark" or raws[i - 1].low in DETERMINERS
                             and "ADJ" in word_classes(low)) \
                        and raws[i + 1].kind == "word" and raws[i + 1].text.islower() \
                        and "NOUN" in word_classes(raws[i + 1].low) and not raws[i + 1].low.endswith(("s", "ed")) \
                        and self._match(raws, i + 1) is None:
                    i += self._plain_word(raws, i, lexed)  # "Group booking for the hen party": a noun opening the
                    continue  # clause, or an adjective's after an article ("the forward primer"), naming the kind
                    # of the thing after it; no rules value ("the possession attempt" keeps its cue)
                if kind in ("VERB", "TRICK") and size == 1 and raw.text.islower() and "NOUN" in word_classes(low) \
                        and self._placed_noun(raws, i) and _deed_before(tokens, raw.start):
                    i += self._plain_word(raws, i, lexed)  # "ducks under the swinging razor wire": the thing a
                    continue  # place is said by, after the deed; no second deed
                if kind in ("VERB", "TRICK") and size == 1 and raw.text.islower() and "NOUN" in word_classes(low) \
                        and (head := self._compound_head(raws, i)) >= 0 and _deed_before(tokens, raws[head].start) \
                        and (not self.vocab.verb_nouns or self._another_roll(tokens, value)):
                    i += self._plain_word(raws, i, lexed)  # "operates the pool hoist": the head of a thing's name
                    continue  # after a noun that says its kind, the deed's object; no second deed
                if kind in ("VERB", "TRICK") and size == 1 and raw.text.islower() and "NOUN" in word_classes(low) \
                        and i and raws[i - 1].kind == "word" and raws[i - 1].text[1:].islower() \
                        and "NOUN" in word_classes(raws[i - 1].low) and self._match(raws, i - 1) is None \
                        and i + 2 < len(raws) and raws[i + 1].kind == "number" and touching(raws, i + 2) \
                        and raws[i + 2].text[:1] == "-":
                    i += self._plain_word(raws, i, lexed)  # "gate code 2-0-2-0": a thing named by a noun and its
                    continue  # code; no deed
                if kind in ("VERB", "TRICK", "SKILL") and size == 1 and raw.text.islower() and i >= 3 \
                        and raws[i - 3].kind == "number" and raws[i - 2].text == "-" and raws[i - 1].kind == "word" \
                        and touching(raws, i - 2) and touching(raws, i - 1) and tokens and tokens[-1].type == "SCENE":
                    i += self._plain_word(raws, i, lexed)  # "3-pin plug", "4-wheel drive": the thing a count and
                    continue  # its noun, hyphened, describe; no deed and no skill
                if kind == "VERB" and size == 1 and i and raws[i - 1].low in ("for", "of", "about") \
                        and "NOUN" in word_classes(low) and i + 2 < len(raws) and raws[i + 1].kind == "word" \
                        and raws[i + 1].text.islower() and "NOUN" in word_classes(raws[i + 1].low) \
                        and self._match(raws, i + 1) is None and raws[i + 2].kind == "mark" \
                        and _deed_before(tokens, raws[i - 1].start):
                    i += self._plain_word(raws, i, lexed)  # "reads the road ahead for ambush sign": a noun
                    continue  # naming the kind of the thing looked for, after the deed; no second deed
                if kind == "VERB" and size == 1 and low.endswith("ing") and i >= 2 and raws[i - 2].low in DETERMINERS \
                        and raws[i - 1].kind == "word" and raws[i - 1].text.islower() \
                        and "NOUN" in word_classes(raws[i - 1].low) and _deed_before(tokens, raws[i - 2].start) \
                        and not any(t.type == "VERB" and t.value == value for t in tokens) \
                        and (i + 1 == len(raws) or raws[i + 1].kind == "mark" or raws[i + 1].low in PREPOSITIONS
                             | PLACE_PREPOSITIONS) and not (i + 1 < len(raws) and raws[i + 1].low == "with"):
                    # (never one who acts on someone after it: 'sneak past the guard stabbing him' is asked)
                    lexed.fillers.append(raw)  # "attunes to the ghost riding in the back": what the thing acted on
                    i += 1  # is doing, said of it after the deed; no deed of the roller's
                    continue
                if kind == "VERB" and _counted_plural(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "20 kettlebell swings", "3 hard pulls": things counted
                    continue
                if kind == "SKILL" and size == 1 and raw.text.islower() and low != str(value).lower() \
                        and _thing_named(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "a single shot at the security drone": a thing, though
                    continue  # 'drone' names Piloting too ("roll drones" still does)
                if kind == "ROLLED" and (size == 1 and self._thing_rolled(raws, i) or time_left(raws, i + size)):
                    i += self._plain_word(raws, i, lexed)  # "rolled the barrel", "threw the grenade": a deed
                    continue
                if kind == "VERB" and tokens and tokens[-1].type == "DICE" and re.search(
                        r"(?i)\b(?:are|were|is|was|be|been|being|get|got)\s*$", text[tokens[-1].start_pos : raw.start]):
                    i += self._plain_word(raws, i, lexed)  # "before the dice are read", "once the dice were thrown":
                    continue  # what is done to the dice, no deed of the roll
                if kind == "VERB" and size == 1 and i + 3 < len(raws) and _article(raws[i + 1]) \
                        and raws[i + 2].low in _THE_DICE and raws[i + 3].text == ":" \
                        and (i + 4 < len(raws) and raws[i + 4].kind == "number"):
                    kind = "ROLLED"  # "the clerk reads the dice: 2, 6", "calls the dice: 4 4": how the dice are told
                    if tokens and tokens[-1].type in ("NAME", "WORD") and not text[tokens[-1].end_pos : raw.start].strip():
                        tokens.pop()  # the one who reads them out only tells them: whose roll it is, the rest says
                if kind == "ROLLED" and size == 1 and i + 2 < len(raws) and _article(raws[i + 1]) \
                        and raws[i + 2].low in _THE_DICE:  # "threw the dice: 4 5", "rolled my d10s": the dice verb
                    tokens.append(token("ROLLED", "rolled", raw.start, raws[i + 2].start + len(raws[i + 2].text)))
                    i += 3
                    if i + 1 < len(raws) and raws[i].text == "," and raws[i + 1].kind == "number" and (
                            i + 2 == len(raws) or raws[i + 2].kind != "word" or raws[i + 2].low in ("and", "n")):
                        i += 1  # "rolled my dice, 4 and 5": the faces come after the comma, as after a colon (never
                        # "rolled the dice, 3 guards look up")
                    continue
                if kind in ("ABILITY", "CUE", "DLNAME") and size == 1 and _SIMILE.match(text, raw.start + len(raw.text)):
                    i += self._plain_word(raws, i, lexed)  # "sharp as ever", "cool as you like", "hard as nails": a
                    continue  # likeness said of someone, no stat nor value
                if kind == "LEVEL" and size == 1 and i and raws[i - 1].low in DEGREE_WORDS and raws[i].text.islower():
                    i += self._plain_word(raws, i, lexed)  # "lowkey embarrassing tbh", "so good": how the player
                    continue  # feels about it, no level of success named
                if kind == "VERB" and size == 1 and _gerund_subject(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Decking by the aquatics is soaking.": the thing the
                    continue  # sentence is about, no deed
                if kind == "ABILITY" and size == 1:
                    short_of_two(raws, i, text, self.vocab, str(value))  # "Int": Intelligence or Intimidate?
                if kind == "NAME" and size == 1 and (low in self.akas or raw.text.islower() and common_word(low)
                                                 and str(value)[:1].isupper() and i > 0 and (
                                                     raws[i - 1].low in DETERMINERS or raws[i - 1].low in PREPOSITIONS
                                                     and i + 1 < len(raws) and raws[i + 1].kind == "number"
                                                     or _described_after_article(raws, i))) \
                        and not _as_name(raws, i, low) \
                        and not self._rule_named_next(raws, i + 1) and not _in_capitals(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "a sunny day" where Sunny is someone's aka, "the ratchet
                    # strap" where Ratchet is someone's name (but "Mar
                    continue  # Disable Device, ...": an aka, then a rules name capitalised, is who rolls it)
                if kind == "NAME" and size == 1 and raw.text.islower() and common_word(low) \
                        and any(_entry_of_a_schedule(raws, j) for j in (i + 1, i + 2) if j < len(raws)):
                    i += self._plain_word(raws, i, lexed)  # "15:40 confetti throw," where Confetti is someone's
                    continue  # name: a schedule's entry, a thing
                if kind == "NAME" and size == 1 and _after_noun(raws, i) and common_word(low):
                    i += self._plain_word(raws, i, lexed)  # "past the church cross" where Cross is someone
                    continue
                if kind == "NAME" and size == 1 and low in self.akas and _before_noun(raws, i) \
                        and self._match(raws, i + 1) is None:
                    i += self._plain_word(raws, i, lexed)  # "Bothy night, no rush:" where Bothy is someone's aka: a
                    continue  # thing named by two nouns, closing its clause
                if kind == "NAME" and size == 1 and low in MODALS and not _modal_named_someone(raws, i, text, value):
                    lexed.fillers.append(raw)  # "I will climb", "will you roll ...": the modal, never Will
                    i += 1
                    continue
                if raws[i + size - 1].low == "bonus" and kind in ("BONUS", "USE") and self._bonus_thing(raws, i + size):
                    lexed.fillers.extend(raws[i : i + size + 1])  # "the bonus point", "went for the bonus round": a
                    i += size + 1  # thing of the scene named by two nouns, no bonus (a bonus die is the rules')
                    continue
                if raws[i + size - 1].low == "bonus" and kind in ("BONUS", "USE") \
                        and self._bonus_paid_on(raws, i + size):
                    lexed.fillers.extend(raws[i : i + size + 1])  # "a bonus on the milk cheque": money paid with a
                    i += size + 1  # thing of the scene, no bonus of the roll's
                    continue
                if raws[i + size - 1].low == "bonus" and kind in ("BONUS", "USE") and i + size + 1 < len(raws) \
                        and raws[i + size].low == "for" and raws[i + size + 1].low in TIME_NOUNS:
                    lexed.fillers.extend(raws[i : i + size + 2])  # "out here for the bonus for nights": what the
                    i += size + 2  # work pays for its hours, no bonus of the roll's
                    continue
                if kind in ("VERB", "TRICK") and size == 1 and raw.low in _LYING and i + 1 < len(raws) \
                        and raws[i + 1].low in _LAID and not (raw.low == "lay" and raws[i + 1].low in _LAID_DOWN):
                    i += self._plain_word(raws, i, lexed)  # "we're lying alongside on three fenders", "lying at
                    continue  # anchor": where someone or something lies, no lie told
                if kind in ("VERB", "TRICK") and size == 1 and _timetabled(raws, i):
                    if tokens and tokens[-1].type == "CUE" and tokens[-1].end_pos is not None \
                            and text[tokens[-1].end_pos : raw.start].isspace():  # ("group ride": the group's too)
                        said = tokens.pop()
                        tokens.append(token("WORD", text[said.start_pos : said.end_pos], said.start_pos, said.end_pos))
                    i += self._plain_word(raws, i, lexed)  # "Saturday group ride leaves at 8": an event of the scene
                    continue  # named by the deed's noun, and when it is, no deed
                if kind == "CUE" and size == 1 and (i == 0 or raws[i - 1].text in (".", "!", "?", ":")) \
                        and raw.text[:1].isupper() and "ADJ" in word_classes(raw.low) and i + 1 < len(raws) \
                        and raws[i + 1].kind == "word" and raws[i + 1].text.islower() \
                        and self._match(raws, i + 1) is None \
                        and "NOUN" in word_classes(raws[i + 1].low) and raws[i + 1].low not in FILLER:
                    i += self._plain_word(raws, i, lexed)  # "Ongoing creak from the headset": a thing of the scene
                    continue  # described by the rules word opening a note's sentence, no value of the roll
                if kind == "DLNAME" and size == 1 and raw.text.islower() and i + 3 < len(raws) \
                        and raws[i + 1].low in ("on", "by") and raws[i + 2].low == "the" \
                        and raws[i + 3].kind == "word" and raws[i + 3].text.islower() \
                        and "NOUN" in word_classes(raws[i + 3].low) \
                        and ((m := self._match(raws, i + 3)) is None or m[1] == "CUE") \
                        and not (i and raws[i - 1].low in ("dl", "vs", "at", "is", "it's", "difficulty")):
                    i += self._plain_word(raws, i, lexed)  # "close-hauled, hard on the wind", "hard by the quay":
                    continue  # how close, an adverb of the scene, no difficulty
                if kind in ("ADVANTAGE", "DISADVANTAGE") and size == 1 and i >= 2 and raws[i - 2].low in DETERMINERS \
                        and raws[i - 1].text.islower() and self._match(raws, i - 1) is None \
                        and "ADJ" in word_classes(raws[i - 1].low) and i + 1 < len(raws) and raws[i + 1].low == "of":
                    i += self._plain_word(raws, i, lexed)  # "the big advantage of a 1x drivetrain": what a thing is
                    continue  # good for, said of it with an adjective, no advantage of the roll's
                if kind in ("TRAIT", "BARETRAIT") and size == 1 and raw.text.islower() and i \
                        and raws[i - 1].low in DETERMINERS and i + 1 < len(raws) and raws[i + 1].kind == "word" \
                        and raws[i + 1].text.islower() and ((m := self._match(raws, i + 1)) is None
                                                            or m[1] in ("SKILL", "NAME")) \
                        and "NOUN" in word_classes(raws[i + 1].low):
                    i += self._plain_word(raws, i, lexed)  # "a security screw", "a security drone" (drone: a
                    continue  # skill's word): a kind of thing, named by the trait's word before its noun; no trait
                if kind in ("VERB", "TRICK", "SKILL") and size == 1 and raw.text[:1].isupper() and (
                        tokens and tokens[-1].type == "VS" and i + 2 < len(raws) and raws[i + 1].text == "/"
                        and raws[i + 2].kind == "number" or any(
                            k and tokens[k - 1].type == "VS" and t.type == "WORD" and str(t.value).lower() == raw.low
                            for k, t in enumerate(tokens))):
                    i += self._plain_word(raws, i, lexed)  # "vs Scout/3 - ..., Scout rolled 6 6 2": the one against,
                    continue  # named with a rating (a MUSH's form), whatever the word says elsewhere
                if kind in ("VERB", "TRICK") and size == 1 and "NOUN" in word_classes(raw.low) \
                        and (owned := _owned_deed(tokens, text)) is not None and self._past_follows(raws, i + 1):
                    tokens[owned:] = [token("WORD", text[t.start_pos : t.end_pos], t.start_pos, t.end_pos)
                                      if t.type == "CUE" else t for t in tokens[owned:]]  # (its adjective too)
                    i += self._plain_word(raws, i, lexed)  # "Ozzy's desperate block in the 80th minute saved us":
                    continue  # someone's deed, named as a thing that did something in the past; no roll's deed
                if kind in ("VERB", "TRICK") and size == 1 and raw.low.endswith("s") and _plural_after_place(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "in the SR wings", "from the upper stalls": a plural
                    continue  # noun of a place, after a preposition and its article; no deed of anyone's
                if kind == "ABILITY" and size == 1 and self.vocab.adjective_abilities and raw.text.islower() \
                        and i + 2 < len(raws) and raws[i + 1].low in _WHERE_IT_IS and raws[i + 2].low in DETERMINERS \
                        and not (tokens and tokens[-1].type in ("ROLL", "PLUS", "USING", "WITH")):
                    i += self._plain_word(raws, i, lexed)  # "hot in the wings tonight": how it is somewhere, the
                    continue  # scene's weather or mood; no stat ("roll hot", "+hot" stay)
                if kind == "SKILL" and size == 1 and raw.text.islower() and "ADJ" in word_classes(raw.low) \
                        and i + 1 < len(raws) and raws[i + 1].kind == "word" and raws[i + 1].text.islower() \
                        and "NOUN" in word_classes(raws[i + 1].low) and not self._read_as_rules(raws, i + 1) \
                        and not (tokens and tokens[-1].type in ("ROLL", "PLUS", "USING", "WITH")) \
                        and not (tokens and tokens[-1].type == "COLON" and not (len(tokens) > 1 and tokens[-2].type == "WORD")):
                    i += self._plain_word(raws, i, lexed)  # "we're on standard fares": a skill's name that is an
                    continue  # adjective, lowercase before a noun it describes; no skill ("roll standard" stays),
                    # also after a heading's colon ("Critical: medical supplies"), never after a name's
                if kind == "ABILITY" and size == 1 and self.vocab.adjective_abilities and i + 1 < len(raws) \
                        and raws[i + 1].low == "one" and one_for_a_thing(raws, i + 1):
                    i += self._plain_word(raws, i, lexed)  # "Hot one today,": a thing the stat's word describes,
                    continue  # 'one' standing for it; no stat
                if kind in ("VERB", "TRICK") and size == 1 and _field_named(raws, i) and not self._read_as_rules(raws, i + 1):
                    lexed.fillers.extend(raws[i : i + 2])  # "Escape route: the standard route down ...": a field
                    i += 2  # of a form, named by two nouns; what it holds is read as ever
                    continue
                if kind in ("VERB", "TRICK") and not self.vocab.verb_nouns and _agent_noun(raws[i + size - 1].text.lower()) \
                        and raws[i + size - 1].text.lower() not in str(value).lower().split() \
                        and not (size > 1 and raws[i + size - 2].low in DETERMINERS):  # ("puts in a reducer": the thing)
                    lexed.fillers.extend(raws[i : i + size])  # "First aider Sweeper gives first aid", "the climbers":
                    i += size  # one who does the deed, named by it: a person, no deed (where the game's verbs name no
                    # things: a verbs table of things holds 'rocket launcher' as a deed's thing)
                    continue
                if kind == "VERB" and size == 1 and self._names_a_kind_of(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "we're the darts team": a word before a noun saying what
                    continue  # kind of thing it is, no deed and no weapon
                if kind in ("VERB", "TRICK") and size == 1 and _timed_finish(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "finished in 6:42", "done in 1:42:10": a time taken, a
                    continue  # result of the scene, no deed
                if kind == "VERB" and size == 1 and _instrument_reading(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "the log reading 6.2 kn": what a thing shows, no deed
                    continue
                if kind == "VERB" and size == 1 and (_before_a_fraction(raws, i) or _counted_by_times(raws, i)
                                                     or _state_still(raws, i)):
                    i += self._plain_word(raws, i, lexed)  # "recall 3/12": a thing and its interval; "2 x scale and
                    continue  # polish": a thing counted; "Chart still open": how a thing is; no deed
                if kind == "VERB" and size == 1 and _measured(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "8 inch tail", "a 2lb bream": the thing measured, no deed
                    continue
                if kind in ("VERB", "TRICK") and size == 1 and self._participle_of_a_thing(raws, i):
                    lexed.tokens.append(self._tok("SCENE", raw, raw.text))  # "Standard methods, competently
                    i += 1  # executed.": how a thing was done, said of it, no deed
                    continue
                if kind == "VERB" and size == 1 and i + 2 < len(raws) and raws[i + 1].low in ("rated", "rating") \
                        and raws[i + 2].kind == "number" and "NOUN" in word_classes(low):
                    i += self._plain_word(raws, i, lexed)  # "ramp 2, lift rated 3.5 tonnes": the thing rated, no deed
                    continue
                if kind == "VERB" and size == 1 and low in self.called and _as_name(raws, i, low, strict=True):
                    i += self._plain_word(raws, i, lexed)  # "Crane: climb", "crane slips past" for Isolde Crane
                    continue
                if kind == "VERB" and size > 1 and tokens and tokens[-1].type in ("ROLL", "ROLLED") and (
                        skill := self._match(raws[: i + 1], i)) is not None and skill[1] == "SKILL" and \
                        skill[2] != value and skill[2] not in self.vocab.within.get(str(value), ()) and \
                        raws[i + 1].low in PREPOSITIONS | PLACE_PREPOSITIONS:
                    # "rolls Hacking at the door": the skill the roll word names, aimed at a thing, never another
                    # skill's 'hack at' ("rolls Drive off the lot" stays Drive's Escape)
                    match = skill
                    size, kind, value = match
                if kind == "VERB" and size == 1 and (not self._done_by_someone(raws, i) or _an_event(raws, i)
                                                     or self._compound_noun(raws, i)):
                    i += self._plain_word(raws, i, lexed)  # "catches fire", "fire spreads": a thing of the scene
                    continue
                if kind in ("VERB", "TRICK") and size == 1 and (_thing_then_participle(raws, i)
                                                              or _contact_clause_verb(raws, i)):
                    i += self._plain_word(raws, i, lexed)  # "the ghost caught in the beam", "the lamphouse they've
                    continue  # been hiding the ledger in": what was done to a thing, no deed
                if kind == "VERB" and _whose_verb(raws, i):
                    for _ in range(size):  # "We ask who really runs the night markets", "the porter who runs the
                        i += self._plain_word(raws, i, lexed)  # lodge": the verb of 'who', someone else's doing
                    continue
                if kind == "VERB" and size == 1 and raw.low in BODY_WORDS and i \
                        and raws[i - 1].low in ("his", "her", "my", "their", "its", "your", "our"):
                    i += self._plain_word(raws, i, lexed)  # "laid his palm open": a part of the body, no deed (no
                    continue  # palming)
                if kind == "VERB" and size == 1 and raw.low in BODY_WORDS and (i == 0 or raws[i - 1].kind == "mark") \
                        and (k := i + 1 + (i + 1 < len(raws) and adverb(raws[i + 1].low))) < len(raws) \
                        and raws[k].kind == "word" and raws[k].low.endswith("ed"):
                    i += self._plain_word(raws, i, lexed)  # "..., shoulder still strapped": a part of the body and
                    continue  # its state, no deed (no shouldering)
                if kind == "VERB" and (i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?") \
                        and (k := i + size + (i + size < len(raws) and raws[i + size].low in _SUBJECT_PARTICLES)) < len(raws) \
                        and raws[k].low in ("was", "is", "were") and not self._names_someone(raws, i):
                    for _ in range(k - i):  # "Swim down was easy, 400 easy free.": a doing named as a thing, the
                        i += self._plain_word(raws, i, lexed)  # subject of what is said of it; no deed
                    continue
                if kind == "VERB" and size == 1 and raw.text.islower() and i + 1 < len(raws) \
                        and sets_by_reps(raws, i + 1) > i + 1:
                    i += self._plain_word(raws, i, lexed)  # "kick 4 x 50", "sprint 6 x 25": a drill by its sets,
                    continue  # no deed
                if kind == "VERB" and size == 1 and raw.text.islower() and i and raws[i - 1].kind == "number" \
                        and tokens and tokens[-1].type == "SCENE":
                    i += self._plain_word(raws, i, lexed)  # "false start in the 50 fly": the thing the scene's
                    continue  # number measures, no deed
                if kind == "VERB" and size == 1 and _place_of_a_named_roll(raws, i, tokens):
                    i += self._plain_word(raws, i, lexed)  # "a group prowl ... through the night library": where
                    continue  # the roll named goes, no second action
                if kind == "VERB" and size == 1 and _plural_subject(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Slugs got 5 of 8 seedlings": things that did something,
                    continue  # no deed
                if kind == "VERB" and size == 1 and _work_heading(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Snagging list, Bed 2: ...", "Sowing plan for the
                    continue  # pickers: ...": the work a heading names, no deed
                if kind == "VERB" and _not_done(raws, i):  # "doesn't look up", "never looks back": what is not
                    for _ in range(size):  # done is the scene's, never the roll's action
                        i += self._plain_word(raws, i, lexed)
                    continue
                if kind == "VERB" and size == 1 and _named_watch(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Middle watch.", "the second dog watch": which part of
                    continue  # the day's work, a time of the scene, never a watch kept on something
                if kind == "VERB" and size == 1 and _noun_after_place(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "climbs up on deck", "heads below deck": a place, after
                    continue  # the word that says where, never the verb 'deck'
                if kind == "VERB" and size == 1 and low in _DRIVING and self._person_driven(raws, i + 1, text):
                    i += self._plain_word(raws, i, lexed)  # "drives the guard to his knees", "drove them back": a
                    continue  # person driven is forced somewhere, no vehicle driven
                if kind == "VERB" and size == 1 and low in _RULES_NOUNS and (
                        tokens and tokens[-1].type in ("SKILL", "TRICK") or i and raws[i - 1].low == "improvised"):
                    i += self._plain_word(raws, i, lexed)  # "an improvised Athletics trick": the rules' noun, no one
                    continue  # tricked
                if kind == "VERB" and size == 1 and _linking(raws, i) and not self._read_as_rules(raws, i + 1) \
                        and not (tokens and (tokens[-1].type in ("NAME", "STRANGER") or tokens[-1].type == "PRONOUN"
                                             and tokens[-1].value.lower() in ("i", "we", "you"))):
                    i += self._plain_word(raws, i, lexed)  # "the nurse, 50s, HR 92, looks stable.": what someone
                    continue  # described before seems, no searching (said right after a name, who acts is weighed)
                if kind == "VERB" and size == 1 and self._tempts_fortune(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "pushing my luck": no push of anything
                    continue
                if kind == "VERB" and (size == 1 or size == 2 and raws[i + 1].low in ("like", "as")) \
                        and _state_participle(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "he's literally built like a fridge", "bro is dressed
                    continue  # like a tourist": what he is
                if kind == "VERB" and (done := _got_done_to(raws, i)):
                    if (said := self._match(raws, done - 1)) is not None and (said[1] not in ("VERB", "WORD", "FILLER")
                                                                      or done < len(raws) and raws[done].low == "by"):
                        done -= 1  # "he got hurt": a rules word of the game stays one; "gets kicked by Dex": the deed,
                        # its doer after 'by' (done_by.py)
                    while i < done:  # "he got absolutely cooked by that drone", "got so scammed": done to him, by
                        i += self._plain_word(raws, i, lexed)  # another, no deed of the roller's
                    continue
                if kind == "CUE" and size == 1 and self._thing_moved(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "pushes the cart aside", "we push 2 mg of midazolam":
                    continue  # a thing pushed in the scene, no one pushing themself
                if kind in ("VERB", "MOVE") and size == 1 and _what_a_thing_is_to(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "it's a hard spot to hit", "that was a tough lock to
                    continue  # pick": what the thing is like, said of it; no deed
                if kind == "CUE" and size == 1 and _in_an_idiom(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "he's neutral toward you so far": a set phrase of time
                    continue  # or degree, no condition
                if kind == "ABILITY" and size == 1 and self._remark_beside_a_stat(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "weird beeping off the charger, cool. roll +hot": a
                    continue  # remark closing its sentence, the stat rolled said with its sign
                if (kind == "CUE" or kind == "VERB" and size >= 2) and self._head_of_a_compound(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "the loaded pallet jack", "shift lead says ...": the
                    continue  # noun a compound ends on, a thing or a role, no deed
                if kind in ("VERB", "SKILL", "TRICK", "MOVE") and size == 1 and _per_unit(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Picks/hr for the wave down to 61": a rate's name, how
                    continue  # many of a thing an hour
                if kind == "VERB" and size == 1 and _gerund_as_a_thing(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "tribunal hearing 7 of 9", "Hearing adjourned at
                    continue  # 15:00": the -ing word a noun, a thing of the scene
                if kind in ("VERB", "MOVE") and size == 2 and _through_a_place(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "running through the burning lych-gate": moving
                    continue  # through a place, no one run through
                if kind in ("VERB", "MOVE") and size == 1 and _entry_of_a_schedule(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "16:30 first dance, 16:45 garter toss": what the
                    continue  # schedule has at that hour, a noun
                if kind in ("VERB", "MOVE") and size == 1 and self._capitals_heading(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "RUN SHEET 11:00 hair & make-up": the heading of the
                    continue  # post's page, its verb a noun's word (the noun after it is read as it stands)
                if kind == "CUE" and size == 1 and self._describes_the_deed(raws, i, value):
                    i += self._plain_word(raws, i, lexed)  # "answers him with a confident lie": the lie is sure of
                    continue  # itself, no condition of whom it is told to
                if kind == "CUE" and size == 1 and _adverb_in_noun_phrase(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "a carefully worded statement": how the statement was
                    continue  # worded, no way the actor acts
                if kind == "VERB" and size == 1 and low in LISTENER_ASIDES and _between_marks(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Under 7 is a miss, remember, and ...": said to the
                    continue  # table, no action
                if kind == "VERB" and size == 1 and _participle_before_noun(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "calms the frightened kids": what the kids are, no action
                    continue
                if kind == "VERB" and size == 1 and _getting_in(raws, i):  # "climbs into the cab and operates
                    i += self._plain_word(raws, i, lexed)  # the crane": how the crane is reached
                    continue
                if kind == "VERB" and size in (1, 2) and self._posture(raws, i):  # "leans on the bar": where the body
                    end = raws[i + 1].start + len(raws[i + 1].text)  # is, no move on someone
                    tokens.append(token("POSTURE", value, raw.start, end))
                    i += 2
                    continue
                if kind == "FILLER" and size == 1 and _modal_named(raws, i):
                    i += self._plain_word(raws, i, lexed)  # "Will climbs the fence": Will is someone
                    continue
                if kind == "RESOURCE" and (size == 1 or size == 2 and raws[i].low in _WHOSE_FORTUNE) \
                        and _fortune(raws, i + size - 1):
                    i += self._plain_word(raws, i, lexed)  # "very bad luck for him", "wish me luck": fortune, the
                    continue  # scene's word
                if kind == "RESOURCE" and (held := _held(raws, i, size)) is not None:
                    first, end = held  # "I have 1 luck", "I have luck 2", "she still has 2 war dice left": what
                    while tokens and tokens[-1].start_pos >= raws[first].start:  # the sheet holds, nothing spent
                        tokens.pop()
                    tokens.append(token("UNSPENT", value, raws[first].start, raws[end - 1].start + len(raws[end - 1].text)))
                    i = end
                    continue
                if kind == "RESOURCE" and (unspent := _unspent(raws, i, size, tokens)) is not None:
                    first, end = unspent  # "Luck not spent", "no luck", "without spending luck": nothing spent
                    tokens.append(token("UNSPENT", value, raws[first].start, raws[end - 1].start + len(raws[end - 1].text)))
                    i = end
                    continue
                if kind == "BONUS" and size == 1 and (said := i + 1 + (i + 1 < len(raws) and raws[i + 1].text == ":")) < len(raws) \
                        and raws[said].kind == "word" and (
                            raw.text[:1].isupper() and (i == 0 or raws[i - 1].text in ".!?") and raws[said].low in DETERMINERS
                            or said > i + 1 and raws[said].low not in NUMBER_WORDS and self._match(raws, said) is None
                            and said + 1 < len(raws) and raws[said + 1].kind != "mark"):  # ("got a bonus: extra 15
                    # min": what the bonus was, in words of the scene)
                    lexed.fillers.extend(raws[i:said])  # "Bonus: the cat in Kennel 6 finally ate.": a heading of
                    i = said  # the writer's, good news of the day; no bonus of the roll's ("Bonus: +2" stays)
                    continue
                if kind == "GROUPOF" and i > 1 and raws[i - 1].text == ":" and i + size + 1 < len(raws) \
                        and raws[i + size].kind == "number" and raws[i + size + 1].text in ",;." \
                        and raws[i - 2].kind == "word" and not self._names_someone(raws, i - 2):
                    last = raws[i + size]  # "Walk log: pack of 6, 3 on leads": a count heading a line of the log,
                    tokens.append(token("SCENE", text[raw.start : last.start + len(last.text)], raw.start,
                                        last.start + len(last.text)))  # the scene's (a group acted on is said with
                    i += size + 1  # the deed: "convinces a crowd of 16")
                    continue
                if kind == "GROUPOF" and raw.text[:1].isupper() and raw.low not in ("a", "an") \
                        and (i == 0 or raws[i - 1].text in ".!?") and _faces_said(tokens) \
                        and i + size < len(raws) and raws[i + size].kind == "number" \
                        and not any(r.low in (raw.low, raw.low + "s") for r in raws[:i]):  # (never the one acted on:
                    # "intimidates the gang. Dice 3 4. Gang of 12")
                    last = raws[i + size]  # "... Dice: 7 and 5. Squad of 16, 3 subs used.": a record's line after
                    tokens.append(token("SCENE", text[raw.start : last.start + len(last.text)], raw.start,
                                        last.start + len(last.text)))  # the roll, its count the scene's (a
                    i += size + 1  # group acted on is said with the deed: "convinces a crowd of 16")
                    continue
                if kind == "FILLER":
                    lexed.fillers.extend(raws[i : i + size])
                    if size == 1:
                        _join_after_faces(raws, i, tokens)
                else:
                    last = raws[i + size - 1]
                    tokens.append(token(kind, value, raw.start, last.start + len(last.text)))
                if kind in _ROLL_WORDS and not (kind == "ABILITY" and self.vocab.adjective_abilities
                                                and story_word(text, raw.start, last.start + len(last.text))):
                    seen_roll = True  # "I try hard to read the room": 'hard' is the story's, the roll comes after
                i += size
            elif kind == "mark":
                mark = raw.text
                if mark == "(" and (idiom := dice_idiom(raws, i)) is not None:
                    i += self._idiom(raws, i, idiom, tokens)
                    continue
                if mark in ".…" and tokens and (tokens[-1].type == "ROLLED" or tokens[-1].type == "RESOURCE" and re.search(
                        r"(?i)\bdi(?:c)?e$", text[tokens[-1].start_pos : tokens[-1].end_pos])) \
                        and tokens[-1].end_pos == raw.start and (dots := _dots_then_faces(raws, i)) > i:
                    lexed.fillers.extend(raws[i:dots])  # "Let's see what the dice say... FIVE and FIVE!", "and the
                    i = dots  # war die... four": the pause before the faces read out
                    continue
                if mark == "." and (counted := _count_then_faces(raws, i, tokens)) > i:
                    tokens.append(token("COLON", ":", raw.start, raw.start + 1))  # "1 die left... 6!!": the dots
                    lexed.fillers.extend(raws[i + 1 : counted])  # before the faces the count announced, as a colon
                    i = counted
                    continue
                if mark == "." and (landed := _dice_landing(raws, i, tokens)) > i:
                    lexed.fillers.extend(raws[i:landed])  # "*rolls* 1... 5", "4 and... 3": the dice typed as they
                    i = landed  # land, one by one; the dots only say the wait between them
                    continue
                if mark == "," and (inside := _aside_in_relative(raws, i)) > i:
                    lexed.fillers.extend(raws[i:inside])  # "a speech that, by one poll, swung the garrison": the
                    i = inside  # aside set off inside the relative clause; 'that' still opens it
                    continue
                if mark == "(" and (reason := _reason_for_value(raws, i, tokens, text)) > i:
                    lexed.fillers.extend(raws[i:reason])  # "Strength (not Presence, he's not talking, he's lifting)":
                    i = reason  # why the value named is the one, the player's working; its verbs are no deed
                    continue
                if mark == "(" and (aside := self._closing_aside(raws, i, tokens)) > i:
                    lexed.fillers.extend(raws[i:aside])  # "... 2 and 2. (yes, I roll NPCs openly now, deal with it)":
                    i = aside  # the player's word to the table after the dice, closing the post
                    continue
                if mark == "(" and tokens and tokens[-1].type == "NUMBER" and i + 1 < len(raws) \
                        and raws[i + 1].kind == "word" and self._match(raws, i + 1) is None and len(tokens) > 1 \
                        and (tokens[-2].type in ("NUMBER", "ROLLED", "DICE", "COLON") or tokens[-2].type == "SEP"
                             and len(tokens) > 2 and tokens[-3].type == "NUMBER"):
                    tokens.append(token("SEP", ",", raw.start, raw.start + 1))  # "1, 2 (the flask is warm)": an aside
                    # after the dice opens; no count of what it names ('2 flasks')
                if mark in ")]" and tokens and tokens[-1].type == "NUMBER" and i + 1 < len(raws) \
                        and raws[i + 1].kind == "word" and raws[i + 1].text[:1].isupper() and _dice_bracketed(raws, i):
                    tokens.append(token("SEP", ".", raw.start, raw.start + 1))  # "[dice: 7, 7, 2, 1] Inventory: ...",
                    # "[dice: 2, 3, 1] Nothing.": the bracket closing the faces ends them, and a sentence opens after it
                if tokens and tokens[-1].type == "DICE" and (apposed := _apposed_count(raws, i)) is not None:
                    end, count = apposed  # "the dice, nine of them, came up ...": how many, as "nine dice" says it
                    dice = tokens.pop()
                    tokens.append(token("NUMBER", count, raws[i + 1].start, raws[i + 1].start + len(raws[i + 1].text)))
                    tokens.append(dice)
                    lexed.fillers.extend(r for r in raws[i:end] if r is not raws[i + 1])
                    i = end
                    continue
                i += 1
                if mark == "," and (seen_roll or tokens and tokens[-1].type in _VALUE_TOKENS and _acted_in_sentence(tokens)) \
                        and i + 1 < len(raws) and raws[i].low == "to" and raws[i + 1].kind == "word":
                    lexed.fillers.append(raw)  # "rolls her Perception, to see whether ...": the comma only sets off
                    seen_roll = True  # what the roll is for, as "rolls her Perception to see whether ..." says it;
                    continue  # so after a value of the deed's ("street-hacks the server, Middle Corp security, to push")
                if mark == "," and len(tokens) > 2 and tokens[-1].type == "ASSISTS" and tokens[-2].type == "SEP" \
                        and tokens[-2].value == "," and tokens[-3].type == "NAME":
                    del tokens[-2]  # "Henrietta, assisting her, has rolled a Good Success": the commas set off who
                    lexed.fillers.append(raw)  # she is in the roll, as "Henrietta assisting her rolled ..." says it
                    continue
                if mark in ",;" and tokens and tokens[-1].type == "ROLLED" and _dice_said_next(raws, i):
                    tokens.pop()  # "I rolled for him in the open, and the dice showed a two and a six": the dice
                    # are said next; the rolling only says the dice were rolled
                if mark in ",;.!?":
                    tokens.append(token("SEP", mark, raw.start, raw.start + 1))
                    seen_roll = False
                    i = _question(raws, i, lexed, self._loaded_name)  # "shoot the guard, what are my chances?"; "...? what are the odds"
                    matched.forget()  # (a question's frame may have been taken out of the pieces)
                elif mark == "+" and _command(raws, i - 1, tokens):
                    lexed.fillers.append(raw)  # a MUSH's "+roll Firearms": the command's mark, as "roll Firearms"
                elif mark == "+":
                    tokens.append(token("PLUS", "+", raw.start, raw.start + 1))
                elif mark == ":" and (_object_named(tokens) and i < len(raws) and raws[i].kind == "word"
                                      and not self._rules_word(raws, i) or _deed_named_after(raws, i, tokens, self._rules_word)):
                    tokens.append(token("SEP", ";", raw.start, raw.start + 1))  # "I try to read Okafor: what does he
                    seen_roll = False  # want?": the one acted on, then what the post says of them; no one's label
                    i = _question(raws, i, lexed, self._loaded_name)
                    matched.forget()  # (a question's frame may have been taken out of the pieces)
                elif mark == ":":
                    tokens.append(token("COLON", ":", raw.start, raw.start + 1))
                    i = _question(raws, i, lexed, self._loaded_name)  # "Zoe: can I land it?"
                    matched.forget()  # (a question's frame may have been taken out of the pieces)
                elif mark in "([" and tokens and tokens[-1].type != "SEP" and i < len(raws) and (
                        self._rules_word(raws, i) or (tokens[-1].type == "NUMBER" and self._said_of_someone(raws, i))
                        or _counts_a_thing(raws, i) or (len(tokens) > 1 and tokens[-1].type == tokens[-2].type == "NUMBER")):
                    # "... the skylight (Survey, 6)", "..., 5 4 (vex is Wounded)", "(one arm's busted)", "6 6 (I know
                    # I know zero dice)": a part
                    tokens.append(token("SEP", ",", raw.start, raw.start + 1))  # of its own, as after a comma
                    seen_roll = False
                elif mark == "&":
                    tokens.append(token("SEP", "and", raw.start, raw.start + 1))
                elif mark == "-" and _apart(raws[i - 1], text) and i + 1 < len(raws) and raws[i].kind == "word" \
                        and self._loaded_name(raws[i].low) and raws[i + 1].kind == "mark" and raws[i + 1].text == ",":
                    # "the turret opens up - Sparrow, you're dodging bullets": a dash, then who is spoken to
                    tokens.append(token("SEP", ";", raw.start, raw.start + 1))
                    seen_roll = False
                elif mark == "-" and _dash_after_faces(raws, i - 1, text) and not self._rules_word(raws, i):
                    # "4 and 7 - can I climb it?" (but "6 6 - Wits" is a minus the grammar refuses)
                    tokens.append(token("SEP", ";", raw.start, raw.start + 1))
                    seen_roll = False
                elif mark == "-" and self.vocab.roll_strings and not _dash_after_name(raws, i - 1, text, tokens) \
                        and not (_apart(raws[i - 1], text) and i < len(raws) and not (self._rules_word(raws, i) and (
                            not tokens or tokens[-1].type not in ("WORD", "VERB", "SCENE", "PURPOSE")))):
                    # "Firearms-Wits" is refused, not ignored; "Nemesis - Firearms", "Good - sneak past" are dashes,
                    # and so is one apart after the story's words ("... to loosen their tongues - Poker, 8 8")
                    tokens.append(token("MINUS", "-", raw.start, raw.start + 1))
                elif mark == "/" and tokens and tokens[-1].type == "NUMBER" and i < len(raws) and raws[i].kind == "word":
                    tokens.append(token("SEP", ";", raw.start, raw.start + 1))  # "6,2,1 / lidia rolled 3": faces end
                    seen_roll = False
                elif mark == "/" and self.vocab.roll_strings:  # MUSH commands: "roll Nemesis/Melee", "vs Goon/3"
                    tokens.append(token("SLASH", "/", raw.start, raw.start + 1))
                else:
                    lexed.fillers.append(raw)
                if mark in "([/":  # an aside opens: "... ((what are my odds to hold?))", "// odds on the climb?"
                    i = _question(raws, i, lexed, self._loaded_name)
                    matched.forget()  # (a question's frame may have been taken out of the pieces)
            elif kind == "notation" and (bot := _bot_roll(raws, i, text)) is not None:
                i += self._bot(raws, i, bot, lexed)
            else:
                i += 1
                text_, start = raw.text, raw.start
                if kind == "number" and text_.isdigit() and self.vocab.group_sizes and self._group_acted_on(raws, i - 1):
                    tokens.append(token("GROUPOF", text_, start, start))  # "threatens the 23 picketers": the group the
                    tokens.append(token("NUMBER", int(text_), start, start + len(text_)))  # deed is on, by its size
                elif kind == "number" and text_.isdigit() and (_scene_count(raws, i - 1) or _labels_a_thing(raws, i - 1) or (
                        not self.vocab.group_sizes and _of_people(raws, i - 1))):  # "past the 2 guards": how
                    # many guards, no face of a die ("the 2nd guards" is an ordinal, below)
                    tokens.append(token("SCENE", text_, start, start + len(text_)))
                elif kind == "number" and text_[-1].isalpha() and placing(raws, i - 1):
                    tokens.append(token("SCENE", text_, start, start + len(text_)))  # "we crossed 2nd": a place
                elif kind == "number":
                    if text_[-1].isalpha():
                        value = ORDINALS.get(raw.low, int(text_[:-2]))
                        tokens.append(token("ORDINAL", value, start, start + len(text_)))
                    else:
                        tokens.append(token("NUMBER", int(text_), start, start + len(text_)))
                elif kind == "signed" and _dash_between_faces(raws, i - 1, text):  # "1-4": two faces, no minus
                    tokens.append(token("NUMBER", int(text_[1:]), start + 1, start + len(text_)))
                elif kind == "signed" and _dash_before_faces(raws, i - 1, text, "dice_modifier" not in self.vocab.refuse):
                    # "Vex - Athletics DL Hard - 4 6": a dash standing apart, then the faces
                    if not tokens or tokens[-1].type not in ("ROLLED", "COLON"):  # "rolled - 4 6": still rolled
                        tokens.append(token("SEP", ";", start, start + 1))
                        seen_roll = False
                    digits = len(text_) - len(text_[1:].lstrip())
                    tokens.append(token("NUMBER", int(text_[digits:]), start + digits, start + len(text_)))
                elif kind == "signed" and (i < len(raws) and (raws[i].low in nouns().units or touching(raws, i) and (
                        raws[i].low in nouns().measures or raws[i].text in ("C", "F")) or raws[i].text in ("C", "F") and (
                        i + 1 == len(raws) or raws[i + 1].kind == "mark" or raws[i + 1].text.islower())) \
                        or temperature(raws, i - 1)):
                    tokens.append(token("SCENE", text_, start, start + len(text_)))  # "at -20 degrees", "-15C", "+5kg",
                    # "the sensor at -10 C,": a measure
                elif kind == "signed":
                    tokens.append(token("SIGNED", int(text_.replace(" ", "")), start, start + len(text_)))
                else:  # "2d10: 8+5"
                    tokens.append(token("DICE", text_, start, start + len(text_)))
        if not lexed.question and "?" in text and any(t.type == "WORD" and str(t.value).lower() in ODDS_WORDS
                                                      and _in_a_question(text, t.start_pos) for t in tokens):
            lexed.question = True  # "..., risky. good odds?": the odds asked in words no frame has; nothing is rolled
            # (not "Cash out? Not a chance: she burns her luck ...": the chance is said after the question, no odds asked)
        tokens = [t for k, t in enumerate(tokens) if not _versus_trait(tokens, k) and not _verdict_of_the_dice(tokens, k)]
        tokens = _players_character(tokens, text)
        tokens = _spent_of_the_held(tokens, text)
        lexed.tokens[:] = _they_the_dice(_spent_on_the_roll(_without_rulings(self._join_lists(tokens, text), text),
                                                            text), text)
        read_as += [(label.start, label.end, label.name) for label in settled(labels, tokens, self.vocab, text)]
        return lexed

    def _tempts_fortune(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a verb of wishing, risking or trusting, is said of a resource's one word as the scene's
        fortune ("pushing my luck", "try our luck"): see _fortune; the verb is no action either."""
        if not any(base in FORTUNE_VERBS for base in verb_bases(raws[i].low)):
            return False
        j = i + 1
        while j < len(raws) and raws[j].kind == "word" and raws[j].low in _WHOSE_FORTUNE:
            j += 1
        found = self._match(raws, j) if j < len(raws) and j > i + 1 else None
        return found is not None and found[0] == 1 and found[1] == "RESOURCE" and _fortune(raws, j)

    @staticmethod
    def _idiom(raws: list[Raw], i: int, idiom: tuple[int, tuple[int, ...]], tokens: list[Token]) -> int:
        """'snake eyes', '(3, 9)': one IDIOM token holding the faces; returns how many raw tokens it took."""
        size, faces = idiom
        last = raws[i + size - 1]
        tokens.append(token("IDIOM", faces, raws[i].start, last.start + len(last.text)))
        if _faces_follow(raws, i + size, faces):  # "DOUBLE TENS 10 10", "boxcars 6 6": the faces said again right
            end = last.start + len(last.text)  # after the words, set apart as after a comma, checked and shown
            tokens.append(token("SEP", ",", end, end))
        return size

    def _bot(self, raws: list[Raw], i: int, bot: BotRoll, lexed: Lexed) -> int:
        """A dice bot's roll (bots.py) as the dice of the clause: the bot's labels before it go ('Avrae:', 'Roll:',
        'DiceCat =' from an arrow, 'rolled'), a name among them says whose dice ('Calloway: ...', 'Sefa rolled: ...'),
        a counted resource which dice ('war die: 1d6 (4)', or '(war die)' after it); a number typed into the bot with
        the dice is the roll's bonus said again. Returns the raw pieces taken."""
        tokens = lexed.tokens
        k = len(tokens)
        while k and (tokens[k - 1].type in _BOT_LABELS or tokens[k - 1].type in _BOT_KEEPS or _bot_name(tokens, k - 1)):
            k -= 1
        if k and tokens[k - 1].type == "WORD" and (k == 1 or tokens[k - 2].type == "SEP") and _capitalised(lexed, tokens[k - 1]):
            k -= 1  # "DiceCat 🎲 2d6 → [6, 6]": a bot's name opening the line
        tokens[k:] = [t for n, t in enumerate(tokens[k:], k) if t.type in _BOT_KEEPS and not _bot_name(tokens, n)]
        if k and k < len(tokens) and tokens[k].type == "NAME" and tokens[k - 1].type not in ("SEP", "COLON"):
            # "... under fire / Kit: rolling 2d6 ...", "... → Avrae: Dolores Achterberg: 2d10 (8, 9)": the name the
            # roller prints opens a part of its own (whose dice), never one acted on in the clause before it
            tokens.insert(k, token("SEP", ";", tokens[k].start_pos, tokens[k].start_pos))
        size = bot.size
        after = i + size
        whose = None
        if after + 2 < len(raws) and raws[after].text == "(" and (m := self._match(raws, after + 1)) is not None \
                and m[1] == "RESOURCE" and after + 1 + m[0] < len(raws) and raws[after + 1 + m[0]].text == ")":
            last = raws[after + m[0]]  # "🎲 Roll: `1d6` Result: [6] = 6 (war die)"
            whose = token("RESOURCE", m[2], raws[after + 1].start, last.start + len(last.text))
            size += m[0] + 2
        notation = raws[i]
        if whose is not None:
            tokens.append(whose)
        elif not tokens or tokens[-1].type != "RESOURCE":
            tokens.append(token("ROLLED", bot.said, notation.start, notation.start + len(notation.text)))
        tokens.append(token("FACES", bot.faces, notation.start, bot.end))
        if bot.typed is not None:  # "2d6+2 = (3+4)+2 = 9": the bonus typed into the bot, said again (rules/restated.py)
            value, start, end = bot.typed
            tokens.append(token("RESTATED", (value, None, "typed"), start, end))
        return size

    def _posture(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i:i+2] is a verb of posture (words.POSTURES) said of a thing: an article or a possessive,
        then up to three words that name no one ('leans on the bar', 'leaning against the ship's rail')."""
        if i + 1 >= len(raws):
            return False
        pair = {f"{base} {raws[i + 1].low}" for base in verb_bases(raws[i].low)}
        k = i + 2
        if not pair & POSTURES or k >= len(raws) or raws[k].low not in DETERMINERS:
            return False
        end = k + 1
        while end < len(raws) and end < k + 4 and raws[end].kind == "word" and raws[end].low not in PREPOSITIONS:
            end += 1
        return end > k + 1 and not self._someone(raws, k + 1, end, short=False)

    def _remark(self, raws: list[Raw], i: int, tokens: list[Token]) -> int:
        """Where a remark to the table after the dice ends ('... = 14 / sorry for the wall of text, she's been
        building this lie all session'): opened by a word of the table's talk (words.REMARK_OPENERS) right after the
        dice, where the action was said before them, to the end of its sentence, holding only plain words and the
        game's verbs (a skill, a trick's name, an attribute or a number there is read as ever). Else i."""
        if raws[i].low not in REMARK_OPENERS or not _after_dice(raws, i) \
                or not any(t.type in ("VERB", "SKILL", "TRICK") for t in tokens):
            return i
        j = i + 1
        while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ".!?;"):
            if raws[j].kind not in ("word", "mark"):
                return i
            if raws[j].kind == "word" and (m := self._match(raws, j)) is not None and m[1] not in ("VERB", "WORD", "FILLER") \
                    and not (m[1] == "TRICK" and raws[j].text.islower()):  # ("he's been scouting ...": a doing)
                return i
            j += 1
        return j

    def _purpose(self, raws: list[Raw], i: int, text: str, lexed: Lexed, *, verbs: bool = True) -> int | None:
        """'to know what battery that car uses': the rest of the clause after 'to' / 'so' is one PURPOSE token, unless
        it opens a clause of its own. Returns where the clause ends, or None."""
        if i + 1 < len(raws) and _what_a_thing_is_to(raws, i + 1):
            return None  # "A weird little lot, hard to read.": what a thing is like to do, no aim of the roll's
        j = i + 1
        # "(rolled 3, 9)" stays, and so do dice said after the purpose: "to the van rolled 2 n 3", "to the van 4 5"
        place = raws[i].low == "to" and i + 1 < len(raws) and raws[i + 1].low in DETERMINERS  # "to the head"
        while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ",;.!?(") and not self._dice_at(raws, j) \
                and not _and_then_done(raws, j) and not _dash_apart(raws, j, text):
            if place and raws[j].low == "and" and self._deed_of_rules(raws, j + 1):
                break  # "took a bottle to the face and resisted it with Resolve": where it went, then a deed of the
                # roll's, never inside a purpose
            goes = j + 1 + (j + 2 < len(raws) and raws[j + 1].low == "then")  # ("... and then charms the warden")
            if raws[j].low == "and" and goes < len(raws) and raws[goes].low.endswith("s") \
                    and (said := self._match(raws, goes)) is not None and said[1] in ("VERB", "CUE", "SPEND", "TRICK", "MOVE"):
                break  # "commands the porters to keep moving and pushes for +1 effect": the one acting goes on (the
                # purpose's verbs stay bare: "to sneak in and pick the lock")
            if raws[j].low == "and" and goes + 1 < len(raws) and raws[goes].low.endswith("s") \
                    and "VERB" in word_classes(raws[goes].low) and verb_bases(raws[goes].low) != (raws[goes].low,) \
                    and raws[goes + 1].low in _OBJECT_OPENERS:
                break  # "convinces the night manager to lose the CCTV and sweetens it with a bribe": a verb of the
                # one acting in its third person, with its object: the aim ended before it
            if place and raws[j].low == "with" and (said := self._match(raws, j + 1)) is not None \
                    and said[1] in _SAID_BARE:
                break  # "leaps across to the enemy gondola with disadvantage": where to, then how the roll is made
            if raws[j].low in ("with", "helped", "assisted", "help") and (
                    (said := self._match(raws, j)) is not None and said[1] == "HELPED"
                    or j + 2 < len(raws) and raws[j + 1].text[:1].isupper() and raws[j + 2].low in _HELP_AFTER):
                break  # "flies the shuttle to Dock 2 with help from Dobbo", "... with Dobbo helping": who helps, said
                # after where to, is no part of the aim (and one nobody knows is asked)
            if raws[j].low in ("while", "whilst", "as") and j + 2 < len(raws) and raws[j + 1].text[:1].isupper() \
                    and raws[j + 2].low in HELPING:
                break  # "commands the runners to hold the bridge while Crumb assists": who helps, meanwhile
            described = j + 3 < len(raws) and raws[j + 2].kind == "word" and raws[j + 2].text.islower() \
                and self._match(raws, j + 2) is None  # ("with a suitable bribe": a word describing it between)
            if raws[j].low == "with" and j + 2 < len(raws) and raws[j + 1].low in ("a", "an", "the", "my", "his", "her",
                                                                                  "their") \
                    and (said := self._match(raws, j + 2 + described)) is not None \
                    and said[1] in ("CUE", "SPEND", "RESOURCE") \
                    and (str(said[2]) in self.vocab.noted_cues or said[1] == "CUE" and said[0] == 1):
                break  # "to overlook the paperwork with a devil's bargain: ...", "to shout us out with a suitable
                # bribe": the roll's bargain or its means, said after its aim (a word describing it may stand between)
            j = max(j + 1, self._radio_at(raws, j), clock_time(raws, j), ratio(raws, j), amount_changed(raws, j),
                    _decimal(raws, j) if raws[j].kind == "number" else j,  # "to Wireless Watch on 97.3": whole; "to
                    # the fence at grid 7-2": the grid's; "to get the fine down from 800 to 200": the amount's,
                    numbered(raws, j, lambda k: self._rules_word(raws, k)))  # ("to pull case no. 4471": the case's)
            # no dice; "to hold the lobby till 14:30": the hour's
        if j == i + 1 or self._starts_clause(raws, i + 1) or self._says_value(raws, i, j) or self._names_roll(raws, i + 1, j) \
                or _number_to_reach(raws, i + 1, j) \
                or self._resists(raws, i + 1) and not any(t.type in _DEEDS for t in lexed.tokens):
            return None
        if described_doer(text, raws[i].start):  # "the sentry drone tries to spot Jonesy": who is acted on is no
            named = next((k for k in range(i + 2, j) if self._names_someone(raws, k)), None)  # purpose (asked who
            j = named if named is not None else j  # rolls, in bind.py)
        end = raws[j - 1].start + len(raws[j - 1].text)
        lexed.tokens.append(token("PURPOSE", text[raws[i + 1].start : end], raws[i].start, end))
        if verbs and not _others_result(raws, i, j):  # a question's verbs ("is he about to jump us?") are what the
            found = self._verbs_in(raws, i + 1, j)  # roll finds out, never the roll
            if not lexed.purpose_verbs and lexed.purpose_target is None and (
                    found or raws[i + 1].kind == "word" and "VERB" in word_classes(raws[i + 1].low)):
                lexed.purpose_target = self._done_to(raws, i + 1, j, plain=not found)  # "... impression, to fool
            lexed.purpose_verbs += found  # the doorman": whom the roll is aimed at, said in its purpose
        return j

    def _names_roll(self, raws: list[Raw], start: int, end: int) -> bool:
        """Whether raws[start:end] name a skill or an attribute by its own name, capitalised ('listens to the herders
        arguing in Osk': the language the roll is in): a rules word, never swallowed into what the roll is for."""
        for k in range(start, end):
            said = k > start and (raws[k - 1].text == "+" or raws[k - 1].low in ("roll", "rolls", "rolling", "with", "using",
                                                                                "plus"))  # ("so roll plus weird")
            if raws[k].kind != "word" or not (raws[k].text[:1].isupper() or said):  # ("so the gm says roll +hot")
                continue
            m = self._match(raws, k)
            if m is not None and m[1] in ("SKILL", "ABILITY"):
                return True
        return False

    def _resists(self, raws: list[Raw], k: int) -> bool:
        """Whether raws[k] is a word of resisting ('Prowess to resist the stab': with no deed before it, the roll's
        own kind, never its aim)."""
        m = self._match(raws, k) if k < len(raws) and raws[k].kind == "word" else None
        return m is not None and m[1] == "CUE" and self.vocab.cue_kinds.get(str(m[2])) == "resist"

    def _deed_of_rules(self, raws: list[Raw], k: int) -> bool:
        """Whether raws[k] opens a deed the game rolls as its own, a rules word: a resistance ('resisted'), a skill, a
        trick or an attribute named ('and resisted it with Resolve', 'and Prowls past')."""
        m = self._match(raws, k) if k < len(raws) and raws[k].kind == "word" else None
        return m is not None and (m[1] in ("SKILL", "ABILITY")
                                  or m[1] == "CUE" and self.vocab.cue_kinds.get(str(m[2])) == "resist")

    def _offers_value(self, raws: list[Raw], k: int) -> bool:
        """Whether a question's words from raws[k] to its clause's end offer a rules value ('or is it Hard 20 since
        it's military?', 'is it DL 14?'): a number or a difficulty, read as said (a second one is asked about), never
        swallowed as what the roll finds out."""
        while k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in ",;.!?"):
            if raws[k].kind == "number":
                return True
            m = self._match(raws, k) if raws[k].kind == "word" else None
            if m is not None and m[1] in ("DLNAME", "DL", "SECURITY"):
                return True
            k += m[0] if m is not None else 1
        return False

    def _done_to(self, raws: list[Raw], start: int, end: int, *, plain: bool = False) -> str | None:
        """'to convince the fixer', 'to sneak past Sergeant Pryce': a loaded name right after the purpose's first
        verb (only small words such as 'past' or 'the' between), the one it is done to; never one named further on
        ('to climb the fence behind the guard'). With `plain`, the first verb may be any verb ('to fool the
        doorman')."""
        k, verb = start, False
        while k < end:
            m = self._match(raws[:end], k)
            if m is not None and m[1] in ("VERB", "TRICK") or plain and k == start:
                verb = True
            elif m is not None and m[1] == "NAME" and verb:
                return str(m[2])
            elif verb and not (m[1] == "FILLER" if m is not None else raws[k].low in FILLER):
                return None
            k += m[0] if m is not None else 1
        return None

    def _group_acted_on(self, raws: list[Raw], i: int) -> bool:
        """Whether the number at raws[i], ten or more, counts the ones a deed of the game is done to, right after its
        verb and an article ('threatens the 23 picketers', 'convinces these 12 dockers'): in a game that reads a
        group's size, the group's size (never the scene's count, which would change no difficulty)."""
        if i < 2 or int(raws[i].text) < 10 or raws[i - 1].low not in ("the", "these", "those", "all") \
                or not _scene_count(raws, i):
            return False
        said = self._match(raws, i - 2)
        return said is not None and said[1] in ("VERB", "TRICK") and said[0] == 1

    def _naming(self, raws: list[Raw], i: int) -> int:
        """Where the words that ask whether a roll has a name end ('is that firearms?', 'is it sway or consort?',
        '..., or was it consort'), when the rest of the clause is only rules words that name a roll (a skill, a trick,
        an attribute) and 'or' between them: the names are read as said, the asking words are the player's doubt.
        Else i."""
        k = i + (raws[i].low == "or")
        if k + 1 >= len(raws) or raws[k].low not in ("is", "was") or raws[k + 1].low not in ("it", "that", "this"):
            return i
        j, names = k + 2, 0
        while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ",;.!?"):
            if raws[j].low in ("or", "maybe"):
                j += 1
                continue
            m = self._match(raws, j)
            if m is None or m[1] not in ("SKILL", "TRICK", "ABILITY"):
                return i
            names, j = names + 1, j + m[0]
        return k + 2 if names else i

    def _radio_at(self, raws: list[Raw], i: int) -> int:
        """Where a number a radio net says in the scene ends, opening at raws[i] (radio_numbers.py), or i."""
        return radio_number(raws, i, lambda k: (m := self._match(raws, k)) is not None and m[1] not in ("WORD", "VERB"))

    def _likeness(self, raws: list[Raw], i: int, text: str, lexed: Lexed) -> int:
        """'as if he had wounded me', 'as though I were hurt and slow': what the action is likened to, up to the
        clause's end or an 'and', 'but' or 'then' opening the action's next part ('... and beg him', '... and I beg'),
        is one PURPOSE token of the scene (no condition, no roll, no rules number in it); dice said after it stay.
        Returns where it ends."""
        j = i + 1
        while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ",;.!?(") and not self._dice_at(raws, j) \
                and not (raws[j].low in _LIKENESS_ENDS and self._goes_on(raws, j + 1)):
            j += 1
        end = raws[j - 1].start + len(raws[j - 1].text)
        lexed.tokens.append(token("PURPOSE", text[raws[i + 1].start : end], raws[i].start, end))
        return j

    def _goes_on(self, raws: list[Raw], j: int) -> bool:
        """Whether the action goes on at raws[j]: 'I' or one of the game's action words ('... and beg him')."""
        if j >= len(raws) or raws[j].kind != "word":
            return False
        m = self._match(raws, j)
        return raws[j].low == "i" or (m is not None and m[1] in ("VERB", "TRICK", "SKILL"))

    def _judged(self, raws: list[Raw], i: int) -> tuple[str, int] | None:
        """'tell if the bartender's lying', 'check whether he is bluffing': a verb the game lists with what it finds
        out ('tell if lying') said around the one judged. The verb's value, and where the judged one's own verb
        stands (theirs, never the actor's); None where the game lists no such verb, or lists the words as said
        ('tell if he's lying')."""
        said = self._match(raws, i)
        if said is not None and said[0] > 2:
            return None
        for k in range(i + 2, min(i + 7, len(raws))):
            if raws[k].kind != "word":
                return None
            value = next((self.vocab.verbs[key] for base in verb_bases(raws[i].low) for form in verb_bases(raws[k].low)
                          if (key := f"{base} if {form}") in self.vocab.verbs), None)
            if value is not None:
                return value, k
        return None

    def _dice_at(self, raws: list[Raw], j: int) -> bool:
        """Whether raws[j] opens what a purpose must leave to the reader: a word that says the dice showed ('rolled',
        'dice are', 'got') with a face after it, two faces or more to the end of the clause ('... 4 5', '... 2 n 3',
        '... 6,1', '... a four and a two'), a dice idiom, a signed number ('-2', '4 - 2') or a bot's roll."""
        raw = raws[j]
        if raw.kind == "signed":  # "to help us -2", "to help us 4 - 2": a rules number, never the purpose's
            return True
        if raw.kind == "mark" and raw.text == ":":  # "to beat him at his own game: 1 1 6 2 ...": faces after a colon
            return j + 1 < len(raws) and raws[j + 1].kind == "number"
        if raw.kind == "notation":  # "... into holding it 🎲 `2d10+4` Result: [10, 10]": a bot's roll
            from rollmate.grammar.bots import opens_roll

            return opens_roll(raws, j)
        if raw.kind != "word":
            return raw.kind == "number" and (faces_run(raws, j) >= 2 or _signed_after(raws, j) or (
                j + 3 < len(raws) and raws[j + 1].kind == "number" and raws[j + 2].low == "and"
                and self._names_someone(raws, j + 3)))  # ("to the lock-keeper 5 5 and junie sounds ...": the
            # faces, then someone else's clause)
        m = self._match(raws, j)
        if m is not None and m[1] in ("ROLLED", "DICE"):  # "to the van rolled 2 n 3", "... rolled four and two"
            k = j + m[0] + (j + m[0] < len(raws) and raws[j + m[0]].text == ":")
            return k < len(raws) and (raws[k].kind == "number" or faces_run(raws, k) > 0
                                      or dice_idiom(raws, k) is not None)
        # "to get away double 4", "... a four and a two"
        return dice_idiom(raws, j) is not None or (raw.low in SINGULAR or raw.low in ("a", "an")) and faces_run(raws, j) >= 2

    def _thing_rolled(self, raws: list[Raw], i: int) -> bool:
        """'rolled the barrel', 'threw the grenade at the van', 'got the keys': a dice verb before an article or a
        possessive and words with no number, no dice word and no die's name up to the clause's end (or the next
        four): the scene's deed, never the dice said ('threw the dice: 4 5', 'rolled a natural 10' are dice)."""
        if raws[i].low in ("rolled", "rolls", "rolling") and i + 2 < len(raws) and raws[i + 1].low in _ROLLING_ON \
                and raws[i + 2].kind == "word" and raws[i + 2].low not in NUMBER_WORDS:
            return True  # "the fog bank rolled in at 06:00", "the van rolls back down the ramp": a thing moving
        if raws[i].low not in _THROWING or i + 2 >= len(raws) or not _article(raws[i + 1]):
            return False
        for k in range(i + 2, min(i + 6, len(raws))):
            raw = raws[k]
            if raw.kind == "mark":
                break
            if raw.kind != "word" or raw.low in NUMBER_WORDS or raw.low in _THROWN_DICE or raw.low in _OUTCOMES:
                return False
            m = self._match(raws, k)
            if m is not None and m[1] in ("DICE", "ROLLED", "NOTATION"):
                return False
        return True

    def _based(self, raws: list[Raw], i: int, tokens: list[Token], text: str) -> None:
        """'Strength-based Intimidate', 'Int-based Hacking': d20's word for rolling a skill with another ability, read
        as 'using Strength'. An ability the game lacks ('Dexterity-based') is refused naming it and the game's own."""
        raw = raws[i]
        base = Raw("word", raw.text[: -len("-based")], raw.start)
        found = self._match([base], 0)
        if found is None or found[1] != "ABILITY":
            own = sorted({t.value for t in self.vocab.terms.values() if t.kind == "ability"})
            where = f"its abilities are {', '.join(own)}" if own else "it has no abilities to swap"
            raise PhraseError(f"'{raw.text}': this game has no ability '{base.text}' ({where}).", text=text,
                              column=raw.start + 1, length=len(raw.text),
                              hint=f"Name one of them, e.g. 'using {own[0]}'." if own else "Say the roll without it.")
        tokens.append(token("USING", "using", raw.start, raw.start + len(raw.text)))
        tokens.append(token("ABILITY", found[2], raw.start, raw.start + len(base.text)))

    def _byline(self, raws: list[Raw], i: int) -> int:
        """Where a byline opening a sentence at raws[i] ends: a loaded name, then a verb of filing (_BYLINE_VERBS) and
        a colon, a stop or the end of the post ("Doc Halloran reporting: ...", "... Corvin Blackwood reports.", "June
        reporting."). The one named writes the report; who acts is said in it. Else i."""
        if _BYLINE_VERBS.isdisjoint([r.low for r in raws[i + 1 :]]):
            return i  # (no verb of filing after it, as in most posts: no byline)
        opens = i - 1 if i and raws[i - 1].low in TITLES else i  # ("Doc Halloran", "Sgt. Okafor")
        if opens and not (raws[opens - 1].kind == "mark" and raws[opens - 1].text in ".!?:;—–-\n"):
            return i
        k = i
        while k < len(raws) and raws[k].kind == "word":  # ("Doc Halloran": an aka, then a word of the name)
            m = self._match(raws, k)
            if m is not None and m[1] == "NAME":
                k += m[0]
            elif m is None and self._person(raws[k].low) is not None:
                k += 1
            else:
                break
        if k == i or k >= len(raws) or raws[k].low not in _BYLINE_VERBS:
            return i
        if k + 1 == len(raws):
            return k + 1
        return k + 2 if raws[k + 1].kind == "mark" and raws[k + 1].text in ":.!—–" else i

    def _reported(self, raws: list[Raw], i: int, tokens: list[Token]) -> int:
        """Where the words saying who sent the dice end, when someone who is no one of the party (the player, in a
        GM's letter) or a pronoun opens them at raws[i] and the dice follow: 'Gwendolyn reports a single six',
        'Dorothea has sent me her dice: ...', 'Prudence has written to say her dice were ...', 'the dice he sent me
        were ...'. The dice are the roll's; the words go (a ROLLED token stands for a verb right before the faces)."""
        raw = raws[i]
        if raw.text[:1].isupper() and any(k and tokens[k - 1].type == "VS" and str(t.value).lower() == raw.low
                                          for k, t in enumerate(tokens)):
            return i  # "vs Keeper/4 - ..., Keeper rolled 6 6 2": the one named against, no referee throwing dice
        if raw.low in GM_WORDS or raw.low in KIN_WORDS or raw.low in SCHOOL_WORDS:  # "dad rolled 7 and 7 for him",
            return self._thrown_for(raws, i)  # "the GM rolled 5 5", "sir rolled 9 9 for him": the table's own threw
            # the dice; whose roll it is, the rest says
        if raw.low in ("he", "she", "they") and not (tokens and tokens[-1].type == "DICE"):
            return i  # (a pronoun only in 'the dice she sent me were ...': anywhere else it may be one who rolls)
        if raw.low not in ("he", "she", "they") and not (raw.text[:1].isupper() and not self._loaded_name(raw.low)
                                                         and self._match(raws, i) is None):
            return i
        k = i + 1
        while k < len(raws) and raws[k].low in ("has", "have", "had", "also", "kindly", "duly", "just", "now"):
            k += 1
        if k >= len(raws) or raws[k].low not in _REPORTING:
            return i
        k += 1
        while k < len(raws) and raws[k].low in _REPORTED_LINKS:
            k += 1
        if k >= len(raws):
            return i
        if tokens and tokens[-1].type == "DICE":
            if raws[k].low in ("were", "are", "was", "came", "read"):  # "the dice he sent me were 4 and 1"
                return k + (raws[k].low != "came")  # ("came up" is the dice's own word)
        if raws[k].low in _WHOSE_DICE and k + 1 < len(raws) and raws[k + 1].low in ("dice", "die"):
            return k  # "... has sent me her dice: 7, 2": the dice's own words follow
        if raws[k].low == "the" and k + 1 < len(raws) and raws[k + 1].low in ("dice", "die"):
            return k
        if dice_idiom(raws, k) is not None or faces_run(raws, k + (raws[k].low in ("a", "an"))) >= 1 and (
                raws[k].kind == "number" or raws[k].low in SINGULAR or raws[k].low in ("a", "an")):
            tokens.append(token("ROLLED", "rolled", raws[k - 1].start, raws[k - 1].start + len(raws[k - 1].text)))
            return k  # "Gwendolyn reports a single six", "Winston sent 4 and 1"
        return i

    def _thrown_for(self, raws: list[Raw], i: int) -> int:
        """Where the words saying who of the table threw the dice end ('dad rolled', 'the GM rolled'), the verb of
        rolling left to be read, when the faces follow it; else i. A loaded name ('Ma' for Ma Baker) is never one."""
        if self._loaded_name(raws[i].low) or i + 2 >= len(raws) or raws[i + 1].low not in _THREW:
            return i
        k = i + 2 + (raws[i + 2].low in ("a", "an"))
        return i + 1 if k < len(raws) and ((raws[k].kind == "number" and raws[k].text.isdigit())
                                           or raws[k].low in SINGULAR) else i

    def _closing_aside(self, raws: list[Raw], i: int, tokens: list[Token]) -> int:
        """Where an aside in brackets ends when it closes the post after the dice ('... 2 and 2. (yes, I roll NPCs
        openly now, deal with it)'), where the action was said before it, holding no number and none of the game's
        rules words but the verbs and the words of rolling (a skill, a level, a resource or a name there is read as
        ever). Else i."""
        if not any(t.type in ("NUMBER", "IDIOM") for t in tokens) or not any(t.type in _ROLL_WORDS for t in tokens):
            return i  # ("Vex: 4 5 (sneaking past)": the action, said in brackets after the dice, is read)
        j = i + 1
        while j < len(raws) and raws[j].text != ")":
            if raws[j].kind not in ("word", "mark") or raws[j].text == "(" or (
                    raws[j].kind == "word" and (m := self._match(raws, j)) is not None and m[1] not in _TABLE_TALK):
                return i
            j += 1
        if j >= len(raws) or j == i + 1 or any(r.kind != "mark" for r in raws[j + 1 :]):
            return i
        return j + 1

    def _setup_said(self, raws: list[Raw], i: int) -> tuple[int, object] | None:
        """(where it ends, the game's setup cue) when raws[i] opens what a teammate did before the roll, said as theirs
        after 'after', 'following' or 'thanks to', with what it gives right after ('after Thorn's distraction for +1
        effect', 'following Nyx's careful legwork for better position'): what this game calls a setup ('Thorn's
        setup for +1 effect'), said in other words. Without what it gives, a deed that is a setup by its name
        ('after Thorn's distraction', _SETUP_DEEDS) is still one, and what it gives is asked as for 'setup'; any
        other deed stays the scene's ("after Thorn's speech"; "Thorn's diversion gives Cross +1 effect", which opens
        with Thorn, is asked about)."""
        owner = raws[i - 1].low
        if not owner.endswith("'s") or not self._loaded_name(owner[:-2]):
            return None
        opener = raws[i - 2].low if i >= 2 else ""
        if opener not in _SETUP_OPENERS and not (opener == "to" and i >= 3 and raws[i - 3].low in _OWING):
            return None
        j = i
        while j < len(raws) and j - i < 3 and raws[j].kind == "word" and raws[j].low != "for" \
                and not self._loaded_name(raws[j].low):
            j += 1
        given = j > i and j + 2 < len(raws) and raws[j].low == "for" and _benefit(raws, j + 1)
        if not given:  # the setup is the deed's own words, up to its name; what follows is the roll's
            deed = next((k for k in range(i, j) if raws[k].low in _SETUP_DEEDS), None)
            if deed is None:
                return None
            j = deed + 1
        setup = self._match([Raw("word", "setup", 0)], 0)  # what the game's own word for a setup means, if any
        return (j, setup[2]) if setup is not None and setup[1] == "CUE" else None

    def _difficulty_size(self, raws: list[Raw], k: int) -> int:
        """How many pieces the difficulty named at k takes ('Moderate', 'DL Hard'), or 0."""
        named = self._match(raws, k)
        return named[0] if named is not None and named[1] in ("DL", "DLNAME") else 0

    def _titled(self, raws: list[Raw], i: int) -> int:
        """Where a title ends before a loaded name (words.TITLES: 'Sergeant Grange', 'Ms. Kasprzak', its full stop too),
        or i: a title that is part of a loaded name ('Director Hale' loaded so) stays the name's."""
        k = i + 1 + (i + 2 < len(raws) and raws[i + 1].text == "." and raws[i].low in SHORT_TITLES
                     and raws[i + 2].kind == "word")
        if k >= len(raws) or raws[k].kind != "word" or not raws[k].text[:1].isupper():
            return i
        if not self._loaded_name(raws[k].low):  # "Mr. Fairweather": the name nobody has is asked about as itself
            # (a title spelled out may be a first name: "Brother Okoye" is asked about whole)
            return k if k == i + 2 and not common_word(raws[k].low) and self._match(raws, k) is None else i
        return i if f"{raws[i].low} {raws[k].low}" in self.vocab.terms else k

    def _cue_of_a_roll(self, raws: list[Raw], i: int) -> str | None:
        """The game's cue a word names before a skill ("improvised Hacking roll", "improvised Athletics, DL Hard"),
        where the game has the word as a kind of roll ('improvised roll', 'improvised trick'); or None."""
        low = raws[i].low
        if i + 1 >= len(raws) or raws[i].kind != "word" or raws[i + 1].kind != "word":
            return None
        cue = self._roll_kinds.get(low)
        if cue is None or (m := self._match(raws, i + 1)) is None or m[1] != "SKILL":
            return None
        return cue  # type: ignore[return-value]

    def _names_a_kind_of(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], one of the game's words, stands between an article and a plain noun of the dictionary that
        it says the kind of ('the darts team', 'a knife block'): part of that noun's name."""
        if not i or raws[i - 1].low not in DETERMINERS or i + 1 >= len(raws) or raws[i + 1].kind != "word" \
                or "ADJ" in word_classes(raws[i].low):
            return False  # (but "my psychic powers": a word that describes, said of them)
        noun = raws[i + 1].low
        return noun.isalpha() and "NOUN" in word_classes(noun) and not word_classes(noun) & {"ADP", "ADV", "ADJ"} \
            and self._match(raws, i + 1) is None and not (i + 2 < len(raws) and raws[i + 2].low == "of")

    def _participle_of_a_thing(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a verb's -ed form after an adverb in -ly, closes a sentence or a part of one that names no
        one ('Standard methods, competently executed.', 'neatly done, well executed'): how a thing was done; or after
        a count, a share or 'all' ('(212% scanned, not one lost)', 'all scanned.'): how many things it was done to."""
        if i + 1 < len(raws) and raws[i + 1].text not in ".,;!)" or not raws[i].low.endswith("ed") or not i:
            return False
        before = raws[i - 1]
        if before.kind == "number" or before.low.endswith("%") or before.low in ("all", "none", "both", "each") \
                or before.text == "(":  # (a share the working reads, blanked: "(212% scanned, ...)")
            return True
        closes = i + 1 == len(raws) or raws[i + 1].text in ".!"  # ("My marrow's split, 14 lb of it, gutted.": the
        # writer's word on it, alone after a comma)
        if not (before.low.endswith("ly") and before.kind == "word" and "ADV" in word_classes(before.low)
                or before.text == "," and closes):
            return False
        k = i - 2
        while k >= 0 and not (raws[k].kind == "mark" and raws[k].text in ".!?:;"):
            if raws[k].kind == "word" and (raws[k].low in _SAID_OF_NO_THING or self._loaded_name(raws[k].low.removesuffix("'s"))
                                           and not (k and raws[k - 1].low in DETERMINERS)):  # ("my marrow's split")
                return False
            k -= 1
        return True

    def _loaded_name(self, low: str) -> bool:
        """Whether a lowercase word is a loaded name, whole or a word of one ('hask', 'voss'; not a prefix: 'lie'
        of Lieutenant)."""
        term = self.vocab.terms.get(low)
        return (term is not None and term.kind == "name") or any(low in n.lower().split() for n in self.called.get(low, ()))

    def _rules_size(self, raws: list[Raw], i: int) -> tuple[int, bool]:
        """How many pieces a skill, trick, ability or action word of the game takes at raws[i] (0 for none), and
        whether it is an action word (a verb, not a rules name)."""
        m = self._match(raws, i)
        return (m[0], m[1] == "VERB") if m is not None and m[1] in ("SKILL", "TRICK", "ABILITY", "VERB") else (0, False)

    def _amend_value(self, raws: list[Raw], i: int) -> tuple[int, str, object] | None:
        """A rules value of the game at raws[i] as a correction sees it: (pieces, kind, value), the kind one of
        who, roll (a skill or trick), verb, ability, dl, cue:<the game's kind>, resource:<what>, or the
        keyword's; None for no rules value."""
        m = self._match(raws, i)
        if m is None and raws[i].kind == "word" and raws[i].low.endswith("'s") and (
                name := self._person(raws[i].low[:-2])):
            return 1, "who", name  # "sorry, i mean fenn's": whose it is, corrected
        if m is None:
            return None
        size, kind, value = m
        if kind == "CUE":
            return size, "cue:" + self.vocab.cue_kinds.get(str(value), "condition"), value
        if kind == "RESOURCE":
            return size, f"resource:{value}", value
        return size, _AMEND_KINDS.get(kind, "kw:" + kind), value

    def _person(self, low: str) -> str | None:
        """The one loaded character a word names, whole or a word of one ('bastian', 'voss'), or None."""
        term = self.vocab.terms.get(low)
        if term is not None and term.kind == "name":
            return str(term.value)
        names = [n for n in self.called.get(low, ()) if low in n.lower().split()]
        return names[0] if len(names) == 1 else None

    def _others_rated(self) -> bool:
        """Whether the game rates the other side in a phrase ('vs a thug rated 3'), as the sides' reader takes it."""
        return "versus" not in self.vocab.refuse and "rated" not in self.vocab.refuse

    def _knows(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i] is a word the vocabulary knows, or a part or prefix of someone's name."""
        return self._match(raws, i) is not None or raws[i].low in self.called

    def _opens_roll_word(self, raws: list[Raw]) -> bool:
        """Whether raws open with one of the game's action words or rules names ('sneaks past', 'stares down')."""
        m = self._match(raws, 0)
        return m is not None and m[1] in ("SKILL", "TRICK", "ABILITY", "VERB")

    def _rules_word(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i] is a skill, trick or ability of the game."""
        m = self._match(raws, i)
        return m is not None and m[1] in ("SKILL", "TRICK", "ABILITY")

    def _identity(self, raws: list[Raw], i: int) -> int:
        """Where an identity claimed from raws[i] ends ('to be' after a participle of claiming, 'as' after one of posing,
        words.IDENTITY_CLAIMS and IDENTITY_POSES: "claiming to be a war correspondent for the Wire", "posing as Channel
        9 anchor Dana Whitlock", "passing himself off as a courier"), up to a mark that ends the clause or an 'and' or
        'but', when no word of it is a skill, trick or ability of the game nor a loaded name, and a number in it only
        labels the capitalised word before it ('Channel 9'); else i. The verb before it stays the action's."""
        if raws[i].low == "to" and i + 1 < len(raws) and raws[i + 1].low == "be":
            start, verbs, size = i + 2, IDENTITY_CLAIMS, 1
        elif raws[i].low == "as":
            start, verbs, size = i + 1, IDENTITY_POSES, 3  # "passing himself off as", "dressed up as"
        else:
            return i
        claimed = any(raws[k].kind == "word" and raws[k].low.endswith("ing") and set(verb_bases(raws[k].low)) & verbs
                      for k in range(max(0, i - size), i))  # a participle's clause ("disguise myself as a guard" is
        # the deed itself, its words the action's)
        if not claimed or not all(raws[k].kind == "word" for k in range(max(0, i - size), i)):
            return i
        end = start
        while end < len(raws) and not (raws[end].kind == "mark" and raws[end].text in ".!?;,:()[]") \
                and raws[end].low not in ("and", "but"):
            if raws[end].kind == "number" and not _label_number(raws, end):
                return i
            if raws[end].kind not in ("word", "number") or self._rules_word(raws, end) or self._names_someone(raws, end):
                return i
            end += 1
        return end if end > start else i

    def _doubt(self, raws: list[Raw], i: int) -> int:
        """Where the writer's doubt opening at raws[i] ends (manner.toml's doubts, then 'if' or 'whether' and its clause, up
        to a mark that ends the clause or a 'but'), when no word of that clause is a rules word or a number; else i."""
        if i and raws[i - 1].kind == "word":
            return i  # (a doubt opens its clause: most words are looked up no further)
        said = _said_at(doubts(), raws, i, plain=True)
        sorry = 0 if said else _said_at(apologies(), raws, i, plain=True)
        end = i + (said or sorry)
        if not (said or sorry) or end >= len(raws) or (said and raws[end].low not in DOUBTED):
            return i
        while end < len(raws) and not (raws[end].kind == "mark" and raws[end].text in ".!?;,:()") \
                and raws[end].low != "but":
            m = self._match(raws, end) if raws[end].kind == "word" and not sorry else None
            if raws[end].kind == "number" or (m is not None and m[1] not in ("VERB", "WORD", "FILLER", "NAME", "SCENE")):
                return i
            end += 1
        return end

    def _said_of_someone(self, raws: list[Raw], i: int) -> bool:
        """Whether a clause of someone opens at raws[i]: a loaded name or 'she' and more words after it ('vex is
        Wounded', "she's hurt")."""
        return i + 1 < len(raws) and raws[i + 1].kind == "word" and (
            self._names_someone(raws, i) or (raws[i].low.endswith("'s") and self._loaded_name(raws[i].low[:-2]))
            or raws[i].low in ("she's", "he's", "they're", "she", "he", "they"))

    def _named_like_dice(self, raws: list[Raw], i: int, size: int) -> bool:
        """Whether the dice's name at raws[i] is a loaded name, typed capitalised and acting ('Snake Eyes skirmishes
        with the duelist', with Snake Eyes on the sheet): the character; 'Snake eyes. Vesna ...' stays the dice."""
        named = self._match(raws, i)
        after = raws[i + size] if i + size < len(raws) else None
        return named is not None and named[1] == "NAME" and named[0] >= size and raws[i].text[:1].isupper() \
            and after is not None and after.kind == "word" and said_of_someone(after.low)

    def _coined_at(self, raws: list[Raw], k: int) -> tuple[int, str | None]:
        """What the game reads at raws[k], as coined.py asks: the pieces it spans, and 'rules', 'name' or None."""
        m = self._match(raws, k)
        if m is not None and m[1] != "NAME":  # "the Severe Sisters' stalls", "the Weird Sisters of Morrow's men": a
            owned = next((j for j in range(k, min(k + 5, len(raws))) if raws[j].low.endswith(("'s", "'"))), None)
            if owned is not None:  # name of the sheet's, said as the owner
                said = raws[owned].text
                plain = Raw("word", said[: -2 if raws[owned].low.endswith("'s") else -1], raws[owned].start)
                named = self._match([*raws[k:owned], plain], 0)
                m = named if named is not None and named[1] == "NAME" and named[0] == owned - k + 1 else m
        if m is None or m[1] in ("WORD", "VERB", "FILLER"):
            return (1, "name") if self._names_someone(raws, k) else (1, None)
        return m[0], "name" if m[1] == "NAME" else "rules"

    def _rules_name(self, raws: list[Raw], k: int) -> bool:
        """Whether a skill, trick or ability of the game opens at raws[k] (never an action word: 'knife')."""
        size, verb = self._rules_size(raws, k)
        return size > 0 and not verb

    def _said_in_english_order(self, head: Raw, thing: Raw) -> bool:
        """Whether 'thing head' is the name of one of the game's resources, two words long ('dice of war': 'war dice',
        'point of luck': 'luck point'), or faces' name ('the eyes of the snake')."""
        if (thing.low, head.low) in NAMED:  # "the eyes of the snake": snake eyes
            return True
        pair = [Raw("word", thing.text, head.start, thing.low), Raw("word", head.text, thing.start, head.low)]
        found = self._match(pair, 0)  # (one the game has: in a game with no war dice, 'the die of war' is a poet's)
        return found is not None and found[0] == 2 and found[1] == "RESOURCE" and str(found[2]) not in self.vocab.refuse

    def _names_someone(self, raws: list[Raw], k: int) -> bool:
        """Whether raws[k] is a loaded name, or a part or prefix of one where a name stands."""
        if raws[k].kind != "word":
            return False
        m = self._match(raws, k)
        if m is not None:
            return m[1] == "NAME"
        low = raws[k].low
        base = low[:-2] if low.endswith("'s") else low
        return base in self.called and _as_name(raws, k, base)

    def _person_driven(self, raws: list[Raw], k: int, text: str) -> bool:
        """Whether the words from k are someone forced somewhere ('the guard to his knees', 'them back'), not a vehicle
        nor passengers driven ('the van', 'us out of there', 'the fixer to the docks')."""
        if k >= len(raws) or raws[k].kind != "word":
            return False
        m = self._match(raws, k)
        size = m[0] if m is not None and m[1] == "NAME" else 1 if raws[k].low in _DRIVEN else 0
        if not size:
            return False
        last = raws[k + size - 1]
        return re.compile(_FORCED).match(text, last.start + len(last.text)) is not None

    def _participle_aside(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i] is a present participle that may open an aside after a name ("Kes, posing as the anchor,
        did her impression", "Dex, sneaking past the desk, picks the lock"): a word in -ing that is no keyword of the
        roll ('using', 'rolling', 'spending' say a slot) nor a rules name ('Dex, Hacking, 3 9' names the skill)."""
        low = raws[i].low
        if len(low) < 5 or not low.endswith("ing") or raws[i].kind != "word":
            return False
        m = self._match(raws, i)
        return m is None or m[1] in ("VERB", "WORD")

    def _name_aside(self, raws: list[Raw], i: int) -> int:
        """Where an aside right after a name ends, past its closing comma ('having heard quite enough,', 'who had had
        enough,'), when the clause after it says the deed in the game's words; else i."""
        j = i + 1
        while j < len(raws) and j - i <= 12 and (raws[j].kind == "word" or _label_number(raws, j)):
            j += 1
        if j >= len(raws) or j - i > 12 or raws[j].text != ",":
            return i
        k = j + 1
        while k < len(raws) and raws[k].kind == "word":
            m = self._match(raws, k)
            if m is not None and m[1] in ("VERB", "TRICK", "SKILL", "NAME", "ROLLED"):
                return j + 1 if m[1] in ("VERB", "TRICK", "SKILL") else i
            k += 1
        return i

    def _says_value(self, raws: list[Raw], i: int, j: int) -> bool:
        """'so it's Moderate', 'so that's Risky': a consequence that says a rules value (what it is, as 'it's' says
        it), or 'so disadvantage': a consequence that names one, never a purpose."""
        if raws[i].low == "so" and (m := self._match(raws, i + 1)) is not None and m[1] in _SAID_BARE:
            return True  # "goo in his eyes so disadvantage"
        if raws[i].low != "so" or j < i + 3 or raws[i + 1].low.replace("’", "'") not in _SAYS_IT:
            return False
        m = self._match(raws, i + 2)
        return m is not None and m[1] in _SAID_VALUES

    def _starts_clause(self, raws: list[Raw], i: int) -> bool:
        """'to avoid the glitch' and 'to X's roll' are clauses of their own, not a purpose."""
        m = self._match(raws, i) or back_reference(raws, i)
        return m is not None and m[1] in ("USE", "NAME", "RESOURCE", "SPEND")

    def _tok(self, kind: str, raw: Raw, value: object) -> Token:
        return token(kind, value, raw.start, raw.start + len(raw.text))

    def _rule_named_next(self, raws: list[Raw], k: int) -> bool:
        """Whether a rules name (a skill, trick or ability; a move of two words or more), capitalised as a name is,
        starts at raws[k]."""
        if k >= len(raws) or raws[k].kind != "word" or not raws[k].text[:1].isupper():
            return False
        if k + 2 < len(raws) and raws[k + 1].text == "/" and raws[k + 2].kind == "word":
            return True  # "Mar Hack/Street Hack ...": a skill and its trick, slashed (slash.py)
        m = self._match(raws, k)
        return m is not None and (m[1] in ("SKILL", "TRICK", "ABILITY") or (m[1] == "VERB" and m[0] > 1))

    def _beyond_whose(self, raws: list[Raw], i: int) -> tuple[int, object] | None:
        """Where a cue the game says as 'outside X' or 'off X' ends when it is said as 'past', 'beyond' or 'outside'
        and whose X it is ('past his dart rifle's optimal range', 'beyond the pistol's effective range'), and the
        cue; else None. Whose it is: a possessive word or 'the', perhaps with up to three words more, the last with 's."""
        k = i + 1
        if k >= len(raws) or raws[k].low not in _WHOSE_THING:
            return None
        for j in range(k + 1 + (raws[k].low == "the"), min(k + 5, len(raws))):
            if raws[j - 1].kind != "word" or j > k + 1 and not raws[j - 1].low.endswith(("'s", "’s")):
                continue  # (the thing's limit right after 'his', or after whose thing it is: "his rifle's", "the
                # pistol's"; never "past the guard", the one passed)
            for size in (3, 2):  # (a limit of two words or more: "past his guard" is no one off guard)
                said = " ".join(r.low for r in raws[j : j + size])
                for form in ("outside", "off"):
                    term = self.vocab.terms.get(f"{form} {said}")
                    if j + size <= len(raws) and term is not None and term.kind == "cue":
                        return j + size, term.value
        return None

    def _past_follows(self, raws: list[Raw], k: int) -> bool:
        """Whether a verb in the past the game has no word for follows raws[k] in its clause, within eight pieces
        ('... in the 80th minute saved us'): what the words before it name did something."""
        for j in range(k, min(k + 8, len(raws))):
            raw = raws[j]
            if raw.kind == "mark" and raw.text in ",;.!?:":
                return False
            if raw.kind == "word" and raw.text.islower() and "VERB" in word_classes(raw.low) \
                    and (raw.low.endswith("ed") or irregular_participle(raw.low)) and self._match(raws, j) is None:
                return True
        return False

    def _group_by_its_label(self, raws: list[Raw], i: int) -> bool:
        """Whether 'group' at raws[i] names a group of the scene by its label: a letter or a number right after it
        ("Group B", "group 3"), or a word describing it right before ("the red group", "the year 7 group") with no
        action of the game's after it ('leads a group prowl' stays a group action)."""
        after = raws[i + 1] if i + 1 < len(raws) else None
        if after is not None and (after.kind == "number" or after.kind == "word" and len(after.text) == 1
                                  and after.text.isupper() and after.text != "I"):
            return True
        if after is not None and after.kind == "word" and (after.low in ("action", "actions", "roll", "rolls") or (
                m := self._match(raws, i + 1)) is not None and m[1] in ("VERB", "SKILL", "TRICK", "ABILITY")):
            return False
        before = raws[i - 1] if i else None
        return before is not None and (before.kind == "number" or before.kind == "word" and before.low not in (
            DETERMINERS) and before.low not in NUMBER_WORDS and "ADJ" in word_classes(before.low)
            and self._match(raws, i - 1) is None)

    def _things_counted(self, raws: list[Raw], i: int, size: int) -> bool:
        """Whether the game's word at raws[i : i + size], in lowercase after a count, says what kind of thing the
        plural noun right after it is ("5 first-aid kits", "two firearms cabinets"): no roll."""
        after = i + size
        if not i or after >= len(raws) or not all(r.kind == "word" and r.text.islower() for r in raws[i:after]):
            return False
        if not (raws[i - 1].kind == "number" or raws[i - 1].low in NUMBER_WORDS and raws[i - 1].low not in (
                "a", "an", "once", "twice")):
            return False
        thing = raws[after]
        return thing.kind == "word" and thing.text.islower() and plural_shape(thing.low) \
            and "NOUN" in word_classes(thing.low) and thing.low not in _CHECK_NOUNS and thing.low not in FACES_FOLLOW \
            and self._match(raws, after) is None

    def _plain_word(self, raws: list[Raw], i: int, lexed: Lexed) -> int:
        raw = raws[i]
        low = raw.low
        if low in _ONE_OF and i and raws[i - 1].low in ("a", "one") and i + 1 < len(raws) and raws[i + 1].kind == "number":
            lexed.fillers.append(raw)  # "Rolled a single 6", "a lone 4": one face, as "rolled a 6" says it
            return 1
        called = self._calling(raws, i, lexed.text)
        if called is not None and _thing_of_theirs(raws, i, called):
            called = None  # "at the Agrico drone" where the Agrico guard is one the GM plays: a thing of theirs,
            # named by their name's first words, read as a plain word
        if called is not None:  # "Voss" for Warden Voss, "Hale's" for Director Hale's, "Cass" for Cassandra
            lexed.tokens.append(self._tok("NAME", raw, called))
            return 1
        if low in PRONOUN_IS:
            lexed.tokens.append(self._tok("IS", raw, low))
            return 1
        if low.endswith("'s") or low.endswith("'"):
            base = low[:-2] if low.endswith("'s") else low[:-1]
            term = self.vocab.terms.get(base) or self.vocab.terms.get(base.replace("-", " "))  # ("Sat-Nav's")
            if term is not None and term.kind == "name" and (not common_word(base) or not str(term.value)[:1].isupper()
                                                             or _as_name(raws, i, base)):
                lexed.tokens.append(self._tok("NAME", raw, term.value))
                return 1  # (but "the oil on the dipstick's end" where Dipstick is someone: the thing's)
            for back in (2, 1):  # "the night porter's lodge": the possessive of a name of several words
                first = i - back
                if first < 0 or any(r.kind != "word" for r in raws[first:i]):
                    continue
                term = self.vocab.terms.get(" ".join([*(r.low for r in raws[first:i]), base]))
                if term is not None and term.kind == "name" and all(  # (a word of the name may have been read
                        t.type in _IN_A_NAME for t in lexed.tokens if (t.start_pos or 0) >= raws[first].start):
                    # alone as a rules word: "the security guard's pocket", where "security" is a trait)
                    while lexed.tokens and (lexed.tokens[-1].start_pos or 0) >= raws[first].start:
                        lexed.tokens.pop()
                    lexed.tokens.append(token("NAME", term.value, raws[first].start, raw.start + len(raw.text)))
                    return 1
        if low in NUMBER_WORDS and low not in ("a", "an", "once", "twice") and i + 1 < len(raws) \
                and raws[i + 1].kind == "number" and self._scene_number(raws, i + 1) > i + 1:
            lexed.tokens.append(self._tok("SCENE", raw, raw.text))  # "the Power hit two 180s", "three 9mm rounds":
            return 1  # how many of the scene's things, said by their numbers
        if low in NUMBER_WORDS and low not in ("a", "an", "once", "twice") and _count_alone(raws, i) \
                and not any(self._read_as_rules(raws, k) for k in range(i + 1, min(i + 3, len(raws)))):
            lexed.tokens.append(self._tok("SCENE", raw, raw.text))  # "Coach to Tempo: one clean rep, ...": how many
            return 1  # of a thing, said as its own part of the clause
        if (low in NUMBER_WORDS or low in RULES_COUNTS) and i + 1 < len(raws) and (self._counts(raws, i + 1) or (
                i + 2 < len(raws) and raws[i + 1].low in _WHOSE_OWN and self._counts(raws, i + 2))) \
                and not _dice_describing(raws, i):  # "two war dice", "both her war dice"
            lexed.tokens.append(self._tok("NUMBER", raw, NUMBER_WORDS.get(low) or RULES_COUNTS[low]))
            return 1
        if low in ORDINALS and i and raws[i - 1].low.endswith(("'s", "s'")) and raws[i - 1].kind == "word" \
                and (i + 1 == len(raws) or raws[i + 1].kind == "mark" or raws[i + 1].low in ("and", "or", "who")):
            lexed.tokens.append(self._tok("WORD", raw, raw.text))  # "the Grandmaster's second": someone, said by a
            return 1  # possessive
        if low in ORDINALS and placing(raws, i):
            lexed.tokens.append(self._tok("SCENE", raw, raw.text))  # "finished second": a place in a race
            return 1
        if low in ORDINALS and i > 2 and raws[i - 1].low == "the" and raws[i - 2].low in ("for", "to", "of") \
                and "VERB" not in word_classes(raws[i - 3].low) and not raws[i - 3].low.endswith("ing") \
                and (i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ".,;!?)"):
            lexed.tokens.append(self._tok("WORD", raw, raw.text))  # "Standard QT for two of them, county for the
            return 1  # third.": the third of them, closing the clause; no later attack
        if low == "first" and i + 2 < len(raws) and raws[i + 1].text == "," and raws[i + 2].low == "then":
            lexed.fillers.append(raw)  # "test the UL1 first, then the 14:40": in what order, no later attack
            return 1
        if low in ORDINALS:
            lexed.tokens.append(self._tok("ORDINAL", raw, ORDINALS[low]))
            return 1
        if low == "once" and (i and raws[i - 1].low in ("for", "at", "this", "there") or i + 1 < len(raws) and (
                raws[i + 1].low in _ONCE_WHEN or raws[i + 1].low in SUBJECT_PRONOUNS)):  # "kind for once", "at once",
            lexed.fillers.append(raw)  # "just this once", "There once was", "Once upon a time", "once more", "once
            return 1  # he's in": when, no number
        if low in ("once", "twice", "thrice") and i and raws[i - 1].low.endswith("ing") \
                and "VERB" in word_classes(raws[i - 1].low) and raws[i - 1].low not in _ROLLING_WORDS \
                and self._match(raws, i - 1) is None:
            lexed.fillers.append(raw)  # "Going once, going twice...": how often a thing goes on, no face
            return 1
        if low == "one" and i and raws[i - 1].low in ("no", "every") and not touching(raws, i):
            lexed.fillers.append(raw)  # "since no one is shooting yet": nobody, no number
            return 1
        if low == "one" and _there_is(raws, i):  # "to avoid the glitch, should there be one", "if there is one":
            lexed.fillers.append(raw)  # 'one' stands for a thing just named, as 'any' would; no number
            return 1
        if one_for_a_thing(raws, i):  # "the biggest one", "this one", "only have the one": a thing, no number
            lexed.fillers.append(raw)
            return 1
        if low in NUMBER_WORDS and low not in ("a", "an") and (_scene_count(raws, i) or _more_of(raws, i) or (
                not self.vocab.group_sizes and _of_people(raws, i))):
            lexed.tokens.append(self._tok("SCENE", raw, raw.text))  # "past the two guards": how many, no face
            return 1
        if low in NUMBER_WORDS and low not in ("a", "an"):
            lexed.tokens.append(self._tok("NUMBER", raw, NUMBER_WORDS[low]))
            return 1
        if low in ("then", "plus", "and") and i and raws[i - 1].text == ",":
            if i + 2 < len(raws) and (raws[i + 1].kind == "number" or raws[i + 1].low in NUMBER_WORDS) \
                    and raws[i + 1].low not in ("a", "an") and _names_resource(raws, i + 2) is not None:
                lexed.fillers.append(raw)  # "Rolled 1 and 3, then 2 war dice: 1 and 6": the count of what is spent
                return 1  # joined on, never a face nor a bonus
        if low in ("and", "then") or (low == "n" and _between_numbers(raws, i)):  # "4 n 7", "4n7": 4 and 7
            lexed.tokens.append(self._tok("SEP", raw, "and"))
            return 1
        if low == "plus" and i and lexed.tokens and lexed.tokens[-1].type == "SCENE" and (
                i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ".,;!?)"):
            lexed.fillers.append(raw)  # "300kg plus.": a measure of the scene 'or more', nothing added
            return 1
        if low in ("plus", "minus"):
            sign = 1 if low == "plus" else -1
            spent = _names_resource(raws, i + 2) if i + 1 < len(raws) and raws[i + 1].low in SINGULAR else None
            if low == "plus" and spent is not None and not lexicon().counted(spent):
                lexed.fillers.append(raw)  # "..., plus one luck point": 'plus' only joins the spend on
                return 1
            ahead = i + 1 + (i + 1 < len(raws) and raws[i + 1].low in DETERMINERS and raws[i + 1].low not in NUMBER_WORDS)
            if low == "plus" and ahead < len(raws) and raws[ahead].kind == "signed":
                lexed.fillers.append(raw)  # "Creative, plus the +1 you gave us", "plus +2 for the scope": 'plus'
                return 1  # only joins the signed number on, which says its own sign
            if low == "plus" and ahead < len(raws) and raws[ahead].low in self.vocab.held_bonuses:
                lexed.fillers.append(raw)  # "3 and 4, plus the ongoing": 'plus' only joins on the standing bonus
                return 1
            if low == "plus" and ahead == i + 2 and raws[i + 1].low not in ("a", "an") and ahead < len(raws) \
                    and raws[ahead].kind == "word" and not self._rules_word(raws, ahead):
                lexed.fillers.append(raw)  # "Hacking 3, plus the deck and the datajack": a thing of the
                return 1  # character's joined on, as 'with the deck' says it (what it gives, the sheet says)
            if low == "plus" and ahead == i + 1 < len(raws) and raws[ahead].kind == "word" and raws[ahead].text.islower() \
                    and plural_noun(raws[ahead].low) and not self._rules_word(raws, ahead) \
                    and _names_resource(raws, ahead) is None and not self._names_someone(raws, ahead) \
                    and (ahead + 1 == len(raws) or raws[ahead + 1].kind == "mark"):
                lexed.fillers.append(raw)  # "150 cred a night plus tips.": things of the scene added on, a plural
                return 1  # noun closing its clause, nothing added to the roll
            if low == "plus" and ahead == i + 1 < len(raws) and raws[ahead].kind == "word" and len(raws[ahead].text) > 1 \
                    and raws[ahead].text.isupper() and raws[ahead].text.isalpha() and not self._rules_word(raws, ahead) \
                    and not self._names_someone(raws, ahead):
                lexed.fillers.append(raw)  # "Buyer's premium 25%, plus VAT.": a thing of the scene added on, said
                return 1  # by its letters
            if i + 1 < len(raws) and (raws[i + 1].kind == "number" or raws[i + 1].low in NUMBER_WORDS) \
                    and (i + 2 < len(raws) and raws[i + 2].low in nouns().units or temperature(raws, i)):
                said = raws[i + 1]  # "at minus 20 degrees", "minus twenty degrees": a measure of the scene
                lexed.tokens.append(token("SCENE", f"{low} {said.text}", raw.start, said.start + len(said.text)))
                return 2
            if i + 1 < len(raws) and raws[i + 1].kind == "number" and raws[i + 1].text.isdigit():
                lexed.tokens.append(self._tok("SIGNED", raw, sign * int(raws[i + 1].text)))
                return 2
            if i + 1 < len(raws) and (raws[i + 1].low in SINGULAR or raws[i + 1].low == "zero") \
                    and not _counts_things(raws, i + 2):
                said = raws[i + 1]  # "plus one effect", "minus two for the debris", "plus zero": said as "+1", "-2", "+0"
                amount = SaidNumber(sign * SINGULAR.get(said.low, 0))
                lexed.tokens.append(token("SIGNED", amount, raw.start, said.start + len(said.text)))
                return 2
            lexed.tokens.append(self._tok("PLUS", raw, "+"))
            return 1
        if (low in FILLER or low.rstrip("'s") in FILLER) and not _modal_named(raws, i):
            lexed.fillers.append(raw)
            _join_after_faces(raws, i, lexed.tokens)
            return 1
        if (short := shorthand(raws, i, lexed.text, self.vocab, lambda k: self._calling(raws, k, lexed.text) is not None
                               or self._loaded_name(raws[k].low))) is not None:  # "roll ath", "perc chk", "Zoe: stea"
            lexed.tokens.append(self._tok(short[0], raw, short[1]))
            return 1
        word = self._tok("WORD", raw, raw.text)
        lexed.tokens.append(word)
        lexed.unknown.append(word)
        return 1

    def _placed_noun(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i] closes a noun phrase after a preposition of place and an article or possessive, with up to
        two plain lowercase words between ('under the wire', 'past the swinging razor wire', 'over her garden
        fence'). Where the game's verbs name things too (their words say how the deed is done: 'duck behind the car'),
        only with a word that describes it between ('with a starting block')."""
        k = i - 1
        while k >= 0 and i - k <= 3 and raws[k].kind == "word" and raws[k].text.islower() \
                and raws[k].low not in DETERMINERS and raws[k].low not in _JOINS_CLAUSES \
                and (word_classes(raws[k].low) & {"NOUN", "ADJ"} or raws[k].low.endswith(("ing", "ed"))) \
                and (self._match(raws, k) is None or raws[k].low.endswith(("ing", "ed"))):
            k -= 1  # (a participle describes it: 'the swinging razor wire'; never past 'and': 'onto the roof and
            # shoots the guard' is two deeds)
        return k >= 1 and raws[k].low in DETERMINERS and (raws[k - 1].low in PLACE_PREPOSITIONS or raws[k - 1].low == "with") \
            and not (self.vocab.verb_nouns and k == i - 1)

    def _another_roll(self, tokens: list[Token], value: object) -> bool:
        """Whether the deed said last before the tokens' end decides a roll that `value`, a word of the game's, does not:
        where the game's verbs name things too ('operates the gantry crane': a crane says how it is done, the same roll),
        a thing's name only stands apart from the deed done to it when it would make a second roll ('operates the pool
        hoist')."""
        deed = next((t for t in reversed(tokens) if t.type in ("VERB", "TRICK")), None)
        done = set(self.vocab.rolls_of.get(str(deed.value), ())) if deed is not None else set()
        heads = set(self.vocab.rolls_of.get(str(value), ()))
        return bool(done) and bool(heads) and not done & heads

    def _compound_head(self, raws: list[Raw], i: int) -> int:
        """Where the article or possessive stands when raws[i] heads a thing's name after one or two plain nouns or a
        name of the scene that say its kind ('the pool hoist', 'her cargo lift', 'the Halloran building'), and the
        name closes there (a mark, 'to' or a preposition after it, never someone it acts on); else -1. A word that
        may describe ('a swift kick') is no noun of a name here."""
        k = i - 1
        while k >= 0 and i - k <= 2 and raws[k].kind == "word" and raws[k].low not in DETERMINERS \
                and (word_classes(raws[k].low) & {"NOUN", "ADJ"} == {"NOUN"} if raws[k].text.islower()
                     else raws[k].text[1:].islower()) \
                and self._match(raws, k) is None:
            k -= 1  # (a name of the scene says which one: "the Halloran building")
        if k == i - 1 or k < 0 or raws[k].low not in DETERMINERS:
            return -1
        if any(r.low.endswith("s") for r in raws[k + 1 : i]) and not (
                k and raws[k - 1].kind == "word" and "VERB" in word_classes(raws[k - 1].low)):
            return -1  # ("the guards charge": a plural may be the subject; "use the goods lift": a verb's thing)
        closes = i + 1 == len(raws) or raws[i + 1].kind == "mark" or raws[i + 1].low == "to" \
            or raws[i + 1].low in PREPOSITIONS | PLACE_PREPOSITIONS
        return k if closes else -1

    def _bonus_paid_on(self, raws: list[Raw], k: int) -> bool:
        """Whether 'on' or 'in' at raws[k], right after 'bonus', opens a thing of the scene with its article and no
        number after it ('a bonus on the milk cheque', 'a bonus in her pay packet'): money paid, no rules bonus
        ('a bonus on the roll' is the roll's)."""
        if k + 2 >= len(raws) or raws[k].low not in ("on", "in") or raws[k + 1].low not in DETERMINERS:
            return False
        thing = raws[k + 2]
        return thing.kind == "word" and "NOUN" in word_classes(thing.low) and thing.low not in nouns().rolling \
            and not self._read_as_rules(raws, k + 2)

    def _bonus_thing(self, raws: list[Raw], k: int) -> bool:
        """Whether raws[k], right after 'bonus', is a noun 'bonus' names a kind of ('point', 'round', 'question'): no
        die, no rules word of the game."""
        return k < len(raws) and raws[k].kind == "word" and raws[k].low.removesuffix("s") not in ("die", "dice", "d") \
            and "NOUN" in word_classes(raws[k].low) and not self._read_as_rules(raws, k)

    def _item_counted(self, raws: list[Raw], i: int) -> int:
        """Where a thing's count in brackets right after it ends ('bell (1)', 'ring of keys (3)', 'The lantern (1)
        tumbles'), or i: a small number alone in its brackets after a plain noun in lowercase, no rules word (a
        nickname that is a word, in lowercase, is the thing: 'bell (1)' where Bell is someone), no word for a person
        and no side faced (whose rating 'vs the goon (3)' may be)."""
        if not 2 <= i or i + 1 >= len(raws) or raws[i - 1].text != "(" or raws[i + 1].text != ")" \
                or not touching(raws, i) or not touching(raws, i + 1) or not raws[i].text.isdigit():
            return i
        thing = raws[i - 2]
        if thing.kind != "word" or not thing.text.islower() or touching(raws, i - 1) or "NOUN" not in word_classes(
                thing.low) or person_shaped(thing.low) or self._read_as_rules(raws, i - 2) and not (
                    self._match(raws, i - 2)[1] == "NAME" and common_word(thing.low)) \
                or any(r.low in _VERSUS or r.low == "against" for r in raws[max(0, i - 6) : i - 2]):
            return i
        return i + 1

    def _scene_number(self, raws: list[Raw], i: int) -> int:
        """Where a number the scene says by its form ends, opening at raws[i] (scene_numbers.py), or i: a time of
        day, or a noun of its table that is no rules word of the game here, and the number it labels."""
        kind = raws[i].kind
        if kind == "signed" and (counted := self._letters_counted(raws, i)) > i:
            return counted  # "exam + 2 BW + 1 PA": things added to a list, each counted
        if kind == "signed" and _rating_described(raws, i):
            return i + 1  # "even with a -1 attribute": what such a rating is like, said in the argument; no modifier
        if kind == "mark" or kind == "signed":
            return i  # (each check below opens at a word, a number or dice: at a mark or a signed number, none)
        if kind == "notation":
            return oracle_roll(raws, i)  # "d66 result 35": an oracle's table, no roll of the game's
        if kind == "word":
            return self._scene_word(raws, i)
        if (colour := soil_colour(raws, i)) > i:
            return colour  # "7.5YR 5/6": a colour of the soil, in Munsell's notation
        if kind == "number" and (code := dotted_code(raws, i)) > i:
            return code  # "Acc. no. 1987.45.3": a code of numbers joined by points
        if (tried := nth_try(raws, i, ORDINALS)) > i:  # "2nd attempt": which try, no attack counted
            return tried
        if (grade := graded(raws, i)) > i:  # "flat 4b", "the E1 5b", "5.10a": a sub-label or a grade
            return grade
        if (hour := by_the_hour(raws, i)) > i:  # "down by 4", "back at the hut by 6": when
            return hour
        if (hour := at_the_hour(raws, i, lambda k: self._read_as_rules(raws, k))) > i:  # "we went on at 9", "doors open at 7": when
            return hour
        if (item := listed_item(raws, i)) > i:  # "(1. Intro 2. Riverside 3. Glass Heart)": a list's numbers
            return item
        if (manner := counted_manner(raws, i)) > i:  # "one by one", "two at a time": how it goes
            return manner
        if (radio := self._radio_at(raws, i)) > i:  # "grid 4-7", "at 0300", "at my six"
            return radio
        if kind == "number" and i + 1 < len(raws) and raws[i + 1].text == "-" \
                and (offer := moved(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return offer  # "a 2-for-1": an offer or odds, run together
        if kind in ("number", "word") and (length := measured(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return length  # "the 30-metre mast": a measure of the scene
        if kind == "number" and (item := self._item_counted(raws, i)) > i:
            return item  # "bell (1), torch (lit)", "the ring of keys (3)": an inventory's count of a thing
        if kind == "number" and (charted := tooth(raws, i)) > i:
            return charted  # "46 DO": a tooth by its two digits and its surfaces
        if kind == "number" and (dated := year(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return dated  # "a 2014 tumblr post", "since 2019": a year of the scene
        if kind == "number" and (dated := day_said(raws, i)) > i:
            return dated  # "on the night of the 9th", "the 3rd of May": a date of the scene
        if kind == "number" and (count := headed_count(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return count  # "Incidents: 2.": how many there were, under its heading
        if kind == "number" and (mark := rated_field(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return mark  # "Confidence: 3/5.": a field's mark out of a whole, the scene's
        if kind == "number" and (again := measured_again(raws, i)) > i:
            return again  # "12 mm or maybe 15": another reading of the measure, the scene's
        if kind == "number" and (mark := marked(raws, i)) > i:
            return mark  # "she got 7/10 on the briefing quiz": a mark of the scene
        if kind == "number" and (votes := voted(raws, i)) > i:
            return votes  # "the jury stood 10 to 2", "facing 5 to 10 years", "3 to 1 says": the scene's counts
        if kind == "number" and (count := n_of_m(raws, i, lambda k: self._read_as_rules(raws, k) and not (
                raws[k].text.islower() and common_word(raws[k].low) and self._match(raws, k)[1] == "NAME"))) > i:  # type: ignore[index]
            # ("on pallet 3 of 8" where Pallet is someone's name: the word is the thing counted through)
            return count  # "slugs got 5 of 8 seedlings", "Viewing 2 of 4.": a count out of a whole, the scene's
        if kind == "number" and (count := counts_offered(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return count  # "controls worth 10, 20 or 30 points": what the scene's things count, as choices
        if kind == "number" and (count := count_got(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return count  # "Table 10's got 10 points": a tally of the scene, the dice said by another word
        if kind == "number" and (count := sides(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return count  # "rondos 4 v 2", "small-sided, 5 v 5 games": how many a side has
        if kind == "number" and (counted := rolls_counted(raws, i)) > i:
            return counted  # "48 rolls for the café order", "3 doz rolls": rolls counted, never a roll's faces
        if kind == "number" and (told := counts_told(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return told  # "62 out, 58 delivered, 4 cards left": a tally of the scene
        if kind == "number" and (count := counts_added(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return count  # "120 day guests + 40 evening": the scene's counts, added
        if kind == "number" and (count := served(raws, i)) > i:
            return count  # "(serves 6)", "2 cups of this, 3 of that": a count of the scene
        if kind == "number" and (apart := pair_apart(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return apart  # "North-east 5 to 7 ... The dice: 1, 1, 1, 6, 7": a range of the scene, the dice said apart
        if kind == "number" and (shared := ratio(raws, i)) > i:
            return shared  # "after our 1:1", "odds 3:1 against"
        if kind == "number" and (old := age(raws, i, lambda k: raws[k].text[:1].isupper()
                                            or self._loaded_name(raws[k].low))) > i:
            return old  # "Kes Varro, 34, a smuggler, talked ...": how old someone is
        if kind == "number" and (lives := address(raws, i)) > i:
            return lives  # "at 14 Silkshore Row": where someone lives or works
        if kind == "number" and (kept := tally(raws, i, lambda k: (m := self._match(raws, k)) is not None
                                               and m[1] not in ("WORD", "VERB", "FILLER"))) > i:
            return kept  # "down 3-1", "she's 0 for 3 tonight": a score or a record of the match
        if kind == "number" and raws[i].text[-1:].isalpha() and i + 1 < len(raws) and raws[i + 1].kind == "word" \
                and _place_word(raws[i + 1].low):
            return i + 2  # "the 7th ward", "the 3rd floor": which place, said by its ordinal (never a count of attacks)
        if kind == "number" and (item := numbered_item(raws, i)) > i:
            return item  # "17. Kes slips past ...": an item's number in a list or a game's record
        if kind == "number" and (times := sets_by_reps(raws, i)) > i:
            return times  # "3 x 15", "2 x 40kg": sets by reps, a size
        if kind == "number" and (spec := specification(raws, i, lambda k: self._read_as_rules(raws, k) and not (
                raws[k].text.islower() and (m := self._match(raws, k)) is not None and m[1] == "NAME"))) > i:
            return spec  # "a new 11-28 cassette", "50/34, 170 mm cranks", "a 1x drivetrain": a thing's numbers (a
            # nickname that is the thing's word, in lower case, is the thing: "11-32 cassette" where Cassette acts)
        if kind == "number" and (pattern := count_pattern(raws, i)) > i:
            return pattern  # "(5-7-5)", "haiku, 5-7-5": a verse's count of syllables
        if kind == "number" and (changed := amount_changed(raws, i)) > i:
            return changed  # "the fine down from 800 to 200": an amount of the scene, changing
        if kind == "number" and (band := age_band(raws, i)) > i:
            return band  # "Boys 13-14", "the 13-14 relay squad": an age group
        if kind == "number" and (ranged := labels_ranged(raws, i)) > i:
            return ranged  # "Obs due on Beds 2 to 5": the things labelled from one number to another
        if kind == "number" and (ranged := measured_range(raws, i)) > i:
            return ranged  # "Swell 4 to 6 metres": how much of the scene, from one number to another
        if kind == "number" and (kept := opening_hours(raws, i)) > i:
            return kept  # "open 9 to 5": the hours a place keeps
        if kind == "number" and (group := one_of_many(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return group  # "the lead truck of 4": one of a group of the scene, counted
        if kind == "number" and (step := list_marker(raws, i)) > i:
            return step  # "1) move 2) shoot": a step's number in the writer's list
        if kind == "number" and (span := time_span(raws, i)) > i:
            return span  # "2 turns left", "1 turn early": a span of the scene's time
        if kind == "number" and (span := time_from_now(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return span  # "dinner in 10.", "back in 5": a time from now, the writer's life
        if kind == "number" and (counted := countdown(raws, i)) > i:
            return counted  # "10... 9... 8...": a countdown
        if kind == "number" and (counted := field_count(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return counted  # "Rounds expended: 3.": a count given as a report's field
        if kind == "number" and (dated := short_year(raws, i)) > i:
            return dated  # "back in '46": a year said by its last two digits
        if kind == "number" and (point := leading_point(raws, i)) > i:
            return point  # "her ol' .22": a calibre, never a face
        if kind == "number" and (decimal := _decimal(raws, i)) > i:
            return decimal  # "K/D 2.7", "a 1.5 second window": a number with a decimal point is no face
        if kind == "number" and (counted := self._letters_counted(raws, i)) > i:
            return counted  # "6 PAs", "2 FTAs": things counted, named by their letters
        if (hour := clock_time(raws, i)) > i:
            return hour
        return beyond_rules(raws, i)  # "power level 9001": no rules value, no face

    def _room_by_number(self, raws: list[Raw], i: int) -> int:
        """Where a room or a place named by a capitalised word and its number ends ('a risky extraction in Surgery 3',
        'Surgery 3 is locked'), or i: after 'in', 'at', 'into', 'from' or 'to', or before 'is', 'was' or 'has', even
        where the word is a trick of the game ('Surgery'; a skill's or a stat's name is its rating said again); the
        number has no point nor sign."""
        number = raws[i + 1]
        if not number.text.isdigit() or len(number.text) > 3 or not touching(raws, i + 1) and number.start - (
                raws[i].start + len(raws[i].text)) != 1:
            return i
        if (m := self._match(raws, i)) is not None and m[1] not in ("TRICK", "VERB", "WORD"):
            return i  # ("she's at Stealth 2": a rating said again)
        placed = i and raws[i - 1].low in ("in", "at", "into", "from", "to", "outside", "inside")
        said_of = i + 2 < len(raws) and raws[i + 2].low in ("is", "was", "has", "isn't", "wasn't")
        return i + 2 if placed or said_of else i

    def _letters_counted(self, raws: list[Raw], i: int) -> int:
        """Where a count of things named by their letters ends, opening at raws[i] ('6 PAs', '2 FTAs', 'exam + 2 BW'),
        or i: a number (a plus set apart after a word, in a list of things) and two to four capitals, perhaps with a
        plural's 's', that are a trade's shorthand (scene_numbers.toml) or no word of the dictionary, and no rules word
        of the game ('2 WD' stays war dice) nor the game's notation."""
        raw = raws[i]
        if raw.kind == "signed":
            if not re.fullmatch(r"\+\s+\d{1,2}", raw.text) or not i or raws[i - 1].kind != "word" \
                    or self._read_as_rules(raws, i - 1):
                return i
        elif not raw.text.isdigit() or len(raw.text) > 2:
            return i
        if i + 1 >= len(raws) or raws[i + 1].kind != "word" or not re.fullmatch(r"[A-Z]{2,4}s?", raws[i + 1].text) \
                or self._read_as_rules(raws, i + 1) or raws[i + 1].low.rstrip("s") in KEYWORDS \
                or raws[i + 1].low.startswith("d") or raws[i + 1].low in INTERJECTIONS:
            return i  # ("6 and 6 LMAO": a laugh in capitals after the dice)
        listed = i > 2 and raws[i - 1].text == "," and raws[i - 3].kind == "number" or i + 3 < len(raws) \
            and raws[i + 2].text == "," and raws[i + 3].kind == "number"  # (one of a list of counts, read whole:
        if listed:  # "212 swims, 38 PBs, 3 county QTs")
            return i
        letters = raws[i + 1].low
        return i + 2 if letters in nouns().jargon or not (word_classes(letters) or common_word(letters)) else i
        # ("4 and 3 LETS GOOO": a word in capitals, the dice said before it)

    def _codes_matched(self, raws: list[Raw], i: int) -> int:
        """Where two codes set against each other end ('GBR 1427 v K 203', 'GBR 1427 v GBR 1503'), opening at raws[i],
        or i: each side capital letters (one to three, no rules word of the game) and a number, 'v', 'vs' or
        'versus' between. A case or a race between things of the scene, never an opposed roll."""
        def code(k: int) -> bool:
            return k + 1 < len(raws) and raws[k].kind == "word" and 1 <= len(raws[k].text) <= 3 \
                and raws[k].text.isupper() and raws[k + 1].kind == "number" and raws[k + 1].text.isdigit() \
                and not self._read_as_rules(raws, k)
        blank_before = raws[i].start - (raws[i - 1].start + len(raws[i - 1].text) if i else 0) > 2
        if raws[i].low in _VERSUS and blank_before and (code(i + 1) or i + 1 < len(raws) and raws[i + 1].start - (
                raws[i].start + len(raws[i].text)) > 2):
            return i + 3 if code(i + 1) else i + 1  # (a side read as the scene's already, and blanked: ": [GBR
            # 1427] v K 203", "[GBR 1427] v [GBR 1503],")
        if not code(i) or i + 4 >= len(raws) or raws[i + 2].low not in _VERSUS or not code(i + 3):
            return i
        return i + 5

    def _group_by_count(self, raws: list[Raw], i: int) -> int:
        """Where a group named by how many it is ends, opening at the article raws[i] ('an opposing back four:', 'the
        famous five.', 'their big three,'), or i: one or two plain lowercase words that are no rules word, no word of
        dice and no word of a die's place ('the other two', 'the last two' stay the faces'), then a number word of
        two or more with a mark or the end after it, and no word of rolling before the article ('got a solid four'
        stays a face), in a post that says its dice elsewhere."""
        k = i + 1
        while k < len(raws) and k - i <= 2 and raws[k].kind == "word" and raws[k].text.islower() \
                and raws[k].low not in NUMBER_WORDS and raws[k].low not in _DIE_WORDS \
                and raws[k].low not in _DIE_PLACES and raws[k].low not in nouns().rolling \
                and raws[k].low not in _JOINING and not self._read_as_rules(raws, k):
            k += 1
        if k == i + 1 or k >= len(raws) or NUMBER_WORDS.get(raws[k].low, 0) < 2 or raws[k].low.isdigit():
            return i
        if k + 1 < len(raws) and (raws[k + 1].kind != "mark" or raws[k + 1].text == ":" and k + 2 < len(raws)
                                  and raws[k + 2].kind == "number"):
            return i  # ("the other two: 5 5": the faces, after all)
        before = next((r for r in reversed(raws[:i]) if r.kind == "word"), None)
        if before is not None and (before.low in nouns().rolling
                                   or KEYWORDS.get(before.low) in ("ROLLED", "DICE")):
            return i
        return k + 1 if dice_said_elsewhere(raws, i, k + 1) else i  # ("reports a single six", "a natural seven": with
        # no other dice said, the faces)

    def _scene_word(self, raws: list[Raw], i: int) -> int:
        """_scene_number at a word: each check asked only where it can open, by the word itself (an ordinal, a
        number word, a radio net's word, digits) or by a number said within the four pieces after it, which all the
        rest ask for ('lucky number is 7', 'a Fiat 500', 'n = 7', 'Day 3', 'room no. 4', 'round two')."""
        raw = raws[i]
        low = raw.low
        number_word = low in NUMBER_WORDS
        if i + 1 < len(raws) and raws[i + 1].kind == "number" and soil_colour(raws, i + 1) > i + 1:
            return i  # ("Soil 2.5Y 6/2": the colour is read from its own first piece, whole)
        if low in ("half", "quarter") and (hour := told_hour(raws, i)) > i:
            return hour  # "till half six", "by quarter to ten": a time of day
        if low in ("first", "last", "final", "opening", "closing") and (part := portion(raws, i)) > i:
            return part  # "from the first 25", "a desperate last 25": a stretch of the distance
        if raw.text[:1].isupper() and raw.text[1:].islower() and i + 1 < len(raws) and raws[i + 1].text[:1].isupper() \
                and raws[i + 1].low in NUMBER_WORDS and raws[i + 1].low not in ("a", "an") \
                and not touching(raws, i + 1) \
                and "NOUN" in word_classes(low) and not self._read_as_rules(raws, i) and low not in nouns().rolling \
                and low not in _DIE_WORDS and (i + 2 >= len(raws) or raws[i + 2].kind == "mark"):
            return i + 2  # "League Two, Match No. 311", "Division One.": a name of the scene, its number in words
        if raw.text.isupper() and (blowing := wind(raws, i)) > i:
            return blowing  # "SW 4-5", "W 6 gusting 7": a wind and its force
        if low in _GROUP_OPENERS and (group := self._group_by_count(raws, i)) > i:
            return group  # "like an opposing back four:", "the famous five.": a group named by how many it is
        if raw.text[:1].isupper() and i + 1 < len(raws) and raws[i + 1].kind == "number" \
                and (room := self._room_by_number(raws, i)) > i:
            return room  # "in Surgery 3", "Surgery 3 is locked": a room named by a word and its number
        if raw.text[:1] in "UL" and (charted := tooth(raws, i)) > i:
            return charted  # "UR6 MOD", "LL8": a tooth and its surfaces
        if low == "u" and (band := under_age(raws, i)) > i:
            return band  # "our U12s": an age group
        if low in ("eta", "etd") and (due := arrival(raws, i)) > i:
            return due  # "ETA back to base 15": when someone gets there
        if i + 1 < len(raws) and raws[i + 1].kind == "number" and touching(raws, i + 1) and (place := postcode(raws, i)) > i:
            return place  # "LS6 2QT": an address
        if i + 1 < len(raws) and raws[i + 1].kind in ("number", "signed") and touching(raws, i + 1) \
                and (code := formula(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return code  # "H2SO4", "LiAlH4": a formula or a code, typed close up
        if i + 1 < len(raws) and raws[i + 1].kind == "number" and raw.text[:1].isdigit() \
                and (colour := soil_colour(raws, i)) > i:
            return colour  # "10YR 4/3": a colour of the soil, in Munsell's notation
        if i + 1 < len(raws) and (raws[i + 1].kind == "number" or low in _VERSUS) \
                and (matched := self._codes_matched(raws, i)) > i:
            return matched  # "GBR 1427 v K 203": two boats, cars or cases by their codes, one against the other
        if i + 1 < len(raws) and (raws[i + 1].kind == "signed" or raws[i + 1].low in nouns().moves) \
                and (market := moved(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return market  # "FTSE down 2", "T+2": how the scene's quantities moved
        if low in ORDINALS and (tried := nth_try(raws, i, ORDINALS)) > i:  # "first attempt": which try
            return tried
        if number_word and (manner := counted_manner(raws, i)) > i:  # "one by one", "two at a time": how it goes
            return manner
        if number_word and (counted := count_got(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return counted  # "you've got one chance", "got two tickets": things counted, never faces
        if (cited := chapter_and_verse(raws, i)) > i and not self._names_someone(raws, i) \
                and (cited == i + 5 or not self._read_as_rules(raws, i)):
            return cited  # "Isaiah 40:1-11", "Mark 1:1-8": a book's chapter and verses (a range of them, even
            # where the book's name is a word of the game)
        if (counted := times_an_item(raws, i, lambda k: self._read_as_rules(raws, k) and not (
                raws[k].text.islower() and self._match(raws, k)[1] == "NAME"))) > i:  # (a nickname, lowercase: the noun)
            return counted  # "SKU 4471-B x 12", "foils x 24": how many of the item
        if (listed := counts_listed(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return listed  # "Tenors 3, basses 4, sopranos 9": how many of each
        if (row := _table_row(raws, i)) > i:
            return row  # "P 12 W 8 D 1 L 3": a table's row, its columns by their letters
        if number_word and (count := n_of_m(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return count  # "Seven out of eight, a proper scrap": a count out of a whole, in words
        radio = radio_words()
        if (number_word or low in radio.references or low in radio.clock_owners or low.count("-") >= 2) \
                and (said := self._radio_at(raws, i)) > i:  # "grid 4-7", "at my six", "two-seven-zero"
            return said
        if raw.text[:1].isdigit() and (length := measured(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return length  # (a word measures only typed with digits, as '2,000-year-old' is)
        if number_word and (hour := clock_time(raws, i)) > i:
            return hour  # "the eleven o'clock"
        if number_word and (counted := countdown(raws, i)) > i:
            return counted  # "Ten. Nine. Eight.": a countdown said in words
        if number_word and (resumed := count_resumed(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return resumed  # "forty feet. fifty.", "thirteen knocks. then twelve.": a count carried on
        for r in raws[i + 1 : i + 5]:  # (no number said right after the word: none of the checks below can open)
            if r.kind == "number" or r.low in NUMBER_WORDS:
                break
        else:
            return i
        if (held := cherished(raws, i)) > i:
            return held  # "my lucky number is 7": a number held dear, no die
        if (made := model_number(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return made  # "a Fiat 500": a thing's make and model
        if (stated := statistic(raws, i)) > i:
            return stated  # "n = 7", "α = 0.05": a statistic given its value
        if (kind_of := classed(raws, i, lambda k: self._read_as_rules(raws, k))) > i:
            return kind_of  # "Level 2 survey", "a Category 3 storm": which class of a thing, the scene's
        end = numbered(raws, i, rules_word=lambda k: self._read_as_rules(raws, k))
        return max(end, _decimal(raws, end - 1), dotted_code(raws, end - 1)) if end > i else end  # ("patch 4.2",
        # "no. 1987.45.3": the label's number whole)

    def _remark_beside_a_stat(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a stat's word in lowercase, stands alone between a comma and a sentence's end ('...,
        cool.') while the post names another stat with its sign ('roll +hot'): a remark on the scene, not the roll's
        stat."""
        if not (0 < i < len(raws) - 1) or not raws[i].text.islower() or raws[i - 1].text != "," \
                or raws[i + 1].text not in (".", "!"):
            return False
        return any(k != i and raws[k - 1].text == "+" and touching(raws, k) and (m := self._match(raws, k)) is not None
                   and m[1] == "ABILITY" and raws[k].low != raws[i].low for k in range(1, len(raws)))

    def _head_of_a_compound(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a word of the game's, ends a compound noun after a lowercase noun no rules word: after
        an article or an adjective and a word the dictionary has only as a noun ('the loaded pallet jack into ...'),
        or with a verb said of someone right after it ('shift lead says desperate'): a thing or a role, no deed."""
        if i < 1 or raws[i].kind != "word" or not raws[i].text.islower() or "NOUN" not in word_classes(raws[i].low) \
                or verb_bases(raws[i].low) != (raws[i].low,):
            return False  # (a noun's bare form only: "an hour repairing the radio" is a deed)
        noun = raws[i - 1]
        if noun.kind != "word" or not noun.text.islower() or "NOUN" not in word_classes(noun.low) \
                or "ADJ" in word_classes(noun.low) or noun.low in DETERMINERS or noun.low in PREPOSITIONS \
                or plural_noun(noun.low) or self._match(raws, i - 1) is not None:
            return False  # (a compound's first noun is singular: "gives the raiders what for" is a deed)
        before = raws[i - 2] if i > 1 else None
        if word_classes(noun.low) == {"NOUN"} and before is not None and before.kind == "word" \
                and (before.low in DETERMINERS or "ADJ" in word_classes(before.low) or before.low.endswith("ed")):
            return True
        after = raws[i + 1] if i + 1 < len(raws) else None
        return after is not None and after.kind == "word" and after.low.endswith("s") and after.low in _SAYING \
            and (before is None or before.kind == "mark" or before.low in DETERMINERS)

    def _capitals_heading(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a verb of the game in capitals opening the post, and the capitalised noun after it (no
        word of the game) head the page, a time of day or a colon after them ('RUN SHEET 11:00 ...', 'SHIFT LOG:'):
        a page's heading, no deed."""
        if i or len(raws) < 3 or not raws[0].text.isupper() or len(raws[0].text) < 3:
            return False
        noun, after = raws[1], raws[2]
        if noun.kind != "word" or not noun.text.isupper() or "NOUN" not in word_classes(noun.low) \
                or self._match(raws, 1) is not None:
            return False
        return after.text == ":" or after.kind == "number" and clock_time(raws, 2) > 3

    def _describes_the_deed(self, raws: list[Raw], i: int, value: object) -> bool:
        """Whether raws[i], a cue of the state of the one acted on, is an adjective between an article or a
        possessive and a noun that names the deed itself ('a confident lie', 'an emotional appeal'): it says how the
        deed is done, never the state of the one it is done to ('the suspicious guard' keeps it)."""
        if not i or i + 1 >= len(raws) or raws[i - 1].low not in _THING_DETERMINERS \
                or str(value) not in self.vocab.target_states:
            return False  # ("an unbelievable lie": the deed's own step, said of the deed)
        deed = self._match(raws, i + 1)
        return deed is not None and deed[1] in ("VERB", "TRICK", "MOVE") \
            and "NOUN" in word_classes(raws[i + 1].low)

    def _thing_moved(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a cue of the game that is an English verb of moving a thing (_MOVING_VERBS: 'push'), has a
        thing it moves right after it: an article or a possessive and a word no rules word of the game ('pushes the
        cart', 'pushed his way through'), or a count and what it counts ('push 2 mg of ...'), or a thing of the scene
        right before it that does the pushing ('as the crowd pushes forward'). Said so, it is the scene's, never the
        cue ('pushes herself', 'pushes for +1d', 'I push' keep it)."""
        if not any(base in _MOVING_VERBS for base in verb_bases(raws[i].low)):
            return False
        if i and raws[i].low != "push" and raws[i - 1].low in _NO_ONE_PUSHING:
            return True  # "something on the other side pushes back. it pushes back.": a thing pushes, no one's push
        if i > 1 and raws[i].low != "push" and (raws[i - 2].low in _THING_DETERMINERS or i > 2 and raws[
                i - 3].low in _THING_DETERMINERS and raws[i - 2].kind == "word" and raws[i - 2].low not in _JOINING_WORDS
                and raws[i - 1].low not in _JOINING_WORDS) \
                and raws[i - 1].kind == "word" \
                and raws[i - 1].low not in ("one", "own") and not self._read_as_rules(raws, i - 1) \
                and not self._names_someone(raws, i - 1):
            return True  # "as the crowd pushes forward", "the Chariot pushes on": a thing of the scene pushes, and
            # no one pushes themself
        if i and raws[i].low != "push" and self._thing_opens_sentence(raws, i):
            return True  # "Forced rhubarb pushing through under the buckets.": a thing of the scene pushes
        if i + 1 >= len(raws):
            return False
        if i + 2 >= len(raws):
            return _compound_noun(raws[i + 1])
        after, then = raws[i + 1], raws[i + 2]
        if _compound_noun(after) and not self._read_as_rules(raws, i + 1):
            return True  # "a push notification": a thing named by two nouns, no push
        if after.kind == "number" and after.text.isdigit():
            return then.kind == "word" and counts_a_thing(then.text) and not self._read_as_rules(raws, i + 2)
        if after.kind == "word" and 2 <= len(after.text) <= 4 and after.text.isupper() and then.kind == "word" \
                and then.text.islower() and plural_noun(then.low) and not self._read_as_rules(raws, i + 1):
            return True  # "push IV fluids", "pushes SC meds": a thing pushed, named by its kind's letters
        if after.kind == "word" and after.low in _THING_DETERMINERS and then.kind == "number" \
                and clock_time(raws, i + 2) > i + 2:
            return True  # "push the 3 pm to half past": the one booked then, moved
        return after.kind == "word" and after.low in _THING_DETERMINERS and then.kind == "word" \
            and then.low not in _NO_THING and not self._read_as_rules(raws, i + 2) \
            and not self._read_as_rules(raws, i + 1)

    def _thing_opens_sentence(self, raws: list[Raw], i: int) -> bool:
        """Whether the words from the sentence's start to raws[i] (one to three) name a thing, as its subject: plain
        words, no one named nor a rules word among them, no pronoun, the last a noun ('Forced rhubarb pushing ...')."""
        start = i - 1
        while start > 0 and raws[start - 1].kind == "word" and i - start < 3:
            start -= 1
        if start and not (raws[start - 1].kind == "mark" and raws[start - 1].text in ".!?;:"):
            return False
        words = range(start, i)
        return all(raws[k].kind == "word" and raws[k].low not in _PRONOUNS and raws[k].low not in ("i", "we", "they",
                                                                                                   "he", "she")
                   and not self._names_someone(raws, k) and not self._read_as_rules(raws, k) for k in words) \
            and "NOUN" in word_classes(raws[i - 1].low)

    def _question_headed(self, raws: list[Raw]) -> int:
        """Where a question about chances opens after the post's heading and its colon ("Planning tomorrow's tour:
        what are Pell's chances ...", "Honest question before arm-wrestling night (steins €15.90): what are ..."), or
        0: two words or more before the colon, in one sentence, none a rules word of the game nor anyone's name (a
        label such as "Zoe:" or "Prowl check:" stays read)."""
        if not next((raw.text == ":" for raw in raws[:30] if raw.kind == "mark" and (
                raw.text in ".!?;\n" or raw.text == ":")), False):
            return 0  # (no colon closes the first sentence: no heading, whatever its words are)
        words = 0
        for k, raw in enumerate(raws[:30]):
            if raw.kind == "mark" and raw.text in ".!?;\n":
                return 0
            if raw.kind == "mark" and raw.text == ":":
                return k + 1 if words >= 2 and question_at(raws, k + 1)[0] > k + 1 else 0
            if raw.kind == "word":
                if (m := self._match(raws, k)) is not None and m[1] not in _HEADING_WORDS or self._loaded_name(raw.low):
                    return 0
                words += 1
        return 0

    def _aside_after_a_name(self, raws: list[Raw], i: int) -> int:
        """Where an aside in brackets opening at raws[i] ends ('Big Davie (seat 22C) assists', 'Hopper (our
        driver) helps'), or i: right after a capitalised word and before a lowercase word, a few words that open with
        a plain word and hold no rules word of the game: who the one named is, never the roll's."""
        if not i or raws[i - 1].kind != "word" or not raws[i - 1].text[:1].isupper():
            return i
        close = next((k for k in range(i + 1, min(i + 6, len(raws))) if raws[k].text == ")"), None)
        if close is None or close == i + 1 or close + 1 >= len(raws) or raws[i + 1].kind != "word" \
                or raws[close + 1].kind != "word" or not raws[close + 1].text.islower():
            return i
        if any(raws[k].kind == "mark" or self._read_as_rules(raws, k) for k in range(i + 1, close)):
            return i
        return close + 1

    def _read_as_rules(self, raws: list[Raw], k: int) -> bool:
        """Whether the game's vocabulary reads raws[k] as any of its rules words (no plain word nor verb)."""
        return (m := self._match(raws, k)) is not None and m[1] not in ("WORD", "VERB")

    def _calling(self, raws: list[Raw], i: int, text: str) -> str | None:
        """The loaded name a part or prefix of it stands for (lookup.callings), where the word stands as a name:
        capitalised and no common English word, or capitalised inside a sentence; else only where a name stands
        (_stands_as_name). Two names for it are asked about there. A title ('Chef' of 'Chef Brossard') stands for
        the name only with the rest of it after it."""
        raw = raws[i]
        low = raw.low
        base = low[:-2] if low.endswith("'s") else low.rstrip("'")
        names = self.called.get(base)
        if names is None or not _as_name(raws, i, base):
            return None
        if base in TITLES and not _name_goes_on(text, raw.start + len(raw.text), names):
            return None  # "Quick one, Chef, ...": a title alone is a form of address, never 'Chef Brossard'
        if i and raws[i - 1].kind == "word" and raws[i - 1].text[:1].isupper() and _one_space_apart(raws, i - 1) \
                and not common_word(raws[i - 1].low) and not raws[i - 1].low.endswith(("'s", "s'")) \
                and not self._names_someone(raws, i - 1) \
                and not any(base in re.split(r"[\s-]+", n.lower()) for n in names):
            return None  # "the fish-smoke of Glasswater Ward": a prefix of 'the Lantern-Warden' closing another name
        if len(names) > 1:
            shown = raw.text[: len(base)]
            raise PhraseError(f"Who is '{shown}': {' or '.join(names)}?", text=text, column=raw.start + 1,
                              length=len(shown), suggestions=names,
                              hint="Say more of the name, or the whole name.")
        return names[0]

    def _compound_noun(self, raws: list[Raw], i: int) -> bool:
        """Whether the verb at raws[i] closes a noun's compound after a preposition, as a wire drops the possessive
        ('at stationmaster knee', 'on signal box lever'): a noun of the place, never the deed."""
        if i < 2 or raws[i - 1].kind != "word" or raws[i - 2].low not in PREPOSITIONS:
            return False
        noun = raws[i - 1].low
        if noun in DETERMINERS or noun in PREPOSITIONS or noun in _JOINING or noun.endswith(("'s", "'")):
            return False  # ("boxcars on Ripper's punch": whose deed, said as theirs)
        if (named := self._match(raws, i - 1)) is not None:  # ('at stationmaster knee': one the GM plays, whose knee)
            return named[0] == 1 and named[1] == "NAME" and named[2] in self.vocab.npcs  # (never "... in Hollis
            # shoots", a player's character doing the deed)
        return "NOUN" in word_classes(noun) or not common_word(noun)

    def _called_by_name(self, raws: list[Raw], i: int) -> int:
        """Where 'a decker called Bish', 'an old sailor named Jess' opens, with 'called' or 'named' at raws[i]: an
        article, perhaps a word or two saying what kind, and a noun, then a loaded character's name; or i."""
        m = self._match(raws, i + 1) if i + 1 < len(raws) else None
        if m is None or m[1] != "NAME" or i < 2 or (common_word(raws[i - 1].low)
                                                      and "NOUN" not in word_classes(raws[i - 1].low)):
            return i
        for first in range(i - 2, max(i - 5, -1), -1):
            if raws[first].kind != "word":
                return i
            if raws[first].low in ("a", "an"):
                return first
        return i

    def _done_by_someone(self, raws: list[Raw], i: int) -> bool:
        """Whether raws[i], a verb of the game, is said as one where English says it as a noun first (words.NOUNS_FIRST:
        'fire'): with its doer before it ('She fires', 'Nemesis calmly fires', 'and then fires', 'tries to fire',
        'can I fire'), as a command opening the sentence ('fire at the goon!'), or going on ('keeps firing'); never
        after an article, a preposition or another verb ('on fire', 'catches fire', 'smoke and fire'), nor as the
        subject of a verb ('fire spreads'). Any other verb is the game's wherever it stands."""
        low = raws[i].low
        if not NOUNS_FIRST.intersection(verb_bases(low)):
            return True
        if low.endswith("ing"):  # "keeps firing", "firing wildly": going on, but "the firing range"
            return not (i and raws[i - 1].kind == "word" and (raws[i - 1].low in DETERMINERS
                                                             or raws[i - 1].low in PREPOSITIONS))
        k = i - 1
        while k >= 0 and raws[k].kind == "word" and (raws[k].low in HOW_WHEN or adverb(raws[k].low)):
            k -= 1  # "She calmly fires", "and then fires"
        base = low in NOUNS_FIRST
        if k < 0 or (raws[k].kind == "mark" and raws[k].text in _SENTENCE_MARKS):
            after = raws[i + 1] if i + 1 < len(raws) else None  # "fire at the goon!", but "fire spreads"
            return base and k == i - 1 and (after is None or after.kind != "word" or not said_of_someone(after.low))
        before = raws[k]
        if before.kind == "mark":  # "ducks out, fires twice": the doer's next verb
            return before.text == "," and not base
        word = before.low
        if word in SUBJECT_PRONOUNS or word in MODALS or word == "you" or (word == "to" and base):
            return True  # ("did you fire your gun?": the witness asked, or the GM's 'you')
        if word in ("and", "then"):  # "steps out and fires", but "smoke and fire"
            return not base
        match = self._match(raws, k)
        return match is not None and match[1] == "NAME" or self._loaded_name(word) or (
            before.text[:1].isupper() and not common_word(word))  # "Orr fires", "Castellane fires": someone named

    def _counts(self, raws: list[Raw], i: int) -> bool:
        """'a' / 'two' before 'step', 'dice' or a resource ('a war die') is a count."""
        m = self._match(raws, i)
        return m is not None and m[1] in ("STEP", "RESOURCE", "DICE")

    @staticmethod
    def _join_lists(tokens: list[Token], text: str) -> list[Token]:
        """Keep lists whole: drop 'and' between two numbers, names or conditions ('3 and 9', 'Zoe and Elodie'),
        and a comma inside a list that a keyword opened ('helped by Zoe, Elodie', 'dice 6, 7, 1')."""
        last = len(tokens) - 1
        # Only a separator between two items of one kind can be dropped: most phrases have none.
        for k in range(1, last):
            if tokens[k].type == "SEP" and tokens[k - 1].type == tokens[k + 1].type:
                break
        else:
            return tokens
        out: list[Token] = []
        listing: str | None = None  # the kind of item a list opened by HELPED / ROLLED / DICE / a counted resource holds
        spaced = False  # two items of the list stood side by side ('rolled 6 6')
        for k, tok in enumerate(tokens):
            kind = tok.type
            side_by_side = k > 0 and tokens[k - 1].type == kind
            if kind == "SEP":
                if out and k < last:
                    prev, nxt = out[-1].type, tokens[k + 1].type
                    joins = tok.value.lower() in ("and", "&") and prev == nxt and prev in ("NUMBER", "NAME", "CUE")
                    # A list item ends there or goes on ("Zoe, Elodie"); "1 1, 12 war dice" or "Zoe, Elodie rolled
                    # 6 7" start a clause of their own, and so does a comma after items said side by side ("he
                    # rolled 6 6, 2 and 3": a second set, not one of four).
                    after = tokens[k + 2].type if k + 2 <= last else None
                    if tok.value == "," and nxt == "SEP" and str(tokens[k + 1].value).lower() in ("and", "&") \
                            and listing is not None and prev == listing == after:
                        continue  # "rolled 6, 6, and 3": the list's last comma, before its 'and'
                    item = after in (None, "SEP", listing) or after == "COLON" and (k + 3 > last or tokens[k + 3].type not in (
                        "NUMBER", "FACES"))  # ("rolled 1, 1, 6: a boot on a loose plate": what came of the dice)
                    if spaced and item and tok.value == "," and listing == "NUMBER" and prev == nxt == listing:
                        raise PhraseError("I can't tell where one set of dice ends and the next begins", text=text,
                                          column=tok.start_pos + 1, length=1,
                                          hint="Give each set once, with whose it is: e.g. 'he rolled 6 6, "
                                               "I rolled 2 3', or 'rolled 6, 6, 2 and 3' for one set.")
                    if joins or (tok.value == "," and listing is not None and prev == nxt == listing and item) or (
                            tok.value == "," and prev == nxt == "NAME" and _names_then_and(tokens, k + 1)):
                        continue
            elif kind == "HELPED":
                listing, spaced = "NAME", False
            elif kind in ("ROLLED", "DICE") or (kind == "RESOURCE" and lexicon().counted(str(tok.value))) or (
                    kind == "COLON" and k < last and tokens[k + 1].type == "NUMBER"):
                listing, spaced = "NUMBER", False  # ("shoot the guard: 7, 2": the faces after a colon are one list too)
            elif kind == listing:
                spaced = spaced or side_by_side
            elif kind != "COLON":
                listing = None
            out.append(tok)
        return out


_SENTENCE_MARKS = frozenset('.!?:;"(')
# What a dice bot prints before its roll ('Roll:', 'Result:', 'rolled', the colon after its name), and what stays
# there for the roll: whose dice they are, or which resource's.
def _deed_named_after(raws: list[Raw], i: int, tokens: list[Token], rules_word: Callable[[list[Raw], int], bool]) -> bool:
    """Whether a colon after a deed says what the deed is, as a rulebook names it ('Tamsin swings her baton at the
    sentry: a Melee Strike against Moderate'): 'a' or 'an' and a rules word after it, a verb of the deed before."""
    return i + 1 < len(raws) and raws[i].low in ("a", "an") and bool(rules_word(raws, i + 1)) \
        and any(t.type in ("VERB", "TRICK") for t in tokens)


def _object_named(tokens: list[Token]) -> bool:
    """Whether the last token is a name that the verb right before it acts on ('read Lieutenant Okafor'): a colon
    after it goes on about them, and is no label of who acts (but in "climb the wall Vex: go" it may be). The skill
    of a trick said in brackets may stand between ('makes the Bluff (Deception) to the customs officer: ...')."""
    return len(tokens) > 1 and tokens[-1].type == "NAME" and (tokens[-2].type in ("VERB", "TRICK") or (
        len(tokens) > 3 and tokens[-2].type == "SKILL" and tokens[-3].type == "SEP" and tokens[-4].type == "TRICK"))


_BOT_LABELS = frozenset({"COLON", "ROLL", "ROLLED", "DICE"})
_BOT_KEEPS = frozenset({"NAME", "RESOURCE"})


def _bot_roll(raws: list[Raw], i: int, text: str) -> BotRoll | None:
    """A dice bot's roll at notation (bots.py), imported where notation is first met: a phrase without any starts
    without it."""
    from rollmate.grammar.bots import bot_roll

    return bot_roll(raws, i, text)


def _without_rulings(tokens: list[Token], text: str) -> list[Token]:
    """The tokens without the action words of a ruling the GM made, told back to them ('you allowed him a modest bonus
    for his years of service': the reason for the bonus, no second action; 'which you allowed as a +1': no skill
    named 'Allowed'); its rules words and numbers stay."""
    spans = rulings_in(text)
    spans = [(s, e) for s, e in spans if any(t.type not in _NO_RULING and s <= (t.start_pos or 0) < e for t in tokens)]
    if not spans:  # ("you gave the guard a punch" rules nothing: its action is an action, and two are asked about)
        return tokens
    return [t for t in tokens if not (t.type in ("VERB", "WORD") and any(s <= (t.start_pos or 0) < e for s, e in spans))]


# What a ruling told back to the GM may hold and still rule nothing: words of the scene and people.
_NO_RULING = frozenset({"VERB", "WORD", "NAME", "PRONOUN", "SEP", "IS", "TRICK", "SKILL"})


# "spend a war die on the shot": between a resource spent and one word of doing, the roll it is spent on.
_SPENT_ON = r"(?i)\s+(?:on|for|into)\s+(?:the|this|that|my|his|her|their|its|our|your)\s+$"
# Words that name the roll itself, not a doing of its own ("on the climb" stays a climb).
_ROLL_NOUNS = frozenset({"shot", "shoot", "attack", "roll", "attempt", "try", "throw", "swing", "strike", "blow",
                         "check", "effort"})


def _spent_on_the_roll(tokens: list[Token], text: str) -> list[Token]:
    """The tokens without the one word for the roll a resource is spent on ('spends a war die on the shot', '... on
    the attack'): that is the roll the resource adds to, no second action ('on the climb' is still a climb)."""
    keep: list[Token] = []
    for k, tok in enumerate(tokens):
        if tok.type == "VERB" and keep and keep[-1].type == "RESOURCE" \
                and any(t.type == "SPEND" for t in keep[-3:]) \
                and re.compile(_SPENT_ON).fullmatch(text, keep[-1].end_pos or 0, tok.start_pos or 0) \
                and " " not in text[tok.start_pos : tok.end_pos].strip() \
                and str(tok.value).lower() in _ROLL_NOUNS and (k + 1 == len(tokens) or tokens[k + 1].type == "SEP"):
            continue
        keep.append(tok)
    return keep


def _bot_name(tokens: list[Token], k: int) -> bool:
    """tokens[k] is a word nobody knows before a colon ('Avrae:', 'Sage:'): a bot's name."""
    return tokens[k].type in ("WORD", "STRANGER") and k + 1 < len(tokens) and tokens[k + 1].type == "COLON"


def _capitalised(lexed: Lexed, tok: Token) -> bool:
    """The word was typed capitalised ('DiceCat')."""
    return lexed.text[tok.start_pos : tok.start_pos + 1].isupper()


def _modal_named(raws: list[Raw], i: int) -> bool:
    """A capitalised modal that is someone's name ('Will climbs the fence', 'Will, roll ...', 'have Will roll'): a
    modal is never followed by a comma nor by a verb said of someone, nor said after 'have' or 'let' ('Will you
    roll?', 'May I roll?' stay filler)."""
    raw = raws[i]
    if raw.low not in MODALS or not raw.text[:1].isupper() or i + 1 >= len(raws):
        return False
    if i and raws[i - 1].kind == "word" and raws[i - 1].low in BIDDING:
        return True
    after = raws[i + 1]
    if after.kind == "mark":
        return after.text == ","
    return after.kind == "word" and after.low not in FILLER and said_of_someone(after.low)


# Words after which a name stands, never a modal ("help Will climb", "roll for May", "Vex and Will").
_NAME_AFTER = BIDDING | PREPOSITIONS | {"help", "helps", "helping", "helped", "and", "or", "&"}
# Words after which a modal is one ("I will", "she may", "we can"): its subject.
_MODAL_SUBJECTS = SUBJECT_PRONOUNS | {"you", "it", "that", "this", "who", "i'll"}


def _modal_named_someone(raws: list[Raw], i: int, text: str, name: object) -> bool:
    """raws[i] is a modal that is also someone's name ('will' for Will, 'may' for May): it is that person only where a
    name stands: after 'have', 'for', 'with', 'help', 'and' ('have Will roll', 'roll for May'), before a comma or a
    colon, at the end, or before a verb said of someone ('Will climbs', 'May's knife'); a modal after its subject
    ('I will climb', 'she may try'), before one ('will you roll', 'May I'), or before a verb's base form with no
    capital inside a sentence ('i will climb') is the modal. A capitalised one opening a sentence before a base form
    ('Will climb the fence') may be either: asked, never guessed."""
    raw = raws[i]
    before = raws[i - 1] if i else None
    after = raws[i + 1] if i + 1 < len(raws) else None
    if before is not None and before.kind == "word" and before.low in _NAME_AFTER:
        return True
    if after is None or after.kind != "word":
        return after is None or after.text in ",:.!?;)" or after.kind != "mark"
    if before is not None and before.kind == "word" and before.low in _MODAL_SUBJECTS:
        return False
    if after.low in _MODAL_SUBJECTS or after.low in ("not", "be", "have", "never", "also", "just", "still"):
        return False
    if said_of_someone(after.low) or after.low in ("and", "&"):
        return True
    if not raw.text[:1].isupper():
        return False
    opening = before is None or (before.kind == "mark" and before.text in _SENTENCE_MARKS)
    if not opening:
        return True  # "ok Will climb the fence": a capital no modal has inside a sentence
    said = text[raw.start : after.start + len(after.text)]
    raise PhraseError(f"Is '{raw.text}' {name} here, or '{raw.low}' as in 'I {raw.low} {after.low}'?", text=text,
                      column=raw.start + 1, length=len(raw.text),
                      hint=f"For {name}, say '{name}, {after.low} ...' or '{name} {after.low}s ...'; otherwise "
                           f"'I {said.lower()} ...'.")


# What ends a likeness ("as if I were wounded and beg him ..."): the next clause of the action.
_LIKENESS_ENDS = frozenset({"and", "but", "then", "while", "so"})


# Words saying the verb after them is not done ("doesn't look up", "never looks back", "does not search", "without
# looking"); adverbs may stand between ("doesn't even look").
_NOT_DONE = frozenset({"doesn't", "don't", "didn't", "won't", "wouldn't", "can't", "cannot", "couldn't", "never",
                       "not", "without", "shouldn't", "mustn't"})


def _not_done(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] is said as not done: a word of _NOT_DONE before it, adverbs between, 'not to'
    ('tries not to look'), or an -ing form after 'no luck' ('no luck selling it')."""
    k = i - 1
    while k >= 0 and i - k <= 3 and raws[k].kind == "word" and raws[k].low not in _NOT_DONE and adverb(raws[k].low):
        k -= 1
    if k < 0 or raws[k].kind != "word":
        return False
    low = raws[k].low.replace("’", "'")
    if raws[i].low.endswith("ing") and k == i - 1 and k and raws[k - 1].low == "no" and low in tried():
        return True  # "No luck selling the spare deck yet": tried and not done, the scene
    return low in _NOT_DONE or (low == "to" and k > 0 and raws[k - 1].low == "not")


# Someone's pronoun between a verb of fortune and the resource's word ("wish me luck", "push his luck").
_WHOSE_FORTUNE = frozenset("me us him her them you my our his their your its some a little bit of to for".split())


def _fortune(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a resource's one word, is said as the scene's fortune: after a word of fortune ("very bad
    luck", "with any luck", "no such luck"), or as what a verb of wishing, risking or trusting is about, with only
    someone's pronoun between ("wish me luck besties", "pushing my luck", "trusting to luck"). Never the verbs of
    spending ("spend my luck", "using her luck")."""
    if not i or raws[i - 1].kind != "word":
        return False
    if raws[i - 1].low in FORTUNE or raws[i - 1].low in ANY_FORTUNE:
        return True
    j = i - 1
    while j > 0 and raws[j].kind == "word" and raws[j].low in _WHOSE_FORTUNE:
        j -= 1
    return raws[j].kind == "word" and any(base in FORTUNE_VERBS for base in verb_bases(raws[j].low))


# A verb of being said with its subject, before a participle that says what the subject is ("he's built like ...").
_BEING = frozenset("is are was were am be been being isn't aren't wasn't weren't he's she's it's they're we're i'm "
                   "you're that's im hes shes theyre youre thats".split())


def _state_participle(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb's -ed form or irregular participle, says what someone or something is after a verb of
    being, with nothing after it to act on ("he's literally built like a fridge", "the door is locked.", "she's
    trained in knives"): a state, never the actor's action. With an object after it ("she's picked the lock": has
    picked) or its doer ("the bouncer is punched by Dex") it stays the action."""
    if not (raws[i].low.endswith("ed") or irregular_participle(raws[i].low)):
        return False
    j = i - 1
    while j > 0 and raws[j].kind == "word" and (raws[j].low in DEGREE_WORDS or adverb(raws[j].low)):
        j -= 1  # "he's literally built", "it's so broken"
    after = raws[i + 1] if i + 1 < len(raws) else None
    if j < 0 or raws[j].kind != "word":
        return _felt_alone(raws, i, after, graded=j < i - 1)
    if j == i or raws[j].low.replace("’", "'") not in _BEING:
        return False
    if after is not None and after.low == "by":
        return False  # "the bouncer is punched by Dex": the deed said of the one it is done to, its doer after 'by'
    return after is None or after.kind != "word" or after.low in PREPOSITIONS or after.low in ("like", "as")


# Nouns of the rules that are verbs too ("trick"), said right after a skill or "improvised".
_RULES_NOUNS = frozenset({"trick", "tricks"})


def _players_character(tokens: list[Token], text: str) -> list[Token]:
    """"Grace's Pim assists", "Mo's Vex sneaks": a name said as whose character, right before the character's own
    name, both standing for one character (the player's name on the sheet's aka list): one mention of them, never
    the character as something of theirs."""
    out: list[Token] = []
    for tok in tokens:
        last = out[-1] if out else None
        if last is not None and last.type == "NAME" and tok.type == "NAME" and last.value == tok.value \
                and text[last.start_pos : last.end_pos].lower().endswith(("'s", "’s")) \
                and not text[last.end_pos : tok.start_pos].strip():
            out[-1] = token("NAME", tok.value, last.start_pos, tok.end_pos)
            continue
        out.append(tok)
    return out


_GETTING = frozenset("get gets got gotten getting".split())


def _got_done_to(raws: list[Raw], i: int) -> int:
    """Where a passive made with 'get' at raws[i] ends, past the participle and any words of degree before it ("he
    got absolutely cooked by that drone", "she got so scammed"), or 0: what was done to the subject, never a deed of
    getting somewhere or getting someone to do a thing."""
    if raws[i].low not in _GETTING:
        return 0
    k = i + 1
    while k < len(raws) and raws[k].kind == "word" and (raws[k].low in DEGREE_WORDS or adverb(raws[k].low)):
        k += 1
    done = k < len(raws) and raws[k].kind == "word" and (
        raws[k].low.endswith("ed") and len(raws[k].low) > 4 or irregular_participle(raws[k].low))
    return k + 1 if done else 0


def _felt_alone(raws: list[Raw], i: int, after: Raw | None, graded: bool) -> bool:
    """Whether the participle raws[i], opening its clause, is the whole clause and says how the speaker feels: graded
    by a word of degree before it and nothing after it to act on ("lowkey scared, got 6 3", "so tired."), or closed
    by a chat word of feeling ("scared ngl", "spooked tbh"). A deed said alone ("ducked, rolled 6 3") stays a deed."""
    if after is not None and after.kind == "word":
        return after.low in INTERJECTIONS or after.low in FEELING_TAGS
    return graded


# Verbs the referee grants a bonus with, before the one granted and the bonus ("GM gave Halloran +1 for ...").
_GRANTING = frozenset({"gave", "gives", "give", "granted", "grants", "grant", "allowed", "allows", "awarded", "awards"})
# Words between 'a' and a face that say it is the only one ("rolled a single 6", "a lone 4").
_ONE_OF = frozenset({"single", "lone", "solitary", "lonely"})


def _between_marks(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] stands alone between a comma or dash and a mark closing its clause (', remember,')."""
    return 0 < i and raws[i - 1].kind == "mark" and raws[i - 1].text in ",;—–(" and (
        i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ",;.!?)—–")


# Words that open a verb's object right after it ("and sweetens it", "and pays the man").
_OBJECT_OPENERS = frozenset({"it", "him", "her", "them", "the", "a", "an", "his", "their", "my", "our", "your", "its",
                             "this", "that", "those", "these", "up", "off", "out", "over", "everyone", "everything"})


def _participle_before_noun(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb's -ed or -ing form, stands between an article or possessive and a word of its noun
    phrase ("the terrified villagers", "his wounded friend", "the fleeing thief", "a stolen clipboard"), or an -ed
    form between a preposition and a noun ("for forged entries"): an adjective saying what someone or something is,
    never the actor's action."""
    if i == 0 or i + 1 >= len(raws):
        return False
    raw, before, after = raws[i], raws[i - 1], raws[i + 1]
    if after.kind != "word" or after.low in FILLER or after.low in DETERMINERS or after.low in PREPOSITIONS:
        return False
    if before.kind == "word" and before.low in PREPOSITIONS and "NOUN" in word_classes(after.low):
        # "studies the ledger for forged entries", "with stolen papers": a past participle after a preposition and
        # before a noun describes it (an -ing form there is a doing: "for hacking systems")
        return raw.low.endswith("ed") or irregular_participle(raw.low)
    if before.kind != "word" or not (before.low in DETERMINERS or before.low.endswith("'s")):
        return False
    return raw.low.endswith(("ed", "ing")) or irregular_participle(raw.low)


def _thing_then_participle(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] is a past participle right after a thing named with its article, a preposition
    after it ('attunes to the ghost caught in the projector beam', 'the ledger hidden under the boards'): what was
    done to the thing, a clause cut short, never the deed."""
    low = raws[i].low
    if i < 2 or i + 1 >= len(raws) or not (low.endswith("ed") or irregular_participle(low)):
        return False
    noun = raws[i - 1]
    return noun.kind == "word" and noun.text.islower() and "NOUN" in word_classes(noun.low) \
        and raws[i - 2].low in DETERMINERS and raws[i + 1].low in PREPOSITIONS


_CLAUSE_OPENERS = frozenset({"because", "while", "when", "if", "as", "since", "though", "although", "until", "once",
                             "whereas", "unless", "cos", "cause"})
_CONTACT_AUX = frozenset({"been", "being", "was", "were", "is", "are", "had", "has", "have", "'ve", "'d", "keep",
                          "kept", "always", "still", "just"})
_CONTACT_SUBJECTS = re.compile(r"(?:they|he|she|we|you)(?:['’](?:ve|d|s|re))?")


def _contact_clause_verb(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] is said of a pronoun right after a thing, its helping words between ('wrecks the
    old lamphouse they've been hiding the ledger in', 'the van she was driving'): what someone did to the thing the
    deed is done to, a clause of its own with no 'that', never the deed."""
    k = i - 1
    while k >= 0 and raws[k].kind == "word" and raws[k].low in _CONTACT_AUX:
        k -= 1
    if k < 1 or k == i - 1 and "'" not in raws[k].low.replace("’", "'") or not raws[k].low[:1].isalpha():
        return False  # (a helping word between, or one joined to the pronoun: never 'but he punches the raider')
    thing = raws[k - 1]
    return _CONTACT_SUBJECTS.fullmatch(raws[k].low) is not None and thing.kind == "word" and thing.text.islower() \
        and ("NOUN" in word_classes(thing.low) or not word_classes(thing.low)) and thing.low not in DETERMINERS \
        and thing.low not in PREPOSITIONS and thing.low not in _JOINING and thing.low not in _CLAUSE_OPENERS
    # ('lamphouse': a noun no dictionary here has; never 'but she still be fightin'': a clause of its own)


def _whose_verb(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] follows 'who' (adverbs between) inside a sentence, or 'which': a question asked
    within it ('We ask who really runs the night markets'), what someone described does ('the porter who runs the
    lodge') or what a thing does ('the server, which runs Middle Corp security'); never the deed of the one who acts
    ('Who sneaks past?' opens its sentence, and asks)."""
    k = i - 1
    while k >= 0 and raws[k].kind == "word" and adverb(raws[k].low):
        k -= 1
    if k > 0 and raws[k].low == "which" and raws[i].low.endswith("s"):
        return True  # "the records server, which runs Middle Corp security": what a thing does
    return k > 0 and raws[k].low in ("who", "whoever") and raws[i].low.endswith("s") \
        and not (raws[k - 1].kind == "mark" and raws[k - 1].text in ".!?:;(\",")  # ("Vex, who sneaks past ...": as said)


def _place_of_a_named_roll(raws: list[Raw], i: int, tokens: list[Token]) -> bool:
    """Whether the word at raws[i], a noun only that a game reads as a deed's cue ('library' for Study), is the place a
    roll named in its clause goes through ('leads a group prowl ... through the night library'): a preposition of
    where, an article, at most two plain words, then the noun; never where no roll is named ('searches through the
    archives' keeps its cue)."""
    if word_classes(raws[i].low) != {"NOUN"}:
        return False
    k = i - 1
    while k > 0 and i - k <= 2 and raws[k].kind == "word" and raws[k].low not in DETERMINERS:
        k -= 1
    if k < 1 or raws[k].low not in DETERMINERS or raws[k - 1].low not in _THROUGH:
        return False
    for t in reversed(tokens):
        if t.type == "SEP" and str(t.value) in (".", ";", "!", "?"):
            return False  # (its sentence only: 'with Magnus and Imogen' goes on)
        if t.type == "SKILL":
            return True
    return False


# Prepositions of where a roll goes ("through the library", "across the quad").
_THROUGH = frozenset({"through", "across", "around", "along", "past", "into", "round", "inside"})


def _opens_sentence(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] opens the text or a sentence (a mark of _SENTENCE_MARKS right before it)."""
    return i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in _SENTENCE_MARKS


def _plural_subject(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] is a plural noun opening a sentence with a verb said of someone right after it
    ('Slugs got 5 of 8 seedlings', 'Punches landed everywhere'): the things that act, never a deed ('Shoots the
    guard' keeps it)."""
    if i + 1 >= len(raws) or not _opens_sentence(raws, i):
        return False
    after = raws[i + 1]
    return plural_noun(raws[i].low) and after.kind == "word" and after.low.isalpha() and said_of_someone(after.low) \
        and "NOUN" not in word_classes(after.low)


def _work_heading(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] is a capitalised -ing form opening a sentence with a noun after it and a colon
    closing the words ('Snagging list, Bed 2 (3.6m x 2.9m): ...', 'Sowing plan for the pickers: ...', 'Pruning
    notes:'): a heading naming the work, never a deed ('Snagging the rope, Vex climbs' keeps it)."""
    raw = raws[i]
    if not raw.text[:1].isupper() or not raw.low.endswith("ing") or i + 1 >= len(raws) \
            or not _opens_sentence(raws, i):
        return False
    after = raws[i + 1]
    if after.kind != "word" or after.low in _PRONOUNS or after.low in DETERMINERS \
            or "NOUN" not in word_classes(after.low):
        return False
    for k in range(i + 2, len(raws)):
        if raws[k].kind == "mark" and raws[k].text in ".!?;" and not (k + 1 < len(raws) and touching(raws, k + 1)):
            return False  # (a sentence's end; '3.6m' goes on)
        if raws[k].kind == "mark" and raws[k].text == ":":
            return True
    return False


def _compound_noun(raw: Raw) -> bool:
    """Whether a word after a verb of moving makes a compound noun with it ('push notification', 'push bike'): a noun
    only, and no pronoun ('push himself', 'push it' keep the verb)."""
    return raw.kind == "word" and raw.low not in _PRONOUNS and word_classes(raw.low) == {"NOUN"}


_PRONOUNS = frozenset("me you him her it us them one myself yourself himself herself itself ourselves yourselves "
                      "themselves themself".split())


def _linking(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb of seeming that a game also reads as a deed ('looks', 'sounds', 'feels'), links its
    subject to an adjective closing the clause ('looks stable.', 'looked calm and ...') or to what follows 'like' or
    'as if': what someone seems, never a search. 'looks around', 'looks hard at the guard' keep the deed (an adverb, or no clause closed)."""
    if not any(base in _SEEMING for base in verb_bases(raws[i].low)) or i + 1 >= len(raws):
        return False
    said = raws[i + 1]
    if said.low == "like" or said.low == "as" and i + 2 < len(raws) and raws[i + 2].low in ("if", "though"):
        return True  # "he looks like he'd sell his own mother", "it sounds as if ...": what seems, no deed
    classes = word_classes(said.low) if said.kind == "word" else frozenset()
    if "ADJ" not in classes or "ADV" in classes:
        return False
    after = raws[i + 2] if i + 2 < len(raws) else None
    return after is None or after.kind == "mark"


_SEEMING = frozenset({"look", "seem", "sound", "feel", "appear"})


def _slashed_shorthand(raws: list[Raw], i: int) -> int:
    """Where a note's shorthand of two lowercase letters joined by a slash ends ('r/v', 'c/o', 's/p', 'n/v'), opening
    at raws[i], or i: typed close up, with no more letters or numbers on it. (A game's values said so, 'r/s' for risky
    and standard, are read before this: shorthand.py.)"""
    if i + 2 >= len(raws) or raws[i].kind != "word" or len(raws[i].text) != 1 or not raws[i].text.islower() \
            or raws[i + 1].text != "/" or raws[i + 2].kind != "word" or len(raws[i + 2].text) != 1 \
            or not raws[i + 2].text.islower() or not touching(raws, i + 1) or not touching(raws, i + 2):
        return i
    if i + 3 < len(raws) and touching(raws, i + 3) and raws[i + 3].kind != "mark":
        return i
    return i + 3


# English verbs of moving a thing that a game may take as a cue ('push'), and the words before the thing moved.
_MOVING_VERBS = frozenset({"push", "shove"})
_THING_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "his", "its", "their", "our",
                                "your", "some"})
_NO_THING = frozenset({"limit", "limits", "odds"})  # "pushes the odds": no thing moved (a resource is a rules word)


def _what_a_thing_is_to(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb after 'to', closes 'is a (hard) NOUN to VERB' with no object of its own ("It's a hard
    spot to hit through the awnings", "that was a tough lock to pick."), or closes its clause after an adjective said
    of a thing before it ("A weird little lot, hard to read.", "the old man is impossible to sway;"): what a thing is
    like to do, no deed."""
    if i < 3 or raws[i - 1].low != "to":
        return False
    if (i + 1 == len(raws) or raws[i + 1].kind == "mark" and raws[i + 1].text in ".,;!?)…") \
            and raws[i - 2].low in _HOW_HARD \
            and (raws[i - 3].text == "," or raws[i - 3].low.replace("’", "'") in _IT_IS | _DEGREE):
        return True
    if raws[i - 2].low in _HOW_HARD | _HOW_RISKY and raws[i - 3].kind == "mark" and raws[i - 3].text in ".!?;:":
        return True  # "Risky to plant out before May, but she tries.": what doing a thing is like, said of no one
    if i < 4 or (i + 1 < len(raws) and raws[i + 1].kind == "word" and raws[i + 1].low not in _WHERE_AFTER):
        return False
    k = i - 2
    if raws[k].kind != "word" or "NOUN" not in word_classes(raws[k].low):
        return False
    closes = i + 1 == len(raws) or raws[i + 1].kind == "mark"
    while k > 0 and raws[k - 1].kind == "word" and raws[k - 1].low not in ("a", "an") and i - k < (7 if closes else 4):
        k -= 1
    return k >= 2 and raws[k - 1].low in ("a", "an") and (raws[k - 2].low.replace("’", "'") in _IT_IS or (
        closes and raws[k - 2].low in _LISTING))  # "14 teams and a very easy one about capitals to finish.": a
    # thing listed, with what it is there to do


_LISTING = frozenset({",", "and", "plus", "with", ":", ";", "("})  # words and marks a thing of a list is said after


_WHERE_AFTER = frozenset({"through", "from", "with", "at", "in", "on", "by", "under", "over", "past", "without",
                          "across", "into", "for"})
_IT_IS = frozenset({"is", "was", "'s", "it's", "that's", "s", "looks", "seems", "be", "being", "sounds"})
_DEGREE = frozenset({"so", "too", "very", "pretty", "really", "bit", "damn", "awfully"})  # ("too hard to read.")
# Adjectives of how hard a thing is to do ("hard to read", "impossible to sway"), said of a thing; never one of a
# person's readiness ("ready to shoot", "quick to fight", "eager to help": the deed is still theirs).
_HOW_HARD = frozenset({"hard", "easy", "tough", "difficult", "impossible", "tricky", "simple", "awkward", "painful",
                       "boring", "fun", "murder"})
_HOW_RISKY = frozenset({"risky", "dangerous", "safe", "unwise", "wise", "smart", "stupid", "pointless"})


def _in_an_idiom(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] stands in one of words.IDIOMS_OF_A_CUE, said as a whole ('so far', 'as far as')."""
    low = raws[i].low
    for idiom in IDIOMS_OF_A_CUE:
        for at, word in enumerate(idiom):
            if word == low and i - at >= 0 and i - at + len(idiom) <= len(raws) and all(
                    raws[i - at + k].low == said for k, said in enumerate(idiom)):
                return True
    return False


# Verbs of saying after a role named by a compound ("shift lead says desperate").
_SAYING = frozenset({"says", "rules", "reckons", "calls", "wants", "thinks", "decides"})
_PER = frozenset({"hr", "hrs", "h", "hour", "min", "mins", "minute", "day", "wk", "week", "shift", "sec", "s"})


def _per_unit(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is the thing a rate counts, a slash and a unit of time right after it, all typed close up
    ('picks/hr', 'lifts/day'): a rate's name, no deed."""
    return i + 2 < len(raws) and raws[i + 1].text == "/" and touching(raws, i + 1) and touching(raws, i + 2) \
        and raws[i + 2].low in _PER


def _gerund_as_a_thing(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb's -ing form the dictionary also has as a noun ('hearing', 'meeting', 'reading'),
    names a thing: after a word the dictionary has only as a noun ('the tribunal hearing'), or as the subject of a
    verb in the past tense right after it ('Hearing adjourned at 15:00')."""
    low = raws[i].low
    if not low.endswith("ing") or "NOUN" not in word_classes(low) \
            or not any(base != low and "VERB" in word_classes(base) for base in verb_bases(low)):
        return False  # (an -ing form of a verb: 'swing' is none)
    if i and raws[i - 1].kind == "word" and raws[i - 1].text.islower() and word_classes(raws[i - 1].low) == {"NOUN"}:
        return True
    after = raws[i + 1] if i + 1 < len(raws) else None
    return after is not None and after.kind == "word" and after.low.endswith("ed") and after.text.islower() \
        and (i == 0 or raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?;") and "VERB" in word_classes(after.low)


def _through_a_place(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] and 'through' after it, a deed of the game said with 'run' ('run through': a blade through
    someone), go through a place: the noun the phrase after it ends on names one ('running through the burning
    lych-gate', 'ran through the hall'). Other verbs keep 'through' as their own ('smashes through the gate')."""
    if raws[i + 1].low != "through" or "run" not in verb_bases(raws[i].low) and raws[i].low != "ran":
        return False
    for k in range(i + 2, min(i + 6, len(raws))):
        if raws[k].kind != "word" or raws[k].low in _JOINING_WORDS:
            return False
        last = raws[k].low.rsplit("-", 1)[-1]
        if k + 1 == len(raws) or raws[k + 1].kind != "word" or raws[k + 1].low in PREPOSITIONS | _JOINING_WORDS:
            return _place_word(last)
    return False


def _entry_of_a_schedule(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb of the game, is the noun that closes a schedule's entry, after a time of day and up to
    two lowercase words of the scene ('19:00 speeches.', '16:30 first dance,', '16:45 garter toss.'): what is on at
    that hour ('First, attack the guard' and '16:05 Veil sneaks past ...' keep their deeds)."""
    if i + 1 < len(raws) and not (raws[i + 1].kind == "mark" and raws[i + 1].text in ".,;!)"):
        return False
    if "NOUN" not in word_classes(raws[i].low):
        return False
    for first in (i, i - 1, i - 2):
        if first < i and verb_bases(raws[i].low) != (raws[i].low,):
            break  # (after a word, the bare form only: "16:05 vex attacks." is someone's deed)
        if first < 3 or not all(r.kind == "word" and r.text.islower() and r.low not in _SUBJECT_PRONOUNS
                                for r in raws[first:i]):
            continue
        if raws[first - 1].kind == "number" and raws[first - 2].text == ":" and touching(raws, first - 2):
            return True
    return False

def _adverb_in_noun_phrase(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], an adverb in -ly, stands between an article or possessive and a participle that describes the
    noun after it ("a carefully worded statement", "the hastily built barricade"): it says how that thing was made,
    never how the actor acts now ("works carefully", "carefully picks the lock" keep it)."""
    return raws[i].low.endswith("ly") and i + 2 < len(raws) and raws[i + 1].kind == "word" \
        and raws[i + 1].low.endswith(("ed", "en")) and _participle_before_noun(raws[: i] + raws[i + 1 :], i)


def _after_noun(raws: list[Raw], i: int) -> bool:
    """Whether a lowercase word stands right after a word the dictionary knows only as a noun ('noodle bar', 'church
    cross', 'cargo tug'): an English word there is one thing's name with it, never someone of the table ('the odds
    mari sneaks': a name that is no English word stays one)."""
    if not i or raws[i].text[:1].isupper() or raws[i - 1].kind != "word" or word_classes(raws[i - 1].low) != {"NOUN"}:
        return False
    after = raws[i + 1] if i + 1 < len(raws) else None  # ("after dex's distraction vex sneaks past": Vex acts)
    return after is None or after.kind != "word" or not said_of_someone(after.low)


def _field_named(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], capitalised and opening its sentence, and the lowercase noun after it name a form's field before
    its colon ('Escape route:', 'Search area:'): a thing named by two nouns, no deed."""
    if i + 2 >= len(raws) or raws[i + 2].text != ":" or not raws[i].text[:1].isupper() \
            or i and not (raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?;\n"):
        return False
    noun = raws[i + 1]
    return noun.kind == "word" and noun.text.islower() and "NOUN" in word_classes(noun.low) \
        and noun.low not in GIVEN_TO and noun.low not in DETERMINERS \
        and noun.low not in ("roll", "rolls", "check", "checks", "test", "tests", "save", "dice", "die", "attempt")


def _agent_noun(low: str) -> bool:
    """Whether a word read as a game's verb is the noun of one who does it ('aider', 'climbers'): a verb's base with
    -er, -r or -ers, which the dictionary has as no verb."""
    word = low.removesuffix("s")
    if not word.endswith("er") or word_classes(word) - {"NOUN"}:
        return False  # ('closer', 'harder': an adjective's or an adverb's comparative)
    return any(base in verb_bases(base) and "VERB" in word_classes(base) for base in (word[:-2], word[:-1]) if base)


def _before_noun(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] stands right before a lowercase noun that closes the clause ('Bothy night,', 'Trig point.'):
    the two name one thing. A verb's inflected form there ('Cairn shot.', 'Cairn fires,') says what someone did."""
    if i + 1 >= len(raws) or raws[i + 1].kind != "word" or not raws[i + 1].text.islower():
        return False
    noun = raws[i + 1].low
    closes = i + 2 == len(raws) or raws[i + 2].kind == "mark" and raws[i + 2].text in ",.;:!?)"
    return closes and "NOUN" in word_classes(noun) and not said_of_someone(noun) and (
        "VERB" not in word_classes(noun) or noun in verb_bases(noun))


def _before_a_fraction(raws: list[Raw], i: int) -> bool:
    """Whether a word stands right before a fraction typed close up and closing its clause ('recall 3/12', 'review
    6/52'): a thing of the scene and when it is due, never a verb, which takes no fraction for its object."""
    return i + 3 < len(raws) and raws[i + 1].kind == "number" and raws[i + 2].text == "/" \
        and raws[i + 3].kind == "number" and touching(raws, i + 2) and touching(raws, i + 3) \
        and (i + 4 == len(raws) or raws[i + 4].kind == "mark")


# The forms of 'roll' a second try is said with, after 're' ('a reroll', 'rerolled').
ROLLING_FORMS = frozenset({"roll", "rolls", "rolled", "rolling"})


def _dice_bracketed(raws: list[Raw], i: int) -> bool:
    """Whether the bracket closing at raws[i] was opened by a word of dice ('[dice: 7, 7, 2, 1]', '(rolled 4 3)'), only
    numbers and their marks after it."""
    k = i - 1
    while k >= 0 and (raws[k].kind == "number" or raws[k].kind == "mark" and raws[k].text in ",:&"):
        k -= 1
    return k >= 1 and raws[k].low in ("dice", "die", "roll", "rolled", "rolls") and raws[k - 1].text in "([" \
        and raws[k - 1].text == ("(" if raws[i].text == ")" else "[")


def _first_try_faces(raws: list[Raw], i: int) -> bool:
    """Whether 'first' and a word for a try at raws[i] ('first go', 'first roll', 'first try') stand before two faces
    or more, in a post that says a reroll or a second try after them: the first try's dice."""
    second = i + 3 + (i + 4 < len(raws) and raws[i + 3].text in (",", "&"))  # ("first roll 2, 3, 4": commas too)
    if nth_try(raws, i, ORDINALS) != i + 2 or second >= len(raws) or raws[i + 2].kind != "number" \
            or raws[second].kind != "number":
        return False
    return any(r.low in ("second", "again") or r.low.startswith("re") and r.low[2:].lstrip("-") in ROLLING_FORMS
               for r in raws[i + 4 :])  # ("a reroll: 8 3 6 2", "rolled again")



def _state_still(raws: list[Raw], i: int) -> bool:
    """Whether a word that is an adjective as well as a verb stands in its plain form after a noun and 'still' ('Chart
    still open on the screen', 'the door still shut'): how the thing is, no deed ('she still opens it' is one)."""
    def adjective(k: int) -> bool:
        return raws[k].kind == "word" and raws[k].low in verb_bases(raws[k].low) and "ADJ" in word_classes(raws[k].low)

    if i + 2 < len(raws) and raws[i + 1].low == "still" and adjective(i + 2) and "NOUN" in word_classes(raws[i].low) \
            and (not i or raws[i - 1].kind == "mark" or raws[i - 1].low in DETERMINERS):
        return True  # ("Chart still open": the thing, opening its sentence)
    return i > 1 and raws[i - 1].low == "still" and raws[i - 2].kind == "word" and adjective(i) \
        and "NOUN" in word_classes(raws[i - 2].low)


def _counted_by_times(raws: list[Raw], i: int) -> bool:
    """Whether a word stands right after a count and 'x' ('2 x scale and polish', '1 x RCT'): the thing counted."""
    return i > 1 and raws[i - 1].low in ("x", "×") and raws[i - 2].kind == "number"


def _thing_of_theirs(raws: list[Raw], i: int, name: str) -> bool:
    """Whether a word of a name at raws[i], said after the name's own article ('the Agrico' of 'the Agrico guard'),
    stands before a lowercase noun that is not the rest of the name ('at the Agrico drone'): a thing of theirs,
    named by their name, no one of the roll."""
    size = 1
    said = [r.low for r in raws[i - 1 if i and raws[i - 1].low in ("the", "a", "an") else i : i + size]]
    whole = name.lower().split()
    if len(said) < 2 or said[0] not in ("the", "a", "an") or said != whole[: len(said)] or len(whole) == len(said) \
            or i + size >= len(raws):
        return False
    noun = raws[i + size]
    return noun.kind == "word" and noun.text.islower() and noun.low != whole[len(said)] \
        and "NOUN" in word_classes(noun.low) and not said_of_someone(noun.low)


def _in_capitals(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is written in capitals before a lowercase word ("KINKS floors it", "STATIC slips the headphones
    on"): a character named as a script writes one, even where the word opens a sentence."""
    return len(raws[i].text) > 2 and raws[i].text.isupper() and i + 1 < len(raws) and raws[i + 1].kind == "word" \
        and raws[i + 1].text.islower()


def _table_row(raws: list[Raw], i: int) -> int:
    """Where a row of a table typed as capital letters each before its number ends ('P 12 W 8 D 1 L 3', 'W 3 L 1'),
    opening at raws[i]; or i. Two such pairs at least."""
    k = i
    while k + 1 < len(raws) and len(raws[k].text) == 1 and "A" <= raws[k].text <= "Z" and raws[k + 1].kind == "number":
        k += 2
    return k if k - i >= 4 else i


def _said_of_a_noun(raws: list[Raw], i: int) -> bool:
    """Whether the adjective at raws[i] comes right after a noun of the dictionary that is no one ('Excavation
    ongoing', 'work ongoing'), with no number or sign beside it: said of that thing."""
    if not i or raws[i - 1].kind != "word" or "NOUN" not in word_classes(raws[i - 1].low) \
            or raws[i - 1].low in ("my", "the", "your", "his", "her", "their", "our", "plus", "and"):
        return False
    numbers = [r for r in (raws[i - 2] if i > 1 else None, raws[i + 1] if i + 1 < len(raws) else None) if r is not None]
    return not any(r.kind in ("number", "signed") for r in numbers)


def _timed_finish(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a past verb of finishing, is said with the time it took ('finished in 6:42', 'completed in
    1:42:10', 'done in 40 minutes'): a result of the scene."""
    if i + 2 >= len(raws) or raws[i + 1].low != "in" or not any(b in _FINISHING for b in verb_bases(raws[i].low)) \
            or raws[i].low in _FINISHING:
        return False
    after = raws[i + 2]
    return after.kind == "number" and (i + 3 < len(raws) and raws[i + 3].text == ":" or i + 3 < len(raws)
                                       and raws[i + 3].low.rstrip("s") in ("minute", "min", "hour", "hr", "second"))


_FINISHING = frozenset({"finish", "complete", "end", "do"})  # verbs a race's time is said after ("finished in 6:42")


def _instrument_reading(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is a verb's -ing form between a noun of the dictionary and a measured number ('the log reading
    6.2 kn', 'the gauge showing 40%', 'the meter reading 6 kn'): what a thing shows, never a deed nor someone rolling."""
    if not i or i + 1 >= len(raws) or not raws[i].low.endswith("ing") or raws[i - 1].kind != "word" \
            or not raws[i - 1].text.islower() or "NOUN" not in word_classes(raws[i - 1].low) and not (
                i > 1 and raws[i - 2].low in DETERMINERS):
        return False
    if raws[i + 1].kind != "number" or not raws[i + 1].text[:1].isdigit():
        return False
    k = _decimal(raws, i + 1)
    if k > i + 1:
        return True
    after = raws[i + 2] if i + 2 < len(raws) else None
    unit = re.fullmatch(r"\d+(?:\.\d+)?([a-zµ°%]+)", raws[i + 1].low)
    return unit is not None and (unit.group(1) in ("°", "%") or measure_word(unit.group(1))) or after is not None \
        and (after.kind == "word" and measure_word(after.low) or after.text in ("%", "°"))


def _measured(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] follows a number and its unit ('8 inch', '2lb', '6 ft'): a thing said with its measure."""
    if i >= 2 and raws[i - 2].kind == "number" and measure_word(raws[i - 1].low):
        return True
    unit = re.fullmatch(r"\d+(?:\.\d+)?([a-zµ°]+)", raws[i - 1].low) if i else None
    return unit is not None and measure_word(unit.group(1))


_COUNT_TYPED = re.compile(r"\d[\d,.]*")  # a number as typed, its thousands set off ('6,000')


def _gerund_subject(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a capitalised word in -ing opening its sentence, is what the sentence is about: what it is
    like comes next, right after it or past a few words that say where it is ("Decking's like glass", "Decking by
    the aquatics is soaking"), before any mark or joining word. With an object after it ('Climbing the wall was
    brutal') the word stays the deed the sentence tells of."""
    raw = raws[i]
    if not raw.text[:1].isupper() or i and not (raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?;"):
        return False
    if raw.low.endswith(("'s", "’s")):
        return raw.low[:-2].endswith("ing")
    if not raw.low.endswith("ing") or i + 1 >= len(raws):
        return False
    if raws[i + 1].low in _WHAT_IT_IS_LIKE:
        return True
    if raws[i + 1].low not in _WHERE_IT_LIES:
        return False
    for k in range(i + 2, min(i + 7, len(raws))):
        if raws[k].kind != "word" or raws[k].low in _GERUND_BREAKS:
            return False
        if raws[k].low in _WHAT_IT_IS_LIKE:
            return True
    return False


# Words saying what a thing is like, after a word in -ing that opens the sentence ("Decking ... is soaking").
_WHAT_IT_IS_LIKE = frozenset({"is", "was", "isn't", "wasn't", "isn’t", "wasn’t", "looks", "seems", "feels"})
# Words that say where a thing named by a word in -ing lies, right after it ("Decking by the aquatics"), never the
# way a deed goes ('over', 'through').
_WHERE_IT_LIES = frozenset({"by", "at", "in", "on", "near", "outside", "inside", "beside", "behind", "round", "around"})
# Words that end the reach from a word in -ing to what it is like: a joined clause or a purpose.
_GERUND_BREAKS = frozenset({"and", "or", "but", "then", "to", "so"})


def _described_after_article(raws: list[Raw], i: int) -> bool:
    """Whether one to three words describing a thing stand between an article or a possessive and raws[i]: numbers,
    measures, adjectives and participles ('the fallen 6,000 ft', 'a battered old'), and no verb said of someone
    follows it."""
    k = i - 1
    while k >= 0 and i - k <= 3 and (raws[k].kind == "number" or _COUNT_TYPED.fullmatch(raws[k].text)
                                      or raws[k].kind == "word" and raws[k].text.islower() and (
            measure_word(raws[k].low) or "ADJ" in word_classes(raws[k].low) or raws[k].low.endswith(("ed", "en")))):
        k -= 1
    return k < i - 1 and k >= 0 and raws[k].kind == "word" and (raws[k].low in DETERMINERS or raws[k].low.endswith("'s")) \
        and not (i + 1 < len(raws) and said_of_someone(raws[i + 1].low))  # ("in the dark ripper kicks the door")


def _as_name(raws: list[Raw], i: int, base: str, *, strict: bool = False) -> bool:
    """Whether a word that may stand for someone ('Cass', 'crane', 'Fen') is their name here. A capitalised word
    that is no common English word is, anywhere ('Rado', 'Nik'), and so is a capitalised one inside a sentence
    ('... and Bran'); one opening a sentence ('Fen', 'Park') or written in lowercase ('crane', 'park') only where a
    name stands: not after an article or possessive, and before a comma or colon ('Fen, roll Attune'), or a verb
    said of someone ('crane slips past', 'Fen's hands'). A lowercase word that is no English word ('rado') is a
    name but after an article. `strict`: a word the game reads as an action is a name only where a name stands."""
    raw = raws[i]
    if isinstance(raw, NamedRaw):
        return True  # "what are Pen's chances": whose chances, a name
    if i + 2 < len(raws) and raws[i + 1].text == "." and touching(raws, i + 1) and raws[i + 2].kind == "number" \
            and base in nouns().pages:
        return False  # "see Fig. 4" where Fig is someone: the paper's figure, by its abbreviation and number
    upper = raw.text[:1].isupper()
    opening = i == 0 or (raws[i - 1].kind == "mark" and raws[i - 1].text in _SENTENCE_MARKS
                         and not (i >= 2 and raws[i - 1].text == "." and raws[i - 2].low in TITLES))  # ("Mr. Marsh")
    if upper and not strict and (not opening or not common_word(base)):
        return True
    if i and raws[i - 1].kind == "word" and (raws[i - 1].low in DETERMINERS or raws[i - 1].low.endswith("'s")):
        return False
    if not upper and i and raws[i - 1].kind == "number" and common_word(base):
        return False  # "the 50 fly results", "her 100 back": a thing a number measures, in lowercase, no one
    if not upper and _described_after_article(raws, i):
        return False  # "the fallen 6,000 ft platter", "a battered old reel": a thing, its words and its article
    if not upper and i > 1 and raws[i - 2].low in DETERMINERS and raws[i - 1].kind == "word" \
            and raws[i - 1].text.islower() and "NOUN" in word_classes(raws[i - 1].low) and is_english(base) \
            and any(r.low == base and r.text[:1].isupper() for r in raws):
        return False  # "Leader: Cairn, ... over the summit cairn": an English word ending a thing's name, in
        # lowercase where the post writes the name capitalised
    if not upper and not strict and not common_word(base):
        return True
    if _after_noun(raws, i):
        return False  # "the noodle bar,", "a wine bar": a noun before it makes one thing of the two
    if raw.low.endswith("'s"):
        return True
    described_by = word_classes(raws[i - 1].low) if i and raws[i - 1].kind == "word" and raws[i - 1].low.isalpha() else frozenset()
    if not upper and "ADV" not in described_by and (
            "ADJ" in described_by or raws[i - 1].low.endswith("ed") and "VERB" in described_by):
        return False  # "Forced rhubarb: crowns under a bucket", "ripe plum,": a thing described, where 'Rhubarb' is someone
    after = raws[i + 1] if i + 1 < len(raws) else None
    if after is None or (after.kind == "mark" and after.text in ",:"):
        return True
    k = i + 1  # "bean tries to ...", "moth totally climbs ...": the verb said of someone, after any adverbs
    if k < len(raws) and raws[k].text == "(" and (close := next((j for j in range(k + 1, min(k + 7, len(raws)))
                                                                  if raws[j].text == ")"), None)) is not None:
        k = close + 1  # "Wheels (desperate) wrecks the barrier": an aside in brackets between them and the verb
    while k < min(len(raws), i + 4) and raws[k].kind == "word" and adverb(raws[k].low):
        k += 1
    if k + 1 < len(raws) and raws[k].kind == "word" and raws[k + 1].kind == "word" and raws[k].low.isalpha() \
            and "NOUN" in word_classes(raws[k].low) and raws[k].text.islower() and raws[k + 1].low.endswith("s") \
            and said_of_someone(raws[k + 1].low):
        k += 1  # "Tug arm wrestles the goon", "Pixel street hacks ...": a verb made of a noun and a verb, said of
        # someone
    return k < len(raws) and raws[k].kind == "word" and (said_of_someone(raws[k].low) or (
        raws[k].text.lower() != raws[k].low and raws[k].text.isalpha() and said_of_someone(raws[k].text.lower())))
    # ("Dash skavenges the wreck": the verb as typed, before the spelling read it as its base, 'scavenge')


def _unsaid_reference(raws: list[Raw], i: int, text: str, key: str, vocab: Vocabulary) -> None:
    """'spend luck to avoid it' with nothing named for 'it': a use of the resource, or its own bonus? Asked, never
    guessed; where the only uses it could stand for are ones this game refuses, refused with the game's reason."""
    if not stands_for(raws, i):
        return
    said = text[raws[i].start : raws[i + 1].start + len(raws[i + 1].text)]
    options = back_references()[raws[i].low]
    allowed = [phrase for _, phrase, kind, value in options if not (kind == "USE" and value in vocab.refuse)]
    if not allowed:  # "spend luck to avoid it" where luck avoids nothing
        why = vocab.refuse[str(options[0][3])]
        raise PhraseError(f"'{said}' can't be used here: {why}", text=text, column=raws[i].start + 1, length=len(said))
    meant = " or ".join(f"'{phrase}'" for phrase in allowed)
    spoken = own(vocab.system, key)
    alone = f", or just '{spoken.say}' for {spoken.alone}" if spoken is not None else ""
    raise PhraseError(f"What does '{said}' stand for? Nothing before it says.", text=text, column=raws[i].start + 1,
                      length=len(said), hint=f"Say it in full, e.g. {meant}{alone}.")


def _opens(tokens: list[Token]) -> bool:
    """Whether the next token opens a clause (the phrase's first, or after a mark that ends one or a speaker's colon)."""
    return not tokens or tokens[-1].type in ("SEP", "COLON")


def _command(raws: list[Raw], i: int, tokens: list[Token]) -> bool:
    """raws[i] is a '+' glued to 'roll' where a clause opens: a MUSH command ('+roll Firearms')."""
    opens = _opens(tokens)
    nxt = raws[i + 1] if i + 1 < len(raws) else None
    return opens and nxt is not None and nxt.low in ("roll", "rolls") and nxt.start == raws[i].start + 1


def _dash_after_faces(raws: list[Raw], i: int, text: str) -> bool:
    """raws[i] is a '-' standing apart between a number and a word ('4 and 7 - can I climb it?'): a break in the
    sentence, never a minus (one before a rules word is asked about where the game joins words with signs)."""
    return _apart(raws[i], text) and raws[i - 1].kind == "number" and i + 1 < len(raws) and raws[i + 1].kind == "word"


def _apart(raw: Raw, text: str) -> bool:
    """A mark with a space on each side ('climb - 4 7', 'Nemesis - Firearms')."""
    return 0 < raw.start < len(text) - 1 and text[raw.start - 1].isspace() and text[raw.start + 1].isspace()


def _dash_after_name(raws: list[Raw], i: int, text: str, tokens: list[Token]) -> bool:
    """raws[i] is a '-' standing apart right after a name ('Nemesis - Firearms - 6 2 4'): a break after who acts,
    never a minus joining a name to a skill."""
    return _apart(raws[i], text) and bool(tokens) and tokens[-1].type == "NAME" \
        and tokens[-1].end_pos == raws[i - 1].start + len(raws[i - 1].text)


def _dash_between_faces(raws: list[Raw], i: int, text: str) -> bool:
    """raws[i] is '-N' glued between a number and nothing more ('1-4', '5-3 ugh'): two faces typed with a dash, as
    '5/3' is, when both could be faces of a die; '10-15 minutes' and '+2-1' stay as they are."""
    raw, before = raws[i], raws[i - 1] if i else None
    if before is None or before.kind != "number" or not before.text.isdigit() \
            or before.start + len(before.text) != raw.start:
        return False
    if raw.text[:1] != "-" or not raw.text[1:].isdigit() or (before.start and not text[before.start - 1].isspace()
                                        and text[before.start - 1] not in ",;:(["):
        return False
    end = raw.start + len(raw.text)
    apart = end == len(text) or text[end].isspace() or text[end] in ",.;!?)]"
    return apart and 1 <= int(before.text) <= _MOST_FACE and 1 <= int(raw.text[1:]) <= _MOST_FACE


def _dash_before_faces(raws: list[Raw], i: int, text: str, pooled: bool) -> bool:
    """raws[i] is '- N' standing apart after a word or a mark, with more faces after it with only spaces between and
    nothing after them in the clause ('Vex - Athletics DL Hard - 4 6', 'Thorn - Prowl - risky - 5 2 1'): a dash
    before the dice, not a penalty on the first of them. Each game takes a set count of faces, which the rules check,
    so that reading is refused where the count is wrong, never silently misread: only where a minus changes how many
    dice are rolled (`pooled`: '- 1' may be one die fewer) may a first face of 1 be either, and that is still asked."""
    raw = raws[i]
    if raw.text[:1] != "-" or not raw.text[1:2].isspace() or not raw.start or not text[raw.start - 1].isspace():
        return False
    if i and raws[i - 1].kind in ("number", "signed"):
        return False  # "4 - 2": a face and a minus, or a sum; asked about elsewhere
    first = int(raw.text[1:])
    if not 1 <= first <= _MOST_FACE or (pooled and first == 1):
        return False
    end, j = raw.start + len(raw.text), i + 1
    while j < len(raws) and raws[j].kind == "number" and raws[j].text.isdigit() \
            and not text[end : raws[j].start].strip() and 1 <= int(raws[j].text) <= _MOST_FACE:
        end, j = raws[j].start + len(raws[j].text), j + 1
    return j > i + 1 and (j == len(raws) or (raws[j].kind == "mark" and raws[j].text in ".;!?)"))


def _signed_after(raws: list[Raw], j: int) -> bool:
    """A signed number follows the number at raws[j] ('4 - 2', '4+2'): what they are is for the reader to say."""
    return j + 1 < len(raws) and raws[j + 1].kind == "signed"


def _and_then_done(raws: list[Raw], j: int) -> bool:
    """Whether 'and' at raws[j] joins a verb said of the one acting ('took a cudgel to the head in the raid and
    resisted it with Prowess'): the clause after 'to' ends there, and what follows is theirs, no purpose."""
    return raws[j].low == "and" and j + 1 < len(raws) and raws[j + 1].kind == "word" \
        and raws[j + 1].low.endswith("ed") and said_of_someone(raws[j + 1].low)


def _counts_things(raws: list[Raw], k: int) -> bool:
    """The word at k is what a number said before it counts ('plus two friends', 'minus one other'), so the number
    is the scene's, not a rules number."""
    if k >= len(raws) or raws[k].kind != "word":
        return False
    low = raws[k].low
    if _names_resource(raws, k) is not None:  # "plus one war die": one of them
        return True
    return low in ("other", "others", "more", "of") or low in PEOPLE_WORDS or (
        low.endswith("s") and not low.endswith("ss") and len(low) > 3 and low not in FILLER) or (
        low.endswith("men") and len(low) > 4)  # ("plus one guard"; "the 2 gatemen", "3 henchmen")


# Words before a number that make it a count of the scene's things when a plural noun follows ("past the 2 guards").
_COUNT_OPENERS = PLACE_PREPOSITIONS | {"the", "these", "those", "all", "against", "at", "with", "from", "among", "has",
                                       "have", "had", "having", "holds", "holding", "carries", "carrying",
                                       "lost", "lose", "loses", "losing", "gained", "owes", "owed", "bought", "sold",
                                       "drank", "ate", "killed", "saw", "counted"}  # ("lost two pints")
# Plurals after a number that are the roll's own ("the 2 dice", "with 3 successes", "2 bonus dice").
_ROLL_PLURALS = frozenset({"dice", "die", "faces", "successes", "hits", "points", "steps", "levels", "bonus", "extra"})


def _scene_count(raws: list[Raw], i: int) -> bool:
    """The number at i counts things of the scene ('past the 2 guards', 'past 3 drones', 'he has 3 fingers on that
    hand'): an article, a place word or a verb of having before it and a plural noun after it that is no die's, no
    resource and no roll's word; or, after a comma, a plural noun closing its clause ('danger close, 2 rounds.')."""
    if i == 0 or i + 1 >= len(raws):
        return False
    before = raws[i - 1]
    if not (before.kind == "word" and before.low in _COUNT_OPENERS or before.text in ",;" and (
            i + 2 >= len(raws) or raws[i + 2].kind == "mark" and raws[i + 2].text in ".,;)!")):
        return False
    after = raws[i + 1].low
    if after in PLURALS or after in _ROLL_PLURALS or _names_resource(raws, i + 1) is not None:
        return False
    if i + 2 < len(raws) and raws[i + 2].low in _ROLL_PLURALS:
        return False
    described = raws[i + 1].kind == "word" and raws[i + 1].text.islower() and raws[i + 1].low not in FILLER \
        and (raws[i + 1].low.endswith("ed") or "ADJ" in word_classes(raws[i + 1].low)) \
        and i + 2 < len(raws) and raws[i + 2].kind == "word" and raws[i + 2].low not in PLURALS \
        and _names_resource(raws, i + 2) is None  # ("the 3 cracked windows": a word describing the things counted)
    return _counts_things(raws, i + 1) or raws[i + 1].kind == "word" and raws[i + 1].low not in FILLER \
        and (raws[i + 1].text[:1].isupper() or described) and _counts_things(raws, i + 2)  # ("to the 2 Scorpian
    # deserters")


def _labels_a_thing(raws: list[Raw], i: int) -> bool:
    """The number at i, after 'the' and before a singular noun of a thing, is that thing's label ('the wave-off on
    the 3 wire', 'the 7 train', 'the 18 green'): which one, no face of a die (a person, a resource or a rule's own
    word after it is no thing labelled: 'the 1 die', 'the 2 guard')."""
    if i == 0 or i + 1 >= len(raws) or raws[i - 1].low != "the" or raws[i + 1].kind != "word":
        return False
    after = raws[i + 1]
    return after.text.islower() and "NOUN" in word_classes(after.low) and after.low not in PEOPLE_WORDS \
        and after.low not in _RULES_COUNTED and after.low not in FILLER and after.low not in _ROLL_PLURALS \
        and _names_resource(raws, i + 1) is None and not after.low.endswith("s")


def _more_of(raws: list[Raw], i: int) -> bool:
    """The number at i counts more of a thing of the scene ('one more roll then bed', 'two more guards'): 'more'
    and a noun after it that no rule counts (never 'two more dice', 'one more step', 'one more luck point')."""
    if i + 2 >= len(raws) or raws[i + 1].low != "more" or raws[i + 2].kind != "word":
        return False
    after = raws[i + 2].low
    return after not in _RULES_COUNTED and after not in PLURALS and _names_resource(raws, i + 2) is None \
        and not re.fullmatch(r"d\d+s?", after) and "NOUN" in word_classes(after)


# Nouns a rule counts, which 'more' and a number before them add to the roll ("two more dice", "one more step"); the
# games' resources ("one more luck point") are known from their own data (_names_resource).
_RULES_COUNTED = frozenset("""die dice step steps level levels band bands success successes point points effect harm
tick ticks segment segments hit hits bonus""".split())


def _of_people(raws: list[Raw], i: int) -> bool:
    """The number at i counts people said by a pronoun after 'of' ('six of them and one of you', '3 of us'): how
    many are in the scene, no face of a die (in a game with no rule for a group's size; where one has it, the size is
    read as such: 'about 25 of them')."""
    return i + 2 < len(raws) and raws[i + 1].low == "of" and raws[i + 2].low.replace("’", "'") in _PEOPLE_OF


# What a word of a name of several words may have been read as alone, before its last word's possessive showed it
# is the name's ("the security guard's pocket": 'security' a trait alone).
# What a likeness says after 'as' ("sharp as ever", "cool as you like", "hard as nails", "cool as a cucumber"): an
# adjective so said describes someone, and names no stat nor value of the roll.
_SIMILE = Later(r"(?i)\s+as\s+(?:ever|always|usual|you\s+like|you\s+please|anything|hell|nails|ice|they\s+come|can\s+be"
                r"|it\s+gets|they\s+get|an?\s+[a-z]+(?=\s*(?:[,.;:!?)]|$)))\b")
# Who may do a deed said in a sentence's part (a participle after them is their deed, never a thing's state).
_SAID_OF_NO_THING = frozenset({"i", "you", "he", "she", "we", "they", "i'm", "he's", "she's", "we're", "they're"})
_IN_A_NAME = frozenset({"WORD", "TRAIT", "CUE", "DLNAME", "VERB", "SKILL", "ABILITY", "SCENE"})

_PEOPLE_OF = frozenset({"them", "us", "you", "'em", "em", "y'all", "yall", "ours", "theirs", "yours"})


def _names_resource(raws: list[Raw], k: int) -> str | None:
    """The resource a game spends that the words from k on name ('war die', 'luck point'; rules/spoken.py), or None."""
    said = " ".join(r.low for r in raws[k : k + 3] if r.kind == "word")
    words = lexicon().words
    return next((words[w] for w in words if said == w or said.startswith(w + " ")), None)


# What only dice do with their faces ("came up", "showed"): 'they' right before one of them is the dice, no people.
_DICE_ONLY = ("came up", "come up", "comes up", "showed", "show ", "landed", "turned up", "fell", "read ")


def _they_the_dice(tokens: list[Token], text: str) -> list[Token]:
    """The tokens without a 'they' that stands for the dice ('They came up a six and a five', 'they showed 4 and 2'):
    what they show is the dice's, never someone's to ask about."""
    return [t for k, t in enumerate(tokens) if not (
        t.type == "PRONOUN" and str(t.value).lower() == "they" and k + 1 < len(tokens) and tokens[k + 1].type == "ROLLED"
        and (text[tokens[k + 1].start_pos : tokens[k + 1].end_pos].lower() + " ").startswith(_DICE_ONLY))]


# Past forms of spending, a spend only with a resource after them ('spent one of her war dice', 'burned a Luck Point';
# never 'a spent cartridge').
_SPENT = frozenset({"spent", "burned", "burnt", "used"})


def _spent_resource(raws: list[Raw], k: int) -> bool:
    """Whether the words from k name a resource, after a count, an article, a possessive or 'one of her'."""
    while k < len(raws) and raws[k].kind in ("word", "number") and (
            raws[k].low in DETERMINERS or raws[k].low in ("of", "all") or raws[k].kind == "number"
            or raws[k].low in NUMBER_WORDS or raws[k].low.endswith(("'s", "’s"))):
        k += 1
    return _names_resource(raws, k) is not None


def _name_goes_on(text: str, at: int, names: tuple[str, ...]) -> bool:
    """Whether the word typed right after `at` is another word of one of `names` ('Sergeant| Vale')."""
    after = re.match(r"\.?\s+([\w'’-]+)", text[at:])
    word = after.group(1).lower().removesuffix("'s").removesuffix("’s") if after else ""
    return any(word in name.lower().split() for name in names)


def _dash_apart(raws: list[Raw], j: int, text: str) -> bool:
    """Whether raws[j] is a dash standing apart ('to loosen their tongues - Poker, 8 8', '... — Poker'), a colon
    before a space ('to get the pump running again: Small Corp security'; never an hour's, '14:30'), or a signed
    number standing apart ('to get warm -1 for the cold': a modifier): a break in the sentence, where what the roll is
    for ends."""
    raw = raws[j]
    if raw.kind == "dash" or raw.kind == "mark" and raw.text == ":" and text[raw.start + 1 : raw.start + 2].isspace():
        return True
    end = raw.start + len(raw.text)
    return raw.kind in ("mark", "signed") and raw.text.startswith("-") and raw.start > 0 and text[raw.start - 1] == " " \
        and (raw.text != "-" or text[end : end + 1] == " ")


def _between_numbers(raws: list[Raw], i: int) -> bool:
    """raws[i] stands between two numbers ("2 n 3", "a 6 n a 3")."""
    k = i + 1 + (i + 2 < len(raws) and raws[i + 1].low in ("a", "an"))
    return 0 < i and k < len(raws) and raws[i - 1].kind == "number" and raws[k].kind == "number"


def _names_then_and(tokens: list[Token], k: int) -> bool:
    """'Zoe, Elodie and Mavros': from k, names joined by commas and then 'and' and a last name (one list)."""
    while k < len(tokens) and tokens[k].type == "NAME":
        if k + 2 < len(tokens) and tokens[k + 1].type == "SEP" and tokens[k + 2].type == "NAME":
            if str(tokens[k + 1].value).lower() in ("and", "&"):
                return True
            if tokens[k + 1].value != ",":
                return False
            k += 2
            continue
        return False
    return False


def _spoken_to_at_start(raws: list[Raw], loaded: Callable[[str], bool]) -> int:
    """Where the one running the game, spoken to at the start with no comma after, ends ("Sir what are ...", "Miss
    can Tom ...", "Mr Okafor what are ...", "GM what are ..."): a word of GM_WORDS or SCHOOL_WORDS, or a title and
    a capitalised name nobody loaded has; else 0."""
    if not raws or raws[0].kind != "word":
        return 0
    if raws[0].low in GM_WORDS or raws[0].low in SCHOOL_WORDS:
        return 1
    if raws[0].low.rstrip(".") in TITLES and len(raws) > 2 and raws[1].kind == "word" and raws[1].text[:1].isupper() \
            and not loaded(raws[1].low):
        return 2
    return 0


def _verdict_of_the_dice(tokens: list[Token], k: int) -> bool:
    """Whether tokens[k] is the dice's verb with no faces after it, its sentence ending there, after the faces were
    said ("rolled 10 10. The dice say yes."): what the dice mean to the writer, no second roll."""
    if tokens[k].type != "ROLLED" or k + 1 < len(tokens) and not (tokens[k + 1].type == "SEP"
                                                                   and str(tokens[k + 1].value) in ".!?"):
        return False
    return any(t.type == "IDIOM" or t.type in ("ROLLED", "DICE") and n + 1 < k and tokens[n + 1].type == "NUMBER"
               for n, t in enumerate(tokens[:k]))  # ("Double tens! ... The dice say yes.")


def _in_a_question(text: str, at: int) -> bool:
    """Whether the word at `at` stands in a sentence the question mark closes ("..., risky. good odds?")."""
    end = re.search(r"[.!?:;\n]", text[at:])
    return end is not None and end.group() == "?"


def _question(raws: list[Raw], i: int, lexed: Lexed, named_someone: Callable[[str], bool] = lambda low: False) -> int:
    """Where reading goes on when raws[i:] opens a question about chances: past the frame's words, with the person
    it names ("can Zoe ...?", "what are Boone's odds") left in their place to be read as who acts; `named_someone`:
    whether a lowercase word is a loaded name."""
    said = remark_at(raws, i)  # "..., is that good?": the roll answers it
    if said > i:
        lexed.fillers.extend(raws[i:said])
        return said
    end, person = question_at(raws, i)
    if end == i and (deliberated := _deliberating(raws, i)) > i and question_at(raws, deliberated)[0] > deliberated:
        weighed = raws[i:deliberated]  # "Before I commit her, might you tell me her chances ...": the player's own
        lexed.fillers.extend(weighed)  # weighing, before the question
        i = deliberated
        end, person = question_at(raws, i)
        named = [r for r in weighed if r.kind == "word" and named_someone(r.low)]
        if person is None and len(named) == 1 and any(r.low in ("her", "his", "their") for r in raws[i:end]):
            person = named[0]  # "Before I commit Zoe to anything, what would her chances be": Zoe's
    if end == i:
        return i
    lexed.question = True
    lexed.supposes = lexed.supposes or supposes(raws, i)
    if lexed.asked_until < 0:
        lexed.asked_until = lexed.text.find("?", raws[i].start)
    said = [r for r in raws[i:end] if r.kind == "word" and r.low in _DIFFICULTY_ASKED]
    if said and lexed.asks_difficulty is None:  # "what's the DC to ...", "what would the target number be"
        last = said[-1] if said[0].low == "target" else said[0]
        lexed.asks_difficulty = (said[0].start, last.start + len(last.text))
    if person is not None and type(person) is Raw and person.kind == "word" and person.text[:1].isupper() \
            and person.low not in SUBJECT_PRONOUNS and person.low != "i":
        person = NamedRaw("word", person.text, person.start, person.low)  # "Can Digger make it ...?": who it asks
        # of, though the frame's words go and the name now opens the clause
    if person is None and end < len(raws) and type(raws[end]) is Raw and raws[end].kind == "word" \
            and raws[end].text[:1].isupper() and raws[end - 1].kind == "word":
        person = NamedRaw("word", raws[end].text, raws[end].start, raws[end].low)  # "odds Pike disable alarm":
        end += 1  # a capital right after the frame's words is whose chances, though it now opens the clause
    raws[i:end] = [person] if person is not None else []
    return i


# What labels the poster's own dice before a colon, as a name labels another's ("Me: 6 7 2, Ruiz: 6 2 2"), and
# without one after a mark ("— mine 6 7 2", "— me 6 7 2"); and the other side's, as its pronoun ("his 7 6 2",
# "him: 2 3 1", "/ them 6 6"), after a mark.
_MINE = frozenset({"me", "mine", "myself", "my"})
_MINE_BARE = frozenset({"me", "mine"})
_THEIRS = {"him": "he", "his": "he", "her": "she", "hers": "she", "them": "they", "theirs": "they"}


def _dice_label(raws: list[Raw], i: int) -> tuple[int, str | None] | None:
    """(pieces, the pronoun the dice are said of, None for the poster's own) when raws[i] labels the dice after it
    (see _MINE), else None."""
    low = raws[i].low
    colon = i + 2 < len(raws) and raws[i + 1].text == ":" and raws[i + 2].kind == "number"
    bare = i + 1 < len(raws) and raws[i + 1].kind == "number" and raws[i + 1].text.isdigit()
    after_mark = i > 0 and raws[i - 1].kind == "mark" and raws[i - 1].text in ",;/—–-|"
    if low in _MINE and colon:
        return 2, None
    if low in _MINE_BARE and bare and after_mark:
        return 1, None
    if low in _THEIRS and (after_mark and (colon or bare) or colon and i > 0 and raws[i - 1].text in ".!?"):
        return (2 if colon else 1), _THEIRS[low]  # ("Your dice: 6 3 2 1 7. His: 2 4 1 6.": a label opening its sentence)
    return None


# Verbs of passing the dice on ("reports a single six", "has sent me her dice", "has written to say her dice were"),
# and the words between them and the dice.
_REPORTING = frozenset("""reports reported report sends sent send writes wrote written tells told informs informed
relays relayed""".split())
# Verbs a byline files a report with, right after the name and before a colon or a stop ("Doc Halloran reporting:").
_BYLINE_VERBS = frozenset({"reporting", "reports", "filing", "files", "writing", "signing"})
_THREW = frozenset({"rolled", "rolls", "threw", "throws", "got", "gets"})  # what the table's own did with the dice
_REPORTED_LINKS = frozenset({"me", "us", "to", "say", "tell", "that", "word", "in", "by", "post", "letter", "along"})
_WHOSE_DICE = frozenset({"her", "his", "their", "my", "our", "your"})


# Words between a name and 'assist' that say only that they are willing ("Cross has kindly offered to assist her",
# "Thorn agreed to assist", "Silas is going to be assisting"): the name assists.
_WILLING = frozenset("""has have had is was will shall would 's going to be also kindly gladly happily graciously
generously readily offered offers offer agreed agrees agree volunteered volunteers volunteer promised promises
stepped steps in up ready able here""".split())
_ASSISTING = frozenset({"assist", "assists", "assisting"})
# Verbs of telling or getting someone to act ("instruct the footman to unlock ...", "convince him to look away"), in
# their forms: what the one told is to do is theirs.
_TELLING = frozenset({"tell", "tells", "told", "telling", "instruct", "instructs", "instructed", "instructing", "order",
                      "orders", "ordered", "ordering", "command", "commands", "commanded", "commanding", "bid", "bids",
                      "bade", "urge", "urges", "urged", "urging",
                      # and of getting them to ("convincing the harbourmaster to look the other way")
                      "convince", "convinces", "convinced", "convincing", "persuade", "persuades", "persuaded",
                      "persuading", "coax", "coaxes", "coaxed", "coaxing", "cajole", "cajoles", "cajoled", "cajoling",
                      "bribe", "bribes", "bribed", "bribing", "entice", "entices", "enticed", "enticing"})


_CHECK_NOUNS = frozenset({"roll", "rolls", "check", "checks", "test", "tests", "save", "saves"})
_ROLLER_SAID = frozenset({"their", "his", "her", "the", "a", "an", "that", "our", "your"})  # before whose roll it is


def _told(raws: list[Raw], i: int) -> bool:
    """Whether 'to' at raws[i] follows a verb of telling and whom it tells ('instruct the footman to', 'tells him
    to', 'orders the old guard to'): up to three words between, none a mark, none a roll's word ('Persuade roll to
    talk the bouncer into ...' names a skill's roll and what it is for)."""
    for back in range(2, 5):
        k = i - back
        if k < 0 or any(r.kind != "word" or r.low in _CHECK_NOUNS for r in raws[k + 1 : i]):
            return False
        if raws[k].low in _TELLING:
            return True
    return False


def _faces_said(tokens: list[Token]) -> bool:
    """Whether the faces were said already: a word of dice or rolling, then a number."""
    return any(t.type in ("ROLLED", "DICE") and k + 1 < len(tokens) and tokens[k + 1].type in ("NUMBER", "COLON")
               for k, t in enumerate(tokens))


def _owned_deed(tokens: list[Token], text: str) -> int | None:
    """Where the tokens of a possessive name end, when one or two words that describe (plain or a value's word) are
    all that follow it ('Ozzy's desperate', "Dec's"): the index after the name; else None."""
    k = len(tokens)
    while k and len(tokens) - k < 2 and tokens[k - 1].type in ("CUE", "WORD") and text[tokens[k - 1].start_pos:
                                                                                       tokens[k - 1].end_pos].islower():
        k -= 1
    if not k or tokens[k - 1].type not in ("NAME", "POSS"):
        return None
    said = text[tokens[k - 1].start_pos : tokens[k - 1].end_pos].replace("’", "'")
    return k if said.endswith("'s") or tokens[k - 1].type == "POSS" else None


def _plural_after_place(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a game's verb in -s, is a plural noun the dictionary has, after a preposition, an article and
    perhaps one word that describes it ('in the SR wings', 'from the upper stalls'), closing its phrase."""
    k = i - 1
    if k >= 1 and raws[k].kind == "word" and raws[k].low not in DETERMINERS and raws[k - 1].low in DETERMINERS:
        k -= 1
    if k < 1 or raws[k].low not in ("the", "these", "those") or raws[k - 1].low not in PREPOSITIONS:
        return False
    closes = i + 1 == len(raws) or raws[i + 1].kind == "mark" or raws[i + 1].low in PREPOSITIONS
    return closes and "NOUN" in word_classes(raws[i].low) and plural_noun(raws[i].low)


_BEYOND = frozenset({"past", "beyond", "outside"})  # before whose thing a cue's limit is (_beyond_whose)
_WHOSE_THING = frozenset({"his", "her", "their", "its", "my", "your", "our", "the"})
_WHERE_IT_IS = frozenset({"in", "at", "on", "inside", "outside", "around", "under"})  # a place said after a word of
# how it is there ("hot in the wings", "cold out on the dock")
_VALUE_TOKENS = frozenset({"SECURITY", "TRAIT", "DL", "DLNAME", "CUE", "SIGNED"})  # a rules value said after a deed


def _acted_in_sentence(tokens: list[Token]) -> bool:
    """Whether the sentence so far has said the roll's own action (a verb, trick or skill of the game's)."""
    for tok in reversed(tokens):
        if tok.type == "SEP" and tok.value in ".!?":
            return False
        if tok.type in ("VERB", "TRICK", "SKILL"):
            return True
    return False


# Words that say where, after which a bare word is the place ("on deck", "below deck", "aboard ship").
_WHERE = frozenset({"on", "below", "above", "beneath", "underneath", "aboard", "upon", "onto", "into", "across"})


def _noun_after_place(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a word the game has as a verb, stands as a noun: right after a word that says where ('on deck',
    'below deck'), not in -ing (a doing: 'on sneaking in'), and with no object after it ('onto punch him' is run on)."""
    if i == 0 or raws[i - 1].low not in _WHERE or raws[i].low.endswith("ing"):
        return False
    after = raws[i + 1] if i + 1 < len(raws) else None
    return after is None or after.kind != "word" or after.low not in DETERMINERS and after.low not in _DRIVEN


def _one_space_apart(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] and raws[i + 1] are set apart by one space only (one name typed on, no mark between)."""
    return raws[i + 1].start == raws[i].start + len(raws[i].text) + 1


def _number_to_reach(raws: list[Raw], i: int, j: int) -> bool:
    """Whether raws[i:j], what follows 'to', opens with a verb of reaching and a number ('to beat 20', 'to get a 14',
    'to hit 3 successes'): a number the roll must reach, a rules value to be read or asked, never a purpose of the
    scene."""
    k = i + 1 + (i + 2 < j and raws[i + 1].low in ("a", "an"))
    if k >= j or raws[i].low not in REACHING or raws[k].kind != "number":
        return False
    return k + 1 >= len(raws) or raws[k + 1].kind != "word" or raws[k + 1].low in _AFTER_REACHED  # ("to get 2 keycards":
    # a count of things, the scene's)


_AFTER_REACHED = frozenset({"here", "or", "and", "on", "this", "with", "to", "at", "but", "so", "then", "now"})


def _named_watch(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is a noun of a period the day's work is split into ('watch', 'shift') right after the word
    that says which ('Middle watch', 'the forenoon watch', 'second dog watch', 'night shift'), with no object after it:
    a time of the scene, no one watching."""
    if i == 0 or raws[i].low not in _WATCHES or raws[i - 1].low not in _WHICH_WATCH:
        return False
    after = raws[i + 1] if i + 1 < len(raws) else None
    return after is None or after.kind != "word" or after.low not in DETERMINERS and after.low not in _DRIVEN


# The periods a crew's or a shift worker's day is split into, and the words that name which one.
_WATCHES = frozenset({"watch", "shift"})
_WHICH_WATCH = frozenset({"first", "middle", "morning", "forenoon", "afternoon", "dog", "evening", "night", "anchor",
                          "graveyard", "day", "swing", "early", "late", "last", "second", "third", "mid", "midnight",
                          "dawn", "deck", "harbour", "harbor", "port", "starboard", "gangway", "bridge", "engine-room"})


# The verb of driving, the words for people it may force somewhere ("drives him back", "drove them off"; "drives us
# out" is still driving), and where it forces them.
_DRIVING = frozenset({"drive", "drives", "drove", "driven", "driving"})
_DRIVEN = frozenset({"him", "her", "them"})
_FORCED = r"(?i)\s+(?:back|off|away|backwards|to\s+(?:his|her|their|its)\s+knees|into\s+(?:a|the)\s+corner)\b"  # as text


def _dice_said_next(raws: list[Raw], i: int) -> bool:
    """Whether the clause at raws[i] opens with the dice ('and the dice showed ...', 'and my dice came up ...')."""
    k = i + (i < len(raws) and raws[i].low in ("and", "but", "then"))
    k += k < len(raws) and raws[k].low in DETERMINERS
    return k < len(raws) and raws[k].low in ("dice", "die")


# Words opening an aside right after a name that tells what led up to the deed ("Inspector Marsh, having heard quite
# enough, drew ...", "Okafor, being in no mood for talk, swings ..."): see PhraseLexer._name_aside.
_ASIDE_OPENERS = frozenset({"having", "being", "still", "now", "already", "visibly", "clearly"})  # ("Flyman, still
# wounded from Tuesday, swings ...")


# Words opening a reason given in brackets for the rules value named right before them (_reason_for_value).
_VALUE_REASONS = frozenset({"not", "because", "since", "cos", "coz", "cuz", "bc", "as", "'cause"})
# Tokens naming a rules value that a bracketed reason may follow.
_REASONED = frozenset({"ABILITY", "SKILL", "TRICK", "DLNAME", "TRAIT"})


def _reason_for_value(raws: list[Raw], i: int, tokens: list[Token], text: str) -> int:
    """Where a reason in brackets, right after a rules value it argues for, ends past its ')': "Strength (not
    Presence, he's not talking, he's lifting)", "Finesse (because she's palming it)". The reason opens with 'not' or a
    word of cause (_VALUE_REASONS) and holds no number; it is the player's working, the value stands. Else i."""
    opened = re.match(r"\(\s*([\w'’]+)", text[raws[i].start :])
    if not tokens or tokens[-1].type not in _REASONED or opened is None \
            or opened.group(1).lower().replace("’", "'") not in _VALUE_REASONS:
        return i  # (read in the text: 'not Presence' may be taken out of the pieces already, as overruled)
    between = [r for r in raws[: i] if r.start >= (tokens[-1].end_pos or 0)]
    if any(r.kind != "mark" or r.text not in "`'\"" for r in between):
        return i  # ("Strength, they say (not ...)": only a closing quote or backtick between)
    k = i + 1
    while k < len(raws) and raws[k].text != ")":
        if raws[k].kind not in ("word", "mark") or raws[k].text == "(":
            return i
        k += 1
    return k + 1 if k < len(raws) else i


# Relative pronouns an aside may follow inside their clause ("that, by one poll, swung ...").
_RELATIVES = frozenset({"that", "which", "who"})
# Words that join a clause on after the dice said in a run-on ("6 and 2 so she's in", "3 3 but the door holds"), or
# say whose they are ("2 and 3 for priya").
_CLAUSE_JOINERS = frozenset({"so", "but", "which", "then", "for"})


def _dots_then_faces(raws: list[Raw], i: int) -> int:
    """Where an ellipsis at i ends when a face follows it, said in digits or words ("... 7", "... SEVEN!"), or i (a
    full stop ends its sentence: "The dice say yes. Five stars.")."""
    j = i
    while j < len(raws) and raws[j].kind == "mark" and raws[j].text in ".…":
        j += 1
    if j - i < 2 and raws[i].text != "…":
        return i
    if j < len(raws) and (raws[j].kind == "number" or raws[j].low in NUMBER_WORDS or dice_idiom(raws, j) is not None):
        return j  # (or named: "... DOUBLE TENS!!")
    return i


def _join_after_faces(raws: list[Raw], i: int, tokens: list[Token]) -> None:
    """After two faces, a word of _CLAUSE_JOINERS before a word ("10 and 6 so lomax is asleep", "7 and 3 which is
    nothing"): the faces' clause ends there, as at a comma."""
    faces = len(tokens) > 1 and tokens[-1].type == "NUMBER" and (tokens[-2].type == "NUMBER" or len(tokens) > 2 and (
        tokens[-2].type == "SEP" and tokens[-2].value in (",", "and") and tokens[-3].type == "NUMBER"))
    if faces and raws[i].low in _CLAUSE_JOINERS and i + 1 < len(raws) and raws[i + 1].kind == "word":
        tokens.append(token("SEP", ",", raws[i].start, raws[i].start))


def _aside_in_relative(raws: list[Raw], i: int) -> int:
    """Where an aside set off by commas right after a relative pronoun ends, past its closing comma ("a speech that,
    by one poll, swung the garrison", "the clerk who, according to the ledger, signed it"): a short phrase opened by
    a preposition or an adverb in -ly, then the clause's verb. The commas only set the aside apart; the relative
    clause goes on. Else i."""
    if i == 0 or raws[i - 1].low not in _RELATIVES or i + 1 >= len(raws) or raws[i + 1].kind != "word" \
            or not (raws[i + 1].low in PREPOSITIONS or raws[i + 1].low.endswith("ly")):
        return i
    k = i + 2
    while k < len(raws) and k - i <= 6 and raws[k].kind in ("word", "number") and raws[k].low not in _RELATIVES:
        k += 1
    if k >= len(raws) or raws[k].text != "," or k + 1 >= len(raws) or raws[k + 1].kind != "word":
        return i
    return k + 1


def _label_number(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] is a number that labels the capitalised word before it ('Channel 9', 'Unit 7'), no die."""
    return raws[k].kind == "number" and k > 0 and raws[k - 1].kind == "word" and raws[k - 1].text[:1].isupper() \
        and not (k + 1 < len(raws) and raws[k + 1].kind == "number")


def _willing(raws: list[Raw], i: int) -> int:
    """Where words saying someone is willing to assist end, right before 'assist' (see _WILLING); else i."""
    k = i
    while k < len(raws) and raws[k].kind == "word" and raws[k].low in _WILLING:
        k += 1
    return k if k > i and k < len(raws) and raws[k].low in _ASSISTING else i


# Words before a teammate's possessive that say their deed came first, and so may set up the roll ("after Thorn's
# distraction for +1 effect", "thanks to Nyx's legwork for better position"): see _setup_said.
_SETUP_OPENERS = frozenset({"after", "following"})
_OWING = frozenset({"thanks", "owing", "due"})  # "thanks to", "owing to", "due to"
# Deeds that are a setup by their name ("after Thorn's distraction": the rules reference's own example of one), so
# a roll after them is set up even where what the setup gives is not said (then it is asked).
_SETUP_DEEDS = frozenset({"distraction", "diversion"})
_DEEDS = frozenset({"VERB", "SKILL", "TRICK", "MOVE"})  # tokens of a deed the roll makes


def _with_someone_doing(raws: list[Raw], i: int) -> bool:
    """Whether the -ing word at raws[i] says what someone named after 'with' is doing ("with Old Mother Kennel
    watching", "with the whole street watching"): one to four words between, capitalised or a determiner and nouns."""
    k = i - 1
    while k >= 0 and i - k <= 4 and raws[k].kind == "word" and raws[k].low != "with" and (
            raws[k].text[:1].isupper() or raws[k].low in DETERMINERS or "NOUN" in word_classes(raws[k].low)):
        k -= 1
    return 0 <= k < i - 1 and raws[k].low == "with"


def _listed_after(raws: list[Raw], k: int) -> bool:
    """Whether an item of a list ends at raws[k], perhaps after an adverb ("great recall usually, not tonight")."""
    k += k < len(raws) and raws[k].kind == "word" and adverb(raws[k].low)
    return k == len(raws) or raws[k].text in ",;."


def _benefit(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] opens what a setup gives: '+1 effect', 'plus one effect', '(a) better position'."""
    if k < len(raws) and raws[k].low in ("a", "an"):
        k += 1
    if k + 1 >= len(raws):
        return False
    first, second = raws[k].low, raws[k + 1].low
    if second == "position":
        return first in ("better", "improved")
    return (raws[k].kind == "signed" and second == "effect") or (
        first == "plus" and k + 2 < len(raws) and raws[k + 1].low in ("1", "one") and raws[k + 2].low == "effect")


# What an aside to the table closing the post may hold of the game's words: its verbs and the words of rolling.
_TABLE_TALK = frozenset({"VERB", "WORD", "FILLER", "ROLL", "ROLLED", "DICE", "WITH", "AS"})
# How the dice were rolled, said right after a word of rolling (and whom it was for): for all to see, or not.
_OPENLY = (("in", "the", "open"), ("out", "in", "the", "open"), ("openly",), ("in", "public"), ("publicly",),
           ("behind", "the", "screen"), ("behind", "my", "screen"), ("in", "secret"), ("secretly",))


def _versus_trait(tokens: list[Token], k: int) -> bool:
    """Whether tokens[k] is a 'vs' right before the trait a difficulty is read from ('Shakedown vs his Fort
    (Moderate)', 'Coerce, vs Fort, which is Hard'): it only says the difficulty is the other side's trait, as
    'Shakedown, his Fort, Moderate' says it."""
    return tokens[k].type == "VS" and k + 1 < len(tokens) and tokens[k + 1].type == "TRAIT"


def _count_then_faces(raws: list[Raw], i: int, tokens: list[Token]) -> int:
    """Where the dots after a count of dice end, before the faces it announces ('1 die left... 6!!', '5 dice...
    8 6 7 7 6'): after a number, 'die' or 'dice' and maybe 'left' or 'remaining', before a face. Else i."""
    j = i
    while j < len(raws) and raws[j].kind == "mark" and raws[j].text == ".":
        j += 1
    if j - i < 2 or j >= len(raws) or raws[j].kind != "number" or not raws[j].text.isdigit():
        return i
    last = [t.type for t in tokens[-3:]]
    counted = last[-2:] == ["NUMBER", "DICE"] or (last == ["NUMBER", "DICE", "WORD"]
                                                   and str(tokens[-1].value).lower() in ("left", "remaining"))
    return j if counted else i


def _dice_landing(raws: list[Raw], i: int, tokens: list[Token]) -> int:
    """Where the dots between two faces typed as they land end ('1... 5', '6.. 6!!', '4 and... 3'): after a face
    (or a face and 'and'), before a face that ends its clause (a mark, the end, or another face next). Else i."""
    j = i
    while j < len(raws) and raws[j].kind == "mark" and raws[j].text == ".":
        j += 1
    if j - i < 2 or j >= len(raws) or raws[j].kind != "number" or not raws[j].text.isdigit():
        return i
    if j + 1 < len(raws) and raws[j + 1].kind not in ("mark", "number"):
        return i  # "waited 2... 3 hours": a count of the scene, no face
    last = tokens[-2:] if tokens and tokens[-1].type == "SEP" and tokens[-1].value == "and" else tokens[-1:]
    return j if last and last[0].type == "NUMBER" and raws[i - 1 - (len(last) - 1)].kind == "number" else i


def _in_the_open(raws: list[Raw], i: int, tokens: list[Token]) -> int:
    """Where words saying how the dice were rolled end ('rolled for Kwan in the open', 'rolled it openly',
    'rolling behind the screen'), right after a word of rolling, or after one and whom it was for. Else i."""
    last = [t.type for t in tokens[-3:]]
    if not last or not (last[-1] in ("ROLL", "ROLLED") or (last[-1] in ("NAME", "PRONOUN") and len(last) > 1
                                                             and last[-2] in ("ROLL", "ROLLED"))):
        return i
    said = next((w for w in _OPENLY if tuple(r.low for r in raws[i : i + len(w)]) == w), None)
    return i + len(said) if said is not None else i


# Words that say 'after' of what someone did before, when they open a clause and a possessive follows them
# ("Following Cross's setup, Nyx prowls ..."): never the verb they can be ('follow' the guard).
_TIME_PREPOSITIONS = frozenset({"following"})


def _apposed_count(raws: list[Raw], i: int) -> tuple[int, int] | None:
    """(where it ends, how many) when a count of the dice said beside them opens at the mark raws[i]: ', nine of
    them,' or '(all nine of them)' right after 'the dice'; else None."""
    close = {",": ",", "(": ")"}.get(raws[i].text)
    k = i + 1 + (i + 1 < len(raws) and raws[i + 1].low == "all")
    if close is None or k + 3 >= len(raws):
        return None
    said = raws[k]
    count = (int(said.text) if said.text.isdigit() else None) if said.kind == "number" \
        else NUMBER_WORDS.get(said.low) if said.low not in ("a", "an") else None
    if count is None or not 1 <= count <= 30 or [r.low for r in raws[k + 1 : k + 3]] != ["of", "them"] \
            or raws[k + 3].text != close:
        return None
    if k != i + 1:
        return None  # ('all' would shift which token is the count; said rarely, left to the words)
    return k + 4, count


_SUBJECT_PRONOUNS = frozenset({"i", "she", "he", "they", "we", "you"})
_PURPOSE_MODALS = frozenset({"can", "could", "will", "would", "might", "may", "'ll", "’ll", "cant", "can't", "wont",
                             "won't", "shall", "should"})


def _so_result(raws: list[Raw], i: int) -> bool:
    """Whether 'so' at raws[i] opens what follows from the clause before, its subject and verb said plainly ('there's
    no rush so she takes her time'), not what the deed is for ('so she can't see me', 'so they'll look away')."""
    return raws[i].low == "so" and i + 2 < len(raws) and raws[i + 1].low in _SUBJECT_PRONOUNS \
        and raws[i + 2].kind == "word" and raws[i + 2].low not in _PURPOSE_MODALS \
        and not raws[i + 2].low.endswith(("'ll", "’ll", "'d", "’d"))


def _deliberating(raws: list[Raw], i: int) -> int:
    """Past 'before I decide anything,' or 'before I commit:' (the player weighing what to do, said before a question,
    a comma, colon or dash after it, or the question's own first word: 'Before I roll anything what are the
    chances ...'), when one opens at raws[i]; else i."""
    if i + 2 >= len(raws) or raws[i].low not in ("before", "until", "ere") or raws[i + 1].low not in ("i", "we"):
        return i
    for k in range(i + 2, len(raws)):
        if raws[k].kind == "mark":
            return k + 1 if raws[k].text in (",", ":", "—", "–") else i
        if raws[k].kind != "word":
            return i
        if k > i + 2 and question_at(raws, k)[0] > k:
            return k
    return i


# The keywords a post's heading may hold before its question ("... at the Hofbräuhaus: what are ...", "... with the
# crew: ..."): words of English the game also reads, no rules value.
_HEADING_WORDS = frozenset({"WORD", "IS", "WITH", "AND", "FILLER", "FOR", "ON", "TO", "AT", "OF", "IN"})


# The words a question about chances may name the difficulty with (idioms.py's frames: "what's the DC to ...").
_DIFFICULTY_ASKED = frozenset({"dc", "dl", "difficulty", "tn", "target", "number"})


# Words that join a clause to another, never part of a thing's name before its verb ("the watch and pushes").
_JOINING_WORDS = frozenset({"and", "or", "then", "but", "so", "to", "while", "as", "n", "&"})
# Subjects that push no one's push ("it pushes back", "something pushes against the door"): a thing of the scene.
_NO_ONE_PUSHING = frozenset({"it", "something", "nothing", "everything", "anything"})
# Words after which a gerund says what someone else does or stops doing, never the roll's action: "talk the guard
# out of shooting us", "scare him into running", "stop her from calling the cops", "instead of fighting".
def _after_complement_word(raws: list[Raw], i: int) -> bool:
    """raws[i] (a word ending in -ing) comes right after 'into', 'from', 'out of' or 'instead of'."""
    if i < 1 or len(raws[i].low) <= 5:
        return False
    before = raws[i - 1].low
    if before in ("into", "from"):
        return True
    return before == "of" and i >= 2 and raws[i - 2].low in ("out", "instead")


# What says a value is the roll's after 'so' ("so it's Moderate"), and the kinds of value it may say.
_BEING_THERE = frozenset({"here", "there"})  # before 'to' after a comma: why one is there (", here to fix it")
_SAYS_IT = frozenset({"it's", "its", "that's", "thats", "this's"})
_SAID_VALUES = frozenset({"DLNAME", "CUE", "SECURITY", "ADVANTAGE", "DISADVANTAGE"})
_SAID_BARE = frozenset({"ADVANTAGE", "DISADVANTAGE"})
_JOINS_CLAUSES = frozenset({"and", "or", "but", "then", "so", "nor", "yet", "n"})
_SUBJECT_PARTICLES = frozenset({"up", "down", "out", "off", "in"})  # "Swim down was easy", "Warm up was ..."
_HELP_AFTER = frozenset({"helping", "assisting", "backing", "spotting"})  # "with Dobbo helping"  # a value a consequence names with no 'it's' ("so advantage")
_LEAVE_ASKED = frozenset(tuple(leave.split()) for leave in LEAVE_ASKED)
# What may follow a hedge that opens a clause of its own ("i think it's Prowl", "i guess she got 4 4"): a subject.
_HEDGED = frozenset({"i", "i'm", "im", "he", "she", "they", "we", "you", "it", "it's", "its", "that", "that's",
                     "thats", "this", "there", "there's", "theres", "so", "my", "his", "her", "their"})


def _remark_of_writer(raws: list[Raw], i: int, text: str) -> int:
    """Where the writer's own remark opening at raws[i] ('I believe', 'I regret to report', 'I am delighted to say':
    action_words.WRITER_REMARK) ends, or i."""
    found = WRITER_REMARK.match(text, raws[i].start)
    if found is None:
        return i
    j = i
    while j < len(raws) and raws[j].start < found.end():
        j += 1
    return j


# Words saying what dice came up, after an aside set off by commas ("..., were 4 and 6"); "came" keeps its "up".
_SHOWED = frozenset({"were", "are", "was", "read", "showed", "show"})


def _dice_aside(raws: list[Raw], i: int, tokens: list[Token], match: Callable[[int], tuple | None]) -> int:
    """Where an aside set off by commas right after the dice ends ('Your dice, which reached me this morning, were a
    six and a seven', 'Her dice, I am sorry to say, were 4 and 6'): plain words alone up to the comma (no name, no
    rules word: 'Dice, Wits Hard, were ...' keeps its Hard), and the word that says what they came up, with faces
    after it. Else i."""
    commas = 0
    while commas < min(2, len(tokens)) and tokens[-1 - commas].type == "SEP" and str(tokens[-1 - commas].value) == ",":
        commas += 1
    if not commas or len(tokens) <= commas or tokens[-1 - commas].type != "DICE" or not i or raws[i - 1].text != ",":
        return i
    j = i
    if commas == 1:  # "dice, which reached me today, were ..."
        while j < len(raws) and j < i + 10 and raws[j].kind == "word":
            found = match(j)
            if (found is not None and found[1] not in ("VERB", "WORD", "FILLER")) or raws[j].low in PEOPLE_WORDS:
                return i
            j += 1
        if j == i or j >= len(raws) or raws[j].text != ",":
            return i
        j += 1
    # (two commas: "dice, I am sorry to say, were ...", the writer's remark between them already gone)
    if j + 1 >= len(raws) or raws[j].low not in _SHOWED | {"came"}:
        return i
    k = j + (raws[j].low != "came")
    if not (raws[k].kind == "number" or raws[k].low in SINGULAR or raws[k].low in ("a", "an", "came")
            or dice_idiom(raws, k) is not None):
        return i
    return k


def _hedge(raws: list[Raw], i: int, someone: Callable[[list[Raw], int], bool]) -> int:
    """Where a hedge starting at raws[i] ends, when it stands apart from the action: the end of its clause after it
    ('it's Prowl i think?', 'Juno tackles him, i guess'), or a clause of its own after it ('i think i got 3 6',
    'i believe that's Finesse', 'i guess Tam would try Pickpocket': someone(raws, k) says a clause of someone opens
    at k); else i. 'i think it through' keeps its verb."""
    low = raws[i].low
    plain = low.replace("’", "'")
    if low not in _hedge_openers() and plain not in _hedge_openers():
        return i  # (no hedge opens with the word: most words are looked up no further)
    if plain not in _by_first_word(TAG_QUESTIONS)[0] and low not in _by_first_word(hedges_after())[0] \
            and plain not in _by_first_word(KNOWING)[0]:
        return i
    tag = _said_at(TAG_QUESTIONS, raws, i, plain=True)
    if tag and i + tag < len(raws) and raws[i + tag].text == "?" and (i == 0 or raws[i - 1].kind in ("mark", "word")):
        return i + tag  # "should be Hard, right? 7 5": the player checks what the phrase states; the statement stands
    hedge = _said_at(hedges_after(), raws, i)
    if not hedge:
        return _knowing(raws, i)
    end = i + hedge
    if end == len(raws) or (raws[end].kind == "mark" and raws[end].text in ".!?;,:)"):
        return end
    if raws[end].kind == "number" and tuple(r.low for r in raws[i:end]) in _LEAVE_ASKED:
        return end  # "Athletics unless you say otherwise 4 5": the leave asked, then the dice
    after = raws[end].low.replace("’", "'")
    if after in _HEDGED and not (after in ("it", "that", "this", "so") and end + 1 < len(raws)
                                 and raws[end + 1].kind == "word" and raws[end + 1].low in ("through", "over", "out")):
        return end
    if someone(raws, end):  # "i suppose Tam would try to sneak": the writer's manner, Tam acts
        return end
    return i


@cache
def _hedge_openers() -> frozenset[str]:
    """Every first word of a hedge's tables (_hedge), in one set: asked of every word."""
    return frozenset({*_by_first_word(TAG_QUESTIONS)[0], *_by_first_word(hedges_after())[0], *_by_first_word(KNOWING)[0]})


def _dice_describing(raws: list[Raw], i: int) -> bool:
    """Whether 'a' at raws[i] opens 'dice' said of the plain noun after it ('not a dice crit', 'a dice tower'): the
    kind of thing, no die counted."""
    return raws[i].low in ("a", "an") and i + 2 < len(raws) and raws[i + 1].low in ("dice", "die") \
        and raws[i + 2].kind == "word" and raws[i + 2].text.islower() \
        and raws[i + 2].low not in ("of", "from", "for", "to") \
        and (not word_classes(raws[i + 2].low) or "NOUN" in word_classes(raws[i + 2].low))


def _backs_with(raws: list[Raw], i: int) -> int:
    """Where 'with' ends after a verb, the one it is done for and 'with' ("spots him with a war die", "backs her up
    with one of his war dice"), before a resource counted in dice: the one named before the verb gives it to their
    roll; or i."""
    k = i + 1
    if k >= len(raws) or raws[k].low not in ("him", "her", "them", "me", "us"):
        return i
    k += 1 + (k + 1 < len(raws) and raws[k + 1].low == "up")
    if k >= len(raws) or raws[k].low != "with":
        return i
    start = k + 1 + (k + 1 < len(raws) and raws[k + 1].low in ("a", "an", "one", "his", "her", "their"))
    key = _names_resource(raws, start)
    return k + 1 if key is not None and lexicon().counted(key) else i


def _state_in(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] is a noun of the state someone is in, after a form of 'be' and 'in a' or 'in the' ('we're in a
    fight', 'they were in the chase', 'we are in a fight at the rank')."""
    if i < 3 or raws[i - 1].low not in ("a", "an", "the") or raws[i - 2].low != "in":
        return False
    being = raws[i - 3].low.replace("’", "'")
    return being in ("is", "are", "was", "were", "be", "been", "am") or being.endswith(("'re", "'s", "'m"))


def _others_result(raws: list[Raw], i: int, end: int) -> bool:
    """Whether the clause after 'so' at raws[i] says what someone or something else does as the roll's result ('so
    Van 3 swaps the drops with us', 'so the clerk signs'): its subject a name or a thing, no pronoun, before its verb.
    Their deed is the scene the roll hopes for, never the roll's aim."""
    if raws[i].low != "so":
        return False
    k = i + 1 + (i + 2 < end and raws[i + 1].low == "that")
    if k >= end or raws[k].kind != "word" or raws[k].low in _SUBJECT_PRONOUNS or raws[k].low == "it":
        return False
    if raws[k].low in DETERMINERS or raws[k].text[:1].isupper():
        return any(r.kind == "word" and r.low.endswith("s") and "VERB" in word_classes(r.low)
                   for r in raws[k + 1 : min(end, k + 5)])  # ("so Van 3 swaps", "so the clerk signs")
    return False


def _deed_before(tokens: list[Token], start: int) -> bool:
    """Whether the clause before `start` already says the roll's deed (a verb, trick or skill of the game)."""
    for t in reversed(tokens):
        if t.type == "SEP" and str(t.value) in ".;!?":
            return False
        if t.type in ("VERB", "TRICK", "SKILL") and (t.end_pos or 0) <= start:
            return True
    return False


def _thing_doing(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a verb's -ing form after 'is' or 'are', says what a thing named with an article or a
    possessive is doing ('your clock is running', 'the engine was running hot'): the scene, no one's deed."""
    return raws[i].low.endswith("ing") and i > 2 and raws[i - 1].low in ("is", "are", "was", "were") \
        and raws[i - 2].kind == "word" and raws[i - 2].text.islower() and "NOUN" in word_classes(raws[i - 2].low) \
        and (raws[i - 3].low in ("the", "your", "his", "her", "their", "its", "my", "our", "this", "that")
             or raws[i - 3].low.replace("’", "'").endswith("'s"))  # ("the Laird's gamekeeper is watching")


def _count_alone(raws: list[Raw], i: int) -> bool:
    """Whether the number word at raws[i] opens a part of its own that counts a thing ("...: one clean rep, ...",
    ", two long nights."): after a colon, a comma or a stop, up to two lowercase words after it, the last a noun, and
    the part closing there (a word no dictionary has may be the noun: 'rep'). No die, no resource, no rule counted."""
    if i and not (raws[i - 1].kind == "mark" and raws[i - 1].text in ":,.;"):
        return False
    k = i + 1
    while k < len(raws) and k - i <= 2 and raws[k].kind == "word" and raws[k].text.islower():
        k += 1
    if k == i + 1 or (k < len(raws) and not (raws[k].kind == "mark" and raws[k].text in ",.;!")):
        return False
    last = raws[k - 1].low
    if last in PLURALS or last in _ROLL_PLURALS or _names_resource(raws, i + 1) is not None \
            or any(raws[m].low in NUMBER_WORDS or raws[m].low in ("and", "or", "n") for m in range(i + 1, k)):
        return False
    classes = word_classes(last)
    return "NOUN" in classes or plural_noun(last) or plural_shape(last) or (not classes and last.isalpha() and len(last) > 2)


def _counted_plural(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a plural, is what a number before it counts, right before it or with one lowercase word
    between ('20 swings', '20 kettlebell swings', 'twelve hard pulls'): a thing counted, no deed."""
    if not raws[i].low.endswith("s") or raws[i].low.endswith("ss") or not raws[i].text.islower():
        return False
    def counts(k: int) -> bool:
        return k >= 0 and (raws[k].kind == "number" and raws[k].text.isdigit() and int(raws[k].text) > 1
                           or raws[k].kind == "word" and NUMBER_WORDS.get(raws[k].low, 0) > 1
                           and raws[k].low not in ("once", "twice"))
    if i + 1 < len(raws) and raws[i + 1].low in _OBJECT_OPENS:
        return False  # ("pregen 4 kicks the bunker door in": a verb with what it is done to)
    return counts(i - 1) or (raws[i - 1].kind == "word" and raws[i - 1].text.islower()
                             and raws[i - 1].low not in ("and", "or", "then", "but", "n", "so") and counts(i - 2))


# Words that open what a verb is done to ("kicks the door", "takes her shot", "hits him").
_OBJECT_OPENS = frozenset({"the", "a", "an", "his", "her", "their", "its", "my", "your", "our", "him", "them", "me", "us",
                           "it", "this", "that"})


def _thing_named(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] stands as a noun of the scene: right after an article or a possessive, or after one and a
    lowercase word describing it ('the drone', 'the security drone', 'her old deck')."""
    if i and raws[i - 1].kind == "word" and _article(raws[i - 1]):
        return True
    return i > 1 and raws[i - 1].kind == "word" and raws[i - 1].text.islower() and raws[i - 2].kind == "word" \
        and _article(raws[i - 2])


def _article(raw: Raw) -> bool:
    """An article or a possessive ('the', 'a', 'his'), never a count ('three dice', 'four, two and one')."""
    return raw.low in DETERMINERS and (raw.low in ("a", "an") or raw.low not in NUMBER_WORDS)


# Words for what is rolled, after 'rolled the' / 'threw the' ("threw the bones", "rolled the same again"): the dice,
# never a thing of the scene rolled or thrown; the first few name the dice themselves ("threw the dice: 4 5").
_THROWN_DICE = frozenset({"dice", "die", "bones", "cubes", "pair", "double", "doubles", "same", "following", "result",
                          "lot", "pool", "d6", "d8", "d10", "d20", "d6s", "d8s", "d10s"})
# What a roll came up, said after 'rolled a' ('rolled a Good Success', 'got a strong hit'): a result, never a thing.
_OUTCOMES = frozenset({"success", "successes", "failure", "fail", "hit", "miss", "crit", "critical", "botch", "glitch",
                       "fade"})
_THROWING = frozenset({"rolled", "rolls", "roll", "rolling", "threw", "throws", "throw", "throwing", "got", "cast",
                       "casts", "casting"})
_THE_DICE = frozenset({"dice", "die", "bones", "cubes", "d6s", "d8s", "d10s"})

# Words before a count of a resource that say it is held ("I have 1 luck", "she still has 2 war dice"), and after it
# ("2 war dice left"); and the words that stand for it where it is then spent ("I use it", "I spend one").
_HAVE = frozenset({"have", "has", "got", "i've", "ive", "she's", "he's"})

_HAVE_BETWEEN = frozenset({"still", "only", "just"})
_HELD_AFTER = frozenset({"left", "remaining"})
_THE_HELD = r"(?i)\s+(it|one|them|\d)\b"


def _count_at(raws: list[Raw], k: int) -> bool:
    """A count at raws[k]: a number typed or said ('2', 'two'), never 'a'."""
    return 0 <= k < len(raws) and (raws[k].kind == "number" and raws[k].text.isdigit() or raws[k].kind == "word"
                                   and raws[k].low in NUMBER_WORDS and raws[k].low not in ("a", "an"))


def _held(raws: list[Raw], i: int, size: int) -> tuple[int, int] | None:
    """Where the words that say how much of the resource at raws[i:i+size] someone holds start and end: 'I have 1
    luck', 'I still have 2 war dice left', and with the count after it as another language orders them, 'I have luck
    2'; or None. A count held is the sheet's, said: nothing is spent by it."""
    end = i + size
    k = i - 1
    if _count_at(raws, k):
        j = k - 1
        while j >= 0 and raws[j].low in _HAVE_BETWEEN:
            j -= 1
        if j < 0 or raws[j].low not in _HAVE:
            return None
        first = k
    elif k >= 0 and raws[k].low in _HAVE and _count_at(raws, end) and (
            end + 1 >= len(raws) or raws[end + 1].kind == "mark" or raws[end + 1].low in _HELD_AFTER):
        first, end = i, end + 1
    else:
        return None
    return first, end + (end < len(raws) and raws[end].low in _HELD_AFTER)


def _spent_of_the_held(tokens: list[Token], text: str) -> list[Token]:
    """'I have 1 luck, I use it', 'I have 2 war dice, I spend one': the word after a spend word stands for the
    resource said held before it, and is that resource spent."""
    held = next((t for t in tokens if t.type == "UNSPENT"), None)
    if held is None:
        return tokens
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        tok = tokens[k]
        out.append(tok)
        said = re.compile(_THE_HELD).match(text, tok.end_pos) if tok.type == "SPEND" and tok.start_pos > held.end_pos \
            else None
        if said is not None and not (k + 1 < len(tokens) and tokens[k + 1].type == "RESOURCE"):
            if k + 1 < len(tokens) and tokens[k + 1].start_pos == said.start(1) and tokens[k + 1].type == "NUMBER":
                k += 1  # ("spends 2": how many of it; "one", read as a number, is one of it)
                if said.group(1).isdigit():
                    out.append(tokens[k])
            out.append(token("RESOURCE", held.value, said.start(1), said.end(1)))
        k += 1
    return out


def _unspent(raws: list[Raw], i: int, size: int, tokens: list[Token]) -> tuple[int, int] | None:
    """Where the words that say the resource at raws[i:i+size] is not used start and end ('Luck not spent', 'luck
    unused', 'no luck', 'without spending luck', "didn't use luck"), or None. A word of spending before the resource,
    already a token, is taken back into them."""
    end = i + size
    if end < len(raws) and raws[end].low in UNUSED:
        return i, end + 1
    if end + 1 < len(raws) and raws[end].low == "not" and raws[end + 1].low in SPENT_WORDS:
        return i, end + 2
    first = i
    if first and raws[first - 1].low in SPENT_WORDS | {"spend", "use", "burn"} and tokens \
            and tokens[-1].type in ("SPEND", "USING", "USE") and tokens[-1].start_pos == raws[first - 1].start:
        first -= 1
    if first and raws[first - 1].low.replace("’", "'") in NOT_USING:
        if first < i:
            tokens.pop()
        return first - 1, end + (end < len(raws) and raws[end].low in SPENT_WORDS)  # ("no luck spent")
    return None


def _getting_in(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] gets someone into the seat of what they then work (words.ENTERING, INTO, SEATS), with 'and'
    and another word right after the seat: 'climbs into the cab and operates the crane', 'hops in the driver's seat
    and floors it'."""
    if not set(verb_bases(raws[i].low)) & ENTERING or i + 2 >= len(raws) or raws[i + 1].low not in INTO:
        return False
    k = i + 2
    while k < len(raws) and k < i + 6 and raws[k].kind == "word" and raws[k].low not in SEATS:
        if raws[k].low not in DETERMINERS and not raws[k].low.endswith(("'s", "’s")):
            return False  # only articles and possessives before the seat ("the driver's seat", "his cab")
        k += 1
    return (k + 2 < len(raws) and raws[k].low in SEATS and raws[k + 1].low in ("and", "&")
            and raws[k + 2].kind == "word")


def _seeks(raws: list[Raw], i: int) -> bool:
    """Whether raws[i], a participle of seeking, opens a clause after a comma and seeks something ('..., looking for
    the hatch', '..., searching around for clues'): what the action before it is done for."""
    k = i + 1 + (i + 1 < len(raws) and raws[i + 1].low in ("around", "about", "out"))
    return i >= 1 and raws[i - 1].kind == "mark" and raws[i - 1].text == "," and k < len(raws) and raws[k].low == "for"


# Where a body is flung, before what it is flung there for ("flung himself aside to dodge the bolts").
_SELF = frozenset({"himself", "herself", "themselves", "themself", "myself", "yourself", "ourselves", "itself"})
_FLUNG_WHERE = frozenset({"aside", "away", "clear", "back", "backward", "backwards", "down", "flat", "sideways",
                          "low", "free", "headlong", "out", "up"})


def _self_moved(raws: list[Raw], i: int) -> int | None:
    """'flung himself aside to dodge the bolts', 'throws herself flat to avoid the blast': where the verb right before
    'oneself' (and maybe a word of where) moves the body only so that the purpose after 'to' is done, the index of
    that verb: how the body moved, the purpose is the deed. None otherwise ('throws himself at the door' has none)."""
    j = i - 1
    while j > 0 and raws[j].low in _FLUNG_WHERE:
        j -= 1
    return j - 1 if j > 0 and raws[j].low in _SELF and raws[j - 1].kind == "word" else None


def _after_dice(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] comes right after the dice: after a number, or after a line of dice that ends with a stop."""
    return (i >= 1 and raws[i - 1].kind == "number") or (
        i >= 2 and raws[i - 1].kind == "mark" and raws[i - 1].text in ".!?" and raws[i - 2].kind == "number")


def _knowing(raws: list[Raw], i: int) -> int:
    """Where a verb of knowing that frames a clause of its own ends ('i know i'm -2, but ...', 'i realise it's
    Hard'): what is known follows, with its own subject; else i ('i know the city' is what is done)."""
    said = _said_at(KNOWING, raws, i, plain=True)
    end = i + said
    if said and end < len(raws) and raws[end].low.replace("’", "'") in CLAUSE_SUBJECTS:
        return end
    return i


# How many dice a player says they rolled, said between 'rolled' and the faces ("a whole bunch: 1 2 6 ...").
_MANY_DICE = tuple(tuple(m.split()) for m in (
    "a whole bunch of dice", "a whole bunch", "a bunch of dice", "a bunch", "a whole lot", "a lot of dice", "a lot",
    "a ton", "loads", "lots", "a handful", "all of these", "all these", "these", "this many", "so many"))


def _many_dice(raws: list[Raw], i: int) -> int:
    """Where words saying how many dice were rolled end, when faces follow them (after a colon or not); else i."""
    for said in _MANY_DICE:
        words = said[1:] if said[0] == "a" and i and raws[i - 1].low == "a" else said  # ("rolled a" is one token)
        end = i + len(words)
        if tuple(r.low for r in raws[i:end]) != words:
            continue
        after = end + (end < len(raws) and raws[end].kind == "mark" and raws[end].text in ":,-")
        if after + 1 < len(raws) and raws[after].kind == "number" and raws[after + 1].kind == "number":
            return after
    return i


# Tokens of a rules value or of the dice, after which (and a colon or a comma) the roll line's last item is its faces.
_BEFORE_FACES = frozenset({"ROLLED", "DICE", "FACES", "DL", "DLNAME", "CUE", "SKILL", "TRICK", "ABILITY", "TRAIT",
                           "BARETRAIT", "SECURITY"})


def _faces_with_a_point(raws: list[Raw], i: int, end: int, tokens: list[Token]) -> bool:
    """Whether the number with a point at raws[i:end] ('6.3') closes the phrase where its dice stand: right after the
    dice's word ('dice: 6.3') or as the last item after a rules value ('Wits Hard: 6.3', 'Sneak, Hard, 6.3'). Two
    digits of one to nine are then two faces typed with a point, and who typed them is asked: never a scene's number,
    the faces lost."""
    if end != i + 3 or any(len(raws[k].text) != 1 or raws[k].text == "0" for k in (i, i + 2)) \
            or any(r.kind != "mark" or r.text not in ".!)]" for r in raws[end:]):
        return False
    kinds = [t.type for t in tokens[-2:]]
    return bool(kinds) and (kinds[-1] in ("ROLLED", "DICE", "FACES")
                            or len(kinds) == 2 and kinds[0] in _BEFORE_FACES and kinds[1] in ("COLON", "SEP"))


_VERSUS = frozenset({"v", "vs", "v.", "versus"})
# Words of where a thing rolls to, right after 'rolled' ("the fog rolled in at six", "the cart rolls back down"):
# the thing moving, never dice (with no word before the faces: "rolled in 6 and 3" stays the dice).
_ROLLING_ON = frozenset({"in", "out", "over", "away", "off", "along", "through", "across", "into", "back", "down",
                         "past", "onto", "around", "round"})


_OUT_OF = re.compile(r"\d+/\d+")  # a mark's fraction and its whole, read as one word ("9/10": see scene_numbers.rating)


def _decimal(raws: list[Raw], i: int) -> int:
    """Where a number with a decimal point typed close up ('2.7', '4.2', '10.5', a mark out of a whole: '7.9/10')
    opening at raws[i] ends, or i; never a clock ('10.30'; '0.05' is none), an outline's number ('5.3.1') nor one
    after a section mark."""
    k = i + 2
    if k < len(raws) and raws[k].kind == "word" and _OUT_OF.fullmatch(raws[k].text) and touching(raws, k) \
            and raws[i + 1].text == "." and touching(raws, i + 1) and raws[i].text.isdigit():
        return k + 1  # "the ref's mark: 7.9/10": a mark with a decimal point out of a whole (one word from '9/10')
    if k >= len(raws) or raws[i + 1].text != "." or raws[k].kind != "number" or not touching(raws, i + 1) \
            or not touching(raws, k) or not raws[i].text.isdigit() or not raws[k].text.isdigit() \
            or len(raws[k].text) == 2 and raws[i].text != "0" or (k + 1 < len(raws) and raws[k + 1].text == "." and touching(raws, k + 1)
                                          and k + 2 < len(raws) and raws[k + 2].kind == "number"):
        return i
    return k + 1


# Words that join clauses, never a noun a compound closes on ("jacks in and droptrips").
_JOINING = frozenset({"and", "or", "but", "then", "so", "nor", "yet", "n", "&"})
# Words after 'once' that make it say when, not how many times ("once upon a time", "once was", "once more").
_ROLLING_WORDS = frozenset({"rolling", "showing", "coming", "getting", "landing", "throwing"})  # ("showing six twice")
_ONCE_WHEN = frozenset({"upon", "more", "again", "was", "were", "had", "lived", "did", "there", "inside", "in"})
# Words that place a thing in time ('before the run', 'after the climb'): what follows with its article is an event.
_IN_TIME = frozenset({"before", "after", "during", "since", "until", "till"})


# Articles and possessives a group named by its count opens with ("the back four", "their big three").
_GROUP_OPENERS = frozenset({"a", "an", "the", "their", "our", "his", "her", "my", "your", "its"})
# Words of a die's place among the faces ("the other two", "the last two"): faces, never a group of the scene.
_DIE_PLACES = frozenset({"other", "last", "first", "next", "remaining", "extra", "final", "top", "bottom", "lowest",
                         "highest", "best", "worst", "same"})


# The forms of 'lie', and the words after them that say where or how something lies ("lying alongside", "lies at
# anchor", "lay low"): no lie told.
_LYING = frozenset({"lie", "lies", "lying", "lay", "lain"})
_LAID = frozenset({"alongside", "at", "in", "on", "low", "still", "flat", "down", "ahull", "awake", "under", "beside",
                   "across", "off", "astern", "ahead", "abeam", "along", "against", "beneath", "near"})
_LAID_DOWN = frozenset({"down", "off", "on", "in", "into"})  # ("lay down the law", "lay into him": 'lay', no lying)


# Verbs a timetable says of an event ("the group ride leaves at 8", "the shoot starts on Monday").
_TIMETABLED = frozenset({"leaves", "starts", "begins", "finishes", "ends", "opens", "closes", "departs", "arrives",
                         "kicks", "runs", "meets", "resumes"})


def _timetabled(raws: list[Raw], i: int) -> bool:
    """Whether the deed's word at raws[i] is a noun naming an event, the subject of a timetable's verb said with when
    ('Saturday group ride leaves at 8', 'the shoot starts on Monday'): lowercase, a verb of the timetable right after
    it, then 'at', 'on', 'from', 'in' or 'off' and a time, a day or a number."""
    return raws[i].text.islower() and i + 3 < len(raws) and raws[i + 1].low in _TIMETABLED \
        and raws[i + 2].low in ("at", "on", "from", "in", "off") and (raws[i + 3].kind == "number" or raws[
            i + 3].low in nouns().weekdays | nouns().months | frozenset({"noon", "midday", "midnight", "dawn", "dusk"}))


def _an_event(raws: list[Raw], i: int) -> bool:
    """Whether the verb at raws[i] names an event in time, with its article ('before the run:', 'after the climb'): a
    noun of the scene, never the deed rolled."""
    return i > 1 and raws[i - 1].low in ("the", "a", "an", "that", "this") and raws[i - 2].low in _IN_TIME


def _a_face_alone(raws: list[Raw], i: int) -> bool:
    """Whether 'a' or 'an' at raws[i] says a die's face, the clause's last words after a mark that opens one ('—
    a two.', ': a nine and an eight', '(a six, a two, a one)') or the post's last sentence ('... with Prowess. A
    four.'): a face (a digit or a number word), and after it nothing, a mark or 'and'."""
    if not i or raws[i - 1].kind != "mark" or i + 1 >= len(raws):
        return False
    last = raws[i - 1].text in ".!?" and all(r.kind == "mark" and r.text in ".!?" for r in raws[i + 2 :])  # "He
    if not last and raws[i - 1].text not in ";,:(":  # resists the fall with Prowess. A four.": the post's last
        return False  # sentence, a face alone
    face = raws[i + 1]
    if not a_count(face) or not 1 <= (int(face.text) if face.kind == "number" else NUMBER_WORDS[face.low]) <= _MOST_FACE:
        return False
    after = raws[i + 2] if i + 2 < len(raws) else None
    if raws[i - 1].text != "(" and (after is not None and after.text in (",", "and") and i + 4 < len(raws)
                                    and raws[i + 3].low in ("a", "an") or i > 1 and a_count(raws[i - 2])):
        return False  # "— a six, a five, a two": a list of faces, read as such
    return after is None or after.kind == "mark" and after.text in ",;.!?)" or after.low in ("and", "then")


def _faces_follow(raws: list[Raw], k: int, faces: tuple[int, ...]) -> bool:
    """Whether raws[k:] say just those faces in digits ('10 10', '6 and 6'), and then no other number."""
    said: list[int] = []
    while k < len(raws) and len(said) <= len(faces):
        if raws[k].kind == "number" and raws[k].text.isdigit():
            said.append(int(raws[k].text))
        elif not (raws[k].low == "and" or raws[k].text in ",&") or not said:
            break
        k += 1
    return tuple(said) == faces and not (k < len(raws) and raws[k].kind == "number")


def _restates_faces(tokens: list[Token], faces: tuple[int, ...]) -> bool:
    """Whether a dice idiom said right after the faces names those same faces ('6 6 double sixes', '1 1, snake
    eyes!'): the faces said again as a shout, one roll."""
    k = len(tokens)
    while k and tokens[k - 1].type == "SEP":
        k -= 1
    said = tokens[max(0, k - len(faces)) : k]
    return len(said) == len(faces) and k - len(faces) >= 0 and all(
        t.type == "NUMBER" and str(t.value).isdigit() and int(t.value) == f for t, f in zip(said, faces)) and (
        k == len(faces) or tokens[k - len(faces) - 1].type != "NUMBER")


def _aside(raws: list[Raw], i: int) -> int:
    """Where an aside after the dice ends ('... 3 8 lol so many ones', '4 4 ugh, typical'), when raws[i] is an
    interjection right after a number: to the sentence's end, holding no number (a number there is read as ever);
    or where a hedge right after a number ends, at the end of its sentence ('a 4 and a 6 i think', '5 3 2 iirc').
    Else i."""
    if i == 0 or raws[i - 1].kind != "number":
        return i
    if (said := remark_at(raws, i)) > i:  # "6 and 6 is that good", "4 4 did i make it?": the roll answers it
        return said
    hedge = _said_at(hedges_after(), raws, i)
    if hedge and (i + hedge == len(raws) or (raws[i + hedge].kind == "mark" and raws[i + hedge].text in ".!?;,")):
        return i + hedge
    if raws[i].low not in ASIDE_OPENERS and not (raws[i].kind == "word" and shouted(raws[i].text)):
        return i  # ("8 6 7 7 6 LETS GOOO", "5 5 yesss": a shout after the dice opens one too)
    j = i + 1
    while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ".!?;"):
        if raws[j].kind != "word" and raws[j].kind != "mark":
            return i
        j += 1
    return j


_BE = frozenset({"be", "is", "was", "were", "are", "been", "might", "may", "could", "should", "would", "will"})


def _there_is(raws: list[Raw], i: int) -> bool:
    """Whether raws[i] ('one') closes 'there is', 'should there be', 'there might be', 'there's': a thing said to be
    there, which no number counts."""
    k = i - 1
    while k >= 0 and i - k <= 3 and raws[k].low in _BE:
        k -= 1
    return k >= 0 and (raws[k].low in ("there's", "there’s") or raws[k].low == "there" and k < i - 1)



def _said_at(table: tuple[tuple[str, ...], ...], raws: list[Raw], i: int, *, plain: bool = False) -> int:
    """How many words the first of `table`'s word sequences that the phrase says at raws[i] has, 0 for none (`plain`:
    a curly apostrophe read as a straight one). Only the sequences opened by raws[i]'s word are tried."""
    if i >= len(raws):
        return 0
    opened, longest = _by_first_word(table)
    first = raws[i].low.replace("’", "'") if plain else raws[i].low
    if first not in opened:
        return 0
    low = [r.low.replace("’", "'") if plain else r.low for r in raws[i : i + longest]]
    return next((len(seq) for seq in opened[first] if tuple(low[: len(seq)]) == seq), 0)


# The lexer's word checks that open only at a word of their own sets (their first early return), each a bit of the
# table _word_gates() makes from those same sets: a word is asked only of the checks it can open.
_G_LABEL = 1  # _dice_label: _MINE, _MINE_BARE, _THEIRS
_G_SHOWING = 2  # idioms.showing_faces: a verb of showing
_G_REMARK = 4  # PhraseLexer._remark: words.REMARK_OPENERS
_G_REPORTED = 8  # PhraseLexer._reported, beside a capitalised word: the table's own, or a pronoun
_G_NOT_ROLLED = 16  # idioms.not_rolled
_G_IDENTITY = 32  # PhraseLexer._identity: 'to (be)', 'as'
_G_DOUBT = 64  # PhraseLexer._doubt: a doubt's or an apology's first word
_G_HEDGE = 128  # _hedge
_G_DIE = 256  # described.described_die: 'the', or a die's colour or place
_G_NAMING = 512  # PhraseLexer._naming: 'is (it)', 'was (it)', 'or (was it)'
_ALL_GATES = 1023
_OPEN_AFTER = frozenset({"ROLL", "ROLLED", "NAME", "PRONOUN"})  # _in_the_open: the token it may follow


@cache
def _word_gates() -> dict[str, int]:
    """Each word that opens one of the checks above, and the bits of those it opens; made at the first phrase."""
    gates: dict[str, int] = {}
    for bit, words in ((_G_LABEL, _MINE | _MINE_BARE | _THEIRS.keys()), (_G_SHOWING, _SHOWING | _COMING_OUT),
                       (_G_REMARK, REMARK_OPENERS),
                       (_G_REPORTED, GM_WORDS | KIN_WORDS | SCHOOL_WORDS | {"he", "she", "they"}),
                       (_G_NOT_ROLLED, _OPENS_NOT_ROLLED), (_G_IDENTITY, {"to", "as"}),
                       (_G_DOUBT, _by_first_word(doubts())[0].keys() | _by_first_word(apologies())[0].keys()),
                       (_G_HEDGE, _hedge_openers()), (_G_DIE, _DIE_WORDS | {"the"}),
                       (_G_NAMING, {"is", "was", "or"})):
        for word in words:
            gates[word] = gates.get(word, 0) | bit
    return gates


# The word tables _said_at reads (module constants, by id), each grouped by first word, with its longest sequence.
_OPENED: dict[int, tuple[dict[str, tuple[tuple[str, ...], ...]], int]] = {}


def _by_first_word(table: tuple[tuple[str, ...], ...]) -> tuple[dict[str, tuple[tuple[str, ...], ...]], int]:
    """A table of word sequences by their first word, each word's in the table's own order, and how many words its
    longest has; made the first time the table is read."""
    found = _OPENED.get(id(table))
    if found is None:
        grouped: dict[str, list[tuple[str, ...]]] = {}
        for seq in table:
            grouped.setdefault(seq[0], []).append(seq)
        found = _OPENED[id(table)] = ({word: tuple(seqs) for word, seqs in grouped.items()},
                                      max(map(len, table), default=1))
    return found
