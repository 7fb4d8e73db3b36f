"""Why an action is not legal: a code, its parameters, the RUP4 rule, and a sentence.

The UI formats the code and parameters in the player's language; `message` is the
English default so that logs and the command line read well too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# code -> (rule, English template)
REASONS: dict[str, tuple[str, str]] = {
    "game_over": ("196", "The game is over."),
    "unknown_action": ("410", "'{action}' is not an action of the game."),
    "not_your_decision": ("312.1", "It is {player}'s decision, not yours."),
    "wrong_decision": ("333", "That does not answer the current question: {question}."),
    "no_such_object": ("119", "There is no object {id}."),
    "not_in_hand": ("419.1.a", "You can only play cards from your hand, your Champion Zone or facedown."),
    "not_your_card": ("191", "You don't control that."),
    "trash_no_flow": ("829.1.b", "Only a spell with Flow can be played from your trash, for its Flow cost."),
    "no_such_flow_cost": ("829.1.c.3", "That card has no such Flow cost (it has {n})."),
    "timing_main": ("155", "Without Action or Reaction this can only be played on your turn outside showdowns, with nothing on the chain."),
    "timing_closed": ("309.1.a", "Only Reactions can be played while something is on the chain."),
    "timing_showdown": ("308.1.a", "Only Actions and Reactions can be played during a showdown."),
    "not_your_turn": ("409", "You can only do that on your turn."),
    "hidden_this_turn": ("811.1.b", "A hidden card can be played from the next turn on."),
    "cannot_afford": ("357", "You can't pay the cost: {cost}."),
    "spend_pick": ("702.2.b", "Choose one of your units that still has a buff you can spend."),
    "equip_unit": ("818.1.c.2", "Equip attaches this gear only to a unit you control that it may choose."),
    "attached_inactive": ("718.2", "That card is attached: its rules text, Equip included, is inactive until it is detached."),
    "pay_to_short": ("444.2", "You can't pay that cost now; you can only decline it."),
    "pay_add_first": ("429.3", "Your Rune Pool and runes can't pay that yet: use an Add ability first, or decline."),
    "add_while_paying": ("429.3", "While a cost is being paid, only a ready Add ability with the Reaction tag that adds what it still needs can be used."),
    "add_restricted": ("429", "What that Add ability adds can't be spent on this cost."),
    "move_tax": ("204.4.c", "Moving these units there together costs Power you can't pay now."),
    "pay_x_amount": ("444.2", "You can only pay an amount your Rune Pool and runes can cover."),
    "short_energy": ("357", "You need {n} more Energy to pay {cost}."),
    "no_targets": ("355.8", "There is no legal choice for this card."),
    "unit_exhausted": ("144.2", "An exhausted unit can't make a standard move."),
    "move_in_showdown": ("144.1.c", "Units can't make standard moves during a showdown or combat."),
    "move_closed": ("144.1.b", "Units can't make standard moves while something is on the chain."),
    "move_destination": ("144.4", "A unit moves from its base to a battlefield or back; only Ganking, or a battlefield units can move to from anywhere, moves it battlefield to battlefield."),
    "move_full": ("144.4.a.1", "That battlefield already has units of two other players."),
    "invite_not_now": ("461", "Only the attacker or the defender, with focus in a combat of three or more players, can invite another player into it."),
    "move_teammate_unit": ("489.8.c.2", "Control isn't shared: you can't make a standard move with your teammate's units."),
    "move_teammate_bf": ("489.8.c", "Control isn't shared: your units can't move to a battlefield your teammate controls or holds with units."),
    "hide_teammate": ("489.8.c.1", "Control isn't shared: you can't hide a card at a battlefield your teammate controls."),
    "invite_teammate": ("489.8.a", "Only the turn player, in their main phase with nothing on the chain and no showdown, can invite their teammate to play a spell or activate an ability."),
    "guest_only_spells": ("316.5.b.1", "Invited by your teammate, you can play a spell or activate an ability, or pass back."),
    "stage_choice": ("461.1", "Choose one of the battlefields where a combat is staged."),
    "stage_showdown_first": ("323.12", "Choose one of the battlefields where a showdown is staged: showdowns begin before combats."),
    "move_same_place": ("355.4.a", "The unit is already there."),
    "not_a_unit": ("141", "Only units move."),
    "hide_no_keyword": ("811.1", "Only cards with Hidden can be hidden."),
    "hide_not_controlled": ("107.3.c", "You can only hide a card at a battlefield you control."),
    "hide_occupied": ("107.3.b", "That battlefield already has a facedown card."),
    "hide_timing": ("811.1.b", "Hide on your turn, with nothing on the chain and no showdown."),
    "hide_no_alt_cost": ("811.1.b", "Hiding costs 1 Power of any domain: nothing you control "
                                    "lets you pay that other cost instead."),
    "hide_cost_free": ("356.5.a", "Hiding costs nothing this turn: there is no cost to choose."),
    "play_location": ("355.2.a", "A unit enters your base or a battlefield you control."),
    "effect_move_destination": ("449.1", "The effect says where the unit can move: choose one of the places offered."),
    "not_a_rune": ("161", "Only runes produce Energy and Power."),
    "rune_exhausted": ("414.1.b", "That rune is already exhausted."),
    "not_a_target": ("355.9", "That is not a legal choice here."),
    "no_buff_to_spend": ("702.2.b.1", "That unit has no buff to spend."),
    "spend_buff_not_yours": ("702.2.b.2", "You can only spend buffs on units you control."),
    "no_additional_cost": ("356.2.a.1", "You can't pay this card's additional cost, so you can't play it."),
    "deflect_cost": ("809.1.c", "Choosing that unit costs Power you can't pay (Deflect)."),
    "ambush_emptied": ("822.3", "Paying with that unit would leave no units where this unit is being played by Ambush, so Ambush would no longer let it go there."),
    "assign_order": ("465.2.c.3", "Finish assigning lethal damage to one unit before the next."),
    "assign_overkill": ("465.2.c.4", "That unit already has lethal damage assigned while other units can still take damage."),
    "new_choice": ("751.1", "Choose something the spell didn't choose before and can legally choose now."),
    "replace_order": ("373", "Choose one of your units whose death this can replace."),
    "replace_offer": ("371.2.a", "Answer yes or no: apply this replacement to that death, or let it happen."),
    "assign_no_lethal": ("465.2.c.10", "No amount of damage is lethal to that unit: assign lethal damage to the other units first."),
    "assign_tank": ("815.1.b", "Units with Tank must be assigned lethal damage first."),
    "assign_backline": ("826.4.b", "A unit with Backline takes lethal damage only after its controller's other units without Backline."),
    "predict_choice": ("436.1.a", "Choose one of the cards you are looking at that is still to be placed."),
    "copy_pick": ("477.1.b", "Choose another unit you control: the equipped unit becomes a copy of it."),
    "resolution_pick": ("355.17", "Choose one of the objects this instruction lets you pick."),
    "recycle_pick": ("416.6", "Choose one of the cards offered: you recycle as many as the instruction says."),
    "split_damage": ("355.14.f", "Each chosen unit must take at least 1 damage: give the next point to one of the units offered."),
    "play_pick": ("419.3", "Choose one of the cards offered: only those the effect lets you play, and can pay for."),
    "look_play_pick": ("427.5", "Choose one of the cards offered: only a card you are looking at that the effect lets you banish and play."),
    "repeat_choice": ("820.1.c.2", "Answer yes or no: pay this Repeat cost or not. It is asked only when it can be paid with the rest of the cost."),
    "as_looked_choice": ("370.1.b.1", "Answer yes or no: use the ability of the card you are looking at or revealing as you look at or reveal it."),
    "recycle_cost_short": ("416.3", "There aren't enough cards in your trash to recycle for this cost."),
    "legion_inactive": ("727.1.b", "This ability works only once you have played another card this turn (Legion, rule 812.1.c)."),
    "level_inactive": ("824.1.d", "This ability works only while you have {n} or more XP (Level)."),
    "short_xp": ("730.2", "You need {n} XP to spend for this."),
    "already_empowered": ("827.1.c.1", "This is already Empowered: its Empower can be used only while it isn't."),
    "empowered_inactive": ("828.1.c", "This ability works only while this is Empowered."),
    "not_empowered_cost": ("442.1.a", "This isn't Empowered, so it can't be disempowered to pay this cost."),
    "cant_play": ("054.1", "An effect says you can't play cards this turn."),
    "cant_play_spells": ("054.1", "An effect says you can't play spells this turn."),
    "cant_move_to_base": ("054.1", "Units at this battlefield can't move to base."),
    "cant_move_unit": ("054.1", "An effect says you can't move this unit this turn."),
    "act_only_at_battlefield": ("054.2", "This ability can be used only while its source is at a battlefield."),
    "act_once_per_turn": ("054.2", "This ability can be used only once per turn: it was used this turn."),
    "act_chose_enemy_once": ("054.2", "This ability can be used only once each turn, and only after you chose an enemy unit this turn."),
    "act_chose_enemy_twice": ("054.2", "This ability can be used only after your spells and abilities of your units chose enemy units or gear twice this turn."),
    "act_played_equipment": ("054.2", "This ability can be used only if you've played an Equipment this turn."),
    "hidden_locked": ("054.1", "An opponent's card here says your hidden cards can't be revealed at this battlefield."),
    "units_base_only": ("054.2", "An opponent's card says you can only play units to your base."),
    "no_location": ("054.2", "This card may only be played to a place where it can't enter now."),
    "too_early": ("054.1", "This card can be played only from your turn {n} on."),
    "player_choice": ("355.9.a", "Choose one of the players offered."),
    "tag_choice": ("355.1", "Choose one of the tags offered."),
    "revealed_choice": ("424.4.a", "Choose one of the revealed cards offered."),
    "vote_choice": ("303.2.a", "Choose one of the answers offered."),
    "deck_place": ("359.3.d", "Choose the top or the bottom of the Main Deck, as the effect says."),
    "deck_card": ("359.3.d", "Choose a card of your hand."),
    "name_choice": ("762", "Name one of the names offered: a card or tag that exists in the format."),
    "named_spell": ("054.1", "An opponent's card forbids you to play spells named {name}."),
    "mode_unavailable": ("355.3", "That option can't be chosen now: it has no legal choice, or it was already chosen this turn."),
    "no_mode_left": ("402.3", "None of this ability's options can be chosen now."),
    "mulligan_limit": ("117.1", "You may set aside at most two cards."),
    "end_turn_chain": ("316.9", "You can end your turn only when nothing is on the chain and no showdown is under way."),
    "concede_self": ("650", "A player can only concede for themselves."),
    "concede_removed": ("651.3", "This player has already been removed from the game."),
    "show_hand": ("489.8.f", "In 2v2 a player may show their own hand to another player in the game."),
    "not_legal": ("410", "That is not legal right now."),
    # a Match (RUP4 486; the tournament rules, TR, for sideboards and the play-first choice)
    "match_over": ("486.6", "The match is over."),
    "match_step": ("486.5", "That does not answer the match's current question: {question}."),
    "match_bf_unknown": ("486.4.a", "Choose one of your three battlefields."),
    "match_bf_removed": ("486.5", "That battlefield was used in a game somebody won: it can't be chosen again in this match."),
    "match_bf_reuse": ("486.6.a.1", "A removed battlefield can be presented again only from game 4 of a best of five, once you have presented each of your battlefields."),
    "match_bf_twice": ("486.6.a.2", "A battlefield can't be presented more than twice in a match."),
    "match_side_first": ("TR 403.5", "Sideboard cards can't be used in the first game of a match."),
    "match_side_draw": ("TR 403.10", "After a drawn game nobody may sideboard for the next game."),
    "match_swap": ("TR 403.4", "Exchange one card of your main deck for one card of your sideboard."),
    "match_champion": ("TR 403.4.a", "Your Chosen Champion must be a champion unit of your legend from your main deck or sideboard."),
    "match_order": ("TR 407.4", "The loser of the previous game chooses to play first or last."),
    "match_no_game": ("486.5", "No game of the match is being played now."),
}


@dataclass(frozen=True)
class Refusal:
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def rule(self) -> str:
        return REASONS.get(self.code, REASONS["not_legal"])[0]

    @property
    def message(self) -> str:
        template = REASONS.get(self.code, REASONS["not_legal"])[1]
        try:
            text = template.format(**self.params)
        except (KeyError, IndexError):
            text = template
        return f"{text} (RUP4 {self.rule})"

    def __str__(self) -> str:
        return self.message


class IllegalActionError(ValueError):
    """Raised by `Game.apply_or_raise` when an action is refused."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal
