"""Before Qt starts, a missing display or missing X11 libraries get one clear message (and
an `apt-get install` line for exactly what is missing) instead of Qt's abort and core dump."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app import desktop_check as dc

ROOT = Path(__file__).resolve().parents[1]
linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 libraries: Linux")


def _missing(*names: str):
    asked: list[list[str]] = []

    def lookup(libs: list[str]):
        asked.append(libs)
        return lambda name: name not in names
    return lookup, asked


@linux
def test_missing_libraries_make_one_apt_get_line_of_exactly_those() -> None:
    lookup, asked = _missing("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libdbus-1.so.3")
    text = dc.problem({"DISPLAY": ":0"}, lookup=lookup)
    assert text is not None and asked
    lines = [ln.strip() for ln in text.splitlines() if "apt-get install" in ln]
    assert lines == ["sudo apt-get install libdbus-1-3 libxcb-cursor0 libxkbcommon-x11-0"]
    # what the plugin needs, through Qt's own libraries too (libdbus-1 comes from QtDBus)
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libGL.so.1", "libdbus-1.so.3"} \
        <= set(asked[0])
    lookup, _ = _missing()
    assert dc.problem({"DISPLAY": ":0"}, lookup=lookup) is None


@linux
@pytest.mark.parametrize("env", [{"QT_QPA_PLATFORM": "offscreen"},
                                 {"WAYLAND_DISPLAY": "wayland-0"},
                                 {"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}])
def test_no_library_is_looked_up_when_the_platform_is_not_xcb(env) -> None:
    lookup, asked = _missing("libxcb-cursor.so.0")
    assert dc.problem(env, lookup=lookup) is None and not asked


@linux
def test_no_display_says_so_and_names_the_offscreen_platform() -> None:
    text = dc.problem({})
    assert "no display" in text and "QT_QPA_PLATFORM=offscreen" in text
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    run = subprocess.run([sys.executable, "-m", "app", "--smoke"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1  # not Qt's SIGABRT (-6) with a core dump
    assert "QT_QPA_PLATFORM=offscreen" in run.stderr and "Traceback" not in run.stderr


def test_debian_package_names_follow_the_soname() -> None:
    assert [dc.package_for(n) for n in (
        "libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libdbus-1.so.3", "libEGL.so.1",
        "libX11-xcb.so.1", "libglib-2.0.so.0", "libxcb-render-util.so.0")] == [
        "libxcb-cursor0", "libxkbcommon-x11-0", "libdbus-1-3", "libegl1", "libx11-xcb1",
        "libglib2.0-0", "libxcb-render-util0"]


@linux
def test_the_check_reads_the_real_plugin_and_takes_about_a_millisecond() -> None:
    where = dc._qt_folders()
    assert where is not None
    assert "libxcb-cursor.so.0" in dc.needed(where[0])
    assert dc.needed(ROOT / "README.md") == []
    dc.problem({"DISPLAY": ":0"})  # the real lookup (warm: ctypes imported)
    start = time.perf_counter()
    for _ in range(5):
        dc.problem({"DISPLAY": ":0"})
    assert (time.perf_counter() - start) / 5 < 0.01
