"""The amount an add-any Add ability pays as it resolves, to add that much ("pay any amount
of Energy to [Add] that much [A]", RUP4 204.3.b), and putting the pool back when the play it
paid for is cancelled (358.5). Asking the amount is `payment.ask_add_amount`.
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.payment import (
    first_add,
    payment_plan,
    pool_covers,
    resolve_adds,
    rune_op,
    spend,
    uses_for,
)
from app.engine.actions.triggers import used_gear_ability
from app.engine.core.enums import ALL_DOMAINS, Domain
from app.engine.core.events import emit
from app.engine.core.state import ChainItem, GameState
from app.engine.reads.granted import activated as activated_abilities


def answer_add_amount(s: GameState, n: int) -> None:
    """add-any: pay the amount chosen (runes tapped or recycled as the automatic payment
    would), then add that much (RUP4 204.3.b, 429.2). While paying for an item, its rune ops
    are remembered, and the pool as it was before this payment, so that cancelling the item
    undoes it all (358.5)."""
    d = s.decision
    assert d is not None
    src = s.objs[int(d.data["src"])]
    k = int(d.data["k"])
    ab = first_add(s, src) if k < 0 else activated_abilities(s, src)[k]
    assert ab is not None
    item = next((i for i in s.chain if i.id == d.data["item"]), None)
    player = src.controller
    use = uses_for(s, src.card.type)
    energy, pips = (n, []) if d.data["pays"] == "energy" else (0, [ALL_DOMAINS] * n)
    s.decision = None
    pool = s.players[player].pool
    if not pool_covers(pool, energy, pips, use):
        plan = payment_plan(s, player, energy, pips, use)
        assert plan is not None, "add-any: an amount that can't be paid"
        for op, rid in plan:
            rune_op(s, item, op, s.objs[rid])
    if item is not None:  # the pool before this payment, for cancelling (358.5)
        item.info[f"add_x{src.id}"] = _pool_form(s, player)
    spend(s, player, energy, pips, use)
    emit(s, "pay", player=player, energy=energy, power=len(pips))
    probe = ChainItem(0, "ability", player)
    probe.source = src.id
    probe.ability = ab
    probe.info["paid_x"] = n
    resolve_adds(s, probe)
    if item is not None:
        item.rune_ops.append(("act" if k < 0 else f"act{k}", src.id, 0))
    else:
        used_gear_ability(s, player, src)


def _pool_form(s: GameState, player: int) -> dict[str, Any]:
    """A pool's content (and the Power spent this turn), as item info can hold it."""
    pool = s.players[player].pool
    return {"energy": pool.energy, "power": {d.value: v for d, v in pool.power.items()},
            "universal": pool.universal, "spell_energy": pool.spell_energy,
            "spell_universal": pool.spell_universal,
            "restricted": {kind: list(v) for kind, v in pool.restricted.items()},
            "spent": s.turn_flags.get(f"power_spent{player}")}


def restore_pool(s: GameState, player: int, form: dict[str, Any]) -> None:
    """Put back a pool saved by _pool_form (cancelling an add-any use, RUP4 358.5)."""
    pool = s.players[player].pool
    pool.energy = form["energy"]
    pool.power = {Domain(d): v for d, v in form["power"].items()}
    pool.universal = form["universal"]
    pool.spell_energy = form["spell_energy"]
    pool.spell_universal = form["spell_universal"]
    pool.restricted = {kind: (v[0], v[1]) for kind, v in form["restricted"].items()}
    key = f"power_spent{player}"
    if form["spent"] is None:
        s.turn_flags.pop(key, None)
    else:
        s.turn_flags[key] = form["spent"]
