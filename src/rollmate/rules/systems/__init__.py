"""The games: one package per game system, each holding its SystemSpec, its data file and its own rules modules."""
