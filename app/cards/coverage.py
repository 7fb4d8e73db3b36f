"""`riftbound cards`: which catalog cards are implemented and which are tested.

implemented: the card has an entry in the abilities data (`abilities = []` counts: a vanilla
card is fully implemented by its facts).
tested: a test names the card's code, either in a card scenario's top-level
`cards = ["OGN-052", ...]` list (tests/cards/scenarios/*.toml) or as a string anywhere in a
tests/cards/*.py file. Without a tests folder (an installed copy) tested is "unknown".
"""

from __future__ import annotations

import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.cards.catalog import Catalog, load_catalog

__all__ = ["CardStatus", "TESTS_DIR", "card_statuses", "cards_command", "codes_named_in_tests"]

TESTS_DIR = Path(__file__).resolve().parents[2] / "tests" / "cards"


@dataclass(frozen=True)
class CardStatus:
    code: str
    name: str
    type: str
    implemented: bool
    tested: bool | None  # None: unknown (no tests folder)

    @property
    def missing(self) -> bool:
        return not self.implemented or self.tested is False


def codes_named_in_tests(tests_dir: Path, codes: frozenset[str]) -> set[str] | None:
    """Card codes named by tests in `tests_dir`, or None when the folder does not exist."""
    if not tests_dir.is_dir():
        return None
    found: set[str] = set()
    for path in sorted((tests_dir / "scenarios").glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            print(f"warning: {path.name}: {exc}", file=sys.stderr)
            continue
        listed = data.get("cards")
        if isinstance(listed, list):
            found.update(c.strip().upper() for c in listed if isinstance(c, str))
    # Python card tests count only when they are about cards (test_card_*.py), so that a data
    # check that merely mentions a code does not pass for a test of the card's behaviour.
    pattern = re.compile(r"\b[A-Z]{2,4}-[A-Z0-9]{2,5}\b")
    for path in sorted(tests_dir.glob("test_card_*.py")):
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            print(f"warning: {path.name}: {exc}", file=sys.stderr)
            continue
        found.update(pattern.findall(text))
    return found & codes


def card_statuses(
    catalog: Catalog | None = None, tests_dir: Path | None = None
) -> list[CardStatus]:
    """One status per catalog card, in catalog order."""
    cat = catalog or load_catalog()
    implemented = cat.implemented_codes()
    tested = codes_named_in_tests(tests_dir or TESTS_DIR, frozenset(c.code for c in cat.all()))
    return [
        CardStatus(
            code=c.code,
            name=c.name,
            type=c.type.value,
            implemented=c.code in implemented,
            tested=None if tested is None else c.code in tested,
        )
        for c in cat.all()
    ]


def _table(rows: list[CardStatus]) -> list[str]:
    width = max((len(r.name) for r in rows), default=4)
    lines = [f"{'CODE':<8} {'NAME':<{width}} {'TYPE':<11} {'IMPLEMENTED':<11} TESTED"]
    for r in rows:
        tested = "unknown" if r.tested is None else ("yes" if r.tested else "no")
        impl = "yes" if r.implemented else "no"
        lines.append(f"{r.code:<8} {r.name:<{width}} {r.type:<11} {impl:<11} {tested}")
    return lines


def summary(rows: list[CardStatus]) -> str:
    total = len(rows)
    impl = sum(r.implemented for r in rows)
    if any(r.tested is None for r in rows):
        tested = "tested unknown (no tests folder)"
    else:
        tested = f"tested {sum(bool(r.tested) for r in rows)}/{total}"
    return f"implemented {impl}/{total}, {tested}"


def cards_command(args: Any) -> int:
    tests_dir = getattr(args, "tests", None)
    rows = card_statuses(tests_dir=Path(tests_dir) if tests_dir else None)
    shown = [r for r in rows if r.missing] if getattr(args, "missing", False) else rows
    if shown:
        print("\n".join(_table(shown)))
    else:
        print("nothing missing")
    print(summary(rows))
    return 0
