// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QDBusConnection>
#include <QDBusMessage>
#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include <optional>

namespace Sektor::Health {

/// How long a read of udisks' properties may take: udisks answers from what it holds, without asking the drive.
inline constexpr int UdisksReadTimeoutMs = 2000;

/// udisks2's object path for a block device: "/org/freedesktop/UDisks2/block_devices/sda" (other characters than
/// letters and digits as "_2d", as udisks escapes them).
QString udisksBlockPath(const QString &kernelName);

/// Whether udisks2 runs on @p bus; asked of the bus, so it never starts udisks.
bool udisksRuns(const QDBusConnection &bus);

/// Calls @p method of @p interface on udisks' object @p path without starting udisks (no auto-start: Sektor reads
/// where udisks runs and never wakes it for a benchmark), waiting at most @p timeoutMs.
QDBusMessage callUdisks(const QDBusConnection &bus,
                        const QString &path,
                        const QString &interface,
                        const QString &method,
                        const QVariantList &args,
                        int timeoutMs = UdisksReadTimeoutMs);

/// The properties of @p interface on @p path; nullopt when the object or the interface is not there (or udisks did
/// not answer in time).
std::optional<QVariantMap> udisksProperties(const QDBusConnection &bus, const QString &path, const QString &interface);

/// The drive object behind block device @p kernelName: nullopt when udisks does not know the block device (or did not
/// answer), an empty path when it knows it but no drive is behind it (a loop device, a RAM disk).
std::optional<QString> udisksDriveOf(const QDBusConnection &bus, const QString &kernelName);

} // namespace Sektor::Health
