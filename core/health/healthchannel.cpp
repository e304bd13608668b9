// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/healthchannel.h"
#include "conditions/atasmart.h"
#include "conditions/nvmeadmin.h"
#include "conditions/nvmehealthlog.h"

#include <fcntl.h>

namespace Sektor::Health {

HealthChannel healthChannelOf(const Catalog::Drive &drive)
{
    switch (drive.transport) {
    case Catalog::Transport::Nvme:
        return HealthChannel::NvmeAdmin;
    case Catalog::Transport::Sata:
        return HealthChannel::AtaPassThrough;
    case Catalog::Transport::Usb:
        return drive.removable ? HealthChannel::None : HealthChannel::AtaPassThrough;
    default:
        return HealthChannel::None;
    }
}

std::optional<DriveHealth> readHealthOn(int fd, HealthChannel channel)
{
    switch (channel) {
    case HealthChannel::NvmeAdmin: {
        const std::optional<QByteArray> page = Conditions::readNvmeHealthLogPage(fd);
        return page ? Conditions::parseNvmeHealthLog(*page) : std::nullopt;
    }
    case HealthChannel::AtaPassThrough: {
        Conditions::SgIoAtaTransport transport(UniqueFd(::fcntl(fd, F_DUPFD_CLOEXEC, 0)));
        return Conditions::readAtaSmartHealth(transport);
    }
    case HealthChannel::None:
        break;
    }
    return std::nullopt;
}

} // namespace Sektor::Health
