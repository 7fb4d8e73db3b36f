"""XP as a player's value and the Level abilities it makes active (RUP4 728-733, 824, 727).

A player's XP is no game object (731): it is a number kept per player in
`s.extra["xp"]` (absent until someone first gains XP, so games without XP hash as before),
public (729.2), never shared between teammates (732), without limit (733). A Level ability
("[Level N] ...") is active while its controller has N or more XP (824.1.b.1, 824.1.c-d):
inactive, it neither triggers, applies nor can be activated (721.2, 727.1.c).
"""

from __future__ import annotations

from app.engine.core.abilities import Ability, Op
from app.engine.core.state import GameState, Obj
from app.engine.reads.empower import empowered_active


def xp(s: GameState, player: int) -> int:
    """The XP `player` has now (RUP4 729)."""
    held = s.extra.get("xp")
    return int(held.get(player, 0)) if held else 0


def active(s: GameState, player: int, ab: Ability, src: Obj | None = None) -> bool:
    """The ability is not made inactive by its Level (RUP4 727.1.b.2, 824.1.c-d), nor, for an
    "[Empowered] ..." one of `src`, by its source not being Empowered (828.1.c)."""
    return (ab.level is None or xp(s, player) >= ab.level) and empowered_active(src, ab)


def gained_xp_this_turn(s: GameState, player: int) -> bool:
    """Turn history: `player` gained XP this turn (RUP4 730.1)."""
    return bool(s.turn_flags.get(f"xp_gained{player}"))


def level_states(s: GameState, o: Obj) -> list[dict[str, int | bool]]:
    """For a card with Level abilities: each one's index among its abilities, its level, and
    whether it is active for the card's controller now (public, as XP is: 729.2, 824.2)."""
    return [{"ability": k, "level": ab.level, "active": xp(s, o.controller) >= ab.level}
            for k, ab in enumerate(o.card.abilities) if ab.level is not None]


def step_level_holds(s: GameState, player: int, st: Op) -> bool:
    """A spell's "[Level N] <instruction>" (RUP4 824.1.b): a step with `level` N happens only
    while its controller has N or more XP as it resolves; with condition "below_level", only
    while they have fewer (the instruction that Level text replaces: "... instead")."""
    if st.level is None:
        return True
    return (xp(s, player) >= st.level) != (st.condition == "below_level")
