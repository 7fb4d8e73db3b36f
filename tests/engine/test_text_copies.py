"""Svellsongur's copy of its unit's text (FAQ-VENDETTA): public in both players' views, part
of the state hash and of a clone, and gone from the view once the gear is detached."""

from __future__ import annotations

from app.engine import Action
from app.engine.actions.attach import detach
from app.engine.face.game import state_hash
from app.engine.face.position import build_position
from app.scenarios import make_resolver


def _game(attached: bool = True):  # type: ignore[no-untyped-def]
    gear = {"card": "Svellsongur", "label": "gear"}
    if attached:
        gear["attached_to"] = "corsair"
    return build_position({
        "turn_player": "A",
        "A": {"runes": ["Calm Rune", "Calm Rune"],
              "base": [{"card": "Crackshot Corsair", "label": "corsair"}, gear]},
        "B": {},
    }, make_resolver({}))


def test_both_views_show_the_copied_text() -> None:
    game, labels = _game()
    for viewer in (0, 1):
        base = {c["id"]: c for c in game.view(viewer)["players"][0]["base"]}
        assert base[labels["corsair"]]["text_copies"] == [
            {"gear": labels["gear"], "code": "OGN-130"}]
        assert "text_copies" not in base[labels["gear"]]


def test_the_copy_is_in_the_hash_and_the_clone() -> None:
    plain, labels = _game(attached=False)
    before = state_hash(plain.state)
    for a in (Action("act", (labels["gear"], 0)), Action("pay"), Action("pass"), Action("pass")):
        plain.apply_or_raise(a)
    corsair = plain.state.objs[labels["corsair"]]
    assert corsair.mods is not None and corsair.mods["text_copies"][0][0] == labels["gear"]
    clone = plain.clone()
    assert state_hash(clone.state) == state_hash(plain.state) != before
    copied = clone.state.objs[labels["corsair"]]
    assert [a.text_copy for a in copied.card.abilities] == [0, 1]


def test_detached_the_view_shows_no_copy() -> None:
    game, labels = _game()
    detach(game.state, game.state.objs[labels["gear"]])
    base = {c["id"]: c for c in game.view(0)["players"][0]["base"]}
    assert "text_copies" not in base[labels["corsair"]]
    assert [a.text_copy for a in game.state.objs[labels["corsair"]].card.abilities] == [0]
