"""Settling the tokens that name people and rules words by name: helpers and their results, names and pronouns,
a name nobody knows (refused with close names), and the marks of a MUSH roll string. A part of the second lexer
pass (slots.py), kept apart because it is one job."""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token

from rollmate.errors import PhraseError
from rollmate.grammar.action_words import HELPING, apposition, bidden, speaks_as_i
from rollmate.grammar.agents import done_by_before
from rollmate.grammar.dialect import dialect_word
from rollmate.grammar.fields import known_label
from rollmate.grammar.packing import bare_faces, numbers, span
from rollmate.grammar.scene_numbers import counts_a_thing, nouns
from rollmate.grammar.scene_words import between_article_and_noun
from rollmate.grammar.words import (
    ADDRESS_WORDS,
    ANSWERING_WORDS,
    BIDDING,
    BODY_WORDS,
    CROSSTALK,
    DETERMINERS,
    GM_WORDS,
    INFINITIVE_ADJECTIVES,
    INTERJECTIONS,
    LEAD_IN_LABELS,
    MODALS,
    NUMBER_WORDS,
    PEOPLE_WORDS,
    PREPOSITIONS,
    RULING_LABELS,
    SPEECH_TAGS,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    TITLES,
    TRYING,
)
from rollmate.rules.forms import (
    common_word,
    describes,
    is_english,
    may_be_called,
    may_be_name,
    plural_noun,
    plural_shape,
    present_participle,
    said_of_someone,
    word_classes,
)

# Words that may come before a name spoken to: "ok Zeke, ...", "alright Zeke, ...", "your turn Zeke, ...", "over
# to Zeke, ...".
# The writer, acting in the first person ("I sprint ...", "I'm reading the keeper").
_WRITER_ACTS = r"(?<![\w'’])I(?:['’](?:m|ll|ve|d))?\s"
# Words right after a name spoken to that tell them to act ("..., Jim, roll Brawl", "..., Jim, you're up").
_TOLD = frozenset({"you", "your", "you're", "youre", "now", "please", "go", "roll", "give", "make"})
_OPENERS = {"ok", "okay", "alright", "right", "so", "hey", "now", "well", "oh", "and", "then", "gm", "turn", "to"}

# What may stand between two names of one list ("Zoe and Elodie", "Zoe, Elodie", "Zoe & Elodie").
_LIST_JOINER = r"(?i)[,&]|\band\b"
_HAS_BETWEEN = r"(?i)\s+(?:has|have|had)\s+"  # between a pronoun and the faces it has ("she has 9 and 6")

# Verbs that hand a resource from one named person to another ("Jonesy lends Ripper his war die", "Tibs throws Juno
# his war die": a game may read the throwing ones as action words too, but with two names and a die after them, the
# die is what is thrown).
_GIVING = {"gives", "give", "gave", "lends", "lend", "lent", "hands", "hand", "handed", "passes", "passed", "offers",
           "tosses", "tossed", "toss", "throws", "threw", "throw", "chucks", "chucked", "chuck", "slides", "slid",
           "slide", "flings", "flung", "fling"}


# How many plain words may follow the referee's word in a label before its colon ("GM note:", "dm quick ruling:").
_LABEL_WORDS = 3


def _gm_label(tokens: list[Token], i: int = 0) -> int:
    """How many tokens a referee's label opening the line (or a sentence, at tokens[i]) takes, its colon included
    ("GM:", "GM note:", "dm's ruling:", "mc aside:"), or 0: a referee's word, then at most _LABEL_WORDS plain words,
    then a colon."""
    if i >= len(tokens) or tokens[i].type != "WORD":
        return 0
    said = str(tokens[i].value).lower().replace("’", "'")
    if said.removesuffix("'s").removesuffix("s'") not in GM_WORDS:
        return 0
    for k in range(i + 1, min(len(tokens), i + _LABEL_WORDS + 2)):
        if tokens[k].type == "COLON":
            return k + 1 - i
        if tokens[k].type != "WORD":
            return 0
    return 0


# Verbs a level of success is said with, as 'got' says it ("has made the Good Success", "achieved a Success").
_MADE = frozenset({"made", "makes", "make", "achieved", "achieves", "reached", "reaches", "obtained", "obtains"})

class PeopleSteps:
    """The second pass's steps for people and roll strings (the pass in slots.py holds the state they share)."""

    tokens: list[Token]
    text: str
    roll_strings: bool
    names: Callable[[str], tuple[str, ...]]
    failed: str
    out: list[Token]
    i: int
    start: bool
    reopened: bool

    # provided by the pass
    def type_at(self, offset: int) -> str | None: ...
    def resource_at(self, offset: int, *, count: bool) -> bool: ...
    def emit(self, *tokens: Token, skip: int = 1) -> bool: ...
    def plain(self, tok: Token) -> bool: ...
    def drop(self) -> bool: ...

    # -- people -----------------------------------------------------------------------------------------------------
    def helped(self, tok: Token) -> bool:
        if self.type_at(1) != "WORD":
            return False
        first = self.tokens[self.i + 1]
        if str(first.value).lower().rstrip(".") in TITLES and self.type_at(2) == "WORD" \
                and str(self.tokens[self.i + 2].value)[:1].isupper():
            last = self.tokens[self.i + 2]  # "with help from Dr Fenwick": the title and the name, one helper
            return self.emit(tok, span("STRANGER", self.text[first.start_pos : last.end_pos], first, last), skip=3)
        return self.emit(tok, span("STRANGER", first.value, first), skip=2)

    def name(self, tok: Token) -> bool:
        if self.start and _name_part_acts(self.tokens, self.i, self.text, self.i + 1):  # "Vex Morrow shoots ..."
            raise _part_stranger(tok, self.tokens[self.i + 1], tok, self.text)
        if self.start and (heading := self._name_heading(tok)):
            last = self.tokens[self.i + heading - 1]  # the heading, colon and all, is the scene's, named in Read as
            return self.emit(span("SCENE", self.text[tok.start_pos : last.end_pos], tok, last), skip=heading)
        if self._verb_first(tok):  # "Then shoots Inge at the drone": a second language's order (German, Dutch),
            verb = self.out.pop()  # the verb before its doer; read as "Inge shoots at the drone"
            return self.emit(tok, verb)
        if self._after_anothers_deed(tok):
            self.out.append(span("SEP", ",", tok))  # "After Luc's setup Chiara consorts ...": the opener ends there,
            # as a comma would end it, and the one named next acts
        if self.out and _continues(self.out, "HELPED", ("NAME", "STRANGER", "RESULT")) \
                and not re.sub(_LIST_JOINER, "", self.text[self.out[-1].end_pos : tok.start_pos]).strip():
            # "helped by Zoe and Elodie": one helper slot each (but "with Thorn's assist Cross skirmishes": the
            # helping word closes the list, and Cross is who rolls)
            self.out.append(span("HELPED", "and", tok))
        elif len(self.out) > 1 and self.type_at(1) == "ASSISTS" and self.out[-1].type == "SEP" \
                and str(self.out[-1].value).lower() in ("and", "&") and self.out[-2].type == "WORD" \
                and self.text[self.out[-2].start_pos : self.out[-2].end_pos][:1].isupper() \
                and not re.search(r"(?i)\b(?:the|a|an|his|her|their|my|our|its)\s*$",
                                  self.text[: self.out[-2].start_pos]):
            said = self.text[self.out[-2].start_pos : self.out[-2].end_pos]  # "Needle and Marge assist": a word
            raise PhraseError(f"Does '{said}' assist too, with {tok.value}? I can't tell whether '{said}' is "
                              f"someone.", text=self.text, column=self.out[-2].start_pos + 1, length=len(said),
                              hint=f"Name each helper as the sheet does (e.g. '{tok.value} assists'); where the "
                                   f"game allows one helper a roll, name one.")
        elif self.out and self.out[-1].type in ("NAME", "FACES") and self.type_at(1) == "ROLLED" \
                and self.type_at(2) == "NUMBER":
            # "... versus the dockhand rafferty got 1 2 3 dockhand got 6 7": said with no commas, each name and the
            # faces it got are a clause of their own
            self.out.append(span("SEP", ",", tok))
            self.start = True
        shown = self.text[tok.start_pos : tok.end_pos].lower().replace("’", "'")
        if (shown.endswith("'s") or shown.endswith("'")) and self.type_at(1) in ("SKILL", "ABILITY"):
            return self.emit(span("POSS", tok.value, tok))
        if self.out and self.out[-1].type == "VS" and self.type_at(1) in ("SKILL", "ABILITY") \
                and self.text[tok.end_pos : self.tokens[self.i + 1].start_pos] == " ":
            return self.emit(span("POSS", tok.value, tok))  # "Stealth vs Ayumi Alertness": the 's dropped
        if (shown.endswith("'s") or shown.endswith("'")) and self._someone_of(1):
            return self.plain(tok)  # "the guard's boss": the boss, not the guard, is who the action meets
        if self.type_at(1) == "COLON" and self.type_at(2) != "NUMBER" and self._rolled_for():
            return self.emit(tok, skip=2)  # "roll for Hal: Reflexive, ...": the colon closes who it is for
        return self.failed_assist(tok)

    def _name_heading(self, tok: Token) -> int:
        """How many tokens a heading opening a clause spans, where someone's name heads a line of notes ('Obs at
        03:00: HR 96, RR 22.' at a table where Obs is someone's nickname, 'Kes: HP 7/10, stress 3.'), or 0: the name,
        perhaps a time or a place after it, and a colon, with no deed, rules word nor dice after the colon to the
        sentence's end, while a later sentence names who acts. The name heads the notes; nobody acts there."""
        k = self.i + 1
        while k < len(self.tokens) and k - self.i <= 3 and self.tokens[k].type in ("IS", "SCENE", "WORD"):
            k += 1  # ("at 03:00", "Bay 2")
        if k >= len(self.tokens) or self.tokens[k].type != "COLON":
            return 0
        end = next((j for j in range(k + 1, len(self.tokens)) if self.tokens[j].type == "SEP"
                    and str(self.tokens[j].value) in ".!?"), len(self.tokens))
        if end == len(self.tokens) or any(t.type not in ("WORD", "SEP", "NUMBER", "SCENE", "IS")
                                          for t in self.tokens[k + 1 : end]):
            return 0
        acts = any(t.type == "NAME" and j + 1 < len(self.tokens) and self.tokens[j + 1].type in ("VERB", "TRICK")
                   for j, t in enumerate(self.tokens) if j > end)
        return k + 1 - self.i if acts else 0

    def _rolled_for(self) -> bool:
        """The name stands right after 'roll for' ('roll for Hal: ...')."""
        if not self.out or self.out[-1].type != "ROLL":
            return False
        return self.text[self.out[-1].end_pos : self.tokens[self.i].start_pos].strip().lower() == "for"

    def _someone_of(self, ahead: int) -> bool:
        """The word `ahead` tokens on names a person or an animal ("boss", "bodyguards", "dog")."""
        if self.type_at(ahead) != "WORD":
            return False
        nxt = self.tokens[self.i + ahead]
        word = self.text[nxt.start_pos : nxt.end_pos].lower()
        return word in PEOPLE_WORDS or (word.endswith("s") and word[:-1] in PEOPLE_WORDS)

    def pronoun(self, tok: Token) -> bool:
        nxt = self.type_at(1)
        if nxt == "ROLLED" and numbers(self.tokens, self.i + 2):  # "he rolled 6 2 3": whose dice, the binder says
            return self.emit(tok)
        if nxt == "NUMBER" and re.compile(_HAS_BETWEEN).fullmatch(self.text, tok.end_pos, self.tokens[self.i + 1].start_pos) \
                and (run := bare_faces(self.tokens, self.i + 1)):  # "she has 9 and 6", as "Vex has 9 and 6" says them
            first, last = self.tokens[self.i + 1], self.tokens[self.i + run]
            values = tuple(int(t.value) for t in self.tokens[self.i + 1 : self.i + 1 + run] if t.type == "NUMBER")
            return self.emit(tok, span("ROLLED", "rolled", first), span("FACES", values, first, last), skip=1 + run)
        if self.failed_assist(tok):
            return True
        if nxt == "IS" and self.type_at(2) == "CUE":  # "she is wounded": whose condition, the binder says
            return self.emit(span("THEY", str(tok.value).lower(), tok, self.tokens[self.i + 1]), skip=2)
        if nxt == "RESULT" or (nxt == "ROLLED" and self.type_at(2) == "LEVEL"):
            return self.emit(tok)
        if (introduced := self.introduced(tok)) is not None:  # "we find Ottoline. She picks the lock": who she is,
            raise _stranger(introduced, self.text, self.names)  # asked, never the seat's character silently
        if nxt == "ASSISTS" and len(self.out) > 1 and self.out[-2].type == "NAME" and self.out[-1].type == "WORD" \
                and str(self.out[-1].value).lower() in HELPING:  # "Vasco helps him (he assists)": the help said
            return self.emit(skip=2)  # again, in other words
        if (named := self.antecedent(tok)) is not None:  # "The night is cold for Barto. He makes ...": Barto acts
            return self.emit(span("NAME", named, tok, tok))
        return self.drop()

    def antecedent(self, tok: Token) -> str | None:
        """'The night is cold for Barto. He makes the Silent Takedown ...': 'he' or 'she' opening a sentence and
        acting, where the sentence before it named one of the party, and no one else, other than as its subject
        (whom a pronoun dropped would carry on) unless that sentence tells the subject's condition ('Mattock is still
        wounded.'): the one the pronoun stands for, who acts. None elsewhere."""
        if str(tok.value).lower() not in ("he", "she") or self.type_at(1) not in ("VERB", "TRICK", "SKILL", "WORD"):
            return None
        end = len(self.out)  # (words may open its sentence before it: "From behind he makes ...")
        while end and self.out[end - 1].type == "WORD" and not self.text[: self.out[end - 1].end_pos].rstrip().endswith(
                (".", "!", "?")):
            end -= 1
        if not (end == len(self.out) and self._sentence_opens() or end and self.out[end - 1].type == "SEP"
                and str(self.out[end - 1].value) in ".!?"):
            end = self._joined_in_sentence_of_no_one()
            if end is None:
                return None
        while end and self.out[end - 1].type == "SEP":
            end -= 1
        start = end
        while start and not (self.out[start - 1].type == "SEP" and str(self.out[start - 1].value) in ".!?"):
            start -= 1
        before = self.out[start:end]
        people = [t for t in before if t.type in ("NAME", "POSS", "PRONOUN", "SELF", "THEY", "STRANGER")]
        said_of = people and people[0] is before[0] and len(before) > 1 and before[1].type == "CUE"
        if len(people) != 1 or people[0].type != "NAME" or people[0] is before[0] and not said_of \
                or not str(people[0].value)[:1].isupper():
            return None
        return str(people[0].value)  # ("Mattock's still wounded. ... he takes a single shot": the one whose state
        # the sentence before told, who would be read as its condition's bearer alone)

    def _joined_in_sentence_of_no_one(self) -> int | None:
        """Where the sentence before this one ends in self.out, when the pronoun here opens a clause joined by 'and'
        or a comma ("The drone is hovering over the trench, and he takes a single shot") in a sentence that names no
        one before it: that earlier sentence says whom it stands for. None otherwise."""
        if not self.out or self.out[-1].type != "SEP" or str(self.out[-1].value) not in ("and", ","):
            return None
        k = len(self.out)
        while k and not (self.out[k - 1].type == "SEP" and str(self.out[k - 1].value) in ".!?"):
            if self.out[k - 1].type in ("NAME", "POSS", "PRONOUN", "SELF", "THEY", "STRANGER"):
                return None
            k -= 1
        return k or None

    def introduced(self, tok: Token) -> Token | None:
        """'Here we find Ottoline. She picks the lock ...': a pronoun opening a sentence and acting, where the post
        named no one of the party and no 'I' before it, but a capitalised word no dictionary holds stands before it
        where a person stands (not opening its sentence, no article, possessive or preposition before it): the one
        the pronoun acts as, someone nobody loaded. The word, or None."""
        if not self._sentence_opens() or self.type_at(1) not in ("VERB", "TRICK"):
            return None
        before = self.text[: tok.start_pos]
        if any(t.type in ("NAME", "POSS", "SELF") for t in self.out) or re.search(r"\bI\b|\b(?:my|me)\b", before):
            return None
        for said in self.out:
            word = str(said.value)
            shown = self.text[said.start_pos : said.end_pos]
            lead = self.text[: said.start_pos].rstrip()
            if said.type != "WORD" or " " in word or not shown[:1].isupper() or common_word(word.lower()) \
                    or not lead or lead.endswith((".", "!", "?", ":", ";")) or not _may_name(said, self.text, noun=True):
                continue
            if lead.split()[-1].lower() in PREPOSITIONS:  # "at Dunmore", "from Varenne": a place
                continue
            return said
        return None

    def _verb_first(self, tok: Token) -> bool:
        """Whether a name stands right after a verb said of someone that opens its sentence or follows 'then' there,
        with a preposition after the name ('Then shoots Inge at the drone', 'Now climbs Vex onto the roof'), and no one
        named before: the name is who does it ('Marisol ..., then talks Chef Brossard into ...' keeps its doer)."""
        if not self.out or self.out[-1].type != "VERB" or len(self.out) > 1 and self.out[-2].type != "SEP" \
                or any(t.type in ("NAME", "PRONOUN", "STRANGER") for t in self.out):
            return False
        verb = self.out[-1]
        said = self.text[verb.start_pos : verb.end_pos].split()
        before = self.text[: verb.start_pos].rstrip()
        opens = not before or before[-1] in ".!?:;" or before.lower().endswith(("then", "now", "next"))
        after = re.compile(r"\s+(\w+)").match(self.text, tok.end_pos)
        return opens and len(said) == 1 and said_of_someone(said[0].lower()) and said[0].lower().endswith("s") \
            and not self.text[verb.end_pos : tok.start_pos].strip() and after is not None \
            and after.group(1).lower() in _VERB_FIRST_AFTER

    def _after_anothers_deed(self, tok: Token) -> bool:
        """Whether a name comes right after an opener of what another did before ('After Luc's setup', 'following
        Nyx's push') with no comma between."""
        if len(self.out) < 3 or self.out[-1].type != "CUE" or self.out[-2].type != "NAME":
            return False
        owner, opener = self.out[-2], self.out[-3]
        return re.search(r"['’]s\s+$", self.text[owner.start_pos : self.out[-1].start_pos]) is not None \
            and str(opener.value).lower() in ("after", "following") \
            and not self.text[self.out[-1].end_pos : tok.start_pos].strip()

    def failed_assist(self, tok: Token) -> bool:
        """'Zoe failed her assist roll', 'she failed': a helper's stated result."""
        if self.type_at(1) != "FAILED":
            return False
        said = self.tokens[self.i + 1]
        self.emit(tok, span("RESULT", self.failed or str(said.value), said), skip=0)
        self.i = skip_assist_words(self.tokens, self.i + 2)
        return True

    def level(self, tok: Token) -> bool:
        """'Zoe assists, Failure': a result alone in its clause is a helper's; 'Kestrel assisting (a Success)'."""
        kinds = [t.type for t in self.out[-2:]]
        if kinds[-1:] == ["ASSISTS"] or kinds == ["HELPED", "NAME"]:
            return self.emit(span("RESULT", tok.value, tok))
        return self.start and self.type_at(1) in (None, "SEP") and self.emit(span("LONERESULT", tok.value, tok))

    def cue(self, tok: Token) -> bool:
        if self.out and _continues(self.out, "SELF", ("CUE",)):
            self.out.append(span("SELF", "and", tok))  # "I'm wounded and shaken": both are the actor's
        elif self.out and _continues(self.out, "THEY", ("CUE",)):  # "he's hurt and shaken": both are his
            said = next(t for t in reversed(self.out) if t.type == "THEY")
            self.out.append(span("THEY", said.value, tok))
        return False

    def _sentence_opens(self) -> bool:
        """Whether the token here opens a sentence or an aside of the post: after '.', '!', '?', '(' or a line's
        break typed as ' | ' or ' / '."""
        before = self.text[: self.tokens[self.i].start_pos].rstrip()
        return self.start and before.endswith((".", "!", "?", "(", "|", "/"))

    def rolls_for_someone_named(self) -> bool:
        """Whether the word here, where a name stands, rolls for one of the party named after 'for' in the same clause
        ('Dana rolls for Rado', "Dana's rolling Brawl for Rado"): someone of the table who throws the dice, no one
        of the scene."""
        if self.type_at(1) not in ("ROLL", "ROLLED"):
            return False
        for t in self.tokens[self.i + 2 :]:
            if t.type == "SEP":
                return False
            if t.type == "NAME" and re.search(r"(?i)\bfor\s*$", self.text[: t.start_pos]):
                return True
        return False

    def word(self, tok: Token) -> bool:
        if any(char.isdigit() for char in str(tok.value)):
            return False  # "1/5 knees", "€15": a rating or a price of the scene, nobody's name
        if str(tok.value).lower().replace("’", "'").endswith("n't"):
            return False  # "the code doesn't help": a verb said with 'not', nobody's name
        if str(tok.value).lower() in nouns().weekdays and self.type_at(1) in ("COLON", "SEP", "NUMBER", "SCENE", None) \
                and self._names_one_who_acts():
            return False  # "Diary, Wed: first shoots ... Mattock kicks ...", "Mon: ... Ivy gives him first aid": a day
            # heading a post that names who acts, nobody's name (but "Sun shoots the guard", "Sun: shoot the guard"
            # name someone, asked)
        nxt = self.type_at(1)
        if _subject_left_out(tok, self.text):
            return False  # "Feels like he was doomed", "Looks like rain": 'it' left out, no one named
        if self.gives_to(tok):  # "Jonesy gives Ripper a war die": Jonesy pays, Ripper rolls
            return self.emit(span("GIVES", "gives", tok), self.tokens[self.i + 1], skip=2)
        if nxt == "LEVEL" and str(tok.value).lower() in _MADE:  # "helps her and has made the Good Success", as
            level = self.tokens[self.i + 1]  # "... and got a Good Success" says it
            return self.emit(span("LONERESULT" if self.start else "RESULT", level.value, tok, level), skip=2)
        label = _gm_label(self.tokens, self.i) if self.i == 0 or self._sentence_opens() else 0
        if label:
            self.reopened = True  # "GM: Cass, give me a Tactical roll", "GM note: ...": the referee speaks; who
            return self.emit(skip=label)  # rolls is said next, never the seat's character; "... the strongbox. GM:
            # desperate position.": the referee's call inside a post
        if self.start and nxt == "COLON" and str(tok.value).lower() in LEAD_IN_LABELS and self.type_at(2) == "NAME":
            return False  # "note: Zoe rolled Melee ...": the kind of line, and the one named after it says who acts
        if self.start and nxt == "COLON" and numbers(self.tokens, self.i + 2) >= 2 \
                and _said_before(str(tok.value), self.text, tok.start_pos):
            return False  # "vs a guard rated 3. Nemesis: 6 7 2. guard: 7 2 1": the other side, said before, labels
            # its dice (the binder says whose)
        if self.start and nxt == "COLON" and plural_noun(str(tok.value).lower()) \
                and any(t.type in ("FACES", "ROLLED") for t in self.out):
            return False  # "... the dice came up 3 and 2. Casualties: 2 wounded": a count the report gives after the
            # roll, under a label no one is called by
        if nxt == "COLON" and self.i and self.tokens[self.i - 1].type == "SEP" \
                and self.text[self.tokens[self.i - 1].start_pos] == "," \
                and str(tok.value).lower() in GM_WORDS | TITLES | ADDRESS_WORDS:
            return False  # "Before we fire table 5, Chef: what are the chances ...": the one running the game
            # addressed, mid-sentence, with what is put to them after the colon; no label, no one of the scene
        if self.start and nxt == "COLON" and known_label(str(tok.value)) and str(tok.value).lower() not in LEAD_IN_LABELS:
            return False  # "Status: resolved.", "Priority: low": a field's label (fields.toml), no one's name
        if self.start and nxt == "COLON" and _heads_counts(self.text, tok.end_pos):
            return self.emit()  # "Superset: 4 rounds, 6 reps each, 45s rest.": a heading over counts of the scene
        if self.i == 0 and nxt == "SEP" and str(tok.value)[:1].isupper() and self.type_at(2) == "SCENE" \
                and re.compile(r"\s*,").match(self.text, tok.end_pos) and self._names_one_who_acts():
            return self.emit()  # "Candlemas, 2 Feb.", "Evensong, 6.30, ...": the day or the service the post is of,
            # its date or hour after it, in a post that names who acts; no one's name
        if self.start and nxt == "COLON" and self._someone_heads_the_line(tok):
            return self.emit()  # "Vet: Tup's gashed his leg ... Mucky gives him first aid": a word for someone
            # heading the line (who writes it, or the part of the diary they are), where a loaded character acts
        if self.start and nxt == "COLON" and self._heading_noun(tok):
            value = self.tokens[self.i + 2] if self.type_at(2) in ("CUE", "DLNAME") \
                and str(tok.value).lower() not in RULING_LABELS else None
            if value is not None and (self.type_at(3) is None or self.type_at(3) == "SEP" and str(
                    self.tokens[self.i + 3].value) in ".;!"):  # "Parking: limited.": what the heading's thing is
                return self.emit(span("SCENE", self.text[tok.start_pos : value.end_pos], tok, value), skip=3)  # like
                # (a value of the rules said of the scene's thing, never the roll's)
            return self.emit()  # "... CREATIVE. Outlook: 3 and 3.", "Dice: 2 and 3. Forecast: brighter later.": a word of
            # the dictionary heading a part of a post whose roller is named, no one of the scene
        if self.start and nxt == "COLON" and str(tok.value).lower() not in INTERJECTIONS \
                and (_may_name(tok, self.text, noun=self._labels_a_deed(tok)) or self._someone_of(0) or (
                    not common_word(str(tok.value).lower()) and self.names(str(tok.value)))) \
                and not _listed_thing(tok, self.text) and not _verb_of_a_pronoun(tok, self.text) \
                and not _said_as_a_verb(tok) and not _quantified(tok, self.text) \
                and not self._heads_a_line_of_the_scene(self.i + 2):
            # (a label within a typo of a loaded name, "Dx:" for Dex, even
            # where a chart's shorthand is written so, is asked)
            raise _stranger(tok, self.text, self.names)  # "Dexx: shoot the guard" (but "soz: 6 2" is no one's,
            # nor "... and a prayer: 4 4")
        if self.start and self.type_at(1) == "WORD" and self.type_at(2) == "COLON" and _two_word_label(
                tok, self.tokens[self.i + 1], self.text) and not known_label(f"{tok.value} {self.tokens[self.i + 1].value}") \
                and not self._heads_a_line_of_the_scene(self.i + 3):
            said = self.tokens[self.i + 1]  # "Zelda Pike: sneak past the guard": a full name labels the line,
            raise _stranger(span("WORD", self.text[tok.start_pos : said.end_pos], tok, said), self.text, self.names)
            # and no one loaded has it: asked, never the seat's character ("Final Answer:" is no one's)
        if nxt == "SLASH" and self.roll_strings and (self.start or (bool(self.out) and self.out[-1].type == "ROLL")):
            return self.emit(span("STRANGER", tok.value, tok))  # a MUSH command's "roll Goon/3"
        if str(tok.value).lower().replace("’", "'").removesuffix("'s") in GM_WORDS:
            return False  # "GM called for a Tactical roll from Jonesy": the referee, no one of the scene
        if self.rolls_for_someone_named():
            return False  # "Dana's rolling Brawl for Rado": one of the table throws the dice; the roll is Rado's
        named = {str(t.value).lower().split(" ")[-1] for t in self.out if t.type == "STRANGER"}
        if str(tok.value).lower().replace("’", "'").removesuffix("'s") in named:  # ("Goon's dice: 6 1 2")
            return False  # "vs Goon/3, ..., Goon rolled 6 1 2": the other side named earlier in the phrase
        if self.type_at(1) == "ROLLED" and _said_before(str(tok.value), self.text, tok.start_pos):
            return False  # "sneak past the guard, ..., guard rolled 6 7 8": someone the phrase described before
        if self.start and (scene := _scene_opener(tok, self.tokens, self.i, self.text)):
            # "Gunfire rakes the bar. Vex dives behind the counter": the scene, no one's name, and what it does
            # ('rakes') is the scene's too, never the roll's action
            for k in range(self.i + 1, scene):
                if self.tokens[k].type in ("VERB", "TRICK"):
                    said = self.text[self.tokens[k].start_pos : self.tokens[k].end_pos]
                    self.tokens[k] = Token.new_borrow_pos("WORD", said, self.tokens[k])
            return False
        if _reporters(tok, self.text) and self.type_at(1) in ("VERB", "TRICK"):
            said = self.tokens[self.i + 1]  # "in what officials called a breakthrough, ...": what the report's people
            self.tokens[self.i + 1] = Token.new_borrow_pos("WORD", self.text[said.start_pos : said.end_pos], said)
            return False  # say is the scene, never the roll's action ('called' is no call in poker here)
        if self.start and _fronted_participle(tok, self.tokens, self.i, self.text):
            return False  # "Nursing a cut, Mercy studies the ledgers": what the one named after the comma is doing
        if self.text[tok.start_pos : tok.end_pos] in BODY_WORDS:
            return False  # "(literally, broken ankle) but skirmishes": a part of the body, no one's name
        if "-" in str(tok.value) and not may_be_name(str(tok.value).lower()):
            return False  # "Full-bodied, muscular, ...": a thing described, no one's name
        if re.fullmatch(r"[A-Z0-9](?:-[A-Z0-9])+", self.text[tok.start_pos : tok.end_pos]):
            return False  # "O-O-O": single letters joined by hyphens, a notation (castling long), no one's name
        if _abbreviation_listed(self.text, tok.start_pos, tok.end_pos):
            return False  # "bench, OHP, dips": a thing of a list, abbreviated, between two lowercase things
        if str(tok.value)[:1].isupper() and re.compile(_RULING_VOICE).match(self.text, tok.end_pos):
            return False  # "and Coach lets him roll Strength": the one who rules, no one of the scene who rolls
        if self._listener(tok, self.text[: tok.start_pos].lower().split()):
            return False  # "what a play, Jim, right in the numbers": the one the writer talks to, who rolls nothing
        if str(tok.value).islower() and self.text[: tok.start_pos].lower().split()[-1:] in (["which"], ["whose"],
                                                                                             ["what"], ["whichever"]):
            return False  # "arguing about which crew runs the rank": the noun of a question asked in the scene
        if self.start and _is_subject(tok, self.tokens, self.i, self.text) and not self._compound_heading(tok) \
                and not self._plural_owner(tok):
            raise _stranger(tok, self.text, self.names)  # "Ghost hacks the camera"
        if self.start and self.i == 0 and _described_then_acts(tok, self.text):  # "Ottavio the sailor, bold and
            raise _stranger(tok, self.text, self.names)  # brave, convinces Brick": someone named, then what they are
        if (self.start or self._after_words_only()) and _full_name_acts(self.tokens, self.i, self.text):
            # "Corvin Ashe attempts to bluff ...", "Witnesses report Marco Vell, 45, knelt and ..."
            said = self.tokens[self.i + 1]
            raise _stranger(span("WORD", self.text[tok.start_pos : said.end_pos], tok, said), self.text, self.names)
        if self.start and _name_part_acts(self.tokens, self.i, self.text, self.i):  # "Renko Hale shoots ..."
            named = self.tokens[self.i + 1]
            raise _part_stranger(tok, named, named, self.text)
        if self._apposed_name(tok):  # "The smuggler, Harrow, punches the warden": who the smuggler is, acting
            last = self.tokens[self.i + 1] if self.type_at(1) == "WORD" else tok
            raise _stranger(span("WORD", self.text[tok.start_pos : last.end_pos], tok, last), self.text, self.names)
        if _dateline(tok, self.text):  # "Kyoto, Day 2.", "Lisbon, tram 28 (€3 a ride)": where the post is written
            return False
        if _beside_a_place(tok, self.text):  # "Poolside, mid-way through the set: Mari convinces ...": where
            return False
        if self.unknown_subject(tok):  # "meanwhile marco shoots", "my buddy marko shoots", "Vex and zed climb"
            raise _stranger(tok, self.text, self.names)
        if self.unknown_agent(tok):  # "Convince attempted by Wexley upon the doorman": who made the roll
            raise _stranger(tok, self.text, self.names)
        if self.owner(tok) or self.restated(tok) or self.unknown_roller(tok) or self.unknown_helper(tok):  # "Zeke, roll ...", "have Zeke roll", "roll
            raise _stranger(tok, self.text, self.names)  # Intimidate for Zeke", "Ravel's helping you"
        if self.i == 0 and _lone_stranger(tok, self.tokens, self.text):  # "Zelda has a minute: roll Firearms ..."
            raise _stranger(tok, self.text, self.names)
        return False

    def unknown_agent(self, tok: Token) -> bool:
        """A capitalised word after 'by' where a roll said as a thing done names who made it ('Bluff attempted by
        Wexley', 'a Prowl roll made by Wexley'; agents.py), with no one named before it: asked, never dropped."""
        word = str(tok.value)
        if not word[:1].isupper() or not _may_name(tok, self.text, noun=True) or word.lower() in GM_WORDS:
            return False
        if any(t.type == "NAME" for t in self.out):
            return False
        named = frozenset(t.end_pos for t in self.out if t.type in ("SKILL", "TRICK", "ABILITY", "ROLL"))
        return done_by_before(self.text, tok.start_pos, named)

    def _plural_owner(self, tok: Token) -> bool:
        """Whether the word is a plural noun of the dictionary said as an owner ("Dealers' chat, the morning after:"):
        whose thing it is, a kind of people, never someone named who acts or rolls."""
        said = self.text[tok.start_pos : tok.end_pos]
        return said.endswith(("s'", "s’")) and plural_noun(said[:-1].lower())

    def owner(self, tok: Token) -> bool:
        """A word with "'s" opening a clause before 'roll', a skill or an attribute ("Sunny's roll: ...", "Zed's
        Athletics"): whose roll it is. Asked about when it may be a name: capitalised, no English word, or an
        adjective (which takes no "'s"); never a word spoken to all ("Team's roll") nor a pronoun ("Everyone's")."""
        shown = self.text[tok.start_pos : tok.end_pos].lower().replace("’", "'")
        if not self.start or not shown.endswith("'s") or self.type_at(1) not in ("ROLL", "SKILL", "ABILITY"):
            return False
        base = shown.removesuffix("'s")
        if base in ADDRESS_WORDS or base in INTERJECTIONS or not _may_name(tok, self.text, noun=True):
            return False
        return self.text[tok.start_pos : tok.start_pos + 1].isupper() or _named_word(base)

    def restated(self, tok: Token) -> bool:
        """A word opening a clause with the subject said again after it ('Kenji he try to convince ...', as a
        second language often says it): someone nobody knows acts, asked about, never dropped."""
        if not self.start or self.type_at(1) != "PRONOUN" or not _may_name(tok, self.text, noun=True):
            return False
        word = str(tok.value)
        if word.lower() in INTERJECTIONS or word.lower() in SUBORDINATORS:  # "..., until he goes limp"
            return False
        return word[:1].isupper() or _named_word(word.lower())

    def unknown_helper(self, tok: Token) -> bool:
        """A capitalised word, or one that is no common English word, right before a word of helping ('Ravel's
        helping you', 'Ravel assists'): a helper nobody knows, asked about, never dropped."""
        word = str(tok.value)
        base = word.lower().replace("’", "'").removesuffix("'s")
        if self.type_at(1) not in ("ASSISTS", "WORD") or not (_may_name(tok, self.text, noun=True) or (
                word[:1].isupper() and base in nouns().jargon)) or base in INTERJECTIONS:
            return False  # (a chart's shorthand capitalised before a verb of helping is a name: "Sats assists")
        after = self.tokens[self.i + 1]
        if after.type == "WORD" and str(after.value).lower() not in HELPING:
            return False
        return word[:1].isupper() or _named_word(base)

    def unknown_roller(self, tok: Token) -> bool:
        """A word where the roller is named: spoken to alone before a comma where a clause opens ('Zeke, roll ...',
        '... Zeke, give me ...'), before 'roll' after 'have', 'let', 'ask' or 'get' ('have Zeke roll'), or after
        'roll for' ('roll Intimidate for Zeke'). Asked about, never dropped for the seat's character, when it may be
        a name: no article before it, no adverb, pronoun or plural, and capitalised, no common English word, or an
        adjective, which never stands there alone ('have sunny roll'; 'roll for damage' stays a roll). A word said
        to answer ('Good, ...') or to speak to whoever sits there ('Mate, ...', 'Guys, ...') is no one. One the writer
        bids act ('I should like Reginald to ...': action_words.bidden) is asked about too."""
        word = str(tok.value)
        low = word.lower()
        if not _may_name(tok, self.text, noun=True) or low in INTERJECTIONS or low in ANSWERING_WORDS \
                or low in ADDRESS_WORDS or low in CROSSTALK or self._plural_owner(tok) or dialect_word(low):
            return False  # ("Nowt, like waiting all day ...": a dialect's word, no one spoken to)
        if not word[:1].isupper() and (not _named_word(low) or "'" in word or "’" in word or "-" in word):
            return False  # ("roll for damage"; "won't you, darling?"; "Petra, wide-eyed, ...": how she looks)
        if bidden(self.text, tok.start_pos, tok.end_pos):  # "I should like Reginald to ...": who the writer bids act
            return True
        before = self.text[: tok.start_pos].lower().split()
        if self.i == 0 and self.type_at(1) == "SEP" and self.tokens[self.i + 1].value == "," and self._heads_the_post(tok):
            return False  # "Handover, night porter to day shift. ...": a noun heading the post, no one spoken to
        if self.start and self.type_at(1) == "SEP" and self.tokens[self.i + 1].value == "," \
                and not low.replace("’", "'").endswith("'s") \
                and not (before and re.fullmatch(r"[a-z]\.", before[-1]) and self.text[tok.start_pos - 3 : tok.start_pos - 2].isupper()):
            # (never one with "'s": "Mum's BP 130/85, ...", whose chart's field, no one spoken to)
            # (an initial before it, "signed R. Patel, 11:02": a name as a record writes it, no one spoken to)
            opens = not before or before[-1][-1] in ",.;:!?—–-" or before[-1] in _OPENERS  # not "it glitched,"
            if word.isupper() and len(word) >= 3 and (before and before[-1].endswith(":") or not before and (
                    tok.start_pos or 0) > 1 and self.text[: tok.start_pos].isspace()):
                return False  # "Choir notes: SATB, Stanford in B flat, ...": letters of a thing opening the list
                # a heading's colon begins (the line's label is read as the frame, blanked), no one spoken to
            if not word[:1].isupper() and len(before) >= 2 and before[-1] in ("and", "&") and before[-2].isalpha() \
                    and before[-2].islower() and "NOUN" in word_classes(before[-2]):
                return False  # "lemon and elderflower, collect Sat": a thing joined to a thing, no one spoken to
            if not common_word(low):  # ("..., karaoke, full 80s set": a lowercase word in a list is the scene's
                if _first_of_a_list(self.text, self.tokens[self.i + 1].end_pos or 0):
                    return False  # "Brioche, toasted almond, a long finish.": the first thing of a list, no one
                if word.isupper() and len(word) >= 2 and not self._spoken_to():
                    return False  # "FBC, U&E, 4 bottles.": letters of a thing listed, told nothing to do
                return opens and (word[:1].isupper() or not before or before[-1][-1] != "," or self._spoken_to())
            # an English word is spoken to where a sentence opens, and told to act ("Sunny, roll ..."); in a list
            # after a comma it is the scene's ("..., untrained, dice 6 3"), as "Listen, ..." or "Upstairs, Vex ..."
            return (not before or before[-1][-1] in ".;:!?—–-" or before[-1] in _OPENERS) and self._spoken_to()
        if self.start and self.type_at(1) == "SEP" and self.tokens[self.i + 1].value in ("!", "?") \
                and word[:1].isupper() and (not before or before[-1][-1] in ".;:!?—–-"):
            return _named_word(low) and self._spoken_to()  # "Zed! roll Prowl", "Sunny? give me Prowl"
        if self.type_at(1) == "ROLL" and before and before[-1] in BIDDING:
            return True
        return bool(before) and before[-1] == "for" and any(t.type in ("ROLL", "SKILL", "ABILITY", "TRICK")
                                                            for t in self.out[-2:])  # "Athletics for Zeke"

    def _listener(self, tok: Token, before: list[str]) -> bool:
        """A capitalised name nobody knows, set off mid-sentence by a comma before it and a comma, a dash or the
        line's end after it, in a post that has named its actor already ('Brandt comes in hard, ... that's an
        unarmed strike, Jim, right in the numbers'): the one the writer talks to, as a commentator his partner. Not
        so where the words after it tell them to act ('..., Jim, roll Brawl'), nor where it is a slip of a loaded
        name (asked)."""
        if not (self.start and before and before[-1][-1] == "," and str(tok.value)[:1].isupper()):
            return False
        acts = any(t.type == "NAME" and (k == 0 or self.out[k - 1].type == "SEP") for k, t in enumerate(self.out)) \
            or re.search(_WRITER_ACTS, self.text[: tok.start_pos])  # someone named where a clause opens, or 'I'
        if not acts or self.names(str(tok.value)):
            return False
        after = self.text[tok.end_pos :].lstrip()
        if after and after[0] not in ",—–-!.":
            return False
        told = self.tokens[self.i + 2] if self.type_at(1) == "SEP" and self.i + 2 < len(self.tokens) else None
        return _word_after(self.text, tok.end_pos) not in _TOLD and (told is None or told.type not in ("ROLL", "GIVES"))

    def _spoken_to(self) -> bool:
        """Whether the words after the comma at i + 1 are said to someone ('Rusty, roll ...', 'Sunny, you got ...'),
        not of someone or something ('Upstairs, Vex climbs', 'Midnight, I climb', 'Nightfall, the van ...'), and
        the word before the comma is no verb alone ('Listen, ...'). A common English word there is a name only so."""
        tok, comma = self.tokens[self.i], self.tokens[self.i + 1]
        if self.text[tok.end_pos : comma.start_pos].strip() or _quoted(self.text, tok.start_pos):
            return False  # ("new here, what's ...": the comma is not the word's; '"Not on my shift, Lieutenant"')
        low = str(tok.value).lower()
        if word_classes(low) == {"VERB"} and not present_participle(low):  # "Listen, ...", "Thanks, ..." (but
            return False  # "Manning, roll ...": a verb's -ing form alone is no word said to the table, but a name)
        after = self.tokens[self.i + 2] if self.i + 2 < len(self.tokens) else None
        said = _word_after(self.text, comma.end_pos)
        return said in ("you", "your", "now", "please", "go") or (
            after is not None and after.type in ("ROLL", "GIVES", "VERB", "TRICK", "SKILL", "ABILITY", "SPEND")
            and said not in SUBJECT_PRONOUNS and said not in DETERMINERS)

    def counted_at(self, offset: int) -> bool:
        """Whether a resource counted in dice is said there, with or without its count ('his war die', 'a war die')."""
        return self.resource_at(offset + (self.type_at(offset) == "NUMBER"), count=True)

    def gives_to(self, tok: Token) -> bool:
        """A verb of giving between two names and before a resource counted in dice: the first name gives it,
        the second is the one it is given to (and who rolls)."""
        said = self.text[tok.start_pos : tok.end_pos].lower() if tok.start_pos is not None else str(tok.value).lower()
        return (said in _GIVING and self.type_at(1) == "NAME" and self.counted_at(2)
                and bool(self.out) and self.out[-1].type == "NAME")

    def _apposed_name(self, tok: Token) -> bool:
        """A capitalised word nobody has, set off by commas right after the words that open its clause ('The old
        bull, Harrow, lowers his head ...', 'Our smuggler, Zed, slips past ...'), with a verb said of someone right
        after it: the name of the one those words describe, who acts. Asked, never dropped for the seat's character."""
        word = str(tok.value)
        size = 2 if self.type_at(1) == "WORD" and str(self.tokens[self.i + 1].value)[:1].isupper() else 1  # ("the
        # suspect, Kit Drayton, coerced ...": a first and a last name)
        if not word[:1].isupper() or not self.out or self.out[-1].type != "SEP" or str(self.out[-1].value) != "," \
                or self.type_at(size) != "SEP" or self.text[self.tokens[self.i + size - 1].end_pos :
                                                            self.tokens[self.i + size].end_pos].strip() != ",":
            return False
        opened = self.out[max((k for k, t in enumerate(self.out[:-1]) if t.type == "SEP"), default=-1) + 1 : -1]
        if not opened or not all(t.type == "WORD" for t in opened) or not any(
                _may_name(t, self.text, noun=True) for t in self.tokens[self.i : self.i + size]):
            return False
        said = _word_after(self.text, self.tokens[self.i + size].end_pos)
        return (_third_person(said) or _past(said)) and said_of_someone(said) and said not in _TOLD

    def _heading_noun(self, tok: Token) -> bool:
        """A capitalised noun or adjective of the dictionary opening a sentence, before a colon, in a post that names
        one of the loaded characters: a part of the post headed ("Outlook:", "Forecast:", "Verdict:", "Incidents:",
        "Critical:"), no one's name. Never a word said before in the post ("the guard ... Guard: 4 4"), a word for someone who
        does something ("Hunter:", "Driver:"), one for the referee or a title, or a word no dictionary has."""
        word = str(tok.value)
        low = word.lower()
        acronyms = re.fullmatch(r"[A-Z]{2,}s", word) is not None  # ("VIPs:", "NPCs:": a list's heading, no one)
        if not ((self.i == 0 or self._sentence_opens()) and word[:1].isupper() and word.isalpha()) \
                or not (common_word(low) and (word_classes(low) & {"NOUN", "ADJ"} or _gerund(low)) or acronyms
                        or is_english(low) and self._ticked_after_colon()) \
                or low in GM_WORDS | TITLES | ADDRESS_WORDS | PEOPLE_WORDS \
                or _said_before(low, self.text, tok.start_pos) and re.compile(r"\s*:\s*\d").match(self.text, tok.end_pos) \
                or _doer_noun(low) and not self._count_after_colon():
            return False  # (a thing said before heads its part too, "... the garage roof ... Garage: single, ...",
            # but not dice: "the guard ... Guard: 4 4")
        return self._names_one_who_acts()

    def _someone_heads_the_line(self, tok: Token) -> bool:
        """Whether a capitalised word for someone ('Vet', 'Driver', 'Farmer', "Secretary's minute") opening a sentence
        before a colon heads a
        line in which a loaded character is named after the colon where a sentence's subject stands ("Vet: Tup's gashed
        his leg ... Mucky gives him first aid"): who writes or speaks it, no one of the roll. A line in the first person
        ("Medic: I patch her up") or of numbers alone ("Guard: 4 4") is theirs, and stays asked."""
        word = str(tok.value).replace("’", "'").removesuffix("'s")  # ("Secretary's minute 4.2: ...": theirs)
        low = word.lower()
        if not ((self.i == 0 or self._sentence_opens()) and word[:1].isupper() and word.isalpha()) \
                or not (low in PEOPLE_WORDS or _doer_noun(low)) or low in GM_WORDS or self.type_at(2) in (
                    "NUMBER", "FACES", "VERB", "TRICK", "SKILL", "ROLL", "ROLLED", None):
            return False
        line = self.text[tok.end_pos :]
        if re.search(r"(?i)(?<![\w'’])(?:i|i'm|im|i'll|i've|me|my|we|us|our)(?![\w'’])", line.replace("’", "'")):
            return False
        return any(t.type == "NAME" and self.text[t.start_pos : t.start_pos + 1].isupper()
                   and self.tokens[k - 1].type in ("COLON", "SEP")
                   for k, t in enumerate(self.tokens[self.i + 2 :], start=self.i + 2))  # (a subject's place)

    def _heads_the_post(self, tok: Token) -> bool:
        """Whether a capitalised noun of the dictionary (or an English word the common one lacks) opening the post before
        a comma heads it ("Handover, 07:00.",
        "Handover, end of a 14-hour shift."): no word for a person, nothing done in its sentence, and a loaded
        character named acting elsewhere in the post."""
        word = str(tok.value)
        low = word.lower()
        classes = word_classes(low)
        if not (word[:1].isupper() and word.isalpha() and (common_word(low) and "NOUN" in classes
                                                            or not classes and is_english(low))) \
                or low in GM_WORDS | TITLES | ADDRESS_WORDS | PEOPLE_WORDS or _doer_noun(low):
            return False
        end = next((j for j in range(self.i + 1, len(self.tokens)) if self.tokens[j].type == "SEP"
                    and str(self.tokens[j].value) in ".!?"), len(self.tokens))
        return end < len(self.tokens) and not any(t.type in ("VERB", "TRICK", "SKILL", "ROLL", "ROLLED", "DICE")
                                                   for t in self.tokens[self.i + 1 : end]) \
            and self._names_one_who_acts()

    def _compound_heading(self, tok: Token) -> bool:
        """Whether a capitalised noun of the dictionary and a noun after it in its plain form open a line that a colon
        closes ("Hangar deck wrestling night, 2 bells: roll Ripcord/Athletics ...") or are closed by a comma themselves
        ("Commentary track, ..."), in a post that names who acts: a heading of things, no one's name and a verb."""
        low = str(tok.value).lower()
        said = re.compile(r"[ \t]+([a-z]+)\b(,?)").match(self.text, tok.end_pos)
        line = self.text[tok.start_pos :].split("\n", 1)[0]
        return said is not None and common_word(low) and "NOUN" in word_classes(low) \
            and "NOUN" in word_classes(said.group(1)) and not said_of_someone(said.group(1)) \
            and (re.match(r"[^.!?:]*:", line) is not None or said.group(2) == ",") and self._names_one_who_acts()

    def _heads_a_line_of_the_scene(self, k: int) -> bool:
        """Whether the words from k to their sentence's end say no deed, no rules word and no dice, only the scene
        ("ATIS Kilo: wind 100 at 10 knots, QNH 1010, CAVOK."), and another sentence names who acts ("... dice 5 and
        6. Rota: Fri 4am-12."): the words before the colon head that line, and no one of them acts."""
        end = next((j for j in range(k, len(self.tokens)) if self.tokens[j].type == "SEP"
                    and str(self.tokens[j].value) in ".!?"), len(self.tokens))
        said = self.tokens[k:end]
        return end < len(self.tokens) and any(t.type == "WORD" for t in said) \
            and all(t.type in ("WORD", "SEP", "NUMBER", "SCENE", "IS", "CUE") for t in said) \
            and any(t.type == "NAME" and j + 1 < len(self.tokens) and self.tokens[j + 1].type in ("VERB", "TRICK")
                    for j, t in enumerate(self.tokens) if j > end or j < self.i)

    def _labels_a_deed(self, tok: Token) -> bool:
        """A capitalised word before a colon whose line goes on with what is done and no one doing it ("Sterling:
        shoot the spotlight out"): the label says who does it, so it stands where only a noun can, and an adjective
        may be a name there as it may be before a verb ("Sunny climbs")."""
        return str(tok.value)[:1].isupper() and self.type_at(2) in ("VERB", "TRICK")

    def _names_one_who_acts(self) -> bool:
        """Whether the post names one of the party, or one the sheets load with what they do after the name ('the
        landlord searches the loft'); 'sneak past the guard' names no one who acts."""
        return any(t.type == "NAME" and (str(t.value)[:1].isupper() or k + 1 < len(self.tokens) and self.tokens[
            k + 1].type in ("VERB", "TRICK", "ROLL", "ROLLED", "SPEND")) for k, t in enumerate(self.tokens))

    def _ticked_after_colon(self) -> bool:
        """Whether the colon after here is followed by a yes or a no alone ("Wee: yes / Poo: no.", "Poo: yes x5"):
        a box of a form ticked, never someone speaking."""
        return re.compile(r"(?i)\s*:\s*(?:yes|no|y|n)(?:\s*x\s*\d+)?\s*(?:[./|,;!]|$)").match(
            self.text, self.tokens[self.i].end_pos) is not None

    def _count_after_colon(self) -> bool:
        """Whether the colon after here is followed by a count and what it counts, alone in its sentence ("Timer: 4
        turns.", "Spotter: 2 squads"): a heading over a count, never someone speaking."""
        said = re.compile(r"\s*:\s*\d+\s+([A-Za-z]+)\s*(?:[.;,!]|$)").match(self.text, self.tokens[self.i].end_pos)
        if said is None:
            return False
        counted = said.group(1).lower()
        return counts_a_thing(counted) or counted.removesuffix("s") in nouns().when

    def _after_words_only(self) -> bool:
        """Whether only plain words stand before here in the clause ('Witnesses report ...', 'Police say ...')."""
        clause = self.out[max((k for k, t in enumerate(self.out) if t.type == "SEP"), default=-1) + 1 :]
        return bool(clause) and all(t.type == "WORD" for t in clause)

    def unknown_subject(self, tok: Token) -> bool:
        """An unknown word right before a verb in the third person or the past, with only plain words before it in its clause
        and no article or possessive right before it, names someone who acts; so does one joined by 'and' to a
        name opening the phrase ('Vex and zed climb', 'Vex and Sunny climb': an adjective alone is no one's action,
        so there it is a name too). Either may be the roller: asked, never the actor silently."""
        nxt = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        if nxt is not None and re.match(r"\s*[(\[]", self.text[tok.end_pos :]):
            close = self.text.find(")" if self.text[tok.end_pos :].lstrip()[:1] == "(" else "]", tok.end_pos)
            k = self.i + 1  # "Our guide Matteo (€25, hidden gem) picks the lock": the aside said of them, then their
            while close > 0 and k < len(self.tokens) and (self.tokens[k].start_pos or 0) < close:  # verb
                k += 1
            nxt = self.tokens[k] if close > 0 and k < len(self.tokens) else nxt
        if nxt is None or nxt.type not in ("VERB", "TRICK") or not _may_name(tok, self.text, noun=True):
            return False  # ("the kid picks": a person described, asked about where the clause opens; "just shoots")
        typed = self.text[tok.start_pos : tok.end_pos]
        if typed.islower() and typed.endswith("ing") and "VERB" in word_classes(typed):
            return False  # "a methodology for entering locked archives": a doing, no one's name
        if _reporters(tok, self.text):
            return False  # "in what officials called a breakthrough, ...": people of the report, no one's name
        if any(w.lower() in DETERMINERS for w in self.text[tok.end_pos : nxt.start_pos].split()):
            return False  # "the water rises to her knees": a thing of its own before the verb's word, no doer of it
        if any(w.lower() in ("who", "what", "which", "that", "whoever", "we", "i", "you", "they", "he", "she")
               for w in self.text[tok.end_pos : nxt.start_pos].split()) \
                or (before := _words_before(self.text, tok.start_pos)) and before[-1].lower() in ("we", "i", "you", "they"):
            return False  # "We ask who really runs the night markets": what 'we' do, and the verb is another's; "the
            # bottle of Buckfast we nicked": the verb is the pronoun's, of a thing named before it
        clause = self.out[max((k for k, t in enumerate(self.out) if t.type == "SEP"), default=-1) + 1 :]
        first = self.out[0] if len(self.out) == 2 else None  # "Vex and zed climb": two people open the phrase
        named = first is not None and (first.type == "NAME" or (first.type == "WORD" and str(first.value)[:1].isupper()))
        if named and self.out[1].type == "SEP" and str(self.out[1].value).lower() == "and" and self.start:
            return True
        if not _may_name(tok, self.text):
            return False
        verb = self.text[nxt.start_pos : nxt.end_pos].lower().split()[0]
        said = _word_after(self.text, tok.end_pos)  # "marco tries to shoot": the verb said of them comes first
        described = any(w.lower() in DETERMINERS for w in _words_before(self.text, tok.start_pos)[-2:])  # "the
        # sentry drone"
        if described and typed.islower() and self._someone_acted():
            return False  # "Bastian skirmishes ... — the painted backdrop catches fire": a thing of the story, after
            # the roller's deed is told
        past = _past(verb) and not described and not str(tok.value).lower().endswith(("n't", "n’t"))
        return (_third_person(verb) or past or (said in TRYING and _third_person(said) and not described)) \
            and all(t.type in ("WORD", "CUE") for t in clause)  # (in the past too: "at dawn, Zed sneaked past ...")

    def _someone_acted(self) -> bool:
        """Whether a loaded name and a deed of the game after it were read before here: the roll's deed is told."""
        named = next((k for k, t in enumerate(self.out) if t.type == "NAME"), None)
        return named is not None and any(t.type in ("VERB", "TRICK", "SKILL") for t in self.out[named + 1 :])

    # -- roll strings -----------------------------------------------------------------------------------------------
    def plus(self, tok: Token) -> bool:
        if self.resource_at(1, count=True) or (self.type_at(1) == "NUMBER" and self.resource_at(2, count=True)):
            return self.drop()  # "rolled 3 and 4, plus a war die showing 5": the war die's own slot
        if self.resource_at(1, count=False) and self.out and self.out[-1].type in ("SKILL", "ABILITY", "TRICK"):
            return self.emit(span("SEP", ",", tok))  # "[Piloting + luck: 6 2 3]": the roll, and a resource spent on it
        if self.out and self.out[-1].type == "NAME" and self.type_at(1) == "NAME":
            return self.drop()  # "with lidia + tobin": two people, as 'and' joins them (no rule adds a name)
        if self.type_at(1) != "WORD":  # "Firearms+Witz": a name that must be a rules word
            return False
        return self.emit(tok, span("STRANGER", self.tokens[self.i + 1].value, self.tokens[self.i + 1]), skip=2)

    def minus(self, tok: Token) -> bool:
        after = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        shown = self.text[after.start_pos : after.end_pos] if after is not None else ""
        raise PhraseError(f"'-{shown}' can't be rolled: a minus goes before a number only", text=self.text,
                          column=tok.column or 1, length=1,
                          hint="Join an attribute with '+' and put the number last, e.g. 'Firearms+Wits-2'.")

    def slash(self, tok: Token) -> bool:
        return not (self.out and self.out[-1].type in ("NAME", "STRANGER")) and self.drop()


def _doer_noun(word: str) -> bool:
    """A noun for one who does a verb ("hunter", "driver", "sailor"): a person, perhaps someone's name."""
    return word.endswith(("er", "or")) and any("VERB" in word_classes(stem) for stem in (word[:-2], word[:-1]))


def _said_before(word: str, text: str, end: int) -> bool:
    """Whether `word` stands as a word in text[:end] ('the guard' before 'guard rolled')."""
    return re.search(rf"\b{re.escape(word.lower())}\b", text[:end].lower()) is not None


def _continues(out: list[Token], opener: str, items: tuple[str, ...]) -> bool:
    """Whether the slot `opener` started is still open at the end of `out` (only its items since)."""
    if out[-1].type == opener:
        return False
    for token in reversed(out):
        if token.type == opener:
            return True
        if token.type not in items:
            return False
    return False


def skip_assist_words(tokens: list[Token], i: int) -> int:
    """'failed her assist roll': the words after the result belong to it."""
    while i < len(tokens) and tokens[i].type in ("ASSISTS", "ROLL"):
        i += 1
    return i


_DASHES = ("-", "–", "—", "--")
# Prepositions after a name that the verb before it is said of ("Then shoots Inge at the drone").
_VERB_FIRST_AFTER = frozenset({"at", "on", "onto", "into", "to", "through", "over", "across", "past", "with", "from"})


# What a sentence of the scene holds none of: a rules word or a number is said of the roll.
_RULES_TOKENS = frozenset({"ROLL", "SKILL", "ABILITY", "NUMBER", "DL", "TRAIT", "BARETRAIT", "USING", "PLUS", "CUE"})


def _scene_opener(tok: Token, tokens: list[Token], i: int, text: str) -> int:
    """A capitalised English noun opening a sentence of the post that holds no rules word and no number ('Gunfire
    rakes the bar.', 'Rain hammers the roof.'), where a loaded character acts in another sentence ('Dee: roll +hard.
    Engine's running hot'): the scene around
    that character's roll, not someone nobody loaded ('Turbo's let go': the noun and its 'is' or 'has'). The index
    of the first token after that sentence, or 0."""
    low = str(tok.value).lower().replace("’", "'").removesuffix("'s")
    if not str(tok.value)[:1].isupper() or text[: tok.start_pos].rstrip()[-1:] not in ("", ".", "!", "?", "]", ")") \
            or not common_word(low) \
            or "NOUN" not in word_classes(low) or low in ADDRESS_WORDS:
        return 0
    stop = re.compile(r"[.!?;](?:\s|$)").search(text, tok.end_pos)
    if stop is None:
        return 0
    end = next((k for k in range(i + 1, len(tokens)) if tokens[k].start_pos >= stop.start()), len(tokens))
    if any(t.type in _RULES_TOKENS and not _counting(tokens, k) for k, t in enumerate(tokens[: end]) if k > i):
        return 0
    others = [k for k, t in enumerate(tokens) if (t.start_pos >= stop.end() or k < i) and t.type == "NAME"]
    acts = any(k + 1 < len(tokens) and (tokens[k + 1].type in ("VERB", "TRICK") or k < i and tokens[k + 1].type in (
        "ROLL", "COLON") or said_of_someone(_word_after(text, tokens[k].end_pos))) for k in others)
    return end if acts else 0


def _counting(tokens: list[Token], k: int) -> bool:
    """A number right before a plain word that is what it counts or measures ('30 miles wide', '2 metres of snow'):
    how much of the scene there is, no value of a roll."""
    return tokens[k].type == "NUMBER" and k + 1 < len(tokens) and tokens[k + 1].type == "WORD" \
        and counts_a_thing(str(tokens[k + 1].value))


# The speaker's own 'I' or 'we' (with a modal run into it) right before a word: that word is their verb.
_AFTER_SPEAKER = r"(?i)(?<![\w'’])(?:i|we)(?:['’](?:ll|d|m|ve))?\s+(?:(?:will|would|can|shall|should|just)\s+)?$"


# Words a plural subject takes right after it ("Opposed rolls are ..."): the word before them is a noun, no verb.
_PLURAL_AGREEING = frozenset({"are", "were", "aren", "arent", "weren", "have", "haven", "do", "don", "dont"})  # (as
# _word_after reads them: "don't" is "don")


def _is_subject(tok: Token, tokens: list[Token], i: int, text: str) -> bool:
    """A capitalised unknown word opening a clause and followed by a verb in the third person names someone; so
    does one before 'roll', a skill or an attribute with a verb said of someone or a modal between ('Zed rolls
    Athletics', 'Zed should roll', 'Zed tries Athletics'). An adjective there is a name too, when the verb after it
    is said of someone ('Sunny climbs', 'sunny should roll'): an adjective alone never acts."""
    word = str(tok.value)
    if i + 1 >= len(tokens):
        return False
    # lowercase too, where the phrase opens ("ghost hacks the camera"): asked about, never silently the actor
    # ("alright, kowalski searches the room" is asked too; "the camera swings away" is a thing, "Nobody notices" no one)
    if word.lower().endswith("ly") or not _may_name(tok, text, noun=True):
        return False
    if word.islower() and _verb_of_a_pronoun(tok, text):
        return False  # "... Ilse. You went to steady your hands": what 'you' did, no one named
    if re.search(_AFTER_SPEAKER, text[: tok.start_pos]):
        return False  # "GM: I'll allow Piloting for Mavros": what the one speaking does, no one's name
    low = word.lower()
    said = _word_after(text, tok.end_pos) if text[tok.end_pos : tok.end_pos + 1].isspace() else ""
    after = text.find(said, tok.end_pos) + len(said) if said else -1
    if said.endswith("s") and _word_after(text, after) in _PLURAL_AGREEING:
        return False  # "Opposed rolls are for ...", "NPC rolls don't ...": a plural noun and what it describes
    acts = (said_of_someone(said) and said not in MODALS) or (said in MODALS and not plural_noun(low))  # ("Guards should roll")
    nxt = tokens[i + 1]
    dash = text[tok.end_pos : nxt.start_pos].strip() in _DASHES or (
        nxt.type == "SEP" and text[nxt.start_pos : nxt.end_pos] in _DASHES)  # "Zed - Athletics", "Zed — Athletics"
    ahead = 2 if (nxt.type in ("WORD", "IS") and str(nxt.value).lower() == said) or (nxt.type == "SEP" and dash) else 1
    if i + ahead < len(tokens) and tokens[i + ahead].type in ("ROLL", "SKILL", "ABILITY") and not (
            tokens[i + ahead].type == "ABILITY" and between_article_and_noun(
                text, tokens[i + ahead].start_pos or 0, tokens[i + ahead].end_pos or 0)):  # ("Customer wants a hard
        # tail": a thing described by the stat's word, no stat rolled)
        # "Zed rolls Athletics", "Zed needs to roll", "Zed is rolling"; "Zed to roll ..." and "Sunny - Athletics"
        # for a word that is no English word or an adjective ("Time to roll", "Happy to roll" are no one)
        told = (said == "to" and _named_word(low) and low not in INFINITIVE_ADJECTIVES) or (dash and _named_word(low))
        bare = said == "roll" and nxt.type == "ROLL" and word[:1].isupper() and _named_word(low) \
            and i + 2 < len(tokens) and tokens[i + 2].type in ("SKILL", "ABILITY")  # "Olga roll Melee": told to
        # roll it, or a second language's 'rolls'
        return (acts or told or bare) and low not in ADDRESS_WORDS
    if not _may_name(tok, text):  # an adjective: "Sunny climbs", "Sunny rolled 4 6"
        if not acts and nxt.type in ("VERB", "TRICK") and text[tok.end_pos : nxt.start_pos].isspace():
            typed = text[nxt.start_pos : nxt.end_pos].split()  # "noob street hacks the panel": the game's verb of
            acts = len(typed) > 1 and _third_person(typed[-1].lower())  # several words, said of someone
        return acts and tokens[i + 1].type in ("GIVES", "ASSISTS", "FAILED", "ROLLED", "VERB", "TRICK")
    if tokens[i + 1].type in ("GIVES", "ASSISTS", "FAILED", "ROLLED"):  # "Mako gives me his war die"
        return True
    if tokens[i + 1].type not in ("VERB", "TRICK"):
        return False
    if low.endswith("ing") and "VERB" in word_classes(low) and not said_of_someone(said):
        return False  # "Sowing plan for the pickers:", "Snagging list, Bed 2": a verb's -ing form naming the work
        # before a noun, no one's name (a name before a verb is followed by its third person: "Manning shoots")
    if i == 0 and word[:1].isupper():
        return True  # "Zed shoot the guard": a capitalised unknown word opening the phrase, where a roller stands
    verb = text[tokens[i + 1].start_pos : tokens[i + 1].end_pos].split()  # "brody sweet talks the warden"
    return _third_person(_word_after(text, tok.end_pos)) or any(len(w) > 3 and _third_person(w.lower()) for w in verb[1:])


def _lone_stranger(tok: Token, tokens: list[Token], text: str) -> bool:
    """A capitalised word no dictionary has, opening the post with a verb said of someone after it ("Zelda has a
    minute: roll Firearms ...", "Hollis waits. Firearms+Wits, ..."), where the post names no one else and the writer
    says no 'I': the one person of the post, whom nobody knows. Read as the scene, the seat's character would roll
    in their place; asked instead."""
    word = str(tok.value)
    if not word[:1].isupper() or not word.isalpha() or common_word(word.lower()) or not may_be_name(word.lower()):
        return False
    said = _word_after(text, tok.end_pos) if text[tok.end_pos : tok.end_pos + 1].isspace() else ""
    if not said or not said_of_someone(said) or said in MODALS:
        return False
    return not any(t.type == "NAME" for t in tokens) and not speaks_as_i(text)


def _described_then_acts(tok: Token, text: str) -> bool:
    """A capitalised word no dictionary has, opening the phrase, then 'the' and a noun saying what they are, or an
    aside in brackets, and a verb in the third person after it, perhaps past an aside set off by commas ("Ottavio the
    sailor convinces ...", "Ottavio the sailor, bold and brave, convinces ...", "Okonjo (the new postdoc) reads
    ...", "Vashti of the Ninth Tide sneaks ..."): someone named, acting."""
    word = str(tok.value)
    if not word[:1].isupper() or common_word(word.lower()) or not may_be_name(word.lower()):
        return False
    aside = re.compile(r"\s*\([^()]{1,60}\)\s+([a-z]+)").match(text, tok.end_pos)
    if aside is not None:
        return _third_person(aside.group(1))  # "Okonjo (the new postdoc) reads ...": who they are, in brackets
    for words in range(1, 5):  # "Vashti of the Ninth Tide sneaks ...", "Brother Hesk of the Saints picks ...",
        of = re.compile(rf"\s+of\s+(?:the\s+)?(?:[\w'’-]+\s+){{{words}}}([a-z]+)\b").match(text, tok.end_pos)
        if of is not None and _third_person(of.group(1)):  # "Brother Anselm of the Grit Mother's choir sneaks ...":
            return True  # whence they are, then what they do
    found = re.compile(r"\s+the\s+([a-z]+)(?:\s*,[^,.;:!?]{1,40},)?\s+([a-z]+)").match(text, tok.end_pos)
    return found is not None and "NOUN" in word_classes(found.group(1)) and _third_person(found.group(2))


def _fronted_participle(tok: Token, tokens: list[Token], i: int, text: str) -> bool:
    """A verb's -ing form opening a phrase of its own before a comma, with one of the loaded characters right after
    that comma, or a capitalised word there ("Nursing a cut, Mercy studies ...", "Gritting her teeth, Vex climbs
    ...", "Nursing a cut, Zed studies ...": Zed is asked about): what that one is doing as they act, no one's name. Never an -ing word said right before the comma ("Manning, roll Firearms": one
    spoken to)."""
    low = str(tok.value).lower()
    if not present_participle(low) or not text[tok.end_pos : tok.end_pos + 1].isspace():
        return False
    comma = re.compile(r"[,.!?;:]").search(text, tok.end_pos)
    if comma is None or comma.group() != ",":
        return False
    after = next((t for t in tokens[i + 1 :] if t.start_pos >= comma.end()), None)
    if after is None:
        return False
    return after.type in ("NAME", "POSS") or str(after.value)[:1].isupper() \
        or _word_after(text, comma.end()) in SUBJECT_PRONOUNS  # ("Gritting her teeth, she climbs ...")


_BEING_OR_HAVING = frozenset({"is", "was", "are", "were", "has", "had", "does", "did", "gets", "got", "seems",
                              "seemed", "looks", "looked"})  # ("New York was cold": a place, as it was)


def _full_name_acts(tokens: list[Token], i: int, text: str) -> bool:
    """Two capitalised words nobody has, opening a clause as a first and a last name ('Corvin Ashe'), right before a
    verb said of someone and the action ('Corvin Ashe attempts to bluff the clerk', 'Corvin Ashe bluffs'), or before
    it with who they are set off by commas ('Marco Vell, 45, a dockworker, bluffed the clerk'): someone who acts,
    asked about, never dropped for the seat's character. ('Red Sash duelist' is no one: no verb follows.)"""
    if i + 2 >= len(tokens) or tokens[i + 1].type != "WORD":
        return False
    first, last = tokens[i], tokens[i + 1]
    if i == 0 and str(first.value).lower().rstrip(".") in TITLES and str(first.value)[:1].isupper() \
            and _described_then_acts(last, text):
        return True  # "Brother Hesk of the Tactical Saints picks the lock": a title and a name, whence, acting
    if text[first.end_pos : last.start_pos] != " " or not all(
            str(t.value)[:1].isupper() and str(t.value)[1:].islower() and _may_name(t, text, noun=True)
            for t in (first, last)):
        return False
    if tokens[i + 2].type in ("VERB", "TRICK"):
        return said_of_someone(_word_after(text, last.end_pos))
    said = _word_after(text, last.end_pos)
    if i == 0 and said_of_someone(said) and said not in MODALS and said not in _BEING_OR_HAVING \
            and said not in SPEECH_TAGS and said not in ("asks", "asked", "tells", "told") \
            and str(first.value).lower().rstrip(".") not in TITLES:
        return True  # "Mickey Glass came through the door ... and coerced the bartender": opening the post, acting
        # (never what someone says or asks: "Mr Okafor says +1 for the crowbar, so Tess forces ...")
    for told in (apposition(text, last.end_pos),  # "Marco Vell, 45, a dockworker, bluffed ..."
                 re.compile(r"\s*(?:\([^()]{1,40}\)\s*,?|,)\s*").match(text, last.end_pos)):  # "Kit Drayton (45)
        # coerced ...", "the suspect, Kit Drayton, coerced ..."
        if told is not None and any(t.start_pos == told.end() and t.type in ("VERB", "TRICK", "WORD", "CUE")
                                    for t in tokens[i + 2 :]) \
                and said_of_someone(_word_after(text, told.end() - 1)):  # (a verb of the scene too: "..., 45, knelt")
            return True
    return False




def _name_part_acts(tokens: list[Token], i: int, text: str, unknown: int) -> bool:
    """A loaded name and a capitalised word nobody has, side by side where a clause opens as a first and a last name
    ('Renko Hale' with Director Hale loaded, 'Vex Morrow' with Vex), right before a word said of someone: a whole
    name only one part of which is someone's, asked about, never taken for them. `unknown` is the index (i or
    i + 1) of the word nobody has."""
    if i + 2 >= len(tokens):
        return False
    first, last = tokens[i], tokens[i + 1]
    if {first.type, last.type} != {"NAME", "WORD"} or tokens[unknown].type != "WORD" \
            or text[first.end_pos : last.start_pos] != " ":
        return False
    for tok in (first, last):
        typed = text[tok.start_pos : tok.end_pos]
        if not (typed[:1].isupper() and typed[1:].islower() and typed.isalpha()):
            return False  # ("Vex's", "the guard"): no first and last name
    word = tokens[unknown]
    if str(word.value).lower() in INTERJECTIONS or str(word.value).lower() in ADDRESS_WORDS \
            or not _may_name(word, text, noun=True):
        return False  # ("Okay Hale shoots", "Quietly Vex climbs")
    return said_of_someone(_word_after(text, last.end_pos))


def _part_stranger(first: Token, last: Token, named: Token, text: str) -> PhraseError:
    """'Renko Hale' where only Director Hale is loaded: the whole name is nobody's; the one a part of it names is
    offered, never taken unasked."""
    whole = text[first.start_pos : last.end_pos]
    matched, part = str(named.value), text[named.start_pos : named.end_pos]
    who = f"'{part}' is someone loaded" if part.lower() == matched.lower() else f"'{part}' names {matched}"
    return PhraseError(
        f"I don't know anyone called '{whole}': only {who}",
        text=text, column=(first.column or 1), length=len(whole), suggestions=(matched,),
        hint=f"If it is {matched}, say '{matched}'; else name a loaded character.", missing="character",
    )


def _word_after(text: str, end: int) -> str:
    """The word typed right after `end` (a filler word too: 'tries', 'wants'), lowercase."""
    found = re.match(r"\s*([^\W\d_]+)", text[end:])
    return found.group(1).lower() if found else ""


def _reporters(tok: Token, text: str) -> bool:
    """Whether tok is a plural noun in lowercase right before a verb of telling ('officials called it', 'witnesses
    said', 'sources confirm'): the people a report cites, never a name."""
    word = str(tok.value)
    return word.islower() and plural_noun(word) and _word_after(text, tok.end_pos) in _TELLING


# Verbs of telling or judging a report cites people by ("officials called it a breakthrough", "sources say").
_TELLING = frozenset("""say says said call calls called report reports reported confirm confirms confirmed describe
describes described claim claims claimed believe believes believed estimate estimates estimated note notes noted
told tell tells add adds added warn warns warned""".split())


def _past(word: str) -> bool:
    """'sneaked', 'picked': a verb's past in -ed, said of someone (never 'red', 'bed')."""
    return len(word) > 4 and word.endswith("ed") and said_of_someone(word)


def _third_person(word: str) -> bool:
    """'shoots', 'tries', 'hacks': a verb said of someone else (never 'across', 'less')."""
    return word.endswith("s") and not word.endswith("ss")


# Prefixes English writes with a hyphen before a word ("pre-registration", "re-run", "post-op", "non-lethal").
_PREFIXES = frozenset("pre post re co non anti sub semi multi self ex mid inter counter mis de un".split())


def _words_before(text: str, at: int) -> list[str]:
    """The words before `at`, split at spaces and at a stop joined to the next word, as a line's end is read
    ("... NE Corner.The courtyard": 'The')."""
    return re.sub(r"(?<=[^\W\d_])\.(?=[^\W\d_])", ". ", text[:at]).split()


# The words before a name that make its bearer the speaker's own ("our Kev", "my Bert"): a name still.
_KIN_BEFORE = frozenset({"our", "my", "me"})


# What the one who runs the game says, right after a word naming them by their own title ("Coach lets him roll
# Strength", "Arbiter allows her to use Wits"): letting or asking someone to roll or to do something.
_RULING_VOICE = (r"\s+(?:lets|let|allows|allowed|permits|permitted|tells|told|asks|asked|makes|made)\s+"
                 r"(?:him|her|them|me|us|you|[A-Z][\w'’-]*)\s+(?:roll|rolls|to\b|use|swap|make|try)")


def _heads_counts(text: str, end: int) -> bool:
    """Whether the colon after a word at `end` opens only counts of things to the sentence's end ("Superset: 4
    rounds, 6 reps each, 45s rest."): each item a number with the word it counts, none of dice; a heading, no one's
    label."""
    line = re.compile(r"\s*:([^.!?;]*)").match(text, end)
    if line is None or not line.group(1).strip():
        return False
    return all(re.match(r"\s*\d+\s*(?!(?:and|n|or|dice|die|d\d+)\b)[a-z]{1,}", item) for item in line.group(1).split(","))


def _abbreviation_listed(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is an abbreviation in capitals set in a list between lowercase things ("bench, OHP,
    dips"): a thing of the list, no one's name."""
    said = text[start:end]
    return said.isupper() and said.isalpha() and 2 <= len(said) <= 5 \
        and re.search(r"(?<![A-Z])[a-z][\w'’-]*\s*,\s*$", text[:start]) is not None \
        and re.compile(r"\s*,\s*(?:and\s+)?[a-z]").match(text, end) is not None


def _may_name(tok: Token, text: str, *, noun: bool = False) -> bool:
    """A word that may be someone's name: no article or possessive before it, and no adverb, adjective or pronoun
    in the dictionary, in any case ("meanwhile", "just", "quickly", "Nobody" and "Everybody's" are none). `noun`:
    said where only a noun stands, where an adjective may be a name too ("Sunny climbs"; forms.may_be_called)."""
    before = _words_before(text, tok.start_pos)
    said = before[-1].lower().strip(",;").replace("’", "'") if before else ""
    kin = said in _KIN_BEFORE and str(tok.value)[:1].isupper() and not common_word(str(tok.value).lower())
    if (said.isdigit() or NUMBER_WORDS.get(said, 0) > 10) and str(tok.value).islower() \
            and _counted(str(tok.value)):
        return False  # "the 11 survivors", "eleven survivors": things counted, no one's name (up to ten: DETERMINERS)
    if (said in DETERMINERS and not kin) or (len(said) > 2 and said.endswith(("'s", "s'"))):  # "the baton", "the
        return False  # Bluecoat's baton" (but "our Kev", "me Nan's Bert": someone the speaker calls their own)
    if len(before) > 1 and said in ("and", "or") and str(tok.value).islower() and "ADJ" in word_classes(
            str(tok.value)) and before[-2].islower() and "ADJ" in word_classes(before[-2].strip(",;")):
        return False  # "a tangle of red and blue wires": one of two words that describe a thing, no one's name
    k = len(before) - 1
    while k > 0 and before[k][:1].isupper() and before[k].isalpha() and before[k].lower() not in DETERMINERS:
        k -= 1
    if k < len(before) - 1 and before[k].lower() in DETERMINERS and str(tok.value).islower():
        return False  # "A Red Sash bruiser blocks ...": a thing named after its maker's or place's name, no one
    if len(before) > 1 and before[-2].lower() in DETERMINERS and describes(said):
        return False  # "in a red coat", "with the old pipe": a thing described, no one's name
    word = str(tok.value).lower().replace("’", "'")
    word = word[:-2] if word.endswith("'s") else word  # "Nobody's", "Everybody" are no one
    typed = text[tok.start_pos : tok.end_pos]
    if len(before) > 1 and before[-2].lower() in DETERMINERS and typed.islower() and common_word(word) \
            and ("NOUN" in word_classes(said) or not word_classes(said)) and "NOUN" in word_classes(word):
        return False  # "the alarm bell cracks", "a cargo crane swings", "the CO₂ cylinder topples": a thing named by
        # a noun after a noun or a word no dictionary has, no one's name
    if word in nouns().jargon:  # "RAW, hanging on is grit", "NPC rolls are ...": table talk, no one's name
        return False
    if word in SUBORDINATORS:  # "If it please you, ...": a clause of condition opens, no one is named
        return False
    if word in _QUANTIFIERS:  # "How many times did you ...": how much of a thing, no one
        return False
    if "-" in word.strip("-") and all(common_word(part) or k == 0 and part in _PREFIXES
                                      for k, part in enumerate(word.split("-"))):
        return False  # "Left-handed, sir, ...", "Blood-soaked", "Pre-registration": a compound of English words (or
        # an English word after a prefix), no one's name
    return may_be_called(word) if noun else may_be_name(word)


_QUANTIFIERS = frozenset({"many", "much", "few", "several", "most", "some", "any", "all", "both", "each", "every",
                          "either", "neither", "more", "less", "fewer"})


def _listed_thing(tok: Token, text: str) -> bool:
    """'with grit and spite: 6 6': a lowercase dictionary word, no person's, after 'and' or 'or' ends a list of
    the action's things, and opening an aside ('(spoiler: bad)') it heads a remark; a name said so ('Hal and Mort:
    ...', '(Hal: 4 4)') is no dictionary word."""
    word = str(tok.value)
    return word.islower() and common_word(word) and word not in PEOPLE_WORDS and \
        re.search(r"(?:\b(?:and|or)|\()\s*$", text[: tok.start_pos].lower()) is not None


def _quoted(text: str, at: int) -> bool:
    """Whether `at` stands inside a quotation: what a character says in the scene, to someone in it."""
    said = text[:at]
    return (said.count('"') + said.count("“") - said.count("”")) % 2 == 1


def _counted(word: str) -> bool:
    """A word a number before it counts: a noun, or a plural's shape the dictionary lacks ('survivors')."""
    classes = word_classes(word)
    return "NOUN" in classes or plural_noun(word) or (not classes and plural_shape(word))


def _first_of_a_list(text: str, after: int) -> bool:
    """Whether the words after a comma at `after` go on a list with no verb to the sentence's end ("Brioche, toasted
    almond, a long, mineral finish."): two items or more, and no word that says anyone does or is anything (a verb
    alone, 'is', 'you'; a word both noun and verb only where a command would stand: after a comma or 'and')."""
    rest = re.match(r"[^.!?;:]*", text[after:]).group(0)
    if rest.count(",") < 1:
        return False
    before = ","
    for word in re.findall(r"[A-Za-z'’-]+|,", rest):
        low = word.lower()
        if word == ",":
            before = ","
            continue
        classes = word_classes(low)
        if low in _SAYS_SOMEONE or "VERB" in classes and not low.endswith(("ed", "ing")) and (
                not classes & {"NOUN", "ADJ"} or before in (",", "and", "then")):
            return False
        before = low
    return True


# Words that, said after a name and a comma, say someone does or is something ("Zeke, you ...", "Zeke, the guard is
# coming"): the name is spoken to, or acts.
_SAYS_SOMEONE = frozenset({"you", "your", "now", "please", "go", "is", "are", "was", "were", "has", "have", "had",
                           "will", "can", "must", "should"})


def _named_word(word: str) -> bool:
    """A lowercase word that, where a name stands, is one: no English word ('zed'), or an adjective, which never
    stands there alone ('sunny')."""
    return not common_word(word) or word_classes(word) == {"ADJ"}





def _dateline(tok: Token, text: str) -> bool:
    """A capitalised word opening a line, a comma after it, then a day or a numbered thing of the scene and its number
    ("Kyoto, Day 2.", "Lisbon, tram 28 (...)"), or after the day's heading with a named sight after it ("Day 11:
    Florence, the Uffizi queue"): a place the post is written from, as a dateline names it, no one."""
    word = str(tok.value)
    line = text[: tok.start_pos].rsplit("\n", 1)[-1]
    table = nouns()
    headed = re.compile(r"[ \t]*([A-Za-z]+)[ \t]+\d{1,3}[ \t]*:[ \t]*").fullmatch(line)
    if headed is not None and headed.group(1).lower() in table.when or line and not line.strip():  # (the heading
        # read before as the line's label, and blanked)
        return word[:1].isupper() and re.compile(r",[ \t]+(?:the|a|an)[ \t]+[A-Z]").match(text, tok.end_pos) is not None
        # "Day 11: Florence, the Uffizi queue ...": the day's heading, then where, then what is seen there
    if not word[:1].isupper() or line.strip(" \t"):
        return False
    said = re.compile(r",[ \t]+([A-Za-z]+)[ \t]+\d{1,4}\b").match(text, tok.end_pos)
    return said is not None and said.group(1).lower() in table.when | table.labels


def _beside_a_place(tok: Token, text: str) -> bool:
    """A capitalised word opening a line, a comma after it, made of an English noun and 'side' ('Poolside,',
    'Dockside,', 'Trackside,'): where the scene is, no one."""
    word = str(tok.value)
    line = text[: tok.start_pos].rsplit("\n", 1)[-1]
    return word[:1].isupper() and not line.strip(" \t") and word.lower().endswith("side") and len(word) > 6 \
        and "NOUN" in word_classes(word.lower()[:-4]) and re.compile(r"\s*,").match(text, tok.end_pos) is not None


def _two_word_label(first: Token, second: Token, text: str) -> bool:
    """Two words side by side before a colon, opening the line, that read as someone's full name: the first may name someone and
    is no word of the dictionary ("Zelda Pike", "zelda pike"), or both are capitalised and one is no such word
    ("Nate Zubrowski"). Two words of the dictionary ("Final Answer", "Guard Post") are a heading, no one's name."""
    one, two = str(first.value), str(second.value)
    before = text[: first.start_pos].rstrip(" \t")
    if (before and not before.endswith("\n")) or not text[first.end_pos : second.start_pos].isspace():
        return False  # only opening a line, the two side by side ("Dice, per the statement:", "Tom (GM):" are none)
    if not (one.isalpha() and two.replace("'", "").isalpha()) or not _may_name(first, text) \
            or said_of_someone(two.lower()):
        return False  # ("zed says: 6 2": who speaks, asked as ever)
    if not common_word(one.lower()):
        return one[:1].isupper() == two[:1].isupper()  # "Zelda Pike", "zelda pike" (not "Zelda said")
    return one[:1].isupper() and two[:1].isupper() and not common_word(two.lower())


def _verb_of_a_pronoun(tok: Token, text: str) -> bool:
    """A verb said of a pronoun right before it ("... and it went over: 7 and 6", "he said: 4 4"): a clause, no
    one's label."""
    before = re.findall(r"[\w'’]+", text[: tok.start_pos][-16:].lower())
    if len(before) >= 2 and before[-1] in _ALL_OF and before[-2] in ("we", "you", "they"):
        before.pop()  # "You all hear it: ...", "we both see it:": the pronoun and how many of them
    if before and before[-1] in ("i", "we", "you", "they"):  # ("you hear it:": the verb in its plain form)
        return "VERB" in word_classes(str(tok.value).lower()) or said_of_someone(str(tok.value).lower())
    return bool(before) and before[-1] in (*SUBJECT_PRONOUNS, "it", "you") and said_of_someone(str(tok.value).lower())


# Words after a plural pronoun that say how many of them ("you all", "we both", "they two").
_ALL_OF = frozenset({"all", "both", "two", "three", "four", "each"})


# Words that make the noun after them a thing said of the scene ("not nerve:", "all nerve:", "pure luck:"): never
# someone's name labelling a line.
_QUANTIFYING = frozenset("not all no pure just only some any more less sheer mostly".split())


def _quantified(tok: Token, text: str) -> bool:
    """A lowercase word before a colon right after a word of _QUANTIFYING ("a gut call, not nerve: roll +weird"):
    what the roll is, said of the scene; no one's name."""
    before = re.findall(r"[A-Za-z']+", text[: tok.start_pos][-20:])
    return str(tok.value).islower() and bool(before) and before[-1].lower() in _QUANTIFYING


def _said_as_a_verb(tok: Token) -> bool:
    """A lowercase word the dictionary has as a verb said of someone and as no noun ("The Moon card, reversed: ..."):
    how a thing is, never a label naming someone."""
    word = str(tok.value)
    classes = word_classes(word)  # (a word the dictionary lacks, 'zed', 'nemesys', may be anyone's name)
    return word.islower() and "VERB" in classes and "NOUN" not in classes and said_of_someone(word)


def _subject_left_out(tok: Token, text: str) -> bool:
    """A verb in the third person opening its sentence with 'like' or 'as if' after it ("Feels like ...", "Looks
    like ...", "Sounds as if ..."): said of 'it', which the writer left out."""
    word = str(tok.value).lower()
    if not word.endswith("s") or "VERB" not in word_classes(word) or not said_of_someone(word):
        return False
    if text[: tok.start_pos].strip() and text[: tok.start_pos].rstrip()[-1] not in ".!?:;,":
        return False
    return re.compile(r"\s+(?:like|as\s+if|as\s+though)\b", re.IGNORECASE).match(text, tok.end_pos) is not None


def _stranger(tok: Token, text: str, names: Callable[[str], tuple[str, ...]]) -> PhraseError:
    word = str(tok.value)
    for ending in ("'s", "’s"):  # "Ravel's helping you": the name is Ravel
        word = word.removesuffix(ending)
    close = names(word)
    return PhraseError(  # who the character may be, the table offers (it knows the party): missing="character"
        f"I don't know anyone called '{word}'",
        text=text, column=tok.column or 1, length=len(word), suggestions=close,
        hint="Name a loaded character, or say the action without a name.", missing="character",
    )


def _gerund(low: str) -> bool:
    """Whether a word is a verb's -ing form, naming the work as a noun does ("Parking:", "Shaping:")."""
    return low.endswith("ing") and "VERB" in word_classes(low)
