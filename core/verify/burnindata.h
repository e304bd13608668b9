// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/burnin.h"

#include <QList>

#include <cstdint>
#include <optional>
#include <vector>

namespace Sektor::Verify {

/// A stretch of a device, in bytes.
struct ByteRange
{
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    std::uint64_t end() const { return offset + length; }
    bool operator==(const ByteRange &) const = default;
};

/// What a block read back held against what was written there.
struct BurnInCheck
{
    QList<ByteRange> differing; ///< The logical blocks that came back changed, adjacent ones merged.
    std::optional<BurnInAliasing> aliasing; ///< A stamp of another place, where the stamps pattern found one.

    bool intact() const { return differing.isEmpty(); }
};

/**
 * The bytes one step of a burn-in writes at every place and expects back: the verify's stamps (a header naming the
 * place and the step, the rest drawn from both), random data drawn from the place and the step, zeros or ones. Any
 * piece of the device can be made on its own (a block, or half of one when a failed I/O is narrowed down), so nothing
 * written needs to be kept to check what is read.
 *
 * One object per pass: check() uses a buffer of its own.
 */
class BurnInData
{
public:
    BurnInData(BurnInPattern pattern, std::uint64_t stepSeed);

    /// Fills @p out with the @p length bytes meant for the device from @p offset (both multiples of 512).
    void fill(unsigned char *out, std::uint64_t offset, std::size_t length) const;
    /// Compares the @p length bytes @p in, read from @p offset, with what was written, logical block by logical block
    /// of @p logicalBlock bytes.
    BurnInCheck check(const unsigned char *in, std::uint64_t offset, std::size_t length, std::uint32_t logicalBlock);

private:
    std::optional<BurnInAliasing> findAliasing(const unsigned char *in, std::uint64_t offset, std::size_t length) const;

    BurnInPattern m_pattern;
    std::uint64_t m_seed;
    std::vector<unsigned char> m_expected;
};

/// The seed of one step's data: each pass and pattern of a run writes data of its own, so that what a step reads back
/// cannot be an earlier step's leftovers.
std::uint64_t burnInStepSeed(std::uint64_t runSeed, const BurnInStep &step);

} // namespace Sektor::Verify
