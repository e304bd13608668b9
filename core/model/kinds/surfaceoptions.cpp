// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/kinds/surfaceoptions.h"
#include "model/wiredictionary.h"

#include <QCoreApplication>

namespace Sektor {

Error SurfaceOptions::validate() const
{
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
    return {};
}

QVariantMap SurfaceOptions::toWire() const
{
    return {{QStringLiteral("mapSamples"), quint32(mapSamples)},
            {QStringLiteral("accessReads"), quint32(accessReads)},
            {QStringLiteral("slowBelowPercent"), quint32(slowBelowPercent)},
            {QStringLiteral("slowReadMs"), quint32(slowRead.count())}};
}

SurfaceOptions SurfaceOptions::fromWire(WireDictionaryReader &wire)
{
    SurfaceOptions o;
    o.mapSamples = int(wire.u32("mapSamples", 0, Limits::MaxMapSamples));
    o.accessReads = int(wire.u32("accessReads", Limits::MinAccessReads, Limits::MaxAccessReads));
    o.slowBelowPercent = int(wire.u32("slowBelowPercent", Limits::MinSlowBelowPercent, Limits::MaxSlowBelowPercent));
    o.slowRead = std::chrono::milliseconds(
        wire.u32("slowReadMs", quint32(Limits::MinSlowRead.count()), quint32(Limits::MaxSlowRead.count())));
    return o;
}

} // namespace Sektor
