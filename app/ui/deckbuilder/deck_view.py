"""The deck in its sections: legend, chosen champion, main deck, battlefields, runes and
sideboard, each card with its copies; drag cards in, out and between sections."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.cards.catalog import Catalog
from app.decks.model import DeckList
from app.decks.validate import BATTLEFIELDS
from app.ui.deckbuilder.commands import DECK_SECTIONS
from app.ui.deckbuilder.drag import BROWSER, card_mime, read_mime
from app.ui.deckbuilder.labels import section_name
from app.ui.deckbuilder.rows import (
    COUNT_ROLE,
    NAME_ROLE,
    PROBLEM_ROLE,
    SECTION_ROLE,
    CardRowDelegate,
)
from app.ui.deckbuilder.stats import odds_tip


def section_rows(deck: DeckList, section: str, catalog: Catalog) -> list[tuple[str, int]]:
    """(name, copies) of one section, in display order (main deck by cost, then name)."""
    if section == "legend":
        return [(deck.legend, 1)] if deck.legend else []
    if section == "champion":
        return [(deck.champion, 1)] if deck.champion else []
    if section == "battlefields":
        return list(Counter(deck.battlefields).items())
    entries = list(getattr(deck, section))

    def key(entry: tuple[str, int]) -> tuple[int, str]:
        card = catalog.find(entry[0])
        return ((card.energy or 0) if card is not None else 99, entry[0])

    return sorted(entries, key=key)


class DeckTree(QTreeWidget):
    dropped = Signal(str, str, str)  # card name, source ("browser" or a section), target section
    hovered = Signal(str, QPoint)

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckTree")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setIndentation(6)
        self.setRootIsDecorated(False)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setMouseTracking(True)
        self.setExpandsOnDoubleClick(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setItemDelegate(CardRowDelegate(catalog, set(catalog.implemented_codes()), self,
                                             compact=True))
        self.itemEntered.connect(
            lambda item, _col: self.hovered.emit(item.data(0, NAME_ROLE) or "", QCursor.pos()))

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt API
        from app.ui.deckbuilder.drag import MIME

        return [MIME]

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:  # noqa: N802 - Qt API
        for item in items:
            if item.data(0, NAME_ROLE):
                return card_mime(item.data(0, NAME_ROLE), item.data(0, SECTION_ROLE))
        return card_mime("", "")

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802 - Qt API
        return Qt.DropAction.CopyAction

    def section_at(self, pos: QPoint) -> str:
        """The section under a viewport point ("" below the last row: by the card's type)."""
        item = self.itemAt(pos)
        return item.data(0, SECTION_ROLE) if item is not None else ""

    def dragEnterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        got = read_mime(event.mimeData())
        if got is not None and got[0]:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        got = read_mime(event.mimeData())
        if got is None or not got[0]:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)  # never Move: see CardListWidget
        event.accept()
        target = self.section_at(event.position().toPoint())
        self.dropped.emit(got[0], got[1], target)

    def leaveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered.emit("", QPoint())
        super().leaveEvent(event)


class DeckView(QWidget):
    """The deck tree and its buttons. It only shows the deck and reports gestures; the
    panel turns them into undoable edits."""

    addRequested = Signal(str, str)  # card name, section
    removeRequested = Signal(str, str)
    championRequested = Signal(str)
    moveRequested = Signal(str, str, str)  # card name, source section, target section
    dropped = Signal(str, str, str)
    selectionChanged = Signal(str, str)  # card name, section ("" when nothing)
    hovered = Signal(str, QPoint)

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.tree = DeckTree(catalog)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._collapsed: set[str] = set()
        self._sections: dict[str, QTreeWidgetItem] = {}
        self.plus = QPushButton("+")
        self.plus.setToolTip(self.tr("One more copy"))
        self.minus = QPushButton("−")
        self.minus.setToolTip(self.tr("One copy fewer"))
        self.champion = QPushButton(self.tr("Make champion"))
        self.champion.setToolTip(self.tr("Make the selected champion unit the chosen champion"))
        self.side = QPushButton(self.tr("To sideboard"))
        for b in (self.plus, self.minus):
            b.setFixedWidth(34)
        row = QHBoxLayout()
        row.setSpacing(4)
        for b in (self.plus, self.minus, self.champion, self.side):
            row.addWidget(b)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.tree, 1)
        lay.addLayout(row)
        self.plus.clicked.connect(lambda: self._on_selected(self.addRequested.emit))
        self.minus.clicked.connect(lambda: self._on_selected(self.removeRequested.emit))
        self.champion.clicked.connect(
            lambda: self._on_selected(lambda n, _s: self.championRequested.emit(n)))
        self.side.clicked.connect(self._toggle_side)
        self.tree.itemDoubleClicked.connect(self._double_clicked)
        self.tree.currentItemChanged.connect(lambda *_: self._selection())
        self.tree.itemCollapsed.connect(lambda i: self._collapsed.add(i.data(0, SECTION_ROLE)))
        self.tree.itemExpanded.connect(
            lambda i: self._collapsed.discard(i.data(0, SECTION_ROLE)))
        self.tree.customContextMenuRequested.connect(self._menu)
        self.tree.dropped.connect(self.dropped)
        self.tree.hovered.connect(self.hovered)
        self._selection()

    # -- showing the deck ----------------------------------------------------------------
    def set_deck(self, deck: DeckList, fmt: str, flagged: frozenset[str] = frozenset()) -> None:
        keep = self.selected()
        self.tree.blockSignals(True)
        self.tree.clear()
        self._sections = {}
        targets = {"main": 40, "runes": 12, "battlefields": BATTLEFIELDS.get(fmt, 1)}
        counts = {
            "main": deck.main_count, "runes": deck.rune_count,
            "battlefields": len(deck.battlefields),
            "sideboard": sum(c for _, c in deck.sideboard),
        }
        head_font = QFont(self.tree.font())
        head_font.setBold(True)
        restore = None
        for section in DECK_SECTIONS:
            label = section_name(section)
            if section in targets:
                label = self.tr("{section}  ·  {n}/{want}").format(
                    section=label, n=counts[section], want=targets[section])
            elif section == "sideboard":
                label = self.tr("{section}  ·  {n}/{want}").format(
                    section=label, n=counts[section], want=10)
            head = QTreeWidgetItem([label])
            head.setData(0, SECTION_ROLE, section)
            head.setFont(0, head_font)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled)
            ok = (section not in targets or counts[section] == targets[section]
                  or (section == "main" and counts[section] >= 40 and fmt != "tournament"))
            if not ok:
                head.setForeground(0, QColor("#c0392b"))
            self.tree.addTopLevelItem(head)
            self._sections[section] = head
            rows = section_rows(deck, section, self.catalog)
            for name, count in rows:
                child = QTreeWidgetItem([name])
                child.setData(0, NAME_ROLE, name)
                child.setData(0, SECTION_ROLE, section)
                if section not in ("legend", "champion"):
                    child.setData(0, COUNT_ROLE, count)
                child.setData(0, PROBLEM_ROLE, name in flagged)
                copies = sum(c for n, c in deck.main if n == name)
                if section in ("main", "champion") and copies:  # the odds, on hover
                    child.setToolTip(0, odds_tip(copies, sum(c for _, c in deck.main)))
                child.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                               | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled)
                head.addChild(child)
                if keep == (name, section):
                    restore = child
            if not rows:
                hint = QTreeWidgetItem([self._hint(section)])
                hint.setData(0, SECTION_ROLE, section)
                hint.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled)
                italic = QFont(self.tree.font())
                italic.setItalic(True)
                hint.setFont(0, italic)
                hint.setForeground(0, QColor("#8a8f98"))
                head.addChild(hint)
            head.setExpanded(section not in self._collapsed)
        if restore is not None:
            self.tree.setCurrentItem(restore)
        self.tree.blockSignals(False)
        self._selection()

    def _hint(self, section: str) -> str:
        return {
            "legend": self.tr("Drop a legend here"),
            "champion": self.tr("Choose a champion unit of your legend"),
            "main": self.tr("Double-click or drag cards here"),
            "battlefields": self.tr("Drop battlefields here"),
            "runes": self.tr("Drop runes here"),
            "sideboard": self.tr("Tournaments: up to 10 cards"),
        }[section]

    # -- selection and gestures ---------------------------------------------------------------
    def selected(self) -> tuple[str, str] | None:
        item = self.tree.currentItem()
        if item is None or not item.data(0, NAME_ROLE):
            return None
        return item.data(0, NAME_ROLE), item.data(0, SECTION_ROLE)

    def select(self, name: str, section: str) -> bool:
        item = self.item_for(name, section)
        if item is not None:
            self.tree.setCurrentItem(item)
        return item is not None

    def item_for(self, name: str, section: str) -> QTreeWidgetItem | None:
        head = self._sections.get(section)
        if head is None:
            return None
        for i in range(head.childCount()):
            if head.child(i).data(0, NAME_ROLE) == name:
                return head.child(i)
        return None

    def _selection(self) -> None:
        sel = self.selected()
        card = self.catalog.find(sel[0]) if sel else None
        multi = sel is not None and sel[1] in ("main", "runes", "sideboard", "battlefields")
        self.plus.setEnabled(multi)
        self.minus.setEnabled(sel is not None)
        self.champion.setEnabled(bool(card is not None and card.is_champion_unit
                                      and sel and sel[1] != "champion"))
        self.side.setEnabled(bool(sel and sel[1] in ("main", "sideboard")))
        self.side.setText(self.tr("To main deck") if sel and sel[1] == "sideboard"
                          else self.tr("To sideboard"))
        self.selectionChanged.emit(*(sel or ("", "")))

    def _on_selected(self, emit) -> None:  # type: ignore[no-untyped-def]
        sel = self.selected()
        if sel is not None:
            emit(*sel)

    def _toggle_side(self) -> None:
        sel = self.selected()
        if sel is not None and sel[1] in ("main", "sideboard"):
            target = "main" if sel[1] == "sideboard" else "sideboard"
            self.moveRequested.emit(sel[0], sel[1], target)

    def _double_clicked(self, item: QTreeWidgetItem, _col: int) -> None:
        name = item.data(0, NAME_ROLE)
        if name:
            self.removeRequested.emit(name, item.data(0, SECTION_ROLE))
        else:
            item.setExpanded(not item.isExpanded())

    def _menu(self, pos: QPoint) -> None:
        from PySide6.QtWidgets import QMenu

        item = self.tree.itemAt(pos)
        name = item.data(0, NAME_ROLE) if item is not None else None
        if not name:
            return
        section = item.data(0, SECTION_ROLE)
        card = self.catalog.find(name)
        menu = QMenu(self)
        if section in ("main", "runes", "sideboard", "battlefields"):
            menu.addAction(self.tr("One more copy"), lambda: self.addRequested.emit(name, section))
        menu.addAction(self.tr("One copy fewer"), lambda: self.removeRequested.emit(name, section))
        if card is not None and card.is_champion_unit and section != "champion":
            menu.addAction(self.tr("Make chosen champion"),
                           lambda: self.championRequested.emit(name))
        if section == "main":
            menu.addAction(self.tr("Move one to the sideboard"),
                           lambda: self.moveRequested.emit(name, "main", "sideboard"))
        if section == "sideboard":
            menu.addAction(self.tr("Move one to the main deck"),
                           lambda: self.moveRequested.emit(name, "sideboard", "main"))
        if section == "champion":
            menu.addAction(self.tr("Back to the main deck"),
                           lambda: self.moveRequested.emit(name, "champion", "main"))
        menu.exec(self.tree.viewport().mapToGlobal(pos))


__all__ = ["BROWSER", "DeckTree", "DeckView", "section_rows"]
