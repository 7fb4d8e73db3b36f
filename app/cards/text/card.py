"""A whole ability and a whole card: keywords first, then one paragraph per ability."""

from __future__ import annotations

import re
from dataclasses import replace

from app.cards.text.costs import _additional_cost_text, _costs, _flow_text, _repeat_text
from app.cards.text.equipment import as_unit, effect_text, keyword_text
from app.cards.text.keywords import _legion, keyword_line
from app.cards.text.statics import _static_text
from app.cards.text.steps import _effect, _step_text, _token_kind
from app.cards.text.triggers import _trigger
from app.cards.text.xp import level_lead, spend_xp_cost
from app.engine.core.abilities import Ability
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword
from app.engine.mechanics.ops.play_by_effect import Play
from app.engine.mechanics.wording import (
    CardTextError,
    _cap,
    _cards,
    _choice,
    _price,
    _sentences,
    _Src,
)

_TIMINGS = {
    "normal": "",
    "action": "Action: usable on your turn or in a showdown.",
    "reaction": "Reaction: usable at any time, even with something on the chain.",
}


def _instruction(step: str) -> str:
    """A step's clause after "to": "this unit gets +2 Might" reads "give this unit +2 Might"."""
    m = re.match(r"^(.+?) (?:gets|each get) (.+)$", step)
    if m is None:
        return step
    who = {"they": "them"}.get(m.group(1), m.group(1))
    return f"give {who} {m.group(2)}"


def ability_text(ability: Ability, card: CardDef) -> str:
    """One ability of `card` as English sentences."""
    if ability.equipment == "effect":  # Effect Text: the unit's (RUP4 136.2), its Level too
        return effect_text(ability_text(replace(ability, equipment=None), as_unit(card)))
    if ability.level is not None:  # "[Level N] ..." (RUP4 824.1.b)
        return level_lead(ability) + ability_text(replace(ability, level=None), card)
    if ability.empowered:  # "[Empowered] ..." (RUP4 828.1.b): only while this is Empowered
        return "Empowered — " + ability_text(replace(ability, empowered=False), card)
    if ability.units_here:  # grant-activated: each unit here has it as its own (RUP4 477.2)
        if card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'units_here' is a battlefield's grant")
        text = ability_text(replace(ability, units_here=False), as_unit(card))
        return f"Each unit at this battlefield has: “{text}”"
    if ability.legends_have:  # grant-activated: friendly legends have it as their own (477.2)
        if card.type is not CardType.BATTLEFIELD:
            raise CardTextError("'legends_have' is a battlefield's grant")
        text = ability_text(replace(ability, legends_have=False),
                            replace(card, type=CardType.LEGEND, abilities=()))
        return f"While you control this battlefield, each friendly Legend has: “{text}”"
    src = _Src(card, effect=_effect, keyword_line=keyword_line, token_kind=_token_kind)
    kind = ability.kind
    if kind == "spell":
        if ability.optional:
            raise CardTextError("a spell's text is not optional")
        return _effect(ability, src)
    if ability.legion and kind not in ("triggered", "activated", "alt_cost"):
        raise CardTextError(f"no wording for a Legion-gated {kind} ability")
    if kind == "triggered" and ability.cost_recycle_self:
        # "When I die, recycle me to ...": the cost paid to put it on the chain (383.3.b)
        lead = (f"{_trigger(ability, src)}, recycle {src.noun} from your trash (if you can't, "
                f"nothing happens) to")
        steps = [_step_text(st, ability, src) for st in ability.steps]
        if ability.targets:
            raise CardTextError("no wording for choices after a recycle-me cost")
        return _legion(ability, card) + _sentences([f"{lead} {' and '.join(steps)}"])
    if kind == "triggered" and ability.optional and (ability.cost_energy or ability.cost_power
                                                     or ability.exhaust_self or ability.cost_xp
                                                     or ability.cost_burn
                                                     or ability.cost_banish_self):
        # pay-to: "you may pay X [and exhaust me] to ..." (the base cost, RUP4 383.3.b)
        paid = [f"pay {_price(ability.cost_energy, ability.cost_power)}"] \
            if ability.cost_energy or ability.cost_power else []
        discards = [t for t in ability.targets if t.cost in ("discard", "return_hand")]
        paid.extend(f"discard {_cards(t.count)}" if t.cost == "discard"  # "discard 1 and ..."
                    else f"return {_choice(t, src)} to its owner's hand" for t in discards)
        if ability.exhaust_self:
            paid.append(f"exhaust {src.noun}")
        if ability.cost_banish_self:  # RUP4 427.2
            paid.append(f"banish {src.noun} (put it face up into its owner's Banishment)")
        paid.extend(spend_xp_cost(ability))
        if ability.cost_burn:  # RUP4 440.3.a
            paid.append(f"burn {ability.cost_burn} (put the top "
                        f"{'card' if ability.cost_burn == 1 else f'{ability.cost_burn} cards'} "
                        f"of your Main Deck into your trash)")
        if len(ability.targets) > len(discards) or ability.cost_burn:
            # "you may pay X to <choose and act>": the choices follow; a burn reads "if you do"
            return _legion(ability, card) + _effect(
                replace(ability, optional=False), src,
                lead=f"{_trigger(ability, src)}, you may {' and '.join(paid)}. If you do")
        steps = [_instruction(_step_text(st, ability, src)) for st in ability.steps]
        lead = f"{_trigger(ability, src)}, you may {' and '.join(paid)}"
        if any(st.startswith(src.noun) for st in steps):  # "this unit has ...": no verb to
            # follow "to" with
            return _legion(ability, card) + _sentences([lead, f"if you do, {' and '.join(steps)}"])
        return _legion(ability, card) + _sentences([f"{lead} to {' and '.join(steps)}"])
    if kind == "triggered" and ability.from_trash:  # zone-abilities (RUP4 385.2)
        lead = f"{_trigger(ability, src)} while {src.noun} is in your trash"
        return _legion(ability, card) + _effect(ability, src, lead=lead)
    if kind == "triggered" and ability.once_each_turn:  # RUP4 383.3.e
        return _effect(replace(ability, once_each_turn=False), src,
                       lead="once each turn, " + _trigger(ability, src).replace("whenever",
                                                                                 "when", 1))
    if kind == "triggered":
        return _legion(ability, card) + _effect(ability, src, lead=_trigger(ability, src))
    if kind == "activated" and ability.empower:  # "Empower <cost>" (RUP4 827.1.c.1)
        if any(ab.static is not None and ab.static.op == "empower_limit"
               for ab in card.abilities):  # card text over the rule (FAQ-VENDETTA, Kayle)
            return (f"Empower — {_cap(_costs(ability, src))}: {src.noun} becomes Empowered "
                    f"once more, up to its limit. (Usable even when it is at its limit.)")
        return (f"Empower — {_cap(_costs(ability, src))}: {src.noun} becomes Empowered. "
                f"(Only while it isn't.)")
    if kind == "activated":
        if ability.timing not in _TIMINGS:
            raise CardTextError(f"no wording for timing {ability.timing!r}")
        text = f"{_cap(_costs(ability, src))}: {_effect(ability, src)}"
        if ability.condition == "at_battlefield":  # act-riders (RUP4 054.2)
            if src.card.type is not CardType.UNIT:
                raise CardTextError("'at_battlefield' on an activated ability is worded for units")
            text += f" Use this only while {src.noun} is at a battlefield."
        elif ability.condition == "chose_enemy_once":  # act-riders (RUP4 054.2)
            text += (" Use this only if a spell or ability of yours has chosen an enemy unit this "
                     "turn, and only once each turn.")
        elif ability.condition == "chose_enemy_twice":  # act-riders (RUP4 054.2)
            text += (" Use this only if, this turn, two or more of your spells and abilities of "
                     "your units have each chosen an enemy unit or gear.")
        elif ability.condition == "played_equipment":  # act-riders (RUP4 054.2)
            text += " Use this only if you've played an Equipment this turn."
        elif ability.condition is not None:
            raise CardTextError(f"no wording for activated condition {ability.condition!r}")
        if ability.once_per_turn:  # act-riders (RUP4 054.2)
            text += " Use this only once per turn."
        if _TIMINGS[ability.timing]:
            text += f" ({_TIMINGS[ability.timing]})"
        if ability.adds:
            text += " (Adding resources resolves at once; nobody can respond.)"
        return _legion(ability, card) + text
    if kind == "static":
        if ability.static is None:
            raise CardTextError("a static ability without its passive effect")
        return _static_text(ability.static, src)
    if kind == "additional_cost":
        return _additional_cost_text(ability, src)
    if kind == "as_looked":
        return _as_looked_text(ability, src)
    if kind == "as_revealed":  # the reveal plus the game action (RUP4 370.1.b.1)
        adds = " and ".join(st.text(ability, src) for st in ability.steps)
        return _sentences([f"when {src.noun} is revealed from your Main Deck, {adds} at that "
                           f"very moment (this doesn't wait on the chain)"])
    if kind == "repeat":
        return _repeat_text(ability, src)
    if kind == "flow":
        return _flow_text(ability, src)
    if kind == "alt_cost":  # "you may play me for <cost>": its base costs replaced (356.1.a)
        lead = {None: "", "spell_spent_4": "if you have spent 4 or more Energy to play a "
                                           "spell this turn, "}[ability.condition]
        where = " from your trash" if ability.from_trash else ""
        return _legion(ability, card) + _sentences([
            f"{lead}you may play {src.noun}{where} by paying "
            f"{_price(ability.cost_energy, ability.cost_power)} instead of its cost"])
    raise CardTextError(f"no wording for ability kind {kind!r}")


def _as_looked_text(ability: Ability, src: _Src) -> str:
    """as-looked: used by the owner as an instruction of theirs looks at or reveals this card
    on top of their Main Deck (RUP4 370.1.b.1)."""
    parts = [f"when an effect has you look at or reveal cards from the top of your Main Deck "
             f"and {src.noun} is among them, you may banish {src.noun} right away"]
    play = next((st for st in ability.steps if isinstance(st, Play)), None)
    if play is not None:
        if not play.may or play.ignore is not None or play.less:
            raise CardTextError("no wording for this as_looked play")
        cost = []
        for pip in play.power:
            cost.append("1 Power of any domain" if len(pip) == len(Domain) else
                        "1 " + " or ".join(d.value for d in Domain if d in pip) + " Power")
        price = f" by paying only {' and '.join(cost)} instead of its cost" if cost else ""
        parts.append(f"if you do, you may then play {src.noun} from banishment{price}")
    return _sentences(parts)


def card_text(card: CardDef) -> str:
    """The card's full text: keyword lines first, then one paragraph per ability."""
    # Repeat's line is its cost's own ability (RUP4 820.1.c)
    # and Flow's its cost's (829.1.c)
    own = {ab.kind for ab in card.abilities}
    lines = [keyword_text(card, kw, n) for kw, n in card.keywords
             if not ("repeat" in own and kw is Keyword.REPEAT)
             and not ("flow" in own and kw is Keyword.FLOW)]
    if card.also:  # RUP4 178: a unit that is also a gear (its printed type line)
        also = " and ".join(t.value.lower() for t in card.also)
        lines.append(f"This {card.type.value.lower()} is also a {also}: whatever counts or "
                     f"chooses a {also} counts it too.")
    # a delayed or reflexive ability is worded inside the step that creates it
    lines.extend(ability_text(ab, card) for ab in card.abilities
                 if ab.kind != "delayed" and ab.trigger != "reflexive" and not ab.given)
    # an ability the card gives a unit: quoted as that unit has it (RUP4 477.2, 414.5)
    lines.extend(f"The ability given: “{ability_text(replace(ab, given=False), as_unit(card))}”"
                 for ab in card.abilities if ab.given)
    return "\n".join(lines)
