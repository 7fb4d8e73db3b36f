"""A facedown card returned to its owner's hand stays unknown to the other players."""

from __future__ import annotations

from pathlib import Path

from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import defined_cards, expand, load, make_resolver

SCENARIO = Path(__file__).parents[1] / "cards" / "scenarios" / "pack-of-wonders.toml"


def test_returned_facedown_card_is_named_only_to_its_owner() -> None:
    data = load(SCENARIO)
    game, labels = build_position(data["position"], make_resolver(defined_cards(data)))
    events = []
    for text in ("act {pack} 0", "target {hidden}", "pass", "pass"):
        events += game.apply_or_raise(parse_action(expand(game, labels, text)))
    returned = [e for e in events if e.kind == "return"]
    assert len(returned) == 1 and returned[0].private_to == 0
    assert "card" in returned[0].for_player(0).data
    assert "card" not in returned[0].for_player(1).data
    assert "Blastcone" not in str(game.view(1)["players"][0])
