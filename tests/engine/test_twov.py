"""2v2 (RUP4 489) through the engine's public API: setup, deck checks, team points and
victory, views, replays, saves, and the computer at every level in every seat."""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine import new_game, replay
from app.engine.actions.modes import team_problems
from app.selfplay import check_invariants, choose_random


def _tokens():  # type: ignore[no-untyped-def]
    from app.cards.catalog import load_catalog

    return load_catalog().game_tokens()


def _decks():  # type: ignore[no-untyped-def]
    # the four Proving Grounds starters, first in name order: one per seat
    return [to_deck_spec(v) for _, v in sorted(load_builtin_decks().items())][:4]


def _random_2v2(seed: int, max_actions: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    g = new_game(_decks(), seed=seed, mode="2v2", tokens=_tokens())
    for _ in range(max_actions):
        if g.is_over:
            break
        g.apply_or_raise(choose_random(rng, g.legal_actions()))
    return g


@pytest.mark.parametrize("seed", range(6))
def test_setup_teams_battlefields_victory_score(seed: int) -> None:
    g = new_game(_decks(), seed=seed, mode="2v2", tokens=_tokens())
    s = g.state
    assert [p.team for p in s.players] == [0, 1, 0, 1]  # turn order alternates (489.5.c.1)
    assert s.victory_score == 11  # RUP4 489.3
    assert len(s.battlefields) == 3  # RUP4 489.4
    owners = sorted(s.objs[b.obj].owner for b in s.battlefields)
    assert owners == sorted(set(range(4)) - {s.first_player})  # 489.5.a, 489.5.b
    assert s.opponents(0) == [1, 3] and s.opponents(3) == [0, 2]
    while g.decision is not None and g.decision.kind == "mulligan":
        g.apply_or_raise("keep")
    assert len(s.players[s.first_player].hand) == 4  # no first draw (489.7)


def test_teammates_may_not_share_a_legend_or_a_battlefield() -> None:
    a, b, c, d = _decks()
    assert team_problems([a, b, c, d]) == []
    assert team_problems([a, b, a, d]) == ["team_same_legend", "team_same_battlefield"]
    # the same battlefield only (489.8.i)
    c2 = dataclasses.replace(c, battlefields=a.battlefields)
    assert team_problems([a, b, c2, d]) == ["team_same_battlefield"]
    # opponents may share them
    assert team_problems([a, a, c, c]) == []
    lists = [v for _, v in sorted(load_builtin_decks().items())][:4]  # the New Game dialog's
    assert team_problems(lists) == []
    assert team_problems([lists[0], lists[1], lists[0], lists[3]]) == [
        "team_same_legend", "team_same_battlefield"]
    with pytest.raises(ValueError, match="489.8.h"):
        new_game([a, b, a, d], seed=1, mode="2v2", tokens=_tokens())
    with pytest.raises(ValueError, match="489.8.i"):
        new_game([a, b, c2, d], seed=1, mode="2v2", tokens=_tokens())
    with pytest.raises(ValueError):
        new_game([a, b, c], seed=1, mode="2v2", tokens=_tokens())


def test_random_games_share_points_and_the_team_wins_together() -> None:
    for seed in range(3):
        g = _random_2v2(seed, 6000)
        s = g.state
        assert g.is_over
        w = g.winner
        assert w is not None
        assert g.winners == sorted(p.index for p in s.players if p.team == s.players[w].team)
        assert len(g.winners) == 2
        assert s.players[w].points >= 11 or s.extra.get("burnouts")
        assert s.players[0].points == s.players[2].points  # 489.8.d.1
        assert s.players[1].points == s.players[3].points
        v = g.view((w + 1) % 4)  # a loser sees the winning team
        assert v["winners"] == g.winners and v["winner"] == w


def test_views_carry_team_and_mode_and_hide_the_teammates_hand() -> None:
    g = _random_2v2(4, 200)
    s = g.state
    for viewer in range(4):
        v = g.view(viewer)
        assert v["mode"] == "2v2"
        assert [p["team"] for p in v["players"]] == [0, 1, 0, 1]
        text = json.dumps(v)
        for p in v["players"]:
            assert (p["hand"] is not None) == (p["index"] == viewer)  # 489.8.f
        mate = (viewer + 2) % 4
        for oid in s.players[mate].hand:
            assert f'"id": {oid}, "code"' not in text
    assert g.view(0)["players"][0]["team"] == 0


def test_duel_views_keep_everyone_alone() -> None:
    g = new_game(_decks()[:2], seed=1)
    v = g.view(0)
    assert [p["team"] for p in v["players"]] == [0, 1] and v["winners"] == []
    assert v["guest"] is None


def test_replay_and_random_games_keep_the_invariants() -> None:
    rng = random.Random(3)
    g = new_game(_decks(), seed=3, mode="2v2", tokens=_tokens())
    total = sum(1 for o in g.state.objs.values() if not o.card.is_token)
    invites = 0
    for _ in range(1500):
        if g.is_over:
            break
        a = choose_random(rng, g.legal_actions())
        invites += a.verb == "invite"
        g.apply_or_raise(a)
        check_invariants(g.state, total)
    assert invites > 0
    again = replay(_decks(), 3, g.log, tokens=_tokens(), mode="2v2")
    assert again.hash() == g.hash()


def test_save_load_and_verify_a_2v2_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from app.storage.saves import SavedSeat, load_save, save_game

    g = _random_2v2(5, 6000)
    assert g.is_over
    seats = [SavedSeat(name=f"Player {i + 1}") for i in range(4)]
    path = tmp_path / "twov.rbsave"
    save_game(g, seats, path)
    assert json.loads(path.read_text())["mode"] == "2v2"
    loaded = load_save(path)
    assert loaded.game.hash() == g.hash() and loaded.game.state.extra["mode"] == "2v2"
    ok = subprocess.run([sys.executable, "-m", "app", "verify", str(path)], capture_output=True,
                        text=True, cwd=Path(__file__).parents[2])
    assert ok.returncode == 0 and "matches" in ok.stdout
    a, b = g.winners  # the winning team, named together (489.6.a)
    assert f"winner Player {a + 1} and Player {b + 1}" in ok.stdout


def _to_main(g):  # type: ignore[no-untyped-def]
    while g.decision is not None and g.decision.kind == "mulligan":
        g.apply_or_raise("keep")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_computer_answers_every_2v2_decision_in_every_seat(level: str) -> None:
    """Every seat the same level, some turns of a real game: every decision answered with a
    legal action, every seat acting."""
    from app.ai.agents import HardAgent, make_agent

    agents = [make_agent(level, seed=i) for i in range(4)]
    for a in agents:
        if isinstance(a, HardAgent):
            a.rounds = 1  # quick: one round of playouts, no worker pool
    g = new_game(_decks(), seed=11, mode="2v2", tokens=_tokens())
    seats_acted: set[int] = set()
    for _ in range({"easy": 1500, "normal": 300, "hard": 60}[level]):
        if g.is_over or g.state.turn > 12:
            break
        who = g.to_act
        assert who is not None
        choice = agents[who].choose(g, who)
        assert g.apply(choice.action, player=who).ok
        seats_acted.add(who)
    assert seats_acted == {0, 1, 2, 3}


def test_normal_invites_a_teammate_who_has_a_useful_spell() -> None:
    """A teammate with a spell worth playing: Normal's turn player invites (489.8.a), and the
    invited Normal plays it."""
    from app.ai.agents import make_agent
    from app.engine.face.position import build_position
    from app.scenarios import defined_cards, make_resolver

    data = {"cards": {"Test Bolt": {"type": "Spell", "energy": 0, "abilities": [
        {"kind": "spell", "targets": [{"kind": "unit", "side": "enemy"}],
         "steps": [{"op": "deal", "n": 3, "target": 0}]}]}}}
    spec = {"mode": "2v2", "turn_player": "A",
            "A": {}, "B": {"base": [{"card": "Stalwart Poro", "label": "foe"}]},
            "C": {"hand": [{"card": "Test Bolt", "label": "bolt"}]}, "D": {},
            "battlefields": [{"card": "Open Field"}] * 3}
    game, labels = build_position(spec, make_resolver(defined_cards(data)))
    agent = make_agent("normal", seed=1)
    first = agent.choose(game, 0)
    assert first.action.verb == "invite" and first.action.args == (2,)
    game.apply_or_raise(first.action)
    assert game.decision is not None and game.decision.data == "guest"
    reply = make_agent("normal", seed=2).choose(game, 2)
    assert reply.action.verb == "play" and reply.action.args == (labels["bolt"],)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_answers_an_invitation(level: str) -> None:
    """The invited teammate's decision (489.8.a) gets a legal answer at every level: play
    the spell or pass back; and every level can be the one inviting."""
    from app.ai.agents import HardAgent, make_agent
    from app.engine.face.position import build_position
    from app.scenarios import defined_cards, make_resolver

    data = {"cards": {"Test Bolt": {"type": "Spell", "energy": 0, "abilities": [
        {"kind": "spell", "targets": [{"kind": "unit", "side": "enemy"}],
         "steps": [{"op": "deal", "n": 3, "target": 0}]}]}}}
    spec = {"mode": "2v2", "turn_player": "A",
            "A": {}, "B": {"base": [{"card": "Stalwart Poro"}]},
            "C": {"hand": [{"card": "Test Bolt"}]}, "D": {},
            "battlefields": [{"card": "Open Field"}] * 3}
    game, _ = build_position(spec, make_resolver(defined_cards(data)))
    assert "invite 2" in {str(a) for a in game.legal_actions()}
    game.apply_or_raise("invite 2")
    agent = make_agent(level, seed=3)
    if isinstance(agent, HardAgent):
        agent.rounds = 1
    choice = agent.choose(game, 2)
    assert choice.action.verb in ("play", "pass")
    assert game.apply(choice.action, player=2).ok
    assert game.to_act is not None


def test_the_evaluation_counts_the_teammate_as_friendly() -> None:
    """The computer plays for its team: the teammate's units, battlefields and victory are
    its own (489.8.d, 489.8.e); the Victory Score is 11 (489.3)."""
    from app.ai.evaluate import WIN, evaluate
    from app.engine.face.position import build_position
    from app.scenarios import make_resolver

    def position(holder: str):  # type: ignore[no-untyped-def]
        spec = {"mode": "2v2", "turn_player": "A", "A": {}, "B": {}, "C": {}, "D": {},
                "battlefields": [{"card": "Open Field", "controller": holder,
                                  "units": [{"card": "Stalwart Poro", "owner": holder}]},
                                 {"card": "Open Field"}, {"card": "Open Field"}]}
        return build_position(spec, make_resolver({}))[0].state

    mate, foe = position("C"), position("B")
    assert evaluate(mate, 0) > 0 > evaluate(foe, 0)
    assert evaluate(mate, 2) == evaluate(mate, 0)  # teammates see the same position
    assert evaluate(mate, 1) == evaluate(mate, 3) < 0
    mate.winner = 2
    assert evaluate(mate, 0) == WIN and evaluate(mate, 1) == -WIN


def test_a_concession_loses_for_the_whole_team() -> None:
    """RUP4 650, 651.4, 489.6.a.1: a player may concede at any time; in 2v2 their team loses;
    the concession is in the log, so replays and saves keep it."""
    g = _random_2v2(7, 120)
    assert not g.is_over and all(a.verb != "concede" for a in g.legal_actions())
    ref = g.why_illegal("concede 2", player=1)
    assert ref is not None and ref.code == "concede_self" and ref.rule == "650"
    assert g.apply("concede 2", player=2).ok  # not C's decision: still allowed (650)
    assert g.is_over and g.winners == [1, 3] and g.decision is None
    assert g.legal_actions() == []
    ref = g.why_illegal("concede 0")
    assert ref is not None and ref.code == "game_over"
    again = replay(_decks(), 7, g.log, tokens=_tokens(), mode="2v2")
    assert again.hash() == g.hash() and again.winners == [1, 3]


def test_a_concession_in_a_duel_and_in_war() -> None:
    duel = new_game(_decks()[:2], seed=2)
    assert duel.apply("concede 0").ok and duel.winner == 1 and duel.winners == [1]
    war = new_game(_decks(), seed=2, mode="war", tokens=_tokens())
    assert war.why_illegal("concede 0") is None  # removed; the others play on (651.2, 652)
    assert war.apply("concede 0").ok and not war.is_over
    ref = war.why_illegal("concede 0")
    assert ref is not None and ref.rule == "651.3"


def test_a_player_shows_their_hand_to_their_teammate() -> None:
    """Hands are private; a player may show theirs to their teammate at any time (RUP4
    489.8.f): the teammate's view then has those cards (while they stay in that hand), no
    one else's does; it is no game action and waits for nobody's priority."""
    g = _random_2v2(4, 40)
    s = g.state
    before = list(s.players[0].hand)
    assert before and g.view(2)["players"][0]["shown_hand"] == []
    assert g.why_illegal("show 0 2", player=1).code == "show_hand"  # only your own hand
    assert g.why_illegal("show 0 0", player=0).code == "show_hand"
    to_act = g.to_act
    events = g.apply_or_raise("show 0 2", player=0)
    assert [e.kind for e in events] == ["show_hand"] and g.to_act == to_act
    assert [c["id"] for c in g.view(2)["players"][0]["shown_hand"]] == sorted(before)
    for viewer in (1, 3):  # the opponents still see backs
        v = g.view(viewer)
        assert v["players"][0]["shown_hand"] == []
        assert all(f'"id": {oid}, "code"' not in json.dumps(v) for oid in before)
    again = replay(_decks(), 4, g.log, tokens=_tokens(), mode="2v2")  # in the log, replayed
    assert again.hash() == g.hash() and again.view(2)["players"][0]["shown_hand"]
    duel = new_game(_decks()[:2], seed=1)
    assert duel.why_illegal("show 0 1", player=0).code == "show_hand"


def test_the_invariants_count_units_not_gear_at_a_battlefield() -> None:
    """RUP4 144.4.a.1 limits the players whose units are at a battlefield: a gear attached to
    a teammate's unit (friendly, 489.8.e) is at that unit's location (434.4) and counts for
    nothing, as in `reads.board.can_enter` (random 2v2 seed 21000063000 reported "units of 3
    players"); a third player's unit is still caught."""
    import tomllib

    from app.engine.face.position import build_position
    from app.scenarios import make_resolver
    from app.selfplay import InvariantError

    spec = tomllib.loads("""
mode = "2v2"
turn_player = "A"
[A]
[B]
[C]
[D]
[[battlefields]]
card = "Open Field"
units = [{ card = "Shipyard Skulker", owner = "C", label = "mate" },
         { card = "Cloth Armor", owner = "A", attached_to = "mate" },
         { card = "Shipyard Skulker", owner = "B" },
         { card = "Shipyard Skulker", owner = "B", label = "foe" }]
[[battlefields]]
card = "Open Field"
[[battlefields]]
card = "Open Field"
""")
    game, labels = build_position(spec, make_resolver({}), tokens={})
    s = game.state
    total = sum(1 for o in s.objs.values() if not o.card.is_token)
    check_invariants(s, total)
    s.objs[labels["foe"]].controller = 3  # a unit of a third player there: still caught
    with pytest.raises(InvariantError, match="units of 3 players"):
        check_invariants(s, total)
