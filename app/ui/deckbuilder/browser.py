"""The card browser: every card of the catalog, searched, filtered and sorted.

Search matches the name, aliases, tags and our generated card text. Double-click or drag a
card to the deck to add it; drop a deck card here to take it out of the deck.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QMimeData, QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSlider,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.cards.catalog import SET_NAMES, Catalog
from app.cards.models import CardFacts
from app.engine import CardType, Domain, Keyword
from app.ui.card_art import domain_color
from app.ui.card_painter import card_text
from app.ui.deckbuilder.drag import BROWSER, MIME, TakesDeckCards, card_mime
from app.ui.deckbuilder.grid import CARD_WIDTHS, CardGridView
from app.ui.deckbuilder.labels import domain_name, keyword_name, type_name
from app.ui.deckbuilder.rows import BADGE_ROLE, NAME_ROLE, CardRowDelegate, not_playable_note

TYPE_ORDER = {CardType.LEGEND: 0, CardType.UNIT: 1, CardType.SPELL: 2, CardType.GEAR: 3,
              CardType.BATTLEFIELD: 4, CardType.RUNE: 5}
HIGH = 8  # cost and Might filters: "8+" gathers everything from here up


def domain_icon(domain: Domain | None) -> QIcon:
    pm = QPixmap(14, 14)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor("#15181d"))
    p.setBrush(domain_color(domain))
    p.drawEllipse(1, 1, 12, 12)
    p.end()
    return QIcon(pm)


@dataclass(frozen=True)
class BrowserEntry:
    card: CardFacts
    implemented: bool
    catalog: Catalog = field(repr=False, compare=False)

    @functools.cached_property
    def search(self) -> str:
        """The casefolded text the search box matches. The card's text is generated on the
        first search, not at start-up, which then doesn't grow with the cards implemented."""
        c = self.card
        text = card_text(self.catalog.card_def(c.code))
        return " ".join([c.name, *c.aliases, text, *c.tags, c.type.value, c.code]).casefold()


@dataclass
class CardFilter:
    """None means "any". domain "" is colorless; type "champion" is champion units."""

    text: str = ""
    domain: str | None = None
    type: str | None = None
    energy: int | None = None
    might: int | None = None
    keyword: str | None = None
    tag: str | None = None
    set: str | None = None
    identity: frozenset[Domain] | None = None  # only cards inside these domains
    playable: bool = False  # only cards the game implements (no "!" mark)

    def matches(self, e: BrowserEntry) -> bool:
        c = e.card
        words = self.text.casefold().split()
        if any(w not in e.search for w in words):
            return False
        if self.domain is not None:
            if self.domain == "" and c.domains:
                return False
            if self.domain and Domain(self.domain) not in c.domains:
                return False
        if self.type is not None:
            if self.type == "champion":
                if not c.is_champion_unit:
                    return False
            elif c.type.value != self.type:
                return False
        if self.energy is not None and not _in_bucket(c.energy, self.energy):
            return False
        if self.might is not None and not _in_bucket(c.might, self.might):
            return False
        if self.keyword is not None and Keyword(self.keyword) not in c.keywords:
            return False
        if self.tag is not None and self.tag not in c.tags:
            return False
        if self.set is not None and c.set != self.set:
            return False
        if self.playable and not e.implemented:
            return False
        return not (self.identity is not None and not set(c.domains) <= self.identity)


def _in_bucket(value: int | None, bucket: int) -> bool:
    if value is None:
        return False
    return value >= HIGH if bucket >= HIGH else value == bucket


SORTS = ("name", "cost", "might", "type")


def sort_key(sort: str):  # type: ignore[no-untyped-def]
    def key(e: BrowserEntry):  # type: ignore[no-untyped-def]
        c = e.card
        if sort == "cost":
            return (c.energy is None, c.energy or 0, TYPE_ORDER[c.type], c.name)
        if sort == "might":
            return (c.might is None, -(c.might or 0), c.energy or 0, c.name)
        if sort == "type":
            return (TYPE_ORDER[c.type], not c.is_champion_unit, c.energy or 0, c.name)
        return (c.name.casefold(),)

    return key


def build_entries(catalog: Catalog) -> list[BrowserEntry]:
    """Every card a deck can hold (tokens are left out)."""
    implemented = catalog.implemented_codes()
    return [BrowserEntry(c, c.code in implemented, catalog)
            for c in catalog.all() if not c.is_token]


class CardListWidget(TakesDeckCards, QListWidget):
    """The browser's list: drags cards out, takes deck cards back in (to remove them)."""

    dropped = Signal(str, str)  # card name, the deck section it came from

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setMouseTracking(True)
        self.setUniformItemSizes(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt API
        return [MIME]

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:  # noqa: N802 - Qt API
        names = [i.data(NAME_ROLE) for i in items if i.data(NAME_ROLE)]
        return card_mime(names[0] if names else "", BROWSER)

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802 - Qt API
        return Qt.DropAction.CopyAction


class CardBrowser(QWidget):
    addRequested = Signal(str, str)  # card name, wanted section ("" = by its type)
    removeRequested = Signal(str, str)  # card name, deck section (a deck card dropped here)
    championRequested = Signal(str)
    hovered = Signal(str, QPoint)  # card name ("" when the mouse left), global position

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.entries = build_entries(catalog)
        self._by_name = {e.card.name: e for e in self.entries}
        self._counts: dict[str, int] = {}
        self._identity: frozenset[Domain] | None = None

        self.search = QLineEdit()
        self.search.setObjectName("DeckbuilderSearch")
        self.search.setPlaceholderText(self.tr("Search names and card text…"))
        self.search.setClearButtonEnabled(True)
        self.fits = QCheckBox(self.tr("Fits legend"))
        self.fits.setToolTip(self.tr("Only cards inside the legend's domains"))
        # Most of the pool is catalogued before the game can play it.
        self.playable = QCheckBox(self.tr("Playable only"))
        self.playable.setToolTip(self.tr("Only cards the game can already play"))
        self.shown_label = QLabel()
        self.shown_label.setStyleSheet("color: palette(mid);")

        self.domain = QComboBox()
        self.domain.addItem(self.tr("All domains"), None)
        for d in Domain:
            self.domain.addItem(domain_icon(d), domain_name(d), d.value)
        self.domain.addItem(domain_icon(None), domain_name(None), "")
        self.type = QComboBox()
        self.type.addItem(self.tr("All types"), None)
        self.type.addItem(self.tr("Champion units"), "champion")
        for t in sorted(CardType, key=lambda t: TYPE_ORDER[t]):
            self.type.addItem(type_name(t), t.value)
        self.energy = self._number_combo(self.tr("Any cost"), self.tr("Cost {n}"),
                                         [c.energy for c in catalog.all()])
        self.might = self._number_combo(self.tr("Any Might"), self.tr("Might {n}"),
                                        [c.might for c in catalog.all()])
        self.keyword = QComboBox()
        self.keyword.addItem(self.tr("Any keyword"), None)
        present = {k for c in catalog.all() for k in c.keywords}
        for k in sorted(present, key=lambda k: keyword_name(k)):
            self.keyword.addItem(keyword_name(k), k.value)
        self.tag = QComboBox()
        self.tag.addItem(self.tr("Any tag"), None)
        for tag in sorted({t for c in catalog.all() if not c.is_token for t in c.tags}):
            self.tag.addItem(tag, tag)
        self.set_combo = QComboBox()
        self.set_combo.addItem(self.tr("All sets"), None)
        present_sets = {c.set for c in catalog.all()}
        for code in [*SET_NAMES, *sorted(present_sets - set(SET_NAMES))]:
            if code in present_sets:  # set names are proper names: not translated
                self.set_combo.addItem(f"{code} · {SET_NAMES.get(code, code)}", code)
        self.sort = QComboBox()
        for key, label in (("name", self.tr("Sort: name")), ("cost", self.tr("Sort: cost")),
                           ("might", self.tr("Sort: Might")), ("type", self.tr("Sort: type"))):
            self.sort.addItem(label, key)
        self.sort.setCurrentIndex(1)

        self.list = CardListWidget()
        self.list.setObjectName("CardBrowserList")
        self.list.setItemDelegate(CardRowDelegate(catalog, set(catalog.implemented_codes()),
                                                  self.list))
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        # the grid shows the list's own model: the same cards, order and badges
        self.grid = CardGridView(catalog, set(catalog.implemented_codes()))
        self.grid.setModel(self.list.model())
        self.grid.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.views = QStackedWidget()
        self.views.addWidget(self.list)
        self.views.addWidget(self.grid)
        self.list_button = self._mode_button(self.tr("List"), self.tr("Show the cards as a list"))
        self.grid_button = self._mode_button(self.tr("Grid"),
                                             self.tr("Show the cards as a grid of card faces"))
        self.list_button.setChecked(True)
        self.size_slider = QSlider(Qt.Orientation.Horizontal)
        self.size_slider.setObjectName("GridCardSize")
        self.size_slider.setRange(0, len(CARD_WIDTHS) - 1)
        self.size_slider.setValue(1)
        self.size_slider.setPageStep(1)
        self.size_slider.setFixedWidth(90)
        self.size_slider.setToolTip(self.tr("Card size"))
        self.size_slider.hide()

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.fits)
        top.addWidget(self.playable)
        top.addSpacing(6)
        top.addWidget(self.list_button)
        top.addWidget(self.grid_button)
        grid = QGridLayout()
        grid.setSpacing(4)
        for i, w in enumerate((self.domain, self.type, self.energy, self.might, self.keyword,
                               self.tag, self.set_combo, self.sort)):
            w.setMinimumContentsLength(6)
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            grid.addWidget(w, i // 4, i % 4)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(top)
        lay.addLayout(grid)
        lay.addWidget(self.views, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.shown_label, 1)
        bottom.addWidget(self.size_slider)
        lay.addLayout(bottom)

        self.search.textChanged.connect(self.refresh)
        self.fits.toggled.connect(self.refresh)
        self.playable.toggled.connect(self.refresh)
        for combo in (self.domain, self.type, self.energy, self.might, self.keyword, self.tag,
                      self.set_combo, self.sort):
            combo.currentIndexChanged.connect(self.refresh)
        self.list.itemDoubleClicked.connect(
            lambda item: self._request_add(item.data(NAME_ROLE), ""))
        self.list.itemEntered.connect(self._entered)
        self.list.viewport().installEventFilter(self)
        self.list.customContextMenuRequested.connect(self._menu)
        self.list.dropped.connect(self.removeRequested)
        self.grid.doubleClicked.connect(lambda idx: self._request_add(idx.data(NAME_ROLE), ""))
        self.grid.entered.connect(self._entered)
        self.grid.viewport().installEventFilter(self)
        self.list.installEventFilter(self)
        self.grid.installEventFilter(self)
        self.grid.customContextMenuRequested.connect(self._menu)
        self.grid.dropped.connect(self.removeRequested)
        self.list_button.clicked.connect(lambda: self.set_view_mode("list"))
        self.grid_button.clicked.connect(lambda: self.set_view_mode("grid"))
        self.size_slider.valueChanged.connect(
            lambda v: self.grid.set_card_width(CARD_WIDTHS[v]))
        self.refresh()

    def _mode_button(self, text: str, tip: str) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.setToolTip(tip)
        b.setCheckable(True)
        b.setAutoExclusive(True)
        return b

    # -- list or grid ----------------------------------------------------------------------
    def view_mode(self) -> str:
        return "grid" if self.views.currentWidget() is self.grid else "list"

    def set_view_mode(self, mode: str) -> None:
        """Show the cards as a "list" of rows or a "grid" of card faces."""
        grid = mode == "grid"
        old = self.current_view()
        chosen = old.selectionModel().selectedIndexes()
        current = chosen[0] if chosen else QModelIndex()
        self.views.setCurrentWidget(self.grid if grid else self.list)
        (self.grid_button if grid else self.list_button).setChecked(True)
        self.size_slider.setVisible(grid)
        new = self.current_view()
        if current.isValid():  # keep the chosen card chosen, and in sight
            new.setCurrentIndex(current)
            new.scrollTo(current)
        self.hovered.emit("", QPoint())

    def current_view(self) -> QAbstractItemView:
        return self.grid if self.view_mode() == "grid" else self.list

    def _number_combo(self, any_label: str, each: str, values: list[int | None]) -> QComboBox:
        combo = QComboBox()
        combo.addItem(any_label, None)
        present = sorted({v for v in values if v is not None})
        for v in present:
            if v >= HIGH:
                combo.addItem(each.format(n=f"{HIGH}+"), HIGH)
                break
            combo.addItem(each.format(n=v), v)
        return combo

    # -- state -------------------------------------------------------------------------------
    def current_filter(self) -> CardFilter:
        return CardFilter(
            text=self.search.text(), domain=self.domain.currentData(),
            type=self.type.currentData(), energy=self.energy.currentData(),
            might=self.might.currentData(), keyword=self.keyword.currentData(),
            tag=self.tag.currentData(), set=self.set_combo.currentData(),
            identity=self._identity if self.fits.isChecked() else None,
            playable=self.playable.isChecked())

    def set_deck_counts(self, counts: dict[str, int]) -> None:
        """Copies of each card in the deck, drawn as a badge on its row."""
        self._counts = dict(counts)
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setData(BADGE_ROLE, self._counts.get(item.data(NAME_ROLE), 0))

    def set_identity(self, domains: frozenset[Domain] | None) -> None:
        """The legend's domains, for the "Fits legend" filter."""
        if domains != self._identity:
            self._identity = domains
            if self.fits.isChecked():
                self.refresh()

    def refresh(self) -> None:
        f = self.current_filter()
        shown = sorted((e for e in self.entries if f.matches(e)),
                       key=sort_key(self.sort.currentData() or "name"))
        chosen = self.current_view().selectionModel().selectedIndexes()
        keep = chosen[0].data(NAME_ROLE) if chosen else None
        self.list.clear()
        for e in shown:
            item = QListWidgetItem()
            item.setData(NAME_ROLE, e.card.name)
            item.setData(Qt.ItemDataRole.DisplayRole, e.card.name)
            item.setData(BADGE_ROLE, self._counts.get(e.card.name, 0))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                          | Qt.ItemFlag.ItemIsDragEnabled)
            tip = e.card.name if e.implemented else f"{e.card.name}\n⚠ {not_playable_note()}"
            item.setToolTip(tip)
            self.list.addItem(item)
            if e.card.name == keep:
                self.list.setCurrentItem(item)
                self.grid.setCurrentIndex(self.list.indexFromItem(item))
        self.shown_label.setText(self.tr("{n} of {total} cards").format(
            n=len(shown), total=len(self.entries)))

    def visible_names(self) -> list[str]:
        return [self.list.item(i).data(NAME_ROLE) for i in range(self.list.count())]

    def item_for(self, name: str) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            if self.list.item(i).data(NAME_ROLE) == name:
                return self.list.item(i)
        return None

    # -- gestures ----------------------------------------------------------------------------
    def _request_add(self, name: str | None, section: str) -> None:
        if name:
            self.addRequested.emit(name, section)

    def _entered(self, item) -> None:  # type: ignore[no-untyped-def] - item or index
        from PySide6.QtGui import QCursor

        self.hovered.emit(item.data(NAME_ROLE) or "", QCursor.pos())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802, ANN001 - Qt API
        from PySide6.QtCore import QEvent

        if obj in (self.list.viewport(), self.grid.viewport()) and event.type() in (
                QEvent.Type.Leave, QEvent.Type.DragEnter):
            self.hovered.emit("", QPoint())
        if (obj in (self.list, self.grid) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self._request_add(obj.currentIndex().data(NAME_ROLE), "")  # Enter adds, too
            return True
        return super().eventFilter(obj, event)

    def _menu(self, pos: QPoint) -> None:
        view = self.current_view()
        index = view.indexAt(pos)
        name = index.data(NAME_ROLE) if index.isValid() else None
        if not name:
            return
        card = self._by_name[name].card
        menu = QMenu(self)
        menu.addAction(self.tr("Add to deck"), lambda: self._request_add(name, ""))
        if card.type in (CardType.UNIT, CardType.SPELL, CardType.GEAR):
            menu.addAction(self.tr("Add to sideboard"), lambda: self._request_add(name,
                                                                                 "sideboard"))
        if card.is_champion_unit:
            menu.addAction(self.tr("Make chosen champion"),
                           lambda: self.championRequested.emit(name))
        menu.exec(view.viewport().mapToGlobal(pos))
