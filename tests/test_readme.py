"""The README says what `riftbound cards` counts instead of quoting counts that go stale."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_quotes_no_card_counts() -> None:
    text = README.read_text(encoding="utf-8")
    counts = re.findall(r"\b\d[\d,]* (?:[a-z]+ ){0,2}cards?\b", text)
    assert not counts, f"card counts go stale; point at `riftbound cards` instead: {counts}"
    assert "`riftbound cards`" in text
