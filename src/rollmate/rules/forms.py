"""Word forms: which of the games' own words a typed word is a form of (shot -> shoot), by the lemminflect library.

Measured against simplemma on the table phrases (bench/lemmatizers.py, result in README "Words"): simplemma gives
one lemma per word, so a form that is also a noun stays itself ("shot", "writing", "healing", "left"), and loading
its dictionary costs seconds. lemminflect inflects forward, every part of speech and the irregular forms too: each
word of every game's data file is inflected once (shoot -> shoots, shot, shooting; knife -> knives; hotwire ->
hotwired, as a regular verb where the dictionary does not know it), and the index of forms is kept in the user's
private cache beside the data files' own, keyed by their text. Reading a phrase then costs one dict lookup a word;
the library itself is loaded only to build the index, or to ask whether an unknown word is English at all.
"""

from __future__ import annotations

import marshal
import re
import zlib
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from rollmate.rules.content import read_cache, save_cache
from rollmate.userdirs import private_cache_file

_WORD = re.compile(r"[a-z]+(?:['-][a-z]+)*")
_VERSION = 2  # of the index's layout: a new one is built when this changes


def _data_texts() -> list[str]:
    """The text of every game's data file: its words are the ones worth knowing in all their forms."""
    root = resources.files("rollmate.rules")
    files = [f for f in root.joinpath("data").iterdir() if f.name.endswith(".toml")]
    systems = root.joinpath("systems")
    for folder in systems.iterdir():
        if folder.is_dir():
            files += [f for f in folder.iterdir() if f.name.endswith(".toml")]
    return [f.read_text("utf-8") for f in sorted(files, key=lambda f: f.name)]


@cache
def index() -> dict[str, tuple[str, ...]]:
    """Every inflected form of every data-file word -> the words it is a form of ("shot" -> ("shoot",))."""
    texts = _data_texts()
    raw = "\0".join(texts).encode("utf-8")
    cached = private_cache_file(f"forms{_VERSION}-{zlib.crc32(raw):08x}{len(raw):x}.marshal")
    loaded = read_cache(cached)
    if loaded is not None:
        return loaded
    words = {w.strip("'") for text in texts for w in _WORD.findall(text.lower())}
    words |= {w.replace("-", "") for w in words if "-" in w}  # "strong-arm" is typed "strongarm" too
    built = build_index(words)
    if cached is not None:
        save_cache(cached, marshal.dumps(built))
    return built


def build_index(words: set[str]) -> dict[str, tuple[str, ...]]:
    """Form -> base words, for the given base words (each in every form lemminflect knows or, for a word it does
    not know, in the regular forms of a verb and a noun)."""
    from lemminflect import getAllInflections, getAllInflectionsOOV

    out: dict[str, list[str]] = {}
    for word in sorted(words):
        if len(word) < 2:
            continue
        found: dict[str, Any] = dict(getAllInflections(word))
        if not any(tag.startswith("VB") for tag in found):
            found |= {f"o{k}": v for k, v in getAllInflectionsOOV(word, upos="VERB").items()}
        if not any(tag.startswith("NN") for tag in found):
            found |= {f"n{k}": v for k, v in getAllInflectionsOOV(word, upos="NOUN").items()}
        for forms in found.values():
            for form in forms:
                form = form.lower()
                if form != word and word not in out.get(form, ()):
                    out.setdefault(form, []).append(word)
    return {form: tuple(bases) for form, bases in out.items()}


@lru_cache(maxsize=8192)
def bases(word: str) -> tuple[str, ...]:
    """The words a typed word may be looked up as: itself, then what it is a form of (defies -> defy; shot ->
    shoot; knives -> knife; sweet-talks -> sweet-talk)."""
    return (word, *index().get(word, ()))


@lru_cache(maxsize=4096)
def is_english(word: str) -> bool:
    """Whether the word is English in any form ("lock", "senator", "tens", "cyborg" yes; "sneek", "persaude" no).
    lemminflect's dictionary is small ("cop", "airlock" and "fives" are not in it), so simplemma's larger word
    list is asked too. Both load only here, for a word that may be a slip: reading a phrase needs neither."""
    if word in index():
        return True
    from lemminflect import getAllLemmas

    if getAllLemmas(word):
        return True
    import simplemma

    return bool(simplemma.is_known(word, lang="en"))


# Nouns that skills are named by, and the verbs they come from. A lemmatizer undoes inflection, not derivation,
# so these are listed: skills players name their background skills by ("Intimidation", "Negotiation").
NOUN_VERBS = {
    "intimidation": "intimidate", "negotiation": "negotiate", "investigation": "investigate",
    "construction": "construct", "persuasion": "persuade", "deception": "deceive", "interrogation": "interrogate",
    "navigation": "navigate", "seduction": "seduce", "meditation": "meditate", "observation": "observe",
    "infiltration": "infiltrate", "demolition": "demolish", "forgery": "forge", "theft": "steal",
    "survival": "survive", "performance": "perform", "leadership": "lead", "evasion": "evade",
    "distraction": "distract", "translation": "translate", "impersonation": "impersonate",
    "interpretation": "interpret", "manipulation": "manipulate", "concentration": "concentrate",
    "exploration": "explore",
}


@lru_cache(maxsize=1024)
def skill_verb(skill: str) -> tuple[str, ...]:
    """The verb a one-word skill name comes from, for matching actions: Tracking <- track, Driving <- drive (the
    verb its -ing form is of), Intimidation <- intimidate (NOUN_VERBS). Others (Piano, Basket Weaving) give none."""
    low = skill.lower()
    if " " in low or "-" in low:
        return ()
    if low in NOUN_VERBS:
        return (NOUN_VERBS[low],)
    if not low.endswith("ing"):
        return ()
    from lemminflect import getLemma

    verb = getLemma(low, upos="VERB", lemmatize_oov=False)
    return (verb[0],) if verb and verb[0] != low else ()
