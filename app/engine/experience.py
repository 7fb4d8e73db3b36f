"""Gaining and spending XP (RUP4 728-733), the instruction "gain N XP" and Hunt's (823).

XP is a player's public value (729.2), kept by `app.engine.reads.levels`. Gaining raises it
(730.1), spending lowers it (730.2); each is an event (`xp_gain`, `xp_spend`, for the log
and the table's animation) and a gain is remembered for the turn ("if you've gained XP
this turn"). XP is not a game object (731): nothing targets, readies or exhausts it.
"""

from __future__ import annotations

from typing import Any

from app.engine.core.actions import NO, PAY
from app.engine.core.events import emit
from app.engine.reads.characteristics import board_candidates
from app.engine.reads.levels import xp
from app.engine.state import ChainItem, Decision, GameState


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


def gain_xp_step(ctx: Any, st: Any) -> bool:
    """Step op "gain_xp": "gain N XP"; with per_scope, "gain N XP for each ..." counted as it
    resolves (RUP4 730.1). Hunt's "my controller gains X XP" is the same step (823.1.c.1):
    the ability's controller is the unit's controller as it triggered."""
    n = st.n
    if st.per_scope is not None:
        n *= len(board_candidates(ctx.s, st.per_scope, ctx.controller, ctx.source))
    gain_xp(ctx.s, ctx.controller, n)
    return True


def spend_xp_step(ctx: Any, st: Any) -> bool:
    """Step op "spend_xp": "you may pay N XP to ..." on resolution, a cost within
    instructions (RUP4 740.4.a.1-2.a, 730.2): asked ("pay" / "no") only when its controller
    has N XP; a later step with condition paid / not_paid follows the answer (444.2.b)."""
    s, item = ctx.s, ctx.item
    if xp(s, item.controller) < st.n:
        item.info["paid"] = False  # it can't be paid: nothing to decide (444.2)
        return True
    s.decision = Decision(item.controller, "choose", {
        "ask": "spend_xp", "options": [PAY, NO], "item": item.id, "xp": st.n})
    return False


def answer_spend(s: GameState, item: ChainItem, verb: str, n: int) -> None:
    """The answer to a spend_xp decision; the item's next step follows."""
    paid = verb == "pay"
    if paid:
        spend_xp(s, item.controller, n)
    else:
        emit(s, "decline_pay", player=item.controller)
    item.info["paid"] = paid
    item.resolving_index += 1
