// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/loopdevice.h"
#include "support/tempdir.h"

#include <cstdint>
#include <string>

namespace Sektor::Test {

/**
 * A fresh filesystem on a loop device of its own, mounted on a temporary directory. Members are
 * destroyed in reverse order: unmount, remove the mount point, detach the loop device.
 */
class MountedLoop
{
public:
    explicit MountedLoop(std::uint64_t size, const std::string &fsType = "ext4");

    bool ok() const { return m_loop.ok() && m_mount.ok(); }
    std::string error() const { return m_loop.ok() ? m_mount.error() : m_loop.error(); }

    LoopDevice &loop() { return m_loop; }
    Mount &mount() { return m_mount; }
    const std::string &path() const { return m_mountPoint.path(); }
    std::string file(const std::string &name) const { return m_mountPoint.file(name); }

private:
    LoopDevice m_loop;
    TempDir m_mountPoint;
    Mount m_mount;
};

/// Whether @p dir holds nothing but the lost+found folder mkfs made: a test left nothing behind on its filesystem.
bool onlyLostAndFound(const std::string &dir);

} // namespace Sektor::Test
