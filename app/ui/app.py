"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from app.ui.main_window import MainWindow


def start_up(window: MainWindow) -> bool:
    """Mark the app as running and turn autosave on; True if a previous run crashed.

    A data or config folder that can't be written (read-only, disk full) stops nothing: the
    window says what won't be kept, and the game plays on without autosave."""
    from app.storage.paths import data_dir, running_marker, unwritable
    from app.storage.recovery import mark_running
    from app.ui.notices import cannot_write

    problems = unwritable()
    for kind, (folder, reason) in problems.items():
        window.notice.add(cannot_write(kind, folder, reason))
    if "data" in problems:
        return running_marker().exists()  # a recovery file may still be read
    try:
        crashed = mark_running()
    except OSError as exc:
        window.notice.add(cannot_write("data", data_dir(), exc.strerror or str(exc)))
        return running_marker().exists()
    window.controller.autosave = True
    return crashed


def run_gui(argv: Sequence[str], smoke: bool = False) -> int:
    """Open the table; with `smoke`, paint the window once and return 0."""
    # Reuse an existing instance (tests, pytest-qt): Qt allows only one per process.
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    app.setApplicationName("Riftbound Table")
    app.setDesktopFileName("riftbound-table")  # matches the .desktop entry (Wayland)
    from pathlib import Path

    from PySide6.QtGui import QIcon

    icon = Path(__file__).resolve().parents[2] / "assets" / "icon.png"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    from app.storage.settings import load_settings
    from app.ui import i18n

    i18n.install(app, i18n.choose_language(load_settings()[0].language))
    window = MainWindow()
    window.start_default_game()
    window.show()
    if not smoke:
        from PySide6.QtCore import QTimer

        window.restore_layout()
        crashed = start_up(window)

        def first_screen() -> None:
            if not (crashed and window.offer_resume()):
                window.show_start_screen()

        QTimer.singleShot(0, first_screen)
    if smoke:
        app.processEvents()
        window.grab()  # forces a real paint of the whole widget tree
        window.close()
        window.deleteLater()
        return 0
    return app.exec()
