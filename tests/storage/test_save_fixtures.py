"""Save files written by an earlier version keep loading and verifying.

`fixtures/` holds saves written at main 7d48af1, before `app/engine` was restructured: a Duel
saved mid-chain (a trigger on the chain, two more waiting to be ordered: their abilities and
steps are part of the state hash), a finished Duel (what the replay viewer opens), a Match
saved during its second game, a Skirmish and a 2v2 game (RUP4 485-489). Each must replay to
its stored hash and pass `riftbound verify`. A deliberate rules change that alters these games
rewrites them: `SAVES_WRITE=1 pytest tests/storage/test_save_fixtures.py` (say so in the
commit message).

The `*-rev1.rbsave` fixtures are the mid-chain Duel, Match and 2v2 saves as earlier versions
wrote them, before rules revision 2 (RUP4 358.5) changed what their moves replay to; they are
never rewritten, and load under the revision 1 they were played under.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from app.cards.catalog import load_catalog
from app.engine import RULES_REVISION, Game, new_game
from app.engine.face.match import GAME, new_match
from app.selfplay import choose_random
from app.selfplay_match import match_decks
from app.storage.cli import verify_command
from app.storage.saves import SavedSeat, load_match, load_save, save_game, save_match
from tests.engine.test_same_results import vocabulary_games

FIXTURES = Path(__file__).with_name("fixtures")
NAMES = ["Ann", "Bo", "Cy", "Di"]


def _seats(n: int) -> list[SavedSeat]:
    return [SavedSeat(name=NAMES[0])] + [SavedSeat(name=x, kind="computer", level="easy")
                                         for x in NAMES[1:n]]


def _play(game: Game, seed: int, until) -> Game:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    while not game.is_over and not until(game):
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    return game


def _waiting(game: Game) -> bool:
    s = game.state
    return bool(s.waiting_triggers) and any(i.kind == "trigger" for i in s.chain)


def write_fixtures() -> None:
    """The saves as written at 7d48af1 (random legal play from fixed seeds)."""
    cat = load_catalog()
    tokens = cat.game_tokens()
    games = {label: (decks, mode) for label, decks, _, mode in vocabulary_games()}
    duel = games["vocabulary 3005"][0]
    # seed 3048: since a cancelled play gives the priority back (RUP4 358.5), seed 3037's
    # game no longer stops with triggers waiting
    game = _play(new_game(duel, seed=3048, names=NAMES[:2], tokens=tokens), 3048, _waiting)
    save_game(game, _seats(2), FIXTURES / "duel_mid_chain.rbsave")
    game = _play(new_game(games["vocabulary 3014"][0], seed=3014, names=NAMES[:2],
                          tokens=tokens), 3014, lambda g: False)
    save_game(game, _seats(2), FIXTURES / "duel_finished.rbsave")
    for label, n in (("skirmish 4001", 120), ("2v2 4001", 160)):
        decks, mode = games[label]
        game = _play(new_game(decks, seed=4001, names=NAMES[:len(decks)], tokens=tokens,
                              mode=mode), 4001, lambda g, n=n: len(g.log) >= n)
        save_game(game, _seats(len(decks)), FIXTURES / f"{mode}.rbsave")
    match = new_match(match_decks(random.Random(5), cat), 5, NAMES[:2], tokens=tokens)
    rng = random.Random(5)
    while match.number < 2 or match.stage != GAME or len(match.game.log) < 40:
        match.apply_or_raise(choose_random(rng, match.legal_actions()))
    save_match(match, _seats(2), FIXTURES / "match_game_2.rbsave")


@pytest.fixture(scope="module", autouse=True)
def _written() -> None:
    if os.environ.get("SAVES_WRITE") == "1":
        write_fixtures()


def _verified(name: str, capsys) -> str:  # type: ignore[no-untyped-def]
    capsys.readouterr()
    assert verify_command(SimpleNamespace(save=str(FIXTURES / name))) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok "), out
    return out


def test_a_duel_saved_mid_chain_loads_with_its_waiting_triggers(capsys) -> None:  # type: ignore[no-untyped-def]
    loaded = load_save(FIXTURES / "duel_mid_chain.rbsave")
    assert _waiting(loaded.game) and not loaded.data.finished
    assert loaded.game.hash() == loaded.data.state_hash
    assert "in progress" in _verified("duel_mid_chain.rbsave", capsys)


def test_a_finished_duel_loads_for_its_replay(capsys) -> None:  # type: ignore[no-untyped-def]
    loaded = load_save(FIXTURES / "duel_finished.rbsave")
    assert loaded.game.is_over and loaded.data.finished
    assert len(loaded.game.log) == len(loaded.data.actions)
    assert "winner" in _verified("duel_finished.rbsave", capsys)


@pytest.mark.parametrize(("mode", "n"), [("skirmish", 3), ("2v2", 4)])
def test_saves_of_the_other_modes_load(mode: str, n: int, capsys) -> None:  # type: ignore[no-untyped-def]
    loaded = load_save(FIXTURES / f"{mode}.rbsave")
    assert loaded.data.mode == mode and len(loaded.game.state.players) == n
    assert f"({mode}, " in _verified(f"{mode}.rbsave", capsys)


def test_a_match_saved_during_its_second_game_loads(capsys) -> None:  # type: ignore[no-untyped-def]
    match = load_match(FIXTURES / "match_game_2.rbsave")
    assert match.number == 2 and match.stage == GAME and sum(match.wins) == 1
    assert "match of 3" in _verified("match_game_2.rbsave", capsys)


@pytest.mark.parametrize("name", ["duel_mid_chain", "match_game_2", "2v2"])
def test_the_current_fixtures_are_of_the_current_revision(name: str) -> None:
    assert f'"revision": {RULES_REVISION}' in (FIXTURES / f"{name}.rbsave").read_text()


@pytest.mark.parametrize(("name", "words"), [("duel_mid_chain-rev1", "in progress"),
                                             ("2v2-rev1", "(2v2, in progress)"),
                                             ("match_game_2-rev1", "match of 3")])
def test_saves_of_before_rules_revision_2_load_under_revision_1(name: str, words: str,
                                                                 capsys) -> None:  # type: ignore[no-untyped-def]
    """Each of these games cancels a play made in a chain window, which before revision 2
    gave the priority to the next player (RUP4 358.5 now gives it back): without that
    revision-1 gate in `finalize.cancel_item` the three fail to replay ('move 109 ('pass')
    cannot be replayed' in the Duel, move 954 in the Match, move 100 ('play 111') in the
    2v2 game). The runes' gate (a cancelled play's recycled runes back last) changes none
    of the three: tests/engine/test_rules_revision.py and test_saves_revision.py check it."""
    raw = (FIXTURES / f"{name}.rbsave").read_text()
    assert '"revision"' not in raw  # as earlier versions wrote it
    if name.startswith("match"):
        match = load_match(FIXTURES / f"{name}.rbsave")
        assert match.revision == 1 and match.game is not None
        assert match.game.state.revision == 1
    else:
        loaded = load_save(FIXTURES / f"{name}.rbsave")
        assert loaded.data.revision == 1 and loaded.game.state.revision == 1
        assert loaded.game.hash() == loaded.data.state_hash
    assert words in _verified(f"{name}.rbsave", capsys)
