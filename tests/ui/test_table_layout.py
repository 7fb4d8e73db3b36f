"""The table reads at 1280×720 and up: zones apart, names legible, crowded battlefields in
rows, identical tokens stacked, highlights that no card colour hides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest

from app.ui.card_art import DOMAIN_COLORS, emblem_layers
from app.ui.card_item import PICKED, TARGET, USABLE
from tests.ui.conftest import attach_position, drag, item_point, zone_point

CARDS = {
    f"Test Unit {k} of the Long Name": {"type": "Unit", "energy": k % 5 + 1, "might": k % 4 + 1,
                                        "domains": [["Calm"], ["Fury"], ["Mind", "Chaos"],
                                                    ["Body"], ["Order"]][k % 5]}
    for k in range(12)
}


def _crowded() -> dict:
    mine = [{"card": f"Test Unit {k} of the Long Name", "owner": "A",
             "exhausted": k >= 7, "label": f"u{k}"} for k in range(8)]
    theirs = [{"card": f"Test Unit {k} of the Long Name", "owner": "B", "label": f"f{k}"}
              for k in (8, 9)]
    runes = ["Calm Rune", "Fury Rune", "Mind Rune", "Chaos Rune", "Body Rune", "Order Rune"] * 2
    runes[3] = {"card": "Chaos Rune", "exhausted": True}
    return {
        "turn_player": "A",
        "A": {"hand": [f"Test Unit {k} of the Long Name" for k in range(7)], "runes": runes,
              "base": [f"Test Unit {k} of the Long Name" for k in range(5)],
              "trash": ["Test Unit 1 of the Long Name"]},
        "B": {"hand": ["Test Unit 1 of the Long Name"] * 7, "runes": runes[:10],
              "base": [{"card": "Test Unit 2 of the Long Name", "exhausted": True}] * 4},
        "battlefields": [{"card": "Open Field", "controller": "A", "units": mine + theirs},
                         {"card": "Open Field"}],
    }


def _scene_rect(item) -> QRectF:
    return item.mapRectToScene(item._rect())


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_crowded_table_is_readable(qtbot, window, size) -> None:
    window.resize(*size)
    game, labels = attach_position(window, _crowded(), CARDS)
    scene, view = window.scene, window.view
    from PySide6.QtCore import QAbstractAnimation

    def settled() -> bool:  # cards' moves and turns finished (a slow machine takes longer)
        return all(a.state() != QAbstractAnimation.State.Running
                   for it in scene.items_by_id.values() for a in (it._move_anim, it._turn_anim))

    qtbot.waitUntil(settled, timeout=5000)
    # no two zones overlap (a facedown slot lies inside its battlefield by design)
    rects = {k: z.rect() for k, z in scene.zone_items.items() if not k.startswith("fd")}
    keys = sorted(rects)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            assert not rects[a].intersected(rects[b]).isValid() or \
                rects[a].intersected(rects[b]).isEmpty(), (a, b)
    # every card stays in its zone: hands, bases, runes, piles, battlefields
    home = {"hand": "hand", "opp_hand": "opp_hand", "base": "base", "opp_base": "opp_base",
            "runes": "runes", "opp_runes": "opp_runes", "trash0": "piles0", "banish0": "piles0",
            "trash1": "piles1", "banish1": "piles1"}
    for item in scene.items_by_id.values():
        keys_for = [home.get(item.zone, item.zone)]
        if item.zone in ("legend", "champion"):  # the same zone name on both sides
            keys_for.append("opp_" + item.zone)
        if keys_for[0] in rects:
            assert any(_inside(_scene_rect(item), rects[k]) for k in keys_for), \
                (item.zone, item.card)
    # every unit at the crowded battlefield is inside its area
    for label in [f"u{k}" for k in range(8)] + ["f8", "f9"]:
        item = scene.items_by_id[labels[label]]
        assert item.zone == "bf0"
        assert _inside(_scene_rect(item), rects["bf0"]), label
    # every face-up card's name is at least 9 px high on screen
    zoom = view.transform().m11()
    for item in scene.items_by_id.values():
        if item.face_up:
            assert item.name_px() * item.scale() * zoom >= 9.0, (item.card.name, size)
    # and so is every label on the table (zones, piles, names, score, banner)
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    for it in scene.items():
        if isinstance(it, QGraphicsSimpleTextItem) and it.text().strip():
            assert it.font().pixelSize() * it.scale() * zoom >= 9.0, it.text()
    # the battlefield shows each side's total Might
    mine = sum(game.view(0)["battlefields"][0]["units"][k]["might"] for k in range(8))
    assert scene._totals[(0, True)].value == mine
    assert scene._totals[(0, False)].value == sum(
        u["might"] for u in game.view(0)["battlefields"][0]["units"][8:])
    assert not scene._totals[(1, True)].isVisible()


def test_ten_units_a_side_shrink_in_one_row_and_keep_their_names_in_view(qtbot, window) -> None:
    pos = _crowded()
    pos["battlefields"][0]["units"] = [
        {"card": f"Test Unit {k} of the Long Name", "owner": "A", "label": f"u{k}"}
        for k in range(10)]
    window.resize(1280, 720)
    game, labels = attach_position(window, pos, CARDS)
    scene = window.scene
    from app.ui.card_painter import table_header_h
    from app.ui.layout import MIN_UNIT_SCALE

    items = [scene.items_by_id[labels[f"u{k}"]] for k in range(10)]
    assert all(MIN_UNIT_SCALE <= it.scale() < 1.0 for it in items)  # smaller, not tiny
    rects = [_scene_rect(it) for it in items]
    assert len({round(r.top()) for r in rects}) == 1  # one row
    header = table_header_h(items[0].name_px()) * items[0].scale()
    for k, r in enumerate(rects):
        # the start of each name (its left half) is covered by no other unit
        strip = QRectF(r.left(), r.top(), r.width() / 2, header)
        for j, other in enumerate(rects):
            if j != k and items[j].zValue() > items[k].zValue():
                assert strip.intersected(other).isEmpty(), (k, j)


def _recruits() -> dict:
    return {
        "turn_player": "A",
        "A": {"runes": ["Calm Rune"] * 2},
        "B": {},
        "battlefields": [{"card": "Open Field", "controller": "A",
                          "units": [{"card": "Recruit", "owner": "A", "label": f"r{k}"}
                                    for k in range(5)]},
                         {"card": "Open Field"}],
    }


def test_five_recruits_make_one_stack_that_spreads_on_hover(qtbot, window) -> None:
    game, labels = attach_position(window, _recruits())
    scene = window.scene
    items = [scene.items_by_id[labels[f"r{k}"]] for k in range(5)]
    counts = sorted(it.stack_count for it in items)
    assert counts == [1, 1, 1, 1, 5]
    top = max(items, key=lambda it: it.zValue())
    assert top.stack_count == 5
    spread = max(it.pos().x() for it in items) - min(it.pos().x() for it in items)
    assert spread < 20  # one pile
    # the pointer comes over the stack
    QTest.mouseMove(window.view.viewport(), item_point(window, top.oid))
    qtbot.waitUntil(lambda: max(it.pos().x() for it in items)
                    - min(it.pos().x() for it in items) > 150, timeout=1000)
    assert all(it.stack_count == 1 for it in items)
    QTest.mouseMove(window.view.viewport(), zone_point(window, "hand"))  # and leaves it
    qtbot.waitUntil(lambda: max(it.pos().x() for it in items)
                    - min(it.pos().x() for it in items) < 20, timeout=1000)
    assert top.stack_count == 5


def test_different_tokens_states_do_not_stack(qtbot, window) -> None:
    pos = _recruits()
    pos["battlefields"][0]["units"][0]["exhausted"] = True
    pos["battlefields"][0]["units"][1]["buff"] = 1
    game, labels = attach_position(window, pos)
    counts = sorted(window.scene.items_by_id[labels[f"r{k}"]].stack_count for k in range(5))
    assert counts == [1, 1, 1, 1, 3]


def test_dragging_a_stack_moves_its_top_unit(qtbot, window) -> None:
    game, labels = attach_position(window, _recruits())
    scene = window.scene
    top = max((scene.items_by_id[labels[f"r{k}"]] for k in range(5)),
              key=lambda it: it.zValue())
    drag(qtbot, window, item_point(window, top.oid), zone_point(window, "base"))
    moved = [labels[f"r{k}"] for k in range(5) if game.state.objs[labels[f"r{k}"]].zone == "base"]
    assert len(moved) == 1
    others = [labels[f"r{k}"] for k in range(5) if labels[f"r{k}"] not in moved]
    qtbot.waitUntil(lambda: max(scene.items_by_id[o].stack_count for o in others) == 4,
                    timeout=1000)


def test_highlights_use_colours_no_domain_has_and_targets_get_a_reticle(qtbot, window) -> None:
    game, labels = attach_position(window, _recruits())
    scene = window.scene
    a, b, c = (labels[f"r{k}"] for k in range(3))
    scene.mark({a}, {b}, {c})
    ia, ib, ic = (scene.items_by_id[o] for o in (a, b, c))
    assert (ia.mark.kind, ib.mark.kind, ic.mark.kind) == ("usable", "target", "picked")
    assert ia.mark.isVisible() and ib.mark.isVisible() and ic.mark.isVisible()
    assert ia.mark.color == USABLE and ib.mark.color == TARGET and ic.mark.color == PICKED
    assert ib.mark.reticle and not ia.mark.reticle and not ic.mark.reticle
    domain_hues = {col.hue() for col in DOMAIN_COLORS.values() if col.hue() >= 0}
    for col in (USABLE, TARGET):
        assert all(min(abs(col.hue() - h), 360 - abs(col.hue() - h)) >= 25 for h in domain_hues)
    assert scene._pulse.isActive()  # legal targets pulse
    scene.mark(set(), set(), set())
    assert not ia.mark.isVisible() and not ib.mark.isVisible()


def test_every_card_gets_its_own_emblem() -> None:
    a = emblem_layers("Test Bear", "Unit", ("Calm",))
    assert a == emblem_layers("Test Bear", "Unit", ("Calm",)) or \
        [p.toFillPolygon().toList() for p, _, _ in a] == \
        [p.toFillPolygon().toList() for p, _, _ in emblem_layers("Test Bear", "Unit", ("Calm",))]
    names = [f"Card {k}" for k in range(40)]
    shapes = {tuple(round(pt.x(), 3) for p, _, _ in emblem_layers(n, "Unit", ("Fury",))
                    for pt in p.toFillPolygon().toList()) for n in names}
    assert len(shapes) == len(names)
