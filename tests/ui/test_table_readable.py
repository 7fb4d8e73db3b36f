"""The table gives its space to the cards ([table] issue): hand cards at least 90x126 px at
1280x720 (larger at 1920x1080), units at least 72x100 px while a side has six or fewer at a
battlefield, names of up to 20 characters on two lines without cutting, exhausted cards
tilted (their names horizontal), the log collapsed to a strip, and the preview docked where
it never covers the board or a target."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QAbstractAnimation, QRect, Qt
from PySide6.QtTest import QTest

from app.ui.card_painter import EXHAUST_SHRINK, EXHAUST_TILT, NAME_PX, fit_name
from tests.ui.conftest import attach_position, drag, item_point, zone_point

NAMES = ["Sergeant of the Vale", "Corsair of Bilgewater", "Warden Under Stone",
         "Lighthouse of Ashes", "Poro of the Deep Sea", "Herald of Iron Gates",
         "Shield of the Morning"]  # 20 characters and fewer
CARDS = {n: {"type": "Unit", "energy": k % 5 + 1, "might": k % 4 + 1,
             "domains": [["Calm"], ["Fury"], ["Mind", "Chaos"], ["Body"], ["Order"]][k % 5]}
         for k, n in enumerate(NAMES)}


def _position() -> dict:
    mine = [{"card": NAMES[k], "owner": "A", "exhausted": k % 2 == 1, "label": f"u{k}"}
            for k in range(6)]
    theirs = [{"card": NAMES[k], "owner": "B", "label": f"f{k}"} for k in range(6)]
    return {
        "turn_player": "A",
        "A": {"hand": NAMES[:7], "runes": ["Calm Rune"] * 6, "base": NAMES[:3]},
        "B": {"hand": NAMES[:5], "runes": ["Fury Rune"] * 6, "base": NAMES[3:6]},
        "battlefields": [{"card": "Open Field", "controller": "A", "units": mine + theirs},
                         {"card": "Open Field"}],
    }


def _settle(qtbot, scene) -> None:
    def settled() -> bool:
        return all(a.state() != QAbstractAnimation.State.Running
                   for it in scene.items_by_id.values() for a in (it._move_anim, it._turn_anim))

    qtbot.waitUntil(settled, timeout=5000)


def _screen_size(window, item) -> tuple[float, float]:
    """The card's untilted size on screen, in pixels."""
    k = window.view.transform().m11() * item.scale()
    r = item._rect()
    return r.width() * k, r.height() * k


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_cards_get_the_space_at_1280x720_and_1920x1080(qtbot, window, size) -> None:
    window.resize(*size)
    window.show()
    game, labels = attach_position(window, _position(), CARDS)
    _settle(qtbot, window.scene)
    scene = window.scene
    hand = [it for it in scene.items_by_id.values() if it.zone == "hand"]
    assert len(hand) == 7
    floor = (90, 126) if size == (1280, 720) else (130, 182)
    for item in hand:
        w, h = _screen_size(window, item)
        assert w >= floor[0] and h >= floor[1], (w, h, size)
    units = [scene.items_by_id[labels[f"{s}{k}"]] for s in "uf" for k in range(6)]
    for item in units:
        w, h = _screen_size(window, item)
        if not item.state.get("exhausted"):
            assert w >= 72 and h >= 100, (item.card.name, w, h, size)
        else:  # tilted and a little smaller: no wider than a ready card
            assert w >= 72 * EXHAUST_SHRINK and h >= 100 * EXHAUST_SHRINK, (w, h)
    # six units a side at a battlefield: one row, full size, nobody covers anybody
    for side in "uf":
        rects = [(lambda it: it.mapRectToScene(it._rect()))(scene.items_by_id[labels[f"{side}{k}"]])
                 for k in range(6)]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert a.intersected(b).width() < 1.0, (side, a, b)
    # names of up to 20 characters: two lines at most, nothing cut
    zoom = window.view.transform().m11()
    for item in hand + units:
        lines, px, _bold = fit_name(item.card.name, item.name_px(), item._rect().width() - 12)
        assert len(lines) <= 2 and not any(ln.endswith("\u2026") for ln in lines), lines
        assert px * item.scale() * zoom >= 9.0, (item.card.name, px)
    # an exhausted card is tilted, not turned: its name reads horizontally
    tilted = scene.items_by_id[labels["u1"]]
    assert tilted.rotation() == pytest.approx(EXHAUST_TILT) and abs(EXHAUST_TILT) <= 12
    assert scene.items_by_id[labels["u0"]].rotation() == 0


def test_the_log_collapses_to_a_strip_and_the_board_takes_the_width(qtbot, window) -> None:
    window.resize(1280, 720)
    window.show()
    attach_position(window, _position(), CARDS)
    qtbot.wait(50)
    view = window.view
    assert not window.log_dock.isVisible()  # collapsed for a new player
    assert view.log_strip.isVisible()
    collapsed = view.transform().m11()
    QTest.mouseClick(view.log_strip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.log_dock.isVisible, timeout=1000)
    qtbot.waitUntil(lambda: not view.log_strip.isVisible(), timeout=1000)
    qtbot.waitUntil(lambda: view.transform().m11() < collapsed * 0.99, timeout=1000)
    window.log_dock.close()  # its title bar's close button: back to the strip
    qtbot.waitUntil(view.log_strip.isVisible, timeout=1000)
    qtbot.waitUntil(lambda: view.transform().m11() == pytest.approx(collapsed), timeout=1000)
    # the collapse is remembered with the window's layout
    saved = window.saveState()
    window.log_dock.show()
    window.restoreState(saved)
    assert not window.log_dock.isVisible()


def _viewport_rect(window, item) -> QRect:
    return window.view.mapFromScene(item.card_rect()).boundingRect()


def test_the_preview_never_covers_a_target_while_a_choice_is_asked(qtbot, window) -> None:
    """[defects]: the large preview stays clear of the targets while you choose them."""
    window.resize(1280, 720)
    window.show()
    pos = {"turn_player": "A",
           "A": {"hand": [{"card": "Falling Star", "label": "star"}],
                 "runes": ["Fury Rune"] * 4, "base": NAMES[:4]},
           "B": {"base": NAMES[2:7]},
           "battlefields": [{"card": "Open Field", "controller": "B",
                             "units": [{"card": n, "owner": "B"} for n in NAMES[:6]]},
                            {"card": "Open Field", "controller": "A",
                             "units": [{"card": n, "owner": "A"} for n in NAMES[1:5]]}]}
    game, labels = attach_position(window, pos, CARDS)
    _settle(qtbot, window.scene)
    drag(qtbot, window, item_point(window, labels["star"]), zone_point(window, "base"))
    scene = window.scene
    qtbot.waitUntil(lambda: any(it.targetable for it in scene.items_by_id.values()),
                    timeout=3000)
    targets = [it for it in scene.items_by_id.values() if it.targetable]
    assert len(targets) >= 10
    board = window.view.mapFromScene(scene.sceneRect()).boundingRect()
    for hovered in targets:  # the pointer over each target shows its preview
        QTest.mouseMove(window.view.viewport(), item_point(window, hovered.oid))
        qtbot.waitUntil(lambda h=hovered: window.preview.isVisible()
                        and window.preview.card is h.card, timeout=1000)
        shown = window.preview.geometry()
        assert not shown.intersects(board.adjusted(1, 1, -1, -1)), (shown, board)
        for t in targets:
            assert not shown.intersects(_viewport_rect(window, t)), t.card.name


def _zones_apart_and_cards_home(window, where: str) -> None:
    scene = window.scene
    rects = {k: z.rect() for k, z in scene.zone_items.items() if not k.startswith("fd")}
    keys = sorted(rects)
    table = scene.sceneRect()
    for i, a in enumerate(keys):
        assert table.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects[a]), (where, a)
        for b in keys[i + 1:]:
            inter = rects[a].intersected(rects[b])
            assert not inter.isValid() or inter.isEmpty(), (where, a, b)
    # every card on the table lies inside the table, and no two cards of a row overlap
    for item in scene.items_by_id.values():
        r = item.mapRectToScene(item._rect())
        assert table.adjusted(-1, -1, 1, 1).contains(r), (where, item.zone, item.card)
    # the texts on the table stay inside it and clear of the battlefields' unit halves
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    for it in scene.items():
        if isinstance(it, QGraphicsSimpleTextItem) and it.text().strip() and it.isVisible():
            r = it.sceneBoundingRect()
            assert table.adjusted(-1, -1, 1, 1).contains(r), (where, it.text())
    # the preview column is off the table
    view = window.view
    board = view.mapFromScene(table).boundingRect()
    assert not view.preview_rect().intersects(board.adjusted(1, 1, -1, -1)), where


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("mode", ["duel", "skirmish", "war", "2v2", "match"])
def test_nothing_overlaps_in_every_mode(qtbot, window, mode, size) -> None:
    from app.selfplay import choose_random
    from app.ui.screenshot import _start_mode_game

    window.resize(*size)
    window.show()
    if mode == "match":
        from app.ui.match_demo import show_demo_match

        show_demo_match(window, 3, 40)
    elif mode == "duel":
        window.start_default_game(seed=3)
    else:
        _start_mode_game(window, mode, 3)
    c = window.controller
    rng = random.Random(3)
    for _ in range(120 if mode != "match" else 0):
        window.curtain.hide()
        if c.game is None or c.game.is_over:
            break
        from app.ui.controller import CURTAIN

        if CURTAIN in c.locks:
            c.unlock(CURTAIN)
        legal = c.legal() or c.game.legal_actions()
        c.act(choose_random(rng, legal))
    window.curtain.hide()
    qtbot.wait(30)
    _settle(qtbot, window.scene)
    _zones_apart_and_cards_home(window, f"{mode} {size}")
    if mode == "match":  # the Match's score: at the foot of the preview's column
        panel = window.match_session.panel
        board = window.view.mapFromScene(window.scene.sceneRect()).boundingRect()
        assert panel.isVisible()
        assert not panel.geometry().intersects(board.adjusted(1, 1, -1, -1))
        assert not panel.geometry().intersects(window.view.preview_rect())
    assert NAME_PX * window.view.transform().m11() >= 9.0
    # the viewer's cards keep their size in every mode
    hand_floor = (90, 126) if size == (1280, 720) else (130, 182)
    for item in window.scene.items_by_id.values():
        w, h = _screen_size(window, item)
        if item.zone == "hand":
            assert w >= hand_floor[0] and h >= hand_floor[1], (mode, size, w, h)
        elif item.zone.startswith("bf") and item.scale() == 1.0 and \
                not item.state.get("exhausted") and item.card is not None and \
                item.card.type.value != "Battlefield":
            assert w >= 72 and h >= 100, (mode, size, w, h)


def test_the_turn_banner_breaks_between_its_parts(qtbot) -> None:
    """"Turn 3 · Player A · Action phase · Combat at battlefield 1, focus: Player A" once
    wrapped by words and left "Player A" alone on a third line: each part now keeps a line
    of its own, in a smaller type if it must."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from app.ui.table_scene import TableScene

    t = QGraphicsSimpleTextItem()
    parts = ["Turn 3 · Player A · Action phase", "Combat at battlefield 1, focus: Player A"]
    assert TableScene._fit_banner(t, parts, 314.0, 120.0).split("\n") == parts
    short = ["Turn 3 · Player A · Action phase"]
    assert TableScene._fit_banner(t, short, 314.0, 120.0) == short[0]
