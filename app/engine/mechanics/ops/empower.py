"""Ops of the family "empower" (RUP4 441-442, 827-828): empower and disempower, game actions
done when an effect says so (441.3.a, 442.2.a); the status and the actions themselves are
app.engine.reads.empower and app.engine.actions.empower."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.actions.empower import disempower, empower
from app.engine.core.abilities import Ability, ObjectOp
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import _acted_on, _Src


@dataclass(frozen=True, slots=True, kw_only=True)
class Empower(ObjectOp):
    """Empower the objects (the source without a target or scope: the Empower keyword's own
    step, 827.1.b, or "empower me"); one already Empowered stays as it is (441.1.c)."""

    op: Literal["empower"] = "empower"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            empower(ctx.s, o, ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"empower {_acted_on(self, ability, src).obj}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Disempower(ObjectOp):
    """Disempower the objects: one that isn't Empowered is unaffected (442.1.a.1)."""

    op: Literal["disempower"] = "disempower"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            disempower(ctx.s, o)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"disempower {_acted_on(self, ability, src).obj}"


OPS = (Empower, Disempower)
