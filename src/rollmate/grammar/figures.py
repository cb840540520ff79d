"""Rules words said in a figure of speech ("feeling kinda desperate", "risky business", "under extreme pressure",
"goes in HARD", "this is gonna be hard"): the scene's where the post says a value of that kind where a rules value
stands (that one wins, nothing asked); else asked about, the caret on the word. Never taken or dropped silently.

The figures are the grammar's word data (words.py): a feeling said before the word (FEELING_WORDS), a noun of mood
after it (MOOD_NOUNS), a going at something in its manner (MANNER_VERBS, MANNER_JOINS) and a guess at how it will be
(GUESSING, with no word of the GM's in its clause) and a verdict on how things stand, with the chat's tag after it
("that's extreme lol", "it's giving desperate tbh"; "that's hard," alone says the value) and no word of the GM's in
its clause. A word is a rules word of the game by the game's vocabulary: a
value cue (a position, an effect), a difficulty level, a stat that is an adjective (said only in a manner: said of the
scene or a mood it is no stat, scene_words.said_of_the_scene), a resource the game has said as a mood (its
spoken.toml's moods: "lucky") or the size of a modifier its cues say with a modifier's noun ("extreme" of "extreme
penalty").
"""

from __future__ import annotations

import re

from lark import Token

from rollmate.errors import PhraseError
from rollmate.grammar.packing import span
from rollmate.grammar.scene_words import ruled_in_clause
from rollmate.grammar.words import (
    DEGREE_WORDS,
    DETERMINERS,
    FEELING_AFTER,
    FEELING_WORDS,
    GM_WORDS,
    GUESSING,
    MANNER_JOINS,
    MANNER_VERBS,
    MODIFIER_NOUNS,
    MOOD_NOUNS,
)
from rollmate.rules.spoken import lexicon, own
from rollmate.rules.vocabulary import Vocabulary


def _any(words: object) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))  # type: ignore[call-overload]


_DEGREE = rf"(?:(?:{_any(DEGREE_WORDS)})\s+)*"
_WORD = r"([^\W\d_][\w'’-]*)"
# figure -> (where its rules word stands, what the word would be instead of a value, in the question, and the words
# it cannot be said without): kept as text, each compiled by re for the first post that holds one of its words
_FIGURES = {
    "feeling": (rf"(?i)\b(?:{_any(FEELING_WORDS)})\s+{_DEGREE}{_WORD}", "how it feels", FEELING_WORDS),
    "inner": (rf"(?i)\b{_WORD}(?:\s+(?:position|effect))?\s+(?:{_any(FEELING_AFTER)})\b", "how it feels",
              FEELING_AFTER),
    "mood": (rf"(?i)\b{_WORD}\s+(?:{_any(MOOD_NOUNS)})\b", "a turn of phrase", MOOD_NOUNS),
    "manner": (rf"(?i)\b(?:{_any(MANNER_VERBS)})\s+(?:(?:{_any(MANNER_JOINS)})\s+)?{_DEGREE}{_WORD}",
               "how it is done", MANNER_VERBS),
    "verdict": (rf"(?i)\b(?:that['’]?s|that\s+is|it['’]?s\s+giving|its\s+giving)\s+{_DEGREE}{_WORD}"
                r"(?=\s*(?:lol|lmao|lmfao|tbh|ngl|fr|haha|omg|💀|😭)(?!\w))", "a turn of phrase",
                ("that's", "thats", "that’s", "that is", "giving")),
    "guess": (rf"(?i)(?:\b(?:{_any(w for w in GUESSING if w[0].isalpha())})\s+|"
              rf"(?:{_any(w for w in GUESSING if not w[0].isalpha())})\s+)be\s+{_DEGREE}{_WORD}",
              "how it may go", GUESSING),
}
# Token types a move named or done is read as, in a game whose stats are adjectives: the move says its stat.
_MOVE_TYPES = frozenset({"TRICK", "VERB"})
# Token types a word may have been settled as when the reading took it as a value.
_VALUE_TYPES = frozenset({"CUE", "DLNAME", "ABILITY"})


def figures(tokens: list[Token], text: str, vocabulary: Vocabulary, said: tuple[tuple[int, int], ...] = ()
            ) -> list[Token]:
    """The settled tokens, each rules word said in a figure made a plain word where the post says a value of its kind
    where one stands; PhraseError asking about the first one where it does not. A word inside one of the spans
    `said` (a set phrase, a name of the setting) is read there already."""
    found: dict[int, tuple[int, str, str]] = {}  # start -> (end, kind, figure)
    steered: set[int] = set()  # where a word of the manner figure says how sharply a turn is made
    low = text.lower()
    plain = text.isascii()  # else a case-blind match may take a letter lower() keeps ('ı' for 'i'): searched anyway
    for figure, (pattern, _, needs) in _FIGURES.items():
        if plain and not any(map(low.__contains__, needs)):
            continue  # none of the figure's words: it cannot be here
        for m in re.finditer(pattern, text):
            start, end = m.span(1)
            if any(first <= start and end <= last for first, last in said):
                continue  # "I'm feeling lucky tonight": a set phrase, the scene
            kind = _kind(m.group(1), vocabulary, figure, text, start)
            if figure == "inner":  # "in a desperate position emotionally": the value as read, said of the heart
                start, end = next(((t.start_pos, t.end_pos) for t in tokens if t.type in _VALUE_TYPES
                                   and t.start_pos <= start and end <= t.end_pos), (start, end))
            if figure == "mood" and _determined(text, start) and not _taken(tokens, start):
                continue  # "in a great mood", "their desperate times": a thing of the story described, as read
            if figure == "manner" and re.compile(_THING_GOES).search(text, 0, m.start()) is not None:
                continue  # "this plan goes hard", "that fit went crazy": what a thing is like, no one's deed
            if figure == "manner" and kind is not None and re.compile(_STEERED).match(text, end) is not None:
                steered.add(start)  # "we went hard a-port", "swung hard to starboard": how sharply the turn was
                continue  # made, the scene's; no value
            if kind is not None and start not in found and _alone(tokens, start, end):
                found[start] = (end, kind, figure)
    out = [span("WORD", text[t.start_pos : t.end_pos], t) if t.type in _VALUE_TYPES and t.start_pos in steered else t
           for t in tokens] if steered else tokens
    if not found:
        return out
    out = list(out)
    for start, (end, kind, figure) in sorted(found.items()):
        if not _other_value(out, kind, found, vocabulary):
            raise _asked(text, start, end, kind, figure, vocabulary)
        out = [span("WORD", text[t.start_pos : t.end_pos], t) if t.type in _VALUE_TYPES and t.start_pos == start
               else t for t in out]
        out = [span("WORD", text[t.start_pos : t.end_pos], t) if t.type in ("SELF", "THEY") and (
            k + 1 == len(out) or out[k + 1].type != "CUE") else t for k, t in enumerate(out)]  # "I'm <in a desperate
        # position emotionally>": whose state it is, said of no state now
    return out


def _kind(word: str, vocabulary: Vocabulary, figure: str, text: str, start: int) -> str | None:
    """What kind of rules value the word is in this game, said in that figure; None: no rules word here."""
    low = word.lower()
    term = vocabulary.terms.get(low)
    kind = None
    if term is not None and term.kind == "cue" and term.value in vocabulary.value_cues:
        kind = vocabulary.cue_kinds.get(term.value)
    elif term is not None and term.kind == "dl":
        kind = "difficulty"
    elif term is not None and term.kind == "ability" and vocabulary.adjective_abilities:
        kind = "stat" if figure == "manner" else None  # a stat is how one acts: a feeling or mood is the scene's
    elif low in lexicon().moods and own(vocabulary.system, lexicon().moods[low]) is not None:
        kind = lexicon().moods[low]
    elif any((sized := vocabulary.terms.get(f"{low} {noun}")) is not None and sized.kind == "cue"
             for noun in MODIFIER_NOUNS):
        kind = "modifier"
    if kind is not None and figure in ("guess", "verdict") and (ruled_in_clause(text, start) or figure == "verdict"
                                                                and _referee_speaking(text, start)):
        return None  # "GM says it'll be hard", "GM: that's hard.": the table's word
    return kind


_BEFORE = r"([^\W\d_][\w'’]*)\s+$"  # compiled where first used
# A thing pointed at, as the subject right before a verb of the manner figure ("this plan goes hard", "that beat
# goes crazy"; 'it' may be the roll, and stays asked): the verb says what the thing is like (slang's "goes hard": is
# excellent), never how anyone acts. Compiled where first used.
_THING_GOES = r"(?i)(?:^|[\s,;.!?])(?:this|that|these|those)(?:\s+[^\W\d_][\w'’-]*)?\s+$"


# A way a turn goes, right after a word of the manner figure ("hard a-port", "hard to starboard", "hard left"): the
# word says how sharply, never a value. Compiled where first used.
_STEERED = r"(?i)\s+(?:to\s+)?(?:left|right|port|starboard|a-port|a-starboard|a-lee|alee|astern|aground|over|about)\b"


def _referee_speaking(text: str, start: int) -> bool:
    """Whether the line holding text[start] is the referee's, said after their word and a colon ("GM: that's hard.",
    "dm: that's desperate lol")."""
    line = text[text.rfind("\n", 0, start) + 1 : start]
    said = re.match(r"\s*(?:the\s+)?([^\W\d_]+)\s*:", line)
    return said is not None and said.group(1).lower() in GM_WORDS


def _determined(text: str, start: int) -> bool:
    """Whether a determiner or a possessive comes right before text[start] ('a', 'their')."""
    before = re.compile(_BEFORE).search(text, 0, start)
    return before is not None and before.group(1).lower() in DETERMINERS


def _taken(tokens: list[Token], start: int) -> bool:
    """Whether the reading took the word at text[start] as a value."""
    return any(t.type in _VALUE_TYPES and t.start_pos == start for t in tokens)


def _alone(tokens: list[Token], start: int, end: int) -> bool:
    """Whether the word stands by itself (a token of its own, or none): said with its kind ("desperate position",
    "extreme penalty") it is a value said as one, no figure."""
    return all(t.start_pos is None or t.end_pos is None or t.end_pos <= start or t.start_pos >= end
               or (t.start_pos == start and t.end_pos == end) for t in tokens)


def _other_value(tokens: list[Token], kind: str, found: dict[int, tuple[int, str, str]],
                 vocabulary: Vocabulary) -> bool:
    """Whether a token outside every figure is a value of that kind said where one stands."""
    for t in tokens:
        if t.start_pos in found:
            continue
        if kind in ("position", "effect") and t.type == "CUE" and vocabulary.cue_kinds.get(str(t.value)) == kind:
            return True
        if kind == "difficulty" and t.type in ("DLNAME", "DL", "TRAIT", "SECURITY"):
            return True
        if kind == "stat" and (t.type == "ABILITY" or t.type in _MOVE_TYPES and vocabulary.adjective_abilities):
            return True  # (a move named, or done, rolls its own stat: "playing it so cool ... Scope the Scene")
        if kind == "modifier" and t.type in ("SIGNED", "BONUS", "DICEMOD", "CUE"):
            return True
        if t.type in ("RESOURCE", "USE", "UNSPENT") and kind in lexicon().resources:
            return True
    return False


def _asked(text: str, start: int, end: int, kind: str, figure: str, vocabulary: Vocabulary) -> PhraseError:
    said, low = text[start:end], text[start:end].lower()
    value = low.capitalize()
    instead = _FIGURES[figure][1]
    if kind == "difficulty":
        trait = next((t.value.capitalize() for t in vocabulary.terms.values() if t.kind == "trait"), "")
        question = f"Is '{said}' the Difficulty Level, or only {instead}?"
        hint = f"For the DL, say 'DL {value}'" + (f" or the target's {trait}, e.g. '{trait} {value}'" if trait else "") \
            + ". If it is only the scene, leave it out and give the DL the GM set."
    elif kind == "stat":
        question = f"Is '{said}' the stat you roll (+{value}), or only {instead}?"
        hint = f"To roll it, say '+{low}'. If it is only how it is done, leave it out: the move says its stat."
    elif kind == "modifier":
        question = f"Is '{said}' a modifier ({low} bonus or {low} penalty), or only {instead}?"
        hint = f"For the modifier, say '{low} penalty' or '{low} bonus'. If it is only the scene, leave it out."
    elif kind in ("position", "effect"):
        question = f"Is '{said}' the {kind}, or only {instead}?"
        hint = f"For the {kind}, say '{low} {kind}'. If it is only the scene, say the {kind} the GM set, or leave " \
               f"the word out."
    else:
        spoken = lexicon().resources[kind]
        question = f"Is '{said}' a {spoken.one} spent, or only {instead}?"
        hint = f"To spend one, say '{spoken.say}'. If it is only the mood, leave it out."
    return PhraseError(question, text=text, column=start + 1, length=end - start, hint=hint, missing=kind)
