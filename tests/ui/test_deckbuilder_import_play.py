"""Deckbuilder import picks the format and the name from the list, asks before replacing
an unsaved deck, opens its dialogs in the decks folder; a deck with cards the game can't play
yet says so beside "Legal", and "Play with this deck" says so before New Game."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from app.decks.builtin import load_builtin_decks
from app.decks.storage import user_decks_dir
from app.decks.text import format_piltover_text
from app.ui.deckbuilder import DeckbuilderPanel


@pytest.fixture
def panel(qtbot):  # type: ignore[no-untyped-def]
    w = DeckbuilderPanel()
    qtbot.addWidget(w)
    w.resize(460, 900)
    w.show()
    w.confirm = lambda question: pytest.fail(f"unexpected question: {question}")
    return w


TOURNAMENT_ONE_LINE = (
    "Legend: Master Yi, Wuju Bladesman Champion: Master Yi, Meditative Main Deck: "
    "1 Master Yi, Meditative 2 Master Yi, Honed 3 Stalwart Poro 3 Gentlemen's Duel"
    "Battlefields: 1 Fortified Position 1 Navori Fighting Pit 1 The Grand Plaza"
    "Rune Pool: 6 Calm Rune 6 Body Rune Sideboard: 2 Gust"
)


def test_import_checks_the_list_in_the_format_it_is_built_for(panel) -> None:  # type: ignore[no-untyped-def]
    panel.set_format("duel")
    assert panel.import_text(TOURNAMENT_ONE_LINE)
    assert panel.fmt == "tournament"  # three battlefields and a sideboard
    panel.undo_stack.setClean()
    assert panel.import_text(format_piltover_text(load_builtin_decks()["annie"]))
    assert panel.fmt == "proving-grounds"  # one battlefield


HEADED = """\
=====================
Player: Jane Doe
Event: Store Championship
Deck name: Yi Tempo
=====================
""" + format_piltover_text(load_builtin_decks()["master-yi"])


def test_import_names_the_deck_from_its_header_or_first_comment(panel, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "download (3).txt"
    path.write_text(HEADED, encoding="utf-8")
    assert panel.import_file(str(path))
    assert panel.deck.name == "Yi Tempo" and panel.name_edit.text() == "Yi Tempo"
    panel.undo_stack.setClean()
    path.write_text("# Annie burn\n" + format_piltover_text(load_builtin_decks()["annie"]),
                    encoding="utf-8")
    assert panel.import_file(str(path))
    assert panel.deck.name == "Annie burn"
    panel.undo_stack.setClean()
    path.write_text(format_piltover_text(load_builtin_decks()["lux"]), encoding="utf-8")
    assert panel.import_file(str(path))
    assert panel.deck.name == "download (3)"  # nothing in the list: the file's name


def test_import_asks_before_replacing_an_unsaved_deck(panel, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(panel, "confirm", lambda q: asked.append(q) or answer[0])
    panel.open_deck("garen")
    assert panel.import_text(TOURNAMENT_ONE_LINE)  # saved: replaced without a question
    assert not asked
    panel.add("Stalwart Poro")
    before = panel.deck
    assert not panel.import_text(format_piltover_text(load_builtin_decks()["annie"]))
    assert len(asked) == 1 and "not saved" in asked[0]
    assert panel.deck == before  # the player said no: nothing changed
    answer[0] = True
    assert panel.import_text(format_piltover_text(load_builtin_decks()["annie"]))
    assert panel.deck.legend == "Annie, Dark Child"


def test_file_dialogs_open_in_the_decks_folder(panel, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folders: list[str] = []

    def dialog(_parent, _title, folder, _filter):  # type: ignore[no-untyped-def]
        folders.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert not panel.import_file()
    assert not panel.open_file()
    panel.open_deck("garen")
    assert not panel._save_file_dialog()
    decks = str(user_decks_dir())
    assert folders[:2] == [decks, decks]
    assert Path(folders[2]).parent == Path(decks)


def _with_unplayable_card(name: str):  # type: ignore[no-untyped-def]
    """The Garen starter with one Daring Poro swapped for `name`, a unit of its domains the
    engine can't play yet: still legal."""
    deck = load_builtin_decks()["garen"]
    main = [(n, c - 1 if n == "Daring Poro" else c) for n, c in deck.main]
    return dataclasses.replace(deck, main=(*main, (name, 1)))


def test_a_deck_with_cards_that_cant_be_played_says_so_beside_legal(  # type: ignore[no-untyped-def]
        panel, unplayable_unit) -> None:
    panel.load(_with_unplayable_card(unplayable_unit))
    panel.set_format("proving-grounds")
    assert not panel.problems_found
    assert panel.checks_title.text() == "Legal ✓  ·  Playable: no (1 cards)"
    panel.load(load_builtin_decks()["garen"])
    assert panel.checks_title.text() == "Legal ✓"


def test_play_with_this_deck_says_so_before_new_game(  # type: ignore[no-untyped-def]
        qtbot, panel, unplayable_unit) -> None:
    played: list[object] = []
    panel.playRequested.connect(played.append)
    name = unplayable_unit
    panel.load(_with_unplayable_card(name))
    panel.set_format("proving-grounds")
    assert panel.play_button.isEnabled()
    panel.play_button.click()
    assert played == []  # New Game never opens
    assert panel.message.isVisible() and panel.message.property("error")
    assert "can't be played yet" in panel.message.text()
    assert name in panel.message.text()
    panel.load(load_builtin_decks()["garen"])
    panel.play_button.click()
    assert len(played) == 1


def test_a_saved_deck_without_a_legend_is_listed_and_new_game_says_why_it_cant_play(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """A list without a legend is readable now (validation reports it): New Game lists it
    but won't seat it, rather than failing to build the game."""
    from app.ui.new_game_dialog import deck_choices, deck_problems

    (user_decks_dir() / "no legend.txt").write_text("3 Stalwart Poro\n1 Fortified Position\n",
                                                   encoding="utf-8")
    assert ("no legend", False) in deck_choices()
    from app.decks.storage import load_deck

    deck = load_deck("no legend")
    garen = load_builtin_decks()["garen"]
    problems = deck_problems("duel", [deck, garen])
    assert list(problems) == [0] and "CR 103.1" in problems[0]
