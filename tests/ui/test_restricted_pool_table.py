"""Restricted Energy and Power at the table (RUP4 429): the pool shows them ringed, and its
tooltip says what they may pay for, in the player's language."""

from __future__ import annotations

from tests.ui.conftest import attach_position


def test_restricted_energy_shows_with_what_it_pays_for(qtbot, window) -> None:
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"legend": {"card": "Renekton, Butcher of the Sands", "label": "ren"},
              "pool": {"any": 2}},
        "B": {},
    })
    pool = window.scene._pools[0]
    assert pool.pool[2] == 2  # the [A] shows too
    assert pool.toolTip() == ""
    window.controller.unlock("curtain")
    assert window.controller.act(f"act {labels['ren']} 0")
    assert game.state.players[0].pool.restricted == {"units": (2, 0)}
    assert pool.pool[3] == (("units", 2, 0),)
    assert pool.toolTip() == ("2 Energy and 0 Power of any domain, only for units and abilities "
                              "of units")
