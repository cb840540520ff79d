"""One error hierarchy: every failure a user can cause is a RollmateError with a message for people."""

from __future__ import annotations

from collections.abc import Sequence


class RollmateError(Exception):
    """Base of every error rollmate raises on purpose; its message is written for the player."""

    exit_code = 1

    def __init__(self, message: str, *, asks: bool = False, choices: Sequence[str] = (), question: str = "",
                 labels: Sequence[str] = (), missing: str = "", allowed: Sequence[str] = (),
                 picks: Sequence[object] = ()) -> None:
        super().__init__(message)
        self.message = message
        # A question the next line of the chat may answer: `asks` says the phrase is fine but incomplete (a
        # missing trait, an attribute to pick); `choices` are whole phrases the answer can pick from by number
        # or by its words ("the second one", "+REFLEXIVE", "hack the camera"), likeliest first. For a screen,
        # `question` is the question alone ("Which attribute?") and `labels` say each choice in a few words.
        self.asks = asks or bool(choices)
        self.choices = tuple(choices)
        self.question = question
        self.labels = tuple(labels)
        # For a program (an AI game master over MCP, which has no next line): the part of the roll the question is
        # about ("skill", "ability", "difficulty", "move", "attribute", "action", "word", ...) and the values it
        # may take, where the game can list them.
        self.missing = missing
        self.allowed = tuple(allowed)
        # What picking each choice says, when it is not a phrase to roll: one of the chat's own records (a question
        # about the odds of the choice's phrase), answered as it is, so the words a choice is shown in are never
        # read back.
        self.picks = tuple(picks)

    def __str__(self) -> str:
        return self.message


class PhraseError(RollmateError):
    """The phrase was not understood: says what, where (column, 1-based) and what would work."""

    exit_code = 2

    def __init__(
        self,
        message: str,
        *,
        text: str = "",
        column: int = 1,
        length: int = 1,
        suggestions: Sequence[str] = (),
        hint: str = "",
        asks: bool = False,
        choices: Sequence[str] = (),
        question: str = "",
        labels: Sequence[str] = (),
        missing: str = "",
        allowed: Sequence[str] = (),
    ) -> None:
        super().__init__(message, asks=asks, choices=choices, question=question, labels=labels, missing=missing,
                         allowed=allowed)
        self.text = text
        self.column = max(1, column)
        self.length = max(1, length)
        self.suggestions = tuple(suggestions)
        self.hint = hint

    def caret(self) -> str:
        """The phrase with a caret line under the part that was not understood (of a post of several lines, the line
        that part is on)."""
        if not self.text:
            return ""
        shown = self.text.replace("\t", " ")
        opens = shown.rfind("\n", 0, self.column - 1) + 1
        ends = shown.find("\n", opens)
        shown = shown[opens : ends if ends >= 0 else len(shown)].replace("\r", "")
        return f"  {shown}\n  {' ' * (self.column - 1 - opens)}{'^' * self.length}"

    def __str__(self) -> str:
        lines = [f"{self.message} (column {self.column})" if self.text else self.message]
        caret = self.caret()
        if caret:
            lines.append(caret)
        if self.suggestions:
            lines.append("Did you mean: " + ", ".join(self.suggestions) + "?")
        if self.hint:
            lines.append(self.hint)
        return "\n".join(lines)


class RulesError(RollmateError):
    """The phrase was understood but the rules forbid it or need more (a missing DL, no luck left)."""

    exit_code = 2


class SheetError(RollmateError):
    """A character sheet or party file is unreadable: names the file, the key and what is allowed."""

    exit_code = 1

    def __init__(self, message: str, *, path: str = "", key: str = "") -> None:
        where = path + (f": {key}" if key else "") if path else key
        super().__init__(f"{where}: {message}" if where else message)
        self.path = path
        self.key = key


class LogError(RollmateError):
    """The roll log can't be written (gone, read-only, a full disk): nothing more is rolled until it can."""

    exit_code = 1
