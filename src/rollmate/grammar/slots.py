"""The second lexer pass: settles weak triggers and packs slots that need more than one token of look-ahead.

The grammar is LALR(1) and strict, so anything that needs to look further ahead is decided here, where the whole
token list is in view: a weak trigger ("with", "spend", "against", "got") stays a trigger only when the next tokens
complete its slot, and is an ordinary word (part of the action) otherwise; faces after a dice word become one
FACES token; "2 war dice", "3 dice" and "two steps harder" become one token each. Nothing is dropped here except
the joining words of a slot (a colon after "Dice", "shows" after "war die"), which stay inside the slot's span.
A resource a game counts in dice (rules/spoken.py: a war die) settles into a RESOURCE token valued by an Amount;
one that is not keeps its key.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token

from rollmate.errors import PhraseError
from rollmate.grammar.later import Later
from rollmate.grammar.packing import (
    _MOST_FACE,
    NOTATION,
    Amount,
    bare_faces,
    counted,
    dice_after,
    faces,
    faces_in_beats,
    named_sign,
    numbers,
    pack_steps,
    reaction,
    run_of_faces,
    span,
    token,
    type_at,
)
from rollmate.grammar.raw import verb_bases
from rollmate.grammar.scene_numbers import counts_a_thing
from rollmate.grammar.scene_words import (
    between_article_and_noun,
    described_subject,
    describes_a_noun,
    field_of_the_scene,
    inside_a_noun_phrase,
    others_doing,
    relative_clauses,
    said_of_the_scene,
    someone_acts,
    stands_as_value,
    story_word,
)
from rollmate.grammar.shouts import feeling
from rollmate.grammar.slot_people import PeopleSteps, skip_assist_words
from rollmate.grammar.words import (
    BODY_WORDS,
    CHECK_WORDS,
    COUNTED_ONLY_GROUPS,
    DETERMINERS,
    DL_SET_AS,
    GESTURES,
    GIVING_VERBS,
    HELPING,
    INTERJECTIONS,
    LABEL_NOUNS,
    NUMBER_WORDS,
    PEOPLE_WORDS,
    STEP_MOVES,
    TIME_NOUNS,
    UNSTRUCK,
)
from rollmate.rules.forms import common_word, plural_shape, said_of_someone, word_classes
from rollmate.rules.spoken import lexicon

# Where a resource given goes, said between the verb and the resource ("puts on it her war die").
_ON_IT = frozenset({"on it", "onto it", "to it", "in it", "into it"})
# Weak words that become plain action words when their slot does not follow.
_WEAK_ROLLED = {"got", "got a", "gets", "gets a", "shows", "show", "showed", "showing", "rolls a",
                "come up", "came up", "comes up", "came up with",  # "come up with a plan": no dice follow
                "turned up", "turns up", "turn up",  # "turned up the lamp", "Kes turns up late"
                "obtain", "obtains", "obtained",  # "obtain the key"
                "threw", "throws", "throw",  # "threw a punch at him": no dice follow
                "scores", "scored", "scores a", "scored a"}  # "scores a goal"
# Dice words that are ordinary words when no faces follow ("the result of the fight", "dices the onion"); "roll the
# dice" with nothing after says only that a roll is made.
_WEAK_DICE = {"result", "results", "result is", "result was", "results are", "results were", "dices", "dice give",
              "dice gives", "dice gave", "dices give", "dices gives", "dices gave", "roll is", "roll was", "the roll is",
              "the roll was", "my roll is", "my roll was",
              "base", "base dice", "base roll", "base dice were", "base roll was"}  # "Base 2 and 3, war die 6"
_STEP_WORDS = {"harder", "easier"}
_DICE_NOUNS = frozenset({"dice", "dices", "die"})  # the dice named, before the verb said with them ("dice were")
# The most words after a counted resource saying where it goes ("a war die on Sparrow's roll") before its faces.
_WHERE_IT_GOES = 5
# The most steps a difficulty is moved by in one breath: no game's ladder of difficulties has more rungs, so a count
# above it is the scene's ("112 steps up" to the top of a tower).
_MOST_STEPS = 9
# Words before a word that describes a thing ("a standard lunchbox", "the medicine cabinet").
_THING_OPENERS = frozenset({"a", "an", "the", "this", "that", "his", "her", "their", "my", "our", "your", "its"})
_WEAK_VS = {"against", "opposed by"}
# What may follow a weak "against" for it to open an opponent slot.
_OPPOSES = {"NAME", "POSS", "SKILL", "ABILITY", "NUMBER", "DICECOUNT", "DLNAME", "DL"}


# Verbs a bonus carried to a roll is had or given by ("takes forward", "got ongoing"): the bonus, never a way.
_RECEIVING = frozenset("""takes took taking gets got getting has had having gains gained gaining gives gave giving
carries carried holds held keeps kept uses used using spends spent spending applies applied adds added loses lost
""".split())


def settle(tokens: list[Token], text: str, *, roll_strings: bool, names: Callable[[str], tuple[str, ...]],
           failed: str = "", one_die: bool = False,
           values: tuple[frozenset[str], bool] = (frozenset(), False),
           speeds: tuple[tuple[int | None, int | None, str], ...] = (), group_sizes: bool = False,
           verb_nouns: bool = False, held: frozenset[str] = frozenset()) -> list[Token]:
    """Return the token list the grammar reads (see the module docstring); `failed` is the result a helper's failed
    roll counts as in the game (its Vocabulary.failed_level), else the word said; `one_die`: a roll may be one die
    (its Vocabulary.one_die), so a lone number closing the phrase is its face; `values`: the game's cue keys and
    whether its abilities are words that are rules values only where one stands (Vocabulary.value_cues,
    adjective_abilities); `speeds`: the game's speed bands (Vocabulary.speeds); `group_sizes`: whether its rules read
    a group's size (Vocabulary.group_sizes); `verb_nouns`: its verbs table lists things too (Vocabulary.verb_nouns),
    so a verb after 'his' may still be the action; `held`: the cue keys of bonuses carried to a roll ('forward',
    Vocabulary.held_bonuses)."""
    return _Settle(tokens, text, roll_strings, names, failed, one_die, values, speeds, group_sizes, verb_nouns,
                   held).run()


_OWNERS = frozenset({"his", "her", "their", "my", "your", "its", "our"})
# Words right before 'roll' that make it a noun said of a roll, praised or blamed ("Best roll of my life", "what a
# roll!", "the worst roll of the night").
_ROLL_AS_NOUN = (r"(?i)\b(?:a|the|that|this|what\s+a|best|worst|luckiest|unluckiest|greatest|biggest|last|first|"
                 r"only|my|his|her|their|our|your)\s+$")
# Rules words that may name what was rolled between 'rolled' and its faces ("rolled tinker 6 5").
_ROLLED_WORDS = ("SKILL", "TRICK", "ABILITY")
# 'I' and 'you' said with 'am' or 'are' run together: a verb in -ing after them is what the roller is doing ("you're
# sneaking past him", the GM to the one who rolls), never what a noun before it is doing.
_BEING = frozenset({"i'm", "im", "you're", "youre", "we're", "ur"})



# Words of being, or of only being, before a thing described ("are medical supplies", "just medical supplies").
_BEING_SO = frozenset({"is", "are", "was", "were", "be", "been", "just", "only", "merely", "all", "these", "those"})


class _Settle(PeopleSteps):
    """One pass over the tokens. Each token type with something to decide has a step (see STEPS); a step returns
    whether it took the token, and a token its step does not take goes to the grammar as it is."""

    def __init__(self, tokens: list[Token], text: str, roll_strings: bool,
                 names: Callable[[str], tuple[str, ...]], failed: str = "", one_die: bool = False,
                 values: tuple[frozenset[str], bool] = (frozenset(), False),
                 speeds: tuple[tuple[int | None, int | None, str], ...] = (), group_sizes: bool = False,
                 verb_nouns: bool = False, held: frozenset[str] = frozenset()) -> None:
        self.tokens, self.text, self.roll_strings, self.names = tokens, text, roll_strings, names
        self.held_keys = held
        self.speeds, self.group_sizes, self.verb_nouns = speeds, group_sizes, verb_nouns
        self.failed, self.one_die = failed, one_die
        self.value_cues, self.adjective_abilities = values
        self.meanwhile = others_doing(text)  # clauses of someone else's doing, which can't be the roll
        self.relative = relative_clauses(text)  # "who runs the market": never the roll, even alone
        self.deeds: list[tuple[int, int]] | None = None  # clauses of another's doing, found at the first verb
        self.out: list[Token] = []
        self.i = 0
        self.start = True  # the token opens a clause
        self.reopened = False  # a step took what opened the line ("GM:"): the next token opens a clause
        self.in_versus = False  # an opponent slot is open in this clause
        self.told_after: list[Token] = []  # words between a die and the face said of it, shown after them (shown_next)

    def run(self) -> list[Token]:
        tokens, out = self.tokens, self.out
        opening = True
        while self.i < len(tokens):
            tok = tokens[self.i]
            self.start, opening = opening, tok.type == "SEP"
            if opening:
                self.in_versus = False
            step = STEPS.get(tok.type)
            if step is None or not step(self, tok):
                out.append(tok)
                self.i += 1
            if self.reopened:
                opening, self.reopened = True, False
        return out

    # -- helpers ----------------------------------------------------------------------------------------------------
    def type_at(self, offset: int) -> str | None:
        k = self.i + offset
        return self.tokens[k].type if 0 <= k < len(self.tokens) else None

    def resource_at(self, offset: int, *, count: bool) -> bool:
        """Whether the token there names a resource that is (count) or is not counted in dice."""
        k = self.i + offset
        if not 0 <= k < len(self.tokens) or self.tokens[k].type != "RESOURCE":
            return False
        return lexicon().counted(str(self.tokens[k].value)) == count

    def emit(self, *tokens: Token, skip: int = 1) -> bool:
        self.out.extend(tokens)
        self.i += skip
        return True

    def plain(self, tok: Token) -> bool:
        """The token is an ordinary word of the action."""
        return self.emit(span("WORD", self.text[tok.start_pos : tok.end_pos], tok))

    def drop(self) -> bool:
        """A joining word whose slot keeps it in its span ("Dice:", "use Haggle")."""
        self.i += 1
        return True

    # -- dice -------------------------------------------------------------------------------------------------------
    def colon(self, tok: Token) -> bool:
        if self.out and (self.out[-1].type in ("ROLLED", "DICE") or counted(self.out[-1])):
            return self.drop()  # "Dice: 3, 9"
        if self.type_at(1) == "LEVEL" and self.out and (self.out[-1].type == "ASSISTS" or (
                len(self.out) >= 2 and self.out[-1].type in ("NAME", "STRANGER") and self.out[-2].type == "HELPED")):
            level = self.tokens[self.i + 1]  # "Annie assists: Good Success", "helped by Zoe: Success": their result
            return self.emit(span("RESULT", level.value, tok, level), skip=2)
        count = numbers(self.tokens, self.i + 1)
        if self.start and count and self.type_at(1 + count) is None and self.out:  # "..., sorry, only these: 6 2 1"
            return self.emit(span("ROLLED", "rolled", tok), faces(self.tokens, self.i + 1, count), skip=1 + count)
        felt = reaction(self.tokens, self.i + 1 + count) if count >= 2 else 0  # "rerolls: 6 7 2 3 5 PHEW"
        if not count or not (self.type_at(1 + count) in (None, "SEP") or felt or self.counted_after(1 + count)) or self.start:
            if self.out and self.out[-1].type == "NAME" and self.type_at(1) == "NAME" and (
                    self.type_at(2) == "ROLLED" or (self.type_at(2) == "NUMBER" and self.out[-2:-1]
                                                    and self.out[-2].type == "VS")):
                return self.emit(span("SEP", ":", tok))  # "... with Mirela: Corvin rolled 3, ...", "Melee vs the
                # raider: Corwin 6 7 2, raider 6 2 3": whose dice follow
            if self.start and self.out and self.out[-1].type == "SEP" \
                    or not self.out and self.text[: tok.start_pos].strip().lower() in _POSTERS_OWN:
                return self.drop()  # "(+1d, Kes 4 → 5 stress): Finesse 2": the words before it were working, blanked;
                # "me: Melee 3 + Brawn 3 = 6 dice, ...": the poster's own roll, who acts anyway
            if self.rolled_for_by_name():
                return self.emit(span("SEP", ":", tok))  # "roll Grit for Halvard: Everyman 1 + Grit 3 = ...": a header
            if not self.start and len(self.out) >= 2 and self.out[-1].type in ("NAME", "STRANGER") \
                    and self.out[-2].type in ("WORD", "VERB", "TRICK") and self.type_at(1) in ("SKILL", "ABILITY", "ROLL"):
                return self.emit(span("SEP", ":", tok))  # "Chalk boxes Chief Dunn: Melee vs Chief Dunn": whom the deed
                # is done to, then the roll that settles it
            if self.start or (self.out and self.out[-1].type in ("NAME", "STRANGER")):
                return False  # "Nemesis: ..." (a speaker), or a name and a colon mid-clause, which the grammar asks
            # "TACTICAL: plan the route", "a good night for it: Vex climbs": a colon inside a post joins two parts
            return self.emit(span("SEP", ":", tok))
        # "I add a war die after seeing that: 4": the faces of the war die said earlier in the clause, else dice
        clause = self.out[max((k for k, t in enumerate(self.out) if t.type == "SEP"), default=-1) + 1 :]
        war = next((t for t in clause if counted(t)), None)
        opener = span("ROLLED", "rolled", tok)
        bare = bare_faces(self.tokens, self.i + 1)
        if war is not None and not any(t.type == "FACES" for t in clause) \
                and not self.faces_said_again(war.value.key, self.i + 1 + max(bare, count)):
            opener = span("RESOURCE", Amount(war.value.key, None), tok)  # (named again with faces of its own later,
            # as in "throws a war die with WINNER: 2 2, war die 3", the faces after the colon are the roll's)
        if bare > count:  # "RFX: 6, 6 + war die 3": faces joined by commas, before a resource's own slot
            first, last = self.tokens[self.i + 1], self.tokens[self.i + bare]
            values = tuple(int(t.value) for t in self.tokens[self.i + 1 : self.i + 1 + bare] if t.type != "SEP")
            return self.emit(opener, span("FACES", values, first, last), skip=1 + bare)
        return self.emit(opener, faces(self.tokens, self.i + 1, count), skip=1 + count + felt)

    def rolled_for_by_name(self) -> bool:
        """Whether the clause so far is a roll asked for someone by name ('roll Grit for Halvard', 'Firearms roll for
        Ines'): a colon after it closes the request, as a header, and what follows says more of the same roll."""
        clause = self.out[max((k for k, t in enumerate(self.out) if t.type == "SEP"), default=-1) + 1 :]
        if len(clause) < 2 or clause[-1].type != "NAME" or not any(t.type == "ROLL" for t in clause[:-1]):
            return False
        return self.text[clause[-2].end_pos : clause[-1].start_pos].strip().lower() == "for"

    def one_said_many(self, war: Token, k: int, count: int) -> None:
        """'REFLEXIVE + war die: 6 6 3': one die said (no count before it), and more faces after it than one, with no
        other dice said for the roll: which face is whose is asked, never all of them read as that resource's dice."""
        said = self.text[war.start_pos : war.end_pos]
        shown = [t for t in self.tokens[k : k + count] if t.type != "SEP"]
        if len(shown) < 2 or said.rstrip().lower().endswith(("dice", "s")) or (self.out and self.out[-1].type == "NUMBER"):
            return
        if any(t.type == "FACES" for t in self.out) or any(t.type in ("ROLLED", "DICE") for t in self.tokens[k + count :]):
            return  # "rolled 1 1, war die 6 3": the roll's dice said apart, the war die's chain (a profile's)
        shown = self.text[shown[0].start_pos : shown[-1].end_pos]
        raise PhraseError(f"'{said}' is one die, and {shown} follow it: which face is it, and which are the roll's?",
                          text=self.text, column=war.start_pos + 1, length=war.end_pos - war.start_pos,
                          hint=f"Say the roll's faces, then the die's, e.g. '6 6 + {said} 3'.")

    def counted_after(self, offset: int) -> bool:
        """Whether a '+' there joins a counted resource to the faces before it ('6, 6 + war die 3', '... plus a war
        die: 3'): the resource's own slot, with faces of its own."""
        return self.type_at(offset) == "PLUS" and (self.resource_at(offset + 1, count=True) or (
            self.type_at(offset + 1) == "NUMBER" and self.resource_at(offset + 2, count=True)))

    def dice(self, tok: Token) -> bool:
        k = self.i + 1 + (self.type_at(1) == "COLON")
        count = run_of_faces(self.tokens, self.text, k)
        said = str(tok.value) if _NOTATION.fullmatch(str(tok.value)) else "dice"  # "2d10: 8 5" goes with its dice
        if count:
            return self.emit(span("ROLLED", said, tok), faces(self.tokens, k, count), skip=k + count - self.i)
        if type_at(self.tokens, k) == "IDIOM":
            return self.emit(span("ROLLED", said, tok), self.tokens[k], skip=k + 1 - self.i)
        if self.type_at(1) == "COLON" or self.start:  # "Dice: the bar went up 6 and 1": the label's words, then its faces
            j = k
            while j < len(self.tokens) and j - k < _MOST_TOLD and self.tokens[j].type in _TOLD_OF_DICE:
                j += 1
            if j > k and (self.type_at(1) == "COLON" or self.tokens[j - 1].type in ("RAISE", "LOWER")) \
                    and (count := run_of_faces(self.tokens, self.text, j)) \
                    and not re.compile(_SUMMED).search(self.text, 0, self.tokens[j].start_pos):  # ("came to 5": a sum)
                return self.emit(span("ROLLED", said, tok, self.tokens[j - 1]), faces(self.tokens, j, count),
                                 skip=j + count - self.i)  # (the words said with the dice, as the dice's)
        if str(tok.value) in _WEAK_DICE:
            return self.plain(tok)
        return self.drop()  # "roll the dice": nothing to say

    def rolled(self, tok: Token) -> bool:
        if self.type_at(1) == "NAME" and self.text[tok.end_pos : self.tokens[self.i + 1].start_pos].strip().lower() \
                == "for":  # "I rolled for Kwan: 2 and 2": whom the roll is for, as "roll for Kwan" says it
            return self.emit(span("ROLL", "roll", tok))
        if (held := self.held(tok)) is not None:
            return held
        if self.type_at(1) == "NUMBER" and _SUMS.fullmatch(self.text[tok.start_pos : tok.end_pos]):
            self.sum_only(self.tokens[self.i + 1])  # "my dice totalled 7"
        if str(tok.value) in _WEAK_ROLLED and self.type_at(1) == "NUMBER" and re.fullmatch(
                r"(?i)\s+the\s+", self.text[tok.end_pos : self.tokens[self.i + 1].start_pos]):
            return self.plain(tok)  # "comes up the 99 steps": a way up, the number a thing's; faces take no 'the'
        if self.type_at(1) == "SEP" and self.type_at(2) == "ROLLED" \
                and self.text[self.tokens[self.i + 1].start_pos : self.tokens[self.i + 1].end_pos].lower() in ("and", ","):
            return self.emit(skip=2)  # "I threw the dice and got a 5 and a 2": one throw, its faces told after
        if self.type_at(1) == "DICE" and _NOTATION.fullmatch(str(self.tokens[self.i + 1].value)) \
                and run_of_faces(self.tokens, self.text, self.i + 2 + (self.type_at(2) == "COLON")):
            return self.drop()  # "Rolled 2d10: 3, 2": a roller's line, its notation's slot carries the faces
        k = self.i + 1 + (self.type_at(1) == "COLON" or self.type_at(1) == "IS" and self.type_at(2) == "NUMBER"
                          and str(self.tokens[self.i + 1].value).lower() in ("are", "were"))  # "the dice I rolled are 5
        # and 1"
        if self.type_at(1) == "NUMBER" and self.type_at(2) == "DICE" and self._faces_later(
                3, least=1 if int(self.tokens[self.i + 1].value) == 1 else 2):
            return self.drop()  # "I rolled three dice, as is proper: 6, 3 and 1", "got one die, 6": how many dice, their
            # faces after
        count = self.tokens[self.i + 1] if self.type_at(1) == "NUMBER" else None
        if count is not None and self.type_at(2) == "SEP" and self.text[count.start_pos : count.end_pos].isalpha() \
                and str(self.tokens[self.i + 2].value) in ("and", ",") and self._faces_later(3) \
                and not (self.type_at(3) == "NAME" and self.type_at(4) == "ROLLED"):  # ("Brannoch rolled three,
            # Sisk rolled two and two": each one's faces, in turn)
            # "I rolled two and took the lowest, a 5 and a 2": how many dice said in a word, their faces after
            return self.emit(span("DICECOUNT", int(count.value), tok, count), skip=2)
        count = run_of_faces(self.tokens, self.text, k)
        if count:
            return self.emit(tok, faces(self.tokens, k, count), skip=k + count - self.i)
        named = 2 if self.type_at(1) == "PLUS" and self.type_at(2) == "ABILITY" else int(self.type_at(1) in _ROLLED_WORDS)
        if named:  # "rolled tinker 6 5", "rolled Athletics: 2 7 3 4", "rolled +cool 3 5": what was rolled, its faces
            k = self.i + 1 + named
            k += self.type_at(k - self.i) == "COLON" or (self.type_at(k - self.i) == "SEP" and str(self.tokens[k]) == ",")
            count = run_of_faces(self.tokens, self.text, k)
            if count:
                return self.emit(*self.tokens[self.i + 1 : self.i + 1 + named], tok, faces(self.tokens, k, count),
                                 skip=k + count - self.i)
            if self._faces_later(1 + named, least=1) or self._dice_told_later(1 + named):
                # "rolled +weird to feel out the well, 3 and 3", "rolled
                # Prowl past the guards: 5": the roll named, what for, then its faces, as 'rolls +weird ...' says
                return self.emit(span("ROLL", "roll", tok))
            if re.compile(r"[^.!?]*\?").match(self.text, tok.end_pos):
                return self.emit(span("ROLL", "roll", tok))  # "Should I have rolled Prowl instead?": the roll asked
                # about, no faces to come
        if self.type_at(1) == "NAME" and self.text[tok.end_pos : self.tokens[self.i + 1].start_pos].strip().lower() == "for":
            j = self.i + 2  # "I rolled for Kwan in the open: 2 and 2": the dice are the one rolled for
            while j < len(self.tokens) and j < self.i + 6 and self.tokens[j].type == "WORD":
                j += 1
            j += type_at(self.tokens, j) == "COLON"
            count = run_of_faces(self.tokens, self.text, j)
            if count:
                said = [span("WORD", self.text[t.start_pos : t.end_pos], t) for t in self.tokens[self.i + 2 : j]
                        if t.type == "WORD"]
                return self.emit(*said, self.tokens[self.i + 1], tok, faces(self.tokens, j, count),
                                 skip=j + count - self.i)
        if type_at(self.tokens, k) == "LEVEL":  # "who got a Good Success"; "..., and gets a Good Success"
            kind = "LONERESULT" if self.start else "RESULT"
            return self.emit(span(kind, self.tokens[k].value, tok, self.tokens[k]), skip=k + 1 - self.i)
        if type_at(self.tokens, k) != "IDIOM" and str(tok.value) in _WEAK_ROLLED:
            return self.plain(tok)
        if str(tok.value).lower() == "rolled" and re.search(_BEEN, self.text[: tok.start_pos]) \
                and type_at(self.tokens, self.i + 1) in (None, "SEP", "NAME"):
            return self.emit(span("ROLL", "roll", tok))  # "Lean On Them was rolled.": the roll said as done
        return self.emit(tok)  # "rolled" with nothing after: the grammar says what is missing

    def sum_only(self, number: Token) -> None:
        """A number said as what the dice add up to ('the dice came to 9', 'my dice totalled 7'), with no other number
        in the phrase: the sum, no face; asked for each die."""
        if any(t.type in ("NUMBER", "FACES") for t in self.tokens if t is not number):
            return
        shown = self.text[number.start_pos : number.end_pos]
        raise PhraseError(f"'{shown}' is what the dice add up to; the rules read each die, not their sum",
                          text=self.text, column=number.column or 1, length=len(shown),
                          hint="Say each die's face, e.g. 'rolled 3 and 2'.")

    def held(self, tok: Token) -> bool | None:
        """"he's got 3", "she's got two war dice": 'has got' and a count said bare, of what someone holds (a pool of
        war dice), never the faces of a roll, where the roll's dice are said elsewhere in the line ('rolled 1 and 2')
        or the count names its resource; the scene's words. None where it is not so said ("she's got a 6")."""
        if str(tok.value) != "got" or not re.search(r"(?:['’](?:s|ve)|\bha(?:s|ve))\s*$", self.text[: tok.start_pos]):
            return None
        if self.type_at(1) != "NUMBER" or self.type_at(2) not in (None, "SEP", "RESOURCE") or \
                self.text[self.tokens[self.i + 1].start_pos : self.tokens[self.i + 1].end_pos].lower() in ("a", "an"):
            return None
        size = 3 if self.resource_at(2, count=True) else 2
        if size == 2 and not any(t.type in ("ROLLED", "DICE") and type_at(self.tokens, j + 1) == "NUMBER"
                                 for j, t in enumerate(self.tokens) if j != self.i):
            return None
        said = self.tokens[self.i : self.i + size]
        return self.emit(*(span("SCENE", self.text[t.start_pos : t.end_pos], t) for t in said), skip=size)

    def _dice_told_later(self, offset: int) -> bool:
        """Whether a later sentence tells the dice by their word ('... to spot the forgery. Dice: 5 and 6.')."""
        for j in range(self.i + offset, len(self.tokens)):
            if self.tokens[j].type == "DICE":  # ("Dice: 5 and 6", "The dice came up 5 and 6")
                k = j + 1 + (type_at(self.tokens, j + 1) in ("COLON", "ROLLED"))
                if run_of_faces(self.tokens, self.text, k):
                    return True
        return False

    def _faces_later(self, offset: int, least: int = 2) -> bool:
        """Whether faces are said later in the sentence, after a colon, a comma or 'dice': at least two numbers, or with
        `least` 1 one number alone at the sentence's end (": 5", never ", 2 of them saw her")."""
        j = self.i + offset
        while j < len(self.tokens) and not (self.tokens[j].type == "SEP" and str(self.tokens[j].value) in ".!?"):
            if self.tokens[j].type in ("COLON", "SEP", "DICE", "ROLLED") \
                    and (count := run_of_faces(self.tokens, self.text, j + 1)):  # (", got a 6 and a 1")
                if count > 1 or (least == 1 and type_at(self.tokens, j + 2) in (None, "SEP")
                                 and (j + 2 >= len(self.tokens) or str(self.tokens[j + 2].value) in ".!?")):
                    return True
            j += 1
        return False

    def counts_in_story(self, tok: Token) -> bool:
        """The number at tok counts people or things, said as a count ('two of the 3 guards', 'the two of us go at it
        over ...': 'of' after it, or 'the' before it), and story words the lexer let go stand before the next number:
        it is the scene's, and the next number is a number of its own. Faces are never said so ('3 and 9')."""
        if self.type_at(1) not in _STORY_AFTER_COUNT:  # "one of her war dice": the resource's count
            return False
        said = re.compile(_UNIT).match(self.text, tok.end_pos)
        if said is None or (self.i + 1 < len(self.tokens) and said.end() > (self.tokens[self.i + 1].start_pos or 0)):
            return False
        word, before = said.group().strip().lower(), _WORD_BEFORE.search(self.text, 0, tok.start_pos)
        return word == "of" or (before is not None and before.group(1).lower() in _COUNTED_BY
                                and word not in _JOINS_FACES)

    def who_acts(self, tok: Token) -> bool:
        """'The two of them go at it', 'the five of them spend 2 hours on it': the people of the scene opening the
        clause, its subject, never the size of a group the action meets ('the mob, about 25 of them')."""
        before = _WORD_BEFORE.search(self.text, 0, tok.start_pos)
        return self.start and before is not None and before.group(1).lower() == "the"

    def closed_before(self, tok: Token) -> bool:
        """The token before is a number of the scene, or the number of a group said whole ('the two of them', '25 of
        them'), and words of the story stand between it and tok: what it said is closed, and tok starts afresh."""
        out = self.out
        if not out or not (out[-1].type == "SCENE" or (out[-1].type == "NUMBER" and len(out) >= 2
                                                         and out[-2].type == "GROUPOF")):
            return False
        return re.compile(_UNIT).match(self.text, out[-1].end_pos or 0) is not None

    def roll(self, tok: Token) -> bool:
        said = self.text[tok.start_pos : tok.end_pos].lower()
        if said.endswith("s") and re.match(_PLURAL_VERB, self.text[tok.end_pos :]):
            return self.plain(tok)  # "Opposed rolls are for ...", "NPC rolls don't ...": the rolls, talked about
        if re.search(_ROLL_AS_NOUN, self.text[: tok.start_pos]) and re.match(r"\s+of\b|\s*(?:[.!?,;]|$)",
                                                                            self.text[tok.end_pos :]) \
                and self.type_at(1) not in _ROLLED_WORDS:  # ("the roll of Skirmish": the roll, named)
            return self.plain(tok)  # "Best roll of my life", "what a roll!": a roll talked about, naming none
        if numbers(self.tokens, self.i + 1, signed_ok=False) < 2:
            comma = self.type_at(1) == "NUMBER" and self.type_at(2) == "SEP" and self.tokens[self.i + 2].value == ","
            bare = bare_faces(self.tokens, self.i + 1) if comma else 0
            if not bare:
                return False
            first, last = self.tokens[self.i + 1], self.tokens[self.i + bare]  # "she rolls 6, 1": faces and commas
            values = tuple(int(t.value) for t in self.tokens[self.i + 1 : self.i + 1 + bare] if t.type != "SEP")
            return self.emit(span("ROLLED", "rolled", tok), span("FACES", values, first, last), skip=1 + bare)
        count = numbers(self.tokens, self.i + 1)  # "I roll 3 9"
        return self.emit(span("ROLLED", "rolled", tok), faces(self.tokens, self.i + 1, count), skip=1 + count)

    def number(self, tok: Token) -> bool:
        count = numbers(self.tokens, self.i)
        after = self.type_at(count)
        if count == 1 and re.compile(_SUMMED).search(self.text, 0, tok.start_pos):
            self.sum_only(tok)  # "the dice came to 5 together": their sum, no face
        if (shown := self.faces_of_counted(self.i)) is not None:  # "I spend a war die, 5"
            return shown
        if count == 1 and after == "STEP" and int(tok.value) > _MOST_RUNGS and self.type_at(2) not in ("RAISE", "LOWER"):
            nxt = self.tokens[self.i + 1]  # "seven steps.", "the 99 steps": more steps than any ladder has, walked
            return self.emit(span("SCENE", self.text[tok.start_pos : nxt.end_pos], tok, nxt), skip=2)
        if (self.start or self.faces_after_noun()) and (bare := bare_faces(self.tokens, self.i)):  # "..., 3 and 9"
            first, last = self.tokens[self.i], self.tokens[self.i + bare - 1]
            values = tuple(int(t.value) for t in self.tokens[self.i : self.i + bare] if t.type != "SEP")
            said = reaction(self.tokens, self.i + bare)  # "..., 2,3 idk": the player's reaction goes with them
            return self.emit(span("ROLLED", "rolled", first), span("FACES", values, first, last), skip=bare + said)
        if self.start and (beats := faces_in_beats(self.tokens, self.i)):  # "SIX! and a two! and a one!"
            first, last = self.tokens[self.i], self.tokens[self.i + beats - 1]
            values = tuple(int(t.value) for t in self.tokens[self.i : self.i + beats] if t.type == "NUMBER")
            return self.emit(span("ROLLED", "rolled", first), span("FACES", values, first, last), skip=beats)
        if (led := self.faces_then_action()) is not None or (led := self.faces_before_one()) is not None:
            return led
        if self.one_die and self.start and self._closes_but_a_reaction() and 1 <= int(tok.value) <= _MOST_FACE:
            return self.emit(span("ROLLED", "rolled", tok), span("FACES", (int(tok.value),), tok))  # "..., 5",
            # "..., 6, phew"
        if self.start and count >= 2 and after == "ROLLED" and self.type_at(count + 1) in (None, "SEP"):
            return self.emit(span("ROLLED", "rolled", self.tokens[self.i + count]),  # "2 and 2 rolled"
                             faces(self.tokens, self.i, count), skip=count + 1)
        if count == 1 and re.compile(_OF_THEM).match(self.text, tok.end_pos) and after != "DICE" and not self.who_acts(tok) \
                and not re.compile(_WITH_COMPANY).search(self.text, 0, tok.start_pos):
            # "the mob, about 25 of them": a group's size (the dice's own count, "the dice, nine of them, ...", comes
            # before them: lexer.py)
            return self.emit(span("GROUPOF", "of them", tok), tok)
        if count == 1 and (strong := re.compile(_STRONG).match(self.text, tok.end_pos)) is not None:
            # "the dock crew, twelve strong, ...": a group's size, said the way a muster says it ('strong' is no
            # state of anyone's)
            said = self.i + 1 < len(self.tokens) and self.tokens[self.i + 1].start_pos < strong.end()
            return self.emit(span("GROUPOF", "strong", tok), tok, skip=2 if said else 1)
        if count == 1 and self.speeds and self.speed(tok):  # "at 150 kph": a rules value where speed moves the DL
            return True
        said = self.text[tok.start_pos : tok.end_pos].lower()
        if said in _HOW_OFTEN and self.out and (self.out[-1].type in ("WORD", "SCENE") or said == "once" and
                                                self.out[-1].type in _ONE_DOING):
            # "looks twice", "shoots once", "water bays 1 to 6 twice": how often, the scene's (but "shoots twice"
            # asks: two shots may be two rolls; done once, the deed of the game is the one roll)
            return self.emit(span("SCENE", tok.value, tok))
        unit = after in (None, "SEP") and not self.start and re.compile(_UNIT).match(self.text, tok.end_pos)  # "3 times"
        spelled = self.text[tok.start_pos : tok.end_pos].isalpha()  # "one shot at this", "one wire at a time"
        if count >= 2 and self.counts_in_story(tok):  # "two of the 3 guards", "the two of us go at it over ..."
            count, after = 1, self.type_at(1)
        counting = count == 1 and self.counts_in_story(tok)
        if count == 1 and after == "WORD" and (doubt := re.compile(_DOUBTED).match(self.text, tok.end_pos)) is not None:
            shown = self.text[tok.start_pos : doubt.end()].strip()  # "3 maybe 4 9": which numbers are the dice?
            raise PhraseError(f"'{shown}': I can't tell which of these numbers you rolled", text=self.text,
                              column=tok.column or 1, length=len(shown),
                              hint=f"Say the faces once, e.g. 'rolled {doubt.group(1)}'.")
        if count == 1 and (summed := re.compile(_SUMMED_TO).search(self.text, 0, tok.start_pos)) is not None \
                and not any(t.type in ("NUMBER", "FACES", "IDIOM") and t is not tok and type_at(self.tokens, k + 1) != "DICE"
                            for k, t in enumerate(self.tokens)) \
                and not ((thing := re.compile(r"\s+([a-z]+)").match(self.text, tok.end_pos)) is not None
                         and "NOUN" in word_classes(thing.group(1)) and thing.group(1) not in ("all", "total")):
            shown = self.text[summed.start() : tok.end_pos]  # "3 dice, came to 11 all in": a sum, never the scene's
            raise PhraseError(f"'{shown}': is that what the dice added up to? I need each die's face", text=self.text,
                              column=summed.start() + 1, length=len(shown),
                              hint="Give the faces you rolled, e.g. 'rolled 6 3 2'.")
        if count == 1 and (self.word_of_the_story(1) or unit or counting or (spelled and after in _STORY_AFTER_SPELLED)) \
                and (not self.out or self.out[-1].type in _SCENE_BEFORE or self.closed_before(tok)):
            # "at 120 kph", "for two days", "one of the crew": a number of the scene, part of the action
            return self.emit(span("SCENE", tok.value, tok))
        if count == 1 and after in ("VERB", "SKILL", "TRICK", "WORD") \
                and re.compile(_COMPOUND_BEFORE).search(self.text, 0, tok.start_pos) \
                and (self.i + 2 >= len(self.tokens) or self.type_at(2) == "SEP"):
            # "the Inspector is a level 3 menace", "a class 4 storm": a number inside a noun said with an article,
            # the scene's, and the noun it ends with is no verb of the roll
            nxt = self.tokens[self.i + 1]
            return self.emit(span("SCENE", tok.value, tok), span("WORD", self.text[nxt.start_pos : nxt.end_pos], nxt),
                             skip=2)
        listed = _listed(self.tokens, self.i)
        if type_at(self.tokens, self.i + listed) == "ONDICE":  # "3 and 9 on the dice", "3, 9 on the dice"
            ondice = self.tokens[self.i + listed]
            shown = [t for t in self.tokens[self.i : self.i + listed] if t.type == "NUMBER"]
            said = span("FACES", tuple(int(t.value) for t in shown), shown[0], shown[-1])
            return self.emit(span("ROLLED", "rolled", ondice), said, skip=listed + 1)
        if count != 1:
            return False
        if self.resource_at(1, count=True):  # "2 war dice", "a war die showing 5"
            part = re.search(_ONE_OF, self.text[: tok.start_pos])  # "one of her two war dice": one of the pool
            many = int(tok.value) if part is None else min(int(tok.value), NUMBER_WORDS.get(
                part.group(1).lower(), int(part.group(1)) if part.group(1).isdigit() else 1))
            k = self.i + 2 + (self.type_at(2) in ("COLON", "ROLLED"))
            k += self.shown_next(k, int(tok.value))  # "spending a war die as well, came up three"
            shown = run_of_faces(self.tokens, self.text, k)
            again = shown and self.faces_said_again(str(self.tokens[self.i + 1].value), k + shown)
            if again and self.type_at(2) == "COLON":  # "a war die: 2 2, war die 3": the roll's dice, then the die's
                said = Amount(str(self.tokens[self.i + 1].value), many)
                self.giving_before()
                return self.emit(span("RESOURCE", said, tok, self.tokens[self.i + 1]),
                                 span("ROLLED", "rolled", self.tokens[self.i + 2]), faces(self.tokens, k, shown),
                                 skip=k + shown - self.i)
            if again and self.type_at(2) == "ROLLED":
                k, shown = self.i + 2, 0  # "two war dice rolled 1 2 and the war dice are 3 4": the roll's dice
            given = (faces(self.tokens, k, shown),) if shown else ()
            skip = k + shown - self.i if shown else 2
            said = Amount(str(self.tokens[self.i + 1].value), many)
            self.giving_before()  # "I'll chuck a war die in"
            told, self.told_after = (self.told_after if shown else []), []
            return self.emit(span("RESOURCE", said, tok, self.tokens[self.i + 1]), *given, *told, skip=skip)
        if self.resource_at(1, count=False):  # "one luck point", "use two luck points"
            return self.how_many(tok, self.tokens[self.i + 1])
        if after == "DICE" and self.type_at(2) != "NUMBER" and self.out and self.out[-1].type == "RESOURCE" \
                and re.compile(r"(?i)\s+for\s+$").fullmatch(self.text[self.out[-1].end_pos : tok.start_pos]):
            dice = self.tokens[self.i + 1]  # "spending a Luck Point for three dice more": what the spend buys, told
            return self.emit(span("SCENE", self.text[tok.start_pos : dice.end_pos], tok, dice), skip=2)
        if after == "DICE" and self.type_at(2) != "NUMBER":  # "3 dice"
            return self.emit(span("DICECOUNT", int(tok.value), tok, self.tokens[self.i + 1]), skip=2)
        if after == "DICE" and (shown := self.dice_then_verb(self.i + 1)):  # "her six dice came up 1, 2, ...", "three
            said = self.tokens[self.i + 1]  # dice were 4, 5 and 6": how many dice, then the verb that shows their faces
            return self.emit(span("DICECOUNT", int(tok.value), tok, said), span("ROLLED", "dice", said),
                             faces(self.tokens, self.i + 2, shown), skip=2 + shown)
        if after == "STEP" and int(tok.value) > _MOST_STEPS:  # "the top of the tower, 112 steps up": stairs
            size = 2 + (self.type_at(2) in ("RAISE", "LOWER"))
            last = self.tokens[self.i + size - 1]
            return self.emit(span("SCENE", self.text[tok.start_pos : last.end_pos], tok, last), skip=size)
        if after == "STEP":  # "two steps harder", "raise it 2 steps"
            return self.steps(tok)
        return False

    def faces_then_action(self) -> bool | None:
        """'rook: 6 and 5 on shoving the crate', 'YESSS 5 5 for the climb': two faces or more opening a clause (a
        shout before them is the scene, shouts.py), then 'on' or 'for' and what was done: the dice of that action,
        as 'rolled 6 and 5 on shoving ...' says it. None where they are not."""
        felt = self.out and self.out[-1].type == "WORD" and feeling(str(self.out[-1].value)) and (
            len(self.out) == 1 or self.out[-2].type in ("SEP", "COLON"))
        if not (self.start or felt or (self.out and self.out[-1].type == "COLON")):  # ("rook: 6 and 5 on ...")
            return None
        count = numbers(self.tokens, self.i, signed_ok=False)
        shown = self.tokens[self.i : self.i + count]
        if count < 2 or not all(1 <= int(t.value) <= _MOST_FACE for t in shown) or self.i + count >= len(self.tokens):
            return None
        done = self.tokens[self.i + count]
        if not re.compile(_ON_ACTION).fullmatch(self.text, shown[-1].end_pos, done.start_pos) or done.type not in _DONE:
            return None
        if felt:
            self.out.pop()  # the shout that opened the clause: a feeling, the scene
        return self.emit(span("ROLLED", "rolled", shown[0]), faces(self.tokens, self.i, count), skip=count)

    def faces_before_one(self) -> bool | None:
        """'..., 2 2 war die 6', 'bashes the wall 5 3 war die 1': faces, then a resource counted in dice said as one
        ('war die', never '2 war die'): the faces are the roll's, and the die's own follow it. None elsewhere."""
        count = numbers(self.tokens, self.i, signed_ok=False)
        k = self.i + count
        if count < 2 or not (self.start or (self.out and self.out[-1].type in _FACES_AFTER)) \
                or not self.resource_at(count, count=True) or re.compile(_MANY).search(self.text, self.tokens[k].start_pos,
                                                                          self.tokens[k].end_pos):
            return None
        shown = self.tokens[self.i : k]
        if not all(1 <= int(t.value) <= _MOST_FACE for t in shown):
            return None
        return self.emit(span("ROLLED", "rolled", shown[0]), faces(self.tokens, self.i, count), skip=count)

    def dice_then_verb(self, k: int) -> int:
        """How many tokens of faces follow the dice word at tokens[k] when it is said with the verb that shows them
        ('dice came up', 'dice were', 'dice is', 'dices come'), or 0: after a count ('her six dice came up 1, 2, 3')
        the count is of those dice, and the faces follow."""
        said = self.text[self.tokens[k].start_pos : self.tokens[k].end_pos].lower().split()
        if len(said) < 2 or said[0] not in _DICE_NOUNS:
            return 0
        return run_of_faces(self.tokens, self.text, k + 1)

    def faces_after_noun(self) -> bool:
        """'punch the guard 4 and 5', 'sneak past the guard 9 3', 'roll cool 4 5', 'Wits Hard 7 8', 'smash the crate
        2,2', 'jump with advantage 6 2 1', 'climb the wall a four and a two': digits (or faces said one by one with
        'a') typed right after the action's last word or the rules word that names the roll, to the end of the
        clause with no comma and space, are the dice; 'pier 9, 1 and 1', 'pier nine' and 'room 12 4 and 4' keep
        the scene (or are asked about)."""
        if not self.out or self.out[-1].type not in _FACES_AFTER:
            return False
        run = bare_faces(self.tokens, self.i)
        said = self.text[self.tokens[self.i].start_pos : self.tokens[self.i + run - 1].end_pos] if run else ""
        numbers_said = sum(1 for t in self.tokens[self.i : self.i + run] if t.type == "NUMBER")
        mixed = numbers_said > 2 and " and " in said  # "room 12 4 and 4": which is the room? asked
        spaced = re.search(_SPACED_COMMA, said) is not None  # "pier 9, 1 and 1"; but "2,2" and "6,1,1,2" are typed lists
        one_by_one = re.compile(_A_FACE).search(self.text, 0, self.tokens[self.i].start_pos) is not None  # "a four and a two"
        if run and said[:1].isalpha() and not one_by_one:  # said in words: "tinker five and three", "six two eight"
            label = _WORD_BEFORE.search(self.text, 0, self.tokens[self.i].start_pos)  # "deck three five and two":
            mixed = mixed and label is not None and label.group(1).lower() in LABEL_NOUNS  # which is the deck?
            return not spaced and not mixed
        return bool(run) and not spaced and (said[:1].isdigit() or one_by_one) and not mixed

    def resource(self, tok: Token) -> bool:
        if not self.resource_at(0, count=True):
            return self.uncounted(tok)
        said = lexicon().resources[str(tok.value)]
        self.giving_before()  # "Petra throws her war die onto my roll"
        k = self.i + 1
        joined = type_at(self.tokens, k)
        if joined in ("COLON", "ROLLED", "IS"):  # "war die: 4", "the war die shows 4", "... is 4"
            k += 1
        else:
            k += self.shown_next(k, 1)  # "spends her war die, it came up 4": the die just named showed it
        count = run_of_faces(self.tokens, self.text, k)
        if count and joined == "COLON" and self.faces_said_again(str(tok.value), k + count):
            return self.emit(span("RESOURCE", Amount(said.key, None), tok), span("ROLLED", "rolled", self.tokens[k - 1]),
                             faces(self.tokens, k, count), skip=k + count - self.i)  # "FOCUS on the war die: 3 3, war
            # die 2": the roll's dice, then the war die's
        if count and joined == "ROLLED" and self.faces_said_again(str(tok.value), k + count):
            k, count = self.i + 1, 0  # "a war die rolled 2 1 ... war die's a 5": the roll's dice, then the war die's
        if not count and type_at(self.tokens, k) == "SIGNED" and int(self.tokens[k].value) <= 0:
            bad = self.tokens[k]  # "war die -1": a face no die shows, never a war die plus a penalty
            shown = self.text[bad.start_pos : bad.end_pos]
            raise PhraseError(f"A {said.one} shows 1 to {said.sides}; '{shown}' is not a face of it", text=self.text,
                              column=bad.column or 1, length=len(shown),
                              hint=f"Give the face the die shows, e.g. '{said.one} 4'; a penalty goes apart: "
                                   f"'{said.one}, -1'.")
        self.one_said_many(tok, k, count)
        given = (faces(self.tokens, k, count),) if count else ()
        told, self.told_after = self.told_after, []  # "... war die afterwards, which came up 3": the scene's words
        return self.emit(span("RESOURCE", Amount(said.key, None), tok), *given, *told, skip=k + count - self.i)

    def shown_next(self, k: int, many: int) -> int:
        """How many tokens from k go on to what the dice just named showed (0 for none): 'her war die, it came up 4',
        'a war die as well, came up three' (said with no 'it', only by a verb of a die's face and with as many faces
        as dice)."""
        also = int(type_at(self.tokens, k) == "AS" and re.compile(_AS_WELL).match(self.text, self.tokens[k].start_pos) is not None)
        start = k
        k += also
        while k - start < _WHEN_WORDS and (type_at(self.tokens, k) in ("WORD", "ONDICE") or (
                type_at(self.tokens, k) == "VERB" and k > start and self.described(self.tokens[k - 1]))):
            k += 1  # "her war die afterwards, which came up 3", "his war dice for good measure, and it shows 2", "puts
            # a war die on it, that came up 4"
        if type_at(self.tokens, k) == "SEP" and type_at(self.tokens, k + 1) == "SEP" \
                and str(self.tokens[k + 1].value) == "and" and (k > start or (
                    type_at(self.tokens, k + 2) == "ROLLED" and re.fullmatch(_IT, self.text[
                        self.tokens[k + 1].end_pos : self.tokens[k + 2].start_pos]))):
            k += 1  # "..., and it shows 2", "adds a war die, and it shows 5"
        if type_at(self.tokens, k) != "SEP" or type_at(self.tokens, k + 1) != "ROLLED":
            return 0
        between = self.text[self.tokens[k].end_pos : self.tokens[k + 1].start_pos]
        verb = self.text[self.tokens[k + 1].start_pos : self.tokens[k + 1].end_pos].lower()
        if (re.fullmatch(_IT, between) and (k == start or verb in _FACE_VERBS)) or (
                verb in _FACE_VERBS and not between.strip() and run_of_faces(self.tokens, self.text, k + 2) == many):
            self.told_after = [span("SCENE", t.value, t) for t in self.tokens[start + also : k]
                               if t.type in ("WORD", "VERB", "ONDICE")]
            return k + 2 - start
        return 0

    def described(self, tok: Token) -> bool:
        """Whether tok is a plain word that describes ('good' in 'for good measure'): a verb of the game right after
        it is a noun it describes, never an action."""
        return tok.type == "WORD" and "ADJ" in word_classes(self.text[tok.start_pos : tok.end_pos].lower())

    def giving_before(self) -> None:
        """A verb of giving said right before a resource ('throws her war die in', 'chucking in a war die', 'I'll
        bung a luck point on it') spends it: it is no action of the story."""
        looks = 0  # "toss my old red d6 in as a war die": the die's looks between the verb and the die it spends
        if self.out and self.out[-1].type == "WORD" and len(self.out) > 1 \
                and self.text[self.out[-1].start_pos : self.out[-1].end_pos].lower() in _ON_IT:
            looks = 1  # "puts on it her war die": where it goes, said first
        while looks < 2 and len(self.out) > looks + 1 and self.described(self.out[-1 - looks]) \
                and self.out[-2 - looks].type in ("VERB", "WORD"):
            looks += 1
        before = self.out[-1 - looks] if self.out else None
        if before is not None and before.type in ("VERB", "WORD", "ROLLED"):  # "threw" may say dice were thrown
            said = self.text[before.start_pos : before.end_pos].lower().split()
            if len(said) <= 2 and said[1:] in ([], ["in"]) and any(base in GIVING_VERBS for base in verb_bases(said[0])):
                self.out[-1 - looks :] = [span("SPEND", "spend", before)]  # (a die's looks are nobody's rules word)

    def faces_said_again(self, key: str, at: int) -> bool:
        """Whether the resource `key` is named again after `at` with faces of its own ('... the war dice are 3 and
        4', 'war die's a five'): then faces after 'rolled' right after its first naming are the roll's dice."""
        for j in range(at, len(self.tokens)):
            if self.tokens[j].type == "RESOURCE" and str(self.tokens[j].value) == key:
                k = j + 1 + (type_at(self.tokens, j + 1) in ("COLON", "ROLLED", "IS"))
                return type_at(self.tokens, k) == "NUMBER"
        return False

    def how_many(self, tok: Token, resource: Token) -> bool:
        """'one luck point' is the resource spent once; more than a roll may spend is refused, never read as one."""
        said, many = lexicon().resources[str(resource.value)], int(tok.value)
        if many == 1:
            return self.emit(span("RESOURCE", resource.value, tok, resource), skip=2)
        if (part := re.search(_ONE_OF, self.text[: tok.start_pos])) is not None \
                and part.group(1).lower() in ("one", "1"):  # "one of my two luck points": the pool
            return self.emit(span("RESOURCE", resource.value, resource, resource), skip=2)  # counted, one spent
        shown = self.text[tok.start_pos : resource.end_pos]
        most = f"a roll takes {said.most} {said.one if said.most == 1 else said.many} at most" if said.most else \
            "say them one at a time"
        raise PhraseError(f"'{shown}': {most}", text=self.text, column=tok.column or 1, length=len(shown),
                          hint=f"Spend one, e.g. '{said.say}'.")

    def uncounted(self, tok: Token) -> bool:
        if self.type_at(1) == "SIGNED":  # "a luck point for +3": the resource's own bonus, said again
            return self.emit(span("RESOURCE", tok.value, tok, self.tokens[self.i + 1]), skip=2)
        if self.type_at(1) == "ORDINAL" and self.type_at(2) == "SIGNED":  # "a Luck Point first for +3": when, then
            return self.emit(span("RESOURCE", tok.value, tok, self.tokens[self.i + 2]), skip=3)  # its own bonus
        if not self.use_at(1, str(tok.value)):
            return False
        use = self.tokens[self.i + 1]
        return self.emit(span("USE", use.value, tok, use), skip=2)  # "luck to avoid the glitch"

    def use_at(self, offset: int, key: str) -> bool:
        """Whether the token there says a use of this resource ("to avoid the glitch" of luck)."""
        k = self.i + offset
        return 0 <= k < len(self.tokens) and self.tokens[k].type == "USE" and (
            lexicon().use_of(str(self.tokens[k].value)) == key)

    # -- difficulty -------------------------------------------------------------------------------------------------
    def raise_lower(self, tok: Token) -> bool:
        if self.type_at(1) == "NUMBER" and bare_faces(self.tokens, self.i + 1):  # "talk him down 9 and 3": the dice
            return self.plain(tok)
        if self.type_at(1) == "NUMBER" and self.type_at(2) == "STEP" and int(self.tokens[self.i + 1].value) > _MOST_STEPS:
            return self.plain(tok)  # "down the 40 steps to the cellar": the way, and the stairs of the scene
        if self.type_at(1) == "NUMBER" and self.type_at(2) == "WORD" and counts_a_thing(str(self.tokens[self.i + 2].value)):
            return self.plain(tok)  # "down to 2 HP", "up 3 floors": the number counts what comes after it
        said = self.text[: tok.start_pos].split()
        if said and said[-1].lower() in ("a", "an", "the") and self.type_at(1) == "WORD":
            return self.plain(tok)  # "a hard town and a harder winter": what a thing of the scene is like
        if self.type_at(1) == "STEP" and re.fullmatch(r"(?i)\s+(?:the|these|those|his|her|their|its|our|my)\s+",
                                                      self.text[tok.end_pos : self.tokens[self.i + 1].start_pos]):
            stair = self.tokens[self.i + 1]  # "the fall down the steps to the lower quay": a stair of the scene, the
            return self.emit(span("WORD", self.text[tok.start_pos : tok.end_pos], tok),  # way someone goes
                             span("WORD", self.text[stair.start_pos : stair.end_pos], stair), skip=2)
        if self.type_at(1) in ("STEP", "NUMBER", "DL") or str(tok.value) in _STEP_WORDS:
            return self.steps(tok)
        return self.plain(tok)  # "climb up", "drop the gun": an action word

    def word_of_the_story(self, offset: int) -> bool:
        """Whether the token there is a word a number before it may count in the story ('at 120 kph', 'for two
        days'): an English word or a measure. A word no lexicon knows ('6 y 6', '1 aur 5', another language's 'and')
        makes no count of the number: it stays to be read as a face or asked about, never dropped as the scene."""
        if self.type_at(offset) != "WORD":
            return False
        before, word = self.tokens[self.i + offset - 1], self.tokens[self.i + offset]
        if word.start_pos == before.end_pos:
            return True  # "the tenant from 4B", "12th": typed onto the number, a label of the story's
        said = str(word.value).lower()
        return common_word(said) or counts_a_thing(said) or plural_shape(said) or (
            "-" in said and all(common_word(part) for part in said.split("-")))  # "2 large-bore cannulas"

    def steps(self, tok: Token) -> bool:
        if tok.type == "STEP" and (self.type_at(1) not in ("RAISE", "LOWER") or self._walks()):
            return self.plain(tok)  # "Wren steps between the crews", "Vex steps up": a verb; a count or a direction
        self.i = pack_steps(self.tokens, self.i, self.out)  # said with it makes it steps ("two steps", "steps harder")
        return True

    def _walks(self) -> bool:
        """'Vex steps up', 'I step down from the ledge': someone who steps, not 'a step up' or ', steps up,'."""
        before = _WORD_BEFORE.search(self.text, 0, self.tokens[self.i].start_pos)
        word = before.group(1).lower() if before is not None else ""
        said_of = word in _SUBJECTS or (bool(self.out) and self.out[-1].type != "SEP" and word not in _COUNTING)
        return self._said(1) in ("up", "down") and said_of

    def _said(self, offset: int) -> str:
        """The words of the token there, as typed, lowercased."""
        nxt = self.tokens[self.i + offset]
        return self.text[nxt.start_pos : nxt.end_pos].lower()

    def faces_of_counted(self, at: int) -> bool | None:
        """'I spend a war die, 5', '..., it's a 5', '2 war dice, 3, 5': a clause of nothing but as many faces (from
        `at`) as the dice a counted resource named in the clause before shows them; else None (read otherwise)."""
        if not (self.start and len(self.out) > 1 and self.out[-1].type == "SEP"):
            return None
        back = len(self.out) - 2  # "a war die on Sparrow's roll. five!": the words of where it goes may follow it
        while back > 0 and len(self.out) - back < _WHERE_IT_GOES and self.out[back].type in ("WORD", "NAME", "POSS", "ROLL") \
                and str(self.out[-1].value) in ".!,":  # (", 6": "spends a war die after the roll, 6")
            back -= 1
        if not counted(self.out[back]):
            return None
        alone = numbers(self.tokens, at) == 1 and type_at(self.tokens, at + 1) in (None, "SEP")
        run = bare_faces(self.tokens, at) or int(alone)
        shown = [t for t in self.tokens[at : at + run] if t.type != "SEP"]
        said, sides = self.out[back].value, lexicon().resources[self.out[back].value.key].sides
        if not shown or len(shown) != (said.count or 1) or not all(1 <= int(t.value) <= sides for t in shown):
            return None
        if self.faces_said_again(said.key, at + run):
            return None  # "spending 2 war dice. 1 and 2, war dice 2 and 6": the dice named again with faces of their
            # own later, the faces between are the roll's
        self.out.pop()
        values = tuple(int(t.value) for t in shown)
        if back < len(self.out) - 1:  # the faces go with the die, where it was named; its words keep their place
            self.out.insert(back + 1, span("FACES", values, shown[0], shown[-1]))
            self.out.append(span("SEP", ".", shown[-1]))
            self.i = at + run
            return True
        return self.emit(span("FACES", values, shown[0], shown[-1]), skip=at + run - self.i)

    def is_(self, tok: Token) -> bool:
        pronoun = _PRONOUN_IS.get(str(tok.value).replace("’", "'"))
        if pronoun is not None and re.compile(r"(?i)\s+(?:had|got)\b").match(self.text, tok.end_pos):
            pronoun = None  # "she's had controlled possession of him all night": 's is 'has', no state of hers
        if pronoun is not None and self.type_at(1) == "CUE":  # "he's hurt": whose condition, the binder says
            return self.emit(span("THEY", pronoun, tok))
        keep = bool(self.out) and self.out[-1].type in ("TRAIT", "DL") and self.type_at(1) in ("DLNAME", "NUMBER") or (
            bool(self.out) and self.out[-1].type == "TRAIT" and self.type_at(1) == "SECURITY")
        if keep:
            return self.emit(tok)
        shown = self.faces_of_counted(self.i + 1)  # "I throw in a war die, it's a 3"
        if shown is not None:
            return shown
        if self.start and re.compile(_SAYING_IT).search(self.text, 0, tok.end_pos) \
                and (bare_faces(self.tokens, self.i + 1) >= 2 or self.one_die):
            self.reopened = True  # "..., and it's a 2 and a 3": what follows opens the clause, as said without it
        return self.drop()

    def trait(self, tok: Token) -> bool:
        nxt = self.type_at(1)
        said = self.text[: tok.start_pos].lower().split()
        own = said and (said[-1] in _OWN or (len(said) > 1 and said[-1] in _POSSESSIVES and said[-2] in _ROLLS))
        purpose = self.text[tok.end_pos :].split(None, 1)[:1] == ["to"]  # "rolls his Fort to hold the door"
        if nxt == "WORD" and not self.start and not (own and purpose):  # "hack the security camera": a thing
            return self.plain(tok)
        k = self.i + 1 + (nxt == "IS")
        rated = type_at(self.tokens, k) in ("DLNAME", "NUMBER") or type_at(self.tokens, k) == "SECURITY" and (
            nxt == "IS" and str(tok.value).lower() == "security")  # "Security is Middle Corp": the trait, rated
        if not rated and own:  # "use my Wits", "Bram rolls his Fort": said as the actor's own, for the rules to judge
            return self.emit(span("ABILITY", tok.value, tok))
        return self.emit(tok if rated else span("BARETRAIT", tok.value, tok))

    # -- weak triggers ----------------------------------------------------------------------------------------------
    def spend(self, tok: Token) -> bool:
        nxt = self.type_at(1)
        if self.resource_at(1, count=False) and self.use_at(2, str(self.tokens[self.i + 1].value)):
            use = self.tokens[self.i + 2]  # "spend luck to avoid the glitch"
            return self.emit(span("USE", use.value, tok, use), skip=3)
        if nxt in ("RESOURCE", "USE") or (nxt == "NUMBER" and self.type_at(2) == "RESOURCE"):
            return self.emit(tok)
        return self.drop()  # "use Haggle on the merchant": 'use' says nothing more

    def with_(self, tok: Token) -> bool:
        nxt, following = self.type_at(1), self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        if nxt in ("ADVANTAGE", "DISADVANTAGE"):
            return self.emit(span(nxt, following.value, tok, following), skip=2)  # type: ignore[union-attr]
        if nxt == "ABILITY" and following is not None and (self._meanwhile(following) or any(
                start <= following.start_pos < end for start, end in self.relative)):
            # "past the guard, who watches with his Awareness": the other one's, in what they do; the story's words
            return self.emit(span("WORD", self.text[tok.start_pos : tok.end_pos], tok),
                             span("WORD", self.text[following.start_pos : following.end_pos], following), skip=2)
        if (nxt == "ABILITY" and not self.story_ability(1) and not self._described_apart(following)) \
                or self.resource_at(1, count=False):  # "with luck"
            return self.emit(tok)
        if nxt == "LEVEL":  # "assists with a Good Success"
            if len(self.out) >= 2 and self.out[-2].type in ("NAME", "PRONOUN") and self.out[-1].type == "WORD" \
                    and self.text[self.out[-1].start_pos : self.out[-1].end_pos].lower() in HELPING:
                self.out[-1] = span("ASSISTS", "assists", self.out[-1])  # "Zoe helps with a Good Success"
            return self.emit(span("RESULT", following.value, tok, following), skip=2)  # type: ignore[union-attr]
        if nxt == "SKILL" and self.in_versus:  # "against a goon with Melee 2"
            return self.emit(span("HAS", "with", tok))
        if nxt == "NUMBER" and self.type_at(2) == "DICE" and self.in_versus:  # "vs a thug with 4 dice"
            return self.emit(span("RATED", "with", tok))
        if nxt == "NAME":  # "with Ines helping", "with Brick's help", "with Dax, Kira and Oren all helping"
            j = self.i + 1
            while type_at(self.tokens, j) == "NAME" or (type_at(self.tokens, j) == "SEP" and self.tokens[j].value == ","
                                                        and type_at(self.tokens, j + 1) == "NAME"):
                j += 1
            after = self.tokens[j] if j < len(self.tokens) else None
            if after is not None and (after.type == "ASSISTS"
                                      or self.text[after.start_pos : after.end_pos].lower() in _HELP_WORDS):
                names = [t for t in self.tokens[self.i + 1 : j] if t.type == "NAME"]
                joined: list[Token] = [span("HELPED", "with", tok), names[0]]
                for name in names[1:]:
                    joined += [span("HELPED", "and", name), name]
                return self.emit(*joined, skip=j - self.i + 1)
        return self.drop()

    def as_(self, tok: Token) -> bool:
        nxt = self.type_at(1)
        if self.start and nxt == "NAME":
            return self.emit(tok)
        nxt_word = self.tokens[self.i + 1] if nxt == "WORD" else None
        if self.start and nxt_word is not None and not self.as_while(nxt_word) and not _as_said(self.text, tok, nxt_word):
            # "as Zed, ...": someone nobody loaded ("as fire spreads", "as we discussed": a clause of its own)
            return self.emit(tok, span("STRANGER", self.tokens[self.i + 1].value, self.tokens[self.i + 1]), skip=2)
        return self.drop()

    def as_while(self, word: Token) -> bool:
        """'as fire spreads through the deck', 'as the roof caves in': 'as' joins what happens meanwhile, its word a
        thing doing something (a verb said of someone after it, or a lowercase English word), never 'as Zed, ...'."""
        said = self.text[word.start_pos : word.end_pos]
        clause = re.match(r"[^,.;:!?|()]*", self.text[word.end_pos :]).group()  # type: ignore[union-attr]
        if re.search(r"(?i)\b(?:the|a|an)\s+$", self.text[: word.start_pos]) \
                and any(said_of_someone(w.lower()) for w in re.findall(r"[A-Za-z]+", clause)[:6]):
            return True  # "as the Psalter of the Brawn Belt teaches": one described doing a thing, never 'as Zed'
            # (nor "prowl past the gate, as the Duke.", who the one acting passes for)
        after = re.match(r"\s+([^\W\d_]+)", self.text[word.end_pos :])
        return (said.islower() and common_word(said)) or (after is not None and said_of_someone(after.group(1).lower()))

    def self_(self, tok: Token) -> bool:
        if self.type_at(1) == "CUE":
            return self.emit(tok)
        nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        doing = nxt is not None and self.text[nxt.start_pos : nxt.end_pos].split(" ")[0].lower().endswith("ing")
        if str(tok.value).lower() in _AT_ONCE and doing and nxt.type in ("VERB", "TRICK", "SKILL") and not self.start:
            return self.emit(span("SEP", "while", tok))  # "hack the terminal while shooting": a second action
        if str(tok.value).lower() in _AT_ONCE and nxt is not None and nxt.type == "PRONOUN" and not self.start and \
                self.type_at(2) in ("VERB", "TRICK", "SKILL") and not self._meanwhile(self.tokens[self.i + 2]):
            return self.emit(span("SEP", "while", tok))  # "charm the guard while she hacks it behind his back": hers
        return self.drop()

    def using(self, tok: Token) -> bool:
        """'using Stealth' names the roll; 'using luck' spends it; 'using my holo sight' is part of the action."""
        nxt = self.type_at(1)
        if nxt in ("ABILITY", "SKILL", "TRICK"):
            return False
        return self.drop() if nxt == "RESOURCE" else self.plain(tok)

    def versus(self, tok: Token) -> bool:
        if str(tok.value) in _WEAK_VS and (not _opposes(self.tokens, self.i + 1) or self.i + 1 < len(self.tokens)
                                           and describes_a_noun(self.tokens, self.i + 1, self.text)):
            return self.plain(tok)  # "lean against the wall", "up against a hard deadline"
        nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        if nxt is not None and nxt.type == "CUE" and str(nxt.value).startswith("against:"):
            return self.plain(tok)  # "resistance roll vs the harm": the consequence resisted, no other side
        self.in_versus = True
        self.emit(tok)
        k = self.i
        if self._owner_of_the_side(k):
            k += 1  # "against the Lamplighter's gang": the side is what the one named owns or leads
        while k < len(self.tokens) and self.tokens[k].type == "WORD":
            k += 1
        if k > self.i:  # "vs a thug rated 3", "vs Marcus": someone nobody loaded
            words = self.text[self.tokens[self.i].start_pos : self.tokens[k - 1].end_pos]
            self.emit(span("STRANGER", words, self.tokens[self.i], self.tokens[k - 1]), skip=k - self.i)
        return True

    def _owner_of_the_side(self, k: int) -> bool:
        """Whether tokens[k], after 'vs' or 'against', is a name said as an owner ('s) right before a word of the
        scene in lower case ("the Lamplighter's gang", "the Egg Thief's dogs"): the side is theirs, not them."""
        if k + 1 >= len(self.tokens) or self.tokens[k].type != "NAME" or self.tokens[k + 1].type != "WORD":
            return False
        said = self.text[self.tokens[k].start_pos : self.tokens[k].end_pos].replace("’", "'")
        return said.endswith("'s") and self.text[self.tokens[k + 1].start_pos : self.tokens[k + 1].end_pos].islower()

    def rated(self, tok: Token) -> bool:
        out = self.out
        if (not self.in_versus and len(out) >= 3 and out[-1].type == "SEP" and out[-2].type in ("NAME", "STRANGER")
                and out[-3].type == "VS" and self.type_at(1) in ("NUMBER", "DICECOUNT")):
            out.pop()  # "vs the smuggler, he's rated 2": the rating of the side just named
            self.in_versus = True
            return False
        if not self.in_versus and self.type_at(1) in ("NUMBER", "DICECOUNT") and self.rated_one(tok):
            return False  # "shoots at the raider rated 2", "..., he's rated 2": the one acted on, rated, rolls against
        return not self.in_versus and self.plain(tok)

    def rated_one(self, tok: Token) -> bool:
        """A rating said of someone the action meets, with no 'vs': a person's word right before it ('the raider
        rated 2', 'a raider who has Firearms 3'), or a pronoun and 'is' ('..., he's rated 2') standing for the last
        one named. That one is the other side (an opponent slot, as 'vs a raider rated 2' makes)."""
        out, before = self.out, self.text[: tok.start_pos]
        if out and out[-1].type == "NAME" and self.text[out[-1].end_pos : tok.start_pos].strip() == "(":
            who = out.pop()  # "the dockhand (rating 1) tries to shove past": the rating of the one just named
            out += [span("VS", "vs", who), who]
            self.in_versus = True
            return True
        person = next((k for k in range(len(out) - 1, -1, -1) if self._person_word(out[k])), None)
        if person is None:
            return False
        said = self.text[out[person].end_pos : tok.start_pos].lower()
        if person == len(out) - 1 and re.fullmatch(_HAS, said):  # "the raider rated 2", "a raider who has Firearms 3"
            who = out.pop()
            out += [span("VS", "vs", who), span("STRANGER", who.value, who)]
        elif re.search(_PRONOUN_IS_END, before):  # "..., he's rated 2"
            out += [span("VS", "vs", tok), span("STRANGER", out[person].value, tok)]
        else:
            return False
        self.in_versus = True
        return True

    def _person_word(self, tok: Token) -> bool:
        word = self.text[tok.start_pos : tok.end_pos].lower()
        return tok.type == "WORD" and (word in PEOPLE_WORDS or (word.endswith("s") and word[:-1] in PEOPLE_WORDS))

    def skill(self, tok: Token) -> bool:
        """'a raider who has Firearms 3': the rating of someone the action meets (see rated_one). A skill said in lower
        case in a clause of another's doing ('as the drone climbs away') is the scene's word (_anothers_deed)."""
        if (self._story_word(tok) and self._anothers_deed(tok)) or self._describes_a_thing(tok) \
                or self._said_of_a_thing(tok) or self._heads_a_noun(tok):
            return self.plain(tok)
        if self.in_versus or self.type_at(1) != "NUMBER" or not self.out or not re.fullmatch(_HAS, 
                self.text[self.out[-1].end_pos : tok.start_pos].lower()) or not self.text[
                self.out[-1].end_pos : tok.start_pos].strip() or not self.rated_one(tok):
            return False
        self.out.append(span("HAS", "has", tok))
        return False

    def speed(self, tok: Token) -> bool:
        """'at 150 kph', 'doing 15 mph': a speed in one of the game's bands is that condition, one CUE over the
        number and its unit (its text says how fast, for steps that grow with speed); in no band, the scene's."""
        found = re.compile(_SPEED).match(self.text, tok.end_pos)
        if found is None and str(tok.value).isdigit() and (going := re.compile(_GOING).search(
                self.text, 0, tok.start_pos)) is not None:
            said = int(tok.value) + (100 * (going.group("hundreds") is not None))
            if said > _MOST_FACE:  # "we're doing like 140", "doing a hundred and forty": a speed without its unit
                raise PhraseError(f"How fast is {said}: kph or mph? The Difficulty Level moves with the speed.",
                                  text=self.text, column=(tok.column or 1), length=tok.end_pos - tok.start_pos,
                                  hint=f"Say it with its unit, e.g. 'doing {said} kph'.")
        if found is None or not str(tok.value).isdigit():
            return False
        kph = int(tok.value) * (_KPH_PER_MILE if found.group(1).lower().startswith("m") else 1)
        key = next((key for low, high, key in self.speeds
                    if (low is None or kph >= low) and (high is None or kph <= high)), None)
        if key is None:
            return False
        last = self.i
        while last + 1 < len(self.tokens) and self.tokens[last + 1].start_pos < found.end():
            last += 1
        return self.emit(span("CUE", key, tok, self.tokens[last]), skip=last - self.i + 1)

    def word_unless_slot(self, tok: Token) -> bool:
        """'failed', 'on the dice', 'gives me' outside their slot are action words; but 'Callum assists and fails':
        a helper's stated result, as 'Callum assists with a Failure' says it."""
        after = skip_assist_words(self.tokens, self.i + 1)  # ("fails his assist roll")
        if tok.type == "FAILED" and [t.type for t in self.out[-3:]] == ["NAME", "ASSISTS", "SEP"] \
                and self.out[-1].value == "and" and (after >= len(self.tokens) or self.tokens[after].type == "SEP"):
            self.out.pop()
            return self.emit(span("RESULT", self.failed or str(tok.value), tok), skip=after - self.i)
        return not (tok.type == "GIVES" and self.counted_at(1)) and self.plain(tok)

    def assists(self, tok: Token) -> bool:
        if self.out and self.out[-1].type == "NAME":
            return False
        k = len(self.out) - 1  # "Isolde's got your back and assists": the one the clause opened with assists
        if k > 0 and self.out[k].type == "SEP" and self.out[k].value == "and":
            k -= 1
            while k > 0 and self.out[k].type == "WORD":
                k -= 1
            if k < len(self.out) - 2 and self.out[k].type == "NAME" and (k == 0 or self.out[k - 1].type == "SEP"):
                return self.emit(self.out.pop(k), tok)
        return self.plain(tok)

    def ordinal(self, tok: Token) -> bool:
        """'the third floor', 'the second row', 'the second guard': an ordinal before a plain word, or after an article
        before someone of the scene, is part of the scene; so is one said of
        someone's turn, with no attack after it ('nobody wants to be first', 'who's first?', 'she goes second'), and
        'first' closing a clause after what is done ('looking for the route first', 'picks the lock first'): before
        anything else, no attack counted."""
        said = self.text[: tok.start_pos].split()
        before = said[-1].lower().replace("’", "'") if said else ""
        if self.type_at(1) in (None, "SEP") and (before in _TURN_SUBJECTS or set(verb_bases(before)) & _TURN_VERBS):
            return self.emit(span("SCENE", tok.value, tok))
        if self.type_at(1) in (None, "SEP", "COLON") and self.type_at(-1) in _FIRST_AFTER \
                and self.text[tok.start_pos : tok.end_pos].lower() == "first":
            return self.emit(span("SCENE", tok.value, tok))  # "I check the alley first", "works the room first:
            # roll Presence", "evacuate Bays 1 to 3 first": before anything else
        if self.type_at(1) in (None, "SEP") and (self.i == 0 or self.type_at(-1) == "COLON" or self.type_at(-1) == "SEP"
                                                  and str(self.tokens[self.i - 1].value) in ".!?;"):
            return self.emit(span("SCENE", tok.value, tok))  # "Triage. First one, NEWS 7, ...", "First, the door":
            # the order things are told in, opening a sentence, no attack counted
        if re.compile(_ORDINAL_SUBJECT).match(self.text, tok.end_pos):
            return self.emit(span("SCENE", tok.value, tok))  # "the first was easy": another thing, said of as before
        if self.type_at(1) in ("NAME", "POSS") and before in DETERMINERS:
            return self.emit(span("SCENE", tok.value, tok))  # "punches the second guard": which guard, no attack
        if self.type_at(1) == "SEP" and self.type_at(2) == "ORDINAL" or self.type_at(-1) == "SEP" \
                and self.type_at(-2) == "ORDINAL" and before in ("and", "to", "through"):
            return self.emit(span("SCENE", tok.value, tok))  # "between 3rd and 9th": a range of streets, floors
        after = re.compile(r"\s*([^\W\d_]+)").match(self.text, tok.end_pos)
        if before in ("a", "an") and self.type_at(1) in (None, "SEP") and after is None:
            return self.emit(span("SCENE", tok.value, tok))  # "there isn't a third.", "wait a second": no attack
            # (but "attacks a 2nd time")
        if self.type_at(1) not in (None, "SEP", "WORD") and after is not None and after.group(1).lower() not in _ATTACKS \
                and not (before in ("a", "an") and after.group(1).lower() == "time"):  # ("attacks a 2nd time")
            return self.emit(span("SCENE", tok.value, tok))  # "after the second show", "the second time you miss":
            # which of the scene's things, no attack counted
        if self.type_at(1) != "WORD" or str(self.tokens[self.i + 1].value).lower() in _ATTACKS:
            return False  # "my second attack": which attack this turn
        return self.emit(span("SCENE", tok.value, tok))

    # -- values said as words -------------------------------------------------------------------------------------
    def verb(self, tok: Token) -> bool:
        """A verb in a clause of what someone else does ('while he argues') is the story's, when the roller's own
        action is said outside such clauses ('Kestrel slips past the officer while he argues on the radio'). A verb of
        throwing between two names and before a die ('Tibs throws Juno his war die') gives the die, as 'gives' does."""
        if self.gives_to(tok):
            return self.emit(span("GIVES", "gives", tok), self.tokens[self.i + 1], skip=2)
        if any(start <= tok.start_pos < end for start, end in self.relative):
            return self.plain(tok)  # "racks her brain about who runs the fish markets": the story's
        if self._blow_said_of(tok):
            return self.plain(tok)  # "critical hit to my pride": no attack
        if self._gesture(tok):
            return self.plain(tok)  # "cracks his knuckles and threatens Voss": how he threatens, no safe cracked
        if self._injury(tok):
            return self.plain(tok)  # "(broken ankle) but skirmishes anyway": how she is hurt, nothing wrecked
        if self._anothers_deed(tok):
            return self.plain(tok)  # "A rotten beam smashes down and Cross dodges aside": the beam's, never Cross's
        if self._named_thing_heading(tok):
            return self.plain(tok)  # "Commentary track, this is my favourite bit: ...": a heading's thing
        if self._exclaimed(tok):
            return self.plain(tok)  # "6 and 6, wow": an interjection, no deed ('wow the crowd' is one)
        if self._described_after_dice(tok):
            return self.plain(tok)  # "... Dice printed 6 and 5, sharp rally.": a thing of the scene, remarked on
        describes = self._describes_noun(tok)
        if not describes and (not self.meanwhile or not self._meanwhile(tok)):
            return False
        if any(t.type in ("VERB", "TRICK", "SKILL") and t is not tok and not self._meanwhile(t)
               and not self._describes_noun(t) and not self._owned_thing(t)
               for t in self.tokens):
            return self.plain(tok)
        return False

    def _named_thing_heading(self, tok: Token) -> bool:
        """A verb in its base form after a plain noun that opens its sentence, the two closed by a comma or a colon
        ('Commentary track, this is my favourite bit:', 'Crane shot: ...'): one thing's name heading the post, no
        deed (no one does it: 'Guard tracks the van' says the verb of someone)."""
        said = self.text[tok.start_pos : tok.end_pos]
        if " " in said or not said.islower() or said not in verb_bases(said) or self.type_at(-1) != "WORD":
            return False
        noun = self.tokens[self.i - 1]
        head = str(noun.value)
        before = self.text[: noun.start_pos].rstrip()
        return (not before or before[-1] in ".!?:\n") and self.text[noun.end_pos : tok.start_pos] == " " \
            and head[:1].isupper() and word_classes(head.lower()) == {"NOUN"} and head.lower() not in PEOPLE_WORDS \
            and self.text[tok.end_pos : tok.end_pos + 1] in (",", ":")

    def _exclaimed(self, tok: Token) -> bool:
        """A verb of the game that is an interjection too (words.INTERJECTIONS: 'wow'), a clause of its own after the
        dice: what the writer exclaims, no deed."""
        said = self.text[tok.start_pos : tok.end_pos]
        return " " not in said and said.lower() in INTERJECTIONS and (not self.out or self.out[-1].type == "SEP") \
            and self.type_at(1) in (None, "SEP") and any(t.type == "FACES" for t in self.out)

    def _described_after_dice(self, tok: Token) -> bool:
        """A verb of the game said as a noun with an adjective before it, the two a clause of their own after the
        dice, the roll's deed told before them ('Dice printed 6 and 5, sharp rally.', '..., 4 and 4, quiet night'):
        a remark on the scene, no second deed."""
        said = self.text[tok.start_pos : tok.end_pos]
        if " " in said or self.type_at(-1) != "WORD" or self.type_at(1) not in (None, "SEP") or len(self.out) < 3:
            return False
        adjective = str(self.tokens[self.i - 1].value).lower()
        if "ADJ" not in word_classes(adjective) or self.out[-2].type != "SEP":
            return False
        faces = next((k for k in range(len(self.out) - 1, -1, -1) if self.out[k].type == "FACES"), None)
        return faces is not None and any(t.type in ("VERB", "TRICK", "SKILL") for t in self.out[:faces]) \
            and all(t.type == "SEP" for t in self.out[faces + 1 : -1])

    def _gesture(self, tok: Token) -> bool:
        """Whether the verb is a gesture of one's own body (words.GESTURES): its body word right after it, perhaps
        after a possessive ('cracks his knuckles', 'pops her neck')."""
        said = self.text[tok.start_pos : tok.end_pos].split()
        bases = verb_bases(said[0].lower()) if len(said) == 1 else ()
        if not any(base in GESTURES for base in bases):
            return False
        after = re.compile(_GESTURED).match(self.text, tok.end_pos)
        return after is not None and any(after.group(1).lower() in GESTURES.get(base, ()) for base in bases)

    def _injury(self, tok: Token) -> bool:
        """Whether the verb is a participle said of a part of the body right after it ('broken ankle', 'cracked
        ribs', 'twisted knee'): a hurt someone has, no deed; with a possessive before the body word ('breaks his arm')
        it stays a deed, which may be done to another."""
        said = self.text[tok.start_pos : tok.end_pos]
        if " " in said or not said.lower().endswith(("ed", "en")):
            return False
        after = re.compile(r"\s+([^\W\d_]+)\b").match(self.text, tok.end_pos)
        return after is not None and after.group(1).lower() in BODY_WORDS

    def _anothers_deed(self, tok: Token) -> bool:
        """Whether the verb stands in a clause of what someone or something described does ('A rotten beam smashes
        down', 'as the old truck smashes through the gate'), where the post says someone else acts ('... and Cross
        dodges aside', '... and she ducks'): the beam's or the truck's doing, never the roller's action, even where
        the roller's own verb names none of the game's (the roll is then asked about). The words of the game in that
        clause ('truck', 'gate' in a game whose verbs name things) are the scene too."""
        if self.deeds is None:
            self.deeds = self._deeds()
        return any(start <= tok.start_pos < end for start, end in self.deeds)

    def _deeds(self) -> list[tuple[int, int]]:
        """The clauses of another's doing (see _anothers_deed): from their subject to the clause's end."""
        found: list[tuple[int, int]] = []
        names = [(t.start_pos, t.end_pos) for t in self.tokens if t.type == "NAME"]
        for k, tok in enumerate(self.tokens):
            start = described_subject(self.text, tok.start_pos) if self._story_word(tok) else None
            if start is None or not all(self._story_word(t) for t in self.tokens
                                        if t.end_pos > start and t.start_pos < tok.start_pos):  # ('the guard', an NPC)
                continue
            end = next((t.start_pos for t in self.tokens[k + 1 :] if not self._story_word(t)), len(self.text))
            mark = re.compile(r"[,.;:!?()]").search(self.text, tok.end_pos, end)
            end = mark.start() if mark is not None else end
            if someone_acts(self.text, names, (start, end)):
                found.append((start, end))
        return found

    def _said_of_a_thing(self, tok: Token) -> bool:
        """A rules name said in lower case that English has as an adjective, after a plain noun and a word of being,
        closing its clause ('The method is standard and ...', 'the lock was standard.'): what the thing is like, never
        the roll's name ('the roll is athletics', 'the skill is standard' name it)."""
        said = self.text[tok.start_pos : tok.end_pos]
        subject = re.compile(r"(?i)\b([a-z]+)\s+(?:is|was|are|were|seems|looks)\s+$").search(self.text, 0, tok.start_pos)
        if not said.islower() or " " in said or "ADJ" not in word_classes(said) or subject is None:
            return False
        noun = subject.group(1).lower()
        closes = re.compile(r"\s*(?:[.,;!?)]|and\b|but\b|$)").match(self.text, tok.end_pos) is not None
        return closes and "NOUN" in word_classes(noun) and noun not in CHECK_WORDS \
            and noun not in ("skill", "language", "roll", "check", "test", "ability", "attribute", "stat", "action")

    def _describes_a_thing(self, tok: Token) -> bool:
        """A rules name said in lower case between an article and a noun ('a standard lunchbox', 'the medicine
        cabinet', 'his firearms licence'): a word that describes a thing of the scene, never the roll's name ('a
        stealth check' is: the roll's own word follows)."""
        said = self.text[tok.start_pos : tok.end_pos]
        if not said.islower() or " " in said or self.type_at(1) != "WORD":
            return False
        before = self.text[: tok.start_pos].split()
        after = str(self.tokens[self.i + 1].value).lower()
        classes = word_classes(after)  # (a word the dictionary lacks, 'lunchbox', is most likely a noun)
        described = bool(before) and (before[-1].lower() in _THING_OPENERS or (
            said != str(tok.value).lower() and "ADJ" in word_classes(said) and before[-1].lower() in _BEING_SO))
        # ("the crates are just medical supplies": an adjective standing for the skill, after a word of being,
        # describes the thing after it)
        return described and after not in CHECK_WORDS and (not classes or ("NOUN" in classes and "ADJ" not in classes))

    def _heads_a_noun(self, tok: Token) -> bool:
        """A skill said by another word than its name, opening a sentence right before a plain noun of the scene
        ('Drone swarm over the cutting, 4 of them, coming in low.'): the first word of a thing's name, never the
        roll's (its own name, 'Piloting ...', or 'a drone check', stays the roll's)."""
        said = self.text[tok.start_pos : tok.end_pos]
        if " " in said or said.lower() == str(tok.value).lower() or self.type_at(1) != "WORD":
            return False
        before = self.text[: tok.start_pos].rstrip()
        after = self.tokens[self.i + 1]
        noun = str(after.value).lower()
        return (not before or before[-1] in ".!?:\n") and self.text[tok.end_pos : after.start_pos] == " " \
            and noun not in CHECK_WORDS and "NOUN" in word_classes(noun) and "ADJ" not in word_classes(noun) \
            and not noun.endswith("s")  # (its base form: "Drone swarms" says what a drone does)

    def _story_word(self, tok: Token) -> bool:
        """A plain word, a verb of the game, or a skill or trick said in lower case ('drone', 'shoots'): words that
        may say what someone or something described does ('the drone climbs away')."""
        return tok.type in ("WORD", "VERB") or (tok.type in ("SKILL", "TRICK") and
                                                 self.text[tok.start_pos : tok.end_pos].islower())

    def trick(self, tok: Token) -> bool:
        """A trick said in lower case in a clause of another's doing ('as the guard shoots the lamp') is the
        scene's word (see _anothers_deed)."""
        return self._story_word(tok) and self._anothers_deed(tok) and self.plain(tok)

    def _blow_said_of(self, tok: Token) -> bool:
        """'a critical hit to my pride', 'big hit on the budget': a doing said as a noun (after a determiner or an
        adjective) and aimed at the speaker's own or at a thing no one strikes (UNSTRUCK) is an idiom, no action."""
        before = _WORD_BEFORE.search(self.text, 0, tok.start_pos or 0)
        if before is None or not (before.group(1).lower() in DETERMINERS or
                                  "ADJ" in word_classes(before.group(1).lower())):
            return False
        aimed = _AIMED_AT.match(self.text, tok.end_pos or 0)
        return aimed is not None and ((aimed.group(1) or "").lower() in ("my", "our") or any(
            w.lower() in UNSTRUCK for w in aimed.group(2).split()))

    def _owned_thing(self, tok: Token) -> bool:
        """'presses her palm to the glass': a verb of the game right after a possessive is a thing of hers, no action
        of the roll (unless the game's verbs table lists things: Vocabulary.verb_nouns)."""
        before = _WORD_BEFORE.search(self.text, 0, tok.start_pos or 0)
        return not self.verb_nouns and before is not None and before.group(1).lower() in _OWNERS \
            and tok.type == "VERB"

    def _describes_noun(self, tok: Token) -> bool:
        """'the bikers blocking the road', 'a guard watching the door': a verb in -ing right after a plain noun says
        what that one is doing, not what the roller does; after a stretch of time ('spent the night rewiring the
        drive', 'an hour digging') it is what the roller spent it doing."""
        said = self.text[tok.start_pos : tok.end_pos].split()
        if not said or not said[0].lower().endswith("ing"):
            return False
        k = self.tokens.index(tok)
        before = self.tokens[k - 1] if k else None
        return before is not None and before.type == "WORD" and not self.text[before.end_pos : tok.start_pos].strip() \
            and str(before.value).lower() not in TIME_NOUNS \
            and str(before.value).lower().replace("’", "'") not in _BEING  # "spent the night rewiring it", "you're
        # swinging the baton at him" (the GM to the one who rolls): the roller's action

    def _meanwhile(self, tok: Token) -> bool:
        """Inside a clause of someone else's doing, whose doer is not someone the sheets know: a named person opening
        the phrase is who acts to the reading ('the guard swings at me, I dodge' is asked, never the guard's roll)."""
        return any(start <= tok.start_pos < end and not any(
            t.type == "NAME" and start <= t.start_pos < tok.start_pos for t in self.tokens)
            for start, end in self.meanwhile)

    def story_ability(self, offset: int) -> bool:
        """Whether the ability word there is the story's ('with a hard stare'), in a game whose stats are adjectives."""
        tok = self.tokens[self.i + offset]
        return self.adjective_abilities and story_word(self.text, tok.start_pos, tok.end_pos)

    def group_of(self, tok: Token) -> bool:
        """'a gang of 12' is a group's size, for the rules to use or refuse; 'the gang of dockers', with no number,
        is asked about only where the rules read a group's size, and elsewhere is the scene's words. 'A crew of 8',
        'a team of 4' are a group's size only where the rules read one ('a team of 4 engineers' is the story's
        elsewhere, and 'the crew of the Nightjar' everywhere)."""
        said = self.text[tok.start_pos : tok.end_pos].lower().split()  # (none where the size alone says the group:
        counted_only = len(said) >= 2 and said[-2] in COUNTED_ONLY_GROUPS  # "threatens the 23 picketers")
        if self.type_at(1) == "NUMBER" and (self.group_sizes or not counted_only):
            return False
        if self.type_at(1) != "NUMBER" and self.group_sizes and not counted_only:
            return False
        return self.plain(tok)

    def dl(self, tok: Token) -> bool:
        """'DC 20', 'DC Hard' are a difficulty; 'DC' with no value after it is the scene's ('a flight to DC'). 'The DL
        was lowered one step', 'the DL went down a step': the difficulty's move reported, steps as 'lower the DL'."""
        k = 1
        while self.type_at(k) in ("IS", "WORD", "SEP") and self._said(k) in STEP_MOVES \
                or self.type_at(k) == "IS":
            k += 1
        if self.type_at(k) in ("RAISE", "LOWER") and self.type_at(k + 1) in ("STEP", "NUMBER"):
            del self.tokens[self.i + 1 : self.i + k]
            self.i = pack_steps(self.tokens, self.i, self.out)
            return True
        k = 1 + (self.type_at(1) == "IS")  # "the DL was set at Hard", "the DL was ruled Severe": the value set
        while k > 1 and self.type_at(k) in ("WORD", "IS") and str(self.tokens[self.i + k].value).lower() in DL_SET_AS:
            k += 1
        if k > 2 and self.type_at(k) in ("DLNAME", "NUMBER"):
            del self.tokens[self.i + 2 : self.i + k]
            return False
        k = 1 + (self.type_at(1) == "IS")  # "the difficulty is grave (Severe)": the writer's own word for the level,
        if self.type_at(k) == "WORD" and self.type_at(k + 1) == "DLNAME" and re.fullmatch(  # named in brackets after it
                r"\s*\(\s*", self.text[self.tokens[self.i + k].end_pos : self.tokens[self.i + k + 1].start_pos]):
            del self.tokens[self.i + k]
            return False
        said = self.text[tok.start_pos : tok.end_pos].lower()
        if self.type_at(1) == "IS" and self.type_at(2) in (None, "SEP") and self.type_at(3) not in ("DLNAME", "NUMBER"):
            return self.emit(span("WORD", "DL", tok), skip=2)  # 'the DL is "the target's Fort",': the rules quoted
        j = self.i + 1 + (self.type_at(1) == "IS")  # "the DL is the attacker's Fort", "DL is his Wits, Moderate":
        whose = j < len(self.tokens) and self.tokens[j].type in ("WORD", "NAME") and self.text[
            self.tokens[j].start_pos : self.tokens[j].end_pos].lower().endswith(("'s", "’s"))
        if whose and self.type_at(j + 1 - self.i) in ("TRAIT", "BARETRAIT") or self.type_at(j - self.i) in (
                "TRAIT", "BARETRAIT"):  # the DL said as whose trait sets it, as "vs his Wits" says it: the trait
            self.i = j + (whose and self.tokens[j].type == "WORD")  # stands for the DL (and a name says whose)
            return True
        if self.type_at(1) == "SIGNED" and self.type_at(2) == "STEP" and self._signed_steps(1):
            return self.emit(span("STEPS", int(self.tokens[self.i + 1].value), tok, self.tokens[self.i + 2]), skip=3)
        if said.endswith("dc") and self.type_at(1) not in ("NUMBER", "DLNAME", "IS"):  # "DL +1 step": steps of it
            return self.plain(tok)
        return False

    def bonus(self, tok: Token) -> bool:
        """'no aid bonus, so ...', "I'm not giving the specialist bonus,": a bonus said not to be had, with no number,
        is talk of the rules; a bonus with its number ('bonus +2') is one, as ever."""
        if self.type_at(1) in ("SEP", "COLON") and self.type_at(2) == "SIGNED" and str(self.tokens[self.i + 1].value) in ",:" \
                and re.match(r"(?i)\s*(?:from|for|because|due|thanks|cause|cos)\b", self.text[self.tokens[self.i + 2].end_pos :]):
            return self.emit(self.tokens[self.i + 2], skip=3)  # "forgot my bonus, +1 from the sight": a modifier with
            # its reason, as "my bonus: +1 from the sight" says it
        if self.type_at(1) in ("NUMBER", "SIGNED", "PLUS", "MINUS", "IS", "COLON"):
            return False
        clause = re.split(r"[,;.:!?]", self.text[: tok.start_pos])[-1].lower()
        return bool(re.search(_DENIED, clause)) and self.plain(tok)

    def _signed_steps(self, offset: int) -> bool:
        """Whether the signed number there counts steps of the difficulty ('+1 step', '-2 steps'), not stairs."""
        return 0 < abs(int(self.tokens[self.i + offset].value)) <= _MOST_STEPS

    def _listed_with_adjectives(self, tok: Token) -> bool:
        """Whether a stat opens a list of words describing someone or something, said in lowercase after a colon or a
        comma, or capitalised opening a sentence, with a plain adjective after its comma that no rule reads, alone or
        before the noun the list describes ('budge: cool, calm, a weird little quirk', 'Hot, dry week, 28C in the
        polytunnel'): how they are, never the stat said (never after 'roll' or a sign: 'roll +cool, calm down')."""
        said = self.text[tok.start_pos : tok.end_pos]
        before = self.text[: tok.start_pos].rstrip()
        after = re.match(r",\s*([a-z]+)(?:\s+([a-z]+))?\s*[,.;:]", self.text[tok.end_pos :])
        opens = said[:1].isupper() and said[1:].islower() and (not before or before.endswith((".", "!", "?")))
        if not (said.islower() and before.endswith((":", ",")) or opens) or after is None:
            return False
        word, noun = after.group(1), after.group(2)
        if noun is not None and ("NOUN" not in word_classes(noun) or noun in self.value_cues):
            return False
        return "ADJ" in word_classes(word) and word not in self.value_cues and not any(
            t.type in ("ABILITY", "CUE", "DLNAME") and self.text[t.start_pos : t.end_pos].lower() == word
            for t in self.tokens)

    def _described_apart(self, tok: Token) -> bool:
        """Whether a stat's word stands between an article and a plain noun ('a creative methodology', 'a cool
        result') in a sentence where no one of the sheets is named, while another sentence holds a deed: a thing of
        the story described, never the stat of the deed said apart (with no deed elsewhere, 'come up with a creative
        solution', or in the sentence of the one acting, the word says how it is done)."""
        if not between_article_and_noun(self.text, tok.start_pos, tok.end_pos):
            return False
        start = max((t.end_pos or 0 for t in self.tokens if t.type == "SEP" and str(t.value) in ".!?;"
                     and (t.end_pos or 0) <= tok.start_pos), default=0)
        end = min((t.start_pos or 0 for t in self.tokens if t.type == "SEP" and str(t.value) in ".!?;"
                   and (t.start_pos or 0) >= tok.end_pos), default=len(self.text))
        def inside(t: Token) -> bool:
            return start <= (t.start_pos or 0) < end
        deeds = [t for t in self.tokens if t.type in ("VERB", "TRICK", "SKILL") and not inside(t)]
        return bool(deeds) and not any(t.type in ("NAME", "PRONOUN") and inside(t) for t in self.tokens)

    def value_word(self, tok: Token) -> bool:
        """'DL Hard', ', risky,' are rules values; 'tries hard', 'a great night' are the scene's words (scene_words)."""
        if tok.type == "DLNAME" and self.type_at(1) == "DL" and self.type_at(2) not in ("DLNAME", "NUMBER", "IS"):
            return self.emit(self.tokens[self.i + 1], tok, skip=2)  # "hard difficulty", "Severe DL": the level said
            # before the word for it, read as 'DL Hard'
        if tok.type == "ABILITY" and not self.adjective_abilities:
            if self._described_apart(tok):
                return self.plain(tok)  # "Hilde kicks in the door. The authors propose a creative methodology.": a
                # thing described, no attribute ("come up with a creative solution" says how: the attribute)
            if self.text[tok.start_pos : tok.end_pos].islower() and any(t.type == "ABILITY" for t in self.tokens[self.i + 1 :]) \
                    and not stands_as_value(self.tokens, self.i, self.out, self.text, self.value_cues):
                return self.plain(tok)  # "tactical retreat lmao, pim dives ..., RFX": an adjective of the story before
                # its noun, where the roll's attribute is named apart
            return False
        if tok.type == "ABILITY" and self._listed_with_adjectives(tok):
            return self.plain(tok)  # "Otto refuses to budge: cool, calm, ...": how someone is, among other words
        if tok.type == "ABILITY" and said_of_the_scene(self.text, tok.start_pos):
            return self.plain(tok)  # "this is gonna be HARD": what the job is like, no stat
        if tok.type == "CUE" and str(tok.value) in self.held_keys and self._held_in_story(tok):
            return self.plain(tok)  # "moved forward 3 squares", "Ongoing: mortar fire ...": the story's words
        if tok.type == "CUE" and str(tok.value) not in self.value_cues and self.type_at(1) in ("WORD", None) \
                and inside_a_noun_phrase(self.text, tok.start_pos, tok.end_pos):
            return self.plain(tok)  # "all in the controlled environment store": a noun naming a thing with the noun
            # after it, no condition
        if tok.type == "CUE" and str(tok.value) not in self.value_cues:
            return self.cue(tok)
        beside = self.i and self.tokens[self.i - 1].type == "NAME" or self.type_at(1) in ("VERB", "TRICK", "SEP", None)
        if stands_as_value(self.tokens, self.i, self.out, self.text, self.value_cues) or beside and _alone_in_brackets(
                self.text, tok.start_pos, tok.end_pos):  # ("Cross (desperate) wrecks ...": a value noted beside who acts
            # or what they do; never inside a noun phrase, "Accompanied (controlled) viewings only")
            if tok.type == "DLNAME" and self._value_after_comma():
                return self.emit(tok, self.tokens[self.i + 2], skip=3)  # "so that's Hard, 20.": the level and its
                # number, set off by a comma as a teacher says them ('Hard 20' checks the two agree)
            return False if tok.type != "CUE" else self.cue(tok)
        if len(self.out) > 1 and self.out[-1].type == "COLON" and self.out[-2].type == "WORD" \
                and field_of_the_scene(self.tokens[: self.i], self.text, tok.end_pos):
            heading = self.out[-2]  # "Weather: hard.": a field of the scene and its value, shown as not used
            del self.out[-2:]
            return self.emit(span("SCENE", self.text[heading.start_pos : tok.end_pos], heading, tok))
        return self.plain(tok)

    def _closes_but_a_reaction(self) -> bool:
        """Whether the token here closes the phrase, or only the player's reaction comes after it (', phew')."""
        after = self.i + 2
        return self.i + 1 == len(self.tokens) or self.type_at(1) == "SEP" and str(self.tokens[self.i + 1].value) == "," \
            and (said := reaction(self.tokens, after)) > 0 and after + said == len(self.tokens)

    def _held_in_story(self, tok: Token) -> bool:
        """Whether a word of a bonus carried to a roll ('forward', 'ongoing') is the story's here: with no number
        beside it, after a verb it says the way of ('moved forward', 'leaned forward'), or a heading before a colon
        ('Ongoing: mortar fire on grid E')."""
        measured = self.type_at(1) == "NUMBER" and self.type_at(2) == "WORD" and counts_a_thing(
            str(self.tokens[self.i + 2].value))  # ("moved forward 3 squares")
        if self.type_at(-1) in ("NUMBER", "SIGNED", "PLUS", "MINUS") or self.type_at(1) == "SIGNED" or (
                self.type_at(1) == "NUMBER" and not measured):
            return False
        heading = self.text[tok.start_pos : tok.start_pos + 1].isupper() and (
            self.type_at(1) == "COLON" or not self.text[: tok.start_pos].strip() and self.type_at(1) == "WORD")
        if heading:  # ("Ongoing: mortar fire ...", its colon perhaps read already as a heading's)
            return True
        before = re.findall(r"[a-z']+", self.text[: tok.start_pos].lower()[-30:])
        return bool(before) and before[-1] not in _RECEIVING and "VERB" in word_classes(before[-1]) \
            and before[-1].endswith(("ed", "es", "s", "ing"))

    def _value_after_comma(self) -> bool:
        """Whether a comma and a number alone in its clause follow here ("Hard, 20."): the level's own number."""
        ahead = self.tokens[self.i + 1 : self.i + 5]
        return len(ahead) >= 2 and ahead[0].type == "SEP" and str(ahead[0].value) == "," and ahead[1].type == "NUMBER" \
            and (len(ahead) == 2 or ahead[2].type == "SEP" and (len(ahead) == 3 or ahead[3].type != "NUMBER"))
        # (never "Hard, 7, 2": faces listed after the level)

    def signed(self, tok: Token) -> bool:
        """'+1 bonus', '-2 penalty': read as 'bonus +1'; '+1 die', '+1d6': dice added, a clause of their own; '+1 war
        die', '+2 WD': how many of a resource counted in dice, as '2 war dice' says it (never a bonus of its own)."""
        if int(tok.value) > 0 and self.text[tok.start_pos] == "+" and self.resource_at(1, count=True):
            self.tokens[self.i] = token("NUMBER", str(int(tok.value)), tok.start_pos + 1, tok.end_pos)
            return self.number(self.tokens[self.i])
        if dice := dice_after(self.tokens, self.i, self.text):
            return self.emit(span("DICEMOD", tok.value, tok, self.tokens[self.i + dice]), skip=dice + 1)
        if self.type_at(1) == "STEP" and self._signed_steps(0):  # "+1 step on the DL", "-1 step → Moderate": a
            size = 3 if self.type_at(2) == "DL" else 2  # difficulty moved, the sign saying which way
            return self.emit(span("STEPS", int(tok.value), tok, self.tokens[self.i + size - 1]), skip=size)
        nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        said = self.text[tok.start_pos : nxt.end_pos] if nxt is not None else ""
        if nxt is not None and nxt.type == "SIGNED" and " " in self.text[tok.start_pos : tok.end_pos] and said.count("-") == 2:
            a, b = abs(int(tok.value)), abs(int(nxt.value))  # "climb the wall - 1 - 2": dashes, or two penalties?
            raise PhraseError(f"Is '{said}' the dice {a} and {b}, or two penalties, -{a} and -{b}?", text=self.text,
                              column=tok.column or 1, length=len(said),
                              hint=f"For the dice, say 'rolled {a} and {b}'; for penalties, write '-{a} -{b}'.")
        return named_sign(self.tokens, self.i, self.text) and self.emit(span("SIGNED", tok.value, tok, self.tokens[self.i + 1]), skip=2)

# An ordinal as the subject of a verb of being ("the first was easy", "the second one is worse"): no attack counted.
_ORDINAL_SUBJECT = r"(?i)\s+(?:one\s+)?(?:was|were|is|went|looked|seemed|felt)\b"
# A be-verb right before 'rolled' ("Lean On Them was rolled", "Prowl had been rolled"): the roll said as done.
_BEEN = r"(?i)\b(?:was|were|is|are|been|got)\s+(?:then\s+|duly\s+|also\s+)?$"
# What stands for a die just named before what it showed ("..., it came up 4", "..., and it shows 5").
# "one of my two luck points", "two of his three war dice": the count before 'of' is how many are spent
_ONE_OF = r"(?i)\b(one|two|three|four|five|[1-5])\s+of\s+(?:my|his|her|their|our|your|the)\s+$"
_IT = r"(?i)\s*(?:and\s+)?(?:it|which|that)\s*"
_AS_WELL = r"(?i)as\s+well\b"
_WHEN_WORDS = 4  # words of when or why a die was added, said between it and its face ("afterwards", "on top of it")
# What only a die's face is said by ("came up three"): 'rolled' or 'got' with no one before may be the roll's own.
_FACE_VERBS = {"came up", "comes up", "come up", "showed", "shows", "landed", "landed on"}
# What stands between someone and their rating: nothing ('the raider rated 2'), or 'who has', 'with' ... a skill.
_HAS = r"\s*(?:,\s*|\(\s*)?(?:(?:who|that)\s+(?:has|had|has got|'s got|’s got)|with)?\s*"
# A pronoun and 'is' right before 'rated' ("..., he's rated 2").
_PRONOUN_IS_END = r"(?i)\b(?:he|she|they)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was)\s*$"

# What says a bonus is not had, earlier in its clause ("no aid bonus", "not giving the ... bonus", "without a bonus").
_DENIED = r"\b(?:no|not|without|never|isn'?t|aren'?t|don'?t|doesn'?t|won'?t|n't)\b|n't\b"

# A verb a plural noun takes right after it ("rolls are", "rolls don't"): 'rolls' there is the noun, no one's roll.
_PLURAL_VERB = r"(?i)\s+(?:are|were|aren[’']?t|weren[’']?t|have|haven[’']?t|do|don[’']?t)\b"

# Words of adding up said right before a number ("came to 11", "adds up to 9"): the number is a sum of the dice.
_SUMMED_TO = (r"(?i)\b(?:came|comes|come|coming)\s+(?:out\s+)?to\s+$|\badd(?:s|ed|ing)?\s+up\s+to\s+$"
              # ("my dices make 9 together", "the dice total 11", "both dice gave 7")
              r"|\b(?:dice|dices|die)\s+(?:together\s+|all\s+)?(?:make|makes|made|give|gives|gave|total|totals|"
              r"totall?ed|sum\s+to|sums\s+to)\s+$")

# Token type -> the step that may take it.
STEPS: dict[str, Callable[[_Settle, Token], bool]] = {
    "COLON": _Settle.colon, "DICE": _Settle.dice, "ROLLED": _Settle.rolled, "ROLL": _Settle.roll,
    "NUMBER": _Settle.number, "RESOURCE": _Settle.resource, "RAISE": _Settle.raise_lower,
    "LOWER": _Settle.raise_lower, "STEP": _Settle.steps, "IS": _Settle.is_, "TRAIT": _Settle.trait,
    "SPEND": _Settle.spend, "WITH": _Settle.with_, "AS": _Settle.as_,
    "SELF": _Settle.self_, "VS": _Settle.versus, "RATED": _Settle.rated, "SKILL": _Settle.skill,
    "FAILED": _Settle.word_unless_slot, "ONDICE": _Settle.word_unless_slot,
    "GIVES": _Settle.word_unless_slot, "ASSISTS": _Settle.assists, "HELPED": _Settle.helped,
    "NAME": _Settle.name, "PRONOUN": _Settle.pronoun, "TRICK": _Settle.trick, "CUE": _Settle.value_word,
    "DLNAME": _Settle.value_word, "ABILITY": _Settle.value_word, "VERB": _Settle.verb, "LEVEL": _Settle.level, "USING": _Settle.using, "ORDINAL": _Settle.ordinal, "WORD": _Settle.word,
    "PLUS": _Settle.plus, "MINUS": _Settle.minus, "SLASH": _Settle.slash, "SIGNED": _Settle.signed,
    "DL": _Settle.dl, "GROUPOF": _Settle.group_of, "BONUS": _Settle.bonus,
}


# Words before a trait that say it is the actor's own ("use my Wits", "roll Fort"), not the target's DL.
_OWN = {"my", "our", "use", "uses", "using", "roll", "rolls", "rolling"}
# "rolls his Fort": a possessive after one of these is the roller's own ("using his Wits" may be the target's).
_ROLLS = {"roll", "rolls", "rolling", "rolled"}
_POSSESSIVES = {"his", "her", "their", "its"}
# A speed's unit after its number: kilometres or miles an hour, as tables write them.
_SPEED = (r"(?i)\s*(kph|km/h|kmh|kmph|kilomet(?:er|re)s?\s+(?:per|an)\s+hour|km\s+(?:per|an)\s+hour|mph|"
          r"miles?\s+(?:per|an)\s+hour)(?![\w/])")
_KPH_PER_MILE = 1.609
# Words of going fast right before a number ("doing 140", "going like 90", "doing a hundred and forty", "hitting
# 120"): the number is a speed, said with no unit.
_GOING = (r"(?i)\b(?:doing|going|hitting|pushing|touching|clocking)\s+(?:like\s+|about\s+|around\s+|nearly\s+|"
          r"over\s+)?(?P<hundreds>(?:a|one)\s+hundred\s+(?:and\s+)?)?$")
# "25 of them": the size of the group the action meets; "3 times", "2 rounds": a word no rule reads after a number.
_OF_THEM, _UNIT = r"(?i)\s+of\s+(?:them|those|'em)\b", r"\s+[^\W\d_]{2,}"
# Company said right before the count, perhaps with where it is ("win the bet with the Class 55 crowd in the York
# Tap, 22 of them"): the count is of those the actor is with, no group the deed is done to.
_WITH_COMPANY = (r"(?i)\b(?:with|among|amongst|alongside)\s+(?:the|a|an|our|their|his|her)\s+(?:[\w'’-]+\s+){0,3}"
                 r"[\w'’-]+(?:\s+(?:in|at|on|by)\s+(?:the|a|an)\s+(?:[\w'’-]+\s+){0,2}[\w'’-]+)?,\s*"
                 r"(?:about\s+|some\s+|maybe\s+)?$")
_COMPOUND_BEFORE = r"(?i)(?<![\w'’])(?:a|an|the)\s+[^\W\d_]{3,}\s+$"  # "a level " before "3 menace"
# More steps than a difficulty ladder has rungs: a count of steps walked, never a move of the difficulty.
_MOST_RUNGS = 4
# What a dice label's line may tell before its faces ("Dice: the bar went up 6 and 1"), at most so many words.
_TOLD_OF_DICE = frozenset({"WORD", "RAISE", "LOWER", "FILLER"})
_MOST_TOLD = 5
# The dice said to come to a number together: their sum ("the dice came to 9", "my dice add up to 8", "dice totalled 7").
_SUMMED = (r"(?i)\b(?:dice|die)\s+(?:all\s+|both\s+)?(?:came|come|comes|add(?:s|ed)?(?:\s+up)?|total(?:l?ed|s)?|summ?ed|sum)"
           r"\s+(?:up\s+)?(?:to\s+)?(?:a\s+)?(?:total\s+of\s+)?$")
_SUM_WORDS = r"(?i)total(?:l?ed|s)?|summ?ed|sum|added up|add(?:s)? up"  # a word of rolling that says a sum
_SUMS = Later(_SUM_WORDS)
_NOTATION = Later(NOTATION)
_STRONG = r"(?i)\s+strong\b(?=\s*(?:[,;.:)(—–]|$))"  # "twelve strong," (but "two strong guards": the story's)
# Words that join a second action done at the same time ("hack the terminal while shooting at the drones").
_AT_ONCE = {"while", "whilst"}
# A pronoun joined to "is" that may say whose a condition is ("he's hurt"); "it's", "that's" never name a person.
# The poster's own label before a colon opening the post ("me: Melee 3 + Brawn 3 = 6 dice, ...").
_POSTERS_OWN = frozenset({"me", "mine", "myself", "my roll", "my turn"})
_PRONOUN_IS = {"he's": "he", "she's": "she", "they're": "they"}
# A verb of being with no one to be said of, opening a clause: "it's a 5 and a 6" says the faces as "5 and 6" would.
_SAYING_IT = r"(?i)(?:^|[^\w'’])(?:it|that)(?:['’]?s|\s+(?:is|was))$"
# Words after "with NAME" that make NAME a helper.
_HELP_WORDS = {"help", "helping", "assist", "assisting", "aid", "aiding", "backing me up"}
# Words after an ordinal that make it the attack's number ("the second attack this turn").
# Words before an ordinal that say whose turn it is ("be first", "goes second", "who's first?"), never which attack.
_TURN_VERBS = frozenset({"be", "go", "come", "act", "move"})
# What may stand right before a 'first' that closes a clause as 'before anything else' ("checks the alley first").
_FIRST_AFTER = frozenset({"WORD", "VERB", "NAME", "PRONOUN", "TRICK", "SKILL", "SCENE"})
_TURN_SUBJECTS = frozenset({"who's", "he's", "she's", "it's", "i'm", "you're", "we're", "they're", "that's"})
_ATTACKS = {"attack", "attacks", "shot", "shots", "strike", "strikes", "swing", "swings", "hit", "action", "go"}
# Tokens after which a number followed by a plain word is a number of the scene, not a rules number.
# the action's last word, the roll's name, or how it is rolled
_MANY = r"(?i)dice|s\b"  # a resource said as more than one ("war dice", "luck points")
# Between faces that open a clause and the action they were rolled for ("6 and 5 on shoving", "5 5 for the climb")
_ON_ACTION = r"(?i)\s+(?:on|for)\s+(?:(?:the|my|a|an|that|this)\s+)?"
_DONE = {"VERB", "SKILL", "TRICK", "ABILITY"}  # what an action said after them opens with
_FACES_AFTER = {"WORD", "VERB", "CUE", "PURPOSE", "NAME", "SKILL", "TRICK", "ABILITY", "DLNAME", "ADVANTAGE", "DISADVANTAGE"}
_SPACED_COMMA = r",\s|\s,"
_WORD_BEFORE = Later(r"([^\W\d_]+)\s+$")  # the word typed right before a place
_GESTURED = r"(?i)\s+(?:(?:his|her|their|my|your|our|its)\s+)?([^\W\d_]+)\b"  # the body word after a gesture's verb
# What a blow is aimed at, said after it ("... to my pride", "... on the budget"): whose, and the words of the thing.
_AIMED_AT = Later(r"(?i)\s+(?:on|to|against|at)\s+(?:(my|our|your|his|her|their|its|the|this|that)\s+)?"
                  r"((?:[\w'’-]+\s+){0,2}[\w'’-]+)")  # compiled by the first blow said of something
# A number, a word of doubt and more numbers closing the clause ("..., 3 maybe 4 9", "5 or 6 2"): the player is unsure
# which numbers are the dice; never read the first as the scene's and roll the rest.
_DOUBTED = (r"(?i)\s*(?:or maybe|or was it|or|maybe|perhaps|possibly|probably)\s+(\d+(?:\s*(?:,|and|&)?\s*\d+)*)"
            r"\s*(?=[.!?;]|$)")
_COUNTING = {"a", "an", "one", "another"}  # "a step up": one step
_SUBJECTS = {"i", "he", "she", "they", "we", "you"}  # "I step down": someone steps
_A_FACE = r"(?i)\ban?\s+$"  # "a " right before a face said as a word ("a four")
# What may follow a number said in words for it to be the story's ("one shot at this", "two guards", "one wire"):
# a word of the action, never dice, a resource or a step.
# How often something is done, said after the doing ("fires twice", "knocks once"): the scene's, never a rules number.
_HOW_OFTEN = frozenset({"once", "twice", "thrice"})
# What 'once' may follow as the one doing of the roll ("shoots once", "bluffs once"): a deed of the game said once.
_ONE_DOING = frozenset({"VERB", "TRICK", "SKILL", "CUE"})
# Words that join faces said one after another ("the 4 and the 5", "a 1 then a 4"): never a count's noun.
_JOINS_FACES = frozenset({"and", "n", "or", "then", "plus", "also"})
# Tokens that may follow a count of the scene once the lexer let its words go ("two of the 3 guards", "the five of
# them spend 2 hours"); a resource, dice or a step after it make it a rules count ("one of her war dice").
_STORY_AFTER_COUNT = frozenset({"NUMBER", "SCENE", "IS", "WORD", "VERB", "SPEND", "NAME", "POSS", "PRONOUN"})
# Words before a number that make it a count of people or things ("the two of them", "all three guards").
_COUNTED_BY = frozenset({"the", "all", "these", "those", "only", "just"})
_STORY_AFTER_SPELLED = {"WORD", "VERB", "TRICK", "SKILL", "CUE", "NAME", "POSS"}
_SCENE_BEFORE = {"SEP", "WORD", "VERB", "SKILL", "TRICK", "NAME", "POSS", "CUE", "ABILITY", "PURPOSE"}


def _listed(tokens: list[Token], i: int) -> int:
    """How many tokens from i are numbers joined by commas ('3, 9', '6,1,1'; 'and' is gone by now)."""
    j = i
    while type_at(tokens, j) == "NUMBER":
        j += 1
        if type_at(tokens, j) == "SEP" and tokens[j].value == "," and type_at(tokens, j + 1) == "NUMBER":
            j += 1
    return j - i


def _opposes(tokens: list[Token], i: int) -> bool:
    """'against the guard', 'against a goon rated 3', 'against DL 20': a weak 'against' opens an opponent slot."""
    if type_at(tokens, i) in _OPPOSES:
        return True
    while type_at(tokens, i) == "WORD":
        i += 1
    return type_at(tokens, i) in ("RATED", "WITH", "SLASH") or (
        type_at(tokens, i) == "NUMBER" and type_at(tokens, i + 1) == "DICE")



def _as_said(text: str, as_: Token, word: Token) -> bool:
    """'as we discussed', 'as we have prepared the ground', 'as I gather is usual', 'as discussed', 'As the roof
    gives way': 'as' opening a clause of its own (a subject pronoun after it, a past participle alone, or someone
    or something described and a verb said of it), never someone the roll is made as ('as the Duke')."""
    between = text[as_.end_pos : word.start_pos].lower().split()
    if between:
        return between[0] in _SUBJECTS or (between[-1] in DETERMINERS and re.compile(_AS_CLAUSE).match(text, word.start_pos) is not None)
    said = text[word.start_pos : word.end_pos]
    return said.islower() and said.endswith("ed") and word_classes(said) == {"VERB"}


# After 'as' and an article, a clause: up to three words and a verb said of them ("the chapel roof gives way", "the
# lamps gutter out" is a plural's verb, so only one ending in s is read so).
_AS_CLAUSE = r"(?:[^\W\d_][\w'’-]*\s+){1,3}(?:[a-z]+ly\s+)?[a-z]+[^s\W]s\b"


def _alone_in_brackets(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] stands alone in brackets ('Cross (desperate) wrecks the gate', '(Hard)'): a
    rules value noted beside the roll, never a word of the story."""
    return text[:start].rstrip(" \t").endswith("(") and text[end:].lstrip(" \t").startswith(")")
