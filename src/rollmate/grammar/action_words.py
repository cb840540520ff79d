"""The actor's own words in a clause: names (speaker, target, a second actor asked about), skills, tricks, verbs,
attributes and conditions, and the plain words of the action. A part of the Binder, kept apart because it is one
job."""

from __future__ import annotations

from typing import Any

from rollmate.errors import PhraseError
from rollmate.grammar.questions import DISGUISE, as_who
from rollmate.grammar.records import Record, Word, is_word
from rollmate.grammar.words import DETERMINERS, LIGHT_VERBS
from rollmate.rules.request import Cue

# A word right before a name that makes it the one being helped ("help Kit").
HELPING = {"help", "helps", "helping", "assist", "assists", "assisting"}
# A word after a skill that makes it the roll named ("make a Medicine check", "an Alertness roll").
_CHECK_WORDS = {"check", "checks", "roll", "rolls", "test", "tests", "save", "saves"}
# The reading's note on a name that opens the phrase in the third person ("Dex shoots the guard").
OPENER_NOTE = "the name opening the phrase acts"


def _determines(word: str) -> bool:
    """An article, a possessive ('his', 'the merchant's'): the word after it names a thing ('the merchant's ribs')."""
    return word in DETERMINERS or (len(word) > 2 and word.endswith("'s") and word not in _CONTRACTIONS)


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
        described = nxt is not None and is_word(nxt, "CUE")  # "the guard is suspicious"
        opener = (type_ in ("NAME", "POSS") and index == 0 and not started and not f.get("actor")
                  and self.clause_no == 1 and not described)
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
            if spender_here:
                f["actor"] = value  # "Ripper adds her war die to Jonesy's roll"
            elif opener:  # the speaker, not part of the action
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=OPENER_NOTE)
            elif not started and f.get("actor") and value != f["actor"] and self._acts(index):
                self._once("actor", part)  # "Vex and Dex climb the fence": two people act; ask, never drop one
            elif started and value != f.get("actor") and self._subject(index):
                raise self._error(part, f"Does {value} act too? That is a second roll.",  # "... and Jonesy shoots him"
                                  f"Roll one at a time, e.g. '{value}: <what {value} does>' next.")
            elif f.get("target") is None and value != f.get("actor"):
                f["target"] = value
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
            # "the wounded guard": a condition said before a noun is that person's, the target's
            said_of = "target" if nxt is not None and is_word(nxt, "WORD", "NAME", "POSS") else "any"
            self.cues.append(Cue(key=value, who=said_of, text=self._src(part)))
            self._read(part, kind=self.cue_kinds.get(value, "condition"))
            return False
        self.unknown.append(self._src(part))
        return False

    # -- checks -----------------------------------------------------------------------------------------------------
    def _after_article(self, part: Record, index: int) -> bool:
        """'the pilot', 'the new recruit': a word after an article (and perhaps one plain word) names a thing."""
        after = self.text[part.end :].split(None, 1)
        if after and after[0].lower().strip(".,;!?") in _CHECK_WORDS:  # "a medicine check": the skill named
            return False
        before = [w.lower().replace("’", "'") for w in self.text[: part.start].rsplit(None, 2)[-2:]]  # last two words
        if before and _determines(before[-1]):
            return not (len(before) > 1 and before[-2] in LIGHT_VERBS)  # "make the jump": the jump is the action
        previous = self.current[index - 1] if index else None
        plain = previous is not None and is_word(previous, "WORD")
        return plain and len(before) > 1 and _determines(before[-2])

    def _acts(self, index: int) -> bool:
        """Whether a name is a subject: it opens its clause (or follows the acting name: 'Vex and Dex climb') and an
        action word comes next."""
        before = self.current[:index]
        opens = not before or (len(before) == 1 and is_word(before[0], "NAME")
                               and before[0].value == self.f.get("actor"))  # type: ignore[attr-defined]
        after = self.current[index + 1 : index + 2]
        return opens and any(is_word(p, "VERB", "TRICK", "SKILL") for p in after)

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
