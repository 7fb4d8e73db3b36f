"""Ops of the family "battlefields that are replaced" (bf-tokens, RUP4 438): replace_battlefield
(Green Father's "replace that battlefield with a Brush battlefield token"), swap_back (the
Brush's "you may replace this with the battlefield it replaced", 438.7). Adding a battlefield
is a passive ability of the card that adds it (static 'add_battlefield', playing.finalize).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from app.engine.actions.battlefields import replace_battlefield, swap_back, swap_back_choices
from app.engine.core.abilities import Ability, Op
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import _Src
from app.engine.reads.board import bf_index


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplaceBattlefield(Op):
    """Replace the battlefield of the triggering event ("that battlefield": the one conquered
    or held) with a `card` battlefield token (RUP4 438.1-438.6), owned by this ability's
    controller (439.4)."""

    op: Literal["replace_battlefield"] = "replace_battlefield"
    card: Annotated[str, Field(min_length=1)]

    def run(self, ctx: Ctx) -> bool:
        bf = int(ctx.item.info.get("bf", -1))
        if 0 <= bf < len(ctx.s.battlefields):
            replace_battlefield(ctx.s, bf, ctx.s.extra["tokens"][self.card], ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return (f"replace that battlefield with a {self.card} battlefield token (it takes its "
                f"place, with its control and everything at it)")


@dataclass(frozen=True, slots=True, kw_only=True)
class SwapBack(Op):
    """Swap the source battlefield token back to the battlefield it replaced: the card in
    banishment that it, or a token it replaced, replaced (RUP4 438.7.b.1); nothing when there
    is none (438.7.c). Only the card that was there can be in banishment for a place, since
    each replacement takes what is there, so there is nothing to choose."""

    op: Literal["swap_back"] = "swap_back"

    def run(self, ctx: Ctx) -> bool:
        src = ctx.source
        bf = bf_index(ctx.s, src) if src is not None else -1
        choices = swap_back_choices(ctx.s, bf) if bf >= 0 else []
        if choices:
            swap_back(ctx.s, bf, choices[0], ctx.controller)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return ("replace this with the battlefield it replaced (that battlefield comes back "
                "in its place)")


OPS: tuple[type[Op], ...] = (ReplaceBattlefield, SwapBack)
