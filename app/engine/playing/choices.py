"""The choices a card or ability being played offers (RUP4 355): its timing, where a unit may
enter, its modes, the candidates for each target slot and whether every required slot can
be filled.
"""

from __future__ import annotations

from app.engine.actions.battlefields import find_battlefield
from app.engine.core.abilities import Ability
from app.engine.core.enums import CardType, Keyword
from app.engine.core.events import emit
from app.engine.core.selects import Select, Static, TargetSlot
from app.engine.core.state import BASE, BF, FACEDOWN, ChainItem, GameState, Obj
from app.engine.playing.costs import affordable_with, discounted, per_cost_discounted
from app.engine.reads.ambush import ambush_battlefields, has_ambush
from app.engine.reads.board import bf_index, can_enter, same_location
from app.engine.reads.characteristics import (
    board_candidates,
    chain_items,
    granted_keywords,
    has_keyword,
    might,
)
from app.engine.reads.conditions import untargetable_by
from app.engine.reads.items import (
    at_move_bfs,
    card_facts,
    event_object,
    extra_cost_ability,
    group_start,
    item_ability,
    made_objects,
    mode_ability,
    modes_key,
)
from app.engine.reads.levels import xp
from app.engine.reads.locations import enemy_alone_at
from app.engine.reads.restrict import unit_barred_at, units_not_played_at, units_only_to_base


def card_timing(s: GameState, obj: Obj, facts: tuple | None = None) -> str:
    """normal, action or reaction (RUP4 159.2); a card played from facedown has Reaction (811.6).
    `facts`: card_facts(obj.card), when the caller has them."""
    if obj.zone == FACEDOWN:
        return "reaction"
    if obj.zone not in (BASE, BF):  # off the board only printed keywords count (keyword_value)
        facts = facts if facts is not None else card_facts(obj.card)
        printed = facts[6]
        if printed != "reaction" and facts[7] and ambush_battlefields(s, obj.controller, obj):
            return "reaction"  # Ambush: Reaction, to where you control units (RUP4 822.1.b)
        if printed != "reaction" and obj.card.type is CardType.GEAR \
                and s.extra.get("statics_by_op", {}).get("keyword") \
                and any(k in (Keyword.REACTION, Keyword.QUICK_DRAW)
                        for k, _ in granted_keywords(s, obj)):
            return "reaction"  # "your Equipment everywhere have [Quick-Draw]" (819.1.b)
        return printed
    if has_keyword(s, obj, Keyword.REACTION):
        return "reaction"
    if has_keyword(s, obj, Keyword.ACTION):
        return "action"
    return "normal"


def ambush_only(obj: Obj, mode: str) -> bool:
    """A card played in a priority `mode` that only its Ambush's Reaction allows: it can then
    only be played to where Ambush lets it (RUP4 822.1.b: Reaction only "as long as I'm being
    played to a battlefield where you control units")."""
    if mode in ("main", "guest") or not has_ambush(obj):
        return False
    printed = card_facts(obj.card)[6]
    return printed == "normal" or (printed == "action" and mode != "focus")


def unit_locations(s: GameState, obj: Obj, player: int, bf_restrict: int,
                   ambush: bool = False) -> list[str]:
    """Where a unit may enter: base or a battlefield its controller controls (RUP4 355.2.a);
    with Ambush also one where they control units (822.1.c), only those when `ambush`;
    within the card's own "play me only to a battlefield you conquered this turn" (054.2):
    none at all, then, if it conquered none of them (FAQ-SPIRITFORGED, Perched Grimwyrm)."""
    if adds_battlefield(s, obj) is not None:
        # bf-tokens: it will enter at the battlefield it adds, whatever location it was
        # played to (a replacement, RUP4 369.3's example; FAQ-SPIRITFORGED, Baron Nashor):
        # no location is asked
        return ["base"]
    locs = _locations(s, obj, player, bf_restrict, ambush)
    if _own_static(obj, "play_only_conquered"):
        conquered = s.turn_flags.get("conquered", ()) if s.turn_flags else ()
        locs = [loc for loc in locs if loc != "base" and (player, int(loc[2:])) in conquered]
    return locs


def bf_locations(s: GameState, player: int, which: str, obj: Obj) -> list[str]:
    """play-by-effect: "to any battlefield" (`which` "any_bf": any one the unit can enter,
    RUP4 144.4.a.1) or "to a battlefield you control" ("your_bf"); not one a restriction
    keeps this unit of `player`'s out of (054)."""
    return [f"bf{i}" for i, bf in enumerate(s.battlefields) if can_enter(s, player, i)
            and (which == "any_bf" or bf.controller == player)
            and not unit_barred_at(s, player, obj, f"bf{i}")]


def tag_choices(obj: Obj) -> tuple[str, ...]:
    """ "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag": the tags offered
    (static op 'chosen_tag'), a choice made as the card is played (RUP4 355.1)."""
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "chosen_tag":
            return st.scope.tags
    return ()


def adds_battlefield(s: GameState, obj: Obj) -> str | None:
    """bf-tokens: the battlefield token the card's "as you play me, add the <card>
    battlefield token to the board if it's not there already" would add now, or None."""
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "add_battlefield" \
                and st.card is not None \
                and find_battlefield(s, s.extra["tokens"][st.card].code) < 0:
            return st.card
    return None


def paid_locations(s: GameState, obj: Obj, player: int) -> list[tuple[int, Static]]:
    """The battlefields that let `player` play `obj` there for an additional cost ("any
    player may pay [A][A] as an additional cost to play a Dragon; if they do, they play it
    to this battlefield"), with that passive: a permission on the location, not over a
    restriction ("can't" beats "can", RUP4 054.2; FAQ-VENDETTA, Perched Grimwyrm and Dragon
    Roost)."""
    out: list[tuple[int, Static]] = []
    if obj.card.type is not CardType.UNIT or units_only_to_base(s, player):
        return out
    conquered = s.turn_flags.get("conquered", ()) if s.turn_flags else ()
    for oid in s.extra.get("statics_by_op", {}).get("play_here_paying", ()):
        i = next((n for n, b in enumerate(s.battlefields) if b.obj == oid), -1)
        if i < 0 or (len(s.players) > 2 and not _room_for(s, player, i)):
            continue
        if _own_static(obj, "play_only_conquered") and (player, i) not in conquered:
            continue  # its own "only to a battlefield you conquered this turn" wins
        for ab in s.objs[oid].card.abilities:
            st = ab.static
            if ab.kind == "static" and st is not None and st.op == "play_here_paying" \
                    and st.scope.tag in obj.card.tags:
                out.append((i, st))
    return out


def _own_static(obj: Obj, op: str) -> bool:
    return any(ab.kind == "static" and ab.static is not None and ab.static.op == op
               for ab in obj.card.abilities)


def may_enter_nowhere(obj: Obj, bf_restrict: int) -> bool:
    """Could `unit_locations` (no Ambush) be empty? Only for a hidden card, whose battlefield
    may refuse it, or a card with its own "play me only to a battlefield you conquered this
    turn" (RUP4 054.2): any other permanent may always enter the base (355.2.a, 149.2)."""
    return bf_restrict >= 0 or _own_static(obj, "play_only_conquered")


def _locations(s: GameState, obj: Obj, player: int, bf_restrict: int,
               ambush: bool, by_ambush: bool = True) -> list[str]:
    if ambush:
        return [] if units_only_to_base(s, player) else [
            f"bf{i}" for i in ambush_battlefields(s, player, obj)
            if not units_not_played_at(s, i)]
    if bf_restrict >= 0:
        # a hidden permanent enters where it was hidden (811.1.d.1); `playable` refuses a
        # hidden unit that a restriction keeps out of battlefields
        if obj.card.type is CardType.UNIT and units_not_played_at(s, bf_restrict):
            return []  # "units can't be played here": not at all (054.1)
        return [f"bf{bf_restrict}"]
    if obj.card.type is CardType.GEAR:
        return ["base"]  # RUP4 149.2
    if units_only_to_base(s, player):  # "can only play units to base" (RUP4 054.2)
        return ["base"]
    out = ["base"]
    for i, bf in enumerate(s.battlefields):
        if len(s.players) > 2 and not _room_for(s, player, i):
            continue  # not a third player's units at a battlefield (RUP4 144.4.a.1)
        if units_not_played_at(s, i):
            continue  # "units can't be played here" (RUP4 054.1)
        if bf.controller == player:
            out.append(f"bf{i}")
        elif bf.controller is None and not bf.units and (
            _may_play_to_open(obj) or _friendly_play_to_open(s, obj, player)
        ):
            out.append(f"bf{i}")
        elif bf.controller is not None and bf.units and _may_play_occupied_enemy(obj) \
                and s.players[bf.controller].team != s.players[player].team:
            # play-locations: "an occupied enemy battlefield": one an opponent controls with a
            # unit present (RUP4 170.11.a); arriving there contests it (enter_board)
            out.append(f"bf{i}")
        elif bf.units and _may_play_where_enemy_alone(s, obj, player) \
                and enemy_alone_at(s, player, i):
            # play-locations: "to an occupied battlefield if an enemy unit is alone there"
            # (RUP4 170.11.a, 740.2.a); arriving there contests it (enter_board)
            out.append(f"bf{i}")
        elif by_ambush and has_ambush(obj) and i in ambush_battlefields(s, player, obj):
            out.append(f"bf{i}")  # Ambush (RUP4 822.1.b)
        elif s.showdown is not None and s.showdown.combat and s.showdown.bf == i \
                and s.showdown.attacker == player and _own_static(obj, "play_to_attacked"):
            # play-locations: "a battlefield you're attacking": the combat's, while you are
            # its attacker; the cleanup makes the unit an attacker there (RUP4 453, 323.2)
            out.append(f"bf{i}")
    return out


def _room_for(s: GameState, player: int, bf: int) -> bool:
    return can_enter(s, player, bf)


def _may_play_occupied_enemy(obj: Obj) -> bool:
    return any(ab.kind == "static" and ab.static is not None
               and ab.static.op == "play_to_occupied_enemy" for ab in obj.card.abilities)


def _friendly_play_to_open(s: GameState, obj: Obj, player: int) -> bool:
    """play-locations: "friendly units may be played to open battlefields" (an open battlefield
    is unoccupied and uncontrolled, RUP4 170.11.c) while its source is on the board."""
    if obj.card.type is not CardType.UNIT:
        return False
    for oid in s.extra.get("statics_by_op", {}).get("play_to_open", ()):
        src = s.objs[oid]
        if src.zone not in (BASE, BF) or s.players[src.controller].team != s.players[player].team:
            continue
        if any(ab.kind == "static" and ab.static is not None and ab.static.op == "play_to_open"
               and ab.static.scope.side == "friendly" for ab in src.card.abilities):
            return True
    return False


def _may_play_where_enemy_alone(s: GameState, obj: Obj, player: int) -> bool:
    """play-locations: the unit's own "I can be played to an occupied battlefield if an enemy
    unit is alone there", or the same permission a friendly source on the board gives to
    "friendly units" (its controller's team's)."""
    if obj.card.type is not CardType.UNIT:
        return False
    if any(ab.kind == "static" and ab.static is not None
           and ab.static.op == "play_to_enemy_alone" and ab.static.scope.side != "friendly"
           for ab in obj.card.abilities):
        return True
    for oid in s.extra.get("statics_by_op", {}).get("play_to_enemy_alone", ()):
        src = s.objs[oid]
        if src.zone in (BASE, BF) \
                and s.players[src.controller].team == s.players[player].team \
                and any(ab.kind == "static" and ab.static is not None
                        and ab.static.op == "play_to_enemy_alone"
                        and ab.static.scope.side == "friendly" for ab in src.card.abilities):
            return True
    return False


def _may_play_to_open(obj: Obj) -> bool:
    return any(ab.kind == "static" and ab.static is not None and ab.static.op == "play_to_open"
               for ab in obj.card.abilities)


# additional costs that take a unit off the board before finalization (RUP4 356.2, 357)
_LEAVING_COSTS = ("kill", "recycle", "return_hand")


def empties_ambush_location(s: GameState, item: ChainItem, slot: TargetSlot, o: Obj) -> bool:
    """Paying the cost of `slot` with `o` would leave no units at the battlefield the unit is
    being played to while only Ambush lets it go there: Ambush's permission would no longer
    hold and the play would be illegal there (RUP4 822.3), unless the card's own permission
    "you may [Ambush] me to its battlefield, even if you don't have other units there"
    covers the unit it kills (static 'ambush_to_killed', 822.3.a)."""
    loc = item.location
    if item.kind != "card" or slot.cost not in _LEAVING_COSTS or not loc \
            or not loc.startswith("bf") or o.zone != BF or o.bf != int(loc[2:]):
        return False
    obj = s.objs[item.obj]
    if not has_ambush(obj) or (not item.info.get("ambush") and loc in _locations(
            s, obj, item.controller, item.bf_restrict, False, by_ambush=False)):
        return False  # another permission lets it go there (RUP4 822.3.a)
    if slot.cost == "kill" and _own_static(obj, "ambush_to_killed"):
        return False
    ab = item_ability(s, item)
    leaving = {o.id} | {oid for k, sl in enumerate(ab.targets if ab is not None else ())
                        if sl.cost in _LEAVING_COSTS and k < len(item.targets)
                        for _, oid, _inc in item.targets[k]}
    return all(u in leaving for u in s.battlefields[o.bf].units if s.objs[u].is_unit)


def target_candidates(s: GameState, item: ChainItem, slot: TargetSlot) -> list[Obj]:
    source = s.objs[item.source] if item.source >= 0 else (
        s.objs[item.obj] if item.obj >= 0 else None)
    # "another unit at a different location" than slot 0's, itself at the hidden card's
    # battlefield, can never be there: chosen freely (RUP4 811.1.d.2.a, Smoke and Mirrors)
    restrict = -1 if slot.select.where == "apart_first" else item.bf_restrict
    cands = board_candidates(s, slot.select, item.controller, source, restrict)
    if restrict >= 0 and not cands and slot.select.where not in ("any", "battlefield"):
        cands = board_candidates(s, slot.select, item.controller, source)  # RUP4 811.1.d.2
    if slot.select.other and source is not None and source.card.type is CardType.BATTLEFIELD:
        # a battlefield's "another unit": other than its triggering event's (a battlefield is
        # no unit to be other than)
        ev = item.info.get("event_obj", -1)
        cands = [o for o in cands if o.id != ev]
    if slot.cost is None and (s.extra.get("statics_by_op", {}).get("untargetable")
                              or "untargetable" in s.turn_flags):
        # "I can't be chosen by enemy spells and abilities" (RUP4 758; a cost isn't a choice),
        # or "it can't ... this turn", given by an effect (app.engine.reads.shields)
        cands = [o for o in cands if not untargetable_by(s, o, item.controller)]
    if slot.cost == "spend_buff":  # a buff you can spend: on a unit you control (702.2.b.1-2)
        cands = [o for o in cands if o.buffs > 0 and o.controller == item.controller]
    if slot.cost == "kill" and item.kind == "ability" and item.ability is not None \
            and item.ability.exhaust_self and slot.select.where != "self":
        # act-cost: "kill a friendly unit or gear, [Tap]:": killing the source would leave the
        # exhaust cost unpayable, so it isn't a choice (RUP4 357.3). "Kill this, [Tap]:" names
        # the source itself: it is exhausted, then killed (costs in any order, 357.2)
        cands = [o for o in cands if o.id != item.source]
    if slot.select.where == "not_first_bf" and item.targets:
        # dependent targets: not at the battlefield chosen in slot 0 (RUP4 355.5)
        g = group_start(item, len(item.targets) - 1)
        chosen = {oid for _, oid, _ in item.targets[g]}
        cands = [o for o in cands if not (o.zone == BF and s.battlefields[o.bf].obj in chosen)]
    if slot.select.where == "made":  # reflexive: "up to two of them" (RUP4 386)
        made_ids = {m.id for m in made_objects(s, item)}
        cands = [o for o in cands if o.id in made_ids]
    if slot.select.where == "with_made":  # reflexive: "another unit there" (RUP4 386)
        made = made_objects(s, item)
        cands = [o for o in cands if all(o.id != m.id for m in made)
                 and any(same_location(o, m) for m in made)]
    if slot.select.where == "with_event":  # reflexive: "another unit at its destination"
        it = event_object(s, item)
        cands = [o for o in cands if it and o.id != it[0].id and same_location(o, it[0])]
    if slot.select.where == "move_bfs":
        cands = [o for o in cands if at_move_bfs(item, o)]
    if slot.select.where == "chosen_trash":  # "their trash": the chosen player's (355.9.a)
        their = item.info.get("chosen_player")
        cands = [o for o in cands if their is not None and o.owner == int(their)]
    if _dependent(slot.select):
        # dependent targets: at the location of the unit chosen in slot 0, with its
        # controller, or costing no more than it (RUP4 355.5; of its own execution, when
        # Repeat is paid: RUP4 820.2.a)
        g = group_start(item, len(item.targets) - 1) if item.targets else 0
        first = [s.objs[oid] for _, oid, _ in item.targets[g]] if item.targets else []
        cands = [o for o in cands if first and _related(s, slot.select, first[0], o)]
    if slot.cost in _LEAVING_COSTS and item.kind == "card":
        cands = [o for o in cands if not empties_ambush_location(s, item, slot, o)]
    return cands


def _dependent(sel: Select) -> bool:
    return sel.where in ("with_first", "first_bf", "apart_first") or sel.within_first_cost \
        or sel.first_controller or sel.less_might_first or sel.chooses == "first_alone"


def chain_target_candidates(s: GameState, item: ChainItem, slot: TargetSlot) -> list[ChainItem]:
    """The spells and abilities on the chain a slot of kind chain_item can choose (RUP4
    355.9.a.2); first_alone against the unit chosen in slot 0 (of its own execution)."""
    first = None
    if slot.select.chooses == "first_alone":
        g = group_start(item, len(item.targets) - 1) if item.targets else 0
        picked = [s.objs[oid] for kind, oid, _ in item.targets[g]
                  if kind == "obj"] if item.targets else []
        if not picked:
            return []
        first = picked[0]
    return chain_items(s, slot.select, item.controller, item.id, first)


def _related(s: GameState, sel: Select, first: Obj, o: Obj) -> bool:
    """A candidate of a dependent slot against slot 0's choice: at its location (another
    object), at it (a battlefield: "an enemy unit there"), another object with its
    controller, or a card costing no more Energy and no more Power than it (RUP4 206)."""
    if sel.where == "first_bf":
        return o.zone == BF and bf_index(s, first) == o.bf
    if sel.where == "apart_first":  # "another unit ... at a different location"
        return o.id != first.id and not same_location(o, first)
    if sel.within_first_cost:
        return (o.card.energy or 0) <= (first.card.energy or 0) \
            and len(o.card.power) <= len(first.card.power)
    if sel.first_controller:
        return o.id != first.id and o.controller == first.controller
    if sel.less_might_first:  # sel-relational: "with less Might than it"
        return o.id != first.id and might(s, o) < might(s, first)
    return o.id != first.id and same_location(o, first)


def with_partner(s: GameState, item: ChainItem, ab: Ability, cands: list[Obj]) -> list[Obj]:
    """dependent targets: a unit for slot 0 only if every required later slot "at the same
    location as it" then has a choice (RUP4 355.8: the choices must all be possible)."""
    if len(ab.targets) < 2:
        return cands  # no later slot (the common case)
    deps = [t for t in ab.targets[1:] if _dependent(t.select) and not t.up_to]
    if not deps:
        return cands
    source = s.objs[item.source] if item.source >= 0 else (
        s.objs[item.obj] if item.obj >= 0 else None)
    if any(t.select.kind == "chain_item" for t in deps):  # "counter ... that chooses it"
        cands = [o for o in cands
                 if all(chain_items(s, t.select, item.controller, item.id, o)
                        for t in deps if t.select.kind == "chain_item")]
        deps = [t for t in deps if t.select.kind != "chain_item"]
    found = [(t.select, board_candidates(s, t.select, item.controller, source)) for t in deps]
    return [o for o in cands
            if all(any(_related(s, sel, o, c) for c in f) for sel, f in found)]


def has_legal_targets(s: GameState, item: ChainItem, ab: Ability | None,
                      affordable: bool = True) -> bool:
    """Enough valid choices for every required slot (RUP4 355.8); `affordable`: also able
    to pay what Deflect adds for them (RUP4 809.1.c)."""
    if ab is None:
        return True
    pool: set[int] = set()  # candidates of the earlier required slots
    need = 0
    alternatives = [slot for slot in ab.targets if slot.if_paid is not None]
    if alternatives and not any(
            len(target_candidates(s, item, slot)) >= slot.count
            for slot in alternatives if _answer_open(s, item, slot.if_paid)):
        return False  # "choose X; if you paid the additional cost, Y instead": neither
    for slot in ab.targets:
        if slot.up_to or (slot.level is not None and xp(s, item.controller) < slot.level) \
                or slot.if_paid is not None:
            continue  # optional, of an inactive Level ability (RUP4 824.1.d), or above
        if slot.select.kind == "chain_item" and slot.select.chooses != "first_alone":
            if len(chain_items(s, slot.select, item.controller, item.id)) < slot.count:
                return False  # "counter a spell or ability that ..." (RUP4 355.8)
            continue
        cands = [o for o in target_candidates(s, item, slot)
                 if not affordable or affordable_with(s, item, o)]
        if slot is ab.targets[0]:
            cands = with_partner(s, item, ab, cands)
        elif _dependent(slot.select):
            continue  # checked with slot 0's candidates
        if len(cands) < slot.count:
            return False
        pool |= {o.id for o in cands}
        need += slot.count
        if slot.distinct and len(pool) < need:
            return False  # "another": too few different objects for the slots so far
    return True


def _answer_open(s: GameState, item: ChainItem, paid: bool | None) -> bool:
    """Can the card's optional additional cost still be answered `paid`: as it was answered,
    or, not asked yet, "no" always and "yes" with the XP it spends (RUP4 730.2)."""
    if item.info.get("extra_asked"):
        return item.optional_paid == paid
    if not paid or item.obj < 0:
        return True
    xab = extra_cost_ability(s.objs[item.obj].card.abilities)
    return xab is not None and xp(s, item.controller) >= xab.cost_xp


def available_modes(s: GameState, item: ChainItem, ab: Ability) -> list[int]:
    """Modes that can be chosen: not yet chosen this turn if the ability says so, and with
    legal choices for their required targets (RUP4 355.8, 402.3)."""
    used = s.turn_flags.get(modes_key(s, item, ab), ()) if ab.modes_once_per_turn else ()
    return [k for k in range(len(ab.modes)) if k not in used
            and has_legal_targets(s, item, mode_ability(ab, k))]


def choose_mode(s: GameState, item: ChainItem, ab: Ability, k: int) -> None:
    item.mode = k
    if ab.modes_once_per_turn:
        item.info["modes_key"] = modes_key(s, item, ab)
    item.ability = mode_ability(ab, k)
    emit(s, "mode", player=item.controller, n=k)


def fits_group(s: GameState, slot: TargetSlot, picked: list, o: Obj) -> bool:  # type: ignore[type-arg]
    """ "Any number of units at a battlefield with total Might 4 or less", "with the same
    controller": a candidate joins the group only if it keeps the group's requirements."""
    group = [s.objs[oid] for _, oid, _ in picked]
    if slot.same_bf and group and not same_location(o, group[0]):
        return False  # one location: a battlefield, or one player's base
    if slot.same_controller and group and o.controller != group[0].controller:
        return False
    if slot.per_location and any(same_location(o, u) for u in group):
        return False  # "up to one at each location"
    if slot.total_might is not None:
        return sum(might(s, u) for u in group) + might(s, o) <= slot.total_might
    return True


def best_discounted(s: GameState, player: int, obj: Obj, energy: int,
                    pips: list) -> tuple[int, list]:  # type: ignore[type-arg]
    """The cost with the most discount the card's additional cost could give now (for the
    affordability checks; more objects paid, more discount)."""
    xab = extra_cost_ability(obj.card.abilities)
    if xab is None or not (xab.less_energy or xab.less_power):
        return energy, pips
    if xab.cost_xp:  # "you may spend N XP ...; if you do, I cost less" (RUP4 730.2, 356.4)
        return discounted(xab, energy, pips, 1) if xp(s, player) >= xab.cost_xp \
            else (energy, pips)
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    if xab.less_per_cost:  # one object paying (up_to 1): the one that takes off the most
        cands = [o for slot in xab.targets for o in target_candidates(s, probe, slot)
                 if o.id != obj.id]
        options = [per_cost_discounted(xab, energy, pips, [o]) for o in cands]
        return min(options, key=lambda c: c[0] + len(c[1]), default=(energy, pips))
    k = 0
    for slot in xab.targets:
        cands = [o for o in target_candidates(s, probe, slot) if o.id != obj.id]
        if slot.cost == "spend_buff":
            k += min(slot.count, sum(o.buffs for o in cands))
        else:
            k += min(slot.count, len(cands))
    return discounted(xab, energy, pips, k)
