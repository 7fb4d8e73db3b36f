"""Deck statistics, drawn as pictures: energy curve, domains and Power, card types, and the
chance to see a card (or a cost band, a tag) by a turn, after the mulligan."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.cards.catalog import Catalog
from app.decks.model import DeckList
from app.decks.odds import OPENING, chance_by_turn, count_matching
from app.engine import CardType, Domain
from app.ui.card_art import domain_color
from app.ui.charts import TitledChart
from app.ui.deckbuilder.labels import domain_name
from app.ui.texts import translate

MAX_TURN = 6  # the odds are shown by turn 0 (the opening hand) .. MAX_TURN
TOP_COST = 8  # the curve's last bar gathers costs from here up
DOMAIN_ORDER: tuple[Domain | None, ...] = (*Domain, None)


@dataclass
class DeckStats:
    curve: dict[int, dict[Domain | None, float]] = field(default_factory=dict)
    cards_by_domain: dict[Domain | None, float] = field(default_factory=dict)
    power_by_domain: dict[Domain | None, float] = field(default_factory=dict)
    runes_by_domain: dict[Domain | None, float] = field(default_factory=dict)
    types: Counter[str] = field(default_factory=Counter)
    total: int = 0  # main deck, chosen champion included
    average_cost: float = 0.0

    def curve_counts(self) -> list[int]:
        """Cards per cost 0 .. TOP_COST (the last one is TOP_COST and more)."""
        return [round(sum(self.curve.get(c, {}).values())) for c in range(TOP_COST + 1)]


def deck_stats(deck: DeckList, catalog: Catalog) -> DeckStats:
    s = DeckStats()
    s.curve = defaultdict(lambda: defaultdict(float))
    cards: dict[Domain | None, float] = defaultdict(float)
    power: dict[Domain | None, float] = defaultdict(float)
    runes: dict[Domain | None, float] = defaultdict(float)
    names = deck.main_cards() + ([deck.champion] if deck.champion else [])
    costs = []
    for name in names:
        card = catalog.find(name)
        if card is None:
            continue
        s.total += 1
        doms: list[Domain | None] = list(card.domains) or [None]
        cost = min(card.energy or 0, TOP_COST)
        costs.append(card.energy or 0)
        for d in doms:
            s.curve[cost][d] += 1 / len(doms)
            cards[d] += 1 / len(doms)
        for pip in card.power:
            parts = pip.split("/")
            for part in parts:
                power[Domain(part)] += 1 / len(parts)
        if card.type is CardType.UNIT:
            s.types["champion" if card.is_champion_unit else "unit"] += 1
        else:
            s.types[card.type.value.lower()] += 1
        if card.supertype is not None and card.supertype.value == "Signature":
            s.types["signature"] += 1
    for name in deck.rune_cards():
        card = catalog.find(name)
        if card is not None:
            runes[card.domains[0] if card.domains else None] += 1
    s.cards_by_domain, s.power_by_domain, s.runes_by_domain = dict(cards), dict(power), dict(runes)
    s.curve = {k: dict(v) for k, v in s.curve.items()}
    s.average_cost = sum(costs) / len(costs) if costs else 0.0
    return s


class _DeckChart(TitledChart):
    """A chart of the deck's statistics."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = DeckStats()

    def set_stats(self, stats: DeckStats) -> None:
        self.stats = stats
        self.update()


class EnergyCurveWidget(_DeckChart):
    """One bar per Energy cost, stacked by domain colour, with its count on top."""

    H = 150

    def title(self) -> str:
        return self.tr("Energy curve  ·  average {avg}").format(
            avg=f"{self.stats.average_cost:.1f}")

    def counts(self) -> list[int]:
        return self.stats.curve_counts()

    def draw(self, p: QPainter, r: QRectF, fg: QColor) -> None:
        counts = self.counts()
        n = len(counts)
        label_h = 16
        top_h = 16
        slot = r.width() / n
        bar_w = slot * 0.62
        peak = max(max(counts), 1)
        scale = (r.height() - label_h - top_h) / peak
        base = r.bottom() - label_h
        grid = QColor(fg)
        grid.setAlpha(50)
        p.setPen(grid)
        p.drawLine(int(r.left()), int(base), int(r.right()), int(base))
        for cost in range(n):
            x = r.left() + cost * slot + (slot - bar_w) / 2
            y = base
            segs = self.stats.curve.get(cost, {})
            for d in DOMAIN_ORDER:
                v = segs.get(d, 0.0)
                if v <= 0:
                    continue
                h = v * scale
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(domain_color(d))
                p.drawRect(QRectF(x, y - h, bar_w, h))
                y -= h
            p.setPen(fg)
            if counts[cost]:
                p.drawText(QRectF(x - 6, y - top_h, bar_w + 12, top_h),
                           Qt.AlignmentFlag.AlignCenter, str(counts[cost]))
            label = f"{cost}+" if cost == n - 1 else str(cost)
            p.drawText(QRectF(x - 6, base + 1, bar_w + 12, label_h),
                       Qt.AlignmentFlag.AlignCenter, label)


class DomainSplitWidget(_DeckChart):
    """Three stacked bars by domain: cards, Power pips to pay, runes to pay them with."""

    H = 128

    def title(self) -> str:
        return self.tr("Domains: cards, Power pips and runes")

    def rows(self) -> list[tuple[str, dict[Domain | None, float]]]:
        s = self.stats
        return [(self.tr("Cards"), s.cards_by_domain), (self.tr("Power"), s.power_by_domain),
                (self.tr("Runes"), s.runes_by_domain)]

    def draw(self, p: QPainter, r: QRectF, fg: QColor) -> None:
        fm = QFontMetricsF(self.font())
        rows = self.rows()
        label_w = max(fm.horizontalAdvance(label) for label, _ in rows) + 8
        row_h = 20
        used: set[Domain | None] = set()
        for i, (label, data) in enumerate(rows):
            y = r.top() + i * (row_h + 6)
            p.setPen(fg)
            p.drawText(QRectF(r.left(), y, label_w, row_h), Qt.AlignmentFlag.AlignVCenter, label)
            bar = QRectF(r.left() + label_w, y, r.width() - label_w - 2, row_h)
            total = sum(data.values())
            track = QColor(fg)
            track.setAlpha(25)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(track)
            p.drawRoundedRect(bar, 4, 4)
            if total <= 0:
                continue
            x = bar.left()
            for d in DOMAIN_ORDER:
                v = data.get(d, 0.0)
                if v <= 0:
                    continue
                used.add(d)
                w = bar.width() * v / total
                seg = QRectF(x, bar.top(), w, bar.height())
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(domain_color(d))
                p.drawRect(seg)
                text = f"{v:g}" if v != int(v) else str(int(v))
                if fm.horizontalAdvance(text) + 6 < w:
                    p.setPen(QColor("white"))
                    p.drawText(seg, Qt.AlignmentFlag.AlignCenter, text)
                x += w
        # legend
        y = r.top() + len(rows) * (row_h + 6)
        x = r.left() + label_w
        for d in DOMAIN_ORDER:
            if d not in used:
                continue
            name = domain_name(d)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(domain_color(d))
            p.drawEllipse(QRectF(x, y + 4, 10, 10))
            p.setPen(fg)
            w = fm.horizontalAdvance(name)
            p.drawText(QRectF(x + 13, y, w + 4, 18), Qt.AlignmentFlag.AlignVCenter, name)
            x += w + 26


class TypeCountsWidget(_DeckChart):
    """Cards by type as horizontal bars (champion units apart from other units)."""

    H = 136

    def title(self) -> str:
        return self.tr("Card types")

    def rows(self) -> list[tuple[str, int, QColor]]:
        t = self.stats.types
        return [
            (self.tr("Units"), t["unit"], QColor("#4f8a6b")),
            (self.tr("Champions"), t["champion"], QColor("#b8912f")),
            (self.tr("Spells"), t["spell"], QColor("#5b7fb8")),
            (self.tr("Gear"), t["gear"], QColor("#8a7560")),
        ]

    def draw(self, p: QPainter, r: QRectF, fg: QColor) -> None:
        fm = QFontMetricsF(self.font())
        rows = self.rows()
        label_w = max(fm.horizontalAdvance(label) for label, _, _ in rows) + 8
        peak = max(max(n for _, n, _ in rows), 1)
        row_h = 16
        for i, (label, n, color) in enumerate(rows):
            y = r.top() + i * (row_h + 5)
            p.setPen(fg)
            p.drawText(QRectF(r.left(), y, label_w, row_h), Qt.AlignmentFlag.AlignVCenter, label)
            full = r.width() - label_w - 34
            w = full * n / peak
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawRoundedRect(QRectF(r.left() + label_w, y + 2, max(w, 2 if n else 0),
                                     row_h - 4), 3, 3)
            p.setPen(fg)
            p.drawText(QRectF(r.left() + label_w + w + 5, y, 40, row_h),
                       Qt.AlignmentFlag.AlignVCenter, str(n))
        sig = self.stats.types["signature"]
        if sig:
            p.drawText(QRectF(r.left(), r.top() + len(rows) * (row_h + 5), r.width(), row_h),
                       Qt.AlignmentFlag.AlignVCenter,
                       self.tr("Signature cards: {n} of at most 3").format(n=sig))


class _OddsBars(QWidget):
    """The chance by each turn 0..MAX_TURN (0: the opening hand), the chosen one highlighted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.chosen = 0
        self.setMinimumHeight(86)

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        if not self.values:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fg = self.palette().color(QPalette.ColorRole.WindowText)
        n = len(self.values)
        slot = self.width() / n
        bar_w = slot * 0.6
        base = self.height() - 16
        top = 16
        for i, v in enumerate(self.values):
            x = i * slot + (slot - bar_w) / 2
            track = QColor(fg)
            track.setAlpha(25)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(track)
            p.drawRect(QRectF(x, top, bar_w, base - top))
            h = (base - top) * v
            p.setBrush(QColor("#2f8f5b") if i == self.chosen else QColor("#8fb9a0"))
            p.drawRect(QRectF(x, base - h, bar_w, h))
            p.setPen(fg)
            f = QFont(self.font())
            f.setBold(i == self.chosen)
            p.setFont(f)
            p.drawText(QRectF(x - 10, 0, bar_w + 20, top), Qt.AlignmentFlag.AlignCenter,
                       f"{v * 100:.0f}%")
            p.drawText(QRectF(x - 10, base, bar_w + 20, 16), Qt.AlignmentFlag.AlignCenter,
                       self.tr("T{n}").format(n=i))
        p.end()


def percent(p: float) -> str:
    return f"{p * 100:.1f}%"


def odds_tip(copies: int, population: int) -> str:
    """The hover text of a card in the deck list: the chance of one by turns 1 to 3 (none
    for a deck too small to draw an opening hand from)."""
    if population < OPENING:
        return ""
    line = "  ·  ".join(translate("DrawOdds", "turn {n}: {p}").format(
        n=t, p=percent(float(chance_by_turn(population, copies, t, first=True))))
        for t in (1, 2, 3))
    return translate("DrawOdds", "At least one copy by your {line}").format(line=line)


def odds_bands(deck: DeckList, catalog: Catalog) -> list[tuple[str, int]]:
    """The groups of cards whose odds can be asked: cost bands and the deck's tags, each with
    how many of the main deck's cards (the chosen champion set aside) belong to it."""
    cards = deck.main_cards()

    def card(name: str):  # type: ignore[no-untyped-def]
        return catalog.find(name)

    def cost(name: str) -> int:
        c = card(name)
        return (c.energy or 0) if c is not None else -1

    out = [(translate("DrawOdds", "any card costing {a}–{b}").format(a=a, b=b),
            count_matching(cards, lambda n, a=a, b=b: a <= cost(n) <= b))
           for a, b in ((0, 2), (3, 4))]
    out.append((translate("DrawOdds", "any card costing 5 or more"),
                count_matching(cards, lambda n: cost(n) >= 5)))
    tags = sorted({t for n in cards if (c := card(n)) is not None for t in c.tags})
    for tag in tags:
        out.append((translate("DrawOdds", "any {tag} card").format(tag=tag),
                    count_matching(cards, lambda n, tag=tag: (c := card(n)) is not None
                                   and tag in c.tags)))
    return [(label, n) for label, n in out if n]


class DrawOddsWidget(QWidget):
    """The chance of at least one copy of the selected card, or of any card of a cost band
    or a tag, by a turn: exact, after the mulligan (app.decks.odds)."""

    turnChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.copies = 0
        self.population = 0
        self.bands: list[tuple[str, int]] = []
        self.title = QLabel()
        f = QFont(self.font())
        f.setBold(True)
        self.title.setFont(f)
        self.title.setText(self.tr("Chance to draw a card"))
        self.what = QComboBox()
        self.what.setToolTip(self.tr("The selected card, or any card of a cost band or a tag"))
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.turn = QSpinBox()
        self.turn.setRange(0, MAX_TURN)
        self.turn.setValue(2)
        self.turn.setToolTip(self.tr("0: the opening hand of {n}, after the mulligan").format(
            n=OPENING))
        self.bars = _OddsBars()
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("By your turn:")))
        row.addWidget(self.turn)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.title)
        lay.addWidget(self.what)
        lay.addWidget(self.info)
        lay.addLayout(row)
        lay.addWidget(self.bars)
        self.turn.valueChanged.connect(self._update)
        self.turn.valueChanged.connect(self.turnChanged)
        self.what.currentIndexChanged.connect(self._update)
        self._fill_what()

    def set_card(self, name: str, copies: int) -> None:
        self.name, self.copies = name, copies
        self._fill_what()

    def set_bands(self, bands: list[tuple[str, int]], population: int) -> None:
        self.bands, self.population = bands, population
        self._fill_what()

    def _fill_what(self) -> None:
        items = [(self.name or self.tr("(select a card in the deck)"), self.copies),
                 *self.bands]
        self.what.blockSignals(True)
        for i, (label, n) in enumerate(items):  # in place: the open list stays put
            if i < self.what.count():
                self.what.setItemText(i, label)
                self.what.setItemData(i, n)
            else:
                self.what.addItem(label, n)
        while self.what.count() > len(items):
            self.what.removeItem(self.what.count() - 1)
        self.what.blockSignals(False)
        self._update()

    def hits(self) -> int:
        return int(self.what.currentData() or 0)

    def probability(self, turn: int | None = None, first: bool = True,
                    skips_first_draw: bool = False) -> float:
        t = self.turn.value() if turn is None else turn
        if not self.hits() or self.population < OPENING:
            return 0.0
        return float(chance_by_turn(self.population, self.hits(), t, first,
                                    skips_first_draw=skips_first_draw))

    def _update(self) -> None:
        n = self.turn.value()
        shown = bool(self.hits()) and self.population >= OPENING
        if not shown:
            self.info.setText(self.tr("Select a card in the deck, or choose a group above, to "
                                      "see the chance of drawing it."))
            self.bars.values = []
        else:
            self.info.setText(self.tr(
                "{what}: {copies} of {total} cards. At least one by your turn {n}, sending "
                "away up to 2 cards of an opening hand without one: {p}. In Skirmish, War and "
                "2v2, where the first player skips the first draw: {first} on the play, "
                "{second} on the draw.").format(
                    what=self.what.currentText(), copies=self.hits(), total=self.population,
                    n=n, p=percent(self.probability()),
                    first=percent(self.probability(first=True, skips_first_draw=True)),
                    second=percent(self.probability(first=False, skips_first_draw=True))))
            self.bars.values = [self.probability(k) for k in range(MAX_TURN + 1)]
        self.bars.chosen = n
        self.bars.setVisible(shown)
        self.bars.update()


class RecordLine(QWidget):
    """The deck's record from the match history, and the way to the playtest."""

    playtestRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = ""
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.playtest = QPushButton(self.tr("Playtest…"))
        self.playtest.setToolTip(self.tr("Draw sample hands: the opening hand, the mulligan "
                                         "and the next turns"))
        self.playtest.clicked.connect(self.playtestRequested)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.label, 1)
        lay.addWidget(self.playtest)

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().showEvent(event)
        self.show_record(self.deck, force=True)  # games may have ended meanwhile

    def show_record(self, deck: str, force: bool = False) -> None:
        """Read the deck's record (again when `force`: a game was just recorded)."""
        if deck == self.deck and not force:
            return
        self.deck = deck
        from app.storage.history import deck_record, default_recorder

        st = deck_record(default_recorder(), deck) if deck else None
        if st is None or not st.overall.games:
            self.label.setText(self.tr("No games recorded with this deck yet."))
            return
        from app.ui.history_page import rate_text

        self.label.setText(self.tr("Record: won {wins}, lost {lost} · win rate {rate}").format(
            wins=st.overall.wins, lost=st.overall.games - st.overall.wins,
            rate=rate_text(st.overall)))


class StatsView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = RecordLine()
        self.curve = EnergyCurveWidget()
        self.domains = DomainSplitWidget()
        self.types = TypeCountsWidget()
        self.odds = DrawOddsWidget()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(10)
        for w in (self.record, self.curve, self.domains, self.types, self.odds):
            lay.addWidget(w)
        lay.addStretch(1)

    def set_stats(self, stats: DeckStats) -> None:
        for w in (self.curve, self.domains, self.types):
            w.set_stats(stats)
