"""Random legal games keep every invariant (RUP4 zones, control, card counts)."""

from app.selfplay import selfplay


def test_300_random_games_keep_the_invariants() -> None:
    stats, failures = selfplay(games=300, seed=11, turn_cap=200)
    assert not failures, failures[0]
    assert stats.games == 300
    # Random games still end: somebody reaches 8 points long before the cap.
    assert stats.capped == 0
    assert stats.actions > 300 * 50
