"""The dictionary's table (rules/data/lexicon.txt) says what lemminflect says, for the words players write."""

from __future__ import annotations

import re
from importlib.metadata import version
from pathlib import Path

import pytest
from lemminflect import getAllLemmas, getInflection

from rollmate.rules import lexicon
from rollmate.rules.forms import irregular_participle, plural_noun, said_of_someone, word_classes

PHRASES = Path(__file__).parents[1] / "phrases" / "fresh"


def _said(word: str) -> tuple[frozenset[str], bool | None, bool, bool]:
    """What lemminflect itself says of a word: its parts of speech, whether it is a verb said of someone (None
    for a word it lacks), a noun's plural, a participle not ending in -ed."""
    found = getAllLemmas(word)
    said = any(word not in found.get(kind, (word,)) for kind in ("VERB", "AUX")) if found else None
    plural = word.endswith("s") and bool(found.get("NOUN")) and word not in found.get("NOUN", ())
    participle = "NOUN" not in found and any(word != lemma and word in getInflection(lemma, "VBN")
                                             for lemma in found.get("VERB", ()))
    return frozenset(found), said, plural, participle


def _table(word: str) -> tuple[frozenset[str], bool | None, bool, bool]:
    said = lexicon.is_tagged(word, lexicon.SAID_OF_SOMEONE) if lexicon.tags(word) is not None else None
    return lexicon.word_classes(word), said, lexicon.is_tagged(word, lexicon.PLURAL), \
        lexicon.is_tagged(word, lexicon.PARTICIPLE)


@pytest.mark.parametrize("word", ["sneaks", "guards", "ran", "is", "has", "will", "stolen", "torn", "kept", "shot",
                                  "her", "his", "quickly", "sunny", "unused", "non-empty", "crane", "rado", "cass",
                                  "vex", "'s", "zzyzx", "aardvark", "zygote"])
def test_the_table_answers_as_lemminflect_does(word: str) -> None:
    assert _table(word) == _said(word)


def test_the_table_answers_as_lemminflect_does_for_the_words_of_the_fresh_phrase_sets() -> None:
    """Every word of the phrase sets written by people who never saw the code; the words lemminflect holds that no word
    list reaches ('silvan' and 'rube', characters' names there, 'pre-emptively' of setAP, 'two-fold' of setBM,
    'pre-registration' of setBP, 'trembler' of setCI, 'dilly' and 'pre-war' of setDF, 'clearing-house' of setDI)
    are the table's known gaps."""
    words = {w for p in PHRASES.rglob("*.jsonl") for w in re.findall(r"[^\W\d_]+(?:['’-][^\W\d_]+)*",
                                                                      p.read_text("utf-8").lower())}
    assert len(words) > 2000
    wrong = sorted(w for w in words if _table(w) != _said(w))
    assert wrong == ["clearing-house", "dilly", "pre-emptively", "pre-registration", "pre-war", "rube", "silvan",
                     "trembler", "two-fold"]


def test_the_forms_questions_read_the_table() -> None:
    assert word_classes("sneaks") == {"NOUN", "VERB"} and said_of_someone("sneaks") and plural_noun("guards")
    assert irregular_participle("stolen") and not irregular_participle("shot") and not plural_noun("jones")
    assert said_of_someone("rados") and not said_of_someone("rado")  # a word the dictionary lacks: by its ending


def test_the_table_was_made_with_the_libraries_installed() -> None:
    """After lemminflect or simplemma changes, `python -m rollmate.rules.lexicon` makes the table again."""
    head = lexicon.LEXICON.read_text("utf-8").partition("\n")[0]
    assert head == f"# lemminflect {version('lemminflect')}, simplemma {version('simplemma')}", \
        "run: python -m rollmate.rules.lexicon"


def test_a_lookup_finds_the_first_and_last_words_and_nothing_between() -> None:
    lines = lexicon.LEXICON.read_text("utf-8").partition("\n")[2].splitlines()
    first, last = (line.split(" ")[0] for line in (lines[0], lines[-1]))
    assert lexicon.tags(first) is not None and lexicon.tags(last) is not None
    assert lexicon.tags("") is None and lexicon.tags(first[:-1] + "\0") is None and lexicon.tags(last + "z") is None
    assert lines == sorted(lines, key=lambda line: line.split(" ")[0])
