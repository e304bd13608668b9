// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "profileshape.h"

#include "optionvalues.h"

#include <QCoreApplication>

#include <bit>
#include <optional>

namespace Sektor::Cli {

namespace {
Error invalid(const QString &sentence)
{
    return Error::invalidArgument(sentence);
}

// A block size of the sweep: a power of two from 512 B to 64 MiB.
std::optional<std::uint32_t> sweepSize(const QString &text)
{
    const std::optional<std::uint64_t> bytes = parseSize(text);
    if (!bytes || *bytes < Limits::MinBlockSize || *bytes > Limits::MaxBlockSize || !std::has_single_bit(*bytes))
        return std::nullopt;
    return std::uint32_t(*bytes);
}

Error keepBlockSizes(Profile &profile, const QString &range)
{
    const QStringList ends = range.split(QLatin1Char('-'));
    // Zero stands for "not a size of the sweep" (none is 0 bytes); GCC warns on optionals read past such checks.
    const std::uint32_t low = ends.size() <= 2 ? sweepSize(ends.constFirst()).value_or(0) : 0;
    const std::uint32_t high = ends.size() <= 2 ? sweepSize(ends.constLast()).value_or(0) : 0;
    if (low == 0 || high == 0 || low > high)
        return invalid(QCoreApplication::translate("sektor-cli",
                                                   "--block-sizes %1: give one size or a range such as 4KiB-1MiB, "
                                                   "powers of two from 512B to 64MiB.")
                           .arg(range));
    profile = withBlockSizes(profile, low, high);
    return {};
}
} // namespace

Error reshapeProfile(Profile &profile, const QString &blockSizes, const QString &queueDepth)
{
    const auto pickTests = [] {
        return QCoreApplication::translate("sektor-cli", "Other profiles pick tests with --tests.");
    };
    if (!blockSizes.isEmpty()) {
        if (!takes(profile, KindSetting::BlockSizes))
            return optionIsFor(QStringLiteral("block-sizes"), KindSetting::BlockSizes, pickTests());
        if (Error e = keepBlockSizes(profile, blockSizes); e.isError())
            return e;
    }
    if (!queueDepth.isEmpty()) {
        // The access time, for one, is read at QD1 by definition: one seek at a time is what it measures.
        if (!takes(profile, KindSetting::QueueDepth))
            return optionIsFor(QStringLiteral("queue-depth"), KindSetting::QueueDepth, pickTests());
        const std::optional<int> depth = parseInt(queueDepth);
        if (!depth || *depth < 1 || *depth > int(Limits::MaxQueueDepth))
            return invalid(QCoreApplication::translate("sektor-cli", "--queue-depth %1: give a number from 1 to %2.")
                               .arg(queueDepth)
                               .arg(Limits::MaxQueueDepth));
        profile = withQueueDepth(profile, std::uint32_t(*depth));
    }
    return {};
}

} // namespace Sektor::Cli
