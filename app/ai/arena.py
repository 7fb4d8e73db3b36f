"""`riftbound arena`: computer players against each other, with figures.

`--mode duel|skirmish|war|match` (and every other mode of `app.engine.actions.modes.MODES`): the
levels sit at the seats as `--seats hard,normal,normal` says (one level per seat), or else
`--a` and `--b` in turn (a, b, a, b...). The built-in decks are seated in every order in turn
(a Duel pairs each deck with each, itself included); after every round of seatings the levels
move one seat on, so that no level always sits in the same seat or goes first. A Match (RUP4
486) is best of three between two random decks with three battlefields and a sideboard,
dealt from the match's seed, the levels swapping seats from one match to the next.

`--pool OGN` (sets, comma-separated): random legal tournament decks of the playable cards of
those sets instead of the built-in decks, dealt from the seed: each deal is played n times
(n players), the levels one seat on each time, so that every level plays every deck from
every seat.

The report: wins per level, per seat, per place in the turn order and, when players have
teams (2v2), per team, each with its Wilson 95% interval; decision times per level.
`--jobs N` plays the games in N processes; the games and their results are the same as with
one (each game depends only on its number and the seed), reported in the order of the games
(Hard thinks against the clock: its choices, and so its games, vary from run to run). In an
arena's processes Hard searches on the process's own core, not in a worker pool.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from app.ai.agents import make_agent
from app.engine import new_game

# the agents' seeds: level j of a game g plays with seed * _SEED_MULT[j] + g (the first two
# are the Duel arena's of old, so that its games stay the same)
_SEED_MULT = (7919, 104729, 1299709, 15485863, 179424673, 2147483647)
TAGS = "abcdef"
# a turn takes tens of actions: hundreds mean the agents repeat themselves (a defect to look
# into), and the game is counted unfinished instead of running for ever
MAX_TURN_ACTIONS = 400


@dataclass
class GameResult:
    """One game (or Match) of the arena."""

    index: int
    decks: tuple[str, ...]  # by seat
    seat_of: tuple[int, ...]  # seat_of[j]: the seat of the arena's level j
    first: int  # the seat that went first (a Match: its first game's)
    winners: tuple[int, ...]  # the winning seats (a team wins together); () unfinished
    teams: tuple[int, ...]  # the team of every seat (its own index when alone)
    turns: int
    times: tuple[tuple[float, ...], ...]  # decision seconds of every level j
    # Hard's searched decisions of every level j: (seconds, playouts)
    searched: tuple[tuple[tuple[float, int], ...], ...] = ()


@dataclass
class ArenaResult:
    levels: tuple[str, ...] = ("normal", "random")
    mode: str = "duel"
    pool: frozenset[str] | None = None  # random decks of these sets (None: the built-in)
    games: int = 0
    a_wins: int = 0
    b_wins: int = 0
    unfinished: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    results: list[GameResult] = field(default_factory=list)

    def add(self, r: GameResult) -> None:
        self.results.append(r)
        self.games += 1
        if not r.winners:
            self.unfinished += 1
        for j, seat in enumerate(r.seat_of):
            self.times.setdefault(TAGS[j], []).extend(r.times[j])
            if seat in r.winners:
                if j == 0:
                    self.a_wins += 1
                elif j == 1:
                    self.b_wins += 1

    # -- counting ---------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.levels)

    def level_wins(self) -> dict[str, int]:
        """Games won by each level (a game counts once for a level however many of its seats
        won it: two seats of one team, or two seats of the same level)."""
        out = {lv: 0 for lv in self.levels}
        for r in self.results:
            for lv in {self.levels[j] for j, seat in enumerate(r.seat_of) if seat in r.winners}:
                out[lv] += 1
        return out

    def seat_wins(self) -> list[int]:
        out = [0] * self.seats
        for r in self.results:
            for seat in r.winners:
                out[seat] += 1
        return out

    def order_wins(self) -> list[int]:
        """Wins by place in the turn order: 0 is the player who went first."""
        out = [0] * self.seats
        for r in self.results:
            for seat in r.winners:
                out[(seat - r.first) % self.seats] += 1
        return out

    def team_wins(self) -> dict[tuple[int, ...], int] | None:
        """Wins per team (its seats), when the players have teams; None when everyone is
        alone."""
        if not self.results or len(set(self.results[0].teams)) == self.seats:
            return None
        teams: dict[int, list[int]] = {}
        for seat, t in enumerate(self.results[0].teams):
            teams.setdefault(t, []).append(seat)
        out = {tuple(seats): 0 for seats in teams.values()}
        for r in self.results:
            if r.winners:
                for seats in out:
                    if r.winners[0] in seats:
                        out[seats] += 1
        return out


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def seat_levels(mode: str, level_a: str, level_b: str, seats: list[str] | None) -> tuple[str, ...]:
    from app.engine.actions.modes import MODES

    n = 2 if mode == "match" else MODES[mode][0]
    if seats:
        if len(seats) != n:
            raise ValueError(f"{mode} is played by {n} players: give {n} levels to --seats, "
                             f"not {len(seats)}")
        return tuple(seats)
    return tuple(level_a if j % 2 == 0 else level_b for j in range(n))


# -- playing --------------------------------------------------------------------------------

_SETUP: dict[str, Any] = {}


def _setup(mode: str) -> dict[str, Any]:
    """The decks, their seatings and the tokens (once per process)."""
    if mode in _SETUP:
        return _SETUP[mode]
    import itertools

    from app.cards.catalog import load_catalog
    from app.decks.builtin import load_builtin_decks
    from app.decks.spec import to_deck_spec
    from app.engine.actions.modes import MODES

    cat = load_catalog()
    decks = {k: to_deck_spec(v) for k, v in sorted(load_builtin_decks().items())}
    names = sorted(decks)
    if mode == "duel":
        seatings = [(x, y) for x in names for y in names]
    elif mode == "match":
        seatings = [("random", "random")]
    else:
        n = MODES[mode][0]
        seatings = list(itertools.permutations(names, n)) if len(names) >= n else \
            list(itertools.product(names, repeat=n))
    _SETUP[mode] = {"cat": cat, "decks": decks, "seatings": seatings,
                    "tokens": cat.game_tokens()}
    return _SETUP[mode]


def play_one(levels: tuple[str, ...], mode: str, g: int, seed: int,
             turn_cap: int = 60, pool: frozenset[str] | None = None) -> GameResult:
    """Game (or Match) number g of an arena: which decks, seats and agents follow from g and
    the seed alone."""
    setup = _setup(mode)
    seatings = setup["seatings"]
    n = len(levels)
    rot = (g // len(seatings)) % n if mode != "match" and pool is None else g % n
    seat_of = tuple((j + rot) % n for j in range(n))
    agents = {seat_of[j]: (j, make_agent(levels[j], seed * _SEED_MULT[j] + g))
              for j in range(n)}
    times: list[list[float]] = [[] for _ in range(n)]
    searched: list[list[tuple[float, int]]] = [[] for _ in range(n)]
    if mode == "match":
        return _play_match(levels, g, seed, turn_cap, setup, seat_of, agents, times, searched)
    if pool is not None:  # a deal of random decks, played once per seat rotation
        import random

        from app.selfplay import random_mode_decks

        names, specs = random_mode_decks(random.Random(seed * 1_000_003 + g // n),
                                         setup["cat"], pool, mode)
    else:
        names = seatings[g % len(seatings)]
        specs = [setup["decks"][x] for x in names]
    kwargs = {} if mode == "duel" else {"mode": mode}
    game = new_game(specs, seed=seed * 1_000_003 + g, tokens=setup["tokens"], **kwargs)
    turn, turn_start = 0, 0
    while not game.is_over and game.state.turn <= turn_cap:
        if game.state.turn != turn:
            turn, turn_start = game.state.turn, len(game.log)
        elif len(game.log) - turn_start > MAX_TURN_ACTIONS:
            break  # agents going round in circles within a turn: the game is unfinished
        who = game.to_act
        assert who is not None
        j, agent = agents[who]
        choice = agent.choose(game, who)
        times[j].append(choice.seconds)
        if "playouts" in choice.params:
            searched[j].append((choice.seconds, choice.params["playouts"]))
        game.apply_or_raise(choice.action)
    s = game.state
    teams = tuple(getattr(p, "team", p.index) for p in s.players)
    winners: tuple[int, ...] = ()
    if game.winner is not None:
        winners = tuple(i for i in range(n) if teams[i] == teams[game.winner])
    return GameResult(g, tuple(names), seat_of, s.first_player, winners, teams, s.turn,
                      tuple(tuple(t) for t in times), tuple(tuple(t) for t in searched))


def _play_match(levels: tuple[str, ...], g: int, seed: int, turn_cap: int,
                setup: dict[str, Any], seat_of: tuple[int, ...], agents: dict,
                times: list[list[float]], searched: list[list[tuple[float, int]]]
                ) -> GameResult:
    import random

    from app.ai.match_agent import choose_in_match
    from app.engine.face.match import GAME, new_match
    from app.selfplay_match import match_decks

    match_seed = seed * 1_000_003 + g
    decks = match_decks(random.Random(match_seed), setup["cat"])
    m = new_match(decks, match_seed, tokens=setup["tokens"])
    first: int | None = None
    turns = 0
    while not m.is_over and len(m.records) < 20:
        if m.stage == GAME and m.game is not None:
            if first is None:
                first = m.game.state.first_player
            if m.game.state.turn > turn_cap:  # a stall: the game is called a draw
                m.apply_or_raise("agreedraw")
                continue
        who = m.to_act
        assert who is not None
        j, agent = agents[who]
        before = len(m.records)
        game = m.game if m.stage == GAME else None
        choice = choose_in_match(agent, m, who)
        times[j].append(choice.seconds)
        if "playouts" in choice.params:
            searched[j].append((choice.seconds, choice.params["playouts"]))
        m.apply_or_raise(choice.action)
        if len(m.records) != before and game is not None:
            turns += game.state.turn
    winners = (m.winner,) if m.winner is not None else ()
    return GameResult(g, tuple(d.spec.legend.name for d in decks), seat_of,
                      first if first is not None else 0, winners, (0, 1), turns,
                      tuple(tuple(t) for t in times), tuple(tuple(t) for t in searched))


def _init_worker() -> None:
    """An arena process plays one game at a time on its own core: Hard searches in it rather
    than in a pool of its own."""
    from app.ai import agents

    agents.USE_WORKERS = False


def _play_args(args: tuple) -> GameResult:
    return play_one(*args)


def play(level_a: str, level_b: str, games: int, seed: int, turn_cap: int = 60,
         progress: bool = False, mode: str = "duel", seats: list[str] | None = None,
         jobs: int = 1, pool: frozenset[str] | None = None) -> ArenaResult:
    levels = seat_levels(mode, level_a, level_b, seats)
    if pool is not None and mode == "match":
        raise ValueError("--pool: a Match's decks are random already")
    res = ArenaResult(levels=levels, mode=mode, pool=pool)
    tasks = [(levels, mode, g, seed, turn_cap, pool) for g in range(games)]
    if jobs > 1:
        import multiprocessing

        _setup(mode)  # the children inherit it
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(jobs, initializer=_init_worker) as pool:
            for r in pool.imap(_play_args, tasks):
                res.add(r)
                if progress:
                    print(_progress_line(res, r, games), flush=True)
    else:
        for t in tasks:
            r = play_one(*t)
            res.add(r)
            if progress:
                print(_progress_line(res, r, games), flush=True)
    return res


def _progress_line(res: ArenaResult, r: GameResult, games: int) -> str:
    who = ("none" if not r.winners else
           "+".join(f"{res.levels[j]}@{seat + 1}" for j, seat in enumerate(r.seat_of)
                    if seat in r.winners))
    return (f"  game {r.index + 1}/{games}: {' vs '.join(r.decks)}: {who} wins "
            f"(turn {r.turns})")


# -- the report -----------------------------------------------------------------------------

def _rate(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k}/{n} ({100 * k / max(1, n):.1f}%, 95% CI {100 * lo:.1f}–{100 * hi:.1f}%)"


def report(res: ArenaResult, seconds: float) -> str:
    n = res.games
    levels = res.levels
    decks = f", random decks of {','.join(sorted(res.pool))}" if res.pool else ""
    lines = [f"{res.mode}{decks}, seats {','.join(levels)}: {n} games in {seconds:.0f} s, "
             f"unfinished {res.unfinished}"]
    if res.seats == 2 and levels[0] != levels[1]:
        lines.append(f"{levels[0]} vs {levels[1]}: {levels[0]} wins {_rate(res.a_wins, n)}, "
                     f"{levels[1]} wins {res.b_wins}")
    lw = res.level_wins()
    for lv in dict.fromkeys(levels):
        count = levels.count(lv)
        share = f", {count} of {res.seats} seats" if count > 1 else ""
        lines.append(f"  level {lv}{share}: wins {_rate(lw[lv], n)}")
    for seat, k in enumerate(res.seat_wins()):
        lines.append(f"  seat {seat + 1}: wins {_rate(k, n)}")
    which = " of game 1" if res.mode == "match" else ""
    for place, k in enumerate(res.order_wins()):
        lines.append(f"  {_ordinal(place + 1)} in turn order{which}: wins {_rate(k, n)}")
    teams = res.team_wins()
    if teams is not None:
        for seats, k in teams.items():
            names = "+".join(f"seat {s + 1}" for s in seats)
            lines.append(f"  team {names}: wins {_rate(k, n)}")
    for lv in dict.fromkeys(levels):
        t = [x for j, level in enumerate(levels) if level == lv for x in res.times[TAGS[j]]]
        if t:
            lines.append(f"  {lv} decision time: median {1000 * statistics.median(t):.1f} ms, "
                         f"max {1000 * max(t):.0f} ms over {len(t)} decisions")
        sr = [x for r in res.results for j, level in enumerate(levels) if level == lv
              and j < len(r.searched) for x in r.searched[j]]
        if sr:
            st = [x[0] for x in sr]
            lines.append(f"  {lv} searched decisions: median {1000 * statistics.median(st):.0f} "
                         f"ms, max {1000 * max(st):.0f} ms over {len(sr)}, playouts per "
                         f"decision median {statistics.median(x[1] for x in sr):.0f}")
    return "\n".join(lines)


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def arena_command(args: Any) -> int:
    seats = [s.strip() for s in args.seats.split(",")] if getattr(args, "seats", "") else None
    levels = ("random", "easy", "normal", "hard")
    for s in seats or ():
        if s not in levels:
            print(f"unknown level {s!r} in --seats (one of {', '.join(levels)})")
            return 2
    from app.engine.actions.modes import MODES

    mode = getattr(args, "mode", "duel") or "duel"
    if mode not in (*MODES, "match"):
        print(f"unknown mode {mode!r} (one of {', '.join((*MODES, 'match'))})")
        return 2
    pool = getattr(args, "pool", "")
    sets = frozenset(x.strip().upper() for x in pool.split(",")) if pool else None
    start = time.perf_counter()
    try:
        res = play(args.a, args.b, args.games, args.seed, progress=args.progress,
                   mode=mode, seats=seats,
                   jobs=max(1, getattr(args, "jobs", 1)), turn_cap=args.turn_cap, pool=sets)
    except ValueError as exc:
        print(exc)
        return 2
    print(report(res, time.perf_counter() - start))
    return 0
