"""Where our files live: the platform's user config and data folders.

RIFTBOUND_DATA_DIR / RIFTBOUND_CONFIG_DIR override them (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "riftbound-table"


def data_dir() -> Path:
    override = os.environ.get("RIFTBOUND_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    override = os.environ.get("RIFTBOUND_CONFIG_DIR")
    path = Path(override) if override else Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def recovery_file() -> Path:
    return data_dir() / "recovery.rbsave"


def running_marker() -> Path:
    """Exists while the app runs; left behind by a crash (then we offer to resume)."""
    return data_dir() / "running.lock"
