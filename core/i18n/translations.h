// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace Sektor {

/// The languages Sektor ships, as language codes: "en" (the source), "de", "pt" (Brazilian).
QStringList availableLanguages();

/// The locale a language's numbers and dates are written in: "pt" is Brazilian Portuguese.
QLocale languageLocale(const QString &language);

/**
 * Installs Sektor's and Qt's own translations for a language into the running application,
 * replacing any installed before (so a GUI can switch at runtime). An empty language follows the
 * system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); any pt locale gets the Brazilian translation.
 * Returns the language code that is now active ("en" when nothing matched).
 */
QString installTranslations(const QString &language = {});

} // namespace Sektor
