"""The terminal chat: a prompt_toolkit face over the table's answers."""
