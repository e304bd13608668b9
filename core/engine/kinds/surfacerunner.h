// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/wholedevicerunner.h"

#include <array>

namespace Sektor {

/**
 * The surface tests (position map, access time, read scan): one pass of reads over the whole device
 * (engine/kinds/surfaceplan.h), going on past the sectors that fail (engine/kinds/surfacepass.h), recording where
 * each chunk, range or read lies (engine/kinds/surfacerecorder.h) into a SurfaceResult payload.
 */
class SurfaceRunner final : public WholeDeviceRunner
{
public:
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;

protected:
    Error checkModes(const Profile &profile) const override;
    QString folderRefusal() const override;
};

} // namespace Sektor
