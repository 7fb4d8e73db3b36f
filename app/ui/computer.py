"""The computer's seats at the table: it decides on a copy of the game and acts at a
readable pace.

No Python threads in the GUI process (PySide and a busy second thread crashed together in
CI): Easy and Normal decide in a few milliseconds; Hard's playouts run in worker processes
(or here, in slices) while a timer steps the decision (`app.ai.agents.Thinking`): the table
keeps processing its events, no nested event loop can hold a decision up, and it ends by its
deadline. A decision for a game that moved on meanwhile (an undo, a new game) is dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from app.ai import Choice, make_agent
from app.ai.agents import HardAgent, Thinking
from app.ui.controller import REPLAY, GameController


class ComputerPlayers(QObject):
    thinking = Signal(bool, str)  # busy, the computer's name

    def __init__(self, controller: GameController, pace_ms: int = 600) -> None:
        super().__init__(controller)
        self.c = controller
        self.pace_ms = pace_ms
        self.agents: dict[int, object] = {}
        self._busy = False
        self._session = 0  # bumps with every new game
        self._thinking: tuple[Thinking, int, tuple[int, int]] | None = None
        self._ticks = QTimer(self)
        self._ticks.setInterval(10)
        self._ticks.timeout.connect(self._tick)
        self.hard_budget = HardAgent.budget  # Hard's thinking time per decision (Preferences)
        controller.changed.connect(self.poke)

    def setup(self, seed: int) -> None:
        """Create an agent for every computer seat of the current game."""
        self._session += 1
        self.agents = {i: make_agent(s.level or "normal", seed * 31 + i)
                       for i, s in enumerate(self.c.seats) if not s.human}
        self.set_hard_budget(self.hard_budget)
        if any(a.level == "hard" for a in self.agents.values()):  # type: ignore[attr-defined]
            from app.ai.workers import worker_pool

            pool = worker_pool()
            if pool is not None:  # forked now, knowing this game's cards: not in a decision
                pool.ensure()
        self._busy = False
        self._thinking = None
        self._ticks.stop()
        self.poke()

    def set_hard_budget(self, seconds: float) -> None:
        """Hard's thinking time, for its seats now and in later games."""
        self.hard_budget = seconds
        for agent in self.agents.values():
            if agent.level == "hard":  # type: ignore[attr-defined]
                agent.budget = seconds  # type: ignore[attr-defined]

    def _version(self) -> tuple[int, int]:
        game = self.c.game
        return (self._session, len(game.log) if game is not None else -1)

    def poke(self) -> None:
        game = self.c.game
        if self._busy or game is None or game.is_over or REPLAY in self.c.locks:
            return
        who = game.to_act
        if who is None or who not in self.agents:
            return
        self._busy = True
        name = game.state.players[who].name
        self.thinking.emit(True, name)
        stamp = self._version()
        agent, snapshot = self.agents[who], game.clone()
        # after the table has painted "thinking…"
        QTimer.singleShot(0, self, lambda: self._begin(agent.think(snapshot, who), who, stamp))

    def _begin(self, thinking: Thinking, player: int, stamp: tuple[int, int]) -> None:
        if stamp[0] != self._session:
            return  # a new game began meanwhile (and poked for itself)
        self._thinking = (thinking, player, stamp)
        self._tick()
        if self._thinking is not None:
            self._ticks.start()

    def _tick(self) -> None:
        """A slice of the decision in progress (a few ms: the table stays responsive)."""
        if self._thinking is None:
            self._ticks.stop()
            return
        thinking, player, stamp = self._thinking
        if stamp == self._version() and not thinking.step(0.015):
            return
        self._thinking = None
        self._ticks.stop()
        self._done(thinking.result(), player, stamp)

    def _done(self, choice: Choice, player: int, stamp: tuple[int, int]) -> None:
        session, version = stamp
        if stamp != self._version():
            self._busy = False  # the game moved on while it thought (undo, new game)
            self.thinking.emit(False, "")
            QTimer.singleShot(0, self, self.poke)
            return
        # `self` as the timers' context: a timer dies with the window that set it
        QTimer.singleShot(self.pace_ms, self,
                          lambda: self._act(choice, player, version, session))

    def _act(self, choice: Choice, player: int, version: int, session: int) -> None:
        self._busy = False
        self.thinking.emit(False, "")
        if (session, version) != self._version():
            QTimer.singleShot(0, self, self.poke)
            return
        # its reason goes in the log with the move (not for a move it could not avoid)
        reason = choice if choice.reason not in ("Only option",) else None
        self.c.act_for(player, choice.action, reason=reason)


