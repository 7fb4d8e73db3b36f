"""Every sentence of app/ui has a finished Italian translation that keeps its placeholders."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from i18n_helpers import (
    PLACEHOLDER,
    QM,
    QM_EN,
    TS,
    TS_EN,
    messages,
    qt_tool,
    run_tool,
    texts,
    ui_sources,
)


@pytest.fixture(scope="module")
def fresh_ts(tmp_path_factory):
    """What lupdate finds in app/ui today."""
    out = tmp_path_factory.mktemp("ts") / "fresh.ts"
    run_tool(qt_tool("pyside6-lupdate"), *ui_sources(), "-ts", str(out))
    return out


@pytest.fixture(scope="module")
def fresh_sources(fresh_ts) -> set[tuple[str, str]]:
    """The (context, source) pairs lupdate finds in app/ui today."""
    return set(messages(fresh_ts))


@pytest.fixture(scope="module")
def italian():
    return messages(TS)


def test_every_ui_string_is_translated(fresh_sources, italian) -> None:
    assert fresh_sources, "lupdate found no strings in app/ui"
    missing = sorted(k for k in fresh_sources if k not in italian)
    unfinished = sorted(k for k in fresh_sources if k in italian and (
        italian[k].get("type") in ("unfinished", "vanished", "obsolete")
        or not all(t.strip() for t in texts(italian[k]))))
    assert not missing, "not in riftbound_it.ts (re-run pyside6-lupdate): " + repr(missing[:10])
    assert not unfinished, "no finished Italian translation: " + repr(unfinished[:10])


def test_translations_keep_placeholders(italian) -> None:
    bad = []
    for (context, source), tr in [*italian.items(), *messages(TS_EN).items()]:
        for text in texts(tr):
            bad.extend(_changed(context, source, text))
    assert not bad, bad[:10]


def _changed(context: str, source: str, text: str) -> list[tuple[str, str, str]]:
    """The translation as a finding if it loses or adds a placeholder, a count ("%n"), a
    line break, a tab or an accelerator."""
    if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(text)):
        return [(context, source, text)]
    for token in ("%n", "\n", "\t", "&"):  # counts, line breaks, menu shortcuts, accelerators
        if source.count(token) != text.count(token):
            return [(context, source, text)]
    return []


def test_every_count_has_english_plural_forms(fresh_ts) -> None:
    """A sentence with a count reads "1 point", "2 points" in English too: riftbound_en.ts
    has its two forms."""

    counted = {(ctx.findtext("name"), m.findtext("source"))
               for ctx in ET.parse(fresh_ts).getroot().iter("context")
               for m in ctx.iter("message") if "%n" in (m.findtext("source") or "")}
    english, italian = messages(TS_EN), messages(TS)
    assert counted, "no sentence with a count in app/ui"
    missing = sorted(k for k in counted if k not in english)
    assert not missing, "not in riftbound_en.ts: " + repr(missing)
    assert all(len(texts(english[k])) == 2 and all(texts(english[k])) for k in counted)
    # and Italian's two forms (lupdate would make them one sentence: see app/ui/i18n.py)
    assert all(len(texts(italian[k])) == 2 for k in counted)


def test_refusals_keep_the_rule(italian) -> None:
    assert italian[("Refusal", "{reason} (rule {rule})")].text.endswith("{rule})")


def test_english_plurals_qm_is_built_from_its_ts(tmp_path) -> None:
    out = tmp_path / "fresh.qm"
    run_tool(qt_tool("pyside6-lrelease"), str(TS_EN), "-qm", str(out))
    assert QM_EN.exists() and out.read_bytes() == QM_EN.read_bytes(), (
        "run pyside6-lrelease app/i18n/riftbound_en.ts -qm app/i18n/riftbound_en.qm")


def test_qm_is_built_from_the_ts(tmp_path) -> None:
    out = tmp_path / "fresh.qm"
    run_tool(qt_tool("pyside6-lrelease"), str(TS), "-qm", str(out))
    assert QM.exists(), "run pyside6-lrelease app/i18n/riftbound_it.ts -qm app/i18n/riftbound_it.qm"
    assert out.read_bytes() == QM.read_bytes(), (
        "riftbound_it.qm is stale: run pyside6-lrelease app/i18n/riftbound_it.ts "
        "-qm app/i18n/riftbound_it.qm")
