"""Hard's worker processes: forked searchers that never hold the table up and never outlive it.

Forked (Linux only: forking is safe there, and the children inherit the card definitions
that a pickled game refers to, `app.engine.core.cards.shared_cards`). The parent never blocks on
them: tasks are written and results read through non-blocking pipes, polled with a timeout,
so a decision ends at its deadline whatever the workers do (a worker that is slow, stopped
or deadlocked only loses its share of the search). A worker still busy `STUCK` seconds
after its task's deadline is killed and replaced; so are all of them when cards were defined
since they were forked.

A worker ends with the app however the app ends (SIGTERM, SIGINT, a crash or SIGKILL):
the kernel kills it when its parent dies (Linux prctl PR_SET_PDEATHSIG), and, where that is
not available, it exits when it reads the end of its task pipe, whose only writer is the
parent (every worker closes the other workers' pipe ends after the fork). PR_SET_PDEATHSIG
follows the thread that forked: the pool is used from the main thread.
"""

from __future__ import annotations

import atexit
import os
import pickle
import select
import signal
import struct
import sys
import time
from collections.abc import Callable
from typing import Any

STUCK = 1.0  # seconds past its task's deadline after which a busy worker is replaced
PDEATHSIG = True  # use prctl where it exists (a test turns it off to check the fallback)
_HEADER = struct.Struct("!Q")


def supported() -> bool:
    return sys.platform.startswith("linux") and (os.cpu_count() or 1) > 1


class _Worker:
    def __init__(self, pid: int, task_fd: int, result_fd: int) -> None:
        self.pid = pid
        self.task_fd = task_fd  # the parent writes tasks here (non-blocking)
        self.result_fd = result_fd  # and reads results here (non-blocking)
        self.out = bytearray()  # task bytes not written yet
        self.inbuf = bytearray()  # result bytes read so far
        self.task: int | None = None  # the task it is on; None when free
        self.late_after = 0.0  # perf_counter time after which a busy worker is stuck


class WorkerPool:
    """`size` forked workers, each running one task at a time: `submit` to a free one, `poll`
    for results. Results of tasks given up on are dropped when they arrive."""

    def __init__(self, size: int = 2) -> None:
        self.size = size
        self.workers: list[_Worker | None] = [None] * size
        self._cards = -1
        self._next_task = 0

    # -- processes ----------------------------------------------------------------------------
    def ensure(self) -> None:
        """Every slot holds a live worker that knows every card defined so far; busy workers
        past their time are replaced."""
        from app.engine.core.cards import shared_cards

        cards = shared_cards()
        now = time.perf_counter()
        for i, w in enumerate(self.workers):
            if w is not None and (cards != self._cards or (w.task is not None
                                                            and now > w.late_after)):
                self._kill(i)
        self._cards = cards
        for i, w in enumerate(self.workers):
            if w is None:
                self.workers[i] = self._fork()

    def running(self) -> set[int]:
        """The tasks that live workers are on."""
        return {w.task for w in self.workers if w is not None and w.task is not None}

    def pids(self) -> list[int]:
        return [w.pid for w in self.workers if w is not None]

    def _fork(self) -> _Worker:
        task_r, task_w = os.pipe()
        result_r, result_w = os.pipe()
        parent = os.getpid()
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            mine = {task_r, result_w}
            others = [fd for w in self.workers if w is not None
                      for fd in (w.task_fd, w.result_fd)] + [task_w, result_r]
            _worker_main(task_r, result_w, parent, [fd for fd in others if fd not in mine])
        os.close(task_r)
        os.close(result_w)
        os.set_blocking(task_w, False)
        os.set_blocking(result_r, False)
        return _Worker(pid, task_w, result_r)

    def _kill(self, i: int) -> None:
        w = self.workers[i]
        self.workers[i] = None
        if w is None:
            return
        for fd in (w.task_fd, w.result_fd):
            os.close(fd)
        try:
            os.kill(w.pid, signal.SIGKILL)
            os.waitpid(w.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass

    def close(self) -> None:
        for i in range(self.size):
            self._kill(i)

    # -- tasks --------------------------------------------------------------------------------
    def submit(self, i: int, fn: Callable[..., Any], args: tuple, deadline: float) -> int | None:
        """Give worker `i` the call fn(*args), due by `deadline` (perf_counter); its id, or
        None when that worker is missing or still busy."""
        w = self.workers[i]
        if w is None or w.task is not None:
            return None
        self._next_task += 1
        body = pickle.dumps((self._next_task, fn, args), pickle.HIGHEST_PROTOCOL)
        w.out += _HEADER.pack(len(body)) + body
        w.task = self._next_task
        w.late_after = deadline + STUCK
        self._write(i)
        return self._next_task

    def poll(self, timeout: float) -> dict[int, tuple[bool, Any]]:
        """Results that arrive within `timeout` seconds (at least one select): task id ->
        (ok, value or the error's text)."""
        out: dict[int, tuple[bool, Any]] = {}
        busy = [w for w in self.workers if w is not None and w.task is not None]
        if not busy:
            return out
        readable, writable, _ = select.select([w.result_fd for w in busy],
                                              [w.task_fd for w in busy if w.out], [],
                                              max(0.0, timeout))
        for i, w in enumerate(self.workers):
            if w is None:
                continue
            if w.task_fd in writable:
                self._write(i)
            if w.result_fd in readable:
                self._read(i, out)
        return out

    def _write(self, i: int) -> None:
        w = self.workers[i]
        assert w is not None
        try:
            n = os.write(w.task_fd, w.out)
        except BlockingIOError:
            return
        except OSError:  # the worker died: it is replaced at the next `ensure`
            self._kill(i)
            return
        del w.out[:n]

    def _read(self, i: int, out: dict[int, tuple[bool, Any]]) -> None:
        w = self.workers[i]
        assert w is not None
        try:
            data = os.read(w.result_fd, 1 << 20)
        except BlockingIOError:
            return
        if not data:  # the worker died
            self._kill(i)
            return
        w.inbuf += data
        while len(w.inbuf) >= _HEADER.size:
            (n,) = _HEADER.unpack_from(w.inbuf)
            if len(w.inbuf) < _HEADER.size + n:
                break
            task, ok, value = pickle.loads(bytes(w.inbuf[_HEADER.size:_HEADER.size + n]))
            del w.inbuf[:_HEADER.size + n]
            if task == w.task:
                w.task = None
            out[task] = (ok, value)


def _worker_main(task_fd: int, result_fd: int, parent: int, close: list[int]) -> None:
    """A worker's life: run tasks until the parent is gone. Never returns (os._exit: no
    atexit handler or buffered output of the parent runs twice)."""
    code = 0
    try:
        for fd in close:
            os.close(fd)
        # the app's signal handling is not the worker's: Ctrl+C in a terminal reaches the
        # whole process group, and the app (the parent) decides; its wakeup fd isn't ours
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        if PDEATHSIG:
            _die_with_parent()
        if os.getppid() != parent:  # it died before the line above
            os._exit(0)
        with os.fdopen(task_fd, "rb") as tasks, os.fdopen(result_fd, "wb") as results:
            while True:
                header = tasks.read(_HEADER.size)
                if len(header) < _HEADER.size:
                    break  # end of the pipe: the parent is gone (or closed us)
                (n,) = _HEADER.unpack(header)
                task, fn, args = pickle.loads(tasks.read(n))
                try:
                    reply = (task, True, fn(*args))
                except Exception as exc:  # noqa: BLE001 - reported to the parent, which goes on
                    reply = (task, False, f"{type(exc).__name__}: {exc}")
                body = pickle.dumps(reply, pickle.HIGHEST_PROTOCOL)
                results.write(_HEADER.pack(len(body)) + body)
                results.flush()
    except BaseException:  # noqa: BLE001 - a broken pipe or anything else: just end
        code = 1
    os._exit(code)


def _die_with_parent() -> None:
    """Linux: SIGKILL this process when its parent dies (prctl PR_SET_PDEATHSIG)."""
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # the end of the task pipe still ends the worker


_POOL: WorkerPool | None = None


def worker_pool() -> WorkerPool | None:
    """The app's pool of two workers (forked at first use), or None where there is none
    (not Linux, a single core)."""
    global _POOL
    if _POOL is None and supported():
        _POOL = WorkerPool(2)
        atexit.register(_POOL.close)
    return _POOL
