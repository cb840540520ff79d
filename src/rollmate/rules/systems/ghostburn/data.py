"""Ghostburn content (skills, tricks, charts, DL modifiers) loaded from ghostburn.toml (this folder), and its vocabulary."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from typing import Literal

from rollmate.rules.content import glossary_table, load_data
from rollmate.rules.records import FrozenRecord, from_table
from rollmate.rules.sheets import Party
from rollmate.rules.vocabulary import Term, Vocabulary, build, people_terms, per_cast

DLS: tuple[tuple[str, int], ...] = (("Easy", 8), ("Moderate", 14), ("Hard", 20), ("Severe", 26), ("Extreme", 32))
DL_VALUE = dict(DLS)
DL_BAND = {name: band for band, (name, _) in enumerate(DLS, start=1)}
OUTCOMES = ("Glitch", "Fade", "Success", "Cool Success")
TRAITS = ("wits", "fort", "security", "stability", "stabilization")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Chart(FrozenRecord):
    """What each outcome of a trick means, in the game's words."""

    cool_success: str
    success: str
    fade: str
    glitch: str

    def line(self, outcome: str) -> str:
        return getattr(self, outcome.lower().replace(" ", "_"))


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class TrickModifier(FrozenRecord):
    """A trick's own DL modifier: how many steps, why, and the cues that bring it in."""

    key: str
    step: int
    reason: str
    cues: tuple[str, ...]
    global_: str = ""
    needs: tuple[str, ...] = ()  # words one of which the post says for a cue to hold ("pistol")

    @classmethod
    def load(cls, raw: dict) -> TrickModifier:
        raw = dict(raw)
        raw["global_"] = raw.pop("global", "")
        raw["cues"] = tuple(_cue_key(c) for c in raw.get("cues", ()))
        raw["needs"] = tuple(raw.get("needs", ()))
        return cls(**raw)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Skill(FrozenRecord):
    """A skill: its name, its primary ability, what it covers and the other names it goes by."""

    name: str
    ability: str
    covers: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Trick(FrozenRecord):
    """A trick of a skill: its base DL, its rules and its outcome chart."""

    name: str
    skill: str
    type: Literal["core", "signature"]
    dl: str
    group_highest: bool = False
    tags: tuple[str, ...] = ()
    reaction: bool = False
    verbs: tuple[str, ...] = ()
    approach: tuple[str, ...] = ()  # verbs of coming close that are the trick's own first part
    summary: str = ""
    requirements: str = ""
    auto_fail_if_hostile: bool = False
    dl_modifiers: tuple[TrickModifier, ...] = ()
    chart: Chart


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class GlobalModifier(FrozenRecord):
    """A DL modifier of the game's that any roll may meet (range, cover, speed), and the cues that say it."""

    key: str
    name: str
    who: Literal["target", "actor", "scene"]
    step: int
    applies_to: str
    upgrade: int = 0
    replaces: tuple[str, ...] = ()
    cues: tuple[str, ...] = ()
    reason: str = ""
    kph_at_least: int | None = None  # a speed said from this on ("at 150 kph") is the condition
    kph_at_most: int | None = None
    kph_further: int | None = None  # one step more per further this many kph
    keywords: tuple[str, ...] = ()  # the condition's own rules words: said in no form the cues know, it is asked
    plain: tuple[str, ...] = ()  # words before a keyword that say the condition does not hold ("within range")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Content(FrozenRecord):
    """The game's content as ghostburn.toml gives it: abilities, skills, tricks, modifiers and charts."""

    abilities: dict[str, str]
    skills: dict[str, Skill]
    ability_short: dict[str, tuple[str, ...]] = field(default_factory=dict)  # "str" -> Strength, as players shorten
    tricks: dict[str, Trick]
    modifiers: tuple[GlobalModifier, ...]
    security: dict[str, str]
    threat: dict[str, tuple[int, int]]  # DL -> (regular, strong)
    universal: Chart
    filler: tuple[str, ...]
    objects: tuple[tuple[str, tuple[str, ...]], ...] = ()  # what an action is done to or with -> tricks it supports
    shared_verbs: tuple[tuple[str, tuple[str, ...]], ...] = ()  # verbs that fit several tricks -> those tricks
    pursuit: tuple[str, frozenset[str]] | None = None  # the trick of going after someone, and what may be gone after

    def tricks_of(self, skill: str) -> list[Trick]:
        return [t for t in self.tricks.values() if t.skill == skill]


@cache
def content() -> Content:
    raw = load_data("ghostburn")
    tricks = {}
    for entry in raw["tricks"]:
        tricks[entry["name"]] = from_table(
            Trick, entry, dl_modifiers=tuple(TrickModifier.load(m) for m in entry.get("dl_modifiers", ())),
            chart=Chart(**entry["chart"]))
    return Content(
        abilities=raw["abilities"],
        ability_short={k: tuple(v) for k, v in raw.get("ability_short", {}).items()},
        skills={s["name"]: from_table(Skill, s) for s in raw["skills"]},
        tricks=tricks,
        modifiers=tuple(from_table(GlobalModifier, m, cues=tuple(_cue_key(c) for c in m.get("cues", ())))
                        for m in raw["dl_modifiers"]),
        security={k.lower(): v for k, v in raw["security"].items()},
        threat={t["dl"]: (t["regular"], t["strong"]) for t in raw["threat_from_traits"]},
        universal=Chart(**raw["universal_chart"]),
        filler=tuple(raw.get("filler", {}).get("words", ())),
        objects=tuple((w, tuple(o["tricks"])) for o in raw.get("objects", ()) for w in o["words"]),
        shared_verbs=tuple((w, tuple(o["tricks"])) for o in raw.get("shared_verbs", ()) for w in o["words"]),
        pursuit=(raw["pursuit"]["trick"], frozenset(raw["pursuit"]["words"])) if "pursuit" in raw else None,
    )


# Words for difficulty and traits that the data file does not list.
EXTRA_TERMS: tuple[tuple[str, Term], ...] = (
    ("wits", Term(kind="trait", value="wits")),
    ("fort", Term(kind="trait", value="fort")),
    ("fortitude", Term(kind="trait", value="fort")),
    ("security", Term(kind="trait", value="security")),
    ("stability", Term(kind="trait", value="stability")),
    ("stabilization dl", Term(kind="trait", value="stabilization")),
    ("strong", Term(kind="cue", value="strong")),
    ("basic", Term(kind="cue", value="basic")),
    ("basic roll", Term(kind="cue", value="basic")),
    ("automatic cool success", Term(kind="cue", value="automatic")),
    ("automatically", Term(kind="cue", value="automatic")),
    ("hurt", Term(kind="cue", value="hurt")),
    ("in combat", Term(kind="cue", value="combat")),
    # "improvised trick: Athletics, DL Severe": the GM rules that no trick fits (rules §2 step 1)
    ("improvised trick", Term(kind="cue", value="improvised")),
    ("improvised roll", Term(kind="cue", value="improvised")),
    ("improvised check", Term(kind="cue", value="improvised")),
    # "Improvised, Athletics at DL Severe", "that's improvised": the ruling said alone (the lexer reads "an improvised
    # club" as the thing described, no ruling)
    ("improvised", Term(kind="cue", value="improvised")),
    # "No trick for this one, the GM calls it Athletics at DL Moderate": said the other way round
    ("no trick", Term(kind="cue", value="improvised")),
    ("no trick fits", Term(kind="cue", value="improvised")),
    ("no trick for this", Term(kind="cue", value="improvised")),
    ("no trick for this one", Term(kind="cue", value="improvised")),
    ("no trick for it", Term(kind="cue", value="improvised")),
)


@cache
def _base_pairs() -> tuple[tuple[str, Term], ...]:
    c = content()
    pairs: list[tuple[str, Term]] = []
    for name in c.tricks:
        pairs.append((name, Term(kind="trick", value=name)))
    for skill in c.skills.values():
        pairs.append((skill.name, Term(kind="skill", value=skill.name)))
        pairs += [(alias, Term(kind="skill", value=skill.name)) for alias in skill.aliases]
    for ability in c.abilities:
        pairs.append((ability, Term(kind="ability", value=ability)))
        pairs += [(short, Term(kind="ability", value=ability)) for short in c.ability_short.get(ability, ())]
    for name, _ in DLS:
        pairs.append((name, Term(kind="dl", value=name)))
    for level, dl in c.security.items():
        pairs.append((level, Term(kind="security", value=dl)))
    pairs += list(EXTRA_TERMS)
    for modifier in c.modifiers:
        pairs += [(cue, Term(kind="cue", value=_cue_key(cue))) for cue in modifier.cues]
    for trick in c.tricks.values():
        for mod in trick.dl_modifiers:
            pairs += [(cue, Term(kind="cue", value=_cue_key(cue))) for cue in mod.cues]
    pairs += [(w, Term(kind="filler", value=w)) for w in c.filler]
    return tuple(pairs)


def _cue_key(cue: str) -> str:
    return " ".join(cue.lower().replace("-", " ").split())


@cache
def _verbs() -> tuple[tuple[str, str], ...]:
    """Each verb and the trick it fits, or 'A|B' for a verb the data shares between tricks ('hit')."""
    c = content()
    own = [(verb, trick.name) for trick in c.tricks.values() for verb in trick.verbs]
    return (*own, *((verb, "|".join(tricks)) for verb, tricks in c.shared_verbs))


@per_cast
def _vocabulary(called: tuple[tuple[str, str], ...], npcs: frozenset[str]) -> Vocabulary:
    people = people_terms(called)
    vocab = build("ghostburn", people + list(_base_pairs()), list(_verbs()))
    within = {trick.name: (trick.skill,) for trick in content().tricks.values()}
    approaches = {trick.name: frozenset(trick.approach) for trick in content().tricks.values() if trick.approach}
    return replace(vocab, hint=load_data("ghostburn")["hint"], signed_skills=True, speeds=_speeds(), difficulty_values=DL_VALUE,
                   within=within, group_sizes=True, npcs=npcs, approaches=approaches,
                   target_states=frozenset(_cue_key(cue) for m in content().modifiers if m.who == "target"
                                           for cue in m.cues))


@cache
def _speeds() -> tuple[tuple[int | None, int | None, str], ...]:
    """The speed bands that are conditions (High Speed from 100 kph, Low Speed up to 25), each with its cue."""
    return tuple((m.kph_at_least, m.kph_at_most, m.cues[0]) for m in content().modifiers
                 if m.kph_at_least is not None or m.kph_at_most is not None)


def vocabulary(party: Party) -> Vocabulary:
    return _vocabulary(party.called(), frozenset(n.name for n in party.npcs))


# --- glossary -------------------------------------------------------------------------------------------------------

WHO = {"target": "on the one you act against", "actor": "on the one rolling", "scene": "in the scene"}


@cache
def _conditions() -> dict[str, str]:
    """Conditions and situations that move a Difficulty Level, from the data's DL modifiers (one name may have two)."""
    out: dict[str, list[str]] = {}
    for m in load_data("ghostburn")["dl_modifiers"]:
        where = "any roll" if m["applies_to"] == "any" else f"{m['applies_to'].replace('_', ' ')} rolls"
        steps = f"{m['step']:+d} DL step{'s' if abs(m['step']) > 1 else ''}"
        upgrade = {1: ", and an Upgrade", -1: ", and a Downgrade"}.get(m.get("upgrade", 0), "")
        out.setdefault(m["name"].lower(), []).append(f"{WHO[m['who']]}: {steps} on {where}{upgrade} ({m['reason']})")
    return {name: f"A condition. {'; '.join(texts)[0].upper()}{'; '.join(texts)[1:]}." for name, texts in out.items()}


@cache
def glossary() -> dict[str, str]:
    raw = load_data("ghostburn")
    terms = {name.replace("_", " "): f"An outcome: {text}" for name, text in raw["universal_chart"].items()}
    terms.update({a.lower(): f"An ability. {text}" for a, text in raw["abilities"].items()})
    terms.update({s["name"].lower(): f"A skill ({s['ability']}): {s['covers']}." for s in raw["skills"]})
    terms.update({t["name"].lower(): f"A {t['skill']} trick: {t['summary']}." for t in raw["tricks"]})
    terms.update(_conditions())
    terms.update(glossary_table("ghostburn"))
    return terms


@cache
def jargon() -> tuple[str, ...]:
    return tuple(dict.fromkeys([*glossary_table("ghostburn", quiet=False), *_conditions()]))
