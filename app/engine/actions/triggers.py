"""Triggers: finding the triggered abilities an event sets off (RUP4 383) and the chain items
they become.

An event is reported with `collect_event`; the abilities it sets off are read at that moment
(a Legion's condition, "if you control ...", what a leaving object looked back at, RUP4
383.2.c) and appended to `s.waiting_triggers`, which the turn flow puts on the chain. Nothing
here resolves anything. The collectors of other objects' abilities that watch an event
are in actions.watchers.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine.actions.delayed import (
    delayed_conquer,
    delayed_end,
    delayed_hold,
    delayed_main,
    delayed_play,
)
from app.engine.actions.trigger_conditions import (
    after_attack,
    play_me_condition,
    trigger_condition,
)
from app.engine.actions.watchers import (
    _any_player,
    _chose_here,
    _combat_watchers,
    _first_beginning,
    _friendly_moved_away,
    _moved_from,
    _opponent_moved,
    _opponent_plays,
    _opponent_scored,
    _play_card_watchers,
    _unit_died,
    _watchers,
    _watching,
)
from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Keyword
from app.engine.core.state import BASE, BF, ChainItem, GameState, Obj
from app.engine.reads.attached import (
    attached_map,
    effect_abilities,
    own_and_effect_abilities,
    rules_text_inactive,
)
from app.engine.reads.board import (
    legion_active,
    others_you_control_there,
    played_unit_gear_and_spell,
)
from app.engine.reads.characteristics import (
    controls_count,
    is_mighty,
    keyword_value,
    passive_sources,
    tags_among,
)
from app.engine.reads.conditions import opponent_near_victory
from app.engine.reads.items import once_key
from app.engine.reads.levels import active
from app.engine.reads.locations import enemy_alone_at, is_alone, is_one_on_one
from app.engine.reads.restrict import trigger_suppressed

# Trigger names an ability may use (RUP4 383.4).
TRIGGERS = frozenset({
    "play_me", "attack", "defend", "move", "move_to_bf", "conquer", "hold", "die",
    "start_of_turn", "end_of_turn", "start_of_main", "you_play_spell", "you_play_unit",
    "you_conquer", "you_hold", "you_defend_here", "vision",
    "you_stun", "you_stun_units", "you_discard", "you_play_gear", "you_play_card",
    "leave_board", "friendly_unit_dies", "unit_moves_from_here", "damaged",
    "opponent_moves_to_bf", "you_ready", "you_kill", "you_recycle", "discard_me",
    "first_beginning", "friendly_unit_attacks_or_defends", "opponent_unit_attacks_your_bf",
    "player_chooses_friendly_here",
    "friendly_becomes_mighty",
    "friendly_moves_from_here",
    "you_buff",
    "win_combat", "you_win_combat",  # RUP4 466.3.a, 466.3.c
    "equipped",  # "when you attach an Equipment to me" (RUP4 818.2.a)
    "combat_starts_here",  # a battlefield's, as a combat begins there (RUP4 464)
    # "when I become Empowered" (RUP4 828.1.d), "when you empower something (else)" (441.2.a)
    "become_empowered", "you_empower",
    "you_banish",  # "when you banish a card (you own)", once per card (RUP4 427)
    "become_ready",  # "when I become ready" (RUP4 315.1.b)
    "opponent_scores",  # "when an opponent scores" (RUP4 469)
    "enemy_dies_here",  # "when an enemy unit here dies"
    "opponent_plays_unit", "opponent_plays_gear",  # "when an opponent plays a unit / gear"
    "combat_ends_in",  # "when a combat that I was in ends" (RUP4 466.7)
    "showdown_begins_here",  # a showdown opens at my battlefield (RUP4 344, 464.2.b)
    "you_draw_second",  # "when you draw your second card each turn"
    "you_play_first_card",  # "when you play your first card each turn"
    "you_move_enemy",  # "when you move an enemy unit" (by an effect you control)
    "reflexive",  # "then do this:", started by a step 'reflex' (RUP4 386-387)
    "enemy_unit_dies", "enemy_units_die", "you_recycle_rune", "you_spend_buff",
    "might_reaches",  # "when my Might becomes N or more"
    "you_play_costly",  # "when you play a unit, gear or activated ability costing ..."
    "you_use_gear_ability",  # "when you use an activated ability of a gear" (RUP4 429)
    "you_defend",  # "when you defend at a battlefield" (RUP4 464.2)
})


def start_trigger(s: GameState, controller: int, source: Obj | None, ab: Ability,
                  info: dict) -> ChainItem:
    """The chain item of a triggered ability that just triggered: pending, controlled by
    `controller` (RUP4 383.3); a Hidden permanent's play effect keeps to its battlefield."""
    item = ChainItem(s.next_item, "trigger", controller)
    s.next_item += 1
    item.source = source.id if source is not None else -1
    item.source_incarnation = source.incarnation if source is not None else 0
    item.ability = ab
    item.info = info
    if source is not None and info.get("hidden_bf", -1) >= 0:
        item.bf_restrict = info["hidden_bf"]
    return item


# The abilities that keywords stand for (Vision, Temporary, Quick-Draw, Weaponmaster: RUP4
# 816-821), and those of the keywords with a value X (Hunt X, 823.1.c.1), built for X. Their
# steps are ops of the card vocabulary, which sits above the game actions:
# app.engine.mechanics.keywords fills these as it is imported (by app.engine.mechanics.resolve).
KEYWORD_ABILITIES: dict[Keyword, Ability] = {}
VALUED_ABILITIES: dict[Keyword, Callable[[int], Ability]] = {}


def collect_event(s: GameState, kind: str, **data: object) -> None:
    """Find the triggered abilities an event sets off and queue them (RUP4 383)."""
    found: list[ChainItem] = []

    def add(src: Obj | None, ab: Ability, controller: int, info: dict | None = None) -> None:
        if ab.legion and not legion_active(s, controller, src):
            return  # an inactive Legion ability does not trigger (RUP4 727.1.c.1, 812.1.c)
        if (ab.level is not None or ab.empowered) and not active(s, controller, ab, src):
            # nor does an inactive Level or Empowered ability (RUP4 727.1.c.1, 824.1.d, 828.1.c)
            return
        if ab.if_control is not None and ab.condition == "all_tags":
            # "while your units have all N tags", part of the trigger condition (383.2.a.1)
            if tags_among(s, ab.if_control, controller, src) < len(ab.if_control.tags):
                return
        elif ab.if_control is not None:
            # "if you control ..." right after the trigger is part of its condition (383.2.a.1)
            n = controls_count(s, ab.if_control, controller, src)
            if n < ab.if_count or (ab.if_at_most is not None and n > ab.if_at_most) \
                    or (ab.if_exact and n != ab.if_count):
                return
        if ab.condition == "at_battlefield" and (src is None or src.zone != BF):
            return  # "if I'm at a battlefield" (RUP4 383.2.a.1, Sona's example)
        if ab.once_each_turn and src is not None:
            # "once each turn, when ...": triggered already this turn, it doesn't again (383.3.e)
            key = f"once{src.id}.{src.incarnation}.{src.card.abilities.index(ab)}" \
                if not ab.text_copy else once_key(s, src, ab)  # each copy's (Svellsongur)
            if key in s.turn_flags:
                return
            s.turn_flags[key] = True
        if ab.condition == "played_unit_gear_spell" \
                and not played_unit_gear_and_spell(s, controller):
            return  # turn-history, part of the trigger condition (RUP4 383.2.a.1)
        if ab.condition == "one_other_here" and (src is None
                                                 or others_you_control_there(s, src) != 1):
            return  # cond-alone: "if there is exactly one other unit you control here"
        if ab.condition == "enemy_alone_here" and (src is None or src.zone != BF
                                                   or not enemy_alone_at(s, controller, src.bf)):
            return  # cond-alone: "if an enemy unit is alone here" (RUP4 383.2.a.1, 740.2.a)
        if ab.condition == "opponent_near_victory" \
                and not opponent_near_victory(s, controller, ab.within or 0):
            return  # cond-score, part of the trigger condition (RUP4 383.2.a.1)
        if ab.condition == "one_on_one" and (src is None or not is_one_on_one(s, src)):
            return  # cond-alone: "when I attack or defend one on one" (RUP4 740.2.b)
        found.append(start_trigger(s, controller, src, ab, dict(info or {})))

    if kind in _SCORE_EFFECTS and s.extra.get("statics_by_op", {}).get("extra_trigger"):
        once = add
        verb = _SCORE_EFFECTS[kind]

        def add(src: Obj | None, ab: Ability, controller: int,  # type: ignore[no-redef]
                info: dict | None = None) -> None:
            # extra-trigger: "your conquer / hold effects for conquering / holding here
            # trigger an additional time" (RUP4 383.4.c-d)
            for _ in range(1 + _extra_here(s, verb, controller, data.get("bf", -1))):
                once(src, ab, controller, info)

    obj = data.get("obj")
    if kind == "played" and isinstance(obj, Obj):
        # Vision is "when this is played, predict" (RUP4 817.1.b), one trigger per instance
        # (817.2); the permanent's current keywords count, granted ones too (817.3, 477.2)
        for _ in range(keyword_value(s, obj, Keyword.VISION)):
            add(obj, KEYWORD_ABILITIES[Keyword.VISION], obj.controller)
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "play_me" \
                    and (ab.condition is None or play_me_condition(s, obj, ab.condition, data)):
                played: dict[str, object] = {"hidden_bf": data.get("hidden_bf", -1)}
                if any(getattr(st, "condition", None) in ("cost_paid", "cost_not_paid")
                       for st in ab.steps):
                    # "if you paid my additional cost" in its effect: as it was played
                    played["extra_paid"] = bool(data.get("extra_paid"))
                add(obj, ab, obj.controller, played)
        for ab in _attaching_abilities(s, obj):  # Quick-Draw, Weaponmaster (RUP4 819, 821)
            add(obj, ab, obj.controller, {"hidden_bf": data.get("hidden_bf", -1)})
        if obj.is_unit:  # "when you play a unit": gear is played too, but is no unit
            _watchers(s, "you_play_unit", data, add)
            if s.turn_flags.get("delayed_play"):
                delayed_play(s, obj, add)
            if obj.zone == BF:
                _any_player(s, "player_plays_unit_here", obj.controller, add, obj.bf,
                            {"event_obj": obj.id}, token=bool(data.get("token")))
        if obj.card.is_a(CardType.GEAR):  # a unit that is also a gear too (RUP4 178.3)
            if "gear" in s.extra.get("_history", ()) and not data.get("token"):
                # turn-history: the non-token gear each player played this turn (a token is
                # played but is no card, RUP4 170)
                key = f"gears{obj.controller}"
                s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
                data = data | {"gear_n": s.turn_flags[key]}
            _watchers(s, "you_play_gear", data, add)
        if obj.is_unit or obj.card.type is CardType.GEAR:
            _opponent_plays(s, obj, add)
            # "when you play a unit, gear or activated ability with Energy cost N or more":
            # printed (RUP4 206); a token's cost is 0 (FAQ-SPIRITFORGED, Pickpocket)
            _watchers(s, "you_play_costly", data | {"energy": obj.card.energy or 0}, add)
        if not data.get("token"):  # a token is played but is no card (RUP4 170)
            hidden = int(data.get("hidden_bf", -1))  # type: ignore[call-overload]
            played_n = s.players[obj.controller].cards_played_turn
            _play_card_watchers(s, data | {"from_hidden": hidden >= 0, "n": played_n}, add)
    elif kind == "discarded" and isinstance(obj, Obj):
        # "when you discard me": a triggered ability that works from the trash, where the
        # discarded card now is, and not anywhere else (RUP4 385.2); its owner discarded it
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "discard_me":
                add(obj, ab, obj.owner)
    elif kind == "dies" and isinstance(obj, Obj):
        # its own (a gear's Effect Text is never its own, RUP4 136.2.b), and its Equipment's
        # Effect Text's, still attached as it dies (719.1)
        for giver, card, ab in ((None, obj.card, a) for a in obj.card.abilities) \
                if not attached_map(s) \
                else [*((None, obj.card, a) for a in obj.card.abilities),
                      *((g, g.card, a) for g, a in effect_abilities(s, obj))]:
            if ab.kind == "triggered" and ab.trigger == "die" and (
                    card is not obj.card or ab.equipment != "effect"):
                if ab.condition == "in_combat" and not (obj.attacking or obj.defending):
                    continue  # "when I die in combat": in combat as it dies (RUP4 740.2.c)
                if ab.condition == "mighty" and not is_mighty(s, obj):
                    continue  # "if I was Mighty": still on the board as it dies (RUP4 708)
                if ab.condition in ("died_alone", "died_not_alone"):
                    # "if I died alone": as it was just before the deaths (740.2.a); units
                    # dying with it, killed one after another, were still there (`alone`)
                    lki = data.get("alone")
                    alone = is_alone(s, obj) if lki is None else bool(lki)
                    if alone != (ab.condition == "died_alone"):
                        continue
                # extra-trigger: "your Deathknell effects ..."
                # an Effect Text's "this" is the attached card (RUP4 136.2.d)
                info: dict[str, object] = {"where": obj.bf} if giver is None else {
                    "where": obj.bf, "effect_gear": giver.id,
                    "effect_gear_inc": giver.incarnation}
                for _ in range(1 + _extra_triggers(s, obj, card)):
                    add(obj, ab, obj.controller, info)
        if obj.is_unit:
            _unit_died(s, obj, data, add)
    elif kind in ("attack", "defend", "move", "move_to_bf", "conquer", "hold") \
            and isinstance(obj, Obj):
        nth = _count_move(s, obj) if kind == "move" else \
            _count_conquer(s, obj) if kind == "conquer" else 0
        kinds = _alike(s, obj, kind)
        for ab in own_and_effect_abilities(s, obj):  # with its Equipment's (RUP4 719.1)
            if ab.kind == "triggered" and ab.trigger in kinds:
                if ab.condition == "third_time" and nth != 3:
                    continue  # "the third time I move in a turn" (RUP4 383.1)
                if ab.condition == "first_each_turn" and nth != 1:
                    continue  # turn-history: "the first time I move / conquer each turn"
                if ab.condition == "from_bf" and not str(data.get("frm", "")).startswith("bf"):
                    continue  # "when I move from a battlefield" (its origin, RUP4 447.1)
                if ab.condition == "after_attack" and not after_attack(s, obj.controller, ab,
                                                                        data):
                    continue  # cond-excess: "when I conquer after an attack, if ..."
                if ab.condition == "was_uncontrolled" and not trigger_condition(ab.condition,
                                                                                data):
                    continue  # "a battlefield that was uncontrolled" (FAQ-SPIRITFORGED, Yone)
                info = {"bf": data.get("bf", -1)}
                if kind == "move" and (_plays_at_origin(ab) or any(
                        t.select.where == "move_bfs" for t in ab.targets)):
                    info["frm"] = data.get("frm")  # "play ... there": where it moved from
                if ab.excess is not None:
                    info["excess"] = _excess(s, obj.controller)
                add(obj, ab, obj.controller, info)
        if "conquer" in kinds and s.turn_flags.get("delayed_conquer"):
            delayed_conquer(s, obj, add)
        if kind in ("conquer", "hold") and (hunt := keyword_value(s, obj, Keyword.HUNT)):
            # Hunt X (RUP4 823.1.b-c, 823.2)
            add(obj, VALUED_ABILITIES[Keyword.HUNT](hunt), obj.controller)
        if kind == "move" and isinstance(data.get("frm"), str):
            _moved_from(s, obj, str(data["frm"]), add)
            _friendly_moved_away(s, obj, str(data["frm"]), int(data.get("bf", -1)), add)  # type: ignore[call-overload]
        if kind in ("attack", "defend"):
            _combat_watchers(s, kind, obj, int(data.get("bf", -1)), add)  # type: ignore[call-overload]
    elif kind == "attached" and isinstance(obj, Obj):
        for ab in own_and_effect_abilities(s, obj):  # "when you attach ... to me" (818.2.a)
            if ab.kind == "triggered" and ab.trigger == "equipped":
                gear = data["gear"]
                assert isinstance(gear, Obj)
                add(obj, ab, obj.controller, {"event_obj": gear.id, "event_inc": gear.incarnation})
    elif kind == "empowered" and isinstance(obj, Obj):
        # becoming Empowered is an event (RUP4 441.2.a, 827.2.a): "when I become Empowered"
        # (828.1.d), and "when you empower something" of the player who empowered it
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "become_empowered":
                add(obj, ab, obj.controller)
        _watchers(s, "you_empower", data, add)
    elif kind in ("you_recycle_rune", "you_spend_buff"):  # RUP4 416, 702.2.b
        _watchers(s, kind, data, add)
    elif kind == "player_moved_to_bf":
        _opponent_moved(s, int(data["player"]), int(data["bf"]), add)  # type: ignore[call-overload]
    elif kind == "leaves" and isinstance(obj, Obj):
        # "when this leaves the board": it looks back at the board it left (RUP4 383.2.c)
        for ab in obj.card.abilities:
            if ab.kind == "triggered" and ab.trigger == "leave_board":
                add(obj, ab, int(data.get("controller", obj.controller)))  # type: ignore[call-overload]
    elif kind == "combat_won":
        # "when I win a combat": the winner's units there share the result (RUP4 466.3.c)
        for oid in data.get("units", ()):  # type: ignore[attr-defined]
            u = s.objs[oid]
            for ab in u.card.abilities:
                if ab.kind == "triggered" and ab.trigger == "win_combat":
                    if ab.condition == "first_each_turn" and _count_wins(s, u) != 1:
                        continue  # turn-history: "the first time I win a combat each turn"
                    add(u, ab, u.controller, {"bf": data.get("bf", -1)})
        winners = set(data.get("units", ()))  # type: ignore[call-overload]
        for src, n, controller, watched, inc in s.turn_flags.get("delayed_wins", ()):
            # "when it wins a combat this turn": a delayed trigger of whoever created it,
            # every time (RUP4 390.2, 466.3.c)
            o = s.objs[src] if src >= 0 else None
            w = s.objs[watched]
            if w.id in winners and w.incarnation == inc \
                    and o is not None and n < len(o.card.abilities):
                add(o, o.card.abilities[n], controller,
                    {"event_obj": w.id, "event_inc": w.incarnation})
        # "when you win a combat" (466.3.a); the trigger remembers numbers only
        _watchers(s, "you_win_combat", {"player": data["player"], "bf": data.get("bf", -1)},
                  add)
    elif kind == "scored":
        _opponent_scored(s, int(data["player"]), add)  # type: ignore[call-overload]
    elif kind == "showdown_start":  # "when a showdown begins here" (RUP4 344, 464.2.b)
        for oid in s.battlefields[int(data["bf"])].units:  # type: ignore[call-overload]
            u = s.objs[oid]
            for ab in u.card.abilities:
                if ab.kind == "triggered" and ab.trigger == "showdown_begins_here":
                    add(u, ab, u.controller)
    elif kind == "combat_ended":
        # "when a combat that I was in ends": each unit designated in it, still on the board
        # (RUP4 466.7, 740.2.c)
        for oid, inc in data["units"]:  # type: ignore[attr-defined]
            u = s.objs[oid]
            if u.incarnation != inc or u.zone not in (BASE, BF):
                continue
            for ab in u.card.abilities:
                if ab.kind != "triggered" or ab.trigger != "combat_ends_in":
                    continue
                if ab.condition == "undamaged" and s.turn_flags.get(f"damaged{oid}.{inc}"):
                    continue  # "if I haven't been dealt damage this turn" (383.2.a.1)
                add(u, ab, u.controller)
    elif kind == "becomes_mighty":  # "when a unit you control becomes Mighty" (RUP4 709)
        _watchers(s, "friendly_becomes_mighty", data, add)
    elif kind == "returned_here":  # "that player": whose hand it went to (RUP4 190.6.c)
        _any_player(s, "unit_returned_here", int(data["player"]),  # type: ignore[call-overload]
                    add, int(data["bf"]), {"event_obj": getattr(obj, "id", -1)})  # type: ignore[call-overload]
    elif kind == "spell_played":
        _watchers(s, "you_play_spell", data, add)
        _any_player(s, "player_plays_spell", int(data["player"]), add)  # type: ignore[call-overload]
    elif kind == "activate":
        _activate(s, data, add)
    elif kind == "spell_chose":
        _chose_here(s, data, add)
    elif kind == "combat_start":  # a battlefield's "when combat starts here" (RUP4 464)
        _any_player(s, "combat_starts_here", None, add, bf=int(data["bf"]),  # type: ignore[call-overload]
                    info={"attacker": data["attacker"], "defender": data["defender"]})
    elif kind == "first_beginning":
        _first_beginning(s, int(data["player"]), add)  # type: ignore[call-overload]
    elif kind in ("you_draw_second", "you_move_enemy", "you_play_costly",
                  "you_use_gear_ability"):
        _watchers(s, kind, data, add)
    elif kind == "you_play_card":  # a spell, as it resolves (RUP4 419.4.a)
        _play_card_watchers(s, data, add)
    elif kind in ("you_stun", "you_stun_units", "you_discard", "you_ready",
                  "you_kill", "you_recycle", "you_buff", "you_hide", "you_choose_friendly",
                  "you_banish"):
        if kind == "you_ready" and isinstance(obj, Obj):
            for ab in obj.card.abilities:  # "when I become ready", whoever readies me
                if ab.kind == "triggered" and ab.trigger == "become_ready":
                    add(obj, ab, obj.controller)
        _watchers(s, kind, data, add)
    elif kind in ("start_of_turn", "end_of_turn", "start_of_main", "you_conquer", "you_hold",
                  "you_defend_here"):
        player = int(data["player"])  # type: ignore[call-overload]
        if kind == "start_of_turn":
            # Temporary: at the start of its controller's Beginning Phase, kill it (RUP4 816)
            for u in _permanents(s, player):
                if keyword_value(s, u, Keyword.TEMPORARY, printed=not rules_text_inactive(s, u)) \
                        and not trigger_suppressed(s, u):
                    # an attached gear's printed [Temporary] is inactive, a granted one isn't
                    # (RUP4 718.2, 722.2; FAQ-VENDETTA, Turn to Dust on an attached Equipment)
                    add(u, KEYWORD_ABILITIES[Keyword.TEMPORARY], player)
            _any_player(s, "each_start_of_turn", None, add)
        _watchers(s, kind, data, add)
        if kind == "you_defend_here":  # "when you defend at a battlefield" (RUP4 464.2)
            _watchers(s, "you_defend", data, add)
        if kind == "end_of_turn":
            delayed_end(s, add)
        if kind == "start_of_main" and s.extra.get("delayed_main"):
            delayed_main(s, player, add)
        if kind == "you_hold" and s.extra.get("delayed_hold"):
            delayed_hold(s, player, add)
    s.waiting_triggers.extend(found)


def used_gear_ability(s: GameState, player: int, source: Obj) -> None:
    """"When you use an activated ability of a gear": `player` activated one of `source`'s,
    an Add ability included (RUP4 429); only looked at while a card watches for it."""
    if source.card.type is CardType.GEAR \
            and s.extra.get("_watchers_by_trigger", {}).get("you_use_gear_ability"):
        collect_event(s, "you_use_gear_ability", player=player, obj=source)


def _excess(s: GameState, player: int) -> int:
    """cond-excess: the excess damage `player` assigned to enemy units in the combat a conquer
    ends (RUP4 465.2.c), remembered by the trigger as it triggers ("that much", 359.3.f.3)."""
    last = s.extra.get("last_combat")
    return int(last[2].get(player, 0)) if last else 0


def _attaching_abilities(s: GameState, obj: Obj) -> list[Ability]:
    """The play effects of Quick-Draw (one, however many instances, RUP4 819.2) and of
    Weaponmaster (one per instance, 821.1.c.7) of a permanent just played, granted instances
    too (477.2)."""
    if obj.card.type is CardType.GEAR and keyword_value(s, obj, Keyword.QUICK_DRAW):
        return [KEYWORD_ABILITIES[Keyword.QUICK_DRAW]]
    if obj.card.type is CardType.UNIT:
        return [KEYWORD_ABILITIES[Keyword.WEAPONMASTER]] * keyword_value(s, obj,
                                                                         Keyword.WEAPONMASTER)
    return []


def _extra_triggers(s: GameState, obj: Obj, card: CardDef) -> int:
    """extra-trigger: how many additional times a dying unit's Deathknell effects trigger:
    one per "your [Deathknell] effects trigger an additional time" its controller has on the
    board (the dying units are still there as their deaths trigger, RUP4 323.4, 428.1.a.1.b).
    A Deathknell effect is the text of a Deathknell instance (808.1.b.1): the printed
    death-triggered abilities of a card with the keyword (`card`: the unit's, or an attached
    Equipment's whose Effect Text it is)."""
    ids = s.extra.get("statics_by_op", {}).get("extra_trigger", ())
    if not ids or not card.keyword(Keyword.DEATHKNELL):
        return 0
    return sum(st.n for src, st in passive_sources(s, "extra_trigger")
               if st.keyword is Keyword.DEATHKNELL and src.controller == obj.controller)


# the events whose triggered abilities are conquer / hold effects (RUP4 383.4.c-d)
_SCORE_EFFECTS = {"conquer": "conquer", "you_conquer": "conquer", "hold": "hold",
                  "you_hold": "hold"}


def _extra_here(s: GameState, verb: str, controller: int, bf: object) -> int:
    """extra-trigger: how many additional times `controller`'s conquer or hold effects
    trigger for scoring battlefield `bf`: one per "your <verb> effects for <verb>ing here
    trigger an additional time" they control at that battlefield."""
    return sum(st.n for src, st in passive_sources(s, "extra_trigger")
               if st.condition == f"{verb}_here" and src.controller == controller
               and src.zone == BF and src.bf == bf)


_ACTIVATED_TRIGGERS = {"conquer": ("conquer", "you_conquer")}  # 383.4.c.1


def _activate(s: GameState, data: dict, add: Callable) -> None:  # type: ignore[type-arg]
    """extra-trigger: "activate the conquer effects of <objects>" (RUP4 383.4.g): each of
    their conquer effects (383.4.c: "when I conquer", "when you conquer") is checked as if its
    conquer part were fulfilled; if its other conditions are, it is pending as if it had just
    triggered, under its object's controller."""
    bf = int(data.get("bf", -1))  # type: ignore[call-overload]
    for o in data.get("objs", ()):  # type: ignore[attr-defined]
        triggers = _ACTIVATED_TRIGGERS[str(data["effects"])] + _alike(s, o, "conquer")[1:]
        units = sum(1 for i in s.battlefields[o.bf].units if s.objs[i].controller == o.controller
                    and s.objs[i].is_unit) if o.zone == BF else 0
        for ab in own_and_effect_abilities(s, o):  # with its Equipment's (RUP4 719.1)
            if ab.kind != "triggered" or ab.trigger not in triggers:
                continue
            if ab.condition == "third_time":
                continue
            if ab.condition == "first_each_turn":
                # "the first time I conquer each turn": as if it conquered now, the first time
                # if it hasn't conquered yet this turn (no conquer is counted, 383.4.g.1)
                if s.turn_flags.get(f"conquers{o.id}.{o.incarnation}"):
                    continue
            elif ab.condition == "after_attack":  # "after an attack, if ..." is no conquer part
                if not after_attack(s, o.controller, ab, {"bf": o.bf if o.zone == BF else bf}):
                    continue
            elif not trigger_condition(ab.condition, {"units": units}):
                continue
            add(o, ab, o.controller, {"bf": o.bf if o.zone == BF else bf})


def _count_move(s: GameState, obj: Obj) -> int:
    """Turn-history: how many times this object has moved this turn, this one included."""
    key = f"moves{obj.id}.{obj.incarnation}"
    s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
    return int(s.turn_flags[key])


_ALIKE = {"conquer": ("conquer", "hold"), "hold": ("hold", "conquer")}


def _alike(s: GameState, unit: Obj, kind: str) -> tuple[str, ...]:
    """The unit's own triggers an event of this kind sets off: with an Effect Text passive
    'conquer_hold_alike' (Skyfall of Areion), a conquer sets off its hold effects too, and a
    hold its conquer effects (RUP4 383.4.c)."""
    if kind in _ALIKE and attached_map(s) and any(
            ab.kind == "static" and ab.static is not None
            and ab.static.op == "conquer_hold_alike" for ab in own_and_effect_abilities(s, unit)):
        return _ALIKE[kind]
    return (kind,)


def _count_conquer(s: GameState, obj: Obj) -> int:
    """Turn-history: how many times this unit has conquered this turn, this one included;
    counted only for a unit with a "the first time I conquer each turn" ability (nothing else
    reads it, and every count is state)."""
    if not any(ab.trigger == "conquer" and ab.condition == "first_each_turn"
               for ab in own_and_effect_abilities(s, obj)) and not any(
            ab.condition == "not_conquered" for oid in _watching(s, "end_of_turn")
            for ab in s.objs[oid].card.abilities):  # "if I didn't conquer this turn"
        return 0
    key = f"conquers{obj.id}.{obj.incarnation}"
    s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
    return int(s.turn_flags[key])


def _count_wins(s: GameState, obj: Obj) -> int:
    """Turn-history: how many combats this unit has won this turn, this one included; asked
    only by a "the first time I win a combat each turn" ability (its count is state)."""
    key = f"wins{obj.id}.{obj.incarnation}"
    s.turn_flags[key] = int(s.turn_flags.get(key, 0)) + 1
    return int(s.turn_flags[key])


def _plays_at_origin(ab: Ability) -> bool:
    """A move trigger that plays a token where the unit moved from (its steps by name)."""
    return any(getattr(st, "to", None) == "origin" for st in ab.steps)


def _permanents(s: GameState, player: int) -> list[Obj]:
    out = [s.objs[i] for i in s.players[player].base]
    for bf in s.battlefields:
        out.extend(s.objs[i] for i in bf.units if s.objs[i].controller == player)
    return out


def took_damage(s: GameState, obj: Obj) -> None:
    """Delayed triggers "when a unit takes damage this turn" / "the next time it takes damage
    this turn" (RUP4 390.2, 391): controlled by who created them, whatever their source.
    Turn-history: which units were dealt damage this turn, noted only while a card asks."""
    if "damage" in s.extra.get("_history", ()):
        s.turn_flags[f"damaged{obj.id}.{obj.incarnation}"] = True
    watches = s.turn_flags.get("delayed_damage")
    if not watches:
        return
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
