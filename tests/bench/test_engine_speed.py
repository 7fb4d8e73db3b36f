"""Engine speed on one core (not in the default run: `python -m pytest tests/bench -s`).

Targets ([engine] issue): >= 100 full random games/s, median legal_actions <= 50 µs.
Prints the figures; asserts nothing about speed.
"""

import time

from app.selfplay import selfplay, summary


def test_selfplay_speed_without_invariant_checks() -> None:
    selfplay(games=20, seed=99, check=False)  # warm up imports and caches
    stats, failures = selfplay(games=400, seed=1, check=False)
    assert not failures
    print("\n[bench] self-play, no invariant checks:", summary(stats))


def test_selfplay_speed_with_invariant_checks() -> None:
    start = time.perf_counter()
    stats, failures = selfplay(games=200, seed=2, check=True)
    assert not failures
    print(f"\n[bench] self-play with invariant checks: {summary(stats)} "
          f"({time.perf_counter() - start:.1f} s)")
