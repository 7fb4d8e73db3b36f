"""Ops of the family "movement" (RUP4 446-456): move, move_base, recall, swap, return_hand,
return_champion, and a move by an effect (`move_by_effect`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Literal

from pydantic import model_validator

from app.engine.actions.payment import can_pay, pay_now
from app.engine.actions.pool import uses
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import change_zone, contest, recall, relocate, return_to_hand
from app.engine.core.abilities import Ability, MoveDest, ObjectOp, Op, PickOp
from app.engine.core.actions import NO, YES, Action
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, CHAMPION, Decision, GameState, Obj
from app.engine.mechanics.context import Ctx, answer_pick, each_pick, harm_replaced, who
from app.engine.mechanics.wording import (
    CardTextError,
    _acted_on,
    _noun,
    _others_pick_text,
    _pick_text,
    _slot_ref,
    _Src,
)
from app.engine.playing.destinations import (
    CHOSEN_DESTS,
    GROUP_DESTS,
    chosen_destination,
    effect_move_destinations,
)
from app.engine.reads.board import bf_index, can_enter, is_enemy, location
from app.engine.reads.characteristics import board_candidates
from app.engine.reads.items import item_ability
from app.engine.reads.restrict import cant_be_moved_by, cant_move, cant_move_to_base, move_tax


@dataclass(frozen=True, slots=True, kw_only=True)
class Move(PickOp):
    """move-effect: move each unit of the step. A destination the effect names is read now
    (`fixed_move_destination`); one the controller picks was chosen while playing (RUP4
    355.4, app.engine.playing.destinations) and is used if it is still valid for the unit; if
    not, that move is ignored (RUP4 359.3.e.6). `dest` (RUP4 449.1): any (its base or another
    battlefield) | battlefield | to_or_from_base | my_units_bf (a battlefield where the
    controller has units) | open_bf (one open battlefield for all the units of the step; they
    move together), chosen by the controller among the valid
    destinations (449.2) | here (the source's location) | chosen_bf (the battlefield of the
    battlefield slot) | first_target (the battlefield slot 0's unit is at) | my_bf (the
    source's battlefield, none while it is in a base) | with_event (where
    the triggering event's unit moved to) | event_bf (the battlefield of the triggering event,
    remembered as it triggered); with these two and no target, the source moves. With who
    chosen_player, the player chosen as it was played picks a unit of the scope (side relative
    to them) that can go to the named destination, and moves it (RUP4 355.17)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"each_pick", "move_tax"})
    op: Literal["move"] = "move"
    dest: MoveDest

    @model_validator(mode="after")
    def _check(self) -> Move:
        if self.who not in ("you", "chosen_player"):
            raise ValueError("op 'move' is picked only by the chosen player (who "
                             "'chosen_player')")
        if self.who == "chosen_player":
            if self.dest not in _FIXED_DESTS:
                raise ValueError("a chosen player's move goes to a destination the effect names")
        elif self.target is None and self.dest not in ("with_event", "event_bf") \
                and self.dest not in CHOSEN_DESTS:
            raise ValueError("op 'move' moves the units of its target slot (or the source, to "
                             "a destination chosen for it)")
        return self

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        assert self.dest is not None
        if self.who == "chosen_player":
            return self._their_pick(ctx)
        # the units move together: each destination is checked before any of them moves (an
        # open battlefield stops being open once the first arrives, RUP4 170.11.c)
        if self.dest in _FIXED_DESTS:
            valid = [(o, d[0]) for o in ctx.objects(self) if o.zone in (BASE, BF) and o.is_unit
                     for d in [fixed_move_destination(ctx, o, self.dest)] if d]
        else:
            valid = [(o, dest) for o, dest in chosen_moves(ctx, self)
                     if o.zone in (BASE, BF)
                     and dest in effect_move_destinations(s, o, self.dest, ctx.controller)]
        if s.extra.get("statics_by_op", {}).get("move_tax"):
            taxed = _applied_costs(ctx, valid)
            if taxed is None:
                return False  # asked whether to pay
            valid = taxed
        moved = ctx.item.info.setdefault("moved", []) if _reflex_on_move(ctx) else None
        for o, dest in valid:
            frm = location(o)
            move_by_effect(s, ctx.controller, o, dest)
            if moved is not None and location(o) != frm:
                moved.append((o.id, o.incarnation))
        ctx.item.info.pop("move_taxes", None)
        return True

    def _their_pick(self, ctx: Ctx) -> bool:
        """ "They move a unit they control to ...": their pick, made on resolution (RUP4
        355.17); a single possible unit is moved without asking, none: nothing happens."""
        s, info = ctx.s, ctx.item.info
        left = info.pop("move_pick_left", None)
        if left is None:
            left = who(ctx, "chosen_player")
        if not left:
            return True
        player = left[0]
        assert self.scope is not None and self.dest is not None
        cands = [o for o in board_candidates(s, self.scope, player, ctx.source)
                 if o.is_unit and fixed_move_destination(ctx, o, self.dest)
                 and not cant_move(s, o, player) and not cant_be_moved_by(s, o, player)]
        if len(cands) == 1:
            move_by_effect(s, player, cands[0], fixed_move_destination(ctx, cands[0],
                                                                        self.dest)[0])
        if len(cands) > 1:
            info["move_pick_left"] = [player]
            s.decision = Decision(player, "choose", {
                "ask": "each_pick", "op": "move", "item": ctx.item.id, "collect": False,
                "options": [Action("choose", (o.id,)) for o in cands]})
            return False
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        if d.data["ask"] == "move_tax":  # pay now, or those units don't move (RUP4 204.4)
            paid = verb == "yes"
            if paid:
                pay_now(ctx.s, d.player, 0, move_tax(ctx.s, d.player, d.data["n"],
                                                     d.data["to"]), uses(ctx.s))
            ctx.item.info.setdefault("move_taxes", {})[d.data["to"]] = paid
            return True
        ctx.item.info.pop("move_pick_left", None)
        o = ctx.s.objs[int(arg)]  # type: ignore[call-overload]
        dests = fixed_move_destination(ctx, o, self.dest) if self.dest else []
        if dests:
            move_by_effect(ctx.s, d.player, o, dests[0])
        ctx.item.info["move_pick_left"] = []  # picked: the step goes on
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who == "chosen_player":
            assert self.scope is not None
            unit = _noun(replace(self.scope, side="any"), src, False)
            where = {"first_dest": "the same battlefield"}.get(str(self.dest))
            if where is None:
                raise CardTextError(f"no wording for a chosen player's move to {self.dest!r}")
            mine = " they control" if self.scope.side == "friendly" else ""
            return f"that player moves a {unit}{mine} to {where}"
        o = _acted_on(self, ability, src)
        if o.plural and self.dest not in _FIXED_DESTS | GROUP_DESTS:
            # several units, each to where its controller picks: not worded yet
            raise CardTextError("no wording for moving several chosen units")
        if self.dest == "any":
            return f"move {o.obj} to another location (its base or another battlefield)"
        if self.dest == "battlefield":
            return f"move {o.obj} to a battlefield"
        if self.dest == "with_ally":
            return (f"move {o.obj} to a location where there is another unit with the same "
                    f"controller")
        if self.dest == "to_or_from_base":
            return (f"move {o.obj} from its base to a battlefield, or from a battlefield to "
                    f"its base")
        if self.dest == "here":
            return f"move {o.obj} to {src.here.removeprefix('at ')}"
        if self.dest == "chosen_bf":
            return f"move {o.obj} to the chosen battlefield"
        if self.dest == "first_target":
            return f"move {o.obj} to the battlefield where the first chosen unit is"
        if self.dest == "event_bf":
            return f"move {o.obj} to that battlefield"
        if self.dest == "my_bf":
            return f"move {o.obj} to {src.noun}'s battlefield"
        if self.dest == "my_units_bf":
            return f"move {o.obj} to a battlefield where you have units"
        if self.dest == "occupied_enemy_bf":  # RUP4 170.11.a
            return (f"move {o.obj} to an occupied enemy battlefield (an opponent controls it "
                    f"and has a unit there), chosen as this is played")
        if self.dest == "first_location":
            return f"move {o.obj} to the location of the unit exhausted to pay for this"
        if self.dest == "your_bf":
            return f"move {o.obj} to a battlefield you control"
        if self.dest == "one_location":
            return f"move {o.obj} to one location (their base or a battlefield)"
        if self.dest == "open_bf":  # RUP4 170.11.c
            return f"move {o.obj} to one open battlefield (no units there, no one controls it)"
        return f"move {o.obj} to where that unit moved"


def _reflex_on_move(ctx: Ctx) -> bool:
    """The ability starts a reflexive trigger only if it moved a unit (op 'reflex' if_moved):
    remember the units it moves; other abilities don't."""
    ab = item_ability(ctx.s, ctx.item)
    return ab is not None and any(getattr(st, "if_moved", False) for st in ab.steps)


def _applied_costs(ctx: Ctx, valid: list[tuple[Obj, str]]) -> list[tuple[Obj, str]] | None:
    """ "Opponents must pay [A] for each unit beyond the first to move multiple units to my
    battlefield at the same time" (RUP4 204.4): the effect's controller, who moves them, pays
    as they move or chooses not to; unpaid, those units don't move (204.4.c). None while
    asking."""
    s, info = ctx.s, ctx.item.info
    answered: dict[str, bool] = info.get("move_taxes", {})
    counts: dict[str, int] = {}
    for _o, dest in valid:
        counts[dest] = counts.get(dest, 0) + 1
    for dest, n in counts.items():
        tax = move_tax(s, ctx.controller, n, dest)
        if not tax or dest in answered:
            continue
        if not can_pay(s, ctx.controller, 0, tax):
            answered[dest] = False  # it can't be paid (204.4.c)
            continue
        info["move_taxes"] = answered
        s.decision = Decision(ctx.controller, "choose", {
            "ask": "move_tax", "item": ctx.item.id, "to": dest, "n": n,
            "cost": len(tax), "options": [YES, NO]})
        return None
    return [(o, dest) for o, dest in valid if answered.get(dest, True)]


_FIXED_DESTS = frozenset({"here", "chosen_bf", "first_target", "with_event", "event_bf",
                          "my_bf", "first_dest", "first_location"})


def fixed_move_destination(ctx: Ctx, u: Obj, dest: str) -> list[str]:
    """move-effect destinations the effect names (RUP4 449.1), read as the instruction executes
    (RUP4 359.3.f.2): "here" (the source's location), "this battlefield" (the source's, if it is
    at one), "there" (the battlefield chosen in the battlefield slot), "that enemy unit's
    battlefield" (slot 0's unit's, only while it is at a battlefield), "with it" (where the
    triggering event's unit moved to); "the same battlefield" (the one chosen for the first
    move), "the location of the unit you exhausted" (slot 0's object's). A unit is never moved
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
    elif dest == "first_location":  # slot 0's object, paid with or chosen, where it is now
        paid = ctx.item.targets[0] if ctx.item.targets else []
        was = s.objs[paid[0][1]] if paid else None
        if was is not None and was.incarnation == paid[0][2] and was.zone in (BASE, BF):
            loc = location(was)
            if loc == "base" and was.controller != u.controller:
                loc = ""  # another player's base is no place for it (RUP4 446)
    elif dest == "first_dest":  # "the same battlefield": chosen for the first move (355.4)
        loc = next((d for _k, _slot, _i, d in ctx.item.info.get("dests", ())), "")
        loc = loc if loc.startswith("bf") else ""
    elif dest == "my_bf":  # "this battlefield": where the source is now (FAQ-SPIRITFORGED)
        src = ctx.source
        if src is not None and src.zone == BF:
            loc = f"bf{src.bf}"
    elif dest == "chosen_bf":
        ab = item_ability(s, ctx.item)
        k = next((i for i, t in enumerate(ab.targets if ab else ())
                  if t.select.kind == "battlefield"), None)
        bf_obj = ctx.targets(k)
        n = bf_index(s, bf_obj[0]) if bf_obj else -1  # replaced: its token (RUP4 438.1.a)
        if n >= 0:
            loc = f"bf{n}"
    elif dest == "first_target":
        first = ctx.targets(0)
        if first and first[0].zone == BF:
            loc = f"bf{first[0].bf}"
    elif dest == "event_bf":  # the triggering event's battlefield (RUP4 359.3.f.3)
        bf = ctx.item.info.get("bf", -1)
        loc = f"bf{bf}" if isinstance(bf, int) and bf >= 0 else ""
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


def chosen_moves(ctx: Ctx, st: Move) -> list[tuple[Obj, str]]:
    """As step `st` executes: each unit of its slot still a legal target (RUP4 359.3.e.2),
    with the destination chosen for it ("" for none)."""
    item = ctx.item
    k = item.resolving_index  # the step executing (effects.resolve_item)
    if st.target is None:  # "move me": the source, still the same object (RUP4 124)
        src = ctx.source
        same = src is not None and src.incarnation == item.source_incarnation
        return [(src, chosen_destination(item, k, 0) or "")] if same and src else []
    legal = {o.id: o for o in ctx.targets(st.target)}
    chosen = item.targets[st.target] if st.target is not None and st.target < len(
        item.targets) else []
    return [(legal[oid], chosen_destination(item, k, i) or "")
            for i, (_, oid, _inc) in enumerate(chosen) if oid in legal]


def _moved_enemy(s: GameState, player: int, u: Obj) -> None:
    """"When you move an enemy unit": an effect `player` controls moved it (RUP4 411.4)."""
    if is_enemy(s, player, u.controller):
        collect_event(s, "you_move_enemy", obj=u, player=player)


def move_by_effect(s: GameState, player: int, u: Obj, dest: str) -> None:
    """A move caused by an effect `player` is responsible for (RUP4 449, 411.4): no cost, the
    same move events as a standard move; the cleanup that follows designates combatants
    (RUP4 453, 323.2) and a battlefield it arrives at uncontrolled becomes contested (450).
    A unit that can't be moved by that player's effects stays (054.1, 359.3.e.6)."""
    if cant_move(s, u, player) or cant_be_moved_by(s, u, player):
        return  # "they can't move it this turn", "I can't be moved by enemy ..." (RUP4 054.1)
    frm = location(u)
    zone, bf = (BASE, -1) if dest == "base" else (BF, int(dest[2:]))
    relocate(s, u, zone, bf)
    u.attacking = u.defending = False
    emit(s, "move", player=player, objs=[u.id], to=dest, frm=[frm])
    if zone == BF:
        contest(s, bf, u.controller)
    collect_event(s, "move", obj=u, bf=bf, frm=frm)
    _moved_enemy(s, player, u)
    if zone == BF:
        collect_event(s, "move_to_bf", obj=u, bf=bf)
        # "when an opponent moves to a battlefield" sees their unit arrive whoever moved it:
        # your own Charm moving an enemy unit there counts (Regional Qualifier head-judge FAQ,
        # Volibear, Imposing)
        collect_event(s, "player_moved_to_bf", player=u.controller, bf=bf)
    s.dirty = True


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveBase(ObjectOp):
    """Move to base: a move, unlike a recall (RUP4 446, 456)."""

    op: Literal["move_base"] = "move_base"

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        ab = item_ability(s, ctx.item)
        if ab is not None and any(st.condition == "enemy_alone_there" for st in ab.steps):
            # "then, if there's an enemy unit alone at that battlefield": where it was moved
            # from (or would have been, were the move ignored)
            ctx.item.info["moved_from"] = [o.bf for o in ctx.objects(self) if o.zone == BF]
        for o in ctx.objects(self):
            if o.zone == BF and not cant_move_to_base(s, o) \
                    and not cant_move(s, o, ctx.controller) \
                    and not cant_be_moved_by(s, o, ctx.controller):  # else ignored (359.3.e.6)
                frm = f"bf{o.bf}"
                relocate(s, o, BASE, -1)
                o.attacking = o.defending = False
                emit(s, "move", player=ctx.controller, objs=[o.id], to="base", frm=[frm])
                collect_event(s, "move", obj=o, bf=-1, frm=frm)
                _moved_enemy(s, ctx.controller, o)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        # a unit's base is its controller's (RUP4 107.1.c), taken or not
        o = _acted_on(self, ability, src)
        owner = "their controllers' bases" if o.plural else "its controller's base"
        return f"move {o.obj} to {owner}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Recall(ObjectOp):
    """Recall the objects: to their base, not a move (RUP4 456)."""

    op: Literal["recall"] = "recall"

    def run(self, ctx: Ctx) -> bool:
        for o in ctx.objects(self):
            recall(ctx.s, o)
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return f"send {o.obj} back to {o.poss} base (this is not a move)"


@dataclass(frozen=True, slots=True, kw_only=True)
class Swap(ObjectOp):
    """swap-locations: "move me to its location and it to my original location": two moves by
    effect, each with its move events (RUP4 446.1, 449); the source must still be the same
    object on the board (RUP4 124). With `also`, the units of the two slots swap instead ("move
    each to the other's location"), both still legal targets (359.3.e). Each move must be to a
    valid destination (RUP4 449.2); one that can't be done is skipped (RUP4 055)."""

    op: Literal["swap"] = "swap"

    @model_validator(mode="after")
    def _check(self) -> Swap:
        if self.target is None or self.scope is not None:
            raise ValueError("op 'swap' swaps the source (or the unit of also) with the unit "
                             "of its target slot")
        return self

    def run(self, ctx: Ctx) -> bool:
        s = ctx.s
        found = ctx.targets(self.target)
        if self.also is not None:
            pair = ctx.targets(self.also)
            src = pair[0] if pair else None
        else:
            src = ctx.source
            if src is not None and src.incarnation != ctx.item.source_incarnation:
                src = None
        if src is None or src.zone not in (BASE, BF) or not found:
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

    def text(self, ability: Ability, src: _Src) -> str:
        if self.also is not None and self.target is not None:
            a, b = _slot_ref(ability, self.also).obj, _slot_ref(ability, self.target).obj
            return f"move {a} and {b} each to the other's location"
        o = _acted_on(self, ability, src)
        that = "the chosen unit" if o.obj == "it" else o.obj
        return f"move {src.noun} to {that}'s location and {that} to where {src.noun} was"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnHand(PickOp):
    """Return the objects to their owner's hand (a card of a trash: to your hand); or each
    player's pick (PickOp)."""

    ASKS: ClassVar[frozenset[str]] = frozenset({"each_pick"})
    op: Literal["return_hand"] = "return_hand"

    def run(self, ctx: Ctx) -> bool:
        if self.who != "you":
            return each_pick(ctx, self)
        for o in ctx.objects(self):
            if o.zone in (BASE, BF) and harm_replaced(ctx, o, self.target is not None):
                continue  # "return me to hand": replaced (Gangplank, Naval)
            return_to_hand(ctx.s, o)
        return True

    def answer(self, ctx: Ctx, d: Decision, verb: str, arg: object) -> bool:
        return answer_pick(ctx, d, verb, arg)

    def text(self, ability: Ability, src: _Src) -> str:
        if self.who in ("each_player", "each_player_next", "each_opponent", "defender"):
            return _pick_text(self, src)
        if self.who == "each_other_next":
            return _others_pick_text(self, src, ability.kind == "spell")
        o = _acted_on(self, ability, src)
        if self.target is not None and ability.targets[self.target].select.kind == "trash_card":
            if ability.targets[self.target].select.any_trash:  # "from trashes": owners' hands
                hands = "their owners' hands" if o.plural else "its owner's hand"
                return f"return {o.obj} to {hands}"
            return f"put {o.obj} into your hand"
        owner = "their owners' hands" if o.plural else "its owner's hand"
        return f"return {o.obj} to {owner}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnChampion(Op):
    """ "Return your Chosen Champion from your trash to your Champion Zone if it is empty":
    only into an empty zone (RUP4 108.3.c.1); any champion unit of the chosen one's name is
    your Chosen Champion (103.2.a.3); copies are alike, so the latest to reach the trash."""

    op: Literal["return_champion"] = "return_champion"

    def run(self, ctx: Ctx) -> bool:
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

    def text(self, ability: Ability, src: _Src) -> str:
        return ("return your Chosen Champion from your trash to your Champion Zone, if that "
                "zone is empty")


@dataclass(frozen=True, slots=True, kw_only=True)
class CantMove(ObjectOp):
    """restrictions: "its controller can't move it this turn": no standard move and no move by
    an effect they control, for the rest of this turn (RUP4 054.1, 359.3.e.6); a recall is no
    move (456.3)."""

    op: Literal["cant_move"] = "cant_move"

    def run(self, ctx: Ctx) -> bool:
        held = ctx.s.turn_flags.get("no_move", frozenset())
        ctx.s.turn_flags["no_move"] = held | {(o.id, o.incarnation, o.controller)
                                              for o in ctx.objects(self) if o.is_unit}
        return True

    def text(self, ability: Ability, src: _Src) -> str:
        o = _acted_on(self, ability, src)
        return (f"{o.poss} controller{'s' if o.plural else ''} can't move "
                f"{'them' if o.plural else 'it'} this turn")


OPS: tuple[type[Op], ...] = (Move, MoveBase, Recall, Swap, ReturnHand, ReturnChampion,
                             CantMove)
