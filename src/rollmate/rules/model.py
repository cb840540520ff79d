"""The frozen base model every boundary type shares."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Immutable, strict-keyed pydantic model."""

    model_config = ConfigDict(frozen=True, extra="forbid")
