"""`riftbound screenshot --mode`: a game of any mode (app.engine.actions.modes.MODES) rendered a few
actions in."""

from __future__ import annotations

import argparse

from PySide6.QtGui import QImage

from app.ui.screenshot import screenshot_command


def _args(out, mode: str, actions: int = 0) -> argparse.Namespace:
    return argparse.Namespace(out=str(out), scenario=None, size="1280x720", seed=1,
                              actions=actions, to_end=False, start_screen=False, steps=None,
                              mode=mode, wait=50)


def test_screenshot_renders_a_war_game(qtbot, tmp_path, capsys) -> None:
    out = tmp_path / "war.png"
    assert screenshot_command(_args(out, "war", actions=30)) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1280, 720)
    assert "saved" in capsys.readouterr().out


def test_screenshot_refuses_an_unknown_mode(qtbot, tmp_path, capsys) -> None:
    assert screenshot_command(_args(tmp_path / "x.png", "chess")) == 2
    assert "--mode must be one of" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()
