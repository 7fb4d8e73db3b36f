"""Hard's search: information-set Monte Carlo tree search over the agent's own decisions.

Every iteration deals a world consistent with what the agent may know (`determinize` from
its view: the opponents' hands and every deck order are sampled; the real hidden cards are
never looked at) and walks down one tree shared by all the worlds (single-observer ISMCTS):

- the tree's nodes are the agent's own fresh decisions of its turn (and of the showdowns it
  takes part in), reached by its earlier choices; a choice not legal in a world is skipped
  there, and UCB counts a choice's tries against the iterations in which it was available;
- progressive widening: a node offers its best few choices first, by Normal's one-step look
  ahead, and one more as the square root of its visits grows, so that a turn with dozens of
  options is still searched deeply where it matters;
- everything else (the follow-up questions, the other players) is played by a greedy policy
  with Normal's evaluation, up to the end of every opponent's next turn, where the position
  is evaluated (`app.ai.evaluate`) and turned into a win chance.

Both cores: each worker process (`app.ai.workers`) searches the same position with its
own seed until the time is up and the root statistics are added together (root
parallelisation, `SearchJob`). With a fixed number of iterations (`rounds`) the search runs
in-process and its result depends only on the view and the seed.
"""

from __future__ import annotations

import math
import os
import random
import time
from dataclasses import dataclass, field
from typing import Any

from app.ai.evaluate import WIN, evaluate
from app.ai.playout import GreedyRollout, candidates, is_fresh, settle
from app.engine import Action, Game
from app.engine.face.sampling import determinize

SCALE = 150.0  # evaluation points per unit of the logistic: a point (60) ahead is ~60%
C_UCB = 0.45  # exploration, for values in 0..1
MAX_DEPTH = 8  # own decisions in the tree below the root


def debug_mode() -> bool:
    """RIFTBOUND_DEBUG=1: the computer's log lines also say its expected win chance."""
    return os.environ.get("RIFTBOUND_DEBUG", "") not in ("", "0")


def win_chance(value: float) -> float:
    if value >= WIN:
        return 1.0
    if value <= -WIN:
        return 0.0
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, value / SCALE))))


@dataclass
class Node:
    order: list[Action]  # the choices, best first by the one-step look-ahead
    visits: int = 0
    n: dict[Action, int] = field(default_factory=dict)
    w: dict[Action, float] = field(default_factory=dict)
    avail: dict[Action, int] = field(default_factory=dict)
    children: dict[Action, Node] = field(default_factory=dict)


@dataclass
class Params:
    top: int = 3  # choices offered before any widening
    widen: float = 0.5  # choices added per unit of growth of sqrt(visits)
    horizon: int = 1  # turns after the root's: the end of every opponent's next turn
    max_depth: int = MAX_DEPTH


def _one_step(game: Game, me: int, legal: list[Action], rng: random.Random) -> list[Action]:
    """The choices ordered by Normal's one-step look-ahead in this world."""
    now = evaluate(game.state, me)
    scored = []
    for a in candidates(legal, game):
        if a.verb == "end":
            value = now - 0.5
        else:
            g = game.clone()
            g.apply_or_raise(a)
            settle(g)
            value = evaluate(g.state, me)
        scored.append((value + rng.random() * 0.01, a))
    scored.sort(key=lambda t: -t[0])
    return [a for _, a in scored]


def _mine(g: Game, me: int, root_turn: int) -> bool:
    return (not g.is_over and g.to_act == me and is_fresh(g) and g.state.turn == root_turn
            and not (g.decision is not None and g.decision.kind == "mulligan"))


class Search:
    """Common random numbers: the k-th try of a root choice is played in the k-th world of
    the search (dealt from the view with the k-th seed, the playout's policy seeded with it
    too), so that the root choices are compared in the same worlds and the differences come
    from the choices, not from the luck of the deal. Worker w of W takes worlds w, w+W, ..."""

    def __init__(self, game: Game, me: int, root_order: list[Action], seed: int,
                 params: Params, offset: int = 0, stride: int = 1,
                 kept: Node | None = None) -> None:
        self.game = game
        self.me = me
        self.rng = random.Random(seed)
        self.seed = seed
        self.offset, self.stride = offset, stride
        self.params = params
        self.root = reroot(kept, root_order)
        self.root_turn = game.state.turn
        self.root_legal = set(game.legal_actions())
        self.iterations = 0

    def world_seed(self, k: int) -> int:
        return random.Random(self.seed * 1_000_003 + self.offset + self.stride * k
                             ).getrandbits(62)

    def _select(self, node: Node, legal: set[Action]) -> Action | None:
        p = self.params
        width = p.top + int(p.widen * math.sqrt(node.visits))
        offered = [a for a in node.order[:width] if a in legal]
        if not offered:
            offered = [a for a in node.order if a in legal][:1]
        if not offered:
            return None
        for a in offered:
            node.avail[a] = node.avail.get(a, 0) + 1
        for a in offered:  # untried first, best prior first
            if node.n.get(a, 0) == 0:
                return a
        best, best_u = offered[0], -1.0
        for a in offered:
            n = node.n[a]
            u = node.w[a] / n + C_UCB * math.sqrt(math.log(max(1, node.avail[a])) / n)
            if u > best_u:
                best, best_u = a, u
        return best

    def iterate(self, deadline: float | None = None) -> bool:
        """One iteration; False when the time ran out before its end (nothing counted)."""
        me = self.me
        first = self._select(self.root, self.root_legal)
        if first is None:
            return False
        world = self.world_seed(self.root.n.get(first, 0))
        g = determinize(self.game, me, world)
        self.rng.seed(world)  # the same deeper choices and playout policy in this world
        node: Node | None = self.root
        path: list[tuple[Node, Action]] = []
        depth = 0
        while node is not None and _mine(g, me, self.root_turn) and depth <= self.params.max_depth:
            legal = set(g.legal_actions())
            a = first if depth == 0 else self._select(node, legal)
            if a is None or a not in legal:
                break
            path.append((node, a))
            g.apply_or_raise(a)
            settle(g)
            depth += 1
            child = node.children.get(a)
            if child is None:
                # a choice's node is grown on its second try (its first is only played out:
                # the look-ahead that orders a node's choices costs a few playout steps)
                if node.n.get(a, 0) >= 1 and _mine(g, me, self.root_turn) \
                        and depth <= self.params.max_depth:
                    node.children[a] = Node(_one_step(g, me, g.legal_actions(), self.rng))
                node = None  # at most one node grown: play out from here
            else:
                node = child
        rollout = GreedyRollout(self.rng.getrandbits(32))
        horizon = self.root_turn + self.params.horizon
        for _ in range(600):
            if g.is_over or g.state.turn > horizon:
                break
            if deadline is not None and time.time() > deadline:
                return False
            who = g.to_act
            assert who is not None
            g.apply_or_raise(rollout.decide(g, who, g.legal_actions()))
        value = win_chance(evaluate(g.state, me))
        for nd, a in path:
            nd.visits += 1
            nd.n[a] = nd.n.get(a, 0) + 1
            nd.w[a] = nd.w.get(a, 0.0) + value
        self.iterations += 1
        return True

    def root_stats(self) -> dict[Action, tuple[int, float]]:
        """The root choices' tries and total win chance: of the choices this search was
        given (a kept subtree may hold others)."""
        asked = set(self.root.order)
        return {a: (n, self.root.w[a]) for a, n in self.root.n.items() if a in asked}


def reroot(kept: Node | None, order: list[Action]) -> Node:
    """The root of a new search: with `kept` (the node the last search grew for the choice
    that was then made), its statistics and subtree carry over, so that a turn's later
    decisions start from what the earlier searches learnt about them (tree reuse); the
    choices are in the new look-ahead's order."""
    root = Node(list(order))
    if kept is not None:
        root.visits = kept.visits
        root.n, root.w, root.avail = dict(kept.n), dict(kept.w), dict(kept.avail)
        root.children = kept.children
    return root


# the trees of this process's last searches (in a worker process: the worker's), by token,
# for reuse by the next decision of the same turn: a few, the oldest dropped first
_KEPT: dict[int, Node] = {}


def keep_tree(token: int, root: Node) -> None:
    _KEPT[token] = root
    while len(_KEPT) > 8:
        del _KEPT[next(iter(_KEPT))]


def kept_child(reuse: tuple[int, Action] | None) -> Node | None:
    """The node grown, in this process's search `reuse[0]`, for the choice `reuse[1]`."""
    if reuse is None:
        return None
    root = _KEPT.get(reuse[0])
    return root.children.get(reuse[1]) if root is not None else None


def best_of(stats: dict[Action, tuple[int, float]], order: list[Action]) -> tuple[Action, float]:
    """The root choice with the best mean win chance among those tried at least half as
    often as the most tried one (ties: more tries, then the better prior), and that mean;
    the prior's best when nothing was tried."""
    if not stats:
        return order[0], 0.5
    rank = {a: i for i, a in enumerate(order)}
    most = max(n for n, _ in stats.values())
    serious = [x for x in stats if 2 * stats[x][0] >= most]
    a = max(serious, key=lambda x: (stats[x][1] / stats[x][0], stats[x][0],
                                    -rank.get(x, len(order))))
    n, w = stats[a]
    return a, w / n


def merge(parts: list[dict[Action, tuple[int, float]]]) -> dict[Action, tuple[int, float]]:
    out: dict[Action, tuple[int, float]] = {}
    for part in parts:
        for a, (n, w) in part.items():
            n0, w0 = out.get(a, (0, 0.0))
            out[a] = (n0 + n, w0 + w)
    return out


def search_worker(blob: bytes, me: int, order: list[Action], seed: int, params: Params,
                  wall_deadline: float, offset: int = 0, stride: int = 1, token: int = 0,
                  reuse: tuple[int, Action] | None = None
                  ) -> tuple[dict[Action, tuple[int, float]], int]:
    """A worker process's search until the deadline: its root statistics and iterations.
    Its tree is kept under `token`; `reuse` names a tree this process kept and the choice
    made at its root."""
    import pickle

    game = pickle.loads(blob)
    s = Search(game, me, order, seed, params, offset, stride, kept_child(reuse))
    while time.time() < wall_deadline:
        if not s.iterate(wall_deadline):
            break
    keep_tree(token, s.root)
    return s.root_stats(), s.iterations


class SearchJob:
    """One decision's search against the clock, ended by `deadline` (perf_counter seconds)
    whatever happens: in the pool's workers (root parallelisation: each searches its share
    of the worlds until just before the deadline) or, without a pool, in this process in
    slices. `step` does a slice of the work (polls the workers, or runs iterations) and says
    whether the search is over; `result` is the root statistics found so far. Workers that
    have not answered by the deadline only lose their share (`app.ai.workers`)."""

    MARGIN = 0.1  # seconds before the deadline at which the workers stop, to answer in time

    def __init__(self, game: Game, me: int, order: list[Action], rng: random.Random,
                 params: Params, deadline: float, pool: Any = None, token: int = 0,
                 reuse: tuple[int, Action] | None = None) -> None:
        self.deadline = deadline
        self.token = token
        self.parts: list[dict[Action, tuple[int, float]]] = []
        self.iterations = 0
        self.tasks: set[int] = set()
        self.pool = pool
        self.local: Search | None = None
        if pool is not None:
            import pickle

            pool.ensure()
            blob = pickle.dumps(game, pickle.HIGHEST_PROTOCOL)
            seed = rng.getrandbits(62)
            stop = time.time() + max(0.0, deadline - self.MARGIN - time.perf_counter())
            for w in range(pool.size):
                task = pool.submit(w, search_worker, (blob, me, order, seed, params, stop, w,
                                                      pool.size, token, reuse), deadline)
                if task is not None:
                    self.tasks.add(task)
        if not self.tasks:  # no pool, or every worker still busy: search here
            self.pool = None
            self.local = Search(game, me, order, rng.getrandbits(62), params,
                                kept=kept_child(reuse))

    def step(self, seconds: float) -> bool:
        """Work for at most `seconds` (and not past the deadline); True when it is over."""
        now = time.perf_counter()
        end = min(self.deadline, now + seconds)
        if self.local is not None:
            wall_end = time.time() + max(0.0, end - now)
            while time.perf_counter() < end:
                if not self.local.iterate(wall_end):
                    if time.time() < wall_end:
                        self._finish_local()  # no choice to try: it is over
                    break
        elif self.tasks:
            for task, (ok, value) in self.pool.poll(end - now).items():
                if task in self.tasks:
                    self.tasks.discard(task)
                    if ok:  # a worker's error costs its share, not the decision
                        stats, n = value
                        self.parts.append(stats)
                        self.iterations += n
            self.tasks &= self.pool.running()  # a worker that died answers nothing
        return time.perf_counter() >= self.deadline or (self.local is None and not self.tasks)

    def _finish_local(self) -> None:
        """Keep the in-process search's results (its tree, its statistics)."""
        assert self.local is not None
        keep_tree(self.token, self.local.root)
        self.parts.append(self.local.root_stats())
        self.iterations += self.local.iterations
        self.local = None

    def result(self) -> tuple[dict[Action, tuple[int, float]], int]:
        if self.local is not None:
            self._finish_local()
        return merge(self.parts), self.iterations


def run_rounds(game: Game, me: int, order: list[Action], rng: random.Random, params: Params,
               rounds: int, token: int = 0, reuse: tuple[int, Action] | None = None
               ) -> tuple[dict[Action, tuple[int, float]], int]:
    """Root statistics of `rounds` iterations in-process: they depend only on the game, the
    choices and the seed."""
    s = Search(game, me, order, rng.getrandbits(62), params, kept=kept_child(reuse))
    for _ in range(rounds):
        s.iterate()
    keep_tree(token, s.root)
    return s.root_stats(), s.iterations


__all__ = ["Search", "Params", "SearchJob", "run_rounds", "best_of", "merge", "win_chance",
           "debug_mode"]
