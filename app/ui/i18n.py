"""Languages: pick one from the settings or the system locale, install Qt's translators.

English is the source language and the fallback for anything untranslated; riftbound_en.ts
holds only English's plural forms of the sentences with a count (Qt's "%n"). Build the
translations with (see README):
    pyside6-lupdate $(find app/ui -name '*.py' | sort) -ts app/i18n/riftbound_it.ts
    pyside6-lrelease app/i18n/riftbound_it.ts -qm app/i18n/riftbound_it.qm
    pyside6-lrelease app/i18n/riftbound_en.ts -qm app/i18n/riftbound_en.qm
A sentence with a count is `translate(context, "... %n ...", None, count)`; PySide's lupdate
marks it plural only when the count is a number literal, so its <message numerus="yes"> and
<numerusform>s are kept by hand (tests/i18n checks both files have every form).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N = Path(__file__).resolve().parents[1] / "i18n"
LANGUAGES = ("en", "it")
_installed: list[QTranslator] = []


def choose_language(setting: str = "system", locale: str | None = None) -> str:
    if setting in LANGUAGES:
        return setting
    name = locale if locale is not None else QLocale.system().name()
    code = name.split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def install(app: QCoreApplication, language: str) -> str:
    """Install the translators for `language` (removing earlier ones); returns what is used."""
    from app.cards.localized import set_language

    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    if language != "en":
        ours = QTranslator(app)
        if ours.load(str(I18N / f"riftbound_{language}.qm")):
            app.installTranslator(ours)
            _installed.append(ours)
        qt = QTranslator(app)  # Qt's own dialogs and buttons
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", qt_dir):
            app.installTranslator(qt)
            _installed.append(qt)
        if not _installed:
            language = "en"
    if language == "en":  # English's plural forms of the sentences with a count ("%n")
        plural = QTranslator(app)
        if plural.load(str(I18N / "riftbound_en.qm")):
            app.installTranslator(plural)
            _installed.append(plural)
    set_language(language)
    return language
