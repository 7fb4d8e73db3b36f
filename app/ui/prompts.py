"""The prompt's wording: the sentence and buttons that ask the player at the screen for the
engine's decision (what to choose, pay, order or confirm), in the table's words.

`PromptWording` is mixed into `app.ui.interaction.Interaction`, which lights the cards and
turns gestures into actions; this part only words the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.engine import Action
from app.ui.controller import CURTAIN, REPLAY
from app.ui.cost_questions import (
    energy_and_power,
    pay_to_question,
    repeat_question,
    replace_offer_question,
)
from app.ui.move_prompt import move_question
from app.ui.texts import place_name, translate


def mode_options(text: str) -> list[str]:
    """The options of a modal ability in a card's text, "(1) ... (2) ...", in order."""
    parts = re.split(r"\((\d)\) ", text)
    out: list[str] = []
    for k in range(1, len(parts) - 1, 2):
        if int(parts[k]) != len(out) + 1:
            break
        out.append(parts[k + 1].split("\n")[0].strip())
    return out


def chosen_targets(view: dict[str, Any]) -> set[int]:
    """The targets already chosen for the card or ability the viewer is playing: they get
    the picked mark while the next one is chosen."""
    return {oid for entry in view["chain"]
            if entry.get("pending") and entry["controller"] == view["viewer"]
            for slot in entry.get("targets", []) for oid in slot}


def trash_entry(view: dict[str, Any], oid: int) -> dict[str, Any] | None:
    """The viewer's view of a card in a trash, if it is in one."""
    for p in view["players"]:
        for e in p["trash"]:
            if e["id"] == oid:
                return e
    return None


@dataclass
class Prompt:
    """A question for the player: a sentence and buttons (label, action or callback key)."""

    text: str
    buttons: list[tuple[str, Action | str]] = field(default_factory=list)
    tips: dict[str, str] = field(default_factory=dict)  # button label -> its tooltip
    tip: str = ""  # the sentence's own tooltip (what it names in short, in full)


class PromptWording:
    """Mixed into `Interaction`: it uses the interaction's controller (`c`), scene, mulligan
    pick and `clickable`."""

    def _prompt(self, view: dict[str, Any], legal: list[Action]) -> Prompt | None:
        prompt = self._question(view, legal)
        d = view["decision"]
        if prompt is not None and d is not None and d["kind"] in ("choose", "group") \
                and d["player"] == view["viewer"] and any(a.verb == "act" for a in legal):
            # a payment with Add abilities usable (RUP4 429.3): lit, as while playing a card
            prompt.text += " " + translate("Prompt", "Your highlighted Add abilities can add "
                                                     "to your pool first (right-click: Use "
                                                     "ability).")
        return prompt

    def _question(self, view: dict[str, Any], legal: list[Action]) -> Prompt | None:
        d = view["decision"]
        players = view["players"]
        if view["winner"] is not None:
            return None
        if d is None:
            return None
        if CURTAIN in self.c.locks:
            return Prompt(translate("Prompt", "Waiting for {player} to take the seat…").format(
                player=players[view["viewer"]]["name"]))
        if REPLAY in self.c.locks:
            return Prompt(translate("Prompt", "Watching a replay."))
        if d["player"] != view["viewer"]:
            return Prompt(translate("Prompt", "{player} is deciding…").format(
                player=players[d["player"]]["name"]))
        kind = d["kind"]
        if self._hide_offer:
            if kind == "priority" and all(a in legal for a in self._hide_offer):
                return self._hide_prompt(self._hide_offer)
            self._hide_offer = []
        buttons: list[tuple[str, Action | str]] = []
        for a in legal:
            label = self._button_label(a)
            if label:
                buttons.append((label, a))
        buttons = self._off_table_choices(view, legal) + buttons
        if any(a.verb == "mode" for a in legal):  # modal: a question of its own (RUP4 355.3)
            tips: dict[str, str] = {}
            return Prompt(translate("Prompt", "Choose one of the card's options."),
                          self._mode_buttons(view, buttons, tips), tips)
        if kind == "choose" and d.get("looking_at"):
            return self._predict_prompt(d, legal, buttons)
        if kind == "choose" and d.get("ask") in ("each_pick", "recycle_pick", "split",
                                                  "group_fit"):
            return Prompt(self._pick_question(d["question"]), buttons)
        if kind == "choose" and d.get("ask") == "move_tax":  # an applied cost (RUP4 204.4)
            return Prompt(translate("Prompt", "Pay 1 Power of any domain for each unit beyond "
                                              "the first to move these units to that "
                                              "battlefield together? If you don't, they don't "
                                              "move."), buttons)
        if kind == "choose" and d.get("ask") == "new_choices_may":  # RUP4 750-755
            return Prompt(translate("Prompt", "You control that spell now. Make new choices "
                                              "for it?"), buttons)
        if kind == "choose" and d.get("ask") == "new_dest":  # a move's destination (752.1)
            return Prompt(translate("Prompt", "Choose a new place for the spell to move the unit "
                                              "to, or No to keep the one it chose."), buttons)
        if kind == "choose" and d.get("ask") == "new_choice":
            return Prompt(translate("Prompt", "Click a new choice for the spell (highlighted), "
                                              "or No to keep what it chose."), buttons)
        if kind == "choose" and d.get("ask") == "replace_death":  # RUP4 373
            return Prompt(translate("Prompt", "Several of your units would die at once: click "
                                              "the one whose death is replaced first "
                                              "(highlighted)."), buttons)
        if kind == "choose" and d.get("replace"):  # an optional death replacement (371.2.a)
            return Prompt(replace_offer_question(view, d["replace"]), buttons)
        if kind == "choose" and d.get("ask") == "unless" and d.get("offer", {}).get("kind") == "pay":
            return Prompt(translate("Prompt", "Pay {n} Energy, so that the rest of the effect "
                                              "doesn't happen?").format(n=d["offer"]["n"]),
                          buttons)
        if kind == "choose" and d.get("ask") == "unless" and d.get("offer"):
            offer = d["offer"]  # cond-unless: the player asked may stop the effect
            return Prompt(translate("Prompt", "Let {player} draw {n} cards, so that the rest of "
                                              "the effect doesn't happen?").format(
                player=players[offer["to"]]["name"], n=offer["n"]), buttons)
        if kind == "choose" and d.get("ask") == "party_vote":  # Party Favors
            return Prompt(translate("Prompt", "{player} played Party Favors: choose Cards (you "
                                              "and they each draw 1) or Runes (you and they each "
                                              "channel 1 rune exhausted).").format(
                player=players[view["turn_player"]]["name"]), buttons)
        if kind == "choose" and d.get("ask") == "top_or_bottom":  # its owner decides
            return Prompt(translate("Prompt", "Put {card} on the top or the bottom of your Main "
                                              "Deck?").format(
                card=d.get("placing", {}).get("name", "")), buttons)
        if d.get("what") is not None:  # naming (RUP4 759-763): a searchable list, in a dialog
            text = (translate("Prompt", "Name a tag (for example Poro, Demacia, Miss Fortune).")
                    if d.get("what") == "tag" else translate("Prompt", "Name a spell."))
            return Prompt(text, [(translate("Prompt", "Name…"), "name_pick")] + buttons)
        if kind == "choose" and d.get("ask") == "deck_card":
            return Prompt(translate("Prompt", "Click a card of your hand to put on the top or "
                                              "the bottom of your Main Deck (highlighted)."),
                          buttons)
        if kind == "choose" and d.get("ask") == "keep_pick":  # Divine Judgment
            what = {"choose a unit to keep": translate("Prompt", "one of your units"),
                    "choose a gear to keep": translate("Prompt", "one of your gear"),
                    "choose a rune to keep": translate("Prompt", "one of your runes"),
                    "choose a card in your hand to keep": translate(
                        "Prompt", "a card in your hand")}.get(d.get("question", ""), "")
            return Prompt(translate("Prompt", "Divine Judgment: click {what} to keep (highlighted). "
                                              "You keep 2 of each kind; the rest are recycled.")
                          .format(what=what), buttons)
        if kind == "choose" and d.get("ask") == "play_pick":  # play-by-effect: a hand card
            return Prompt(translate("Prompt", "Choose the card you play (highlighted)."),
                          buttons)
        if kind == "choose" and d.get("ask") == "save_pay" and d.get("pay") is not None:
            pay = d["pay"]  # a paid save ("the next time it would die, you may pay ...")
            parts = []
            if pay.get("energy"):
                parts.append(translate("Prompt", "{n} Energy").format(n=pay["energy"]))
            if pay.get("power"):
                parts.append(translate("Prompt", "{n} Power").format(n=pay["power"]))
            return Prompt(translate("Prompt", "{unit} would die: pay {cost} to heal it, exhaust "
                                              "it and recall it to its base instead?").format(
                unit=d.get("saving", {}).get("name", ""), cost=", ".join(parts)), buttons)
        if kind == "choose" and d.get("ask") == "play_again":  # Dancing Grenade (419.3)
            again = d.get("again", {})
            return Prompt(translate("Prompt", "Play {card} again for {n} Power of any domain, "
                                              "choosing anew what it chooses?").format(
                card=again.get("card", {}).get("name", ""), n=again.get("power", 1)), buttons)
        if kind == "choose" and d.get("ask") == "token_copy":  # Zilean (RUP4 367-375)
            return Prompt(translate("Prompt", "{source}: play an additional copy of the {card} "
                                              "token? (Once each turn.)").format(
                source=d.get("copying", {}).get("name", ""), card=d.get("card", "")), buttons)
        if kind == "choose" and d.get("ask") == "token_may":  # "you and each opponent may"
            return Prompt(translate("Prompt", "Play a {card} token in your base? (The card "
                                              "that offers it may give its player one for "
                                              "each opponent who does.)").format(
                card=d.get("card", "")), buttons)
        if kind == "choose" and d.get("ask") == "spend_xp":  # XP within instructions (730.2)
            return Prompt(translate("Prompt", "Spend {n} XP to carry out the rest of the "
                                              "effect, or decline?").format(n=d["xp"]), buttons)
        if kind == "choose" and d.get("ask") == "take_pick":  # RUP4 355.17, 434.1.f
            return Prompt(translate("Prompt", "Click one of that unit's Equipment to attach to "
                                              "this unit (highlighted), or No."), buttons)
        if kind == "choose" and d.get("ask") == "copy_pick" and d.get("copy_pick"):
            pick = d["copy_pick"]  # "the equipped unit becomes a copy of that unit" (477.1.b)
            return Prompt(translate("Prompt", "{gear}: click another unit you control "
                                              "(highlighted); {unit} becomes a copy of it while "
                                              "{gear} is attached.").format(
                gear=pick["gear"].get("name", ""), unit=pick["unit"].get("name", "")), buttons)
        if kind == "choose" and d.get("ask") == "detach_pick":  # RUP4 435
            return Prompt(translate("Prompt", "Click the Equipment to detach (highlighted)."),
                          buttons)
        if kind == "choose" and d.get("ask") == "equip_may" and d.get("equip_may"):
            may = d["equip_may"]  # "you may attach / detach it" (RUP4 355.17, 434, 435)
            text = (translate("Prompt", "Detach {gear} from {unit}?") if may["detach"]
                    else translate("Prompt", "Attach {gear} to {unit}?"))
            return Prompt(text.format(gear=may["gear"].get("name", ""),
                                      unit=may["unit"].get("name", "")), buttons)
        if kind == "choose" and d.get("ask") == "equip_pay":  # Weaponmaster (RUP4 821.1.c)
            parts = energy_and_power(d["pay"])
            objects = d.get("pay_objects") or {}
            if objects.get("kill"):  # Equip costs beyond resources (RUP4 818.1.c.3)
                parts.append(translate("Prompt", "kill {n} friendly unit(s)").format(
                    n=objects["kill"]))
            if objects.get("recycle"):
                parts.append(translate("Prompt", "recycle {n} card(s) of your trash").format(
                    n=objects["recycle"]))
            return Prompt(translate("Prompt", "Weaponmaster: pay {cost} to attach {gear} to the "
                                              "unit just played?").format(
                cost=", ".join(parts),
                gear=d.get("equipping", {}).get("name", "")), buttons)
        if kind == "play" and d.get("paid_location") is not None:  # Dragon Roost (356.2)
            paid = d["paid_location"]
            return Prompt(translate("Prompt", "Pay {n} Power more as an additional cost to "
                                              "play it to battlefield {bf}?").format(
                n=paid["power"], bf=paid["bf"] + 1), buttons)
        if kind == "play" and d.get("repeat") is not None:  # Repeat (RUP4 820.1.c)
            return Prompt(repeat_question(d["repeat"]), buttons)
        if d.get("pay") is not None:  # pay-to: pay a cost within instructions, or decline
            return Prompt(pay_to_question(d), buttons)
        if kind == "choose" and d.get("ask") == "spend_pick":  # buff-spend
            return Prompt(translate("Prompt", "Click one of your buffed units (highlighted) to "
                                              "spend its buff, as many times as you like, then "
                                              "Done choosing."), buttons)
        if kind == "choose" and d.get("ask") == "add_x":  # add-any: pay any amount, add it
            if d.get("pays") == "energy":
                return Prompt(translate("Prompt", "Choose how much Energy to pay: you add that "
                                                  "much Power of any domain."), buttons)
            return Prompt(translate("Prompt", "Choose how much Power to pay (any domain): you "
                                              "add that much Energy."), buttons)
        if kind == "choose" and d.get("ask") == "pay_x":
            return Prompt(translate("Prompt", "Choose how much Power to pay (any domain): the "
                                              "effect uses that amount."), buttons)
        if kind == "mulligan":
            n = len(self.mulligan_pick)
            text = translate("Prompt", "Mulligan: click up to two cards to set aside, then confirm.")
            buttons = [(translate("Prompt", "Keep these cards") if n == 0 else
                        translate("Prompt", "Set aside {n} and draw").format(n=n), "mulligan")]
            return Prompt(text, buttons)
        if kind == "play" and "moving" in d:  # a move-effect's destination (RUP4 355.4)
            text, tip = move_question(view)
            return Prompt(text, buttons, tip=tip)
        question = {
            "play": self._play_question(view, legal),
            "choose": translate("Prompt", "Choose."),
            "assign": translate("Prompt", "Assign combat damage ({n} left): click the enemy unit that "
                                   "takes lethal damage next, or let the table do it.").format(
                n=(view["showdown"] or {}).get("assign_left", 0)),
            "order": translate("Prompt", "Choose which of your triggered abilities goes on the "
                                  "chain first."),
            "group": translate("Prompt", "Click more units to move together, then drag one of "
                                  "them where they should go."),
            # 3+ players: the turn player chooses (RUP4 323.12, 323.13, 461.1)
            "stage": translate("Prompt", "Showdowns or combats are staged at several "
                                  "battlefields: choose where one begins first."),
        }.get(kind)
        if kind == "priority":
            invites = [(label, a) for label, a in buttons
                       if isinstance(a, Action) and a.verb.startswith("invite")]
            if invites and self._declined_invite != self._moment():
                return self._invite_prompt(view, invites)
            guest = self._guest_prompt(view)
            if guest is not None:
                return guest
            mode = {"main": translate("Prompt", "Your turn: drag cards to play them, units to move "
                                         "them. Double-click a rune for Energy."),
                    "chain": translate("Prompt", "Something is on the chain: play a Reaction or pass."),
                    "focus": translate("Prompt", "Showdown: you have focus. Play an Action or "
                                          "Reaction, or pass.")}
            return Prompt(mode.get(self._priority_mode(view), ""), self._trash_plays(view, legal))
        return Prompt(question or "", buttons)

    # -- invitations (3+ players: into a combat; 2v2: a teammate's turn, RUP4 489.8.a) -------
    _declined_invite: tuple[int, int] | None = None  # "Don't invite" pressed at this moment

    def _moment(self) -> tuple[int, int]:
        game = self.c.game
        return (id(game), len(game.log) if game is not None else -1)

    def _invite_prompt(self, view: dict[str, Any],
                       invites: list[tuple[str, Action | str]]) -> Prompt:
        """Invite someone (one button per player who may be invited) or not."""
        sd = view["showdown"]
        if sd is not None and sd.get("combat"):
            text = translate("Prompt", "Combat at {place}: you have focus. You may invite "
                                       "another player to play Actions and Reactions in it "
                                       "too, or play or pass as usual.").format(
                place=place_name(f"bf{sd['bf']}"))
        else:
            text = translate("Prompt", "You may invite another player to play with their "
                                       "own priority, or play or pass as usual.")
        return Prompt(text, invites + [(translate("Prompt", "Don't invite"), "no_invite")])

    def _inviter(self, guest: int) -> int | None:
        for step in reversed(self.c.steps):
            for e in step.events:
                if e.kind.startswith("invite") and e.data.get("guest") == guest:
                    return int(e.data["player"])
        return None

    def _guest_prompt(self, view: dict[str, Any]) -> Prompt | None:
        """The invited player's prompt: accept (play) or decline (pass)."""
        me = view["viewer"]
        sd = view["showdown"]
        if view["chain"]:
            return None
        if sd is None:  # 2v2: the turn player's teammate, invited (RUP4 489.8.a)
            if view.get("guest") != me:
                return None
            who = view["players"][view["turn_player"]]["name"]
            text = translate("Prompt", "{player} invited you to play during their turn: "
                                       "accept by playing a card or an ability, or decline "
                                       "and pass.").format(player=who)
        else:  # a guest in a combat with 3+ players
            if me in (sd["attacker"], sd["defender"]) or me not in sd.get("invited", ()):
                return None
            inviter = self._inviter(me)
            who = view["players"][inviter]["name"] if inviter is not None else "?"
            text = translate("Prompt", "{player} invited you into the combat at {place}: "
                                       "accept by playing an Action or Reaction, or decline "
                                       "and pass.").format(
                player=who, place=place_name(f"bf{sd['bf']}"))
        return Prompt(text, [(translate("Prompt", "Decline (pass)"), Action("pass"))])

    def _predict_prompt(self, d: dict[str, Any], legal: list[Action],
                        buttons: list[tuple[str, Action | str]]) -> Prompt:
        """Predict: the cards looked at are only in this player's view, so each gets a button."""
        names = {c["id"]: c["name"] for c in d["looking_at"]}
        ask = d.get("ask")
        if ask == "predict":
            card = ", ".join(names.values())
            return Prompt(translate("Prompt", "Predict: the top card is {card}. Recycle it?").format(
                card=card), buttons)
        if ask == "reveal_first":  # Void Hatchling: a look before the reveal (RUP4 370.1.b)
            return Prompt(translate("Prompt", "Before revealing: the top card is {card}. Recycle "
                                              "it?").format(card=", ".join(names.values())),
                          buttons)
        if ask == "as_looked":  # as-looked: "as you look at or reveal me" (RUP4 370.1.b.1)
            return Prompt(translate("Prompt", "{card}: as you look at or reveal it, you may "
                                              "banish it. Banish it?").format(
                card=", ".join(names.values())), buttons)
        if ask == "as_looked_play":
            return Prompt(translate("Prompt", "{card} is banished: play it for its "
                                              "ability's cost?").format(
                card=", ".join(names.values())), buttons)
        if ask == "revealed_pick":  # reveal-hand: the revealed cards that may be chosen
            question = d.get("question", "")
            text = (translate("Prompt", "Revealed: {cards}. Choose the card to recycle.")
                    if "recycle" in question
                    else translate("Prompt", "Revealed: {cards}. Choose the card to banish.")
                    if "banish" in question
                    else translate("Prompt", "Revealed: {cards}. Choose the unit its owner "
                                             "plays to the chosen battlefield, or Done "
                                             "choosing to choose none.")
                    if "plays" in question
                    else translate("Prompt", "Revealed: {cards}. Choose the card its owner "
                                             "discards.")).format(cards=", ".join(names.values()))
            label = translate("Prompt", "Choose {card}")
            named = [(label.format(card=names.get(a.args[0], "?")), a) for a in legal
                     if a.verb == "choose" and a.args]
            return Prompt(text, named + buttons)
        if ask == "look_take":
            text = translate("Prompt", "You are looking at {cards}. Choose the one to put into "
                                       "your hand; the others are recycled.").format(
                cards=", ".join(names.values()))
            label = translate("Prompt", "Take {card}")
        elif ask == "look_draw" and d.get("rest") == "trash":  # one to draw or none
            text = translate("Prompt", "You are looking at {cards}. Choose a card to draw, or "
                                       "Done choosing to draw none; the others go to your "
                                       "trash.").format(cards=", ".join(names.values()))
            label = translate("Prompt", "Draw {card}")
        elif ask == "look_banish":  # play-by-effect: one of them to banish (played later)
            text = translate("Prompt", "You are looking at {cards}. Choose the card to banish; "
                                       "the others are recycled.").format(
                cards=", ".join(names.values()))
            label = translate("Prompt", "Banish {card}")
        elif ask == "reveal_play" and any(a.verb == "done" for a in legal):
            # "you may banish one, then play it" (your top cards revealed)
            text = translate("Prompt", "Revealed: {cards}. Choose a card to banish and play, or "
                                       "Done choosing to play none.").format(
                cards=", ".join(names.values()))
            label = translate("Prompt", "Banish and play {card}")
        elif ask == "reveal_play":  # play-by-effect: the revealed cards, one to banish and play
            text = translate("Prompt", "Revealed: {cards}. Choose the card to banish and play; "
                                       "the others are recycled.").format(
                cards=", ".join(names.values()))
            label = translate("Prompt", "Banish and play {card}")
        elif ask == "look_draw" and any(a.verb == "done" for a in legal):
            # "you may reveal a unit from among them and draw it"
            text = translate("Prompt", "You are looking at {cards}. Choose a card to reveal and "
                                       "draw, or Done choosing to draw none; the others are "
                                       "recycled.").format(cards=", ".join(names.values()))
            label = translate("Prompt", "Reveal and draw {card}")
        elif ask == "look_draw":  # "draw one and recycle the other"
            text = translate("Prompt", "You are looking at {cards}. Choose the card to draw; the "
                                       "others are recycled.").format(
                cards=", ".join(names.values()))
            label = translate("Prompt", "Draw {card}")
        elif ask == "look_play":  # play-by-effect: banish one of them and play it, or none
            text = translate("Prompt", "You are looking at {cards}. Choose a card to banish and "
                                       "play, or Done choosing to play none; the others are "
                                       "recycled.").format(cards=", ".join(names.values()))
            label = translate("Prompt", "Banish and play {card}")
        elif ask == "predict_order":
            text = translate("Prompt", "Predict: choose the card to put back on top next.")
            label = translate("Prompt", "{card} on top")
        else:
            text = translate("Prompt", "Predict: you are looking at {cards}. Choose the cards to "
                                       "recycle, then confirm with Done choosing.").format(
                cards=", ".join(names.values()))
            label = translate("Prompt", "Recycle {card}")
        named = [(label.format(card=names.get(a.args[0], "?")), a) for a in legal
                 if a.verb == "choose" and a.args]
        return Prompt(text, named + buttons)

    _hide_offer: list[Action] = []  # hide-cost: the hide actions of a drop, one per cost

    def _hide_cost_label(self, a: Action) -> str:
        """hide-cost: what hiding this way costs: [A] (RUP4 811.1.b), or the Energy of the
        alternative cost named by the action's third argument."""
        if len(a.args) < 3:
            return translate("Prompt", "Pay 1 Power of any domain")
        from app.engine.reads.passives import hide_costs

        game = self.c.game
        costs = dict(hide_costs(game.state, self.c.viewer)) if game is not None else {}
        return translate("Prompt", "Pay {n} Energy").format(n=costs.get(a.args[2], 0))

    def _hide_prompt(self, offers: list[Action]) -> Prompt:
        buttons: list[tuple[str, Action | str]] = [(self._hide_cost_label(a), a) for a in offers]
        buttons.append((translate("Prompt", "Cancel"), "hide_cancel"))
        return Prompt(translate("Prompt", "Which cost do you pay to hide this card?"), buttons)

    def _off_table_choices(self, view: dict[str, Any], legal: list[Action]) -> list[tuple[str, Action | str]]:
        """A choice of a card the table doesn't lay out where it can be clicked (one in a
        trash, say) gets a button with the card's name."""
        if view["decision"] and view["decision"].get("looking_at"):
            return []  # the cards looked at have their own buttons
        from app.ui.game_log import names_in_view

        names = None
        out: list[tuple[str, Action | str]] = []
        for a in legal:
            if a.verb == "player" and a.args:  # player-choices: a button per player
                out.append((view["players"][int(a.args[0])]["name"], a))
                continue
            if a.verb in ("target", "choose") and a.args and isinstance(a.args[0], int) \
                    and not self.clickable(a.args[0]):
                names = names or names_in_view(view)
                out.append((names.get(a.args[0], translate("Log", "a card")), a))
        return out

    def _trash_plays(self, view: dict[str, Any], legal: list[Action]) -> list[tuple[str, Action | str]]:
        """A card its player may play from a trash pile ("play me from your trash for
        <cost>", RUP4 356.1.a) can't be dragged from the pile: a button per card."""
        from app.ui.game_log import names_in_view

        plays = [a for a in legal if a.verb == "play" and a.args
                 and isinstance(a.args[0], int) and not self.clickable(a.args[0])]
        if not plays:
            return []
        names = names_in_view(view)
        return [(translate("Prompt", "Play {card} from the trash").format(
            card=names.get(a.args[0], translate("Log", "a card"))), a) for a in plays]

    def _pick_question(self, question: str) -> str:
        """Each player picks one object on resolution (kill one of their units, return one)."""
        return {
            "choose one to kill": translate("Prompt", "Click the one you kill (highlighted)."),
            "choose one to keep": translate(
                "Prompt", "Click the one you keep (highlighted); the others die."),
            "choose one to return to its owner's hand": translate(
                "Prompt", "Click the one you return to its owner's hand (highlighted)."),
            "choose one to move": translate(
                "Prompt", "Click the unit you move there (highlighted)."),
            "choose the unit that takes the next 1 damage": translate(
                "Prompt", "Split the damage: click the unit that takes the next 1 damage "
                          "(highlighted). Each chosen unit takes at least 1."),
            "choose the unit it fights": translate(
                "Prompt", "Click the unit that fights the chosen unit (highlighted): each deals "
                          "damage equal to its Might to the other."),
            "choose one of your runes to recycle": translate(
                "Prompt", "Click the rune you recycle (highlighted): it goes to the bottom of "
                          "your Rune Deck."),
            "choose a card of a trash to recycle, then done": translate(
                "Prompt", "Choose a card of any trash to recycle (it goes to the bottom of its "
                          "owner's Main Deck), as many as allowed, then Done choosing."),
            "choose a chosen unit that stays chosen, then done": translate(
                "Prompt", "Together the chosen units now have too much Might: click those the "
                          "spell still affects (highlighted), then Done choosing."),
            "choose a card of your trash to recycle": translate(
                "Prompt", "Click a card of your trash to recycle (highlighted): it goes to the "
                          "bottom of your Main Deck."),
        }.get(question, translate("Prompt", "Choose."))

    def _priority_mode(self, view: dict[str, Any]) -> str:
        if view["chain"]:
            return "chain"
        if view["showdown"] is not None:
            return "focus"
        return "main"

    def _play_question(self, view: dict[str, Any], legal: list[Action]) -> str:
        q = view["decision"]["question"]
        return {
            "use the optional ability?": translate("Prompt", "Use this optional ability?"),
            "where does the unit enter?": translate("Prompt", "Where does the unit enter?"),
            "pay for Accelerate?": translate("Prompt", "Pay the Accelerate cost so it enters ready?"),
            "take 1 Energy or 1 Power off the cost?": translate(
                "Prompt", "A discount of 1 Energy or 1 Power of any domain applies: which do you "
                          "take off the cost?"),
            "play it for its alternative cost?": translate(
                "Prompt", "Play it for the other cost shown on the card, instead of its usual "
                          "cost?"),
            "play it ignoring its Energy cost?": translate(
                "Prompt", "Use this turn's permission to play it without its Energy cost (its "
                          "Power cost is still paid)?"),
            "pay the additional cost?": translate("Prompt", "Pay the optional additional cost "
                                                            "shown on the card?"),
            "choose a target": self._target_question(view, legal),
            "choose a unit whose buff to spend": translate(
                "Prompt", "Choose one of your buffed units: its buff is spent to pay the cost."),
            "choose a friendly unit to kill as the additional cost": translate(
                "Prompt", "Choose one of your units to kill: that is the additional cost of "
                          "playing this card. Esc cancels."),
            "choose what to return to its owner's hand as the additional cost": translate(
                "Prompt", "Choose one of your permanents to return to its owner's hand: that "
                          "is the additional cost of playing this card. Esc cancels."),
            "choose a card of your hand to discard as the additional cost": translate(
                "Prompt", "Choose a card of your hand to discard: that is the additional cost "
                          "of playing this card, and makes it cheaper. Done choosing pays "
                          "nothing more. Esc cancels."),
            "choose a card of your trash to recycle as the cost": translate(
                "Prompt", "Choose a card of your trash to recycle: that is the cost of this "
                          "ability. Esc cancels."),
            "choose a card of any trash to banish as the cost": translate(
                "Prompt", "Choose a card of any player's trash to banish: that is the cost of "
                          "this ability."),
            "choose something of yours to disempower as the cost": translate(
                "Prompt", "Choose something of yours that is Empowered: disempowering it is the "
                          "cost of this ability. Esc cancels."),
            "choose an opponent": translate("Prompt", "Choose an opponent."),
            # "as you play me, choose Bird, Cat, Dog, or Poro" (RUP4 355.1)
            "choose the tag it gains": translate("Prompt", "Choose the tag this unit gains as "
                                                           "it is played."),
            "choose a player": translate("Prompt", "Choose a player (you may choose yourself)."),
            "pay the cost": translate("Prompt", "Pay the cost: pay automatically, or double-click "
                                         "runes (right-click to recycle for Power)."),
        }.get(q, q)

    def _target_question(self, view: dict[str, Any], legal: list[Action]) -> str:
        """Which sides the legal targets are on (yours, your teammate's, an opponent's) and
        what is already chosen for the play (RUP4 355.5: targets are chosen one by one)."""
        from app.ui.game_log import names_in_view

        game = self.c.game
        assert game is not None
        me = game.state.players[self.c.viewer]
        sides: list[str] = []
        for a in legal:
            if a.verb != "target" or not a.args or not isinstance(a.args[0], int):
                continue
            obj = game.state.objs.get(a.args[0])
            if obj is None:
                continue
            owner = game.state.players[obj.controller]
            side = ("mine" if owner.index == me.index else
                    "team" if owner.team == me.team else "foe")
            if side not in sides:
                sides.append(side)
        words = {"mine": translate("Prompt", "yours"),
                 "team": translate("Prompt", "your teammate's"),
                 "foe": translate("Prompt", "an opponent's")}
        where = translate("Prompt", " or ").join(words[s] for s in sorted(
            sides, key=["mine", "team", "foe"].index))
        text = translate("Prompt", "Choose a target (magenta outline): {sides}.").format(
            sides=where) if where else translate("Prompt", "Choose a target.")
        picked = chosen_targets(view)
        if picked:
            names = names_in_view(view)
            text += " " + translate("Prompt", "Chosen (white outline): {cards}.").format(
                cards=", ".join(names.get(o, translate("Log", "a card")) for o in sorted(picked)))
        return text + " " + translate("Prompt", "Esc cancels.")

    def _mode_buttons(self, view: dict[str, Any], buttons: list[tuple[str, Action | str]],
                      tips: dict[str, str]) -> list[tuple[str, Action | str]]:
        """modal: each option's button says what the option does, in the words of the card's
        own text, "(1) ... (2) ..." (shortened; the whole option is the button's tooltip)."""
        from app.cards.catalog import load_catalog
        from app.cards.localized import localized_text

        top = next((e for e in reversed(view["chain"]) if e.get("pending")), None)
        card = None
        if top is not None and "card" in top:
            card = load_catalog().card_def(top["card"]["code"])
        elif top is not None and top.get("source") in self.scene.items_by_id:
            card = self.scene.items_by_id[top["source"]].card
        options = mode_options(localized_text(card)) if card is not None else []
        out: list[tuple[str, Action | str]] = []
        for label, a in buttons:
            if isinstance(a, Action) and a.verb == "mode" and int(a.args[0]) < len(options):
                words = options[int(a.args[0])]
                short = words if len(words) <= 40 else words[:38].rstrip() + "…"
                label = f"{int(a.args[0]) + 1}. {short}"
                tips[label] = words
            out.append((label, a))
        return out

    def _chain_item_label(self, iid: int) -> str:
        """A spell or an ability on the chain, as a target (RUP4 355.9.a.2): its card's
        name, or its source's for an ability (public, like the chain)."""
        game = self.c.game
        item = next((i for i in game.state.chain if i.id == iid), None) if game else None
        if item is None:
            return translate("Prompt", "Something on the chain")
        if item.kind == "card":
            return translate("Prompt", "{card} on the chain").format(
                card=game.state.objs[item.obj].card.name)  # type: ignore[union-attr]
        src = game.state.objs.get(item.source) if game else None  # type: ignore[union-attr]
        return translate("Prompt", "The ability of {card} on the chain").format(
            card=src.card.name if src is not None else "?")

    def _button_label(self, a: Action) -> str | None:
        v = a.verb
        if v == "yes":
            return translate("Prompt", "Yes")
        if v == "no":
            return translate("Prompt", "No")
        if v == "pay":
            return translate("Prompt", "Pay automatically")
        if v == "cancel":
            return translate("Prompt", "Cancel")
        if v == "done":
            return translate("Prompt", "Done choosing")
        if v == "to":
            return translate("Prompt", "To {place}").format(place=place_name(str(a.args[0])))
        if v == "assign" and a.args[0] == "auto":
            return translate("Prompt", "Assign automatically")
        if v == "order":
            return translate("Prompt", "Ability {n} first").format(n=int(a.args[0]) + 1)
        if v.startswith("invite") and a.args and isinstance(a.args[0], int):
            # 3+ players: a guest in the combat (How To Play, "Combat"); 2v2: the teammate
            game = self.c.game
            who = game.state.players[int(a.args[0])].name if game is not None else str(a.args[0])
            return translate("Prompt", "Invite {player}").format(player=who)
        if v == "stage":  # 3+ players: where a staged showdown or combat begins (RUP4 461.1)
            return translate("Prompt", "Begin at {place}").format(place=place_name(f"bf{a.args[0]}"))
        if v == "amount":  # x-cost: how much to pay
            return translate("Prompt", "Pay {n}").format(n=int(a.args[0]))
        if v == "choose" and a.args and a.args[0] == "cards":  # Party Favors
            return translate("Prompt", "Cards")
        if v == "choose" and a.args and a.args[0] == "runes":
            return translate("Prompt", "Runes")
        if v == "choose" and a.args and a.args[0] == "energy":  # "[1] or [A] less"
            return translate("Prompt", "1 Energy")
        if v == "choose" and a.args and a.args[0] == "power":
            return translate("Prompt", "1 Power")
        if v == "target" and a.args and str(a.args[0]).startswith("i"):
            return self._chain_item_label(int(str(a.args[0])[1:]))  # a spell or ability
        if v == "choose" and a.args and a.args[0] == "top":  # top_or_bottom
            return translate("Prompt", "Top of the deck")
        if v == "choose" and a.args and a.args[0] == "bottom":
            return translate("Prompt", "Bottom of the deck")
        if v == "choose" and a.args and isinstance(a.args[0], str):
            return str(a.args[0])  # a tag to gain (RUP4 355.1): a name, as the cards print it
        if v == "mode":  # modal: the options are numbered in the card's text
            return translate("Prompt", "Option {n}").format(n=int(a.args[0]) + 1)
        return None
