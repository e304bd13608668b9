// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "model/error.h"
#include "model/units.h"

#include <QString>

#include <cstdint>

namespace Sektor {

enum class AccessPattern { Sequential, Random };

/// What one measured job does. A profile row (TestSpec) is run once per mode it lists.
/// Rewrite: each block is read, changed and written back before the next (bonnie++'s Rewrite); sequential rows only.
/// The values travel as integers (helper wire, progress): new ones are appended, never inserted.
enum class IoMode { Read, Write, Mix, Rewrite };
inline constexpr IoMode LastIoMode = IoMode::Rewrite;

template<>
struct EnumIds<AccessPattern>
{
    static constexpr EnumId<AccessPattern> table[]
        = {{AccessPattern::Sequential, "sequential"}, {AccessPattern::Random, "random"}};
};
template<>
struct EnumIds<IoMode>
{
    static constexpr EnumId<IoMode> table[]
        = {{IoMode::Read, "read"}, {IoMode::Write, "write"}, {IoMode::Mix, "mix"}, {IoMode::Rewrite, "rewrite"}};
};

/// Named limits for every test parameter (the helper validates against the same numbers).
namespace Limits {
inline constexpr std::uint32_t MinBlockSize = 512;
inline constexpr std::uint32_t MaxBlockSize = 64 * MiB;
inline constexpr std::uint32_t MinQueueDepth = 1;
inline constexpr std::uint32_t MaxQueueDepth = 256;
inline constexpr std::uint32_t MinThreads = 1;
inline constexpr std::uint32_t MaxThreads = 64;
/// Upper bound of I/O buffer memory (block size × depth × threads), so no spec can exhaust RAM.
inline constexpr std::uint64_t MaxBufferBytes = 2 * GiB;
inline constexpr int MinMixReadPercent = 0;
inline constexpr int MaxMixReadPercent = 100;
} // namespace Limits

/**
 * One row of a benchmark: CrystalDiskMark's "SEQ 1MiB (Q=8, T=1)".
 * The mode (read, write, mix) is chosen when the row is run.
 */
struct TestSpec
{
    AccessPattern pattern = AccessPattern::Sequential;
    std::uint32_t blockSize = 1 * MiB;
    std::uint32_t queueDepth = 1;
    std::uint32_t threads = 1;
    /// Each write is durable before the next one is issued (O_DSYNC), the `dd oflag=dsync` test.
    bool syncWrites = false;

    /// Short name as CrystalDiskMark writes it: "SEQ1M Q8T1", "RND4K Q32T16", "SEQ512B Q1T1 DSYNC" (sizes below 1 KiB
    /// keep a B so they cannot be misread as 512K).
    QString name() const;
    /// Block size with binary unit: "4KiB", "1MiB", "512B".
    static QString blockSizeLabel(std::uint32_t bytes);
    /// Block size as in test names: "4K", "1M", "512B".
    static QString blockSizeShort(std::uint32_t bytes);

    /// Checks every field against Limits; returns an InvalidArgument error naming the field.
    Error validate() const;

    bool operator==(const TestSpec &) const = default;
};

/// Whether a row is run in that mode: a rewrite only on sequential rows without O_DSYNC (bonnie++ rewrites its file
/// front to back; a durable-write row measures each write's own latency), every other mode on every row.
bool modeApplies(IoMode mode, const TestSpec &spec);

/// "read", "write", "mix", "rewrite": the stable identifiers used in JSON and on the command line.
QString ioModeId(IoMode mode);
/// "Read", "Write", "Mix", "Rewrite" in English: for the shared texts, which stay English, and the source of the
/// translation.
const char *ioModeTitle(IoMode mode);
/// "Read", "Write", "Mix", translated: for people.
QString ioModeDisplayName(IoMode mode);

} // namespace Sektor
