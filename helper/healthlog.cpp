// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "healthlog.h"

#include "sektorhelper_debug.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>

namespace Sektor::Helper {

HealthLog::HealthLog(int device, Health::HealthChannel channel)
    : m_fd(channel != Health::HealthChannel::None ? ::fcntl(device, F_DUPFD_CLOEXEC, 0) : -1)
    , m_channel(channel)
{ }

DriveHealth HealthLog::read() const
{
    if (!m_fd.isValid())
        return {};
    errno = 0;
    const std::optional<DriveHealth> health = Health::readHealthOn(m_fd.get(), m_channel);
    if (!health)
        qCInfo(SEKTOR_HELPER) << "the drive's health could not be read:" << strerror(errno);
    return health.value_or(DriveHealth());
}

} // namespace Sektor::Helper
