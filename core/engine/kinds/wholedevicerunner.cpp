// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/wholedevicerunner.h"

#include <algorithm>

namespace Sektor {

void WholeDeviceRunner::adjustOptions(RunOptions &options) const
{
    options.wholeTarget = true;
    makeOnePass(options);
}

// A surface test reads a drive from its first sector to its last, a capacity probe writes across all of it; a folder's
// test file has neither, so they are refused before anything is created there.
Error WholeDeviceRunner::checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const
{
    if (Error e = checkModes(profile); e.isError())
        return e;
    if (adoptedDevice || pathSort(targetPath) != PathSort::Folder)
        return {}; // a device, or something opening it will say what is wrong with
    Error e = Error::invalidArgument(folderRefusal());
    e.path = targetPath;
    return e;
}

Error WholeDeviceRunner::prepare(RunContext &run)
{
    RunResult &r = run.result();
    // It reads (or probes) the device as it is, to its last sector (not only whole MiB): the result says how much
    // that was.
    r.target.prefilled = false;
    const std::uint32_t unit = std::max<std::uint32_t>(r.target.directIoAlignment, 1);
    run.options().testSize = r.options.testSize = r.target.span = r.target.deviceSize / unit * unit;
    return {};
}

} // namespace Sektor
