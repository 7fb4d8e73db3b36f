"""The one font family of the app: Cantarell (SIL Open Font License 1.1), bundled in
assets/fonts with its licence, so the table, the deckbuilder, the preview and the dialogs
look the same on every system."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

FONTS_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
FALLBACK = "DejaVu Sans"  # a system without the bundle (a broken install) still shows text


@cache
def family() -> str:
    """The bundled family's name, loading the files once (a QGuiApplication must exist)."""
    names: list[str] = []
    for path in sorted(FONTS_DIR.glob("*.otf")):
        fid = QFontDatabase.addApplicationFont(str(path))
        if fid >= 0:
            names.extend(QFontDatabase.applicationFontFamilies(fid))
    return names[0] if names else FALLBACK


def install(app: QGuiApplication) -> None:
    """Make the bundled family every widget's font (menus, dialogs, the log)."""
    f = QFont(family())
    f.setPointSizeF(max(9.5, app.font().pointSizeF()))
    app.setFont(f)
