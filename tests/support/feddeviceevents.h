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
    bool start(QString *) override { return true; }
    QStringList presentDevices() const override { return present; }
    void add(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Add, name}); }
    void change(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Change, name}); }
    void remove(const QString &name) { feed(Station::DeviceEvent {Station::DeviceEvent::Action::Remove, name}); }

    QStringList present; ///< What presentDevices() says was there at the start.
};

} // namespace Sektor::Test
