// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/runoptions.h"
#include "model/testspec.h"

#include <QCoreApplication>

namespace Sektor {

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
    return kinds.validate();
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
