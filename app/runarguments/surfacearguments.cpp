// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "surfacearguments.h"
#include "optionvalues.h"

#include <QCoreApplication>

namespace Sektor::Cli {

namespace {
// Each option with the profile it belongs to, checked before its value so that the first thing said is the mix-up.
Error belongsTo(const QString &value, const char *option, const Profile &profile, Profile::Kind kind, const char *id)
{
    if (value.isEmpty() || profile.kind == kind)
        return {};
    return Error::invalidArgument(QCoreApplication::translate("sektor-cli", "--%1 is for the %2 profile.")
                                      .arg(QLatin1String(option), profileDisplayName(*findProfile(QLatin1String(id)))));
}

Error invalidValue(const QString &value, const char *option)
{
    return Error::invalidArgument(
        QCoreApplication::translate("sektor-cli", "Invalid value %1 for --%2.").arg(value, QLatin1String(option)));
}
} // namespace

Error applySurfaceArguments(const SurfaceArguments &a, const Profile &profile, RunOptions &options)
{
    for (const Error &e : {belongsTo(a.samples, "samples", profile, Profile::Kind::PositionMap, "position-map"),
                           belongsTo(a.slowBelow, "slow-below", profile, Profile::Kind::PositionMap, "position-map"),
                           belongsTo(a.reads, "reads", profile, Profile::Kind::AccessTime, "access-time"),
                           belongsTo(a.slowRead, "slow-read", profile, Profile::Kind::ReadScan, "read-scan")}) {
        if (e.isError())
            return e;
    }
    if (!a.samples.isEmpty()) {
        const std::optional<int> samples
            = a.samples.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0 ? 0 : parseInt(a.samples);
        if (!samples)
            return invalidValue(a.samples, "samples");
        options.mapSamples = *samples;
    }
    if (!a.slowBelow.isEmpty()) {
        const std::optional<int> percent = parseInt(QString(a.slowBelow).remove(QLatin1Char('%')).trimmed());
        if (!percent)
            return invalidValue(a.slowBelow, "slow-below");
        options.slowBelowPercent = *percent;
    }
    if (!a.reads.isEmpty()) {
        const std::optional<int> reads = parseInt(a.reads);
        if (!reads)
            return invalidValue(a.reads, "reads");
        options.accessReads = *reads;
    }
    if (!a.slowRead.isEmpty()) {
        const std::optional<std::chrono::milliseconds> limit = parseDuration(a.slowRead);
        if (!limit)
            return invalidValue(a.slowRead, "slow-read");
        options.slowRead = *limit;
    }
    return {};
}

} // namespace Sektor::Cli
