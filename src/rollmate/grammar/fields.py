"""A roll request written as labelled fields, read as the words each label stands for: "Check: Athletics. Difficulty:
Hard. Dice: 4, 9.", "char: Mari | skill: firearms | dl: moderate | dice: 7,5", "- who: Bram\\n- move: ride hard\\n-
dice: 5 5", "who=Bram; roll=+weird; dice=2 4", "Cor -> REFLEXIVE -> dodge the grenade -> 6 6".

Players who keep notes and programs calling the tools write a roll this way. A label opens the request or a field of
it (after a line break, '.', ';', a bar or a bullet), is one of the labels of fields.toml and ends in a colon or an
'='. Each becomes the words it means, in place and the same length, so a caret still points into the note as written:

- the rules word's own field ("skill:", "move:", "pos:", "attr:"): the label goes, its value stays, read as it would
  be said alone ("Athletics", "Risky");
- who rolls ("who:", "char:", "op:"): 'as', so the name after it is who acts ("as Wren");
- a record's faces ("raw data:", "readings:"): 'got' before a value that opens with a number ("got 5, 2"), any other
  value alone;
- why ("purpose:", "goal:"): 'to', the roll's purpose ("to recall the code");
- a rules word that is a label already ("dl:", "dice=", "war die:", "roll: +cool"): the mark goes ("dl hard");
- a yes-or-no label ("adv: yes", "luck=yes"): 'yes' says the label's word ("advantage"), 'no' nothing;
- the scene ("note:", "where:", "why:"): the field goes from the words read for the roll and stands in the reading
  as the scene, whatever rules words it holds ("note: hard rain on the roof");
- the roller's state ("status: wounded"): its value alone, said of the one who rolls ("wounded"); a longer value
  that tells what happened to them ("status: took a bolt in the shoulder"), or one that says where a ticket stands
  ("status: closed"), is the scene;
- a field left empty ("war die: n/a", "luck: none", "pos: -"): no value; it goes and stands in the reading as empty.

The fields are one request, so the mark that ends a field before the next label is a comma: the fields are the
clauses of one sentence, never sentences of a post that each might carry a roll. A label word that names someone
loaded is their line ("Check: ..." where Check is a character), never a field. A label nobody knows stays as typed,
and the reader asks about it.

An arrow chain ("Bell => forceful => tackle the courier => dice 6 6") is fields joined by arrows: in a line of no
colon that opens with words and no number, each arrow between short fields of words reads as a semicolon (a
player's working, "Wreck 0 -> roll 2d: 6, 2 -> 2", stays as typed); a count of dice with an arrow to their faces ("war dice: 2 -> 3, 1") is the
faces.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

LABELS_FILE = Path(__file__).with_name("fields.toml")
SCENE_NOTE = "the scene: a note's field, never a rules value"
_STATE = ("state",)  # a state's label: its value alone when short ("status: wounded" is "wounded"), else the scene
_STATE_WORDS = 3  # the most words a state's value says how the roller is in; more tell a story
_FACES_SAID = ("got",)  # a record's faces ("Raw data: 5, 2"): the dice, as 'got' says them; any other value alone
EMPTY_NOTE = "a field left empty: no value"

_LABEL = (r"(?:^|(?<=[.;|(\n]))(?P<lead>[ \t]*(?:[-*•+][ \t]+)?)(?P<label>[A-Za-z][A-Za-z' ]{0,24}?)[ \t]*"
          r"(?P<mark>:(?=\s|$)|=(?![=>]))")
_FIELD_END = r"[.;|]\s*$"
_STATUS = ("scene", "status")  # a status line's label: the scene, going even as the post's only field
_VALUE_END = r"[;|\n]|\.(?=\s|$)"
_SCENE_END = r"[|\n]|\.(?=\s|$|[A-Za-z][A-Za-z' ]{0,24}:\s)"  # (a line's end marked with a stop before the next
# line's label: "Priority: Critical.GM ruled: desperate")
_STATUS_END = r"[|\n;]|\.(?=\s|$|[^\W\d_])"  # (a line's end, which the post's reading marks with a stop)
_EMPTY = r"(?i)\s*(?:n/?a|n\.a\.?|-+|–|—|none|nil|nothing|null|no)?\s*"
_YES = r"(?i)\s*(?:yes|y|yep|true|on)\b"
_ARROW = r"[-–—]+>|=>|[⇒→➜➔➙➛➝➞➟➠➡⇨⟶⟹]"
_ARROWS = Later(_ARROW)
_FACES = r"\d+(?:\s*,\s*\d+|\s+\d+)*"


# A request's polite opening, which asks for the roll and says nothing of it: "Please resolve the following roll:",
# "Please resolve:", "Roll request:", "Requesting a roll:".
_PREAMBLE = (r"(?i)^\s*(?:(?:please,?\s+)?(?:resolve|process|adjudicate|evaluate)(?:\s+(?:the\s+following|the\s+next|this|the|a))?"
    r"(?:\s+(?:roll|check|action|request|test))?(?:\s+for\s+me)?|(?:new\s+)?roll\s+request|requesting\s+a\s+roll)"
    r"\s*:(?=\s)")


@cache
def _labels() -> tuple[dict[str, tuple[str, ...]], dict[str, str], frozenset[str], frozenset[str], frozenset[str],
                       frozenset[str]]:
    """label -> what it stands for: ("",) the value alone, (":",) its own word, ("scene",) the scene, or the words
    read before the value, the first that fits where the label stands ("as", "to", "helped by"); and the words a
    yes-or-no label says."""
    import tomllib  # read by the first phrase with a label

    data = tomllib.loads(LABELS_FILE.read_text(encoding="utf-8"))
    means: dict[str, tuple[str, ...]] = {}
    for kind, said in (("alone", ("",)), ("who", ("as",)), ("why", ("to",)), ("own", (":",)), ("scene", ("scene",)),
                       ("status", _STATUS),
                       ("state", _STATE), ("faces", _FACES_SAID), ("help", tuple(data["help_words"]))):
        means.update(dict.fromkeys(data[kind], said))
    return (means, dict(data["said_when_yes"]), frozenset(data["names"]), frozenset(data["once"]),
            frozenset(data["versus"]), frozenset(data["finished"]))


def chained(text: str) -> str:
    """The text with an arrow chain's arrows read as the marks between its fields (see the module docstring); the same
    length."""
    if not _ARROWS.search(text):
        return text
    chars = list(text)
    for count in re.finditer(rf"(?<=[:=])(?<!\d\s=)(?<!\d=)(\s*)(\d)\s*(?:{_ARROW})\s*({_FACES})", text):
        # "2 -> 3, 1": two dice, their faces (never after a sum, "3 + 2 = 5 -> ...", whose '=' is the working's)
        if int(count.group(2)) == len(re.findall(r"\d+", count.group(3))):
            chars[count.start(2) : count.start(3)] = " " * (count.start(3) - count.start(2))
    at = 0
    for line in text.split("\n"):
        arrows = list(re.finditer(_ARROW, line))
        parts = re.split(_ARROW, line)
        if len(arrows) >= 2 and not re.search(r"[:=`\[]", re.sub(_ARROW, "", line)) and re.fullmatch(r"[^\d]*[A-Za-z][^\d]*", parts[0]) and all(
                re.search(r"[A-Za-z]", part) and len(part.split()) <= 8 for part in parts[1:-1]):
            for arrow in arrows:  # fields of words joined: each arrow ends one
                if "".join(chars[at + arrow.start() : at + arrow.end()]).strip():
                    chars[at + arrow.start()] = ";"
                    chars[at + arrow.start() + 1 : at + arrow.end()] = " " * (arrow.end() - arrow.start() - 1)
        at += len(line) + 1
    return "".join(chars)


_HEAD_RULE = r"^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*$"


def tabled(text: str) -> tuple[str, tuple[int, ...]] | None:
    """A markdown table of one roll (a header row of labels, a row of dashes, one row of cells) as the note its
    cells say, "who: Ottoline | action: Consort | assist: Vesna | dice: 2 3 2 1", each cell labelled by its column's
    header; with, for each character of the note, where it stands in the text (the cell's own characters where they
    were typed, its label's at the cell: the reading shows each value where the table has it). The lines around the table stay as typed. None for anything else."""
    if "|" not in text or "-" not in text:
        return None
    lines = text.split("\n")
    starts = [sum(len(line) + 1 for line in lines[:k]) for k in range(len(lines))]
    rule = next((k for k, line in enumerate(lines) if k > 0 and re.match(_HEAD_RULE, line)), None)
    if rule is None or rule + 1 >= len(lines):
        return None
    rows = [k for k in range(rule + 1, len(lines)) if "|" in lines[k]]
    if rows != [rule + 1]:
        return None  # several rows are several rolls: read as typed
    head, row = _cells(lines[rule - 1], starts[rule - 1]), _cells(lines[rule + 1], starts[rule + 1])
    if len(head) != len(row) or not all(re.fullmatch(r"[A-Za-z][A-Za-z' ]*", label) for label, _ in head):
        return None
    note: list[str] = []
    where: list[int] = []

    def put(words: str, at: list[int]) -> None:
        note.append(words)
        where.extend(at)

    for k in range(rule - 1):
        put(lines[k] + "\n", list(range(starts[k], starts[k] + len(lines[k]) + 1)))
    for n, ((label, _), (value, value_at)) in enumerate(zip(head, row, strict=True)):
        if n:
            put(" | ", [value_at] * 3)
        put(f"{label}: ", [value_at] * (len(label) + 2))
        put(value, list(range(value_at, value_at + len(value))))
    for k in range(rule + 2, len(lines)):
        put("\n" + lines[k], list(range(starts[k] - 1, starts[k] + len(lines[k]))))
    return "".join(note), tuple(where)


def _cells(line: str, at: int) -> list[tuple[str, int]]:
    """A table row's cells, each stripped, with where it starts in the text."""
    cells = []
    inner = line.strip()
    offset = at + line.index(inner)
    if inner.startswith("|"):
        inner, offset = inner[1:], offset + 1
    if inner.endswith("|"):
        inner = inner[:-1]
    for part in inner.split("|"):
        word = part.strip()
        cells.append((word, offset + (part.index(word) if word else 0)))
        offset += len(part) + 1
    return cells


def fielded(text: str, named: Callable[[str], bool], versus: bool = True
            ) -> tuple[str, tuple[Frame, ...], tuple[tuple[str, int, int], ...]]:
    """The request with its labels read as their words (see the module docstring), or the text itself when it has
    none; where each scene field and empty field stood; and each value that must name a rules name, with its label.
    `named(word)`: whether a lowercase word names someone loaded; `versus`: whether anyone rolls against the players
    (else a 'vs:' field says what the roll faces, its value alone)."""
    if ":" not in text and "=" not in text:
        return text, (), ()
    opening = re.match(_PREAMBLE, text)
    if opening is not None:  # the request's polite opening goes: it says nothing of the roll
        text = " " * opening.end() + text[opening.end() :]
    labelled = list(re.finditer(_LABEL, text))
    found = [m for m in labelled if _label(m.group("label"), m.group("mark"), named) is not None]
    if not found:
        return text, (), ()
    if len(found) >= 2:  # a note: a label nobody knows with nothing after it ("gear: n/a") is a field left empty
        found = [m for m in labelled if m in found or _emptied(m, text, named) or _piped(m, text, named)]
    _, yes_words, names, once, opposing, finished = _labels()
    given: dict[str, str] = {}
    chars = list(text)
    naming: list[tuple[str, int, int]] = []
    frames: list[tuple[str, int, int]] = []
    for k, match in enumerate(found):
        said = match.group("label")
        start, colon = match.start("label"), match.end() - 1
        means = _label(said, match.group("mark"), named) or (("scene",) if _piped(match, text, named) else ("",))
        lead = match.group("lead")
        if lead.strip():  # a bullet: the list's mark, no minus
            bullet = match.start("lead") + len(lead) - len(lead.lstrip())
            chars[bullet] = " "
        before = text[: match.start()]
        end = re.search(_FIELD_END, before)
        if k > 0 and end is not None and text[end.start()] in ".;":
            chars[end.start()] = ","  # one request: the fields are its clauses, not the sentences of a post
        opened = re.search(r":[ \t]*\n\s*$", before)
        if k == 0 and opened is not None:
            chars[opened.start()] = "."  # "...so the log stays clean:" and the note under it: the line ends there
        stop = re.compile(_STATUS_END if means == _STATUS else _VALUE_END if means != ("scene",) else _SCENE_END
                          ).search(text, match.end())
        value_end = len(text) if stop is None else stop.start()  # (a scene's list runs on past its semicolons:
        # "Materials: 250 mL saline; 2 gauze; 1 suture kit.")
        if k + 1 < len(found):  # the next field's label ends this one's value ("...though.dice: 4 4")
            value_end = min(value_end, found[k + 1].start())
            value_end = len(text[:value_end].rstrip(" \t.-*•+;|"))
        value = text[match.end() : value_end]
        key = " ".join(said.lower().split())
        if not versus and key in opposing:
            means = ("",)
        if means == _STATE:  # "status: wounded" is "wounded", said of the roller; "STATUS: took a crossbow bolt in
            means = ("scene",) if len(value.split()) > _STATE_WORDS else ("",)  # the shoulder": what happened, told
            if value.split() and value.split()[0].lower().strip(".,()") in finished:
                means = ("scene",)  # "Status: closed", "Status: resolved (great catch)": the ticket's, no one's state
        if means == _FACES_SAID and not value.lstrip()[:1].isdigit():
            means = ("",)  # ("Observations: the porter looks up"): no faces, the value alone
        if means == ("scene",) and (first := re.match(r"\s*([^\W\d_][\w'’-]*)", value)) is not None \
                and first.group(1)[:1].isupper() and named(first.group(1).lower()):
            means = ("",)  # "Note: Dolly convinces the concierge ...": a note opening with who acts is the roll's line
        if means == ("scene",) and re.search(r"(?i)\b(?:odds|chances?)\b[^?]*\?", value):
            means = ("",)  # "Expected: odds of success?": the field asks the odds, read as typed
        if means == ("scene",) and re.search(r"(?<![\w-])[+-]\s?\d", value) and not re.match(r"\s*\+1\b", value):
            # ("Comments: +1, same thing happened to me": a vote for the ticket, no modifier)
            means = ("",)  # "Environment: heavy rain, GM says -1": a modifier said in the field counts, never dropped
        voted = means == ("scene",) and re.match(r"\s*\+1\b", value) is not None  # "Comments: +1, same here"
        status = means == _STATUS  # "Moves: 41": a game's status line, which goes even alone
        means = ("scene",) if status else means
        if (len(found) >= 2 or voted or status) and (means == ("scene",) or re.fullmatch(_EMPTY, value)):
            kind = "note-field" if means == ("scene",) and value.strip() else "empty-field"
            chars[start:value_end] = " " * (value_end - start)
            last = start + len(text[start:value_end].rstrip())
            frames.append((kind, start, last))
            if end is not None and text[end.start()] in ".;|" and chars[end.start()] == ",":
                chars[end.start()] = " "  # the field is gone: so is the mark that opened it
            continue
        if key in once and value.strip():
            said_before = given.setdefault(key, value.strip())
            if said_before.lower() != value.strip().lower():
                at = match.end() + len(value) - len(value.lstrip())
                raise PhraseError(f"This note gives '{key}' twice: '{said_before}' and '{value.strip()}'. Is it two "
                                  f"rolls, or which one is it?", column=at + 1, length=len(value.strip()),
                                  hint="Post one roll per note, with each field once.")
        if key in names:
            naming.append((said, match.end() + len(value) - len(value.lstrip()), match.end() + len(value.rstrip())))
        if means == ("scene",):
            continue  # a scene's label in a line of prose ("Note: ..."): as typed
        yes = re.match(_YES, value)
        if key in yes_words and yes is not None:
            word = yes_words[key]
            room = match.end() + yes.end() - start
            room += len(text[match.end() + yes.end() : value_end]) - len(text[match.end() + yes.end() : value_end].lstrip())
            if len(word) < room:
                chars[start : match.end() + yes.end()] = " " * (match.end() + yes.end() - start)
                chars[start : start + len(word)] = word
                continue
        if means == (":",):
            if text[colon] == "=" or not value.lstrip()[:1].isdigit():
                chars[colon] = " "  # ("Dice: 4, 9", "Roll: 2 + 4": read as typed)
            continue
        chars[start : colon + 1] = " " * (colon + 1 - start)
        room = match.start("lead") + len(lead) - len(lead.lstrip()) if lead.strip() else match.start("lead")
        spaced = text[colon + 1 : colon + 2].isspace()
        for word in (w for w in means if w):  # the words before the value, where the label and its blanks stood
            at = colon + 1 - len(word) if spaced else colon - len(word)
            if at >= room:
                chars[at : at + len(word)] = word
                break
        else:
            if any(means):  # no room for its words: the label stays as typed, and the reader asks about it
                chars[start : colon + 1] = text[start : colon + 1]
    from rollmate.grammar.marks import Frame  # built by the first note with a scene or empty field

    return "".join(chars), tuple(Frame(kind, start, end) for kind, start, end in frames), tuple(naming)


# A dice field and its value, to the end of its line or its bracket ("Dice: ?", "[Sway, dice: pending]"): the label
# opens a line, a bracket or a field after a mark (never "a question before the dice: what are the odds ...").
_DICE_FIELD = re.compile(r"(?im)(?:^|[\[(|;,.])[ \t]*dice[ \t]*[:=][ \t]*(?P<value>[^\n\])]*)")
# Words that say the faces in a dice field ("six and two", "boxcars", "snake eyes", "double tens").
_FACE_WORDS = re.compile(r"(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|ones|twos|threes|fours|fives|"
                         r"sixes|sevens|eights|nines|tens|boxcars|snake|double|nat)\b")


def dice_left_out(text: str) -> None:
    """A post whose dice field holds no faces and no face comes after it ("Dice: ?", "Dice: (lost the scrap of
    paper, will edit)", "dice: to be added"): the player means to give their dice and has not. Asked, never rolled
    for them; the field taken out lets rollmate roll."""
    for found in _DICE_FIELD.finditer(text):
        rest = text[found.start("value") :]
        if re.search(r"\d", rest) or _FACE_WORDS.search(rest) or any(c in rest for c in "⚀⚁⚂⚃⚄⚅"):
            continue
        said = found.group("value").strip(" \t([").strip() or "nothing"
        raise PhraseError(f"The dice field says '{said}': no faces yet. Give the faces you rolled (e.g. 'Dice: 4, "
                          "6'), or leave the field out and rollmate rolls.", text=text, column=found.start() + 1,
                          length=found.end() - found.start(), hint="Add the dice you rolled.", missing="dice")


def known_label(said: str) -> bool:
    """Whether words are a label of a note's field ("CHAR", "skill", "war die"): no speaker's name in a transcript."""
    means, yes_words, *_ = _labels()
    key = " ".join(said.lower().split())
    return key in means or key in yes_words


def _spoken(said: str, named: Callable[[str], bool]) -> bool:
    """Whether a label is someone speaking: a name loaded or a word the GM is called by ("GM:", "Kes:")."""
    from rollmate.grammar.words import GM_WORDS  # read by the first note with a label nobody knows

    words = said.lower().split()
    return any(named(w) for w in words) or " ".join(words) in GM_WORDS


def _emptied(match: re.Match[str], text: str, named: Callable[[str], bool]) -> bool:
    """Whether a label nobody knows stands before an empty value ("gear: n/a", "tools: -")."""
    if any(named(w) for w in match.group("label").lower().split()):
        return False
    stop = re.compile(r"[;|\n.,]").search(text, match.end())
    return re.fullmatch(_EMPTY, text[match.end() : len(text) if stop is None else stop.start()]) is not None


def _piped(match: re.Match[str], text: str, named: Callable[[str], bool]) -> bool:
    """Whether a label nobody knows heads a cell of a row of fields between bars ("JS-0417 | Access: Flat 3, 4th floor,
    no lift | Note: ..."): a field of the sheet, the scene, where it names no one and gives no modifier."""
    if _spoken(match.group("label"), named) or not text[: match.start("label")].rstrip().endswith(("|", ";")):
        return False  # (a post's bars are read as semicolons before its fields are)
    bar = re.compile(r"[|;]").search(text, match.end())
    return bar is not None and re.search(r"(?<![\w-])[+-]\s?\d", text[match.end() : bar.start()]) is None


def _label(said: str, mark: str, named: Callable[[str], bool]) -> tuple[str, ...] | None:
    words = said.lower().split()
    key = " ".join(words)
    means, yes_words, *_ = _labels()
    if key not in means and key not in yes_words or any(named(w) for w in words):
        return None
    return means.get(key, (":",))
