"""Running abilities: the primitives instructions are made of, and triggers.

`PRIMITIVES` maps an instruction's `op` to a function. Each acts on the objects the
instruction names (its target slot, its scope, or the ability's source) and does as
much as it can (RUP4 055). A primitive that needs a choice while resolving sets a
decision and returns False; resolution continues from there once it is answered.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine import state as _state
from app.engine.abilities import Ability, Step
from app.engine.actions import DONE, NO, YES, Action
from app.engine.cards import CardType, Keyword
from app.engine.query import (
    effective_might,
    has_keyword,
    is_enemy,
    keyword_value,
    legion_active,
    might,
)
from app.engine.select import board_candidates, matches
from app.engine.state import (
    BASE,
    BATTLEFIELD,
    BF,
    CHAIN,
    HAND,
    RUNES,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.zones import (
    change_zone,
    channel,
    draw,
    emit,
    enter_board,
    gain_points,
    kill,
    recall,
    recycle_rune,
    recycle_to_deck,
    return_to_hand,
)

# Trigger names an ability may use (RUP4 383.4).
TRIGGERS = frozenset({
    "play_me", "attack", "defend", "move", "move_to_bf", "conquer", "hold", "die",
    "start_of_turn", "end_of_turn", "start_of_main", "you_play_spell", "you_play_unit",
    "you_conquer", "you_hold", "you_defend_here", "vision",
    "you_stun", "you_stun_units", "you_discard", "you_play_gear", "you_play_card",
    "leave_board", "friendly_unit_dies", "unit_moves_from_here", "damaged",
    "opponent_moves_to_bf", "you_ready", "you_kill", "you_recycle", "discard_me",
})


class Ctx:
    """What one resolving item knows: its controller, source and chosen targets."""

    __slots__ = ("s", "item", "source", "controller", "killed")

    def __init__(self, s: GameState, item: ChainItem) -> None:
        self.s = s
        self.item = item
        self.controller = item.controller
        src = item.source if item.kind != "card" else item.obj
        self.source = s.objs[src] if src >= 0 else None
        self.killed = False

    def targets(self, slot: int | None) -> list[Obj]:
        """Chosen objects still legal: same object, still matching (RUP4 359.3.e)."""
        if slot is None:
            return []
        ab = self.item.ability if self.item.kind != "card" else _spell(self.s, self.item)
        if ab is None or slot >= len(self.item.targets):
            return []
        sel = ab.targets[slot].select
        out = []
        for _, oid, inc in self.item.targets[slot]:
            o = self.s.objs[oid]
            if o.incarnation == inc and matches(self.s, sel, o, self.controller, self.source):
                out.append(o)
        return out

    def objects(self, step: Step) -> list[Obj]:
        if step.scope is not None and step.scope.where == "event":
            return event_object(self.s, self.item)
        if step.scope is not None and step.scope.where == "target_bf":
            # every object matching the scope at the battlefield chosen in the target slot
            from dataclasses import replace

            s = self.s
            chosen = {o.id for o in self.targets(step.target)}
            found = []
            for n, b in enumerate(s.battlefields):
                if b.obj in chosen:
                    found.extend(board_candidates(s, replace(step.scope, where="any"),
                                                  self.controller, self.source, bf_restrict=n))
            return [o for o in found if o.zone == BF]
        if step.target is not None:
            return self.targets(step.target)
        if step.scope is not None and step.scope.where == "my_bf" and (
            self.source is None or self.source.zone not in (BF, BATTLEFIELD)
        ):
            # a Deathknell's "my battlefield": where the unit was as it died (RUP4 359.3.e.13)
            from dataclasses import replace

            where = int(self.item.info.get("where", -1))
            if where < 0:
                return []
            return [o for o in board_candidates(self.s, replace(step.scope, where="any"),
                                                self.controller, self.source, bf_restrict=where)
                    if o.zone == BF]
        if step.scope is not None:
            return board_candidates(self.s, step.scope, self.controller, self.source)
        return [self.source] if self.source is not None and self.source.zone in (BASE, BF) else []


def event_object(s: GameState, item: ChainItem) -> list[Obj]:
    """"It" in a triggered ability: the object of the triggering event, while it is the same
    object on the board (a new object after a zone change, RUP4 124)."""
    oid, inc = item.info.get("event_obj", -1), item.info.get("event_inc")
    if oid is None or oid < 0:
        return []
    o = s.objs[oid]
    if o.zone not in (BASE, BF) or (inc is not None and o.incarnation != inc):
        return []
    return [o]


def _spell(s: GameState, item: ChainItem) -> Ability | None:
    for ab in s.objs[item.obj].card.abilities:
        if ab.kind == "spell":
            return ab
    return None


# -- damage ---------------------------------------------------------------------

def bonus_damage(s: GameState, ctx: Ctx, target: Obj) -> int:
    """Bonus Damage of spells and abilities (RUP4 712-715), all instances summed."""
    total = 0
    for oid in s.extra.get("statics_by_op", {}).get("bonus_damage", ()):
        src = s.objs[oid]
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind != "static" or st is None or st.op != "bonus_damage":
                continue
            if src.card.type is CardType.BATTLEFIELD:
                # "to units here": only damage dealt to a unit at that battlefield
                if target.zone == BF and s.battlefields[target.bf].obj == src.id:
                    total += st.n
            elif src.zone in (BASE, BF) and src.controller == ctx.controller:
                total += st.n  # "your spells and abilities"
    if ctx.item.kind == "card":  # "the next spell you play deals N Bonus Damage" (RUP4 391)
        total += int(ctx.item.info.get("next_spell_bonus", 0))
    return total


def deal(s: GameState, target: Obj, amount: int, by_player: int) -> int:
    if amount <= 0 or target.zone not in (BASE, BF):
        return 0  # only valid damage is dealt (RUP4 417.1.e)
    target.damage += amount
    target.marked_by = by_player
    s.dirty = True
    emit(s, "damage", obj=target.id, amount=amount, by=by_player)
    took_damage(s, target)
    return amount


def took_damage(s: GameState, obj: Obj) -> None:
    """Delayed triggers "when a unit takes damage this turn" / "the next time it takes damage
    this turn" (RUP4 390.2, 391): controlled by who created them, whatever their source."""
    watches = s.turn_flags.get("delayed_damage")
    if not watches:
        return
    from app.engine.play import start_trigger

    keep = []
    for src, n, controller, watched, inc in watches:
        if watched < 0 or (watched == obj.id and inc == obj.incarnation):
            o = s.objs[src] if src >= 0 else None
            if o is not None and n < len(o.card.abilities):
                s.waiting_triggers.append(start_trigger(
                    s, controller, o, o.card.abilities[n],
                    {"event_obj": obj.id, "event_inc": obj.incarnation}))
            if watched >= 0:
                continue  # "the next time": used up
        keep.append((src, n, controller, watched, inc))
    s.turn_flags["delayed_damage"] = keep


# -- primitives -------------------------------------------------------------------

Primitive = Callable[[Ctx, Step], bool]


def _draw(ctx: Ctx, st: Step) -> bool:
    for player in _who(ctx, st):
        draw(ctx.s, player, st.n or 1)
    return True


def _who(ctx: Ctx, st: Step) -> list[int]:
    """The players a step names: you; each player, in turn order from the turn player
    (RUP4 303.2.a); or "its controller": of each object of the target slot still legal as
    the item began to resolve. That instruction is linked to the one acting on the object:
    it is ignored with it if the object became illegal (359.3.e.14.a), not if only the
    earlier action was replaced (359.3.e.14.b)."""
    s = ctx.s
    if st.who == "each_player":
        return [(s.turn_player + k) % len(s.players) for k in range(len(s.players))]
    if st.who == "its_controller" and st.target is not None:
        ctrl = ctx.item.info.get("controllers_at_start", [])
        return list(ctrl[st.target]) if st.target < len(ctrl) else []
    return [ctx.controller]


def _hide_free(ctx: Ctx) -> bool:
    """ "You can hide cards ignoring costs this turn": hiding costs nothing (RUP4 356.5.a)."""
    ctx.s.turn_flags[f"hide_free{ctx.controller}"] = True
    return True


def _discard_hand(ctx: Ctx, st: Step) -> bool:
    """Discard the whole hand: no choice to make (RUP4 359.3.e.11: as much as possible)."""
    from app.engine.zones import discard

    for player in _who(ctx, st):
        for oid in list(ctx.s.players[player].hand):
            discard(ctx.s, ctx.s.objs[oid])
            collect_event(ctx.s, "discarded", obj=ctx.s.objs[oid])
    return True


def _deal(ctx: Ctx, st: Step) -> bool:
    n = st.n
    if st.amount == "discarded_energy":
        found = ctx.item.info.get("discarded", [])
        if not found:
            return True  # nothing was discarded: "its" cost is null (RUP4 359.3.e.12)
        n = ctx.s.objs[found[-1]].card.energy or 0
        if n <= 0:
            return True  # no valid damage, so no instance for Bonus Damage (417.1.e)
    for o in ctx.objects(st):
        deal(ctx.s, o, n + bonus_damage(ctx.s, ctx, o), ctx.controller)
    return True


def _each_pick(ctx: Ctx, st: Step) -> bool:
    """Each player in turn picks one object of `scope` (its side relative to the picker) and
    the step acts on it at once, so the next player sees the result: simultaneous actions go
    in turn order (RUP4 303.2.a); the choice is made on resolution (355.17). A player with
    nothing to pick is skipped; a single candidate of a required pick is taken without asking."""
    s = ctx.s
    info = ctx.item.info
    left = info.get("pick_left")
    others = st.who == "each_other_next"
    if left is None:
        n = len(s.players)
        first = s.turn_player if st.who == "each_player" else (ctx.controller + 1) % n
        left = [(first + k) % n for k in range(n - 1 if others else n)]
    while left:
        player = left[0]
        assert st.scope is not None
        cands = board_candidates(s, st.scope, player, ctx.source)
        if others:  # "a unit you don't control that hasn't been chosen for this spell"
            picked = info.get("picked", ())
            cands = [o for o in cands if o.controller != ctx.controller and o.id not in picked]
        if not cands or (len(cands) == 1 and not st.may):
            if cands:
                if others:
                    info.setdefault("picked", []).append(cands[0].id)
                else:
                    _act_on_pick(ctx, st.op, cands[0], player)
            left = left[1:]
            continue
        info["pick_left"] = left
        s.decision = Decision(player, "choose", {
            "ask": "each_pick", "op": st.op, "item": ctx.item.id, "collect": others,
            "options": [Action("choose", (o.id,)) for o in cands] + ([NO] if st.may else [])})
        return False
    info.pop("pick_left", None)
    if others:
        _act_on_picked(ctx, st.op, info.pop("picked", []))
    return True


def _act_on_picked(ctx: Ctx, op: str, picked: list[int]) -> None:
    """"Kill those units": the objects all players chose, acted on together once every choice
    is made (dependent choices, RUP4 355.17; one game action, 383.2.c.2); one that has left
    the board meanwhile is skipped (it is no longer a unit, 355.9.a.1)."""
    objs = [ctx.s.objs[i] for i in picked if ctx.s.objs[i].zone in (BASE, BF)]
    if op == "kill":
        dying = tuple(o.id for o in objs)
        for o in objs:
            replaced = o.prevent_death > 0
            kill_now(ctx.s, o, dying, ctx.controller)
            ctx.item.info["killed"] = ctx.item.info.get("killed", False) or not replaced
    else:
        for o in objs:
            _act_on_pick(ctx, op, o)


def _act_on_pick(ctx: Ctx, op: str, o: Obj, by: int = -1) -> None:
    """`by`: the player who picked; "each player kills one" is their kill (RUP4 411.1)."""
    if op == "kill":
        replaced = o.prevent_death > 0
        kill_now(ctx.s, o, by=by)
        ctx.item.info["killed"] = ctx.item.info.get("killed", False) or not replaced
    elif op == "return_hand":
        return_to_hand(ctx.s, o)
    else:
        raise ValueError(f"op {op!r} can't act on a pick")


def _kill(ctx: Ctx, st: Step) -> bool:
    if st.who != "you":
        return _each_pick(ctx, st)
    objs = ctx.objects(st)
    dying = tuple(o.id for o in objs)  # die in one game action (RUP4 383.2.c.2)
    for o in objs:
        replaced = o.prevent_death > 0  # a death replaced by a save is no kill "you did"
        kill_now(ctx.s, o, dying, ctx.controller)
        ctx.killed |= not replaced  # for "if you do" (RUP4 359.3.e.14.b)
    return True


def _any_buffs(s: GameState, o: Obj) -> bool:
    from app.engine.statics import any_buffs

    return any_buffs(s, o)


def _buff(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.buffs == 0 or _any_buffs(ctx.s, o):  # one buff at most (RUP4 702.3, 702.3.a)
            o.buffs += 1
            ctx.s.dirty = True
            emit(ctx.s, "buff", obj=o.id)
    return True


def _stun(ctx: Ctx, st: Step) -> bool:
    stunned = []
    for o in ctx.objects(st):
        if not o.stunned:  # RUP4 423.1.a.1
            o.stunned = True
            ctx.s.dirty = True
            emit(ctx.s, "stun", obj=o.id)
            stunned.append(o)
    you_stunned(ctx.s, ctx.controller, stunned)
    return True


def you_stunned(s: GameState, player: int, stunned: list[Obj]) -> None:
    """"When you stun a unit" triggers once per unit; "when you stun one or more units" once
    per instruction (RUP4 383.1: the stuns of one instruction are one event). Only a unit that
    was stunned by it counts (a stunned unit can't be stunned again, 423.1.a.1)."""
    for o in stunned:
        collect_event(s, "you_stun", obj=o, player=player)
    if stunned:
        collect_event(s, "you_stun_units", objs=tuple(o.id for o in stunned), player=player)


def _might(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        o.turn_might += st.n
        ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=st.n)
    return True


def _grant(ctx: Ctx, st: Step) -> bool:
    assert st.keyword is not None
    for o in ctx.objects(st):
        (o.combat_keywords if st.duration == "combat" else o.turn_keywords).append(
            (st.keyword, st.n or 1))
        emit(ctx.s, "grant", obj=o.id, keyword=st.keyword.value, n=st.n or 1)
    return True


def _ready(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.exhausted:
            o.exhausted = False
            ctx.s.dirty = True
            emit(ctx.s, "ready", obj=o.id)
            collect_event(ctx.s, "you_ready", obj=o, player=ctx.controller)
    return True


def _exhaust(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if not o.exhausted:
            o.exhausted = True
            ctx.s.dirty = True
            emit(ctx.s, "exhaust", obj=o.id)
    return True


def _recall(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        recall(ctx.s, o)
    return True


def _return_hand(ctx: Ctx, st: Step) -> bool:
    if st.who != "you":
        return _each_pick(ctx, st)
    for o in ctx.objects(st):
        return_to_hand(ctx.s, o)
    return True


def _channel(ctx: Ctx, st: Step) -> bool:
    """You channel N; with a target slot, "its owner channels N" for each object of that slot
    that was a legal target as the item began to resolve, even if an earlier instruction has
    moved it off the board since (an illegal target's instructions are skipped, RUP4 359.3.e.5)."""
    n = st.n or 1
    players = [ctx.controller]
    if st.target is not None:
        lki = ctx.item.info.get("legal_at_start", [])
        ids = lki[st.target] if st.target < len(lki) else []
        players = [ctx.s.objs[oid].owner for oid in ids]
    short = False
    for player in players:
        short |= channel(ctx.s, player, n, exhausted=st.exhausted) < n
    ctx.item.info["channel_short"] = short
    return True


def _point(ctx: Ctx, st: Step) -> bool:
    gain_points(ctx.s, ctx.controller, st.n or 1, "effect")
    return True


def play_token(s: GameState, card_name: str, controller: int, loc: str,
               ready: bool = False) -> Obj:
    """A played unit token enters exhausted, like any unit, unless the effect says it enters
    ready (RUP4 143.4, 184, 184.1)."""
    card = s.extra["tokens"][card_name]
    tok = s.new_obj(card, controller, "gone")
    zone, bf = (BASE, -1) if loc == "base" else (BF, int(loc[2:]))
    nxt = card.type is CardType.UNIT and take_next_unit_ready(s, controller)  # a played unit too
    from app.engine.statics import enters_exhausted, enters_ready

    ready = ready or bool(s.turn_flags.get(f"enter_ready{controller}")) or nxt \
        or enters_ready(s, tok)  # "other friendly units enter ready" (enter-state)
    if card.type is CardType.GEAR and not ready:
        ready = not enters_exhausted(tok)  # a gear token enters ready by default (149.1)
    enter_board(s, tok, controller, zone, bf, exhausted=not ready)
    collect_event(s, "played", obj=tok, player=controller, token=True)
    return tok


def _token(ctx: Ctx, st: Step) -> bool:
    """Play N tokens "here" (the source's location) or where the controller chooses."""
    s = ctx.s
    assert st.card is not None
    if st.to == "choose":
        left = ctx.item.info.get("tokens_left", st.n or 1)
        locs = ["base"] + [f"bf{i}" for i, b in enumerate(s.battlefields)
                           if b.controller == ctx.controller]
        if ctx.item.bf_restrict >= 0:
            locs = [f"bf{ctx.item.bf_restrict}"]  # RUP4 811.1.d.3
        if len(locs) == 1:
            for _ in range(left):
                play_token(s, st.card, ctx.controller, locs[0], st.ready)
            ctx.item.info.pop("tokens_left", None)
            return True
        ctx.item.info["tokens_left"] = left
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "token_location", "options": [Action("to", (loc,)) for loc in locs],
            "item": ctx.item.id, "card": st.card, "ready": st.ready})
        return False
    loc = "base"
    if st.to == "here" and ctx.source is not None and ctx.source.zone == BF:
        loc = f"bf{ctx.source.bf}"
    for _ in range(st.n or 1):
        play_token(s, st.card, ctx.controller, loc, st.ready)
    return True


def _predict(ctx: Ctx, st: Step) -> bool:
    """Predict N: look at the top N cards of your Main Deck (as many as there are, without
    burning out), recycle any number of them, put the rest back on top in any order
    (RUP4 436.1-436.4). One card is a yes/no question; several are chosen one at a time,
    then ordered (`answer_choice`)."""
    s = ctx.s
    deck = s.players[ctx.controller].deck
    n = min(st.n or 1, len(deck))  # "Predict" alone is Predict 1 (436.3.a); 436.4
    if n == 0:
        return True  # no burn out from predicting (RUP4 436.4.a)
    looked = [deck[-1 - k] for k in range(n)]  # top card first
    for oid in looked:
        o = s.objs[oid]
        emit(s, "look", private_to=ctx.controller, player=ctx.controller, obj=oid,
             card=o.card.code)
    if n == 1:
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "predict", "options": [YES, NO], "obj": looked[0], "looked": looked,
            "item": ctx.item.id})
    else:
        _ask_predict(s, ctx.item, looked, [])
    return False


def _ask_predict(s: GameState, item: ChainItem, looked: list[int], recycle: list[int]) -> None:
    """Which of the looked-at cards to recycle: one at a time, then "done" (RUP4 436.1.a)."""
    keep = [o for o in looked if o not in recycle]
    s.decision = Decision(item.controller, "choose", {
        "ask": "predict_recycle", "looked": looked, "recycle": recycle,
        "options": [Action("choose", (o,)) for o in keep] + [DONE], "item": item.id})


def _ask_predict_order(s: GameState, item: ChainItem, kept: list[int], top: list[int]) -> None:
    """The cards not recycled go back on top in any order: the first one chosen is the new
    top card (RUP4 436.1.a)."""
    left = [o for o in kept if o not in top]
    s.decision = Decision(item.controller, "choose", {
        "ask": "predict_order", "looked": kept, "top": top,
        "options": [Action("choose", (o,)) for o in left], "item": item.id})


def _put_back_on_top(s: GameState, player: int, top_first: list[int]) -> None:
    deck = s.players[player].deck
    deck[:] = [o for o in deck if o not in top_first] + list(reversed(top_first))
    emit(s, "put_on_top", player=player, n=len(top_first))


def _discard(ctx: Ctx, st: Step) -> bool:
    s = ctx.s
    hand = s.players[ctx.controller].hand
    left = ctx.item.info.get("discard_left", st.n or 1)
    if not hand or left <= 0:
        ctx.item.info.pop("discard_left", None)
        return True
    ctx.item.info["discard_left"] = left
    s.decision = Decision(ctx.controller, "choose", {
        "ask": "discard", "options": [Action("choose", (i,)) for i in hand], "item": ctx.item.id})
    return False


def _weaken(ctx: Ctx, st: Step) -> bool:
    """-N Might this turn, to a minimum of 1: the change is fixed when applied (RUP4 477.3.b)."""
    for o in ctx.objects(st):
        cur = might(ctx.s, o)
        delta = -min(st.n, max(0, cur - 1))
        if delta:
            o.turn_might += delta
            ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=delta)
    return True


def _fight(ctx: Ctx, st: Step) -> bool:
    """The units chosen in slots 0 and 1 (or the source and the unit of the only slot) deal
    damage equal to their Might to each other. The units are the sources, so spell Bonus
    Damage doesn't apply (RUP4 417.6.b.3)."""
    a, b = ctx.targets(0), ctx.targets(1)
    ab = _spell(ctx.s, ctx.item) if ctx.item.kind == "card" else ctx.item.ability
    if ab is not None and len(ab.targets) == 1:
        # "choose a unit; we deal damage equal to our Mights to each other": the source
        # itself is the other unit, while it is still the same object on the board (RUP4 124)
        src = ctx.source
        same = src is not None and src.incarnation == ctx.item.source_incarnation
        a, b = ([src] if same and src.is_unit and src.zone in (BASE, BF) else []), a
    if not a or not b:
        return True  # an illegal target: the linked instruction does nothing (359.3.e.14.a)
    ua, ub = a[0], b[0]
    da, db = effective_might(ctx.s, ua), effective_might(ctx.s, ub)
    deal(ctx.s, ub, da, ua.controller)
    deal(ctx.s, ua, db, ub.controller)
    return True


def _deal_might(ctx: Ctx, st: Step) -> bool:
    """"It deals damage equal to its Might to ...": the unit of slot 0 deals to the unit of
    slot 1; with one slot, the source itself deals, while it is still the same object on the
    board (RUP4 124). The unit is the damage's source, so spell Bonus Damage doesn't apply
    (417.6.b.3), as for 'fight'; a dealer no longer there deals nothing (359.3.e.14.a)."""
    ab = _spell(ctx.s, ctx.item) if ctx.item.kind == "card" else ctx.item.ability
    if ab is not None and len(ab.targets) == 1:
        src = ctx.source
        same = src is not None and src.incarnation == ctx.item.source_incarnation
        a, b = ([src] if same and src.is_unit and src.zone in (BASE, BF) else []), ctx.targets(0)
    else:
        a, b = ctx.targets(0), ctx.targets(1)
    if not a or not b:
        return True
    deal(ctx.s, b[0], effective_might(ctx.s, a[0]), a[0].controller)
    return True


def _save(ctx: Ctx, st: Step) -> bool:
    """The next time it would die this turn: heal, exhaust and recall it instead (Highlander)."""
    for o in ctx.objects(st):
        o.prevent_death += 1
        emit(ctx.s, "shielded_from_death", obj=o.id)
    return True


def _units_enter_ready(ctx: Ctx, st: Step) -> bool:
    ctx.s.turn_flags[f"enter_ready{ctx.controller}"] = True
    return True


def _draw_if_killed(ctx: Ctx, st: Step) -> bool:
    """'If this kills it, do this: draw N': checked in the cleanup right after (RUP4 387)."""
    for o in ctx.targets(st.target):
        ctx.s.extra.setdefault("death_watch", []).append((o.id, ctx.controller, st.n or 1))
    return True


def _add_energy(ctx: Ctx, st: Step) -> bool:
    pool = ctx.s.players[ctx.controller].pool
    if st.condition == "spells_only":
        pool.spell_energy += st.n
    else:
        pool.energy += st.n
    emit(ctx.s, "add", player=ctx.controller, energy=st.n, spells_only=st.condition is not None)
    return True


def _add_power(ctx: Ctx, st: Step) -> bool:
    """Add [C]: n Power of one domain, or [A] of any domain, to the pool (RUP4 166.1, 429.5)."""
    pool = ctx.s.players[ctx.controller].pool
    if st.condition == "spells_only":  # "use only to play spells": [A] for spells only
        pool.spell_universal += st.n
    elif st.domain is None:
        pool.universal += st.n
    else:
        pool.power[st.domain] = pool.power.get(st.domain, 0) + st.n
    ctx.s.dirty = True
    emit(ctx.s, "add", player=ctx.controller, energy=0, spells_only=st.condition is not None,
         power=st.domain.value if st.domain is not None else "any", n=st.n)
    return True


def _buff_might(ctx: Ctx, st: Step) -> bool:
    """This turn, each buff on a friendly unit gives n more Might (a change to what a buff
    contributes, RUP4 703); it also counts buffs placed later this turn."""
    team = ctx.s.players[ctx.controller].team
    key = f"buff_might_team{team}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + st.n
    ctx.s.dirty = True
    emit(ctx.s, "buff_might", player=ctx.controller, n=st.n)
    return True


def _move_base(ctx: Ctx, st: Step) -> bool:
    """Move to base: a move, unlike a recall (RUP4 446, 456)."""
    from app.engine.zones import relocate

    s = ctx.s
    for o in ctx.objects(st):
        if o.zone == BF:
            frm = f"bf{o.bf}"
            relocate(s, o, BASE, -1)
            o.attacking = o.defending = False
            emit(s, "move", player=ctx.controller, objs=[o.id], to="base", frm=[frm])
            collect_event(s, "move", obj=o, bf=-1, frm=frm)
    return True


def effect_move_destinations(s: GameState, u: Obj, dest: str) -> list[str]:
    """move-effect: where an effect may move a unit (RUP4 449.1: the effect says; 449.2: never
    to a battlefield with units of two other players)."""
    from app.engine.flow import _can_enter

    bfs = [f"bf{i}" for i in range(len(s.battlefields))
           if not (u.zone == BF and i == u.bf) and _can_enter(s, u.controller, i)]
    if dest == "any":
        return (["base"] if u.zone == BF else []) + bfs
    if dest == "battlefield":
        return bfs
    if dest == "to_or_from_base":
        return ["base"] if u.zone == BF else bfs
    raise ValueError(f"unknown move destination {dest!r}")


def move_by_effect(s: GameState, player: int, u: Obj, dest: str) -> None:
    """A move caused by an effect `player` is responsible for (RUP4 449, 411.4): no cost, the
    same move events as a standard move; the cleanup that follows designates combatants
    (RUP4 453, 323.2) and a battlefield it arrives at uncontrolled becomes contested (450)."""
    from app.engine.query import location
    from app.engine.zones import contest, relocate

    frm = location(u)
    zone, bf = (BASE, -1) if dest == "base" else (BF, int(dest[2:]))
    relocate(s, u, zone, bf)
    u.attacking = u.defending = False
    emit(s, "move", player=player, objs=[u.id], to=dest, frm=[frm])
    if zone == BF:
        contest(s, bf, u.controller)
    collect_event(s, "move", obj=u, bf=bf, frm=frm)
    if zone == BF:
        collect_event(s, "move_to_bf", obj=u, bf=bf)
        collect_event(s, "player_moved_to_bf", player=player, bf=bf)
    s.dirty = True


def _move(ctx: Ctx, st: Step) -> bool:
    """move-effect: move each unit of the target slot; with more than one valid destination
    the controller chooses (`answer_choice`, ask "move_to")."""
    s = ctx.s
    assert st.dest is not None
    done = ctx.item.info.setdefault("moved", [])
    for o in ctx.objects(st):
        if o.id in done or o.zone not in (BASE, BF) or not o.is_unit:
            continue
        dests = effect_move_destinations(s, o, st.dest)
        if len(dests) > 1:
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "move_to", "options": [Action("to", (d,)) for d in dests],
                "item": ctx.item.id, "obj": o.id})
            return False
        done.append(o.id)
        if dests:
            move_by_effect(s, ctx.controller, o, dests[0])
    ctx.item.info.pop("moved", None)
    return True


def _heal(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.damage:
            o.damage = 0
            emit(ctx.s, "heal", obj=o.id)
    return True


def _next_unit_ready(ctx: Ctx, st: Step) -> bool:
    """A delayed ability: the next unit you play this turn enters ready (RUP4 390.4, 391)."""
    key = f"next_unit_ready{ctx.controller}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + 1
    return True


def take_next_unit_ready(s: GameState, player: int) -> bool:
    """A unit `player` plays uses up one "the next unit you play enters ready"."""
    key = f"next_unit_ready{player}"
    if not s.turn_flags.get(key):
        return False
    s.turn_flags[key] -= 1
    return True


def _next_spell_bonus(ctx: Ctx, st: Step) -> bool:
    """A delayed passive ability: the next spell you play this turn deals N Bonus Damage
    (RUP4 391's example); taken by that spell as it is finalized."""
    key = f"next_spell_bonus{ctx.controller}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + st.n
    return True


def _next_spell_discount(ctx: Ctx, st: Step) -> bool:
    """cost-mod, a delayed discount: the next spell you play this turn costs N less (RUP4 391,
    356.4); used up as that spell is finalized (play.py)."""
    key = f"next_spell_discount{ctx.controller}"
    ctx.s.turn_flags[key] = int(ctx.s.turn_flags.get(key, 0)) + st.n
    return True


def _delay(ctx: Ctx, st: Step) -> bool:
    """A delayed trigger: the source's ability number n triggers at the end of this turn,
    controlled by this ability's controller, wherever the source is then (RUP4 390.2, 392)."""
    src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
    later = ctx.s.objs[src].card.abilities[st.n] if src >= 0 else None
    if later is not None and later.trigger == "damaged":  # any unit, every time, this turn
        ctx.s.turn_flags.setdefault("delayed_damage", []).append(
            (src, st.n, ctx.controller, -1, 0))
        return True
    ctx.s.turn_flags.setdefault("delayed_end", []).append((src, st.n, ctx.controller))
    return True


def _delay_next(ctx: Ctx, st: Step) -> bool:
    """"The next time it takes damage this turn, ...": a delayed trigger watching each chosen
    object, used up the first time (RUP4 390.2, 391's Noxian Guillotine example)."""
    src = ctx.item.source if ctx.item.kind != "card" else ctx.item.obj
    for o in ctx.objects(st):
        ctx.s.turn_flags.setdefault("delayed_damage", []).append(
            (src, st.n, ctx.controller, o.id, o.incarnation))
    return True


def recycle_cards(s: GameState, player: int, cards: list[Obj]) -> None:
    """`player` recycles these cards to their owners' Main Decks in one instruction: "when you
    recycle one or more cards to your Main Deck" triggers once (RUP4 416.1, 383.1)."""
    if cards:
        recycle_to_deck(s, cards)
        collect_event(s, "you_recycle", player=player, n=len(cards))


def _recycle(ctx: Ctx, st: Step) -> bool:
    """Recycle the objects: cards to the bottom of their owner's Main Deck together (in a
    random order, RUP4 416.5), runes to the bottom of their owner's Rune Deck (416.1.b-c).
    Recycling a rune this way adds no Power: that is the rune's own ability (164.2.b).
    With n and a scope, "recycle N from your trash" / "recycle one of your runes": the
    player chooses N on resolution, without targeting (416.6), as many as there are (416.4);
    runes are chosen one at a time, which is the order they go under (416.5.a)."""
    if st.n and st.scope is not None and st.scope.where != "self":
        return _recycle_pick(ctx, st)
    objs = ctx.objects(st)
    runes = [o for o in objs if o.zone == RUNES]
    cards = [o for o in objs if o.zone != RUNES]
    for r in runes:
        recycle_rune(ctx.s, r)
    recycle_cards(ctx.s, ctx.controller, cards)
    return True


def _recycle_pick(ctx: Ctx, st: Step) -> bool:
    s, item = ctx.s, ctx.item
    assert st.scope is not None
    picked: list[int] = item.info.get("recycle_picked", [])
    cands = [o for o in board_candidates(s, st.scope, ctx.controller, ctx.source)
             if o.id not in picked
             and (st.scope.kind != "rune" or o.controller == ctx.controller)]
    left = st.n - len(picked)
    if left > 0 and cands and (len(cands) > left or (st.scope.kind == "rune" and len(cands) > 1)):
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "recycle_pick", "kind": st.scope.kind, "item": item.id,
            "options": [Action("choose", (o.id,)) for o in cands]})
        return False
    if left > 0:
        picked = picked + [o.id for o in cands][:left]  # no choice left to make (416.4)
    item.info.pop("recycle_picked", None)
    objs = [s.objs[i] for i in picked]
    runes = [o for o in objs if o.zone == RUNES]
    cards = [o for o in objs if o.zone != RUNES]
    for r in runes:
        recycle_rune(s, r)  # in the order chosen (RUP4 416.5.a)
    recycle_cards(s, ctx.controller, cards)
    return True


def _look_take(ctx: Ctx, st: Step) -> bool:
    """Look at the top n cards of your Main Deck (as many as there are: looking is not
    drawing, so no burn out), put the one you choose into your hand, recycle the rest
    together (RUP4 416.5). Only the looking player sees them."""
    s = ctx.s
    deck = s.players[ctx.controller].deck
    looked = [deck[-1 - k] for k in range(min(st.n, len(deck)))]  # top card first
    for oid in looked:
        emit(s, "look", private_to=ctx.controller, player=ctx.controller, obj=oid,
             card=s.objs[oid].card.code)
    if len(looked) <= 1:
        _take_rest_recycled(s, ctx.controller, looked, looked[0] if looked else None)
        return True
    s.decision = Decision(ctx.controller, "choose", {
        "ask": "look_take", "looked": looked, "item": ctx.item.id,
        "options": [Action("choose", (o,)) for o in looked]})
    return False


def _take_rest_recycled(s: GameState, player: int, looked: list[int], take: int | None) -> None:
    if take is not None:
        obj = s.objs[take]
        change_zone(s, obj, HAND)
        emit(s, "take", private_to=player, player=player, obj=obj.id, card=obj.card.code)
    recycle_cards(s, player, [s.objs[o] for o in looked if o != take])


PRIMITIVES: dict[str, Primitive] = {
    "draw": _draw, "deal": _deal, "kill": _kill, "buff": _buff, "stun": _stun, "might": _might,
    "grant": _grant, "ready": _ready, "exhaust": _exhaust, "recall": _recall,
    "return_hand": _return_hand, "channel": _channel, "point": _point, "token": _token,
    "move": _move,
    "predict": _predict, "discard": _discard, "heal": _heal, "weaken": _weaken,
    "fight": _fight, "save": _save, "units_enter_ready": _units_enter_ready,
    "draw_if_killed": _draw_if_killed, "add_energy": _add_energy, "move_base": _move_base,
    "add_power": _add_power, "buff_might": _buff_might,
    "discard_hand": _discard_hand, "hide_free": lambda ctx, st: _hide_free(ctx),
    "next_unit_ready": _next_unit_ready, "next_spell_bonus": _next_spell_bonus,
    "next_spell_discount": _next_spell_discount,
    "delay": _delay, "delay_next": _delay_next,
    "recycle": _recycle, "look_take": _look_take,
}
PRIMITIVES["deal_might"] = _deal_might  # deal-equal-might

HANDLERS: dict[str, Primitive] = {}  # named Python handlers for cards the vocabulary can't say


def kill_now(s: GameState, o: Obj, dying: tuple[int, ...] = (), by: int = -1) -> None:
    """A kill instruction: death triggers first, then to the trash (RUP4 428.1.a.1.b).
    `by`: the player responsible for this active kill, for "when you kill" (RUP4 411.4)."""
    if o.zone not in (BASE, BF):
        return
    if save_from_death(s, o):
        return
    if by >= 0:
        collect_event(s, "you_kill", obj=o, player=by)
    collect_event(s, "dies", obj=o, dying=dying or (o.id,))
    kill(s, o)


def save_from_death(s: GameState, o: Obj) -> bool:
    """A "the next time it would die" replacement: heal, exhaust, recall instead (RUP4 367)."""
    if not o.prevent_death:
        return False
    o.prevent_death -= 1
    o.damage = 0
    o.exhausted = True
    recall(s, o)
    emit(s, "saved", obj=o.id)
    return True


# -- resolving ----------------------------------------------------------------------

def resolve_item(s: GameState, item: ChainItem) -> bool:
    """Execute the newest finalized item (RUP4 340). False while it waits for a choice."""
    ab = _spell(s, item) if item.kind == "card" else item.ability
    ctx = Ctx(s, item)
    steps = ab.steps if ab is not None else ()
    if "legal_at_start" not in item.info and item.targets:
        # the chosen objects still legal as it begins to resolve (RUP4 359.3.e), remembered for
        # instructions that refer to them after an earlier one moved them ("its owner ...")
        item.info["legal_at_start"] = [[o.id for o in ctx.targets(k)]
                                       for k in range(len(item.targets))]
        item.info["controllers_at_start"] = [[o.controller for o in ctx.targets(k)]
                                             for k in range(len(item.targets))]
    while item.resolving_index < len(steps):
        st = steps[item.resolving_index]
        fn = HANDLERS[st.handler] if st.op == "handler" and st.handler else PRIMITIVES[st.op]
        if not _condition(s, item, st.condition):
            item.resolving_index += 1
            continue
        if not fn(ctx, st):
            return False
        if ctx.killed:
            item.info["killed"] = True
        item.resolving_index += 1
    finish_item(s, item)
    return True


def _condition(s: GameState, item: ChainItem, cond: str | None) -> bool:
    if cond is None or cond == "spells_only":  # spells_only qualifies the Energy added
        return True
    if cond == "if_killed":  # "if this kills it" (linked instruction, RUP4 359.3.e.14)
        return bool(item.info.get("killed"))
    ctx = Ctx(s, item)
    if cond in ("legion", "no_legion"):  # you played another card this turn (RUP4 812.1.b.1)
        return legion_active(s, item.controller, ctx.source) == (cond == "legion")
    if cond in ("cost_paid", "cost_not_paid"):
        ab = _spell(s, item) if item.kind == "card" else item.ability
        paid = any(item.targets[k] for k, slot in enumerate(ab.targets if ab else ())
                   if slot.cost and k < len(item.targets))
        return paid == (cond == "cost_paid")
    if cond == "channel_failed":
        return bool(item.info.get("channel_short"))
    if cond == "target_alone":  # "if it is the only unit you control there"
        for o in ctx.targets(0):
            from app.engine.statics import is_alone

            return is_alone(s, o)
        return False
    if cond in ("target_stunned", "target_not_stunned"):  # "if it is stunned" (423.1.a)
        ab = _spell(s, item) if item.kind == "card" else item.ability
        slot = next((st.target for st in (ab.steps if ab else ()) if st.condition == cond), None)
        found = ctx.targets(slot)
        return bool(found) and found[0].stunned == (cond == "target_stunned")
    if cond == "at_battlefield":  # "if I am at a battlefield"
        return ctx.source is not None and ctx.source.zone == BF
    if cond == "ready_enemy_here":
        src = ctx.source
        if src is None or src.zone != BF:
            return False
        return any(not u.exhausted and is_enemy(s, item.controller, u.controller)
                   for u in (s.objs[i] for i in s.battlefields[src.bf].units) if u.is_unit)
    raise ValueError(f"unknown condition {cond!r}")


def finish_item(s: GameState, item: ChainItem) -> None:
    if item in s.chain:
        s.chain.remove(item)
    s.dirty = True
    if item.kind == "card":
        obj = s.objs[item.obj]
        if obj.zone == CHAIN:
            change_zone(s, obj, TRASH)  # a resolved spell goes to its owner's trash (RUP4 157)
        emit(s, "resolve", player=item.controller, obj=obj.id, card=obj.card.code)
        if obj.card.type is CardType.SPELL:
            collect_event(s, "spell_played", obj=obj, player=item.controller)
    else:
        emit(s, "resolve", player=item.controller, source=item.source)


def answer_choice(s: GameState, verb: str, arg: object) -> None:
    """Continue a resolving item after a choice made on resolution."""
    d = s.decision
    assert d is not None
    item = next(i for i in s.chain if i.id == d.data["item"])
    ask = d.data["ask"]
    s.decision = None
    if ask == "predict":
        top = s.objs[d.data["obj"]]
        if verb == "yes":
            recycle_cards(s, item.controller, [top])
        item.resolving_index += 1
    elif ask == "predict_recycle":
        looked, recycle = d.data["looked"], list(d.data["recycle"])
        if verb == "choose":
            recycle.append(int(arg))  # type: ignore[arg-type]
        if verb == "choose" and len(recycle) < len(looked):
            _ask_predict(s, item, looked, recycle)
            return
        # recycled together: to the bottom in a random order (RUP4 416.5)
        recycle_cards(s, item.controller, [s.objs[o] for o in recycle])
        kept = [o for o in looked if o not in recycle]
        if len(kept) > 1:
            _ask_predict_order(s, item, kept, [])
            return
        item.resolving_index += 1
    elif ask == "predict_order":
        kept, top = d.data["looked"], [*d.data["top"], int(arg)]  # type: ignore[arg-type]
        if len(kept) - len(top) > 1:
            _ask_predict_order(s, item, kept, top)
            return
        top += [o for o in kept if o not in top]  # the last one goes under the others
        _put_back_on_top(s, item.controller, top)
        item.resolving_index += 1
    elif ask == "move_to":  # move-effect: the destination chosen; the step then goes on
        item.info["moved"].append(d.data["obj"])
        move_by_effect(s, item.controller, s.objs[d.data["obj"]], str(arg))
    elif ask == "token_location":
        play_token(s, d.data["card"], item.controller, str(arg), bool(d.data.get("ready")))
        item.info["tokens_left"] -= 1
        if item.info["tokens_left"] <= 0:
            item.info.pop("tokens_left")
            item.resolving_index += 1
    elif ask == "each_pick":
        left = item.info["pick_left"]
        if verb == "choose" and d.data.get("collect"):
            item.info.setdefault("picked", []).append(int(arg))  # type: ignore[arg-type]
        elif verb == "choose":
            obj = s.objs[int(arg)]  # type: ignore[arg-type]
            _act_on_pick(Ctx(s, item), d.data["op"], obj, d.player)
        item.info["pick_left"] = left[1:]  # the step runs again for the next player
    elif ask == "look_take":
        _take_rest_recycled(s, item.controller, d.data["looked"], int(arg))  # type: ignore[arg-type]
        item.resolving_index += 1
    elif ask == "recycle_pick":
        # one more chosen; the step runs again to ask for the next or to recycle them all
        item.info["recycle_picked"] = [*item.info.get("recycle_picked", []), int(arg)]  # type: ignore[arg-type]
    elif ask == "discard":
        from app.engine.zones import discard

        discard(s, s.objs[int(arg)])  # type: ignore[arg-type]
        collect_event(s, "discarded", obj=s.objs[int(arg)])  # type: ignore[arg-type]
        item.info.setdefault("discarded", []).append(int(arg))  # type: ignore[arg-type]
        item.info["discard_left"] -= 1
        item.info["discarded_n"] = item.info.get("discarded_n", 0) + 1
        if item.info["discard_left"] <= 0 or not s.players[item.controller].hand:
            item.info.pop("discard_left")
            item.resolving_index += 1
            # "when you discard one or more cards": one event per instruction (RUP4 383.1)
            collect_event(s, "you_discard", player=item.controller,
                          n=item.info.pop("discarded_n"))
    s.tasks.append(("resolve", item.id))


# -- triggers -------------------------------------------------------------------------

VISION = Ability(kind="triggered", trigger="vision", steps=(Step(op="predict", n=1),))
TEMPORARY = Ability(kind="triggered", trigger="start_of_turn", steps=(Step(op="kill"),))


def collect_event(s: GameState, kind: str, **data: object) -> None:
    """Find the triggered abilities an event sets off and queue them (RUP4 383)."""
    from app.engine.play import start_trigger

    found: list[ChainItem] = []

    def add(src: Obj | None, ab: Ability, controller: int, info: dict | None = None) -> None:
        if ab.legion and not legion_active(s, controller, src):
            return  # an inactive Legion ability does not trigger (RUP4 727.1.c.1, 812.1.c)
        if ab.if_control is not None:
            from app.engine.select import controls_count

            # "if you control ..." right after the trigger is part of its condition (383.2.a.1)
            if controls_count(s, ab.if_control, controller, src) < ab.if_count:
                return
        if ab.condition == "at_battlefield" and (src is None or src.zone != BF):
            return  # "if I'm at a battlefield" (RUP4 383.2.a.1, Sona's example)
        found.append(start_trigger(s, controller, src, ab, dict(info or {})))

    obj = data.get("obj")
    if kind == "played" and isinstance(obj, Obj):
        # Vision is "when this is played, predict" (RUP4 817.1.b), one trigger per instance
        # (817.2); the permanent's current keywords count, granted ones too (817.3, 477.2)
        for _ in range(keyword_value(s, obj, Keyword.VISION)):
            add(obj, VISION, obj.controller)
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "play_me" \
                    and (ab.condition is None or trigger_condition(ab.condition, data)):
                add(obj, ab, obj.controller, {"hidden_bf": data.get("hidden_bf", -1)})
        if obj.is_unit:  # "when you play a unit": gear is played too, but is no unit
            _watchers(s, "you_play_unit", data, add)
        if obj.card.type is CardType.GEAR:
            _watchers(s, "you_play_gear", data, add)
        if not data.get("token"):  # a token is played but is no card (RUP4 170)
            hidden = int(data.get("hidden_bf", -1))  # type: ignore[call-overload]
            played_n = s.players[obj.controller].cards_played_turn
            _watchers(s, "you_play_card", data | {"from_hidden": hidden >= 0, "n": played_n},
                      add)
    elif kind == "discarded" and isinstance(obj, Obj):
        # "when you discard me": a triggered ability that works from the trash, where the
        # discarded card now is, and not anywhere else (RUP4 385.2); its owner discarded it
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "discard_me":
                add(obj, ab, obj.owner)
    elif kind == "dies" and isinstance(obj, Obj):
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "die":
                add(obj, ab, obj.controller, {"where": obj.bf})
        if obj.is_unit:
            _unit_died(s, obj, data, add)
    elif kind in ("attack", "defend", "move", "move_to_bf", "conquer", "hold") \
            and isinstance(obj, Obj):
        nth = _count_move(s, obj) if kind == "move" else 0
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == kind:
                if ab.condition == "third_time" and nth != 3:
                    continue  # "the third time I move in a turn" (RUP4 383.1)
                add(obj, ab, obj.controller, {"bf": data.get("bf", -1)})
        if kind == "move" and isinstance(data.get("frm"), str):
            _moved_from(s, obj, str(data["frm"]), add)
    elif kind == "player_moved_to_bf":
        _opponent_moved(s, int(data["player"]), int(data["bf"]), add)  # type: ignore[call-overload]
    elif kind == "leaves" and isinstance(obj, Obj):
        # "when this leaves the board": it looks back at the board it left (RUP4 383.2.c)
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "leave_board":
                add(obj, ab, int(data.get("controller", obj.controller)))  # type: ignore[call-overload]
    elif kind == "spell_played":
        _watchers(s, "you_play_spell", data, add)
    elif kind in ("you_stun", "you_stun_units", "you_discard", "you_play_card", "you_ready",
                  "you_kill", "you_recycle"):
        _watchers(s, kind, data, add)
    elif kind in ("start_of_turn", "end_of_turn", "start_of_main", "you_conquer", "you_hold",
                  "you_defend_here"):
        player = int(data["player"])  # type: ignore[arg-type]
        if kind == "start_of_turn":
            # Temporary: at the start of its controller's Beginning Phase, kill it (RUP4 816)
            for u in _permanents(s, player):
                if has_keyword(s, u, Keyword.TEMPORARY):
                    add(u, TEMPORARY, player)
        _watchers(s, kind, data, add)
        if kind == "end_of_turn":
            _delayed_end(s, add)
    s.waiting_triggers.extend(found)


def _delayed_end(s: GameState, add: Callable) -> None:  # type: ignore[type-arg]
    """Delayed triggers "at the end of this turn" (RUP4 390.2), whatever their source does."""
    for src, n, controller in s.turn_flags.pop("delayed_end", ()):
        o = s.objs[src] if src >= 0 else None
        if o is not None and n < len(o.card.abilities):
            add(o, o.card.abilities[n], controller)


def _unit_died(s: GameState, obj: Obj, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """"When a friendly unit dies": watchers still on the board and not dying in the same game
    action (RUP4 383.2.c.2); turn-history counts the deaths of each player's units."""
    key = f"unit_deaths{obj.controller}"
    s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
    dying = set(data.get("dying") or (obj.id,))  # type: ignore[call-overload]
    for oid in _watching(s, "friendly_unit_dies"):
        o = s.objs[oid]
        if oid in dying or (o.zone not in (BASE, BF) and o.card.type is not CardType.LEGEND):
            continue
        if is_enemy(s, o.controller, obj.controller):
            continue
        for ab in o.card.abilities:
            if ab.kind != "triggered" or ab.trigger != "friendly_unit_dies":
                continue
            if ab.condition == "non_recruit" and "Recruit" in obj.card.tags:
                continue  # "another non-Recruit unit": a unit with the Recruit tag (143.1)
            if ab.condition == "first_each_turn":
                # the first such death this turn; of simultaneous deaths only one counts as the
                # first, so the ability triggers once (RUP4 383.1.b)
                team = [p.index for p in s.players if not is_enemy(s, o.controller, p.index)]
                if sum(int(s.turn_flags.get(f"unit_deaths{p}", 0)) for p in team) != 1:
                    continue
            if ab.condition == "buffed" and not obj.buffs:
                # its buff as it died, read before it leaves the board (RUP4 705: a unit
                # leaving play loses its buffs)
                continue
            add(o, ab, o.controller, {"event_obj": obj.id, "event_inc": obj.incarnation})


def _opponent_moved(s: GameState, player: int, bf: int, add: Callable) -> None:  # type: ignore[type-arg]
    """"When an opponent moves to a battlefield": a move game action the opponent is
    responsible for (RUP4 411.4); moving several units together is one action (144.3)."""
    for oid in _watching(s, "opponent_moves_to_bf"):
        o = s.objs[oid]
        if o.zone not in (BASE, BF) or not is_enemy(s, o.controller, player):
            continue
        for ab in o.card.abilities:
            if ab.kind != "triggered" or ab.trigger != "opponent_moves_to_bf":
                continue
            if ab.condition == "not_here" and o.zone == BF and o.bf == bf:
                continue  # "a battlefield other than mine": not where this unit is
            add(o, ab, o.controller, {"bf": bf})


def _count_move(s: GameState, obj: Obj) -> int:
    """Turn-history: how many times this object has moved this turn, this one included."""
    key = f"moves{obj.id}.{obj.incarnation}"
    s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
    return int(s.turn_flags[key])


def _moved_from(s: GameState, obj: Obj, frm: str, add: Callable) -> None:  # type: ignore[type-arg]
    """A battlefield's "when a unit moves from here". Not a "you" ability: an uncontrolled
    battlefield's is the turn player's (RUP4 190.6.b)."""
    if not frm.startswith("bf"):
        return
    b = s.battlefields[int(frm[2:])]
    o = s.objs[b.obj]
    for ab in o.card.abilities:
        if ab.kind == "triggered" and ab.trigger == "unit_moves_from_here":
            controller = b.controller if b.controller is not None else s.turn_player
            add(o, ab, controller, {"event_obj": obj.id, "event_inc": obj.incarnation})


def _permanents(s: GameState, player: int) -> list[Obj]:
    out = [s.objs[i] for i in s.players[player].base]
    for bf in s.battlefields:
        out.extend(s.objs[i] for i in bf.units if s.objs[i].controller == player)
    return out


def _watching(s: GameState, trigger: str):  # type: ignore[no-untyped-def]
    """The watchers with an ability of this trigger kind, in watcher order (index built by
    game._index_abilities from the ability data); all watchers if the index is missing."""
    by_trigger = s.extra.get("_watchers_by_trigger")
    if by_trigger is None:
        return s.extra.get("watcher_objs", ())
    if _state.CHECK_CACHES:
        assert list(by_trigger.get(trigger, ())) == [
            oid for oid in s.extra.get("watcher_objs", ())
            if any(a.kind == "triggered" and a.trigger == trigger
                   for a in s.objs[oid].card.abilities)], f"stale watcher index ({trigger})"
    return by_trigger.get(trigger, ())


def _watchers(s: GameState, trigger: str, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """Abilities of legends, battlefields and permanents that watch for a player's event."""
    player = data.get("player")
    for oid in _watching(s, trigger):
        o = s.objs[oid]
        if o.card.type not in (CardType.LEGEND, CardType.BATTLEFIELD) and o.zone not in (BASE, BF):
            continue
        controller = o.controller
        if o.card.type is CardType.BATTLEFIELD:
            idx = next(i for i, b in enumerate(s.battlefields) if b.obj == o.id)
            if trigger in ("you_conquer", "you_hold", "you_defend_here") and data.get("bf") != idx:
                continue
            controller = s.battlefields[idx].controller  # type: ignore[assignment]
            if controller is None:
                continue
        if player is not None and controller != player:
            continue
        for ab in o.card.abilities:
            if ab.kind == "triggered" and ab.trigger == trigger \
                    and _watcher_condition(s, o, controller, ab.condition, data) \
                    and (ab.event is None or matches(s, ab.event, data["obj"], controller, o)):
                add(o, ab, controller, {k: v for k, v in data.items() if k != "obj"}
                    | {"event_obj": getattr(data.get("obj"), "id", -1)})


def _watcher_condition(s: GameState, o: Obj, controller: int, cond: str | None,
                       data: dict) -> bool:  # type: ignore[type-arg]
    """Trigger conditions about the watching object or its controller (RUP4 383.2.a.1)."""
    if cond == "enemy":  # the unit stunned (or one of them) is an enemy of the watcher's
        ids = data.get("objs") or [getattr(data.get("obj"), "id", -1)]
        return any(i >= 0 and is_enemy(s, controller, s.objs[i].controller)
                   for i in ids)  # type: ignore[union-attr]
    if cond == "other":  # "another unit / gear / card": not the watching object itself
        return getattr(data.get("obj"), "id", -1) != o.id
    if cond == "second_card":  # the card just played is your second this turn
        return int(data.get("n", 0)) == 2  # type: ignore[call-overload]
    if cond == "from_hidden":
        return bool(data.get("from_hidden"))
    if cond == "friendly_unit":  # the object readied is a unit friendly to the watcher's
        ev = data.get("obj")
        return isinstance(ev, Obj) and ev.is_unit and not is_enemy(s, controller, ev.controller)
    return trigger_condition(cond, data)


def trigger_condition(cond: str | None, data: dict) -> bool:  # type: ignore[type-arg]
    """Conditions that are part of the trigger (RUP4 383.2.a.1), checked as it triggers."""
    if cond is None or cond == "at_battlefield":  # checked on the source as it is added
        return True
    if cond == "spell_cost_5":  # a spell whose printed cost is 5 Energy or more (RUP4 206)
        obj = data.get("obj")
        return isinstance(obj, Obj) and (obj.card.energy or 0) >= 5
    if cond == "units_4":
        return int(data.get("units", 0)) >= 4
    if cond == "extra_cost_paid":  # "if you paid the additional cost" (RUP4 204.2, 383.2.a.1)
        return bool(data.get("extra_paid"))
    raise ValueError(f"unknown trigger condition {cond!r}")


__all__ = ["PRIMITIVES", "HANDLERS", "resolve_item", "collect_event", "answer_choice",
           "kill_now", "deal", "TRIGGERS"]
