"""A game keeps the rules revision it was started under (RULES_REVISION, app/engine/core/state.py).

Revision 2 fixed cancelling a play (RUP4 358.5): its recycled runes go back to their places in
the rune row, and a play made in a chain window gives the priority back to its player. A game
of revision 1 plays as before those fixes, so that what earlier versions saved replays to its
hash; the revision is not part of the hash, and it is kept through undo, copies and search."""

from __future__ import annotations

import pickle
import random
from pathlib import Path
from typing import Any

import pytest

from app.cards.catalog import load_catalog
from app.engine import RULES_REVISION, Game, new_game
from app.engine.face.match import new_match
from app.engine.face.position import build_position
from app.engine.face.sampling import determinize
from app.scenarios import defined_cards, expand, load, make_resolver, scenario_steps
from app.selfplay import choose_random
from app.selfplay_match import match_decks
from tests.engine.test_same_results import EXPECTED, games

SCENARIOS = Path(__file__).parents[1] / "scenarios"

# (final state hash, number of actions) of two of the recorded random games as
# test_same_results recorded them before revision 2: starter 1 changes by the priority alone,
# starter 6 by the runes' order alone
BEFORE_REVISION_2 = {"starter 1": ("19c07d1ce4d4be11c19d051b3d41d90e", 201),
                     "starter 6": ("3f97a1addd648e7c8dd7088fd73afd66", 310)}


def _play(label: str, revision: int) -> tuple[str, int]:
    todo, tokens = games()
    a, b, seed = next((a, b, seed) for lb, a, b, seed in todo if lb == label)
    game = new_game([a, b], seed=seed, tokens=tokens, revision=revision)
    rng = random.Random(seed)
    while not game.is_over and game.state.turn <= 200:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    return game.hash(), len(game.log)


@pytest.mark.parametrize("label", sorted(BEFORE_REVISION_2))
def test_revision_1_plays_a_recorded_game_as_before_the_fixes(label: str) -> None:
    assert _play(label, 1) == BEFORE_REVISION_2[label]
    now = next(e for e in EXPECTED if e[0] == label)
    assert _play(label, RULES_REVISION) == (now[1], now[3]) != BEFORE_REVISION_2[label]


def _scenario(name: str, revision: int) -> tuple[Game, dict[str, int], list[dict[str, Any]]]:
    data = load(SCENARIOS / name)
    defined = defined_cards(data)
    tokens = {t.name: t for t in load_catalog().game_tokens()}
    game, labels = build_position(data["position"], make_resolver(defined), tokens=tokens)
    game.state.revision = revision
    return game, labels, scenario_steps(data)


def _run(game: Game, labels: dict[str, int], step: dict[str, Any]) -> None:
    for text in step["actions"]:
        game.apply_or_raise(expand(game, labels, text))


def _rune_row(game: Game) -> list[str]:
    s = game.state
    return [s.objs[r].card.name for r in s.players[0].runes]


def test_revision_1_puts_a_cancelled_play_s_recycled_runes_last() -> None:
    """The 358.5 scenario's game at revision 1: the runes come back at the end of the row."""
    game, labels, steps = _scenario("358.5-cancel-puts-a-recycled-rune-back-in-its-place.toml",
                                    1)
    for step in steps:
        _run(game, labels, step)
    assert _rune_row(game) == ["Mind Rune", "Body Rune", "Fury Rune", "Calm Rune"]


def test_revision_1_gives_the_priority_to_the_next_player_after_a_cancel() -> None:
    """The 358.5 scenario's game at revision 1: B is asked, as earlier versions did."""
    game, labels, steps = _scenario("358.5-cancel-in-a-chain-window-keeps-priority.toml", 1)
    for step in steps:
        _run(game, labels, step)
    d = game.state.decision
    assert d is not None and (d.player, d.kind) == (1, "priority")
    assert len(game.state.chain) == 2


def test_the_revision_is_kept_and_not_hashed() -> None:
    todo, tokens = games()
    _, a, b, seed = todo[0]
    old = new_game([a, b], seed=seed, tokens=tokens, revision=1)
    assert new_game([a, b], seed=seed, tokens=tokens).state.revision == RULES_REVISION
    rng = random.Random(seed)
    for _ in range(30):
        old.apply_or_raise(choose_random(rng, old.legal_actions()))
    now = new_game([a, b], seed=seed, tokens=tokens)
    for action in old.log:
        now.apply_or_raise(action)
    assert now.hash() == old.hash()  # the same moves, no cancel: the same hash
    copies = [old.clone(), old.at(10), pickle.loads(pickle.dumps(old)), determinize(old, 0, 5)]
    assert [g.state.revision for g in copies] == [1, 1, 1, 1]


def test_a_match_plays_its_games_under_its_revision() -> None:
    cat = load_catalog()
    match = new_match(match_decks(random.Random(5), cat), 5, tokens=cat.game_tokens(),
                      revision=1)
    rng = random.Random(5)
    while match.game is None or len(match.game.log) < 5:
        match.apply_or_raise(choose_random(rng, match.legal_actions()))
    assert match.game.state.revision == 1
    assert [g.state.revision for g in match.games()] == [1]
    again = type(match).from_dict(match.to_dict(), match.decks, match.tokens)
    assert again.revision == 1 and again.hash() == match.hash()
    assert new_match(match.decks, 5).revision == RULES_REVISION
