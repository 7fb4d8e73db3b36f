"""Preferences: animation speed, reduced motion, automatic passing, confirmations, language,
computer pace."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from app.ai.agents import MAX_BUDGET
from app.storage.settings import Settings

WIDTH = 460  # the dialog's least width: a long option wraps inside it (Italian's are long)


class _Words(QLabel):
    """A check box's words that wrap; a click on them toggles the box, as on its own text."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setBuddy(box)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton:
            self.box.toggle()
            self.box.setFocus()


def wrapped_check(text: str) -> tuple[QCheckBox, QWidget]:
    """A check box with words that wrap to the dialog's width (a QCheckBox's own text never
    wraps: a long one once reached the dialog's edge): the box and the row holding it."""
    row = QWidget()
    lay = QHBoxLayout(row)
    lay.setContentsMargins(0, 0, 0, 0)
    box = QCheckBox()
    box.setAccessibleName(text)
    lay.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
    lay.addWidget(_Words(text, box), 1)
    return box, row


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(WIDTH)
        self.base = settings
        form = QFormLayout(self)
        self.speed = QDoubleSpinBox()
        self.speed.setRange(0.25, 4.0)
        self.speed.setSingleStep(0.25)
        self.speed.setValue(settings.animation_speed)
        self.speed.setSuffix("×")
        form.addRow(self.tr("Animation speed"), self.speed)
        self.reduce_motion = QCheckBox(self.tr("Reduce motion (nothing slides or fades)"))
        self.reduce_motion.setChecked(settings.reduce_motion)
        form.addRow(self.reduce_motion)
        self.auto_pass, row = wrapped_check(self.tr(
            "Pass automatically when nothing else is possible, and on your own spells and "
            "abilities"))
        self.auto_pass.setChecked(settings.auto_pass)
        form.addRow(row)
        self.confirm_end = QCheckBox(self.tr("Ask before ending the turn"))
        self.confirm_end.setChecked(settings.confirm_end_turn)
        form.addRow(self.confirm_end)
        self.pace = QSpinBox()
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(self.tr(" ms"))
        self.pace.setValue(settings.computer_pace_ms)
        form.addRow(self.tr("Computer's pace between actions"), self.pace)
        self.hard_time = QDoubleSpinBox()
        self.hard_time.setRange(0.2, MAX_BUDGET)  # the wall no decision passes
        self.hard_time.setSingleStep(0.1)
        self.hard_time.setDecimals(1)
        self.hard_time.setSuffix(self.tr(" s"))
        self.hard_time.setValue(settings.hard_thinking_s)
        self.hard_time.setToolTip(self.tr("How long the Hard computer searches before each "
                                          "move: longer plays better"))
        form.addRow(self.tr("Hard: thinking time"), self.hard_time)
        self.language = QComboBox()
        for label, code in ((self.tr("System language"), "system"), ("English", "en"),
                            ("Italiano", "it")):
            self.language.addItem(label, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(self.tr("Language (after a restart)"), self.language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def result_settings(self) -> Settings:
        return self.base.model_copy(update={
            "animation_speed": self.speed.value(),
            "reduce_motion": self.reduce_motion.isChecked(),
            "auto_pass": self.auto_pass.isChecked(),
            "confirm_end_turn": self.confirm_end.isChecked(),
            "computer_pace_ms": self.pace.value(), "language": self.language.currentData(),
            "hard_thinking_s": self.hard_time.value()})
