"""Ops of the family "movement" (RUP4 446-456): move, move_base, recall, swap, return_hand,
return_champion, and a move by an effect (`move_by_effect`)."""

from __future__ import annotations

from app.engine.abilities import Step
from app.engine.actions.triggers import collect_event
from app.engine.actions.zones import change_zone, contest, recall, relocate, return_to_hand
from app.engine.core.events import emit
from app.engine.mechanics.context import Answer, Ctx, Primitive, answer_pick, each_pick
from app.engine.playing.destinations import chosen_destination, effect_move_destinations
from app.engine.reads.board import can_enter, location
from app.engine.reads.items import item_ability
from app.engine.restrict import cant_move_to_base
from app.engine.state import BASE, BF, CHAMPION, GameState, Obj


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


def _recall(ctx: Ctx, st: Step) -> bool:
    for o in ctx.objects(st):
        recall(ctx.s, o)
    return True


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


def _return_hand(ctx: Ctx, st: Step) -> bool:
    if st.who != "you":
        return each_pick(ctx, st)
    for o in ctx.objects(st):
        return_to_hand(ctx.s, o)
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


PRIMITIVES: dict[str, Primitive] = {
    "move": _move, "move_base": _move_base, "recall": _recall, "swap": _swap,
    "return_hand": _return_hand, "return_champion": _return_champion}
ANSWERS: dict[str, Answer] = {"return_hand": answer_pick}
