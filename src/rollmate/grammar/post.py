"""A post's markup read as formatting, not words: the marks of chat and forum posts become blanks, so the reader sees
the post's words at the columns they were typed at (a caret still points into the post as written).

- Bold, italics, code, spoilers and strikethrough (`**Vex**`, `*slips past*`, `` `2d10` ``, `||lol||`, and a
  forum's BBCode: `[b]My roll:[/b]`, `[spoiler=roll]...[/spoiler]`, `[color=red]`): the marks go, the words stay; struck-out words (`~~sneak~~`) were taken back and go with their marks. A star alone in its
  line opening a word (`6 2 *stealth`) or closing one (`(Rafe* autocorrect)`) marks a correction and stays, for
  the reader.
- A quote line (`> "We're the law here."`) is what a character says: it stays, as quoted speech.
- A thought in italics (`*Not yet... I promised her.*`, `*Sensei... watch me.*`): words in single stars that speak
  as 'I' or to 'you' and end a sentence or trail off inside them are the character's inner voice, read as quoted
  speech is (the scene). Italics that say what is done (`*slips past the guard*`) stay the post's words.
- An aside's label (`((OOC: ...))`, `[ooc] ...`, `EDIT: ...` opening a line): the label goes, the aside stays, in
  brackets where it had them (it often holds the rules words: "((OOC: bluffing him, Deception))").
- A scribe's tag opening a line that says how the note was taken (`[live] ...`, `[draft] ...`, `(rough) ...`): it goes,
  and the note stays (a tidied copy after it corrects it: grammar/amends.py).
- A post's heading ("Recap:", "For the log:", "For the record:", "GM note for the log:") says what
  kind of post it is, never who speaks: it goes, and the post's words stay.
- An emoticon standing apart (`:(`, `:-)`, `;P`, `xD`, `D:`) is a face made at the table: it goes.
- A dice bot's command opening a line (`!r`, `/r`, `!roll`, `/roll`) asks for the roll the line states: `!r` goes,
  and `!roll` reads as `roll`.
- `/me` opening a line is the seat's own character acting: the words after it are the action.
- Each line of a post is a sentence of it: a line break ends the sentence where no mark ends it already.
- A slash standing apart between words (`the door gives way / Gideon kicks`) is a line break typed on one line, as
  verse and songs are typed: the line it ends is a sentence.
- A minus sign set as typography (`−2 for the spin`, U+2212) is a minus, as `-2` is.
- An aside to the table (`((Prowl, 4 2))`, `[OOC: ...]`, `(ooc ...)`, `OOC: ...` or `// ...` to the end of its
  line) is the player speaking out of character: asides() says where each stands, for the binder (the roll it
  names decides, the pose's verbs are the scene).
- A speaker's tag in angle brackets opening a line, as chat logs show it (`<Storyteller> ...`, `<Petra> ...`), is
  read as the same tag in square brackets (`[GM] ...`).
- Arrows (a dice bot's `⇒`, `→`, `=>`, a phone's `➡`, and `->`, `—>` typed from a dash) say what a roll came to, as `=` does; a bar standing apart between the
  parts of a bot's line (`= 5 | war die: 1d6 (4)`) separates them as a semicolon does.
"""

from __future__ import annotations

import re
import unicodedata

from rollmate.grammar.later import Later
from rollmate.grammar.raw import pictured
from rollmate.grammar.words import GM_WORDS, NUMBER_WORDS
from rollmate.rules.forms import common_word, word_classes

# What a post's heading calls it: "Recap:", "For the log:", "GM note for the log:".
# A bare "Note:" or "Update:" may be someone's name and stays a speaker; "Note for the log:" is a heading.
_HEADING_WORDS = r"(?:recap|log|logs|record|summary|tl;?dr|(?:note|notes|update)[ \t]+(?:for|from|of)[ \t]+the[ \t]+(?:log|session))"
# A slash standing apart between words, verse or a song typed on one line ("the door gives way / Gideon, Forceful"):
# a line break, as the post would show it on two lines. Never between numbers ("me 5 4 / him 3 3"); a script's or a
# report's slashes are read before this (screenplay.py, radio.py).
_VERSE_BREAK = Later(r"(?<= )/(?= )")
# An emoticon standing apart from any word: ":(", ":-)", ";P", ":'(", "xD", "D:", "<3", ":3" (a cat's face).
_EMOTICON = r"(?<!\S)(?:[:;=]['-]?[()\[\]DPpOo/\\|3]+|[xX]D+|D:|<3)(?!\S)"
# Nothing of a post's markup is in most lines: one search says so before any rewriting, and only in a line with one
# of the marks or words it cannot match without (a heading ends with a colon, an emoticon has one of :;=<, or xD).
_ANY = (r"(?im)\[/?[a-z]+(?:=[^\]\n]*)?\]|[*`|<>~\n—–⇒→➜➔➙➛➝➞➟➠➡⇨⟶⟹−]|__|=>|->|/me\b|\booc\b|^\s*edit\b|^\s*[!/]r|^\s*[\[(]\s*(?:live|draft|rough|raw|jotted|unedited)\b|"
        r"^\s*(?:breaking|exclusive|developing|just\s+in|news\s?flash|bulletin|news\s+alert)\b|" + _HEADING_WORDS
        + r"\b[^:]*:|" + _EMOTICON)
_ANY_MARKS = "*`|<>~\n_=/!:;"
_ANY_WORDS = ("ooc", "edit", "xd", "[", "(")

_STRUCK = r"~~[^~\n]*~~"
# Words in single stars ending a sentence or trailing off inside them, and a word of speaking as 'I' or to 'you' there:
# a thought (see the module docstring).
_THOUGHT = r"(?<![*\w])\*(?![*\s])([^*\n]*?(?:[.!?…]|\.\.\.))\*(?![*\w])"
_SPOKEN_PERSON = r"(?i)\b(?:i|i'm|i’m|i've|i’ve|i'll|i’ll|i'd|i’d|me|my|myself|we|us|our|you|your|you're|you’re)\b"
# A forum's BBCode formatting tags, opening or closing ("[b]", "[/i]", "[spoiler=OOC]", "[/spoiler]", "[color=red]").
_BBCODE = r"(?i)\[/?(?:b|i|u|s|spoiler|color|colour|size|font|center|centre|sup|sub|ooc|code|small|big)(?:=[^\]\n]{0,40})?\]"
_MARKS = r"\*+|__|`+|\|\|"
_BAR = r"(?<=\s)\|(?=\s)"
# A star alone in its line opening a word ("6 2 *stealth lol", "— *+hard") or closing one ("(Rafe* sorry)"): the
# chat's mark for a correction of what was typed before it, kept for the reader (grammar/amends.py); a pair of stars is italics.
_AMENDING_STAR = r"(?<!\S)\*(?=[^\W\d_]|\+)|(?<=[^\W\d_])\*(?=[\s)]|$)"
_ARROW = r"=>|[⇒→➜➔➙➛➝➞➟➠➡⇨⟶⟹]"
_DASH_ARROW = r"[-–—]+>"  # "->", "—>", "-->": the arrow typed from a dash
_OPEN_ASIDE = r"\(\("
_CLOSE_ASIDE = r"\)\)"
_OOC_TAG = r"(?i)[\[(]\s*ooc\s*[\])]|\booc\s*:"
_HEADING = (  # compiled by the first post with a colon (a heading ends with one)
    r"(?im)^[ \t]*(?:(?:ok(?:ay)?|so|quick|short|brief|gm'?s?|dm'?s?|mc'?s?|session|game|mission|the|my|for|last|"
    r"night'?s|tonight'?s|today'?s|yesterday'?s|this|week'?s|weekly)[ \t,]+){0,4}"
    + _HEADING_WORDS + r"\b(?:[ \t]+(?:for|of|from|since|to)\b[^:.!?\n]{0,60})?[ \t]*:")
_EDIT = r"(?im)^[ \t]*edit(?:\s*\d+)?\s*:"
# An edit that corrects a face said before ("EDIT: the 1 was actually a 6", "edit: the 3 is a 5"): a correction.
_FACE_CORRECTED = r"(?i)[ \t]*(?:the[ \t]+)?\d{1,2}[ \t]+(?:was|is)\b"
# A news item's furniture opening a post: a label of the wire ("Breaking:", "EXCLUSIVE:", "Developing story —"), or a
# heading in capitals closed by a dash, perhaps with a dateline ("MARKETS —", "SPECIAL REPORT —", "DOCKSIDE, Tuesday
# —", "PRECINCT 12, Wednesday —", "UPDATE, 2:10 a.m. —"). A single word in capitals with no dateline is a heading
# only where it is no one's name (wire_heading() asks): "VEX — slips past" is Vex.
_WIRE_LABEL = (r"(?im)^[ \t]*(?:breaking(?:[ \t]+news)?|exclusive|developing(?:[ \t]+story)?|just[ \t]+in|news[ \t]?flash|"
               r"bulletin|news[ \t]+alert)[ \t]*(?::|[—–]+[ \t])")
_WIRE_HEADING = (r"(?m)^[ \t]*(?P<words>[A-Z][A-Z'&.-]+(?:[ \t]+[A-Z][A-Z'&.-]+){0,4})(?:[ \t]+\d{1,4})?"
                 r"(?P<dateline>,[ \t]*[^—–\n:;.!?]{1,30}(?:[ap]\.m\.)?)?[ \t]+[—–]{1,2}[ \t]+(?=\S)")
_JOTTED = r"(?im)^[ \t]*[\[(][ \t]*(?:live|draft|rough|raw|jotted|unedited)[ \t]*[\])]"  # "[live] teo sneaks ..."
_BOT_COMMAND = r"(?im)^[ \t]*(?:[!/]r(?=\s)|[!/](?=roll\b))"
_EMOTE = r"(?im)^[ \t]*/me(?=\s)"
_QUOTE_LINE = r"(?m)^([ \t]*)>[ \t]?(.*)$"
_TAG = r"(?m)^[ \t]*(<)[\w .'’-]{1,30}(>)"  # "<Storyteller> Alarms blare ...": a chat log's speaker tag
_ENDS_SENTENCE = frozenset(".,;:!?(\"“")


def plain(text: str) -> str:
    """The post with its markup blanked (see the module docstring): the same length, each word where it was typed."""
    if text.isascii() and not any(map(text.__contains__, _ANY_MARKS)) \
            and not any(map(text.lower().__contains__, _ANY_WORDS)):
        return text  # (a line in other letters, arrows among them, is searched: 'ı' is 'i' to a case-blind match)
    if re.search(_ANY, text) is None:
        return text
    chars = list(text)

    def blank(match: re.Match[str]) -> None:
        chars[match.start() : match.end()] = " " * (match.end() - match.start())

    for pattern in (_STRUCK, _BBCODE, _EDIT, _JOTTED, _HEADING, _BOT_COMMAND, _EMOTE, _OOC_TAG, _EMOTICON, _WIRE_LABEL):
        for match in re.finditer(pattern, text):
            if pattern is _EDIT and re.match(_FACE_CORRECTED, text[match.end() :]):
                continue  # "EDIT: the 1 was actually a 6": the correction's own marker, for grammar/amends.py
            blank(match)
    for match in re.finditer(_WIRE_HEADING, text):
        if _wire_heading(match):
            blank(match)
    for match in re.finditer(_TAG, text):
        chars[match.start(1)], chars[match.start(2)] = "[", "]"
    for match in re.finditer(_QUOTE_LINE, text):
        _quote(chars, match)
    for match in re.finditer(_THOUGHT, text):  # "*Not yet... I promised her.*": the character's inner voice
        if re.search(_SPOKEN_PERSON, match.group(1)):
            chars[match.start()] = chars[match.end() - 1] = '"'
    said = "".join(chars)
    for match in re.finditer(_MARKS, said):
        blank(match)
    for match in re.finditer(_AMENDING_STAR, text):  # "... TACTICAL, 4 4 — *REFLEXIVE": a correction's mark
        if text.count("*", text.rfind("\n", 0, match.start()) + 1, _line_end(text, match.start())) == 1:
            chars[match.start()] = "*"
    for match in re.finditer(_OPEN_ASIDE, said):
        chars[match.start()] = " "  # "((OOC: ...))": one bracket is the aside's
    for match in re.finditer(_CLOSE_ASIDE, said):
        chars[match.end() - 1] = " "
    for match in re.finditer(_ARROW, said):
        chars[match.start() : match.end()] = " " * (match.end() - match.start() - 1) + "="
    for match in re.finditer(_DASH_ARROW, said):  # ("... 5 -> 7": the sum reads from where the arrow was typed)
        chars[match.start() : match.end()] = "=" + " " * (match.end() - match.start() - 1)
    for match in re.finditer(_BAR, said):
        chars[match.start()] = ";"
    for k, char in enumerate(chars):
        if char == "−":  # the typographic minus sign
            chars[k] = "-"
    last = ""  # the last mark or letter before here
    for k, char in enumerate(chars):
        if char == "|":  # a bar that is no spoiler's and stands apart from nothing: no word, no rules value
            chars[k] = char = " "
        elif char == "\n" and last and last not in _ENDS_SENTENCE:
            chars[k] = char = "."  # the line is a sentence of the post
        if not char.isspace():
            last = char
    return "".join(chars)


def verse_lines(text: str) -> str:
    """The post with each slash standing apart between words read as the line break it stands for ("the door gives
    way / Gideon, Forceful: ..."), the same length; the post itself where it has none."""
    if " / " not in text:
        return text
    chars = list(text)
    for match in _VERSE_BREAK.finditer(text):
        before, after = text[: match.start()].rstrip(), text[match.end() :].lstrip()
        if before and after and not before[-1].isdigit() and (after[0].isalnum() or after[0] in "'\"‘“("):
            chars[match.start()] = "\n"
    return "".join(chars)


def _wire_heading(match: re.Match[str]) -> bool:
    """Whether capitals closed by a dash are a news item's heading, not a name: they carry a dateline, or are two
    words or more, or one word of the dictionary that is no one's name ('MARKETS', 'UPDATE'; 'KES', 'VEX' are
    names)."""
    words = match.group("words").split()
    if match.group("dateline") or len(words) > 1:
        return True
    word = words[0].lower().strip(".'-")
    return len(word) > 3 and common_word(word) and not word_classes(word) <= {"VERB"}


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end


# An aside to the table: "((...))" (unclosed, to the end of the line), "[OOC ...]" / "(ooc: ...)", "OOC: ..." and
# "// ..." to the end of the line ("http://" is no aside).
_ASIDE = (r"(?im)\(\([^\n]*?(?:\)\)|$)|[\[(][ \t]*ooc\b[^\])\n]*[\])]?|\booc[ \t]*:[^\n]*|"
          r"(?<![:/])//(?!/)[^\n]*")  # kept as text: compiled (by re, once) by the posts that have an aside


def asides(text: str) -> tuple[tuple[int, int], ...]:
    """Where each aside to the table stands in a post (see the module docstring), in order."""
    if "((" not in text and "//" not in text and "ooc" not in text.lower():
        return ()
    return tuple(found.span() for found in re.compile(_ASIDE).finditer(text))


def headed(text: str) -> bool:
    """Whether the post opens with a heading that calls it a recap or a log ("Recap:", "For the log:")."""
    return ":" in text and re.compile(_HEADING).match(text) is not None


def _quote(chars: list[str], match: re.Match[str]) -> None:
    """A quote line's '>' opens quoted speech, closed where the line lets a mark stand (its last markup, or its line
    break after a sentence's end); a line already in quotation marks only loses its '>'."""
    mark = match.start() + len(match.group(1))
    line = match.group(2)
    chars[mark] = " "
    words = line.strip(" \t*_`~")
    if not words or words[0] in "\"“'":
        return
    end = match.end()  # the line break after it, if any
    k = end - 1
    while k > mark and chars[k].isspace():
        k -= 1
    closing = k if chars[k] in "*_`~" else None  # "> *You will forget you ever saw us.*"
    if closing is None and end < len(chars) and words[-1] in ".!?":
        closing = end
    if closing is not None:
        chars[mark], chars[closing] = '"', '"'


# A word joining two numbers, typed in capitals as the rest of a shout ("4 AND 6", "6 PLUS 2"): a plain word.
_JOINED = Later(r"(?<=\d)[ \t]+(?:AND|PLUS|THEN|OR|N|AN)(?=[ \t]+\d)")


def shouted(text: str, runs: bool = True) -> tuple[tuple[int, int], ...]:
    """Where a post is typed in capitals: the whole post (in_capitals), or each of its lines of two words or more
    written in capitals throughout ("> TAKE CROWBAR", "> PERCY, TELL THE SENTRY ..." among lines in lowercase)."""
    if in_capitals(text):
        return ((0, len(text)),)
    spans = _shouting(text) if runs else []  # (a script's capitals are its own: cues and sluglines)
    if runs and ("AND" in text or "PLUS" in text or "THEN" in text or " OR " in text or " N " in text):
        spans += [m.span() for m in _JOINED.finditer(text) if not any(s <= m.start() < e for s, e in spans)]
    if "\n" not in text:
        return tuple(spans)
    for line in re.finditer(r"[^\n]+", text):
        if any(start <= line.start() and line.end() <= end for start, end in spans):
            continue
        words = re.findall(r"[^\W\d_]{2,}", re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", line.group()))  # (what it
        # says in brackets may be in any case: "> TELL THIEF THE GUARDS ARE ON THEIR WAY (bluff)")
        if len(words) >= 2 and all(w.isupper() for w in words):
            spans.append(line.span())
    return tuple(sorted(set(spans)))


def _shouting(text: str) -> list[tuple[int, int]]:
    """The runs of a line shouted in capitals amid words in lowercase ("ZUZU MOCKS LIL GLITCH ON HIS OWN STREAM 8
    AND 7 😂 he's so mad", "nacho KICKS IN the door"): three words in capitals or more, of two letters or more, with
    only numbers, marks and pictures between them, or two after a word and its colon, closing the sentence (a
    screen's "blinks: ENTER PASSWORD."); a word in lowercase ends the run. Each run is read as if typed
    in lowercase; one or two words in capitals ('FORCEFUL', 'DL HARD') are left as typed."""
    if sum(map(str.isupper, text)) < 6:
        return []
    runs, run = [], []
    for found in re.finditer(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+", text):
        word = found.group()
        gap = text[run[-1].end() : found.start()] if run else ""
        if run and ("\n" in gap or "[" in gap):
            runs.append(run)
            run = []
        if word.isupper() and re.match(r"[ \t]*[:(]", text[found.end() :]):
            runs.append(run)  # "TOBI:", "AMIR (as Quill):": who speaks, a label and no shout
            run = []
            continue
        if word.isdigit():
            if run:
                run.append(found)
        elif word.isupper():
            run.append(found)
        else:
            runs.append(run)
            run = []
    runs.append(run)
    spans = []
    for run in runs:
        while run and run[-1].group().isdigit():
            run.pop()
        shown = len(run) == 2 and re.search(r"[^\W\d_][ \t]*:[ \t]*$", text[: run[0].start()]) is not None \
            and re.match(r"[ \t]*(?:[.!]|$)", text[run[-1].end() :]) is not None  # "A terminal blinks: ENTER
        # PASSWORD.": a sign's or a screen's words, after the colon that gives them and closing the sentence
        if (shown or sum(len(m.group()) >= 2 and not m.group().isdigit() for m in run) >= 3) and not (
                re.match(r"[ \t]*[,.:;—–-]", text[run[-1].end() :]) and not text[: run[0].start()].strip(" \t[]0123456789:")):
            spans.append((run[0].start(), run[-1].end()))  # (but a heading opening the post, "CLAIMS OFFICE QUERY,
            # ref. ...": the kind of post, as typed)
    return spans


# The GM's tag in brackets opening a line ("(MC) Mari, the bridge breaks!", "[Referee] Tiko, roll REFLEXIVE"): the
# GM's label, read as "MC:" is. (Never "(GM hat on)", whose words go on inside the brackets: gm_self.py.)
_GM_TAG = Later(r"(?im)^[ \t]*([\[(])[ \t]*(?:" + "|".join(sorted(GM_WORDS)) + r")[ \t]*([\])])(?=[ \t]+[^\s:])")


def gm_tagged(text: str) -> str:
    """The text with the GM's tag in brackets opening a line made the GM's label: '(MC) Mari, ...' reads as
    ' MC: Mari, ...', each word where it was typed."""
    if "(" not in text and "[" not in text:
        return text
    chars = list(text)
    for found in _GM_TAG.finditer(text):
        chars[found.start(1)], chars[found.start(2)] = " ", ":"
    return "".join(chars)


def drawn_stops(text: str) -> str:
    """The text with each run of emoji between a post's words read as the end of a sentence ("I'M SO HYPED 🔥🔥 PEMBO
    PLANTS HIS FEET", "8 and 7 😂😂 he's so mad"): its first picture made a full stop, the rest blanks, so every word
    keeps its column. Before a number only after the dice, as a comma ("TEN AND EIGHT 🙌🙌 26"): elsewhere the
    emoji says nothing of where a clause ends ("the warlord 😈 5 4": whose dice, asked; "DiceCat 🎲 2d6"; "the dice
    said no 🙃 1 2"). Never after a comma or a colon."""
    if text.isascii():
        return text
    chars = list(text)
    for found in re.finditer(r"(?<=[\w'’!?])[ \t]+(\S+)(?=[ \t]+(\w))", text):
        run = found.group(1)
        if not (all(pictured(c) or c in "\u200d\ufe0e\ufe0f\u20e3" for c in run) and pictured(run)) \
                or any("ARROW" in unicodedata.name(c, "") for c in run):
            continue  # (an arrow drawn is the mark it is: '5, 2, 1 ➡ 5')
        if not found.group(2).isdigit():
            mark = "."
        elif (said := re.search(r"(\w+)\W*$", text[: found.start()])) is not None and (
                said.group(1).isdigit() or said.group(1).lower() in NUMBER_WORDS):
            mark = ","  # "TEN AND EIGHT 🙌🙌 26 ON THE NOSE": what the dice make, said after them
        else:
            continue
        chars[found.start(1) : found.end(1)] = [mark] + [" "] * (found.end(1) - found.start(1) - 1)
    return "".join(chars)


# A face said alone (digits, or a number word up to ten), and what may stand between two faces said with a pause:
# stops or an ellipsis, perhaps 'and' ("Four. And one.", "six... two...", "SIX. and TWO.").
_FACE = r"(?i)(?<![\w'’,])(?<!\d\.)(?:10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)(?![\w'’])"
_PAUSE = r"(?i)[ \t]*(?:\.+|…|[!?]+)(?:[ \t]*(?:\.+|…))*[ \t]*(?:and[ \t]*(?:\.+|…)?[ \t]*)?"
# What may stand before the first face of such a run: its sentence's start, or a word of rolling.
_PAUSE_OPENS = r"(?i)(?:^|[.!?…:][ \t]*|\b(?:rolls?|rolled|got|dice|die|throws?|threw|and)\W*)$"


def paused_faces(text: str) -> str:
    """The text with the stops between faces said with a pause made commas ("she rolls... four... and one...",
    "Four. And one.", "6... 2..."): a run of faces, each alone in its sentence (the first may follow a word of
    rolling), is one roll's dice. A stop after a face with a word of its sentence after it ends no run ("Day 3.
    4 guards" holds no face alone), and a run holding a count down or up is none ("3... 2... 1...")."""
    if "." not in text and "…" not in text and "!" not in text and "?" not in text:
        return text
    faces = list(re.finditer(_FACE, text))
    runs: list[list[re.Match[str]]] = []
    for one, two in zip(faces, faces[1:]):
        gap = text[one.end() : two.start()]
        if re.fullmatch(_PAUSE, gap) and re.search(r"[.…!?]", gap):
            if runs and runs[-1][-1] is one:
                runs[-1].append(two)
            else:
                runs.append([one, two])
    chars = list(text)
    for run in runs:
        values = [_face_value(m.group()) for m in run]
        if any(b - a == c - b and abs(b - a) == 1 for a, b, c in zip(values, values[1:], values[2:])):
            continue  # a countdown, or a count up ("10... 9... 8... 6 and 4": what comes after it stays apart)
        before = text[: run[0].start()]
        listed = re.search(r"(?:" + _FACE[4:] + r"[ \t]*,[ \t]*)+$", before, re.IGNORECASE)  # ("six, six, six... 2,
        if listed is not None:  # 1, 3": a list of faces going on after the pause)
            before = before[: listed.start()]
        if not re.search(_PAUSE_OPENS, before) or not re.match(r"[ \t]*(?:[.…!?,;]|$)", text[run[-1].end() :]):
            continue
        for one, two in zip(run, run[1:]):
            gap = text[one.end() : two.start()]
            joined = re.search(r"(?i)\band\b", gap) is not None  # ("four and one": 'and' joins them already)
            for k, char in enumerate(gap, one.end()):
                if char in ".…!?":
                    chars[k] = " "
            if not joined:
                chars[one.end() + re.search(r"[.…!?]", gap).start()] = ","  # type: ignore[union-attr]
    return "".join(chars)


def _face_value(said: str) -> int:
    return int(said) if said.isdigit() else NUMBER_WORDS[said.lower()]


_LETTER_RUNS = Later(r"[^\W\d_]{2,}")  # words of two letters or more


def in_capitals(text: str) -> bool:
    """Whether a post is typed in capitals throughout ("PIKE STREET HACKS SIGNAL BOX 4 STOP ..."), so its capitals
    say nothing of which words are names: four words of letters or more, nearly all of them in capitals."""
    if not any(map(str.isupper, text[:40])):
        return False
    words = [w for w in _LETTER_RUNS.findall(text)]
    upper = sum(w.isupper() for w in words)
    return len(words) >= 4 and upper >= 0.9 * len(words)
