"""Why an action is not legal (a refusal with its RUP4 rule), and the decision being asked
in words: the other face of app.engine.turn.legal."""

from __future__ import annotations

from app.engine.actions.adds_now import add_refusal
from app.engine.actions.payment import could_pay_adding, describe_cost
from app.engine.actions.pool import Use, item_use, restricted_energy, uses, uses_for
from app.engine.actions.zones import facedown_room
from app.engine.core.actions import DONE, Action
from app.engine.core.enums import ALL_DOMAINS, CardType, Keyword
from app.engine.core.refusals import Refusal
from app.engine.core.state import (
    BASE,
    BF,
    CHAMPION,
    FACEDOWN,
    HAND,
    TRASH,
    ChainItem,
    Decision,
    GameState,
    Obj,
)
from app.engine.playing.choices import (
    best_discounted,
    card_timing,
    empties_ambush_location,
    has_legal_targets,
    target_candidates,
)
from app.engine.playing.costs import base_cost
from app.engine.reads.attached import rules_text_inactive
from app.engine.reads.board import can_enter, legion_active, played_equipment, teammate_there
from app.engine.reads.characteristics import has_keyword, matches
from app.engine.reads.empower import empower_limit, empowered_active, is_empowered
from app.engine.reads.granted import activated as activated_abilities
from app.engine.reads.items import (
    extra_cost_ability,
    extra_resources,
    item_ability,
    once_key,
    spell_ability,
)
from app.engine.reads.lethal import lethal_needed
from app.engine.reads.levels import active, xp
from app.engine.reads.passives import ability_energy, hide_costs
from app.engine.reads.restrict import (
    cant_move,
    cant_move_to_base,
    hidden_locked,
    move_here_anywhere,
    play_forbidden,
)
from app.engine.reads.trashplay import flow_costs, trash_costs
from app.engine.turn.combat import backline_waits
from app.engine.turn.flow import (
    can_hide_now,
    group_destinations,
    is_hidden_playable,
)
from app.engine.turn.legal import (
    can_recycle_cost,
    chose_enemy_twice,
    chose_enemy_unused,
    cost_can_be_ignored,
    hidden_restricted,
    modes_left,
    nowhere_to_enter,
    timing_ok,
)


def _short(d: Decision) -> str:
    """A payment's "pay" refused: it can't be paid at all, or not before an Add (RUP4 429.3:
    the decision is asked only when it can be paid, Adds included)."""
    return "pay_add_first" if "_paying" in d.data else "pay_to_short"


def _explain_add(s: GameState, d: Decision, action: Action) -> Refusal:
    """An Add ability a payment doesn't offer (RUP4 429, 429.3)."""
    oid = action.args[0] if action.args else None
    if not isinstance(oid, int) or oid not in s.objs:
        return Refusal("no_such_object", {"id": oid})
    if d.kind == "group":
        use = uses(s)
    elif d.kind == "play":
        use = item_use(s, next(i for i in s.chain if i.id == d.data["item"]))
    else:
        use = d.data["_paying"][2]
    return Refusal(add_refusal(s.objs[oid], use))


def explain(s: GameState, action: Action, player: int | None = None) -> Refusal:
    """The first gate the action fails, as a Refusal with its rule (boardgame.io style)."""
    d = s.decision
    if s.winner is not None or d is None:
        return Refusal("game_over")
    if player is not None and player != d.player:
        return Refusal("not_your_decision", {"player": s.players[d.player].name})
    verb = action.verb
    if d.kind == "assign" and verb == "assign":
        return _explain_assign(s, action)
    if verb == "invite":  # 3+ players: only a combat's two players invite, with focus
        if s.extra.get("mode") == "2v2" and not (d.kind == "priority" and d.data == "focus"):
            return Refusal("invite_teammate")  # 2v2: the turn player, main (RUP4 489.8.a)
        return Refusal("invite_not_now")
    if d.kind == "group" and verb == "to" and action.args \
            and str(action.args[0]) in group_destinations(s):
        return Refusal("move_tax")  # an applied cost it can't pay (RUP4 204.4.c)
    if d.kind == "stage" and verb == "stage":
        return Refusal("stage_choice" if d.data["combat"] else "stage_showdown_first")
    if d.kind == "mulligan" and verb == "mull":
        if len(d.data) >= 2:
            return Refusal("mulligan_limit")
        return Refusal("not_in_hand")
    if verb == "act" and (d.kind == "group" or d.kind == "play" and d.data["ask"] == "pay"
                          or d.kind == "choose" and "_paying" in d.data):
        return _explain_add(s, d, action)  # an Add while a cost is paid (RUP4 429.3)
    if d.kind in ("play", "choose"):
        ask = d.data["ask"]
        if ask in ("location", "token_location") and verb == "to":
            if _third_player(s, d.player, action):
                return Refusal("move_full")  # 3+ players (RUP4 144.4.a.1)
            return Refusal("play_location")
        if ask == "move_to" and verb == "to":
            return Refusal("effect_move_destination")  # move-effect (RUP4 449.1)
        if ask == "target" and verb == "target":
            return _explain_target(s, action)
        if ask in ("predict_recycle", "predict_order", "look_take", "look_draw") \
                and verb == "choose":
            return Refusal("predict_choice")  # only the cards looked at (RUP4 436.1.a)
        if ask == "recycle_pick" and verb == "choose":
            return Refusal("recycle_pick")  # one of the cards offered (RUP4 416.6)
        if ask == "play_pick" and verb == "choose":
            return Refusal("play_pick")  # play-by-effect: a card it lets you play (419.3)
        if ask == "look_banish" and verb == "choose":
            return Refusal("look_play_pick")  # one of the cards you look at (427.5)
        if ask == "reveal_play" and verb == "choose":
            return Refusal("look_play_pick")  # one of the revealed cards that fits (424, 427)
        if ask == "look_play" and verb == "choose":
            return Refusal("look_play_pick")  # one of the looked-at cards that fits (427.5)
        if ask == "repeat":
            return Refusal("repeat_choice")  # each Repeat paid or not (RUP4 820.1.c.2)
        if ask in ("as_looked", "as_looked_play", "reveal_first"):
            return Refusal("as_looked_choice")  # as-looked: yes or no (RUP4 370.1.b.1)
        if ask == "each_pick" and verb == "choose":
            return Refusal("resolution_pick")  # one of the objects offered (RUP4 355.17)
        if ask in ("new_choice", "new_dest") and verb in ("choose", "to"):
            return Refusal("new_choice")  # new, and legal for it now (RUP4 751.1, 753.1)
        if ask == "replace_death" and verb == "choose":
            return Refusal("replace_order")  # one of the deaths it may replace (RUP4 373)
        if ask == "replace_offer":
            return Refusal("replace_offer")  # apply the optional replacement or not (371.2.a)
        if ask == "spend_pick" and verb == "choose":
            return Refusal("spend_pick")  # a unit of yours with a buff to spend (702.2.b)
        if ask in ("pay_x", "add_x") and verb == "amount":
            return Refusal("pay_x_amount")  # only what can be paid (RUP4 444.2, 204.3.b)
        if ask == "pay_to" and verb == "pay":
            return Refusal(_short(d))  # RUP4 444.2
        if ask == "take_pick" and verb == "choose":
            return Refusal("resolution_pick")  # one of that unit's Equipment (RUP4 355.17)
        if ask == "copy_pick" and verb == "choose":
            return Refusal("copy_pick")  # another unit its controller controls (RUP4 477.1.b)
        if ask == "detach_pick" and verb == "choose":
            return Refusal("resolution_pick")  # an Equipment of that unit (RUP4 435, 355.17)
        if ask == "equip_pay" and verb == "pay":
            return Refusal(_short(d))  # Weaponmaster's Equip cost (RUP4 821.1.c, 444.2)
        if ask == "save_pay" and verb == "pay":
            return Refusal(_short(d))  # a paid save (actions/death), RUP4 444.2
        if ask == "unless" and verb == "yes" and "_paying" in d.data:
            return Refusal("pay_add_first")  # "unless ... pays": an Add first (RUP4 429.3)
        if ask == "player" and verb == "player":
            return Refusal("player_choice")  # player-choices (RUP4 355.9.a)
        if ask == "tag" and verb == "choose":
            return Refusal("tag_choice")  # "as you play me, choose ..." (RUP4 355.1)
        if ask == "revealed_pick" and verb == "choose":
            return Refusal("revealed_choice")  # reveal-hand (RUP4 424.4.a)
        if ask == "party_vote" and verb == "choose":
            return Refusal("vote_choice")  # Party Favors (RUP4 303.2.a)
        if ask == "top_or_bottom" and verb == "choose":
            return Refusal("deck_place")  # top_or_bottom: "top" or "bottom" (359.3.d)
        if ask == "name" and verb == "name":
            return Refusal("name_choice")  # RUP4 762-763: one that exists in the format
        if ask == "deck_card" and verb == "choose":
            return Refusal("deck_card")  # top_or_bottom: a card of your hand
        if ask == "keep_pick" and verb == "choose":
            return Refusal("resolution_pick")  # Divine Judgment
        if ask == "mode" and verb == "mode":
            return Refusal("mode_unavailable")  # modal (RUP4 355.3, 355.8)
        if ask == "split" and verb == "choose":
            return Refusal("split_damage")  # split-damage (RUP4 355.14.f)
    if d.kind != "priority":
        return Refusal("wrong_decision", {"question": describe_decision(s)})
    mode = d.data
    if mode == "guest" and verb in ("move", "hide", "group", "end"):
        return Refusal("guest_only_spells")  # invited: a spell or an ability (316.5.b.1)
    if verb in ("play", "move", "hide", "tap", "rec", "group", "act"):
        oid = action.args[0] if action.args else None
        if not isinstance(oid, int) or oid not in s.objs:
            return Refusal("no_such_object", {"id": oid})
        obj = s.objs[oid]
        if (verb == "play" and mode == "guest" and obj.card.type is not CardType.SPELL
                and obj.owner == d.player):
            return Refusal("guest_only_spells")  # invited: spells, not units (316.5.b.1)
        if verb == "play":
            flow = action.args[1] if len(action.args) > 1 else None
            return _explain_play(s, d.player, obj, mode, flow)
        if verb in ("move", "group"):
            return _explain_move(s, d.player, obj, mode, action)
        if verb == "hide":
            return _explain_hide(s, d.player, obj, action)
        if verb == "act":
            acts = list(activated_abilities(s, obj))
            k = action.args[1] if len(action.args) > 1 else None
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and rules_text_inactive(s, obj) and acts[k] in obj.card.abilities:
                return Refusal("attached_inactive")  # printed: RUP4 718.2, 721.2
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].legion \
                    and obj.controller == d.player and not legion_active(s, d.player, obj):
                return Refusal("legion_inactive")
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player:
                if not empowered_active(obj, acts[k]):
                    return Refusal("empowered_inactive")  # RUP4 828.1.c
                if not active(s, d.player, acts[k], obj):
                    return Refusal("level_inactive", {"n": acts[k].level})
                if acts[k].empower and is_empowered(obj) and empower_limit(obj) == 1:
                    return Refusal("already_empowered")  # RUP4 827.1.c.1, 441.1.b
                if acts[k].cost_disempower and not is_empowered(obj):
                    return Refusal("not_empowered_cost")  # RUP4 442.1.a, 356.2
                if xp(s, d.player) < acts[k].cost_xp:
                    return Refusal("short_xp", {"n": acts[k].cost_xp})
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and acts[k].condition == "at_battlefield" and obj.zone != BF:
                return Refusal("act_only_at_battlefield")  # act-riders (RUP4 054.2)
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and acts[k].once_per_turn and s.turn_flags.get(once_key(s, obj, acts[k])):
                return Refusal("act_once_per_turn")  # act-riders (RUP4 054.2)
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and acts[k].condition == "chose_enemy_once" \
                    and not chose_enemy_unused(s, d.player, obj, acts[k]):
                return Refusal("act_chose_enemy_once")  # act-riders (RUP4 054.2)
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and acts[k].condition == "chose_enemy_twice" \
                    and not chose_enemy_twice(s, d.player):
                return Refusal("act_chose_enemy_twice")  # act-riders (RUP4 054.2)
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and acts[k].condition == "played_equipment" \
                    and not played_equipment(s, d.player):
                return Refusal("act_played_equipment")  # act-riders (RUP4 054.2)
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].cost_spend_buff \
                    and obj.controller == d.player and obj.buffs == 0:
                return Refusal("no_buff_to_spend")
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and any(sl.cost == "recycle" for sl in acts[k].targets) \
                    and not can_recycle_cost(s, d.player, acts[k]):
                return Refusal("recycle_cost_short")  # RUP4 416.3
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].modes \
                    and obj.controller == d.player and not modes_left(s, d.player, obj, acts[k]):
                return Refusal("no_mode_left")  # modal (RUP4 402.3)
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].targets \
                    and obj.controller == d.player and could_pay_adding(
                        s, d.player, ability_energy(s, obj, acts[k]), list(acts[k].cost_power),
                        uses_for(s, obj.card.type)):
                probe = ChainItem(0, "ability", d.player)
                probe.source, probe.ability = obj.id, acts[k]
                if not has_legal_targets(s, probe, acts[k]):
                    return Refusal("no_targets")  # RUP4 355.8
        if verb in ("tap", "rec"):
            if obj.card.type is not CardType.RUNE or obj.controller != d.player:
                return Refusal("not_a_rune")
            if verb == "tap" and obj.exhausted:
                return Refusal("rune_exhausted")
    if verb == "end" and mode != "main":
        return Refusal("end_turn_chain")
    if verb == "pass" and mode == "main":
        return Refusal("wrong_decision", {"question": describe_decision(s)})
    return Refusal("not_legal")


def _explain_play(s: GameState, player: int, obj: Obj, mode: str,
                  flow: object = None) -> Refusal:
    if obj.owner != player and obj.controller != player:
        return Refusal("not_your_card")
    n = trash_costs(s, obj, player) if obj.zone == TRASH else 0
    if obj.zone == TRASH and not n:
        return Refusal("trash_no_flow")  # only with Flow, for its Flow cost (RUP4 829.1.b)
    if flow is not None and (obj.zone != TRASH or not isinstance(flow, int)
                             or not 0 <= flow < n):
        return Refusal("no_such_flow_cost", {"n": n})  # RUP4 829.1.c.3
    costs = flow_costs(s, obj) if obj.zone == TRASH else []
    if obj.zone not in (HAND, CHAMPION, FACEDOWN, TRASH):
        return Refusal("not_in_hand")
    if obj.zone == FACEDOWN and not is_hidden_playable(s, obj):
        return Refusal("hidden_this_turn")
    if (forbidden := play_forbidden(s, player, obj)) is not None:
        return forbidden  # restrictions (RUP4 054.1)
    if obj.zone == FACEDOWN and hidden_locked(s, obj):
        return Refusal("hidden_locked")  # restrictions (RUP4 054.1)
    if obj.zone == FACEDOWN and hidden_restricted(s, player, obj):
        return Refusal("units_base_only")  # restrictions (RUP4 054.2)
    if nowhere_to_enter(s, player, obj):
        return Refusal("no_location")  # restrictions (RUP4 054.2)
    timing = card_timing(s, obj)
    if not timing_ok(s, player, timing, mode):
        return Refusal({"focus": "timing_showdown", "chain": "timing_closed"}.get(mode,
                                                                                 "timing_main"))
    k = flow if isinstance(flow, int) else 0
    e, pips = base_cost(s, obj, obj.zone == FACEDOWN, flow=k if k < len(costs) else None,
                        from_trash=obj.zone == TRASH)
    use = uses_for(s, obj.card.type)
    xab = extra_cost_ability(obj.card.abilities)
    if xab is not None and not xab.optional:
        xe, xpips = extra_resources(xab)
        e, pips = e + xe, pips + xpips
    if xab is not None and (xab.less_energy or xab.less_power):  # additional-cost discounts
        e, pips = best_discounted(s, player, obj, e, pips)
    if not could_pay_adding(s, player, e, pips, use) and not cost_can_be_ignored(s, player, obj):
        short = e - _energy_in_reach(s, player, use)
        if short > 0:  # the sentence a player wants: how much is missing
            return Refusal("short_energy", {"n": short, "cost": describe_cost(e, pips)})
        return Refusal("cannot_afford", {"cost": describe_cost(e, pips)})
    if spell_ability(obj.card.abilities) is None and xab is not None and xab.targets:
        return Refusal("no_additional_cost")  # e.g. no friendly unit to kill (RUP4 356.2.a.1)
    ab = spell_ability(obj.card.abilities)
    if ab is not None:
        probe = ChainItem(0, "card", player)
        probe.obj = obj.id
        probe.bf_restrict = obj.bf if obj.zone == FACEDOWN else -1
        if ab.modes:
            return Refusal("no_targets")  # modal: no option can be chosen (RUP4 355.8)
        if has_legal_targets(s, probe, ab, affordable=False):
            return Refusal("deflect_cost")  # targets exist, but Deflect makes them too dear
    return Refusal("no_targets")


def _energy_in_reach(s: GameState, player: int, use: Use) -> int:
    """Energy in the pool (restricted Energy it may take too) plus one for each ready rune
    (RUP4 164.2.a)."""
    p = s.players[player]
    ready = sum(1 for r in p.runes if not s.objs[r].exhausted)
    return p.pool.energy + restricted_energy(p.pool, use) + ready


def _third_player(s: GameState, player: int, action: Action) -> bool:
    """A battlefield with units of two other players (RUP4 144.4.a.1), with 3+ players."""
    dest = str(action.args[0]) if action.args else ""
    if len(s.players) <= 2 or not (dest.startswith("bf") and dest[2:].isdigit()
                                   and int(dest[2:]) < len(s.battlefields)):
        return False
    return not _room(s, player, int(dest[2:]))


def _room(s: GameState, player: int, bf: int) -> bool:
    return can_enter(s, player, bf)


def _explain_move(s: GameState, player: int, obj: Obj, mode: str, action: Action) -> Refusal:
    if not obj.is_unit:
        return Refusal("not_a_unit")
    if (obj.controller != player and obj.zone in (BASE, BF)
            and s.players[obj.controller].team == s.players[player].team):
        return Refusal("move_teammate_unit")  # 2v2: control isn't shared (RUP4 489.8.c.2)
    if obj.controller != player or obj.zone not in (BASE, BF):
        return Refusal("not_your_card")
    if mode == "focus" or s.showdown is not None:
        return Refusal("move_in_showdown")
    if mode == "chain":
        return Refusal("move_closed")
    if obj.exhausted:
        return Refusal("unit_exhausted")
    if cant_move(s, obj, player):
        return Refusal("cant_move_unit")  # "they can't move it this turn" (RUP4 054.1)
    if action.verb == "move" and len(action.args) > 1:
        dest = str(action.args[1])
        here = "base" if obj.zone == BASE else f"bf{obj.bf}"
        if dest == here:
            return Refusal("move_destination")
        if dest == "base" and cant_move_to_base(s, obj):
            return Refusal("cant_move_to_base")  # restrictions (RUP4 054.1)
        if dest.startswith("bf") and dest[2:].isdigit() and int(dest[2:]) < len(s.battlefields):
            if obj.zone == BF and not has_keyword(s, obj, Keyword.GANKING) \
                    and not move_here_anywhere(s, int(dest[2:])):
                return Refusal("move_destination")
            if s.extra.get("mode") == "2v2" and teammate_there(s, player, int(dest[2:])):
                return Refusal("move_teammate_bf")  # 2v2: control isn't shared (489.8.c)
            return Refusal("move_full")
        return Refusal("move_destination")
    return Refusal("not_legal")


def _explain_hide(s: GameState, player: int, obj: Obj, action: Action) -> Refusal:
    if not obj.card.has(Keyword.HIDDEN):
        return Refusal("hide_no_keyword")
    if obj.owner != player or obj.zone not in (HAND, CHAMPION):
        return Refusal("not_in_hand")
    if not can_hide_now(s, player):
        return Refusal("hide_timing")
    dest = str(action.args[1]) if len(action.args) > 1 else ""
    if not (dest.startswith("bf") and dest[2:].isdigit() and int(dest[2:]) < len(s.battlefields)):
        return Refusal("hide_not_controlled")
    bf = s.battlefields[int(dest[2:])]
    if (bf.controller is not None and bf.controller != player
            and s.players[bf.controller].team == s.players[player].team):
        return Refusal("hide_teammate")  # 2v2: control isn't shared (RUP4 489.8.c.1)
    if bf.controller != player:
        return Refusal("hide_not_controlled")
    if bf.facedown is not None and not facedown_room(s, int(dest[2:])):
        return Refusal("hide_occupied")
    if len(action.args) > 2:  # hide-cost: the alternative cost named by its source
        alts = dict(hide_costs(s, player))
        if s.turn_flags.get(f"hide_free{player}"):
            return Refusal("hide_cost_free")
        if action.args[2] not in alts:
            return Refusal("hide_no_alt_cost")
        return Refusal("cannot_afford", {"cost": describe_cost(alts[action.args[2]], [])})
    return Refusal("cannot_afford", {"cost": describe_cost(0, [ALL_DOMAINS])})


def _explain_target(s: GameState, action: Action) -> Refusal:
    """Deflect is the reason only when the object could otherwise be chosen (RUP4 809)."""
    d = s.decision
    assert d is not None
    oid = action.args[0] if action.args else None
    item = next((i for i in s.chain if i.id == d.data["item"]), None)
    ab = item_ability(s, item) if item is not None else None
    if item is None or ab is None or not isinstance(oid, int) or oid not in s.objs:
        return Refusal("not_a_target")
    slot = ab.targets[d.data["slot"]]
    if slot.cost == "spend_buff":
        o = s.objs[oid]
        if o.controller != item.controller:
            return Refusal("spend_buff_not_yours")  # RUP4 702.2.b.2
        if o.buffs == 0:
            return Refusal("no_buff_to_spend")  # RUP4 702.2.b.1
    if any(o.id == oid for o in target_candidates(s, item, slot)) and \
            has_keyword(s, s.objs[oid], Keyword.DEFLECT):
        return Refusal("deflect_cost")
    if empties_ambush_location(s, item, slot, s.objs[oid]) and matches(
            s, slot.select, s.objs[oid], item.controller, s.objs[item.obj]):
        return Refusal("ambush_emptied")  # RUP4 822.3
    return Refusal("not_a_target")


def _explain_assign(s: GameState, action: Action) -> Refusal:
    """Lethal to one unit before the next (465.2.c.3), no more than lethal while others
    remain (465.2.c.4), Tank first (815.1.b)."""
    sd = s.showdown
    oid = action.args[0] if action.args else None
    if sd is None or not isinstance(oid, int) or oid not in s.objs:
        return Refusal("not_a_target")
    cur = s.extra.get("assigning", {})
    unit = s.objs[oid]
    if lethal_needed(s, unit) == 0:
        return Refusal("assign_no_lethal")  # it can't be dealt damage (RUP4 465.2.c.10)
    if cur.get(oid, 0) >= lethal_needed(s, unit):
        return Refusal("assign_overkill")
    foes = [s.objs[i] for i in s.battlefields[sd.bf].units
            if s.objs[i].controller != sd.assigner and s.objs[i].is_unit]
    if any(0 < cur.get(u.id, 0) < lethal_needed(s, u) for u in foes):
        return Refusal("assign_order")
    if any(has_keyword(s, u, Keyword.TANK) and cur.get(u.id, 0) < lethal_needed(s, u)
           for u in foes) and not has_keyword(s, unit, Keyword.TANK):
        return Refusal("assign_tank")
    if backline_waits(s, unit, [u for u in foes if cur.get(u.id, 0) < lethal_needed(s, u)]):
        return Refusal("assign_backline")  # RUP4 826.4.b
    return Refusal("not_a_target")


def _stage_question(d) -> str:  # type: ignore[no-untyped-def]
    if d.kind == "stage" and d.data["combat"]:
        return "choose the battlefield where combat begins first"
    return "choose the battlefield where a showdown begins first"


def describe_decision(s: GameState) -> str:
    d = s.decision
    if d is None:
        return "none"
    if d.kind == "play":
        if d.data["ask"] == "target" and d.data.get("cost") == "spend_buff":
            return "choose a unit whose buff to spend"
        if d.data["ask"] == "target" and d.data.get("cost") == "kill":
            return "choose a friendly unit to kill as the additional cost"
        if d.data["ask"] == "target" and d.data.get("cost") == "return_hand":
            return "choose what to return to its owner's hand as the additional cost"
        if d.data["ask"] == "target" and d.data.get("cost") == "discard":
            return "choose a card of your hand to discard as the additional cost"
        if d.data["ask"] == "target" and d.data.get("cost") == "recycle":
            return "choose a card of your trash to recycle as the cost"
        if d.data["ask"] == "target" and d.data.get("cost") == "banish":
            return "choose a card of any trash to banish as the cost"  # RUP4 383.3.b, 427
        if d.data["ask"] == "target" and d.data.get("cost") == "disempower":
            return "choose something of yours to disempower as the cost"  # RUP4 442, 383.3.b
        if d.data["ask"] == "may" and (d.data.get("cost_energy") or d.data.get("cost_power")
                                       or d.data.get("cost_exhaust")):
            return "pay the cost to use the optional ability?"  # pay-to (RUP4 383.3.b)
        return {"may": "use the optional ability?", "location": "where does the unit enter?",
                "extra": "pay the additional cost?", "repeat": "pay the Repeat cost?",
                "alt": "play it for its alternative cost?",  # RUP4 356.1.a
                "free_play": "play it ignoring its Energy cost?",  # op free_play
                "accelerate": "pay for Accelerate?", "target": "choose a target",
                # "costs [1] or [A] less" (RUP4 356.4.d)
                "either_less": "take 1 Energy or 1 Power off the cost?",
                "either_part": "take 1 Energy or 1 Power off the cost?",
                "paid_location": "pay the additional cost to play it to that battlefield?",
                "mode": "choose one of the options",
                "tag": "choose the tag it gains",  # "as you play me, choose ..." (355.1)
                "player": ("choose an opponent" if d.data.get("opponents", True)
                           else "choose a player"),
                # move-effect: chosen with the targets (RUP4 355.4)
                "move_to": "choose where the unit moves",
                "name": f"name a {d.data.get('what', 'tag')}",  # as played (RUP4 355.1)
                "pay": "pay the cost"}[d.data["ask"]]
    if d.kind == "priority":
        return {"main": "your turn", "chain": "respond or pass", "focus": "act or pass",
                "guest": "your teammate invites you: play a spell or use an ability, or pass"
                }[d.data]
    if d.kind == "choose":
        return {"predict": "recycle the top card of your deck?",
                "predict_recycle": "choose the cards to recycle, then done",
                "predict_order": "choose the card to put on top next",
                "look_take": "choose the card to put into your hand",
                "look_draw": ("choose a card to draw, or done" if DONE in d.data.get("options", ())
                              else "choose a card to draw"),
                "discard": "choose a card to discard",
                "recycle_pick": ("choose one of your runes to recycle"
                                 if d.data.get("kind") == "rune"
                                 else "choose a card of a trash to recycle, then done"
                                 if d.data.get("from") == "trashes"
                                 else "choose a card of your trash to recycle"),
                "replace_death": "choose the death to replace first",
                "replace_offer": "pay to replace that unit's death?",
                "pay_to": "pay the cost to carry out the rest?",
                "save_pay": "pay to save the unit from dying?",
                "equip_pay": "pay the Equip cost to attach the Equipment?",  # Weaponmaster
                "detach_pick": "choose the Equipment to detach",
                "copy_pick": "choose the unit the equipped unit becomes a copy of",
                "take_pick": "choose an Equipment to attach, or no",
                "equip_may": ("detach the Equipment from that unit?" if d.data.get("detach")
                              else "attach the Equipment to that unit?"),
                "pay_x": "choose how much to pay",
                "add_x": "choose how much to pay, to add that much",  # add-any
                "token_may": "play the token offered?",
                "token_copy": "play an additional copy of the token?",
                "play_again": "play the spell again?",
                "spend_pick": "choose a unit whose buff to spend, then done",
                "revealed_pick": {"recycle": "choose a revealed card to recycle",
                                  "banish": "choose a revealed card to banish",
                                  "play": "choose a revealed unit its owner plays, or done",
                                  }.get(d.data.get("then", ""),
                                        "choose a revealed card to discard"),
                "unless": ("pay to stop the effect?" if d.data.get("offer") == "pay"
                           else "let the other player draw to stop the effect?"),
                "party_vote": "choose Cards or Runes",
                "top_or_bottom": "put the card on the top or the bottom of the Main Deck?",
                "name": ("name a tag" if d.data.get("what") == "tag" else "name a spell"),
                "deck_card": "choose a card of your hand to put on your Main Deck",
                "keep_pick": {"unit": "choose a unit to keep", "gear": "choose a gear to keep",
                              "rune": "choose a rune to keep",
                              "hand": "choose a card in your hand to keep"}.get(
                    d.data.get("kind", ""), "choose"),
                "split": "choose the unit that takes the next 1 damage",
                "group_fit": "choose a chosen unit that stays chosen, then done",
                "new_choices_may": "make new choices for the spell?",
                "new_choice": "choose a new target, or keep the current one",
                "new_dest": "choose where the unit moves instead, or keep it",
                "play_pick": "choose a card to play",
                "look_play": "choose a card to banish and play, or none",
                "reveal_play": "choose a revealed card to banish and play",
                "look_banish": "choose the card to banish",
                # as-looked: no card named, the opponents may see this (RUP4 128.4)
                "as_looked": "use the ability of a card you look at or reveal?",
                "as_looked_play": "play the card you banished?",
                # Void Hatchling: the top card, looked at before a reveal (RUP4 370.1.b)
                "reveal_first": "recycle the top card before revealing?",
                # an applied cost (RUP4 204.4): unpaid, those units don't move
                "move_tax": "pay to move those units there together?",
                "each_pick": {"kill": "choose one to kill",
                              "keep": "choose one to keep",  # "kill the rest"
                              "return_hand": "choose one to return to its owner's hand",
                              "move": "choose one to move",  # player-choices (355.17)
                              # dependent targets: the unit slot 0's unit fights (355.17)
                              "fight": "choose the unit it fights"}.get(
                    d.data.get("op", ""), "choose")}.get(d.data["ask"], "choose")
    return {"mulligan": "choose up to two cards to set aside, then keep",
            "order": "order your triggered abilities", "assign": "assign combat damage",
            "group": "gather units to move together",
            "stage": _stage_question(d)}.get(d.kind, d.kind)


__all__ = ["describe_decision", "explain"]
