"""The one object that owns the game: it turns gestures into engine actions.

Scene items never change game state; they ask the controller, which applies the action,
then emits `changed` with the new view of the player at the screen and the events the
action caused (for the log and the animations). The UI never reads the raw state of a
player it is not showing: everything it draws comes from `view()`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.engine import Action, DeckSpec, Event, Game, new_game
from app.ui.texts import refusal_text


@dataclass(frozen=True)
class Seat:
    name: str
    deck: DeckSpec
    human: bool = True


class GameController(QObject):
    changed = Signal()  # the view changed: reconcile the scene
    eventsHappened = Signal(list)  # events the last action caused, as the viewer may see them
    message = Signal(str)  # a status line: why something was refused, what to do next
    gameOver = Signal(int)
    viewerChanged = Signal(int)  # hotseat: another human must now take the seat

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seats: list[Seat] = []
        self._viewer = 0
        self.score_history: list[list[int]] = []

    # -- starting -------------------------------------------------------------------
    def start(self, seats: list[Seat], seed: int, tokens: tuple = ()) -> None:
        self.seats = seats
        self.game = new_game([s.deck for s in seats], seed=seed, names=[s.name for s in seats],
                             tokens=tokens)
        self.score_history = [[0 for _ in seats]]
        self._viewer = self._human_to_show()
        self.changed.emit()

    def attach(self, game: Game, seats: list[Seat]) -> None:
        """Show a game built elsewhere (a scenario position, a loaded save)."""
        self.game = game
        self.seats = seats
        self.score_history = [[p.points for p in game.state.players]]
        self._viewer = self._human_to_show()
        self.changed.emit()

    # -- what the screen shows --------------------------------------------------------
    @property
    def viewer(self) -> int:
        return self._viewer

    def view(self) -> dict[str, Any]:
        assert self.game is not None
        return self.game.view(self._viewer)

    def my_turn_to_decide(self) -> bool:
        return self.game is not None and self.game.to_act == self._viewer

    def legal(self) -> list[Action]:
        """The viewer's legal actions (none while someone else decides)."""
        if not self.my_turn_to_decide():
            return []
        assert self.game is not None
        return self.game.legal_actions()

    def actions_for(self, oid: int) -> list[Action]:
        """Legal actions that start with this object (to light it up and to drag it)."""
        return [a for a in self.legal() if a.args and a.args[0] == oid]

    # -- acting -----------------------------------------------------------------------
    def act(self, action: Action | str) -> bool:
        """Apply an action for the viewer; a refusal changes nothing and says why."""
        if self.game is None:
            return False
        result = self.game.apply(action, player=self._viewer)
        if not result.ok:
            assert result.refusal is not None
            self.message.emit(refusal_text(result.refusal))
            return False
        self._after(result.events)
        return True

    def explain(self, action: Action | str) -> str | None:
        """Why an action would be refused, in the player's language (None if it is legal)."""
        if self.game is None:
            return None
        ref = self.game.why_illegal(action, player=self._viewer)
        return None if ref is None else refusal_text(ref)

    def _after(self, events: list[Event]) -> None:
        assert self.game is not None
        pts = [p.points for p in self.game.state.players]
        if pts != self.score_history[-1]:
            self.score_history.append(pts)
        shown = [e.for_player(self._viewer) for e in events]
        before = self._viewer
        self._viewer = self._human_to_show()
        self.eventsHappened.emit(shown)
        if self._viewer != before:
            self.viewerChanged.emit(self._viewer)
        self.changed.emit()
        if self.game.is_over:
            assert self.game.winner is not None
            self.gameOver.emit(self.game.winner)

    def _human_to_show(self) -> int:
        """Hotseat: the human who decides now; otherwise the (first) human seat."""
        if self.game is None:
            return 0
        humans = [i for i, s in enumerate(self.seats) if s.human] or [0]
        who = self.game.to_act
        if who is not None and who in humans:
            return who
        return self._viewer if self._viewer in humans else humans[0]
