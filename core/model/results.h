// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/conditions.h"
#include "model/health.h"
#include "model/runoptions.h"
#include "model/stoprules.h"
#include "model/testpayload.h"
#include "model/testspec.h"
#include "stats/latencyhistogram.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace Sektor {

/// What a test's figure counts of its reads and writes (bytes or I/Os) in its mode. A rewrite counts each block once,
/// as bonnie++ does: the blocks written back, their reads inside the same window. Every other mode counts both
/// directions (a mix's reads and writes are separate operations).
constexpr std::uint64_t figureCount(IoMode mode, std::uint64_t reads, std::uint64_t writes)
{
    return mode == IoMode::Rewrite ? writes : reads + writes;
}

/// @p count per second over @p ns nanoseconds; 0 for an empty interval.
constexpr double perSecond(std::uint64_t count, std::int64_t ns)
{
    return ns > 0 ? double(count) * 1e9 / double(ns) : 0.0;
}

/// Latency figures of one direction, in nanoseconds: per I/O, from just before it is submitted to
/// the kernel until its completion is seen (the scope of fio's "lat", which includes submission).
struct LatencySummary
{
    std::uint64_t count = 0;
    double meanNs = 0;
    std::uint64_t minNs = 0;
    std::uint64_t maxNs = 0;
    std::uint64_t p50Ns = 0;
    std::uint64_t p90Ns = 0;
    std::uint64_t p99Ns = 0;
    std::uint64_t p999Ns = 0;
    std::uint64_t p9999Ns = 0;

    static LatencySummary fromHistogram(const LatencyHistogram &histogram);

    bool operator==(const LatencySummary &) const = default;
};

/// Completed I/O of one direction in one measured window.
struct DirectionMetrics
{
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;
    LatencySummary latency;

    bool operator==(const DirectionMetrics &) const = default;
};

/// One measured window (a run): what completed between its start and its end (after the final flush).
struct RunMetrics
{
    std::int64_t windowNs = 0;
    DirectionMetrics read;
    DirectionMetrics write;
    std::int64_t cpuUserNs = 0; ///< CPU time of the I/O threads during the window, plus the closing flush.
    std::int64_t cpuSystemNs = 0;
    /// How long the I/O threads were ready to run but waited for a processor (the kernel's run-queue delay): with their
    /// CPU time, the time they did not wait for the drive. 0 where the kernel does not keep it, and in older files.
    std::int64_t cpuWaitNs = 0;
    /// The threads that did the window's I/O (the engine's lanes): one per thread of the test with io_uring, one per
    /// I/O in flight with the sync engine. 0 in files of versions that did not record it, and in peak mode, whose
    /// threads poll rather than wait: how busy they were (model/cpucost.h) means nothing there.
    std::uint32_t ioThreads = 0;

    std::uint64_t ios() const { return read.ios + write.ios; }
    std::uint64_t bytes() const { return read.bytes + write.bytes; }
    /// Bytes per second over the exact window, both directions.
    double bytesPerSecond() const { return perSecond(bytes(), windowNs); }
    double iops() const { return perSecond(ios(), windowNs); }
    /// Mean latency over both directions, weighted by I/O count.
    double meanLatencyNs() const;

    /// A test's figures in its mode (figureCount()); its latency: a rewrite's is a block's read plus its write.
    std::uint64_t figureBytes(IoMode mode) const { return figureCount(mode, read.bytes, write.bytes); }
    std::uint64_t figureIos(IoMode mode) const { return figureCount(mode, read.ios, write.ios); }
    double figureBytesPerSecond(IoMode mode) const { return perSecond(figureBytes(mode), windowNs); }
    double figureIops(IoMode mode) const { return perSecond(figureIos(mode), windowNs); }
    double figureLatencyNs(IoMode mode) const
    {
        return mode == IoMode::Rewrite ? read.latency.meanNs + write.latency.meanNs : meanLatencyNs();
    }

    bool operator==(const RunMetrics &) const = default;
};

/// A throughput sample for time charts, one per 100 ms of a window.
struct Sample
{
    int run = 0; ///< 0 = warm-up, 1…N = measured runs.
    std::int64_t elapsedNs = 0; ///< End of the sample's interval, since the window started.
    std::int64_t intervalNs = 0;
    std::uint64_t readBytes = 0; ///< Completed in this interval.
    std::uint64_t writeBytes = 0;
    std::uint64_t readIos = 0;
    std::uint64_t writeIos = 0;

    double bytesPerSecond() const { return perSecond(readBytes + writeBytes, intervalNs); }
    /// The rate in a test's mode (figureCount()).
    double figureBytesPerSecond(IoMode mode) const
    {
        return perSecond(figureCount(mode, readBytes, writeBytes), intervalNs);
    }

    bool operator==(const Sample &) const = default;
};

/// Summary over the measured runs: the median is what Sektor reports, best is what CrystalDiskMark would.
struct RunStatistics
{
    double medianBytesPerSecond = 0;
    double bestBytesPerSecond = 0;
    double worstBytesPerSecond = 0;
    double medianIops = 0;
    double medianLatencyNs = 0; ///< Median over runs of each run's mean latency.
    /// (best − worst) / median: how much the runs disagreed.
    double spread() const
    {
        return medianBytesPerSecond > 0 ? (bestBytesPerSecond - worstBytesPerSecond) / medianBytesPerSecond : 0.0;
    }

    /// The figures of a test in that mode (RunMetrics::figureBytes) over its runs.
    static RunStatistics fromRuns(const QList<RunMetrics> &runs, IoMode mode);

    bool operator==(const RunStatistics &) const = default;
};

/// All that one test (a row in one mode) measured.
struct TestResult
{
    TestSpec spec;
    IoMode mode = IoMode::Read;
    int mixReadPercent = 0; ///< For IoMode::Mix.
    RunMetrics warmup; ///< Discarded from the figures; kept for transparency.
    QList<RunMetrics> runs;
    RunStatistics stats;
    LatencyHistogram readLatency; ///< Merged over the measured runs.
    LatencyHistogram writeLatency;
    /// A rewrite's blocks, each from its read's submission to its write's completion; empty in the other modes.
    LatencyHistogram rewriteLatency;
    QList<Sample> samples;
    /// The kind's own figures (model/surface.h, model/verify.h, model/smallfiles.h…); none for the timed tests.
    TestPayload payload;

    /// Whether its figure is a speed over timed runs (a cell of the grid): not what a payload shows in its own block
    /// (a capacity check's findings, a small-files test's phases).
    bool isRunFigure() const { return payload.isRunFigure(); }

    /// The latency its cells' percentiles come from: a rewrite's blocks, a write's writes, else the reads (a mix's
    /// reads, what a mixed workload waits on).
    const LatencyHistogram &figureLatency() const
    {
        if (mode == IoMode::Rewrite)
            return rewriteLatency;
        return mode == IoMode::Write ? writeLatency : readLatency;
    }

    bool operator==(const TestResult &) const = default;
};

/// Total I/O the engine issued over a whole run (preparation, warm-up and measured windows),
/// to be checked against the device's own counters.
struct IoTotals
{
    std::uint64_t readIos = 0;
    std::uint64_t readBytes = 0;
    std::uint64_t writeIos = 0;
    std::uint64_t writeBytes = 0;
    std::uint64_t flushes = 0; ///< Cache flushes (fdatasync) that close write windows.

    IoTotals &operator+=(const IoTotals &o)
    {
        flushes += o.flushes;
        readIos += o.readIos;
        readBytes += o.readBytes;
        writeIos += o.writeIos;
        writeBytes += o.writeBytes;
        return *this;
    }

    bool operator==(const IoTotals &) const = default;
};

/// A drive under the target, as the drive catalog described it when the run started.
struct MeasuredDrive
{
    QString name; ///< Kernel name: "nvme0n1", "sda", "loop3".
    QString model;
    /// The drive's own serial number and World Wide Name (sysfs "wwid": "naa.…", "eui.…"), where the kernel reports
    /// them: with the model, they recognise the same drive across runs, names and machines (history, certificates).
    /// Written to JSON but to no shared text.
    QString serial;
    QString wwid;
    QString firmware;
    QString transport; ///< Stable id: "nvme", "sata", "usb", "mmc", "virtio", "loop", "other".
    std::uint64_t sizeBytes = 0;
    bool rotational = false;
    DriveLink link; ///< How it is attached, where the kernel says (NVMe, SATA, USB, MMC).
    DriveTemperature temperature; ///< Where a sensor says (hwmon): before, during and after the run.
    DriveHealth healthBefore; ///< What the drive said of its health just before the run; unknown where unreadable.
    DriveHealth healthAfter; ///< And just after it: a run that adds media errors or pending sectors shows here.
    /// The kernel's I/O timeout for the drive (queue/io_timeout), 0 where it tells none: an I/O that takes longer was
    /// aborted and retried by the kernel, the controller perhaps reset (stallOf()).
    std::uint32_t ioTimeoutMs = 0;

    bool operator==(const MeasuredDrive &) const = default;
};

/// What was measured, and how.
struct TargetInfo
{
    enum class Kind { Directory, BlockDevice };
    Kind kind = Kind::Directory;
    QString path; ///< The directory or /dev node the user named.
    QString filesystem; ///< "ext4", "tmpfs"…; empty for raw devices.
    std::uint64_t span = 0; ///< Bytes of the test file / device range used.
    std::uint64_t deviceSize = 0; ///< Block devices: whole size.
    std::uint64_t freeBytes = 0; ///< Directories: free space before the run.
    std::uint64_t totalBytes = 0; ///< Directories: filesystem size.
    std::uint32_t directIoAlignment = 0; ///< Offset/length alignment used (bytes).
    std::uint32_t logicalBlockSize = 0;
    bool directIo = true; ///< O_DIRECT in use; false means buffered with cache dropping.
    bool cacheAffected = false; ///< Results may include page-cache effects.
    bool memoryBacked = false; ///< tmpfs, ramfs, zram, /dev/ram: measures memory, not a drive.
    bool prefilled = true; ///< Read area written before reading (false for read-only device tests).
    /// Directories: the test file's blocks were allocated (fallocate) before any test, so writes measure the drive and
    /// not the filesystem's allocator; false where the filesystem cannot, and blocks are allocated as written.
    bool preallocated = false;
    /// Directories on btrfs: the test file was made NOCOW (no copy-on-write, checksums or compression), as databases
    /// and disk images are, so it measures the drive rather than btrfs's extent bookkeeping.
    bool noCopyOnWrite = false;
    QString mountPoint; ///< Directories: the mount holding the test file.
    QList<MeasuredDrive> drives; ///< The drive(s) under the target (several for RAID/LVM stacks).

    bool operator==(const TargetInfo &) const = default;
};

template<>
struct EnumIds<TargetInfo::Kind>
{
    static constexpr EnumId<TargetInfo::Kind> table[]
        = {{TargetInfo::Kind::Directory, "directory"}, {TargetInfo::Kind::BlockDevice, "blockDevice"}};
};

/// The system the run happened on (for shared results).
struct SystemInfo
{
    QString os; ///< PRETTY_NAME from os-release.
    QString kernel; ///< uname -r
    QString cpu;
    QString hostName;
    /// The computer as its firmware names it (DMI: sys_vendor, product_name, product_serial), empty where it does not:
    /// the certificate names the machine that tested.
    QString vendor;
    QString product;
    QString serial;
    /// product_serial is there but only root may read it: "not readable" rather than nothing.
    bool serialUnreadable = false;

    /// This machine; @p sysfsRoot is where sysfs is mounted ("/sys"; a folder of files in tests).
    static SystemInfo current(const QString &sysfsRoot = QStringLiteral("/sys"));

    bool operator==(const SystemInfo &) const = default;
};

/// A test of the profile that could not run on this target, and why (e.g. 512 B on a 4Kn drive).
struct SkippedTest
{
    TestSpec spec;
    IoMode mode = IoMode::Read;
    Error reason;
};

/// The outcome of running a profile on a target.
struct RunResult
{
    QString programVersion;
    QString profileId;
    QString profileName;
    RunOptions options;
    std::uint64_t seed = 0; ///< The seed actually used.
    TargetInfo target;
    SystemInfo system;
    QString backend; ///< "io_uring" or "sync" — what really ran.
    QString backendDetail; ///< e.g. "registered buffers", or why io_uring was not used.
    /// Peak mode (RunOptions::peak): what was in effect and what was not, and why, in English ("SQPOLL; completions
    /// reaped 8 at a time at QD32; IOPOLL not in effect: loop0 has no poll queues (queue/io_poll 0); …"). Empty
    /// without peak mode. JSON "peakDetail", written only with peak mode.
    QString peakDetail;
    QDateTime started;
    QDateTime finished;
    QList<TestResult> tests;
    QList<SkippedTest> skipped;
    IoTotals totals;
    QStringList warnings; ///< Run-level caveat ids (see caveats.h); target caveats live in TargetInfo. Use caveatsOf().
    /// What between the program and the drive moves the figures (encryption, compression, power saving…), in a
    /// stable order; the drives' links are in TargetInfo::drives.
    QList<ConditionFact> conditions;
    QString comment;
    /// The stop rule (RunOptions::stopRules) that ended the run before its end; None when none fired.
    StopReason stoppedBy = StopReason::None;

    /// The engine as every form names it: the backend, and "(peak)" in peak mode (RunOptions::peak), whose figures
    /// are not a normal run's: "io_uring", "sync", "io_uring (peak)". Not translated, as the backend's name is not.
    QString engineName() const;

    /// The test size the run used: the size asked for, or the span where the target was smaller (a 256 MiB device
    /// asked for 1 GiB ran over 256 MiB).
    std::uint64_t testedSize() const
    {
        return target.span > 0 && target.span < options.testSize ? target.span : options.testSize;
    }
};

} // namespace Sektor
