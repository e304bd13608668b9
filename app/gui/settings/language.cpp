// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/settings/language.h"

#include "i18n/translations.h"

#include <QLocale>

namespace Sektor::Gui {

void applyLanguage(const QString &language)
{
    if (language == QLatin1String("de"))
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    else if (language == QLatin1String("pt"))
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
    else if (language == QLatin1String("en"))
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    else
        QLocale::setDefault(QLocale::system());
    installTranslations(language);
}

} // namespace Sektor::Gui
