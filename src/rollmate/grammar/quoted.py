"""What a character says aloud in a post, in quotation marks, is the scene: '"Who's first?" Nobody wants to be
first.', "'Easy does it,' she whispers". The reader never takes a rules value, a name or an action from it ('Easy'
is no difficulty there, 'Put' no one's name): its words go as blanks, so the post keeps its columns, and Read as
shows it as said in the scene.

- Double quotes ("...", “...”) and single ones ('...', ‘...’); a single quote opens only after a space, a mark or
  the start and before a letter, and closes only after a letter or a mark and before a space, a mark or the end,
  so "it's", "rollin'" and "the guards' post" are no quotation.
- Only speech: the words hold a space or end with a mark of speech (".", ",", "!", "?", "…", "-"). A word
  in quotes alone ("the 'Duchess'", 'a "quiet" job') is a name or a word said so and stays.
- The rules' words quoted are the player's working, blanked as speech is and shown as such (`book`): a quotation
  after a word that quotes ('says', 'RAW', 'per', 'literally': scene_numbers.toml's `quoting`) or a citation, or of
  the shape of rule text even as one word ('"roll+stat"', '"10+"', '"+2"', '"-1d"', '"98%"', '"2d10 + Threat"').
- Two quotations set against each other ('"steady the helm" vs "haul together"') are an argument over words: the
  'vs' between them goes with them, no one opposed.
- A post that is nothing but the quotation ('"sneak past the guard, 6 3"') stays as typed: it was no character
  talking, but the player quoting themself. So does a player's message passed on ('Second message: "adding my war
  die after the roll: 4"'): after a word of messaging, in the first person or with a number.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.grammar.dialect import dialect_word, dropped_opening
from rollmate.grammar.words import GM_WORDS, SPEECH_TAGS

# A quotation: double marks, typographic or straight, or single ones standing where a quotation opens and closes.
_QUOTE = (r"\"[^\"\n]+\"|“[^”\n]+”|‘[^’\n]+’|"
          r"(?<![\w'’])'(?=\w)(?:[^'\n]|(?<=\w)'(?=\w))*?[\w.,!?…-]'(?![\w'’])")
_SPEECH_END = tuple(".,!?…-")
NOTE = "said in the scene"
BOOK_NOTE = "the rules quoted: the player's working, not the roll"
# The shape of rule text: a number, a sign, a comparison or a stat added ('roll+stat', '10+', '±1', '98%', '≥ 12').
_RULE_SHAPE = r"\d|[+±%≥≤−]"
# The colon of a speech tag, right before the quotation it opens ('Haldor, low: "..."', 'Ilsa, to the doorman: "..."').
_TAG_COLON = r":[ \t]*$"
# A speaker's label before a colon: a name of capitalised words alone ('Kaito', 'General Ashby', 'GM'), or someone
# described ('The bouncer', 'the gate guard').
_LABEL = r"[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*){0,3}|[Tt]he[ \t]+[\w'’-]+(?:[ \t]+[\w'’-]+)?"
# A speech tag between the two parts of one quotation: a name (or a pronoun), a verb of speech and a few words of how
# or where, then the comma before the quotation goes on (_tagged).
_TAG = (r"[ \t]*,?[ \t]*(?:[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?|he|she|they|I)[ \t]+(?:" + "|".join(SPEECH_TAGS)
        + r")(?:[ \t]+(?!and\b|then\b|but\b)[\w'’-]+){0,6}[ \t]*,[ \t]*")
# A word setting one quotation against the next ('"steady the helm" vs "haul together"'): an argument over words.
_WEIGHED = r"(?i)[ \t]*(?:vs\.?|versus|v\.|or)[ \t]*"
# What ends a line of dialogue after its quotation: the line's break (a post's line break reads as '.' before a word).
_LINE_ENDS = r"[ \t]*(?:\n|$|\.(?=[^\s.\d]))"


def speech(text: str, names_a_roll: Callable[[str], bool] = lambda said: False,
           ruled: Callable[[int], bool] = lambda start: False,
           typed: str | None = None) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The text with what characters say blanked (see the module docstring), and where each quotation stood. A
    quotation in brackets that is, whole, the name of a roll (`names_a_roll`: '("Listen to the Mountain")') names
    the roll, as the brackets alone would: it stays. So does one the GM says to the table (`ruled`, by where it
    opens: see ruling): "GM: '...'", "Tower to Rivets: 'Hawkeye set it up for you, for better position.'": the
    ruling, read as the GM's words are. `typed`: the post as typed, at the same columns, where a lead-in already
    read ('fwd:') may say a quotation is a player's message passed on."""
    if not any(map(text.__contains__, "\"“‘'")):
        return text, ()
    spans: list[tuple[int, int]] = []
    unquoted: set[int] = set()
    for found in re.finditer(_QUOTE, text):
        said = found.group()[1:-1].strip()
        if names_a_roll(said) and re.search(r"[(\[][ \t]*$", text[: found.start()]) \
                and re.match(r"[ \t]*[)\]]", text[found.end() :]):
            continue  # ('(“Ride Hard”)': the roll named in brackets, never 'she says "Ride Hard"')
        if ruled(found.start()):
            continue
        if _relayed_message(typed or text, found.start(), said):
            unquoted |= {found.start(), found.end() - 1}  # ('Second message: "adding my war die after the roll: 4"':
            continue  # the player's own words, passed on, read without the marks)
        if _dropped_close(found.group()):
            continue  # "sweet-talks the 'arbour master, Sway, controlled, an' takes ...": a letter dropped at each
            # end, no quotation
        if _dropped_open(found.group()):
            continue  # "Finch be pushin' 'imself to creep aboard the Dimmer Sisters' barge": a dropped letter opens
            # it and a plural's possessive closes it, no quotation
        if " " in said or said.endswith(_SPEECH_END) or re.search(_RULE_SHAPE, said):
            spans.append(found.span())
    if unquoted:
        text = "".join(" " if k in unquoted else c for k, c in enumerate(text))
    if not spans:
        return text, ()
    spans = _tagged(text, spans)
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
        if (tag := re.compile(_TAG_COLON).search(text, 0, start)) is not None \
                and not re.fullmatch(_LABEL, re.split(r"[.!?\n]", text[: tag.start()])[-1].strip()):
            chars[tag.start()] = ";"  # 'Haldor, low: "..."', 'Odalys breezes past the clerk: "..."': a speech
            # tag, who says it and how, never a speaker's label ('Kaito: "..."' stays one)
    for (_, end), (start, _) in zip(spans, spans[1:]):
        if re.fullmatch(_WEIGHED, text[end:start]):  # '"steady the helm" vs "haul together"': two wordings
            chars[end:start] = " " * (start - end)  # weighed against each other, no one opposed
    spans = _exchange(text, spans, chars)
    said = "".join(chars)
    if not any(c.isalnum() for c in said):
        return text, ()
    return said, tuple(spans)


# A word of messaging before a quotation in the post ("Second message:", "she texted", "fwd:", "[forwarded] Nell:",
# "Transcribing Juno's voice note:").
_MESSAGED = (r"(?i)\b(?:message|messages|msg|msgs|texted|messaged|dm|dms|dm'd|dmed|fwd|fw|forwarded|forwarding|"
             r"voice[ \t]+note|voicenote|(?:\d+|two|three|both|her|his|their|the)[ \t]+texts)\b")
# (never 'text' nor 'wrote': "Seed text: '...'" quotes the rules; 'texts' as a verb is the scene's: "Jonesy texts the
# guard: '...'")
# Where a line says something of the one who wrote it: the first person, or a number.
_OWN_WORDS = r"(?i)\b(?:i|i'm|im|my|me|mine)\b|\d"


def _relayed_message(text: str, start: int, said: str) -> bool:
    """Whether the quotation opening at `start` is a message of a player's passed on by whoever posts (the post
    says so before it with a word of messaging: 'Second message: "adding my war die after the roll: 4"', 'fwd: "Buzz
    shoots the sentry ... Dice 2, 5 and 6."'), in the player's own words: the first person or a number in it. It is
    read as the player's line, no character's speech."""
    return re.search(_MESSAGED, text[:start]) is not None and re.search(_OWN_WORDS, said) is not None


def _dropped_close(quoted: str) -> bool:
    """Whether a quotation in single marks closes on a word a dialect writes with a letter dropped and an apostrophe
    in its place ("... controlled, an'"): the mark is the word's, and closes nothing."""
    last = re.search(r"[\w]+'$", quoted.replace("’", "'"))
    return quoted[:1] in "'’" and last is not None and dialect_word(last.group().lower())


def _dropped_open(quoted: str) -> bool:
    """Whether a quotation in single marks opens on a word a dialect writes with its first letter dropped ("'imself",
    "'em") and closes on a letter, not on a mark of speech: the first mark is the word's, the last a plural's
    possessive ("the Dimmer Sisters'"), and no one speaks. A line said aloud ends on its mark ("'elp me,'")."""
    first = re.match(r"['’]([A-Za-z]+)", quoted)
    return first is not None and quoted[-2:-1].isalpha() and dropped_opening(first.group(1).lower())


def ruling(text: str, start: int, players_one: Callable[[str], bool]) -> bool:
    """Whether the quotation opening at `start` is the GM's to the table: its label before a colon, opening its line
    or sentence, is the GM's word ('GM:', 'GM, as the tower:') or a call to a player's character ('Tower to
    Rivets:', `players_one` telling a player's character's name)."""
    tag = re.compile(_TAG_COLON).search(text, 0, start)
    if tag is None:
        return False
    label = re.split(r"[.!?\n]", text[: tag.start()])[-1].strip()
    first = re.split(r"[\s,]+", label.lower(), maxsplit=1)[0] if label else ""
    called = re.fullmatch(r"[A-Za-z][\w'’ -]*?\s+to\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)", label)
    return first in GM_WORDS or (called is not None and players_one(called.group(1)))


def _tagged(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A quotation broken by its speech tag ("'Take it easy,' Tamsin hisses from the alley, 'it's a long way down'"):
    the tag between the two parts, who says it and how, goes with what is said (one span), so the one speaking is
    no one acting in the post. A tag after a whole line ("'Go,' Vex whispers, and ...") stays to be read."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and re.fullmatch(_TAG, text[out[-1][1] : start]) is not None:
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


def _exchange(text: str, spans: list[tuple[int, int]], chars: list[str]) -> list[tuple[int, int]]:
    """An exchange of lines of dialogue, each a speaker's label and what they say ('Magda: "..." / General Ashby:
    "..." / Magda: "..."'), opened and closed by one speaker: theirs, the others' words are the scene around it. The
    labels after the first go with what they say (blanked, and shown as said in the scene); an exchange two speakers
    open and close is left as typed, to be asked about."""
    lines: list[tuple[int, str, int, bool]] = []  # (where the label starts, the label, which quotation, whether
    before = 0  # nothing else is said in its line)
    for k, (start, end) in enumerate(spans):
        head = text[before:start]
        opened = len(head) - len(head.lstrip(" \t.\n"))
        label = re.fullmatch(rf"({_LABEL})[ \t]*:[ \t]*", head[opened:])
        if label is not None and (before == 0 or re.search(r"[\n.]", head)):
            lines.append((before + opened, label.group(1).lower(), k, re.match(_LINE_ENDS, text[end:]) is not None))
        before = end
    if len(lines) < 2 or lines[0][1] != lines[-1][1] or not all(alone for *_, alone in lines[1:-1]):
        return spans  # (a line between with more than what is said in it, its roll perhaps, stays to be read)
    spans = list(spans)
    for at, _, k, _ in lines[1:]:
        chars[at : spans[k][0]] = " " * (spans[k][0] - at)
        spans[k] = (at, spans[k][1])
    return spans


def book(text: str, spans: tuple[tuple[int, int], ...], cited: tuple[tuple[int, int], ...]) -> frozenset[int]:
    """Where the quotations of the rules' words among `spans` open: after a word that quotes or a citation (`cited`,
    grammar/cited.py), or of rule text's shape (see the module docstring)."""
    if not spans:
        return frozenset()
    from rollmate.grammar.scene_numbers import nouns

    quoting = nouns().quoting
    out = set()
    for start, end in spans:
        before = re.findall(r"[\w§.]+", text[max(0, start - 40) : start])[-3:]
        if re.search(_RULE_SHAPE, text[start:end]) or any(w.lower() in quoting for w in before) \
                or any(s < start and start - e <= 3 for s, e in cited):
            out.add(start)
    return frozenset(out)


ACTS_FILE = "speech_acts.toml"


def acts(text: str, spans: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int], tuple[tuple[str, tuple[str, ...]],
                                                                                   ...]], ...]:
    """What each quotation does, where the acts table names it (speech_acts.toml): a threat, an order, a plea, a lie;
    for each such quotation, where it stands and its acts, each (the act, the verbs the roll may be read with,
    likeliest first). The player's own words outside the quotations ('(not one word of it is true)') say it too."""
    table = _acts()
    around = "".join(" " if any(s <= k < e for s, e in spans) else c for k, c in enumerate(text))
    around = around.lower().replace("’", "'")
    found = []
    for start, end in spans:
        said = " ".join(text[start + 1 : end - 1].lower().replace("’", "'").split())
        named = tuple((act, verbs) for act, (verbs, in_said, in_about) in table.items()
                      if any(re.search(p, said) for p in in_said) or any(re.search(p, around) for p in in_about))
        if named:
            found.append(((start, end), named))
    return tuple(found)


def _acts() -> dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]]:
    from pathlib import Path

    from rollmate.rules.content import cached_toml

    data = cached_toml(Path(__file__).with_name(ACTS_FILE), "speech-acts")
    return {act: (tuple(entry["verbs"]), tuple(entry["said"]), tuple(entry["about"])) for act, entry in data.items()}
