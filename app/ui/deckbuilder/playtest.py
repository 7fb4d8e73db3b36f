"""The deckbuilder's playtest: a sample opening hand drawn as cards, a mulligan of up to two
(click the cards to set aside), then turn after turn the runes channelled and the card drawn
(the rules in `app.decks.playtest`). Nothing here touches the deck."""

from __future__ import annotations

import random
from collections import Counter

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.cards.catalog import Catalog
from app.decks.model import DeckList
from app.decks.odds import MAX_MULLIGAN
from app.decks.playtest import Playtest
from app.ui.card_painter import paint_face

CARD_W, CARD_H, GAP = 120, 168, 10


class HandView(QWidget):
    """The cards of the hand side by side; a click marks one to set aside (the mulligan)."""

    toggled = Signal()

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.cards: list[str] = []
        self.marked: set[int] = set()
        self.new: set[int] = set()  # drawn by the last step: outlined
        self.can_mark = True
        self.setMinimumHeight(CARD_H + 2 * GAP)

    def set_cards(self, cards: list[str], new: set[int]) -> None:
        self.cards, self.new, self.marked = list(cards), new, set()
        self.setMinimumWidth(len(cards) * (CARD_W + GAP) + GAP)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(len(self.cards) * (CARD_W + GAP) + GAP, CARD_H + 2 * GAP)

    def card_rect(self, i: int) -> QRectF:
        lift = -8 if i in self.marked else 0
        return QRectF(GAP + i * (CARD_W + GAP), GAP + 8 + lift, CARD_W, CARD_H - 8)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if not self.can_mark:
            return
        for i in range(len(self.cards)):
            if self.card_rect(i).contains(event.position()):
                if i in self.marked:
                    self.marked.discard(i)
                elif len(self.marked) < MAX_MULLIGAN:  # RUP4 117.1
                    self.marked.add(i)
                self.update()
                self.toggled.emit()
                return

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, name in enumerate(self.cards):
            r = self.card_rect(i)
            facts = self.catalog.find(name)
            if facts is None:
                p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
                continue
            paint_face(p, self.catalog.card_def(facts.code), r)
            if i in self.marked:
                p.setPen(QPen(QColor("#c0392b"), 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 8, 8)
            elif i in self.new:
                p.setPen(QPen(QColor("#2f8f5b"), 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 8, 8)
        p.end()


class PlaytestDialog(QDialog):
    def __init__(self, deck: DeckList, catalog: Catalog, parent: QWidget | None = None,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Playtest: {deck}").format(deck=deck.name or "—"))
        self.catalog = catalog
        self.test = Playtest(deck, rng or random.Random())
        lay = QVBoxLayout(self)
        order = QHBoxLayout()
        self.on_play = QRadioButton(self.tr("Going first"))
        self.on_draw = QRadioButton(self.tr("Going second"))
        self.on_play.setChecked(True)
        self.skip = QCheckBox(self.tr("Skirmish, War or 2v2 (the first player skips the first "
                                      "draw)"))
        for w in (self.on_play, self.on_draw, self.skip):
            order.addWidget(w)
            w.toggled.connect(self.reset)
        order.addStretch(1)
        lay.addLayout(order)
        self.champion = QLabel()
        lay.addWidget(self.champion)
        self.hand = HandView(catalog)
        self.hand.toggled.connect(self._show_buttons)
        scroll = QScrollArea()
        scroll.setWidget(self.hand)
        scroll.setWidgetResizable(True)
        scroll.setMinimumHeight(CARD_H + 2 * GAP + 20)
        lay.addWidget(scroll)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.runes = QLabel()
        self.runes.setWordWrap(True)
        lay.addWidget(self.runes)
        buttons = QHBoxLayout()
        self.mulligan_button = QPushButton()
        self.mulligan_button.clicked.connect(self.mulligan)
        self.turn_button = QPushButton(self.tr("Next turn"))
        self.turn_button.clicked.connect(self.next_turn)
        self.reset_button = QPushButton(self.tr("New hand"))
        self.reset_button.clicked.connect(self.reset)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        for b in (self.mulligan_button, self.turn_button, self.reset_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self.resize(8 * (CARD_W + GAP) + 40, CARD_H + 260)
        self.reset()

    def reset(self) -> None:
        t = self.test
        t.first, t.skips_first_draw = self.on_play.isChecked(), self.skip.isChecked()
        t.reset()
        champion = t.champion
        self.champion.setText(
            self.tr("Chosen champion, set aside in its zone: {name}").format(name=champion)
            if champion else self.tr("No chosen champion."))
        self._show(set())

    def mulligan(self) -> None:
        n = len(self.test.hand)
        self.test.mulligan(sorted(self.hand.marked))  # the view marks at most two (117.1)
        self._show(set(range(n - len(self.hand.marked), n)))

    def next_turn(self) -> None:
        _runes, drawn = self.test.next_turn()
        self._show({len(self.test.hand) - 1} if drawn else set())

    def _show(self, new: set[int]) -> None:
        t = self.test
        self.hand.set_cards(t.hand, new)
        self.hand.can_mark = not t.mulliganed
        if t.turn == 0:
            text = self.tr("Opening hand. Click up to 2 cards to set aside: you draw as many "
                           "and they go to the bottom of the deck (RUP4 117).") \
                if not t.mulliganed else self.tr("Hand kept after the mulligan.")
        else:
            text = self.tr("Turn {n} · cards in hand: {hand} · in the deck: {deck}").format(
                n=t.turn, hand=len(t.hand), deck=len(t.library))
        self.status.setText(text)
        counts = Counter(t.runes)
        self.runes.setText(self.tr("Runes channelled: {runes}").format(
            runes=", ".join(f"{n}× {name}" for name, n in sorted(counts.items())) or "—"))
        self._show_buttons()

    def _show_buttons(self) -> None:
        t = self.test
        n = len(self.hand.marked)
        self.mulligan_button.setVisible(not t.mulliganed)
        self.mulligan_button.setText(self.tr("Set aside {n} and draw").format(n=n) if n else
                                     self.tr("Keep the hand"))
