"""The view on the table: fits the window, zooms with the wheel, stays crisp.

Its right edge is the preview's column: the table is fitted into the rest, so the large
card preview docked there never covers the board or a target. The thin strip along that
edge opens the game log when it is collapsed.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import QAbstractButton, QGraphicsView, QLabel, QWidget

from app.ui.card_painter import pxfont
from app.ui.table_scene import TableScene

PREVIEW_FRACTION, PREVIEW_MIN, PREVIEW_MAX = 0.155, 200, 330  # the preview column, in px
STRIP_W = 26  # the collapsed log's strip


class LogStrip(QAbstractButton):
    """The collapsed game log: a thin strip with its name written upwards; click to open."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setText(self.tr("Game log"))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Show the game log"))

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(6, 12, 9, 200 if self.underMouse() else 150))
        p.setPen(QColor(255, 255, 255, 50))
        p.drawLine(0, 0, 0, self.height())
        p.setPen(QColor("#f1ede2"))
        p.setFont(pxfont(13, True))
        p.translate(self.width() / 2, self.height() / 2)
        p.rotate(-90)
        p.drawText(QRectF(-self.height() / 2, -self.width() / 2, self.height(), self.width()),
                   Qt.AlignmentFlag.AlignCenter, "\u25b4  " + self.text() + "  \u25b4")
        p.end()


class TableView(QGraphicsView):
    # the preview's column moved with the log strip shown or hidden, the viewport not
    # resized (yet): what docks there follows (resting_preview)
    columnMoved = Signal()

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(scene.backgroundBrush())
        # the felt's gradient is drawn once per size, not under every moving card
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._zoomed = False
        self.preview_reserve = 0  # px kept free at the foot of the preview's column
        self.log_strip = LogStrip(self.viewport())
        self.log_strip.hide()
        # the empty preview column says what it is for (the preview covers it when shown)
        self.preview_hint = QLabel(self.tr("Point at a card to see it here, "
                                           "with its full text."), self.viewport())
        self.preview_hint.setWordWrap(True)
        self.preview_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.preview_hint.setStyleSheet("color: rgba(241, 237, 226, 110); font-size: 13px;"
                                        " background: transparent;")
        scene.sceneRectChanged.connect(self._scene_resized)

    def _scene_resized(self, _rect: QRectF) -> None:
        self.setBackgroundBrush(self.scene().backgroundBrush())
        self.resetCachedContent()
        if not self._zoomed:
            self.fit()

    def strip_w(self) -> int:
        return STRIP_W if self.log_strip.isVisibleTo(self) else 0

    def preview_column(self) -> QRect:
        """The column at the viewport's right edge (left of the log strip) that the table
        leaves free: the preview's, and at its foot a Match's score (preview_reserve)."""
        vw, vh = self.viewport().width(), self.viewport().height()
        w = int(min(PREVIEW_MAX, max(PREVIEW_MIN, vw * PREVIEW_FRACTION)))
        return QRect(vw - self.strip_w() - w, 0, w, vh)

    def preview_rect(self) -> QRect:
        """Where the preview docks: the column above what is reserved at its foot."""
        return self.preview_column().adjusted(0, 0, 0, -self.preview_reserve)

    def fitted_scale(self) -> float:
        r = self.scene().sceneRect()
        room = self.preview_column().left()
        return max(0.05, min(room / r.width(), self.viewport().height() / r.height()))

    def fit(self) -> None:
        """Show the whole table, as large as the window allows beside the preview column."""
        self._zoomed = False
        k = self.fitted_scale()
        r = self.scene().sceneRect()
        vw, vh = self.viewport().width(), self.viewport().height()
        # the view's scene rect is the viewport exactly: the table centred left of the column
        ox = (self.preview_column().left() / k - r.width()) / 2
        oy = (vh / k - r.height()) / 2
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSceneRect(QRectF(r.left() - ox, r.top() - oy, vw / k, vh / k))
        self.setTransform(QTransform.fromScale(k, k))
        self.centerOn(self.sceneRect().center())
        self._place_strip()

    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        fitted = self.fitted_scale()
        target = max(fitted, min(current * factor, 4.0))
        if target <= fitted * 1.001:
            self.fit()
            return
        self.setSceneRect(self.scene().sceneRect())  # zoomed in: scroll over the table
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scale(target / current, target / current)
        self._zoomed = True

    def set_log_strip(self, shown: bool) -> None:
        self.log_strip.setVisible(shown)
        self._place_strip()
        if not self._zoomed:
            self.fit()
        self.columnMoved.emit()

    def _place_strip(self) -> None:
        vp = self.viewport()
        self.log_strip.setGeometry(vp.width() - STRIP_W, 0, STRIP_W, vp.height())
        self.log_strip.raise_()
        col = self.preview_column()  # at the column's top, where any preview covers it
        self.preview_hint.setGeometry(col.left() + 16, col.top() + 40, col.width() - 32, 120)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt API
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15 ** steps)
        event.accept()

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().resizeEvent(event)
        self._place_strip()
        if not self._zoomed:
            self.fit()
