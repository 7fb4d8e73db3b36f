"""Arena figures ([ai] issue targets; not in the default run: `pytest tests/bench -s -k arena`).

Targets: Normal beats random >= 90%; Hard beats Normal >= 60% over 200 games; Hard's median
decision <= 1 s and maximum <= 3 s on this 2-core machine. Prints; asserts nothing.
"""

import os
import time

from app.ai.arena import play, report

GAMES = int(os.environ.get("ARENA_GAMES", "32"))


def test_normal_vs_random() -> None:
    start = time.perf_counter()
    res = play("normal", "random", GAMES, seed=1)
    print("\n[bench] " + report("normal", "random", res, time.perf_counter() - start))


def test_hard_vs_normal() -> None:
    start = time.perf_counter()
    res = play("hard", "normal", GAMES, seed=2)
    print("\n[bench] " + report("hard", "normal", res, time.perf_counter() - start))
