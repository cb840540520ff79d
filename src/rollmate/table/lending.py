"""How a module of the table lends its record from rarer_records.py: imported the first time it is named (PEP 562)."""

from __future__ import annotations

import sys
from typing import Any


def lent(module: str, name: str, asked: str) -> Any:
    """The record `name` of rarer_records.py, for the module's __getattr__ asked for `asked`; kept in that module
    from then on."""
    if asked != name:
        raise AttributeError(f"module {module!r} has no attribute {asked!r}")
    from rollmate.table import rarer_records

    record = getattr(rarer_records, name)
    setattr(sys.modules[module], name, record)
    return record
