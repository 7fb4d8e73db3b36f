"""An ability's effect, step by step: one sentence per step, with its condition and duration."""

from __future__ import annotations

from app.cards.text.costs import _choose, _exhaust_me, _pay_to, _price
from app.cards.text.equipment import attach_text, detach_text
from app.cards.text.keywords import keyword_line
from app.cards.text.plays import _others_pick_text, _pbe_body, _pick_text
from app.cards.text.wording import (
    _NUMBERS,
    _TYPE_NOUN,
    CardTextError,
    _acted_on,
    _article,
    _cap,
    _cards,
    _duration,
    _noun,
    _reminder_of,
    _sentences,
    _signed,
    _slot_ref,
    _Src,
    _to_each,
)
from app.engine.abilities import Ability, Step
from app.engine.core.enums import CardType


def _step_body(step: Step, ability: Ability, src: _Src) -> str:
    if step.op in ("banish", "play", "look_play", "extra_turn", "reveal_play", "look_banish"):
        return _pbe_body(step, ability, src)
    delayed = _delayed_body(step, src)
    if delayed is not None:
        return delayed
    if step.op == "delay_next":
        abilities = src.card.abilities
        if not (0 <= step.n < len(abilities)) or abilities[step.n].kind != "delayed":
            raise CardTextError(f"'delay_next' names no delayed ability (#{step.n})")
        later = _effect(abilities[step.n], src)
        watched = _acted_on(step, ability, src)
        return (f"the next time {watched.subj} takes damage this turn: "
                f"{later[:1].lower()}{later[1:]}")
    op, n = step.op, step.n
    if op == "draw" and step.who == "each_player":
        return f"each player draws {_cards(n or 1)}"
    if op == "draw" and step.who == "its_controller" and step.target is not None:
        ref = _slot_ref(ability, step.target)
        who = f"{ref.poss} {'controllers each draw' if ref.plural else 'controller draws'}"
        return f"{who} {_cards(n or 1)}"
    if op == "prevent_spell_damage":  # RUP4 437
        return ("this turn, prevent all damage that spells and abilities would deal "
                "(combat damage isn't prevented)")
    if op == "hide_free":
        return "for the rest of this turn, hiding a card costs you nothing"
    if op == "discard_hand":
        if step.who == "each_player":
            return "each player discards their whole hand"
        if step.who == "you":
            return "discard your whole hand"
        raise CardTextError(f"no wording for discard_hand by {step.who!r}")
    if op == "draw" and step.who == "that_player":
        return f"that player draws {_cards(n or 1)}"
    if op == "draw" and step.per_scope is not None:  # "for each", counted as it resolves
        return f"draw {_cards(n or 1)} for each {_noun(step.per_scope, src, plural=False)}"
    if op == "draw":
        return f"draw {_cards(n or 1)}"
    if op == "cant_play":  # restrictions
        return "for the rest of this turn, your opponents can't play cards"
    if op == "might_to":
        if len(ability.targets) != 2:
            raise CardTextError("'might_to' is worded for two single-unit slots")
        return ("this turn, the first chosen unit's Might is raised to the second chosen "
                "unit's Might as this resolves (nothing happens if it is already as high)")
    if op == "discard":
        return f"discard {_cards(n or 1)}"
    if op == "channel" and step.amount == "spent":  # buff-spend
        runes = "1 rune for each buff spent this way"
        return f"channel {runes}, {'exhausted' if step.exhausted else 'ready'}"
    if op == "spend_buffs":  # buff-spend, on resolution (RUP4 702.2.b)
        whom = (_noun(step.scope, src, plural=True) if step.scope is not None
                else "units").removeprefix("friendly ")
        if step.n == 1:
            return f"for each of your {whom}, you may spend its buff"
        return f"spend as many buffs of your {whom} as you choose (none at all is allowed)"
    if op == "channel":
        runes = "1 rune" if n == 1 else f"{n} runes"
        who = "channel"
        if step.who == "that_player":  # trig-phase
            who = "that player channels"
        if step.target is not None:  # "its owner channels"
            ref = _slot_ref(ability, step.target)
            who = f"{ref.poss} {'owners each channel' if ref.plural else 'owner channels'}"
        if step.exhausted:
            return f"{who} {runes}, which {'enters' if n == 1 else 'enter'} exhausted"
        return f"{who} {runes}"
    if op == "activate" and step.scope is not None:  # extra-trigger (RUP4 383.4.g)
        whom = _noun(step.scope, src, plural=True)
        return (f"the {step.effects} effects of {whom} trigger as if each of them had just "
                f"{step.effects}ed (if their other conditions are met)")
    if op == "return_champion":  # RUP4 108.3.c.1
        return ("return your Chosen Champion from your trash to your Champion Zone, if that "
                "zone is empty")
    if op == "win":  # alt-victory (RUP4 195)
        return "you win the game"
    if op == "point" and step.who == "that_player":
        return f"that player gains {n} point{'s' if n != 1 else ''}"
    if op == "point":
        return f"gain {n} point{'s' if n != 1 else ''}"
    if op == "predict":  # with its reminder, as keywords have theirs (RUP4 436.1)
        if n <= 1:
            return "predict (peek at your Main Deck's top card; you may then recycle it)"
        return (f"predict {n} (peek at your Main Deck's top {n} cards, recycle any of them "
                f"and put the others back on top in any order)")
    if op == "look_take":  # as many as there are; the rest together, in a random order (416.5)
        return (f"look at the top {_cards(n)} of your Main Deck, put 1 of them into your hand "
                f"and recycle the rest (to the bottom of your Main Deck)")
    if op == "units_enter_ready":
        return "for the rest of this turn, each unit you play enters ready"
    if op == "add_energy":
        return f"add {n} Energy"
    if op == "buff_might":
        return (f"for the rest of this turn, each buff on a friendly unit gives it "
                f"{n} more Might")
    if op == "add_power":
        if step.domain is None:
            return f"add {n} Power of any domain"
        return f"add {n} {step.domain.value} Power"
    if op == "token":
        ready = "ready " if step.ready else ""
        if step.card is None:
            raise CardTextError("a 'token' step names no token")
        kind, with_might = _token_kind(step.card)
        tokens = (f"a {ready}{kind} token{with_might}" if n == 1
                  else f"{_NUMBERS.get(n, str(n))} {ready}{kind} tokens{with_might}")
        if step.to == "base":
            return f"play {tokens} in your base"
        if step.to == "here":
            return f"play {tokens} {src.here}"
        if step.to == "choose":
            each = "it" if n == 1 else "each"
            return f"play {tokens}; put {each} in your base or at a battlefield you control"
        raise CardTextError(f"no wording for token destination {step.to!r}")
    if op == "deal_might":
        if len(ability.targets) == 2:
            return "the first chosen unit deals damage equal to its Might to the second"
        if src.card.type is CardType.UNIT:
            return f"{src.noun} deals damage equal to its Might to the chosen unit"
        raise CardTextError("'deal_might' with one slot needs a unit source")
    if op == "fight" and step.scope is not None and step.scope.where == "with_first":
        # dependent targets: the second unit is chosen on resolution (RUP4 355.17)
        from dataclasses import replace as _with

        what = _noun(_with(step.scope, where="any"), src, plural=False)
        return (f"then choose another {what} at the chosen unit's location (chosen as this "
                f"resolves). Each of the two deals damage equal to its Might to the other")
    if op == "fight":
        if len(ability.targets) == 2 and all(t.count == 1 for t in ability.targets):
            return "each of the two chosen units deals damage equal to its Might to the other"
        if (len(ability.targets) == 1 and ability.targets[0].count == 1
                and src.card.type is CardType.UNIT):
            return (f"{src.noun} and the chosen unit each deal damage equal to its Might "
                    f"to the other")
        raise CardTextError("'fight' is worded for two single-unit slots")
    if op in ("kill", "return_hand") and step.who in ("each_player", "each_player_next"):
        return _pick_text(step, src)
    if op in ("kill", "return_hand") and step.who == "each_other_next":
        return _others_pick_text(step, src, ability.kind == "spell")
    if op == "recycle" and step.n and step.scope is not None and step.scope.where != "self":
        # "recycle N from your trash" / "recycle one of your runes" (RUP4 416.6, 416.4)
        if step.scope.kind == "rune":
            which = "one of your runes" if n == 1 else f"{n} of your runes"
            return (f"recycle {which} (put {'it' if n == 1 else 'them'} on the bottom of "
                    f"your Rune Deck)")
        if step.may or step.scope.any_trash:  # "recycle up to N from trashes"
            where = "any player's trash" if step.scope.any_trash else "your trash"
            what = _noun(step.scope, src, plural=n > 1).split(" in ")[0]
            upto = "up to " if step.may else ""
            return (f"recycle {upto}{n} {what} from {where} (each goes to the bottom of its "
                    f"owner's Main Deck)")
        what = _noun(step.scope, src, plural=n > 1).removesuffix(" in your trash")
        return (f"recycle {n} {what} from your trash (as many as there are; "
                f"{'it goes' if n == 1 else 'they go'} to the bottom of your Main Deck)")
    if op == "pay":  # pay-to: a cost within instructions paid on resolution (444.2)
        return f"you may pay {_price(step.n, step.power)}"
    if op == "pay_x":  # x-cost
        return "pay as much Power of any domain as you choose (none at all is allowed)"
    if op == "handler":  # a one-off card's own instructions (app.engine.oneoff)
        if step.handler not in _HANDLER_TEXT:
            raise CardTextError(f"no wording for handler {step.handler!r}")
        return _HANDLER_TEXT[step.handler]
    if op == "reveal_hand":
        return ("that player reveals their hand" if step.who == "chosen_player"
                else "reveal your hand")
    if op == "reveal_top":
        return f"reveal the top {_cards(n)} of your Main Deck"
    if op in ("revealed_discard", "revealed_recycle") and step.scope is not None:
        sel = step.scope
        kind = (f"{sel.card_type.lower()} card" if sel.card_type
                else f"non-{sel.not_card_type.lower()} card" if sel.not_card_type else "card")
        what = f"choose {_article(kind)} from among the revealed cards"
        if op == "revealed_discard":
            return f"{what}; its owner discards it"
        return f"{what} and recycle it (it goes to the bottom of its owner's Main Deck)"
    if op == "revealed_recycle":
        return "recycle the revealed cards (they go to the bottom of your Main Deck)"
    if op == "unless":
        if step.offer != "you_draw":
            raise CardTextError(f"no wording for the offer {step.offer!r}")
        if step.who == "its_controller" and step.target is not None:
            ref = _slot_ref(ability, step.target)
            who = f"{ref.poss} controller"
        else:
            who = "that player"
        return f"{who} may have you draw {_cards(n)} to stop what follows"
    o = _acted_on(step, ability, src)
    if op == "deal" and step.amount == "paid_x":
        return f"deal that much damage to {_to_each(o)}"
    if op == "deal" and step.amount == "revealed_keyword" and step.keyword is not None:
        return (f"deal {n} damage to {_to_each(o)} for each revealed card with "
                f"{step.keyword.value}")
    if op == "split":  # split-damage (RUP4 355.14)
        return (f"deal {n} damage divided as you choose among {o.obj} as this resolves (each "
                f"takes at least 1; no more units can be chosen than there is damage)")
    if op == "deal" and step.amount == "first_might":  # deal-equal-might
        return f"deal damage equal to the first chosen unit's Might to {_to_each(o)}"
    if op == "deal" and step.amount == "my_might":
        return f"deal damage equal to {src.noun}'s Might to {_to_each(o)}"
    if op == "swap":  # swap-locations
        that = "the chosen unit" if o.obj == "it" else o.obj
        return f"move {src.noun} to {that}'s location and {that} to where {src.noun} was"
    if op == "deal" and step.amount == "discarded_energy":
        return f"deal damage equal to the discarded card's Energy cost to {_to_each(o)}"
    if op == "deal":
        return f"deal {n} damage to {_to_each(o)}"
    if op == "kill":
        return f"kill {o.obj}"
    if op == "buff":
        return f"buff {o.obj}"
    if op == "stun":
        return f"stun {o.obj}"
    if op == "heal":
        return f"heal {o.obj}"
    if op == "ready":
        return f"ready {o.obj}"
    if op == "attach":
        return attach_text(o.obj)
    if op == "detach":
        return detach_text(o.obj)
    if op == "exhaust":
        return f"exhaust {o.obj}"
    if op == "recall":
        return f"send {o.obj} back to {o.poss} base (this is not a move)"
    if op == "might":
        return f"{o.subj} {o.verb('gets', 'each get')} {_signed(n)} Might this turn"
    if op == "weaken":
        return (f"{o.subj} {o.verb('gets', 'each get')} -{n} Might this turn, "
                f"but not below 1 Might")  # fmt: skip
    if op == "double_might":
        return (f"double {o.poss} Might this turn ({o.subj} {o.verb('gets', 'each get')} as "
                f"much Might as {o.verb('it has', 'they have')} now, nothing if that is "
                f"below 0)")
    if op == "set_might":
        return f"{o.poss} Might becomes {n} this turn, before any other change to it"
    if op == "grant" and step.duration == "permanent":
        assert step.keyword is not None
        kw = keyword_line(step.keyword, n or 1)
        return f"give {o.obj} {kw.split(' (')[0]}. {_reminder_of(kw)}"
    if op == "grant":
        assert step.keyword is not None
        kw = keyword_line(step.keyword, n or 1)
        has = o.verb("has", "each have")
        return f"{o.subj} {has} {kw.split(' (')[0]} {_duration(step)}. {_reminder_of(kw)}"
    if op == "return_hand":
        if step.target is not None and ability.targets[step.target].select.kind == "trash_card":
            return f"put {o.obj} into your hand"
        owner = "their owners' hands" if o.plural else "its owner's hand"
        return f"return {o.obj} to {owner}"
    if op == "move_base":  # a unit's base is its controller's (RUP4 107.1.c), taken or not
        owner = "their controllers' bases" if o.plural else "its controller's base"
        return f"move {o.obj} to {owner}"
    if op == "move":  # move-effect
        if o.plural:
            raise CardTextError("no wording for moving several chosen units")
        if step.dest == "any":
            return f"move {o.obj} to another location (its base or another battlefield)"
        if step.dest == "battlefield":
            return f"move {o.obj} to a battlefield"
        if step.dest == "to_or_from_base":
            return (f"move {o.obj} from its base to a battlefield, or from a battlefield to "
                    f"its base")
        if step.dest == "here":
            return f"move {o.obj} to {src.here.removeprefix('at ')}"
        if step.dest == "chosen_bf":
            return f"move {o.obj} to the chosen battlefield"
        if step.dest == "first_target":
            return f"move {o.obj} to the battlefield where the first chosen unit is"
        if step.dest == "with_event":
            return f"move {o.obj} to where that unit moved"
        raise CardTextError(f"no wording for move destination {step.dest!r}")
    if op == "save" and (step.n or step.power):  # a paid save (app.engine.actions.death)
        return (f"once this turn, when {o.subj} would die, you may pay "
                f"{_price(step.n, step.power)} right then; if you do, {o.subj} is instead "
                f"healed, exhausted and sent back to base (not a move)")
    if op == "save":
        return (f"once this turn, when {o.subj} would die, {o.subj} is instead healed, "
                f"exhausted and sent back to base (not a move)")  # fmt: skip
    if op == "draw_if_killed":
        return f"if {o.subj} dies as a result, draw {_cards(n or 1)}"
    if op == "take_control":  # control-change, for the rest of the game
        return f"take control of {o.obj}"
    if op == "new_choices":  # RUP4 750-755
        return (f"you may make new choices for {o.obj}: replace any of the things "
                f"{o.subj} chose with others {o.subj} didn't choose before")
    if op == "counter":  # RUP4 425.1.a
        return (f"counter {o.obj}: {o.subj} {o.verb('does', 'do')} nothing and "
                f"{o.verb('goes', 'go')} to {o.poss} owner's trash")
    if op == "recycle":  # RUP4 416.1
        kind = (ability.targets[step.target].select.kind if step.target is not None
                else step.scope.kind if step.scope is not None else "")
        deck = "Rune Deck" if kind == "rune" else "Main Deck"
        owner = "their owners'" if o.plural else "its owner's"
        pron = "them" if o.plural else "it"
        return f"recycle {o.obj} (put {pron} on the bottom of {owner} {deck})"
    raise CardTextError(f"no wording for op {op!r}")


def _delayed_body(step: Step, src: _Src) -> str | None:
    """The delayed ops (RUP4 389-392), worded with the window they apply in."""
    op, n = step.op, step.n
    if op == "next_unit_ready":
        return "the next unit you play this turn enters the board ready"
    if op == "next_spell_discount":
        return f"the next spell you play this turn costs {n} Energy less"
    if op == "next_spell_bonus":
        return (f"the next spell you play this turn deals {n} Bonus Damage (each instance of "
                f"damage it deals is {n} higher)")
    if op == "delay":
        abilities = src.card.abilities
        if not (0 <= n < len(abilities)) or abilities[n].kind != "delayed":
            raise CardTextError(f"'delay' names no delayed ability (#{n})")
        later = _effect(abilities[n], src)
        later = later[:1].lower() + later[1:]
        if abilities[n].trigger == "damaged":
            return f"for the rest of this turn, whenever a unit takes damage: {later}"
        return f"at the end of this turn: {later}"
    return None


_HANDLER_TEXT = {
    "divine_judgment": ("each player chooses 2 units and 2 gear they control, 2 runes they "
                        "control and 2 cards in their hand. Recycle everything else of those "
                        "kinds (cards go to the bottom of their owner's Main Deck, runes to the "
                        "bottom of their owner's Rune Deck)"),
    "party_favors": ("each other player chooses Cards or Runes. For each player who chose "
                     "Cards, you and that player each draw 1 card. For each player who chose "
                     "Runes, you and that player each channel 1 rune, which enters exhausted"),
    "twisted_fate": ("reveal the top rune of your Rune Deck, then recycle it (it goes to the "
                     "bottom of your Rune Deck). If it is a Fury rune, choose an enemy unit at "
                     "this unit's location: deal 2 damage to it and 1 damage to each other "
                     "enemy unit there. If it is a Mind rune, draw 1 card. If it is an Order "
                     "rune, choose an enemy unit and stun it"),
}


_STEP_CONDITIONS = {
    "legion": "if you have played another card this turn",
    "no_legion": "if you have not played another card this turn",
    "cost_paid": "if the extra cost was paid",
    "cost_not_paid": "if the extra cost was not paid",
    "channel_failed": "if no rune could be channeled",
    "if_killed": "if that killed anything",
    "paid": "if you paid",  # pay-to
    "not_paid": "if you didn't pay",
    "not_stopped": "if it wasn't stopped that way",
}


def _step_text(step: Step, ability: Ability, src: _Src) -> str:
    body = _step_body(step, ability, src)
    cond = step.condition
    if cond is None:
        return body
    if cond == "spells_only":
        if step.op not in ("add_energy", "add_power"):
            raise CardTextError("'spells_only' is worded for add_energy and add_power")
        return f"{body}, to be spent only on spells"
    if cond == "target_alone":
        if step.target is None:
            raise CardTextError("'target_alone' needs a target")
        o = _slot_ref(ability, step.target)
        return f"if you control no other unit at {o.poss} location, {body}"
    if cond == "channel_failed":
        tried = [s.n for s in ability.steps if s.op == "channel"]
        if tried and tried[0] > 1:  # "if you couldn't channel N runes this way"
            return f"if fewer than {tried[0]} runes could be channeled this way, {body}"
    if cond == "ready_enemy_here":
        return f"if any enemy unit {src.here} is ready, {body}"
    if cond in ("target_stunned", "target_not_stunned"):
        if step.target is None:
            raise CardTextError(f"{cond!r} needs a target")
        o = _slot_ref(ability, step.target)
        state = "stunned" if cond == "target_stunned" else "not stunned"
        return f"if {o.subj} {o.verb('is', 'are')} {state}, {body}"
    if cond == "at_battlefield":
        return f"if {src.noun} is at a battlefield, {body}"
    if cond == "hand_at_most":  # cond-hand
        n = step.at_most or 0
        cards = "no cards" if n == 0 else f"at most {n} {'card' if n == 1 else 'cards'}"
        return f"if you have {cards} in your hand, {body}"
    if cond in _STEP_CONDITIONS:
        return f"{_STEP_CONDITIONS[cond]}, {body}"
    raise CardTextError(f"no wording for step condition {cond!r}")


def _effect(ability: Ability, src: _Src, lead: str = "") -> str:
    """The choices and steps as sentences; `lead` ("When ..., ") prefixes the first one."""
    if ability.modes:
        return _modal_effect(ability, src, lead)
    costs, choices = ([], []) if _pay_to(ability) and _exhaust_me(ability) \
        else _choose(ability, src)
    if ability.choose_player == "opponent":  # player-choices, chosen with the targets
        choices = ["choose an opponent", *choices]
    steps = [_step_text(st, ability, src) for st in ability.steps]
    if _pay_to(ability):  # "you may spend a buff to do this and that" (RUP4 740.4.a.2)
        if choices:
            raise CardTextError("no wording for choices after a cost within the instruction")
        paid = (f"exhaust {src.noun}" if _exhaust_me(ability)
                else f"discard {_cards(ability.targets[0].count)}"
                if ability.targets[0].cost == "discard"
                else "spend a buff from a unit you control")
        text = f"you may {paid} to {' and '.join(steps)}"
        return _sentences([f"{lead}, {text}" if lead else text])
    body = choices + steps
    if ability.optional and body:
        body[0] = "you may " + body[0]
    if lead and body:
        body[0] = f"{lead}, {body[0]}"
    return _sentences(costs + body)


def _modal_effect(ability: Ability, src: _Src, lead: str) -> str:
    """modal: "choose one — (1) ... (2) ..." with each option's own choices and steps."""
    from dataclasses import replace

    opts = [_effect(replace(ability, targets=m.targets, steps=m.steps, modes=(),
                            modes_once_per_turn=False, optional=False), src)
            for m in ability.modes]
    head = "choose one option"
    if ability.modes_once_per_turn:
        head += f" that hasn't been chosen for {src.noun} this turn"
    if ability.optional:
        head = "you may " + head
    if lead:
        head = f"{lead}, {head}"
    return _cap(head) + ": " + " ".join(f"({i}) {o}" for i, o in enumerate(opts, 1))


def _token_kind(name: str) -> tuple[str, str]:
    """A token's name and type ("Recruit unit") and its Might (" with 1 Might"), RUP4 185."""
    from app.cards.catalog import UnknownCardError, load_catalog

    try:
        token = load_catalog().token(name)
    except UnknownCardError:  # a scenario's own test token: its name only
        return name, ""
    kind = f"{name} {_TYPE_NOUN[token.type]}"
    return kind, (f" with {token.might} Might" if token.type is CardType.UNIT else "")
