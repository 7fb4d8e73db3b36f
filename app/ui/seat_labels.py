"""The seats at the table: the turn banner and score tracks in the bottom-left corner, each
player's name, pool and pile counts, and at 3-4 player tables each seat's colour, badges and
the opponents' compact panels."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.engine import CardType
from app.ui.card_painter import NAME_PX, pxfont
from app.ui.deckbuilder.labels import type_name
from app.ui.layout import (
    LEFT_COL,
    PILES_X,
    SCENE_W,
    bf_bottom,
    bf_top,
    is_teammate,
    multi,
    panel_geometry,
    scene_h,
    score_rect,
    seat_rows,
    team_of,
)
from app.ui.table_items import (
    FOCUS_COLOR,
    PERMIT_BLUE,
    TURN_GOLD,
    Badges,
    PoolItem,
    ScoreTrack,
    SeatPanel,
)
from app.ui.text_fit import wrap_lines
from app.ui.texts import phase_name, translate

# with 3+ players each seat has a colour (its name, its panel, the tags on its units), none
# of them a highlight colour (card_item: cyan, magenta, white) nor the turn's gold
SEAT_COLORS = ("#f08a3c", "#5aa9ff", "#74d36b", "#e8607a")
# with teams (2v2): the viewer's team in cool colours, the other team in warm ones
TEAM_COLORS = (("#5aa9ff", "#74d36b"), ("#f08a3c", "#e8607a"))


def seat_color(view: dict[str, Any], player: int) -> QColor:
    """A player's colour at a 3-4 player table: by seat, or by team when there are teams
    (teammates in cool colours when they are the viewer's team, warm ones otherwise)."""
    players = view["players"]
    teams = [team_of(view, p["index"]) for p in players]
    if len(set(teams)) == len(players):
        return QColor(SEAT_COLORS[player % len(SEAT_COLORS)])
    mine = team_of(view, player) == team_of(view, view["viewer"])
    k = [p["index"] for p in players if teams[p["index"]] == teams[player]].index(player)
    family = TEAM_COLORS[0 if mine else 1]
    return QColor(family[k % len(family)])


def _focus(view: dict[str, Any], idx: int) -> bool:
    sd = view["showdown"]
    return sd is not None and sd.get("focus") == idx


def permit_short(p: dict[str, Any]) -> str:
    """A player's permissions this turn in short, for a pill: "Free: Gear ≤ 7" (public: the
    ability that gave them resolved for all to see)."""
    return " · ".join(translate("Table", "Free: {type} ≤ {n}").format(
        type=type_name(CardType(kind)), n=most) for kind, most in p.get("free_play", ()))


def permit_sentences(p: dict[str, Any]) -> str:
    """What each permission lets the player do, and until when, one a line (the pill's
    tooltip): "you may play a gear ... ignoring its Energy cost" (RUP4 356.1.b.2)."""
    return "\n".join(translate(
        "Table", "This turn {player} may play one {type} with Energy cost {n} or less from "
                 "their hand without paying its Energy cost (its Power cost is still "
                 "paid).").format(player=p["name"], type=type_name(CardType(kind)), n=most)
        for kind, most in p.get("free_play", ()))


class SeatLabels:
    """Mixed into `app.ui.table_scene.TableScene`: it uses the scene's `_text`, `_texts`,
    `_touched`, the seat items it keeps (`_tracks`, `_pools`, `_panels`, `_badges`) and
    `addItem`/`removeItem`."""

    def _update_seats(self, view: dict[str, Any]) -> None:
        viewer = view["viewer"]
        players = view["players"]
        tp = players[view["turn_player"]]["name"]
        banner = [translate("Table", "Turn {n} · {player} · {phase}").format(
            n=view["turn"], player=tp, phase=phase_name(view["phase"]))]
        sd = view["showdown"]
        if sd is not None:
            kind = translate("Table", "Combat") if sd["combat"] else translate("Table", "Showdown")
            banner.append(translate("Table", "{kind} at battlefield {bf}, focus: {p}").format(
                kind=kind, bf=sd["bf"] + 1, p=players[sd["focus"]]["name"]))
        d = view["decision"]
        if sd is not None and d is not None and d["kind"] == "assign":
            banner.append(translate("Table", "{player} assigns combat damage: {n} left").format(
                player=players[d["player"]]["name"], n=sd["assign_left"]))
        if view["winner"] is not None:
            banner = [translate("Table", "{player} wins!").format(
                player=players[view["winner"]]["name"])]
        # the bottom-left corner: the turn and phase, then the score tracks
        corner = score_rect(view)
        n_tracks = 1 if multi(view) else len(players)
        room = corner.height() - n_tracks * (ScoreTrack.H + 4) - (24 if multi(view) else 0)
        t = self._text("banner", corner.topLeft(), NAME_PX * 1.1, True)
        t.setText(self._fit_banner(t, banner, corner.width(), room))
        # the left column: the opponent's name, pool and hand (Duel) at the top, the
        # viewer's pool and name at the bottom; score tracks in the corner
        self._touched = set()
        tracks = [p for p in players if p["index"] != viewer and not multi(view)] + \
            [players[viewer]]
        # XP beside each score once anybody has gained some (RUP4 729: public)
        shows_xp = any(p.get("xp") for p in players)
        for k, p in enumerate(reversed(tracks)):  # the viewer's at the bottom
            track = self._tracks.get(p["index"])
            if track is None:
                track = self._tracks[p["index"]] = ScoreTrack()
                self.addItem(track)
            track.setPos(corner.left(), corner.bottom() - (k + 1) * (ScoreTrack.H + 4))
            track.set_score(p["name"], p["points"], view["victory_score"],
                            seat_color(view, p["index"]) if multi(view) else None,
                            p.get("xp", 0) if shows_xp else None, permit_short(p))
            track.setToolTip(permit_sentences(p))
        top = bf_top(view)
        for p in players:
            me = p["index"] == viewer
            if multi(view) and not me:
                self._update_panel(view, p)
                continue
            y = bf_bottom(view) - 26 if me else top + 2
            name = self._text(f"name{p['index']}", QPointF(8, y), NAME_PX, True)
            name.setText(QFontMetricsF(name.font()).elidedText(
                p["name"], Qt.TextElideMode.ElideRight, LEFT_COL - 14))
            name.setBrush(seat_color(view, p["index"]) if multi(view) else QColor("#f1ede2"))
            if multi(view):  # the viewer's badges under the turn, their rows framed
                self._seat_badges(view, p["index"], QPointF(
                    corner.left(), corner.bottom() - ScoreTrack.H - 4 - Badges.H - 2))
                frame = self._panels.get(viewer)
                if frame is None:
                    frame = self._panels[viewer] = SeatPanel(QRectF())
                    self.addItem(frame)
                frame.setRect(QRectF(4, bf_bottom(view) + 4, SCENE_W - 8,
                                     scene_h(view) - bf_bottom(view) - 6))
                frame.set_state(seat_color(view, viewer),
                                view["turn_player"] == viewer and view["winner"] is None,
                                False, _focus(view, viewer), fill=False)
            row_y = seat_rows(view, p["index"])[0]
            piles = translate("Table", "Deck {d} · Runes {r}\nTrash {t} · Hand {h}").format(
                d=p["deck_count"], r=p["rune_deck_count"], t=len(p["trash"]), h=p["hand_count"])
            self._text(f"piles{p['index']}", QPointF(PILES_X + 4, row_y + 98), NAME_PX
                       ).setText(piles)
            pool_item = self._pools.get(p["index"])
            if pool_item is None:
                pool_item = self._pools[p["index"]] = PoolItem()
                self.addItem(pool_item)
            # the pool beside the name, towards the battlefields' middle
            pool_item.setPos(4, y - 28 if me else y + 22)
            pool_item.set_pool(p["pool"]["energy"], p["pool"]["power"], p["pool"].get("any", 0),
                               p["pool"].get("restricted"))

    @staticmethod
    def _fit_banner(t: QGraphicsSimpleTextItem, parts: list[str], width: float,
                    room: float) -> str:
        """The turn banner's parts joined by " · " in the corner's width, each part whole on
        its line where a smaller type allows ("Combat at battlefield 1, focus:" once left
        "Player A" alone on a third line); the largest type whose lines fit the room."""
        fallback: tuple[float, str] | None = None
        for px in (NAME_PX * 1.1, NAME_PX, NAME_PX * 0.85):  # a long banner: smaller type
            fm = QFontMetricsF(pxfont(px, True))
            lines: list[str] = []
            for part in parts:
                trial = f"{lines[-1]} · {part}" if lines else part
                if lines and fm.horizontalAdvance(trial) <= width:
                    lines[-1] = trial
                else:
                    lines.append(part)
            text = wrap_lines(lines, fm, width)
            if fm.lineSpacing() * (text.count("\n") + 1) <= room:
                if text.count("\n") == len(lines) - 1:  # no part broken
                    t.setFont(pxfont(px, True))
                    return text
                fallback = fallback or (px, text)
        px, text = fallback or (px, text)  # every size breaks a part: the largest that fits
        t.setFont(pxfont(px, True))
        return text

    def _sweep(self, view: dict[str, Any]) -> None:
        """Blank what an earlier game (more seats, another mode) left: seat texts this update
        didn't write, panels and badges of seats that have none now."""
        for key, t in self._texts.items():
            if key.startswith(("name", "piles", "m_")) and key not in self._touched:
                t.setText("")
        keep = {p["index"] for p in view["players"]} if multi(view) else set()
        for idx in [k for k in self._panels if k not in keep]:
            self.removeItem(self._panels.pop(idx))
        for idx in [k for k in self._badges if k not in keep]:
            self.removeItem(self._badges.pop(idx))
        for idx in [k for k in self._pools if k >= len(view["players"])]:
            self.removeItem(self._pools.pop(idx))
        shown = {p["index"] for p in view["players"]
                 if not multi(view) or p["index"] == view["viewer"]}
        for idx in [k for k in self._tracks if k not in shown]:
            self.removeItem(self._tracks.pop(idx))

    def _seat_badges(self, view: dict[str, Any], idx: int, at: QPointF) -> Badges:
        """Turn, Focus, Priority and Teammate badges of a seat (3+ players)."""
        items: list[tuple[str, QColor]] = []
        if view["players"][idx].get("removed"):  # conceded: out of the game (RUP4 651.2)
            items.append((translate("Table", "Conceded: out of the game"), QColor("#b9b2a3")))
        elif view["turn_player"] == idx and view["winner"] is None:
            items.append((translate("Table", "Turn"), TURN_GOLD))
        sd = view["showdown"]
        if sd is not None and sd.get("focus") == idx:
            items.append((translate("Table", "Focus"), FOCUS_COLOR))
        elif view.get("priority") == idx:
            items.append((translate("Table", "Priority"), QColor("#f4f1e6")))
        if is_teammate(view, idx):
            items.append((translate("Table", "Teammate"), QColor("#9be29b")))
        player = view["players"][idx]
        if idx != view["viewer"] and permit_short(player):  # the viewer's: on their track
            items.append((permit_short(player), PERMIT_BLUE))
        b = self._badges.get(idx)
        if b is None:
            b = self._badges[idx] = Badges()
            self.addItem(b)
        b.setPos(at)
        b.set_badges(items)
        b.setToolTip(permit_sentences(player) if idx != view["viewer"] else "")
        return b

    def _update_panel(self, view: dict[str, Any], p: dict[str, Any]) -> None:
        """An opponent's compact panel (3+ players): header with name, score and badges,
        the counts under the piles, the pool at the header's right."""
        idx = p["index"]
        g = panel_geometry(view, idx)
        r = g["panel"]
        color = seat_color(view, idx)
        if p.get("removed"):  # conceded (RUP4 651.2): the panel greyed out
            color = QColor("#6f6a60")
        panel = self._panels.get(idx)
        if panel is None:
            panel = self._panels[idx] = SeatPanel(r)
            self.addItem(panel)
        panel.setRect(r)
        panel.set_state(color, view["turn_player"] == idx and view["winner"] is None,
                        is_teammate(view, idx), _focus(view, idx))
        name = self._text(f"m_name{idx}", QPointF(r.left() + 10, r.top() + 4), NAME_PX * 1.1,
                          True)
        name.setBrush(color)
        fm = QFontMetricsF(name.font())
        name.setText(fm.elidedText(p["name"], Qt.TextElideMode.ElideRight, r.width() * 0.34))
        x = r.left() + 10 + fm.horizontalAdvance(name.text()) + 12
        pts = self._text(f"m_pts{idx}", QPointF(x, r.top() + 3), NAME_PX * 1.15, True,
                         "#ffe9a8")
        pts.setText(translate("Table", "{n}/{v} points").format(n=p["points"],
                                                               v=view["victory_score"]))
        if p.get("xp"):  # XP beside the score (RUP4 729.2: public)
            pts.setText(pts.text() + " · " + translate("Table", "XP {n}").format(n=p["xp"]))
        x += QFontMetricsF(pts.font()).horizontalAdvance(pts.text()) + 12
        self._seat_badges(view, idx, QPointF(x, r.top() + 4))
        counts = translate("Table", "Deck {d} · Runes {r}\nTrash {t} · Hand {h}").format(
            d=p["deck_count"], r=p["rune_deck_count"], t=len(p["trash"]), h=p["hand_count"])
        if p["banishment"]:
            counts += "\n" + translate("Table", "Banished {b}").format(b=len(p["banishment"]))
        # three lines with the banishment (a battlefield a Brush replaced, RUP4 438.5): up a
        # little, inside the panel's frame
        self._text(f"m_counts{idx}", g["counts"].topLeft() + QPointF(2, 10 if not
                                                                      p["banishment"] else -4),
                   NAME_PX).setText(counts)
        pool_item = self._pools.get(idx)
        if pool_item is None:
            pool_item = self._pools[idx] = PoolItem()
            self.addItem(pool_item)
        pool_item.setPos(r.right() - 176, r.top() + 1)
        pool_item.set_pool(p["pool"]["energy"], p["pool"]["power"], p["pool"].get("any", 0),
                               p["pool"].get("restricted"))

    def xp_anchor(self, player: int) -> QPointF | None:
        """Where a player's XP is shown (their score track's pill, or a compact panel's
        score), in scene coordinates: where XP gains and spends are animated."""
        track = self._tracks.get(player)
        if track is not None:
            return track.mapToScene(track.xp_rect().center())
        pts = self._texts.get(f"m_pts{player}")
        return pts.mapToScene(pts.boundingRect().center()) if pts is not None else None
