"""Match scenarios (`mode = "match"`, RUP4 486): two registered decks, the match's actions,
and what must then be true of the match (the format is in tests/scenarios/README.md).

Actions are the match's (`field {code:Name}`, `swap {code:A} {code:B}`, `champ ...`,
`ready`, `first`, `last`, `agreedraw`, `concede A`) and the games' (`keep`, `pass`, ...).
"""

from __future__ import annotations

import re
from typing import Any

from app.cards.catalog import load_catalog
from app.engine import CardDef, DeckSpec
from app.engine.face.match import Match, MatchDeck, parse_match_action
from app.engine.face.position import player_index, reject_unknown


def _deck(raw: dict[str, Any], resolve: Any) -> MatchDeck:
    def cards(key: str) -> tuple[CardDef, ...]:
        out: list[CardDef] = []
        for entry in raw.get(key, []):
            if isinstance(entry, dict):
                out += [resolve(entry["card"])] * int(entry.get("count", 1))
            else:
                out.append(resolve(entry))
        return tuple(out)

    champion = raw.get("champion")
    spec = DeckSpec(legend=resolve(raw.get("legend", "Plain Legend")),
                    champion=resolve(champion) if champion else None,
                    main=cards("main"), runes=cards("runes"),
                    battlefields=cards("battlefields"), name=raw.get("name", ""))
    return MatchDeck(spec, cards("sideboard"))


def _expand(text: str, resolve: Any) -> str:
    return re.sub(r"\{code:([^}]+)\}", lambda m: resolve(m.group(1)).code, text)


_MATCH_KEYS = {"best_of", "victory_score", "A", "B"}
_DECK_KEYS = {"name", "legend", "champion", "main", "runes", "battlefields", "sideboard"}
_EXPECT_KEYS = {"score", "stage", "game", "match_winner", "decision", "illegal", "rule", "legal",
                "first_player", "battlefields", "champion", "main_contains",
                "sideboard_contains", "view"}
_DECISION_KEYS = {"player", "kind"}
_VIEW_KEYS = {"player", "score", "hides_opponent_pick", "opponent_picked"}


def _check_keys(data: dict[str, Any], steps: list[dict[str, Any]]) -> None:
    """Refuse keys the Match format doesn't know (a typo would be silently ignored)."""
    raw = data.get("match", {})
    reject_unknown(raw, _MATCH_KEYS, "match")
    for letter in ("A", "B"):
        reject_unknown(raw.get(letter, {}), _DECK_KEYS, f"match.{letter}")
    for n, step in enumerate(steps):
        for k, exp in enumerate(step.get("expect", [])):
            where = f"step {n + 1}, expect {k + 1}"
            reject_unknown(exp, _EXPECT_KEYS, where)
            reject_unknown(exp.get("decision", {}), _DECISION_KEYS, f"{where}.decision")
            reject_unknown(exp.get("view", {}), _VIEW_KEYS, f"{where}.view")


def run_match(data: dict[str, Any], steps: list[dict[str, Any]],
              resolve: Any) -> list[tuple[bool, str]]:
    _check_keys(data, steps)
    raw = data["match"]
    decks = [_deck(raw["A"], resolve), _deck(raw["B"], resolve)]
    m = Match(decks, int(data.get("seed", 1)), ["A", "B"], load_catalog().game_tokens(),
              int(raw.get("best_of", 3)), int(raw.get("victory_score", 8)))
    checks: list[tuple[bool, str]] = []
    for n, step in enumerate(steps):
        for text in step.get("actions", []):
            text = _expand(text, resolve)
            words = text.split()
            if words[0] == "concede":  # `concede A`: who concedes (TR 410.1)
                result = m.apply("concede", player_index(words[1]))
            else:
                result = m.apply(parse_match_action(text))
            if not result.ok:
                raise ValueError(f"step {n + 1}: '{text}' was refused: {result.refusal}")
        for exp in step.get("expect", []):
            checks += check_match(m, exp, resolve)
    return checks


def check_match(m: Match, exp: dict[str, Any], resolve: Any) -> list[tuple[bool, str]]:
    out: list[tuple[bool, str]] = []

    def put(ok: bool, what: str) -> None:
        out.append((ok, what))

    if "score" in exp:
        want = [exp["score"].get("A", 0), exp["score"].get("B", 0)]
        put(m.wins == want, f"score {want} (got {m.wins})")
    if "stage" in exp:
        put(m.stage == exp["stage"], f"stage {exp['stage']} (got {m.stage})")
    if "game" in exp:
        put(m.number == exp["game"], f"game {exp['game']} (got {m.number})")
    if "match_winner" in exp:
        want = None if exp["match_winner"] == "none" else player_index(exp["match_winner"])
        put(m.winner == want, f"match winner {exp['match_winner']} (got {m.winner})")
    if "decision" in exp:
        want = exp["decision"]
        if "player" in want:
            put(m.to_act == player_index(want["player"]),
                f"{want['player']} decides (got {m.to_act})")
        if "kind" in want:
            put(m.decision_kind == want["kind"],
                f"decision kind {want['kind']} (got {m.decision_kind})")
    if "illegal" in exp:
        text = _expand(exp["illegal"], resolve)
        ref = m.why_illegal(parse_match_action(text))
        if ref is None:
            put(False, f"'{text}' is illegal (but it is legal)")
        else:
            rule = str(exp.get("rule", ""))
            put(rule == ref.rule, f"'{text}' is illegal citing {rule} (said: {ref.message})")
    if "legal" in exp:
        text = _expand(exp["legal"], resolve)
        put(parse_match_action(text) in m.legal_actions(), f"'{text}' is legal")
    if "first_player" in exp:
        got = m.game.state.first_player if m.game is not None else None
        put(got == player_index(exp["first_player"]),
            f"{exp['first_player']} plays first (got {got})")
    if "battlefields" in exp:
        got = ([m.game.state.objs[b.obj].card.name for b in m.game.state.battlefields]
               if m.game is not None else [])
        put(got == exp["battlefields"], f"battlefields {exp['battlefields']} (got {got})")
    if "champion" in exp:
        for letter, name in exp["champion"].items():
            c = m.champion[player_index(letter)]
            put(c is not None and c.name == name, f"{letter}'s champion {name} (got {c})")
    for key, attr in (("main_contains", "main"), ("sideboard_contains", "side")):
        for letter, names in exp.get(key, {}).items():
            have = [c.name for c in getattr(m, attr)[player_index(letter)]]
            for name in names:
                put(name in have, f"{letter}'s {attr} holds {name}")
    if "view" in exp:  # what one player sees of the match (nothing of the other's secrets)
        v = exp["view"]
        me = player_index(v["player"])
        seen = m.view(me)["match"]
        other = seen["players"][1 - me]
        if "score" in v:
            put(seen["score"] == [v["score"].get("A", 0), v["score"].get("B", 0)],
                f"{v['player']} sees the score {v['score']}")
        if v.get("hides_opponent_pick"):
            put(other["pick"] is None and other["sideboard"] is None and other["main"] is None,
                f"{v['player']} does not see the opponent's pick, deck or sideboard")
        if "opponent_picked" in v:
            put(other["picked"] == v["opponent_picked"],
                f"{v['player']} sees whether the opponent has chosen")
    return out


__all__ = ["run_match"]
