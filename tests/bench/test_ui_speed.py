"""Table speed (not in the default run: `python -m pytest tests/bench -s`).

Targets ([board] issue): first paint <= 0.6 s, frame <= 4 ms while dragging with >= 60
cards on the table, click-to-highlight <= 30 ms. Prints the figures; asserts nothing.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from PySide6.QtCore import QPointF

from tests.ui.conftest import attach_position

UNIT = {"type": "Unit", "energy": 1, "might": 2, "domains": ["Calm"]}


def _crowded_position() -> dict:
    units = [{"card": "Bench Unit", "owner": "A"} for _ in range(8)]
    foes = [{"card": "Bench Unit", "owner": "B"} for _ in range(8)]
    return {
        "turn_player": "A",
        "A": {"hand": ["Bench Unit"] * 8, "runes": ["Calm Rune"] * 12,
              "base": ["Bench Unit"] * 6, "trash": ["Bench Unit"] * 3},
        "B": {"hand": ["Bench Unit"] * 6, "runes": ["Calm Rune"] * 12,
              "base": ["Bench Unit"] * 6},
        "battlefields": [{"card": "Open Field", "controller": "A", "units": units[:4] + foes[:4]},
                         {"card": "Open Field", "controller": "B", "units": foes[4:]}],
    }


def test_first_paint() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "app", "--smoke"], env=env, check=True,
                       capture_output=True)
        times.append(time.perf_counter() - start)
    print(f"\n[bench] process start to first paint (and exit): median "
          f"{statistics.median(times):.2f} s, best {min(times):.2f} s")


def test_drag_frame_time_and_highlight_latency(qtbot, window) -> None:
    game, _ = attach_position(window, _crowded_position(), {"Bench Unit": UNIT})
    qtbot.wait(300)
    cards = len(window.scene.items_by_id)
    hand = [oid for oid, it in window.scene.items_by_id.items() if it.zone == "hand"]
    vp = window.view.viewport()
    # click-to-highlight: pressing a card and starting to drag lights its legal zones
    lat = []
    for oid in hand:
        start = time.perf_counter()
        window.interaction.on_drag_start(oid)
        window.scene.light_zones(window.interaction.drop_zones(oid))
        vp.repaint()
        lat.append((time.perf_counter() - start) * 1000)
        window.scene.light_zones(None)
    # frame time: move a card across the table; the view repaints what changed
    from PySide6.QtWidgets import QApplication

    item = window.scene.items_by_id[hand[0]]
    origin = item.pos()
    frames = []
    for k in range(120):
        start = time.perf_counter()
        item.setPos(origin + QPointF(6 * k, -4 * k))
        QApplication.processEvents()
        frames.append((time.perf_counter() - start) * 1000)
    frames.sort()
    print(f"\n[bench] {cards} cards on the table: drag frame median "
          f"{statistics.median(frames):.2f} ms, p95 {frames[int(len(frames) * 0.95)]:.2f} ms; "
          f"click-to-highlight median {statistics.median(lat):.1f} ms, max {max(lat):.1f} ms")
    assert cards >= 60
