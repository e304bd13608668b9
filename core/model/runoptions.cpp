// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/runoptions.h"
#include "model/testspec.h"

#include <QCoreApplication>

namespace Sektor {

namespace {
Error validateBurnIn(const RunOptions &o)
{
    if (Error e = checkBurnInPasses(o.burnInPasses, o.burnInPatterns); e.isError())
        return e;
    if (Error e = LatencyClasses(o.latencyBounds).check(); e.isError())
        return e;
    return o.stopRules.check();
}
} // namespace

Error RunOptions::validate() const
{
    if (testSize < Limits::MinTestSize || testSize > Limits::MaxTestSize)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the test size must be from 1 MiB to 64 TiB."));
    if (runs < Limits::MinRuns || runs > Limits::MaxRuns)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the number of runs must be from 1 to 9."));
    if (measureTime < Limits::MinMeasureTime || measureTime > Limits::MaxMeasureTime)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the measure time must be from 0.1 s to 10 minutes."));
    if (warmup.count() < 0 || warmup > Limits::MaxWarmup)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the warm-up must be from 0 s to 10 minutes."));
    if (interval.count() < 0 || interval > Limits::MaxInterval)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the interval must be from 0 s to 10 minutes."));
    if (mixReadPercent < Limits::MinMixReadPercent || mixReadPercent > Limits::MaxMixReadPercent)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the read share of mixed tests must be from 0 to 100 %."));
    if (mapSamples != 0 && (mapSamples < Limits::MinMapSamples || mapSamples > Limits::MaxMapSamples))
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits", "the position map's samples must be from 100 to 1000, or all."));
    if (accessReads < Limits::MinAccessReads || accessReads > Limits::MaxAccessReads)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the access time's reads must be from 100 to 100000."));
    if (slowBelowPercent < Limits::MinSlowBelowPercent || slowBelowPercent > Limits::MaxSlowBelowPercent)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the slow share of the median must be from 10 to 90 %."));
    if (slowRead < Limits::MinSlowRead || slowRead > Limits::MaxSlowRead)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the slow read limit must be from 10 ms to 10 s."));
    if (smallFiles < Limits::MinSmallFiles || smallFiles > Limits::MaxSmallFiles)
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits", "the number of small files must be from 64 to 16777216 (16 × 1024 × 1024)."));
    if (smallFileBytes > Limits::MaxSmallFileBytes)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "a small file's size must be from 0 bytes to 1 MiB."));
    return validateBurnIn(*this);
}

const char *dataPatternId(DataPattern pattern)
{
    return idOf(pattern);
}

const char *engineChoiceId(EngineChoice choice)
{
    return idOf(choice);
}

} // namespace Sektor
