"""`riftbound cards`: per set, how many catalog cards are implemented and tested.

implemented: the card has an entry in the abilities data, which is all of its abilities or
nothing (`abilities = []` counts: a vanilla card is fully implemented by its facts; the
catalog refuses an entry for a card whose keywords the engine does not run yet).
tested: a test names the card's code, either in a card scenario's top-level
`cards = ["OGN-052", ...]` list (tests/cards/scenarios/*.toml) or as a string anywhere in a
tests/cards/test_card_*.py file. Without a tests folder (an installed copy) tested is
"unknown".
`--missing` lists every card not implemented or not tested with what it still needs, from
our plan data app/cards/data/needs.tsv.
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from app.cards.catalog import DATA_DIR, SET_NAMES, Catalog, load_catalog

__all__ = [
    "CardStatus",
    "NEEDS_FILE",
    "TESTS_DIR",
    "card_statuses",
    "cards_command",
    "codes_named_in_tests",
    "load_needs",
]

TESTS_DIR = Path(__file__).resolve().parents[2] / "tests" / "cards"
NEEDS_FILE = DATA_DIR / "needs.tsv"


@cache
def load_needs(path: Path = NEEDS_FILE) -> dict[str, str]:
    """Card code -> what it needs, in words for the --missing list."""
    needs: dict[str, str] = {}
    if not path.exists():
        return needs
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#") or line.startswith("code\t"):
            continue
        code, category, wanted, handler = (line.split("\t") + ["", "", ""])[:4]
        parts = [w for w in wanted.split(",") if w]
        if handler:
            parts.append(f"one-off: {handler}")
        if not parts and category == "a":
            parts.append("nothing new (expressible now)")
        needs[code] = ", ".join(parts) or f"category {category}"
    return needs


@dataclass(frozen=True)
class CardStatus:
    code: str
    name: str
    type: str
    set: str
    implemented: bool
    tested: bool | None  # None: unknown (no tests folder)
    needs: str = ""

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
    needs = load_needs()
    rows = []
    for c in sorted(cat.all(), key=lambda c: (c.set, c.is_token, c.code)):
        done = c.code in implemented
        rows.append(
            CardStatus(
                code=c.code,
                name=c.name,
                type=c.type.value,
                set=c.set,
                implemented=done,
                tested=None if tested is None else c.code in tested,
                needs="a test" if done else needs.get(c.code, "not classified"),
            )
        )
    return rows


def _table(rows: list[CardStatus]) -> list[str]:
    width = max((len(r.name) for r in rows), default=4)
    lines = [f"{'CODE':<8} {'NAME':<{width}} {'TYPE':<11} {'IMPLEMENTED':<11} {'TESTED':<7} NEEDS"]
    for r in rows:
        tested = "unknown" if r.tested is None else ("yes" if r.tested else "no")
        impl = "yes" if r.implemented else "no"
        lines.append(
            f"{r.code:<8} {r.name:<{width}} {r.type:<11} {impl:<11} {tested:<7} {r.needs}"
        )
    return lines


def _per_set(rows: list[CardStatus]) -> list[str]:
    """One line per set: cards in the catalog, implemented, tested."""
    lines = [f"{'SET':<4} {'NAME':<16} {'CARDS':>5} {'IMPL':>5} {'TESTED':>7}"]
    for code in _sets(rows):
        mine = [r for r in rows if r.set == code]
        tested = (
            "unknown"
            if any(r.tested is None for r in mine)
            else str(sum(bool(r.tested) for r in mine))
        )
        impl = sum(r.implemented for r in mine)
        name = SET_NAMES.get(code, code)
        lines.append(f"{code:<4} {name:<16} {len(mine):>5} {impl:>5} {tested:>7}")
    return lines


def _sets(rows: Iterable[CardStatus]) -> list[str]:
    """The sets present, in release order (unknown ones last)."""
    order = {code: i for i, code in enumerate(SET_NAMES)}
    return sorted({r.set for r in rows}, key=lambda s: (order.get(s, len(order)), s))


def summary(rows: list[CardStatus]) -> str:
    """The total line; a hook reads `implemented N/` and `tested N/` from it."""
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
    wanted = getattr(args, "set", None)
    if wanted:
        wanted = wanted.strip().upper()
        if wanted not in {r.set for r in rows}:
            print(f"unknown set {wanted}: one of {', '.join(_sets(rows))}", file=sys.stderr)
            return 2
        rows = [r for r in rows if r.set == wanted]
    if getattr(args, "missing", False):
        shown = [r for r in rows if r.missing]
        print("\n".join(_table(shown)) if shown else "nothing missing")
    else:
        print("\n".join(_per_set(rows)))
    print(summary(rows))
    return 0
