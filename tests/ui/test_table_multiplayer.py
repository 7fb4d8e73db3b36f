"""The table for three and four players (Skirmish, War, 2v2): the opponents in compact panels
above the battlefields, every zone apart and inside the scene, cards legible at 1280x720,
battlefield sides marked by player (RUP4 144.4.a.1), whose turn and who holds focus in view,
teammates told from opponents, and an opponent's compact unit clickable as a target."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from app.ui.card_painter import NAME_PX, fit_name, plate_parts
from app.ui.layout import SCENE_W, bf_players, scene_h, unit_areas
from app.ui.seat_labels import TEAM_COLORS, seat_color
from app.ui.table_items import FOCUS_COLOR, TURN_GOLD
from tests.ui.conftest import attach_position, drag, item_point, zone_point

# the legibility floor at 1280x720: an opponent's compact card (legend, champion, base unit)
# at least this many pixels wide on screen, and every card name at least this many pixels high
MIN_CARD_PX = 45.0
MIN_NAME_PX = 9.0

CARDS = {
    f"Test Unit {k} of the Long Name": {"type": "Unit", "energy": k % 5 + 1, "might": k % 4 + 1,
                                        "domains": [["Calm"], ["Fury"], ["Mind", "Chaos"],
                                                    ["Body"], ["Order"]][k % 5]}
    for k in range(12)
}
RUNES = ["Calm Rune", "Fury Rune", "Mind Rune", "Chaos Rune", "Body Rune", "Order Rune"] * 2


def _seat(letter: str, k0: int) -> dict:
    runes = list(RUNES)
    runes[2] = {"card": "Mind Rune", "exhausted": True}
    return {"hand": [f"Test Unit {k} of the Long Name" for k in range(7)], "runes": runes,
            "base": [{"card": f"Test Unit {k0 + k} of the Long Name", "exhausted": k == 1}
                     for k in range(4)],
            "trash": ["Test Unit 1 of the Long Name"], "points": k0 % 5,
            "champion": "Master Yi, Meditative"}


def _crowded(mode: str) -> dict:
    letters = "ABC" if mode == "skirmish" else "ABCD"
    pos: dict = {"mode": mode, "turn_player": "A", "first_player": "A"}
    for n, letter in enumerate(letters):
        pos[letter] = _seat(letter, n * 2)

    def units(letter: str, n: int, tag: str) -> list[dict]:
        return [{"card": f"Test Unit {k} of the Long Name", "owner": letter,
                 "label": f"{tag}{k}"} for k in range(n)]

    pos["battlefields"] = [
        # the viewer (A) against B; two opponents (B and C) without the viewer; C alone
        {"card": "Open Field", "controller": "A", "units": units("A", 3, "a") + units("B", 2, "b")},
        {"card": "Open Field", "controller": "C", "units": units("B", 2, "x") + units("C", 3, "c")},
        {"card": "Open Field", "units": units("C", 1, "y")},
    ]
    return pos


def _settle(qtbot, scene) -> None:
    def settled() -> bool:
        return all(a.state() != QAbstractAnimation.State.Running
                   for it in scene.items_by_id.values() for a in (it._move_anim, it._turn_anim))

    qtbot.waitUntil(settled, timeout=5000)


def _scene_rect(item) -> QRectF:
    return item.mapRectToScene(item._rect())


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


def _visible_point(window, oid: int) -> QPoint:
    """A point of the card on screen that no other card covers (a compact base overlaps its
    cards when they don't fit: the player clicks the part in view)."""
    item = window.scene.items_by_id[oid]
    r = item.card_rect()
    for k in range(1, 20):
        pt = QPointF(r.left() + r.width() * k / 20, r.center().y())
        if window.scene.card_at(pt) is item:
            return window.view.mapFromScene(pt)
    raise AssertionError("the card is covered everywhere")


def _homes(view: dict) -> dict[int, str]:
    """Where each object of each player must be: its zone's key."""
    out: dict[int, str] = {}
    viewer = view["viewer"]
    for p in view["players"]:
        idx = p["index"]
        tag = "" if idx == viewer else f"opp{idx}_"
        for key in ("base", "runes"):
            for c in p[key]:
                out[c["id"]] = tag + key
        out[p["legend"]["id"]] = tag + "legend"
        if p["champion"] is not None:
            out[p["champion"]["id"]] = tag + "champion"
        for oid in p["hand_ids"]:
            out[oid] = tag + "hand"
        for c in p["trash"] + p["banishment"]:
            out[c["id"]] = f"piles{idx}"
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("mode", ["skirmish", "war"])
def test_three_and_four_players_are_laid_out_apart_and_legible(qtbot, window, mode,
                                                               size) -> None:
    window.resize(*size)
    game, labels = attach_position(window, _crowded(mode), CARDS)
    scene, gview = window.scene, window.view
    qtbot.wait(50)
    _settle(qtbot, scene)
    view = scene.view_data
    n = len(view["players"])
    assert n == (3 if mode == "skirmish" else 4)
    rects = {k: z.rect() for k, z in scene.zone_items.items() if not k.startswith("fd")}
    # each player's zones are there: the viewer's as in the Duel, each opponent's compact
    for idx in range(n):
        tag = "" if idx == view["viewer"] else f"opp{idx}_"
        for key in ("base", "runes", "legend", "champion", "hand"):
            assert tag + key in rects, (idx, key)
        assert f"piles{idx}" in rects
    # nothing overlaps, everything is inside the scene
    keys = sorted(rects)
    for i, a in enumerate(keys):
        assert _inside(rects[a], QRectF(0, 0, SCENE_W, scene_h(view))), a
        for b in keys[i + 1:]:
            inter = rects[a].intersected(rects[b])
            assert not inter.isValid() or inter.isEmpty(), (a, b)
    # the opponents' panels don't overlap each other nor the battlefields
    panels = [p.rect() for k, p in scene._panels.items() if k != view["viewer"]]
    assert len(panels) == n - 1
    assert scene._panels[view["viewer"]].rect().top() > rects["bf0"].bottom()  # own rows
    for i, a in enumerate(panels):
        for b in panels[i + 1:]:
            assert a.intersected(b).isEmpty()
        for k in range(3):
            assert a.intersected(rects[f"bf{k}"]).isEmpty()
    # every card stays in its zone
    homes = _homes(view)
    for oid, item in scene.items_by_id.items():
        if oid in homes:
            assert _inside(_scene_rect(item), rects[homes[oid]]), (homes[oid], item.card)
    # at each battlefield the units of at most two players, each side in its own half, the
    # viewer's below the band, each unit tagged with its controller's colour
    for i, bf in enumerate(view["battlefields"]):
        top, bottom = unit_areas(view, i)
        above, below = bf_players(view, i)
        for u in bf["units"]:
            item = scene.items_by_id[u["id"]]
            area = bottom if u["controller"] == below else top
            assert u["controller"] in (above, below)
            assert _inside(_scene_rect(item), area), (i, u["controller"])
            assert item.seat_color == seat_color(view, u["controller"])
        side_names = [scene._texts[f"m_bfside{i}_{k}"].text() for k in (0, 1)]
        ctrl = bf["controller"]
        # the controller's side says so once; a control line only for one not there
        assert side_names == ["" if p is None else view["players"][p]["name"] +
                              (" · controls" if p == ctrl else "") for p in (above, below)]
        line = scene._texts[f"m_bfctl{i}"].text()
        assert line == ("" if ctrl is None or ctrl in (above, below) else
                        f"{view['players'][ctrl]['name']} controls")
    assert bf_players(view, 0) == (1, 0)  # the viewer (A) below, B above
    assert bf_players(view, 1) == (2, 1)  # B nearer the viewer in turn order: below
    assert bf_players(view, 2) == (2, None)  # an opponent alone: above, as in the Duel
    # every player's score is shown: the viewer's track, each opponent's header
    for p in view["players"]:
        if p["index"] != view["viewer"]:
            assert scene._texts[f"m_pts{p['index']}"].text() == f"{p['points']}/8 points"
    # legible at 1280x720: compact cards and names above the floor
    if size == (1280, 720):
        scale = gview.transform().m11()
        compact = [it for it in scene.items_by_id.values()
                   if it.zone in ("opp_base", "legend", "champion", "opp_runes")
                   and it.plate is not None]
        assert len(compact) >= 5 * (n - 1)
        for item in compact:  # a name plate: its name at a size that reads on screen
            parts = plate_parts(item.card, item._rect(), item.stack_count,
                                bool(item.state.get("exhausted")), item.zone == "champion")
            width = parts["banner"].width() - 6
            # a name of up to 20 characters reads whole on two lines, at 9 px or more, on
            # a ready plate (an exhausted one gives some width to its mark)
            ready = plate_parts(item.card, item._rect(), 1, False, item.zone == "champion")
            for name in ([item.card.name] if item.zone in ("legend", "champion") else
                         ["Vanguard Sergeant Xy"]) if item.zone != "opp_runes" else []:
                lines, px, _bold = fit_name(name, ready["px"], ready["banner"].width() - 6)
                assert px * scale >= MIN_NAME_PX, name
                assert not any(line.endswith("\u2026") for line in lines), lines
            # longer ones shrink a little before they are cut; a rune's kind is one word
            _lines, px, _bold = fit_name(item.card.name, parts["px"], width)
            if item.zone == "opp_runes":
                px = parts["px"]
                assert px * scale >= MIN_NAME_PX, item.card.name
            assert px * scale >= MIN_NAME_PX * 0.85, item.card.name
            if item.zone != "opp_runes":  # six kinds of rune: narrower plates
                assert item.sceneBoundingRect().width() * scale >= MIN_CARD_PX, item.card
        assert NAME_PX * scale >= MIN_NAME_PX


def test_turn_focus_and_priority_are_in_view(qtbot, window) -> None:
    window.resize(1280, 720)
    attach_position(window, _crowded("war"), CARDS)
    scene = window.scene
    view = dict(scene.view_data)
    assert view["viewer"] == 0
    # B's turn: B's panel in gold with a Turn badge; nobody else has one
    view["turn_player"] = 1
    scene.show_view(view, animate=False)
    assert scene._panels[1].pen().color() == TURN_GOLD
    assert [t for t, _ in scene._badges[1].items] == ["Turn"]
    assert scene._panels[2].pen().color() != TURN_GOLD
    assert all("Turn" not in [t for t, _ in scene._badges[k].items] for k in (0, 2, 3))
    # a combat at battlefield 2 with focus on C, priority passed to D: both badges show
    view["showdown"] = {"bf": 1, "combat": True, "focus": 2, "step": "showdown",
                        "attacker": 1, "defender": 2, "assign_left": 0}
    view["decision"] = None
    scene.show_view(view, animate=False)
    assert "Focus" in [t for t, _ in scene._badges[2].items]
    assert scene._panels[2].pen().color() == FOCUS_COLOR
    view["showdown"] = None
    view["priority"] = 3
    scene.show_view(view, animate=False)
    assert [t for t, _ in scene._badges[3].items] == ["Priority"]
    # the viewer's own seat: a Turn badge by their name when it is their turn
    view["turn_player"] = 0
    view["priority"] = None
    scene.show_view(view, animate=False)
    assert [t for t, _ in scene._badges[0].items] == ["Turn"]
    assert scene._panels[0].pen().color() == TURN_GOLD  # the viewer's rows framed in gold
    assert scene._panels[1].pen().color() != TURN_GOLD


def test_teammates_are_told_from_opponents(qtbot, window) -> None:
    """2v2 (RUP4 489): seats 0 and 2 against 1 and 3, read from the view's "team"."""
    window.resize(1280, 720)
    game, _labels = attach_position(window, _crowded("war"), CARDS)
    scene = window.scene
    view = dict(scene.view_data)
    view["players"] = [dict(p, team=p["index"] % 2) for p in view["players"]]
    scene.show_view(view, animate=False)
    assert "Teammate" in [t for t, _ in scene._badges[2].items]
    for k in (1, 3):
        assert "Teammate" not in [t for t, _ in scene._badges[k].items]
    # the viewer's team in cool colours, the other team in warm ones, every seat its own
    assert seat_color(view, 0).name() in TEAM_COLORS[0] and seat_color(view, 2).name() in \
        TEAM_COLORS[0]
    assert {seat_color(view, 1).name(), seat_color(view, 3).name()} == set(TEAM_COLORS[1])
    assert scene._panels[2].brush().color().alpha() > scene._panels[1].brush().color().alpha()
    # a unit of the teammate at a battlefield carries the teammate's colour
    u = view["battlefields"][1]["units"][-1]
    assert u["controller"] == 2
    assert scene.items_by_id[u["id"]].seat_color == seat_color(view, 2)


def test_an_opponents_compact_unit_is_a_target_by_mouse(qtbot, window) -> None:
    """Falling Star played by the viewer: a unit in a War opponent's compact base is clicked
    as its target through the viewport."""
    window.resize(1280, 720)
    pos = {"mode": "war", "turn_player": "A",
           "A": {"hand": [{"card": "Falling Star", "label": "star"}], "runes": ["Fury Rune"] * 4},
           "B": {"base": ["Stalwart Poro"]},
           "C": {"base": ["Stalwart Poro", {"card": "Stalwart Poro", "label": "cporo"},
                          "Stalwart Poro"]},
           "D": {},
           "battlefields": [{"card": "Open Field"}] * 3}
    game, labels = attach_position(window, pos, {})
    _settle(qtbot, window.scene)
    star, cporo = labels["star"], labels["cporo"]
    assert window.scene.items_by_id[cporo].zone == "opp_base"
    assert window.scene.items_by_id[cporo].plate is not None  # compact: a name plate
    drag(qtbot, window, item_point(window, star), zone_point(window, "base"))
    qtbot.waitUntil(lambda: any(a.verb == "target" and a.args and a.args[0] == cporo
                                for a in window.controller.legal()), timeout=3000)
    assert window.scene.items_by_id[cporo].targetable  # marked as a legal target
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, _visible_point(window, cporo))
    qtbot.wait(20)
    log = [str(a) for a in game.log]
    assert any(s == f"target {cporo}" for s in log), log[-5:]


def test_an_opponents_piles_open_on_click_and_runes_pile_by_kind(qtbot, window) -> None:
    window.resize(1280, 720)
    pos = _crowded("war")
    pos["C"]["runes"] = ["Calm Rune"] * 5 + [{"card": "Calm Rune", "exhausted": True}] * 2 + \
        ["Fury Rune"] * 3
    pos["C"]["trash"] = ["Test Unit 3 of the Long Name", "Test Unit 4 of the Long Name"]
    pos["D"]["base"] = ["Recruit"] * 3 + ["Test Unit 2 of the Long Name"]
    game, _labels = attach_position(window, pos, CARDS)
    _settle(qtbot, window.scene)
    scene = window.scene
    view = scene.view_data
    c = view["players"][2]
    # the runes in piles of a kind and state, each with its count on the top card
    counts = sorted(scene.items_by_id[r["id"]].stack_count for r in c["runes"]
                    if scene.items_by_id[r["id"]].stack_count > 1)
    assert counts == [2, 3, 5]
    # identical tokens in an opponent's base: one pile with its count
    d_base = [scene.items_by_id[u["id"]] for u in view["players"][3]["base"]]
    assert sorted(it.stack_count for it in d_base) == [1, 1, 1, 3]
    # a click on C's trash opens it, titled with C's name
    top = scene.items_by_id[c["trash"][-1]["id"]]
    assert top.zone == "trash2"
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, _visible_point(window, top.oid))
    qtbot.waitUntil(lambda: getattr(window, "browser", None) is not None
                    and window.browser.isVisible(), timeout=3000)
    assert c["name"] in window.browser.windowTitle()
    window.browser.close()
    # the counts under the piles: deck, runes, trash, hand and (when any) banished cards
    assert scene._texts["m_counts2"].text().split("\n") == ["Deck 0 · Runes 0",
                                                             "Trash 2 · Hand 7"]
    view = dict(view)
    c = dict(c, trash=c["trash"][1:], banishment=c["trash"][:1])
    view["players"] = [c if p["index"] == 2 else p for p in view["players"]]
    scene.show_view(view, animate=False)
    assert scene._texts["m_counts2"].text().split("\n") == ["Deck 0 · Runes 0",
                                                             "Trash 1 · Hand 7", "Banished 1"]
    banished = scene.items_by_id[c["banishment"][0]["id"]]
    assert banished.zone == "banish2"
    assert _inside(_scene_rect(banished), scene.zone_items["piles2"].rect())


def test_the_viewers_own_cards_play_and_move_by_mouse_in_war(qtbot, window) -> None:
    """Drag to play and drag to move work at a four-player table as in the Duel."""
    window.resize(1280, 720)
    pos = {"mode": "war", "turn_player": "A",
           "A": {"hand": [{"card": "Stalwart Poro", "label": "poro"}],
                 "runes": ["Body Rune"] * 4,
                 "base": [{"card": "Test Unit 3 of the Long Name", "label": "walker"}]},
           "B": {}, "C": {"base": ["Stalwart Poro"]}, "D": {},
           "battlefields": [{"card": "Open Field"}] * 3}
    game, labels = attach_position(window, pos, CARDS)
    _settle(qtbot, window.scene)
    drag(qtbot, window, item_point(window, labels["poro"]), zone_point(window, "base"))
    qtbot.waitUntil(lambda: labels["poro"] in game.state.players[0].base,
                    timeout=3000)
    _settle(qtbot, window.scene)
    assert window.scene.items_by_id[labels["poro"]].zone == "base"
    drag(qtbot, window, item_point(window, labels["walker"]), zone_point(window, "bf2"))
    qtbot.waitUntil(lambda: window.scene.items_by_id[labels["walker"]].zone == "bf2",
                    timeout=3000)
    # the viewer's unit below the band of battlefield 3, tagged in the viewer's colour
    _settle(qtbot, window.scene)
    view = window.scene.view_data
    assert bf_players(view, 2) == (None, 0)
    item = window.scene.items_by_id[labels["walker"]]
    assert _inside(_scene_rect(item), unit_areas(view, 2)[1])
    assert item.seat_color == seat_color(view, 0)


def test_another_viewer_turns_the_table_and_a_duel_clears_it(qtbot, window) -> None:
    """Hotseat: the next human sees the others left to right in turn order from their seat;
    a Duel afterwards shows no trace of the four-player table."""
    window.resize(1280, 720)
    game, _labels = attach_position(window, _crowded("war"), CARDS)
    scene = window.scene
    scene.show_view(game.view(2), animate=False)
    lefts = {k: p.rect().left() for k, p in scene._panels.items() if k != 2}
    assert sorted(lefts, key=lefts.get) == [3, 0, 1]
    assert scene._panels[2].rect().top() > scene.zone_items["bf0"].rect().bottom()
    assert scene._texts["m_name2"].text() == ""  # C is the viewer now: no panel header
    assert scene._texts["m_name0"].text() == "Player A"
    assert "opp2_base" not in scene.zone_items and "opp0_base" in scene.zone_items
    # 2v2's Victory Score 11: the viewer's score track still fits its corner
    view = game.view(2)
    view["victory_score"] = 11
    scene.show_view(view, animate=False)
    track = scene._tracks[2]
    assert track.score[2] == 11 and set(scene._tracks) == {2}
    assert track.sceneBoundingRect().right() < scene.zone_items["hand"].rect().left()
    # a Duel next: no panel, badge, seat text or tag left over
    attach_position(window, {"A": {"base": ["Stalwart Poro"]}, "B": {}}, {})
    assert not scene._panels and not scene._badges and set(scene._tracks) == {0, 1}
    assert all(t.text() == "" for k, t in scene._texts.items()
               if k.startswith("m_") or k.startswith(("name2", "name3")))
    assert all(it.seat_color is None for it in scene.items_by_id.values())
    assert "opp_base" in scene.zone_items
