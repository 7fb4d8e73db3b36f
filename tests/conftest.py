"""Shared test setup. Runs before any test module imports Qt."""

import os
import tempfile

import pytest
from hypothesis import settings

# Property tests: random examples locally (new inputs every run find new bugs), the same
# examples every run in CI (CI=true), so a red build is reproducible and never a coin toss.
# Per-test @settings only set max_examples/deadline/health checks: unset fields come from
# the loaded profile, so derandomize=True reaches every test (tests/test_hypothesis_profile.py).
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("dev")
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# No screen in CI: Qt must pick the offscreen platform before the first QApplication.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The validated card data's cache (app/cards/cache.py) in a folder of this run's own, set
# before any test module loads the catalog: tests never read or write the user's cache.
os.environ["RIFTBOUND_CACHE_DIR"] = tempfile.mkdtemp(prefix="riftbound-cache-")


@pytest.fixture(autouse=True)
def private_user_folders(tmp_path_factory, monkeypatch):
    """Tests never read or write the real user's settings, saves or decks."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("RIFTBOUND_CONFIG_DIR", str(base / "config"))


@pytest.fixture(autouse=True)
def english_like_the_app(request):
    """Qt tests run in English as the app installs it (with English's plural forms)."""
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        return
    from app.ui import i18n

    if not i18n._installed:
        i18n.install(request.getfixturevalue("qapp"), "en")


@pytest.fixture(autouse=True)
def unsaved_games_are_discarded(request, monkeypatch):
    """Closing a window with an unfinished game asks Save / Discard / Cancel in a modal box,
    which nobody answers in a test: tests discard, except those that answer it themselves
    (marked `asks_before_discarding`)."""
    if "asks_before_discarding" in request.keywords or "qtbot" not in request.fixturenames:
        return
    from app.ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "ask_unsaved", lambda self: "discard")


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
