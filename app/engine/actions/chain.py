"""Putting items on the chain and what its emptying does (RUP4 349-354, 340.2.a): a new item,
a card moved to the chain to be played, an activated ability started; focus passing on once
a showdown's chain is empty.
"""

from __future__ import annotations

from app.engine.actions.zones import change_zone
from app.engine.core.abilities import Ability
from app.engine.core.events import emit
from app.engine.core.state import CHAIN, FACEDOWN, HAND, ChainItem, GameState, Obj


def new_item(s: GameState, kind: str, controller: int) -> ChainItem:
    item = ChainItem(s.next_item, kind, controller)
    s.next_item += 1
    if not s.chain and s.showdown is not None:
        s.showdown.trigger_chain = kind == "trigger"
    s.chain.append(item)
    s.dirty = True
    return item


def start_card(s: GameState, player: int, obj: Obj) -> ChainItem:
    """Step 1: move the card to the chain (RUP4 354)."""
    item = new_item(s, "card", player)
    item.obj = obj.id
    item.origin_zone = obj.zone
    item.from_facedown = obj.zone == FACEDOWN
    if item.from_facedown:
        item.bf_restrict = obj.bf
        item.origin_index = obj.bf
        emit(s, "reveal", player=player, obj=obj.id, card=obj.card.code)
    elif obj.zone == HAND:
        item.origin_index = s.players[obj.owner].hand.index(obj.id)
    change_zone(s, obj, CHAIN, controller=player)
    obj.controller = player
    return item


def start_ability(s: GameState, player: int, source: Obj, ab: Ability, index: int) -> ChainItem:
    item = new_item(s, "ability", player)
    item.source = source.id
    item.source_incarnation = source.incarnation
    item.ability = ab
    item.info["index"] = index
    return item


def chain_emptied(s: GameState, adds: bool = False) -> None:
    """After an item resolves: if the chain is now empty during a showdown and it was not
    started by a triggered ability or an Add ability, focus passes on (RUP4 340.2.a, 346)."""
    sd = s.showdown
    if s.chain or sd is None:
        return
    if not (sd.trigger_chain or adds):
        sd.focus = s.next_player(sd.focus)
        sd.passes = 0
    sd.trigger_chain = False
