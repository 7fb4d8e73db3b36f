"""Static abilities: what holds while the card is in play, and its condition."""

from __future__ import annotations

from dataclasses import replace

from app.cards.text.keywords import _legion_lead, keyword_line, keyword_reminder
from app.engine.core.enums import CardType, Keyword
from app.engine.core.selects import Static
from app.engine.mechanics.wording import (
    CardTextError,
    _article,
    _noun,
    _price,
    _sentences,
    _signed,
    _Src,
)


def _static_text(st: Static, src: _Src) -> str:
    me = src.noun
    if st.op == "enter_ready" and st.scope.other:
        whom = _noun(st.scope, src, plural=True)
        if not whom.startswith("other"):
            whom = f"other {whom}"  # never the source itself
        return _sentences([f"{whom} enter the board ready"])
    if st.op == "enter_ready" and st.condition == "at_battlefield":  # where it enters
        return _sentences([f"if {me} is played to a battlefield, it enters the board ready"])
    if st.op == "enter_ready":
        lead = _static_condition(st, src, subject_self=True)
        text = f"{me} enters the board ready"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "cost_less" and st.per == "highest_might" and st.per_scope is not None:
        whom = _noun(st.per_scope, src, plural=True)
        return _sentences([f"{me}'s Energy cost is reduced by the highest Might among {whom}"])
    if st.op == "cost_less":  # cost-mod: the card's own cost
        text = f"{me} costs {_price(st.n, st.less_power)} less"
        if st.per == "count" and st.per_scope is not None:
            sel = st.per_scope
            what = ("card in your trash" if sel.kind == "trash_card" and not sel.same_name
                    else _noun(sel, src, plural=False))
            text += f" for each {what}"
        elif st.per == "cards_played":
            text += " for each card you have played this turn"
        elif st.per == "hold_points":
            text += " for each point you scored by holding battlefields this turn"
        elif st.per == "tags_among" and st.per_scope is not None:
            tags = st.per_scope.tags
            text += (f" for each of the tags {', '.join(tags[:-1])} and {tags[-1]} that units "
                     f"you control have between them")
        elif st.per is not None:
            raise CardTextError(f"no wording for cost_less per {st.per!r}")
        if st.minimum is not None:  # RUP4 356.4.e
            text += f", but this never makes it cost less than {st.minimum} Energy"
        if st.condition == "not_from_hand":  # the zone it is played from (RUP4 354)
            text += " when played from anywhere other than your hand"
        if st.condition == "legion":
            return _sentences([f"{_legion_lead(src.card)}{text}"])
        lead = _static_condition(st, src, subject_self=True)
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "ability_cost_less":  # cost-mod: its own activated abilities (RUP4 356.4)
        text = f"{me}'s activated abilities cost {st.n} Energy less"
        if st.per == "count" and st.per_scope is not None:
            text += f" for each {_noun(st.per_scope, src, plural=False)}"
        lead = _static_condition(st, src, subject_self=True)
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "cost_less_others":
        kind = {"unit": "units", "gear": "gear", "permanent": "units and gear"}[st.scope.kind]
        tag = f"{st.scope.tag} " if st.scope.tag else ""
        floor = (f", but never less than {st.minimum} Energy" if st.minimum else "")
        lead = ("while you control this battlefield, " if src.card.type is CardType.BATTLEFIELD
                else "")
        if st.condition == "first_each_turn":  # turn-history
            one = {"units": "unit", "gear": "gear", "units and gear": "unit or gear"}[kind]
            return _sentences([f"{lead}the first {tag}{one} card your team plays each turn "
                               f"costs {st.n} Energy less{floor}"])
        return _sentences([f"{lead}your {tag}{kind} cost {st.n} Energy less{floor}"])
    if st.op == "has_tap_abilities":  # grant-activated (RUP4 477.2, 414.5)
        side = "your" if st.scope.side == "friendly" else "your opponents'"
        return _sentences([f"{me} has every activated ability of {side} other legends, units "
                           f"and gear whose cost includes exhausting that card",
                           f"{me} uses them as its own: it exhausts itself to pay, and "
                           f"\"me\" or \"this\" in them means {me}"])
    if st.op == "reveal_look_first":  # a replacement of the reveal (RUP4 370.1.b)
        return _sentences(["whenever you would reveal cards from the top of a Main Deck, you "
                           "first look at its top card (only you see it) and may recycle it; "
                           "then reveal those cards"])
    if st.op == "ignore_keyword" and st.keyword is Keyword.DEFLECT:  # RUP4 766
        return _sentences(["when paying this spell's cost, ignore Deflect on the units it "
                           "chooses"])
    if st.op == "ignore_keyword":  # RUP4 766-767: only its controller, only here
        assert st.keyword is not None
        return _sentences([f"while you assign combat damage at {me}'s battlefield, enemy "
                           f"units there are treated as not having {st.keyword.value}"])
    if st.op == "deck_any_copies":  # beyond RUP4 103.2.b
        return _sentences([f"a deck can hold any number of cards named {src.card.name}"])
    if st.op == "cant_be_countered":  # RUP4 425, 358.3.a
        return _sentences([f"{me} can't be countered"])
    if st.op == "adds_more":  # RUP4 429
        lead = _static_condition(st, src, subject_self=False)
        one = _noun(replace(st.scope, side="any"), src, plural=False)
        text = (f"the Add ability of each {one} you control adds {st.n} Energy more as it "
                f"resolves")
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "any_damage_lethal":  # RUP4 142.4.c
        return _sentences(["any amount of damage from you on an enemy unit (even 1) is "
                           "lethal: that unit dies, and in combat you need assign it only 1"])
    if st.op == "tie_recall_all":  # RUP4 740.3.a, 466.1.a.2
        return _sentences(["if a combat in which you are the attacker ends in a tie (units of "
                           "both players still there), send every unit there back to its base "
                           "instead of only the attackers (this is not a move)"])
    if st.op == "replace_death" and st.optional:  # with a cost, optional (RUP4 371.2)
        whom = _article(_noun(st.scope, src, plural=False))
        costs = []
        if st.cost_energy or st.cost_power:
            costs.append("pay " + _price(st.cost_energy, st.cost_power))
        if st.exhaust_self:
            costs.append(f"exhaust {me}")
        if st.spend_buff:
            costs.append("spend that unit's buff")
        cost = costs[0] if len(costs) == 1 else ", ".join(costs[:-1]) + " and " + costs[-1]
        when = " during a combat there" if st.condition == "during_combat" else ""
        who = "its controller" if src.card.type is CardType.BATTLEFIELD else "you"
        return _sentences([f"if {whom} would die{when}, {who} may {cost} to heal it, exhaust "
                           f"it and send it back to its base instead (this is not a move)"])
    if st.op == "replace_death" and st.scope.where == "self":  # an Equipment's Effect Text:
        # "this" is the gear, "me" the unit it is attached to (RUP4 136.2.d)
        return _sentences([f"if {me} would die, kill this gear instead; then heal {me}, "
                           f"exhaust it and send it back to its base (this is not a move)"])
    if st.op == "replace_death" and st.keep_source:  # RUP4 370.1.a.1, 370.4
        noun = _noun(st.scope, src, plural=False)
        whom = f"another {noun}" if st.scope.other else _article(noun)
        return _sentences([f"if {whom} would die, it is healed, exhausted and sent back to its "
                           f"base in place of dying (this is not a move)"])
    if st.op == "replace_death":  # death-replacement (RUP4 370.1.a.1)
        whom = _article(_noun(st.scope, src, plural=False))
        return _sentences([f"if {whom} would die, kill {me} instead; then heal that unit, "
                           f"exhaust it and send it back to its base (this is not a move)"])
    if st.op == "untargetable" and st.scope.where != "self":  # RUP4 757-758
        whom = _noun(replace(st.scope, side="any"), src, plural=True)
        if st.condition is not None:
            raise CardTextError(f"no wording for untargetable with {st.condition!r}")
        return _sentences([f"enemy spells and abilities can't choose any of your {whom}"])
    if st.op == "untargetable":  # RUP4 757-758
        text = f"enemy spells and abilities can't choose {me}"
        if st.condition == "not_in_combat":
            return _sentences([f"{text} unless it is in combat (attacking or defending)"])
        if st.condition is not None:
            raise CardTextError(f"no wording for untargetable with {st.condition!r}")
        return _sentences([text])
    if st.op == "no_combat_damage" and st.scope.where != "self":  # combat-dmg-mods (465.2.a)
        return _sentences([f"{_noun(st.scope, src, plural=True)} deal no combat damage"])
    if st.op == "no_combat_damage":  # combat-dmg-mods (RUP4 465.2.a)
        lead = _static_condition(st, src, subject_self=True)
        text = f"{me} deals no combat damage"
        return _sentences([f"{text} {lead}" if lead else text])
    if st.op == "no_enemy_spell_damage":  # damage-prevention (RUP4 437)
        lead = _static_condition(st, src, subject_self=True)
        text = (f"damage that enemy spells and abilities would deal to {me} is prevented "
                f"(not combat damage)")
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "no_damage":  # damage-prevention (RUP4 437.4)
        lead = _static_condition(st, src, subject_self=True)
        if lead:
            return _sentences([f"{lead}, it can't be dealt damage: any damage to it is "
                               f"prevented"])
        return _sentences([f"{me} can't be dealt damage: any damage to it is prevented"])
    if st.op == "chosen_harm_to_might":  # a replacement (RUP4 370.1)
        return _sentences([f"if a spell or ability that chooses {me} would stun it, give it "
                           f"-Might, or return it to its owner's hand, {me} gets +{st.n} Might "
                           f"this turn instead"])
    if st.op == "yours_cant_be_countered":  # RUP4 425, 358.3.a
        return _sentences(["your spells and abilities can't be countered"])
    if st.op == "chosen_extra_weaken":  # a replacement (RUP4 370.1)
        return _sentences([f"if a spell or ability you control would give a unit it chooses "
                           f"-Might, it gives that unit an additional -{st.n} Might"])
    if st.op == "empower_limit":  # RUP4 441.1.c.1: card text over 441.1.b
        if st.condition is not None or st.n < 2:
            raise CardTextError("no wording for this 'empower_limit'")
        return _sentences([f"{me} can be Empowered up to {st.n} times (each time is counted)"])
    if st.op == "enter_exhausted":
        return _sentences([f"{me} enters the board exhausted"])
    if st.op == "no_trigger" and st.keyword is not None:  # RUP4 816.1.b
        return _sentences([f"{st.keyword.value} doesn't trigger for "
                           f"{_noun(st.scope, src, True)}"])
    if st.op == "extra_trigger" and st.keyword is not None:  # extra-trigger
        times = "an additional time" if st.n == 1 else f"{st.n} additional times"
        return _sentences([f"your {st.keyword.value} effects trigger {times}"])
    if st.op == "extra_trigger" and st.condition in ("conquer_here", "hold_here"):
        times = "an additional time" if st.n == 1 else f"{st.n} additional times"
        verb = st.condition.removesuffix("_here")
        return _sentences([f"when you {verb} the battlefield {me} is at, your {verb} effects "
                           f"(abilities that trigger when you or your units {verb}) trigger "
                           f"{times}"])
    if st.op == "hide_slots":  # RUP4 107.3.b.1
        more = "1 more card" if st.n == 1 else f"{st.n} more cards"
        return _sentences([f"you may hide {more} at this battlefield than usual (its "
                           f"Facedown Zone holds {st.n + 1} cards)"])
    if st.op == "hide_cost":  # hide-cost: an alternative cost of hiding (RUP4 811.1.b)
        return _sentences([f"when you hide a card with Hidden, you may pay {st.n} Energy "
                           f"instead of 1 Power of any domain"])
    if st.op == "grant_repeat":  # RUP4 820.1.c
        lead = _static_condition(st, src, subject_self=False)
        text = (f"your spells have Repeat — pay {_price(st.cost_energy, st.cost_power)} "
                f"{keyword_reminder(Keyword.REPEAT)}")
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "repeat_less":  # a discount of each Repeat cost (RUP4 356.4.c)
        lead = ("while you control this battlefield" if src.card.type is CardType.BATTLEFIELD
                else _static_condition(st, src, subject_self=False))
        text = f"Repeat costs of your spells cost {st.n} Energy less"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "victory_score":  # alt-victory (RUP4 194.3.a)
        pts = f"{st.n} more point{'s' if st.n != 1 else ''}"
        return _sentences([f"players need {pts} to win the game"])
    if st.op == "never_ready":  # restrictions (RUP4 054.1, 315.1)
        return _sentences([f"{src.noun} can't be readied (not even in your Awaken Phase)"])
    if st.op == "no_ready":  # restrictions (RUP4 054.1)
        lead = _static_condition(st, src, subject_self=True)
        text = f"spells and abilities can't ready {_noun(st.scope, src, plural=True)}"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "opponents_units_to_base":  # restrictions (RUP4 054.2)
        lead = _static_condition(st, src, subject_self=True)
        text = "your opponents can play units only into their base"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "opponents_no_points":  # restrictions (RUP4 054.1, 468.1)
        lead = _static_condition(st, src, subject_self=True)
        text = ("your opponents can't gain points (they still conquer and hold battlefields, "
                "without the point)")
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "no_play_before_turn":  # restrictions (RUP4 054.1)
        early = ["first", "second", "third", "fourth", "fifth"][:st.n - 1]
        turns = early[0] if len(early) == 1 else ", ".join(early[:-1]) + " or " + early[-1]
        return _sentences([f"you can't play {me} on your {turns} turn"
                           f"{'s' if len(early) > 1 else ''}"])
    if st.op == "early_score_draws":  # a replacement of the point (RUP4 370.1, 471.1)
        early = ["first", "second", "third", "fourth", "fifth"][:st.n]
        turns = early[0] if len(early) == 1 else ", ".join(early[:-1]) + " or " + early[-1]
        return _sentences([f"if a player would score 1 point by conquering or holding during "
                           f"their {turns} turn, they draw 1 card instead"])
    if st.op == "channel_at_most":  # restrictions (RUP4 054.1, 315.3)
        lead = _static_condition(st, src, subject_self=True)
        runes = "1 rune" if st.n == 1 else f"{st.n} runes"
        text = (f"players channel only {runes} at the start of their Channel Phase (the first "
                f"turn's extra rune included)")
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "no_score_before_turn":  # restrictions (RUP4 054.1, 469)
        nth = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(st.n, f"{st.n}th")
        return _sentences([f"before their {nth} turn, players can't score {src.noun}: they "
                           f"don't conquer or hold it (no point and no conquer or hold "
                           f"triggers), though they can still take control of it"])
    if st.op == "no_enemy_reveal_here":  # restrictions (RUP4 054.1, 811.1.c.3)
        if st.condition is not None:
            raise CardTextError("no wording for a conditional 'no_enemy_reveal_here'")
        return _sentences([f"your opponents can't play their facedown cards at {src.noun}'s "
                           f"battlefield (doing so would reveal them)"])
    if st.op == "equipment_keyword" and st.keyword is not None:  # RUP4 718.3
        return _sentences([f"each Equipment you control gives the unit it is attached to "
                           f"{keyword_line(st.keyword, st.n)}"])
    if st.op == "conquer_hold_alike":  # RUP4 383.4.c
        return _sentences([f"{me}'s abilities that trigger when it holds trigger when it "
                           f"conquers as well, and those that trigger when it conquers trigger "
                           f"when it holds as well"])
    if st.op == "double_equipment_bonus":  # RUP4 718.4
        return _sentences([f"each Equipment attached to {me} gives it twice its printed Might "
                           f"Bonus"])
    if st.op == "token_copy":  # an optional replacement, once each turn (RUP4 367-375)
        where = f" while {me} is at a battlefield" if st.condition == "at_battlefield" else ""
        return _sentences([f"once each turn, if you would play a unit token{where}, you may "
                           f"play that token and an additional copy of it instead"])
    if st.op == "copy_attached":  # a copy effect while attached (RUP4 477.1.b)
        return _sentences([f"as {me} is attached to a unit, choose another unit you control: "
                           f"the unit {me} is attached to becomes a copy of it (its name, "
                           f"cost, Might, tags and text) until {me} is detached; it keeps its "
                           f"damage, buffs and other changes"])
    if st.op == "copy_text_attached":  # a copy of text while attached (FAQ-VENDETTA)
        return _sentences([f"as {me} is attached to a unit, {me} copies that unit's own text "
                           f"(its keywords and abilities, not those other effects give it): "
                           f"the unit has that text once more until {me} is detached"])
    if st.op == "chosen_tag":  # a choice as it is played (RUP4 355.1)
        tags = st.scope.tags
        return _sentences([f"as you play {me}, choose {', '.join(tags[:-1])} or {tags[-1]}: "
                           f"{me} has that tag besides its own"])
    if st.op == "tag" and st.scope.where == "self":  # "I am a Mech" (RUP4 133.8)
        return _sentences([f"{me} is a {st.tag} too (it has that tag besides its own)"])
    if st.op == "no_enemy_move" and st.scope.where == "self":  # restrictions (RUP4 054.1)
        return _sentences([f"spells and abilities your opponents control can't move {me} "
                           f"(moving it yourself still works)"])
    if st.op == "no_move_to_base":  # restrictions (RUP4 054.1; a recall is no move, 456.3)
        if st.scope.where == "self":
            return _sentences([f"{me} can't move to base (it can still be sent back there, "
                               f"which is not a move)"])
        whom = ("units at this battlefield" if src.card.type is CardType.BATTLEFIELD
                and st.scope.where == "here" else _noun(st.scope, src, plural=True))
        return _sentences([f"{whom} can't move to base (they can still be sent back there, "
                           f"which is not a move)"])
    if st.op == "move_here_anywhere":  # bf-tokens (RUP4 144.4)
        return _sentences(["units can move to this battlefield from anywhere: from a base or "
                           "from another battlefield"])
    if st.op == "add_battlefield":  # bf-tokens (RUP4 439, 369.3)
        return _sentences([f"as you play {me}, if there is no {st.card} battlefield on the "
                           f"board, put a {st.card} battlefield token there; if you do, {me} "
                           f"enters at it, wherever it would have entered"])
    if st.op == "no_units_played_here":  # restrictions (RUP4 054.1)
        return _sentences(["units can't be played to this battlefield, tokens included, by "
                           "anyone or anything"])
    if st.op == "play_to_open" and st.scope.side == "friendly":
        return _sentences(["friendly units can be played onto open battlefields (battlefields "
                           "nobody controls with no units on them)"])
    if st.op == "play_to_open":
        return _sentences([f"you can play {me} onto an open battlefield"])
    if st.op == "ambush_to_enemy":  # Ambush as a verb (RUP4 822.1.d)
        return _sentences([f"{me} can also be played by Ambush onto a battlefield where there "
                           "are enemy units, even if you have no units there"])
    if st.op == "ambush_to_killed":  # Ambush as a verb (RUP4 822.3.a)
        return _sentences([f"{me} can also be played by Ambush onto the battlefield where the "
                           "unit killed for its additional cost was, even if no other unit of "
                           "yours is there"])
    if st.op == "play_to_enemy_alone":  # play-locations (RUP4 170.11.a, 740.2.a)
        who = "friendly units" if st.scope.side == "friendly" else me
        return _sentences([f"{who} can be played onto a battlefield with units on it if an "
                           "enemy unit there has no other unit friendly to it there"])
    if st.op == "play_to_attacked":  # play-locations
        return _sentences([f"you can play {me} onto a battlefield where you are the attacker "
                           f"in a combat"])
    if st.op == "play_only_conquered":  # restrictions (RUP4 054.2)
        return _sentences([f"you can play {me} only onto a battlefield you conquered this turn "
                           f"(nowhere else)"])
    if st.op == "play_to_occupied_enemy":
        return _sentences([f"you can play {me} onto a battlefield an opponent controls that has "
                           "a unit on it"])
    if st.op == "any_buffs":
        if st.condition is not None:
            raise CardTextError("no wording for a conditional 'any_buffs'")
        if st.scope.where == "self":
            return _sentences([f"{me} can have any number of buffs"])
        return _sentences([f"{_noun(st.scope, src, plural=True)} can have any number of buffs"])
    if st.op == "spell_discount":
        lead = _static_condition(st, src, subject_self=False)
        who = ("spells you and your teammates play" if st.scope.side == "friendly"
               else "spells you play")
        text = (f"{who} cost {st.n} Energy less, but never less than "
                f"1 Energy")  # fmt: skip
        if st.less_power:  # RUP4 356.4
            text += f", and {_price(0, st.less_power)} less"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "name_tag_as_played":  # RUP4 355.1, 763
        return _sentences([f"as you play {src.noun}, name a tag (one that exists in "
                           f"Riftbound)"])
    if st.op == "opponents_cant_play_named":  # RUP4 054.1
        lead = _static_condition(st, src, subject_self=True)
        text = f"opponents can't play spells with the name named for {src.noun}"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "skip_draw":
        return _sentences(["you skip your Draw Phase (you draw no card then)"])
    if st.op == "play_from_trash":
        return _sentences(["you may play cards from your trash, paying their cost as usual"])
    if st.op == "trash_to_banish":  # a replacement (RUP4 367)
        return _sentences(["a card that would go to your trash from anywhere except your "
                           "Main Deck goes to your Banishment instead"])
    if st.op == "play_here_paying":  # an additional cost and where it enters (356.2, 355.2)
        noun = _noun(st.scope, src, plural=False)
        return _sentences([f"whoever plays {_article(noun)} may pay {_price(0, st.cost_power)}"
                           f" on top of its cost; if they do, it enters {src.noun}"])
    if st.op == "first_gear_ability_less":  # RUP4 356.4
        return _sentences([f"while you control {src.noun}, the first activated ability of a "
                           f"gear you control that you use each turn costs {st.n} Energy less"])
    if st.op == "move_tax":  # an applied cost (RUP4 204.4)
        return _sentences([f"to move several units to {src.noun}'s battlefield at the same "
                           f"time, an opponent must pay {_price(0, st.cost_power)} for each "
                           f"unit beyond the first"])
    if st.op == "reaction_tax_here":  # a cost increase (RUP4 356.3)
        return _sentences([f"during a showdown at {src.noun}, cards with Reaction (hidden "
                           f"cards too) cost {_price(0, st.cost_power)} more to play"])
    if st.op == "optional_costs_less":  # RUP4 356.4.c
        return _sentences([f"each optional additional cost you pay (Accelerate and Repeat "
                           f"among them) costs {_price(st.n, ())} or "
                           f"{_price(0, st.less_power)} less (your choice)"])
    if st.op == "empower_less_here":  # RUP4 441, 356.4
        return _sentences([f"the Empower costs of units you control at {src.noun} cost "
                           f"{_price(st.n, ())} or {_price(0, st.less_power)} less (your "
                           f"choice)"])
    if st.op == "chose_me_less":  # RUP4 356.4.d
        return _sentences([f"each spell of yours that chooses {src.noun} costs "
                           f"{_price(st.n, ())} or {_price(0, st.less_power)} less (your "
                           f"choice)"])
    if st.op == "chose_here_less":  # RUP4 356.4
        return _sentences([f"each spell that chooses one or more units at {src.noun} "
                           f"controlled by that spell's controller costs "
                           f"{_price(0, st.less_power)} less"])
    if st.op == "ignore_deflect_here":  # RUP4 809; FAQ-VENDETTA, Heisho
        return _sentences(["while paying for a spell or ability that chooses anything at "
                           f"{src.noun}, players ignore Deflect (no extra Power for it)"])
    if st.op == "flow_less":  # a discount of the Flow cost (RUP4 356.4, 829.1.c.1)
        text = (f"playing a spell from your trash for its Flow cost costs you {st.n} Energy "
                f"less")
        if st.minimum is not None:
            text += f", but never less than {st.minimum} Energy"
        return _sentences([text])
    if st.op == "spell_tax":  # a cost increase (RUP4 356.3)
        lead = _static_condition(st, src, subject_self=False)
        text = f"spells your opponents play cost {_price(st.n, st.cost_power)} more"
        return _sentences([f"{lead}, {text}" if lead else text])
    if st.op == "bonus_damage" and st.per == "times_dealt" \
            and st.condition in (None, "played_again"):  # a spell's own (RUP4 713)
        lead = (f"if {me} was played again by its own instruction, "
                if st.condition == "played_again" else "")
        return _sentences([f"{lead}each instance of damage {me} deals is {st.n} higher for "
                           f"each time {me} has already dealt damage this turn (Bonus Damage)"])
    if st.op == "bonus_damage":
        if st.condition is not None:
            raise CardTextError("no wording for conditional bonus damage")
        n = st.n
        if st.scope.where == "self" and st.per_scope is not None:  # a spell's own (RUP4 713)
            return _sentences([
                f"each instance of damage {me} deals is {n} higher for each "
                f"{_noun(st.per_scope, src, plural=False)} (Bonus Damage)"])
        if st.scope.where == "any" and st.scope.side == "any":
            return _sentences([
                f"each instance of damage from your spells and abilities is {n} higher "
                f"(Bonus Damage {n})"
            ])
        whom = _noun(st.scope, src, plural=True)
        return _sentences([
            f"each instance of damage that any spell or ability deals to {whom} is {n} higher "
            f"(Bonus Damage {n})"
        ])
    if st.op in ("might", "keyword"):
        if st.scope.where == "self":
            subject, verb = me, "has"
        else:
            other = "other " if st.scope.other else ""
            subject, verb = f"each {other}{_noun(st.scope, src, plural=False)}", "has"
        if st.op == "might":
            what = f"{_signed(st.n)} Might"
            if st.per == "your_points":
                what += " for each point you have"
            elif st.per == "count" and st.per_scope is not None:
                other = "other " if st.per_scope.other else ""
                what += f" for each {other}{_noun(st.per_scope, src, plural=False)}"
            elif st.per == "cards_played":
                what += " for each card you have played this turn"
            elif st.per == "times_empowered":  # RUP4 441.1.c.1
                what += f" for each time {me} is Empowered"
            elif st.per is not None:
                raise CardTextError(f"no wording for per {st.per!r}")
            if st.minimum is not None:  # "-N Might, to a minimum of M"
                what += f", but not below {st.minimum} Might"
        elif st.per == "count" and st.per_scope is not None:  # dyn-amount
            assert st.keyword is not None
            each = "" if (st.n or 1) == 1 else f"{st.n} times "
            reminder = keyword_reminder(st.keyword, 1)  # "(Gains +1 Might ...)"
            what = (f"{st.keyword.value} equal to {each}the number of "
                    f"{_noun(st.per_scope, src, plural=True)} (each instance: "
                    f"{reminder[1].lower()}{reminder[2:]}")
        else:
            assert st.keyword is not None
            what = keyword_line(st.keyword, st.n or 1)
            if st.if_lacking:
                subject += f" that doesn't already have {st.keyword.value}"
        if st.condition == "played_not_from_hand":  # the unit being played (RUP4 354)
            subject = (f"each {_noun(replace(st.scope, where='any'), src, plural=False)} "
                       f"played from anywhere other than a player's hand")
        cond = _static_condition(st, src, subject_self=st.scope.where == "self")
        if cond.startswith("while it") or cond.startswith("while you"):
            return _sentences([f"{subject} {verb} {what} {cond}"])
        return _sentences([f"{cond}, {subject} {verb} {what}" if cond else
                           f"{subject} {verb} {what}"])  # fmt: skip
    raise CardTextError(f"no wording for static op {st.op!r}")


def _static_condition(st: Static, src: _Src, subject_self: bool) -> str:
    lead = _condition_phrase(st, src, subject_self)
    if st.if_control is None:
        return lead
    # cond-control: "if you control another Mech" / "if an opponent controls a stunned unit"
    sel = replace(st.if_control, side="any", other=False)
    if st.if_control.side == "enemy":
        who, verb, whose = "an opponent", "controls", "their"
    else:
        who, verb, whose = "you", "control", "your"
    # the card is not on the board as it is played or enters, so it never counts itself:
    # "another" when it would match
    kinds = {"unit": (CardType.UNIT,), "gear": (CardType.GEAR,),
             "permanent": (CardType.UNIT, CardType.GEAR),
             "something": (CardType.UNIT, CardType.GEAR, CardType.LEGEND), "rune": ()}[sel.kind]
    other = st.if_control.side != "enemy" and src.card.type in kinds and (
        sel.tag is None or sel.tag in src.card.tags)
    one, many = _noun(sel, src, False), _noun(sel, src, True)
    if sel.where == "base":  # what a player controls in a base is in their own base
        one, many = (x.replace(" in a base", f" in {whose} base") for x in (one, many))
    what = (("another " + one if other else _article(one)) if st.if_count == 1
            else f"{st.if_count} or more {'other ' if other else ''}{many}")
    control = f"if {who} {verb} {what}"
    return f"{lead} and {control[3:]}" if lead else control


def _condition_phrase(st: Static, src: _Src, subject_self: bool) -> str:
    c = st.condition
    if c is None:
        return ""
    if c == "unit_died":  # turn-history
        return "if a unit has died this turn"
    if c == "not_in_combat":  # RUP4 459
        return f"unless {'it' if subject_self else src.noun} is in combat (attacking or defending)"
    if c == "fully_empowered":  # RUP4 441.1.c.1
        return f"while {src.noun} is Empowered as many times as it can be"
    if c == "runes_at_most":
        return f"if you control {st.within} or fewer runes"
    if c == "chose":  # cost-mod: a target chosen as it is played (RUP4 355, 356)
        return f"if you choose {_article(_noun(st.scope, src, plural=False))} for it"
    if c == "in_combat":  # RUP4 459
        return f"while {'it' if subject_self else src.noun} is in combat (attacking or defending)"
    if c in ("not_from_hand", "played_not_from_hand"):  # worded with the discount (by
        # 'cost_less') or with the units it applies to (by 'keyword')
        return ""
    if c == "hand_at_most":  # cond-hand
        return f"if you have {st.within} or fewer cards in your hand"
    if c == "defending_alone":
        return "while it defends alone"
    if c == "attacking_or_defending_alone":
        return "while it attacks or defends alone"
    if c == "runes_8":
        return "while you control 8 or more runes"
    if c in ("one_other_here", "not_one_other_here"):  # cond-alone
        it = "it" if subject_self else src.noun
        return (f"{'while' if c == 'one_other_here' else 'unless'} {it} is at a battlefield "
                f"where you control exactly one other unit")
    if c == "near_victory":  # cond-score
        return (f"while your score is within {st.within} points of the Victory Score (the "
                f"points needed to win)")
    if c == "not_near_victory":  # cond-score
        return (f"if your score is not within {st.within} points of the Victory Score (the "
                f"points needed to win)")
    if c == "other_unit_here":  # cond-alone (RUP4 740.2.a)
        return f"while you control another unit at the same place as {src.noun}"
    if c == "attacking_with_other":
        return f"while {'it' if subject_self else src.noun} attacks together with another unit"
    if c == "stunned_enemy_here":
        return f"while there is a stunned enemy unit {src.here}"
    if c == "name_in_trash":
        return f"if you have a card named {src.card.name} in your trash"
    if c == "friendly_died_in_beginning":  # turn-history (RUP4 315.2)
        return "if a friendly unit died during your Beginning Phase this turn"
    if c == "extra_cost_paid":  # enter-state, as it was played (RUP4 356.2.b)
        return "if its optional additional cost was paid"
    if c == "bf_two_units":
        return "if you control a battlefield with exactly two units there (anyone's)"
    if c == "buffed":
        return "while it is buffed" if subject_self else f"while {src.noun} is buffed"
    if c == "at_battlefield":
        if src.card.type is not CardType.UNIT:
            raise CardTextError("'at_battlefield' is worded for units")
        return f"as long as {src.noun} is at a battlefield"
    if c == "discarded_this_turn":
        return "if you have discarded a card this turn"
    if c == "gained_xp":  # RUP4 730.1
        return "if you have gained XP this turn"
    if c == "opponent_controls_bf":
        return "if an opponent controls a battlefield"
    if c == "opponent_near_victory":  # cond-score
        return (f"if an opponent has a score within {st.within} points of the Victory Score "
                f"(the points needed to win)")
    if c == "moved_twice":  # turn-history
        return f"if {src.noun} has moved at least twice this turn"
    if c == "enemy_unit_died":
        return "if an enemy unit has died this turn"
    if c == "in_showdown":
        return ("while it is in a showdown" if subject_self
                else f"while {src.noun} is in a showdown")
    if c == "spell_spent_4":  # turn-history
        return "if you have spent 4 or more Energy to play a spell this turn"
    if c == "power_spent_2":  # turn-history
        return "if you have spent 2 or more Power this turn"
    if c in ("empowered", "not_empowered"):  # RUP4 441.2: the source's status
        return f"while {src.noun} is{'' if c == 'empowered' else ' not'} Empowered"
    if c == "mighty":  # RUP4 708
        return ("while it is Mighty (5 Might or more)" if subject_self
                else f"while {src.noun} is Mighty (5 Might or more)")
    if c == "attached_this_turn":  # an Equipment's Effect Text: "this" is the gear (136.2.d)
        return f"if this gear was attached to {src.noun} this turn"
    if c == "one_other_here":
        return (f"while {'it' if subject_self else src.noun} is at a battlefield with exactly "
                f"one other unit you control")
    raise CardTextError(f"no wording for static condition {c!r}")
