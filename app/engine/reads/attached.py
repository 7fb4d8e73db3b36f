"""Attachment as the rules read it (RUP4 434-435, 716-719, 818.3): which gear is attached to
which unit and what an attached Equipment gives its unit.

The state keeps `s.extra["attached"]`, {gear id: unit id} in attach order, absent while
nothing is attached (so a game without Equipment hashes as before). A gear attached to a unit
is at the unit's location (434.4, 719.3): in the same base or battlefield list. Changes go
through `app.engine.actions.attach`.
"""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.enums import CardType, Keyword
from app.engine.core.state import BASE, BF, GameState, Obj

ATTACHED = "attached"

# Keywords printed in an Equipment's Effect Text (the data records them on the gear, as
# printed): inactive on the gear, given to the unit it is attached to (RUP4 136.2, 718.3).
# (Deathknell labels a "when I die" ability of its Effect Text; Hunter's Machete's Hunt is
# its unit's "when I conquer or hold", 823.) The others an Equipment prints
# (Equip, Quick-Draw, Unique, Hidden, Temporary, Reaction) are its Rules Text, which is
# inactive while it is attached (718.2, 722.2's Spinning Axe).
EFFECT_KEYWORDS = frozenset({Keyword.ASSAULT, Keyword.SHIELD, Keyword.TANK, Keyword.DEFLECT,
                             Keyword.GANKING, Keyword.DEATHKNELL, Keyword.HUNT})

def attached_map(s: GameState) -> dict[int, int]:
    """{gear id: unit id}; empty (and not stored) while nothing is attached."""
    return s.extra.get(ATTACHED) or {}


def attached_to(s: GameState, gear: Obj) -> Obj | None:
    """The Top-Most Card this gear is attached to (RUP4 718), or None."""
    unit = attached_map(s).get(gear.id)
    return s.objs[unit] if unit is not None else None


def attachments(s: GameState, unit: Obj) -> list[Obj]:
    """The cards attached to this unit, in the order they were attached (the order has no
    bearing on their effects, RUP4 434.1.b.1)."""
    amap = attached_map(s)
    if not amap:
        return []
    return [s.objs[g] for g, u in amap.items() if u == unit.id]


def is_equipment(obj: Obj) -> bool:
    """A gear with the Equipment tag (RUP4 150.2, 818.1.a)."""
    return obj.card.type is CardType.GEAR and "Equipment" in obj.card.tags


def is_equipped(s: GameState, unit: Obj) -> bool:
    """Equipped: one or more of its attached cards are Equipment (RUP4 818.3.b)."""
    return any(is_equipment(g) for g in attachments(s, unit))


def equipment_might(s: GameState, unit: Obj) -> int:
    """The Might Bonuses of the cards attached to a unit on the board (RUP4 434.1.d, 718.4)."""
    if not attached_map(s) or unit.zone not in (BASE, BF):
        return 0
    total = sum(g.card.might_bonus or 0 for g in attachments(s, unit))
    if total and any(ab.kind == "static" and ab.static is not None
                     and ab.static.op == "double_equipment_bonus" for ab in unit.card.abilities):
        # "each Equipment attached to me gives double its base Might bonus" (Gearhead): its
        # printed Might Bonus once more
        total += sum(g.card.might_bonus or 0 for g in attachments(s, unit) if is_equipment(g))
    return total


def equipment_keywords(s: GameState, unit: Obj) -> list[tuple[Keyword, int]]:
    """The Effect Text keywords its attached cards append to its rules text (RUP4 434.1.c)."""
    if not attached_map(s) or unit.zone not in (BASE, BF):
        return []
    return [(k, v) for g in attachments(s, unit) for k, v in g.card.keywords
            if k in EFFECT_KEYWORDS]


def effect_abilities(s: GameState, unit: Obj) -> list[tuple[Obj, Ability]]:
    """(gear, ability) of each Effect Text ability its attached cards append (RUP4 719.1)."""
    if not attached_map(s):
        return []
    return [(g, ab) for g in attachments(s, unit) for ab in g.card.abilities
            if ab.equipment == "effect"]


def own_and_effect_abilities(s: GameState, unit: Obj) -> tuple[Ability, ...]:
    """A unit's own abilities and those its attached cards' Effect Text gives it; an Effect
    Text ability's "me" is the unit it is appended to (RUP4 136.2.c)."""
    if not attached_map(s):
        return unit.card.abilities
    return unit.card.abilities + tuple(ab for _, ab in effect_abilities(s, unit))


def effect_unit(s: GameState, obj: Obj) -> Obj | None:
    """"Me" in an attached card's Effect Text: the Top-Most Card it is attached to (RUP4
    136.2.c); None for a card that isn't attached (or no gear)."""
    if obj.card.type is not CardType.GEAR:
        return None
    unit = attached_map(s).get(obj.id)
    return s.objs[unit] if unit is not None else None


def static_active(s: GameState, obj: Obj, ab: Ability) -> bool:
    """Does a passive ability of `obj`'s card apply? Its Effect Text only while it is
    attached, its printed Rules Text only while it isn't (RUP4 136.2.b, 718.2)."""
    if ab.equipment == "effect":
        return obj.id in attached_map(s)
    return obj.card.type is not CardType.GEAR or obj.id not in attached_map(s)


def rules_text_inactive(s: GameState, gear: Obj) -> bool:
    """While attached, a card's printed Rules Text is inactive (RUP4 718.2, 721.2)."""
    return gear.id in attached_map(s)


def equip_ability(obj: Obj) -> Ability | None:
    """The card's Equip ability (RUP4 818), or None: an Equipment without Equip has no Equip
    cost (821.1.c.4)."""
    return next((ab for ab in obj.card.abilities if ab.equipment == "equip"), None)
