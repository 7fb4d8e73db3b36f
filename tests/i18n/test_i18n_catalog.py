"""Every sentence of app/ui has a finished Italian translation that keeps its placeholders."""

from __future__ import annotations

from collections import Counter

import pytest
from i18n_helpers import PLACEHOLDER, QM, TS, messages, qt_tool, run_tool, ui_sources


@pytest.fixture(scope="module")
def fresh_sources(tmp_path_factory) -> set[tuple[str, str]]:
    """The (context, source) pairs lupdate finds in app/ui today."""
    out = tmp_path_factory.mktemp("ts") / "fresh.ts"
    run_tool(qt_tool("pyside6-lupdate"), *ui_sources(), "-ts", str(out))
    return set(messages(out))


@pytest.fixture(scope="module")
def italian():
    return messages(TS)


def test_every_ui_string_is_translated(fresh_sources, italian) -> None:
    assert fresh_sources, "lupdate found no strings in app/ui"
    missing = sorted(k for k in fresh_sources if k not in italian)
    unfinished = sorted(k for k in fresh_sources if k in italian and (
        italian[k].get("type") in ("unfinished", "vanished", "obsolete")
        or not (italian[k].text or "").strip()))
    assert not missing, "not in riftbound_it.ts (re-run pyside6-lupdate): " + repr(missing[:10])
    assert not unfinished, "no finished Italian translation: " + repr(unfinished[:10])


def test_translations_keep_placeholders(italian) -> None:
    bad = []
    for (context, source), tr in italian.items():
        text = tr.text or ""
        if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(text)):
            bad.append((context, source, text))
            continue
        for token in ("\n", "\t", "&"):  # line breaks, menu shortcuts, accelerators
            if source.count(token) != text.count(token):
                bad.append((context, source, text))
    assert not bad, bad[:10]


def test_refusals_keep_the_rule(italian) -> None:
    assert italian[("Refusal", "{reason} (rule {rule})")].text.endswith("{rule})")


def test_qm_is_built_from_the_ts(tmp_path) -> None:
    out = tmp_path / "fresh.qm"
    run_tool(qt_tool("pyside6-lrelease"), str(TS), "-qm", str(out))
    assert QM.exists(), "run pyside6-lrelease app/i18n/riftbound_it.ts -qm app/i18n/riftbound_it.qm"
    assert out.read_bytes() == QM.read_bytes(), (
        "riftbound_it.qm is stale: run pyside6-lrelease app/i18n/riftbound_it.ts "
        "-qm app/i18n/riftbound_it.qm")
