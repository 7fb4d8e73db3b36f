"""Games where a battlefield joins (the Baron Pit, RUP4 439) or is replaced (a Brush, 438)
save and load in every mode: the action log replays to the same state, the battlefields
included."""

from __future__ import annotations

import random

import pytest

from app.cards.catalog import load_catalog
from app.engine import DeckSpec, new_game
from app.engine.actions.modes import MODES
from app.selfplay import choose_random
from app.storage.saves import SavedSeat, load_save, save_game


def _decks(n: int) -> list[DeckSpec]:
    cat = load_catalog()
    fields = [c for c in cat.all() if c.type.value == "Battlefield" and c.supertype != "Token"
              and c.code in cat.implemented_codes()]
    legends = ["Ivern, Green Father", "Ivern, Green Father", "Kai'Sa, Daughter of the Void",
               "Volibear, Relentless Storm"]
    main = (cat.card_def("Baron Nashor"),) * 20 + (cat.card_def("Stalwart Poro"),) * 20
    return [DeckSpec(legend=cat.card_def(legends[k]), champion=None, main=main,
                     runes=(cat.card_def("Chaos Rune"),) * 12,
                     battlefields=tuple(cat.card_def(c.code) for c in fields[3 * k:3 * k + 3]))
            for k in range(n)]


def _next(rng: random.Random, legal: list) -> object:  # type: ignore[type-arg]
    """Baron Nashor whenever he can be played, Green Father always used, units moved."""
    for want in ("play", "yes"):
        picks = [a for a in legal if a.verb == want]
        if picks:
            return picks[0]
    moves = [a for a in legal if a.verb == "move"]
    if moves and rng.random() < 0.7:
        return rng.choice(moves)
    return choose_random(rng, legal)


@pytest.mark.parametrize("mode", list(MODES))
def test_games_with_a_baron_pit_and_a_brush_round_trip(tmp_path, mode) -> None:
    n = MODES[mode][0]
    names = ["Ann", "Bo", "Cy", "Di"][:n]
    tokens = load_catalog().game_tokens()
    for seed in range(6):
        rng = random.Random(seed)
        game = new_game(_decks(n), seed=seed, names=names, tokens=tokens, mode=mode)
        while not game.is_over and len(game.log) < 1500:
            game.apply_or_raise(_next(rng, game.legal_actions()))
            s = game.state
            names_now = {s.objs[b.obj].card.name for b in s.battlefields}
            if {"Baron Pit", "Brush"} <= names_now:
                break
        s = game.state
        if not {"Baron Pit", "Brush"} <= {s.objs[b.obj].card.name for b in s.battlefields}:
            continue
        path = tmp_path / f"{mode}{seed}.rbsave"
        save_game(game, [SavedSeat(name=x) for x in names], path)
        loaded = load_save(path)
        assert loaded.game.hash() == game.hash()
        assert [b.obj for b in loaded.game.state.battlefields] == [b.obj for b in s.battlefields]
        return
    pytest.fail(f"no {mode} game had both a Baron Pit and a Brush")
