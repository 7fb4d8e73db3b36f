"""A static ability (`StaticDef`): what holds while the card is in play, checked and
compiled to `app.engine.core.selects.Static`."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, model_validator

from app.cards.abilities.selects import SelectDef
from app.cards.abilities.vocabulary import (
    StaticCondition,
    StaticOp,
    StaticPer,
    _Model,
)
from app.engine.core import selects as eng
from app.engine.core.abilities import PIP_RE as _PIP_RE
from app.engine.core.abilities import parse_pip
from app.engine.core.enums import SUMMING_KEYWORDS, Keyword

# statics that only ever speak of their own unit: scope { kind = 'unit', where = 'self' },
# nothing else
_OWN_UNITS_ONLY = frozenset({"copy_text_attached", "conquer_hold_alike",
                             "double_equipment_bonus"})


class StaticDef(_Model):
    """A passive ability; see `app.engine.core.selects.Static`."""

    op: StaticOp
    n: int = 0
    scope: SelectDef = SelectDef()
    keyword: Keyword | None = None
    condition: StaticCondition | None = None
    # dyn-amount: n for each point you have / each object matching per_scope
    per: StaticPer | None = None
    per_scope: SelectDef | None = None
    # "... have [Deflect] if they didn't already": granted only to objects without it
    if_lacking: bool = False
    # cost-mod: "to a minimum of M" (a minimum of that discount only, RUP4 356.4.e)
    minimum: Annotated[int, Field(ge=0)] | None = None
    # cond-score: the N of condition 'opponent_near_victory'
    within: Annotated[int, Field(ge=0)] | None = None
    # death-replacement with a cost (replace_death): optional, paid with Energy / Power, the
    # source exhausted and / or the dying unit's buff spent, instead of killing the source
    # (RUP4 371.2)
    optional: bool = False
    cost_energy: Annotated[int, Field(ge=0)] = 0
    cost_power: tuple[Annotated[str, Field(pattern=_PIP_RE.pattern)], ...] = ()
    exhaust_self: bool = False
    spend_buff: bool = False
    # death-replacement with no cost that doesn't kill its source: the unit is healed,
    # exhausted and recalled in place of its death, and that is all
    keep_source: bool = False
    # cond-control: "if you control <if_count> or more <if_control>" (side 'enemy': "if an
    # opponent controls"), a condition of the card's own 'enter_ready' / 'cost_less'
    if_control: SelectDef | None = None
    if_count: Annotated[int, Field(ge=1)] = 1
    # cost-mod: Power pips 'cost_less' also takes off ("I cost [2][C] less")
    less_power: tuple[Annotated[str, Field(pattern=_PIP_RE.pattern)], ...] = ()
    # static 'tag': the tag its scope's units have too ("I am a Mech", RUP4 133.8)
    tag: Annotated[str, Field(min_length=1)] | None = None
    # bf-tokens: the battlefield token 'add_battlefield' adds
    card: Annotated[str, Field(min_length=1)] | None = None

    @model_validator(mode="after")
    def _bf_tokens(self) -> StaticDef:
        """bf-tokens and untargetable: the card's own, nothing else to say."""
        if (self.op == "add_battlefield") != (self.card is not None):
            raise ValueError("card is required by static op 'add_battlefield' and only "
                             "allowed there")
        if self.op in ("move_here_anywhere", "add_battlefield", "no_units_played_here") and (
            self.scope != SelectDef() or self.condition is not None or self.n
        ):
            raise ValueError(f"static {self.op!r} is the card's own: no scope, condition or "
                             "n")
        return self

    @model_validator(mode="after")
    def _if_control(self) -> StaticDef:
        if self.if_control is None:
            if self.if_count != 1:
                raise ValueError("if_count needs if_control")
            return self
        if self.op not in ("enter_ready", "cost_less", "no_enemy_spell_damage") \
                or (self.op != "no_enemy_spell_damage" and self.scope != SelectDef()):
            raise ValueError("if_control is a condition of the card's own 'enter_ready', "
                             "'cost_less' and 'no_enemy_spell_damage'")
        sel = self.if_control
        if sel.other:
            raise ValueError("if_control takes no 'other': the card is not on the board as it "
                             "is played or enters, so it never counts itself")
        if sel.side == "friendly" or sel.where in ("self", "event", "spent", "target_bf",
                                                   "with_first", "here", "my_bf",
                                                   "not_here") \
                or sel.kind not in ("unit", "gear", "permanent", "something", "rune"):
            # "something": any game object you control, a rune or a legend too
            raise ValueError("if_control counts units, gear or runes on the board: side 'any' "
                             "(you control) or 'enemy' (an opponent controls), where 'any', "
                             "'base', 'battlefield' or 'combat'")
        return self

    @model_validator(mode="after")
    def _replace_cost(self) -> StaticDef:
        costs = bool(self.cost_energy or self.cost_power or self.exhaust_self or self.spend_buff)
        if self.op == "grant_repeat":  # the Repeat cost it gives (RUP4 820.1.c)
            if not (self.cost_energy or self.cost_power) or self.exhaust_self \
                    or self.spend_buff or self.optional:
                raise ValueError("'grant_repeat' takes the Repeat cost: cost_energy and/or "
                                 "cost_power")
            return self
        if self.op == "repeat_less" and self.n < 1:
            raise ValueError("'repeat_less' needs n >= 1")
        if self.op in ("reaction_tax_here", "play_here_paying", "move_tax"):  # a cost they name
            return self
        if self.op == "spell_tax":  # "enemy spells cost n [cost_power] more" (RUP4 356.3)
            if self.cost_energy or self.exhaust_self or self.spend_buff or self.optional \
                    or not (self.n or self.cost_power) or self.scope != SelectDef():
                raise ValueError("static 'spell_tax' takes n (Energy) and / or cost_power "
                                 "(the Power it adds), no scope")
            return self
        if (costs or self.optional) and self.op != "replace_death":
            raise ValueError("optional, cost_energy, cost_power, exhaust_self and spend_buff "
                             "only apply to static 'replace_death' (cost_power: 'spell_tax')")
        if costs != self.optional:
            raise ValueError("a 'replace_death' with a cost is optional ('you may pay ... "
                             "instead', RUP4 371.2) and an optional one has a cost")
        if self.keep_source and (self.op != "replace_death" or self.optional
                                 or self.scope.where == "self"):
            raise ValueError("keep_source is a 'replace_death' with no cost that doesn't kill "
                             "its source")
        if self.spend_buff and self.scope.buffed is not True:
            raise ValueError("spend_buff (its buff) needs a scope of buffed units")
        return self

    @model_validator(mode="after")
    def _cost_mod(self) -> StaticDef:
        if (self.condition in ("opponent_near_victory", "hand_at_most", "runes_at_most",
                               "not_near_victory", "near_victory")) != (self.within is not None):
            raise ValueError("within is required by conditions 'opponent_near_victory', "
                             "'not_near_victory', 'near_victory', 'hand_at_most' and "
                             "'runes_at_most' and only allowed there")
        if self.op == "adds_more" and (self.n < 1 or self.scope.side != "friendly"
                                       or self.scope.name is None):
            raise ValueError("'adds_more' needs n >= 1 and a friendly scope with a name (your "
                             "<name>: the source may be gone as its Add resolves, killed to "
                             "pay for it)")
        if self.condition == "hand_at_most" and self.op not in ("enter_ready", "cost_less"):
            raise ValueError("condition 'hand_at_most' applies to 'enter_ready' and "
                             "'cost_less'")
        if self.condition == "opponent_near_victory" and self.op not in ("enter_ready",
                                                                         "cost_less"):
            raise ValueError("condition 'opponent_near_victory' applies to 'enter_ready' and "
                             "'cost_less'")
        if self.minimum is not None and self.op == "might":
            # "-N Might, to a minimum of M" (a floor of that reduction only)
            if self.n >= 0 or self.per is not None:
                raise ValueError("minimum with static 'might' needs a fixed negative n")
        elif self.minimum is not None and self.op not in ("cost_less_others", "cost_less",
                                                          "flow_less"):
            raise ValueError("minimum only applies to static ops 'cost_less_others', "
                             "'cost_less', 'flow_less' and 'might'")
        if self.op == "ignore_deflect_here" and (self.n or self.scope != SelectDef()
                                                 or self.condition is not None):
            raise ValueError("static 'ignore_deflect_here' takes nothing: a battlefield's own")
        if self.op == "flow_less" and (self.n < 1 or self.scope != SelectDef()
                                       or self.condition is not None):
            raise ValueError("static 'flow_less' takes n (and minimum): the spells with Flow "
                             "its controller plays from their trash")
        if self.op in ("cost_less", "cost_less_others") and self.n < 1 and not (
                self.op == "cost_less" and self.less_power):
            raise ValueError(f"static {self.op!r} needs n >= 1")
        if self.op in ("skip_draw", "play_from_trash", "trash_to_banish",
                       "name_tag_as_played") and (
                self.n or self.scope != SelectDef() or self.condition is not None):
            raise ValueError(f"static {self.op!r} takes nothing: its controller's own")
        if self.op == "opponents_cant_play_named" and (
                self.n or self.scope != SelectDef() or self.condition not in (
                    None, "at_battlefield")):
            raise ValueError("static 'opponents_cant_play_named' takes only the condition "
                             "at_battlefield")
        if self.op == "play_here_paying" and (not self.cost_power or self.n
                                              or self.scope.kind != "unit"
                                              or self.scope.tag is None
                                              or self.condition is not None):
            raise ValueError("static 'play_here_paying' takes cost_power and a scope of units "
                             "with a tag (a battlefield's)")
        if self.op == "first_gear_ability_less" and (self.n < 1 or self.scope != SelectDef()
                                                     or self.condition is not None):
            raise ValueError("static 'first_gear_ability_less' takes n (a battlefield's, for "
                             "its controller)")
        if self.op == "move_tax" and (not self.cost_power or self.n or self.cost_energy
                                      or self.scope != SelectDef()
                                      or self.condition is not None):
            raise ValueError("static 'move_tax' takes cost_power only (paid for each unit "
                             "beyond the first)")
        if self.op == "reaction_tax_here" and (not self.cost_power or self.n
                                               or self.scope != SelectDef()
                                               or self.condition is not None):
            raise ValueError("static 'reaction_tax_here' takes cost_power only (a "
                             "battlefield's tax on Reaction cards during its showdowns)")
        if self.op == "chose_here_less" and (not self.less_power or self.n
                                             or self.scope != SelectDef()
                                             or self.condition is not None):
            raise ValueError("static 'chose_here_less' takes less_power only (a battlefield's "
                             "discount of the spells choosing friendly units there)")
        if self.op == "chose_me_less" and (self.n < 1 or len(self.less_power) != 1
                                           or self.scope != SelectDef(where="self")
                                           or self.condition is not None):
            raise ValueError("static 'chose_me_less' takes n and one less_power pip (\"cost "
                             "[n] or [pip] less\"), scope where 'self'")
        if self.op == "optional_costs_less" and (self.n < 1 or len(self.less_power) != 1
                                                 or self.scope != SelectDef()
                                                 or self.condition is not None):
            raise ValueError("static 'optional_costs_less' takes n and one less_power pip "
                             "(\"cost [n] or [pip] less\"), no scope")
        if self.op == "empower_less_here" and (self.n < 1 or len(self.less_power) != 1
                                               or self.scope != SelectDef()
                                               or self.condition is not None):
            raise ValueError("static 'empower_less_here' takes n and one less_power pip "
                             "(\"cost [n] or [pip] less\"), no scope (a battlefield's)")
        if self.less_power and (self.op not in ("cost_less", "spell_discount",
                                                "chose_here_less", "chose_me_less",
                                                "empower_less_here", "optional_costs_less")
                                or self.per == "highest_might"):
            raise ValueError("less_power only applies to static 'cost_less' (not per "
                             "'highest_might') and 'spell_discount'")
        if self.op == "spell_discount" and self.scope not in (
                SelectDef(), SelectDef(side="friendly")):
            raise ValueError("static 'spell_discount' is for the spells you play, or with "
                             "scope { side = 'friendly' } your team's")
        if self.op == "cost_less" and self.scope != SelectDef() and self.condition != "chose":
            raise ValueError("static 'cost_less' is the card's own cost: no scope (but the "
                             "target it names with condition 'chose')")
        if self.op == "cost_less_others" and (
            self.scope.where != "any" or self.scope.side != "friendly" or self.per is not None
            or self.condition not in (None, "first_each_turn")
            or self.scope.kind not in ("unit", "gear", "permanent")
        ):
            raise ValueError("static 'cost_less_others' takes a friendly scope of kind and tag "
                             "(cards you play), no where or per, condition only "
                             "'first_each_turn'")
        if self.op == "hide_slots" and (self.n < 1 or self.scope != SelectDef()
                                        or self.condition is not None or self.per is not None):
            raise ValueError("static 'hide_slots' takes n >= 1 and nothing else")
        if self.op == "hide_cost" and (self.scope != SelectDef() or self.condition is not None
                                       or self.per is not None):
            raise ValueError("static 'hide_cost' takes n (the Energy paid instead of [A]) and "
                             "nothing else")
        if self.op == "no_play_before_turn" and (self.n < 2 or self.scope != SelectDef()
                                                 or self.condition is not None
                                                 or self.per is not None):
            raise ValueError("static 'no_play_before_turn' (the card's own) takes n >= 2 (the "
                             "first of your turns it may be played on) and nothing else")
        if self.op == "early_score_draws" and (self.n < 1 or self.scope != SelectDef()
                                               or self.condition is not None
                                               or self.per is not None):
            raise ValueError("static 'early_score_draws' takes n >= 1 (their first n turns) "
                             "and nothing else")
        if self.op == "channel_at_most" and (self.scope != SelectDef() or self.per is not None
                                             or self.condition not in (None, "at_battlefield")):
            raise ValueError("static 'channel_at_most' takes n (the runes channelled) and "
                             "condition 'at_battlefield' only")
        if self.op == "no_score_before_turn" and (self.n < 2 or self.scope != SelectDef()
                                                  or self.condition is not None
                                                  or self.per is not None):
            raise ValueError("static 'no_score_before_turn' (a battlefield's) takes n >= 2 "
                             "(the first turn a player may score it) and nothing else")
        if self.op == "victory_score" and (self.n < 1 or self.scope != SelectDef()
                                           or self.condition is not None
                                           or self.per is not None):
            raise ValueError("static 'victory_score' takes n >= 1 and nothing else")
        if self.condition == "legion" and self.op != "cost_less":
            raise ValueError("condition 'legion' only applies to static op 'cost_less'")
        if self.condition == "played_not_from_hand" and (self.op != "keyword"
                                                          or self.scope.where != "anywhere"):
            # the unit being played is on the chain, off the board (RUP4 354)
            raise ValueError("condition 'played_not_from_hand' applies to static op 'keyword' "
                             "with scope where 'anywhere'")
        if self.op == "replace_death" and (self.scope.kind != "unit" or self.scope.where
                                           in ("event", "target_bf") or self.n
                                           or self.per or self.condition
                                           not in (None, "during_combat")):
            raise ValueError("static 'replace_death' watches the deaths of the units in its "
                             "scope (kind 'unit'; 'self' only in an Equipment's Effect Text), "
                             "no n or per, condition only 'during_combat'")
        if (self.op == "tag") != (self.tag is not None) or self.op == "tag" and (
                self.n or self.per or self.scope.kind != "unit"):
            raise ValueError("tag is required by static op 'tag' (a scope of units, no n or "
                             "per) and only allowed there")
        if self.op == "token_copy" and (
                self.scope != SelectDef(kind="unit", where="self") or self.n or self.per
                or self.condition not in (None, "at_battlefield")):
            raise ValueError("static 'token_copy' is its unit's: scope { kind = 'unit', where "
                             "= 'self' }, no n or per, condition only 'at_battlefield'")
        if self.op == "copy_attached" and (
                self.scope != SelectDef(kind="unit", side="friendly") or self.n or self.per
                or self.condition is not None):
            raise ValueError("static 'copy_attached' chooses among friendly units: scope "
                             "{ kind = 'unit', side = 'friendly' }, no n, per or condition")
        if self.op in _OWN_UNITS_ONLY and (
                self.scope != SelectDef(kind="unit", where="self") or self.n or self.per
                or self.condition is not None):
            raise ValueError(f"static '{self.op}' is its unit's own: scope "
                             "{ kind = 'unit', where = 'self' }, no n, per or condition")
        if self.op == "chosen_tag" and (
                self.scope != SelectDef(kind="unit", where="self", tags=self.scope.tags)
                or len(self.scope.tags) < 2 or self.n or self.per
                or self.condition is not None):
            raise ValueError("static 'chosen_tag' offers the tags (two or more) of its scope "
                             "{ kind = 'unit', where = 'self', tags = [...] }: no n, per or "
                             "condition")
        if self.op == "no_enemy_move" and (self.scope.kind != "unit" or self.n or self.per
                                           or self.condition is not None):
            raise ValueError("static 'no_enemy_move' takes a scope of units, no n, per or "
                             "condition")
        if self.condition == "attached_this_turn" and self.op != "might":
            raise ValueError("condition 'attached_this_turn' applies to static 'might' (an "
                             "Equipment's Effect Text)")
        if self.condition == "during_combat" and self.op != "replace_death":
            raise ValueError("condition 'during_combat' only applies to 'replace_death'")
        if self.op == "cant_be_countered" and (self.scope != SelectDef() or self.n
                                               or self.per or self.condition):
            raise ValueError("static 'cant_be_countered' takes no scope, n, per or condition")
        if self.condition == "chose" and (self.op != "cost_less" or self.scope == SelectDef()
                                          or self.per is not None):
            raise ValueError("condition 'chose' is a cost_less's: 'if you choose' a target "
                             "matching its scope")
        if self.op == "reveal_look_first" and (self.scope != SelectDef() or self.n or self.per
                                               or self.condition):
            raise ValueError("static 'reveal_look_first' takes no scope, n, per or condition")
        if self.op == "ignore_keyword" and (
            self.keyword not in (Keyword.DEFLECT, Keyword.TANK, Keyword.BACKLINE)
            or self.scope != SelectDef() or self.n or self.per or self.condition
        ):
            # RUP4 766: Deflect while paying a spell's own cost; Tank or Backline while its
            # controller assigns combat damage at the source's battlefield
            raise ValueError("static 'ignore_keyword' takes keyword Deflect, Tank or Backline "
                             "and nothing else")
        if self.op == "any_damage_lethal" and (self.scope != SelectDef() or self.n or self.per
                                               or self.condition):
            raise ValueError("static 'any_damage_lethal' takes no scope, n, per or condition")
        if self.op == "tie_recall_all" and (self.scope != SelectDef() or self.n or self.per
                                            or self.condition):
            raise ValueError("static 'tie_recall_all' takes no scope, n, per or condition")
        if self.op == "untargetable" and (
                self.n or self.per or (self.scope.where != "self" and (
                    self.scope.kind != "unit" or self.scope.side != "friendly"))):
            raise ValueError("static 'untargetable' is the source's own (scope where 'self') "
                             "or that of units its controller controls (kind unit, side "
                             "friendly)")
        if self.op == "no_combat_damage" and (self.n or self.per or (
                self.scope.where != "self" and (self.scope.kind != "unit"
                                                or self.scope.side != "enemy"
                                                or self.condition is not None))):
            raise ValueError("static 'no_combat_damage' is the source's own (scope where "
                             "'self') or that of enemy units (kind unit, side enemy)")
        if self.op == "no_enemy_spell_damage" and (
                self.scope.where != "self" or self.n or self.per or self.condition):
            raise ValueError("static 'no_enemy_spell_damage' is the source's own: scope where "
                             "'self' (an if_control may condition it)")
        if self.op == "no_damage" and (self.scope.where != "self" or self.n or self.per):
            raise ValueError("static 'no_damage' is the source's own: scope where 'self'")
        if self.op == "has_tap_abilities" and (
            self.scope != SelectDef(kind="something", side=self.scope.side)
            or self.scope.side == "any" or self.n or self.per or self.condition
        ):
            raise ValueError("static 'has_tap_abilities' takes a scope of kind 'something' "
                             "with side 'friendly' or 'enemy' only, no n, per or condition")
        if self.condition == "unit_died" and self.op not in ("enter_ready", "cost_less"):
            raise ValueError("condition 'unit_died' applies to 'enter_ready' and 'cost_less'")
        if self.condition == "not_from_hand" and self.op != "cost_less":
            raise ValueError("condition 'not_from_hand' only applies to static op 'cost_less'")
        if self.condition == "friendly_died_in_beginning" and (self.op != "enter_ready"
                                                                or self.scope != SelectDef()):
            raise ValueError("condition 'friendly_died_in_beginning' applies to the card's own "
                             "'enter_ready' (no scope)")
        if self.condition == "extra_cost_paid" and (self.op != "enter_ready"
                                                     or self.scope != SelectDef()):
            raise ValueError("condition 'extra_cost_paid' applies to the card's own "
                             "'enter_ready' (no scope)")
        if self.condition == "name_in_trash" and self.op != "enter_ready":
            raise ValueError("condition 'name_in_trash' only applies to static op "
                             "'enter_ready'")
        if self.op == "deck_any_copies" and (self.scope != SelectDef() or self.n or self.per
                                             or self.condition):
            raise ValueError("static 'deck_any_copies' takes nothing")
        if self.condition == "enemy_unit_died" and self.op != "cost_less":
            raise ValueError("condition 'enemy_unit_died' only applies to static op 'cost_less'")
        return self

    @model_validator(mode="after")
    def _consistent(self) -> StaticDef:
        if self.if_lacking and self.op != "keyword":
            raise ValueError("if_lacking only applies to static op 'keyword'")
        if self.per is not None and self.op not in ("might", "cost_less", "keyword",
                                                    "ability_cost_less", "bonus_damage"):
            raise ValueError("per only applies to static ops 'might', 'cost_less', "
                             "'ability_cost_less', 'keyword' and 'bonus_damage'")
        if self.condition == "played_again" and (self.op != "bonus_damage"
                                                 or self.per != "times_dealt"):
            raise ValueError("condition 'played_again' qualifies a spell's own 'bonus_damage' "
                             "per 'times_dealt'")
        if self.op == "bonus_damage" and (self.per is not None) != (self.scope.where == "self"):
            # a spell's own "this deals 1 Bonus Damage for each ..." (RUP4 713); a board
            # source's "your spells and abilities deal ..." has no per
            raise ValueError("static 'bonus_damage' with per is a spell's own: scope where "
                             "'self', and only then")
        if self.op == "ability_cost_less" and (self.n < 1 or self.scope != SelectDef()
                                               or self.per not in (None, "count")):
            raise ValueError("static 'ability_cost_less' (the card's own activated abilities) "
                             "takes n >= 1, no scope, per only 'count'")
        if self.op == "keyword" and self.per is not None and (
            self.per != "count" or self.keyword not in SUMMING_KEYWORDS or self.if_lacking
        ):
            raise ValueError("a static 'keyword' with per ('[Assault] equal to the number of "
                             "...') takes per 'count' and a keyword with a number that adds up "
                             "(RUP4 807.2), no if_lacking")
        if (self.per in ("count", "highest_might", "tags_among")) != (
                self.per_scope is not None):
            raise ValueError("per_scope is required by per 'count' / 'highest_might' / "
                             "'tags_among' and only allowed there")
        if self.per == "tags_among" and (self.op != "cost_less" or self.per_scope is None
                                         or len(self.per_scope.tags) < 2):
            raise ValueError("per 'tags_among' is for 'cost_less', over a per_scope with two "
                             "or more tags")
        if self.per == "highest_might" and (self.op != "cost_less" or self.n != 1
                                            or self.per_scope is None
                                            or self.per_scope.kind != "unit"):
            raise ValueError("per 'highest_might' is for 'cost_less' with n 1 over units")
        if self.per_scope is not None and (
            self.per_scope.max_might is not None or self.per_scope.where == "target_bf"
        ):
            raise ValueError("per_scope takes no max_might (Might counting Might) or target_bf")
        if self.op == "chosen_harm_to_might" and (self.n < 1 or self.scope != SelectDef(
                where="self") or self.condition is not None):
            raise ValueError("static 'chosen_harm_to_might' is the unit's own (scope where "
                             "'self'), n >= 1, no condition")
        if self.op in ("yours_cant_be_countered", "chosen_extra_weaken") and (
                self.scope != SelectDef() or (self.op == "chosen_extra_weaken") != (self.n >= 1)):
            raise ValueError(f"static {self.op!r} takes no scope (it is its controller's); "
                             "'chosen_extra_weaken' n >= 1, the other no n")
        if self.op == "empower_limit" and (self.n < 2 or self.scope != SelectDef()
                                           or self.condition is not None):
            raise ValueError("static 'empower_limit' (I can be Empowered up to n times, RUP4 "
                             "441.1.c.1) takes n >= 2, no scope or condition")
        if self.op == "might" and self.n == 0:
            raise ValueError("static 'might' needs a non-zero n")
        if self.op == "bonus_damage" and self.n < 1 or (
                self.op == "spell_discount" and self.n < 1 and not self.less_power):
            raise ValueError(f"static {self.op!r} needs n >= 1")
        if self.op == "any_buffs" and self.scope.kind not in ("unit", "permanent"):
            raise ValueError("static 'any_buffs' applies to units")
        if self.op == "enter_exhausted" and (self.condition is not None
                                             or self.scope != SelectDef()):
            raise ValueError("static 'enter_exhausted' is its source's own: no scope or "
                             "condition")
        if self.op == "enter_ready" and self.scope.other:
            # enter-state: "other friendly units enter ready": units entering the board
            # (played or tokens) are matched by kind, side and tag only ("your tokens": and
            # token)
            sc = self.scope
            if sc.where != "any" or sc.kind not in ("unit", "gear", "permanent") or (
                sc.max_might, sc.exhausted, sc.buffed, sc.stunned, sc.damaged, sc.keyword
            ) != (None,) * 6 or self.condition is not None:
                raise ValueError("'enter_ready' for other objects takes a scope of kind, side, "
                                 "tag and token only, and no condition")
        elif self.op == "enter_ready" and self.scope != SelectDef():
            raise ValueError("'enter_ready' is the source's own unless scope has other = true")
        if self.condition == "opponent_controls_bf" and self.op != "enter_ready":
            raise ValueError("condition 'opponent_controls_bf' only applies to 'enter_ready'")
        if self.op == "no_move_to_base" and (self.scope.kind != "unit"
                                             or self.scope.where not in ("here", "any", "self")
                                             or self.condition is not None):
            raise ValueError("static 'no_move_to_base' takes a scope of units where 'here' (a "
                             "battlefield's units), 'any' or 'self', no condition")
        if self.op == "no_ready" and self.scope.kind not in ("unit", "gear", "permanent"):
            raise ValueError("static 'no_ready' takes a scope of units or gear")
        if self.op == "never_ready" and (self.scope.where != "self" or self.n
                                         or self.condition is not None):
            raise ValueError("static 'never_ready' is the card's own (scope where 'self'), no "
                             "n or condition")
        if self.op in ("opponents_units_to_base", "no_enemy_reveal_here",
                       "opponents_no_points") and (
            self.scope != SelectDef()
            or self.condition not in (None, "at_battlefield")
        ):
            raise ValueError(f"static {self.op!r} takes no scope; condition only "
                             "'at_battlefield'")
        if self.scope.mighty is not None and self.op in ("might", "keyword"):
            # Might (and Assault/Shield) would depend on itself; "while I'm Mighty" is the
            # condition 'mighty', evaluated as the layers settle (RUP4 476)
            raise ValueError(f"static {self.op!r} can't select by 'mighty' (use condition "
                             "'mighty')")
        if self.condition == "mighty" and self.op not in ("might", "keyword"):
            raise ValueError("condition 'mighty' applies to static ops 'might' and 'keyword'")
        if self.op in ("enter_ready", "play_to_open", "play_to_enemy_alone", "any_buffs",
                       "enter_exhausted",
                       "no_move_to_base", "no_ready", "opponents_units_to_base",
                       "no_enemy_reveal_here", "opponents_no_points") and self.n:
            raise ValueError(f"static {self.op!r} takes no n")
        if self.op == "extra_trigger":  # extra-trigger: Deathknell effects (RUP4 808.1.b.1),
            # or conquer / hold effects for scoring the source's battlefield (383.4.c-d)
            here = self.condition in ("conquer_here", "hold_here")
            if self.n < 1 or self.scope != SelectDef() or (
                    self.keyword is not Keyword.DEATHKNELL if self.condition is None
                    else not here or self.keyword is not None):
                raise ValueError("static 'extra_trigger' takes n >= 1 and either keyword "
                                 "'Deathknell' or condition 'conquer_here' / 'hold_here'")
        elif self.condition in ("conquer_here", "hold_here"):
            raise ValueError(f"condition {self.condition!r} is for static 'extra_trigger'")
        elif self.op == "no_trigger":
            if self.keyword is not Keyword.TEMPORARY or self.n or self.scope.side != "friendly":
                # the one keyword trigger it is wired for (RUP4 816.1.b)
                raise ValueError("static 'no_trigger' takes keyword 'Temporary' and a "
                                 "friendly scope, no n")
        elif self.op == "equipment_keyword":
            if self.keyword is None or self.n < 1 or self.scope != SelectDef() \
                    or self.condition is not None or self.per is not None:
                raise ValueError("static 'equipment_keyword' takes a keyword and n >= 1, no "
                                 "scope, condition or per")
        elif (self.op in ("keyword", "ignore_keyword")) != (self.keyword is not None):
            raise ValueError("keyword is required by static ops 'keyword' and "
                             "'ignore_keyword' and only allowed there")
        if self.scope.where == "target_bf":
            raise ValueError("a passive ability has no target, so no 'target_bf'")
        if self.scope.where == "spent":
            raise ValueError("a passive ability spends no buffs, so no 'spent'")
        if self.scope.where == "event":
            raise ValueError("a passive ability has no triggering event, so no 'event'")
        return self

    @model_validator(mode="after")
    def _play_locations(self) -> StaticDef:
        """play-locations: the card's own permission, or (play_to_open with a friendly unit
        scope) one its source gives to your units while on the board (RUP4 355.2.a)."""
        if self.op in ("play_to_occupied_enemy", "play_to_attacked", "play_only_conquered",
                       "ambush_to_enemy", "ambush_to_killed") and (
            self.scope != SelectDef() or self.condition is not None or self.n
        ):
            raise ValueError(f"static {self.op!r} is the card's own: no scope, condition or "
                             "n")
        if self.op in ("play_to_open", "play_to_enemy_alone") and (self.scope not in (
            SelectDef(), SelectDef(kind="unit", side="friendly")
        ) or self.condition is not None):
            raise ValueError(f"static {self.op!r} is the card's own, or for friendly units "
                             "(scope { kind = 'unit', side = 'friendly' }), with no condition")
        dependent = ("with_first", "not_first_bf", "first_bf", "apart_first")
        if self.scope.where in dependent or (
            self.per_scope is not None and self.per_scope.where in dependent
        ):
            raise ValueError("a passive ability has no chosen unit, so no 'with_first'")
        return self

    def compile(self) -> eng.Static:
        return eng.Static(
            op=self.op,
            n=self.n,
            scope=self.scope.compile(),
            keyword=self.keyword,
            condition=self.condition,
            per=self.per,
            per_scope=self.per_scope.compile() if self.per_scope is not None else None,
            if_lacking=self.if_lacking,
            minimum=self.minimum,
            within=self.within,
            optional=self.optional,
            cost_energy=self.cost_energy,
            cost_power=tuple(parse_pip(p) for p in self.cost_power),
            exhaust_self=self.exhaust_self,
            spend_buff=self.spend_buff,
            keep_source=self.keep_source,
            if_control=self.if_control.compile() if self.if_control is not None else None,
            if_count=self.if_count,
            less_power=tuple(parse_pip(p) for p in self.less_power),
            tag=self.tag,
            card=self.card,
        )
