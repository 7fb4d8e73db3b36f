"""Waiting triggers go on the chain in their controller's order (RUP4 383.3.d): the engine
asks for an order when they differ, whatever their info holds."""

from __future__ import annotations

from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.engine.actions.triggers import start_trigger
from app.engine.core.abilities import Ability
from app.engine.turn.flow import _queue_triggers


def test_triggers_with_a_list_in_their_info_are_ordered() -> None:
    """A reflexive trigger's `made` (the objects an effect made) is a list: two such triggers
    of one player are told apart, and the player is asked their order (it raised TypeError:
    unhashable type 'list', random self-play seed 14000042294)."""
    decks = [to_deck_spec(v) for _, v in sorted(load_builtin_decks().items())][:2]
    s = new_game(decks, seed=1).state
    ab = Ability(kind="triggered", trigger="reflexive")
    p = s.turn_player
    s.waiting_triggers = [start_trigger(s, p, None, ab, {"made": [(7, 1)]}),
                          start_trigger(s, p, None, ab, {"made": [(8, 1)]})]
    _queue_triggers(s)
    assert s.decision is not None and s.decision.kind == "order"
    assert s.decision.player == p and len(s.decision.data) == 2
