// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "model/expected.h"

#include <QList>

#include <cstdint>

namespace Sektor {

/// What a burn-in writes into every block: the verify's stamps (position, run, pattern), random data, zeros
/// or ones.
enum class BurnInPattern { Stamps, Random, Zeros, Ones };

template<>
struct EnumIds<BurnInPattern>
{
    static constexpr EnumId<BurnInPattern> table[] = {{BurnInPattern::Stamps, "stamps"},
                                                      {BurnInPattern::Random, "random"},
                                                      {BurnInPattern::Zeros, "zeros"},
                                                      {BurnInPattern::Ones, "ones"}};
};

/// One step of a burn-in: the whole device written with a pattern, or read back and checked against it.
struct BurnInStep
{
    int pass = 1; ///< 1…passes.
    BurnInPattern pattern = BurnInPattern::Stamps;
    bool write = true; ///< false: the read-back of the write before it.

    bool operator==(const BurnInStep &) const = default;
};

/**
 * The shape of a burn-in of a device: its blocks in 64-bit offsets (the last one shorter where the size is not a
 * multiple of the block, never left out: badblocks' 32-bit block numbers and whole blocks are what this replaces) and
 * its steps, each pattern written and then read back, pass after pass.
 */
struct BurnInPlan
{
    std::uint64_t deviceBytes = 0;
    std::uint32_t blockBytes = 0;
    int passes = 1;
    QList<BurnInPattern> patterns;
    QList<BurnInStep> steps;

    std::uint64_t blocks() const { return (deviceBytes + blockBytes - 1) / blockBytes; }
    std::uint64_t blockOffset(std::uint64_t index) const { return index * blockBytes; }
    /// The block's length: blockBytes, but what is left of the device for the last one.
    std::uint32_t blockLength(std::uint64_t index) const;
    /// Bytes written and read in all: the device once per step.
    std::uint64_t bytesToMove() const { return deviceBytes * std::uint64_t(steps.size()); }
};

namespace Limits {
inline constexpr int MaxBurnInPasses = 99;
} // namespace Limits

/// An InvalidArgument error (translated) for passes outside 1…99, no pattern or one named twice.
Error checkBurnInPasses(int passes, const QList<BurnInPattern> &patterns);

/// The steps of @p passes passes of @p patterns, in the order they run: each pattern written and then read back, pass
/// after pass (what a progress report's step number counts).
QList<BurnInStep> burnInSteps(int passes, const QList<BurnInPattern> &patterns);

/**
 * The plan for a device of @p deviceBytes with logical blocks of @p logicalBlock bytes, written in blocks of
 * @p blockBytes, @p passes times with each of @p patterns. An InvalidArgument error (translated) for a block that is
 * not a whole number of logical blocks, passes outside 1…99, no pattern or one named twice, or an empty device.
 */
Expected<BurnInPlan> planBurnIn(std::uint64_t deviceBytes,
                                std::uint32_t blockBytes,
                                std::uint32_t logicalBlock,
                                int passes,
                                const QList<BurnInPattern> &patterns);

} // namespace Sektor
