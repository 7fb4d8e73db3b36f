"""Shared test setup. Runs before any test module imports Qt."""

import os

import pytest

# No screen in CI: Qt must pick the offscreen platform before the first QApplication.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def window(qtbot):
    """The main window at 1600 x 900, shown offscreen (for table tests and benchmarks)."""
    from app.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    qtbot.waitExposed(w)
    return w
