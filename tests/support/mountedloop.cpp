// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/mountedloop.h"

namespace Sektor::Test {

MountedLoop::MountedLoop(std::uint64_t size, const std::string &fsType)
    : m_loop(LoopDevice::Options{.size = size})
    , m_mount(m_loop.device(), m_mountPoint.path(), fsType)
{
}

} // namespace Sektor::Test
