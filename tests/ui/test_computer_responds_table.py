"""The table when a computer player responds to the human's spell (RUP4 337-340): the human
casts, the computer plays a Reaction on top of it, the chain shows both, newest last, and
they resolve newest first (the counter, RUP4 425, then nothing left of the spell)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine import Action
from app.engine.face.position import build_position
from app.scenarios import make_resolver
from app.ui.controller import Seat
from app.ui.layout import chain_rect

CARDS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_the_computer_counters_the_human_s_spell(qtbot, window) -> None:
    data = tomllib.loads((CARDS / "not-so-fast.toml").read_text(encoding="utf-8"))
    game, labels = build_position(data["position"], make_resolver({}))
    window.computer.pace_ms = 0
    window.attach_game(game, [Seat("A", None, True), Seat("B", None, False, "normal")])
    c = window.controller
    c.auto_pass = False  # the human passes by hand: the table would with nothing to play
    assert c.act(Action("play", (labels["ray"],)))  # its only target: chosen at once
    assert c.act(Action("pass"))
    # the computer answers with Not So Fast, and the human has priority over both
    qtbot.waitUntil(lambda: len(game.state.chain) == 2 and game.to_act == 0, timeout=5000)
    assert [game.state.objs[i.obj].card.name for i in game.state.chain] == [
        "Hextech Ray", "Not So Fast"]
    window.log.sync()
    assert any("Plays Not So Fast: counters Hextech Ray" in window.log.item(i).toolTip()
               for i in range(window.log.count()))
    column = chain_rect(game.view(0))
    cards = [window.scene.items_by_id[labels[k]] for k in ("ray", "nsf")]
    qtbot.waitUntil(lambda: all(column.contains(x.card_rect()) for x in cards))
    assert cards[0].card_rect().top() < cards[1].card_rect().top()  # newest last
    assert c.act(Action("pass"))
    # the computer passes too: Not So Fast resolves first and counters the Ray
    qtbot.waitUntil(lambda: not game.state.chain, timeout=5000)
    assert game.state.objs[labels["ray"]].zone == "trash"
    assert game.state.objs[labels["nsf"]].zone == "trash"
    poro = game.state.objs[labels["poro"]]
    assert poro.zone == "bf" and poro.damage == 0
    window.log.sync()
    lines = window.log.lines()
    assert any("counters Hextech Ray: it does nothing" in ln for ln in lines), lines
