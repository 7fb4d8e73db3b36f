"""Hard's thinking time is a preference; in debug mode the log says its expected win chance."""

from __future__ import annotations

from app.ai.agents import Choice
from app.engine import Action
from app.ui.new_game_dialog import make_seat


def test_hard_thinking_time_is_a_preference(qtbot, window) -> None:
    from app.storage.settings import Settings
    from app.ui.preferences import PreferencesDialog

    assert Settings().hard_thinking_s == 0.8  # the median decision stays under a second
    dlg = PreferencesDialog(window.settings, window)
    qtbot.addWidget(dlg)
    assert dlg.hard_time.value() == 0.8
    dlg.hard_time.setValue(1.5)
    window.settings = dlg.result_settings()
    try:
        window.apply_settings()
        window.computer.pace_ms = 0
        window.start_game([make_seat("lux", "Ann"), make_seat("annie", "CPU", False, "hard")],
                          seed=8)
        assert window.computer.agents[1].budget == 1.5
        window.settings = window.settings.model_copy(update={"hard_thinking_s": 0.4})
        window.apply_settings()  # the seats of the game in progress too
        assert window.computer.agents[1].budget == 0.4
        assert Settings.model_validate_json(window.settings.model_dump_json()
                                            ).hard_thinking_s == 0.4
    finally:
        window.settings = window.settings.model_copy(update={"hard_thinking_s": 0.8})
        window.apply_settings()


def test_the_expected_win_chance_shows_in_debug_mode_only(monkeypatch) -> None:
    from app.ui.texts import ai_reason

    choice = Choice(Action("end"), "Ends the turn", "plain", {"verb": "end", "win": 0.634})
    monkeypatch.delenv("RIFTBOUND_DEBUG", raising=False)
    assert "63%" not in ai_reason(choice)
    monkeypatch.setenv("RIFTBOUND_DEBUG", "1")
    assert ai_reason(choice).endswith("(expected win chance 63%)")
    assert ai_reason(Choice(Action("end"), "Ends the turn", "plain", {"verb": "end"})
                     ) == "Ends the turn"  # Normal's choices have no win chance
