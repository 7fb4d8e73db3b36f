"""New Game: the mode of play, a deck and a player for each seat, and an optional seed."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.decks.model import DeckList
from app.ui.controller import Seat

# The built-in decks by title: the four Proving Grounds starters, then two tournament decks
# (three battlefields, CR 103.4.a) around legends of each later set, which is named (a proper
# name, the same in every language).
DECK_TITLES = {"master-yi": "Master Yi", "lux": "Lux", "garen": "Garen", "annie": "Annie",
               "sfd-jax": "Jax — Spiritforged", "sfd-lucian": "Lucian — Spiritforged",
               "unl-rengar": "Rengar — Unleashed", "unl-poppy": "Poppy — Unleashed",
               "ven-ambessa": "Ambessa — Vendetta", "ven-kennen": "Kennen — Vendetta"}
THIS_DECK = "\x00deckbuilder"  # the deckbuilder's deck, which may not be saved
# a Match: a random legal deck with three battlefields and a sideboard (the Proving Grounds
# starters have one battlefield, RUP4 486.4.a)
RANDOM = "\x00random"


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


def make_match_seat(deck: str | DeckList, player_name: str, level: str | None,
                    rng: random.Random) -> Seat:
    """A Match seat: the deck's spec and its sideboard (TR 403.4); RANDOM deals a random
    legal deck with three battlefields and a sideboard from `rng`."""
    from app.cards.catalog import load_catalog
    from app.decks.spec import to_deck_spec
    from app.decks.storage import load_deck

    cat = load_catalog()
    if deck == RANDOM:
        from app.selfplay_match import match_decks

        d = match_decks(rng, cat)[0]
        return Seat(player_name, d.spec, level is None, level, d.sideboard)
    deck_list = load_deck(deck) if isinstance(deck, str) else deck
    side = tuple(cat.card_def(n) for n in deck_list.sideboard_cards())
    return Seat(player_name, to_deck_spec(deck_list, cat), level is None, level, side)


TEAM_COLORS = ("#1565c0", "#ef6c00")  # 2v2: team 1 (seats 1, 3) and team 2 (seats 2, 4)

# key -> number of seats: the modes New Game offers (RUP4 485-489)
MODE_SEATS = {"duel": 2, "match3": 2, "match5": 2, "skirmish": 3, "war": 4, "2v2": 4}


def offered_modes() -> list[str]:
    """The modes New Game offers (RUP4 485-489)."""
    return list(MODE_SEATS)


def team_of(mode: str, seat: int) -> int | None:
    """2v2: seats 1 and 3 are a team, seats 2 and 4 the other (turn order alternates teams,
    RUP4 489.5.c)."""
    return seat % 2 if mode == "2v2" else None


def deck_problems(mode: str, decks: list[DeckList | None]) -> dict[int, str]:
    """Why a seat's deck can't play this mode (seat index -> the reason, in words)."""
    out: dict[int, str] = {}
    for i, d in enumerate(decks):
        if d is None:
            continue
        names = list(d.battlefields)
        if not d.legend:  # a list read as written, without one: no game can set it up
            out[i] = QCoreApplication.translate(
                "NewGameDialog", "This deck has no Champion Legend (CR 103.1): choose one in "
                "the deckbuilder.")
        elif mode in ("match3", "match5"):
            if len(names) != 3 or len(set(names)) != 3:
                out[i] = QCoreApplication.translate(
                    "NewGameDialog", "A Match needs a deck with three battlefields of different "
                    "names (RUP4 486.4.a); this deck has {n}.").format(n=len(names))
        elif not names:
            out[i] = QCoreApplication.translate(
                "NewGameDialog", "This deck has no battlefield: every player puts one into "
                "play (RUP4 485.5, 487.5, 488.5, 489.5).")
    if mode == "2v2":  # teammates: different legends and battlefields (489.8.h, 489.8.i)
        for a, b in ((0, 2), (1, 3)):
            da, db = decks[a] if a < len(decks) else None, decks[b] if b < len(decks) else None
            if da is None or db is None or a in out or b in out:
                continue
            if da.legend == db.legend:
                out[b] = QCoreApplication.translate(
                    "NewGameDialog", "Teammates may not play the same legend (RUP4 489.8.h).")
            elif set(da.battlefields) & set(db.battlefields):
                out[b] = QCoreApplication.translate(
                    "NewGameDialog", "Teammates may not use the same battlefields (RUP4 "
                    "489.8.i): this deck shares one with seat {n}'s.").format(n=a + 1)
    return out


class NewGameDialog(QDialog):
    """The mode of play, then per seat (two, three or four): a name, a deck (built-in or the
    player's own) and who plays it. With `this_deck` (from the deckbuilder), seat 1 plays
    that deck by default."""

    def __init__(self, parent: QWidget | None = None,
                 last_decks: list[str] | None = None, this_deck: DeckList | None = None,
                 last_mode: str | None = None, last_seats: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.this_deck = this_deck
        outer = QVBoxLayout(self)
        top = QFormLayout()
        outer.addLayout(top)
        self.mode = QComboBox()
        self.mode.setObjectName("ModeChoice")
        titles = {"duel": self.tr("Duel (1 vs 1)"), "match3": self.tr("Match, best of 3"),
                  "match5": self.tr("Match, best of 5"),
                  "skirmish": self.tr("Skirmish (3 players)"),
                  "war": self.tr("War (4 players)"), "2v2": self.tr("2 vs 2 (teams)")}
        for key in offered_modes():
            self.mode.addItem(titles[key], key)
        top.addRow(self.tr("Mode"), self.mode)
        self.description = QLabel()
        self.description.setObjectName("ModeDescription")
        self.description.setWordWrap(True)
        self.description.setMinimumWidth(520)
        # room for the longest description, so the dialog doesn't jump (or clip) per mode
        self.description.setMinimumHeight(self.description.fontMetrics().lineSpacing() * 4)
        top.addRow(self.description)
        choices = deck_choices()
        self.decks = [name for name, _ in choices]
        self._lists: dict[str, DeckList | None] = {}
        self._before_random: dict[int, str] = {}  # seat -> its deck before a Match's random one
        grid = QGridLayout()
        outer.addLayout(grid)
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self.seat_labels: list[QLabel] = []
        self.problems: list[QLabel] = []
        starters = ["master-yi", "garen", "lux", "annie"]
        defaults = list(last_decks or [])[:4] + starters[len(last_decks or []):]
        if this_deck is not None:
            defaults[0] = THIS_DECK
        for seat in range(4):
            label = QLabel()
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
            if seat >= 1:
                who.setCurrentIndex(2)  # most people open a game alone: the computer, Normal
            if last_seats and seat < len(last_seats):  # who played this seat last time
                kind, _, level = last_seats[seat].partition(":")
                found = who.findData(None if kind == "human" else level)
                if found >= 0:
                    who.setCurrentIndex(found)
            name.setToolTip(self.tr("The player's name"))
            deck.setToolTip(self.tr("The deck this seat plays"))
            problem = QLabel()
            problem.setWordWrap(True)
            problem.setStyleSheet("color: #c62828;")
            r = 2 * seat
            grid.addWidget(label, r, 0)
            grid.addWidget(name, r, 1)
            grid.addWidget(deck, r, 2)
            grid.addWidget(who, r, 3)
            grid.addWidget(problem, r + 1, 1, 1, 3)
            deck.currentIndexChanged.connect(self._update)
            self.rows.append((name, deck, who))
            self.seat_labels.append(label)
            self.problems.append(problem)
        grid.setColumnStretch(2, 1)
        seeds = QFormLayout()
        outer.addLayout(seeds)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(1, 100000))
        self.seed.setToolTip(self.tr("The same seed and decks give the same shuffles."))
        seeds.addRow(self.tr("Seed"), self.seed)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        if last_mode is not None and self.mode.findData(last_mode) >= 0:
            self.mode.setCurrentIndex(self.mode.findData(last_mode))
        self.mode.currentIndexChanged.connect(self._update)
        self._update()

    # -- what the mode asks --------------------------------------------------------------
    def mode_key(self) -> str:
        return str(self.mode.currentData())

    def seat_count(self) -> int:
        return MODE_SEATS[self.mode_key()]

    def active_rows(self) -> list[tuple[QLineEdit, QComboBox, QComboBox]]:
        return self.rows[:self.seat_count()]

    def _describe(self, key: str) -> str:
        return {
            "duel": self.tr("Two players, one battlefield each; the first to 8 points wins "
                            "(RUP4 485)."),
            "match3": self.tr("Two players, best of three games: before each game both "
                              "choose one of their three battlefields, and may swap cards "
                              "with their sideboard between games (RUP4 486)."),
            "match5": self.tr("Two players, best of five games; in games 4 and 5 a removed "
                              "battlefield may be presented again (RUP4 486.6.a)."),
            "skirmish": self.tr("Three players, each for themselves, three battlefields; the "
                                "first player doesn't draw on their first turn and the last "
                                "channels an extra rune (RUP4 487). Only two players can have "
                                "units at a battlefield; the two fighting may invite others "
                                "into a combat."),
            "war": self.tr("Four players, each for themselves; the first player's "
                           "battlefield is removed, so three are played; the first player "
                           "doesn't draw on their first turn (RUP4 488)."),
            "2v2": self.tr("Two teams of two: seats 1 and 3 against seats 2 and 4. Points are "
                           "shared and the first team to 11 wins; teammates may invite each "
                           "other to play during their turns (RUP4 489)."),
        }[key]

    def _deck_list(self, key: str) -> DeckList | None:
        if key == THIS_DECK:
            return self.this_deck
        if key not in self._lists:
            from app.decks.storage import load_deck

            try:
                self._lists[key] = load_deck(key)
            except Exception:  # noqa: BLE001 - a deck file that can't be read: no check here
                self._lists[key] = None
        return self._lists[key]

    def _update(self) -> None:
        mode, n = self.mode_key(), self.seat_count()
        self.description.setText(self._describe(mode))
        for i, (label, (name, deck, who)) in enumerate(zip(self.seat_labels, self.rows,
                                                           strict=True)):
            team = team_of(mode, i)
            label.setText(self.tr("Seat {n}").format(n=i + 1) if team is None else
                          self.tr("Seat {n} · Team {t}").format(n=i + 1, t=team + 1))
            # the two teams in two colours, so teammates are seen together at a glance
            label.setStyleSheet("" if team is None else
                                f"font-weight: bold; color: {TEAM_COLORS[team]};")
            for w in (label, name, deck, who):
                w.setVisible(i < n)
        self._offer_random_decks(mode.startswith("match"))
        decks = [self._deck_list(deck.currentData()) for _n, deck, _w in self.active_rows()]
        problems = deck_problems(mode, decks)
        for i, problem in enumerate(self.problems):
            text = problems.get(i, "") if i < n else ""
            problem.setText(text)
            problem.setVisible(bool(text))
        self.start_button.setEnabled(not problems)
        self.start_button.setToolTip(
            self.tr("A deck can't play this mode: choose another.") if problems else "")
        # the layout learns of the rows hidden or shown now, then the box takes its size:
        # going from three or four seats back to two leaves no room where they were
        self.layout().activate()
        self.adjustSize()

    def _offer_random_decks(self, match: bool) -> None:
        """A Match offers a random legal deck with three battlefields and a sideboard first,
        and takes it for a seat whose deck can't play a Match; the other modes don't."""
        for i, (_name, deck, _who) in enumerate(self.rows):
            at = deck.findData(RANDOM)
            deck.blockSignals(True)
            if match and at < 0:
                deck.insertItem(0, self.tr("A random legal deck with a sideboard"), RANDOM)
                chosen = self._deck_list(deck.currentData())
                if chosen is None or len(set(chosen.battlefields)) != 3:
                    self._before_random[i] = deck.currentData()  # given back after
                    deck.setCurrentIndex(0)
            elif not match and at >= 0:
                was = deck.currentIndex() == at
                deck.removeItem(at)
                if was:
                    deck.setCurrentIndex(max(0, deck.findData(self._before_random.get(i))))
            deck.blockSignals(False)

    # -- the answer ------------------------------------------------------------------------
    def result_mode(self) -> tuple[str, int | None]:
        """The engine's mode ("duel", "match", "skirmish", "war" or "2v2") and, for a Match,
        the number of games it is the best of."""
        key = self.mode_key()
        if key.startswith("match"):
            return "match", int(key[5:])
        return key, None

    def result_deck_lists(self) -> list[DeckList | None]:
        """The seats' deck lists as written (a Match needs their sideboards, TR 403.4)."""
        return [self._deck_list(deck.currentData()) for _n, deck, _w in self.active_rows()]

    def deck_names(self) -> list[str]:
        return [deck.currentData() for _name, deck, _who in self.active_rows()
                if deck.currentData() not in (THIS_DECK, RANDOM)]

    def result_seats(self) -> tuple[list[Seat], int]:
        seats = []
        match = self.mode_key().startswith("match")
        rng = random.Random(self.seed.value())  # a Match's random decks, from the seed
        for name, deck, who in self.active_rows():
            key = deck.currentData()
            chosen = self.this_deck if key == THIS_DECK else key
            player = name.text() or deck.currentText()
            if match:  # with the sideboard (TR 403.4)
                seats.append(make_match_seat(chosen, player, who.currentData(), rng))
            else:
                seats.append(make_seat(chosen, player, who.currentData() is None,
                                       who.currentData()))
        return seats, self.seed.value()
