"""Repeat given by an effect (RUP4 820): next_spell_repeat, "give the next spell you play this
turn [Repeat] equal to its cost" (Temporal Portal, The Academy). Each use gives that spell one
more Repeat instance (app.engine.playing.repeat), used up as it is finalized (RUP4 391)."""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.mechanics.context import Answer, Ctx, Primitive
from app.engine.playing.repeat import next_spell_key


def _next_spell_repeat(ctx: Ctx, st: Step) -> bool:
    key = next_spell_key(ctx.controller)
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + 1
    return True


PRIMITIVES: dict[str, Primitive] = {"next_spell_repeat": _next_spell_repeat}
ANSWERS: dict[str, Answer] = {}
