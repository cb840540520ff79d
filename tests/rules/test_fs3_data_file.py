"""Checks the FS3 content data file's action words (issue 10: everyday verbs per action skill)."""

from collections import Counter

from rollmate.rules.content import load_data
from rollmate.rules.systems.fist.data import key_of

RAW = load_data("fs3")
ACTION_SKILLS = {
    "Alertness", "Athletics", "Composure", "Demolitions", "Firearms", "Gunnery", "Medicine", "Melee", "Piloting",
    "Stealth", "Technician",
}
MIN_WORDS_PER_SKILL = 25
# Verbs that background skills are named after: the sheet's background skill must keep them (track -> Tracking).
BACKGROUND_VERBS = {"track", "cook", "negotiate", "intimidate", "investigate", "navigate", "persuade", "interrogate",
                    "drive", "ride", "sail", "hunt", "gamble", "fence", "box"}
# Phrases a player types -> the skill a GM would call.
MUST_UNDERSTAND = {
    "set the charges": "Demolitions", "blow open": "Demolitions", "keep an eye out": "Alertness",
    "fix the engine": "Technician", "pick the lock": "Technician", "mow down": "Firearms",
    "shoulder charge": "Melee", "stay calm": "Composure", "fire the missiles": "Gunnery", "stitch up": "Medicine",
    "take off": "Piloting", "sneak past": "Stealth", "climb": "Athletics",
}


def test_verb_entries_name_action_skills_or_a_language() -> None:
    for entry in RAW["verbs"]:
        assert entry["skills"] and set(entry["skills"]) <= ACTION_SKILLS | {"@language"}, entry["skills"]
        assert all(w == w.lower() and 1 <= len(w.split()) <= 4 for w in entry["words"]), entry["skills"]


def test_no_word_listed_twice() -> None:
    seen = Counter(key_of(w) for entry in RAW["verbs"] for w in entry["words"])
    twice = sorted(w for w, n in seen.items() if n > 1)
    assert not twice, twice


def test_every_action_skill_has_enough_words() -> None:
    per_skill: dict[str, set[str]] = {skill: set() for skill in ACTION_SKILLS}
    for entry in RAW["verbs"]:
        for skill in entry["skills"]:
            if skill in per_skill:
                per_skill[skill] |= {key_of(w) for w in entry["words"]}
    short = {skill: len(words) for skill, words in per_skill.items() if len(words) < MIN_WORDS_PER_SKILL}
    assert not short, short


def test_background_skill_verbs_are_left_to_the_sheet() -> None:
    words = {key_of(w) for entry in RAW["verbs"] for w in entry["words"]}
    assert not words & BACKGROUND_VERBS


def test_required_phrases_map_to_the_right_skill() -> None:
    owner = {key_of(w): entry["skills"] for entry in RAW["verbs"] for w in entry["words"]}
    for phrase, skill in MUST_UNDERSTAND.items():
        assert owner.get(phrase) == [skill], phrase
