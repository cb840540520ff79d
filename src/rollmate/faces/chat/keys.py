"""Key bindings beyond prompt_toolkit's own: Ctrl-C and Escape end a line (and an open question), F1 asks for help.

Ctrl-C inside a Ctrl-R search is left to prompt_toolkit, which ends the search and keeps the line.
"""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.filters import Condition, is_searching
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent


def bindings(question_open: Callable[[], bool] = lambda: False) -> KeyBindings:
    keys = KeyBindings()

    @keys.add("c-c", filter=~is_searching)
    def _cancel(event: KeyPressEvent) -> None:
        """Ctrl-C cancels the line being typed (and a question the chat asked) and stays in the chat."""
        event.app.exit(exception=KeyboardInterrupt())

    @keys.add("escape", filter=Condition(question_open) & ~is_searching)
    def _drop(event: KeyPressEvent) -> None:
        """Escape, while the chat waits for an answer, drops the question."""
        event.app.exit(exception=KeyboardInterrupt())

    @keys.add("f1")
    def _help(event: KeyPressEvent) -> None:
        """F1 asks for /help."""
        buffer = event.app.current_buffer
        buffer.text = "/help"
        buffer.validate_and_handle()

    return keys
