"""`riftbound cards`: implemented/tested status of every catalog card.

Card codes are taken from the catalog at run time, never written here, so this file does
not itself count as a test of any card.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.cards.catalog import load_catalog
from app.cards.coverage import TESTS_DIR, card_statuses, codes_named_in_tests
from app.cli import main

TOTAL = len(load_catalog())


def _codes(n: int) -> list[str]:
    return [c.code for c in load_catalog().all()[:n]]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    assert main(["cards", *argv]) == 0
    return capsys.readouterr().out.splitlines()


def test_lists_every_card_with_totals(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _run(capsys)
    assert lines[0].split()[:3] == ["CODE", "NAME", "TYPE"]
    assert len(lines) == 1 + TOTAL + 1
    for card, line in zip(load_catalog().all(), lines[1:-1], strict=True):
        assert line.startswith(card.code) and card.name in line and card.type.value in line
    tested = codes_named_in_tests(TESTS_DIR, frozenset(c.code for c in load_catalog().all()))
    assert tested is not None
    assert lines[-1] == f"implemented {TOTAL}/{TOTAL}, tested {len(tested)}/{TOTAL}"
    assert re.fullmatch(r"implemented \d+/\d+, tested \d+/\d+", lines[-1])


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
    assert [c for c, r in rows.items() if r.tested] == [first, second, third]
    assert all(r.implemented for r in rows.values())

    lines = _run(capsys, "--tests", str(tmp_path))
    assert lines[-1] == f"implemented {TOTAL}/{TOTAL}, tested 3/{TOTAL}"
    missing = _run(capsys, "--tests", str(tmp_path), "--missing")
    listed = [ln.split()[0] for ln in missing[1:-1]]
    assert len(listed) == TOTAL - 3 and first not in listed and fourth in listed
    assert missing[-1] == lines[-1]


def test_without_tests_folder_tested_is_unknown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = _run(capsys, "--tests", str(tmp_path / "absent"))
    assert lines[1].split()[-1] == "unknown"
    assert lines[-1] == f"implemented {TOTAL}/{TOTAL}, tested unknown (no tests folder)"
    assert _run(capsys, "--tests", str(tmp_path / "absent"), "--missing") == [
        "nothing missing",
        lines[-1],
    ]
