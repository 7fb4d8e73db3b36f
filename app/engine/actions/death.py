"""Death: a kill, and the replacements of a death (RUP4 367-375, 428.1). One module, because
a replacement may kill its own source ("kill this instead") and every kill asks the
replacements first.

The kill (`kill_now`): death triggers, then the trash, unless `save_from_death` replaces it by
a "the next time it would die" save, a passive replacement or a paid save.

Passive death replacements: a friendly unit that would die is saved by the source dying in its
place; the unit is healed, exhausted and recalled (static op `replace_death`, scope: the units
it watches, relative to the source's controller). A death it replaces never happens: no death
triggers, no kill "you did" (370.1.a.1). Each source applies once to an event (370.2).
When several deaths happen at once and a player's replacements can't save them all, that
player chooses the death to replace first (373): a decision ("choose", ask
"replace_death") asked in the cleanup or in the kill instruction, which then goes on.
Only objects indexed under static op `replace_death` are ever looked at, so nothing of this
runs while no such card is in the game.

An optional replacement with a cost (Static.optional: Energy / Power paid, the source exhausted,
the dying unit's buff spent, instead of killing the source) is its controller's choice for each
death it could replace (RUP4 371.2.a): before deaths happen, each place that kills (the
cleanup, a kill instruction, a unit picked to be killed, a kill paid as a cost: a cost
replaced is still paid, 357.2.a) asks "replace_offer" (yes / no) for each death that such a
source could replace now (its whole cost payable), then goes on. A replacement accepted is the
one applied to that death (its controller chose it, 372); it pays its cost instead of killing
its source. The answers last until those deaths have happened (`clear_offers`).

A paid save: "the next time it would die this turn, you may pay <cost> to heal it, exhaust it
and recall it instead" (RUP4 367-375, 740.4.a). The op "save" with n (Energy) and/or power:
the unit is remembered for this turn with the cost and the ability's controller. The next
time it would die (lethal damage in a cleanup, a kill instruction, a pick of "each player
kills one", a kill paid as a cost), that controller chooses, just before the death happens,
whether to pay (a decision "choose", ask "save_pay": pay / no): paid with the usual payment,
the death is replaced (healed, exhausted, recalled: no death, no death triggers, 370.1.a.1);
declined, it dies. Either way the replacement is spent (it was the next time). One that can't
be paid is not asked about and the unit dies (444.2). Another replacement that applies (a
free save, a "kill this instead") goes first (373: the free one is always the controller's
better choice) and this one stays for the next time. Nothing of this runs while no such save
is pending (turn flag "pay_saves").
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.payment import (
    KILL_SELF,
    can_pay,
    could_pay_adding,
    pay_now,
    paying,
    payment_options,
)
from app.engine.actions.pool import uses
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import change_zone, kill, recall, spend_buff
from app.engine.core.actions import NO, YES, Action
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import (
    BANISH,
    BASE,
    BATTLEFIELD,
    BF,
    LEGEND,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.reads.attached import static_active
from app.engine.reads.characteristics import matches
from app.engine.reads.locations import is_alone


def kill_now(s: GameState, o: Obj, dying: tuple[int, ...] = (), by: int = -1,
             alone: dict[int, bool] | None = None) -> None:
    """A kill instruction: death triggers first, then to the trash (RUP4 428.1.a.1.b).
    `by`: the player responsible for this active kill, for "when you kill" (RUP4 411.4).
    `alone`: who was alone before these deaths began (`alone_before`)."""
    if o.zone not in (BASE, BF):
        return
    if save_from_death(s, o):
        return
    if by >= 0:
        # kill-attribution: a kill instruction of the resolving spell (RUP4 428.5.b, 411.6)
        res = s.extra.get("_resolving")
        spell = res is not None and res[0] == by and res[1]
        collect_event(s, "you_kill", obj=o, player=by, spell=spell)
    collect_event(s, "dies", obj=o, dying=dying or (o.id,),
                  alone=alone.get(o.id) if alone else None)
    kill(s, o)


def alone_before(s: GameState, objs: list[Obj]) -> dict[int, bool] | None:
    """cond-alone, last known information: which of units killed together, one after another,
    were alone just before the first died ("if I died alone", RUP4 740.2.a); None unless one of
    them asks."""
    if not any(ab.condition in ("died_alone", "died_not_alone")
               for o in objs for ab in o.card.abilities):
        return None
    return {o.id: is_alone(s, o) for o in objs}


def _kill_self_cost(s: GameState, o: Obj, player: int) -> None:
    """A Gold's "Kill this" paid by a payment outside the playing of a card (RUP4 429.3)."""
    kill_now(s, o, by=player)


KILL_SELF.append(_kill_self_cost)


def save_from_death(s: GameState, o: Obj) -> bool:
    """A replacement of the death of `o`: one that keeps it (below), else "if it would die
    this turn, banish it instead" (Smite). Its controller orders replacements (RUP4 372): the
    ones that keep the unit on the board come first, as they would have them."""
    if _saved(s, o):
        return True
    if not banished_if_dies(s, o):
        return False
    change_zone(s, o, BANISH)  # no death: no Deathknell, no trash (RUP4 370.1.a.1)
    emit(s, "banish", obj=o.id, card=o.card.code, player=o.owner)
    return True


def banish_if_dies(s: GameState, o: Obj) -> None:
    """ "If it would die this turn, banish it instead": this object, while it stays this one
    (a new object is not it, RUP4 124)."""
    s.turn_flags.setdefault("banish_deaths", []).append(f"{o.id}.{o.incarnation}")


def banished_if_dies(s: GameState, o: Obj) -> bool:
    banishing = s.turn_flags.get("banish_deaths") if s.turn_flags else None
    return banishing is not None and f"{o.id}.{o.incarnation}" in banishing


def _saved(s: GameState, o: Obj) -> bool:
    """A "the next time it would die" replacement: heal, exhaust, recall instead (RUP4 367);
    else a passive death replacement ("kill this instead"), or a paid save."""
    if o.prevent_death and s.extra.get("replace_offers"):
        if accepted(s, o):  # its controller chose the optional one over the save (RUP4 372)
            return replace_death(s, o)
    if not o.prevent_death:
        if s.extra.get("statics_by_op", {}).get("replace_death"):
            if replace_death(s, o):
                return True
        if s.turn_flags.get("pay_saves"):  # "you may pay ... to ... instead" (below)
            return apply_paid_save(s, o)
        return False
    o.prevent_death -= 1
    o.damage = 0
    o.exhausted = True
    recall(s, o)
    emit(s, "saved", obj=o.id)
    return True


# -- passive death replacements (RUP4 367-375) -------------------------------------

def active(s: GameState) -> bool:
    return bool(s.extra.get("statics_by_op", {}).get("replace_death"))


def _statics(s: GameState, o: Obj):  # type: ignore[no-untyped-def]
    """(source, its replace_death passive) pairs that watch `o`'s death now: sources on the
    board, or legends (a legend's passive works from its zone), not `o` itself."""
    for sid in s.extra.get("statics_by_op", {}).get("replace_death", ()):
        src = s.objs[sid]
        if src.zone not in (BASE, BF, LEGEND, BATTLEFIELD) or src.id == o.id:
            continue
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "replace_death" \
                    and static_active(s, src, ab) \
                    and matches(s, st.scope, o, src.controller, src) \
                    and (st.condition != "during_combat" or _in_combat_there(s, o)):
                yield src, st
                break


def _in_combat_there(s: GameState, o: Obj) -> bool:
    """"Would die during combat": while a combat is under way at its battlefield (RUP4 459,
    until the combat ends, 466.7)."""
    sd = s.showdown
    return sd is not None and sd.combat and o.zone == BF and o.bf == sd.bf


def _payer(src: Obj, o: Obj) -> int:
    """Who pays and chooses an optional replacement: a battlefield's "its controller may pay"
    is the dying unit's controller's choice (RUP4 190.6.c); otherwise the source's."""
    return o.controller if src.card.type is CardType.BATTLEFIELD else src.controller


def _payable(s: GameState, src: Obj, st, o: Obj) -> bool:  # type: ignore[no-untyped-def]
    """Can an optional replacement's whole cost be paid now (RUP4 371.2, 357)?"""
    if st.exhaust_self and src.exhausted:
        return False
    if st.spend_buff and o.buffs <= 0:
        return False  # "spend its buff": it must have one (702.2.b.1)
    return can_pay(s, _payer(src, o), st.cost_energy, list(st.cost_power), uses(s))


def _key(o: Obj, src: Obj) -> str:
    return f"{o.id}:{o.incarnation}:{src.id}"


def savers(s: GameState, o: Obj) -> list[Obj]:
    """Sources whose replacement applies to `o`'s death (not to their own): an optional one
    only once its controller accepted it for this death and while it can be paid; an accepted
    one comes first (its controller chose to apply it, RUP4 372)."""
    offers = s.extra.get("replace_offers", {})
    chosen, out = [], []
    for src, st in _statics(s, o):
        if not st.optional:
            out.append(src)
        elif offers.get(_key(o, src)) and _payable(s, src, st, o):
            chosen.append(src)
    # one that costs nothing and keeps its source before one that kills its source (the
    # order its controller would choose, RUP4 372)
    out.sort(key=lambda src: not _keeps(s, src.id))
    return chosen + out


def accepted(s: GameState, o: Obj) -> bool:
    """Did its controller accept an optional replacement of `o`'s death that can be paid? Then
    it applies rather than a "the next time it would die" save (they chose it, RUP4 372)."""
    found = savers(s, o)
    return bool(found) and any(st.optional for src, st in _statics(s, o) if src.id == found[0].id)


def death_replaced(s: GameState, o: Obj) -> bool:
    """Would `o`'s death be replaced now (by a save or a replacement source)?"""
    return o.prevent_death > 0 or (active(s) and bool(savers(s, o)))


def replace_death(s: GameState, o: Obj) -> bool:
    """Apply the first replacement source to `o`'s death: kill the source instead, then heal,
    exhaust and recall `o` (RUP4 370.1.b). False if none applies."""
    found = savers(s, o) if active(s) else []
    if not found:
        return False
    src = found[0]
    st = next(st for x, st in _statics(s, o) if x.id == src.id)
    if st.optional:
        # "you may pay ..., exhaust me and spend its buff to ... instead": the cost is paid
        # as the replacement applies (RUP4 371.2, 357: the usual payment)
        s.extra.get("replace_offers", {}).pop(_key(o, src), None)
        if st.cost_energy or st.cost_power:
            pay_now(s, _payer(src, o), st.cost_energy, list(st.cost_power), uses(s))
        if st.exhaust_self:
            src.exhausted = True
            emit(s, "exhaust", obj=src.id)
        if st.spend_buff:
            spend_buff(s, o)
    elif not st.keep_source:
        # "kill this instead": a kill by the replacement's controller (RUP4 374, 411.4)
        kill_now(s, src, by=src.controller)
    o.damage = 0
    o.exhausted = True
    recall(s, o)
    emit(s, "saved", obj=o.id, by=src.id, card=o.card.code)
    return True


def _choice(s: GameState, dying: list[Obj]) -> tuple[int, list[Obj]] | None:
    """A player whose replacements can't cover all their simultaneous deaths chooses (373)."""
    for player in sorted({o.controller for o in dying}):
        cands = [o for o in dying if o.controller == player and o.prevent_death == 0
                 and o.zone in (BASE, BF) and savers(s, o)]
        if len(cands) < 2:
            continue
        sources = {src.id for o in cands for src in savers(s, o)}
        if any(_keeps(s, src) for src in sources):
            continue  # it saves each of them, whatever the order (Soraka, RUP4 370.4)
        if len(sources) < len(cands):
            return player, cands
    return None


def _keeps(s: GameState, sid: int) -> bool:
    """Is the source's death replacement one that keeps it (the unit healed, exhausted and
    recalled, no cost, the source not killed)?"""
    return any(ab.static is not None and ab.static.op == "replace_death"
               and ab.static.keep_source for ab in s.objs[sid].card.abilities)


def keepers_active(s: GameState) -> bool:
    """Is a death replacement that keeps its source in the game?"""
    return any(_keeps(s, sid) for sid in s.extra.get("statics_by_op", {}).get("replace_death", ()))


def save_together(s: GameState, objs: list[Obj]) -> list[Obj]:
    """Deaths of one kill instruction are simultaneous: a replacement that keeps its source
    applies to each of them before any happens, even as its source dies with them (RUP4
    370.4, Soraka, Wanderer). Returns the deaths still to happen."""
    left = []
    for o in objs:
        found = savers(s, o) if o.zone in (BASE, BF) else []
        if found and _keeps(s, found[0].id):
            replace_death(s, o)
        else:
            left.append(o)
    return left


def order_deaths(s: GameState, dying: list[Obj], item: ChainItem | None) -> list[Obj] | None:
    """Before simultaneous deaths: apply the replacements their controller chose, one at a
    time (RUP4 373). Returns the deaths still to happen, or None after asking (the cleanup or
    the instruction runs again once the choice is made)."""
    left = list(dying)
    while True:
        found = _choice(s, left)
        if found is None:
            return left
        player, cands = found
        chosen = s.extra.pop("replace_chosen", None)
        pick = next((o for o in cands if o.id == chosen), None)
        if pick is None:
            data: dict = {"ask": "replace_death",
                          "options": [Action("choose", (o.id,)) for o in cands]}
            if item is not None:
                data["item"] = item.id
            s.decision = Decision(player, "choose", data)
            return None
        replace_death(s, pick)
        left.remove(pick)
        if item is not None:
            item.info.setdefault("replaced", []).append(pick.id)


def optional_active(s: GameState) -> bool:
    """Is an optional replacement (with a cost) in the game?"""
    for sid in s.extra.get("statics_by_op", {}).get("replace_death", ()):
        if any(ab.static is not None and ab.static.op == "replace_death" and ab.static.optional
               for ab in s.objs[sid].card.abilities):
            return True
    return False


def ask_offer(s: GameState, dying: list[Obj], item: ChainItem | None) -> bool:
    """Before these deaths: ask about the first optional replacement not yet answered that
    could replace one of them now (RUP4 371.2.a), in turn order of the units' controllers
    (373.1). True if a question was asked: the caller stops and runs again after the answer."""
    if not dying or not optional_active(s):
        return False
    offers = s.extra.setdefault("replace_offers", {})
    n = len(s.players)
    for o in sorted(dying, key=lambda u: ((u.controller - s.turn_player) % n, u.id)):
        if o.zone not in (BASE, BF):
            continue
        for src, st in _statics(s, o):
            if st.optional and _key(o, src) not in offers and _payable(s, src, st, o):
                data: dict = {"ask": "replace_offer", "obj": o.id, "source": src.id,
                              "key": _key(o, src), "options": [YES, NO],
                              "energy": st.cost_energy, "power": len(st.cost_power),
                              "exhaust": st.exhaust_self, "spend_buff": st.spend_buff}
                if item is not None:
                    data["item"] = item.id
                s.decision = Decision(_payer(src, o), "choose", data)
                return True
    return False


def answer_offer(s: GameState, key: str, verb: str) -> None:
    s.extra.setdefault("replace_offers", {})[key] = verb == "yes"
    s.decision = None
    s.dirty = True


def clear_offers(s: GameState) -> None:
    """The deaths asked about have happened (or were replaced): the answers end."""
    s.extra.pop("replace_offers", None)


def answer_order(s: GameState, arg: object) -> None:
    """The death to replace first (ask "replace_death", RUP4 373); the killing goes on."""
    s.extra["replace_chosen"] = int(arg)  # type: ignore[call-overload]
    s.decision = None
    s.dirty = True


# -- a paid save (RUP4 740.4.a) -----------------------------------------------------

PAY_SAVES = "pay_saves"  # turn flag: [(obj id, incarnation, controller, energy, power pips)]
# turn flag: {obj id: paid?}, the choice made for its next death
PAY_SAVE_ANSWERS = "pay_save_answer"


def add_paid_save(s: GameState, o: Obj, controller: int, energy: int, pips: tuple) -> None:  # type: ignore[type-arg]
    s.turn_flags.setdefault(PAY_SAVES, []).append((o.id, o.incarnation, controller, energy, pips))


def _pending_save(s: GameState, o: Obj) -> Any:
    for e in s.turn_flags.get(PAY_SAVES, ()):
        if e[0] == o.id and e[1] == o.incarnation:
            return e
    return None


def _save_to_ask(s: GameState, o: Obj) -> Any:
    """The pending paid save to ask about before `o` dies, if any."""
    if o.zone not in (BASE, BF) or o.id in s.turn_flags.get(PAY_SAVE_ANSWERS, {}):
        return None
    e = _pending_save(s, o)
    if e is None or death_replaced(s, o):
        return None
    return e if could_pay_adding(s, e[2], e[3], list(e[4]), uses(s)) else None


def ask_paid_save(s: GameState, dying: list[Obj], item: ChainItem | None = None,
                  **more: Any) -> bool:
    """Before these deaths happen: ask about a paid save of one of them. False after asking
    (the caller runs again once it is answered)."""
    if not s.turn_flags.get(PAY_SAVES):
        return True
    for o in dying:
        e = _save_to_ask(s, o)
        if e is not None:
            # "pay" once the pool and runes can; Adds first (RUP4 429.3)
            data: dict[str, Any] = {"ask": "save_pay", "obj": o.id, "energy": e[3],
                                    "power": len(e[4]), **more,
                                    "options": payment_options(s, e[2], e[3], e[4], uses(s)),
                                    **paying(e[3], e[4], uses(s))}
            if item is not None:
                data["item"] = item.id
            s.decision = Decision(e[2], "choose", data)
            return False
    return True


def answer_paid_save(s: GameState, verb: str) -> None:
    """The choice is remembered for the unit's death, which then goes on."""
    d = s.decision
    assert d is not None
    s.turn_flags.setdefault(PAY_SAVE_ANSWERS, {})[int(d.data["obj"])] = verb == "pay"
    s.decision = None
    s.dirty = True


def apply_paid_save(s: GameState, o: Obj) -> bool:
    """As `o` would die: its pending paid save is spent; paid, the death is replaced."""
    e = _pending_save(s, o)
    if e is None:
        return False
    paid = s.turn_flags.get(PAY_SAVE_ANSWERS, {}).pop(o.id, False)
    if not s.turn_flags.get(PAY_SAVE_ANSWERS):
        s.turn_flags.pop(PAY_SAVE_ANSWERS, None)
    s.turn_flags[PAY_SAVES].remove(e)
    if not paid or not can_pay(s, e[2], e[3], list(e[4]), uses(s)):
        return False
    pay_now(s, e[2], e[3], list(e[4]), uses(s))
    o.damage = 0
    o.exhausted = True
    recall(s, o)
    emit(s, "saved", obj=o.id, card=o.card.code)
    return True

