// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/wording.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Sektor {

/// Stable ids of the things that make a result less than a clean measurement of the drive.
namespace Caveat {
inline constexpr char CacheAffected[] = "cache-affected"; ///< O_DIRECT refused: the page cache may be in the figures.
inline constexpr char MemoryBacked[] = "memory-backed"; ///< tmpfs, zram, loop over tmpfs: measures RAM.
/// A virtio disk: the drive of a virtual machine, which measures the host's storage and caches through the hypervisor.
inline constexpr char VirtualDisk[] = "virtual-disk";
inline constexpr char UnwrittenAreas[] = "unwritten-areas"; ///< Raw-device reads of areas never written (or trimmed).
inline constexpr char SyncDepthCapped[]
    = "sync-depth-capped"; ///< The sync engine could not keep the full queue depth in flight.
/// The sync engine reads a surface test one I/O at a time, whatever the queue depth asked for.
inline constexpr char SurfaceOneAtATime[] = "surface-one-at-a-time";
/// The user stopped the run (Stop, Ctrl-C, SIGTERM) after some of its tests finished: those are kept, the others were
/// never measured. Bears on the run, not on a figure: each kept test ran to its end.
inline constexpr char Stopped[] = "stopped";
/// A burn-in or read scan that went on where an earlier run stopped: its figures join two runs' (the pause between
/// them left out), on a drive identified as the same.
inline constexpr char Resumed[] = "resumed";
/// The drive went away while the station tested it (unplugged, its medium gone): what finished before is kept, the
/// rest was never measured, and the drive's test is not a pass whatever the kept figures say.
inline constexpr char RemovedDuringTest[] = "removed-during-test";
/// Not a caveat of the run but of one test: its runs spread by more than UnstableSpread (isUnstable()). The id of the
/// run-to-run notes and the CSV's flag on that test's line.
inline constexpr char Unstable[] = "unstable";
/// Of one test too: its I/O threads were busy for CpuBoundShare of the time or more (isCpuBound()), so the processor,
/// not the drive, set its figure. As much a change of meaning as "measures RAM".
inline constexpr char CpuBound[] = "cpu-bound";
/// Of one test too: an I/O of it took the kernel's I/O timeout or longer, or a timed run went that far past its time
/// (stallOf()). The kernel gives up on such an I/O, aborts it and resets the controller: the figure is of a drive that
/// stalled, not its speed. As much a change of meaning as "measures RAM".
inline constexpr char Stalled[] = "stalled";
} // namespace Caveat

/// The kernel's default I/O timeout for SCSI, SATA, USB and NVMe disks (sd's and nvme_core's io_timeout, 30 s): an
/// I/O that takes this long was timed out, aborted and, on NVMe, the controller reset. What a drive whose own timeout
/// is unknown (an older result, a directory on a stack) is held to.
inline constexpr std::int64_t StallNs = 30'000'000'000;

/// From how long an I/O of @p result stalled: the shortest I/O timeout the kernel has for a drive under the target
/// (MeasuredDrive::ioTimeoutMs, which a user may have changed), StallNs where none is known.
std::int64_t stallThresholdNs(const RunResult &result);

/// How long the test stalled: its slowest I/O, or the most a timed run overran its time, when that reached
/// stallThresholdNs(); nothing otherwise.
std::optional<std::int64_t> stallOf(const TestResult &test, const RunResult &result);

/**
 * Every caveat of a result, once each, in a stable order: those that follow from the target
 * (TargetInfo is their only record: memory, the page cache, a virtual disk, unwritten areas) first, then the
 * run-level ones in RunResult::warnings.
 */
QStringList caveatsOf(const RunResult &result);

/// Whether @p result moved data and so has figures (every kind but the health check, which asks the drive itself):
/// what makes figures untrue (caveatsOf()) and why they are what they are (conditionNotes()) is said only then.
bool movedData(const RunResult &result);

/// One sentence explaining a caveat; empty for an unknown id.
QString caveatText(const QString &id, Wording wording = Wording::Translated);

/// Whether a caveat of the run bears on this test's figure: unwritten areas only on what was read, a capped depth only
/// on tests deeper than the sync engine's 256 lanes, the others on every figure.
bool caveatAffects(const QString &id, const TestResult &test);

/// A test whose runs differ by more than this share of the median (best minus worst) is called unstable: one run
/// saw something else (a cache, a background flush, heat) and the median hides how much.
inline constexpr double UnstableSpread = 0.10;

/// Whether a test's runs spread so far that its figure should not be trusted without running it again.
bool isUnstable(const TestResult &test);

/// How much a note changes what a result means, the most first: the order notes are shown in, and their look.
enum class NoteLevel {
    Measures, ///< The figures are not the drive's: RAM, the page cache, a virtual machine's host.
    Figures, ///< Some figures are less exact, or the run incomplete: a capped depth, unwritten areas, a stop.
    RunToRun, ///< A test's runs varied: its median may not hold when run again.
};

/// The stable id of a level, for files: "measures", "figures", "run-to-run".
QLatin1String noteLevelId(NoteLevel level);

/// The level of a caveat (caveatsOf()); Caveat::Unstable is RunToRun, Caveat::CpuBound Measures, an unknown id Figures.
NoteLevel caveatLevel(const QString &id);

/// The caveats one test has of its own, beside its run's: Caveat::CpuBound, Caveat::Unstable. @p result is the run
/// it belongs to (the processors it could use).
QStringList testCaveats(const TestResult &test, const RunResult &result);

/// One reason not to trust a figure, as shown to a reader.
struct TrustNote
{
    NoteLevel level = NoteLevel::Figures;
    QString id; ///< The caveat's id, or Caveat::Unstable for a run-to-run note.
    QString text; ///< One sentence.
    /// What a folded note stands for, one line each ("RND4K Q1T1 Read: 40%"): shown where there is room (an
    /// expanded banner, the shared texts). Empty for every other note.
    QStringList details;

    bool operator==(const TrustNote &) const = default;
};

/**
 * Everything that makes a figure of this result less than trustworthy, most meaning-changing first: the caveats
 * (NoteLevel::Measures, then Figures), then the tests whose runs varied. A test's own caveats (testCaveats()) go by
 * their level: one such test keeps its own sentence ("RND4K Q1T1 Read varied by 40% between runs: …"); two or more of
 * one caveat are folded into one note ("5 tests varied by 13–41% between runs: …") whose details name each test and its
 * figure. What the window's banner, the picture and the pasted
 * texts show. Percentages are written without the locale's digits, so they read the same in every language.
 */
QList<TrustNote> foldedTrustNotes(const RunResult &result, Wording wording = Wording::Translated);

/**
 * The same notes unfolded, one per test and caveat of its own, each as its own sentence: for the forms that list every
 * note on its own (JSON "notes", certificates, the program's notices).
 */
QList<TrustNote> trustNoteList(const RunResult &result, Wording wording = Wording::Translated);

/// trustNoteList()'s sentences.
QStringList trustNotes(const RunResult &result, Wording wording = Wording::Translated);

} // namespace Sektor
