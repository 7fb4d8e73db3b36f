"""An ability's effect, step by step: one sentence per step, with its condition and duration."""

from __future__ import annotations

from app.cards.text.costs import (
    _banish_to,
    _choose,
    _exhaust_me,
    _pay_to,
    _pay_to_choose,
    _pay_to_cost,
)
from app.cards.text.xp import step_level_text
from app.engine.core.abilities import Ability, Op
from app.engine.core.enums import CardType
from app.engine.mechanics.ops.resources import Channel
from app.engine.mechanics.wording import (
    _TYPE_NOUN,
    CardTextError,
    _cap,
    _choice,
    _sentences,
    _slot_ref,
    _Src,
)

_TARGET_STATES = {"target_stunned": "stunned", "target_not_stunned": "not stunned",
                  "target_attacking": "attacking", "target_not_attacking": "not attacking",
                  "target_empowered": "Empowered", "target_not_empowered": "not Empowered"}

_STEP_CONDITIONS = {
    "facedown": "if you control a facedown card",
    "no_facedown": "if you control no facedown card",
    "from_hand": "if you played this from your hand",
    "legion": "if you have played another card this turn",
    "no_legion": "if you have not played another card this turn",
    "cost_paid": "if the extra cost was paid",
    "cost_not_paid": "if the extra cost was not paid",
    "channel_failed": "if no rune could be channeled",
    "if_killed": "if that killed anything",
    "if_banished": "if you do",
    "if_played": "if you do",
    "paid": "if you paid",  # pay-to
    "not_paid": "if you didn't pay",
    "not_stopped": "if it wasn't stopped that way",
    "reveal_missed": "if no card was drawn this way",  # reveal_draw: its "otherwise"
    "killed_enemy": "if it was an enemy one",
    "killed_friendly": "if it was a friendly one",
    "opponent_other_spell": "if an opponent has played another spell this turn",
    "enemy_alone_there": "then, if an enemy unit is now alone at that battlefield",
    "chosen_temporary": "if at least one of them has Temporary",
}


_ONLY_WORDS = {
    "spells_only": "to be spent only on spells",
    "units_only": "to be spent only to play units or to activate abilities of units",
    "gear_only": "to be spent only to play gear or to use abilities of gear",
    "showdown_only": "to be spent only during a showdown",
}


def _step_text(step: Op, ability: Ability, src: _Src) -> str:
    body = step.text(ability, src)  # an op words itself (app.engine.mechanics.ops)
    if step.level is not None:  # a spell's Level text (RUP4 824)
        return step_level_text(step, body)
    cond = step.condition
    if cond is None:
        return body
    if cond in _ONLY_WORDS:  # restricted resources (RUP4 429)
        if step.op not in ("add_energy", "add_power"):
            raise CardTextError(f"{cond!r} is worded for add_energy and add_power")
        return f"{body}, {_ONLY_WORDS[cond]}"
    if cond == "two_with_first":
        return f"if you have exactly two units where the first chosen unit is, {body}"
    if cond == "outmight_there":
        return (f"if {src.noun}'s Might is greater than the total Might of the enemy units at "
                f"the battlefield chosen for it, {body}")
    if cond == "target_alone":
        target = getattr(step, "target", None)
        if target is None:
            raise CardTextError("'target_alone' needs a target")
        o = _slot_ref(ability, target)
        return f"if you control no other unit at {o.poss} location, {body}"
    if cond == "channel_failed":
        tried = [s.n for s in ability.steps if isinstance(s, Channel)]
        if tried and tried[0] > 1:  # "if you couldn't channel N runes this way"
            return f"if fewer than {tried[0]} runes could be channeled this way, {body}"
    if cond == "ready_enemy_here":
        return f"if any enemy unit {src.here} is ready, {body}"
    if cond in _TARGET_STATES:
        target = getattr(step, "target", None)
        if target is None:
            raise CardTextError(f"{cond!r} needs a target")
        o = _slot_ref(ability, target)
        return f"if {o.subj} {o.verb('is', 'are')} {_TARGET_STATES[cond]}, {body}"
    if cond in ("target_might_at_most", "target_might_above"):
        target = getattr(step, "target", None)
        if target is None:
            raise CardTextError(f"{cond!r} needs a target")
        o = _slot_ref(ability, target)
        n = step.at_most or 0
        how = f"{n} Might or less" if cond == "target_might_at_most" else f"more than {n} Might"
        return f"if {o.subj} {o.verb('has', 'have')} {how}, {body}"
    if cond == "killed_might_at_most":  # its Might as it was killed (RUP4 359.3.e.12)
        return f"if that unit had {step.at_most} Might or less as it was killed, {body}"
    if cond == "at_battlefield":
        return f"if {src.noun} is at a battlefield, {body}"
    if cond == "your_turn":  # cond-turn
        return f"if it's your turn, {body}"
    if cond == "your_turn_empowered":
        return f"if it's your turn and {src.noun} is Empowered, {body}"
    if cond in ("empowered", "not_empowered"):  # RUP4 441.2
        return f"if {src.noun} is{'' if cond == 'empowered' else ' not'} Empowered, {body}"
    if cond == "hand_at_most":  # cond-hand
        n = step.at_most or 0
        cards = "no cards" if n == 0 else f"at most {n} {'card' if n == 1 else 'cards'}"
        return f"if you have {cards} in your hand, {body}"
    if cond == "runes_at_least":  # cond-runes
        return f"if you control {step.at_least} or more runes, {body} instead"
    if cond == "runes_below":  # the instruction runes_at_least replaces
        return f"if you control fewer than {step.at_least} runes, {body}"
    if cond == "others_might_at_least":  # dyn-amount
        return f"if your other units have a total Might of {step.at_least} or more, {body}"
    if cond == "linked_at_least":  # one conditional instruction over several steps
        first = next(st for st in ability.steps if st.condition == cond)
        if first is not step:
            return f"if so, {body}"
        return (f"then, if there are {step.at_least} or more cards banished with {src.noun}, "
                f"{body}")
    if cond == "your_beginning":  # cond-turn
        return f"if it's your Beginning Phase, {body} instead"
    if cond == "not_your_beginning":  # the instruction your_beginning replaces
        return f"if it isn't your Beginning Phase, {body}"
    if cond == "if_played" and any(st.op == "revealed_play" for st in ability.steps):
        return f"if they do, {body}"  # its owner played the card revealed_play chose
    if cond in _STEP_CONDITIONS:
        return f"{_STEP_CONDITIONS[cond]}, {body}"
    raise CardTextError(f"no wording for step condition {cond!r}")


def _effect(ability: Ability, src: _Src, lead: str = "") -> str:
    """The choices and steps as sentences; `lead` ("When ..., ") prefixes the first one."""
    if ability.modes:
        return _modal_effect(ability, src, lead)
    costs, choices = ([], []) if _pay_to(ability) and _exhaust_me(ability) \
        else _choose(ability, src)
    if ability.choose_player is not None:  # player-choices, chosen with the targets
        who = "an opponent" if ability.choose_player == "opponent" else "a player (you too)"
        choices = [f"choose {who}", *choices]
    steps = [_step_text(st, ability, src) for st in ability.steps]
    if _pay_to(ability):  # "you may spend a buff to do this and that" (RUP4 740.4.a.2)
        if choices and _pay_to_choose(ability):  # "you may disempower X to empower a Y"
            text = f"you may {_pay_to_cost(ability, src)}. If you do, {choices[0]}"
            body = [f"{lead}, {text}" if lead else text, *steps]
            return _sentences(body)
        if choices and len(ability.targets) != 2:
            raise CardTextError("no wording for choices after a cost within the instruction")
        if choices:  # "you may kill me to choose an attacking unit and move it ..."
            steps = [choices[0], *steps]
        text = f"you may {_pay_to_cost(ability, src)} to {' and '.join(steps)}"
        return _sentences([f"{lead}, {text}" if lead else text])
    if _banish_to(ability):  # "banish a card from any trash to give a unit ..." (383.3.b)
        paid = (f"banish {_choice(ability.targets[0], src)} (the cost of this ability, paid as "
                f"it goes on the chain) to ")
        body = [paid + (choices or steps)[0], *(steps if choices else steps[1:])]
        if lead:
            body[0] = f"{lead}, {body[0]}"
        return _sentences(body)
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
