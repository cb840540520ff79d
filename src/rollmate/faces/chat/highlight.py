"""Highlighting as you type: the grammar's own lexer says which words are skills, tricks, DLs, names and dice."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.lexers import Lexer

from rollmate.errors import RollmateError
from rollmate.rules.vocabulary import Vocabulary

CLASSES = {
    "SKILL": "class:word.skill", "TRICK": "class:word.trick", "VERB": "class:word.trick",
    "ABILITY": "class:word.ability", "DLNAME": "class:word.dl", "TRAIT": "class:word.dl",
    "SECURITY": "class:word.dl", "NAME": "class:word.name", "NUMBER": "class:word.dice",
    "SIGNED": "class:word.dice", "RESOURCE": "class:word.resource",
    "USE": "class:word.resource",
}


def spans(text: str, vocabulary: Vocabulary) -> list[tuple[int, int, str]]:
    """(start, end, style) for every recognised word of a phrase; slash commands as one span."""
    if text.lstrip().startswith("/"):
        start = len(text) - len(text.lstrip())
        end = text.find(" ", start)
        return [(start, len(text) if end < 0 else end, "class:word.command")]
    if not text.strip():
        return []
    try:
        tokens = _lexer(vocabulary).lex(text).tokens
    except RollmateError:  # half-typed text the grammar can't read yet: show it plain
        return []
    out = []
    for token in tokens:
        style = CLASSES.get(token.type)
        if style and token.start_pos is not None and token.end_pos is not None:
            out.append((token.start_pos, token.end_pos, style))
    return out


@lru_cache(maxsize=4)
def _lexer(vocabulary: Vocabulary):  # type: ignore[no-untyped-def]
    from rollmate.grammar.lexer import PhraseLexer  # not before the first key: the prompt comes up sooner

    return PhraseLexer(vocabulary)


def fragments(text: str, vocabulary: Vocabulary) -> StyleAndTextTuples:
    out: StyleAndTextTuples = []
    at = 0
    for start, end, style in spans(text, vocabulary):
        if start < at:
            continue
        if start > at:
            out.append(("", text[at:start]))
        out.append((style, text[start:end]))
        at = end
    if at < len(text):
        out.append(("", text[at:]))
    return out


class PhraseLexerForPrompt(Lexer):
    """A prompt_toolkit Lexer over the active system's vocabulary (read fresh each time: /load, /system)."""

    def __init__(self, vocabulary: Callable[[], Vocabulary]) -> None:
        self.vocabulary = vocabulary

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        vocabulary = self.vocabulary()
        lines = [fragments(line, vocabulary) for line in document.lines]
        return lambda number: lines[number] if number < len(lines) else []
