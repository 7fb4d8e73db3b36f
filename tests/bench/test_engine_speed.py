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


def test_clone_and_one_step_play_speed() -> None:
    """clone() on mid-game positions, and a card played in one step (Game.play_through)
    against the same play applied step by step, in CPU time."""
    import random

    from app.engine import Action
    from app.selfplay import choose_random
    from tests.engine.test_same_results import games

    todo, tokens = games()
    from app.engine import new_game

    positions = []
    for _, a, b, seed in todo:  # every 40 actions of 24 random games
        g = new_game([a, b], seed=seed, tokens=tokens)
        rng = random.Random(seed)
        for n in range(1, 241):
            if g.is_over:
                break
            g.apply_or_raise(choose_random(rng, g.legal_actions()))
            if n % 40 == 0:
                positions.append(g.clone())
    t = time.process_time()
    for _ in range(10):
        for g in positions:
            g.clone()
    clone_us = (time.process_time() - t) / (10 * len(positions)) * 1e6
    plays = [(g, a) for g in positions for a in g.legal_actions() if a.verb == "play"]
    pay = Action("pay")

    def steps(g, a):  # type: ignore[no-untyped-def]
        item = g.state.next_item
        g.apply_or_raise(a)
        while g.decision is not None and g.decision.kind == "play" \
                and g.decision.data["item"] == item:
            opts = g.legal_actions()
            g.apply_or_raise(pay if pay in opts else opts[0])

    copies = [(g.clone(), a) for _ in range(5) for g, a in plays]
    t = time.process_time()
    for g, a in copies:
        steps(g, a)
    step_us = (time.process_time() - t) / len(copies) * 1e6
    copies = [(g.clone(), a) for _ in range(5) for g, a in plays]
    t = time.process_time()
    for g, a in copies:
        g.play_through(a, lambda opts: opts[0])
    one_us = (time.process_time() - t) / len(copies) * 1e6
    print(f"\n[bench] clone {clone_us:.0f} µs; a card played: {step_us:.0f} µs step by step, "
          f"{one_us:.0f} µs in one step ({len(plays)} plays)")
