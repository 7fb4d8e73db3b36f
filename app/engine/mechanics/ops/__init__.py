"""The ops of the card vocabulary, one module per family; `PRIMITIVES` runs a step by its op
and `ANSWERS` continues it after a choice it asked for."""

from __future__ import annotations

from app.engine.mechanics.context import Answer, Primitive
from app.engine.mechanics.ops import (
    cards,
    chain,
    damage,
    looking,
    might,
    movement,
    play_by_effect,
    repeat,
    resources,
    reveal,
    tokens_delayed,
)

_FAMILIES = (cards, looking, reveal, play_by_effect, damage, might, resources, movement,
             tokens_delayed, chain, repeat)
PRIMITIVES: dict[str, Primitive] = {op: fn for f in _FAMILIES for op, fn in f.PRIMITIVES.items()}
ANSWERS: dict[str, Answer] = {op: fn for f in _FAMILIES for op, fn in f.ANSWERS.items()}
