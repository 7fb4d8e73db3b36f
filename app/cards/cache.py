"""The validated card data, kept between runs so that start-up doesn't grow with the pool.

Reading and validating every data file (TOML parsing, pydantic, compiling the abilities)
grows with every card implemented; unpickling the finished catalog costs a fraction of it.
The pickle is keyed by the sha256 of the data files and of the code that reads, validates
and compiles them (`app/cards`, `app/engine`: the ability classes live there and move), so
any change to either builds it again. In a frozen build the sources are not on disk: the
executable stands for them (a new build is a new executable).

A cache is never a reason to fail: an unreadable or corrupt file is ignored and rebuilt, and
a folder that can't be written means working without one. RIFTBOUND_CACHE_DIR overrides the
platform's user cache folder (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import platformdirs

T = TypeVar("T")

APP = "riftbound-table"
_APP_DIR = Path(__file__).resolve().parents[1]
_CODE_PACKAGES = ("cards", "engine")


def cache_dir() -> Path:
    override = os.environ.get("RIFTBOUND_CACHE_DIR")
    return Path(override) if override else Path(platformdirs.user_cache_dir(APP, appauthor=False))


def _code_files() -> list[Path]:
    return sorted(p for package in _CODE_PACKAGES for p in (_APP_DIR / package).rglob("*.py"))


def data_key(data_files: Iterable[Path]) -> str:
    """sha256 of the data files (names and bytes) and of the code that turns them into a
    catalog; also of the Python version, whose pickles of our classes we read back."""
    digest = hashlib.sha256(sys.version.encode())
    code = _code_files()
    if getattr(sys, "frozen", False) or not code:
        stat = Path(sys.executable).stat()
        digest.update(f"{sys.executable}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    for path in (*code, *data_files):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def cached(name: str, data_files: Iterable[Path], build: Callable[[], T], kind: type[T]) -> T:
    """What `build()` makes from `data_files`, from the cache when it holds this version.

    `name` names the cache file ("catalog"); `kind` is the type the pickle must hold.
    """
    folder = cache_dir()
    try:
        path = folder / f"{name}-{data_key(data_files)}.pickle"
    except OSError:  # a data file can't be read: building says which, and why
        return build()
    with contextlib.suppress(Exception):  # missing, unreadable, corrupt, from other code
        with path.open("rb") as f:
            value = pickle.load(f)
        if isinstance(value, kind):
            return value
    value = build()
    with contextlib.suppress(OSError, pickle.PicklingError):
        _write(folder, path, value)
    return value


def _write(folder: Path, path: Path, value: object) -> None:
    """Write atomically (another process may be reading), then drop older versions."""
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.stem}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    stem = path.stem.rsplit("-", 1)[0]
    for old in folder.glob(f"{stem}-*.pickle"):
        if old != path:
            with contextlib.suppress(OSError):
                old.unlink()
