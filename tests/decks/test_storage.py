"""The user's deck folder: round trips, atomic writes, read-only built-ins, corrupt files."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.decks import storage
from app.decks.builtin import load_builtin_decks
from app.decks.formats import DeckImportError, export
from app.decks.storage import (
    DeckStorageError,
    delete_deck,
    list_decks,
    load_deck,
    safe_file_name,
    save_deck,
    user_decks_dir,
)

BUILTINS = ["annie", "garen", "lux", "master-yi", "sfd-jax", "sfd-lucian", "unl-poppy",
            "unl-rengar", "ven-ambessa", "ven-kennen"]


@pytest.fixture(autouse=True)
def _private(data_dir: Path) -> Path:
    return data_dir


def lux():
    return load_builtin_decks()["lux"]


def test_user_decks_dir_honours_the_environment(data_dir: Path) -> None:
    assert user_decks_dir() == data_dir / "decks"
    assert user_decks_dir().is_dir()


def test_builtins_are_listed_first_and_read_only() -> None:
    entries = list_decks()
    assert [e.name for e in entries] == BUILTINS
    assert all(e.builtin and e.error is None for e in entries)
    assert load_deck("lux") == lux()
    with pytest.raises(DeckStorageError, match="built-in"):
        save_deck(lux(), "lux")
    with pytest.raises(DeckStorageError, match="built-in"):
        save_deck(lux(), "LUX")  # one file on case-insensitive file systems
    with pytest.raises(DeckStorageError, match="built-in"):
        delete_deck("Master-Yi")


def test_save_load_list_delete_round_trip() -> None:
    deck = dataclasses.replace(lux(), name="whatever")
    path = save_deck(deck, "My Lux")
    assert path == user_decks_dir() / "My Lux.txt"
    assert path.read_text(encoding="utf-8") == export(lux(), "text")
    assert load_deck("My Lux") == dataclasses.replace(lux(), name="My Lux")
    entries = list_decks()
    assert [e.name for e in entries] == [*BUILTINS, "My Lux"]
    assert entries[-1].builtin is False and entries[-1].path == path
    # Saving again overwrites; "Save As" (overwrite=False) refuses an existing name.
    save_deck(load_builtin_decks()["annie"], "My Lux")
    assert load_deck("My Lux").legend == "Annie, Dark Child"
    with pytest.raises(DeckStorageError, match="already exists"):
        save_deck(lux(), "My Lux", overwrite=False)
    delete_deck("My Lux")
    assert [e.name for e in list_decks()] == BUILTINS
    with pytest.raises(DeckStorageError, match="no deck named"):
        load_deck("My Lux")
    with pytest.raises(DeckStorageError, match="no deck named"):
        delete_deck("My Lux")


def test_user_decks_sorted_ignoring_case() -> None:
    for name in ("zed", "Alpha", "beta"):
        save_deck(lux(), name)
    assert [e.name for e in list_decks()][len(BUILTINS) :] == ["Alpha", "beta", "zed"]


def test_atomic_write_leaves_no_temporary_file() -> None:
    save_deck(lux(), "one")
    save_deck(lux(), "one")
    assert sorted(p.name for p in user_decks_dir().iterdir()) == ["one.txt"]


def test_failed_write_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_deck(lux(), "keep")
    before = path.read_text(encoding="utf-8")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(DeckStorageError, match="cannot save"):
        save_deck(load_builtin_decks()["annie"], "keep")
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in user_decks_dir().iterdir()) == ["keep.txt"]


def test_a_corrupt_deck_does_not_hide_the_others() -> None:
    save_deck(lux(), "good")
    (user_decks_dir() / "broken.txt").write_text("1 Lux, Lady of Luminosity\n\n3 Nope\n")
    (user_decks_dir() / "binary.txt").write_bytes(b"\xff\xfe\x00\x81")
    entries = {e.name: e for e in list_decks()}
    assert entries["good"].error is None
    assert "line 3" in (entries["broken"].error or "")
    assert "cannot read" in (entries["binary"].error or "")
    assert [e.name for e in list_decks(check=False)][-3:] == ["binary", "broken", "good"]
    with pytest.raises(DeckImportError, match="broken.txt: line 3"):
        load_deck("broken")
    assert load_deck("good").legend == lux().legend


def test_user_files_may_hold_any_format() -> None:
    (user_decks_dir() / "pasted.txt").write_text(export(lux(), "code"), encoding="utf-8")
    assert load_deck("pasted").legend == lux().legend


def test_names_become_safe_file_names() -> None:
    assert safe_file_name("My Deck") == "My Deck"
    assert safe_file_name('a/b\\c:d*e?f"g<h>i|j') == "a_b_c_d_e_f_g_h_i_j"
    assert safe_file_name("  trailing dots... ") == "trailing dots"
    assert safe_file_name("CON") == "CON_" and safe_file_name("nul.txt") == "nul.txt_"
    assert safe_file_name("") == safe_file_name("...") == "deck"
    assert len(safe_file_name("x" * 500)) == storage.MAX_NAME
    path = save_deck(lux(), "../../escape")
    assert path.parent == user_decks_dir()
    assert load_deck("../../escape").legend == lux().legend


@given(st.text(max_size=120))
def test_safe_file_name_is_safe_and_stable(name: str) -> None:
    safe = safe_file_name(name)
    assert safe and safe == safe_file_name(safe)
    assert not set(safe) & set('<>:"/\\|?*') and all(ord(c) >= 32 for c in safe)
    assert safe[-1] not in " ." and safe[0] != " "
    assert len(safe) <= storage.MAX_NAME + 1
