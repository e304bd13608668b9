// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "healthlog.h"

#include "conditions/nvmeadmin.h"
#include "conditions/nvmehealthlog.h"
#include "sektorhelper_debug.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>

namespace Sektor::Helper {

HealthLog::HealthLog(int device, bool nvme)
    : m_fd(nvme ? ::fcntl(device, F_DUPFD_CLOEXEC, 0) : -1)
{ }

DriveHealth HealthLog::read() const
{
    if (!m_fd.isValid())
        return {};
    const std::optional<QByteArray> page = Conditions::readNvmeHealthLogPage(m_fd.get());
    if (!page) {
        qCInfo(SEKTOR_HELPER) << "the NVMe health log could not be read:" << strerror(errno);
        return {};
    }
    return Conditions::parseNvmeHealthLog(*page).value_or(DriveHealth());
}

} // namespace Sektor::Helper
