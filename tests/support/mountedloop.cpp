// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/mountedloop.h"
#include "support/shell.h"

#include <filesystem>

namespace Sektor::Test {

MountedLoop::MountedLoop(std::uint64_t size, const std::string &fsType)
    : m_loop(LoopDevice::Options {.size = size})
    , m_mount(m_loop.device(), m_mountPoint.path(), fsType)
{
    // Commit what mounting dirtied (superblock, journal) now, not in the journal's next commit
    // a few seconds into a test that counts the device's writes.
    if (ok())
        run({"sync", "--file-system", m_mountPoint.path()});
}

bool onlyLostAndFound(const std::string &dir)
{
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().filename() != "lost+found")
            return false;
    }
    return true;
}

} // namespace Sektor::Test
