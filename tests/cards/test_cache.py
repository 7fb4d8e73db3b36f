"""The card data cache: a hit gives the same catalog, and a cache is never a reason to fail."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from app.cards import cache
from app.cards.catalog import DATA_DIR, DATA_FILES, Catalog, ability_files, load_catalog
from app.cards.models import CardDataError

DATA = [*(DATA_DIR / name for name in DATA_FILES), *ability_files()]


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "cache"
    monkeypatch.setenv("RIFTBOUND_CACHE_DIR", str(path))
    return path


def _build_counting(calls: list[int]) -> Catalog:
    calls.append(1)
    return Catalog.from_files(DATA[: len(DATA_FILES)], DATA[len(DATA_FILES):])


def _load(calls: list[int]) -> Catalog:
    return cache.cached("catalog", DATA, lambda: _build_counting(calls), Catalog)


def test_a_hit_gives_the_same_catalog_without_building(folder: Path) -> None:
    calls: list[int] = []
    built = _load(calls)
    [written] = folder.glob("catalog-*.pickle")
    again = _load(calls)
    assert calls == [1]
    assert again is not built
    assert again.implemented_codes() == load_catalog().implemented_codes()
    for code in sorted(again.implemented_codes()):
        assert again.card_def(code) == built.card_def(code)
    assert [c.code for c in again.all()] == [c.code for c in built.all()]
    assert written.exists()


@pytest.mark.parametrize("content", [b"", b"not a pickle", pickle.dumps({"a": 1}),
                                     b"\x80\x05\x95garbage"])
def test_a_corrupt_cache_is_ignored_and_rebuilt(folder: Path, content: bytes) -> None:
    calls: list[int] = []
    _load(calls)
    [path] = folder.glob("catalog-*.pickle")
    path.write_bytes(content)
    assert len(_load(calls).implemented_codes()) == len(load_catalog().implemented_codes())
    assert calls == [1, 1]
    assert isinstance(pickle.loads(path.read_bytes()), Catalog)  # rewritten whole
    _load(calls)
    assert calls == [1, 1]


def test_an_unreadable_cache_is_rebuilt(folder: Path) -> None:
    calls: list[int] = []
    _load(calls)
    [path] = folder.glob("catalog-*.pickle")
    path.unlink()
    path.mkdir()  # can be neither read nor replaced (permissions don't stop root)
    assert _load(calls).implemented_codes() == load_catalog().implemented_codes()
    assert calls == [1, 1]
    assert path.is_dir() and not list(folder.glob("*.tmp"))


def test_an_unwritable_cache_folder_works_without_caching(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("RIFTBOUND_CACHE_DIR", str(blocker / "cache"))  # can't be created
    calls: list[int] = []
    assert _load(calls).implemented_codes() == load_catalog().implemented_codes()
    _load(calls)
    assert calls == [1, 1]


def test_a_changed_data_file_or_code_file_changes_the_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "units.toml"
    data.write_text("format = 1\n")
    key = cache.data_key([data])
    assert cache.data_key([data]) == key
    data.write_text("format = 1\n# a comment\n")
    assert cache.data_key([data]) != key
    code = tmp_path / "ops.py"
    code.write_text("X = 1\n")
    monkeypatch.setattr(cache, "_code_files", lambda: [code])
    key = cache.data_key([data])
    code.write_text("X = 2\n")
    assert cache.data_key([data]) != key


def test_the_key_covers_the_ability_code_and_the_engine() -> None:
    names = {p.relative_to(cache._APP_DIR).as_posix() for p in cache._code_files()}
    assert {"cards/abilities/files.py", "cards/catalog.py", "cards/models.py"} <= names
    assert any(n.startswith("engine/") for n in names)


def test_an_older_version_is_dropped_when_a_new_one_is_written(folder: Path) -> None:
    folder.mkdir()
    old = folder / "catalog-0123.pickle"
    old.write_bytes(b"old")
    other = folder / "something-else.pickle"
    other.write_bytes(b"kept")
    _load([])
    assert not old.exists() and other.exists()
    assert len(list(folder.glob("catalog-*.pickle"))) == 1
    assert not list(folder.glob("*.tmp"))


def test_a_missing_data_file_is_reported_by_the_build(folder: Path) -> None:
    missing = folder.parent / "origins.json"
    with pytest.raises(CardDataError, match="origins.json"):
        cache.cached("catalog", [missing], lambda: Catalog.from_files([missing]), Catalog)


def test_a_prebuilt_cache_is_used_without_building_or_writing(
        folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An installer ships the cache (`prebuild`): the first start reads it, builds nothing
    and writes no copy into the user's cache folder."""
    shipped = tmp_path / "prebuilt"
    calls: list[int] = []
    cache.prebuild("catalog", DATA, lambda: _build_counting(calls), shipped)
    assert calls == [1] and (shipped / cache.CODE_DIGEST).exists()
    monkeypatch.setattr(cache, "PREBUILT_DIR", shipped)
    again = _load(calls)
    assert calls == [1]
    assert again.implemented_codes() == load_catalog().implemented_codes()
    assert not folder.exists()


def test_a_frozen_build_keys_its_cache_by_the_digest_its_build_wrote(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sources are not on disk in a frozen build: the digest written at build time gives
    the same key as the sources did, so the shipped cache matches; without it, the
    executable stands for the code."""
    shipped = tmp_path / "prebuilt"
    source_key = cache.data_key(DATA)
    cache.prebuild("catalog", DATA, lambda: Catalog.from_files([]), shipped)
    monkeypatch.setattr(cache, "PREBUILT_DIR", shipped)
    monkeypatch.setattr(cache.sys, "frozen", True, raising=False)
    assert cache.data_key(DATA) == source_key
    [pickled] = shipped.glob("catalog-*.pickle")
    assert pickled.name == f"catalog-{source_key}.pickle"
    (shipped / cache.CODE_DIGEST).unlink()
    assert cache.data_key(DATA) != source_key
