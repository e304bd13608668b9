// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

namespace Sektor::Fixtures {

/// Hand-built results with fixed numbers, the inputs of the golden files in tests/report/data.
/// A healthy NVMe link: PCIe 4.0 x4 in a 4.0 x4 slot (the fixtures' drive).
DriveLink pcie4x4();
RunResult defaultProfile(); ///< Default profile on an ext4 directory: 4 rows × read and write.
RunResult rewrite(); ///< defaultProfile() with its two sequential rows rewritten (--modes read,write,rewrite).
RunResult defaultMix(); ///< "Default+Mix" on a memory-backed tmpfs, buffered (cache-affected).
RunResult syncWrite(); ///< The O_DSYNC latency profile: 4 KiB and 512 B writes.
RunResult blockDevice(); ///< Peak profile on /dev/nvme0n1, read-only (no write rows), sync engine.
RunResult zeroFill(); ///< Real profile with zero-filled data, a comment and a warning.
/// Sustained Write over a 100 GiB span, 70 s of 100 ms samples: 2000 MB/s for 10 s then 500 MB/s (@p withDrop), or
/// 2000 MB/s throughout.
RunResult sustainedWrite(bool withDrop = true);
/// A read scan of a 1 TB drive, stopped at 60 %: 64 MiB chunks at 200 MB/s dropping to 100 MB/s past 40 %, one chunk
/// slow (10 MB/s), one unreadable range and one slow read.
RunResult readScan();
/// A position map of the same drive as a hard disk draws it: 200 samples falling from 200 to 100 MB/s from the outer
/// tracks to the inner ones, a dip to 40 MB/s at 30 %, one unreadable range.
RunResult positionMap();
/// A position map of four equal chunks over 256 MiB recorded as the engine records one: three at 200 MB/s, the last (a
/// slow zone) at 50 MB/s, so a mean over the drive of 162.5 MB/s, and the test's run their bytes over their time
/// (4 / (3/200 + 1/50) = 114.29 MB/s).
RunResult unevenPositionMap();
/// The access-time test on the same drive: 200 reads, 5 to 15 ms.
RunResult accessTime();
/// The capacity probe of a "64 GB" USB stick that holds 7.5 GiB and wraps around there.
RunResult capacityProbe();
/// The verify of an "8 GB" SD card's filesystem: 8 GB written at 30 MB/s for the first GB, then 10 MB/s, read back at
/// 40 MB/s; about 5.0 to 5.2 GB came back corrupted (read at 1 MB/s): damaged. 100 ms samples of both phases.
RunResult verifyFill();
/// A small-files test of 16k empty files on ext4, five rounds: bonnie++'s six phases at 58000 (sequential create),
/// 490000 (stat), 50000 (delete), 68000, 580000 and 40000 (random) files/s; one operation in fifty takes ten
/// times the others.
RunResult smallFiles();
/// A Health Check of a healthy NVMe drive: its short self-test passed in 1 min 58 s (the drive estimates 2 min), its
/// log holds that test and an earlier extended one that passed, its health log is the same before and after.
RunResult healthCheck();
/// A burn-in of a 13.4 GiB drive, 2 passes of stamps and random data, complete: written at 150 MB/s and read at
/// 200 MB/s on the mean, slower inwards; one unreadable range, one corrupt sector, one write error and one slow block
/// (612 ms), so FAIL; blocks in four of the six classes.
RunResult burnIn();

/// The default profile's run made a run of the one-test kind @p profileId (@p profileName): one run, no warm-up or
/// pause, the sync engine doing what @p backendDetail says, no warnings; its tests are the caller's to set.
RunResult singleTestRun(const QString &profileId, const QString &profileName, const QString &backendDetail);

/// @p run with every test's bytes times @p factor (the same drive a little faster or slower), its figures redone.
RunResult scaled(RunResult run, double factor);

/// The default profile two days later on /dev/shm (tmpfs: memory, through the page cache), three times as fast: the
/// run a comparison with defaultProfile() must not call an improvement.
RunResult defaultOnDevShm();

/// A test whose runs move the given MB/s with the given mean latency (µs); latencies are recorded.
TestResult
makeTest(TestSpec spec, IoMode mode, std::initializer_list<double> runMegabytesPerSecond, double meanLatencyUs);

} // namespace Sektor::Fixtures
