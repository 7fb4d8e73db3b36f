"""The main window. A placeholder until the table view exists."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Riftbound Table"))
        self.resize(1280, 800)

        label = QLabel(self.tr("The table is being built. Try 'riftbound selfplay' meanwhile."))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(label)

        file_menu = self.menuBar().addMenu(self.tr("&File"))
        quit_action = QAction(self.tr("&Quit"), self)
        # Explicit Ctrl+Q: the StandardKey.Quit binding is empty on Windows.
        quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        self.quit_action = quit_action
