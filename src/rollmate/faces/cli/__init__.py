"""The one-shot command line: `rollmate roll|odds|log`, batch mode, exit codes."""
