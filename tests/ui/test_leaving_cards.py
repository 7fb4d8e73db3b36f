"""A card that left the table slides away over the others for a moment (to its owner's deck
or hand pile): it takes no press meant for the card under it. A drag begun there grabbed the
leaving card and did nothing, silently (seen in whole games by mouse under load)."""

from __future__ import annotations

import copy

from app.ui import card_item


def test_a_leaving_card_takes_no_press_meant_for_the_card_under_it(qtbot, window) -> None:
    window.start_default_game(seed=5)
    scene = window.scene
    view = copy.deepcopy(scene.view_data)
    hand = view["players"][view["viewer"]]["hand"]
    gone, kept = hand[0]["id"], hand[1]["id"]
    leaving = scene.items_by_id[gone]
    under = scene.items_by_id[kept]
    del hand[0]  # it left the table: shuffled away, say
    old_ms, card_item.ANIM_MS = card_item.ANIM_MS, 10_000  # still sliding as it is pressed
    try:
        scene.show_view(view)
        assert leaving.scene() is scene and gone not in scene.items_by_id
        leaving.setPos(under.pos())  # passing over the card
        point = under.card_rect().center()
        assert leaving in scene.items(point) and leaving.zValue() > under.zValue()
        assert scene.card_at(point) is under
    finally:
        card_item.ANIM_MS = old_ms
