"""Preferences in English and Italian: the long automatic-passing option wraps inside the
dialog (a QCheckBox's own text never wraps: the Italian "Passa da solo ..." reached the
dialog's edge), every word of it in view, and a click on its words toggles it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

ITALIAN = "Passa da solo quando non si può fare altro, e sui tuoi Spell e sulle tue abilità"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_auto_pass_option_wraps_inside_the_dialog(qtbot, qapp, window, lang) -> None:
    from app.ui import i18n
    from app.ui.preferences import PreferencesDialog

    try:
        i18n.install(qapp, lang)
        dlg = PreferencesDialog(window.settings, window)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        (words,) = [w for w in dlg.findChildren(QLabel) if w.buddy() is dlg.auto_pass]
        if lang == "it":
            assert words.text() == ITALIAN
        left, _top, right, _bottom = dlg.layout().getContentsMargins()
        inside = dlg.rect().adjusted(left, 0, -right, 0)
        box = QRect(words.mapTo(dlg, QPoint(0, 0)), words.size())
        assert inside.contains(box)  # short of the dialog's edge, by its margin
        assert words.heightForWidth(words.width()) <= words.height()  # every line shows
        assert words.height() > words.fontMetrics().height()  # wrapped onto two lines
        before = dlg.auto_pass.isChecked()
        QTest.mouseClick(words, Qt.MouseButton.LeftButton)
        assert dlg.auto_pass.isChecked() is not before
        dlg.close()
    finally:
        i18n.install(qapp, "en")
