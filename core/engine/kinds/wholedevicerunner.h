// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kindrunner.h"

namespace Sektor {

/**
 * What the tests of a whole block device share (the surface tests, the capacity probe): one pass over the device from
 * its first sector to its last, never a folder's test file, nothing written before it.
 */
class WholeDeviceRunner : public KindRunner
{
public:
    void adjustOptions(RunOptions &options) const override;
    bool takesWholeTarget() const override { return true; }
    Error checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const override;
    Error prepare(RunContext &run) override;
    /// What it found stays in its result, which says how far it got.
    bool marksStopped() const override { return false; }

protected:
    /// The modes of @p profile it does not run.
    virtual Error checkModes(const Profile &profile) const = 0;
    /// Why a folder is refused, translated.
    virtual QString folderRefusal() const = 0;
};

} // namespace Sektor
