"""The validated card data, kept between runs so that start-up doesn't grow with the pool.

Reading and validating every data file (TOML parsing, pydantic, compiling the abilities)
grows with every card implemented; unpickling the finished catalog costs a fraction of it.
The pickle is keyed by the sha256 of the data files and of the code that reads, validates
and compiles them (`app/cards`, `app/engine`: the ability classes live there and move), so
any change to either builds it again. In a frozen build the sources are not on disk: the
build writes their digest beside the data (`prebuild`, run by packaging/riftbound.spec), or
else the executable stands for them (a new build is a new executable).

An installer ships the cache of its own data (`prebuild`: the same key, in `PREBUILT_DIR`),
so that even the first start after installing reads no card file but the hashed ones.

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
# read-only, in a frozen build only: the caches made at build time and the code's digest
PREBUILT_DIR = _APP_DIR / "cards" / "prebuilt"
CODE_DIGEST = "code.sha256"


def cache_dir() -> Path:
    override = os.environ.get("RIFTBOUND_CACHE_DIR")
    return Path(override) if override else Path(platformdirs.user_cache_dir(APP, appauthor=False))


def _code_files() -> list[Path]:
    return sorted(p for package in _CODE_PACKAGES for p in (_APP_DIR / package).rglob("*.py"))


def code_digest() -> str:
    """sha256 of the code that turns the data into a catalog (names and bytes of its files);
    in a frozen build, the one its build wrote, or else one of the executable itself."""
    code = _code_files()
    if code and not getattr(sys, "frozen", False):
        digest = hashlib.sha256()
        for path in code:
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
        return digest.hexdigest()
    with contextlib.suppress(OSError, UnicodeDecodeError):
        return (PREBUILT_DIR / CODE_DIGEST).read_text(encoding="ascii").strip()
    stat = Path(sys.executable).stat()
    return f"{sys.executable}:{stat.st_size}:{stat.st_mtime_ns}"


def data_key(data_files: Iterable[Path]) -> str:
    """sha256 of the data files (names and bytes) and of the code that turns them into a
    catalog (`code_digest`); also of the Python version, whose pickles of our classes we
    read back."""
    digest = hashlib.sha256(sys.version.encode())
    digest.update(code_digest().encode() + b"\0")
    for path in data_files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def cached(name: str, data_files: Iterable[Path], build: Callable[[], T], kind: type[T]) -> T:
    """What `build()` makes from `data_files`, from the cache when it holds this version.

    `name` names the cache file ("catalog"); `kind` is the type the pickle must hold.
    """
    folder = cache_dir()
    try:
        file_name = f"{name}-{data_key(data_files)}.pickle"
    except OSError:  # a data file can't be read: building says which, and why
        return build()
    path = folder / file_name
    for candidate in (PREBUILT_DIR / file_name, path):
        with contextlib.suppress(Exception):  # missing, unreadable, corrupt, from other code
            with candidate.open("rb") as f:
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


def prebuild(name: str, data_files: Iterable[Path], build: Callable[[], object],
             folder: Path) -> Path:
    """Write `build()` to `folder` under the key it will have in a frozen build of this code,
    with the code's digest beside it (`CODE_DIGEST`): an installer ships both in
    `PREBUILT_DIR`. Returns the cache file."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob(f"{name}-*.pickle"):
        old.unlink()
    (folder / CODE_DIGEST).write_text(code_digest() + "\n", encoding="ascii")
    path = folder / f"{name}-{data_key(data_files)}.pickle"
    _write(folder, path, build())
    return path
