"""Binding: gives every slot of a parsed phrase an owner and a field, and records what was read where.

Rules of ownership (language.md, "Binding and accounting"): dice belong to the actor unless a participant named
right before them ("Mavros rolled 6 2 3", "the goon rolled ...") owns them; the actor comes only from "NAME:",
"as NAME", a name opening the first clause, or a MUSH roll command's "roll NAME/ability"; a second value for one thing and
a second action are asked about, never half-applied. Every slot becomes a `Clause` of the reading.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rollmate.errors import PhraseError
from rollmate.grammar import records as r
from rollmate.grammar import roll_strings
from rollmate.grammar.action_words import (
    ADDRESSED_NOTE,
    BIDDING,
    CALLED_NOTE,
    COMMANDED_AT_NOTE,
    NARRATED,
    OPENER_NOTE,
    PLAYER_BIDS,
    RECEIVING,
    ROLLED_FOR_NOTE,
    SCENE_NOTE,
    SCENE_TARGET_NOTE,
    STORY_ABILITY_NOTE,
    TOLD_NOTE,
    TOLD_TARGET,
    ActionWords,
    apposition,
    described_doer,
    doer_of,
    does_next,
    first_i,
    imitated,
    labelled_after,
    owner_not_acted_on,
    person_shaped,
    said_next,
    speaks_as_i,
)
from rollmate.grammar.agents import done_by_before
from rollmate.grammar.literals import may_end_with
from rollmate.grammar.manner import manner_spans
from rollmate.grammar.positions import comes_close, gets_there
from rollmate.grammar.questions import two_actions, which_named
from rollmate.grammar.raw import says_its_name, verb_bases
from rollmate.grammar.records import Record, Word, is_word
from rollmate.grammar.scene_words import said_to_do
from rollmate.grammar.sentences import carrying, ends, sentence_of
from rollmate.grammar.sides import DEED_AGAINST_NOTE, Sides
from rollmate.grammar.speech import ACTED_ON_NOTE
from rollmate.grammar.words import (
    DETERMINERS,
    FEMALE_PEOPLE,
    GM_WORDS,
    MALE_PEOPLE,
    MAN_NOT_MALE,
    PEOPLE_WORDS,
    SENSED,
    SPEECH_VERBS,
    SUBORDINATORS,
)
from rollmate.rules import request
from rollmate.rules.forms import adverb, common_word, said_of_someone
from rollmate.rules.lexicon import PARTICIPLE, SAID_OF_SOMEONE, is_tagged, word_classes
from rollmate.rules.request import FACES_STATED, Clause
from rollmate.rules.spoken import lexicon, rolls_again

if TYPE_CHECKING:  # the request's parts load with the first phrase that says one
    from rollmate.rules.request_parts import Cue, DLStep, Modifier, Side

_START = operator.attrgetter("start")
# Words that say who does a deed after them: a name aside, the pronouns that may be a subject.
_WHO_DOES = frozenset({"i", "you", "he", "she", "we", "they", "it", "who"})
# The reading's kinds that are no rules word of the roll: the story's words and the people in it.
_NO_RULES_WORD = frozenset({"action", "speaker", "scene", "condition", "target", "correction", "speaker's label",
                            "speech"})
# What says a step follows from what was just said ("..., so it goes up a step", "so that's a step harder").
# Verbs of giving a resource to another's roll ("Moss, give war die to Percy", "Moss passes her war die").
_GIVING = frozenset({"give", "gives", "gave", "pass", "passes", "passed", "hand", "hands", "handed", "lend", "lends",
                     "lent", "toss", "tosses", "tossed", "throw", "throws", "threw"})
_SO_STEP = (r"(?i)\bso\s+(?:(?:it|that|this|the dl|the roll)(?:\s+(?:goes|gets|is|becomes|moves|would go|should go)"
            r"|['’]s)?\s+|(?:[^\W\d_][\w'’-]*\s+){1,3}?(?:goes|gets|becomes|moves)\s+|(?:that|it)s\s+)?$"
            r"|[^\W\d_][^.!?;(]*\(\s*$")
# (what goes up named: "no medkit, so First Aid goes up a step"); or the step in brackets after what it follows from
# ("a hard spot to hit (+1 step)")
YOU_NOTE = "the one the post says 'you' to: acts"
OWNER_NOTE = "whose thing of the scene it is"
ASKED_NOTE = "one of the options asked about; another is said after as the roll"
PRONOUN_SUBJECT_NOTE = "named, then acts as 'he', 'she' or 'they' in a later sentence"
PASSIVE_NOTE = "the one it is done to: the one named after 'by' does it"
AGENT_NOTE = "named after 'by' as the one who made the roll: they roll"
# "is punched by", "was shot at by", "got tackled hard by": a be-verb (or get), then the action's word, then 'by' right
# before the one who does it.
# Or a verb of receiving, then the blow as a noun, then 'from': "is to receive a punch from", "takes a kick from".
_PASSIVE = (r"(?i)\b(?:(?:is|was|are|were|be|been|being|gets|get|got|gotten|getting)\s+(?:\w+ly\s+)?(\w+)"
                      r"(?:\s+(?:at|on|down|up|over|out|back|hard))?\s+by|(?:" + "|".join(sorted(RECEIVING)) +
                      r")\s+(?:a|an|one|single)\s+(?:\w+\s+)?(\w+)\s+from)\s*$")  # kept as text: compiled (by re, once) where first used
_END = operator.itemgetter(1)
# The reading's kinds that say what is rolled: what a name opening a post did, if a roll is for it.
_ROLL_KINDS = frozenset({"action", "skill", "trick", "ability"})
ANOTHER_ACTS_NOTE = "opens the sentence of the roll's action: the one who acts"
_BEING = frozenset({"is", "was", "are", "were", "has", "had", "seems", "seemed", "looks", "looked", "appears", "feels",
                    "remains", "stays", "lies", "lay"})  # (what someone is, never what they do)
OPENER_SCENE_NOTE = "named first, in the scene: another does the roll"
OPENER_ACTED_ON_NOTE = "named first, then acted on ('him', 'her', 'them'): the roll is on them"
_NAMED_ROLLS = _ROLL_KINDS - {"action"}  # the roll named in the game's own words
_WORDS_AFTER = r" +[^\W\d_]"  # a word of the name's own clause right after it ('Pike is standing')
# Someone acted on, said as an object in the opener's sentence, and the subject pronoun that stands for them in a later
# one: 'him' and 'them' anywhere; 'her' before a mark or a word no noun is ("shouts after her.", "pushes her
# aside"), never "her rifle", which may be the opener's own.
_OBJECT_THEN_SUBJECT = (
    (r"(?i)\bhim\b", "he"),
    (r"(?i)\bthem\b", "they"),
    (r"(?i)\bher\b(?=\s*(?:[,;:!?—–)]|$)|\s+(?:and|again|back|away|aside|down|up|off|out|over|through|from|to|with|as|"
     r"while|for|into|onto|toward|towards|across|along|around|behind|past|but|then|too|once|twice)\b)", "she"),
)
# What opens another clause, with its own subject, between the opener and the one acted on: a mark, or a word of
# Words of time opening a clause of what others do around the roll ("when the alarm sounds, ..."), and the
# subjects that say the roller may be doing it ("when I ...", "as she ...").
_TIME_OPENERS = ("when", "whenever", "as", "once", "after", "before", "until", "till", "while", "whilst", "since")
# A clause of reason or condition ("cos nothing is chasing him", "if he even remembers me"), and the subjects that
# make it no deed of who rolls (_reasons).
_REASON_OPENERS = ("because", "cos", "coz", "cuz", "'cause", "since", "if", "unless")
# What the referee does with the roll, said as the verb after 'GM' ("GM gave +1 for ...", "the MC says it's ...").
_RULING_VERBS = frozenset({"give", "grant", "allow", "award", "say", "rule", "call", "let", "set", "add", "offer"})
_REASON_SUBJECTS = frozenset({"nothing", "nobody", "noone", "no one", "we", "it", "they"})
_PRONOUN_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they", "i'm", "he's", "she's", "they're", "we're"})
# SUBORDINATORS before a subject ("as the ghost turns toward her", "while he waits for her").
_ANOTHER_CLAUSE = (r"(?i)[,;:—–()\"“”]|\b(?:" + "|".join(sorted(SUBORDINATORS)) +
                   r")\s+(?:the|a|an|he|she|it|they|we|i|someone|everyone|this|that|(?-i:[A-Z])[\w'’]*)\b")


# Records that say no rules value: who speaks, a stranger, the word 'roll', why the character acts.
_NOT_RULES = frozenset({"speaker", "stranger", "roll", "purpose"})


_TRADE_ASKED = "asked; the position and effect set after it answer it"


def _key_of(cues: list[Cue], text: str) -> str | None:
    """The key of the cue said with these words, if one was."""
    return next((c.key for c in cues if c.text == text), None)


def _rules_part(part: Record) -> bool:
    """Whether a record of the phrase says a rules value: dice, a number, a skill, trick or ability named, ..."""
    if type(part) is Word:
        return part.type in ("SKILL", "TRICK", "ABILITY")
    return part.kind not in _NOT_RULES


DOER_NOTE = "opens the sentence of the roll's deed: the one who does it"
# The words that name a roll: a skill, trick, stat or move, or an action the game's verbs know.
_ROLL_WORDS = frozenset({"SKILL", "TRICK", "ABILITY", "VERB"})


def _names_roll(part: Record) -> bool:
    """Whether a record names the roll: a skill, trick, stat, move or action word, or a stat or skill slot."""
    return (part.type in _ROLL_WORDS) if type(part) is Word else part.kind in ("ability", "open_skill")  # records.RARER


def _thrown_apart(dice: r.Dice) -> bool:
    """Whether dice came as a throw of their own, their notation counting them ('Rolled 1d6: 4')."""
    return dice.said is not None and (found := re.fullmatch(r"(\d+)d\d+", dice.said.strip().lower())) is not None \
        and int(found.group(1)) == len(dice.faces)


def _person(part: Record) -> str | None:
    """Who a record that says who acts names ('Anouk:', 'roll Anouk/demolitions', 'Anouk, ...'), casefolded."""
    said = getattr(part, "name", None) or (part.value if type(part) is Word and part.type == "NAME" else None)
    return str(said).casefold() if said else None


# A resource's word said as an idiom of wishing ("... once more for <it>", "for good <it>"), no spend word with it:
# the group names the word, which must be the resource as said.
_FOR_IDIOM = r"(?i)^(?!.*\b(?:spend|spends|spent|spending|burn|burns|burned|burning|use|uses|using|point|points)\b)" \
             r".*\bfor\s+(?:good\s+)?(\w+)$"


def _options(actions: list[tuple[str, Record]]) -> set[str]:
    """What a clause's action words may mean: a word that fits several ('Unarmed Strike|Melee Strike') adds each."""
    return {option for value, _ in actions for option in str(value).split("|")}


def _may_be(pronoun: str, name: str) -> bool:
    """Whether 'he' / 'she' may stand for someone so named: not when the last word of the name says the other sex
    ('the doorman', 'the barmaid': words.MALE_PEOPLE, FEMALE_PEOPLE); a character's name says none."""
    said = pronoun.lower().replace("’", "'").split("'")[0]
    if said not in ("he", "she"):
        return True
    word = re.sub(r"[^a-z]", "", name.lower().split()[-1]) if name.split() else ""
    female = word in FEMALE_PEOPLE or word.endswith("woman")
    male = not female and (word in MALE_PEOPLE or word.endswith("man") and word not in MAN_NOT_MALE)
    return not (female if said == "he" else male)

class Binder(Sides, ActionWords):
    """Collects the fields of a RollRequest from the records of each clause."""

    __slots__ = ("abilities", "actions", "addressed_name", "ahead", "approaches", "asides", "clause_no", "cue_kinds", "cues", "current", "f", "faces_by", "giving", "helpers",
                 "helping_rolls", "index", "later", "levels", "mods", "named", "named_dice", "names", "npcs", "opponent", "opponent_part", "owned", "owned_ids", "owners", "parts_of", "reading",
                 "referee", "refuse", "relay_pronouns", "roll_strings", "rolled_for", "rolls_of", "said_by", "scene_clause", "seen", "spans", "spent", "spent_at", "steps", "suggest", "taken_back", "text", "unknown", "unrated", "upgrades",
                 "verb_nouns", "verbs")

    def __init__(self, text: str, *, roll_strings: bool, refuse: dict[str, str], names: tuple[str, ...],
                 suggest: Callable[[str], tuple[str, ...]], verb_nouns: bool = False, helping_rolls: bool = False,
                 cue_kinds: dict[str, str] | None = None, named_dice: bool = False,
                 levels: dict[str, int] | None = None, rolls_of: dict[str, tuple[str, ...]] | None = None,
                 taken_back: tuple[int, ...] = (), referee: bool = False,
                 asides: tuple[tuple[int, int], ...] = (), npcs: frozenset[str] = frozenset(),
                 rolled_for: tuple[int, frozenset[str]] | None = None,
                 approaches: dict[str, frozenset[str]] | None = None) -> None:
        self.text = text
        # where a relay's lead-in names whose roll it is ('for Dex, since he's away:'), and the pronouns it said of them
        self.rolled_for, self.relay_pronouns = rolled_for if rolled_for is not None else (None, frozenset())
        self.asides = asides  # where the player speaks out of character ('((+hard: 3, 4))'): see _aside_decides
        self.referee = referee  # the referee writes ('Yours, the GM'): 'I asked Aurelia to ...' asks her to act
        self.rolls_of = rolls_of or {}  # an action word's value -> the rolls it decides, where it is no roll itself
        self.approaches = approaches or {}  # a roll -> its verbs of coming close, its own first part: see _getting_there
        self.taken_back = taken_back  # where words a speaker took back end ('sneaks past the guard no|'): see word()
        self.levels = levels or {}  # the game's difficulty levels and their numbers: one level said twice is one
        self.named_dice = named_dice  # the game uses everyone's dice (a group action): they are its to judge
        self.cue_kinds = cue_kinds or {}  # the game's clause kind for a cue word ("risky" -> "position")
        self.helping_rolls = helping_rolls  # "Boone helps Kit": the helper's own roll, Kit is who is helped
        self.verb_nouns = verb_nouns  # the verbs table lists things too: a word after an article still counts
        self.roll_strings = roll_strings  # roll strings; bare numbers after "vs" are NPC ratings
        self.refuse = refuse  # clause label -> why this game has no rule for it
        self.names = names
        self.npcs = npcs  # the people the GM plays: acting beside a player's character, they are its scene
        self.suggest = suggest  # close loaded names and rules words, for a name nobody knows
        self.f: dict[str, Any] = {"text": text}
        self.abilities: list[str] = []
        self.verbs: list[str] = []
        self.cues: list[Cue] = []
        self.giving = False  # a name told to give a resource: the name after 'to' says whose roll it is on
        self.steps: list[DLStep] = []
        self.mods: list[Modifier] = []
        self.helpers: list[Side] = []
        self.faces_by: dict[str, tuple[int, ...]] = {}
        self.said_by: dict[str, str] = {}  # the notation said with a named person's dice ('Calloway: 2d6 [4, 1]')
        self.owned: list[tuple[str, Record]] = []  # dice stated for someone described in words ("the goon rolled")
        self.owned_ids: set[int] = set()  # stated dice that belong to someone other than the actor
        self.spans: dict[int, list[tuple[int, int]]] = {}  # clause number -> where its action words stand
        self.actions: dict[int, list[tuple[str, Record]]] = {}  # clause number -> (rules value, word record)
        self.clause_no = 0
        self.parts_of: dict[int, list[Record]] = {}  # clause number -> its records, as bound
        self.index = 0  # where the record being bound stands in its clause
        self.unknown: list[str] = []
        self.opponent: dict[str, Any] = {}
        self.opponent_part: Record | None = None
        self.unrated: r.Versus | None = None
        self.upgrades = 0
        self.reading: list[Clause] = []
        self.current: list[Record] = []  # the clause being bound
        self.seen: dict[str, Record] = {}  # one-value slots already filled
        self.scene_clause = 0  # the clause a scene phrase opened with someone's possession, until a name (see word())
        self.named: list[str] = []  # the people the phrase has named so far, in order (for a pronoun)
        self.owners: set[str] = set()  # the people named only as owning a thing ("the referee's drone")
        self.ahead: list[r.OtherState] = []  # pronouns standing for someone named after them (other_state)
        self.spent: dict[str, dict[str, Any]] = {}  # resource key -> what the phrase spends of it (Spending's fields)
        self.spent_at: dict[str, int] = {}  # resource key -> where its dice were first counted

    # -- the whole phrase -------------------------------------------------------------------------------------------
    def _marked_ability_decides(self) -> None:
        """Two abilities, one said as the roll's ('roll +sharp', 'with Cool') and one a plain lowercase word of the
        scene's ('hot off the press'): the marked one is rolled, the plain one shown as the scene's."""
        said = [c for c in self.reading if c.kind == "ability" and c.used]
        if len({self.text[c.start : c.end].lower() for c in said}) != 2:
            return
        marked = [c for c in said if re.search(r"(?i)(?:[+]|\b(?:roll|rolls|rolling|using|with|stat|plus))\s*$",
                                               self.text[: c.start])]
        plain = [c for c in said if c not in marked and self.text[c.start : c.end].islower()]
        if len(marked) != 1 or len(plain) != 1:
            return
        word = self.text[plain[0].start : plain[0].end]
        self.abilities[:] = [a for a in self.abilities if str(a).lower() != word.lower()]
        self.reading[:] = [replace(c, kind="scene", used=False, note=STORY_ABILITY_NOTE) if c is plain[0] else c
                           for c in self.reading]

    def bind(self, clauses: list[list[Record]]) -> dict[str, Any]:
        """The request's fields: only those the phrase filled (the rest keep the request's defaults)."""
        clauses = self.helpers_spoken_to(clauses)
        self.later = [part for clause in clauses for part in clause]
        self.addressed_name = self.said_you_to()
        for clause in clauses:
            self.clause(clause)
        npc = self.seen.get("npc scene")
        if type(npc) is Word and self.f.get("target") is None and self.f.get("actor") not in (None, npc.value) \
                and not imitated(self.text, npc.start, npc.end) \
                and owner_not_acted_on(self.text, npc.start, npc.end) is None:  # (not "as the Turf King's heavies
            # close in": what is theirs acts)
            self.f["target"] = npc.value  # the one the player's character deals with, where no other is named
            self.seen["target"] = npc
            self.reading[:] = [replace(c, kind="target", used=True, note=SCENE_TARGET_NOTE)
                               if c.start == npc.start and c.kind == "speaker" else c for c in self.reading]
        if self.owned:
            self._owned_dice()
        self._opener_sets_the_scene()
        self._opener_acts_on_another()
        self._another_does_the_roll()
        told = self.seen.get("told")
        if told is not None and self.f.get("target") is None:  # "Okafor swears ...; Juno watches his face": Okafor
            self.f["target"] = told.value  # type: ignore[attr-defined]
            self.reading[:] = [replace(c, kind="target", used=True, note=TOLD_TARGET) if c.note == TOLD_NOTE else c
                               for c in self.reading]
        self._passive()
        self._done_as_a_thing()
        self._bidden_by_a_player()
        self._owner_acts()  # (first: a described doer acting on an owner who then acts is no doer left unsaid)
        self._described_doer()
        self._described_acts()
        for part in self.ahead:  # a pronoun named after it: its conditions, now who acts is known
            self._state_of(part, self._named_after(part))
        self._aside_decides()
        self._marked_ability_decides()
        self._trade_answered()
        if len(self.actions) > 1 or any(c.kind == "purpose" for c in self.reading):
            self._one_action()
        self._one_named()
        self._commanded_at_the_scene()
        self._you_said_to()
        self._doer_never_dropped()
        f = self.f
        for field, values in (("abilities", self.abilities), ("verbs", self.verbs), ("cues", self.cues),
                              ("dl_steps", self.steps), ("modifiers", self.mods), ("helpers", self.helpers),
                              ("unknown", self.unknown)):
            if values:
                f[field] = tuple(values)
        if self.upgrades:
            f["upgrades"] = self.upgrades
        if self.spent:
            f["spends"] = tuple(request.Spending(key=key, **said) for key, said in self.spent.items())
        manner = manner_spans(self.text)  # "I'm terrible at this lol, Pell shoots ...": how the writer feels, no action
        spans = [[s for s in v if not any(start <= s[0] and s[1] <= end for start, end in manner)]
                 for v in self.spans.values()]
        f["action"] = ", ".join([self.text[min(v)[0] : max(v, key=_END)[1]] for v in self._action_sentences(spans) if v])
        if self.opponent:
            self._opponent_faces()
            self.unrated_said()
            f["opponent"] = request.Side(**self.opponent)
        if f.get("npc_rating") is not None and f.get("target") and not f.get("actor") and not f.get("npc_name"):
            f["actor"] = f["target"]  # "roll 3 for the goon": the goon rolls, not whoever is acting
        if self.faces_by:
            actor = (f.get("actor") or "").lower()
            opener = next(iter(self.faces_by))
            others = {self.opponent.get("name"), f.get("target"), *(h.name for h in self.helpers)}
            if not actor and opener not in others and (self.text.lstrip().lower().startswith(opener.lower())
                                                       or self._sentence_with_dice(opener, others)
                                                       or self.opponent.get("name") in self.faces_by
                                                       or self.opponent.get("faces") is not None):
                f["actor"], actor = opener, opener.lower()  # "Vex: 7 2, shoot the guard": who opens with dice acts
                # ("roll Sailing vs Tern/3 - Skipper rolled ..., Tern rolled ...": each side named with its dice)
            target = f.get("target")
            if actor and actor == (self.opponent.get("name") or "").lower() and target in self.faces_by \
                    and not self.named_dice:
                # "Commander Adair chews Paddles out ...: Composure vs Commander Adair. Paddles rolled ..., Commander
                # Adair rolled ...": the one acted on answers, rolling against the one who acted, each with their dice
                f["actor"], actor, f["target"] = target, target.lower(), None
            for name, faces in self.faces_by.items():
                if actor and name.lower() == actor:
                    self._named_dice_again(name, faces)
                    f["dice"] = faces
                    if name in self.said_by:
                        f["dice_said"] = self.said_by[name]
            f["faces_by"] = {n: v for n, v in self.faces_by.items() if not (actor and n.lower() == actor)}
            if said_by := {n: v for n, v in self.said_by.items() if n in f["faces_by"]}:
                f["said_by"] = said_by
            if not self.named_dice:
                self._whose_dice(f["faces_by"])
        self.reading.sort(key=_START)  # stable: clauses at one place keep the order they were read in
        f["reading"] = tuple(self.reading)
        return f

    def _doer_never_dropped(self) -> None:
        """A player's character named opening its sentence right before the roll's own deed ("... the creek I never
        nailed. Agnes reads the sky ...") does that deed: where the reading has no one acting, they act; where it has another,
        who rolls is asked. Never dropped for the seat's character to roll in their place."""
        used = {c.start for c in self.reading if c.kind in ("action", "trick", "skill") and c.used}
        stops = ends(self.text)
        for k, part in enumerate(self.later[:-1]):
            deed = self.later[k + 1]
            if not is_word(part, "NAME") or not self._src(part)[:1].isupper() or deed.start not in used \
                    or not is_word(deed, "VERB", "TRICK", "SKILL") \
                    or self.text[part.end : deed.start].strip() or part.value in self.npcs \
                    or part.value in (self.f.get("actor"), self.f.get("target"), self.opponent.get("name")):  # type: ignore[attr-defined]
                continue  # (a player's character only: one the GM plays, or the other side, is read where they stand)
            opens = stops[sentence_of(part.start, stops) - 1] if sentence_of(part.start, stops) else 0
            if self.text[opens : part.start].strip():
                continue  # (only a name opening its sentence: "as Codd charges ..." is read where it stands)
            if self.f.get("actor") is None:
                self.f["actor"] = part.value  # type: ignore[attr-defined]
                self.seen["actor"] = part
                self.reading.append(Clause(kind="speaker", text=self._src(part), start=part.start, end=part.end,
                                           note=DOER_NOTE))
                return
            raise self._error(part, f"Who rolls: {part.value} or {self.f['actor']}?",  # type: ignore[attr-defined]
                              f"Start the line with who rolls and a colon, e.g. '{part.value}: ...'.")  # type: ignore[attr-defined]

    def _given_spend(self, part: Record) -> Record | None:
        """The resource a name is told to give, or gives ("Moss, give war die to Percy", "Moss passes her war die"):
        the spend after a comma and a verb of giving, or after that verb alone."""
        parts = self.later
        k = next((k for k, p in enumerate(parts) if p is part), len(parts)) + 1
        if k < len(parts) and is_word(parts[k], "SEP") and self._src(parts[k]) == ",":
            k += 1
        if k + 1 < len(parts) and is_word(parts[k], "WORD", "VERB") and self._src(parts[k]).lower() in _GIVING \
                and parts[k + 1].kind == "spend" and parts[k + 1].counted:
            return parts[k + 1]
        return None

    def _commanded_at_the_scene(self) -> None:
        """'The thief is here, fingering a painting. ... > TELL THIEF THE GUARDS ARE ON THEIR WAY (bluff)': one of the
        GM's people named as acting in a sentence before the roll's action, which is said as a command, only set the
        scene; the player's character acts, on them where no one else is acted on."""
        actor, earlier = self.f.get("actor"), self.seen.get("actor")
        action = next((c for c in self.reading if c.kind == "action" and c.used), None) or next(
            (c for c in self.reading if c.kind in ("trick", "skill") and c.used), None)
        if actor not in self.npcs or earlier is None or action is None or not self.commanded_after(earlier, action):
            return
        self.no_actor_but_the_scene()
        if self.f.get("target") is None or self.f["target"] == self.addressed_name:
            self.f["target"] = actor  # ("The merchant swears blind ... Vex, do you catch the lie?": the one spoken
            # to acts, on the merchant)
            self.reading[:] = [replace(c, kind="target", used=True) if c.note == COMMANDED_AT_NOTE else c
                               for c in self.reading]

    def _named_dice_again(self, name: str, faces: tuple[int, ...]) -> None:
        """'Corentin: 6 2 7. I roll for him too: 6 1 2': dice given as the actor's by name, and other faces given
        without one, are two sets: asked about, never one dropped (the same faces said twice are one roll)."""
        earlier = self.f.get("dice")
        if earlier is None or tuple(earlier) == tuple(faces):
            return
        named = self.seen.get(f"dice of {name.lower()}")
        bare = self.seen.get("dice")
        part = named if named is not None else bare
        if part is None:
            return
        other = f" and '{self._src(bare).lstrip(': ')}'" if bare is not None else ""
        raise self._error(part, f"Two sets of dice: '{self._src(part).lstrip(': ')}' ({name}'s){other}. Which one is "
                                f"{name}'s roll?",
                          "Give each one's dice once, after their name ('Corentin: 6 2 7', 'the warden: 6 1 2').")

    def _later_subject(self, index: int) -> str | None:
        """What a name opening a later sentence of a post with a verb of its own is ('... and fires. Okafor dives
        ...'), or None where it opens none: "rolls" where its sentence holds rules words or dice and none was said
        before it (the earlier one only set the scene: 'Jonesy climbs the fence. Ripper follows, REFLEXIVE: 4 4');
        "scene" where only sentences before it hold them (it acts there, at no one of the roll); "ask" otherwise
        (both hold them, or only a sentence of its own after it does: who rolls can't be told)."""
        name = self.current[index]
        before = re.sub(r"\s\d{1,2}:\d\d$", "", self.text[: name.start].rstrip()).rstrip()  # ("... exam. 09:20 Molar
        # hears ...": a day list's entry opens with its time)
        nxt = self.current[index + 1] if index + 1 < len(self.current) else None
        told = apposition(self.text, name.end)  # "Flyman, still wounded from Tuesday, swings ..."
        if index and not all(is_word(p, "SCENE") for p in self.current[:index]) \
                or before[-1:] not in (".", "!", "?", ";") or not (
                does_next(self.text, len(self.text[: told.end()].rstrip()) if told else name.end)
                or (nxt is not None and is_word(nxt, "VERB", "TRICK"))):
            return None  # ("Ife sweet-talks him": the game's own verb)
        stops = sorted({*ends(self.text), *(m.end() for m in re.finditer(";", self.text))})
        own = sentence_of(name.start, stops)
        said = {sentence_of(p.start, stops) for p in self.later if _rules_part(p)}
        said |= {sentence_of(c.start, stops) for c in self.reading
                 if c.kind not in _NO_RULES_WORD and c.kind not in ("roll", "action")}
        earlier, here = any(n < own for n in said), own in said
        named = any(sentence_of(p.start, stops) == own and _rules_part(p) and type(p) is not r.Dice for p in self.later)
        said_i = first_i(self.text)
        i_acts = said_i is not None and (sentence_of(said_i, stops) in said | {own} or any(
            sentence_of(p.start, stops) == sentence_of(said_i, stops) for acts in self.actions.values() for _, p in acts))
        if here and not earlier and not i_acts and (named or not self.actions):  # (an 'I' of the player's own
            # remark, in a sentence of no rules word: "I sigh. Jonesy dives behind the loom. Dice: 4 and 3")
            return "rolls"  # (dice alone, after an earlier action of the game's: "Dex shoots the guard. Vex climbs
            # the wall, 5 5" is asked about)
        if not earlier and not here and said and self._answers_the_gms(name, own, stops):
            return "rolls"  # "At 15:55 the warden opened fire on the yard. REYES dived clear. Reflexive. 4 and 4"
        return "scene" if earlier and not here else "ask"

    def _answers_the_gms(self, name: Record, own: int, stops: list[int]) -> bool:
        """Whether a player's character opening a sentence of its own (`own`) after one the GM plays did something
        in a sentence before, and no one else is named between it and the first rules word said after: the character
        answers what the GM's one did, and rolls for it (the GM's one set the scene)."""
        first = self.seen.get("actor")
        if self.f.get("actor") not in self.npcs or getattr(name, "value", None) in self.npcs or first is None \
                or sentence_of(first.start, stops) >= own:
            return False
        said = min((sentence_of(p.start, stops) for p in self.later if _rules_part(p) and p.start > name.end),
                   default=len(stops))
        return not any(is_word(p, "NAME", "POSS") and p.start > name.end and sentence_of(p.start, stops) <= said
                       and p.value != name.value for p in self.later)  # type: ignore[attr-defined]

    def _sentence_with_dice(self, name: str, others: set[str | None]) -> bool:
        """'... sneaking past the guard. Vex rolled 7 4', a post's line 'Vex: 🎲 `2d10` [7, 4]', '!r 2d10 haggle w/
        the fence | Vex: 2d10 (7, 4)': the dice of a phrase that names no one acting, given by a name opening a
        sentence (or a line, or a line flattened to ' | '), are that one's, who acts; dice of anyone else are those of
        the other side ('Mavros: 🎲 `6d8` [...]' after 'vs Mavros')."""
        if self.f.get("dice") is not None or any(n not in others for n in self.faces_by if n != name):
            return False
        said = next((c for c in self.reading if c.note == f"whose dice: {name}"), None)
        before = self.text[: said.start].rstrip() if said is not None else None
        return before is not None and (not before or before[-1] in ".!?;")

    def _you_said_to(self) -> None:
        """A post that says 'you' to one player character by name ("Brandt's baton whistles past your ear, Ox. You come
        back at him ...") while the reading has another acting: asked, never rolled for the other."""
        said, actor = self.addressed_name, self.f.get("actor")
        if said is None or actor == said:
            return
        part = next(p for p in self.later if is_word(p, "NAME") and p.value == said)  # type: ignore[attr-defined]
        owner = self.seen.get("actor") if actor is not None else None
        if actor is None or self._only_set_the_scene(owner, part):  # "The guard turns his back. Vex, you sneak past him":
            self.f["actor"] = said  # Vex acts, never the one acted on; "Big Terry's Jag is on ramp 1. Otis, you're
            # diagnosing that misfire": the owner of a thing of the scene; the one spoken to acts
            if self.f.get("target") == said:
                del self.f["target"]
                self.seen.pop("target", None)
            told = owner is not None and self._owners_end(owner) is None  # ("Sergeant Roach swears blind ... Rudd, do
            if told and self.f.get("target") is None:  # you catch the lie?": whom the roll deals with)
                self.f["target"], self.seen["target"] = actor, owner
            self.reading[:] = [self._as_spoken_to(c, part, owner) for c in self.reading]
            if owner is not None:
                self.seen["actor"] = part
            return
        raise self._error(part, f"Who rolls: {said}, whom the post says 'you' to, or {actor}?",
                          f"Start the line with who rolls and a colon, e.g. '{said}: ...'.")

    def _as_spoken_to(self, c: Clause, said: Record, owner: Record | None) -> Clause:
        """A clause of the reading once the one spoken to acts: they are the speaker; the actor read before is the
        owner of a thing of the scene, or, one the GM plays, whom the roll deals with."""
        if c.start == said.start and c.kind in ("target", "scene"):
            return replace(c, kind="speaker", used=True, note=YOU_NOTE)
        if owner is None or c.start != owner.start:
            return c
        end = self._owners_end(owner)
        if end is not None:
            return replace(c, kind="scene", used=False, note=OWNER_NOTE, end=end, text=self.text[owner.start : end])
        return replace(c, kind="target", used=True, note=None)

    def _only_set_the_scene(self, owner: Record | None, said: Record) -> bool:
        """Whether the actor was named only as the owner of a thing ("Big Terry's Jag is on ramp 1"), or is one the GM
        plays, in a sentence of no rules word, before the sentence of the one the post says 'you' to, which holds
        one."""
        if owner is None or self._owners_end(owner) is None and getattr(owner, "value", None) not in self.npcs:
            return False  # (one the GM plays, telling the scene: "Sergeant Roach swears blind ... Rudd, do you ...")
        stops = sorted({*ends(self.text), *(m.end() for m in re.finditer(";", self.text))})
        own, addressed = sentence_of(owner.start, stops), sentence_of(said.start, stops)
        ruled = {sentence_of(p.start, stops) for p in self.later if _rules_part(p) or is_word(p, "VERB", "TRICK")}
        return own < addressed and own not in ruled and any(n >= addressed for n in ruled)

    def _owners_end(self, owner: Record) -> int | None:
        """Where a name said as an owner ends, its last word with 's ("Big Terry's"), or None where it is not one."""
        words = list(re.finditer(r"\S+", self.text[owner.start : owner.start + 80]))
        for word in words[: len(str(getattr(owner, "value", "")).split())]:
            if re.fullmatch(r"[\w-]+['’]s", word.group()):
                return owner.start + word.end()
        return None

    def _step_of_condition(self, part: Record, index: int, parts: list[Record]) -> bool:
        """Whether the steps said at `part` stand right after a condition and a comma, as what it comes to ("GM calls
        it an extremely hard spot, two steps up"): the condition's own steps said again (counted once where the rules
        give that condition those steps)."""
        before = parts[index - 1] if index else (self.parts_of.get(self.clause_no - 1) or [None])[-1]
        return before is not None and is_word(before, "CUE") \
            and re.fullmatch(r"\s*,\s*", self.text[before.end : part.start]) is not None

    # -- one clause -------------------------------------------------------------------------------------------------
    def clause(self, parts: list[Record]) -> None:
        self.clause_no += 1
        if self.roll_strings:
            parts = roll_strings.prepare(parts, self.text)
        if (not parts or self.scene_before(parts[0].start)) and not self.helping_rolls:
            parts = self._teamwork(parts)  # (after a sentence of the scene too: "The pack cooperates. Horst and ...")
        elif not self.helping_rolls:
            parts = self._helpers_alone(parts)
        if not self.helping_rolls:
            parts = self._helping_meanwhile(parts)
        self.current = parts
        self.parts_of[self.clause_no] = parts
        started = False  # a verb, skill or trick has been seen in this clause
        spender_here = False
        steps_here: DLStep | None = None
        for index, part in enumerate(parts):
            self.index = index
            if getattr(part, "swapped", False):
                self.f["attribute_explicit"] = True  # "Reflexes+Firearms": the attribute came first
            refused = self._refused(part)
            if refused is not None and type(part) is r.Spend and self._wished_for(part):
                # "kicks him once more for <it>", "blows on the dice for <it>": where the game has none of the
                # resource to spend, the idiom is the scene's words, not a spend the game refuses
                label = lexicon().resources[part.key].label
                self._read(part, kind="scene", note=f"said of the scene: this game has no {label} to spend")
                continue
            if refused is not None and part.kind == "versus" and self.thing_faced(part):  # type: ignore[arg-type]
                self.faced_as_scene(part)  # type: ignore[arg-type]  # "acts under fire vs the storm": a game with
                continue  # no other side rolling still faces the storm: the scene
            if refused is not None and part.kind == "versus" and self.deed_against(part):  # type: ignore[arg-type]
                self.faced_as_scene(part, DEED_AGAINST_NOTE)  # type: ignore[arg-type]  # "holds the platform
                continue  # against the gang": whom the deed is against, where no other side rolls
            if refused is not None:
                self._refuse(part, refused)
            if type(part) is not Word:
                # a name a relay's lead-in says the roll is for ('on behalf of Jonah:'): the post tells of them
                self._read(part, note=ROLLED_FOR_NOTE if part.kind == "speaker" and part.start == self.rolled_for
                           else None)
                if type(part) is r.Steps:
                    if part.value is None:
                        raise self._error(part, "Which way do the steps go?",
                                          "Say e.g. 'one step harder' or 'two steps easier'.")
                    steps_here = request.DLStep(steps=part.value, consequence=re.compile(_SO_STEP).search(
                        self.text[: part.start]) is not None or self._step_of_condition(part, index, parts))
                    self.steps.append(steps_here)
                    continue
                SLOTS[type(part)](self, part)
                if part.kind == "open_skill" or (part.kind == "slash" and part.skill):  # by kind: see records.RARER
                    started = True
                continue
            nxt = parts[index + 1] if index + 1 < len(parts) else None
            if part.type == "NAME" and is_word(nxt, "WORD") and self._src(nxt).lower() in SPEECH_VERBS \
                    and index + 2 < len(parts) and parts[index + 2].kind == "spend" and parts[index + 2].counted:
                nxt = parts[index + 2]  # "Soren says he'll put a war die on my roll": his offer, his to pay
            if part.type in ("NAME", "WORD") and type(nxt) is r.Dice and not started and self._owner_of(parts, index, nxt):
                continue
            if part.type == "NAME" and is_word(nxt, "WORD") and adverb(self._src(nxt).lower()) \
                    and index + 2 < len(parts) and parts[index + 2].kind == "spend" and parts[index + 2].counted:
                nxt = parts[index + 2]  # "Pidge secretly adds her war die": hers to pay
            if part.type == "NAME" and (nxt is None or nxt.kind != "spend") and (given := self._given_spend(part)):
                nxt, self.giving = given, True  # "Moss, give war die to Percy": Moss pays, on whose roll is said
            if part.type == "NAME" and nxt is not None and nxt.kind == "spend" and nxt.counted:  # "Vex adds her war die", "Mako gives me"
                self.spent.setdefault(nxt.key, {})["payer"] = part.value
                spender_here = not nxt.gift
                said = lexicon().resources[nxt.key]
                self._read(part, kind=said.label, note=f"{part.value} pays for the {said.one}")
                joined = re.compile(r"(?i)(?:\s+(?:before|after)\s+(?:rolling|throwing|the\s+(?:roll|throw)))?\s+and\b"
                                    ).match(self.text, nxt.end)  # ("spends her war die before rolling and preaches")
                spent_on = re.compile(r"(?i)\s+(?:on|for)\s+[a-z]+ing\b").match(self.text, nxt.end)
                if not nxt.gift and index == 0 and self.scene_before(part.start) and not self.f.get("actor") \
                        and (joined is not None and does_next(self.text, joined.end()) or spent_on is not None):
                    # "Mimi goes all in with 2 war dice and shoves ...", "Jonesy means to spend a war die on kicking the
                    # door in": who opens the post spending, then doing the roll's deed (or spending on it), acts (never
                    # "Mimi adds her war die to my roll": whose roll it is, is said)
                    self._once("actor", part)
                    self.f["actor"] = part.value
                    self.named.append(part.value)
                    self._read(part, kind="speaker", note=OPENER_NOTE)
                continue
            if steps_here is not None and part.type in ("WORD", "VERB", "CUE", "NAME"):
                # "raise it two steps for the wind": the rest of the clause is the reason
                reason = (self.steps[-1].reason + " " + self._src(part)).strip()
                self.steps[-1] = replace(self.steps[-1], reason=reason)  # (still what it follows from, if so)
                continue
            started = self.word(part, index, started, spender_here or self.giving) or started

    # -- one handler per kind of slot (see SLOTS below) -------------------------------------------------------------
    def speaker(self, part: r.Speaker) -> None:
        self._once("actor", part)
        self.f["actor"] = part.name
        self.named.append(part.name)

    def stranger(self, part: r.Stranger) -> None:
        raise self._stranger(str(part.token.value), part)

    def dice(self, part: r.Dice) -> None:
        if id(part) in self.owned_ids:
            return  # someone else's dice, bound by _owner_of
        if part.pronoun is not None:
            self._their_dice(part, part.pronoun)
            return
        previous = self.current[self.index - 1] if self.index else None
        between = self.text[previous.end : part.start].split() if previous is not None else []
        if between and between[-1].lower() in ("who", "that", "which") and type(previous) is r.Versus:
            self._once("opponent dice", part)  # "vs 3 who rolled 6 7 8": the other side's dice
            self.opponent["faces"] = part.faces
            return
        again = next((s for key, s in self.spent.items() if rolls_again(key, s.get("use"))), None)
        if again is not None:  # "rolled 1 2 3 4, spend luck to reroll: 6 7 1 2": the re-roll's dice
            self._once("re-roll dice", part)
            again["faces"] = part.faces
            self.reading[-1] = replace(self.reading[-1], kind="re-roll dice", note=FACES_STATED)
            return
        if (owed := self._faces_owed(part)) is not None:  # "rolled 1 and 4, so I spent two war dice: 3 and 6"
            key, spent = owed
            spent["faces"] = (*(spent.get("faces") or ()), *part.faces)
            label = lexicon().resources[key].many
            self.reading[-1] = replace(self.reading[-1], kind=label, note=FACES_STATED)
            return
        if self._named_again(part):
            return
        self._once("dice", part)
        self.f["dice"] = part.faces
        if part.said:
            self.f["dice_said"] = part.said

    def _faces_owed(self, part: r.Dice) -> tuple[str, dict[str, Any]] | None:
        """The resource spent in dice whose faces these are: the roll's own dice said before, then dice of a resource
        counted and spent with no faces yet ('so I spent two war dice and they came up 3 and 6', 'spent a war die,
        observed to show 4'), these as many as it still owes; or spent before the roll's dice, where each set came
        as a throw of its own, its notation counting the dice ('spends a war die ... Rolled 2d6: 3, 3 ... Rolled 1d6:
        4'). Else None: a second set stays asked about."""
        earlier = self.seen.get("dice")
        if type(earlier) is not r.Dice or earlier.end > part.start:
            return None
        for key, spent in self.spent.items():
            said = self.spent_at.get(key)
            owed = (spent.get("count") or 0) - len(spent.get("faces") or ())
            if said is not None and said < part.start and owed == len(part.faces) and (
                    earlier.end <= said or _thrown_apart(earlier) and _thrown_apart(part)):
                return key, spent
        return None

    def _named_again(self, part: r.Dice) -> bool:
        """'6 and 6, boxcars!', '1 1, snake eyes ugh', '6+5, war die 6 so that's double sixes', 'snake eyes! 1 and 1':
        the dice said as a player names them beside the dice said by their faces, the named faces all among the others
        (the roll's and those of dice spent with it): the dice named again, checked and shown, never a second set; so is
        a name said again ('snake eyes. SNAKE EYES CHAT. 1 and 1'). Named faces the dice do not show, or two names that
        differ, stay a question (which dice are they?)."""
        earlier = self.seen.get("dice")
        if type(earlier) is r.Dice and earlier.named and part.named and earlier.pronoun is None \
                and sorted(earlier.faces) == sorted(part.faces):  # "snake eyes. SNAKE EYES": one name said twice
            note = f"the dice named again: {' '.join(map(str, part.faces))}, as said before"
            self.reading[:] = [replace(c, kind="dice named", used=False, note=note)
                               if c.start == part.start and c.end == part.end else c for c in self.reading]
            return True
        if type(earlier) is not r.Dice or earlier.named == part.named or (earlier.pronoun is not None
                                                                          and not part.named):
            return False  # ("she threw 6 and 6, double sixes": her faces, named again after them)
        named, faces = (part, earlier) if part.named else (earlier, part)
        shown = [*faces.faces, *(f for spent in self.spent.values() for f in spent.get("faces") or ())]
        for face in named.faces:
            if face not in shown:
                return False
            shown.remove(face)
        note = f"the dice named again: {' '.join(map(str, named.faces))} among those said"
        if named is earlier:  # the name first, the faces after it: the faces are the roll's
            self.seen["dice"] = part
            self.f["dice"] = part.faces
            if part.said:
                self.f["dice_said"] = part.said
        self.reading[:] = [replace(c, kind="dice named", used=False, note=note)
                           if c.start == named.start and c.end == named.end else c for c in self.reading]
        return True

    def spend(self, part: r.Spend) -> None:
        """A resource spent: counted in dice (how many, and the faces shown), or once (its own use, or one the game
        declares: 'to avoid the glitch')."""
        spent = self.spent.setdefault(part.key, {})
        if part.to is not None:  # "Jonesy gives Ripper a war die": Ripper rolls
            self._once("actor", part)
            self.f["actor"] = part.to
            self.named.append(part.to)
        if part.use is not None:
            if self._src(part).lower() not in lexicon().uses:  # "spend luck again to reroll": a spend said again
                self._once(lexicon().resources[part.key].label, part)
            spent["use"] = part.use
        elif part.counted:
            self._counted(part, spent)
            helper = self._helper_spoken_to(part)
            if helper is not None and "payer" not in spent:
                spent["payer"] = helper  # "Boss, you're helping: that's your war die on it": the helper pays
        else:
            label = lexicon().resources[part.key].label
            earlier = self.seen.get(label)
            if earlier is not None and getattr(earlier, "use", None) is None and "use" not in spent \
                    and self._restates(earlier, part):
                # "He burns his luck point before the roll ... [Piloting + luck: 6 2 3]": the story's spend, said again
                # with the roll's rules words; one point per roll, never two
                self.reading[-1] = replace(self.reading[-1], note=f"the {label} said before, said again with the roll")
                return
            if earlier is not None and getattr(earlier, "use", None) is None and "use" not in spent \
                    and self._asked_then_spent(earlier, part):
                # "can Luna use her luck? mum said ok. Luna uses her luck ...": asked, allowed, then spent: one spend
                self.reading[:] = [replace(c, used=False, note=f"asked whether {label} may be spent; spent after")
                                   if c.start == earlier.start and c.end == earlier.end else c for c in self.reading]
                self.seen[label] = part
                return
            self._once(label, part)  # "spend luck and reroll with luck": two uses, asked about
            said = re.search(r"[+-]\s*\d+", self._src(part))
            if said:  # "a luck point for +3": noted, the rules give its own bonus
                self.reading[-1] = replace(self.reading[-1], note=f"{label}'s bonus as said: {said.group(0)}")

    def _helper_spoken_to(self, part: r.Spend) -> str | None:
        """The helper a resource said as 'your ...' belongs to: the last one spoken to before it was told they help
        ('Doc, you're helping', helpers_spoken_to), with no one else spoken to between."""
        if not re.search(r"(?i)\byour\s+$", self.text[: part.start]) and not re.match(r"(?i)your\b", self._src(part)):
            return None
        spoken = [p for p in self.later if is_word(p, "NAME") and p.end <= part.start
                  and re.match(r"\s*,\s*you\b", self.text[p.end :], re.IGNORECASE)]
        if not spoken:
            return None
        last = spoken[-1]
        return str(last.value) if any(h.name == last.value for h in self.helpers) else None  # type: ignore[attr-defined]

    def _action_sentences(self, spans: list[list[tuple[int, int]]]) -> list[list[tuple[int, int]]]:
        """The clauses' action words, kept to the sentences the action's own words (its verbs, skill, trick) stand
        in ("Bay 3, ramp 2, all signed off. Meanwhile Vance searches the yard"): a sentence without them is the
        scene, and the action the rules explain is 'searches the yard'."""
        stops = ends(self.text)
        held = {sentence_of(p.start, stops) for acts in self.actions.values() for _, p in acts}
        if not held:
            return spans
        kept = [[s for s in v if sentence_of(s[0], stops) in held] for v in spans]
        return kept if any(kept) else spans

    def _restates(self, earlier: Record, part: Record) -> bool:
        """Whether a resource said bare right after a rules word ('Piloting + luck') restates one spent in an earlier
        sentence of the post's story ('He burns his luck point before the roll.'), nothing said between them of
        another use of it (a re-roll)."""
        previous = next((p for p in reversed(self.later) if p.end <= part.start), None)
        stops = ends(self.text)
        return previous is not None and (type(previous) is not Word or previous.type in ("SKILL", "ABILITY", "TRICK")) \
            and sentence_of(earlier.start, stops) < sentence_of(part.start, stops) \
            and not re.search(r"re-?\s?roll|again|after", self.text[earlier.start : part.end], re.I)

    def _asked_then_spent(self, earlier: Record, part: Record) -> bool:
        """Whether a resource was first said in a question ('can I use my luck??') and is said again in a later
        sentence, nothing between them of another use of it (a re-roll): asked, then spent once."""
        stops = ends(self.text)
        asked = sentence_of(earlier.start, stops)
        return asked < sentence_of(part.start, stops) and asked < len(stops) \
            and self.text[: stops[asked]].rstrip().endswith("?") \
            and not re.search(r"re-?\s?roll|again|after", self.text[earlier.start : part.end], re.I)

    def open_skill(self, part: r.OpenSkill) -> None:  # a skill of the game's own ("roll Basket Weaving")
        self.f.setdefault("skill", part.name)
        self.spans.setdefault(self.clause_no, []).append((part.start, part.end))

    def ability(self, part: r.Ability) -> None:
        if self._echoed(part.name, part):
            return
        self.abilities.append(part.name)
        if part.explicit:
            self.f["attribute_explicit"] = True

    def modifier(self, part: r.Modifier) -> None:
        previous = self.current[self.index - 1] if self.index else None
        if type(previous) is r.Versus and self.roll_strings and previous.bare:
            self.opponent["modifier"] = self.opponent.get("modifier", 0) + part.value  # "vs 3+1"
        else:
            self.mods.append(request.Modifier(amount=int(part.value)))

    def bonus(self, part: r.Bonus) -> None:
        self._once("bonus", part)
        self.f["bonus_total"] = part.value

    def advantage(self, part: r.Advantage) -> None:
        if self.f.get("advantage") not in (None, part.value):  # "with advantage and with disadvantage"
            self._once("advantage", self.seen.get("advantage"))
            raise self._error(part, f"Advantage or disadvantage: '{self._src(self.seen['advantage'])}' and "
                                    f"'{self._src(part)}'. Which one is it?",
                              "Say one of them; if both apply, they cancel and you roll plainly.")
        self.seen["advantage"] = part
        self.f["advantage"] = part.value

    def npc(self, part: r.NpcRoll) -> None:
        self._once("npc", part)
        self.f["npc_rating"] = part.value

    def dice_count(self, part: r.DiceCount) -> None:
        if self._with_advantage(part):  # "with advantage: three dice": the roll's dice said again, for the rules to
            self.f["restated"] = (*self.f.get("restated", ()),  # check (a roll of 3d6), never a rule of its own
                                  request.Restated(value=part.value, kind="pool", said=self._src(part)))
            return
        self._once("dice_count", part)
        self.f["dice_count"] = part.value

    def upgrade(self, part: r.Upgrade) -> None:
        self.upgrades += part.value

    def group(self, part: r.Group) -> None:
        self.f["group_size"] = part.value

    def attack(self, part: r.Attack) -> None:
        self.f["attack_number"] = part.value

    def restated(self, part: r.Restated) -> None:
        """'I'm at -2', 'my Hard is +2': kept for the rules to check against the sheet, never added to the roll."""
        value, of, kind, *whose = part.value  # whose: a loaded character's name, said with the number
        self.f["restated"] = (*self.f.get("restated", ()), request.Restated(value=value, of=of, kind=kind, said=self._src(part),
                                                                            whose=whose[0] if whose else None))

    def self_state(self, part: r.SelfState) -> None:
        self.cues.extend(request.Cue(key=c, who="actor", text=self._src(part)) for c in part.cues)

    def other_state(self, part: r.OtherState) -> None:
        """'he's hurt': the pronoun stands for the last person the phrase named that it can be (the actor too, named
        in the third person: 'Kowalski searches the room, he's hurt'; 'she' is never 'the doorman', _may_be); with no one named, the player speaks for the actor in
        the first person, so 'he' is whoever the action is done to. Anyone else, or no one, is asked about. A pronoun
        opening the phrase in a clause that leads into another ('Though he is wounded, Ambrose ...') stands for
        the one named after it."""
        who = next((name for name in reversed(self.named) if _may_be(part.pronoun, name)), None)
        if who is None and self._named_after(part) is not None:  # "Though he is Wounded, Ambrose shall search ...":
            self.ahead.append(part)  # the one named after it, in the clause the opening one leads into (bind())
            return
        self._state_of(part, who)

    def _named_after(self, part: r.OtherState) -> str | None:
        """The one name said after a pronoun that opens the phrase in a clause leading into another, in the same
        sentence ('Though he is wounded, Ambrose searches the Inspector's study', 'Since she's bleeding, Vex ...'):
        the one it stands for (an owner's name, 'the Inspector's', is a thing of theirs); else None. Two people
        there ('Because he is wounded, Vex carries Dex') are asked about."""
        opening = self.text[: part.start].lower().split()
        if not opening or opening[-1].strip(",") not in SUBORDINATORS or len(opening) > 3:
            return None
        end = next((m.start() for m in re.finditer(r"[.;!?]", self.text) if m.start() > part.end), len(self.text))
        names = list(dict.fromkeys(str(p.value) for p in self.later if part.end < p.start < end and is_word(p, "NAME")
                                   and not self._possessive(p)))
        if len(names) > 1:
            raise self._error(part, f"Who is '{part.pronoun}' in '{self._src(part)}': {' or '.join(names)}?",
                              f"Name them, e.g. '{names[0]} is {self._src_cues(part)}'.")
        return names[0] if names else None

    def _state_of(self, part: r.OtherState, who: str | None) -> None:
        """The conditions a pronoun's clause says, given to whom the pronoun stands for (other_state)."""
        if who is not None and who == self.f.get("actor"):
            said_of = "actor"
        elif who is not None and who == self.f.get("target"):
            said_of = "target"
        elif who is None and (self.f.get("target") or self.unknown) and not self.f.get("actor"):
            said_of = "target"
        else:
            shown = self._src(part)
            why = f"{who} is neither acting nor acted on here." if who else "No one is named before it."
            raise self._error(part, f"Who is '{part.pronoun}' in '{shown}'? {why}",
                              f"Name them, e.g. 'the guard is {self._src_cues(part)}', or say 'I'm ...' for yourself.")
        self.cues.extend(request.Cue(key=c, who=said_of, text=self._src(part)) for c in part.cues)

    def purpose(self, part: r.Purpose) -> None:
        self.f["purpose"] = part.value

    def linked_skill(self, part: r.LinkedSkill) -> None:
        """'+Stealth' in a game without roll strings: the skill named, or a question when another one was."""
        if self.f.get("skill") not in (None, part.name):
            raise self._error(part, f"Two skills: '{self.f['skill']}' and '{part.name}'. Which one is it?",
                              "Roll one skill at a time.")
        self.f["skill"] = part.name

    def linked_unknown(self, part: r.LinkedUnknown) -> None:
        """'+agility' where a rules word must stand: a word nobody knows is refused, never dropped."""
        word = str(part.name)
        raise PhraseError(f"I don't know the word '{word}' here", text=self.text, column=part.token.start_pos + 1,
                          length=len(word), suggestions=self.suggest(word))

    def nothing(self, part: Record) -> None:
        """'roll' only marks a roll string; nothing to store."""

    # -- slots ------------------------------------------------------------------------------------------------------
    def _counted(self, part: r.Spend, spent: dict[str, Any]) -> None:
        """'2 war dice', 'war die 5': how many are spent and the faces they showed, over the whole phrase."""
        had = spent.get("count") or 0
        if part.count is not None and had:
            # "war die 5, spend a war die": one die or two? A second count is asked about, never added up.
            said = lexicon().resources[part.key]
            raise self._error(part, f"How many {said.many}: is '{self._src(part)}' another one, or the same?",
                              f"Say the count once, e.g. 'spend 2 {said.many}, {said.many} 5 6'.")
        count = part.count if part.count is not None else max(1, len(part.faces))
        declared = had - len(spent.get("faces") or ())
        if part.count is None and part.faces and declared > 0:
            count = 0  # "spend a war die, ..., war die 5": the faces of a die already declared (more faces than it
            # has dice, as in "a war die with WINNER: 2 2", are the rules' to check, never dice added to the count)
        if part.count is None and not part.faces and had >= 1:
            count = 0  # "war die 5, Jonesy gives me her war die": the die already named, and who pays for it
        spent["count"] = had + count
        self.spent_at.setdefault(part.key, part.start)
        if part.faces:
            spent["faces"] = (*(spent.get("faces") or ()), *part.faces)
            self.reading[-1] = replace(self.reading[-1], **{"note": FACES_STATED})

    def difficulty(self, part: r.Difficulty) -> None:
        f = self.f
        earlier = self.seen.get("difficulty")
        if (part.name is not None or part.value is not None) and not self._same_level(earlier, part):
            self._once("difficulty", part)
        for key, field in (("trait", "trait"), ("name", "difficulty"), ("value", "difficulty_value")):
            if getattr(part, key) is not None:
                f[field] = getattr(part, key)

    def _same_level(self, earlier: Record | None, part: r.Difficulty) -> bool:
        """Whether a second difficulty names the level the first did ('Middle Corp security, so DC 20': Hard both)."""
        if type(earlier) is not r.Difficulty:
            return False
        first = earlier.value if earlier.value is not None else self.levels.get(earlier.name or "")
        second = part.value if part.value is not None else self.levels.get(part.name or "")
        return first is not None and first == second

    def _opener_sets_the_scene(self) -> None:
        """'Pike is standing under the lamp, ..., and I sneak past him', 'The sentry turns too late. I go for his
        collar': in a post where the player speaks as "I", a name opening it with words of its own after it that say
        nothing a roll is for (no action, skill, trick or ability before the first "I") sets the scene, and "I", who
        then acts, is the seat's character; the name is the one acted on, unless another is named."""
        said = self.seen.get("actor")
        opened = next((c for c in self.reading if c.kind == "speaker" and c.note == OPENER_NOTE), None)
        if said is None or opened is None or said.start != opened.start or not re.compile(_WORDS_AFTER).match(self.text, opened.end) \
                or self._possessive(opened):
            return  # ("spending Tenzin's luck point before I roll": whose roll it is)
        first = first_i(self.text)
        if first is None or first < opened.end or said_next(self.text, opened.end) in SPEECH_VERBS:
            return  # ("okafor says uh i'm doing ...": the name's own words, in the first person)
        if any(start <= first < end for start, end in self.asides):
            return  # ("Boone spits into the dust. ((can I climb the wall?))": the player of the pose's subject, aside)
        rolls = [c.start for c in self.reading if c.kind in _ROLL_KINDS and c.used]
        if said.value in self.npcs and (stop := re.compile(r"[.!?]+\s").search(self.text, opened.end, first)) \
                is not None and not self.text[stop.end() : first].strip() and any(at > first for at in rolls):
            rolls = [at for at in rolls if at > first]  # "The guard ducked behind a crate. I line up a crippling
            # shot": one the GM plays, doing something in a sentence of their own, sets the scene for what I do
        if not rolls or min(rolls) < first:
            return  # ("Vex climbs the wall. I watch": Vex's doing is a roll; "Vex, I climb": the name is the line's)
        if any(said_to_do(self.text, m.end()) for m in re.finditer(rf"(?<![\w'’]){re.escape(opened.text)}\b", self.text)
               if m.start() > first):
            return  # ("Juno texted, so I'm posting it: Juno convinces the bouncer": the one who posts says 'I'; the
            # name said again, doing a deed, acts)
        del self.seen["actor"]
        self.f.pop("actor", None)
        self.seen["told"] = said
        self.reading[:] = [replace(c, used=False, note=TOLD_NOTE) if c is opened else c for c in self.reading]

    def _another_does_the_roll(self) -> None:
        """'Ace is bleeding out on the craps table. Hard luck, kid. Minh gets a first aid patch on him. Dice: 5 and 4':
        the name opening the post does nothing of the roll in its sentence, and a later sentence opens with another
        loaded name doing the roll's action: that one acts (never a target), and the name opening the post is the
        scene, or whom the roll is on where that sentence says 'him', 'her' or 'them'."""
        said, other = self.seen.get("actor"), self.seen.get("target")
        opened = next((c for c in self.reading if c.kind == "speaker" and c.note == OPENER_NOTE), None)
        if said is None or other is None or opened is None or said.start != opened.start or not is_word(other, "NAME") \
                or other.value in self.npcs or other.value == self.f.get("actor"):  # type: ignore[attr-defined]
            return  # (one the GM plays, named later, is the scene or the one acted on)
        stops = [m.end() for m in re.compile(r"[.!?]+(?=[\s\"”]|$)").finditer(self.text, 0, other.start)]
        if not stops or stops[0] <= opened.end or self.text[stops[-1] : other.start].strip(" \n\"“”"):
            return  # (the other is named in the opener's sentence, or not where a sentence opens)
        verb = re.compile(r"\s+([a-z]+)").match(self.text, other.end)
        if verb is None or not said_of_someone(verb.group(1)) or verb.group(1) in _BEING:
            return  # ("... Minh gets a first aid patch on him": what she does, opening its sentence)
        ends = re.compile(r"[.!?]+(?=[\s\"”]|$)").search(self.text, other.end)
        rolls = [c.start for c in self.reading if c.kind in _ROLL_KINDS and c.used]
        if not rolls or min(rolls) < other.start or (ends is not None and min(rolls) > ends.start()):
            return  # ("Mavros shoves Kes, Melee 6 2. Kes falls": the roll said in the opener's own sentence, or in
            # none of theirs: "Quin held the lamp. ... Mechanics: Technician")
        first = self.f["actor"]
        self.f["actor"], self.seen["actor"] = self.f.pop("target"), self.seen.pop("target")
        back = re.compile(r"(?i)\b(?:him|her|them)\b").search(self.text, other.end, ends.start() if ends else len(self.text))
        if back is not None:  # "... on him": the one named first, acted on
            self.f["target"], self.seen["target"] = first, said
        self.reading[:] = [replace(c, kind="target", note=OPENER_ACTED_ON_NOTE) if c is opened and back is not None
                           else replace(c, used=False, note=OPENER_SCENE_NOTE) if c is opened else c
                           for c in self.reading if not (c.start == other.start and c.kind == "target")]
        self._read(other, kind="speaker", note=ANOTHER_ACTS_NOTE)

    def _opener_acts_on_another(self) -> None:
        """'Mavros shouts after her. She never looks back, just guns the engine. ((Piloting: 6 2 3))': the name
        opening the post does something to 'her' (or 'him', 'them'), and a later sentence opens with 'she' ('he',
        'they') doing the roll's action: she is the one he acted on, never him. No one else is named, so she is the
        seat's character; the name is the scene, shown as not used."""
        said = self.seen.get("actor")
        opened = next((c for c in self.reading if c.kind == "speaker" and c.note == OPENER_NOTE), None)
        if said is None or opened is None or said.start != opened.start \
                or set(self.named) - {self.f.get("actor"), self.f.get("target")}:
            return  # (someone else named may be the one 'she' stands for)
        stop = re.compile(r"[.!?]+(?=\s|$)").search(self.text, opened.end)
        if stop is None:
            return
        sentence = self.text[opened.end : stop.start()]
        for obj, subject in _OBJECT_THEN_SUBJECT:
            found = re.search(obj, sentence)
            if found is None or re.search(_ANOTHER_CLAUSE, sentence[: found.start()]):
                continue  # ("Vey mutters as the ghost turns toward her": the ghost's, not Vey's)
            later = re.compile(rf"(?i)[.!?]+[\s\"”]+({subject})\b").search(self.text, stop.start())
            if later is None or not does_next(self.text, later.end(1)):
                continue
            rolls = [c.start for c in self.reading if c.kind in _ROLL_KINDS and c.used]
            named = [c.start for c in self.reading if c.kind in _NAMED_ROLLS and c.used]
            if not rolls or (min(named) < later.start(1) if named else min(rolls) < later.start(1)):
                return  # ("Mavros shoves her, Melee 6 2. She falls": the roll said in his own sentence)
            del self.seen["actor"]
            self.f.pop("actor", None)
            self.reading[:] = [replace(c, used=False, note=ACTED_ON_NOTE.format(subject=subject)) if c is opened
                               else c for c in self.reading]
            return

    def _passive(self) -> None:
        """'The footman is punched by Horatio', 'Vex was shot by the guard', 'Zoe got tackled by the goon': the action
        is said of the one it is done to, and the one after 'by' does it. The name opening the phrase is the target,
        the one after 'by' acts."""
        actor, target = self.seen.get("actor"), self.seen.get("target")
        f = self.f
        if actor is None and target is not None and f.get("actor") is None and f.get("target") is not None:
            # "the bouncer off guard is punched by Dex": no one was read as acting, and Dex was passed over
            doer = next((p for p in self.later if is_word(p, "NAME") and p.start > target.end
                         and self._done_by(target.end, p.start)), None)
            if doer is not None:
                f["actor"] = doer.value  # type: ignore[attr-defined]
                self.seen["actor"] = doer
            return
        if actor is None or target is None or f.get("actor") is None or f.get("target") is None \
                or actor.end > target.start or not self._done_by(actor.end, target.start):
            return
        f["actor"], f["target"] = f["target"], f["actor"]
        self.seen["actor"], self.seen["target"] = target, actor
        swapped = {"actor": "target", "target": "actor"}  # "the bouncer, off guard, is punched by Dex": his state
        self.cues[:] = [replace(c, who=swapped.get(c.who, c.who)) for c in self.cues]
        self.reading[:] = [replace(c, kind="target", note=PASSIVE_NOTE) if c.kind == "speaker" and c.start ==
                           actor.start else c for c in self.reading]

    def _done_as_a_thing(self) -> None:
        """'Bluff attempted by Marisol upon the foreman', 'A Prowl roll was made by Kes', 'Coerce by Brannoc upon the
        doorman': the roll said as a thing done, before anyone is named. The one after 'by' made it and rolls; the
        next one named after them is whom it meets."""
        f = self.f
        agent = self.seen.get("target")
        if f.get("actor") is not None or agent is None or f.get("target") != getattr(agent, "value", None) \
                or not done_by_before(self.text, agent.start, self._roll_ends()):
            return
        if any(is_word(p, "NAME") and p.end <= agent.start for p in self.later):
            return  # someone named before the deed: the reading already weighed them
        f["actor"] = agent.value  # type: ignore[attr-defined]
        self.seen["actor"] = agent
        other = next((p for p in self.later if is_word(p, "NAME") and p.start > agent.end
                      and p.value != agent.value), None)  # type: ignore[attr-defined]
        if other is not None:
            f["target"] = other.value  # type: ignore[attr-defined]
            self.seen["target"] = other
        else:
            f.pop("target", None)
            del self.seen["target"]
        self.cues[:] = [replace(c, who="actor") if c.who == "target" else c for c in self.cues]  # ("her Inspired")
        self.reading[:] = [replace(c, kind="speaker", note=AGENT_NOTE) if c.kind == "target" and c.start == agent.start
                           else replace(c, kind="target") if other is not None and c.start == other.start
                           and c.kind in ("scene", "target") else c for c in self.reading]

    def _bidden_by_a_player(self) -> None:
        """'I asked Tug to fix the engine': a player bids someone act, and the action after the name is theirs. Who
        rolls is not said (Tug, if Tug's player rolls it; the player's own character, talking Tug into it): asked,
        never rolled as the player's character's own fixing at Tug."""
        if self.referee:
            return
        bidden = next((p for p in (self.seen.get("target"), self.seen.get("actor")) if p is not None
                       and may_end_with(self.text[: p.start], BIDDING)
                       and re.search(PLAYER_BIDS, self.text[: p.start])
                       and (re.match(r"(?i)\s+(?:[a-z]+ly\s+)?to\s", self.text[p.end :])
                            or re.match(r"(?i)\s+(?:[a-z]+ly\s+)?\w", self.text[p.end :])
                            and re.search(r"(?i)\b(?:bade|bid)\s+$", self.text[: p.start]))), None)
        if bidden is None or any(c.kind == "action" and c.start < bidden.start for c in self.reading):
            return  # ("Vex climbs the wall and I ask Dex to follow": the roll is said before the bidding)
        name = bidden.value  # type: ignore[attr-defined]
        raise self._error(bidden, f"Who rolls here? You bid {name} act: if {name} does it, that is {name}'s roll; if "
                          f"your character talks {name} into it, that is a roll of their own.",
                          f"Say who acts, e.g. '{name}: <what {name} does>', or say how you ask (e.g. 'persuade "
                          f"{name} to ...').")

    def _done_by(self, start: int, end: int) -> bool:
        """Whether the words from start to end say an action of the phrase was done to the one before them by the one
        after them ('is punched by', 'is to receive a punch from')."""
        between = self.text[start:end]
        said = re.search(_PASSIVE, between) if may_end_with(between, ("by", "from")) else None  # its last words
        word = said and (said.group(1) or said.group(2)).lower()
        actions = [c.text.lower().split() for c in self.reading if c.kind == "action"]
        if said and said.group(2) and any(said.group().split()[0].lower() in words for words in actions):
            return False  # "took a statement from Carver": the verb of taking is the move's own ('Take a Statement')
        return bool(word) and any(word in words for words in actions)

    # -- checks -----------------------------------------------------------------------------------------------------
    def _described_doer(self) -> None:
        """'the sentry drone tries to spot Lo Mei, 4 5': someone described acts on a named character, and nothing
        says who rolls. The seat's character would roll with Lo Mei as its target: asked instead."""
        said = self.seen.get("described doer")
        if said is None or self.f.get("actor") or self.f.get("target") is None:
            return
        name = self.f["target"]
        doer = described_doer(self.text, said.start) or "someone"
        if any(c.key == "resist" for c in self.cues) and self.refuse.get("acted_on") is not None:
            self.f["actor"] = name  # "A goon hits Chancer ... and he resists it with Prowess": the one acted on
            del self.f["target"]  # resists what the GM's character does; the resistance is their roll
            self.seen["actor"] = self.seen.pop("target")
            return
        if (answer := self.refuse.get("acted_on")) is not None:  # a game whose GM's characters never roll says so
            raise self._error(said, f"{doer[:1].upper()}{doer[1:]} acts on {name}. {answer.format(name=name)}",
                              f"If a player character acts on {name}, start the line with their name and a colon.")
        raise self._error(said, f"Who rolls here? {doer} acts on {name}, and no one who rolls is named.",
                          f"If {name} reacts, say what {name} does, e.g. '{name}: ...'; if {doer} rolls, name it "
                          f"as the one acting, e.g. '{doer}: ...' (the game's rules say whether it may).")

    def _described_acts(self) -> None:
        """'The sergeant kicks the door, forceful 4 4': someone described, nobody on the sheet, does the roll's action,
        and no one who rolls is named. The seat's character would roll it as its own: asked instead."""
        if self.f.get("actor") or self.f.get("npc_name") or speaks_as_i(self.text):
            return
        named = [c for c in self.reading if c.kind in ("action", "skill", "trick", "ability", "move")]
        action = next((c for c in named if c.kind == "action"), None)
        if action is not None:
            doer = doer_of(self.text, action.start, action.start + len(action.text))
        elif named and (opened := labelled_after(self.text, named[0].start, named[0].start + len(named[0].text))):
            doer = doer_of(self.text, *opened)  # "a bluecoat climbs the wall, prowl, 5 3": the roll named as a label
            action = named[0]  # after the clause of someone described doing it
        else:
            return
        if doer is None:
            return
        ends = re.compile(r"[.;!?\n]").search(self.text, action.start)
        if ends is not None and any(c.start > ends.start() for c in named):
            return  # ("The guard swings his baton at you! > DODGE": another action, in a sentence of its own, is rolled)
        at = self.text.rfind(doer, 0, action.start)
        who = doer[:1].lower() + doer[1:] if doer.split()[0].lower() in ("the", "a", "an") else doer
        raise PhraseError(f"Who rolls here? {doer[:1].upper()}{doer[1:]} does it, and no one who rolls is named.",
                          text=self.text, column=at + 1, length=len(doer),
                          hint=f"If a player character does it, start with their name and a colon ('Name: ...'); if "
                               f"{who} is someone the GM plays, the GM rolls for them.")

    def _owner_acts(self) -> None:
        """'Bullets chew the wall beside Rook's head. He doesn't flinch, ...', 'The cudgel falls on Cross's shoulder,
        and she resists with Prowess': the one person named, only as an owner, and a pronoun opening a later sentence
        or clause with a verb of its own ('... gives Frost disadvantage as she shoots'): the pronoun is them, and they
        act."""
        part = self.seen.get("target")
        if self.f.get("actor") or part is None or self.f.get("target") is None or len(set(self.named)) > 1 \
                or speaks_as_i(self.text):
            return
        if not self._src(part).lower().endswith(("'s", "’s", "s'")) and not self._done_by_a_thing() \
                and not self._granted(part):
            return  # ("the guard swings at Cross and she ...": she may be the guard; asked)
        said = re.search(r"(?:[.!?]+[\s\"”]+|[;:,—–]\s*(?:(?:and|but|so)\s+)?|\s(?:and|but|so|as|while|when)\s+)(?:he|she|they)\b",
                         self.text[part.end :], re.IGNORECASE)
        if said is None:
            return
        at = part.end + said.end()
        modal = re.match(r"(?i)\s+(?:would|will|shall|must|could|can|did|does|do|then)\b", self.text[at:])
        if not does_next(self.text, at + (modal.end() if modal else 0)):
            return  # ("she would resist it": what she does, after the modal)
        self.f["actor"] = self.f.pop("target")
        self.seen["actor"] = self.seen.pop("target")
        self.reading[:] = [c for c in self.reading if not (c.kind == "target" and c.start == part.start)]
        self._read(part, kind="speaker", note=PRONOUN_SUBJECT_NOTE)

    def _granted(self, part: Record) -> bool:
        """Whether the named one is given a rules value of their roll ('the expedition leader gives Oskar disadvantage',
        '... gives Flash +1 for the scope'): whoever gives it rules the roll, and never rolls it."""
        return re.search(r"(?i)\b(?:gives|gave|grants|granted)\s+$", self.text[: part.start]) is not None and re.match(
            r"(?i)\s+(?:(?:dis)?advantage\b|[+-]\d|an?\s+(?:bonus|penalty)\b)", self.text[part.end :]) is not None

    def _done_by_a_thing(self) -> bool:
        """Whether the one acting on the named target is a thing, no person ('a runaway trolley comes at Amaya', 'the
        baton caught Imre'): its head noun is no word for a person, nor shaped as one ('-er', '-or', '-ist', ...), so
        a 'she' or 'he' after it can only be the one named; so is the GM, who rules and never rolls ('the GM gives Lune
        advantage: she grabs the line')."""
        said = self.seen.get("described doer")
        doer = described_doer(self.text, said.start) if said is not None else None
        if not doer:
            return False
        head = re.sub(r"['’]s$", "", doer.split()[-1].lower())
        return head in GM_WORDS or not person_shaped(head)  # (the GM who gives them advantage never rolls)

    def _one_action(self) -> None:
        """Two clauses that each name a different action are two rolls: ask which, never roll one silently."""
        # a clause that only names a skill or trick ("..., Athletics vs Athletics") says which roll, not another one
        named = [n for n, acts in self.actions.items() if acts and all(is_word(p, "SKILL", "TRICK") for _, p in acts)]
        clauses = [(n, acts) for n, acts in self.actions.items() if acts and n not in named]
        if self.rolls_of:  # "pry the crate open, pure brute force": a clause of things only, deciding no roll, is none
            clauses = [(n, acts) for n, acts in clauses if self._rolls(acts)]
        if named:  # ("Pinned on the ridge ..., Belay tries to coerce Sergeant Kask": the past is the scene)
            clauses = self._done_before(clauses, named=True)
        if len(clauses) >= 2 and named:  # a post's narration around the roll it names ("..., Melee Strike, 6 6"):
            self._in_the_roll(clauses)  # another sentence's action is the scene ("Kes's hand finds the hilt. She
            return  # slashes at the bodyguard, a plain melee strike. Dice: 6 and 3.")
        if len(clauses) == 1 and not named:
            aim = next((c for c in self.reading if c.kind == "purpose"), None)
            if aim is not None and aim.start > clauses[0][1][-1][1].end:  # "When seven crossbows sang ..., the Friar
                self._others_before(clauses, until=aim.start)  # flung himself aside to dodge the bolts": the aim acts
            return
        if len(clauses) < 2 or named:
            return
        if self.rolls_of and set(self.abilities) & {roll for rolls in self.rolls_of.values() for roll in rolls}:
            return  # "..., TAC: 5 1 6": where actions decide an attribute, the one named is the roll, the rest scene
        clauses = self._in_the_roll(clauses)
        clauses = self._others_before(clauses)
        clauses = self._someone_of_the_scene(clauses)
        clauses = self._reasons(clauses)
        clauses = self._named_on_it(clauses)
        clauses = self._getting_there(clauses)
        clauses = self._sensed(clauses)
        clauses = self._done_before(clauses)
        clauses = self._told_under_a_heading(clauses)
        clauses = self._deed_word_heading(clauses)
        clauses = self._asked_what(clauses)
        clauses = self._state_fragments(clauses)
        clauses = self._nouns_closing(clauses)
        if len(clauses) < 2:
            return
        clauses = [c for k, c in enumerate(clauses) if not any(  # "bluff guard. Compass bluffs the guard while
            {str(v) for v, _ in c[1]} == {str(v) for v, _ in d[1]} for d in clauses[:k])]  # dodging ...": the deed
        if len(clauses) < 2:  # said again in the same words is one, and the one after it another
            return
        (n1, first), (n2, second) = clauses[0], clauses[1]
        if not self._same_action(n1, first, n2, second):
            span1 = self.spans.get(n1, [(first[0][1].start, first[-1][1].end)])
            span2 = self.spans.get(n2, [(second[0][1].start, second[-1][1].end)])
            raise two_actions(self.text, (min(s for s, _ in span1), max(e for _, e in span1)),
                              (min(s for s, _ in span2), max(e for _, e in span2)))

    def _same_action(self, n1: int, first: list[tuple[str, Record]], n2: int, second: list[tuple[str, Record]]) -> bool:
        """Whether a later clause's action is the first one's, said again or said of how it is done."""
        if _options(first) & _options(second):  # "hit the guard, use Melee Strike": one action, and which it is
            return True
        one, other = self._rolls(first), self._rolls(second)
        if len(one) == 1 and one == other:  # "leans on the smuggler and threatens him": both Forceful, one roll
            return True
        if one and other and (one <= other or other <= one) and self._manner_after(first, second):
            return True  # "throws himself aside, dodging the bullets": the participle says how the deed is done
        if self._all_of_it(second):
            self._scene(n2, self.parts_of.get(n2, [p for _, p in second]))  # "Kettle talks us in anyway, all charm":
            return True  # how the deed is done, said as what the one doing it is all of
        return self._said_again(n2, second, one) or self._said_again(n1, first, other)  # "dives out of the way of
        # the turret fire — dodge!!": the action named again in one word

    def _all_of_it(self, acts: list[tuple[str, Record]]) -> bool:
        """Whether a clause's one action word is a noun said after a comma and 'all', closing its clause ('..., all
        charm.', '..., all smiles', '..., but it's all charm and no method, so ...'): the manner of the deed before
        it."""
        if len(acts) != 1:
            return False
        word = acts[0][1]
        return re.search(r"(?i),\s*(?:but\s+)?(?:(?:it|she|he|they)(?:['’]s|\s+is|\s+was|['’]re|\s+are)\s+)?all\s+$",
                         self.text[: word.start]) is not None \
            and re.match(r"\s*(?:[.;!?),]|and\s+no\s+[a-z]+\b|$)", self.text[word.end :]) is not None

    def _manner_after(self, first: list[tuple[str, Record]], second: list[tuple[str, Record]]) -> bool:
        """'throws himself aside as the rounds stitch the snow, dodging the bullets by a hair': the second deed is a
        participle set off by a comma right after the first's clause (no stop, no 'and', 'while' or 'then' between),
        saying how the first is done."""
        verb = second[0][1]
        between = self.text[first[-1][1].end : verb.start]
        said = self._src(verb).split()
        return bool(said) and said[0].lower().endswith("ing") and re.fullmatch(r"[^.;:!?]*,\s*", between) is not None \
            and re.search(r"(?i)\b(?:and|while|then|before|after|but)\b", between) is None

    def _one_named(self) -> None:
        """Two different skills named for the roll ('sway? or was it consort') are a question, never the first one;
        so are two different tricks or moves ('Hustle then Keep Your Cool')."""
        for kind in ("SKILL", "TRICK"):
            self._one_of(kind)

    def _one_of(self, kind: str) -> None:
        said = sorted(((part.start, value, part) for acts in self.actions.values() for value, part in acts
                       if is_word(part, kind)), key=operator.itemgetter(0))
        named: dict[str, Record] = {}
        for _, value, part in said:
            named.setdefault(value, part)
        if len(named) < 2:
            return
        last = said[-1][1]
        if [v for _, v, _ in said].count(last) > 1 or re.compile(r"(?i)(?<![\w'’])use\s+$").search(
                self.text[: said[-1][2].start]):  # "is it Survey or Study? ..., going with Survey": said again; or
            # chosen as rollmate's own question offers it ("sneak up stabbing the guard, use Melee Strike")
            field = kind.lower()
            self.f[field] = last  # after the others, it is the one chosen; the others show as asked about
            chosen = said[-1][2]
            self.reading[:] = [replace(c, used=False, note=ASKED_NOTE) if c.kind == field else c
                               for c in self.reading]
            self._read(chosen, kind=field)
            return
        raise which_named(self.text, [(v, p.start, p.end) for v, p in named.items()])

    def _in_the_roll(self, clauses: list[tuple[int, list[tuple[str, Record]]]]) -> list[tuple[int, list[tuple[str, Record]]]]:
        """A post is sentences (sentences.py): where its rules words all stand in one sentence and actions stand in
        others too, the actions of that sentence decide the roll, and the other sentences' words are the scene,
        said so in the reading; a sentence of the dice alone, with no action, counts for none. Otherwise the clauses
        stay as they are, to be asked about."""
        words = [c for c in self.reading if c.kind not in _NO_RULES_WORD]
        held, stops = carrying(self.text, [c.start for c in words])
        if len(clauses) >= 2 and (told := self._instructions(clauses, stops)):
            for n, acts in clauses:  # "Dispatch: push the wave, 40 picks to go. Temp ducks ...": the note's
                if sentence_of(acts[0][1].start, stops) in told:  # instruction, no one's deed
                    self._scene(n, self.parts_of.get(n, [p for _, p in acts]))
            clauses = [(n, acts) for n, acts in clauses if sentence_of(acts[0][1].start, stops) not in told]
            if len(clauses) < 2:
                return clauses
        if held is None and clauses:  # a sentence of the dice alone ("... a plain melee strike. Dice: 6 and 3."): it
            acting = {sentence_of(acts[0][1].start, stops) for _, acts in clauses}  # goes with the roll told in another
            dice_alone = {sentence_of(c.start, stops) for c in words if c.kind == "dice"} - acting - {
                sentence_of(c.start, stops) for c in words if c.kind != "dice"}
            if dice_alone:
                held, stops = carrying(self.text, [c.start for c in words
                                                   if sentence_of(c.start, stops) not in dice_alone])
        if held is None:
            return clauses
        kept = [(n, acts) for n, acts in clauses if sentence_of(acts[0][1].start, stops) == held]
        if not kept or len(kept) == len(clauses):
            return clauses
        if all(self._writers_past(acts) for _, acts in kept):
            return clauses  # ("Splice street-hacks the server. Megacorp security, and we shot it in 1 take.": what the
            # writer's side did, in the past, never the roll over the deed told of another: asked)
        for n, parts in self.parts_of.items():
            if parts and sentence_of(parts[0].start, stops) != held and sentence_of(parts[-1].start, stops) != held:
                self._scene(n, parts)
        return kept

    def _instructions(self, clauses: list[tuple[int, list[tuple[str, Record]]]], stops: list[int]) -> set[int]:
        """The sentences whose one action is an instruction under a label: a bare verb opening a list's item right
        after a heading's colon or a comma after it ('Dispatch: push the wave, ...', "Choirmaster's notes: Stanford
        in C, push the tempo, ..."), no one named before it; only where another sentence has someone named doing
        their own deed, who rolls."""
        told, named = set(), set()
        for n, acts in clauses:
            verb = acts[0][1]
            at = sentence_of(verb.start, stops)
            opened = stops[at - 1] if at else 0
            before = self.text[opened : verb.start]
            if any(is_word(p, "NAME") and p.start < verb.start and sentence_of(p.start, stops) == at
                   for p in self.parts_of.get(n, [])):
                named.add(at)
            elif (re.fullmatch(r"\s*[^.!?:]{1,60}:(?:[^.!?:]*,)?\s*", before) or len(before) > 3 and before.isspace()
                  and not opened) and not any(  # (a label read as the line's frame is blanked: its columns stay)
                    is_word(p, "NAME", "PRONOUN") and opened <= p.start < verb.start for p in self.later):
                told.add(at)
        return told if named - told else set()

    def _writers_past(self, acts: list[tuple[str, Record]]) -> bool:
        """Whether each action word is a verb in the past said right after 'we' or 'I' ('we shot it in 1 take')."""
        return all(type(p) is Word and p.type == "VERB" and _past(self._head(p))
                   and re.search(r"(?i)\b(?:we|i)\s+$", self.text[: p.start]) is not None for _, p in acts)

    def _others_before(self, clauses: list[tuple[int, list[tuple[str, Record]]]], *,
                       until: int = -1) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'When seven guards opened fire from the wall, Ripper dives aside': a clause of time opening its sentence
        ('when', 'as', 'once', 'after' ...), whose subject is no one of the party, no pronoun and no 'I' ('seven
        guards', 'the alarm'), and that leads with a comma into the clause of the one who acts, is what others do
        around the roll: the scene, said so in the reading. 'When I sneak past, I pick the lock' stays two actions.
        `until`: where the deed after the last clause starts, said as an aim ('... to dodge the bolts')."""
        kept = []
        for k, (n, acts) in enumerate(clauses):
            start = acts[0][1].start
            opens = max((m.end() for m in re.finditer(r"[.!?;]\s", self.text[:start])), default=0)
            lead = re.match(rf"(?i)\s*(?:and\s+)?(?:{'|'.join(_TIME_OPENERS)})\s+([\w'’]+)", self.text[opens:start])
            comma = self.text.find(",", start)
            later = clauses[k + 1][1][0][1].start if k + 1 < len(clauses) else until
            parts = self.parts_of.get(n, [p for _, p in acts])
            if lead is not None and lead.group(1).lower() not in _PRONOUN_SUBJECTS and 0 <= comma < later \
                    and not any(is_word(p, "NAME", "POSS") for p in parts) \
                    and not any(is_word(p, "NAME") and opens + lead.start(1) <= p.start < start for p in self.later):
                self._scene(n, parts)
                continue
            kept.append((n, acts))
        return kept if kept else clauses

    def _someone_of_the_scene(self, clauses: list[tuple[int, list[tuple[str, Record]]]]
                              ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'a hot swelling on the bull's hock, and he knows we're coming. Kaz faces down the bull', "Briar's men are in
        the car park and they've opened fire. Muzzle ducks ...": a clause whose subject is 'he', 'she', 'they' or 'it'
        where no player's character was named before it stands for someone of the scene; what they do is the scene,
        said so in the reading, where another clause's subject is a player's character named."""
        def pronoun(acts: list[tuple[str, Record]]) -> int | None:
            start = acts[0][1].start
            opens = max((m.end() for m in re.finditer(r"[,.;:!?—–()]|\band\b", self.text[:start])), default=0)
            lead = re.fullmatch(r"(?i)\s*(he|she|they|it)(?:['’](?:s|ve|re|d|ll))?\s+(?:(?:have|has|had|just|already|"
                                r"now|still|really)\s+)?", self.text[opens:start])
            return opens + lead.start(1) if lead is not None else None

        def named_acts(n: int) -> bool:
            return any(is_word(p, "NAME") and p.value not in self.npcs for p in self.parts_of.get(n, ()))  # type: ignore[attr-defined]

        kept = []
        for n, acts in clauses:
            at = pronoun(acts)
            if at is not None and any(named_acts(m) for m, _ in clauses if m != n) and not any(
                    is_word(p, "NAME") and p.value not in self.npcs and p.start < at for p in self.later):  # type: ignore[attr-defined]
                self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
                continue
            kept.append((n, acts))
        return kept if kept else clauses

    def _reasons(self, clauses: list[tuple[int, list[tuple[str, Record]]]]) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'..., he's taking his time cos nothing is chasing him', '..., if he even remembers me', 'because we cased the
        roofline yesterday': a clause of reason or condition whose subject is not who rolls (nothing, no one, 'we',
        'it', 'they'; 'he' or 'she' where the seat rolls, no one named acting) says why or on what the roll stands,
        no deed of the roller's: the scene, said so in the reading. 'because I climb ...' stays an action."""
        others = _REASON_SUBJECTS | ({"he", "she"} if self.f.get("actor") is None else frozenset())
        kept = []
        for n, acts in clauses:
            start = acts[0][1].start
            opens = max((m.end() for m in re.finditer(r"[,.;:!?—–()]", self.text[:start])), default=0)
            lead = re.search(rf"(?i)(?<![\w'’])(?:{'|'.join(_REASON_OPENERS)})\s+(no\s+one|[\w'’]+)\s+"
                             r"(?:[\w'’]+\s+){0,2}$", self.text[opens:start])
            if lead is not None and lead.group(1).lower() in others and len(clauses) > 1 \
                    and not any(is_word(p, "NAME") for p in self.parts_of.get(n, ())):
                self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
                continue
            if len(clauses) > 1 and self._ruling_for(start) \
                    and not any(is_word(p, "NAME") for p in self.parts_of.get(n, ())):
                self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)  # "GM gave +1 for the
                continue  # slide deck": the referee's ruling and why, no deed of the roller's
            kept.append((n, acts))
        return kept if kept else clauses

    def _ruling_for(self, start: int) -> bool:
        """'GM gave +1 for the slide deck', 'the ref gives -1 for the shove in the queue': the referee (words.GM_WORDS)
        rules on the roll (_RULING_VERBS) and says why ('for', 'since', 'because'); the action words of the why, up to
        `start`, are the scene. No other action and no comma or stop stands between the ruling and them ("GM says +1
        since it's dark, Ripper punches ...": Ripper's deed)."""
        before = self.text[:start]
        ruled = None  # the last ruling before the action words
        for m in re.finditer(r"(?i)\b(?:the\s+)?([a-z]+)\s+([a-z]+)\b", before):
            if m.group(1).lower() in GM_WORDS and set(verb_bases(m.group(2).lower())) & _RULING_VERBS:
                ruled = m
        if ruled is None:
            return False
        why = before[ruled.end() :]
        if re.search(r"(?i)\b(?:for|since|because|cos|cuz|as)\b", why) is None or re.search(r"[,.;:!?—–()]", why):
            return False
        return not any(ruled.end() <= p.start < start for acts in self.actions.values() for _, p in acts)

    def _named_on_it(self, clauses: list[tuple[int, list[tuple[str, Record]]]]) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'looms over the courier and coerces him', 'pops the alarm panel open and disables it', 'seize the ferryman
        ... Coercing him': the second action says a trick, move or skill by its own name and acts on what the first
        acted on ('him', 'it'), with no 'then' between: one deed, the first its manner (the scene, said so in the
        reading). Two rolls named ('sweet-talks the ferryman, then leans on him') stay asked; so do actions on
        things of their own ('sneak past the guard and hack the camera')."""
        if self.rolls_of or len(clauses) != 2:
            return clauses
        (n1, first), (n2, second) = clauses
        if any(says_its_name(self._src(p), str(v)) for v, p in first):
            return clauses
        named = next((p for v, p in second if says_its_name(self._src(p), str(v))), None)
        if named is None or not re.match(r"(?i)\s+(?:it|him|her|them)\b", self.text[named.end :]):
            return clauses
        if re.search(r"(?i)\b(?:then|after\s+that|afterwards|next)\b", self.text[first[-1][1].end : named.start]):
            return clauses
        self._scene(n1, self.parts_of.get(n1, [p for _, p in first]), target=False)
        return [(n2, second)]

    def _getting_there(self, clauses: list[tuple[int, list[tuple[str, Record]]]]) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'climbs up on the bar and sings for the dockhands', 'grabs a chair and smashes it over his back': the first
        of two deeds joined by 'and' gets the actor into place for the second, or takes up what the second uses
        (positions.py): one deed, the first its setting (the scene, said so in the reading). So does coming close
        where the second's roll holds it ('sneaks up behind the sentry and silently takes him down': a takedown from
        hiding moves Close first; the game's approaches). Two deeds that each meet an obstacle of their own stay
        asked."""
        kept = list(clauses)
        for (n1, first), (_, second) in zip(clauses, clauses[1:]):
            verb = second[0][1]
            held = frozenset().union(*(self.approaches.get(roll, frozenset()) for value, _ in second
                                       for roll in str(value).split("|")))
            if len(self._src(first[0][1]).split()) >= 3 and not held:
                continue  # "stands on tenure and rallies the cohort": a move named by its whole trigger is a deed
            if first[0][1].start < verb.start and (comes_close(self.text, first[0][1].start, verb.start, held)
                                                   or gets_there(self.text, first[0][1].start, verb.start, verb.end)):
                self._scene(n1, self.parts_of.get(n1, [p for _, p in first]), target=False)
                kept = [(n, acts) for n, acts in kept if n != n1]
        return kept

    def _sensed(self, clauses: list[tuple[int, list[tuple[str, Record]]]]) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'you hear it scratching. you shoot the thing anyway', 'Dex smells smoke and kicks the door in': a clause whose
        only action word is a verb of what comes to the senses unbidden (words.SENSED: 'hear', 'see', 'smell', 'feel';
        never 'listen', 'look' or 'search', which are done) tells what the one acting perceives: the scene, said so,
        where another clause holds a deed. Two sensings stay asked."""
        sensed = [(n, acts) for n, acts in clauses if all(
            type(p) is Word and p.type == "VERB" and any(b in SENSED for b in verb_bases(self._src(p).lower()))
            for _, p in acts)]
        if not sensed or len(sensed) == len(clauses):
            return clauses
        for n, acts in sensed:
            self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
        return [(n, acts) for n, acts in clauses if (n, acts) not in sensed]

    def _done_before(self, clauses: list[tuple[int, list[tuple[str, Record]]]], *,
                     named: bool = False) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'Blocking notes: pinned out and blocked overnight. Bobbin lines up a dead eye ...': a clause whose action
        words are all verbs in the past, with no one named or spoken of before them in their sentence, is a note of
        what was done before, the scene, where another clause's deed is said in the present ('lines up', 'to sway').
        A past said of someone ('Kes dodged the bolt. She shoots back') stays asked, but not one said with 'has' or
        'had' ('with advantage (she's watched him all morning)'): what was done before, the scene. `named`: a clause
        that names the roll stands apart, said in the present."""
        done = [(n, acts) for n, acts in clauses if all(
            type(p) is Word and p.type == "VERB" and _past(self._head(p)) and (
                not self._subject_before(p) or _PERFECT.search(self.text, 0, p.start) is not None)
            for _, p in acts)]
        done = [(n, acts) for n, acts in done if _PERFECT.search(self.text, 0, acts[0][1].start) or not any(
            self._sentence_opening(acts[0][1].start) <= p.start < acts[0][1].start  # ("vex sneaks past the guard,
            for m, others in clauses if (m, others) not in done for _, p in others)]  # scared the cat": a second deed
        # of the one acting, asked; "dodges him, with advantage (she's watched him all morning)": done before)
        if not done or not named and not any(any(type(p) is Word and p.type == "VERB" and not _past(self._head(p))
                                                 for _, p in acts) for n, acts in clauses if (n, acts) not in done):
            return clauses
        for n, acts in done:
            self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
        return [(n, acts) for n, acts in clauses if (n, acts) not in done]

    def _told_under_a_heading(self, clauses: list[tuple[int, list[tuple[str, Record]]]]
                              ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'Customer complaint: 6-speed, jumps out of 6th under load. Gearbox bluffs ...', 'Effect on handling: pulls
        left under braking. ...': a clause whose action words are verbs in the third person, with no one before them,
        right under a heading of words that name no one ('Customer complaint:'), tells what the heading's thing does
        ('it jumps'): the scene, where another clause's deed has its doer named before it in its sentence."""
        told = [(n, acts) for n, acts in clauses if all(
            type(p) is Word and p.type == "VERB" and self._under_a_heading(p) for _, p in acts)]
        if not told or not self._doer_named_elsewhere(clauses, told):
            return clauses
        for n, acts in told:
            self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
        return [(n, acts) for n, acts in clauses if (n, acts) not in told]

    def _asked_what(self, clauses: list[tuple[int, list[tuple[str, Record]]]]
                    ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'Crash, what's the plan for the locked medicines room? Crash smashes the padlock ...': a clause inside a
        question asked with 'what', 'which', 'how', 'where' or 'who' (the GM asking what the plan is) says no deed
        of its own: the scene, where another clause, outside any question, has its doer named before it."""
        def asked(acts: list[tuple[str, Record]]) -> bool:
            start = acts[0][1].start
            opens = max((m.end() for m in re.finditer(r"[.!?\n]|,\s", self.text[:start])), default=0)
            closes = re.compile(r"[.!?\n]").search(self.text, start)
            return closes is not None and closes.group() == "?" and re.match(
                r"(?i)\s*(?:so\s+|and\s+|ok\s+)?(?:what|which|how|where|who)(?:['’]s|\s+(?:is|are|was|were|do|"
                r"does|did|will|would|can|could|should))\b", self.text[opens:start]) is not None
        return self._scene_beside_a_doer(clauses, [(n, acts) for n, acts in clauses if asked(acts)])

    def _state_fragments(self, clauses: list[tuple[int, list[tuple[str, Record]]]]
                         ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'Running before a F7, 2 reefs in, 8 kn over the ground. Jib smashes the padlock ...': a sentence opened by
        a verb's -ing form with no one before it and no one named in it, a log's note of how things stand, is the
        scene, where another clause's deed has its doer named before it."""
        def noted(n: int, acts: list[tuple[str, Record]]) -> bool:
            first = acts[0][1]
            opens = max((m.end() for m in re.finditer(r"[.!?\n]", self.text[: first.start])), default=0)
            said = self.text[first.start : first.end].split()
            return not self.text[opens : first.start].strip() and bool(said) and said[0].lower().endswith("ing") \
                and said[0][:1].isupper() and not any(is_word(p, "NAME", "PRONOUN") for p in self.parts_of.get(
                    n, [p for _, p in acts]))
        return self._scene_beside_a_doer(clauses, [(n, acts) for n, acts in clauses if noted(n, acts)])

    def _scene_beside_a_doer(self, clauses: list[tuple[int, list[tuple[str, Record]]]],
                             told: list[tuple[int, list[tuple[str, Record]]]]
                             ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """The clauses `told` read as the scene (said so in the reading) and the rest kept, where some other clause's
        deed has its doer named before it; else all the clauses as they were."""
        if not told or len(told) == len(clauses) or not self._doer_named_elsewhere(clauses, told):
            return clauses
        for n, acts in told:
            self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
        return [(n, acts) for n, acts in clauses if (n, acts) not in told]

    def _deed_word_heading(self, clauses: list[tuple[int, list[tuple[str, Record]]]]
                           ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'Club newsletter, Tea Interval Notes: Imran entertained ...': a word the game has as a deed, capitalised,
        opening the post with one noun or two after it (no article, no one) and then a comma or colon, heads the
        post; it is the scene, where another clause's deed has its doer named before it in its sentence."""
        heads = [(n, acts) for n, acts in clauses if len(acts) == 1 and self._heads_the_post(acts[0][1])]
        if not heads or not self._doer_named_elsewhere(clauses, heads):
            return clauses
        for n, acts in heads:
            self._scene(n, self.parts_of.get(n, [p for _, p in acts]), target=False)
        named, last = self.seen.get("target"), max(p.end for _, acts in heads for _, p in acts)
        if not self.f.get("actor") and is_word(named, "NAME") and named is not None and not any(
                last <= q.start < named.start and not is_word(q, "WORD") for q in self.later):
            # (the one named first under the heading, read as the heading deed's object, acts)
            self.f["actor"] = self.f.pop("target")
            self.seen["actor"] = self.seen.pop("target")
            self.reading[:] = [replace(c, kind="speaker", used=True, note=None) if c.start == named.start
                               and c.kind == "target" else c for c in self.reading]
        return [(n, acts) for n, acts in clauses if (n, acts) not in heads]

    def _doer_named_elsewhere(self, clauses: list[tuple[int, list[tuple[str, Record]]]],
                              aside: list[tuple[int, list[tuple[str, Record]]]]) -> bool:
        """Whether a clause not set aside has a deed whose doer is named before it in its sentence: the roll's own."""
        return any(any(is_word(q, "NAME") and self._sentence_opening(p.start) <= q.start < p.start for q in self.later)
                   for n, acts in clauses if (n, acts) not in aside for _, p in acts)

    def _nouns_closing(self, clauses: list[tuple[int, list[tuple[str, Record]]]]
                       ) -> list[tuple[int, list[tuple[str, Record]]]]:
        """'... Dice 2 and 2. Out for a duck.': a clause whose one deed word is said after a preposition and an article,
        closing its clause, names a thing (a noun), no deed; the scene, where another clause's deed stays ('you gave
        the guard a punch' is a blow given: a deed)."""
        things = [(n, acts) for n, acts in clauses if len(acts) == 1 and is_word(acts[0][1], "VERB")
                  and re.search(r"(?i)\b(?:for|with|in|of|on|at|after|like|into|from|by)\s+(?:a|an|the)\s+$",
                                self.text[: acts[0][1].start])
                  and re.match(r"\s*(?:[.;!?)]|$)", self.text[acts[0][1].end :])]
        if not things or len(things) == len(clauses):
            return clauses
        for n, acts in things:
            self._scene(n, self.parts_of.get(n, [p for _, p in acts]))
        return [(n, acts) for n, acts in clauses if (n, acts) not in things]

    def _heads_the_post(self, part: Record) -> bool:
        """Whether a deed word opens the post, capitalised, with only a noun or two of a thing after it before a comma
        or colon ('Club newsletter,')."""
        if self.text[: part.start].strip() or not self._src(part)[:1].isupper():
            return False
        said = re.compile(r"[ \t]+([A-Za-z'’-]+)(?:[ \t]+[A-Za-z'’-]+)?[ \t]*[,:]").match(self.text, part.end)
        return said is not None and said.group(1).lower() not in DETERMINERS | PEOPLE_WORDS \
            and not any(is_word(q, "NAME", "PRONOUN") and part.end <= q.start < said.end() for q in self.later)

    def _under_a_heading(self, part: Record) -> bool:
        """Whether a verb in the third person ('jumps', 'pulls') stands in the part of its sentence after a heading
        of words alone ('Customer complaint:'), with no one named or spoken of between."""
        head = self._head(part)
        opens = max(self.text.rfind(mark, 0, part.start) for mark in (".", "!", "?", ";", "\n")) + 1
        colon = self.text.rfind(":", opens, part.start)
        label = self.text[opens:colon].strip() if colon >= 0 else ""
        headed = re.fullmatch(r"[A-Z][a-z]+(?: [a-z]+){0,3}", label) is not None and common_word(label.split()[0].lower())
        if colon < 0 and re.match(r" ?\s{3,}\S", self.text[opens : part.start]):
            headed, colon = True, opens  # ("Customer complaint:", a field's label the reader set aside as read)
        if not head.endswith("s") or head.endswith("ss") or not headed:
            return False
        between = re.findall(r"[\w'’]+", self.text[colon + 1 : part.start])
        return not any(w.lower() in _WHO_DOES or w[:1].isupper() for w in between) \
            and not any(is_word(q, "NAME", "PRONOUN") and opens <= q.start < part.start for q in self.later)

    def _head(self, part: Record) -> str:
        """The first word of a part as typed, in lowercase ('lines' of 'lines up')."""
        return (self._src(part).lower().split() or [""])[0]

    def _sentence_opening(self, at: int) -> int:
        """Where the sentence (or the part after a colon) holding text[at] opens."""
        return max(self.text.rfind(mark, 0, at) for mark in (".", "!", "?", ":", ";", "\n")) + 1

    def _subject_before(self, part: Record) -> bool:
        """Whether a word that may say who does it stands before `part` in its sentence: a capital past the
        sentence's first word, or a pronoun ('Kes dodged', 'then she ducked'); never a lone letter ('Q&A ran over')."""
        words = re.findall(r"[\w'’]+", self.text[self._sentence_opening(part.start) : part.start])
        return any(w.lower() in _WHO_DOES or w[:1].isupper() and len(w) > 1 and not common_word(w.lower())
                   for w in words)

    def _aside_decides(self) -> None:
        """An aside to the table that names the roll (a skill, trick, stat, move or action: "... and shoves him toward
        the truck. ((rolling +hard: 3, 4))") decides it: the action words of the pose around it are the scene, and
        the reading says so; a verb of the pose never pulls in a roll the aside does not name. A code comment's
        action words ('// no attr given, infer it') are its note on the code, where the post names a roll outside its
        asides: the scene, never the roll (its rules names still decide: '// TACTICAL obviously')."""
        if not self.asides:
            return
        self._comment_verbs()
        if not any(self._in_aside(p) and _names_roll(p) and not self._comment_verb(p) for p in self.later):
            return
        named = {p.value for p in self.later if type(p) is Word and self._in_aside(p)}  # said in the aside too
        for n, acts in list(self.actions.items()):
            if any(not self._in_aside(part) for _, part in acts):
                kept = [(value, part) for value, part in acts if self._in_aside(part)]
                self._scene(n, [p for p in self.parts_of.get(n, [p for _, p in acts])
                                if not self._in_aside(p) and getattr(p, "value", None) not in named], keep=kept,
                            target=False)  # whom the pose acts on stays the roll's ('leans on the courier')

    def _comment_verb(self, part: Record) -> bool:
        """Whether a record is an action word of a code comment ('// ... infer it') in a post that names its roll
        outside its asides."""
        return type(part) is Word and part.type == "VERB" and any(
            start <= part.start < end and self.text.startswith("//", start) for start, end in self.asides) and any(
            _names_roll(p) and not self._in_aside(p) for p in self.later)

    def _comment_verbs(self) -> None:
        """A code comment's action words, where the post names its roll outside its asides: the scene."""
        for n, acts in list(self.actions.items()):
            if any(self._comment_verb(part) for _, part in acts):
                kept = [(value, part) for value, part in acts if not self._comment_verb(part)]
                self._scene(n, [p for p in self.parts_of.get(n, [p for _, p in acts]) if self._in_aside(p)],
                            keep=kept, target=False)

    def _in_aside(self, part: Record) -> bool:
        return any(start <= part.start < end for start, end in self.asides)

    def _aside_speaker(self) -> str | None:
        """Who an aside to the table names with a colon as the one rolling ('((Petra: technician, ...))'), or None."""
        if not self.asides:
            return None
        said = next((p.name for p in self.later if self._in_aside(p) and type(p) is r.Speaker), None)
        if said is not None:
            return str(said)
        labels = {str(p.value) for p in self.later if is_word(p, "NAME") and self._in_aside(p)
                  and self.text[p.end : p.end + 1] == ":"}  # "((Tova: 9 and 9))": whose dice, the one label
        if len(labels) != 1 or any(type(p) is r.Versus for p in self.later) or any(
                re.search(r"(?i)\b(?:me|mine|myself|my)\s*:", self.text[start:end]) for start, end in self.asides):
            return None  # ("Me: 6 2 3, Mavros: 7 1 1": the other side's dice, labelled)
        return labels.pop()

    def _scene(self, n: int, parts: list[Record], keep: list[tuple[str, Record]] | None = None, *,
               target: bool = True) -> None:
        """Clause n is the scene around the roll: its action words decide nothing, and the reading says so; `keep`:
        its action words that still decide, `target`: whether whom it acts on goes with it."""
        words = [p for p in parts if type(p) is Word and p.type in ("VERB", "SKILL", "TRICK", "WORD")]
        starts = {p.start for p in words}
        kept = {value for m, acts in self.actions.items() for value, p in acts if m != n or (keep and (value, p) in keep)}
        for part in words:
            if part.type == "VERB" and part.value in self.verbs and (part.value not in kept or self.verbs.count(part.value) > 1):
                self.verbs.remove(part.value)  # (the same action said in a clause that stays: "Tank, bark some
                # orders. Tank commands the dock crew")
            if part.type == "WORD" and self._src(part) in self.unknown:
                self.unknown.remove(self._src(part))
            for field in ("skill", "trick"):
                if part.type == field.upper() and self.f.get(field) == part.value:
                    del self.f[field]
        if target and self.seen.get("target") in parts and self.f.get("target") is not None:  # "... past the guard. ..."
            del self.f["target"]
        if keep:  # the clause's words in the aside still say the roll
            self.actions[n] = keep
            self.spans[n] = [(s, e) for s, e in self.spans.get(n, ()) if not any(s <= p.start < e for p in parts)]
        else:
            self.actions.pop(n, None)
            self.spans.pop(n, None)
        self.reading[:] = [replace(c, used=False, note=SCENE_NOTE) if c.start in starts and c.kind in
                           ("action", "skill", "trick") else c for c in self.reading]

    def _said_again(self, n: int, actions: list[tuple[str, Record]], others: set[str]) -> bool:
        """Whether clause n is one action word alone, or with the dice ('— dodge!!', '-- dodge 4 1'), whose one roll the other clause's words decide
        too: the action said again, as a shout names it, not a second one."""
        rolls = self._rolls(actions)
        said = [p for p in self.parts_of.get(n, ()) if type(p) is not r.Dice]  # ("-- dodge 4 1": and the dice)
        return len(actions) == 1 and len(said) == 1 and len(rolls) == 1 and rolls <= others

    def _rolls(self, actions: list[tuple[str, Record]]) -> set[str]:
        """The rolls a clause's action words decide, where the game says so (rolls_of); else none."""
        return {roll for value, _ in actions for roll in self.rolls_of.get(str(value), ())}

    def _once(self, what: str, part: Record | None) -> None:
        if part is None:
            return
        if what in self.seen and self.seen[what] is not part:
            earlier = self.seen[what]
            if what == "actor" and _person(earlier) is not None and _person(earlier) == _person(part):
                return  # "GM: Anouk, rig the charge. roll Anouk/demolitions": one person, said twice
            label = {"actor": "Two people act", "dice": "Two sets of dice",
                     "difficulty": "Two difficulties", "opponent": "Two opponents"}.get(what, f"Two values for {what}")
            hint = {"actor": f"Roll for one character at a time, e.g. '{self._src(earlier)}: ...' now and "
                              f"'{self._src(part)}: ...' next.",
                    "opponent": "Roll against one opponent at a time."}.get(
                what, "Say it once, e.g. 'Wits Hard' or 'rolled 3 9'.")
            raise self._error(part, f"{label}: '{self._src(earlier)}' and '{self._src(part)}'. Which one is it?", hint)
        self.seen[what] = part

    def _refuse(self, part: Record, why: str) -> None:
        raise self._error(part, f"'{self._src(part)}' can't be used here: {why}", None)

    def _with_advantage(self, part: Record) -> bool:
        """A dice count in a game that rolls a set number of dice, said in a phrase that says advantage or
        disadvantage ('with advantage, three dice'): how many dice that roll takes, said again."""
        return type(part) is r.DiceCount and "dice_count" in self.refuse and any(
            type(p) is r.Advantage for p in self.later)

    def _wished_for(self, part: Record) -> bool:
        """Whether a spend is its resource's word said as an idiom of wishing, with the two words before it ('... on
        the dice for <it>'): 'for', maybe 'good', then the word alone, no spend word."""
        before = self.text[: part.start].split()[-2:]
        found = re.search(_FOR_IDIOM, " ".join([*before, self._src(part)]))
        return found is not None and found.group(1).lower() == self._src(part).split()[-1].lower()

    def _refused(self, part: Record) -> str | None:
        """Why the game has no rule for this clause (its [refuse] table, by the clause's kind, or by the resource
        spent and what for), or None."""
        if self._with_advantage(part):
            return None
        if part.kind == "spend":  # by kind, as below: a phrase that spends nothing never loads the Spend record
            return self.refuse.get(part.use or "") or self.refuse.get(part.key)
        return self.refuse.get(part.kind)

    def _narrated(self, *, spoken_to: bool = False) -> bool:
        """Whether the actor was named in the third person ("Dex shoots the guard", "... Rado heaves") rather than
        spoken for ("Dex: shoot the guard"), or, with `spoken_to`, spoken to ("Bran, you want to resist?"): a later
        'he' may then be them."""
        notes = (*NARRATED, ADDRESSED_NOTE, CALLED_NOTE, ROLLED_FOR_NOTE) if spoken_to else NARRATED  # "she got"
        return any(c.kind == "speaker" and c.note in notes for c in self.reading)

    def _trade_answered(self) -> None:
        """'Can I trade position for effect? ... GM: yeah, desperate, great.': a trade asked in a question, then the
        position and the effect both set in a later sentence: those are the values the trade was answered with, and
        the trade is not made again on top of them (shown as asked, not used)."""
        if not any(self.cue_kinds.get(c.key) == "trade" for c in self.cues):
            return  # (no trade said: none asked; most posts say no cue at all)
        asked = [c for c in self.reading if c.used and self.cue_kinds.get(_key_of(self.cues, c.text) or "") == "trade"
                 and re.match(r"[^.!?]*\?", self.text[c.end :])]
        if not asked:
            return
        stops = ends(self.text)
        for said in asked:
            own = sentence_of(said.start, stops)
            later = {c.kind for c in self.reading if c.used and c.start > said.end and sentence_of(c.start, stops) > own}
            if {"position", "effect"} <= later:
                self.cues[:] = [c for c in self.cues if c.text != said.text]
                self.reading[:] = [replace(c, used=False, note=_TRADE_ASKED) if c is said else c for c in self.reading]

    def _echoed(self, name: str, part: Record) -> bool:
        """Whether the attribute was named in an earlier sentence and is said again alone in a sentence of its own,
        no other rules word beside it ("GM: Bram, just roll Grit. KOFI: just Grit? okay."): the one roll's attribute
        echoed, noted so, never added twice ('that's Everyman plus Grit' says a sum, for the rules)."""
        earlier = self.seen.get(f"ability {name}")
        stops = ends(self.text)
        own = sentence_of(part.start, stops)
        alone = not any(p is not part and sentence_of(p.start, stops) == own and _rules_part(p) for p in self.later)
        if earlier is not None and alone and sentence_of(earlier.start, stops) != own:
            self.reading[-1] = replace(self.reading[-1], note=f"{name} said before, said again")
            return True
        between = self.text[earlier.end : part.start] + " " + self._src(part) if earlier is not None else ""
        if earlier is not None and earlier.end <= part.start and (len(self.text[earlier.end : part.start].split()) > 1
                                                                  or "(" in self.text[earlier.end : part.start]) \
                and not re.search(r"(?i)\+|\bplus\b|\band\s*$|^\s*and\b", between):  # ("Presence (roll Presence)")
            # "(he means Grit, not Brawn, so roll Grit)": the one attribute said again, words between, never joined to
            # itself as a sum ('Wits+Wits', 'Wits plus Wits' adds it twice, as the rules say)
            self.reading[-1] = replace(self.reading[-1], note=f"{name} said before, said again")
            return True
        self.seen.setdefault(f"ability {name}", part)
        return False

    def _read(self, part: Record, *, kind: str | None = None, note: str | None = None) -> None:
        label = kind or (lexicon().resources[part.key].label if part.kind == "spend" else part.label)
        self.reading.append(Clause(kind=label, text=self._src(part), start=part.start, end=part.end, note=note))

    def _src_cues(self, part: r.OtherState) -> str:
        return self._src(part).split(None, 2 if self._src(part).lower().startswith(("he is", "she is", "they are")) else 1)[-1]

    def _src(self, part: Record) -> str:
        return self.text[part.start : part.end]

    def _error(self, part: Record, message: str, hint: str | None) -> PhraseError:
        return PhraseError(message, text=self.text, column=part.start + 1,
                           length=max(1, part.end - part.start), hint=hint)


class _Handlers(dict):  # type: ignore[type-arg]
    """The handler of each kind of slot record: the binder dispatches on the record's type, never on a string. The
    records fewer phrases make (records.RARER) join the table the first time the binder meets one: a record made has
    loaded its type, and a phrase without them never builds their classes."""

    def __missing__(self, kind: type[Record]) -> Callable[[Binder, Any], None]:
        rarer: dict[type[Record], Callable[[Binder, Any], None]] = {
            r.Speaker: Binder.speaker, r.Stranger: Binder.stranger, r.Versus: Binder.versus, r.Helper: Binder.helper,
            r.SelfState: Binder.self_state, r.OtherState: Binder.other_state, r.Spend: Binder.spend,
            r.Assist: Binder.assist, r.OpenSkill: Binder.open_skill, r.Ability: Binder.ability, r.Slash: Binder.slash,
            r.LinkedSkill: Binder.linked_skill, r.LinkedUnknown: Binder.linked_unknown,
        }
        self.update(rarer)
        return rarer[kind]


SLOTS: dict[type[Record], Callable[[Binder, Any], None]] = _Handlers({
    r.Dice: Binder.dice, r.Difficulty: Binder.difficulty, r.Modifier: Binder.modifier,
    r.DiceModifier: Binder.modifier, r.Bonus: Binder.bonus, r.Advantage: Binder.advantage, r.NpcRoll: Binder.npc,
    r.DiceCount: Binder.dice_count, r.Upgrade: Binder.upgrade, r.Group: Binder.group, r.Attack: Binder.attack,
    r.Restated: Binder.restated, r.Purpose: Binder.purpose, r.Roll: Binder.nothing,
})


# 'has', 'have' or 'had' right before a verb in the past ("she's watched him all morning", "he'd already cased it"):
# what was done before now.
_PERFECT = re.compile(r"(?i)(?:(?<![\w'’])(?:has|have|had)|[\w][’'](?:s|ve|d))\s+"
                      r"(?:(?:already|just|long|been|all)\s+)?$")


def _past(word: str) -> bool:
    """Whether a verb as typed is in the past ('blocked', 'pinned', 'ran', 'torn'), no present nor base form."""
    if word.endswith("ed"):
        return "VERB" in word_classes(word) and not word.endswith("eed")  # (not 'needs', 'feed', 'bleed')
    return is_tagged(word, PARTICIPLE) or (is_tagged(word, SAID_OF_SOMEONE) and not word.endswith(("s", "ing")))
