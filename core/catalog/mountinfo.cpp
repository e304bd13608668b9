// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/mountinfo.h"

#include <QFile>

namespace Sektor::Catalog {

QString unescapeMountField(const QByteArray &field)
{
    QByteArray out;
    out.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok && value > 0 && value < 256) {
                out.append(char(value));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return QString::fromUtf8(out);
}

QList<MountEntry> parseMountInfo(const QByteArray &text)
{
    QList<MountEntry> result;
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        // id parent maj:min root mountpoint options [optional…] - fstype source superoptions
        const qsizetype separator = fields.indexOf("-");
        if (fields.size() < 10 || separator < 6 || separator + 2 >= fields.size())
            continue;
        const QList<QByteArray> device = fields[2].split(':');
        bool idOk = false;
        bool parentOk = false;
        bool majorOk = false;
        bool minorOk = false;
        MountEntry entry;
        entry.id = fields[0].toInt(&idOk);
        entry.parentId = fields[1].toInt(&parentOk);
        if (device.size() == 2) {
            entry.major = device[0].toUInt(&majorOk);
            entry.minor = device[1].toUInt(&minorOk);
        }
        if (!idOk || !parentOk || !majorOk || !minorOk)
            continue;
        entry.root = unescapeMountField(fields[3]);
        entry.mountPoint = unescapeMountField(fields[4]);
        entry.fsType = unescapeMountField(fields[separator + 1]);
        entry.source = unescapeMountField(fields[separator + 2]);
        if (separator + 3 < fields.size())
            entry.superOptions = unescapeMountField(fields[separator + 3]);
        result.append(entry);
    }
    return result;
}

QList<MountEntry> readMountInfo(const QString &procRoot)
{
    QFile f(procRoot + QLatin1String("/self/mountinfo"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    // procfs files report size 0; readAll reads until EOF regardless.
    return parseMountInfo(f.readAll());
}

qsizetype mountContaining(const QList<MountEntry> &mounts, const QString &absolutePath)
{
    qsizetype best = -1;
    qsizetype bestLength = -1;
    for (qsizetype i = 0; i < mounts.size(); ++i) {
        const QString &point = mounts[i].mountPoint;
        const bool contains
            = absolutePath == point || point == QLatin1String("/") || absolutePath.startsWith(point + QLatin1Char('/'));
        // >=: later lines are mounted on top of earlier ones at the same point.
        if (contains && point.size() >= bestLength) {
            best = i;
            bestLength = point.size();
        }
    }
    return best;
}

} // namespace Sektor::Catalog
