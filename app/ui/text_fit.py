"""Fitting the table's words into their room: lines wrapped at words, a line made a little
smaller before it is cut (…)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.ui.card_painter import NAME_PX, pxfont


def wrap_lines(parts: list[str], fm: QFontMetricsF, width: float) -> str:
    """Each part on lines of its own, broken at words to the width."""
    lines: list[str] = []
    for part in parts:
        cur = ""
        for word in part.split():
            trial = f"{cur} {word}" if cur else word
            if cur and fm.horizontalAdvance(trial) > width:
                lines.append(cur)
                cur = word
            else:
                cur = trial
        lines.append(cur)
    return "\n".join(lines)


def fit_line(t: QGraphicsSimpleTextItem, text: str, width: float, bold: bool) -> None:
    """A band's line in its width: a little smaller in a narrow battlefield rather than
    cut; cut (…) only past that."""
    for k in (1.0, 0.88, 0.78):
        t.setFont(pxfont(NAME_PX * k, bold))
        fm = QFontMetricsF(t.font())
        if fm.horizontalAdvance(text) <= width:
            break
    t.setText(fm.elidedText(text, Qt.TextElideMode.ElideRight, width))
