"""Repeat given by an effect (RUP4 820): next_spell_repeat, "give the next spell you play this
turn [Repeat] equal to its cost" (Temporal Portal, The Academy). Each use gives that spell one
more Repeat instance (app.engine.playing.repeat), used up as it is finalized (RUP4 391)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.core.abilities import Ability, Op
from app.engine.mechanics.context import Ctx
from app.engine.mechanics.wording import _Src
from app.engine.playing.repeat import next_spell_key


@dataclass(frozen=True, slots=True, kw_only=True)
class NextSpellRepeat(Op):
    """The next spell you play this turn has Repeat equal to its printed cost (RUP4 206)."""

    op: Literal["next_spell_repeat"] = "next_spell_repeat"

    def run(self, ctx: Ctx) -> bool:
        key = next_spell_key(ctx.controller)
        ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + 1
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        return ("the next spell you play this turn has Repeat equal to its printed cost "
                "(as you play it, you may pay that cost again; if you do, its effect happens "
                "one more time)")


OPS: tuple[type[Op], ...] = (NextSpellRepeat,)
