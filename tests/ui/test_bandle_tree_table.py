"""A raised Facedown Zone occupancy (Bandle Tree, RUP4 107.3.b.1): both facedown cards are on
the table, each private to its controller in the per-player view."""

from __future__ import annotations

from tests.ui.conftest import attach_position


def _tree() -> dict:
    return {
        "turn_player": "A",
        "A": {},
        "B": {},
        "battlefields": [{"card": "Bandle Tree", "controller": "A",
                          "units": [{"card": "Stalwart Poro", "owner": "A"}],
                          "facedown": {"card": "Block", "owner": "A", "label": "f1"},
                          "facedown_extra": [{"card": "Stupefy", "owner": "A", "label": "f2"}]},
                         {"card": "Open Field"}],
    }


def test_both_facedown_cards_are_laid_out_face_down(qtbot, window) -> None:
    game, labels = attach_position(window, _tree())
    scene = window.scene
    first, second = (scene.items_by_id[labels[k]] for k in ("f1", "f2"))
    assert not first.face_up and not second.face_up
    assert first.sceneBoundingRect() != second.sceneBoundingRect()


def test_the_extra_facedown_card_is_private_to_its_controller(qtbot, window) -> None:
    game, labels = attach_position(window, _tree())
    mine = game.view(0)["battlefields"][0]["facedown_extra"]
    theirs = game.view(1)["battlefields"][0]["facedown_extra"]
    assert mine[0]["name"] == "Stupefy"
    assert theirs == [{"id": labels["f2"], "owner": 0, "controller": 0}]
