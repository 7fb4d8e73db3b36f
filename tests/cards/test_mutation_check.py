"""The mutation check of the card definitions (tests/bench/mutation.py) on one card, with a
scenario written here, so that a change that breaks the check fails the default run."""

from pathlib import Path

from tests.bench.mutation import (
    KNOWN_EQUIVALENT,
    ScenarioIndex,
    check_card,
    mutants,
    raw_definitions,
    report,
)

# Flurry of Blades (OGN-133: 1 Energy, Reaction; 1 damage to each unit at a battlefield).
# The scenario checks the damage, not what was paid nor when it may be played.
SCENARIO = """
name = "Flurry of Blades deals 1 to each unit at a battlefield"
cards = ["OGN-133"]

[position]
turn_player = "A"

[position.A]
hand = [{ card = "Flurry of Blades", label = "flurry" }]
pool = { energy = 5 }

[position.B]
base = [{ card = "Stalwart Poro", label = "home" }]

[[position.battlefields]]
card = "Open Field"
controller = "B"
units = [{ card = "Mega-Mech", owner = "B", label = "mech" }]

[[step]]
actions = ["play {flurry}", "pass", "pass"]
[[step.expect]]
object = "mech"
damage = 1
[[step.expect]]
object = "home"
damage = 0
"""


def test_the_check_catches_what_the_scenario_asserts_and_reports_what_it_does_not(
        tmp_path: Path) -> None:
    (tmp_path / "flurry.toml").write_text(SCENARIO, encoding="utf-8")
    facts, abilities = raw_definitions()
    result = check_card("OGN-133", facts["OGN-133"], abilities["OGN-133"],
                        ScenarioIndex.load([tmp_path]))
    assert result.scenarios == ["flurry.toml"]
    caught = {(f, c) for f, c, _ in result.caught}
    # 2 damage instead of 1; the bases' units hit too (the scope's filter dropped)
    assert ("abilities[0].steps[0].n", "+1") in caught
    assert ("abilities[0].steps[0].scope.where", "dropped") in caught
    # the pool pays 1 Energy more or less unnoticed, and nobody plays it as a Reaction
    assert ("energy", "-1") in result.survived
    assert ("energy", "+1") in result.survived
    assert ("keywords.Reaction", "dropped") in result.survived
    # "Reaction 2" is Reaction still: not counted; "Reaction 0" is refused by the validation
    assert ("keywords.Reaction", "+1", "keyword without a number") in result.equivalent
    assert ("keywords.Reaction", "-1") in result.invalid
    text = report([result])
    assert text.startswith(f"Mutation check: 1 cards, {result.counted} mutants, "
                           f"{len(result.caught)} caught")
    assert "OGN-133 Flurry of Blades: energy -1" in text


def test_every_hand_checked_equivalent_mutant_is_one_the_check_makes() -> None:
    """A renamed field or a reordered ability must not leave an entry that hides nothing."""
    facts, abilities = raw_definitions()
    for code, field, change in KNOWN_EQUIVALENT:
        made = {(m.field, m.change) for m in mutants(facts[code], abilities.get(code))}
        assert (field, change) in made, (code, field, change)
