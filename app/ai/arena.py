"""`riftbound arena --a LEVEL --b LEVEL --games N --seed S`: agents play each other over all
pairings of the built-in decks; prints win rates with 95% confidence intervals and decision
times. Seats alternate so neither level always goes first."""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from app.ai.agents import make_agent
from app.engine import new_game


@dataclass
class ArenaResult:
    games: int = 0
    a_wins: int = 0
    b_wins: int = 0
    unfinished: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def play(level_a: str, level_b: str, games: int, seed: int, turn_cap: int = 60,
         progress: bool = False) -> ArenaResult:
    from app.cards.catalog import load_catalog
    from app.decks.builtin import load_builtin_decks
    from app.decks.spec import to_deck_spec

    decks = {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}
    names = sorted(decks)
    pairs = [(x, y) for x in names for y in names]
    tokens = load_catalog().game_tokens()
    res = ArenaResult()
    for g in range(games):
        x, y = pairs[g % len(pairs)]
        a_seat = (g // len(pairs)) % 2  # alternate seats across rounds of pairings
        agents = {a_seat: ("a", make_agent(level_a, seed * 7919 + g)),
                  1 - a_seat: ("b", make_agent(level_b, seed * 104729 + g))}
        game = new_game([decks[x], decks[y]], seed=seed * 1_000_003 + g, tokens=tokens)
        while not game.is_over and game.state.turn <= turn_cap:
            who = game.to_act
            assert who is not None
            tag, agent = agents[who]
            choice = agent.choose(game, who)
            res.times[tag].append(choice.seconds)
            game.apply_or_raise(choice.action)
        res.games += 1
        if game.winner is None:
            res.unfinished += 1
        elif agents[game.winner][0] == "a":
            res.a_wins += 1
        else:
            res.b_wins += 1
        if progress:
            print(f"  game {g + 1}/{games}: {x} vs {y}: "
                  f"{'none' if game.winner is None else agents[game.winner][0]} wins "
                  f"(turn {game.state.turn})", flush=True)
    return res


def report(level_a: str, level_b: str, res: ArenaResult, seconds: float) -> str:
    lo, hi = wilson(res.a_wins, res.games)
    lines = [f"{level_a} vs {level_b}: {res.games} games in {seconds:.0f} s, {level_a} wins "
             f"{res.a_wins} ({100 * res.a_wins / max(1, res.games):.1f}%, 95% CI "
             f"{100 * lo:.1f}–{100 * hi:.1f}%), {level_b} wins {res.b_wins}, "
             f"unfinished {res.unfinished}"]
    for tag, level in (("a", level_a), ("b", level_b)):
        t = res.times[tag]
        if t:
            lines.append(f"  {level} decision time: median {1000 * statistics.median(t):.1f} ms, "
                         f"max {1000 * max(t):.0f} ms over {len(t)} decisions")
    return "\n".join(lines)


def arena_command(args: Any) -> int:
    start = time.perf_counter()
    res = play(args.a, args.b, args.games, args.seed, progress=args.progress)
    print(report(args.a, args.b, res, time.perf_counter() - start))
    return 0
