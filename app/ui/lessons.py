"""The guided first game at the table (app.lessons): one instruction at a time in a callout
pointing at the card or zone it is about, the gesture it waits for (every other one is
refused with the reason), Back, Skip, the lessons' list and the progress remembered."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine import Action
from app.lessons import OPPONENT, PASS, PAY, PLAYER, Lesson, replay_to
from app.lessons.progress import Progress, save_progress
from app.ui.table_bar import TableBar

MainWindow = Any  # app.ui.main_window imports this module
SETTLE_MS = 350  # the pause before the table passes for the player between two steps
RING = QColor("#ffd54a")


def instruction(lesson: Lesson, index: int, game: Any, labels: dict[str, int]) -> str:
    """A step's instruction in the player's language, its {label}s and {bf0}s named."""
    text = QCoreApplication.translate("Lessons", lesson.steps[index].text)

    def name(m: re.Match[str]) -> str:
        key = m.group(1)
        s = game.state
        if key in labels and labels[key] in s.objs:
            return s.objs[labels[key]].card.name
        if key.startswith("bf") and key[2:].isdigit() and int(key[2:]) < len(s.battlefields):
            return s.objs[s.battlefields[int(key[2:])].obj].card.name
        return m.group(0)

    return re.sub(r"\{(\w+)\}", name, text)


def lesson_title(lesson: Lesson) -> str:
    return QCoreApplication.translate("Lessons", lesson.title)


class LessonBar(TableBar):
    """Over the table's top edge: the lesson and its step, what the opponent just did,
    Back, Skip, the list of lessons and Leave."""

    def __init__(self, parent: QWidget) -> None:
        self.back_button = QPushButton()
        self.skip_button = QPushButton()
        self.list_button = QPushButton()
        self.close_button = QPushButton()
        super().__init__(parent, "LessonBar", [self.back_button, self.skip_button,
                                               self.list_button, self.close_button])
        lay = self.lines
        self.opponent = QLabel()
        self.opponent.setStyleSheet("color: #ffb4a8;")
        self.opponent.setWordWrap(True)
        lay.addWidget(self.opponent)
        self.hide()

    def retranslate(self) -> None:
        """In the language of the moment (the bar is made with the window)."""
        self.back_button.setText(self.tr("◀ Back"))
        self.back_button.setToolTip(self.tr("Back to the previous step"))
        self.skip_button.setText(self.tr("Skip ▶"))
        self.skip_button.setToolTip(self.tr("The table does this step for you"))
        self.list_button.setText(self.tr("Lessons…"))
        self.close_button.setText(self.tr("Leave the lesson"))


class LessonCallout(QFrame):
    """The instruction in a box next to what it is about, with why a gesture was refused,
    and Continue for a step that only explains."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("LessonCallout")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#LessonCallout { background: rgba(16, 32, 26, 242); border: 2px solid #ffd54a;"
            " border-radius: 10px; }"
            " #LessonCallout QLabel { color: #fbf6e6; background: transparent; }"
            " #LessonCallout QPushButton { padding: 4px 14px; font-weight: bold; }")
        self.setMaximumWidth(400)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 9, 12, 9)
        lay.setSpacing(5)
        self.step = QLabel()
        self.step.setStyleSheet("color: #ffd54a; font-size: 11px; font-weight: bold;")
        lay.addWidget(self.step)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 14px;")
        lay.addWidget(self.text)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setStyleSheet("color: #ff9e8f; font-size: 12px;")
        lay.addWidget(self.why)
        row = QHBoxLayout()
        row.addStretch(1)
        self.continue_button = QPushButton()
        row.addWidget(self.continue_button)
        lay.addLayout(row)
        self.hide()

    def set_step(self, step: str, text: str, button: str) -> None:
        self.step.setText(step)
        self.text.setText(text)
        self.why.clear()
        self.why.hide()
        self.continue_button.setText(button)
        self.continue_button.setVisible(bool(button))
        # without a button it takes no click: a drag may end on the table beneath it
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, not button)
        self.setFixedWidth(400)
        self.adjustSize()

    def set_why(self, text: str) -> None:
        self.why.setText(text)
        self.why.setVisible(bool(text))
        self.adjustSize()


class LessonPointer(QWidget):
    """A ring around the card or zone the instruction is about and an arrow from the
    callout to it; it takes no click, so the gesture goes to the table beneath."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target = QRectF()
        self.destination = QRectF()  # where the card is to be dragged (dashed)
        self.start = QPointF()
        self.end = QPointF()
        self.hide()

    def point(self, target: QRectF, start: QPointF, end: QPointF,
              destination: QRectF) -> None:
        self.setGeometry(self.parentWidget().rect())
        self.target, self.start, self.end = target, start, end
        self.destination = destination
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(RING)
        glow.setAlpha(90)
        for width, colour in ((9.0, glow), (3.0, RING)):
            p.setPen(QPen(colour, width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.target.adjusted(-5, -5, 5, 5), 8, 8)
        if not self.destination.isEmpty():
            p.setPen(QPen(RING, 3.0, Qt.PenStyle.DashLine))
            p.drawRoundedRect(self.destination.adjusted(3, 3, -3, -3), 10, 10)
        line = self.end - self.start
        length = (line.x() ** 2 + line.y() ** 2) ** 0.5
        if length < 12:
            return
        p.setPen(QPen(RING, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(self.start, self.end)
        ux, uy = line.x() / length, line.y() / length
        head = QPolygonF([self.end,
                          self.end - QPointF(ux * 16 - uy * 8, uy * 16 + ux * 8),
                          self.end - QPointF(ux * 16 + uy * 8, uy * 16 - ux * 8)])
        path = QPainterPath()
        path.addPolygon(head)
        p.fillPath(path, RING)


class LessonSession(QObject):
    """One lesson at the window's table, a step at a time."""

    def __init__(self, window: MainWindow, lessons: list[Lesson], index: int,
                 progress: Progress) -> None:
        super().__init__(window)
        self.window, self.lessons, self.number, self.progress = window, lessons, index, progress
        self.lesson = lessons[index]
        self.labels: dict[str, int] = {}
        self.index = 0  # the step being taught
        self.shown_at: int | None = None  # len(game.log) when the step's instruction showed
        self.expected: Action | None = None  # the gesture it waits for
        self.installing = False  # attaching its own game does not end the session
        self.performing = False  # Skip, and the table's passes between steps: not gated
        self.complete = False
        # the step whose gesture was just made, while its answers (where to, the target)
        # are still asked: only those answers are let through
        self.answering: int | None = None
        view = window.view
        self.pointer = LessonPointer(view.viewport())
        self.callout = LessonCallout(view.viewport())
        self.bar = window.lesson_bar
        for signal, slot in ((self.bar.back_button.clicked, self.back),
                             (self.bar.skip_button.clicked, self.skip),
                             (self.bar.list_button.clicked, window.lessons_dialog),
                             (self.bar.close_button.clicked, window.end_lesson),
                             (self.callout.continue_button.clicked, self.go_on)):
            signal.connect(slot)
        c = window.controller
        c.changed.connect(self.check)
        c.eventsHappened.connect(self.announce)
        c.refused.connect(self.callout.set_why)
        view.viewport().installEventFilter(self)
        window.scene.changed.connect(self.place)
        window.interaction.promptChanged.connect(self._prompt_changed)
        self.settler = QTimer(self)
        self.settler.setSingleShot(True)
        self.settler.timeout.connect(self._pass_for_player)

    # -- the game ----------------------------------------------------------------------------
    def start(self, step: int = 0) -> None:
        """The lesson's position played up to `step` (Back, resuming), that step taught."""
        from app.ui.controller import Seat

        game, self.labels = replay_to(self.lesson, step)
        w = self.window
        # each player is named for their champion legend ("Lux", "Garen"); "easy" holds the
        # opponent's seat until the lesson's script takes it below
        names = [game.state.objs[p.legend].card.name.split(",")[0] for p in game.state.players]
        seats = [Seat(names[0], None, True),  # type: ignore[arg-type]
                 Seat(names[1], None, False, "easy")]  # type: ignore[arg-type]
        for p, seat in zip(game.state.players, seats, strict=True):
            p.name = seat.name
        self.index, self.shown_at, self.expected, self.complete = step, None, None, False
        self.answering = None
        self.installing = True
        w.attach_game(game, seats)
        self.installing = False
        c = w.controller
        c.auto_pass = False  # the lesson passes for the player between its steps itself
        c.gate = self.gate
        w.computer.agents[OPPONENT] = self.lesson.agent(self.labels, step)
        self.bar.opponent.clear()
        self.said: list[str] = []  # what the opponent did lately
        w.toast.hide()  # a refusal of the lesson before
        self.bar.retranslate()
        self.bar.show()
        self._remember()
        self.check()
        w.computer.poke()

    def _remember(self) -> None:
        self.progress.current, self.progress.step = self.lesson.key, self.index
        save_progress(self.progress)

    @property
    def game(self) -> Any:
        return self.window.controller.game

    def ready(self) -> bool:
        return (not self.complete and self.index < len(self.lesson.steps)
                and self.lesson.ready(self.game, self.labels, self.index))

    def check(self) -> None:
        """After every change: the step's gesture made, the next step shown once it can be
        taught, and meanwhile the table passes for the player."""
        game = self.game
        if game is None or self.installing or self.complete:
            return
        self.window.controller.saved_at = len(game.log)  # a lesson is no game to save
        if (self.expected is not None and self.shown_at is not None
                and self.expected in game.log[self.shown_at:]):
            self._advance()
        if self.complete:
            return
        agent = self.window.computer.agents.get(OPPONENT)
        if agent is not None:
            agent.replies = self.lesson.script(self.index)  # type: ignore[attr-defined]
        if self.ready():
            if self.shown_at is None:
                self.answering = None
                self.shown_at = len(game.log)
                self.expected = self.lesson.gesture(game, self.labels, self.index)
                # undo goes back within the step, never before it
                self.window.controller.barrier = len(game.log)
                self._show()
        else:
            self.shown_at = None
            self.callout.hide()
            self.pointer.hide()
            if game.to_act == PLAYER and PASS in game.legal_actions():
                self.settler.start(SETTLE_MS)
        self._buttons()

    def _buttons(self) -> None:
        bar = self.bar
        bar.back_button.setEnabled((self.index > 0 or self.number > 0) and not self.complete)
        bar.skip_button.setEnabled(self.ready())
        bar.title.setText(self.tr("Lesson {n} of {count}: {title} · step {step} of {steps}")
                          .format(n=self.number + 1, count=len(self.lessons),
                                  title=lesson_title(self.lesson),
                                  step=min(self.index + 1, len(self.lesson.steps)),
                                  steps=len(self.lesson.steps)))

    def _pass_for_player(self) -> None:
        game = self.game
        if game is None or self.ready() or game.to_act != PLAYER:
            return
        if PASS in game.legal_actions():
            self.performing = True
            self.window.controller.act(PASS, auto=True)
            self.performing = False

    def _advance(self) -> None:
        self.answering = self.index
        self.index += 1
        self.shown_at, self.expected = None, None
        if self.index >= len(self.lesson.steps):
            self._finish()
        else:
            self._remember()

    def _finish(self) -> None:
        self.complete = True
        key = self.lesson.key
        if key not in self.progress.done:
            self.progress.done.append(key)
        nxt = self.number + 1
        self.progress.current = self.lessons[nxt].key if nxt < len(self.lessons) else ""
        self.progress.step = 0
        save_progress(self.progress)
        self.callout.hide()
        self.pointer.hide()
        # after the click (or the change) that finished it has been handled
        QTimer.singleShot(0, self.window, lambda: self._next(nxt))

    def _next(self, nxt: int) -> None:
        w = self.window
        if w.lesson_session is not self:
            return
        if nxt < len(self.lessons):
            w.play_lesson(nxt)
            return
        w.end_lesson()
        w.statusBar().showMessage(self.tr("You finished the guided game. Well played!"), 15000)
        w.show_start_screen()

    # -- the player's input -------------------------------------------------------------------
    def gate(self, action: Action) -> str | None:
        """Why the player's action is not this step's (None: let it through). An action the
        engine refuses goes on to be refused with the engine's reason and rule."""
        game = self.game
        if self.performing or game is None or game.why_illegal(action, PLAYER) is not None:
            return None
        if self.ready():
            if self.expected is None:
                return self.tr("Read this step, then click Continue.")
            if action == self.expected:
                return None
            return self.not_this_step()
        from app.ui.controller import FRESH_KINDS

        if self.answering is not None:
            legal = game.legal_actions()
            wanted = [a for a in self.lesson.answers(game, self.labels, self.answering)
                      if a in legal]
            if wanted and action not in wanted:
                return self.not_this_step(self.answering)
        d = game.decision
        if d is None or d.kind not in FRESH_KINDS or action == PASS:
            return None  # finishing the gesture (where to, the target, the cost) or passing
        return self.not_this_step()

    def not_this_step(self, index: int | None = None) -> str:
        return self.tr("That's not this step. Try this: {instruction}").format(
            instruction=instruction(self.lesson, self.index if index is None else index,
                                    self.game, self.labels))

    def go_on(self) -> None:
        """Continue: a step that only explains is done."""
        if self.ready() and self.expected is None:
            self._advance()
            self.check()

    def skip(self) -> None:
        """The table makes the step's gesture and its answers, as the player would."""
        if not self.ready():
            return
        if self.expected is None:
            self.go_on()
            return
        c, lesson, index = self.window.controller, self.lesson, self.index
        pool = self.game.state.players[PLAYER].pool
        autopay = not (pool.energy or any(pool.power.values()) or pool.universal)
        self.performing = True
        try:
            if not c.act(self.expected):
                return
            for _ in range(20):
                game = self.game
                legal = game.legal_actions() if game.to_act == PLAYER else []
                answer = next((a for a in lesson.answers(game, self.labels, index)
                               if a in legal), None)
                if answer is None and autopay and PAY in legal:
                    answer = PAY
                if answer is None or not c.act(answer):
                    break
        finally:
            self.performing = False
        self.check()

    def back(self) -> None:
        """The lesson replayed from its position to the previous step; from its first step,
        the lesson before at its last."""
        if self.complete:
            return
        if self.index > 0:
            self.start(self.index - 1)
        elif self.number > 0:
            before = self.lessons[self.number - 1]
            self.window.play_lesson(self.number - 1, len(before.steps) - 1)

    # -- what the player sees -------------------------------------------------------------------
    def announce(self, events: list[Any]) -> None:
        """The scripted opponent's moves, said in the bar."""
        from app.ui.game_log import names_in_view
        from app.ui.texts import event_text

        c = self.window.controller
        if not c.steps or c.steps[-1].actor != OPPONENT or c.game is None:
            return
        known = names_in_view(c.view())
        players = c.game.state.players

        def name_of(oid: Any) -> str:
            if isinstance(oid, tuple):  # ("code", card code) from the event itself
                card = self.window._card_for(oid[1])
                return card.name if card is not None else str(oid[1])
            return known.get(oid, "?")

        lines = [line for ev in events if ev.kind in ("play", "move", "die", "points")
                 and (line := event_text(ev, name_of, lambda i: players[i].name))]
        if lines:  # its last few
            self.said = (self.said + lines)[-3:]
            self.bar.opponent.setText(self.tr("Just now: {what}").format(
                what=" ".join(self.said)))

    def _show(self) -> None:
        lesson, index = self.lesson, self.index
        last = index == len(lesson.steps) - 1
        button = ""
        if lesson.steps[index].do == []:
            button = (self.tr("Next lesson ▶") if last and self.number + 1 < len(self.lessons)
                      else self.tr("Finish") if last else self.tr("Continue"))
        self.callout.set_step(self.tr("Step {n} of {count}").format(
            n=index + 1, count=len(lesson.steps)),
            instruction(lesson, index, self.game, self.labels), button)
        self.callout.show()
        self.callout.raise_()
        self.place()

    def anchor_rect(self) -> QRectF:
        """Where the step's card or zone is on the viewport."""
        w = self.window
        key = self.lesson.steps[self.index].anchor
        view = w.view
        if key == "prompt":
            # the prompt's button that answers the step (Pay automatically), else Pass
            widget = next((b for b in w.prompt.findChildren(QPushButton)
                           if getattr(b, "answer", None) == self.expected
                           and not b.isHidden()),  # (shown by the event loop, soon)
                          w.prompt.pass_button)
            top_left = view.viewport().mapFromGlobal(widget.mapToGlobal(widget.rect().topLeft()))
            return QRectF(QRect(top_left, widget.size()))
        if key == "score":
            from app.ui.layout import score_rect

            scene_rect = score_rect(w.controller.view())
        elif key in self.labels:
            item = w.scene.items_by_id.get(self.labels[key])
            if item is None:
                return QRectF()
            scene_rect = item.card_rect()
        else:
            zone = w.scene.zone_items.get(key)
            if zone is None:
                return QRectF()
            scene_rect = zone.rect()
        return QRectF(view.mapFromScene(scene_rect).boundingRect())

    def destination_rect(self) -> QRectF:
        """The zone the step's card is to be dragged to (a move, or a play's "to")."""
        step, a = self.lesson.steps[self.index], self.expected
        zone = ""
        if a is not None and a.verb == "move":
            zone = str(a.args[1])
        elif a is not None and a.verb == "play":
            zone = next((d.split()[1] for d in step.do[1:] if d.startswith("to ")), "")
        item = self.window.scene.zone_items.get(zone)
        if item is None:
            return QRectF()
        return QRectF(self.window.view.mapFromScene(item.rect()).boundingRect())

    def _card_rect(self, oid: int) -> QRectF:
        item = self.window.scene.items_by_id.get(oid)
        if item is None:
            return QRectF()
        return QRectF(self.window.view.mapFromScene(item.card_rect()).boundingRect())

    def _keep_clear(self) -> list[QRectF]:
        """The cards the instruction names: the callout should hide none of them."""
        text = self.lesson.steps[self.index].text
        return [r for key in re.findall(r"\{(\w+)\}", text) if key in self.labels
                and not (r := self._card_rect(self.labels[key])).isEmpty()]

    def place(self, *_: Any) -> None:
        """The callout beside its anchor, the arrow between them: again whenever the table
        moves or the window is resized. Above, below, right or left of the anchor: the first
        that hides least of it, of the cards the instruction names and of where the card
        is to be dragged."""
        if not self.callout.isVisible():
            return
        vp = self.window.view.viewport().rect()
        target = self.anchor_rect()
        w, h = self.callout.width(), self.callout.height()
        gap = 46
        visible = QRectF(vp).adjusted(4, 4, -4, -4)
        t = target.intersected(visible) if target.intersects(visible) else QRectF(
            min(max(target.center().x(), 20), vp.width() - 20), vp.height() - 8, 1, 1)

        def clamp(x: float, y: float) -> QRectF:
            return QRectF(min(max(x, 8), vp.width() - w - 8), min(max(y, 8), vp.height() - h - 8),
                          w, h)

        cx, cy = t.center().x() - w / 2, t.center().y() - h / 2
        candidates = [clamp(cx, t.top() - gap - h), clamp(cx, t.bottom() + gap),
                      clamp(t.right() + gap, cy), clamp(t.left() - gap - w, cy)]
        # the anchor above all, then the cards named, then where the card is to go
        clear = [(t, 10.0), *((r, 3.0) for r in self._keep_clear()),
                 (self.destination_rect(), 1.0)]

        def hidden(box: QRectF) -> float:
            return sum(weight * (box & r).width() * (box & r).height()
                       for r, weight in clear if box.intersects(r))

        frame = min(candidates, key=hidden)  # the first of the least hiding
        self.callout.move(int(frame.x()), int(frame.y()))
        start = QPointF(min(max(t.center().x(), frame.left() + 12), frame.right() - 12),
                        frame.bottom() if frame.bottom() <= t.top() else frame.top()
                        if frame.top() >= t.bottom() else frame.center().y())
        if frame.top() < t.bottom() and frame.bottom() > t.top():  # side by side
            start = QPointF(frame.left() if frame.left() >= t.right() else frame.right(),
                            min(max(t.center().y(), frame.top() + 12), frame.bottom() - 12))
        end = QPointF(min(max(start.x(), t.left() - 7), t.right() + 7),
                      min(max(start.y(), t.top() - 7), t.bottom() + 7))
        self.pointer.point(t, start, end, self.destination_rect())
        self.callout.raise_()

    def _prompt_changed(self, _prompt: Any) -> None:
        QTimer.singleShot(0, self, self.place)  # its buttons laid out first

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.place)  # once the view has fitted the table anew
        return False

    def end(self) -> None:
        w, c = self.window, self.window.controller
        c.changed.disconnect(self.check)
        c.eventsHappened.disconnect(self.announce)
        c.refused.disconnect(self.callout.set_why)
        w.scene.changed.disconnect(self.place)
        w.interaction.promptChanged.disconnect(self._prompt_changed)
        w.view.viewport().removeEventFilter(self)
        c.gate = None
        c.auto_pass = w.settings.auto_pass
        self.settler.stop()
        for b in (self.bar.back_button, self.bar.skip_button, self.bar.list_button,
                  self.bar.close_button):
            b.clicked.disconnect()
        self.bar.hide()
        for overlay in (self.callout, self.pointer):
            overlay.hide()
            overlay.deleteLater()


class LessonList(QDialog):
    """The lessons in order, a tick on the done ones; the one in progress resumes where the
    player left it."""

    def __init__(self, lessons: list[Lesson], progress: Progress,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learn to play"))
        self.resize(520, 420)
        self.lessons = lessons
        lay = QVBoxLayout(self)
        about = QLabel(self.tr("A guided first game with the Proving Grounds decks: one "
                               "instruction at a time, at the table."))
        about.setWordWrap(True)
        lay.addWidget(about)
        self.list = QListWidget()
        current = 0
        for n, lesson in enumerate(lessons):
            mark = "✓ " if lesson.key in progress.done else "    "
            text = self.tr("{mark}{n}. {title}").format(mark=mark, n=n + 1,
                                                        title=lesson_title(lesson))
            if lesson.key == progress.current and progress.step:
                text += "  " + self.tr("(resume at step {n})").format(n=progress.step + 1)
                current = n
            elif lesson.key == progress.current:
                current = n
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, n)
            self.list.addItem(item)
        self.list.setCurrentRow(current)
        lay.addWidget(self.list, 1)
        buttons = QDialogButtonBox()
        self.play_button = buttons.addButton(self.tr("Play"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        lay.addWidget(buttons)

    def chosen(self) -> int:
        return self.list.currentRow()
