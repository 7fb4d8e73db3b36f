"""Show what just happened: the opponent's plays shown large, damage numbers, dying units,
attack arrows, end-of-combat captions and the combat damage assignment on the table."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from app.engine import Action
from app.scenarios import expand
from app.ui.controller import CURTAIN, Seat
from app.ui.transients import AssignBadge, BigCard, Caption, FloatingNumber
from tests.ui.conftest import attach_position

SCENARIOS = Path(__file__).parents[1] / "scenarios"
CARDS = {
    "Test Bear": {"type": "Unit", "energy": 2, "might": 3, "domains": ["Calm"]},
}


def _scenario(name: str) -> dict:
    return tomllib.loads((SCENARIOS / name).read_text(encoding="utf-8"))


def _combat(window):
    """The tank scenario (465): A's Brute (4) attacks B's Pawn (1) and Tank (2)."""
    data = _scenario("465-combat-tank-first.toml")
    game, labels = attach_position(window, data["position"], data["cards"])
    window.controller.auto_pass = False  # the test passes for each player, step by step
    return game, labels


def _act(window, game, labels, text: str) -> None:
    """Act for whoever decides (hotseat: the curtain is lifted at once)."""
    c = window.controller
    c.unlock(CURTAIN)
    window.curtain.hide()
    assert c.act(expand(game, labels, text)), text
    c.unlock(CURTAIN)
    window.curtain.hide()


def _gone(item) -> bool:
    """An effect removed itself (off the scene, or already deleted)."""
    from shiboken6 import isValid

    return not isValid(item) or item.scene() is None


def _rect(window, oid: int):
    return window.scene.items_by_id[oid].card_rect()


def test_the_computers_play_is_shown_large_then_goes(qtbot, window) -> None:
    window.computer.pace_ms = 0
    pos = {
        "turn_player": "B",
        "A": {},
        "B": {"hand": [{"card": "Test Bear", "label": "bear"}],
              "runes": ["Calm Rune", "Calm Rune", "Calm Rune"]},
        "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}],
    }
    from app.cards.catalog import load_catalog
    from app.engine.face.position import build_position
    from app.scenarios import card_from_table, make_resolver

    game, labels = build_position(
        pos, make_resolver({n: card_from_table(n, t) for n, t in CARDS.items()}),
        tokens={"Recruit": load_catalog().token("Recruit")})
    # what the table shows right after the action that put the Bear on the board
    shown: list[list] = []

    def after_action() -> None:
        if game.state.objs[labels["bear"]].zone == "base" and not shown:
            shown.append(list(window.effects.effects("big")))

    window.controller.changed.connect(after_action)  # after the effects' own slot
    window.attach_game(game, [Seat("A", None, True), Seat("B", None, False, "easy")])
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    bigs = shown[0]
    assert len(bigs) == 1 and isinstance(bigs[0], BigCard)
    big = bigs[0]
    assert big.card is not None and big.card.name == "Test Bear"
    assert big.scene() is window.scene and "Test Bear" in big.caption
    # centred over the table, above every card, and no obstacle to the mouse
    assert abs(big.sceneBoundingRect().center().x() - window.scene.width() / 2) < 120
    assert big.zValue() > max(it.zValue() for it in window.scene.items_by_id.values())
    assert not big.acceptedMouseButtons()
    assert window.scene.card_at(big.sceneBoundingRect().center()) is not big
    qtbot.waitUntil(lambda: _gone(big), timeout=3000)
    assert not window.effects.effects("big")


def test_the_viewers_own_play_is_not_shown_large(qtbot, window) -> None:
    pos = {"turn_player": "A",
           "A": {"hand": [{"card": "Test Bear", "label": "bear"}],
                 "runes": ["Calm Rune", "Calm Rune"]},
           "B": {}, "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    game, labels = attach_position(window, pos, CARDS)
    assert window.controller.act(Action("play", (labels["bear"],)))
    window.controller.act(Action("pay"))
    assert game.state.objs[labels["bear"]].zone == "base"
    assert not window.effects.effects("big")


def test_attack_arrows_damage_numbers_deaths_and_the_end_of_combat(qtbot, window) -> None:
    game, labels = _combat(window)
    _act(window, game, labels, "move {brute} bf0")
    arrows = window.effects.effects("arrow")
    assert len(arrows) == 1  # one attacker: one arrow, from it toward the defenders
    a = arrows[0]
    assert a.end.y() < a.start.y()  # the viewer attacks upward
    assert a.anims  # it grows and fades
    pawn_rect, tank_rect = _rect(window, labels["pawn"]), _rect(window, labels["tank"])
    _act(window, game, labels, "pass")
    _act(window, game, labels, "pass")
    _act(window, game, labels, "assign {tank}")
    _act(window, game, labels, "assign {pawn}")
    _act(window, game, labels, "assign {pawn}")
    nums = window.effects.effects("number")
    texts = sorted(n.text for n in nums)
    assert texts == ["-2", "-2", "-3"]
    # the numbers appear where the units were (the dead ones have gone to the trash)
    centres = [n.pos() for n in nums if n.text == "-2"]
    assert any(pawn_rect.contains(c) for c in centres)
    assert any(tank_rect.contains(c) for c in centres)
    assert len(window.effects.effects("death")) == 2
    caps = [c for c in window.effects.effects("caption") if isinstance(c, Caption)]
    assert len(caps) == 1
    cap = caps[0]
    assert cap.lines[0] == "Player A wins the combat"
    assert any("Test Pawn" in line and "Test Tank" in line for line in cap.lines)
    assert any("conquers" in line and "+1" in line for line in cap.lines)
    bf = window.scene.zone_items["bf0"].rect()
    assert bf.contains(cap.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: not window.effects.effects(), timeout=5000)
    assert _gone(cap)


def test_a_damage_number_on_a_unit(qtbot, window) -> None:
    from app.engine import Event

    game, labels = _combat(window)
    tank = labels["tank"]
    window.controller.eventsHappened.emit([Event("damage", {"obj": tank, "amount": 2})])
    window.controller.changed.emit()
    (num,) = window.effects.effects("number")
    assert isinstance(num, FloatingNumber) and num.text == "-2"
    assert _rect(window, tank).contains(num.pos())
    qtbot.waitUntil(lambda: _gone(num), timeout=3000)


def test_reduce_motion_shows_effects_without_moving_them(qtbot, window) -> None:
    window.settings.reduce_motion = True
    window.apply_settings()
    game, labels = _combat(window)
    _act(window, game, labels, "move {brute} bf0")
    arrows = window.effects.effects("arrow")
    assert arrows and all(not a.anims for a in arrows) and arrows[0].progress == 1.0
    for text in ("pass", "pass", "assign {tank}", "assign {pawn}", "assign {pawn}"):
        _act(window, game, labels, text)
    live = window.effects.effects()
    assert {e.kind for e in live} >= {"number", "death", "caption"}
    assert all(not e.anims for e in live)  # nothing slides, grows or fades
    assert all(e.opacity() == 1.0 for e in live)
    start = {id(e): e.pos() for e in live}
    qtbot.wait(150)
    assert all(e.pos() == start[id(e)] for e in live if not _gone(e))
    qtbot.waitUntil(lambda: not window.effects.effects(), timeout=5000)


def test_reduce_motion_still_shows_the_big_card(qtbot, window) -> None:
    window.settings.reduce_motion = True
    window.apply_settings()
    _combat(window)
    window.effects._queue_big(None, "B hides a card")
    (big,) = window.effects.effects("big")
    assert big.card is None and not big.anims and big.opacity() == 1.0
    qtbot.waitUntil(lambda: _gone(big), timeout=3000)


@pytest.mark.parametrize("speed", [1.0, 4.0])
def test_effects_follow_the_animation_speed(qtbot, window, speed) -> None:
    window.settings.animation_speed = speed
    window.apply_settings()
    assert window.effects.motion.ms(800) == int(800 / speed)


def test_the_assignment_shows_amounts_and_lethal_marks(qtbot, window) -> None:
    game, labels = _combat(window)
    for text in ("move {brute} bf0", "pass", "pass"):
        _act(window, game, labels, text)
    badges = window.effects.badges
    assert set(badges) == {labels["pawn"], labels["tank"]}  # the enemy units only
    tank = badges[labels["tank"]]
    assert (tank.assigned, tank.needed, tank.lethal) == (0, 2, False)
    assert "Player A assigns combat damage: 4 left" in \
        window.scene._texts["banner"].text().replace("\n", " ")
    _act(window, game, labels, "assign {tank}")
    tank = badges[labels["tank"]]
    assert isinstance(tank, AssignBadge)
    assert (tank.assigned, tank.needed, tank.lethal) == (2, 2, True)
    assert tank.text() == "2 of 2"
    pawn = badges[labels["pawn"]]
    assert (pawn.assigned, pawn.lethal) == (0, False)
    # beside its unit, transparent to clicks (the unit is still the thing to click)
    r = _rect(window, labels["tank"])
    assert abs(tank.pos().x() - r.center().x()) < 2
    assert window.scene.card_at(QPointF(r.center())) is window.scene.items_by_id[labels["tank"]]
    assert "2 left" in window.scene._texts["banner"].text().replace("\n", " ")
    # "Assign automatically" stays
    assert any(label == "Assign automatically" for label, _ in
               window.interaction._prompt(window.controller.view(), window.controller.legal()
                                          ).buttons)
    _act(window, game, labels, "assign auto")
    assert not window.effects.badges  # the combat is over
    assert all(_gone(b) for b in (tank, pawn))


def test_a_damaged_unit_needs_less_for_lethal(qtbot, window) -> None:
    data = _scenario("465-combat-tank-first.toml")
    data["position"]["battlefields"][0]["units"][1]["damage"] = 1
    game, labels = attach_position(window, data["position"], data["cards"])
    window.controller.auto_pass = False
    for text in ("move {brute} bf0", "pass", "pass"):
        _act(window, game, labels, text)
    assert window.effects.badges[labels["tank"]].needed == 1


def test_the_opponents_ability_shows_its_source_large(qtbot, window) -> None:
    cards = {"Test Scout": {"type": "Unit", "energy": 2, "might": 2, "abilities": [
        {"kind": "activated", "exhaust_self": True, "steps": [{"op": "draw", "n": 1}]}]},
        "Test Card": {"type": "Unit", "energy": 1, "might": 1}}
    pos = {"turn_player": "B", "A": {},
           "B": {"base": [{"card": "Test Scout", "label": "scout"}], "deck": ["Test Card"] * 2},
           "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    from app.cards.catalog import load_catalog
    from app.engine.face.position import build_position
    from app.scenarios import card_from_table, make_resolver

    game, labels = build_position(
        pos, make_resolver({n: card_from_table(n, t) for n, t in cards.items()}),
        tokens={"Recruit": load_catalog().token("Recruit")})
    window.attach_game(game, [Seat("A", None, True), Seat("B", None, False, "easy")])
    scout = labels["scout"]
    assert window.controller.act_for(1, Action("act", (scout, 0)))
    for a in ("pay",):  # a cost to confirm, if the engine asks
        if Action(a) in game.legal_actions() and game.to_act == 1:
            window.controller.act_for(1, Action(a))
    bigs = window.effects.effects("big")
    assert len(bigs) == 1
    assert bigs[0].card is not None and bigs[0].card.name == "Test Scout"
    assert bigs[0].caption == "Player B uses Test Scout"


def test_the_opponents_facedown_card_shows_a_back(qtbot, window) -> None:
    cards = {"Test Veil": {"type": "Spell", "energy": 1, "keywords": {"Hidden": 1}},
             "Test Elk": {"type": "Unit", "energy": 1, "might": 2}}
    pos = {"turn_player": "B", "A": {},
           "B": {"hand": [{"card": "Test Veil", "label": "veil"}], "runes": ["Calm Rune"] * 2},
           "battlefields": [{"card": "Open Field"},
                            {"card": "Open Field", "controller": "B",
                             "units": [{"card": "Test Elk", "owner": "B"}]}]}
    from app.cards.catalog import load_catalog
    from app.engine.face.position import build_position
    from app.scenarios import card_from_table, make_resolver

    game, labels = build_position(
        pos, make_resolver({n: card_from_table(n, t) for n, t in cards.items()}),
        tokens={"Recruit": load_catalog().token("Recruit")})
    window.attach_game(game, [Seat("A", None, True), Seat("B", None, False, "easy")])
    assert window.controller.act_for(1, Action("hide", (labels["veil"], "bf1")))
    (big,) = window.effects.effects("big")
    assert big.card is None and big.caption == "Player B hides a card"


def test_reduce_motion_is_a_preference(qtbot, window) -> None:
    from app.storage.settings import Settings
    from app.ui import card_item
    from app.ui.preferences import PreferencesDialog

    assert Settings().reduce_motion is False
    dlg = PreferencesDialog(window.settings, window)
    qtbot.addWidget(dlg)
    assert not dlg.reduce_motion.isChecked()
    dlg.reduce_motion.setChecked(True)
    window.settings = dlg.result_settings()
    assert window.settings.reduce_motion is True
    window.apply_settings()
    try:
        assert window.effects.motion.reduce and card_item.ANIM_MS == 0  # cards jump too
        assert Settings.model_validate_json(window.settings.model_dump_json()).reduce_motion
    finally:
        window.settings.reduce_motion = False
        window.apply_settings()
    assert card_item.ANIM_MS == 180


def test_the_opponents_play_then_its_trigger_show_in_turn(qtbot, window) -> None:
    data = _scenario("383.3-you-play-unit-trigger.toml")
    pos = {"turn_player": "B", "A": {},
           "B": {"base": [{"card": "Test Captain", "label": "captain"}],
                 "hand": [{"card": "Test Recruit", "label": "recruit"}],
                 "deck": ["Test Card", "Test Card"]},
           "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    from app.cards.catalog import load_catalog
    from app.engine.face.position import build_position
    from app.scenarios import card_from_table, make_resolver

    game, labels = build_position(
        pos, make_resolver({n: card_from_table(n, t) for n, t in data["cards"].items()}),
        tokens={"Recruit": load_catalog().token("Recruit")})
    window.attach_game(game, [Seat("A", None, True), Seat("B", None, False, "easy")])
    c = window.controller
    assert c.act_for(1, Action("play", (labels["recruit"],)))
    for _ in range(3):  # answer the follow-up questions of the play, if any
        if game.to_act == 1 and game.decision.kind == "play":
            legal = game.legal_actions()
            c.act_for(1, next(a for a in legal if a.verb in ("pay", "to", "yes")))
    assert game.state.objs[labels["recruit"]].zone == "base"
    (big,) = window.effects.effects("big")
    assert big.caption == "Player B plays Test Recruit"
    # the trigger waits its turn, then shows its source
    qtbot.waitUntil(lambda: any(b.caption == "Triggered: Test Captain"
                                for b in window.effects.effects("big")), timeout=3000)


def _combat_caption(window, game, labels):  # type: ignore[no-untyped-def]
    """The tank scenario's combat to its end: its caption over battlefield 1's band."""
    for text in ("move {brute} bf0", "pass", "pass", "assign {tank}", "assign {pawn}",
                 "assign {pawn}"):
        _act(window, game, labels, text)
    (cap,) = [c for c in window.effects.effects("caption") if isinstance(c, Caption)]
    return cap


def _big_clear_of(window, cap) -> None:  # type: ignore[no-untyped-def]
    """The announcement shows whole on the table and covers no part of the caption."""
    (big,) = window.effects.effects("big")
    rect = big.sceneBoundingRect()
    # what it draws: its card and its caption's panel (not the bare corners beside them)
    assert not any(big.mapRectToScene(part).intersects(cap.sceneBoundingRect())
                   for part in big.parts())
    assert window.scene.sceneRect().contains(rect)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_an_announcement_never_covers_a_combat_caption(qtbot, window, size) -> None:
    """"Player B plays ..." shown while a combat's result is up: beside or under it."""
    window.resize(*size)
    cap = _combat_caption(window, *_combat(window))
    window.effects._queue_big(None, "Player B plays Test Bear")
    _big_clear_of(window, cap)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_caption_coming_up_moves_the_announcement_off_it(qtbot, window, size) -> None:
    window.resize(*size)
    game, labels = _combat(window)
    window.effects._queue_big(None, "Player B plays Test Bear")
    (big,) = window.effects.effects("big")
    home = big.pos()
    big.hold(0.5)  # still up when the combat ends
    cap = _combat_caption(window, game, labels)
    assert window.effects.effects("big") == [big] and big.pos() != home
    _big_clear_of(window, cap)


@pytest.mark.parametrize("mode", ["duel", "war"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_an_announcement_covers_no_seats_row(qtbot, window, size, mode) -> None:
    """"Player 2 plays ..." stands within the battlefields: no legend's, champion's, base's,
    rune's, pile's or hand's name under it, nor a seat's label."""
    from app.ui.screenshot import _start_mode_game

    window.resize(*size)
    _start_mode_game(window, mode, seed=1)
    window.effects._queue_big(None, "Giocatore 2 gioca Master Yi, Meditative")
    (big,) = window.effects.effects("big")
    big.hold(1.0)  # grown to its full size
    assert big.scale() == 1.0
    rect = big.sceneBoundingRect()
    rows = [k for k, z in window.scene.zone_items.items()
            if not k.startswith(("bf", "fd")) and z.sceneBoundingRect().intersects(rect)]
    assert rows == []
    assert window.scene.sceneRect().contains(rect)


def test_a_long_italian_announcement_shows_whole(qtbot, window) -> None:
    """The caption under the big card may reach out past the card: a long name in Italian
    is not cut to "..." while it fits the table."""
    caption = "Giocatore 2 gioca Sett, The Boss's Best Friend"
    assert BigCard(None, caption).shown_caption() == caption


def test_the_announcement_is_no_wider_than_its_card_or_caption(qtbot, window) -> None:
    """It takes the room it shows, no more: a short caption leaves the felt beside the card
    free, where it may stand beside a combat's caption."""
    short, long = BigCard(None, "B plays X"), BigCard(None, "Giocatore 2 gioca Master Yi, "
                                                            "Meditative")
    card_w = BigCard.K * 100
    assert short.boundingRect().width() <= card_w + 12
    assert card_w + 12 < long.boundingRect().width() == long.caption_width()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_with_a_caption_on_both_battlefields_the_announcement_stands_between(
        qtbot, window, size) -> None:
    """Both battlefields held at the start of a turn, each with its caption, then the
    opponent plays: the big card stands between the captions, on the battlefields, not over
    the viewer's hand or base (its wider caption under it is below the bands)."""
    from app.ui.screenshot import _start_mode_game

    window.resize(*size)
    _start_mode_game(window, "duel", seed=1)
    view = window.scene.view_data
    caps = []
    for bf in (0, 1):
        window.effects._caption(view, bf, ["Giocatore 2 mantiene: +1 punto"], True)
        caps.append(window.effects._captions[bf])
    window.effects._queue_big(None, "Giocatore 2 gioca Master Yi, Meditative")
    (big,) = window.effects.effects("big")
    big.hold(1.0)
    drawn = [big.mapRectToScene(part) for part in big.parts()]
    assert not any(d.intersects(c.sceneBoundingRect()) for d in drawn for c in caps)
    rows = [k for k, z in window.scene.zone_items.items()
            if not k.startswith(("bf", "fd")) and drawn[0].intersects(z.sceneBoundingRect())]
    assert rows == []
