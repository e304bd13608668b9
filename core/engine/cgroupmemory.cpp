// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/cgroupmemory.h"

#include <QFile>
#include <QStringList>

#include <algorithm>

namespace Sektor {

namespace {
// A limit this high is none: v1 writes "no limit" as a page-rounded 2^63, v2 as "max".
constexpr std::uint64_t Unlimited = std::uint64_t(1) << 62;

std::optional<std::uint64_t> readNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const std::uint64_t value = file.readAll().trimmed().toULongLong(&ok);
    return ok ? std::optional(value) : std::nullopt; // "max" is no number: no limit
}

struct Hierarchy
{
    QString dir; ///< This process's cgroup in the hierarchy that has the memory controller.
    QString root; ///< That hierarchy's mount point: the walk upwards ends there.
    const char *limitFile;
    const char *usageFile;
};

// From <procRoot>/self/cgroup: "4:memory:/a/b" (v1, preferred: on a hybrid system the memory controller is there)
// or "0::/a/b" (v2).
std::optional<Hierarchy> memoryHierarchy(const QString &procRoot, const QString &cgroupRoot)
{
    QFile file(procRoot + QLatin1String("/self/cgroup"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    std::optional<Hierarchy> unified;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(':');
        if (fields.size() < 3)
            continue;
        const QString path = QString::fromUtf8(line.mid(fields[0].size() + fields[1].size() + 2));
        if (fields[1].split(',').contains("memory")) {
            const QString root = cgroupRoot + QLatin1String("/memory");
            return Hierarchy {root + path, root, "memory.limit_in_bytes", "memory.usage_in_bytes"};
        }
        if (fields[0] == "0" && fields[1].isEmpty())
            unified = Hierarchy {cgroupRoot + path, cgroupRoot, "memory.max", "memory.current"};
    }
    return unified;
}
} // namespace

std::optional<std::uint64_t> cgroupMemoryHeadroom(const QString &procRoot, const QString &cgroupRoot)
{
    const std::optional<Hierarchy> hierarchy = memoryHierarchy(procRoot, cgroupRoot);
    if (!hierarchy)
        return std::nullopt;
    std::optional<std::uint64_t> headroom;
    QString dir = hierarchy->dir;
    while (dir.size() >= hierarchy->root.size()) {
        const std::optional<std::uint64_t> limit
            = readNumber(dir + QLatin1Char('/') + QLatin1String(hierarchy->limitFile));
        if (limit && *limit < Unlimited) {
            const std::uint64_t usage
                = readNumber(dir + QLatin1Char('/') + QLatin1String(hierarchy->usageFile)).value_or(0);
            const std::uint64_t left = *limit > usage ? *limit - usage : 0;
            headroom = std::min(headroom.value_or(left), left);
        }
        if (dir == hierarchy->root)
            break;
        dir.truncate(std::max(qsizetype(hierarchy->root.size()), dir.lastIndexOf(QLatin1Char('/'))));
    }
    return headroom;
}

} // namespace Sektor
