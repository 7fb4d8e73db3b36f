"""What one player may know: a redacted, JSON-ready picture of the game (RUP4 128).

Hands are private (the opponent sees only how many cards and which ids), deck order is
secret, facedown cards are private to their controller (and to a player allowed to look at
them this turn, peek_facedown), everything else is public.
The UI and the computer opponent only ever read views.
"""

from __future__ import annotations

from typing import Any

from app.engine.actions.battlefields import swap_back_choices
from app.engine.actions.copying import copy_own, text_copies
from app.engine.actions.death import banished_if_dies
from app.engine.core.actions import Action, format_action
from app.engine.core.enums import Domain, Keyword
from app.engine.core.state import (
    BANISH,
    DECK,
    FACEDOWN,
    HAND,
    RUNE_DECK,
    SETASIDE,
    GameState,
    Obj,
    Pool,
)
from app.engine.mechanics.ops.reveal import peeks, revealed_cards
from app.engine.playing.destinations import public_destinations
from app.engine.reads.attached import attached_map, attached_to, attachments, is_equipped
from app.engine.reads.characteristics import keyword_value, might, victory_score
from app.engine.reads.empower import empowered_states, times_empowered
from app.engine.reads.granted import granted
from app.engine.reads.granted import holders as granted_holders
from app.engine.reads.levels import level_states, xp
from app.engine.reads.shields import any_shields, doublings, prevent_values, untargetable_turn
from app.engine.reads.trashplay import flow_costs, flow_game, flow_granted


def _restricted(pool: Pool) -> dict[str, dict[str, int]]:
    """The pool's restricted Energy and [A] by what they may pay for ("spells", "units",
    "gear", "showdown"; RUP4 429)."""
    out = {k: {"energy": e, "any": a} for k, (e, a) in sorted(pool.restricted.items())}
    if pool.spell_energy or pool.spell_universal:
        out["spells"] = {"energy": pool.spell_energy, "any": pool.spell_universal}
    return out

def _card(o: Obj) -> dict[str, Any]:
    return {"id": o.id, "code": o.card.code, "name": o.card.name, "owner": o.owner}


def _permanent(s: GameState, o: Obj) -> dict[str, Any]:
    d = _card(o)
    d.update(controller=o.controller, exhausted=o.exhausted)
    if o.card.might is not None:
        kws = {}
        for kw in Keyword:
            v = keyword_value(s, o, kw)
            if v:
                kws[kw.value] = v
        d.update(might=might(s, o), damage=o.damage, buffed=o.buffs > 0, buffs=o.buffs,
                 stunned=o.stunned,
                 attacking=o.attacking, defending=o.defending, keywords=kws)
        if banished_if_dies(s, o):  # "if it would die this turn, banish it instead" (public)
            d["banish_if_dies"] = True
        if any_shields(s):  # its prevent and doubling effects this turn (public, RUP4 437)
            values = prevent_values(s, o)
            if values:  # 0: "the next time it would be dealt damage, prevent it"
                d["prevent"] = values
            if doublings(s, o):
                d["doubled"] = doublings(s, o)
        if untargetable_turn(s, o):  # "can't be chosen by enemy spells and abilities"
            d["untargetable"] = True
    levels = level_states(s, o)
    if levels:
        d["levels"] = levels
    times = times_empowered(o)
    if times:  # a public status (RUP4 441.2); how many times, for Kayle (441.1.c.1)
        d["empowered"] = times
    dependent = empowered_states(o)
    if dependent:  # "[Empowered] ..." abilities and whether each is active (828.1.c)
        d["empowered_abilities"] = dependent
    own = copy_own(o)
    if own is not None:  # a copy while an Equipment is attached: its own card (public, 477.1.b)
        d["own_card"] = {"code": own.code, "name": own.name}
    texts = text_copies(o)
    if texts:  # the texts its Equipment copied as attached (Svellsongur), public like the card
        d["text_copies"] = [{"gear": gear, "code": card.code} for gear, card, _n in texts]
    if o.mods is not None and "named" in o.mods:  # the card or tag named for it (public, 760)
        d["named"] = o.mods["named"]
    if o.mods is not None and "tags" in o.mods:  # the tag it gained as it was played (public)
        d["tags_gained"] = list(o.mods["tags"])
    if o.mods is not None and "banished" in o.mods:  # "banished with this" (public, 427.3)
        d["banished_with"] = [i for i, inc in o.mods["banished"]
                              if s.objs[i].zone == BANISH and s.objs[i].incarnation == inc]
    if attached_map(s):  # attachments are public, like the table they lie on (RUP4 434.1.b)
        top = attached_to(s, o)
        if top is not None:
            d["attached_to"] = top.id
        gear = attachments(s, o)
        if gear:
            d["attachments"] = [g.id for g in gear]
            d["equipped"] = is_equipped(s, o)  # RUP4 818.3
    hs = granted_holders(s)
    if hs and o.id in hs:  # grant-activated: whose abilities it has (public, RUP4 109.2)
        d["granted_abilities"] = [{"from": gid, "code": s.objs[gid].card.code}
                                  for _, gid in granted(s, o)]
    return d


def _trash_card(s: GameState, o: Obj) -> dict[str, Any]:
    """A card in a trash (public, RUP4 108.2.d), with its Flow costs if it has Flow (829.2):
    printed or given this turn (`flow_granted`)."""
    d = _card(o)
    costs = flow_costs(s, o) if flow_game(s) else []
    if costs:
        d["flow"] = [{"energy": e, "power": [_pip_name(p) for p in pips]} for e, pips in costs]
        if flow_granted(s, o):
            d["flow_granted"] = True
    return d


def _pip_name(pip: frozenset[Domain]) -> str:
    """A Power pip as card data writes it: "A" (any domain) or "Fury/Chaos"."""
    if len(pip) == len(Domain):
        return "A"
    return "/".join(d.value for d in Domain if d in pip)


def _sees(s: GameState, viewer: int, o: Obj) -> bool:
    """Whether `viewer` may know which card `o` is where it lies now (RUP4 128.2.a): decks
    and set-aside cards are secret (128.3), a hand is its owner's (and shown cards, 2v2) and a
    facedown card its controller's (and a peeking player's) (128.4); the rest is public."""
    if o.zone in (DECK, RUNE_DECK, SETASIDE):
        return False
    if o.zone == HAND:
        return o.owner == viewer or o.id in s.extra.get("shown", {}).get(viewer, {}).get(
            o.owner, ())
    if o.zone == FACEDOWN:
        return o.controller == viewer or peeks(s, viewer, o.controller)
    return True


def _remembered(s: GameState, viewer: int, oid: int, inc: int) -> dict[str, Any]:
    """The object a delayed ability remembers ("it"): which card, only if the viewer may
    know it where it is now; `gone` once it became a new object (RUP4 124), which the
    ability no longer finds."""
    o = s.objs[oid]
    d: dict[str, Any] = _card(o) if _sees(s, viewer, o) else {"hidden": True}
    d["zone"] = o.zone
    if o.incarnation != inc:
        d["gone"] = True
    return d


def _delayed(s: GameState, viewer: int) -> list[dict[str, Any]]:
    """The delayed abilities waiting to trigger (RUP4 390): each one's source card, its
    controller, when it triggers (its trigger code and what that names: a player, a
    battlefield) and the object it remembers. They are public: the spell or ability that
    created them resolved before every player; a remembered card is named only where its
    privacy lets the viewer read it (RUP4 128.3-128.5). Read only: the state, its hash and
    saves are left as they are."""
    flags = s.turn_flags or {}
    rows: list[tuple[int, int, int, dict[str, Any], tuple[int, int] | None]] = []
    for src, n, controller, *watched in flags.get("delayed_end", ()):
        rows.append((src, n, controller, {}, (watched[0], watched[1]) if watched else None))
    for src, n, controller in flags.get("delayed_play", ()):
        rows.append((src, n, controller, {}, None))
    for src, n, controller, bf in s.extra.get("delayed_main", ()):
        rows.append((src, n, controller, {"player": controller, "bf": bf}, None))
    for src, n, controller, holder, oid, inc in s.extra.get("delayed_hold", ()):
        rows.append((src, n, controller, {"player": holder}, (oid, inc)))
    for key in ("delayed_damage", "delayed_dies", "delayed_wins", "delayed_conquer"):
        for src, n, controller, watched, inc in flags.get(key, ()):
            rows.append((src, n, controller, {}, (watched, inc) if watched >= 0 else None))
    out = []
    for src, n, controller, params, watched in rows:
        o = s.objs[src] if src >= 0 else None
        if o is None or n >= len(o.card.abilities):
            continue  # nothing to trigger (the stores skip it the same way)
        source: dict[str, Any] = {"code": o.card.code, "name": o.card.name}
        if _sees(s, viewer, o):
            source["id"] = o.id
        out.append({"source": source, "ability": n, "controller": controller,
                    "when": o.card.abilities[n].trigger or "end_of_turn", **params,
                    "remembers": None if watched is None
                    else _remembered(s, viewer, *watched)})
    return out


def make_view(s: GameState, viewer: int, question: str | None,
              actions: list[Action] | None) -> dict[str, Any]:
    """The view of `viewer`. `question` describes the pending decision (None without one), and
    `actions` are the legal actions when the viewer is the one to decide (else None)."""
    players = []
    shown = s.extra.get("shown", {}).get(viewer, {})
    for p in s.players:
        mine = p.index == viewer
        players.append({
            "index": p.index,
            "name": p.name,
            "team": p.team,  # 2v2: seats 0 and 2 against 1 and 3 (RUP4 489.2); else alone
            # conceded and removed from the game, Skirmish and War (RUP4 651.2, 652)
            "removed": s.is_removed(p.index),
            "points": p.points,
            "xp": xp(s, p.index),  # public (RUP4 729.2)
            # this turn's "you may play a <type> with Energy cost no more than N from hand,
            # ignoring its Energy cost" (op free_play), [type, N] each: public, as the
            # ability that gave it resolved
            "free_play": list(s.turn_flags.get(f"free_play{p.index}", ()))
            if s.turn_flags else [],
            "hand": [_card(s.objs[i]) for i in p.hand] if mine else None,
            # 2v2: the cards of this hand its player showed the viewer (RUP4 489.8.f)
            "shown_hand": [_card(s.objs[i]) for i in shown.get(p.index, ()) if i in p.hand],
            "hand_ids": list(p.hand),
            "hand_count": len(p.hand),
            "deck_count": len(p.deck),
            "rune_deck_count": len(p.rune_deck),
            "runes": [_permanent(s, s.objs[i]) for i in p.runes],
            "base": [_permanent(s, s.objs[i]) for i in p.base],
            "trash": [_trash_card(s, s.objs[i]) for i in p.trash],
            "banishment": [_card(s.objs[i]) for i in p.banish],
            # a removed player's legend left the game with their cards (RUP4 652.3)
            "legend": None if s.is_removed(p.index) else _permanent(s, s.objs[p.legend]),
            "champion": _card(s.objs[p.champion]) if p.champion is not None else None,
            "pool": {"energy": p.pool.energy,
                     "power": {d.value: n for d, n in sorted(p.pool.power.items())},
                     "any": p.pool.universal,
                     # what may only pay for some things: kind -> its Energy and [A] (429)
                     "restricted": _restricted(p.pool)},
        })
    battlefields = []
    for i, b in enumerate(s.battlefields):
        fd = None
        if b.facedown is not None:
            o = s.objs[b.facedown]
            seen = o.controller == viewer or peeks(s, viewer, o.controller)
            fd = _card(o) if seen else {"id": o.id, "owner": o.owner}
            fd["controller"] = o.controller
        extra = []  # a raised occupancy (RUP4 107.3.b.1): private to their controller, likewise
        for oid in b.extra_facedown:
            o = s.objs[oid]
            seen = o.controller == viewer or peeks(s, viewer, o.controller)
            e = _card(o) if seen else {"id": o.id, "owner": o.owner}
            e["controller"] = o.controller
            extra.append(e)
        battlefields.append({
            "index": i,
            "card": _card(s.objs[b.obj]),
            "controller": b.controller,
            "contested_by": b.contested_by,
            "units": [_permanent(s, s.objs[u]) for u in b.units],
            "facedown": fd,
            "facedown_extra": extra,
        })
        back = swap_back_choices(s, i) if s.extra.get("replaced") else []
        if back:  # the battlefield a token replaced, public in banishment (RUP4 438.5)
            battlefields[-1]["replaced"] = _card(s.objs[back[0]])
    chain = []
    for item in s.chain:
        entry: dict[str, Any] = {"id": item.id, "kind": item.kind, "controller": item.controller,
                                 "pending": item.pending}
        if item.kind == "card":
            entry["card"] = _card(s.objs[item.obj])
        else:
            entry["source"] = item.source
        entry["targets"] = [[oid for kind, oid, _ in slot if kind == "obj"]
                            for slot in item.targets]
        items = [iid for slot in item.targets for kind, iid, _ in slot if kind == "item"]
        if items:  # the spells and abilities on the chain it chooses (public, RUP4 355.9.a.2)
            entry["chain_targets"] = items
        if item.mode >= 0:
            entry["mode"] = item.mode  # modal: the option chosen, public (RUP4 355.3)
        if "chosen_player" in item.info:  # player-choices: the player chosen, public
            entry["player"] = item.info["chosen_player"]
        if "chosen_tag" in item.info:  # "as you play me, choose ..." (355.1), public
            entry["tag"] = item.info["chosen_tag"]
        if "dests" in item.info:  # move-effect: where each unit is to move, public (355.4)
            entry["destinations"] = public_destinations(item)
        chain.append(entry)
    d = s.decision
    decision = None
    if d is not None:
        decision = {"player": d.player, "kind": d.kind, "question": question}
        if d.player != viewer and d.kind == "choose" and d.data.get("ask") == "as_looked":
            # whether a card looked at has an as-looked ability is private to the looking
            # player until they use it (RUP4 128.4, 370.1.b.1): the others see them look
            decision["question"] = "look at the cards"
        if d.player == viewer:
            decision["actions"] = [format_action(a) for a in actions or ()]
            if d.kind == "choose":
                decision["ask"] = d.data["ask"]
                if "looked" in d.data:  # predicted cards: only the predicting player sees them
                    decision["looking_at"] = [_card(s.objs[i]) for i in d.data["looked"]]
                if d.data["ask"] == "look_draw":  # the cards not drawn: recycled or trashed
                    decision["rest"] = d.data.get("rest", "recycle")
                if d.data["ask"] == "replace_offer":  # whose death, what it costs (371.2.a)
                    decision["replace"] = {
                        "obj": d.data["obj"], "source": d.data["source"],
                        "energy": d.data["energy"], "power": d.data["power"],
                        "exhaust": d.data["exhaust"], "spend_buff": d.data["spend_buff"]}
                if d.data["ask"] == "pay_to":  # pay-to: what paying costs (RUP4 444.2)
                    decision["pay"] = {"energy": d.data["energy"], "power": d.data["power"]}
                if d.data["ask"] == "spend_xp":  # XP within instructions (RUP4 730.2)
                    decision["xp"] = d.data["xp"]
                if d.data["ask"] == "equip_pay":  # Weaponmaster: the Equip cost less [A]
                    decision["pay"] = {"energy": d.data["energy"], "power": d.data["power"],
                                       "xp": d.data.get("xp", 0)}
                    # its non-resource costs: units to kill, cards of the trash to recycle
                    decision["pay_objects"] = {"kill": d.data.get("kill", 0),
                                               "recycle": d.data.get("recycle", 0)}
                    decision["equipping"] = _card(s.objs[d.data["obj"]])
                if d.data["ask"] == "copy_pick":  # the Equipment that copies, its unit
                    decision["copy_pick"] = {"gear": _card(s.objs[d.data["obj"]]),
                                             "unit": _card(s.objs[d.data["unit"]])}
                if d.data["ask"] == "equip_may":  # attach or detach, on resolution (355.17)
                    decision["equip_may"] = {"gear": _card(s.objs[d.data["obj"]]),
                                             "unit": _card(s.objs[d.data["unit"]]),
                                             "detach": d.data["detach"]}
                if d.data["ask"] == "unless":  # cond-unless: what stops the effect
                    decision["offer"] = {"kind": d.data["offer"], "n": d.data["n"],
                                         "to": d.data["to"]}
                if d.data["ask"] == "top_or_bottom":  # the card placed: its owner decides
                    decision["placing"] = _card(s.objs[d.data["obj"]])
                if d.data["ask"] == "play_again":  # "its controller may play this again"
                    decision["again"] = {"card": _card(s.objs[d.data["obj"]]),
                                         "power": d.data["power"]}
                if d.data["ask"] == "token_copy":  # the passive offering it, the token (367)
                    decision["copying"] = _card(s.objs[d.data["source"]])
                    decision["card"] = d.data["card"]
                if d.data["ask"] == "add_x":  # add-any: the gear used, what it pays
                    decision["adding"] = _card(s.objs[d.data["src"]])
                    decision["pays"] = d.data["pays"]
                if d.data["ask"] == "save_pay":  # a paid save: what it costs, which unit
                    decision["pay"] = {"energy": d.data["energy"], "power": d.data["power"]}
                    decision["saving"] = _card(s.objs[d.data["obj"]])
            if d.kind in ("play", "choose") and d.data.get("ask") == "name":  # RUP4 759-763
                decision["what"] = d.data["what"]  # a spell or a tag
            if d.kind == "play" and d.data.get("ask") == "repeat":  # what it costs (820.1.c)
                decision["repeat"] = {"energy": d.data["cost_energy"],
                                      "power": d.data["cost_power"],
                                      "discard": d.data["cost_discard"]}
            if d.kind == "play" and d.data.get("ask") == "paid_location":  # Dragon Roost
                decision["paid_location"] = {"bf": d.data["bf"], "power": d.data["cost_power"]}
            if d.kind == "play" and d.data.get("ask") == "move_to":  # which unit (355.4)
                decision["moving"] = _card(s.objs[d.data["obj"]])
            if d.kind == "play" and d.data.get("ask") == "may" and "cost_energy" in d.data:
                # pay-to: an optional trigger's base cost (RUP4 383.3.b)
                pay = {"energy": d.data["cost_energy"], "power": d.data["cost_power"],
                       "exhaust": d.data["cost_exhaust"]}
                if d.data.get("cost_xp"):  # "you may spend N XP to ..." (RUP4 730.2)
                    pay["xp"] = d.data["cost_xp"]
                if d.data.get("cost_burn"):  # "you may burn N to ..." (RUP4 440.3.a)
                    pay["burn"] = d.data["cost_burn"]
                decision["pay"] = pay
        if d.kind == "stage":  # public: where showdowns or combats are staged (RUP4 461.1)
            decision["staged"] = list(d.data["bfs"])
        if d.kind == "choose" and d.data.get("revealed"):
            # play-by-effect: revealed cards are shown to every player (RUP4 424.1)
            decision["revealed"] = [_card(s.objs[i]) for i in d.data["looked"]]
    sd = s.showdown
    return {
        "viewer": viewer,
        "mode": s.extra.get("mode", "duel"),  # the mode of play (RUP4 485-488)
        "turn": s.turn,
        "turn_player": s.turn_player,
        "phase": s.phase.value,
        "winner": s.winner,
        # the whole winning team (RUP4 489.6.a); just the winner outside 2v2
        "winners": ([] if s.winner is None else
                    [p.index for p in s.players if p.team == s.players[s.winner].team]),
        "players": players,
        "battlefields": battlefields,
        "chain": chain,
        "showdown": None if sd is None else {
            "bf": sd.bf, "combat": sd.combat, "focus": sd.focus, "attacker": sd.attacker,
            "defender": sd.defender, "step": sd.step, "assign_left": sd.assign_left,
            "assigned": dict(s.extra.get("assigning", {})) if sd.step == "damage" else {},
            "invited": list(s.extra.get("invited", ()))},  # 3+ players: guests of the combat
        "priority": s.priority,
        # 2v2: the teammate the turn player invited to play with their priority (489.8.a)
        "guest": s.turn_flags.get("guest") if s.turn_flags else None,
        "decision": decision,
        "victory_score": victory_score(s),  # as passive abilities change it (194.3.a)
        # reveal-hand: cards revealed by what is resolving, public to everyone until it
        # finishes (RUP4 424.1, 424.1.a.3)
        "revealed": [_card(s.objs[i]) for i in revealed_cards(s)] if s.chain else [],
        "delayed": _delayed(s, viewer),  # delayed abilities waiting to trigger (RUP4 390)
    }


