"""The lexer: splits a phrase into words, numbers and marks, and lets the vocabulary decide what each word means."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from lark.lexer import Token

from rollmate.grammar.idioms import IDIOM_STARTS, dice_idiom, question_at
from rollmate.grammar.packing import token
from rollmate.grammar.raw import MAX_DIGITS, MAX_PHRASE, Raw, raw_tokens, split_hyphens, verb_bases
from rollmate.grammar.spelling import respell

from rollmate.grammar.words import FILLER, KEYWORDS, NUMBER_WORDS, ORDINALS, PRONOUN_IS
from rollmate.rules.vocabulary import Vocabulary

__all__ = ["MAX_DIGITS", "MAX_PHRASE", "Lexed", "PhraseLexer", "Raw", "raw_tokens", "verb_bases"]


@dataclass
class Lexed:
    """The token stream for lark, plus what the transformer and the error messages need."""

    tokens: list[Token]
    question: bool = False  # the phrase asks about chances ("what are my odds to ...")
    fillers: list[Raw] = field(default_factory=list)
    unknown: list[Token] = field(default_factory=list)
    purpose_verbs: list[str] = field(default_factory=list)  # verbs found inside purpose clauses


def _key(raws: list[Raw]) -> str:
    return " ".join([r.low for r in raws]).replace("-", " ")


_UNSEEN = object()
_CONTEXT = object()  # a word whose meaning is looked up afresh each time (one with a hyphen)
# Second words of a two-word verb that may not come after a gap: on their own they say nothing of the verb.
_NO_GAP = {"it", "him", "her", "them", "me", "us", "you", "this", "that", "one", "for", "to", "of", "with", "at",
           "the", "a", "an", "and", "my", "his", "their"}


class PhraseLexer:
    """Turns raw tokens into typed lark Tokens using the keywords above and a system's vocabulary."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocab = vocabulary
        self.longest = max(vocabulary.longest(), 4)
        self._reach: dict[str, int] = {}  # first word -> most words in a phrase starting with it
        self._pairs: set[tuple[str, str]] = set()  # the first two words of every longer phrase
        for phrase in (*vocabulary.terms, *vocabulary.verbs, *KEYWORDS):
            words = phrase.split(" ")
            self._reach[words[0]] = max(self._reach.get(words[0], 0), len(words))
            if len(words) > 1:
                self._pairs.add((words[0], words[1]))
        # lowercase word -> its meaning where context can't change it, or what it depends on (see _context)
        self._solo: dict[str, object] = {}
        self._gap_starts: set[str] = set()  # lowercase words that may start a two-word verb with a gap
        self._ngrams: dict[tuple[str | None, ...], object] = {}  # a word and the words after it that count -> meaning
        # Two-word verbs whose second word may come a few words later: "talk the bouncer into it", "catch the
        # fixer lying", "pick the old lock".
        self._gapped: dict[str, list[tuple[str, str]]] = {}
        self._short = _short_names(vocabulary)  # "voss" -> "Warden Voss": a unique part of a longer name
        for phrase, value in vocabulary.verbs.items():
            parts = phrase.split(" ")
            if len(parts) == 2:
                self._gapped.setdefault(parts[0], []).append((parts[1], value))

    def lex(self, text: str) -> Lexed:
        raws = respell(raw_tokens(text), self.vocab, text)
        lexed = Lexed(tokens=[])
        tokens = lexed.tokens
        seen_roll = False  # something in this clause already says which roll it is
        i = _question(raws, 0, lexed)
        solo = self._solo
        while i < len(raws):
            raw = raws[i]
            kind = raw.kind
            if kind == "word":
                low = raw.low
                if low in IDIOM_STARTS and (idiom := dice_idiom(raws, i)) is not None:
                    i += self._idiom(raws, i, idiom, tokens)
                    continue
                if low == "natural" and i + 1 < len(raws) and raws[i + 1].kind == "number":
                    lexed.fillers.append(raw)  # "a natural 10 and a 3": how the die came up, said of its face
                    i += 1
                    continue
                # purpose clauses first ("... to know what battery that car uses")
                if (low == "to" or low == "so") and seen_roll and i + 1 < len(raws) and raws[i + 1].kind == "word":
                    end = self._purpose(raws, i, text, lexed)
                    if end is not None:
                        i = end
                        continue
                if low.endswith("ing") and _after_complement_word(raws, i):  # "talk the guard out of shooting us"
                    end = self._purpose(raws, i - 1, text, lexed, theirs=True)
                    if end is not None:
                        i = end
                        continue
                match = solo.get(low, _UNSEEN)  # a word whose meaning is known wherever it stands
                if match is not None and type(match) is not tuple:  # unseen, or it depends on the words after it
                    match = self._match(raws, i)
                if match is None and self.vocab.roll_strings and "-" in raw.text:
                    raws[i : i + 1] = split_hyphens(raw)  # "Firearms-Wits" is a skill, a minus and an attribute
                    continue
                if match is None:
                    i += self._plain_word(raws, i, lexed)
                    continue
                size, kind, value = match
                if kind == "FILLER":
                    lexed.fillers.extend(raws[i : i + size])
                else:
                    last = raws[i + size - 1]
                    tokens.append(token(kind, value, raw.start, last.start + len(last.text)))
                if kind in ("SKILL", "TRICK", "VERB", "ROLL", "ABILITY"):
                    seen_roll = True
                i += size
            elif kind == "mark":
                mark = raw.text
                if mark == "(" and (idiom := dice_idiom(raws, i)) is not None:
                    i += self._idiom(raws, i, idiom, tokens)
                    continue
                i += 1
                if mark in ",;.!?":
                    tokens.append(token("SEP", mark, raw.start, raw.start + 1))
                    seen_roll = False
                    i = _question(raws, i, lexed)  # "shoot the guard, what are my chances?"; "...? what are the odds"
                elif mark == "+":
                    tokens.append(token("PLUS", "+", raw.start, raw.start + 1))
                elif mark == ":":
                    tokens.append(token("COLON", ":", raw.start, raw.start + 1))
                    i = _question(raws, i, lexed)  # "Zoe: can I land it?"
                elif mark == "&":
                    tokens.append(token("SEP", "and", raw.start, raw.start + 1))
                elif mark == "-" and self.vocab.roll_strings:  # "Firearms-Wits" is refused, not ignored
                    tokens.append(token("MINUS", "-", raw.start, raw.start + 1))
                elif mark == "/" and self.vocab.roll_strings:  # MUSH commands: "roll Nemesis/Melee", "vs Goon/3"
                    tokens.append(token("SLASH", "/", raw.start, raw.start + 1))
                else:
                    lexed.fillers.append(raw)
            else:
                i += 1
                text_, start = raw.text, raw.start
                if kind == "number":
                    if text_[-1].isalpha():
                        value = ORDINALS.get(raw.low, int(text_[:-2]))
                        tokens.append(token("ORDINAL", value, start, start + len(text_)))
                    else:
                        tokens.append(token("NUMBER", int(text_), start, start + len(text_)))
                elif kind == "signed":
                    tokens.append(token("SIGNED", int(text_.replace(" ", "")), start, start + len(text_)))
                else:  # "2d10: 8+5"
                    tokens.append(token("DICE", text_, start, start + len(text_)))
        lexed.tokens[:] = self._join_lists(tokens)
        return lexed

    @staticmethod
    def _idiom(raws: list[Raw], i: int, idiom: tuple[int, tuple[int, ...]], tokens: list[Token]) -> int:
        """'snake eyes', '(3, 9)': one IDIOM token holding the faces; returns how many raw tokens it took."""
        size, faces = idiom
        last = raws[i + size - 1]
        tokens.append(token("IDIOM", faces, raws[i].start, last.start + len(last.text)))
        return size

    def _purpose(self, raws: list[Raw], i: int, text: str, lexed: Lexed, *, theirs: bool = False) -> int | None:
        """'to know what battery that car uses': the rest of the clause after 'to' / 'so' is one PURPOSE token, unless
        it opens a clause of its own. Returns where the clause ends, or None. `theirs`: what someone else is to do
        ('out of shooting us'), whose verbs never say which roll this is."""
        j = i + 1
        while j < len(raws) and not (raws[j].kind == "mark" and raws[j].text in ",;.!?"):
            j += 1
        if self._starts_clause(raws, i + 1):
            return None
        end = raws[j - 1].start + len(raws[j - 1].text)
        lexed.tokens.append(token("PURPOSE", text[raws[i + 1].start : end], raws[i].start, end))
        if not theirs:
            lexed.purpose_verbs += self._verbs_in(raws, i + 1, j)
        return j

    def close_names(self, word: str) -> tuple[str, ...]:
        """Loaded names within a typo of `word`, for 'I don't know anyone called ...'."""
        names = sorted({t.value for t in self.vocab.terms.values() if t.kind == "name"})
        return tuple(difflib.get_close_matches(word, names, n=3, cutoff=0.6))

    def _starts_clause(self, raws: list[Raw], i: int) -> bool:
        """'to avoid the glitch' and 'to X's roll' are clauses of their own, not a purpose."""
        m = self._match(raws, i)
        return m is not None and m[1] in ("AVOID", "NAME", "LUCK", "SPEND", "WARDIE")

    def _verbs_in(self, raws: list[Raw], start: int, end: int) -> list[str]:
        """The vocabulary's verbs among raws[start:end], in order ('to hotwire the truck' -> hotwire)."""
        found: list[str] = []
        k = start
        while k < end:
            m = self._match(raws[:end], k)
            if m is not None and m[1] == "VERB":
                found.append(str(m[2]))
            k += m[0] if m is not None else 1
        return found

    def _tok(self, kind: str, raw: Raw, value: object) -> Token:
        return token(kind, value, raw.start, raw.start + len(raw.text))

    def _match(self, raws: list[Raw], i: int) -> tuple[int, str, object] | None:
        """Longest phrase starting at raws[i]: (number of raw tokens, token type, value).

        What the vocabulary says of a word depends only on the words a phrase starting with it could span: none
        for most words, the next N-1 for a word starting phrases of N words. So that lookup is remembered per word
        and its next N-1 words (_lookup). Only a two-word verb with a gap ("talk the bouncer into it") looks
        further, and that check is made each time (_split_verb)."""
        raw = raws[i]
        if raw.kind != "word":
            return None
        low = raw.low
        known = self._solo.get(low, _UNSEEN)
        if known is _UNSEEN:
            known = self._context(low)
            if len(self._solo) < 50_000:
                self._solo[low] = known
        if known is _CONTEXT:
            found, gap = self._lookup(raws, i)
        elif type(known) is int:
            if known == 2 and i + 1 < len(raws):  # the commonest: a word that starts two-word phrases
                after = raws[i + 1]
                key = (low, after.low if after.kind == "word" else None)
            else:
                key = (low, *[r.low if r.kind == "word" else None for r in raws[i + 1 : i + known]])
            remembered = self._ngrams.get(key)
            if remembered is None:
                remembered = self._lookup(raws, i)
                if len(self._ngrams) < 50_000:
                    self._ngrams[key] = remembered
            found, gap = remembered
        else:
            return known  # type: ignore[return-value]
        if gap and (known is _CONTEXT or low in self._gap_starts):
            split = self._split_verb(raws, i)
            if split is not None:
                return 1, "VERB", split
        return found

    def _context(self, head: str) -> object:
        """What a word's meaning depends on: nothing (then its meaning), the next N-1 words (N, the most words in a
        phrase it starts), or more than that (_CONTEXT: a word with a hyphen)."""
        if "-" in head or " " in head:
            return _CONTEXT
        forms = verb_bases(head)
        if any(form in self._gapped for form in forms):
            self._gap_starts.add(head)  # "talk", "talks", "talking"
        reach = min(max(self._reach.get(form, 0) for form in forms), self.longest)
        if reach <= 1 and head not in self._gap_starts:
            return self._lookup([Raw("word", head, 0)], 0)[0]
        return max(reach, 1)

    def _lookup(self, raws: list[Raw], i: int) -> tuple[tuple[int, str, object] | None, bool]:
        """The longest phrase of the vocabulary at raws[i], and whether a two-word verb with a gap would say more
        (the match is one word long: a trick, a skill or a verb, or nothing)."""
        head = raws[i].low.split("-", 1)[0]
        # Only phrases that start with this word (or a base form of it) can match: try just their lengths.
        reach = max((self._reach.get(form, 0) for form in verb_bases(head)), default=0)
        words = []
        for raw in raws[i : i + min(reach, self.longest)]:
            if raw.kind != "word":
                break
            words.append(raw)
        if len(words) > 1 and "-" not in words[0].low:  # no longer phrase goes on with the next word: try one word
            seconds = verb_bases(words[1].low.split("-", 1)[0])
            if not any((first, second) in self._pairs for first in verb_bases(head) for second in seconds):
                del words[1:]
        for size in range(len(words), 0, -1):
            key = _key(words[:size])
            term = self.vocab.terms.get(key)
            if term is None and size == 1:  # "drone" beside the skill alias "drones"
                plural = self.vocab.terms.get(key + "s")
                term = plural if plural is not None and plural.kind == "skill" else None
            if term is not None and term.kind != "filler":
                # "catch the fixer lying": a longer verb with a gap wins over a one-word trick or skill
                gap = size == 1 and term.kind in ("trick", "skill")
                return (size, term.kind.upper() if term.kind != "dl" else "DLNAME", term.value), gap
            if key in KEYWORDS:
                kind = KEYWORDS[key]
                return (size, kind, key), False
            first, *rest = key.split(" ")
            for base in verb_bases(first):
                verb = self.vocab.verbs.get(" ".join([base, *rest]))
                if verb is not None:  # a two-word verb with a gap says more than its first word alone
                    return (size, "VERB", verb), size == 1
            if rest:  # "sweet-talks": the inflection is on the last word
                for base in verb_bases(rest[-1]):
                    verb = self.vocab.verbs.get(" ".join([first, *rest[:-1], base]))
                    if verb is not None:
                        return (size, "VERB", verb), False
            if term is not None:  # a filler the system declared
                return (size, "FILLER", key), False
        return None, bool(words)

    def _split_verb(self, raws: list[Raw], i: int) -> str | None:
        """'talk the bouncer into it', 'catch the fixer lying': a two-word verb whose second word comes up to four
        words later, in the same clause."""
        first = raws[i].low
        later: list[tuple[str, ...]] = []
        for raw in raws[i + 2 : i + 6]:
            if raw.kind != "word":
                break
            later.append(verb_bases(raw.low))
        for base in verb_bases(first):
            for second, value in self._gapped.get(base, ()):
                if second in _NO_GAP:
                    continue  # "floor it" is no verb in "search the floor for it"
                if any(second in forms for forms in later):
                    return value
        return None

    def _plain_word(self, raws: list[Raw], i: int, lexed: Lexed) -> int:
        raw = raws[i]
        low = raw.low
        short = self._short.get(low[:-2] if low.endswith("'s") else low)
        if short is not None and raw.text[:1].isupper():  # "Voss" for Warden Voss, "Hale's" for Director Hale's
            lexed.tokens.append(self._tok("NAME", raw, short))
            return 1
        if low in PRONOUN_IS:
            lexed.tokens.append(self._tok("IS", raw, low))
            return 1
        if low.endswith("'s") or low.endswith("'"):
            base = low[:-2] if low.endswith("'s") else low[:-1]
            term = self.vocab.terms.get(base)
            if term is not None and term.kind == "name":
                lexed.tokens.append(self._tok("NAME", raw, term.value))
                return 1
        if low in NUMBER_WORDS and i + 1 < len(raws) and self._counts(raws, i + 1):
            lexed.tokens.append(self._tok("NUMBER", raw, NUMBER_WORDS[low]))
            return 1
        if low in ORDINALS:
            lexed.tokens.append(self._tok("ORDINAL", raw, ORDINALS[low]))
            return 1
        if low in NUMBER_WORDS and low not in ("a", "an"):
            lexed.tokens.append(self._tok("NUMBER", raw, NUMBER_WORDS[low]))
            return 1
        if low in ("and", "then"):
            lexed.tokens.append(self._tok("SEP", raw, low))
            return 1
        if low in ("plus", "minus"):
            if i + 1 < len(raws) and raws[i + 1].kind == "number" and raws[i + 1].text.isdigit():
                sign = 1 if low == "plus" else -1
                lexed.tokens.append(self._tok("SIGNED", raw, sign * int(raws[i + 1].text)))
                return 2
            lexed.tokens.append(self._tok("PLUS", raw, "+"))
            return 1
        if low in FILLER or low.rstrip("'s") in FILLER:
            lexed.fillers.append(raw)
            return 1
        word = self._tok("WORD", raw, raw.text)
        lexed.tokens.append(word)
        lexed.unknown.append(word)
        return 1

    def _counts(self, raws: list[Raw], i: int) -> bool:
        """'a' / 'two' before 'step', 'war die', 'dice' is a count."""
        m = self._match(raws, i)
        return m is not None and m[1] in ("STEP", "WARDIE", "DICE", "LUCK")

    @staticmethod
    def _join_lists(tokens: list[Token]) -> list[Token]:
        """Keep lists whole: drop 'and' between two numbers, names or conditions ('3 and 9', 'Zoe and Elodie'),
        and a comma inside a list that a keyword opened ('helped by Zoe, Elodie', 'dice 6, 7, 1')."""
        last = len(tokens) - 1
        # Only a separator between two items of one kind can be dropped: most phrases have none.
        for k in range(1, last):
            if tokens[k].type == "SEP" and tokens[k - 1].type == tokens[k + 1].type:
                break
        else:
            return tokens
        out: list[Token] = []
        listing: str | None = None  # the kind of item a list opened by HELPED / ROLLED / DICE / WARDIE holds
        for k, tok in enumerate(tokens):
            kind = tok.type
            if kind == "SEP":
                if out and k < last:
                    prev, nxt = out[-1].type, tokens[k + 1].type
                    joins = tok.value.lower() in ("and", "&") and prev == nxt and prev in ("NUMBER", "NAME", "CUE")
                    # A list item ends there or goes on ("Zoe, Elodie"); "1 1, 12 war dice" or "Zoe, Elodie rolled
                    # 6 7" start a clause of their own.
                    after = tokens[k + 2].type if k + 2 <= last else None
                    item = after in (None, "SEP", listing)
                    if joins or (tok.value == "," and listing is not None and prev == nxt == listing and item) or (
                            tok.value == "," and prev == nxt == "NAME" and _names_then_and(tokens, k + 1)):
                        continue
            elif kind == "HELPED":
                listing = "NAME"
            elif kind in ("ROLLED", "DICE", "WARDIE") or (kind == "COLON" and k < last and tokens[k + 1].type == "NUMBER"):
                listing = "NUMBER"  # ("shoot the guard: 7, 2": the faces after a colon are one list too)
            elif kind != listing and kind != "COLON":
                listing = None
            out.append(tok)
        return out


def _names_then_and(tokens: list[Token], k: int) -> bool:
    """'Zoe, Elodie and Mavros': from k, names joined by commas and then 'and' and a last name (one list)."""
    while k < len(tokens) and tokens[k].type == "NAME":
        if k + 2 < len(tokens) and tokens[k + 1].type == "SEP" and tokens[k + 2].type == "NAME":
            if str(tokens[k + 1].value).lower() in ("and", "&"):
                return True
            if tokens[k + 1].value != ",":
                return False
            k += 2
            continue
        return False
    return False


def _short_names(vocabulary: Vocabulary) -> dict[str, str]:
    """A first or last name that stands for one loaded name of several words ("Hale" for Director Hale), when no
    other name, and no rules word, has that part."""
    seen: dict[str, set[str]] = {}
    for term in vocabulary.terms.values():
        if term.kind != "name" or " " not in str(term.value):
            continue
        for part in str(term.value).split(" "):
            if len(part) >= 3 and part[:1].isupper():
                seen.setdefault(part.lower(), set()).add(str(term.value))
    return {part: next(iter(names)) for part, names in seen.items()
            if len(names) == 1 and part not in vocabulary.terms and part not in KEYWORDS and part not in FILLER}


def _question(raws: list[Raw], i: int, lexed: Lexed) -> int:
    """Where reading goes on when raws[i:] opens a question about chances: past the frame's words, with the person
    it names ("can Zoe ...?", "what are Boone's odds") left in their place to be read as who acts."""
    end, person = question_at(raws, i)
    if end == i:
        return i
    lexed.question = True
    raws[i:end] = [person] if person is not None else []
    return i


# Words after which a gerund says what someone else does or stops doing, never the roll's action: "talk the guard
# out of shooting us", "scare him into running", "stop her from calling the cops", "instead of fighting".
def _after_complement_word(raws: list[Raw], i: int) -> bool:
    """raws[i] (a word ending in -ing) comes right after 'into', 'from', 'out of' or 'instead of'."""
    if i < 1 or len(raws[i].low) <= 5:
        return False
    before = raws[i - 1].low
    if before in ("into", "from"):
        return True
    return before == "of" and i >= 2 and raws[i - 2].low in ("out", "instead")
