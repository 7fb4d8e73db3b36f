"""Shared test setup. Runs before any test module imports Qt."""

import os

# No screen in CI: Qt must pick the offscreen platform before the first QApplication.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
