// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

namespace Sektor {

/// The kinds of test Sektor runs (Profile::Kind); what each takes and needs is in kindtraits.h.
enum class TestKind {
    Standard, ///< CrystalDiskMark-style rows.
    QueueDepthSweep, ///< RND4K at QD 1, 2, 4 … 256: an IOPS/latency curve.
    SyncWriteLatency, ///< QD1 O_DSYNC writes of 4 KiB and 512 B.
    BlockSizeSweep, ///< Sequential QD4 at 512 B, 1 KiB … 64 MiB: throughput against block size, as ATTO.
    /// One long sequential write over the whole span, no warm-up and no preparation: what happens when the
    /// drive's write cache runs out (sustainedwrite.h reads the figures from its samples).
    SustainedWrite,
    /// The whole device's read rate against position (surface.h): evenly spaced samples, or every chunk.
    PositionMap,
    /// Random 4 KiB reads at QD1 over the whole device: the access time an HDD is compared by.
    AccessTime,
    /// A read of every byte of the device, recording the ranges that fail or are slow.
    ReadScan,
    /// Stamps written across a whole raw device and read back (verify/capacityprobe.h): is its capacity real.
    CapacityProbe,
    /// Files of stamps filling a mounted filesystem's free space, read back (verify/fillverify.h): H2testw's check.
    Verify,
    /// Many small files created in name order, read and deleted in the folder's order, then all in a random order
    /// (smallfiles/filephases.h):
    /// bonnie++'s file test, in files per second with latency.
    SmallFiles,
    /// The drive's health read, its own self-test run and its log read (health/healthcheck.h): PASS, ATTENTION or
    /// FAIL by the rules of model/healthverdict.h. Reads nothing of the device's data.
    HealthCheck,
    /// Every block of a whole device written with patterns and read back, pass after pass, each block timed
    /// (model/burnin.h): what it finds (unreadable, corrupt, write errors, slow) exact to the logical block.
    BurnIn,
};

inline constexpr TestKind LastTestKind = TestKind::BurnIn;

} // namespace Sektor
