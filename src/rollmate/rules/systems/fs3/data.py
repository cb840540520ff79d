"""FS3 content (attributes, skills, rating names, levels, cues, verbs) from fs3.toml (this folder), and its vocabulary."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

from rollmate.rules.content import load_data
from rollmate.rules.forms import skill_verb
from rollmate.rules.records import FrozenRecord, from_table
from rollmate.rules.sheets import Character, Party
from rollmate.rules.systems.fs3.sheet import sheet_of
from rollmate.rules.vocabulary import Term, Vocabulary, build, people_terms, per_cast

LEVELS = ("Embarrassing Failure", "Failure", "Success", "Good Success", "Great Success", "Amazing Success")
LANGUAGE_VERB = "@language"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class CueMeaning(FrozenRecord):
    """What a cue of the scene does to an FS3 roll: its amount, why, and the phrases that say it."""

    key: str
    amount: int
    reason: str
    phrases: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class BodyAct(FrozenRecord):
    """A kind of act said to a part of someone's body (fs3.toml [body]): its skill, what it is, its verbs, and the
    words that come before the part ("across the jaw" is a blow; "out of his shoulder", surgery)."""

    skill: str
    what: str
    verbs: tuple[str, ...]
    before: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Content(FrozenRecord):
    """FS3 content: attributes, linked attributes, what skills cover, languages and the names of ratings."""

    attributes: dict[str, str]  # name -> what it covers
    linked: dict[str, str]  # action skill -> linked attribute
    covers: dict[str, str]  # action skill -> what it covers
    languages: tuple[str, ...]  # the default configured languages
    rating_names: dict[str, tuple[str, ...]]  # "attribute" | "action" | "background" | "language"
    aresmush_action_names: tuple[str, ...]
    meanings: dict[str, str]  # success level -> what it means
    cues: dict[str, CueMeaning]
    verbs: tuple[tuple[str, str], ...]  # phrase -> "Skill" or "Skill|Skill" or "@language"
    objects: tuple[tuple[str, tuple[str, ...]], ...] = ()  # what an action is done to or with -> skills it supports
    # background skills players often name (lowercase) -> the verbs that call them, when a sheet has one
    background: dict[str, tuple[str, ...]] = field(default_factory=dict)
    said: frozenset[str] = frozenset()  # what is said or written: a language named beside it is what it is in
    understood_with: tuple[str, ...] = ()  # skills whose verbs only perceive what is said ("listen in")
    listening: frozenset[str] = frozenset()  # verbs of listening to people talk ("eavesdrop on the Tauran traders")
    movers: tuple[str, ...] = ()  # verbs that only move a thing: with a vehicle as their object, its skill is rolled
    steered: tuple[str, ...] = ()  # the skills whose objects are vehicles ("brings the dropship down" is Piloting)
    landings: tuple[str, ...] = ()  # places only a craft comes down on ("brings the packet down onto the airfield")
    recoveries: tuple[str, ...] = ()  # what only a craft is pulled out of ("pulls the Raptor out of the dive")
    attackers: tuple[str, ...] = ()  # verbs of attacking that name no weapon: the weapon said with them decides
    wielded: tuple[str, ...] = ()  # the skills whose objects are weapons ("goes after him with a knife" is Melee)
    body_parts: tuple[str, ...] = ()  # parts of someone's body: an act said to one is a blow or surgery
    body_acts: tuple[BodyAct, ...] = ()

    def rating_name(self, kind: str, rating: int, profile: str = "rules") -> str:
        names = self.aresmush_action_names if kind == "action" and profile == "aresmush" else self.rating_names[kind]
        return names[rating] if 0 <= rating < len(names) else str(rating)


@cache
def content() -> Content:
    raw = load_data("fs3")
    names = raw["rating_names"]
    return Content(
        attributes=raw["attributes"],
        linked={s["name"]: s["linked"] for s in raw["action_skills"]},
        covers={s["name"]: s["covers"] for s in raw["action_skills"]},
        languages=tuple(raw["languages"]["default"]),
        rating_names={k: tuple(v) for k, v in names.items() if isinstance(v, list)},
        aresmush_action_names=tuple(names["aresmush"]["action"]),
        meanings=raw["levels"],
        cues={c["key"]: from_table(CueMeaning, c) for c in raw["cues"]},
        verbs=tuple((w, "|".join(v["skills"])) for v in raw["verbs"] for w in v["words"]),
        objects=tuple((w, tuple(o["skills"])) for o in raw.get("objects", ()) for w in o["words"]),
        background={n.lower(): tuple(b["words"]) for b in raw.get("background", ()) for n in b["names"]},
        said=frozenset(raw["languages"].get("said", ())),
        understood_with=tuple(raw["languages"].get("understood_with", ())),
        listening=frozenset(raw["languages"].get("listening", ())),
        movers=tuple(raw.get("steering", {}).get("movers", ())),
        steered=tuple(raw.get("steering", {}).get("skills", ())),
        landings=tuple(raw.get("steering", {}).get("landings", ())),
        recoveries=tuple(raw.get("steering", {}).get("recoveries", ())),
        attackers=tuple(raw.get("wielding", {}).get("attackers", ())),
        wielded=tuple(raw.get("wielding", {}).get("skills", ())),
        body_parts=tuple(raw.get("body", {}).get("parts", ())),
        body_acts=tuple(BodyAct(skill=a["skill"], what=a["what"], verbs=tuple(a["verbs"]), before=tuple(a["before"]))
                        for a in raw.get("body", {}).get("acts", ())),
    )


def canonical(name: str, options: tuple[str, ...] | list[str]) -> str | None:
    """The option spelled like `name`, ignoring case and extra spaces."""
    return _spelled(tuple(options)).get(" ".join(name.lower().split()))


@lru_cache(maxsize=256)
def _spelled(options: tuple[str, ...]) -> dict[str, str]:
    spelled: dict[str, str] = {}
    for option in options:
        spelled.setdefault(" ".join(option.lower().split()), option)
    return spelled


def sheet_languages(party: Party) -> tuple[str, ...]:
    return tuple(dict.fromkeys(n for c in party.characters if c.system == "fs3" for n in sheet_of(c).languages))


def sheet_backgrounds(party: Party) -> tuple[str, ...]:
    return tuple(dict.fromkeys(n for c in party.characters if c.system == "fs3" for n in sheet_of(c).background_skills))


def skill_type(name: str, character: Character | None) -> str:
    """Decision 17: attribute, action, language (the sheet's or the default list), else background."""
    return _skill_type(name, tuple(sheet_of(character).languages) if character is not None else ())


@lru_cache(maxsize=1024)
def _skill_type(name: str, languages: tuple[str, ...]) -> str:
    c = content()
    if canonical(name, tuple(c.attributes)):
        return "attribute"
    if canonical(name, tuple(c.linked)):
        return "action"
    if languages and canonical(name, languages):
        return "language"
    if canonical(name, c.languages):
        return "language"
    return "background"


def level_terms() -> list[tuple[str, Term]]:
    pairs = [(level, Term(kind="level", value=level)) for level in LEVELS]
    pairs += [("embarrassing", Term(kind="level", value="Embarrassing Failure")),
              ("ef", Term(kind="level", value="Embarrassing Failure"))]
    return pairs


@per_cast
def _vocabulary(called: tuple[tuple[str, str], ...], backgrounds: tuple[str, ...], languages: tuple[str, ...],
                npcs: frozenset[str]) -> Vocabulary:
    c = content()
    pairs = people_terms(called)
    pairs += [(a, Term(kind="ability", value=a)) for a in c.attributes]
    pairs += [(s, Term(kind="skill", value=s)) for s in c.linked]
    pairs += [(s, Term(kind="skill", value=s)) for s in (*languages, *c.languages, *backgrounds)]
    pairs += [(p, Term(kind="cue", value=cue.key)) for cue in c.cues.values() for p in cue.phrases]
    pairs += level_terms()
    # A background skill's own verb names it: "track the fugitive" is Tracking, "intimidate him" Intimidation.
    derived = [(form, s) for s in backgrounds for form in skill_verb(s)]
    derived += [(word, s) for s in backgrounds for word in c.background.get(s.lower(), ())]
    vocab = build("fs3", pairs, [*derived, *c.verbs])  # the sheet's own skill first: "climb" is Climbing there
    return replace(vocab, **{"roll_strings": True, "hint": load_data("fs3")["hint"],
                             "failed_level": "Failure", "npcs": npcs})


def vocabulary(party: Party) -> Vocabulary:
    """Names, attributes, action skills, the party's background skills and languages, cues, levels and verbs."""
    return _vocabulary(party.called(), sheet_backgrounds(party), sheet_languages(party),
                       frozenset(n.name for n in party.npcs))
