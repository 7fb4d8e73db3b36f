"""New match… (Game menu): two seats, each a deck with three battlefields (RUP4 486.4.a) and
its sideboard, a human or the computer, best of three or five. A deck is one of the
player's own decks with three battlefields, or a random legal deck of the playable cards
with three battlefields and a sideboard (the built-in decks have one battlefield)."""

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

RANDOM = "\x00random"


def match_deck_names() -> list[str]:
    """The player's decks that can play a Match: three battlefields."""
    from app.decks.storage import DeckStorageError, list_decks, load_deck

    names = []
    for e in list_decks():
        if e.error is not None or e.builtin:
            continue
        try:
            if len(load_deck(e.name).battlefields) == 3:
                names.append(e.name)
        except (DeckStorageError, ValueError):
            continue
    return names


def match_seat(deck: str, player_name: str, level: str | None, rng: random.Random) -> Seat:
    """A seat with its deck spec and sideboard (a random legal deck for RANDOM)."""
    from app.cards.catalog import load_catalog
    from app.decks.spec import to_deck_spec
    from app.decks.storage import load_deck

    cat = load_catalog()
    if deck == RANDOM:
        from app.selfplay_match import match_decks

        d = match_decks(rng, cat)[0]
        return Seat(player_name, d.spec, level is None, level, d.sideboard)
    deck_list = load_deck(deck)
    side = tuple(cat.card_def(n) for n in deck_list.sideboard_cards())
    return Seat(player_name, to_deck_spec(deck_list, cat), level is None, level, side)


class NewMatchDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        form = QFormLayout(self)
        decks = match_deck_names()
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        for seat in range(2):
            name = QLineEdit(self.tr("Player {n}").format(n=seat + 1))
            deck = QComboBox()
            deck.addItem(self.tr("A random legal deck with a sideboard"), RANDOM)
            for d in decks:
                deck.addItem(self.tr("{name} (your deck)").format(name=d), d)
            who = QComboBox()
            who.addItem(self.tr("Human"), None)
            who.addItem(self.tr("Computer — Easy"), "easy")
            who.addItem(self.tr("Computer — Normal"), "normal")
            who.addItem(self.tr("Computer — Hard"), "hard")
            if seat == 1:
                who.setCurrentIndex(2)
            form.addRow(self.tr("Seat {n} name").format(n=seat + 1), name)
            form.addRow(self.tr("Seat {n} deck").format(n=seat + 1), deck)
            form.addRow(self.tr("Seat {n} player").format(n=seat + 1), who)
            self.rows.append((name, deck, who))
        self.best_of = QComboBox()
        self.best_of.addItem(self.tr("Best of three"), 3)
        self.best_of.addItem(self.tr("Best of five (RUP4 486.6.a)"), 5)
        form.addRow(self.tr("Match"), self.best_of)
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

    def match_setup(self) -> tuple[list[Seat], int, int]:
        """The seats, the seed and best-of."""
        rng = random.Random(self.seed.value())
        seats = [match_seat(deck.currentData(), name.text() or self.tr("Player {n}").format(
            n=i + 1), who.currentData(), rng)
            for i, (name, deck, who) in enumerate(self.rows)]
        return seats, self.seed.value(), int(self.best_of.currentData())


def new_match_dialog(window: QWidget) -> bool:
    from app.decks.formats import DeckImportError
    from app.decks.storage import DeckStorageError

    dlg = NewMatchDialog(window)
    if not dlg.exec():
        return False
    try:
        seats, seed, best_of = dlg.match_setup()
    except (DeckImportError, DeckStorageError) as exc:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, dlg.tr("New match"), str(exc))
        return False
    return bool(window.start_match(seats, seed, best_of))  # type: ignore[attr-defined]


__all__ = ["NewMatchDialog", "match_seat", "new_match_dialog"]
