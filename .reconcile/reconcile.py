"""Reconcile the three whole-set sources into our card data files (facts only, no text).

Not part of the app: run it by hand to regenerate app/cards/data/{origins,spiritforged,
unleashed,vendetta}.json, printings of proving_grounds.json, and the disagreement table
app/cards/data/DISAGREEMENTS.md. Printed text is read only to find which keywords a card has
itself; no sentence of it is written anywhere.

    .venv/bin/python .reconcile/reconcile.py
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.cards.catalog import normalize_name  # noqa: E402
from app.engine.core.cards import Keyword  # noqa: E402

REF = Path("/work/shared/reference/cards/whole-set")
DATA = ROOT / "app" / "cards" / "data"
SET_SIZES = {"OGN": 298, "OGS": 24, "SFD": 221, "UNL": 219, "VEN": 166}
SET_FILES = {
    "OGN": "origins.json",
    "SFD": "spiritforged.json",
    "UNL": "unleashed.json",
    "VEN": "vendetta.json",
}
SET_NAMES = {
    "OGN": "Origins",
    "OGS": "Proving Grounds",
    "SFD": "Spiritforged",
    "UNL": "Unleashed",
    "VEN": "Vendetta",
}
DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")
# Helper cards in the ecoproxy lists that are not game objects (trackers for buffs and XP).
NOT_OBJECTS = {"OGN-999", "UNL-T04", "UNL-T08"}
# Bracketed words riftacademy lists that the rules define as actions or terms, not keywords.
NOT_KEYWORDS = {"Burn", "Stun", "Buff", "Predict", "Mighty", "Add", "Tap", "None"}
SUMMED = {"Assault", "Shield", "Deflect", "Hunt"}
KEYWORDS = {k.value for k in Keyword}

disagreements: list[tuple[str, str, str, str]] = []  # code, field, what, settled


def note(code: str, field: str, what: str, settled: str) -> None:
    disagreements.append((code, field, what, settled))


# Other types a card has as well (RUP4 178): no source says so in its type line
_ALSO = {"VEN-058": {"also": ["Gear"]}}
for _code in _ALSO:
    note(_code, "type", "every source says Unit; the Vendetta FAQ (Hwei, Brooding Painter) "
         "treats Patched Porobot as a unit and a gear", "Unit, also Gear (RUP4 178)")


def fold(name: str) -> str:
    """Looser than normalize_name: the sources disagree on apostrophes ("Kaisa"/"Kai'Sa")."""
    return re.sub(r"[^a-z0-9,]", "", normalize_name(name))


# -- loading -------------------------------------------------------------------------------


def load() -> tuple[list[dict], dict[str, dict], list[dict]]:
    ra = json.loads((REF / "riftacademy" / "cards.json").read_text())
    rc: dict[str, dict] = {}
    for s in ("ogn", "ogs", "sfd"):
        for c in json.loads((REF / "riftcodex-format" / f"{s}.json").read_text()):
            rc[c["riftbound_id"]] = c
    eco: list[dict] = []
    for s in SET_SIZES:
        eco += json.loads((REF / "ecoproxy" / f"{s}.json").read_text())["cards"]
    return ra, rc, eco


def eco_code(variant: str) -> str:
    """ecoproxy's `OGN-007a-298`, `SFD-223-star-221`, `VEN-sp1-006`, `UNL-t01` as deck codes
    write them: `OGN-007a`, `SFD-223*`, `VEN-SP1`, `UNL-T01`."""
    m = re.match(r"^([A-Z]+)-(\d+)([a-z]?)(?:-star)?(?:-\d+)?$", variant)
    if m:
        star = "*" if "-star" in variant else ""
        return f"{m[1]}-{int(m[2]):03d}{m[3]}{star}"
    m = re.match(r"^([A-Z]+)-(sp|r|t)(\d+)(?:-\d+)?$", variant)
    assert m, variant
    if m[2] == "sp":
        return f"{m[1]}-SP{int(m[3])}"
    return f"{m[1]}-{m[2].upper()}{int(m[3]):02d}"


def rc_code(public_code: str) -> str:
    """riftcodex `OGN-299*/298` -> `OGN-299*`, `SFD-T03/221` -> `SFD-T03`."""
    return public_code.split("/")[0]


# -- keywords ------------------------------------------------------------------------------

_TOKEN = re.compile(r"\[([A-Za-z][A-Za-z\- ]*?)(?: (\d+))?(?: \([^\]]*\))*(?: -[^\]]*)?\]")


def card_keywords(text: str, spell: bool = False) -> dict[str, int]:
    """Keywords the card has itself: bracketed keywords in a run that opens a clause (start of
    the text, of a line or of a sentence). "Give it [Temporary]" or "I have [Deflect]" grant
    or condition a keyword and belong to the ability, not to the card."""
    found: dict[str, int] = {}
    # A cost may hold the exhaust symbol: "[Empower (1)[Tap]]" (VEN-075).
    text = (text or "").replace("[Tap]]", "(Tap)]")
    for clause in re.split(r"\n|(?<=\.)\s*", text):
        rest = clause.strip()
        run: dict[str, int] = {}
        while True:
            m = _TOKEN.match(rest)
            if not m:
                break
            word = m[1].strip()
            if word in KEYWORDS:
                run.setdefault(word, int(m[2]) if m[2] and word in SUMMED else 1)
            rest = rest[m.end() :].lstrip(" ,")
            if rest.startswith("[>]"):
                rest = rest[3:].lstrip()
            if word in ("Level", "Empowered", "Legion"):
                break  # what follows is the dependent ability
        if not spell and ":" in rest:
            # "[Action] [Tap]: ..." times an activated ability, not the card.
            run = {k: v for k, v in run.items() if k not in ("Action", "Reaction")}
        for k, v in run.items():
            found.setdefault(k, v)
    return found


# -- one card ------------------------------------------------------------------------------


def split_domains(raw: list[str] | None) -> list[str]:
    out: list[str] = []
    for d in raw or []:
        for part in d.split("/"):
            if part in DOMAINS and part not in out:
                out.append(part)
    return out


def pips(domains: list[str], count: int) -> list[str]:
    """One entry per pip: a single-domain card repeats its domain; a card of two domains
    writes "A/B" (payable with either, RUP4 135.2.e.6.c), as proving_grounds.json does."""
    if count <= 0 or not domains:
        return []
    return ["/".join(domains)] * count


def build(ra: list[dict], rc: dict[str, dict], eco: list[dict]) -> dict[str, dict]:
    eco_by_code: dict[str, dict] = {}
    for e in eco:
        eco_by_code.setdefault(eco_code(e["variantNumber"]), e)
    cards: dict[str, dict] = {}
    for c in ra:
        s, num = c["setId"], c["collectorNumber"]
        code = f"{s}-{num:03d}"
        r = rc.get(c["id"])
        e = eco_by_code.get(code)
        if e is None or fold(e["name"]) != fold(c["name"]) and e["collectorNumber"] != num:
            e = None
        cards[code] = merge(code, c, r, e)
    return cards


def merge(code: str, a: dict, r: dict | None, e: dict | None) -> dict:
    s, num = a["setId"], a["collectorNumber"]
    typ = a["type"]
    is_token = bool(a["isToken"]) or a["supertype"] == "Token"
    # -- name: riftacademy's "Champion, Subtitle" form (proving_grounds.json uses it too),
    # spelled as printed: the champion part as its tag, punctuation from riftcodex/ecoproxy.
    tags_src = (r and r["tags"]) or (e and e.get("tags")) or a["tags"] or []
    name = a["name"]
    if is_token:
        name = re.sub(r", [A-Z]{2}$", "", name)
    elif "," in name:
        champ, subtitle = name.split(", ", 1)
        tag = next((t for t in tags_src if fold(t) == fold(champ)), champ)
        name = f"{tag}, {subtitle}"
    for printed in (r and r["name"], e and e["name"]):
        if printed and fold(printed) == fold(name):
            name = printed
            break
    names = [x for x in (a["name"], r and r["name"], e and e["name"]) if x]
    aliases: list[str] = []
    for other in names:
        other = re.sub(r", ([A-Z]{2})$", r" (\1)", other)
        if re.search(r" v\d$", other):
            continue  # ecoproxy's "Recruit v2" numbers arts, it is no spelling
        known = {normalize_name(x) for x in (name, *aliases)}
        if normalize_name(other) not in known:
            aliases.append(other)
    if typ == "Legend" and ", " in name:
        subtitle = name.split(", ", 1)[1]
        if normalize_name(subtitle) not in {normalize_name(x) for x in (name, *aliases)}:
            aliases.append(subtitle)
    for src, nm in (("riftcodex", r and r["name"]), ("ecoproxy", e and e["name"])):
        if (
            nm
            and fold(nm) != fold(name)
            and not fold(name).endswith(fold(nm))
            and not (is_token and nm.startswith(name))
        ):
            note(code, "name", f"{src} {nm!r}, riftacademy {a['name']!r}", f"{name!r}")
    # -- supertype: Champion units, Signature, Token, Basic runes only (RUP4 164); the
    # "Basic" riftacademy prints on other cards (most of Vendetta) is not a rules supertype.
    if is_token:
        supertype = "Token"
    elif typ == "Rune":
        supertype = "Basic"
    elif typ == "Unit" and (a["supertype"] == "Champion" or a["subtype"] == "Champion"):
        supertype = "Champion"
    elif a["isSignature"] or a["supertype"] == "Signature":
        supertype = "Signature"
    else:
        supertype = None
    if a["supertype"] == "Basic" and typ != "Rune":
        note(code, "supertype", "riftacademy 'Basic' on a non-rune", "dropped (not a supertype)")
    if a["supertype"] == "Champion" and typ == "Legend":
        pass  # RUP4 133.7.a: only units are Champions; proving_grounds.json does the same
    if r:
        rs = r["classification"]["supertype"]
        if rs != supertype and not (typ == "Legend" and rs == "Champion"):
            note(
                code,
                "supertype",
                f"riftcodex {rs!r}, riftacademy {a['supertype']!r}",
                repr(supertype),
            )
    # -- domains
    domains = split_domains(a["domain"])
    for src, ds in (
        ("riftcodex", r and r["classification"]["domain"]),
        ("ecoproxy", e and e.get("colors")),
    ):
        if ds is not None and sorted(split_domains(ds)) != sorted(domains):
            note(code, "domains", f"{src} {ds}, riftacademy {a['domain']}", str(domains))
    # -- costs
    playable = typ in ("Unit", "Spell", "Gear") and not is_token
    energy = a["energy"] if playable else None
    for src, v in (
        ("riftcodex", r and r["attributes"]["energy"]),
        ("ecoproxy", e and e.get("energy")),
    ):
        if playable and (r if src == "riftcodex" else e) and (v or 0) != (energy or 0):
            note(
                code,
                "energy",
                f"{src} {v}, riftacademy {a['energy']}",
                f"{energy} (riftacademy, errata applied)",
            )
    if playable and energy is None:
        energy = (r and r["attributes"]["energy"]) or (e and e.get("energy")) or 0
        note(code, "energy", "riftacademy has none", f"{energy} from the other sources")
    power = a["power"]
    others = {"riftcodex": r and r["attributes"]["power"], "ecoproxy": e and e.get("power")}
    if playable and power is None:
        # riftacademy has no pips for 54 Vendetta cards (and a few others); ecoproxy does.
        power = others["ecoproxy"] if others["ecoproxy"] is not None else others["riftcodex"]
        if power:
            note(code, "power", "riftacademy has none", f"{power} pip(s) from ecoproxy")
    for src, v in others.items():
        if playable and v is not None and (v or 0) != (power or 0):
            note(code, "power", f"{src} {v}, riftacademy {a['power']}", f"{power or 0}")
    power_list = pips(domains, power or 0) if playable else []
    # -- might and Might bonus
    tags = list(tags_src)
    for src, ts in (
        ("riftcodex", r and r["tags"]),
        ("ecoproxy", e and e.get("tags")),
        ("riftacademy", a["tags"]),
    ):
        if ts is not None and {fold(t) for t in ts} != {fold(t) for t in tags} and (r or e):
            note(code, "tags", f"{src} {ts}", str(tags))
    champ_tag = fold(name.split(",")[0])
    if supertype == "Champion" and champ_tag not in {fold(t) for t in tags}:
        # A champion unit carries its Champion Tag (RUP4 133.8.b); riftcodex and riftacademy
        # give Karma, Channeler the tag "Vi", ecoproxy gives "Karma".
        better = e and e.get("tags")
        if better and champ_tag in {fold(t) for t in better}:
            disagreements[:] = [d for d in disagreements if d[:2] != (code, "tags")]
            note(
                code,
                "tags",
                f"riftcodex/riftacademy {tags} lack the champion tag",
                f"{better} (ecoproxy)",
            )
            tags = list(better)
    might = might_bonus = None
    if typ == "Unit":
        might = a["might"]
        for src, v in (
            ("riftcodex", r and r["attributes"]["might"]),
            ("ecoproxy", e and e.get("might")),
        ):
            if v is not None and v != might:
                note(code, "might", f"{src} {v}, riftacademy {a['might']}", f"{might}")
        if might is None:
            might = (r and r["attributes"]["might"]) or (e and e.get("might")) or 0
            note(code, "might", "riftacademy has none", f"{might}")
    elif typ == "Gear" and "Equipment" in tags:
        bonus = a["might"]
        rcb = r and r["attributes"]["might"]
        if bonus is None and rcb is not None:
            note(code, "might_bonus", f"riftacademy none, riftcodex {rcb}", f"{rcb} (riftcodex)")
            bonus = rcb
        elif bonus is None:
            note(code, "might_bonus", "no source gives it", "none recorded (data gap)")
        elif r and (rcb or 0) != (bonus or 0):
            note(code, "might_bonus", f"riftcodex {rcb}, riftacademy {bonus}", f"{bonus}")
        might_bonus = bonus or None  # 0 is printed as no bonus at all
    # -- keywords
    kws = card_keywords(a["text"] or "", spell=typ == "Spell")
    if typ == "Spell" and a["speed"] in ("Action", "Reaction"):
        kws = {a["speed"]: 1, **{k: v for k, v in kws.items() if k not in ("Action", "Reaction")}}
    if code == "OGN-068":  # printed before Backline existed: its text spells the keyword out
        kws["Backline"] = 1
        note(
            code,
            "keywords",
            "riftacademy lists Backline; the printed text writes the rule out",
            "Backline (the same rule, RUP4 826)",
        )
    listed = {k for k in (a["keywords"] or []) if k in KEYWORDS}
    extra = sorted(listed - set(kws) - {"Action", "Reaction"})
    if extra:
        note(
            code,
            "keywords",
            f"riftacademy lists {extra} that the card only grants or conditions",
            "not card keywords (they belong to the ability)",
        )
    rarity = a["rarity"]
    if r and r["classification"]["rarity"] != rarity:
        note(
            code,
            "rarity",
            f"riftcodex {r['classification']['rarity']}, riftacademy {rarity}",
            rarity,
        )
    out = {
        "code": code,
        "name": name,
        "aliases": aliases,
        "type": typ,
        **_ALSO.get(code, {}),
        "supertype": supertype,
        "domains": domains,
        "energy": energy,
        "power": power_list,
        "might": might,
    }
    if might_bonus is not None:
        out["might_bonus"] = might_bonus
    out.update(tags=tags, keywords=kws, set=s, collector_number=num, rarity=rarity)
    return out


# -- printings -----------------------------------------------------------------------------


def printings(cards: dict[str, dict], rc: dict[str, dict], eco: list[dict]) -> dict[str, list[str]]:
    """Every other code a card is printed under: alternate arts (a), signed (*), overnumbered
    showcases, special (SP) and rune (R) numbers of later sets, token numbers (T)."""
    by_name: dict[str, str] = {}
    for code, c in cards.items():
        for n in (c["name"], *c["aliases"]):
            by_name.setdefault(fold(n), code)
    extra: dict[str, list[str]] = defaultdict(list)
    seen = set(cards)
    sources = [
        (rc_code(x["public_code"]), x["name"], x["classification"]["type"]) for x in rc.values()
    ]
    sources += [(eco_code(x["variantNumber"]), x["name"], x["type"]) for x in eco]
    for pcode, name, typ in sources:
        if pcode.upper() in {s.upper() for s in seen} or pcode in NOT_OBJECTS:
            continue
        base = re.sub(r"[a-z*]$", "", pcode)
        target = base if base in cards and fold(cards[base]["name"]) in (fold(name),) else None
        if target is None:
            key = fold(re.sub(r"\s*\([A-Z]{2}\)$", "", name))
            target = by_name.get(key)
            if target is None and typ.lower() == "legend":
                target = next((c for k, c in by_name.items() if k.endswith("," + key)), None)
        if target is None:
            continue  # a token that is not among the 928: handled by tokens()
        extra[target].append(pcode)
        seen.add(pcode)
    return extra


def tokens(eco: list[dict], cards: dict[str, dict], rc: dict[str, dict]) -> list[dict]:
    """Tokens that ecoproxy numbers but that are not among the 928 (Gold, Bird, ...)."""
    known = {fold(c["name"]) for c in cards.values()}
    rc_rarity = {rc_code(x["public_code"]): x["classification"]["rarity"] for x in rc.values()}
    out: dict[str, dict] = {}
    for x in eco:
        code = eco_code(x["variantNumber"])
        if not re.match(r"^[A-Z]+-T\d+$", code) or code in NOT_OBJECTS:
            continue
        key = fold(re.sub(r"\s*\([A-Z]{2}\)$", "", x["name"]))
        if key in known:
            continue
        if key in out:
            out[key]["printings"].append(code)
            continue
        typ = x["type"].capitalize()
        out[key] = {
            "code": code,
            "name": x["name"],
            "aliases": [],
            "type": typ,
            "supertype": "Token",
            "domains": split_domains(x.get("colors")),
            "energy": None,
            "power": [],
            "might": x.get("might") if typ == "Unit" else None,
            "tags": x.get("tags") or [],
            # ecoproxy's text, read for keywords only (the Bird has Deflect)
            "keywords": card_keywords(x.get("description") or ""),
            "set": code.split("-")[0],
            "collector_number": int(code.split("-T")[1]),
            # riftcodex has Gold (Common); no source gives the Unleashed tokens a rarity.
            "rarity": rc_rarity.get(code, "Token"),
            "printings": [],
        }
    return list(out.values())


# Tokens that no source numbers: they exist only in the rules (RUP4 187) and in the text of the
# cards that make them. Their facts are RUP4 187's; a code of our own ("T" and a name, never a
# printed number), set by the first set whose cards make them.
RULES_TOKENS = (
    ("SFD-TMECH", "Mech", 3, ["Mech"], "187.4", "Assembly Rig, Ferrous Forerunner, Production "
     "Surge, Rumble, Scrapper"),
    ("SFD-TSAND", "Sand Soldier", 2, ["Shurima"], "187.3", "Desert's Call, Royal Guard, Guards!"),
    ("VEN-TCLON", "Shadow Clone", 0, [], "187.11", "Zed, From the Shadows, Zed, Without a "
     "Sound, Death Mark"),
    ("VEN-TTENT", "Tentacle", 1, ["Bilgewater"], "187.10", "Up from the Deep, Illaoi, Prophet "
     "of the Great Kraken"),
)


# Illaoi, Prophet of the Great Kraken makes "a [1] [S] Tentacle" in ecoproxy ("1 Energy Might"
# in riftacademy): a token has no cost (RUP4 185.3.a), so the stray "1" is the Tentacle's Might
note("VEN-109", "text", "ecoproxy writes the Tentacle it makes as '[1] [S]', riftacademy as "
     "'1 Energy Might'; tokens have no cost (RUP4 185.3.a)",
     "a 1 Might Tentacle, the token of RUP4 187.10 (Up from the Deep makes the same)")


def rules_tokens() -> list[dict]:
    out = []
    for code, name, might, tags, rule, makers in RULES_TOKENS:
        out.append({
            "code": code, "name": name, "aliases": [], "type": "Unit", "supertype": "Token",
            "domains": [], "energy": None, "power": [], "might": might, "tags": tags,
            "keywords": {}, "set": code.split("-")[0],
            # numbered from 900 within each set, in this order
            "collector_number": 900 + sum(t["set"] == code[:3] for t in out),
            "rarity": "Token", "printings": [],
        })
        note(code, "all", f"no source has the {name} token (made by {makers})",
             f"facts from RUP4 {rule}: {might} Might, tags {tags}, no domain; code our own")
    return out


def main() -> None:
    ra, rc, eco = load()
    cards = build(ra, rc, eco)
    extra = printings(cards, rc, eco)
    for code, codes in extra.items():
        cards[code]["printings"] = sorted(set(codes))
    toks = tokens(eco, cards, rc) + rules_tokens()
    pg_path = DATA / "proving_grounds.json"
    pg = json.loads(pg_path.read_text())
    pg_codes = {c["code"] for c in pg["cards"]}
    # Proving Grounds objects stay as they are (tests depend on them); they gain printings and
    # the sources' other spellings, and every fact that differs is listed.
    for obj in pg["cards"]:
        ours = cards.get(obj["code"])
        if obj["code"] == "OGN-271":
            ours = cards["OGN-271"]
            ours["printings"] = sorted(
                {
                    "OGN-272",
                    "OGN-273",
                    *ours.get("printings", []),
                    *extra.get("OGN-272", []),
                    *extra.get("OGN-273", []),
                }
            )
        for field in (
            "name",
            "type",
            "supertype",
            "domains",
            "energy",
            "power",
            "might",
            "tags",
            "keywords",
            "rarity",
        ):
            a, b = obj.get(field), ours.get(field)
            if field == "tags":
                a, b = sorted(a), sorted(b)
            if field == "keywords":
                a = {k: v for k, v in a.items()}
            if a != b:
                note(obj["code"], field, f"reconciled {b!r}", f"proving_grounds.json keeps {a!r}")
        for alias in ours["aliases"] + ([ours["name"]] if ours["name"] != obj["name"] else []):
            if normalize_name(alias) not in {
                normalize_name(x) for x in [obj["name"], *obj["aliases"]]
            }:
                obj["aliases"].append(alias)
        if ours.get("printings"):
            obj["printings"] = ours["printings"]
        if ours.get("might_bonus") is not None:
            obj["might_bonus"] = ours["might_bonus"]
    pg_path.write_text(dump(pg))
    # Recruit's other arts are printings of OGN-271, not cards of their own.
    del cards["OGN-272"], cards["OGN-273"]
    by_set: dict[str, list[dict]] = defaultdict(list)
    for code, c in cards.items():
        if code in pg_codes or c["set"] == "OGS":
            continue
        by_set[c["set"]].append(c)
    for t in toks:
        by_set[t["set"]].append(t)
    for s, fname in SET_FILES.items():
        payload = {
            "format": 1,
            "note": f"Facts of {SET_NAMES[s]} ({s}), reconciled from riftacademy, riftcodex and "
            "ecoproxy (see README.md). No card text.",
            "cards": sorted(
                by_set[s], key=lambda c: (c["supertype"] == "Token", c["collector_number"])
            ),
        }
        (DATA / fname).write_text(dump(payload))
    write_table()
    print(f"{sum(len(v) for v in by_set.values())} objects written, {len(disagreements)} notes")


def dump(payload: dict) -> str:
    """The layout of proving_grounds.json: one field per line, lists inline."""
    out = [
        "{",
        f'  "format": {payload["format"]},',
        f'  "note": {json.dumps(payload["note"], ensure_ascii=False)},',
        '  "cards": [',
    ]
    for i, card in enumerate(payload["cards"]):
        fields = [f'      "{k}": {json.dumps(v, ensure_ascii=False)}' for k, v in card.items()]
        out.append(
            "    {\n"
            + ",\n".join(fields)
            + "\n    }"
            + ("," if i < len(payload["cards"]) - 1 else "")
        )
    out += ["  ]", "}"]
    return "\n".join(out) + "\n"


def write_table() -> None:
    lines = [
        "# Disagreements between the card sources",
        "",
        "Generated by `.reconcile/reconcile.py`; how each was settled. See README.md.",
        "",
        "| code | field | sources say | settled |",
        "|---|---|---|---|",
    ]
    for code, field, what, settled in sorted(disagreements):
        what = what.replace("|", "/")
        settled = settled.replace("|", "/")
        lines.append(f"| {code} | {field} | {what} | {settled} |")
    (DATA / "DISAGREEMENTS.md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
