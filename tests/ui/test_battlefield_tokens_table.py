"""The table with battlefields that join or are replaced mid-game (RUP4 438, 439): a Baron Pit
beside the others in every mode at 1280x720, nothing overlapping; the Pit joining named in its
band; a battlefield a Brush replaces turning over into the Brush, named in its band; in
English and Italian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from app.cards.catalog import load_catalog
from app.engine.face.position import build_position
from app.scenarios import expand, make_resolver
from app.ui.controller import CURTAIN, Seat
from app.ui.layout import SCENE_W, scene_h
from app.ui.transients import Caption, TurningCard
from tests.ui.test_table_multiplayer import _settle


def _attach(window, position: dict):  # type: ignore[no-untyped-def]
    tokens = {t.name: t for t in load_catalog().game_tokens()}
    game, labels = build_position(position, make_resolver({}), tokens=tokens)
    window.attach_game(game, [Seat(p.name, None, True) for p in game.state.players])
    window.controller.auto_pass = False
    return game, labels


def _act(window, game, labels, text: str) -> None:
    c = window.controller
    c.unlock(CURTAIN)
    window.curtain.hide()
    assert c.act(expand(game, labels, text)), text
    c.unlock(CURTAIN)
    window.curtain.hide()


def _four(mode: str) -> dict:
    """Two battlefields, a Brush that replaced a third and the Baron Pit, units at each."""
    letters = {"duel": "AB", "skirmish": "ABC"}.get(mode, "ABCD")
    pos: dict = {"mode": mode, "turn_player": "A"}
    for letter in letters:
        pos[letter] = {"base": [{"card": "Stalwart Poro"}]}
    pos["battlefields"] = [
        {"card": "Open Field", "controller": "A",
         "units": [{"card": "Stalwart Poro", "owner": "A"},
                   {"card": "Vanguard Sergeant", "owner": "A"}]},
        {"card": "Brush", "owner": "A", "controller": "B",
         "replaced": {"card": "Altar to Unity", "owner": "B"},
         "units": [{"card": "Stalwart Poro", "owner": "B"}]},
        {"card": "Open Field", "controller": letters[-1],
         "units": [{"card": "Stalwart Poro", "owner": letters[-1]}]},
        {"card": "Baron Pit", "controller": "A",
         "units": [{"card": "Baron Nashor", "owner": "A"},
                   {"card": "Stalwart Poro", "owner": "A"}]},
    ]
    return pos


@pytest.mark.parametrize("mode", ["duel", "skirmish", "war", "2v2"])
def test_a_fourth_battlefield_is_laid_out_apart_at_1280x720(qtbot, window, mode) -> None:
    window.resize(1280, 720)
    _attach(window, _four(mode))
    scene = window.scene
    view = scene.view_data
    assert len(view["battlefields"]) == 4
    bfs = [scene.zone_items[f"bf{i}"].rect() for i in range(4)]
    for i, a in enumerate(bfs):
        assert QRectF(0, 0, SCENE_W, scene_h(view)).contains(a), i
        for b in bfs[i + 1:]:
            inter = a.intersected(b)
            assert not inter.isValid() or inter.isEmpty()
    # each battlefield's card and units inside its own zone
    for i, bf in enumerate(view["battlefields"]):
        for oid in [bf["card"]["id"]] + [u["id"] for u in bf["units"]]:
            r = scene.items_by_id[oid].card_rect()
            assert bfs[i].adjusted(-1, -1, 1, 1).contains(r), (i, oid)
    # the Brush shows what it replaced, in its owner's banishment (RUP4 438.5)
    assert view["battlefields"][1]["replaced"]["name"] == "Altar to Unity"


def test_the_baron_pit_joining_is_named_in_its_band(qtbot, window) -> None:
    window.resize(1280, 720)
    game, labels = _attach(window, {
        "turn_player": "A",
        "A": {"hand": [{"card": "Baron Nashor", "label": "baron"}],
              "pool": {"energy": 10, "power": {"Chaos": 3}}},
        "B": {},
        "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}],
    })
    _act(window, game, labels, "play {baron}")
    assert "bf2" in window.scene.zone_items
    caps = [c for c in window.effects.effects("caption") if isinstance(c, Caption)]
    assert any("Baron Pit joins the board" in line for c in caps for line in c.lines)
    _settle(qtbot, window.scene)  # the Baron flies from the hand to the Pit
    pit = window.scene.zone_items["bf2"].rect()
    assert pit.contains(window.scene.items_by_id[labels["baron"]].card_rect())


def test_a_brushed_battlefield_turns_over_into_the_brush(qtbot, window) -> None:
    window.resize(1280, 720)
    game, labels = _attach(window, {
        "turn_player": "A",
        "A": {"legend": "Ivern, Green Father",
              "base": [{"card": "Stalwart Poro", "label": "poro"}]},
        "B": {},
        "battlefields": [{"card": "Altar to Unity", "owner": "B"}, {"card": "Open Field"}],
    })
    old = game.state.battlefields[0].obj
    before = window.scene.items_by_id[old].card_rect()
    for text in ("move {poro} bf0", "pass", "pass", "yes", "pass", "pass"):
        _act(window, game, labels, text)
    new = game.state.battlefields[0].obj
    assert game.state.objs[new].card.name == "Brush"
    turning = [t for t in window.effects.effects("replace") if isinstance(t, TurningCard)]
    assert len(turning) == 1
    ghost = turning[0]
    assert (ghost.old.name, ghost.new.name) == ("Altar to Unity", "Brush")
    assert abs(ghost.sceneBoundingRect().center().x() - before.center().x()) < 1
    item = window.scene.items_by_id[new]
    assert item.opacity() == 0.0  # shown once the turn is over
    caps = [c for c in window.effects.effects("caption") if isinstance(c, Caption)]
    assert any("Brush replaces Altar to Unity" in line for c in caps for line in c.lines)
    qtbot.waitUntil(lambda: not window.effects.effects("replace"), timeout=5000)
    assert item.opacity() == 1.0


@pytest.mark.parametrize("mode", ["duel", "war"])
def test_a_saved_game_with_a_baron_pit_and_a_brush_opens_and_replays(qtbot, window, tmp_path,
                                                                     mode) -> None:
    import random

    from app.engine import new_game
    from app.engine.actions.modes import MODES
    from app.storage.saves import SavedSeat, save_game
    from tests.storage.test_saves_battlefield_tokens import _decks, _next

    n = MODES[mode][0]
    names = ["Ann", "Bo", "Cy", "Di"][:n]
    rng = random.Random(0)
    game = new_game(_decks(n), seed=0, names=names, tokens=load_catalog().game_tokens(),
                    mode=mode)

    def joined() -> set[str]:
        s = game.state
        return {s.objs[b.obj].card.name for b in s.battlefields}

    while not {"Baron Pit", "Brush"} <= joined():
        game.apply_or_raise(_next(rng, game.legal_actions()))
    path = tmp_path / "tokens.rbsave"
    save_game(game, [SavedSeat(name=x) for x in names], path)
    assert window.open_game(str(path))
    view = window.scene.view_data
    assert {bf["card"]["name"] for bf in view["battlefields"]} >= {"Baron Pit", "Brush"}
    for bf in view["battlefields"]:
        assert bf["card"]["id"] in window.scene.items_by_id
    moves = len(game.log)
    assert window.open_replay(str(path))
    bar = window.replay_bar
    bar.go(0)  # back to the start: two or three battlefields again, no zone of the Pit
    first = len(game.at(0).state.battlefields)
    assert len(window.scene.view_data["battlefields"]) == first
    assert f"bf{first}" not in window.scene.zone_items
    bar.go(moves)  # and forward: the Pit joins, the Brush replaces
    assert window.controller.game.hash() == game.hash()
    assert len(window.scene.view_data["battlefields"]) == len(game.state.battlefields)
    window.close_replay()
