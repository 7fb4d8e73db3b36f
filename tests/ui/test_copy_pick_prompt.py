"""Shady Spectacles' question, which unit the equipped unit becomes a copy of (RUP4 477.1.b),
has its prompt at the table, naming the gear and the unit; a copy shows its own card."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtGui import QImage, QPainter

from app.engine import Event
from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import expand, make_resolver
from app.ui.controller import CURTAIN, Seat
from app.ui.texts import event_text
from tests.ui.conftest import attach_position

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_copy_pick_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / "shady-spectacles.toml").read_text(encoding="utf-8"))
    game, labels = build_position(data["position"], make_resolver({}))
    window.attach_game(game, [Seat(p.name, None, True) for p in game.state.players])
    for text in ("act {gear} 0", "target {skulker}", "pass", "pass"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(window.controller.view(), window.controller.legal())
    assert p.text == ("Shady Spectacles: click another unit you control (highlighted); "
                      "Shipyard Skulker becomes a copy of it while Shady Spectacles is "
                      "attached.")


def test_a_copy_shows_its_own_card_and_is_logged(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A unit that is a copy while Shady Spectacles is attached: its state carries its own
    card, shown as a badge; the log says when the copy starts and ends."""
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"base": [{"card": "Shipyard Skulker", "label": "skulker"},
                       {"card": "Blazing Scorcher", "label": "model"},
                       {"card": "Shady Spectacles", "attached_to": "skulker",
                        "copy_of": "model"}]},
        "B": {},
    })
    item = window.scene.items_by_id[labels["skulker"]]
    assert item.state["own_card"]["name"] == "Shipyard Skulker"
    assert "own_card" not in window.scene.items_by_id[labels["model"]].state
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    window.scene.render(painter)  # the badge paints without error
    painter.end()

    def name(ref: object) -> str:
        return {"OGN-175": "Shipyard Skulker", "OGN-001": "Blazing Scorcher"}.get(
            ref[1], "?") if isinstance(ref, tuple) else "Shady Spectacles"

    assert event_text(Event("copy_attached", {"obj": 1, "own": "OGN-175", "card": "OGN-001",
                                              "gear": 2}), name, str) == (
        "Shipyard Skulker becomes a copy of Blazing Scorcher while Shady Spectacles is "
        "attached.")
    assert event_text(Event("copy_ends", {"obj": 1, "card": "OGN-175"}), name, str) == (
        "The copy ends: Shipyard Skulker is itself again.")
