"""Gestures to actions: what lights up, what a drop means, which prompt to show.

Reads the controller's legal actions for the player at the screen, marks usable cards,
legal targets and drop zones, and turns drags, clicks and double-clicks into actions. The
prompt's wording (its sentence and buttons) is `app.ui.prompts`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtWidgets import QMenu

from app.engine import Action
from app.engine.actions.copying import text_copies
from app.engine.reads.granted import activated as activated_abilities
from app.engine.reads.granted import granted_from
from app.ui.controller import GameController
from app.ui.cost_questions import flow_cost_text
from app.ui.equip_gesture import equip_action, equip_targets, is_equip
from app.ui.prompts import PromptWording, chosen_targets, trash_entry
from app.ui.table_scene import TableScene
from app.ui.texts import place_name, translate

HAND_ZONES = ("hand", "champion")
END_PAUSE_MS = 700  # how long the table waits before ending a turn with nothing left to do



def _chain_target(a: Action) -> int | None:
    """The chain item id a "target i<id>" action chooses (a spell or an ability on the
    chain, RUP4 355.9.a.2), or None."""
    if a.verb == "target" and a.args and isinstance(a.args[0], str) and a.args[0][:1] == "i":
        return int(a.args[0][1:])
    return None

class Interaction(PromptWording, QObject):
    promptChanged = Signal(object)  # Prompt | None
    skipChanged = Signal(bool)  # skipping to the player's next turn (F6) began or ended
    passLabelChanged = Signal(str)  # "Pass", "End turn" or "" (nothing to pass)
    browseRequested = Signal(int, str)  # player, "trash" or "banishment"

    def __init__(self, controller: GameController, scene: TableScene) -> None:
        super().__init__(scene)
        self.c = controller
        self.scene = scene
        self.mulligan_pick: set[int] = set()
        self.group_pick: set[int] = set()
        self.auto_pay = True
        self.hold = False  # the player keeps every decision (no smart passing) while on
        # the chain item of the card or ability the player just started by a gesture: its
        # cost is paid automatically when asked, unless they began paying by hand
        self._autopay_item: int | None = None
        self._end_armed = 0.0  # until when a second Space ends the turn (monotonic seconds)
        self.confirm_end = None  # a callable asking "end the turn?", or None
        controller.changed.connect(self.refresh)
        scene.dropped.connect(self.on_drop)
        scene.clicked.connect(self.on_click)
        scene.chainItemClicked.connect(self.on_chain_click)
        scene.doubleClicked.connect(self.on_double_click)
        scene.contextRequested.connect(self.on_context)
        scene.dragStarted.connect(self.on_drag_start)
        scene.dragRefused.connect(self.on_drag_refused)

    # -- state to marks and prompts ----------------------------------------------------------
    def refresh(self) -> None:
        if self.c.game is None:
            return
        view = self.c.view()
        self.scene.show_view(view)
        legal = self.c.legal()
        d = view["decision"]
        kind = d["kind"] if d else None
        glow: set[int] = set()
        targets: set[int] = set()
        draggable: set[int] = set()
        chain_targets: set[int] = set()  # abilities on the chain a spell may choose (no card)
        if kind == "priority":
            for a in legal:
                if a.verb in ("play", "move", "hide", "group", "act") and a.args:
                    glow.add(int(a.args[0]))
                    if a.verb != "act" or is_equip(self.c.game, a):  # a gear onto a unit
                        draggable.add(int(a.args[0]))
        elif kind in ("play", "choose", "assign"):
            for a in legal:
                if a.verb in ("target", "choose", "assign") and isinstance(a.args[0], int):
                    targets.add(a.args[0])
                iid = _chain_target(a)
                if iid is not None:  # a spell or ability on the chain (RUP4 355.9.a.2)
                    entry = next((e for e in view["chain"] if e["id"] == iid), None)
                    if entry is not None and entry["kind"] == "card":
                        targets.add(entry["card"]["id"])
                    else:
                        chain_targets.add(iid)
                if a.verb in ("tap", "rec", "act"):
                    glow.add(int(a.args[0]))
        elif kind == "group":  # the move tax: Add abilities usable (RUP4 204.4, 429.3)
            glow = {int(a.args[0]) for a in legal if a.verb == "act"} | self.group_pick
        elif kind == "mulligan":
            targets = {int(a.args[0]) for a in legal if a.verb == "mull"}
        if kind != "mulligan":
            self.mulligan_pick.clear()
        self.group_pick &= glow
        self.scene.draggable = draggable
        # the card to put on the top or the bottom of its owner's deck: the question's card,
        # shown picked (Keeper's Verdict's unit, Altar of Memories' hand card; RUP4 108.4.d)
        placing = {d["placing"]["id"]} if d and d.get("placing") else set()
        self.scene.mark(glow, targets,
                        self.mulligan_pick | self.group_pick | chosen_targets(view) | placing,
                        frozenset(chain_targets))
        self.promptChanged.emit(self._prompt(view, legal))
        label = ""
        if any(a.verb == "end" for a in legal):
            label = translate("Table", "End turn")
        elif any(a.verb == "pass" for a in legal):
            label = translate("Table", "Pass")
        self.passLabelChanged.emit(label)
        self.skipChanged.emit(self.skip)  # hotseat: the player at the screen changed
        if self._pays_now(legal):
            self._autopay_item = None
            self.c.act(Action("pay"))
            return
        if kind != "play":
            self._autopay_item = None  # the play is done (or taken back)
        if self._smart_pass(legal):
            from PySide6.QtCore import QTimer

            # after the repaint, so the player sees what they passed on (and never after the
            # controller is gone: it is the timer's context)
            QTimer.singleShot(120, self.c, self._auto_pass_now)
        elif self._smart_end(legal):
            from PySide6.QtCore import QTimer

            # a longer look at the table before it turns to the next player
            QTimer.singleShot(END_PAUSE_MS, self.c, self._auto_end_now)

    def held(self) -> bool:
        """The player keeps every decision: the Hold toggle, or Ctrl held down."""
        from PySide6.QtGui import QGuiApplication

        return self.hold or bool(QGuiApplication.queryKeyboardModifiers()
                                 & Qt.KeyboardModifier.ControlModifier)

    def _smart_pass(self, legal: list[Action]) -> bool:
        """Pass for the player at the screen unless they hold the decision (GameController
        .passes_for says when)."""
        return bool(legal) and not self.held() and self.c.passes_for(self.c.viewer, legal)

    def _auto_pass_now(self) -> None:
        if self._smart_pass(self.c.legal()):
            self.c.act(Action("pass"), auto=True)

    def _smart_end(self, legal: list[Action]) -> bool:
        """End the turn of the player at the screen when that is all they could do, unless
        they hold the decision (GameController.ends_for)."""
        return bool(legal) and not self.held() and self.c.ends_for(self.c.viewer, legal)

    def answers_for_player(self, legal: list[Action]) -> bool:
        """The table is about to pass or end the turn for the player at the screen."""
        return self._smart_pass(legal) or self._smart_end(legal)

    def _auto_end_now(self) -> None:
        if self._smart_end(self.c.legal()):
            self.c.act(Action("end"), auto=True)

    @property
    def skip(self) -> bool:
        """F6: the player at the screen passes until their next turn (GameController
        .skipping), except at the stops."""
        return self.c.viewer in self.c.skipping

    def set_skip(self, on: bool) -> None:
        if on == self.skip or self.c.game is None:
            return
        if on:
            self.c.skipping.add(self.c.viewer)
        else:
            self.c.skipping.discard(self.c.viewer)
        self.refresh()

    def _pays_now(self, legal: list[Action]) -> bool:
        """The cost of the card or ability the player just started is asked: the table pays
        it, the same way for every card, when the engine's payment plan pays it all
        ("pay" is legal) and the player didn't begin paying by hand (Hold, Ctrl, or runes
        clicked first)."""
        game = self.c.game
        d = game.state.decision if game is not None else None
        return (self.auto_pay and self._autopay_item is not None and d is not None
                and d.kind == "play" and d.data.get("ask") == "pay"
                and d.data.get("item") == self._autopay_item and Action("pay") in legal)

    def _start(self, action: Action) -> bool:
        """Play a card or use an ability by a gesture: its cost will be paid automatically
        unless the player pays by hand (Hold or Ctrl, or Energy or Power already in their
        pool from runes clicked first)."""
        game = self.c.game
        if game is not None and action.verb in ("play", "act"):
            pool = game.state.players[self.c.viewer].pool
            by_hand = self.held() or bool(pool.energy or any(pool.power.values())
                                          or pool.universal or pool.spell_energy
                                          or pool.spell_universal or pool.restricted)
            self._autopay_item = None if by_hand else game.state.next_item
        return self.c.act(action)

    def clickable(self, oid: int) -> bool:
        """Whether the table shows this card where a click can reach it (a card inside a
        trash or banishment pile can't be: only the top one shows)."""
        item = self.scene.items_by_id.get(oid)
        return item is not None and not item.zone.startswith(("trash", "banish"))

    # -- gestures ------------------------------------------------------------------------------
    def on_drag_start(self, oid: int) -> None:
        self.scene.light_zones(self.drop_zones(oid))
        units = self._equip_units(oid)
        if units:  # Equip: the units it may go to light up as targets (RUP4 818.1.b.1)
            self.scene.mark(set(), units, set())

    def _equip_units(self, oid: int) -> set[int]:
        game = self.c.game
        action = equip_action(game, self.c.legal(), oid) if game is not None else None
        return equip_targets(game, action, self.c.viewer) if action and game else set()

    def on_drag_refused(self, oid: int) -> None:
        """Dragging a card that can't go anywhere says why: a card in hand can't be played
        (say, 2 Energy short), a unit can't move."""
        game = self.c.game
        if game is None or self.c.locks:
            return
        obj = game.state.objs.get(oid)
        if obj is None or obj.controller != self.c.viewer:
            return
        verb = "play" if obj.zone in ("hand", "champion", "facedown") else "move"
        why = self.c.explain(Action(verb, (oid,)))
        if why:
            self.c.refuse(why)

    def drop_zones(self, oid: int) -> set[str]:
        """Zones where dropping this object does something legal; for a unit of a group
        being moved together, only where every unit of the group can go."""
        if oid in self.group_pick and len(self.group_pick) > 1:
            return self._group_dests()
        zones: set[str] = set()
        for a in self.c.actions_for(oid):
            if a.verb == "move":
                zones.add(str(a.args[1]))
            elif a.verb == "hide":
                zones.add("fd" + str(a.args[1])[2:])
            elif a.verb == "group":
                zones.update(self._group_dests())
            elif a.verb == "play":
                zones.update(self._play_zones(oid))
        return zones

    def _play_zones(self, oid: int) -> set[str]:
        game = self.c.game
        assert game is not None
        probe = game.clone()
        if not probe.apply(Action("play", (oid,))).ok:
            return set()
        obj = game.state.objs[oid]
        if obj.card.is_permanent:
            # where it may enter (RUP4 355.2); a spell's "to" questions are where a unit it
            # moves goes (355.4), asked as a question of its own
            opts = [a for a in probe.legal_actions() if a.verb == "to"]
            return {str(a.args[0]) for a in opts} if opts else {"base"}
        return {"base", "runes"} | {f"bf{i}" for i in range(len(game.state.battlefields))}

    def _group_dests(self) -> set[str]:
        dests: set[str] | None = None
        for oid in self.group_pick:
            d = {str(a.args[1]) for a in self.c.actions_for(oid) if a.verb == "move"}
            dests = d if dests is None else dests & d
        return dests or set()

    def on_drop(self, oid: int, zone: str) -> None:
        ok = self._drop(oid, zone)
        if not ok:
            self.scene.snap_back(oid)

    def _drop(self, oid: int, zone: str) -> bool:
        if self._equip_drop(oid):
            return True
        if not zone:
            return False
        actions = self.c.actions_for(oid)
        verbs = {a.verb for a in actions}
        if zone.startswith("fd"):
            action = Action("hide", (oid, "bf" + zone[2:]))
            offers = [a for a in actions if a.verb == "hide" and a.args[:2] == action.args]
            if len(offers) > 1:
                # hide-cost: both costs can be paid, the player chooses which (RUP4 811.1.b);
                # the card goes back to the hand until a button is pressed
                self._hide_offer = offers
                self.promptChanged.emit(self._hide_prompt(offers))
                return False
            return self._try(offers[0] if offers else action)
        if "play" in verbs and (zone in ("base", "runes") or zone.startswith("bf")):
            return self._play_to(oid, zone)
        if zone in ("base",) or zone.startswith("bf"):
            if len(self.group_pick) > 1 and oid in self.group_pick:
                return self._group_move(zone)
            return self._try(Action("move", (oid, zone)))
        if zone in ("hand", "champion", "legend"):
            return False
        why = self.c.explain(Action("move", (oid, zone)))
        if why:
            self.c.refuse(why)
        return False

    def _equip_drop(self, oid: int) -> bool:
        """A gear dropped on a unit: Equip it there (RUP4 818); a unit it can't go to says
        why and the gear goes back."""
        game, unit = self.c.game, self.scene.drop_card
        action = equip_action(game, self.c.legal(), oid) if game is not None else None
        if action is None or unit is None or game is None:
            return False
        if unit not in equip_targets(game, action, self.c.viewer):
            self.c.refuse(self._refusal("equip_unit"))
            self.refresh()
            return False
        if not self._start(action):
            return False
        if Action("target", (unit,)) in self.c.legal():
            self.c.act(Action("target", (unit,)))
        return True

    def _play_to(self, oid: int, zone: str) -> bool:
        """Play a card by dropping it: a permanent must land where it may enter (RUP4 355.2);
        a spell may be dropped anywhere on the table."""
        game = self.c.game
        assert game is not None
        probe = game.clone()
        if not probe.apply(Action("play", (oid,)), player=self.c.viewer).ok:
            return self._try(Action("play", (oid,)))  # refused: the controller says why
        permanent = game.state.objs[oid].card.is_permanent
        # "to": where a permanent enters (RUP4 355.2); a spell's are asked on their own
        to = [a for a in probe.legal_actions() if a.verb == "to"] if permanent else []
        loc = "base" if zone == "runes" else zone
        if permanent:
            from app.engine.reads.board import location

            pending = next((i for i in probe.state.chain if i.obj == oid), None)
            # with only one place (a hidden unit's battlefield, or base) the engine picks it
            # itself: it is where the probe put it, or is about to
            if to:
                allowed = {str(a.args[0]) for a in to}
            elif pending is not None:
                allowed = {pending.location or "base"}
            else:
                allowed = {location(probe.state.objs[oid])}
            if loc not in allowed:
                self.c.refuse(self._refusal("play_location"))
                return False
        if not self._start(Action("play", (oid,))):
            return False
        if to:
            self.c.act(Action("to", (loc,)))
        return True

    def _refusal(self, code: str) -> str:
        from app.engine import Refusal
        from app.ui.texts import refusal_text

        return refusal_text(Refusal(code))

    def _group_move(self, zone: str) -> bool:
        first, *rest = sorted(self.group_pick)
        if not self._try(Action("group", (first,))):
            return False
        for oid in rest:
            self.c.act(Action("group", (oid,)))
        ok = self.c.act(Action("to", (zone,)))
        if not ok:
            self.c.act(Action("cancel"))
        self.group_pick.clear()
        return ok

    def _try(self, action: Action) -> bool:
        return self.c.act(action)

    def on_chain_click(self, iid: int) -> None:
        """A click on an item of the chain: chosen, when the spell being played may choose
        it (Not So Fast, RUP4 355.9.a.2)."""
        a = Action("target", (f"i{iid}",))
        if a in self.c.legal():
            self.c.act(a)

    def on_click(self, oid: int) -> None:
        legal = self.c.legal()
        spell = next((e for e in self.c.view()["chain"] if e["kind"] == "card"
                      and e["card"]["id"] == oid), None)
        if spell is not None and Action("target", (f"i{spell['id']}",)) in legal:
            self.on_chain_click(spell["id"])  # a spell on the chain, chosen by its card
            return
        # a click on a stack of identical tokens chooses whichever of them may be chosen
        for member in (oid, *(m for m in self.scene.stack_of(oid) if m != oid)):
            for verb in ("target", "assign", "choose", "mull"):
                a = Action(verb, (member,))
                if a in legal:
                    if verb == "mull":  # a local pick until confirmed
                        self.mulligan_pick ^= {member}
                        self.refresh()
                        return
                    self.c.act(a)
                    return
        choosing = next((a.verb for a in legal if a.verb in ("target", "choose", "assign")
                         and isinstance(a.args[0], int)), None)
        if choosing is not None:  # a card that isn't among the choices: say why
            why = self.c.explain(Action(choosing, (oid,)))
            if why:
                self.c.refuse(why)
            return
        equip = equip_action(self.c.game, legal, oid) if self.c.game is not None else None
        if equip is not None:  # a click on a gear: Equip, then click the unit (RUP4 818)
            self._start(equip)
            return
        # in the action phase a click picks units for a group move
        if Action("group", (oid,)) in legal or oid in self.group_pick:
            self.group_pick ^= {oid}
            self.refresh()
            return
        item = self.scene.items_by_id.get(oid)
        if item is not None and item.zone.startswith(("trash", "banish")):
            which = "trash" if item.zone.startswith("trash") else "banishment"
            self.browseRequested.emit(int(item.zone.lstrip("trashbni")), which)

    def on_double_click(self, oid: int) -> None:
        """Double-click a rune: exhaust it for Energy (RUP4 164.2.a)."""
        a = Action("tap", (oid,))
        if a in self.c.legal():
            self.c.act(a)
            return
        why = self.c.explain(a)
        obj = self.c.game.state.objs.get(oid) if self.c.game else None
        if why and obj is not None and obj.card.type.value == "Rune":
            self.c.refuse(why)

    def on_context(self, oid: int, screen: QPointF) -> None:
        menu = QMenu()
        for a in self.c.actions_for(oid):
            label = self.action_label(a)
            if label:
                act = menu.addAction(label)
                act.triggered.connect(lambda _=False, a=a: self._start(a))
        if not menu.isEmpty():
            menu.exec(screen.toPoint())

    def action_label(self, a: Action) -> str | None:
        v = a.verb
        if v == "play":
            entry = trash_entry(self.c.view(), int(a.args[0])) if self.c.game else None
            k = int(a.args[1]) if len(a.args) > 1 else 0
            if entry is not None and k < len(entry.get("flow", [])):  # Flow (RUP4 829.1.b)
                return translate("Menu", "Play from the trash for its Flow cost ({cost})").format(
                    cost=flow_cost_text(entry, k))
            if entry is not None:  # "you may play cards from your trash" (Endless Riches)
                return translate("Menu", "Play from the trash for its own cost")
            return translate("Menu", "Play")
        if v == "tap":
            return translate("Menu", "Exhaust for 1 Energy\tDouble-click")
        if v == "rec":
            return translate("Menu", "Recycle for 1 Power")
        if v == "move":
            return translate("Menu", "Move to {place}").format(place=place_name(str(a.args[1])))
        if v == "hide" and len(a.args) > 2:  # hide-cost: paying the alternative cost
            return translate("Menu", "Hide at {place}: {cost}").format(
                place=place_name(str(a.args[1])), cost=self._hide_cost_label(a))
        if v == "hide":
            return translate("Menu", "Hide at {place}").format(place=place_name(str(a.args[1])))
        if v == "act" and self.c.game is not None and is_equip(self.c.game, a):
            return translate("Menu", "Equip to a unit")
        if v == "act":
            giver = self._ability_giver(a)
            if giver is not None:  # grant-activated: a granted ability names its card
                return translate("Menu", "Use ability of {card}").format(card=giver)
            copier = self._ability_copier(a)
            if copier is not None:  # an instance its Equipment's copied text gives it
                return translate("Menu", "Use ability copied by {card}").format(card=copier)
            return translate("Menu", "Use ability")
        if v == "group":
            return translate("Menu", "Select to move together")
        if v in ("target", "assign", "choose"):
            return translate("Menu", "Choose")
        return None

    def _ability_giver(self, a: Action) -> str | None:
        """The name of the card whose ability an "act" action uses, when it is granted to
        the acting object by a passive ability (app.engine.reads.granted)."""
        game = self.c.game
        if game is None or len(a.args) < 2 or not isinstance(a.args[1], int):
            return None
        s = game.state
        obj = s.objs.get(int(a.args[0]))
        if obj is None:
            return None
        gid = granted_from(s, obj, a.args[1])
        return s.objs[gid].card.name if gid is not None else None

    def _ability_copier(self, a: Action) -> str | None:
        """The name of the Equipment whose copy of its unit's text (Svellsongur) gives the
        ability an "act" action uses, if one does."""
        game = self.c.game
        if game is None or len(a.args) < 2 or not isinstance(a.args[1], int):
            return None
        s = game.state
        obj = s.objs.get(int(a.args[0]))
        acts = activated_abilities(s, obj) if obj is not None else ()
        if obj is None or not 0 <= a.args[1] < len(acts) or not acts[a.args[1]].text_copy:
            return None
        n = acts[a.args[1]].text_copy
        gear = next((g for g, _card, k in text_copies(obj) if k == n), None)
        return s.objs[gear].card.name if gear is not None else None

    def confirm_mulligan(self) -> None:
        for oid in sorted(self.mulligan_pick):
            self.c.act(Action("mull", (oid,)))
        self.mulligan_pick.clear()
        self.c.act(Action("keep"))

    def press_button(self, what: Action | str) -> None:
        if what == "mulligan":
            self.confirm_mulligan()
        elif what == "hide_cancel":  # hide-cost: the drop is taken back
            self._hide_offer = []
            self.refresh()
        elif what == "no_invite":  # the invitations set aside until something happens
            self._declined_invite = self._moment()
            self.refresh()
        elif what == "name_pick":  # naming (RUP4 759-763): a searchable list of the names
            self.pick_name()
        elif isinstance(what, Action):
            self._hide_offer = []
            self.c.act(what)

    def pick_name(self) -> None:
        """Open the list of the names that may be named; the one picked is named."""
        from app.engine.core.names import from_word, to_word
        from app.ui.name_dialog import ask_name

        words = [str(a.args[0]) for a in self.c.legal() if a.verb == "name" and a.args]
        if not words:
            return
        views = self.scene.views()
        prompt = self._prompt(self.c.view(), self.c.legal())
        picked = ask_name([from_word(w) for w in words], translate("Prompt", "Name"),
                          prompt.text if prompt is not None else "", views[0] if views else None)
        if picked is not None:
            self.c.act(Action("name", (to_word(picked),)))

    def pass_or_end(self) -> None:
        """The bar's button: it says which of the two it does."""
        if Action("pass") in self.c.legal():
            self.c.act(Action("pass"))
        else:
            self.end_turn()

    def space(self) -> None:
        """Space passes; it never ends the player's own turn by accident: the first press
        only warns, a second press within 1.5 s (or Ctrl+Enter) ends it."""
        import time

        legal = self.c.legal()
        if Action("pass") in legal:
            self.c.act(Action("pass"))
        elif Action("end") in legal:
            if time.monotonic() < self._end_armed:
                self._end_armed = 0.0
                self.end_turn()
            else:
                self._end_armed = time.monotonic() + 1.5
                self.c.message.emit(translate("Table", "Press Space again to end your turn "
                                                       "(or Ctrl+Enter)."))

    def end_turn(self) -> None:
        legal = self.c.legal()
        if Action("end") not in legal:
            return
        if self.confirm_end is not None and len(legal) > 1 and not self.confirm_end():
            return
        self.c.act(Action("end"))

    def escape(self) -> None:
        if self._hide_offer:  # hide-cost: Esc takes the drop back
            self._hide_offer = []
            self.refresh()
        if Action("cancel") in self.c.legal():
            self.c.act(Action("cancel"))
        self.group_pick.clear()
        self.refresh()
