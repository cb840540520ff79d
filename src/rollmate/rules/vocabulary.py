"""Vocabulary: the words a system (and the loaded sheets) give meaning to, for the grammar's lexer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal, TypeVar

from rollmate.rules.content import described
from rollmate.rules.forms import verb_forms
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import SYSTEMS
from rollmate.rules.spoken import refused

# "resource" and "use": something a phrase spends and what for (rules/spoken.py), the value its key.
Kind = Literal["skill", "trick", "ability", "dl", "trait", "security", "cue", "verb", "name", "filler", "level",
               "resource", "use"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Term(FrozenRecord):
    """What one word or phrase means: its kind and the canonical value (a skill name, a cue key...)."""

    kind: Kind
    value: str


# The kind of the reading's clause holding a cue's note (Vocabulary.noted_cues), as the reader shows it: not used by
# the reading, the game's own to keep.
NOTE_KIND = "cue note"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Vocabulary(FrozenRecord):
    """Lowercase phrases (1-4 words) -> meaning; verbs are also matched in their inflected forms (rules.forms)."""

    system: str
    terms: dict[str, Term] = field(default_factory=dict)
    verbs: dict[str, str] = field(default_factory=dict)  # verb phrase -> canonical value (trick, skill or attribute)
    # Roll strings as in FS3 ("Skill+Attr-2", "roll Basket Weaving"): words after "roll" that no one knows name a
    # skill, and "+" may join only a skill and an attribute.
    roll_strings: bool = False
    # Clause kinds (see grammar/bind.py KIND keys) this game has no rule for -> why, in the game's words.
    refuse: dict[str, str] = field(default_factory=dict)
    # The verbs table also lists the things an action is done with ("sledgehammer", "door"), which count after an
    # article; otherwise a verb after an article is a thing ("convince the pilot", "dodge the punch").
    verb_nouns: bool = False
    # Helping someone is a roll of the helper's own ("Boone helps Kit": Boone's move), not a part of theirs.
    helping_rolls: bool = False
    hint: str = ""  # what to try, for a phrase that was not understood ("Try e.g. 'kick in the door'.")
    # What kind of rules clause a cue word makes in the reading (cue key -> clause kind, e.g. "risky" -> "position");
    # a cue not listed reads as a "condition".
    cue_kinds: dict[str, str] = field(default_factory=dict)
    # The game's rules use the dice of everyone the phrase names (a group action: each member rolls), so the
    # reading keeps them all for the game instead of asking whose roll another's dice are for.
    named_dice: bool = False
    failed_level: str = ""  # the result a helper's roll said to have failed counts as ("Zoe failed her assist")
    # A roll may be a single die (a pool of one), so a lone number closing the phrase is its face ("..., 5").
    one_die: bool = False
    # Cue keys whose one-word forms are rules values only where a value stands ("risky", "great": not "a great
    # night"), and whether the game's abilities are adjectives English uses too ("hard", "creative": not "tries
    # hard", "a creative solution"); see grammar/scene_words.py.
    value_cues: frozenset[str] = frozenset()
    adjective_abilities: bool = False
    # Cue keys of a state of the one acted on ("confident", "suspicious"): said as an adjective of the deed itself
    # ("a confident lie") they describe the deed, not its target (grammar/lexer.py).
    target_states: frozenset[str] = frozenset()
    # Where the game's DL moves with speed: (at least, at most, cue key) in kph, so 'at 150 kph' or 'doing 20 mph'
    # is that condition, a rules value; a speed in no band is the scene's.
    speeds: tuple[tuple[int | None, int | None, str], ...] = ()
    # The game's rules read a group's size ("a gang of 12"), so a group said without one ("the gang of dockers") is
    # asked about; elsewhere it is only the scene's words.
    group_sizes: bool = False
    # Standing bonuses a sheet may hold, as said after their number ("my +1 ongoing"): word -> the bonus's key. Said
    # as the player's own, they restate the sheet (grammar/restated.py).
    held_bonuses: dict[str, str] = field(default_factory=dict)
    # The game writes its stats signed ("+2", "-1"), so a stat said with a signed number beside it ("CRE +3:", "+2
    # Hard") restates the sheet; elsewhere "Athletics -1" is the roll and a modifier.
    signed_stats: bool = False
    # The game writes its skills' bonuses signed ("Stealth +2", "Melee +3"), so a skill said with a signed number
    # beside it, alone in its part of the sum, restates the sheet; elsewhere it is the roll and a modifier.
    signed_skills: bool = False
    # A player's lay words for a roll (the game's [described] table): 'body' -> ('Prowess',), 'talking' -> the
    # rolls it may mean; 'my body one' is then that roll (grammar/described.py).
    described: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # The game's difficulty levels and their numbers ("Hard" -> 20): two ways of saying one level in a phrase
    # ("Middle Corp security, so DC 20") are one difficulty, not two.
    difficulty_values: dict[str, int] = field(default_factory=dict)
    # Where an action word's value is not itself the roll (FIST's verbs point to attributes): value -> the rolls it
    # decides, so two clauses that each decide the same one roll are one action, not two rolls asked about.
    rolls_of: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # What a rules value is part of (a Ghostburn trick -> its skill): a skill typed as a label beside a trick's verb
    # ("shoots at the sergeant, Firearms") names the same roll (grammar/labels.py).
    within: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # A roll that holds coming close as its own first part -> the verbs of it ('sneak', 'creep': a takedown from
    # hiding): "sneaks up behind the sentry and takes him down" is that one roll, the approach its setting
    # (grammar/positions.py), where elsewhere two deeds are asked about.
    approaches: dict[str, frozenset[str]] = field(default_factory=dict)
    # The names of the people the GM plays (the sheets' NPCs): one of them doing something in a post where a player's
    # character acts is the scene around that roll ("the courier argues with Dorran; Kes lifts the keycard").
    npcs: frozenset[str] = frozenset()
    # Rules values typed short where a value stands (Blades: 'pos D', 'eff G', 'r/s', 'ctrl/ltd'; grammar/shorthand.py):
    # a label as typed -> the kind of value it labels; a value as typed short -> its cue key (its kind: cue_kinds);
    # the kinds a slashed pair says, in order.
    short_labels: dict[str, str] = field(default_factory=dict)
    short_values: dict[str, str] = field(default_factory=dict)
    short_pair: tuple[str, ...] = ()
    # Cue keys whose words after a colon are their note, in the player's own words ("devil's bargain: the crew's
    # noodle shop burns down"): the note is the cue's, never a rules word nor someone acting (grammar/noted.py).
    noted_cues: frozenset[str] = frozenset()

    __hash__ = object.__hash__  # built once per party and cached, so identity is enough

    def longest(self) -> int:
        return max((len(p.split()) for p in (*self.terms, *self.verbs)), default=1)


CASTS_KEPT = 16  # the casts (who is loaded, in one game) whose vocabulary, and what the reader makes of it, are kept
_Made = TypeVar("_Made", bound=Callable[..., object])


def per_cast(function: _Made) -> _Made:
    """`function` remembered for the last CASTS_KEPT casts: what is made of a cast's vocabulary or party is kept while
    the table uses it, and let go once enough other casts came after it (a long-running server whose sheets change, a
    batch or a test suite loading hundreds of parties), instead of growing with every cast ever loaded."""
    return lru_cache(maxsize=CASTS_KEPT)(function)  # type: ignore[return-value]


@per_cast
def name_parts(vocabulary: Vocabulary) -> frozenset[str]:
    """Every word of a loaded name of several words ('jonah' and 'bell' of Jonah Bell), built once per vocabulary."""
    return frozenset(w for p, t in vocabulary.terms.items() if t.kind == "name" and " " in p for w in p.split(" "))


def people_terms(called: tuple[tuple[str, str], ...]) -> list[tuple[str, Term]]:
    """The name terms of everyone loaded, from Party.called(): each way to name someone in full, and whose name."""
    return [(said, Term(kind="name", value=name)) for said, name in called]


def build(system: str, pairs: list[tuple[str, Term]], verbs: list[tuple[str, str]]) -> Vocabulary:
    """Build a Vocabulary; the first meaning given for a phrase wins, so list the strongest kinds first. What the
    game refuses comes with it (its [refuse] table, and the uses of resources it lacks: rules/spoken.py)."""
    terms: dict[str, Term] = {}
    for phrase, term in pairs:
        key = " ".join(phrase.lower().replace("-", " ").split())
        if key and key not in terms:
            terms[key] = term
    verb_map: dict[str, str] = {}
    for phrase, value in verbs:
        key = " ".join(phrase.lower().replace("-", " ").split())
        if key and key not in verb_map:
            verb_map[key] = value
    for phrase, value in verbs:  # a hyphenated verb is a word written closed up too: "strong-arm" -> "strongarm"
        if "-" in phrase:
            verb_map.setdefault(" ".join(phrase.lower().replace("-", "").split()), value)
    for phrase, value in verbs:  # a table's own verb, in the forms the shipped index lacks: "howls at the moon"
        first, *rest = phrase.lower().split() or [""]
        for form in verb_forms(first) if first and "-" not in first else ():
            verb_map.setdefault(" ".join([form, *rest]), value)
    lay = described(system) if system in SYSTEMS else {}
    return Vocabulary(system=system, terms=terms, verbs=verb_map, refuse=refused(system), described=lay)
