"""A revealed hand's card to banish (Ashe, Focused) or the unit its owner plays (Bone Skewer)
each get their question at the table, with a button per card (and Done for a "may")."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine.core.actions import parse_action
from app.scenarios import expand
from app.ui.controller import CURTAIN
from tests.ui.conftest import attach_position

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def _prompt_after(window, scenario: str, actions: list[str]):  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / scenario).read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"], [])
    for text in actions:
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    return window.interaction._prompt(window.controller.view(), window.controller.legal())


def test_banish_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    p = _prompt_after(window, "ashe-focused.toml", ["play {ashe}", "pass", "pass"])
    assert p.text == "Revealed: Gust, Stalwart Poro. Choose the card to banish."
    assert {label for label, _ in p.buttons} >= {"Choose Gust", "Choose Stalwart Poro"}


def test_play_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    p = _prompt_after(window, "bone-skewer.toml", ["play {skewer}", "target {far}", "pass",
                                                   "pass"])
    assert p.text.startswith("Revealed: Pakaa Cub. Choose the unit its owner plays")
    labels = {label for label, _ in p.buttons}
    assert "Choose Pakaa Cub" in labels and "Done choosing" in labels
