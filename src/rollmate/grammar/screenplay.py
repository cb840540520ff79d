"""A post written as a script page (a screenplay, a stage play), its lines flattened with ' / ' between them, read as
the post it tells: the page's furniture and what the characters say are the scene; the action lines, the GM's lines
and the dice are read. The words are data (screenplay.toml); the form is read here.

- A script is a post with a slugline in one of its lines ("INT. HARBOUR WAREHOUSE - NIGHT", "EXT. PIER 9 - DAWN"):
  the heading of a scene, in capitals after a word that opens one ('INT.', 'EXT.'). Its place and time (pier 9,
  0300) are the scene, never a die nor a modifier.
- A line of page furniture is the scene: a transition ("CUT TO:", "FADE OUT."), a sound or a page ("SFX: dice
  clatter", "p. 4", "SCENE 14").
- A cue is a line of a name in capitals alone, maybe with parentheticals ("CASH", "MA ROUX (V.O.)", "TOBY (CONT'D)",
  "SPARROW (RFX)"). The line after it (and its parentheticals) is what that one says:
  - a player's or an NPC's line is the scene ("Easy. Nobody is going to hurt you.": no rules value spoken);
  - the GM's line (a cue of screenplay.toml's gm_cues: "DIRECTOR", "NARRATOR") is the GM's call, read: a DL, a
    position, a stat to roll, a modifier.
  Where the line after is an action line opened by a pronoun ("HOLLER / Move. / She tackles the guard ..."), the
  cue's name says who 'she' is: it stays, and a colon follows it ("HOLLER: She tackles ..."); an NPC's name
  stands for the pronoun ("COLONEL VASHTI ... fires at Sparrow": the NPC acts, asked about). An NPC's cue says
  who is in the scene (one the line after the next may act on: "listens for the lie in that"): their name stays,
  a sentence of its own. Else the cue goes.
  A line right after a cue and its parentheticals that opens with a pronoun and a verb ("She takes another Street
  Hack ...") is the action the cue's character does, no line said.
- A parenthetical is read when it holds a rules value ("(spending a Luck Point)", "(+1 forward from the funeral)",
  "SPARROW (RFX)"), else it is the scene ("(sotto)", "(beat)", "(V.O.)"); one of several parts split by ';' is read
  part by part ("(through gritted teeth; spending her Luck Point)").
- A number before a word in capitals in an action line counts a crowd ("3 DOCKHANDS scatter.", "12 INMATES bang
  their trays."): the screenplay's people in capitals, counted: the scene, no dice. A sentence the crowd opens is
  its own doing, no deed of the roller's: the scene too.
- An action line the roll follows, opened by a name in capitals that names no one loaded ("MCGRATH kicks the hatch
  in."), is asked about: the script says someone the sheets do not know acts, so the seat's numbers are not used.
- The lines between are read as sentences: each ' / ' becomes a sentence's end, but between a block of dice's
  head and its faces ("ROLL: Technician+Perception / 6 6 7 1 3").

Each part that goes leaves blanks (the post keeps its columns), shown in Read as as not used.
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

NOTES = {
    "slugline": "the script's slugline: where and when the scene is, not the roll",
    "furniture": "the script's page furniture (a transition, a sound, a page): the scene",
    "cue": "the script's cue: who speaks the line after it",
    "dialogue": "what a character says in the script: the scene",
    "parenthetical": "the script's parenthetical (a tone, a voice): the scene",
    "crowd": "a crowd the script counts in capitals, and what it does: the scene, no dice and no modifier",
}

WORDS_FILE = Path(__file__).with_name("screenplay.toml")
_KEYS = ("sluglines", "transitions", "furniture", "voices", "gm_cues", "rolls", "pronouns")
_SEPARATOR = Later(r"(?<=\S)[ \t]+/[ \t]+(?=\S)")
_CAPS = r"[A-Z][A-Z'’.-]*"
_CUE = Later(rf"({_CAPS}(?:[ \t]+{_CAPS}){{0,3}})((?:[ \t]*\([^()]*\))*)")
_CROWD = Later(rf"(?<![\w+\-−.,/])\d+[ \t]+({_CAPS}(?:[ \t]+{_CAPS}){{0,2}})(?![\w'’])")
_OPENER = Later(rf"({_CAPS}(?:[ \t]+{_CAPS}){{0,2}})(?:['’]s)?(?=[ \t,]+[a-z(])")


@cache
def _words() -> dict[str, tuple[str, ...]]:
    from rollmate.rules.content import word_lists

    return word_lists(WORDS_FILE, "screenplay", _KEYS)


def _any(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    words = _words()
    slug = re.compile(rf"(?i:{_any(words['sluglines'])})\.?[ \t]+[^a-z]*")
    transition = re.compile(rf"\(?(?i:{_any(words['transitions'])})\)?[ \t]*[:.]?")
    furniture = re.compile(rf"(?i:{_any(words['furniture'])})(?:[ \t]*[:.][ \t]*.*|[ \t]*\.?[ \t]*\d+[A-Za-z]?)")
    roll = re.compile(rf"\(?[ \t]*(?:\d+[ \t]+)?(?i:{_any(words['rolls'])})\b[^/]*[:)]")
    return slug, transition, furniture, roll


def _voiced(said: str) -> bool:
    """Whether a parenthetical's words say only how a line is voiced ("V.O.", "O.S.", "CONT'D"): never a rules note,
    however its letters would read ('V.' is no 'vs')."""
    parts = [p.strip().lower() for p in re.split(r"[;,/]", said)]
    return all(p in _words()["voices"] for p in parts)


def is_script(text: str) -> bool:
    """Whether a post is a script page: a line of it is a slugline."""
    if " / " not in text and text.lstrip()[:4].upper() not in ("INT.", "EXT."):
        return False
    slug = _patterns()[0]
    return any(slug.fullmatch(text[s:e]) for s, e in _lines(text))


def _lines(text: str) -> list[tuple[int, int]]:
    """Each line's span, its blanks around left out."""
    spans, start = [], 0
    for sep in _SEPARATOR.finditer(text):
        spans.append((start, sep.start()))
        start = sep.end()
    spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        out.append((s, e))
    return out


def scripted(text: str, whom: Callable[[str], tuple[str, ...]], scene: Callable[[str], bool],
             npc: Callable[[str], bool] = lambda words: False) -> tuple[str, tuple[Frame, ...]]:
    """The post read as the module docstring says, and the parts that went; the post as typed when it is no script.
    `whom(words)`: the loaded names lowercase words stand for; `scene(words)`: whether words hold no rules value;
    `npc(words)`: whether lowercase words name one the GM plays."""
    if not is_script(text):
        return _sluglines_in_prose(text, scene)
    from rollmate.grammar.marks import blank_part  # built by the first script read

    slug, transition, furniture, roll = _patterns()
    words = _words()
    chars = list(text)
    frames: list[Frame] = []

    def blank(start: int, end: int, part: str) -> None:
        blank_part(text, chars, frames, start, end, part)

    def parenthetical(start: int, end: int) -> None:
        """A parenthetical: read where it holds a rules value, part by part; else the scene."""
        inner_start, inner_end = start + 1, end - 1
        if scene(text[inner_start:inner_end]) or _voiced(text[inner_start:inner_end]):
            blank(start, end, "parenthetical")
            return
        at = inner_start
        for part in text[inner_start:inner_end].split(";"):
            if scene(part) or _voiced(part):
                blank(at, at + len(part), "parenthetical")
            at += len(part) + 1

    lines = _lines(text)
    kinds: list[str] = []
    speaker: str | None = None  # the cue whose line comes next: 'gm', 'pc' or None
    in_roll = False
    for s, e in lines:
        line = text[s:e]
        cue = _CUE.fullmatch(line)
        if slug.fullmatch(line):
            kind = "slugline"
        elif transition.fullmatch(line) or furniture.fullmatch(line):
            kind = "furniture"
        elif roll.match(line) or re.search(r"(?i)\brolled\b", line) and re.search(r"\d", line):
            kind = "roll"
        elif in_roll and re.fullmatch(r"[\d\s,&+-]+", line):
            kind = "roll"
        elif cue is not None and len(re.sub(r"[^A-Z]", "", cue.group(1))) >= 2:
            kind = "gm cue" if cue.group(1).lower().strip(".") in words["gm_cues"] else "cue"  # ("DIRECTOR HALE": an NPC)
        elif re.fullmatch(r"\([^()]*\)", line):
            kind = "parenthetical"
        elif speaker == "pc" and re.fullmatch(rf"(?i:{_any(words['pronouns'])})[ \t]+[a-z][a-z-]*[ \t].*", line):
            kind = "action"  # "DOC / (spending a Luck Point) / She takes another Street Hack ...": no line said
        elif speaker is not None:
            kind = "gm line" if speaker == "gm" else "dialogue"
        else:
            kind = "action"
        in_roll = kind == "roll"
        if kind in ("gm cue", "cue"):
            speaker = "gm" if kind == "gm cue" else "pc"
        elif kind != "parenthetical":
            speaker = None
        kinds.append(kind)
    joined: set[int] = set()  # the lines whose separator after them joins a cue's name to its action
    for k, ((s, e), kind) in enumerate(zip(lines, kinds)):
        if kind in ("slugline", "furniture", "dialogue"):
            blank(s, e, kind)
        elif kind == "action":
            for crowd in _CROWD.finditer(text, s, e):  # "3 DOCKHANDS scatter.": a count of people, no dice
                low = crowd.group(1).lower()
                if len(re.sub(r"[^A-Z]", "", crowd.group(1))) < 2 or whom(low) or not scene(low):
                    continue
                end = crowd.end()
                if not text[s : crowd.start()].strip() or re.search(r"[.!?][ \t]*$", text[s : crowd.start()]):
                    stop = re.compile(r"[.!?]+").search(text, end, e)  # "3 DOCKHANDS scatter.": the crowd's deed too
                    end = stop.end() if stop is not None else e
                blank(crowd.start(), end, "crowd")
        elif kind == "parenthetical":
            parenthetical(s, e)
        elif kind in ("cue", "gm cue"):
            cue = _CUE.fullmatch(text[s:e])
            assert cue is not None
            name_end = s + cue.end(1)
            for bracket in re.finditer(r"\([^()]*\)", text[name_end:e]):
                parenthetical(name_end + bracket.start(), name_end + bracket.end())
            after = next((j for j in range(k + 1, len(lines)) if kinds[j] not in ("parenthetical", "dialogue")), None)
            acts = (kind == "cue" and after is not None and kinds[after] == "action"
                    and text[slice(*lines[after])].split(" ", 1)[0].lower() in words["pronouns"])
            if acts and name_end < e and text[name_end] in " \t(" and not npc(text[s:name_end].lower()):
                chars[name_end] = ":"  # "HOLLER (CONT'D) / Move. / She tackles ...": "HOLLER: She tackles ..."
            elif acts and after is not None:  # an NPC's: "COLONEL VASHTI ... fires at Sparrow"
                pronoun = text[lines[after][0] :].split(" ", 1)[0]
                chars[lines[after][0] : lines[after][0] + len(pronoun)] = " " * len(pronoun)
                joined.update(range(k, after))
            elif kind == "cue" and not acts and npc(text[s:name_end].lower()):
                pass  # "MADAME OSEI / The shipment left at 0400.": one the GM plays is in the scene
            else:
                blank(s, name_end, "cue")
    _unknown_actor(text, lines, kinds, whom, scene)
    for sep, (k, kind) in zip(_SEPARATOR.finditer(text), enumerate(kinds)):
        at = sep.start() + sep.group().index("/")
        before = "".join(chars[: sep.start()]).rstrip()
        if k in joined:
            chars[at] = " "
            continue
        if kind == "roll" and k + 1 < len(kinds) and kinds[k + 1] == "roll" \
                and re.fullmatch(r"[\d\s,&+-]+", text[slice(*lines[k + 1])]):
            continue  # "ROLL: Technician+Perception / 6 6 7 1 3": the faces of the block's head
        chars[at] = " " if not before or before[-1] in ".!?…:;," else "."
    return "".join(chars), tuple(sorted(frames, key=lambda f: f.start))


# A slugline's opening word in a post of prose ("Scene 5, INT. prop warehouse, night."): capitals and its full stop,
# opening a sentence or after a comma.
_SLUG_IN_PROSE = Later(r"(?:^|(?<=[.!?:;,]))[ \t]*((?:INT|EXT|INT\./EXT|EXT\./INT|I/E)\.)[ \t]+")
# Where the slugline's or the transition's sentence ends.
_SENTENCE_END = Later(r"[.!?:;]+(?=\s|$)")


@cache
def _transition_in_prose() -> re.Pattern[str]:
    """A transition opening a sentence of prose, its first letter a capital ('Cut to the parking garage, take 5.')."""
    said = "|".join(rf"{re.escape(t[0].upper())}(?i:{re.escape(t[1:])})" for t in sorted(
        _words()["transitions"], key=len, reverse=True))
    return re.compile(rf"(?:^|(?<=[.!?]))[ \t]*((?:{said})\b)")


def _sluglines_in_prose(text: str, scene: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """A post of prose that says where its scene is or how it cuts to it as a script would ("Scene 9, EXT. backlot,
    night, rain towers on full. ...", "Cut to the parking garage, take 5. ..."): the slugline or the transition, to
    its sentence's end, is the scene where its words hold no rules value; a transition's own words are the scene
    anyway, never a deed ('Cut')."""
    slugs = [(m.start(1), m.end()) for m in _SLUG_IN_PROSE.finditer(text)] \
        if "INT." in text or "EXT." in text or "I/E." in text else []
    cuts = [(m.start(1), m.end(1)) for m in _transition_in_prose().finditer(text)]
    if not slugs and not cuts:
        return text, ()
    from rollmate.grammar.marks import blank_part  # built by the first slugline read

    frames: list[Frame] = []
    chars = list(text)
    for (start, words_start), part in [*((span, "slugline") for span in slugs), *((span, "furniture") for span in cuts)]:
        stop = _SENTENCE_END.search(text, words_start)
        end = stop.start() if stop is not None else len(text)
        if end > words_start and scene(text[words_start:end]):
            blank_part(text, chars, frames, start, end, part)
        elif part == "furniture":
            blank_part(text, chars, frames, start, words_start, part)  # "Cut to the chase, ...": the cut alone
    return "".join(chars), tuple(sorted(frames, key=lambda f: f.start))


def _unknown_actor(text: str, lines: list[tuple[int, int]], kinds: list[str], whom: Callable[[str], tuple[str, ...]],
                   scene: Callable[[str], bool]) -> None:
    """The action line the first block of dice follows, opened by a name in capitals no one loaded is called by:
    asked about (a GM asks who 'Rafferty' is before using the seat's numbers)."""
    first_roll = next((k for k, kind in enumerate(kinds) if kind == "roll"), None)
    if first_roll is None:
        return
    last = next((k for k in range(first_roll - 1, -1, -1) if kinds[k] == "action"), None)
    if last is None or any(kinds[k] in ("cue", "gm cue") for k in range(last + 1, first_roll)):
        return
    s, e = lines[last]
    for sentence in re.finditer(r"[^.!?]+[.!?]*", text[s:e]):
        said = sentence.group().lstrip()
        at = s + sentence.start() + len(sentence.group()) - len(said)
        opener = _OPENER.match(said)
        if opener is None:
            continue
        name = opener.group(1)
        low = name.lower()
        if low.split()[0] in ("the", "a", "an") or whom(low) or not scene(name) \
                or any(whom(w) for w in low.split()):
            continue
        typed = " ".join(w.capitalize() for w in name.split())
        raise PhraseError(f"I don't know anyone called '{typed}': the script says they act, and no sheet has them.",
                     text=text, column=at + 1, length=len(name),
                     hint="Say who rolls: use the cue the sheet knows (a name or an aka), or play as them.")
