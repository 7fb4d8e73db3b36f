"""Where our files live: the platform's user config and data folders.

RIFTBOUND_DATA_DIR / RIFTBOUND_CONFIG_DIR override them (tests, portable installs).

A folder that can't be created (read-only home, full disk) is no reason not to start: the
functions below return the path anyway, whoever writes there gets the OSError and says what
could not be saved, and `unwritable()` tells the start-up what won't be kept.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

import platformdirs

APP = "riftbound-table"


def _folder(path: Path) -> Path:
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    override = os.environ.get("RIFTBOUND_DATA_DIR")
    return _folder(Path(override) if override
                   else Path(platformdirs.user_data_dir(APP, appauthor=False)))


def config_dir() -> Path:
    override = os.environ.get("RIFTBOUND_CONFIG_DIR")
    return _folder(Path(override) if override
                   else Path(platformdirs.user_config_dir(APP, appauthor=False)))


def saves_dir() -> Path:
    return _folder(data_dir() / "saves")


def recovery_file() -> Path:
    return data_dir() / "recovery.rbsave"


def running_marker() -> Path:
    """Exists while the app runs; left behind by a crash (then we offer to resume)."""
    return data_dir() / "running.lock"


def write_problem(folder: Path) -> str | None:
    """Why nothing can be written in `folder` (created if missing), or None if it can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder) as probe:
            probe.write(b"riftbound")
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def unwritable() -> dict[str, tuple[Path, str]]:
    """The folders ("data": games, recovery, decks; "config": settings) that can't be
    written, each with its path and the reason."""
    out: dict[str, tuple[Path, str]] = {}
    for key, folder in (("data", data_dir()), ("config", config_dir())):
        problem = write_problem(folder)
        if problem is not None:
            out[key] = (folder, problem)
    return out
