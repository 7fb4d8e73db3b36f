"""The deck panel's files: opening and saving decks (built-in, the user's, or any deck
file), deleting one, importing a list or code (clipboard or file) and exporting it. Reading
and writing go through `deckio`."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from app.decks import storage
from app.decks.validate import default_format
from app.ui.deckbuilder import deckio
from app.ui.deckbuilder.commands import DeckSource, rename
from app.ui.file_dialogs import open_file_name, save_file_name

EXPORT_FORMATS = ("text", "codes", "code", "tts")  # in the order of the Export menu
MAX_LISTED_PROBLEMS = 10  # unreadable lines listed in the import question (all in its details)


class DeckFiles:
    """Mixed into `DeckbuilderPanel`: it uses the panel's deck, undo stack and messages."""

    def open_deck(self, name: str) -> bool:
        """Open a built-in or user deck by name (see `app.decks.storage`)."""
        try:
            entry = next((e for e in deckio.list_decks() if e.name == name), None)
            deck = deckio.load_deck(name)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("Can't open {name}: {error}").format(name=name,
                                                                           error=exc), True)
            return False
        builtin = entry.builtin if entry is not None else False
        self.load(deck, DeckSource(name, builtin, str(entry.path) if entry else None))
        self.show_message(self.tr("Opened {name}.").format(name=name) + (
            " " + self.tr("Built-in decks are read-only: Save asks for a new name.")
            if builtin else ""))
        return True

    def open_file(self, path: str | None = None) -> bool:
        """Open a deck file from anywhere; Save writes back to that file."""
        if path is None:
            path = open_file_name(self, self.tr("Open a deck file"), deckio.decks_folder(),
                                  self.tr("Deck lists (*.txt);;All files (*)"))
            if not path:
                return False
        try:
            deck = deckio.read_file(path)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("Can't open the file: {error}").format(error=exc), True)
            return False
        self.load(deck, DeckSource(Path(path).stem, False, str(path), file=True))
        return True

    def _fill_open_menu(self) -> None:
        menu = self.open_menu
        menu.clear()
        menu.setToolTipsVisible(True)
        try:
            entries = deckio.list_decks()
        except (OSError, ValueError) as exc:
            entries = []
            self.show_message(str(exc), True)
        builtin = [e for e in entries if e.builtin]
        mine = [e for e in entries if not e.builtin]
        for title, group in ((self.tr("Built-in decks"), builtin), (self.tr("My decks"), mine)):
            if not group:
                continue
            menu.addSection(title)
            for e in group:
                act = menu.addAction(e.name, lambda n=e.name: self.open_deck(n))
                if e.error:
                    act.setEnabled(False)
                    act.setToolTip(self.tr("Can't be read: {error}").format(error=e.error))
        menu.addSeparator()
        menu.addAction(self.tr("From a file…"), lambda: self.open_file())
        src = self.source
        if src is not None and not src.builtin and not src.file:
            menu.addSeparator()
            menu.addAction(self.tr("Delete “{name}”…").format(name=src.name),
                           self.delete_current)

    def save(self) -> bool:
        """Save where the deck came from; a built-in or new deck asks for a name."""
        src = self.source
        if src is None or src.builtin:
            return self.save_as()
        if src.file and src.path is not None:
            return self._write(Path(src.path))
        return self._store(src.name)

    def save_as(self, name: str | None = None) -> bool:
        """Save as a user deck under a new name (asked for when not given)."""
        src = self.source
        if name is None:
            default = self.deck.name or (src.name if src else "")
            if src is not None and src.builtin:
                default = self.tr("{name} (copy)").format(name=default)
            name = self.ask_text(self.tr("Save deck"), self.tr("Deck name:"), default)
            if not name:
                return False
        try:
            entries = deckio.list_decks()
        except (OSError, ValueError):
            entries = []
        key = storage.safe_file_name(name).casefold()
        same = next((e for e in entries if e.name.casefold() == key), None)
        if same is not None and same.builtin:
            self.show_message(self.tr("“{name}” is a built-in deck: choose another name.")
                              .format(name=same.name), True)
            return False
        mine = src is not None and not src.file and src.name.casefold() == key
        if (same is not None and not mine
                and not self.confirm(self.tr("Replace “{name}”?").format(name=same.name))):
            return False
        return self._store(name)

    def _store(self, name: str) -> bool:
        try:
            path = deckio.save_deck(dataclasses.replace(self.deck, name=name), name)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("Can't save: {error}").format(error=exc), True)
            return False
        stored = Path(path).stem  # the storage makes names safe for file systems
        self._sources[self._state.doc] = DeckSource(stored, False, str(path))
        if self.deck.name != stored:
            self._push(rename(self.deck, stored), self.tr("rename the deck"))
        self.undo_stack.setClean()
        self.show_message(self.tr("Saved “{name}”.").format(name=stored))
        self._refresh_summary()
        return True

    def _save_file_dialog(self) -> bool:
        path = save_file_name(self, self.tr("Save the deck as a text file"),
                              str(Path(deckio.decks_folder()) / f"{self.deck.name or 'deck'}.txt"),
                              self.tr("Deck lists (*.txt)"))
        return bool(path) and self._write(Path(path), keep_source=True)

    def _write(self, path: Path, keep_source: bool = False) -> bool:
        try:
            deckio.write_file(self.deck, path)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("Can't save: {error}").format(error=exc), True)
            return False
        if not keep_source:
            self._sources[self._state.doc] = DeckSource(path.stem, False, str(path), file=True)
            self.undo_stack.setClean()
        self.show_message(self.tr("Saved {file}.").format(file=path.name))
        self._refresh_summary()
        return True

    def delete_current(self) -> bool:
        src = self.source
        if src is None or src.builtin:
            return False
        if not self.confirm(self.tr("Delete the saved deck “{name}”?").format(name=src.name)):
            return False
        try:
            deckio.delete_deck(src.name)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("Can't delete: {error}").format(error=exc), True)
            return False
        self._sources[self._state.doc] = None
        self.show_message(self.tr("Deleted “{name}”.").format(name=src.name))
        return True

    # -- import / export ---------------------------------------------------------------------
    def import_text(self, text: str, name: str = "") -> bool:
        """Read a deck list or code; on error show it (with its line) and keep the deck.

        The deck is named by the list (a header's deck name, its first comment), else
        `name` (a file's); it is checked in the format the list is built for (three
        battlefields or a sideboard: tournament, as `riftbound deck check` does). An edited
        deck not saved yet is replaced only if the player says so."""
        left_out: list[str] = []
        try:
            deck = deckio.parse_any(text)
        except ValueError as exc:
            partial = getattr(exc, "partial", None)
            problems = getattr(exc, "problems", ())
            # Some lines could not be read: nothing is imported unless the player says so,
            # and then the message lists what was left out (never a silent partial import).
            if partial is None or not problems or not self.ask_import_rest(exc):
                self.show_message(self.tr("Can't import: {error}").format(error=exc), True)
                return False
            deck = partial
            left_out = exc.left_out()
        if not deck.name:
            deck = dataclasses.replace(deck, name=name or self.tr("Imported deck"))
        if not self._may_replace():
            return False
        self._push(deck, self.tr("import {name}").format(name=deck.name), new_doc=None)
        self.set_format(default_format(deck))
        if left_out:
            self.show_message(self.tr("Imported “{name}” without {count} unreadable line(s): "
                                      "{lines}").format(name=deck.name, count=len(left_out),
                                                        lines="; ".join(left_out)), True)
        else:
            self.show_message(self.tr("Imported “{name}”.").format(name=deck.name))
        return True

    def _may_replace(self) -> bool:
        """Whether the deck being edited may give way: yes when it is saved or empty, else
        the player is asked (undo would bring it back, but nobody should need to know)."""
        deck = self.deck
        if self.undo_stack.isClean() or not (deck.legend or deck.main or deck.battlefields
                                             or deck.runes or deck.sideboard):
            return True
        return self.confirm(self.tr("“{name}” has changes that are not saved. Replace it?")
                            .format(name=deck.name or self.tr("New deck")))

    def ask_import_rest(self, error: ValueError) -> bool:
        """Ask whether to import a deck without the lines that could not be read."""
        problems = [p.describe() for p in error.problems]  # type: ignore[attr-defined]
        shown = problems[:MAX_LISTED_PROBLEMS]
        if len(problems) > len(shown):
            shown.append(self.tr("…and {count} more").format(
                count=len(problems) - len(shown)))
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Import a deck"),
                          self.tr("{count} card(s) could not be read:").format(
                              count=len(problems)), parent=self)  # fmt: skip
        box.setInformativeText(self.tr("Import the rest?"))
        box.setDetailedText("\n".join(problems))
        box.setText(box.text() + "\n" + "\n".join(shown))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setObjectName("ImportRestQuestion")
        return box.exec() == QMessageBox.StandardButton.Yes

    def import_clipboard(self) -> bool:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.show_message(self.tr("The clipboard has no text."), True)
            return False
        return self.import_text(text)

    def import_file(self, path: str | None = None) -> bool:
        if path is None:
            path = open_file_name(
                self, self.tr("Import a deck"), deckio.decks_folder(),
                self.tr("Deck lists (*.txt *.json *.md);;All files (*)"))
            if not path:
                return False
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
        except OSError as exc:
            self.show_message(self.tr("Can't read {file}: {error}").format(
                file=Path(path).name, error=exc), True)
            return False
        return self.import_text(text, name=Path(path).stem)

    def _fill_export_menu(self) -> None:
        menu = self.export_menu
        menu.clear()
        labels = {"text": self.tr("Copy as text"),
                  "codes": self.tr("Copy as text with card codes"),
                  "code": self.tr("Copy as deck code"),
                  "tts": self.tr("Copy for Tabletop Simulator")}
        for fmt in EXPORT_FORMATS:
            menu.addAction(labels[fmt], lambda f=fmt: self.export_to_clipboard(f))
        menu.addSeparator()
        menu.addAction(self.tr("Save as a text file…"), self._save_file_dialog)

    def export_to_clipboard(self, fmt: str) -> bool:
        if not self.deck.legend:
            self.show_message(self.tr("Choose a legend before exporting."), True)
            return False
        try:
            text = deckio.export(self.deck, fmt)
        except ValueError as exc:
            self.show_message(self.tr("Can't export: {error}").format(error=exc), True)
            return False
        QGuiApplication.clipboard().setText(text)
        self.show_message(self.tr("Copied to the clipboard."))
        return True
