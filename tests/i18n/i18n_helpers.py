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


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element of every message in a .ts file."""
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            out[(name, m.findtext("source") or "")] = m.find("translation")
    return out
