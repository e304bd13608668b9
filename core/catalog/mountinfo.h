// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>

namespace Sektor::Catalog {

/// One line of /proc/<pid>/mountinfo.
struct MountEntry
{
    int id = 0;
    int parentId = 0;
    std::uint32_t major = 0; ///< 0 for filesystems without a device of their own (btrfs, tmpfs…).
    std::uint32_t minor = 0;
    QString root; ///< The directory of the filesystem mounted here ("/" unless a bind mount).
    QString mountPoint;
    QString fsType;
    QString source; ///< "/dev/sda1", "tmpfs"…
    QString superOptions; ///< The filesystem's own options ("rw,compress=zstd:3,space_cache=v2").
};

/// Undoes mountinfo's octal escapes ("\040" for a space, also tab, newline, backslash).
QString unescapeMountField(const QByteArray &field);

/// Parses mountinfo text; malformed lines are skipped.
QList<MountEntry> parseMountInfo(const QByteArray &text);

/// Reads <procRoot>/self/mountinfo; empty when unreadable.
QList<MountEntry> readMountInfo(const QString &procRoot = QStringLiteral("/proc"));

/**
 * Index of the mount that holds absolutePath: the longest mount point that is a prefix of it,
 * the later one when mounts are stacked on the same point. -1 when none matches.
 */
qsizetype mountContaining(const QList<MountEntry> &mounts, const QString &absolutePath);

} // namespace Sektor::Catalog
