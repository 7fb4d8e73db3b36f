"""Paying costs with the Rune Pool and runes (RUP4 161-168, 357, 429, 444).

A cost is an Energy amount and a list of Power pips, each pip the set of domains that
may pay it. Runes add to the pool: exhausting one adds 1 Energy, recycling one adds
1 Power of its domain, and an exhausted rune can still be recycled. Add abilities (RUP4 429)
add to the pool too: they resolve at once, outside the chain (`resolve_adds`), also while
a cost is being paid; a Gold's too, whose "Kill this" is paid with the other costs of the
play (429.3, 357.2; the automatic payment uses a Gold only for what the runes can't pay).

The automatic payment (`payment_plan`: the answer "pay", `pay_now`) takes the pool, the runes
and the Add abilities that cost nothing but exhausting; never one that pays something of its
own as it is used (add-any, 204.3.b; a paid Add such as "[A][A], [E]: Add [2]"): how much
and whether is the player's choice. Where only such Adds, one or several, can make the
difference, the cost still counts as payable (`could_pay_adding`: the play or the question is
offered), and the payment offers them (actions.adds_now) with "pay" only once the pool and
runes can pay.
What the pool covers and what a payment may take of it (restricted resources): actions.pool.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from app.engine.actions.pool import (
    ALL_USES,
    NO_USE,
    ONLY,
    Pip,
    Use,
    _fits_pool,
    _match,
    _only,
    _pool_tokens,
    _remaining_after_pool,
    _restrict,
    pool_covers,
    pool_form,
    restricted_energy,
    spend,
    step_usable,
    uses_for,
)
from app.engine.actions.triggers import used_gear_ability
from app.engine.actions.zones import recycle_rune
from app.engine.core.abilities import Ability
from app.engine.core.actions import NO, PAY, Action
from app.engine.core.enums import ALL_DOMAINS, Domain
from app.engine.core.events import emit
from app.engine.core.state import ChainItem, Decision, GameState, Obj, Pool
from app.engine.reads.board import legion_active
from app.engine.reads.characteristics import passive_sources
from app.engine.reads.conditions import static_holds
from app.engine.reads.empower import is_empowered
from app.engine.reads.granted import activated as activated_abilities
from app.engine.reads.granted import holders, pay_add_ability
from app.engine.reads.levels import active
from app.engine.reads.passives import note_gear_activated


def kills_itself(ab: Ability) -> bool:
    """An Add ability whose one cost beyond exhausting is "Kill this" (Gold, RUP4 187.5): it
    may still be used while paying (429.3); the source dies as the cost is paid."""
    return len(ab.targets) == 1 and ab.targets[0].cost == "kill" \
        and ab.targets[0].select.where == "self"


# The kill of that cost when a payment outside the playing of a card or ability uses it
# (costs within instructions, hiding): actions.death's kill_now, which sits above this module,
# registers itself here as it is imported (as mechanics.keywords fills KEYWORD_ABILITIES).
# Within the playing of a card or ability the kill waits for the other costs (357.2), so that
# cancelling the play can take it back (358.5): see spent_add_ability.
KILL_SELF: list[Callable[[GameState, Obj, int], None]] = []


def add_sources(s: GameState, player: int, use: Use) -> list[tuple[int, int]]:
    """Ready objects whose "[E]: Add [N]" abilities could pay this: (object id, Energy)."""
    out = []
    hs = None
    for oid in s.extra.get("adder_objs", ()):
        o = s.objs[oid]
        if o.controller != player or o.exhausted or o.zone not in ("base", "bf", "legend"):
            continue
        if hs is None:  # once for all the adders (the same state)
            hs = holders(s)
        abilities = o.card.abilities
        if hs and oid in hs:  # grant-activated: one Add ability, by the same rule as the plan
            ab1 = pay_add_ability(s, o)
            abilities = (ab1,) if ab1 is not None else ()
        for ab in abilities:
            if ab.legion and not legion_active(s, player, o) or not active(s, player, ab, o):
                continue  # inactive without Legion or its Level (RUP4 727.1.b, 824.1.d)
            if ab.kind == "activated" and ab.adds and ab.exhaust_self and not ab.cost_energy \
                    and not ab.cost_power and not ab.targets:  # no other cost (act-cost)
                n = sum(getattr(st, "n", 0) for st in ab.steps if st.op == "add_energy"
                        and step_usable(st, use) and add_holds(o, st))
                if n:
                    out.append((oid, n))
    return out


def power_adders(s: GameState, player: int, use: Use) -> list[tuple[int, object]]:
    """add-power: Power the player can add while paying (RUP4 357.1.a, 429.3, 444.2.c): ready
    objects with a Reaction "[E]: Add [C]" ability and no other cost (Seals, a legend's Add).
    One token per Power added: (object id, Domain | None for [A] | restricted [A])."""
    out: list[tuple[int, object]] = []
    hs = None
    for oid in s.extra.get("adder_objs", ()):
        o = s.objs[oid]
        if o.controller != player or o.exhausted or o.zone not in ("base", "bf", "legend"):
            continue
        if hs is None:  # once for all the adders (the same state)
            hs = holders(s)
        if hs and oid in hs:  # grant-activated: the one Add ability payment uses
            ab = pay_add_ability(s, o)
        else:
            ab = next((a for a in o.card.abilities if a.kind == "activated" and a.adds), None)
        if ab is None or not ab.exhaust_self or ab.cost_energy or ab.cost_power \
                or (ab.targets and not kills_itself(ab)) \
                or ab.timing != "reaction" or not all(st.op == "add_power" for st in ab.steps):
            continue  # a Gold's "Kill this" is no cost to choose: it is usable (RUP4 429.3)
        if ab.legion and not legion_active(s, player, o) or not active(s, player, ab, o):
            continue  # inactive without Legion or its Level (RUP4 727.1.b, 824.1.d)
        for st in ab.steps:  # add_power steps (below the ops: their fields by name)
            n = getattr(st, "n", 0)
            kind = ONLY.get(st.condition or "")
            if kind is not None:
                if kind in use:
                    out.extend((oid, _only(kind)) for _ in range(n))
            else:
                out.extend((oid, getattr(st, "domain", None)) for _ in range(n))
    return out


def _consumed(s: GameState, adders: list[tuple[int, object]]) -> set[int]:
    """The adders whose Add ability kills them (Gold)."""
    out = set()
    for oid, _ in adders:
        ab = first_add(s, s.objs[oid])
        if ab is not None and kills_itself(ab):
            out.add(oid)
    return out


def _fits_any(pip: Pip, tok: object) -> bool:
    """A rune (its domains) or an adder's token (a domain, or [A]) for a Power pip."""
    if isinstance(tok, tuple):  # an adder's token
        return _fits_pool(pip, tok[1])
    return any(d in pip for d in tok.card.domains)  # type: ignore[attr-defined]


def payment_plan(s: GameState, player: int, energy: int, pips: Sequence[Pip],
                 use: Use = NO_USE, keep: frozenset[int] = frozenset()
                 ) -> list[tuple[str, int]] | None:
    """Rune operations that, with the pool, pay the cost; None when impossible.

    Recycle the runes that best fit the pips (exhausted ones first), exhaust for Energy
    the runes about to be recycled before any other, then the most plentiful domains.
    `keep`: objects the play chose (a Gold it targets), never killed to pay for it (RUP4
    357.3: no cost that makes its own choices illegal).
    """
    need_e, left = _remaining_after_pool(s.players[player].pool, energy, pips, use)
    runes = [s.objs[i] for i in s.players[player].runes]
    plan: list[tuple[str, int]] = []
    if need_e:
        for oid, n in add_sources(s, player, use):  # free Energy first (Lux, Crownguard)
            if need_e <= 0:
                break
            plan.append(("act", oid))
            need_e -= n
        need_e = max(0, need_e)
    recycled: list[Obj] = []
    if left:
        counts: dict[Domain, int] = {}
        for r in runes:
            for d in r.card.domains:
                counts[d] = counts.get(d, 0) + 1
        order = sorted(runes, key=lambda r: (not r.exhausted,
                                             -max(counts.get(d, 0) for d in r.card.domains)))
        adders = power_adders(s, player, use) if s.extra.get("adder_objs") else []
        if adders:
            # add-power: Seals and the like before recycling runes (RUP4 357.1.a, 429.3); a
            # Gold, which dies for its [A], only for what the runes can't pay
            gone = _consumed(s, adders)
            adders = [a for a in adders if a[0] not in gone or a[0] not in keep]
            toks: list[object] = [*(a for a in adders if a[0] not in gone), *order,
                                  *(a for a in adders if a[0] in gone)]
            m2 = _match(left, toks, _fits_any)
            if m2 is None:
                return None
            used = []
            for t in m2:
                tok = toks[t]
                if isinstance(tok, tuple):
                    if tok[0] not in used:
                        used.append(tok[0])
                else:
                    recycled.append(tok)  # type: ignore[arg-type]
            plan.extend(("act", oid) for oid in used)
        else:
            m = _match(left, order, lambda pip, r: any(d in pip for d in r.card.domains))  # type: ignore[attr-defined]
            if m is None:
                return None
            recycled = [order[t] for t in m]
    ready = [r for r in runes if not r.exhausted]
    if len(ready) < need_e:
        return None
    rec_ids = {r.id for r in recycled}
    counts2: dict[Domain, int] = {}
    for r in ready:
        if r.id not in rec_ids:
            for d in r.card.domains:
                counts2[d] = counts2.get(d, 0) + 1
    ready.sort(key=lambda r: (r.id not in rec_ids,
                              -max((counts2.get(d, 0) for d in r.card.domains), default=0)))
    plan.extend(("tap", r.id) for r in ready[:need_e])
    plan.extend(("rec", r.id) for r in recycled)
    return plan


def can_pay(s: GameState, player: int, energy: int, pips: Sequence[Pip],
            use: Use = NO_USE) -> bool:
    """Fast check: enough ready runes for Energy and matching runes for Power."""
    pool = s.players[player].pool
    need_e, left = _remaining_after_pool(pool, energy, pips, use)
    if need_e and s.extra.get("adder_objs"):
        need_e = max(0, need_e - sum(n for _, n in add_sources(s, player, use)))
    runes = s.players[player].runes
    if need_e:
        ready = sum(1 for i in runes if not s.objs[i].exhausted)
        if ready < need_e:
            return False
    if not left:
        return True
    objs = [s.objs[i] for i in runes]
    adders = power_adders(s, player, use) if s.extra.get("adder_objs") else []
    if adders:  # add-power: Power the player can add while paying (RUP4 357.1.a)
        return _match(left, [*adders, *objs], _fits_any) is not None
    if len(left) > len(runes):
        return False
    return _match(left, objs, lambda pip, r: any(d in pip for d in r.card.domains)) is not None  # type: ignore[attr-defined]


def amount_adders(s: GameState, player: int) -> list[tuple[Obj, int, Ability]]:
    """The ready Reaction Add abilities of `player` that pay something of their own as they
    are used, with nothing else to choose: add-any ("pay any amount of Energy to Add that
    much [A]", RUP4 204.3.b) and paid Adds ("[A][A], [E]: Add [2]"). Usable whenever a cost
    is being paid (429.3), but never by the automatic payment's plan (`payment_plan`: what
    they pay is the player's to choose). (source, its index in `granted.activated`, ability)."""
    out = []
    for oid in s.extra.get("adder_objs", ()):
        o = s.objs[oid]
        if o.controller != player or o.exhausted or o.zone not in ("base", "bf", "legend"):
            continue
        for k, ab in enumerate(activated_abilities(s, o)):
            if ab.adds and ab.timing == "reaction" and ab.exhaust_self and not ab.targets \
                    and (asks_amount(ab) or ab.cost_energy or ab.cost_power) \
                    and not (ab.legion and not legion_active(s, player, o)) \
                    and active(s, player, ab, o):
                out.append((o, k, ab))
    return out


def paid_adds(ab: Ability, use: Use) -> tuple[int, int]:
    """The Energy and [A] a paid Add ability adds that this payment may take (its steps'
    restrictions, RUP4 429): a Power of one domain counts as [A] only for a pip it fits, so
    it is left out here (no such card yet)."""
    energy = sum(getattr(st, "n", 0) for st in ab.steps
                 if st.op == "add_energy" and step_usable(st, use))
    power = sum(getattr(st, "n", 0) for st in ab.steps if st.op == "add_power"
                and step_usable(st, use) and getattr(st, "domain", None) is None)
    return energy, power


def _without(pips: Sequence[Pip], n: int) -> list[list[Pip]]:
    """The pips left once any n of them are paid otherwise (by [A] added), each once."""
    seen: dict[tuple[str, ...], list[Pip]] = {}
    for drop in combinations(range(len(pips)), n):
        rest = [p for i, p in enumerate(pips) if i not in drop]
        seen.setdefault(tuple(sorted(repr(sorted(p)) for p in rest)), rest)
    return list(seen.values())


def could_pay_adding(s: GameState, player: int, energy: int, pips: Sequence[Pip],
                     use: Use = NO_USE) -> bool:
    """Can the cost be paid, the Add abilities that pay as they are used included (RUP4 429.3,
    204.3.b)? The plain check first; then those abilities making up the difference, alone or
    several together (`_pays_adding`). Costs nothing more where no such ability is on the
    board."""
    if can_pay(s, player, energy, pips, use):
        return True
    if not s.extra.get("adder_objs"):
        return False
    return _pays_adding(s, player, energy, pips, use, amount_adders(s, player))


def _pip_key(pips: Sequence[Pip]) -> tuple[tuple[Domain, ...], ...]:
    """Pips as a memo key: their order doesn't matter."""
    return tuple(sorted(tuple(sorted(p)) for p in pips))


def _used_toward(ab: Ability, energy: int, pips: Sequence[Pip], use: Use
                 ) -> list[tuple[int, list[Pip]]]:
    """The costs left once the Add ability `ab` (amount_adders) is used toward this one, one
    for each way of using it: add-any paying Power for Energy (n of the Energy as n more
    [A]), paying Energy for [A] (n of the pips as n more Energy), a paid Add (its own cost
    more, what it adds less; RUP4 204.3.b, 429.3). Its own cost is counted with the payment's
    (restricted resources alike: an approximation). What it adds pays the cost as it is, its
    own excluded: it is paid before it adds (RUP4 357, 429.3.a)."""
    if asks_amount(ab):
        last = ab.steps[-1]
        if not step_usable(last, use):
            return []
        if last.op == "add_energy":  # pays Power, adds Energy
            return [(energy - n, [*pips, *[ALL_DOMAINS] * n]) for n in range(1, energy + 1)]
        return [(energy + n, rest)  # pays Energy, adds [A]
                for n in range(1, len(pips) + 1) for rest in _without(pips, n)]
    e_add, p_add = paid_adds(ab, use)
    if not (e_add or p_add):
        return []  # what it adds can't pay this (its restriction, RUP4 429)
    lefts = _without(pips, min(p_add, len(pips))) if p_add else [list(pips)]
    return [(max(0, energy - e_add) + ab.cost_energy, [*left, *ab.cost_power]) for left in lefts]


def _pays_adding(s: GameState, player: int, energy: int, pips: Sequence[Pip], use: Use,
                 adders: list[tuple[Obj, int, Ability]]) -> bool:
    """could_pay_adding once the plain check refused: some of `adders` (amount_adders), each
    used at most once (it exhausts its source, RUP4 429.3), making up the difference
    together. An exact search over which are used and how (`_used_toward`), memoized on the
    cost left: with one such ability it asks what trying it alone asks."""
    memo: dict[tuple[int, int, tuple[tuple[Domain, ...], ...]], bool] = {}
    last = len(adders) - 1

    def search(i: int, e: int, ps: Sequence[Pip]) -> bool:
        """Can (e, ps) be paid with some of adders[i:] used (it can't with none)?"""
        if i >= last:  # the last one (often the only one): used or not, nothing after it
            return i == last and any(can_pay(s, player, e2, ps2, use)
                                     for e2, ps2 in _used_toward(adders[i][2], e, ps, use))
        key = (i, e, _pip_key(ps))
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = any(
                can_pay(s, player, e2, ps2, use) or search(i + 1, e2, ps2)
                for e2, ps2 in _used_toward(adders[i][2], e, ps, use)
            ) or search(i + 1, e, ps)
        return ok

    return search(0, energy, pips)


def pay_checker(s: GameState, player: int) -> Callable[[int, Sequence[Pip], Use], bool]:
    """could_pay_adding with a memo, for the many cards of one legal_actions call that share
    costs. What it needs from the state is gathered at the first question (often none is
    asked); the Add abilities that pay as they are used only once a cost is refused."""
    memo: dict[tuple[int, tuple[Pip, ...], Use], bool] = {}
    energy_max = -1
    extra: dict[Use, int] = {}  # restricted Energy (pool and adders) each use may take
    have: dict[Domain, int] = {}
    simple = False

    def setup() -> None:
        nonlocal energy_max, simple
        pool = s.players[player].pool
        objs = s.objs
        have.update(pool.power)
        ready = 0
        for i in s.players[player].runes:  # one pass: ready runes and rune domains
            r = objs[i]
            if not r.exhausted:
                ready += 1
            domains = r.card.domains
            if domains:
                d = domains[0]
                have[d] = have.get(d, 0) + 1
        energy_max = pool.energy + ready
        if s.extra.get("adder_objs"):
            energy_max += free_energy()
        simple = not pool.universal and not pool.spell_universal and not pool.restricted
        if simple and s.extra.get("adder_objs") and power_adders(s, player, ALL_USES):
            simple = False  # add-power: Seals and the like: the full check (RUP4 357.1.a)

    free: list[int] = []  # what the free "[E]: Add [N]" abilities add toward any cost

    def free_energy() -> int:
        if not free:
            free.append(sum(k for _, k in add_sources(s, player, NO_USE)))
        return free[0]

    def more(use: Use) -> int:
        n = extra.get(use)
        if n is None:
            n = restricted_energy(s.players[player].pool, use)
            if s.extra.get("adder_objs"):
                n += sum(k for _, k in add_sources(s, player, use)) - free_energy()
            extra[use] = n
        return n

    adders: list[list[tuple[Obj, int, Ability]]] = []  # amount_adders: at the first refusal

    def check(energy: int, pips: Sequence[Pip], use: Use = NO_USE) -> bool:
        if energy_max < 0:
            setup()
        key = (energy, tuple(pips), use)
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = plain(energy, pips, use)
        if ok:
            return True
        if not adders:  # nothing more to look at without such an ability (RUP4 429.3)
            adders.append(amount_adders(s, player) if s.extra.get("adder_objs") else [])
        if not adders[0]:
            return False
        key = (-1 - energy, key[1], use)  # apart from the plain answers
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = energy + len(pips) <= most(use) + gain(use) and (
                can_pay(s, player, energy, pips, use) or _pays_adding(
                    s, player, energy, pips, use, adders[0]))  # could_pay_adding, adders shared
        return ok

    def most(use: Use) -> int:
        """An upper bound of the Energy and Power together that the pool, the runes and the
        free Add abilities give this payment (`can_pay` asks for no more): a ready rune counts
        twice, exhausted for Energy and then recycled for Power (RUP4 164.2)."""
        power = len(_pool_tokens(s.players[player].pool, use)) + len(s.players[player].runes)
        return energy_max + (more(use) if use else 0) + power + len(
            power_adders(s, player, use))

    def gain(use: Use) -> int:
        """The most the adders add together beyond what they pay (`_pays_adding` may use
        them all): add-any pays as much as it adds (204.3.b); a paid Add ("[A][A], [E]:
        Add [2]") may add more."""
        total = 0
        for _o, _k, ab in adders[0]:
            if not asks_amount(ab):
                e_add, p_add = paid_adds(ab, use)
                total += max(0, e_add + p_add - ab.cost_energy - len(ab.cost_power))
        return total

    def plain(energy: int, pips: Sequence[Pip], use: Use) -> bool:
        if energy > energy_max + (more(use) if use else 0):
            return False
        if not pips:
            return True
        if simple and all(len(p) == 1 for p in pips):
            # a ready rune can give Energy and then be recycled for Power, so the two
            # needs are independent: count Power by domain
            need: dict[Domain, int] = {}
            for p in pips:
                (d,) = p
                need[d] = need.get(d, 0) + 1
            return all(n <= have.get(d, 0) for d, n in need.items())
        return can_pay(s, player, energy, pips, use)

    return check


def tap_rune(s: GameState, rune: Obj) -> None:
    """[E]: Add [1] (RUP4 164.2.a)."""
    rune.exhausted = True
    s.players[rune.controller].pool.energy += 1
    s.dirty = True
    emit(s, "tap_rune", player=rune.controller, obj=rune.id, card=rune.card.code)


def recycle_rune_for_power(s: GameState, rune: Obj, announce: bool = True) -> int:
    """Recycle this: Add [C] of its domain (RUP4 164.2.b). Returns its old rune-deck slot.
    `announce`: "when you recycle a rune" now (not while paying for a play: see recycle_rune)."""
    player = rune.controller
    pool = s.players[player].pool
    domain = rune.card.domains[0] if rune.card.domains else None
    recycle_rune(s, rune, announce)
    if domain is None:
        pool.universal += 1
    else:
        pool.power[domain] = pool.power.get(domain, 0) + 1
    return 0


def _only_data(only: str | None) -> dict[str, str]:
    """An "add" event's restriction beyond spells-only (events without one stay as they
    were: recorded games compare them)."""
    return {"only": only} if only not in (None, "spells") else {}


def add_energy(s: GameState, player: int, n: int, only: str | None = None) -> None:
    """Add [n]: Energy to the pool (RUP4 429.5); restricted (`only`: "spells" or one of
    RESTRICTIONS), it pays only for that."""
    pool = s.players[player].pool
    if only == "spells":
        pool.spell_energy += n
    elif only is not None:
        _restrict(pool, only, n, 0)
    else:
        pool.energy += n
    emit(s, "add", player=player, energy=n, spells_only=only == "spells",
         **_only_data(only))  # type: ignore[arg-type]


def add_power(s: GameState, player: int, n: int, domain: Domain | None,
              only: str | None = None) -> None:
    """Add [C]: n Power of one domain, or [A] of any domain, to the pool (RUP4 166.1, 429.5);
    restricted [A] (`only`, as for add_energy) pays only for that."""
    pool = s.players[player].pool
    if only == "spells":  # "use only to play spells": [A] for spells only
        pool.spell_universal += n
    elif only is not None:
        _restrict(pool, only, 0, n)
    elif domain is None:
        pool.universal += n
    else:
        pool.power[domain] = pool.power.get(domain, 0) + n
    s.dirty = True
    emit(s, "add", player=player, energy=0, spells_only=only == "spells",
         **_only_data(only),  # type: ignore[arg-type]
         power=domain.value if domain is not None else "any", n=n)


def add_holds(src: Obj | None, st: object) -> bool:
    """An Add step's condition: a restriction (ONLY) qualifies what is added; "if this is
    Empowered" (empowered / not_empowered) picks the step by its source's status (RUP4
    441.2)."""
    cond = getattr(st, "condition", None)
    if cond in ("empowered", "not_empowered"):
        return (src is not None and is_empowered(src)) == (cond == "empowered")
    return True


def resolve_adds(s: GameState, item: ChainItem) -> int:
    """An Add ability resolves at once (RUP4 429.2): its steps only add to the pool, with no
    condition but a restriction (ONLY) and the source's Empowered status (the card data
    validator keeps them so). Returns the unrestricted and spells-only Energy added."""
    assert item.ability is not None
    energy = 0
    src = s.objs[item.source] if item.source >= 0 else None
    for st in item.ability.steps:
        if st.op == "pay_x" or not add_holds(src, st):
            continue  # "if this is Empowered, add 2 instead" (RUP4 441.2); add-any: paid
        only = ONLY.get(st.condition or "")
        n = getattr(st, "n", 0)  # add_energy / add_power steps, read by name below the ops
        if getattr(st, "amount", None) == "paid_x":  # add-any: "add that much"
            n = int(item.info.get("paid_x", 0))
        if st.op == "add_energy":
            add_energy(s, item.controller, n, only)
            if only in (None, "spells"):
                energy += n
        else:
            add_power(s, item.controller, n, getattr(st, "domain", None), only)
    if src is not None and s.extra.get("statics_by_op", {}).get("adds_more"):
        more = adds_more(s, item.controller, src)
        if more:
            add_energy(s, item.controller, more)
            energy += more
    return energy


def adds_more(s: GameState, player: int, src: Obj) -> int:
    """ "Your <name> [Add] an additional N" (static adds_more): the Energy more that an Add
    ability of `src`, used by `player`, adds, from passive abilities `player` controls whose
    condition holds, or its teammate controls unless they say "your" (RUP4 429, 740.1.a,
    489.8.e). By the source's name: a Gold is killed to pay for its Add (357.2) before it
    resolves."""
    team = s.players[player].team
    return sum(st.n for o, st in passive_sources(s, "adds_more")
               if (o.controller == player if st.scope.yours
                   else s.players[o.controller].team == team)
               and st.scope.name == src.card.name
               and static_holds(s, st, src, o))


def power_sources(s: GameState, player: int) -> list[int]:
    """Ready objects of `player` whose Add ability adds Power (Seals, RUP4 429.3)."""
    out = []
    for oid in s.extra.get("adder_objs", ()):
        o = s.objs[oid]
        if o.controller != player or o.exhausted or o.zone not in ("base", "bf", "legend"):
            continue
        ab = first_add(s, o)
        if ab is not None and ab.exhaust_self and not ab.cost_energy and not ab.cost_power \
                and (not ab.targets or kills_itself(ab)) and not asks_amount(ab) \
                and any(st.op == "add_power" for st in ab.steps):
            out.append(oid)  # a Gold too: "Kill this" is paid with the play's costs (429.3)
    return out


def first_add(s: GameState, o: Obj) -> Ability | None:
    """The Add ability used when none is named: the card's first, or for an object with
    granted abilities the one payment uses (grant-activated, app.engine.reads.granted)."""
    hs = holders(s)
    if hs and o.id in hs:
        return pay_add_ability(s, o)
    return next((a for a in o.card.abilities if a.kind == "activated" and a.adds), None)


def pool_covers_power(pool: Pool, item: ChainItem, use: Use = NO_USE) -> bool:
    """Does the pool already hold the Power this item costs (whatever its Energy)?"""
    return pool_covers(pool, 0, item.cost_power, use)


def activate_add(s: GameState, src: Obj, k: int | None = None, kill: bool = True) -> int:
    """An "[E]: Add" ability resolves at once, without the chain (RUP4 429.2-429.3).
    k: which of the source's activated abilities (`granted.activated`); None: its first Add
    ability (for an object with granted abilities, the one payment uses). A "Kill this" cost
    (Gold) kills the source now, unless `kill` is False: the playing of a card or ability
    kills it with its other costs (pending, 357.2)."""
    if k is not None:
        abilities: tuple[Ability, ...] = (activated_abilities(s, src)[k],)
    else:
        hs = holders(s)
        first = first_add(s, src) if hs and src.id in hs else None
        abilities = (first,) if first is not None else src.card.abilities
    for ab in abilities:
        if ab.kind == "activated" and ab.adds:
            src.exhausted = True
            s.dirty = True
            note_gear_activated(s, src)  # a gear's Add ability is played too (RUP4 429.3)
            probe = ChainItem(0, "ability", src.controller)
            probe.source = src.id
            probe.ability = ab
            added = resolve_adds(s, probe)
            if kill and kills_itself(ab):
                KILL_SELF[0](s, src, src.controller)
            return added
    return 0


def spent_add_ability(s: GameState, op: str, o: Obj) -> Ability | None:
    """The Add ability an "act" rune op of a payment used: "act" the first (first_add),
    "act<k>" the object's activated ability k (grant-activated)."""
    return activated_abilities(s, o)[int(op[3:])] if op != "act" else first_add(s, o)


def rune_op(s: GameState, item: ChainItem | None, op: str, rune: Obj,
            k: int | None = None) -> None:
    """"tap" a rune for Energy, "rec" recycle it for Power (RUP4 164.2), or "act" use an Add
    ability (429.3); while paying for `item`, remembered so that cancelling undoes it (358.5):
    the pool as it was before the first of them, and each rune op."""
    if item is not None and "pool_before" not in item.info:
        item.info["pool_before"] = pool_form(s, rune.controller)
    if op == "act":
        ab = first_add(s, rune) if k is None else activated_abilities(s, rune)[k]
        if ab is not None and asks_amount(ab):
            ask_add_amount(s, rune, k, item)  # add-any: how much, then it resolves
            return
        if ab is not None and (ab.cost_energy or ab.cost_power):
            # a paid Add ("[A][A], [E]: Add [2]"): its own cost paid, then it resolves at
            # once (RUP4 429.2, 429.3.a, 357)
            rune.exhausted = True
            s.dirty = True
            note_gear_activated(s, rune)
            pay_and_add(s, rune, -1 if k is None else k, ab, item, ab.cost_energy,
                        list(ab.cost_power))
            return
        n = activate_add(s, rune, k, kill=item is None)
        if item is not None:
            # grant-activated: "act<k>" remembers which ability added, for cancelling
            item.rune_ops.append(("act" if k is None else f"act{k}", rune.id, n))
            # "when you use an activated ability of a gear": noticed once the item is
            # finalized, as playing it may still be cancelled and undone (RUP4 358.5)
        else:
            used_gear_ability(s, rune.controller, rune)
        return
    if op == "tap":
        tap_rune(s, rune)
        if item is not None:
            item.rune_ops.append(("tap", rune.id, 0))
    else:
        p = s.players[rune.controller]
        # where cancelling puts it back: its place in the rune row (RUP4 358.5). Games of
        # revision 1 note the Rune Deck's size, as earlier versions did (it is hashed with
        # the chain item), so that their saves replay as they were played (cancel_item)
        back = p.runes.index(rune.id) if s.revision >= 2 else len(p.rune_deck)
        if item is not None and rune.exhausted:
            # recycling readies it (a new object, RUP4 124.1): cancelling puts it back
            # exhausted, as it was (358.5)
            item.info[f"rune_was_exhausted{rune.id}"] = True
        recycle_rune_for_power(s, rune, announce=item is None)
        if item is not None:
            item.rune_ops.append(("rec", rune.id, back))


def pay_and_add(s: GameState, src: Obj, k: int, ab: Ability, item: ChainItem | None,
                energy: int, pips: list[Pip], x: int | None = None) -> None:
    """An Add ability that pays as it is used, its source already exhausted: pay `energy`
    and `pips` (runes tapped or recycled as the automatic payment would), then add (RUP4
    204.3.b, 429.2). `x`: add-any's amount ("add that much"); `k`: the ability's index
    (-1: the source's first Add ability). While paying for `item`, its rune ops are
    remembered (with the pool as it was before them, `rune_op`), so that cancelling the
    item undoes it all (358.5)."""
    player = src.controller
    pay_now(s, player, energy, pips, uses_for(s, src.card.type), item)
    probe = ChainItem(0, "ability", player)
    probe.source = src.id
    probe.ability = ab
    if x is not None:
        probe.info["paid_x"] = x
    resolve_adds(s, probe)
    if item is not None:
        item.rune_ops.append(("act" if k < 0 else f"act{k}", src.id, 0))
    else:
        used_gear_ability(s, player, src)


def paying(energy: int, pips: Sequence[Pip], use: Use, yes: Action = PAY) -> dict[str, Any]:
    """A payment decision's data for the cost it asks to pay (beyond its own question):
    its Add abilities are offered beside its options (RUP4 429.3), and `yes`, the answer
    that pays, only while the automatic payment can pay it (the player adds first
    otherwise). "_": derived, not hashed."""
    return {"_paying": (energy, tuple(pips), use, yes)}


def payment_options(s: GameState, player: int, energy: int, pips: Sequence[Pip], use: Use,
                    yes: Action = PAY) -> list[Action]:
    """A payment decision's own options: `yes` if the pool and runes pay it, and NO."""
    return [yes, NO] if can_pay(s, player, energy, pips, use) else [NO]


def max_x(s: GameState, player: int, use: Use, energy: bool = False) -> int:
    """The most [A] (or Energy) the player can pay now (pool and runes)."""
    k = 0
    while can_pay(s, player, k + 1 if energy else 0, [] if energy else [ALL_DOMAINS] * (k + 1),
                  use):
        k += 1
    return k


def asks_amount(ab: Ability) -> bool:
    """add-any: an Add ability that pays any amount as it resolves, to add that much ("pay
    any amount of Energy to [Add] that much [A]", RUP4 204.3.b): its first step is pay_x."""
    return bool(ab.steps) and ab.steps[0].op == "pay_x"


def ask_add_amount(s: GameState, src: Obj, k: int | None, item: ChainItem | None) -> None:
    """add-any: its cost (exhausting `src`) paid, the Add ability `k` of `src` (None: its
    first) resolves at once (RUP4 429.2, 429.3.a): its controller is asked how much to pay,
    from 0 to what the pool and runes can cover (444.2). `item`: what is being paid for as it
    is used (429.3), None at priority; priority does not pass either way (429.2.a)."""
    ab = first_add(s, src) if k is None else activated_abilities(s, src)[k]
    assert ab is not None
    src.exhausted = True
    s.dirty = True
    note_gear_activated(s, src)  # a gear's Add ability is played too (RUP4 429.3)
    energy = bool(getattr(ab.steps[0], "energy", False))  # pay_x, by name below the ops
    top = max_x(s, src.controller, uses_for(s, src.card.type), energy)
    s.decision = Decision(src.controller, "choose", {
        "ask": "add_x", "src": src.id, "k": -1 if k is None else k,
        "pays": "energy" if energy else "power",
        "item": -1 if item is None else item.id,
        "options": [Action("amount", (n,)) for n in range(top, -1, -1)]})


def pay_now(s: GameState, player: int, energy: int, pips: Sequence[Any], use: Use,
            item: ChainItem | None = None) -> None:
    """Pay with the automatic plan (RUP4 357.1, 444.1); the cost must be payable. While
    paying for `item`, its rune ops are remembered for cancelling (`rune_op`, 358.5)."""
    pool = s.players[player].pool
    if not pool_covers(pool, energy, pips, use):
        plan = payment_plan(s, player, energy, pips, use)
        assert plan is not None, "pay_now() with a cost that can't be paid"
        for op, rid in plan:
            rune_op(s, item, op, s.objs[rid])
    spend(s, player, energy, pips, use)
    emit(s, "pay", player=player, energy=energy, power=len(pips))


def describe_cost(energy: int, pips: Sequence[Pip]) -> str:
    parts = [f"{energy} Energy"] if energy else []
    for pip in pips:
        if pip == ALL_DOMAINS:
            parts.append("1 Power of any domain")
        else:
            parts.append("1 " + "/".join(sorted(d.value for d in pip)) + " Power")
    return ", ".join(parts) or "nothing"


ANY_PIP: Pip = ALL_DOMAINS
