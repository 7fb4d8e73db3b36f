"""The computer's seats at the table: it thinks off the UI thread and acts at a readable pace.

The agent works on a copy of the game, so the table keeps reading the real one while it
thinks. A result that arrives after the game moved on (an undo, a new game) is dropped.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from app.ai import Choice, make_agent
from app.engine import Game
from app.ui.controller import GameController


class ComputerPlayers(QObject):
    thinking = Signal(bool, str)  # busy, the computer's name
    decided = Signal(str, object)  # player name, the Choice (its reason goes in the log)
    _result = Signal(object, int, object)  # Choice, player, (session, game version)

    def __init__(self, controller: GameController, pace_ms: int = 600) -> None:
        super().__init__(controller)
        self.c = controller
        self.pace_ms = pace_ms
        self.agents: dict[int, object] = {}
        # a plain Python worker thread; its result comes back as a queued signal, so the
        # agent's reply is handled in the UI thread
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self._result.connect(self._done, Qt.ConnectionType.QueuedConnection)
        self.destroyed.connect(lambda: self.worker.shutdown(wait=False, cancel_futures=True))
        self._busy = False
        self._session = 0  # bumps with every new game
        controller.changed.connect(self.poke)

    def setup(self, seed: int) -> None:
        """Create an agent for every computer seat of the current game."""
        self._session += 1
        self.agents = {i: make_agent(s.level or "normal", seed * 31 + i)
                       for i, s in enumerate(self.c.seats) if not s.human}
        self._busy = False
        self.poke()

    def _version(self) -> tuple[int, int]:
        game = self.c.game
        return (self._session, len(game.log) if game is not None else -1)

    def poke(self) -> None:
        game = self.c.game
        if self._busy or game is None or game.is_over:
            return
        who = game.to_act
        if who is None or who not in self.agents:
            return
        self._busy = True
        name = game.state.players[who].name
        self.thinking.emit(True, name)
        self.worker.submit(self._think, self.agents[who], game.clone(), who, self._version())

    def _think(self, agent, game: Game, player: int, stamp: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        """In the worker thread: decide on our own copy of the game, then report back."""
        choice = agent.choose(game, player)
        try:
            self._result.emit(choice, player, stamp)
        except RuntimeError:
            pass  # the window closed while the computer was thinking

    def _done(self, choice: Choice, player: int, stamp: tuple[int, int]) -> None:
        session, version = stamp
        if stamp != self._version():
            self._busy = False  # the game moved on while it thought (undo, new game)
            self.thinking.emit(False, "")
            QTimer.singleShot(0, self.poke)
            return
        QTimer.singleShot(self.pace_ms, lambda: self._act(choice, player, version, session))

    def _act(self, choice: Choice, player: int, version: int, session: int) -> None:
        self._busy = False
        self.thinking.emit(False, "")
        if (session, version) != self._version():
            QTimer.singleShot(0, self.poke)
            return
        game = self.c.game
        assert game is not None
        name = game.state.players[player].name
        if choice.reason not in ("Only option",):
            self.decided.emit(name, choice)
        self.c.act_for(player, choice.action)

    def wait_idle(self) -> None:
        self.worker.submit(lambda: None).result()
