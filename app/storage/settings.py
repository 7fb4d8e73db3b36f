"""Settings: a pydantic model saved as JSON in the user config folder.

A missing or broken file falls back to the defaults with a warning; it never stops the app.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.storage.atomic import write_text_atomic
from app.storage.paths import config_dir


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    window_geometry: str | None = None  # Qt's saveGeometry(), base64
    window_state: str | None = None  # Qt's saveState() (dock layout), base64
    # the free area (width, height) of the screen the geometry was saved on
    window_screen: tuple[int, int] | None = None
    zoom: float | None = Field(default=None, gt=0.1, lt=10)
    animation_speed: float = Field(default=1.0, ge=0.25, le=4.0)  # 2.0 = twice as fast
    reduce_motion: bool = False  # effects appear and disappear without moving or fading
    auto_pass: bool = True  # pass automatically when nothing else is possible
    confirm_end_turn: bool = False  # ask before ending the turn with things still to do
    confirm_concede: bool = True
    language: Literal["system", "en", "it"] = "system"
    last_decks: list[str] = Field(default_factory=list)
    last_seats: list[str] = Field(default_factory=list)  # "human" or "computer:<level>"
    last_mode: str = "duel"  # New Game's mode choice ("duel", "match3", "skirmish", ...)
    computer_pace_ms: int = Field(default=600, ge=0, le=5000)
    hard_thinking_s: float = Field(default=0.8, ge=0.2, le=5.0)  # Hard's search per decision
    recent_saves: list[str] = Field(default_factory=list)
    deckbuilder_view: Literal["list", "grid"] = "list"  # the card browser's cards
    deckbuilder_card_size: int = Field(default=1, ge=0, le=2)  # grid faces: small .. large
    solved_puzzles: list[str] = Field(default_factory=list)  # the puzzles' keys (file stems)


MAX_CHARS = 1_000_000  # settings are a few kilobytes; recent lists are short


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The settings and a warning (None when the file was fine or absent)."""
    path = path or settings_path()
    try:
        raw = path.read_text(encoding="utf-8-sig")  # a byte-order mark (Notepad) is fine
    except (FileNotFoundError, NotADirectoryError):  # no file (or no folder) yet
        return Settings(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), f"Could not read {path.name} ({exc}); using the defaults."
    if len(raw) > MAX_CHARS:
        return Settings(), f"{path.name} is damaged (far too large); using the defaults."
    try:
        return Settings.model_validate(json.loads(raw)), None
    except (ValidationError, TypeError, ValueError, RecursionError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Settings(), f"{path.name} is damaged ({first}); using the defaults."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_text_atomic(path or settings_path(), settings.model_dump_json(indent=2))
