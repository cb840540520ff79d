"""A phrase as raw pieces: words, numbers, signed numbers and marks with their columns (the limits on length and
number size are enforced here, before anything else reads the phrase); a typed verb's forms come from rules.forms."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rollmate.errors import PhraseError
from rollmate.grammar.words import SYMBOL_WORDS
from rollmate.rules.forms import bases, word_classes

MAX_PHRASE = 1000  # characters: a play-by-post paragraph fits; the page and every face take the same limit
MAX_DIGITS = 4  # in a number; a signed modifier counts its sign, so +999 is the largest

# A sum of money: a currency's sign and an amount, perhaps with thousands set off and a short scale ("$8,500", "£20",
# "€1.5m", "$900k"), or a range of them ("£300-500", "est. £40,000-60,000"): what something costs in the scene, read
# as one word, never a die nor a rules number.
CURRENCY = "$£€¥₹₩₽¢"  # the signs of money a price is written with
_AMOUNT = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:k|m|bn)?(?:pppn|pp|pn|pw|pcm|pa|ph)?"  # ("£12.50pp": a head)
_MONEY = r"[$£€¥₹₩₽¢]" + _AMOUNT + r"(?:[-–][$£€¥₹₩₽¢]?" + _AMOUNT + ")?|" + _AMOUNT.replace(r"\.", "[.,]") + r"[$£€¥₹₩₽¢]"
# ("5€", "12,50€": the sign after the amount, as much of Europe writes it)
# A tooth by its quarter of the mouth and its number ("UR6", "LL8": Palmer's notation, as a dental chart writes it):
# one word of the scene, never a label's count nor a die.
TOOTH = r"(?:UR|UL|LR|LL)[1-8]"
_ON_TOP = r"(?:\s?\+\s?(?i:vat|tax|gst|p&p|fees|service|tips?)(?![\w&]))?"  # "£300 + VAT": the tax is the price's


_RAW = (  # compiled by the first piece that is more than a word (a plain post's pieces are read without it)
    r"(?P<money>(?<![^\s(\[])(?:" + _MONEY + r")" + _ON_TOP + r"(?=[,;:.!?)\]]*(?:\s|$)|/[^\W\d_]+|-[^\W\d_]))"  # "€12,", "(£250k over ...": a price
    # alone; "€35/day": a price by the day; "£2.50-a-go", "$5-a-head": a price joined to what it buys
    r"|(?P<percent>(?<![\w.])\d+(?:\.\d+)?%(?![\w%]))"  # "45% RH", "CV = 4.2%": a share of the scene, one word
    r"|(?P<degrees>°[CFK]?(?!\w))"  # "37 °C", "14°": degrees, the word
    r"|(?P<dash>--+|[–—])"  # "shoot the guard -- 7, 2", "... — 7 and 2": a break in the sentence, like a comma
    r"|(?P<notation>\b\d*[dD]\d+s?\b)"  # "d10s", "2d6s": dice in the plural, where dice stand
    r"|(?P<code>(?<![\w-])(?:[^\W\d_]+-\d{3,}|(?!DL-)[A-Z]{1,3}-\d{2,}|"
    r"(?!(?:dl|dc|vs|diff|trivial|easy|moderate|hard|severe|extreme|impossible)-)[a-z]{2,}-\d{2,}|"  # "a ton-80"
    r"\d{2,4}[A-Z]{1,2}(?![\w-])|[a-zA-Z]/\d+(?:\.\d+)?(?![\w/])|"  # "comet 73P", "f/5": a code, a focal ratio
    r"\d{1,2}[A-CE-Z]\d{2,3}(?![\w-])|"  # "4M88", "1Z86": a train's headcode, a route's code
    r"\d{3,}-[A-Z]{1,2}(?![\w-])|"  # "SKU 4471-B": a part's number and its variant's letter
    r"(?!\d*[dD]\d+(?![A-Za-z]))(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+|"  # "6G9N-7550-AA", "5W-30": a part's code
    r"(?i:ticket|inc|bug|issue|jira|pr|req|task|story|case|sr|cr|rfc|ops|"
    r"dev|qa|sup|feat|sec|tkt)-\d+)(?![\w-]))"  # "SEC-2207", "B-112", "TICKET-77", "INC-5": a ticket's or a room's label; "T-75", "AK-47": a model's
    r"|(?P<chord>(?<![\w#])[A-G][#♯♭](?:m|maj|min|dim|aug|sus)?\d*(?:/[A-G][#♯♭b]?)?(?![\w#]))"  # "F#m", "C#", "Bb"
    # aside: a note or a chord sharpened or flattened, one word of the scene
    r"|(?P<issue>(?<![\w#])#\d+(?![\w]))"  # "#1234", "PR #88": an issue's number, a word
    r"|(?P<square>(?<![\w-])(?:(?:(?:[KQRBN][a-h]?x?|[a-h]x)[a-h]|[c-h])[1-8](?:=[QRBN])?|O-O(?:-O)?)[+#]*(?![\w-]))"  # "Nf3",
    # "Ra3", "Rxe8#", "O-O-O": a move or a square of a board, one word ('d6' stays dice; 'a8', 'b4' stay apart)
    r"|(?P<date>(?<![\w-])(?:1[5-9]|2[01])\d\d-[01]\d-[0-3]\d(?![\w-]))"  # "2024-03-11": a date, one word
    r"|(?P<years>(?<![\w-])(?:1[5-9]|2[01])\d\d[-–](?:1[5-9]|2[01])\d\d(?![\w-]))"  # "RIP Bao, 2021-2024": a span
    # "50°12'N 004°08'W": a latitude or a longitude, one word of the scene
    r"|(?P<position>(?<![\w.])\d{1,3}°\s?\d{1,2}(?:\.\d+)?['’′]\s?[NSEW](?![\w]))"
    r"|(?P<hours>(?<![\w.+-])(?:[01]\d|2[0-4])[0-5]\d[-–](?:[01]\d|2[0-4])[0-5]\d(?!\w|\.\d)"
    r"|(?<![\w.])[+-]0\d[0-5]\d(?!\w|\.\d))"
    # "middle watch, 0000-0400", "HW Dover +0600": a span of the twenty-four-hour clock, or hours after a tide
    r"|(?P<evaluation>(?<![\w.])[+-]\d+\.\d+(?!\d|\.\d))"  # "the engine says +1.8", "-0.7": a signed share, no modifier
    r"|(?P<signed>[+-](?:\s(?!\d+[dD]\d))?\d+)"  # "+ 2" is signed, "+ 1d10" a plus and dice notation
    r"|(?P<tooth>(?<![\w-])" + TOOTH + r"(?![\w-]))"  # "UR6", "LL8": a tooth, one word
    r"|(?P<duration>(?<![\w.])\d{1,2}h\d{2}(?:m|min)?(?![\w'’]))"  # "4h30 driving": hours and minutes, one word
    r"|(?P<count>(?<![\w.:])1:\d{1,3}(?:,\d{3})+(?![\d]|[,.]\d)"  # ("1:25,000": a map's scale)
    r"|(?<![\d,.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d]|[,.]\d)|(?<![\w.])\d+(?:\.\d+)?[kK](?![\w'’]))"  # "3,000
    # metres", "2k upvotes": thousands, a word
    r"|(?P<handle>(?<![\w])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w]))"  # "SPEAKER_2", "dice_bot": a handle
    r"|(?P<plural>(?<![\w.,])\d{1,2}['’]?s(?![\w'’]))"  # "two 6s", "double 5's": a face's plural, one word
    r"|(?P<number>\d+(?:st|nd|rd|th)?)"
    r"|(?P<clock>(?<![\w.])[aApP]\.[mM]\.)"  # "4 p.m.": the clock's word, its periods ending no sentence
    r"|(?P<word>[^\W\d_]+(?:[-'’][^\W\d_]+)*(?:'|’|%(?!\w))?)"  # ("any%": a speedrun's category, one word)
    r"|(?P<mark>[,;:.!?()\[\]{}+\-/&\"'’*=])"
    r"|(?P<other>\S)"  # spaces match nothing: the search steps over them
)


class Raw:
    """One piece of a phrase: its kind (word | number | signed | notation | mark), its text, its 0-based offset, and
    the text lowercased with typographic apostrophes made plain (what the lexer compares)."""

    __slots__ = ("kind", "text", "start", "low")

    def __init__(self, kind: str, text: str, start: int, low: str | None = None) -> None:
        self.kind = kind
        self.text = text
        self.start = start
        if low is None:  # a caller that knows the text has no typographic apostrophe passes it lowercased
            low = text.lower()
            low = low.replace("’", "'") if "’" in low else low
        self.low = low

    def __repr__(self) -> str:
        return f"Raw({self.kind!r}, {self.text!r}, {self.start})"


class NamedRaw(Raw):
    """A word the words around it say is someone's name ("what are Pen's chances": Pen), whatever English makes of
    it elsewhere (a pen): the lexer reads it as a name where one is loaded."""

    __slots__ = ()


def touching(raws: list[Raw], k: int) -> bool:
    """Whether raws[k] follows raws[k - 1] with no space between ('2:30', 'B-112')."""
    return raws[k - 1].start + len(raws[k - 1].text) == raws[k].start


def check_length(text: str) -> None:
    """A phrase over the limit is refused before anything reads it."""
    if len(text) > MAX_PHRASE:
        raise PhraseError(
            f"That phrase is {len(text)} characters long; the limit is {MAX_PHRASE}.",
            text=text[:60] + "...",
            column=1,
            hint="Say the action in a sentence or two, e.g. 'convince the bouncer, Wits Hard'.",
        )


def raw_tokens(text: str) -> list[Raw]:
    """The phrase's pieces in order. Most of a phrase is plain words between spaces, each maybe ending in a comma:
    those are cut with string methods, and only the other pieces go through the full pattern (which reads the same
    from any piece cut at spaces, so both ways give the same pieces; a test keeps it so)."""
    check_length(text)
    if ("+" in text or "-" in text) and re.compile(_SIGN_SPACE).search(text):
        return _scan(text, 0, text)  # "+ 2": a sign and its number may stand apart, so read the whole at once
    out: list[Raw] = []
    end = 0
    for piece in text.split():
        start = text.find(piece, end)
        end = start + len(piece)
        core = piece[:-1] if piece[-1] in ",;:.!?" else piece  # "guard," is a word and a comma
        if core.isalpha():  # letters only: no apostrophe to make plain
            out.append(Raw("word", core, start, core.lower()))
        elif core.isdecimal() and len(core) <= MAX_DIGITS:
            out.append(Raw("number", core, start, core))
        elif core[:1] in "+-" and core[1:].isdecimal() and len(core) <= MAX_DIGITS:
            out.append(Raw("signed", core, start, core))  # "+5": a modifier, one piece as the full pattern reads it
        elif re.fullmatch(_FACES_PLURAL, core):
            out.append(Raw("word", core, start, core.lower().replace("'", "").replace("’", "")))  # "two 6s", "double
            # 5's": a face said as a plural, one word as "sixes" is (never the face and an 's')
        elif _apostrophed(core):  # "luck's", "i'll", "'em", "dogs'": what the full pattern cuts (a leading
            if core[0] in "'’":  # apostrophe is a mark of its own, the rest one word; a trailing one is the word's)
                out += [Raw("mark", core[0], start), Raw("word", core[1:], start + 1)]
            else:
                out.append(Raw("word", core, start))
        elif re.fullmatch(_MONEY, core) or re.fullmatch(_COUNT, core):
            out.append(Raw("word", core, start, core.lower()))  # "$8,500", "£20": a price of the scene, no number;
            # "3,000 metres", "all 2,000 of them": a count with its thousands set off, too big for any die or rules number
        else:
            out += _scan(piece, start, text)
            continue
        if core is not piece:
            out.append(Raw("mark", piece[-1], end - 1, piece[-1]))
    return out


def _apostrophed(core: str) -> bool:
    """Letters with an apostrophe between them, perhaps one before or after them ("luck's", "rock'n'roll", "'em",
    "dogs'"), never two together nor one at both ends: the pieces the full pattern reads as a word (and a mark)."""
    parts = core.replace("’", "'").split("'")
    if len(parts) < 2 or not parts[0] and not parts[-1]:
        return False
    return all(part.isalpha() for part in parts[1:-1]) and (parts[0].isalpha() or not parts[0]) and (
        parts[-1].isalpha() or not parts[-1])


_SIGN_SPACE = r"[+-]\s"
# A number said as a plural ("two 6s", "double 5's", "her 50s"): one word, a face's plural or a decade.
_FACES_PLURAL = r"\d{1,2}['’]?s"
# A count with its thousands set off by commas ("3,000", "12,500"): one word of the scene. Faces are never written so
# (a comma between dice stands after one digit: "6,2,4").
_COUNT = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?"  # ("1,287.4 hours on the clock": a count's decimal too)


# The six faces of a die as Unicode draws them (DIE FACE-1 to DIE FACE-6): the player's dice, never a picture dropped.
DIE_FACES = {"⚀": 1, "⚁": 2, "⚂": 3, "⚃": 4, "⚄": 5, "⚅": 6}


# Marks that open an item of a list typed on one line ("• Kwa takes ... • spending 1 war die"): each ends the item
# before it, as a semicolon would.
BULLETS = frozenset("•‣◦⁃∙·")


def pictured(text: str) -> bool:
    """Whether text holds an emoji or a drawn symbol ("👻", "💪"), which the reader drops as having no rules value (a
    die's face drawn, '⚄', is a face: DIE_FACES)."""
    return any(_pictured(char) and char not in "\u200d\ufe0e\ufe0f\u20e3" and char not in DIE_FACES for char in text)


def _pictured(char: str) -> bool:
    """A pictograph, a symbol or what joins them into one (emoji's zero-width joiner and variation selectors)."""
    return unicodedata.category(char) in ("So", "Sk") or char in "\u200d\ufe0e\ufe0f\u20e3"  # never a bidi control


def _scene_sign(char: str) -> bool:
    """A sign of the scene's sums and formulas: a mathematical symbol ('×', '<', '≈', '±'; never the typographic
    minus, a minus: post.py, nor '~' or '|', which mark text up), a mark set over a letter ('x̄'), or a digit written
    small ('CO₂', 'km³')."""
    category = unicodedata.category(char)
    return category == "Sm" and char not in "−~|" or category == "Mn" or unicodedata.decomposition(char).startswith(
        ("<sub>", "<super>"))


def _apart(text: str, k: int) -> bool:
    """Whether the character at text[k] stands apart from the words around it ('@ the gate', not 'me@mail')."""
    return (k == 0 or text[k - 1].isspace()) and (k + 1 >= len(text) or text[k + 1].isspace())


def _scan(piece: str, offset: int, text: str) -> list[Raw]:
    """The pieces of `piece`, which stands at `offset` in the phrase `text`, by the full pattern."""
    out: list[Raw] = []
    for match in re.compile(_RAW).finditer(piece):
        kind = match.lastgroup  # the one group that matched: its name is the piece's kind
        value = match.group()
        column = offset + match.start() + 1
        if value == "…":  # the ellipsis a phone or an editor puts in for "...": a pause, read as the three dots are
            out += [Raw("mark", ".", column - 1)] * 3
            continue
        if kind == "other" and value in "¿¡":
            continue  # "¿qué chances tengo?", "¡6 y 6!": Spanish opens a question or a cry; the mark closing it says it
        if kind == "other" and value in DIE_FACES:  # "⚄ ⚂": the faces drawn, as the player shows the dice
            out.append(Raw("number", str(DIE_FACES[value]), column - 1))
            continue
        if kind == "other" and value in BULLETS:  # "recap: • Kwa takes ... • dice 3 and 2": a list's items
            out.append(Raw("mark", ";", column - 1, ";"))
            continue
        if kind == "other" and _pictured(value):
            continue  # an emoji or a symbol drawn in the story ("🎲🎲", "👻", "★"): no rules value, nothing to read
        if kind == "other" and value in CURRENCY and _apart(text, column - 1):
            continue  # "a €  coin": a currency's sign whose amount an earlier pass has read as the scene's
        if kind == "other" and _scene_sign(value):
            continue  # "2 × gauze", "p < 0.05", "x̄", "CO₂": a sign of the scene's sums and formulas, nothing to read
        if kind == "other" and value in SYMBOL_WORDS and _apart(text, column - 1):
            out.append(Raw("word", value, column - 1, SYMBOL_WORDS[value]))  # "the docks @ midnight": at
            continue
        if kind == "other":
            shown = value if value.isprintable() else repr(value)
            raise PhraseError(
                f"I can't read the character {shown} here",
                text=text,
                column=column,
                hint="Use plain words, numbers and commas.",
            )
        if kind == "number" and len(value) > MAX_DIGITS and value.isdigit() \
                and re.search(r"\S,\s*$", text[: offset + match.start()]) \
                and not re.search(r"(?i)\b(?:roll\w*|dice|die|got|showed)\b[^.;:!?]*$", text[: offset + match.start()]) \
                and re.match(r"\s*,\s*[^\W\d_]", text[offset + match.end() :]):
            out.append(Raw("word", value, column - 1, HUGE))  # "an ex-War Department 2-8-0, 90733, dead on the shed
            continue  # road": a thing's number set off by commas between words, the scene's
        if kind == "number" and len(value) > MAX_DIGITS and value.isdigit() \
                and re.search(r"(?i)\b(?:on|to|at|from|call|text|dial|ring|number|no\.?|ref\.?)\s+$",
                              text[: offset + match.start()]) \
                and not re.search(r"(?i)\b(?:roll\w*|dice|die|got|showed|bonus|plus|minus)\b[^.;:!?]*$",
                                  text[: offset + match.start()]) \
                and re.match(r"\s*(?:$|[.,;!?)]|[^\W\d_])", text[offset + match.end() :]):
            out.append(Raw("word", value, column - 1, HUGE))  # "everyone who texted in on 81104", "call 0800 ...":
            continue  # a number to call or text, a reference: the scene's (a rules word after it is asked: too_large)
        if kind == "number" and len(value) > MAX_DIGITS and value.isdigit():
            raise PhraseError(f"The number {value} is too large for any roll (the limit is {MAX_DIGITS} digits)",
                              text=text, column=column)
        if kind == "signed" and value[1:2].isspace() and _bullet(text, column - 1):
            out.append(Raw("mark", ";", column - 1))  # "...\n- 4 solar panels": a list's bullet, read as '•' is,
            digits = value[1:].lstrip()  # and the count after it, never a sign
            out.append(Raw("number", digits, column - 1 + len(value) - len(digits)))
            continue
        if kind == "signed" and len(value.replace(" ", "")) > MAX_DIGITS:
            if re.match(r"\s+[^\W\d_]", text[offset + match.end() :]):
                out.append(Raw("word", value, column - 1, HUGE))  # "+1000 aura": a word of the scene, where the word
                continue  # after it is none of the game's (the lexer asks: too_large)
            raise too_large(value, text, column)
        if kind == "percent":  # "45%": a share of the scene, one word
            out.append(Raw("word", value, column - 1, value))
            continue
        if kind == "degrees":  # "°C": the unit, said as a word ("37 degrees")
            out.append(Raw("word", value, column - 1, "degrees"))
            continue
        if kind == "money":  # "€12": a price of the scene, as the plain pieces read it
            out.append(Raw("word", value, column - 1, value.lower()))
            continue
        if kind in ("count", "duration", "tooth", "hours", "position"):  # "3,000 metres", "4h30": one word of the
            # scene, as the plain pieces read it
            out.append(Raw("word", value, column - 1, value))
            continue
        if kind == "clock":  # "a.m.", read as "am" is (scene_numbers.clock_time)
            out.append(Raw("word", value, column - 1, value.lower().replace(".", "")))
            continue
        if kind == "handle":  # "SPEAKER_2:": a speaker's or a bot's handle, one word
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "plural":  # "two 6s": a word, as the quick cut reads it
            out.append(Raw("word", value, column - 1, value.lower().replace("'", "").replace("’", "")))
            continue
        if kind == "chord":  # "F#m": a chord of the scene, one word
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "evaluation":  # "+0.8": a signed decimal no rule of these games adds, one word of the scene
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "square":  # "Kf1", "exd5": a board's square or a move to it, one word of the scene
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "issue":  # "#1234": an issue or a ticket by its number, one word of the scene
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "date":  # "2024-03-11": a date written as a record keeps it, one word of the scene (no minus)
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "years":  # "2021-2024": a span of years, one word of the scene (never a minus)
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "code":  # no modifier is three digits: the letters and the number name one thing of the scene
            out.append(Raw("word", value, column - 1))
            continue
        if kind == "dash":
            out.append(Raw("mark", ";", column - 1))
            continue
        if value in "[]{}":  # "[4, 5]", "{4 5}": brackets, as "(4, 5)"
            out.append(Raw("mark", "(" if value in "[{" else ")", column - 1))
            continue
        if kind == "signed" and value[:1] == "-" and value[1:2].isspace() and (
                _dashed(piece, match.start(), match.end())
                or re.search(r"(?<![\d:.])\d{1,2}:\d\d\s+$", text[: column - 1]) is not None):  # ("van chat 07:52 - 12
            # Elm Rd ...": a dash after the hour a line was written)
            out += [Raw("mark", ";", column - 1), Raw("number", value[2:], column + 1)]  # "climb it - 4 and 7"
            continue
        if value == "=":  # "2d10 = 7, 2" says what the dice showed, as "2d10: 7, 2" does
            out.append(Raw("mark", ":", column - 1))
            continue
        if kind == "word" and value[:3].lower() == "re-" and _done_again(value[3:].lower()):
            out.append(Raw("word", value, column - 1, "re" + value[3:].lower()))  # "re-rolls": as "rerolls" is read
            continue
        out.append(Raw(kind or "mark", value, column - 1))
    return out


def _bullet(text: str, at: int) -> bool:
    """Whether the sign at text[at], a space after it, opens its line: the text's start, or right after a line's end
    (a line break, or the full stop the reader puts for one: "Tactical.- 4 solar panels")."""
    if at and text[at - 1] == ".":
        return True  # (the reader puts a full stop, close up, for a line's end; "Tactical. - 2", typed, is a minus)
    before = text[:at].rstrip(" \t")
    return not before or before.endswith("\n")


def _done_again(rest: str) -> bool:
    """Whether what follows 're-' is a verb done again ('re-rolls', 're-tried'), the word written joined."""
    return rest.isalpha() and "VERB" in word_classes(rest)


_MORE_FACES = r"(?:[,/+]|\s*(?:&|and\b|n(?=\s*\d))\s*)\d"


# What a signed number too large for any modifier is read as where a word follows it ("+1000 aura"): a word of the
# scene, once the lexer finds the word after it is no rules word (else too_large).
HUGE = "+huge"


def too_large(value: str, text: str, column: int) -> PhraseError:
    """The refusal of a signed number too large for any roll where a rules value stands."""
    return PhraseError(f"The modifier {value} is too large for any roll (the limit is {MAX_DIGITS - 1} digits after "
                       "the sign)", text=text, column=column)


def _dashed(piece: str, start: int, end: int) -> bool:
    """'- 4' standing apart and joined to a next face ('climb the wall - 4 and 7', '- 4n7', '- 4,7', '- 4+7'): a dash before
    faces, not a minus on the first of them; '- 2' otherwise is still a minus ('Wits Hard - 2, 4 7', '... - 2 4 7',
    where the number after the minus may be either)."""
    return (start == 0 or piece[start - 1].isspace()) and re.compile(_MORE_FACES).match(piece, end) is not None


def split_hyphens(raw: Raw) -> list[Raw]:
    out: list[Raw] = []
    offset = raw.start
    for k, piece in enumerate(raw.text.split("-")):
        if k:
            out.append(Raw("mark", "-", offset))
            offset += 1
        out.append(Raw("word", piece, offset))
        offset += len(piece)
    return out


@lru_cache(maxsize=8192)
def verb_bases(word: str) -> tuple[str, ...]:
    """The forms a typed verb may be looked up as: itself and its lemma (shoots, shooting -> shoot; defies -> defy).
    A word no game's data has a form of is taken back to the stems its regular endings leave ('hums', 'hummed',
    'humming' -> hum; 'spurs' -> spur): a table's own words (a playbook's triggers) are said in any form too, and a
    stem that is no word of the vocabulary matches nothing."""
    known = bases(word)
    if len(known) > 1 or len(word) < 4:
        return known
    return (word, *dict.fromkeys(_stems(word)))


_OWNERS = frozenset({"my", "your", "his", "her", "their", "our", "its"})
_PARTICLES = frozenset({"past", "by", "around", "round", "through", "over", "across", "into", "in", "out", "up", "down",
                        "off", "on", "away", "along", "behind", "under", "at", "to", "with"})


def says_its_name(said: str, name: str) -> bool:
    """Whether an action word as typed is a rules name said as a verb, its words in order and in any form
    ('Entertains' -> Entertain, 'street-hacks' -> Street Hack, 'keeps watch' -> Keep Watch, 'keep his head' -> Keep
    Your Head: one owner's word for another; 'disables' -> Disable Device: the verb of a name that is a verb and its
    thing), not a word the game's data only points to the name ('sings' -> Entertain)."""
    typed = said.lower().replace("-", " ").replace("’", "'").split()
    named = name.lower().replace("-", " ").split()
    while len(typed) > len(named) and typed[-1] in _PARTICLES:
        typed.pop()  # ('sneaks past' -> Sneak)
    if len(typed) == 1 and len(named) == 2 and named[0] in verb_bases(typed[0]):
        from rollmate.rules.forms import word_classes

        return "NOUN" in word_classes(named[1])  # ('disables it' -> Disable Device: the verb, and a thing it acts on)
    if not typed or len(typed) != len(named):
        return False
    return all(t == n or (t in _OWNERS and n in _OWNERS) or n in verb_bases(t) for t, n in zip(typed, named, strict=True))


def _stems(word: str) -> list[str]:
    """What a regular ending leaves: -s, -es, -ies, -ed, -ied, -ing, with a doubled last letter or an 'e' taken off."""
    out = []
    if word.endswith("ies") or word.endswith("ied"):
        out.append(word[:-3] + "y")
    elif word.endswith("es") and word[-3:-2] in ("s", "x", "z", "h", "o"):
        out.append(word[:-2])
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        out.append(word[:-1])
    for ending in ("ed", "ing"):
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            stem = word[: -len(ending)]
            out += [stem, stem + "e"] + ([stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else [])
    return out
