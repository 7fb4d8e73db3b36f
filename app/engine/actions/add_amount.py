"""The amount an add-any Add ability pays as it resolves, to add that much ("pay any amount
of Energy to [Add] that much [A]", RUP4 204.3.b), and putting the pool back when the play it
paid for is cancelled (358.5), as for a paid Add. Asking the amount is
`payment.ask_add_amount`.
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.payment import first_add, pay_and_add
from app.engine.core.enums import ALL_DOMAINS, Domain
from app.engine.core.state import GameState
from app.engine.reads.granted import activated as activated_abilities


def answer_add_amount(s: GameState, n: int) -> None:
    """add-any: pay the amount chosen, then add that much (RUP4 204.3.b, 429.2;
    `payment.pay_and_add`)."""
    d = s.decision
    assert d is not None
    src = s.objs[int(d.data["src"])]
    k = int(d.data["k"])
    ab = first_add(s, src) if k < 0 else activated_abilities(s, src)[k]
    assert ab is not None
    item = next((i for i in s.chain if i.id == d.data["item"]), None)
    energy, pips = (n, []) if d.data["pays"] == "energy" else (0, [ALL_DOMAINS] * n)
    s.decision = None
    pay_and_add(s, src, k, ab, item, energy, pips, n)


def restore_pool(s: GameState, player: int, form: dict[str, Any]) -> None:
    """Put back a pool saved by pool.pool_form (a cancelled play's payment, RUP4 358.5)."""
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
