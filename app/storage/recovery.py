"""Crash recovery: the game is written after every action to one recovery file, and a
marker file says the app is running. A marker left from a previous run means it did not
shut down cleanly, so the next start offers to resume the recovered game."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from app.storage.atomic import write_text_atomic
from app.storage.paths import recovery_file, running_marker


def mark_running() -> bool:
    """Create the marker; True if a previous run left one behind (it crashed)."""
    marker = running_marker()
    crashed = marker.exists()
    write_text_atomic(marker, str(os.getpid()))
    return crashed


def mark_clean_exit() -> None:
    with contextlib.suppress(OSError):  # gone already, or a folder gone read-only
        running_marker().unlink()


def write_recovery(text: str, path: Path | None = None) -> None:
    write_text_atomic(path or recovery_file(), text)


def clear_recovery() -> None:
    with contextlib.suppress(OSError):  # gone already, or a folder gone read-only
        recovery_file().unlink()


