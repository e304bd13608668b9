// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QString>
#include <QStringList>

namespace Sektor {

/// Stable ids of the things that make a result less than a clean measurement of the drive.
namespace Caveat {
inline constexpr char CacheAffected[] = "cache-affected"; ///< O_DIRECT refused: the page cache may be in the figures.
inline constexpr char MemoryBacked[] = "memory-backed"; ///< tmpfs, zram, loop over tmpfs: measures RAM.
inline constexpr char UnwrittenAreas[] = "unwritten-areas"; ///< Raw-device reads of areas never written (or trimmed).
inline constexpr char SyncDepthCapped[]
    = "sync-depth-capped"; ///< The sync engine could not keep the full queue depth in flight.
/// The sync engine reads a surface test one I/O at a time, whatever the queue depth asked for.
inline constexpr char SurfaceOneAtATime[] = "surface-one-at-a-time";
/// The user stopped the run (Stop, Ctrl-C, SIGTERM) after some of its tests finished: those are kept, the others were
/// never measured. Bears on the run, not on a figure: each kept test ran to its end.
inline constexpr char Stopped[] = "stopped";
} // namespace Caveat

/// Which language a sentence is for: the reader of the window, or a shared text that stays English so that pasted
/// results read the same in every forum (as CrystalDiskMark's text does).
enum class Wording { Translated, English };

/**
 * Every caveat of a result, once each, in a stable order: those that follow from the target
 * (TargetInfo is their only record) first, then the run-level ones in RunResult::warnings.
 */
QStringList caveatsOf(const RunResult &result);

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

/**
 * Everything that makes a figure of this result less than trustworthy, as sentences: the caveats, then one sentence
 * per unstable test. Shown above the grid, and written into every shared form of the result.
 */
QStringList trustNotes(const RunResult &result, Wording wording = Wording::Translated);

} // namespace Sektor
