"""The second lexer pass: settles weak triggers and packs slots that need more than one token of look-ahead.

The grammar is LALR(1) and strict, so anything that needs to look further ahead is decided here, where the whole
token list is in view: a weak trigger ("with", "spend", "against", "got") stays a trigger only when the next tokens
complete its slot, and is an ordinary word (part of the action) otherwise; faces after a dice word become one
FACES token; "2 war dice", "3 dice" and "two steps harder" become one token each. Nothing is dropped here except
the joining words of a slot (a colon after "Dice", "shows" after "war die"), which stay inside the slot's span.
"""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from rollmate.errors import PhraseError

# Weak words that become plain action words when their slot does not follow.
_WEAK_ROLLED = {"got", "got a", "shows", "show", "showed", "rolls a"}
_STEP_WORDS = {"harder", "easier"}
_WEAK_VS = {"against", "opposed by"}
# What may follow a weak "against" for it to open an opponent slot.
_OPPOSES = {"NAME", "POSS", "SKILL", "ABILITY", "NUMBER", "DICECOUNT", "DLNAME", "DL"}


def span(kind: str, value: object, first: Token, last: Token | None = None) -> Token:
    """A token of `kind` covering first..last in the phrase."""
    last = last or first
    return Token(kind, value, start_pos=first.start_pos, column=first.column, end_pos=last.end_pos)


def _type(tokens: list[Token], i: int) -> str | None:
    return tokens[i].type if 0 <= i < len(tokens) else None


def _numbers(tokens: list[Token], i: int, *, signed_ok: bool = True) -> int:
    """How many tokens from i form a run of faces: numbers, and '+5' written as '8+5'."""
    j = i
    while j < len(tokens):
        t = tokens[j].type
        if t == "NUMBER" or (signed_ok and t == "SIGNED" and j > i and int(tokens[j].value) > 0):
            j += 1
        else:
            break
    return j - i


def _run(tokens: list[Token], text: str, i: int) -> int:
    """Like _numbers, but a run that ends in 'on the dice' gives its faces to that: 'war die 1, 3 and 4 on the dice'
    is a war die of 1 and dice of 3 and 4, so the run stops at the last comma before them."""
    count = _numbers(tokens, i)
    if count > 1 and _type(tokens, i + count) == "ONDICE":
        cuts = [j for j in range(i + 1, i + count) if "," in text[tokens[j - 1].end_pos : tokens[j].start_pos]]
        if len(cuts) > 1:  # "rolled 1 1, 1, 1 and 1 on the dice": which faces are whose?
            raise PhraseError("I can't tell where one set of dice ends and the dice 'on the dice' begin",
                              text=text, column=(tokens[i].column or 1), length=tokens[i + count - 1].end_pos - tokens[i].start_pos,
                              hint="Give each set once, e.g. 'rolled 3 9' or '3 and 9 on the dice'.")
        if cuts:
            return cuts[0] - i
    return count


def _faces(tokens: list[Token], i: int, count: int) -> Token:
    values = tuple(abs(int(t.value)) for t in tokens[i : i + count])
    return span("FACES", values, tokens[i], tokens[i + count - 1])


def settle(tokens: list[Token], text: str, *, roll_strings: bool, names: Callable[[str], tuple[str, ...]]) -> list[Token]:
    """Return the token list the grammar reads (see the module docstring)."""
    out: list[Token] = []
    i = 0
    n = len(tokens)
    clause_start = True
    in_versus = False
    while i < n:
        tok = tokens[i]
        t = tok.type
        nxt = _type(tokens, i + 1)
        if t == "_SEP":
            out.append(tok)
            clause_start, in_versus = True, False
            i += 1
            continue
        start = clause_start
        clause_start = False
        if t == "COLON" and out and out[-1].type in ("ROLLED", "DICE", "WARDIE"):
            i += 1  # "Dice: 3, 9", "war die: 4"
            continue
        if t == "DICE":
            k = i + 1 + (nxt == "COLON")
            count = _run(tokens, text, k)
            if count:
                out += [span("ROLLED", "dice", tok), _faces(tokens, k, count)]
                i = k + count
            elif _type(tokens, k) == "IDIOM":
                out += [span("ROLLED", "dice", tok), tokens[k]]
                i = k + 1
            else:
                i += 1  # "roll the dice": nothing to say
            continue
        if t == "ROLLED":
            k = i + 1 + (nxt == "COLON")
            count = _run(tokens, text, k)
            if count:
                out += [tok, _faces(tokens, k, count)]
                i = k + count
                continue
            if _type(tokens, k) == "LEVEL":  # "who got a Good Success"
                out.append(span("RESULT", tokens[k].value, tok, tokens[k]))
                i = k + 1
                continue
            if _type(tokens, k) == "IDIOM":
                out.append(tok)
                i += 1
                continue
            if str(tok.value) in _WEAK_ROLLED:
                out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))
                i += 1
                continue
            out.append(tok)  # "rolled" with nothing after: the grammar says what is missing
            i += 1
            continue
        if t == "ROLL" and _numbers(tokens, i + 1, signed_ok=False) >= 2:  # "I roll 3 9"
            count = _numbers(tokens, i + 1)
            out += [span("ROLLED", "rolled", tok), _faces(tokens, i + 1, count)]
            i += 1 + count
            continue
        if t == "NUMBER":
            count = _numbers(tokens, i)
            after = _type(tokens, i + count)
            if after == "ONDICE":  # "3 and 9 on the dice"
                out += [span("ROLLED", "rolled", tokens[i + count]), _faces(tokens, i, count)]
                i += count + 1
                continue
            if count == 1 and after == "WARDIE":  # "2 war dice"
                w = tokens[i + 1]
                out.append(span("WARDIE", int(tok.value), tok, w))
                i += 2
                continue
            if count == 1 and after == "DICE" and not _type(tokens, i + 2) == "NUMBER":  # "3 dice"
                out.append(span("DICECOUNT", int(tok.value), tok, tokens[i + 1]))
                i += 2
                continue
            if count == 1 and after == "STEP":  # "two steps harder", "raise it 2 steps"
                i = _steps(tokens, i, out)
                continue
        if t in ("RAISE", "LOWER"):
            if nxt in ("STEP", "NUMBER", "DL") or str(tok.value) in _STEP_WORDS:
                i = _steps(tokens, i, out)
            else:  # "climb up", "drop the gun": an action word
                out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))
                i += 1
            continue
        if t == "STEP":
            i = _steps(tokens, i, out)
            continue
        if t == "WARDIE":
            k = i + 1
            if _type(tokens, k) in ("COLON", "ROLLED"):  # "war die: 4", "the war die shows 4"
                k += 1
            count = _run(tokens, text, k)
            out.append(span("WARDIE", None, tok))
            if count:
                out.append(_faces(tokens, k, count))
            i = k + count
            continue
        if t == "SPEND":
            if nxt in ("LUCK", "WARDIE", "AVOID") or (nxt == "NUMBER" and _type(tokens, i + 2) == "WARDIE"):
                if nxt == "LUCK" and _type(tokens, i + 2) == "AVOID":
                    out.append(span("AVOID", "avoid", tok, tokens[i + 2]))
                    i += 3
                    continue
                out.append(tok)
            i += 1  # "use Haggle on the merchant": 'use' says nothing more
            continue
        if t == "LUCK" and nxt == "AVOID":
            out.append(span("AVOID", "avoid", tok, tokens[i + 1]))
            i += 2
            continue
        if t == "WITH":
            if nxt in ("LUCK", "ABILITY", "ADVANTAGE", "DISADVANTAGE"):
                if nxt in ("ADVANTAGE", "DISADVANTAGE"):
                    out.append(span(nxt, tokens[i + 1].value, tok, tokens[i + 1]))
                    i += 2
                    continue
                out.append(tok)
            elif nxt == "LEVEL":  # "assists with a Good Success"
                out.append(span("RESULT", tokens[i + 1].value, tok, tokens[i + 1]))
                i += 2
                continue
            elif nxt == "SKILL" and in_versus:  # "against a goon with Melee 2"
                out.append(span("HAS", "with", tok))
            elif nxt == "NUMBER" and _type(tokens, i + 2) == "DICE" and in_versus:  # "vs a thug with 4 dice"
                out.append(span("RATED", "with", tok))
            i += 1
            continue
        if t == "AS":
            if start and nxt in ("NAME", "WORD"):
                out.append(tok)
                if nxt == "WORD":
                    out.append(span("STRANGER", tokens[i + 1].value, tokens[i + 1]))
                    i += 2
                    continue
            i += 1
            continue
        if t == "IS":
            if out and out[-1].type in ("TRAIT", "DL") and nxt in ("DLNAME", "NUMBER"):
                out.append(tok)
            i += 1
            continue
        if t == "SELF":
            if nxt == "CUE":
                out.append(tok)
            i += 1
            continue
        if t == "TRAIT":
            k = i + 1 + (nxt == "IS")
            if nxt == "WORD" and not start:  # "hack the security camera": a thing, not the trait
                out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))
                i += 1
                continue
            out.append(tok if _type(tokens, k) in ("DLNAME", "NUMBER", "SECURITY") and nxt != "SECURITY"
                       else span("BARETRAIT", tok.value, tok))
            if nxt == "SECURITY":  # "Security Retail" after a trait word: the security level is the DL
                pass
            i += 1
            continue
        if t == "VS" and str(tok.value) in _WEAK_VS and not _opposes(tokens, i + 1):
            out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))  # "lean against the wall"
            i += 1
            continue
        if t == "VS":
            in_versus = True
            out.append(tok)
            i += 1
            k = i
            while k < n and tokens[k].type == "WORD":
                k += 1
            if k > i:  # "vs a thug rated 3", "vs Marcus": someone nobody loaded
                words = text[tokens[i].start_pos : tokens[k - 1].end_pos]
                out.append(span("STRANGER", words, tokens[i], tokens[k - 1]))
                i = k
            continue
        if t == "HELPED" and nxt == "WORD":
            out += [tok, span("STRANGER", tokens[i + 1].value, tokens[i + 1])]
            i += 2
            continue
        if t == "NAME" and out and _continues(out, "HELPED", ("NAME", "STRANGER", "RESULT")):
            out.append(span("HELPED", "and", tok))  # "helped by Zoe and Elodie": one helper slot each
        if t == "CUE" and out and _continues(out, "SELF", ("CUE",)):
            out.append(span("SELF", "and", tok))  # "I'm wounded and shaken": both are the actor's
        if t == "PLUS" and nxt == "WORD":  # "Firearms+Witz", "Wits+Basket Weaving": a name that must be a rules word
            out += [tok, span("STRANGER", tokens[i + 1].value, tokens[i + 1])]
            i += 2
            continue
        if t == "MINUS":
            shown = text[tokens[i + 1].start_pos : tokens[i + 1].end_pos] if nxt else ""
            raise PhraseError(f"'-{shown}' can't be rolled: a minus goes before a number only", text=text,
                              column=tok.column or 1, length=1,
                              hint="Join an attribute with '+' and put the number last, e.g. 'Firearms+Wits-2'.")
        if t == "NAME":
            poss = text[tok.start_pos : tok.end_pos].lower().replace("’", "'")
            if (poss.endswith("'s") or poss.endswith("'")) and nxt in ("SKILL", "ABILITY"):
                out.append(span("POSS", tok.value, tok))
                i += 1
                continue
            if nxt == "FAILED":
                out += [tok, span("RESULT", "Failure", tokens[i + 1])]
                i = _skip_assist_words(tokens, i + 2)
                continue
        if t == "PRONOUN":
            if nxt == "ROLLED" and _numbers(tokens, i + 2):  # "he rolled 6 2 3": whose dice?
                raise PhraseError(f"I can't tell who '{tok.value}' is", text=text, column=tok.column or 1,
                                  length=len(str(tok.value)),
                                  hint="Name whose dice they are, e.g. 'Mavros rolled 6 2 3'; 'rolled ...' alone "
                                       "is the acting character's dice.")
            if nxt == "FAILED":
                out += [tok, span("RESULT", "Failure", tokens[i + 1])]
                i = _skip_assist_words(tokens, i + 2)
                continue
            if nxt == "RESULT" or (nxt == "ROLLED" and _type(tokens, i + 2) == "LEVEL"):
                out.append(tok)
            i += 1
            continue
        if t in ("FAILED", "ONDICE", "GIVES") and not (t == "GIVES" and nxt == "WARDIE"):
            out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))
            i += 1
            continue
        if t == "RATED" and not in_versus:
            out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))
            i += 1
            continue
        if t == "ASSISTS" and not (out and out[-1].type == "NAME"):
            out.append(span("WORD", text[tok.start_pos : tok.end_pos], tok))
            i += 1
            continue
        if t == "SLASH" and not (out and out[-1].type in ("NAME", "STRANGER")):
            i += 1
            continue
        if t == "WORD" and start and nxt == "COLON":  # "Dexx: shoot the guard"
            raise _stranger(tok, text, names)
        if t == "WORD" and nxt == "SLASH" and roll_strings and (start or out[-1].type == "ROLL"):
            out.append(span("STRANGER", tok.value, tok))
            i += 1
            continue
        if t == "WORD" and start and _is_subject(tok, tokens, i, text):  # "Ghost hacks the camera"
            raise _stranger(tok, text, names)
        out.append(tok)
        i += 1
    return out


def _continues(out: list[Token], opener: str, items: tuple[str, ...]) -> bool:
    """Whether the slot `opener` started is still open at the end of `out` (only its items since)."""
    if out[-1].type == opener:
        return False
    for token in reversed(out):
        if token.type == opener:
            return True
        if token.type not in items:
            return False
    return False


def _opposes(tokens: list[Token], i: int) -> bool:
    """'against the guard', 'against a goon rated 3', 'against DL 20': a weak 'against' opens an opponent slot."""
    if _type(tokens, i) in _OPPOSES:
        return True
    while _type(tokens, i) == "WORD":
        i += 1
    return _type(tokens, i) in ("RATED", "WITH", "SLASH") or (
        _type(tokens, i) == "NUMBER" and _type(tokens, i + 1) == "DICE")


def _steps(tokens: list[Token], i: int, out: list[Token]) -> int:
    """Pack 'raise it two steps', 'one step harder', 'harder', 'lower the DL' into one STEPS token (+/- count)."""
    first = tokens[i]
    j = i
    sign = 0
    count = None
    while j < len(tokens) and tokens[j].type in ("RAISE", "LOWER", "STEP", "NUMBER", "DL"):
        t = tokens[j]
        if t.type == "NUMBER":
            if count is not None or _type(tokens, j + 1) not in ("STEP", "RAISE", "LOWER"):
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


def _skip_assist_words(tokens: list[Token], i: int) -> int:
    """'failed her assist roll': the words after the result belong to it."""
    while i < len(tokens) and tokens[i].type in ("ASSISTS", "ROLL"):
        i += 1
    return i


def _is_subject(tok: Token, tokens: list[Token], i: int, text: str) -> bool:
    """A capitalised unknown word opening a clause and followed by a verb in the third person names someone."""
    word = str(tok.value)
    if not word[:1].isupper() or i + 1 >= len(tokens):
        return False
    if tokens[i + 1].type in ("GIVES", "ASSISTS", "FAILED", "ROLLED"):  # "Mako gives me his war die"
        return True
    if tokens[i + 1].type != "VERB":
        return False
    verb = text[tokens[i + 1].start_pos : tokens[i + 1].end_pos].lower().split()[0]
    return verb.endswith("s") and not verb.endswith("ss")


def _stranger(tok: Token, text: str, names: Callable[[str], tuple[str, ...]]) -> PhraseError:
    word = str(tok.value)
    close = names(word)
    return PhraseError(
        f"I don't know anyone called '{word}'",
        text=text, column=tok.column or 1, length=len(word), suggestions=close,
        hint="Name a loaded character, or say the action without a name.",
    )
