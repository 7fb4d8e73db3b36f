"""Costs and resources at the table: the pay-or-decline question, 'pay any amount', and
spending buffs one at a time each get their prompt and buttons."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine.core.actions import parse_action
from app.scenarios import expand
from app.ui.controller import CURTAIN
from tests.ui.conftest import attach_position

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def _setup(window, name: str):  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    return attach_position(window, data["position"], data["cards"])


def _act(window, game, labels, text: str) -> None:
    """Straight to the engine (no smart passing), then the table shows the new question."""
    game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()


def _prompt(window):  # type: ignore[no-untyped-def]
    return window.interaction._prompt(window.controller.view(), window.controller.legal())


def test_pay_to_prompts(qtbot, window) -> None:
    game, labels = _setup(window, "740.4.a-pay-to-costs-within-instructions.toml")
    _act(window, game, labels, "play {owl}")
    p = _prompt(window)
    assert p.text == "Pay 1 Energy to use this optional ability?"
    assert {label for label, _ in p.buttons} >= {"Yes", "No"}
    for text in ("yes", "pay", "pass", "pass", "play {bolt}", "pass", "pass"):
        _act(window, game, labels, text)
    p = _prompt(window)
    assert p.text.startswith("Pay 1 Energy to carry out the rest of the effect?")
    assert {label for label, _ in p.buttons} == {"Pay automatically", "No"}
    for text in ("no", "play {bullet}", "target {field}", "pass", "pass"):
        _act(window, game, labels, text)
    p = _prompt(window)
    assert p.text.startswith("Choose how much Power to pay")
    assert [label for label, _ in p.buttons] == ["Pay 3", "Pay 2", "Pay 1", "Pay 0"]


def test_spend_buffs_prompt(qtbot, window) -> None:
    game, labels = _setup(window, "702.2.b-spend-any-number-of-buffs-on-resolution.toml")
    for text in ("play {pump}", "pass", "pass", "play {cash}", "pass", "pass"):
        _act(window, game, labels, text)
    p = _prompt(window)
    assert p.text.startswith("Click one of your buffed units")
    assert any(label == "Done choosing" for label, _ in p.buttons)
