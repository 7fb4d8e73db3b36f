"""A card dragged in the deckbuilder: its drag data, and the views a deck card is dropped
on to leave the deck (the browser's list and grid)."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, Qt

MIME = "application/x-riftbound-card"
BROWSER = "browser"  # the drag source name of the browser


def card_mime(name: str, source: str) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME, json.dumps({"name": name, "source": source}).encode("utf-8"))
    mime.setText(name)
    return mime


def read_mime(mime: QMimeData) -> tuple[str, str] | None:
    if not mime.hasFormat(MIME):
        return None
    try:
        data = json.loads(bytes(mime.data(MIME).data()).decode("utf-8"))
        return str(data["name"]), str(data["source"])
    except (ValueError, KeyError, TypeError):
        return None


class TakesDeckCards:
    """Mixed into a browser view: a card dragged from the deck and dropped here leaves the
    deck. The view declares `dropped = Signal(str, str)` (card name, its deck section)."""

    def _wanted(self, event) -> tuple[str, str] | None:  # type: ignore[no-untyped-def]
        got = read_mime(event.mimeData())
        return got if got is not None and got[1] != BROWSER and got[0] else None

    def dragEnterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        if self._wanted(event):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        got = self._wanted(event)
        if got is None:
            event.ignore()
            return
        # Copy, never Move: a Move would make Qt delete the dragged row from its source view.
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.dropped.emit(*got)  # type: ignore[attr-defined]
