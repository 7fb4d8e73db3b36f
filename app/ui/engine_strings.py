"""The engine's refusal sentences, listed for the translators.

The engine stays Qt-free and keeps its English sentences in app/engine/core/refusals.py; the UI
translates them in the "Refusal" context (app/ui/texts.py). This list puts the same
sentences where `pyside6-lupdate` finds them; a test keeps it equal to the engine's table.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

REFUSALS = [
    QT_TRANSLATE_NOOP("Refusal", 'The game is over.'),  # game_over, RUP4 196
    QT_TRANSLATE_NOOP("Refusal", "'{action}' is not an action of the game."),  # unknown_action, RUP4 410
    QT_TRANSLATE_NOOP("Refusal", "It is {player}'s decision, not yours."),  # not_your_decision, RUP4 312.1
    QT_TRANSLATE_NOOP("Refusal", 'That does not answer the current question: {question}.'),  # wrong_decision, RUP4 333
    QT_TRANSLATE_NOOP("Refusal", 'There is no object {id}.'),  # no_such_object, RUP4 119
    QT_TRANSLATE_NOOP("Refusal", 'You can only play cards from your hand, your Champion Zone or facedown.'),  # not_in_hand, RUP4 419.1.a
    QT_TRANSLATE_NOOP("Refusal", "You don't control that."),  # not_your_card, RUP4 191
    QT_TRANSLATE_NOOP("Refusal", 'Only a spell with Flow can be played from your trash, for its Flow cost.'),  # trash_no_flow, RUP4 829.1.b
    QT_TRANSLATE_NOOP("Refusal", 'That card has no such Flow cost (it has {n}).'),  # no_such_flow_cost, RUP4 829.1.c.3
    QT_TRANSLATE_NOOP("Refusal", 'Without Action or Reaction this can only be played on your turn outside showdowns, with nothing on the chain.'),  # timing_main, RUP4 155
    QT_TRANSLATE_NOOP("Refusal", 'Only Reactions can be played while something is on the chain.'),  # timing_closed, RUP4 309.1.a
    QT_TRANSLATE_NOOP("Refusal", 'Only Actions and Reactions can be played during a showdown.'),  # timing_showdown, RUP4 308.1.a
    QT_TRANSLATE_NOOP("Refusal", 'You can only do that on your turn.'),  # not_your_turn, RUP4 409
    QT_TRANSLATE_NOOP("Refusal", 'A hidden card can be played from the next turn on.'),  # hidden_this_turn, RUP4 811.1.b
    QT_TRANSLATE_NOOP("Refusal", "You can't pay the cost: {cost}."),  # cannot_afford, RUP4 357
    QT_TRANSLATE_NOOP("Refusal", "You can't pay that cost now; you can only decline it."),  # pay_to_short, RUP4 444.2
    QT_TRANSLATE_NOOP("Refusal", "Your Rune Pool and runes can't pay that yet: use an Add ability first, or decline."),  # pay_add_first, RUP4 429.3
    QT_TRANSLATE_NOOP("Refusal", "While a cost is being paid, only a ready Add ability with the Reaction tag that adds what it still needs can be used."),  # add_while_paying, RUP4 429.3
    QT_TRANSLATE_NOOP("Refusal", "What that Add ability adds can't be spent on this cost."),  # add_restricted, RUP4 429
    QT_TRANSLATE_NOOP("Refusal", "Moving these units there together costs Power you can't pay now."),  # move_tax, RUP4 204.4.c
    QT_TRANSLATE_NOOP("Refusal", "That card is attached: its rules text, Equip included, is inactive until it is detached."),  # attached_inactive, RUP4 718.2
    QT_TRANSLATE_NOOP("Refusal", "Equip attaches this gear only to a unit you control that it may choose."),  # equip_unit, RUP4 818.1.c.2
    QT_TRANSLATE_NOOP("Refusal", "Choose one of your units that still has a buff you can spend."),  # spend_pick, RUP4 702.2.b
    QT_TRANSLATE_NOOP("Refusal", "You can only pay an amount your Rune Pool and runes can cover."),  # pay_x_amount, RUP4 444.2
    QT_TRANSLATE_NOOP("Refusal", 'You need {n} more Energy to pay {cost}.'),  # short_energy, RUP4 357
    QT_TRANSLATE_NOOP("Refusal", 'There is no legal choice for this card.'),  # no_targets, RUP4 355.8
    QT_TRANSLATE_NOOP("Refusal", "An exhausted unit can't make a standard move."),  # unit_exhausted, RUP4 144.2
    QT_TRANSLATE_NOOP("Refusal", "Units can't make standard moves during a showdown or combat."),  # move_in_showdown, RUP4 144.1.c
    QT_TRANSLATE_NOOP("Refusal", "Units can't make standard moves while something is on the chain."),  # move_closed, RUP4 144.1.b
    QT_TRANSLATE_NOOP("Refusal", 'A unit moves from its base to a battlefield or back; only Ganking, or a battlefield units can move to from anywhere, moves it battlefield to battlefield.'),  # move_destination, RUP4 144.4
    QT_TRANSLATE_NOOP("Refusal", 'That battlefield already has units of two other players.'),  # move_full, RUP4 144.4.a.1
    QT_TRANSLATE_NOOP("Refusal", 'Only the attacker or the defender, with focus in a combat of three or more players, can invite another player into it.'),  # invite_not_now, RUP4 461
    QT_TRANSLATE_NOOP("Refusal", "Control isn't shared: you can't make a standard move with your teammate's units."),  # move_teammate_unit, RUP4 489.8.c.2
    QT_TRANSLATE_NOOP("Refusal", "Control isn't shared: your units can't move to a battlefield your teammate controls or holds with units."),  # move_teammate_bf, RUP4 489.8.c
    QT_TRANSLATE_NOOP("Refusal", "Control isn't shared: you can't hide a card at a battlefield your teammate controls."),  # hide_teammate, RUP4 489.8.c.1
    QT_TRANSLATE_NOOP("Refusal", 'Only the turn player, in their main phase with nothing on the chain and no showdown, can invite their teammate to play a spell or activate an ability.'),  # invite_teammate, RUP4 489.8.a
    QT_TRANSLATE_NOOP("Refusal", 'Invited by your teammate, you can play a spell or activate an ability, or pass back.'),  # guest_only_spells, RUP4 316.5.b.1
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the battlefields where a combat is staged.'),  # stage_choice, RUP4 461.1
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the battlefields where a showdown is staged: showdowns begin before combats.'),  # stage_showdown_first, RUP4 323.12
    QT_TRANSLATE_NOOP("Refusal", 'The unit is already there.'),  # move_same_place, RUP4 355.4.a
    QT_TRANSLATE_NOOP("Refusal", 'Only units move.'),  # not_a_unit, RUP4 141
    QT_TRANSLATE_NOOP("Refusal", 'Only cards with Hidden can be hidden.'),  # hide_no_keyword, RUP4 811.1
    QT_TRANSLATE_NOOP("Refusal", 'You can only hide a card at a battlefield you control.'),  # hide_not_controlled, RUP4 107.3.c
    QT_TRANSLATE_NOOP("Refusal", 'That battlefield already has a facedown card.'),  # hide_occupied, RUP4 107.3.b
    QT_TRANSLATE_NOOP("Refusal", 'Hide on your turn, with nothing on the chain and no showdown.'),  # hide_timing, RUP4 811.1.b
    QT_TRANSLATE_NOOP("Refusal", 'Hiding costs 1 Power of any domain: nothing you control lets you pay that other cost instead.'),  # hide_no_alt_cost, RUP4 811.1.b
    QT_TRANSLATE_NOOP("Refusal", 'Hiding costs nothing this turn: there is no cost to choose.'),  # hide_cost_free, RUP4 356.5.a
    QT_TRANSLATE_NOOP("Refusal", 'A unit enters your base or a battlefield you control.'),  # play_location, RUP4 355.2.a
    QT_TRANSLATE_NOOP("Refusal", 'The effect says where the unit can move: choose one of the places offered.'),  # effect_move_destination, RUP4 449.1
    QT_TRANSLATE_NOOP("Refusal", 'Only runes produce Energy and Power.'),  # not_a_rune, RUP4 161
    QT_TRANSLATE_NOOP("Refusal", 'That rune is already exhausted.'),  # rune_exhausted, RUP4 414.1.b
    QT_TRANSLATE_NOOP("Refusal", 'That is not a legal choice here.'),  # not_a_target, RUP4 355.9
    QT_TRANSLATE_NOOP("Refusal", 'That unit has no buff to spend.'),  # no_buff_to_spend, RUP4 702.2.b.1
    QT_TRANSLATE_NOOP("Refusal", 'You can only spend buffs on units you control.'),  # spend_buff_not_yours, RUP4 702.2.b.2
    QT_TRANSLATE_NOOP("Refusal", "You can't pay this card's additional cost, so you can't play it."),  # no_additional_cost, RUP4 356.2.a.1
    QT_TRANSLATE_NOOP("Refusal", "Choosing that unit costs Power you can't pay (Deflect)."),  # deflect_cost, RUP4 809.1.c
    QT_TRANSLATE_NOOP("Refusal", 'Paying with that unit would leave no units where this unit is being played by Ambush, so Ambush would no longer let it go there.'),  # ambush_emptied, RUP4 822.3
    QT_TRANSLATE_NOOP("Refusal", 'Finish assigning lethal damage to one unit before the next.'),  # assign_order, RUP4 465.2.c.3
    QT_TRANSLATE_NOOP("Refusal", 'That unit already has lethal damage assigned while other units can still take damage.'),  # assign_overkill, RUP4 465.2.c.4
    QT_TRANSLATE_NOOP("Refusal", "Choose something the spell didn't choose before and can legally choose now."),  # new_choice, RUP4 751.1
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of your units whose death this can replace.'),  # replace_order, RUP4 373
    QT_TRANSLATE_NOOP("Refusal", 'Answer yes or no: apply this replacement to that death, or let it happen.'),  # replace_offer, RUP4 371.2.a
    QT_TRANSLATE_NOOP("Refusal", 'No amount of damage is lethal to that unit: assign lethal damage to the other units first.'),  # assign_no_lethal, RUP4 465.2.c.10
    QT_TRANSLATE_NOOP("Refusal", 'Units with Tank must be assigned lethal damage first.'),  # assign_tank, RUP4 815.1.b
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the cards you are looking at that is still to be placed.'),  # predict_choice, RUP4 436.1.a
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the objects this instruction lets you pick.'),  # resolution_pick, RUP4 355.17
    QT_TRANSLATE_NOOP("Refusal", 'Choose another unit you control: the equipped unit becomes a copy of it.'),  # copy_pick, RUP4 477.1.b
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the cards offered: you recycle as many as the instruction says.'),  # recycle_pick, RUP4 416.6
    QT_TRANSLATE_NOOP("Refusal", 'Each chosen unit must take at least 1 damage: give the next point to one of the units offered.'),  # split_damage, RUP4 355.14.f
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the cards offered: only those the effect lets you play, and can pay for.'),  # play_pick, RUP4 419.3
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the cards offered: only a card you are looking at that the effect lets you banish and play.'),  # look_play_pick, RUP4 427.5
    QT_TRANSLATE_NOOP("Refusal", 'Answer yes or no: pay this Repeat cost or not. It is asked only when it can be paid with the rest of the cost.'),  # repeat_choice, RUP4 820.1.c.2
    QT_TRANSLATE_NOOP("Refusal", 'Answer yes or no: use the ability of the card you are looking at or revealing as you look at or reveal it.'),  # as_looked_choice, RUP4 370.1.b.1
    QT_TRANSLATE_NOOP("Refusal", "There aren't enough cards in your trash to recycle for this cost."),  # recycle_cost_short, RUP4 416.3
    QT_TRANSLATE_NOOP("Refusal", 'This ability works only once you have played another card this turn (Legion, rule 812.1.c).'),  # legion_inactive, RUP4 727.1.b
    QT_TRANSLATE_NOOP("Refusal", 'This ability works only while you have {n} or more XP (Level).'),  # level_inactive, RUP4 824.1.d
    QT_TRANSLATE_NOOP("Refusal", 'You need {n} XP to spend for this.'),  # short_xp, RUP4 730.2
    QT_TRANSLATE_NOOP("Refusal", "This is already Empowered: its Empower can be used only while it isn't."),  # already_empowered, RUP4 827.1.c.1
    QT_TRANSLATE_NOOP("Refusal", "This ability works only while this is Empowered."),  # empowered_inactive, RUP4 828.1.c
    QT_TRANSLATE_NOOP("Refusal", "This isn't Empowered, so it can't be disempowered to pay this cost."),  # not_empowered_cost, RUP4 442.1.a
    QT_TRANSLATE_NOOP("Refusal", "An effect says you can't play cards this turn."),  # cant_play, RUP4 054.1
    QT_TRANSLATE_NOOP("Refusal", "An effect says you can't play spells this turn."),  # cant_play_spells, RUP4 054.1
    QT_TRANSLATE_NOOP("Refusal", "Units at this battlefield can't move to base."),  # cant_move_to_base, RUP4 054.1
    QT_TRANSLATE_NOOP("Refusal", "An effect says you can't move this unit this turn."),  # cant_move_unit, RUP4 054.1
    QT_TRANSLATE_NOOP("Refusal", 'This ability can be used only while its source is at a battlefield.'),  # act_only_at_battlefield, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", 'This ability can be used only once per turn: it was used this turn.'),  # act_once_per_turn, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", 'This ability can be used only once each turn, and only after you chose an enemy unit this turn.'),  # act_chose_enemy_once, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", 'This ability can be used only after your spells and abilities of your units chose enemy units or gear twice this turn.'),  # act_chose_enemy_twice, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", "This ability can be used only if you've played an Equipment this turn."),  # act_played_equipment, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", "A unit with Backline takes lethal damage only after its controller's other units without Backline."),  # assign_backline, RUP4 826.4.b
    QT_TRANSLATE_NOOP("Refusal", "An opponent's card here says your hidden cards can't be revealed at this battlefield."),  # hidden_locked, RUP4 054.1
    QT_TRANSLATE_NOOP("Refusal", "An opponent's card says you can only play units to your base."),  # units_base_only, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", "This card may only be played to a place where it can't enter now."),  # no_location, RUP4 054.2
    QT_TRANSLATE_NOOP("Refusal", "This card can be played only from your turn {n} on."),  # too_early, RUP4 054.1
    QT_TRANSLATE_NOOP("Refusal", "That option can't be chosen now: it has no legal choice, or it was already chosen this turn."),  # mode_unavailable, RUP4 355.3
    QT_TRANSLATE_NOOP("Refusal", "None of this ability's options can be chosen now."),  # no_mode_left, RUP4 402.3
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the players offered.'),  # player_choice, RUP4 355.9.a
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the tags offered.'),  # tag_choice, RUP4 355.1
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the revealed cards offered.'),  # revealed_choice, RUP4 424.4.a
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of the answers offered.'),  # vote_choice, RUP4 303.2.a
    QT_TRANSLATE_NOOP("Refusal", 'Choose the top or the bottom of the Main Deck, as the effect says.'),  # deck_place
    QT_TRANSLATE_NOOP("Refusal", 'Choose a card of your hand.'),  # deck_card, RUP4 359.3.d
    QT_TRANSLATE_NOOP("Refusal", 'Name one of the names offered: a card or tag that exists in the format.'),  # name_choice
    QT_TRANSLATE_NOOP("Refusal", "An opponent's card forbids you to play spells named {name}."),  # named_spell
    QT_TRANSLATE_NOOP("Refusal", 'You may set aside at most two cards.'),  # mulligan_limit, RUP4 117.1
    QT_TRANSLATE_NOOP("Refusal", 'You can end your turn only when nothing is on the chain and no showdown is under way.'),  # end_turn_chain, RUP4 316.9
    QT_TRANSLATE_NOOP("Refusal", 'A player can only concede for themselves.'),  # concede_self, RUP4 650
    QT_TRANSLATE_NOOP("Refusal", 'This player has already been removed from the game.'),  # concede_removed, RUP4 651.3
    QT_TRANSLATE_NOOP("Refusal", 'In 2v2 a player may show their own hand to another player in the game.'),  # show_hand, RUP4 489.8.f
    QT_TRANSLATE_NOOP("Refusal", 'That is not legal right now.'),  # not_legal, RUP4 410
    QT_TRANSLATE_NOOP("Refusal", 'The match is over.'),  # match_over, RUP4 486.6
    QT_TRANSLATE_NOOP("Refusal", "That does not answer the match's current question: {question}."),  # match_step, RUP4 486.5
    QT_TRANSLATE_NOOP("Refusal", 'Choose one of your three battlefields.'),  # match_bf_unknown, RUP4 486.4.a
    QT_TRANSLATE_NOOP("Refusal", "That battlefield was used in a game somebody won: it can't be chosen again in this match."),  # match_bf_removed, RUP4 486.5
    QT_TRANSLATE_NOOP("Refusal", 'A removed battlefield can be presented again only from game 4 of a best of five, once you have presented each of your battlefields.'),  # match_bf_reuse, RUP4 486.6.a.1
    QT_TRANSLATE_NOOP("Refusal", "A battlefield can't be presented more than twice in a match."),  # match_bf_twice, RUP4 486.6.a.2
    QT_TRANSLATE_NOOP("Refusal", "Sideboard cards can't be used in the first game of a match."),  # match_side_first, TR 403.5
    QT_TRANSLATE_NOOP("Refusal", 'After a drawn game nobody may sideboard for the next game.'),  # match_side_draw, TR 403.10
    QT_TRANSLATE_NOOP("Refusal", 'Exchange one card of your main deck for one card of your sideboard.'),  # match_swap, TR 403.4
    QT_TRANSLATE_NOOP("Refusal", 'Your Chosen Champion must be a champion unit of your legend from your main deck or sideboard.'),  # match_champion, TR 403.4.a
    QT_TRANSLATE_NOOP("Refusal", 'The loser of the previous game chooses to play first or last.'),  # match_order, TR 407.4
    QT_TRANSLATE_NOOP("Refusal", 'No game of the match is being played now.'),  # match_no_game, RUP4 486.5
]
