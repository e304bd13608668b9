// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>

#include <cstdint>
#include <optional>

namespace Sektor::Test {

/**
 * An NVMe Device Self-test log page (06h) of 564 bytes laid out byte by byte as the NVMe base specification 2.0's
 * figures say (little-endian): the operation in progress, then 20 results of 28 bytes, all unused (result Fh) until
 * set. Built from the specification, not taken from Sektor's parser, so that the parser's tests and the simulated
 * drive (fakenvmedrive.h) check it against the specification.
 */
class NvmeSelfTestPage
{
public:
    NvmeSelfTestPage();

    /// The self-test code running now (0: none, 1 short, 2 extended) and its completion byte.
    NvmeSelfTestPage &running(int code, int percent);
    /// Result @p index (0 newest): self-test code, result, segment, power-on hours, the failing LBA where valid.
    NvmeSelfTestPage &
    result(int index, int code, int result, int segment, std::uint64_t hours, std::optional<std::uint64_t> lba);
    const QByteArray &bytes() const { return m_bytes; }

private:
    void little(qsizetype at, std::uint64_t value);

    QByteArray m_bytes;
};

} // namespace Sektor::Test
