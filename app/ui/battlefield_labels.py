"""The battlefields' words at the table: who controls each one and whether it is contested,
whose units are on which side of the band (3-4 players), and each side's total Might."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from app.ui.card_painter import NAME_PX
from app.ui.layout import _facedown_rect as facedown_rect
from app.ui.layout import below, bf_card_rect, bf_mid, bf_players, multi
from app.ui.seat_labels import seat_color
from app.ui.table_items import MightTotal
from app.ui.text_fit import fit_line
from app.ui.texts import translate


class BattlefieldLabels:
    """Mixed into `app.ui.table_scene.TableScene`: it uses the scene's `_text`, zone items,
    `_totals` and `addItem`/`removeItem`."""

    def _update_battlefields(self, view: dict[str, Any]) -> None:
        """Control marks and Might totals, beside each battlefield's card."""
        viewer = view["viewer"]
        players = view["players"]
        for i, bf in enumerate(view["battlefields"]):
            ctrl = bf["controller"]
            label = (translate("Table", "Uncontrolled") if ctrl is None else
                     translate("Table", "Controlled by {p}").format(p=players[ctrl]["name"]))
            if bf["contested_by"] is not None:
                label += " · " + translate("Table", "contested")
            card_r = bf_card_rect(view, i)
            zr = self.zone_items[f"bf{i}"].rect()
            left = card_r.right() + 10
            fd_left = facedown_rect(view, zr).left()
            mid = bf_mid(view)
            t = self._text(f"bfctl{i}", QPointF(left + MightTotal.W + 10, mid - 11),
                           NAME_PX, True, "#ffe9a8" if ctrl == viewer else "#f1ede2")
            fit_line(t, label, fd_left - left - MightTotal.W - 20, True)
            if multi(view):  # whose units are above the band, whose below: name and colour
                sides = bf_players(view, i)
                # the controller's own side line says it (once); a control line only for a
                # controller with no units here
                label = ("" if ctrl is None or ctrl in sides else
                         translate("Table", "{p} controls").format(p=players[ctrl]["name"]))
                if label and bf["contested_by"] is not None:
                    label += " · " + translate("Table", "contested")
                t.setText("")
                t = self._text(f"m_bfctl{i}", t.pos(), NAME_PX)  # regular: more of it fits
                fit_line(t, label, fd_left - left - MightTotal.W - 14, False)
                t.setBrush(QColor("#f1ede2") if ctrl is None else seat_color(view, ctrl))
                for k, who in enumerate(sides):
                    side = self._text(f"m_bfside{i}_{k}", QPointF(
                        left + MightTotal.W + 10, mid - 32 if k == 0 else mid + 11),
                        NAME_PX, True)
                    if who is None:
                        side.setText("")
                        continue
                    text = players[who]["name"]
                    if who == ctrl:
                        text = translate("Table", "{p} · controls").format(p=text)
                        if bf["contested_by"] is not None:
                            text += " · " + translate("Table", "contested")
                    side.setBrush(seat_color(view, who))
                    fit_line(side, text, fd_left - left - MightTotal.W - 20, True)
            # each side's total Might here: the opponent's above the band, the viewer's below
            for mine in (False, True):
                total = self._totals.get((i, mine))
                if total is None:
                    total = self._totals[(i, mine)] = MightTotal(mine)
                    self.addItem(total)
                total.setPos(left, mid - MightTotal.H - 2 if not mine else mid + 2)
                side = [u for u in bf["units"] if below(view, i, u["controller"]) == mine]
                total.set_value(sum(u.get("might") or 0 for u in side))
                total.setVisible(bool(side))
        for key in [k for k in self._totals if k[0] >= len(view["battlefields"])]:
            self.removeItem(self._totals.pop(key))
