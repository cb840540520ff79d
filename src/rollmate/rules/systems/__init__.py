"""One module per game system: its steps; its content lives in rules/data/<system>.toml."""
