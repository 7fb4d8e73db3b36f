"""Flow and Burn at the table (RUP4 829, 440): the trash browser says which cards have Flow
(printed, or given this turn) and offers a button for each Flow cost a card can be played for
now; pressing it plays the card from the trash; the context menu names the Flow cost; a burn
is logged."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtWidgets import QLabel, QPushButton

from app.engine import Action
from tests.ui.conftest import attach_position

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def _pos(name: str) -> dict:
    return tomllib.loads((SCENARIOS / name).read_text(encoding="utf-8"))["position"]


def test_the_trash_browser_shows_flow_and_plays_for_its_cost(qtbot, window) -> None:
    pos = _pos("onslaught-flow.toml")
    pos["A"]["trash"].append({"card": "Stalwart Poro", "label": "poro"})
    pos["A"]["trash"].append({"card": "Hextech Ray", "label": "ray", "flow": True})
    game, labels = attach_position(window, pos)
    window.browse_pile(0, "trash")
    browser = window.browser
    notes = [w.text() for w in browser.findChildren(QLabel) if w.text()]
    assert "Flow: 4 Energy" in notes
    assert "Flow this turn: 1 Energy, 1 Power" in notes  # given, equal to its cost
    buttons = {b.text(): b for b in browser.findChildren(QPushButton)}
    # Hextech Ray's Power can't be paid: no button for it; Onslaught's 4 Energy can
    assert list(buttons) == ["Play for 4 Energy"]
    buttons["Play for 4 Energy"].click()
    qtbot.wait(1)
    assert game.state.decision.kind == "play"
    assert Action("play", (labels["card"],)) in game.log


def test_the_context_menu_names_the_flow_cost(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("onslaught-flow.toml"))
    label = window.interaction.action_label(Action("play", (labels["card"],)))
    assert label == "Play from the trash for its Flow cost (4 Energy)"


def test_a_burn_is_logged(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("kennen-storm-of-shuriken.toml"))
    c = window.controller
    for a in ("play {}".format(labels["kennen"]), "pass", "pass"):
        c.act(a)
    qtbot.waitUntil(lambda: not game.state.chain, timeout=3000)
    window.log.sync()
    lines = window.log.lines()
    assert any("burns Mobilize" in line for line in lines)
    assert any("burns Stalwart Poro" in line for line in lines)


def test_blade_twirler_asks_for_a_player_yourself_included(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("blade-twirler.toml"))
    window.controller.act(Action("move", (labels["twirler"], "bf1")))
    qtbot.wait(1)
    assert game.decision.data["ask"] == "player"
    assert window.prompt.label.text() == "Choose a player (you may choose yourself)."
    names = {b.text() for b in window.prompt.findChildren(QPushButton)}
    assert {"Player A", "Player B"} <= names


def test_a_burn_cost_is_named_in_the_question(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("shadow-order-disciple.toml"))
    window.controller.act(Action("move", (labels["disciple"], "bf1")))
    qtbot.wait(1)
    assert game.decision.data["ask"] == "may"
    assert window.prompt.label.text() == ("Pay burning 1 (the top of your Main Deck to your "
                                          "trash) to use this optional ability?")


def test_lightning_rush_offers_each_card_to_draw_or_none(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("lightning-rush.toml"))
    c = window.controller
    for a in ("play {}".format(labels["rush"]), "pass", "pass"):
        c.act(a)
    qtbot.waitUntil(lambda: game.decision is not None and game.decision.kind == "choose",
                    timeout=3000)
    assert window.prompt.label.text().startswith("You are looking at Mobilize, Playful "
                                                 "Phantom, Stalwart Poro. Choose a card to draw")
    names = {b.text() for b in window.prompt.findChildren(QPushButton)}
    assert {"Draw Mobilize", "Draw Playful Phantom", "Draw Stalwart Poro"} <= names


def test_dragon_roost_asks_for_its_cost_before_where_the_dragon_enters(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("dragon-roost-declined.toml"))
    window.controller.act(Action("play", (labels["drake"],)))
    qtbot.wait(1)
    assert game.decision.data["ask"] == "paid_location"
    assert window.prompt.label.text() == ("Pay 2 Power more as an additional cost to play it "
                                          "to battlefield 1?")


def test_endless_riches_offers_a_trash_card_for_its_own_cost(qtbot, window) -> None:
    game, labels = attach_position(window, _pos("endless-riches-play-from-trash.toml"))
    window.browse_pile(0, "trash")
    texts = [b.text() for b in window.browser.findChildren(QPushButton)]
    # Brittle Steel: its Flow cost, or its own; Lecturing Yordle: its own
    assert texts == ["Play for 4 Energy, 1 Power", "Play for its own cost",
                     "Play for its own cost"]
    label = window.interaction.action_label(Action("play", (labels["yordle"],)))
    assert label == "Play from the trash for its own cost"
