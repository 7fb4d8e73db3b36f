"""Equip at the table (RUP4 818): which of a player's actions are Equip abilities, and the
units a gear may be equipped to, read from the engine (a probe of the activation).

Dragging a gear with a usable Equip lights the units it may go to; dropping it on one of
them activates Equip choosing that unit. A click on the gear activates it too, and the
engine then asks for the unit (a highlighted choice).
"""

from __future__ import annotations

from app.engine import Action, Game
from app.engine.reads.granted import activated as activated_abilities


def is_equip(game: Game, action: Action) -> bool:
    """An "act" action of an Equip ability."""
    if action.verb != "act" or len(action.args) < 2:
        return False
    obj = game.state.objs.get(int(action.args[0]))
    if obj is None:
        return False
    acts = activated_abilities(game.state, obj)
    k = int(action.args[1])
    return 0 <= k < len(acts) and acts[k].equipment == "equip"


def equip_action(game: Game, legal: list[Action], oid: int) -> Action | None:
    """The legal Equip activation of this gear, if there is one."""
    return next((a for a in legal if a.args and a.args[0] == oid and is_equip(game, a)), None)


def equip_targets(game: Game, action: Action, player: int) -> set[int]:
    """The units the Equip of `action` may choose (RUP4 818.1.b.1): the choices the engine
    offers once it is activated, or the one it chose itself when there was only one."""
    probe = game.clone()
    if not probe.apply(action, player=player).ok:
        return set()
    offered = {int(a.args[0]) for a in probe.legal_actions() if a.verb == "target"}
    if offered:
        return offered
    item = probe.state.chain[-1] if probe.state.chain else None
    if item is None or not item.targets:
        return set()
    return {oid for _, oid, _ in item.targets[0]}


__all__ = ["equip_action", "equip_targets", "is_equip"]
