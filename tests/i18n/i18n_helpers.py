"""Helpers for the translation tests: the Qt tools and the .ts catalog."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "app" / "i18n" / "riftbound_it.ts"
QM = ROOT / "app" / "i18n" / "riftbound_it.qm"
# English's plural forms of the sentences with a count (Qt's "%n")
TS_EN = ROOT / "app" / "i18n" / "riftbound_en.ts"
QM_EN = ROOT / "app" / "i18n" / "riftbound_en.qm"
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")


def qt_tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease, next to this Python or on the PATH."""
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def run_tool(*args: str) -> None:
    subprocess.run(args, cwd=ROOT, check=True, capture_output=True, timeout=120)


def ui_sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app" / "ui").rglob("*.py"))


def texts(tr: ET.Element) -> list[str]:
    """A translation's text, or each of its plural forms (a message with a count)."""
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element of every message in a .ts file."""
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            out[(name, m.findtext("source") or "")] = m.find("translation")
    return out
