"""Shared test setup. Runs before any test module imports Qt."""

import os

import pytest

# No screen in CI: Qt must pick the offscreen platform before the first QApplication.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_user_folders(tmp_path_factory, monkeypatch):
    """Tests never read or write the real user's settings, saves or decks."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("RIFTBOUND_CONFIG_DIR", str(base / "config"))


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
