"""The game log: what happened, in words, as the player at the screen may know it.

It is built from the controller's steps (the events of every action), each event redacted
for the viewer (RUP4 128: a draw names its card only to the drawer), and built again when
the viewer changes (hotseat), when moves are undone, or when another game is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from app.engine import CardDef, Game
from app.ui.controller import REPLAY, GameController, Step
from app.ui.texts import ai_reason, event_text, translate


def names_in_view(view: dict[str, Any]) -> dict[int, str]:
    """The names of the objects the viewer can see now (ids of hidden cards are absent)."""
    known: dict[int, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "id" in node and "name" in node:
                known[node["id"]] = node["name"]
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(view)
    return known


# The computer's moves whose own events say what it did ("CPU plays X"): its reason goes on
# those lines as a tooltip rather than on a second line saying the same.
SELF_LOGGED = frozenset({"play", "move", "hide", "end", "keep", "mull"})


class GameLog(QListWidget):
    """The log dock's list; `sync()` after every change of the controller."""

    def __init__(self, controller: GameController,
                 card_for: Callable[[str], CardDef | None]) -> None:
        super().__init__()
        self.c = controller
        self.card_for = card_for
        self.setWordWrap(True)  # long lines wrap instead of hiding behind a scroll bar
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._shown: list[Step] = []
        self._viewer = -1
        # the computer's reason for a move whose lines come with its follow-up steps (a play
        # shows up in the log once it is paid for)
        self._pending: tuple[int, str] | None = None
        # a Match: its games before the one at the table, with their steps (None: no match);
        # the log shows the whole match, game by game
        self.earlier: Callable[[], list[tuple[Game, list[Step]]]] | None = None

    def sync(self) -> None:
        c = self.c
        steps = c.steps if c.game is not None else []
        n = len(self._shown)
        same_past = (self._viewer == c.viewer and len(steps) >= n
                     and (n == 0 or steps[n - 1] is self._shown[-1]))
        if not same_past:
            self.clear()
            self._shown, n = [], 0
            self._pending = None
            self._viewer = c.viewer
            self._add_earlier_games()
        if len(steps) == n:
            return
        self._viewer = c.viewer
        assert c.game is not None
        known = names_in_view(c.view())
        for step in steps[n:]:
            self._add_step(step, known)
        self._shown = list(steps)
        self.scrollToBottom()

    def _add_earlier_games(self) -> None:
        """A Match's earlier games, each under its number, then the number of the game at
        the table (not during a replay: it shows the one game replayed)."""
        if self.earlier is None or self.c.game is None or REPLAY in self.c.locks:
            return
        games = self.earlier()
        for number, (game, steps) in enumerate(games, 1):
            self._add_line(translate("Log", "— Game {n} —").format(n=number))
            known = names_in_view(game.view(self.c.sees_as))
            for step in steps:
                self._add_step(step, known, game)
        self._add_line(translate("Log", "— Game {n} —").format(n=len(games) + 1))

    def _add_step(self, step: Step, known: dict[int, str], game: Game | None = None) -> None:
        game = game or self.c.game
        assert game is not None
        players = game.state.players

        def name_of(oid: Any) -> str:
            if isinstance(oid, tuple):  # ("code", card code) from the event itself
                card = self.card_for(oid[1])
                return card.name if card is not None else oid[1]
            return known.get(oid, translate("Log", "a card"))

        def player_name(i: int) -> str:
            return players[i].name

        lines = [line for e in step.events
                 if (line := event_text(e.for_player(self.c.sees_as), name_of, player_name))]
        if step.auto:
            lines.insert(0, translate("Log", "{player} passes: nothing else to do.").format(
                player=player_name(step.actor)))
        reason = ""
        if self._pending is not None:
            actor, held = self._pending
            self._pending = None
            if actor == step.actor and not step.fresh:
                reason = held  # the follow-up step shows the move: the reason rides on it
        if step.reason is not None and step.fresh:
            reason = ai_reason(step.reason)
            if step.reason.params.get("verb") not in SELF_LOGGED:
                # a pass or a damage assignment has no line of its own: the reason is one
                # (once: combat damage is assigned a step at a time, RUP4 465)
                line = translate("Log", "{player} (computer): {reason}").format(
                    player=player_name(step.actor), reason=reason)
                if not self.count() or self.item(self.count() - 1).text() != line:
                    self._add_line(line)
                reason = ""
            elif not lines:
                self._pending = (step.actor, reason)  # a play shows once it is paid for
                return
        for line in lines:
            # why the computer did it, without a second line saying the same
            self._add_line(line, reason)

    def _add_line(self, line: str, tip: str = "") -> None:
        item = QListWidgetItem(line)
        if tip:
            item.setToolTip(tip)
        self.addItem(item)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
