"""Arena figures ([ai] issue targets; not in the default run: `pytest tests/bench -s -k arena`).

Targets: Normal beats Easy >= 75% and Random >= 95%; Hard beats Normal >= 65% with the 95%
interval's lower end above 55%; Hard's median decision <= 1 s and maximum <= 3 s on this
2-core machine. Every mode reports win rates per seat. Prints; asserts nothing.
"""

import os
import time

import pytest

from app.ai.arena import play, report

GAMES = int(os.environ.get("ARENA_GAMES", "32"))
JOBS = int(os.environ.get("ARENA_JOBS", "2"))


def test_normal_vs_random() -> None:
    start = time.perf_counter()
    res = play("normal", "random", GAMES, seed=1, jobs=JOBS)
    print("\n[bench] " + report(res, time.perf_counter() - start))


def test_normal_vs_easy() -> None:
    start = time.perf_counter()
    res = play("normal", "easy", GAMES, seed=1, jobs=JOBS)
    print("\n[bench] " + report(res, time.perf_counter() - start))


def test_hard_vs_normal() -> None:
    start = time.perf_counter()
    res = play("hard", "normal", GAMES, seed=2, jobs=JOBS)
    print("\n[bench] " + report(res, time.perf_counter() - start))


@pytest.mark.parametrize("mode", ["skirmish", "war", "match"])
def test_every_mode_reports_per_seat(mode: str) -> None:
    start = time.perf_counter()
    res = play("normal", "easy", GAMES, seed=3, mode=mode, jobs=JOBS)
    print("\n[bench] " + report(res, time.perf_counter() - start))
