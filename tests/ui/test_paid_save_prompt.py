"""A paid 'the next time it would die' replacement (Unlicensed Armory) asks at the table:
which unit would die, what paying costs, with Pay / No buttons (app.engine.actions.death)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.scenarios import expand, parse_action
from app.ui.controller import CURTAIN
from tests.ui.conftest import attach_position

SCENARIO = Path(__file__).parents[1] / "scenarios" / "367-paid-save-asked-at-every-death.toml"


def _act(window, game, labels, text: str) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    c.unlock(CURTAIN)
    window.curtain.hide()
    assert c.act(expand(game, labels, text)), text
    c.unlock(CURTAIN)
    window.curtain.hide()


def test_the_paid_save_prompt_names_the_unit_and_the_cost(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads(SCENARIO.read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"], data["cards"])
    for text in ("act {a1} 0", "target {p1}", "pass", "pass", "play {patron}", "target {p1}"):
        if text == "pass" and game.state.decision.data == "main":
            continue  # the table passed for the other seat already (smart passing)
        if game.state.decision.player == 0:
            _act(window, game, labels, text)
        else:  # the other seat's passes
            assert game.apply(parse_action(expand(game, labels, text))).ok, text
    view = window.controller.view()
    assert view["decision"]["ask"] == "save_pay"
    assert view["decision"]["pay"] == {"energy": 1, "power": 0}
    prompt = window.interaction._prompt(view, window.controller.legal())
    assert "Stalwart Poro would die: pay 1 Energy" in prompt.text
    verbs = {a.verb for _, a in prompt.buttons if hasattr(a, "verb")}
    assert {"pay", "no"} <= verbs
