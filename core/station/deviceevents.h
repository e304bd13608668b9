// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace Sektor::Station {

/// A block device's uevent as the station needs it: which device, and whether it came, changed or went.
struct DeviceEvent
{
    enum class Action {
        Add,
        Change, ///< A loop device attached or detached, a card reader's medium put in or taken out.
        Remove,
        /// The last filesystem mounted on it (or on a partition, then named) was unmounted: udisks2's word, the kernel
        /// sends none.
        Unmounted,
    };
    Action action = Action::Add;
    QString name; ///< Kernel name ("sdb", "loop3").
};

/**
 * Where the station learns that block devices come and go: the kernel's uevents through libudev (UdevMonitor),
 * udisks2's signals (UdisksSignals), or a test that feeds them (feed()). The station looks each device up in the
 * catalog itself: an event says only which one to look at, so a source can never make a device eligible.
 */
class DeviceEventSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// Starts listening; false, with the reason in @p error, when it cannot.
    virtual bool start(QString *error) = 0;
    /// The whole block devices present now (for the station's choice of taking or leaving them at its start).
    virtual QStringList presentDevices() const = 0;

    /// Delivers @p event as if the kernel had sent it: for tests, and for sources of their own.
    void feed(const DeviceEvent &event) { Q_EMIT deviceEvent(event); }

Q_SIGNALS:
    void deviceEvent(const Sektor::Station::DeviceEvent &event);
};

} // namespace Sektor::Station
