"""A permission for this turn is drawn where the player's score is (Jayce, Man of Progress:
"once this turn a gear of Energy cost 7 or less may be played from hand without its Energy
cost", RUP4 356.1.b.2): a pill on the name row of their score track, the whole sentence on
hover, in English and Italian, gone when the turn ends."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from tests.ui.conftest import apply_and_show, attach_scenario

JAYCE = Path(__file__).parents[1] / "cards" / "scenarios" / "jayce-man-of-progress.toml"
SENTENCE = ("This turn Player A may play one Gear with Energy cost 7 or less from their hand "
            "without paying its Energy cost (its Power cost is still paid).")


def _with_permission(window):  # type: ignore[no-untyped-def]
    game, labels = attach_scenario(window, JAYCE)
    for text in ("play {jayce}", "yes", "target {disc}", "pass", "pass"):
        apply_and_show(window, game, labels, text)
    window.controller.changed.emit()
    assert game.view(0)["players"][0]["free_play"] == [["Gear", 7]]
    return game, labels


def _pill_point(window, track) -> QPoint:  # type: ignore[no-untyped-def]
    """The middle of the pill at the right of the track's name row (no XP in this game)."""
    from PySide6.QtGui import QFontMetricsF

    from app.ui.card_painter import NAME_PX, pxfont

    w = QFontMetricsF(pxfont(NAME_PX, True)).horizontalAdvance(track.score[5]) + 14
    return window.view.mapFromScene(track.mapToScene(track.xp_rect(w).center()))


def test_a_free_play_permission_shows_on_the_track_with_its_sentence_on_hover(
        qtbot, window) -> None:
    game, _labels = _with_permission(window)
    mine, theirs = window.scene._tracks[0], window.scene._tracks[1]
    assert mine.score[5] == "Free: Gear ≤ 7" and theirs.score[5] == ""
    assert mine.toolTip() == SENTENCE and theirs.toolTip() == ""
    # the mouse over the pill: the tooltip says what the permission allows
    vp = window.view.viewport()
    point = _pill_point(window, mine)
    QTest.mouseMove(vp, point - QPoint(40, 30))
    QTest.mouseMove(vp, point)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text() == SENTENCE, timeout=3000)
    QToolTip.hideText()
    # the turn ends: the permission with it
    window.controller.act("end")
    qtbot.waitUntil(lambda: game.state.turn_player == 1, timeout=3000)
    window.controller.changed.emit()
    assert mine.score[5] == "" and mine.toolTip() == ""


def test_the_permission_pill_in_italian(qtbot, qapp, window) -> None:
    from app.ui import i18n

    try:
        i18n.install(qapp, "it")
        _with_permission(window)
        track = window.scene._tracks[0]
        assert track.score[5] == "Gratis: Gear ≤ 7"
        assert track.toolTip().startswith("In questo turno Player A può giocare dalla mano "
                                          "una carta Gear con costo in Energy pari o "
                                          "inferiore a 7")
    finally:
        i18n.install(qapp, "en")


def test_an_opponents_permission_is_a_badge_of_their_panel(qtbot, window) -> None:
    """3+ players: an opponent has no track but a panel; the pill joins its badges."""
    game, _labels = attach_scenario(window, JAYCE.with_name("tricksy-tentacles.toml"))
    view = game.view(0)
    view["players"][1]["free_play"] = [["Unit", 3]]  # as the view gives it (public)
    window.scene.show_view(view, animate=False)
    badges = window.scene._badges
    assert ("Free: Unit ≤ 3", "#9fd3ff") in badges[1].items
    assert badges[1].toolTip().startswith("This turn Player B may play one Unit")
    assert not any(text.startswith("Free") for text, _ in badges[0].items)  # nobody else
