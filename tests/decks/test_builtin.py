"""Where the built-in decks live, and how deck files report errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.decks.builtin import (
    DECKS_DIR_ENV,
    builtin_decks_dir,
    load_builtin_decks,
    load_deck_file,
)
from app.decks.model import DeckList
from app.decks.text import DeckFormatError

REPO = Path(__file__).resolve().parents[2]


def test_default_dir_is_repo_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DECKS_DIR_ENV, raising=False)
    assert builtin_decks_dir() == REPO / "decks"
    assert {p.name for p in builtin_decks_dir().glob("*.txt")} == {
        "master-yi.txt", "lux.txt", "garen.txt", "annie.txt",
        "sfd-jax.txt", "sfd-lucian.txt", "unl-rengar.txt", "unl-poppy.txt", "ven-ambessa.txt",
        "ven-kennen.txt",
    }  # fmt: skip


def test_env_var_overrides_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mine.txt").write_text(
        (REPO / "decks" / "lux.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    monkeypatch.setenv(DECKS_DIR_ENV, str(tmp_path))
    assert builtin_decks_dir() == tmp_path
    decks = load_builtin_decks()
    assert list(decks) == ["mine"] and decks["mine"].name == "mine"


def test_deck_files_are_pure_format() -> None:
    # No comments or headers: other deck sites must be able to read these files as they are.
    for path in (REPO / "decks").glob("*.txt"):
        for line in path.read_text(encoding="utf-8").splitlines():
            assert not line or line[0].isdigit(), (path.name, line)


def test_file_errors_name_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.txt"
    path.write_text("1 Annie, Dark Child\n\n3 Tibers\n", encoding="utf-8")
    with pytest.raises(DeckFormatError) as info:
        load_deck_file(path)
    assert str(info.value) == "broken.txt: line 3: unknown card 'Tibers'. Did you mean 'Tibbers'?"


def test_deck_list_helpers() -> None:
    # Lists are accepted at run time (stored as tuples) though the hints ask for tuples.
    deck = DeckList(
        "t",
        "Annie, Dark Child",
        "Annie, Fiery",
        [("Annie, Fiery", 1), ("Gust", 2), ("Gust", 1)],  # type: ignore[arg-type]
        ["Void Gate"],  # type: ignore[arg-type]
        [("Fury Rune", 6), ("Chaos Rune", 6)],  # type: ignore[arg-type]
    )
    assert deck.main == (("Annie, Fiery", 1), ("Gust", 3))  # merged, stored as tuples
    assert deck.main_cards() == ["Annie, Fiery", "Gust", "Gust", "Gust"]
    assert deck.main_count == 5 and deck.count("Annie, Fiery") == 2
    assert deck.rune_cards().count("Chaos Rune") == 6
    hash(deck)
    with pytest.raises(ValueError):
        DeckList("t", "Annie, Dark Child", None, (("Gust", 0),), (), ())
