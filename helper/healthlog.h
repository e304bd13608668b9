// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/health.h"
#include "model/uniquefd.h"

namespace Sektor::Helper {

/**
 * The SMART/health log of the NVMe drive a session runs on, read before and after the run (shared design §5): on
 * the descriptor the helper opened and checked for the authorized run, never by name, so no new method, argument
 * or authorization exists for it. Any other device gets no admin command at all. The log only reads.
 */
class HealthLog
{
public:
    HealthLog() = default;
    /// @p device an opened device (a duplicate is kept); @p nvme whether sysfs says its disk is an NVMe drive.
    HealthLog(int device, bool nvme);

    /// The drive's health now; unknown for a device that is not NVMe, or when the drive does not answer.
    DriveHealth read() const;

private:
    UniqueFd m_fd;
};

} // namespace Sektor::Helper
