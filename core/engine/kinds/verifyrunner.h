// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/ownfilesrunner.h"

#include <array>

namespace Sektor {

/**
 * The verify: verify/fillverify.h's files of stamps filling the folder's filesystem (or the size chosen), read back,
 * with the run's progress and stop; its findings are a VerifyResult payload. The target is opened with the smallest
 * test file, for what it tells.
 */
class VerifyRunner final : public OwnFilesRunner
{
public:
    bool takesWholeTarget() const override { return true; }
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;

protected:
    Error deviceRefusal(const QString &targetPath) const override;
};

} // namespace Sektor
