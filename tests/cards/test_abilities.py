"""Ability definitions: validation messages, the bundled data, and what the catalog attaches.

Cards are named by name here, not by code: `riftbound cards` counts a card as tested when a
test names its code, and these tests check data, not behaviour.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from typing import Any

import pytest

from app.cards import abilities as defs
from app.cards.abilities import AbilityDef, load_ability_file, parse_abilities
from app.cards.catalog import ABILITY_FILES, DATA_DIR, DATA_FILES, Catalog, load_catalog
from app.cards.models import CardDataError
from app.engine.core import abilities as eng
from app.engine.core.enums import ALL_DOMAINS, CardType, Domain, Keyword
from app.engine.core.selects import Select, Static, TargetSlot
from app.engine.mechanics.ops import OPS
from app.engine.mechanics.ops.damage import Deal
from app.engine.mechanics.ops.might import Grant
from app.engine.mechanics.ops.tokens_delayed import Token
from app.scenarios import ScenarioError, card_from_table, run_scenario

UNITS_FILE = DATA_DIR / "origins" / "units.toml"


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


# --- the vocabulary matches the engine's documentation -------------------------------------


def _doc_names(text: str) -> set[str]:
    """Names in a "a | b n | c (note)" list: the first word of each alternative."""
    text = re.sub(r"\([^()]*\)", " ", text)
    return {m.group(1) for part in text.split("|") if (m := re.match(r"\s*([a-z_0-9]+)", part))}


def test_vocabulary_matches_engine_docstrings() -> None:
    select_doc = inspect.getdoc(Select) or ""
    kinds = re.search(r"kind:(.*?)\n\s*side:", select_doc, re.S)
    sides = re.search(r"side:(.*?)\n\s*where:", select_doc, re.S)
    wheres = re.search(r"where:(.*)", select_doc, re.S)
    assert kinds and sides and wheres
    assert _doc_names(kinds.group(1)) == set(defs.KINDS)
    assert _doc_names(sides.group(1)) == set(defs.SIDES)
    assert _doc_names(wheres.group(1)) == set(defs.WHERES)

    # each op is a class with its docstring (app.engine.mechanics.ops); the step conditions
    # are documented with their base, Op ("spells_only" with add_energy and add_power)
    assert all(inspect.getdoc(cls) for cls in OPS)
    conds = re.search(r"conditions:(.*)", inspect.getdoc(eng.Op) or "", re.S)
    assert conds
    assert _doc_names(conds.group(1)) == set(defs.STEP_CONDITIONS)

    static_source = inspect.getsource(Static)  # passive abilities (app.engine.core.selects)
    static_ops = re.search(r"op: str\s+#(.*)", static_source)
    assert static_ops and _doc_names(static_ops.group(1)) == set(defs.STATIC_OPS)
    static_conds = re.search(r"# (defending_alone[^\n]*)", static_source)
    assert static_conds and _doc_names(static_conds.group(1)) == set(defs.STATIC_CONDITIONS)
    source = inspect.getsource(eng)
    triggers = re.search(r"#( play_me.*?)\n\s*trigger:", source, re.S)
    assert triggers and _doc_names(triggers.group(1).replace("#", " ")) == set(defs.TRIGGERS)
    ab_conds = re.search(r"RUP4 383\.2\.a\.1\):(.*)", source)
    assert ab_conds and _doc_names(ab_conds.group(1)) == set(defs.ABILITY_CONDITIONS)


# --- validation ----------------------------------------------------------------------------


def _bad(entry: dict[str, Any]) -> str:
    with pytest.raises(CardDataError) as info:
        parse_abilities([entry], card="'Test Card' (TST-001)")
    return str(info.value)


def test_typo_in_op_names_card_field_and_suggestion() -> None:
    text = _bad({"kind": "spell", "steps": [{"op": "dral", "n": 1}]})
    assert "'Test Card' (TST-001)" in text
    assert "abilities.0.steps.0.op" in text
    assert "'dral' is not allowed" in text and "did you mean 'draw'" in text


def test_unknown_field_is_rejected() -> None:
    text = _bad({"kind": "spell", "steps": [{"op": "draw", "n": 1, "amount": 2}]})
    assert "'Test Card' (TST-001)" in text and "abilities.0.steps.0.amount" in text
    text = _bad({"kind": "spell", "steps": [{"op": "draw", "n": 1}], "speed": "fast"})
    assert "abilities.0.speed" in text


@pytest.mark.parametrize(
    ("entry", "where", "message"),
    [
        ({"kind": "trigered", "steps": [{"op": "draw", "n": 1}]}, "abilities.0.kind", "triggered"),
        ({"kind": "triggered", "trigger": "on_play", "steps": [{"op": "draw", "n": 1}]},
         "abilities.0.trigger", "not allowed"),
        ({"kind": "triggered", "steps": [{"op": "draw", "n": 1}]}, "abilities.0", "trigger"),
        ({"kind": "spell", "targets": [{"kind": "unit", "side": "freindly"}],
          "steps": [{"op": "kill", "target": 0}]}, "targets.0.side", "friendly"),
        ({"kind": "spell", "targets": [{"kind": "unit", "where": "bf"}],
          "steps": [{"op": "kill", "target": 0}]}, "targets.0.where", "not allowed"),
        ({"kind": "spell", "steps": [{"op": "kill", "target": 1}]}, "abilities.0", "target 1"),
        ({"kind": "spell", "steps": [{"op": "draw"}]}, "steps.0", "n >= 1"),
        ({"kind": "spell", "steps": [{"op": "grant", "keyword": "Sheild"}]},
         "steps.0.keyword", "Shield"),
        ({"kind": "spell", "steps": [{"op": "grant"}]}, "steps.0.keyword", "Field required"),
        ({"kind": "spell", "steps": [{"op": "draw", "n": 1, "condition": "legoin"}]},
         "steps.0.condition", "legion"),
        ({"kind": "spell", "steps": [{"op": "draw", "n": 1, "condition": "spells_only"}]},
         "steps.0", "add_energy"),
        ({"kind": "spell", "steps": [{"op": "draw", "n": 1, "condition": "cost_paid"}]},
         "abilities.0", "no target slot has a cost"),
        ({"kind": "spell", "steps": [{"op": "fight"}]}, "abilities.0", "two target slots (or one)"),
        ({"kind": "static", "static": {"op": "mgiht", "n": 1}}, "static.op", "might"),
        ({"kind": "static", "static": {"op": "might", "n": 1, "condition": "alone"}},
         "static.condition", "not allowed"),
        ({"kind": "static", "static": {"op": "might", "n": 1, "scope": {"kind": "units"}}},
         "static.scope.kind", "unit"),
        ({"kind": "activated", "steps": [{"op": "draw", "n": 1}]}, "abilities.0", "cost"),
        ({"kind": "activated", "exhaust_self": True, "cost_power": ["Purple"],
          "steps": [{"op": "draw", "n": 1}]}, "cost_power.0", "pattern"),
        ({"kind": "spell", "timing": "reaction", "steps": [{"op": "draw", "n": 1}]},
         "abilities.0", "activated"),
        ({"kind": "spell", "steps": [{"op": "deal", "n": 3,
          "scope": {"kind": "unit", "where": "target_bf"}}]}, "steps.0", "target_bf"),
        ({"kind": "spell", "legion": True, "steps": [{"op": "draw", "n": 1}]},
         "abilities.0", "legion only applies"),
        ({"kind": "activated", "exhaust_self": True, "adds": True, "timing": "reaction",
          "steps": [{"op": "add_energy", "n": 1}, {"op": "draw", "n": 1}]},
         "abilities.0", "only add_energy and add_power steps"),
        ({"kind": "activated", "exhaust_self": True, "adds": True, "timing": "reaction",
          "steps": [{"op": "add_energy", "n": 1, "condition": "legion"}]},
         "abilities.0", "no condition but spells_only"),
        # add-any (RUP4 204.3.b): a first pay_x, no other cost, then only "that much"
        ({"kind": "activated", "exhaust_self": True, "adds": True, "timing": "reaction",
          "steps": [{"op": "pay_x"}, {"op": "add_energy", "n": 1}]},
         "abilities.0", "amount 'paid_x'"),
        ({"kind": "activated", "exhaust_self": True, "adds": True, "timing": "reaction",
          "cost_energy": 1, "steps": [{"op": "pay_x"}, {"op": "add_energy", "amount": "paid_x"}]},
         "abilities.0", "no other cost"),
        ({"kind": "activated", "exhaust_self": True, "adds": True, "timing": "reaction",
          "steps": [{"op": "pay_x"}]}, "abilities.0", "first pay_x step"),
        ({"kind": "spell", "steps": [{"op": "add_power", "domain": "any"}]},
         "steps.0", "amount 'paid_x' instead"),
    ],
)
def test_invalid_definitions_are_explained(entry: dict[str, Any], where: str, message: str) -> None:
    text = _bad(entry)
    assert "'Test Card' (TST-001)" in text
    line = next((ln for ln in text.splitlines() if where in ln), None)
    assert line is not None, text
    assert message in line, text


def test_compile_mirrors_the_engine_values() -> None:
    ability = AbilityDef.model_validate(
        {
            "kind": "activated",
            "timing": "action",
            "cost_energy": 1,
            "cost_power": ["Fury/Chaos", "A"],
            "exhaust_self": True,
            "targets": [{"kind": "unit", "side": "enemy", "count": 2, "up_to": True}],
            "steps": [
                {"op": "grant", "keyword": "Shield", "n": 2, "duration": "combat", "target": 0},
                {"op": "token", "card": "Recruit", "n": 2, "to": "choose"},
            ],
        }
    ).compile()
    assert ability == eng.Ability(
        kind="activated",
        timing="action",
        cost_energy=1,
        cost_power=(frozenset({Domain.FURY, Domain.CHAOS}), ALL_DOMAINS),
        exhaust_self=True,
        targets=(TargetSlot(Select(side="enemy"), count=2, up_to=True),),
        steps=(
            Grant(keyword=Keyword.SHIELD, n=2, duration="combat", target=0),
            Token(card="Recruit", n=2, to="choose"),  # an op's class: its own fields
        ),
    )


# --- the bundled data ----------------------------------------------------------------------


def test_every_proving_grounds_card_has_an_entry(catalog: Catalog) -> None:
    pg = Catalog.from_files([DATA_DIR / DATA_FILES[0]])
    codes = [c.code for c in pg.all()]
    assert frozenset(codes) <= catalog.implemented_codes()
    for code in codes:
        assert catalog.is_implemented(catalog.by_code(code).name)


def test_every_catalog_card_compiles(catalog: Catalog) -> None:
    entries = {code: entry for name in ABILITY_FILES
               for code, entry in load_ability_file(DATA_DIR / name).items()}
    assert frozenset(entries) == catalog.implemented_codes()
    for code, entry in entries.items():
        assert entry.name == catalog.by_code(code).name
        compiled = entry.compile()
        assert all(isinstance(a, eng.Ability) for a in compiled), code
        assert catalog.card_def(code).abilities == compiled


def test_card_def_attaches_abilities(catalog: Catalog) -> None:
    comet = catalog.card_def("Falling Comet")
    assert comet.abilities == (
        eng.Ability(
            kind="spell",
            targets=(TargetSlot(Select(kind="unit", where="battlefield")),),
            steps=(Deal(n=6, target=0),),
        ),
    )
    yi = catalog.card_def("Master Yi, Wuju Bladesman")
    assert yi.abilities[0].static == Static(
        op="might", n=2, scope=Select(side="friendly"), condition="defending_alone"
    )
    assert catalog.card_def("Playful Phantom").abilities == ()
    assert catalog.card_def("Recruit").abilities == ()
    assert catalog.token("Recruit").abilities == ()
    # Keywords stay card facts, never repeated as abilities.
    honed = catalog.card_def("Master Yi, Honed")
    assert honed.has(Keyword.GANKING)
    assert [a.static.op for a in honed.abilities if a.static] == ["enter_ready"]
    # Cached: the same object each time.
    assert catalog.card_def("Falling Comet") is comet


def test_spells_have_their_spell_ability(catalog: Catalog) -> None:
    for card in catalog.all():
        if card.code not in catalog.implemented_codes():
            continue
        kinds = [a.kind for a in catalog.card_def(card.code).abilities]
        if card.type is CardType.SPELL:
            # its spell ability, and the delayed abilities it creates (RUP4 390), and a
            # cost-mod discount of its own ("this spell's cost is reduced by ...", 356.4), and
            # its passives about being played: "this can't be countered" (425), "ignore
            # [Deflect] while paying this spell's cost" (766), and its own Bonus Damage (713)
            own_cost = [a.kind for a in catalog.card_def(card.code).abilities
                        if a.static is not None and a.static.op in (
                            "cost_less", "cant_be_countered", "ignore_keyword",
                            "bonus_damage") or a.kind == "additional_cost"]  # RUP4 356.2.b
            # zone-abilities: a triggered ability that works from its trash (RUP4 385.2)
            from_trash = [a.kind for a in catalog.card_def(card.code).abilities
                          if a.kind == "triggered" and a.from_trash]
            # Repeat: its instances, after the spell's text (RUP4 820.1.c)
            repeats = [a.kind for a in catalog.card_def(card.code).abilities
                       if a.kind == "repeat"]
            # Flow: its instances, last (RUP4 829.1.c); and the reflexive triggers it starts
            # ("then do this:", RUP4 386-387)
            flows = [a.kind for a in catalog.card_def(card.code).abilities if a.kind == "flow"]
            reflexive = [a for a in catalog.card_def(card.code).abilities
                         if a.trigger == "reflexive"]
            # and the activated abilities it gives a unit (grant-activated, RUP4 477.2)
            given = [a.kind for a in catalog.card_def(card.code).abilities if a.given]
            assert [a.kind for a in catalog.card_def(card.code).abilities
                    if a.kind != "delayed" and a not in reflexive and not a.given] == [
                *own_cost, "spell", *from_trash, *repeats, *flows], card.name
            assert given in ([], ["activated"]), card.name
        else:
            assert "spell" not in kinds, card.name
        if card.type is CardType.RUNE:
            assert kinds == [], card.name
        # Gold's and Shadow Clone's abilities are their own (RUP4 187.5, 187.11), so are the
        # battlefield tokens' (187.8-187.9)
        if card.is_token and card.name not in ("Gold", "Shadow Clone") \
                and card.type is not CardType.BATTLEFIELD:
            assert kinds == [], card.name


# --- broken ability files ------------------------------------------------------------------


def _catalog_with(tmp_path: Path, text: str) -> Catalog:
    path = tmp_path / "abilities.toml"
    path.write_text(text, encoding="utf-8")
    return Catalog.from_files([DATA_DIR / DATA_FILES[0]], [path])


def test_typo_in_data_file_names_the_card(tmp_path: Path) -> None:
    text = UNITS_FILE.read_text(encoding="utf-8")
    head, card = text.split('["OGN-137"]')
    broken = head + '["OGN-137"]' + card.replace('op = "channel"', 'op = "chanel"', 1)
    assert broken != text
    path = tmp_path / "units.toml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        Catalog.from_files([DATA_DIR / name for name in DATA_FILES], [path])
    message = str(info.value)
    assert "'Stormclaw Ursine' (OGN-137)" in message
    assert "abilities.0.steps.0.op" in message and "did you mean 'channel'" in message


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('format = 1\n["OGN-999"]\nabilities = []\n', "unknown card code OGN-999"),
        ('format = 1\n["OGN-052"]\nname = "Stalwart Porro"\nabilities = []\n', "labelled"),
        ('format = 1\n["OGN-052"]\nname = "Stalwart Poro"\n', "abilities"),
        ('format = 1\n["OGN-052"]\nabilities = []\nnotes = "x"\n', "notes"),
        ('format = 1\n["ogn-052"]\nabilities = []\n', "not a card code"),
        ('["OGN-052"]\nabilities = []\n', "format"),
        ('format = 1\n["OGN-042"]\nname = "Calm Rune"\n[["OGN-042".abilities]]\nkind = "spell"\n'
         'steps = [{ op = "draw", n = 1 }]\n', "only a Spell"),
        ("format = 1\n[broken\n", "abilities.toml"),
    ],
)
def test_bad_ability_files(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(CardDataError, match=re.escape(message)):
        _catalog_with(tmp_path, text)


def test_missing_entry_means_not_implemented(tmp_path: Path) -> None:
    cat = _catalog_with(tmp_path, 'format = 1\n["OGN-052"]\nabilities = []\n')
    assert cat.is_implemented("Stalwart Poro")
    assert not cat.is_implemented("Falling Comet")
    assert cat.card_def("Falling Comet").abilities == ()


# --- scenario card tables use the same models -----------------------------------------------


def test_scenario_card_typo_names_the_card() -> None:
    table = {"type": "Spell", "abilities": [{"kind": "spell", "steps": [{"op": "dro", "n": 1}]}]}
    with pytest.raises(ScenarioError) as info:
        card_from_table("Test Insight", table)
    text = str(info.value)
    assert "card 'Test Insight'" in text and "steps.0.op" in text and "'draw'" in text
    with pytest.raises(ScenarioError, match="Test Insight.*unknown keys"):
        card_from_table("Test Insight", {"type": "Spell", "text": "x"})
    with pytest.raises(ScenarioError, match="only a Spell"):
        card_from_table("Test Bear", {"type": "Unit", "abilities": [
            {"kind": "spell", "steps": [{"op": "draw", "n": 1}]}]})


def test_scenario_card_table_compiles() -> None:
    bolt = {
        "kind": "spell",
        "targets": [{"kind": "unit", "side": "enemy", "where": "battlefield"}],
        "steps": [{"op": "deal", "n": 2, "target": 0}],
    }
    card = card_from_table(
        "Test Bolt", {"type": "Spell", "energy": 1, "keywords": {"Action": 1}, "abilities": [bolt]}
    )
    assert card.abilities[0].targets[0].select == Select(side="enemy", where="battlefield")
    assert card.abilities[0].steps == (Deal(n=2, target=0),)


def test_scenario_cards_list_names_catalog_cards() -> None:
    data = {"cards": ["OGX-000"], "position": {}, "expect": [{"phase": "main"}]}
    outcome = run_scenario(data)
    assert outcome.error is not None and "not a catalog card code" in outcome.error
