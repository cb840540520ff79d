"""A recap's clauses that say no roll was made, or that tell what others did, are the scene: "Tobin handled the
Bluecoats (no roll), Vesna kept watch, and Lidia attuned to the ghost, rolled 4 3 1" is Lidia's roll, and Tobin and
Vesna are part of the story around it.

- A clause marked by an aside that says it had no roll: "(no roll)", "(no rolls)", "(RP only)", "(pure RP, no
  dice)", "(no roll for him, he just stood there)". It runs back from the aside to the last comma, semicolon,
  sentence end or colon before it (or the "while", "so", "then" that opens it).
- In a post headed as a recap ("Recap:", "For the log:"), a clause opened by someone of the party who is not the
  one whose clause holds the dice, holding only the story's words: the dice belong to the clause they are said in
  (a clause with a rules word, "Ilse assisted with a Good Success", stays to be read).
- In a recap, a sentence after the one that holds the dice, with nothing in it but the story's words ("Next week we
  hit the motor pool."): the table's talk after the roll.
- In any post, a time clause opening a sentence and said of someone of the party, with another one of them opening
  what follows ("right after Dex cut the lights, the guard fired at him"; "when Dex tripped the alarm the guard
  fired"): what happened before, never who rolls.
Each goes as blanks, so the post keeps its columns; a clause holding a number keeps it, as does a post with nothing
left to roll.

A post in parts headed by turn ("Last turn:" ... "This turn:", "Earlier:" ... "Now:") tells the earlier part as what
happened before: earlier() takes it out whole, headings and all, and what follows the heading of now is the roll."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

# An aside saying no roll was made: "(no roll)", "(no rolls either)", "(RP only)", "(pure RP, no dice)".
_NO_ROLL = (r"(?i)\(\s*(?:[^()]*?\b)?(?:no\s+(?:roll|rolls|rolling|dice|check)|rp\s+only|pure\s+rp|"
            r"just\s+rp|roleplay(?:ed)?\s+only)\b[^()]*\)")
# Where the clause before an aside opens: a mark that ends a clause, or a word that opens one.
_OPENS = r"(?i)[,;:.!?]|\b(?:then|while|whilst|so|meanwhile)\b"
_DIGIT = r"\d"
# Dice said as words ("snake eyes", "boxcars"): what is left still holds a roll.
_IDIOM = r"(?i)\b(?:snake\s*eyes|boxcars|double\s+\w+|a\s+pair\s+of)\b"
# A clause of a recap: from a mark that ends one to the next, its opening joiners ("and then") aside.
_CLAUSE = r"[^,;:.!?()]+"
_JOINERS = r"(?i)\s*(?:(?:and|then|so|while|whilst|but|meanwhile)\b\s*)*"
_FIRST = r"[^\W\d_][\w-]*"


def unrolled(text: str, *, recap: bool = False, names: frozenset[str] = frozenset(),
             story: Callable[[str], bool] = lambda said: False) -> str:
    """The text with the clauses of the scene blanked (see the module docstring); `recap`: the post is headed as one;
    `names`: the party's names and the words of them, lowercase; `story`: whether a piece of the text holds only the
    story's words (no rules word, number or dice)."""
    if "(" not in text and not recap and not (may_say(text, _WHEN_WORDS) and re.search(_WHEN, text)):
        return text
    chars = list(text)
    blanked = False
    for aside in re.finditer(_NO_ROLL, text):
        before = text[: aside.start()]
        start = max((m.end() for m in re.finditer(_OPENS, before)), default=0)
        if re.compile(_DIGIT).search(text, start, aside.end()):
            continue  # a number in the clause is a rules value or the scene's: it stays to be read
        chars[start : aside.end()] = " " * (aside.end() - start)
        blanked = True
    if names:
        blanked = _before(chars, names, story) or blanked
    if recap and names:
        blanked = _others(chars, names, story) or blanked
    if recap:
        blanked = _after(chars, story) or blanked
    if not blanked:
        return text
    said = "".join(chars)
    return said if _rolled(said) else text


def _rolled(said: str) -> bool:
    return bool(re.search(_DIGIT, said) or re.search(_IDIOM, said))


def _others(chars: list[str], names: frozenset[str], story: Callable[[str], bool]) -> bool:
    """Blank the recap's clauses that someone else opens (see the module docstring), where they hold only the story's
    words ("Ilse assisted with a Good Success" says how the roll was helped, and stays to be read); whether any
    went."""
    said = "".join(chars)
    opened: list[tuple[str, int, int]] = []  # (who, where their part starts, where their opening clause ends)
    for clause in re.finditer(_CLAUSE, said):
        joined = re.compile(_JOINERS).match(said, clause.start())
        first = re.compile(_FIRST).match(said, joined.end() if joined else clause.start())
        if first is None:
            continue
        who = first.group().lower()
        who = who[:-2] if who.endswith("'s") else who
        if who in names:
            opened.append((who, clause.start(), clause.end()))
    if len({who for who, _, _ in opened}) < 2:
        return False
    parts = [(who, start, opened[k + 1][1] if k + 1 < len(opened) else len(said), end)
             for k, (who, start, end) in enumerate(opened)]
    rolling = {who for who, start, stop, _ in parts if _rolled(said[start:stop])}
    if len(rolling) != 1:
        return False  # no one's clause, or more than one person's, holds dice: the reading asks
    went = False
    for who, start, _, end in parts:
        if who not in rolling and not re.compile(_DIGIT).search(said, start, end) and story(said[start:end]):
            chars[start:end] = " " * (end - start)
            went = True
    return went


_SENTENCE = r"[^.!?]+[.!?]*"
# A time clause opening a sentence (or the post, or what follows a heading's colon), and the first word of whom it
# is said: "right after Dex cut the lights", "when the guard fired", "as soon as Vex ...", "just as Dex ...", "while
# Dex fumbled with the lock", "before Dex could react", "the moment Dex ...".
_WHEN = (r"(?i)(?:^|(?<=[.!?:;]))\s*(?:(?:right|just|only|moments?|seconds?|shortly|immediately|directly|soon|even)"
         r"\s+)?(?:after|when|once|as\s+soon\s+as|as|the\s+moment|the\s+instant|the\s+second|before|while|whilst)\s+"
         r"(?:the\s+)?(?P<who>[^\W\d_][\w-]*)(?![\w'’])")
_WHEN_WORDS = ("after", "when", "once", "as", "moment", "instant", "second", "before", "while", "whilst")  # one is said
_WORD = r"[^\W\d_][\w'’-]*"


def _before(chars: list[str], names: frozenset[str], story: Callable[[str], bool]) -> bool:
    """Blank the time clauses that open a sentence and are said of someone of the party, where another of them opens
    what follows (after the clause's comma, or else at the next one of them named after a word that is no name and
    before a word that is no article): only the story's words, and no number, in the clause; whether any went."""
    said = "".join(chars)
    went = False
    for when in re.finditer(_WHEN, said):
        who = when.group("who").lower()
        if who not in names:
            continue
        end = _opens_after(said, when, who, names)
        if end is None or re.compile(_DIGIT).search(said, when.start(), end) \
                or not story(said[when.start("who") : end]):
            continue
        if all(m.group().lower() in names for m in re.finditer(_WORD, said[when.end() : end])):
            continue  # "as Ripper, Jonesy gives me ...": who speaks, with nothing done, never a time clause
        chars[when.start() : end] = " " * (end - when.start())
        went = True
    return went


def _opens_after(said: str, when: re.Match[str], who: str, names: frozenset[str]) -> int | None:
    """Where what follows a time clause (_WHEN) opens with someone else of the party, or None."""
    stop = min((k for k in (said.find(mark, when.end()) for mark in ".!?;") if k >= 0), default=len(said))
    comma = said.find(",", when.end(), stop)
    word = re.compile(_WORD)
    if comma >= 0:
        nxt = word.search(said, comma + 1, stop)
        if nxt is not None and nxt.group().lower() == "the":
            nxt = word.search(said, nxt.end(), stop)
        if nxt is not None and nxt.group().lower() in names and nxt.group().lower() != who:
            return comma + 1
    words = [(m.start(), m.group().lower()) for m in word.finditer(said, when.end(), comma if comma >= 0 else stop)]
    k = 0
    while k < len(words) and words[k][1] in names:  # the rest of their own name ("Officer Kwan")
        k += 1
    for j in range(k, len(words) - 1):
        start, said_word = words[j]
        if said_word in names and said_word != who and words[j + 1][1] not in _NO_VERB \
                and words[j + 1][1] not in names:
            before = said[:start].rstrip()
            return before.rfind(" ") + 1 if before.lower().endswith(" the") else start  # "the guard": all of it
    return None


# Words that no one's doing starts with: after a name, they say it is acted on ("handed Vex the key").
_NO_VERB = frozenset({"the", "a", "an", "his", "her", "their", "its", "my", "our", "your", "to", "and", "or", "of"})


def _after(chars: list[str], story: Callable[[str], bool]) -> bool:
    """Blank the recap's sentences after the last one that holds dice, where they hold only the story's words."""
    said = "".join(chars)
    sentences = [m.span() for m in re.finditer(_SENTENCE, said) if m.group().strip(" .!?")]
    last = max((k for k, (start, end) in enumerate(sentences) if _rolled(said[start:end])), default=None)
    went = False
    for start, end in sentences[last + 1 :] if last is not None else ():
        if story(said[start:end]):
            chars[start:end] = " " * (end - start)
            went = True
    return went


EARLIER_NOTE = "told under a heading of an earlier turn: what happened before, not this roll"
_EARLIER = Later(r"(?im)^[ \t]*(?:last|previous|earlier)\s+(?:turn|round|scene|post)\s*:[ \t]*$|"
                 r"^[ \t]*(?:previously|earlier|last\s+time)\s*:[ \t]*$")
_NOW = Later(r"(?im)^[ \t]*(?:this|current)\s+(?:turn|round|scene|post)\s*:[ \t]*$|^[ \t]*now\s*:[ \t]*$")


def earlier(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The post with its part headed as an earlier turn taken out (see the module docstring), and where it stood."""
    if ":" not in text or "\n" not in text:
        return text, ()
    before = _EARLIER.search(text)
    now = _NOW.search(text, before.end()) if before is not None else None
    if before is None or now is None:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post told in turns

    start, end = before.start() + len(before.group()) - len(before.group().lstrip()), now.end()
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:], (Frame("earlier turn", start, end),)
