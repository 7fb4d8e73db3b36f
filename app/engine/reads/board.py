"""Where objects are on the board (locations, who is an enemy, Legion) and which
battlefields a unit may enter."""

from __future__ import annotations

from app.engine.core.enums import CardType
from app.engine.core.state import BASE, BF, GameState, Obj


def location(obj: Obj) -> str:
    """'base', 'bf<N>', or the zone name for objects off the board."""
    if obj.zone == BF:
        return f"bf{obj.bf}"
    return obj.zone


def location_key(obj: Obj) -> str:
    """Its location as same_location sees it: 'bf<N>', 'base<controller>', or the zone."""
    if obj.zone == BASE:
        return f"base{obj.controller}"
    return location(obj)


def bf_index(s: GameState, obj: Obj) -> int:
    """The index of a battlefield object: where it is, or where it was replaced (the token
    there is the same game object for what references it, RUP4 438.1.a; see
    app.engine.actions.battlefields); -1 otherwise."""
    for i, b in enumerate(s.battlefields):
        if b.obj == obj.id:
            return i
    replaced = s.extra.get("replaced")
    return int(replaced.get(obj.id, -1)) if replaced else -1


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


def legion_active(s: GameState, player: int, source: Obj | None) -> bool:
    """Legion: `player` has finalized a card other than `source` this turn (RUP4 812.1.b.1,
    812.1.c); one such card satisfies every Legion of theirs (812.2)."""
    mine = s.turn_flags.get(f"finalized{player}", ())
    itself = sum(1 for oid in mine if source is not None and oid == source.id)
    return s.players[player].cards_played_turn - itself >= 1


def teammate_there(s: GameState, player: int, bf: int) -> bool:
    """2v2: the battlefield is the teammate's position: they control it or have units there
    (control isn't shared, RUP4 489.8.c)."""
    team = s.players[player].team
    b = s.battlefields[bf]
    if b.controller is not None and b.controller != player \
            and s.players[b.controller].team == team:
        return True
    for u in b.units:
        c = s.objs[u].controller
        if c != player and s.players[c].team == team and s.objs[u].is_unit:
            return True
    return False


def can_enter(s: GameState, player: int, bf: int) -> bool:
    """Not a battlefield with units of two other players (RUP4 144.4.a.1, 449.2)."""
    others = {s.objs[u].controller for u in s.battlefields[bf].units if s.objs[u].is_unit}
    others.discard(player)
    return len(others) < 2


def others_you_control_there(s: GameState, obj: Obj) -> int | None:
    """cond-alone: how many other units its controller controls at the battlefield `obj` is
    at ("exactly one other unit you control here"; "you control", not "friendly": a
    teammate's units don't count, RUP4 740.1.a); None while it is at no battlefield."""
    if obj.zone != BF:
        return None
    return sum(1 for u in units_at(s, obj.bf) if u.id != obj.id and u.controller == obj.controller)


def controls_bf_with_units(s: GameState, player: int, n: int) -> bool:
    """cond-control-count: "if you control a battlefield with exactly N units there" (units of
    any player, RUP4 190)."""
    return any(b.controller == player and len(units_at(s, k)) == n
               for k, b in enumerate(s.battlefields))


def played_spell(s: GameState, player: int) -> bool:
    """turn-history: "if you've played a spell this turn": a spell `player` finalized this
    turn, countered later or not (RUP4 419.4; FAQ-UNLEASHED: "play" as finalize)."""
    return any(s.objs[i].card.is_a(CardType.SPELL)
               for i in s.turn_flags.get(f"finalized{player}", ()))


def played_equipment(s: GameState, player: int) -> bool:
    """turn-history: "use only if you've played an Equipment this turn" (RUP4 054.2): a card
    with the Equipment tag finalized by the player this turn (419.4.b, 818.1.a)."""
    return any(s.objs[i].card.is_a(CardType.GEAR) and "Equipment" in s.objs[i].card.tags
               for i in s.turn_flags.get(f"finalized{player}", ()))


def played_unit_gear_and_spell(s: GameState, player: int) -> bool:
    """turn-history: "if you've played a non-token unit, a non-token gear, and a spell this
    turn": cards finalized this turn (RUP4 419.4.b); one card may count for two (a unit that is
    also a gear, FAQ-VENDETTA, Swain, Visionary)."""
    cards = [s.objs[i].card for i in s.turn_flags.get(f"finalized{player}", ())]
    return (any(c.is_a(CardType.UNIT) and not c.is_token for c in cards)
            and any(c.is_a(CardType.GEAR) and not c.is_token for c in cards)
            and any(c.is_a(CardType.SPELL) for c in cards))
