"""Render assets/icon.svg into the icon files the installers need.

    python packaging/make_icons.py [--svg assets/icon.svg] [--out build/icons]

writes, under --out:

    png/riftbound-table-{16..1024}.png   one PNG per size (the .deb's hicolor icons)
    riftbound-table.ico                   Windows icon (PNG entries, 16-256 px)
    riftbound-table.icns                  macOS icon (PNG entries, 16-1024 px)

Rendering uses QtSvg (PySide6, already a dependency). The ICO and ICNS containers are
written here by hand: both are a small header and a table of PNG blobs, so no Pillow.
Nothing this writes is committed; the build scripts run it first.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SVG = ROOT / "assets" / "icon.svg"
DEFAULT_OUT = ROOT / "build" / "icons"
NAME = "riftbound-table"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, with their pixel size (the @2x ones repeat sizes).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """Each size rendered from the SVG to PNG bytes (transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG that QtSvg can render")
    out: dict[int, bytes] = {}
    for size in sorted(set(sizes)):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buf, "PNG"):
            raise RuntimeError(f"could not encode the {size}px PNG")
        buf.close()
        out[size] = bytes(data.data())
    return out


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", png[16:24])


def build_ico(pngs: Mapping[int, bytes]) -> bytes:
    """An .ico whose entries are PNG images (Windows Vista and later read these)."""
    sizes = sorted(pngs)
    if any(not 1 <= s <= 256 for s in sizes):
        raise ValueError("ICO entries are 1-256 px")
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        dim = 0 if s == 256 else s  # 0 means 256
        # width, height, palette colours, reserved, colour planes, bits per pixel, size, offset
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def build_icns(pngs: Mapping[int, bytes]) -> bytes:
    """An .icns with one PNG element per type in ICNS_TYPES whose size is available."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            data = pngs[size]
            body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write every icon file under `out`; returns the paths by kind."""
    pngs = render_pngs(svg, PNG_SIZES)
    png_dir = out / "png"
    png_dir.mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}
    for size, data in pngs.items():
        path = png_dir / f"{NAME}-{size}.png"
        path.write_bytes(data)
        written[f"png{size}"] = path
    ico = out / f"{NAME}.ico"
    ico.write_bytes(build_ico({s: pngs[s] for s in ICO_SIZES}))
    written["ico"] = ico
    icns = out / f"{NAME}.icns"
    icns.write_bytes(build_icns(pngs))
    written["icns"] = icns
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    print(f"icons: {len(written)} files in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
