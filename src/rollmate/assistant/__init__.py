"""Assistant: the only layer with I/O: the one-shot CLI, the chat, rendering, table state and the roll log."""
