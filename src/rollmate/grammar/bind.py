"""Binding: gives every slot of a parsed phrase an owner and a field, and records what was read where.

Rules of ownership (language.md, "Binding and accounting"): dice belong to the actor unless a participant named
right before them ("Mavros rolled 6 2 3", "the goon rolled ...") owns them; the actor comes only from "NAME:",
"as NAME", a name opening the first clause, or a MUSH roll command's "roll NAME/ability"; a second value for one thing and
a second action are asked about, never half-applied. Every slot becomes a `Clause` of the reading.
"""

from __future__ import annotations

from dataclasses import replace
import operator

from collections.abc import Callable
from typing import Any

from lark import Token

from rollmate.errors import PhraseError
from rollmate.grammar import roll_strings
from rollmate.grammar.questions import DISGUISE, as_who, two_actions
from rollmate.grammar.sides import Sides
from rollmate.grammar.transformer import Part
from rollmate.rules.request import FACES_STATED, Clause, Cue, DLStep, Modifier, Side

# The reading's name for each kind of slot (the JSON `reading.clauses[].kind`).
KIND = {
    "speaker": "speaker", "dice": "dice", "war": "war die", "luck": "luck", "avoid": "luck", "difficulty": "difficulty",
    "steps": "difficulty steps", "versus": "opponent", "helper": "helper", "assist": "helper", "ability": "ability",
    "modifier": "modifier", "bonus": "bonus", "advantage": "advantage", "dice_count": "dice count", "npc": "npc roll",
    "upgrade": "upgrade", "group": "group", "attack": "attack", "self": "condition", "purpose": "purpose",
    "slash": "roll string", "open_skill": "skill", "roll": "roll",
}
_START = operator.attrgetter("start")
_END = operator.itemgetter(1)
# A word right before a name that makes it the one being helped ("help Kit").
_HELPING = {"help", "helps", "helping", "assist", "assists", "assisting"}
_DETERMINERS = {"the", "a", "an", "this", "that", "his", "her", "their", "my", "our", "your", "its", "some"}


def _options(actions: list[tuple[str, Part]]) -> set[str]:
    """What a clause's action words may mean: a word that fits several ('Unarmed Strike|Melee Strike') adds each."""
    return {option for value, _ in actions for option in str(value).split("|")}


class Binder(Sides):
    """Collects the fields of a RollRequest from the parts of each clause."""

    __slots__ = ("abilities", "actions", "clause_no", "cue_kinds", "cues", "current", "f", "faces_by", "helpers", "helping_rolls",
                 "mods", "names", "opponent", "opponent_part", "owned", "reading", "refuse", "roll_strings", "seen",
                 "spans", "steps", "suggest", "text", "unknown", "upgrades", "verb_nouns", "verbs")

    def __init__(self, text: str, *, roll_strings: bool, refuse: dict[str, str], names: tuple[str, ...],
                 suggest: Callable[[str], tuple[str, ...]], verb_nouns: bool = False, helping_rolls: bool = False,
                 cue_kinds: dict[str, str] | None = None) -> None:
        self.text = text
        self.cue_kinds = cue_kinds or {}  # the game's clause kind for a cue word ("risky" -> "position")
        self.helping_rolls = helping_rolls  # "Boone helps Kit": the helper's own roll, Kit is who is helped
        self.verb_nouns = verb_nouns  # the verbs table lists things too: a word after an article still counts
        self.roll_strings = roll_strings  # roll strings; bare numbers after "vs" are NPC ratings
        self.refuse = refuse  # clause kind -> why this game has no rule for it
        self.names = names
        self.suggest = suggest  # close loaded names and rules words, for a name nobody knows
        self.f: dict[str, Any] = {"text": text}
        self.abilities: list[str] = []
        self.verbs: list[str] = []
        self.cues: list[Cue] = []
        self.steps: list[DLStep] = []
        self.mods: list[Modifier] = []
        self.helpers: list[Side] = []
        self.faces_by: dict[str, tuple[int, ...]] = {}
        self.owned: list[tuple[str, Part]] = []  # dice stated for someone described in words ("the goon rolled")
        self.spans: dict[int, list[tuple[int, int]]] = {}  # clause number -> where its action words stand
        self.actions: dict[int, list[tuple[str, Part]]] = {}  # clause number -> (rules value, word part)
        self.clause_no = 0
        self.unknown: list[str] = []
        self.opponent: dict[str, Any] = {}
        self.opponent_part: Part | None = None
        self.upgrades = 0
        self.reading: list[Clause] = []
        self.current: list[Part] = []  # the clause being bound
        self.seen: dict[str, Part] = {}  # one-value slots already filled

    # -- the whole phrase -------------------------------------------------------------------------------------------
    def bind(self, clauses: list[list[Part]]) -> dict[str, Any]:
        """The request's fields: only those the phrase filled (the rest keep the request's defaults)."""
        for clause in clauses:
            self.clause(clause)
        if self.owned:
            self._owned_dice()
        if len(self.actions) > 1:
            self._one_action()
        f = self.f
        for field, values in (("abilities", self.abilities), ("verbs", self.verbs), ("cues", self.cues),
                              ("dl_steps", self.steps), ("modifiers", self.mods), ("helpers", self.helpers),
                              ("unknown", self.unknown)):
            if values:
                f[field] = tuple(values)
        if self.upgrades:
            f["upgrades"] = self.upgrades
        f["action"] = ", ".join([self.text[min(v)[0] : max(v, key=_END)[1]] for v in self.spans.values()])
        if self.opponent:
            f["opponent"] = Side(**self.opponent)
        if f.get("npc_rating") is not None and f.get("target") and not f.get("actor") and not f.get("npc_name"):
            f["actor"] = f["target"]  # "roll 3 for the goon": the goon rolls, not whoever is acting
        if self.faces_by:
            actor = (f.get("actor") or "").lower()
            for name, faces in self.faces_by.items():
                if actor and name.lower() == actor:
                    self._once("dice", None)
                    f["dice"] = faces
            f["faces_by"] = {n: v for n, v in self.faces_by.items() if not (actor and n.lower() == actor)}
        self.reading.sort(key=_START)  # stable: clauses at one place keep the order they were read in
        f["reading"] = tuple(self.reading)
        return f

    # -- one clause -------------------------------------------------------------------------------------------------
    def clause(self, parts: list[Part]) -> None:
        self.clause_no += 1
        if self.roll_strings:
            parts = roll_strings.prepare(parts, self.text)
        self.current = parts
        started = False  # a verb, skill or trick has been seen in this clause
        spender_here = False
        steps_here: DLStep | None = None
        for index, part in enumerate(parts):
            kind = part["kind"]
            if part.get("swapped"):
                self.f["attribute_explicit"] = True  # "Reflexes+Firearms": the attribute came first
            if kind in self.refuse:
                self._refuse(part, self.refuse[kind])
            if kind != "word":
                self._read(part)
            if kind == "word":
                word_type = part["type"]
                nxt = parts[index + 1] if index + 1 < len(parts) else None
                if word_type in ("NAME", "WORD") and nxt is not None and nxt["kind"] == "dice" and not started:
                    self._owner_of(parts, index, nxt)
                    continue
                if word_type == "NAME" and nxt is not None and nxt["kind"] == "war":
                    self.f["war_spender"] = part["value"]
                    spender_here = not nxt["gift"]
                    self._read(part, kind="war die", note=f"{part['value']} pays for the war die")
                    continue
                if steps_here is not None and word_type in ("WORD", "VERB", "CUE", "NAME"):
                    # "raise it two steps for the wind": the rest of the clause is the reason
                    self.steps[-1] = DLStep(steps=steps_here.steps, reason=(self.steps[-1].reason + " " + self._src(part)).strip())
                    continue
                started = self.word(part, index, started, spender_here) or started
            elif kind == "steps":
                if part["steps"] is None:
                    raise self._error(part, "Which way do the steps go?", "Say e.g. 'one step harder' or 'two steps easier'.")
                steps_here = DLStep(steps=part["steps"])
                self.steps.append(steps_here)
            else:
                self.slot(part, parts, index)
                if kind in ("open_skill", "slash") and part.get("skill") or kind == "open_skill":
                    started = True

    def slot(self, part: Part, parts: list[Part], index: int) -> None:
        f = self.f
        kind = part["kind"]
        if kind == "speaker":
            self._once("actor", part)
            f["actor"] = part["name"]
        elif kind == "stranger":
            token: Token = part["token"]
            raise self._stranger(str(token.value), Part(start=token.start_pos, end=token.end_pos))
        elif kind == "dice" and part.get("owned"):
            pass  # someone else's dice, bound by _owner_of
        elif kind == "dice":
            self._once("dice", part)
            f["dice"] = part["faces"]
        elif kind == "war":
            self.war(part)
        elif kind == "luck":
            f["luck"] = True
        elif kind == "avoid":
            f["luck"] = True
            f["avoid_glitch"] = True
        elif kind == "difficulty":
            self.difficulty(part)
        elif kind == "versus":
            self.versus(part)
        elif kind == "helper":
            self.helper(part)
        elif kind == "assist":
            self.assist(part)
        elif kind == "open_skill":  # a skill of the game's own, typed after "roll" ("roll Basket Weaving")
            f.setdefault("skill", part["name"])
            self.spans.setdefault(self.clause_no, []).append((part["start"], part["end"]))
        elif kind == "ability":
            self.abilities.append(part["name"])
            if part.get("explicit"):
                f["attribute_explicit"] = True
        elif kind == "modifier":
            previous = parts[index - 1] if index else None
            if previous is not None and previous["kind"] == "versus" and self.roll_strings and previous.get("bare"):
                self.opponent["modifier"] = self.opponent.get("modifier", 0) + part["value"]  # "vs 3+1"
            else:
                self.mods.append(Modifier(amount=part["value"]))
        elif kind == "bonus":
            self._once("bonus", part)
            f["bonus_total"] = part["value"]
        elif kind == "advantage":
            f["advantage"] = part["value"]
        elif kind == "npc":
            self._once("npc", part)
            f["npc_rating"] = part["rating"]
        elif kind == "dice_count":
            self._once("dice_count", part)
            f["dice_count"] = part["count"]
        elif kind == "upgrade":
            self.upgrades += part["value"]
        elif kind == "group":
            f["group_size"] = part["size"]
        elif kind == "attack":
            f["attack_number"] = part["number"]
        elif kind == "self":
            self.cues.extend(Cue(key=c, who="actor") for c in part["cues"])
        elif kind == "purpose":
            f["purpose"] = part["text"]
        elif kind == "slash":
            self.slash(part)
        # "roll" only marks a roll string; nothing to store

    # -- slots ------------------------------------------------------------------------------------------------------
    def war(self, part: Part) -> None:
        f = self.f
        if part["count"] is not None and f.get("war_dice"):
            # "war die 5, spend a war die": one die or two? A second count is asked about, never added up.
            raise self._error(part, f"How many war dice: is '{self._src(part)}' another one, or the same?",
                              "Say the count once, e.g. 'spend 2 war dice, war dice 5 6'.")
        count = part["count"] if part["count"] is not None else max(1, len(part["faces"]))
        declared = f.get("war_dice", 0) - len(f.get("war_faces") or ())
        if part["count"] is None and part["faces"] and declared >= len(part["faces"]):
            count = 0  # "spend a war die, ..., war die 5": the faces of a die already declared
        if part["count"] is None and not part["faces"] and f.get("war_dice", 0) >= 1:
            count = 0  # "war die 5, Jonesy gives me her war die": the die already named, and who pays for it
        f["war_dice"] = f.get("war_dice", 0) + count
        if part["faces"]:
            f["war_faces"] = (*(f.get("war_faces") or ()), *part["faces"])
            self.reading[-1] = replace(self.reading[-1], **{"note": FACES_STATED})

    def difficulty(self, part: Part) -> None:
        f = self.f
        if "name" in part or "value" in part:
            self._once("difficulty", part)
        for key, field in (("trait", "trait"), ("name", "difficulty"), ("value", "difficulty_value")):
            if key in part:
                f[field] = part[key]

    def word(self, part: Part, index: int, started: bool, spender_here: bool) -> bool:
        f = self.f
        type_, value = part["type"], part["value"]
        if type_ == "WORD":  # a plain word of the action (most words are)
            self.spans.setdefault(self.clause_no, []).append((part["start"], part["end"]))
            self.unknown.append(self._src(part))
            return False
        nxt = self.current[index + 1] if index + 1 < len(self.current) else None
        described = nxt is not None and nxt["kind"] == "word" and nxt["type"] == "CUE"  # "the guard is suspicious"
        opener = (type_ in ("NAME", "POSS") and index == 0 and not started and not f.get("actor")
                  and self.clause_no == 1 and not described)
        if type_ == "NAME":
            before = self.text[: part["start"]].rstrip().lower()
            if not self.helping_rolls and before and before.rsplit(None, 1)[-1] in _HELPING:
                raise PhraseError(f"Who rolls: {value}, with help? Helping is the helper's part in {value}'s roll.",
                                  text=self.text, column=part["start"] + 1, length=part["end"] - part["start"],
                                  hint=f"Say '{value}: <what {value} does>, helped by <the helper>'.", asks=False)
            if index > 0 and before.endswith(" as") and not DISGUISE.search(before):
                raise as_who(self.text, value, part["start"], part["end"])  # "sneak in as Dex": who rolls?
        if type_ in ("NAME", "POSS", "SKILL", "TRICK", "VERB", "WORD", "ABILITY", "CUE") and not (opener and not spender_here):
            self.spans.setdefault(self.clause_no, []).append((part["start"], part["end"]))
        if type_ in ("NAME", "POSS"):
            if spender_here:
                f["actor"] = value  # "Ripper adds her war die to Jonesy's roll"
            elif opener:  # the speaker, not part of the action
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note="the name opening the phrase acts")
            elif not started and f.get("actor") and value != f["actor"] and self._acts(index):
                self._once("actor", part)  # "Vex and Dex climb the fence": two people act; ask, never drop one
            elif started and value != f.get("actor") and self._subject(index):
                raise self._error(part, f"Does {value} act too? That is a second roll.",  # "... and Jonesy shoots him"
                                  f"Roll one at a time, e.g. '{value}: <what {value} does>' next.")
            elif f.get("target") is None and value != f.get("actor"):
                f["target"] = value
            return False
        if (type_ == "SKILL" or (type_ == "VERB" and not self.verb_nouns)) and self._after_article(part, index):
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
            self.cues.append(Cue(key=value, who="any", text=self._src(part)))
            self._read(part, kind=self.cue_kinds.get(value, "condition"))
            return False
        self.unknown.append(self._src(part))
        return False

    # -- checks -----------------------------------------------------------------------------------------------------
    def _after_article(self, part: Part, index: int) -> bool:
        """'the pilot', 'the new recruit': a word after an article (and perhaps one plain word) names a thing."""
        before = self.text[: part["start"]].rsplit(None, 2)[-2:]  # the last two words before it
        if before and before[-1].lower() in _DETERMINERS:
            return True
        previous = self.current[index - 1] if index else None
        plain = previous is not None and previous["kind"] == "word" and previous["type"] == "WORD"
        return plain and len(before) > 1 and before[-2].lower() in _DETERMINERS

    def _acts(self, index: int) -> bool:
        """Whether a name is a subject: it opens its clause (or follows the acting name: 'Vex and Dex climb') and an
        action word comes next."""
        before = self.current[:index]
        opens = not before or (len(before) == 1 and before[0]["kind"] == "word" and before[0]["type"] == "NAME"
                               and before[0]["value"] == self.f.get("actor"))
        after = self.current[index + 1 : index + 2]
        return opens and any(p["kind"] == "word" and p["type"] in ("VERB", "TRICK", "SKILL") for p in after)

    def _subject(self, index: int) -> bool:
        """A name right before a verb in the third person ('Jonesy shoots him') is someone else acting."""
        after = self.current[index + 1 : index + 2]
        if not after or after[0]["kind"] != "word" or after[0]["type"] not in ("VERB", "TRICK"):
            return False
        if self._src(self.current[index]).lower().endswith(("'s", "’s", "s'")):  # "patch up Ripper's wounds"
            return False
        word = self._src(after[0]).split()[0].lower()
        return word.endswith("s") and not word.endswith("ss")

    def _one_action(self) -> None:
        """Two clauses that each name a different action are two rolls: ask which, never roll one silently."""
        clauses = [(n, acts) for n, acts in self.actions.items() if acts]
        if len(clauses) < 2:
            return
        (n1, first), (n2, second) = clauses[0], clauses[1]
        if _options(first) & _options(second):  # "hit the guard, use Melee Strike": one action, and which it is
            return
        span1 = self.spans.get(n1, [(first[0][1]["start"], first[-1][1]["end"])])
        span2 = self.spans.get(n2, [(second[0][1]["start"], second[-1][1]["end"])])
        raise two_actions(self.text, (min(s for s, _ in span1), max(e for _, e in span1)),
                          (min(s for s, _ in span2), max(e for _, e in span2)))

    def _once(self, what: str, part: Part | None) -> None:
        if part is None:
            return
        if what in self.seen and self.seen[what] is not part:
            earlier = self.seen[what]
            label = {"actor": "Two people act", "dice": "Two sets of dice",
                     "difficulty": "Two difficulties", "opponent": "Two opponents"}.get(what, f"Two values for {what}")
            hint = {"actor": f"Roll for one character at a time, e.g. '{self._src(earlier)}: ...' now and "
                              f"'{self._src(part)}: ...' next.",
                    "opponent": "Roll against one opponent at a time."}.get(
                what, "Say it once, e.g. 'Wits Hard' or 'rolled 3 9'.")
            raise self._error(part, f"{label}: '{self._src(earlier)}' and '{self._src(part)}'. Which one is it?", hint)
        self.seen[what] = part

    def _refuse(self, part: Part, why: str) -> None:
        raise self._error(part, f"'{self._src(part)}' can't be used here: {why}", None)

    def _read(self, part: Part, *, kind: str | None = None, note: str | None = None) -> None:
        label = kind or KIND.get(part["kind"], part["kind"])
        self.reading.append(Clause(kind=label, text=self._src(part), start=part["start"], end=part["end"], note=note))

    def _src(self, part: Part) -> str:
        return self.text[part["start"] : part["end"]]

    def _error(self, part: Part, message: str, hint: str | None) -> PhraseError:
        return PhraseError(message, text=self.text, column=part["start"] + 1,
                           length=max(1, part["end"] - part["start"]), hint=hint)
