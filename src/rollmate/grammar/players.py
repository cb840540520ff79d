"""The players at the table, named beside the characters they play, as a rulebook's example of play or a GM's
recap names them ("Hana, who plays Sabine, says she'll Skirmish", "Dana, Hatchet's player, puts in a war die",
"Owen rolls for Corvid", "Jo rolls a 7 and a 3"): the table, not the scene. Their characters act.

- A player is a capitalised word that names no one loaded, may be someone's name (rules/forms.may_be_called), and is
  no word for the GM, no rules word of the game, and:
  - is said to play a loaded player character: "W, who plays C", "W (who plays C)", "W, C's player", "C's player,
    W", "C's player W", "W, playing C", "W's character, C";
  - or does what only someone at the table does, right after the name (rolls, counts, grabs or adds the dice, marks
    stress, spends, types), and the same sentence says it is done for a player character: "Priya rolls 4 and 2 for
    her", "Owen rolls for Corvid", "Dev rolls her Sway of 3", "Luis adds Odile's +2". Without that, someone unknown
    who rolls ("Harriet rolled a six") may be anyone, and is asked about.
- Every place the player is named goes as blanks ("Hana rolls 6, 4, 1": rolls 6, 4, 1), and so does what says whom
  they play, but for the character's own name where it opens the clause ("Priya, who plays Tamsin, rolls": Tamsin
  rolls). The reading shows each as the table's, not used; who acts is read from the rest, as for any post.
- Someone nobody names as a player, or who does anything else ('Marco fights Zoe'), is left as typed: asked about.
- Who posts may say which character they play ("I'm Ringtone, so that stress is mine.", "(I'm Static, that's my Good
  Success)"): the sentence or the brackets go as blanks, shown as who posts; nobody there is acted on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say
from rollmate.grammar.words import DETERMINERS, GM_WORDS, PREPOSITIONS
from rollmate.rules.forms import common_word, may_be_called

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "a player at the table, named beside the character: their character acts"

_NAME = r"[A-Z][a-z][\w’'-]*"
# What only someone at the table does, said right after their name ("Jo rolls", "Ravi counts his dice").
_TABLE_DEEDS = (r"(?:(?:then|now|also|just|first|quickly|again|finally|instead)\s+)?"
                r"(?:rolls|rolled|re-?rolls|re-?rolled|counts|counted|grabs|grabbed|adds|added|marks|marked|spends|"
                r"spent|types|typed|would\s+type|picks\s+up|picked\s+up|tallies|tallied|totals|totalled|totaled)\b")
_AT_TABLE = Later(rf"(?<![\w'’])(?P<player>{_NAME})(?=\s+{_TABLE_DEEDS})")  # "Jo rolls": the name of one at the table
# Words one of the patterns below needs: a word of playing someone, or a deed done at the table.
_SAYS_PLAYER = frozenset({"plays", "played", "playing", "player", "character", "rolls", "rolled", "rerolls", "rerolled",
                          "counts", "counted", "grabs", "grabbed", "adds", "added", "marks", "marked", "spends", "spent",
                          "types", "typed", "type", "picks", "picked", "tallies", "tallied", "totals", "totalled",
                          "totaled"})
_PLAYING = frozenset({"plays", "played", "playing", "player", "character"})  # one of them in each of _declared()
_DEEDS = _SAYS_PLAYER - {"plays", "played", "playing", "player", "character"}  # one of them in _AT_TABLE
_ARTICLES = frozenset({"the", "a", "an", "this", "that", "these", "those", "each", "every", "our", "your", "their"})


@cache
def _declared() -> tuple[re.Pattern[str], ...]:
    """Patterns of a player (a _NAME) said to play a character, the character as group 'who' (a name of one word or
    two); compiled once."""
    who = r"(?P<who>[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)?)"
    player = r"(?P<player>" + _NAME + r")"
    return tuple(re.compile(pattern) for pattern in (
        rf"{player},\s+(?:who\s+(?:plays|is\s+playing|played)|playing)\s+{who},",  # "Hana, who plays Sabine, says"
        rf"{player}\s+\(\s*(?:who\s+(?:plays|is\s+playing)|playing|plays)\s+{who}\s*\)",  # "Hana (who plays Sabine)"
        rf"{player},\s+{who}['’]s\s+player,",  # "Dana, Hatchet's player, puts"
        rf"{who}['’]s\s+player,?\s+{player}\b",  # "Hatchet's player, Dana" / "Hatchet's player Dana"
        rf"{player}['’]s\s+character,?\s+{who}\b",  # "Sam's character, Rook"
        rf"{player},\s+(?:who\s+(?:plays|is\s+playing)|playing)\s+{who}\b",  # "Priya, who plays Tamsin rolls"
    ))


def _sentence_end(text: str, at: int) -> int:
    found = re.compile(r"[.!?;](?:\s|$)").search(text, at)
    return found.start() if found else len(text)


def _for_someone(said: str, pcs: Callable[[str], tuple[str, ...]], known: Callable[[str], bool]) -> bool:
    """Whether what someone does at the table is said to be for a character: 'for her', 'for Corvid', "adds Odile's
    +2", 'rolls her Sway of 3' (the character's own, by a possessive): then they roll for another, a player."""
    for m in re.finditer(r"(?i)\bfor\s+(?P<who>her|him|them|[A-Z][\w-]*)\b", said):
        if m.group("who").lower() in ("her", "him", "them") or pcs(m.group("who").lower()):
            return True
    for m in re.finditer(r"(?<![\w'’])(?P<who>[A-Z][\w-]*)['’]s\b", said):
        if pcs(m.group("who").lower()):
            return True
    return any(known(m.group(1).lower()) for m in re.finditer(r"(?i)\b(?:her|his|their)\s+([a-z][\w-]*)", said))


# Someone's character said with the word a table calls a character by ("sam's guy tobiah", "my character Wren", "her
# pc Dax"): the word after it is the character's name.
_THEIR_CHARACTER = Later(r"(?i)(?:\b[a-z]+['’]s|\b(?:my|his|her|their|our|your))\s+(?:guy|gal|character|char|pc|toon|"
                         r"dude|girl|boy|lad|lass)\s+([^\W\d_][\w'’-]*)")

_GRAMMAR_WORDS = DETERMINERS | PREPOSITIONS | frozenset("and or but nor so yet then who whom which that".split())


def unloaded_character(text: str, whom: Callable[[str], tuple[str, ...]]) -> None:
    """Someone's character named where no one loaded is called so ('sam's guy tobiah checks the corridor'): asked,
    never rolled as the seat's character. A word of the dictionary there ('my guy checks ...') is no name, nor is a
    word of the grammar ("the colonel's lad and his dog": the lad is the colonel's son, no character)."""
    if not may_say(text, _CHARACTER_WORDS):
        return
    for found in _THEIR_CHARACTER.finditer(text):
        word = found.group(1)
        if whom(text[found.start() : found.start(1)].strip().lower()):
            continue  # "Our Lass susses out the flat" where Our Lass is someone's name: what they do comes next
        if not whom(word.lower()) and not common_word(word.lower()) and word.lower() not in _GRAMMAR_WORDS:
            raise PhraseError(f"I don't know anyone called '{word}'", text=text, column=found.start(1) + 1,
                              length=len(word), hint="Name a loaded character, or load their sheet (--sheet).")


_CAPITALISED = Later(r"(?<![\w'’])[A-Z][a-z]")  # a word that may be a name
_CHARACTER_WORDS = ("guy", "gal", "character", "char", "pc", "toon", "dude", "girl", "boy", "lad", "lass")


def players(text: str, whom: Callable[[str], tuple[str, ...]], pcs: Callable[[str], tuple[str, ...]],
            known: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """The text with the players named at the table blanked as the module docstring says, and where each stood.
    `whom(words)`: the loaded names lowercase words stand for; `pcs(word)`: the players' characters among them;
    `known(word)`: whether a lowercase word is a rules word of the game."""
    if not may_say(text, _SAYS_PLAYER) or not _CAPITALISED.search(text):
        return text, ()  # (no word of playing nor of the table's deeds: the patterns below are never tried)

    def may_play(word: str) -> bool:
        low = word.lower()
        return not whom(low) and low not in GM_WORDS and low not in _ARTICLES and not known(low) \
            and may_be_called(low)

    spans: list[tuple[int, int]] = []
    found: set[str] = set()
    for pattern in _declared() if may_say(text, _PLAYING) else ():  # (each says one of them)
        for m in pattern.finditer(text):
            character = m.group("who")
            if not may_play(m.group("player")) or not pcs(character.lower()):
                continue
            found.add(m.group("player"))
            start, end = m.span()
            keeps = m.start("who") if m.start("who") > m.start("player") and text[m.end("who"):end].strip(" ,") == "" \
                else None
            if keeps is not None:  # "Priya, who plays Tamsin, rolls": Tamsin rolls
                spans.append((start, keeps))
                spans.append((m.end("who"), end))
            else:
                spans.append((start, end))
    for m in _AT_TABLE.finditer(text) if may_say(text, _DEEDS) else ():
        if m.group("player") not in found and may_play(m.group("player")) and _for_someone(
                text[m.end() : _sentence_end(text, m.end())], pcs, known):
            found.add(m.group("player"))
    if not found:
        return text, ()
    for name in found:
        for m in re.finditer(rf"(?<![\w'’]){re.escape(name)}(?:['’]s)?(?![\w'’])", text):
            if not any(a <= m.start() < b for a, b in spans):
                spans.append(m.span())
    from rollmate.grammar.marks import Frame  # built by the first line that needs one

    chars, frames = list(text), []
    for start, end in sorted(spans):
        while start < end and text[start] in " ,":
            start += 1
        while end > start and text[end - 1] == " ":
            end -= 1
        if start < end:
            chars[start:end] = " " * (end - start)
            frames.append(Frame("player", start, end))
    return "".join(chars), tuple(frames)


OWN_NOTE = "who posts, saying which character they play: not the scene"
# "I'm Ringtone" closing its sentence or brackets, or before a comma and a remark ("I'm Ringtone, so that stress is
# mine"): never "I'm Vex, sneaking past ...", where the sentence goes on with the deed.
_I_AM = Later(r"(?<![\w'’])(?:[Ii]['’]?m|I\s+am)\s+(?P<who>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)"
              r"(?=\s*(?:[.)!]|$|,\s*(?:so|that['’]?s|thats|that|posting|btw|and|which|hence)\b))")


def own_character(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The text with who posts saying which character they play blanked (see the module docstring), and where that
    stood. The character is one loaded; the words hold no number."""
    if "'m" not in text and "’m" not in text and " am " not in text and "Im " not in text:
        return text, ()
    from rollmate.grammar.marks import blank_part  # built by the first post that says so

    chars, frames = list(text), []
    for m in _I_AM.finditer(text):
        if len(whom(m.group("who").lower())) != 1:
            continue
        opened = text.rfind("(", 0, m.start())
        if opened >= 0 and not text[opened + 1 : m.start()].strip() and (closed := text.find(")", m.end())) >= 0:
            start, end = opened, closed + 1  # "(I'm Static, that's my Good Success)"
        else:
            start, end = m.start(), _sentence_end(text, m.end())
            end += end < len(text)
        if not any(c.isdigit() for c in text[start:end]):
            blank_part(text, chars, frames, start, end, "who posts")
    return "".join(chars), tuple(frames)
