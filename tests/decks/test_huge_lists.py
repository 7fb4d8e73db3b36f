"""Huge or hostile input is refused quickly, with a bounded message and the project's own
error (DeckImportError), however it is shaped."""

from __future__ import annotations

import json
import time

import pytest

from app.decks.formats import DeckImportError, parse_any, parse_file
from app.decks.text import MAX_PROBLEMS

# Generous bounds for a busy machine: the old code took 125 s and 1.7 GB on the first two.
SECONDS = 5.0


def refused(text: str) -> DeckImportError:
    start = time.perf_counter()
    with pytest.raises(DeckImportError) as info:
        parse_any(text)
    assert time.perf_counter() - start < SECONDS
    assert len(str(info.value)) < 20_000  # a screenful, not a million lines
    return info.value


def test_a_one_line_list_of_250000_unknown_names() -> None:
    refused(" ".join(f"1 Nocard{i} Zzz" for i in range(250_000)))


def test_a_million_garbage_lines() -> None:
    refused("zzz qqq\n" * 1_000_000)


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "big.txt"
    path.write_text("zzz qqq\n" * 1_000_000, encoding="utf-8")
    with pytest.raises(DeckImportError, match="too long"):
        parse_file(path)


def test_many_unknown_names_get_suggestions_fast() -> None:
    """Every unknown name gets its "did you mean" from an index, not from comparing it with
    every card's spelling; the message lists the first problems only."""
    names = [f"1 Stalwrt Porro{chr(97 + i % 26)}{i}" for i in range(999)]
    error = refused("1 Master Yi, Wuju Bladesman\n" + "\n".join(names))
    assert len(error.problems) == 999
    assert "Did you mean 'Stalwart Poro'?" in error.problems[0].message
    assert str(error).count("\n") == MAX_PROBLEMS + 1
    assert str(error).endswith(f"... and {999 - MAX_PROBLEMS} more")


@pytest.mark.parametrize("depth", [100_000, 90_000, 50])
def test_deeply_nested_json(depth: int) -> None:
    refused("[" * depth + "]" * depth)
    refused('{"legend": ' + "[" * depth + "]" * depth + "}")


@pytest.mark.parametrize(
    "text",
    [
        "1 Master Yi, Wuju Bladesman\n" + "9" * 4_400 + " Gust\n",
        "1 Master Yi, Wuju Bladesman\nGust x" + "9" * 4_400 + "\n",
        '{"legend": "Master Yi, Wuju Bladesman", "mainDeck": {"Gust": ' + "9" * 4_400 + "}}",
        json.dumps({"legend": "Master Yi, Wuju Bladesman", "mainDeck": {"Gust": "9" * 4_400}}),
    ],
)
def test_a_count_of_4400_digits(text: str) -> None:
    assert "count" in str(refused(text)) or "JSON" in str(refused(text))
