"""The cost per action doesn't grow with the pool (not in the default run:
`python -m pytest tests/bench/test_pool_speed.py -s`).

Target ([engine] issue): µs per action of random decks over the whole playable pool within
15% of Origins-only random decks, measured side by side in one run, in CPU time. The two
pools play the same number of games from the same seeds, interleaved game by game so a busy
machine slows both alike; only the games are timed (not the dealing of the decks). Prints
the figures; asserts nothing about speed.
"""

import random
import time

from app.cards.catalog import load_catalog
from app.selfplay import play_mode_game, random_mode_decks

GAMES = 150  # fewer games vary too much with the decks dealt (60 gave 1.12-1.14, 150 gave 1.22)
SEED = 7
POOLS: dict[str, frozenset[str] | None] = {"OGN": frozenset({"OGN"}), "all": None}


def test_cost_per_action_does_not_grow_with_the_pool() -> None:
    cat = load_catalog()
    tokens = tuple(cat.card_def(t.code) for t in cat.all()
                   if t.is_token and t.code in cat.implemented_codes())
    cpu = dict.fromkeys(POOLS, 0.0)
    actions = dict.fromkeys(POOLS, 0)
    for g in range(-4, GAMES):  # the first 4 of each warm up imports and caches
        game_seed = SEED * 1_000_003 + g
        for name, pool in POOLS.items():
            _, specs = random_mode_decks(random.Random(game_seed), cat, pool, "duel")
            t = time.process_time()
            game = play_mode_game(specs, game_seed, 200, None, False, tokens, "duel", 0.0)
            if g >= 0:
                cpu[name] += time.process_time() - t
                actions[name] += len(game.log)
    us = {k: cpu[k] / actions[k] * 1e6 for k in POOLS}
    print(f"\n[bench] random decks, {GAMES} games each: "
          + ", ".join(f"{k} {us[k]:.1f} µs/action ({actions[k]} actions, {cpu[k]:.1f} s)"
                      for k in POOLS)
          + f"; ratio all/OGN {us['all'] / us['OGN']:.3f} (target <= 1.15)")
