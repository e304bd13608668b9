// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/automount.h"

#include "model/uniquefd.h"

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

namespace Sektor::Catalog {

QStringList pendingAutomounts(const QList<MountEntry> &mounts, const QStringList &points)
{
    QStringList pending;
    for (const QString &point : points) {
        // Stacked mounts: the one listed last is what the path shows.
        const MountEntry *top = nullptr;
        for (const MountEntry &m : mounts) {
            if (m.mountPoint == point)
                top = &m;
        }
        if (top && top->fsType == QLatin1String("autofs"))
            pending.append(point);
    }
    return pending;
}

bool triggerAutomounts(const QList<MountEntry> &mounts, const QStringList &points)
{
    const QStringList pending = pendingAutomounts(mounts, points);
    for (const QString &point : pending) {
        // Walking through the point ("<point>/.") makes autofs mount it; stat() of the point
        // itself would not. Closed again at once.
        const UniqueFd walked(
            ::open(QFile::encodeName(point + QLatin1String("/.")).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    }
    return !pending.isEmpty();
}

} // namespace Sektor::Catalog
