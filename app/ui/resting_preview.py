"""What the docked preview shows while no card is pointed at: never an empty column.

In order: the newest card on the chain (what a player is deciding about), else the card
played last (what just happened), else the viewer's legend (their own plan). A heading says
which it is. Pointing at a card shows that card instead; leaving it brings this back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject

from app.engine import CardDef, Event
from app.ui.texts import translate


def resting_card(view: dict[str, Any], last_play: tuple[str, int] | None,
                 card_of_item: Callable[[int], CardDef | None],
                 card_for: Callable[[str], CardDef | None]) -> tuple[CardDef, str] | None:
    """(the card, its heading) to show at rest, or None when there is nothing to show."""
    for item in reversed(view["chain"]):
        if item["kind"] == "card":
            card = card_for(item["card"].get("code") or "")
        else:  # an ability: its source card, when the viewer may see it
            card = card_of_item(item.get("source", -1))
        if card is not None:
            return card, translate("Preview", "On the chain")
    if last_play is not None:
        code, player = last_play
        card = card_for(code)
        if card is not None and 0 <= player < len(view["players"]):
            name = view["players"][player]["name"]
            return card, translate("Preview", "Last played, by {player}").format(player=name)
    me = view["players"][view["viewer"]] if 0 <= view["viewer"] < len(view["players"]) \
        else None
    legend = me.get("legend") if me else None
    card = card_for(legend.get("code") or "") if legend else None
    if card is not None:
        return card, translate("Preview", "Your legend")
    return None


class RestingPreview(QObject):
    """Keeps the window's preview showing a resting card whenever nothing is pointed at."""

    def __init__(self, window) -> None:  # noqa: ANN001 - the MainWindow
        super().__init__(window)
        self.w = window
        self.hovered: int | None = None  # the card pointed at, shown instead
        self._last_play: tuple[object, str, int] | None = None  # (game, code, player)
        window.controller.eventsHappened.connect(self._note)
        window.controller.changed.connect(self.refresh)
        window.view.viewport().installEventFilter(self)  # the column moves with its size
        window.view.columnMoved.connect(lambda: self.refresh(again=True))  # and the log's

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize:
            self.refresh(again=True)
        return False

    def _note(self, events: list[Event]) -> None:
        for e in events:
            if e.kind == "play" and e.data.get("card"):
                self._last_play = (self.w.controller.game, e.data["card"],
                                   e.data.get("player", -1))

    def last_play(self) -> tuple[str, int] | None:
        lp = self._last_play
        return None if lp is None or lp[0] is not self.w.controller.game else (lp[1], lp[2])

    def refresh(self, again: bool = False) -> None:
        """Show the resting card unless a card is pointed at (or a card is being dragged);
        `again`: place it anew (the window changed size)."""
        w = self.w
        if self.hovered is not None or w.scene.dragging():
            return
        over = getattr(w, "game_over", None)  # the end's moment, not a card
        # nor over the hotseat curtain (the preview is raised over the table's children)
        if w.controller.game is None or (over is not None and over.isVisible()) \
                or w.curtain.isVisible():
            w.preview.hide()
            return
        scene = w.scene

        def card_of_item(oid: int) -> CardDef | None:
            item = scene.items_by_id.get(oid)
            return item.card if item is not None and item.face_up else None

        rest = resting_card(w.controller.view(), self.last_play(), card_of_item, w._card_for)
        if rest is None:
            w.preview.hide()
            return
        card, heading = rest
        if (not again and w.preview.isVisible() and w.preview.card is card
                and w.preview.heading == heading):
            return
        w.preview.show_card(card, {}, w.view.preview_rect(), heading)
