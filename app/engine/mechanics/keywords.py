"""The abilities keywords stand for, made of ops of the vocabulary: Vision ("when this is
played, predict", RUP4 817.1.b), Temporary ("at the start of its controller's Beginning
Phase, kill it", 816), Hunt X ("when I conquer or hold, my controller gains X XP",
823.1.c.1), Quick-Draw's and Weaponmaster's play effects (819.1.d, 821.1.c). The game actions
that start them (app.engine.actions.triggers) sit below the ops, so this module fills their
registries `KEYWORD_ABILITIES` and `VALUED_ABILITIES` as it is imported."""

from __future__ import annotations

from functools import cache

from app.engine.actions.triggers import KEYWORD_ABILITIES, VALUED_ABILITIES
from app.engine.core.abilities import Ability
from app.engine.core.enums import Keyword
from app.engine.core.selects import Select, TargetSlot
from app.engine.mechanics.ops.damage import Kill
from app.engine.mechanics.ops.equipment import Attach, Weaponmaster
from app.engine.mechanics.ops.experience import GainXp
from app.engine.mechanics.ops.looking import Predict

KEYWORD_ABILITIES.update({
    Keyword.VISION: Ability(kind="triggered", trigger="vision", steps=(Predict(n=1),)),
    Keyword.TEMPORARY: Ability(kind="triggered", trigger="start_of_turn", steps=(Kill(),)),
    # Quick-Draw: "When you play this, attach it to a unit you control" (RUP4 819.1.d); its
    # [Reaction] half is the card's timing (app.engine.reads.items.card_facts)
    Keyword.QUICK_DRAW: Ability(kind="triggered", trigger="play_me",
                                targets=(TargetSlot(Select(kind="unit", side="friendly",
                                                           yours=True)),),
                                steps=(Attach(target=0),)),
    # Weaponmaster: "When you play me, you may choose an Equipment you control ... pay the cost
    # of its Equip ability, reduced by [A], to attach it to this unit" (RUP4 821.1.c); the
    # choice is made as it goes on the chain, the cost paid or not as it resolves
    Keyword.WEAPONMASTER: Ability(kind="triggered", trigger="play_me", optional=True,
                                  targets=(TargetSlot(Select(kind="gear", side="friendly",
                                                             yours=True, tag="Equipment")),),
                                  steps=(Weaponmaster(target=0),)),
})


@cache
def hunt_ability(n: int) -> Ability:
    """Hunt X, X the unit's Hunt value as it triggers, every instance summed (RUP4 823.2); it
    triggers on conquer and hold (823.1.b-c)."""
    return Ability(kind="triggered", trigger="conquer", steps=(GainXp(n=n),))


VALUED_ABILITIES[Keyword.HUNT] = hunt_ability
