"""A Match (RUP4 486) at the table: the games are played exactly like a Duel (the same
controller, prompts, computer seats and hotseat curtain), and the `Match` stays the source
of truth.

- Every game action reaches the match: the controller plays on the match's current `Game`
  and after every change (an action, an undo, a redo) `Match.follow_game` takes it in.
- Between games the match's questions go to the player who answers them: a human through
  the dialogs of `app.ui.match_panel` (hotseat: the curtain first, so that sideboards and
  battlefield picks stay hidden from the other player, 486.5), a computer through
  `app.ai.match_agent`.
- A match saves, autosaves and resumes as a whole (`app.storage.saves.save_match`); a save
  made during game 2 resumes in game 2 with the score and the log.
- Concede (TR 410.1) ends the current game for the player at the screen.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from app.ai.match_agent import choose_in_match
from app.engine.core.actions import Action
from app.engine.face.match import BATTLEFIELD, GAME, ORDER, SIDEBOARD, Match, MatchDeck
from app.ui.controller import CURTAIN, REPLAY, Seat, replay_steps
from app.ui.file_dialogs import keyboard_back, save_file_name
from app.ui.match_panel import (
    BattlefieldDialog,
    MatchOverDialog,
    MatchPanel,
    OrderDialog,
    SideboardDialog,
)
from app.ui.texts import translate

# the table takes no input while the match asks its questions between games
BETWEEN = "match"


class MatchSession(QObject):
    def __init__(self, window: Any, match: Match, seats: list[Seat]) -> None:
        super().__init__(window)
        self.w = window
        self.match = match
        self.seats = seats
        self.installing = False  # showing one of its games (not a Duel replacing the match)
        self.saved_len: int | None = None  # len(match.log) when last saved (None: never)
        from app.ai import make_agent

        self.agents = {i: make_agent(s.level or "normal", match.seed * 31 + i)
                       for i, s in enumerate(seats) if not s.human}
        self.dialog: QDialog | None = None
        self.over_dialog: MatchOverDialog | None = None
        self.at_screen: int | None = None  # the human whose secrets the screen showed last
        self.panel = MatchPanel(window.view.viewport())
        self.panel.concedeRequested.connect(self.concede)
        window.view.viewport().installEventFilter(self)
        window.controller.changed.connect(self._sync)
        window.controller.changed.connect(self.place_panel)
        self._shown_game: int | None = None  # the number of the game installed at the table
        self._earlier: tuple[int, list[tuple[Any, list[Any]]]] | None = None
        window.log.earlier = self.earlier_games

    # -- the flow ---------------------------------------------------------------------------
    def begin(self) -> None:
        """Ask the match's current question, or show its current game (a resumed save)."""
        self.place_panel()
        self.panel.show_match(self.match)
        if self.w.controller.game is not None:
            self._stop_computer()  # the game shown before the match goes no further
        self.advance()

    def advance(self) -> None:
        """Answer for the computer and ask the humans until a game is played or it's over."""
        m = self.match
        if self.w.match_session is not self:
            return  # replaced meanwhile
        for _ in range(1000):
            self.panel.show_match(m)
            if m.stage == GAME:
                self._show_game()
                return
            if m.is_over:
                self._over()
                return
            p = m.to_act
            assert p is not None
            if self.seats[p].human:
                self._ask(p)
                return
            choice = choose_in_match(self.agents[p], m, p)
            m.apply_or_raise(choice.action, p)
            self._write_recovery()

    def _ask(self, player: int) -> None:
        c = self.w.controller
        c.lock(BETWEEN)
        humans = [i for i, s in enumerate(self.seats) if s.human]
        if len(humans) > 1 and self.at_screen != player:
            # hotseat: the other player looks away before this one's secrets are shown
            self.w.curtain.show_for(self.match.names[player])
            c.lock(CURTAIN)
            self.w.curtain.dismissed.connect(self._seat_taken)
            self._waiting = player
            return
        self._open_question(player)

    def _seat_taken(self) -> None:
        self.w.curtain.dismissed.disconnect(self._seat_taken)
        self.at_screen = self._waiting
        self._open_question(self._waiting)

    def _open_question(self, player: int) -> None:
        self.at_screen = player
        c = self.w.controller
        if c.hotseat and c.game is not None:
            c.look_from(player)  # the last game's table as this player saw it, not the other
        m = self.match
        kind = {SIDEBOARD: SideboardDialog, BATTLEFIELD: BattlefieldDialog,
                ORDER: OrderDialog}[m.stage]
        self.dialog = kind(m, player, self.w)
        self.dialog.answered.connect(lambda a, p=player: self._answer(a, p))
        self.dialog.open()

    def _answer(self, action: Action, player: int) -> None:
        m = self.match
        result = m.apply(action, player)
        if not result.ok:
            assert result.refusal is not None
            from app.ui.texts import refusal_text

            self.w.controller.refuse(refusal_text(result.refusal))
            return
        self._write_recovery()
        dialog = self.dialog
        if isinstance(dialog, SideboardDialog) and m.stage == SIDEBOARD and m.to_act == player:
            dialog.refresh()  # still sideboarding
            return
        if dialog is not None:
            dialog.done(0)
            dialog.deleteLater()
            keyboard_back(self.w.view)  # the table's shortcuts work again at once
        self.dialog = None
        QTimer.singleShot(0, self, self.advance)

    def _show_game(self) -> None:
        """Put the match's current game on the table (a fresh one, or a resumed one)."""
        m = self.match
        c = self.w.controller
        assert m.game is not None
        if self._shown_game == m.number and c.game is not None:
            return
        self._shown_game = m.number
        c.unlock(BETWEEN)
        path = getattr(self.w, "save_path", None)
        history = bool(m.game.log)
        self._index_cards()  # before the log shows a resumed game's past: names, not codes
        self.installing = True
        try:
            self.w._replace_game(lambda: c.attach(m.game, self.seats, history=history))
        finally:
            self.installing = False
        self.w.save_path = path
        if c.hotseat and self.at_screen is not None:
            # the player who answered last is at the screen, not the last game's viewer
            if c.viewer != self.at_screen and CURTAIN not in c.locks:
                self.w._viewer_changed(c.viewer)
            elif c.viewer == self.at_screen and CURTAIN in c.locks:
                self.w.curtain.hide()
                c.unlock(CURTAIN)
        text = translate("MatchSession", "Game {n} of the match: {score}.")
        self.w.statusBar().showMessage(
            text.format(n=m.number, score=f"{m.wins[0]} – {m.wins[1]}"), 8000)
        self.panel.show_match(m)

    def _index_cards(self) -> None:
        """Every card of the match, for the table, the log and the preview."""
        cards = self.w._cards
        for d in self.match.decks:
            s = d.spec
            for c in (s.legend, *([s.champion] if s.champion else []), *s.main, *s.runes,
                      *s.battlefields, *d.sideboard):
                cards[c.code] = c
        for t in self.match.tokens:
            cards[t.code] = t

    def _sync(self) -> None:
        """The controller changed its game (an action, undo, redo): the match follows."""
        c = self.w.controller
        m = self.match
        if (REPLAY in c.locks or m.stage != GAME or c.game is None or m.game is None
                or c.game.seed != m.game_seed(m.number) or self._shown_game != m.number):
            return
        m.follow_game(c.game)
        # after the controller's own recovery file (the game alone): the match, whole
        self._write_recovery()
        if m.stage != GAME:  # the game is over: the match goes on between games
            self.at_screen = c.viewer
            c.lock(BETWEEN)
            self.panel.show_match(m)
            QTimer.singleShot(0, self, self.advance)

    def concede(self) -> bool:
        """The player at the screen concedes the current game (TR 410.1)."""
        m = self.match
        c = self.w.controller
        if (m.stage != GAME or c.game is None or self._shown_game != m.number
                or c.locks):
            return False
        who = c.viewer
        if not self.confirm_concede(m.names[who]):
            return False
        m.follow_game(c.game)
        if m.stage != GAME:
            return False
        m.apply_or_raise(Action("concede"), who)
        self._stop_computer()
        self.at_screen = who
        c.lock(BETWEEN)
        self._write_recovery()
        text = translate("MatchSession", "{name} concedes game {n}.")
        self.w.statusBar().showMessage(
            text.format(name=m.names[who], n=m.records[-1].number), 8000)
        self.panel.show_match(m)
        QTimer.singleShot(0, self, self.advance)
        return True

    def confirm_concede(self, name: str) -> bool:
        answer = QMessageBox.question(
            self.w, translate("MatchSession", "Concede the game?"),
            translate("MatchSession", "{name}, concede this game? Your opponent wins it "
                                      "(TR 410.1).").format(name=name))
        return answer == QMessageBox.StandardButton.Yes

    def _stop_computer(self) -> None:
        """The conceded game goes no further: the computer seats stop playing it (a move it
        is thinking about is dropped as after a new game)."""
        comp = self.w.computer
        comp.agents = {}
        comp._session += 1

    def _over(self) -> None:
        m = self.match
        c = self.w.controller
        c.lock(BETWEEN)
        self._write_recovery()
        if self.over_dialog is not None:
            return
        self.over_dialog = MatchOverDialog(m, self.w)
        self.over_dialog.chosen.connect(self._after_match)
        self.over_dialog.open()

    def _after_match(self, choice: str) -> None:
        if choice == "new":
            seats = list(self.seats)
            self.w.start_match(seats, random.randrange(1, 100000), self.match.best_of)
        elif choice == "start":
            self.w.show_start_screen()

    # -- saving ------------------------------------------------------------------------------
    def saved_seats(self) -> list[Any]:
        from app.storage.saves import SavedSeat

        return [SavedSeat(name=s.name, kind="human" if s.human else "computer", level=s.level)
                for s in self.seats]

    @property
    def unsaved(self) -> bool:
        m = self.match
        return not m.is_over and bool(m.log) and self.saved_len != len(m.log)

    def save(self, ask: bool = False) -> bool:
        from app.storage.paths import saves_dir
        from app.storage.saves import SaveError, save_match

        self._sync()
        path = None if ask else getattr(self.w, "save_path", None)
        if path is None:
            name = save_file_name(
                self.w, translate("MatchSession", "Save match"), str(saves_dir() / "match.rbsave"),
                translate("MatchSession", "Riftbound Table games (*.rbsave)"))
            if not name:
                return False
            path = Path(name if name.endswith(".rbsave") else name + ".rbsave")
        try:
            save_match(self.match, self.saved_seats(), path)
        except (SaveError, OSError) as exc:
            QMessageBox.warning(self.w, translate("MatchSession", "Save match"), str(exc))
            return False
        self.w.save_path = path
        self.saved_len = len(self.match.log)
        c = self.w.controller
        if c.game is not None:
            c.saved_at = len(c.game.log)
        self.w._remember_recent(str(path))
        text = translate("MatchSession", "Match saved to {file}.")
        self.w.statusBar().showMessage(text.format(file=path.name), 6000)
        return True

    def may_replace(self) -> bool:
        """Before the match is replaced or the window closed: Save / Discard / Cancel."""
        if not self.unsaved:
            return True
        choice = self.w.ask_unsaved()
        if choice == "save":
            return self.save()
        if choice == "discard":
            from app.storage.recovery import clear_recovery

            if self.autosave:
                clear_recovery()
            return True
        return False

    @property
    def autosave(self) -> bool:
        return bool(self.w.controller.autosave)

    def _write_recovery(self) -> None:
        if not self.autosave:
            return
        from app.storage.recovery import clear_recovery, write_recovery
        from app.storage.saves import dumps_match

        try:
            if self.match.is_over:
                clear_recovery()
            else:
                write_recovery(dumps_match(self.match, self.saved_seats()))
        except OSError as exc:  # a full disk must not stop the match
            text = translate("MatchSession", "Autosave failed: {error}")
            self.w.statusBar().showMessage(text.format(error=exc))

    # -- ending ------------------------------------------------------------------------------
    def earlier_games(self) -> list[tuple[Any, list[Any]]]:
        """The games played before the one at the table, with their steps (for the log and
        the replay: the whole match, game by game), rebuilt once per game."""
        shown = (self._shown_game or self.match.number) - 1
        if self._earlier is None or self._earlier[0] != shown:
            games = self.match.games()[:shown]
            self._earlier = (shown, [(g, replay_steps(g)) for g in games])
        return self._earlier[1]

    def end(self) -> None:
        """Another game or match replaces this one at the table."""
        c = self.w.controller
        if self.w.log.earlier == self.earlier_games:
            self.w.log.earlier = None
        try:
            c.changed.disconnect(self._sync)
        except (RuntimeError, TypeError):
            pass
        self.w.view.viewport().removeEventFilter(self)
        c.unlock(BETWEEN)
        for d in (self.dialog, self.over_dialog):
            if d is not None:
                d.done(0)
                d.deleteLater()
        self.dialog = self.over_dialog = None
        self.panel.hide()
        self.panel.deleteLater()
        self.w.view.preview_reserve = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.place_panel)  # after the table fits the view
        return False

    def place_panel(self) -> None:
        """The score at the foot of the preview's column, which the table never uses: the
        preview keeps above it."""
        view = self.w.view
        h = max(60, self.panel.sizeHint().height())
        view.preview_reserve = h + 12
        col = view.preview_column()
        area = QRect(col.left() + 6, col.bottom() - h - 6, col.width() - 12, h)
        if self.panel.isVisible():
            self.panel.place(area)
        else:
            self.panel.area = area


def start_match(window: Any, seats: list[Seat], seed: int, best_of: int = 3) -> bool:
    """A new Match between two seats (each deck with three battlefields, RUP4 486.4.a)."""
    from app.cards.catalog import load_catalog

    if len(seats) != 2:
        QMessageBox.warning(window, translate("MatchSession", "New match"),
                            translate("MatchSession",
                                      "A Match is played by two players (RUP4 486.1)."))
        return False
    short = [s.deck.name or s.name for s in seats if len(s.deck.battlefields) != 3]
    if short:
        text = translate("MatchSession",
                         "A Match needs decks with three battlefields (RUP4 486.4.a): {decks}.")
        QMessageBox.warning(window, translate("MatchSession", "New match"),
                            text.format(decks=", ".join(short)))
        return False
    cat = load_catalog()
    implemented = cat.implemented_codes()
    if not window._all_playable(seats, implemented):
        return False
    missing = sorted({c.name for s in seats for c in s.sideboard if c.code not in implemented})
    if missing:
        QMessageBox.warning(window, translate("MatchSession", "New match"), translate(
            "MatchSession", "These sideboard cards can't be played yet: {cards}.").format(
            cards=", ".join(missing)))
        return False
    if not window.may_replace_game():
        return False
    match = Match([MatchDeck(s.deck, tuple(s.sideboard)) for s in seats], seed,
                  [s.name for s in seats], cat.game_tokens(), best_of)
    install(window, match, seats)
    window.save_path = None
    text = translate("MatchSession", "New match: {a} vs {b}, best of {k}.")
    window.statusBar().showMessage(
        text.format(a=seats[0].name, b=seats[1].name, k=best_of), 8000)
    return True


def install(window: Any, match: Match, seats: list[Seat]) -> MatchSession:
    window.end_match()
    session = MatchSession(window, match, seats)
    window.match_session = session
    session.begin()
    window._update_concede()
    return session


def open_match(window: Any, name: str) -> bool | None:
    """Open a saved Match as a whole (any stage); None: the file holds no Match (or can't be
    read: the single-game path says why)."""
    from app.storage.paths import recovery_file
    from app.storage.saves import SaveError, parse_save, rebuild_match

    path = Path(name)
    try:
        data = parse_save(path.read_bytes(), path.name)
    except (OSError, SaveError):
        return None
    if data.match is None:
        return None
    try:
        match = rebuild_match(data, path.name)
    except SaveError as exc:
        QMessageBox.warning(window, translate("MatchSession", "Open saved match"), str(exc))
        return False
    if not window.may_replace_game():
        return False
    seats = [Seat(s.name, d.spec, s.kind == "human", s.level, d.sideboard)
             for s, d in zip(data.seats, match.decks, strict=True)]
    session = install(window, match, seats)
    window.save_path = path
    session.saved_len = len(match.log) if path != recovery_file() else None
    window._remember_recent(name)
    text = translate("MatchSession", "Opened the match {file}.")
    window.statusBar().showMessage(text.format(file=path.name), 6000)
    return True


__all__ = ["BETWEEN", "MatchSession", "open_match", "start_match"]
