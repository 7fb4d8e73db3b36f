"""A game saved while a player is naming a spell (RUP4 759-763): the names offered are the
catalog's, not part of the saved state, so the save still verifies once the catalog knows more
spells; a save written while the offered names were still hashed loads too."""

from __future__ import annotations

import json
import random

from app.cards.catalog import load_catalog
from app.engine import Game, new_game
from app.engine.core.names import nameable, register_spell_names
from app.selfplay import choose_random, random_mode_decks
from app.storage.saves import SavedSeat, _checksum, dumps, load_save

SEATS = [SavedSeat(name="Ann"), SavedSeat(name="Bo")]


def _naming(d: object) -> bool:
    return d is not None and d.kind == "choose" and d.data.get("ask") == "name"  # type: ignore[attr-defined]


def _paused_at_naming() -> Game:
    """A random game of Vendetta decks played until someone names a spell (Fallen Feline)."""
    cat = load_catalog()
    for seed in range(60):
        rng = random.Random(seed)
        _legends, specs = random_mode_decks(rng, cat, frozenset({"VEN"}), "duel")
        game = new_game(specs, seed=seed, names=["Ann", "Bo"], tokens=cat.game_tokens())
        while not game.is_over and len(game.log) < 400:
            if _naming(game.state.decision):
                return game
            game.apply_or_raise(choose_random(rng, game.legal_actions()))
    raise AssertionError("no random game reached a naming question")


def test_a_save_paused_at_naming_verifies_with_a_larger_catalog(tmp_path) -> None:
    game = _paused_at_naming()
    path = tmp_path / "naming.rbsave"
    path.write_text(dumps(game, SEATS), encoding="utf-8")
    before = list(nameable("spell"))
    register_spell_names([*before, "Zz Later Spell"])  # as a later catalog would
    try:
        loaded = load_save(path)
        assert _naming(loaded.game.state.decision)
        assert loaded.game.hash() == game.hash()
        assert "name Zz_Later_Spell" in {str(a) for a in loaded.game.legal_actions()}
    finally:
        register_spell_names(before)


def test_a_save_hashed_with_the_offered_names_still_loads(tmp_path) -> None:
    game = _paused_at_naming()
    old = json.loads(dumps(game, SEATS))
    old["state_hash"] = game.hash(offered_names=True)  # as saves before this version did
    assert old["state_hash"] != game.hash()
    old["checksum"] = _checksum(old)
    path = tmp_path / "old.rbsave"
    path.write_text(json.dumps(old), encoding="utf-8")
    assert _naming(load_save(path).game.state.decision)
