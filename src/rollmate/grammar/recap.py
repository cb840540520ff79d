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
Each goes as blanks, so the post keeps its columns; a clause holding a number keeps it, as does a post with nothing
left to roll."""

from __future__ import annotations

import re
from collections.abc import Callable

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
    if "(" not in text and not recap:
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
