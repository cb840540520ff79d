"""Styled text wrapped to the terminal's width, between words: a long line goes on below, indented under its own
words (a numbered step's under its title, a tip's under its advice: after the label fragments it opens with), never
split in the middle of a word unless the word alone is wider than the screen."""

from __future__ import annotations

import re

from rollmate.table.show import LABEL, Fragments

MIN_WIDTH = 20  # narrower than this, wrapping would only make things worse


def wrap(fragments: Fragments, width: int) -> Fragments:
    if width < MIN_WIDTH:
        return fragments
    out: Fragments = []
    for line in _lines(fragments):
        out += _wrap_line(line, width)
    return out


def _lines(fragments: Fragments) -> list[Fragments]:
    """The fragments cut at each newline; each line keeps its newline in its last fragment."""
    lines: list[Fragments] = [[]]
    for style, text in fragments:
        parts = text.split("\n")
        for i, part in enumerate(parts):
            if part or i < len(parts) - 1:
                lines[-1].append((style, part + ("\n" if i < len(parts) - 1 else "")))
            if i < len(parts) - 1:
                lines.append([])
    return [line for line in lines if line]


def _hang(line: Fragments) -> int:
    """Where a line's own words start: after its indent and the labels it opens with ('1. ', 'Tip: '), each a
    fragment marked LABEL (table/show.labelled). The words are never read: a name or a phrase that looks like a
    label is words."""
    column = 0
    for style, fragment in line:
        text = fragment.rstrip("\n")
        if LABEL in style.split() or not text.strip():
            column += len(text)
        else:
            return column + len(text) - len(text.lstrip(" "))
    return column


def _wrap_line(line: Fragments, width: int) -> Fragments:
    text = "".join(t for _, t in line).rstrip("\n")
    if len(text) <= width:
        return line
    indent = " " * min(_hang(line), width // 2)
    ends_line = line[-1][1].endswith("\n")
    # (style, word or space) pieces, so a break can fall at any space whatever its style
    pieces = [(style, piece) for style, t in line for piece in re.split(r"( +)", t.rstrip("\n")) if piece]
    out: Fragments = []
    column = 0
    space: tuple[str, str] | None = None  # the space before the next word, written only if the word fits after it
    for style, piece in pieces:
        if piece.startswith(" "):
            if column == 0:  # the line's own indent
                out.append((style, piece))
                column = len(piece)
            else:
                space = (style, piece)
            continue
        gap = len(space[1]) if space else 0
        if column and column + gap + len(piece) > width and column > len(indent):
            out.append(("", "\n" + indent))
            column, space, gap = len(indent), None, 0
        if gap and space is not None:
            out.append(space)
            column += gap
        space = None
        while column + len(piece) > width:  # a word wider than the screen: cut it, the last resort
            room = max(1, width - column)
            out += [(style, piece[:room]), ("", "\n" + indent)]
            column, piece = len(indent), piece[room:]
        if piece:
            out.append((style, piece))
            column += len(piece)
    if ends_line:
        out.append(("", "\n"))
    return out
