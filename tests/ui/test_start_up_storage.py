"""The app starts, says what can't be saved and plays on when its folders can't be written
(read-only, disk full) or its settings are damaged; the settings warning stays visible."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from app.ui.app import start_up
from app.ui.main_window import MainWindow


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    window.start_default_game()
    return window


def _play_a_little(window: MainWindow) -> None:
    c = window.controller
    for _ in range(6):
        legal = c.game.legal_actions()
        c.act_for(c.game.to_act, legal[0])


def test_a_data_and_config_folder_that_cant_be_written(qtbot, tmp_path: Path,
                                                       monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Folders under a plain file can't be created, as on a read-only disk (the tests run
    as root, which ignores file modes)."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(blocker / "data"))
    monkeypatch.setenv("RIFTBOUND_CONFIG_DIR", str(blocker / "config"))
    window = _window(qtbot)
    assert start_up(window) is False
    assert not window.controller.autosave
    texts = window.notice.texts
    assert len(texts) == 2 and window.notice.isVisibleTo(window)
    assert any("settings won't be kept" in t for t in texts)
    assert any("no autosave" in t and str(blocker / "data") in t for t in texts)
    _play_a_little(window)  # nothing is written, nothing fails
    window.store_settings()
    window.close()


def test_a_full_disk_at_start(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.storage import recovery

    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(recovery, "write_text_atomic", full)
    window = _window(qtbot)
    assert start_up(window) is False
    assert not window.controller.autosave
    assert any("No space left on device" in t for t in window.notice.texts)
    _play_a_little(window)
    window.close()


def test_a_writable_folder_gives_no_notice_and_autosaves(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    assert start_up(window) is False
    assert window.controller.autosave and window.notice.texts == []
    window.close()


def _settings_file() -> Path:
    from app.storage.settings import settings_path

    return settings_path()


@pytest.mark.parametrize("raw", [
    b"{not json",
    b'{"zoom": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",  # RecursionError stopped the start
])
def test_damaged_settings_are_said_where_the_welcome_does_not_cover_them(
        qtbot, raw: bytes) -> None:  # type: ignore[no-untyped-def]
    _settings_file().write_bytes(raw)
    window = _window(qtbot)
    assert window.statusBar().currentMessage()  # a passing message, which the notice outlives
    assert len(window.notice.texts) == 1 and "damaged" in window.notice.texts[0]
    assert window.notice.isVisibleTo(window)


def test_settings_saved_with_a_byte_order_mark_are_read(qtbot) -> None:  # type: ignore[no-untyped-def]
    _settings_file().write_bytes(b"\xef\xbb\xbf" + json.dumps({"animation_speed": 2.0}).encode())
    window = _window(qtbot)
    assert window.settings.animation_speed == 2.0 and window.notice.texts == []
