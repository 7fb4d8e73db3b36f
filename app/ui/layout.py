"""Where everything goes on the table: a pure function from a view to placements.

The viewer sits at the bottom, the opponent at the top, the battlefields between.
Scene coordinates: 1600 x 1090 units; a card is 100 x 140 (see card_painter).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF

from app.ui.card_painter import CARD_H, CARD_W

SCENE_W, SCENE_H = 1600.0, 1090.0
SMALL = 0.5  # runes, the opponent's hand, piles
BF_TOP, BF_BOTTOM = 250.0, 770.0
LEFT_COL, RIGHT_COL = 230.0, 1420.0
BASE_W = 720.0
RUNES_X, RUNES_W = LEFT_COL + BASE_W + 10, RIGHT_COL - LEFT_COL - BASE_W - 20


@dataclass(frozen=True)
class Placement:
    pos: QPointF  # top-left corner in scene coordinates
    scale: float = 1.0
    face_up: bool = True
    z: float = 1.0
    zone: str = ""


@dataclass(frozen=True)
class ZoneRect:
    key: str  # "base", "bf0", "fd0", "hand", "runes", "opp_base", "trash0", ...
    rect: QRectF
    label: str  # an English source text, translated (with {n}) where it is shown
    owner: int | None = None


def pile_point(view: dict[str, Any], player: int, which: str) -> QPointF:
    """Where a card goes when it leaves the table for a deck ("deck") or a hand ("hand")."""
    y, hy, me = seat_rows(view["viewer"], player)
    if which == "hand":
        return QPointF(LEFT_COL + 560, hy)
    return QPointF(RIGHT_COL + 8, y + 70)


# Zone labels: English source texts, translated in the "Table" context where they are shown.
_LABEL = {text: text for text in (
    QT_TRANSLATE_NOOP("Table", "Base"), QT_TRANSLATE_NOOP("Table", "Runes"),
    QT_TRANSLATE_NOOP("Table", "Legend"), QT_TRANSLATE_NOOP("Table", "Champion"),
    QT_TRANSLATE_NOOP("Table", "Hand"), QT_TRANSLATE_NOOP("Table", "Decks"),
    QT_TRANSLATE_NOOP("Table", "Battlefield {n}"), QT_TRANSLATE_NOOP("Table", "Facedown"))}


def seat_rows(viewer: int, player: int) -> tuple[float, float, bool]:
    """(board row y, hand row y, is the viewer) for a player."""
    if player == viewer:
        return 785.0, 940.0, True
    return 95.0, 8.0, False


def zones(view: dict[str, Any]) -> list[ZoneRect]:
    viewer = view["viewer"]
    out: list[ZoneRect] = []
    for p in view["players"]:
        y, hy, me = seat_rows(viewer, p["index"])
        tag = "" if me else "opp_"
        out.append(ZoneRect(tag + "base", QRectF(LEFT_COL, y, BASE_W, CARD_H), _LABEL["Base"],
                            p["index"]))
        out.append(ZoneRect(tag + "runes", QRectF(RUNES_X, y, RUNES_W, CARD_H), _LABEL["Runes"],
                            p["index"]))
        out.append(ZoneRect(tag + "legend", QRectF(10, y, CARD_W, CARD_H), _LABEL["Legend"],
                            p["index"]))
        out.append(ZoneRect(tag + "champion", QRectF(118, y, CARD_W, CARD_H), _LABEL["Champion"],
                            p["index"]))
        out.append(ZoneRect(tag + "hand", QRectF(LEFT_COL, hy, 1180, CARD_H if me else 75),
                            _LABEL["Hand"], p["index"]))
        piles_y = y if me else y
        out.append(ZoneRect(f"piles{p['index']}", QRectF(RIGHT_COL, piles_y, 170, CARD_H),
                            _LABEL["Decks"], p["index"]))
    n = len(view["battlefields"])
    width = (RIGHT_COL - LEFT_COL - 20 * (n - 1)) / max(1, n)
    for i, _bf in enumerate(view["battlefields"]):
        x = LEFT_COL + i * (width + 20)
        out.append(ZoneRect(f"bf{i}", QRectF(x, BF_TOP, width, BF_BOTTOM - BF_TOP),
                            _LABEL["Battlefield {n}"]))
        out.append(ZoneRect(f"fd{i}", _facedown_rect(x, width), _LABEL["Facedown"]))
    return out


def _facedown_rect(x: float, width: float) -> QRectF:
    cy = (BF_TOP + BF_BOTTOM) / 2
    return QRectF(x + width - CARD_W * 0.6 - 12, cy - CARD_H * 0.3, CARD_W * 0.6, CARD_H * 0.6)


def bf_card_rect(view: dict[str, Any], i: int) -> QRectF:
    n = len(view["battlefields"])
    width = (RIGHT_COL - LEFT_COL - 20 * (n - 1)) / max(1, n)
    x = LEFT_COL + i * (width + 20)
    cy = (BF_TOP + BF_BOTTOM) / 2
    return QRectF(x + 12, cy - 50, 140, 100)


def _row(n: int, x0: float, width: float, card_w: float, max_gap: float) -> list[float]:
    """x positions for n cards in a row of `width`, overlapping when they must."""
    if n == 0:
        return []
    step = min(card_w + max_gap, (width - card_w) / max(1, n - 1)) if n > 1 else 0
    total = card_w + step * (n - 1)
    start = x0 + (width - total) / 2
    return [start + k * step for k in range(n)]


def _turned_row(cards: list[dict[str, Any]], x0: float, width: float, scale: float,
                gap: float) -> list[float]:
    """Like _row, but an exhausted card (turned 90° about its centre) takes its length in
    width, so turned cards don't cover their neighbours. Returns unturned top-left x."""
    if not cards:
        return []
    w, h = CARD_W * scale, CARD_H * scale
    widths = [h if c.get("exhausted") else w for c in cards]
    total = sum(widths) + gap * (len(cards) - 1)
    squeeze = min(1.0, (width - widths[-1]) / max(1e-6, total - widths[-1])) \
        if total > width and len(cards) > 1 else 1.0
    x = x0 + max(0.0, (width - min(total, width)) / 2)
    out = []
    for cw in widths:
        out.append(x + (cw - w) / 2)  # the unturned card's left edge, centred in its slot
        x += (cw + gap) * squeeze
    return out


def placements(view: dict[str, Any]) -> dict[int, Placement]:
    """A placement for every object the viewer can see on the table."""
    viewer = view["viewer"]
    out: dict[int, Placement] = {}
    for p in view["players"]:
        y, hy, me = seat_rows(viewer, p["index"])
        # hand: the viewer's face up, the opponent's as small backs
        if me and p["hand"] is not None:
            xs = _row(len(p["hand"]), LEFT_COL, 1180, CARD_W, 12)
            for k, (c, x) in enumerate(zip(p["hand"], xs, strict=True)):
                out[c["id"]] = Placement(QPointF(x, hy), 1.0, True, 10 + k, "hand")
        else:
            xs = _row(len(p["hand_ids"]), LEFT_COL + 300, 580, CARD_W * SMALL, 6)
            for k, (oid, x) in enumerate(zip(p["hand_ids"], xs, strict=True)):
                out[oid] = Placement(QPointF(x, hy), SMALL, False, 10 + k, "opp_hand")
        out[p["legend"]["id"]] = Placement(QPointF(10, y), 1.0, True, 2, "legend")
        if p["champion"] is not None:
            out[p["champion"]["id"]] = Placement(QPointF(118, y), 1.0, True, 2, "champion")
        # base: units and gear
        xs = _turned_row(p["base"], LEFT_COL + 10, BASE_W - 20, 1.0, 14)
        for k, (c, x) in enumerate(zip(p["base"], xs, strict=True)):
            out[c["id"]] = Placement(QPointF(x, y), 1.0, True, 5 + k, "base" if me else "opp_base")
        # runes: two rows of small cards, exhausted ones turned
        runes = p["runes"]
        per_row = max(1, (len(runes) + 1) // 2)
        for row in range(2):
            chunk = runes[row * per_row:(row + 1) * per_row]
            xs = _turned_row(chunk, RUNES_X, RUNES_W, SMALL, 5)
            for k, (c, x) in enumerate(zip(chunk, xs, strict=True)):
                out[c["id"]] = Placement(QPointF(x, y + row * (CARD_H * SMALL + 4)), SMALL,
                                         True, 3 + k, "runes" if me else "opp_runes")
        # trash and banishment: piles, newest on top (click to browse)
        for k, c in enumerate(p["trash"]):
            out[c["id"]] = Placement(QPointF(RIGHT_COL + 60, y + 2), SMALL, True, 2 + k * 0.01,
                                     f"trash{p['index']}")
        for k, c in enumerate(p["banishment"]):
            out[c["id"]] = Placement(QPointF(RIGHT_COL + 115, y + 2), SMALL, True,
                                     2 + k * 0.01, f"banish{p['index']}")
    # battlefields: the viewer's units below the card, the opponent's above
    for i, bf in enumerate(view["battlefields"]):
        r = bf_card_rect(view, i)
        out[bf["card"]["id"]] = Placement(r.topLeft(), 1.0, True, 1, f"bf{i}")
        area_x = r.right() + 10
        area_w = _facedown_rect(r.left() - 12, 0).left()  # unused; computed below
        n = len(view["battlefields"])
        width = (RIGHT_COL - LEFT_COL - 20 * (n - 1)) / max(1, n)
        area_w = width - (area_x - (LEFT_COL + i * (width + 20))) - CARD_W * 0.6 - 30
        mine = [u for u in bf["units"] if u["controller"] == viewer]
        theirs = [u for u in bf["units"] if u["controller"] != viewer]
        for units, uy in ((theirs, BF_TOP + 8), (mine, BF_BOTTOM - CARD_H - 8)):
            xs = _turned_row(units, area_x, area_w, 1.0, 10)
            for k, (u, x) in enumerate(zip(units, xs, strict=True)):
                out[u["id"]] = Placement(QPointF(x, uy), 1.0, True, 5 + k, f"bf{i}")
        fd = bf["facedown"]
        if fd is not None:
            fr = _facedown_rect(LEFT_COL + i * (width + 20), width)
            out[fd["id"]] = Placement(fr.topLeft(), 0.6, fd.get("code") is not None and False,
                                      4, f"fd{i}")
    # the chain: a column at the right, newest on top
    for k, item in enumerate(view["chain"]):
        if item["kind"] == "card":
            out[item["card"]["id"]] = Placement(QPointF(RIGHT_COL + 30, BF_TOP + 20 + 70 * k),
                                                0.8, True, 50 + k, "chain")
    return out
