"""top_or_bottom at the table (Altar of Memories, Keeper's Verdict): the hand card to put back
and then top or bottom each get their prompt and buttons; which hand card it is, and the
question's card, stay with its owner (RUP4 108.4.d, 128)."""

from __future__ import annotations

from pathlib import Path

from app.engine.core.actions import parse_action
from tests.ui.conftest import apply_and_show, attach_scenario, current_prompt

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_altar_asks_for_a_hand_card_then_top_or_bottom(qtbot, window) -> None:
    game, labels = attach_scenario(window, CARDS / "altar-of-memories.toml")
    for text in ("play {ray}", "pass", "pass", "yes", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    p = current_prompt(window)
    assert p.text.startswith("Click a card of your hand to put on the top or the bottom")
    apply_and_show(window, game, labels, "choose {disc}")
    p = current_prompt(window)
    assert p.text == "Put Sun Disc on the top or the bottom of your Main Deck?"
    assert [label for label, _ in p.buttons] == ["Top of the deck", "Bottom of the deck"]
    # the other player sees a question, not which card
    other = game.view(1)["decision"]
    assert "placing" not in other and "actions" not in other
    result = game.apply(parse_action("choose top"))
    logged = [e for e in result.events if e.kind == "deck_place"]
    assert logged and "card" not in logged[-1].for_player(1).data
    assert logged[-1].for_player(0).data["card"] == game.state.objs[labels["disc"]].card.code


def test_keepers_verdict_asks_the_units_owner(qtbot, window) -> None:
    game, labels = attach_scenario(window, CARDS / "keepers-verdict-bottom.toml")
    for text in ("play {verdict}", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    assert game.decision.player == 1
    assert game.view(1)["decision"]["placing"]["name"] == "Vanguard Sergeant"
    assert "placing" not in game.view(0)["decision"]


def test_the_card_to_place_is_marked_on_the_table(qtbot, window) -> None:
    """"Put Vanguard Sergeant on the top or the bottom...": the Sergeant, at its
    battlefield among others, shows picked while its owner decides."""
    game, labels = attach_scenario(window, CARDS / "keepers-verdict-bottom.toml")
    for text in ("play {verdict}", "pass", "pass"):  # its only target: chosen at once
        apply_and_show(window, game, labels, text)
    window.controller.look_from(1)
    window.interaction.refresh()
    assert window.controller.view()["decision"]["placing"]["id"] == labels["sergeant"]
    items = window.scene.items_by_id
    assert items[labels["sergeant"]].picked
    assert not any(item.picked for oid, item in items.items() if oid != labels["sergeant"])
