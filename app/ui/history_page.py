"""The match history: every finished game in a sortable list with filters (deck, opponent
legend, mode, period), its replay a double-click away; and a deck's statistics: win rate
overall, going first and second (RUP4 115), per opponent legend, over time, the average game,
each with a 95% interval where the games are few. Everything is read from the local database
(`app.storage.history`); nothing is sent anywhere."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.storage import history as h
from app.ui.charts import TitledChart
from app.ui.file_dialogs import save_file_name
from app.ui.texts import translate

MIN_SAMPLE = 30  # fewer games than this: the interval is shown with the rate


def legend_name(code: str) -> str:
    from app.cards.catalog import load_catalog

    card = load_catalog().find(code)
    return card.name if card is not None else code


class _SortKey(QTableWidgetItem):
    """A cell shown as text and sorted by a value (dates, numbers)."""

    def __init__(self, text: str, key: Any) -> None:
        super().__init__(text)
        self.key = key

    def __lt__(self, other: QTableWidgetItem) -> bool:
        return self.key < getattr(other, "key", other.text())


class WinRateChart(TitledChart):
    """The win rate over the deck's games (running), with its 95% band: drawn with QPainter
    as the deckbuilder's charts are (PySide6-Essentials has no Qt Charts)."""

    H = 160

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[float, float, float]] = []  # rate, low, high after each game

    def set_timeline(self, timeline: list[tuple[str, bool]]) -> None:
        rec = h.Record()
        self.points = []
        for _, won in timeline:
            rec.add(won)
            low, high = rec.interval() or (0.0, 1.0)
            self.points.append((rec.rate or 0.0, low, high))
        self.update()

    def title(self) -> str:
        return self.tr("Win rate over the games")

    def draw(self, p: QPainter, r: QRectF, fg: QColor) -> None:
        area = QRectF(40, r.top() + 4, r.width() - 52, r.height() - 24)
        grid = QColor(fg)
        grid.setAlpha(40)
        for k in (0, 25, 50, 75, 100):
            y = area.bottom() - area.height() * k / 100
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(fg)
            p.drawText(QRectF(0, y - 8, 36, 16), Qt.AlignmentFlag.AlignRight, f"{k}%")
        n = len(self.points)
        if not n:
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            return

        def at(i: int, v: float) -> QPointF:
            x = area.left() + (area.width() * i / (n - 1) if n > 1 else area.width() / 2)
            return QPointF(x, area.bottom() - area.height() * v)

        band = QColor("#8fb9a0")
        band.setAlpha(70)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(band)
        p.drawPolygon(QPolygonF([at(i, hi) for i, (_, _, hi) in enumerate(self.points)]
                                + [at(i, lo) for i, (_, lo, _) in reversed(
                                    list(enumerate(self.points)))]))
        p.setPen(QPen(QColor("#2f8f5b"), 2.5))
        pts = [at(i, r) for i, (r, _, _) in enumerate(self.points)]
        for a, b in zip(pts, pts[1:], strict=False):
            p.drawLine(a, b)
        p.setBrush(QColor("#2f8f5b"))
        for pt in pts[-1:] if n > 1 else pts:  # the latest figure (a lone game: its dot)
            p.drawEllipse(pt, 4, 4)
        p.setPen(fg)
        p.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), 16),
                   Qt.AlignmentFlag.AlignCenter, self.tr("Games played: {n}").format(n=n))


def rate_text(rec: h.Record) -> str:
    """"62% (5 of 8; 31–86%)": the interval while the games are few."""
    if not rec.games:
        return "—"
    text = translate("History", "{rate}% ({wins} of {games})").format(
        rate=round(100 * (rec.rate or 0)), wins=rec.wins, games=rec.games)
    interval = rec.interval()
    if rec.games < MIN_SAMPLE and interval is not None:
        text += "; " + translate("History", "likely {low}–{high}%").format(
            low=round(100 * interval[0]), high=round(100 * interval[1]))
    return text


class HistoryPage(QWidget):
    replayRequested = Signal(str, int)  # a replay file, and a Match's game number (0: none)
    tableRequested = Signal()

    COLUMNS = ("date", "mode", "players", "legends", "winner", "ended", "turns", "length")

    def __init__(self, recorder: h.Recorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryPage")
        self.recorder = recorder
        self.rows: list[h.Row] = []
        self.problem: str | None = None
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.back = QPushButton(self.tr("◀ Table"))
        self.back.clicked.connect(self.tableRequested)
        top.addWidget(self.back)
        title = QLabel(self.tr("Match history"))
        title.setStyleSheet("font-size: 18px; font-weight: bold;")
        top.addWidget(title, 1)
        lay.addLayout(top)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #b35c00;")
        self.status.hide()
        self.fresh_button = QPushButton(self.tr("Keep the damaged file aside and start a new "
                                                "history"))
        self.fresh_button.clicked.connect(self.start_fresh)
        self.fresh_button.hide()
        problem = QHBoxLayout()
        problem.addWidget(self.status, 1)
        problem.addWidget(self.fresh_button)
        lay.addLayout(problem)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)
        self.tabs.addTab(self._games_tab(), self.tr("Games"))
        self.tabs.addTab(self._stats_tab(), self.tr("Deck statistics"))

    # -- the list of games ----------------------------------------------------------------------
    def _games_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        filters = QHBoxLayout()
        self.deck_filter = QComboBox()
        self.legend_filter = QComboBox()
        self.mode_filter = QComboBox()
        self.period_filter = QComboBox()
        for label, box in ((self.tr("Deck:"), self.deck_filter),
                           (self.tr("Opponent legend:"), self.legend_filter),
                           (self.tr("Mode:"), self.mode_filter),
                           (self.tr("Played:"), self.period_filter)):
            filters.addWidget(QLabel(label))
            filters.addWidget(box, 1)
        for text, days in ((self.tr("any time"), None), (self.tr("in the last 7 days"), 7),
                           (self.tr("in the last 30 days"), 30),
                           (self.tr("in the last year"), 365)):
            self.period_filter.addItem(text, days)
        for box in (self.deck_filter, self.legend_filter, self.mode_filter,
                    self.period_filter):
            box.currentIndexChanged.connect(self._fill_table)
        lay.addLayout(filters)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels([
            self.tr("Date"), self.tr("Mode"), self.tr("Players and decks"), self.tr("Legends"),
            self.tr("Winner"), self.tr("Ended by"), self.tr("Turns"), self.tr("Length")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSortingEnabled(True)
        self.table.sortItems(0, Qt.SortOrder.DescendingOrder)  # the newest game on top
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda *_: self.open_replay())
        self.table.itemSelectionChanged.connect(self._selected)
        lay.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton(self.tr("Watch replay"))
        self.replay_button.clicked.connect(self.open_replay)
        self.delete_button = QPushButton(self.tr("Delete game"))
        self.delete_button.clicked.connect(self.delete_selected)
        self.export_button = QPushButton(self.tr("Export to CSV…"))
        self.export_button.clicked.connect(lambda: self.export())
        self.count = QLabel()
        buttons.addWidget(self.count, 1)
        for b in (self.replay_button, self.delete_button, self.export_button):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        return w

    def refresh(self) -> None:
        """Read the database again (a failure is said on the page; nothing else stops)."""
        self.rows, self.problem = [], None
        try:
            db = self.recorder.open()
            try:
                self.rows = h.games(db)
            finally:
                db.close()
        except (h.HistoryError, OSError) as exc:
            self.problem = str(exc)
        self.status.setVisible(bool(self.problem))
        # a damaged file can be set aside; a locked one only needs the other program to end
        self.fresh_button.setVisible(bool(self.problem) and "not a database" in
                                     (self.problem or ""))
        if self.problem:
            self.status.setText(self.tr("The match history can't be read: {reason}. Games "
                                        "you finish are kept and go in when it can be used "
                                        "again.").format(reason=self.problem))
        self._fill_filters()
        self._fill_table()
        self._fill_stats()

    def start_fresh(self) -> bool:
        try:
            kept = self.recorder.set_aside()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Match history"), str(exc))
            return False
        self.refresh()
        self.status.setText(self.tr("The damaged history is kept as {file}; a new one has "
                                    "started.").format(file=kept.name))
        self.status.setVisible(True)
        return True

    def _fill_filters(self) -> None:
        decks = sorted({s["deck_name"] for r in self.rows for s in r.seats})
        legends = sorted({s["legend"] for r in self.rows for s in r.seats},
                         key=legend_name)
        modes = sorted({r.mode for r in self.rows})
        for box, items, anything in (
                (self.deck_filter, [(d, d) for d in decks], self.tr("every deck")),
                (self.legend_filter, [(legend_name(c), c) for c in legends],
                 self.tr("every legend")),
                (self.mode_filter, [(mode_name(m), m) for m in modes], self.tr("every mode")),
                (self.stats_deck, [(d, d) for d in decks], None)):
            keep = box.currentData()
            box.blockSignals(True)
            box.clear()
            if anything is not None:
                box.addItem(anything, None)
            for text, data in items:
                box.addItem(text, data)
            i = box.findData(keep)
            box.setCurrentIndex(max(0, i))
            box.blockSignals(False)

    def filters(self) -> h.Filters:
        days = self.period_filter.currentData()
        since = ((datetime.now(UTC) - timedelta(days=days)).date().isoformat()
                 if days else None)
        return h.Filters(deck=self.deck_filter.currentData(),
                         opponent_legend=self.legend_filter.currentData(),
                         mode=self.mode_filter.currentData(), since=since)

    def shown_rows(self) -> list[h.Row]:
        """The games the filters let through, from the database."""
        if self.problem:
            return []
        try:
            db = self.recorder.open()
            try:
                return h.games(db, self.filters())
            finally:
                db.close()
        except (h.HistoryError, OSError):
            return []

    def _fill_table(self) -> None:
        t = self.table
        t.setSortingEnabled(False)
        shown = self.shown_rows()
        t.setRowCount(len(shown))
        for i, r in enumerate(shown):
            when = r.played_at[:16].replace("T", " ")
            winners = [s["name"] for s in r.seats if s["won"]]
            cells = [
                _SortKey(when, r.played_at),
                QTableWidgetItem(mode_name(r.mode) if r.match_key is None else
                                 self.tr("Match, game {n}").format(n=r.game_no)),
                QTableWidgetItem(self.tr(" vs ").join(
                    ("▶ " if s["seat"] == r.first_player else "")
                    + f"{s['name']} ({s['deck_name'] or legend_name(s['legend'])})"
                    for s in r.seats)),
                QTableWidgetItem(self.tr(" vs ").join(legend_name(s["legend"])
                                                      for s in r.seats)),
                QTableWidgetItem(self.tr(", ").join(winners)),
                QTableWidgetItem(ending_name(r.ended_by)),
                _SortKey(str(r.turns), r.turns),
                _SortKey(clock(r.duration_s), r.duration_s)]
            cells[0].setData(Qt.ItemDataRole.UserRole, r.id)
            cells[2].setToolTip(self.tr("▶ went first"))
            for k, c in enumerate(cells):
                t.setItem(i, k, c)
        t.setSortingEnabled(True)
        self.count.setText(self.tr("Games shown: {n} of {total}").format(
            n=len(shown), total=len(self.rows)))
        self._selected()

    def selected_row(self) -> h.Row | None:
        items = self.table.selectedItems()
        if not items:
            return None
        gid = self.table.item(items[0].row(), 0).data(Qt.ItemDataRole.UserRole)
        return next((r for r in self.rows if r.id == gid), None)

    def _selected(self) -> None:
        row = self.selected_row()
        self.replay_button.setEnabled(row is not None and bool(row.replay))
        self.delete_button.setEnabled(row is not None)
        if row is not None and row.replay and not Path(row.replay).exists():
            self.replay_button.setEnabled(False)
            self.replay_button.setToolTip(self.tr("The replay file is gone: {file}").format(
                file=row.replay))
        else:
            self.replay_button.setToolTip("")

    def open_replay(self) -> None:
        row = self.selected_row()
        if row is not None and row.replay and Path(row.replay).exists():
            self.replayRequested.emit(row.replay, row.game_no or 0)

    def delete_selected(self, confirm: bool = True) -> bool:
        row = self.selected_row()
        if row is None:
            return False
        if confirm and QMessageBox.question(
                self, self.tr("Delete game"),
                self.tr("Delete this game from the history? Its replay file stays.")) \
                != QMessageBox.StandardButton.Yes:
            return False
        try:
            db = self.recorder.open()
            try:
                h.delete_game(db, row.id)
            finally:
                db.close()
        except (h.HistoryError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Delete game"), str(exc))
            return False
        self.refresh()
        return True

    def export(self, path: str | None = None) -> bool:
        """The games shown (the filters apply), one line per seat, to a CSV file."""
        if path is None:
            from app.storage.paths import data_dir

            path = save_file_name(self, self.tr("Export to CSV"),
                                  str(data_dir() / "riftbound-games.csv"),
                                  self.tr("CSV files (*.csv)"))
            if not path:
                return False
        try:
            h.export_csv(self.shown_rows(), Path(path))
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export to CSV"), str(exc))
            return False
        return True

    # -- a deck's statistics --------------------------------------------------------------------
    def _stats_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Deck:")))
        self.stats_deck = QComboBox()
        self.stats_deck.currentIndexChanged.connect(self._fill_stats)
        row.addWidget(self.stats_deck, 1)
        lay.addLayout(row)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.summary)
        self.legends = QTableWidget(0, 2)
        self.legends.setHorizontalHeaderLabels([self.tr("Opponent legend"),
                                                self.tr("Win rate")])
        self.legends.verticalHeader().hide()
        self.legends.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.legends.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.legends, 1)
        self.chart = WinRateChart()
        lay.addWidget(self.chart, 2)
        return w

    def _fill_stats(self) -> None:
        deck = self.stats_deck.currentData()
        st = h.deck_stats(self.rows, deck) if deck else h.DeckStats("")
        if not deck:
            self.summary.setText(self.tr("Finish a game to see a deck's statistics."))
        else:
            lines = [
                (self.tr("Overall"), rate_text(st.overall)),
                (self.tr("Going first"), rate_text(st.first)),
                (self.tr("Going second"), rate_text(st.second)),
                (self.tr("Average game"), self.tr("{turns} turns, {clock}").format(
                    turns=f"{st.turns:.1f}", clock=clock(st.duration_s))),
                (self.tr("Versions played"), str(st.versions))]
            self.summary.setText("<table>" + "".join(
                f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{v}</td></tr>" for k, v in lines)
                + "</table>")
        legends = sorted(st.by_legend.items(), key=lambda kv: -kv[1].games)
        self.legends.setRowCount(len(legends))
        for i, (code, rec) in enumerate(legends):
            self.legends.setItem(i, 0, QTableWidgetItem(legend_name(code)))
            self.legends.setItem(i, 1, QTableWidgetItem(rate_text(rec)))
        self.chart.set_timeline(st.timeline)


def clock(seconds: float) -> str:
    """A game's length as minutes:seconds."""
    return f"{int(seconds) // 60}:{int(seconds) % 60:02d}"


def mode_name(mode: str) -> str:
    return {"duel": translate("History", "Duel"), "skirmish": translate("History", "Skirmish"),
            "war": translate("History", "War"), "2v2": translate("History", "2 vs 2"),
            }.get(mode, mode)


def ending_name(how: str) -> str:
    return {"points": translate("History", "points"),
            "concession": translate("History", "concession"),
            "burnout": translate("History", "burn out")}.get(how, how)


def open_game_replay(window: Any, path: str, game_no: int) -> bool:
    """Watch a recorded game at the table: a single game's file, or game `game_no` of a
    Match's file with the match's earlier games before it (one at a time)."""
    window.pages.setCurrentIndex(0)
    if not game_no:
        return bool(window.open_replay(path))
    from app.storage.saves import SavedSeat, SaveError, load_match
    from app.ui.replay import ReplayBar

    try:
        match = load_match(Path(path))
    except SaveError as exc:
        QMessageBox.warning(window, translate("History", "Watch replay"), str(exc))
        return False
    games = match.games()[:game_no]
    seats = [SavedSeat(name=n) for n in match.names]
    window.show_replay(ReplayBar(window, games[-1], seats, earlier=games[:-1]))
    return True
