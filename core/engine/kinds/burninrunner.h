// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/surfacepass.h"
#include "engine/kinds/wholedevicerunner.h"

#include <array>

namespace Sektor {

/**
 * The burn-in: every block of the device written with each pattern and read back, pass after pass
 * (model/burninplan), each block timed and checked (engine/kinds/burninrecorder), on one io_uring ring in the
 * profile's blocks at its queue depth (engine/kinds/surfacepass). The stop rules on errors and on the rate end it
 * early (the temperature's is the conditions runner's); what it found stays in its result however it ends.
 */
class BurnInRunner final : public WholeDeviceRunner
{
public:
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;

protected:
    Error checkModes(const Profile &profile) const override;
    QString folderRefusal() const override;
};

/// The chunks of a burn-in's rate maps over a device of @p deviceBytes, in blocks of @p blockBytes: at most 1024, each
/// a whole number of blocks.
QList<SurfaceExtent> burnInChunks(std::uint64_t deviceBytes, std::uint32_t blockBytes);

} // namespace Sektor
