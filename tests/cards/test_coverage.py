"""`riftbound cards`: implemented/tested status of every catalog card.

Card codes are taken from the catalog at run time, never written here, so this file does
not itself count as a test of any card.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.cards.catalog import load_catalog
from app.cards.coverage import (
    NEEDS_FILE,
    TESTS_DIR,
    card_statuses,
    codes_named_in_tests,
    load_needs,
)
from app.cli import main
from app.engine.core.enums import PENDING_KEYWORDS

TOTAL = len(load_catalog())
IMPLEMENTED = load_catalog().implemented_codes()


def _codes(n: int) -> list[str]:
    return [c.code for c in load_catalog().all()[:n]]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    assert main(["cards", *argv]) == 0
    return capsys.readouterr().out.splitlines()


def test_reports_per_set_with_totals(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _run(capsys)
    assert lines[0].split() == ["SET", "NAME", "CARDS", "IMPL", "TESTED"]
    catalog = load_catalog()
    tested = codes_named_in_tests(TESTS_DIR, frozenset(c.code for c in catalog.all()))
    assert tested is not None
    assert [ln.split()[0] for ln in lines[1:-1]] == ["OGN", "OGS", "SFD", "UNL", "VEN"]
    for line in lines[1:-1]:
        code, *_, cards, impl, done = line.split()
        mine = {c.code for c in catalog.all() if c.set == code}
        assert int(cards) == len(mine)
        assert int(impl) == len(IMPLEMENTED & mine)
        assert int(done) == len(tested & mine)
    assert lines[-1] == f"implemented {len(IMPLEMENTED)}/{TOTAL}, tested {len(tested)}/{TOTAL}"
    # A hook reads these two numbers from the total line.
    assert re.search(r"implemented [0-9]+/", lines[-1]) and re.search(r"tested [0-9]+/", lines[-1])


def test_set_filter(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _run(capsys, "--set", "ogs")
    assert [ln.split()[0] for ln in lines[1:-1]] == ["OGS"]
    assert lines[-1] == "implemented 24/24, tested 24/24"
    assert main(["cards", "--set", "XYZ"]) == 2


def test_missing_lists_what_each_card_needs(capsys: pytest.CaptureFixture[str]) -> None:
    # a set with cards still missing (Spiritforged, the first such set, is now complete)
    unfinished = [r.set for r in card_statuses() if r.missing]
    if not unfinished:
        pytest.skip("every card is implemented and tested")
    lines = _run(capsys, "--missing", "--set", unfinished[0])
    assert lines[0].split()[-1] == "NEEDS"
    rows = {ln.split()[0]: ln for ln in lines[1:-1]}
    assert set(rows) == {r.code for r in card_statuses() if r.set == unfinished[0] and r.missing}
    needs = load_needs()
    for code, row in rows.items():  # what the plan says it needs, or that it has no plan
        assert row.rstrip().endswith(needs.get(code) or "not classified"), row


def test_counts_scenarios_and_python_tests(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second, third, fourth = _codes(4)
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "a.toml").write_text(
        f'name = "x"\ncards = ["{first}", "{second.lower()}"]\n', encoding="utf-8"
    )
    (tmp_path / "scenarios" / "b.toml").write_text(  # a table of test cards is not a list
        '[cards."Test Bear"]\ntype = "Unit"\n', encoding="utf-8"
    )
    (tmp_path / "test_card_x.py").write_text(f'CARD = "{third}"\n', encoding="utf-8")
    (tmp_path / "scenarios" / "notes.txt").write_text(fourth, encoding="utf-8")  # not scanned
    rows = {r.code: r for r in card_statuses(tests_dir=tmp_path)}
    assert sorted(c for c, r in rows.items() if r.tested) == sorted([first, second, third])
    assert all(rows[c].implemented for c in (first, second, third, fourth))

    lines = _run(capsys, "--tests", str(tmp_path))
    assert lines[-1] == f"implemented {len(IMPLEMENTED)}/{TOTAL}, tested 3/{TOTAL}"
    missing = _run(capsys, "--tests", str(tmp_path), "--missing")
    listed = [ln.split()[0] for ln in missing[1:-1]]
    assert len(listed) == TOTAL - 3 and first not in listed and fourth in listed
    assert missing[-1] == lines[-1]
    assert missing[1 + listed.index(fourth)].rstrip().endswith("a test")


def test_without_tests_folder_tested_is_unknown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = _run(capsys, "--tests", str(tmp_path / "absent"))
    assert lines[1].split()[-1] == "unknown"
    assert lines[-1] == f"implemented {len(IMPLEMENTED)}/{TOTAL}, tested unknown (no tests folder)"
    missing = _run(capsys, "--tests", str(tmp_path / "absent"), "--missing")
    assert len(missing) == 1 + TOTAL - len(IMPLEMENTED) + 1  # only the unimplemented ones
    assert _run(capsys, "--tests", str(tmp_path / "absent"), "--missing", "--set", "OGS") == [
        "nothing missing",
        "implemented 24/24, tested unknown (no tests folder)",
    ]


def test_implemented_means_complete() -> None:
    """An implemented card has all of its abilities defined, so none of its keywords may
    wait for the engine (the catalog refuses such an entry), and every one is in the plan."""
    catalog = load_catalog()
    needs = load_needs()
    for code in IMPLEMENTED:
        card = catalog.card_def(code)
        assert not {k for k, _ in card.keywords} & PENDING_KEYWORDS, code
        # the plan classifies the numbered cards; tokens outside them are not in it
        assert code in needs or catalog.by_code(code).is_token, f"{code} is not in needs.tsv"


def test_needs_are_only_the_unimplemented_cards() -> None:
    """needs.tsv says what a card still needs: an implemented card needs nothing more, and
    every row is a card of the catalog (so the plan never goes stale)."""
    catalog = load_catalog()
    for line in NEEDS_FILE.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith(("#", "code\t")):
            continue
        code, _category, wanted, handler = (line.split("\t") + ["", "", ""])[:4]
        assert catalog.by_code(code).code == code, f"{code} is another card's printing"
        if code in IMPLEMENTED:
            assert not wanted and not handler, f"{code} is implemented but needs {wanted}"
