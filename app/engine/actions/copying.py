"""Copy effects (RUP4 477.1.b): the definitions a copy takes, and the copy an Equipment makes
while it is attached ("as this is attached to a unit, choose another friendly unit; the
equipped unit becomes a copy of that unit for as long as this is attached to it").

That copy replaces the attach event with the attach and then the copy (RUP4 369.1,
370.1.b.1): not simultaneous, so a triggered ability the unit gets by the copy doesn't see
that attach (FAQ-VENDETTA, Akshan and Shady Spectacles). `as_attached` runs after the attach;
with two or more units to choose from it leaves the choice for the resolving item to ask
(`ask_pending`, "copy_pick"). The unit stays the same object: its temporary modifications
(damage, buffs, Empowered, given keywords) stay (FAQ-VENDETTA). It takes the copied unit's
copiable values as they are now, a copy's being its copied ones (477.1.b.1.b). Its own card
waits in `mods["copy_own"]`, the copies on it in `mods["copies"]` ([gear id, card], the
latest applied wins), how many copies it took in `mods["copy_n"]`; detaching the gear
(`end_copy`: 435, 719.5) ends its copy.

The other copy an Equipment makes as it is attached ("copy that unit's text to this
Equipment's effect text for as long as this is attached to it", Svellsongur) is also the attach
and then the copy (FAQ-VENDETTA): a "when an Equipment is attached to me" the copy gives
doesn't see that attach. An Effect Text's abilities are its unit's (RUP4 136.2.c, 719.1), so
the unit takes them, appended to its own: a new instance of each (`Ability.text_copy`, the
copy's number), its keywords added to its own (Assault and Shield values sum, 807.2,
814.2; a second Tank or Ganking is redundant, 815.2, 810.2). Only
the text the unit has by its card counts: its printed text, or a copy's copied text
(477.1.b.1.b), never what other effects give it nor another such copy (FAQ-SPIRITFORGED:
three of them, four instances). It is taken once, as attached, in `mods["text_copies"]`
([gear id, card, number]); numbered by `mods["text_n"]` over the object's time on the board,
so detaching and attaching again makes new instances (FAQ-VENDETTA, Sand Soldier and Azir).
"""

from __future__ import annotations

from dataclasses import replace

from app.engine.core.actions import Action
from app.engine.core.cards import CardDef
from app.engine.core.enums import SUMMING_KEYWORDS, Keyword
from app.engine.core.events import emit
from app.engine.core.state import ChainItem, Decision, GameState, Obj
from app.engine.reads.index import reindex

COPY_OWN, COPIES, COPY_N = "copy_own", "copies", "copy_n"
TEXT_COPIES, TEXT_N = "text_copies", "text_n"
_PENDING = "_copy_pick"  # a choice left by an attach, asked before the next instruction

# One definition per card copied and kind of object, made once: a token stays a token and a
# card a card whatever it copies (RUP4 185.1.a-b)
_AS_TOKEN: dict[int, CardDef] = {}
_AS_CARD: dict[int, CardDef] = {}


def copy_def(card: CardDef, token: bool = True) -> CardDef:
    """The definition of a token (`token`) or a card that became a copy of `card`."""
    if card.is_token == token:
        return card
    cache = _AS_TOKEN if token else _AS_CARD
    found = cache.get(id(card))
    if found is None:
        found = cache[id(card)] = replace(card, supertype="Token" if token else None)
    return found


def copies_as_attached(gear: Obj) -> bool:
    """Does this gear make its unit a copy as it is attached (Rules Text, active until then)?"""
    return any(ab.static is not None and ab.static.op == "copy_attached"
               for ab in gear.card.abilities)


def as_attached(s: GameState, gear: Obj, unit: Obj) -> None:
    """After `gear` attached to `unit`: "choose another friendly unit" (its controller's),
    none, nothing to copy; one, that one; more, asked (`ask_pending`)."""
    models = [s.objs[i] for i in _board_ids(s) if i != unit.id and s.objs[i].is_unit
              and s.objs[i].controller == unit.controller]
    if len(models) == 1:
        become_copy(s, unit, gear, models[0])
    elif models:
        s.extra[_PENDING] = [gear.id, unit.id, [m.id for m in models]]


def _board_ids(s: GameState) -> list[int]:
    return [i for p in s.players for i in p.base] + [i for bf in s.battlefields
                                                     for i in bf.units]


def ask_pending(s: GameState, item: ChainItem) -> bool:
    """An attach of the item's instruction left the copy choice: ask it now, before the next
    instruction (True)."""
    pending = s.extra.pop(_PENDING, None)
    if pending is None:
        return False
    gear, unit, models = pending
    s.decision = Decision(s.objs[unit].controller, "choose", {
        "ask": "copy_pick", "item": item.id, "obj": gear, "unit": unit,
        "options": [Action("choose", (m,)) for m in models]})
    return True


def answer_pick(s: GameState, d: Decision, arg: object) -> None:
    """The unit chosen: the equipped unit becomes a copy of it."""
    become_copy(s, s.objs[d.data["unit"]], s.objs[d.data["obj"]],
                s.objs[int(arg)])  # type: ignore[call-overload]


def become_copy(s: GameState, unit: Obj, gear: Obj, model: Obj) -> None:
    """`unit` becomes a copy of `model` while `gear` is attached to it."""
    mods = unit.mods or {}
    own: CardDef = mods.get(COPY_OWN, unit.card)
    copies = [c for c in mods.get(COPIES, ()) if c[0] != gear.id] + [[gear.id, copiable(model)]]
    _set(s, unit, own, copies, mods.get(TEXT_COPIES, []))
    assert unit.mods is not None
    # each copy's text is a new instance of its abilities ("once per turn" anew: FAQ-VENDETTA,
    # Sand Soldier copying Azir again); counted for the object's whole time on the board
    unit.mods[COPY_N] = mods.get(COPY_N, 0) + 1
    emit(s, "copy_attached", obj=unit.id, own=own.code, card=model.card.code, gear=gear.id)


def end_copy(s: GameState, gear: Obj, unit: Obj) -> None:
    """`gear` detached from `unit`: the copy it made ends (the one before it, if any, shows
    again)."""
    mods = unit.mods
    if mods is None or COPIES not in mods:
        return
    rest = [c for c in mods[COPIES] if c[0] != gear.id]
    if len(rest) == len(mods[COPIES]):
        return
    _set(s, unit, mods[COPY_OWN], rest, mods.get(TEXT_COPIES, []))
    emit(s, "copy_ends", obj=unit.id, card=unit.card.code)


def copies_text_as_attached(gear: Obj) -> bool:
    """Does this gear copy its unit's text as it is attached (Rules Text, active until then)?"""
    return any(ab.static is not None and ab.static.op == "copy_text_attached"
               for ab in gear.card.abilities)


def copiable(unit: Obj) -> CardDef:
    """The unit's text as a copy takes it: its card's, or the copied card's while it is a
    copy (RUP4 477.1.b.1.b); not the text other Equipment copied to it (FAQ-SPIRITFORGED)."""
    mods = unit.mods
    if mods is None or COPY_OWN not in mods:
        return unit.card
    own: CardDef = mods[COPY_OWN]
    return copy_def(mods[COPIES][-1][1], own.is_token) if COPIES in mods else own


def copy_text(s: GameState, gear: Obj, unit: Obj) -> None:
    """After `gear` attached to `unit`: its Effect Text takes the unit's text, a new
    instance of each of its abilities, while it stays attached."""
    mods = unit.mods or {}
    n = mods.get(TEXT_N, 0) + 1
    model = copiable(unit)
    texts = [t for t in mods.get(TEXT_COPIES, ()) if t[0] != gear.id] + [[gear.id, model, n]]
    _set(s, unit, mods.get(COPY_OWN, unit.card), mods.get(COPIES, []), texts)
    assert unit.mods is not None
    unit.mods[TEXT_N] = n
    emit(s, "text_copied", obj=unit.id, gear=gear.id, card=model.code)


def end_text_copy(s: GameState, gear: Obj, unit: Obj) -> None:
    """`gear` detached from `unit`: the text it copied is gone."""
    mods = unit.mods
    if mods is None or TEXT_COPIES not in mods:
        return
    rest = [t for t in mods[TEXT_COPIES] if t[0] != gear.id]
    if len(rest) == len(mods[TEXT_COPIES]):
        return
    _set(s, unit, mods[COPY_OWN], mods.get(COPIES, []), rest)
    emit(s, "text_copy_ends", obj=unit.id, gear=gear.id)


def text_copies(unit: Obj) -> list:  # type: ignore[type-arg]
    """[gear id, card, number] of each text copied to the unit's Equipment, in attach order."""
    return unit.mods.get(TEXT_COPIES, []) if unit.mods is not None else []


# One definition per card and the texts copied to it (each copy's abilities numbered anew)
_WITH_TEXT: dict[tuple[int, tuple[tuple[int, int], ...]], CardDef] = {}


def with_text(card: CardDef, texts: list) -> CardDef:  # type: ignore[type-arg]
    """`card` with each copied text's abilities appended (numbered `text_copy`) and its
    keywords added: a summing keyword's values added (Assault, Shield...: RUP4 807.2, 814.2), any
    other keyword once (Tank, Ganking...: redundant, 815.2, 810.2)."""
    key = (id(card), tuple((id(t[1]), t[2]) for t in texts))
    found = _WITH_TEXT.get(key)
    if found is not None:
        return found
    abilities = card.abilities + tuple(replace(ab, text_copy=n) for _, model, n in texts
                                       for ab in model.abilities)
    values: dict[Keyword, int] = {}
    for kw, v in card.keywords + tuple(kv for _, model, _n in texts for kv in model.keywords):
        values[kw] = values.get(kw, 0) + v if kw in SUMMING_KEYWORDS else max(
            values.get(kw, 0), v)
    found = _WITH_TEXT[key] = replace(card, abilities=abilities,
                                      keywords=tuple(values.items()))
    return found


def _set(s: GameState, unit: Obj, own: CardDef, copies: list,  # type: ignore[type-arg]
         texts: list) -> None:  # type: ignore[type-arg]
    mods = {k: v for k, v in (unit.mods or {}).items()
            if k not in (COPY_OWN, COPIES, TEXT_COPIES)}
    if copies or texts:
        mods[COPY_OWN] = own
    if copies:
        mods[COPIES] = copies
    if texts:
        mods[TEXT_COPIES] = texts
    card = copy_def(copies[-1][1], own.is_token) if copies else own
    unit.card = with_text(card, texts) if texts else card
    unit.mods = mods or None
    s.dirty = True  # Might, keywords and abilities changed (RUP4 477.1.b)
    reindex(s)  # its new abilities watch and apply, its old ones no longer


def copy_own(unit: Obj) -> CardDef | None:
    """The unit's own card while it is a copy, else None."""
    return unit.mods.get(COPY_OWN) if unit.mods is not None and COPIES in unit.mods else None

