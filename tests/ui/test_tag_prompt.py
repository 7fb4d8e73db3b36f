"""The tag Ivern, Friend to All gains as he is played (RUP4 355.1) has its question at the
table and a button per tag (a play can still be cancelled)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from app.engine.core.actions import parse_action
from app.scenarios import expand
from app.ui.controller import CURTAIN
from tests.ui.conftest import attach_position

SCENARIOS = Path(__file__).parents[1] / "cards" / "scenarios"


def test_tag_prompt(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / "ivern-friend-to-all.toml").read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"], [])
    game.apply_or_raise(parse_action(expand(game, labels, "play {ivern}")))
    window.controller.unlock(CURTAIN)
    window.curtain.hide()
    p = window.interaction._prompt(window.controller.view(), window.controller.legal())
    assert p.text == "Choose the tag this unit gains as it is played."
    labels_shown = [label for label, _ in p.buttons]
    assert labels_shown[:4] == ["Bird", "Cat", "Dog", "Poro"] and "Cancel" in labels_shown


def test_the_tag_gained_is_in_the_view(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    data = tomllib.loads((SCENARIOS / "ivern-friend-to-all.toml").read_text(encoding="utf-8"))
    game, labels = attach_position(window, data["position"], [])
    for text in ("play {ivern}", "choose Dog", "to base"):
        game.apply_or_raise(parse_action(expand(game, labels, text)))
    for seat in (0, 1):  # public (RUP4 355.1: chosen as it is played, before everyone)
        ivern = next(o for o in game.view(seat)["players"][0]["base"]
                     if o["id"] == labels["ivern"])
        assert ivern["tags_gained"] == ["Dog"]


def test_the_exhausted_mark_keeps_clear_of_a_gained_tag(qtbot) -> None:
    """Ivern enters exhausted with his chosen tag: the tag's badge, on the line under the
    cost and Might row, once covered half of the exhausted mark."""
    from PySide6.QtCore import QRectF

    from app.ui.card_item import CardItem

    card, r = QRectF(0, 0, 100, 140), 15.0
    for line in (QRectF(3, 80, 34, 16), QRectF(3, 80, 80, 16)):  # short: beside; long: under
        c = CardItem.exhausted_mark_centre(card, line, r)
        mark = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        assert not mark.intersects(line) and card.contains(mark)
    c = CardItem.exhausted_mark_centre(card, None, r)  # no second line: where it always was
    assert (c.x(), c.y()) == (50.0, 140 * 0.68)
