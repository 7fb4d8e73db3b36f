"""Damage (RUP4 417): dealing it, Bonus Damage (712-715), and whom a kill by lethal damage is
attributed to (428.5). Dealing damage reports the event and sets off the delayed "when it
takes damage" triggers; a unit with lethal damage dies in the cleanup (RUP4 323.5).
"""

from __future__ import annotations

from app.engine.actions.triggers import took_damage
from app.engine.core.enums import CardType
from app.engine.core.events import emit
from app.engine.core.state import BASE, BF, ChainItem, GameState, Obj
from app.engine.reads.characteristics import condition_holds, per_amount
from app.engine.reads.conditions import shielded_from_enemy_spells
from app.engine.reads.lethal import ANY_DAMAGE_LETHAL, spell_damage_prevented, takes_no_damage
from app.engine.reads.shields import any_shields, key, replaced


def bonus_damage(s: GameState, controller: int, item: ChainItem, target: Obj) -> int:
    """Bonus Damage of spells and abilities (RUP4 712-715), all instances summed, for damage
    `item` (controlled by `controller`) deals to `target`."""
    total = 0
    for oid in s.extra.get("statics_by_op", {}).get("bonus_damage", ()):
        src = s.objs[oid]
        for ab in src.card.abilities:
            st = ab.static
            if ab.kind != "static" or st is None or st.op != "bonus_damage" \
                    or st.scope.where == "self":
                continue  # a spell's own is counted as it deals (own_bonus)
            if src.card.type is CardType.BATTLEFIELD:
                # "to units here": only damage dealt to a unit at that battlefield
                if target.zone == BF and s.battlefields[target.bf].obj == src.id:
                    total += st.n
            elif src.zone in (BASE, BF) and src.controller == controller:
                total += st.n  # "your spells and abilities"
    if item.kind == "card":  # "the next spell you play deals N Bonus Damage" (RUP4 391)
        total += int(item.info.get("next_spell_bonus", 0)) + own_bonus(s, s.objs[item.obj])
    return total


def own_bonus(s: GameState, spell: Obj) -> int:
    """A spell's own "this deals N Bonus Damage for each ..." (RUP4 713), counted now; with a
    condition ("if they do"), only while it holds."""
    total = 0
    for ab in spell.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "bonus_damage" \
                and st.scope.where == "self" \
                and (st.condition is None or condition_holds(s, st.condition, spell, spell)):
            total += st.n * (per_amount(s, st, spell) if st.per is not None else 1)
    return total


def deal(s: GameState, target: Obj, amount: int, by_player: int,
         by_unit: bool = False) -> int:
    """`by_unit`: a unit the spell or ability names deals it (Challenge, Last Breath): the
    unit is its source, not the spell or ability (RUP4 417.6.b.3)."""
    if amount <= 0 or target.zone not in (BASE, BF):
        return 0  # only valid damage is dealt (RUP4 417.1.e)
    by_op = s.extra.get("statics_by_op", {})
    if s.turn_flags.get("prevent_spell_damage") or by_op.get("no_damage") \
            or by_op.get("no_enemy_spell_damage"):
        # damage-prevention: all of it prevented is not dealt at all, so "when it takes
        # damage" doesn't trigger (RUP4 437.4, 417.1.e.1); "damage dealt by spells and
        # abilities" is not damage a unit they name deals (FAQ-ORIGINS, Unyielding Spirit)
        if (spell_damage_prevented(s) and not by_unit) or takes_no_damage(s, target) or (
                not by_unit and shielded_from_enemy_spells(s, target, by_player)):
            emit(s, "prevented", obj=target.id, amount=amount)
            return 0
    if any_shields(s):
        dealt = apply_shields(s, target, amount)
        if not dealt:  # all of it prevented: not dealt at all (RUP4 437.4)
            emit(s, "prevented", obj=target.id, amount=amount)
            return 0
        amount = dealt
    mark_damage(s, target, by_player)
    target.damage += amount
    s.dirty = True
    if "_resolving" in s.extra:  # kill-attribution: the resolving spell or ability dealt it
        note_damage(s, target, *s.extra["_resolving"])
    emit(s, "damage", obj=target.id, amount=amount, by=by_player)
    took_damage(s, target)
    return amount


def mark_damage(s: GameState, o: Obj, player: int) -> None:
    """`player` marks the damage about to be dealt to `o` (RUP4 142.3). In a game with an "any
    amount of your damage is enough" passive, the other players whose damage is still on it
    are noted too (reads.lethal.marked_by_players); undamaged, it forgets them."""
    if s.extra.get("statics_by_op", {}).get(ANY_DAMAGE_LETHAL):
        also = set(o.mods.get("marked_also", ())) if o.mods is not None else set()
        if not o.damage:
            also = set()
        elif o.marked_by not in (-1, player):
            also.add(o.marked_by)
        also.discard(player)
        if also or (o.mods is not None and "marked_also" in o.mods):
            o.mods = {k: v for k, v in (o.mods or {}).items() if k != "marked_also"}
            if also:
                o.mods["marked_also"] = tuple(sorted(also))
            o.mods = o.mods or None
    o.marked_by = player


def apply_shields(s: GameState, o: Obj, amount: int) -> int:
    """The damage dealt to `o` instead of `amount` once its prevent and doubling effects of
    the turn apply (app.engine.reads.shields), their Prevent Values reduced by what they
    prevented and the spent ones no longer tracked (RUP4 437.2-437.3)."""
    dealt, left = replaced(s, o, amount)
    values = s.turn_flags.get("prevent")
    k = key(o)
    if values is not None and k in values and values[k] != left:
        if left:
            values[k] = left
        else:
            del values[k]
        emit(s, "prevent_used", obj=o.id, left=list(left))
    return dealt


def note_damage(s: GameState, obj: Obj, player: int, spell: bool) -> None:
    """kill-attribution: a unit killed by lethal damage in the cleanup right after is killed
    by the spell or ability that dealt the damage, and its controller is responsible for the
    kill (RUP4 428.5.c, 428.5.c.1); combat damage: the player whose units dealt it (428.5.c.2).
    `spell`: the damage came from a spell, or an ability originating from one (428.5.d)."""
    s.extra.setdefault("kill_attr", {})[obj.id] = (obj.incarnation, player, spell)


def with_spell(s: GameState, item: ChainItem) -> bool:
    """Is `item` a spell, or an ability originating from a spell (RUP4 428.5.d, 411.6)?"""
    if item.kind == "card":
        return s.objs[item.obj].card.type is CardType.SPELL
    src = s.objs.get(item.source) if item.source >= 0 else None
    return src is not None and src.card.type is CardType.SPELL


def split_bonus(s: GameState, controller: int, item: ChainItem) -> int:
    """Bonus Damage added once to an amount that is split (RUP4 715.3): the controller's "your
    spells and abilities" bonuses and a spell's "next spell" bonus. A battlefield's bonus to
    units there depends on the unit, so it isn't part of the amount split."""
    total = 0
    for oid in s.extra.get("statics_by_op", {}).get("bonus_damage", ()):
        src = s.objs[oid]
        if src.card.type is CardType.BATTLEFIELD or src.zone not in (BASE, BF) \
                or src.controller != controller:
            continue
        for ab in src.card.abilities:
            if ab.kind == "static" and ab.static is not None \
                    and ab.static.op == "bonus_damage" and ab.static.scope.where != "self":
                total += ab.static.n
    if item.kind == "card":
        total += int(item.info.get("next_spell_bonus", 0)) + own_bonus(s, s.objs[item.obj])
    return total
