"""The abilities keywords stand for, made of ops of the vocabulary: Vision ("when this is
played, predict", RUP4 817.1.b), Temporary ("at the start of its controller's Beginning
Phase, kill it", 816) and Hunt X ("when I conquer or hold, my controller gains X XP",
823.1.c.1). The game actions that start them (app.engine.actions.triggers) sit below the ops,
so this module fills their registries `KEYWORD_ABILITIES` and `VALUED_ABILITIES` as it is
imported."""

from __future__ import annotations

from functools import cache

from app.engine.abilities import Ability
from app.engine.actions.triggers import KEYWORD_ABILITIES, VALUED_ABILITIES
from app.engine.core.enums import Keyword
from app.engine.mechanics.ops.damage import Kill
from app.engine.mechanics.ops.experience import GainXp
from app.engine.mechanics.ops.looking import Predict

KEYWORD_ABILITIES.update({
    Keyword.VISION: Ability(kind="triggered", trigger="vision", steps=(Predict(n=1),)),
    Keyword.TEMPORARY: Ability(kind="triggered", trigger="start_of_turn", steps=(Kill(),)),
})


@cache
def hunt_ability(n: int) -> Ability:
    """Hunt X, X the unit's Hunt value as it triggers, every instance summed (RUP4 823.2); it
    triggers on conquer and hold (823.1.b-c)."""
    return Ability(kind="triggered", trigger="conquer", steps=(GainXp(n=n),))


VALUED_ABILITIES[Keyword.HUNT] = hunt_ability
