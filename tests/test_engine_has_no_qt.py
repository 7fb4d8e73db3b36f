"""The engine must stay pure Python: headless self-play and fast tests depend on it."""

import re
import subprocess
import sys
from pathlib import Path

ENGINE_DIR = Path(__file__).resolve().parents[1] / "app" / "engine"
QT_IMPORT = re.compile(r"^\s*(from|import)\s+(PySide6|shiboken6)\b", re.MULTILINE)


def test_importing_engine_loads_no_qt() -> None:
    code = (
        "import app.engine, sys; "
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ENGINE_DIR.parents[1]
    )
    assert result.returncode == 0, result.stderr


def test_no_engine_source_imports_qt() -> None:
    offenders = [
        str(path.relative_to(ENGINE_DIR))
        for path in sorted(ENGINE_DIR.rglob("*.py"))
        if QT_IMPORT.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
