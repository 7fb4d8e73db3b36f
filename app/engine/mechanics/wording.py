"""The phrasing toolkit of card text, which each op's `text` words itself with: how a card
names itself (`_Src`), the objects it selects (`_noun`, `_choice`) and those it has chosen
(`_Obj`, `_slot_ref`, `_acted_on`), numbers, prices and sentences. Card text is generated from
the definitions (app.cards.text assembles it: keywords, triggers, costs, conditions); it is
not a UI string, so it has no translation here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from app.engine.core.abilities import Ability, ObjectOp, PickOp
from app.engine.core.cards import CardDef
from app.engine.core.enums import CardType, Domain, Keyword
from app.engine.core.selects import ANY_NUMBER, Select, TargetSlot


class CardTextError(ValueError):
    """The definition uses something card text has no wording for."""


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


_TYPE_NOUN = {
    CardType.UNIT: "unit",
    CardType.GEAR: "gear",
    CardType.BATTLEFIELD: "battlefield",
    CardType.LEGEND: "legend",
    CardType.SPELL: "spell",
    CardType.RUNE: "rune",
}


@dataclass(frozen=True)
class _Src:
    """The card speaking: how it names itself and its location; and what only the card text
    knows (app.cards.text): another ability of the card as sentences (`effect`), a keyword
    with its reminder (`keyword_line`), a token's kind and Might (`token_kind`)."""

    card: CardDef
    effect: Callable[[Ability, _Src], str]
    keyword_line: Callable[[Keyword, int], str]
    token_kind: Callable[[str], tuple[str, str]]

    @property
    def noun(self) -> str:
        return f"this {_TYPE_NOUN[self.card.type]}"

    @property
    def here(self) -> str:
        """Where "here" is: a battlefield's own place, a permanent's current location."""
        if self.card.type is CardType.BATTLEFIELD:
            return "at this battlefield"
        if self.card.type in (CardType.UNIT, CardType.GEAR):
            return f"at {self.noun}'s location"
        raise CardTextError(f"'here' means nothing on a {self.card.type.value}")


def _article(phrase: str) -> str:
    word = phrase.lower()
    vowel = word[:1] in ("a", "e", "i", "o") or (word[:1] == "u" and not word.startswith("uni"))
    return ("an " if vowel else "a ") + phrase


def _plural(noun: str) -> str:
    return noun if noun.endswith(("gear", "s")) else noun + "s"


def _any_of(tags: tuple[str, ...]) -> str:
    """sel-tags: "Bird, Cat, Dog or Poro"."""
    return ", ".join(tags[:-1]) + " or " + tags[-1]


def _noun(sel: Select, src: _Src, plural: bool) -> str:
    """ "exhausted friendly unit of Might 3 or lower at a battlefield" (without article)."""
    if sel.kind == "chain_item":  # a spell or an ability on the chain (RUP4 355.9.a.2)
        side = {"enemy": "enemy ", "friendly": "friendly "}.get(sel.side, "")
        what = "spells or abilities" if plural else "spell or ability"
        chooses = ("a friendly unit or gear" if sel.chooses == "friendly_unit_or_gear"
                   else "the first chosen unit and no other friendly unit")
        return f"{side}{what} on the chain that {'choose' if plural else 'chooses'} {chooses}"
    if sel.kind == "hand_card":  # play-by-effect: a card in your hand
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        if sel.tag is not None:  # sel-tag: "an Equipment card"
            base = f"{sel.tag} {base}"
        with_kw = f" with {sel.keyword.value}" if sel.keyword is not None else ""
        if sel.max_energy is not None:  # sel-cost: its printed Energy cost (RUP4 206)
            with_kw += f" whose Energy cost is at most {sel.max_energy}"
        return f"{_plural(base) if plural else base}{with_kw} from your hand"
    if sel.kind == "trash_card":
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        if sel.or_gear and sel.card_type:  # "a unit or gear card"
            base = f"{sel.card_type.lower()} or gear card"
        with_kw = f" with {sel.keyword.value}" if sel.keyword is not None else ""
        bounds = []  # its printed cost (RUP4 206)
        if sel.max_energy is not None:
            bounds.append(f"{sel.max_energy} Energy")
        if sel.max_power is not None:
            bounds.append("no Power" if sel.max_power == 0 else
                          "1 Power" if sel.max_power == 1 else f"{sel.max_power} Power")
        costs = f" that {'cost' if plural else 'costs'} at most {' and '.join(bounds)}" \
            if bounds else ""
        points = " whose Energy cost is lower than your points" if sel.below_points else ""
        if sel.within_first_cost:  # sel-relational: slot 0's unit (RUP4 206)
            points = (f" that {'cost' if plural else 'costs'} no more Energy and no more Power "
                      f"than that unit")
        if sel.tags:  # sel-tags: "a Bird, Cat, Dog or Poro card"
            base = f"{_any_of(sel.tags)} card"
        if sel.tag is not None:  # sel-tag: "a Mech card"
            base = f"{sel.tag} {base}"
        if sel.same_name:  # sel-relational
            with_kw += f" named {src.card.name}"
        # "from trashes", "from opponents' trashes"
        trash = ("in that player's trash" if sel.where == "chosen_trash"
                 else "in opponents' trashes" if sel.any_trash and sel.side == "enemy"
                 else "in any player's trash" if sel.any_trash else "in your trash")
        return f"{_plural(base) if plural else base}{with_kw}{costs} {trash}{points}"
    if sel.kind == "banished_card":  # linked (RUP4 427.3)
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        return f"{_plural(base) if plural else base} banished with {src.noun}"
    if sel.kind == "battlefield":
        other = "other " if sel.other else ""
        # sel-bf-control: by who controls it (RUP4 190)
        return other + (_plural("battlefield") if plural else "battlefield") + {
            "any": "", "friendly": " you control" if sel.yours else " you or allies control",
            "enemy": " an opponent controls"}[sel.side] + (
            " where you have units" if sel.your_units else "")
    if sel.kind == "hand_card":  # additional-cost: a discard cost
        base = f"{sel.card_type.lower()} card" if sel.card_type else "card"
        return f"{_plural(base) if plural else base} in your hand"
    if sel.kind == "spell":
        side = {"friendly": "friendly ", "enemy": "enemy "}.get(sel.side, "")
        if sel.domain is not None:  # sel-domain
            side += f"{sel.domain.value} "
        printed = []  # counter: its printed cost (RUP4 206)
        if sel.max_energy is not None:
            printed.append(f"at most {sel.max_energy} Energy")
        if sel.max_power is not None:
            printed.append(f"at most {sel.max_power} Power" if sel.max_power else "no Power")
        cost = f" whose printed cost is {' and '.join(printed)}" if printed else ""
        return side + ("spells" if plural else "spell") + " on the chain" + cost
    # "you control": not an ally's (RUP4 740.1.a)
    yours = " you control" if sel.yours and sel.side == "friendly" else ""
    if sel.kind == "legend":  # legend-targets (RUP4 107.4.c)
        state = {True: "exhausted ", False: "ready ", None: ""}[sel.exhausted]
        side = {"friendly": "friendly ", "enemy": "enemy ", "any": ""}[sel.side]
        if yours:
            return f"{state}{'Legends' if plural else 'Legend'}{yours}"
        return f"{state}{side}{'Legends' if plural else 'Legend'}"
    if sel.kind == "something":  # what can be exhausted: units, gear, runes, legends
        state = {True: "exhausted ", False: "ready ", None: ""}[sel.exhausted]
        side = "" if yours else {"friendly": "friendly ", "enemy": "enemy ", "any": ""}[sel.side]
        what = "units, gear, runes or Legends" if plural else "unit, gear, rune or Legend"
        if sel.not_legend:  # "units, gear, and/or runes"
            what = "units, gear or runes" if plural else "unit, gear or rune"
        power = {True: " that is Empowered", False: " that isn't Empowered", None: ""}[
            sel.empowered]  # RUP4 441.2
        return f"{state}{side}{what}{yours}{power.replace('is', 'are') if plural else power}"
    if sel.where == "self":
        raise CardTextError("a selection of the source itself is not a group or a choice")
    if sel.or_gear:  # "a unit at a battlefield or a gear"
        if (sel.side, sel.other, sel.exhausted, sel.buffed, sel.stunned, sel.damaged, sel.tag,
                sel.keyword, sel.max_might, sel.mighty) != ("any", False) + (None,) * 8:
            raise CardTextError("no wording for a filtered 'or_gear' selection")
        return "units at battlefields and gear" if plural else "unit at a battlefield or a gear"
    noun = {"unit": "unit", "gear": "gear", "permanent": "permanent", "rune": "rune",
            "facedown": "facedown card"}.get(sel.kind)
    if sel.or_legend:  # "a legend, unit, or gear" (107.4.c)
        noun = "Legend, unit or gear"
    if sel.or_facedown:  # sel-legend-facedown
        noun = {"unit": "unit or facedown card", "gear": "gear or facedown card",
                "permanent": "gear, unit or facedown card"}.get(sel.kind)
    if noun is None:
        raise CardTextError(f"no noun for kind {sel.kind!r}")
    pre: list[str] = []
    if sel.exhausted is True:
        pre.append("exhausted")
    elif sel.exhausted is False:
        pre.append("ready")
    for flag, yes, no in ((sel.buffed, "buffed", "unbuffed"), (sel.stunned, "stunned",
                          "unstunned"), (sel.damaged, "damaged", "undamaged")):
        if flag is not None:
            pre.append(yes if flag else no)
    if sel.equipped is not None:
        pre.append("equipped" if sel.equipped else "unequipped")  # RUP4 818.3
    if sel.empowered is not None:
        pre.append("Empowered" if sel.empowered else "non-Empowered")  # RUP4 441.2
    if sel.attached is not None:
        pre.append("attached" if sel.attached else "detached")  # RUP4 718
    if sel.attacking is not None:
        pre.append("attacking" if sel.attacking else "non-attacking")  # RUP4 459
    if sel.mighty is True:
        pre.append("Mighty")  # Might 5 or more (RUP4 708)
    elif sel.mighty is False:
        pre.append("non-Mighty")
    if sel.tag is not None:
        pre.append(sel.tag)
    if sel.name is not None:  # sel-name: "Shadow Clone" names the unit
        noun = sel.name
    if sel.token is True:  # sel-token
        noun = f"token {noun}"
    elif sel.token is False:
        pre.append("non-token")
    if sel.not_tag is not None:  # "a non-Dragon unit"
        pre.append(f"non-{sel.not_tag}")
    if sel.tags:
        pre.append(_any_of(sel.tags))
    post: list[str] = []
    if sel.yours:  # "you control": not an ally's (RUP4 740.1.a); "friendly runes" are the team's
        if sel.side == "friendly":
            post.append("you control")
        elif sel.side == "enemy":
            post.append("an opponent controls")
    elif sel.side in ("friendly", "enemy"):
        pre.append(sel.side)
    if sel.domain is not None:  # sel-domain: "an enemy Calm unit"
        pre.append(sel.domain.value)
    if sel.keyword is not None:
        post.append(f"with {sel.keyword.value}")
    if sel.without_keyword is not None:
        post.append(f"without {sel.without_keyword.value}")
    if sel.max_might is not None:
        post.append(f"of Might {sel.max_might} or lower")
    if sel.max_energy is not None:  # sel-cost: the printed cost (a token's is 0)
        post.append(f"whose Energy cost is at most {sel.max_energy}")
    if sel.max_power is not None:
        raise CardTextError("no wording for a Power bound of an object on the board")
    if sel.less_might:
        post.append(f"with less Might than {src.noun}")
    if sel.same_name:  # sel-relational: "with my name"
        post.append(f"named {src.card.name}")
    if sel.max_energy_my_might:  # sel-cost
        post.append(f"whose Energy cost is at most {src.noun}'s Might")
    if sel.less_might_first:
        post.append("with less Might than the first chosen unit")
    if sel.in_showdown:  # RUP4 344.1
        post.append("in a showdown")
    if sel.named_tag:  # naming (RUP4 763)
        post.append("with the named tag")
    if sel.threatened_by is not None:  # sel-domain (RUP4 134.1, 355.7)
        d = sel.threatened_by.value
        post.append(f"in combat with an enemy {d} unit or chosen by an enemy {d} spell")
    where = {
        "any": "",
        "battlefield": "at battlefields" if plural else "at a battlefield",
        "base": "in a base",
        "combat": "in combat",
        "target_bf": "at that battlefield",
        "with_first": "at the same location as the first chosen unit",
        "anywhere": "wherever they are (your hand included)" if plural else "anywhere",
        "with_made": "at the location of the tokens played this way (not one of them)",
        "made": "among the tokens played this way",
        "with_event": "at that unit's location (not that unit)",
        "not_first_bf": "at a different location from the chosen battlefield",
        "first_bf": "at the chosen battlefield",
        "apart_first": "at a different location from the first chosen unit",
        "move_bfs": f"at a battlefield {src.noun} moved to or from",
    }.get(sel.where)
    if sel.where == "not_here":
        where = f"at a different location from {src.noun}"
    if sel.where == "here":
        where = src.here
    if sel.where == "my_bf":
        where = ("at this battlefield" if src.card.type is CardType.BATTLEFIELD
                 else f"at {src.noun}'s battlefield")
    if sel.where == "event":
        raise CardTextError("'event' names one object (\"it\"), not a kind of object")
    if where is None:
        raise CardTextError(f"no wording for where={sel.where!r}")
    if where:
        post.append(where)
    if sel.first_controller:  # dependent-targets: slot 0's unit's controller
        post.append("with the same controller as the first chosen unit")
    if sel.owned:  # sel-owned (RUP4 127.1)
        post.append("you own")
    if sel.or_champion:  # sel-champion-zone (RUP4 355.9.a.5)
        post.append("in your Champion Zone or on the board")
    if plural and sel.or_facedown:
        noun = noun.replace("unit", "units").replace("facedown card", "facedown cards")
        plural = False
    phrase = " ".join([*pre, _plural(noun) if plural else noun, *post])
    return phrase


def _choice(slot: TargetSlot, src: _Src) -> str:
    """ "a friendly unit", "another unit", "up to two units", "2 friendly units"."""
    sel = slot.select
    if slot.count >= ANY_NUMBER and slot.per_location:  # "up to one at each location"
        noun = _noun(sel, src, plural=False)
        return f"up to one {noun} at each location (each base and each battlefield)"
    if slot.count >= ANY_NUMBER:
        group = ""
        if slot.same_bf:
            group += " at one battlefield" if sel.where == "battlefield" else " at one location"
        if slot.same_controller:
            group += " with the same controller"
        if slot.total_might is not None:
            group += f", together of Might {slot.total_might} or lower"
        noun = _noun(sel, src, plural=True)
        if slot.same_bf and sel.where == "battlefield":
            noun = noun.replace(" at battlefields", "")
        return f"any number of {'other ' if sel.other else ''}{noun}{group}"
    if slot.count == 1:
        noun = _noun(sel, src, plural=False)
        if slot.up_to:
            return f"up to one {'other ' if sel.other or slot.distinct else ''}{noun}"
        return f"another {noun}" if sel.other or slot.distinct else _article(noun)
    noun = _noun(sel, src, plural=True)
    other = "other " if sel.other else ""
    count = _NUMBERS.get(slot.count, str(slot.count))
    group = " at one location" if slot.same_bf and sel.where != "battlefield" else (
        " at one battlefield" if slot.same_bf else "")
    if slot.same_controller:
        group += " with the same controller"
    if slot.same_bf and sel.where == "battlefield":
        noun = noun.replace(" at battlefields", "")
    return f"{'up to ' if slot.up_to else ''}{count} {other}{noun}{group}"


@dataclass(frozen=True)
class _Obj:
    """What a step acts on, in the forms a sentence needs."""

    subj: str  # "it", "they", "each enemy unit in combat", "this unit"
    obj: str  # "it", "them", "each enemy unit in combat", "this unit"
    plural: bool  # takes a plural verb ("they get")
    each: bool = False  # several objects, each affected ("each of them")
    poss: str = "its"

    def verb(self, singular: str, plural: str) -> str:
        return plural if self.plural else singular


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def _slot_ref(ability: Ability, index: int) -> _Obj:
    slots = ability.targets
    if index >= len(slots) or index >= len(_ORDINALS):
        raise CardTextError(f"no target slot {index} to refer to")
    slot = slots[index]
    many = slot.count > 1
    if slot.cost is None and any(s.cost is not None for s in slots):
        # slots that pay a cost are not choices the text counts ("choose a unit. Ready it.")
        choices = [i for i, s in enumerate(slots) if s.cost is None]
        slots, index = tuple(slots[i] for i in choices), choices.index(index)
    if len(slots) == 1:
        if many:
            return _Obj("they", "them", plural=True, each=True, poss="their")
        return _Obj("it", "it", plural=False)
    kind = {"trash_card": "card", "battlefield": "battlefield", "gear": "gear",
            "spell": "spell", "chain_item": "spell or ability"}.get(
        slot.select.kind, "unit")
    name = f"the {_ORDINALS[index]} chosen {_plural(kind) if many else kind}"
    return _Obj(name, name, plural=many, each=many, poss="their" if many else "its")


def _acted_on(step: ObjectOp, ability: Ability, src: _Src) -> _Obj:
    if step.scope is not None:
        if step.scope.where == "self":
            return _Obj(src.noun, src.noun, plural=False)
        if step.scope.where == "event":  # the object the trigger speaks of
            that = {"unit": "that unit", "gear": "that gear"}.get(step.scope.kind, "it")
            if ability.trigger in ("you_play_spell", "player_plays_spell"):
                that = "that spell"  # the spell played, in the trash it went to (419.4.a)
            elif ability.trigger == "they_hold":
                that = "that card"  # the card the ability banished (390.5.a)
            return _Obj(that, that, plural=False)
        if step.scope.where == "made":  # reflexive: the tokens the ability made
            them = "the tokens played this way"
            return _Obj(them, them, plural=True)
        if step.scope.where == "spent":  # buff-spend: the units whose buff was spent
            them = "each unit whose buff was spent this way"
            return _Obj(them, them, plural=False)
        other = "other " if step.scope.other or step.scope.not_chosen else ""
        noun = f"each {other}{_noun(step.scope, src, False)}"
        if step.scope.where == "target_bf":
            noun = noun.replace("at that battlefield", "there")
        if step.scope.where == "battlefield":
            noun = noun.replace("at a battlefield", "on the battlefields")
        return _Obj(noun, noun, plural=False)
    if step.target is not None and step.also is not None \
            and {ability.targets[step.target].if_paid, ability.targets[step.also].if_paid} \
            == {True, False}:
        # "choose X; if you paid, choose Y instead": one unit is chosen, whichever
        one = "the chosen unit"
        return _Obj(one, one, plural=False)
    if step.target is not None and step.also is not None:
        a, b = _slot_ref(ability, step.target).obj, _slot_ref(ability, step.also).obj
        both = f"{a} and {b}"
        return _Obj(both, both, plural=True)
    if step.target is not None:
        return _slot_ref(ability, step.target)
    if src.card.type is CardType.LEGEND and step.op in ("ready", "empower", "disempower"):
        return _Obj(src.noun, src.noun, plural=False)  # "ready me": a legend readies itself
    if src.card.type in (CardType.SPELL, CardType.LEGEND):
        raise CardTextError(f"op {step.op!r} with no target or scope acts on a permanent source")
    return _Obj(src.noun, src.noun, plural=False)


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"-{-n}"


def _duration(duration: str) -> str:
    if duration == "turn":
        return "this turn"
    if duration == "combat":
        return "until the combat ends"
    if duration == "permanent":
        return ""
    raise CardTextError(f"no wording for duration {duration!r}")


def _to_each(o: _Obj) -> str:
    return "each of them" if o.each else o.obj


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentences(parts: list[str]) -> str:
    return " ".join(_cap(p) + ("" if p.endswith((".", ".)")) else ".") for p in parts if p)


def _reminder_of(line: str) -> str:
    """The "(...)" part of a keyword line."""
    return line[line.index(" (") + 1 :]


def _price(energy: int, power: tuple[frozenset[Domain], ...]) -> str:
    """pay-to: "1 Energy and 1 Calm Power"; equal pips together: "2 Order Power"."""
    what = [f"{energy} Energy"] if energy else []
    counts: dict[frozenset[Domain], int] = {}
    for pip in power:  # the same pip twice is "2 ... Power"
        counts[pip] = counts.get(pip, 0) + 1
    for pip, n in counts.items():
        if len(pip) == len(Domain):
            what.append(f"{n} Power of any domain")
        else:
            what.append(f"{n} " + " or ".join(d.value for d in Domain if d in pip) + " Power")
    return " and ".join(what)


def _pick_text(step: PickOp, src: _Src) -> str:
    """ "in turn order, each player picks a unit they control and kills it"."""
    assert step.scope is not None
    if step.who == "each_player_keeps":  # "each player chooses a unit they control; kill
        # the rest"
        one = _noun(replace(step.scope, side="any"), src, plural=False)
        return (f"in turn order, each player chooses {_article(one)} they control; then kill "
                f"every other {one}, all at once")
    side = step.scope.side
    noun = _article(_noun(replace(step.scope, side="any"), src, plural=False))
    if side == "friendly":
        noun += " they control"
    elif side == "enemy":
        noun += " an opponent of theirs controls"
    does = {"kill": ("kills it", "kill it"),
            "return_hand": ("puts it back into its owner's hand",
                            "put it back into its owner's hand")}[step.op][int(step.may)]
    pick = "may pick" if step.may else "picks"
    if step.who == "each_opponent":
        return f"in turn, from the player after you, each opponent {pick} {noun} and {does}"
    if step.who == "defender":  # RUP4 459
        return f"the defending player {pick} {noun} and {does}"
    lead = ("in turn, from the player after you round to you, " if step.who == "each_player_next"
            else "in turn order, ")
    return f"{lead}each player {pick} {noun} and {does}"


def _others_pick_text(step: PickOp, src: _Src, spell: bool) -> str:
    """Dependent picks: each other player picks, then one instruction acts on all the picks."""
    assert step.scope is not None
    noun = _noun(step.scope, src, plural=False)
    plural = _noun(step.scope, src, plural=True)
    does = {"kill": "kill", "return_hand": "put back into their owners' hands"}[step.op]
    return (f"starting with the next player, each other player chooses {_article(noun)} you "
            f"don't control that hasn't been chosen for this {'spell' if spell else 'ability'}; "
            f"{does} those {plural}")
