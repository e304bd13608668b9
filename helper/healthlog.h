// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "health/healthchannel.h"
#include "model/health.h"
#include "model/uniquefd.h"

namespace Sektor::Helper {

/**
 * The health log of the drive a session runs on, read before and after the run (shared design §5): an NVMe drive's
 * SMART/health log page, a SATA drive's SMART data passed through. On the descriptor the helper opened and checked
 * for the authorized run, never by name, so no new method, argument or authorization exists for it. A device without
 * a channel (healthchannelof.h) gets no command at all. Every command only reads.
 */
class HealthLog
{
public:
    HealthLog() = default;
    /// @p device an opened device (a duplicate is kept); @p channel how sysfs says its disk is asked.
    HealthLog(int device, Health::HealthChannel channel);

    /// The drive's health now; unknown for a device without a channel, or when the drive does not answer.
    DriveHealth read() const;

private:
    UniqueFd m_fd;
    Health::HealthChannel m_channel = Health::HealthChannel::None;
};

} // namespace Sektor::Helper
