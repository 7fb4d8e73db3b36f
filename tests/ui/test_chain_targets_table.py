"""A spell or ability on the chain as a target (Not So Fast, Repulse; RUP4 355.9.a.2): the
prompt offers one button per item, named by its card (or its source, for an ability), and
the view lists what a chain item chooses there apart from the objects it chooses."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine.core.actions import parse_action
from app.scenarios import expand
from app.ui.controller import CURTAIN
from app.ui.layout import chain_rect
from tests.ui.conftest import attach_position
from tests.ui.test_effects import _act

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_chain_items_are_buttons(qtbot, window) -> None:
    data = tomllib.loads((CARDS / "not-so-fast-choice.toml").read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"])
    for text in ("act {ballista} 0", "target {poro}", "play {mes}", "target {sergeant}", "pass",
                 "play {nsf}"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(game.view(1), game.legal_actions())  # B's question
    names = [label for label, _ in p.buttons]
    assert "The ability of Iron Ballista on the chain" in names
    assert "Mesmerize on the chain" in names
    game.apply_or_raise(parse_action(expand(game, labels, "target {chain:1}")))
    entry = game.view(0)["chain"][-1]
    assert entry["chain_targets"] == [game.state.chain[1].id]
    assert entry["targets"] == [[]]


def test_every_chain_item_reads_in_its_own_row(qtbot, window) -> None:
    """Three items in the narrow left column (an ability, Mesmerize, Not So Fast): at
    1280x720 the ability's words once lay over Not So Fast's name and Mesmerize was hidden
    under it. Each item now has its own row: none covers another, all are in the column
    under its title, each card's name is drawn whole."""
    from app.ui.layout import chain_rect

    data = tomllib.loads((CARDS / "not-so-fast-choice.toml").read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"])
    for text in ("act {ballista} 0", "target {poro}", "play {mes}", "target {sergeant}", "pass",
                 "play {nsf}"):
        _act(window, game, labels, text)
    scene = window.scene
    column = chain_rect(game.view(0))
    cards = [scene.items_by_id[labels[k]] for k in ("mes", "nsf")]
    qtbot.waitUntil(lambda: all(column.contains(c.card_rect()) for c in cards))  # moved there
    chips = scene._chain_chips
    assert len(chips) == 1 and chips[0].toolTip() == "Ability: Iron Ballista"
    rects = [chips[0].mapRectToScene(chips[0].rect())] + [c.card_rect() for c in cards]
    assert [r.top() for r in rects] == sorted(r.top() for r in rects)  # newest last
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    title = scene._texts["chaintitle"].sceneBoundingRect()
    for r in rects:
        assert title.bottom() <= r.top() and column.contains(r)
        assert r.height() >= 30  # a row a name reads in, not a sliver
    for item in cards:
        assert item.isVisible() and item.plate is not None
    # the ability's words fit its row
    text = chips[0].childItems()[0]
    assert chips[0].rect().contains(text.mapRectToParent(text.boundingRect()))


def test_an_abilitys_words_fit_its_chain_slot_whole(qtbot, window) -> None:
    """A lone trigger once showed "Triggered: Altar of Me…" on two lines with room for more
    below; a row among others holds the words smaller, inside its frame."""
    from PySide6.QtCore import QRectF

    from app.ui.card_painter import CARD_H
    from app.ui.layout import CHAIN_SCALE
    from app.ui.table_scene import TableScene

    label = "Triggered: Altar of Memories"
    for slot, framed in ((QRectF(6, 300, 108, CARD_H * CHAIN_SCALE), False),
                         (QRectF(6, 300, 108, 38), True)):
        chip = TableScene._ability_chip(label, slot, framed)
        text = chip.childItems()[0]
        assert text.text().replace("\n", " ") == label  # whole, not cut
        assert chip.rect().contains(text.mapRectToParent(text.boundingRect()))


def test_chain_items_light_up_and_are_chosen_by_a_click(qtbot, window) -> None:
    """Not So Fast may choose Mesmerize or the Ballista's ability: both light up in the
    targets' magenta on the table (the card's plate, the ability's chip), and a click on
    one chooses it, as its button does."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.ui.card_item import TARGET

    data = tomllib.loads((CARDS / "not-so-fast-choice.toml").read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"])
    for text in ("act {ballista} 0", "target {poro}", "play {mes}", "target {sergeant}", "pass",
                 "play {nsf}"):
        _act(window, game, labels, text)
    scene = window.scene
    mes, nsf = scene.items_by_id[labels["mes"]], scene.items_by_id[labels["nsf"]]
    assert mes.targetable and not nsf.targetable  # its own spell can't be chosen
    c, rad = mes.mark.reticle_at()  # at the plate's right end, off the name it once hid
    assert c.x() - rad * 1.35 > mes.plate[0] * 0.6
    chip = scene._chain_chips[0]
    assert chip.pen().color() == TARGET
    qtbot.waitUntil(lambda: chain_rect(game.view(1)).contains(mes.card_rect()))
    window.interaction.on_click(labels["mes"])
    assert game.view(1)["chain"][-1]["chain_targets"] == [game.state.chain[1].id]
    assert scene._chain_chips[0].pen().color() != TARGET  # chosen: the question is over

    game2, labels2 = attach_position(window, data["position"])  # again, the ability this time
    for text in ("act {ballista} 0", "target {poro}", "play {mes}", "target {sergeant}", "pass",
                 "play {nsf}"):
        _act(window, game2, labels2, text)
    chip = window.scene._chain_chips[0]
    at = window.view.mapFromScene(chip.mapRectToScene(chip.rect()).center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, at)
    assert game2.view(1)["chain"][-1]["chain_targets"] == [game2.state.chain[0].id]
