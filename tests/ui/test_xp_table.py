"""XP at the table (RUP4 728-733, 824): each player's XP beside their score once anybody has
some, a gain or a spend shown rising from it, and a card's Level abilities greyed while
inactive in the preview."""

from __future__ import annotations

from app.ui.levels import inactive_lines
from app.ui.transients import FloatingNumber
from tests.ui.conftest import attach_position


def _xp_shown(window) -> dict[int, int | None]:  # type: ignore[no-untyped-def]
    return {k: t.score[4] for k, t in window.scene._tracks.items()}


def test_no_xp_pill_in_a_game_without_xp(qtbot, window) -> None:
    attach_position(window, {"turn_player": "A", "A": {}, "B": {}})
    assert set(_xp_shown(window).values()) == {None}


def test_a_gain_shows_every_players_xp_and_floats_up(qtbot, window) -> None:
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"hand": [{"card": "Demacian Diplomat", "label": "dip"}], "pool": {"energy": 2}},
        "B": {"xp": 0},
    })
    window.controller.unlock("curtain")
    assert window.controller.act(f"play {labels['dip']}")
    for _ in range(2):
        window.controller.unlock("curtain")
        assert window.controller.act("pass")
    assert game.state.extra["xp"] == {0: 1}
    assert _xp_shown(window) == {0: 1, 1: 0}  # the opponent's too: public (729.2)
    nums = [e for e in window.effects.effects("number") if isinstance(e, FloatingNumber)]
    assert [n.text for n in nums] == ["+1 XP"]
    track = window.scene._tracks[0]
    assert track.mapToScene(track.boundingRect()).boundingRect().contains(nums[0].pos())


def test_a_spend_floats_down_the_count(qtbot, window) -> None:
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A", "A": {"base": [{"card": "Crowd Favorite", "label": "cf"}], "xp": 3},
        "B": {},
    })
    window.controller.unlock("curtain")
    assert window.controller.act(f"act {labels['cf']} 0")
    nums = [e.text for e in window.effects.effects("number")]
    assert nums == ["-2 XP"]
    assert _xp_shown(window)[0] == 1


def test_the_preview_greys_an_inactive_level_ability(qtbot, window) -> None:
    game, labels = attach_position(window, {
        "turn_player": "A", "A": {"base": [{"card": "Gemhand Hunter", "label": "gem"}], "xp": 5},
        "B": {"base": [{"card": "Gemhand Hunter", "label": "foe"}], "xp": 6},
    })
    mine = window.scene.items_by_id[labels["gem"]]
    card = mine.card
    assert mine.state["levels"] == [{"ability": 0, "level": 6, "active": False}]
    assert inactive_lines(card, mine.state["levels"]) == {2}  # after Hunt's and Level's lines
    window.preview.show_card(card, mine.state, window.view.preview_rect())
    text = window.preview.reminders.text()
    assert "(inactive: not enough XP)" in text and "#8a877f" in text
    theirs = window.scene.items_by_id[labels["foe"]]
    window.preview.show_card(card, theirs.state, window.view.preview_rect())
    assert "inactive" not in window.preview.reminders.text()


def test_spending_xp_within_instructions_is_asked_in_words(qtbot, window) -> None:
    """Insightful Investigator's "you may pay 2 XP" on resolution (RUP4 730.2, 740.4.a)."""
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"hand": [{"card": "Insightful Investigator", "label": "inv"}],
              "pool": {"energy": 3}, "xp": 2},
        "B": {"hand": ["Cleave"]},
    })
    for text in (f"play {labels['inv']}", "pass", "pass"):
        window.controller.unlock("curtain")
        assert window.controller.act(text), text
    window.controller.unlock("curtain")
    view = window.controller.view()
    assert view["decision"]["ask"] == "spend_xp" and view["decision"]["xp"] == 2
    prompt = window.interaction._prompt(view, window.controller.legal())
    assert prompt.text == "Spend 2 XP to carry out the rest of the effect, or decline?"
    verbs = {a.verb for _, a in prompt.buttons if hasattr(a, "verb")}
    assert {"pay", "no"} <= verbs


def test_an_optional_trigger_paid_with_xp_names_the_xp(qtbot, window) -> None:
    """Kha'Zix, Evolving Hunter's "you may spend 3 XP to ..." as its attack triggers."""
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"base": [{"card": "Kha'Zix, Evolving Hunter", "label": "kz"}], "xp": 3},
        "B": {},
        "battlefields": [{"card": "Open Field", "controller": "B",
                          "units": [{"card": "Stalwart Poro", "owner": "B"}]},
                         {"card": "Open Field"}],
    })
    window.controller.unlock("curtain")
    assert window.controller.act(f"move {labels['kz']} bf0")
    window.controller.unlock("curtain")
    view = window.controller.view()
    assert view["decision"]["pay"]["xp"] == 3
    prompt = window.interaction._prompt(view, window.controller.legal())
    assert "3 XP" in prompt.text
