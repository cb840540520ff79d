"""What a character says aloud in a post, in quotation marks, is the scene: '"Who's first?" Nobody wants to be
first.', "'Easy does it,' she whispers". The reader never takes a rules value, a name or an action from it ('Easy'
is no difficulty there, 'Put' no one's name): its words go as blanks, so the post keeps its columns, and Read as
shows it as said in the scene.

- Double quotes ("...", “...”) and single ones ('...', ‘...’); a single quote opens only after a space, a mark or
  the start and before a letter, and closes only after a letter or a mark and before a space, a mark or the end,
  so "it's", "rollin'" and "the guards' post" are no quotation.
- Only speech: the words hold a space or end with a mark of speech (".", ",", "!", "?", "…", "-"). A word
  in quotes alone ("the 'Duchess'", 'a "quiet" job') is a name or a word said so and stays.
- A post that is nothing but the quotation ('"sneak past the guard, 6 3"') stays as typed: it was no character
  talking, but the player quoting themself.
"""

from __future__ import annotations

import re

# A quotation: double marks, typographic or straight, or single ones standing where a quotation opens and closes.
_QUOTE = (r"\"[^\"\n]+\"|“[^”\n]+”|‘[^’\n]+’|"
          r"(?<![\w'’])'(?=\w)(?:[^'\n]|(?<=\w)'(?=\w))*?[\w.,!?…-]'(?![\w'’])")
_SPEECH_END = tuple(".,!?…-")
NOTE = "said in the scene"
# The colon of a speech tag, right before the quotation it opens ('Haldor, low: "..."', 'Ilsa, to the doorman: "..."').
_TAG_COLON = r":[ \t]*$"
# A speaker's label before a colon: a name of capitalised words alone ('Kaito', 'General Ashby', 'GM').
_LABEL = r"[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*){0,3}"


def speech(text: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The text with what characters say blanked (see the module docstring), and where each quotation stood."""
    if not any(mark in text for mark in "\"“‘'"):
        return text, ()
    spans = []
    for found in re.finditer(_QUOTE, text):
        said = found.group()[1:-1].strip()
        if " " in said or said.endswith(_SPEECH_END):
            spans.append(found.span())
    if not spans:
        return text, ()
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
        if (tag := re.compile(_TAG_COLON).search(text, 0, start)) is not None \
                and not re.fullmatch(_LABEL, re.split(r"[.!?\n]", text[: tag.start()])[-1].strip()):
            chars[tag.start()] = ";"  # 'Haldor, low: "..."', 'Odalys breezes past the clerk: "..."': a speech
            # tag, who says it and how, never a speaker's label ('Kaito: "..."' stays one)
    said = "".join(chars)
    if not any(c.isalnum() for c in said):
        return text, ()
    return said, tuple(spans)
