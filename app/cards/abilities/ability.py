"""A whole ability (`AbilityDef`, with the modes of a modal one) and a card's abilities
(`CardAbilities`), checked across their steps and compiled to
`app.engine.core.abilities.Ability`."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, model_validator

from app.cards.abilities.equipment import Part, check_equipment
from app.cards.abilities.selects import SelectDef, TargetDef
from app.cards.abilities.statics import StaticDef
from app.cards.abilities.steps import AnyStep
from app.cards.abilities.vocabulary import (
    _THAT_PLAYER_OPS,
    _TRIGGER_CONDITIONS,
    AbilityCondition,
    AbilityKind,
    Timing,
    Trigger,
    _Model,
    format_errors,
)
from app.engine.core import abilities as eng
from app.engine.core.abilities import PIP_RE as _PIP_RE
from app.engine.core.abilities import Op, parse_pip

Pip = Annotated[str, Field(pattern=_PIP_RE.pattern)]


# The fields the checks across steps read, with the value of an op that has no such field.
_ABSENT: dict[str, Any] = {"n": 0, "target": None, "scope": None, "also": None, "who": "you",
                           "may": False, "amount": None, "dest": None, "power": (), "to": None}


class _View:
    """A step seen with every field the checks across steps read: an op's class holds only
    its own fields, the others read as absent."""

    __slots__ = ("_step",)

    def __init__(self, step: Op) -> None:
        self._step = step

    def __getattr__(self, name: str) -> Any:
        return getattr(self._step, name) if hasattr(self._step, name) else _ABSENT[name]


def _views(steps: tuple[Op, ...]) -> tuple[Any, ...]:
    return tuple(_View(s) for s in steps)


# delayed: "when a friendly unit is played this turn", "the next time you play a unit"
_PLAYED_DELAYS = ("friendly_unit_played", "next_unit_played")

# "when you buff / ready / choose me": the event's object is the source (event where 'self')
_ME_EVENTS = frozenset({"you_buff", "you_ready", "you_choose_friendly"})


class ModeDef(_Model):
    """modal: one "choose one —" option: its own target slots and steps (RUP4 355.3)."""

    targets: tuple[TargetDef, ...] = ()
    steps: tuple[AnyStep, ...]

    def compile(self) -> eng.Mode:
        return eng.Mode(targets=tuple(t.compile() for t in self.targets),
                        steps=self.steps)


class AbilityDef(_Model):
    """One ability; see `app.engine.core.abilities.Ability`."""

    kind: AbilityKind
    trigger: Trigger | None = None
    targets: tuple[TargetDef, ...] = ()
    steps: tuple[AnyStep, ...] = ()
    optional: bool = False
    timing: Timing = "normal"
    cost_energy: Annotated[int, Field(ge=0)] = 0
    cost_power: tuple[Pip, ...] = ()
    exhaust_self: bool = False
    adds: bool = False
    static: StaticDef | None = None
    condition: AbilityCondition | None = None
    legion: bool = False  # "[Legion] ...": active only once you played another card (812)
    cost_spend_buff: bool = False  # "Spend my buff:" an activated ability's cost (702.2.b)
    # cond-control-count: a trigger condition "if you control N or more such objects"
    if_control: SelectDef | None = None
    if_count: Annotated[int, Field(ge=1)] = 1
    # "if you control N or fewer such objects" (a trigger condition, RUP4 383.2.a.1)
    if_at_most: Annotated[int, Field(ge=0)] | None = None
    if_exact: bool = False  # "exactly if_count", not "or more"
    # a filter on the event's object: "when you kill a stunned enemy unit"
    event: SelectDef | None = None
    # cond-excess: "if you assigned N or more excess damage to enemy units" (after_attack)
    excess: Annotated[int, Field(ge=1)] | None = None
    # modal: "choose one —" (RUP4 355.3); each mode is checked as if it were the ability
    modes: tuple[ModeDef, ...] = ()
    modes_once_per_turn: bool = False  # "choose one you've not chosen this turn"
    once_each_turn: bool = False  # "Once each turn, when ..." (RUP4 383.3.e)
    # player-choices: "choose an opponent" as it goes on the chain (RUP4 355.9.a)
    # ("any": "choose a player", yourself included)
    choose_player: Literal["opponent", "any"] | None = None
    # "[Level N] ...": active only while you have N or more XP (RUP4 824); "Spend N XP" as an
    # activated ability's cost (730.2)
    level: Annotated[int, Field(ge=1)] | None = None
    cost_xp: Annotated[int, Field(ge=0)] = 0
    # Equip, or Effect Text (RUP4 818, 136.2; app.cards.abilities.equipment)
    equipment: Part | None = None
    # pay-to: "you may [Burn N] to ...": an optional trigger's base cost (RUP4 383.3.b, 440.3.a)
    cost_burn: Annotated[int, Field(ge=0)] = 0
    _equipment = model_validator(mode="after")(check_equipment)
    # Empower (RUP4 827): the card's Empower keyword ability; "[Empowered] ...", a dependent
    # ability active only while its source is Empowered (828); "Disempower me:" as a cost
    empower: bool = False
    empowered: bool = False
    cost_disempower: bool = False
    # trigger might_reaches: "when my Might becomes N or more" (N: might_at_least)
    might_at_least: Annotated[int, Field(ge=1)] | None = None
    # cond-score: condition opponent_near_victory's N ("within N points of the Victory Score")
    within: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _empower(self) -> AbilityDef:
        if self.empower and (
            self.kind != "activated" or self.empowered or self.modes
            or any(t.cost is None for t in self.targets)  # only costs paid with objects
            or len(self.steps) != 1 or self.steps[0].op != "empower"
            or getattr(self.steps[0], "target", None) is not None
            or getattr(self.steps[0], "scope", None) is not None
        ):
            # "<cost>: Empower this" and nothing else; the source is no target (827.1.b.1)
            raise ValueError("empower is the Empower keyword's activated ability: its only "
                             "step is op 'empower' on the source (RUP4 827.1.c.1)")
        if self.empowered and self.kind not in ("triggered", "activated", "static"):
            raise ValueError("empowered applies to triggered, activated and static abilities "
                             "(RUP4 828.1.b)")
        if self.cost_disempower and self.kind != "activated":
            raise ValueError("cost_disempower only applies to activated abilities")
        if (self.trigger == "might_reaches") != (self.might_at_least is not None):
            raise ValueError("trigger 'might_reaches' takes might_at_least, and only it")
        if (self.condition == "opponent_near_victory") != (self.within is not None):
            raise ValueError("condition 'opponent_near_victory' takes within, and only it")
        return self

    # act-riders: "use only once per turn" (an activated ability's, RUP4 054.2)
    once_per_turn: bool = False

    @model_validator(mode="after")
    def _once(self) -> AbilityDef:
        if self.once_per_turn and self.kind != "activated":
            raise ValueError("once_per_turn applies to activated abilities")
        return self

    # grant-activated: a battlefield's 'units here have "<this activated ability>"' (RUP4 477.2)
    units_here: bool = False
    # grant-activated: an activated ability a 'give_ability' step of the card gives a unit for
    # the turn, not the card's own (RUP4 477.2)
    given: bool = False

    # grant-activated: a battlefield's 'while you control this battlefield, friendly legends
    # have "<this activated ability>"' (RUP4 477.2)
    legends_have: bool = False

    @model_validator(mode="after")
    def _units_here(self) -> AbilityDef:
        if (self.units_here or self.legends_have) and self.kind != "activated":
            raise ValueError("units_here and legends_have grant an activated ability: kind "
                             "'activated' only")
        if self.units_here and self.legends_have:
            raise ValueError("an ability is granted to the units here or to the legends, not "
                             "both")
        if self.given and (self.kind != "activated" or self.units_here or self.legends_have):
            raise ValueError("given is an activated ability a step gives: kind 'activated' only")
        return self

    @model_validator(mode="after")
    def _chosen_player(self) -> AbilityDef:
        uses = any(st.who == "chosen_player" for st in _views(self.steps)) or any(
            st.who == "chosen_player" for m in self.modes for st in _views(m.steps))
        if uses and self.choose_player is None:
            raise ValueError("who 'chosen_player' needs choose_player")
        if self.choose_player is not None and self.kind not in ("spell", "triggered",
                                                                "activated"):
            raise ValueError("choose_player applies to spells, triggered and activated "
                             "abilities")
        if any(st.who == "attacker_and_defender" for st in _views(self.steps)) \
                and self.trigger != "combat_starts_here":
            raise ValueError("who 'attacker_and_defender' is the combat's that set off a "
                             "trigger 'combat_starts_here'")
        if any(st.condition == "not_stopped" for st in _views(self.steps)) \
                and not any(st.op == "unless" for st in _views(self.steps)):
            raise ValueError("condition 'not_stopped' needs an 'unless' step before it")
        if any(st.condition == "reveal_missed" for st in _views(self.steps)) \
                and not any(st.op == "reveal_draw" for st in _views(self.steps)):
            raise ValueError("condition 'reveal_missed' needs a 'reveal_draw' step before it")
        if any(st.condition == "if_played" for st in _views(self.steps)) \
                and not any(st.op in ("play", "revealed_play") for st in _views(self.steps)):
            raise ValueError("condition 'if_played' needs a 'play' or 'revealed_play' step "
                             "before it")
        if len({st.at_least for st in _views(self.steps) if st.condition == "linked_at_least"}) > 1:
            raise ValueError("the steps of condition 'linked_at_least' are one conditional "
                             "instruction: they take the same at_least")
        return self

    @model_validator(mode="after")
    def _once_each_turn(self) -> AbilityDef:
        if self.once_each_turn and self.kind != "triggered":
            raise ValueError("once_each_turn applies to triggered abilities (RUP4 383.3.e)")
        return self

    @model_validator(mode="after")
    def _modal(self) -> AbilityDef:
        if self.modes_once_per_turn and not self.modes:
            raise ValueError("modes_once_per_turn needs modes")
        if not self.modes:
            return self
        if len(self.modes) < 2:
            raise ValueError("a modal ability has at least two modes")
        if self.targets or self.steps:
            raise ValueError("a modal ability's targets and steps go in its modes")
        if self.kind not in ("spell", "triggered", "activated"):
            raise ValueError("modes apply to spells, triggered and activated abilities")
        base = self.model_dump(exclude={"modes", "modes_once_per_turn"}, exclude_defaults=True)
        for i, mode in enumerate(self.modes):
            try:
                AbilityDef.model_validate(base | dict(mode))  # its validated targets and steps
            except ValidationError as exc:
                raise ValueError(f"modes.{i}: {format_errors(exc).strip()}") from None
        return self

    @model_validator(mode="after")
    def _event_filter(self) -> AbilityDef:
        if self.event is not None and self.trigger not in ("you_kill", "you_stun",
                                                            "you_play_unit") \
                and not (self.trigger in _ME_EVENTS and self.event.where == "self"):
            raise ValueError("event (a filter on the event's object) applies to triggers "
                             "'you_kill', 'you_stun' and 'you_play_unit' (and where 'self', "
                             "\"me\", to "
                             f"{', '.join(sorted(_ME_EVENTS))})")
        if self.event is not None and self.trigger == "you_play_unit" \
                and (self.event.kind != "unit" or self.event.side != "any"):
            # "when you play a Mighty unit": the unit is yours (the trigger says so)
            raise ValueError("event of 'you_play_unit' is a unit filter with side 'any'")
        if self.event is not None and self.event.where in ("target_bf", "event"):
            raise ValueError("event takes no where 'target_bf' or 'event'")
        return self
    # "Recycle me to ...": a triggered ability's base cost, paid from the trash (RUP4 383.3.b)
    cost_recycle_self: bool = False
    # "you may banish me to ...": an optional trigger's base cost (RUP4 383.3.b, 740.4.a.2);
    # "Banish this:" an activated ability's (RUP4 427.2)
    cost_banish_self: bool = False
    # additional-cost: "reduce my cost by ... for each object used to pay the additional cost"
    less_energy: Annotated[int, Field(ge=0)] = 0
    less_power: tuple[Pip, ...] = ()
    # "I cost [1] less for each Energy it costs and [C] less for each Power it costs"
    less_per_cost: bool = False
    # zone-abilities: a player-event trigger that works only from its card's trash (385.2)
    from_trash: bool = False

    @model_validator(mode="after")
    def _from_trash(self) -> AbilityDef:
        if self.from_trash and self.kind == "alt_cost":
            return self  # "you may play me from your trash for <cost>" (RUP4 356.1.a)
        if self.from_trash and (self.kind != "triggered" or not (self.trigger or "").startswith(
                ("you_", "start_", "end_"))):
            raise ValueError("from_trash is for triggered abilities on a player's event "
                             "(you_..., start_..., end_...), which a card in the trash can see")
        return self

    @model_validator(mode="after")
    def _as_looked(self) -> AbilityDef:
        """as-looked (RUP4 370.1.b.1): "as you look at or reveal me from the top of your deck,
        you may banish me. If you do, you may play me [for <power>]": an optional banish of
        this card, then optionally a play of it (may), from Banishment."""
        mine = [st for st in _views(self.steps) if st.op == "play" and st.scope is not None
                and st.scope.where == "self" and (st.may or st.power)]
        # "you may play this from your trash for [A]": an optional trigger's play for a power
        for_power = self.kind == "triggered" and self.optional and not any(st.may for st in mine)
        if mine and self.kind != "as_looked" and not for_power:
            raise ValueError("a 'play' step with where 'self' takes may or power only in an "
                             "as_looked ability (power also in an optional triggered one)")
        if self.kind == "as_revealed":
            # "as I'm revealed from your deck, [Add] ...": the game action done with the reveal
            if not self.steps or any(st.op not in ("add_energy", "add_power")
                                     for st in _views(self.steps)) or self.optional \
                    or self.targets or self.trigger is not None or self.cost_energy \
                    or self.cost_power or self.condition is not None:
                raise ValueError("an as_revealed ability adds resources (steps add_energy, "
                                 "add_power): no may, targets, trigger, cost or condition")
            return self
        if self.kind != "as_looked":
            return self
        ops = [st.op for st in _views(self.steps)]
        if ops not in (["banish"], ["banish", "play"]) or not self.optional or any(
                st.scope is None or st.scope.where != "self" or st.target is not None
                for st in _views(self.steps)):
            raise ValueError("an as_looked ability is optional ('you may banish me') with steps "
                             "banish (scope where 'self') and optionally play (scope where "
                             "'self': 'if you do, play me')")
        if self.targets or self.trigger is not None or self.static is not None or \
                self.cost_energy or self.cost_power or self.condition is not None:
            raise ValueError("an as_looked ability has no targets, trigger, static, cost or "
                             "condition")
        return self

    @model_validator(mode="after")
    def _additional_cost_discount(self) -> AbilityDef:
        if (self.less_energy or self.less_power) and not (
            self.kind == "additional_cost" and self.optional and self.cost_xp
        ) and (
            self.kind != "additional_cost" or not self.targets
            or not all(t.up_to or t.any_number for t in self.targets)
        ):
            raise ValueError("less_energy / less_power are discounts of an optional additional "
                             "cost paid with objects (kind additional_cost, up_to slots)")
        if self.less_per_cost and (not (self.less_energy or self.less_power) or self.cost_xp
                                   or any(t.count != 1 for t in self.targets)):
            raise ValueError("less_per_cost qualifies less_energy / less_power of a cost paid "
                             "with one object")
        return self

    @model_validator(mode="after")
    def _consistent(self) -> AbilityDef:
        kind = self.kind
        if self.cost_banish_self and kind != "activated" and (kind != "triggered"
                                                              or not self.optional):
            raise ValueError("cost_banish_self is an optional triggered ability's base cost, "
                             "or an activated ability's ('Banish this:')")
        if self.cost_recycle_self and (kind != "triggered" or self.optional):
            raise ValueError("cost_recycle_self is a triggered ability's base cost (not optional)")
        if self.cost_burn and (kind != "triggered" or not self.optional or self.targets):
            raise ValueError("cost_burn is an optional triggered ability's base cost ('you may "
                             "burn N to ...'), with no target slots")
        if self.cost_spend_buff and kind != "activated":
            raise ValueError("cost_spend_buff only applies to activated abilities")
        if self.cost_xp and kind != "activated" and not (
                kind in ("triggered", "additional_cost") and self.optional):
            raise ValueError("cost_xp applies to activated abilities and to optional triggered "
                             "ones and additional costs (\"you may spend N XP ...\", RUP4 730.2)")
        if self.level is not None and kind not in ("triggered", "activated", "static"):
            raise ValueError("level applies to triggered, activated and static abilities "
                             "(RUP4 727.1.c)")
        if kind == "flow" and (self.optional or self.targets or self.steps or self.trigger
                               or self.static is not None or self.condition is not None
                               or self.timing != "normal" or self.exhaust_self or self.adds
                               or self.legion or self.cost_xp):
            # Flow [Cost] is a cost alone (RUP4 829.1.c): resources here
            raise ValueError("a flow ability takes only cost_energy and cost_power")
        extra = kind in ("additional_cost", "repeat")
        if kind == "repeat" and (self.optional or any(
                t.cost != "discard" or t.kind != "hand_card" or t.up_to for t in self.targets)):
            # Repeat is optional by itself (RUP4 820.1); "Repeat — Discard 1" pays with cards
            raise ValueError("a repeat ability takes cost_energy, cost_power or hand_card "
                             "slots with cost 'discard' (never optional: it always is)")
        if extra:  # a cost added to playing the card (RUP4 204.2, 356.2)
            if self.steps or self.trigger is not None or self.static is not None:
                raise ValueError("an additional_cost ability has no steps, trigger or static")
            if not (self.cost_energy or self.cost_power or self.targets or self.cost_xp):
                raise ValueError("an additional_cost ability needs cost_energy, cost_power, "
                                 "cost_xp or target slots with a cost")
            if any(t.cost is None for t in self.targets):
                raise ValueError("an additional_cost ability's target slots must have a cost")
            if self.targets and kind == "additional_cost" and (
                    self.optional or self.cost_energy or self.cost_power):
                raise ValueError("give an additional cost either as Energy/Power (optional "
                                 "or not) or as target slots (up_to makes them optional)")
            if self.timing != "normal" or self.exhaust_self or self.adds or self.legion \
                    or (self.condition is not None and not (
                        self.condition == "played_spell" and self.optional
                        and kind == "additional_cost" and not self.targets
                        and not self.cost_xp)):
                raise ValueError("an additional_cost ability takes only costs, optional and "
                                 "(optional, paid in Energy / Power) condition 'played_spell'")
        if kind == "alt_cost":  # "you may play me for <cost>" (RUP4 356.1.a)
            if self.steps or self.targets or self.trigger is not None \
                    or self.static is not None or self.optional or self.exhaust_self \
                    or not (self.cost_energy or self.cost_power) \
                    or self.condition not in (None, "spell_spent_4"):
                raise ValueError("an alt_cost ability takes cost_energy / cost_power and "
                                 "condition 'spell_spent_4' only")
        elif self.condition == "spell_spent_4":
            raise ValueError("condition 'spell_spent_4' is an alt_cost's")
        if self.condition == "played_spell" and kind != "additional_cost":
            raise ValueError("condition 'played_spell' is an optional additional cost's")
        if self.condition == "extra_cost_paid" and self.trigger != "play_me":
            raise ValueError("condition 'extra_cost_paid' is for trigger 'play_me'")
        if any(t.ignore_cost for t in self.targets) and kind != "spell":
            raise ValueError("ignore_cost only applies to a spell's own cost")
        if self.if_control is not None:
            if kind != "triggered":
                raise ValueError("if_control is a trigger condition: triggered abilities only")
            if self.if_control.side != "any" or self.if_control.where == "target_bf":
                raise ValueError("if_control counts what you control: no side or target_bf")
        elif self.if_count != 1 or self.if_at_most is not None or self.if_exact:
            raise ValueError("if_count, if_at_most and if_exact need if_control")
        if self.if_at_most is not None and (self.if_count != 1 or self.if_exact):
            raise ValueError("give if_count (N or more, or exactly N) or if_at_most (N or "
                             "fewer), not both")
        if self.condition == "all_tags" and (
                self.if_control is None or len(self.if_control.tags) < 2
                or self.if_count != 1 or self.if_at_most is not None or self.if_exact):
            raise ValueError("condition 'all_tags' reads the tags (two or more) of if_control, "
                             "with no if_count or if_at_most")
        if (kind in ("triggered", "delayed")) != (self.trigger is not None):
            raise ValueError("trigger is required for kind 'triggered' and only allowed there")
        if (kind == "static") != (self.static is not None):
            raise ValueError("static is required for kind 'static' and only allowed there")
        if kind == "static" and (self.steps or self.targets):
            raise ValueError("a static ability has no steps or targets")
        if kind not in ("static", "additional_cost", "repeat", "flow", "alt_cost") \
                and not self.steps and not self.modes:
            raise ValueError(f"a {kind} ability needs steps")
        act_rider = kind == "activated" and self.condition in (  # RUP4 054.2
            "at_battlefield", "chose_enemy_once", "chose_enemy_twice",
            "played_equipment")
        alt = kind == "alt_cost" and self.condition == "spell_spent_4"
        if kind not in ("triggered", "additional_cost", "as_looked", "repeat", "flow") and (
            (self.optional and kind != "delayed")  # "at ..., you may ..." (RUP4 390.2)
            or (self.condition is not None and not act_rider and not alt)
        ):
            raise ValueError("optional and condition only apply to triggered abilities (and "
                             "'at_battlefield' / 'chose_enemy_once' / 'played_equipment' to "
                             "activated ones)")
        # pay-to: an optional trigger's "you may pay ... [and exhaust me] to" (RUP4 383.3.b)
        pay_to = kind == "triggered" and self.optional
        if kind != "activated" and (
            self.timing != "normal"
            or (not extra and not pay_to and kind not in ("flow", "alt_cost")
                and (self.cost_energy or self.cost_power))
            or (self.exhaust_self and not pay_to) or self.adds
        ):
            raise ValueError(
                "timing, cost_energy, cost_power, exhaust_self and adds only apply to "
                "activated abilities"
            )
        # add-any: "pay any amount of ... to [Add] that much": a first pay_x step, then the
        # steps that add that much (RUP4 204.3.b; app.engine.actions.payment.ask_add_amount)
        paid = bool(self.steps) and self.steps[0].op == "pay_x"
        adding = self.steps[1:] if paid else self.steps
        if self.adds and (self.modes or any(st.op not in ("add_energy", "add_power")
                                            or st.condition not in (None, "spells_only",
                                                                    "units_only", "gear_only",
                                                                    "showdown_only",
                                                                    "empowered",
                                                                    "not_empowered")
                                            or (st.amount == "paid_x") != paid
                                            for st in _views(adding))
                          or (paid and (not adding or self.targets or self.cost_energy
                                        or self.cost_power))):
            # an Add ability resolves at once, outside the chain, by adding to the pool alone
            # (RUP4 429.2; app.engine.actions.payment.resolve_adds)
            raise ValueError("an Add ability (adds) has only add_energy and add_power steps, "
                             "with no condition but spells_only (or another restriction: "
                             "units_only, gear_only, showdown_only), empowered, not_empowered; "
                             "or a first pay_x step, no other cost, then only steps that add "
                             "amount 'paid_x'")
        if self.legion and kind not in ("triggered", "activated", "alt_cost"):
            raise ValueError("legion only applies to triggered, activated and alt_cost "
                             "abilities (a spell's Legion text is a step condition 'legion')")
        if kind == "activated" and not (self.cost_energy or self.cost_power or self.exhaust_self
                                        or self.cost_spend_buff or self.cost_xp
                                        or self.cost_disempower
                                        or any(t.cost == "discard" for t in self.targets)
                                        or any(t.cost == "kill" for t in self.targets)
                                        or any(t.cost == "recycle" for t in self.targets)):
            raise ValueError("an activated ability needs a cost (energy, power, exhaust_self, "
                             "cost_spend_buff, cost_xp, cost_disempower or a kill, discard or "
                             "recycle cost slot)")
        for i, step in enumerate(_views(self.steps)):
            if step.target is not None and step.target >= len(self.targets):
                raise ValueError(
                    f"steps.{i}: target {step.target} but the ability has "
                    f"{len(self.targets)} target slot(s)"
                )
            if step.target is not None and self.targets[step.target].level is not None and (
                    kind != "spell" or self.steps[i].level != self.targets[step.target].level
                    or self.steps[i].condition == "below_level"):
                # "[Level N] <instruction choosing it>": the slot and its step are one
                # dependent ability (RUP4 824.1.b)
                raise ValueError(f"steps.{i}: a target slot with level N is a spell's, for "
                                 "steps with the same level")
            if step.op == "deal_might" and not (
                1 <= len(self.targets) <= 2
                and all(t.count == 1 and not t.up_to and t.cost is None for t in self.targets)
            ):
                raise ValueError(f"steps.{i}: op 'deal_might' needs one or two single-unit "
                                 "slots (one: the source deals)")
            if step.op in ("counter", "new_choices") and (
                    step.target is None or self.targets[step.target].kind not in (
                        "spell", "chain_item") or (step.op == "new_choices" and self.targets[
                            step.target].kind != "spell")):
                # counter: a spell, or a spell or ability on the chain (RUP4 425)
                raise ValueError(f"steps.{i}: op {step.op!r} needs a target slot of kind "
                                 "'spell' (counter: or 'chain_item')")
            if step.op == "fight" and not self.targets:
                # two slots fight each other; with one, the source itself is the other unit
                raise ValueError(f"steps.{i}: op 'fight' needs two target slots (or one)")
            scope = step.scope
            if scope is not None and scope.where == "target_bf" and step.target is not None:
                if self.targets[step.target].kind != "battlefield":
                    raise ValueError(f"steps.{i}: 'target_bf' needs a battlefield target slot")
            if scope is not None and scope.less_might_first and (
                    scope.where != "target_bf" or not self.targets
                    or self.targets[0].kind != "unit" or self.targets[0].count != 1):
                # "... there with less Might than the chosen unit": slot 0's one unit
                raise ValueError(f"steps.{i}: a scope's less_might_first needs where "
                                 "'target_bf' and a one-unit slot 0")
            if step.condition in ("target_stunned", "target_not_stunned", "target_attacking",
                                  "target_not_attacking", "target_empowered",
                                  "target_not_empowered") and step.target is None:
                raise ValueError(f"steps.{i}: {step.condition!r} needs the step's target")
            if step.condition in ("killed_enemy", "killed_friendly",
                                  "killed_might_at_most") and not any(
                    st.op == "kill" for st in _views(self.steps)[:i]):
                raise ValueError(f"steps.{i}: {step.condition!r} needs an earlier 'kill' step")
            if step.condition in ("cost_paid", "cost_not_paid") and not any(
                t.cost for t in self.targets
            ) and kind != "spell" and self.trigger != "play_me":
                # a spell's, or a play trigger's, may be the card's optional additional cost
                # (below)
                raise ValueError(f"steps.{i}: {step.condition!r} but no target slot has a cost")
            if step.condition in ("paid", "not_paid") and not any(
                st.op in ("pay", "pay_x", "spend_xp") for st in _views(self.steps)[:i]
            ):
                raise ValueError(f"steps.{i}: {step.condition!r} needs an earlier 'pay' or "
                                 "'spend_xp' step")
            if step.amount == "excess" and self.excess is None:
                raise ValueError(f"steps.{i}: amount 'excess' (\"that much\") needs the "
                                 "trigger's excess condition")
            if step.amount == "paid_x" and not any(st.op == "pay_x" for st in self.steps[:i]):
                raise ValueError(f"steps.{i}: amount 'paid_x' needs an earlier 'pay_x' step")
        return self

    @model_validator(mode="after")
    def _event_and_delayed(self) -> AbilityDef:
        for i, step in enumerate(_views(self.steps)):
            if step.scope is not None and step.scope.where == "event" \
                    and self.kind not in ("triggered", "delayed"):
                raise ValueError(f"steps.{i}: where 'event' (the object of the triggering "
                                 "event) only applies to triggered abilities")
        if any(t.where == "spent" for t in self.targets):
            raise ValueError("where 'spent' is for step scopes, not target slots")
        for i, st in enumerate(_views(self.steps)):
            if ((st.scope is not None and st.scope.where == "spent") or st.amount == "spent") \
                    and not any(e.op == "spend_buffs" for e in _views(self.steps)[:i]):
                raise ValueError(f"steps.{i}: 'spent' needs an earlier 'spend_buffs' step")
        if any(t.where == "event" for t in self.targets):
            raise ValueError("where 'event' is for step scopes, not target slots")
        if self.trigger != "move" and any(getattr(st, "to", None) == "origin"
                                          for st in _views(self.steps)):
            raise ValueError("a token played 'origin' (where the unit moved from) needs "
                             "trigger 'move'")
        if self.kind == "delayed" and self.trigger not in ("end_of_turn", "damaged",
                                                           "watched_dies", "watched_wins",
                                                           "reflexive", "watched_conquers",
                                                           "start_of_main", "they_hold",
                                                           *_PLAYED_DELAYS):
            raise ValueError("a delayed ability's trigger is 'end_of_turn' (at the end of "
                             "this turn) or 'damaged' (when a unit takes damage this turn)")
        if self.trigger in ("first_beginning", "player_chooses_friendly_here") and any(
            st.who != "that_player" and st.op in _THAT_PLAYER_OPS for st in _views(self.steps)
        ):
            # no "you": the player of the phase acts, whoever controls the battlefield
            raise ValueError(f"trigger {self.trigger!r}: its steps act for 'that_player'")
        if self.kind != "delayed" and self.trigger == "damaged":
            raise ValueError(f"trigger {self.trigger!r} is for delayed abilities (kind "
                             "'delayed')")
        if self.trigger == "reflexive" and self.kind not in ("triggered", "delayed"):
            # set off by a step reflex (triggered) or burned_reflex (delayed), RUP4 386-387
            raise ValueError("trigger 'reflexive' is for triggered and delayed abilities")
        for i, st in enumerate(_views(self.steps)):
            if st.op == "delay_next" and st.target is None:
                raise ValueError(f"steps.{i}: op 'delay_next' needs the target it watches")
        return self

    @model_validator(mode="after")
    def _excess(self) -> AbilityDef:
        if self.excess is not None and self.condition != "after_attack":
            raise ValueError("excess is part of condition 'after_attack'")
        return self

    @model_validator(mode="after")
    def _trigger_condition_fits(self) -> AbilityDef:
        allowed = _TRIGGER_CONDITIONS.get(self.condition or "")
        if allowed is not None and self.trigger not in allowed:
            names = ", ".join(sorted(allowed))
            raise ValueError(f"condition {self.condition!r} only applies to trigger {names}")
        return self

    @model_validator(mode="after")
    def _mov_slots(self) -> AbilityDef:
        """Destinations and amounts that refer to other slots, and dependent slots."""
        first_unit = bool(self.targets) and self.targets[0].kind == "unit" \
            and self.targets[0].count == 1 and not self.targets[0].any_number
        for k, t in enumerate(self.targets):
            if t.where in ("with_first", "apart_first") and (k == 0 or not first_unit):
                raise ValueError(f"targets.{k}: where {t.where!r} needs slot 0 to be one unit "
                                 "and applies to a later slot")
            if t.where in ("not_first_bf", "first_bf") and (
                    k == 0 or self.targets[0].kind != "battlefield"):
                raise ValueError(f"targets.{k}: where {t.where!r} needs slot 0 to be a "
                                 "battlefield and applies to a later slot")
        for i, st in enumerate(_views(self.steps)):
            if st.scope is not None and st.scope.where in ("not_first_bf", "first_bf",
                                                           "apart_first"):
                raise ValueError(f"steps.{i}: where {st.scope.where!r} is for target slots")
        if self.event is not None and self.event.where in ("with_first", "not_here",
                                                           "not_first_bf", "first_bf",
                                                           "apart_first"):
            raise ValueError("event takes no where 'with_first' or 'not_here'")
        if self.if_control is not None and self.if_control.where in (
                "with_first", "not_first_bf", "first_bf", "apart_first"):
            raise ValueError("if_control takes no where 'with_first'")
        for i, st in enumerate(_views(self.steps)):
            if st.scope is not None and st.scope.where == "with_first" and not first_unit:
                raise ValueError(f"steps.{i}: where 'with_first' needs slot 0 to be one unit")
            if st.amount == "first_might" and not first_unit:
                raise ValueError(f"steps.{i}: amount 'first_might' needs slot 0 to be one unit")
            if st.also is not None and st.also >= len(self.targets):
                raise ValueError(f"steps.{i}: also {st.also} but the ability has "
                                 f"{len(self.targets)} target slot(s)")
            if st.dest == "chosen_bf" and not any(t.kind == "battlefield" for t in self.targets):
                raise ValueError(f"steps.{i}: dest 'chosen_bf' needs a battlefield target slot")
            if st.dest == "first_target" and (not first_unit or st.target == 0):
                raise ValueError(f"steps.{i}: dest 'first_target' moves a later slot's unit to "
                                 "slot 0's unit's battlefield")
            if st.dest == "event_bf" and self.kind not in ("triggered", "delayed"):
                raise ValueError(f"steps.{i}: dest 'event_bf' is for triggered (and delayed) "
                                 "abilities")
            if st.dest == "with_event" and self.kind != "triggered":
                raise ValueError(f"steps.{i}: dest 'with_event' is for triggered abilities")
            if st.op == "play" and st.target is not None and (
                    st.target >= len(self.targets)
                    or self.targets[st.target].kind not in ("trash_card", "banished_card")
                    or self.targets[st.target].count != 1 or self.targets[st.target].any_number):
                # a card in a public zone is a target (RUP4 355.10.a): one card of a trash,
                # or of Banishment (banished with this, 427.3)
                raise ValueError(f"steps.{i}: op 'play' with a target plays the one card of a "
                                 "trash_card or banished_card slot")
            if st.op == "swap" and not (
                self.targets[st.target].kind == "unit" and self.targets[st.target].count == 1  # type: ignore[index]
                and not self.targets[st.target].any_number  # type: ignore[index]
            ):
                raise ValueError(f"steps.{i}: op 'swap' needs a one-unit target slot")
            if st.op == "split" and self.targets[st.target].kind != "unit":  # type: ignore[index]
                raise ValueError(f"steps.{i}: op 'split' divides damage among units")
            if st.op == "fight" and st.scope is not None and len(self.targets) != 1:
                raise ValueError(f"steps.{i}: op 'fight' with a scope fights slot 0's unit "
                                 "(one target slot)")
        return self

    def compile(self) -> eng.Ability:
        return eng.Ability(
            kind=self.kind,
            trigger=self.trigger,
            targets=tuple(t.compile() for t in self.targets),
            steps=self.steps,
            optional=self.optional,
            timing=self.timing,
            cost_energy=self.cost_energy,
            cost_power=tuple(parse_pip(p) for p in self.cost_power),
            exhaust_self=self.exhaust_self,
            adds=self.adds,
            static=self.static.compile() if self.static is not None else None,
            condition=self.condition,
            legion=self.legion,
            cost_spend_buff=self.cost_spend_buff,
            if_control=self.if_control.compile() if self.if_control is not None else None,
            if_count=self.if_count,
            if_at_most=self.if_at_most,
            if_exact=self.if_exact,
            event=self.event.compile() if self.event is not None else None,
            cost_recycle_self=self.cost_recycle_self,
            cost_banish_self=self.cost_banish_self,
            excess=self.excess,
            less_energy=self.less_energy,
            less_power=tuple(parse_pip(p) for p in self.less_power),
            less_per_cost=self.less_per_cost,
            modes=tuple(m.compile() for m in self.modes),
            modes_once_per_turn=self.modes_once_per_turn,
            once_per_turn=self.once_per_turn,
            once_each_turn=self.once_each_turn,
            choose_player=self.choose_player,
            from_trash=self.from_trash,
            level=self.level,
            cost_xp=self.cost_xp,
            equipment=self.equipment,
            cost_burn=self.cost_burn,
            empower=self.empower,
            empowered=self.empowered,
            cost_disempower=self.cost_disempower,
            units_here=self.units_here,
            given=self.given,
            legends_have=self.legends_have,
            might_at_least=self.might_at_least,
            within=self.within,
        )


def cost_paid_without_cost(abilities: tuple[AbilityDef, ...]) -> str | None:
    """A spell's (or a play trigger's) "if you paid the additional cost" needs a cost: one of
    its target slots' or the card's optional additional cost (RUP4 356.2.b)."""
    optional_cost = any(a.kind == "additional_cost" and a.optional for a in abilities)
    for k, ab in enumerate(abilities):
        if any(t.if_paid is not None for t in ab.targets) and (
                not optional_cost or ab.kind != "spell"):
            return (f"abilities.{k}: a target slot's if_paid reads the card's optional "
                    "additional cost: a spell's slots, with such a cost")
        if (ab.kind == "spell" or ab.trigger == "play_me") and not optional_cost \
                and not any(t.cost for t in ab.targets) \
                and any(st.condition in ("cost_paid", "cost_not_paid") for st in _views(ab.steps)):
            return (f"abilities.{k}: 'cost_paid' but no target slot has a cost, and the card has "
                    "no optional additional cost")
    return None


class CardAbilities(_Model):
    """One card's entry in an abilities file: `["OGS-019"]` with its name and abilities."""

    name: Annotated[str, Field(min_length=1)] | None = None  # checked against the catalog
    abilities: tuple[AbilityDef, ...]

    @model_validator(mode="after")
    def _delays_name_delayed_abilities(self) -> CardAbilities:
        """op 'delay' n: the card's ability number n, of kind 'delayed' (RUP4 390.2)."""
        for k, ab in enumerate(self.abilities):
            # a modal ability's steps are its modes' (RUP4 355.3)
            for i, st in enumerate(_views((*ab.steps, *(s for m in ab.modes for s in m.steps)))):
                if st.op not in ("delay", "delay_next", "burned_reflex"):
                    continue
                if not (0 <= st.n < len(self.abilities)) \
                        or self.abilities[st.n].kind != "delayed":
                    raise ValueError(f"abilities.{k}.steps.{i}: op {st.op!r} n={st.n} must "
                                     "name an ability of kind 'delayed' of this card")
                if (st.op == "burned_reflex") != (self.abilities[st.n].trigger == "reflexive"):
                    raise ValueError(f"abilities.{k}.steps.{i}: op 'burned_reflex' and only it "
                                     "sets off a delayed ability with trigger 'reflexive'")
                if st.op == "delay_next" and self.abilities[st.n].trigger not in (
                        "damaged", "watched_dies", "watched_wins", "watched_conquers"):
                    raise ValueError(f"abilities.{k}.steps.{i}: op 'delay_next' watches its "
                                     "target: the delayed ability's trigger is 'damaged', "
                                     "'watched_dies', 'watched_wins' or 'watched_conquers'")
        for k, ab in enumerate(self.abilities):  # reflexive: "then do this" (RUP4 386-387)
            named = [st.n for a in self.abilities for st in _views(a.steps)
                     if st.op in ("reflex", "killed_reflex")]
            if ab.kind == "triggered" and ab.trigger == "reflexive" and k not in named:
                raise ValueError(f"abilities.{k}: a reflexive ability no 'reflex' step starts")
            for i, st in enumerate(_views(ab.steps)):
                if st.op in ("reflex", "killed_reflex") and not (
                        0 <= st.n < len(self.abilities)
                        and self.abilities[st.n].trigger == "reflexive"):
                    raise ValueError(f"abilities.{k}.steps.{i}: op 'reflex' n={st.n} must name "
                                     "an ability of this card with trigger 'reflexive'")
                if st.scope is not None and st.scope.where == "made" \
                        and ab.trigger != "reflexive":
                    raise ValueError(f"abilities.{k}.steps.{i}: where 'made' (the tokens that "
                                     "started it) is for reflexive abilities")
            if ab.trigger != "reflexive" and any(sl.where == "made" for sl in ab.targets):
                raise ValueError(f"abilities.{k}: a target slot's where 'made' (among the "
                                 "tokens that started it) is for reflexive abilities")
        given = [k for k, ab in enumerate(self.abilities) if ab.given]
        gives = [(k, i, st.n) for k, ab in enumerate(self.abilities)
                 for i, st in enumerate(_views(ab.steps)) if st.op == "give_ability"]
        for k, i, n in gives:
            if n not in given:
                raise ValueError(f"abilities.{k}.steps.{i}: op 'give_ability' n={n} must name "
                                 "an ability of this card with given = true")
        for k in given:
            if not any(n == k for _, _, n in gives):
                raise ValueError(f"abilities.{k}: a given ability no 'give_ability' step gives")
        problem = cost_paid_without_cost(self.abilities)
        if problem:
            raise ValueError(problem)
        for k, ab in enumerate(self.abilities):
            if ab.kind == "delayed" and not any(
                st.op in ("delay", "delay_next", "burned_reflex") and st.n == k
                for a in self.abilities
                for st in _views((*a.steps, *(s for m in a.modes for s in m.steps)))
            ):
                raise ValueError(f"abilities.{k}: a delayed ability no 'delay' step creates")
        return self

    def compile(self) -> tuple[eng.Ability, ...]:
        return tuple(a.compile() for a in self.abilities)
