// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/kinds/burninoptions.h"
#include "model/wiredictionary.h"

#include <algorithm>
#include <iterator>

namespace Sektor {

Error BurnInOptions::validate() const
{
    if (Error e = checkBurnInPasses(passes, patterns); e.isError())
        return e;
    if (Error e = LatencyClasses(latencyBounds).check(); e.isError())
        return e;
    return stopRules.check();
}

QVariantMap BurnInOptions::toWire() const
{
    QList<quint32> patternIds;
    for (const BurnInPattern pattern : patterns)
        patternIds.append(quint32(pattern));
    QList<quint32> boundsUs;
    for (const std::chrono::microseconds bound : latencyBounds)
        boundsUs.append(quint32(std::min<qint64>(bound.count(), UINT32_MAX)));
    // A rule that is off crosses as 0.
    return {{QStringLiteral("passes"), quint32(passes)},
            {QStringLiteral("patterns"), QVariant::fromValue(patternIds)},
            {QStringLiteral("latencyBoundsUs"), QVariant::fromValue(boundsUs)},
            {QStringLiteral("stopAfterErrors"), quint64(stopRules.afterErrors.value_or(0))},
            {QStringLiteral("slowerBytesPerSecond"), stopRules.slower ? stopRules.slower->bytesPerSecond : 0.0},
            {QStringLiteral("slowerForMs"),
             quint32(stopRules.slower ? std::clamp<qint64>(stopRules.slower->lasting.count(), 0, UINT32_MAX) : 0)},
            {QStringLiteral("hotterMilliCelsius"), quint32(std::max(stopRules.hotterMilliCelsius.value_or(0), 0))}};
}

BurnInOptions BurnInOptions::fromWire(WireDictionaryReader &wire)
{
    constexpr qsizetype Patterns = qsizetype(std::size(EnumIds<BurnInPattern>::table));
    BurnInOptions o;
    o.passes = int(wire.u32("passes", 1, Limits::MaxBurnInPasses));
    o.patterns.clear();
    for (const quint32 pattern : wire.u32List("patterns", 1, Patterns, quint32(Patterns - 1)))
        o.patterns.append(BurnInPattern(pattern));
    // The classes' order and spacing are LatencyClasses::check()'s, in validate().
    constexpr qsizetype Bounds = qsizetype(LatencyClasses::Boundaries);
    const QList<quint32> bounds = wire.u32List("latencyBoundsUs", Bounds, Bounds, UINT32_MAX);
    for (qsizetype i = 0; i < bounds.size(); ++i)
        o.latencyBounds[std::size_t(i)] = std::chrono::microseconds(bounds.at(i));
    StopRules &rules = o.stopRules;
    if (const quint64 errors = wire.u64("stopAfterErrors", 0, UINT64_MAX))
        rules.afterErrors = errors;
    const double rate = wire.real("slowerBytesPerSecond", 0, 1e13);
    const quint32 lasting = wire.u32("slowerForMs", 0, UINT32_MAX);
    if (rate > 0)
        rules.slower = StopRules::Slower {rate, std::chrono::milliseconds(lasting)};
    if (const quint32 hotter = wire.u32("hotterMilliCelsius", 0, 150000))
        rules.hotterMilliCelsius = int(hotter);
    return o;
}

} // namespace Sektor
