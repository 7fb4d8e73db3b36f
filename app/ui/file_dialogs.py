"""Qt's file dialogs, giving the keyboard back afterwards.

When a file dialog closes, some platforms (and the offscreen one) leave no window active:
the window's shortcuts (Ctrl+Q, Ctrl+D, Space...) then do nothing until the player clicks
it. These wrappers make the window active again and give focus back to where it was.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget


def _focus_back(ask: Callable[[], tuple[str, str]], parent: QWidget) -> str:
    before = QApplication.focusWidget()
    try:
        name, _ = ask()
    finally:
        window = parent.window()
        window.activateWindow()
        target = before if before is not None and before.isVisible() else parent
        target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
    return name


def open_file_name(parent: QWidget, caption: str, folder: str, filters: str) -> str:
    """The file the player chose to open, or "" if they cancelled."""
    return _focus_back(lambda: QFileDialog.getOpenFileName(parent, caption, folder, filters),
                       parent)


def save_file_name(parent: QWidget, caption: str, suggested: str, filters: str) -> str:
    """The file the player chose to save to, or "" if they cancelled."""
    return _focus_back(lambda: QFileDialog.getSaveFileName(parent, caption, suggested, filters),
                       parent)
