"""Puts every finished game (and Match) played at the table into the match history.

It watches the controller: a game seen for the first time starts its clock; when it ends,
its replay file is written to the replays folder and its record goes to the history
(`app.storage.history`). A history that can't be written is reported in the status bar's
notice corner and the record is kept for later; the game is never held up.
"""

from __future__ import annotations

import time
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.ui.controller import REPLAY
from app.ui.texts import translate


class HistoryKeeper(QObject):
    recorded = Signal()  # a game went into the history (the History page refreshes)

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.w = window
        self.recorder = None  # app.storage.history.Recorder, made on first use
        self._started: weakref.WeakKeyDictionary[Any, float] = weakref.WeakKeyDictionary()
        self._done: weakref.WeakSet[Any] = weakref.WeakSet()
        # a Match's key: when its first game ended, and its seed (seeds alone may repeat)
        self._keys: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
        window.controller.changed.connect(self._seen)
        window.controller.gameOver.connect(self._over)

    def store(self) -> Any:
        if self.recorder is None:
            from app.storage.history import default_recorder

            self.recorder = default_recorder()
        return self.recorder

    def _seen(self) -> None:
        game = self.w.controller.game
        if game is not None and REPLAY not in self.w.controller.locks:
            self._started.setdefault(game, time.monotonic())

    def _over(self, _winner: int) -> None:
        c = self.w.controller
        game = c.game
        if game is None or not game.decks or REPLAY in c.locks or game in self._done:
            return  # a scenario position or a replay is no game of the player's
        self._done.add(game)
        from app.storage.history import summarize

        seats = [("human" if s.human else "computer", s.level) for s in c.seats]
        duration = time.monotonic() - self._started.get(game, time.monotonic())
        session = self.w.match_session
        replay = self._write_replay(game, session)
        rec = summarize(game, seats, duration, replay)
        if session is not None:  # a game of a Match (RUP4 486): which one
            rec.match_key = self._key(session.match)
            rec.game_no = len(session.match.records)
        self._report(self.store().record(rec))
        if session is not None and session.match.is_over:
            self._record_match(session, replay)
        self.recorded.emit()

    def _record_match(self, session: Any, replay: str | None) -> None:
        from app.storage.history import MatchRecord, now

        m = session.match
        need = m.best_of // 2 + 1
        winner = next((i for i, w in enumerate(m.wins) if w >= need), None)
        self._report(self.store().record(MatchRecord(self._key(m), now(), m.best_of, winner,
                                                    replay)))

    def _write_replay(self, game: Any, session: Any) -> str | None:
        """The finished game's replay file (a Match: the whole match so far, one file)."""
        from app.storage.history import replays_dir
        from app.storage.saves import SaveError, save_game, save_match

        stamp = time.strftime("%Y%m%d-%H%M%S")
        try:
            if session is not None:
                path = replays_dir() / f"match-{self._key(session.match)}.rbsave"
                save_match(session.match, session.saved_seats(), path)
            else:
                path = _free(replays_dir() / f"game-{stamp}.rbsave")
                save_game(game, self.w.controller.saved_seats(), path)
        except (SaveError, OSError) as exc:
            self._report(str(exc))
            return None
        return str(path)

    def _key(self, match: Any) -> str:
        return self._keys.setdefault(match, f"{time.strftime('%Y%m%d-%H%M%S')}-{match.seed}")

    def _report(self, problem: str | None) -> None:
        if problem:
            self.w.notice.add(translate("History", "The game could not go into the match "
                                                   "history ({reason}); it is kept and goes in "
                                                   "later.").format(reason=problem))


def _free(path: Path) -> Path:
    n = 2
    out = path
    while out.exists():
        out = path.with_name(f"{path.stem}-{n}{path.suffix}")
        n += 1
    return out
