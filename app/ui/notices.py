"""Problems with the player's files that last the whole session: settings reset to the
defaults, a data or config folder that can't be written (read-only, disk full). They stay
in the status bar's permanent corner, where passing messages ("Welcome", "Saved") never
cover them; the game plays on regardless."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel, QWidget

from app.ui.texts import translate


class Notice(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StorageNotice")
        self.setStyleSheet("#StorageNotice { color: #b35c00; }")
        self.texts: list[str] = []
        self.hide()

    def add(self, text: str) -> None:
        if text in self.texts:
            return
        self.texts.append(text)
        self.setText("⚠ " + "  ·  ".join(self.texts))
        self.setToolTip("\n".join(self.texts))
        self.show()


def settings_reset(reason: str) -> str:
    return translate("Notice", "Settings reset to the defaults: {reason}").format(reason=reason)


def cannot_write(kind: str, folder: Path, reason: str) -> str:
    """What won't be kept when the data folder ("data") or the config folder ("config")
    can't be written."""
    if kind == "config":
        text = translate("Notice", "Can't save in {folder} ({reason}): your settings won't be "
                                   "kept. You can play on.")
    else:
        text = translate("Notice", "Can't save in {folder} ({reason}): no autosave or crash "
                                   "recovery, and games and decks can't be saved there. You "
                                   "can play on.")
    return text.format(folder=str(folder), reason=reason)
