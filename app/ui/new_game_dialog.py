"""New Game: a deck and a player for each seat, and an optional seed."""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from app.ui.controller import Seat

DECK_TITLES = {"master-yi": "Master Yi", "lux": "Lux", "garen": "Garen", "annie": "Annie"}


def builtin_deck_names() -> list[str]:
    from app.decks.builtin import load_builtin_decks

    return sorted(load_builtin_decks())


def make_seat(deck_name: str, player_name: str, human: bool = True,
              level: str | None = None) -> Seat:
    from app.decks.builtin import load_builtin_decks
    from app.decks.spec import to_deck_spec

    return Seat(player_name, to_deck_spec(load_builtin_decks()[deck_name]), human,
                None if human else (level or "normal"))


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None,
                 last_decks: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout(self)
        self.decks = builtin_deck_names()
        self.rows = []
        defaults = list(last_decks or []) + ["master-yi", "garen"][len(last_decks or []):]
        for seat in range(2):
            name = QLineEdit(self.tr("Player {n}").format(n=seat + 1))
            deck = QComboBox()
            for d in self.decks:
                deck.addItem(DECK_TITLES.get(d, d), d)
            deck.setCurrentIndex(max(0, self.decks.index(defaults[seat])
                                     if defaults[seat] in self.decks else 0))
            who = QComboBox()
            who.addItem(self.tr("Human"), None)
            who.addItem(self.tr("Computer — Easy"), "easy")
            who.addItem(self.tr("Computer — Normal"), "normal")
            who.addItem(self.tr("Computer — Hard"), "hard")
            if seat == 1:
                who.setCurrentIndex(2)  # most people open a game alone: the computer, Normal
            form.addRow(self.tr("Seat {n} name").format(n=seat + 1), name)
            form.addRow(self.tr("Seat {n} deck").format(n=seat + 1), deck)
            form.addRow(self.tr("Seat {n} player").format(n=seat + 1), who)
            self.rows.append((name, deck, who))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(1, 100000))
        self.seed.setToolTip(self.tr("The same seed and decks give the same shuffles."))
        form.addRow(self.tr("Seed"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def deck_names(self) -> list[str]:
        return [deck.currentData() for _name, deck, _who in self.rows]

    def result_seats(self) -> tuple[list[Seat], int]:
        seats = [make_seat(deck.currentData(), name.text() or deck.currentText(),
                           who.currentData() is None, who.currentData())
                 for name, deck, who in self.rows]
        return seats, self.seed.value()
