"""Self-play's invariants hold while a spell is played again as it resolves (Dancing Grenade:
its resolving item and its new play are one card on the chain until that resolution ends,
RUP4 359.3.e.15). Found by 5000-game self-play over OGN,UNL."""

from pathlib import Path

from app.engine.core.actions import parse_action
from app.engine.face.position import build_position
from app.scenarios import expand, load, make_resolver
from app.selfplay import check_invariants

SCENARIO = Path(__file__).parents[1] / "cards" / "scenarios" / "dancing-grenade.toml"


def test_a_spell_played_again_as_it_resolves_is_one_card_on_the_chain() -> None:
    data = load(SCENARIO)
    game, labels = build_position(data["position"], make_resolver({}))
    total = sum(1 for o in game.state.objs.values() if not o.card.is_token)
    for text in ["play {grenade}", "target {theirs}", "pass", "pass", "yes"]:
        assert game.apply(parse_action(expand(game, labels, text))).ok, text
        check_invariants(game.state, total)
    # the resolving item and the new play name the same card, mid-play
    assert len({item.obj for item in game.state.chain}) == 1 < len(game.state.chain)
    assert game.apply(parse_action(expand(game, labels, "target {mine}"))).ok
    check_invariants(game.state, total)
    assert len(game.state.chain) == 1
