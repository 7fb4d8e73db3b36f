"""The prompt bar under the table: the current question, its answers as buttons, Hold, To my
turn (F6) and Pass / End turn (Space); the question's wording is `app.ui.prompts`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app.ui.interaction import Interaction
from app.ui.prompts import Prompt
from app.ui.texts import translate


class PromptBar(QWidget):
    """The current question, its answers as buttons, and Pass / End turn (Space)."""

    def __init__(self, interaction: Interaction) -> None:
        super().__init__()
        self.interaction = interaction
        self.setObjectName("PromptBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        lay.addWidget(self.label, 1)
        self.buttons = QHBoxLayout()
        lay.addLayout(self.buttons)
        # Hold: the table asks this player at every decision (no smart passing) while on
        self.hold_button = QPushButton(self.tr("Hold"))
        self.hold_button.setCheckable(True)
        self.hold_button.setToolTip(self.tr("Keep every decision: the table does not pass for "
                                            "you while this is on (or while Ctrl is held)."))
        self.hold_button.toggled.connect(lambda on: setattr(interaction, "hold", on))
        lay.addWidget(self.hold_button)
        # F6 (as in MTG Arena): pass through the others' turns, except at the stops
        self.skip_button = QPushButton(self.tr("To my turn (F6)"))
        self.skip_button.setCheckable(True)
        self.skip_button.setToolTip(self.tr("Pass until your next turn. The table still asks "
                                            "you when a spell or ability targets something of "
                                            "yours, and in a combat you fight."))
        self.skip_button.toggled.connect(interaction.set_skip)
        interaction.skipChanged.connect(self.skip_button.setChecked)
        interaction.c.changed.connect(self._update_skip)
        lay.addWidget(self.skip_button)
        self.pass_button = QPushButton()
        self.pass_button.setMinimumWidth(120)
        self.pass_button.clicked.connect(interaction.pass_or_end)
        lay.addWidget(self.pass_button)
        interaction.promptChanged.connect(self.show_prompt)
        interaction.passLabelChanged.connect(self.set_pass)
        self.setStyleSheet("#PromptBar { background: #14261d; } "
                           "#PromptBar QLabel { color: #f1ede2; font-size: 13px; "
                           "background: transparent; } QPushButton { padding: 5px 12px; }")
        self.set_pass("")

    def show_prompt(self, prompt: Prompt | None) -> None:
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w is not None:
                w.hide()  # out of the layout now: don't let it cover the bar until deleted
                w.deleteLater()
        self.label.setText(prompt.text if prompt else "")
        self.label.setToolTip(prompt.tip if prompt else "")
        for label, what in (prompt.buttons if prompt else []):
            b = QPushButton(label)
            b.setToolTip(prompt.tips.get(label, "") if prompt else "")
            b.answer = what  # type: ignore[attr-defined]  # what it answers (tests find it)
            b.clicked.connect(lambda _=False, w=what: self.interaction.press_button(w))
            self.buttons.addWidget(b)

    def _update_skip(self) -> None:
        """Skipping is for the others' turns: on the player's own it has nothing to do."""
        c = self.interaction.c
        game = c.game
        self.skip_button.setEnabled(game is not None and not game.is_over
                                    and game.state.turn_player != c.viewer)

    def set_pass(self, label: str) -> None:
        # the button says what it does and its key: ending the turn is never Space alone
        if label == translate("Table", "End turn"):
            text = self.tr("{label}  (Ctrl+Enter)")
        else:
            text = self.tr("{label}  (Space)")
        self.pass_button.setText(text.format(label=label or self.tr("Pass")))
        self.pass_button.setEnabled(bool(label))
