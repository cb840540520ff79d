"""Grammar: plain English -> RollRequest. Knows English, not rules; its words come from the systems' vocabularies."""

from rollmate.grammar.parser import parse

__all__ = ["parse"]
