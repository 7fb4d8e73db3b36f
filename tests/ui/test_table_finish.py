"""The designer's review of the table's look ([table] #28): the preview column is never
empty, captions never hide a card, damage numbers stay on the unit they hit."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtTest import QTest

from app.engine import Action, Event
from tests.ui.conftest import attach_position, item_point
from tests.ui.test_effects import _act, _combat, _gone, _rect

CARDS = {"Test Bear": {"type": "Unit", "energy": 2, "might": 3, "domains": ["Calm"]}}


def _empty_spot(window) -> QPoint:
    """A point of the felt with no card under it (the middle of an empty battlefield)."""
    r = window.scene.zone_items["bf1"].rect()
    return window.view.mapFromScene(r.center().x() + r.width() * 0.3, r.top() + 20)


def test_the_preview_column_shows_a_resting_card_and_the_pointed_one(qtbot, window) -> None:
    window.resize(1280, 720)
    pos = {"turn_player": "A",
           "A": {"legend": "Master Yi, Wuju Bladesman",
                 "hand": [{"card": "Test Bear", "label": "bear"}],
                 "runes": ["Calm Rune", "Calm Rune"]},
           "B": {}, "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    game, labels = attach_position(window, pos, CARDS)
    preview = window.preview
    # nothing played yet: the viewer's legend, said so
    qtbot.waitUntil(preview.isVisible, timeout=1000)
    assert preview.heading == "Your legend" and preview.card.name.startswith("Master Yi")
    col = window.view.preview_column()
    assert col.contains(preview.geometry().center())
    # pointing at a card (real mouse moves on the viewport) shows it, without a heading
    vp = window.view.viewport()
    QTest.mouseMove(vp, item_point(window, labels["bear"]))
    qtbot.waitUntil(lambda: preview.card is not None and preview.card.name == "Test Bear",
                    timeout=1000)
    assert preview.heading == ""
    QTest.mouseMove(vp, _empty_spot(window))  # away again: the resting card comes back
    qtbot.waitUntil(lambda: preview.heading == "Your legend", timeout=1000)
    # a card played becomes the resting card
    assert window.controller.act(Action("play", (labels["bear"],)))
    window.controller.act(Action("pay"))
    qtbot.waitUntil(lambda: preview.heading.startswith("Last played"), timeout=1000)
    assert preview.card.name == "Test Bear" and preview.isVisible()


def test_the_top_of_the_chain_is_the_resting_card(qtbot, window) -> None:
    from app.ui.resting_preview import resting_card

    bear = object()
    view = {"viewer": 0, "players": [{"name": "A", "legend": {"code": "L"}}],
            "chain": [{"kind": "card", "card": {"code": "X"}},
                      {"kind": "ability", "source": 7}]}
    cards = {"X": "card X", "L": "legend"}
    got = resting_card(view, ("X", 0), lambda oid: bear if oid == 7 else None, cards.get)
    assert got == (bear, "On the chain")  # the newest item: the ability's source
    view["chain"] = []
    assert resting_card(view, ("X", 0), lambda oid: None, cards.get) == \
        ("card X", "Last played, by A")
    assert resting_card(view, None, lambda oid: None, cards.get) == ("legend", "Your legend")


def _unit_rects(window) -> list:
    return [it.card_rect() for it in window.scene.items_by_id.values()
            if it.zone.startswith("bf") and it.card is not None
            and it.card.type.value == "Unit"]


def test_a_combats_caption_never_covers_a_unit(qtbot, window) -> None:
    window.resize(1280, 720)
    game, labels = _combat(window)
    for text in ("move {brute} bf0", "pass", "pass", "assign {tank}", "assign {pawn}",
                 "assign {pawn}"):
        _act(window, game, labels, text)
    caps = window.effects.effects("caption")
    assert caps
    for cap in caps:
        box = cap.sceneBoundingRect()
        for r in _unit_rects(window):
            assert not box.intersects(r), (cap.lines, r)
        assert window.scene.zone_items["bf0"].rect().contains(box)
        assert len(cap.rows) >= len(cap.lines)  # every line is there, wrapped if need be
        k = window.view.transform().m11()  # and its letters read on screen
        assert min(cap.title_font.pixelSize(), cap.body_font.pixelSize()) * k >= 9


def test_a_hold_caption_beside_six_units_a_side_covers_none(qtbot, window) -> None:
    window.resize(1280, 720)
    units = [{"card": "Test Bear", "owner": who} for who in "AB" for _ in range(6)]
    pos = {"turn_player": "A",
           "A": {}, "B": {},
           "battlefields": [{"card": "Open Field", "controller": "A", "units": units},
                            {"card": "Open Field"}]}
    attach_position(window, pos, CARDS)
    view = window.scene.view_data
    window.effects._caption(view, 0, ["Player A wins the combat", "Died: Test Bear, Test Bear",
                                      "Player A conquers: +1 point"], True)
    (cap,) = window.effects.effects("caption")
    for r in _unit_rects(window):
        assert not cap.sceneBoundingRect().intersects(r)
    assert [row for row, _title in cap.rows] == cap.lines  # a row each, none wrapped
    assert cap.body_font.pixelSize() * window.view.transform().m11() >= 9


def test_a_damage_number_stays_on_the_unit_it_hit(qtbot, window) -> None:
    game, labels = _combat(window)
    tank = labels["tank"]
    window.controller.eventsHappened.emit([Event("damage", {"obj": tank, "amount": 2})])
    window.controller.changed.emit()
    (num,) = window.effects.effects("number")
    item = window.scene.items_by_id[tank]
    assert _rect(window, tank).contains(num.pos())
    item.setPos(item.pos() + QPointF(150, 40))  # the unit moves meanwhile
    assert _rect(window, tank).contains(num.pos())  # the number goes with it
    start = num.pos()
    qtbot.wait(300)
    assert num.pos() == start or _gone(num)  # it doesn't drift off the unit by itself
    qtbot.waitUntil(lambda: _gone(num), timeout=3000)


def test_a_dying_units_number_goes_with_its_image(qtbot, window) -> None:
    game, labels = _combat(window)
    for text in ("move {brute} bf0", "pass", "pass", "assign {tank}", "assign {pawn}",
                 "assign {pawn}"):
        _act(window, game, labels, text)
    ghosts = window.effects.effects("death")
    nums = window.effects.effects("number")
    assert ghosts and nums
    on_ghost = [n for n in nums for g in ghosts
                if g.sceneBoundingRect().contains(n.pos())]
    assert len(on_ghost) == len(ghosts)  # each dead unit's number is on its image
    qtbot.waitUntil(lambda: not window.effects.effects(), timeout=5000)



def test_keyword_chips_are_icons_named_by_their_tooltip(qtbot, window) -> None:
    """Each keyword chip draws its icon (and value); pointing at it names the keyword."""
    from app.ui.card_painter import keyword_chips, table_keyword_chips

    window.resize(1280, 720)
    cards = {"Test Striker": {"type": "Unit", "energy": 2, "might": 3, "domains": ["Fury"],
                              "keywords": {"Assault": 2, "Tank": 1}}}
    pos = {"turn_player": "A", "A": {"base": [{"card": "Test Striker", "label": "s"}]},
           "B": {}, "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    game, labels = attach_position(window, pos, cards)
    item = window.scene.items_by_id[labels["s"]]
    assert [(kw.value, v) for kw, v in keyword_chips(item.card)] == [("Assault", "2"),
                                                                     ("Tank", "")]
    lod = window.view.transform().m11() * item.scale()
    chips = table_keyword_chips(item.card, item._rect(), item.name_px(), lod)
    assert [(kw.value, v) for _, kw, v in chips] == [("Assault", "2"), ("Tank", "")]
    vp = window.view.viewport()
    for (r, _kw, _), name in zip(chips, ("Assault 2: ", "Tank: "), strict=True):
        at = window.view.mapFromScene(item.mapToScene(r.center()))
        QTest.mouseMove(vp, at)
        qtbot.waitUntil(lambda n=name: item.toolTip().startswith(n), timeout=1000)
        assert len(item.toolTip()) > len(name)  # and what it does
        # at least a legible size on screen
        shown = window.view.mapFromScene(item.mapToScene(r)).boundingRect()
        assert shown.height() >= 12, shown
    QTest.mouseMove(vp, item_point(window, labels["s"]))  # the emblem: no keyword
    qtbot.waitUntil(lambda: item.toolTip() == "", timeout=1000)


def test_every_keyword_has_its_own_icon() -> None:
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.engine import Keyword
    from app.ui.keyword_icons import ICONS, paint_keyword_icon

    assert set(ICONS) == set(Keyword)
    seen = {}
    for kw in Keyword:
        img = QImage(32, 32, QImage.Format.Format_ARGB32)
        img.fill(QColor("#e9dfc4"))
        p = QPainter(img)
        paint_keyword_icon(p, kw, QRectF(4, 4, 24, 24), QColor("#1b1d22"))
        p.end()
        ink = sum(1 for x in range(32) for y in range(32)
                  if img.pixelColor(x, y).lightness() < 120)
        assert ink > 20, kw  # something drawn
        key = bytes(img.constBits())
        assert key not in seen, (kw, seen.get(key))  # no two alike
        seen[key] = kw


def _war_with(counts: list[tuple[int, int]]) -> dict:
    """A War position: at battlefield i, counts[i] = (A's units, B's units)."""
    pos: dict = {"mode": "war", "turn_player": "A", "first_player": "A",
                 "A": {}, "B": {}, "C": {}, "D": {}, "battlefields": []}
    for i, (a, b) in enumerate(counts):
        units = [{"card": "Test Bear", "owner": who, "label": f"{who}{i}_{k}"}
                 for who, n in (("A", a), ("B", b)) for k in range(n)]
        pos["battlefields"].append({"card": "Open Field", "units": units})
    return pos


def unit_px(qtbot, window, counts: list[tuple[int, int]],
            apart: bool = True) -> list[tuple[float, float]]:
    """The smallest unit's width and height on screen at each battlefield with units."""
    attach_position(window, _war_with(counts), CARDS)
    window.view.fit()
    from PySide6.QtCore import QAbstractAnimation

    qtbot.waitUntil(lambda: all(  # the cards have slid to their places
        it._move_anim.state() != QAbstractAnimation.State.Running
        for it in window.scene.items_by_id.values()), timeout=3000)
    k = window.view.transform().m11()
    out = []
    for i in range(len(counts)):
        rects = [it.card_rect() for it in window.scene.items_by_id.values()
                 if it.zone == f"bf{i}" and it.card is not None
                 and it.card.type.value == "Unit"]
        if not rects:
            continue
        out.append((min(r.width() * k for r in rects), min(r.height() * k for r in rects)))
        # each stays inside its battlefield, and (apart) no unit covers another
        bf = window.scene.zone_items[f"bf{i}"].rect()
        for n, a in enumerate(rects):
            assert bf.contains(a)
            assert not apart or not any(a.intersects(b) for b in rects[n + 1:]), counts
    return out


def test_three_battlefields_keep_six_full_size_units_a_side(qtbot, window) -> None:
    """At 1280x720 a War battlefield with six units a side keeps them at 72x100 px or more
    (it takes width from the emptier ones); beyond what the row holds they shrink."""
    for size, floor in (((1280, 720), (72, 100)), ((1920, 1080), (108, 151))):
        window.resize(*size)
        for counts in ([(6, 6), (2, 1), (1, 0)], [(6, 4), (3, 3), (0, 0)],
                       [(5, 5), (4, 0), (2, 2)], [(4, 4), (4, 4), (4, 4)]):
            for w, h in unit_px(qtbot, window, counts):
                assert w >= floor[0] and h >= floor[1], (size, counts, w, h)
    window.resize(1280, 720)
    # more than the row can hold: everyone shrinks together, nobody below the floor
    sizes = unit_px(qtbot, window, [(6, 6), (6, 6), (6, 6)], apart=False)
    assert all(w >= 72 * 0.72 for w, _h in sizes), sizes
