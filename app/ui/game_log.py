"""The game log: what happened, in words, as the player at the screen may know it.

It is built from the controller's steps (the events of every action), each event redacted
for the viewer (RUP4 128: a draw names its card only to the drawer), and built again when
the viewer changes (hotseat), when moves are undone, or when another game is shown.

Each turn has a heading; the runes paid for one play make one line ("Ann pays 3: 2 Calm,
1 Body."); a line is in the colour of the player it is about (whose name it also says),
with an icon for a play, a move, a combat and a score; pointing at a line outlines the cards
it names on the table; a filter shows everything, the plays and combats, or the scores.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsRectItem,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine import CardDef, Event, Game
from app.ui.controller import REPLAY, GameController, Step
from app.ui.seat_labels import seat_color
from app.ui.texts import ai_reason, event_text, translate

OIDS = Qt.ItemDataRole.UserRole  # the objects a line names (outlined on hover)
KIND = Qt.ItemDataRole.UserRole + 1  # what a line is about: a key of ICON_OF's values, ...
PAID = Qt.ItemDataRole.UserRole + 2  # a payment line's tally: (player, {domain: n}, recycled)

# the icon (and the filter's category) of an event's line
ICON_OF = {"play": "play", "hide": "play", "move": "move",
           "combat": "combat", "showdown": "combat", "damage": "combat", "die": "combat",
           "points": "score", "conquer": "score", "hold": "score", "burnout": "score",
           "final_point_denied": "score", "score_draws": "score", "win": "score"}
# the filter: which kinds of line each choice shows (headings show with every choice)
FILTERS = {"all": None, "plays": frozenset({"play", "move", "combat"}),
           "scores": frozenset({"score"})}
PAYMENT = frozenset({"tap_rune", "recycle_rune"})


def _icon(kind: str) -> QIcon:
    """A small drawn icon: a triangle (play), an arrow (move), crossed blades (combat), a
    star (score); "blank" draws nothing."""
    pix = QPixmap(16, 16)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor("#8a7a3a")
    p.setPen(QPen(ink, 2))
    path = QPainterPath()
    if kind == "play":
        path.addPolygon([QPointF(4, 2), QPointF(14, 8), QPointF(4, 14)])  # type: ignore[arg-type]
        p.fillPath(path, ink)
    elif kind == "move":
        p.drawLine(2, 8, 13, 8)
        p.drawLine(9, 4, 13, 8)
        p.drawLine(9, 12, 13, 8)
    elif kind == "combat":
        p.drawLine(3, 3, 13, 13)
        p.drawLine(13, 3, 3, 13)
        p.drawLine(2, 10, 6, 14)
        p.drawLine(14, 10, 10, 14)
    elif kind == "score":
        import math

        pts = [QPointF(8 + (7 if k % 2 == 0 else 3) * math.sin(k * math.pi / 5),
                       8.5 - (7 if k % 2 == 0 else 3) * math.cos(k * math.pi / 5))
               for k in range(10)]
        path.addPolygon(pts)  # type: ignore[arg-type]
        p.fillPath(path, QColor("#d9a400"))
    p.end()
    return QIcon(pix)


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


def _named(data: dict[str, Any]) -> list[int]:
    """The objects an event names (a card played, the units moved, one damaged)."""
    out = [data["obj"]] if isinstance(data.get("obj"), int) else []
    out += [o for o in data.get("objs", ()) if isinstance(o, int)]
    return out


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
        self._view: dict[str, Any] | None = None  # the view the players' colours come from
        self._icons = {k: _icon(k) for k in {*ICON_OF.values(), "blank"}}
        self.filter = "all"
        self.scene: Any = None  # the table (a TableScene): hovering a line outlines its cards
        self._outlines: list[QGraphicsRectItem] = []
        self.setMouseTracking(True)
        self.itemEntered.connect(self._outline)
        self.viewportEntered.connect(self._clear_outlines)  # below the last line
        # the log with its filter above it, for the dock
        self.panel = QWidget()
        lay = QVBoxLayout(self.panel)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.filter_box = QComboBox()
        for label, key in ((translate("Log", "Everything"), "all"),
                           (translate("Log", "Plays and combats"), "plays"),
                           (translate("Log", "Scores"), "scores")):
            self.filter_box.addItem(label, key)
        self.filter_box.setToolTip(translate("Log", "Which lines the log shows"))
        self.filter_box.currentIndexChanged.connect(
            lambda _i: self.set_filter(self.filter_box.currentData()))
        lay.addWidget(self.filter_box)
        lay.addWidget(self)

    def sync(self) -> None:
        self._clear_outlines()  # the cards may have moved, or gone
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
        self._view = c.view()
        known = names_in_view(self._view)
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
            self._add_line(translate("Log", "— Game {n} —").format(n=number), kind="heading")
            self._view = game.view(self.c.sees_as)
            self._view["viewer"] = self.c.viewer
            known = names_in_view(self._view)
            for step in steps:
                self._add_step(step, known, game)
        self._add_line(translate("Log", "— Game {n} —").format(n=len(games) + 1),
                       kind="heading")

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

        # (text, event) per line; the runes paid in a row are one line (event None, kind
        # "pay" in the text's place until the line is made)
        lines: list[tuple[str, Event | None]] = []
        for e in step.events:
            ev = e.for_player(self.c.sees_as)
            if ev.kind in PAYMENT:
                lines.append(("", ev))
            elif line := event_text(ev, name_of, player_name):
                lines.append((line, ev))
        if step.auto:
            ended = [k for k, (_, ev) in enumerate(lines)
                     if ev is not None and ev.kind == "end_turn_declared"]
            if ended:  # the table ended the turn: it says so on the turn's end
                lines[ended[0]] = (translate("Log", "{player} ends the turn: nothing else to "
                                                    "do.").format(player=player_name(step.actor)),
                                   lines[ended[0]][1])
            else:
                lines.insert(0, (translate("Log", "{player} passes: nothing else to do.")
                                 .format(player=player_name(step.actor)), None))
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
                    self._add_line(line, player=step.actor)
                reason = ""
            elif not lines:
                self._pending = (step.actor, reason)  # a play shows once it is paid for
                return
        for line, ev in lines:
            if ev is not None and ev.kind in PAYMENT:
                self._add_payment(ev, player_name, reason)
                continue
            # why the computer did it, without a second line saying the same
            d = ev.data if ev is not None else {}
            who = d.get("player") if isinstance(d.get("player"), int) else step.actor
            kind = "heading" if ev is not None and ev.kind == "turn" else (
                ICON_OF.get(ev.kind, "other") if ev is not None else "other")
            self._add_line(line, reason, player=who, kind=kind, oids=_named(d))

    def _add_payment(self, ev: Event, player_name: Callable[[int], str], tip: str) -> None:
        """A rune paid: onto the payment line just above when it is this player's, else a
        new line."""
        player = int(ev.data["player"])
        card = self.card_for(ev.data["card"]) if "card" in ev.data else None
        domain = card.domains[0].value if card is not None and card.domains else "?"
        last = self.item(self.count() - 1) if self.count() else None
        tally = last.data(PAID) if last is not None else None
        if tally is None or tally[0] != player:
            item = self._add_line("", tip, player=player, kind="pay")
            tally = (player, {}, 0)
        else:
            item = last
        by_domain = dict(tally[1])
        by_domain[domain] = by_domain.get(domain, 0) + 1
        recycled = tally[2] + (ev.kind == "recycle_rune")
        item.setData(PAID, (player, by_domain, recycled))
        item.setData(OIDS, [*(item.data(OIDS) or []), ev.data.get("obj")])
        runes = ", ".join(f"{n} {d}" for d, n in by_domain.items())
        n = sum(by_domain.values())
        if recycled:
            text = translate("Log", "{player} pays {n}: {runes} ({m} recycled).").format(
                player=player_name(player), n=n, runes=runes, m=recycled)
        else:
            text = translate("Log", "{player} pays {n}: {runes}.").format(
                player=player_name(player), n=n, runes=runes)
        item.setText(text)

    def _add_line(self, line: str, tip: str = "", player: int | None = None,
                  kind: str = "other", oids: list[int] | None = None) -> QListWidgetItem:
        item = QListWidgetItem(line)
        if tip:
            item.setToolTip(tip)
        item.setData(KIND, kind)
        if oids:
            item.setData(OIDS, oids)
        if kind == "heading":
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
            item.setBackground(QBrush(QColor(128, 128, 128, 50)))
        else:  # a blank icon for the other lines: the text of every line starts aligned
            item.setIcon(self._icons.get(kind, self._icons["blank"]))
        if player is not None and player >= 0 and self._view is not None \
                and player < len(self._view["players"]):
            # the player's colour (their name is in the line too), darker on a light list
            color = seat_color(self._view, player)
            if self.palette().base().color().lightness() > 128:
                color = color.darker(160)
            item.setForeground(color)
        self.addItem(item)
        item.setHidden(not self._shows(kind))
        return item

    # -- the filter ------------------------------------------------------------------------
    def _shows(self, kind: str) -> bool:
        kinds = FILTERS[self.filter]
        return kinds is None or kind == "heading" or kind in kinds

    def set_filter(self, key: str) -> None:
        """Show every line ("all"), the plays, moves and combats ("plays"), or the scores."""
        self.filter = key
        for i in range(self.count()):
            item = self.item(i)
            item.setHidden(not self._shows(item.data(KIND) or "other"))
        self.scrollToBottom()

    # -- pointing at a line outlines the cards it names on the table ------------------------
    def _outline(self, item: QListWidgetItem) -> None:
        self._clear_outlines()
        scene = self.scene
        if scene is None:
            return
        for oid in item.data(OIDS) or []:
            card = scene.items_by_id.get(oid)
            if card is None or not card.isVisible():
                continue
            ring = QGraphicsRectItem(card.sceneBoundingRect().adjusted(-5, -5, 5, 5))
            pen = QPen(QColor("#ffd54a"), 4, Qt.PenStyle.DashLine)
            ring.setPen(pen)
            ring.setZValue(10_000)
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(ring)
            self._outlines.append(ring)

    def _clear_outlines(self) -> None:
        for ring in self._outlines:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
        self._outlines = []

    def outlined(self) -> list[int]:
        """The cards outlined now (for tests): those whose rectangle a ring surrounds."""
        if self.scene is None:
            return []
        return [oid for oid, card in self.scene.items_by_id.items()
                if any(r.rect().contains(card.sceneBoundingRect()) for r in self._outlines)]

    def leaveEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self._clear_outlines()
        super().leaveEvent(event)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
