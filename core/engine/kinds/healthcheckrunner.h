// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/wholedevicerunner.h"

#include <array>

namespace Sektor {

/**
 * The Health Check: the drive's own self-test through the driver the program's source gives for the device opened
 * for the run (engine/selftestsource.h), with the run's progress and stop, and the drive's self-test log; its findings
 * are a HealthCheckResult payload. The drive's health before and after is read around the run as for every run
 * (MeasuredDrive), and the verdict decided from all of it where it is shown (model/healthverdict.h). No data of the
 * device is read or written.
 */
class HealthCheckRunner final : public WholeDeviceRunner
{
public:
    /// Also a partition: the drive's self-test and health are all of the drive's, and a right to a part of it (the
    /// helper's read authorization of a partition) must not reach them.
    Error checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const override;
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;

protected:
    Error checkModes(const Profile &profile) const override;
    QString folderRefusal() const override;
};

} // namespace Sektor
