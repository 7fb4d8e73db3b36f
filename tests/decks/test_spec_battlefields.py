"""Decks become games: a Duel deck's three battlefields give one per player, at random from
the seed (RUP4 485.5); a Proving Grounds deck brings its one battlefield."""

from __future__ import annotations

from dataclasses import replace

from app.decks.builtin import load_builtin_decks
from app.decks.spec import to_deck_spec
from app.engine.face.game import new_game

YI_THREE = ("Fortified Position", "Void Gate", "Startipped Peak")
LUX_THREE = ("Targon's Peak", "Grove of the God-Willow", "Trifarian War Camp")


def _battlefields_in_play(game) -> list[tuple[int, str]]:
    s = game.state
    return [(s.objs[b.obj].owner, s.objs[b.obj].card.name) for b in s.battlefields]


def _three(stem: str, names: tuple[str, ...]):
    from app.cards.catalog import load_catalog

    cat = load_catalog()
    usable = tuple(n for n in names if cat.find(n) is not None)
    if len(usable) < 3:  # before the whole pool: battlefields of the other starter decks
        usable = ("Fortified Position", "Void Gate", "Startipped Peak")
    return replace(load_builtin_decks()[stem], battlefields=usable)


def test_duel_decks_get_one_battlefield_each_at_random_from_the_seed() -> None:
    yi, lux = _three("master-yi", YI_THREE), _three("lux", LUX_THREE)
    specs = [to_deck_spec(yi), to_deck_spec(lux)]
    assert len(specs[0].battlefields) == 3  # the spec keeps all three for setup to choose
    picks: dict[int, set[str]] = {0: set(), 1: set()}
    for seed in range(40):
        game = new_game(specs, seed=seed)
        in_play = _battlefields_in_play(game)
        # One battlefield per player, from that player's own three (485.5) ...
        assert [owner for owner, _ in in_play] == [0, 1]
        assert in_play[0][1] in yi.battlefields and in_play[1][1] in lux.battlefields
        # ... and the other two are not in the game at all.
        names = [o.card.name for o in game.state.objs.values() if o.card.type.value ==
                 "Battlefield"]  # fmt: skip
        assert len(names) == 2
        # The same seed picks the same battlefields (replays and saves rely on it).
        assert _battlefields_in_play(new_game(specs, seed=seed)) == in_play
        for owner, name in in_play:
            picks[owner].add(name)
    # Random, not always the first: over 40 seeds every battlefield comes up for each player.
    assert picks[0] == set(yi.battlefields) and picks[1] == set(lux.battlefields)


def test_proving_grounds_decks_keep_their_one_battlefield() -> None:
    decks = load_builtin_decks()
    specs = [to_deck_spec(decks["master-yi"]), to_deck_spec(decks["garen"])]
    for seed in range(10):
        assert _battlefields_in_play(new_game(specs, seed=seed)) == [
            (0, decks["master-yi"].battlefields[0]), (1, decks["garen"].battlefields[0])]
