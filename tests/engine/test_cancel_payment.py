"""Cancelling a play takes its payment back as it was made (RUP4 358.5), even in a game sampled
for search (`determinize`): the runes recycled for it keep their cards there (known to all),
and the pool comes back as it was, not worked out again from the runes' cards."""

from __future__ import annotations

import pytest

from app.engine import Action
from app.engine.face.position import build_position
from app.engine.face.sampling import determinize
from app.scenarios import card_from_table, make_resolver

BEAR = {"type": "Unit", "domains": ["Chaos"], "energy": 0, "power": ["Chaos", "Chaos"],
        "might": 3}
POSITION = {
    "turn_player": "A",
    "A": {"hand": [{"card": "Test Bear", "label": "bear"}],
          "runes": [{"card": "Chaos Rune", "label": "c1"}, "Chaos Rune", "Mind Rune"],
          "rune_deck": ["Mind Rune", "Mind Rune", "Mind Rune"]},
    "B": {},
}


@pytest.mark.parametrize("seed", range(8))
def test_cancel_in_a_sampled_game_after_a_recycle(seed: int) -> None:
    resolver = make_resolver({"Test Bear": card_from_table("Test Bear", BEAR)})
    game, labels = build_position(POSITION, resolver)
    game.apply_or_raise(Action("play", (labels["bear"],)))
    game.apply_or_raise(Action("rec", (labels["c1"],)))  # [C] of Chaos, one still short
    world = determinize(game, 0, seed)
    world.apply_or_raise(Action("cancel"))
    p = world.state.players[0]
    pool = p.pool
    assert (pool.energy, pool.power, pool.universal) == (0, {}, 0)
    assert sorted(world.state.objs[r].card.name for r in p.runes) == [
        "Chaos Rune", "Chaos Rune", "Mind Rune"]
    assert len(p.rune_deck) == 3
    assert labels["bear"] in p.hand
