// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "nvmeselftestpage.h"

namespace Sektor::Test {

namespace {
constexpr qsizetype PageSize = 564;
constexpr qsizetype Header = 4;
constexpr qsizetype Entry = 28;
constexpr int Entries = 20;
} // namespace

NvmeSelfTestPage::NvmeSelfTestPage()
{
    m_bytes.fill('\0', PageSize);
    for (int i = 0; i < Entries; ++i)
        m_bytes[Header + i * Entry] = char(0xff); // unused: result Fh
}

NvmeSelfTestPage &NvmeSelfTestPage::running(int code, int percent)
{
    m_bytes[0] = char(code);
    m_bytes[1] = char(percent);
    return *this;
}

NvmeSelfTestPage &NvmeSelfTestPage::result(
    int index, int code, int result, int segment, std::uint64_t hours, std::optional<std::uint64_t> lba)
{
    const qsizetype at = Header + index * Entry;
    m_bytes[at] = char((code << 4) | result);
    m_bytes[at + 1] = char(segment);
    m_bytes[at + 2] = char(lba ? 0x02 : 0x00); // valid diagnostic information: bit 1, the failing LBA
    little(at + 4, hours);
    little(at + 16, lba.value_or(0xdeadbeef)); // garbage where not valid: never read
    return *this;
}

void NvmeSelfTestPage::little(qsizetype at, std::uint64_t value)
{
    for (int i = 0; i < 8; ++i, value >>= 8)
        m_bytes[at + i] = char(value & 0xff);
}

} // namespace Sektor::Test
