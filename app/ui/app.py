"""Start the Qt application and show the main window."""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from pathlib import Path

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


def open_path(window: MainWindow, path: str, replay: bool = False, puzzle: bool = False
              ) -> bool:
    """Open a file given on the command line (or by a double-click in a file manager): a
    saved game or Match (.rbsave) at the table, or watched as a replay; a puzzle
    (`riftbound puzzle FILE`); anything else as a deck file in the deckbuilder. A file that
    can't be read says why (a message box, or the deckbuilder's message line) and changes
    nothing."""
    if puzzle:
        from app.ui.puzzles import open_puzzle_file

        return open_puzzle_file(window, path)
    if Path(path).suffix.lower() == ".rbsave":
        return window.open_replay(path) if replay else window.open_game(path)
    window.show_deckbuilder(True)
    return window.deckbuilder.open_file(path)


def _check_puzzle(path: str) -> str | None:
    from app.puzzles import PuzzleError, load_puzzle

    try:
        load_puzzle(Path(path)).build()
    except PuzzleError as exc:
        return str(exc)
    return None


def _check_file(path: str) -> str | None:
    """Why the file can't be opened, or None (for --smoke: no dialog may wait for a click)."""
    from app.decks.formats import parse_file
    from app.storage.saves import load_match, load_save

    try:
        if Path(path).suffix.lower() != ".rbsave":
            parse_file(path)
        else:
            try:
                load_save(Path(path))
            except ValueError:
                load_match(Path(path))  # a Match saved between its games
    except (OSError, ValueError) as exc:
        return str(exc)
    return None


def _quit_on_signals(app: QApplication) -> None:
    """SIGINT (Ctrl+C in a terminal) and SIGTERM (a logout, `kill`) end the event loop at once,
    without questions: the autosave and its offer to resume stay for the next start, and the
    exit closes the computer's worker processes. Python runs a signal's handler only when it
    gets control: the wakeup socket's notifier gives it control as the signal arrives."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    reader, writer = socket.socketpair()
    for end in (reader, writer):
        end.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda: reader.recv(64))
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda signum, _frame: app.exit(128 + signum))
    app._signal_ends = (reader, writer, notifier)  # type: ignore[attr-defined]


def run_gui(argv: Sequence[str], smoke: bool = False, path: str | None = None,
            replay: bool = False, puzzle: bool = False) -> int:
    """Open the table, with the file `path` opened (`open_path`); with `smoke`, paint the
    window once and return 0 (1 when `path` can't be opened)."""
    if smoke and path is not None:
        trouble = _check_puzzle(path) if puzzle else _check_file(path)
        if trouble:
            print(f"riftbound: {trouble}", file=sys.stderr)
            return 1
    # Reuse an existing instance (tests, pytest-qt): Qt allows only one per process.
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    app.setApplicationName("Riftbound Table")
    app.setDesktopFileName("riftbound-table")  # matches the .desktop entry (Wayland)
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
    if not gc.isenabled():  # app.cli's start-up: see there
        # What start-up made stays in the collector's permanent generation: no collection
        # (nor the one at exit) walks it again. Its few cycles of garbage (about 0.2 MB:
        # classes and functions made while importing) are kept with it.
        gc.freeze()
        gc.enable()
    if not smoke:
        from PySide6.QtCore import QTimer

        _quit_on_signals(app)
        window.restore_layout()
        crashed = start_up(window)

        def first_screen() -> None:
            resumed = crashed and window.offer_resume()  # the game a crash left comes first
            if path is not None:
                open_path(window, path, replay, puzzle)
            elif not resumed:
                window.show_start_screen()
                window.offer_lessons_once()  # a first start: the guided game, once

        QTimer.singleShot(0, first_screen)
    if smoke:
        if path is not None and not open_path(window, path, replay, puzzle):
            return 1
        app.processEvents()
        window.grab()  # forces a real paint of the whole widget tree
        window.close()
        window.deleteLater()
        return 0
    return app.exec()
