// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "profilefilter.h"

#include "model/kindtraits.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace Sektor::Cli {

namespace {
QString normalizedTestName(const QString &name)
{
    return name.toUpper().remove(QRegularExpression(QStringLiteral("[\\s_-]")));
}

template<typename T, typename Matches>
Error pick(QList<T> &items,
           const QString &optionName,
           const QString &value,
           Matches matches,
           const char *unknown,
           const QString &profileName)
{
    QList<T> kept;
    for (const QString &wanted : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = wanted.trimmed();
        const auto it = std::find_if(items.cbegin(), items.cend(), [&](const T &item) {
            return matches(item, name);
        });
        if (it == items.cend())
            return Error::invalidArgument(QCoreApplication::translate("sektor-cli", unknown).arg(profileName, name));
        if (kept.contains(*it))
            return Error::invalidArgument(
                QCoreApplication::translate("sektor-cli", "%1 names %2 twice.").arg(optionName, name));
        kept << *it;
    }
    if (kept.isEmpty())
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "%1 needs at least one name.").arg(optionName));
    items = kept;
    return {};
}
} // namespace

Error filterProfile(Profile &profile, const std::optional<QString> &tests, const std::optional<QString> &modes)
{
    if (tests) {
        const auto sameTest = [](const TestSpec &t, const QString &name) {
            return normalizedTestName(t.name()) == normalizedTestName(name);
        };
        const char *noTest = QT_TRANSLATE_NOOP("sektor-cli", "The profile %1 has no test %2.");
        if (Error e = pick(profile.tests, QStringLiteral("--tests"), *tests, sameTest, noTest, profile.name);
            e.isError())
            return e;
    }
    if (modes) {
        const auto sameMode = [](IoMode m, const QString &name) {
            return ioModeId(m) == name.toLower();
        };
        const char *noMode = QT_TRANSLATE_NOOP("sektor-cli", "The profile %1 has no mode %2.");
        // A rewrite runs only when named: the standard profiles offer it beside their own modes (the engine refuses
        // it when none of the chosen tests is sequential).
        QList<IoMode> offered = profile.modes;
        if (takes(profile, KindSetting::Rewrite) && !offered.contains(IoMode::Rewrite))
            offered << IoMode::Rewrite;
        if (Error e = pick(offered, QStringLiteral("--modes"), *modes, sameMode, noMode, profile.name); e.isError())
            return e;
        profile.modes = offered;
    }
    return {};
}

} // namespace Sektor::Cli
