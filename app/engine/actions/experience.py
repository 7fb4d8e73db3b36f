"""Gaining and spending XP (RUP4 728-733); the ops that do it are
app.engine.mechanics.ops.experience.

XP is a player's public value (729.2), kept by `app.engine.reads.levels`. Gaining raises it
(730.1), spending lowers it (730.2); each is an event (`xp_gain`, `xp_spend`, for the log
and the table's animation) and a gain is remembered for the turn ("if you've gained XP
this turn"). XP is not a game object (731): nothing targets, readies or exhausts it.
"""

from __future__ import annotations

from app.engine.core.events import emit
from app.engine.core.state import GameState
from app.engine.reads.levels import xp


def gain_xp(s: GameState, player: int, n: int) -> None:
    """`player` gains n XP (RUP4 730.1); no limit (733)."""
    if n <= 0:
        return
    held = s.extra.setdefault("xp", {})
    held[player] = xp(s, player) + n
    s.turn_flags[f"xp_gained{player}"] = True
    emit(s, "xp_gain", player=player, n=n, total=held[player])


def spend_xp(s: GameState, player: int, n: int) -> None:
    """`player` spends n XP (RUP4 730.2), a cost they could pay (checked before)."""
    if n <= 0:
        return
    left = xp(s, player) - n
    if left < 0:
        raise ValueError(f"player {player} can't spend {n} XP")
    s.extra["xp"][player] = left
    emit(s, "xp_spend", player=player, n=n, total=left)
