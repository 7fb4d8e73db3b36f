"""`riftbound FILE` (and a double-click in a file manager): a save opens at the table, a deck
in the deckbuilder; a bad file says why and changes nothing, never with a traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.ai import workers
from app.storage.saves import SavedSeat, save_game
from app.ui.app import open_path

ROOT = Path(__file__).resolve().parents[2]


def _saved_game(window, path: Path, levels=("human", "human")) -> str:
    from app.ui.new_game_dialog import make_seat

    window.start_game([make_seat("master-yi", "Ann"), make_seat("garen", "Bob")], seed=5)
    c = window.controller
    for _ in range(4):
        c.act(c.game.legal_actions()[0])
    seats = [SavedSeat(name=n, kind="human" if lv == "human" else "computer",
                       level=None if lv == "human" else lv)
             for n, lv in zip(("Ann", "Bob"), levels, strict=True)]
    save_game(c.game, seats, path)
    return c.game.hash()


def _answer_boxes(answers: list[str]) -> None:
    def close() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                answers.append(w.text())
                w.accept()
                return
        QTimer.singleShot(20, close)
    QTimer.singleShot(20, close)


def test_a_save_opens_at_the_table_and_as_a_replay(window, tmp_path) -> None:
    path = tmp_path / "game.rbsave"
    state = _saved_game(window, path)
    window.start_default_game()
    assert open_path(window, str(path))
    assert window.controller.game.hash() == state
    assert window.pages.currentIndex() == 0  # the table
    assert open_path(window, str(path), replay=True)
    assert window.replay_bar is not None
    window.close_replay()


def test_a_deck_file_opens_in_the_deckbuilder(window, tmp_path) -> None:
    deck = tmp_path / "My Garen.txt"
    deck.write_text((ROOT / "decks" / "garen.txt").read_text())
    assert open_path(window, str(deck))
    assert window.pages.currentWidget() is window.deckbuilder
    assert window.deckbuilder.deck.name == "My Garen"
    window.show_deckbuilder(False)


def test_a_bad_file_says_why_and_changes_nothing(window, tmp_path) -> None:
    window.start_default_game()
    before = window.controller.game.hash()
    bad = tmp_path / "broken.rbsave"
    bad.write_text('{"format": "riftbound-table-save", "version": 1')
    answers: list[str] = []
    _answer_boxes(answers)
    assert not open_path(window, str(bad))
    assert answers and "broken.rbsave" in answers[0]
    assert window.controller.game.hash() == before
    not_a_deck = tmp_path / "notes.txt"
    not_a_deck.write_text("shopping list: milk, eggs\n")
    assert not open_path(window, str(not_a_deck))
    window.show_deckbuilder(False)
    assert window.controller.game.hash() == before


def _riftbound(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})})


def test_the_command_line_opens_a_file_or_says_why(window, tmp_path) -> None:
    path = tmp_path / "game.rbsave"
    _saved_game(window, path)
    env = {"RIFTBOUND_DATA_DIR": str(tmp_path / "data")}
    assert _riftbound("--smoke", str(path), env=env).returncode == 0
    deck = tmp_path / "deck.txt"
    deck.write_text((ROOT / "decks" / "lux.txt").read_text())
    assert _riftbound("--smoke", str(deck), env=env).returncode == 0
    bad = tmp_path / "bad.rbsave"
    bad.write_bytes(b"\x00\x01 not json")
    for args, code, words in ((["--smoke", str(bad)], 1, "bad.rbsave"),
                              ([str(tmp_path / "gone.rbsave")], 2, "no such file"),
                              (["--smoke", "--replay", str(tmp_path)], 2, "can't be read")):
        run = _riftbound(*args, env=env)
        assert run.returncode == code, run.stderr
        assert words in run.stderr and "Traceback" not in run.stderr


def _children(pid: int) -> set[int]:
    out = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            out.add(int(stat.parent.name))
    return out


@pytest.mark.skipif(not workers.supported(), reason="Hard's workers: Linux, 2+ cores")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_the_computers_workers_end_with_the_app(window, tmp_path, sig) -> None:
    """The app opened on a game against Hard forks its workers; however the app ends, they
    end too (no orphan left searching)."""
    path = tmp_path / "hard.rbsave"
    _saved_game(window, path, levels=("human", "hard"))
    app = subprocess.Popen([sys.executable, "-m", "app", str(path)], cwd=ROOT,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                "RIFTBOUND_DATA_DIR": str(tmp_path / "data")})
    try:
        end = time.monotonic() + 60
        kids: set[int] = set()
        while len(kids) < 2 and time.monotonic() < end and app.poll() is None:
            time.sleep(0.1)
            kids = _children(app.pid)
        assert len(kids) == 2, app.stderr.read() if app.poll() is not None else kids
        app.send_signal(sig)
        assert app.wait(20) == (-sig if sig == signal.SIGKILL else 128 + sig)
        end = time.monotonic() + 10
        while any(_alive(k) for k in kids) and time.monotonic() < end:
            time.sleep(0.05)
        assert not any(_alive(k) for k in kids)
        if sig != signal.SIGKILL:
            assert "Traceback" not in app.stderr.read()
    finally:
        app.kill()
        app.wait()


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
