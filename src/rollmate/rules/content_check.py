"""Checks a game's data file against the pydantic schema the game gives, naming the file and key of a mistake.

A data file is checked when it is read fresh (a new or changed file; the parsed form is then cached), so a mistake
in it is named at once instead of surfacing as a puzzling error in the middle of a roll. pydantic is imported only
here, and only then."""

from __future__ import annotations

from typing import Any

from rollmate.errors import RollmateError


class ContentError(RollmateError):
    """A game's data file does not match its schema (a bug in the file, not something a player typed)."""


def check(system: str, data: dict[str, Any], schema: Any, *, where: str = "") -> None:
    """Check a game's parsed data file against the pydantic model its SystemSpec gives (content_schema); `where`
    names the file in a message (default: rules/systems/<system>/<system>.toml)."""
    from pydantic import ValidationError

    try:
        schema.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        key = ".".join(str(p) for p in first["loc"])
        raise ContentError(f"{where or f'rules/systems/{system}/{system}.toml'}: {key}: {first['msg']} "
                           f"({error.error_count()} problem{'s' if error.error_count() != 1 else ''} in all)") from None


def strict() -> dict[str, Any]:
    """The model settings every content schema uses: unknown keys are mistakes."""
    from pydantic import ConfigDict

    return ConfigDict(extra="forbid", frozen=True)  # type: ignore[return-value]
