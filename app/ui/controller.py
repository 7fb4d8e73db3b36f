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
    level: str | None = None  # the computer's level


# Events that show a player something that was hidden: taking back such an action in a
# hotseat game would let players play again knowing it, so undo stops there.
REVEALING = frozenset({"play", "reveal", "discard", "hidden_lost", "draw", "look", "mulligan",
                       "channel", "burnout", "recycle"})


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
        self.actors: list[int] = []  # who took each action in game.log
        # whether each action answered a fresh decision (not a follow-up question such as a
        # target or a payment): undo takes back a whole gesture, back to such a decision
        self.fresh: list[bool] = []
        self.barrier = 0  # undo may not go back before this many actions
        self.redo_stack: list[tuple[Action, int]] = []
        self.autosave: bool = False  # write the recovery file after every action
        # pass for a human who has nothing but "pass" (no reaction possible), so hotseat play
        # doesn't hand the device over just to press Pass
        self.auto_pass: bool = True

    # -- starting -------------------------------------------------------------------
    def start(self, seats: list[Seat], seed: int, tokens: tuple = ()) -> None:
        self.seats = seats
        self.game = new_game([s.deck for s in seats], seed=seed, names=[s.name for s in seats],
                             tokens=tokens)
        self.score_history = [[0 for _ in seats]]
        self._reset_history()
        self._viewer = self._human_to_show()
        self.changed.emit()

    def attach(self, game: Game, seats: list[Seat]) -> None:
        """Show a game built elsewhere (a scenario position, a loaded save)."""
        self.game = game
        self.seats = seats
        self.score_history = [[p.points for p in game.state.players]]
        self._reset_history()
        self.actors = [-1] * len(game.log)
        self.fresh = [True] * len(game.log)
        self.barrier = len(game.log)  # a loaded game's past is not ours to take back
        self._viewer = self._human_to_show()
        self.changed.emit()

    def _reset_history(self) -> None:
        self.actors = []
        self.fresh = []
        self.barrier = 0
        self.redo_stack = []

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
        fresh = self._fresh_decision()
        result = self.game.apply(action, player=self._viewer)
        if not result.ok:
            assert result.refusal is not None
            self.message.emit(refusal_text(result.refusal))
            return False
        self._record(self._viewer, result.events, fresh)
        self.redo_stack = []
        self._after(result.events)
        return True

    def act_for(self, player: int, action: Action) -> bool:
        """Apply an action for a seat the screen doesn't show (the computer)."""
        if self.game is None:
            return False
        fresh = self._fresh_decision()
        result = self.game.apply(action, player=player)
        if not result.ok:
            return False
        self._record(player, result.events, fresh)
        self.redo_stack = []
        self._after(result.events)
        return True

    def _fresh_decision(self) -> bool:
        d = self.game.decision if self.game is not None else None
        return d is not None and d.kind in ("priority", "mulligan", "assign", "order")

    def _record(self, player: int, events: list[Event], fresh: bool) -> None:
        self.actors.append(player)
        self.fresh.append(fresh)
        humans = sum(1 for s in self.seats if s.human)
        if humans > 1 and any(e.kind in REVEALING for e in events):
            self.barrier = len(self.actors)

    # -- undo / redo (exact: the state hash is the one before) --------------------------
    def undo_target(self) -> tuple[int | None, str]:
        """How many actions to keep after an undo, or None and why not."""
        assert self.game is not None
        n = len(self.game.log)
        humans = [i for i, s in enumerate(self.seats) if s.human]
        if n <= self.barrier:
            if n and self.barrier == n and len(humans) > 1:
                return None, self.tr("You can't undo that: it showed a player something "
                                     "that was hidden.")
            return None, self.tr("Nothing to undo.")
        # take back the last whole decision (a play with its target and payment is one), and
        # against the computer also its replies
        me = set(humans) if len(humans) > 1 else {humans[0] if humans else self._viewer}
        starts = [i for i in range(self.barrier, n) if self.fresh[i] and self.actors[i] in me]
        if not starts:
            if self.barrier and len(humans) > 1:
                return None, self.tr("You can't undo that: it showed a player something "
                                     "that was hidden.")
            return None, self.tr("Nothing to undo.")
        return starts[-1], ""

    def undo(self) -> bool:
        if self.game is None:
            return False
        keep, why = self.undo_target()
        if keep is None:
            self.message.emit(why)
            return False
        removed = list(zip(self.game.log[keep:], self.actors[keep:], strict=True))
        self.game = self.game.at(keep)
        self.actors = self.actors[:keep]
        self.fresh = self.fresh[:keep]
        self.redo_stack.extend(reversed(removed))
        self._rewound()
        self.message.emit(self.tr("Undone."))
        return True

    def redo(self) -> bool:
        if self.game is None or not self.redo_stack:
            return False
        # redo a whole decision: the action and the follow-up answers (and replies) after it
        events: list[Event] = []
        first = True
        while self.redo_stack:
            action, who = self.redo_stack[-1]
            fresh = self._fresh_decision()
            if not first and fresh and who >= 0 and self.seats[who].human:
                break
            self.redo_stack.pop()
            result = self.game.apply(action, player=who if who >= 0 else None)
            if not result.ok:
                self.redo_stack = []
                break
            self.actors.append(who)
            self.fresh.append(fresh)
            events.extend(result.events)
            first = False
        self._after(events)
        return True

    def _rewound(self) -> None:
        assert self.game is not None
        pts = [p.points for p in self.game.state.players]
        while len(self.score_history) > 1 and self.score_history[-1] != pts:
            self.score_history.pop()
        self._viewer = self._human_to_show()
        self._save_recovery()
        self.changed.emit()

    def explain(self, action: Action | str) -> str | None:
        """Why an action would be refused, in the player's language (None if it is legal)."""
        if self.game is None:
            return None
        ref = self.game.why_illegal(action, player=self._viewer)
        return None if ref is None else refusal_text(ref)

    def _save_recovery(self) -> None:
        if not self.autosave or self.game is None or not self.game.decks:
            return
        from app.storage.recovery import write_recovery
        from app.storage.saves import dumps

        try:
            write_recovery(dumps(self.game, self.saved_seats()))
        except OSError as exc:  # a full disk must not stop the game
            self.message.emit(self.tr("Autosave failed: {error}").format(error=exc))

    def saved_seats(self) -> list[Any]:
        from app.storage.saves import SavedSeat

        return [SavedSeat(name=s.name, kind="human" if s.human else "computer", level=s.level)
                for s in self.seats]

    def _pass_for_idle_humans(self, events: list[Event]) -> None:
        game = self.game
        assert game is not None
        for _ in range(50):
            who = game.to_act
            if (not self.auto_pass or game.is_over or who is None or who == self._viewer
                    or not self.seats or not self.seats[who].human):
                return
            legal = game.legal_actions()
            if legal != [Action("pass")]:
                return
            result = game.apply(legal[0], player=who)
            # not a decision of its own: undo takes it back with the action that led to it
            self._record(who, result.events, False)
            events.extend(result.events)

    def _after(self, events: list[Event]) -> None:
        assert self.game is not None
        self._pass_for_idle_humans(events)
        self._save_recovery()
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
