"""Costs: what an ability costs to use, the choices paid as part of it, and the additional
and discounted costs of playing a card."""

from __future__ import annotations

from app.cards.text.keywords import keyword_reminder
from app.cards.text.xp import spend_xp_cost, xp_additional_cost_text
from app.engine.core.abilities import Ability
from app.engine.core.enums import Domain, Keyword
from app.engine.core.selects import ANY_NUMBER
from app.engine.mechanics.wording import (
    CardTextError,
    _article,
    _cards,
    _choice,
    _noun,
    _price,
    _sentences,
    _Src,
)


def _costs(ability: Ability, src: _Src) -> str:
    parts = []
    for slot in ability.targets:
        if slot.cost == "kill" and slot.select.where == "self":  # act-cost: "Kill this:"
            parts.append(f"kill {src.noun}")
            continue
        if slot.cost == "kill":  # act-cost: "kill a friendly unit or gear:"
            what = _choice(slot, src)
            if slot.select.kind == "permanent":
                what = what.replace("permanents", "units or gear").replace("permanent",
                                                                           "unit or gear")
            parts.append(f"kill {what}")
        if slot.cost == "exhaust" and ability.kind == "activated" and not slot.up_to:
            parts.append(f"exhaust {_choice(slot, src)}")  # act-cost: "Exhaust a unit ...:"
        if slot.cost == "discard" and ability.kind == "activated":  # act-cost: "Discard 1:"
            kind = slot.select.card_type
            parts.append(f"discard {_cards(slot.count)}" if kind is None else
                         f"discard {_article(kind.lower())} card" if slot.count == 1 else
                         f"discard {slot.count} {kind.lower()} cards")
        if slot.cost == "recycle":  # "Recycle N from your trash" (RUP4 416.3, 416.6)
            if slot.select.card_type is None and slot.select.keyword is None:
                parts.append(f"recycle {_cards(slot.count)} from your trash")
            else:
                parts.append(f"recycle {slot.count} "
                             f"{_noun(slot.select, src, plural=slot.count > 1)}")
    if ability.exhaust_self:
        parts.append(f"exhaust {src.noun}")
    if ability.cost_banish_self:  # "Banish this:" (RUP4 427.2)
        parts.append(f"banish {src.noun} (put it face up into its owner's Banishment)")
    if ability.cost_disempower:  # "Disempower me:" (RUP4 442)
        parts.insert(0, f"disempower {src.noun}")
    if ability.cost_spend_buff:
        parts.append(f"spend {src.noun}'s buff")
    parts.extend(spend_xp_cost(ability))
    if ability.cost_energy or ability.cost_power:  # one payment: "pay 1 Energy and 2 Power"
        parts.append(f"pay {_price(ability.cost_energy, ability.cost_power)}")
    if not parts:
        raise CardTextError("an activated ability without a cost")
    return " and ".join(parts)


def _choose(ability: Ability, src: _Src) -> tuple[list[str], list[str]]:
    """Sentences for extra costs paid with targets, and for the choices."""
    costs, choices = [], []
    for slot in ability.targets:
        if slot.cost is None and slot.level is not None:  # a Level ability's (RUP4 824)
            choices.append(f"(if you have {slot.level} or more XP) {_choice(slot, src)}")
        elif slot.cost is None and slot.if_paid is not None:  # "... instead" (RUP4 356.2.b)
            paid = "was" if slot.if_paid else "wasn't"
            what = f"{_choice(slot, src)} if the optional additional cost {paid} paid"
            if choices and choices[-1].endswith(" paid"):  # its alternative: one or the other
                choices[-1] += f", or {what}"
            else:
                choices.append(what)
        elif slot.cost is None:
            choices.append(_choice(slot, src))
        elif slot.cost == "exhaust" and ability.kind == "activated" and not slot.up_to:
            continue  # worded with the activation cost (`_costs`)
        elif slot.cost == "exhaust":
            what = _choice(slot, src)
            if slot.up_to:
                what = what.removeprefix("up to one ").removeprefix("up to ")
                what = what if slot.count > 1 else _article(what)
                costs.append(f"optional extra cost: exhaust {what}")
            else:
                costs.append(f"extra cost: exhaust {what}")
        elif slot.cost == "banish":
            continue  # "banish a card from any trash to ..." (worded by `_effect`)
        elif slot.cost == "recycle" and _pay_to(ability):
            continue  # "you may recycle another friendly unit to ..." (worded by `_effect`)
        elif slot.cost == "recycle" or (slot.cost == "kill" and ability.kind == "activated"):
            continue  # worded with the activation cost (`_costs`)
        elif slot.cost in ("discard", "kill", "disempower", "return_hand") and (_pay_to(ability)
                                                   or ability.kind == "activated"):
            continue  # "you may discard 1 to ..." (worded by `_effect`), or "Discard 1:"
        elif slot.cost == "kill":  # "as an additional cost, kill a friendly unit" (356.2.a.1)
            if slot.up_to:
                raise CardTextError("no wording for an optional kill cost of a spell")
            costs.append(f"extra cost: kill {_choice(slot, src)}")
        elif slot.cost == "discard":  # a spell's "as an additional cost, (you may) discard N"
            costs.append(f"{'optional ' if slot.up_to else ''}extra cost: discard "
                         f"{_cards(slot.count)}")
        elif slot.cost == "spend_buff":
            if slot.up_to:
                text = "optional extra cost: spend a buff from a unit you control"
                if slot.ignore_cost:
                    text = ("optional additional cost: spend a buff from a unit you control. "
                            "When that is paid, this spell's own cost is ignored")
                costs.append(text)
            else:
                costs.append("extra cost: spend a buff from a unit you control")
        else:
            raise CardTextError(f"no wording for target cost {slot.cost!r}")
    if not choices:
        return costs, []
    if len(choices) == 1:
        return costs, [f"choose {choices[0]}"]
    return costs, ["choose " + ", then ".join(choices)]


def _pay_to(ability: Ability) -> bool:
    """An optional trigger whose first required slot pays a cost: "you may pay X to Y" (the
    other slots choose what Y acts on: "you may kill me to move an attacking unit ...")."""
    return (ability.kind == "triggered" and ability.optional and len(ability.targets) >= 1
            and all(t.cost is None for t in ability.targets[1:])
            and not ability.targets[0].up_to
            and (ability.targets[0].cost in ("spend_buff", "discard", "kill", "return_hand")
                 or (ability.targets[0].cost == "recycle"
                     and ability.targets[0].select.kind == "unit")
                 or _exhaust_me(ability))) or _pay_to_choose(ability)


def _banish_to(ability: Ability) -> bool:
    """A trigger opening with "banish a card from any trash to ...": a cost within the
    instruction, its base cost (RUP4 383.3.b); the other slots are choices."""
    return (ability.kind == "triggered" and len(ability.targets) >= 1
            and ability.targets[0].cost == "banish"
            and all(t.cost is None for t in ability.targets[1:]))


def _pay_to_choose(ability: Ability) -> bool:
    """An optional trigger "you may disempower X to <act on a chosen Y>": its first slot pays
    (RUP4 383.3.b), the others are choices."""
    return (ability.kind == "triggered" and ability.optional and len(ability.targets) > 1
            and ability.targets[0].cost == "disempower"
            and all(t.cost is None for t in ability.targets[1:]))


def _pay_to_cost(ability: Ability, src: _Src) -> str:
    """What a `_pay_to` trigger pays: "exhaust this", "discard 1", "kill a unit you control
    here" (a cost within the instruction, RUP4 204.3.a, 740.4.a.2)."""
    slot = ability.targets[0]
    if _exhaust_me(ability):
        return f"exhaust {src.noun}"
    if slot.cost == "discard":
        return f"discard {_cards(slot.count)}"
    if slot.cost == "kill" and slot.select.where == "self":  # "you may kill me to ..."
        return f"kill {src.noun}"
    if slot.cost == "kill":
        return f"kill {_choice(slot, src)}"
    if slot.cost == "disempower":
        return f"disempower {_choice(slot, src)}"
    if slot.cost == "return_hand":  # "return a unit you control here to its owner's hand"
        return f"return {_choice(slot, src)} to its owner's hand"
    if slot.cost == "recycle":  # "recycle another friendly unit" (RUP4 416.1)
        return f"recycle {_choice(slot, src)} (to the bottom of its owner's Main Deck)"
    return "spend a buff from a unit you control"


def _exhaust_me(ability: Ability) -> bool:
    """A trigger's cost within the instruction "exhaust this to ..." (RUP4 204.3.a)."""
    slot = ability.targets[0]
    return slot.cost == "exhaust" and slot.select.where == "self" and slot.count == 1


def _additional_cost_text(ability: Ability, src: _Src) -> str:
    """An additional cost to play the card, optional or not (RUP4 204.2, 356.2)."""
    if ability.cost_xp:  # "you may spend N XP as an additional cost" (730.2)
        return xp_additional_cost_text(ability, src.noun)
    if ability.cost_energy or ability.cost_power:
        paid = "pay " + _price(ability.cost_energy, ability.cost_power)
        if ability.condition == "played_spell":  # turn-history (RUP4 419.4)
            return _sentences([f"if you have played a spell this turn, you may {paid} as an "
                               f"additional cost for playing {src.noun}"])
        if ability.optional:
            return _sentences([f"optional additional cost for playing {src.noun}: {paid}"])
        return _sentences([f"additional cost for playing {src.noun}: {paid}"])
    if ability.less_energy or ability.less_power:
        return _discount_cost_text(ability, src)
    parts = []
    for slot in ability.targets:
        if slot.cost == "discard" and slot.select.kind == "hand_card" \
                and slot.select.card_type is None:
            parts.append(f"discard {_cards(slot.count)}")  # "you may discard 1" (356.2.b)
            continue
        if slot.cost == "return_hand":  # RUP4 356.2.a
            parts.append(f"return {_choice(slot, src)} to its owner's hand")
            continue
        if slot.cost == "exhaust":  # "you may exhaust your legend" (RUP4 356.2.b)
            parts.append(f"exhaust {_choice(slot, src)}")
            continue
        if slot.cost != "kill":
            raise CardTextError(f"no wording for an additional cost {slot.cost!r}")
        parts.append("kill " + _choice(slot, src))
    if len(ability.targets) == 1 and ability.targets[0].up_to:
        return _sentences([f"optional additional cost for playing {src.noun}: "
                           + parts[0].replace("up to one ", "a ", 1)])
    return _sentences([f"additional cost for playing {src.noun}: " + " and ".join(parts)])


def _repeat_text(ability: Ability, src: _Src) -> str:
    """ "Repeat — pay 2 Energy (reminder)": one Repeat instance and its cost (RUP4 820.1.c)."""
    paid = ([f"pay {_price(ability.cost_energy, ability.cost_power)}"]
            if ability.cost_energy or ability.cost_power else [])
    paid.extend(f"discard {_cards(slot.count)}" for slot in ability.targets)
    if not paid:
        raise CardTextError("a Repeat without a cost")
    return f"Repeat — {' and '.join(paid)} {keyword_reminder(Keyword.REPEAT)}"


def _flow_text(ability: Ability, src: _Src) -> str:
    """ "Flow — pay 2 Energy (reminder)": one Flow instance and its cost (RUP4 829.1.c)."""
    if not (ability.cost_energy or ability.cost_power):
        return f"Flow — pay nothing {keyword_reminder(Keyword.FLOW)}"
    return (f"Flow — pay {_price(ability.cost_energy, ability.cost_power)} "
            f"{keyword_reminder(Keyword.FLOW)}")


def _discount_cost_text(ability: Ability, src: _Src) -> str:
    """additional-cost: an optional cost paid with objects, each one making the card cheaper
    ("discard 1 ... if you do, it costs 2 less"; "kill any number ... 1 Order Power less for
    each")."""
    if len(ability.targets) != 1:
        raise CardTextError("no wording for a discount over several additional cost slots")
    slot = ability.targets[0]
    many = slot.count >= ANY_NUMBER
    if slot.cost == "discard":
        paid = "discard any number of cards" if many else f"discard {_cards(slot.count)}"
        each = "card discarded"
    elif slot.cost == "kill":
        paid = "kill " + (_choice(slot, src) if many else
                          _choice(slot, src).replace("up to one ", "a ", 1))
        each = "unit killed"
    elif slot.cost == "spend_buff":
        paid = ("spend any number of buffs from units you control" if many
                else "spend a buff from a unit you control")
        each = "buff spent"
    else:
        raise CardTextError(f"no wording for an additional cost {slot.cost!r}")
    cheaper = _price(ability.less_energy, ability.less_power)
    if ability.less_per_cost:  # "for each Energy it costs and ... for each Power" (RUP4 206)
        parts = []
        if ability.less_energy:
            parts.append(f"{ability.less_energy} Energy less for each Energy the killed unit "
                         "costs")
        parts.extend(f"1 {' or '.join(d.value for d in Domain if d in pip)} Power less for each "
                     "Power it costs" if len(pip) != len(Domain) else
                     "1 Power of any domain less for each Power it costs"
                     for pip in ability.less_power)
        after = (f"if you do, {src.noun} costs {' and '.join(parts)} (its printed cost, or the "
                 f"one it copies)")
        return _sentences([f"optional additional cost for playing {src.noun}: {paid}", after])
    if many or slot.count > 1:
        after = f"for each {each} this way, {src.noun} costs {cheaper} less"
    else:
        after = f"if you do, {src.noun} costs {cheaper} less"
    return _sentences([f"optional additional cost for playing {src.noun}: {paid}", after])
