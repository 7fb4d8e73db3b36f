"""hide-cost at the table: dragging a card to hide it asks which cost to pay when an
alternative hide cost ("you may pay 1 Energy instead of [A] to hide", as Teemo, Swift Scout's)
can be paid too."""

from tests.ui.conftest import attach_position, current_prompt, drag, item_point, zone_point

CARDS = {
    "Test Elk": {"type": "Unit", "energy": 1, "might": 2, "domains": ["Chaos"]},
    "Test Veil": {"type": "Spell", "energy": 1, "keywords": {"Hidden": 1}},
    "Test Scout Post": {"type": "Gear", "energy": 1,
                        "abilities": [{"kind": "static", "static": {"op": "hide_cost", "n": 1}}]},
}


def _position(runes):  # type: ignore[no-untyped-def]
    return {
        "turn_player": "A",
        "A": {"base": [{"card": "Test Scout Post", "label": "post"}],
              "hand": [{"card": "Test Veil", "label": "veil"}], "runes": runes},
        "B": {},
        "battlefields": [{"card": "Open Field", "controller": "A",
                          "units": [{"card": "Test Elk", "owner": "A"}]},
                         {"card": "Open Field"}],
    }


def test_a_drop_asks_which_hide_cost_and_pays_the_one_chosen(qtbot, window) -> None:
    game, labels = attach_position(window, _position(["Chaos Rune", "Chaos Rune"]), CARDS)
    veil = labels["veil"]
    drag(qtbot, window, item_point(window, veil), zone_point(window, "fd0"))
    assert game.state.objs[veil].zone == "hand"  # nothing happens before the choice
    p = current_prompt(window)
    labels_ = [label for label, _ in p.buttons]
    assert labels_ == ["Pay 1 Power of any domain", "Pay 1 Energy", "Cancel"]
    window.interaction.press_button(p.buttons[1][1])
    assert game.state.battlefields[0].facedown == veil
    runes = game.state.players[0].runes
    assert len(runes) == 2 and sum(game.state.objs[r].exhausted for r in runes) == 1


def test_cancel_takes_the_drop_back(qtbot, window) -> None:
    game, labels = attach_position(window, _position(["Chaos Rune"]), CARDS)
    veil = labels["veil"]
    drag(qtbot, window, item_point(window, veil), zone_point(window, "fd0"))
    p = current_prompt(window)
    window.interaction.press_button(p.buttons[-1][1])
    assert game.state.objs[veil].zone == "hand"
    assert all(b[1] != "hide_cancel" for b in current_prompt(window).buttons)


def test_one_payable_cost_hides_without_asking(qtbot, window) -> None:
    pos = _position([])
    pos["A"]["pool"] = {"energy": 1}  # no rune: [A] can't be paid, 1 Energy can
    game, labels = attach_position(window, pos, CARDS)
    veil = labels["veil"]
    drag(qtbot, window, item_point(window, veil), zone_point(window, "fd0"))
    assert game.state.battlefields[0].facedown == veil
    assert game.state.players[0].pool.energy == 0
