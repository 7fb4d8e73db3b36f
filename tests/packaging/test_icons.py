"""The installer inputs: icon files, the .desktop entry, and the PyInstaller spec's data.

Fast (no PyInstaller run): the icons render from assets/icon.svg into a temporary folder,
the spec's top half (data files and pruning rules) is executed without Analysis.
"""

from __future__ import annotations

import importlib.util
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _load_make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", PACKAGING / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icons = _load_make_icons()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "PNG signature"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def icons(tmp_path_factory):
    # A QApplication first (pytest-qt's), so the script never makes a bare QGuiApplication
    # that later widget tests would trip over.
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])  # noqa: F841
    out = tmp_path_factory.mktemp("icons")
    return make_icons.make_icons(make_icons.DEFAULT_SVG, out)


def test_pngs_have_every_size(icons):
    for size in make_icons.PNG_SIZES:
        data = icons[f"png{size}"].read_bytes()
        assert _png_size(data) == (size, size)


def test_icon_is_not_blank(icons):
    from PySide6.QtGui import QImage

    image = QImage(str(icons["png256"]))
    centre = image.pixelColor(128, 128)
    corner = image.pixelColor(0, 0)
    assert centre.alpha() == 255  # the card covers the middle
    assert corner.alpha() == 0  # transparent around it


def test_ico_container(icons):
    data = icons["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    seen = []
    for i in range(count):
        w, h, colours, _, planes, bpp, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i]
        )
        w, h = w or 256, h or 256
        assert (colours, planes, bpp) == (0, 1, 32)
        assert offset + size <= len(data)
        assert _png_size(data[offset: offset + size]) == (w, h)
        seen.append(w)
    assert sorted(seen) == sorted(make_icons.ICO_SIZES)


def test_icns_container(icons):
    data = icons["icns"].read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = dict(make_icons.ICNS_TYPES)
    pos, seen = 8, {}
    while pos < len(data):
        kind, length = data[pos: pos + 4], struct.unpack(">I", data[pos + 4: pos + 8])[0]
        assert length > 8 and pos + length <= len(data)
        seen[kind] = _png_size(data[pos + 8: pos + length])
        pos += length
    assert pos == len(data)
    assert seen == {k: (s, s) for k, s in expected.items()}


@pytest.mark.parametrize("kind", ["ico", "icns"])
def test_qt_reads_the_containers_back(icons, kind):
    """A second, independent reader: Qt's own ico/icns image plugins (skip without them)."""
    from PySide6.QtGui import QImageReader

    if kind.encode() not in {bytes(f.data()) for f in QImageReader.supportedImageFormats()}:
        pytest.skip(f"Qt has no {kind} image plugin here")
    reader = QImageReader(str(icons[kind]))
    widths = []
    for i in range(reader.imageCount()):
        assert reader.jumpToImage(i)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        widths.append(image.width())
    expected = make_icons.ICO_SIZES if kind == "ico" else [s for _, s in make_icons.ICNS_TYPES]
    assert sorted(widths) == sorted(expected)


def test_desktop_entry_validates():
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate not installed (Debian: desktop-file-utils)")
    entry = PACKAGING / "linux" / "riftbound-table.desktop"
    result = subprocess.run([tool, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_entry_matches_the_package():
    text = (PACKAGING / "linux" / "riftbound-table.desktop").read_text(encoding="utf-8")
    lines = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    assert lines["Exec"].split()[0] == "riftbound"  # /usr/bin/riftbound from build_deb.sh
    assert lines["Icon"] == make_icons.NAME  # hicolor/*/apps/riftbound-table.png
    assert lines["StartupWMClass"] == "Riftbound Table"  # the app's applicationName


@pytest.fixture(scope="module")
def spec_top():
    """The spec's definitions before `Analysis(...)`: datas, excludes, keep()."""
    source = (PACKAGING / "riftbound.spec").read_text(encoding="utf-8")
    top = source.split("# --- the build", 1)[0]
    namespace = {"SPECPATH": str(PACKAGING), "__name__": "riftbound_spec"}
    exec(compile(top, "riftbound.spec", "exec"), namespace)
    return namespace


def test_spec_bundles_card_data_and_decks(spec_top):
    datas = {(Path(src).resolve(), dest) for src, dest in spec_top["datas"]}
    assert (ROOT / "app" / "cards" / "data", "app/cards/data") in datas
    assert (ROOT / "app" / "puzzles" / "data", "app/puzzles/data") in datas  # the puzzles
    assert (ROOT / "decks", "decks") in datas
    assert list((ROOT / "decks").glob("*.txt")), "no built-in decks to bundle"
    assert (ROOT / "assets" / "icon.svg", "assets") in datas
    for src, _dest in spec_top["datas"]:
        assert Path(src).exists(), src


def test_spec_bundles_translations(spec_top):
    dests = {Path(src).name: dest for src, dest in spec_top["datas"]}
    for ts in (ROOT / "app" / "i18n").glob("*.ts"):
        assert dests.get(ts.with_suffix(".qm").name) == "app/i18n"


def test_spec_excludes_unused_qt(spec_top):
    excludes = set(spec_top["excludes"])
    for module in ("QtQml", "QtQuick", "QtNetwork", "QtPdf", "QtWebEngineCore", "QtMultimedia"):
        assert f"PySide6.{module}" in excludes
    for used in ("QtCore", "QtGui", "QtWidgets", "QtTest"):
        assert f"PySide6.{used}" not in excludes


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libicudata.so.73", True),
        ("PySide6/Qt/lib/libQt6Qml.so.6", False),
        ("PySide6/Qt/lib/libQt6Network.so.6", False),
        ("PySide6/Qt/lib/libQt6Pdf.so.6", False),
        ("PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6", False),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/translations/qtbase_it.qm", True),
        ("PySide6/Qt/translations/qtdeclarative_it.qm", False),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/qml/QtQuick/qmldir", False),
        ("PySide6/opengl32sw.dll", False),
        ("app/cards/data/proving_grounds.json", True),
        ("decks/garen.txt", True),
    ],
)
def test_spec_prunes_what_the_app_never_loads(spec_top, dest, kept):
    assert spec_top["keep"](dest) is kept
