"""Lethal damage and damage a unit can't be dealt (RUP4 142.3-142.4, 437, 465.2.c.10).

How much damage a unit still needs for lethal (combat assignment, 465.2.c), whether the
damage it has is lethal ("any amount of your damage is enough to kill enemy units", 142.4.c),
who marked it (142.3), and the damage-prevention passives and effects ("I don't take
damage", "prevent all spell and ability damage this turn", 369, 437). Above the
characteristics: they read Might.
"""

from __future__ import annotations

from app.engine.core.enums import CardType
from app.engine.core.state import BASE, BF, GameState, Obj
from app.engine.reads.characteristics import condition_holds, might, passive_sources
from app.engine.reads.levels import active
from app.engine.reads.shields import any_shields, assigned_for


def lethal_needed(s: GameState, obj: Obj) -> int:
    """Damage still needed for lethal: non-zero and at least its Might (RUP4 142.4.b). A unit
    that can't be dealt damage needs none: no amount is lethal, so it is exempt from
    mandatory assignment (465.2.c.10) and gets only what is left once the others have
    lethal."""
    if s.extra.get("statics_by_op", {}).get("no_damage"):
        if takes_no_damage(s, obj):
            return 0
    need = max(1, might(s, obj) - obj.damage)
    sd = s.showdown
    if sd is not None and sd.assigner is not None and s.extra.get("statics_by_op", {}).get(
            ANY_DAMAGE_LETHAL) and _any_damage_kills_for(s, sd.assigner, obj):
        need = 1  # "any amount of your damage is enough" (FAQ-UNLEASHED, Elder Dragon)
    if any_shields(s):  # its prevent and doubling effects apply to the assignment (437.5.a)
        return assigned_for(s, obj, need)
    return need


ANY_DAMAGE_LETHAL = "any_damage_lethal"


def marked_by_players(obj: Obj) -> set[int]:
    """The players who marked the damage it has (RUP4 142.3): the last one, and the others
    noted since it was last undamaged (only in games with an any_damage_lethal passive)."""
    if not obj.damage or obj.marked_by < 0:
        return set()
    also = obj.mods.get("marked_also", ()) if obj.mods is not None else ()
    return {obj.marked_by, *also}


def _any_damage_kills_for(s: GameState, player: int, obj: Obj) -> bool:
    """Does `player` control an "any amount of your damage is enough to kill enemy units"
    passive on the board, `obj` being an enemy unit of theirs?"""
    if obj.card.type is not CardType.UNIT \
            or s.players[obj.controller].team == s.players[player].team:
        return False
    return any(src.controller == player for src, _ in passive_sources(s, ANY_DAMAGE_LETHAL))


def has_lethal_damage(s: GameState, obj: Obj) -> bool:
    """Lethal damage (RUP4 142.4): non-zero and at least its Might; or any amount marked by
    a player whose passive says "any amount of your damage is enough to kill enemy units"
    (142.4.c; FAQ-UNLEASHED, Lethal Damage Modification: damage marked before that passive
    came to the board counts too)."""
    if not obj.damage:
        return False
    if obj.damage >= might(s, obj):
        return True
    return bool(s.extra.get("statics_by_op", {}).get(ANY_DAMAGE_LETHAL)) and any(
        _any_damage_kills_for(s, p, obj) for p in marked_by_players(obj))


def takes_no_damage(s: GameState, obj: Obj) -> bool:
    """damage-prevention: "I don't take damage" (a passive replacement, RUP4 369, 437): no
    damage is dealt to it at all (437.4), and no amount is lethal to it in combat
    (465.2.c.10). Only units with such an ability are looked at."""
    if not s.extra.get("statics_by_op", {}).get("no_damage"):
        return False
    for ab in obj.card.abilities:
        st = ab.static
        if ab.kind == "static" and st is not None and st.op == "no_damage" \
                and obj.zone in (BASE, BF) and condition_holds(s, st.condition, obj, obj) \
                and active(s, obj.controller, ab, obj):  # Level, Empowered (RUP4 828.1.c)
            return True
    return False


def spell_damage_prevented(s: GameState) -> bool:
    """damage-prevention: "prevent all spell and ability damage this turn" (RUP4 437)."""
    return bool(s.turn_flags.get("prevent_spell_damage"))
