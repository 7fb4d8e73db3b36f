"""Restricted Energy and Power at the table (RUP4 429): the pool shows them ringed, and its
tooltip says what they may pay for, in the player's language."""

from __future__ import annotations

from tests.ui.conftest import attach_position

POOL_TIP = ("Rune Pool: {e} Energy and {a} Power not spent yet. It empties at the start of "
            "every Action phase and the end of every turn.")


def test_restricted_energy_shows_with_what_it_pays_for(qtbot, window) -> None:
    window.controller.auto_pass = False
    game, labels = attach_position(window, {
        "turn_player": "A",
        "A": {"legend": {"card": "Renekton, Butcher of the Sands", "label": "ren"},
              "pool": {"any": 2}},
        "B": {},
    })
    pool = window.scene._pools[0]
    assert pool.pool[2] == 2  # the [A] shows too
    assert pool.toolTip() == POOL_TIP.format(e=0, a=2)
    window.controller.unlock("curtain")
    assert window.controller.act(f"act {labels['ren']} 0")
    assert game.state.players[0].pool.restricted == {"units": (2, 0)}
    assert pool.pool[3] == (("units", 2, 0),)
    assert pool.toolTip() == ("2 Energy and 0 Power of any domain, only for units and abilities "
                              "of units")


def test_the_restricted_ring_is_wide_and_amber(qtbot) -> None:
    """A thin pale dashed ring looked like a plain Energy circle at 1280x720: the ring is
    drawn wide in amber, outside the circle, and stays inside the pool's bounds."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.ui.table_items import PoolItem

    def amber_pixels(restricted) -> int:  # type: ignore[no-untyped-def]
        item = PoolItem()
        item.set_pool(0, {}, 0, restricted)
        r = item.boundingRect()
        image = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
        image.fill(QColor("black"))
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if QColor(image.pixel(x, y)).name() == "#f0b429")

    assert amber_pixels({"units": {"energy": 2, "any": 0}}) > 40
    assert amber_pixels(None) == 0


def test_the_pool_says_what_it_is_in_the_players_language(qtbot, window) -> None:
    """A bare "1" in a circle beside a seat's name meant nothing to a new player: its
    tooltip names the Rune Pool and says it empties (RUP4 166, 167); an empty pool has none."""
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n

    i18n.install(QApplication.instance(), "it")
    try:
        pool = {"energy": 1, "power": {"Calm": 2}}
        attach_position(window, {"turn_player": "A", "A": {"pool": pool}, "B": {}})
        mine, theirs = window.scene._pools[0], window.scene._pools[1]
        assert mine.toolTip() == ("Rune Pool: 1 Energy e 2 Power non ancora spesi. Si svuota "
                                  "all'inizio di ogni fase principale e alla fine di ogni "
                                  "turno.")
        assert theirs.toolTip() == ""
    finally:
        i18n.install(QApplication.instance(), "en")
