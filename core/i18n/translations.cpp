// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace Sektor {

namespace {
// Owned here rather than by the application object, so switching languages can remove them.
std::vector<std::unique_ptr<QTranslator>> &installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

QString matchLanguage(const QString &requested)
{
    const QStringList candidates = requested.isEmpty() ? QLocale::system().uiLanguages() : QStringList {requested};
    for (const QString &candidate : candidates) {
        QString code = candidate.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (availableLanguages().contains(code))
            return code;
    }
    return QStringLiteral("en");
}
} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")};
}

QLocale languageLocale(const QString &language)
{
    return QLocale(language == QLatin1String("pt") ? QStringLiteral("pt_BR") : language);
}

QString installTranslations(const QString &language)
{
    for (const auto &translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();

    QString code = matchLanguage(language);
    // Numbers and dates follow the language chosen; when following the system, the system locale.
    QLocale::setDefault(language.isEmpty() ? QLocale::system() : languageLocale(code));
    if (code == QLatin1String("en"))
        return code;
    // Brazilian Portuguese serves every pt locale; Qt's own files are named pt_BR for it.
    const QLocale locale = languageLocale(code);
    auto ours = std::make_unique<QTranslator>();
    if (ours->load(QStringLiteral(":/i18n/sektor_%1.qm").arg(code)) && QCoreApplication::installTranslator(ours.get()))
        installed().push_back(std::move(ours));
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        && QCoreApplication::installTranslator(qt.get()))
        installed().push_back(std::move(qt));
    return code;
}

} // namespace Sektor
