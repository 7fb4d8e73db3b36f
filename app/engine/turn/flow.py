"""The flow of play: phases, priority and focus, the chain, and the players' decisions.

`run` carries the game forward until someone must decide (RUP4 334 "HOT FEPR": handle
outstanding tasks, then finalize, execute, pass, resolve). `handle` applies one legal
action to the current decision; legality is checked before, in `app.engine.turn.legal`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.actions.adds_now import use_add
from app.engine.actions.chain import chain_emptied, start_ability, start_card
from app.engine.actions.modes import (
    end_guest,
    invite,
    invite_guest,
    involved,
    next_involved,
    skips_draw,
)
from app.engine.actions.payment import (
    activate_add,
    ask_add_amount,
    asks_amount,
    pay_now,
    payment_plan,
    rune_op,
)
from app.engine.actions.pool import pool_covers, spend, uses
from app.engine.actions.triggers import collect_event, used_gear_ability
from app.engine.actions.zones import change_zone, channel, contest, draw, recycle_to_deck, relocate
from app.engine.core import state as _state
from app.engine.core.actions import Action
from app.engine.core.enums import ALL_DOMAINS, Keyword
from app.engine.core.events import emit
from app.engine.core.state import (
    BASE,
    BF,
    FACEDOWN,
    TRASH,
    Decision,
    GameState,
    Obj,
    Phase,
)
from app.engine.mechanics.ops.play_by_effect import next_turn_player
from app.engine.mechanics.resolve import answer_choice, resolve_item
from app.engine.playing.choices import ambush_only
from app.engine.playing.pending import advance_pending, answer
from app.engine.reads.board import can_enter, location, teammate_there
from app.engine.reads.characteristics import has_keyword
from app.engine.reads.granted import activated as activated_abilities
from app.engine.reads.granted import holders as granted_holders
from app.engine.reads.passives import hide_costs
from app.engine.reads.restrict import (
    cant_move,
    cant_move_to_base,
    channel_limit,
    move_here_anywhere,
    move_tax,
    never_readied,
    note_turn,
    skips_draw_phase,
)
from app.engine.reads.trashplay import flow_costs
from app.engine.turn import combat

# Tasks that wait until the chain is empty and cleanups are done (RUP4 466.2, 466.4, 466.6).
# The Combat Cleanup itself ("combat_resolution") comes right after combat damage is dealt,
# before any other cleanup: it kills lethal units once, then heals (466.1.a.1).
DEFERRED = frozenset({"combat_damage", "combat_result", "combat_control"})


def run(s: GameState) -> None:
    """Advance until a player must decide or the game is over."""
    for _ in range(200_000):
        if s.winner is not None:
            s.decision = None
            s.phase = Phase.OVER
            return
        if s.decision is not None:
            return
        if s.tasks:
            top = s.tasks[-1]
            if not (top[0] in DEFERRED and (s.chain or s.waiting_triggers or s.dirty)):
                s.tasks.pop()
                TASKS[top[0]](s, *top[1:])
                continue
        if s.dirty:
            combat.cleanup(s)
            continue
        if s.waiting_triggers:
            _queue_triggers(s)
            continue
        pending = None
        for item in s.chain:  # the first pending item (a loop: no generator per step)
            if item.pending:
                pending = item
                break
        if pending is not None:
            advance_pending(s, pending)
            if not pending.pending or pending not in s.chain:
                s.priority = None
            continue
        if s.chain:
            if s.priority is None:
                s.priority = s.chain[-1].controller  # RUP4 337.4, 340.4
                s.passes = 0
                group = involved(s)  # 3+ players: only the combat's two players
                if group is not None and s.priority not in group:
                    s.priority = next_involved(s, s.priority, group)
            s.decision = Decision(s.priority, "priority", "chain")
            return
        sd = s.showdown
        if sd is not None:
            if sd.step == "showdown":
                group = involved(s)
                if sd.passes >= (_in_game(s) if group is None else len(group)):
                    combat.close_showdown(s)
                    continue
                if group is not None and sd.focus not in group:
                    sd.focus = next_involved(s, sd.focus, group)
                s.decision = Decision(sd.focus, "priority", "focus")
                return
            raise RuntimeError(f"combat stuck in step {sd.step}")
        if s.phase is Phase.MAIN:
            guest = s.turn_flags.get("guest") if s.turn_flags else None
            if guest is not None:  # 2v2: the invited teammate's priority (RUP4 489.8.a)
                s.decision = Decision(guest, "priority", "guest")
                return
            if not s.is_removed(s.turn_player):
                s.decision = Decision(s.turn_player, "priority", "main")
                return
        next_phase(s)
    raise RuntimeError("the game did not reach a decision")


def _queue_triggers(s: GameState) -> None:
    """Put waiting triggers on the chain: turn player first, each in their order (383.3.d)."""
    order = s.order_from(s.turn_player)
    for p in order:
        mine = [t for t in s.waiting_triggers if t.controller == p]
        if not mine:
            continue
        if len(mine) > 1 and len({_trigger_key(t) for t in mine}) > 1:
            s.decision = Decision(p, "order", [t.id for t in mine])
            return
        _push_trigger(s, mine[0])
        return


def _trigger_key(t) -> tuple:  # type: ignore[no-untyped-def]
    return (t.source, id(t.ability), tuple(sorted(((k, _frozen(v)) for k, v in t.info.items()),
                                                  key=str)))


def _frozen(v: Any) -> Any:
    """A trigger's info value made hashable: a list (a reflexive trigger's `made`, the
    objects an effect made) as a tuple."""
    return tuple(_frozen(x) for x in v) if isinstance(v, list) else v


def _push_trigger(s: GameState, item) -> None:  # type: ignore[no-untyped-def]
    s.waiting_triggers.remove(item)
    if not s.chain and s.showdown is not None:
        s.showdown.trigger_chain = True
    s.chain.append(item)
    s.priority = None
    s.dirty = True


# -- phases (RUP4 314-317) -------------------------------------------------------------

def next_phase(s: GameState) -> None:
    ph = s.phase
    tp = s.turn_player
    if ph not in (Phase.MULLIGAN, Phase.EXPIRATION) and s.is_removed(tp):
        # the turn player was removed: play proceeds to the next player (RUP4 652.5.a.1)
        s.phase = Phase.EXPIRATION
        _expire(s)
        s.dirty = True
        return
    if ph in (Phase.MULLIGAN, Phase.EXPIRATION):
        _start_turn(s)
    elif ph is Phase.AWAKEN:
        s.phase = Phase.BEGINNING
        collect_event(s, "start_of_turn", player=tp)
        if not s.players[tp].first_channel_done:  # trig-phase: their first Beginning Phase
            collect_event(s, "first_beginning", player=tp)
    elif ph is Phase.BEGINNING:
        s.phase = Phase.SCORING
        combat.hold_all(s)
    elif ph is Phase.SCORING:
        s.phase = Phase.CHANNEL
        n = 2
        p = s.players[tp]
        if not p.first_channel_done:
            p.first_channel_done = True
            last = (s.first_player - 1) % len(s.players)
            if tp == last:
                n += 1  # the player going last channels an extra rune (RUP4 485.7)
        limit = channel_limit(s)  # restrictions: "players only channel N" (RUP4 054.1)
        channel(s, tp, n if limit is None else min(n, limit))
    elif ph is Phase.CHANNEL:
        s.phase = Phase.DRAW
        if not (s.extra.get("first_draw_pending") == tp and skips_draw(s, tp)) \
                and not skips_draw_phase(s, tp):  # "skip your Draw Phase" (Endless Riches)
            draw(s, tp, 1)  # RUP4 315.4, burning out if needed; not 487.7/488.7
    elif ph is Phase.DRAW:
        s.phase = Phase.MAIN
        for p in s.players:
            p.pool.empty()  # RUP4 316.3
        emit(s, "phase", phase="main", player=tp)
        collect_event(s, "start_of_main", player=tp)
    elif ph is Phase.MAIN:
        s.phase = Phase.ENDING
        emit(s, "phase", phase="ending", player=tp)
        collect_event(s, "end_of_turn", player=tp)
    elif ph is Phase.ENDING:
        s.phase = Phase.EXPIRATION
        _expire(s)
    s.dirty = True


def _start_turn(s: GameState) -> None:
    if s.phase is Phase.MULLIGAN:
        s.turn_player = s.first_player
        if s.is_removed(s.turn_player):  # conceded during the mulligan (RUP4 652.5.a.1)
            s.turn_player = s.next_player(s.turn_player)
        s.regular_turn_player = s.turn_player
    else:
        s.turn_player = next_turn_player(s)  # an Additional Turn first (RUP4 737)
    s.turn += 1
    s.phase = Phase.AWAKEN
    s.scored = set()
    s.turn_flags = {}
    for p in s.players:
        p.cards_played_turn = 0
    tp = s.turn_player
    note_turn(s, tp)  # their Nth turn (restrictions)
    emit(s, "turn", player=tp, turn=s.turn)
    # Awaken: ready everything the turn player controls (RUP4 315.1)
    p = s.players[tp]
    readied = []
    for oid in p.runes + p.base + [p.legend]:
        if s.objs[oid].exhausted and oid in p.base:
            readied.append(s.objs[oid])
        s.objs[oid].exhausted = False
    for bf in s.battlefields:
        for oid in bf.units:
            o = s.objs[oid]
            if o.controller == tp:
                if o.exhausted:
                    readied.append(o)
                o.exhausted = False
    for o in [o for o in readied if never_readied(s, o)]:  # "I can't be readied" (054.1)
        o.exhausted = True
        readied.remove(o)
    # the turn player readies them: "when you ready ..." triggers (RUP4 315.1.b, 411.4)
    for o in readied:
        collect_event(s, "you_ready", obj=o, player=tp)


def _board_objs(s: GameState) -> list[Obj]:
    """The objects in the players' bases and at the battlefields (the zone lists)."""
    objs = s.objs
    out = [objs[i] for p in s.players for i in p.base]
    for bf in s.battlefields:
        out.extend(objs[i] for i in bf.units)
    if _state.CHECK_CACHES:  # the lists hold every object of those zones
        assert {o.id for o in out if o.zone in (BASE, BF)} == {
            o.id for o in objs.values() if o.zone in (BASE, BF)}, "zone lists"
    return out


def _expire(s: GameState) -> None:
    """Ending special cleanup: heal, 'this turn' effects end, pools empty (RUP4 317.2)."""
    for o in _board_objs(s):  # only what is in a base or at a battlefield can expire
        if o.zone in (BASE, BF):
            o.damage = 0
            o.turn_might = 0
            o.turn_keywords = []
            o.stunned = False
            o.prevent_death = 0
            if o.mods is not None and "set_might" in o.mods:  # "becomes N this turn" ends
                o.mods = {k: v for k, v in o.mods.items() if k != "set_might"} or None
    for p in s.players:
        p.pool.empty()
    emit(s, "end_turn", player=s.turn_player)


# -- handling decisions ----------------------------------------------------------------

def handle(s: GameState, action: Action) -> None:
    """Apply a legal action to the current decision, then run on."""
    d = s.decision
    assert d is not None
    verb, args = action.verb, action.args
    player = d.player
    if d.kind == "mulligan":
        _mulligan(s, player, verb, args)
    elif d.kind == "play":
        item = next(i for i in s.chain if i.id == d.data["item"])
        arg: object = args[0] if args else None
        if verb == "act" and len(args) > 1 and args[0] in granted_holders(s):
            arg = (args[0], args[1])  # grant-activated: which Add ability it uses
        answer(s, item, d.data["ask"], verb, arg)
    elif d.kind == "choose" and verb == "act":  # an Add while paying (RUP4 429.3)
        use_add(s, action)
    elif d.kind == "choose":
        answer_choice(s, verb, args[0] if args else None)
    elif d.kind == "order":
        item = next(t for t in s.waiting_triggers if t.id == d.data[int(args[0])])
        s.decision = None
        _push_trigger(s, item)
    elif d.kind == "assign":
        if verb == "assign" and args[0] == "auto":
            combat.auto_assign(s)
        else:
            combat.assign_to(s, int(args[0]))
        if s.showdown is not None and (s.showdown.assign_left <= 0
                                       or not combat.assign_options(s)):
            combat.finish_assignment(s)
            s.decision = None
    elif d.kind == "group":
        _group(s, player, verb, args)
    elif d.kind == "stage":
        s.decision = None
        combat.begin_staged(s, int(args[0]))
    elif d.kind == "priority":
        _priority(s, player, d.data, verb, args)
    else:
        raise AssertionError(d.kind)
    run(s)


def _mulligan(s: GameState, player: int, verb: str, args: tuple) -> None:
    chosen: list[int] = s.decision.data  # type: ignore[union-attr]
    if verb == "mull":
        chosen.append(int(args[0]))
        return
    # RUP4 117: set aside, draw as many, recycle the set-aside cards
    p = s.players[player]
    aside = [s.objs[i] for i in chosen]
    for o in aside:
        change_zone(s, o, "setaside")
    draw(s, player, len(aside))
    recycle_to_deck(s, aside)
    emit(s, "mulligan", player=player, n=len(aside))
    p.mulliganed = True
    s.decision = None
    nxt = next((q for q in _turn_order(s) if not s.players[q].mulliganed), None)
    if nxt is not None:
        s.decision = Decision(nxt, "mulligan", [])


def _turn_order(s: GameState) -> list[int]:
    return s.order_from(s.first_player)


def _priority(s: GameState, player: int, mode: str, verb: str, args: tuple) -> None:
    s.decision = None
    if s.turn_flags and mode in ("main", "guest") and verb not in ("tap", "rec", "invite"):
        _guest_turn_flags(s, mode, verb, args)
    if verb == "play":
        obj = s.objs[int(args[0])]
        _played_from_focus(s, player)
        ambush = ambush_only(obj, mode)
        flow = int(args[1]) if len(args) > 1 else 0
        from_trash = obj.zone == TRASH
        nflow = len(flow_costs(s, obj)) if from_trash else 0  # then its own cost (Riches)
        item = start_card(s, player, obj)
        if from_trash and flow < nflow:
            item.info["flow"] = flow  # for its Flow cost, then banished (RUP4 829.1.b)
        if ambush:
            item.info["ambush"] = True  # only to where Ambush allows (RUP4 822.1.b)
        s.priority = None
    elif verb == "act":
        src = s.objs[int(args[0])]
        ab = activated_abilities(s, src)[int(args[1])]  # with granted ones (RUP4 477.2)
        if ab.adds and asks_amount(ab):  # add-any: how much, then it resolves (429.2.a)
            ask_add_amount(s, src, int(args[1]), None)
            return
        if ab.adds and not (ab.targets or ab.cost_energy or ab.cost_power):
            # no chain, no change of priority (RUP4 429.2.a)
            activate_add(s, src, int(args[1]))  # the one chosen: a card may have two
            used_gear_ability(s, player, src)
            return
        if ab.adds:
            # act-cost: an Add ability with a cost to choose ("kill a friendly unit or gear")
            # or to pay ("[A][A], [E]: Add ..."): its costs are chosen and paid as for any
            # ability, then it resolves at once, with no priority change (RUP4 429.2.a, 357)
            start_ability(s, player, src, ab, int(args[1]))
            return
        _played_from_focus(s, player)
        start_ability(s, player, src, ab, int(args[1]))
        s.priority = None
    elif verb in ("tap", "rec"):
        rune_op(s, None, verb, s.objs[int(args[0])])
    elif verb == "move":
        standard_move(s, player, [s.objs[int(args[0])]], str(args[1]))
    elif verb == "group":
        s.group = [int(args[0])]
        s.decision = Decision(player, "group", None)
    elif verb == "hide":
        hide(s, player, s.objs[int(args[0])], int(str(args[1])[2:]),
             int(args[2]) if len(args) > 2 else None)
    elif verb == "invite" and mode == "main":  # 2v2: the teammate's priority (489.8.a)
        invite_guest(s, player, int(args[0]))
    elif verb == "invite":  # focus stays; the guest plays Actions and Reactions here too
        invite(s, player, int(args[0]))
    elif verb == "end":
        emit(s, "end_turn_declared", player=player)
        next_phase(s)
    elif verb == "pass":
        _pass(s, player, mode)


def _guest_turn_flags(s: GameState, mode: str, verb: str, args: tuple) -> None:
    """2v2 (RUP4 489.8.a): the invited teammate's spell or ability uses the invitation, and
    a pass declines it; the turn player acting again may invite again."""
    if mode == "guest":
        if verb == "act":
            ab = activated_abilities(s, s.objs[int(args[0])])[int(args[1])]
            if ab.adds and not (ab.targets or ab.cost_energy or ab.cost_power):
                return  # an Add ability: no chain, the invitation holds (RUP4 429.2.a)
        end_guest(s, declined=verb == "pass")
    elif "guest_declined" in s.turn_flags:
        del s.turn_flags["guest_declined"]


def _played_from_focus(s: GameState, player: int) -> None:
    sd = s.showdown
    if sd is not None and not s.chain:
        sd.passes = 0  # a play resets the run of passes (RUP4 348)


def _in_game(s: GameState) -> int:
    """How many players are still in the game (RUP4 652.5)."""
    removed = s.extra.get("removed")
    return len(s.players) - (len(removed) if removed else 0)


def _pass(s: GameState, player: int, mode: str) -> None:
    n = _in_game(s)
    emit(s, "pass", player=player)
    group = involved(s)  # 3+ players: a combat's focus and priority stay with its two players
    if mode == "chain":
        if group is None:
            s.passes += 1
        elif player in group:
            n = len(group)
            s.passes += 1  # the pass of a player outside the combat (their trigger) not counted
        if s.passes >= n:  # everyone passed in sequence: resolve the newest item (RUP4 339.1)
            s.passes = 0
            s.priority = None
            s.tasks.append(("resolve", s.chain[-1].id))
        else:
            s.priority = (s.next_player(player) if group is None
                          else next_involved(s, player, group))
    elif mode == "guest":
        return  # the invitation declined: back to the turn player (RUP4 489.8.a)
    elif mode == "focus":
        sd = s.showdown
        assert sd is not None
        sd.passes += 1
        sd.focus = (s.next_player(player) if group is None
                    else next_involved(s, player, group))  # RUP4 347.2.b


def _resolve_task(s: GameState, item_id: int) -> None:
    item = next((i for i in s.chain if i.id == item_id), None)
    if item is None:
        return
    if not resolve_item(s, item):
        return  # waiting for a choice made on resolution
    s.priority = None
    chain_emptied(s)


# -- moves and hiding ---------------------------------------------------------------------

def move_destinations(s: GameState, unit: Obj) -> list[str]:
    """Standard-move destinations (RUP4 144.4; Ganking 810; a battlefield's "units can move
    here from anywhere", 187.9)."""
    out: list[str] = []
    if cant_move(s, unit, unit.controller):  # "they can't move it this turn" (RUP4 054.1)
        return out
    if unit.zone == BASE:
        for i in range(len(s.battlefields)):
            if can_enter(s, unit.controller, i):
                out.append(f"bf{i}")
    elif unit.zone == BF:
        if not cant_move_to_base(s, unit):  # restrictions (RUP4 054.1)
            out.append("base")
        ganking = has_keyword(s, unit, Keyword.GANKING)
        for i in range(len(s.battlefields)):
            if i != unit.bf and (ganking or move_here_anywhere(s, i)) \
                    and can_enter(s, unit.controller, i):
                out.append(f"bf{i}")
    if out and s.extra.get("mode") == "2v2":  # not into the teammate's position (489.8.c)
        out = [d for d in out if d == "base" or not teammate_there(s, unit.controller,
                                                                   int(d[2:]))]
    return out


def standard_move(s: GameState, player: int, units: list[Obj], dest: str) -> None:
    """Exhaust the units (the cost) and move them together (RUP4 144.2-144.3, 445-453)."""
    for u in units:
        u.exhausted = True
    zone, bf = (BASE, -1) if dest == "base" else (BF, int(dest[2:]))
    moved = []
    for u in units:
        frm = location(u)
        relocate(s, u, zone, bf)
        moved.append((u, frm))
    emit(s, "move", player=player, objs=[u.id for u in units], to=dest,
         frm=[f for _, f in moved])
    if zone == BF:
        contest(s, bf, player)  # RUP4 450
    for u, _frm in moved:
        collect_event(s, "move", obj=u, bf=bf, frm=_frm)
        if zone == BF:
            collect_event(s, "move_to_bf", obj=u, bf=bf)
    if zone == BF:  # the player's one move game action (RUP4 144.3, 411.4)
        collect_event(s, "player_moved_to_bf", player=player, bf=bf)
    s.dirty = True


def _group(s: GameState, player: int, verb: str, args: tuple) -> None:
    if verb == "act":  # an Add toward the move tax (RUP4 204.4, 429.3)
        use_add(s, Action(verb, args))
        return
    if verb == "group":
        s.group.append(int(args[0]))
        return
    s.decision = None
    if verb == "to":
        # an applied cost, paid as the move is performed (RUP4 204.4.b)
        tax = move_tax(s, player, len(s.group), str(args[0]))
        if tax:
            pay_now(s, player, 0, tax, uses(s))
        standard_move(s, player, [s.objs[i] for i in s.group], str(args[0]))
    s.group = []


def group_destinations(s: GameState) -> list[str]:
    dests: set[str] | None = None
    for i in s.group:
        d = set(move_destinations(s, s.objs[i]))
        dests = d if dests is None else dests & d
    return sorted(dests or ())


def hide(s: GameState, player: int, card: Obj, bf: int, alt: int | None = None) -> None:
    """Pay [A] and put the card facedown at a battlefield you control (RUP4 421, 811); with
    `alt`, pay instead the alternative hide cost offered by that object's passive ability
    (hide-cost: "you may pay N Energy instead of [A]", chosen by the player, 811.1.b)."""
    energy = 0
    pips = [] if s.turn_flags.get(f"hide_free{player}") else [ALL_DOMAINS]  # RUP4 356.5.a
    if alt is not None:
        energy, pips = dict(hide_costs(s, player))[alt], []
    if not pool_covers(s.players[player].pool, energy, pips):
        plan = payment_plan(s, player, energy, pips)
        assert plan is not None
        for op, rid in plan:
            rune_op(s, None, op, s.objs[rid])
    spend(s, player, energy, pips)
    change_zone(s, card, FACEDOWN, bf, controller=player)
    card.hidden_turn = s.turn
    emit(s, "hide", player=player, bf=bf, obj=card.id)
    emit(s, "hide_card", private_to=player, player=player, obj=card.id, card=card.card.code)
    collect_event(s, "you_hide", player=player)  # "when you hide a card" (RUP4 811.1.c)


def can_hide_now(s: GameState, player: int) -> bool:
    return (s.phase is Phase.MAIN and s.turn_player == player and not s.chain
            and s.showdown is None)


def is_hidden_playable(s: GameState, obj: Obj) -> bool:
    """From the turn after it was hidden (RUP4 811.1.b)."""
    return obj.zone == FACEDOWN and obj.hidden_turn < s.turn


# a task is (name, *arguments): the function that runs it, on the state and the arguments
TASKS: dict[str, Callable[..., None]] = {
    "resolve": _resolve_task,
    "end_turn": lambda s: next_phase(s),
    "combat_damage": lambda s: combat.combat_damage(s),
    "combat_assign": lambda s, p: combat.begin_assignment(s, p),
    "combat_deal": lambda s: combat.combat_deal(s),
    "combat_resolution": lambda s: combat.combat_resolution(s),
    "combat_result": lambda s: combat.combat_result(s),
    "combat_control": lambda s: combat.combat_control(s),
}

__all__ = ["run", "handle", "move_destinations", "group_destinations", "can_hide_now",
           "is_hidden_playable"]
