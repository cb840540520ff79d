"""A text adventure's typed commands read as the frame: a line of a transcript opened by '>' and a few plain words
("> sneak past guard", "> spend luck", "> talk to gatekeeper") is what the player typed, and the narration after it says
what is done. Where the narration after it says the command again (one word of it at least, and a word of each of
its rules words but its verb, a resource's said as a rules word again, the verb maybe in other words: "> spend luck"
over "You spend a luck point ...", "> bluff guard" over "Compass bluffs the guard ...", "> shoot drone" over "... a
single shot at the drone"), the command goes as blanks, so a spend or a deed is counted once; a command the
narration does not say again ("> roll Bea/Spelunking" over "The narrator wants to know ...", "> spend luck" over
"[Junie has 1 luck point left.]") stays, and is read with the post.

The command goes as blanks, so the post keeps its columns; Read as shows it as not used, with a note.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the command typed: the narration after it says what is done"

# A command line: '>' opening a line, then one to six words of letters (a count may stand among them: "> spend 2 war
# dice"; a comma between two: "> spend luck, avoid the glitch"), no mark that a message or a speaker's label would
# have, and a line of narration after it.
_COMMAND = Later(r"(?m)^[ \t]*>[ \t]*(?P<said>[a-z][a-z'’-]*(?:,?[ \t]+(?:[a-z][a-z'’/-]*|\d{1,2})){0,5})"
                 r"[ \t]*[.!]?[ \t]*$(?=\n[ \t]*[^\s>]|\n(?:[ \t]*>[^\n]*\n)+[ \t]*[^\s>])")
_WORD = r"[^\W\d_][\w'’-]*"
_SMALL = frozenset({"the", "a", "an", "to", "at", "on", "in", "of", "with", "up", "out", "and", "my", "your", "it"})


def typed_commands(text: str, rules_words: Callable[[str], list[tuple[int, int, str]]]
                   ) -> tuple[str, tuple[Frame, ...]]:
    """The text with each command the narration says again blanked, and where they stood; `rules_words(words)`: where
    the rules words of some words stand (parser._rules_words)."""
    if ">" not in text or "\n" not in text:
        return text, ()
    found = list(_COMMAND.finditer(text))
    if not found:
        return text, ()
    blanked = text
    for command in found:
        blanked = blanked[: command.start()] + " " * (command.end() - command.start()) + blanked[command.end() :]
    from rollmate.grammar.marks import Frame  # built by the first post that needs one

    chars, frames = list(text), []
    for command in found:
        after = blanked[command.end() :]  # the narration after it, the other commands left out
        said_again = _words(after)
        ruled_again = {w for start, end, _ in rules_words(after) for w in _words(after[start:end])}
        said = command.group("said")
        words = [w for w in re.findall(_WORD, said.lower()) if w not in _SMALL and len(w) > 2]  # (never 'i', 'x')
        verb = words[0] if words else ""
        if not any(_again(w, said_again) for w in words) or not all(
                any(_again(w, ruled_again if kind == "roll" else said_again) for w in named)
                for start, end, kind in rules_words(said)
                if (named := [w for w in _words(said[start:end]) if w not in _SMALL and w != verb])):
            continue
        start = command.start() + len(command.group()) - len(command.group().lstrip())
        chars[start : command.end()] = " " * (command.end() - start)
        frames.append(Frame("command", start, command.end()))
    return "".join(chars), tuple(frames)


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(_WORD, text)}


def _again(word: str, words: set[str]) -> bool:
    """Whether a word of the command is said again, in any of its forms ('listen': 'listens', 'bluff': 'bluffs')."""
    stem = word[: max(3, len(word) - 2)]
    return any(w.startswith(stem) for w in words)
