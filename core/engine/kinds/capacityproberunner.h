// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/wholedevicerunner.h"

#include <array>

namespace Sektor {

/**
 * The capacity probe: verify/capacityprobe.h's stamps written and read through the device opened for the run, one
 * I/O at a time (where each lands is the point, not how fast), with the run's progress and stop; its findings are a
 * VerifyResult payload.
 */
class CapacityProbeRunner final : public WholeDeviceRunner
{
public:
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;

protected:
    Error checkModes(const Profile &profile) const override;
    QString folderRefusal() const override;
};

} // namespace Sektor
