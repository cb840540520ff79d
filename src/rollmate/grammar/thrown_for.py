"""Dice thrown by one person for another, read as the dice of the one they were thrown for: "dad rolled 4 4 2 for
the goon", "the GM rolled for the warden: 6, 1, 2", "the referee threw 4 and 9 for Hale". Who throws them (a parent
running the game, the GM, a friend) is only the hand at the table; the dice are the goon's, the warden's.

- The one thrown for is a loaded person (a character or one the GM plays), named as the sheets name them; a word
  that names no one ("rolled 4 5 for initiative", "for the jump") is left as typed.
- The thrower is up to two words opening the clause ("and mum", "GM", "the referee", "I"), never a loaded name
  that is the one thrown for.
- "I'm rolling for him" after one loaded person is named: the writer's hand only, blanked; the one named is who
  acts, as the post tells it (with no one, or several, named before it, the post is left as typed).
- The post is read as if it said "the goon rolled 4 4 2" / "the warden rolled 6, 1, 2" where the thrower's
  words stood; each part of the reading (and a refusal's caret) is placed back where the post has its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_THROWN = r"(?:rolled|rolls|threw|throws)"
_FACES = r"\d+(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s+)\d+)*"
_WHOM = r"(?P<whom>(?:the\s+)?[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?)"
_OPENS = r"(?:^|(?<=[,;.!?:(])\s*|\band\s+|\bthen\s+)"
_THROWER = r"(?P<thrower>(?:(?:the|my|our|his|her|their)\s+)?[^\W\d_][\w'’]*)\s+"  # "mum", "the GM", "my brother"
# "dad rolled 4 4 2 for the goon", "the GM rolled for the warden: 6, 1, 2"
_AFTER = rf"(?i){_OPENS}{_THROWER}(?P<verb>{_THROWN})\s+(?P<faces>{_FACES})\s+for\s+{_WHOM}(?=\s*(?:[,;.!?)]|$))"
_BEFORE = rf"(?i){_OPENS}{_THROWER}(?P<verb>{_THROWN})\s+for\s+{_WHOM}\s*:\s*(?P<faces>{_FACES})(?=\s*(?:[,;.!?)]|$))"


def thrown_for(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[int, ...]] | None:
    """(the post as if the one thrown for rolled the dice, where each of its characters stands in the post), or
    None where no dice are thrown for a loaded person (see the module). `whom(words)`: the loaded names lowercase
    words stand for."""
    low = text.lower()
    if " for " not in low or not any(v in low for v in ("roll", "threw", "throw")):
        return None
    for pattern in (_AFTER, _BEFORE):
        for found in re.finditer(pattern, text):
            said = _said(found.group("whom"), whom)
            if said is None or whom(found.group("thrower").lower()) == whom(said.lower()) != ():
                continue
            start = found.start("whom")
            spans = [(start, start + len(said)), (found.start("verb"), found.end("verb")),
                     (found.start("faces"), found.end("faces"))]
            inner = " ".join(text[a:b] for a, b in spans)
            where = [*range(spans[0][0], spans[0][1]), spans[0][1], *range(spans[1][0], spans[1][1]), spans[1][1],
                     *range(spans[2][0], spans[2][1])]
            first, last = found.start("thrower"), found.end()
            inner = inner.ljust(last - first)  # (never shorter than the words it stands for: the rest reads on)
            where += [where[-1]] * (len(inner) - len(where))
            return text[:first] + inner + text[last:], (*range(first), *where, *range(last, len(text)))
    for found in re.finditer(_FOR_THEM, text):  # "sergeant lomax searches the van, and i'm rolling for him, 3 and 1"
        before = re.findall(r"[^\W\d_][\w'’-]*", text[: found.start()].lower())
        said = [" ".join(before[k : k + size]) for k in range(len(before)) for size in (1, 2, 3) if k + size <= len(before)]
        named = {n for words in said for n in whom(words)
                 if words in n.lower().split() or words == n.lower() or f"the {words}" == n.lower()}
        # (a whole name or a word of it: never 'the van' for Vance; 'night guard' for the night guard)
        spoken_to = {n for m in _SPOKEN_TO.finditer(text, 0, found.start()) for n in whom(m.group(1).lower())}
        if len(named) > 1 and len(named - spoken_to) == 1:
            named -= spoken_to  # "Kid, the night guard comes round ...": the one spoken to is 'you', never the one
            # 'him' stands for
        if len(named) != 1:
            continue
        first, last = found.span("hand")  # the one the pronoun stands for, named before it: the writer's hand only
        if re.match(r"\s*:", text[last:]):  # "... I rolled for him: 8 and 5", read as "the night guard rolled: 8 and 5"
            name = next(iter(named))
            inner = f"{name} rolled".ljust(last - first)
            where = [found.start("pronoun")] * len(name) + [found.start("verb")] * (len(inner) - len(name))
            return text[:first] + inner + text[last:], (*range(first), *where, *range(last, len(text)))
        return text[:first] + " " * (last - first) + text[last:], tuple(range(len(text)))
    return None


# The writer, or the GM, saying they throw the dice for someone named before ("and i'm rolling for him, 3 and 1", "GM
# rolled for him: 8 and 7"): their hand.
_FOR_THEM = (r"(?i)(?:^|(?<=[,;.!?:(—–-])\s*|\band\s+)(?P<hand>(?:i['’]m|im|i\s+am|i|(?:the\s+)?(?:gm|dm|mc|referee|ref))"
             r"\s+(?P<verb>rolling|rolled|rolls|roll|threw)"
             r"\s+for\s+(?P<pronoun>him|her|them))\b")
# A name opening a sentence and set off by a comma: the one the post speaks to ("Kid, the guard comes round").
_SPOKEN_TO = re.compile(r"(?:^|(?<=[.!?])\s+)([^\W\d_][\w'’-]*),")


def _said(words: str, whom: Callable[[str], tuple[str, ...]]) -> str | None:
    """The words when they name one loaded person ("Hale", "the goon"), or None."""
    return words if len(whom(" ".join(words.lower().split()))) == 1 else None
