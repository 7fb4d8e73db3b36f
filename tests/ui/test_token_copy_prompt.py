"""Zilean, Time Mage's offer of an additional copy of a token (RUP4 367-375) and Dancing
Grenade's offer to play it again (419.3) have their question at the table, with Yes and
No."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.cards.catalog import load_catalog
from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import expand, make_resolver
from app.ui.controller import CURTAIN, Seat

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_token_copy_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / "zilean-time-mage.toml").read_text(encoding="utf-8"))
    tokens = {t.name: t for t in load_catalog().game_tokens()}  # the Sprite too
    game, labels = build_position(data["position"], make_resolver({}), tokens=tokens)
    window.attach_game(game, [Seat(p.name, None, True) for p in game.state.players])
    for text in ("play {call1}", "pass", "pass"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(window.controller.view(), window.controller.legal())
    assert p.text == ("Zilean, Time Mage: play an additional copy of the Sprite token? "
                      "(Once each turn.)")
    assert {label for label, _ in p.buttons} >= {"Yes", "No"}


def test_play_again_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Dancing Grenade: the damaged unit's controller is asked to play it again (RUP4 419.3)."""
    data = tomllib.loads((SCENARIOS / "dancing-grenade.toml").read_text(encoding="utf-8"))
    tokens = {t.name: t for t in load_catalog().game_tokens()}
    game, labels = build_position(data["position"], make_resolver({}), tokens=tokens)
    window.attach_game(game, [Seat(p.name, None, True) for p in game.state.players])
    for text in ("play {grenade}", "target {theirs}", "pass", "pass"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    window.controller.look_from(1)  # B decides (hotseat)
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(window.controller.view(), window.controller.legal())
    assert p.text == ("Play Dancing Grenade again for 1 Power of any domain, choosing anew "
                      "what it chooses?")
    assert {label for label, _ in p.buttons} >= {"Yes", "No"}
