"""Every legal action for whoever must decide (why another is not: app.engine.turn.explain)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.engine.actions.adds_now import decision_adds, payment_adds
from app.engine.actions.modes import guest_options, invite_options
from app.engine.actions.payment import can_pay, could_pay_adding, pay_checker
from app.engine.actions.pool import Pip, Use, uses, uses_for
from app.engine.actions.zones import facedown_room
from app.engine.core.abilities import Ability
from app.engine.core.actions import Action
from app.engine.core.enums import ALL_DOMAINS, CardType, Domain, Keyword
from app.engine.core.state import BF, CHAMPION, FACEDOWN, HAND, TRASH, ChainItem, GameState, Obj
from app.engine.mechanics.ops.naming import name_options
from app.engine.playing.choices import (
    available_modes,
    best_discounted,
    card_timing,
    has_legal_targets,
    may_enter_nowhere,
    target_candidates,
    unit_locations,
)
from app.engine.playing.costs import (
    alt_cost_usable,
    base_cost,
    either_options,
    empower_here_statics,
    free_play,
    free_play_usable,
    reaction_tax,
)
from app.engine.playing.finalize import chose_enemy_key
from app.engine.reads.attached import rules_text_inactive
from app.engine.reads.board import legion_active, played_equipment
from app.engine.reads.characteristics import board_candidates, passive_sources
from app.engine.reads.empower import empower_limit, is_empowered
from app.engine.reads.granted import activated as activated_abilities
from app.engine.reads.granted import holders as granted_holders
from app.engine.reads.items import (
    alt_cost_ability,
    card_facts,
    once_key,
    spell_ability,
    used_once_key,
)
from app.engine.reads.levels import active, xp
from app.engine.reads.passives import (
    ability_energy,
    hide_costs,
    next_card_key,
    next_card_less,
    remove_pips,
    units_tax_key,
)
from app.engine.reads.restrict import (
    hidden_locked,
    move_tax,
    play_forbidden,
    units_only_to_base,
)
from app.engine.reads.trashplay import flow_costs, flow_plays
from app.engine.turn.combat import assign_options
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
    if kind == "choose" and d.data.get("ask") == "name":
        return name_options(d.data["what"])  # the catalog's names (RUP4 762)
    if kind == "choose" and "_paying" in d.data and s.extra.get("adder_objs"):
        # a payment: its Add abilities too (RUP4 429.3)
        return [*d.data["options"], *decision_adds(s, d)]
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
        # an applied cost that can't be paid forbids the move (RUP4 204.4.c)
        dests = group_destinations(s)
        out.extend(Action("to", (dest,)) for dest in dests
                   if can_pay(s, d.player, 0, move_tax(s, d.player, len(s.group), dest)))
        out.append(_CANCEL)
        if s.extra.get("adder_objs"):  # the tax is a cost being paid (RUP4 204.4, 429.3)
            out.extend(tax_adds(s, d.player, dests))
        return out
    raise AssertionError(kind)


def tax_adds(s: GameState, player: int, dests: Sequence[str]) -> list[Action]:
    """The Add abilities usable toward the move tax of the group's destinations (RUP4 204.4,
    429.3: "they may activate Add Reactions to pay for the applied cost"), each once."""
    out: list[Action] = []
    for dest in dests:
        tax = move_tax(s, player, len(s.group), dest)
        if tax:
            out.extend(a for a in payment_adds(s, player, 0, tax, uses(s)) if a not in out)
    return out


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
    if _trash_plays(s):  # "you may play me from your trash for <cost>" (RUP4 356.1.a)
        sources.extend(oid for oid in p.trash if _from_trash(s.objs[oid]))
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
        # Flow: a spell in your trash, for each of its Flow costs (RUP4 829.1.b, 829.1.c.3)
        for o, n in flow_plays(s, player):
            for k in range(n):
                if playable(s, player, o, mode, pay, ctx, flow=k):
                    out.append(_act("play", o.id) if k == 0 else _act_args("play", (o.id, k)))
    # activated abilities of what you control
    for o in _ability_sources(s, player):
        for k, ab in enumerate(activated_abilities(s, o)):  # granted ones too (RUP4 477.2)
            if _can_activate(s, player, o, ab, mode, pay):
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

    __slots__ = ("player", "cant_play", "restricted", "discount", "spell_discount",
                 "locations", "chose_here", "reaction_tax", "next_card", "chose_me")

    def __init__(self, s: GameState, player: int) -> None:
        self.player = player
        tf = s.turn_flags
        self.cant_play = bool(tf) and player in tf.get("cant_play", ())
        by_op = s.extra.get("statics_by_op", {})
        # the same conditions as cost_reduction's early return, for a card `player` controls
        self.discount = bool(by_op.get("cost_less_others")
                             or tf.get(units_tax_key(player)))  # a cost increase (356.3)
        self.spell_discount = bool(by_op.get("cost_less_others")) or bool(
            by_op.get("spell_discount") or by_op.get("spell_tax")
            or tf.get(f"next_spell_discount{player}"))
        # a unit that may have nowhere to enter ("play me only to ...", RUP4 054.2)
        # (or a battlefield units can't be played to: a hidden unit there, 054.1)
        self.locations = bool(by_op.get("play_only_conquered")
                              or by_op.get("no_units_played_here"))
        # a restriction play_forbidden would find (RUP4 054.1): "can't play spells this
        # turn", "I can't be played before your Nth turn", a named spell
        self.restricted = self.cant_play or bool(
            (tf and player in tf.get("cant_play_spells", ()))
            or by_op.get("no_play_before_turn") or by_op.get("opponents_cant_play_named"))
        self.chose_here = bool(by_op.get("chose_here_less"))  # a battlefield's discount
        self.reaction_tax = bool(by_op.get("reaction_tax_here")) and s.showdown is not None
        self.next_card = bool(tf) and next_card_key(player) in tf  # cost-mod (356.4.d)
        self.chose_me = bool(by_op.get("chose_me_less"))  # "spells that choose me cost less"


_PLAYABLE_TYPES = frozenset((CardType.UNIT, CardType.GEAR, CardType.SPELL))


def playable(s: GameState, player: int, obj: Obj, mode: str, pay=None,  # type: ignore[no-untyped-def]
             ctx: _PlayCtx | None = None, flow: int | None = None) -> bool:
    """Can `player` play `obj` now (from a trash: for its Flow cost number `flow`)?"""
    if ctx is None:
        ctx = _PlayCtx(s, player)
    if ctx.restricted and play_forbidden(s, player, obj) is not None:
        return False  # "can't play cards / spells this turn", "not before ...": RUP4 054.1
    if ctx.locations and nowhere_to_enter(s, player, obj):
        return False
    zone = obj.zone
    card = obj.card
    if zone == FACEDOWN and (hidden_restricted(s, player, obj)
                             or not is_hidden_playable(s, obj)):
        return False
    ctype = card.type
    if ctype not in _PLAYABLE_TYPES:
        return False
    facts = card_facts(card)
    if mode != "main" and not timing_ok(s, player, card_timing(s, obj, facts), mode):
        return False
    spell = ctype is CardType.SPELL
    if zone == TRASH and flow is None:  # by its own "play me from your trash for <cost>"
        return _alt_payable(s, player, obj)
    pips: Sequence[frozenset[Domain]]  # the printed cost is a tuple, the others lists
    if zone == FACEDOWN:
        e, pips = 0, []
    elif zone == TRASH:
        # Flow: its Flow cost replaces its cost (RUP4 829.1.c.1); or its own (Endless Riches)
        k = flow or 0
        e, pips = base_cost(s, obj, False, facts, flow=k if k < len(flow_costs(s, obj)) else None,
                            from_trash=True)
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
    if ctx.reaction_tax and card_timing(s, obj, facts) == "reaction":
        pips = [*pips, *reaction_tax(s)]  # Mystic Vortex: during its showdowns (RUP4 356.3)
    if spell and ctx.chose_here and ab is not None and ab.targets:
        # "each spell that chooses a friendly unit here costs [A] less": it may yet choose one
        # (the cost is known once the choices are made, RUP4 356; 358.5 undoes it if not)
        pips = best_chose_here(s, player, list(pips))
    if ctx.next_card:  # "the next card you play costs ... less" (RUP4 356.4.d)
        e, pips = next_card_less(s, player, obj, e, list(pips))
    use = uses_for(s, ctype)  # restricted resources it may take (RUP4 429)
    options: list[tuple[int, Sequence[frozenset[Domain]]]] = [(e, pips)]
    if spell and ctx.chose_me and ab is not None and ab.targets:
        # "your spells that choose me cost [1] or [A] less": it may yet choose them, and the
        # player picks each part (RUP4 356.4.d; 358.5 undoes the play if it can't be paid)
        options = list(either_options(chose_me_sources(s, player), e, list(pips)))
    if not any(pay(oe, op, use) if pay is not None else could_pay_adding(s, player, oe, op, use)
               for oe, op in options):
        if not (ignorable and cost_can_be_ignored(s, player, obj)) \
                and not _alt_payable(s, player, obj) and not _free_payable(s, player, obj):
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


def chose_me_sources(s: GameState, player: int) -> list:  # type: ignore[type-arg]
    """The "your spells that choose me cost [1] or [A] less" of the objects `player`
    controls (a spell of theirs may choose any of them)."""
    return [st for o, st in passive_sources(s, "chose_me_less") if o.controller == player]


def best_chose_here(s: GameState, player: int, pips: list) -> list:  # type: ignore[type-arg]
    """A spell's Power with the discount of every battlefield "each spell that chooses a
    friendly unit here costs [A] less" where `player` has a unit it could choose."""
    tombs = s.extra.get("statics_by_op", {}).get("chose_here_less", ())
    team = s.players[player].team
    for b in s.battlefields:
        if b.obj in tombs and any(s.objs[u].is_unit
                                  and s.players[s.objs[u].controller].team == team
                                  for u in b.units):
            for ab in s.objs[b.obj].card.abilities:
                st = ab.static
                if ab.kind == "static" and st is not None and st.op == "chose_here_less":
                    pips = remove_pips(pips, st.less_power, 1)
    return pips


def _trash_plays(s: GameState) -> bool:
    """Whether any card of the game may be played from a trash (derived once: the cards of a
    game don't change), so that other games never look at the trashes."""
    found = s.extra.get("_trash_plays")
    if found is None:
        found = s.extra["_trash_plays"] = any(_from_trash(o) for o in s.objs.values())
    return bool(found)


def _from_trash(o: Obj) -> bool:
    ab = alt_cost_ability(o.card.abilities)
    return ab is not None and ab.from_trash


def _alt_payable(s: GameState, player: int, obj: Obj) -> bool:
    """ "You may play me [from your trash] for <cost>" (RUP4 356.1.a), usable and payable
    now."""
    if obj.zone not in (HAND, TRASH) or alt_cost_ability(obj.card.abilities) is None:
        return False
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    return alt_cost_usable(s, probe, obj)


def _free_payable(s: GameState, player: int, obj: Obj) -> bool:
    """A card of your hand a free_play permission lets you play without its Energy cost,
    its Power cost payable (RUP4 356.1.b.2)."""
    if obj.zone != HAND or not s.turn_flags or free_play(s, player, obj) is None:
        return False
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    probe.origin_zone = HAND
    return free_play_usable(s, probe, obj)


def nowhere_to_enter(s: GameState, player: int, obj: Obj) -> bool:
    """A permanent its own restriction leaves no location to enter: it can't be played
    (RUP4 054.2, 358.5; FAQ-SPIRITFORGED, Perched Grimwyrm)."""
    bf = obj.bf if obj.zone == FACEDOWN else -1
    return obj.card.is_permanent and may_enter_nowhere(obj, bf) \
        and not unit_locations(s, obj, player, bf)


def hidden_restricted(s: GameState, player: int, obj: Obj) -> bool:
    """restrictions: a facedown card that can't be revealed where it is (RUP4 054.1), or a
    hidden unit that must enter at its battlefield while its controller may only play units
    to base (811.1.d.1 against 054.2: it can't be played from there)."""
    return hidden_locked(s, obj) or (obj.card.type is CardType.UNIT
                                     and units_only_to_base(s, player))


def cost_can_be_ignored(s: GameState, player: int, obj: Obj) -> bool:
    """A spell whose optional cost, if paid, makes its cost ignored (RUP4 356.1.b.1), with
    something to pay that cost with: it can be played without resources."""
    ab = spell_ability(obj.card.abilities)
    if ab is None or not any(slot.ignore_cost for slot in ab.targets):
        return False
    probe = ChainItem(0, "card", player)
    probe.obj = obj.id
    probe.bf_restrict = obj.bf if obj.zone == FACEDOWN else -1
    return any(slot.ignore_cost and target_candidates(s, probe, slot) for slot in ab.targets)


def can_recycle_cost(s: GameState, player: int, ab) -> bool:  # type: ignore[no-untyped-def]
    """ "Recycle N from your trash:" needs N cards there (all recycle slots together)."""
    slots = [slot for slot in ab.targets if slot.cost == "recycle"]
    cands = {o.id for slot in slots for o in board_candidates(s, slot.select, player, None)}
    return len(cands) >= sum(slot.count for slot in slots)


def chose_enemy_unused(s: GameState, player: int, o: Obj, ab: Ability) -> bool:
    """act-riders: "use only if you've chosen an enemy unit this turn and only once each
    turn" (RUP4 054.2): the chosen enemy unit is turn history (finalize), the use this object's
    (a new object after a zone change may use it again, RUP4 124)."""
    return bool(s.turn_flags.get(f"chose_enemy{player}")) \
        and not s.turn_flags.get(used_once_key(o.id, o.incarnation, ab))


def chose_enemy_twice(s: GameState, player: int) -> bool:
    """act-riders: "use only if you've chosen enemy units and/or gear twice this turn with
    spells or unit abilities" (RUP4 054.2): two of them did (turn history, finalize)."""
    return int(s.turn_flags.get(chose_enemy_key(player), 0)) >= 2


def _can_activate(s: GameState, player: int, o: Obj, ab, mode: str,  # type: ignore[no-untyped-def]
                  pay: Callable[[int, Sequence[Pip], Use], bool]) -> bool:
    if ab.legion and not legion_active(s, player, o):
        return False  # a Legion ability is inactive until you play another card (727.1.b)
    if not active(s, player, ab, o) or xp(s, player) < ab.cost_xp:
        return False  # an inactive Level ability (824.1.d); too little XP to spend (730.2)
    if ab.empower and is_empowered(o) and empower_limit(o) == 1:
        return False  # Empower: "play only if not Empowered" (827.1.c.1, 441.1.b)
    if ab.cost_disempower and not is_empowered(o):
        return False  # "Disempower me:" can't be paid (442.1.a, 356.2)
    if rules_text_inactive(s, o) and ab in o.card.abilities:
        return False  # an attached card's printed rules text, Equip included (718.2, 721.2)
    if ab.exhaust_self and o.exhausted:
        return False
    if ab.condition == "at_battlefield" and o.zone != BF:
        return False  # act-riders: "use this only while I'm at a battlefield" (RUP4 054.2)
    if ab.once_per_turn and s.turn_flags.get(once_key(s, o, ab)):
        return False  # act-riders: "use only once per turn" (RUP4 054.2)
    if ab.condition == "chose_enemy_once" and not chose_enemy_unused(s, player, o, ab):
        return False  # act-riders: "only if you've chosen an enemy unit, once each turn"
    if ab.condition == "chose_enemy_twice" and not chose_enemy_twice(s, player):
        return False  # act-riders: "only if you've chosen enemy units and/or gear twice"
    if ab.condition == "played_equipment" and not played_equipment(s, player):
        return False  # act-riders: "use only if you've played an Equipment this turn"
    if ab.cost_spend_buff and o.buffs == 0:
        return False  # no buff to spend (RUP4 702.2.b.1)
    if any(slot.cost == "recycle" for slot in ab.targets) and not can_recycle_cost(s, player, ab):
        return False  # too few cards to recycle: the cost can't be paid (RUP4 416.3)
    if not timing_ok(s, player, ab.timing, mode):
        return False
    if mode == "main" and ab.timing == "normal" and s.turn_player != player:
        return False
    options = [(ability_energy(s, o, ab), list(ab.cost_power))]
    if ab.empower:  # a battlefield's "[Empower] costs ... cost [1] or [A] less" (either)
        options = either_options(empower_here_statics(s, o), *options[0])
    use = uses_for(s, o.card.type)
    if not any(pay(e, pips, use) for e, pips in options):  # of a unit or gear (RUP4 429)
        return False
    if ab.targets:  # an ability needs its required choices, as a spell does (RUP4 355.8)
        probe = ChainItem(0, "ability", player)
        probe.source = o.id
        probe.ability = ab
        if not has_legal_targets(s, probe, ab):
            return False
    if ab.modes and not modes_left(s, player, o, ab):
        return False  # no mode can be chosen: it can't be activated (RUP4 402.3)
    return True


def modes_left(s: GameState, player: int, o: Obj, ab) -> bool:  # type: ignore[no-untyped-def]
    """modal: some mode can still be chosen (not chosen this turn, with legal choices)."""
    probe = ChainItem(0, "ability", player)
    probe.source = o.id
    probe.ability = ab
    return bool(available_modes(s, probe, ab))


__all__ = ["legal_actions", "playable", "timing_ok"]
