"""Nothing the table draws for a moment hides what it says for good: the end-of-combat
caption leaves the battlefield's "Controlled by" line readable, and the chain's title keeps
clear of the chain's first card in the narrow left column, and the opponent's card backs
leave their "Hand" label readable."""

from __future__ import annotations

import pytest

from app.ui.layout import LEFT_COL
from app.ui.transients import Caption
from tests.ui.conftest import attach_position
from tests.ui.test_effects import _act, _combat, _scenario


def test_the_combat_caption_hides_no_card_and_the_control_line_reads_after(qtbot,
                                                                          window) -> None:
    """The caption takes the band (never a unit's name, [table] review); the conquest it
    announces is the control line's news, which reads once the caption has gone."""
    game, labels = _combat(window)
    _act(window, game, labels, "move {brute} bf0")
    _act(window, game, labels, "pass")
    _act(window, game, labels, "pass")
    for target in ("tank", "pawn", "pawn"):
        _act(window, game, labels, f"assign {{{target}}}")
    cap = next(c for c in window.effects.effects("caption") if isinstance(c, Caption))
    assert any("conquers" in line for line in cap.lines)
    ctl = window.scene._texts["bfctl0"]
    assert ctl.text() == "Controlled by Player A"  # what the conquest changed (RUP4 469)
    box = cap.sceneBoundingRect()
    for item in window.scene.items_by_id.values():
        if item.zone.startswith("bf") and item.card is not None and item.isVisible() \
                and item.card.type.value == "Unit":
            assert not box.intersects(item.card_rect()), item.card.name
    # and it stays over its battlefield, whole
    assert window.scene.zone_items["bf0"].rect().contains(box)
    qtbot.waitUntil(lambda: not window.effects.effects("caption"), timeout=5000)
    assert ctl.isVisible() and ctl.text() == "Controlled by Player A"


def test_the_chain_title_keeps_clear_of_the_chain(qtbot, window) -> None:
    data = _scenario("355.4-move-destination-chosen-while-playing.toml")
    game, labels = attach_position(window, data["position"], data["cards"])
    _act(window, game, labels, "play {gust}")
    _act(window, game, labels, "target {foe}")
    assert game.state.chain
    title = window.scene._texts["chaintitle"]
    assert title.text() == "Chain\n(newest last)"
    card = window.scene.items_by_id[labels["gust"]].sceneBoundingRect()
    cr = title.sceneBoundingRect()
    assert cr.bottom() + 6 <= card.top()  # air between them, not touching
    assert cr.right() <= LEFT_COL  # whole in the column, not cut by the battlefield


def test_the_opponents_hand_label_is_not_under_their_backs(qtbot, window) -> None:
    data = _scenario("355.4-move-destination-chosen-while-playing.toml")
    game, labels = attach_position(window, data["position"], data["cards"])
    label = window.scene.zone_items["opp_hand"].label
    assert label.text() == "Hand"
    back = window.scene.items_by_id[labels["shove"]].sceneBoundingRect()
    assert not label.sceneBoundingRect().intersects(back)
    assert window.scene.zone_items["opp_hand"].rect().contains(back)


@pytest.mark.parametrize("mode", ["war", "2v2"])
def test_every_zone_label_stays_inside_its_own_zone(qtbot, window, mode) -> None:
    """A compact panel's narrow champion slot once pushed "Champion" onto the legend's slot,
    whose card then hid its first letters."""
    from tests.ui.test_table_multiplayer import CARDS, _crowded

    attach_position(window, _crowded(mode), CARDS)
    for key, zone in window.scene.zone_items.items():
        if key.startswith("fd"):  # named from beside it, on the band's empty side
            continue
        label = zone.label.sceneBoundingRect()
        assert zone.rect().left() <= label.left() and label.right() <= zone.rect().right(), key
        assert zone.label.font().pixelSize() >= 11, key  # smaller, still readable


@pytest.mark.parametrize("mode", ["duel", "war"])
def test_no_card_lies_on_a_shown_zone_label(qtbot, window, mode) -> None:
    """A label half under a card read as a stray "Rune" or "B": it goes while a card lies
    on it, and comes back when the zone is empty."""
    from tests.ui.test_table_multiplayer import CARDS, _crowded, _settle

    pos = _crowded("war")
    if mode == "duel":
        pos = {"mode": "duel", "turn_player": "A", "A": pos["A"], "B": pos["B"],
               "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    attach_position(window, pos, CARDS)
    scene = window.scene
    _settle(qtbot, scene)
    cards = [it.sceneBoundingRect() for it in scene.items_by_id.values()]
    shown = [k for k, z in scene.zone_items.items() if z.label.isVisible()]
    for key in shown:
        label = scene.zone_items[key].label.sceneBoundingRect()
        assert not any(c.intersects(label) for c in cards), key
    # the empty ones keep their names
    assert {"bf0", "bf1", "hand"} <= set(shown) if mode == "duel" else "hand" in shown
