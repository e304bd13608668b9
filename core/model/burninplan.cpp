// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/burninplan.h"

#include <QCoreApplication>

#include <algorithm>

namespace Sektor {

namespace {
Error refused(const char *text)
{
    return Error::invalidArgument(QCoreApplication::translate("Sektor::Limits", text));
}

bool namedTwice(const QList<BurnInPattern> &patterns)
{
    for (qsizetype i = 0; i < patterns.size(); ++i) {
        if (patterns.indexOf(patterns.at(i)) != i)
            return true;
    }
    return false;
}
} // namespace

Error checkBurnInPasses(int passes, const QList<BurnInPattern> &patterns)
{
    if (passes < 1 || passes > Limits::MaxBurnInPasses)
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits", "The burn-in takes 1 to 99 passes."));
    if (patterns.isEmpty() || namedTwice(patterns))
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits", "Name each of the burn-in's patterns once."));
    return {};
}

std::uint32_t BurnInPlan::blockLength(std::uint64_t index) const
{
    const std::uint64_t offset = blockOffset(index);
    return offset >= deviceBytes ? 0 : std::uint32_t(std::min<std::uint64_t>(blockBytes, deviceBytes - offset));
}

QList<BurnInStep> burnInSteps(int passes, const QList<BurnInPattern> &patterns)
{
    QList<BurnInStep> steps;
    for (int pass = 1; pass <= passes; ++pass) {
        for (const BurnInPattern pattern : patterns)
            steps << BurnInStep {pass, pattern, true} << BurnInStep {pass, pattern, false};
    }
    return steps;
}

Expected<BurnInPlan> planBurnIn(std::uint64_t deviceBytes,
                                std::uint32_t blockBytes,
                                std::uint32_t logicalBlock,
                                int passes,
                                const QList<BurnInPattern> &patterns)
{
    if (deviceBytes == 0 || logicalBlock == 0)
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits", "The burn-in needs a device that reports its size."));
    if (blockBytes < logicalBlock || blockBytes % logicalBlock != 0)
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits",
                                         "The burn-in's block must be a whole number of the device's logical blocks."));
    if (Error e = checkBurnInPasses(passes, patterns); e.isError())
        return e;
    BurnInPlan plan;
    plan.deviceBytes = deviceBytes;
    plan.blockBytes = blockBytes;
    plan.passes = passes;
    plan.patterns = patterns;
    plan.steps = burnInSteps(passes, patterns);
    return plan;
}

} // namespace Sektor
