"""The actor's own words in a clause: names (speaker, target, a second actor asked about), skills, tricks, verbs,
attributes and conditions, and the plain words of the action. A part of the Binder, kept apart because it is one
job."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from rollmate.errors import PhraseError
from rollmate.grammar.questions import DISGUISE, as_who
from rollmate.grammar.records import Ability, Linked, Record, Roll, Word, is_word
from rollmate.grammar.words import (
    CHECK_WORDS,
    CORRECTIONS,
    DETERMINERS,
    HELPING,
    LIGHT_VERBS,
    PREPOSITIONS,
    SPEECH_VERBS,
    TIME_NOUNS,
)
from rollmate.rules.request import Cue

# A word after a skill that makes it the roll named ("make a Medicine check", "an Alertness roll").
_CHECK_WORDS = CHECK_WORDS
# The reading's note on a name that opens the phrase in the third person ("Dex shoots the guard").
OPENER_NOTE = "the name opening the phrase acts"
# ... on one that opens a later sentence or clause of a post the same way ("The door's stuck. Rado heaves ...").
SUBJECT_NOTE = "named in the third person, acts"
# ... on one said alone between commas, spoken to ("Steady hands, Priya, steady hands"): who is asked to act.
ADDRESSED_NOTE = "spoken to, acts"
NARRATED = (OPENER_NOTE, SUBJECT_NOTE)
# ... on one a roll is called for ("roll for Hal", "roll Reflexive for Hal").
ROLLED_FOR_NOTE = "the roll is for them"
# ... on one who opened the post but only told something no roll is for, where someone later acts on it.
TOLD_NOTE = "in the scene: someone else acts after what they said or did"
TOLD_TARGET = "acted on: the roll is on what they said or did"  # ... where no one else is acted on


# "I", "I'm", "i'll" as typed, outside quoted speech (where a character talks: 'tell me what I need').
_I = re.compile(r"(?<![\w'’])i(?:['’](?:m|ll|ve|d))?(?![\w'’])|(?<![\w'’])im(?![\w'’])", re.I)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


_BREAKS = tuple(",.;:!?—–")  # marks that end a clause in a post
# After a condition said of someone, what they go on to do: "..., and he fires", "... and swings".
_GOES_ON = re.compile(r"\s*,?\s*and\s+(?:(?:he|she|they|it)\s+)?[a-z]+(?<!s)s\b", re.I)
# Someone described opening a clause and acting, before a name: "the sentry drone tries to spot ...", "a guard
# swings at ...", "one of the thugs grabs ..." (the verb in the third person; never "is", "has", a possessive).
_DOER = re.compile(r"^(?:(?:ok|okay|so|then|now|and|but|suddenly)\s+)*((?:one of )?(?:the|a|an|his|her|their|its|some|"
                   r"that|this|another)\s+[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)\s+([a-z]+s)\b", re.I)
# Right after a name, what it goes on to do: "Kestrel spends ...", "Bram silently draws ...", "Wren does ..." (a verb
# in the third person, after an adverb or two): the name acts. "is", "has", "looks" say what it is, not what it does.
_DOES_NEXT = re.compile(r"\s+(?:[a-z]+ly\s+){0,2}([a-z]+s)\b", re.I)
_LINKING = frozenset({"is", "was", "has", "looks", "seems", "gets", "feels", "appears", "stays", "remains", "its", "his",
                      "hers", "theirs", "yours", "as", "us", "this", "thus", "plus"})
_STILL = frozenset({"still", "already", "now", "very", "so", "too", "quite", "all"})  # before a condition
_NOT_DOING = {"is", "was", "has", "does", "its", "his", "hers", "theirs", "yours", "as", "us", "this", "thus", "plus"}


def said_next(text: str, end: int) -> str:
    """The verb in the third person right after `end` (a name's end), adverbs skipped, lowercase; or ''."""
    found = _DOES_NEXT.match(text, end)
    return found.group(1).lower() if found is not None else ""


def does_next(text: str, end: int) -> bool:
    """Whether the words right after `end` (a name's end) say what that one does ('Kestrel spends a Secret')."""
    said = said_next(text, end)
    return bool(said) and said not in _LINKING and not said.endswith(("ss", "us", "is"))


def described_doer(text: str, end: int) -> str | None:
    """The words of someone described acting in the clause that ends at `end` ('the sentry drone'), or None."""
    clause = re.split(r"[,.;:!?—–()\"]", text[:end])[-1]
    found = _DOER.match(clause.strip())
    if found is None or found.group(2).lower() in _NOT_DOING or found.group(2).lower().endswith("ss"):
        return None
    return found.group(1)


def _speaks_as_i(text: str) -> bool:
    """Whether the player says 'I' of themself in the phrase (not inside quoted speech)."""
    return _I.search(_QUOTED.sub(" ", text)) is not None


def _determines(word: str) -> bool:
    """An article, a possessive ('his', 'the merchant's'): the word after it names a thing ('the merchant's ribs')."""
    return word in DETERMINERS or (len(word) > 2 and word.endswith("'s") and word not in _CONTRACTIONS)


# The last two words of a correction said out loud (words.CORRECTIONS): what follows them is said anew.
_CORRECTION_ENDS = frozenset(marker[-2:] for marker in CORRECTIONS)
# Numbers of more than one: a word after one of them that names a thing is plural.
_MANY = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})
# "it's Survey", "that's Sneak": a word and 'is' run together, never a possessive.
_CONTRACTIONS = frozenset({"it's", "that's", "he's", "she's", "what's", "there's", "here's", "who's", "let's",
                           "where's", "how's"})


class ActionWords:
    """The Binder's methods for the words of the action (the Binder holds the state they share)."""

    __slots__ = ()

    text: str
    f: dict[str, Any]
    helping_rolls: bool
    verb_nouns: bool
    cue_kinds: dict[str, str]
    clause_no: int
    current: list[Record]
    spans: dict[int, list[tuple[int, int]]]
    actions: dict[int, list[tuple[str, Record]]]
    unknown: list[str]
    verbs: list[str]
    abilities: list[str]
    cues: list[Cue]
    named: list[str]
    seen: dict[str, Record]

    # provided by the Binder
    def _once(self, what: str, part: Record | None) -> None: ...
    def _read(self, part: Record, *, kind: str | None = None, note: str | None = None) -> None: ...
    def _src(self, part: Record) -> str: ...
    def _error(self, part: Record, message: str, hint: str | None) -> PhraseError: ...

    def word(self, part: Word, index: int, started: bool, spender_here: bool) -> bool:
        f = self.f
        type_, value = part.type, part.value
        if type_ == "SCENE":  # "at 120 kph": a number of the scene, kept in the action and in the reading
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
            self._read(part, kind="scene", note=f"{value} is part of the scene, not a rules number")
            return False
        if type_ == "WORD":  # a plain word of the action (most words are)
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
            self.unknown.append(self._src(part))
            return False
        nxt = self.current[index + 1] if index + 1 < len(self.current) else None
        # "the guard is suspicious" (a condition), never "Isolde pushes herself" (a cue the game reads as an act)
        described = nxt is not None and is_word(nxt, "CUE") and self.cue_kinds.get(nxt.value, "condition") == "condition"  # type: ignore[attr-defined]
        if described and nxt is not None and (_GOES_ON.match(self.text, nxt.end) or does_next(self.text, part.end)):
            described = False  # "Sergeant Voss is hurt and swings his baton at Tobiah", "Bram silently draws": acts
        opener = (type_ in ("NAME", "POSS") and index == 0 and not started and not f.get("actor")
                  and self.clause_no == 1 and not described and not self._owner_before_subject(index))
        if type_ == "NAME":
            before = self.text[: part.start].rstrip().lower()
            if not self.helping_rolls and before and before.rsplit(None, 1)[-1] in HELPING:
                raise PhraseError(f"Who rolls: {value}, with help? Helping is the helper's part in {value}'s roll.",
                                  text=self.text, column=part.start + 1, length=part.end - part.start,
                                  hint=f"Say '{value}: <what {value} does>, helped by <the helper>'.", asks=False)
            if index > 0 and before.endswith(" as") and not DISGUISE.search(before):
                raise as_who(self.text, value, part.start, part.end)  # "sneak in as Dex": who rolls?
        if type_ in ("NAME", "POSS", "SKILL", "TRICK", "VERB", "WORD", "ABILITY", "CUE") and not (opener and not spender_here):
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
        if type_ in ("NAME", "POSS"):
            self.named.append(value)
            if spender_here and self._whose_roll(part):
                f["actor"] = value  # "Ripper adds her war die to Jonesy's roll" (never "... to treat Brick's wounds")
            elif opener:  # the speaker, not part of the action
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=OPENER_NOTE)
            elif type_ == "NAME" and self._rolled_for(index):  # "roll for Hal", "roll Reflexive for Hal": Hal rolls
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=ROLLED_FOR_NOTE)
                self._scene_mention(value, part)
            elif type_ == "NAME" and not f.get("actor") and (said := self._who_acts(index)) is not None \
                    and not self._owner_before_subject(index):
                # "The door's stuck. Rado heaves ...", "Steady hands, Priya, ...": the one the post says acts, or
                # speaks to, rolls; where the player also says "I" ("I fire. Dom hasn't missed in years"), the
                # seat's character is "I", and the name is neither the roller nor the one acted on.
                if not _speaks_as_i(self.text):
                    self._once("actor", part)
                    f["actor"] = value
                    self._read(part, kind="speaker", note=said)
                    self._scene_mention(value, part)
            elif type_ == "NAME" and not started and not f.get("actor") and self._subject(index) \
                    and not _speaks_as_i(self.text):
                # "after hask's setup for +1 effect dunstan sways the duke", "in the dark ripper kicks the door": said
                # with no comma, the name before a verb in the third person is who acts (one named before it is in
                # the scene)
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
            elif type_ == "NAME" and f.get("actor") and value != f["actor"] and self._only_told(index):
                # "Okafor swears he never saw it; Juno watches his face ...": the one opening the post only said or
                # did something no roll is for; who acts on it in a later sentence rolls
                if said_next(self.text, self.seen["actor"].end) in SPEECH_VERBS:  # what they said is rolled on
                    self.seen["told"] = self.seen["actor"]  # the one acted on, unless another is named (bind())
                self.reading[:] = [replace(c, used=False, note=TOLD_NOTE) if c.kind == "speaker" and c.note == OPENER_NOTE
                                   else c for c in self.reading]
                self.seen["actor"] = part
                f["actor"] = value
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
            elif not started and f.get("actor") and value != f["actor"] and self._acts(index):
                self._once("actor", part)  # "Vex and Dex climb the fence": two people act; ask, never drop one
            elif started and value != f.get("actor") and self._subject(index):
                raise self._error(part, f"Does {value} act too? That is a second roll.",  # "... and Jonesy shoots him"
                                  f"Roll one at a time, e.g. '{value}: <what {value} does>' next.")
            elif f.get("target") is None and value != f.get("actor"):
                f["target"] = value
                self.seen["target"] = part
                if not f.get("actor") and not _speaks_as_i(self.text) and described_doer(self.text, part.start):
                    self.seen["described doer"] = part  # "the sentry drone tries to spot Lo Mei": see bind()
            elif started and type_ == "NAME" and value == f.get("actor"):  # "Mavros: shoot at Mavros": never dropped
                raise self._error(part, f"{value} would be acting on themself here. Who does it, or at whom?",
                                  "Start the line with who does it and a colon, and name the other one.")
            return False
        lowercase_trick = type_ == "TRICK" and self._src(part).islower()  # "the pickpocket"; "a Dead Eye shot" names it
        if (type_ == "SKILL" or lowercase_trick or (type_ == "VERB" and not self.verb_nouns)) and \
                self._after_article(part, index):
            self.unknown.append(self._src(part))  # "convince the pilot", "dodge the punch": a person or thing, not an action
            return False
        if type_ == "SKILL":
            if f.get("skill") is None:
                f["skill"] = value
                self._read(part, kind="skill")
            self.actions.setdefault(self.clause_no, []).append((value, part))
            return True
        if type_ == "TRICK":
            if f.get("trick") is None:
                f["trick"] = value
                self._read(part, kind="trick")
            self.actions.setdefault(self.clause_no, []).append((value, part))
            return True
        if type_ == "VERB":
            self.verbs.append(value)
            self.actions.setdefault(self.clause_no, []).append((value, part))
            self._read(part, kind="action", note=str(value))  # the word that decides the roll, and what it means
            return True
        if type_ == "ABILITY":
            self.abilities.append(value)
            self._read(part, kind="ability")
            return False
        if type_ == "CUE":
            # "the wounded guard": a condition said before a noun is that person's, the target's; "Vex, still
            # wounded from the ambush, ...": one said beside the actor's name, the actor's; one a preposition
            # follows ("hurt by the fall") describes no noun
            # ("a Secret she dug up": a word said between, no noun the condition is said of; "silently": an adverb
            # says how something is done, never what someone is)
            said_of = "actor" if self._beside_actor(part) else \
                "target" if nxt is not None and is_word(nxt, "WORD", "NAME", "POSS") and not self._preposition_after(part) \
                and not self.text[part.end : nxt.start].strip() and not self._src(part).lower().endswith("ly") else "any"
            self.cues.append(Cue(key=value, who=said_of, text=self._src(part)))
            self._read(part, kind=self.cue_kinds.get(value, "condition"))
            return False
        self.unknown.append(self._src(part))
        return False

    # -- checks -----------------------------------------------------------------------------------------------------
    def _beside_actor(self, part: Record) -> bool:
        """'Vex, still wounded from the ambush, climbs ...', 'Vex, hurt, ...': a condition set off by a comma right
        after the acting name (adverbs between) is said of the actor."""
        said = self.seen.get("actor")
        if said is None or said.end > part.start:
            return False
        between = self.text[said.end : part.start].strip()
        if not between and does_next(self.text, said.end):  # "Dex wordlessly signals ...": how Dex does it
            return True
        return between.startswith(",") and all(w.endswith("ly") or w in _STILL for w in between[1:].split())

    def _preposition_after(self, part: Record) -> bool:
        """'hurt by the fall', 'wounded in the leg': a preposition after a condition; it describes no noun."""
        after = self.text[part.end :].split(None, 1)
        return bool(after) and after[0].lower() in PREPOSITIONS

    def _after_article(self, part: Record, index: int) -> bool:
        """'the pilot', 'the new recruit': a word after an article (and perhaps one plain word) names a thing."""
        after = self.text[part.end :].split(None, 1)
        if after and after[0].lower().strip(".,;!?") in _CHECK_WORDS:  # "a medicine check": the skill named
            return False
        before = [w.lower().replace("’", "'") for w in self.text[: part.start].rsplit(None, 2)[-2:]]  # last two words
        if tuple(before) in _CORRECTION_ENDS:  # "... the guard actually no climbs the wall": 'no' takes back, no article
            return False
        if before and before[-1] in _MANY and not self._src(part).split()[0].lower().endswith("s"):
            return False  # "wants two slip away": 'to' heard as 'two' (two of a thing would be "two slips")
        if before and _determines(before[-1]):
            return not (len(before) > 1 and before[-2] in LIGHT_VERBS)  # "make the jump": the jump is the action
        previous = self.current[index - 1] if index else None
        plain = previous is not None and is_word(previous, "WORD") and self._src(previous).lower() not in TIME_NOUNS
        if plain and len(before) > 1 and _determines(before[-2]):
            return True
        return part.type == "SKILL" and self._src(part).islower() and self._ends_noun_phrase(part, index)

    def _ends_noun_phrase(self, part: Record, index: int) -> bool:
        """'the hidden backup drive', 'her old stealth suit': a skill's name in lower case after an article and up
        to three words that describe it ('hidden' too, a verb's form), all side by side, is the noun they name."""
        start = part.start
        for k in range(index - 1, max(index - 4, -1), -1):
            previous = self.current[k]
            if not is_word(previous, "WORD", "VERB") or self.text[previous.end : start].strip():
                return False
            start = previous.start
            before = self.text[:start].split()
            if before and _determines(before[-1].lower().replace("’", "'")):
                return True
        return False

    def _whose_roll(self, part: Record) -> bool:
        """'to Jonesy's roll', 'to Jonesy', 'for Jonesy': the name says whose roll a resource is spent on."""
        before = self.text[: part.start].rstrip().lower()
        after = self.text[part.end :].lstrip().lower()
        return before.endswith((" to", " for", " on", " onto", " into")) and (not after[:1].isalpha() or after.startswith("roll"))

    def _scene_mention(self, name: str, part: Record) -> None:
        """'The baton cracks across Brannock's ribs ... Bran, you want to resist?', 'The sentry sees Zoe. Zoe, roll
        Stealth': the one who turns out to act was named before only as an owner, or in an earlier sentence: in
        the scene, no target of their own roll."""
        said = self.seen.get("target")
        if self.f.get("target") != name or said is None:
            return
        owner = self._src(said).lower().endswith(("'s", "’s", "s'"))
        if owner or re.search(r"[.!?]", self.text[said.end : part.start]):
            del self.f["target"]

    def _rolled_for(self, index: int) -> bool:
        """'roll for Hal', 'roll Hal', 'roll Reflexive for Hal', '+cool for Hal': the name right after 'roll' (and
        'for'), or after 'roll', the rules word it names and 'for', or after a '+stat' opening the clause and 'for'."""
        named = self.current[index - 1] if index else None  # "roll Reflexive for Hal", "roll +Cool for Wren"
        if index == 1 and type(named) is Ability and named.explicit:  # "+hard for Bruno": the roll of +hard is his
            return self.text[named.end : self.current[1].start].strip().lower() == "for"
        back = 2 if index >= 2 and (is_word(named, "SKILL", "ABILITY", "TRICK") or type(named) in (Ability, Linked)) else 1
        if index < back or type(self.current[index - back]) is not Roll:
            return False
        between = self.text[self.current[index - 1].end : self.current[index].start].strip().lower()
        return between == "for" or (between == "" and back == 1)

    def _who_acts(self, index: int) -> str | None:
        """How a name later in a post says who acts, if it does: it opens its clause (after '.', ',', 'and', or only
        scene words) and a verb or a plain word follows ('Rado heaves', 'Isolde keeps low': SUBJECT_NOTE), or it
        stands alone between commas, spoken to ('..., Priya, ...': ADDRESSED_NOTE). So does one whose thing opens
        the clause ('Ben's voice cracks')."""
        if index:
            return None
        after = self.current[index + 1 : index + 2]
        if not after:
            owner = self._src(self.current[index]).lower().endswith(("'s", "’s", "s'", "'"))
            spoken_to = not owner and self.clause_no > 1 and self._between_commas(self.current[index])
            return ADDRESSED_NOTE if spoken_to else None
        if is_word(after[0], "CUE") and does_next(self.text, self.current[index].end):
            return SUBJECT_NOTE  # "..., so Oren takes his time rewiring ...": the verb before the cue is Oren's
        return SUBJECT_NOTE if is_word(after[0], "VERB", "TRICK", "WORD") else None

    def _only_told(self, index: int) -> bool:
        """Whether the name at `index` opens a later sentence ('...; Juno watches ...') and acts there, while the name
        that opened the phrase and acts so far did nothing in its own clause a roll is for (no skill, trick or action
        word of the game: 'Okafor swears he never saw the shipment'), with nothing else said to act."""
        said = self.seen.get("actor")
        opened = next((c for c in self.reading if c.kind == "speaker" and c.note == OPENER_NOTE), None)
        if said is None or opened is None or said.start != opened.start or self.actions or self.verbs:
            return False
        name = self.current[index]
        before = self.text[: name.start].rstrip()
        return index == 0 and before[-1:] in (";", ".", "!", "?") and self._who_acts(index) == SUBJECT_NOTE \
            and not self._src(name).lower().endswith(("'s", "’s")) and does_next(self.text, name.end)

    def _between_commas(self, part: Record) -> bool:
        """'..., Priya, steady hands', '... something. Bran, you want to resist?': a name alone in its clause, with
        a comma or a sentence's end on each side (or the phrase's end after it)."""
        before = self.text[: part.start].rstrip()
        after = self.text[part.end :].lstrip()
        return before[-1:] in _BREAKS and before != "" and (not after or after[0] in _BREAKS)

    def _acts(self, index: int) -> bool:
        """Whether a name is a subject: it opens its clause (or follows the acting name: 'Vex and Dex climb') and an
        action word comes next."""
        before = self.current[:index]
        joined = not before or self.text[before[-1].end : self.current[index].start].strip(" ,&").lower() in ("", "and")
        opens = not before or (len(before) == 1 and is_word(before[0], "NAME") and joined  # ("tomasz goes at vance")
                               and before[0].value == self.f.get("actor"))  # type: ignore[attr-defined]
        after = self.current[index + 1 : index + 2]
        return opens and any(is_word(p, "VERB", "TRICK", "SKILL") for p in after)

    def _owner_before_subject(self, index: int) -> bool:
        """'after dex's distraction vex sneaks past': a possessive opening the clause, with a name later in it before
        a verb said of that name: the later name acts, the owner is in the scene."""
        said, owner = self._src(self.current[index]).lower(), self.current[index]
        if not (said.endswith(("'s", "’s", "s'")) or said == f"{getattr(owner, 'value', '')}s".lower()):
            return False  # ("dexs distraction": a transcriber's possessive, no apostrophe)
        return any(is_word(p, "NAME") and self._subject(j) for j, p in enumerate(self.current) if j > index)

    def _subject(self, index: int) -> bool:
        """A name right before a verb in the third person ('Jonesy shoots him') is someone else acting."""
        after = self.current[index + 1 : index + 2]
        if not after or not is_word(after[0], "VERB", "TRICK"):
            return False
        if self._src(self.current[index]).lower().endswith(("'s", "’s", "s'")):  # "patch up Ripper's wounds"
            return False
        between = self.text[self.current[index].end : after[0].start].split()
        if any(not w.lower().endswith("ly") for w in between):  # "stab the merchant in the ribs" ("Jonesy quickly
            return False  # shoots him" is still Jonesy acting)
        word = self._src(after[0]).split()[0].lower()
        return word.endswith("s") and not word.endswith("ss")
