"""Self-play's invariants in states that 5000-game self-play over OGN,UNL first reached: a spell
played again as it resolves, a Brush over the Baron Pit."""

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


def test_a_brush_over_the_baron_pit_keeps_the_third_battlefields_place() -> None:
    """The Pit joins a Duel as a third battlefield (RUP4 439); a Brush that replaces it takes
    its place (438.5-438.6): still three battlefields."""
    from app.cards.catalog import load_catalog
    from app.engine.actions.battlefields import replace_battlefield

    data = load(Path(__file__).parents[1] / "cards" / "scenarios" / "baron-pit.toml")
    game, _labels = build_position(data["position"], make_resolver({}))
    total = sum(1 for o in game.state.objs.values() if not o.card.is_token)
    pit = next(i for i, b in enumerate(game.state.battlefields)
               if game.state.objs[b.obj].card.name == "Baron Pit")
    check_invariants(game.state, total)
    replace_battlefield(game.state, pit, load_catalog().token("Brush"), 0)
    assert len(game.state.battlefields) == 3
    check_invariants(game.state, total)
