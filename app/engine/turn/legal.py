"""Every legal action for whoever must decide, and why any other action is not legal."""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.actions.modes import guest_options, invite_options
from app.engine.actions.payment import can_pay, describe_cost, pay_checker
from app.engine.actions.zones import facedown_room
from app.engine.core.actions import Action
from app.engine.core.enums import ALL_DOMAINS, CardType, Domain, Keyword
from app.engine.core.refusals import Refusal
from app.engine.core.state import BASE, BF, CHAMPION, FACEDOWN, HAND, ChainItem, GameState, Obj
from app.engine.playing.choices import (
    available_modes,
    best_discounted,
    card_timing,
    has_legal_targets,
    target_candidates,
    unit_locations,
)
from app.engine.playing.costs import base_cost
from app.engine.reads.attached import rules_text_inactive
from app.engine.reads.board import can_enter, legion_active, teammate_there
from app.engine.reads.characteristics import board_candidates, has_keyword, lethal_needed
from app.engine.reads.granted import activated as activated_abilities
from app.engine.reads.granted import holders as granted_holders
from app.engine.reads.items import (
    card_facts,
    extra_cost_ability,
    extra_resources,
    item_ability,
    spell_ability,
)
from app.engine.reads.levels import active, xp
from app.engine.reads.passives import ability_energy, hide_costs
from app.engine.reads.restrict import (
    cant_move_to_base,
    cant_play,
    hidden_locked,
    too_early_to_play,
    units_only_to_base,
)
from app.engine.turn.combat import assign_options, backline_waits
from app.engine.turn.flow import (
    can_hide_now,
    group_destinations,
    is_hidden_playable,
    move_destinations,
)

_KEEP, _PASS, _END, _PAY, _CANCEL, _DONE = (Action("keep"), Action("pass"), Action("end"),
                                            Action("pay"), Action("cancel"), Action("done"))


def legal_actions(s: GameState) -> list[Action]:
    d = s.decision
    if d is None or s.winner is not None:
        return []
    kind = d.kind
    if kind == "priority":
        return _priority_actions(s, d.player, d.data)
    if kind == "mulligan":
        chosen = d.data
        out = []
        if len(chosen) < 2:  # RUP4 117.1
            out = [Action("mull", (i,)) for i in s.players[d.player].hand if i not in chosen]
        out.append(_KEEP)
        return out
    if kind in ("play", "choose"):
        return list(d.data["options"])
    if kind == "order":
        return [Action("order", (k,)) for k in range(len(d.data))]
    if kind == "assign":
        return [Action("assign", (i,)) for i in assign_options(s)] + [Action("assign", ("auto",))]
    if kind == "stage":  # where a staged showdown or combat begins (RUP4 323.12, 461.1)
        return [Action("stage", (i,)) for i in d.data["bfs"]]
    if kind == "group":
        out = [Action("group", (u.id,)) for u in _movable(s, d.player) if u.id not in s.group
               and set(group_destinations(s)) & set(move_destinations(s, u))]
        out.extend(Action("to", (dest,)) for dest in group_destinations(s))
        out.append(_CANCEL)
        return out
    raise AssertionError(kind)


_ACTION_MEMO: dict[tuple[str, int], Action] = {}


def _act(verb: str, oid: int) -> Action:
    """Shared Action values for the actions listed over and over (runes, groups)."""
    a = _ACTION_MEMO.get((verb, oid))
    if a is None:
        a = _ACTION_MEMO[(verb, oid)] = Action(verb, (oid,))
    return a


_ARGS_MEMO: dict[tuple[str, tuple], Action] = {}  # type: ignore[type-arg]


def _act_args(verb: str, args: tuple) -> Action:  # type: ignore[type-arg]
    """Shared Action values for moves and abilities (a few per object, listed over and over).
    Invalidation: none needed, the key is the whole (immutable) Action; cleared when large."""
    key = (verb, args)
    a = _ARGS_MEMO.get(key)
    if a is None:
        if len(_ARGS_MEMO) > 20000:
            _ARGS_MEMO.clear()
        a = _ARGS_MEMO[key] = Action(verb, args)
    return a


_RUNE_MEMO: dict[tuple[tuple[int, ...], tuple[bool, ...]], list[Action]] = {}


def _rune_actions(s: GameState, runes: list[int]) -> list[Action]:
    """Exhaust for Energy (ready runes) and recycle for Power (all): the same few lists come
    back again and again, so they are kept."""
    objs = s.objs
    exhausted = tuple([objs[r].exhausted for r in runes])
    key = (tuple(runes), exhausted)
    out = _RUNE_MEMO.get(key)
    if out is None:
        if len(_RUNE_MEMO) > 20000:
            _RUNE_MEMO.clear()
        out = [_act("tap", r) for r, ex in zip(runes, exhausted, strict=True) if not ex]
        out += [_act("rec", r) for r in runes]
        _RUNE_MEMO[key] = out
    return out


def _movable(s: GameState, player: int) -> list[Obj]:
    out = []
    for oid in s.players[player].base:
        o = s.objs[oid]
        if o.is_unit and not o.exhausted:
            out.append(o)
    for bf in s.battlefields:
        for oid in bf.units:
            o = s.objs[oid]
            if o.is_unit and o.controller == player and not o.exhausted:
                out.append(o)
    return out


def _priority_actions(s: GameState, player: int, mode: str) -> list[Action]:
    out: list[Action] = []
    p = s.players[player]
    pay = pay_checker(s, player)
    # cards: hand, Champion Zone, facedown (RUP4 419.1.a, 811)
    sources = list(p.hand)
    if p.champion is not None:
        sources.append(p.champion)
    for bf in s.battlefields:
        if bf.facedown is not None and s.objs[bf.facedown].controller == player:
            sources.append(bf.facedown)
        for oid in bf.extra_facedown:  # a raised occupancy (RUP4 107.3.b.1)
            if s.objs[oid].controller == player:
                sources.append(oid)
    seen: dict[tuple[str, str], bool] = {}  # copies of a card in hand share the answer
    ctx = _PlayCtx(s, player)  # what every playable() call below would look up again
    if not ctx.cant_play:
        objs = s.objs
        for oid in sources:
            o = objs[oid]
            zone = o.zone
            if zone == HAND:
                key = (o.card.code, zone)
                ok = seen.get(key)
                if ok is None:
                    ok = seen[key] = playable(s, player, o, mode, pay, ctx)
            else:
                ok = playable(s, player, o, mode, pay, ctx)
            if ok and (mode != "guest" or o.card.type is CardType.SPELL):
                out.append(_act("play", oid))  # invited: spells only (RUP4 316.5.b.1)
    # activated abilities of what you control
    for o in _ability_sources(s, player):
        for k, ab in enumerate(activated_abilities(s, o)):  # granted ones too (RUP4 477.2)
            if _can_activate(s, player, o, ab, mode):
                out.append(_act_args("act", (o.id, k)))
    if mode == "main":
        movers = []
        for u in _movable(s, player):
            dests = move_destinations(s, u)
            if dests:
                movers.append(u.id)
                out.extend([_act_args("move", (u.id, dest)) for dest in dests])
        if len(movers) > 1:
            out.extend(_act("group", u) for u in movers)
        hide_free = s.turn_flags.get(f"hide_free{player}")
        # with no Hidden card to hide, or no battlefield to hide it at, there is no hide
        # action whatever the costs: they are looked at only when there is (RUP4 421, 811)
        hiders = [oid for oid in sources if s.objs[oid].zone in (HAND, CHAMPION)
                  and s.objs[oid].card.has(Keyword.HIDDEN)]
        free = [i for i, bf in enumerate(s.battlefields)
                if bf.controller == player and (bf.facedown is None
                                                or facedown_room(s, i))] if hiders else []
        # hide-cost: "you may pay N Energy instead of [A]": one action per cost the player can
        # pay, so the choice of cost is part of the action (RUP4 811.1.b); hiding free sets the
        # total cost to 0, so there is no cost left to choose (356.5.a)
        alts = [(src, n) for src, n in hide_costs(s, player) if can_pay(s, player, n, [])] \
            if free and not hide_free and can_hide_now(s, player) else []
        if free and can_hide_now(s, player) and (hide_free or alts
                                                 or can_pay(s, player, 0, [ALL_DOMAINS])):
            pay_a = hide_free or can_pay(s, player, 0, [ALL_DOMAINS])
            for oid in hiders:
                for i in free:
                    if pay_a:
                        out.append(Action("hide", (oid, f"bf{i}")))
                    out.extend(Action("hide", (oid, f"bf{i}", src)) for src, _n in alts)
    # runes: Add abilities with Reaction, usable whenever you have priority (RUP4 164.2, 429.3)
    out.extend(_rune_actions(s, p.runes))
    if mode == "focus" and len(s.players) > 2:  # invite another player into the combat
        out.extend(Action("invite", (q,)) for q in invite_options(s, player))
    if mode == "main" and s.extra.get("mode") == "2v2":  # invite the teammate (489.8.a)
        out.extend(Action("invite", (q,)) for q in guest_options(s, player))
    out.append(_END if mode == "main" else _PASS)
    return out


def _ability_sources(s: GameState, player: int) -> list[Obj]:
    """What `player` controls that has an activated ability: legend, base, battlefields (its
    own, or granted by a passive ability: grant-activated, RUP4 477.2)."""
    objs = s.objs
    p = s.players[player]
    hs = granted_holders(s)
    out = []
    o = objs[p.legend]
    if card_facts(o.card)[3] or (hs and o.id in hs):
        out.append(o)
    for oid in p.base:
        o = objs[oid]
        if card_facts(o.card)[3] or (hs and oid in hs):
            out.append(o)
    for bf in s.battlefields:
        for oid in bf.units:
            o = objs[oid]
            if o.controller == player and (card_facts(o.card)[3] or (hs and oid in hs)):
                out.append(o)
    return out


def timing_ok(s: GameState, player: int, timing: str, mode: str) -> bool:
    """RUP4 308-310: normal timing in your Neutral Open main phase, Action in showdowns,
    Reaction at any time."""
    if mode == "main" or mode == "guest":  # invited by the teammate: any (RUP4 316.5.b.1)
        return True
    if mode == "focus":
        return timing in ("action", "reaction")
    return timing == "reaction"


class _PlayCtx:
    """Per-player facts that playable() needs for every card, looked up once per
    legal_actions call: a "can't play" restriction, and whether any Energy discount could
    apply to a card of `player`. Invalidation: built afresh for each legal_actions call (or
    each lone playable() call); the state does not change during the call."""

    __slots__ = ("player", "cant_play", "discount", "spell_discount", "locations", "too_early")

    def __init__(self, s: GameState, player: int) -> None:
        self.player = player
        tf = s.turn_flags
        self.cant_play = bool(tf) and player in tf.get("cant_play", ())
        by_op = s.extra.get("statics_by_op", {})
        # the same conditions as cost_reduction's early return, for a card `player` controls
        self.discount = bool(by_op.get("cost_less_others"))
        self.spell_discount = self.discount or bool(
            by_op.get("spell_discount") or by_op.get("spell_tax")
            or tf.get(f"next_spell_discount{player}"))
        # a unit that may have nowhere to enter ("play me only to ...", RUP4 054.2)
        self.locations = bool(by_op.get("play_only_conquered"))
        self.too_early = bool(by_op.get("no_play_before_turn"))  # RUP4 054.1


_PLAYABLE_TYPES = frozenset((CardType.UNIT, CardType.GEAR, CardType.SPELL))


def playable(s: GameState, player: int, obj: Obj, mode: str, pay=None,  # type: ignore[no-untyped-def]
             ctx: _PlayCtx | None = None) -> bool:
    if ctx is None:
        ctx = _PlayCtx(s, player)
    if ctx.cant_play:
        return False  # restrictions: "opponents can't play cards this turn" (RUP4 054.1)
    if ctx.locations and _nowhere_to_enter(s, player, obj):
        return False
    if ctx.too_early and too_early_to_play(s, player, obj):
        return False  # "I can't be played on your first ... turns" (RUP4 054.1)
    zone = obj.zone
    card = obj.card
    if zone == FACEDOWN and (_hidden_restricted(s, player, obj)
                             or not is_hidden_playable(s, obj)):
        return False
    ctype = card.type
    if ctype not in _PLAYABLE_TYPES:
        return False
    facts = card_facts(card)
    if mode != "main" and not timing_ok(s, player, card_timing(s, obj, facts), mode):
        return False
    spell = ctype is CardType.SPELL
    pips: Sequence[frozenset[Domain]]  # the printed cost is a tuple, the others lists
    if zone == FACEDOWN:
        e, pips = 0, []
    elif facts[0] or obj.controller != player or (
            ctx.spell_discount if spell else ctx.discount):
        e, pips = base_cost(s, obj, False, facts)
    else:  # no discount can apply: the printed cost (cost_reduction would return 0)
        e, pips = card.energy or 0, card.power
    _, extra, ab, _, discounting, ignorable, _, _ = facts
    if extra is not None:  # a mandatory additional cost (RUP4 356.2.a.1)
        xe, xpips = extra
        e, pips = e + xe, [*pips, *xpips]
    if discounting:  # additional-cost discounts ("if you do, I cost 2 less")
        e, pips = best_discounted(s, player, obj, e, list(pips))
    if not (pay(e, pips, spell) if pay is not None else can_pay(s, player, e, pips, spell)):
        if not ignorable or not _cost_can_be_ignored(s, player, obj):
            return False
    if ab is not None and ab.targets:
        probe = ChainItem(0, "card", player)
        probe.obj = obj.id
        probe.bf_restrict = obj.bf if zone == FACEDOWN else -1
        if not has_legal_targets(s, probe, ab):
            return False  # RUP4 355.8, 811.1.d
    if ab is not None and ab.modes:  # modal: some mode must be possible (RUP4 355.3, 355.8)
        probe = ChainItem(0, "card", player)
        probe.obj = obj.id
        probe.bf_restrict = obj.bf if zone == FACEDOWN else -1
        if not available_modes(s, probe, ab):
            return False
    return True


def _nowhere_to_enter(s: GameState, player: int, obj: Obj) -> bool:
    """A permanent its own restriction leaves no location to enter: it can't be played
    (RUP4 054.2, 358.5; FAQ-SPIRITFORGED, Perched Grimwyrm)."""
    return obj.card.is_permanent and not unit_locations(
        s, obj, player, obj.bf if obj.zone == FACEDOWN else -1)


def _hidden_restricted(s: GameState, player: int, obj: Obj) -> bool:
    """restrictions: a facedown card that can't be revealed where it is (RUP4 054.1), or a
    hidden unit that must enter at its battlefield while its controller may only play units
    to base (811.1.d.1 against 054.2: it can't be played from there)."""
    return hidden_locked(s, obj) or (obj.card.type is CardType.UNIT
                                     and units_only_to_base(s, player))


def _cost_can_be_ignored(s: GameState, player: int, obj: Obj) -> bool:
    """A spell whose optional cost, if paid, makes its cost ignored (RUP4 356.1.b.1), with
    something to pay that cost with: it can be played without resources."""
    ab = spell_ability(obj.card.abilities)
    if ab is None or not any(slot.ignore_cost for slot in ab.targets):
        return False
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    probe.bf_restrict = obj.bf if obj.zone == FACEDOWN else -1
    return any(slot.ignore_cost and target_candidates(s, probe, slot) for slot in ab.targets)


def _can_recycle_cost(s: GameState, player: int, ab) -> bool:  # type: ignore[no-untyped-def]
    """ "Recycle N from your trash:" needs N cards there (all recycle slots together)."""
    slots = [slot for slot in ab.targets if slot.cost == "recycle"]
    cands = {o.id for slot in slots for o in board_candidates(s, slot.select, player, None)}
    return len(cands) >= sum(slot.count for slot in slots)


def _can_activate(s: GameState, player: int, o: Obj, ab, mode: str) -> bool:  # type: ignore[no-untyped-def]
    if ab.legion and not legion_active(s, player, o):
        return False  # a Legion ability is inactive until you play another card (727.1.b)
    if not active(s, player, ab) or xp(s, player) < ab.cost_xp:
        return False  # an inactive Level ability (824.1.d); too little XP to spend (730.2)
    if rules_text_inactive(s, o) and ab in o.card.abilities:
        return False  # an attached card's printed rules text, Equip included (718.2, 721.2)
    if ab.exhaust_self and o.exhausted:
        return False
    if ab.condition == "at_battlefield" and o.zone != BF:
        return False  # act-riders: "use this only while I'm at a battlefield" (RUP4 054.2)
    if ab.cost_spend_buff and o.buffs == 0:
        return False  # no buff to spend (RUP4 702.2.b.1)
    if any(slot.cost == "recycle" for slot in ab.targets) and not _can_recycle_cost(s, player, ab):
        return False  # too few cards to recycle: the cost can't be paid (RUP4 416.3)
    if not timing_ok(s, player, ab.timing, mode):
        return False
    if mode == "main" and ab.timing == "normal" and s.turn_player != player:
        return False
    if not can_pay(s, player, ability_energy(s, o, ab), list(ab.cost_power)):
        return False
    if ab.targets:  # an ability needs its required choices, as a spell does (RUP4 355.8)
        probe = ChainItem(0, "ability", player)
        probe.source = o.id
        probe.ability = ab
        if not has_legal_targets(s, probe, ab):
            return False
    if ab.modes and not _modes_left(s, player, o, ab):
        return False  # no mode can be chosen: it can't be activated (RUP4 402.3)
    return True


def _modes_left(s: GameState, player: int, o: Obj, ab) -> bool:  # type: ignore[no-untyped-def]
    """modal: some mode can still be chosen (not chosen this turn, with legal choices)."""
    probe = ChainItem(0, "ability", player)
    probe.source = o.id
    probe.ability = ab
    return bool(available_modes(s, probe, ab))


# -- explanations -------------------------------------------------------------------------

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
    if d.kind == "stage" and verb == "stage":
        return Refusal("stage_choice" if d.data["combat"] else "stage_showdown_first")
    if d.kind == "mulligan" and verb == "mull":
        if len(d.data) >= 2:
            return Refusal("mulligan_limit")
        return Refusal("not_in_hand")
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
        if ask in ("predict_recycle", "predict_order", "look_take") and verb == "choose":
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
        if ask in ("as_looked", "as_looked_play"):
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
        if ask == "pay_x" and verb == "amount":
            return Refusal("pay_x_amount")  # only what can be paid (RUP4 444.2)
        if ask == "pay_to" and verb == "pay":
            return Refusal("pay_to_short")  # RUP4 444.2
        if ask == "detach_pick" and verb == "choose":
            return Refusal("resolution_pick")  # an Equipment of that unit (RUP4 435, 355.17)
        if ask == "equip_pay" and verb == "pay":
            return Refusal("pay_to_short")  # Weaponmaster's Equip cost (RUP4 821.1.c, 444.2)
        if ask == "save_pay" and verb == "pay":
            return Refusal("pay_to_short")  # a paid save (actions/death), RUP4 444.2
        if ask == "player" and verb == "player":
            return Refusal("player_choice")  # player-choices (RUP4 355.9.a)
        if ask == "revealed_pick" and verb == "choose":
            return Refusal("revealed_choice")  # reveal-hand (RUP4 424.4.a)
        if ask == "party_vote" and verb == "choose":
            return Refusal("vote_choice")  # Party Favors (RUP4 303.2.a)
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
            return _explain_play(s, d.player, obj, mode)
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
                if not active(s, d.player, acts[k]):
                    return Refusal("level_inactive", {"n": acts[k].level})
                if xp(s, d.player) < acts[k].cost_xp:
                    return Refusal("short_xp", {"n": acts[k].cost_xp})
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and acts[k].condition == "at_battlefield" and obj.zone != BF:
                return Refusal("act_only_at_battlefield")  # act-riders (RUP4 054.2)
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].cost_spend_buff \
                    and obj.controller == d.player and obj.buffs == 0:
                return Refusal("no_buff_to_spend")
            if isinstance(k, int) and 0 <= k < len(acts) and obj.controller == d.player \
                    and any(sl.cost == "recycle" for sl in acts[k].targets) \
                    and not _can_recycle_cost(s, d.player, acts[k]):
                return Refusal("recycle_cost_short")  # RUP4 416.3
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].modes \
                    and obj.controller == d.player and not _modes_left(s, d.player, obj, acts[k]):
                return Refusal("no_mode_left")  # modal (RUP4 402.3)
            if isinstance(k, int) and 0 <= k < len(acts) and acts[k].targets \
                    and obj.controller == d.player and can_pay(
                        s, d.player, ability_energy(s, obj, acts[k]), list(acts[k].cost_power)):
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


def _explain_play(s: GameState, player: int, obj: Obj, mode: str) -> Refusal:
    if obj.owner != player and obj.controller != player:
        return Refusal("not_your_card")
    if obj.zone not in (HAND, CHAMPION, FACEDOWN):
        return Refusal("not_in_hand")
    if obj.zone == FACEDOWN and not is_hidden_playable(s, obj):
        return Refusal("hidden_this_turn")
    if cant_play(s, player):
        return Refusal("cant_play")  # restrictions (RUP4 054.1)
    if obj.zone == FACEDOWN and hidden_locked(s, obj):
        return Refusal("hidden_locked")  # restrictions (RUP4 054.1)
    if obj.zone == FACEDOWN and _hidden_restricted(s, player, obj):
        return Refusal("units_base_only")  # restrictions (RUP4 054.2)
    if _nowhere_to_enter(s, player, obj):
        return Refusal("no_location")  # restrictions (RUP4 054.2)
    if (first := too_early_to_play(s, player, obj)):
        return Refusal("too_early", {"n": first})  # restrictions (RUP4 054.1)
    timing = card_timing(s, obj)
    if not timing_ok(s, player, timing, mode):
        return Refusal({"focus": "timing_showdown", "chain": "timing_closed"}.get(mode,
                                                                                 "timing_main"))
    e, pips = base_cost(s, obj, obj.zone == FACEDOWN)
    spell = obj.card.type is CardType.SPELL
    xab = extra_cost_ability(obj.card.abilities)
    if xab is not None and not xab.optional:
        xe, xpips = extra_resources(xab)
        e, pips = e + xe, pips + xpips
    if xab is not None and (xab.less_energy or xab.less_power):  # additional-cost discounts
        e, pips = best_discounted(s, player, obj, e, pips)
    if not can_pay(s, player, e, pips, spell) and not _cost_can_be_ignored(s, player, obj):
        short = e - _energy_in_reach(s, player, spell)
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


def _energy_in_reach(s: GameState, player: int, spell: bool) -> int:
    """Energy in the pool plus one for each ready rune (RUP4 164.2.a)."""
    p = s.players[player]
    ready = sum(1 for r in p.runes if not s.objs[r].exhausted)
    return p.pool.energy + (p.pool.spell_energy if spell else 0) + ready


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
    if action.verb == "move" and len(action.args) > 1:
        dest = str(action.args[1])
        here = "base" if obj.zone == BASE else f"bf{obj.bf}"
        if dest == here:
            return Refusal("move_destination")
        if dest == "base" and cant_move_to_base(s, obj):
            return Refusal("cant_move_to_base")  # restrictions (RUP4 054.1)
        if dest.startswith("bf") and dest[2:].isdigit() and int(dest[2:]) < len(s.battlefields):
            if obj.zone == BF and not has_keyword(s, obj, Keyword.GANKING):
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
        if d.data["ask"] == "target" and d.data.get("cost") == "discard":
            return "choose a card of your hand to discard as the additional cost"
        if d.data["ask"] == "target" and d.data.get("cost") == "recycle":
            return "choose a card of your trash to recycle as the cost"
        if d.data["ask"] == "may" and (d.data.get("cost_energy") or d.data.get("cost_power")
                                       or d.data.get("cost_exhaust")):
            return "pay the cost to use the optional ability?"  # pay-to (RUP4 383.3.b)
        return {"may": "use the optional ability?", "location": "where does the unit enter?",
                "extra": "pay the additional cost?", "repeat": "pay the Repeat cost?",
                "accelerate": "pay for Accelerate?", "target": "choose a target",
                "mode": "choose one of the options", "player": "choose an opponent",
                # move-effect: chosen with the targets (RUP4 355.4)
                "move_to": "choose where the unit moves",
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
                "pay_x": "choose how much to pay",
                "spend_pick": "choose a unit whose buff to spend, then done",
                "revealed_pick": ("choose a revealed card to recycle"
                                  if d.data.get("then") == "recycle"
                                  else "choose a revealed card to discard"),
                "unless": "let the other player draw to stop the effect?",
                "party_vote": "choose Cards or Runes",
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
                "each_pick": {"kill": "choose one to kill",
                              "return_hand": "choose one to return to its owner's hand",
                              # dependent targets: the unit slot 0's unit fights (355.17)
                              "fight": "choose the unit it fights"}.get(
                    d.data.get("op", ""), "choose")}.get(d.data["ask"], "choose")
    return {"mulligan": "choose up to two cards to set aside, then keep",
            "order": "order your triggered abilities", "assign": "assign combat damage",
            "group": "gather units to move together",
            "stage": _stage_question(d)}.get(d.kind, d.kind)


__all__ = ["legal_actions", "explain", "describe_decision", "playable"]
