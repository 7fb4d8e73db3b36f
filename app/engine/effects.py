"""Running abilities: the primitives instructions are made of, and triggers.

`PRIMITIVES` maps an instruction's `op` to a function. Each acts on the objects the
instruction names (its target slot, its scope, or the ability's source) and does as
much as it can (RUP4 055). A primitive that needs a choice while resolving sets a
decision and returns False; resolution continues from there once it is answered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from app.engine import buffspend, equipment, payto
from app.engine.abilities import Ability, Step
from app.engine.actions.damage import bonus_damage, deal, split_bonus, with_spell
from app.engine.actions.death import (
    add_paid_save,
    answer_offer,
    answer_order,
    answer_paid_save,
    ask_offer,
    ask_paid_save,
    death_replaced,
    kill_now,
    order_deaths,
)
from app.engine.actions.payment import add_energy, add_power
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import (
    change_control,
    change_zone,
    channel,
    contest,
    discard,
    draw,
    enter_board,
    gain_points,
    recall,
    recycle_cards,
    recycle_rune,
    recycle_to_deck,
    relocate,
    return_to_hand,
    set_winner,
    take_next_unit_ready,
)
from app.engine.core.actions import DONE, NO, YES, Action
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.destinations import chosen_destination, effect_move_destinations
from app.engine.playeffect import PBE_ASKS, PBE_PRIMITIVES, after_chain, answer_pbe
from app.engine.reads.board import can_enter, is_enemy, legion_active, location, same_location
from app.engine.reads.characteristics import (
    board_candidates,
    effective_might,
    is_alone,
    matches,
    might,
)
from app.engine.reads.index import reindex
from app.engine.reads.items import event_object, item_ability, item_steps
from app.engine.restrict import cant_be_readied, cant_move_to_base, units_only_to_base
from app.engine.state import (
    BASE,
    BATTLEFIELD,
    BF,
    CHAIN,
    CHAMPION,
    DECK,
    HAND,
    LEGEND,
    RUNES,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.statics import any_buffs, enters_exhausted, enters_ready


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
        ab = item_ability(self.s, self.item)
        if ab is None or slot >= len(self.item.targets):
            return []
        sel = ab.targets[slot].select
        if self.item.kind != "card" and self.item.bf_restrict >= 0 and not self._source_here():
            # a hidden permanent's play effect reads the battlefield its choices must be at
            # off its source; gone from the board, it can't confirm any (RUP4 811.1.d.2,
            # 359.3.e.12; RULING: a Hidden permanent removed in response loses the target)
            return []
        out = []
        taken = self.item.info.get("took_control", ())
        for _, oid, inc in self.item.targets[slot]:
            o = self.s.objs[oid]
            if o.incarnation == inc and matches(self.s, sel, o, self.controller, self.source):
                out.append(o)
            elif oid in taken and o.incarnation == inc and _matches_any_side(
                    self.s, sel, o, self.controller, self.source):
                # "take control of it and recall it": "it" is still the object this item
                # chose; taking it made it friendly, which doesn't make it a new choice
                out.append(o)
        if sel.where == "with_first" and slot > 0:
            # dependent targets: still at the location of slot 0's unit (RUP4 359.3.e)
            first = self.targets(0)
            out = [o for o in out if first and o.id != first[0].id
                   and same_location(o, first[0])]
        return out

    def _source_here(self) -> bool:
        """The item's source is still the same object on the board (RUP4 124)."""
        src = self.source
        return src is not None and src.incarnation == self.item.source_incarnation \
            and src.zone in (BASE, BF)

    def objects(self, step: Step) -> list[Obj]:
        if step.scope is not None and step.scope.where == "event":
            return event_object(self.s, self.item)
        if step.scope is not None and step.scope.where == "spent":  # buff-spend
            return buffspend.spent_objects(self.s, self.item)
        if step.scope is not None and step.scope.where == "with_first":
            # "another enemy unit at its destination": where slot 0's unit is now
            first = self.targets(0)
            if not first:
                return []
            return [o for o in board_candidates(self.s, step.scope, self.controller, self.source)
                    if o.id != first[0].id and same_location(o, first[0])]
        if step.scope is not None and step.scope.where == "target_bf":
            # every object matching the scope at the battlefield chosen in the target slot
            s = self.s
            chosen = {o.id for o in self.targets(step.target)}
            found = []
            for n, b in enumerate(s.battlefields):
                if b.obj in chosen:
                    found.extend(board_candidates(s, replace(step.scope, where="any"),
                                                  self.controller, self.source, bf_restrict=n))
            return [o for o in found if o.zone == BF]
        if step.target is not None and step.also is not None:
            return self.targets(step.target) + self.targets(step.also)
        if step.target is not None:
            return self.targets(step.target)
        if step.scope is not None and step.scope.where == "my_bf" and (
            self.source is None or self.source.zone not in (BF, BATTLEFIELD)
        ):
            # a Deathknell's "my battlefield": where the unit was as it died (RUP4 359.3.e.13)
            where = int(self.item.info.get("where", -1))
            if where < 0:
                return []
            return [o for o in board_candidates(self.s, replace(step.scope, where="any"),
                                                self.controller, self.source, bf_restrict=where)
                    if o.zone == BF]
        if step.scope is not None:
            return board_candidates(self.s, step.scope, self.controller, self.source)
        # "me": the source on the board, or a legend in its zone ("ready me")
        return [self.source] if self.source is not None and self.source.zone in (BASE, BF, LEGEND) \
            else []


def _matches_any_side(s: GameState, sel: object, o: Obj, controller: int,
                      source: Obj | None) -> bool:
    return matches(s, replace(sel, side="any"), o, controller, source)  # type: ignore[type-var]


# -- primitives -------------------------------------------------------------------

Primitive = Callable[[Ctx, Step], bool]


def _draw(ctx: Ctx, st: Step) -> bool:
    if st.per_scope is not None:  # "draw N for each ...": counted as it resolves
        n = (st.n or 1) * len(board_candidates(ctx.s, st.per_scope, ctx.controller, ctx.source))
        if n:
            draw(ctx.s, ctx.controller, n)
        return True
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
        return s.order_from(s.turn_player)  # those still in the game (RUP4 651.3)
    if st.who == "chosen_player":  # player-choices: chosen as it went on the chain
        chosen = ctx.item.info.get("chosen_player")
        return [int(chosen)] if chosen is not None else []
    if st.who == "its_controller" and st.target is not None:
        ctrl = ctx.item.info.get("controllers_at_start", [])
        return list(ctrl[st.target]) if st.target < len(ctrl) else []
    if st.who == "that_player":  # trig-phase: the player of the triggering event
        return [int(ctx.item.info.get("player", ctx.controller))]
    return [ctx.controller]


def _hide_free(ctx: Ctx) -> bool:
    """ "You can hide cards ignoring costs this turn": hiding costs nothing (RUP4 356.5.a)."""
    ctx.s.turn_flags[f"hide_free{ctx.controller}"] = True
    return True


def _discard_hand(ctx: Ctx, st: Step) -> bool:
    """Discard the whole hand: no choice to make (RUP4 359.3.e.11: as much as possible)."""
    for player in _who(ctx, st):
        for oid in list(ctx.s.players[player].hand):
            discard(ctx.s, ctx.s.objs[oid])
            collect_event(ctx.s, "discarded", obj=ctx.s.objs[oid])
    return True


def _deal(ctx: Ctx, st: Step) -> bool:
    n = st.n
    if st.amount == "revealed_keyword":
        # "deal 1 for each card with [Hidden] revealed this way": printed keywords of the
        # revealed cards; none, no damage is dealt, so no Bonus Damage either (RUP4 715.4)
        assert st.keyword is not None
        n = st.n * sum(1 for oid in ctx.item.info.get("revealed", ())
                       if ctx.s.objs[oid].card.has(st.keyword))
        if n <= 0:
            return True
    if st.amount == "first_might":
        # deal-equal-might: "damage equal to its Might", slot 0's unit's as the step executes
        # (RUP4 359.3.f.2); no longer a legal target, no amount (359.3.e.12)
        first = ctx.targets(0)
        if not first:
            return True
        n = effective_might(ctx.s, first[0])
        if n <= 0:
            return True  # no valid damage (RUP4 417.1.e)
    if st.amount == "discarded_energy":
        found = ctx.item.info.get("discarded", [])
        if not found:
            return True  # nothing was discarded: "its" cost is null (RUP4 359.3.e.12)
        n = ctx.s.objs[found[-1]].card.energy or 0
        if n <= 0:
            return True  # no valid damage, so no instance for Bonus Damage (417.1.e)
    elif st.amount == "my_might":
        # "deal damage equal to my Might": the ability deals it (RUP4 417.6.a), the source's
        # Might as the step executes; a source gone from the board has none (359.3.e.12)
        src = ctx.source
        if src is None or src.incarnation != ctx.item.source_incarnation \
                or src.zone not in (BASE, BF):
            return True
        n = effective_might(ctx.s, src)
        if n <= 0:
            return True  # no valid damage (RUP4 417.1.e)
    elif st.amount == "paid_x":  # x-cost: "that much" (the amount paid, RUP4 444.2)
        n = int(ctx.item.info.get("paid_x", 0))
        if n <= 0:
            return True  # nothing paid: no damage, no instance for Bonus Damage (417.1.e)
    for o in ctx.objects(st):
        deal(ctx.s, o, n + bonus_damage(ctx.s, ctx.controller, ctx.item, o), ctx.controller)
    return True


def _each_pick(ctx: Ctx, st: Step) -> bool:
    """Each player in turn picks one object of `scope` (its side relative to the picker) and
    the step acts on it at once, so the next player sees the result: simultaneous actions go
    in turn order (RUP4 303.2.a); the choice is made on resolution (355.17). A player with
    nothing to pick is skipped; a single candidate of a required pick is taken without asking."""
    s = ctx.s
    info = ctx.item.info
    pend = info.get("kill_pick")
    if pend is not None:  # a picked unit to kill, once an optional replacement was offered
        o = s.objs[pend[0]]
        if o.zone in (BASE, BF):
            if ask_offer(s, [o], ctx.item):
                return False
        info.pop("kill_pick")
        if o.zone in (BASE, BF):
            _kill_pick(ctx, o, pend[1])
    left = info.get("pick_left")
    others = st.who == "each_other_next"
    if left is None:
        first = s.turn_player if st.who == "each_player" else s.next_player(ctx.controller)
        left = [q for q in s.order_from(first) if not (others and q == ctx.controller)]
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
                    if st.op == "kill" and s.turn_flags.get("pay_saves"):
                        if not ask_paid_save(s, [cands[0]], ctx.item):  # a paid save first
                            info["pick_left"] = left
                            return False
                    _act_on_pick(ctx, st.op, cands[0], player)
                    if "kill_pick" in info:  # killed before the next player picks
                        info["pick_left"] = left[1:]
                        return _each_pick(ctx, st)
            left = left[1:]
            continue
        info["pick_left"] = left
        s.decision = Decision(player, "choose", {
            "ask": "each_pick", "op": st.op, "item": ctx.item.id, "collect": others,
            "options": [Action("choose", (o.id,)) for o in cands] + ([NO] if st.may else [])})
        return False
    if others and st.op == "kill" and s.turn_flags.get("pay_saves"):
        if not ask_paid_save(s, [s.objs[i] for i in info.get("picked", [])], ctx.item):
            info["pick_left"] = []  # every pick made; the kills wait for the paid save
            return False
    info.pop("pick_left", None)
    if others:
        picked = info.pop("picked", [])
        if st.op == "kill" and s.extra.get("statics_by_op", {}).get("replace_death"):
            # an optional replacement of one of these deaths: asked first (RUP4 371.2.a)
            if ask_offer(s, [s.objs[i] for i in picked if s.objs[i].zone in (BASE, BF)],
                         ctx.item):
                info["picked"], info["pick_left"] = picked, []
                return False
        _act_on_picked(ctx, st.op, picked)
        s.extra.pop("replace_offers", None)
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
        if ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
            # death-replacement: the step kills it as it runs again, once any optional
            # replacement was offered (RUP4 371.2.a)
            ctx.item.info["kill_pick"] = [o.id, by]
            return
        _kill_pick(ctx, o, by)
    elif op == "return_hand":
        return_to_hand(ctx.s, o)
    elif op == "fight":  # the unit slot 0's unit fights; the step runs again to fight it
        ctx.item.info["fight_pick"] = o.id
    else:
        raise ValueError(f"op {op!r} can't act on a pick")


def _kill_pick(ctx: Ctx, o: Obj, by: int) -> None:
    replaced = death_replaced(ctx.s, o)  # a death replaced is no kill "you did"
    kill_now(ctx.s, o, by=by)
    ctx.item.info["killed"] = ctx.item.info.get("killed", False) or not replaced
    ctx.s.extra.pop("replace_offers", None)


def _kill(ctx: Ctx, st: Step) -> bool:
    if st.who != "you":
        return _each_pick(ctx, st)
    objs = ctx.objects(st)
    dying = tuple(o.id for o in objs)  # die in one game action (RUP4 383.2.c.2)
    if objs and ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
        # an optional replacement: asked first (RUP4 371.2.a); the step runs again after
        done = ctx.item.info.get("replaced", [])
        if ask_offer(ctx.s, [o for o in objs if o.id not in done], ctx.item):
            return False
    if len(objs) > 1 and ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
        # death-replacement: its controller orders the replacements of these simultaneous
        # deaths (RUP4 373); the deaths already replaced are not killed again
        done = ctx.item.info.get("replaced", [])
        left = order_deaths(ctx.s, [o for o in objs if o.id not in done], ctx.item)
        if left is None:
            return False
        objs = left
        ctx.item.info.pop("replaced", None)
    if ctx.s.turn_flags.get("pay_saves"):
        if not ask_paid_save(ctx.s, objs, ctx.item):  # a paid save: pay or not, first
            return False
    for o in objs:
        replaced = death_replaced(ctx.s, o)  # a death replaced is no kill "you did"
        if not replaced and ctx.s.turn_flags.get("pay_save_answer", {}).get(o.id):
            replaced = True  # a paid save its controller chose to pay (actions/death)
        if not replaced and o.zone in (BASE, BF):  # its Might as it died (RUP4 359.3.e.12)
            ctx.item.info.setdefault("killed_might", []).append(might(ctx.s, o))
        kill_now(ctx.s, o, dying, ctx.controller)
        ctx.killed |= not replaced  # for "if you do" (RUP4 359.3.e.14.b)
    ctx.s.extra.pop("replace_offers", None)  # the deaths asked about have happened
    return True


def _any_buffs(s: GameState, o: Obj) -> bool:
    return any_buffs(s, o)


def _buff(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.buffs == 0 or _any_buffs(ctx.s, o):  # one buff at most (RUP4 702.3, 702.3.a)
            o.buffs += 1
            ctx.s.dirty = True
            emit(ctx.s, "buff", obj=o.id)
            # "when you buff a unit": once per unit buffed (RUP4 411.4, 702.2)
            collect_event(ctx.s, "you_buff", obj=o, player=ctx.controller)
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
        if st.duration == "permanent":  # "give it [Temporary]": while it stays on the board
            o.mods = dict(o.mods or {})
            o.mods["kw"] = (*o.mods.get("kw", ()), (st.keyword, st.n or 1))
            emit(ctx.s, "grant", obj=o.id, keyword=st.keyword.value, n=st.n or 1)
            continue
        (o.combat_keywords if st.duration == "combat" else o.turn_keywords).append(
            (st.keyword, st.n or 1))
        emit(ctx.s, "grant", obj=o.id, keyword=st.keyword.value, n=st.n or 1)
    return True


def _ready(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        if o.exhausted and not cant_be_readied(ctx.s, o):  # restrictions (RUP4 054.1)
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
    if st.amount == "spent":  # buff-spend: "for each buff spent, channel 1"
        n = int(ctx.item.info.get("spent", 0))
        if n <= 0:
            return True
    players = _who(ctx, st) if st.who == "that_player" else [ctx.controller]
    if st.target is not None:
        lki = ctx.item.info.get("legal_at_start", [])
        ids = lki[st.target] if st.target < len(lki) else []
        players = [ctx.s.objs[oid].owner for oid in ids]
    short = False
    for player in players:
        short |= channel(ctx.s, player, n, exhausted=st.exhausted) < n
    ctx.item.info["channel_short"] = short
    return True


def _win(ctx: Ctx, st: Step) -> bool:
    """alt-victory: "you win the game": an effect instructs it (RUP4 195); the game ends (196)."""
    set_winner(ctx.s, ctx.controller)
    return True


def _activate_effects(ctx: Ctx, st: Step) -> bool:
    """extra-trigger: "activate the <kind> effects of <scope>" (RUP4 383.4.g)."""
    objs = ctx.objects(st)
    collect_event(ctx.s, "activate", objs=objs, effects=st.effects,
                  bf=ctx.source.bf if ctx.source is not None else -1)
    return True


def _return_champion(ctx: Ctx, st: Step) -> bool:
    """ "Return your Chosen Champion from your trash to your Champion Zone if it is empty":
    only into an empty zone (RUP4 108.3.c.1); any champion unit of the chosen one's name is
    your Chosen Champion (103.2.a.3); copies are alike, so the latest to reach the trash."""
    s = ctx.s
    p = s.players[ctx.controller]
    if p.champion is not None or p.chosen_champion is None:
        return True
    for oid in reversed(p.trash):
        o = s.objs[oid]
        if o.card.name == p.chosen_champion and o.card.is_champion:
            change_zone(s, o, CHAMPION)
            emit(s, "return_champion", player=ctx.controller, obj=o.id, card=o.card.code)
            s.dirty = True
            break
    return True


def _point(ctx: Ctx, st: Step) -> bool:
    for player in (_who(ctx, st) if st.who == "that_player" else [ctx.controller]):
        gain_points(ctx.s, player, st.n or 1, "effect")
    return True


def play_token(s: GameState, card_name: str, controller: int, loc: str,
               ready: bool = False) -> Obj:
    """A played unit token enters exhausted, like any unit, unless the effect says it enters
    ready (RUP4 143.4, 184, 184.1)."""
    card = s.extra["tokens"][card_name]
    tok = s.new_obj(card, controller, "gone")
    if card.abilities:  # a token with abilities joins the passive / watcher indexes
        reindex(s)
    zone, bf = (BASE, -1) if loc == "base" else (BF, int(loc[2:]))
    nxt = card.type is CardType.UNIT and take_next_unit_ready(s, controller)  # a played unit too
    ready = ready or bool(s.turn_flags.get(f"enter_ready{controller}")) or nxt \
        or enters_ready(s, tok)  # "other friendly units enter ready" (enter-state)
    if card.type is CardType.GEAR and not ready:
        ready = not enters_exhausted(tok)  # a gear token enters ready by default (149.1)
    enter_board(s, tok, controller, zone, bf, exhausted=not ready)
    collect_event(s, "played", obj=tok, player=controller, token=True)
    return tok


def _here(ctx: Ctx) -> str | None:
    """Where "here" is as the instruction executes (RUP4 359.3.f.2): the source's location;
    once it has left the board, where it was as it died for its own death trigger (noted then,
    428.1.a.1.b), and otherwise nowhere (null: it has no location, 359.3.e.12)."""
    src = ctx.source
    if src is not None and src.incarnation == ctx.item.source_incarnation:
        if src.zone == BF:
            return f"bf{src.bf}"
        if src.zone == BASE:
            return "base"
    if "where" in ctx.item.info:  # a death trigger's noted battlefield (-1: a base)
        where = int(ctx.item.info["where"])
        return f"bf{where}" if where >= 0 else "base"
    return None


def _token(ctx: Ctx, st: Step) -> bool:
    """Play N tokens "here" (the source's location) or where the controller chooses."""
    s = ctx.s
    assert st.card is not None
    base_only = s.extra["tokens"][st.card].type is CardType.UNIT \
        and units_only_to_base(s, ctx.controller)  # restrictions (RUP4 054.2)
    if st.to == "choose":
        left = ctx.item.info.get("tokens_left", st.n or 1)
        locs = ["base"] + [f"bf{i}" for i, b in enumerate(s.battlefields)
                           if b.controller == ctx.controller]
        if ctx.item.bf_restrict >= 0:
            locs = [f"bf{ctx.item.bf_restrict}"]  # RUP4 811.1.d.3
        if base_only:  # "can only play units to base": nowhere else (054.2, 359.3.e.6)
            locs = [loc for loc in locs if loc == "base"]
            if not locs:
                ctx.item.info.pop("tokens_left", None)
                return True
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
    loc = _here(ctx) if st.to == "here" else "base"
    if loc is None:
        return True  # "here" is null: the source has left the board (RUP4 359.3.e.12)
    if base_only and loc != "base":
        return True  # the unit can't be played there: ignored (RUP4 054.2, 359.3.e.6)
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
    if n == 0 and "asl" not in ctx.item.info:
        return True  # no burn out from predicting (RUP4 436.4.a)

    def _look() -> list[int]:
        looked = [deck[-1 - k] for k in range(n)]  # top card first
        for oid in looked:
            o = s.objs[oid]
            emit(s, "look", private_to=ctx.controller, player=ctx.controller, obj=oid,
                 card=o.card.code)
        return looked

    from app.engine.aslooked import look  # as-looked: "as you look at me" (RUP4 370.1.b.1)

    got = look(s, ctx.item, ctx.controller, _look)
    if got is None:
        return False
    looked = got
    n = len(looked)
    if n == 0:
        return True  # every card looked at left the deck (RUP4 431.1.c.1)
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
    if st.scope is not None:
        return _fight_pick(ctx, st)
    a, b = ctx.targets(0), ctx.targets(1)
    ab = item_ability(ctx.s, ctx.item)
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
    deal(ctx.s, ub, da, ua.controller, by_unit=True)
    deal(ctx.s, ua, db, ub.controller, by_unit=True)
    return True


def _fight_pick(ctx: Ctx, st: Step) -> bool:
    """dependent-targets: "choose another enemy unit at its destination; they deal damage equal
    to their Mights to each other". The unit is chosen as the instruction executes, not as the
    spell is played (RUP4 355.17); with one candidate nothing is asked, with none nothing
    happens (RUP4 055)."""
    s, info = ctx.s, ctx.item.info
    first = ctx.targets(0)
    cands = ctx.objects(st)
    picked = info.pop("fight_pick", None)
    info.pop("pick_left", None)
    if not first:
        return True
    if picked is None:
        if not cands:
            return True
        if len(cands) > 1:
            info["pick_left"] = [ctx.controller]
            s.decision = Decision(ctx.controller, "choose", {
                "ask": "each_pick", "op": "fight", "item": ctx.item.id, "collect": False,
                "options": [Action("choose", (o.id,)) for o in cands]})
            return False
        picked = cands[0].id
    other = s.objs[int(picked)]
    if other.zone not in (BASE, BF):
        return True
    ua, ub = first[0], other
    da, db = effective_might(s, ua), effective_might(s, ub)
    deal(s, ub, da, ua.controller, by_unit=True)  # the units deal the damage (RUP4 417.6.b.3)
    deal(s, ua, db, ub.controller, by_unit=True)
    return True


def _deal_might(ctx: Ctx, st: Step) -> bool:
    """"It deals damage equal to its Might to ...": the unit of slot 0 deals to the unit of
    slot 1; with one slot, the source itself deals, while it is still the same object on the
    board (RUP4 124). The unit is the damage's source, so spell Bonus Damage doesn't apply
    (417.6.b.3), as for 'fight'; a dealer no longer there deals nothing (359.3.e.14.a)."""
    ab = item_ability(ctx.s, ctx.item)
    if ab is not None and len(ab.targets) == 1:
        src = ctx.source
        same = src is not None and src.incarnation == ctx.item.source_incarnation
        a, b = ([src] if same and src.is_unit and src.zone in (BASE, BF) else []), ctx.targets(0)
    else:
        a, b = ctx.targets(0), ctx.targets(1)
    if not a or not b:
        return True
    deal(ctx.s, b[0], effective_might(ctx.s, a[0]), a[0].controller, by_unit=True)
    return True


def _save(ctx: Ctx, st: Step) -> bool:
    """The next time it would die this turn: heal, exhaust and recall it instead (Highlander).
    With a cost (n Energy, power): "you may pay ... to ... instead" (app.engine.actions.death)."""
    if st.n or st.power:
        for o in ctx.objects(st):
            add_paid_save(ctx.s, o, ctx.controller, st.n, st.power)
            emit(ctx.s, "shielded_from_death", obj=o.id)
        return True
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
    add_energy(ctx.s, ctx.controller, st.n, st.condition == "spells_only")
    return True


def _add_power(ctx: Ctx, st: Step) -> bool:
    add_power(ctx.s, ctx.controller, st.n, st.domain, st.condition == "spells_only")
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
    s = ctx.s
    for o in ctx.objects(st):
        if o.zone == BF and not cant_move_to_base(s, o):  # else ignored (RUP4 359.3.e.6)
            frm = f"bf{o.bf}"
            relocate(s, o, BASE, -1)
            o.attacking = o.defending = False
            emit(s, "move", player=ctx.controller, objs=[o.id], to="base", frm=[frm])
            collect_event(s, "move", obj=o, bf=-1, frm=frm)
    return True


def move_by_effect(s: GameState, player: int, u: Obj, dest: str) -> None:
    """A move caused by an effect `player` is responsible for (RUP4 449, 411.4): no cost, the
    same move events as a standard move; the cleanup that follows designates combatants
    (RUP4 453, 323.2) and a battlefield it arrives at uncontrolled becomes contested (450)."""
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
        # "when an opponent moves to a battlefield" sees their unit arrive whoever moved it:
        # your own Charm moving an enemy unit there counts (Regional Qualifier head-judge FAQ,
        # Volibear, Imposing)
        collect_event(s, "player_moved_to_bf", player=u.controller, bf=bf)
    s.dirty = True


def chosen_moves(ctx: Ctx, st: Step) -> list[tuple[Obj, str]]:
    """As step `st` executes: each unit of its slot still a legal target (RUP4 359.3.e.2),
    with the destination chosen for it ("" for none)."""
    item = ctx.item
    k = item.resolving_index  # the step executing (effects.resolve_item)
    legal = {o.id: o for o in ctx.targets(st.target)}
    chosen = item.targets[st.target] if st.target is not None and st.target < len(
        item.targets) else []
    return [(legal[oid], chosen_destination(item, k, i) or "")
            for i, (_, oid, _inc) in enumerate(chosen) if oid in legal]


def _move(ctx: Ctx, st: Step) -> bool:
    """move-effect: move each unit of the step. A destination the effect names is read now
    (`fixed_move_destination`); one the controller picks was chosen while playing (RUP4
    355.4, app.engine.destinations) and is used if it is still valid for the unit; if not,
    that move is ignored (RUP4 359.3.e.6)."""
    s = ctx.s
    assert st.dest is not None
    if st.dest in _FIXED_DESTS:
        for o in ctx.objects(st):
            if o.zone in (BASE, BF) and o.is_unit:
                dests = fixed_move_destination(ctx, o, st.dest)
                if dests:
                    move_by_effect(s, ctx.controller, o, dests[0])
        return True
    for o, dest in chosen_moves(ctx, st):
        if o.zone in (BASE, BF) and dest in effect_move_destinations(s, o, st.dest):
            move_by_effect(s, ctx.controller, o, dest)
    return True


_FIXED_DESTS = frozenset({"here", "chosen_bf", "first_target", "with_event"})


def fixed_move_destination(ctx: Ctx, u: Obj, dest: str) -> list[str]:
    """move-effect destinations the effect names (RUP4 449.1), read as the instruction executes
    (RUP4 359.3.f.2): "here" (the source's location), "there" (the battlefield chosen in the
    battlefield slot), "that enemy unit's battlefield" (slot 0's unit's, only while it is at a
    battlefield), "with it" (where the triggering event's unit moved to). A unit is never moved
    where it already is (RUP4 446.1), to a battlefield with units of two other players (449.2),
    nor to a base that isn't its controller's (a unit's base is its controller's, RUP4 446)."""
    s = ctx.s
    loc = ""
    if dest == "here":
        src = ctx.source
        if src is not None and src.zone == BF:
            loc = f"bf{src.bf}"
        elif src is not None and src.zone == BASE and src.controller == u.controller:
            loc = "base"
    elif dest == "chosen_bf":
        ab = item_ability(s, ctx.item)
        k = next((i for i, t in enumerate(ab.targets if ab else ())
                  if t.select.kind == "battlefield"), None)
        bf_obj = ctx.targets(k)
        if bf_obj:
            loc = next((f"bf{i}" for i, b in enumerate(s.battlefields)
                        if b.obj == bf_obj[0].id), "")
    elif dest == "first_target":
        first = ctx.targets(0)
        if first and first[0].zone == BF:
            loc = f"bf{first[0].bf}"
    elif dest == "with_event":
        loc = str(ctx.item.info.get("moved_to", ""))
        ev = ctx.item.info.get("event_obj", -1)
        if loc == "base" and (ev is None or ev < 0
                              or s.objs[int(ev)].controller != u.controller):
            loc = ""
    if not loc:
        return []
    if loc == location(u):
        return []
    if loc.startswith("bf") and not can_enter(s, u.controller, int(loc[2:])):
        return []
    return [loc]


def _swap(ctx: Ctx, st: Step) -> bool:
    """swap-locations: "move me to its location and it to my original location": two moves by
    effect, each with its move events (RUP4 446.1, 449); the source must still be the same
    object on the board (RUP4 124). Each move must be to a valid destination (RUP4 449.2); one
    that can't be done is skipped (RUP4 055)."""
    s, src = ctx.s, ctx.source
    same = src is not None and src.incarnation == ctx.item.source_incarnation
    found = ctx.targets(st.target)
    if not same or src is None or src.zone not in (BASE, BF) or not found:
        return True
    other = found[0]
    mine, theirs = location(src), location(other)
    if mine == theirs:
        return True

    def ok(u: Obj, loc: str, owner_of_base: Obj) -> bool:
        if loc == "base":
            return owner_of_base.controller == u.controller
        return can_enter(s, u.controller, int(loc[2:]))

    if ok(src, theirs, other):
        move_by_effect(s, ctx.controller, src, theirs)
    if ok(other, mine, src) and location(other) != mine:
        move_by_effect(s, ctx.controller, other, mine)
    return True


def _split(ctx: Ctx, st: Step) -> bool:
    """split-damage: n damage (plus Bonus Damage, RUP4 715.3) divided among the chosen units
    still legal, decided on resolution (355.14.e), one point at a time: each unit takes at
    least 1 (355.14.f); with more units than damage, the controller picks the ones that take
    it and the others cease being targets, never more than needed (355.14.h, 355.14.h.1).
    The damage is dealt once the whole amount is divided."""
    s, info = ctx.s, ctx.item.info
    targets = ctx.targets(st.target)
    total = st.n + split_bonus(s, ctx.controller, ctx.item)
    given: dict[str, int] = info.setdefault("split", {})
    while targets:
        left = total - sum(given.get(str(o.id), 0) for o in targets)
        if left <= 0:
            break
        zero = [o for o in targets if not given.get(str(o.id))]
        if left == len(zero):  # one point for each unit still without: nothing to choose
            for o in zero:
                given[str(o.id)] = 1
            continue
        picks = zero if 0 < left <= len(zero) else targets
        if len(picks) == 1 or len(targets) == 1:
            given[str(picks[0].id)] = given.get(str(picks[0].id), 0) + (1 if len(targets) > 1
                                                                          else left)
            continue
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "split", "item": ctx.item.id, "left": left,
            "options": [Action("choose", (o.id,)) for o in picks]})
        return False
    info.pop("split", None)
    for o in targets:
        amount = given.get(str(o.id), 0)
        if amount > 0:
            deal(s, o, amount, ctx.controller)
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
    if st.may and item.info.pop("recycle_done", False):
        left = 0  # "up to N": the player stopped choosing
    if st.may and left > 0 and cands:  # "recycle up to N": each pick may be the last
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "recycle_pick", "kind": st.scope.kind, "item": item.id,
            "from": "trashes" if st.scope.any_trash else "yours",
            "options": [Action("choose", (o.id,)) for o in cands] + [DONE]})
        return False
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

    def _look() -> list[int]:
        looked = [deck[-1 - k] for k in range(min(st.n, len(deck)))]  # top card first
        for oid in looked:
            emit(s, "look", private_to=ctx.controller, player=ctx.controller, obj=oid,
                 card=s.objs[oid].card.code)
        return looked

    from app.engine.aslooked import look  # as-looked: "as you look at me" (RUP4 370.1.b.1)

    got = look(s, ctx.item, ctx.controller, _look)
    if got is None:
        return False
    looked = got
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


# -- Might layers and granted keywords (RUP4 473-479) -----------------------------------------

def _double_might(ctx: Ctx, st: Step) -> bool:
    """ "Double its Might this turn": increase it by its current Might as this resolves, a
    fixed amount; a negative Might is increased by 0 (RUP4 477.3.c, Last Stand's example)."""
    for o in ctx.objects(st):
        n = max(0, might(ctx.s, o))
        o.turn_might += n
        ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=n)
    return True


def _might_to(ctx: Ctx, st: Step) -> bool:
    """ "This turn, increase its Might to the Might of another unit": slot 0's unit gets
    +X this turn, X being how far it is below slot 1's unit as this resolves, a limited
    increase snapshotted when applied (RUP4 477.3.b, 477.3.e.1.b); never a decrease (477.3.c).
    Without the other unit still legal, there is no Might to increase to (359.3.e.6)."""
    other = ctx.targets(1)
    if not other:
        return True
    goal = might(ctx.s, other[0])
    for o in ctx.targets(0):
        n = max(0, goal - might(ctx.s, o))
        o.turn_might += n
        ctx.s.dirty = True
        emit(ctx.s, "might", obj=o.id, n=n)
    return True


def _set_might(ctx: Ctx, st: Step) -> bool:
    """ "Its Might becomes N this turn": assigned in the first layer, so buffs and other
    increases still apply on top of it (RUP4 477.1.a.1, 477.3); it ends with the turn."""
    for o in ctx.objects(st):
        o.mods = dict(o.mods or {})
        o.mods["set_might"] = st.n
        ctx.s.dirty = True
        emit(ctx.s, "might_set", obj=o.id, n=st.n)
    return True


def _cant_play(ctx: Ctx, st: Step) -> bool:
    """restrictions: "opponents can't play cards this turn" (RUP4 054.1, can't beats can)."""
    ctx.s.turn_flags["cant_play"] = frozenset(ctx.s.turn_flags.get("cant_play", frozenset())
                                              | set(ctx.s.opponents(ctx.controller)))
    return True
# -- reveal-hand and cond-unless ------------------------------------------------------------

def _reveal(s: GameState, item: ChainItem, oids: list[int]) -> None:
    """Reveal cards: presented to all players (RUP4 424.1), staying in their zone (424.1.a.2),
    until this spell or ability finishes resolving (424.1.a.3): the view shows the revealed
    cards of the items on the chain (`revealed_cards`)."""
    revealed = item.info.setdefault("revealed", [])
    for oid in oids:
        if oid not in revealed:
            revealed.append(oid)
            o = s.objs[oid]
            emit(s, "reveal", player=o.owner, obj=oid, card=o.card.code, by_effect=True)


def revealed_cards(s: GameState) -> list[int]:
    """The cards revealed right now (by items on the chain), still where they were revealed."""
    out: list[int] = []
    for item in s.chain:
        for oid in item.info.get("revealed", ()):
            if s.objs[oid].zone in (HAND, DECK) and oid not in out:
                out.append(oid)
    return out


def _reveal_hand(ctx: Ctx, st: Step) -> bool:
    """ "They reveal their hand": every card in it now (RUP4 424.3.a, 424.3.a.1)."""
    for player in _who(ctx, st):
        _reveal(ctx.s, ctx.item, list(ctx.s.players[player].hand))
    return True


def _reveal_top(ctx: Ctx, st: Step) -> bool:
    """Reveal the top n cards of your Main Deck: as many as there are, no burn out
    (RUP4 431.1.c); they stay on top (424.1.a.2)."""
    deck = ctx.s.players[ctx.controller].deck

    def _show() -> list[int]:
        shown = [deck[-1 - k] for k in range(min(st.n, len(deck)))]
        _reveal(ctx.s, ctx.item, shown)
        return shown

    from app.engine.aslooked import look  # as-looked: "as you reveal me" (RUP4 370.1.b.1)

    return look(ctx.s, ctx.item, ctx.controller, _show) is not None


def _revealed_matching(ctx: Ctx, st: Step) -> list[int]:
    s = ctx.s
    sel = st.scope
    out = []
    for oid in ctx.item.info.get("revealed", ()):
        o = s.objs[oid]
        if o.zone not in (HAND, DECK):
            continue  # no longer revealed where it was (a new object elsewhere, RUP4 124)
        if sel is not None and (
            (sel.card_type is not None and o.card.type.value != sel.card_type)
            or (sel.not_card_type is not None and o.card.type.value == sel.not_card_type)
        ):
            continue
        out.append(oid)
    return out


def _revealed_pick(ctx: Ctx, st: Step, then: str) -> bool:
    """ "Choose a (non-unit) card from it": you choose on resolution among the revealed cards
    that match; a single one is taken without asking, none and nothing happens (RUP4 055)."""
    cands = _revealed_matching(ctx, st)
    if len(cands) <= 1:
        for oid in cands:
            _act_on_revealed(ctx.s, ctx.item, then, oid)
        return True
    ctx.s.decision = Decision(ctx.controller, "choose", {
        "ask": "revealed_pick", "then": then, "item": ctx.item.id, "looked": cands,
        "options": [Action("choose", (o,)) for o in cands]})
    return False


def _act_on_revealed(s: GameState, item: ChainItem, then: str, oid: int) -> None:
    o = s.objs[oid]
    if then == "discard":  # "they discard that card": its owner discards it
        discard(s, o)
        collect_event(s, "discarded", obj=o)
        collect_event(s, "you_discard", player=o.owner, n=1)
    elif o.owner == item.controller:
        recycle_cards(s, item.controller, [o])
    else:
        recycle_to_deck(s, [o])  # to its owner's Main Deck, not "your" (RUP4 416.1)


def _revealed_discard(ctx: Ctx, st: Step) -> bool:
    return _revealed_pick(ctx, st, "discard")


def _revealed_recycle(ctx: Ctx, st: Step) -> bool:
    """With a scope, one chosen card; without, every revealed card still there, together in
    a random order (RUP4 416.5)."""
    if st.scope is not None:
        return _revealed_pick(ctx, st, "recycle")
    s = ctx.s
    cards = [s.objs[i] for i in _revealed_matching(ctx, st)]
    mine = [o for o in cards if o.owner == ctx.controller]
    recycle_cards(s, ctx.controller, mine)
    recycle_to_deck(s, [o for o in cards if o.owner != ctx.controller])
    return True


def _unless(ctx: Ctx, st: Step) -> bool:
    """cond-unless: "... unless its controller has you draw 2": each player named, in turn,
    may do what is offered; once one does, the steps with condition not_stopped don't happen.
    The choice is made on resolution (RUP4 383.3.a.3's "they may" in a later part of an
    effect; 204.3.b)."""
    info = ctx.item.info
    left = info.get("unless_left")
    if left is None:
        left = [p for p in dict.fromkeys(_who(ctx, st))]
    if info.get("stopped") or not left:
        info.pop("unless_left", None)
        return True
    info["unless_left"] = left
    ctx.s.decision = Decision(left[0], "choose", {
        "ask": "unless", "item": ctx.item.id, "offer": st.offer, "n": st.n,
        "to": ctx.controller, "options": [YES, NO]})
    return False


def _unless_answer(s: GameState, item: ChainItem, verb: str) -> None:
    left = item.info["unless_left"]
    step = item_steps(s, item)[item.resolving_index]
    if verb == "yes":
        emit(s, "unless_paid", player=left[0], offer=step.offer, n=step.n, to=item.controller)
        if step.offer == "you_draw":
            draw(s, item.controller, step.n)
        item.info["stopped"] = True
    item.info["unless_left"] = left[1:]
    if verb == "yes" or not left[1:]:
        item.info.pop("unless_left")
        item.resolving_index += 1


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
PRIMITIVES["win"] = _win  # alt-victory
PRIMITIVES["activate"] = _activate_effects  # extra-trigger
PRIMITIVES["return_champion"] = _return_champion  # Hallowed Tomb


def _counter(ctx: Ctx, st: Step) -> bool:
    """counter: "Counter a spell" (RUP4 425): each chosen spell still on the chain does nothing
    and is cleared from it, a card to its owner's trash (425.1.a.1); it never resolves, so it
    is not played for "when you play a spell" (425.1.b); its costs stay paid (425.1.c)."""
    s = ctx.s
    for o in ctx.targets(st.target):
        item = next((i for i in s.chain if i.kind == "card" and i.obj == o.id), None)
        if item is None:
            continue
        if any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "cant_be_countered" for ab in o.card.abilities):
            # "this can't be countered": it may still be chosen, the counter does nothing to
            # it (RUP4 358.3.a: an impossible instruction is skipped)
            emit(s, "counter_failed", player=ctx.controller, obj=o.id, card=o.card.code)
            continue
        s.chain.remove(item)
        emit(s, "counter", player=ctx.controller, obj=o.id, card=o.card.code,
             owner=item.controller)
        # "then recycle it" replaces any leaving of the chain its own execution didn't
        # instruct, a counter's too (RUP4 390.3.a; FAQ-VENDETTA, Abandon and Flow)
        if not after_chain(s, item, o):
            change_zone(s, o, TRASH)
    return True


PRIMITIVES["counter"] = _counter


def _take_control(ctx: Ctx, st: Step) -> bool:
    """control-change: "take control of it": the ability's controller gains control of each
    object for the rest of the game (RUP4 188-192; see zones.change_control)."""
    taken = ctx.item.info.setdefault("took_control", [])
    for o in ctx.objects(st):
        if o.zone == CHAIN:  # new-choices: "gain control of a spell" (RUP4 191.2)
            from app.engine.newchoices import take_spell

            take_spell(ctx.s, o, ctx.controller)
        elif change_control(ctx.s, o, ctx.controller):
            taken.append(o.id)
    return True


def _new_choices(ctx: Ctx, st: Step) -> bool:
    from app.engine.newchoices import new_choices

    return new_choices(ctx, st)


PRIMITIVES["take_control"] = _take_control
PRIMITIVES["new_choices"] = _new_choices


def _prevent_spell_damage(ctx: Ctx, st: Step) -> bool:
    """damage-prevention: "prevent all spell and ability damage this turn": every instance
    of damage a spell or ability would deal this turn, to any unit, is prevented (a
    replacement, RUP4 369.2, 437; Bonus Damage included, 437.1.a.1); combat damage isn't."""
    ctx.s.turn_flags["prevent_spell_damage"] = True
    emit(ctx.s, "prevent_all", player=ctx.controller)
    return True


PRIMITIVES["prevent_spell_damage"] = _prevent_spell_damage
PRIMITIVES["pay"] = payto.pay_step  # pay-to (RUP4 740.4.a.1, 444.2)
PRIMITIVES["pay_x"] = payto.pay_x_step  # x-cost: "pay any amount of [A]"
PRIMITIVES["spend_buffs"] = buffspend.spend_buffs_step  # buff-spend (RUP4 702.2.b)
# Might layers (RUP4 477) and restrictions
PRIMITIVES["double_might"] = _double_might
PRIMITIVES["might_to"] = _might_to
PRIMITIVES["set_might"] = _set_might
PRIMITIVES["cant_play"] = _cant_play
PRIMITIVES.update({"reveal_hand": _reveal_hand, "reveal_top": _reveal_top,  # reveal-hand
                   "revealed_discard": _revealed_discard, "revealed_recycle": _revealed_recycle,
                   "unless": _unless})  # cond-unless
PRIMITIVES["swap"] = _swap  # swap-locations
PRIMITIVES["split"] = lambda ctx, st: _split(ctx, st)  # split-damage
PRIMITIVES.update(PBE_PRIMITIVES)  # play-by-effect: banish, play, look_play, extra_turn
PRIMITIVES.update(equipment.EQUIPMENT_PRIMITIVES)  # attach, weaponmaster (RUP4 818-821)

HANDLERS: dict[str, Primitive] = {}  # named Python handlers for cards the vocabulary can't say
# (registered by app.engine.oneoff, imported at the end of this module)


# -- resolving ----------------------------------------------------------------------

def resolve_item(s: GameState, item: ChainItem) -> bool:
    """Execute the newest finalized item (RUP4 340). False while it waits for a choice."""
    ab = item_ability(s, item)
    ctx = Ctx(s, item)
    steps = ab.steps if ab is not None else ()
    if "legal_at_start" not in item.info and item.targets:
        # the chosen objects still legal as it begins to resolve (RUP4 359.3.e), remembered for
        # instructions that refer to them after an earlier one moved them ("its owner ...")
        item.info["legal_at_start"] = [[o.id for o in ctx.targets(k)]
                                       for k in range(len(item.targets))]
        item.info["controllers_at_start"] = [[o.controller for o in ctx.targets(k)]
                                             for k in range(len(item.targets))]
    # kill-attribution (RUP4 428.5): what this resolution kills or damages is its doing; set
    # only while its steps run (never left in the state between actions)
    if item.resolving_index == 0 and ab is not None and not _group_fits(s, item, ab, ctx):
        return False  # its controller keeps a subset of the chosen units that fits
    outer = s.extra.get("_resolving")  # an ability resolving inside another's step (429.2)
    s.extra["_resolving"] = (item.controller, with_spell(s, item))
    while item.resolving_index < len(steps):
        st = steps[item.resolving_index]
        fn = HANDLERS[st.handler] if st.op == "handler" and st.handler else PRIMITIVES[st.op]
        if not _condition(s, item, st.condition):
            item.resolving_index += 1
            continue
        if not fn(ctx, st):
            _end_resolving(s, outer)
            return False
        if ctx.killed:
            item.info["killed"] = True
        item.resolving_index += 1
    _end_resolving(s, outer)
    finish_item(s, item)
    return True


def _group_fits(s: GameState, item: ChainItem, ab: Ability, ctx: Ctx) -> bool:
    """A group requirement ("units together of Might 4 or lower") is checked again as the
    item resolves; no longer met, its controller keeps any of the units chosen whose total
    fits, never another unit (RUP4 359.3.e; FAQ-ORIGINS, Fox-Fire). False while asking."""
    for k, slot in enumerate(ab.targets):
        cap = slot.total_might
        if cap is None or k >= len(item.targets) or f"fit{k}" in item.info:
            continue
        legal = ctx.targets(k)
        if "fit_kept" not in item.info and sum(might(s, u) for u in legal) <= cap:
            continue
        kept: list[int] = item.info.setdefault("fit_kept", [])
        total = sum(might(s, s.objs[i]) for i in kept)
        options = [Action("choose", (u.id,)) for u in legal
                   if u.id not in kept and total + might(s, u) <= cap]
        if options and not item.info.pop("fit_done", False):
            s.decision = Decision(item.controller, "choose", {
                "ask": "group_fit", "item": item.id, "options": [*options, DONE]})
            return False
        item.targets[k] = [t for t in item.targets[k] if t[1] in kept]
        item.info[f"fit{k}"] = item.info.pop("fit_kept")
    return True


def _end_resolving(s: GameState, outer: tuple | None) -> None:  # type: ignore[type-arg]
    if outer is None:
        s.extra.pop("_resolving", None)
    else:
        s.extra["_resolving"] = outer


def _condition(s: GameState, item: ChainItem, cond: str | None) -> bool:
    if cond is None or cond == "spells_only":  # spells_only qualifies the Energy added
        return True
    if cond == "if_killed":  # "if this kills it" (linked instruction, RUP4 359.3.e.14)
        return bool(item.info.get("killed"))
    ctx = Ctx(s, item)
    if cond in ("legion", "no_legion"):  # you played another card this turn (RUP4 812.1.b.1)
        return legion_active(s, item.controller, ctx.source) == (cond == "legion")
    if cond in ("cost_paid", "cost_not_paid"):
        ab = item_ability(s, item)
        paid = any(item.targets[k] for k, slot in enumerate(ab.targets if ab else ())
                   if slot.cost and k < len(item.targets))
        return paid == (cond == "cost_paid")
    if cond == "not_stopped":  # cond-unless: nobody took the offer
        return not item.info.get("stopped")
    if cond == "channel_failed":
        return bool(item.info.get("channel_short"))
    if cond == "target_alone":  # "if it is the only unit you control there"
        for o in ctx.targets(0):
            return is_alone(s, o)
        return False
    if cond in ("target_stunned", "target_not_stunned"):  # "if it is stunned" (423.1.a)
        ab = item_ability(s, item)
        slot = next((st.target for st in (ab.steps if ab else ()) if st.condition == cond), None)
        found = ctx.targets(slot)
        return bool(found) and found[0].stunned == (cond == "target_stunned")
    if cond == "at_battlefield":  # "if I am at a battlefield"
        return ctx.source is not None and ctx.source.zone == BF
    if cond == "hand_at_most":  # cond-hand: checked as the step resolves (RUP4 383.2.a.1 is
        # only for a condition right after the trigger's; this one is part of the effect)
        ab = item_ability(s, item)
        n = next((st.at_most for st in (ab.steps if ab else ()) if st.condition == cond), 0)
        return len(s.players[item.controller].hand) <= (n or 0)
    if cond in ("paid", "not_paid"):  # pay-to: the earlier pay step (RUP4 444.2.b)
        return bool(item.info.get("paid")) == (cond == "paid")
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
        if obj.zone == CHAIN and not after_chain(s, item, obj):  # play-by-effect: "then recycle"
            change_zone(s, obj, TRASH)  # a resolved spell goes to its owner's trash (RUP4 157)
        emit(s, "resolve", player=item.controller, obj=obj.id, card=obj.card.code)
        if obj.card.type is CardType.SPELL:
            collect_event(s, "spell_played", obj=obj, player=item.controller)
        if "played_n" in item.info:  # "when you play a card": on resolution (RUP4 419.4.a)
            collect_event(s, "you_play_card", obj=obj, player=item.controller,
                          n=item.info["played_n"], from_hidden=item.from_facedown)
    else:
        emit(s, "resolve", player=item.controller, source=item.source)


def answer_choice(s: GameState, verb: str, arg: object) -> None:
    """Continue a resolving item after a choice made on resolution."""
    d = s.decision
    assert d is not None
    if d.data["ask"] == "save_pay":  # a paid save: paid or not, the death goes on
        answer_paid_save(s, verb)
        if "item" in d.data:
            item = next(i for i in s.chain if i.id == d.data["item"])
            if "pick" in d.data:  # "each player kills one": the pick is carried out now
                oid, picker = d.data["pick"]
                _act_on_pick(Ctx(s, item), "kill", s.objs[oid], picker)
                item.info["pick_left"] = item.info["pick_left"][1:]
            s.tasks.append(("resolve", item.id))  # the kill instruction goes on
        return
    if d.data["ask"] == "replace_death":  # death-replacement: which death first (RUP4 373)
        answer_order(s, arg)
        if "item" in d.data:
            s.tasks.append(("resolve", d.data["item"]))  # the kill instruction goes on
        return
    if d.data["ask"] == "replace_offer":  # an optional replacement applied or not (371.2.a)
        answer_offer(s, d.data["key"], verb)
        if "item" in d.data:
            s.tasks.append(("resolve", d.data["item"]))  # the kill instruction goes on
        return  # else the cleanup, or the item being finalized, runs again
    item = next(i for i in s.chain if i.id == d.data["item"])
    ask = d.data["ask"]
    s.decision = None
    if ask == "predict":
        looked_at = s.objs[d.data["obj"]]
        if verb == "yes":
            recycle_cards(s, item.controller, [looked_at])
        item.resolving_index += 1
    elif ask == "predict_recycle":
        looked, recycle = d.data["looked"], list(d.data["recycle"])
        if verb == "choose":
            recycle.append(int(arg))  # type: ignore[call-overload]
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
        kept, top = d.data["looked"], [*d.data["top"], int(arg)]  # type: ignore[call-overload]
        if len(kept) - len(top) > 1:
            _ask_predict_order(s, item, kept, top)
            return
        top += [o for o in kept if o not in top]  # the last one goes under the others
        _put_back_on_top(s, item.controller, top)
        item.resolving_index += 1
    elif ask in ("new_choices_may", "new_choice", "new_dest"):  # new-choices (RUP4 750-755)
        from app.engine.newchoices import answer as new_choice_answer

        new_choice_answer(s, item, ask, verb, arg, d.data)
    elif ask == "token_location":
        play_token(s, d.data["card"], item.controller, str(arg), bool(d.data.get("ready")))
        item.info["tokens_left"] -= 1
        if item.info["tokens_left"] <= 0:
            item.info.pop("tokens_left")
            item.resolving_index += 1
    elif ask == "each_pick":
        left = item.info["pick_left"]
        if verb == "choose" and d.data.get("collect"):
            item.info.setdefault("picked", []).append(int(arg))  # type: ignore[call-overload]
        elif verb == "choose":
            obj = s.objs[int(arg)]  # type: ignore[call-overload]
            if d.data["op"] == "kill" and s.turn_flags.get("pay_saves"):
                if not ask_paid_save(s, [obj], item, pick=(obj.id, d.player)):
                    return  # a paid save first; the pick is carried out once answered
            _act_on_pick(Ctx(s, item), d.data["op"], obj, d.player)
        item.info["pick_left"] = left[1:]  # the step runs again for the next player
    elif ask in ("pay_to", "pay_x"):  # pay-to / x-cost: paid or declined (RUP4 444.2)
        payto.answer(s, item, ask, verb, arg)
    elif ask in equipment.EQUIPMENT_ASKS:  # Weaponmaster's cost, an Equipment to detach
        equipment.answer(s, item, d.data, verb, arg)
    elif ask == "spend_pick":  # buff-spend: one buff spent, or done; the step runs again
        buffspend.answer(s, item, verb, arg)
    elif ask in _one_off_answers():  # a one-off card's own question (app.engine.oneoff)
        _one_off_answers()[ask](s, item, verb, arg)
    elif ask == "revealed_pick":
        _act_on_revealed(s, item, d.data["then"], int(arg))  # type: ignore[call-overload]
        item.resolving_index += 1
    elif ask == "unless":
        _unless_answer(s, item, verb)
    elif ask == "group_fit":  # one more unit kept, or done (the group is then settled)
        if verb == "choose":
            item.info["fit_kept"].append(int(arg))  # type: ignore[call-overload]
        else:
            item.info["fit_done"] = True
    elif ask == "split":  # one more point of the split damage; the step runs again
        given = item.info.setdefault("split", {})
        given[str(arg)] = given.get(str(arg), 0) + 1
    elif ask == "look_take":
        _take_rest_recycled(s, item.controller, d.data["looked"], int(arg))  # type: ignore[call-overload]
        item.resolving_index += 1
    elif ask == "recycle_pick" and verb == "done":  # "up to N": no more (the step ends)
        item.info["recycle_done"] = True
    elif ask in PBE_ASKS:  # play-by-effect: the card to play, or none
        answer_pbe(s, item, ask, verb, arg)
    elif ask in ("as_looked", "as_looked_play"):  # as-looked: the instruction runs again
        from app.engine.aslooked import answer as as_looked_answer

        as_looked_answer(s, item, ask, verb, arg)
    elif ask == "recycle_pick":
        # one more chosen; the step runs again to ask for the next or to recycle them all
        item.info["recycle_picked"] = [*item.info.get("recycle_picked", []), int(arg)]  # type: ignore[call-overload]
    elif ask == "discard":
        discard(s, s.objs[int(arg)])  # type: ignore[call-overload]
        collect_event(s, "discarded", obj=s.objs[int(arg)])  # type: ignore[call-overload]
        item.info.setdefault("discarded", []).append(int(arg))  # type: ignore[call-overload]
        item.info["discard_left"] -= 1
        item.info["discarded_n"] = item.info.get("discarded_n", 0) + 1
        if item.info["discard_left"] <= 0 or not s.players[item.controller].hand:
            item.info.pop("discard_left")
            item.resolving_index += 1
            # "when you discard one or more cards": one event per instruction (RUP4 383.1)
            collect_event(s, "you_discard", player=item.controller,
                          n=item.info.pop("discarded_n"))
    s.tasks.append(("resolve", item.id))


def _one_off_answers() -> dict:  # type: ignore[type-arg]
    from app.engine.oneoff import ANSWERS

    return ANSWERS


__all__ = ["PRIMITIVES", "HANDLERS", "resolve_item", "answer_choice"]

from app.engine import oneoff as _oneoff  # noqa: E402,F401  (registers the one-off handlers)
