"""Where everything goes on the table: a pure function from a view to placements.

The viewer sits at the bottom, the opponent at the top, the battlefields between.
Scene coordinates: 1600 x 1090 units; a card is 100 x 140 (see card_painter).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF

from app.ui.card_painter import CARD_H, CARD_W

SCENE_W, SCENE_H = 1600.0, 1090.0
SMALL = 0.5  # runes, the opponent's hand
PILE_SCALE = 0.68  # the trash and banishment piles, side by side above the counts
BF_TOP, BF_BOTTOM = 250.0, 770.0
LEFT_COL, RIGHT_COL = 230.0, 1420.0
BASE_W = 720.0
RUNES_X, RUNES_W = LEFT_COL + BASE_W + 10, RIGHT_COL - LEFT_COL - BASE_W - 20
BF_MID = (BF_TOP + BF_BOTTOM) / 2
BAND_H = 80.0  # the band across a battlefield: its card, control, Might totals, facedown slot
BF_SCALE = 0.75  # the battlefield card in the band
FD_SCALE = 0.55  # the facedown slot
BF_PAD = 4.0  # units keep this far inside their battlefield
UNIT_GAP = 10.0
STACK_STEP = 4.0  # the cards under a stack's top card peek out by this much


@dataclass(frozen=True)
class Placement:
    pos: QPointF  # top-left corner in scene coordinates
    scale: float = 1.0
    face_up: bool = True
    z: float = 1.0
    zone: str = ""
    stack: int = 1  # the top card of a stack of identical tokens: how many are in it
    seat: int | None = None  # with 3+ players: a battlefield unit's controller (a colour tag)


@dataclass(frozen=True)
class ZoneRect:
    key: str  # "base", "bf0", "fd0", "hand", "runes", "opp_base", "trash0", ...
    rect: QRectF
    label: str  # an English source text, translated (with {n}) where it is shown
    owner: int | None = None


def pile_point(view: dict[str, Any], player: int, which: str) -> QPointF:
    """Where a card goes when it leaves the table for a deck ("deck") or a hand ("hand")."""
    if multi(view) and player != view["viewer"]:
        g = panel_geometry(view, player)
        return g["hand"].topLeft() if which == "hand" else g["piles"].topLeft()
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
        if multi(view) and p["index"] != viewer:
            out.extend(_panel_zones(view, p["index"]))
            continue
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
    for i, _bf in enumerate(view["battlefields"]):
        r = bf_rect(view, i)
        out.append(ZoneRect(f"bf{i}", r, _LABEL["Battlefield {n}"]))
        out.append(ZoneRect(f"fd{i}", _facedown_rect(r.x(), r.width()), _LABEL["Facedown"]))
    return out


def bf_rect(view: dict[str, Any], i: int) -> QRectF:
    n = len(view["battlefields"])
    width = (RIGHT_COL - LEFT_COL - 20 * (n - 1)) / max(1, n)
    return QRectF(LEFT_COL + i * (width + 20), BF_TOP, width, BF_BOTTOM - BF_TOP)


def _facedown_rect(x: float, width: float) -> QRectF:
    w, h = CARD_W * FD_SCALE, CARD_H * FD_SCALE
    return QRectF(x + width - w - 8, BF_MID - h / 2, w, h)


def bf_card_rect(view: dict[str, Any], i: int) -> QRectF:
    r = bf_rect(view, i)
    w, h = CARD_H * BF_SCALE, CARD_W * BF_SCALE
    return QRectF(r.left() + 8, BF_MID - h / 2, w, h)


def unit_areas(view: dict[str, Any], i: int) -> tuple[QRectF, QRectF]:
    """(the opponent's half, the viewer's half) of battlefield i, where their units go."""
    r = bf_rect(view, i)
    x, w = r.left() + BF_PAD, r.width() - 2 * BF_PAD
    top = QRectF(x, BF_TOP + BF_PAD, w, BF_MID - BAND_H / 2 - BF_TOP - 2 * BF_PAD)
    bottom = QRectF(x, BF_MID + BAND_H / 2 + BF_PAD, w, top.height())
    return top, bottom


def stack_key(u: dict[str, Any]) -> tuple:
    """Identical tokens (same card, same state) share a key."""
    return (u.get("code"), u.get("controller"), bool(u.get("exhausted")), u.get("damage", 0),
            bool(u.get("buffed")), u.get("might"), bool(u.get("stunned")),
            bool(u.get("attacking")), bool(u.get("defending")))


def group_stacks(units: list[dict[str, Any]],
                 is_token: Callable[[str], bool] | None) -> list[list[dict[str, Any]]]:
    """Units in slots: identical tokens in one slot, every other unit alone."""
    slots: list[list[dict[str, Any]]] = []
    by_key: dict[tuple, list[dict[str, Any]]] = {}
    for u in units:
        code = u.get("code")
        if is_token is not None and code and is_token(code):
            key = stack_key(u)
            if key in by_key:
                by_key[key].append(u)
                continue
            by_key[key] = [u]
            slots.append(by_key[key])
        else:
            slots.append([u])
    return slots


def _unit_slots(slots: list[list[dict[str, Any]]],
                area: QRectF) -> list[tuple[float, float, float]]:
    """(x, y, z) for slots in at most two rows across the area; x, y are the unturned
    card's top-left corner. Ready units fill one row when they fit, two otherwise (the
    upper row keeps its name, cost and Might in view); exhausted units, turned, take a
    row of their own below when the ready ones need the width. Cards in a row overlap
    sideways only when nothing else fits, covering the side without the name: a turned
    card shows its name along its right edge, so of two turned cards the left is on top."""
    if not slots:
        return []
    ready = [k for k, sl in enumerate(slots) if not sl[0].get("exhausted")]
    turned = [k for k, sl in enumerate(slots) if sl[0].get("exhausted")]
    usable = area.width() - 2 * STACK_STEP
    def width(ks: list[int]) -> float:
        return sum(CARD_W if k in ready else CARD_H for k in ks) + UNIT_GAP * (len(ks) - 1)

    order = ready + turned
    rows = [order]
    if width(order) > usable:
        # two rows: the upper one (partly covered) holds only ready units unless all are
        # turned; the split that needs the least squeezing wins
        best = None
        for cut in range(1, len(order)):
            if ready and cut > len(ready):
                break
            over = max(width(order[:cut]), width(order[cut:])) - usable
            if best is None or over < best[0] - 0.5:
                best = (over, cut)
        if best is not None:
            rows = [order[:best[1]], order[best[1]:]]
    heights = [CARD_H if any(k in ready for k in r) else CARD_W for r in rows]
    natural = sum(heights) + 6 * (len(rows) - 1)
    if natural <= area.height():
        y = area.top() + (area.height() - natural) / 2
        tops = [y, y + heights[0] + 6][:len(rows)]
    else:
        tops = [area.top(), area.bottom() - heights[-1]]
    out: list[tuple[float, float, float]] = [(0.0, 0.0, 0.0)] * len(slots)
    for row, (r, top, h) in enumerate(zip(rows, tops, heights, strict=True)):
        cards = [{"exhausted": k in turned} for k in r]
        xs = _turned_row(cards, area.left(), usable, 1.0, UNIT_GAP)
        for j, (k, x) in enumerate(zip(r, xs, strict=True)):
            y = top + (h - CARD_H) / 2  # a turned card turns about its centre
            # upright cards over turned ones, turned ones each over its right neighbour:
            # what a neighbour covers is never a name
            out[k] = (x, y, row * 40 + (20 + j if k in ready else len(r) - j))
    return out


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


def placements(view: dict[str, Any], is_token: Callable[[str], bool] | None = None,
               expanded: int | None = None) -> dict[int, Placement]:
    """A placement for every object the viewer can see on the table. Identical tokens at a
    battlefield stack (is_token tells tokens by code); the stack holding `expanded` fans out."""
    viewer = view["viewer"]
    out: dict[int, Placement] = {}
    for p in view["players"]:
        if multi(view) and p["index"] != viewer:
            out.update(_panel_placements(view, p, is_token))
            continue
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
        if p["legend"] is not None:  # None: removed from the game (RUP4 652.3)
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
                out[c["id"]] = Placement(QPointF(x, y + row * CARD_H * SMALL), SMALL,
                                         True, 3 + k, "runes" if me else "opp_runes")
        # trash and banishment: piles, newest on top (click to browse)
        for k, c in enumerate(p["trash"]):
            out[c["id"]] = Placement(QPointF(RIGHT_COL + 4, y + 2), PILE_SCALE, True,
                                     2 + k * 0.01, f"trash{p['index']}")
        for k, c in enumerate(p["banishment"]):
            out[c["id"]] = Placement(QPointF(RIGHT_COL + 8 + CARD_W * PILE_SCALE, y + 2),
                                     PILE_SCALE, True, 2 + k * 0.01, f"banish{p['index']}")
    # battlefields: the opponent's units above the band, the viewer's below
    for i, bf in enumerate(view["battlefields"]):
        r = bf_card_rect(view, i)
        out[bf["card"]["id"]] = Placement(r.topLeft(), BF_SCALE, True, 1, f"bf{i}")
        theirs_area, mine_area = unit_areas(view, i)
        if multi(view):
            mine = [u for u in bf["units"] if below(view, i, u["controller"])]
            theirs = [u for u in bf["units"] if not below(view, i, u["controller"])]
        else:
            mine = [u for u in bf["units"] if u["controller"] == viewer]
            theirs = [u for u in bf["units"] if u["controller"] != viewer]
        seat = (lambda u: u["controller"]) if multi(view) else (lambda u: None)
        for units, area in ((theirs, theirs_area), (mine, mine_area)):
            slots = group_stacks(units, is_token)
            for slot, (x, y, z) in zip(slots, _unit_slots(slots, area), strict=True):
                n = len(slot)
                if n > 1 and expanded is not None and any(u["id"] == expanded for u in slot):
                    step = min(CARD_W * 0.55, (area.width() - CARD_W) / (n - 1))
                    x0 = min(max(area.left(), x - step * (n - 1) / 2),
                             area.right() - CARD_W - step * (n - 1))
                    for j, u in enumerate(slot):
                        out[u["id"]] = Placement(QPointF(x0 + j * step, y), 1.0, True,
                                                 200 + j, f"bf{i}", seat=seat(u))
                    continue
                for j, u in enumerate(slot):
                    depth = min(n - 1 - j, 2)  # the last is on top; two more peek out
                    out[u["id"]] = Placement(QPointF(x + depth * STACK_STEP,
                                                     y + depth * STACK_STEP * 0.5),
                                             1.0, True, 5 + z + j * 0.01, f"bf{i}",
                                             n if j == n - 1 else 1, seat(u))
        fd = bf["facedown"]
        if fd is not None:
            fr = _facedown_rect(bf_rect(view, i).left(), bf_rect(view, i).width())
            out[fd["id"]] = Placement(fr.topLeft(), FD_SCALE, False, 4, f"fd{i}")
            # a raised occupancy (Bandle Tree): the others peek out to the left, underneath
            for k, extra in enumerate(bf.get("facedown_extra", ())):
                out[extra["id"]] = Placement(fr.topLeft() - QPointF(18.0 * (k + 1), 0.0),
                                             FD_SCALE, False, 3.9 - 0.01 * k, f"fd{i}")
    # the chain: a column at the right, newest on top
    for k, item in enumerate(view["chain"]):
        if item["kind"] == "card":
            out[item["card"]["id"]] = Placement(QPointF(RIGHT_COL + 30, BF_TOP + 20 + 70 * k),
                                                0.8, True, 50 + k, "chain")
    return out


# -- three and four players ------------------------------------------------------------------
# The viewer keeps the Duel's bottom rows; the opponents sit side by side above the
# battlefields, in turn order from the viewer's left, each in a compact panel: a header
# (name, score, Turn / Focus badges, pool), then a row with the legend, the champion, the
# base and the trash and banishment piles, then a row with the runes, the hand (backs) and
# the counts. Battlefields keep their place: with 3+ players a battlefield holds the units
# of at most two players (RUP4 144.4.a.1), the viewer's below the band when they are there.
PANEL_TOP, PANEL_BOTTOM = 2.0, BF_TOP - 10.0
PANEL_GAP = 10.0
HEADER_H = 30.0
OPP_SCALE = 0.85  # an opponent's legend, champion and base units
OPP_RUNE = SMALL  # an opponent's runes (as the Duel's)
OPP_HAND = 0.35  # an opponent's hand, as backs
OPP_PILE = 0.55  # an opponent's trash and banishment
COUNTS_W = 150.0  # the counts under an opponent's piles
# the smallest card on screen a player must read, as a fraction of a full-size card: the
# tests check it at 1280x720 (see tests/ui/test_table_multiplayer.py)
LEGIBLE_SCALE = OPP_SCALE


def multi(view: dict[str, Any]) -> bool:
    """Three or four players (Skirmish, War, 2v2): the compact opponents' panels."""
    return len(view["players"]) > 2


def team_of(view: dict[str, Any], player: int) -> int:
    p = view["players"][player]
    return p.get("team", p["index"])


def is_teammate(view: dict[str, Any], player: int) -> bool:
    """Another player on the viewer's team (2v2, RUP4 489)."""
    viewer = view["viewer"]
    return player != viewer and team_of(view, player) == team_of(view, viewer)


def opponents_order(view: dict[str, Any]) -> list[int]:
    """The other players, left to right: in turn order from the viewer."""
    n = len(view["players"])
    viewer = view["viewer"]
    return [(viewer + k) % n for k in range(1, n)]


def panel_rect(view: dict[str, Any], player: int) -> QRectF:
    order = opponents_order(view)
    k = order.index(player)
    width = (SCENE_W - 20 - PANEL_GAP * (len(order) - 1)) / len(order)
    return QRectF(10 + k * (width + PANEL_GAP), PANEL_TOP, width, PANEL_BOTTOM - PANEL_TOP)


def panel_geometry(view: dict[str, Any], player: int) -> dict[str, QRectF]:
    """The parts of an opponent's panel, in scene coordinates."""
    r = panel_rect(view, player)
    x0, w = r.left(), r.width()
    cw, ch = CARD_W * OPP_SCALE, CARD_H * OPP_SCALE
    y1 = r.top() + HEADER_H + 2
    y2 = y1 + ch + 6
    rune_h = CARD_H * OPP_RUNE
    piles_w = 2 * CARD_W * OPP_PILE + 12
    piles_x = r.right() - 6 - piles_w
    counts_x = r.right() - 6 - COUNTS_W
    hand_w = 84.0
    return {
        "panel": r,
        "header": QRectF(x0, r.top(), w, HEADER_H),
        "legend": QRectF(x0 + 6, y1, cw, ch),
        "champion": QRectF(x0 + 6 + cw + 4, y1, cw, ch),
        "base": QRectF(x0 + 6 + 2 * cw + 12, y1, piles_x - 8 - (x0 + 6 + 2 * cw + 12), ch),
        "piles": QRectF(piles_x, y1, piles_w, ch),
        "runes": QRectF(x0 + 6, y2, counts_x - 8 - hand_w - 8 - (x0 + 6), rune_h),
        "hand": QRectF(counts_x - 8 - hand_w, y2, hand_w, rune_h),
        "counts": QRectF(counts_x, y2, COUNTS_W, rune_h),
    }


def _panel_zones(view: dict[str, Any], player: int) -> list[ZoneRect]:
    g = panel_geometry(view, player)
    tag = f"opp{player}_"
    return [ZoneRect(tag + "legend", g["legend"], _LABEL["Legend"], player),
            ZoneRect(tag + "champion", g["champion"], _LABEL["Champion"], player),
            ZoneRect(tag + "base", g["base"], _LABEL["Base"], player),
            ZoneRect(tag + "runes", g["runes"], _LABEL["Runes"], player),
            ZoneRect(tag + "hand", g["hand"], _LABEL["Hand"], player),
            ZoneRect(f"piles{player}", g["piles"], _LABEL["Decks"], player)]


def _panel_placements(view: dict[str, Any], p: dict[str, Any],
                      is_token: Callable[[str], bool] | None = None) -> dict[int, Placement]:
    g = panel_geometry(view, p["index"])
    out: dict[int, Placement] = {}
    hand = g["hand"]
    xs = _row(len(p["hand_ids"]), hand.left(), hand.width(), CARD_W * OPP_HAND, 4)
    top = hand.top() + (hand.height() - CARD_H * OPP_HAND) / 2
    shown = {c["id"] for c in p.get("shown_hand", [])}  # 2v2: shown by the teammate (489.8.f)
    for k, (oid, x) in enumerate(zip(p["hand_ids"], xs, strict=True)):
        out[oid] = Placement(QPointF(x, top), OPP_HAND, oid in shown, 10 + k, "opp_hand")
    if p["legend"] is not None:  # None: removed from the game (RUP4 652.3)
        out[p["legend"]["id"]] = Placement(g["legend"].topLeft(), OPP_SCALE, True, 2, "legend")
    if p["champion"] is not None:
        out[p["champion"]["id"]] = Placement(g["champion"].topLeft(), OPP_SCALE, True, 2,
                                             "champion")
    # the base: identical tokens in one pile with their count, as at a battlefield; when
    # the units must overlap, as there no neighbour covers a name: ready units first, each
    # over its left neighbour (a name starts at the left), then the turned ones, each over
    # its right neighbour (a turned card's name runs along its right edge)
    base = g["base"]
    slots = group_stacks(p["base"], is_token)
    slots = ([sl for sl in slots if not sl[0].get("exhausted")]
             + [sl for sl in slots if sl[0].get("exhausted")])
    xs = _turned_row([sl[0] for sl in slots], base.left() + 4, base.width() - 8 -
                     2 * STACK_STEP, OPP_SCALE, 8)
    for k, (slot, x) in enumerate(zip(slots, xs, strict=True)):
        n = len(slot)
        z = 5 + (20 + k if not slot[0].get("exhausted") else len(slots) - k)
        for j, c in enumerate(slot):
            depth = min(n - 1 - j, 2)
            out[c["id"]] = Placement(QPointF(x + depth * STACK_STEP, base.top()), OPP_SCALE,
                                     True, z + j * 0.01, "opp_base", n if j == n - 1 else 1)
    # runes: one small pile per kind and state (ready, exhausted) with its count, so that
    # twelve runes read at a glance in a compact panel
    runes = g["runes"]
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for c in p["runes"]:
        groups.setdefault((c.get("code"), bool(c.get("exhausted"))), []).append(c)
    piles = sorted(groups.values(), key=lambda cs: bool(cs[0].get("exhausted")))
    xs = _turned_row([cs[0] for cs in piles], runes.left() + 2, runes.width() - 4 -
                     2 * STACK_STEP, OPP_RUNE, 6)
    for k, (cs, x) in enumerate(zip(piles, xs, strict=True)):
        n = len(cs)
        for j, c in enumerate(cs):
            depth = min(n - 1 - j, 2)  # the last is on top; two more peek out
            out[c["id"]] = Placement(QPointF(x + depth * STACK_STEP, runes.top()), OPP_RUNE,
                                     True, 3 + k + j * 0.01, "opp_runes", n if j == n - 1 else 1)
    piles = g["piles"]
    pw, ph = CARD_W * OPP_PILE, CARD_H * OPP_PILE
    py = piles.top() + (piles.height() - ph) / 2
    for k, c in enumerate(p["trash"]):
        out[c["id"]] = Placement(QPointF(piles.left() + 4, py), OPP_PILE, True, 2 + k * 0.01,
                                 f"trash{p['index']}")
    for k, c in enumerate(p["banishment"]):
        out[c["id"]] = Placement(QPointF(piles.left() + 8 + pw, py), OPP_PILE, True,
                                 2 + k * 0.01, f"banish{p['index']}")
    return out


def bf_players(view: dict[str, Any], i: int) -> tuple[int | None, int | None]:
    """(the player whose units are above battlefield i's band, the one's below). The viewer
    is below when they are there; otherwise one opponent alone is above (as in the Duel),
    and of two the nearer in turn order from the viewer is below."""
    viewer = view["viewer"]
    n = len(view["players"])
    present = sorted({u["controller"] for u in view["battlefields"][i]["units"]},
                     key=lambda c: (c - viewer) % n)
    if viewer in present:
        others = [c for c in present if c != viewer]
        return (others[0] if others else None), viewer
    if len(present) >= 2:
        return present[1], present[0]
    return (present[0] if present else None), None


def below(view: dict[str, Any], i: int, controller: int) -> bool:
    """Whether `controller`'s units at battlefield i go below its band."""
    if not multi(view):
        return controller == view["viewer"]
    return bf_players(view, i)[1] == controller
