// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/deviceidentity.h"
#include "model/enumids.h"
#include "model/error.h"
#include "model/kindoptions.h"
#include "model/units.h"

#include <chrono>
#include <cstdint>
#include <optional>

namespace Sektor {

/// What write buffers contain.
enum class DataPattern {
    Random, ///< Incompressible pseudo-random data, each 4 KiB sector stamped (default).
    Zero, ///< Zero-filled, as CrystalDiskMark's "0Fill" mode.
};

/// Which I/O backend runs the tests.
enum class EngineChoice {
    Auto, ///< io_uring when the kernel allows it, else the pread/pwrite thread pool.
    IoUring, ///< io_uring only; fails with IoUringUnavailable when refused.
    Sync, ///< The pread/pwrite thread pool.
};

template<>
struct EnumIds<DataPattern>
{
    static constexpr EnumId<DataPattern> table[] = {{DataPattern::Random, "random"}, {DataPattern::Zero, "zero"}};
};
template<>
struct EnumIds<EngineChoice>
{
    static constexpr EnumId<EngineChoice> table[]
        = {{EngineChoice::Auto, "auto"}, {EngineChoice::IoUring, "io_uring"}, {EngineChoice::Sync, "sync"}};
};

/// Where a long pass over a device that was stopped goes on from: the step it was in (a burn-in's; 0 for a read scan)
/// and the bytes of that step done.
struct ResumePoint
{
    int step = 0;
    std::uint64_t offset = 0;
    bool operator==(const ResumePoint &) const = default;
};

/// Settings that apply to every test of a run, and the parts of the kinds that have settings of their own.
struct RunOptions
{
    std::uint64_t testSize = 1 * GiB; ///< Test file size, or span of a block device.
    int runs = 3; ///< Measured runs per test, after one discarded warm-up.
    std::chrono::milliseconds warmup {1000};
    std::chrono::milliseconds measureTime {5000};
    std::chrono::milliseconds interval {5000}; ///< Idle time between tests (lets drives cool down / flush).
    int mixReadPercent = 70;
    DataPattern data = DataPattern::Random;
    EngineChoice engine = EngineChoice::Auto;
    std::uint64_t seed = 0; ///< Random offsets and data; 0 picks one (recorded in the result).
    bool allowDeviceWrites = false; ///< Block devices only: the user confirmed data destruction.
    /// Block devices only: the drive the user agreed to (a batch's consent, recorded when it was given). Set, the run
    /// opens the device and goes on only when the descriptor is that drive (never written to another one swapped in
    /// under its name); the helper also gets it and refuses another drive before asking polkit.
    std::optional<DeviceIdentity> expectedDevice;
    /// Sustained Write only: the span is all free space but WholeTargetReserve on a directory, the whole device on a
    /// raw device, instead of testSize (the result then records the span as its test size). Surface tests always
    /// cover the whole device.
    bool wholeTarget = false;
    /// The settings of the kinds that have their own (model/kinds/): each kind reads its part.
    KindOptions kinds;
    /// Burn-in and read scan: go on where an earlier run of this device stopped (its findings are merged by the caller,
    /// report/resumedrun.h); not kept in the result file.
    std::optional<ResumePoint> resumeAt;
    /// Peak mode (opt-in, sektor-cli run --peak): the io_uring lanes run as fast as the machine lets them, at the price
    /// of CPU and of latency precision: a kernel thread polls each ring's submissions (SQPOLL), completions are polled
    /// where the device has poll queues (IOPOLL), and the lanes reap a quarter of their queue depth at a time. Tests
    /// with more threads than the process has CPUs are refused. What was in effect: RunResult::peakDetail. Written in
    /// the result's options as "peak" (only when set).
    bool peak = false;

    Error validate() const;
};

namespace Limits {
inline constexpr std::uint64_t MinTestSize = 1 * MiB;
inline constexpr std::uint64_t MaxTestSize = 64ull * 1024 * GiB;
inline constexpr int MinRuns = 1;
inline constexpr int MaxRuns = 9;
inline constexpr std::chrono::milliseconds MinMeasureTime {100};
inline constexpr std::chrono::milliseconds MaxMeasureTime {std::chrono::minutes(10)};
inline constexpr std::chrono::milliseconds MaxWarmup {std::chrono::minutes(10)};
inline constexpr std::chrono::milliseconds MaxInterval {std::chrono::minutes(10)};
/// The share of a filesystem's free space a whole-target test file leaves free: a full filesystem misbehaves.
inline constexpr double WholeTargetReserve = 0.05;
/// I/Os the sync engine keeps in flight at most: one thread (lane) each.
inline constexpr std::uint32_t MaxSyncInFlight = 256;
} // namespace Limits

const char *dataPatternId(DataPattern pattern); ///< "random", "zero"
const char *engineChoiceId(EngineChoice choice); ///< "auto", "io_uring", "sync"

} // namespace Sektor
