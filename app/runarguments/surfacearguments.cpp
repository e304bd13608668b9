// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "surfacearguments.h"
#include "model/kinds/surfaceoptions.h"
#include "optionvalues.h"

#include <QCommandLineParser>

namespace Sektor::Cli {

Error applySurfaceArguments(const SurfaceArguments &a, const Profile &profile, RunOptions &options)
{
    for (const Error &e : {optionBelongsTo(a.samples, "samples", profile, KindSetting::Samples),
                           optionBelongsTo(a.slowBelow, "slow-below", profile, KindSetting::SlowBelow),
                           optionBelongsTo(a.reads, "reads", profile, KindSetting::Reads),
                           optionBelongsTo(a.slowRead, "slow-read", profile, KindSetting::SlowRead)}) {
        if (e.isError())
            return e;
    }
    if (!a.samples.isEmpty()) {
        const std::optional<int> samples
            = a.samples.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0 ? 0 : parseInt(a.samples);
        if (!samples)
            return invalidOptionValue(a.samples, "samples");
        options.kinds.edit<SurfaceOptions>().mapSamples = *samples;
    }
    if (!a.slowBelow.isEmpty()) {
        const std::optional<int> percent = parseInt(QString(a.slowBelow).remove(QLatin1Char('%')).trimmed());
        if (!percent)
            return invalidOptionValue(a.slowBelow, "slow-below");
        options.kinds.edit<SurfaceOptions>().slowBelowPercent = *percent;
    }
    if (!a.reads.isEmpty()) {
        const std::optional<int> reads = parseInt(a.reads);
        if (!reads)
            return invalidOptionValue(a.reads, "reads");
        options.kinds.edit<SurfaceOptions>().accessReads = *reads;
    }
    if (!a.slowRead.isEmpty()) {
        const std::optional<std::chrono::milliseconds> limit = parseDuration(a.slowRead);
        if (!limit)
            return invalidOptionValue(a.slowRead, "slow-read");
        options.kinds.edit<SurfaceOptions>().slowRead = *limit;
    }
    return {};
}

QList<QCommandLineOption> SurfaceArgumentsPart::options() const
{
    return {m_samples, m_slowBelow, m_reads, m_slowRead};
}

// A read scan that goes on keeps its limit for a slow read.
QList<QCommandLineOption> SurfaceArgumentsPart::resumedOptions() const
{
    return {m_slowRead};
}

Error SurfaceArgumentsPart::apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const
{
    return applySurfaceArguments(
        {parser.value(m_samples), parser.value(m_reads), parser.value(m_slowBelow), parser.value(m_slowRead)},
        profile,
        options);
}

} // namespace Sektor::Cli
