"""Qt's file dialogs, giving the keyboard back afterwards.

When a dialog closes, some platforms (and the offscreen one) leave no window active: the
window's shortcuts (Ctrl+Q, Ctrl+D, Space...) then do nothing until the player clicks it.
These wrappers make the window active again and give focus back to where it was;
`keyboard_back` does the same after any other dialog.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget


def keyboard_back(target: QWidget) -> None:
    """Make `target`'s window active again and give `target` the keyboard."""
    target.window().activateWindow()
    target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)


def _focus_back(ask: Callable[[], tuple[str, str]], parent: QWidget) -> str:
    before = QApplication.focusWidget()
    try:
        name, _ = ask()
    finally:
        keyboard_back(before if before is not None and before.isVisible() else parent)
    return name


def open_file_name(parent: QWidget, caption: str, folder: str, filters: str) -> str:
    """The file the player chose to open, or "" if they cancelled."""
    return _focus_back(lambda: QFileDialog.getOpenFileName(parent, caption, folder, filters),
                       parent)


def save_file_name(parent: QWidget, caption: str, suggested: str, filters: str) -> str:
    """The file the player chose to save to, or "" if they cancelled."""
    return _focus_back(lambda: QFileDialog.getSaveFileName(parent, caption, suggested, filters),
                       parent)
