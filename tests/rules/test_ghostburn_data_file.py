"""Checks the Ghostburn content data file against the rules reference (section 6.2)."""

import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from rollmate.rules.content import data_file

DATA = Path(str(data_file("ghostburn")))

# Section 6.2: skill -> (primary ability, core tricks, signature tricks)
EXPECTED = {
    "Athletics": ("Strength", {"Athletic Move", "Catch", "Sprint", "Throw"}, {"Acrobatic Stunt"}),
    "Brawl": ("Strength", {"Forced Move", "Grapple", "Unarmed Strike"}, {"Silent Takedown"}),
    "Culture": (
        "Intelligence",
        {"City Culture"},
        {"Corporate Culture", "Milsec Culture", "Street Culture", "Underworld Culture"},
    ),
    "Deception": ("Presence", {"Bluff", "Misdirect"}, {"Disguise", "Forgery", "Impression"}),
    "Drive": (
        "Agility",
        {"Avoid Crash", "Chase", "Escape", "Sideswipe"},
        {"Driving Stunt", "Pit Maneuver"},
    ),
    "Firearms": ("Agility", {"Single Shot", "Burst Fire", "Full Auto"}, {"Crippling Shot", "Dual Shot"}),
    "Hacking": (
        "Intelligence",
        {"Disable Device"},
        {"Street Hack", "Bootstrap", "Cybernetic Hack", "Droptrip"},
    ),
    "Insight": ("Awareness", {"Read Person", "Sense Lies", "Size Up Opponent"}, {"Dodge"}),
    "Intimidate": ("Presence", {"Coerce", "Mock", "Frighten"}, {"Shakedown", "Shred"}),
    "Medicine": (
        "Intelligence",
        {"First Aid", "Medical Assessment"},
        {"Cybernetic Installation", "Surgery"},
    ),
    "Melee": ("Strength", {"Melee Strike"}, {"Dazzling Strike", "Finishing Move", "Leaping Strike"}),
    "Perception": ("Awareness", {"Search"}, {"Dead Eye", "Overwatch", "Read Lips"}),
    "Persuade": ("Presence", {"Convince", "Haggle"}, {"Captivate", "Entertain"}),
    "Piloting": (
        "Awareness",
        {"Drone Recon"},
        {"Deploy Payload", "Initiate Countermeasures", "Manipulate Object", "Strafing Run"},
    ),
    "Stealth": ("Agility", {"Sneak", "Shadow Target"}, {"Close Up Magic", "Disappear", "Pickpocket"}),
}

ABILITIES = {"Presence", "Awareness", "Agility", "Intelligence", "Strength", "Resilience"}
DL_VALUES = {
    "easy", "moderate", "hard", "severe", "extreme",
    "wits", "fort", "security", "stability", "stabilization", "injury",
}
TAGS = {
    "Social", "Vocal", "Attack", "Melee", "Unarmed", "Move", "Visual",
    "Auditory", "Concentrate", "Fine Control", "Reaction",
}
# Section 5.1
REACTIONS = {
    "Dodge", "Sense Lies", "Catch", "Avoid Crash", "Escape", "Finishing Move",
    "Disappear", "Pickpocket", "Initiate Countermeasures",
}
# Section 6.4
SOCIAL = {
    "Bluff", "Misdirect", "Impression", "Coerce", "Mock", "Frighten", "Shakedown",
    "Shred", "Convince", "Haggle", "Captivate", "Entertain", "Close Up Magic",
}
CHART_KEYS = ("cool_success", "success", "fade", "glitch")
GLOBAL_KEYS = {"off_range", "two_handed_grip", "windy", "high_speed", "hostile"}

# Phrases the product must understand (brief) -> trick
MUST_UNDERSTAND = {
    "convince": "Convince", "talk into": "Convince", "shoot": "Single Shot",
    "sneak past": "Sneak", "sneak": "Sneak", "haggle": "Haggle", "bluff": "Bluff",
    "search": "Search", "dodge": "Dodge", "punch": "Unarmed Strike",
    "climb": "Athletic Move", "jump": "Athletic Move", "swim": "Athletic Move",
    "hack": "Street Hack", "disable": "Disable Device", "intimidate": "Coerce",
    "threaten": "Coerce", "pick pocket": "Pickpocket", "lift wallet": "Pickpocket",
    "stab": "Melee Strike", "slash": "Melee Strike", "first aid": "First Aid",
    "patch up": "First Aid", "drive": "Chase", "chase": "Chase", "lie to": "Bluff",
    "spot": "Search", "look for": "Search",
    # issue 10: everyday table talk, each on the trick the rules say fits
    "pick the lock": "Disable Device", "crack the safe": "Disable Device", "bypass the alarm": "Disable Device",
    "catch lying": "Sense Lies", "catch in a lie": "Sense Lies", "spot the lie": "Sense Lies",
    "tell if he's lying": "Sense Lies", "check for lies": "Sense Lies",
    "lies": "Sense Lies", "lying": "Sense Lies",
    "drive away": "Escape", "floor it": "Escape", "speed off": "Escape",
    "talk my way past": "Convince", "talk down": "Convince", "read the room": "Read Person",
    "shoulder charge": "Unarmed Strike", "mow down": "Full Auto", "slip into the uniform": "Disguise",
    "keep an eye out": "Search", "track": "Shadow Target",
}

# issue 10: at least this many everyday verbs or phrases per skill, over all its tricks
MIN_VERBS_PER_SKILL = 25


@pytest.fixture(scope="module")
def data():
    with DATA.open("rb") as fh:
        return tomllib.load(fh)


def _norm(phrase: str) -> str:
    return re.sub(r"[\s\-]+", " ", phrase.strip().lower())


def test_system_and_abilities(data):
    assert data["system"] == "ghostburn"
    assert set(data["abilities"]) == ABILITIES
    assert all(v.strip() for v in data["abilities"].values())


def test_fifteen_skills_with_primary_abilities(data):
    skills = {s["name"]: s for s in data["skills"]}
    assert len(data["skills"]) == 15
    assert set(skills) == set(EXPECTED)
    for name, (ability, _, _) in EXPECTED.items():
        assert skills[name]["ability"] == ability, name
        assert skills[name]["covers"].strip()
        assert all(a == a.lower() for a in skills[name]["aliases"])


def test_trick_names_and_types_per_skill(data):
    by_skill: dict[str, dict[str, str]] = {}
    for t in data["tricks"]:
        by_skill.setdefault(t["skill"], {})[t["name"]] = t["type"]
    assert set(by_skill) == set(EXPECTED)
    for skill, (_, core, signature) in EXPECTED.items():
        assert set(by_skill[skill]) == core | signature, skill
        for name in core:
            assert by_skill[skill][name] == "core", name
        for name in signature:
            assert by_skill[skill][name] == "signature", name
    names = [t["name"] for t in data["tricks"]]
    assert len(names) == len(set(names)) == 70


def test_trick_fields(data):
    for t in data["tricks"]:
        name = t["name"]
        assert t["dl"] in DL_VALUES, name
        assert set(t["tags"]) <= TAGS, name
        assert t["reaction"] == (name in REACTIONS), name
        assert ("Reaction" in t["tags"]) == t["reaction"], name
        assert ("Social" in t["tags"]) == (name in SOCIAL), name
        assert t["auto_fail_if_hostile"] == (name == "Haggle"), name
        assert isinstance(t["group_highest"], bool), name
        assert t["summary"].strip(), name
        assert isinstance(t["requirements"], str), name
        assert 1 <= len(t["verbs"]), name
        assert all(v == v.lower() and 1 <= len(v.split()) <= 4 for v in t["verbs"]), name


def test_every_chart_has_four_outcomes(data):
    for t in data["tricks"]:
        chart = t["chart"]
        assert set(chart) == set(CHART_KEYS), t["name"]
        for key in CHART_KEYS:
            assert chart[key].strip(), (t["name"], key)
    assert all(data["universal_chart"][k].strip() for k in CHART_KEYS)


def test_culture_tricks_share_one_chart(data):
    charts = [t["chart"] for t in data["tricks"] if t["skill"] == "Culture"]
    assert len(charts) == 5
    assert all(c == charts[0] for c in charts)


def test_no_verb_phrase_on_two_tricks(data):
    owners: dict[str, set[str]] = {}
    for t in data["tricks"]:
        for v in t["verbs"]:
            owners.setdefault(_norm(v), set()).add(t["name"])
    dupes = {v: sorted(o) for v, o in owners.items() if len(o) > 1}
    assert not dupes, dupes


def test_no_verb_phrase_listed_twice(data):
    seen = Counter(_norm(v) for t in data["tricks"] for v in t["verbs"])
    twice = sorted(v for v, n in seen.items() if n > 1)
    assert not twice, twice


def test_every_skill_has_enough_verbs(data):
    per_skill: dict[str, set[str]] = {skill: set() for skill in EXPECTED}
    for t in data["tricks"]:
        per_skill[t["skill"]] |= {_norm(v) for v in t["verbs"]}
    short = {skill: len(verbs) for skill, verbs in per_skill.items() if len(verbs) < MIN_VERBS_PER_SKILL}
    assert not short, short


def test_catch_is_only_for_thrown_things(data):
    catch = next(t for t in data["tricks"] if t["name"] == "Catch")
    assert not [v for v in catch["verbs"] if "lie" in v or "lying" in v]


def test_required_phrases_map_to_the_right_trick(data):
    owner = {_norm(v): t["name"] for t in data["tricks"] for v in t["verbs"]}
    for phrase, trick in MUST_UNDERSTAND.items():
        assert owner.get(phrase) == trick, phrase


def test_trick_modifiers(data):
    for t in data["tricks"]:
        mods = t["dl_modifiers"]
        keys = [m["key"] for m in mods]
        assert len(keys) == len(set(keys)), t["name"]
        cues = Counter(c for m in mods for c in m["cues"])
        repeated = [c for c, n in cues.items() if n > 1]
        assert not repeated, (t["name"], repeated)
        for m in mods:
            assert isinstance(m["step"], int) and m["step"] != 0, (t["name"], m["key"])
            assert m["reason"].strip()
            assert m["cues"] and all(c == c.lower() for c in m["cues"])
            assert m["global"] in GLOBAL_KEYS | {""}, (t["name"], m["key"])


def test_trick_modifier_spot_checks(data):
    tricks = {t["name"]: t for t in data["tricks"]}

    def steps(name):
        return {m["key"]: (m["step"], m["global"]) for m in tricks[name]["dl_modifiers"]}

    assert steps("Single Shot") == {"off_range": (1, "off_range"), "two_handed_grip": (-1, "two_handed_grip")}
    assert steps("Throw")["windy"] == (1, "windy")
    assert steps("Misdirect") == {"hostile": (1, "hostile")}
    assert steps("Chase")["high_speed"] == (1, "high_speed")
    assert steps("Athletic Move") == {"unlikely": (1, ""), "highly_unlikely": (2, "")}
    assert steps("Deploy Payload") == {"hard_spot": (1, ""), "extremely_hard_spot": (2, "")}
    for name in ("Avoid Crash", "Chase", "Escape", "Sideswipe", "Driving Stunt", "Pit Maneuver"):
        assert steps(name)["one_hand"] == (1, ""), name


def test_trait_dls(data):
    dl = {t["name"]: (t["dl"], t["group_highest"]) for t in data["tricks"]}
    assert dl["Convince"] == ("wits", True)
    assert dl["Bluff"] == ("wits", True)
    assert dl["Coerce"] == ("fort", True)
    assert dl["Sneak"] == ("wits", True)
    assert dl["Captivate"] == ("wits", True)
    assert dl["Pickpocket"] == ("wits", True)
    assert dl["Haggle"] == ("wits", False)
    assert dl["Dodge"] == ("fort", False)
    assert dl["Forced Move"] == ("fort", False)
    assert dl["Pit Maneuver"] == ("stability", False)
    assert dl["First Aid"] == ("stabilization", False)
    assert dl["Surgery"] == ("injury", False)
    assert dl["Drone Recon"] == ("security", False)
    assert dl["Full Auto"] == ("severe", False)
    assert dl["Finishing Move"] == ("severe", False)


def test_global_modifiers(data):
    mods = data["dl_modifiers"]
    keys = [m["key"] for m in mods]
    assert len(keys) == len(set(keys))
    by_key = {m["key"]: m for m in mods}
    for key in GLOBAL_KEYS:
        assert key in by_key, key
    assert by_key["bewildered"]["upgrade"] == 1
    assert by_key["bewildered"]["replaces"] == ["distracted"]
    assert by_key["concealment_total"]["step"] == 2 and by_key["concealment_total"]["upgrade"] == -1
    assert set(by_key["deaths_door"]["replaces"]) == {"wounded", "severely_wounded"}
    assert by_key["prone"]["applies_to"] == "ranged_attack" and by_key["prone"]["step"] == 1
    assert by_key["prone_close"]["applies_to"] == "melee_attack" and by_key["prone_close"]["step"] == -1
    assert "recoil" not in by_key and "group" not in by_key
    for m in mods:
        assert m["who"] in {"target", "actor", "scene"}, m["key"]
        assert m["upgrade"] in (-1, 0, 1), m["key"]
        assert set(m["replaces"]) <= set(keys), m["key"]
        assert m["cues"] and all(c == c.lower() for c in m["cues"]), m["key"]
        assert len(m["cues"]) == len(set(m["cues"])), m["key"]


def test_tables(data):
    assert data["security"] == {
        "retail": "Easy", "small corp": "Moderate", "middle corp": "Hard",
        "megacorp": "Severe", "milsec": "Extreme",
    }
    table = [(r["dl"], r["regular"], r["strong"]) for r in data["threat_from_traits"]]
    assert table == [
        ("Easy", 1, 2), ("Moderate", 3, 4), ("Hard", 5, 6), ("Severe", 7, 8), ("Extreme", 9, 10),
    ]
    words = data["filler"]["words"]
    assert all(w == w.lower() for w in words) and len(words) == len(set(words))
