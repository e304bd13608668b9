// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "station/deviceevents.h"

#include <QDBusConnection>

class QDBusMessage;

namespace Sektor::Station {

/**
 * udisks2's signals, where it runs, as the station's second source of device events beside the kernel's (UdevMonitor).
 * Its gain is the unmount: the kernel sends no uevent when a filesystem is unmounted, so a drive left alone because it
 * was mounted would not be looked at again until it is plugged in anew. udisks2 says so: PropertiesChanged of
 * org.freedesktop.UDisks2.Filesystem with MountPoints empty, on the block object (the drive's or a partition's),
 * becomes an Unmounted event. Its ObjectManager's InterfacesAdded and InterfacesRemoved of whole drives' block objects
 * become Change events: the station reads the catalog for what is true, so a drive both sources report comes once and
 * a late word of one that went and came back does not count it gone. udisks2 is never started for this.
 */
class UdisksSignals : public DeviceEventSource
{
    Q_OBJECT
public:
    explicit UdisksSignals(QDBusConnection bus, QObject *parent = nullptr);

    /// Listens to udisks2 on the bus; false, with why in @p error, where it does not run.
    bool start(QString *error) override;
    /// None: the kernel's source lists the drives present.
    QStringList presentDevices() const override { return {}; }

    /// The kernel name of udisks2's block object @p path ("/org/freedesktop/UDisks2/block_devices/nvme0n1p1"), its
    /// escapes ("_2d" for "-") undone; empty for any other object.
    static QString kernelNameOf(const QString &path);

private Q_SLOTS:
    void onInterfacesAdded(const QDBusMessage &message);
    void onInterfacesRemoved(const QDBusMessage &message);
    void onPropertiesChanged(const QDBusMessage &message);

private:
    QDBusConnection m_bus;
    bool m_listening = false;
};

} // namespace Sektor::Station
