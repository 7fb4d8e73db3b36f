"""The scenario format refuses what it doesn't understand (tests/scenarios/README.md).

A key the reader doesn't know would otherwise be ignored, and a test could pass on a position
it never set up; a check that can't be made (a battlefield that isn't there) is a reported
failure of that check, never a crash of the run.
"""

from pathlib import Path

import pytest

from app.scenarios import run_file, run_scenario

POSITION = """
name = "format"
rules = ["144.2"]

[position]
turn_player = "A"

[position.A]
base = [{ card = "Stalwart Poro", label = "poro" }]

[position.B]
hand = []

[[step]]
actions = []
[[step.expect]]
object = "poro"
at = "base"
"""


def run(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    return run_file(path)


def test_the_base_scenario_passes(tmp_path: Path) -> None:
    out = run(tmp_path, POSITION)
    assert out.ok, out.error


@pytest.mark.parametrize(("old", "new", "where", "key"), [
    ("[position.A]\n", "[position.A]\nmana = 3\n", "position.A", "mana"),
    ('turn_player = "A"\n', 'turn_player = "A"\ntrun = 4\n', "position:", "trun"),
    ('label = "poro" }', 'label = "poro", damge = 1 }', "position.A.base[0]", "damge"),
    ("[position.B]\n", "[position.B]\npool = { energy = 1, powr = 1 }\n", "position.B.pool",
     "powr"),
    ('at = "base"', 'at = "base"\ndamge = 1', "step 1, expect 1", "damge"),
    ("actions = []", "actions = []\nexpects = []", "step 1", "expects"),
    ('name = "format"', 'name = "format"\nrule = ["1"]', "the scenario", "rule"),
])
def test_an_unknown_key_fails_naming_it_and_its_line(
        tmp_path: Path, old: str, new: str, where: str, key: str) -> None:
    text = POSITION.replace(old, new, 1)
    line = next(n for n, s in enumerate(text.split("\n"), 1) if f"{key} =" in s)
    out = run(tmp_path, text)
    assert not out.ok
    assert out.error is not None
    assert where in out.error and repr(key) in out.error and f"(line {line})" in out.error


def test_a_qualifier_without_its_lead_key_is_refused() -> None:
    """`contains` only qualifies a `zone`: on an object check it would check nothing."""
    data = {"position": {"A": {}, "B": {}},
            "expect": [{"points": {"A": 0}, "contains": ["Stalwart Poro"]}]}
    out = run_scenario(data)
    assert out.error is not None and "'contains'" in out.error


def test_a_decision_check_with_an_unknown_key_is_refused() -> None:
    data = {"position": {"A": {}, "B": {}},
            "expect": [{"decision": {"player": "A", "knd": "priority"}}]}
    out = run_scenario(data)
    assert out.error is not None and "decision" in out.error and "'knd'" in out.error


def test_a_battlefield_that_does_not_exist_is_a_failed_check_not_a_crash() -> None:
    data = {"position": {"A": {}, "B": {}},
            "expect": [{"battlefield": 5, "controller": "none"}, {"points": {"A": 0}},
                       {"zone": "bf7", "count": 0}, {"object": "{bf9:Stalwart Poro}",
                                                     "at": "bf9"}]}
    out = run_scenario(data)
    assert out.error is None
    failed = [what for ok, what in out.checks if not ok]
    assert len(failed) == 3 and all("there is no battlefield" in f for f in failed)
    assert (True, "A has 0 points (got 0)") in out.checks


def test_a_crash_in_an_action_is_this_scenarios_failure() -> None:
    data = {"position": {"A": {}, "B": {}}, "actions": ["move {bf4:Stalwart Poro} base"],
            "expect": [{"points": {"A": 0}}]}
    out = run_scenario(data)
    assert out.error is not None and "there is no battlefield 4" in out.error


def test_an_unknown_match_key_is_refused() -> None:
    data = {"mode": "match", "match": {"best_of": 3, "A": {}, "B": {}, "bestof": 5},
            "expect": [{"game": 1}]}
    out = run_scenario(data)
    assert out.error is not None and "'bestof'" in out.error
