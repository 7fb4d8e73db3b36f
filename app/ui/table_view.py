"""The view on the table: fits the window, zooms with the wheel, stays crisp."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from app.ui.table_scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._zoomed = False

    def fit(self) -> None:
        """Show the whole table, as large as the window allows."""
        self._zoomed = False
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        fitted = min(self.viewport().width() / self.sceneRect().width(),
                     self.viewport().height() / self.sceneRect().height())
        target = max(fitted, min(current * factor, 4.0))
        self.scale(target / current, target / current)
        self._zoomed = target > fitted * 1.001

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt API
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15 ** steps)
        event.accept()

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().resizeEvent(event)
        if not self._zoomed:
            self.fit()
