"""Hard never stalls the table: a decision ends by its deadline whatever its workers do, and
the workers never outlive the app (SIGTERM, SIGINT, SIGKILL of the parent)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.ai import agents, make_agent, search, workers
from app.ai.agents import candidates, is_fresh
from app.cards.catalog import load_catalog
from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game

ROOT = Path(__file__).resolve().parents[2]
needs_workers = pytest.mark.skipif(not workers.supported(), reason="workers: Linux, 2+ cores")


def _main_phase_decision():
    """A fresh decision of the turn with several choices worth searching."""
    decks = {k: to_deck_spec(v) for k, v in load_builtin_decks().items()}
    game = new_game([decks["garen"], decks["lux"]], seed=4,
                    tokens=load_catalog().game_tokens())
    normal = make_agent("normal", seed=1)
    while not game.is_over:
        me = game.to_act
        if is_fresh(game) and game.decision.data == "main" and game.state.turn >= 3 \
                and len(candidates(game.legal_actions(), game)) >= 3:
            return game, me
        game.apply_or_raise(normal.choose(game, me).action)
    raise AssertionError("no such decision")


def _slow_worker(*args):
    time.sleep(30)


def _counted_worker(blob, me, order, seed, params, stop, offset, stride, *rest):  # noqa: ANN001
    """`search.search_worker`'s search by count instead of by the clock: on a loaded machine
    a worker may get no CPU before a wall-clock deadline, and a test that needs its answer
    would measure the machine, not the pool."""
    import pickle

    s = search.Search(pickle.loads(blob), me, order, seed, params, offset, stride)
    for _ in range(3):
        s.iterate()
    return s.root_stats(), s.iterations


def _decide_by_steps(agent, game, me):  # noqa: ANN001, ANN202
    """`Agent.choose`, stepping the decision as the table does, and checking its wall without a
    stopwatch (a stopwatch on a loaded machine measures the machine): a step begun at or past
    the deadline ends the decision, whatever the workers do. The choice, the decision's start
    and its deadline."""
    thinking = agent.think(game, me)
    deadline = thinking.job.deadline
    while True:
        began = time.perf_counter()
        if thinking.step(0.05):
            return thinking.result(), thinking.start, deadline
        assert began < deadline, "the decision went on past its deadline"


@needs_workers
def test_a_dead_worker_costs_its_share_only_and_is_replaced(monkeypatch) -> None:
    pool = workers.WorkerPool(2)
    game, me = _main_phase_decision()
    monkeypatch.setattr(search, "search_worker", _counted_worker)
    try:
        pool.ensure()
        dead = pool.pids()[0]
        os.kill(dead, signal.SIGKILL)
        os.waitpid(dead, 0)
        # a deadline no load reaches: the job ends when the live worker has answered, its
        # dead neighbour's share given up at once (not waited for until the deadline)
        job = search.SearchJob(game, me, game.legal_actions()[:3], random.Random(1),
                               search.Params(), time.perf_counter() + 600, pool)
        while not job.step(0.05):
            pass
        stats, iterations = job.result()
        assert iterations > 0 and stats  # the live worker's share
        pool.ensure()
        assert len(pool.pids()) == 2 and dead not in pool.pids()
    finally:
        pool.close()


@needs_workers
@pytest.mark.parametrize("how", ["stopped", "slow"])
def test_a_decision_ends_by_its_deadline_when_the_workers_do_not_answer(how, monkeypatch
                                                                        ) -> None:
    pool = workers.WorkerPool(2)
    monkeypatch.setattr(workers, "worker_pool", lambda: pool)
    monkeypatch.setattr(workers, "STUCK", 0.3)
    game, me = _main_phase_decision()  # its cards defined before the workers are forked
    try:
        pool.ensure()
        old = pool.pids()
        if how == "stopped":
            for pid in old:
                os.kill(pid, signal.SIGSTOP)  # blocked: reads nothing, answers nothing
        else:
            monkeypatch.setattr(search, "search_worker", _slow_worker)
        hard = make_agent("hard", seed=3)
        hard.budget = 0.4
        # the budget is a wall (before, it waited the budget and 2 s more for late workers)
        choice, start, deadline = _decide_by_steps(hard, game, me)
        assert deadline == pytest.approx(start + 0.4)
        assert time.perf_counter() >= deadline  # and it used its time
        assert choice.params["playouts"] == 0
        assert game.is_legal(choice.action)  # nothing came back: the look-ahead's best
        time.sleep(0.4)  # past STUCK: the next decision's workers are fresh ones
        monkeypatch.undo()
        monkeypatch.setattr(workers, "worker_pool", lambda: pool)
        # time enough for fresh workers whatever the load: the decision ends when they answer
        monkeypatch.setattr(search, "search_worker", _counted_worker)
        monkeypatch.setattr(agents, "MAX_BUDGET", 600)
        hard.budget = 600
        again = hard.choose(game, me)
        assert again.params["playouts"] > 0
        assert not set(old) & set(pool.pids())
        for pid in old:
            with pytest.raises(ChildProcessError):
                os.waitpid(pid, os.WNOHANG)  # killed and reaped, not left behind
    finally:
        pool.close()


def test_the_thinking_time_is_capped_at_the_wall() -> None:
    game, me = _main_phase_decision()
    hard = make_agent("hard", seed=3)
    hard.budget = 5.0  # the most Preferences ever allowed
    _, start, deadline = _decide_by_steps(hard, game, me)
    assert deadline == pytest.approx(start + agents.MAX_BUDGET) and agents.MAX_BUDGET < 3.0


_PARENT = textwrap.dedent("""
    import sys, time
    import app.ai.workers as W
    W.PDEATHSIG = sys.argv[1] == "1"
    pool = W.WorkerPool(2)
    pool.ensure()
    if sys.argv[2] == "busy":
        for i in range(2):
            pool.submit(i, time.sleep, (60,), time.perf_counter() + 60)
        time.sleep(0.2)
    print(" ".join(map(str, pool.pids())), flush=True)
    time.sleep(60)
""")


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


@needs_workers
@pytest.mark.parametrize(("sig", "pdeathsig", "busy"), [
    (signal.SIGTERM, True, "busy"), (signal.SIGINT, True, "busy"),
    (signal.SIGKILL, True, "busy"),
    # without prctl: a waiting worker sees the end of its task pipe
    (signal.SIGKILL, False, "idle"), (signal.SIGTERM, False, "idle")])
def test_no_worker_outlives_its_parent(sig, pdeathsig, busy) -> None:
    parent = subprocess.Popen([sys.executable, "-c", _PARENT, "1" if pdeathsig else "0", busy],
                              cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              stderr=subprocess.DEVNULL)
    try:
        pids = [int(p) for p in parent.stdout.readline().split()]
        assert len(pids) == 2 and all(_alive(p) for p in pids)
        parent.send_signal(sig)
        parent.wait(10)
        end = time.monotonic() + 10
        while any(_alive(p) for p in pids) and time.monotonic() < end:
            time.sleep(0.05)
        assert not any(_alive(p) for p in pids), sig
    finally:
        parent.kill()
        parent.wait()
