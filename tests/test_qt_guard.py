"""Guard against PySide6 builds that leak references to None.

PySide6 6.12.0 on Python 3.10/3.11 drops a reference to None on every void call and
eventually aborts with "deallocating None"; pyproject pins it out, this test proves it.
"""

import sys

from PySide6.QtCore import QRectF


def test_void_calls_keep_none_refcount() -> None:
    rect = QRectF()
    before = sys.getrefcount(None)
    for _ in range(10_000):
        rect.setWidth(1)
    after = sys.getrefcount(None)
    assert after >= before, f"refcount of None fell by {before - after}"
