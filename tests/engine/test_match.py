"""A Match (RUP4 486) as one object: played by the computer to the end, replayed from its
action list, saved and loaded as a whole, and the Duel's saves unchanged."""

from __future__ import annotations

import json
import random

import pytest

from app.ai.agents import make_agent
from app.ai.match_agent import choose_in_match
from app.cards.catalog import load_catalog
from app.engine.core.refusals import REASONS
from app.engine.face.match import Match, MatchDeck, new_match
from app.selfplay_match import check_match, match_decks
from app.storage.saves import (
    SavedSeat,
    dumps,
    load_match,
    load_save,
    parse_save,
    save_match,
)


@pytest.fixture(scope="module")
def cat():  # type: ignore[no-untyped-def]
    return load_catalog()


def _decks(cat, seed: int) -> list[MatchDeck]:  # type: ignore[no-untyped-def]
    return match_decks(random.Random(seed), cat)


def test_random_agents_answer_every_match_question(cat) -> None:  # type: ignore[no-untyped-def]
    decks = _decks(cat, 11)
    m = new_match(decks, 11, tokens=cat.game_tokens())
    agents = [make_agent("random", 1), make_agent("random", 2)]
    kinds = set()
    for _ in range(20000):
        if m.is_over:
            break
        me = m.to_act
        assert me is not None
        kinds.add(m.decision_kind)
        choice = choose_in_match(agents[me], m, me)
        assert m.apply(choice.action, me).ok
        check_match(m)
    assert m.is_over and m.winner is not None and max(m.wins) == 2
    assert {"match_battlefield", "match_order"} <= kinds
    again = Match.from_dict(json.loads(json.dumps(m.to_dict())), decks, cat.game_tokens())
    assert again.hash() == m.hash() and again.wins == m.wins


def test_views_show_the_score_and_hide_the_other_players_secrets(cat) -> None:  # type: ignore[no-untyped-def]
    m = new_match(_decks(cat, 3), 3, tokens=cat.game_tokens())
    p = m.to_act
    assert p is not None
    m.apply_or_raise(m.legal_actions()[0])
    mine, theirs = m.view(p)["match"], m.view(1 - p)["match"]
    assert mine["players"][p]["pick"] is not None
    assert theirs["players"][p]["pick"] is None and theirs["players"][p]["picked"]
    assert theirs["players"][p]["sideboard"] is None and theirs["players"][p]["main"] is None
    assert theirs["players"][p]["sideboard_count"] == len(m.side[p])  # TR 403.6
    while m.stage != "game":
        m.apply_or_raise(m.legal_actions()[0])
    v = m.view(0)
    assert v["match"]["score"] == [0, 0] and "players" in v and v["match"]["game"] == 1


def test_concede_needs_a_game_and_ends_it(cat) -> None:  # type: ignore[no-untyped-def]
    m = new_match(_decks(cat, 5), 5, tokens=cat.game_tokens())
    ref = m.why_illegal("concede")
    assert ref is not None and ref.code == "match_no_game"
    while m.stage != "game":
        m.apply_or_raise(m.legal_actions()[0])
    assert m.apply("concede", 0).ok
    assert m.wins == [0, 1] and m.stage == "sideboard" and m.log[-1] == "concede 0"


def test_match_save_and_load_as_a_whole(cat, tmp_path) -> None:  # type: ignore[no-untyped-def]
    decks = _decks(cat, 7)
    m = new_match(decks, 7, names=["Ann", "Bo"], tokens=cat.game_tokens())
    rng = random.Random(7)
    while m.stage != "sideboard":  # game 1 to its end
        m.apply_or_raise(rng.choice(m.legal_actions()))
    m.apply_or_raise(next(a for a in m.legal_actions() if a.verb == "swap"))
    path = tmp_path / "match.json"
    save_match(m, [SavedSeat(name="Ann"), SavedSeat(name="Bo", kind="computer", level="easy")],
               path)
    back = load_match(path)
    assert back.hash() == m.hash() and back.main == m.main and back.stage == "sideboard"
    loaded = load_save(path)
    assert loaded.match is not None and loaded.match.wins == m.wins
    data = parse_save(path.read_text())
    assert data.match is not None and data.decks[0].sideboard


def test_duel_saves_do_not_change(cat) -> None:  # type: ignore[no-untyped-def]
    from app.engine import new_game

    specs = [d.spec for d in _decks(cat, 9)]
    game = new_game(specs, seed=9, tokens=cat.game_tokens())
    raw = json.loads(dumps(game, []))
    assert "match" not in raw and all("sideboard" not in d for d in raw["decks"])


def test_match_refusals_cite_their_rules() -> None:
    for code, (rule, _) in REASONS.items():
        if code.startswith("match_"):
            assert rule.startswith(("486", "TR 403", "TR 407")), code


def test_verify_replays_a_saved_match(cat, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from types import SimpleNamespace

    from app.storage.cli import verify_command

    m = new_match(_decks(cat, 8), 8, tokens=cat.game_tokens())
    rng = random.Random(8)
    for _ in range(300):
        m.apply_or_raise(rng.choice(m.legal_actions()))
    save_match(m, [], tmp_path / "m.json")
    assert verify_command(SimpleNamespace(save=str(tmp_path / "m.json"))) == 0
    assert "match of 3" in capsys.readouterr().out
    (tmp_path / "m.json").write_text((tmp_path / "m.json").read_text().replace(
        m.log[-1], "pass" if m.log[-1] != "pass" else "end", 1))
    assert verify_command(SimpleNamespace(save=str(tmp_path / "m.json"))) == 1


def test_a_game_played_on_directly_is_followed_exactly(cat) -> None:  # type: ignore[no-untyped-def]
    """The table plays the current game on the Game itself (and its undo replaces it by an
    earlier position): `follow_game` keeps the match's log and score as if every action had
    come through `Match.apply`."""
    decks = _decks(cat, 21)
    direct = new_match(decks, 21, tokens=cat.game_tokens())
    through = new_match(decks, 21, tokens=cat.game_tokens())
    agents = [make_agent("random", 1), make_agent("random", 2)]
    for _ in range(20000):
        if direct.is_over:
            break
        me = direct.to_act
        assert me is not None
        action = choose_in_match(agents[me], direct, me).action
        if direct.stage != "game":
            direct.apply_or_raise(action, me)
            through.apply_or_raise(action, me)
            continue
        game = direct.game
        assert game is not None
        game.apply_or_raise(action)
        if len(game.log) % 97 == 0:  # an undo: an earlier position of the same game
            game = game.at(len(game.log) - 1)
            direct.follow_game(game)
            game.apply_or_raise(action)
        direct.follow_game(game)
        through.apply_or_raise(action)
        assert direct.log == through.log and direct.stage == through.stage
    assert direct.is_over and direct.hash() == through.hash() and direct.wins == through.wins
    again = Match.from_dict(direct.to_dict(), decks, cat.game_tokens())
    assert again.hash() == direct.hash()
    with pytest.raises(ValueError):
        direct.follow_game(game)  # no game is played any more


def test_the_match_gives_back_every_game_in_order(cat) -> None:  # type: ignore[no-untyped-def]
    """The log and the replay of a match show it game by game: each game rebuilt from the
    match's log, the conceded one stopping where it was conceded (TR 410.1)."""
    m = new_match(_decks(cat, 5), 5, tokens=cat.game_tokens())
    rng = random.Random(5)
    while m.stage != "game":  # no sideboarding: ready, a battlefield, play first
        m.apply_or_raise(next(a for a in m.legal_actions()
                              if a.verb in ("ready", "field", "first")))
    for _ in range(30):
        m.apply_or_raise(rng.choice(m.game.legal_actions()))
    first = m.game
    m.apply_or_raise("concede", 0)  # game 1 conceded
    while m.stage != "game":  # no sideboarding: ready, a battlefield, play first
        m.apply_or_raise(next(a for a in m.legal_actions()
                              if a.verb in ("ready", "field", "first")))
    for _ in range(10):
        m.apply_or_raise(rng.choice(m.game.legal_actions()))
    games = m.games()
    assert len(games) == 2
    assert games[0].hash() == first.hash() and games[0].log == first.log
    assert games[1].hash() == m.game.hash() and games[1].log == m.game.log
    assert games[0].seed == m.game_seed(1) and games[1].seed == m.game_seed(2)
