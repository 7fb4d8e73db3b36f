"""The cost per action doesn't grow with the pool (not in the default run:
`python -m pytest tests/bench/test_pool_speed.py -s`).

Target ([engine] and set issues): µs per action of random decks over the whole playable pool
within 15% of Origins-only random decks, measured side by side in one run, in CPU time. The two
pools play the same number of games from the same seeds, interleaved game by game so a busy
machine slows both alike; only the games are timed (not the dealing of the decks).

Each game is played twice in a row, and both plays are timed. The first play of a game pays
one-off costs for each card definition it meets for the first time in the process: the facts
the engine computes once per card, Python warming up new code paths. Origins-only decks stop
meeting new cards after a few games; decks from the whole pool keep meeting them for hundreds.
That is a cost per card, not per action. So the cost per action is the repeat's figure; the
first plays' ratio is printed beside it. Prints the figures; asserts nothing about speed.
"""

import gc
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
    # As the app does once it has started (app.ui.app.run_gui): what start-up made, the
    # catalog above all, goes to the collector's permanent generation, so the collections
    # during play don't walk it again (without this, they cost the whole pool's games about
    # 0.03 more, and swing with every change in what the engine allocates)
    gc.collect()
    gc.freeze()
    try:
        _play_both_pools(cat, tokens)
    finally:
        gc.unfreeze()


def _play_both_pools(cat, tokens) -> None:  # type: ignore[no-untyped-def]
    cpu = {(k, run): 0.0 for k in POOLS for run in ("first", "repeat")}
    actions = dict.fromkeys(POOLS, 0)
    for g in range(-4, GAMES):  # the first 4 of each warm up imports
        game_seed = SEED * 1_000_003 + g
        for name, pool in POOLS.items():
            _, specs = random_mode_decks(random.Random(game_seed), cat, pool, "duel")
            for run in ("first", "repeat"):
                t = time.process_time()
                game = play_mode_game(specs, game_seed, 200, None, False, tokens, "duel", 0.0)
                if g >= 0:
                    cpu[(name, run)] += time.process_time() - t
            if g >= 0:
                actions[name] += len(game.log)
    us = {key: cpu[key] / actions[key[0]] * 1e6 for key in cpu}
    ratio = {run: us[("all", run)] / us[("OGN", run)] for run in ("first", "repeat")}
    print(f"\n[bench] random decks, {GAMES} games each, µs/action: "
          + ", ".join(f"{k} {us[(k, 'repeat')]:.1f} ({us[(k, 'first')]:.1f} first play)"
                      for k in POOLS)
          + f"; ratio all/OGN {ratio['repeat']:.3f} (target <= 1.15), first plays "
          f"{ratio['first']:.3f}")
