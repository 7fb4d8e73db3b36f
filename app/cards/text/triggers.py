"""Triggered abilities: the "When ..."/"Whenever ..." opening of each trigger."""

from __future__ import annotations

from app.engine.core.abilities import Ability
from app.engine.core.enums import CardType
from app.engine.mechanics.wording import CardTextError, _article, _noun, _Src


def _trigger(ability: Ability, src: _Src) -> str:
    t, cond = ability.trigger, ability.condition
    me = src.noun
    simple = {
        "play_me": f"when {me} is played",
        "attack": f"when {me} attacks",
        "defend": f"when {me} defends",
        "move": f"when {me} moves",
        "move_to_bf": f"when {me} moves to a battlefield",
        "conquer": f"when {me} conquers",
        "win_combat": f"when {me} wins a combat",  # RUP4 466.3.a, 466.3.c
        "you_win_combat": "whenever you win a combat",
        "hold": f"when {me} holds",
        "die": f"when {me} dies",
        "discard_me": f"when you discard {me}",
        "start_of_turn": "as your turn begins",
        "end_of_turn": "as your turn ends",
        "start_of_main": "as your Main Phase begins",
        "first_beginning": "as each player's first Beginning Phase begins",
        "equipped": f"when you attach an Equipment to {me}",  # RUP4 818.2.a
        "combat_starts_here": f"when a combat begins at {me}",  # RUP4 464
        "become_empowered": f"when {me} becomes Empowered",  # RUP4 828.1.d
        "enemy_unit_dies": "whenever an enemy unit dies",  # trig-unit-dies
        "enemy_units_die": "whenever one or more enemy units die at the same time",
        "you_recycle_rune": "whenever you recycle a rune",
        "you_spend_buff": "whenever you spend a buff",
        "might_reaches": f"when {me}'s Might becomes {ability.might_at_least} or more",
    }
    if t == "die" and src.card.type is CardType.GEAR:
        return f"when {me} is killed"  # a gear is killed; "dies" is said of units
    if t in _ME_WORDS and ability.event is not None and ability.event.where == "self":
        if cond == "with_spell" and t == "you_choose_friendly":
            return f"when a spell of yours chooses {me}"
        if cond is None:
            return _ME_WORDS[t].format(me=me)
    if t == "enemy_dies_here":
        where = f"an enemy unit at {me}'s battlefield dies"
        if cond is None:
            return f"whenever {where}"
    if t in ("opponent_plays_unit", "opponent_plays_gear"):
        what = "unit" if t == "opponent_plays_unit" else "gear"
        if cond is None:
            return f"whenever an opponent plays a {what}"
        if cond == "at_battlefield":
            return f"whenever an opponent plays a {what} while {me} is at a battlefield"
    if t == "showdown_begins_here" and cond is None:  # RUP4 344, 464.2
        return f"when a showdown (a combat's too) begins at {me}'s battlefield"
    if t == "combat_ends_in":  # RUP4 466.7
        phrase = f"when a combat {me} was in ends"
        if cond == "undamaged":
            return phrase + f", if {me} hasn't been dealt damage this turn"
        if cond is None:
            return phrase
    if t == "you_play_costly":
        phrase = "whenever you play a unit, a gear or an activated ability"
        if cond == "energy_7":  # printed (RUP4 206)
            return phrase + " with an Energy cost of 7 or more"
        if cond is None:
            return phrase
    if t == "you_defend" and cond is None:  # RUP4 464.2
        return "whenever you defend at a battlefield"
    if t == "you_use_gear_ability" and cond is None:  # RUP4 429
        return "whenever you use an activated ability of a gear (an Add ability too)"
    if t == "you_move_enemy" and cond is None:
        return "whenever you move an enemy unit"
    if t == "you_play_first_card":  # turn-history (RUP4 383.2.a.1: "if" is checked then)
        phrase = "whenever you play your first card in a turn"
        if cond == "at_battlefield":
            return phrase + f", if {me} is at a battlefield"
        if cond is None:
            return phrase
    if t == "you_draw_second" and cond is None:
        return "whenever you draw your second card in a turn"
    if t == "opponent_scores" and cond is None:  # RUP4 469
        return "whenever an opponent scores (conquers or holds a battlefield)"
    if t == "become_ready" and cond is None:
        return f"when {me} becomes ready"
    if t == "you_stun" and ability.event is not None:  # "an enemy unit at a battlefield"
        from dataclasses import replace as _with

        stunned = _with(ability.event, side="enemy") if cond == "enemy" else ability.event
        return f"whenever you stun {_article(_noun(stunned, src, plural=False))}"
    if t in _YOU_ACT_PLAY:
        return _you_act_play(t, cond, src)
    if t == "you_kill":
        from dataclasses import replace as _with

        sel = ability.event
        if cond == "enemy":
            sel = _with(sel, side="enemy") if sel is not None else None
        what = (_article(_noun(sel, src, plural=False)) if sel is not None
                else "an enemy unit" if cond == "enemy" else "a unit")
        if cond == "with_spell":  # kill-attribution (RUP4 411.6, 428.5)
            return (f"whenever you kill {what} with a spell (its damage or its kill "
                    f"instruction)")
        return f"whenever you kill {what}"
    if t == "you_banish" and cond in (None, "owned"):  # RUP4 427
        return "whenever you banish a card" + (" you own" if cond == "owned" else "")
    if t == "you_empower":  # RUP4 441.2.a
        return "whenever you empower something else" if cond == "other" \
            else "whenever you empower something"
    if t == "leave_board":
        return f"when {me} leaves the board"
    if t == "friendly_becomes_mighty" and cond is None:  # RUP4 709
        return "whenever a unit you control becomes Mighty (its Might rises to 5 or more)"
    if t == "friendly_unit_dies":
        if cond == "first_each_turn":
            return "the first time a friendly unit dies each turn"
        if cond == "in_beginning":  # its Scoring Step included (RUP4 315.2)
            return "the first time a friendly unit dies during your Beginning Phase each turn"
        if cond == "non_recruit":
            return "whenever another unit you control that isn't a Recruit dies"
        if cond is None:
            return "whenever a friendly unit dies"
        if cond == "buffed":
            return "whenever a buffed friendly unit dies"
    if t == "unit_moves_from_here" and cond is None:
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'unit_moves_from_here' is a battlefield's trigger")
        return "whenever a unit moves away from this battlefield"
    if t == "opponent_moves_to_bf":
        if cond == "not_here" and src.card.type is CardType.UNIT:
            return (f"whenever an opponent moves units to a battlefield other than the one "
                    f"{me} is at")
        if cond is None:
            return "whenever an opponent moves units to a battlefield"
    if t == "friendly_unit_attacks_or_defends":  # trig-combat
        if cond == "alone":
            return "whenever a friendly unit attacks or defends alone"
        if cond is None:
            return "whenever a friendly unit attacks or defends"
    if t == "player_chooses_friendly_here":  # sel-bf-here
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'player_chooses_friendly_here' is a battlefield's trigger")
        phrase = "whenever a player chooses a unit they control at this battlefield with a spell"
        if cond == "first_each_turn":
            return phrase + " for the first time in a turn"
        if cond is None:
            return phrase
    if t == "player_plays_unit_here" and cond == "first_non_token":
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError(f"{t!r} is a battlefield's trigger")
        return ("the first time each turn that a player plays a non-token unit at this "
                "battlefield" + _THEIRS)
    if t in _ANY_PLAYER and cond is None:  # trig-any-player (RUP4 190.6)
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError(f"{t!r} is a battlefield's trigger")
        return _ANY_PLAYER[t]
    if t == "opponent_unit_attacks_your_bf" and cond is None:
        return "whenever an enemy unit attacks a battlefield you control"
    if t == "friendly_moves_from_here" and cond is None:
        return f"whenever another friendly unit moves away from {me}'s location"
    if t == "play_me" and cond == "at_battlefield":
        return f"when {me} is played to a battlefield"
    if t == "move" and cond == "first_each_turn":
        return f"the first time {me} moves each turn"
    if t == "win_combat" and cond == "first_each_turn":
        return f"the first time {me} wins a combat each turn"
    if t == "die" and cond == "in_combat":
        return f"when {me} dies in combat"
    if t == "die" and cond == "mighty":
        return f"when {me} dies, if it was Mighty (Might 5 or more)"
    if t == "die" and cond in ("died_alone", "died_not_alone"):  # cond-alone (RUP4 740.2.a)
        return (f"when {me} dies, if no other friendly unit was "
                if cond == "died_alone" else
                f"when {me} dies, if another friendly unit was ") + f"at {me}'s location"
    if t == "conquer" and cond == "first_each_turn":
        return f"the first time {me} conquers each turn"
    if t == "move" and cond == "from_bf":
        return f"when {me} moves away from a battlefield"
    if t == "move" and cond == "third_time":
        return f"the third time {me} moves in a turn"
    if t == "you_play_unit":
        phrase = "whenever you play a unit"
        if ability.event is not None:  # "a Mighty unit": as it enters the board (RUP4 710)
            phrase = "whenever you play " + _article(_noun(ability.event, src, plural=False))
            if ability.event.mighty is True:
                phrase += " (Might 5 or more as it enters the board)"
        if cond == "other":
            return "whenever you play a unit other than " + me
        if cond == "in_showdown":
            return phrase + " during a showdown (a combat included)"
    elif t == "you_play_spell":
        phrase = "whenever you play a spell"
        if src.card.type is CardType.BATTLEFIELD:  # its controller's (RUP4 190.6.a)
            phrase = "while you control this battlefield, " + phrase
        if cond == "spell_cost_5":
            return phrase + " costing at least 5 Energy"
        if cond == "spent_4":
            return phrase + ", if you spent 4 or more Energy to play it"
    elif t == "you_conquer":
        phrase = "whenever you conquer a battlefield"
        if src.card.type is CardType.BATTLEFIELD:  # a battlefield's: only when it is conquered
            phrase = "when you conquer this battlefield"
        if cond == "units_4":
            return phrase + " while 4 or more of your units are there"
    elif t == "you_hold":
        phrase = "when you hold " + (
            "this battlefield" if src.card.type is CardType.BATTLEFIELD else "a battlefield"
        )
        if cond == "or_ally":  # 2v2 (RUP4 740.1.a)
            return "when you or an ally (a teammate) hold a battlefield"
    elif t == "you_defend_here":
        if src.card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'you_defend_here' is a battlefield's trigger")
        phrase = "when you defend this battlefield"
    elif t in simple:
        phrase = simple[t]
    else:
        raise CardTextError(f"no wording for trigger {t!r}")
    if cond == "extra_cost_paid" and t == "play_me":
        return phrase + ", if its optional additional cost was paid"
    if cond == "from_hidden" and t == "play_me":  # RUP4 811
        return phrase + " from facedown"
    if cond == "from_hidden_your_turn" and t == "play_me":  # cond-turn
        return phrase + " from facedown during your turn"
    if cond == "at_battlefield":
        phrase += f" while {me} is at a battlefield"
    elif cond == "after_attack" and t in ("conquer", "you_conquer"):  # cond-excess
        phrase += " at the end of a combat in which you attacked"
        if ability.excess is not None:
            phrase += (f", if you assigned {ability.excess} or more excess damage (damage "
                       f"beyond lethal) to enemy units in that combat")
    elif cond == "not_conquered" and t == "end_of_turn":  # turn-history
        phrase += f", if {me} didn't conquer this turn"
    elif cond == "was_uncontrolled" and t == "conquer":  # FAQ-SPIRITFORGED, Yone
        phrase += " a battlefield that nobody controlled just before"
    elif cond == "opponents_turn" and t in ("you_play_unit", "you_play_spell"):
        phrase += " during an opponent's turn"  # cond-turn
    elif cond == "played_unit_gear_spell":  # turn-history
        phrase += (", if you have played a non-token unit, a non-token gear and a spell this "
                   "turn (one card may count twice)")
    elif cond == "one_other_here":  # cond-alone
        phrase += ", if you control exactly one other unit there"
    elif cond == "enemy_alone_here":  # cond-alone (RUP4 740.2.a)
        phrase += (f", if there is an enemy unit at {me}'s battlefield with no other unit "
                   "friendly to it there")
    elif cond == "opponent_near_victory":  # cond-score
        phrase += (f", if an opponent has a score within {ability.within} points of the "
                   "Victory Score (the points needed to win)")
    elif cond == "one_on_one" and t in ("attack", "defend"):  # cond-alone (RUP4 740.2.b)
        phrase += (f" one on one (no other friendly unit is with {me}, and a single enemy "
                   f"unit is there)")
    elif cond == "fewer_runes":  # cond-runes
        phrase += ", if you control fewer runes than an opponent"
    elif cond == "hand_4" and t == "start_of_turn":
        phrase += ", if you have exactly 4 cards in your hand"
    elif cond == "all_tags" and ability.if_control is not None:  # dyn-amount
        tags = ability.if_control.tags
        return (f"{phrase} while units you control have all of the tags "
                f"{', '.join(tags[:-1])} and {tags[-1]} between them")
    elif cond is not None:
        raise CardTextError(f"no wording for trigger {t!r} with condition {cond!r}")
    if ability.if_control is not None:
        n = ability.if_count
        other = "other " if ability.if_control.other else ""
        one = _noun(ability.if_control, src, False)
        if n == 1:
            what = f"another {one}" if other else _article(one)
        else:
            what = f"{n} or more {other}{_noun(ability.if_control, src, True)}"
        if ability.if_exact:
            what = f"exactly {n} {_noun(ability.if_control, src, n != 1)}"
        if ability.if_at_most is not None:  # "N or fewer"
            what = f"{ability.if_at_most} or fewer {_noun(ability.if_control, src, True)}"
        phrase += (" and" if cond == "hand_4" else " while") + f" you control {what}"
    return phrase


# trig-any-player: the player whose event it is controls the ability, so "you" in it is
# them (RUP4 190.6.c); each player's phase: the battlefield's controller, else the turn player
_THEIRS = " (that player controls this ability: \"you\" in it means them)"
_ANY_PLAYER = {
    "player_plays_spell": "whenever any player plays a spell" + _THEIRS,
    "player_plays_unit_here": "whenever any player plays a unit at this battlefield" + _THEIRS,
    "unit_returned_here": ("whenever a unit at this battlefield is returned to a player's "
                           "hand" + _THEIRS),
    "each_start_of_turn": "as each player's turn begins",
}

# "when you buff / ready / choose me" (event where 'self')
_ME_WORDS = {
    "you_buff": "when you buff {me}",
    "you_ready": "when you ready {me}",
    "you_choose_friendly": "when a spell or ability of yours chooses {me}",
}

# trig-you-act / trig-you-play: "whenever you <verb> ..." (the player's own actions)
_YOU_ACT_PLAY = {
    "you_stun": ("whenever you stun a unit", "whenever you stun an enemy unit"),
    "you_stun_units": ("whenever you stun one or more units",
                       "whenever you stun one or more enemy units"),
    "you_discard": ("whenever you discard one or more cards", None),
    "you_ready": ("whenever you ready something", None),
    "you_recycle": ("whenever you recycle one or more cards to your Main Deck", None),
    "you_play_gear": ("whenever you play a gear", None),
    "you_play_card": ("whenever you play a card", None),
    "you_buff": ("whenever you buff a unit", None),
    "you_hide": ("whenever you hide a card", None),
    "you_choose_friendly": ("whenever a spell or ability of yours chooses a friendly unit",
                            None),
}


def _you_act_play(t: str, cond: str | None, src: _Src) -> str:
    plain, enemy = _YOU_ACT_PLAY[t]
    if cond is None:
        return plain
    if cond == "enemy" and enemy is not None:
        return enemy
    if cond == "other" and t == "you_play_gear":
        return f"whenever you play a gear other than {src.noun}"
    if cond == "other" and t == "you_play_card":
        return f"whenever you play a card other than {src.noun}"
    if cond == "second_card":
        return "whenever you play your second card in a turn"
    if cond == "first_each_turn" and t == "you_play_gear":  # a token is no card (RUP4 170)
        return "the first time you play a gear that isn't a token each turn"
    if cond == "power_2" and t == "you_play_card":  # printed Power pips (RUP4 206)
        return "whenever you play a card whose Power cost is 2 Power or more"
    if cond == "friendly_unit" and t == "you_ready":
        return "whenever you ready a friendly unit (your Awaken Phase included)"
    if cond == "friendly_unit" and t == "you_buff":
        return "whenever you buff a friendly unit"
    if cond == "from_hidden":
        return "whenever you play a card you hid facedown (Hidden)"
    if cond == "not_from_hand" and t == "you_play_card":  # the zone it is played from (354)
        return "whenever you play a card from anywhere other than your hand"
    if cond == "opponents_turn":  # cond-turn
        return plain + " during an opponent's turn"
    raise CardTextError(f"no wording for trigger {t!r} with condition {cond!r}")
