"""Computer players in chain windows (RUP4 337-340: Reactions only while the chain holds a
spell or ability): Normal and Hard weigh each Reaction against passing, the chain resolving
after it (a counter, RUP4 425; a trick that saves a unit, its target chosen by look-ahead);
Easy counters an opponent's big spell now and then; no one counters their teammate (2v2,
RUP4 489.8); a window with nothing to play is a pass, with no look-ahead."""

from __future__ import annotations

import pytest

from app.ai import make_agent
from app.ai.agents import Agent
from app.engine import Action, Game
from app.engine.face.position import build_position
from app.scenarios import make_resolver
from tests.engine.card_scenario import scenario_game


def _agent(level: str, seed: int = 1) -> Agent:
    agent = make_agent(level, seed)
    if level == "hard":
        agent.rounds = 20  # type: ignore[attr-defined]
    return agent


def _play_on(game: Game, agent: Agent, me: int) -> None:
    """The agent answers its own questions until someone else is asked."""
    while not game.is_over and game.to_act == me:
        game.apply_or_raise(agent.choose(game, me).action)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_counter_against_a_spell_that_kills_its_unit(level: str) -> None:
    game, labels, _ = scenario_game("not-so-fast.toml", ("play {ray}", "pass"))
    assert game.decision is not None and game.decision.data == "chain"
    choice = _agent(level).choose(game, 1)
    assert choice.action == Action("play", (labels["nsf"],))
    assert choice.reason_code == "counters" and choice.params["card"] == "Hextech Ray"
    assert choice.reason == "Plays Not So Fast: counters Hextech Ray"


def _ray_at_the_poro(reaction: str, runes: tuple[str, ...] = ()
                     ) -> tuple[Game, dict[str, int]]:
    """A casts Hextech Ray (3 damage) at B's Stalwart Poro; B holds `reaction`, and has the
    Energy for it. A's Skulkers are the first units a spell of B's may choose."""
    pos = {"turn_player": "A",
           "A": {"hand": [{"card": "Hextech Ray", "label": "ray"}],
                 "pool": {"energy": 1, "power": {"Fury": 1}},
                 "base": [{"card": "Shipyard Skulker", "label": "skulker"}]},
           "B": {"hand": [{"card": reaction, "label": "reaction"}], "pool": {"energy": 2},
                 "runes": list(runes)},
           "battlefields": [
               {"card": "Open Field", "controller": "B",
                "units": [{"card": "Stalwart Poro", "owner": "B", "label": "poro"}]},
               {"card": "Open Field", "controller": "A",
                "units": [{"card": "Shipyard Skulker", "owner": "A", "label": "sk2"}]}]}
    game, labels = build_position(pos, make_resolver({}))
    game.apply_or_raise(Action("play", (labels["ray"],)))
    game.apply_or_raise(Action("target", (labels["poro"],)))
    game.apply_or_raise(Action("pass"))
    assert game.to_act == 1 and game.decision is not None and game.decision.data == "chain"
    return game, labels


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_trick_that_saves_its_unit_chooses_its_own_unit(level: str) -> None:
    # Feral Strength (+2 Might to a unit): the quick answer's first target is A's Skulker,
    # which would make the trick look useless; the look-ahead of its target finds the Poro
    game, labels = _ray_at_the_poro("Feral Strength")
    agent = _agent(level)
    choice = agent.choose(game, 1)
    assert choice.action == Action("play", (labels["reaction"],))
    assert choice.reason_code == "saves" and choice.params["card"] == "Stalwart Poro"
    _play_on(game, agent, 1)
    while game.state.chain:  # both pass: the trick resolves first, then the Ray
        game.apply_or_raise(Action("pass"))
    poro = game.state.objs[labels["poro"]]
    assert poro.zone == "bf" and poro.damage == 3
    assert game.state.objs[labels["reaction"]].zone == "trash"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_response_that_only_costs_a_card_is_not_played(level: str) -> None:
    # Retreat would return B's own Poro to its hand (and channel a rune) to dodge the Ray:
    # worse than losing it, for a card. Easy plays only counters.
    game, labels = _ray_at_the_poro("Retreat")
    choice = _agent(level).choose(game, 1)
    assert choice.action == Action("pass")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_window_with_nothing_to_play_is_a_pass_without_look_ahead(
        level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # B holds a unit (not a Reaction) and a rune it could tap (an Add ability, legal in any
    # window, RUP4 164.2): more than one legal action, and the pass comes without a game
    # sampled to look ahead in
    game, labels = _ray_at_the_poro("Stalwart Poro", runes=("Calm Rune",))
    assert len(game.legal_actions()) > 1
    assert not any(a.verb in ("play", "act") for a in game.legal_actions())

    def no_sampling(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("a look-ahead where nothing could be played")

    monkeypatch.setattr("app.ai.agents.determinize", no_sampling)
    choice = _agent(level).choose(game, 1)
    assert choice.action == Action("pass") and choice.reason == "Passes"


BLAST = {"type": "Spell", "energy": 4, "domains": ["Calm"],
         "abilities": [{"kind": "spell", "targets": [{"kind": "unit"}],
                        "steps": [{"op": "deal", "n": 5, "target": 0}]}]}


def _blast_at(unit_of: str, defy_of: str, mode: str = "duel") -> tuple[Game, dict[str, int]]:
    """A casts Test Blast (4 Energy: 5 damage) at a unit of `unit_of`'s; `defy_of` holds Defy
    (a counter, RUP4 425) and its cost; everyone else passes until `defy_of` may respond."""
    from app.scenarios import card_from_table

    seats = "ABCD" if mode == "2v2" else "AB"
    pos: dict = {"turn_player": "A", "mode": mode}
    for p in seats:
        pos[p] = {}
    pos["A"] = {"hand": [{"card": "Test Blast", "label": "blast"}], "pool": {"energy": 4}}
    pos[defy_of] = {"hand": [{"card": "Defy", "label": "defy"}],
                    "pool": {"energy": 1, "power": {"Calm": 1}}}
    pos[unit_of]["base"] = [{"card": "Shipyard Skulker", "owner": unit_of, "label": "unit"}]
    pos["battlefields"] = [{"card": "Open Field"} for _ in range(3 if mode == "2v2" else 2)]
    game, labels = build_position(pos, make_resolver({"Test Blast": card_from_table(
        "Test Blast", BLAST)}))
    game.apply_or_raise(Action("play", (labels["blast"],)))  # the only unit: chosen at once
    assert game.state.chain[-1].targets[0][0][1] == labels["unit"]
    responder = seats.index(defy_of)
    while game.to_act != responder:
        game.apply_or_raise(Action("pass"))
    assert game.decision is not None and game.decision.data == "chain"
    return game, labels


def test_easy_counters_a_big_spell_now_and_then() -> None:
    game, labels = _blast_at("B", "B")
    answers = {make_agent("easy", seed).choose(game, 1).action for seed in range(12)}
    assert answers == {Action("play", (labels["defy"],)), Action("pass")}


def test_easy_lets_a_small_spell_be() -> None:
    game, labels, _ = scenario_game("not-so-fast.toml", ("play {ray}", "pass"))
    assert {make_agent("easy", seed).choose(game, 1).action for seed in range(12)} == {
        Action("pass")}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_one_counters_their_teammate(level: str) -> None:
    # 2v2 (RUP4 489): A (with C) blasts D's unit; C could Defy the only spell on the chain
    game, labels = _blast_at("D", "C", mode="2v2")
    for seed in range(6):
        assert _agent(level, seed).choose(game, 2).action == Action("pass")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_opponent_in_2v2_counters(level: str) -> None:
    game, labels = _blast_at("D", "D", mode="2v2")
    choice = _agent(level).choose(game, 3)
    assert choice.action == Action("play", (labels["defy"],))
    assert choice.reason_code == "counters" and choice.params["card"] == "Test Blast"


def test_a_counter_chooses_the_opponent_s_spell_not_its_own() -> None:
    # the chain: A's Test Blast, then B's own Feral Strength; B's Wind Wall may counter
    # either (any spell, RUP4 425): the quick answer (Easy, playouts) takes A's
    from app.ai.playout import default_answer
    from app.scenarios import card_from_table

    pos = {"turn_player": "A",
           "A": {"hand": [{"card": "Test Blast", "label": "blast"}], "pool": {"energy": 4}},
           "B": {"hand": [{"card": "Feral Strength", "label": "feral"},
                          {"card": "Wind Wall", "label": "wall"}],
                 "pool": {"energy": 5, "power": {"Calm": 2}},
                 "base": [{"card": "Stalwart Poro", "owner": "B", "label": "poro"}]},
           "battlefields": [{"card": "Open Field"}, {"card": "Open Field"}]}
    game, labels = build_position(pos, make_resolver({"Test Blast": card_from_table(
        "Test Blast", BLAST)}))
    for action in (Action("play", (labels["blast"],)), Action("pass"),
                   Action("play", (labels["feral"],)), Action("no"),  # not Repeated
                   Action("play", (labels["wall"],))):  # (the only unit: chosen at once)
        game.apply_or_raise(action)
    assert game.decision is not None and game.decision.data["ask"] == "target"
    legal = game.legal_actions()
    assert Action("target", (labels["feral"],)) in legal  # a spell: chosen as its card
    assert default_answer(game, legal) == Action("target", (labels["blast"],))
