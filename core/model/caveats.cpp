// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/caveats.h"

#include <QCoreApplication>

namespace Sektor {

QStringList caveatsOf(const RunResult &r)
{
    QStringList caveats;
    if (r.target.cacheAffected)
        caveats << QLatin1String(Caveat::CacheAffected);
    if (r.target.memoryBacked)
        caveats << QLatin1String(Caveat::MemoryBacked);
    if (!r.target.prefilled)
        caveats << QLatin1String(Caveat::UnwrittenAreas);
    for (const QString &w : r.warnings) {
        if (!caveats.contains(w))
            caveats << w;
    }
    return caveats;
}

QString caveatText(const QString &id)
{
    if (id == QLatin1String(Caveat::CacheAffected))
        return QCoreApplication::translate("Sektor::Caveat",
                                           "The filesystem refused direct I/O: results may include the page cache and "
                                           "be higher than the drive can do.");
    if (id == QLatin1String(Caveat::MemoryBacked))
        return QCoreApplication::translate(
            "Sektor::Caveat",
            "The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not a drive.");
    if (id == QLatin1String(Caveat::UnwrittenAreas))
        return QCoreApplication::translate("Sektor::Caveat",
                                           "Read tests on a raw device read areas that may never have been written or "
                                           "were trimmed; many drives answer those unrealistically fast.");
    if (id == QLatin1String(Caveat::SyncDepthCapped))
        return QCoreApplication::translate(
            "Sektor::Caveat",
            "The sync engine keeps at most 256 I/Os in flight; deeper queues were measured at that depth.");
    return {};
}

} // namespace Sektor
