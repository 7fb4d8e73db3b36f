"""Ambush (RUP4 822): "I may be played to a battlefield where you control units" and "I have
[Reaction] as long as I'm being played to a battlefield where you control units" (822.1.b):
more locations for a unit being played (822.1.c, 349) and, for those, Reaction timing."""

from __future__ import annotations

from app.engine.core.enums import Keyword
from app.engine.core.state import GameState, Obj
from app.engine.reads.board import can_enter, is_enemy


def has_ambush(obj: Obj) -> bool:
    """Ambush is a characteristic of the unit (822.4); off the board, its printed keywords."""
    return obj.is_unit and obj.card.keyword(Keyword.AMBUSH) > 0


def ambush_battlefields(s: GameState, player: int, obj: Obj | None = None) -> list[int]:
    """The battlefields where `player` controls units, which a unit with Ambush may be played
    to (822.1.b); not one with units of two other players (144.4.a.1). `obj`, the unit being
    played: its own "I can [Ambush] to a battlefield where there are enemy units" widens them
    (822.1.d)."""
    wide = obj is not None and any(
        ab.kind == "static" and ab.static is not None and ab.static.op == "ambush_to_enemy"
        for ab in obj.card.abilities)
    out = []
    for i, b in enumerate(s.battlefields):
        if any(s.objs[u].is_unit and (s.objs[u].controller == player or (
                wide and is_enemy(s, player, s.objs[u].controller))) for u in b.units) \
                and can_enter(s, player, i):
            out.append(i)
    return out
