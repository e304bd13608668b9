// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/ownfilesrunner.h"

namespace Sektor {

// A verify fills a mounted filesystem with files, a small-files test makes many: a raw device has no folder for them.
Error OwnFilesRunner::checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const
{
    (void)profile;
    if (!adoptedDevice && pathSort(targetPath) != PathSort::Other)
        return {}; // a folder, or something opening it will say what is wrong with
    return deviceRefusal(targetPath);
}

// The test file opened for the target is the smallest there is, for what it tells of the target (filesystem, drives,
// direct I/O), and closed before the first file: the test's own files need the room, not a test file of the size
// chosen (a small-files test on a 100 MiB stick was refused for want of a 1 GiB test file it never makes).
RunOptions OwnFilesRunner::openOptions(const RunOptions &options) const
{
    RunOptions smallest = options;
    smallest.testSize = Limits::MinTestSize;
    smallest.wholeTarget = false;
    return smallest;
}

Error OwnFilesRunner::prepare(RunContext &run)
{
    run.result().target.prefilled = false;
    run.closeTarget();
    return {};
}

Error OwnFilesRunner::skipReason(const RunContext &run, const TestSpec &spec) const
{
    (void)run;
    (void)spec;
    return {}; // its files are its own: the test file's span and alignment do not bound it
}

} // namespace Sektor
