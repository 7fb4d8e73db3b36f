"""One step of an ability: `AnyStep`, the union of the op classes of the card vocabulary
(`app.engine.mechanics.ops.OPS`) discriminated by `op`. Each class validates its own fields
(pydantic: unknown keys refused, its checks as model validators), so a validated step is
already the engine's value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Union

from pydantic import Field

from app.engine.core.abilities import Op
from app.engine.mechanics.ops import OPS

if TYPE_CHECKING:
    AnyStep = Op
else:
    AnyStep = Annotated[Union[OPS], Field(discriminator="op")]  # noqa: UP007
