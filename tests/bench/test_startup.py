"""Start-up time (not in the default run: `python -m pytest tests/bench/test_startup.py -s`).

Target ([layout] issue): `riftbound --smoke` doesn't grow with the card pool (<= 0.6 s with
every card implemented). Prints the median of several fresh processes: the whole smoke run
(Python, Qt, the catalog, the main window painted once), and apart from it the card data
(importing the catalog code, loading the catalog from the data cache and, apart, reading and
validating every data file as on a cache miss, building every implemented card's definition).
Asserts nothing about speed.

Measured as the app runs once installed: with compiled bytecode (a fresh checkout with
PYTHONDONTWRITEBYTECODE set compiles every module of the app at each start, about 0.4 s CPU:
the bytecode goes to a private PYTHONPYCACHEPREFIX here, not into the source tree) and with
the card data cache (`app.cards.cache`) in a private folder, filled by a first run.

When the installer's bundle has been built (packaging/linux/build_deb.sh, or PyInstaller
with packaging/riftbound.spec: build/dist/riftbound-table/), its `--smoke` too, as
packaging/linux/test_deb.sh runs the installed one: from / with a fresh HOME, the first run
(no user cache: the catalog comes from the cache the bundle ships) and then warm runs.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNS = 7
BUNDLE = ROOT / "build" / "dist" / "riftbound-table" / "riftbound-table"

CARD_DATA = """
import time
clock = time.process_time  # CPU time: less sensitive to a busy machine
t0 = clock()
from app.cards.catalog import load_catalog
t1 = clock()
cat = load_catalog()
t2 = clock()
defs = [cat.card_def(code) for code in sorted(cat.implemented_codes())]
t3 = clock()
print(t1 - t0, t2 - t1, t3 - t2, len(cat), len(defs))
"""


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("startup")
    out = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": str(base / "pyc"),
           "RIFTBOUND_CACHE_DIR": str(base / "cache")}
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    return out


def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def _timed(cmd: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of `cmd` (which must succeed)."""
    start, start_cpu = time.perf_counter(), _children_cpu()
    subprocess.run(cmd, cwd=cwd, env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start, _children_cpu() - start_cpu


def _report(what: str, runs: list[tuple[float, float]]) -> str:
    wall, cpu = [r[0] for r in runs], [r[1] for r in runs]
    return (f"{what}: median {statistics.median(wall):.3f} s wall (min {min(wall):.3f}), "
            f"{statistics.median(cpu):.3f} s CPU ({len(runs)} runs)")


def test_smoke_start_up_time(env: dict[str, str]) -> None:
    """Wall time, and CPU time (less sensitive to a busy machine), of the whole process."""
    smoke = [sys.executable, "-m", "app", "--smoke"]
    _timed(smoke, ROOT, env)  # warm the file cache
    runs = [_timed(smoke, ROOT, env) for _ in range(RUNS)]
    print(f"\n[bench] {_report('riftbound --smoke, whole process', runs)}")


@pytest.mark.skipif(not BUNDLE.exists(), reason="no bundle: packaging/linux/build_deb.sh")
def test_bundle_smoke_time(tmp_path: Path) -> None:
    """The installer's bundle as test_deb.sh runs it: a fresh HOME, from /."""
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RIFTBOUND_", "XDG_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home))
    smoke = [str(BUNDLE), "--smoke"]
    first = _timed(smoke, Path("/"), env)
    runs = [_timed(smoke, Path("/"), env) for _ in range(RUNS)]
    print(f"\n[bench] bundle --smoke: first run {first[0]:.3f} s wall, {first[1]:.3f} s CPU; "
          f"then {_report('warm', runs)}")


@pytest.mark.parametrize("cache", ["hit", "miss"])
def test_card_data_time(env: dict[str, str], cache: str) -> None:
    rows = []
    for _ in range(RUNS):
        if cache == "miss":
            shutil.rmtree(env["RIFTBOUND_CACHE_DIR"], ignore_errors=True)
        out = subprocess.run([sys.executable, "-c", CARD_DATA], cwd=ROOT, env=env,
                             check=True, capture_output=True, text=True, timeout=120).stdout
        rows.append(out.split())
    imp, load, build = (statistics.median(float(r[k]) for r in rows) for k in range(3))
    cards, implemented = rows[0][3], rows[0][4]
    print(f"\n[bench] card data (cache {cache}): import app.cards.catalog {imp:.3f} s, "
          f"load_catalog {load:.3f} s ({cards} cards), {implemented} implemented definitions "
          f"{build:.3f} s; total {imp + load + build:.3f} s CPU (median of {RUNS} processes)")
