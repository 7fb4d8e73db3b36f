"""Words for what the engine says in codes: refusals and events, through Qt's translator.

The engine's refusal table (`app.engine.core.refusals.REASONS`) holds the English source
sentences; they are translated here in the "Refusal" context, so the engine stays Qt-free
and every sentence the player reads goes through `translate`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.engine import Event, Refusal
from app.engine.core.refusals import REASONS


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The sentence in the player's language. With a count `n`, "%n" in the text is the
    count and the plural form is the language's (English's from riftbound_en.ts)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def refusal_text(ref: Refusal) -> str:
    rule, template = REASONS.get(ref.code, REASONS["not_legal"])
    sentence = QCoreApplication.translate("Refusal", template)
    try:
        sentence = sentence.format(**ref.params)
    except (KeyError, IndexError):
        pass
    return translate("Refusal", "{reason} (rule {rule})").format(reason=sentence, rule=rule)


def phase_name(phase: str) -> str:
    return {
        "mulligan": translate("Phase", "Mulligan"), "awaken": translate("Phase", "Awaken"),
        "beginning": translate("Phase", "Beginning"), "scoring": translate("Phase", "Scoring"),
        "channel": translate("Phase", "Channel"), "draw": translate("Phase", "Draw"),
        "main": translate("Phase", "Action phase"), "ending": translate("Phase", "End of turn"),
        "expiration": translate("Phase", "End of turn"), "over": translate("Phase", "Game over"),
    }.get(phase, phase)


NameOf = Callable[[Any], str]


def event_text(ev: Event, name_of: NameOf, player_name: Callable[[int], str]) -> str | None:
    """One log line for an event, or None for events too small to log."""
    d = ev.data
    who = player_name(d["player"]) if isinstance(d.get("player"), int) else ""
    # an event that names its card shows it to this player; otherwise ask what is visible
    card = name_of(("code", d["card"])) if "card" in d else (
        name_of(d.get("obj")) if "obj" in d else "")
    k = ev.kind
    if k == "turn":
        return translate("Log", "— Turn {n}: {player} —").format(n=d["turn"], player=who)
    if k == "draw":
        if "card" in d:
            return translate("Log", "{player} draws {card}.").format(player=who, card=card)
        return translate("Log", "{player} draws a card.").format(player=who)
    if k == "play":
        return translate("Log", "{player} plays {card}.").format(player=who, card=card)
    if k == "move":
        names = ", ".join(name_of(o) for o in d["objs"])
        return translate("Log", "{player} moves {cards} to {place}.").format(
            player=who, cards=names, place=place_name(d["to"]))
    if k == "hide":
        return translate("Log", "{player} hides a card at battlefield {bf}.").format(
            player=who, bf=d["bf"] + 1)
    if k == "damage":
        return translate("Log", "{card} takes {n} damage.").format(card=card, n=d["amount"])
    if k == "die":
        return translate("Log", "{card} dies.").format(card=card)
    if k == "invite" and isinstance(d.get("guest"), int):  # 3+ players (How To Play, Combat)
        return translate("Log", "{player} invites {guest} to play too.").format(
            player=who, guest=player_name(d["guest"]))
    if k == "points":
        if d["total"] == 1:
            return translate("Log", "{player} scores: 1 point.").format(player=who)
        return translate("Log", "{player} scores: {total} points.").format(player=who, total=d["total"])
    if k == "conquer":
        return translate("Log", "{player} conquers battlefield {bf}.").format(player=who, bf=d["bf"] + 1)
    if k == "hold":
        return translate("Log", "{player} holds battlefield {bf}.").format(player=who, bf=d["bf"] + 1)
    if k == "final_point_denied":
        return translate("Log", "{player} must score every battlefield for the last point, "
                         "and draws instead.").format(player=who)
    if k == "score_draws":  # Otterpus: a replacement of the point (RUP4 370.1)
        return translate("Log", "{player} draws a card instead of scoring a point, so early "
                         "in the game.").format(player=who)
    if k == "combat":
        return translate("Log", "Combat at battlefield {bf}: {a} attacks {b}.").format(
            bf=d["bf"] + 1, a=player_name(d["attacker"]), b=player_name(d["defender"]))
    if k == "showdown":
        return translate("Log", "Showdown at battlefield {bf}.").format(bf=d["bf"] + 1)
    if k == "recall":
        return translate("Log", "{card} returns to base.").format(card=card)
    if k == "burnout":
        return translate("Log", "{player} burns out: {gainer} gains a point.").format(
            player=who, gainer=player_name(d["gainer"]))
    if k == "channel":
        return translate("Log", "{player} channels {card}.").format(player=who, card=card)
    if k == "mulligan":
        if d["n"] == 0:
            return translate("Log", "{player} keeps their hand.").format(player=who)
        if d["n"] == 1:
            return translate("Log", "{player} sets aside 1 card and draws again.").format(player=who)
        return translate("Log", "{player} sets aside {n} cards and draws again.").format(
            player=who, n=d["n"])
    if k == "tap_rune":
        return translate("Log", "{player} exhausts {card} for 1 Energy.").format(player=who, card=card)
    if k == "recycle_rune":
        return translate("Log", "{player} recycles {card} for 1 Power.").format(player=who, card=card)
    if k == "win":
        return translate("Log", "{player} wins the game!").format(player=who)
    if k == "concede":
        return translate("Log", "{player} concedes.").format(player=who)
    if k == "show_hand":  # 2v2 (RUP4 489.8.f)
        return translate("Log", "{player} shows their hand to {other}.").format(
            player=who, other=player_name(d["to"]))
    if k == "removed":  # Skirmish and War: the others play on (RUP4 651.2, 652)
        return translate("Log", "{player} is removed from the game: everything they owned "
                                "leaves it, and the others play on.").format(player=who)
    if k == "battlefield_replaced":  # RUP4 652.2.a
        return translate("Log", "{player}'s battlefield is replaced by a battlefield with no "
                                "abilities.").format(player=who)
    if k == "battlefield_added":  # a battlefield token joins the board (RUP4 439)
        return translate("Log", "{card} joins the board as battlefield {n}.").format(
            card=card, n=d["bf"] + 1)
    if k == "replace_battlefield":  # RUP4 438
        return translate("Log", "{was} at battlefield {n} is replaced by {card}.").format(
            was=name_of(("code", d["was"])), n=d["bf"] + 1, card=card)
    if k == "swap_back":  # RUP4 438.7
        return translate("Log", "{card} returns to battlefield {n} in place of {was}.").format(
            card=card, n=d["bf"] + 1, was=name_of(("code", d["was"])))
    if k == "resolve" and "card" in d:
        return translate("Log", "{card} resolves.").format(card=card)
    if k == "stun":
        return translate("Log", "{card} is stunned.").format(card=card)
    if k == "buff":
        return translate("Log", "{card} is buffed.").format(card=card)
    if k == "empower":  # RUP4 441; Kayle's count (441.1.c.1)
        if d.get("times", 1) > 1:
            return translate("Log", "{card} is Empowered ({n} times).").format(card=card,
                                                                              n=d["times"])
        return translate("Log", "{card} is Empowered.").format(card=card)
    if k == "disempower":  # RUP4 442
        return translate("Log", "{card} is disempowered.").format(card=card)
    if k == "saved":
        return translate("Log", "{card} is saved and returns to base.").format(card=card)
    if k == "gain_control":
        return translate("Log", "{player} takes control of {card}.").format(player=who, card=card)
    if k == "prevented":
        return translate("Log", "The damage to {card} is prevented.").format(card=card)
    if k == "prevent_next":  # RUP4 437: a Prevent Value, or the whole next instance
        if d["n"]:
            return translate("Log", "The next {n} damage to {card} this turn will be "
                                    "prevented.").format(n=d["n"], card=card)
        return translate("Log", "The next damage to {card} this turn will be prevented.").format(
            card=card)
    if k == "double_damage":
        return translate("Log", "Damage to {card} is doubled this turn.").format(card=card)
    if k == "untargetable":
        return translate("Log", "{card} can't be chosen by enemy spells and abilities this "
                                "turn.").format(card=card)
    if k == "prevent_all":
        return translate("Log", "{player}: all damage from spells and abilities is prevented "
                                "this turn.").format(player=who)
    if k == "new_choice":
        return translate("Log", "{player} makes a new choice for {card}.").format(
            player=who, card=card)
    if k == "counter_failed":
        return translate("Log", "{card} can't be countered.").format(card=card)
    if k == "counter":
        return translate("Log", "{player} counters {card}: it does nothing.").format(
            player=who, card=card)
    if k == "hidden_lost":
        return translate("Log", "A hidden card is lost with battlefield {bf}.").format(bf=d["bf"] + 1)
    if k == "reveal" and d.get("by_effect"):  # reveal-hand: shown to every player (RUP4 424)
        return translate("Log", "{player} reveals {card}.").format(player=who, card=card)
    if k == "repeat_paid":  # Repeat paid as it is played (RUP4 820.1.c)
        return translate("Log", "{player} pays the Repeat cost of {card}.").format(
            player=who, card=card)
    if k == "repeat":  # its effect once more (RUP4 820.1.d)
        return translate("Log", "{card}: its effect happens again (Repeat).").format(card=card)
    if k == "mode":  # modal
        return translate("Log", "{player} chooses option {n}.").format(player=who, n=d["n"] + 1)
    if k == "destination":  # move-effect: chosen while playing (RUP4 355.4)
        return translate("Log", "{player} chooses to move {card} to {place}.").format(
            player=who, card=card, place=place_name(d["to"]))
    if k == "choose_tag":  # "as you play me, choose Bird, Cat, Dog, or Poro" (RUP4 355.1)
        return translate("Log", "{player} chooses the tag {tag} for {card}.").format(
            player=who, tag=d["tag"], card=card)
    if k == "choose_player":  # player-choices
        return translate("Log", "{player} chooses {chosen}.").format(
            player=who, chosen=player_name(d["chosen"]))
    if k == "unless_paid" and d.get("offer") == "you_draw":  # cond-unless
        return translate("Log", "{player} lets {other} draw {n} to stop the effect.").format(
            player=who, other=player_name(d["to"]), n=d["n"])
    if k == "vote":  # Party Favors
        choice = translate("Prompt", "Cards") if d["choice"] == "cards" else translate(
            "Prompt", "Runes")
        return translate("Log", "{player} chooses {choice}.").format(player=who, choice=choice)
    if k == "named":  # naming (RUP4 759-763): public
        return translate("Log", "{player} names {name}.").format(player=who, name=d["name"])
    if k == "deck_place":  # top_or_bottom: a hand card is named only to its owner
        if d["where"] == "top":
            if "card" in d:
                return translate("Log", "{player} puts {card} on the top of their Main "
                                        "Deck.").format(player=who, card=card)
            return translate("Log", "{player} puts a card on the top of their Main "
                                    "Deck.").format(player=who)
        if "card" in d:
            return translate("Log", "{player} puts {card} on the bottom of their Main "
                                    "Deck.").format(player=who, card=card)
        return translate("Log", "{player} puts a card on the bottom of their Main Deck.").format(
            player=who)
    if k == "keep":  # Divine Judgment: a kept hand card is named only to its owner
        if "card" in d:
            return translate("Log", "{player} keeps {card}.").format(player=who, card=card)
        return translate("Log", "{player} keeps a card in their hand.").format(player=who)
    if k == "end_turn_declared":
        return translate("Log", "{player} ends the turn.").format(player=who)
    if k == "to_trash":  # a card looked at put into the trash: public there (RUP4 108.2.d)
        return translate("Log", "{card} goes to {player}'s trash.").format(player=who, card=card)
    if k == "burn":  # a card burned from the top of a Main Deck, public (RUP4 440.1)
        return translate("Log", "{player} burns {card}.").format(player=who, card=card)
    if k == "flow_granted":  # Flow given to a spell in a trash this turn (RUP4 829)
        return translate("Log", "{card} has Flow this turn.").format(card=card)
    if k == "banish":  # play-by-effect: banished cards are face up, public (RUP4 108.6.e)
        return translate("Log", "{card} is banished.").format(card=card)
    if k == "play_again":  # "its controller may play this spell again"
        return translate("Log", "{player} plays {card} again.").format(player=who, card=card)
    if k == "token_copy":  # Zilean: "that token and an additional copy of it instead"
        return translate("Log", "{player} plays an additional copy of the {token} token "
                                "({card}).").format(player=who, token=d.get("token", ""),
                                                    card=card)
    if k == "token_offer":  # "you and each opponent may play a token"
        if d["took"]:
            return translate("Log", "{player} takes the offered token.").format(player=who)
        return translate("Log", "{player} declines the offered token.").format(player=who)
    if k == "become_copy":  # copies: a token takes another unit's values (RUP4 185.3.a.2)
        return translate("Log", "A token becomes a copy of {card}.").format(card=card)
    if k == "copy_attached":  # an Equipment's copy, while attached (RUP4 477.1.b)
        return translate("Log", "{unit} becomes a copy of {card} while {gear} is attached.").format(
            unit=name_of(("code", d["own"])), card=card, gear=name_of(d["gear"]))
    if k == "copy_ends":  # the Equipment detached: its copy ends
        return translate("Log", "The copy ends: {card} is itself again.").format(card=card)
    if k == "text_copied":  # Svellsongur: its unit's text copied as it is attached
        return translate("Log", "{gear} copies the text of {card}: {unit} has it once more "
                                "while {gear} is attached.").format(
            gear=name_of(d["gear"]), card=card, unit=name_of(d["obj"]))
    if k == "text_copy_ends":  # that Equipment detached: the copied text is gone
        return translate("Log", "{gear} is detached: {unit} loses the text it copied.").format(
            gear=name_of(d["gear"]), unit=name_of(d["obj"]))
    if k == "reveal_top":  # play-by-effect: a card revealed from a deck, shown to all
        return translate("Log", "{player} reveals {card}.").format(player=who, card=card)
    if k == "extra_turn":
        return translate("Log", "{player} will take another turn after this one.").format(
            player=who)
    if k == "banish_if_dies":  # Smite: a replacement of its death this turn
        return translate("Log", "If {card} would die this turn, it is banished instead.").format(
            card=card)
    if k == "peek_facedown":  # "you can look at their facedown cards this turn"
        return translate("Log", "{player} may look at {other}'s facedown cards this "
                                "turn.").format(player=who, other=player_name(d["of"]))
    return None


def place_name(loc: str) -> str:
    if loc == "base":
        return translate("Log", "base")
    if loc.startswith("bf"):
        return translate("Log", "battlefield {n}").format(n=int(loc[2:]) + 1)
    return loc


def ai_reason(choice) -> str:  # type: ignore[no-untyped-def]
    """The computer's one-line reason, in the player's language."""
    p = choice.params
    v, name = p.get("verb", ""), p.get("name") or translate("AI", "a card")
    dest = p.get("dest", "")
    place = translate("Log", "base") if dest == "base" else (
        translate("Log", "battlefield {n}").format(n=dest.split()[-1]) if dest else "")
    what = {
        "play": translate("AI", "Plays {card}").format(card=name),
        "move": translate("AI", "Moves {card} to {place}").format(card=name, place=place),
        "end": translate("AI", "Ends the turn"), "pass": translate("AI", "Passes"),
        "target": translate("AI", "Chooses {card}").format(card=name),
        "assign": translate("AI", "Assigns combat damage"), "pay": translate("AI", "Pays the cost"),
        "keep": translate("AI", "Keeps the hand"), "mull": translate("AI", "Sets a card aside"),
        "hide": translate("AI", "Hides a card"), "act": translate("AI", "Uses {card}").format(card=name),
    }.get(v, translate("AI", "Decides"))
    gained, killed = p.get("gained", 1), p.get("n", 1)  # lupdate reads a count's name only
    outcome = {
        "wins": translate("AI", "wins the game"),
        "scores": translate("AI", "scores %n point(s) ({total} in all)", None,
                            gained).format(total=p.get("points", "")),
        "kills": translate("AI", "destroys %n enemy unit(s)", None, killed),
        "takes": translate("AI", "takes battlefield {n}").format(n=p.get("bf", "")),
        # a response in a chain window: the spell it counters, the unit it saves
        "counters": translate("AI", "counters {card}").format(card=p.get("card", "")),
        "saves": translate("AI", "saves {card}").format(card=p.get("card", "")),
    }.get(choice.reason_code)
    text = f"{what}: {outcome}" if outcome else what
    from app.ai.search import debug_mode

    if debug_mode() and "win" in p:  # Hard's search: its expected win chance of the move
        text += translate("AI", " (expected win chance {p}%)").format(p=round(100 * p["win"]))
    return text
