"""The frozen base model every boundary type shares."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Immutable, strict-keyed pydantic model."""

    # defer_build: a model is compiled on first use, so commands that never touch it do not pay for it.
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
