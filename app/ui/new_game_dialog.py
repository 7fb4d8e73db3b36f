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

from app.decks.model import DeckList
from app.ui.controller import Seat

DECK_TITLES = {"master-yi": "Master Yi", "lux": "Lux", "garen": "Garen", "annie": "Annie"}
THIS_DECK = "\x00deckbuilder"  # the deckbuilder's deck, which may not be saved


def builtin_deck_names() -> list[str]:
    from app.decks.builtin import load_builtin_decks

    return sorted(load_builtin_decks())


def deck_choices() -> list[tuple[str, bool]]:
    """(name, built in) of every deck that can be read: built-ins first, then the player's."""
    from app.decks.storage import list_decks

    return [(e.name, e.builtin) for e in list_decks() if e.error is None]


def make_seat(deck: str | DeckList, player_name: str, human: bool = True,
              level: str | None = None) -> Seat:
    """A seat with a deck given by name (built-in or the player's) or as a list."""
    from app.decks.spec import to_deck_spec
    from app.decks.storage import load_deck

    deck_list = load_deck(deck) if isinstance(deck, str) else deck
    return Seat(player_name, to_deck_spec(deck_list), human,
                None if human else (level or "normal"))


class NewGameDialog(QDialog):
    """Per seat: a name, a deck (built-in or the player's own) and who plays it. With
    `this_deck` (from the deckbuilder), seat 1 plays that deck by default."""

    def __init__(self, parent: QWidget | None = None,
                 last_decks: list[str] | None = None, this_deck: DeckList | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.this_deck = this_deck
        form = QFormLayout(self)
        choices = deck_choices()
        self.decks = [name for name, _ in choices]
        self.rows = []
        defaults = list(last_decks or []) + ["master-yi", "garen"][len(last_decks or []):]
        if this_deck is not None:
            defaults[0] = THIS_DECK
        for seat in range(2):
            name = QLineEdit(self.tr("Player {n}").format(n=seat + 1))
            deck = QComboBox()
            if this_deck is not None:
                deck.addItem(self.tr("This deck: {name}").format(
                    name=this_deck.name or this_deck.legend), THIS_DECK)
            for d, builtin in choices:
                deck.addItem(DECK_TITLES.get(d, d) if builtin else
                             self.tr("{name} (your deck)").format(name=d), d)
            deck.setCurrentIndex(max(0, deck.findData(defaults[seat])))
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
        return [deck.currentData() for _name, deck, _who in self.rows
                if deck.currentData() != THIS_DECK]

    def result_seats(self) -> tuple[list[Seat], int]:
        seats = []
        for name, deck, who in self.rows:
            key = deck.currentData()
            chosen = self.this_deck if key == THIS_DECK else key
            seats.append(make_seat(chosen, name.text() or deck.currentText(),
                                   who.currentData() is None, who.currentData()))
        return seats, self.seed.value()
