"""A label the table puts before a line read as the frame, not the scene: what a club, a class or a group chat calls
the line it writes ("Homework: roll for Vesna ...", "Register: Tom present, ... Vesna reads ...", "Roll call: ...",
"Y10 group: Flick defies ...", "..., critical thinking time: Gunnar bluffs ...").

- A label is one to four plain words before a colon, or five with a comma after the first ("Handover, bay 3 bed 12:"),
  perhaps with the time it was written ("club whatsapp, 19:42:"): English words of the dictionary (one of them a noun of three
  letters or more, or a verb's -ing form: "Shaping:") and short numbers or codes ("group 2", "Y10", "9B"). No word of it names anyone loaded, none is
  a word the GM is called by (the referee's own labels are read elsewhere), none is a rules word of the game, and the
  words are no field of a note ("skill:", "who:", "note:": grammar/fields.py reads those). A label ending with a
  chat app or channel (words.CHAT_MEDIA: "whatsapp:", "club whatsapp:", "group chat:") says where the line was
  written, whatever words stand before it.
- It is no heading that calls the post a recap or a log ("Recap:", "Radio log:": grammar/post.py), says no try
  ("Second attempt:"), and no one says "I" right after it ("Medic: I bandage ...": someone speaking, whose name is
  asked about).
- It opens the post, a line, a sentence, a clause after a comma, or a cell after a bar ('JS-0720 | Access: ...').
  Opening the post or a cell, it is a label when a player's character is named after it anywhere in the post;
  anywhere else only when that name comes right after its colon ("..., critical thinking time: Gunnar bluffs ...").
- A tag in square brackets opening the post ("[BUG] Hammond smashes ...", "[P1] ..."): plain words as a label's,
  with no colon needed.
- "LABEL for NAME:", "LABEL on NAME:", "LABEL from NAME:", "LABEL by NAME:" and "LABEL, NAME:" ("Homework for Pim: he
  stitches ...", "Each-way punt on Dessa: she captivates ...", "standard behaviour from lag: he sweet talks ...",
  "Group 2, Idris: he keeps his cool")
  say the line is NAME's: the label and the word after it go, and "NAME:" stays, so the post reads as NAME's. Such a
  label may say whose it is with a possessive ("Jury chair's question for Sheets:"); a label with no name after it
  may not ("Safety officer's note: Bunsen is ..." is someone's words, read as ever).
- A note's sections by their letters ("S: Gaz senses ... O: 4 and 4. A/P: r/v at 20:00", "SBAR. S: ... B: ... R:
  ..."): a capital letter, or letters joined by '/', before a colon, where the post opens two sections or more so
  (never only a question and its answer, "Q:" and "A:": grammar/court.py reads those). A letter alone may be
  someone's initial; letters heading a note's parts are not.
- A label goes as blanks, its columns kept; Read as shows it as the label of the line, not used. So does a rules word
  that is all its line says ("Parking: limited."): what the label's thing is like, the scene's; and a count after a
  plural's label or a participle's ("Incidents: 2.", "Rounds expended: 3."): how many of them there were.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.blanks import blanked
from rollmate.grammar.fields import known_label
from rollmate.grammar.later import Later
from rollmate.grammar.post import headed
from rollmate.grammar.scene_numbers import nouns
from rollmate.grammar.words import BENCH_WORDS, CHAT_MEDIA, GM_WORDS, ORDINALS, RULING_LABELS
from rollmate.rules.forms import common_word, compound_word, is_english, word_classes
from rollmate.rules.lexicon import PARTICIPLE, PLURAL, is_tagged

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the line's label: what the table calls the line, not the scene"

_WORD = r"(?:[^\W\d_][\w'’-]*|[A-Za-z]{0,2}\d{1,3}[A-Za-z]?|#\d+)"
# Where a label may open, the label, and what follows its words: a colon, or 'for'/',' and a name and a colon.
_OPENING = r"(?:^|(?<=[.!?])\s+|(?<=\n)[ \t]*|(?<=,)\s*|(?<=\|)[ \t]*)"
_LABEL = (rf"{_OPENING}(?P<label>{_WORD}(?:(?:[ \t]+{_WORD}){{0,3}}?|,[ \t]+{_WORD}(?:[ \t]+{_WORD}){{0,3}}?))[ \t]*"
          rf"(?P<time>,?[ \t]+\d{{1,2}}[:.]\d\d[ \t]*)?"  # ("club whatsapp, 19:42:": the time the line was written)
          rf"(?:(?P<tie>[ \t](?:for|on|from|by)[ \t]+|,[ \t]*)(?P<name>[^\W\d_][\w'’-]*)[ \t]*)?(?P<aside>\([^()\n]{{1,60}}\)[ \t]*|,[ \t]+(?:and|but|though|which)[ \t][^:.!?;()\n]{{1,60}})?"
          rf":(?!\d)")  # ("Question (not a bug): ...", "Question for Joker, and it's not on the sheet: ...": an aside
# of the writer's before the colon)
# A tag in square brackets opening the post ("[BUG] Hammond smashes ...", "[Question] ...", "[P1] ..."): the kind of
# post, one to three plain words.
_TAG = Later(r"\s*\[(?P<tag>[A-Za-z0-9][\w'’-]*(?:[ \t]+[\w'’-]+){0,2})\][ \t]*")
# A note's section by its letters ("S:", "O:", "A/P:"), opening the post, a line or a sentence.
_SECTION = r"(?:^|(?<=[.!?])\s+|(?<=\n)[ \t]*)(?P<letters>[A-Z](?:/[A-Z])*)[ \t]*:(?!\d)"
_LIST_FIELD = re.compile(r"[ \t]*([A-Z][a-z]+)[ \t]*:(?!\d)")  # a field's word right after a list's heading
_EXAMINED = frozenset({"Q", "A"})  # a question and its answer (grammar/court.py), no note's sections
_DICE_WORDS = frozenset({"dice", "die", "d6", "d6s", "d8", "d8s", "d10", "d10s", "roll", "rolls", "faces"})
_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "it", "me", "us", "him", "her", "them"})


def labelled(text: str, players: Callable[[str], tuple[str, ...]],
             rules_word: Callable[[str], bool], npcs: frozenset[str] = frozenset()) -> tuple[str, tuple[Frame, ...]]:
    """The post with each label blanked (see the module docstring) and where each stood. `players(word)`: the
    players' characters a lowercase word names; `rules_word(words)`: whether words hold a rules word of the game;
    `npcs`: the names of the people the GM plays, one of whom may open the line after a label of the post's first
    words ("Control: the rank marshal searches ...": the GM's voice, calling the NPC's roll)."""
    frames: list[tuple[int, int]] = []
    tag = _TAG.match(text)
    if tag is not None and _plain(tag.group("tag"), players, rules_word, tagged=True):
        frames.append((tag.start(), tag.end()))  # "[BUG] Hammond smashes ...": the kind of post, in brackets
    if ":" not in text:
        return _blanked(text, frames)

    sections = list(re.finditer(_SECTION, text))
    if len({m.group("letters") for m in sections} - _EXAMINED) >= 2 or len({m.group("letters") for m in sections}) >= 3:
        frames += [(m.start("letters"), m.end()) for m in sections]  # "S: ... O: 4 and 4. A/P: ...": a note's parts
    else:
        frames += [(m.start("letters"), m.end()) for m in sections if "/" in m.group("letters")]  # "C/O: ...": letters
        # joined by a slash, a note's part even alone (never anyone's name)
    for found in re.finditer(_LABEL, text):
        label = found.group("label")
        if (found.group("aside") or "").startswith(",") and found.group("name") is None:
            continue  # (a comma's aside only after the name a label is for: "... for Joker, and it's not ...:")
        if found.group("time") and label.lower().split()[-1] not in CHAT_MEDIA:
            continue  # ("Scene 9, 23:05:": the minutes' time, the scene's; only a chat's line is labelled with it)
        aside = (found.group("aside") or "").strip()
        if aside.startswith("(") and aside[1:-1].strip().lower() in GM_WORDS and found.group("name") is None \
                and not any(players(w.lower()) for w in label.split()):
            frames.append((found.start("label"), found.end()))  # "Dr Okoro (GM):": whoever is called so, running
            continue  # the game, speaks the line
        if not _plain(label, players, rules_word, tagged=found.group("aside") is not None,
                      tied=found.group("name") is not None):
            continue  # (a field's name with an aside before its colon is no field: fields.py never reads it)
        name = found.group("name")
        if name is not None:
            if not players(name.lower()):
                continue
            if found.group("tie").strip() in ("from", "by") and any(
                    w in _DICE_WORDS or w.endswith("ed") for w in label.lower().split()):
                continue  # "borrowed dice from Zoe:", "dice rolled by Zoe:": whose dice, no label of the line
            frames.append((found.start("label"), found.start("name")))  # "Homework for Pim:": Pim's line
            continue
        rest = text[found.end() :]
        if re.match(r"(?i)\s*(?:i|i'm|im|i'll|i've|i'd|me|my)\b", rest.replace("’", "'")):
            continue  # "Medic: I bandage Rafa's arm": someone speaking, who is asked about where no one has that name
        if found.start("label") == len(text) - len(text.lstrip()) or text[: found.start("label")].rstrip().endswith("|"):
            named = any(players(w.lower()) for w in re.findall(r"[^\W\d_][\w-]*", rest)) or any(
                re.match(rf"(?i)\s*{re.escape(npc)}\b", rest) for npc in npcs)
        else:
            first = re.match(r"\s*([^\W\d_][\w-]*)", rest)
            named = first is not None and bool(players(first.group(1).lower()))
        if named:
            end = found.end()
            field = _LIST_FIELD.match(text, end)  # "Vendors: Florist: Petals & Co, ...": the list's first field
            if field is not None and re.fullmatch(r"[A-Z][a-z]+s", label) and _plain(field.group(1), players, rules_word):
                end = field.end()
            valued = re.compile(r"[ \t]*[^\W\d_]+(?=[ \t]*(?:[.;!\n]|$))").match(text, end)
            counted = re.compile(r"[ \t]*\d{1,4}(?=[ \t]*(?:[.,;!\n]|$))").match(text, end)
            if valued is not None and rules_word(valued.group().strip()) and not RULING_LABELS.intersection(label.lower().split()):
                end = valued.end()  # "Parking: limited.": a value of the rules said of the label's thing, the scene's
            elif counted is not None and any(is_tagged(label.split()[-1].lower(), t) for t in (PLURAL, PARTICIPLE)) \
                    and not re.search(rf"(?<![\w.]){int(counted.group()) + 1}\.\s", text[counted.end() :]):
                end = counted.end()  # "Incidents: 2.", "Items bagged: 6.": how many of the label's things there were
                # (never a list's
                # first number: "Major concerns: 1. the sample ... 2. the method ...")
            frames.append((_heading_start(text, found.start("label"), players, rules_word), end))
    return _blanked(text, frames)


def _heading_start(text: str, start: int, players: Callable[[str], tuple[str, ...]],
                   rules_word: Callable[[str], bool]) -> int:
    """Where a label that opens after a comma starts its heading: at its sentence's start, where the words before the
    comma are a label's too ("Bothy night, no rush: Scout takes her time ..."), else at `start`."""
    opened = max(text.rfind(mark, 0, start) for mark in ".!?\n")
    head = text[opened + 1 : start].strip()
    if not head.endswith(",") or ":" in head or not _plain(head.rstrip(","), players, rules_word):
        return start
    return opened + 1 + len(text[opened + 1 : start]) - len(text[opened + 1 : start].lstrip())


def _blanked(text: str, frames: list[tuple[int, int]]) -> tuple[str, tuple[Frame, ...]]:
    if not frames:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first label

    frames = sorted(set(frames))
    frames = [f for k, f in enumerate(frames) if not any(o[0] <= f[0] and f[1] <= o[1] for o in frames[:k])]
    return blanked(text, frames), tuple(Frame("label", *_trimmed(text, start, end)) for start, end in frames)


def _plain(label: str, players: Callable[[str], tuple[str, ...]], rules_word: Callable[[str], bool], *,
           tagged: bool = False, tied: bool = False) -> bool:
    """Whether words are a label: see the module docstring. A tag in brackets (`tagged`) may be any plain words, a
    field's name among them ("[BUG]", "(Question)")."""
    words = label.lower().replace("’", "'").replace(",", " ").split()
    short: set[str] = set()  # a role's abbreviation in capitals ("RO's question for Skip:")
    if tied:  # "Jury chair's question for Sheets:": whose question it is, in a label that says whose line it is
        words = [w[:-2] if w.endswith("'s") and len(w) > 3 else w for w in words]
        short = {said.lower() for w in label.replace("’", "'").split()
                 if 2 <= len(said := w.removesuffix("'s")) <= 4 and said.isalpha() and said.isupper()}
    if " ".join(words) in BENCH_WORDS:
        return False  # "THE COURT:": the bench's turn in a court's record (court.py), the GM speaking
    if headed(label + ":") or headed(words[-1] + ":") or any(word in ORDINALS for word in words):
        return False  # "Recap:", "Radio log:" call the post a recap or a log (post.py); "Second attempt:" says which try
    if words[-1] in CHAT_MEDIA and not players(words[-1]) and not any(players(w) or w in GM_WORDS for w in words):
        return True  # "whatsapp:", "club whatsapp:", "group chat:": where the line was written ('club' no deed here)
    if not tagged and known_label(label) or rules_word(" ".join(w for w in words if not any(c.isdigit() for c in w))):
        return False
    noun = False
    for word in words:
        if any(c.isdigit() for c in word):
            noun = noun or "-" in word  # "TICKET-6601:", "INC-5:": a ticket by its code names the line
            continue
        if word in GM_WORDS or word in _PRONOUNS or players(word):
            return False
        if word in short:
            noun = True
            continue
        if compound_word(word):
            noun = noun or "NOUN" in word_classes(word.rsplit("-", 1)[-1])  # "End-of-day:", "Follow-up notes:":
            continue  # words of the dictionary joined, the last one saying what it is
        if not common_word(word):  # a word the dictionary lacks may still be English ("workaround", "repro"), or
            if not is_english(word) and word not in nouns().jargon:  # a trade's shorthand ("Tx plan:")
                return False
            noun = True
            continue
        classes = word_classes(word)  # (a verb's -ing form names the work, as a noun does: "Shaping:", "Finishing:")
        noun = noun or (len(word) >= 3 and ("NOUN" in classes or word.endswith("ing") and "VERB" in classes))
    return noun


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    said = text[start:end]
    return start + len(said) - len(said.lstrip(" \t,")), end - len(said) + len(said.rstrip(" \t,"))
