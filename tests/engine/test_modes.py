"""Skirmish and War (RUP4 487, 488): setup, the first turns, 3+ player rules, views."""

from __future__ import annotations

import json
import random

import pytest

from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game
from app.engine.core.actions import Action
from app.engine.face.position import PositionError, build_position
from app.scenarios import make_resolver
from app.selfplay import check_invariants, choose_random


def _tokens():  # type: ignore[no-untyped-def]
    from app.cards.catalog import load_catalog

    cat = load_catalog()
    return tuple(cat.card_def(t.code) for t in cat.all()
                 if t.is_token and t.code in cat.implemented_codes()) or (cat.token("Recruit"),)


def _decks(n: int):  # type: ignore[no-untyped-def]
    decks = [to_deck_spec(v) for _, v in sorted(load_builtin_decks().items())]
    return decks[:n]


def test_skirmish_setup_three_battlefields_one_per_player() -> None:
    g = new_game(_decks(3), seed=5, mode="skirmish", tokens=_tokens())
    s = g.state
    assert len(s.players) == 3 and len(s.battlefields) == 3
    assert sorted(s.objs[b.obj].owner for b in s.battlefields) == [0, 1, 2]  # RUP4 487.5
    assert s.extra["mode"] == "skirmish"
    assert s.victory_score == 8  # RUP4 487.3
    assert all(len(p.hand) == 4 for p in s.players)


@pytest.mark.parametrize("seed", range(8))
def test_war_setup_removes_the_first_players_battlefields(seed: int) -> None:
    g = new_game(_decks(4), seed=seed, mode="war", tokens=_tokens())
    s = g.state
    assert len(s.battlefields) == 3  # RUP4 488.4
    owners = sorted(s.objs[b.obj].owner for b in s.battlefields)
    assert owners == sorted(set(range(4)) - {s.first_player})  # RUP4 488.4.b, 488.5


def test_mode_needs_its_number_of_players() -> None:
    with pytest.raises(ValueError):
        new_game(_decks(2), seed=1, mode="skirmish", tokens=_tokens())
    with pytest.raises(ValueError):
        new_game(_decks(3), seed=1, mode="war", tokens=_tokens())
    with pytest.raises(ValueError):
        new_game(_decks(3), seed=1, mode="2v2x")


def test_duel_keeps_no_mode() -> None:
    g = new_game(_decks(2), seed=1)
    assert "mode" not in g.state.extra and "first_draw_pending" not in g.state.extra
    assert g.view(0)["mode"] == "duel"


def test_war_first_player_skips_only_the_first_draw() -> None:
    g = new_game(_decks(4), seed=3, mode="war", tokens=_tokens())
    while g.decision is not None and g.decision.kind == "mulligan":
        g.apply_or_raise("keep")
    s = g.state
    fp = s.first_player
    assert s.turn_player == fp and len(s.players[fp].hand) == 4  # no draw (RUP4 488.7)
    assert "first_draw_pending" not in s.extra


def test_replay_in_a_mode_gives_the_same_game() -> None:
    from app.engine import replay

    rng = random.Random(2)
    g = new_game(_decks(3), seed=9, mode="skirmish", tokens=_tokens())
    for _ in range(300):
        if g.is_over:
            break
        g.apply_or_raise(choose_random(rng, g.legal_actions()))
    again = replay(_decks(3), 9, g.log, tokens=_tokens(), mode="skirmish")
    assert again.hash() == g.hash()


def test_views_hide_the_other_players_hands_in_war() -> None:
    g = new_game(_decks(4), seed=4, mode="war", tokens=_tokens())
    s = g.state
    for viewer in range(4):
        v = g.view(viewer)
        for p in v["players"]:
            assert (p["hand"] is not None) == (p["index"] == viewer)
        text = json.dumps(v)
        for other in range(4):
            if other == viewer:
                continue
            for oid in s.players[other].hand:  # no card of another's hand, by code
                assert f'"id": {oid}, "code"' not in text
        assert v["mode"] == "war"


def test_random_war_and_skirmish_games_keep_the_invariants() -> None:
    for mode, n in (("skirmish", 3), ("war", 4)):
        rng = random.Random(n)
        g = new_game(_decks(n), seed=n, mode=mode, tokens=_tokens())
        total = sum(1 for o in g.state.objs.values() if not o.card.is_token)
        for _ in range(400):
            if g.is_over:
                break
            g.apply_or_raise(choose_random(rng, g.legal_actions()))
            check_invariants(g.state, total)


def _three_at_bf0():  # type: ignore[no-untyped-def]
    spec = {"mode": "skirmish", "turn_player": "A",
            "A": {"base": [{"card": "Stalwart Poro", "label": "poro"}]}, "B": {}, "C": {},
            "battlefields": [{"card": "Open Field"}, {"card": "Open Field"},
                             {"card": "Open Field"}]}
    game, labels = build_position(spec, make_resolver({}))
    return game, labels


def test_no_move_to_a_battlefield_with_units_of_two_other_players() -> None:
    from app.engine.actions.zones import relocate
    from app.engine.turn.flow import move_destinations

    game, labels = _three_at_bf0()
    s = game.state
    # B's and C's units at bf0 (as while a combat is staged there): A can't go there
    b = s.new_obj(s.objs[labels["poro"]].card, 1, "base")
    c = s.new_obj(s.objs[labels["poro"]].card, 2, "base")
    s.players[1].base.append(b.id)
    s.players[2].base.append(c.id)
    relocate(s, b, "bf", 0)
    relocate(s, c, "bf", 0)
    assert move_destinations(s, s.objs[labels["poro"]]) == ["bf1", "bf2"]
    game._legal = None
    ref = game.why_illegal(Action("move", (labels["poro"], "bf0")))
    assert ref is not None and ref.rule == "144.4.a.1"


def test_position_checks_the_mode() -> None:
    spec = {"mode": "war", "A": {}, "B": {}, "C": {}}
    with pytest.raises(PositionError):
        build_position(spec, make_resolver({}))


def test_a_war_game_saves_and_loads_with_its_mode() -> None:
    from app.cards.catalog import load_catalog
    from app.storage.saves import SavedSeat, dumps, parse_save, rebuild

    rng = random.Random(5)
    g = new_game(_decks(4), seed=12, mode="war", tokens=load_catalog().game_tokens())
    for _ in range(200):
        if g.is_over:
            break
        g.apply_or_raise(choose_random(rng, g.legal_actions()))
    text = dumps(g, [SavedSeat(name=p.name) for p in g.state.players])
    data = parse_save(text)
    assert data.mode == "war"
    assert rebuild(data).hash() == g.hash()


def test_the_stage_decision_in_each_players_view() -> None:
    from pathlib import Path

    from app.scenarios import defined_cards, load

    path = Path(__file__).parents[1] / "scenarios" / "461.1-turn-player-chooses-the-combat.toml"
    data = load(path)
    game, _ = build_position(data["position"], make_resolver(defined_cards(data)))
    assert game.decision is not None and game.decision.kind == "stage"
    for viewer in range(3):
        d = game.view(viewer)["decision"]
        assert d["kind"] == "stage" and d["player"] == 0 and d["staged"] == [0, 1]
        assert ("actions" in d) == (viewer == 0)  # only the turn player's choices
    assert game.view(0)["decision"]["actions"] == ["stage 0", "stage 1"]


@pytest.mark.parametrize("mode,n", [("skirmish", 3), ("war", 4), ("2v2", 4)])
def test_no_view_depends_on_what_its_player_cant_see(mode: str, n: int) -> None:
    """Mid-game in every multiplayer mode: dealing the other players' hands and decks
    differently (the same cards, other identities) changes nothing in a player's view."""
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        g = new_game(_decks(n), seed=seed, mode=mode, tokens=_tokens())
        for _ in range(rng.randrange(60, 260)):
            if g.is_over:
                break
            g.apply_or_raise(choose_random(rng, g.legal_actions()))
        for viewer in range(n):
            before = g.view(viewer)
            other = g.clone()
            s = other.state
            hidden = [oid for p in s.players if p.index != viewer for oid in p.hand + p.deck]
            cards = [s.objs[oid].card for oid in hidden]
            rng.shuffle(cards)
            for oid, card in zip(hidden, cards, strict=True):
                s.objs[oid].card = card
            assert other.view(viewer) == before, (mode, seed, viewer)
