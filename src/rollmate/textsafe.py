"""Untrusted text made harmless where it leaves rollmate: terminal prose, Markdown journals and JSON.

Names, gear and phrases come from sheet files and players, so they may carry terminal escape sequences
(set the title, clear the screen, write the clipboard), bells, 8-bit controls, bidi overrides that reorder
what is shown, or invisible zero-width characters. Every writer passes its text through one function here:

- `terminal(text)`: each unsafe character becomes one visible U+FFFD, so an escape sequence loses its ESC
  and does nothing, and a caret line under a phrase still points at the right column;
- `markdown(text)`: the same, on one line, with Markdown's punctuation escaped so a name cannot add links,
  emphasis, headings or HTML to a journal;
- `json_text(dumped)`: the unsafe characters of an already dumped JSON document written as \\u escapes, so the
  data is unchanged when parsed and nothing raw reaches a terminal that shows the JSON.

`unsafe_in(text)` is the check sheets use to refuse such names outright.
"""

from __future__ import annotations

import re
import unicodedata

REPLACEMENT = "\ufffd"

# Zero-width and bidi characters are format characters (Cf); C0 and C1 controls are Cc; line and paragraph
# separators (Zl, Zp) break lines where no newline was written; private-use and unassigned code points show
# as anything at all. Surrogates (Cs) cannot be encoded.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_KEPT = frozenset("\n")
_MARKDOWN_SPECIAL = r"([\\`*_\[\]<>#|~&])"
_MARKDOWN_LINE_START = r"^(\s*)([+=-]|\d+(?=[.)]))"  # a list item, a setext underline


def is_unsafe(char: str) -> bool:
    """True for a character no output should show raw (newline is judged by the caller)."""
    return unicodedata.category(char) in _UNSAFE_CATEGORIES


def unsafe_in(text: str) -> list[str]:
    """The unsafe characters of `text`, named like 'U+202E', in order of first appearance (newline counts)."""
    found = dict.fromkeys(f"U+{ord(c):04X}" for c in text if is_unsafe(c))
    return list(found)


def terminal(text: str) -> str:
    """Text for a terminal: newlines kept, every other unsafe character replaced by U+FFFD (one for one)."""
    if all(line.isprintable() for line in text.split("\n")):  # the common case, checked at C speed
        return text
    return "".join(c if c in _KEPT or not is_unsafe(c) else REPLACEMENT for c in text)


def markdown(text: str) -> str:
    """Text for a Markdown journal: one line, unsafe characters replaced, Markdown punctuation escaped."""
    cleaned = text.replace("\n", " ")
    if not cleaned.isprintable():  # printable text has no unsafe character: checked at C speed
        cleaned = "".join(REPLACEMENT if is_unsafe(c) else c for c in cleaned)
    escaped = re.sub(_MARKDOWN_SPECIAL, r"\\\1", cleaned)
    start = re.match(_MARKDOWN_LINE_START, escaped)
    if start is None:
        return escaped
    if start.group(2)[0].isdigit():  # "12. x" would become a numbered list: escape the dot or parenthesis
        cut = start.end()
        return f"{escaped[:cut]}\\{escaped[cut:]}"
    return f"{start.group(1)}\\{escaped[start.end(1):]}"


def json_text(dumped: str, *, ascii_only: bool = False) -> str:
    """An already dumped JSON document with every unsafe character (all non-ASCII if `ascii_only`) as \\u escapes.

    json.dumps escapes C0 controls itself; C1 controls, bidi and zero-width characters pass through raw, and
    outside strings JSON has only ASCII, so replacing them character by character keeps the document valid.
    """
    if dumped.isascii() or (not ascii_only and dumped.isprintable()):
        return dumped
    return "".join(_escape(c) if (ascii_only and not c.isascii()) or is_unsafe(c) else c for c in dumped)


def _escape(char: str) -> str:
    code = ord(char)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000  # outside the BMP JSON spells a character as its UTF-16 surrogate pair
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
