"""The chain column at the table: abilities on the chain (they have no card) as chips with
their source's name, the column's title, and the destination chosen for each unit a chain
item moves (RUP4 355.4). Cards on the chain are placed like any card (`app.ui.layout`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.ui.card_painter import CARD_H, NAME_PX, pxfont
from app.ui.layout import Placement, chain_folded, chain_rect, chain_slots
from app.ui.text_fit import wrap_lines
from app.ui.texts import place_name, translate


class ChainColumn:
    """Mixed into `app.ui.table_scene.TableScene`: it uses the scene's items by id, its
    `_text` and `_chain_chips`, and `addItem`/`removeItem`/`items`."""

    def _update_chain(self, view: dict[str, Any]) -> None:
        """The column's title and its abilities: they have no card, so each gets a chip with
        its source's name. A long chain's oldest items fold into one row (`chain_folded`):
        a count, what they are on hover; their cards are hidden until they unfold."""
        for chip in self._chain_chips:
            self.removeItem(chip)
        self._chain_chips = []
        cr = chain_rect(view)
        places = self.placements(view)
        slots = chain_slots(view)
        folded = chain_folded(view)
        hidden: set[int] = set()
        for k, item in enumerate(view["chain"]):
            self._destination_chips(item, places)
            if item["kind"] == "card":
                if k < folded:
                    hidden.add(item["card"]["id"])
                continue
            if k < folded:
                continue
            chip = self._ability_chip(self._chain_label(item), slots[k], framed=len(slots) > 1)
            chip.setData(0, item["id"])
            chip.setZValue(60 + k)
            self.addItem(chip)
            self._chain_chips.append(chip)
        if folded:
            self._folded_chip(view["chain"][:folded], slots[0])
        for oid in hidden | self._folded_cards:
            card = self.items_by_id.get(oid)
            if card is not None:
                card.setVisible(oid not in hidden)
        self._folded_cards = hidden
        if view["chain"]:
            # two lines: on one, the narrow column once shrank it to 7 pixels at 1280x720,
            # and the Italian ran past the column even so
            title = self._text("chaintitle", cr.topLeft(), NAME_PX, True)
            title.setText(translate("Table", "Chain") + "\n"
                          + translate("Table", "(newest last)"))
            for px in (NAME_PX, NAME_PX * 0.85, NAME_PX * 0.75):  # the narrow column: smaller
                title.setFont(pxfont(px, True))
                if title.boundingRect().width() <= cr.width():
                    break
        elif "chaintitle" in self._texts:
            self._texts["chaintitle"].setText("")

    def _chain_label(self, item: dict[str, Any]) -> str:
        """A chain item in words: its card's name, or "Ability: {source}" (public, RUP4
        355.9.a.2)."""
        if item["kind"] == "card":
            return item["card"].get("name", "")
        src = self.items_by_id.get(item["source"])
        name = src.card.name if src is not None and src.card is not None else ""
        return (translate("Table", "Triggered: {name}") if item["kind"] == "trigger" else
                translate("Table", "Ability: {name}")).format(
            name=name or translate("Table", "effect"))

    def _folded_chip(self, items: list[dict[str, Any]], slot: QRectF) -> None:
        """The folded oldest items' row: how many, and each of them on hover, oldest first."""
        label = translate("Table", "+%n earlier", None, len(items))
        chip = self._ability_chip(label, slot, framed=True)
        chip.setToolTip("\n".join([translate("Table", "Earlier on the chain (oldest first):"),
                                   *(self._chain_label(i) for i in items)]))
        chip.setZValue(59)
        self.addItem(chip)
        self._chain_chips.append(chip)

    def _destination_chips(self, item: dict[str, Any], places: dict[int, Placement]) -> None:
        """Where the units a chain item moves are to go, chosen as it was played and public
        (RUP4 355.4): a plate over the lower edge of each unit, "to {place}" (the whole
        sentence as its tooltip)."""
        for d in item.get("destinations", ()):
            unit, place = self.items_by_id.get(d["obj"]), places.get(d["obj"])
            if unit is None or place is None:
                continue
            name = unit.card.name if unit.card is not None else ""
            back = QGraphicsRectItem()  # a dark plate: the line lies over the card's art
            back.setBrush(QColor(10, 20, 16, 225))
            back.setPen(QPen(QColor("#a8e6ff"), 1))
            text = QGraphicsSimpleTextItem(back)
            text.setFont(pxfont(NAME_PX, True))
            text.setText("\u2192 " + place_name(d["to"]))
            text.setBrush(QColor("#a8e6ff"))
            back.setRect(text.boundingRect().adjusted(-3, -1, 3, 1))
            back.setToolTip(translate("Table", "Moves {unit} to {place}").format(
                unit=name, place=place_name(d["to"])))
            height = CARD_H * place.scale
            back.setPos(place.pos.x() + 4, place.pos.y() + height - back.rect().height() - 4)
            back.setZValue(place.z + 0.5)
            self.addItem(back)
            self._chain_chips.append(back)

    @staticmethod
    def _ability_chip(label: str, slot: QRectF, framed: bool) -> QGraphicsItem:
        """An ability on the chain (it has no card): its words in its slot, on as many lines
        as it holds, smaller rather than cut when the slot is low; `framed` (a row among others) on
        a dark plate like a card's, so the rows read as the chain's items."""
        back = QGraphicsRectItem(QRectF(0, 0, slot.width(), slot.height()))
        back.setPos(slot.topLeft())
        back.setToolTip(label)
        if framed:
            back.setBrush(QColor(16, 18, 24, 220))
            back.setPen(QPen(QColor("#ffe9a8"), 1))
        else:
            back.setPen(QPen(Qt.PenStyle.NoPen))
        text = QGraphicsSimpleTextItem(back)
        text.setBrush(QColor("#ffe9a8"))
        width = slot.width() - 8
        for px in (NAME_PX, NAME_PX * 0.85, NAME_PX * 0.75):  # the last one cuts if it must
            text.setFont(pxfont(px, True))
            fm = QFontMetricsF(text.font())
            room = max(1, int((slot.height() - 4) // fm.lineSpacing()))
            lines = wrap_lines([label], fm, width).split("\n")
            if len(lines) <= room:
                break
        if len(lines) > room:
            lines = lines[:room - 1] + [fm.elidedText(" ".join(lines[room - 1:]),
                                                      Qt.TextElideMode.ElideRight, width)]
        text.setText("\n".join(lines))
        text.setPos(4, (slot.height() - text.boundingRect().height()) / 2 if framed else 0)
        return back

    def chain_chip_at(self, pos: QPointF) -> int | None:
        """The chain item id of the ability chip at `pos`, or None."""
        for it in self.items(pos):
            chip = it if it in self._chain_chips else it.parentItem()
            if chip in self._chain_chips and chip.data(0) is not None:
                return int(chip.data(0))
        return None
