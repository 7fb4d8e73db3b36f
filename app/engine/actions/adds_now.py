"""Add abilities while a cost is being paid (RUP4 429.3, 429.3.a, 204.3.b).

An Add ability with the Reaction tag may be used whenever a cost is being paid: the playing
of a card or an ability (its Pay Costs step, RUP4 357), a cost within the instructions of a
resolving spell or ability (204.3.b: "pay X to ..."), an applied cost (the move tax, 204.4),
a paid save, an Equip cost paid by Weaponmaster, "unless its controller pays". This module is
the one place that knows which Add actions a payment offers (`payment_adds`; the playing of a
card or ability interleaves them with its rune actions, `playing.pending`), which decisions are
payments (their data made by `payment.paying`), and how one is used there (`use_add`): it
resolves at once, what it adds stays in the pool for the cost in progress, and the payment is
asked again with what can now be paid (`resume_payment`).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.actions.payment import (
    add_sources,
    amount_adders,
    asks_amount,
    can_pay,
    first_add,
    kills_itself,
    max_x,
    paid_adds,
    payment_options,
    power_sources,
    rune_op,
)
from app.engine.actions.pool import NO_USE, Pip, Use, pool_covers, step_usable, uses_for
from app.engine.core.abilities import Ability
from app.engine.core.actions import Action
from app.engine.core.state import BASE, BF, Decision, GameState, Obj
from app.engine.reads.granted import add_abilities
from app.engine.reads.granted import holders as granted_holders


def energy_adds(s: GameState, player: int, use: Use) -> list[Action]:
    """Free "[E]: Add [N]" abilities (and each granted one, by hand) for Energy."""
    hs = granted_holders(s)
    out = [Action("act", (oid, 0)) for oid, _ in add_sources(s, player, use) if oid not in hs]
    for oid in hs:  # grant-activated: each Add ability it has, by hand (RUP4 429.3)
        o = s.objs[oid]
        if o.controller == player and not o.exhausted and o.zone in (BASE, BF):
            out.extend(Action("act", (oid, k)) for k, ab in add_abilities(s, o)
                       if ab.exhaust_self and not ab.cost_energy and not ab.cost_power
                       and not ab.targets and any(st.op == "add_energy" for st in ab.steps))
    return out


def amount_adds(s: GameState, player: int, need_energy: bool,
                need_power: bool) -> list[Action]:
    """add-any abilities that add what is still needed (RUP4 204.3.b)."""
    hs = granted_holders(s)
    out = []
    for oid in s.extra.get("adder_objs", ()):
        o = s.objs[oid]
        if o.controller != player or o.exhausted or o.zone not in (BASE, BF) or oid in hs:
            continue  # the cheap tests first: most adders are not ready ones of the player
        ab = first_add(s, o)
        if ab is not None and asks_amount(ab) \
                and (need_energy if ab.steps[-1].op == "add_energy" else need_power):
            out.append(Action("act", (oid, 0)))
    return out


def power_adds(s: GameState, player: int, pips: Sequence[Pip], use: Use,
               chosen: frozenset[int], taken: Sequence[Action]) -> list[Action]:
    """"[E]: Add [C]" abilities whose Power fits a pip (RUP4 429.3); a Gold the play chose
    is not killed to pay for it (357.3). `taken`: the Add actions already offered."""
    hs = granted_holders(s)
    seen = {a.args[0] for a in taken}
    out = [Action("act", (oid, 0)) for oid in power_sources(s, player)
           if oid not in seen and oid not in hs and not (oid in chosen and _kills(s, oid))
           and adds_useful_power(s.objs[oid], pips, use)]
    done = set(taken) | set(out)
    for oid in hs:  # grant-activated: each useful Add ability it has, by hand
        o = s.objs[oid]
        if o.controller == player and not o.exhausted and o.zone in (BASE, BF):
            out.extend(Action("act", (oid, k)) for k, ab in add_abilities(s, o)
                       if Action("act", (oid, k)) not in done and ab.exhaust_self
                       and not ab.cost_energy and not ab.cost_power and not ab.targets
                       and all(st.op == "add_power" for st in ab.steps)
                       and adds_useful_power(o, pips, use, ab))
    return out


def paid_adds_now(s: GameState, player: int, need_energy: bool, need_power: bool,
                  use: Use) -> list[Action]:
    """Paid Adds ("[A][A], [E]: Add [2]") whose own cost can be paid and whose resources
    this payment may take (their restriction, RUP4 429) and still needs."""
    if not s.extra.get("adder_objs"):
        return []
    hs = granted_holders(s)
    out = []
    adders = amount_adders(s, player)
    need_energy, need_power = _converted(adders, use, need_energy, need_power)
    for o, k, ab in adders:
        if asks_amount(ab):
            continue
        energy, power = paid_adds(ab, use)
        if (energy and need_energy or power and need_power) and can_pay(
                s, player, ab.cost_energy, list(ab.cost_power), uses_for(s, o.card.type)):
            out.append(Action("act", (o.id, k if o.id in hs else 0)))
    return out


def _converted(adders: list[tuple[Obj, int, Ability]], use: Use, need_energy: bool,
               need_power: bool) -> tuple[bool, bool]:
    """What a paid Add may be of use for: what the payment still lacks, and what a ready
    add-any turns into it (RUP4 204.3.b): Energy where one pays Energy to add [A] and Power
    is lacking, Power where one pays Power to add Energy and Energy is lacking (their own
    payment takes the rest from the runes and the pool: payment.pay_and_add)."""
    for _o, _k, ab in adders:
        if asks_amount(ab) and step_usable(ab.steps[-1], use):
            if ab.steps[-1].op == "add_energy":
                need_power = need_power or need_energy
            else:
                need_energy = need_energy or need_power
    return need_energy, need_power


def energy_of_use(s: GameState, player: int, use: Use, need_energy: bool,
                  need_power: bool) -> bool:
    """Is Energy of use toward this payment: lacking, or turned into the [A] it lacks by a
    ready add-any that pays Energy to add [A] (Ancient Henge, RUP4 204.3.b)?"""
    if need_energy or not need_power or not s.extra.get("adder_objs"):
        return need_energy
    return _converted(amount_adders(s, player), use, False, True)[0]


def payment_adds(s: GameState, player: int, energy: int, pips: Sequence[Pip], use: Use,
                 need: tuple[bool, bool] | None = None) -> list[Action]:
    """Every Add action usable now toward this cost (RUP4 429.3), in the order the playing
    of a card offers them: free Energy, add-any, Power, paid Adds. `need`: whether Energy
    and Power are still needed, when not what the pool lacks of the cost."""
    pool = s.players[player].pool
    need_energy, need_power = need if need is not None else (
        not pool_covers(pool, energy, [], use), not pool_covers(pool, 0, pips, use))
    out = energy_adds(s, player, use) if need_energy else []
    out.extend(amount_adds(s, player, need_energy, need_power))
    if need_power:
        out.extend(power_adds(s, player, pips, use, frozenset(), out))
    out.extend(paid_adds_now(s, player, need_energy, need_power, use))
    return out


def decision_adds(s: GameState, d: Decision) -> list[Action]:
    """The Add actions a payment decision offers beside its own options (RUP4 429.3);
    nothing for other decisions, nor where no Add ability is on the board."""
    if not s.extra.get("adder_objs") or not isinstance(d.data, dict):
        return []
    cost = d.data.get("_paying")
    if cost is None:
        return []
    energy, pips, use, _yes = cost
    if d.data["ask"] == "pay_x":  # any amount: more of what it pays is of use (RUP4 444.2)
        return payment_adds(s, d.player, energy, pips, use, (bool(energy), bool(pips)))
    return payment_adds(s, d.player, energy, pips, use)


def use_add(s: GameState, action: Action) -> None:
    """An Add ability used while a payment is asked (`action`: one `decision_adds` or a
    move's tax offered): it resolves at once (RUP4 429.3.a); add-any asks its amount first.
    Then the payment is asked again."""
    d = s.decision
    assert d is not None
    src = s.objs[int(action.args[0])]
    k = int(action.args[1]) if src.id in granted_holders(s) else None
    s.decision = None
    rune_op(s, None, "act", src, k)
    if s.decision is not None:  # add-any: how much, then the payment again
        s.decision.data["resume"] = d
        if isinstance(d.data, dict) and "_paying" in d.data:
            s.decision.data["_paying"] = d.data["_paying"]  # what it is for (app.ai)
        return
    resume_payment(s, d)


def resume_payment(s: GameState, d: Decision) -> None:
    """Ask the payment `d` again after an Add: its paying answer offered if it can now be
    paid (an amount: up to what now can be)."""
    if isinstance(d.data, dict) and "_paying" in d.data:
        energy, pips, use, yes = d.data["_paying"]
        if d.data["ask"] == "pay_x":
            top = max_x(s, d.player, use, bool(energy))
            opts = [Action("amount", (k,)) for k in range(top, -1, -1)]
        else:
            opts = [*payment_options(s, d.player, energy, pips, use, yes),
                    *(o for o in d.data["options"] if o.verb not in (yes.verb, "no"))]
        d.data["options"] = opts
    s.decision = d


def add_refusal(src: Obj, use: Use) -> str:
    """Why an Add action of `src` is not offered in a payment that may take `use`: what it
    adds may not pay this cost (its restriction, RUP4 429); else it is not usable now
    (exhausted, no Reaction, nothing it adds still needed, 429.3)."""
    for ab in (a for a in src.card.abilities if a.kind == "activated" and a.adds):
        if not any(step_usable(st, use) for st in ab.steps
                   if st.op in ("add_energy", "add_power")):
            return "add_restricted"
    return "add_while_paying"


def _kills(s: GameState, oid: int) -> bool:
    """Does the object's Add ability kill it (Gold)?"""
    ab = first_add(s, s.objs[oid])
    return ab is not None and kills_itself(ab)


def adds_useful_power(o: Obj, pips: Sequence[Pip], use: Use = NO_USE,
                      ab: Ability | None = None) -> bool:
    if ab is None:
        ab = next(a for a in o.card.abilities if a.kind == "activated" and a.adds)
    domains = [getattr(st, "domain", None) for st in ab.steps  # by name, below the ops
               if st.op == "add_power" and step_usable(st, use)]
    return any(d is None or d in pip for d in domains for pip in pips)
