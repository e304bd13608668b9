// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kindrunner.h"

namespace Sektor {

/**
 * What the tests that make files of their own in a mounted filesystem's folder share (the verify, the small-files
 * test): the target is opened only for what it tells (filesystem, drives, direct I/O) and closed before the first
 * file; one pass; a raw device is refused; the test file's span and alignment bound nothing.
 */
class OwnFilesRunner : public KindRunner
{
public:
    void adjustOptions(RunOptions &options) const override { makeOnePass(options); }
    RunOptions openOptions(const RunOptions &options) const override;
    Error checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const override;
    Error prepare(RunContext &run) override;
    Error skipReason(const RunContext &run, const TestSpec &spec) const override;

protected:
    /// Why a device is refused.
    virtual Error deviceRefusal(const QString &targetPath) const = 0;
};

} // namespace Sektor
