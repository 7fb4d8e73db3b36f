"""Before Qt starts: is there a display, and are the X11 platform plugin's libraries there?

Without them Qt aborts (SIGABRT, a core dump) naming only the first library it missed. This
check runs before any Qt module is loaded, only when the platform will be xcb (X11: not
offscreen, not Wayland), and costs about a millisecond: it reads the dynamic section of the
xcb plugin and of the Qt libraries beside it (the system libraries they need) and looks
those up in the loader's cache, asking the loader itself only about the ones not found
there. What is missing becomes one `apt-get install` line of the Debian/Ubuntu packages.
"""

from __future__ import annotations

import os
import re
import struct
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

# Debian packages whose name doesn't follow from the soname (see `package_for`)
_PACKAGES = {"libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
             "libgobject-2.0.so.0": "libglib2.0-0", "libgio-2.0.so.0": "libglib2.0-0"}


def qt_platform(environ: Mapping[str, str], argv: Iterable[str] = ()) -> str:
    """The platform plugin Qt will load: `-platform NAME`, QT_QPA_PLATFORM (its first
    choice), Wayland in a Wayland session, else xcb; "" when there is no display at all."""
    args = list(argv)
    if "-platform" in args[:-1]:
        return args[args.index("-platform") + 1].split(":")[0]
    chosen = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen
    if environ.get("WAYLAND_DISPLAY") and (environ.get("XDG_SESSION_TYPE") == "wayland"
                                           or not environ.get("DISPLAY")):
        return "wayland"
    return "xcb" if environ.get("DISPLAY") else ""


def needed(path: Path) -> list[str]:
    """The DT_NEEDED entries of a 64- or 32-bit little-endian ELF file ([] if unreadable)."""
    try:
        with path.open("rb") as f:
            head = f.read(64)
            if head[:4] != b"\x7fELF" or head[5] != 1:
                return []
            wide = head[4] == 2
            ph_off, ph_size, ph_num = (struct.unpack_from("<Q", head, 32)[0],
                                       *struct.unpack_from("<HH", head, 54)) if wide else \
                (struct.unpack_from("<I", head, 28)[0], *struct.unpack_from("<HH", head, 42))
            f.seek(ph_off)
            table = f.read(ph_size * ph_num)
            phdr = "<IIQQQQQQ" if wide else "<IIIIIIII"
            loads, dynamic = [], None
            for i in range(ph_num):
                fields = struct.unpack_from(phdr, table, i * ph_size)
                # 64-bit: type, flags, offset, vaddr, paddr, filesz; 32-bit: type, offset, vaddr,
                # paddr, filesz
                kind, offset, vaddr, size = (fields[0], fields[2], fields[3], fields[5]) if wide \
                    else (fields[0], fields[1], fields[2], fields[4])
                if kind == 1:  # PT_LOAD
                    loads.append((vaddr, offset, size))
                elif kind == 2:  # PT_DYNAMIC
                    dynamic = (offset, size)
            if dynamic is None:
                return []
            f.seek(dynamic[0])
            raw = f.read(dynamic[1])
            entry = "<qQ" if wide else "<iI"
            step = struct.calcsize(entry)
            names, strtab = [], None
            for i in range(0, len(raw) - step + 1, step):
                tag, value = struct.unpack_from(entry, raw, i)
                if tag == 0:
                    break
                if tag == 1:  # DT_NEEDED
                    names.append(value)
                elif tag == 5:  # DT_STRTAB (an address: mapped to the file by PT_LOAD)
                    strtab = next((value - va + off for va, off, size in loads
                                   if va <= value < va + size), None)
            if strtab is None:
                return []
            out = []
            for name in names:
                f.seek(strtab + name)
                out.append(f.read(256).split(b"\0", 1)[0].decode())
            return out
    except (OSError, struct.error, IndexError, UnicodeDecodeError):
        return []


def system_libraries(plugin: Path, qt_lib: Path) -> list[str]:
    """The libraries outside Qt's folder that `plugin` needs, itself or through Qt's own."""
    out: list[str] = []
    seen: set[str] = set()
    todo = [plugin]
    while todo:
        for name in needed(todo.pop()):
            if name in seen:
                continue
            seen.add(name)
            if (qt_lib / name).exists():
                todo.append(qt_lib / name)
            else:
                out.append(name)
    return out


def _loader_cache() -> bytes:
    try:
        return Path("/etc/ld.so.cache").read_bytes()
    except OSError:
        return b""


def resolvable(names: list[str]) -> Callable[[str], bool]:
    """A lookup for the dynamic loader's view: the cache, LD_LIBRARY_PATH, then dlopen."""
    cache = _loader_cache()
    folders = [d for d in os.environ.get("LD_LIBRARY_PATH", "").split(":") if d]

    def found(name: str) -> bool:
        if b"/" + name.encode() + b"\0" in cache or any(Path(d, name).exists() for d in folders):
            return True
        import ctypes

        try:
            ctypes.CDLL(name)
        except OSError as exc:
            return name not in str(exc)  # a library it needs is missing: that one is named
        return True

    return found


def package_for(soname: str) -> str:
    """The Debian package of a library: libxcb-cursor.so.0 -> libxcb-cursor0, libdbus-1.so.3
    -> libdbus-1-3 (a hyphen when the name ends in a digit), with a few exceptions."""
    if soname in _PACKAGES:
        return _PACKAGES[soname]
    m = re.fullmatch(r"(.+)\.so\.(\d+)(?:\..*)?", soname)
    if m is None:
        return soname
    base, version = m.group(1).lower(), m.group(2)
    return f"{base}-{version}" if base[-1].isdigit() else f"{base}{version}"


def _qt_folders() -> tuple[Path, Path] | None:
    """(the xcb plugin, Qt's library folder) of the PySide6 this app will load: found without
    importing PySide6."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        qt = Path(root) / "Qt"
        plugin = qt / "plugins" / "platforms" / "libqxcb.so"
        if plugin.exists():
            return plugin, qt / "lib"
    return None


def problem(environ: Mapping[str, str] | None = None, argv: Iterable[str] = (),
            lookup: Callable[[list[str]], Callable[[str], bool]] = resolvable,
            folders: Callable[[], tuple[Path, Path] | None] = _qt_folders) -> str | None:
    """What keeps the table from opening a window, in words, or None when nothing does (or
    when this is not Linux, or the platform is not xcb)."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    platform = qt_platform(env, argv)
    if platform == "":
        return ("riftbound: no display to open the window on (neither DISPLAY nor "
                "WAYLAND_DISPLAY is set).\nRun it in a desktop session, or without a window: "
                "QT_QPA_PLATFORM=offscreen riftbound ...")
    if platform != "xcb":
        return None
    where = folders()
    if where is None:
        return None
    names = system_libraries(*where)
    found = lookup(names)
    missing = [n for n in names if not found(n)]
    if not missing:
        return None
    packages = sorted({package_for(n) for n in missing})
    return ("riftbound: the window (Qt's X11 platform) needs system libraries that are not "
            f"installed: {', '.join(missing)}.\nOn Debian or Ubuntu, install them with:\n"
            f"  sudo apt-get install {' '.join(packages)}")
