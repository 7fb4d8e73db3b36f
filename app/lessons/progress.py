"""What the player has learnt: the lessons done, the one in progress and its step, and
whether the guided game was offered on a first start. A small JSON file beside the
settings; a missing or broken file is a fresh start and never stops the app."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from app.storage.atomic import write_text_atomic
from app.storage.paths import config_dir


@dataclass
class Progress:
    done: list[str] = field(default_factory=list)  # the lessons' keys
    current: str = ""  # the lesson in progress ("" when none)
    step: int = 0  # its step (0 the first)
    offered: bool = False  # the guided game was offered on a first start


def progress_path() -> Path:
    return config_dir() / "lessons.json"


def load_progress(path: Path | None = None) -> Progress:
    path = path or progress_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return Progress(done=[str(k) for k in raw.get("done", [])],
                        current=str(raw.get("current", "")), step=int(raw.get("step", 0)),
                        offered=bool(raw.get("offered", False)))
    except (OSError, UnicodeDecodeError, ValueError, TypeError, AttributeError):
        return Progress()


def save_progress(progress: Progress, path: Path | None = None) -> None:
    """Written whole or not at all; a disk that can't take it loses only the progress."""
    try:
        write_text_atomic(path or progress_path(), json.dumps(asdict(progress), indent=1))
    except OSError:
        pass
