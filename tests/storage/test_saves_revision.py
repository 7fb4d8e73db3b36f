"""A save holds the rules revision its game is played under and is replayed under it: a game of
an earlier revision (RUP4 358.5 before revision 2) loads, goes on and saves again as it was
played; a file of a newer revision is refused; a file without one is of revision 1."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from app.cards.catalog import load_catalog
from app.engine import RULES_REVISION, new_game
from app.selfplay import choose_random
from app.storage.saves import (
    SavedSeat,
    SaveError,
    dumps,
    dumps_match,
    load_match,
    load_save,
    parse_save,
    rebuild,
    rebuild_match,
)
from tests.engine.test_same_results import games

FIXTURES = Path(__file__).with_name("fixtures")
SEATS = [SavedSeat(name="Ann"), SavedSeat(name="Bo", kind="computer", level="easy")]


def _starter_6(**revision: int):  # type: ignore[no-untyped-def]
    """The recorded random game that revision 2 changes by the runes' order alone (without
    `revision=`: a new game's)."""
    todo, _ = games()
    a, b, seed = next((a, b, seed) for label, a, b, seed in todo if label == "starter 6")
    game = new_game([a, b], seed=seed, names=["Ann", "Bo"],
                    tokens=load_catalog().game_tokens(), **revision)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    return game


def _as_format_1(raw: str, **changes: object) -> str:
    """The same save as format 1 (no checksum) with some fields changed."""
    obj = {k: v for k, v in json.loads(raw).items() if k != "checksum"}
    obj["version"] = 1
    obj.update(changes)
    return json.dumps(obj)


def test_a_save_is_replayed_under_its_revision() -> None:
    game = _starter_6(revision=1)
    raw = dumps(game, SEATS)
    data = parse_save(raw)
    assert data.revision == 1
    again = rebuild(data)
    assert again.state.revision == 1 and again.hash() == game.hash()
    assert parse_save(_as_format_1(raw)).revision == 1
    with pytest.raises(SaveError, match="cannot be replayed|do not lead"):
        rebuild(parse_save(_as_format_1(raw, revision=2)))  # its runes come back elsewhere


def test_a_new_game_saves_the_current_revision() -> None:
    raw = dumps(_starter_6(), SEATS)
    assert parse_save(raw).revision == RULES_REVISION
    with pytest.raises(SaveError, match="cannot be replayed|do not lead"):
        rebuild(parse_save(_as_format_1(raw, revision=1)))


def test_a_game_of_revision_1_goes_on_and_saves_as_revision_1() -> None:
    loaded = load_save(FIXTURES / "duel_mid_chain-rev1.rbsave")
    game = loaded.game
    rng = random.Random(1)
    for _ in range(40):
        if game.is_over:
            break
        game.apply_or_raise(choose_random(rng, game.legal_actions()))
    data = parse_save(dumps(game, SEATS))
    assert data.revision == 1 and rebuild(data).hash() == game.hash()
    assert game.at(len(loaded.data.actions)).state.revision == 1  # undo keeps it


def test_a_match_of_revision_1_saves_as_revision_1() -> None:
    match = load_match(FIXTURES / "match_game_2-rev1.rbsave")
    data = parse_save(dumps_match(match, SEATS))
    assert data.revision == 1 and rebuild_match(data).hash() == match.hash()


def test_a_newer_revision_is_refused() -> None:
    raw = dumps(_starter_6(), SEATS)
    newer = _as_format_1(raw, revision=RULES_REVISION + 1)
    with pytest.raises(SaveError, match=f"newer Riftbound Table \\(rules revision "
                                        f"{RULES_REVISION + 1}\\)"):
        parse_save(newer, "x.rbsave")
    with pytest.raises(SaveError, match="damaged: revision"):
        parse_save(_as_format_1(raw, revision=0), "x.rbsave")
