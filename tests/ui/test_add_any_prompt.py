"""An Add ability that pays any amount (Hextech Anomaly, Ancient Henge; RUP4 204.3.b) asks at
the table how much, with one button for each amount it can pay; the view says which gear and
what it pays."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.scenarios import expand
from app.ui.controller import CURTAIN
from tests.ui.conftest import attach_position

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


@pytest.mark.parametrize(("scenario", "label", "pays", "text", "top"), [
    ("hextech-anomaly.toml", "hex", "power", "you add that much Energy", 3),
    ("ancient-henge.toml", "henge", "energy", "you add that much Power of any domain", 3)])
def test_the_amount_prompt(qtbot, window, scenario, label, pays, text, top) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads((CARDS / scenario).read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"])
    c = window.controller
    c.unlock(CURTAIN)
    window.curtain.hide()
    assert c.act(expand(game, labels, f"act {{{label}}} 0"))
    view = c.view()
    assert view["decision"]["ask"] == "add_x"
    assert view["decision"]["pays"] == pays
    assert view["decision"]["adding"]["id"] == labels[label]
    prompt = window.interaction._prompt(view, c.legal())
    assert text in prompt.text
    amounts = sorted(int(a.args[0]) for _, a in prompt.buttons
                     if getattr(a, "verb", None) == "amount")
    assert amounts == list(range(top + 1))
