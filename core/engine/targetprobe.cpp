// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/targetprobe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>

namespace Sektor::TargetProbe {

namespace {
QString readSysfs(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

QString sysfsDevicePath(dev_t device)
{
    return QStringLiteral("/sys/dev/block/%1:%2").arg(major(device)).arg(minor(device));
}

// mountinfo escapes space, tab, newline and backslash as \ooo octal.
QString unescapeMountField(const QByteArray &field)
{
    QByteArray out;
    for (int i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out.append(char(value));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return QString::fromUtf8(out);
}
} // namespace

QString filesystemOf(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    QFile mountinfo(QStringLiteral("/proc/self/mountinfo"));
    if (canonical.isEmpty() || !mountinfo.open(QIODevice::ReadOnly))
        return {};
    QString best;
    QString bestType;
    // Later lines are mounted on top of earlier ones, so the last longest match wins.
    for (const QByteArray &line : mountinfo.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype separator = fields.indexOf("-");
        if (fields.size() < 10 || separator < 6 || separator + 1 >= fields.size())
            continue;
        const QString mountPoint = unescapeMountField(fields[4]);
        const bool contains = canonical == mountPoint || mountPoint == QLatin1String("/")
            || canonical.startsWith(mountPoint + QLatin1Char('/'));
        if (contains && mountPoint.size() >= best.size()) {
            best = mountPoint;
            bestType = QString::fromUtf8(fields[separator + 1]);
        }
    }
    return bestType;
}

QString blockDeviceName(dev_t device)
{
    const QString target = QFileInfo(sysfsDevicePath(device)).canonicalFilePath();
    return target.isEmpty() ? QString() : QFileInfo(target).fileName();
}

std::uint32_t logicalBlockSize(dev_t device)
{
    const QString base = QFileInfo(sysfsDevicePath(device)).canonicalFilePath();
    if (base.isEmpty())
        return 0;
    // A partition has no queue/ of its own: its disk is the parent directory.
    for (const QString &dir : {base, QFileInfo(base).path()}) {
        const QString value = readSysfs(dir + QLatin1String("/queue/logical_block_size"));
        if (!value.isEmpty())
            return value.toUInt();
    }
    return 0;
}

std::uint32_t directIoAlignment(int fd)
{
    struct statx stx{};
    if (statx(fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &stx) != 0 || !(stx.stx_mask & STATX_DIOALIGN))
        return 0;
    return stx.stx_dio_offset_align;
}

bool isMemoryFilesystem(const QString &fsType)
{
    return fsType == QLatin1String("tmpfs") || fsType == QLatin1String("ramfs") || fsType == QLatin1String("devtmpfs");
}

bool isMemoryBackedDevice(const QString &kernelName)
{
    if (kernelName.startsWith(QLatin1String("zram")) || kernelName.startsWith(QLatin1String("ram")))
        return true;
    const QString backing = readSysfs(QStringLiteral("/sys/block/%1/loop/backing_file").arg(kernelName));
    if (backing.isEmpty())
        return false;
    struct statfs fs{};
    // Deleted backing files read "… (deleted)"; statfs then fails and we do not guess.
    return ::statfs(QFile::encodeName(backing).constData(), &fs) == 0 && (fs.f_type == 0x01021994 /* TMPFS_MAGIC */ || fs.f_type == 0x858458f6 /* RAMFS_MAGIC */);
}

} // namespace Sektor::TargetProbe
