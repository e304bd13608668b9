// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/partitions.h"
#include "support/shell.h"

#include <algorithm>
#include <filesystem>
#include <thread>

namespace Sektor::Test {

namespace {
// Without udev nobody waits for the kernel's partition scan; give the nodes a moment to appear.
bool waitForPath(const std::string &path)
{
    for (int i = 0; i < 100; ++i) {
        if (std::filesystem::exists(path))
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}
} // namespace

std::string partitionLoopDevice(const std::string &device, const std::string &layout)
{
    if (run({"sfdisk", "--version"}).exitCode != 0)
        return "sfdisk (package fdisk) is needed; see packaging/install-build-deps.sh";
    const CommandResult table = run({"sfdisk", "--quiet", device}, "label: gpt\n" + layout);
    if (table.exitCode != 0)
        return "sfdisk: " + table.err;
    const std::string name = device.substr(device.rfind('/') + 1);
    // A kernel built without partition table parsers (this CI's is one) finds nothing on its own
    // scan; partx reads the table in user space and adds the partitions with BLKPG instead.
    if (!std::filesystem::exists("/sys/block/" + name + "/" + name + "p1")) {
        const CommandResult added = run({"partx", "--add", device});
        if (added.exitCode != 0)
            return "partx: " + added.err;
    }
    const auto count = std::count(layout.begin(), layout.end(), '\n');
    for (int i = 1; i <= count; ++i) {
        if (!waitForPath(device + "p" + std::to_string(i)))
            return device + "p" + std::to_string(i) + " did not appear";
    }
    return {};
}

} // namespace Sektor::Test
