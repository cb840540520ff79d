"""A cue's note after its colon, in the player's own words ("with a devil's bargain: the crew's noodle shop burns
down next episode. Dice: 3, 3, 2, 1"): the words of the note run to the end of their sentence, or up to the dice said
after a comma ("devil's bargain: the Bluecoats get a tip, rolled 6 4 2 1"), and are the note, never a rules word nor someone
acting (a note of a signed number, '+1 heat', the game's reading counts itself). Which cues take a note is the game's (Vocabulary.noted_cues). Each note goes as blanks, its columns kept;
Read as shows it as not used."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rollmate.grammar.blanks import blanked
from rollmate.grammar.literals import may_say
from rollmate.rules.vocabulary import NOTE_KIND, per_cast

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame
    from rollmate.rules.vocabulary import Vocabulary

NOTES = {NOTE_KIND: "the note of the rules word before its colon, in the player's words"}

# Where a note ends: its sentence's end (a full stop before no digit) or its bracket's, a dash, an arrow, or a
# comma, 'and' or 'then' before the dice ("..., rolled 6 4 2 1", "... and rolled 5 3", ", 6 4 2", ", six three one").
_END = (r"(?=[.!?;\n)\]](?!\d)|\s*(?:->|=>|→|=|[—–]|\s-\s)|\s*,?\s*\b(?:and|then)\s+(?:I\s+|she\s+|he\s+|they\s+)?"
        r"(?:roll|rolls|rolled|got|throws?)\b|,\s*(?:roll|rolls|rolled|dice|die|got|throws?)\b"
        r"|,\s*(?:\d|(?:one|two|three|four|five|six)\b)|$)")


@per_cast
def _pattern(vocabulary: Vocabulary) -> tuple[re.Pattern[str] | None, tuple[str, ...]]:
    """The noted cues' words, each before a colon, and the last word of each, for the post's gate."""
    said = sorted((phrase for phrase, term in vocabulary.terms.items()
                   if term.kind == "cue" and term.value in vocabulary.noted_cues), key=len, reverse=True)
    if not said:
        return None, ()
    words = "|".join(re.escape(p).replace(r"\ ", r"[\s-]+").replace("'", "['’]?") for p in said)
    return re.compile(r"(?i)(?<![\w'’])(?:" + words + r")[ \t]*:[ \t]*(?P<note>[^\s:].*?)" + _END), \
        tuple(dict.fromkeys(re.findall(r"[a-z]+", p)[-1] for p in said))


def noted(text: str, vocabulary: Vocabulary) -> tuple[str, tuple[Frame, ...]]:
    """The post with each noted cue's note blanked (see the module docstring), and where each stood."""
    if not vocabulary.noted_cues or ":" not in text:
        return text, ()
    pattern, openers = _pattern(vocabulary)
    if pattern is None or not may_say(text, openers):
        return text, ()
    found = [m for m in pattern.finditer(text)
             if m.group("note").strip() and not re.match(r"[+-]\s*\d", m.group("note"))]  # ('+1 heat': the rules'
    # own reading counts it)
    if not found:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post that has one

    colons = [(text.rindex(":", 0, m.start("note")), m.start("note")) for m in found]  # (the colon goes too: no label)
    return blanked(text, [*colons, *(m.span("note") for m in found)]), \
        tuple(Frame(NOTE_KIND, m.start("note"), m.end("note")) for m in found)
