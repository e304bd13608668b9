// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "station/deviceevents.h"

namespace Sektor::Test {

/// A station's device events fed by the test (DeviceEventSource::feed()) instead of the kernel's: only the drives the
/// test names are looked at, so a station under test never sees another test's loop devices. Link Sektor::Station.
class FedDeviceEvents : public Station::DeviceEventSource
{
public:
    bool start(QString *error) override
    {
        if (error)
            *error = startError;
        return startError.isEmpty();
    }
    QStringList presentDevices() const override { return present; }
    void add(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Add, name}); }
    void change(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Change, name}); }
    void remove(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Remove, name}); }

    void unmounted(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Unmounted, name}); }

    QStringList present; ///< What presentDevices() says was there at the start.
    QString startError; ///< Non-empty: start() fails with it, as a source that is absent (udisks2 not running).
};

} // namespace Sektor::Test
