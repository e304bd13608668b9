// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/nameswap.h"

#include "support/shell.h"

namespace Sektor::Test {

NameSwap::NameSwap(std::uint64_t bytes, const std::string &parent)
    : m_dir(parent)
    , m_path(m_dir.file("victim.img"))
{
    if (run({"sh", "-c", "head -c " + std::to_string(bytes) + " /dev/urandom > " + m_path}).exitCode == 0)
        m_hash = hash();
}

NameSwap::~NameSwap()
{
    release();
}

bool NameSwap::takeNameOf(LoopDevice &loop)
{
    if (!loop.detach() || run({"losetup", loop.device(), m_path}).exitCode != 0)
        return false;
    m_device = loop.device();
    return true;
}

void NameSwap::release()
{
    if (!m_device.empty())
        run({"losetup", "-d", m_device});
    m_device.clear();
}

bool NameSwap::untouched() const
{
    return ok() && hash() == m_hash;
}

std::string NameSwap::hash() const
{
    const CommandResult sum = run({"sha256sum", m_path});
    return sum.exitCode == 0 ? sum.out : std::string();
}

} // namespace Sektor::Test
