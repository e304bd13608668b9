// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/ownfilesrunner.h"

#include <array>

namespace Sektor {

/**
 * The small-files test: smallfiles/filephases.h's rounds of create, read and delete in the folder, with the run's
 * progress and stop; its phases are a SmallFilesResult payload.
 */
class SmallFilesRunner final : public OwnFilesRunner
{
public:
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;

protected:
    Error deviceRefusal(const QString &targetPath) const override;
};

} // namespace Sektor
