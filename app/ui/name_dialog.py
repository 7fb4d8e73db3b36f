"""Naming a card or a tag (RUP4 759-763): a searchable list of the names that may be named,
opened from the prompt bar's "Name…" button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)


class NameDialog(QDialog):
    """The question in words (the prompt bar's: what to name), a filter field over the
    names; the one picked (double-click or the Name button) is `chosen()`."""

    def __init__(self, names: list[str], title: str, question: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        # the window's title alone said "Name" over a list of names starting with Ahri: the
        # dialog covers the prompt bar, so it repeats what is to be named
        self.question = QLabel(question)
        self.question.setWordWrap(True)
        self.question.setVisible(bool(question))
        lay.addWidget(self.question)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Type to search…"))
        self.filter.setClearButtonEnabled(True)
        lay.addWidget(self.filter)
        self.list = QListWidget()
        self.list.addItems(names)
        lay.addWidget(self.list)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.ok = box.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Name"))
        self.filter.textChanged.connect(self._filter)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list.currentRowChanged.connect(lambda _row: self._update_ok())
        self.list.setCurrentRow(0)
        self._update_ok()
        self.resize(360, 420)

    def _filter(self, text: str) -> None:
        """Only the names containing the text (any case); the first one shown is picked."""
        needle = text.casefold()
        first = None
        for i in range(self.list.count()):
            item = self.list.item(i)
            hide = needle not in item.text().casefold()
            item.setHidden(hide)
            if not hide and first is None:
                first = i
        self.list.setCurrentRow(first if first is not None else -1)
        self._update_ok()

    def _update_ok(self) -> None:
        item = self.list.currentItem()
        self.ok.setEnabled(item is not None and not item.isHidden())

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        return item.text() if item is not None and not item.isHidden() else None

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        """Up and Down move through the list while typing in the filter."""
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.filter.hasFocus():
            self.list.keyPressEvent(event)
            return
        super().keyPressEvent(event)


def ask_name(names: list[str], title: str, question: str = "",
             parent: QWidget | None = None) -> str | None:
    """The name picked, or None when cancelled."""
    dialog = NameDialog(names, title, question, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen()
