"""The bar over the table's top edge that a puzzle or a lesson shows: its title and buttons on
one line, the lines of the subclass below."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class TableBar(QFrame):
    """A title and `buttons` on the top line; `self.lines` takes what goes below."""

    def __init__(self, parent: QWidget, name: str, buttons: list[QPushButton]) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setStyleSheet(
            f"#{name} {{ background: #10201a; border-bottom: 1.5px solid #b8953a; }}"
            f" #{name} QLabel {{ color: #f1ede2; }}"
            f" #{name} QPushButton {{ padding: 4px 12px; }}")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.lines = QVBoxLayout(self)
        self.lines.setContentsMargins(14, 6, 14, 6)
        self.lines.setSpacing(2)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15px; font-weight: bold; color: #ffe9a8;")
        top.addWidget(self.title, 1)
        for b in buttons:
            top.addWidget(b)
        self.lines.addLayout(top)
