"""What a resolving item knows (`Ctx`: its controller, source, chosen targets and the
objects a step acts on) and the helpers several ops share: the players a step names (`who`),
"each player picks one" (`each_pick`, RUP4 303.2.a, 355.17) and its answer, the units whose
buff was spent (buff-spend), the "you stunned" events."""

from __future__ import annotations

from dataclasses import replace

from app.engine.actions.death import (
    alone_before,
    ask_offer,
    ask_paid_save,
    death_replaced,
    kill_now,
)
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import return_to_hand
from app.engine.core.abilities import ObjectOp, PickOp
from app.engine.core.actions import NO, Action
from app.engine.core.events import emit
from app.engine.core.selects import Select
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
from app.engine.reads.board import bf_index, is_enemy, location_key, same_location
from app.engine.reads.characteristics import board_candidates, chain_items, matches, might
from app.engine.reads.conditions import untargetable_by
from app.engine.reads.items import at_move_bfs, event_object, item_ability, made_objects
from app.engine.reads.levels import active


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

    def target_items(self, slot: int | None) -> list[ChainItem]:
        """Chosen spells and abilities (slot kind chain_item) still on the chain and still
        matching (RUP4 359.3.e)."""
        if slot is None or slot >= len(self.item.targets):
            return []
        ab = item_ability(self.s, self.item)
        if ab is None:
            return []
        first = next(iter(self.targets(0)), None) if slot else None
        legal = {c.id: c for c in chain_items(self.s, ab.targets[slot].select, self.controller,
                                              self.item.id, first)}
        return [legal[iid] for kind, iid, _ in self.item.targets[slot]
                if kind == "item" and iid in legal]

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
        cost = ab.targets[slot].cost is not None
        for kind, oid, inc in self.item.targets[slot]:
            if kind != "obj":
                continue  # a spell or ability on the chain: target_items
            o = self.s.objs[oid]
            if not cost and untargetable_by(self.s, o, self.controller):
                continue  # became untargetable: it mistargets (RUP4 758.1)
            if o.incarnation == inc and matches(self.s, sel, o, self.controller, self.source):
                out.append(o)
            elif oid in taken and o.incarnation == inc and _matches_any_side(
                    self.s, sel, o, self.controller, self.source):
                # "take control of it and recall it": "it" is still the object this item
                # chose; taking it made it friendly, which doesn't make it a new choice
                out.append(o)
        if ab.targets[slot].per_location:  # still at the location it was chosen for (359.3.e)
            at = self.item.info.get("chosen_at", {})
            out = [o for o in out if at.get(str(o.id)) == location_key(o)]
        if sel.where == "with_made":  # still "there", not one of them (RUP4 359.3.e)
            made = made_objects(self.s, self.item)
            out = [o for o in out if all(o.id != m.id for m in made)
                   and any(same_location(o, m) for m in made)]
        if sel.where == "with_event":  # still "at its destination", not it (RUP4 359.3.e)
            it = event_object(self.s, self.item)
            out = [o for o in out if it and o.id != it[0].id and same_location(o, it[0])]
        if sel.where == "move_bfs":  # still at one of them (RUP4 359.3.e)
            out = [o for o in out if at_move_bfs(self.item, o)]
        if sel.where == "with_first" and slot > 0:
            # dependent targets: still at the location of slot 0's unit (RUP4 359.3.e)
            first = self.targets(0)
            out = [o for o in out if first and o.id != first[0].id
                   and same_location(o, first[0])]
        if sel.where == "first_bf" and slot > 0:
            # dependent targets: still at the battlefield chosen in slot 0 (RUP4 359.3.e)
            first = self.targets(0)
            out = [o for o in out if first and o.zone == BF
                   and bf_index(self.s, first[0]) == o.bf]
        if sel.where == "apart_first" and slot > 0:
            # dependent targets: still at another location than slot 0's unit (359.3.e)
            first = self.targets(0)
            out = [o for o in out if first and not same_location(o, first[0])]
        if sel.first_controller and slot > 0:
            # dependent targets: still controlled by slot 0's unit's controller (359.3.e)
            first = self.targets(0)
            out = [o for o in out if first and o.controller == first[0].controller]
        if sel.less_might_first and slot > 0:
            # sel-relational: still weaker than slot 0's unit, which is still there (359.3.e)
            first = self.targets(0)
            out = [o for o in out if first and might(self.s, o) < might(self.s, first[0])]
        return out

    def _source_here(self) -> bool:
        """The item's source is still the same object on the board (RUP4 124)."""
        src = self.source
        return src is not None and src.incarnation == self.item.source_incarnation \
            and src.zone in (BASE, BF)

    def chosen_ids(self) -> set[int]:
        """The objects the item chooses: those of every target slot still legal (RUP4 355.9)."""
        return {o.id for k in range(len(self.item.targets)) for o in self.targets(k)}

    def with_first(self, sel: Select) -> list[Obj]:
        """ "another enemy unit at its destination", "each enemy unit there": the objects
        matching sel where slot 0's unit is now, not it."""
        first = self.targets(0)
        if not first:
            return []
        return [o for o in board_candidates(self.s, sel, self.controller, self.source)
                if o.id != first[0].id and same_location(o, first[0])]

    def objects(self, step: ObjectOp) -> list[Obj]:
        if step.scope is not None and step.scope.where == "event":
            return event_object(self.s, self.item)
        if step.scope is not None and step.scope.where == "made":  # reflexive: "it", "them"
            return made_objects(self.s, self.item)
        if step.scope is not None and step.scope.where == "spent":  # buff-spend
            return spent_objects(self.s, self.item)
        if step.scope is not None and step.scope.where == "with_first":
            return self.with_first(step.scope)
        if step.scope is not None and step.scope.where == "target_bf":
            # every object matching the scope at the battlefield chosen in the target slot
            s = self.s
            chosen = {o.id for o in self.targets(step.target)}
            found = []
            for n, b in enumerate(s.battlefields):
                if b.obj in chosen:
                    found.extend(board_candidates(s, replace(step.scope, where="any"),
                                                  self.controller, self.source, bf_restrict=n))
            if step.scope.not_chosen:  # "each other enemy unit there"
                chosen |= self.chosen_ids()
            found = [o for o in found if o.zone == BF and o.id not in chosen]
            if step.scope.less_might_first:
                # sel-relational: "with less Might than the chosen unit" (slot 0's), as the
                # step executes; none once that unit is no longer a legal target (359.3.e)
                first = self.targets(0)
                found = [o for o in found if first and might(s, o) < might(s, first[0])]
            return found
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


def _matches_any_side(s: GameState, sel: Select, o: Obj, controller: int,
                      source: Obj | None) -> bool:
    return matches(s, replace(sel, side="any"), o, controller, source)




def who(ctx: Ctx, name: str, target: int | None = None) -> list[int]:
    """The players a step names (its `who`, `name`): you; each player, in turn order from the
    turn player (RUP4 303.2.a); or "its controller": of each object of the target slot still
    legal as the item began to resolve. That instruction is linked to the one acting on the object:
    it is ignored with it if the object became illegal (359.3.e.14.a), not if only the
    earlier action was replaced (359.3.e.14.b)."""
    s = ctx.s
    if name == "each_player":
        return s.order_from(s.turn_player)  # those still in the game (RUP4 651.3)
    if name == "chosen_player":  # player-choices: chosen as it went on the chain
        chosen = ctx.item.info.get("chosen_player")
        return [int(chosen)] if chosen is not None else []
    if name == "its_controller" and target is not None:
        ctrl = ctx.item.info.get("controllers_at_start", [])
        ids = ctx.item.info.get("legal_at_start", [])
        if target >= len(ctrl):
            return []
        # one banished instead of dying (a replacement, not this item's doing) no longer has a
        # controller to refer to (FAQ-VENDETTA: Smite, then Hidden Blade draws nothing)
        return [c for oid, c in zip(ids[target], ctrl[target], strict=True)
                if s.objs[oid].zone != BANISH]
    if name == "that_player":  # trig-phase: the player of the triggering event
        return [int(ctx.item.info.get("player", ctx.controller))]
    return [ctx.controller]


def harm_replaced(ctx: Ctx, o: Obj, chosen: bool) -> bool:
    """ "If a spell or ability that chooses me would stun me, give me -Might, or return me to
    hand, give me +N Might this turn instead" (a replacement, RUP4 370.1; FAQ-VENDETTA,
    Gangplank, Naval): for an object the spell or ability chose (`chosen`: a target) with
    such an active passive ability of its own, the caller's event happens only if this returns
    False. The caller asks only when the event would really happen (a stunned unit isn't
    stunned again, 423.1.a.1; a -0 Might is no event, 477.3.b)."""
    s = ctx.s
    if not chosen or not s.extra.get("statics_by_op", {}).get("chosen_harm_to_might"):
        return False
    n = sum(ab.static.n for ab in o.card.abilities if ab.kind == "static"
            and ab.static is not None and ab.static.op == "chosen_harm_to_might"
            and active(s, o.controller, ab, o))
    if not n:
        return False
    o.turn_might += n
    s.dirty = True
    emit(s, "might", obj=o.id, n=n)
    return True


def you_stunned(s: GameState, player: int, stunned: list[Obj]) -> None:
    """"When you stun a unit" triggers once per unit; "when you stun one or more units" once
    per instruction (RUP4 383.1: the stuns of one instruction are one event). Only a unit that
    was stunned by it counts (a stunned unit can't be stunned again, 423.1.a.1)."""
    for o in stunned:
        # "that battlefield": where it was stunned, remembered as it triggers (359.3.f.3)
        collect_event(s, "you_stun", obj=o, player=player, bf=o.bf if o.zone == BF else -1)
    if stunned:
        collect_event(s, "you_stun_units", objs=tuple(o.id for o in stunned), player=player)


def each_pick(ctx: Ctx, st: PickOp) -> bool:
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
            kill_pick(ctx, o, pend[1])
    left = info.get("pick_left")
    others = st.who == "each_other_next"
    keep = st.who == "each_player_keeps"
    collect = others or keep  # acted on together once every pick is made
    if left is None and st.who == "defender":  # the combat's defending player (RUP4 459)
        sd = s.showdown
        left = [sd.defender] if sd is not None and sd.combat and sd.defender >= 0 else []
    if left is None:
        first = s.turn_player if st.who in ("each_player", "each_player_keeps") \
            else s.next_player(ctx.controller)
        left = [q for q in s.order_from(first) if not (others and q == ctx.controller)
                and (st.who != "each_opponent" or is_enemy(s, ctx.controller, q))]
    while left:
        player = left[0]
        assert st.scope is not None
        cands = board_candidates(s, st.scope, player, ctx.source)
        if others:  # "a unit you don't control that hasn't been chosen for this spell"
            picked = info.get("picked", ())
            cands = [o for o in cands if o.controller != ctx.controller and o.id not in picked]
        if not cands or (len(cands) == 1 and not st.may):
            if cands:
                if collect:
                    info.setdefault("picked", []).append(cands[0].id)
                else:
                    if st.op == "kill" and s.turn_flags.get("pay_saves"):
                        if not ask_paid_save(s, [cands[0]], ctx.item):  # a paid save first
                            info["pick_left"] = left
                            return False
                    act_on_pick(ctx, st.op, cands[0], player)
                    if "kill_pick" in info:  # killed before the next player picks
                        info["pick_left"] = left[1:]
                        return each_pick(ctx, st)
            left = left[1:]
            continue
        info["pick_left"] = left
        s.decision = Decision(player, "choose", {
            "ask": "each_pick", "op": "keep" if keep else st.op, "item": ctx.item.id,
            "collect": collect,
            "options": [Action("choose", (o.id,)) for o in cands] + ([NO] if st.may else [])})
        return False
    if keep and not info.get("kept_rest"):  # "kill the rest": the others of the scope
        assert st.scope is not None
        kept = set(info.get("picked", ()))
        info["picked"] = [o.id for o in board_candidates(
            s, replace(st.scope, side="any"), ctx.controller, ctx.source) if o.id not in kept]
        info["kept_rest"] = True
    if collect and st.op == "kill" and s.turn_flags.get("pay_saves"):
        if not ask_paid_save(s, [s.objs[i] for i in info.get("picked", [])], ctx.item):
            info["pick_left"] = []  # every pick made; the kills wait for the paid save
            return False
    info.pop("pick_left", None)
    if collect:
        picked = info.pop("picked", [])
        if st.op == "kill" and s.extra.get("statics_by_op", {}).get("replace_death"):
            # an optional replacement of one of these deaths: asked first (RUP4 371.2.a)
            if ask_offer(s, [s.objs[i] for i in picked if s.objs[i].zone in (BASE, BF)],
                         ctx.item):
                info["picked"], info["pick_left"] = picked, []
                return False
        act_on_picked(ctx, st.op, picked)
        s.extra.pop("replace_offers", None)
        info.pop("kept_rest", None)
    return True


def act_on_picked(ctx: Ctx, op: str, picked: list[int]) -> None:
    """"Kill those units": the objects all players chose, acted on together once every choice
    is made (dependent choices, RUP4 355.17; one game action, 383.2.c.2); one that has left
    the board meanwhile is skipped (it is no longer a unit, 355.9.a.1)."""
    objs = [ctx.s.objs[i] for i in picked if ctx.s.objs[i].zone in (BASE, BF)]
    if op == "kill":
        dying = tuple(o.id for o in objs)
        alone = alone_before(ctx.s, objs) if len(objs) > 1 else None
        for o in objs:
            replaced = o.prevent_death > 0
            kill_now(ctx.s, o, dying, ctx.controller, alone)
            ctx.item.info["killed"] = ctx.item.info.get("killed", False) or not replaced
    else:
        for o in objs:
            act_on_pick(ctx, op, o)


def act_on_pick(ctx: Ctx, op: str, o: Obj, by: int = -1) -> None:
    """`by`: the player who picked; "each player kills one" is their kill (RUP4 411.1)."""
    if op == "kill":
        if ctx.s.extra.get("statics_by_op", {}).get("replace_death"):
            # death-replacement: the step kills it as it runs again, once any optional
            # replacement was offered (RUP4 371.2.a)
            ctx.item.info["kill_pick"] = [o.id, by]
            return
        kill_pick(ctx, o, by)
    elif op == "return_hand":
        return_to_hand(ctx.s, o)
    elif op == "fight":  # the unit slot 0's unit fights; the step runs again to fight it
        ctx.item.info["fight_pick"] = o.id
    else:
        raise ValueError(f"op {op!r} can't act on a pick")


def kill_pick(ctx: Ctx, o: Obj, by: int) -> None:
    replaced = death_replaced(ctx.s, o)  # a death replaced is no kill "you did"
    kill_now(ctx.s, o, by=by)
    ctx.item.info["killed"] = ctx.item.info.get("killed", False) or not replaced
    ctx.s.extra.pop("replace_offers", None)


def spent_objects(s: GameState, item: ChainItem) -> list[Obj]:
    """The units whose buff this ability spent, still the same objects on the board."""
    out: list[Obj] = []
    for oid, inc in item.info.get("spent_objs", []):
        o = s.objs[oid]
        if o.incarnation == inc and o.zone in (BASE, BF) and o not in out:
            out.append(o)
    return out


def answer_pick(ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
    """One player's pick: collected, or acted on at once; the step runs again for the next
    player. A kill with paid saves asks the save first (False)."""
    s, item = ctx.s, ctx.item
    left = item.info["pick_left"]
    if verb == "choose" and d.data.get("collect"):
        item.info.setdefault("picked", []).append(int(arg))  # type: ignore[call-overload]
    elif verb == "choose":
        obj = s.objs[int(arg)]  # type: ignore[call-overload]
        if d.data["op"] == "kill" and s.turn_flags.get("pay_saves"):
            if not ask_paid_save(s, [obj], item, pick=(obj.id, d.player)):
                return False  # a paid save first; the pick is carried out once answered
        act_on_pick(ctx, d.data["op"], obj, d.player)
    item.info["pick_left"] = left[1:]
    return True
