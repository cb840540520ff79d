"""Packing runs of tokens into one: the faces after a dice word, and 'raise it two steps' into one count."""

from __future__ import annotations

from typing import NamedTuple

from lark import Token

from rollmate.errors import PhraseError
from rollmate.grammar.shouts import feeling
from rollmate.grammar.words import REACTION_WORDS
from rollmate.rules.lexicon import word_classes

_new = str.__new__

# Dice notation as a ROLLED token's value: the dice the faces after it were said to be ('3d6', 'd10').
NOTATION = r"\d*[dD]\d+s?"  # "d8s": dice said in the plural, their count not said


class Amount(NamedTuple):
    """The value of a counted resource's token once settled ("2 war dice": its key and 2; "war die 5": no count)."""

    key: str
    count: int | None


def counted(tok: Token | None) -> bool:
    """A settled token of a resource said with a count and faces (its value an Amount)."""
    return tok is not None and tok.type == "RESOURCE" and type(tok.value) is Amount


def token(kind: str, value: object, start: int, end: int) -> Token:
    """A lark Token of `kind` over text[start:end] (what Token(...) makes, without its keyword handling: the lexer
    makes one for every word it reads)."""
    made = _new(Token, value)
    made.type, made.value, made.start_pos, made.end_pos = kind, value, start, end
    made.line = made.end_line = made.end_column = None
    made.column = start + 1
    return made


def span(kind: str, value: object, first: Token, last: Token | None = None) -> Token:
    """A token of `kind` covering first..last in the phrase."""
    return token(kind, value, first.start_pos, (last or first).end_pos)


def type_at(tokens: list[Token], i: int) -> str | None:
    return tokens[i].type if 0 <= i < len(tokens) else None


def numbers(tokens: list[Token], i: int, *, signed_ok: bool = True) -> int:
    """How many tokens from i form a run of faces: numbers, and '+5' written as '8+5'."""
    j = i
    while j < len(tokens):
        t = tokens[j].type
        if t == "NUMBER" or (signed_ok and t == "SIGNED" and j > i and _sum_part(tokens, j)):
            j += 1
        else:
            break
    return j - i


class SaidNumber(int):
    """A signed number said in words ('plus one', 'minus two'): a modifier, never a part of a sum of faces."""


def _sum_part(tokens: list[Token], j: int) -> bool:
    """The signed number at j is a face of a sum typed after the one before it ('8+5', '2 + 4'); 'five and five plus
    one' is faces and a modifier, and so is '5 5 +1': a sign set apart from the faces and glued to its number."""
    tok, value = tokens[j], tokens[j].value
    if type(value) is SaidNumber or int(value) <= 0:
        return False
    glued = (tok.end_pos or 0) - (tok.start_pos or 0) == len(str(int(value))) + 1  # "+1", not "+ 1"
    apart = j > 0 and (tokens[j - 1].end_pos or 0) < (tok.start_pos or 0)
    return not (glued and apart)


def run_of_faces(tokens: list[Token], text: str, i: int) -> int:
    """Like numbers(), but a run that ends in 'on the dice' gives its faces to that: 'war die 1, 3 and 4 on the dice'
    is a war die of 1 and dice of 3 and 4, so the run stops at the last comma before them."""
    count = numbers(tokens, i)
    if count > 1 and type_at(tokens, i + count) == "ONDICE":
        cuts = [j for j in range(i + 1, i + count) if "," in text[tokens[j - 1].end_pos : tokens[j].start_pos]]
        if len(cuts) > 1:  # "rolled 1 1, 1, 1 and 1 on the dice": which faces are whose?
            raise PhraseError("I can't tell where one set of dice ends and the dice 'on the dice' begin",
                              text=text, column=(tokens[i].column or 1), length=tokens[i + count - 1].end_pos - tokens[i].start_pos,
                              hint="Give each set once, e.g. 'rolled 3 9' or '3 and 9 on the dice'.")
        if cuts:
            return cuts[0] - i
    return count


# The highest face of any die a phrase may state bare (a d20 is the largest the games roll).
_MOST_FACE = 20


# The marks a caster says each face of a roll with, one beat at a time ("SIX! and a two! and a one!", "six... and a
# two"): between faces so said, they end no sentence.
_BEATS = frozenset({",", "!", "...", "…", "and"})


def faces_in_beats(tokens: list[Token], i: int) -> int:
    """How many tokens from i make faces announced one beat at a time ('6! and 2! and 1!', '6, and 2, and 1'), or
    0: numbers that could be faces, each followed by a beat's marks, with 'and' before each after the first, and
    the clause ending after the last."""
    j, faces = i, 0
    while j < len(tokens) and tokens[j].type == "NUMBER" and 1 <= int(tokens[j].value) <= _MOST_FACE:
        faces += 1
        j += 1
        k = j
        while k < len(tokens) and tokens[k].type == "SEP" and str(tokens[k].value) in _BEATS | {"."}:
            k += 1
        said = [str(t.value) for t in tokens[j:k]]
        if k < len(tokens) and tokens[k].type == "NUMBER" and said and said[-1] == "and" \
                and said.count(".") != 1:  # ("six... and a two": the dots of a pause, never a stop)
            j = k
            continue
        break
    if faces < 2 or (j < len(tokens) and tokens[j].type != "SEP"):
        return 0
    return j - i


def bare_faces(tokens: list[Token], i: int) -> int:
    """How many tokens from i make a clause of faces alone ("3 and 9", "6, 1, 6", "2+3"), or 0: at least two
    numbers that could be faces, joined only by commas, and nothing else in the clause but a resource added after
    them with '+'."""
    j, faces = i, 0
    while j < len(tokens):
        kind = tokens[j].type
        if kind == "NUMBER" or (kind == "SIGNED" and faces and _sum_part(tokens, j)):
            if not 1 <= abs(int(tokens[j].value)) <= _MOST_FACE:
                return 0
            faces += 1
            j += 1
        elif kind == "SEP" and tokens[j].value == "," and faces and type_at(tokens, j + 1) == "NUMBER" \
                and type_at(tokens, j + 2) != "RESOURCE":  # ("1 2, two war dice: 3 5": the count of a resource)
            j += 1
        elif kind == "SEP" and tokens[j].value == "," and faces > 1 and type_at(tokens, j + 1) == "SEP" \
                and tokens[j + 1].value == "and" and type_at(tokens, j + 2) == "NUMBER" and type_at(tokens, j + 3) in (
                    None, "SEP"):  # "2, 3, 7, and 6": a list's last face after its comma and 'and'
            j += 2
        else:
            break
    # the clause ends there, or a resource's own slot follows ("6 5 + war die 3"), or a modifier ("5 5 -1 since it's
    # dark", "five and five minus one"), or the player's reaction ("5 4 ngl")
    ends = j == len(tokens) or tokens[j].type in ("SEP", "SIGNED", "IDIOM") or (tokens[j].type == "PLUS" and (
        type_at(tokens, j + 1) == "RESOURCE"
        or (type_at(tokens, j + 1) == "NUMBER" and type_at(tokens, j + 2) == "RESOURCE")))  # ("6, 6 plus a war die")
    if j < len(tokens) and tokens[j].type == "IS" and reaction(tokens, j + 1):
        ends = True  # "3 2 1 which is awful": the remark on them ('which' the lexer drops)
    return j - i if faces >= 2 and (ends or reaction(tokens, j)) else 0


def reaction(tokens: list[Token], i: int) -> int:
    """How many tokens from i are the player's reaction to the dice just said ("2,3 idk", "(1)(1) rip", "5,4 ngl not
    great", "6 5 LETSGO", "1 2 asdfgh", "1 2 glad I used it"): a chat interjection, a shout or a keyboard mash
    (shouts.py) or a word opening a remark on the roll (words.REACTION_WORDS), then plain words only, to the
    clause's end; or 0. A reaction holds no rules word."""
    if i >= len(tokens) or tokens[i].type not in ("WORD", "PRONOUN"):
        return 0
    if tokens[i].type == "PRONOUN" and i + 1 < len(tokens) and tokens[i + 1].type == "WORD":
        j = i + 1  # "6 and 1 he did it?!", "4 4 we live": a remark on the dice, said of someone, no rules word
        while j < len(tokens) and j - i <= 4 and tokens[j].type == "WORD":
            j += 1
        return j - i if j == len(tokens) or tokens[j].type == "SEP" else 0
    if not (feeling(str(tokens[i].value)) or str(tokens[i].value).lower() in REACTION_WORDS):
        alone = i + 1 == len(tokens) or tokens[i + 1].type == "SEP"  # "5 and 4 iconic", "6 and 5 CLEAN": one word of
        low = str(tokens[i].value).lower()  # praise or blame closing the clause (never "3 and 5 guards": a count,
        return 1 if alone and low.isalpha() and "ADJ" in word_classes(low) and "NOUN" not in word_classes(low) else 0
        # (never "on the roof": a place, asked)
    j = i
    while j < len(tokens) and tokens[j].type in ("WORD", "PRONOUN"):  # ("glad she bought it")
        j += 1
    return j - i if j == len(tokens) or tokens[j].type == "SEP" else 0


def dice_after(tokens: list[Token], i: int, text: str) -> int:
    """How many tokens after the signed number at i say it counts dice ('+1 die', '+2 dice', '+1d', '+1d6'), or 0."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None:
        return 0
    if nxt.type == "DICE" and type_at(tokens, i + 2) != "NUMBER":
        return 1
    glued = nxt.start_pos == tokens[i].end_pos and text[nxt.start_pos : nxt.end_pos].lower() == "d"
    if not glued or nxt.type != "WORD":
        return 0
    sides = tokens[i + 2] if i + 2 < len(tokens) else None
    return 2 if sides is not None and sides.type == "NUMBER" and sides.start_pos == nxt.end_pos else 1


_PENALTY = {"penalty", "penalties", "malus"}  # "-1 penalty": what a minus is called


def named_sign(tokens: list[Token], i: int, text: str) -> bool:
    """Whether the signed number at i comes before the word that names it ('+1 bonus', '-2 penalty'), with no
    number of its own after that word ('+1 bonus +2' is two modifiers, asked about elsewhere)."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None or type_at(tokens, i + 2) in ("SIGNED", "NUMBER"):
        return False
    return nxt.type == "BONUS" or (int(tokens[i].value) < 0 and text[nxt.start_pos : nxt.end_pos].lower() in _PENALTY)


def faces(tokens: list[Token], i: int, count: int) -> Token:
    values = tuple([abs(int(t.value)) for t in tokens[i : i + count]])
    return span("FACES", values, tokens[i], tokens[i + count - 1])


def pack_steps(tokens: list[Token], i: int, out: list[Token]) -> int:
    """Pack 'raise it two steps', 'one step harder', 'harder', 'lower the DL' into one STEPS token (+/- count)."""
    first = tokens[i]
    j = i
    sign = 0
    count = None
    while j < len(tokens) and tokens[j].type in ("RAISE", "LOWER", "STEP", "NUMBER", "DL"):
        t = tokens[j]
        if t.type == "NUMBER":
            if count is not None or type_at(tokens, j + 1) not in ("STEP", "RAISE", "LOWER"):
                break
            count = int(t.value)
        elif t.type in ("RAISE", "LOWER"):
            if sign:
                break
            sign = 1 if t.type == "RAISE" else -1
        j += 1
    if not sign:
        # "two steps" with no direction: the grammar reports what is missing at the next token
        out.append(span("STEPS", None, first, tokens[j - 1]))
        return j
    out.append(span("STEPS", sign * (count or 1), first, tokens[j - 1]))
    return j
