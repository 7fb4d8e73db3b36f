"""A Match's widgets (RUP4 486; tournament rules TR 403, 407, 410): the score beside the
table, and the questions asked between games, each built from the match's legal actions
for the player who answers (so the dialogs never offer what the rules forbid):

- MatchPanel: game N of 3 (or 5), each player's won games, and Concede (TR 410.1);
- SideboardDialog: exchange main-deck cards one for one with the sideboard and change the
  Chosen Champion (TR 403.4, 403.4.a), then Ready;
- BattlefieldDialog: present one of your three battlefields (486.5; one used in a game
  somebody won is not offered, 486.5.a);
- OrderDialog: the loser of the previous game plays first or last (TR 407.4);
- MatchOverDialog: who won the match, and a new match or back to the start.

The widgets only say what the player chose (`answered`, an engine Action); the session
applies it to the match.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.core.actions import Action
from app.engine.face.match import Match
from app.ui.texts import translate


def score_line(match: Match) -> str:
    """"Ann 1 – 0 Bob"."""
    return f"{match.names[0]} {match.wins[0]} – {match.wins[1]} {match.names[1]}"


def last_game_line(match: Match) -> str:
    """What the previous game came to, for the questions asked after it."""
    if not match.records:
        return ""
    r = match.records[-1]
    if r.winner is None:
        return translate("Match", "Game {n} was a draw.").format(n=r.number)
    return translate("Match", "Game {n}: {name} won.").format(n=r.number,
                                                              name=match.names[r.winner])


class MatchPanel(QFrame):
    """The match score, always on the table: in the corner below the viewer's legend and
    champion, beside their hand (`place` is given that area)."""

    concedeRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("MatchPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("MatchTitle")
        lay.addWidget(self.title)
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(8)
        self.rows.setVerticalSpacing(1)
        lay.addLayout(self.rows)
        self.names = [QLabel(), QLabel()]
        self.wins = [QLabel(), QLabel()]
        for i in range(2):
            self.names[i].setObjectName("MatchName")
            self.wins[i].setObjectName("MatchWins")
            self.rows.addWidget(self.names[i], i, 0)
            self.rows.addWidget(self.wins[i], i, 1, Qt.AlignmentFlag.AlignRight)
        self.full_names = ["", ""]
        self.concede_button = QPushButton(self.tr("Concede"))
        self.set_concede(True, "")
        self.concede_button.clicked.connect(self.concedeRequested)
        lay.addWidget(self.concede_button)
        self.setStyleSheet(
            "#MatchPanel { background: rgba(12, 24, 18, 215); border: 1px solid #c8a55a;"
            " border-radius: 6px; }"
            " #MatchPanel QLabel { color: #f1ede2; background: transparent; font-size: 11px; }"
            " #MatchPanel QLabel#MatchTitle { color: #e8c979; font-weight: bold; }"
            " #MatchPanel QLabel#MatchWins { font-weight: bold; font-size: 13px; }"
            " #MatchPanel QPushButton { padding: 1px 6px; font-size: 11px; }")
        self.area: QRect | None = None
        self.hide()

    def show_match(self, match: Match) -> None:
        if match.is_over:
            self.title.setText(self.tr("Match over"))
        else:
            self.title.setText(self.tr("Game {n} of {k}").format(n=match.number,
                                                                 k=match.best_of))
        self.setToolTip(self.tr("A Match, best of {k} (RUP4 486): games won").format(
            k=match.best_of))
        self.full_names = list(match.names)
        for i in range(2):
            self.wins[i].setText(str(match.wins[i]))
            bold = match.winner == i
            self.names[i].setStyleSheet("font-weight: bold; color: #ffd54a;" if bold else "")
        self.concede_button.setVisible(match.stage == "game")
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def set_concede(self, on: bool, why: str) -> None:
        """Concede may be pressed now, or why not."""
        self.concede_button.setEnabled(on)
        self.concede_button.setToolTip(why or self.tr("Concede this game: your opponent wins "
                                                      "it (TR 410.1)."))

    def place(self, area: QRect | None = None) -> None:
        """Fill `area` (viewport pixels: the corner beside the viewer's hand) as far as the
        panel needs; without one, the left edge halfway down."""
        parent = self.parentWidget()
        if parent is None:
            return
        if area is not None:
            self.area = area
        area = self.area
        width = max(110, area.width()) if area is not None else 150
        metrics = self.names[0].fontMetrics()
        for i in range(2):  # long names are shortened, the score always shows
            self.names[i].setText(metrics.elidedText(self.full_names[i],
                                                     Qt.TextElideMode.ElideRight, width - 40))
        self.setFixedWidth(width)
        self.adjustSize()
        if area is not None:
            y = area.top() + max(0, (area.height() - self.height()) // 2)
            self.move(area.left(), min(y, parent.height() - self.height()))
        else:
            self.move(6, max(0, parent.height() // 2 - self.height() // 2))


def _card_names(match: Match, player: int) -> dict[str, str]:
    names: dict[str, str] = {}
    champ = match.champion[player]
    for c in [*match.main[player], *match.side[player], *([champ] if champ else [])]:
        names[c.code] = c.name
    return names


class _Question(QDialog):
    """A question of the match: modal over the table, answered by a button."""

    answered = Signal(object)  # the engine Action chosen

    def __init__(self, match: Match, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match, self.player = match, player
        self.setModal(True)
        self.lay = QVBoxLayout(self)
        score = translate("Match", "Score: {score}.").format(score=score_line(match))
        head = " ".join(x for x in (last_game_line(match), score) if x)
        self.head = QLabel(head)
        self.head.setWordWrap(True)
        self.lay.addWidget(self.head)

    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.match.to_act == self.player else []

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        event.ignore()  # the match waits for an answer: the question can't be closed away

    def reject(self) -> None:
        pass  # Escape neither: the match needs the answer


class SideboardDialog(_Question):
    """Exchange cards one for one between the main deck and the sideboard, and change the
    Chosen Champion (TR 403.4, 403.4.a); Ready when done. The lists show this player's own
    cards only (the other player's sideboard stays hidden: TR 403.6 counts only)."""

    def __init__(self, match: Match, player: int, parent: QWidget | None = None) -> None:
        super().__init__(match, player, parent)
        self.setWindowTitle(self.tr("Sideboard: {name}").format(name=match.names[player]))
        intro = QLabel(self.tr(
            "{name}, before game {n} you may exchange main-deck cards with your sideboard, "
            "one for one, and change your Chosen Champion (TR 403.4). Pick a card in each "
            "list, then Exchange.").format(name=match.names[player], n=match.number))
        intro.setWordWrap(True)
        self.lay.addWidget(intro)
        cols = QHBoxLayout()
        self.main_list, self.side_list = QListWidget(), QListWidget()
        for title, lst in ((self.tr("Main deck"), self.main_list),
                           (self.tr("Sideboard"), self.side_list)):
            col = QVBoxLayout()
            label = QLabel(title)
            label.setStyleSheet("font-weight: bold;")
            col.addWidget(label)
            lst.setMinimumSize(240, 300)
            lst.itemSelectionChanged.connect(self._update)
            col.addWidget(lst)
            cols.addLayout(col)
        self.lay.addLayout(cols)
        self.count_label = QLabel()
        self.lay.addWidget(self.count_label)
        self.exchange_button = QPushButton(self.tr("Exchange"))
        self.exchange_button.clicked.connect(self._exchange)
        champ_row = QHBoxLayout()
        self.champion_label = QLabel()
        champ_row.addWidget(self.champion_label, 1)
        self.champion_box = QComboBox()
        champ_row.addWidget(self.champion_box)
        self.champion_button = QPushButton(self.tr("Change champion"))
        self.champion_button.clicked.connect(self._champion)
        champ_row.addWidget(self.champion_button)
        row = QHBoxLayout()
        row.addWidget(self.exchange_button)
        row.addStretch(1)
        self.lay.addLayout(row)
        self.lay.addLayout(champ_row)
        buttons = QDialogButtonBox()
        self.ready_button = buttons.addButton(self.tr("Ready"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        self.ready_button.clicked.connect(lambda: self.answered.emit(Action("ready")))
        self.lay.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """Fill the lists again from the match (after an exchange or a champion change)."""
        m, p = self.match, self.player
        names = _card_names(m, p)
        keep = (self._code(self.main_list), self._code(self.side_list))
        for lst, pile, chosen in ((self.main_list, m.main[p], keep[0]),
                                  (self.side_list, m.side[p], keep[1])):
            lst.clear()
            counts = Counter(c.code for c in pile)
            for code in sorted(counts, key=lambda c: (names[c], c)):
                item = QListWidgetItem(f"{counts[code]}× {names[code]}")
                item.setData(Qt.ItemDataRole.UserRole, code)
                lst.addItem(item)
                if code == chosen:
                    item.setSelected(True)
        self.count_label.setText(self.tr("Main deck: {m} cards · sideboard: {s} cards").format(
            m=len(m.main[p]), s=len(m.side[p])))
        champ = m.champion[p]
        self.champion_label.setText(self.tr("Chosen Champion: {name}").format(
            name=champ.name if champ else self.tr("none")))
        self.champion_box.clear()
        champs = [a for a in self.legal() if a.verb == "champ"]
        for a in champs:
            code = str(a.args[0])
            self.champion_box.addItem(names.get(code, code), code)
        self.champion_box.setEnabled(bool(champs))
        self.champion_button.setEnabled(bool(champs))
        self._update()

    @staticmethod
    def _code(lst: QListWidget) -> str | None:
        items = lst.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def _swap(self) -> Action | None:
        m, x = self._code(self.main_list), self._code(self.side_list)
        if m is None or x is None:
            return None
        action = Action("swap", (m, x))
        return action if action in self.legal() else None

    def _update(self) -> None:
        self.exchange_button.setEnabled(self._swap() is not None)

    def _exchange(self) -> None:
        action = self._swap()
        if action is not None:
            self.answered.emit(action)

    def _champion(self) -> None:
        code = self.champion_box.currentData()
        if code is not None:
            self.answered.emit(Action("champ", (code,)))


class BattlefieldDialog(_Question):
    """One button per battlefield of the player's three: the ones the rules forbid are
    disabled and say why (486.5.a: used in a game somebody won)."""

    def __init__(self, match: Match, player: int, parent: QWidget | None = None) -> None:
        super().__init__(match, player, parent)
        self.setWindowTitle(self.tr("Battlefield: {name}").format(name=match.names[player]))
        intro = QLabel(self.tr(
            "{name}, choose the battlefield you present for game {n} (RUP4 486.5). Your "
            "opponent sees it only when both have chosen.").format(
            name=match.names[player], n=match.number))
        intro.setWordWrap(True)
        self.lay.addWidget(intro)
        legal = self.legal()
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for card in match.decks[player].spec.battlefields:
            b = QPushButton(card.name)
            b.setMinimumSize(170, 60)
            ok = Action("field", (card.code,)) in legal
            b.setEnabled(ok)
            if not ok:
                b.setToolTip(self.tr("Used in a game somebody won: it can't be chosen again "
                                     "this match (RUP4 486.5.a)."))
            b.clicked.connect(lambda _=False, c=card.code: self.answered.emit(
                Action("field", (c,))))
            self.buttons[card.code] = b
            row.addWidget(b)
        self.lay.addLayout(row)
        used = [c.name for c in match.decks[player].spec.battlefields
                if c.code in match.removed[player]]
        if used:
            note = QLabel(self.tr("Used in won games: {names}.").format(names=", ".join(used)))
            note.setWordWrap(True)
            self.lay.addWidget(note)


class OrderDialog(_Question):
    """Play first or last (TR 407.1: game 1, the designated player; 407.4: the loser of the
    previous game)."""

    def __init__(self, match: Match, player: int, parent: QWidget | None = None) -> None:
        super().__init__(match, player, parent)
        self.setWindowTitle(self.tr("Play first or last: {name}").format(
            name=match.names[player]))
        if match.records:
            text = self.tr("{name}, you lost game {k}: you choose whether you play first or "
                           "last in game {n} (TR 407.4).")
        else:
            text = self.tr("{name}, you were chosen at random to decide whether you play first "
                           "or last in game {n} (TR 407.1).")
        intro = QLabel(text.format(name=match.names[player], k=match.number - 1,
                                   n=match.number))
        intro.setWordWrap(True)
        self.lay.addWidget(intro)
        row = QHBoxLayout()
        self.first_button = QPushButton(self.tr("Play first"))
        self.last_button = QPushButton(self.tr("Play last"))
        for b, verb in ((self.first_button, "first"), (self.last_button, "last")):
            b.setMinimumHeight(40)
            b.clicked.connect(lambda _=False, v=verb: self.answered.emit(Action(v)))
            row.addWidget(b)
        self.lay.addLayout(row)


class MatchOverDialog(QDialog):
    """Who won the match, the games, and what next."""

    chosen = Signal(str)  # "new" (a new match, same players) or "start"

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match over"))
        lay = QVBoxLayout(self)
        assert match.winner is not None
        title = QLabel(self.tr("{name} wins the match {a}–{b}!").format(
            name=match.names[match.winner], a=max(match.wins), b=min(match.wins)))
        title.setStyleSheet("font-size: 20px; font-weight: bold;")
        lay.addWidget(title)
        for r in match.records:
            who = (self.tr("a draw") if r.winner is None
                   else self.tr("won by {name}").format(name=match.names[r.winner]))
            lay.addWidget(QLabel(self.tr("Game {n}: {who}").format(n=r.number, who=who)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons: dict[str, QPushButton] = {}
        for key, label in (("new", self.tr("New match")), ("start", self.tr("Back to start"))):
            b = buttons.addButton(label, QDialogButtonBox.ButtonRole.ActionRole)
            b.clicked.connect(lambda _=False, k=key: self._choose(k))
            self.buttons[key] = b
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _choose(self, key: str) -> None:
        self.accept()
        self.chosen.emit(key)


__all__ = ["BattlefieldDialog", "MatchOverDialog", "MatchPanel", "OrderDialog",
           "SideboardDialog", "last_game_line", "score_line"]
