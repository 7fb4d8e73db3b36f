"""grant-activated (RUP4 477.2): an ability an object has from a passive ability is named with
the card it comes from in the table's menu, and the view says whose abilities it has."""

from __future__ import annotations

from app.engine import Action
from tests.ui.conftest import attach_position


def _board() -> dict:
    return {
        "turn_player": "A",
        "A": {"base": [{"card": "Heimerdinger, Inventor", "label": "heim"},
                       {"card": "Ravenborn Tome", "label": "disc", "exhausted": True}]},
        "B": {},
    }


def test_granted_ability_menu_names_its_card(qtbot, window) -> None:
    game, labels = attach_position(window, _board())
    act = Action("act", (labels["heim"], 0))
    assert act in window.controller.legal()
    assert window.interaction.action_label(act) == "Use ability of Ravenborn Tome"
    # the giver's own ability keeps the plain label
    assert window.interaction.action_label(Action("act", (labels["disc"], 0))) == "Use ability"


def test_view_lists_whose_abilities_it_has(qtbot, window) -> None:
    game, labels = attach_position(window, _board())
    for viewer in (0, 1):  # public: the board is public information (RUP4 109.2)
        heim = next(o for o in game.view(viewer)["players"][0]["base"]
                    if o["id"] == labels["heim"])
        assert heim["granted_abilities"] == [{"from": labels["disc"], "code": "OGN-032"}]
