"""Read-only questions about a state: Might, keywords, locations, control."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.core.enums import SUMMING_KEYWORDS, CardType, Keyword
from app.engine.state import BASE, BF, GameState, Obj

if TYPE_CHECKING:
    pass


_ON_BOARD = frozenset({BASE, BF})


def location(obj: Obj) -> str:
    """'base', 'bf<N>', or the zone name for objects off the board."""
    if obj.zone == BF:
        return f"bf{obj.bf}"
    return obj.zone


def units_at(s: GameState, bf: int) -> list[Obj]:
    return [s.objs[i] for i in s.battlefields[bf].units if s.objs[i].card.type is CardType.UNIT]


def same_location(a: Obj, b: Obj) -> bool:
    if a.zone != b.zone:
        return False
    if a.zone == BF:
        return a.bf == b.bf
    return a.zone == BASE and a.controller == b.controller


def is_enemy(s: GameState, a_player: int, b_player: int) -> bool:
    return s.players[a_player].team != s.players[b_player].team


def keyword_value(s: GameState, obj: Obj, kw: Keyword) -> int:
    """The total value of a keyword on an object, granted instances included."""
    total = obj.card.keyword(kw)
    if obj.zone not in _ON_BOARD:
        return total  # grants end when an object leaves the board (RUP4 124.1)
    for k, v in obj.turn_keywords:
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    for k, v in obj.combat_keywords:
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    for k, v in static_keywords(s, obj):
        if k is kw:
            total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    if obj.mods is not None:  # granted with no end: "give it [Temporary]" (RUP4 477.2)
        for k, v in obj.mods.get("kw", ()):
            if k is kw:
                total = total + v if kw in SUMMING_KEYWORDS else max(total, v)
    return total


def has_keyword(s: GameState, obj: Obj, kw: Keyword) -> bool:
    return keyword_value(s, obj, kw) > 0


def static_keywords(s: GameState, obj: Obj) -> list[tuple[Keyword, int]]:
    """Keywords granted by passive abilities on the board (RUP4 477.2)."""
    if not s.extra.get("statics_by_op", {}).get("keyword"):
        return []
    from app.engine.statics import granted_keywords

    return granted_keywords(s, obj)


def legion_active(s: GameState, player: int, source: Obj | None) -> bool:
    """Legion: `player` has finalized a card other than `source` this turn (RUP4 812.1.b.1,
    812.1.c); one such card satisfies every Legion of theirs (812.2)."""
    mine = s.turn_flags.get(f"finalized{player}", ())
    itself = sum(1 for oid in mine if source is not None and oid == source.id)
    return s.players[player].cards_played_turn - itself >= 1


def might(s: GameState, obj: Obj) -> int:
    """Current Might (RUP4 143.2, 477.3): printed, buffs, effects, Assault, Shield, passives.

    May be negative; callers that reference it treat a negative value as 0 (RUP4 143.2.b).
    """
    if obj.card.might is None:
        return 0
    if obj.zone not in (BASE, BF):
        return obj.card.might  # off the board: printed Might (RUP4 711)
    base = obj.card.might
    if obj.mods is not None:
        # layers (RUP4 477): "its Might becomes N" is assigned in the trait layer (477.1.a.1),
        # before every arithmetic change (477.3): buffs, "+N this turn", doubling, passives
        base = obj.mods.get("set_might", base)
    total = base + obj.buffs + obj.turn_might
    if obj.buffs and s.turn_flags:  # "buffs give +n more Might this turn" (RUP4 703)
        extra = s.turn_flags.get(f"buff_might_team{s.players[obj.controller].team}")
        if extra:
            total += obj.buffs * extra
    if obj.attacking:
        total += keyword_value(s, obj, Keyword.ASSAULT)  # RUP4 807.1.c
    if obj.defending:
        total += keyword_value(s, obj, Keyword.SHIELD)  # RUP4 814.1.c
    from app.engine.statics import might_bonus

    return total + might_bonus(s, obj, total)


def effective_might(s: GameState, obj: Obj) -> int:
    return max(0, might(s, obj))


def lethal_needed(s: GameState, obj: Obj) -> int:
    """Damage still needed for lethal: non-zero and at least its Might (RUP4 142.4.b). A unit
    that can't be dealt damage needs none: no amount is lethal, so it is exempt from
    mandatory assignment (465.2.c.10) and gets only what is left once the others have
    lethal."""
    if s.extra.get("statics_by_op", {}).get("no_damage"):
        from app.engine.statics import takes_no_damage

        if takes_no_damage(s, obj):
            return 0
    return max(1, might(s, obj) - obj.damage)




MIGHTY = 5  # "Mighty": Might 5 or greater (RUP4 708)


def is_mighty(s: GameState, obj: Obj) -> bool:
    """RUP4 706-711: a unit is Mighty while its Might is 5 or more; on the board its current
    Might counts (710), elsewhere its printed Might (711, which `might` gives)."""
    return obj.card.type is CardType.UNIT and might(s, obj) >= MIGHTY
