// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "optionvalues.h"
#include "model/runoptions.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace Sektor::Cli {

// Sizes are binary (MiB, GiB), as CrystalDiskMark's. "MB" would silently mean something else than written, and a
// bare small number is almost always a forgotten unit: both are refused with the size meant most likely.
Error sizeUnitError(const QString &text)
{
    static const QRegularExpression decimal(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*([KMGT])B\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression bare(QStringLiteral("^\\s*(\\d+)\\s*$"));
    if (const auto m = decimal.match(text); m.hasMatch()) {
        const QString number = m.captured(1), unit = m.captured(2).toUpper();
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli",
                                        "--size %1: %2B is a decimal unit, but test sizes are binary. Did you mean "
                                        "%3%2iB?")
                .arg(text.trimmed(), unit, number));
    }
    if (const auto m = bare.match(text); m.hasMatch() && m.captured(1).toULongLong() < Limits::MinTestSize)
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli",
                                        "--size %1 means %1 bytes, below the smallest test size. Did you mean %1MiB?")
                .arg(m.captured(1)));
    return {};
}

std::optional<int> parseInt(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

std::optional<std::uint64_t> parseSize(const QString &text)
{
    // "MB" is not taken for "MiB" here either: a decimal unit never parses (sizeUnitError says what was meant).
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(?:([KMGT])(?:iB)?|B)?\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QString unit = match.captured(2).toUpper();
    const int shift = unit.isEmpty() ? 0 : 10 * (int(QStringLiteral("KMGT").indexOf(unit)) + 1);
    const double bytes = std::ldexp(match.captured(1).toDouble(), shift);
    if (bytes < 1 || bytes > 1e18)
        return std::nullopt;
    return std::uint64_t(bytes);
}

std::optional<std::chrono::milliseconds> parseDuration(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min)?\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QString unit = match.captured(2).toLower();
    const double factor = unit == QLatin1String("ms")                  ? 1
        : (unit == QLatin1String("m") || unit == QLatin1String("min")) ? 60000
                                                                       : 1000;
    return std::chrono::milliseconds(std::llround(match.captured(1).toDouble() * factor));
}

namespace {
// "Position Map", "Sustained Write and Verify", "Block Size Sweep, Sustained Write, Position Map and Read Scan".
QString profileNames(const QList<Profile> &profiles)
{
    QStringList names;
    for (const Profile &p : profiles)
        names << profileDisplayName(p);
    if (names.size() < 2)
        return names.value(0);
    const QString last = names.takeLast();
    return QCoreApplication::translate("sektor-cli", "%1 and %2", "the last two of a list of profile names")
        .arg(names.join(QLatin1String(", ")), last);
}
} // namespace

Error optionIsFor(const QString &option, KindSetting setting, const QString &otherwise)
{
    const QList<Profile> taking = profilesTaking(setting);
    QString sentence = (taking.size() == 1 ? QCoreApplication::translate("sektor-cli", "--%1 is for the %2 profile.")
                                           : QCoreApplication::translate("sektor-cli", "--%1 is for the %2 profiles."))
                           .arg(option, profileNames(taking));
    if (!otherwise.isEmpty())
        sentence += QLatin1Char(' ') + otherwise;
    return Error::invalidArgument(sentence);
}

Error optionBelongsTo(const QString &value, const char *option, const Profile &profile, KindSetting setting)
{
    if (value.isEmpty() || takes(profile, setting))
        return {};
    return optionIsFor(QLatin1String(option), setting);
}

Error invalidOptionValue(const QString &value, const char *option)
{
    return Error::invalidArgument(
        QCoreApplication::translate("sektor-cli", "Invalid value %1 for --%2.").arg(value, QLatin1String(option)));
}

} // namespace Sektor::Cli
