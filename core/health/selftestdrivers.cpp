// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/selftestdrivers.h"
#include "catalog/drivecatalog.h"
#include "health/ataselftest.h"
#include "health/drivehealthreader.h"
#include "health/healthchannel.h"
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
    // A SATA drive (or a disk in a USB enclosure) by Sektor's own ATA commands, as smartctl: udisks 2.9 cannot reach
    // many SATA disks. The run is root's (sektor-cli as root, or the helper for a user's raw device, authorized for
    // the drive's self-test), so nothing more is asked.
    const Catalog::DriveCatalog catalog;
    const Catalog::Drive *drive = catalog.drive(request.kernelName);
    const bool ata = drive && healthChannelOf(*drive) == HealthChannel::AtaPassThrough;
    if (std::unique_ptr<SelfTestDriver> own = ataSelfTestDriverFor(request.fd, ata)) {
        choice.driver = std::move(own);
        choice.unavailable = SelfTestUnavailable::None;
        return choice;
    }
    // Else udisks, for whatever it knows as ATA (a bridge it has a quirk for). The run is root's, so polkit never
    // needs to ask udisks; the helper asked the caller's own udisks right before it opened the gate.
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
