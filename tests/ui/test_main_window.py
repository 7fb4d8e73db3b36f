"""The placeholder main window opens and the smoke path works offscreen."""

from app.ui.app import run_gui
from app.ui.main_window import MainWindow


def test_main_window_opens(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Riftbound Table"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"


def test_smoke_run_returns_zero(qtbot) -> None:
    # qtbot ensures the QApplication exists first, so run_gui must reuse it.
    assert run_gui([], smoke=True) == 0
