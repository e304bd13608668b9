// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "station/deviceevents.h"

#include <memory>

class QSocketNotifier;
struct udev;
struct udev_monitor;

namespace Sektor::Station {

/**
 * The kernel's block-device uevents through libudev's monitor, for whole disks only (partitions come with their disk).
 * Where a udev daemon runs (it has /run/udev/control), the "udev" group: its events come once the daemon has made the
 * device's node and links. Without one (containers, rescue systems, this project's test machine) the "kernel" group,
 * straight from the kernel's netlink socket: the node then exists already, devtmpfs makes it. libudev parses the
 * messages; nothing here reads netlink by hand.
 */
class UdevMonitor : public DeviceEventSource
{
    Q_OBJECT
public:
    /// Which of the monitor's groups to listen to; Automatic: "udev" where the daemon runs, else "kernel".
    enum class Group { Automatic, Kernel, Udev };

    explicit UdevMonitor(Group group = Group::Automatic, QObject *parent = nullptr);
    ~UdevMonitor() override;

    bool start(QString *error) override;
    QStringList presentDevices() const override;
    /// The group listened to once started ("kernel" or "udev").
    QString groupName() const { return m_groupName; }

private:
    void receive();

    Group m_group;
    QString m_groupName;
    udev *m_udev = nullptr;
    udev_monitor *m_monitor = nullptr;
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace Sektor::Station
