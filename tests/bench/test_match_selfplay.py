"""Match selfplay figures ([modes] issue, RUP4 486; not in the default run:
`pytest tests/bench -s -k match`). MATCHES (default 300) random best-of-three and
best-of-five matches: 0 exceptions, 0 invariant violations, 0 stalls (turn cap)."""

import os

from app.selfplay import summary
from app.selfplay_match import selfplay_match

MATCHES = int(os.environ.get("MATCHES", "300"))


def test_match_selfplay_best_of_three() -> None:
    stats, mstats, failures = selfplay_match(MATCHES, seed=1)
    print(f"\n[bench] best of 3: {summary(stats)}, games {mstats.games}, swaps {mstats.swaps}")
    assert not failures and stats.capped == 0, failures[:3]


def test_match_selfplay_best_of_five() -> None:
    stats, mstats, failures = selfplay_match(MATCHES // 3, seed=2, best_of=5)
    print(f"\n[bench] best of 5: {summary(stats)}, games {mstats.games}, swaps {mstats.swaps}")
    assert not failures and stats.capped == 0, failures[:3]
