"""The ops of the card vocabulary, one module per family: `OPS`, one class per op (card data
is validated into them, app.cards.abilities), each running itself, answering the choices it
asks for and wording itself."""

from __future__ import annotations

from app.engine.core.abilities import Op
from app.engine.mechanics.oneoff import Handler
from app.engine.mechanics.ops import (
    battlefields,
    cards,
    chain,
    copies,
    damage,
    empower,
    equipment,
    experience,
    looking,
    might,
    movement,
    naming,
    play_by_effect,
    repeat,
    resources,
    reveal,
    tokens_delayed,
    trash,
)

_FAMILIES = (cards, looking, reveal, play_by_effect, damage, might, resources, movement,
             tokens_delayed, chain, repeat, experience, equipment, trash, empower, battlefields,
             copies, naming)
OPS: tuple[type[Op], ...] = (*(c for f in _FAMILIES for c in f.OPS), Handler)
