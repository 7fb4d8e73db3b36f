"""Shared fixtures of the deck tests: the reference files and a private data folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

# CI checks out ../shared beside the repo: /work/shared when the repo is /work/main.
REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "cards"
STEMS = {"ogs-masteryi": "master-yi", "ogs-lux": "lux", "ogs-garen": "garen", "ogs-annie": "annie"}


def _load(name: str) -> Any:
    path = REFERENCE / name
    if not path.exists():
        pytest.skip(f"shared reference not found at {path}")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def reference_decks() -> list[dict[str, Any]]:
    """decks.json's four Proving Grounds decks, each with `stem` (our file name) added."""
    decks = _load("decks.json")["decks"]
    return [{**deck, "stem": STEMS[deck["id"]]} for deck in decks]


@pytest.fixture(scope="session")
def code_vectors() -> list[dict[str, Any]]:
    return _load("deck-code-vectors.json")["vectors"]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """RIFTBOUND_DATA_DIR pointed at an empty folder: user decks never touch the real one."""
    folder = tmp_path / "data"
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(folder))
    return folder
