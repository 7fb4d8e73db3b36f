"""Skirmish, War and 2v2 self-play (not in the default run: `python -m pytest tests/bench -s`):
random games with the invariants checked after every action, as `riftbound selfplay --mode`.
"""

import pytest

from app.selfplay import selfplay, summary


@pytest.mark.parametrize("mode", ["skirmish", "war", "2v2"])
@pytest.mark.parametrize("random_decks", [False, True])
def test_mode_selfplay_keeps_the_invariants(mode: str, random_decks: bool) -> None:
    stats, failures = selfplay(games=300, seed=5, mode=mode, random_decks=random_decks)
    assert not failures, failures[0]
    assert stats.capped == 0
    print(f"\n[bench] {mode} self-play{' (random decks)' if random_decks else ''}: "
          f"{summary(stats)}")
