"""A long chain at 1280x720: six items once got rows of a dozen pixels in the narrow left
column, too small to read. The newest items keep rows a name reads in; the oldest fold
into one row that counts them and names them on hover, and unfold as the chain resolves."""

from __future__ import annotations

import pytest

from app.ui.layout import CHAIN_ROW_MIN, chain_rect
from tests.ui.conftest import apply_and_show, attach_position

SIX = ["act {ballista} 0", "target {poro}", "pass", "play {b1}", "target {sergeant}", "pass",
       "play {a1}", "target {sergeant}", "pass", "play {b2}", "target {poro}", "pass",
       "play {a2}", "target {poro}", "pass", "play {nsf}"]


def _position() -> dict:
    """An ability, four Stupefies and Not So Fast, each player answering the other."""
    return {
        "turn_player": "A",
        "A": {"base": [{"card": "Iron Ballista", "label": "ballista"}],
              "hand": [{"card": "Stupefy", "label": "a1"}, {"card": "Stupefy", "label": "a2"}],
              "pool": {"energy": 6, "power": {"Mind": 2}}, "deck": ["Mountain Drake"] * 5},
        "B": {"hand": [{"card": "Stupefy", "label": "b1"}, {"card": "Stupefy", "label": "b2"},
                       {"card": "Not So Fast", "label": "nsf"}],
              "pool": {"energy": 6, "power": {"Calm": 2}}, "deck": ["Mountain Drake"] * 5},
        "battlefields": [{"card": "Open Field", "controller": "B", "units": [
            {"card": "Vanguard Sergeant", "owner": "B", "label": "sergeant"},
            {"card": "Stalwart Poro", "owner": "B", "label": "poro"}]},
            {"card": "Open Field"}],
    }


@pytest.fixture
def small_window(window):  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    return window


def test_a_six_item_chain_reads_at_1280x720(qtbot, small_window) -> None:
    window = small_window
    game, labels = attach_position(window, _position())
    for text in SIX:
        apply_and_show(window, game, labels, text)
    window.controller.changed.emit()
    assert len(game.state.chain) == 6
    scene, view = window.scene, window.view
    chips = scene._chain_chips
    folded = next(c for c in chips if c.data(0) is None)
    text = folded.childItems()[0].text()
    assert text == "+4 earlier"  # the ability and three Stupefies: the oldest
    assert folded.toolTip().split("\n") == ["Earlier on the chain (oldest first):",
                                           "Ability: Iron Ballista", "Stupefy", "Stupefy",
                                           "Stupefy"]
    # the two newest in rows of their own, whole names, readable on the screen
    newest = [scene.items_by_id[game.state.chain[k].obj] for k in (4, 5)]
    qtbot.waitUntil(lambda: all(chain_rect(game.view(0)).contains(c.card_rect())
                                for c in newest))
    rows = [folded.mapRectToScene(folded.rect())] + [c.card_rect() for c in newest]
    for i, a in enumerate(rows):
        assert a.height() >= CHAIN_ROW_MIN - 4
        assert view.mapFromScene(a).boundingRect().height() >= 20  # pixels at 1280x720
        for b in rows[i + 1:]:
            assert not a.intersects(b)
    assert all(c.isVisible() for c in newest)
    hidden = [scene.items_by_id[game.state.chain[k].obj] for k in (1, 2, 3)]
    assert not any(c.isVisible() for c in hidden)  # under the count, not under the rows
    # B's Not So Fast still offers every item of the chain, folded or not, as a button
    names = [label for label, _ in window.interaction._prompt(
        game.view(1), game.legal_actions()).buttons]
    assert "The ability of Iron Ballista on the chain" in names
    # resolving unfolds: with three items left each has its row again, every card shown
    aim = next(a for a in game.legal_actions() if a.verb == "target")
    apply_and_show(window, game, labels, f"target {aim.args[0]}")
    while len(game.state.chain) > 3:
        apply_and_show(window, game, labels, "pass")
    window.controller.changed.emit()
    assert all(c.data(0) is not None for c in scene._chain_chips)
    for item in game.state.chain:
        if item.kind == "card":
            assert scene.items_by_id[item.obj].isVisible()
