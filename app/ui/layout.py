"""Where everything goes on the table: a pure function from a view to placements.

The viewer sits at the bottom, the opponent at the top, the battlefields between.
Scene coordinates: SCENE_W x scene_h(view) units; a card is 100 x 140 (see card_painter).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF

from app.ui.card_painter import CARD_H, CARD_W

SCENE_W = 1440.0  # the height depends on the mode: scene_h(view)
SMALL = 0.5  # runes
PILE_SCALE = 0.68  # the trash and banishment piles, side by side above the counts
HAND_SCALE = 1.25  # the viewer's hand: the cards a player reads most, the largest
OPP_HAND_SCALE = 0.35  # a Duel opponent's hand: backs, fanned in the left column
ZONE_LABEL_H = 24.0  # a zone's label ("Hand"): the opponent's backs sit under it, not on it
# The space goes to the cards: one row of units per side at a battlefield (at full size up
# to six, shrinking beyond), the viewer's hand below their row, the opponent's row above
# the battlefields (or, with 3+ players, their compact panels). The left column between the
# rows holds the opponent's name, pool and hand, the chain and the viewer's pool and name;
# the bottom-left corner the turn and the score tracks.
LEFT_COL, RIGHT_COL = 120.0, SCENE_W - 8.0  # the battlefields' left and right edges
ROW_X = 224.0  # a seat row's base starts here (legend and champion before it)
PILES_W = 150.0
PILES_X = SCENE_W - 8.0 - PILES_W
RUNES_W = 330.0
RUNES_X = PILES_X - 10.0 - RUNES_W
BASE_W = RUNES_X - 10.0 - ROW_X
BF_H = 360.0
BAND_H = 64.0  # the band across a battlefield: its card, control, Might totals, facedown slot
BF_SCALE = 0.6  # the battlefield card in the band
FD_SCALE = 0.42  # the facedown slot
BF_PAD = 4.0  # units keep this far inside their battlefield
UNIT_GAP = 4.0
MIN_UNIT_SCALE = 0.72  # units shrink down to this before they overlap
STACK_STEP = 4.0  # the cards under a stack's top card peek out by this much
HAND_X = 330.0  # the hand starts right of the score corner
SCORE_W = HAND_X - 16.0  # the bottom-left corner: the turn and the score tracks
DUEL_BF_TOP, MULTI_BF_TOP = 154.0, 188.0
CHAIN_SCALE = 0.8  # the chain's cards in the left column, each showing its name banner
CHAIN_TITLE_H = 40.0  # "Chain / (newest last)" above the chain, with air before its first item
# the lowest chain row whose name reads at 1280x720; a longer chain folds its oldest items
# into one row ("+3 earlier", their names on hover) rather than shrink every row to a sliver
CHAIN_ROW_MIN = 36.0


def bf_top(view: dict[str, Any]) -> float:
    """The battlefields' top: below the opponent's row (Duel) or their panels (3+)."""
    return MULTI_BF_TOP if multi(view) else DUEL_BF_TOP


def bf_bottom(view: dict[str, Any]) -> float:
    return bf_top(view) + BF_H


def bf_mid(view: dict[str, Any]) -> float:
    return bf_top(view) + BF_H / 2


MIGHT_TOTAL_W = 34.0  # a side's Might total in the band (table_items.MightTotal)


def band_text_rect(view: dict[str, Any], i: int) -> QRectF:
    """The band's free part across battlefield i, between its card and Might totals on the
    left and the facedown slot on the right: its control line and side names, and a
    caption when a combat ends or a point is scored. Nothing else is drawn there, so a
    caption in it never hides a card."""
    left = bf_card_rect(view, i).right() + 10 + MIGHT_TOTAL_W + 6
    right = _facedown_rect(view, bf_rect(view, i)).left() - 6
    return QRectF(left, bf_mid(view) - BAND_H / 2 + 1, max(40.0, right - left), BAND_H - 2)


def hand_y(view: dict[str, Any]) -> float:
    return bf_bottom(view) + 8 + CARD_H + 8


def scene_h(view: dict[str, Any]) -> float:
    return hand_y(view) + CARD_H * HAND_SCALE + 2


@dataclass(frozen=True)
class Placement:
    pos: QPointF  # top-left corner in scene coordinates
    scale: float = 1.0
    face_up: bool = True
    z: float = 1.0
    zone: str = ""
    stack: int = 1  # the top card of a stack of identical tokens: how many are in it
    seat: int | None = None  # with 3+ players: a battlefield unit's controller (a colour tag)
    plate: tuple[float, float] | None = None  # drawn as a name plate this size (3+ panels)

    def size(self) -> tuple[float, float]:
        """Its width and height in scene units."""
        w, h = self.plate or (CARD_W, CARD_H)
        return w * self.scale, h * self.scale


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
    y, hy, me = seat_rows(view, player)
    if which == "hand":
        return QPointF(HAND_X + 400, hy) if me else opp_hand_rect(view).topLeft()
    return QPointF(PILES_X + 8, y + 40)


# Zone labels: English source texts, translated in the "Table" context where they are shown.
_LABEL = {text: text for text in (
    QT_TRANSLATE_NOOP("Table", "Base"), QT_TRANSLATE_NOOP("Table", "Runes"),
    QT_TRANSLATE_NOOP("Table", "Legend"), QT_TRANSLATE_NOOP("Table", "Champion"),
    QT_TRANSLATE_NOOP("Table", "Hand"), QT_TRANSLATE_NOOP("Table", "Decks"),
    QT_TRANSLATE_NOOP("Table", "Battlefield {n}"), QT_TRANSLATE_NOOP("Table", "Facedown"))}


def seat_rows(view: dict[str, Any], player: int) -> tuple[float, float, bool]:
    """(board row y, hand row y, is the viewer) for a player (the viewer or a Duel's
    opponent, whose hand is in the left column: see opp_hand_rect)."""
    if player == view["viewer"]:
        return bf_bottom(view) + 8, hand_y(view), True
    return 6.0, 6.0, False


def opp_hand_rect(view: dict[str, Any]) -> QRectF:
    """A Duel opponent's hand, as backs, in the left column under their name and pool."""
    top = bf_top(view)
    return QRectF(6, top + 56, LEFT_COL - 12, ZONE_LABEL_H + CARD_H * OPP_HAND_SCALE + 4)


def chain_rect(view: dict[str, Any]) -> QRectF:
    """The chain: in the left column, between the opponent's things and the viewer's."""
    top = opp_hand_rect(view).bottom() + 6
    return QRectF(6, top, LEFT_COL - 12, bf_bottom(view) - 64 - top)


def score_rect(view: dict[str, Any]) -> QRectF:
    """The bottom-left corner: the turn, then the score tracks."""
    return QRectF(8, hand_y(view), SCORE_W, CARD_H * HAND_SCALE)


def zones(view: dict[str, Any]) -> list[ZoneRect]:
    out: list[ZoneRect] = []
    for p in view["players"]:
        if multi(view) and p["index"] != view["viewer"]:
            out.extend(_panel_zones(view, p["index"]))
            continue
        y, hy, me = seat_rows(view, p["index"])
        tag = "" if me else "opp_"
        out.append(ZoneRect(tag + "base", QRectF(ROW_X, y, BASE_W, CARD_H), _LABEL["Base"],
                            p["index"]))
        out.append(ZoneRect(tag + "runes", QRectF(RUNES_X, y, RUNES_W, CARD_H), _LABEL["Runes"],
                            p["index"]))
        out.append(ZoneRect(tag + "legend", QRectF(8, y, CARD_W, CARD_H), _LABEL["Legend"],
                            p["index"]))
        out.append(ZoneRect(tag + "champion", QRectF(114, y, CARD_W, CARD_H),
                            _LABEL["Champion"], p["index"]))
        hand = QRectF(HAND_X, hy, SCENE_W - 8 - HAND_X, CARD_H * HAND_SCALE) if me \
            else opp_hand_rect(view)
        out.append(ZoneRect(tag + "hand", hand, _LABEL["Hand"], p["index"]))
        out.append(ZoneRect(f"piles{p['index']}", QRectF(PILES_X, y, PILES_W, CARD_H),
                            _LABEL["Decks"], p["index"]))
    for i, _bf in enumerate(view["battlefields"]):
        r = bf_rect(view, i)
        out.append(ZoneRect(f"bf{i}", r, _LABEL["Battlefield {n}"]))
        out.append(ZoneRect(f"fd{i}", _facedown_rect(view, r), _LABEL["Facedown"]))
    return out


BF_GAP = 12.0
BF_MIN_W = 300.0  # a battlefield's band: its card, Might totals, a line of text, facedown


def _bf_need(bf: dict[str, Any]) -> float:
    """The width battlefield `bf` needs for its fuller side's units at full size."""
    sides: dict[Any, int] = {}
    for u in bf["units"]:  # one side per controller (at most two: RUP4 144.4.a.1)
        sides[u.get("controller")] = sides.get(u.get("controller"), 0) + 1
    k = max(sides.values(), default=0)
    return k * CARD_W + max(0, k - 1) * UNIT_GAP + 2 * (STACK_STEP + BF_PAD)


def bf_widths(view: dict[str, Any]) -> list[float]:
    """The battlefields' widths: equal while each side's units fit at full size; a fuller
    battlefield takes width from emptier ones (none narrower than BF_MIN_W), so that three
    battlefields keep six full-size units a side where they are; all shrink together only
    when the whole row can't hold them."""
    bfs = view["battlefields"]
    n = max(1, len(bfs))
    total = RIGHT_COL - LEFT_COL - BF_GAP * (n - 1)
    needs = [max(BF_MIN_W, _bf_need(bf)) for bf in bfs] or [total]
    if sum(needs) >= total:  # not room for all: in proportion to what each needs
        return [total * w / sum(needs) for w in needs]
    if max(needs) <= total / n:  # everyone fits in an equal share: equal, as before
        return [total / n] * n
    extra = (total - sum(needs)) / n
    return [w + extra for w in needs]


def bf_rect(view: dict[str, Any], i: int) -> QRectF:
    widths = bf_widths(view)
    left = LEFT_COL + sum(widths[:i]) + BF_GAP * i
    return QRectF(left, bf_top(view), widths[i], BF_H)


def _facedown_rect(view: dict[str, Any], r: QRectF) -> QRectF:
    w, h = CARD_W * FD_SCALE, CARD_H * FD_SCALE
    return QRectF(r.right() - w - 8, bf_mid(view) - h / 2, w, h)


def bf_card_rect(view: dict[str, Any], i: int) -> QRectF:
    r = bf_rect(view, i)
    w, h = CARD_H * BF_SCALE, CARD_W * BF_SCALE
    return QRectF(r.left() + 8, bf_mid(view) - h / 2, w, h)


def unit_areas(view: dict[str, Any], i: int) -> tuple[QRectF, QRectF]:
    """(the opponent's half, the viewer's half) of battlefield i, where their units go."""
    r = bf_rect(view, i)
    x, w = r.left() + BF_PAD, r.width() - 2 * BF_PAD
    top = QRectF(x, r.top() + BF_PAD, w, (BF_H - BAND_H) / 2 - 2 * BF_PAD)
    bottom = QRectF(x, bf_mid(view) + BAND_H / 2 + BF_PAD, w, top.height())
    return top, bottom


def stack_key(u: dict[str, Any]) -> tuple:
    """Identical tokens (same card, same state) share a key."""
    return (u.get("code"), u.get("controller"), bool(u.get("exhausted")), u.get("damage", 0),
            bool(u.get("buffed")), u.get("might"), bool(u.get("stunned")),
            bool(u.get("banish_if_dies")), tuple(u.get("prevent", ())), u.get("doubled", 0),
            bool(u.get("untargetable")),
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


def slot_width(exhausted: bool, scale: float) -> float:  # noqa: ARG001
    """The width a card takes in a row: an exhausted card, tilted and drawn smaller
    (card_painter.EXHAUST_SHRINK), takes no more than a ready one."""
    return CARD_W * scale


def unit_scale(slots: list[list[dict[str, Any]]], area: QRectF) -> float:
    """The scale of a side's units at a battlefield: full size while they fit in one row,
    smaller beyond (down to MIN_UNIT_SCALE; past that they overlap)."""
    if not slots:
        return 1.0
    usable = area.width() - 2 * STACK_STEP
    need = sum(slot_width(bool(sl[0].get("exhausted")), 1.0)
               + ATTACH_PEEK_X * len(sl[0].get("attachments", ())) for sl in slots) \
        + UNIT_GAP * (len(slots) - 1)
    return max(MIN_UNIT_SCALE, min(1.0, usable / need))


def _unit_slots(slots: list[list[dict[str, Any]]], area: QRectF,
                scale: float) -> list[tuple[float, float, float]]:
    """(x, y, z) for slots in one row across the area, x, y the untilted card's top-left.
    Cards overlap sideways only past MIN_UNIT_SCALE, each under its right neighbour: the
    name starts on the left, so what a neighbour covers is never the start of a name."""
    if not slots:
        return []
    xs = _turned_row([sl[0] for sl in slots], area.left() + STACK_STEP,
                     area.width() - 2 * STACK_STEP, scale, UNIT_GAP * scale)
    y = area.top() + (area.height() - CARD_H * scale) / 2
    return [(x, y, float(k)) for k, x in enumerate(xs)]


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
    """Like _row, but an exhausted card (tilted) takes a little more width, so tilted
    cards don't cover their neighbours, and a unit with attached gear makes room for the
    gear peeking out at its right (ATTACH_PEEK_X each). Returns the untilted card's top-left
    x."""
    if not cards:
        return []
    w = CARD_W * scale
    peek = [ATTACH_PEEK_X * scale * len(c.get("attachments", ())) for c in cards]
    widths = [slot_width(bool(c.get("exhausted")), scale) + k for c, k in zip(cards, peek,
                                                                              strict=True)]
    total = sum(widths) + gap * (len(cards) - 1)
    squeeze = min(1.0, (width - widths[-1]) / max(1e-6, total - widths[-1])) \
        if total > width and len(cards) > 1 else 1.0
    x = x0 + max(0.0, (width - min(total, width)) / 2)
    out = []
    for cw, k in zip(widths, peek, strict=True):
        out.append(x + (cw - k - w) / 2)  # the untilted card's left edge, left in its slot
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
        y, hy, me = seat_rows(view, p["index"])
        # hand: the viewer's face up and large, the opponent's as small backs
        if me and p["hand"] is not None:
            hw = CARD_W * HAND_SCALE
            xs = _row(len(p["hand"]), HAND_X, SCENE_W - 8 - HAND_X, hw, 12)
            for k, (c, x) in enumerate(zip(p["hand"], xs, strict=True)):
                out[c["id"]] = Placement(QPointF(x, hy), HAND_SCALE, True, 10 + k, "hand")
        else:
            r = opp_hand_rect(view)
            xs = _row(len(p["hand_ids"]), r.left() + 2, r.width() - 4,
                      CARD_W * OPP_HAND_SCALE, 4)
            for k, (oid, x) in enumerate(zip(p["hand_ids"], xs, strict=True)):
                out[oid] = Placement(QPointF(x, r.top() + ZONE_LABEL_H), OPP_HAND_SCALE,
                                     False, 10 + k, "opp_hand")
        if p["legend"] is not None:  # None: removed from the game (RUP4 652.3)
            out[p["legend"]["id"]] = Placement(QPointF(8, y), 1.0, True, 2, "legend")
        if p["champion"] is not None:
            out[p["champion"]["id"]] = Placement(QPointF(114, y), 1.0, True, 2, "champion")
        # base: units and gear (attached gear lies under its unit, below)
        row = [c for c in p["base"] if "attached_to" not in c]
        xs = _turned_row(row, ROW_X + 6, BASE_W - 12, 1.0, 10)
        for k, (c, x) in enumerate(zip(row, xs, strict=True)):
            out[c["id"]] = Placement(QPointF(x, y), 1.0, True, 5 + k, "base" if me else "opp_base")
        # runes: two rows of small cards, exhausted ones tilted
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
            out[c["id"]] = Placement(QPointF(PILES_X + 4, y + 2), PILE_SCALE, True,
                                     2 + k * 0.01, f"trash{p['index']}")
        replaced = {bf["replaced"]["id"] for bf in view["battlefields"] if "replaced" in bf}
        for k, c in enumerate(p["banishment"]):
            # a battlefield a token replaced (RUP4 438.5) lies landscape: as wide as the pile
            scale = PILE_SCALE * (CARD_W / CARD_H if c["id"] in replaced else 1.0)
            out[c["id"]] = Placement(QPointF(PILES_X + 8 + CARD_W * PILE_SCALE, y + 2),
                                     scale, True, 2 + k * 0.01, f"banish{p['index']}")
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
        mine, theirs = _unattached(mine), _unattached(theirs)
        seat = (lambda u: u["controller"]) if multi(view) else (lambda u: None)
        for units, area in ((theirs, theirs_area), (mine, mine_area)):
            slots = group_stacks(units, is_token)
            sc = unit_scale(slots, area)
            for slot, (x, y, z) in zip(slots, _unit_slots(slots, area, sc), strict=True):
                n = len(slot)
                if n > 1 and expanded is not None and any(u["id"] == expanded for u in slot):
                    cw = CARD_W * sc
                    step = min(cw * 0.55, (area.width() - cw) / (n - 1))
                    x0 = min(max(area.left(), x - step * (n - 1) / 2),
                             area.right() - cw - step * (n - 1))
                    for j, u in enumerate(slot):
                        out[u["id"]] = Placement(QPointF(x0 + j * step, y), sc, True,
                                                 200 + j, f"bf{i}", seat=seat(u))
                    continue
                for j, u in enumerate(slot):
                    depth = min(n - 1 - j, 2)  # the last is on top; two more peek out
                    out[u["id"]] = Placement(QPointF(x + depth * STACK_STEP,
                                                     y + depth * STACK_STEP * 0.5),
                                             sc, True, 5 + z + j * 0.01, f"bf{i}",
                                             n if j == n - 1 else 1, seat(u))
        fd = bf["facedown"]
        if fd is not None:
            fr = _facedown_rect(view, bf_rect(view, i))
            out[fd["id"]] = Placement(fr.topLeft(), FD_SCALE, False, 4, f"fd{i}")
            # a raised occupancy (Bandle Tree): the others peek out to the left, underneath
            for k, extra in enumerate(bf.get("facedown_extra", ())):
                out[extra["id"]] = Placement(fr.topLeft() - QPointF(14.0 * (k + 1), 0.0),
                                             FD_SCALE, False, 3.9 - 0.01 * k, f"fd{i}")
    _place_attached(view, out)
    # the chain: a column in the left column, newest lowest
    slots = chain_slots(view)
    for k, (item, slot) in enumerate(zip(view["chain"], slots, strict=True)):
        if item["kind"] != "card":
            continue
        if len(slots) == 1:
            out[item["card"]["id"]] = Placement(slot.topLeft(), CHAIN_SCALE, True, 50, "chain")
        else:
            out[item["card"]["id"]] = Placement(slot.topLeft(), 1.0, True, 50 + k, "chain",
                                                plate=(slot.width(), slot.height()))
    return out


def chain_folded(view: dict[str, Any]) -> int:
    """How many of the oldest chain items share the column's first row (0: none do). Six
    items once had rows of a dozen pixels at 1280x720; the newest, which resolve first and
    are answered now, keep rows a name reads in, the earliest fold under a count."""
    n = len(view["chain"])
    cr = chain_rect(view)
    fits = int((cr.bottom() - cr.top() - CHAIN_TITLE_H) // CHAIN_ROW_MIN)
    return 0 if n < 2 or n <= fits else n - max(1, fits) + 1


def chain_slots(view: dict[str, Any]) -> list[QRectF]:
    """Each chain item's rectangle in the left column, oldest first. A lone item is a card
    (CHAIN_SCALE); with more, the column can't hold the cards apart (at 1280x720 a second
    card once hid the first one's name and a third item entirely), so each item gets its own
    row: a card as a name plate, an ability as its chip. Rows shrink when many, never
    overlap, never below CHAIN_ROW_MIN: the folded oldest items all get the first row."""
    cr = chain_rect(view)
    n = len(view["chain"])
    top = cr.top() + CHAIN_TITLE_H
    if n == 1:
        if view["chain"][0]["kind"] == "card":
            return [QRectF(cr.left() + 4, top, CARD_W * CHAIN_SCALE, CARD_H * CHAIN_SCALE)]
        return [QRectF(cr.left(), top, cr.width(), CARD_H * CHAIN_SCALE)]
    folded = chain_folded(view)
    rows = n - max(0, folded - 1)
    row = min(PLATE_H + PLATE_GAP, (cr.bottom() - top) / max(1, rows))
    return [QRectF(cr.left(), top + max(0, k - max(0, folded - 1)) * row, cr.width(),
                   row - PLATE_GAP) for k in range(n)]


ATTACH_PEEK_X = 34.0  # how much of an attached gear shows at its unit's right (scene units)


def _unattached(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in cards if "attached_to" not in c]


def _place_attached(view: dict[str, Any], out: dict[int, Placement]) -> None:
    """Attached gear lies tucked under its unit (RUP4 434.1.b): its right edge, with its
    Might Bonus, peeks out at the unit's right, each further one a little further; it goes
    wherever its unit goes (719.3.a)."""
    gear = [c for p in view["players"] for c in p["base"] if "attached_to" in c]
    gear += [u for bf in view["battlefields"] for u in bf["units"] if "attached_to" in u]
    seen: dict[int, int] = {}
    for g in gear:
        unit = out.get(g["attached_to"])
        if unit is None:
            continue
        k = seen[g["attached_to"]] = seen.get(g["attached_to"], 0) + 1
        out[g["id"]] = Placement(unit.pos + QPointF(ATTACH_PEEK_X * k, 5.0 * k) * unit.scale,
                                 unit.scale, True, unit.z - 0.05 * k, unit.zone,
                                 seat=unit.seat)


# -- three and four players ------------------------------------------------------------------
# The viewer keeps the Duel's bottom rows; the opponents sit side by side above the
# battlefields, in turn order from the viewer's left, each in a compact panel: a header
# (name, score, Turn / Focus badges, pool), then a row with the legend and champion (one
# above the other), the base and the trash and banishment tops, then a row with the runes,
# the hand (backs) and the counts; the cards in it are name plates. Battlefields keep their
# place: with 3+ players a battlefield holds the units of at most two players (RUP4
# 144.4.a.1), the viewer's below the band when they are there.
PANEL_TOP, PANEL_BOTTOM = 2.0, MULTI_BF_TOP - 10.0
PANEL_GAP = 10.0
HEADER_H = 28.0
# A compact panel shows its cards as name plates (card_painter.paint_plate): a long name on
# two lines at a size that reads at 1280x720, the cost and Might beside it; the card itself
# is in the preview on hover. Runes are plates per kind ("Body ×3"), the hand backs.
PLATE_H = 42.0  # legend, champion, base units, the trash's and banishment's top cards
PLATE_W = 128.0  # the legend's and the champion's
RUNE_PLATE_H = 25.0
RUNE_PLATE_W = 120.0
PLATE_GAP = 4.0
OPP_HAND = 0.35  # an opponent's hand, as backs
COUNTS_W = 150.0  # the counts under an opponent's piles
PILES_PLATE_W = 84.0


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
    """The parts of an opponent's panel, in scene coordinates: the legend and champion
    plates one above the other, the base, the trash and banishment plates; under them the
    rune plates, the hand and the counts."""
    r = panel_rect(view, player)
    x0, w = r.left(), r.width()
    y1 = r.top() + HEADER_H + 2
    row1 = 2 * PLATE_H + PLATE_GAP
    y2 = y1 + row1 + 4
    piles_x = r.right() - 6 - PILES_PLATE_W
    counts_x = r.right() - 6 - COUNTS_W
    hand_w = 60.0  # backs, fanned: the rune plates get the room for their kinds
    base_x = x0 + 6 + PLATE_W + 8
    return {
        "panel": r,
        "header": QRectF(x0, r.top(), w, HEADER_H),
        "legend": QRectF(x0 + 6, y1, PLATE_W, PLATE_H),
        "champion": QRectF(x0 + 6, y1 + PLATE_H + PLATE_GAP, PLATE_W, PLATE_H),
        "base": QRectF(base_x, y1, piles_x - 8 - base_x, row1),
        "piles": QRectF(piles_x, y1, PILES_PLATE_W, row1),
        "runes": QRectF(x0 + 6, y2, counts_x - 8 - hand_w - 8 - (x0 + 6), r.bottom() - 3 - y2),
        "hand": QRectF(counts_x - 8 - hand_w, y2, hand_w, r.bottom() - 3 - y2),
        "counts": QRectF(counts_x, y2, COUNTS_W, r.bottom() - 3 - y2),
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


PLATE_SHADOW = 5.0  # a plate's shadow (card_item.SHADOW) stays inside its zone too


def _grid(n: int, area: QRectF, rows: int, max_w: float, h: float) -> list[QPointF]:
    """Top-left corners for n plates of height h in `rows` rows across the area, filled
    column by column, each at most max_w wide (narrower when many)."""
    if n == 0:
        return []
    w = _grid_w(n, area, rows, max_w)
    return [QPointF(area.left() + (k // rows) * (w + PLATE_GAP),
                    area.top() + (k % rows) * (h + PLATE_GAP)) for k in range(n)]


def _grid_w(n: int, area: QRectF, rows: int, max_w: float) -> float:
    cols = max(1, -(-n // rows))
    return min(max_w, (area.width() - PLATE_SHADOW - PLATE_GAP * (cols - 1)) / cols)


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
    plate = (PLATE_W, PLATE_H)
    if p["legend"] is not None:  # None: removed from the game (RUP4 652.3)
        out[p["legend"]["id"]] = Placement(g["legend"].topLeft(), 1.0, True, 2, "legend",
                                           plate=plate)
    if p["champion"] is not None:
        out[p["champion"]["id"]] = Placement(g["champion"].topLeft(), 1.0, True, 2,
                                             "champion", plate=plate)
    # the base: identical tokens in one plate with their count, as at a battlefield; plates
    # in two rows, narrower when there are many (the preview shows each whole)
    base = g["base"]
    slots = group_stacks(p["base"], is_token)
    w = _grid_w(len(slots), base, 2, PLATE_W)
    for k, (slot, at) in enumerate(zip(slots, _grid(len(slots), base, 2, PLATE_W, PLATE_H),
                                       strict=True)):
        n = len(slot)
        for j, c in enumerate(slot):
            out[c["id"]] = Placement(at, 1.0, True, 5 + k + j * 0.01, "opp_base",
                                     n if j == n - 1 else 1, plate=(w, PLATE_H))
    # runes: one plate per kind and state (ready, exhausted) with its count, so that
    # twelve runes read at a glance: "Body ×3"
    runes = g["runes"]
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for c in p["runes"]:
        groups.setdefault((c.get("code"), bool(c.get("exhausted"))), []).append(c)
    piles = sorted(groups.values(), key=lambda cs: bool(cs[0].get("exhausted")))
    rh = min(RUNE_PLATE_H, (runes.height() - PLATE_GAP) / 2)
    w = _grid_w(len(piles), runes, 2, RUNE_PLATE_W)
    for k, (cs, at) in enumerate(zip(piles, _grid(len(piles), runes, 2, RUNE_PLATE_W, rh),
                                     strict=True)):
        n = len(cs)
        for j, c in enumerate(cs):
            out[c["id"]] = Placement(at, 1.0, True, 3 + k + j * 0.01, "opp_runes",
                                     n if j == n - 1 else 1, plate=(w, rh))
    # the trash and banishment: the top card's plate, one above the other
    piles_r = g["piles"]
    for key, row in (("trash", 0), ("banishment", 1)):
        zone = f"trash{p['index']}" if key == "trash" else f"banish{p['index']}"
        at = QPointF(piles_r.left(), piles_r.top() + row * (PLATE_H + PLATE_GAP))
        for k, c in enumerate(p[key]):
            out[c["id"]] = Placement(at, 1.0, True, 2 + k * 0.01, zone,
                                     plate=(PILES_PLATE_W, PLATE_H))
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
