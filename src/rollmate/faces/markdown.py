"""An answer as Markdown, for a face that posts to a chat (a chat bot): made from the answer's lines, each span styled
by its classes and each odds bar drawn from the chance it carries, never by reading the words back.

Every word is escaped (textsafe.markdown), so a phrase or a name that looks like Markdown, a tip or an odds bar is
shown as the words it is. A line of the answer is a line of the post, as chat apps show Markdown; the phrase with a
caret under the column a message names is a code block, monospaced as typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rollmate.table.core import Answer
from rollmate.table.render import BAR_WIDTH
from rollmate.table.show import Bar
from rollmate.table.views import Line, Shown
from rollmate.textsafe import REPLACEMENT, is_unsafe
from rollmate.textsafe import markdown as escaped

# How a span is marked, by its classes (views.classes): the first that matches wins; the rest are plain words.
BOLD = ("headline", "outcome", "section", "step-title", "error")
ITALIC = ("dim", "meaning", "tip", "note", "hint", "spent")
CODE = ("die", "dice", "example")
ITEM = ("step-number",)  # a numbered step's number ('1. '): the list item's own marker, as the chat writes it
BLOCK = ("caret",)  # the phrase and a caret under the column the message names: monospaced, as typed


def answer(said: Answer) -> str:
    """What a line got, for its author, as Markdown."""
    return markdown(said.lines)


def roll(shown: Shown) -> str:
    """A roll as everyone at the table sees it (a chat bot posts it to the channel): its number, then the roll whole."""
    number = f"**#{shown.id}**" + (" *(secret)*" if shown.secret else "") + (" ~~void~~" if shown.void else "")
    return f"{number} {escaped(shown.phrase)}\n{markdown(shown.lines)}"


def markdown(lines: Iterable[Line]) -> str:
    """Lines as Markdown: the odds bars and the numbered steps as lists, each ended by a blank line (a line after a
    list would join its last item)."""
    out: list[str] = []
    listed = False
    block: list[str] = []  # caret lines, kept in one monospaced block
    for line in lines:
        if line.bar is None and any(_mark(classes) == "block" for classes, _ in line.spans):
            block.append(_clean("".join(text for _, text in line.spans)))
            continue
        if block:
            out += _fenced(block)
            block = []
        item = line.bar is not None or _mark(line.spans[0][0] if line.spans else "") == "item"
        if listed and not item and out[-1]:
            out.append("")
        out.append(bar(line.bar) if line.bar is not None else _words(line.spans))
        listed = item
    out += _fenced(block) if block else []
    return "\n".join(out).strip("\n")


def _fenced(block: list[str]) -> list[str]:
    """Lines shown as typed, in a code block whose fence is longer than any run of backticks inside it."""
    longest = max((len(run) for text in block for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence, *block, fence]


def _clean(text: str) -> str:
    """Text shown as typed (in a code block): only characters that could act on a screen are replaced."""
    return "".join(REPLACEMENT if is_unsafe(c) else c for c in text)


def bar(chance: Bar) -> str:
    """An odds bar as a list item: '- Success `#########...........` 45.2% **<- this roll**'."""
    filled = max(0, min(BAR_WIDTH, round(chance.fraction * BAR_WIDTH)))
    drawn = "#" * filled + "." * (BAR_WIDTH - filled)
    mark = " **<- this roll**" if chance.marked else ""
    return f"- {escaped(chance.outcome)} `{drawn}` {_inline(chance.percent)}{mark}"


def _mark(classes: str) -> str:
    names = set(classes.split())
    for kind, wanted in (("block", BLOCK), ("item", ITEM), ("**", BOLD), ("*", ITALIC), ("`", CODE)):
        if names.intersection(wanted):
            return kind
    return ""


def _words(spans: tuple[tuple[str, str], ...]) -> str:
    """One line of words: neighbouring spans marked alike are marked once ('[3 4]' is one code span, not four)."""
    groups: list[tuple[str, str]] = []
    for classes, text in spans:
        mark = _mark(classes)
        if groups and groups[-1][0] == mark:
            groups[-1] = (mark, groups[-1][1] + text)
        else:
            groups.append((mark, text))
    out = "".join(_marked(mark, text, first=n == 0) for n, (mark, text) in enumerate(groups))
    return out.strip()  # a leading indent would make a code block of the line


def _marked(mark: str, text: str, *, first: bool) -> str:
    core = text.strip()
    if not core:
        return text
    lead, tail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
    if mark == "item":
        return f"{core} "
    if mark == "`" and "`" not in core:
        return f"{lead}`{core}`{tail}"
    words = escaped(core) if first and not mark else _inline(core)
    return f"{lead}{mark}{words}{mark}{tail}" if mark in ("**", "*") else f"{lead}{words}{tail}"


def _inline(text: str) -> str:
    """Words inside a line: their Markdown punctuation escaped ('-' or '1.' start no list here)."""
    return escaped("a" + text)[1:]
