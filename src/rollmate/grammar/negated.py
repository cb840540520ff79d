"""Rules values said with a negation ("no +1 for the pump", "without the +2", "not spending a war die", "the rain
doesn't make it harder", "no push", "the -1 doesn't apply"): taken out of the settled tokens and shown in the reading
as said not to apply, so the roll goes on without them. The words are data (negated.toml); the form is read here.

- A modifier, a bonus, dice added, a step of the difficulty, a resource spent, help (with whom it names: "not helped
  by Thorn") or a cue of the game (a push, a position) is denied by a negation right before it, with only words of taking, applying or making and articles
  between ("not taking the +1", "doesn't make it any harder", "won't raise it a step", "without a push"), or by words
  of not applying right after it ("the +1 doesn't apply").
- A reason said after a denied value ("for the pump", "from the wound") goes out with it, up to the clause's end, so
  it is neither the roll's action nor another value.
- Nothing else is touched: a negation of a deed is lexer._not_done's, a rejected value beside the one said is
  concluded.overruled's, a skill lacked is lacked.py's.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from lark import Token

from rollmate.grammar.later import Later, alternation
from rollmate.grammar.speech import NEGATED, taken_out

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

WORDS_FILE = Path(__file__).with_name("negated.toml")
_KEYS = ("negators", "between", "after", "reasons", "units", "resuming", "tried")
# Token types a negation denies: a modifier, a bonus, dice added, a step, a resource spent, a cue of the game.
_DENIED = frozenset({"SIGNED", "DICEMOD", "STEPS", "BONUS", "RESOURCE", "CUE", "RESTATED", "HELPED", "ADVANTAGE",
                     "DISADVANTAGE"})
# Of them, those only a bare negation denies, articles alone between (a cue is a word, "no push", "not risky": a verb
# of making or taking before it would be the scene's: "doesn't take the risky route"; "no advantage", "without
# disadvantage": the plain roll).
_BARE = frozenset({"CUE", "ADVANTAGE", "DISADVANTAGE"})
_BARE_BETWEEN = frozenset({"the", "a", "an", "any", "my", "his", "her", "their", "our", "your", "that", "this"})
# Negations that are no verb: what stands before them is no subject of theirs ("the rain, no step").
_PLAIN_NEGATORS = frozenset({"no", "not", "without", "never", "nor"})
# The most words between a cue and the verb it is the subject of ("the rain here doesn't make it harder").
_SUBJECT_GAP = r"(?:['’]s)?(?:\s+[a-z][\w'’-]*){0,2}\s*"
# Words that end a subject: what stands before them is another clause's ("risky, though the fog doesn't ...").
_NOT_SUBJECT = frozenset({"and", "but", "though", "although", "so", "while", "as", "because", "cos", "since", "if",
                          "when", "or", "then", "yet", "unless"})
# Token types a clause's subject of a denied step may hold: no deed, no rules value but a cue.
_SUBJECT_TYPES = frozenset({"WORD", "CUE", "POSS", "NAME", "STRANGER", "THEY", "PRONOUN", "SCENE"})
# Token types a reason said after a denied value may hold ("for the pump", "from Kes's assist").
# ("for the crowbar": a verb of the game said as a thing, in a reason)
_REASON_TYPES = frozenset({"WORD", "CUE", "POSS", "SCENE", "NAME", "STRANGER", "THEY", "PRONOUN", "VERB"})
# How far back a negation is looked for: the longest run of negation and words between is well within it.
_WINDOW = 90



@cache
def _patterns() -> tuple[str, str, str, str, frozenset[str], frozenset[str], str]:
    """The regex texts (compiled by re at use) for a negation before a value, a bare one, the words after a value that
    deny it and a reason's opening; the units and first words of negations; and a resuming pronoun after a '?' or a
    comma (the subject of the denial that follows it)."""
    from rollmate.rules.content import word_lists

    data = word_lists(WORDS_FILE, "negated", _KEYS)
    neg, between = alternation(data["negators"]), alternation(data["between"])
    before = rf"(?i)(?<![\w'])(?:{neg})(?:\s+(?:{between}))*\s*$"
    bare = rf"(?i)(?<![\w'])(?:{neg})(?:\s+(?:{alternation(_BARE_BETWEEN)}))*\s*$"
    resumed = rf"\s*(?:(?:but|though|yet|still)\s+)?(?:{alternation(data['resuming'])})\s+(?:{neg})(?:\s+(?:{between}))*"
    after = (rf"(?i)(?:\s+(?:{alternation(data['reasons'])})\s[^,.;:!?()\[\]\n]{{0,40}}?)?\s*(?:(?:{alternation(data['after'])})(?![\w'])"
             rf"|[?,]\s*(?:no|nope|nah)?[\s,.!]*{resumed}\s*(?=[,.;:!?]|$))")
    reason = rf"(?i)\s+(?:{alternation(data['reasons'])})\s"
    firsts = frozenset(w.split()[0].replace("'", "") for w in data["negators"] + data["after"])
    return before, bare, after, reason, frozenset(data["units"]), firsts, rf"(?i)\A{resumed}"


_LOW_WORDS = Later(r"[a-z']+")  # a lowercase text's words, apostrophes kept


def negated(tokens: list[Token], text: str) -> tuple[list[Token], list[Unsaid]]:
    """The tokens with each denied value (and the words denying it) taken out, and the spans taken out."""
    before, bare, after, reason, units, firsts, resumed = _patterns()
    low = text.lower().replace("’", "'")
    if not any(w.replace("'", "") in firsts for w in _LOW_WORDS.findall(low)):
        return tokens, []  # most phrases: no negation at all
    spans: list[tuple[int, int]] = []
    k = 0
    while k < len(tokens):
        tok = tokens[k]
        if tok.type not in _DENIED:
            k += 1
            continue
        window = low[max(0, tok.start_pos - _WINDOW) : tok.start_pos]
        said = re.search(bare if tok.type in _BARE else before, window)
        end_k = _with_unit(tokens, k, low, units)
        if tok.type == "HELPED":
            end_k = _with_helpers(tokens, end_k)  # "not helped by Thorn": the helper goes with the help denied
        if re.match(r"\s*\?", low[tokens[end_k].end_pos :]):
            k = end_k + 1  # "risky... no desperate?": a value asked about, which the rules read (or ask) as said
            continue
        if said is not None:
            start = tok.start_pos - len(window) + said.start()
            if tok.type not in _BARE and said.group().split()[0] not in _PLAIN_NEGATORS:
                start = _subject(tokens, k, start, low, resumed)  # "the rain doesn't make it harder": it goes too
            end_k = _with_reason(tokens, end_k, low, reason)
        else:
            denial = re.match(after, low[tokens[end_k].end_pos :])  # "the +1 (for the high ground) doesn't apply"
            if denial is None:
                k += 1
                continue
            spans.append((tok.start_pos, tokens[end_k].end_pos + denial.end()))
            k = end_k + 1
            continue
        spans.append((start, tokens[end_k].end_pos))
        k = end_k + 1
    if not spans:
        return tokens, []
    kept = [t for t in tokens if not any(a <= t.start_pos and t.end_pos <= b for a, b in spans)]
    return kept, [taken_out(a, b, NEGATED) for a, b in spans]


def _with_helpers(tokens: list[Token], k: int) -> int:
    """The last token of the help said at k with whom it names ('helped by Thorn and Cross'): denied, they help
    with nothing, and are no one the roll acts on either."""
    while k + 1 < len(tokens) and (tokens[k + 1].type in ("NAME", "STRANGER") or (
            k + 2 < len(tokens) and tokens[k + 1].type == "SEP" and str(tokens[k + 1].value).lower() == "and"
            and tokens[k + 2].type in ("NAME", "STRANGER"))):
        k += 1 if tokens[k + 1].type != "SEP" else 2
    return k


def _subject(tokens: list[Token], k: int, start: int, low: str, resumed: str) -> int:
    """Where the denial opening at `start` (a verb's negation before the value at k) opens with its subject: the
    clause's words before it when they name no deed ('the fog doesn't make it any harder', 'him being Friendly
    doesn't lower it'), else a cue of the game right before the negation ('sneaks past him though the rain doesn't
    make it harder'), whose own step or modifier the post denies with it; `start` itself when none stands there.
    A pronoun opening the denial right after a '?' or a comma takes up what was said before it ('Friendly? it doesn't
    make it easier', "he's Hostile, it won't raise it"): that is the subject."""
    j = k - 1
    while j >= 0 and tokens[j].start_pos >= start:
        j -= 1
    if j >= 1 and tokens[j].type == "SEP" and str(tokens[j].value) in ("?", ",") \
            and re.match(resumed, low[tokens[j].end_pos : tokens[k].start_pos]):
        j -= 1  # the clause before the '?' is the subject the pronoun takes up
    first = j
    while first >= 0 and tokens[first].type in _SUBJECT_TYPES:
        first -= 1
    if first < j and (first < 0 or tokens[first].type == "SEP"):
        return tokens[first + 1].start_pos  # the whole clause is the subject
    if j < 0 or tokens[j].type != "CUE":
        return start
    gap = low[tokens[j].end_pos : start]
    if re.fullmatch(_SUBJECT_GAP, gap) is None or set(re.findall(r"[a-z']+", gap)) & _NOT_SUBJECT:
        return start
    return tokens[j].start_pos


def _with_unit(tokens: list[Token], k: int, low: str, units: frozenset[str]) -> int:
    """The index of the last token of the value at k: a unit said right after a number goes with it ('+1d', '+1
    effect', '+1 forward'), as does the number after 'bonus'."""
    nxt = k + 1
    if nxt < len(tokens) and not low[tokens[k].end_pos : tokens[nxt].start_pos].strip():
        if tokens[k].type == "BONUS" and tokens[nxt].type in ("SIGNED", "NUMBER"):
            return nxt
        if low[tokens[nxt].start_pos : tokens[nxt].end_pos] in units:
            return nxt
    return k


def _with_reason(tokens: list[Token], k: int, low: str, reason: str) -> int:
    """The index of the last token of the reason said after the value ending at token k ('for the pump'), up to the
    clause's end; k itself when no reason follows."""
    if re.match(reason, low[tokens[k].end_pos :]) is None:
        return k
    j = k
    while j + 1 < len(tokens) and tokens[j + 1].type in _REASON_TYPES \
            and not re.search(r"[,.;:!?()\[\]\n]", low[tokens[j].end_pos : tokens[j + 1].start_pos]) \
            and not set(re.findall(r"[a-z']+", low[tokens[j].end_pos : tokens[j + 1].end_pos])) & _NOT_SUBJECT:
        j += 1  # (up to the clause's end, or a word that opens another: "no +1 for the pump so she ...")
    return j


@cache
def tried() -> frozenset[str]:
    """The nouns after 'no' that say a thing was tried and not done, before its -ing form ("no luck selling the deck
    yet", negated.toml: tried): the scene, no deed of the roll."""
    from rollmate.rules.content import word_lists

    return frozenset(word_lists(WORDS_FILE, "negated", _KEYS)["tried"])
