"""Flow (RUP4 829): which spells in a trash may be played from there, and for what.

A spell's Flow instances are its printed `flow` abilities, then the one an effect gave it this
turn ("give a spell in your trash [Flow] equal to its cost this turn"): that grant is kept in
`turn_flags["flow_granted"]` as [object id, incarnation] pairs, so it ends with the turn and
with the card leaving the trash (a new object, RUP4 124).
"""

from __future__ import annotations

from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain
from app.engine.core.state import BASE, BF, TRASH, GameState, Obj

GRANTED = "flow_granted"

FlowCost = tuple[int, tuple[frozenset[Domain], ...]]


def flow_game(s: GameState) -> bool:
    """Does any card of this game have Flow or give it? Derived once from the game's cards
    (tokens never do), so that games without them look at no trash ("_": not hashed)."""
    known = s.extra.get("_flow_game")
    if known is None:
        known = s.extra["_flow_game"] = any(
            ab.kind == "flow" or any(st.op == "grant_flow" for st in ab.steps)
            or (ab.static is not None and ab.static.op == "play_from_trash")
            for o in s.objs.values() for ab in o.card.abilities)
    return bool(known)


def flow_granted(s: GameState, obj: Obj) -> bool:
    """An effect gave this card Flow this turn, and it is still that object (RUP4 124)."""
    grants = s.turn_flags.get(GRANTED) if s.turn_flags else None
    return grants is not None and [obj.id, obj.incarnation] in grants


def grant_flow(s: GameState, obj: Obj) -> None:
    """Give the card Flow equal to its cost this turn (a second grant adds nothing: the same
    cost again, RUP4 829.1.c.3)."""
    if not flow_granted(s, obj):
        s.turn_flags.setdefault(GRANTED, []).append([obj.id, obj.incarnation])


# A card's printed Flow costs, by id of the frozen CardDef. Invalidation: none needed, a
# CardDef and its abilities are frozen; the CardDef is kept in the value so that its id is
# never reused while the entry lives.
_PRINTED: dict[int, tuple[CardDef, tuple[FlowCost, ...]]] = {}


def _printed_flow(card: CardDef) -> tuple[FlowCost, ...]:
    hit = _PRINTED.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    costs = tuple((ab.cost_energy, ab.cost_power) for ab in card.abilities if ab.kind == "flow")
    _PRINTED[id(card)] = (card, costs)
    return costs


def flow_costs(s: GameState, obj: Obj) -> list[FlowCost]:
    """Its Flow costs, printed ones first (RUP4 829.1.c; a spell's only, 829.1.a); a given
    "Flow equal to its cost" is its printed cost."""
    card = obj.card
    if card.type is not CardType.SPELL:
        return []
    out = list(_printed_flow(card))
    if flow_granted(s, obj):
        out.append((card.energy or 0, tuple(card.power)))
    return out


def has_flow(s: GameState, obj: Obj) -> bool:
    """Whether it has Flow, a characteristic others may check (RUP4 829.2)."""
    return bool(flow_costs(s, obj))


def plays_from_trash(s: GameState, player: int) -> bool:
    """ "You may play cards from your trash" (Endless Riches): a permanent `player` controls
    says so."""
    for oid in s.extra.get("statics_by_op", {}).get("play_from_trash", ()):
        o = s.objs[oid]
        if o.zone in (BASE, BF) and o.controller == player:
            return True
    return False


_FROM_TRASH = frozenset((CardType.UNIT, CardType.GEAR, CardType.SPELL))


def trash_costs(s: GameState, obj: Obj, player: int, anything: bool | None = None) -> int:
    """How many ways `player` may play a card of their trash: each Flow cost, then its own
    cost when a permanent lets them play cards from their trash (the player chooses,
    829.1.c.3). `anything`: plays_from_trash(s, player), when the caller knows it."""
    n = len(flow_costs(s, obj))
    if obj.card.type in _FROM_TRASH and (
            plays_from_trash(s, player) if anything is None else anything):
        n += 1
    return n


def flow_plays(s: GameState, player: int) -> list[tuple[Obj, int]]:
    """The cards of `player`'s trash they may play, each with the number of its costs (its
    Flow costs, then its own cost if they may play cards from their trash)."""
    if not flow_game(s):
        return []
    out = []
    anything = plays_from_trash(s, player)  # the same for every card of the trash
    for oid in s.players[player].trash:
        o = s.objs[oid]
        if not anything and o.card.type is not CardType.SPELL:
            continue  # Flow is a spell's only (RUP4 829.1.a): no way to play it from there
        if o.zone == TRASH and o.owner == player:
            n = trash_costs(s, o, player, anything)
            if n:
                out.append((o, n))
    return out
