// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/drivehealthreader.h"
#include "health/healthchannel.h"
#include "health/udisksata.h"
#include "model/threadstart.h"
#include "model/uniquefd.h"

#include <QFile>

#include <functional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::Health {

namespace {
// The drive's own answer: only root may send NVMe admin commands or pass ATA commands through, so a user is not
// even tried.
std::optional<DriveHealth> ownHealth(const Catalog::Drive &drive, const QString &devRoot)
{
    const HealthChannel channel = healthChannelOf(drive);
    if (::geteuid() != 0 || channel == HealthChannel::None)
        return std::nullopt;
    // O_NONBLOCK: no wait for media; O_NOFOLLOW: the node itself, and it must be a block device.
    const UniqueFd fd(::open(QFile::encodeName(devRoot + QLatin1Char('/') + drive.name).constData(),
                             O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY));
    struct stat st
    {
    };
    if (!fd.isValid() || ::fstat(fd.get(), &st) != 0 || !S_ISBLK(st.st_mode))
        return std::nullopt;
    return readHealthOn(fd.get(), channel);
}

// What the drive says, asking udisks on the bus @p bus gives, which is asked for only when udisks is needed.
DriveHealth healthOf(const Catalog::Drive &drive,
                     const QString &devRoot,
                     const std::function<std::optional<QDBusConnection>()> &bus)
{
    std::optional<DriveHealth> health = ownHealth(drive, devRoot);
    switch (drive.transport) {
    case Catalog::Transport::Nvme:
    case Catalog::Transport::Loop:
    case Catalog::Transport::Virtio:
    case Catalog::Transport::Mmc:
        break; // the drive's own answer or none: no SMART udisks could read
    default: // SATA, SAS, USB bridges that pass SMART through, and whatever udisks recognises as ATA
        if (health)
            break; // root asked the drive itself: udisks 2.9 cannot IDENTIFY many SATA disks
        if (const std::optional<QDBusConnection> connection = bus())
            health = readUdisksAtaHealth(drive.name, *connection);
        break;
    }
    return health.value_or(DriveHealth());
}
} // namespace

DriveHealth readDriveHealth(const Catalog::Drive &drive, const QString &devRoot)
{
    return healthOf(drive, devRoot, systemBusIfAThreadCanStart);
}

DriveHealth readDriveHealth(const Catalog::Drive &drive, const QString &devRoot, const QDBusConnection &bus)
{
    return healthOf(drive, devRoot, [&bus] {
        return std::optional<QDBusConnection>(bus);
    });
}

std::optional<int> driveTemperatureMilliCelsius(const Catalog::Drive &drive, const DriveHealth &health)
{
    if (drive.temperatureMilliCelsius)
        return drive.temperatureMilliCelsius;
    if (health.known() && health.temperatureMilliCelsius != 0)
        return health.temperatureMilliCelsius;
    return std::nullopt;
}

std::optional<QDBusConnection> systemBusIfAThreadCanStart()
{
    if (!aThreadCanStart())
        return std::nullopt;
    return QDBusConnection::systemBus();
}

} // namespace Sektor::Health
