"""Key bindings beyond prompt_toolkit's own (Ctrl-R search, Ctrl-D on an empty line leaves, arrows for history)."""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent


def bindings() -> KeyBindings:
    keys = KeyBindings()

    @keys.add("c-c")
    def _cancel(event: KeyPressEvent) -> None:
        """Ctrl-C cancels the line being typed and stays in the chat."""
        event.app.current_buffer.reset()

    @keys.add("f1")
    def _help(event: KeyPressEvent) -> None:
        """F1 asks for /help."""
        buffer = event.app.current_buffer
        buffer.text = "/help"
        buffer.validate_and_handle()

    return keys
