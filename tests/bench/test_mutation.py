"""The mutation check over the whole pool (not in the default run:
`python -m pytest tests/bench/test_mutation.py -s` prints the report; see mutation.py)."""

import os

from tests.bench.mutation import report, run


def test_mutation_check_of_every_implemented_card() -> None:
    results = run(jobs=int(os.environ.get("MUTATION_JOBS", "2")))
    assert results
    assert not [r.code for r in results if not r.scenarios], "a card without scenarios"
    print("\n" + report(results))
