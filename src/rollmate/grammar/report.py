"""A post written as an official report read as the frame, not the scene: an incident report, a witness statement, a
claim form or a security log ("INCIDENT REPORT. Ref: case #4471. Time of incident: approx. 23:40, 14/03. ... Dice were
observed to show 3 and 4. Signed: D. LOCKE.").

- The report's heading, its first sentence when a word of report.toml's `heads` stands among its first four words
  and it names no roll, action or dice ("ACCIDENT REPORT FORM AR-7.", "Statement of witness LOCKE, D. (dock clerk, 52).",
  "CLAIMS OFFICE QUERY, ref. CLM-0931, 20 October:"), goes as blanks, shown as not used.
- A field of the form (report.toml's `fields`: "Time of incident:", "Injured party:", "Signed:") goes with its value
  to the end of its sentence, whatever rules words the value holds ("Nature of injury: Severe laceration"): who filed
  it, where, when and what it cost, never the roll.
- A surname in capitals with an initial after a comma ("KESTREL, M.", "ASHER, J.") is the surname alone, and an
  initial before one ("D. LOCKE") goes, in any post: the name the sheet knows stays, where it was typed.
- A sentence ends at a full stop after a word of two letters or more that is no abbreviation ('ref.', 'approx.',
  'No.'), so an initial's stop ends none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.blanks import blanked
from rollmate.grammar.fields import known_label
from rollmate.grammar.later import Later
from rollmate.grammar.post import headed
from rollmate.grammar.words import GM_WORDS, MOST_FACE
from rollmate.rules.forms import said_of_someone

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

REPORT_FILE = Path(__file__).with_name("report.toml")
NOTE = "the report's own words: its heading and the form's fields, not the roll"

_SURNAME_INITIAL = Later(r"(?<![\w'’])[A-Z][A-Z'’-]+(?P<initial>,\s*[A-Z]\.)(?!\w)")
# Who someone is, in brackets after them: an age, perhaps with what they do ("(41)", "(dock clerk, 52)", "(Cutter,
# 31)"), a year of birth or a badge ("(b. 1971)", "(badge 0815)").
_WHO_THEY_ARE = Later(r"(?<=\w)\.?\s*\((?P<said>(?:[^\W\d_][^\d(),]{0,30},\s*){0,2}(?:aged\s+|b\.\s*|badge\s+"
                      r"(?:no\.\s*)?)?(?P<n>\d{1,4})(?:,\s*[^\W\d_][^\d(),]{0,30}){0,2})\)")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_INITIAL_SURNAME = Later(r"(?<![\w.'’/-])(?P<initial>[A-Z]\.\s+)[A-Z][A-Z'’-]+(?![\w'’])")


@cache
def _table() -> tuple[frozenset[str], tuple[str, ...], frozenset[str]]:
    """report.toml as read: the heads of a report's heading, its fields (longest first), the abbreviations whose stop
    ends no sentence."""
    from rollmate.rules.tomlfile import read_toml  # parsed once, then read from the private cache with no parser

    data = read_toml(REPORT_FILE)
    return (frozenset(data["heads"]), tuple(sorted(data["fields"], key=len, reverse=True)),
            frozenset(data["abbreviations"]))


def reported(text: str, scene: Callable[[str], bool], named: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """The post with a report's frame read as the module docstring says, and where its parts stood. `scene(words)`:
    whether words name no roll nor action of the game (a heading that does, or says dice, is the post's own words); `named(word)`: whether a lowercase word names someone loaded."""
    heads, fields, _ = _table()
    if not any(w.lower() in heads for w in _WORD.findall(text, 0, 200)[:4]):
        return _initials(text, []), ()  # (no head word where a heading has it: no report, read no further)
    ends = _sentence_ends(text)
    colon = re.search(r":(?=\s)", text)  # (the heading, and only it, may end at a colon: "... QUERY, ref. 0932:")
    first_end = min(ends[0] if ends else len(text), colon.end() if colon is not None else len(text))
    spans: list[tuple[int, int]] = []
    opening = text[:first_end]
    if opening.rstrip().endswith(":") and not (re.search(r"(?i)\bref\b|#|\b[A-Z]+-\d", opening) or opening.strip()[
            :-1].isupper() or " " not in opening.strip() and not known_label(opening.strip()[:-1])):
        return _initials(text, spans), ()  # ("Radio log: day 6 ...", "Note: ...": a line's label or a note's
        # field; "STATEMENT:", "Statement:" a heading)
    if not _heading(opening, heads) or not scene(opening) or re.search(r"(?i)\b(?:roll(?:ed|s)?|dice|got)\b", opening):
        return _initials(text, spans), ()  # (a post that opens with no report's heading is no report: its fields
        # are asked about)
    spans.append((len(text) - len(text.lstrip()), first_end))
    starts = [0, *ends]
    for start in starts:
        at = start + len(text[start:]) - len(text[start:].lstrip(" \t\n.:;"))
        said = text[at : at + 40].lower()
        field = next((f for f in fields if said.startswith(f) and said[len(f) :].lstrip().startswith(":")), None)
        if field is None or any(s <= at < e for s, e in spans):
            continue
        end = next((e for e in ends if e > at), len(text))
        spans.append((at, end))
    for found in _WHO_THEY_ARE.finditer(text):  # "VOSS (41)", "NAGY, E. (38)", "HOBBS, 63", "(b. 1971)"
        said = found.group("said")
        if not any(a <= found.start() < b for a, b in spans) and not any(
                named(w.lower()) for w in re.findall(r"[^\W\d_][\w'’-]*", said)) and (
                int(found.group("n")) > MOST_FACE or re.search(r"[^\W\d_]", said)):
            spans.append(found.span())
    plainer = _initials(blanked(text, spans), spans)
    if not spans:
        return plainer, ()
    from rollmate.grammar.marks import Frame  # built by the first report read

    return plainer, tuple(Frame("report", *_trimmed(text, s, e)) for s, e in sorted(spans))


def _initials(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the initial of each surname said with one ("KESTREL, M.", "D. LOCKE") blanked, outside the
    spans already taken out: the surname alone, the name the sheet knows."""
    if "." not in text:
        return text
    chars = list(text)
    for found in (*_SURNAME_INITIAL.finditer(text), *_INITIAL_SURNAME.finditer(text)):
        s, e = found.span("initial")
        if not any(a <= s < b for a, b in spans):
            chars[s:e] = " " * (e - s)
    return "".join(chars)


def _heading(opening: str, heads: frozenset[str]) -> bool:
    """Whether a post's first sentence is a report's heading: a head word among its first four words, opening it or
    after words in capitals or a singular noun ("Statement of witness LOCKE", "BLUECOAT INCIDENT REPORT", "Theft
    report, ref. TR-0452"), and no verb said of someone and no word the GM is called by ("Witnesses report Marco Vell
    knelt", "GM note, putting in Crane's check")."""
    words = _WORD.findall(opening)
    at = next((k for k, w in enumerate(words[:4]) if w.lower() in heads), None)
    if at is None or headed(opening.strip()):
        return False  # ("Log: ...", "For the log: ...": a recap's heading, post.py)
    before = words[:at]
    if any(w.lower() in GM_WORDS for w in before):
        return False
    plural = before and before[-1].lower().endswith("s") and not before[-1].lower().endswith("ss")  # (not "Witness")
    if before and not all(w.isupper() for w in before) and not (len(before) == 1 and not plural):
        return False
    return not any(w.islower() and said_of_someone(w) and w not in heads for w in words[at + 1 :])


def _sentence_ends(text: str) -> list[int]:
    """Where each sentence of the report ends (the column after its mark): a full stop, '!' or '?' before a space
    or the end, never the stop of an initial or an abbreviation."""
    _, _, abbreviations = _table()
    ends = []
    for m in re.finditer(r"[.!?](?=\s|$)", text):
        before = re.search(r"([\w'’]+)$", text[: m.start()])
        word = before.group(1) if before is not None else ""
        before_word = text[m.start() - len(word) - 1] if m.start() > len(word) else " "
        alone = before_word not in "-0123456789"  # ("policy 7731-B." ends one)
        initial = len(word) == 1 and word.isalpha() and (text[: m.start() - 1].endswith((", ", ",", "(")) or re.match(
            r"\s+[A-Z][A-Z'’-]+\b", text[m.end() :]) is not None)  # "LOCKE, D. (", "D. LOCKE", never "Block C. At"
        if m.group() == "." and alone and (initial or word.lower() in abbreviations):
            continue
        ends.append(m.end())
    return ends


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    said = text[start:end]
    return start + len(said) - len(said.lstrip()), end - len(said) + len(said.rstrip())


# Dice told in the passive, as a report tells what was seen ("Dice were observed to show 6 and 5", "which was
# observed to show 3", "were logged as 9 and 3"): read as 'showed', the faces after it the dice's.
_OBSERVED = Later(r"(?i)\b(?:was|were|is|are)\s+(?:first\s+|then\s+|later\s+)?(?:observed|seen|noted|found|recorded|"
                  r"logged|reported|confirmed|read)\s+(?:to\s+(?:show|read)|as\s+showing|as)(?=\s+(?:\d|a\s|an\s|"
                  r"one|two|three|four|five|six|seven|eight|nine|ten)\b)")
OBSERVED_WORDS = frozenset({"observed", "seen", "noted", "found", "recorded", "logged", "reported", "confirmed"})


def observed(text: str) -> str:
    """The post with each passive report of dice read as 'showed' (_OBSERVED), at the columns typed."""
    return _OBSERVED.sub(lambda m: " " * (len(m.group()) - len("showed")) + "showed", text)
