// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/selftestdrivers.h"
#include "health/drivehealthreader.h"
#include "health/nvmeselftest.h"
#include "health/udisksselftest.h"

namespace Sektor::Health {

namespace {
// Devices that have no self-tests of their own; udisks is still asked, and says the same for them (no drive behind a
// loop device) unless it knows better.
bool noSelfTestsExpected(const QString &transport)
{
    return transport == QLatin1String("loop") || transport == QLatin1String("virtio")
        || transport == QLatin1String("mmc");
}
} // namespace

bool udisksRunsSelfTestsOf(const QString &kernelName, const QDBusConnection &bus)
{
    return UdisksSelfTestDriver::open(kernelName, bus).driver != nullptr;
}

SelfTestDriverChoice selfTestDriverFor(const SelfTestDriverRequest &request, bool udisksAllowed)
{
    SelfTestDriverChoice choice;
    if (request.transport == QLatin1String("nvme")) {
        NvmeDriverChoice nvme = nvmeSelfTestDriverFor(request.fd, true);
        choice.driver = std::move(nvme.driver);
        choice.unavailable = nvme.unavailable;
        return choice;
    }
    // SATA, SAS, USB bridges and whatever udisks knows as ATA. The run is root's (sektor-cli as root, or the helper
    // for a user's raw device), so polkit never needs to ask.
    UdisksSelfTestDriver::Opened opened {nullptr, SelfTestUnavailable::UdisksCannotReach};
    if (udisksAllowed) {
        const std::optional<QDBusConnection> bus = systemBusIfAThreadCanStart();
        opened = bus ? UdisksSelfTestDriver::open(request.kernelName, *bus)
                     : UdisksSelfTestDriver::Opened {nullptr, SelfTestUnavailable::NoUdisks};
    }
    choice.driver = std::move(opened.driver);
    choice.unavailable = opened.unavailable;
    if (!choice.driver && noSelfTestsExpected(request.transport))
        choice.unavailable = SelfTestUnavailable::NoSelfTests; // not "udisks is missing": it would not help here
    return choice;
}

void registerSelfTestDrivers()
{
    setSelfTestDriverSource([](const SelfTestDriverRequest &request) {
        return selfTestDriverFor(request, true);
    });
}

} // namespace Sektor::Health
