"""Costs and resources at the table: the pay-or-decline question, 'pay any amount', and
spending buffs one at a time each get their prompt and buttons."""

from __future__ import annotations

from pathlib import Path

from tests.ui.conftest import apply_and_show, attach_scenario, current_prompt

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def test_pay_to_prompts(qtbot, window) -> None:
    game, labels = attach_scenario(
        window, SCENARIOS / "740.4.a-pay-to-costs-within-instructions.toml")
    apply_and_show(window, game, labels, "play {owl}")
    p = current_prompt(window)
    assert p.text == "Pay 1 Energy to use this optional ability?"
    assert {label for label, _ in p.buttons} >= {"Yes", "No"}
    for text in ("yes", "pay", "pass", "pass", "play {bolt}", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    p = current_prompt(window)
    assert p.text.startswith("Pay 1 Energy to carry out the rest of the effect?")
    assert {label for label, _ in p.buttons} == {"Pay automatically", "No"}
    for text in ("no", "play {bullet}", "target {field}", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    p = current_prompt(window)
    assert p.text.startswith("Choose how much Power to pay")
    assert [label for label, _ in p.buttons] == ["Pay 3", "Pay 2", "Pay 1", "Pay 0"]


def test_spend_buffs_prompt(qtbot, window) -> None:
    game, labels = attach_scenario(
        window, SCENARIOS / "702.2.b-spend-any-number-of-buffs-on-resolution.toml")
    for text in ("play {pump}", "pass", "pass", "play {cash}", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    p = current_prompt(window)
    assert p.text.startswith("Click one of your buffed units")
    assert any(label == "Done choosing" for label, _ in p.buttons)
