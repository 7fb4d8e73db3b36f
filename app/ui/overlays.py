"""Widgets drawn over the table: the card preview, the help overlay, the hotseat curtain."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from app.cards.catalog import load_catalog
from app.engine import CardDef, Keyword
from app.ui import fonts
from app.ui.card_painter import CARD_H, CARD_W, card_text, keyword_tooltip, paint_face, pxfont
from app.ui.levels import has_dependent_text, level_text_html
from app.ui.text_fit import wrap_lines


def keyword_reminders(card: CardDef) -> list[str]:
    """Each keyword with what it does, as its chip's tooltip says it (with its value: "Hunt
    2" gains 2 XP, RUP4 823.1.c.3)."""
    return [keyword_tooltip(Keyword(kw), value if isinstance(value, int) else 1)
            for kw, value in card.keywords]


class PreviewPanel(QWidget):
    """A large picture of the hovered card with its full text and keyword reminders, docked
    in the column the table view keeps for it (TableView.preview_rect): it never covers the
    board or a target."""

    W = 330  # its width until it is docked

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.card: CardDef | None = None
        self.state: dict[str, Any] = {}
        self.heading = ""  # why this card shows while none is pointed at (resting_preview)
        self._img_w = float(self.W - 20)  # the picture's width: narrower for a long text
        self.reminders = QLabel(self)
        self.reminders.setWordWrap(True)
        self.reminders.setStyleSheet("color: #f1ede2; font-size: 13px;")
        self.hide()

    def show_card(self, card: CardDef, state: dict[str, Any], dock: QRect,
                  heading: str = "") -> None:
        """Show the card in the `dock` rectangle (the parent's coordinates), under a
        heading when it is not the card pointed at."""
        self.card, self.state, self.heading = card, state, heading
        self.W = dock.width() - 8
        landscape = card.type.value == "Battlefield"
        img_h = (CARD_W if landscape else CARD_H) * (self.W - 20) / (CARD_H if landscape
                                                                      else CARD_W)
        # the texts its Equipment copied (Svellsongur): it has those abilities too
        paragraphs = [(card, card_text(card)), *self._copied_texts(state)]
        text = "\n\n".join(t for _c, t in paragraphs if t)
        # the text already explains the keywords it names: a reminder is added only for a
        # keyword the text doesn't explain, so nothing is said twice
        lines = [r for r in keyword_reminders(card) if r.split(": ", 1)[-1] not in text]
        if text and has_dependent_text(state):  # Level, Empowered: inactive ones greyed (727)
            self.reminders.setTextFormat(Qt.TextFormat.RichText)
            self.reminders.setText("<br>".join([level_text_html(paragraphs, state)]
                                               + ([""] + [escape(r) for r in lines]
                                                  if lines else [])))
        else:
            self.reminders.setTextFormat(Qt.TextFormat.PlainText)
            self.reminders.setText("\n".join(([text] if text else []) + (
                [""] if text and lines else []) + lines))
        width = self.W - 20
        height = self.reminders.heightForWidth(width)  # wrap to the panel, don't widen it
        top = self._image_top()
        room = dock.height() - 16 - top - 16 - max(0, height)
        if room < img_h:  # a long text (copied ones, at 1280x720): a smaller picture, so
            img_h = max(0.0, room)  # that every line of the text shows
        self._img_w = img_h * (CARD_H / CARD_W if landscape else CARD_W / CARD_H)
        self.reminders.setGeometry(10, int(img_h) + top + 6, width, max(0, height))
        h = int(img_h) + top + 16 + max(0, height)
        self.setGeometry(dock.left() + 4, dock.top() + 8, self.W, min(h, dock.height() - 16))
        self.raise_()
        self.show()
        self.update()

    def _copied_texts(self, state: dict[str, Any]) -> list[tuple[CardDef, str]]:
        """The unit's texts its Equipment copied as attached: each copied card and its
        paragraph."""
        cat = load_catalog()
        out = []
        for t in state.get("text_copies", ()):
            copied = cat.card_def(t["code"])
            out.append((copied, self.tr(
                "Copied by an attached Equipment, it has this text once more: {text}")
                .format(text=card_text(copied))))
        return out

    HEADING_H = 24  # the heading's room, and 18 more for its second line
    HEADING_PX = 13
    HEADING_STEP = 18

    def heading_lines(self) -> list[str]:
        """The heading on one line, or two where it is longer than the panel is wide ("Giocata
        per ultima, da Giocatore 2" at 1280x720), cut (…) only past that."""
        if not self.heading:
            return []
        fm = QFontMetricsF(pxfont(self.HEADING_PX, True))
        width = self.W - 24
        lines = wrap_lines([self.heading], fm, width).split("\n")
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        return [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

    def _image_top(self) -> int:
        n = len(self.heading_lines())
        return 10 + (self.HEADING_H + self.HEADING_STEP * (n - 1) if n else 0)

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        if self.card is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(10, 14, 12))  # opaque: the empty column's hint never shows through
        p.setPen(QColor(255, 255, 255, 60))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        p.setPen(QColor("#e8cf8a"))
        p.setFont(pxfont(self.HEADING_PX, True))
        for k, line in enumerate(self.heading_lines()):
            p.drawText(QRectF(12, 6 + k * self.HEADING_STEP, self.W - 24, self.HEADING_H),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
        p.drawPixmap(int((self.W - self._img_w) / 2), self._image_top(), self._face())
        p.end()

    def _face(self) -> QPixmap:
        """The card's face, drawn once per card and size (the panel stays up while the
        table repaints under it: its text layout is not redone every frame)."""
        assert self.card is not None
        landscape = self.card.type.value == "Battlefield"
        w = self._img_w
        h = w * (CARD_W / CARD_H if landscape else CARD_H / CARD_W)
        dpr = self.devicePixelRatioF()
        key = (self.card.code, w, dpr)
        if getattr(self, "_face_key", None) != key:
            pm = QPixmap(int(w * dpr) + 1, int(h * dpr) + 1)
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            q = QPainter(pm)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_face(q, self.card, QRectF(0, 0, w, h))
            q.end()
            self._face_key, self._face_pm = key, pm
        return self._face_pm


class HelpOverlay(QWidget):
    """F1: how to play with the mouse, and the shortcuts."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(30, 24, 30, 24)
        text = QLabel(self.tr(
            "<h2>How to play</h2>"
            "<p><b>Win:</b> the first player to 8 points wins. You score 1 point when you "
            "<i>conquer</i> a battlefield (take control of it) and 1 point for each "
            "battlefield you <i>hold</i> at the start of your turn. The last point needs "
            "every battlefield scored that turn, or you draw a card instead.</p>"
            "<p><b>Fight:</b> move units to a battlefield an opponent holds to start a "
            "combat. After a showdown in which both sides may play Actions and Reactions, "
            "each side deals damage equal to its total Might; units with Tank take damage "
            "first. The side left standing conquers it.</p>"
            "<p><b>Play a card:</b> drag it from your hand to your base or to a battlefield "
            "you control. Spells can be dropped anywhere on the table.</p>"
            "<p><b>Move units:</b> drag a unit to a battlefield or back to base. Click "
            "several units first to move them together.</p>"
            "<p><b>Hide a card:</b> drag a card with Hidden onto a battlefield's facedown "
            "slot.</p>"
            "<p><b>Runes:</b> double-click a rune to exhaust it for 1 Energy; right-click it "
            "to recycle it for 1 Power. Costs are paid automatically when you don't.</p>"
            "<p><b>Passing:</b> the table passes for you when all you could do is pass or "
            "add resources, and after you play a spell or ability (you don't respond to "
            "yourself), and ends your turn when nothing is left to do in it; it asks "
            "whenever you can play or move something. "
            "F6 (To my turn) passes until your next turn, except when something targets a "
            "card of yours and in a combat you fight. Hold (or Ctrl) keeps every decision "
            "with you.</p>"
            "<p><b>Highlights:</b> a cyan outline marks what you can use now; a magenta "
            "outline with a reticle marks a legal target (click one); a white outline with a "
            "tick marks what you picked. Identical tokens stack (×N): point at a stack to "
            "spread it.</p>"
            "<h3>Keys</h3>"
            "<p>Space: pass · Space twice or Ctrl+Enter: end your turn · Esc: cancel · "
            "Ctrl+Z / Ctrl+Shift+Z: undo / redo · Ctrl+N: new game · Ctrl+S: save · "
            "Ctrl+O: open · Ctrl+R: watch a replay · Ctrl+Shift+R: replay this game · "
            "Ctrl+D: deckbuilder · Ctrl+,: preferences · Ctrl+0: fit the table · mouse "
            "wheel: zoom · Ctrl+Q: quit · F6: pass to your next turn · F1: this help</p>"))
        text.setWordWrap(True)
        text.setStyleSheet("color: #f1ede2; font-size: 13px; background: transparent;")
        lay.addWidget(text)
        self.setObjectName("HelpOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#HelpOverlay { background: rgba(8, 12, 10, 230); "
                           "border-radius: 12px; }")
        self.hide()

    def toggle(self) -> None:
        if self.isVisible():
            self.hide()
            return
        parent = self.parentWidget()
        w, h = min(820, parent.width() - 40), min(660, parent.height() - 40)
        self.setGeometry((parent.width() - w) // 2, (parent.height() - h) // 2, w, h)
        self.raise_()
        self.show()

    def mousePressEvent(self, event) -> None:  # noqa: N802, ANN001
        self.hide()


class HotseatCurtain(QWidget):
    """Hides the table while the device passes to the other player."""

    dismissed = Signal()  # the next player took the seat

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.who = ""
        self.hide()

    def show_for(self, name: str) -> None:
        self.who = name
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#0c1511"))
        p.setPen(QColor("#f1ede2"))
        f = QFont(fonts.family())
        f.setPointSizeF(22)
        p.setFont(f)
        p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                   self.tr("Pass the device to {name}.\nClick when ready.").format(name=self.who))
        p.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802, ANN001
        self.hide()
        self.dismissed.emit()


class Toast(QLabel):
    """A short note next to the pointer: why a gesture did nothing. It fades by itself and
    never takes a click."""

    MS = 2600

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setWordWrap(True)
        self.setMaximumWidth(360)
        self.setStyleSheet("background: rgba(20, 12, 14, 235); color: #fff3f3; font-size: 13px;"
                           " border: 1px solid #ff8a80; border-radius: 6px; padding: 6px 9px;")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_at(self, text: str, pos: QPoint) -> None:
        self.setText(text)
        self.adjustSize()
        area = self.parentWidget().rect()
        x = min(max(4, pos.x() + 16), area.width() - self.width() - 4)
        y = min(max(4, pos.y() + 18), area.height() - self.height() - 4)
        self.move(x, y)
        self.raise_()
        self.show()
        self._timer.start(self.MS)


class Cover(QWidget):
    """A screen over its whole parent (the table page), keeping its size as the parent's
    changes; nothing under it takes a click while it is up."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802, ANN001 - Qt API
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(obj.rect())
        return False

    def cover(self) -> None:
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()


class StartScreen(Cover):
    """What a session starts with: continue the last game, a new game, the deckbuilder,
    a saved game or a replay."""

    chosen = Signal(str)  # "continue", "new", "learn", "puzzles", "deckbuilder", "open",
    # or "replays"
    shownChanged = Signal(bool)  # noqa: N815 - Qt naming: the table under it takes no input

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#StartScreen { background: qradialgradient(cx:0.5, cy:0.4, radius:0.8, "
            "fx:0.5, fy:0.4, stop:0 rgb(30, 58, 45), stop:1 rgb(6, 12, 9)); }"
            "#StartScreen QLabel { color: #f1ede2; background: transparent; }"
            "#StartScreen QPushButton { font-size: 17px; font-weight: bold; color: #f1ede2;"
            " padding: 11px 24px; min-width: 280px; border: 1.5px solid #b8953a;"
            " border-radius: 10px; background: qlineargradient(x1:0, y1:0, x2:0, y2:1,"
            " stop:0 #2c4a3b, stop:1 #183026); }"
            "#StartScreen QPushButton:hover, #StartScreen QPushButton:focus {"
            " border-color: #ffd54a; background: #37614c; }")
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        title = QLabel(self.tr("Riftbound Table"))
        title.setStyleSheet("font-size: 40px; font-weight: bold; color: #ffe9a8;")
        lay.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addSpacing(18)
        self.buttons: dict[str, QPushButton] = {}
        for key, label in (("continue", self.tr("Continue the last game")),
                           ("new", self.tr("New game")), ("learn", self.tr("Learn to play")),
                           ("puzzles", self.tr("Puzzles")),
                           ("deckbuilder", self.tr("Deckbuilder")),
                           ("open", self.tr("Open a saved game")),
                           ("replays", self.tr("Watch a replay"))):
            b = QPushButton(label)
            b.clicked.connect(lambda _=False, k=key: self._choose(k))
            lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[key] = b
        lay.addStretch(3)
        self.hide()

    def show_over(self, can_continue: bool) -> None:
        self.buttons["continue"].setVisible(can_continue)
        self.cover()
        (self.buttons["continue"] if can_continue else self.buttons["new"]).setFocus()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().showEvent(event)
        self.shownChanged.emit(True)

    def hideEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().hideEvent(event)
        self.shownChanged.emit(False)

    def _choose(self, key: str) -> None:
        self.hide()
        self.chosen.emit(key)
