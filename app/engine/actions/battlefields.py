"""Battlefields that join the game or are replaced during it.

- Adding (RUP4 439 Create): a battlefield token is created in the Battlefield Zone
  (439.2.b.5), owned by its creator (439.4) and uncontrolled (439.4.b). It takes the next
  index, so the indexes of the others (and what they key: scores, "here") never change.
- Replacing (RUP4 438): the token takes the replaced battlefield's place: its index, its
  control, what is at it and the statuses it had (438.1); it is the same game object for
  effects that reference the replaced one (438.1.a, `bf_index`). The replaced card goes to
  its owner's banishment (438.5), a replaced token stops existing (438.6).
- Swapping back (RUP4 438.7): a card the token (or a token it replaced) replaced returns to
  the token's place and the token stops existing (438.7.b, 438.7.b.1).

What was replaced where is kept in `s.extra["replaced"]` ({object id: battlefield index}),
absent until a battlefield is replaced, so that games without one hash as before.
"""

from __future__ import annotations

from app.engine.actions.zones import change_zone
from app.engine.core.cards import CardDef
from app.engine.core.events import emit
from app.engine.core.state import BANISH, BATTLEFIELD, Battlefield, GameState
from app.engine.reads.index import reindex


def find_battlefield(s: GameState, code: str) -> int:
    """The index of a battlefield in play with this card code, or -1."""
    return next((i for i, b in enumerate(s.battlefields) if s.objs[b.obj].card.code == code),
                -1)


def add_battlefield(s: GameState, card: CardDef, owner: int) -> int:
    """Create a battlefield token on the board (RUP4 439.2.b.5, 439.4.b); its index."""
    token = s.new_obj(card, owner, BATTLEFIELD)
    s.battlefields.append(Battlefield(token.id))
    reindex(s)  # its abilities join the game
    s.dirty = True
    bf = len(s.battlefields) - 1
    emit(s, "battlefield_added", player=owner, bf=bf, obj=token.id, card=card.code)
    return bf


def replace_battlefield(s: GameState, bf: int, card: CardDef, owner: int) -> None:
    """Replace the battlefield at `bf` with a `card` token (RUP4 438.1, 438.5, 438.6)."""
    b = s.battlefields[bf]
    old = s.objs[b.obj]
    token = s.new_obj(card, owner, BATTLEFIELD)
    b.obj = token.id
    s.extra.setdefault("replaced", {})[old.id] = bf
    change_zone(s, old, BANISH)  # a token stops existing there (change_zone, RUP4 186.1)
    reindex(s)  # the replaced one's abilities end, the token's begin (438.1)
    emit(s, "replace_battlefield", player=owner, bf=bf, old=old.id, new=token.id,
         card=card.code, was=old.card.code)


def swap_back_choices(s: GameState, bf: int) -> list[int]:
    """The cards a token at `bf` may swap back to: those it or the tokens it replaced
    replaced, still in banishment (RUP4 438.7.b.1, 438.7.c)."""
    return [oid for oid, at in s.extra.get("replaced", {}).items()
            if at == bf and s.objs[oid].zone == BANISH]


def swap_back(s: GameState, bf: int, oid: int, player: int) -> None:
    """The token at `bf` stops existing and the card `oid` returns to its place, inheriting
    what the token had (RUP4 438.7.b)."""
    b = s.battlefields[bf]
    token = s.objs[b.obj]
    card = s.objs[oid]
    change_zone(s, card, BATTLEFIELD)
    b.obj = card.id
    del s.extra["replaced"][oid]
    s.extra["replaced"][token.id] = bf  # the same object still, for what referenced it
    change_zone(s, token, BANISH)  # a token: it stops existing (RUP4 438.6)
    reindex(s)
    emit(s, "swap_back", player=player, bf=bf, old=token.id, new=card.id,
         card=card.card.code, was=token.card.code)


__all__ = ["add_battlefield", "find_battlefield", "replace_battlefield",
           "swap_back", "swap_back_choices"]
