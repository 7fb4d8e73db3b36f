"""XP (RUP4 728-733): gain_xp, "gain N XP" (Hunt's too, 823.1.c.1), and spend_xp, "you may
pay N XP to ..." on resolution (730.2, 740.4.a). XP itself is kept and changed by
app.engine.actions.experience."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.experience import gain_xp, spend_xp
from app.engine.core.abilities import Ability, Op
from app.engine.core.actions import NO, PAY
from app.engine.core.events import emit
from app.engine.core.selects import Select
from app.engine.core.state import Decision
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import _noun, _Src
from app.engine.reads.characteristics import board_candidates
from app.engine.reads.levels import xp


@dataclass(frozen=True, slots=True, kw_only=True)
class GainXp(Op):
    """"Gain N XP" (RUP4 730.1); with per_scope, "gain N XP for each ..." counted as it
    resolves. Hunt's "my controller gains X XP" is the same op (823.1.c.1): the ability's
    controller is the unit's controller as it triggered."""

    op: Literal["gain_xp"] = "gain_xp"
    n: int = 0
    per_scope: Select | None = None

    @model_validator(mode="after")
    def _check(self) -> GainXp:
        if self.n < 1:
            raise ValueError("op 'gain_xp' takes n (1 or more): you gain n XP (RUP4 730)")
        if self.per_scope is not None and self.per_scope.where in ("target_bf", "event"):
            raise ValueError("per_scope counts objects on the board: no target_bf or event")
        return self

    def run(self, ctx: Ctx) -> bool:
        n = self.n
        if self.per_scope is not None:
            n *= len(board_candidates(ctx.s, self.per_scope, ctx.controller, ctx.source))
        gain_xp(ctx.s, ctx.controller, n)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        text = f"gain {self.n} XP"
        if self.per_scope is not None:  # "for each ...", counted as it resolves
            text += f" for each {_noun(self.per_scope, src, plural=False)}"
        return text


@dataclass(frozen=True, slots=True, kw_only=True)
class SpendXp(Op):
    """"You may pay N XP to ..." on resolution, a cost within the instructions (RUP4
    740.4.a.1-2.a, 730.2): asked ("pay" / "no") only when its controller has N XP; the later
    steps with condition paid / not_paid follow the answer (444.2.b)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"spend_xp"})
    op: Literal["spend_xp"] = "spend_xp"
    n: int = 0

    @model_validator(mode="after")
    def _check(self) -> SpendXp:
        if self.n < 1:
            raise ValueError("op 'spend_xp' takes n (1 or more): you may pay n XP (RUP4 730)")
        return self

    def run(self, ctx: Ctx) -> bool:
        s, item = ctx.s, ctx.item
        if xp(s, item.controller) < self.n:
            item.info["paid"] = False  # it can't be paid: nothing to decide (444.2)
            return True
        s.decision = Decision(item.controller, "choose", {
            "ask": "spend_xp", "options": [PAY, NO], "item": item.id, "xp": self.n})
        return False

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        """Paid or declined; the item's next step follows."""
        s, item = ctx.s, ctx.item
        paid = verb == "pay"
        if paid:
            spend_xp(s, item.controller, self.n)
        else:
            emit(s, "decline_pay", player=item.controller)
        item.info["paid"] = paid
        item.resolving_index += 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return f"you may pay {self.n} XP"


OPS: tuple[type[Op], ...] = (GainXp, SpendXp)
